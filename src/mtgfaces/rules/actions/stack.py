"""Scripted abilities on the stack: putting them there (CR 602.2a, 603.3) and
resolving them (608.2), and running a spell's own ability as it resolves.

An ability on the stack is a :class:`~mtgfaces.rules.state.objects.Ability` whose
``does`` is ``"script"``; its options hold the registry key, the targets and
the values noted when it was put there, so a saved game keeps it as data.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Activated, Delayed, Resolution, SpellAbility, Triggered
from mtgfaces.rules.state.as_cast import noted_as_cast
from mtgfaces.rules.state.costs import read_sacrificed_note, sacrifices_one
from mtgfaces.rules.state.delayed import DELAYED_PART, DelayedTrigger
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

SCRIPT = "script"


def encode_targets(targets: tuple[Target, ...]) -> str:
    """Targets as text: ``#12`` for an object, a player by name."""
    return ",".join(t if isinstance(t, str) else f"#{int(t)}" for t in targets)


def decode_targets(text: str) -> tuple[Target, ...]:
    return tuple(ObjectId(int(t[1:])) if t.startswith("#") else t for t in text.split(",") if t)


def targets_of(obj: GameObject) -> tuple[Target, ...]:
    """The targets of a spell (its status) or of an ability on the stack (its
    options): 115.7's "with a single target" counts them."""
    if obj.ability is None:
        return obj.status.targets
    return decode_targets(dict(obj.ability.options).get("targets", ""))


def put_ability(
    game: Game,
    ability: Activated | Triggered,
    source: GameObject,
    controller: str,
    *,
    targets: tuple[Target, ...] = (),
    noted: dict[str, str] | None = None,
) -> GameObject:
    """Put the ability on top of the stack (602.2a, 603.3): an object that is
    not a card, controlled by ``controller``, with its source's transform
    count for 701.27f."""
    known = game.last_known.get(source.id) if source.id not in game else None  # 603.10a
    value = game.characteristics(source) if known is None else known.characteristics
    name = value.name or "a face-down permanent"
    options = [("script", ability.key), ("targets", encode_targets(targets))]
    options += sorted((noted or {}).items())
    record = Ability(
        does=SCRIPT,
        target=next((t for t in targets if not isinstance(t, str)), None),
        source=source.id,
        source_name=name,
        transformations=source.status.transformations,
        options=tuple(options),
    )
    return game.put(source.card, zone=Zone.STACK, owner=controller, ability=record, top=True)


def ability_kind(obj: GameObject) -> str:
    """Whether the ability on the stack is ``"activated"`` (602) or
    ``"triggered"`` (603; a delayed triggered ability too, 603.7); ``""``
    for one that isn't scripted (a scenario's bare ability)."""
    if obj.ability is None or obj.ability.does != SCRIPT:
        return ""
    options = dict(obj.ability.options)
    if DELAYED_PART in options:
        return "triggered"
    scripted = registry.by_key(options["script"])
    if isinstance(scripted, Activated):
        return "activated"
    return "triggered" if isinstance(scripted, Triggered) else ""


def put_delayed(game: Game, trigger: DelayedTrigger, targets: tuple[Target, ...] = ()) -> GameObject:
    """Put a delayed triggered ability that triggered on top of the stack
    (603.3, 603.7): controlled by the controller of the effect that made it
    (603.7d), its source that effect's (603.7e), with the values noted as
    it was made and, for a reflexive one, the targets chosen now (603.12,
    603.3d)."""
    options = [("script", trigger.ability), (DELAYED_PART, str(trigger.part))]
    options += [("targets", encode_targets(targets)), *sorted(trigger.noted)]
    record = Ability(
        does=SCRIPT,
        target=next((t for t in targets if not isinstance(t, str)), None),
        source=trigger.source,
        source_name=trigger.source_name,
        transformations=trigger.transformations,
        options=tuple(options),
    )
    return game.put(trigger.card, zone=Zone.STACK, owner=trigger.controller, ability=record, top=True)


def delayed_part(key: str, part: int) -> Delayed:
    """The delayed triggered ability ``part`` of the ability with registry
    key ``key`` (603.7a)."""
    scripted = registry.by_key(key)
    made = scripted.delayed if isinstance(scripted, Activated | Triggered | SpellAbility) else ()
    if not 0 <= part < len(made):
        raise LookupError(f"{key!r} makes no delayed triggered ability #{part}")
    return made[part]


def resolution(game: Game, top: GameObject) -> Resolution:
    """What the scripted ability ``top`` works with as it resolves."""
    ability = top.ability
    assert ability is not None
    options = dict(ability.options)
    noted = {k: v for k, v in options.items() if k not in ("script", "targets", DELAYED_PART)}
    return Resolution(
        game,
        top.controller,
        ability.source,
        ability.source_name,
        decode_targets(options.get("targets", "")),
        noted,
        ability.transformations,
        top.card,
    )


