"""Fate Reforged (2015): the manifest cards of the seed rulings (S28-S36)."""

from __future__ import annotations

from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card, Layout, make_face
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import manifesting, moves
from mtgfaces.rules.state.abilities import Resolution, SpellAbility, TriggerCheck, Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step
from mtgfaces.rules.state.registry import script


def _manifest(res: Resolution) -> None:
    """701.40a: manifest the top card of your library."""
    manifesting.manifest(res.game, res.controller)


def _your_end_step(check: TriggerCheck) -> bool:
    game, event = check.game, check.event
    return event.note == Step.END.value and event.player == game.controller(check.source)


SPIRIT = Card(
    name="Spirit",
    layout=Layout.TOKEN,
    faces=(
        make_face(
            "Spirit",
            type_line="Creature — Spirit",
            color_indicator=(Color.WHITE,),
            oracle_text="Flying",
            power="1",
            toughness="1",
        ),
    ),
)


def _entered_itself(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


def _outcast_mode(res: Resolution) -> None:
    """Choose one (700.2): a +1/+1 counter on it (the default; 400.7: only if
    it is still the same permanent), or (``chosen`` "spirit") a 1/1 white
    Spirit creature token with flying (111.2)."""

    game = res.game
    if "spirit" in res.noted.get("chosen", "").lower():
        create_token(game, SPIRIT, res.controller)
        return
    outcast = res.source_object()
    if outcast is not None:
        moves.add_counters(game, outcast.id, "+1/+1", 1)


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
    Triggered(
        "Sandsteppe Outcast",
        "When Sandsteppe Outcast enters the battlefield, choose one",
        EventKind.ENTERED_BATTLEFIELD,
        _entered_itself,
        _outcast_mode,
        "603.6a",
    ),
)
