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
from mtgfaces.rules.abilities import sieges
from mtgfaces.rules.actions.base import ignored, record_targeting
from mtgfaces.rules.actions.stack import delayed_part, put_ability, put_delayed
from mtgfaces.rules.state import registry, sagas
from mtgfaces.rules.state.abilities import GRAVEYARD_EVENTS, AsEnters, Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.board import Board, board
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.delayed import CAST_SPELL, DelayedTrigger, DelayedWhen
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

_QUIET = frozenset({EventKind.IGNORED, EventKind.ABILITY_TRIGGERED, EventKind.CREATED})


def _sources(game: Game, event: Event, index: Board) -> list[GameObject]:
    """Objects that may have an ability triggering on ``event``: the
    permanents, and the event's own object wherever it is now (a spell on
    the stack, a card that moved, 603.6), or, if it left the battlefield,
    as it last existed there (603.10a: "dies" looks back in time); and the
    emblems in the command zone (114.4); for the few events a card's
    ability triggers on from a graveyard (``GRAVEYARD_EVENTS``, 113.6), the
    cards in graveyards. Of the permanents and emblems, only those with an
    ability on the event's kind (``index``)."""
    found = {o.id: o for o in index.listening_to(event.kind)}
    if event.kind in GRAVEYARD_EVENTS:  # 113.6: the cards in graveyards with an ability on it
        found.update((o.id, o) for o in game.objects(Zone.GRAVEYARD))
    for ref in (event.object, event.new_object):
        if ref is None or ref in found or ref in index.sources:
            continue  # a permanent or emblem: in found if it has an ability on it
        if ref in game:
            found[ref] = game.get(ref)
        elif ref in game.last_known:
            found[ref] = game.last_known[ref].object
    return sorted(found.values(), key=lambda o: o.timestamp)


def _abilities(game: Game, source: GameObject, index: Board) -> list[Triggered]:
    """The source's triggered abilities now, or as it last existed on the
    battlefield if it has left (603.10a)."""
    known = game.last_known.get(source.id) if source.id not in game else None
    if known is None:
        kept = index.triggered.get(source.id)  # a permanent or emblem
        return list(kept) if kept is not None else registry.abilities_of(game, source, Triggered)
    if source.ability is not None or source.is_face_down:
        return []
    return registry.of(known.characteristics, Triggered)


def _controller(game: Game, source: GameObject) -> str:
    """Who controls the source, or controlled it last on the battlefield (603.3a)."""
    known = game.last_known.get(source.id) if source.id not in game else None
    return game.controller(source) if known is None else known.controller


def _enters_with_loyalty(game: Game, event: Event) -> None:
    """CR 306.5b: a planeswalker enters with loyalty counters equal to its
    printed loyalty (the face it entered with up)."""
    if event.object is None or event.object not in game:
        return
    permanent = game.get(event.object)
    value = game.characteristics(permanent)
    if permanent.zone is not Zone.BATTLEFIELD or not value.has_type("Planeswalker") or not value.loyalty:
        return
    if not value.loyalty.isdigit() or permanent.status.counter("loyalty"):
        return
    game.replace(permanent._replace(status=permanent.status.with_counters("loyalty", int(value.loyalty))))


def _waiting_controller(game: Game, waiting: Waiting) -> str:
    """603.3a, 603.7d: who controls a triggered ability that waits."""
    return waiting.controller if isinstance(waiting, DelayedTrigger) else _controller(game, waiting[0])


def apply_pending_as_enters(game: Game) -> None:
    """The "as it enters" replacements of what entered since the last look
    (614.1c): they apply as the permanent enters, so before state-based
    actions look at it (a Clone is a copy, not a 0/0, 704.5f)."""
    start = max(game.as_enters_seen, 0)
    game.as_enters_seen = len(game.log)
    apply_as_enters(game, start)
    game.as_enters_seen = len(game.log)


def apply_as_enters(game: Game, start: int) -> None:
    """CR 614.1c, 614.12: the "as it enters" (or "as it is turned face up")
    replacement effects of the permanents the log's events from ``start`` on
    put there, each once; one that made it a copy may give it others (a
    Clone copying Thing in the Ice enters with its counters, 707.2)."""
    for event in game.log[start:]:
        if event.kind not in (EventKind.ENTERED_BATTLEFIELD, EventKind.TURNED_FACE_UP):
            continue
        if event.kind is EventKind.ENTERED_BATTLEFIELD:
            _enters_with_loyalty(game, event)
            if event.object is not None and event.object in game:
                sagas.enters_with_lore(game, game.get(event.object))  # CR 714.3a
        done: set[str] = set()
        while event.object is not None and event.object in game:
            permanent = game.get(event.object)
            if permanent.zone is not Zone.BATTLEFIELD:
                break
            found = registry.abilities_of(game, permanent, AsEnters)
            todo = next((a for a in found if event.kind in a.on and a.key not in done), None)
            if todo is None:
                break
            done.add(todo.key)
            todo.apply(game, permanent)


