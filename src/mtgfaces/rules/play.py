"""The front door for a program that plays: what a player may do now, as
values, and doing it (CR 117, 601, 602, 116.2).

- :func:`legal_actions` lists the :mod:`~mtgfaces.rules.decisions` one player
  can take now, and nothing else;
- :func:`verify` raises :class:`~mtgfaces.errors.IllegalAction` with the
  rule when an action isn't legal now, :func:`can` says whether it is, and
  :func:`apply` verifies and does it, all or nothing: state-based actions
  and triggered abilities follow (117.5), priority moves on (117.3), and the
  action is recorded in ``game.actions``;
- :func:`replay` rebuilds a game from its start position and actions.

:class:`PlayableGame` offers the same as methods (``mtgfaces.Game``).

Declarations are combinations: :func:`legal_actions` lists every declaration
of attackers and of blockers up to :data:`EXACT_DECLARATIONS` combinations,
and a sample past that; any legal combination is accepted by :func:`apply`.
Costs are not paid yet (mana is recorded only), so a spell with X is listed
with X from 0 to the number of lands its caster controls; any X is accepted.

>>> from mtgfaces.cards.db import CardDB
>>> game = PlayableGame(["Alice", "Bob"])
>>> shelter = game.put(CardDB.default().card("Sejiri Shelter"), zone=Zone.HAND, owner="Alice")
>>> bears = game.put(CardDB.default().card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
>>> [str(a) for a in game.legal_actions("Alice") if not isinstance(a, (PassPriority, Concede))]
['Alice: play #1 back', 'Alice: cast #1 front -> #2']
>>> _ = game.apply(PlayLand("Alice", shelter.id, side=Side.BACK))
>>> game.characteristics(game.objects(Zone.BATTLEFIELD)[-1]).name
'Sejiri Glacier'
>>> [str(a) for a in game.actions]
['Alice: play #1 back']
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterable, Iterator, Sequence
from typing import Any

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import keyword_cost
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side, SplitKind
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules import coverage, load, priority
from mtgfaces.rules.abilities import registry
from mtgfaces.rules.abilities.model import SpellAbility, Targets
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, permits, rooms
from mtgfaces.rules.actions.activating import is_legal_target
from mtgfaces.rules.actions.base import ErrorCode, Outcome, action, refuse
from mtgfaces.rules.choices import Answer, Answering, Asked, PendingChoice
from mtgfaces.rules.decisions import (
    TURN_FACE_UP_WAYS,
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
    TurnFaceUp,
    Unlock,
)
from mtgfaces.rules.game import Game, Pending
from mtgfaces.rules.objects import GameObject
from mtgfaces.rules.protection import qualities_stopping
from mtgfaces.rules.status import FaceDown, ObjectId, Target

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
    the legend rule: :mod:`mtgfaces.rules.choices`), it stops there, the game
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
    if isinstance(game, PlayableGame) and game.strict:
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
    }


def _verify_cast(game: Game, act: Cast) -> None:
    _may_act(game, act.player)
    plan = casting.verify_cast(game, act.card, **_cast_options(act))
    _check_strict(game, act, plan.characteristics)
    spec = _spell_targets(plan.characteristics)
    if spec is not None:
        least = spec.number if spec.minimum is None else spec.minimum
        if len(act.targets) < least:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "601.2c",
                f"{act.player} must choose {least} target{'s' if least > 1 else ''} "
                f"({spec.kind.value}) as the spell is cast; {len(act.targets)} chosen.",
            )


def _verify_activate(game: Game, act: Activate) -> None:
    _may_act(game, act.player)
    activating.verify_activate(
        game, act.source, act.ability, player=act.player, targets=act.targets, picked=act.choices
    )


def _verify_turn_face_up(game: Game, act: TurnFaceUp) -> None:
    _may_act(game, act.player)
    faces.verify_turn_face_up(game, act.permanent, player=act.player, using=act.how)


def _verify_unlock(game: Game, act: Unlock) -> None:
    _may_act(game, act.player)
    rooms.verify_unlock(game, act.room, act.side, player=act.player)


def _verify_foretell(game: Game, act: Foretell) -> None:
    _may_act(game, act.player)
    moves.verify_foretell(game, act.card, player=act.player)


def _verify_pass(game: Game, act: PassPriority) -> None:
    priority.verify_pass(game, act.player)


def _verify_attackers(game: Game, act: DeclareAttackers) -> None:
    priority.verify_declaration(game, act.player, Pending.ATTACKERS)
    if act.attacks:
        combat.verify_attacks(game, act.attacks)


def _verify_blockers(game: Game, act: DeclareBlockers) -> None:
    priority.verify_declaration(game, act.player, Pending.BLOCKERS)
    if act.blocks:
        combat.verify_block(game, act.blocks, player=act.player)


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
    activating.activate(
        game, act.source, act.ability, player=act.player, targets=act.targets, chosen=act.choices
    )


def _do_turn_face_up(game: Game, act: TurnFaceUp) -> None:
    faces.turn_face_up(game, act.permanent, player=act.player, using=act.how)


def _do_unlock(game: Game, act: Unlock) -> None:
    rooms.unlock(game, act.room, act.side, player=act.player)


def _do_foretell(game: Game, act: Foretell) -> None:
    moves.foretell(game, act.card, player=act.player)


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


def legal_actions(game: Game, player: str) -> list[Action]:
    """Every action ``player`` can take now (see the module's note on
    declarations and X): each is accepted by :func:`apply`."""
    game.player(player)
    if game.result() is not None or game.player(player).has_lost:
        return []
    found: list[Action] = []
    if priority.holder(game) == player:
        pending = game.turn.pending
        if game.choice is not None:
            found += (Choose(player, answer) for answer in game.choice.question.answers())
        elif pending is Pending.ATTACKERS:
            found += _attack_declarations(game, player)
        elif pending is Pending.BLOCKERS:
            found += _block_declarations(game, player)
        elif pending is Pending.DISCARD:
            found += _discards(game, player)
        else:
            found.append(PassPriority(player))
            found += _priority_actions(game, player)
    found.append(Concede(player))
    return found


def _checked(game: Game, act: Action) -> Iterator[Action]:
    """``act`` if it is legal now."""
    if can(game, act):
        yield act


_CAST_ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND, Zone.LIBRARY)
_FACE_DOWN_CASTS = (
    ("Morph", FaceDown.MORPH),
    ("Megamorph", FaceDown.MEGAMORPH),
    ("Disguise", FaceDown.DISGUISE),
)


def _priority_actions(game: Game, player: str) -> Iterator[Action]:
    """The legal actions with priority: land plays and casts from every zone
    a permission may reach (the top of the library only), activations,
    special actions. Each cast or activation is verified once with its
    first choice of targets; its other choices differ only in targets, each
    already a legal one (115.1), so the work grows with the actions listed,
    not with actions times the board."""
    # CR 305.1-305.2: no land play is possible at all outside the player's
    # main phase with the stack empty, or with their land plays used.
    lands = permits.sorcery_timing_problem(game, player) is None and game.player(
        player
    ).lands_played < permits.land_plays_allowed(game, player)
    for zone in _CAST_ZONES:
        objects = game.objects(zone, player)
        if zone is Zone.LIBRARY:
            objects = objects[:1]
        for obj in objects:
            yield from _plays_of(game, player, obj, zone, lands=lands)
    for obj in game.objects(Zone.BATTLEFIELD, player):
        for number, ability in enumerate(activating.activated_abilities(game, obj), start=1):
            choices = list(_target_choices(game, player, obj, ability.targets))
            if choices and can(game, Activate(player, obj.id, number, choices[0])):
                yield from (Activate(player, obj.id, number, aimed) for aimed in choices)
        if obj.is_face_down:
            for how in TURN_FACE_UP_WAYS:
                yield from _checked(game, TurnFaceUp(player, obj.id, how))
        if obj.card.split_kind is SplitKind.ROOM:
            for side in (Side.LEFT, Side.RIGHT):
                yield from _checked(game, Unlock(player, obj.id, side))


def _plays_of(game: Game, player: str, obj: GameObject, zone: Zone, *, lands: bool) -> Iterator[Action]:
    rules = rules_for(obj.card)
    for land in rules.land_sides(obj.card) if lands else ():
        yield from _checked(game, PlayLand(player, obj.id, side=land, from_zone=zone))
    if zone is Zone.HAND:
        if keyword_cost(obj.card.front, "Foretell") is not None:
            yield from _checked(game, Foretell(player, obj.id))
        for keyword, kind in _FACE_DOWN_CASTS:
            if keyword_cost(obj.card.front, keyword) is not None:
                yield from _checked(game, Cast(player, obj.id, from_zone=zone, face_down=kind))
    for side in rules.stack_sides(obj.card):
        yield from _casts(game, player, obj, zone, side)


def _casts(game: Game, player: str, obj: GameObject, zone: Zone, side: Side | str) -> Iterator[Action]:
    """The casts of one face or half: with each choice of X and of targets."""
    try:
        plan = casting.verify_cast(game, obj.id, player=player, side=side, from_zone=zone)
    except IllegalAction:
        return
    value = plan.characteristics
    xs: Iterable[int | None] = [None]
    if value.mana_cost.has_variable:
        permanents = game.objects(Zone.BATTLEFIELD, player)
        xs = range(sum(1 for o in permanents if game.characteristics(o).has_type("Land")) + 1)
    choices = list(_target_choices(game, player, None, _spell_targets(value), spell=(obj.id, value)))
    if not choices or (isinstance(game, PlayableGame) and game.strict and coverage.lines_not_run(value)):
        return
    # The cast was verified without X and targets; X (107.3) and targets
    # chosen among legal ones change nothing else that is checked.
    for x in xs:
        yield from (Cast(player, obj.id, side=side, from_zone=zone, x=x, targets=t) for t in choices)


def _spell_targets(value: Any) -> Targets | None:
    """The target specification of a face's one scripted spell ability."""
    scripted = [a for a in registry.of(value, SpellAbility) if a.targets is not None]
    return scripted[0].targets if len(scripted) == 1 else None