def resolve_ability(game: Game, top: GameObject, choices: dict[str, str] | None = None) -> None:
    """CR 608.2: check the intervening "if" (603.4) and the targets (608.2b),
    then do what it says; it leaves the stack first (608.2n). ``choices``:
    what players choose as it resolves (to pay a ward cost, 702.21a)."""

    ability = top.ability
    assert ability is not None
    options = dict(ability.options)
    context = resolution(game, top)
    context.noted.update(choices or {})
    part = options.get(DELAYED_PART)
    if part is not None:  # 603.7: a delayed triggered ability (targets only if reflexive, 603.12)
        delayed = delayed_part(options["script"], int(part))
        game.remove(top.id, rule="608.2n")
        if not _every_target_gone(context):
            delayed.effect(context)
        return
    scripted = registry.by_key(options["script"])
    assert isinstance(scripted, Activated | Triggered)
    game.remove(top.id, rule="608.2n")
    if isinstance(scripted, Triggered) and scripted.intervening_if and not scripted.intervening_if(context):
        ignored(game, "603.4", f"the ability of {ability.source_name} does nothing: its condition is false")
        return
    if not _every_target_gone(context):
        scripted.effect(context)


def _every_target_gone(context: Resolution) -> bool:
    """608.2b: an ability with targets, every one of them illegal now, does
    nothing (noted as ignored)."""
    if context.targets and not context.legal_targets():
        name = context.source_name
        ignored(context.game, "608.2b", f"the ability of {name} does nothing: every target is gone")
        return True
    return False


def spell_abilities(game: Game, spell: GameObject) -> list[SpellAbility]:
    """The scripted abilities of the spell's face now: one, or both halves of
    a fused split spell, left first (702.102d)."""
    return registry.abilities_of(game, spell, SpellAbility)


def noted_of(obj: GameObject) -> dict[str, str]:
    """The values chosen as the object was cast or activated: X and choices."""
    noted = {"x": str(obj.status.x)} if obj.status.x is not None else {}
    if obj.status.chosen:
        noted["chosen"] = "|".join(obj.status.chosen)
    return noted


def run_spell(
    game: Game, spell: GameObject, scripted: SpellAbility, targets: tuple[Target, ...] | None = None
) -> None:
    """A resolving instant or sorcery does what its text says (608.2c), to
    its legal targets only (608.2b); the caller moves it off the stack.
    ``targets``: this half's, of a fused split spell (702.102d)."""
    value = game.characteristics(spell)
    noted = noted_of(spell)
    if sacrifices_one(value):
        noted.update(_sacrificed_to_cast(game, spell.id))
    noted.update(noted_as_cast(game, spell.id))  # 608.2h
    context = Resolution(
        game,
        spell.controller,
        spell.id,
        value.name or "a face-down spell",
        spell.status.targets if targets is None else targets,
        noted,
        card=spell.card,
    )
    scripted.effect(context)


def _sacrificed_to_cast(game: Game, spell: ObjectId) -> dict[str, str]:
    """608.2h: what the cost_paid event of the spell's additional cost noted
    of the permanent sacrificed to cast it (601.2h); a copy's are its
    original's (707.10: the costs paid are copied). None if the cost wasn't
    paid (a game that doesn't pay costs)."""
    which = {spell}
    for event in reversed(game.log):
        if event.kind is EventKind.SPELL_COPIED and event.new_object in which and event.object is not None:
            which.add(event.object)
        elif event.kind is EventKind.COST_PAID and event.object in which and event.rule == "601.2h":
            found = read_sacrificed_note(event.note)
            if found:
                return found
        elif event.kind is EventKind.ZONE_CHANGE and event.new_object in which:
            break  # 601.2a, 601.2h: its costs were paid once it was on the stack
    return {}


def halves_targets(
    abilities: list[SpellAbility], targets: tuple[Target, ...]
) -> list[tuple[Target, ...]] | None:
    """A fused split spell's targets, half by half (702.102d, 601.2c: the
    left half's announced first): each half with a fixed number of targets
    takes that many in turn, the last one the rest; ``None`` when that
    can't be told (a half before the last with a variable number)."""
    aimed = [a.targets for a in abilities]
    if sum(1 for spec in aimed if spec is not None) < 2:
        return None
    found: list[tuple[Target, ...]] = []
    start = 0
    for index, spec in enumerate(aimed):
        if spec is None:
            found.append(())
            continue
        last = all(later is None for later in aimed[index + 1 :])
        if not last and spec.least != spec.most:
            return None
        end = len(targets) if last else start + spec.most
        found.append(targets[start:end])
        start = end
    return found
