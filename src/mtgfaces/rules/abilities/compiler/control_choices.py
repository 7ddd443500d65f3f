"""Compiled choices each of the named players makes among the permanents
they control as the effect resolves (608.2d), in turn order from the
active player (101.4), none of them a target (115.1: hexproof doesn't
matter):

- "Each opponent chooses a creature they control. You gain control of those
  creatures." (Riches): control of every object chosen changes, with no
  end (613.1b, 611.2a: for as long as each is the same permanent, 400.7);
- "Each opponent returns a nonland permanent they control with the highest
  mana value among permanents they control to its owner's hand, then
  discards a card." (Dispersal): each returns one of those tied for the
  highest mana value (202.3), then each discards a card of their choice
  (701.9a; the card just returned may be the one);
- "Each player sacrifices an artifact, a creature, an enchantment, a land,
  and a planeswalker." (Release): a different permanent for each type, as
  many types as the player can (701.21a), all sacrificed at once.

And one with no choice: "Each player gains control of all permanents they
own." (The Fall of Lord Konda's chapter II)."""

from __future__ import annotations

import re
from collections import Counter
from functools import lru_cache

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import read_condition
from mtgfaces.rules.abilities.compiler.objects import Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import moves, regeneration
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId


def choose_then_gain_control(reading: Reading, sentence: Tree[Token]) -> Effect:
    """An ``each_chooses_you_gain_control`` pair of sentences."""
    players_tree, chosen = (c for c in sentence.children if isinstance(c, Tree))
    plural = next(str(t) for t in sentence.children if isinstance(t, Token) and t.type == "PLURAL")
    wanted = read_filter(chosen)
    if wanted.whose or wanted.types != ("Creature",) or plural != "creatures":
        raise Unreadable("'chooses a [kind] they control ... those [kind]s': only creatures")
    players = reading.players(players_tree)

    def take(res: Resolution) -> None:
        game = res.game
        taken: list[ObjectId] = []
        for player in _from_the_active_player(game, players(res)):
            theirs = [o.id for o in game.objects(Zone.BATTLEFIELD, player) if matches(res, o, wanted)]
            prompt = f"{res.source_name}: choose {wanted.words} you control; {res.controller} gains it"
            taken += choose_objects(game, player, "choose", prompt, theirs, 1, "608.2d")
        for obj in taken:
            moves.gain_control(game, obj, res.controller, until=Duration.INDEFINITE)

    return take


CHOSEN_MANA_VALUE = "chosen mana value"
"""The noted mana value of the card a player chose (608.2h)."""


