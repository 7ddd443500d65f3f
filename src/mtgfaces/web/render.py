"""View models: what a page shows, built from one player's
:class:`~mtgfaces.rules.seat.Seat` (that player's page holds nothing else)
or, for the judge, from the true state.

Each object carries why it is what it is: the rules applied, layer by
layer, and for each characteristic the rules behind it (a player's from the
seat's :meth:`~mtgfaces.rules.seat.Seat.trace`, which gives a face-down
object the player may not look at only what its view states; the judge's
from :func:`mtgfaces.rules.traces.traced`).
"""

from __future__ import annotations

import re
import shlex
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import color_letters
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.events import Event
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.traces import CHARACTERISTICS, ObjectTrace, traced
from mtgfaces.web.symbols import Piece, pieces

_HANDLE = re.compile(r"@[0-9a-f]{10}")
_OWN_HANDLE = re.compile(r" \(@[0-9a-f]{10}\)")
PERSONAL = ("hand", "graveyard", "exile", "command")
WORDS = {
    "name": "name",
    "mana_cost": "mana cost and value",
    "colors": "colors",
    "types": "type line",
    "power_toughness": "power/toughness",
    "abilities": "abilities and text",
}
"""The words a page gives each characteristic a trace is split by."""
assert tuple(WORDS) == CHARACTERISTICS


class Why(NamedTuple):
    """The rules behind one characteristic (a key of :data:`WORDS`)."""

    key: str
    words: str
    lines: list[str]


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
    why: tuple[Why, ...] = ()
    mana_value: str = ""

    def rules(self, key: str) -> str:
        """One characteristic's rules as a ``title`` (what hovering shows)."""
        found = next((w for w in self.why if w.key == key), None)
        if found is None:
            return "no rules to show"
        return "\n".join(found.lines) or "no rule changes it"


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
    free: str = ""  # answered in words: what it asks for (the options are suggestions)


class LogLine(NamedTuple):
    kind: str
    text: str
    rule: str | None


class Opponent(NamedTuple):
    """Another player, as the panel's player may know them."""

    name: str
    life: int
    library_size: int
    hand_size: int
    mana_pool: list[Piece]
    zones: list[Zone_]


def pool_pieces(units: list[str]) -> list[Piece]:
    """A mana pool (units as :class:`~mtgfaces.rules.state.mana.Unit` writes them:
    ``"R"``, ``"G:snow"``, ``"U:only noncreature"``) as symbols, each
    unit's restrictions in words after it (106.6); none for an empty pool."""
    found: list[Piece] = []
    for unit in units:
        kind, *more = unit.split(":")
        found.extend(pieces(f"{{{kind}}}"))
        if more:
            found.append(Piece(f" ({', '.join(more)}) ", None))
    return found


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
    mana_pool: list[Piece]
    opponents: list[Opponent]
    actions: list[ActionButton]
    question: Question | None
    log: list[LogLine]


def _plain(description: str) -> str:
    return _OWN_HANDLE.sub("", description)


def _type_line(c: dict[str, Any]) -> str:
    left = " ".join([*c.get("supertypes", []), *c.get("types", [])])
    sub = " ".join(c.get("subtypes", []))
    return f"{left} — {sub}" if sub else left


def note_text(note: dict[str, Any]) -> str:
    """A trace note as a line: ``613.4c [layer 7c] counters: 2 +1/+1, 0 -1/-1``."""
    layer = note.get("layer")
    where = "" if layer is None else (" [printed]" if layer == "printed" else f" [layer {layer}]")
    return f"{note['rule']}{where} {note['note']}"


def _why(trace: dict[str, Any] | None) -> tuple[list[str], tuple[Why, ...]]:
    """A trace's lines in order, and each characteristic's."""
    if trace is None:
        return [], ()
    by = trace["characteristics"]
    return [note_text(n) for n in trace["notes"]], tuple(
        Why(key, WORDS[key], [note_text(n) for n in by[key]]) for key in CHARACTERISTICS
    )


