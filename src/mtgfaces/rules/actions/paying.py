"""Paying costs in a game (CR 601.2g-h, 602.2b, 605.3a, 106.4): the mana
sources a player may tap, finding a payment (automatic or as the player
says), carrying it out, and emptying mana pools between steps.

A payment is all or nothing: the caller runs inside an action's transaction,
so a cost that can't be paid leaves the game as it was (601.2h: the game
returns to the moment before the announcement). Nothing is paid in a game
whose costs are free (``Game.pay_costs`` false); the cost is only recorded.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.rules.actions.base import ErrorCode, refuse
from mtgfaces.rules.actions.permits import Proposal, rule_effects, summoning_sick
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution
from mtgfaces.rules.state.board import board_key
from mtgfaces.rules.state.costs import AdditionalCost, TotalCost, additional_costs, spell_cost
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.mana import (
    ANY_X,
    FACE_DOWN_SPELL,
    Grouped,
    NoPayment,
    Payment,
    PayWith,
    Shape,
    Source,
    SpendAs,
    Unit,
    can_pay,
    find_payment,
    group_sources,
    mana_value_tag,
    parse_pool,
    payable_resources,
    payable_shape,
    pays_life,
    pool_text,
    sort_units,
)
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

CANNOT_PAY = ErrorCode.CANNOT_PAY
_KEPT = 64  # groupings of sources, and their payments, a game keeps
_AFFORDABLE_KEPT = 4096  # answers of payable a game keeps


def sources(game: Game, player: str, *, excluding: ObjectId | None = None) -> list[Source]:
    """The mana abilities ``player`` may activate now whose only cost is
    {T} (605.3a, 602.5a: untapped; 302.6: no creature they haven't
    controlled since the turn began, without haste), on the permanents
    they control; ``excluding`` one (what is being paid for). Found once
    per board and turn and player."""
    return (
        list(_known(game, player)[1])
        if excluding is None
        else [s for s in _known(game, player)[1] if s.object != excluding]
    )


def _known(game: Game, player: str) -> tuple[object, list[Source], Grouped, Shape]:
    # The sources are a function of the permanents, the effects (their
    # characteristics and controllers) and the turn (302.6): kept while the
    # board (rules/state/board.py) and the turn number stand, looked at
    # again once per version.
    kept = game.memo.mana_sources.get(player)
    if kept is not None and kept[0] == game.version:
        return kept[1]
    key = (board_key(game), game.turn.number)
    if kept is not None and kept[1][0] == key:
        known = kept[1]
    else:
        found = _sources(game, player)
        # The same sources as before (at a version ago, or when they were
        # last untapped) keep the same grouping, and with it the payments
        # found from them (see _payment).
        groupings = game.memo.groupings.setdefault(player, {})
        grouped = groupings.get(tuple(found))
        if grouped is None:
            if len(groupings) >= _KEPT:
                groupings.clear()
            grouped = groupings[tuple(found)] = group_sources(found)
        known = (key, found, grouped, payable_shape(grouped))
    game.memo.mana_sources[player] = (game.version, known)
    return known


def grouped_sources(game: Game, player: str, *, excluding: ObjectId | None = None) -> Grouped:
    """:func:`sources`, grouped for the payer (once per board and turn)."""
    _, found, grouped, _ = _known(game, player)
    if excluding is not None and any(s.object == excluding for s in found):
        return group_sources([s for s in found if s.object != excluding])
    return grouped


def _sources(game: Game, player: str) -> list[Source]:
    found: list[Source] = []
    for obj in game.objects(Zone.BATTLEFIELD):
        if obj.status.tapped or game.controller(obj) != player:
            continue
        made = _made_by(game, obj)
        if not made or summoning_sick(game, obj):
            continue
        found += made
    return found


def _made_by(game: Game, obj: GameObject) -> tuple[Source, ...]:
    """The sources of mana a permanent's {T} mana abilities are, untapped:
    a function of its characteristics, card and being face down (what its
    abilities are found by, registry.abilities_of), kept while they stand."""
    value = game.characteristics(obj)
    generation = registry.generation()
    kept = game.memo.made_by.get(obj.id)
    if (
        kept is not None
        and kept[0] is value
        and kept[1] is obj.card
        and kept[2] == obj.is_face_down
        and kept[3] == generation
    ):
        return kept[4]
    snow = "Snow" in value.supertypes
    made = tuple(
        Source(
            obj.id,
            ability.text,
            tuple(
                tuple(Unit(u.type, snow, ability.spend_only) for u in parse_pool(choice))
                for choice in ability.produces
            ),
            land=value.is_land,
        )
        for ability in registry.abilities_of(game, obj, Activated)
        if _taps_for_mana(ability)
    )
    kept_by = game.memo.made_by
    if len(kept_by) >= _AFFORDABLE_KEPT:
        kept_by.clear()  # a long game's permanents long gone
    kept_by[obj.id] = (value, obj.card, obj.is_face_down, generation, made)
    return made


def _taps_for_mana(ability: Activated) -> bool:
    return ability.mana_ability and bool(ability.produces) and ability.cost == Cost(tap=True)


def find(
    game: Game,
    player: str,
    cost: ManaCost,
    *,
    x: int = 0,
    extra_generic: int = 0,
    spell: frozenset[str] | None = None,
    paying_for: ObjectId | None = None,
    how: PayWith | None = None,
    what: object = "it",
    spend_as: SpendAs | None = None,
) -> Payment:
    """A payment of the cost by ``player`` now, automatic or ``how`` they
    say (with mana spent as ``spend_as`` allows, 609.4b); refused with
    ``cannot_pay`` (601.2h) saying what is missing."""
    state = game.player(player)
    available: list[Source] | Grouped = grouped_sources(game, player, excluding=paying_for)
    pool = state.mana_pool
    life_exact = None
    if how is not None:
        pool, available = _restricted(
            game, player, how, pool, sources(game, player, excluding=paying_for), what
        )
        life_exact = how.life
    found = _payment(
        game,
        player,
        cost,
        x=x,
        extra_generic=extra_generic,
        pool=pool,
        available=available,
        life_exact=life_exact,
        spell=spell,
        spend_as=spend_as,
    )
    if isinstance(found, str):
        refuse(CANNOT_PAY, "601.2h", f"{player} can't pay for {what}: {found}.")
    return found


def payable(
    game: Game,
    player: str,
    cost: ManaCost,
    *,
    x: int = 0,
    extra_generic: int = 0,
    spell: frozenset[str] | None = None,
    spend_as: SpendAs | None = None,
) -> bool:
    """Whether ``player`` can pay ``cost`` now (601.2g-h; X as ``x``, and
    ``extra_generic`` more or less; mana spent as ``spend_as`` allows,
    609.4b), as :func:`find` would pay it automatically; nothing is built
    to say why not.

    Whether a payment exists is a function of the cost, the life (only
    for a Phyrexian symbol, 107.4f) and the resources
    (:func:`payable_resources`: the pool with the mana of the sources that
    make one mana only, and what each other kind of source makes and how
    many there are, not which permanents they are): the answers are kept
    by those, across sources that change but keep their shape (a land
    tapped and another untapped) and lands tapped for their mana."""
    state = game.player(player)
    grouped = _known(game, player)[2]
    life = max(state.life, 0)
    key = (
        _resources(game, player),
        cost,
        x,
        extra_generic,
        life if pays_life(cost) else None,
        spell,
        spend_as,
    )
    kept = game.memo.affordable
    answer = kept.get(key)
    if answer is None:
        answer = can_pay(
            cost,
            x=x,
            extra_generic=extra_generic,
            pool=state.mana_pool,
            sources=grouped,
            life=life,
            spell=spell,
            spend_as=spend_as,
        )
        if len(kept) >= _AFFORDABLE_KEPT:
            kept.clear()
        kept[key] = answer
    return answer


def affordability(game: Game, player: str) -> tuple[object, ...]:
    """What decides whether ``player`` can pay a cost now (:func:`payable`,
    for a game that pays costs; the cost aside): their resources
    (:func:`payable_resources`) and life."""
    return (game.pay_costs, _resources(game, player), game.player(player).life)


def _resources(game: Game, player: str) -> Shape:
    """The player's :func:`payable_resources` now, kept while their sources
    and pool are the same."""
    known = _known(game, player)
    pool = game.player(player).mana_pool
    kept = game.memo.resources.get(player)
    if kept is not None and kept[0] is known and kept[1] == pool:
        return kept[2]
    found = payable_resources(pool, known[3])
    game.memo.resources[player] = (known, pool, found)
    return found


def _payment(
    game: Game,
    player: str,
    cost: ManaCost,
    *,
    x: int,
    extra_generic: int,
    pool: tuple[Unit, ...],
    available: list[Source] | Grouped,
    life_exact: int | None,
    spell: frozenset[str] | None,
    spend_as: SpendAs | None = None,
) -> Payment | str:
    """The automatic payment, or why none exists (:func:`find_payment`).
    The search is a function of what it is given alone: its answers are
    kept while the player's sources are the same (listing asks about the
    same costs step after step)."""
    life = max(game.player(player).life, 0)
    kept = None
    if isinstance(available, Grouped) and available is _known(game, player)[2]:
        payments = game.memo.payments
        kept = payments.get(id(available))  # kept with the grouping: its id is its own while kept
        if kept is None:
            if len(payments) >= _KEPT:
                payments.clear()
            kept = payments[id(available)] = (available, {})
    key = (cost, x, extra_generic, pool, life, life_exact, spell, spend_as)
    found = kept[1].get(key) if kept is not None else None
    if found is None:
        try:
            found = find_payment(
                cost,
                x=x,
                extra_generic=extra_generic,
                pool=pool,
                sources=available,
                life=life,
                life_exact=life_exact,
                spell=spell,
                spend_as=spend_as,
            )
        except NoPayment as missing:
            found = str(missing)
        if kept is not None:
            kept[1][key] = found
    return found


def _restricted(
    game: Game, player: str, how: PayWith, pool: tuple[Unit, ...], available: list[Source], what: object
) -> tuple[tuple[Unit, ...], list[Source]]:
    """The pool mana and sources the stated payment allows."""
    for source in how.tapped:
        if not any(s.object == source for s in available):
            refuse(
                CANNOT_PAY,
                "605.3a",
                f"{player} can't tap #{int(source)} to pay for {what}: it isn't an untapped permanent "
                f"{player} controls with a mana ability whose only cost is {{T}}.",
            )
    if how.pool is None:
        offered = pool
    else:
        missing = Counter(how.pool)
        missing.subtract(pool)
        if any(n > 0 for n in missing.values()):
            refuse(
                CANNOT_PAY,
                "106.4",
                f"{player} can't spend {pool_text(how.pool)} from the mana pool for {what}: "
                f"it holds {pool_text(pool)}.",
            )
        offered = sort_units(how.pool)
    return offered, available if how.tap is None else [s for s in available if s.object in how.tap]


def pay(
    game: Game,
    player: str,
    payment: Payment,
    *,
    rule: str,
    what: str,
    tap_all: Sequence[ObjectId] = (),
    paying_for: ObjectId | None = None,
) -> None:
    """Carry out a payment (601.2g-h): activate the mana abilities (each
    taps its source and adds its mana, 605.3b), spend the mana from the pool,
    pay the life (119.4). ``tap_all``: sources the player said to tap that
    the payment didn't need (their mana stays in the pool)."""
    for source, text, choice in payment.taps:
        _tap(game, player, source, text, choice)
    for source in tap_all:
        obj = game.get(source)
        if not obj.status.tapped:
            text = next(s.ability for s in sources(game, player) if s.object == source)
            _tap(game, player, source, text, 0)
    state = game.player(player)
    left = Counter(state.mana_pool)
    left.subtract(payment.spent)
    game.set_player(
        state._replace(
            mana_pool=sort_units(left.elements()),
            mana_spent_this_turn=state.mana_spent_this_turn + len(payment.spent),  # 700.14
        )
    )
    if payment.life:
        change_life(game, player, -payment.life)  # CR 107.4f, 119.4
    spent = pool_text(payment.spent) + (f" and {payment.life} life" if payment.life else "")
    # The note names what was paid for in words, never by id: the object is
    # the event's (the log names it as each player may know it).
    game.record(
        Event(EventKind.COST_PAID, object=paying_for, player=player, rule=rule, note=f"{what}: paid {spent}")
    )


