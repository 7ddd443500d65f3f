"""Triggered abilities: what the last action made trigger, put on the stack
(CR 603.2, 603.3).

An ability triggers when its event happens while its source has it (603.2,
603.6); it is put on the stack the next time a player would receive
priority, which for the engine is at the end of the action that caused it
(the action wrapper calls :func:`put_on_stack`): so a cast trigger goes on
the stack above the spell that caused it (seed ruling S24). Several at once
go on in APNAP order (603.3b): the active player's first, so the other
player's resolve first; each player's in the order they triggered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities import registry
from mtgfaces.rules.abilities.model import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.abilities.stack import put_ability
from mtgfaces.rules.events import Event, EventKind

if TYPE_CHECKING:
    from mtgfaces.rules.game import Game
    from mtgfaces.rules.objects import GameObject

_QUIET = frozenset({EventKind.IGNORED, EventKind.ABILITY_TRIGGERED, EventKind.CREATED})


def _sources(game: Game, event: Event) -> list[GameObject]:
    """Objects that may have an ability triggering on ``event``: the
    permanents, and the event's own object wherever it is now (a spell on
    the stack, a card that moved, 603.6)."""
    found = {o.id: o for o in game.objects(Zone.BATTLEFIELD)}
    for ref in (event.object, event.new_object):
        if ref is not None and ref in game and ref not in found:
            found[ref] = game.get(ref)
    return sorted(found.values(), key=lambda o: o.timestamp)


def pending(game: Game, start: int) -> list[tuple[GameObject, Triggered, dict[str, str]]]:
    """What the log's events from ``start`` on made trigger, in order."""
    found: list[tuple[GameObject, Triggered, dict[str, str]]] = []
    for event in game.log[start:]:
        if event.kind in _QUIET:
            continue
        for source in _sources(game, event):
            for ability in registry.abilities_of(game, source, Triggered):
                if ability.event is not event.kind or ability.zone is not source.zone:
                    continue
                check = TriggerCheck(game, event, source)
                if not ability.condition(check):
                    continue
                noted = ability.note(check) if ability.note else {}
                if ability.intervening_if is not None:
                    controller = game.controller(source)
                    now = Resolution(game, controller, source.id, source.card.name, (), noted)
                    if not ability.intervening_if(now):
                        continue  # 603.4: it doesn't trigger at all
                found.append((source, ability, noted))
    return found


def put_on_stack(game: Game) -> list[GameObject]:
    """Put what triggered since the last look on the stack, APNAP (603.3b)."""
    start = game.triggers_seen
    triggered = pending(game, start)
    game.triggers_seen = len(game.log)
    if not triggered:
        return []
    order = list(game.players)
    active = order.index(game.turn.active)
    apnap = order[active:] + order[:active]
    put: list[GameObject] = []
    for player in apnap:
        for source, ability, noted in triggered:
            controller = game.controller(source)
            if controller != player:
                continue
            made = put_ability(game, ability, source, controller, noted=noted)
            game.record(
                Event(
                    EventKind.ABILITY_TRIGGERED,
                    object=made.id,
                    player=controller,
                    rule=ability.rule,
                    note=f"{ability.face}: {ability.text}",
                )
            )
            put.append(made)
    game.triggers_seen = len(game.log)
    return put
