"""Compiled "Each opponent chooses a creature they control. You gain control
of those creatures." (Riches): a choice each of the named players makes as
the effect resolves (608.2d), in turn order from the active player (101.4),
among what they control (not a target: hexproof doesn't matter, 115.1);
then control of every object chosen changes, with no end (613.1b, 611.2a:
for as long as each is the same permanent, 400.7)."""

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
