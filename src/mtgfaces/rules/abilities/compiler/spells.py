"""Compiled effects on spells and abilities on the stack (issue 17, 115.1a):
"~ deals damage to target spell's controller equal to that spell's mana
value" (120.3, 202.3), "counter target activated [or triggered] ability",
"counter all abilities your opponents control" (701.6a); the clauses by
rule name in :data:`CLAUSES`."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import moving
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.actions import combat, countering
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetFilter, TargetKind, Targets


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


def _counter_ability(kind: str, words: str) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        wanted = TargetFilter(words, zone=Zone.STACK, ability=kind)
        chosen = reading.aim(Targets(TargetKind.FILTERED, filter=wanted))

        def counter(res: Resolution) -> None:
            """701.6a: the target ability, if still on the stack (608.2b),
            is removed from it and doesn't resolve."""
            for target in chosen(res):
                if not isinstance(target, str):
                    countering.counter_ability(res.game, target)

        return counter

    return build


def _counter_opponents_abilities(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def counter(res: Resolution) -> None:
        """701.6a: every ability on the stack an opponent controls (113.1c:
        not spells) is countered; none is a target (115.10a)."""
        opponents = set(res.game.opponents(res.controller))
        for obj in res.game.objects(Zone.STACK):
            if obj.ability is not None and res.game.controller(obj) in opponents:
                countering.counter_ability(res.game, obj.id)

    return counter


CLAUSES: dict[str, Builder] = {
    "damage_to_spell_controller": _damage_to_spell_controller,
    "counter_activated_ability": _counter_ability("activated", "activated ability"),
    "counter_activated_or_triggered_ability": _counter_ability("any", "activated or triggered ability"),
    "counter_opponents_abilities": _counter_opponents_abilities,
}
"""The clauses about spells on the stack, by rule name."""
