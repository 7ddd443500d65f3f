"""Fate Reforged (2015): the manifest cards of the seed rulings (S28-S36)."""

from __future__ import annotations

from mtgfaces.rules.abilities.model import Resolution, SpellAbility, TriggerCheck, Triggered
from mtgfaces.rules.abilities.registry import script
from mtgfaces.rules.actions import faces
from mtgfaces.rules.events import EventKind
from mtgfaces.rules.game import Step


def _manifest(res: Resolution) -> None:
    """701.40a: manifest the top card of your library."""
    faces.manifest(res.game, res.controller)


def _your_end_step(check: TriggerCheck) -> bool:
    game, event = check.game, check.event
    return event.note == Step.END.value and event.player == game.controller(check.source)


script(
    SpellAbility("Soul Summons", "Manifest the top card of your library.", _manifest, "701.40a"),
    Triggered(
        "Whisperwood Elemental",
        "At the beginning of your end step, manifest the top card of your library.",
        EventKind.TURN_STEP,
        _your_end_step,
        _manifest,
        "603.2",
    ),
)
