"""Compiled effects about the cards in players' hands and libraries (CR 121,
701.9, 701.17): draw, discard, mill, "draw that many plus one", "draw up to
the most cards in hand", "if fewer than two cards were discarded this way",
"reveal any number of Dragon cards from your hand", "look at target
opponent's hand" (701.20e);
the clauses by rule name in :data:`CLAUSES`."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import DISCARDED_TYPES, spells_cast_not_from_hand
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import (
    NUMBER_WORDS,
    Amount,
    Unreadable,
    amount,
    number,
    read_filter,
    singular,
)
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask, choose_objects
from mtgfaces.rules.state.events import Event, EventKind, became
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId


def _cards(tree: Tree[Token]) -> Amount:
    return amount(tree)


def _counted_cards(reading: Reading, tree: Tree[Token]) -> Amount:
    """The number of cards a clause names; "that many" only where something
    before noted an amount (608.2h)."""
    if tree.data in ("that_many", "that_many_plus_one") and not (
        reading.amount_noted or reading.damage_noted
    ):
        raise Unreadable("'that many' with no amount noted")
    return _cards(tree)


def _draw(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    count = _counted_cards(reading, parts[-1])
    players = reading.players(parts[0]) if len(parts) == 2 else None

    def draw(res: Resolution) -> None:
        """121.1: draw cards, one at a time."""
        for player in players(res) if players else [res.controller]:
            turns.draw(res.game, player, count(res))

    return draw


def _players_draw_and_lose(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])  # one subject for both verbs: one target word
    count, much = _counted_cards(reading, parts[1]), amount(parts[2])

    def draw_and_lose(res: Resolution) -> None:
        """121.1, 119.3: "target player draws two cards and loses 2 life"."""
        for player in players(res):
            turns.draw(res.game, player, count(res))
            change_life(res.game, player, -much(res))

    return draw_and_lose


def _players_gain_life_and_draw(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])  # one subject for both verbs: one target word
    much, count = amount(parts[1]), _counted_cards(reading, parts[2])

    def gain_and_draw(res: Resolution) -> None:
        """119.3, 121.1, 608.2c: "target player gains 2 life and draws a card",
        in that order; nothing for a target no longer legal (608.2b)."""
        for player in players(res):
            change_life(res.game, player, much(res))
            turns.draw(res.game, player, count(res))

    return gain_and_draw


def _draw_for_each_not_from_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def draw(res: Resolution) -> None:
        """121.1, 601.2a: a card for each spell its controller cast this turn
        from anywhere other than their hand, counted as it resolves."""
        turns.draw(res.game, res.controller, spells_cast_not_from_hand(res.game, res.controller))

    return draw


def _wheel(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    count = _counted_cards(reading, parts[1])

    def wheel(res: Resolution) -> None:
        """401.4, 701.24a, 121.1: "each player shuffles their hand and
        graveyard into their library, then draws seven cards": every player
        does the first, in turn order from the active player (101.4), then
        each draws."""
        game = res.game
        named = players(res)
        for player in named:
            for card in [*game.objects(Zone.HAND, player), *game.objects(Zone.GRAVEYARD, player)]:
                moves.move(game, card.id, Zone.LIBRARY)
            game.shuffle(player)
        for player in named:
            turns.draw(game, player, count(res))

    return wheel


def _draw_hand_plus_one(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def draw(res: Resolution) -> None:
        """121.1, 608.2h: as many cards as are in its controller's hand as it
        resolves, plus one."""
        count = len(res.game.objects(Zone.HAND, res.controller)) + 1
        turns.draw(res.game, res.controller, count)

    return draw


def _no_hand_size_for_good(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def no_maximum(res: Resolution) -> None:
        """402.2: its controller has no maximum hand size for the rest of the
        game (an effect with no end, 611.2a)."""
        note = f"{res.source_name}: no maximum hand size for the rest of the game"
        res.game.add_rule_effect(
            RuleEffect(0, RuleEffectKind.NO_MAXIMUM_HAND_SIZE, res.controller, note=note)
        )

    return no_maximum


def _draw_for_each(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    del reading
    wanted = read_filter(parts[0])

    def draw(res: Resolution) -> None:
        """121.1, 608.2h: a card for each that fits, counted as it resolves."""
        counted = sum(1 for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted))
        if counted:
            turns.draw(res.game, res.controller, counted)

    return draw


def _discard_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def discard(res: Resolution) -> None:
        """701.9a: discard every card of the hand."""
        for card in res.game.objects(Zone.HAND, res.controller):
            moves.discard(res.game, res.controller, card)

    return discard


def _discard(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    count = _counted_cards(reading, parts[-1])
    reading.discarded = True
    players = reading.players(parts[0]) if len(parts) == 2 else None

    def discard(res: Resolution) -> None:
        """701.9a: each player discards cards of their choice from their hand."""
        game = res.game
        discarded, types = 0, set[str]()
        for player in players(res) if players else [res.controller]:
            hand = game.objects(Zone.HAND, player)
            if not hand:
                continue
            prompt = f"{res.source_name}: discard"
            for card in choose_objects(
                game, player, "discard", prompt, [o.id for o in hand], count(res), "701.9a"
            ):
                found = moves.find(game, card, Zone.HAND)
                if found is not None:
                    types.update(game.characteristics(found).types)
                    moves.discard(game, player, found)
                    discarded += 1
        res.noted[_DISCARDED] = str(discarded)
        res.noted[DISCARDED_TYPES] = ",".join(sorted(types))

    return discard


_DISCARDED = "discarded"  # how many cards the last discard clause discarded: "fewer than two ... this way"


def _draw_up_to_the_most(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def draw(res: Resolution) -> None:
        """121.1, 608.2h: each player draws as many cards as they have fewer
        in hand than the player with the most, counted as it resolves."""
        game = res.game
        players = [p for p in game.players if not game.player(p).has_lost]
        sizes = {p: len(game.objects(Zone.HAND, p)) for p in players}
        most = max(sizes.values(), default=0)
        for player in players:  # 101.4: in turn order (the numbers are fixed first)
            if sizes[player] < most:
                turns.draw(game, player, most - sizes[player])

    return draw


def _discard_any_number(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.amount_noted = True
    reading.discarded = True

    def discard(res: Resolution) -> None:
        """701.9a, 608.2d: any number of cards from its controller's hand,
        chosen as it resolves; how many, for "that many" (608.2h)."""
        game, player = res.game, res.controller
        options = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, player))
        prompt = f"{res.source_name}: discard which cards?"
        picked = ask(
            game, Question(player, "discard", prompt, options, 0, len(options), "701.9a"), default=()
        )
        for word in picked:
            moves.discard(game, player, game.get(ObjectId(int(word[1:]))))
        res.noted["amount"] = str(len(picked))

    return discard


def _hand_to_bottom(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.amount_noted = True

    def put(res: Resolution) -> None:
        """401.4, 608.2d: any number of cards from its controller's hand,
        chosen as it resolves, on the bottom of their library in the order
        chosen; how many, for "that many"."""
        game, player = res.game, res.controller
        options = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, player))
        prompt = f"{res.source_name}: which cards go on the bottom of your library?"
        picked = ask(game, Question(player, "bottom", prompt, options, 0, len(options), "401.4"), default=())
        for word in picked:
            moves.move(game, ObjectId(int(word[1:])), Zone.LIBRARY, position="bottom")
        res.noted["amount"] = str(len(picked))

    return put


def _reveal_any_from_hand(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    subtype = singular(next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "TYPE"))
    reading.done_for_reflexive = True  # done, with any number, even none: "when you do" (603.12)

    def reveal(res: Resolution) -> None:
        """701.20a, 608.2d: any number of cards of the subtype (205.3) from
        its controller's hand, chosen as it resolves, shown to every player
        (they stay in the hand); how many, for "the number of cards revealed
        this way" (608.2h)."""
        game, player = res.game, res.controller
        fitting = [o for o in game.objects(Zone.HAND, player) if subtype in game.characteristics(o).subtypes]
        options = tuple(f"#{int(o.id)}" for o in fitting)
        prompt = f"{res.source_name}: reveal which {subtype} cards from your hand?"
        picked = ask(
            game, Question(player, "reveal", prompt, options, 0, len(options), "701.20a"), default=()
        )
        for word in picked:
            reveal_card(game, game.get(ObjectId(int(word[1:]))), player)  # 402.3: no id follows it
        res.noted[REVEALED] = str(len(picked))

    return reveal


