"""Hideaway (CR 702.75): "Hideaway N" means "When this permanent enters,
look at the top N cards of your library. Exile one of them face down and
put the rest on the bottom of your library in a random order. The exiled
card gains 'The player who controls the permanent that exiled this card
may look at this card in the exile zone.'" (702.75a). Cards printed with
"Hideaway" and no number have the errata "Hideaway 4" and "This permanent
enters tapped." (702.75b; the entering rules read that,
:mod:`mtgfaces.rules.actions.entering`).

The exiled card is linked to the permanent (607.2a: "the exiled card",
"cards exiled with ~"); who may look at it is recorded with
:func:`mtgfaces.rules.state.looking.allow_to_look`: the player who looked at
it (406.3) and whoever controls the permanent (702.75a)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import read_condition
from mtgfaces.rules.abilities.compiler.digging import exiled_with
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.actions import casting, moves
from mtgfaces.rules.actions.activating import link_exiled_card
from mtgfaces.rules.state.abilities import Effect, Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import choose_objects, may
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.looking import allow_to_look
from mtgfaces.rules.state.status import ObjectId

OLD_HIDEAWAY = 4
"""702.75b: how many cards a "Hideaway" with no number looks at."""


def build_hideaway(tree: Tree[Token], face: str, line: str) -> Triggered:
    """702.75a: the triggered ability "Hideaway N" stands for."""
    written = [int(str(t)) for t in tree.children if isinstance(t, Token) and t.type == "INT"]
    count = written[0] if written else OLD_HIDEAWAY

    def hide(res: Resolution) -> None:
        """702.75a: the top N cards looked at (shown to their player only),
        one exiled face down and linked to the permanent (607.2a), the rest
        on the bottom in a random order."""
        game, player = res.game, res.controller
        top = [o.id for o in game.objects(Zone.LIBRARY, player)[:count]]
        if not top:
            return
        prompt = f"{res.source_name}: hideaway: which card to exile face down?"
        (chosen,) = choose_objects(game, player, "hideaway", prompt, top, 1, "702.75a", shown=True)
        moves.move(game, chosen, Zone.EXILE, face_down=True)
        source = res.source
        for card in became(game.log, chosen, Zone.EXILE.value):
            if source is not None:
                link_exiled_card(game, card, source, player)
            # 406.3: its player looked at it, then exiled it face down; 702.75a:
            # whoever controls the permanent may look at it too.
            allow_to_look(game, card, player, rule="702.75a", controller_of=source)
        rest = [i for i in top if i != chosen]
        game.rng.shuffle(rest)
        for card in rest:
            moves.move(game, card, Zone.LIBRARY, position="bottom")

    return Triggered(face, line, EventKind.ENTERED_BATTLEFIELD, _itself_entered, hide, "702.75a")


def _itself_entered(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


def play_hidden_if(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "You may play the exiled card without paying its mana cost if
    [condition]" (the hideaway lands' second ability)."""
    if not reading.has_self:
        raise Unreadable("'the exiled card' of a spell")
    holds = read_condition(parts[0]) if parts else (lambda res: True)  # "then if ...," may say it

    def play(res: Resolution) -> None:
        """608.2g, 118.9: if the condition holds as it resolves, its
        controller may play the card exiled with the permanent (607.2a)."""
        if holds(res):
            for card in exiled_with(res)[:1]:
                _play_free(res, card)

    return play


def play_one_hidden(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "You may play one of them without paying its mana cost", "them" the
    cards an intervening "if there are cards exiled with it" named (Evercoat
    Ursine)."""
    if not reading.exiled_with_named:
        raise Unreadable("'one of them' names no cards exiled with ~")

    def play_one(res: Resolution) -> None:
        """607.2a, 608.2g, 118.9: its controller chooses one of the cards
        still exiled with the permanent as it resolves (seen by them,
        702.75a) and may play it."""
        game, player = res.game, res.controller
        cards = exiled_with(res)
        if not cards:
            return
        prompt = f"{res.source_name}: which card exiled with it to play?"
        (chosen,) = choose_objects(game, player, "play one", prompt, cards, 1, "607.2a", shown=True)
        _play_free(res, chosen)

    return play_one


def _play_free(res: Resolution, card: ObjectId) -> None:
    """608.2g, 118.9: its controller may play the exiled card: a land as
    their land play (305.2a; not if they have none left or it isn't their
    turn, 305.2b, 305.3), a spell cast without paying its mana cost (no
    timing rule applies, 608.2g)."""
    game, player = res.game, res.controller
    obj = game.get(card)
    if all("Land" in face.type_line for face in obj.card.faces):
        if may(game, player, f"{res.source_name}: play {obj.card.name}?", rule="305.2a"):
            casting.play_land_while_resolving(game, card, player)
        return
    cast_free(game, player, obj, below=None, what=res.source_name, rule="118.9", zone=Zone.EXILE)


def cast_hidden(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "You may cast the exiled card without paying its mana cost." (608.2g,
    118.9): a spell only (a land card can't be cast, 305.9); whether it was
    cast is noted for "If you do" (608.2c)."""
    if not reading.has_self:
        raise Unreadable("'the exiled card' of a spell")

    def cast(res: Resolution) -> None:
        game, player = res.game, res.controller
        done = False
        for card in exiled_with(res)[:1]:
            obj = game.get(card)
            if not all("Land" in face.type_line for face in obj.card.faces):
                done = cast_free(
                    game, player, obj, below=None, what=res.source_name, rule="118.9", zone=Zone.EXILE
                )
        res.noted["did"] = "yes" if done else "no"

    return cast


CLAUSES: dict[str, Builder] = {
    "play_hidden_if": play_hidden_if,
    "play_one_hidden": play_one_hidden,
    "cast_hidden": cast_hidden,
}
"""The hideaway clauses of the grammar, by rule name."""