Pending = tuple["GameObject", Triggered, dict[str, str], tuple[Target, ...]]


def pending(game: Game, start: int) -> list[Pending]:
    """What the log's events from ``start`` on made trigger, in order, with
    the values noted and the targets chosen."""
    found: list[Pending] = []
    moved: set[ObjectId] = set()
    for event in game.log[start:]:
        if event.kind in _QUIET:
            continue
        if event.kind is EventKind.ZONE_CHANGE and event.object is not None:
            # CR 712.21c-e: a melded permanent that leaves is one permanent
            # leaving, though each of its cards becomes an object: one event.
            if event.object in moved:
                continue
            moved.add(event.object)
        index = board(game)
        for source in _sources(game, event, index):
            for ability in _abilities(game, source, index):
                kinds = (ability.event, *ability.also)
                if event.kind not in kinds or ability.zone is not source.zone:
                    continue
                check = TriggerCheck(game, event, source)
                if not ability.condition(check):
                    continue
                noted = ability.note(check) if ability.note else {}
                if ability.intervening_if is not None:
                    controller = _controller(game, source)
                    now = Resolution(game, controller, source.id, source.card.name, (), noted)
                    if not ability.intervening_if(now):
                        continue  # 603.4: it doesn't trigger at all
                aimed = ability.targets(check) if ability.targets else ()
                if ability.divide is not None:  # 601.2d: announced as the targets are chosen
                    noted = {**noted, **ability.divide(check, aimed)}
                found.append((source, ability, noted, aimed))
    found += sieges.pending(game, start)  # CR 310.11b: the Sieges' own ability, printed on none
    found += state_triggered(game)
    return found


def state_triggered(game: Game) -> list[Pending]:
    """CR 603.8: the state-triggered abilities whose state is true now ("when
    ~ has flying"), each of a source not already on the stack: it doesn't
    trigger again until that one has resolved or otherwise left the stack."""
    found: list[Pending] = []
    index = board(game)
    for source in index.listening_to(EventKind.STATE_TRIGGER):
        for ability in index.triggered.get(source.id, ()):
            if ability.event is not EventKind.STATE_TRIGGER or ability.zone is not source.zone:
                continue
            check = TriggerCheck(game, Event(EventKind.STATE_TRIGGER, object=source.id), source)
            if ability.condition(check) and not _on_the_stack(game, ability, source):
                found.append((source, ability, ability.note(check) if ability.note else {}, ()))
    return found


def _on_the_stack(game: Game, ability: Triggered, source: GameObject) -> bool:
    """Whether the ability of that source is on the stack (603.8)."""
    return any(
        o.ability is not None
        and o.ability.source == source.id
        and ("script", ability.key) in o.ability.options
        for o in game.objects(Zone.STACK)
    )


def delayed_pending(game: Game, start: int) -> list[DelayedTrigger]:
    """The delayed triggered abilities the log's events from ``start`` on
    made trigger (603.7a), each once (603.7c), in the order they did; each
    is done with as it triggers. Only events after one was made trigger it.
    "When [it] dies this turn" notes the card it became (400.7, 603.10a)."""
    found: list[DelayedTrigger] = []
    for index in range(start, len(game.log)):
        event = game.log[index]
        for waiting in game.delayed_triggers:
            if index < waiting.since or not waiting.triggers_on(event, game, at=index):
                continue
            if not waiting.when.repeats:  # 603.7c: once, unless it has a stated duration
                game.end_delayed_trigger(waiting.id)
            if waiting.when is DelayedWhen.DIES_THIS_TURN and event.new_object is not None:
                noted = {**dict(waiting.noted), "card": str(int(event.new_object))}
                found.append(waiting._replace(noted=tuple(sorted(noted.items()))))
            elif waiting.when is DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN and event.object is not None:
                noted = {**dict(waiting.noted), CAST_SPELL: str(int(event.object))}  # "that spell" (608.2h)
                found.append(waiting._replace(noted=tuple(sorted(noted.items()))))
            else:
                found.append(waiting)
    return found


Waiting = Pending | DelayedTrigger
"""A triggered ability waiting to be put on the stack: one of an object's,
or a delayed one (603.7)."""


