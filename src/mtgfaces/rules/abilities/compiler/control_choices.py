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
  (701.9a; the card just returned may be the one)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import moves
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
