"""Kaldheim (2021): the modal double-faced god Valki, God of Lies // Tibalt,
Cosmic Impostor (its creature face; Tibalt's loyalty abilities are in
:mod:`.planeswalkers`, its emblem isn't modelled).

Rulings covered: Valki's enters ability reveals each opponent's hand and
exiles a creature card from each; if Valki has left the battlefield before
it resolves, nothing is exiled (610.3c); the X ability works with the cards
exiled with this Valki only (607.2a, linked abilities), and Valki becomes a
copy of the card chosen, a creature card in exile (707.2: its front face).

The exiled cards return to their owners' hands right after Valki leaves
the battlefield (610.3, :mod:`mtgfaces.rules.abilities.until`), even as a
copy of one of them (it is the same permanent, 707.2).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities import until
from mtgfaces.rules.abilities.support import each_opponent, source_permanent
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import reveal
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.copies import copy_effect
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId

VALKI = "Valki, God of Lies"
EXILED_WITH = "exiled with Valki, God of Lies until it leaves the battlefield"
"""The note of the event linking a card to the Valki that exiled it (607.2a)."""


def exiled_with(game: Game, valki: ObjectId) -> list[GameObject]:
    """The cards still in exile that this Valki exiled (607.2a: the linked
    ability sees only those), from the log's links, oldest first."""
    found: list[GameObject] = []
    for event in game.log:
        if event.note != EXILED_WITH or event.new_object != valki or event.object is None:
            continue
        if event.object in game and game.get(event.object).zone is Zone.EXILE:
            found.append(game.get(event.object))
    return found


def _valki_enters(res: Resolution) -> None:
    """Each opponent reveals their hand (701.20a); for each, exile a creature
    card revealed (the first in hand), linked to this Valki; if it has left
    the battlefield, none (610.3c)."""
    game = res.game
    valki = source_permanent(res)
    for opponent in each_opponent(res):
        hand = game.objects(Zone.HAND, opponent)
        for card in hand:
            reveal(game, card, opponent)
        creature = next((c for c in hand if game.characteristics(c).has_type("Creature")), None)
        if valki is None or creature is None:
            continue
        for exiled in moves.leave(game, creature, Zone.EXILE):
            # 607.2a: linked to this Valki; 610.3: back to its owner's hand
            # when Valki leaves the battlefield.
            until.link(game, exiled.id, valki.id, Zone.HAND, res.controller, EXILED_WITH)


def _valki_becomes(res: Resolution) -> None:
    """Choose a creature card exiled with Valki with mana value X (the card
    named by the noted choice, else the oldest; the engine pays no mana, so
    X is that card's mana value); Valki becomes a copy of it (707.2)."""
    game = res.game
    valki = source_permanent(res)
    if valki is None:
        return
    named = res.noted.get("chosen", "").split("|")[0]
    cards = [c for c in exiled_with(game, valki.id) if game.characteristics(c).has_type("Creature")]
    chosen = next((c for c in cards if c.card.name == named), cards[0] if cards else None)
    if chosen is None:
        return
    effect = game.add_copy_effect(copy_effect(game, valki, chosen))
    game.record(
        Event(
            EventKind.EFFECT_ADDED,
            object=valki.id,
            player=res.controller,
            rule="707.2",
            note=f"copy effect #{effect.id}",
        )
    )


def _itself(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


script(
    Triggered(
        VALKI,
        "When Valki enters the battlefield, each opponent reveals their hand.",
        EventKind.ENTERED_BATTLEFIELD,
        _itself,
        _valki_enters,
        "607.2a",
    ),
    Activated(
        VALKI,
        "{X}: Choose a creature card exiled with Valki with mana value X.",
        Cost(mana="{X}"),
        _valki_becomes,
        "707.2",
    ),
)
