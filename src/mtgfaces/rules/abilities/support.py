"""Small pieces the card scripts share: finding the source, opponents,
mana spent, adding mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.model import Effect, Resolution
from mtgfaces.rules.events import Event, EventKind
from mtgfaces.rules.status import ObjectId

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
