"""Attacking, damage and life (CR 506-511, 120, 119).

Combat is modelled as far as faces need it: declaring attackers (508.1:
attack triggers, tapping) and blockers (509.1: flying, reach, "can block
only creatures with flying", protection), combat damage (510.1: to the
player attacked, or between attackers and blockers; no damage assignment
order or first strike) and damage and life changes as effects. Damage
marked on a creature is lethal through the state-based actions (704.5g)
and removed in cleanup (514.3a).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, refuse
from mtgfaces.rules.actions.moves import find, public_name
from mtgfaces.rules.events import Event, EventKind
from mtgfaces.rules.game import Pending, Step
from mtgfaces.rules.permissions import RuleEffectKind
from mtgfaces.rules.protection import qualities_stopping
from mtgfaces.rules.status import ObjectId, Target
from mtgfaces.rules.turns import enter_step

if TYPE_CHECKING:
    from mtgfaces.rules.game import Game
    from mtgfaces.rules.objects import GameObject


def _has(game: Game, obj: GameObject, keyword: str) -> bool:
    return any(a.strip().lower() == keyword.lower() for a in game.characteristics(obj).abilities)


def summoning_sick(game: Game, obj: GameObject) -> bool:
    """CR 302.6, 702.10b: a creature can't attack or use a {T} ability unless
    its controller has controlled it continuously since their most recent turn
    began, or it has haste (a face-down one has none, 708.2; turned face up,
    it is the same permanent, 708.8)."""
    value = game.characteristics(obj)
    return (
        value.has_type("Creature")
        and obj.status.controlled_since >= game.turn.number
        and not _has(game, obj, "Haste")
    )


def verify_attack(game: Game, attackers: Sequence[ObjectId], *, defending: str | None = None) -> str:
    """Refuse, with the rule, an attack the rules forbid; else the defending
    player. The active player attacks (506.2, 508.1) in their combat phase,
    from the main phase before it with the stack empty, with untapped
    creatures they control (508.1a), the player attacked an opponent."""
    who = game.turn.active
    opponents = game.opponents(who)
    target = defending if defending is not None else (opponents[0] if opponents else who)
    if target not in opponents:
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "508.1b",
            f"{who} can attack only an opponent: one of {', '.join(opponents) or 'none'}, not {target!r}.",
        )
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

# Where attackers may be declared from: the declare attackers step (508.1),
# or on the way to it from the precombat main phase (506.1, 507.1).
_BEFORE_ATTACKS = (Step.MAIN1, Step.BEGINNING_OF_COMBAT, Step.DECLARE_ATTACKERS)


def _go_to(game: Game, step: Step) -> None:
    """Enter the steps of combat up to ``step`` in order (CR 506.1)."""
    order = list(Step)
    while order.index(game.turn.step) < order.index(step):
        enter_step(game, order[order.index(game.turn.step) + 1])


@action
def attack(game: Game, attackers: Sequence[ObjectId], *, defending: str | None = None) -> None:
    """Declare attackers (508.1): the game enters combat if it was in the
    main phase; each attacker taps unless it has vigilance (508.1f, 702.20b)
    and attacks the defending player; "whenever ~ attacks" triggers (508.3a)."""
    target = verify_attack(game, attackers, defending=defending)
    _go_to(game, Step.DECLARE_ATTACKERS)
    if game.turn.pending is Pending.ATTACKERS:
        game.set_turn(game.turn._replace(pending=None))
    for obj_id in attackers:
        obj = game.get(obj_id)
        tapped = obj.status.tapped or not _has(game, obj, "Vigilance")
        game.replace(obj._replace(status=obj.status._replace(tapped=tapped, attacking=target)))
        game.record(Event(EventKind.ATTACKS, object=obj_id, player=target, rule="508.1"))


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> str | None:
    """Why ``blocker`` can't block ``attacker`` (509.1a-b), or ``None``:
    flying needs flying or reach (702.9b, 702.17b); "can block only creatures
    with flying" (Brazen Borrower); protection (702.16f)."""
    seen, attacking = game.characteristics(blocker), game.characteristics(attacker)
    name = public_name(game, blocker.id)
    if not seen.has_type("Creature"):
        return f"{name} isn't a creature"
    if blocker.status.tapped:
        return f"{name} is tapped; only untapped creatures block (509.1a)"
    if _has(game, attacker, "Flying") and not (_has(game, blocker, "Flying") or _has(game, blocker, "Reach")):
        return f"{public_name(game, attacker.id)} has flying; {name} has neither flying nor reach (702.9b)"
    only_fliers = any("can block only creatures with flying" in a.lower() for a in seen.abilities)
    if only_fliers and not _has(game, attacker, "Flying"):
        return f"{name} can block only creatures with flying"
    stopped = qualities_stopping(attacking.abilities, seen)
    if stopped:
        return f"{public_name(game, attacker.id)} has protection from {stopped[0]} (702.16f)"
    return None


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
    defending: str = player or next((p for p in attacked if p), "")
    if len({b for b, _ in blocks}) != len(blocks):
        refuse(ErrorCode.NOT_PERMITTED, "509.1a", "a creature blocks only one attacker.")
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
        if attacker_id not in attackers or game.get(attacker_id).status.attacking != defending:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "509.1a",
                f"{public_name(game, attacker_id)} isn't attacking {defending}, so they can't block it.",
            )
        why = can_block(game, blocker, game.get(attacker_id))
        if why is not None:
            refuse(ErrorCode.NOT_PERMITTED, "509.1b", f"{why}: it can't block.")
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
        game.replace(blocker._replace(status=blocker.status._replace(blocking=attacker_id)))
        game.record(
            Event(EventKind.BLOCKS, object=blocker_id, new_object=attacker_id, player=defending, rule="509.1")
        )


