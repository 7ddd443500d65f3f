"""Compiled effects that skip a step of a player's turn (CR 500.11): "each
opponent skips their next untap step". Each adds a rule effect for the
player that the turn's structure reads and uses up
(:mod:`mtgfaces.rules.actions.turns`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
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


CLAUSES: dict[str, Builder] = {"skip_next_untap_step": _skip_next_untap_step}
"""The skipping clauses of the grammar, by rule name."""