def _target_choices(
    game: Game,
    player: str,
    source: GameObject | None,
    spec: Targets | None,
    *,
    spell: tuple[ObjectId, Characteristics] | None = None,
) -> Iterator[tuple[Target, ...]]:
    """Every choice of targets for ``spec`` (CR 601.2c, 115.1): of an
    ability of ``source``, or of the ``spell`` (the card, as it would be on
    the stack), which can't target itself (115.5) nor a permanent with
    protection from one of its qualities (702.16b)."""
    if spec is None:
        yield ()
        return
    options: list[Target] = [*game.players]
    options += [o.id for o in game.objects(Zone.BATTLEFIELD)]
    options += [o.id for o in game.objects(Zone.GRAVEYARD)]
    legal = [t for t in options if is_legal_target(game, player, source, spec, t)]
    if spell is not None:
        card, value = spell
        legal = [t for t in legal if t != card and not _protected(game, t, value)]
    least = spec.number if spec.minimum is None else spec.minimum
    for count in range(least, spec.number + 1):
        yield from itertools.combinations(legal, count)


def _protected(game: Game, target: Target, spell: Characteristics) -> bool:
    if isinstance(target, str) or game.get(target).zone is not Zone.BATTLEFIELD:
        return False
    return bool(qualities_stopping(game.characteristics(target).abilities, spell))


