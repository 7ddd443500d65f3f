"""Throne of Eldraine (2019): the Adventurer cards Brazen Borrower // Petty
Theft and Bonecrusher Giant // Stomp.

Rulings covered: an Adventure resolves and is exiled, its creature may be
cast from exile later (715.3d, done by the engine); Brazen Borrower has
flash only as a creature (702.8a, 715.3a: the Adventure is an instant
anyway); Petty Theft returns only a nonland permanent an opponent
controls, to its owner's hand (608.2b: otherwise it does nothing);
Bonecrusher Giant's ability triggers when it becomes the target of a spell
(603.2, 115.10), Stomp included, and the damage goes to that spell's
controller, noted as it triggers (603.10), even if the spell is countered.

Stomp's "Damage can't be prevented this turn" (615.12) stops protection's
and Moonmist's prevention for the rest of the turn; Brazen Borrower's "can
block only creatures with flying" is checked as blockers are declared
(:func:`mtgfaces.rules.actions.combat.can_block`).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import combat, moves
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.state.abilities import (
    Resolution,
    SpellAbility,
    TargetKind,
    Targets,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId

PETTY_THEFT_TARGETS = Targets(TargetKind.NONLAND_PERMANENT_AN_OPPONENT_CONTROLS)
STOMP_TARGETS = Targets(TargetKind.ANY)


def _petty_theft(res: Resolution) -> None:
    """Return target nonland permanent an opponent controls to its owner's
    hand (608.2b: a target that is no longer legal is not affected)."""
    game = res.game
    for target in res.legal_targets():
        if isinstance(target, str) or not is_legal_target(
            game, res.controller, None, PETTY_THEFT_TARGETS, target
        ):
            continue
        if game.controller(target) in game.opponents(res.controller):
            moves.move(game, ObjectId(target), Zone.HAND)


def _stomp(res: Resolution) -> None:
    """Damage can't be prevented this turn (615.12); Stomp deals 2 damage to
    any target (115.4), if it is still legal."""
    game = res.game
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.DAMAGE_CANT_BE_PREVENTED,
            res.controller,
            until=Duration.END_OF_TURN,
            note="Stomp: damage can't be prevented this turn",
        )
    )
    for target in res.legal_targets():
        if is_legal_target(game, res.controller, None, STOMP_TARGETS, target):
            combat.deal_damage(game, res.source, target, 2)


def _targeted_by_a_spell(check: TriggerCheck) -> bool:
    """115.10: it becomes the target of a spell as that spell is cast
    targeting it (601.2c)."""
    game, event = check.game, check.event
    if event.object is None or event.object not in game:
        return False
    spell = game.get(event.object)
    return spell.zone is Zone.STACK and spell.ability is None and check.source.id in spell.status.targets


def _spell_controller(check: TriggerCheck) -> dict[str, str]:
    """603.10: "that spell's controller", looked at as it triggers."""
    assert check.event.object is not None
    return {"player": check.game.get(check.event.object).controller}


def _giant_deals_two(res: Resolution) -> None:
    """The Giant deals 2 damage to that spell's controller (120.3a)."""
    combat.deal_damage(res.game, res.source, res.noted["player"], 2)


script(
    SpellAbility(
        "Petty Theft",
        "Return target nonland permanent an opponent controls to its owner's hand.",
        _petty_theft,
        "608.2b",
        targets=PETTY_THEFT_TARGETS,
    ),
    SpellAbility(
        "Stomp",
        "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
        _stomp,
        "120.3",
        targets=STOMP_TARGETS,
    ),
    Triggered(
        "Bonecrusher Giant",
        "Whenever Bonecrusher Giant becomes the target of a spell",
        EventKind.CAST,
        _targeted_by_a_spell,
        _giant_deals_two,
        "603.2",
        note=_spell_controller,
    ),
)
