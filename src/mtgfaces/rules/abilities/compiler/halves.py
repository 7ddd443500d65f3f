"""Compiled effects that double or halve (CR 701.10d, 107.1a): "double your
life total", "target opponent loses half their life, rounded up", "target
opponent mills half their library, rounded down". A fraction is rounded
as the text says (107.1a); the amount is worked out for each player as it
resolves (608.2h)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.life import change_life


def _half(value: int, rounding: str) -> int:
    """107.1a: half, rounded as the text says."""
    return (value + 1) // 2 if rounding == "up" else value // 2


def _rounding(clause: Tree[Token]) -> str:
    return next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "ROUNDING")


def double_life(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def double(res: Resolution) -> None:
        """701.10d: gain as much life as one has, so that it is twice as much
        (none below 1: a player at 0 or less life stays so, 107.1b)."""
        life = res.game.player(res.controller).life
        if life > 0:
            change_life(res.game, res.controller, life)

    return double


def lose_half_life(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    rounding = _rounding(clause)
    players = reading.players(parts[0]) if parts else (lambda res: [res.controller])  # "you lose half"

    def lose(res: Resolution) -> None:
        """119.3, 107.1a: each loses half their life, rounded as it says."""
        for player in players(res):
            life = res.game.player(player).life
            if life > 0:
                change_life(res.game, player, -_half(life, rounding))

    return lose


def mill_half(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    players, rounding = reading.players(parts[0]), _rounding(clause)

    def mill(res: Resolution) -> None:
        """701.17a, 107.1a: each mills half their library, rounded as it says."""
        milled: list[str] = []
        for player in players(res):
            library = res.game.objects(Zone.LIBRARY, player)
            for card in library[: _half(len(library), rounding)]:
                moves.move(res.game, card.id, Zone.GRAVEYARD)
                milled += [str(int(i)) for i in became(res.game.log, card.id, Zone.GRAVEYARD.value)]
        res.noted["milled"] = ",".join(milled)

    return mill


CLAUSES: dict[str, Builder] = {
    "double_life": double_life,
    "lose_half_life": lose_half_life,
    "mill_half": mill_half,
}
"""The clauses of the grammar that double or halve, by rule name."""
