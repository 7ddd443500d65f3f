"""Compiled effects that skip a step or a turn, or add a turn or phases (CR
500.11, 500.7, 500.8): "each opponent skips their next untap step", "you
skip your next turn", "take an extra turn after this one", "after this main
phase, there is an additional combat phase followed by an additional main
phase". Each adds a rule effect that the turn's structure reads and uses up
(:mod:`mtgfaces.rules.actions.turns`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.actions import turns
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind


def _skip_next_untap_step(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])

    def skip(res: Resolution) -> None:
        """500.11: each player named skips their next untap step (one skip each)."""
        for player in players(res):
            note = f"{res.source_name}: {player} skips their next untap step"
            res.game.add_rule_effect(RuleEffect(0, RuleEffectKind.SKIPS_NEXT_UNTAP_STEP, player, note=note))

    return skip


def _skip_next_turn(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def skip(res: Resolution) -> None:
        """500.11, 614.10a: its controller's next turn doesn't happen (the
        turn order passes over it; one skip for each such effect)."""
        note = f"{res.source_name}: {res.controller} skips their next turn"
        res.game.add_rule_effect(RuleEffect(0, RuleEffectKind.SKIPS_NEXT_TURN, res.controller, note=note))

    return skip


def _extra_turn(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def extra(res: Resolution) -> None:
        """500.7: its controller takes an extra turn directly after this one
        (several: the most recently created is taken first)."""
        note = f"{res.source_name}: {res.controller} takes an extra turn"
        res.game.add_rule_effect(RuleEffect(0, RuleEffectKind.EXTRA_TURN, res.controller, note=note))

    return extra


def _additional_combat_and_main(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def add(res: Resolution) -> None:
        """500.8, 505.1a: an additional combat phase, then an additional
        (postcombat) main phase, right after the main phase it resolves in."""
        turns.add_combat_and_main_after_this_main_phase(res.game, source=res.source_name)

    return add


CLAUSES: dict[str, Builder] = {
    "skip_next_untap_step": _skip_next_untap_step,
    "skip_next_turn": _skip_next_turn,
    "extra_turn": _extra_turn,
    "additional_combat_and_main": _additional_combat_and_main,
}
"""The skipping clauses of the grammar, by rule name."""
