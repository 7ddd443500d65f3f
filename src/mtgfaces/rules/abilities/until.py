"""Zone changes "until" a permanent leaves the battlefield (CR 610.3): the
card comes back as a second one-shot effect right after that event, to the
zone it came from (a permanent under its owner's control, 610.3c).

The link is an event in the log (so saves and undo keep it): ``effect_added``
with rule 610.3, the card exiled as ``object``, the permanent it waits for
as ``new_object`` and the zone to return to as ``to_zone``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

RULE = "610.3"


def link(game: Game, card: ObjectId, source: ObjectId, back_to: Zone, player: str, note: str) -> None:
    """Record that ``card`` (in exile now) returns to ``back_to`` when
    ``source`` leaves the battlefield."""
    game.record(
        Event(
            EventKind.EFFECT_ADDED,
            object=card,
            new_object=source,
            player=player,
            to_zone=back_to.value,
            rule=RULE,
            note=note,
        )
    )


def return_cards(game: Game, start: int) -> None:
    """610.3: for each permanent that left the battlefield in the log's events
    from ``start`` on, the cards linked to it that are still in exile return."""

    left = {
        e.object
        for e in game.log[start:]
        if e.kind is EventKind.ZONE_CHANGE and e.from_zone == Zone.BATTLEFIELD.value and e.object is not None
    }
    if not left:
        return
    links = [
        e for e in game.log if e.kind is EventKind.EFFECT_ADDED and e.rule == RULE and e.new_object in left
    ]
    for found in links:
        card = found.object
        if card is None or card not in game or game.get(card).zone is not Zone.EXILE:
            continue  # 400.7: it left exile; it is another object now
        back = Zone(found.to_zone or Zone.HAND.value)
        if back is Zone.BATTLEFIELD:
            moves.put_onto_battlefield(game, card)  # 610.3c: under its owner's control
        else:
            moves.move(game, card, back)
