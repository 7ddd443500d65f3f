"""Payments asked for as a spell or ability resolves (CR 118.12: "[do
something] unless [a player] pays [cost]"; 609.3: "you may pay [cost]"): the
player chooses whether to pay, and may only if they can (118.3), through the
same payment rules as any cost (:mod:`mtgfaces.rules.actions.paying`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.mana import ManaCost
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions.paying import for_mana_cost, settle
from mtgfaces.rules.state.choices import Question, ask

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

PAY, DECLINE = "pay", "don't pay"


def pay_if_chosen(game: Game, player: str, mana: str, *, prompt: str, rule: str) -> bool:
    """A payment asked for as a spell or ability resolves (118.12: "[do
    something] unless [a player] pays [cost]"; "you may pay [cost]"):
    ``player`` chooses whether to pay ``mana``, and may only if they can
    (118.3; when the game pays costs, a payment must exist, 601.2h), else
    the only answer is not to. Whether they paid. With no one to ask, the
    referee pays when it can."""
    payment = None
    able = True
    if game.pay_costs:
        try:
            payment = for_mana_cost(game, player, ManaCost.parse(mana), what=mana)
        except IllegalAction:
            able = False
    question = Question(player, "pay", prompt, (PAY, DECLINE) if able else (DECLINE,), 1, 1, rule)
    (answer,) = ask(game, question, default=(PAY if able else DECLINE,))
    if answer != PAY:
        return False
    settle(game, player, payment, None, rule=rule, what=f"paying {mana}")
    return True
