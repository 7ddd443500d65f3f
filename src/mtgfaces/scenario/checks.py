"""``check:`` fields: what an object is, compared with what a scenario expects
(docs/scenario-format.md, "Check fields")."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.identity import color_identity
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.views import ObjectView, view_of
from mtgfaces.scenario.yamlnode import Node

HIDDEN = "hidden"
# Lists that compare as sets (order ignored), as the format says.
SET_FIELDS = frozenset(
    {"colors", "color_identity", "types", "supertypes", "subtypes", "names", "targets", "unlocked"}
)


class CheckFailure(NamedTuple):
    """One field that didn't hold: expected, actual, and the rules behind the
    actual value (the engine's trace)."""

    field: str
    expected: Any
    actual: Any
    rules: tuple[str, ...]


class Seen(NamedTuple):
    """What a check looks at: the true object, or what one player may know."""

    characteristics: Characteristics | None
    card: str  # the full card name, or "hidden"
    hidden: bool  # a card in a hidden zone or a face-down object the viewer may not look at
    rules: tuple[str, ...]


def seen(game: Game, obj: GameObject, view_object: ObjectView | None, *, through_view: bool) -> Seen:
    """The object as the check sees it."""
    derivation = game.derive(obj)
    rules = tuple(n.rule for n in derivation.trace)
    if not through_view:
        return Seen(
            derivation.characteristics,
            obj.card.name,
            False,
            rules,
        )
    if view_object is None or (not view_object.visible and view_object.characteristics is None):
        return Seen(None, HIDDEN, True, ())
    card = view_object.card.name if view_object.card is not None else HIDDEN
    return Seen(view_object.characteristics, card, view_object.card is None, rules if card != HIDDEN else ())


def _letters(colors: object) -> list[str]:
    return [str(c) for c in colors]  # type: ignore[attr-defined]


def _face(obj: GameObject) -> str:
    up = obj.status.up
    if obj.is_melded:
        return "melded"
    if isinstance(up, Side):
        return up.value if up is not Side.FRONT else "front"
    return str(up)


Reader = Callable[[Game, GameObject, Seen, Callable[[ObjectId], str]], Any]


def _char(field: str) -> Reader:
    def read(game: Game, obj: GameObject, view: Seen, name: Callable[[ObjectId], str]) -> Any:
        value = view.characteristics
        if value is None:
            return HIDDEN
        found = getattr(value, field)
        if field == "mana_cost":
            return found.text
        if field in ("colors", "color_indicator"):
            return _letters(found or ())
        if isinstance(found, tuple):
            return list(found)
        return found

    return read


def _name(game: Game, obj: GameObject, view: Seen, name: Callable[[ObjectId], str]) -> Any:
    return HIDDEN if view.characteristics is None else view.characteristics.name


READERS: dict[str, Reader] = {
    "zone": lambda g, o, v, n: o.zone.value,
    "owner": lambda g, o, v, n: o.owner,
    "controller": lambda g, o, v, n: g.controller(o),
    "name": _name,
    "names": _char("names"),
    "mana_cost": _char("mana_cost"),
    "mana_value": _char("mana_value"),
    "colors": _char("colors"),
    "types": _char("types"),
    "supertypes": _char("supertypes"),
    "subtypes": _char("subtypes"),
    "power": _char("power"),
    "toughness": _char("toughness"),
    "loyalty": _char("loyalty"),
    "defense": _char("defense"),
    "color_identity": lambda g, o, v, n: HIDDEN if v.hidden else _letters(color_identity(o.card)),
    "face": lambda g, o, v, n: _face(o),
    "face_down": lambda g, o, v, n: o.is_face_down,
    "flipped": lambda g, o, v, n: o.status.flipped,
    "transformed": lambda g, o, v, n: o.status.up is Side.BACK and rules_for(o.card).double_faced,
    "tapped": lambda g, o, v, n: o.status.tapped,
    "is_token": lambda g, o, v, n: o.is_token,
    "is_double_faced": lambda g, o, v, n: HIDDEN if v.hidden else o.is_double_faced,
    "attached_to": lambda g, o, v, n: (
        o.status.attached_to
        if o.status.attached_to is None or isinstance(o.status.attached_to, str)
        else n(o.status.attached_to)
    ),
    "targets": lambda g, o, v, n: [t if isinstance(t, str) else n(t) for t in o.status.targets],
    "counters": lambda g, o, v, n: dict(o.status.counters),
    "is_land_card": lambda g, o, v, n: HIDDEN if v.characteristics is None else v.characteristics.is_land,
    "is_spell": lambda g, o, v, n: o.zone is Zone.STACK,
    "unlocked": lambda g, o, v, n: sorted(s.value for s in o.status.unlocked),
    "card": lambda g, o, v, n: v.card,
    "face_down_kind": lambda g, o, v, n: o.status.face_down.value if o.status.face_down else None,
    "face_down_order": lambda g, o, v, n: _face_down_order(g, o),
    "mana_spent": lambda g, o, v, n: _mana_spent(o),
}


def _mana_spent(obj: GameObject) -> dict[str, Any]:
    """What was spent to cast it (601.2h): how much, and of each color."""
    return {"total": len(obj.status.mana_spent), "colors": obj.status.spent_colors()}


def _face_down_order(game: Game, obj: GameObject) -> int | None:
    """CR 708.6: the order among face-down objects, as every player sees it."""

    seen_by_all = view_of(game, game.controller(obj), obj.id)
    return None if seen_by_all is None else seen_by_all.face_down_order


def expected_value(field: str, node: Node) -> Any:
    """The expected value as written, normalised for comparing."""
    if node.is_null:
        return None
    if node.is_sequence:
        return [_scalar(item) for item in node.items()]
    if node.is_mapping:
        return {key.text(): expected_value(field, value) for key, value in node.pairs()}
    return _scalar(node)


def _scalar(node: Node) -> Any:
    tag = node.node.tag
    if node.is_null:
        return None
    if tag.endswith(":bool"):
        return node.flag()
    if tag.endswith((":int", ":float")):
        return node.number()
    return node.text()


def compare(field: str, expected: Any, actual: Any) -> bool:
    """Exact, except lists of colors, types, names, targets... as sets, and
    numbers written as numbers matching printed text ("2" == 2)."""
    if field in SET_FIELDS and isinstance(expected, list) and isinstance(actual, list):
        return sorted(map(str, expected)) == sorted(map(str, actual))
    if field in ("power", "toughness", "loyalty", "defense") and expected is not None and actual is not None:
        return str(expected) == str(actual)
    if field == "mana_spent" and isinstance(expected, dict) and isinstance(actual, dict):
        # Only what the check names: total, colors, or both.
        return all(key in actual and expected[key] == actual[key] for key in expected)
    if field == "counters" and isinstance(expected, dict) and isinstance(actual, dict):
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in expected.values()):
            return False  # "two" counters: reported as expected vs actual, never a crash
        return expected == {k: int(v) for k, v in actual.items() if v}
    if (
        isinstance(expected, (int, float))
        and isinstance(actual, (int, float))
        and not isinstance(expected, bool)
    ):
        return float(expected) == float(actual)
    return bool(expected == actual)
