"""Battles (CR 310): defense counters and protectors.

A battle enters with defense counters equal to its printed defense (310.4b,
a replacement effect, 614.1c); on the battlefield its defense is the number
of them (310.4c), and damage dealt to it removes that many (310.6, 120.3h).
As it enters its controller chooses its protector (310.8a): for a Siege, one
of their opponents (310.11a); for a battle with no battle type, themselves.
The protector is kept on the permanent (``Status.protector``).

The state-based actions of battles (704.5v-x) read :func:`defeated` and
:func:`protector_needed`; combat reads :func:`protector` (the defending
player of an attack on a battle, 310.8d, 508.5).

The card data has no printed defense for any real battle (a gap of the
source, not of the rules): such a battle has no number to enter with, and
:func:`printed_defense` says ``None``; the coverage says so
(:data:`NO_DEFENSE`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.delayed import DELAYED_PART
from mtgfaces.rules.state.status import Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

DEFENSE = "defense"
"""The kind of counter a battle's defense is counted in (310.4c)."""

SIEGE = "Siege"  # CR 310.11

NO_DEFENSE = "(no printed defense in the data)"
"""What coverage says of a battle whose printed defense the data lacks."""


def is_battle(value: Characteristics) -> bool:
    return value.has_type("Battle")


def printed_defense(value: Characteristics) -> int | None:
    """CR 310.4a: the number printed in its lower right corner, or ``None``
    when the data has none (every real battle, a gap of the source)."""
    if value.defense is None or not value.defense.isdigit():
        return None
    return int(value.defense)


def defense(game: Game, obj: GameObject) -> int | None:
    """A battle's defense: on the battlefield, its defense counters (310.4c);
    elsewhere, its printed defense (310.4a); ``None`` if it isn't a battle."""
    value = game.characteristics(obj)
    if not is_battle(value):
        return None
    if obj.zone is Zone.BATTLEFIELD:
        return obj.status.counter(DEFENSE)
    return printed_defense(value)


def may_protect(game: Game, value: Characteristics, controller: str) -> list[str]:
    """The players who may be a battle's protector, in turn order: for a
    Siege, its controller's opponents still in the game (310.11a); for a
    battle with no battle type, its controller (310.8a)."""
    if SIEGE in value.subtypes:
        return [p for p in game.opponents(controller) if not game.player(p).has_lost]
    return [controller] if not game.player(controller).has_lost else []


def choose_protector(game: Game, value: Characteristics, controller: str, *, rule: str) -> str | None:
    """Its controller chooses a protector among those who may be (310.8a,
    310.11a; with no one to ask, the first in turn order); ``None`` when no
    player may be."""
    allowed = may_protect(game, value, controller)
    if not allowed:
        return None
    prompt = f"{value.name or 'A battle'}: which player protects it?"
    question = Question(controller, "protector", prompt, tuple(allowed), 1, 1, rule)
    (picked,) = ask(game, question, default=(allowed[0],))
    return picked


def entering(game: Game, value: Characteristics, status: Status, controller: str) -> Status:
    """What a battle is as it enters (614.1c): its printed defense in
    defense counters (310.4b; none when the data has no defense) and the
    protector its controller chooses (310.8a, 310.11a). Any other
    permanent's status is returned as it is."""
    if not is_battle(value):
        return status
    number = printed_defense(value)
    if number and not status.counter(DEFENSE):
        status = status.with_counters(DEFENSE, number)
    if status.protector is None:
        status = status._replace(protector=choose_protector(game, value, controller, rule="310.8a"))
    return status


def protector(game: Game, obj: GameObject) -> str | None:
    """The player who protects the battle (310.8e), or ``None``."""
    return obj.status.protector


def attacked(game: Game, obj: GameObject) -> bool:
    """Whether a creature is attacking the permanent (506.4, 704.5w)."""
    return any(o.status.attacking == obj.id for o in game.objects(Zone.BATTLEFIELD))


def source_of_pending_trigger(game: Game, obj: GameObject) -> bool:
    """Whether it is the source of a triggered ability that hasn't left the
    stack (704.5v: a Siege whose last defense counter was removed waits for
    its ability). The engine puts what triggered on the stack at the end of
    the action that made it trigger (603.3), before state-based actions are
    checked, so the stack says it all."""
    for on_stack in game.objects(Zone.STACK):
        ability = on_stack.ability
        if ability is None or ability.source != obj.id:
            continue
        options = dict(ability.options)
        key = options.get("script")
        if DELAYED_PART in options:
            return True  # a delayed triggered ability (603.7)
        try:
            if key is None or isinstance(registry.by_key(key), Triggered):
                return True
        except LookupError:
            return True  # an ability no script names any more: kept rather than lost
    return False


def defeated(game: Game, obj: GameObject, value: Characteristics) -> bool:
    """CR 704.5v: a battle with defense 0 that isn't the source of a
    triggered ability still on the stack."""
    return is_battle(value) and obj.status.counter(DEFENSE) <= 0 and not source_of_pending_trigger(game, obj)


def protector_needed(game: Game, obj: GameObject, value: Characteristics) -> str | None:
    """The state-based action a battle's protector calls for, by its rule,
    or ``None``: none in the game and no creature attacking it (704.5w,
    310.10), its protector one who can't be by its battle type (a Siege's
    controller, 704.5x; 310.10)."""
    if not is_battle(value):
        return None
    chosen = obj.status.protector
    if chosen is not None and chosen in game.players and not game.player(chosen).has_lost:
        if chosen in may_protect(game, value, game.controller(obj)):
            return None
        if SIEGE in value.subtypes and chosen == game.controller(obj):
            return "704.5x"
        return None if attacked(game, obj) else "310.10"
    return None if attacked(game, obj) else "704.5w"
