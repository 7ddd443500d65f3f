"""Fate Reforged (2015): Whisperwood Elemental's second ability (its first,
the end step manifest, is in :mod:`.fate_reforged`).

Rulings covered: sacrificing it is the cost (602.2h, 701.21a), so it isn't
one of the creatures affected; the ability affects only the face-up
nontoken creatures its controller controls as it resolves (611.2c: a
creature that enters later doesn't gain it, nor does a face-down one),
until end of turn (514.2); the granted "When this creature dies" ability
triggers as the creature goes to the graveyard and is looked at as the
creature last existed on the battlefield (603.10a, last known
information), and its controller manifests the top card of their library
(701.40a).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import manifesting
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.registry import grant, script

WHISPERWOOD = "Whisperwood Elemental"
GRANTED = "When this creature dies, manifest the top card of your library."


def _grant_dies_manifest(res: Resolution) -> None:
    """611.2c: face-up nontoken creatures you control now gain the ability
    until end of turn."""
    game = res.game
    creatures = tuple(
        p.id
        for p in game.objects(Zone.BATTLEFIELD, res.controller)
        if not p.is_token and not p.is_face_down and game.characteristics(p).has_type("Creature")
    )
    if creatures:
        game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(add_abilities=(GRANTED,)),
                objects=creatures,
                until=Duration.END_OF_TURN,
                player=res.controller,
                note=f'{WHISPERWOOD}: "{GRANTED}" until end of turn',
            )
        )


def _this_dies(check: TriggerCheck) -> bool:
    """700.4: "dies" means put into a graveyard from the battlefield."""
    event = check.event
    return (
        event.object == check.source.id
        and event.from_zone == Zone.BATTLEFIELD.value
        and event.to_zone == Zone.GRAVEYARD.value
    )


def _manifest(res: Resolution) -> None:
    """701.40a: manifest the top card of your library."""
    manifesting.manifest(res.game, res.controller)


script(
    Activated(
        WHISPERWOOD,
        f"Sacrifice {WHISPERWOOD}: Until end of turn, face-up nontoken creatures you control gain",
        Cost(sacrifice_self=True),
        _grant_dies_manifest,
        "611.2c",
    ),
)
grant(Triggered(WHISPERWOOD, GRANTED, EventKind.ZONE_CHANGE, _this_dies, _manifest, "603.10a"))
