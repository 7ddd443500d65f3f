"""Players' mana pools in a game (CR 106.4): mana goes in as mana
abilities resolve, comes out as costs are paid, and empties between steps."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.mana import Unit, pool_text, sort_units

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def add_to_pool(game: Game, player: str, units: Sequence[Unit]) -> None:
    """Mana goes into a player's mana pool (106.4)."""
    state = game.player(player)
    game.set_player(state._replace(mana_pool=sort_units([*state.mana_pool, *units])))


def empty_pools(game: Game) -> None:
    """CR 106.4: at the end of each step and phase, unused mana empties
    from each player's mana pool, but mana an effect says its player doesn't
    lose as steps and phases end (:attr:`Unit.kept`, :attr:`Unit.combat`)
    stays."""
    for name in game.players:
        state = game.player(name)
        lost = [u for u in state.mana_pool if not (u.kept or u.combat)]
        if lost:
            game.set_player(state._replace(mana_pool=tuple(u for u in state.mana_pool if u.kept or u.combat)))
            game.record(Event(EventKind.MANA_EMPTIED, player=name, rule="106.4", note=pool_text(lost)))


def end_kept_mana(game: Game) -> None:
    """CR 514.2, 106.4: "until end of turn, you don't lose this mana" ends
    in the cleanup step with the other "until end of turn" effects: that
    mana empties when the step ends, as any other."""
    for name in game.players:
        state = game.player(name)
        if any(u.kept for u in state.mana_pool):
            game.set_player(
                state._replace(mana_pool=sort_units(u._replace(kept=False) for u in state.mana_pool))
            )


def end_combat_mana(game: Game) -> None:
    """CR 500.5a, 511.2: "until end of combat, you don't lose this mana"
    (firebending, 702.189a) expires as the combat phase ends, before the
    pools empty (500.5): that mana is lost then, as any other."""
    for name in game.players:
        state = game.player(name)
        if any(u.combat for u in state.mana_pool):
            game.set_player(
                state._replace(mana_pool=sort_units(u._replace(combat=False) for u in state.mana_pool))
            )
