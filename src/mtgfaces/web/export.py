"""Writing the sandbox's game as a scenario file (docs/scenario-format.md):
the start position's ``setup:``, each move as a step, and a ``check:`` of
every object the set-up named, as it is now, so that ``mtgfaces run``
replays the game and agrees with it.

Objects are named by the set-up's aliases, which follow a card through its
zone changes as the runner's references do ("it names the card"), or by a
card name that names exactly one object.
"""

from __future__ import annotations

import base64
import binascii
import json
import zlib
from collections.abc import Callable
from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import color_letters
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.decisions import (
    Action,
    Activate,
    Cast,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    DiscardToHandSize,
    Foretell,
    PassPriority,
    PlayLand,
    TurnFaceUp,
    Unlock,
)
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.game import Step as EngineStep
from mtgfaces.rules.state.mana import PayWith
from mtgfaces.rules.state.status import ObjectId, Target
from mtgfaces.scenario.runner import Stepper
from mtgfaces.scenario.spec import STEP_NAMES, parse
from mtgfaces.scenario.yamlnode import MAX_BYTES, ScenarioError
from mtgfaces.web.setup import Document, document_yaml

Step = dict[str, Any]
NOTHING: Step = {}
"""A move with nothing to write (a pass that only hands priority on, 117.3d)."""
_ORDER = list(STEP_NAMES.values())
MAX_LINK = 16_000
"""The longest shared link's data, in characters (the server reads request lines up to 64 KiB)."""
_CHECKED_ZONES = (Zone.BATTLEFIELD, Zone.STACK, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)


def follow(aliases: dict[str, ObjectId], events: list[Event]) -> dict[str, ObjectId]:
    """The aliases moved along the zone changes among ``events`` (400.7:
    the new object is the same card); where a melded permanent became two
    cards, each alias goes with the object of its own card."""
    after: dict[ObjectId, list[ObjectId]] = {}
    for event in events:
        if event.kind is EventKind.ZONE_CHANGE and event.object is not None and event.new_object is not None:
            after.setdefault(event.object, []).append(event.new_object)
    moved = dict(aliases)
    for alias, start in aliases.items():
        now = start
        while now in after:
            now = after[now][0]
        moved[alias] = now
    return moved


def reference(game: Game, aliases: dict[str, ObjectId], target: Target) -> str | None:
    """How the exported file names an object (or a player): its alias, else
    a card name that names it alone; ``None`` if neither does."""
    if isinstance(target, str):
        return target
    for alias, found in aliases.items():
        if found == target:
            return alias
    if target not in game:
        return None
    name = game.get(target).card.name
    same = [o for o in game.objects() if o.ability is None and o.card.name == name]
    return name if len(same) == 1 else None


