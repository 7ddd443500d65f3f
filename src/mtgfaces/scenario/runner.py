"""Running scenario files: each step performed or checked, each failure with
the step, the field, expected and actual values and the rules behind the
actual value.

Exit status (docs/scenario-format.md): 0 every check passed, 1 a check or an
``expect`` failed, 2 the file itself is wrong.
"""

from __future__ import annotations

import os
from collections.abc import Iterable, Iterator
from pathlib import Path
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.decks import check_commander_deck
from mtgfaces.rules.sba import LegendChoice, newest, state_based_actions
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana import pool_text
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.views import view_of
from mtgfaces.scenario.checks import READERS, CheckFailure, compare, expected_value, seen
from mtgfaces.scenario.effects import ZONES, parse_filter
from mtgfaces.scenario.spec import CHOICES, DAY_NIGHT, EFFECT_INSTRUCTIONS, Scenario, StepSpec, parse
from mtgfaces.scenario.steps import ACTIONS
from mtgfaces.scenario.world import World, read_pool
from mtgfaces.scenario.yamlnode import MAX_BYTES, Node, ScenarioError

PASSED, FAILED, INVALID = "passed", "failed", "invalid"
_EVENT_NAMES = (
    "entered_battlefield",
    "left_battlefield",
    "transformed",
    "converted",
    "flipped",
    "turned_face_up",
    "turned_face_down",
    "melded",
    "cast",
    "land_played",
    "zone_change",
    "revealed",
    "unlocked",
    "token_created",
    # Additions (docs/scenario-additions.md): the events of scripted abilities.
    "ability_triggered",
    "ability_activated",
    "attacks",
    "blocks",
    "damage_dealt",
    "life_changed",
    "mana_added",
    "mana_emptied",
    "cost_paid",
    "counters_added",
)


class StepResult(NamedTuple):
    number: int
    action: str
    subject: str
    failures: tuple[CheckFailure, ...]
    explain: tuple[str, ...] = ()

    @property
    def passed(self) -> bool:
        return not self.failures


class FileResult(NamedTuple):
    path: str
    title: str
    status: str
    steps: tuple[StepResult, ...]
    error: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "path": self.path,
            "title": self.title,
            "status": self.status,
            "error": self.error,
            "failures": [
                {
                    "step": step.number,
                    "action": step.action,
                    "field": failure.field,
                    "expected": failure.expected,
                    "actual": failure.actual,
                    "rules": list(failure.rules),
                }
                for step in self.steps
                for failure in step.failures
            ],
        }


def scenario_files(paths: Iterable[str]) -> list[str]:
    """Every ``*.yaml`` file under the given files and directories, sorted
    within each directory."""
    found: list[str] = []
    for path in paths:
        if os.path.isdir(path):
            found.extend(str(p) for p in sorted(Path(path).rglob("*.yaml")))
        else:
            found.append(path)
    return found


def run_file(path: str, *, db: CardDB | None = None, explain: bool = False) -> FileResult:
    """Run one scenario file."""
    title = ""
    if Path(path).exists() and not Path(path).is_file():
        # A FIFO or a device would block or never end (issue 14: bounds).
        return FileResult(path, title, INVALID, (), f"{path}: not a regular file; a scenario is a YAML file")
    try:
        with Path(path).open("rb") as file:
            data = file.read(MAX_BYTES + 1)  # parse() refuses more: never read a whole /dev/zero
    except OSError as error:
        return FileResult(path, title, INVALID, (), f"{path}: can't read the file: {error.strerror}")
    try:
        scenario = parse(data, path)
        title = scenario.title
        results = list(Stepper(scenario, db=db, explain=explain))
    except ScenarioError as error:
        return FileResult(path, title, INVALID, (), str(error))
    except MalformedInput as error:
        return FileResult(path, title, INVALID, (), f"{path}: {error}")
    status = PASSED if all(r.passed for r in results) else FAILED
    return FileResult(path, title, status, tuple(results))


