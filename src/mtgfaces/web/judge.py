"""The judge panel: the referee's effect instructions (:mod:`mtgfaces.referee`)
applied to the sandbox's game, each with its rule, and the scenario step it
is written as when the game is exported (docs/scenario-format.md).

An instruction is not a player's choice: it is done to the game outside of
priority, as the scenario runner does it, and an instruction the rules say
does nothing leaves an ``ignored`` event with its rule. State-based actions
follow (CR 704.3), as after every scenario step.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, NamedTuple, TypeVar

from mtgfaces import referee
from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.events import Event
from mtgfaces.rules.state.game import Step
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.scenario.spec import STEP_NAMES

Reference = Callable[[ObjectId], str | None]
"""How an exported scenario names an object (an alias or a unique name), if it can."""

_T = TypeVar("_T")
MOVE_ZONES = ("hand", "graveyard", "exile", "library", "battlefield")


class Instruction(NamedTuple):
    """One effect instruction: its form key, words, rule and what it needs
    (``object``, ``other``: a second object, ``player``, ``zone``,
    ``kind`` and ``amount`` of counters, ``step``)."""

    key: str
    label: str
    rule: str
    needs: tuple[str, ...]


INSTRUCTIONS: tuple[Instruction, ...] = (
    Instruction("transform", "Transform", "701.27a", ("object",)),
    Instruction("flip", "Flip", "710.2", ("object",)),
    Instruction("turn_face_up", "Turn face up (by an effect)", "708.8", ("object",)),
    Instruction("turn_face_down", "Turn face down", "708.2a", ("object",)),
    Instruction("put_transformed", "Put onto the battlefield transformed", "712.14a", ("object",)),
    Instruction("put_onto_battlefield", "Put onto the battlefield", "110.2a", ("object",)),
    Instruction("manifest", "Manifest the top card of a library", "701.40a", ("player",)),
    Instruction("manifest_dread", "Manifest dread", "701.62a", ("player",)),
    Instruction("cloak", "Cloak the top card of a library", "701.58a", ("player",)),
    Instruction("meld", "Meld two permanents", "701.42a", ("object", "other")),
    Instruction("become_copy", "Become a copy of another", "707.2", ("object", "other")),
    Instruction("move", "Move to a zone", "400.7", ("object", "zone")),
    Instruction("add_counters", "Put counters", "122.6", ("object", "kind", "amount")),
    Instruction("resolve", "Resolve the top of the stack", "608.2", ()),
    Instruction("step", "Go on to a later step", "500.1", ("step",)),
    Instruction("next_turn", "Next turn", "500.1", ()),
)
BY_KEY = {i.key: i for i in INSTRUCTIONS}


class Order(NamedTuple):
    """An instruction with its values, read from the judge's form."""

    instruction: Instruction
    object: ObjectId | None = None
    other: ObjectId | None = None
    player: str | None = None
    zone: str | None = None
    kind: str | None = None
    amount: int | None = None
    step: str | None = None


def read_order(game: PlayableGame, form: Mapping[str, str]) -> Order:
    """The order a judge's form gives; ``MalformedInput`` naming what is
    missing or wrong and what would be valid."""
    key = form.get("instruction", "")
    instruction = BY_KEY.get(key)
    if instruction is None:
        raise MalformedInput(f"no instruction {key[:40]!r}; the instructions are {', '.join(BY_KEY)}")
    values: dict[str, Any] = {}
    for need in instruction.needs:
        raw = form.get(need, "").strip()
        if need in ("object", "other"):
            if not raw.isdigit() or ObjectId(int(raw)) not in game:
                raise MalformedInput(f"{instruction.label}: choose an object of the game ({need})")
            values[need] = ObjectId(int(raw))
        elif need == "player":
            if raw not in game.players:
                raise MalformedInput(f"{instruction.label}: choose a player: {', '.join(game.players)}")
            values[need] = raw
        elif need == "zone":
            if raw not in MOVE_ZONES:
                raise MalformedInput(f"{instruction.label}: choose a zone: {', '.join(MOVE_ZONES)}")
            values[need] = raw
        elif need == "kind":
            if not raw or len(raw) > 20:
                raise MalformedInput(f"{instruction.label}: name the kind of counter, such as '+1/+1'")
            values[need] = raw
        elif need == "amount":
            if not raw.isdigit() or not 1 <= int(raw) <= 99:
                raise MalformedInput(f"{instruction.label}: a number of counters from 1 to 99")
            values[need] = int(raw)
        elif need == "step":
            if raw not in STEP_NAMES:
                raise MalformedInput(f"{instruction.label}: choose a step: {', '.join(STEP_NAMES)}")
            values[need] = raw
    return Order(instruction, **values)


