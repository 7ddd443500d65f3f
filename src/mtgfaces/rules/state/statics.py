"""Rule-changing static abilities of permanents (CR 604.1, 611.3): they
apply while their source is on the battlefield, with nothing to put in the
game's effects (so they end the moment it leaves or loses the ability)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.rules.state.board import board

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.permissions import RuleEffect


def rule_effects(game: Game) -> list[RuleEffect]:
    """The permissions and prohibitions the permanents' static abilities
    make now, in timestamp order (kept until the game next changes)."""
    # Kept while neither the game nor its log changes (a linked ability reads
    # the log: the cards exiled with Tibalt, 607.2a).
    key = (game.version, len(game.log))
    cached = game.memo.static_rule_effects
    if cached is not None and cached[0] == key:
        return list(cached[1])
    found: list[RuleEffect] = []
    # CR 114.4: an emblem's abilities work from the command zone. Those with
    # any are kept while the board stands (rules/state/board.py).
    for permanent, abilities in board(game).statics:
        for ability in abilities:
            found.extend(ability.effects(game, permanent))
    game.memo.static_rule_effects = (key, found)
    return list(found)
