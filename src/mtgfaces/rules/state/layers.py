"""Characteristics of a game object: the printed base for its zone and status,
then copy and face-down effects (layer 1), then layers 2-7 (CR 613).

Every function here is pure: (game, object) in, a frozen ``Derivation`` out,
with the trace of rules applied in order.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Derivation, RuleNote, Zone
from mtgfaces.cards.colors import color_tuple
from mtgfaces.cards.model import Side
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import DefinesPowerToughness, StaticEffect
from mtgfaces.rules.state.base_values import base, base_reads, face_down_layer
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect, Layer
from mtgfaces.rules.state.filters import Predicate
from mtgfaces.rules.state.marks import board_mark, same_board
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.memo import Memo


class Step(NamedTuple):
    """One continuous effect ready to apply: whom it can apply to, its compiled
    filter, what it does to a value, and the trace line it leaves."""

    effect: ContinuousEffect
    objects: frozenset[ObjectId] | None
    zones: frozenset[Zone]
    test: Predicate | None
    filter_key: int
    apply: Callable[[_Draft], None]
    note: RuleNote
    reads: frozenset[str]
    spans: bool  # the effect has parts in more than one layer (CR 613.6)
    excluded: frozenset[ObjectId] = frozenset()  # "other ...": never these objects
    counted: Counted | None = None  # a static ability's effect the game decides (611.3a)


class Counted(NamedTuple):
    """How many times a static ability's effect applies now, which the rest
    of the game decides (611.3a: "as long as", "for each"): asked of its
    source each time the effect applies (StaticEffect.counted), or of the
    object it applies to (``each``)."""

    source: ObjectId
    times: Callable[[Game, GameObject], int]
    words: str
    layer: Layer | str  # the layer of the Step it belongs to
    each: bool = False  # asked of each object it applies to, not of its source


class Plan(NamedTuple):
    """The game's continuous effects ready for applying, built when they or
    the permanents change: each layer's steps in timestamp order (CR 613.7)."""

    version: int  # the game version it was built at
    control: tuple[ContinuousEffect, ...]
    layers: tuple[tuple[Step, ...], ...]  # layers 3, 4, 5, 6, then 7b, 7c and 7d
    copies: dict[ObjectId, tuple[CopyEffect, ...]]
    by_zone: dict[Zone, tuple[tuple[tuple[Step, ...], bool], ...]]  # see layers_for
    effects: tuple[ContinuousEffect, ...] = ()  # all of them: the game's and the static abilities'
    # The permanents with a static ability whose effect the game decides (Counted).
    counted_sources: frozenset[ObjectId] = frozenset()

    def layers_for(self, zone: Zone) -> tuple[tuple[tuple[Step, ...], bool], ...]:
        """Each layer's steps that can apply in ``zone``, and whether what the
        layer changes is read by a filter of a later layer (if not, filter
        answers found so far stand, CR 613.6)."""
        found = self.by_zone.get(zone)
        if found is None:
            layers = [
                tuple(s for s in layer if s.objects is not None or zone in s.zones) for layer in self.layers
            ]
            marked = []
            for index, layer in enumerate(layers):
                later = {field for steps in layers[index + 1 :] for step in steps for field in step.reads}
                marked.append((layer, bool(later & _WRITES[index])))
            found = self.by_zone[zone] = tuple(marked)
        return found