def _tap(game: Game, player: str, source: ObjectId, text: str, choice: int) -> None:
    obj = game.get(source)
    ability = next(a for a in registry.abilities_of(game, obj, Activated) if a.text == text)
    game.replace(obj._replace(status=obj.status._replace(tapped=True)))
    game.record(
        Event(
            EventKind.ABILITY_ACTIVATED, object=source, player=player, rule="605.3b", note=f"{text} [{{T}}]"
        )
    )
    # The ability's own effect adds its mana (snow, what it may be spent on),
    # as when its controller activates it with priority (605.3a).
    name = game.characteristics(source).name or "a face-down permanent"
    ability.effect(Resolution(game, player, source, name, (), {"chosen": ability.produces[choice]}))


def tap_unpayable(game: Game, obj: GameObject, ability: Activated) -> bool:
    """Whether the permanent's state alone rules out paying the ability's
    {T} or {Q} (CR 602.5a; 302.6: a creature its controller hasn't controlled
    since their turn began, without haste). :func:`activating.verify_activate`
    refuses it."""
    tapped = obj.status.tapped
    if (ability.cost.tap and tapped) or (ability.cost.untap and not tapped):
        return True
    return ability.cost.tap and summoning_sick(game, obj)


def largest_x(
    game: Game, player: str, cost: TotalCost, value: Characteristics, *, spend_as: SpendAs | None = None
) -> int:
    """The largest X for which ``player`` can pay ``cost`` now (107.3), 0
    if only X = 0 (or none) can be paid (mana spent as ``spend_as``
    allows, 609.4b) for a spell with ``value`` (its mana value with that X,
    202.3e, may decide what mana may pay, 106.6)."""
    state, available = game.player(player), grouped_sources(game, player)
    bound = len(state.mana_pool) + sum(
        len(kind.members) * max(len(b) for b in kind.bundles) for kind in available.kinds
    )
    best = 0
    for x in range(1, bound + 1):
        try:
            find_payment(
                cost.to_pay,
                x=x,
                extra_generic=cost.extra_generic,
                pool=state.mana_pool,
                sources=available,
                life=max(state.life, 0),
                spell=spent_on_spell(value, x=x),
                spend_as=spend_as,
            )
        except NoPayment:
            break
        best = x
    return best