class Stepper:
    """A scenario run one step at a time, for a tool that shows the position
    after each step (the web sandbox's scenario page); :func:`run_file`
    runs every step with it.

    The set-up is built as the stepper is made; :meth:`step` runs the next
    step and returns its result, iterating runs the rest. Between two steps
    :attr:`world` (and :attr:`game`) is the position after the step just
    run: the one world the run plays on, so read it (or copy it) before
    running the next. A file error (``ScenarioError``, ``MalformedInput``)
    raises from the step that has it, as :func:`run_file` reports it.

    >>> from mtgfaces.scenario.spec import parse
    >>> text = b"format: 1\\nscenario: t\\nplayers: [Alice]\\nsetup: {Alice: {hand: [Forest]}}\\nsteps:\\n"
    >>> text += b"  - play: Forest\\n  - check: Forest\\n    zone: battlefield\\n"
    >>> stepper = Stepper(parse(text, "t"))
    >>> [o.card.name for o in stepper.game.objects(Zone.BATTLEFIELD)]
    []
    >>> stepper.step().action, [o.card.name for o in stepper.game.objects(Zone.BATTLEFIELD)]
    ('play', ['Forest'])
    >>> [r.passed for r in stepper], stepper.done, stepper.status
    ([True], True, 'passed')
    """

    def __init__(self, scenario: Scenario, *, db: CardDB | None = None, explain: bool = False) -> None:
        self.scenario = scenario
        self.world = World(scenario, db or CardDB.default())
        self.results: list[StepResult] = []
        self._explain = explain
        self._previous = Outcome(())

    @property
    def game(self) -> Game:
        """The game now: after the set-up, then after each step run."""
        return self.world.game

    @property
    def done(self) -> bool:
        """Whether every step has run."""
        return len(self.results) == len(self.scenario.steps)

    @property
    def status(self) -> str:
        """``passed`` if every step run so far passed, else ``failed``."""
        return PASSED if all(r.passed for r in self.results) else FAILED

    def step(self) -> StepResult:
        """Run the next step; ``IndexError`` if every step has run."""
        if self.done:
            raise IndexError(f"every step of {self.scenario.title!r} has run")
        spec = self.scenario.steps[len(self.results)]
        result, self._previous = _run_step(self.world, spec, self._previous, explain=self._explain)
        self.results.append(result)
        return result

    def __iter__(self) -> Iterator[StepResult]:
        """Run the steps left, one at a time."""
        while not self.done:
            yield self.step()


def _run_step(
    world: World, step: StepSpec, previous: Outcome, *, explain: bool
) -> tuple[StepResult, Outcome]:
    subject = step.value.text() if step.value.is_scalar else ""  # the action is printed beside it
    if step.action.startswith("check"):
        failures, notes = _check(world, step, previous, explain=explain)
        return StepResult(step.number, step.action, subject, tuple(failures), notes), previous
    if any(world.game.player(p).has_lost for p in world.game.players):
        step.node.fail(f"step {step.number}: the game is over (a player has lost, CR 104.3); no more actions")
    expect = _expectation(step)
    dry_run = step.options["dry_run"].flag() if "dry_run" in step.options else False
    depth = len(world.game._history)
    if dry_run:
        world.game.checkpoint()
    if any(world.game.player(p).has_lost for p in world.game.players):
        step.node.fail(
            f"step {step.number}: the game is over (a player has lost, CR 104.3), so no more actions"
        )
    answering = _answers(world, step)
    try:
        world.game.answering = answering
        try:
            outcome = ACTIONS[step.action](world, step)
        finally:
            world.game.answering = None
        if answering is not None and answering.used < len(answering.answers):
            step.node.fail(
                f"step {step.number}: choices: answers gives {len(answering.answers)} answers and the step "
                f"asked {answering.used} questions; give one answer per question, in the order asked"
            )
        got = ("ignored", outcome.rule) if _wholly_ignored(step, outcome) else ("ok", None)
        if not dry_run:
            # CR 704.3: state-based actions whenever a player would get priority.
            outcome = Outcome(
                outcome.events + state_based_actions(world.game, keep=_legend_choice(world, step)).events
            )
    except IllegalAction as error:
        outcome = Outcome(())
        got = ("error", error.code)
        rules: tuple[str, ...] = (error.rule,)
        message = error.reason
    else:
        rules = (outcome.rule,) if outcome.rule else ()
        message = ""
    finally:
        if dry_run:
            world.game.rollback(depth)
    world.follow()
    failures = []
    if got[0] != expect[0] or (expect[0] == "error" and got[1] != expect[1]):
        wanted = expect[0] if expect[0] != "error" else {"error": expect[1]}
        actual: Any = got[0] if got[0] != "error" else {"error": got[1], "message": message}
        failures.append(CheckFailure("expect", wanted, actual, rules))
    return StepResult(step.number, step.action, subject, tuple(failures)), outcome


