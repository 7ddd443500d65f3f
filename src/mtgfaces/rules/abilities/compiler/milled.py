"""Compiled abilities about cards put into a graveyard from a library
(CR 603.2c, 404.2): "whenever one or more cards are put into your graveyard
from your library" (one trigger for the cards put there together), and
"each opponent loses 1 life for each card type among those cards" (205.2a,
608.2h: the types noted as it triggers); the clauses by rule name in
:data:`CLAUSES`."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, amount
from mtgfaces.rules.state.abilities import Effect, Resolution, TriggerCheck
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.objects import GameObject

CARD_TYPES = "card types"
"""The noted number of card types among the cards the trigger saw."""


def _now(game: Game, event: Event) -> GameObject | None:
    """The object the card put into the graveyard by ``event`` is now, after
    any zone changes since (400.7): the same card, whatever became of it."""
    current, after = event.new_object, False
    for later in game.log[game.triggers_seen :]:  # the events taken together (603.2c)
        if later is event:
            after = True
        elif after and later.kind is EventKind.ZONE_CHANGE and later.object == current:
            current = later.new_object
    return game.get(current) if current is not None and current in game else None


def _yours_from_library(check: TriggerCheck, event: Event) -> bool:
    if event.kind is not EventKind.ZONE_CHANGE:
        return False
    if (event.from_zone, event.to_zone) != (Zone.LIBRARY.value, Zone.GRAVEYARD.value):
        return False
    card = _now(check.game, event)
    return card is not None and card.owner == ability_controller(check)


def put_from_your_library(check: TriggerCheck) -> bool:
    """404.2: a card its owner's library put into their graveyard (milled,
    discarded from the top, surveiled: any way), that owner this ability's
    controller."""
    return _yours_from_library(check, check.event)


def card_types_among(check: TriggerCheck) -> dict[str, str]:
    """603.2c, 608.2h, 205.2a: the card types among the cards put into its
    controller's graveyard from their library together (the events since
    triggered abilities were last put on the stack), as they are there, or
    as they were there for one that has left it since (its printed
    characteristics in a graveyard, 712.8a, 709.4)."""
    game = check.game
    types: set[str] = set()
    for event in game.log[game.triggers_seen :]:
        card = _now(game, event) if _yours_from_library(check, event) else None
        if card is None:
            continue
        if card.zone is Zone.GRAVEYARD:
            types.update(game.characteristics(card).types)
        else:
            types.update(rules_for(card.card).base(card.card, Zone.GRAVEYARD).characteristics.types)
    return {CARD_TYPES: str(len(types))}


def _lose_life_per_card_type(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    if not reading.card_types_noted:
        raise Unreadable("'card type among those cards' with no cards the trigger saw")
    players = reading.players(parts[0])
    each = amount(parts[1])

    def lose(res: Resolution) -> None:
        """119.3, 608.2h: "each opponent loses 1 life for each card type
        among those cards", the types noted as it triggered."""
        types = int(res.noted.get(CARD_TYPES) or 0)
        for player in players(res):
            if types:
                change_life(res.game, player, -each(res) * types)

    return lose


CLAUSES: dict[str, Builder] = {"lose_life_per_card_type": _lose_life_per_card_type}
"""The clauses about cards put into a graveyard from a library, by rule name."""
