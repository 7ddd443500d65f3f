"""Loading the parts of a save that both readers read the same way: the
players, the turn, the question pending, the action log's entries, the card
records, the counters and the random generator, and the checks on the
objects as a whole (:mod:`mtgfaces.rules.load` reads the rest through
:class:`JsonNode`, :mod:`mtgfaces.rules.load_typed` through typed records).
Each part is checked as it is read, every error naming its path in the file."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card
from mtgfaces.cards.record import card_from_record
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.jsonnode import JsonNode, shown
from mtgfaces.rules.load_effects import read_player
from mtgfaces.rules.state.choices import PendingChoice, Question
from mtgfaces.rules.state.decisions import Action, parse
from mtgfaces.rules.state.game import DayNight, Pending, Player, Step, Turn
from mtgfaces.rules.state.mana import Unit, sort_units
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown


def combat_step(node: JsonNode, turn: Turn, objects: list[GameObject]) -> Turn:
    """A save from before version 4 has one "combat" step: the step of the
    combat phase its creatures show (508.1, 509.1)."""
    if not isinstance(node.value, dict) or node.value.get("step") != "combat":
        return turn
    if any(o.status.blocking is not None for o in objects):
        return turn._replace(step=Step.DECLARE_BLOCKERS)
    if any(o.status.attacking is not None for o in objects):
        return turn._replace(step=Step.DECLARE_ATTACKERS)
    return turn


def read_choice(node: JsonNode, names: tuple[str, ...]) -> PendingChoice:
    """The question the game waits for, and the action that asked it."""
    f = node.fields("action", "answers", "question")
    raw = f["question"].value
    # A save before questions in words has no "free", one before looked-at
    # cards no "shown".
    asked = [
        k for k in Question._fields if k not in ("free", "shown") or (isinstance(raw, dict) and k in raw)
    ]
    q = f["question"].fields(*asked)
    minimum, maximum = q["minimum"].integer(), q["maximum"].integer()
    options = tuple(o.text() for o in q["options"].items())
    if not 0 <= minimum <= maximum:
        q["maximum"].fail(f"a question asks for {minimum} to {maximum} picks")
    question = Question(
        player=read_player(q["player"], names),
        key=q["key"].text(),
        prompt=q["prompt"].text(),
        options=options,
        minimum=minimum,
        maximum=maximum,
        rule=q["rule"].text(),
        free=q["free"].text() if "free" in q else "",
        shown=tuple(each.object_id() for each in q["shown"].items()) if "shown" in q else (),
    )
    answers = tuple(tuple(a.text() for a in answer.items()) for answer in f["answers"].items())
    return PendingChoice(read_action(f["action"], names), answers, question)


def read_action(node: JsonNode, names: tuple[str, ...]) -> Action:
    """One decision of the action log, in its text form (mtgfaces.rules.state.decisions)."""
    try:
        action = parse(node.text())
    except MalformedInput as error:
        node.fail(str(error))
    if action.player not in names:
        node.fail(f"{action.player!r} is not a player of this game; the players are {', '.join(names)}")
    return action


def read_players(node: JsonNode) -> list[Player]:
    """The players in seating order, each name once (older saves get the fields added since)."""
    players: list[Player] = []
    seen: dict[str, str] = {}
    for given in node.items():
        entry = given
        if isinstance(given.value, dict) and "commander_casts" not in given.value:  # before version 4
            added: dict[str, list[object]] = {"commander_casts": [], "commander_damage": []}
            entry = JsonNode({**given.value, **added}, given.path)
        if isinstance(entry.value, dict) and "mana_pool" not in entry.value:  # before version 5
            entry = JsonNode({**entry.value, "mana_pool": [], "mana_spent_this_turn": 0}, entry.path)
        f = entry.fields(*Player._fields)
        name = f["name"].text()
        if name in seen:
            f["name"].fail(f"{name!r} is also the name of {seen[name]}; players have distinct names")
        seen[name] = entry.path
        players.append(
            Player(
                name=name,
                life=f["life"].integer(),
                lands_played=f["lands_played"].integer(),
                extra_land_plays=f["extra_land_plays"].integer(),
                drew_from_empty_library=f["drew_from_empty_library"].flag(),
                has_lost=f["has_lost"].flag(),
                commander_casts=_counts(f["commander_casts"]),
                commander_damage=_counts(f["commander_damage"]),
                mana_pool=_units(f["mana_pool"]),
                mana_spent_this_turn=f["mana_spent_this_turn"].integer(),
            )
        )
    if not players:
        node.fail("a game has at least one player")
    return players


def _units(node: JsonNode) -> tuple[Unit, ...]:
    """Mana in a pool: ``"W"`` or ``"W:snow"`` each (106.1b)."""
    units = []
    for item in node.items():
        try:
            units.append(Unit.parse(item.text()))
        except ValueError as error:
            item.fail(str(error))
    return sort_units(units)


def _counts(node: JsonNode) -> tuple[tuple[str, int], ...]:
    """[name, count] pairs."""
    found = []
    for pair in node.items():
        items = pair.items()
        if len(items) != 2:
            pair.fail(f"expected a [name, count] pair, got {len(items)} items")
        count = items[1].integer()
        if count < 0:
            items[1].fail(f"a count is 0 or more, not {count}")
        found.append((items[0].text(), count))
    return tuple(found)


_TURN_ADDED = {"day_night": None, "priority": None, "passes": 0, "pending": None}  # versions 3 and 4


def read_turn(node: JsonNode, names: tuple[str, ...]) -> Turn:
    """Whose turn, its step and number, and who holds priority (500.1, 117)."""
    if isinstance(node.value, dict):
        value = {**{k: v for k, v in _TURN_ADDED.items() if k not in node.value}, **node.value}
        if value.get("step") == "combat":  # before version 4, one step for the combat phase
            value["step"] = Step.BEGINNING_OF_COMBAT.value  # see combat_step
        node = JsonNode(value, node.path)
    f = node.fields(*Turn._fields)
    passes = f["passes"].integer()
    if not 0 <= passes <= len(names):
        f["passes"].fail(f"{passes} players can't have passed in succession in a game of {len(names)}")
    return Turn(
        active=read_player(f["active"], names),
        step=f["step"].choice(Step),
        number=f["number"].integer(),
        day_night=f["day_night"].optional_choice(DayNight),
        priority=None if f["priority"].value is None else read_player(f["priority"], names),
        passes=passes,
        pending=f["pending"].optional_choice(Pending),
    )


def read_card(node: JsonNode) -> Card:
    """A card from its record (:func:`mtgfaces.cards.record.card_from_record`)."""
    if not isinstance(node.value, dict):
        node.fail(f"expected a card record (an object), got {shown(node.value)}")
    card = card_from_record(node.value, where=node.path)
    try:
        hash(card)
    except TypeError:
        node.fail("not a card record: a field holds a list or an object where a value belongs")
    return card


def read_counters(node: JsonNode, highest: int) -> tuple[int, int, int]:
    """The next object id, timestamp and effect id; ``highest`` is the
    highest object id of the save."""
    f = node.fields("next_id", "next_timestamp", "next_effect")
    next_id = f["next_id"].integer()
    if next_id <= highest:
        # CR 400.7: each new object gets a new id; a lower counter would reuse one.
        f["next_id"].fail(f"{next_id} is not above the highest object id, {highest}")
    return next_id, f["next_timestamp"].integer(), f["next_effect"].integer()


def read_rng_state(node: JsonNode) -> tuple[Any, ...]:
    """The state ``random.Random.getstate()`` gave, restored exactly."""
    f = node.fields("version", "state", "gauss_next")
    words = f["state"].items()
    if len(words) != 625:
        f["state"].fail(f"expected the 625 numbers of a Mersenne Twister state, got {len(words)}")
    gauss_next = None if f["gauss_next"].value is None else f["gauss_next"].number()
    state = (f["version"].integer(), tuple(word.integer() for word in words), gauss_next)
    try:
        random.Random(0).setstate(state)
    except (ValueError, TypeError, OverflowError) as error:
        node.fail(f"not a random generator state ({error})")
    return state


def is_rng_state(state: tuple[Any, ...]) -> bool:
    """Whether ``random.Random.setstate`` takes ``state``."""
    try:
        random.Random(0).setstate(state)
    except (ValueError, TypeError, OverflowError):
        return False
    return True


_FACE_DOWN_ZONES = {
    FaceDown.EXILE: (Zone.EXILE,),
    FaceDown.FORETELL: (Zone.EXILE,),
    FaceDown.HIDDEN_AGENDA: (Zone.COMMAND,),  # 702.106a
}


def impossible(objects: Sequence[GameObject]) -> tuple[int, str, object, str] | None:
    """The first thing about the objects that no game can reach, as the
    index of the object, the field of its record, the value there and what
    is wrong; None if there is nothing. A face-down card where nothing is
    face down (708.9: revealed as it leaves the battlefield or stack; 406.3:
    exiled face down), two objects with one timestamp (613.7), an Aura or
    Equipment attached to an object that isn't there (704.5m, 704.5n)."""
    stamps: dict[int, int] = {}
    ids = {obj.id for obj in objects}
    for index, obj in enumerate(objects):
        kind = obj.status.face_down
        if kind is not None:
            allowed = _FACE_DOWN_ZONES.get(kind, (Zone.BATTLEFIELD, Zone.STACK))
            if obj.zone not in allowed:
                return (
                    index,
                    "status.face_down",
                    kind.value,
                    f"a card face down ({kind.value}) can't be in {obj.zone.named}; face down by "
                    f"{kind.value} it is in {' or '.join(z.named for z in allowed)} (708.9, 406.3)",
                )
        if obj.timestamp in stamps:
            return (
                index,
                "timestamp",
                obj.timestamp,
                f"timestamp {obj.timestamp} is also that of objects[{stamps[obj.timestamp]}]; "
                "each object has its own (613.7)",
            )
        stamps[obj.timestamp] = index
        attached = obj.status.attached_to
        if isinstance(attached, int) and attached not in ids:
            return (
                index,
                "status.attached_to",
                attached,
                f"#{attached} is no object of this save; an Aura or Equipment is attached to one "
                "that is there",
            )
    return None
