"""The state-based actions of attachments (704.5m, 704.5n, 704.5p): an Aura
attached to nothing, to something gone, or to something it can't enchant
goes to its owner's graveyard; an Equipment or Fortification attached to a
player or to a permanent it can't be attached to, and anything else
attached, becomes unattached and stays on the battlefield."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics
from mtgfaces.rules.actions.moves import attachment_kind, can_attach, can_enchant_player
from mtgfaces.rules.state.events import Event, EventKind

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject
    from mtgfaces.rules.state.status import ObjectId

Permanents = Sequence[tuple["GameObject", Characteristics]]


def _legal(game: Game, obj: GameObject, value: Characteristics) -> bool:
    """Whether what the permanent is attached to is still a legal object or
    player for it (303.4, 301.5, 301.6)."""
    target = obj.status.attached_to
    controller = game.controller(obj)
    if isinstance(target, str):
        return can_enchant_player(game, value, controller, target) and not game.player(target).has_lost
    if target is None or target not in game:
        return False
    return can_attach(game, value, controller, game.get(target), attachment=obj.id)


def illegal_auras(game: Game, permanents: Permanents) -> list[ObjectId]:
    """704.5m: the Auras attached to an illegal object or player, or to none."""
    return [
        obj.id
        for obj, value in permanents
        if attachment_kind(value) == "Aura" and not _legal(game, obj, value)
    ]


def unattach_illegal(game: Game, permanents: Permanents) -> bool:
    """704.5n, 704.5p: unattach each Equipment or Fortification attached to a
    player or to a permanent it can't be attached to, and each other
    permanent (not an Aura) attached to anything; whether any was."""
    acted = False
    for obj, value in permanents:
        if obj.status.attached_to is None:
            continue
        kind = attachment_kind(value)
        if kind == "Aura":
            continue  # 704.5m: to the graveyard, with the other state-based actions
        if kind is not None and not isinstance(obj.status.attached_to, str) and _legal(game, obj, value):
            continue
        rule = "704.5n" if kind is not None else "704.5p"
        now = game.get(obj.id)
        game.replace(now._replace(status=now.status._replace(attached_to=None)))
        game.record(
            Event(
                EventKind.ATTACHED, object=obj.id, player=game.controller(obj), rule=rule, note="unattached"
            )
        )
        acted = True
    return acted
