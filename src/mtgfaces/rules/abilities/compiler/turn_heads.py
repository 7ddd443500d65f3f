"""Cast triggers that read whose turn it is (603.2, 102.2): "Whenever you
cast your first spell during each opponent's turn"."""

from __future__ import annotations

from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller, since
from mtgfaces.rules.state.abilities import TriggerCheck
from mtgfaces.rules.state.events import EventKind


def first_spell_in_opponents_turn(check: TriggerCheck) -> bool:
    """603.2, 601.2i: its controller cast a spell during an opponent's turn,
    the first spell they cast this turn (a copy isn't cast, 707.10)."""
    game, player = check.game, ability_controller(check)
    if check.event.player != player or game.turn.active not in game.opponents(player):
        return False
    cast = [e for e in since(check, EventKind.CAST, note="untap") if e.player == player]
    return bool(cast) and cast[0] is check.event


def the_active_player(check: TriggerCheck) -> dict[str, str]:
    """608.2h: "that player": the opponent whose turn it is."""
    return {"player": check.game.turn.active}