def perform(game: PlayableGame, order: Order) -> list[Event]:
    """Do the instruction, all or nothing, then state-based actions (704.3);
    the events it caused."""
    start = len(game.log)
    with game.transaction():
        _do(game, order)
        referee.state_based_actions(game)
    return game.log[start:]


def _do(game: PlayableGame, order: Order) -> None:
    key, obj, other = order.instruction.key, order.object, order.other
    if key == "transform":
        referee.transform(game, _given(obj))
    elif key == "flip":
        referee.flip(game, _given(obj))
    elif key == "turn_face_up":
        referee.turn_face_up(game, _given(obj), using="effect")
    elif key == "turn_face_down":
        referee.turn_face_down(game, _given(obj))
    elif key in ("put_transformed", "put_onto_battlefield"):
        referee.put_onto_battlefield(game, _given(obj), transformed=key == "put_transformed")
    elif key == "manifest":
        referee.manifest(game, _given(order.player))
    elif key == "manifest_dread":
        referee.manifest_dread(game, _given(order.player))
    elif key == "cloak":
        referee.cloak(game, _given(order.player))
    elif key == "meld":
        referee.meld(game, _given(obj), _given(other))
    elif key == "become_copy":
        referee.become_copy(game, _given(obj), _given(other))
    elif key == "move":
        zone = Zone(_given(order.zone))
        if zone is Zone.BATTLEFIELD:
            referee.put_onto_battlefield(game, _given(obj))
        else:
            referee.move(game, _given(obj), zone)
    elif key == "add_counters":
        referee.add_counters(game, _given(obj), _given(order.kind), _given(order.amount))
    elif key == "resolve":
        referee.resolve(game)
    elif key == "step":
        referee.set_step(game, STEP_NAMES[_given(order.step)])
    elif key == "next_turn":
        referee.next_turn(game)


def _given(value: _T | None) -> _T:
    assert value is not None  # read_order gives every value the instruction needs
    return value


def step_of(order: Order, ref: Reference) -> dict[str, Any] | None:
    """The scenario step the order is written as, or ``None`` when an object
    it names has no reference in the exported file."""
    key = order.instruction.key
    names = {need: ref(getattr(order, need)) for need in ("object", "other") if getattr(order, need)}
    if any(name is None for name in names.values()):
        return None
    subject, other = names.get("object"), names.get("other")
    simple = {"transform", "flip", "turn_face_down"}
    if key in simple:
        return {key: subject}
    if key == "turn_face_up":
        return {"turn_face_up": subject, "using": "effect"}
    if key == "put_transformed":
        return {"put_onto_battlefield": subject, "transformed": True}
    if key == "put_onto_battlefield" or (key == "move" and order.zone == "battlefield"):
        return {"put_onto_battlefield": subject}
    if key in ("manifest", "cloak"):
        return {key: "top", "player": order.player}
    if key == "manifest_dread":
        return {"manifest_dread": {}, "player": order.player}
    if key == "meld":
        return {"meld": [subject, other]}
    if key == "become_copy":
        return {"become_copy": subject, "of": other}
    if key == "move":
        return {"move": subject, "to": order.zone}
    if key == "add_counters":
        return {"add_counters": subject, "counters": {order.kind: order.amount}}
    if key == "resolve":
        return {"resolve": 1}
    if key == "step":
        return {"step": order.step}
    return {"next_turn": True}


def step_words(step: Step) -> str:
    """The scenario format's name for an engine step, or the engine's own."""
    for name, engine in STEP_NAMES.items():
        if engine is step:
            return name
    return step.value
