"""Champions of Kamigawa block: the flip seed card (S13-S17)."""

from __future__ import annotations

from mtgfaces.cards.colors import Color
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.abilities import Damage, DamageReplacement, Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import script


def _damaged_an_opponent(check: TriggerCheck) -> bool:
    game, event = check.game, check.event
    return (
        event.object == check.source.id
        and event.player is not None
        and event.player in game.opponents(game.controller(check.source))
    )


def _flip(res: Resolution) -> None:
    """710.3: flip it, if it is still the same permanent."""
    runner = source_permanent(res)
    if runner is not None:
        faces.flip(res.game, runner.id)


def _plus_one(game: Game, permanent: GameObject, dealt: Damage) -> int:
    """A red source dealing damage to a player deals that much plus 1 (614.1a)."""
    source, amount = dealt.source, dealt.amount
    if not isinstance(dealt.to, str) or source is None or source not in game or amount <= 0:
        return amount
    return amount + 1 if Color.RED in game.characteristics(source).colors else amount


script(
    Triggered(
        "Akki Lavarunner",
        "Whenever Akki Lavarunner deals damage to an opponent, flip it.",
        EventKind.DAMAGE_DEALT,
        _damaged_an_opponent,
        _flip,
        "710.3",
    ),
    DamageReplacement(
        "Tok-Tok, Volcano Born",
        "If a red source would deal damage to a player",
        _plus_one,
        "614.1a",
    ),
)