def chooses_in_your_graveyard_to_hand(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "Defending player chooses a nonland card in your graveyard. Return
    that card to your hand." (608.2d: that player chooses, not a target,
    115.1; 400.3): the card's mana value is noted as it was chosen, in the
    graveyard (608.2h: "the mana value of that card")."""
    players_tree, chosen = (c for c in sentence.children if isinstance(c, Tree))
    if players_tree.data != "that_player":
        raise Unreadable("'chooses a card in your graveyard' by anyone but the player named before")
    wanted = read_filter(chosen, zone=Zone.GRAVEYARD)
    if wanted.whose:
        raise Unreadable("'chooses a card in your graveyard' with a controller")
    players = reading.players(players_tree)
    reading.chosen_mana_value = True

    def choose_and_return(res: Resolution) -> None:
        game = res.game
        res.noted[CHOSEN_MANA_VALUE] = "0"
        yours = [o.id for o in game.objects(Zone.GRAVEYARD, res.controller) if matches(res, o, wanted)]
        for player in players(res)[:1]:
            prompt = f"{res.source_name}: choose {wanted.words} in {res.controller}'s graveyard"
            for card in choose_objects(game, player, "choose", prompt, yours, 1, "608.2d"):
                res.noted[CHOSEN_MANA_VALUE] = str(int(game.characteristics(card).mana_value))
                moves.move(game, card, Zone.HAND)

    return choose_and_return


def if_choose_for_each_opponent_destroy(reading: Reading, sentence: Tree[Token]) -> Effect:
    """An ``if_choose_for_each_opponent_destroy`` pair of sentences: the
    condition checked once, as the first is done (608.2c)."""
    test, chosen = (c for c in sentence.children if isinstance(c, Tree))
    wanted = read_filter(chosen)
    if wanted.whose != "that_player" or not wanted.types:
        raise Unreadable(
            "'for each opponent, choose a [kind] that player controls': that player's permanents"
        )
    wanted = wanted._replace(whose="")
    condition = read_condition(test)

    def choose_then_destroy(res: Resolution) -> None:
        """608.2d: the controller chooses, for each opponent, one permanent
        of the kind that player controls (not a target: hexproof doesn't
        matter, 115.1); then all the chosen are destroyed (701.8a)."""
        if not condition(res):
            return
        game = res.game
        doomed: list[ObjectId] = []
        for player in _from_the_active_player(game, game.opponents(res.controller)):
            theirs = [o.id for o in game.objects(Zone.BATTLEFIELD, player) if matches(res, o, wanted)]
            prompt = f"{res.source_name}: choose {wanted.words} {player} controls; it is destroyed"
            doomed += choose_objects(game, res.controller, "choose", prompt, theirs, 1, "608.2d")
        for obj in doomed:
            if obj in game:
                regeneration.destroy(game, obj, can_regenerate=not reading.no_regeneration)

    return choose_then_destroy


def _from_the_active_player(game: Game, players: list[str]) -> list[str]:
    """101.4: choices made at once are made in turn order from the active player."""
    order = list(game.players)
    start = order.index(game.turn.active)
    return [p for p in order[start:] + order[:start] if p in players]


def return_highest_then_discard(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """A ``players_return_highest_then_discard`` clause."""
    players_tree, chosen = parts
    wanted = read_filter(chosen)
    if wanted.whose or wanted.types:
        raise Unreadable(
            "'returns a [kind] they control with the highest mana value': only a (nonland) permanent"
        )
    players = reading.players(players_tree)

    def return_then_discard(res: Resolution) -> None:
        game = res.game
        order = _from_the_active_player(game, players(res))
        returned: list[ObjectId] = []
        for player in order:
            theirs = game.objects(Zone.BATTLEFIELD, player)
            highest = max((game.characteristics(o).mana_value for o in theirs), default=0)
            tied = [
                o.id
                for o in theirs
                if matches(res, o, wanted) and game.characteristics(o).mana_value == highest
            ]
            prompt = (
                f"{res.source_name}: return {wanted.words} with the highest mana value to its owner's hand"
            )
            returned += choose_objects(game, player, "return", prompt, tied, 1, "608.2d")
        for obj in returned:
            moves.move(game, obj, Zone.HAND)  # 400.3: its owner's hand
        discarded: list[tuple[str, ObjectId]] = []
        for player in order:
            hand = [o.id for o in game.objects(Zone.HAND, player)]
            prompt = f"{res.source_name}: discard a card"
            discarded += [
                (player, c) for c in choose_objects(game, player, "discard", prompt, hand, 1, "701.9a")
            ]
        for player, card in discarded:
            moves.discard(game, player, game.get(card))

    return return_then_discard


def sacrifice_one_of_each(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Each player sacrifices an artifact, a creature, an enchantment, a
    land, and a planeswalker." (Release, 701.21a): each player chooses in
    turn order from the active player (101.4), then all are sacrificed at
    once. One permanent for each type, each a different permanent, as many
    types as they can (an artifact creature is the artifact or the
    creature, not both, if another permanent can be the other)."""
    (listed,) = (str(t) for t in clause.children if isinstance(t, Token) and t.type == "SACRIFICE_LIST")
    kinds = tuple(word.title() for word in _LISTED_TYPE.findall(listed))
    players_tree = next(c for c in clause.children if isinstance(c, Tree))
    players = reading.players(players_tree)

    def sacrifice(res: Resolution) -> None:
        game = res.game
        chosen: list[ObjectId] = []
        for player in _from_the_active_player(game, players(res)):
            types = {o.id: game.characteristics(o).types for o in game.objects(Zone.BATTLEFIELD, player)}
            theirs: list[ObjectId] = []
            for index, kind in enumerate(kinds):
                rest = kinds[index + 1 :]
                free = [i for i in types if i not in theirs]
                best = _most_matched((kind, *rest), free, types)
                able = [
                    i
                    for i in free
                    if kind in types[i] and 1 + _most_matched(rest, _without(free, i), types) == best
                ]
                prompt = f"{res.source_name}: sacrifice {'an' if kind[0] in 'AEIOU' else 'a'} {kind.lower()}"
                theirs += choose_objects(game, player, "sacrifice", prompt, able, 1, "701.21a")
            chosen += theirs
        for obj in chosen:
            if obj in game:
                moves.sacrifice_permanent(game, game.get(obj))

    return sacrifice


_LISTED_TYPE = re.compile(r"\b(artifact|creature|enchantment|land|planeswalker|battle)\b")


def _without(free: list[ObjectId], one: ObjectId) -> list[ObjectId]:
    return [i for i in free if i != one]


def _most_matched(
    kinds: tuple[str, ...], free: list[ObjectId], types: dict[ObjectId, tuple[str, ...]]
) -> int:
    """How many of ``kinds`` different permanents of ``free`` can stand for
    at once (one each). Permanents with the same of those types are
    interchangeable: counted by those types, tried in full (five kinds at
    most, so a few thousand tries at worst)."""
    groups = Counter(tuple(k for k in kinds if k in types[i]) for i in free)
    return _matched(kinds, tuple(sorted(groups.items())))


@lru_cache(maxsize=4096)
def _matched(kinds: tuple[str, ...], groups: tuple[tuple[tuple[str, ...], int], ...]) -> int:
    if not kinds:
        return 0
    kind, rest = kinds[0], kinds[1:]
    best = _matched(rest, groups)  # this kind left unmatched
    for index, (having, count) in enumerate(groups):
        if kind in having and count:
            fewer = (*groups[:index], (having, count - 1), *groups[index + 1 :])
            best = max(best, 1 + _matched(rest, fewer))
    return best


def owners_gain_control(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Each player gains control of all permanents they own." """
    players = reading.players(parts[0])

    def gain_control(res: Resolution) -> None:
        """613.1b, 611.2c: each of the players gains control of every
        permanent they own as it resolves (108.3: a token's owner is who
        created it), with no end: the newest control effect on each (613.7),
        so an earlier one giving it to another player no longer matters."""
        game = res.game
        for player in players(res):
            for obj in game.objects(Zone.BATTLEFIELD):
                if obj.owner == player:
                    moves.gain_control(game, obj.id, player, until=Duration.INDEFINITE)

    return gain_control


SENTENCES = {
    "each_chooses_you_gain_control": choose_then_gain_control,
    "chooses_in_your_graveyard_to_hand": chooses_in_your_graveyard_to_hand,
}
"""The pairs of sentences read here, by rule name."""
