"""FINAL FANTASY (2025): the seed cards of the 2025 release notes (S24, S25,
S21, S27)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.support import (
    each_opponent,
    mana_spent,
    source_permanent,
)
from mtgfaces.rules.actions import combat, faces, moves
from mtgfaces.rules.state import sagas
from mtgfaces.rules.state.abilities import (
    Activated,
    Cost,
    Resolution,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.registry import script

EMPEROR = "The Emperor of Palamecia"
ALEXANDER = "Summon: Alexander"
LORD_MASTER = "The Lord Master of Hell"


def _prevent_damage_to_your_creatures(res: Resolution) -> None:
    """Chapters I and II (714.2b): prevent all damage that would be dealt to
    creatures you control this turn (615.1)."""
    res.game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.PREVENT_DAMAGE_TO,
            filter=Filter(types=("Creature",)),
            player=res.controller,
            until=Duration.END_OF_TURN,
            note="Summon: Alexander: prevent all damage to creatures you control this turn",
        )
    )


def _tap_opponents_creatures(res: Resolution) -> None:
    """Chapter III (714.2b): tap all creatures your opponents control."""
    game = res.game
    for permanent in game.objects(Zone.BATTLEFIELD):
        theirs = game.controller(permanent) in each_opponent(res)
        if theirs and game.characteristics(permanent).has_type("Creature") and not permanent.status.tapped:
            game.replace(permanent._replace(status=permanent.status._replace(tapped=True)))


def _cast_noncreature_by_you(check: TriggerCheck) -> bool:
    game, event = check.game, check.event
    if event.player != game.controller(check.source) or event.object is None or event.object not in game:
        return False
    return not game.characteristics(event.object).has_type("Creature")


def _spent(check: TriggerCheck) -> dict[str, str]:
    """603.10: how much mana was spent, looked at as it triggers (the spell may
    be countered before the ability resolves, S24)."""
    assert check.event.object is not None
    return {"mana_spent": str(mana_spent(check.game, check.event.object))}


def _emperor_grows(res: Resolution) -> None:
    """Put a +1/+1 counter on it; then, with three or more, transform it
    (701.27f: not if it transformed since the ability was put on the stack)."""
    emperor = source_permanent(res)
    if emperor is None:
        return
    moves.add_counters(res.game, emperor.id, "+1/+1", 1)
    if res.game.get(emperor.id).status.counter("+1/+1") >= 3:
        faces.transform(res.game, emperor.id, source=emperor.id, since_transformations=res.transformations)


def _starfall(res: Resolution) -> None:
    """X is counted once, as the ability resolves (S25): noncreature, nonland
    cards in its controller's graveyard now."""
    game = res.game
    x = sum(
        1
        for card in game.objects(Zone.GRAVEYARD, res.controller)
        if not (value := game.characteristics(card)).has_type("Creature") and not value.has_type("Land")
    )
    for opponent in each_opponent(res):
        combat.deal_damage(game, res.source, opponent, x)


def _attacks(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


def _darkness(res: Resolution) -> None:
    """Cecil's controller loses that much life; then at half their starting
    life (20, CR 119.1) or less, untap Cecil and transform it."""
    game = res.game
    combat.lose_life(game, res.controller, int(res.noted["amount"]))
    cecil = source_permanent(res)
    if cecil is not None and game.player(res.controller).life <= 10:
        moves.untap(game, cecil)  # 701.26b; 122.1d: a stun counter is removed instead
        faces.transform(game, cecil.id, source=cecil.id, since_transformations=res.transformations)


def _protect(res: Resolution) -> None:
    """Other attacking creatures gain indestructible until end of turn."""
    game = res.game
    others = tuple(
        o.id for o in game.objects(Zone.BATTLEFIELD) if o.status.attacking is not None and o.id != res.source
    )
    if others:
        game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(add_abilities=("Indestructible",)),
                objects=others,
                until=Duration.END_OF_TURN,
                note="Protect: indestructible until end of turn",
            )
        )


def _exile_and_return_transformed(res: Resolution) -> None:
    """Exile it, then return it transformed under its owner's control; a card
    that isn't double-faced (a copy's card) stays in exile (712.14a, S21)."""
    fragments = source_permanent(res)
    if fragments is None:
        return
    for exiled in moves.leave(res.game, fragments, Zone.EXILE):
        moves.put_onto_battlefield(res.game, exiled.id, under=exiled.owner, transformed=True)


script(
    Triggered(
        EMPEROR,
        "Whenever you cast a noncreature spell, if at least four mana was spent",
        EventKind.CAST,
        _cast_noncreature_by_you,
        _emperor_grows,
        "603.4",
        note=_spent,
        intervening_if=lambda res: int(res.noted.get("mana_spent", "0")) >= 4,
    ),
    Triggered(
        LORD_MASTER,
        "Starfall — Whenever The Lord Master of Hell attacks",
        EventKind.ATTACKS,
        _attacks,
        _starfall,
        "508.3a",
    ),
    Triggered(
        "Cecil, Dark Knight",
        "Darkness — Whenever Cecil deals damage",
        EventKind.DAMAGE_DEALT,
        lambda check: check.event.object == check.source.id,
        _darkness,
        "603.2",
        note=lambda check: {"amount": check.event.note},
    ),
    Triggered(
        "Cecil, Redeemed Paladin",
        "Protect — Whenever Cecil attacks",
        EventKind.ATTACKS,
        _attacks,
        _protect,
        "508.3a",
    ),
    Triggered(
        ALEXANDER,
        "I, II —",
        EventKind.COUNTERS_ADDED,
        lambda check: sagas.chapter_reached(check.game, check.event, check.source, (1, 2)),
        _prevent_damage_to_your_creatures,
        "714.2b",
    ),
    Triggered(
        ALEXANDER,
        "III —",
        EventKind.COUNTERS_ADDED,
        lambda check: sagas.chapter_reached(check.game, check.event, check.source, (3,)),
        _tap_opponents_creatures,
        "714.2b",
    ),
    Activated(
        "Crystal Fragments",
        "{5}{W}{W}: Exile this Equipment, then return it to the battlefield transformed",
        Cost(mana="{5}{W}{W}"),
        _exile_and_return_transformed,
        "712.14a",
        sorcery_speed=True,
    ),
)
