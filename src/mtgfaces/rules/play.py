"""The front door for a program that plays: what a player may do now, as
values, and doing it (CR 117, 601, 602, 116.2).

- :func:`legal_actions` lists the :mod:`~mtgfaces.rules.state.decisions` one player
  can take now, and nothing else;
- :func:`verify` raises :class:`~mtgfaces.errors.IllegalAction` with the
  rule when an action isn't legal now, :func:`can` says whether it is, and
  :func:`apply` verifies and does it, all or nothing: state-based actions
  and triggered abilities follow (117.5), priority moves on (117.3), and the
  action is recorded in ``game.actions``;
- :func:`replay` rebuilds a game from its start position and actions.

:class:`PlayableGame` offers the same as methods (``mtgfaces.Game``).

The work is done by :mod:`mtgfaces.rules.front` (verify, can, apply) and
:mod:`mtgfaces.rules.listing` (legal actions); this module gathers them.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.cards.characteristics import Zone
>>> from mtgfaces.cards.model import Side
>>> from mtgfaces.rules.state.decisions import Concede, PassPriority, PlayLand
>>> game = PlayableGame(["Alice", "Bob"], pay_costs=False)
>>> shelter = game.put(CardDB.default().card("Sejiri Shelter"), zone=Zone.HAND, owner="Alice")
>>> bears = game.put(CardDB.default().card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
>>> [str(a) for a in game.legal_actions("Alice") if not isinstance(a, (PassPriority, Concede))]
['Alice: play #1 back', 'Alice: cast #1 front -> #2']
>>> _ = game.apply(PlayLand("Alice", shelter.id, side=Side.BACK))
>>> game.characteristics(game.objects(Zone.BATTLEFIELD)[-1]).name
'Sejiri Glacier'
>>> [str(a) for a in game.actions]
['Alice: play #1 back']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import coverage, load, priority
from mtgfaces.rules.actions import conspiracies, turns
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.front import apply, can, perform, verify
from mtgfaces.rules.listing import EXACT_DECLARATIONS, legal_actions
from mtgfaces.rules.state.decisions import (
    Action,
    Concede,
)
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.cards.decklist import Deck
    from mtgfaces.cards.model import Card

__all__ = [
    "EXACT_DECLARATIONS",
    "PlayableGame",
    "apply",
    "can",
    "legal_actions",
    "loads",
    "perform",
    "random_game",
    "replay",
    "verify",
]

# -- replaying and playing ------------------------------------------------------------------------


def replay(start: Game, actions: Iterable[Action]) -> Game:
    """A copy of ``start`` (a game before any of ``actions``) with each
    action applied again: equal to the game that took them, byte for byte
    when saved (the engine is deterministic, its randomness seeded)."""
    game = start.copy()
    for act in actions:
        apply(game, act)
    return game


def random_game(
    game: Game,
    rng: random.Random,
    *,
    max_actions: int = 10_000,
    max_turns: int | None = None,
    concede: bool = False,
    after: Callable[[Game, Action, Outcome], None] | None = None,
) -> list[Action]:
    """Play ``game`` to its end (or ``max_actions``, or until turn
    ``max_turns`` is over), every player choosing uniformly among their legal
    actions (never conceding unless ``concede``), the choices drawn from
    ``rng``; the actions taken, in order."""
    taken: list[Action] = []
    while len(taken) < max_actions and game.result() is None:
        if max_turns is not None and game.turn.number > max_turns:
            break
        who = priority.holder(game)
        assert who is not None
        legal = [a for a in legal_actions(game, who) if concede or not isinstance(a, Concede)]
        chosen = rng.choice(legal)
        outcome = apply(game, chosen)
        taken.append(chosen)
        if after is not None:
            after(game, chosen, outcome)
    return taken


class PlayableGame(Game):
    """A game a program plays (``mtgfaces.Game``): the game state with its
    players' front door as methods. See the module's functions.

    ``pay_costs`` (the default): every cost is paid with mana, life and the
    rest (601.2f-h); false, costs are recorded but never required.
    ``strict``: refuse to cast or play a card with lines of rules text the
    engine doesn't run (:meth:`unimplemented`), so that no one mistakes
    silence for a ruling."""

    def __init__(
        self,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        rules_as_of: str | None = None,
        pay_costs: bool = True,
        strict: bool = False,
        commander: bool = False,
    ) -> None:
        super().__init__(players, rng=rng, rules_as_of=rules_as_of, pay_costs=pay_costs, commander=commander)
        self.strict = strict

    @classmethod
    def from_decks(
        cls,
        decks: Mapping[str, Deck],
        *,
        rng: random.Random | None = None,
        pay_costs: bool = True,
        strict: bool = False,
    ) -> PlayableGame:
        """A game of the players in ``decks`` (seating order), set up to
        begin (103): each deck's commander in its owner's command zone
        (903.6; a Commander game, 40 life, when every deck has one), the
        rest shuffled into the library (103.3), seven cards drawn (103.5)."""
        commander = all(deck.commanders for deck in decks.values())
        game = cls(list(decks), rng=rng, pay_costs=pay_costs, strict=strict, commander=commander)
        for player, deck in decks.items():
            for entry in deck.commanders:
                game.designate_commander(game.put(entry.card, zone=Zone.COMMAND, owner=player).id)
            for card in deck.cards():
                game.put(card, zone=Zone.LIBRARY, owner=player)
            game.shuffle(player)
        for player in decks:
            turns.draw(game, player, 7)
        return game

    def copy(self) -> PlayableGame:
        twin = super().copy()
        assert isinstance(twin, PlayableGame)
        twin.strict = self.strict
        return twin

    def add_conspiracy(self, player: str, card: Card, *, named: Sequence[str] = ()) -> GameObject:
        """Start ``player`` with a conspiracy card in their command zone
        (315.2, 905.4), as the game is set up: face down with ``named``, the
        card name chosen in secret for its hidden agenda (one, 702.106a; two
        for double agenda, 702.106f), which only ``player`` sees until they
        turn it face up (:class:`TurnConspiracyFaceUp`, 702.106c); face up
        if it has no agenda. See :func:`conspiracies.put_conspiracy`.

        >>> import mtgfaces
        >>> game = mtgfaces.Game(["Alice", "Bob"])
        >>> _ = game.add_conspiracy("Alice", mtgfaces.card("Immediate Action"), named=["Grizzly Bears"])
        >>> game.view("Bob").player("Alice").command[0].visible
        False
        """
        return conspiracies.put_conspiracy(self, card, owner=player, named=named)

    def unimplemented(self, obj: GameObject | ObjectId) -> list[str]:
        """The lines of the object's rules text now that the engine doesn't
        run (a keyword it doesn't know, a line no script covers)."""
        return coverage.unimplemented(self, obj if isinstance(obj, GameObject) else self.get(obj))

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """The actions ``player`` (default: whoever may act now) can take now."""
        who = player if player is not None else priority.holder(self)
        return [] if who is None else legal_actions(self, who)

    def can(self, act: Action) -> bool:
        """Whether ``act`` is legal now."""
        return can(self, act)

    def verify(self, act: Action) -> None:
        """Raise ``IllegalAction`` with the rule unless ``act`` is legal now."""
        verify(self, act)

    def apply(self, act: Action) -> Outcome:
        """Take ``act`` (all or nothing) and return the events it caused."""
        return apply(self, act)

    @property
    def to_act(self) -> str | None:
        """Who may act now (holds priority or owes a declaration); ``None``
        once the game is over."""
        return priority.holder(self)


def loads(text: str) -> PlayableGame:
    """A saved game (:func:`mtgfaces.rules.save.dumps`) as a game to play on."""
    game = load.loads(text, game_class=PlayableGame)
    assert isinstance(game, PlayableGame)
    return game
