"""Compiled effects on spells on the stack (issue 17, 115.1a): "~ deals
damage to target spell's controller equal to that spell's mana value"
(120.3, 202.3); the clauses by rule name in :data:`CLAUSES`."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler import moving
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.actions import combat
from mtgfaces.rules.state.abilities import Effect, Resolution


def _damage_to_spell_controller(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    chosen = reading.aim(moving.target_spell(parts[1:], clause))

    def damage(res: Resolution) -> None:
        """120.3: the source deals damage to the controller of the target
        spell, if it is still a legal target (608.2b), equal to its mana
        value now (202.3; X included on the stack, 202.3e)."""
        for target in chosen(res):
            if isinstance(target, str):
                continue
            spell = res.game.get(target)
            amount = int(res.game.characteristics(spell).mana_value)
            combat.deal_damage(res.game, res.source, res.game.controller(spell), amount, by=res.controller)

    return damage


CLAUSES: dict[str, Builder] = {
    "damage_to_spell_controller": _damage_to_spell_controller,
}
"""The clauses about spells on the stack, by rule name."""
