"""Compiled effects that exile cards of a hand or a library face down, and
bring them back later (Memory Jar, Ignorant Bliss, Suppress, Scroll Rack,
Inverter of Truth, Doomsday Excruciator).

- Exiled face down (406.3), the cards can't be examined by any player, their
  owner included: having held a card in one's hand is no instruction to look
  at it. No one is let look at them, so every view keeps them anonymous.
- A delayed triggered ability made after them (603.7a: "at the beginning of
  the next end step, return those cards to your hand") is about the cards as
  noted when they were exiled: one that has left exile since is a new object
  (400.7) it does nothing to (603.7c).
- "Then look at the exiled cards and put them on top of your library in any
  order" (Scroll Rack): the cards are shown to their player only, through the
  question that asks the order (401.4: the owner arranges them)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.digging import link_exiled
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import NUMBER_WORDS, Amount, Unreadable, amount
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId

EXILED_FACE_DOWN = "exiled face down"
"""The key, in a resolution's noted values, of the cards an effect exiled
face down (their ids in exile, comma-separated): what "those cards" and
"each card they exiled this way" name, in a delayed triggered ability too
(603.7c: it keeps the values noted as it was made)."""


def in_turn_order(game: Game, players: list[str]) -> list[str]:
    """101.4, 121.2c: the players named, the active player first, then the
    others in turn order."""
    order = list(game.players)
    start = order.index(game.turn.active) if game.turn.active in order else 0
    turn = order[start:] + order[:start]
    return [p for p in turn if p in players]


def _exile_face_down(res: Resolution, cards: list[ObjectId]) -> None:
    """406.3: the cards exiled face down, one by one (no one may look at
    them), noted with those exiled before in this resolution."""
    game = res.game
    exiled = [w for w in res.noted.get(EXILED_FACE_DOWN, "").split(",") if w]
    for card in cards:
        moves.move(game, card, Zone.EXILE, face_down=True)
        exiled += [str(int(i)) for i in became(game.log, card, Zone.EXILE.value)]
    res.noted[EXILED_FACE_DOWN] = ",".join(exiled)


def still_exiled(res: Resolution) -> list[ObjectId]:
    """603.7c, 400.7: the cards noted as exiled face down that are still
    those objects in exile (a card that left, even to come back, is new)."""
    game = res.game
    ids = [ObjectId(int(w)) for w in res.noted.get(EXILED_FACE_DOWN, "").split(",") if w]
    return [i for i in ids if i in game and game.get(i).zone is Zone.EXILE]


def _needs_exiled(reading: Reading) -> None:
    if not reading.exiled_face_down:
        raise Unreadable("'those cards' with nothing exiled face down before")


def _many(reading: Reading, tree: Tree[Token]) -> Amount:
    if tree.data in ("that_many", "that_many_plus_one") and not reading.amount_noted:
        raise Unreadable("'that many' with no amount noted")
    return amount(tree)


def players_exile_hand(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    draws = _many(reading, parts[1]) if len(parts) > 1 else None
    reading.exiled_face_down = True

    def exile(res: Resolution) -> None:
        """406.3: each player named exiles every card of their hand face
        down; then, "and draws seven cards", each draws, the active player
        first (121.2c)."""
        game = res.game
        named = in_turn_order(game, players(res))
        for player in named:
            _exile_face_down(res, [o.id for o in game.objects(Zone.HAND, player)])
        if draws is not None:
            for player in named:
                turns.draw(game, player, draws(res))

    return exile


def exile_all_face_down(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    (words,) = (str(t) for t in clause.children if isinstance(t, Token) and t.type == "ALL_YOUR_CARDS")
    zone = Zone.HAND if words.endswith("hand") else Zone.LIBRARY
    reading.exiled_face_down = True
    linked = reading.has_self

    def exile(res: Resolution) -> None:
        """406.3: every card of its controller's hand (or library) exiled
        face down; by a permanent's ability, each is linked to it for "cards
        exiled with ~" (607.2a, Bottled Cloister)."""
        before = len([w for w in res.noted.get(EXILED_FACE_DOWN, "").split(",") if w])
        _exile_face_down(res, [o.id for o in res.game.objects(zone, res.controller)])
        if linked:
            exiled = [w for w in res.noted.get(EXILED_FACE_DOWN, "").split(",") if w][before:]
            link_exiled(res, [ObjectId(int(w)) for w in exiled])

    exile.__doc__ = f"406.3, 607.2a: every card of its controller's {zone.value} exiled face down."
    return exile


