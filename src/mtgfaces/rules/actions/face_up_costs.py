"""Morph and disguise costs that aren't mana (CR 702.37a, 702.168a, 116.2b):
"Morph—Reveal a white card in your hand", "Morph—Discard a Zombie card",
"Morph—Sacrifice another creature", "Morph—Return two Islands you control
to their owner's hand", "Morph—Pay 5 life". Turning the permanent face up
is a special action whose cost is paid as it is taken (116.2b); the player
chooses which cards or permanents pay it (602.2b, as for any cost), among
those that fit. A cost whose words aren't read can't be paid: the
permanent can't be turned face up that way, and the line isn't counted as
run (:mod:`mtgfaces.rules.actions.implemented`). The words are read by
:mod:`mtgfaces.cards.other_costs`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.other_costs import OtherCost
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import reveal
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def candidates(game: Game, player: str, source: GameObject, cost: OtherCost) -> list[GameObject]:
    """What may pay the cost: the player's cards in hand, or permanents they
    control, that fit (701.21a: one sacrifices only one's own)."""
    found = []
    for obj in game.objects(cost.zone, player):
        if cost.another and obj.id == source.id:
            continue
        value = game.characteristics(obj)
        if cost.color is not None and cost.color not in value.colors:
            continue
        if cost.subtype and cost.subtype not in value.subtypes:
            continue
        if cost.card_type and not value.has_type(cost.card_type):
            continue
        found.append(obj)
    return found


def problem(game: Game, player: str, source: GameObject, cost: OtherCost) -> str | None:
    """Why the cost can't be paid now (119.4: life one doesn't have; too
    few cards or permanents that fit), or ``None``."""
    if cost.verb == "life":
        life = game.player(player).life
        return None if life >= cost.number else f"{player} has {life} life; the cost is {cost.number}"
    have = len(candidates(game, player, source, cost))
    return None if have >= cost.number else f"{player} has too few to pay it ({cost.words}: {have})"


def pay(game: Game, player: str, source: GameObject, cost: OtherCost, rule: str) -> None:
    """116.2b, 602.2b: pay it, the player choosing which pay it."""
    if cost.verb == "life":
        change_life(game, player, -cost.number)  # CR 119.4
        return
    options = tuple(f"#{int(o.id)}" for o in candidates(game, player, source, cost))
    question = Question(
        player, cost.verb, f"{cost.words} to turn it face up", options, cost.number, cost.number, rule
    )
    for word in ask(game, question, default=options[: cost.number]):
        paid = game.get(ObjectId(int(word[1:])))
        if cost.verb == "reveal":  # 701.20a: shown to every player; it stays in the hand
            reveal(game, paid, player)
        elif cost.verb == "discard":
            moves.discard(game, player, paid, rule="701.9a")
        elif cost.verb == "sacrifice":
            moves.sacrifice_permanent(game, paid)  # CR 701.21a
        else:
            moves.move(game, paid.id, Zone.HAND)  # to its owner's hand (400.3)
