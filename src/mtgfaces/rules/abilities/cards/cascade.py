"""Alara Reborn (2009): Bloodbraid Elf and cascade (702.85).

Rulings covered: cascade triggers as the spell is cast (702.85a, 603.2; it
works only while the spell is on the stack, 113.6) and looks at the spell's
mana value then (603.10); cards are exiled from the top of the library
until a nonland card with a lesser mana value is exiled, the mana value of
the card in exile: a double-faced card's front face's (712.8a, so a modal
card with a land back face is exiled as its spell face, S36), a split
card's combined halves' (709.4: Fire // Ice's 4 doesn't hit a 4); that card
may be cast without paying its mana cost (118.9) if the resulting spell's
mana value is less too (702.85a); it is cast while the ability resolves, so
no timing rule applies (608.2g, 117.1), but prohibitions do (Meddling Mage,
601.3); the other exiled cards go on the bottom of the library in a random
order, made by the game's random generator (702.85a, 701.24).

The player chooses (rules/state/choices.py): whether to cast it ("you may",
702.85a), offered face by face (a split card: each half that can be cast,
left first), and its targets (601.2c). With no one to ask: it is cast by the
first face that can be, aiming at the fewest targets its scripted ability
needs: opponents first, then its controller, then permanents in timestamp
order.
"""

from __future__ import annotations

from collections.abc import Sequence

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId


def _cast_itself(check: TriggerCheck) -> bool:
    """ "When you cast this spell" (702.85a)."""
    return check.event.object == check.source.id


def _spell_mana_value(check: TriggerCheck) -> dict[str, str]:
    """603.10: the cascading spell's mana value as it is cast."""
    return {"mana_value": str(int(check.game.characteristics(check.source).mana_value))}


def _bottom_in_random_order(game: Game, cards: Sequence[ObjectId]) -> None:
    """702.85a: the cards not cast go on the bottom in a random order (the
    game's random generator, 701.24)."""
    order = list(cards)
    game.rng.shuffle(order)
    for card in order:
        moves.move(game, card, Zone.LIBRARY, position="bottom")


def _cascade(res: Resolution) -> None:
    """702.85a: exile until a nonland card with lesser mana value; may cast
    it free; the rest to the bottom in a random order."""
    game, player, limit = res.game, res.controller, int(res.noted["mana_value"])
    exiled: list[ObjectId] = []
    hit: GameObject | None = None
    while library := game.objects(Zone.LIBRARY, player):
        new = game.move(library[0].id, Zone.EXILE)
        exiled.append(new.id)
        value = game.characteristics(new)
        if not value.is_land and value.mana_value < limit:
            hit = new
            break
    cast = False
    if hit is not None:
        cast = cast_free(game, player, hit, below=limit, what="Cascade", rule="702.85a", zone=Zone.EXILE)
    _bottom_in_random_order(game, [c for c in exiled if not (cast and hit is not None and c == hit.id)])


def cascade(face: str) -> Triggered:
    """The cascade ability of a face (702.85a; each instance triggers, 702.85c)."""
    return Triggered(
        face,
        "Cascade",
        EventKind.CAST,
        _cast_itself,
        _cascade,
        "702.85a",
        note=_spell_mana_value,
        zone=Zone.STACK,
    )


script(cascade("Bloodbraid Elf"))