EXACT_DECLARATIONS = 512
"""Up to this many combinations, every declaration of attackers or blockers
is listed; past it (a large board), a sample: none, each alone, all together,
and for blockers every able blocker on one attacker. :func:`apply` accepts any
legal combination either way."""


def _attack_declarations(game: Game, player: str) -> list[Action]:
    able = [o.id for o in priority.possible_attackers(game)]
    opponents = [p for p in game.opponents(player) if not game.player(p).has_lost]
    defenders: list[Target] = [*opponents]
    defenders += [
        o.id
        for o in game.objects(Zone.BATTLEFIELD)
        if game.controller(o) in opponents and game.characteristics(o).has_type("Planeswalker")
    ]
    found: list[Action] = []
    if (len(defenders) + 1) ** len(able) <= EXACT_DECLARATIONS:
        # Each able creature attacks one of the defenders or doesn't attack (508.1a-b).
        for chosen in itertools.product([None, *defenders], repeat=len(able)):
            attacks = tuple((a, d) for a, d in zip(able, chosen, strict=True) if d is not None)
            found.append(DeclareAttackers(player, attacks))
    else:
        found.append(DeclareAttackers(player))
        for defender in defenders:
            groups = [(a,) for a in able] + ([tuple(able)] if len(able) > 1 else [])
            found += (DeclareAttackers(player, tuple((a, defender) for a in group)) for group in groups)
    return [a for a in found if can(game, a)]


