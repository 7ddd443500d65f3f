"""Building game positions for tests: real cards, two players."""

from __future__ import annotations

from functools import cache
from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card
from mtgfaces.rules.game import Game
from mtgfaces.rules.objects import GameObject
from mtgfaces.rules.status import Status


@cache
def card(name: str) -> Card:
    return CardDB.default().card(name)


def put(
    game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice", **status: Any
) -> GameObject:
    return game.put(card(name), zone=zone, owner=owner, status=Status(**status))
