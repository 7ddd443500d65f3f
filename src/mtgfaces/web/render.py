"""View models: what a page shows, built from one player's
:class:`~mtgfaces.rules.seat.Seat` (that player's page holds nothing else)
or, for the judge, from the true state.

A player's object carries the trace of its characteristics only when that
player may look at it; a face-down object it may not look at gets the
face-down rules its view states (CR 708.2a, 701.58a, 702.168a), built from
the view alone.
"""

from __future__ import annotations

import re
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import color_letters
from mtgfaces.rules.events import Event
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.status import ObjectId
from mtgfaces.rules.views import view_for
from mtgfaces.web.symbols import Piece, pieces

_HANDLE = re.compile(r"@[0-9a-f]{10}")
_OWN_HANDLE = re.compile(r" \(@[0-9a-f]{10}\)")
PERSONAL = ("hand", "graveyard", "exile", "command")
_WARDED = {"cloak": "701.58a", "disguise": "702.168a"}


class Shown(NamedTuple):
    """One object on a page."""

    handle: str | None  # a player's handle, or the game id (#12) on the judge's page
    title: str
    visible: bool
    name: str | None
    cost: list[Piece]
    type_line: str
    power_toughness: str | None
    text: list[list[Piece]]
    badges: list[str]
    trace: list[str]
    colors: str


class Zone_(NamedTuple):
    name: str
    objects: list[Shown]
    hidden_count: int = 0


class ActionButton(NamedTuple):
    value: str
    label: str


class Question(NamedTuple):
    prompt: str
    rule: str
    options: list[str]
    minimum: int
    maximum: int


class LogLine(NamedTuple):
    kind: str
    text: str
    rule: str | None


class Panel(NamedTuple):
    """One player's side of the table, as that player may know it."""

    player: str
    life: int
    library_size: int
    hand_size: int
    turn: str
    battlefield: list[tuple[str, list[Shown]]]  # each player's permanents, the viewer's first
    stack: list[Shown]
    zones: list[Zone_]
    opponents: list[tuple[str, int, int, int, list[Zone_]]]
    actions: list[ActionButton]
    question: Question | None
    log: list[LogLine]


def _plain(description: str) -> str:
    return _OWN_HANDLE.sub("", description)


def _type_line(c: dict[str, Any]) -> str:
    left = " ".join([*c.get("supertypes", []), *c.get("types", [])])
    sub = " ".join(c.get("subtypes", []))
    return f"{left} — {sub}" if sub else left


def _shown(data: dict[str, Any], trace: list[str], names: dict[str, str] | None = None) -> Shown:
    c = data.get("characteristics") or {}
    badges: list[str] = []
    if data.get("face_down"):
        order = data.get("face_down_order")
        badges.append(f"face down ({data['face_down']})" + (f", #{order}" if order else ""))
    if data.get("tapped"):
        badges.append("tapped")
    if data.get("transformations"):
        badges.append(f"transformed ×{data['transformations']}")
    if data.get("up") not in (None, "front"):
        badges.append(f"{data['up']} face up")
    if data.get("flipped"):
        badges.append("flipped")
    for kind, count in (data.get("counters") or {}).items():
        badges.append(f"{count} {kind} counter{'s' if count != 1 else ''}")
    if data.get("unlocked"):
        badges.append("unlocked: " + ", ".join(data["unlocked"]))
    if data.get("attached_to"):
        target = str(data["attached_to"])
        badges.append(f"attached to {(names or {}).get(target, target)}")
    if data.get("is_token"):
        badges.append("token")
    if data.get("substitute"):
        badges.append("substitute card (712.7)")
    power, toughness = c.get("power"), c.get("toughness")
    return Shown(
        handle=data.get("handle"),
        title=_plain(str(data.get("description", ""))),
        visible=bool(data.get("visible")),
        name=c.get("name") if c else None,
        cost=pieces(c.get("mana_cost", "")) if c else [],
        type_line=_type_line(c) if c else "",
        power_toughness=f"{power}/{toughness}" if power is not None and toughness is not None else None,
        text=[pieces(line) for line in str(c.get("rules_text", "")).splitlines() if line] if c else [],
        badges=badges,
        trace=trace,
        colors=" ".join(c.get("colors", [])) if c else "",
    )