def plan(game: Game) -> Plan:
    """The current :class:`Plan` (rebuilt when the game has changed)."""
    memo = game.memo
    found = memo.plan
    if found is not None and memo.plan_version == game.version:
        return found
    # The plan is made of the game's effects and the static abilities of the
    # permanents (their objects alone decide them, see _static_effects): the
    # same ones as when it was last built give the same plan. Those stand
    # while the board version and the game's lists of effects do.
    board = board_mark(game)
    if found is not None and memo.plan_board is not None and same_board(memo.plan_board, board):
        memo.plan_version = game.version
        return found
    # The battlefield's objects and the command zone's conspiracies, whose
    # static abilities work there (315.5, 113.6p).
    statics_from = (*game.objects(Zone.BATTLEFIELD), *_conspiracies(game))
    inputs = (tuple(game.effects), tuple(game.copy_effects), statics_from)
    memo.plan_board = board
    if found is not None and memo.plan_inputs == inputs:
        memo.plan_version = game.version
        return found
    if found is not None and memo.plan_inputs is not None and _same_statics(memo.plan_inputs, inputs, memo):
        memo.plan_inputs, memo.plan_version = inputs, game.version
        return found
    memo.plan_inputs = inputs
    copies: dict[ObjectId, list[CopyEffect]] = {}
    for copy in sorted(game.copy_effects, key=lambda e: e.timestamp):
        copies.setdefault(copy.target, []).append(copy)
    ordered = sorted(game.effects, key=lambda e: e.timestamp)
    control = tuple(e for e in ordered if e.modification.controller is not None)
    sources: set[ObjectId] = set()
    counted: dict[int, tuple[ObjectId, StaticEffect]] = {}
    effects = sorted(
        [*game.effects, *_static_effects(game, control, copies, sources, counted)], key=lambda e: e.timestamp
    )
    memo.plan_statics = frozenset(sources)
    order = (Layer.TEXT, Layer.TYPE, Layer.COLOR, Layer.ABILITY, _SET_PT, _MODIFY_PT, _SWITCH_PT)
    parts = [(e, [layer for layer in order if _in_layer(e, layer)]) for e in effects]
    layers = []
    for layer in order:
        layers.append(
            tuple(_step(e, layer, len(found) > 1, counted.get(e.id)) for e, found in parts if layer in found)
        )
    built = Plan(
        version=game.version,
        control=tuple(e for e in effects if e.modification.controller is not None),
        layers=tuple(layers),
        by_zone={},
        copies={target: tuple(found) for target, found in copies.items()},
        effects=tuple(effects),
        counted_sources=frozenset(source for source, _ in counted.values()),
    )
    memo.plan, memo.plan_version = built, game.version
    return built


def _same_statics(
    kept: tuple[tuple[object, ...], ...], inputs: tuple[tuple[object, ...], ...], memo: Memo
) -> bool:
    """Whether the plan built from ``kept`` is the one ``inputs`` make: the
    same effects and copy effects, and each permanent the same object, or
    one that had no static ability (memo.plan_statics) alike in what the
    printed base reads (so it has none now either, _static_effects): its
    being tapped, damaged or targeted changes no effect."""
    if kept[0] != inputs[0] or kept[1] != inputs[1] or len(kept[2]) != len(inputs[2]):
        return False
    statics = memo.plan_statics
    for was, obj in zip(kept[2], inputs[2], strict=True):
        if was is obj:
            continue
        if not (
            isinstance(was, GameObject)
            and isinstance(obj, GameObject)
            and was.id == obj.id
            and was.id not in statics
            and base_reads(was) == base_reads(obj)
        ):
            return False
    return True


def _static_effects(
    game: Game,
    control: tuple[ContinuousEffect, ...],
    copies: dict[ObjectId, list[CopyEffect]],
    sources: set[ObjectId],
    counted: dict[int, tuple[ObjectId, StaticEffect]],
) -> list[ContinuousEffect]:
    """The continuous effects of the permanents' static abilities (611.3,
    604.1): each has its source's timestamp (613.7a) and applies while the
    source is on the battlefield with the ability. Which permanents have
    one is read from the face up as printed (a face-down permanent has
    none, 708.2); a face-up conspiracy card's work from the command zone
    (315.5, 113.6p); a permanent under a copy effect is read as its card, and
    an effect adding or removing such an ability isn't looked at (the
    dependencies of 613.8 are not modelled). The effects of an ability the
    rest of the game decides (StaticEffect.counted) are noted in ``counted``
    by their ids, with their source and the ability."""
    found: list[ContinuousEffect] = []
    steps = Plan(version=-1, control=control, layers=(), copies={}, by_zone={})
    for obj in (*game.objects(Zone.BATTLEFIELD), *_conspiracies(game)):
        if obj.status.face_down is not None or obj.id in copies:
            continue
        value, _ = _cached_base(game, obj)
        abilities = registry.of(value, StaticEffect)
        if not abilities:
            continue
        sources.add(obj.id)  # (what plan's _same_statics reads)
        who = _controller(steps, obj)
        for index, ability in enumerate(abilities):
            for made in ability.effects(obj, who):
                found.append(made._replace(id=-(int(obj.id) * 16 + index + 1), timestamp=obj.timestamp))
                if ability.counted is not None:
                    counted[found[-1].id] = (obj.id, ability)
    return found


