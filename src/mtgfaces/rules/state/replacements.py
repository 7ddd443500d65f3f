"""Replacement effects of permanents' scripted abilities (CR 614)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state import registry, statics
from mtgfaces.rules.state.abilities import DamageReplacement
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def damage(game: Game, source: ObjectId | None, to: Target, amount: int) -> int:
    """The damage dealt after every applicable "instead" of the permanents on
    the battlefield, in timestamp order (616.1: the affected player or
    controller would choose; the engine takes timestamp order)."""
    for permanent in game.objects(Zone.BATTLEFIELD):
        for replacement in registry.abilities_of(game, permanent, DamageReplacement):
            amount = replacement.change(game, permanent, source, to, amount)
    return amount


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
