"""Ravnica: City of Guilds (2005): Dark Confidant.

Rulings covered: the card revealed is put into its owner's hand and its
mana value is the card's in the library (202.3): a double-faced card's is
its front face's (712.8a, seed ruling S22; an MDFC's too, S36), a split
card's both halves' combined (709.4); a card with no mana cost costs 0
(202.3a). An empty library reveals nothing and no life is lost.
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat
from mtgfaces.rules.actions.base import reveal
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step
from mtgfaces.rules.state.registry import script


def _your_upkeep(check: TriggerCheck) -> bool:
    """503.1a: "at the beginning of your upkeep"."""
    game, event = check.game, check.event
    return event.note == Step.UPKEEP.value and event.player == game.controller(check.source)


def _reveal_and_lose_life(res: Resolution) -> None:
    """701.20a: reveal the top card, put it into the hand; then lose life
    equal to its mana value, looked at as it was revealed (712.8a, 709.4)."""
    game = res.game
    library = game.objects(Zone.LIBRARY, res.controller)
    if not library:
        return
    top = library[0]
    mana_value = int(game.characteristics(top).mana_value)
    reveal(game, top, res.controller)
    game.move(top.id, Zone.HAND)
    combat.lose_life(game, res.controller, mana_value)


script(
    Triggered(
        "Dark Confidant",
        "At the beginning of your upkeep, reveal the top card of your library",
        EventKind.TURN_STEP,
        _your_upkeep,
        _reveal_and_lose_life,
        "503.1a",
    ),
)
