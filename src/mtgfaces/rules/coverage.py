"""Which lines of an object's rules text the engine runs, so that no one
mistakes silence for a ruling.

A line runs when a scripted ability covers it (:mod:`mtgfaces.rules.abilities`,
by the face's name and the line's start, 113.6) or when it is a line of
keywords the engine implements, each of them (keywords listed on one line,
separated by commas or semicolons, are separate abilities, 702.1). Reminder
text is not an ability (207.2).

>>> from mtgfaces.rules.state.game import Game
>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.cards.characteristics import Zone
>>> game = Game(["Alice", "Bob"])
>>> djinn = game.put(CardDB.default().card("Maelstrom Djinn"), zone=Zone.HAND, owner="Alice")
>>> unimplemented(game, djinn)
['When Maelstrom Djinn is turned face up, put two time counters on it and it gains vanishing.']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.model import Card
from mtgfaces.rules.actions.implemented import KEYWORDS_RUN, lines_not_run

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

__all__ = ["HALVES_SHARE_A_SIDE", "KEYWORDS_RUN", "halves_share_a_side", "lines_not_run", "unimplemented"]

HALVES_SHARE_A_SIDE = "(more than one half on the same side: the engine can cast only the first of them)"
"""What a card of more than two halves lacks (709.1: Who // What // When //
Where // Why's three middle halves are one side to the engine, so only
"What" can be cast)."""


def halves_share_a_side(card: Card) -> bool:
    """Whether two of the card's faces have the same side."""
    sides = [face.side for face in card.faces]
    return len(set(sides)) < len(sides)


def unimplemented(game: Game, obj: GameObject) -> list[str]:
    """The lines of the object's rules text now (its current face, copy
    effects and text changes applied) that the engine does not run, and
    whether its card has halves it can't cast."""
    gap = [HALVES_SHARE_A_SIDE] if halves_share_a_side(obj.card) else []
    return gap + lines_not_run(game.characteristics(obj))
