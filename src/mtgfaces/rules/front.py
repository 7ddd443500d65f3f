"""Verifying and doing a player's action (CR 117, 601, 602, 116.2): the
tables from each kind of :mod:`~mtgfaces.rules.state.decisions` value to the
rules' verify and do functions.

- :func:`verify` raises :class:`~mtgfaces.errors.IllegalAction` with the
  rule when an action isn't legal now, :func:`can` says whether it is, and
  :func:`apply` verifies and does it, all or nothing: state-based actions
  and triggered abilities follow (117.5), priority moves on (117.3), and the
  action is recorded in ``game.actions``;
- :func:`perform` is the referee's way through the same tables, outside
  priority (the scenario runner's player actions).

:mod:`mtgfaces.rules.listing` lists the legal actions; :mod:`mtgfaces.rules.play`
is the front door that gathers both.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules import coverage, priority
from mtgfaces.rules.actions import (
    activating,
    blocking,
    casting,
    combat,
    conspiracies,
    faces,
    foretelling,
    rooms,
)
from mtgfaces.rules.actions.base import ErrorCode, Outcome, action, refuse
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import SpellAbility, Targets
from mtgfaces.rules.state.choices import Answer, Answering, Asked, PendingChoice
from mtgfaces.rules.state.decisions import (
    Action,
    Activate,
    Cast,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    DiscardToHandSize,
    Foretell,
    PassPriority,
    PlayLand,
    TurnConspiracyFaceUp,
    TurnFaceUp,
    Unlock,
)
from mtgfaces.rules.state.game import Game, Pending
from mtgfaces.rules.state.permissions import RuleEffectKind

# -- verifying ----------------------------------------------------------------------------------


def verify(game: Game, act: Action) -> None:
    """Raise ``IllegalAction`` (with its code, rule and a sentence) unless
    ``act`` is legal now; change nothing. ``MalformedInput`` for an action
    naming no player of this game."""
    if act.player not in game.players:
        raise MalformedInput(f"{act!s}: no player {act.player!r}; the players are {', '.join(game.players)}")
    if isinstance(act, Concede):
        if game.player(act.player).has_lost or game.result() is not None:
            refuse(ErrorCode.GAME_OVER, "104.3a", f"{act.player} is no longer in the game.")
        return
    _VERIFY[type(act)](game, act)


def can(game: Game, act: Action) -> bool:
    """Whether :func:`verify` passes: ``act`` is legal now."""
    try:
        verify(game, act)
    except IllegalAction:
        return False
    return True


def apply(game: Game, act: Action) -> Outcome:
    """Take the action: verify it, do it, then state-based actions and
    triggered abilities (117.5) and priority (117.3); record it in
    ``game.actions``. A refused action changes nothing at all.

    If the action asks a player something (a trigger's targets, "you may",
    the legend rule: :mod:`mtgfaces.rules.state.choices`), it stops there, the game
    exactly as before it but for the question, and that player's only legal
    actions are :class:`Choose` answers; the answer takes the action again
    from the start with every answer given so far."""
    if isinstance(act, Choose):
        verify(game, act)
        waiting = game.choice
        assert waiting is not None
        return _run(game, act, waiting.action, (*waiting.answers, act.picks))
    return _run(game, act, act, ())


def _run(game: Game, given: Action, act: Action, answers: tuple[Answer, ...]) -> Outcome:
    start = len(game.log)
    game.answering = Answering(answers)
    try:
        _apply(game, given, act)
    except Asked as asked:
        # The action changed nothing (all or nothing); the game waits.
        game.set_choice(PendingChoice(act, answers, asked.question))
        game.actions.append(given)
    finally:
        game.answering = None
    return Outcome(tuple(game.log[start:]))


@action
def _apply(game: Game, given: Action, act: Action) -> None:
    if given is not act:
        game.set_choice(None)  # answered: the action runs again from its start
    verify(game, act)
    _DO[type(act)](game, act)
    if isinstance(act, _KEEPS_PRIORITY):
        priority.took_action(game, act.player)
    game.actions.append(given)


def _may_act(game: Game, player: str) -> None:
    """The player holds priority and the game waits for no declaration."""
    priority.verify_pass(game, player)


def _verify_land(game: Game, act: PlayLand) -> None:
    _may_act(game, act.player)
    plan = casting.verify_play_land(game, act.card, player=act.player, side=act.side, from_zone=act.from_zone)
    _check_strict(game, act, plan.characteristics)


def _check_strict(game: Game, act: Action, value: Characteristics) -> None:
    """A strict game refuses to put into play a card whose face has lines of
    rules text the engine doesn't run (:mod:`mtgfaces.rules.coverage`)."""
    if game.strict:
        missing = coverage.lines_not_run(value)
        if missing:
            refuse(
                ErrorCode.UNIMPLEMENTED,
                "113.3",
                f"{act}: this is a strict game, and mtgfaces doesn't run "
                + "; ".join(repr(line) for line in missing)
                + f" of {value.name or 'that face'}; play it in a game that isn't strict, or choose "
                "another action.",
            )


