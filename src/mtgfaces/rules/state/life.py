"""Life totals (CR 119): gaining and losing life, the one way every rule
that changes a life total goes."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.rules.state.events import Event, EventKind

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def change_life(game: Game, player: str, delta: int) -> None:
    """A player gains or loses life (119.3)."""
    state = game.player(player)
    game.set_player(state._replace(life=state.life + delta))
    game.record(Event(EventKind.LIFE_CHANGED, player=player, rule="119.3", note=f"{delta:+d}"))