def exile_any_from_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.exiled_face_down = True
    reading.amount_noted = True

    def exile(res: Resolution) -> None:
        """406.3, 608.2d: any number of cards of its controller's hand, chosen
        as it resolves (none too), exiled face down; how many, for "that
        many" (608.2h)."""
        game, player = res.game, res.controller
        options = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, player))
        prompt = f"{res.source_name}: exile which cards from your hand face down?"
        picked = ask(game, Question(player, "exile", prompt, options, 0, len(options), "608.2d"), default=())
        _exile_face_down(res, [ObjectId(int(w[1:])) for w in picked])
        res.noted["amount"] = str(len(picked))

    return exile


def players_exile_all_but_bottom(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    (word,) = (str(t) for t in clause.children if isinstance(t, Token) and t.type == "NUMBER_WORD")
    kept = NUMBER_WORDS[word]
    reading.exiled_face_down = True

    def exile(res: Resolution) -> None:
        """406.3: each player named exiles every card of their library above
        the bottom N face down (none with N or fewer), in turn order (101.4)."""
        game = res.game
        for player in in_turn_order(game, players(res)):
            library = game.objects(Zone.LIBRARY, player)  # the top first
            _exile_face_down(res, [o.id for o in library[: max(0, len(library) - kept)]])

    return exile


def players_discard_hand_return_exiled(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    _needs_exiled(reading)
    players = reading.players(parts[0])

    def discard_and_return(res: Resolution) -> None:
        """701.9a: each player named discards every card of their hand, then
        returns to it each card they exiled this way that is still the same
        object in exile (603.7c, 400.7); the active player first (101.4)."""
        game = res.game
        named = in_turn_order(game, players(res))
        for player in named:
            for held in game.objects(Zone.HAND, player):
                moves.discard(game, player, held)
        by_owner: dict[str, list[ObjectId]] = {}
        for card in still_exiled(res):
            by_owner.setdefault(game.get(card).owner, []).append(card)
        for player in named:
            for card in by_owner.get(player, []):
                moves.move(game, card, Zone.HAND)

    return discard_and_return


def return_exiled_to_hand(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Return those cards to your hand", "that player returns those cards
    to their hand": the cards exiled face down before."""
    _needs_exiled(reading)
    players: Callable[[Resolution], list[str]] | None = None
    if parts and parts[0].data != "that_card":
        players = reading.players(parts[0])

    def to_hand(res: Resolution) -> None:
        """603.7c, 400.7: the cards exiled this way that are still the same
        objects in exile go to their owner's hand (a hand is its owner's,
        402.1); those of the player named, when one is."""
        game = res.game
        named = players(res) if players is not None else None
        returned = [c for c in still_exiled(res) if named is None or game.get(c).owner in named]
        for card in returned:
            moves.move(game, card, Zone.HAND)

    return to_hand


def top_to_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    count = _many(reading, Tree("that_many", []))  # "put that many cards from the top ..."

    def put(res: Resolution) -> None:
        """121.5: the top N cards of its controller's library put into their
        hand (as many as there are): not drawn, so nothing that counts draws
        sees them."""
        game = res.game
        for card in game.objects(Zone.LIBRARY, res.controller)[: count(res)]:
            moves.move(game, card.id, Zone.HAND)

    return put


def exiled_on_top(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_exiled(reading)

    def put(res: Resolution) -> None:
        """406.3, 401.4: its controller looks at the cards exiled this way
        (shown to them only, by the question that asks), then puts them on
        top of their library in the order they choose, the first chosen on
        top."""
        game, player = res.game, res.controller
        cards = still_exiled(res)
        options = [f"#{int(i)}" for i in cards]
        ordered: list[str] = []
        while len(options) > 1:
            place = "on top" if not ordered else "next below"
            prompt = f"{res.source_name}: which exiled card goes {place}?"
            question = Question(player, "order", prompt, tuple(options), 1, 1, "401.4", shown=tuple(cards))
            (picked,) = ask(game, question, default=(options[0],))
            ordered.append(picked)
            options.remove(picked)
        for word in reversed(ordered + options):  # the lowest first, so the first chosen ends on top
            moves.move(game, ObjectId(int(word[1:])), Zone.LIBRARY, position="top")

    return put


CLAUSES: dict[str, Builder] = {
    "players_exile_hand": players_exile_hand,
    "exile_all_face_down": exile_all_face_down,
    "exile_any_from_hand": exile_any_from_hand,
    "players_exile_all_but_bottom": players_exile_all_but_bottom,
    "players_discard_hand_return_exiled": players_discard_hand_return_exiled,
    "players_return_exiled": return_exiled_to_hand,
    "top_to_hand": top_to_hand,
    "exiled_on_top": exiled_on_top,
}
"""The clauses of cards exiled face down and brought back, by rule name."""
