"""Turns and steps, simplified (CR 500-514): the scenario steps ``next_turn``
and ``step``, and drawing cards (121).

The steps kept are those of :class:`~mtgfaces.rules.state.values.Step`. Entering the
draw step makes the active player draw (504.1); a new turn goes through the
cleanup of the last (514.2), then untap (502.3), upkeep, draw and the first
main phase. A step ends only with the stack empty (500.2).

>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> _ = next_turn(game)
>>> game.turn.active, game.turn.step.value, game.turn.number
('Bob', 'main1', 2)
>>> game.player("Bob").drew_from_empty_library
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, put_triggers_on_stack, refuse
from mtgfaces.rules.actions.restrictions import doesnt_untap
from mtgfaces.rules.state import daynight, pools, sagas
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

STEPS = tuple(step for step in Step if step is not Step.FIRST_STRIKE_DAMAGE)
"""The steps of a turn, in order (CR 500.1); the first-strike combat damage
step comes only when a creature in combat has first or double strike
(510.4), which the game loop and combat decide."""

_STEP_RULES = {
    Step.UNTAP: "502.1",
    Step.UPKEEP: "503.1",
    Step.DRAW: "504.1",
    Step.MAIN1: "505.1",
    Step.BEGINNING_OF_COMBAT: "507.1",
    Step.DECLARE_ATTACKERS: "508.1",
    Step.DECLARE_BLOCKERS: "509.1",
    Step.FIRST_STRIKE_DAMAGE: "510.4",
    Step.COMBAT_DAMAGE: "510.1",
    Step.END_OF_COMBAT: "511.1",
    Step.MAIN2: "505.1",
    Step.END: "513.1",
    Step.CLEANUP: "514.1",
}


def _stack_must_be_empty(game: Game, doing: str) -> None:
    count = len(game.objects(Zone.STACK))
    if count:
        refuse(
            ErrorCode.TIMING,
            "500.2",
            f"Can't {doing} with {count} object{'s' if count > 1 else ''} on the stack: a step ends only "
            "when the stack is empty; resolve the stack first.",
        )


# -- drawing ---------------------------------------------------------------------------------------


def verify_draw(game: Game, player: str, count: int = 1) -> None:
    """Check the instruction: a real player and a number of cards of 0 or more."""
    game.player(player)
    if count < 0:
        raise MalformedInput(f"a player draws 0 or more cards, not {count!r} (CR 121.2)")


can_draw = can(verify_draw)


@action
def draw(game: Game, player: str, count: int = 1) -> None:
    """``player`` draws ``count`` cards, one at a time (CR 121.1, 121.2). A
    draw from an empty library draws nothing and is remembered: that player
    loses when state-based actions are next checked (121.4, 704.5b)."""
    verify_draw(game, player, count)
    for _ in range(count):
        library = game.objects(Zone.LIBRARY, player)
        if not library:
            game.set_player(game.player(player)._replace(drew_from_empty_library=True))
            continue
        card = library[0]
        if game.is_commander(card):
            # CR 903.9b: a commander that would be put into its owner's hand
            # from anywhere, a draw too, may go to the command zone instead.
            prompt = f"You would draw your commander {card.card.name}: put it into the command zone instead?"
            if may(game, card.owner, prompt, rule="903.9b"):
                game.move(card.id, Zone.COMMAND)
                continue
        game.move(card.id, Zone.HAND, rule="121.1")  # CR 121.1: drawn, not just put there (121.5)


# -- steps and turns ---------------------------------------------------------------------------------


def verify_set_step(game: Game, step: Step) -> None:
    """Refuse to go to a step that isn't later in this turn (CR 500.1: steps
    proceed in order; use :func:`next_turn` for the next turn), or to leave a
    step with objects on the stack (500.2)."""
    now = game.turn.step
    if _ORDER.index(step) <= _ORDER.index(now):
        later = ", ".join(s.value for s in _later(now)) or "none: end the turn"
        refuse(
            ErrorCode.TIMING,
            "500.1",
            f"Can't go to the {step.value} step: it is already the {now.value} step and steps proceed in "
            f"order; the later steps of this turn: {later}.",
        )
    _stack_must_be_empty(game, f"go to the {step.value} step")


can_set_step = can(verify_set_step)


@action
def set_step(game: Game, step: Step) -> None:
    """Go on to a later step of this turn, through every step between, with
    their turn-based actions (the draw step's draw, 504.1)."""
    verify_set_step(game, step)
    for entered in _later(game.turn.step):
        enter_step(game, entered)
        if entered is step:
            return


_ORDER = tuple(Step)


def _later(now: Step) -> list[Step]:
    """The steps after ``now`` in this turn (the first-strike damage step
    only as the game loop or combat enters it, 510.4)."""
    return [s for s in STEPS if _ORDER.index(s) > _ORDER.index(now)]


def verify_next_turn(game: Game) -> None:
    """Refuse to end the turn with objects on the stack (CR 500.2)."""
    _stack_must_be_empty(game, "end the turn")


can_next_turn = can(verify_next_turn)


@action
def next_turn(game: Game) -> None:
    """End this turn and start the next player's, up to its first main phase:
    cleanup ("until end of turn" effects end, 514.2), the next player in turn
    order still in the game becomes active (500.1, 800.4), land plays reset
    (305.2), the new active player's permanents untap (502.3), upkeep, draw
    (504.1), main phase. If abilities trigger at the beginning of the upkeep,
    the turn stops in the upkeep step with them on the stack (503.2): they
    resolve before the draw."""
    verify_next_turn(game)
    cleanup(game)
    begin_turn(game)
    enter_step(game, Step.UPKEEP)

    if put_triggers_on_stack(game):
        return  # CR 503.2: upkeep triggers; players get priority in the upkeep step
    enter_step(game, Step.DRAW)
    enter_step(game, Step.MAIN1)


def begin_turn(game: Game) -> None:
    """The next player's turn begins with its untap step (CR 500.1, 502): the
    next player in turn order still in the game becomes active (800.4), land
    plays reset (305.2), the day/night check (502.2, 731.2), "until your
    next turn" effects end (611.2b), and the active player's permanents
    untap (502.3). No player gets priority in the untap step (502.4)."""

    started, previous = daynight.turn_start(game), game.turn.active
    pools.empty_pools(game)  # CR 106.4
    active = _next_player(game)
    game.set_turn(
        Turn(active=active, step=Step.UNTAP, number=game.turn.number + 1, day_night=game.turn.day_night)
    )
    for name in game.players:
        game.set_player(
            game.player(name)._replace(lands_played=0, extra_land_plays=0, mana_spent_this_turn=0)
        )
    if _skips_this_untap_step(game, active):
        # CR 500.11: no untap step this turn: nothing untaps (502.3); the
        # day/night check (502.2) is one of its actions too
        _end_until_next_turn(game, active)
        game.record(Event(EventKind.TURN_STEP, player=active, rule="500.11", note="untap"))
        return
    held = _held_this_untap(game, active)
    for permanent in game.objects(Zone.BATTLEFIELD, active):
        if permanent.id in held:
            continue
        if permanent.status.tapped and not doesnt_untap(game.characteristics(permanent)):
            moves.untap(game, permanent)  # 122.1d: a stun counter is removed instead
    daynight.untap_check(game, previous, started)  # CR 502.2, 731.2
    _end_until_next_turn(game, active)
    game.record(Event(EventKind.TURN_STEP, player=active, rule="502.3", note="untap"))


def _skips_this_untap_step(game: Game, active: str) -> bool:
    """CR 500.11: whether an effect says the active player skips their next
    untap step: this one. The effect is used up (one per skip)."""
    for effect in game.rule_effects:
        if effect.kind is RuleEffectKind.SKIPS_NEXT_UNTAP_STEP and effect.player == active:
            game.end_rule_effect(effect.id, rule="500.11")
            return True
    return False


def cleanup(game: Game) -> None:
    """The cleanup step's turn-based actions after the discard (CR 514.2):
    damage is removed, and "until end of turn" and "this turn" effects end."""
    ending = [e.note or "continuous effect" for e in game.effects if e.until is Duration.END_OF_TURN]
    ending += [f"copy of {e.source_name}" for e in game.copy_effects if e.until is Duration.END_OF_TURN]
    ending += [e.note or e.kind.value for e in game.rule_effects if e.until is Duration.END_OF_TURN]
    game.record(Event(EventKind.TURN_STEP, player=game.turn.active, rule="514.2", note="cleanup"))
    for permanent in game.objects(Zone.BATTLEFIELD):
        status = permanent.status
        if (
            status.damage
            or status.deathtouched
            or status.attacking is not None
            or status.blocking is not None
        ):
            # CR 514.3a: damage is removed; 511.3: no creature is attacking or blocking any more.
            ended = status._replace(damage=0, deathtouched=False, attacking=None, blocking=None)
            game.replace(permanent._replace(status=ended))
    game.end_effects(Duration.END_OF_TURN)
    pools.end_kept_mana(game)  # CR 514.2: "until end of turn, you don't lose this mana" ends too
    for note in ending:
        game.record(Event(EventKind.EFFECT_ENDED, player=game.turn.active, rule="514.2", note=note))
    _end_for_objects_gone(game)


_FOR_OBJECTS = frozenset(
    {
        RuleEffectKind.MAY_PLAY_FROM,
        RuleEffectKind.MAY_CAST_FROM,
        RuleEffectKind.SPEND_AS_ANY_TYPE,
        RuleEffectKind.SPEND_AS_ANY_COLOR,
    }
)


def _end_for_objects_gone(game: Game) -> None:
    """400.7: a lasting permission for particular cards ("for as long as it
    remains exiled") does nothing once none of them is still that object;
    it ends here, with the effects of the turn, so that what is in force
    stays short."""
    for effect in list(game.rule_effects):
        if (
            effect.kind in _FOR_OBJECTS
            and effect.until is Duration.INDEFINITE
            and effect.objects
            and not any(ObjectId(i) in game for i in effect.objects)
        ):
            game.end_rule_effect(effect.id, rule="400.7")


def _held_this_untap(game: Game, active: str) -> set[ObjectId]:
    """502.3: the active player's permanents an effect says don't untap
    during their controller's next untap step: this one. Those effects end
    now, as do those whose permanent is gone (400.7)."""
    held: set[ObjectId] = set()
    for effect in [e for e in game.rule_effects if e.kind is RuleEffectKind.DOESNT_UNTAP_NEXT]:
        found = [ObjectId(i) for i in effect.objects if ObjectId(i) in game]
        mine = [
            i
            for i in found
            if game.get(i).zone is Zone.BATTLEFIELD and game.controller(game.get(i)) == active
        ]
        held.update(mine)
        if mine or not found:
            game.end_rule_effect(effect.id, rule="502.3")
    return held


def _end_until_next_turn(game: Game, active: str) -> None:
    """CR 611.2b: "until your next turn" effects of the player whose turn
    begins end now; their "until the end of your next turn" permissions
    (611.2a) now last until this turn ends (514.2)."""
    lasting = Duration.END_OF_YOUR_NEXT_TURN
    if any(e.until is lasting and e.player == active for e in game.rule_effects):
        game.rule_effects = [
            e._replace(until=Duration.END_OF_TURN) if e.until is lasting and e.player == active else e
            for e in game.rule_effects
        ]
        game._touch()
    ending = [
        e for e in game.effects if e.until is Duration.UNTIL_YOUR_NEXT_TURN and e.player in (active, None)
    ]
    if ending:
        game.effects = [e for e in game.effects if e not in ending]
        game._touch()
        for effect in ending:
            game.record(
                Event(EventKind.EFFECT_ENDED, player=active, rule="611.2b", note=effect.note or "an effect")
            )


# -- additional phases (CR 500.8) ---------------------------------------------------------------


def add_combat_and_main_after_this_main_phase(game: Game, *, source: str) -> None:
    """500.8, 505.1a: "After this main phase, there is an additional combat
    phase followed by an additional main phase": they come right after the
    main phase the game is in, before any added earlier (the most recently
    created first); the additional main phase is a postcombat main phase.
    Added during the precombat main phase, the turn's own combat and
    postcombat main phase follow them. Outside a main phase there is no
    "this main phase": nothing is added."""
    step = game.turn.step
    if not step.is_main:
        ignored(game, "500.8", f"{source}: it isn't a main phase, so no phases are added after it")
        return
    now = _phases_to_come(game)
    rest = now.cards if now is not None else ("combat", "main") if step is Step.MAIN1 else ()
    if now is not None:
        game.end_rule_effect(now.id, rule="500.8")
    note = f"{source}: an additional combat phase and an additional main phase (500.8)"
    queued = ("combat", "main", *rest)
    kind, until = RuleEffectKind.PHASES_TO_COME, Duration.END_OF_TURN
    game.add_rule_effect(RuleEffect(0, kind, game.turn.active, cards=queued, until=until, note=note))


def _phases_to_come(game: Game) -> RuleEffect | None:
    return next((e for e in game.rule_effects if e.kind is RuleEffectKind.PHASES_TO_COME), None)


def next_phase_added(game: Game, now: Step) -> Step | None:
    """500.8: the step that begins the next phase, if the phases to come were
    changed and ``now`` ends a phase: a combat phase after a main phase, a
    (postcombat, 505.1a) main phase after a combat phase; ``None`` to go on as
    every turn does. Takes that phase off the list."""
    queued = _phases_to_come(game)
    if queued is None or not queued.cards:
        return None
    wanted = "combat" if now.is_main else "main" if now is Step.END_OF_COMBAT else None
    if queued.cards[0] != wanted:
        return None
    game.end_rule_effect(queued.id, rule="500.8")
    if queued.cards[1:]:
        game.add_rule_effect(queued._replace(id=0, cards=queued.cards[1:]))
    return Step.BEGINNING_OF_COMBAT if wanted == "combat" else Step.MAIN2


def _next_player(game: Game) -> str:
    """Whose turn is next (CR 500.1): an extra turn's, the most recently
    made first (500.7), else the next player in turn order who hasn't lost
    (800.4), resuming after the turn the extra turns followed; a turn its
    player skips is passed over, one skip used up for each (500.11, 614.10a)."""
    resume = [e for e in game.rule_effects if e.kind is RuleEffectKind.TURN_ORDER]
    anchor = resume[0].named or game.turn.active if resume else game.turn.active
    for effect in resume:
        game.end_rule_effect(effect.id, rule="500.7")
    for _ in range(len(game.rule_effects) + len(game.players) + 1):
        extras = [
            e
            for e in game.rule_effects
            if e.kind is RuleEffectKind.EXTRA_TURN and not game.player(e.player).has_lost
        ]
        if extras:
            taken = max(extras, key=lambda e: e.id)  # 500.7: the most recently created first
            game.end_rule_effect(taken.id, rule="500.7")
            candidate, extra = taken.player, True
        else:
            candidate, extra = _following(game, anchor), False
            anchor = candidate
        skip = next(
            (
                e
                for e in game.rule_effects
                if e.kind is RuleEffectKind.SKIPS_NEXT_TURN and e.player == candidate
            ),
            None,
        )
        if skip is not None:
            game.end_rule_effect(skip.id, rule="614.10a")
            continue
        if extra:
            game.add_rule_effect(
                RuleEffect(
                    0, RuleEffectKind.TURN_ORDER, candidate, named=anchor, note="an extra turn (500.7)"
                )
            )
        return candidate
    return _following(game, anchor)


def _following(game: Game, player: str) -> str:
    """The next player after ``player`` in turn order who hasn't lost (CR 500.1, 800.4)."""
    order = game.players
    at = order.index(player)
    for offset in range(1, len(order) + 1):
        candidate = order[(at + offset) % len(order)]
        if not game.player(candidate).has_lost:
            return candidate
    return player


def enter_step(game: Game, step: Step) -> None:
    """The game is in ``step`` now: leaving the combat phase removes every
    creature from combat (511.3), and the draw step's draw is made (504.1).
    The other turn-based actions are the game loop's
    (:mod:`mtgfaces.rules.priority`)."""
    if game.turn.step is Step.END_OF_COMBAT or (game.turn.step.is_combat and not step.is_combat):
        pools.end_combat_mana(game)  # CR 500.5a: "until end of combat" ends with the combat phase
    pools.empty_pools(game)  # CR 106.4, 500.5: mana empties at the end of each step and phase
    if game.turn.step.is_combat and not step.is_combat:
        for permanent in game.objects(Zone.BATTLEFIELD):  # CR 511.3: combat ends
            if permanent.status.attacking is not None or permanent.status.blocking is not None:
                ended = permanent.status._replace(attacking=None, blocking=None)
                game.replace(permanent._replace(status=ended))
    game.set_turn(game.turn._replace(step=step, passes=0, pending=None))
    game.record(Event(EventKind.TURN_STEP, player=game.turn.active, rule=_STEP_RULES[step], note=step.value))
    if step is Step.DRAW:
        draw(game, game.turn.active)  # CR 504.1
    if step is Step.MAIN1:
        sagas.precombat_main(game)  # CR 714.3c
