"""Compiled theft effects: another player's library looked at or searched,
cards from it exiled face down, and its controller allowed to look at and
play them "for as long as they remain exiled" (Praetor's Grasp, Gonti,
Thief of Sanity, Siphon Insight).

- A player who looks at a card and then exiles it face down may go on
  looking at it until it leaves exile (406.3); "you may look at that card"
  says so outright. Both are recorded with
  :func:`~mtgfaces.rules.state.looking.allow_to_look`, which the views read.
- "You may play [cast] that card for as long as it remains exiled" is a
  permission for exactly those objects (601.3, 305.1: "play" lets a land
  be played as the land play; "cast" never lets a land be played); a card
  that leaves exile is a new object the permission doesn't name (400.7).
- "You may spend mana as though it were mana of any type [color] to cast
  that spell", "mana of any type can be spent to cast it" (609.4b): a rule
  effect for the same objects, read by the payer.

The cards looked at are shown to the ability's controller only, through
each question's ``shown`` (:class:`~mtgfaces.rules.state.choices.Question`)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import EXILED_THIS_WAY
from mtgfaces.rules.abilities.compiler.exiled_looked import exile_one_looked
from mtgfaces.rules.abilities.compiler.linked import link_exiled
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import NUMBER_WORDS, Unreadable, amount
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask, choose_objects
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.looking import allow_to_look
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId

_VICTIM = "theft victim"  # the player whose library the effect takes from
_LOOKED = "theft looked"  # the cards of that library looked at (or found by the search)
_STOLEN = "theft stolen"  # the cards exiled face down, for "that card", "those cards"


def _note(res: Resolution, key: str, ids: list[ObjectId]) -> None:
    res.noted[key] = ",".join(str(int(i)) for i in ids)


def _noted(res: Resolution, key: str, zone: Zone) -> list[ObjectId]:
    """The noted cards still in ``zone`` (a card that moved is a new object, 400.7)."""
    game = res.game
    ids = [ObjectId(int(i)) for i in res.noted.get(key, "").split(",") if i]
    return [i for i in ids if i in game and game.get(i).zone is zone]


def _count(clause: Tree[Token]) -> int:
    words = [str(t) for t in clause.children if isinstance(t, Token) and t.type == "NUMBER_WORD"]
    return NUMBER_WORDS[words[0]] if words else 1


def _victims(reading: Reading, tree: Tree[Token]) -> Callable[[Resolution], list[str]]:
    """The player a ``whose_library`` names: a target chosen as it was put
    on the stack (115.1) or the player the trigger noted (608.2h)."""
    if reading.victim:
        raise Unreadable("a second library named")
    reading.victim = True
    kind = {
        "target_opponents_library": "target_opponent",
        "target_players_library": "target_player",
        "that_players_library": "that_player",
    }[str(tree.data)]
    return reading.players(Tree(kind, []))


def _victim(res: Resolution) -> str | None:
    player = res.noted.get(_VICTIM, "")
    return player if player in res.game.players else None


def _needs_victim(reading: Reading) -> None:
    if not reading.victim:
        raise Unreadable("'that library' with no library named")


def look_at_their_top(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    victims = _victims(reading, parts[0])
    count = _count(clause)
    reading.looked_theirs = True

    def look(res: Resolution) -> None:
        """401.4: the top N cards of that player's library, looked at where
        they are by the ability's controller."""
        players = victims(res)
        res.noted[_VICTIM] = players[0] if players else ""
        top = res.game.objects(Zone.LIBRARY, players[0])[:count] if players else []
        _note(res, _LOOKED, [o.id for o in top])

    return look