def for_mana_cost(
    game: Game,
    player: str,
    cost: ManaCost | None,
    *,
    how: PayWith | None = None,
    what: object = "it",
    paying_for: ObjectId | None = None,
    extra_generic: int = 0,
    spent_on: frozenset[str] | None = None,
    x: int = 0,
) -> Payment | None:
    """The payment of an ability's or a special action's mana cost (602.2b,
    116.2) when the game pays costs; ``None`` when it doesn't, or there is
    nothing to pay. ``paying_for``: a source whose own {T} is part of the
    cost, which can't also tap for mana; ``extra_generic``: more generic
    mana, or less for a reduction (601.2f); ``spent_on``: the special action
    paid for, if mana may be restricted to it (106.6, :func:`spendable`);
    ``x``: the value chosen for X in it (107.3)."""
    if not game.pay_costs or cost is None or cost.is_none:
        return None
    return find(
        game,
        player,
        cost,
        x=x,
        how=how,
        what=what,
        paying_for=paying_for,
        extra_generic=extra_generic,
        spell=spent_on,
    )


def settle(
    game: Game,
    player: str,
    payment: Payment | None,
    how: PayWith | None,
    *,
    rule: str,
    what: str,
    paying_for: ObjectId | None = None,
) -> None:
    """Carry out ``payment`` if there is one (see :func:`pay`)."""
    if payment is not None:
        tapped = how.tapped if how else ()
        pay(game, player, payment, rule=rule, what=what, tap_all=tapped, paying_for=paying_for)