@action
def combat_damage(game: Game) -> None:
    """CR 510.1-510.2: each attacking creature deals damage equal to its
    power: an unblocked one to the player it attacks, a blocked one to its
    blockers (all to the first; the order of damage assignment isn't asked,
    510.1c), unless every blocker left (then none, 509.1h, 510.1c); each
    blocking creature to the attacker it blocks. All at once (510.2)."""
    permanents = game.objects(Zone.BATTLEFIELD)
    attackers = [o for o in permanents if o.status.attacking is not None]
    if not attackers:
        ignored(game, "510.1", "no creature is attacking, so no combat damage is dealt")
        return
    if game.turn.step.is_combat:
        _go_to(game, Step.COMBAT_DAMAGE)
    blockers = [o for o in permanents if o.status.blocking is not None]
    blocked = {b.status.blocking for b in blockers}
    from mtgfaces.rules.daynight import turn_start

    ids = {a.id for a in attackers}
    this_turn = game.log[turn_start(game) :]
    blocked_before = {e.new_object for e in this_turn if e.kind is EventKind.BLOCKS and e.new_object in ids}
    assignments: list[tuple[ObjectId, Target, int]] = []
    for obj in attackers:
        power = _number(game.characteristics(obj).power)
        if power <= 0 or obj.status.attacking is None:
            continue
        if obj.id in blocked:
            first = next(b for b in blockers if b.status.blocking == obj.id)
            assignments.append((obj.id, first.id, power))
        elif obj.id not in blocked_before:  # 509.1h: a blocked creature stays blocked
            assignments.append((obj.id, obj.status.attacking, power))
    for blocker in blockers:
        power = _number(game.characteristics(blocker).power)
        if power > 0 and blocker.status.blocking is not None and blocker.status.blocking in game:
            assignments.append((blocker.id, blocker.status.blocking, power))
    for source, target, amount in assignments:
        _deal(game, source, target, amount, combat=True)


def _number(value: str | None) -> int:
    try:
        return max(int(value or 0), 0)
    except ValueError:
        return 0


def damage_replacements(game: Game, source: ObjectId | None, to: Target, amount: int) -> int:
    """CR 614.1a: effects that say damage is dealt "instead" (Tok-Tok). The
    scripted replacement effects of permanents, applied in timestamp order."""
    from mtgfaces.rules.abilities import replacements

    return replacements.damage(game, source, to, amount)


