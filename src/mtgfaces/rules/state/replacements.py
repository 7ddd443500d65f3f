"""Replacement effects of permanents' scripted abilities (CR 614)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import DamageReplacement
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