class Translator:
    """Front-door actions as scenario steps. Holds where the exported
    scenario is in its turn, which moves forward only (a ``step:`` to an
    earlier step is refused, and ``next_turn`` goes to the first main phase)."""

    def __init__(self, turn: int, step_index: int) -> None:
        self.turn = turn
        self.step_index = step_index

    @classmethod
    def at(cls, game: Game) -> Translator:
        return cls(game.turn.number, _index(game))

    def copy(self) -> Translator:
        return Translator(self.turn, self.step_index)

    def step(self, before: Game, after: Game, action: Action, aliases: dict[str, ObjectId]) -> Step | None:
        """The step ``action`` is written as (taken in ``before``, giving
        ``after``); :data:`NOTHING` if it has nothing to write, ``None`` if
        the format can't say it."""

        def ref(target: Target) -> str | None:
            return reference(before, aliases, target)

        by = {"by": action.player}
        if isinstance(action, PassPriority):
            return self._pass(before, after)
        if isinstance(action, PlayLand):
            step = _with(ref(action.card), "play", by, face=action.side and action.side.value)
            return _from(step, action.from_zone)
        if isinstance(action, Cast):
            targets = [ref(t) for t in action.targets]
            pay = _pay(action.pay, ref)
            if action.choices or action.alternative_from is not None or pay is None or None in targets:
                return None  # (the scenario language names no alternative cost another effect offers)
            step = _with(
                ref(action.card),
                "cast",
                by,
                face=None if action.side is None else str(action.side),
                face_down=action.face_down and action.face_down.value,
                x=action.x,
                transformed=action.transformed or None,
                without_paying_mana_cost=action.free or None,
                kicked=action.kicked or None,
                targets=targets or None,
                pay=pay or None,
            )
            return _from(step, action.from_zone)
        if isinstance(action, (Activate, TurnFaceUp, Unlock, Foretell)):
            pay = _pay(action.pay, ref)
            if pay is None:
                return None
            if isinstance(action, Activate):
                targets = [ref(t) for t in action.targets]
                if action.choices or None in targets:
                    return None
                return _with(
                    ref(action.source),
                    "activate",
                    by,
                    ability=action.ability,
                    targets=targets or None,
                    pay=pay or None,
                )
            if isinstance(action, TurnFaceUp):
                if action.x is not None:  # the format's ``pay: {x: N}`` (107.3d)
                    pay = {**pay, "x": action.x}
                return _with(ref(action.permanent), "turn_face_up", by, using=action.how, pay=pay or None)
            if isinstance(action, Unlock):
                return _with(ref(action.room), "unlock", by, door=action.side.value, pay=pay or None)
            return _with(ref(action.card), "foretell", by, pay=pay or None)
        if isinstance(action, DeclareAttackers):
            return self._attack(action, ref)
        if isinstance(action, DeclareBlockers):
            blocks = {ref(b): ref(a) for b, a in action.blocks}
            if None in blocks or None in blocks.values():
                return None
            return {"block": blocks, "player": action.player} if blocks else NOTHING
        if isinstance(action, Concede):
            return {"concede": action.player}  # an addition (docs/scenario-additions.md), 104.3a
        if isinstance(action, DiscardToHandSize):
            cards = [ref(card) for card in action.cards]  # an addition: the cleanup discard, 514.1
            return None if None in cards else {"discard": cards, "by": action.player}
        return None  # answers: written on the step that asked

    def _attack(self, action: DeclareAttackers, ref: Any) -> Step | None:
        if not action.attacks:
            return NOTHING
        defenders = {t for _, t in action.attacks}
        attackers = [ref(a) for a, _ in action.attacks]
        if len(defenders) != 1 or None in attackers or not isinstance(next(iter(defenders)), str):
            return None  # the format's attack: has one defending player
        return {"attack": attackers, "by": action.player, "player": next(iter(defenders))}

    def _pass(self, before: Game, after: Game) -> Step:
        stack = before.objects(Zone.STACK)
        if stack and stack[0].id not in after:
            return {"resolve": 1}
        if after.turn.number != before.turn.number:
            self.turn, self.step_index = after.turn.number, _ORDER.index(STEP_NAMES["main1"])
            return {"next_turn": True}
        index = _index(after)
        if after.turn.step in _ORDER and index > self.step_index:
            self.step_index = index
            return {"step": _name(after)}
        return NOTHING

    def judged(self, after: Game) -> None:
        """The judge moved the turn on (``step:``, ``next_turn``): follow it."""
        self.turn, self.step_index = after.turn.number, _index(after)


def _index(game: Game) -> int:
    """Where the game is in the format's steps: the last one at or before
    the engine's step (the declare attackers step is in ``combat``)."""
    order = list(EngineStep)
    here = order.index(game.turn.step)
    return max((i for i, s in enumerate(_ORDER) if order.index(s) <= here), default=0)


def _name(game: Game) -> str:
    return next(name for name, step in STEP_NAMES.items() if step is game.turn.step)


def _with(subject: str | None, action: str, by: dict[str, str], **options: Any) -> Step | None:
    if subject is None:
        return None
    return {action: subject, **by, **{k: v for k, v in options.items() if v is not None}}


def _from(step: Step | None, zone: Zone) -> Step | None:
    if step is not None and zone is not Zone.HAND:
        step["from"] = zone.value
    return step


def checks(game: Game, aliases: dict[str, ObjectId]) -> list[Step]:
    """A ``check:`` of each aliased object in a zone players may see or its
    owner's hand, as it is now: zone, name, face down, P/T, mana value,
    colors, abilities."""
    found: list[Step] = []
    for alias, object_id in aliases.items():
        if object_id not in game:
            continue
        obj = game.get(object_id)
        if obj.zone not in _CHECKED_ZONES:
            continue
        value = game.characteristics(obj)
        check: Step = {
            "check": alias,
            "zone": obj.zone.value,
            "name": value.name,
            "face_down": obj.is_face_down,
            "mana_value": value.mana_value,
            "colors": color_letters(value.colors),
        }
        if value.power is not None and value.toughness is not None:
            check["power"], check["toughness"] = value.power, value.toughness
        if value.abilities:
            check["abilities_include"] = list(value.abilities)
        found.append(check)
    return found