def _block_declarations(game: Game, player: str) -> list[Action]:
    pairs = priority.possible_blocks(game, player)
    options: dict[ObjectId, list[ObjectId]] = {}
    for blocker, attacker in pairs:
        options.setdefault(blocker, []).append(attacker)
    combinations = 1
    for attackers in options.values():
        combinations *= len(attackers) + 1
    found: list[Action] = []
    if combinations <= EXACT_DECLARATIONS:
        # Each able creature blocks one attacker it can block, or doesn't block (509.1a).
        blockers = list(options)
        for chosen in itertools.product(*([None, *options[b]] for b in blockers)):
            blocks = tuple((b, a) for b, a in zip(blockers, chosen, strict=True) if a is not None)
            found.append(DeclareBlockers(player, blocks))
    else:
        first = {blocker: (blocker, attackers[0]) for blocker, attackers in options.items()}
        found.append(DeclareBlockers(player))
        found += (DeclareBlockers(player, (pair,)) for pair in pairs)
        if len(first) > 1:
            found.append(DeclareBlockers(player, tuple(first.values())))
        for attacker in dict.fromkeys(a for _, a in pairs):  # every able blocker on one attacker (510.1c)
            ganging = tuple(pair for pair in pairs if pair[1] == attacker)
            if len(ganging) > 1:
                found.append(DeclareBlockers(player, ganging))
    return [a for a in dict.fromkeys(found) if can(game, a)]


def _discards(game: Game, player: str) -> list[Action]:
    hand = [o.id for o in game.objects(Zone.HAND, player)]
    excess = len(hand) - priority.MAXIMUM_HAND_SIZE
    return [DiscardToHandSize(player, cards) for cards in itertools.combinations(hand, excess)]


# -- replaying and playing ------------------------------------------------------------------------


def replay(start: Game, actions: Iterable[Action]) -> Game:
    """A copy of ``start`` (a game before any of ``actions``) with each
    action applied again: equal to the game that took them, byte for byte
    when saved (the engine is deterministic, its randomness seeded)."""
    game = start.copy()
    for act in actions:
        apply(game, act)
    return game


def random_game(
    game: Game,
    rng: random.Random,
    *,
    max_actions: int = 10_000,
    max_turns: int | None = None,
    concede: bool = False,
    after: Callable[[Game, Action, Outcome], None] | None = None,
) -> list[Action]:
    """Play ``game`` to its end (or ``max_actions``, or until turn
    ``max_turns`` is over), every player choosing uniformly among their legal
    actions (never conceding unless ``concede``), the choices drawn from
    ``rng``; the actions taken, in order."""
    taken: list[Action] = []
    while len(taken) < max_actions and game.result() is None:
        if max_turns is not None and game.turn.number > max_turns:
            break
        who = priority.holder(game)
        assert who is not None
        legal = [a for a in legal_actions(game, who) if concede or not isinstance(a, Concede)]
        chosen = rng.choice(legal)
        outcome = apply(game, chosen)
        taken.append(chosen)
        if after is not None:
            after(game, chosen, outcome)
    return taken


class PlayableGame(Game):
    """A game a program plays (``mtgfaces.Game``): the game state with its
    players' front door as methods. See the module's functions.

    ``strict``: refuse to cast or play a card with lines of rules text the
    engine doesn't run (:meth:`unimplemented`), so that no one mistakes
    silence for a ruling."""

    def __init__(
        self,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        rules_as_of: str | None = None,
        pay_costs: bool = False,
        strict: bool = False,
    ) -> None:
        super().__init__(players, rng=rng, rules_as_of=rules_as_of, pay_costs=pay_costs)
        self.strict = strict

    def copy(self) -> PlayableGame:
        twin = super().copy()
        assert isinstance(twin, PlayableGame)
        twin.strict = self.strict
        return twin

    def unimplemented(self, obj: GameObject | ObjectId) -> list[str]:
        """The lines of the object's rules text now that the engine doesn't
        run (a keyword it doesn't know, a line no script covers)."""
        return coverage.unimplemented(self, obj if isinstance(obj, GameObject) else self.get(obj))

    def legal_actions(self, player: str | None = None) -> list[Action]:
        """The actions ``player`` (default: whoever may act now) can take now."""
        who = player if player is not None else priority.holder(self)
        return [] if who is None else legal_actions(self, who)

    def can(self, act: Action) -> bool:
        """Whether ``act`` is legal now."""
        return can(self, act)

    def verify(self, act: Action) -> None:
        """Raise ``IllegalAction`` with the rule unless ``act`` is legal now."""
        verify(self, act)

    def apply(self, act: Action) -> Outcome:
        """Take ``act`` (all or nothing) and return the events it caused."""
        return apply(self, act)

    @property
    def to_act(self) -> str | None:
        """Who may act now (holds priority or owes a declaration); ``None``
        once the game is over."""
        return priority.holder(self)


def loads(text: str) -> PlayableGame:
    """A saved game (:func:`mtgfaces.rules.save.dumps`) as a game to play on."""
    game = load.loads(text, game_class=PlayableGame)
    assert isinstance(game, PlayableGame)
    return game