def _number(value: Any) -> str:
    """A mana value as written: ``3``, ``0.5`` (an Un-card's half)."""
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return "" if value is None else str(value)


def _shown(data: dict[str, Any], trace: dict[str, Any] | None, names: dict[str, str] | None = None) -> Shown:
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
    if data.get("chosen"):
        badges.append("chosen: " + ", ".join(str(c) for c in data["chosen"]))  # 601.2b, 614.12
    if data.get("attached_to"):
        target = str(data["attached_to"])
        badges.append(f"attached to {(names or {}).get(target, target)}")
    if data.get("is_token"):
        badges.append("token")
    if data.get("substitute"):
        badges.append("substitute card (712.7)")
    power, toughness = c.get("power"), c.get("toughness")
    lines, why = _why(trace)
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
        trace=lines,
        colors=" ".join(c.get("colors", [])) if c else "",
        why=why,
        mana_value=_number(c.get("mana_value")) if c else "",
    )


def _objects(seat: Seat, items: list[dict[str, Any]], names: dict[str, str] | None = None) -> list[Shown]:
    return [_shown(o, seat.trace(o["handle"]) if o.get("handle") else None, names) for o in items]


def _zones(seat: Seat, player: dict[str, Any]) -> list[Zone_]:
    zones = []
    for zone in PERSONAL:
        listed = [o for o in player[zone] if o.get("handle")]
        zones.append(Zone_(zone, _objects(seat, listed), len(player[zone]) - len(listed)))
    return zones


_WORDS = ((" -> ", " targeting "), (" mana_cost", " for its mana cost"), ("turn up ", "turn face up "))


def _label(action: str, names: dict[str, str]) -> str:
    """An action's words for its button: objects by what the player may call
    them, not by handle; an answer's options unquoted."""
    said = action.split(": ", 1)[-1]
    if said.startswith("choose "):
        try:
            picks = shlex.split(said.removeprefix("choose "))
        except ValueError:
            picks = [said.removeprefix("choose ")]
        return "choose " + ", ".join(
            _HANDLE.sub(lambda m: names.get(m.group(0), "an object"), p) for p in picks
        )
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
    """``seat``'s player's side, from the seat alone: its view, its traces,
    its question, its legal actions and its log."""
    view = seat.view()
    names = _names(view)
    question = seat.question()
    for shown in question["shown"] if question is not None else ():
        names[shown["handle"]] = shown["name"] or "a card"  # a hidden card the question shows (701.23a)
    for option in question["options"] if question is not None else ():
        for handle in _HANDLE.findall(option):  # an object the action makes as it is answered
            names.setdefault(handle, "the new one, made as you answer")
    me = next(p for p in view["players"] if p["name"] == seat.player)
    others = [p for p in view["players"] if p["name"] != seat.player]
    turn = view["turn"]
    return Panel(
        player=seat.player,
        life=me["life"],
        library_size=me["library_size"],
        hand_size=me["hand_size"],
        turn=f"turn {turn['number']}, {turn['active_player']}'s {turn['step'].replace('_', ' ')} step",
        battlefield=[
            (who, _objects(seat, [o for o in view["battlefield"] if o["controller"] == who], names))
            for who in [seat.player, *(p["name"] for p in others)]
        ],
        stack=_objects(seat, view["stack"]),
        zones=_zones(seat, me),
        mana_pool=pool_pieces(me["mana_pool"]),
        opponents=[
            Opponent(
                p["name"],
                p["life"],
                p["library_size"],
                p["hand_size"],
                pool_pieces(p["mana_pool"]),
                _zones(seat, p),
            )
            for p in others
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
            question["free"],
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


def truth(game: Game) -> list[TrueObject]:
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
                "mana_value": c.mana_value,
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
            "chosen": list(status.chosen),
            "attached_to": None if status.attached_to is None else str(status.attached_to),
            "is_token": obj.is_token,
        }
        found.append(
            TrueObject(
                int(obj.id),
                obj.owner,
                game.controller(obj),
                obj.zone.value,
                _shown(data, ObjectTrace(True, traced(game, obj)).to_json()),
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
