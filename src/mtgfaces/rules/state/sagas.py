"""Sagas (CR 714): lore counters and chapter abilities.

A Saga enters with a lore counter (714.3a; as it enters, so also when a
double-faced card's Saga face enters transformed), gets another as its
controller's precombat main phase begins (714.3c), and each chapter ability
triggers as the count reaches its number (714.2b). A Saga whose lore
counters reach its final chapter number is sacrificed as a state-based
action once none of its chapter abilities is on the stack (714.4).

What each chapter does is the card's script (rules/abilities/cards/); the
scripts' trigger condition is :func:`chapter_reached`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.objects import GameObject

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

LORE = "lore"
_CHAPTER = re.compile(r"^(?P<numbers>[IVX]+(?:, [IVX]+)*) —")
_CHAPTER_KEY = re.compile(r": [IVX]+(?:, [IVX]+)* —")  # a chapter script's key, "FACE: I, II —"
_ROMAN = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7, "VIII": 8, "IX": 9, "X": 10}


def chapters(value: Characteristics) -> list[int]:
    """The chapter numbers of an object's chapter abilities (714.2a, 714.2c:
    "I, II — ..." is two)."""
    found: list[int] = []
    for line in value.abilities:
        match = _CHAPTER.match(line)
        if match:
            found += [_ROMAN[n] for n in match.group("numbers").split(", ") if n in _ROMAN]
    return found


def final_chapter(value: Characteristics) -> int:
    """CR 714.2d: the greatest chapter number, 0 with no chapter ability."""
    return max(chapters(value), default=0)


def is_saga(value: Characteristics) -> bool:
    """A Saga with one or more chapter abilities (714.3c, 714.4)."""
    return "Saga" in value.subtypes and bool(chapters(value))


def add_lore(game: Game, permanent: GameObject, rule: str) -> None:
    """Put a lore counter on the Saga (714.3)."""
    game.replace(permanent._replace(status=permanent.status.with_counters(LORE, 1)))
    game.record(Event(EventKind.COUNTERS_ADDED, object=permanent.id, note=f"1 {LORE}", rule=rule))


def enters_with_lore(game: Game, permanent: GameObject) -> None:
    """CR 714.3a: a Saga enters with a lore counter (a replacement effect,
    applied as it enters)."""
    value = game.characteristics(permanent)
    if permanent.zone is Zone.BATTLEFIELD and "Saga" in value.subtypes and not permanent.status.counter(LORE):
        add_lore(game, permanent, "714.3a")


def precombat_main(game: Game) -> None:
    """CR 714.3c: as the active player's precombat main phase begins, each
    Saga they control with a chapter ability gets a lore counter (a
    turn-based action)."""
    for permanent in game.objects(Zone.BATTLEFIELD, game.turn.active):
        if is_saga(game.characteristics(permanent)):
            add_lore(game, permanent, "714.3c")


def chapter_reached(game: Game, event: Event, source: GameObject, numbers: Iterable[int]) -> bool:
    """CR 714.2b: lore counters were put on ``source`` and their number went
    from less than one of ``numbers`` to at least it."""
    if event.kind is not EventKind.COUNTERS_ADDED or event.object != source.id:
        return False
    count, _, kind = event.note.partition(" ")
    if kind != LORE or not count.isdigit():
        return False
    now = source.status.counter(LORE)
    before = now - int(count)
    return any(before < n <= now for n in numbers)


def to_sacrifice(game: Game) -> list[GameObject]:
    """CR 714.4: the Sagas whose lore counters have reached their final
    chapter number and that aren't the source of a chapter ability still on
    the stack."""
    waiting = {
        o.ability.source
        for o in game.objects(Zone.STACK)
        if o.ability is not None and _CHAPTER_KEY.search(dict(o.ability.options).get("script", ""))
    }
    found = []
    for permanent in game.objects(Zone.BATTLEFIELD):
        value = game.characteristics(permanent)
        if not is_saga(value) or permanent.id in waiting:
            continue
        if permanent.status.counter(LORE) >= final_chapter(value):
            found.append(permanent)
    return found
