"""Priority and the turn as a program plays it (CR 117, 500-514).

The game loop above the actions: who may act now, what passing priority
does, and the turn-based actions of each step. The steps are those of
:class:`~mtgfaces.rules.state.values.Step`; the active player receives priority
after each step's turn-based actions and triggered abilities (117.3a), after
a spell or ability resolves (117.3b); a player who acts keeps priority
(117.3c); when every player still in the game has passed in succession, the
top of the stack resolves or, with the stack empty, the step ends (117.4,
500.2). The untap step has no priority (502.4), the cleanup step only when
something happens in it (514.3a).

Attackers (508.1), blockers (509.1) and the cleanup discard (514.1) are
decisions the game waits for before priority: :attr:`Turn.pending
<mtgfaces.rules.state.values.Turn.pending>`.

>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> holder(game), game.turn.step.value
('Alice', 'main1')
>>> _ = pass_priority(game, "Alice")
>>> holder(game)
'Bob'
>>> _ = pass_priority(game, "Bob")   # both passed, the stack empty: the step ends
>>> game.turn.step.value, holder(game)
('beginning_of_combat', 'Alice')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import sba
from mtgfaces.rules.abilities import triggers
from mtgfaces.rules.actions import blocking, combat, moves, resolving, turns
from mtgfaces.rules.actions.base import ErrorCode, action, refuse
from mtgfaces.rules.actions.permits import rule_effects, summoning_sick
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Pending, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

MAXIMUM_HAND_SIZE = 7
"""CR 402.2: a player's maximum hand size, unless an effect says otherwise."""

_ORDER = tuple(Step)


def in_game(game: Game) -> list[str]:
    """The players who haven't left the game, in turn order (CR 104.3, 800.4)."""
    return [name for name in game.players if not game.player(name).has_lost]


def holder(game: Game) -> str | None:
    """Who may act now: the player a pending decision waits for, else the
    player with priority (the active player when no one has acted yet,
    117.3a); ``None`` when the game is over (104)."""
    if game.result() is not None:
        return None
    if game.choice is not None:
        return game.choice.question.player
    pending = game.turn.pending
    if pending is Pending.BLOCKERS:
        return defending_player(game)
    if pending is not None:
        return game.turn.active
    return game.turn.priority or game.turn.active


def defending_player(game: Game) -> str:
    """The player the attackers attack (CR 506.2; with several, the first
    in turn order: each declares in turn, 509.1)."""
    attacked = {
        blocking.defender_of(game, o.status.attacking)
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.attacking is not None
    }
    for name in game.players:
        if name in attacked:
            return name
    return next(p for p in in_game(game) if p != game.turn.active)


def possible_attackers(game: Game) -> list[GameObject]:
    """The active player's creatures that could attack now (508.1a)."""
    return [
        obj
        for obj in game.objects(Zone.BATTLEFIELD, game.turn.active)
        if game.characteristics(obj).has_type("Creature")
        and not obj.status.tapped
        and not summoning_sick(game, obj)
    ]


def possible_blocks(game: Game, defending: str) -> list[tuple[ObjectId, ObjectId]]:
    """Every (blocker, attacker) pair the defending player could declare on
    its own (509.1a-b)."""
    attackers = [
        o
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.attacking is not None
        and blocking.defender_of(game, o.status.attacking) == defending
        and o.status.blocking is None
    ]
    pairs = []
    for blocker in game.objects(Zone.BATTLEFIELD, defending):
        if blocker.status.tapped or blocker.status.attacking is not None:
            continue
        if not game.characteristics(blocker).has_type("Creature"):
            continue
        pairs += [(blocker.id, a.id) for a in attackers if blocking.can_block(game, blocker, a) is None]
    return pairs


def verify_pass(game: Game, player: str) -> None:
    """Refuse a pass by a player who doesn't hold priority (117.3d) or while
    the game waits for a declaration."""
    verify_holder(game, player)
    if game.choice is not None:
        refuse(
            ErrorCode.TIMING,
            game.choice.question.rule or "117.1",
            f"{player} can't do that now: the game waits for {player}'s answer to "
            f"{game.choice.question.prompt!r}.",
        )
    if game.turn.pending is not None:
        refuse(
            ErrorCode.TIMING,
            _PENDING_RULES[game.turn.pending],
            f"{player} can't pass priority: the game waits for {_PENDING_WORDS[game.turn.pending]} first.",
        )


