"""The plainest burn spells, used throughout the rulings as red sources:
Lightning Bolt and Shock deal damage to any target (120.3, 115.4), to their
target only if it is still legal (608.2b)."""

from __future__ import annotations

from mtgfaces.rules.actions import combat
from mtgfaces.rules.state.abilities import Effect, Resolution, SpellAbility, TargetKind, Targets
from mtgfaces.rules.state.registry import script


def _damage(amount: int) -> Effect:
    def deal(res: Resolution) -> None:
        for target in res.legal_targets():
            combat.deal_damage(res.game, res.source, target, amount)

    return deal


script(
    SpellAbility(
        "Lightning Bolt",
        "Lightning Bolt deals 3 damage to any target.",
        _damage(3),
        "120.3",
        Targets(TargetKind.ANY),
    ),
    SpellAbility(
        "Shock", "Shock deals 2 damage to any target.", _damage(2), "120.3", Targets(TargetKind.ANY)
    ),
)
