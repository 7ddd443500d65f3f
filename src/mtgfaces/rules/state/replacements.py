"""Replacement effects of permanents' scripted abilities (CR 614)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state import registry, statics
from mtgfaces.rules.state.abilities import Damage, DamageReplacement
from mtgfaces.rules.state.events import EventKind, left_as_creature
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def damage(
    game: Game,
    source: ObjectId | None,
    to: Target,
    amount: int,
    *,
    combat: bool = False,
    by: str | None = None,
) -> int:
    """The damage dealt after every applicable "instead" of the permanents on
    the battlefield, in timestamp order (616.1: the affected player or
    controller would choose; the engine takes timestamp order). ``by``: the
    controller of the ability dealing it, who controlled its source as it
    last existed if the source has left (603.3a, 608.2h)."""
    found = [
        (permanent, replacement)
        for permanent in game.objects(Zone.BATTLEFIELD)
        for replacement in registry.abilities_of(game, permanent, DamageReplacement)
    ]
    if not found:
        return amount
    dealt = Damage(source, to, amount, combat, source_controller(game, source, by))
    for permanent, replacement in found:
        dealt = dealt._replace(amount=replacement.change(game, permanent, dealt))
    return dealt.amount


def redirected(game: Game, to: Target) -> Target:
    """614.1a: where damage that would be dealt to ``to`` is dealt: to the
    permanent an effect names instead, if that permanent is still on the
    battlefield and still a creature (else it is dealt as it would be).
    Each effect applies once to one event (614.5), in the order they began."""
    kind = RuleEffectKind.DAMAGE_DEALT_TO_INSTEAD
    for effect in [e for e in game.rule_effects if e.kind is kind]:
        if isinstance(to, str) or len(effect.objects) != 2 or int(to) != effect.objects[0]:
            continue
        taker = ObjectId(effect.objects[1])
        if (
            taker in game
            and game.get(taker).zone is Zone.BATTLEFIELD
            and game.characteristics(taker).has_type("Creature")
        ):
            to = taker
    return to


def source_controller(game: Game, source: ObjectId | None, by: str | None = None) -> str | None:
    """The controller of a source of damage: a permanent's or a spell's
    controller; a card elsewhere has none, its owner stands in (108.4a);
    one that has left, as it last existed (608.2h): ``by``, the controller
    of the ability dealing the damage, or the controller it left the
    battlefield under as a creature (603.10a); else ``None``."""
    if source is None:
        return None
    if source in game:
        obj = game.get(source)
        return game.controller(obj) if obj.zone in (Zone.BATTLEFIELD, Zone.STACK) else obj.owner
    if by is not None:
        return by
    for event in reversed(game.log):
        if event.kind is EventKind.ZONE_CHANGE and event.object == source:
            return left_as_creature(event) or None
    return None


def life_lost_to_damage(game: Game, player: str, amount: int) -> int:
    """120.3a, 614.1a: the life ``player`` loses to ``amount`` damage: all of
    it, unless "damage that would reduce your life total to less than 1
    reduces it to 1 instead" applies to them (the damage is still dealt:
    lifelink still counts it, 120.3f)."""
    life = game.player(player).life
    if life - amount >= 1:
        return amount
    kind = RuleEffectKind.LIFE_STAYS_AT_1
    effects = (*game.rule_effects, *statics.rule_effects(game))
    if not any(e.kind is kind and e.player == player for e in effects):
        return amount
    return max(0, life - 1)
