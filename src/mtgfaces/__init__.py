"""mtgfaces: a rules engine for the multi-faced cards of Magic: The Gathering.

Everything a program needs is one import away::

    import mtgfaces

    game = mtgfaces.Game(["Alice", "Bob"])
    shelter = game.put(mtgfaces.card("Sejiri Shelter"), zone=mtgfaces.Zone.HAND, owner="Alice")
    game.apply(mtgfaces.PlayLand("Alice", shelter.id, side=mtgfaces.Side.BACK))
    print(game.view("Bob"))

- cards: :func:`card` (any name, in any language the data has),
  :class:`CardDB`;
- the game: :class:`Game` (``legal_actions``, ``can``, ``verify``,
  ``apply``, ``view``, ``characteristics``), :func:`replay`,
  :func:`random_game`, :func:`dumps` and :func:`loads`;
- actions as values: :class:`PlayLand`, :class:`Cast`, :class:`Activate`,
  :class:`TurnFaceUp`, :class:`TurnConspiracyFaceUp`, :class:`Unlock`, :class:`Foretell`,
  :class:`PassPriority`, :class:`Choose` (an answer to a question),
  :class:`DeclareAttackers`,
  :class:`DeclareBlockers`, :class:`DiscardToHandSize`, :class:`Concede`,
  and :func:`parse_action` for their text form;
- errors: :class:`IllegalAction` (with its ``code`` and ``rule``),
  :class:`MalformedInput`, :class:`UnknownCard`;
- the referee's effect instructions (transform, meld, manifest...):
  :mod:`mtgfaces.referee`.

The names load on first use, so ``import mtgfaces`` stays cheap for the
command line.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import Characteristics, Zone
    from mtgfaces.cards.db import CardDB
    from mtgfaces.cards.model import Card, Side
    from mtgfaces.errors import IllegalAction, MalformedInput, MtgFacesError, UnknownCard
    from mtgfaces.rules.play import PlayableGame as Game
    from mtgfaces.rules.play import loads, random_game, replay
    from mtgfaces.rules.save import dumps
    from mtgfaces.rules.seat import Seat
    from mtgfaces.rules.state.decisions import (
        Action,
        Activate,
        Cast,
        Choose,
        Concede,
        DeclareAttackers,
        DeclareBlockers,
        DiscardToHandSize,
        Foretell,
        PassPriority,
        PlayLand,
        TurnConspiracyFaceUp,
        TurnFaceUp,
        Unlock,
    )
    from mtgfaces.rules.state.decisions import parse as parse_action
    from mtgfaces.rules.state.game import Result, Step
    from mtgfaces.rules.state.status import FaceDown, ObjectId
    from mtgfaces.rules.state.views import GameView

_DECISIONS = (
    "Action",
    "Activate",
    "Cast",
    "Choose",
    "Concede",
    "DeclareAttackers",
    "DeclareBlockers",
    "DiscardToHandSize",
    "Foretell",
    "PassPriority",
    "PlayLand",
    "TurnConspiracyFaceUp",
    "TurnFaceUp",
    "Unlock",
)
# Each public name: the module it comes from, and its name there.
_EXPORTS: dict[str, tuple[str, str]] = {
    "Card": ("mtgfaces.cards.model", "Card"),
    "CardDB": ("mtgfaces.cards.db", "CardDB"),
    "Characteristics": ("mtgfaces.cards.characteristics", "Characteristics"),
    "FaceDown": ("mtgfaces.rules.state.status", "FaceDown"),
    "Game": ("mtgfaces.rules.play", "PlayableGame"),
    "GameView": ("mtgfaces.rules.state.views", "GameView"),
    "IllegalAction": ("mtgfaces.errors", "IllegalAction"),
    "MalformedInput": ("mtgfaces.errors", "MalformedInput"),
    "MtgFacesError": ("mtgfaces.errors", "MtgFacesError"),
    "ObjectId": ("mtgfaces.rules.state.status", "ObjectId"),
    "Result": ("mtgfaces.rules.state.game", "Result"),
    "Seat": ("mtgfaces.rules.seat", "Seat"),
    "Side": ("mtgfaces.cards.model", "Side"),
    "Step": ("mtgfaces.rules.state.game", "Step"),
    "UnknownCard": ("mtgfaces.errors", "UnknownCard"),
    "Zone": ("mtgfaces.cards.characteristics", "Zone"),
    "dumps": ("mtgfaces.rules.save", "dumps"),
    "loads": ("mtgfaces.rules.play", "loads"),
    "parse_action": ("mtgfaces.rules.state.decisions", "parse"),
    "random_game": ("mtgfaces.rules.play", "random_game"),
    "replay": ("mtgfaces.rules.play", "replay"),
    **{name: ("mtgfaces.rules.state.decisions", name) for name in _DECISIONS},
}

__all__ = [
    "Action",
    "Activate",
    "Card",
    "CardDB",
    "Cast",
    "Characteristics",
    "Choose",
    "Concede",
    "DeclareAttackers",
    "DeclareBlockers",
    "DiscardToHandSize",
    "FaceDown",
    "Foretell",
    "Game",
    "GameView",
    "IllegalAction",
    "MalformedInput",
    "MtgFacesError",
    "ObjectId",
    "PassPriority",
    "PlayLand",
    "Result",
    "Seat",
    "Side",
    "Step",
    "TurnConspiracyFaceUp",
    "TurnFaceUp",
    "UnknownCard",
    "Unlock",
    "Zone",
    "card",
    "dumps",
    "loads",
    "parse_action",
    "random_game",
    "replay",
]


def card(name: str) -> Card:
    """The card with that name (full, a face's, in any language the data has;
    case and accents ignored) from the card database in use.
    ``UnknownCard`` with the closest real names if there is none.

    >>> card("Abri de Seijiri").name
    'Sejiri Shelter // Sejiri Glacier'
    """
    from mtgfaces.cards.db import CardDB

    return CardDB.default().card(name)


def __getattr__(name: str) -> Any:
    """Load a public name on first use (PEP 562)."""
    if name not in _EXPORTS:
        raise AttributeError(f"module 'mtgfaces' has no attribute {name!r}")
    module, attribute = _EXPORTS[name]
    value = getattr(importlib.import_module(module), attribute)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})