def _label(waiting: Waiting) -> str:
    if isinstance(waiting, DelayedTrigger):
        return f"{waiting.source_name}: {delayed_part(waiting.ability, waiting.part).text}"
    return f"{waiting[1].face}: {waiting[1].text}"


def _in_chosen_order(game: Game, player: str, theirs: list[Waiting]) -> list[Waiting]:
    """CR 603.3b: each player puts their triggered abilities on the stack in
    any order they choose (the first put on resolves last); asked one at a
    time, "which goes on the stack next" (with no one to ask: as found)."""
    left, ordered = list(theirs), []
    while len(left) > 1:
        listed = "; ".join(f"{i}: {_label(t)}" for i, t in enumerate(left, start=1))
        options = tuple(str(i) for i in range(1, len(left) + 1))
        prompt = f"Your triggered abilities go on the stack one by one; which next? {listed}"
        (picked,) = ask(game, Question(player, "first", prompt, options, 1, 1, "603.3b"), default=("1",))
        ordered.append(left.pop(int(picked) - 1))
    return ordered + left


def _put_delayed(game: Game, waiting: DelayedTrigger) -> GameObject | None:
    """603.7, 603.12: a delayed or reflexive triggered ability on the stack;
    a reflexive one's targets are chosen now (603.3d), and with too few
    legal targets it is removed instead (603.3d)."""
    part = delayed_part(waiting.ability, waiting.part)
    aimed: tuple[Target, ...] = ()
    if part.targets is not None:
        source = _delayed_source(game, waiting)
        if source is not None:
            event = Event(EventKind.EFFECT_ADDED, player=waiting.controller, rule="603.12")
            aimed = part.targets(TriggerCheck(game, event, source))
        if source is None or len(aimed) < part.least_targets:
            ignored(game, "603.3d", f"{_label(waiting)}: no legal targets, so it is removed from the stack")
            return None
    made = put_delayed(game, waiting, aimed)
    game.record(
        Event(
            EventKind.ABILITY_TRIGGERED,
            object=made.id,
            new_object=waiting.source,
            player=waiting.controller,
            rule="603.12" if waiting.when is DelayedWhen.REFLEXIVE else "603.7",
            note=_label(waiting),
        )
    )
    record_targeting(game, made.id, waiting.controller, aimed)  # 115.1: they become its targets
    return made


def _delayed_source(game: Game, waiting: DelayedTrigger) -> GameObject | None:
    """The source of a delayed triggered ability (603.7e): as it is, or as
    it last existed if it has left its zone (603.10a)."""
    if waiting.source is None:
        return None
    if waiting.source in game:
        return game.get(waiting.source)
    known = game.last_known.get(waiting.source)
    return known.object if known is not None else None


def put_on_stack(game: Game) -> list[GameObject]:
    """Put what triggered since the last look on the stack, APNAP (603.3b).
    A triggered ability that targets makes its targets become targets
    (115.1), which may trigger more (ward, 702.21a): those go on next."""
    put: list[GameObject] = []
    for _ in range(100):  # a guard: each pass puts abilities on the stack
        start = game.triggers_seen
        apply_pending_as_enters(game)
        triggered: list[Waiting] = list(pending(game, start))
        if game.delayed_triggers:  # CR 603.7: looked for only while one waits
            triggered += delayed_pending(game, start)
        game.triggers_seen = len(game.log)
        if not triggered:
            return put
        order = list(game.players)
        active = order.index(game.turn.active)
        apnap = order[active:] + order[:active]
        for player in apnap:
            theirs = [t for t in triggered if _waiting_controller(game, t) == player]
            for waiting in _in_chosen_order(game, player, theirs):
                if isinstance(waiting, DelayedTrigger):
                    delayed = _put_delayed(game, waiting)
                    if delayed is not None:
                        put.append(delayed)
                    continue
                source, ability, noted, aimed = waiting
                if ability.targets is not None and len(aimed) < ability.least_targets:
                    note = f"{ability.key}: too few legal targets, so it is removed from the stack"
                    ignored(game, "603.3d", note, source.id)
                    continue
                made = put_ability(game, ability, source, player, targets=aimed, noted=noted)
                game.record(
                    Event(
                        EventKind.ABILITY_TRIGGERED,
                        object=made.id,
                        new_object=source.id,  # its source (603.3), for "only once each turn"
                        player=player,
                        rule=ability.rule,
                        note=f"{ability.face}: {ability.text}",
                    )
                )
                record_targeting(game, made.id, player, aimed)
                put.append(made)
    return put
