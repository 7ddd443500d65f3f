"""Meld (CR 701.42, 712.4, 712.14c) and a melded permanent leaving the
battlefield as two cards (712.21).

A melded permanent is one object represented by two cards: its ``card`` is
the melded result (the combined back face), its ``parts`` the two meld cards,
in the order the result names them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import MalformedInput, UnknownCard
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import action, ignored
from mtgfaces.rules.actions.entering import settle_entered
from mtgfaces.rules.actions.faces import NothingHappens
from mtgfaces.rules.actions.moves import public_name
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId, Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

CardLookup = Callable[[str], Card | None]
"""Finds a card by name (``CardDB.get``): where the melded result comes from."""


def _pair(a: GameObject, b: GameObject) -> bool:
    """Whether the two cards form a meld pair (CR 712.4, 701.42b)."""
    return (
        rules_for(a.card).melds
        and a.card.meld is not None
        and b.card.meld is not None
        and a.card.meld.partner == b.card.name
        and b.card.meld.partner == a.card.name
        and a.card.meld.result == b.card.meld.result
    )


def meld_ignored(game: Game, first_id: ObjectId, second_id: ObjectId) -> NothingHappens | None:
    """Why melding the two would do nothing (they stay where they are,
    CR 701.42c), or ``None`` if they meld."""
    names = f"{public_name(game, first_id)} and {public_name(game, second_id)}"
    if first_id == second_id:
        return NothingHappens("701.42c", f"{names}: one object can't be melded with itself (701.42b)")
    found = [game.get(i) for i in (first_id, second_id) if i in game]
    if len(found) < 2:
        return NothingHappens("701.42c", f"{names}: one of them changed zones and is a new object (400.7)")
    a, b = found
    if any(o.zone is not Zone.BATTLEFIELD for o in found):
        return NothingHappens("701.42c", f"{names}: both must be on the battlefield")
    if any(o.is_token for o in found):
        return NothingHappens("701.42c", f"{names}: a token can't be melded (701.42b)")
    if not _pair(a, b):
        return NothingHappens("701.42c", f"{names} are not the two cards of a meld pair (701.42b)")
    owners = {a.owner, b.owner, game.controller(a), game.controller(b)}
    if len(owners) != 1:
        return NothingHappens("701.42c", f"{names}: one player must own and control both")
    return None


def _in_result_order(result: Card, a: GameObject, b: GameObject) -> tuple[GameObject, GameObject]:
    order = result.meld_parts or tuple(sorted((a.card.name, b.card.name)))
    return (a, b) if order.index(a.card.name) <= order.index(b.card.name) else (b, a)


@action
def meld(game: Game, first_id: ObjectId, second_id: ObjectId, *, lookup: CardLookup | None = None) -> None:
    """A meld card's ability melds it with its counterpart (CR 701.42a): if
    one player owns and controls both, both on the battlefield, and they are
    a meld pair, they are exiled, then put onto the battlefield as one
    permanent with their back faces up and combined (712.4a, 712.14c).
    Otherwise nothing happens and nothing moves (701.42b-c).

    ``lookup`` finds the melded result by name (default: the embedded
    database's ``CardDB.get``); ``UnknownCard`` if it can't.
    """
    nothing = meld_ignored(game, first_id, second_id)
    if nothing is not None:
        ignored(game, nothing.rule, nothing.note, first_id)
        return
    a, b = game.get(first_id), game.get(second_id)
    assert a.card.meld is not None  # meld_ignored checked the pair
    result_name = a.card.meld.result
    result = (lookup or CardDB.default().get)(result_name)
    if result is None:
        raise UnknownCard(result_name)
    a, b = _in_result_order(result, a, b)
    player = a.owner
    exiled = []
    for part in (a, b):
        gone = game.move(part.id, Zone.EXILE)
        game.record(_left(part, gone, Zone.EXILE, controller=player, rule="701.42a"))
        exiled.append(gone)
    melded = game.move(
        exiled[0].id,
        Zone.BATTLEFIELD,
        controller=player,
        card=result,
        parts=(a.card, b.card),
        status=Status(up=Side.MELDED),
    )
    # The second card becomes part of the same new object (712.4a: one object, two cards).
    game.remove(exiled[1].id)
    melded = settle_entered(game, game.get(melded.id))
    game.record(
        Event(
            EventKind.ZONE_CHANGE,
            object=exiled[1].id,
            new_object=melded.id,
            player=player,
            from_zone=Zone.EXILE.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule="712.4a",
        )
    )
    note = f"{a.card.name} and {b.card.name} melded into {result.name}"
    game.record(Event(EventKind.MELDED, object=melded.id, player=player, rule="701.42a", note=note))
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=melded.id,
            player=player,
            from_zone=Zone.EXILE.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule="712.14c",
        )
    )


def _left(
    old: GameObject, new: GameObject | None, zone: Zone, *, controller: str, rule: str, note: str = ""
) -> Event:
    return Event(
        EventKind.LEFT_BATTLEFIELD,
        object=old.id,
        new_object=new.id if new is not None else None,
        player=controller,
        from_zone=Zone.BATTLEFIELD.value,
        to_zone=zone.value,
        rule=rule,
        note=note,
    )


@action
def leave_battlefield(game: Game, obj_id: ObjectId, zone: Zone, *, top: bool = True) -> None:
    """A permanent leaves the battlefield for ``zone`` (a library on top
    unless ``top`` is false): one ``left_battlefield`` event, and a zone
    change for each card. A melded permanent is one permanent leaving and two
    cards put into the zone (CR 712.21), two new objects in the order of its
    parts (a library's top first; 712.21a-b let the player choose the order).
    Anything else moves as :meth:`Game.move` moves it. Not on the
    battlefield: nothing happens.
    """
    if zone.is_stack_or_battlefield:
        raise MalformedInput(f"zone={zone.value!r}: a permanent leaves the battlefield for another zone")
    obj = game.get(obj_id) if obj_id in game else None
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        ignored(game, "110.1", f"{public_name(game, obj_id)} is not on the battlefield", obj_id)
        return
    moves.leave(game, obj, zone, top=top)  # the one leaving path (712.21 for a melded pair)