def unpreventable(game: Game) -> bool:
    """CR 615.12: an effect says damage can't be prevented (Stomp's, this turn)."""
    from mtgfaces.rules.actions.permits import rule_effects

    return any(e.kind is RuleEffectKind.DAMAGE_CANT_BE_PREVENTED for e in rule_effects(game))


def _prevented(game: Game, source: ObjectId | None) -> str | None:
    """CR 615.1: a "prevent all combat damage that would be dealt by ..."
    effect covering this source (Moonmist), as its note."""
    from mtgfaces.rules.actions.permits import rule_effects
    from mtgfaces.rules.filters import Subject

    if source is None or source not in game or unpreventable(game):
        return None
    obj = game.get(source)
    subject = Subject(game.characteristics(obj), controller=game.controller(obj), zone=obj.zone)
    for effect in rule_effects(game):
        if effect.kind is RuleEffectKind.PREVENT_COMBAT_DAMAGE and (
            effect.filter is None or effect.filter.matches(subject)
        ):
            return effect.note or "a prevention effect"
    return None


def _deal(game: Game, source: ObjectId | None, to: Target, amount: int, *, combat: bool = False) -> None:
    amount = damage_replacements(game, source, to, amount)
    if amount <= 0:
        return
    why = _prevented(game, source) if combat else None
    if why is not None and source is not None:
        name = public_name(game, source)
        ignored(game, "615.1", f"the combat damage of {name} is prevented: {why}", source)
        return
    rule = "510.2" if combat else "120.3"
    if isinstance(to, str):
        player = game.player(to)
        lifelink = source is not None and source in game and _has(game, game.get(source), "Lifelink")
        game.set_player(player._replace(life=player.life - amount))  # CR 120.3a
        game.record(Event(EventKind.DAMAGE_DEALT, object=source, player=to, rule=rule, note=str(amount)))
        game.record(Event(EventKind.LIFE_CHANGED, player=to, rule="120.3a", note=f"-{amount}"))
    else:
        target = find(game, to, Zone.BATTLEFIELD)
        if target is None:
            return
        if source is not None and source in game:
            stopped = qualities_stopping(game.characteristics(target).abilities, game.characteristics(source))
            if stopped and not unpreventable(game):  # CR 702.16e, 615.1: protection prevents it
                ignored(game, "702.16e", f"protection from {stopped[0]} prevents the damage", target)
                return
        if game.characteristics(target).has_type("Planeswalker"):
            # CR 120.3c: damage to a planeswalker removes that many loyalty counters.
            game.replace(target._replace(status=target.status.with_counters("loyalty", -amount)))
        else:
            game.replace(target._replace(status=target.status._replace(damage=target.status.damage + amount)))
        game.record(
            Event(EventKind.DAMAGE_DEALT, object=source, new_object=to, rule=rule, note=str(amount))
        )  # CR 120.3e: marked on the creature
        lifelink = source is not None and source in game and _has(game, game.get(source), "Lifelink")
    if lifelink and source is not None:
        change_life(game, game.controller(game.get(source)), amount)  # CR 702.15b


@action
def deal_damage(game: Game, source: ObjectId | None, to: Target, amount: int) -> None:
    """``source`` deals ``amount`` damage to a player (life loss, 120.3a) or a
    creature (marked, 120.3e); nothing for an object no longer there."""
    if not game.has_target(to):
        ignored(game, "400.7", "the damage has nothing to be dealt to")
        return
    _deal(game, source, to, amount)


def change_life(game: Game, player: str, delta: int) -> None:
    """A player gains or loses life (119.3)."""
    state = game.player(player)
    game.set_player(state._replace(life=state.life + delta))
    game.record(Event(EventKind.LIFE_CHANGED, player=player, rule="119.3", note=f"{delta:+d}"))


@action
def lose_life(game: Game, player: str, amount: int) -> None:
    """CR 119.3: the player loses ``amount`` life."""
    change_life(game, player, -amount)