def _conspiracies(game: Game) -> list[GameObject]:
    """The conspiracy cards in the command zone: face up, their static
    abilities affect the game from there (315.5, 113.6p)."""
    return [obj for obj in game.objects(Zone.COMMAND) if obj.card.faces[0].is_conspiracy]


_SET_PT, _MODIFY_PT, _SWITCH_PT = "7b", "7c", "7d"
_COLOR_AT = 2  # the index of layer 5 in Plan.layers
_SET_PT_AT = 4  # the index of 7b in Plan.layers
_COUNTERS_AT = 5  # the index of 7c in Plan.layers: counters apply there (CR 613.4c)
_LAST_AT = 6  # the index of 7d, the last of Plan.layers


def _in_layer(effect: ContinuousEffect, layer: Layer | str) -> bool:
    change = effect.modification
    if layer == _SET_PT:
        return change.set_power is not None or change.set_toughness is not None
    if layer == _MODIFY_PT:
        return bool(change.power or change.toughness)
    if layer == _SWITCH_PT:
        return change.switch_power_toughness
    return layer in change.layers()


class _Draft:
    """The characteristics layers 4-7 change, gathered as they are applied, so
    that a new value is built once per layer rather than once per effect."""

    __slots__ = (
        "abilities",
        "colors",
        "mana_value",
        "names",
        "power",
        "rules_text",
        "subtypes",
        "supertypes",
        "toughness",
        "types",
    )

    def __init__(self, value: Characteristics) -> None:
        self.names = value.names  # read by filters, never changed here
        self.mana_value = value.mana_value
        self.supertypes = value.supertypes
        self.types = value.types
        self.subtypes = value.subtypes
        self.colors = value.colors
        self.abilities = value.abilities
        self.rules_text = value.rules_text
        self.power = value.power
        self.toughness = value.toughness

    def value(self, base: Characteristics) -> Characteristics:
        # Built positionally, in Characteristics' field order: NamedTuple's
        # _replace costs several times more, and this runs for every object.
        return _make_characteristics(
            (
                base.name,
                base.names,
                base.mana_cost,
                base.mana_value,
                self.colors,
                base.color_indicator,
                self.supertypes,
                self.types,
                self.subtypes,
                self.rules_text,
                self.abilities,
                self.power,
                self.toughness,
                base.loyalty,
                base.defense,
            )
        )


_make_characteristics = Characteristics._make
assert Characteristics._fields[:4] == ("name", "names", "mana_cost", "mana_value")
assert Characteristics._fields[4:] == (
    "colors",
    "color_indicator",
    "supertypes",
    "types",
    "subtypes",
    "rules_text",
    "abilities",
    "power",
    "toughness",
    "loyalty",
    "defense",
), "_Draft.value builds Characteristics positionally"


