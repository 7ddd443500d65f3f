"""Magic Origins (2015): the flipwalker Jace, Vryn's Prodigy // Jace,
Telepath Unbound (its creature face; the planeswalker's loyalty abilities
are in :mod:`.planeswalkers`).

Rulings covered: Jace's ability draws, then discards, then counts the cards
in the graveyard as it resolves (608.2h); with five or more it exiles Jace
and returns it transformed, a new object (712.14a, 400.7); a Jace that left
the battlefield before it resolves isn't exiled (400.7), and a copy of Jace
that isn't double-faced is exiled and stays there (712.14a, seed S21).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution
from mtgfaces.rules.state.registry import script

JACE = "Jace, Vryn's Prodigy"


def _looting(res: Resolution) -> None:
    """Draw a card, then discard a card (the card named by the noted choice,
    else the card just drawn: the newest in hand). Then, with five or more
    cards in your graveyard, exile Jace and return him transformed under his
    owner's control."""
    game = res.game
    turns.draw(game, res.controller)
    hand = game.objects(Zone.HAND, res.controller)
    named = res.noted.get("chosen", "").split("|")[0]
    discard = next((c for c in hand if named and c.card.name == named), hand[-1] if hand else None)
    if discard is not None:
        moves.move(game, discard.id, Zone.GRAVEYARD)
    if len(game.objects(Zone.GRAVEYARD, res.controller)) < 5:
        return
    jace = source_permanent(res)
    if jace is None:
        return
    for exiled in moves.leave(game, jace, Zone.EXILE):
        moves.put_onto_battlefield(game, exiled.id, under=exiled.owner, transformed=True)


script(
    Activated(
        JACE,
        "{T}: Draw a card, then discard a card.",
        Cost(tap=True),
        _looting,
        "712.14a",
    ),
)
