"""Compiled effects that make a card foretold (702.143d): "exile it face
down. It becomes foretold." (The Foretold Soldier) and "exile a card from
your hand face down. It becomes foretold. Its foretell cost is its mana
cost reduced by {2}." (Ethereal Valkyrie). The card is exiled face down, a
foretold card from then on: its owner may look at it while it remains
exiled, no one else (406.3, 702.143a), and may cast it for its foretell cost
after the turn it became foretold has ended (702.143d), which the casting
rules read from its status as they do for a card foretold by the special
action (702.143a); a foretell cost the effect gives it is kept there too
(``Status.foretell_cost``)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.mana import ManaCost, SymbolKind
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution, Static
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status

Clause = Callable[[Reading, Tree[Token]], Effect]


def build_foretelling_cheaper_any_turn(part: Tree[Token], face: str, line: str) -> Static:
    """ "Foretelling cards from your hand costs {N} less and can be done on
    any player's turn." (Cosmos Charger, 604.1): while its source is on the
    battlefield, its controller's foretell special action costs {N} less
    (601.2f, 118.7a: generic mana only) and may be taken whenever they have
    priority, on any player's turn (116.2h, 702.143a)."""
    (mana,) = (str(t) for t in part.children if isinstance(t, Token) and t.type == "MANA")
    if not mana[1:-1].isdigit():
        raise Unreadable("a foretelling cost reduction that isn't generic mana")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        who = game.controller(source)
        return (
            RuleEffect(
                -int(source.id), RuleEffectKind.FORETELLING_COSTS_LESS, who, amount=int(mana[1:-1]), note=note
            ),
            RuleEffect(-int(source.id), RuleEffectKind.MAY_FORETELL_ON_ANY_TURN, who, note=note),
        )

    return Static(face, line, effects, "702.143a")


def exile_foretold(game: Game, obj_id: ObjectId, *, reduced_by: int | None = None) -> None:
    """702.143d: the object exiled face down, a foretold card, noted with the
    turn it became one (castable on a later turn) and, with ``reduced_by``,
    the foretell cost the effect gives it: its mana cost reduced by that
    much generic mana (118.7a), worked out as it becomes foretold. A token
    ceases to exist (111.7); the card is a new object (400.7)."""
    obj = moves.find(game, obj_id)
    if obj is None or obj.zone is Zone.EXILE:
        return
    given = None
    if reduced_by is not None:
        cost = game.characteristics(obj).mana_cost
        given = None if cost.is_none else cost.reduced_by(reduced_by).text  # 202.1b: none to reduce
    status = Status(face_down=FaceDown.FORETELL, foretold_turn=game.turn.number, foretell_cost=given)
    moves.leave(game, obj, Zone.EXILE, status=status)


def sentence_foretold(reading: Reading, sentence: Tree[Token], clause: Clause) -> Effect:
    """A ``sentence_foretold``: its clauses, the last of which exiles "it"
    or a card from the hand face down, then "It becomes foretold." (702.143d)
    and maybe "Its foretell cost is its mana cost reduced by {N}."."""
    (clauses,) = (c for c in sentence.children if isinstance(c, Tree))
    parts = [c for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    last = parts.pop()
    mana = [str(t) for t in sentence.children if isinstance(t, Token) and t.type == "MANA"]
    reduced_by = None
    if mana:
        cost = ManaCost.parse(mana[0])
        if len(cost.symbols) != 1 or cost.symbols[0].kind is not SymbolKind.GENERIC:
            raise Unreadable("'its mana cost reduced by' other than generic mana")
        reduced_by = int(cost.mana_value())
    before = [clause(reading, c) for c in parts]
    if last.data == "steal_it":
        named = reading.objects(Tree("it", []))
    elif last.data == "exile_from_hand_face_down":
        named = _a_card_from_your_hand
    else:
        raise Unreadable("'it becomes foretold' after no clause exiling it face down")

    def foretold(res: Resolution) -> None:
        """406.3, 702.143d: the card exiled face down, foretold (if it is
        still the same object, 400.7)."""
        for step in before:
            step(res)
        for obj in named(res):
            exile_foretold(res.game, obj, reduced_by=reduced_by)

    return foretold


def _a_card_from_your_hand(res: Resolution) -> list[ObjectId]:
    """608.2d: the controller chooses a card in their hand (none if it is
    empty), as the clause is done (after the draw before it)."""
    game = res.game
    hand = [c.id for c in game.objects(Zone.HAND, res.controller)]
    prompt = f"{res.source_name}: exile a card from your hand face down; it becomes foretold"
    return list(choose_objects(game, res.controller, "exile", prompt, hand, 1, "608.2d"))