def _step(
    effect: ContinuousEffect,
    layer: Layer | str,
    spans: bool,
    counted: tuple[ObjectId, StaticEffect] | None = None,
) -> Step:
    change = effect.modification
    label = f"effect #{effect.id}" + (f" ({effect.note})" if effect.note else "")
    apply: Callable[[_Draft], None]
    if layer is Layer.TEXT:
        swaps = change.replace_text
        note = RuleNote("612.2", f"text changed by {label}: " + ", ".join(f"{a} -> {b}" for a, b in swaps))

        def apply(d: _Draft) -> None:
            d.rules_text = _replace_words(d.rules_text, swaps)
            d.abilities = tuple(_replace_words(a, swaps) for a in d.abilities)

    elif layer is Layer.TYPE:
        note = RuleNote("613.1d", f"types added by {label}")

        supertypes, types, subtypes = change.add_supertypes, change.add_types, change.add_subtypes
        set_types, set_subtypes = change.set_types, change.set_subtypes
        if set_types is not None or set_subtypes is not None:
            note = RuleNote("205.1b", f"types set by {label}")

        def apply(d: _Draft) -> None:
            if set_types is not None:
                d.types = set_types
            if set_subtypes is not None:
                d.subtypes = set_subtypes
            if supertypes:
                d.supertypes = _add(d.supertypes, supertypes)
            if types:
                d.types = _add(d.types, types)
            if subtypes:
                d.subtypes = _add(d.subtypes, subtypes)

    elif layer is Layer.COLOR:
        note = RuleNote("613.1e", f"colors set by {label}")
        colors = color_tuple(change.set_colors or ())

        def apply(d: _Draft) -> None:
            d.colors = colors

    elif layer is Layer.ABILITY:
        what = "abilities removed" if change.lose_all_abilities else "abilities added"
        note = RuleNote("613.1f", f"{what} by {label}")

        def apply(d: _Draft) -> None:
            if change.lose_all_abilities:
                d.abilities, d.rules_text = (), ""
            d.abilities = _add(d.abilities, change.add_abilities)

    elif layer == _SET_PT:
        note = RuleNote("613.4b", f"power/toughness set by {label}")

        power = str(change.set_power) if change.set_power is not None else None
        toughness = str(change.set_toughness) if change.set_toughness is not None else None

        def apply(d: _Draft) -> None:
            if power is not None:
                d.power = power
            if toughness is not None:
                d.toughness = toughness

    elif layer == _SWITCH_PT:
        note = RuleNote("613.4d", f"power and toughness switched by {label}")

        def apply(d: _Draft) -> None:
            d.power, d.toughness = d.toughness, d.power

    else:
        note = RuleNote("613.4c", f"{change.power:+d}/{change.toughness:+d} from {label}")

        plus_power, plus_toughness = change.power, change.toughness

        def apply(d: _Draft) -> None:
            if plus_power:
                d.power = str(_number(d.power) + plus_power)
            if plus_toughness:
                d.toughness = str(_number(d.toughness) + plus_toughness)

    return Step(
        effect=effect,
        objects=frozenset(effect.objects) if effect.objects else None,
        zones=frozenset(effect.zones),
        test=effect.filter.compile() if effect.filter is not None else None,
        filter_key=id(effect.filter),
        apply=apply,
        note=note,
        reads=effect.filter.reads() if effect.filter is not None else frozenset(),
        spans=spans,
        excluded=frozenset(effect.excluded),
        counted=_counted(counted, layer),
    )


def _counted(counted: tuple[ObjectId, StaticEffect] | None, layer: Layer | str) -> Counted | None:
    if counted is None:
        return None
    source, ability = counted
    assert ability.counted is not None
    if layer not in (Layer.ABILITY, _MODIFY_PT) and not (layer is Layer.TYPE and ability.changes_types):
        raise ValueError(
            f"{ability.key!r}: an effect the game decides changes only abilities and power/toughness"
        )
    return Counted(source, ability.counted, ability.counts, layer, ability.each)


def derive(game: Game, obj: GameObject) -> Derivation:
    """Everything about what ``obj`` is, with the rules that say so."""
    steps = plan(game)
    value, trace = _cached_base(game, obj)
    if obj.id in steps.copies:
        value, trace = _copy_layer(steps, obj, value, trace)
    if obj.status.face_down is not None:
        value, trace = face_down_layer(obj, value, trace, rules_as_of=game.rules_as_of)
    elif "*" in (value.power or "") or "*" in (value.toughness or ""):
        value, trace = _defined_power_toughness(game, obj, value, trace)
    value, trace = _other_layers(game, steps, obj, value, trace)
    return Derivation(value, tuple(trace))