def _answers(world: World, step: StepSpec) -> Answering | None:
    """``choices: {answers: [[...], ...]}`` (an addition): the answers to
    the questions the step's action asks, in the order asked (choices.py:
    targets, "you may", which to keep, a name...), each a list of picks: an
    object reference (an alias or a name, as ``#id``), a player's name, or a
    word (``yes``, ``no``, a color). Questions after the last answer take
    their documented defaults. Each answer is checked as a player's is."""
    given = _choice(step, "answers")
    if given is None:
        return None
    answers = []
    for answer in given.items():
        answers.append(tuple(_pick(world, pick) for pick in answer.items()))
    return Answering(answers, then_default=True)


def _pick(world: World, node: Node) -> str:
    """One pick of an answer: a player's name or a word as written, an
    object reference as the object's token (``#12``)."""
    text = node.text()
    if (
        text in world.game.players
        or text in ("yes", "no", "none")
        or not (text in world.aliases or world.matching(text, None))
    ):
        return text
    return f"#{int(world.resolve(node).id)}"


def _choice(step: StepSpec, key: str) -> Node | None:
    """The value of ``choices: {KEY: ...}`` on the step, if it has one."""
    node = step.options.get("choices")
    if node is None:
        return None
    return node.mapping(CHOICES, what="in choices").get(key)


def _wholly_ignored(step: StepSpec, outcome: Outcome) -> bool:
    """The format: ``ignored`` is an effect instruction's step whose whole
    instruction does nothing (every event it made says so); a step that
    does something, even if part of it is ignored, is ``ok``."""
    if step.action not in EFFECT_INSTRUCTIONS:
        return False
    return bool(outcome.events) and all(e.kind is EventKind.IGNORED for e in outcome.events)


def _legend_choice(world: World, step: StepSpec) -> LegendChoice:
    """``choices: {legend_keep: REF}`` picks the legendary permanent to keep
    (704.5j); without it the newest stays, as the format says. REF names the
    card (the format's references do) as it is after the step's action: a
    legendary spell the step resolved is the permanent it became (400.7)."""
    given = _choice(step, "legend_keep")
    if given is None:
        return newest
    world.follow()
    kept = world.resolve(given).id

    def keep(player: str, candidates: list[GameObject]) -> GameObject:
        return next((c for c in candidates if c.id == kept), newest(player, candidates))

    return keep


def _expectation(step: StepSpec) -> tuple[str, str | None]:
    node = step.options.get("expect")
    if node is None:
        return ("ok", None)
    if node.is_mapping:
        fields = node.mapping(("error",), what="in expect")
        if "error" not in fields:
            node.fail("expect: takes ok, ignored, or {error: CODE}")
        return ("error", fields["error"].text())
    return (node.choice(("ok", "ignored"), what="expectation"), None)


# -- checks ---------------------------------------------------------------------------------
def _check(
    world: World, step: StepSpec, previous: Outcome, *, explain: bool
) -> tuple[list[CheckFailure], tuple[str, ...]]:
    if step.action == "check":
        return _check_object(world, step, explain=explain)
    handler = {
        "check_player": _check_player,
        "check_events": _check_events,
        "check_search": _check_search,
        "check_stack": _check_stack,
        "check_zone": _check_zone,
        "check_deck": _check_deck,
        "check_day_night": _check_day_night,
    }[step.action]
    return handler(world, step, previous), ()