def for_spell(
    game: Game,
    proposal: Proposal,
    *,
    without_paying_mana_cost: bool = False,
    how: PayWith | None = None,
    what: object = "the spell",
    payment: bool = True,
    offered: tuple[ManaCost, str] | None = None,
) -> Proposal:
    """The proposal with its total cost (601.2f) and, when the game pays
    costs, the payment that will pay it (601.2g-h); refused with
    ``cannot_pay`` when none exists. Without ``payment`` (and ``how``), it is
    only made sure that one exists (:func:`payable`), and none is given.
    ``offered``: an alternative cost another effect offers, chosen (118.9)."""
    obj, player = proposal.object, proposal.player
    cost = spell_cost(
        game,
        obj,
        proposal.zone,
        proposal.status,
        proposal.characteristics,
        player=player,
        without_paying_mana_cost=without_paying_mana_cost,
        increases=_increases(game, proposal),
        offered=offered,
    )
    if not game.pay_costs:
        return proposal._replace(cost=cost)
    check_additional(game, proposal, what)
    face_down = proposal.status.face_down is not None
    spell = spent_on_spell(proposal.characteristics, face_down=face_down, x=cost.x)
    washed = spend_as(game, player, obj, proposal.characteristics)
    if not payment and how is None:
        if not payable(
            game,
            player,
            cost.to_pay,
            x=cost.x,
            extra_generic=cost.extra_generic,
            spell=spell,
            spend_as=washed,
        ):
            refuse(CANNOT_PAY, "601.2h", f"{player} can't pay for {_Described(what, cost)}.")
        return proposal._replace(cost=cost)
    found = find(
        game,
        player,
        cost.to_pay,
        x=cost.x,
        extra_generic=cost.extra_generic,
        spell=spell,
        how=how,
        what=_Described(what, cost),
        spend_as=washed,
    )
    return proposal._replace(cost=cost, payment=found)


