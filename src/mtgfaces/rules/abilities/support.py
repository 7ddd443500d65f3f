"""Small pieces the card scripts share: finding the source, opponents,
mana spent, adding mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card
from mtgfaces.rules.abilities.model import Effect, Resolution
from mtgfaces.rules.events import Event, EventKind
from mtgfaces.rules.status import ObjectId, Status

if TYPE_CHECKING:
    from mtgfaces.rules.game import Game
    from mtgfaces.rules.objects import GameObject


def source_permanent(res: Resolution) -> GameObject | None:
    """The source, if it is still the same permanent (400.7: a card that left
    and came back is a new object the ability can't find)."""
    return res.source_object(Zone.BATTLEFIELD)


def each_opponent(res: Resolution) -> list[str]:
    """The controller's opponents still in the game, in turn order (102.2)."""
    game = res.game
    return [p for p in game.opponents(res.controller) if not game.player(p).has_lost]


def mana_spent(game: Game, spell_id: ObjectId, cast_note: str) -> int:
    """The mana spent to cast a spell (601.2h). The engine models no mana
    payment, so it is the mana cost paid: the spell's mana value on the
    stack with its X (202.3e), or none when cast without paying it (118.9)."""
    if "without paying its mana cost" in cast_note or spell_id not in game:
        return 0
    return int(game.characteristics(spell_id).mana_value)


def add_mana(*symbols: str) -> Effect:
    """A mana ability's effect (106.1, 605): ``symbols`` are the choices, the
    first unless the activation chose another (``chosen``: "R" or "{R}").
    The engine keeps no mana pool, so the mana is recorded as an event."""

    def add(res: Resolution) -> None:
        wanted = res.noted.get("chosen", "").split("|")[0].strip().strip("{}").upper()
        chosen = next((s for s in symbols if s.strip("{}") == wanted), symbols[0])
        res.game.record(
            Event(EventKind.MANA_ADDED, object=res.source, player=res.controller, rule="106.4", note=chosen)
        )

    return add


def create_token(game: Game, token: Card, controller: str) -> GameObject:
    """Create a token with its own characteristics (111.2: owned and
    controlled by the player who created it), new under them this turn
    (302.6); it enters the battlefield (603.6a)."""
    made = game.put(
        token,
        zone=Zone.BATTLEFIELD,
        owner=controller,
        is_token=True,
        status=Status(controlled_since=game.turn.number),
    )
    for kind in (EventKind.TOKEN_CREATED, EventKind.ENTERED_BATTLEFIELD):
        game.record(
            Event(kind, object=made.id, player=controller, to_zone=Zone.BATTLEFIELD.value, rule="111.2")
        )
    return made