def _check_object(
    world: World, step: StepSpec, *, explain: bool
) -> tuple[list[CheckFailure], tuple[str, ...]]:
    obj = world.resolve(step.value)
    viewer = step.options.get("as_seen_by")
    through = viewer is not None
    view_object = None
    if viewer is not None:
        who = viewer.choice(world.scenario.players, what="player")
        view_object = view_of(world.game, who, obj.id)
    looked = seen(world.game, obj, view_object, through_view=through)
    failures = []
    for field, node in step.options.items():
        if field in ("as_seen_by", "by", "choices", "dry_run", "expect"):
            continue
        expected = expected_value(field, node)
        if field in ("abilities_include", "abilities_exclude", "has_no_abilities"):
            failures.extend(_abilities(field, expected, looked, node))
            continue
        reader = READERS.get(field)
        if reader is None:
            node.fail(f"unknown check field {field!r}")
        actual = reader(world.game, obj, looked, world.name_of)
        if field in ("attached_to",) and expected is not None:
            expected = world.target_name(world.target(node))  # a permanent, or a player (303.4f)
        if field == "targets" and isinstance(expected, list):
            expected = [world.target_name(world.target(item)) for item in node.items_or_one()]
        if not compare(field, expected, actual):
            failures.append(CheckFailure(field, expected, actual, looked.rules))
    notes: tuple[str, ...] = ()
    if explain and through and (view_object is None or not view_object.visible):
        # The trace of a card the viewer may not see would tell its layout
        # (708.5, 401.2): say only what the viewer sees.
        shown = view_object.description if view_object is not None else "a hidden card"
        notes = (f"{viewer.text() if viewer else ''} sees {shown}; the rules behind it are hidden",)
    elif explain:
        notes = tuple(str(n) for n in world.game.derive(obj).trace)
    return failures, notes


def _abilities(field: str, expected: Any, looked: Any, node: Node) -> list[CheckFailure]:
    have = list(looked.characteristics.abilities) if looked.characteristics is not None else []
    wanted = expected if isinstance(expected, list) else [expected]
    if field == "has_no_abilities":
        ok = (not have) == bool(expected)
        return [] if ok else [CheckFailure(field, expected, have, looked.rules)]
    missing = [w for w in wanted if (w in have) != (field == "abilities_include")]
    return [CheckFailure(field, wanted, have, looked.rules)] if missing else []