def spent_on_spell(value: Characteristics, *, face_down: bool = False, x: int | None = 0) -> frozenset[str]:
    """What mana is spent on to cast a spell with ``value`` (106.6: what
    mana restricted to some spells may pay for): its supertypes, card types
    and subtypes, whether it is cast face down (708.4), and its mana value on
    the stack, X as chosen
    (202.3e); ``x`` None: X not chosen yet, and its mana value as great as
    X may make it (:data:`ANY_X`)."""
    if not value.mana_cost.has_variable:
        mana_value = mana_value_tag(value.mana_value)
    else:
        mana_value = ANY_X if x is None else mana_value_tag(value.mana_cost.mana_value(x=x))
    kinds = {*value.supertypes, *value.types, *value.subtypes}  # "a legendary creature spell" (205.4)
    return frozenset(kinds | {mana_value, *([FACE_DOWN_SPELL] if face_down else [])})


def spend_as(
    game: Game, player: str, obj: GameObject | None, value: Characteristics | None = None
) -> SpendAs | None:
    """609.4b: how an effect lets ``player`` spend mana to cast ``obj`` (the
    card as it is before it is cast: the effect names that object, or its
    filter fits the spell it would be, ``value``: 702.106d), if one does;
    "any type" covers "any color"."""
    if obj is None:
        return None
    found = None
    spell = Subject(value, controller=player, zone=Zone.STACK) if value is not None else None
    for effect in rule_effects(game):
        fits = effect.filter is not None and spell is not None and effect.filter.matches(spell)
        if effect.player != player or not (fits or int(obj.id) in effect.objects):
            continue
        if effect.kind is RuleEffectKind.SPEND_AS_ANY_TYPE:
            return SpendAs.ANY_TYPE
        if effect.kind is RuleEffectKind.SPEND_AS_ANY_COLOR:
            found = SpendAs.ANY_COLOR
    return found