def scenario_text(document: Document, steps: list[Step], final: list[Step], *, title: str) -> str:
    """The scenario file: the position (its set-up, and the instructions that
    start it, such as a meld), the steps, then the checks."""
    written = dict(document)
    written["scenario"] = title
    written["steps"] = [*document.get("steps", []), *steps, *final] or [{"check_stack": []}]
    return document_yaml(written)


def replays(text: str, origins: list[str], db: CardDB | None = None) -> None:
    """Run an exported scenario with the scenario runner and refuse it
    (``MalformedInput``) unless every step passes: the file must make the
    same game again. ``origins`` names what each step was written from (a
    move, a check), for the message."""
    try:
        stepper = Stepper(parse(text.encode("utf-8"), "export"), db=db)
        for result in stepper:
            if not result.passed:
                failure = result.failures[0]
                origin = origins[result.number - 1] if result.number <= len(origins) else "a step"
                raise MalformedInput(
                    f"the exported scenario would not replay this game: its step {result.number} "
                    f"({origin}) fails, {failure.field}: expected {failure.expected!r}, actual "
                    f"{failure.actual!r}; undo the moves the format can't say to export the game before them"
                )
    except ScenarioError as error:
        raise MalformedInput(f"the exported scenario would not replay this game: {error.reason}") from None


# -- links -------------------------------------------------------------------------------


def encode_link(data: dict[str, Any]) -> str:
    """Data as a URL-safe string (JSON, zlib, then base64url)."""
    text = json.dumps(data, separators=(",", ":"), ensure_ascii=False)
    packed = base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")
    if len(packed) > MAX_LINK:
        raise MalformedInput(
            f"this game takes {len(packed):,} characters as a link, more than {MAX_LINK:,}; "
            "export it as a scenario file instead"
        )
    return packed


def decode_link(packed: str) -> dict[str, Any]:
    """The data of a link; ``MalformedInput`` if it holds none, and past
    :data:`MAX_LINK` characters or :data:`MAX_BYTES` inflated (a small
    zlib bomb stops there)."""
    damaged = "this link holds no game: it is damaged or cut short"
    if len(packed) > MAX_LINK:
        raise MalformedInput(f"a link of {len(packed):,} characters; a shared game is at most {MAX_LINK:,}")
    try:
        data = base64.urlsafe_b64decode(packed + "=" * (-len(packed) % 4))
        inflater = zlib.decompressobj()
        text = inflater.decompress(data, MAX_BYTES + 1)
    except (binascii.Error, ValueError, zlib.error):
        raise MalformedInput(damaged) from None
    if len(text) > MAX_BYTES or inflater.unconsumed_tail:
        raise MalformedInput(f"this link holds more than {MAX_BYTES // (1 << 20)} MiB; a game is smaller")
    if not inflater.eof:
        raise MalformedInput(damaged)
    try:
        found = json.loads(text.decode("utf-8"))
    except (UnicodeDecodeError, ValueError, RecursionError):
        raise MalformedInput(damaged) from None
    if not isinstance(found, dict):
        raise MalformedInput(damaged)
    return found


def _pay(stated: PayWith | None, ref: Callable[[Target], str | None]) -> dict[str, Any] | None:
    """A stated payment as the format's ``pay: {tap: [REFS], pool: "{W}",
    life: N}`` (601.2g-h); ``{}`` when the payer was left to find it (the
    format's ``pay: auto``), ``None`` if a source it taps has no alias or
    name of its own."""
    if stated is None:
        return {}
    written: dict[str, Any] = {}
    if stated.tap is not None:
        tapped = [ref(source) for source in stated.tap]
        if None in tapped:
            return None
        written["tap"] = tapped
    if stated.pool is not None:
        written["pool"] = "".join(f"{{{unit.type}}}" for unit in stated.pool)
    if stated.life is not None:
        written["life"] = stated.life
    return written
