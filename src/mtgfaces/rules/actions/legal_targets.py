"""Which players and objects a target word or a filter accepts (CR 115.1):
the checks every spell and ability shares. A target must fit its word's
kind or filter, as ``who`` sees it, and be chosen once for each word
(115.3); a word's targets together may have to share a graveyard or have
different mana values (601.2c); a permanent with shroud, hexproof or
protection can't be the target of what those stop (702.18a, 702.11b,
702.16b). The same filter says what "each" finds as an ability resolves."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.stack import ability_kind, targets_of
from mtgfaces.rules.state.abilities import SPELL_OR_ABILITY, TargetFilter, TargetKind, Targets
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.protection import has_hexproof, has_shroud, qualities_stopping
from mtgfaces.rules.state.status import Target

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import Characteristics
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def _dealt_damage_this_turn(game: Game, obj: GameObject) -> bool:
    """120.3: "that was dealt damage this turn": damage dealt to this object
    since the turn began (the same object, 400.7)."""
    for event in game.log[turn_start(game) :]:
        if (
            event.kind is EventKind.DAMAGE_DEALT
            and event.new_object == obj.id
            and event.note not in ("", "0")
        ):
            return True
    return False


def _entered_under_this_turn(game: Game, obj: GameObject, who: str) -> bool:
    """603.6a, 400.7: "that entered the battlefield under your control this
    turn": this object (not the card before it last changed zones) entered
    the battlefield since the turn began, under ``who``'s control as it
    entered (whoever controls it now)."""
    return any(
        event.kind is EventKind.ENTERED_BATTLEFIELD and event.object == obj.id and event.player == who
        for event in game.log[turn_start(game) :]
    )


def misfits(
    game: Game, who: str, source: GameObject | None, spec: Targets, targets: Sequence[Target]
) -> Iterator[tuple[Target, Targets, str]]:
    """The chosen targets that can't be chosen, each with its target word's
    spec and the rule: one that doesn't fit the word (115.1), or one chosen
    twice for the same word (115.3; different words may share one). The
    count must already be within ``spec.least`` and ``spec.most``."""
    for group, chosen in zip(spec.groups, spec.split(targets), strict=True):
        seen: set[Target] = set()
        for target in chosen:
            if target in seen:
                yield target, group, "115.3"
            elif not is_legal_target(game, who, source, group, target):
                yield target, group, "115.1"
            seen.add(target)
        apart = apart_from_the_others(game, group, chosen)
        if apart is not None:
            yield apart, group, "601.2c"


MISFIT_REASONS = {
    "115.3": "is chosen twice for one target word",
    "115.1": "isn't a legal target",
    "601.2c": "doesn't go with the word's other targets (one graveyard, or different mana values)",
}
"""Why a target :func:`misfits` found can't be chosen, by its rule."""


def apart_from_the_others(game: Game, spec: Targets, chosen: Sequence[Target]) -> Target | None:
    """601.2c: what the text asks of one target word's targets together:
    "from a single graveyard" (``spec.one_graveyard``), all of them cards of
    one owner's graveyard (404.2); "that each have a different mana value"
    (``spec.different_mana_values``, 202.3). The first target that breaks
    it, if one does."""
    objects = [t for t in chosen if not isinstance(t, str) and t in game]
    if spec.one_graveyard:
        owner = game.get(objects[0]).owner if objects else ""
        apart = next((t for t in objects if game.get(t).owner != owner), None)
        if apart is not None:
            return apart
    if spec.different_mana_values:
        seen: set[float] = set()
        for target in objects:
            value = game.characteristics(game.get(target)).mana_value
            if value in seen:
                return target
            seen.add(value)
    return None


def is_legal_target(game: Game, who: str, source: GameObject | None, spec: Targets, target: Target) -> bool:
    """Whether ``target`` fits the kind (115.1), seen by ``who``."""
    kind = spec.kind
    if isinstance(target, str):
        if target not in game.players:
            return False
        if spec.filter is not None:
            wanted = spec.filter.players
            return wanted == "player" or (wanted == "opponent" and target != who)
        return kind in (TargetKind.PLAYER, TargetKind.ANY) or (kind is TargetKind.OPPONENT and target != who)
    if target not in game:
        return False
    obj = game.get(target)
    if spec.another and source is not None and obj.id == source.id:
        return False
    if (
        obj.zone is not Zone.BATTLEFIELD
        and spec.filter is None
        and kind is not TargetKind.INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD
    ):
        return False  # every other kind is a permanent (below), whatever it is
    if obj.zone is Zone.BATTLEFIELD:
        shielded = game.characteristics(obj).abilities
        if source is not None and qualities_stopping(shielded, game.characteristics(source)):
            return False  # CR 702.16b: not the target of an ability from a source with that quality
        if has_hexproof(shielded) and game.controller(obj) != who:
            return False  # CR 702.11b: not the target of an opponent's spell or ability
        if has_shroud(shielded):
            return False  # CR 702.18a: not the target of any spell or ability
    value = game.characteristics(obj)
    if spec.filter is not None:
        return fits(game, who, obj, value, spec.filter)
    if kind is TargetKind.INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD:
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == who
            and (value.has_type("Instant") or value.has_type("Sorcery"))
        )
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    if kind is TargetKind.CREATURE_YOU_CONTROL:
        return value.has_type("Creature") and game.controller(obj) == who
    if kind is TargetKind.CREATURE:
        return value.has_type("Creature")
    if kind is TargetKind.NONLAND_PERMANENT:
        return not value.has_type("Land")
    if kind is TargetKind.ARTIFACT_OR_CREATURE:
        return value.has_type("Artifact") or value.has_type("Creature")
    if kind is TargetKind.NONLAND_PERMANENT_AN_OPPONENT_CONTROLS:
        return not value.has_type("Land") and game.controller(obj) != who
    if kind is TargetKind.ANY:
        return value.has_type("Creature") or value.has_type("Planeswalker") or value.has_type("Battle")
    if kind is TargetKind.CREATURE_OR_NONLAND_PERMANENT:
        return value.has_type("Creature") or not value.has_type("Land")
    if kind is TargetKind.ARTIFACT_CREATURE_OR_LAND_YOU_CONTROL:
        kinds = ("Artifact", "Creature", "Land")
        return game.controller(obj) == who and any(value.has_type(t) for t in kinds)
    return kind is TargetKind.PERMANENT