def counting_characteristics(game: Game, obj: GameObject) -> Characteristics:
    """What an effect the game decides (Counted) reads of an object: its
    characteristics, but for a permanent with such an effect, those up to
    its colors (layers 1-5, 613.1a-e), which no such effect changes (they
    change abilities and power and toughness, 613.1f, 613.4c; one that
    changes types reads no characteristic, StaticEffect.changes_types), so
    that two of them never wait on each other, nor one on itself."""
    if obj.id not in plan(game).counted_sources:
        return game.characteristics(obj)
    return through_colors(game, obj)


def through_colors(game: Game, obj: GameObject) -> Characteristics:
    """``obj``'s characteristics up to its colors (layers 1-5, 613.1a-e): what an effect the
    game decides may read of the object it applies to (its types, 613.1d), not waiting on itself."""
    steps = plan(game)
    value, trace = _cached_base(game, obj)
    if obj.id in steps.copies:
        value, trace = _copy_layer(steps, obj, value, trace)
    if obj.status.face_down is not None:
        value, trace = face_down_layer(obj, value, trace, rules_as_of=game.rules_as_of)
    value, _ = _other_layers(game, steps, obj, value, trace, through=_COLOR_AT)
    return value


def _cached_base(game: Game, obj: GameObject) -> tuple[Characteristics, list[RuleNote]]:
    """``base`` depends on the object alone (and the game's ``rules_as_of``,
    fixed for a game), and objects never change (a change is a new value),
    so it is kept for as long as the object is the same."""
    cache = game.memo.base
    hit = cache.get(obj.id)
    if hit is not None and (hit[0] is obj or base_reads(hit[0]) == base_reads(obj)):
        if hit[0] is not obj:
            cache[obj.id] = (obj, hit[1], hit[2])  # tapped, damaged, ...: the same base
        return hit[1], list(hit[2])
    value, trace = base(obj, rules_as_of=game.rules_as_of)
    cache[obj.id] = (obj, value, tuple(trace))
    return value, trace


def derivation_reads(obj: GameObject) -> tuple[object, ...]:
    """What of the object :func:`derive` reads beside its id, the game's
    effects and (for a characteristic-defining ability, 613.4a) the rest of
    the game: what :func:`base` reads, its controller (layer 2) and its
    counters (613.4c); the layers' filters read what the layers so far made
    of it, its controller, zone and whether it is face down. Two objects
    with one id alike in these have the same characteristics under the same
    effects, whatever else differs (tapped, damage, targets)."""
    return (base_reads(obj), obj.controller, obj.status.counters)