def _check_player(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    who = step.value.choice(world.scenario.players, what="player")
    state = world.game.player(who)
    actual = {
        "lands_played": state.lands_played,
        "hand_size": len(world.game.objects(Zone.HAND, who)),
        "life": state.life,
    }
    failures = [
        CheckFailure(field, node.integer(), actual[field], ())
        for field, node in step.options.items()
        if field in actual and node.integer() != actual[field]
    ]
    if "mana_pool" in step.options:  # the format's "Costs and mana" (106.4)
        wanted = pool_text(read_pool(step.options["mana_pool"]))
        have = pool_text(state.mana_pool)
        if wanted != have:
            failures.append(CheckFailure("mana_pool", wanted, have, ("106.4",)))
    return failures


def _check_day_night(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    """``check_day_night: day|night|neither`` (an addition; CR 731.1)."""
    expected = step.value.choice(DAY_NIGHT, what="day_night")
    designation = world.game.turn.day_night
    actual = "neither" if designation is None else designation.value
    rules = tuple(e.rule for e in world.game.log if e.kind is EventKind.DAY_NIGHT and e.rule)[-1:]
    return [] if expected == actual else [CheckFailure("day_night", expected, actual, rules)]


def _check_events(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    """``includes:``/``excludes:`` beside ``check_events:`` or under it."""
    lists = dict(step.options)
    if step.value.is_mapping:
        lists.update(step.value.mapping(("includes", "excludes"), what="in check_events"))
    given = [lists[key] for key in ("includes", "excludes") if key in lists]
    if not given:
        step.node.fail("check_events needs includes: and/or excludes: (lists of {event: NAME, object: REF})")
    failures = []
    happened = [(e.kind.value, e.object, e.new_object) for e in previous.events]
    for key in ("includes", "excludes"):
        for item in lists[key].items() if key in lists else []:
            fields = item.mapping(("event", "object"), what=f"in {key}")
            if "event" not in fields:
                item.fail(f"each item of {key} needs event: (one of {', '.join(_EVENT_NAMES)})")
            kind = fields["event"].choice(_EVENT_NAMES, what="event")
            target = world.resolve(fields["object"]).id if "object" in fields else None
            ids = _earlier_objects(previous, target) if target is not None else set()
            found = any(k == kind and (target is None or bool(ids & {o, n})) for k, o, n in happened)
            if found != (key == "includes"):
                failures.append(CheckFailure(key, {"event": kind}, [k for k, _, _ in happened], ()))
    return failures


def _earlier_objects(previous: Outcome, target: ObjectId) -> set[ObjectId | None]:
    """The object and every object its card was earlier in the step (400.7:
    a blinked card that then dies; a melded permanent that split, 712.21),
    so that check_events sees all of their events (the clarified format)."""
    found: set[ObjectId | None] = {target}
    changes = [(e.object, e.new_object) for e in previous.events if e.kind is EventKind.ZONE_CHANGE]
    for old, new in reversed(changes):
        if new in found and old is not None:
            found.add(old)
    return found


def _check_search(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    fields = step.value.mapping(("player", "zone", "filter"), what="in check_search")
    player = fields["player"].choice(world.scenario.players, what="player") if "player" in fields else None
    zone = Zone(fields["zone"].choice(ZONES, what="zone")) if "zone" in fields else Zone.LIBRARY
    test = parse_filter(fields["filter"], world.scenario.players) if "filter" in fields else None
    found = []
    for obj in world.game.objects(zone, player):
        subject = Subject(
            world.game.characteristics(obj), world.game.controller(obj), obj.zone, obj.is_face_down
        )
        if test is None or test.matches(subject):
            found.append(obj.card.name)
    wanted = step.options["finds"].texts() if "finds" in step.options else []
    if sorted(found) != sorted(wanted):
        return [CheckFailure("finds", wanted, found, ())]
    return []


def _check_stack(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    wanted = step.value.texts() if not step.value.is_null else []
    actual = [
        f"ability of {o.ability.source_name}"
        if o.ability is not None
        else world.game.characteristics(o).name or "face-down spell"
        for o in world.game.objects(Zone.STACK)
    ]
    return [] if wanted == actual else [CheckFailure("stack", wanted, actual, ())]


def _check_zone(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    fields = step.value.mapping(("player", "zone"), what="in check_zone")
    player = fields["player"].choice(world.scenario.players, what="player") if "player" in fields else None
    zone = Zone(fields["zone"].choice(ZONES, what="zone")) if "zone" in fields else Zone.BATTLEFIELD
    objects = world.game.objects(zone, player)
    failures = []
    if "cards" in step.options:
        wanted = step.options["cards"].texts()
        actual = [o.card.name for o in objects]
        ok = wanted == actual if zone is Zone.LIBRARY else sorted(wanted) == sorted(actual)
        if not ok:
            failures.append(CheckFailure("cards", wanted, actual, ()))
    if "count" in step.options and step.options["count"].integer() != len(objects):
        failures.append(CheckFailure("count", step.options["count"].integer(), len(objects), ()))
    return failures


def _check_deck(world: World, step: StepSpec, previous: Outcome) -> list[CheckFailure]:
    fields = step.value.mapping(("commander", "cards"), what="in check_deck")
    if "commander" not in fields:
        step.value.fail("check_deck needs commander:")
    commander = world.card(fields["commander"])
    cards = [world.card(item) for item in fields["cards"].items()] if "cards" in fields else []
    result = check_commander_deck(commander, cards)
    failures = []
    if "legal" in step.options and step.options["legal"].flag() != result.legal:
        failures.append(
            CheckFailure("legal", step.options["legal"].flag(), result.legal, tuple(result.problems))
        )
    if "offending" in step.options:
        wanted = sorted(world.card(item).name for item in step.options["offending"].items_or_one())
        if wanted != sorted(result.offending):
            failures.append(
                CheckFailure("offending", wanted, sorted(result.offending), tuple(result.problems))
            )
    return failures
