"""Building game positions for tests (real cards, two players) and checking
what an instruction did to them."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card
from mtgfaces.rules import save
from mtgfaces.rules.actions import faces, moves
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status


@cache
def card(name: str) -> Card:
    return CardDB.default().card(name)


def put(
    game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice", **status: Any
) -> GameObject:
    return game.put(card(name), zone=zone, owner=owner, status=Status(**status))


def names(game: Game, zone: Zone, player: str | None = None) -> list[str]:
    return [o.card.name for o in game.objects(zone, player)]


def position(game: Game) -> str:
    """The game without its log: what an ignored instruction must leave alone."""
    data = save.save(game)
    del data["log"]
    return json.dumps(data, sort_keys=True)


def kinds(outcome: Outcome) -> list[EventKind]:
    return [e.kind for e in outcome.events]


def assert_ignored(game: Game, outcome: Outcome, rule: str) -> None:
    """The instruction was ignored under ``rule`` and logged as such."""
    assert outcome.ignored, outcome
    assert outcome.rule == rule
    assert kinds(outcome) == [EventKind.IGNORED]


def turned_face_up(game: Game, name: str, controller: str = "Alice") -> int:
    """The card put onto the battlefield face down under ``controller``,
    then turned face up by an effect (708.8: its "when turned face up"
    abilities trigger); its id."""
    card = put(game, name, Zone.HAND, owner=controller)
    moves.put_onto_battlefield(game, card.id, face_down=True, under=controller)
    down = next(o for o in game.objects(Zone.BATTLEFIELD, controller) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    return int(down.id)
