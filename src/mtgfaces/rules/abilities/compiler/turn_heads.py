"""Triggers that read what happened this turn (603.2): "Whenever you cast
your first spell during each opponent's turn" (102.2), "Whenever a
creature dealt damage by ~ this turn dies" (120.3, 603.10a)."""

from __future__ import annotations

from collections.abc import Callable

from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller, since
from mtgfaces.rules.state.abilities import TriggerCheck
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import EventKind

Condition = Callable[[TriggerCheck], bool]


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


def damaged_by_it_this_turn(died: Condition) -> Condition:
    def damaged_by_it(check: TriggerCheck) -> bool:
        """603.10a, 120.3: "whenever a creature dealt damage by ~ this turn
        dies": one that fits died, and this permanent (this object, 400.7)
        dealt damage to it (that object) since the turn began."""
        if not died(check):
            return False
        game, dead = check.game, check.event.object
        return any(
            event.kind is EventKind.DAMAGE_DEALT
            and event.object == check.source.id
            and event.new_object == dead
            and event.note not in ("", "0")
            for event in game.log[turn_start(game) :]
        )

    return damaged_by_it


def the_dead_card(check: TriggerCheck) -> dict[str, str]:
    """400.7, 603.10a: the permanent that died and the card it became in the
    graveyard ("return that card")."""
    event = check.event
    return {
        "object": str(int(event.object)) if event.object is not None else "",
        "card": str(int(event.new_object)) if event.new_object is not None else "",
    }
