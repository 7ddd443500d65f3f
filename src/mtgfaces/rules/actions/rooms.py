"""Unlocking a Room's doors (CR 709.5): as a special action of its controller
(709.5e, refused by :func:`verify_unlock` with an error code) or by an
effect's instruction (709.5f, never refused: where nothing happens it
records an ``ignored`` event with the rule). Unlocking turns no face and
makes no new object: the permanent gets an unlocked designation (709.5c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, refuse
from mtgfaces.rules.actions.faces import NothingHappens
from mtgfaces.rules.actions.moves import public_name
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.mana import UNLOCK_DOOR, Payment, PayWith
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.views import name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def _door(side: Side | str) -> Side:
    try:
        door = Side(side)
    except ValueError:
        door = None
    if door not in (Side.LEFT, Side.RIGHT):
        raise MalformedInput(f"door {side!r}: a Room's doors are 'left' and 'right'")
    return door


def unlock_ignored(game: Game, obj_id: ObjectId, side: Side | str) -> NothingHappens | None:
    """Why an effect unlocking that door would do nothing (CR 709.5f), or ``None``."""
    door = _door(side)
    if obj_id not in game:
        return NothingHappens("400.7", f"{public_name(game, obj_id)}: it changed zones and is a new object")
    obj = game.get(obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not Zone.BATTLEFIELD:
        return NothingHappens("709.5c", f"{name} is in {obj.zone.named}: only a permanent has doors")
    if not rules_for(obj.card).has_doors or obj.is_face_down:
        return NothingHappens("709.5f", f"{name} has no doors to unlock")
    if door in obj.status.unlocked:
        return NothingHappens("709.5f", f"the {door.value} door of {name} is already unlocked")
    return None


def verify_unlock(
    game: Game,
    obj_id: ObjectId,
    side: Side | str,
    *,
    player: str | None = None,
    special_action: bool = True,
    pay: PayWith | None = None,
) -> Payment | None:
    """Raise ``IllegalAction`` unless ``player`` (default: its controller) may
    unlock that locked door of the Room as the special action (CR 709.5e):
    only its controller (``not_permitted``), in a main phase of their turn
    with the stack empty (``timing``, 116.2m). A door already unlocked, or a
    permanent with no doors, is ``not_permitted``. When the game pays
    costs, the door's mana cost must be payable (``pay``: as they say);
    the payment is returned. With ``special_action`` false an effect unlocks
    it (709.5f): never refused, see :func:`unlock`."""
    door = _door(side)
    if not special_action:
        return None
    if player is not None:
        game.player(player)
    obj = game.get(obj_id) if obj_id in game else None
    viewer = player or (game.controller(obj) if obj is not None else game.turn.active)
    name = name_for(game, viewer, obj_id)  # CR 708.5: as the viewer may call it
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        refuse(
            ErrorCode.NOT_PERMITTED, "709.5c", f"{name} is not a permanent: only a Room permanent has doors"
        )
    if not rules_for(obj.card).has_doors or obj.is_face_down:
        refuse(ErrorCode.NOT_PERMITTED, "709.5e", f"{name} has no doors to unlock: it is not a Room")
    controller = game.controller(obj)
    actor = player or controller
    if actor != controller:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "709.5e",
            f"{actor} can't unlock a door of {name}: only its controller, {controller}, may",
        )
    if door in obj.status.unlocked:
        refuse(ErrorCode.NOT_PERMITTED, "709.5e", f"the {door.value} door of {name} is already unlocked")
    turn = game.turn
    if turn.active != actor or not turn.step.is_main or game.objects(Zone.STACK):
        refuse(
            ErrorCode.TIMING,
            "116.2m",
            f"{actor} may unlock a door of {name} only in a main phase of their own turn with the stack "
            f"empty (it is {turn.active}'s {turn.step.value}, {len(game.objects(Zone.STACK))} on the stack)",
        )
    # CR 709.5e: the unlock cost is the door's mana cost.
    what = f"unlocking the {door.value} door of {name}"
    cost = obj.card.face(door).mana_cost
    return paying.for_mana_cost(game, actor, cost, how=pay, what=what, spent_on=frozenset({UNLOCK_DOOR}))


can_unlock = can(verify_unlock)


@action
def unlock(
    game: Game,
    obj_id: ObjectId,
    side: Side | str,
    *,
    player: str | None = None,
    special_action: bool = True,
    pay: PayWith | None = None,
) -> None:
    """Unlock a Room's ``side`` door (``left`` or ``right``): the permanent gets
    that unlocked designation (CR 709.5c), as ``player``'s special action
    (709.5e, refused as :func:`verify_unlock` says; the unlock cost is the
    door's mana cost) or, with ``special_action`` false, by an effect (709.5f,
    ignored when the door isn't locked). The event's note says when the Room
    became fully unlocked (709.5i)."""
    payment = verify_unlock(game, obj_id, side, player=player, special_action=special_action, pay=pay)
    door = _door(side)
    if payment is not None:
        who = player or game.controller(game.get(obj_id))
        paying.settle(game, who, payment, pay, rule="709.5e", what="unlocking a door", paying_for=obj_id)
    if not special_action:
        nothing = unlock_ignored(game, obj_id, door)
        if nothing is not None:
            ignored(game, nothing.rule, nothing.note, obj_id)
            return
    obj = game.get(obj_id)
    unlocked = obj.status.unlocked | {door}
    game.replace(obj._replace(status=obj.status._replace(unlocked=unlocked)))
    face = obj.card.face(door)
    note = f"{door.value} door unlocked: {face.name}"
    if special_action and not face.mana_cost.is_none:
        note += f" (unlock cost {face.mana_cost})"
    if len(unlocked) == 2:
        note += "; fully unlocked (709.5i)"
    game.record(
        Event(
            EventKind.UNLOCKED,
            object=obj.id,
            player=player or game.controller(obj),
            rule="709.5e" if special_action else "709.5f",
            note=note,
        )
    )
