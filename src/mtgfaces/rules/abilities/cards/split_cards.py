"""Split cards (Apocalypse, 2001): Fire // Ice.

Rulings covered: only the half being cast is on the stack (709.3, 709.3b);
Fire divides its 2 damage as it is cast (601.2d): all of it to one target,
or 1 to each of two; a target that is no longer legal gets none and the
other keeps its share (608.2b); Ice taps target permanent, then its
controller draws a card (its two lines, in order, 608.2c); with its only
target gone Ice doesn't resolve and draws nothing (608.2b). Fire // Ice has
no fuse, so it can't be cast fused (702.102a); a fuse card's fused spell
would run both halves' abilities, left first (702.102d, the engine's stack).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat, turns
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.state.abilities import Resolution, SpellAbility, TargetKind, Targets
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId

FIRE_TARGETS = Targets(TargetKind.ANY, number=2, minimum=1)
ICE_TARGETS = Targets(TargetKind.PERMANENT)


def _fire(res: Resolution) -> None:
    """601.2d: 2 damage to one target, or 1 to each of two (each target of
    a divided effect gets at least 1); 608.2b: only to the legal ones."""
    game = res.game
    share = 2 if len(res.targets) == 1 else 1
    for target in res.legal_targets():
        if is_legal_target(game, res.controller, None, FIRE_TARGETS, target):
            combat.deal_damage(game, res.source, target, share)


def _tap(res: Resolution) -> None:
    """Tap target permanent (701.26a)."""
    game = res.game
    for target in res.legal_targets():
        if isinstance(target, str) or not is_legal_target(game, res.controller, None, ICE_TARGETS, target):
            continue
        permanent = game.get(ObjectId(target))
        if permanent.zone is Zone.BATTLEFIELD and not permanent.status.tapped:
            game.replace(permanent._replace(status=permanent.status._replace(tapped=True)))


def _draw(res: Resolution) -> None:
    """Draw a card (121.1)."""
    turns.draw(res.game, res.controller)


script(
    SpellAbility(
        "Fire",
        "Fire deals 2 damage divided as you choose among one or two targets.",
        _fire,
        "601.2d",
        targets=FIRE_TARGETS,
    ),
    SpellAbility("Ice", "Tap target permanent.", _tap, "701.26a", targets=ICE_TARGETS),
    SpellAbility("Ice", "Draw a card.", _draw, "121.1"),
)