def _source_has_type(game: Game, ability: GameObject, types: tuple[str, ...]) -> bool:
    """113.7, 113.7a: whether the ability's source has one of ``types``: as it
    is now, or as it last existed on the battlefield if it has left."""
    source = ability.ability.source if ability.ability is not None else None
    if source is None:
        return False
    if source in game:
        value = game.characteristics(game.get(source))
    elif source in game.last_known:
        value = game.last_known[source].characteristics
    else:
        return False
    return any(value.has_type(t) for t in types)


def fits(game: Game, who: str, obj: GameObject, value: Characteristics, wanted: TargetFilter) -> bool:
    """115.1: whether the object is what a compiled ability's text says
    (its zone, types, subtypes, colors, controller or owner, tapped status,
    being in combat): what it may target, or what "each" finds."""
    if wanted.single_target and (obj.zone is not Zone.STACK or len(targets_of(obj)) != 1):
        return False  # 115.7: "with a single target"
    if wanted.ability == SPELL_OR_ABILITY:  # 115.1a: any spell or ability on the stack
        return obj.zone is Zone.STACK
    if wanted.ability:  # 115.1a: "target activated ability": one on the stack
        return (
            obj.zone is Zone.STACK
            and obj.ability is not None
            and wanted.ability in ("any", ability_kind(obj))
            and (not wanted.source_types or _source_has_type(game, obj, wanted.source_types))
        )
    if obj.zone not in (wanted.zone, wanted.also_zone) or obj.ability is not None:
        return False
    if wanted.x_tests or wanted.power_tests:
        return False  # a test not bound to X's value (608.2h) or the source's power yet: nothing fits
    if (
        wanted.types
        and not any(value.has_type(t) for t in wanted.types)
        and not set(wanted.or_subtypes) & set(value.subtypes)
    ):
        return False
    if any(value.has_type(t) for t in wanted.not_types):
        return False
    if wanted.subtypes and not set(wanted.subtypes) & set(value.subtypes):
        return False
    if set(wanted.not_subtypes) & set(value.subtypes):
        return False
    if wanted.colors and not {c.value for c in value.colors} & set(wanted.colors):
        return False
    if wanted.whose:
        holder = game.controller(obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
        if wanted.whose.startswith("player:"):  # "that player controls", bound to the player (608.2h)
            if holder != wanted.whose.removeprefix("player:"):
                return False
        elif wanted.whose == "that_player" or (holder == who) != (wanted.whose == "you"):
            return False  # "that player" not bound to a player yet: nothing fits
    if wanted.owned and obj.owner != who:  # 108.3: "you own"
        return False
    if wanted.tapped is not None and obj.status.tapped != wanted.tapped:
        return False
    if wanted.token is not None and obj.is_token != wanted.token:
        return False
    if wanted.damaged_this_turn and not _dealt_damage_this_turn(game, obj):
        return False
    if wanted.entered_under_yours_this_turn and not _entered_under_this_turn(game, obj, who):
        return False
    if wanted.counter and obj.status.counter(wanted.counter) < 1:  # 122.1
        return False
    if wanted.keyword == "morph ability":  # 702.37: a morph or megamorph ability (702.37b)
        if (
            any(a.strip().lower().startswith(("morph", "megamorph")) for a in value.abilities)
            == wanted.without
        ):
            return False
    elif (
        wanted.keyword and (wanted.keyword in {a.strip().lower() for a in value.abilities}) == wanted.without
    ):
        return False  # 702.1: "with flying" / "without flying"
    if wanted.power is not None and not wanted.power.test(printed_number(value.power)):
        return False
    if wanted.mana_value is not None and not wanted.mana_value.test(value.mana_value):
        return False
    if wanted.toughness is not None and not wanted.toughness.test(printed_number(value.toughness)):
        return False
    if wanted.face_down is not None and obj.is_face_down != wanted.face_down:
        return False
    if wanted.basic is not None and ("Basic" in value.supertypes) != wanted.basic:
        return False
    if wanted.legendary is not None and ("Legendary" in value.supertypes) != wanted.legendary:
        return False
    if wanted.multicolored and len(value.colors) < 2:
        return False
    if wanted.not_colors and {c.value for c in value.colors} & set(wanted.not_colors):
        return False
    if wanted.combat == "attacking" and obj.status.attacking is None:
        return False
    if wanted.combat == "blocking" and obj.status.blocking is None:
        return False
    return not wanted.in_combat or obj.status.attacking is not None or obj.status.blocking is not None