def able_to_pay(game: Game, player: str, need: AdditionalCost, spell: ObjectId) -> list[GameObject]:
    """What ``player`` could sacrifice, discard or exile to pay ``need``: the
    permanents they control, the cards in their hand or graveyard, with one
    of its types (never the spell itself, 601.2h)."""
    if need.zone is Zone.BATTLEFIELD:
        found = [o for o in game.objects(Zone.BATTLEFIELD) if game.controller(o) == player]
    else:
        found = list(game.objects(need.zone, player))
    return [
        o
        for o in found
        if o.id != spell and (not need.types or any(game.characteristics(o).has_type(t) for t in need.types))
    ]


def check_additional(game: Game, proposal: Proposal, what: object) -> None:
    """Refuse (601.2h, ``cannot_pay``) a cast whose additional costs of
    sacrificing, discarding or exiling can't be paid now."""
    for need in additional_costs(proposal.characteristics):
        able = able_to_pay(game, proposal.player, need, proposal.object.id)
        if len(able) < need.number:
            refuse(
                CANNOT_PAY,
                "601.2h",
                f"{proposal.player} can't pay for {what}: {need.line!r} needs {need.number} and "
                f"{proposal.player} has {len(able)}.",
            )


_CHANGES = {RuleEffectKind.SPELLS_COST_MORE: 1, RuleEffectKind.SPELLS_COST_LESS: -1}


def _increases(game: Game, proposal: Proposal) -> tuple[tuple[int, str], ...]:
    """The cost increases and reductions (601.2f) in force for the caster's
    spell, as it will be on the stack (its filter sees the face cast); one
    for spells cast from anywhere but the caster's hand, or for spells the
    caster doesn't own (108.3), reads where it is cast from and its owner."""
    subject = Subject(proposal.characteristics, controller=proposal.player, zone=Zone.STACK)
    from_hand = proposal.zone is Zone.HAND and proposal.object.owner == proposal.player
    owned = proposal.object.owner == proposal.player
    found = []
    for effect in rule_effects(game):
        sign = _CHANGES.get(effect.kind)
        if sign is None or effect.player != proposal.player:
            continue
        if (effect.not_from_hand and from_hand) or (effect.not_owned and owned):
            continue
        if effect.filter is None or effect.filter.matches(subject):
            found.append((sign * effect.amount, effect.note or effect.kind.value.replace("_", " ")))
    return tuple(found)


class _Described:
    """Words for a refusal, built only when refusing."""

    def __init__(self, what: object, cost: TotalCost) -> None:
        self.what, self.cost = what, cost

    def __str__(self) -> str:
        return f"{self.what}, whose total cost is {self.cost}"


def spent_record(payment: Payment) -> tuple[str, ...]:
    """What a spell keeps of its payment (601.2h): each unit spent."""
    return tuple(str(u._replace(only="", kept=False, combat=False)) for u in payment.spent)


def unpaid_record(cost: ManaCost, x: int, extra_generic: int) -> tuple[str, ...]:
    """What a spell keeps when costs are free: the cost's colored symbols as
    their color, every other mana as "*" (of no recorded type); a reduction
    takes off generic mana only (118.7a)."""
    spent: list[str] = []
    generic = 0
    for symbol in cost.symbols:
        if symbol.is_variable:
            generic += x
        elif symbol.kind.value == "generic":
            generic += int(symbol.value)
        elif len(symbol.colors) == 1 and symbol.kind.value in ("colored", "phyrexian"):
            spent.append(symbol.colors[0].value)
        else:
            spent.append("*")
    return tuple(spent + ["*"] * max(0, generic + extra_generic))