def _opaque_trace(data: dict[str, Any]) -> list[str]:
    """The face-down rules an opaque object's view states, and nothing else."""
    kind = data.get("face_down")
    if not kind or data.get("zone") not in ("battlefield", "stack"):
        return []
    notes = [f"708.2a face down ({kind}): a 2/2 creature with no name, text or mana cost"]
    if kind in _WARDED:
        notes.append(f"{_WARDED[kind]} face down with ward {{2}}")
    return notes


def _traces(game: PlayableGame, player: str, seat_view: dict[str, Any]) -> dict[int, list[str]]:
    """The trace of each object of the seat's view that the player may look
    at, keyed by ``id()`` of its dict in ``seat_view``. The seat's view and
    :func:`view_for` list the same objects in the same order; only the
    latter holds game ids, and only for objects the player may look at."""
    raw = view_for(game, player).to_json()
    found: dict[int, list[str]] = {}

    def pair(ours: list[dict[str, Any]], theirs: list[dict[str, Any]]) -> None:
        for mine, real in zip(ours, theirs, strict=True):
            if real.get("visible") and real.get("id") is not None:
                found[id(mine)] = [str(n) for n in game.derive(ObjectId(real["id"])).trace]

    pair(seat_view["battlefield"], raw["battlefield"])
    pair(seat_view["stack"], raw["stack"])
    for mine_player, real_player in zip(seat_view["players"], raw["players"], strict=True):
        for zone in (*PERSONAL, "library"):
            pair(mine_player[zone], real_player[zone])
    return found


def _objects(
    items: list[dict[str, Any]], traces: dict[int, list[str]], names: dict[str, str] | None = None
) -> list[Shown]:
    return [_shown(o, traces.get(id(o)) or _opaque_trace(o), names) for o in items]


def _zones(player: dict[str, Any], traces: dict[int, list[str]]) -> list[Zone_]:
    zones = []
    for zone in PERSONAL:
        listed = [o for o in player[zone] if o.get("handle")]
        zones.append(Zone_(zone, _objects(listed, traces), len(player[zone]) - len(listed)))
    return zones


_WORDS = ((" -> ", " targeting "), (" mana_cost", " for its mana cost"), ("turn up ", "turn face up "))


def _label(action: str, names: dict[str, str]) -> str:
    """An action's words for its button: objects by what the player may call
    them, not by handle."""
    words = re.sub(
        r"^activate (@[0-9a-f]{10}) (\d+)", r"activate \1: its ability \2", action.split(": ", 1)[-1]
    )
    for old, new in _WORDS:
        words = words.replace(old, new)
    return _HANDLE.sub(lambda m: names.get(m.group(0), "an object"), words)


def _names(view: dict[str, Any]) -> dict[str, str]:
    names: dict[str, str] = {}

    def add(items: list[dict[str, Any]]) -> None:
        for o in items:
            if o.get("handle"):
                names[o["handle"]] = _plain(str(o.get("description", "")))

    add(view["battlefield"])
    add(view["stack"])
    for p in view["players"]:
        for zone in PERSONAL:
            add(p[zone])
    return names


def log_lines(entries: list[dict[str, Any]], *, limit: int = 60) -> list[LogLine]:
    """A seat's log, newest first, each event with its rule."""
    lines = []
    for entry in entries[-limit:][::-1]:
        subject = (entry.get("object") or {}).get("name")
        became = (entry.get("new_object") or {}).get("name")
        words = [str(entry["kind"]).replace("_", " ")]
        if subject:
            words.append(_plain(str(subject)))
        if entry.get("from_zone") or entry.get("to_zone"):
            words.append(f"({entry.get('from_zone') or '—'} → {entry.get('to_zone') or '—'})")
        if became and became != subject:
            words.append(f"now {_plain(str(became))}")
        if entry.get("player") and not subject:
            words.append(str(entry["player"]))
        if entry.get("note"):
            words.append(f"— {_plain(str(entry['note']))}")
        lines.append(LogLine(str(entry["kind"]), " ".join(words), entry.get("rule")))
    return lines


