"""Listing the actions a player can take now (CR 117.1), as values.

Declarations are combinations: :func:`legal_actions` lists every declaration
of attackers and of blockers up to :data:`EXACT_DECLARATIONS` combinations,
and a sample past that; any legal combination is accepted by
:func:`~mtgfaces.rules.front.apply`. A spell with X (or a morph cost with
X) is listed with X from 0 to the number of lands its caster controls (or,
when the game pays costs, the largest X it can pay); any X is accepted.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Sequence

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import costed_keywords
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import coverage, priority
from mtgfaces.rules.actions import (
    activating,
    alternative_costs,
    blocking,
    castable,
    casting,
    combat,
    faces,
    paying,
    permits,
)
from mtgfaces.rules.actions.legal_targets import apart_from_the_others, is_legal_target
from mtgfaces.rules.actions.restrictions import blocks_at_most
from mtgfaces.rules.front import can, spell_targets
from mtgfaces.rules.state.abilities import Activated, Targets
from mtgfaces.rules.state.board import board
from mtgfaces.rules.state.decisions import (
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
    TurnConspiracyFaceUp,
    TurnFaceUp,
    Unlock,
)
from mtgfaces.rules.state.game import Game, Pending
from mtgfaces.rules.state.memo import Refused, RefusedKey
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.protection import qualities_stopping
from mtgfaces.rules.state.status import FaceDown, ObjectId, Target


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
_FACE_DOWN_CASTS = (  # the keywords as costed_keywords has them
    ("morph", FaceDown.MORPH),
    ("megamorph", FaceDown.MEGAMORPH),
    ("disguise", FaceDown.DISGUISE),
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
    sorcery_timing = permits.sorcery_timing_problem(game, player) is None
    lands = sorcery_timing and game.player(player).lands_played < permits.land_plays_allowed(game, player)
    found = _cast_circumstances(game, player, sorcery_timing)
    kept = game.memo.refused_casts
    for zone in _CAST_ZONES:
        # The top of the library only (a permission reaches no further).
        objects = game.top_of_library(player) if zone is Zone.LIBRARY else game.objects(zone, player)
        for obj in objects:
            if found is not None:
                # A card whose casts were all refused in these circumstances,
                # with no land play and no special action to look at: nothing
                # to list (what _plays_of would find, without its work).
                key = (obj.id, player, zone, sorcery_timing)
                refused = kept.get(key)
                if refused is not None and not (lands and refused[3]) and not refused[4]:
                    if found.refuse_again(key, refused, obj):
                        continue
                    del kept[key]  # out of date: _plays_of checks the card and keeps it again if refused
            yield from _plays_of(
                game, player, obj, zone, lands=lands, sorcery_timing=sorcery_timing, circumstances=found
            )
    for obj in game.objects(Zone.COMMAND, player):
        if obj.status.face_down is FaceDown.HIDDEN_AGENDA:  # CR 116.2j, 702.106c
            yield from _checked(game, TurnConspiracyFaceUp(player, obj.id))
    # 113.6, 702.29a, 702.84a: the abilities that work from the hand (cycling) or the graveyard (unearth).
    for obj in [*game.objects(Zone.HAND, player), *game.objects(Zone.GRAVEYARD, player)]:
        for number, ability in enumerate(activating.activated_abilities(game, obj), start=1):
            if ability.zone is obj.zone:
                choices = list(_target_choices(game, player, obj, ability.targets))
                if choices and can(game, Activate(player, obj.id, number, choices[0])):
                    yield from (Activate(player, obj.id, number, aimed) for aimed in choices)
    known = board(game).found  # each permanent's activated abilities, while it and the board stand
    for obj in game.objects(Zone.BATTLEFIELD, player):
        entry = known.get(obj.id)
        if entry is not None and entry[0] is obj and entry[1] is game.characteristics(obj):
            abilities: Sequence[Activated] = entry[5]
        else:
            abilities = activating.activated_abilities(game, obj)
        for number, ability in enumerate(abilities, start=1):
            if paying.tap_unpayable(game, obj, ability):
                continue  # checked before its targets are worked out
            choices = list(_target_choices(game, player, obj, ability.targets))
            if choices and can(game, Activate(player, obj.id, number, choices[0])):
                yield from (Activate(player, obj.id, number, aimed) for aimed in choices)
        if obj.is_face_down:
            for how in TURN_FACE_UP_WAYS:
                yield from _turning_face_up(game, player, obj, how)
        if rules_for(obj.card).has_doors:
            for side in (Side.LEFT, Side.RIGHT):
                yield from _checked(game, Unlock(player, obj.id, side))


def _turning_face_up(game: Game, player: str, obj: GameObject, how: str) -> Iterator[Action]:
    """116.2b: turning ``obj`` face up ``how``; with X in that cost, each X
    from 0 (107.3d) to the largest the player can pay (or, when the game
    doesn't pay costs, the number of lands they control)."""
    act = TurnFaceUp(player, obj.id, how)
    if not can(game, act):
        return
    if faces.verify_turn_face_up(game, obj.id, player=player, using=how).x is None:
        yield act
        return
    permanents = game.objects(Zone.BATTLEFIELD, player)
    lands = sum(1 for o in permanents if game.characteristics(o).has_type("Land"))
    for x in itertools.count():
        act = TurnFaceUp(player, obj.id, how, x=x)
        if (not game.pay_costs and x > lands) or not can(game, act):
            return
        yield act


def _plays_of(
    game: Game,
    player: str,
    obj: GameObject,
    zone: Zone,
    *,
    lands: bool,
    sorcery_timing: bool,
    circumstances: _Circumstances | None,
) -> Iterator[Action]:
    """The land plays and casts of one card. A cast nothing could permit
    from where the card is (or as that side), a spell cast only as a sorcery
    when that can't be (``sorcery_timing`` false), or one surely too dear,
    is left out before the full check (:func:`casting.verify_cast` would
    refuse it); a card all of whose casts were left out so in the same
    ``circumstances`` (:func:`_cast_circumstances`) is left out again
    (:func:`_priority_actions` leaves it out before calling this when it
    has no land play or special action to look at either)."""
    rules = rules_for(obj.card)
    land_sides = rules.land_sides(obj.card)
    specials = False  # a special action or a face-down cast to look at
    for land in land_sides if lands else ():
        # A card with one face needs no side: the action a program builds,
        # PlayLand(player, card), is then the one listed.
        land_side = None if len(obj.card.faces) == 1 else land
        yield from _checked(game, PlayLand(player, obj.id, side=land_side, from_zone=zone))
    if zone is Zone.HAND:
        costed = costed_keywords(obj.card.front)
        if "foretell" in costed:
            specials = True
            yield from _checked(game, Foretell(player, obj.id))
        for keyword, kind in _FACE_DOWN_CASTS:
            if keyword in costed:
                specials = True
                yield from _checked(game, Cast(player, obj.id, from_zone=zone, face_down=kind))
    kept = game.memo.refused_casts
    key = (obj.id, player, zone, sorcery_timing)
    if circumstances is not None:
        refused = kept.get(key)
        if refused is not None and circumstances.refuse_again(key, refused, obj):
            return
    passed = False
    costs: list[tuple[ManaCost, frozenset[str]]] = []  # those looked at, each too dear
    permitted = castable.may_be_permitted(game, obj, player, zone, transformed=False)
    offered = alternative_costs.offered(game, player, zone) if permitted and zone is not Zone.HAND else []
    for side in rules.stack_sides(obj.card) if permitted else ():
        if not castable.side_may_be_permitted(game, obj, player, zone, side):
            continue
        value = casting.would_be_cast(game, obj, player=player, zone=zone, up=side)
        if not sorcery_timing and casting.sorcery_timed(value):
            continue
        for other in offered:  # CR 118.9, 601.2b: another cost, another choice (even if its own is too dear)
            passed = True
            source = alternative_costs.source_of(other)
            yield from _casts(game, player, obj, zone, side, alternative_from=source)
        if casting.unaffordable(game, value, player=player, zone=zone, obj=obj, side=side):
            costs.append((value.mana_cost, paying.spent_on_spell(value, x=None)))
            continue  # kicked, it costs more still
        passed = True
        yield from _casts(game, player, obj, zone, side)
        face = next((f for f in obj.card.faces if f.side == side), None)
        if face is not None and "kicker" in costed_keywords(face):
            yield from _casts(game, player, obj, zone, side, kicked=True)  # CR 702.33a: another choice
    # CR 712.11a: cast transformed, where disturb (702.146a), More Than Meets
    # the Eye (702.162a) or an effect allows it: another choice, for another
    # cost (118.9).
    if (
        rules.nonmodal
        and castable.may_be_permitted(game, obj, player, zone, transformed=True)
        and (
            sorcery_timing
            or not casting.sorcery_timed(
                casting.would_be_cast(game, obj, player=player, zone=zone, up=Side.BACK)
            )
        )
    ):
        passed = True
        yield from _casts(game, player, obj, zone, None, transformed=True)
    if not passed and circumstances is not None:
        if len(kept) >= _REFUSED_KEPT:
            kept.clear()  # a long game's cards long gone
        paying_for = (circumstances.paying(),) if costs else None
        kept[key] = (obj, circumstances.head, paying_for, bool(land_sides), specials, tuple(costs))


_REFUSED_KEPT = 4096
_PAYING_KEPT = 4  # what paid for a cost, for each card refused by it


class _Circumstances:
    """What the checks of a card's casts before :func:`casting.verify_cast`
    read beside the card (see :func:`_cast_circumstances`): whether sorcery
    timing is possible and the effects (``head``), and what pays for a cost
    (:func:`paying.affordability`), worked out only if a kept refusal or a
    check reads it."""

    __slots__ = ("_paying", "game", "head", "player")

    def __init__(self, game: Game, player: str, head: tuple[object, ...]) -> None:
        self.game, self.player, self.head = game, player, head
        self._paying: tuple[object, ...] | None = None

    def paying(self) -> tuple[object, ...]:
        if self._paying is None:
            self._paying = paying.affordability(self.game, self.player)
        return self._paying

    def refuse_again(self, key: RefusedKey, refused: Refused, obj: GameObject) -> bool:
        """Whether a card's casts all refused by :func:`_plays_of`'s checks
        (kept with the object and the circumstances) are refused again: the
        same object, in the same circumstances; those of the cost only if a
        cost was looked at (a cast refused by its timing or because nothing
        permits it is refused whatever the mana), and then each mana cost
        found too dear still can't be paid (601.2g-h) when what pays for it
        changed (then kept with it, beside the last few it was refused by:
        a player's mana comes and goes as lands are tapped and untapped)."""
        if refused[0] is not obj or refused[1] != self.head:
            return False
        was = refused[2]
        if was is None or self.paying() in was:
            return True
        # The same casts reach the cost check (the same card, timing and
        # effects): each is refused again if its cost still can't be paid.
        game = self.game
        if not game.pay_costs or any(
            paying.payable(game, self.player, cost, spell=spell) for cost, spell in refused[5]
        ):
            return False
        paid_with = (self.paying(), *was[: _PAYING_KEPT - 1])
        game.memo.refused_casts[key] = (obj, refused[1], paid_with, refused[3], refused[4], refused[5])
        return True


# The rule effects castable.may_be_permitted, side_may_be_permitted and
# casting.unaffordable read.
_READ_BY_CAST_CHECKS = permits.CAST_PERMISSIONS | {
    RuleEffectKind.MAY_CAST_TRANSFORMED,
    RuleEffectKind.MAY_PAY_RATHER_THAN_MANA_COST,
    RuleEffectKind.SPELLS_COST_LESS,
    RuleEffectKind.SPEND_AS_ANY_TYPE,
    RuleEffectKind.SPEND_AS_ANY_COLOR,
}


def _cast_circumstances(game: Game, player: str, sorcery_timing: bool) -> _Circumstances | None:
    """What the checks of a card's casts before :func:`casting.verify_cast`
    read beside the card (the object, a value) and where it is: whether
    sorcery timing is possible, the continuous and copy effects (what it
    would be on the stack, 601.3e; a characteristic-defining ability sets
    only power and toughness, 604.3, which they don't read) and what pays
    for it (:func:`paying.affordability`, worked out when first read).
    ``None`` when a rule effect they read is in force (a permission to
    cast, a cost reduction)."""
    if any(e.kind in _READ_BY_CAST_CHECKS for e in permits.rule_effects(game)):
        return None
    return _Circumstances(game, player, (sorcery_timing, game.memo.effects_now(game)))


def _casts(
    game: Game,
    player: str,
    obj: GameObject,
    zone: Zone,
    side: Side | str | None,
    *,
    transformed: bool = False,
    kicked: bool = False,
    alternative_from: ObjectId | None = None,
) -> Iterator[Action]:
    """The casts of one face or half: with each choice of X and of targets."""
    try:
        plan = casting.verify_cast(
            game,
            obj.id,
            player=player,
            side=side,
            from_zone=zone,
            transformed=transformed,
            kicked=kicked,
            payment=False,  # that one exists is enough
            alternative_from=alternative_from,
        )
    except IllegalAction:
        return
    value = plan.characteristics
    xs: Iterable[int | None] = [None]
    if value.mana_cost.has_variable and alternative_from is not None:
        xs = [0]  # CR 107.3b: the cost offered has no X
    elif value.mana_cost.has_variable:
        xs = range(_largest_x(game, player, plan) + 1)
    spec = spell_targets(value)
    choices = list(_target_choices(game, player, None, spec, spell=(obj.id, value)))
    if not choices or (game.strict and coverage.lines_not_run(value)):
        return
    # The cast was verified without X and targets; X (107.3) and targets
    # chosen among legal ones change nothing else that is checked.
    # A card with one face needs no side (as for a land): its one face is what
    # no side resolves to, so Cast(player, card) is the action listed.
    listed_side = None if side is Side.FRONT and len(obj.card.faces) == 1 else side
    for x in xs:
        if spec is not None and spec.with_x(x) is not spec:  # 601.2b-c: targets that depend on X
            choices = list(_target_choices(game, player, None, spec.with_x(x), spell=(obj.id, value)))
        yield from (
            Cast(
                player,
                obj.id,
                side=listed_side,
                from_zone=zone,
                x=x,
                targets=t,
                transformed=transformed,
                kicked=kicked,
                alternative_from=alternative_from,
            )
            for t in choices
        )


def _largest_x(game: Game, player: str, plan: permits.Proposal) -> int:
    """The largest X to list (107.3): when the game pays costs, the largest
    it can pay now; else as many as the lands the caster controls."""
    if not game.pay_costs or plan.cost is None:
        permanents = game.objects(Zone.BATTLEFIELD, player)
        return sum(1 for o in permanents if game.characteristics(o).has_type("Land"))
    washed = paying.spend_as(game, player, plan.object, plan.characteristics)  # 609.4b
    return paying.largest_x(game, player, plan.cost, plan.characteristics, spend_as=washed)


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
    options += [o.id for o in game.objects(Zone.STACK)]  # "target spell" (115.1a)
    if spec.then is None:
        yield from _word_choices(game, player, source, spec, options, spell)
        return
    # 601.2c, 115.3: the targets of each "target" word in turn; two words may share one
    each_word = [list(_word_choices(game, player, source, g, options, spell)) for g in spec.groups]
    for chosen in itertools.product(*each_word):
        yield tuple(t for word in chosen for t in word)


def _word_choices(
    game: Game,
    player: str,
    source: GameObject | None,
    spec: Targets,
    options: list[Target],
    spell: tuple[ObjectId, Characteristics] | None,
) -> Iterator[tuple[Target, ...]]:
    """Every choice of targets for one "target" word (115.1, 115.3)."""
    legal = [t for t in options if is_legal_target(game, player, source, spec, t)]
    if spell is not None:
        card, value = spell
        legal = [t for t in legal if t != card and not _protected(game, t, value)]
    least = spec.number if spec.minimum is None else spec.minimum
    for count in range(least, min(spec.number, len(legal)) + 1):  # "any number": as many as there are
        for chosen in itertools.combinations(legal, count):
            if apart_from_the_others(game, spec, chosen) is None:  # 601.2c
                yield chosen


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
    defenders: list[Target] = [*opponents, *combat.attackable(game, player)]  # 508.1b, 310.8b
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
        found.append(DeclareAttackers(player, combat.obeying_attacks(game)))  # CR 508.1d
    return [a for a in dict.fromkeys(found) if can(game, a)]


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
    for blocker, attackers in options.items():  # CR 509.1a: one blocking as many as it can
        most = blocks_at_most(game.characteristics(game.get(blocker)))
        if (most is None or most > 1) and len(attackers) > 1:
            found.append(DeclareBlockers(player, tuple((blocker, a) for a in attackers[:most])))
    obeying = blocking.obeying_blocks(game, player)  # CR 509.1c: the most requirements obeyed
    if obeying is not None:
        found.append(DeclareBlockers(player, obeying))
    return [a for a in dict.fromkeys(found) if can(game, a)]


def _discards(game: Game, player: str) -> list[Action]:
    hand = [o.id for o in game.objects(Zone.HAND, player)]
    excess = len(hand) - priority.MAXIMUM_HAND_SIZE
    return [DiscardToHandSize(player, cards) for cards in itertools.combinations(hand, excess)]
