"""Regeneration (701.19): a shield that replaces the next destruction of a
permanent this turn with removing its damage, tapping it and removing it
from combat; and destruction itself (701.8), which the shields and
indestructible (702.12b) stop. Every destruction of the engine, by an
effect or by the state-based actions for lethal damage and deathtouch
(704.5g-h), goes through :func:`destroy`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import blocking, moves
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def add_shield(game: Game, obj_id: ObjectId, player: str, source: str) -> None:
    """701.19a: "regenerate [permanent]": the next time it would be
    destroyed this turn, it is regenerated instead. Shields add up; each
    is used once."""
    found = moves.find(game, obj_id, Zone.BATTLEFIELD)
    if found is None:
        return
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.REGENERATION_SHIELD,
            player,
            objects=(int(found.id),),
            until=Duration.END_OF_TURN,
            note=f"{source}: regenerate #{int(found.id)}",
        )
    )


def regenerated(game: Game, obj_id: ObjectId) -> bool:
    """701.19a: if a shield protects the permanent, use it: remove all
    damage marked on it, tap it, remove it from combat (506.4); it isn't
    destroyed."""
    shield = next(
        (
            e
            for e in game.rule_effects
            if e.kind is RuleEffectKind.REGENERATION_SHIELD and int(obj_id) in e.objects
        ),
        None,
    )
    if shield is None:
        return False
    game.end_rule_effect(shield.id, rule="701.19a")
    obj = game.get(obj_id)
    status = obj.status._replace(damage=0, deathtouched=False, tapped=True, attacking=None, blocking=None)
    game.replace(obj._replace(status=status))
    game.record(Event(EventKind.IGNORED, object=obj_id, rule="701.19a", note="regenerated: not destroyed"))
    return True


def destroy(game: Game, obj_id: ObjectId, *, can_regenerate: bool = True) -> bool:
    """701.8a: move the permanent to its owner's graveyard, unless it is
    indestructible (702.12b) or regenerated (701.19a; not if it "can't be
    regenerated", 701.19c). Whether it was destroyed."""
    found = moves.find(game, obj_id, Zone.BATTLEFIELD)
    if found is None:
        return False
    if blocking.has_keyword(game, found, "Indestructible"):
        ignored(game, "702.12b", "an indestructible permanent isn't destroyed", found)
        return False
    if can_regenerate and regenerated(game, found.id):
        return False
    moves.move(game, found.id, Zone.GRAVEYARD)
    return True
