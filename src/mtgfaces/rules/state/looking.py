"""Who may look at an object's card (CR 400.2, 401.2, 402.3, 406.3, 708.5,
702.143a, 702.75a, 702.106a): the rule the views are built from, and the
permissions to look at cards exiled face down that instructions give
(recorded in the log, so saves and replays keep them)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.memo import LookGrant
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.rules.state.values import HIDDEN_ZONES

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def may_look(game: Game, obj: GameObject, viewer: str) -> bool:
    """Whether ``viewer`` may look at ``obj``'s card.

    Hidden zones: only one's own hand (CR 402.3); no one may look at a
    library, its owner included (401.2). Public zones show cards face up
    (400.2) except face-down ones: a face-down spell or permanent to its
    controller (708.5; a face-down creature to another player too while an
    effect lets that player look at it, Lumbering Laundry), a foretold card
    to its owner (702.143a, 702.143d), a
    face-down conspiracy in the command zone to its owner (702.106a), a
    card exiled face down to a player an instruction lets look at it, until
    it leaves exile (406.3: a player who looked at it and then exiled it
    face down; "you may look at that card for as long as it remains
    exiled"), and a card exiled with hideaway to the controller of the
    permanent that exiled it too (702.75a). No one else may examine a card
    exiled face down (406.3).
    """
    if obj.zone in HIDDEN_ZONES:
        return obj.zone is Zone.HAND and obj.owner == viewer
    source = face_down_source(game, obj)
    if source is not None:
        # An ability of a face-down permanent says nothing of its card to a
        # player who may not look at that permanent (708.5).
        return game.controller(source) == viewer
    kind = obj.status.face_down
    if kind is None:
        return True
    if obj.zone.is_stack_or_battlefield:
        return game.controller(obj) == viewer or _looks_at_face_down_creatures(game, obj, viewer)
    if kind is FaceDown.FORETELL:
        return obj.zone is Zone.EXILE and obj.owner == viewer
    if kind is FaceDown.HIDDEN_AGENDA:
        # 702.106a-b, 315.6: its owner (its controller) knows the card and
        # the name chosen in secret; no one else does until it is turned up.
        return obj.zone is Zone.COMMAND and obj.owner == viewer
    return obj.zone is Zone.EXILE and _allowed_to_look(game, obj, viewer)


def _looks_at_face_down_creatures(game: Game, obj: GameObject, viewer: str) -> bool:
    """A face-down creature on the battlefield a rule effect lets ``viewer``
    look at though another player controls it (Lumbering Laundry): only
    while that effect lasts."""
    kind = RuleEffectKind.MAY_LOOK_AT_FACE_DOWN_CREATURES
    return (
        obj.zone is Zone.BATTLEFIELD
        and any(e.kind is kind and e.player == viewer for e in game.rule_effects)
        and game.characteristics(obj).has_type("Creature")
    )


MAY_LOOK = "may look at"
"""The note of the event that lets a player look at a card exiled face down
(406.3): :func:`allow_to_look`."""


_LOOK_NOTES = frozenset({MAY_LOOK, "hidden away"})  # "hidden away": hideaway's, in older saves


def allow_to_look(
    game: Game, card: ObjectId, player: str, *, rule: str, controller_of: ObjectId | None = None
) -> None:
    """Let ``player`` look at ``card``, exiled face down, for as long as it
    remains exiled (406.3: even once the instruction no longer applies; a
    card that leaves exile is a new object, 400.7). ``controller_of``: a
    permanent whose controller may look at it too, while it is on the
    battlefield (hideaway, 702.75a). Recorded in the log, so saves and
    replays keep it."""
    game.record(
        Event(
            EventKind.EFFECT_ADDED,
            object=card,
            new_object=controller_of,
            player=player,
            rule=rule,
            note=MAY_LOOK,
        )
    )


def _allowed_to_look(game: Game, obj: GameObject, viewer: str) -> bool:
    """406.3, 702.75a: whether a permission recorded for this card (this
    object: one that left exile is new, 400.7) lets ``viewer`` look at it."""
    for player, permanent in look_grants(game).get(obj.id, ()):
        if player == viewer:
            return True
        if permanent is not None and permanent in game:
            source = game.get(permanent)
            if source.zone is Zone.BATTLEFIELD and game.controller(source) == viewer:
                return True
    return False


def look_grants(game: Game) -> dict[ObjectId, tuple[LookGrant, ...]]:
    """The permissions to look at cards exiled face down the log records,
    by card. Kept by the game and read on from where it stopped as the log
    grows (views are built often); read again from the start after the game
    was restored (an undo or a refused action cuts the log back)."""
    kept = game.memo.looks
    log = game.log
    if kept is None or kept[0] != game.restored_at or kept[1] > len(log):
        grants: dict[ObjectId, tuple[LookGrant, ...]] = {}
        start = 0
    else:
        _, start, grants = kept
    for at in range(start, len(log)):
        event = log[at]
        if event.note in _LOOK_NOTES and event.kind is EventKind.EFFECT_ADDED and event.object is not None:
            grants[event.object] = (*grants.get(event.object, ()), (event.player, event.new_object))
    game.memo.looks = (game.restored_at, len(log), grants)
    return grants


def face_down_source(game: Game, obj: GameObject) -> GameObject | None:
    """The face-down permanent or spell an ability on the stack comes from."""
    if obj.ability is None or obj.ability.source is None or obj.ability.source not in game:
        return None
    source = game.get(obj.ability.source)
    return source if source.is_face_down and source.zone.is_stack_or_battlefield else None