def verify_holder(game: Game, player: str) -> None:
    """Refuse an action by anyone but the player who may act now (117.1)."""
    game.player(player)
    if game.result() is not None:
        refuse(ErrorCode.GAME_OVER, "104.1", f"the game is over: {game.result()}; no one acts any more.")
    who = holder(game)
    if player != who:
        waiting = _PENDING_WORDS[game.turn.pending] if game.turn.pending is not None else "priority"
        if game.choice is not None:
            waiting = f"a question to answer ({game.choice.question.prompt})"
        refuse(
            ErrorCode.NO_PRIORITY,
            "117.1",
            f"{player} can't act now: {who} has {waiting} in the {game.turn.step.value} step.",
        )


@action
def pass_priority(game: Game, player: str) -> None:
    """``player`` passes priority (CR 117.3d): the next player in turn order
    receives it; if every player in the game has passed in succession, the
    top of the stack resolves (then the active player receives priority,
    117.3b) or, with the stack empty, the step ends (117.4, 500.2)."""
    verify_pass(game, player)
    playing = in_game(game)
    passes = game.turn.passes + 1
    if passes < len(playing):
        following = playing[(playing.index(player) + 1) % len(playing)]
        game.set_turn(game.turn._replace(priority=following, passes=passes))
        return
    if game.objects(Zone.STACK):
        resolving.resolve(game)
        settle(game)
        if game.turn.pending is None:
            game.set_turn(game.turn._replace(priority=game.turn.active, passes=0))
        return
    advance(game)


def took_action(game: Game, player: str) -> None:
    """After a player acts (casts, activates, plays a land, takes a special
    action) they receive priority, and the passes in succession start over
    (CR 117.3c)."""
    settle(game)
    if game.turn.pending is None and game.result() is None:
        game.set_turn(game.turn._replace(priority=player, passes=0))


def settle(game: Game) -> None:
    """Before a player would receive priority: state-based actions until none
    apply, then triggered abilities go on the stack, again until neither
    happens (CR 117.5, 704.3; the action wrapper puts the triggers on).
    First, "as it enters" replacements of what just entered (614.1c)."""
    triggers.apply_pending_as_enters(game)
    sba.state_based_actions(game)


def advance(game: Game) -> None:
    """End the step and go on through the turn (CR 500.2-500.4) to the next
    moment someone decides something: a step in which the active player
    receives priority, or a pending declaration."""
    for _ in range(len(_ORDER) * 2):  # at most every step of a turn and the next
        if game.result() is not None:
            return
        step = _next_step(game)
        if step is Step.UNTAP:
            turns.begin_turn(game)
        else:
            turns.enter_step(game, step)
        if _turn_based_actions(game, step):
            return
    raise AssertionError("a turn went by without anyone deciding anything")  # pragma: no cover


def _next_step(game: Game) -> Step:
    now = game.turn.step
    if now is Step.CLEANUP:
        return Step.UNTAP
    added = turns.next_phase_added(game, now)  # CR 500.8: additional phases come first
    if added is not None:
        return added
    following = _ORDER[_ORDER.index(now) + 1]
    attacked = any(o.status.attacking is not None for o in game.objects(Zone.BATTLEFIELD))
    if following in (Step.DECLARE_BLOCKERS, Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE) and not attacked:
        return Step.END_OF_COMBAT  # CR 508.8: no attackers, no blockers or combat damage steps
    if following is Step.FIRST_STRIKE_DAMAGE and not combat.first_strike_step_needed(game):
        return Step.COMBAT_DAMAGE  # CR 510.4: only when a creature in combat has first or double strike
    return following


def _turn_based_actions(game: Game, step: Step) -> bool:
    """The step's turn-based actions (CR 703.4); whether the game stops in
    it for a decision (priority or a declaration)."""
    if step is Step.UNTAP:
        return False  # CR 502.4: no priority in the untap step
    if step is Step.DECLARE_ATTACKERS and possible_attackers(game):
        game.set_turn(game.turn._replace(pending=Pending.ATTACKERS, priority=None))
        return True
    if step is Step.DECLARE_BLOCKERS and possible_blocks(game, defending_player(game)):
        game.set_turn(game.turn._replace(pending=Pending.BLOCKERS, priority=None))
        return True
    if step in (Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE):
        combat.deal_combat_damage(game)  # CR 510.1-510.2, 510.4
    if step is Step.CLEANUP:
        if _over_hand_size(game) > 0:
            game.set_turn(game.turn._replace(pending=Pending.DISCARD, priority=None))
            return True
        return _finish_cleanup(game)
    settle(game)
    game.set_turn(game.turn._replace(priority=game.turn.active, passes=0))
    return True


def _over_hand_size(game: Game) -> int:
    """How many cards over their maximum hand size the active player holds
    (402.2: seven, or none at all where an effect says so)."""
    active = game.turn.active
    if any(e.kind is RuleEffectKind.NO_MAXIMUM_HAND_SIZE and e.player == active for e in rule_effects(game)):
        return 0
    return len(game.objects(Zone.HAND, active)) - MAXIMUM_HAND_SIZE


