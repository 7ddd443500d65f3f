"""Manifest, manifest dread and cloak (CR 701.40, 701.62, 701.58): a card
is turned face down and put onto the battlefield, where it enters (708.3).
Each is an effect's instruction, never refused: where the rules say
nothing happens it records an ``ignored`` event with the rule. Manifesting
dread records a ``manifested_dread`` event once done (701.62b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.base import action, ignored
from mtgfaces.rules.actions.entering import settle_entered
from mtgfaces.rules.actions.faces import NothingHappens, gone
from mtgfaces.rules.actions.moves import public_name
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def _card_to_turn_down(
    game: Game, player: str, from_zone: Zone, obj_id: ObjectId | None, rule: str, word: str
) -> GameObject | NothingHappens:
    game.player(player)
    if from_zone.is_stack_or_battlefield:
        raise MalformedInput(
            f"from_zone={from_zone.value!r}: a card is {word}ed from a zone other than "
            "the battlefield or the stack"
        )
    if obj_id is None:
        found = game.objects(from_zone, player)
        if not found:
            return NothingHappens(rule, f"{player}'s {from_zone.value} is empty: there is no card to {word}")
        return found[0]  # a library is listed top first
    obj = game.get(obj_id) if obj_id in game else None
    if obj is None:
        return gone(game, obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not from_zone:
        return NothingHappens(rule, f"{name} is in {obj.zone.named}, not {from_zone.named}")
    if not obj.cards:
        return NothingHappens(rule, f"{name} is not a card: only a card can be {word}ed")
    return obj


def _enter_face_down(game: Game, player: str, obj: GameObject, kind: FaceDown, rule: str) -> GameObject:
    """CR 708.3: turned face down, then put onto the battlefield: it enters."""
    new = settle_entered(
        game, game.move(obj.id, Zone.BATTLEFIELD, controller=player, status=Status(face_down=kind))
    )
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=new.id,
            player=player,
            from_zone=obj.zone.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule=rule,
            note=f"face down ({kind.value})",
        )
    )
    return new


@action
def manifest(
    game: Game, player: str, *, from_zone: Zone = Zone.LIBRARY, obj_id: ObjectId | None = None
) -> None:
    """``player`` manifests the top card of their library (or of their
    ``from_zone``, or the card ``obj_id`` there): it enters the battlefield
    face down under their control, a 2/2 creature with no name, text,
    subtypes or mana cost (CR 701.40a, 708.3). No card there, or not a card:
    nothing happens. (No effect yet stops a face-down object from entering,
    701.40f.)"""
    found = _card_to_turn_down(game, player, from_zone, obj_id, "701.40a", "manifest")
    if isinstance(found, NothingHappens):
        ignored(game, found.rule, found.note, obj_id)
        return
    _enter_face_down(game, player, found, FaceDown.MANIFEST, "701.40a")


@action
def manifest_dread(game: Game, player: str, *, keep: ObjectId | None = None) -> None:
    """``player`` manifests dread (CR 701.62a): looks at the top two cards of
    their library, manifests ``keep`` (default: the top one) and puts the
    other into their graveyard. An empty library: nothing happens."""
    game.player(player)
    looked = game.objects(Zone.LIBRARY, player)[:2]
    if not looked:
        ignored(game, "701.62a", f"{player}'s library is empty: there is nothing to manifest")
        _manifested_dread(game, player, None)  # 701.62b: all the same
        return
    chosen = looked[0] if keep is None else next((o for o in looked if o.id == keep), None)
    if chosen is None:
        valid = ", ".join(f"#{o.id}" for o in looked)
        raise MalformedInput(f"keep={keep!r}: the cards looked at are {valid}")
    _enter_face_down(game, player, chosen, FaceDown.MANIFEST_DREAD, "701.62a")
    binned = [game.move(other.id, Zone.GRAVEYARD).id for other in looked if other.id != chosen.id]
    _manifested_dread(game, player, binned[0] if binned else None)


def _manifested_dread(game: Game, player: str, binned: ObjectId | None) -> None:
    """CR 701.62b: the player has manifested dread, what could be done of it
    done ("whenever you manifest dread" triggers on this event), with the
    card they put into their graveyard this way, if any (a public card)."""
    game.record(Event(EventKind.MANIFESTED_DREAD, object=binned, player=player, rule="701.62b"))


@action
def cloak(game: Game, player: str, *, obj_id: ObjectId | None = None, from_zone: Zone = Zone.LIBRARY) -> None:
    """``player`` cloaks a card, as :func:`manifest` does but with ward {2}
    while face down (CR 701.58a; the ward comes from the face-down layer)."""
    found = _card_to_turn_down(game, player, from_zone, obj_id, "701.58a", "cloak")
    if isinstance(found, NothingHappens):
        ignored(game, found.rule, found.note, obj_id)
        return
    _enter_face_down(game, player, found, FaceDown.CLOAK, "701.58a")
