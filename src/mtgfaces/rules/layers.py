"""Characteristics of a game object: the printed base for its zone and status,
then copy and face-down effects (layer 1), then layers 2-7 (CR 613).

Every function here is pure: (game, object) in, a frozen ``Derivation`` out,
with the trace of rules applied in order.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Derivation, RuleNote, Zone, face_down
from mtgfaces.cards.colors import color_tuple
from mtgfaces.cards.layouts import melded, room_on_battlefield, rules_for
from mtgfaces.cards.model import Side, SplitKind
from mtgfaces.rules.effects import ContinuousEffect, Layer
from mtgfaces.rules.filters import Subject
from mtgfaces.rules.objects import GameObject
from mtgfaces.rules.status import FaceDown

if TYPE_CHECKING:
    from mtgfaces.rules.game import Game

_NO_CHARACTERISTICS = Characteristics(name=None, names=())


def derive(game: Game, obj: GameObject) -> Derivation:
    """Everything about what ``obj`` is, with the rules that say so."""
    value, trace = base(obj)
    value, trace = _copy_layer(game, obj, value, trace)
    value, trace = _face_down_layer(obj, value, trace)
    value, trace = _other_layers(game, obj, value, trace)
    return Derivation(value, tuple(trace))


def base(obj: GameObject) -> tuple[Characteristics, list[RuleNote]]:
    """Step 1: the printed characteristics for the zone and status."""
    card, status, zone = obj.card, obj.status, obj.zone
    if obj.is_face_down and zone is Zone.EXILE:
        # CR 406.3: a card exiled face down has no characteristics.
        return _NO_CHARACTERISTICS, [RuleNote("406.3", "exiled face down: no characteristics")]
    if obj.is_melded and zone is Zone.BATTLEFIELD and len(obj.parts) == 2:
        derivation = melded(card, (obj.parts[0], obj.parts[1]))
    elif zone is Zone.BATTLEFIELD and card.split_kind is SplitKind.ROOM:
        derivation = room_on_battlefield(card, unlocked=status.unlocked)
    elif zone is Zone.BATTLEFIELD and status.flipped:
        derivation = rules_for(card).base(card, zone, Side.FLIPPED)
    elif zone.is_stack_or_battlefield:
        derivation = rules_for(card).base(card, zone, status.up)
    else:
        derivation = rules_for(card).base(card, zone)
    value = derivation.characteristics
    trace = list(derivation.trace)
    if zone is Zone.STACK and status.x is not None and value.mana_cost.has_variable:
        # CR 202.3e: on the stack X is the number chosen for it.
        value = value._replace(mana_value=value.mana_cost.mana_value(x=status.x))
        trace.append(RuleNote("202.3e", f"X is {status.x} on the stack"))
    return value, trace


def _copy_layer(
    game: Game, obj: GameObject, value: Characteristics, trace: list[RuleNote]
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 1a: copy effects, in timestamp order (CR 613.2a, 707.2)."""
    for effect in sorted((e for e in game.copy_effects if e.target == obj.id), key=lambda e: e.timestamp):
        copied = effect.values
        value = copied._replace(
            # CR 202.3b-c: a copy of a nonmodal back face or of a melded
            # permanent has no mana cost of its own to take a value from.
            mana_value=copied.mana_cost.mana_value(x=obj.status.x or 0)
            if obj.zone is Zone.STACK
            else copied.mana_cost.mana_value(),
        )
        trace.append(RuleNote("707.2", f"copy of {effect.source_name or 'an object'} (effect #{effect.id})"))
        if copied.mana_value != value.mana_value:
            trace.append(RuleNote("202.3b", "a copy's mana value comes from the copied mana cost"))
    return value, trace