def _copy_layer(
    steps: Plan, obj: GameObject, value: Characteristics, trace: list[RuleNote]
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 1a: copy effects, in timestamp order (CR 613.2a, 707.2)."""
    for effect in steps.copies.get(obj.id, ()):
        value = effect.values
        if effect.flipped_values is not None and obj.status.flipped and obj.zone is Zone.BATTLEFIELD:
            value = effect.flipped_values
            note = "flipped: the copied flip card's alternative characteristics (707.3)"
            trace.append(RuleNote("710.2", note))
        if effect.room_values is not None and obj.zone is Zone.BATTLEFIELD:
            # CR 709.5b-c: the copied Room's halves, by the copy's own unlocked doors.
            doors = (Side.LEFT in obj.status.unlocked) + 2 * (Side.RIGHT in obj.status.unlocked)
            value = effect.room_values[doors]
            opened = ", ".join(s.value for s in (Side.LEFT, Side.RIGHT) if s in obj.status.unlocked) or "none"
            trace.append(RuleNote("709.5c", f"a copy of a Room: its own unlocked doors: {opened}"))
        if obj.zone is Zone.STACK and obj.status.x is not None and value.mana_cost.has_variable:
            value = value._replace(mana_value=value.mana_cost.mana_value(x=obj.status.x))
        trace.append(RuleNote("707.2", f"copy of {effect.source_name or 'an object'} (effect #{effect.id})"))
        trace.extend(effect.rules)
    return value, trace


def _defined_power_toughness(
    game: Game, obj: GameObject, value: Characteristics, trace: list[RuleNote]
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 7a (CR 613.4a, 604.3): a scripted characteristic-defining
    ability sets power and toughness printed as ``*``; unscripted, ``*``
    stays (and counts as 0 where a number is needed, 208.2b)."""

    found = registry.of(value, DefinesPowerToughness)
    if not found:
        return value, trace
    power, toughness = found[0].value(game, obj)
    if found[0].power_only:  # "~'s power is equal to ...": its toughness as printed
        trace.append(RuleNote("613.4a", f"power {power} defined by {found[0].text!r}"))
        return value._replace(power=str(power)), trace
    trace.append(RuleNote("613.4a", f"power and toughness {power}/{toughness} defined by {found[0].text!r}"))
    return value._replace(power=str(power), toughness=str(toughness)), trace


def copiable_values(game: Game, obj: GameObject) -> Characteristics:
    """The object's copiable values: its characteristics after layer 1
    (CR 613.2c, 707.2), only the face that is up (707.8)."""
    value, trace = base(obj, rules_as_of=game.rules_as_of)
    value, trace = _copy_layer(plan(game), obj, value, trace)
    value, _ = face_down_layer(obj, value, trace, rules_as_of=game.rules_as_of)
    return value


def controller(game: Game, obj: GameObject) -> str:
    """Layer 2: the latest control-changing effect that applies wins (CR 613.1b)."""
    return _controller(plan(game), obj)


def _controller(steps: Plan, obj: GameObject) -> str:
    who = obj.controller
    if obj.zone is not Zone.BATTLEFIELD:
        return who
    for effect in steps.control:
        if obj.id in effect.objects if effect.objects else obj.zone in effect.zones:
            who = effect.modification.controller or who
    return who


controller_under = _controller  # layer 2 with the control effects of a plan

# What each of Plan.layers changes (3, 4, 5, 6, 7b, 7c, 7d).
_WRITES = (
    frozenset({"rules_text", "abilities"}),
    frozenset({"types", "supertypes", "subtypes"}),
    frozenset({"colors"}),
    frozenset({"abilities", "rules_text"}),
    frozenset({"power", "toughness"}),
    frozenset({"power", "toughness"}),
    frozenset({"power", "toughness"}),
)


def _other_layers(
    game: Game,
    steps: Plan,
    obj: GameObject,
    value: Characteristics,
    trace: list[RuleNote],
    *,
    through: int = _LAST_AT,
) -> tuple[Characteristics, list[RuleNote]]:
    """Layers 4-7 in order, effects in timestamp order within each (CR 613.3,
    613.4, 613.7). Whether a filter finds the object is decided as the
    effect starts to apply, from the characteristics so far; an effect with
    parts in several layers keeps applying to the objects it found in the
    first of them, whatever later layers change (613.6). The changes gather
    in one draft, which the filters read, and the value is built once.
    ``through``: the index in Plan.layers of the last layer applied."""
    layers = steps.layers_for(obj.zone)
    if not any(layer for layer, _ in layers) and not obj.status.counters:
        return value, trace
    who = _controller(steps, obj)
    zone, down, oid = obj.zone, obj.is_face_down, obj.id
    known: dict[int, bool] = {}  # filter answers, until a layer changes what filters read
    started: dict[int, bool] = {}  # CR 613.6: effect id -> whether it applies to this object
    draft = _Draft(value)
    for index, (layer, invalidates) in enumerate(layers):
        if index > through:
            break
        if index == _SET_PT_AT:
            _became_creature(draft, trace)
        if index == _COUNTERS_AT:
            _counters(obj, draft, trace)  # CR 613.4c: counters beside the 7c effects
        if not layer:
            continue
        applying = []
        for step in layer:
            _, objects, _, test, key, _, _, _, spans, excluded, _ = step
            if oid in excluded:
                continue
            if objects is not None:
                if oid in objects:
                    applying.append(step)
            elif test is None:
                applying.append(step)
            else:
                found = started.get(step.effect.id) if spans else None
                if found is None:
                    found = known.get(key)
                    if found is None:
                        found = known[key] = test(draft, who, zone, down)
                    if spans:
                        started[step.effect.id] = found
                if found:
                    applying.append(step)
        if applying:
            for step in applying:
                if step.counted is None:
                    step.apply(draft)
                    trace.append(step.note)
                else:
                    _apply_counted(game, obj, step, step.counted, draft, trace)
            if invalidates:
                known.clear()
    if zone is Zone.BATTLEFIELD and "Creature" in value.types and "Creature" not in draft.types:
        # CR 208.3: a noncreature permanent has no power or toughness.
        draft.power = draft.toughness = None
        trace.append(RuleNote("208.3", "no longer a creature: no power or toughness"))
    return draft.value(value), trace


def _apply_counted(
    game: Game, obj: GameObject, step: Step, counted: Counted, draft: _Draft, trace: list[RuleNote]
) -> None:
    """611.3a, 604.2: a static ability's effect as the game decides it now:
    not at all while its condition isn't met, once when it is, or once for
    each thing counted ("gets +1/+1 for each ...", 613.4c). The note that
    says so marks the characteristics as decided by the game
    (memo.defined_by_the_game)."""
    source = obj if counted.each or obj.id == counted.source else game.get(counted.source)
    times = counted.times(game, source)
    trace.append(RuleNote("611.3a", f"effect #{step.effect.id}: {counted.words}: {times} now"))
    if times <= 0:
        return
    if times == 1 or counted.layer != _MODIFY_PT:
        step.apply(draft)
        trace.append(step.note)
        return
    change = step.effect.modification
    scaled = step.effect._replace(
        modification=change._replace(power=change.power * times, toughness=change.toughness * times)
    )
    found = _step(scaled, counted.layer, step.spans)
    found.apply(draft)
    trace.append(found.note)


def _became_creature(draft: _Draft, trace: list[RuleNote]) -> None:
    """An object that became a creature with no power and toughness of its
    own has 0/0 before layer 7 changes them (CR 208.3a and the rulings on
    "becomes an artifact creature" effects)."""
    if "Creature" in draft.types and (draft.power is None or draft.toughness is None):
        draft.power = draft.power if draft.power is not None else "0"
        draft.toughness = draft.toughness if draft.toughness is not None else "0"
        trace.append(RuleNote("208.3a", "became a creature with no power or toughness: 0/0 before layer 7"))


def _counters(obj: GameObject, draft: _Draft, trace: list[RuleNote]) -> None:
    """CR 613.4c: +1/+1 and -1/-1 counters on a permanent."""
    if obj.zone is not Zone.BATTLEFIELD or not obj.status.counters:
        return
    plus, minus = obj.status.counter("+1/+1"), obj.status.counter("-1/-1")
    if plus or minus:
        trace.append(RuleNote("613.4c", f"counters: {plus} +1/+1, {minus} -1/-1"))
        draft.power = str(_number(draft.power) + plus - minus)
        draft.toughness = str(_number(draft.toughness) + plus - minus)


def _number(text: str | None) -> int:
    """A printed power or toughness as a number; ``*`` counts 0 until its
    characteristic-defining ability is scripted (CR 208.2a)."""
    if text is None:
        return 0
    found = _NUMBERS.get(text)
    if found is None:
        try:
            found = int(text)
        except ValueError:
            found = 0
    return found


_NUMBERS = {str(n): n for n in range(-20, 100)}


def _replace_words(text: str, swaps: tuple[tuple[str, str], ...]) -> str:
    """CR 612.2: a text-changing effect changes whole words of rules text."""
    for old, new in swaps:
        text = re.sub(rf"\b{re.escape(old)}\b", new, text)
    return text


def _add(items: tuple[str, ...], more: tuple[str, ...]) -> tuple[str, ...]:
    """``items`` with ``more`` appended, each once."""
    if not more:
        return items
    return items + tuple(m for m in more if m not in items)
