"""What the leak tests look for: the strings and ids that would give a hidden
card away, and a leak planted to show that they find one (shared by
test_views.py and test_random_play.py)."""

from __future__ import annotations

import uuid
from functools import cache
from typing import Any

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card
from mtgfaces.rules import traces
from mtgfaces.rules.state import views
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId


@cache
def card(name: str) -> Card:
    """A card from the embedded database, given an oracle id (the embedded
    data has none) so that the leak checks have one to look for."""
    found = CardDB.default().card(name)
    return found._replace(oracle_id=str(uuid.uuid5(uuid.NAMESPACE_URL, found.name)))


def secrets(hidden: Card) -> list[str]:
    """Every string that would identify ``hidden``: its names, oracle id,
    lines of rules text and mana costs."""
    found = [hidden.name, *hidden.face_names]
    if hidden.oracle_id:
        found.append(hidden.oracle_id)
    for face in hidden.faces:
        found.extend(line.strip() for line in face.oracle_text.splitlines() if line.strip())
        if str(face.mana_cost):
            found.append(str(face.mana_cost))
    return found


def ids_in(data: Any) -> set[int]:
    """Every object id in JSON data (views, logs): under ``id``, ``object``
    or ``new_object``."""
    found: set[int] = set()
    if isinstance(data, dict):
        for key, value in data.items():
            if key in ("id", "object", "new_object") and isinstance(value, int):
                found.add(value)
            found |= ids_in(value)
    elif isinstance(data, list):
        for item in data:
            found |= ids_in(item)
    return found


def plant_view_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plant the bug the leak checks exist for, in the view only: the view
    builder writes a face-down card's real name into the public description
    of its opaque view (CR 708.5, 708.6 allow its face-down characteristics,
    kind and order, nothing else). The log names objects from descriptions
    built apart, so it stays honest."""
    honest = views._object_view

    def leaky(
        game: Game, obj: GameObject, viewer: str, seen: dict[ObjectId, Any], order: int | None
    ) -> views.ObjectView:
        shown = honest(game, obj, viewer, seen, order)
        if obj.is_face_down and not shown.visible:
            return shown._replace(description=f"{shown.description}, really {obj.card.name}")
        return shown

    monkeypatch.setattr(views, "_object_view", leaky)


def plant_trace_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """Plant the bug in the traces only: a seat's trace of an object its
    player may not look at names the object's card (what 708.5 forbids)."""
    honest = traces.trace_for

    def leaky(game: Game, player: str, object_id: ObjectId) -> traces.ObjectTrace | None:
        found = honest(game, player, object_id)
        if found is None or found.visible:
            return found
        named = traces.TraceNote("0", None, f"really {game.get(object_id).card.name}", ())
        return found._replace(notes=(*found.notes, named))

    monkeypatch.setattr("mtgfaces.rules.seat.trace_for", leaky)
