"""The planeswalker back faces of the seed and ruling cards: Jace,
Telepath Unbound (Magic Origins) and Tibalt, Cosmic Impostor (Kaldheim).

Rulings covered: a planeswalker enters with its printed loyalty in loyalty
counters (306.5b), here as the back face that entered (Jace returns
transformed with 5); a loyalty ability is activated once each turn, as a
sorcery, its cost put on or removed as loyalty counters (606.3, 606.4), a
negative cost only with enough counters (606.6); at 0 loyalty it goes to
its owner's graveyard (704.5i); damage to it removes loyalty (120.3c).

Emblems (114) are objects in their owner's command zone whose abilities
work from there (114.4): Jace's −9 emblem triggers on its owner's spells;
Tibalt's, made as Tibalt enters (614.1c), lets its owner play the cards
exiled with that Tibalt (linked abilities, 607.2a). Not scripted: the
"exile it instead" of Jace's −3 (a replacement on that spell's move to the
graveyard, 614.1a), and spending mana as though it were any color (the
engine pays no mana).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card, Layout, make_face
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import (
    Activated,
    AsEnters,
    Cost,
    Resolution,
    Static,
    TargetKind,
    Targets,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.choices import choose_targets
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana_abilities import add_mana
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId, Target

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
            _link_to_tibalt(res, moves.leave(res.game, library[0], Zone.EXILE))


def _exile_target(res: Resolution) -> None:
    for target in res.legal_targets():
        if not isinstance(target, str):
            _link_to_tibalt(res, moves.leave(res.game, res.game.get(target), Zone.EXILE))


def _exile_graveyards_add_rrr(res: Resolution) -> None:
    for player in res.game.players:
        for card in res.game.objects(Zone.GRAVEYARD, player):
            moves.move(res.game, card.id, Zone.EXILE)
    add_mana("{R}{R}{R}")(res)


JACE_EMBLEM = Card(
    name="Jace, Telepath Unbound Emblem",
    layout=Layout.EMBLEM,
    faces=(
        make_face(
            "Jace, Telepath Unbound Emblem",
            type_line="Emblem — Jace",
            oracle_text="Whenever you cast a spell, target opponent mills five cards.",
        ),
    ),
)
TIBALT_EMBLEM = Card(
    name="Tibalt, Cosmic Impostor Emblem",
    layout=Layout.EMBLEM,
    faces=(
        make_face(
            "Tibalt, Cosmic Impostor Emblem",
            type_line="Emblem — Tibalt",
            oracle_text=(
                "You may play cards exiled with Tibalt, Cosmic Impostor, and you may spend mana as though "
                "it were mana of any color to cast those spells."
            ),
        ),
    ),
)
EXILED_WITH_TIBALT = "exiled with Tibalt, Cosmic Impostor"


def _emblem(game: Game, card: Card, player: str, source: ObjectId | None) -> None:
    """CR 114.2: the emblem is put into the command zone of its owner."""
    made = game.put(card, zone=Zone.COMMAND, owner=player)
    game.record(
        Event(
            EventKind.CREATED, object=made.id, new_object=source, player=player, rule="114.2", note="emblem"
        )
    )


def _jace_ultimate(res: Resolution) -> None:
    _emblem(res.game, JACE_EMBLEM, res.controller, res.source)


def _you_cast_a_spell(check: TriggerCheck) -> bool:
    return check.event.player == check.source.owner


def _an_opponent(check: TriggerCheck) -> tuple[Target, ...]:
    """603.3d: the emblem's owner chooses the target opponent."""
    opponents = [p for p in check.game.opponents(check.source.owner) if not check.game.player(p).has_lost]
    prompt = "Jace, Telepath Unbound's emblem: target opponent mills five cards"
    return choose_targets(check.game, check.source.owner, prompt, opponents)


def _mill_five(res: Resolution) -> None:
    """701.13: the targeted opponent puts the top five cards of their library
    into their graveyard."""
    for target in res.legal_targets():
        if isinstance(target, str):
            for card in res.game.objects(Zone.LIBRARY, target)[:5]:
                moves.move(res.game, card.id, Zone.GRAVEYARD)


def _tibalt_emblem(game: Game, tibalt: GameObject) -> None:
    """As Tibalt enters (614.1c), its controller gets the emblem, linked to
    this Tibalt (607.2a)."""
    _emblem(game, TIBALT_EMBLEM, game.controller(tibalt), tibalt.id)


def _exiled_with_tibalt(game: Game, emblem: GameObject) -> list[GameObject]:
    """The cards still in exile that the Tibalt this emblem came from exiled."""
    tibalt = next((e.new_object for e in game.log if e.rule == "114.2" and e.object == emblem.id), None)
    found: list[GameObject] = []
    for event in game.log:
        if event.note != EXILED_WITH_TIBALT or event.new_object != tibalt or event.object is None:
            continue
        if event.object in game:
            card = game.get(event.object)
            if card.zone is Zone.EXILE:
                found.append(card)
    return found


def _may_play_exiled(game: Game, emblem: GameObject) -> list[RuleEffect]:
    """You may play cards exiled with Tibalt (601.3, 305.1): one permission
    per owner, for exactly those objects."""
    by_owner: dict[str, list[GameObject]] = {}
    for card in _exiled_with_tibalt(game, emblem):
        by_owner.setdefault(card.owner, []).append(card)
    return [
        RuleEffect(
            -int(emblem.id),
            RuleEffectKind.MAY_PLAY_FROM,
            emblem.owner,
            zone=Zone.EXILE,
            zone_owner=owner,
            objects=tuple(int(c.id) for c in cards),
            note="Tibalt's emblem: may play the cards exiled with Tibalt",
        )
        for owner, cards in sorted(by_owner.items())
    ]


def _link_to_tibalt(res: Resolution, moved: list[GameObject]) -> None:
    for card in moved:
        res.game.record(
            Event(
                EventKind.EFFECT_ADDED,
                object=card.id,
                new_object=res.source,
                player=res.controller,
                rule="607.2a",
                note=EXILED_WITH_TIBALT,
            )
        )


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
    Activated(JACE, "[−9]: You get an emblem", Cost(loyalty=-9), _jace_ultimate, "114.2"),
    Triggered(
        "Jace, Telepath Unbound Emblem",
        "Whenever you cast a spell, target opponent mills five cards.",
        EventKind.CAST,
        _you_cast_a_spell,
        _mill_five,
        "114.4",
        zone=Zone.COMMAND,
        targets=_an_opponent,
    ),
    AsEnters(TIBALT, "As Tibalt enters the battlefield, you get an emblem", _tibalt_emblem, "114.2"),
    Static(
        "Tibalt, Cosmic Impostor Emblem", "You may play cards exiled with Tibalt", _may_play_exiled, "114.4"
    ),
)
