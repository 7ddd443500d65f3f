"""The planeswalker back faces of the seed and ruling cards: Jace,
Telepath Unbound (Magic Origins) and Tibalt, Cosmic Impostor (Kaldheim).

Rulings covered: a planeswalker enters with its printed loyalty in loyalty
counters (306.5b), here as the back face that entered (Jace returns
transformed with 5); a loyalty ability is activated once each turn, as a
sorcery, its cost put on or removed as loyalty counters (606.3, 606.4), a
negative cost only with enough counters (606.6); at 0 loyalty it goes to
its owner's graveyard (704.5i); damage to it removes loyalty (120.3c).

Not scripted: Jace's −9 and Tibalt's "As Tibalt enters" give emblems, which
the engine doesn't model (114); the "exile it instead" of Jace's −3 (a
replacement on that spell's move to the graveyard) isn't either.
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.model import Activated, Cost, Resolution, TargetKind, Targets
from mtgfaces.rules.abilities.registry import script
from mtgfaces.rules.abilities.support import add_mana
from mtgfaces.rules.actions import moves
from mtgfaces.rules.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.permissions import RuleEffect, RuleEffectKind

JACE = "Jace, Telepath Unbound"
TIBALT = "Tibalt, Cosmic Impostor"


def _weaken(res: Resolution) -> None:
    """Up to one target creature gets -2/-0 until your next turn (611.2b)."""
    objects = tuple(t for t in res.legal_targets() if not isinstance(t, str))
    if objects:
        res.game.add_effect(
            ContinuousEffect(
                0,
                0,
                Modification(power=-2),
                objects=objects,
                until=Duration.UNTIL_YOUR_NEXT_TURN,
                player=res.controller,
                note=f"{JACE}: -2/-0 until {res.controller}'s next turn",
            )
        )


def _flashback_this_turn(res: Resolution) -> None:
    """You may cast target instant or sorcery card from your graveyard this turn."""
    for target in res.legal_targets():
        if isinstance(target, str):
            continue
        card = res.game.get(target)
        if card.zone is Zone.GRAVEYARD:
            res.game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.MAY_CAST_FROM,
                    res.controller,
                    zone=Zone.GRAVEYARD,
                    cards=(card.card.name,),
                    until=Duration.END_OF_TURN,
                    note=f"{JACE}: may cast {card.card.name} from the graveyard this turn",
                )
            )


def _exile_each_top_card(res: Resolution) -> None:
    """Exile the top card of each player's library (cards exiled with Tibalt)."""
    for player in res.game.players:
        library = res.game.objects(Zone.LIBRARY, player)
        if library:
            moves.move(res.game, library[0].id, Zone.EXILE)


def _exile_target(res: Resolution) -> None:
    for target in res.legal_targets():
        if not isinstance(target, str):
            moves.move(res.game, target, Zone.EXILE)


def _exile_graveyards_add_rrr(res: Resolution) -> None:
    for player in res.game.players:
        for card in res.game.objects(Zone.GRAVEYARD, player):
            moves.move(res.game, card.id, Zone.EXILE)
    add_mana("{R}{R}{R}")(res)


script(
    Activated(
        JACE,
        "[+1]: Up to one target creature gets -2/-0",
        Cost(loyalty=1),
        _weaken,
        "611.2b",
        targets=Targets(TargetKind.CREATURE, minimum=0),
    ),
    Activated(
        JACE,
        "[−3]: You may cast target instant or sorcery card from your graveyard",
        Cost(loyalty=-3),
        _flashback_this_turn,
        "601.3",
        targets=Targets(TargetKind.INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD),
    ),
    Activated(
        TIBALT,
        "[+2]: Exile the top card of each player's library.",
        Cost(loyalty=2),
        _exile_each_top_card,
        "406.3",
    ),
    Activated(
        TIBALT,
        "[−3]: Exile target artifact or creature.",
        Cost(loyalty=-3),
        _exile_target,
        "406.3",
        targets=Targets(TargetKind.ARTIFACT_OR_CREATURE),
    ),
    Activated(
        TIBALT,
        "[−8]: Exile all graveyards. Add {R}{R}{R}.",
        Cost(loyalty=-8),
        _exile_graveyards_add_rrr,
        "106.4",
    ),
)