def _may_cast_free(game: Game, act: Cast) -> bool:
    """118.9: whether an effect lets the player cast that card without paying
    its mana cost (the referee's :func:`perform` takes the scenario's word
    for it: its instruction stands for such an effect)."""
    return any(
        e.kind is RuleEffectKind.MAY_CAST_WITHOUT_PAYING
        and e.player == act.player
        and (not e.objects or int(act.card) in e.objects)
        for e in game.rule_effects
    )


def _cast_options(act: Cast) -> dict[str, Any]:
    """The choices of a Cast as :func:`casting.cast`'s keyword arguments."""
    return {
        "player": act.player,
        "side": act.side,
        "face_down": act.face_down,
        "from_zone": act.from_zone,
        "x": act.x,
        "targets": act.targets,
        "transformed": act.transformed,
        "without_paying_mana_cost": act.free,
        "kicked": act.kicked,
        "alternative_from": act.alternative_from,
        "pay": act.pay,
    }


def _verify_cast(game: Game, act: Cast) -> None:
    _may_act(game, act.player)
    if act.free and not _may_cast_free(game, act):
        refuse(
            ErrorCode.NOT_PERMITTED,
            "118.9",
            f"{act}: a spell is cast without paying its mana cost only where an effect allows it, and none "
            f"lets {act.player} cast that card so; cast it paying its cost.",
        )
    plan = casting.verify_cast(game, act.card, **_cast_options(act))
    _check_strict(game, act, plan.characteristics)
    spec = spell_targets(plan.characteristics)
    if spec is not None:
        least = spec.least
        if len(act.targets) < least:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "601.2c",
                f"{act.player} must choose {least} target{'s' if least > 1 else ''} "
                f"({spec.words}) as the spell is cast; {len(act.targets)} chosen.",
            )


def _activate_options(act: Activate) -> dict[str, Any]:
    """The choices of an Activate as the activating functions' keyword arguments."""
    return {"player": act.player, "targets": act.targets, "pay": act.pay}


def _verify_activate(game: Game, act: Activate) -> None:
    _may_act(game, act.player)
    activating.verify_activate(game, act.source, act.ability, picked=act.choices, **_activate_options(act))


def _verify_turn_face_up(game: Game, act: TurnFaceUp) -> None:
    _may_act(game, act.player)
    faces.verify_turn_face_up(game, act.permanent, player=act.player, using=act.how, pay=act.pay, x=act.x)
    if game.strict:
        # Turned face up, its abilities work (708.8): what it would be then
        # must be what the engine runs, as for a card cast or played.
        hidden = game.get(act.permanent)
        face_up = rules_for(hidden.card).base(hidden.card, Zone.BATTLEFIELD, hidden.status.up)
        _check_strict(game, act, face_up.characteristics)


def _verify_turn_conspiracy_face_up(game: Game, act: TurnConspiracyFaceUp) -> None:
    _may_act(game, act.player)  # CR 116.2j: any time they have priority
    conspiracies.verify_turn_conspiracy_face_up(game, act.conspiracy, player=act.player)
    if game.strict:
        # Face up, its abilities work (315.5): the engine must run them.
        hidden = game.get(act.conspiracy)
        face_up = rules_for(hidden.card).base(hidden.card, Zone.COMMAND)
        _check_strict(game, act, face_up.characteristics)


def _verify_unlock(game: Game, act: Unlock) -> None:
    _may_act(game, act.player)
    rooms.verify_unlock(game, act.room, act.side, player=act.player, pay=act.pay)


def _verify_foretell(game: Game, act: Foretell) -> None:
    _may_act(game, act.player)
    foretelling.verify_foretell(game, act.card, player=act.player, pay=act.pay)


def _verify_pass(game: Game, act: PassPriority) -> None:
    priority.verify_pass(game, act.player)


def _verify_attackers(game: Game, act: DeclareAttackers) -> None:
    priority.verify_declaration(game, act.player, Pending.ATTACKERS)
    combat.verify_attacks(game, act.attacks)  # none at all too: 508.1d


def _verify_blockers(game: Game, act: DeclareBlockers) -> None:
    priority.verify_declaration(game, act.player, Pending.BLOCKERS)
    if act.blocks:
        combat.verify_block(game, act.blocks, player=act.player)
    else:
        blocking.verify_block_requirements(game, act.blocks, act.player)  # CR 509.1c


def _verify_discard(game: Game, act: DiscardToHandSize) -> None:
    priority.verify_discard(game, act.player, act.cards)


def _verify_choose(game: Game, act: Choose) -> None:
    priority.verify_holder(game, act.player)
    if game.choice is None:
        refuse(ErrorCode.TIMING, "117.1", f"{act.player} has no question to answer now.")
    game.choice.question.check(act.picks)


def _verify_concede(game: Game, act: Concede) -> None:
    """Checked in :func:`verify` (any player still in the game may concede)."""


