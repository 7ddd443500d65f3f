"""Attacking, damage and life (CR 506-511, 120, 119).

Declaring attackers (508.1: attack triggers, tapping, vigilance) and
blockers (509.1: flying, reach, "can block only creatures with flying",
protection, menace), combat damage (510: first and double strike in a
first-strike damage step, 510.4; several blockers with the damage divided
as the attacker's controller chooses, 510.1c; trample, 702.19; deathtouch,
702.2; lifelink, 702.15), and damage and life changes as effects. A
creature attacks a player, a planeswalker an opponent controls, or a
battle an opponent protects (508.1b, 310.8b: never by its protector, so a
Siege by its own controller); only the protector's creatures block an
attacker of a battle (310.8c, 509.1a). Damage marked on a creature is
lethal through the state-based actions (704.5g-h) and removed in cleanup
(514.3a); damage to a planeswalker removes loyalty counters (120.3c), to a
battle defense counters (120.3h, 310.6).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, refuse
from mtgfaces.rules.actions.blocking import (
    DEFENDER,
    MENACE,
    can_block,
    defender_of,
    has_keyword,
    verify_block_requirements,
)
from mtgfaces.rules.actions.blocking import number as _number
from mtgfaces.rules.actions.moves import find, public_name
from mtgfaces.rules.actions.permits import summoning_sick
from mtgfaces.rules.actions.prevention import (
    prevented_by,
    prevented_to,
    redirected,
    shield_order,
    shielded,
    unpreventable,
)
from mtgfaces.rules.actions.requirements import AttackRequirement, attack_requirements
from mtgfaces.rules.actions.restrictions import (
    AT_MOST_ONE_BLOCKER,
    attacks_only_if,
    blocks_at_most,
    says_of_itself,
)
from mtgfaces.rules.actions.turns import enter_step
from mtgfaces.rules.state import battles, replacements
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.game import Pending, Step
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.protection import qualities_stopping
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def verify_attack(game: Game, attackers: Sequence[ObjectId], *, defending: Target | None = None) -> Target:
    """Refuse, with the rule, an attack the rules forbid; else what is
    attacked. The active player attacks (506.2, 508.1) in their combat phase,
    from the main phase before it with the stack empty, with untapped
    creatures they control (508.1a), an opponent, a planeswalker an
    opponent controls or a battle an opponent protects (508.1b, 310.8b)."""
    who = game.turn.active
    opponents = game.opponents(who)
    target = defending if defending is not None else (opponents[0] if opponents else who)
    if isinstance(target, str) and target not in opponents:
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "508.1b",
            f"{who} can attack only an opponent: one of {', '.join(opponents) or 'none'}, not {target!r}.",
        )
    if not isinstance(target, str):
        _verify_attacked_permanent(game, who, target)
    if game.turn.step not in _BEFORE_ATTACKS or game.objects(Zone.STACK):
        refuse(
            ErrorCode.TIMING,
            "508.1",
            f"attackers are declared as the declare attackers step begins, the stack empty; it is the "
            f"{game.turn.step.value} step with {len(game.objects(Zone.STACK))} object(s) on the stack.",
        )
    if not attackers:
        refuse(ErrorCode.NOT_PERMITTED, "508.1a", "an attack needs at least one attacking creature.")
    for obj_id in attackers:
        obj = find(game, obj_id, Zone.BATTLEFIELD)
        if obj is None:
            refuse(ErrorCode.WRONG_ZONE, "508.1a", f"{public_name(game, obj_id)} isn't on the battlefield.")
        name = public_name(game, obj_id)
        if game.controller(obj) != who:
            refuse(ErrorCode.NOT_PERMITTED, "508.1a", f"{who} doesn't control {name}, so it can't attack.")
        if not game.characteristics(obj).has_type("Creature"):
            refuse(ErrorCode.NOT_PERMITTED, "508.1a", f"{name} isn't a creature, so it can't attack.")
        if obj.status.tapped:
            refuse(ErrorCode.NOT_PERMITTED, "508.1a", f"{name} is tapped; only untapped creatures attack.")
        if has_keyword(game, obj, DEFENDER):
            refuse(ErrorCode.NOT_PERMITTED, "702.3b", f"{name} has defender, so it can't attack.")
        for power, toughness in attacks_only_if(game.characteristics(obj)):
            if not _controls_such_a_creature(game, who, power, toughness):
                wanted = (
                    "a 1/1 creature" if toughness is not None else f"a creature with power {power} or greater"
                )
                refuse(
                    ErrorCode.NOT_PERMITTED, "508.1c", f"{name} can't attack unless {who} controls {wanted}."
                )
        if summoning_sick(game, obj):
            refuse(
                ErrorCode.NOT_PERMITTED,
                "302.6",
                f"{name} came under {who}'s control this turn and has no haste, so it can't attack.",
            )
    if len(set(attackers)) != len(attackers):
        refuse(ErrorCode.NOT_PERMITTED, "508.1a", "a creature is declared as an attacker only once.")
    return target


can_attack = can(verify_attack)


def _controls_such_a_creature(game: Game, who: str, power: int, toughness: int | None) -> bool:
    """508.1c: a creature ``who`` controls that is exactly power/toughness
    (a "1/1 creature"), or with power ``power`` or greater."""
    for obj in game.objects(Zone.BATTLEFIELD, who):
        value = game.characteristics(obj)
        if not value.has_type("Creature"):
            continue
        have = printed_number(value.power)
        if toughness is None and have is not None and have >= power:
            return True
        if toughness is not None and have == power and printed_number(value.toughness) == toughness:
            return True
    return False


def _verify_attacked_permanent(game: Game, who: str, target: ObjectId) -> None:
    """508.1b: a planeswalker an opponent controls, or a battle whose
    protector is a defending player (310.8b: never its own protector; a
    Siege its controller attacks, its protector an opponent, can be)."""
    attacked = find(game, target, Zone.BATTLEFIELD)
    value = None if attacked is None else game.characteristics(attacked)
    if attacked is None or value is None or not (value.has_type("Planeswalker") or battles.is_battle(value)):
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "508.1b",
            f"{public_name(game, target)} is neither a planeswalker nor a battle on the battlefield; "
            "creatures attack a player, a planeswalker or a battle.",
        )
    if battles.is_battle(value):
        protector = attacked.status.protector
        if protector == who:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "310.8b",
                f"{who} protects {public_name(game, target)}: a battle's protector can never attack it.",
            )
        if protector not in game.opponents(who) or game.player(protector).has_lost:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "310.8b",
                f"{public_name(game, target)} has no protector {who} may attack; a battle can be attacked "
                "by a player for whom its protector is a defending player.",
            )
        return
    if game.controller(attacked) not in game.opponents(who):
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "508.1b",
            f"{who} controls {public_name(game, target)}; only an opponent's planeswalker can be attacked.",
        )


def attackable(game: Game, who: str) -> list[ObjectId]:
    """The permanents ``who`` could attack (508.1b), in the order of the
    battlefield: the planeswalkers their opponents still in the game
    control, and the battles those opponents protect (310.8b)."""
    opponents = [p for p in game.opponents(who) if not game.player(p).has_lost]
    found = []
    for obj in game.objects(Zone.BATTLEFIELD):
        value = game.characteristics(obj)
        if battles.is_battle(value):
            if obj.status.protector in opponents:
                found.append(obj.id)
        elif value.has_type("Planeswalker") and game.controller(obj) in opponents:
            found.append(obj.id)
    return found


# Where attackers may be declared from: the declare attackers step (508.1),
# or on the way to it from the precombat main phase (506.1, 507.1).
_BEFORE_ATTACKS = (Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)


def _go_to(game: Game, step: Step) -> None:
    """Enter the steps of combat up to ``step`` in order (CR 506.1), the
    first-strike damage step only when it is the one asked for (510.4)."""
    order = [s for s in Step if s is not Step.FIRST_STRIKE_DAMAGE or step is Step.FIRST_STRIKE_DAMAGE]
    while order.index(game.turn.step) < order.index(step):
        enter_step(game, order[order.index(game.turn.step) + 1])


def verify_attacks(game: Game, attacks: Sequence[tuple[ObjectId, Target]]) -> None:
    """Refuse a declaration of attackers, each with what it attacks (508.1),
    none at all included: it must obey as many requirements as it can (508.1d)."""
    attackers = [a for a, _ in attacks]
    if len(set(attackers)) != len(attackers):
        refuse(ErrorCode.NOT_PERMITTED, "508.1a", "a creature is declared as an attacker only once.")
    for target in dict.fromkeys(t for _, t in attacks):
        verify_attack(game, [a for a, t in attacks if t == target], defending=target)
    declared = dict(attacks)
    for creature, target, best in _attack_requirements(game):
        got = sum(1 for r in best if r.obeyed_by(declared.get(creature)))
        if got < len(best):
            shown = target if isinstance(target, str) else public_name(game, target)
            refuse(
                ErrorCode.NOT_PERMITTED,
                "508.1d",
                f"{public_name(game, creature)} {best[0].why}: it is able to attack {shown}, which obeys "
                f"{len(best)} requirement(s); as declared it obeys {got}.",
            )


def _attack_requirements(game: Game) -> list[tuple[ObjectId, Target, list[AttackRequirement]]]:
    """508.1d: for each of the active player's creatures with attack
    requirements that can attack, what it can attack obeying the most of
    them, and those requirements. The restrictions on attacking are each of
    one creature, so each creature obeys its most on its own."""
    who = game.turn.active
    requirements = attack_requirements(game, game.objects(Zone.BATTLEFIELD, who))
    if not requirements:
        return []
    opponents = [p for p in game.opponents(who) if not game.player(p).has_lost]
    walkers = attackable(game, who)
    found = []
    for creature in dict.fromkeys(r.creature for r in requirements):
        its = [r for r in requirements if r.creature == creature]
        defenders: list[Target] = [*opponents, *walkers]
        able = [t for t in defenders if can_attack(game, [creature], defending=t)]
        if able:
            target = max(able, key=lambda t: sum(1 for r in its if r.obeyed_by(t)))
            found.append((creature, target, [r for r in its if r.obeyed_by(target)]))
    return found


def obeying_attacks(game: Game) -> tuple[tuple[ObjectId, Target], ...]:
    """A declaration of attackers obeying the most requirements (508.1d):
    each creature with requirements attacks what obeys the most of them."""
    return tuple((creature, target) for creature, target, _ in _attack_requirements(game))


can_declare_attacks = can(verify_attacks)


@action
def declare_attacks(game: Game, attacks: Sequence[tuple[ObjectId, Target]]) -> None:
    """Declare attackers (508.1), each attacking a player, a planeswalker
    or a battle (508.1b): see :func:`attack`."""
    verify_attacks(game, attacks)
    for target in dict.fromkeys(t for _, t in attacks):
        attack(game, [a for a, t in attacks if t == target], defending=target)


@action
def attack(game: Game, attackers: Sequence[ObjectId], *, defending: Target | None = None) -> None:
    """Declare attackers (508.1): the game enters combat if it was in the
    main phase; each attacker taps unless it has vigilance (508.1f, 702.20b)
    and attacks the defending player or planeswalker; "whenever ~ attacks"
    triggers (508.3a). The defending player of an attack on a battle is its
    protector (310.8d, 508.5)."""
    target = verify_attack(game, attackers, defending=defending)
    _go_to(game, Step.DECLARE_ATTACKERS)
    if game.turn.pending is Pending.ATTACKERS:
        game.set_turn(game.turn._replace(pending=None))
    for obj_id in attackers:
        obj = game.get(obj_id)
        tapped = obj.status.tapped or not has_keyword(game, obj, "Vigilance")
        game.replace(obj._replace(status=obj.status._replace(tapped=tapped, attacking=target)))
        walker = None if isinstance(target, str) else target
        who = defender_of(game, target)
        game.record(Event(EventKind.ATTACKS, object=obj_id, new_object=walker, player=who, rule="508.1"))


def verify_block(
    game: Game, blocks: Sequence[tuple[ObjectId, ObjectId]], *, player: str | None = None
) -> str:
    """Refuse, with the rule, blocks the rules forbid (509.1); else the
    defending player. Each blocker blocks one attacker attacking its
    controller, once."""
    attackers = {o.id for o in game.objects(Zone.BATTLEFIELD) if o.status.attacking is not None}
    if not attackers or game.turn.step not in (Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS):
        refuse(ErrorCode.TIMING, "509.1", "blockers are declared in combat, after attackers are declared.")
    attacked = [game.get(a).status.attacking for a in sorted(attackers)]
    defending: str = player or next((defender_of(game, p) for p in attacked if p is not None), "")
    if len(set(blocks)) != len(blocks):
        refuse(ErrorCode.NOT_PERMITTED, "509.1a", "a creature blocks an attacker only once.")
    for blocker_id in dict.fromkeys(b for b, _ in blocks):
        count = sum(1 for b, _ in blocks if b == blocker_id)
        most = blocks_at_most(game.characteristics(game.get(blocker_id))) if blocker_id in game else 1
        if most is not None and count > most:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "509.1a",
                f"{public_name(game, blocker_id)} can block {most} attacker(s), not {count}.",
            )
    for attacker_id in {a for _, a in blocks}:
        count = sum(1 for _, a in blocks if a == attacker_id)
        if count == 1 and attacker_id in game and has_keyword(game, game.get(attacker_id), MENACE):
            refuse(
                ErrorCode.NOT_PERMITTED,
                "702.111b",
                f"{public_name(game, attacker_id)} has menace: it can't be blocked except by two or more "
                "creatures.",
            )
        if (
            count > 1
            and attacker_id in game
            and says_of_itself(game.characteristics(game.get(attacker_id)), AT_MOST_ONE_BLOCKER)
        ):
            refuse(
                ErrorCode.NOT_PERMITTED,
                "509.1b",
                f"{public_name(game, attacker_id)} can't be blocked by more than one creature.",
            )
    for blocker_id, attacker_id in blocks:
        blocker = find(game, blocker_id, Zone.BATTLEFIELD)
        if blocker is None:
            refuse(
                ErrorCode.WRONG_ZONE, "509.1a", f"{public_name(game, blocker_id)} isn't on the battlefield."
            )
        if game.controller(blocker) != defending or blocker.status.attacking is not None:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "509.1a",
                f"{public_name(game, blocker_id)} isn't a creature of {defending}, the defending player.",
            )
        target = game.get(attacker_id).status.attacking if attacker_id in attackers else None
        if target is None or defender_of(game, target) != defending:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "509.1a",
                f"{public_name(game, attacker_id)} isn't attacking {defending}, a planeswalker "
                f"{defending} controls or a battle {defending} protects, so they can't block it "
                "(310.8c).",
            )
        why = can_block(game, blocker, game.get(attacker_id))
        if why is not None:
            refuse(ErrorCode.NOT_PERMITTED, "509.1b", f"{why}: it can't block.")
    verify_block_requirements(game, blocks, defending)
    return defending


can_declare_blockers = can(verify_block)


@action
def block(game: Game, blocks: Sequence[tuple[ObjectId, ObjectId]], *, player: str | None = None) -> None:
    """Declare blockers (509.1): each (blocker, attacker) pair; the blocker
    becomes a blocking creature, the attacker blocked (509.1h)."""
    defending = verify_block(game, blocks, player=player)
    _go_to(game, Step.DECLARE_BLOCKERS)
    if game.turn.pending is Pending.BLOCKERS:
        game.set_turn(game.turn._replace(pending=None))
    for blocker_id, attacker_id in blocks:
        blocker = game.get(blocker_id)
        if blocker.status.blocking is None:  # more blocked: blocked_by_it reads the log (509.1a)
            game.replace(blocker._replace(status=blocker.status._replace(blocking=attacker_id)))
        game.record(
            Event(EventKind.BLOCKS, object=blocker_id, new_object=attacker_id, player=defending, rule="509.1")
        )


Who = str | None  # a player, if known
FIRST_STRIKE, DOUBLE_STRIKE, TRAMPLE, DEATHTOUCH = ("First strike", "Double strike", "Trample", "Deathtouch")


def strikes_first(game: Game, obj: GameObject) -> bool:
    """First strike or double strike (702.7, 702.4)."""
    return has_keyword(game, obj, FIRST_STRIKE) or has_keyword(game, obj, DOUBLE_STRIKE)


def in_combat(game: Game) -> list[GameObject]:
    """The attacking and blocking creatures, in the order of the battlefield."""
    return [
        o
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.attacking is not None or o.status.blocking is not None
    ]


def first_strike_step_needed(game: Game) -> bool:
    """CR 510.4: a creature in combat has first or double strike as the
    combat damage step begins (and none has dealt first-strike damage yet)."""
    return not _struck_first(game) and any(strikes_first(game, o) for o in in_combat(game))


def _struck_first(game: Game) -> set[ObjectId]:
    """The creatures that had first or double strike as this combat's first
    combat damage step began (its STRIKES_FIRST events)."""

    return {
        e.object
        for e in game.log[_combat_start(game) :]
        if e.kind is EventKind.STRIKES_FIRST and e.object is not None
    }


def _combat_start(game: Game) -> int:
    """Where in the log this combat phase began (its beginning of combat
    step, 506.1), else this turn: a turn with an additional combat phase
    (500.8) has its blocks and first-strike damage again in each."""
    start = turn_start(game)
    for index in range(len(game.log) - 1, start - 1, -1):
        event = game.log[index]
        if event.kind is EventKind.TURN_STEP and event.note == Step.BEGINNING_OF_COMBAT.value:
            return index
    return start


@action
def combat_damage(game: Game) -> None:
    """The next combat damage step of this combat (the referee's and the
    scenario's ``combat_damage``): the first-strike step if a creature in
    combat has first or double strike and it hasn't happened (510.4), else
    the regular one; see :func:`deal_combat_damage`."""
    if not any(o.status.attacking is not None for o in game.objects(Zone.BATTLEFIELD)):
        ignored(game, "510.1", "no creature is attacking, so no combat damage is dealt")
        return
    if game.turn.step.is_combat:
        first = first_strike_step_needed(game) and game.turn.step is not Step.FIRST_STRIKE_DAMAGE
        _go_to(game, Step.FIRST_STRIKE_DAMAGE if first else Step.COMBAT_DAMAGE)
    deal_combat_damage(game)


def deal_combat_damage(game: Game) -> None:
    """CR 510.1-510.2, the combat damage of the step the game is in. Who
    assigns (510.4): in a first-strike step, the creatures with first or
    double strike; in the regular step after one, those that had neither as
    it began, and those with double strike. Each attacking creature assigns
    its power: unblocked, to the player or planeswalker it attacks; blocked,
    to the creatures blocking it, divided as its controller chooses when
    there are several (510.1c), none if they have all left (509.1h) unless
    it has trample (702.19e); with trample, what exceeds lethal damage to
    its blockers may go to what it attacks (702.19b; with deathtouch, 1 is
    lethal, 702.2c). Each blocking creature assigns its power to the
    attacker it blocks (510.1d). All is dealt at once (510.2)."""
    creatures = in_combat(game)
    if game.turn.step is Step.FIRST_STRIKE_DAMAGE:
        assigning = [o for o in creatures if strikes_first(game, o)]
        for obj in assigning:
            game.record(
                Event(EventKind.STRIKES_FIRST, object=obj.id, player=game.controller(obj), rule="510.4")
            )
    else:
        struck = _struck_first(game)
        assigning = [o for o in creatures if o.id not in struck or has_keyword(game, o, DOUBLE_STRIKE)]

    this_combat = game.log[_combat_start(game) :]
    blocks = [e for e in this_combat if e.kind is EventKind.BLOCKS]
    blocked_before = {e.new_object for e in blocks}
    assigned: dict[ObjectId, int] = {}
    assignments: list[tuple[ObjectId, Target, int]] = []
    for obj in assigning:
        power = _number(game.characteristics(obj).power)
        if power <= 0:
            continue
        if obj.status.blocking is not None:
            for to, amount in _blocker_divides(game, obj, _blocked_by(game, obj, blocks), power):
                assignments.append((obj.id, to, amount))  # CR 510.1d
            continue
        attacked = obj.status.attacking
        if attacked is None:
            continue
        if obj.id not in blocked_before:
            assignments.append((obj.id, attacked, power))
            continue
        order = [e.object for e in blocks if e.new_object == obj.id and e.object is not None]
        blockers = [
            game.get(b)
            for b in dict.fromkeys(order)
            if b in game and obj.id in _blocked_by(game, game.get(b), blocks)
        ]
        if not blockers:
            if has_keyword(game, obj, TRAMPLE):
                assignments.append((obj.id, attacked, power))  # CR 702.19e
            continue  # CR 509.1h, 510.1c: blocked, and no blocker left
        for to, amount in _divide(game, obj, blockers, power, attacked, assigned):
            assignments.append((obj.id, to, amount))
            if not isinstance(to, str):
                assigned[to] = assigned.get(to, 0) + amount
    # CR 614.1a: unblocked creatures' damage dealt elsewhere; 615.7: which damage a shield takes.
    for source, target, amount in shield_order(game, redirected(game, assignments, blocked_before)):
        if amount > 0:
            _deal(game, source, target, amount, combat=True)


def _blocked_by(game: Game, blocker: GameObject, blocks: list[Event]) -> list[ObjectId]:
    """The attacking creatures ``blocker`` blocks, in the order declared
    (509.1a: one, or more with "can block an additional creature"): its
    status names the first, this turn's BLOCKS events the others."""
    if blocker.status.blocking is None:
        return []
    found = [blocker.status.blocking, *(e.new_object for e in blocks if e.object == blocker.id)]
    return [a for a in dict.fromkeys(found) if a is not None and a in game and game.get(a).status.attacking]


def _blocker_divides(
    game: Game, blocker: GameObject, attackers: list[ObjectId], power: int
) -> list[tuple[Target, int]]:
    """CR 510.1d: a blocking creature's damage, all to the one creature it
    blocks, divided as its controller chooses among several (with no one to
    ask: lethal damage to each in order, the rest to the last)."""
    out: list[tuple[Target, int]] = []
    left = power
    for attacker in attackers[:-1]:
        lethal = _lethal(game, game.get(attacker), {}, has_keyword(game, blocker, DEATHTOUCH))
        prompt = (
            f"{public_name(game, blocker.id)} assigns {left} combat damage among the creatures it blocks: "
            f"how much to {public_name(game, attacker)} (lethal {lethal})?"
        )
        amount = _how_much(
            game, game.controller(blocker), prompt, left, default=min(lethal, left), rule="510.1d"
        )
        out.append((attacker, amount))
        left -= amount
    return [*out, (attackers[-1], left)] if attackers else []


def _lethal(game: Game, blocker: GameObject, assigned: dict[ObjectId, int], deathtouch: bool) -> int:
    """Lethal damage for assigning combat damage (702.19b, 702.2c): what its
    toughness leaves after the damage marked on it and assigned to it by
    other creatures this step; any damage with deathtouch."""
    left = (
        _number(game.characteristics(blocker).toughness) - blocker.status.damage - assigned.get(blocker.id, 0)
    )
    return min(1, max(left, 0)) if deathtouch else max(left, 0)


def _divide(
    game: Game,
    attacker: GameObject,
    blockers: list[GameObject],
    power: int,
    attacked: Target,
    assigned: dict[ObjectId, int],
) -> list[tuple[Target, int]]:
    """How a blocked attacker's damage is assigned (510.1c, 702.19b): its
    controller chooses, asked amount by amount (with no one to ask: the
    excess over lethal damage to what it attacks if it has trample, then
    lethal damage to each blocker in the order they blocked, the rest to the
    last)."""
    controller = game.controller(attacker)
    name = public_name(game, attacker.id)
    deathtouch = has_keyword(game, attacker, DEATHTOUCH)
    lethal = {b.id: _lethal(game, b, assigned, deathtouch) for b in blockers}
    out: list[tuple[Target, int]] = []
    left = power
    if has_keyword(game, attacker, TRAMPLE):
        excess = max(0, power - sum(lethal.values()))
        shown = attacked if isinstance(attacked, str) else public_name(game, attacked)
        prompt = f"{name} (trample) assigns {power} combat damage: how much to {shown}?"
        amount = _how_much(game, controller, prompt, excess, default=excess, rule="702.19b")
        out.append((attacked, amount))
        left -= amount
    for blocker in blockers[:-1]:
        prompt = (
            f"{name} assigns {left} combat damage among its blockers: how much to "
            f"{public_name(game, blocker.id)} (lethal {lethal[blocker.id]})?"
        )
        amount = _how_much(game, controller, prompt, left, default=min(lethal[blocker.id], left))
        out.append((blocker.id, amount))
        left -= amount
    out.append((blockers[-1].id, left))
    return out


def _how_much(game: Game, player: str, prompt: str, most: int, *, default: int, rule: str = "510.1c") -> int:
    options = tuple(str(n) for n in range(most + 1))
    (picked,) = ask(game, Question(player, "damage", prompt, options, 1, 1, rule), default=(str(default),))
    return int(picked)


def _deal(
    game: Game, source: ObjectId | None, to: Target, amount: int, *, combat: bool = False, by: Who = None
) -> None:
    # CR 614.1a: effects that say damage is dealt "instead", in timestamp order (state/replacements.py).
    to = replacements.redirected(game, to)
    amount = replacements.damage(game, source, to, amount, combat=combat, by=by)
    if amount <= 0:
        return
    why = prevented_by(game, source) if combat else None
    if why is not None and source is not None:
        name = public_name(game, source)
        ignored(game, "615.1", f"the combat damage of {name} is prevented: {why}", source)
        return
    prevented = prevented_to(game, to, combat=combat)
    if prevented is not None:
        shown = to if isinstance(to, str) else public_name(game, to)
        ignored(game, "615.1", f"the damage to {shown} is prevented: {prevented}", None)
        return
    if not isinstance(to, str) and source is not None and source in game and to in game:
        stopped = qualities_stopping(game.characteristics(to).abilities, game.characteristics(source))
        if stopped and not unpreventable(game):  # CR 702.16e, 615.1: protection prevents it
            ignored(game, "702.16e", f"protection from {stopped[0]} prevents the damage", to)
            return
    # CR 615.7, 616.1: a shield last, after what prevents all of it (its player would choose so).
    amount = shielded(game, to, amount)
    if amount <= 0:
        return
    rule = "510.2" if combat else "120.3"
    if isinstance(to, str):
        player = game.player(to)
        lifelink = source is not None and source in game and has_keyword(game, game.get(source), "Lifelink")
        lost = replacements.life_lost_to_damage(game, to, amount)  # CR 120.3a, 614.1a
        game.set_player(player._replace(life=player.life - lost))
        if combat and source is not None and source in game and game.is_commander(game.get(source)):
            commander = game.get(source)  # CR 903.10a: combat damage by a commander is counted
            counted = game.player(to).with_commander_damage(
                f"{commander.owner}/{commander.card.name}", amount
            )
            game.set_player(counted)
        game.record(Event(EventKind.DAMAGE_DEALT, object=source, player=to, rule=rule, note=str(amount)))
        if lost:
            game.record(Event(EventKind.LIFE_CHANGED, player=to, rule="120.3a", note=f"-{lost}"))
    else:
        target = find(game, to, Zone.BATTLEFIELD)
        if target is None:
            return
        if battles.is_battle(game.characteristics(target)):
            # CR 120.3h, 310.6: damage to a battle removes that many defense counters.
            game.replace(target._replace(status=target.status.with_counters(battles.DEFENSE, -amount)))
        elif game.characteristics(target).has_type("Planeswalker"):
            # CR 120.3c: damage to a planeswalker removes that many loyalty counters.
            game.replace(target._replace(status=target.status.with_counters("loyalty", -amount)))
        else:
            touched = target.status.deathtouched or (
                source is not None and source in game and has_keyword(game, game.get(source), DEATHTOUCH)
            )  # CR 702.2b: destroyed when state-based actions are next checked
            marked = target.status._replace(damage=target.status.damage + amount, deathtouched=touched)
            game.replace(target._replace(status=marked))
        game.record(
            Event(EventKind.DAMAGE_DEALT, object=source, new_object=to, rule=rule, note=str(amount))
        )  # CR 120.3e: marked on the creature
        lifelink = source is not None and source in game and has_keyword(game, game.get(source), "Lifelink")
    if lifelink and source is not None:
        change_life(game, game.controller(game.get(source)), amount)  # CR 702.15b


@action
def deal_damage(game: Game, source: ObjectId | None, to: Target, amount: int, *, by: Who = None) -> None:
    """``source`` deals ``amount`` damage to a player (life loss, 120.3a) or a
    creature (marked, 120.3e); nothing for an object no longer there. ``by``:
    the controller of the ability dealing it (its source's, 608.2h)."""
    if not game.has_target(to):
        ignored(game, "400.7", "the damage has nothing to be dealt to")
        return
    _deal(game, source, to, amount, by=by)


@action
def lose_life(game: Game, player: str, amount: int) -> None:
    """CR 119.3: the player loses ``amount`` life."""
    change_life(game, player, -amount)
