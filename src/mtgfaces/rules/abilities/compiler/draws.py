"""What a compiled triggered ability that counts draws triggers on (121.1,
603.2): "Whenever you draw your first card during each of your draw steps"."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller
from mtgfaces.rules.state.abilities import TriggerCheck
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.values import Step

DRAWN = "121.1"
"""The rule of the zone change event of a card drawn (a card put into a
hand some other way is not drawn, 121.5)."""


def is_draw(event: Event, player: str) -> bool:
    """121.1: ``player`` drew a card (one draw, one zone change event)."""
    return (
        event.kind is EventKind.ZONE_CHANGE
        and event.rule == DRAWN
        and event.player == player
        and event.from_zone == Zone.LIBRARY.value
        and event.to_zone == Zone.HAND.value
    )


def first_draw_in_your_draw_step(check: TriggerCheck) -> bool:
    """603.2, 504.1, 121.2: "whenever you draw your first card during each of
    your draw steps": the first card its controller draws in a draw step of
    their own turn (the turn-based draw, or the first drawn otherwise if
    there was none); none drawn in another step counts."""
    player = ability_controller(check)
    if not is_draw(check.event, player):
        return False
    reached = False
    earlier = 0
    for event in reversed(check.game.log):  # back to the start of the step it was drawn in
        if event.kind is EventKind.TURN_STEP:
            return reached and earlier == 0 and event.note == Step.DRAW.value and event.player == player
        if event is check.event:
            reached = True
        elif reached and is_draw(event, player):
            earlier += 1
    return False