def _reveal_random_discard_nonland(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    (word,) = (str(t) for t in clause.children if isinstance(t, Token) and t.type == "NUMBER_WORD")
    count = NUMBER_WORDS[word]

    def reveal(res: Resolution) -> None:
        """701.20a: that many cards of the player's hand chosen at random
        (the game's generator), shown to every player; then that player
        discards each of them that isn't a land card (701.9a, 205.2a)."""
        game = res.game
        for player in players(res):
            hand = game.objects(Zone.HAND, player)
            shown = game.rng.sample(hand, min(count, len(hand)))
            for card in shown:
                reveal_card(game, card, player)
            for card in shown:
                if not game.characteristics(card).has_type("Land"):
                    moves.discard(game, player, game.get(card.id))

    return reveal


REVEALED = "revealed"
"""The key, in a resolution's noted values, of how many cards an effect
revealed: "X is the number of cards revealed this way" (608.2h)."""


def draw_the_difference(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "If fewer than two cards were discarded this way, you draw cards
    equal to the difference" (608.2c, 608.2h)."""
    if not reading.discarded:
        raise Unreadable("'discarded this way' with no discard before")
    wanted = next(str(t) for t in sentence.children if isinstance(t, Token) and t.type == "NUMBER_WORD")
    least = number(Tree("many", [Token("NUMBER_WORD", wanted)]))

    def draw(res: Resolution) -> None:
        done = int(res.noted.get(_DISCARDED) or 0)
        if done < least:
            turns.draw(res.game, res.controller, least - done)

    return draw


def _mill(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    count = _counted_cards(reading, parts[-1])
    reading.milled = True
    players = reading.players(parts[0]) if len(parts) == 2 else None

    def mill(res: Resolution) -> None:
        """701.17a: put the top cards of the library into the graveyard."""
        milled: list[str] = []
        for player in players(res) if players else [res.controller]:
            for card in res.game.objects(Zone.LIBRARY, player)[: count(res)]:
                moves.move(res.game, card.id, Zone.GRAVEYARD)
                milled += [str(int(i)) for i in became(res.game.log, card.id, Zone.GRAVEYARD.value)]
        res.noted["milled"] = ",".join(milled)  # for "if a [kind] card was milled this way"

    return mill


def _look_at_hand(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])

    def look(res: Resolution) -> None:
        """701.20e, 402.3: the ability's controller looks at every card in
        the player's hand, each shown to that player only (a ``looked_at``
        event the views keep the name of for the looker alone). In the
        order of the names, so that the look tells nothing of the order the
        cards came into that hand."""
        game, looker = res.game, res.controller
        for player in players(res):
            hand = game.objects(Zone.HAND, player)
            for name, card in sorted((game.characteristics(o).name or o.card.name, o.id) for o in hand):
                game.record(Event(EventKind.LOOKED_AT, object=card, player=looker, rule="701.20e", note=name))

    return look


CLAUSES: dict[str, Builder] = {
    "look_at_hand": _look_at_hand,
    "draw": _draw,
    "players_draw": _draw,
    "players_draw_and_lose": _players_draw_and_lose,
    "players_gain_life_and_draw": _players_gain_life_and_draw,
    "wheel": _wheel,
    "discard_any_number": _discard_any_number,
    "draw_for_each_not_from_hand": _draw_for_each_not_from_hand,
    "draw_up_to_the_most": _draw_up_to_the_most,
    "hand_to_bottom": _hand_to_bottom,
    "players_discard": _discard,
    "discard": _discard,
    "mill": _mill,
    "players_mill": _mill,
    "draw_for_each": _draw_for_each,
    "draw_hand_plus_one": _draw_hand_plus_one,
    "no_hand_size_for_good": _no_hand_size_for_good,
    "discard_hand": _discard_hand,
    "reveal_any_from_hand": _reveal_any_from_hand,
    "reveal_random_discard_nonland": _reveal_random_discard_nonland,
}
"""The clauses about cards drawn, discarded and milled, by rule name."""