def _face_down_layer(
    obj: GameObject, value: Characteristics, trace: list[RuleNote]
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 1b: a face-down spell or permanent is a 2/2 with no name, cost or
    subtypes (CR 613.2b, 708.2); disguise and cloak add ward {2}."""
    kind = obj.status.face_down
    if kind is None or not obj.zone.is_stack_or_battlefield:
        return value, trace
    trace.append(
        RuleNote("708.2a", f"face down ({kind.value}): a 2/2 creature with no name, text or mana cost")
    )
    if kind.has_ward:
        trace.append(
            RuleNote("702.168a" if kind is FaceDown.DISGUISE else "701.58a", "face down with ward {2}")
        )
    return face_down(ward=kind.has_ward), trace


def copiable_values(game: Game, obj: GameObject) -> Characteristics:
    """The object's copiable values: its characteristics after layer 1
    (CR 613.2c, 707.2), only the face that is up (707.8)."""
    value, trace = base(obj)
    value, trace = _copy_layer(game, obj, value, trace)
    value, _ = _face_down_layer(obj, value, trace)
    return value


def _applies(game: Game, effect: ContinuousEffect, obj: GameObject, value: Characteristics) -> bool:
    if effect.objects:
        return obj.id in effect.objects
    if obj.zone not in effect.zones:
        return False
    if effect.filter is None:
        return True
    subject = Subject(value, controller=controller(game, obj), zone=obj.zone, face_down=obj.is_face_down)
    return effect.filter.matches(subject)


def controller(game: Game, obj: GameObject) -> str:
    """Layer 2: the latest control-changing effect that applies wins (CR 613.1b)."""
    who = obj.controller
    if obj.zone is not Zone.BATTLEFIELD:
        return who
    for effect in sorted(game.effects, key=lambda e: e.timestamp):
        change = effect.modification.controller
        if change is not None and (obj.id in effect.objects if effect.objects else obj.zone in effect.zones):
            who = change
    return who


def _other_layers(
    game: Game, obj: GameObject, value: Characteristics, trace: list[RuleNote]
) -> tuple[Characteristics, list[RuleNote]]:
    """Layers 4-7 in order, effects in timestamp order within each (CR 613.3,
    613.4, 613.7); the objects a filter affects are found as each layer
    starts, from the characteristics so far (613.6)."""
    effects = sorted(game.effects, key=lambda e: e.timestamp)
    for layer in (Layer.TYPE, Layer.COLOR, Layer.ABILITY):
        for effect in effects:
            if layer in effect.modification.layers() and _applies(game, effect, obj, value):
                value, note = _apply(layer, effect, value)
                trace.append(note)
    return _power_toughness(game, obj, value, trace, effects)


def _apply(
    layer: Layer, effect: ContinuousEffect, value: Characteristics
) -> tuple[Characteristics, RuleNote]:
    change = effect.modification
    label = f"effect #{effect.id}" + (f" ({effect.note})" if effect.note else "")
    if layer is Layer.TYPE:
        return (
            value._replace(
                supertypes=_add(value.supertypes, change.add_supertypes),
                types=_add(value.types, change.add_types),
                subtypes=_add(value.subtypes, change.add_subtypes),
            ),
            RuleNote("613.1d", f"types added by {label}"),
        )
    if layer is Layer.COLOR:
        colors = color_tuple(change.set_colors or ())
        return value._replace(colors=colors), RuleNote("613.1e", f"colors set by {label}")
    if change.lose_all_abilities:
        value = value._replace(abilities=(), rules_text="")
    value = value._replace(abilities=_add(value.abilities, change.add_abilities))
    what = "abilities removed" if change.lose_all_abilities else "abilities added"
    return value, RuleNote("613.1f", f"{what} by {label}")


def _add(items: tuple[str, ...], more: tuple[str, ...]) -> tuple[str, ...]:
    return items + tuple(m for m in more if m not in items)


def _power_toughness(
    game: Game,
    obj: GameObject,
    value: Characteristics,
    trace: list[RuleNote],
    effects: list[ContinuousEffect],
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 7: set (7b), then modify, counters included (7c) (CR 613.4)."""
    if value.power is None and value.toughness is None and not _has_pt_effect(game, obj, value, effects):
        return value, trace
    power, toughness = _number(value.power), _number(value.toughness)
    changed = False
    for effect in effects:
        change = effect.modification
        if (change.set_power is not None or change.set_toughness is not None) and _applies(
            game, effect, obj, value
        ):
            power = change.set_power if change.set_power is not None else power
            toughness = change.set_toughness if change.set_toughness is not None else toughness
            trace.append(RuleNote("613.4b", f"power/toughness set by effect #{effect.id}"))
            changed = True
    for effect in effects:
        change = effect.modification
        if (change.power or change.toughness) and _applies(game, effect, obj, value):
            power += change.power
            toughness += change.toughness
            trace.append(
                RuleNote("613.4c", f"{change.power:+d}/{change.toughness:+d} from effect #{effect.id}")
            )
            changed = True
    plus = obj.status.counter("+1/+1") if obj.zone is Zone.BATTLEFIELD else 0
    minus = obj.status.counter("-1/-1") if obj.zone is Zone.BATTLEFIELD else 0
    if plus or minus:
        power += plus - minus
        toughness += plus - minus
        trace.append(RuleNote("613.4c", f"counters: {plus} +1/+1, {minus} -1/-1"))
        changed = True
    if not changed:
        return value, trace
    return value._replace(power=str(power), toughness=str(toughness)), trace


def _has_pt_effect(
    game: Game, obj: GameObject, value: Characteristics, effects: list[ContinuousEffect]
) -> bool:
    return any(
        Layer.POWER_TOUGHNESS in e.modification.layers() and _applies(game, e, obj, value) for e in effects
    )


def _number(text: str | None) -> int:
    """A printed power or toughness as a number; ``*`` counts 0 until its
    characteristic-defining ability is scripted (CR 208.2a)."""
    if text is None:
        return 0
    try:
        return int(text)
    except ValueError:
        return 0
