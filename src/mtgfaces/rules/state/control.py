"""Control changes the layers make (613.1b): a control-changing effect
beginning or ending to apply to a permanent, a static ability's ("You
control enchanted creature") as much as an effect's. A permanent under a
new controller is one that controller hasn't controlled continuously
since their most recent turn began (302.6), and it is removed from combat
(506.4). The action wrapper compares the layer 2 effects before and after
each outermost action (:mod:`mtgfaces.rules.actions.base`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state.effects import ContinuousEffect
from mtgfaces.rules.state.layers import Plan, controller_under, plan

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def control_effects(game: Game) -> tuple[ContinuousEffect, ...]:
    """The layer 2 effects in force now, in timestamp order (613.1b, 613.7)."""
    return plan(game).control


def note_new_controllers(game: Game, before: tuple[ContinuousEffect, ...]) -> None:
    """302.6, 506.4: each permanent whose controller the layer 2 effects
    changed since ``before`` (those in force then) is new under its
    controller this turn and leaves combat."""
    after = control_effects(game)
    if after == before:
        return
    then = Plan(version=-1, control=before, layers=(), copies={}, by_zone={})
    for obj in game.objects(Zone.BATTLEFIELD):
        if controller_under(then, obj) == game.controller(obj):
            continue
        status = obj.status._replace(attacking=None, blocking=None)  # CR 506.4
        status = status._replace(controlled_since=max(status.controlled_since, game.turn.number))  # CR 302.6
        if status != obj.status:
            game.replace(obj._replace(status=status))