def panel(seat: Seat, game: PlayableGame) -> Panel:
    """``seat``'s player's side, from the seat alone (traces: see :func:`_traces`)."""
    view = seat.view()
    traces = _traces(game, seat.player, view)
    names = _names(view)
    me = next(p for p in view["players"] if p["name"] == seat.player)
    others = [p for p in view["players"] if p["name"] != seat.player]
    question = seat.question()
    turn = view["turn"]
    return Panel(
        player=seat.player,
        life=me["life"],
        library_size=me["library_size"],
        hand_size=me["hand_size"],
        turn=f"turn {turn['number']}, {turn['active_player']}'s {turn['step'].replace('_', ' ')} step",
        battlefield=[
            (who, _objects([o for o in view["battlefield"] if o["controller"] == who], traces, names))
            for who in [seat.player, *(p["name"] for p in others)]
        ],
        stack=_objects(view["stack"], traces),
        zones=_zones(me, traces),
        opponents=[
            (p["name"], p["life"], p["library_size"], p["hand_size"], _zones(p, traces)) for p in others
        ],
        actions=[ActionButton(a, _label(a, names)) for a in seat.legal_actions()],
        question=None
        if question is None
        else Question(
            _plain(question["prompt"]),
            question["rule"],
            [_HANDLE.sub(lambda m: names.get(m.group(0), "an object"), o) for o in question["options"]],
            question["minimum"],
            question["maximum"],
        ),
        log=log_lines(seat.log()),
    )


# -- the true state (the judge's) -----------------------------------------------------------


class TrueObject(NamedTuple):
    id: int
    owner: str
    controller: str
    zone: str
    shown: Shown


def truth(game: PlayableGame) -> list[TrueObject]:
    """Every object as it truly is, with its game id and trace."""
    found = []
    for obj in game.objects():
        derived = game.derive(obj)
        c = derived.characteristics
        status = obj.status
        data: dict[str, Any] = {
            "handle": f"#{obj.id}",
            "description": obj.card.name if obj.ability is None else f"ability of {obj.ability.source_name}",
            "visible": True,
            "zone": obj.zone.value,
            "characteristics": {
                "name": c.name,
                "mana_cost": str(c.mana_cost),
                "supertypes": list(c.supertypes),
                "types": list(c.types),
                "subtypes": list(c.subtypes),
                "rules_text": c.rules_text,
                "power": c.power,
                "toughness": c.toughness,
                "colors": color_letters(c.colors),
            },
            "face_down": status.face_down.value if status.face_down else None,
            "tapped": status.tapped,
            "transformations": status.transformations,
            "up": str(status.up) if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else None,
            "flipped": status.flipped,
            "counters": dict(status.counters),
            "unlocked": sorted(str(s) for s in status.unlocked),
            "attached_to": None if status.attached_to is None else str(status.attached_to),
            "is_token": obj.is_token,
        }
        found.append(
            TrueObject(
                int(obj.id),
                obj.owner,
                game.controller(obj),
                obj.zone.value,
                _shown(data, [str(n) for n in derived.trace]),
            )
        )
    return found


def event_lines(events: list[Event]) -> list[str]:
    """The referee's words for events: kind, object id, zones, rule and note."""
    lines = []
    for e in events:
        words = [e.kind.value.replace("_", " ")]
        if e.object is not None:
            words.append(f"#{e.object}")
        if e.new_object is not None:
            words.append(f"→ #{e.new_object}")
        if e.from_zone or e.to_zone:
            words.append(f"({e.from_zone or '—'} → {e.to_zone or '—'})")
        if e.note:
            words.append(f"— {e.note}")
        if e.rule:
            words.append(f"[CR {e.rule}]")
        lines.append(" ".join(words))
    return lines