def _finish_cleanup(game: Game) -> bool:
    """CR 514.2-514.3a: damage wears off and "until end of turn" effects end;
    then, if state-based actions or triggers happen, players receive priority
    in this cleanup step (and another follows it); else the turn ends."""
    turns.cleanup(game)
    start = len(game.log)
    settle(game)
    happened = any(e.kind is not EventKind.TURN_STEP for e in game.log[start:])
    if happened or game.objects(Zone.STACK):
        game.set_turn(game.turn._replace(priority=game.turn.active, passes=0))
        return True
    return False


# -- declarations ------------------------------------------------------------------------------


def verify_declaration(game: Game, player: str, pending: Pending) -> None:
    """Refuse a declaration the game isn't waiting for, or by someone else."""
    verify_holder(game, player)
    if game.turn.pending is not pending or game.choice is not None:
        refuse(
            ErrorCode.TIMING,
            _PENDING_RULES[pending],
            f"{player} can't declare {pending.value} now: the game isn't waiting for "
            f"{_PENDING_WORDS[pending]} (it is the {game.turn.step.value} step).",
        )


@action
def declare_attackers(game: Game, player: str, attacks: Sequence[tuple[ObjectId, Target]]) -> None:
    """The active player declares attackers (CR 508.1), each attacking a
    player, a planeswalker or a battle (508.1b), or none; then the active player receives
    priority in the declare attackers step (508.2)."""
    verify_declaration(game, player, Pending.ATTACKERS)
    if attacks:
        combat.declare_attacks(game, attacks)
    else:
        combat.verify_attacks(game, attacks)  # CR 508.1d: no attack may leave a requirement unobeyed
    game.set_turn(game.turn._replace(pending=None))
    took_action(game, game.turn.active)


@action
def declare_blockers(game: Game, player: str, blocks: Sequence[tuple[ObjectId, ObjectId]]) -> None:
    """The defending player declares blockers (CR 509.1), or none; then the
    active player receives priority (509.2)."""
    verify_declaration(game, player, Pending.BLOCKERS)
    if blocks:
        combat.block(game, blocks, player=player)
    else:
        blocking.verify_block_requirements(game, blocks, player)  # CR 509.1c, likewise
    game.set_turn(game.turn._replace(pending=None))
    took_action(game, game.turn.active)


def verify_discard(game: Game, player: str, cards: Sequence[ObjectId]) -> None:
    """Refuse a cleanup discard that isn't exactly down to hand size, of
    distinct cards in the active player's hand (CR 514.1)."""
    verify_declaration(game, player, Pending.DISCARD)
    excess = _over_hand_size(game)
    hand = {o.id for o in game.objects(Zone.HAND, player)}
    if len(set(cards)) != len(cards) or not set(cards) <= hand:
        refuse(ErrorCode.WRONG_ZONE, "514.1", f"{player} discards distinct cards from their own hand.")
    if len(cards) != excess:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "514.1",
            f"{player} has {len(hand)} cards in hand and discards down to {MAXIMUM_HAND_SIZE}: "
            f"exactly {excess}, not {len(cards)}.",
        )


@action
def discard_to_hand_size(game: Game, player: str, cards: Sequence[ObjectId]) -> None:
    """The active player discards down to maximum hand size (CR 514.1); the
    cleanup step goes on (514.2)."""
    verify_discard(game, player, cards)
    for card in cards:
        moves.discard(game, player, game.get(card), rule="514.1")
    game.set_turn(game.turn._replace(pending=None))
    if not _finish_cleanup(game):
        advance(game)


@action
def concede(game: Game, player: str) -> None:
    """``player`` concedes and leaves the game (CR 104.3a, 800.4a)."""
    game.player(player)
    if game.player(player).has_lost:
        refuse(ErrorCode.GAME_OVER, "104.3a", f"{player} has already left the game.")
    game.set_player(game.player(player)._replace(has_lost=True))
    game.record(Event(EventKind.CONCEDED, player=player, rule="104.3a", note=f"{player} concedes"))
    if game.result() is None and game.turn.priority == player:
        playing = in_game(game)
        game.set_turn(game.turn._replace(priority=playing[0] if playing else None, passes=0))


_PENDING_RULES = {Pending.ATTACKERS: "508.1", Pending.BLOCKERS: "509.1", Pending.DISCARD: "514.1"}
_PENDING_WORDS = {
    Pending.ATTACKERS: "the declaration of attackers",
    Pending.BLOCKERS: "the declaration of blockers",
    Pending.DISCARD: "the discard to hand size",
}