def search_their_library(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    victims = _victims(reading, parts[0])
    reading.looked_theirs = True

    def search(res: Resolution) -> None:
        """701.23a: the ability's controller looks at every card of that
        player's library and finds a card (no quality is stated: one is
        found if there is any, 701.23b)."""
        game, player = res.game, res.controller
        players = victims(res)
        res.noted[_VICTIM] = players[0] if players else ""
        library = game.objects(Zone.LIBRARY, players[0]) if players else []
        options = tuple(f"#{int(o.id)}" for o in library)
        if not options:
            _note(res, _LOOKED, [])
            return
        prompt = f"{res.source_name}: search {players[0]}'s library for a card"
        question = Question(
            player, "search", prompt, options, 1, 1, "701.23a", shown=tuple(o.id for o in library)
        )
        (picked,) = ask(game, question, default=options[:1])
        _note(res, _LOOKED, [ObjectId(int(picked[1:]))])

    return search


def _exile_face_down(res: Resolution, cards: list[ObjectId], *, looked: bool) -> None:
    """406.3: the cards exiled face down, noted for "that card"; a player
    who looked at them first may go on looking at them (406.3)."""
    game = res.game
    stolen: list[ObjectId] = []
    for card in cards:
        moves.move(game, card, Zone.EXILE, face_down=True)
        stolen += became(game.log, card, Zone.EXILE.value)
    if looked:
        for card in stolen:
            allow_to_look(game, card, res.controller, rule="406.3")
    _note(res, _STOLEN, stolen)


def steal_from_among(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.looked_theirs:  # the cards of its controller's own library (exiled_looked.py)
        return exile_one_looked(reading, clause)
    count = _count(clause)
    reading.stolen = True

    def steal(res: Resolution) -> None:
        """406.3, 608.2d: its controller chooses N of the cards looked at
        and exiles them face down (all of them if there are no more)."""
        game = res.game
        looked = _noted(res, _LOOKED, Zone.LIBRARY)
        wanted = min(count, len(looked))
        prompt = f"{res.source_name}: which card{'s' if wanted != 1 else ''} to exile face down?"
        picked = choose_objects(game, res.controller, "exile", prompt, looked, wanted, "608.2d", shown=True)
        _exile_face_down(res, list(picked), looked=True)

    return steal


def steal_it(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.looked_theirs:
        raise Unreadable("'exile it face down' with no card looked at or found")
    reading.stolen = True

    def steal(res: Resolution) -> None:
        """406.3: the card looked at (or found) exiled face down, if it is
        still in the library; its controller may go on looking at it."""
        _exile_face_down(res, _noted(res, _LOOKED, Zone.LIBRARY), looked=True)

    return steal


def exile_found(reading: Reading) -> Effect:
    """ "Search target opponent's library for a card and exile it": the card
    found exiled face up (406.3 doesn't apply: every player sees it), if it
    is still in that library; noted for "its mana value" (608.2h)."""
    if not reading.looked_theirs:
        raise Unreadable("'exile it' with no card of that library found")
    reading.exiled_noted = True

    def exile(res: Resolution) -> None:
        exiled: list[ObjectId] = []
        for card in _noted(res, _LOOKED, Zone.LIBRARY):
            moves.move(res.game, card, Zone.EXILE)
            exiled += became(res.game.log, card, Zone.EXILE.value)
        res.noted[EXILED_THIS_WAY] = ",".join(str(int(i)) for i in exiled)

    return exile


def steal_top(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    victims = _victims(reading, parts[0])
    count = _count(clause)
    reading.stolen = True

    def steal(res: Resolution) -> None:
        """406.3: the top N cards of that player's library exiled face down
        (no one looked at them)."""
        players = victims(res)
        res.noted[_VICTIM] = players[0] if players else ""
        top = res.game.objects(Zone.LIBRARY, players[0])[:count] if players else []
        _exile_face_down(res, [o.id for o in top], looked=False)
        link_exiled(res, _noted(res, _STOLEN, Zone.EXILE))  # 607.2a: "exiled with ~" (Jester's Scepter)

    return steal


def players_steal_top(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    if reading.victim:
        raise Unreadable("a second library named")
    players = reading.players(parts[0])
    many = amount(parts[1]) if len(parts) > 1 else (lambda res: 1)
    reading.victim = reading.stolen = True

    def steal(res: Resolution) -> None:
        """406.3: each player named exiles the top N cards of their library
        face down (as many as there are; no one looked at them)."""
        named = players(res)
        res.noted[_VICTIM] = named[0] if named else ""
        count = many(res)
        top = [o.id for who in named for o in res.game.objects(Zone.LIBRARY, who)[:count]]
        _exile_face_down(res, top, looked=False)
        link_exiled(res, _noted(res, _STOLEN, Zone.EXILE))  # 607.2a: "exiled with ~" (Pyxis of Pandemonium)

    return steal


def put_their_top_face_down(
    reading: Reading, parts: list[Tree[Token]], clause: Tree[Token], *, kind: FaceDown = FaceDown.TURNED
) -> Effect:
    """ "Put the top two cards of that player's library onto the battlefield
    face down under your control" (Cybership); ``kind``: what a sentence
    after it says they are ("They're 2/2 Cyberman artifact creatures.")."""
    victims = _victims(reading, parts[0])
    count = _count(clause)

    def put(res: Resolution) -> None:
        """708.3, 708.2a, 110.2: each card is turned face down, then put onto
        the battlefield under the ability's controller, a 2/2 (or what the
        effect lists, 708.2) whose card only its controller may look at
        (708.5). Fewer cards in that library: as many as there are."""
        players = victims(res)
        res.noted[_VICTIM] = players[0] if players else ""
        top = res.game.objects(Zone.LIBRARY, players[0])[:count] if players else []
        for card in top:
            moves.put_onto_battlefield(res.game, card.id, under=res.controller, face_down=kind)

    return put


def their_top_as(reading: Reading, before: Tree[Token] | Token | None, sentence: Tree[Token]) -> Effect:
    """ "They're 2/2 Cyberman artifact creatures." after the sentence putting
    that library's cards onto the battlefield face down (708.2: the
    characteristics the effect lists are their face-down values; the one
    listing the engine knows)."""
    told = [str(t) for t in sentence.children if isinstance(t, Token)]
    clauses = before.children[-1] if isinstance(before, Tree) and before.data == "sentence" else None
    put = [c for c in clauses.children if isinstance(c, Tree)] if isinstance(clauses, Tree) else []
    if told != ["2/2", "Cyberman"] or [c.data for c in put] != ["put_their_top_face_down"]:
        raise Unreadable("'they're ...' after no one clause putting cards onto the battlefield face down")
    reading.victim = False  # the library is named again as the clause is read once more
    (clause,) = put
    return put_their_top_face_down(
        reading, [c for c in clause.children if isinstance(c, Tree)], clause, kind=FaceDown.CYBERMAN
    )


def their_rest_on_bottom(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_victim(reading)
    if not reading.looked_theirs:
        raise Unreadable("'the rest' with nothing looked at")

    def bottom(res: Resolution) -> None:
        """401.4: the cards looked at and not exiled go to the bottom of
        that library, in a random order (the game's generator)."""
        rest = _noted(res, _LOOKED, Zone.LIBRARY)
        if len(rest) > 1:
            res.game.rng.shuffle(rest)
        for card in rest:
            moves.move(res.game, card, Zone.LIBRARY, position="bottom")

    return bottom


def their_rest_to_graveyard(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_victim(reading)
    if not reading.looked_theirs:
        raise Unreadable("'the rest' with nothing looked at")

    def to_graveyard(res: Resolution) -> None:
        """404.1: the cards looked at and not exiled go to their owner's graveyard."""
        for card in _noted(res, _LOOKED, Zone.LIBRARY):
            moves.move(res.game, card, Zone.GRAVEYARD)

    return to_graveyard


def victim_shuffles(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_victim(reading)

    def shuffle(res: Resolution) -> None:
        """701.24a: the player whose library was searched shuffles it."""
        player = _victim(res)
        if player is not None:
            res.game.shuffle(player)

    return shuffle


def _stolen(res: Resolution) -> dict[str, list[ObjectId]]:
    """The cards the effect exiled face down still in exile, by owner."""
    game = res.game
    by_owner: dict[str, list[ObjectId]] = {}
    for card in _noted(res, _STOLEN, Zone.EXILE):
        by_owner.setdefault(game.get(card).owner, []).append(card)
    return by_owner


def _permit(kind: RuleEffectKind, words: str) -> Callable[[Resolution], None]:
    def permit(res: Resolution) -> None:
        for owner, cards in sorted(_stolen(res).items()):
            res.game.add_rule_effect(
                RuleEffect(
                    0,
                    kind,
                    res.controller,
                    zone=Zone.EXILE,
                    zone_owner=owner,
                    objects=tuple(int(c) for c in cards),
                    until=Duration.INDEFINITE,  # while those objects last (400.7)
                    note=f"{res.source_name}: {words}",
                )
            )

    return permit


def _needs_stolen(reading: Reading) -> None:
    if not reading.stolen:
        raise Unreadable("'that card' with nothing exiled face down")


def looking_and_playing(*, look: bool, kind: RuleEffectKind | None) -> Builder:
    """ "You may [look at and] play / cast that card for as long as it
    remains exiled", "you may look at those cards for as long as ..."."""

    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        _needs_stolen(reading)
        if kind is not None:
            reading.stolen_playable = True
        doing = "play" if kind is RuleEffectKind.MAY_PLAY_FROM else "cast"
        permit = _permit(kind, f"may {doing} the cards it exiled") if kind is not None else None

        def allow(res: Resolution) -> None:
            """406.3: its controller may look at the cards exiled face down;
            601.3, 305.1: and play (a land as the land play) or cast them,
            only those objects, for as long as they remain exiled (400.7)."""
            if look:
                for cards in _stolen(res).values():
                    for card in cards:
                        allow_to_look(res.game, card, res.controller, rule="406.3")
            if permit is not None:
                permit(res)

        return allow

    return build


def spending_as(kind: RuleEffectKind) -> Builder:
    """ "You may spend mana as though it were mana of any type [color] to
    cast that spell", "mana of any type can be spent to cast it"."""

    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        _needs_stolen(reading)
        if not reading.stolen_playable:
            raise Unreadable("'to cast that spell' with no permission to cast it")
        words = "any type" if kind is RuleEffectKind.SPEND_AS_ANY_TYPE else "any color"
        permit = _permit(kind, f"may spend mana as though it were mana of {words} to cast them")

        def allow(res: Resolution) -> None:
            """609.4b: how its controller may pay for those spells; not
            their costs, nor what mana is spent."""
            permit(res)

        return allow

    return build


CLAUSES: dict[str, Builder] = {
    "look_at_their_top": look_at_their_top,
    "search_their_library": search_their_library,
    "steal_from_among": steal_from_among,
    "steal_it": steal_it,
    "steal_top": steal_top,
    "players_steal_top": players_steal_top,
    "put_their_top_face_down": put_their_top_face_down,
    "their_rest_on_bottom": their_rest_on_bottom,
    "their_rest_to_graveyard": their_rest_to_graveyard,
    "victim_shuffles": victim_shuffles,
    "look_and_play_stolen": looking_and_playing(look=True, kind=RuleEffectKind.MAY_PLAY_FROM),
    "look_and_cast_stolen": looking_and_playing(look=True, kind=RuleEffectKind.MAY_CAST_FROM),
    "play_stolen": looking_and_playing(look=False, kind=RuleEffectKind.MAY_PLAY_FROM),
    "look_at_stolen": looking_and_playing(look=True, kind=None),
    "spend_as_any_type": spending_as(RuleEffectKind.SPEND_AS_ANY_TYPE),
    "spend_as_any_color": spending_as(RuleEffectKind.SPEND_AS_ANY_COLOR),
}
"""The theft clauses of the grammar, by rule name."""