_VERIFY: dict[type[Action], Callable[[Game, Any], None]] = {
    PlayLand: _verify_land,
    Cast: _verify_cast,
    Activate: _verify_activate,
    TurnConspiracyFaceUp: _verify_turn_conspiracy_face_up,
    TurnFaceUp: _verify_turn_face_up,
    Unlock: _verify_unlock,
    Foretell: _verify_foretell,
    PassPriority: _verify_pass,
    DeclareAttackers: _verify_attackers,
    DeclareBlockers: _verify_blockers,
    DiscardToHandSize: _verify_discard,
    Choose: _verify_choose,
    Concede: _verify_concede,
}

# -- doing --------------------------------------------------------------------------------------
# What each player's action does, by the rules of the action itself. The
# front door (apply) adds priority: after a land play, a spell, an ability
# or a special action the player receives it again (117.3c); the referee's
# perform() doesn't (scenarios and judges act outside priority).


def _do_land(game: Game, act: PlayLand) -> None:
    casting.play_land(game, act.card, player=act.player, side=act.side, from_zone=act.from_zone)


def _do_cast(game: Game, act: Cast) -> None:
    casting.cast(game, act.card, chosen=act.choices, **_cast_options(act))


def _do_activate(game: Game, act: Activate) -> None:
    activating.activate(game, act.source, act.ability, chosen=act.choices, **_activate_options(act))


def _do_turn_face_up(game: Game, act: TurnFaceUp) -> None:
    faces.turn_face_up(game, act.permanent, player=act.player, using=act.how, pay=act.pay, x=act.x)


def _do_turn_conspiracy_face_up(game: Game, act: TurnConspiracyFaceUp) -> None:
    conspiracies.turn_conspiracy_face_up(game, act.conspiracy, player=act.player)


def _do_unlock(game: Game, act: Unlock) -> None:
    rooms.unlock(game, act.room, act.side, player=act.player, pay=act.pay)


def _do_foretell(game: Game, act: Foretell) -> None:
    foretelling.foretell(game, act.card, player=act.player, pay=act.pay)


def _do_pass(game: Game, act: PassPriority) -> None:
    priority.pass_priority(game, act.player)


def _do_attackers(game: Game, act: DeclareAttackers) -> None:
    priority.declare_attackers(game, act.player, act.attacks)


def _do_blockers(game: Game, act: DeclareBlockers) -> None:
    priority.declare_blockers(game, act.player, act.blocks)


def _do_discard(game: Game, act: DiscardToHandSize) -> None:
    priority.discard_to_hand_size(game, act.player, act.cards)


def _do_concede(game: Game, act: Concede) -> None:
    priority.concede(game, act.player)


_PLAYERS_OWN: dict[type[Action], Callable[[Game, Any], None]] = {
    PlayLand: _do_land,
    Cast: _do_cast,
    Activate: _do_activate,
    TurnConspiracyFaceUp: _do_turn_conspiracy_face_up,
    TurnFaceUp: _do_turn_face_up,
    Unlock: _do_unlock,
    Foretell: _do_foretell,
}
"""What the player's own actions do, the same through the game loop and the referee."""

_DO: dict[type[Action], Callable[[Game, Any], None]] = {
    **_PLAYERS_OWN,
    PassPriority: _do_pass,
    DeclareAttackers: _do_attackers,
    DeclareBlockers: _do_blockers,
    DiscardToHandSize: _do_discard,
    Concede: _do_concede,
}
# (A Choose is never done itself: it takes the action that asked again.)

_KEEPS_PRIORITY = tuple(_PLAYERS_OWN)
"""The actions after which their player receives priority (117.3c)."""


def _referee_attackers(game: Game, act: DeclareAttackers) -> None:
    combat.declare_attacks(game, act.attacks)


def _referee_blockers(game: Game, act: DeclareBlockers) -> None:
    combat.block(game, act.blocks, player=act.player)


_REFEREE: dict[type[Action], Callable[[Game, Any], None]] = {
    **_PLAYERS_OWN,
    DeclareAttackers: _referee_attackers,
    DeclareBlockers: _referee_blockers,
}


def perform(game: Game, act: Action) -> Outcome:
    """The referee's way to take a player's action (the scenario runner,
    judges): by the rules of the action itself, whoever has priority and
    whatever the turn's declarations (the attack goes to the declare
    attackers step, 508.1); not recorded in ``game.actions``, asking no one.
    Passing priority, discarding to hand size, answering and conceding exist
    only in the game loop (:func:`apply`)."""
    if type(act) not in _REFEREE:
        raise MalformedInput(
            f"{act}: the referee takes only "
            + ", ".join(kind.verb for kind in _REFEREE)
            + "; passing, discarding to hand size, answering and conceding are the game loop's (apply)"
        )
    return _perform(game, act)


@action
def _perform(game: Game, act: Action) -> None:
    _REFEREE[type(act)](game, act)


# -- listing ------------------------------------------------------------------------------------


def spell_targets(value: Any) -> Targets | None:
    """The target specification of a face's one scripted spell ability."""
    scripted = [a for a in registry.of(value, SpellAbility) if a.targets is not None]
    return scripted[0].targets if len(scripted) == 1 else None
