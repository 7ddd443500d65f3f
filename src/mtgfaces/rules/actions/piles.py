"""Face-down piles of exiled cards (406.3, 400.5): "exile ... in a
face-down pile, shuffle that pile" (Ghastly Conscription, Jeskai
Infiltrator).

Shuffling a face-down pile randomizes its cards so that no player knows
their order (701.24a). The exiled objects stand for the places in the
pile: shuffling deals the cards out again among them, with the game's
random generator, so an object id that every player saw a card go to (a
card exiled from a graveyard or the battlefield, 400.2) no longer tells
which card it holds, and neither does the permanent it becomes. Each
exile zone is its owner's (400.3 keeps cards with their owners), so cards
are dealt again among the places of one owner's cards only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.base import action
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


@action
def shuffle_face_down_pile(game: Game, pile: Sequence[ObjectId], *, player: str) -> None:
    """``player`` shuffles the face-down pile of exiled cards ``pile``
    (701.24a): the cards of each owner are dealt again at random among that
    owner's places in the pile. Every object must be a card exiled face down
    (406.3)."""
    game.player(player)
    objects = [game.get(i) for i in pile]
    for obj in objects:
        if obj.zone is not Zone.EXILE or not obj.is_face_down or obj.parts or obj.is_token:
            raise MalformedInput(f"#{int(obj.id)} is not a card exiled face down: it is in no face-down pile")
    for owner in dict.fromkeys(o.owner for o in objects):
        places = [o for o in objects if o.owner == owner]
        dealt = [(o.card, o.commander) for o in places]
        game.rng.shuffle(dealt)
        for place, (card, commander) in zip(places, dealt, strict=True):
            game.replace(place._replace(card=card, commander=commander))
    game.record(Event(EventKind.SHUFFLED, player=player, to_zone=Zone.EXILE.value, rule="701.24a"))
