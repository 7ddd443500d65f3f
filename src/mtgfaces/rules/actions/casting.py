"""Playing lands and casting spells (CR 116.2a, 305, 601.2-601.3, 712.11-712.12),
and the permissions and prohibitions they check.

Legality looks only at the face or half being played or cast (601.3e, 709.3a,
712.11c, 715.3a, 718.3a, 720.3a; seed rulings S1-S3, S9): the engine builds the
object as it would be on the stack (or, for a land, on the battlefield) with
that face up and derives its characteristics through the layers, so the
continuous effects that would apply to it count too. A card cast face down is
judged by its face-down characteristics (702.37c, 708.4).

A permission (``may_play_lands_from``, ``may_cast_from``, ``may_play_from``)
looks at the zone, whose zone it is, the top card of a library, the cards it
names and its filter; a filter sees the face being played or cast, in the zone
it is played or cast from.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> card = game.put(CardDB.default().card("Sejiri Shelter"), zone=Zone.HAND, owner="Alice")
>>> land = play_land(game, card.id)
>>> game.characteristics(land.new_objects[0]).name, game.get(land.new_objects[0]).status.tapped
('Sejiri Glacier', True)
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import costed_keywords, keyword_cost
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import alternative_costs, moves, paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, record_targeting, refuse
from mtgfaces.rules.actions.castable import check_cast_permission, spell_side
from mtgfaces.rules.actions.entering import entering_status
from mtgfaces.rules.actions.legal_targets import misfits
from mtgfaces.rules.actions.permits import (
    CAST_PERMISSIONS,
    LAND_PERMISSIONS,
    Proposal,
    acting_player,
    check_access,
    face_of,
    face_words,
    has_flash,
    land_plays_allowed,
    locate,
    permissions,
    permits,
    prohibitions,
    rule_effects,
    sides_words,
    sorcery_timing_problem,
    whose,
    would_be,
)
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import SpellAbility, Targets
from mtgfaces.rules.state.as_cast import note_as_cast
from mtgfaces.rules.state.choices import Question, ask, token
from mtgfaces.rules.state.costs import (
    AS_THOUGH_FLASH,
    KICKED,
    additional_costs,
    flash_for_more,
    sacrificed_note,
)
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.mana import PayWith
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.protection import has_hexproof, has_shroud, qualities_stopping
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status, Target
from mtgfaces.rules.state.views import NameLater, name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def verify_play_land(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    side: Side | None = None,
    from_zone: Zone | None = None,
) -> Proposal:
    """Refuse, with the rule, a land play the rules forbid (CR 116.2a, 305,
    712.12); else say what it will do. ``side`` picks the land face (default:
    the card's first land face); ``from_zone`` defaults to the hand."""
    who = acting_player(game, player)
    zone = from_zone or Zone.HAND
    obj = locate(game, obj_id, who, zone, "play")
    check_access(game, obj, who, zone, LAND_PERMISSIONS)
    up = _land_side(game, obj, who, side)
    status = Status(up=up)
    value = would_be(game, obj, player=who, zone=Zone.BATTLEFIELD, status=status)
    subject = Subject(value, controller=who, zone=zone)
    label = NameLater(game, who, obj.id)
    if not (zone is Zone.HAND and obj.owner == who):
        found = permissions(game, who, obj, zone, LAND_PERMISSIONS)
        if not any(permits(e, obj, subject) for e in found):
            refuse(
                ErrorCode.NOT_PERMITTED,
                "305.1",
                f"{who} can't play {label} as a land from {whose(obj, who)} {zone.value}: no effect lets "
                f"{who} play {face_words(game, obj, who, up)} from there (a permission to cast spells "
                "never plays a land face).",
            )
    prohibitions(
        game, who, obj, subject, (RuleEffectKind.CANT_PLAY_LANDS, RuleEffectKind.CANT_PLAY_NAMED), "play"
    )
    if game.turn.active != who:
        refuse(
            ErrorCode.TIMING,
            "305.3",
            f"{who} can't play {label}: a land can be played only during its player's own turn, and it is "
            f"{game.turn.active}'s.",
        )
    problem = sorcery_timing_problem(game, who)
    if problem is not None:
        refuse(
            ErrorCode.TIMING,
            "305.1",
            f"{who} can't play {label} now: {problem}; a land is played in its player's main phase "
            "with the stack empty.",
        )
    allowed, played = land_plays_allowed(game, who), game.player(who).lands_played
    if played >= allowed:
        refuse(
            ErrorCode.LAND_PLAY_USED,
            "305.2b",
            f"{who} can't play {label}: {who} has played {played} land{'s' if played != 1 else ''} this "
            f"turn and may play {allowed}; an extra land play would allow another.",
        )
    return Proposal(obj, who, zone, status, value)


def _land_side(game: Game, obj: GameObject, player: str, side: Side | None) -> Side:
    card = obj.card
    rules = rules_for(card)
    lands = rules.land_sides(card)
    label = NameLater(game, player, obj.id)
    if side is None:
        if not lands:
            refuse(
                ErrorCode.NOT_A_LAND,
                "305.1",
                f"{player} can't play {label} as a land: it has no land face; cast it as a spell instead.",
            )
        return lands[0]
    if not card.has_side(side):
        refuse(
            ErrorCode.NOT_A_LAND,
            "305.1",
            f"{player} can't play {label} by its {side.value} face: it has none; its land faces: "
            f"{sides_words(game, obj, player, lands)}.",
        )
    if rules.nonmodal and side is not Side.FRONT:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "712.12",
            f"{player} can't play {label} by {face_words(game, obj, player, side)}: only a modal "
            "double-faced card can be played by a face other than its front.",
        )
    if side not in lands:
        refuse(
            ErrorCode.NOT_A_LAND,
            "712.12" if rules.double_faced else "305.1",
            f"{player} can't play {label} by {face_words(game, obj, player, side)}: that face isn't a land; "
            f"its land faces: {sides_words(game, obj, player, lands)}"
            + ("." if lands else "; cast it as a spell instead."),
        )
    return side


@action
def play_land(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    side: Side | None = None,
    from_zone: Zone | None = None,
) -> None:
    """Play a land (a special action, CR 116.2a, 305.1): it enters the
    battlefield with the chosen land face up (712.12) and counts as the
    player's land play (305.2). Playing a land is not casting it."""
    plan = verify_play_land(game, obj_id, player=player, side=side, from_zone=from_zone)
    status = entering_status(game, plan.object, plan.status, plan.player)  # CR 614.1c
    new = game.move(obj_id, Zone.BATTLEFIELD, status=status, controller=plan.player)
    seat = game.player(plan.player)
    game.set_player(seat._replace(lands_played=seat.lands_played + 1))
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=new.id,
            player=plan.player,
            from_zone=plan.zone.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule="305.1",
        )
    )
    game.record(
        Event(
            EventKind.LAND_PLAYED,
            object=new.id,
            player=plan.player,
            from_zone=plan.zone.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule="305.1",
            note=f"played {status.up}",
        )
    )


can_play_land = can(verify_play_land)


def play_land_while_resolving(game: Game, obj_id: ObjectId, player: str) -> bool:
    """An effect's "you may play [that card]" for a land, as it resolves:
    it counts as the player's land play (305.2a), and can't happen if it
    isn't their turn or they have no land play left (305.2b, 305.3: that
    part of the effect is ignored). Timing doesn't matter (608.2g). Whether
    the land was played."""
    obj = game.get(obj_id)
    face = next((f for f in obj.card.faces if "Land" in f.type_line), None)
    seat = game.player(player)
    if face is None or game.turn.active != player or seat.lands_played >= land_plays_allowed(game, player):
        ignored(game, "305.2b", f"{player} can't play a land now: that part of the effect is ignored", obj)
        return False
    status = entering_status(game, obj, Status(up=face.side), player)  # CR 614.1c, 712.12
    from_zone = obj.zone
    new = game.move(obj_id, Zone.BATTLEFIELD, status=status, controller=player)
    game.set_player(seat._replace(lands_played=seat.lands_played + 1))
    for kind in (EventKind.ENTERED_BATTLEFIELD, EventKind.LAND_PLAYED):
        game.record(
            Event(
                kind,
                object=new.id,
                player=player,
                from_zone=from_zone.value,
                to_zone=Zone.BATTLEFIELD.value,
                rule="305.2a",
                note=f"played {status.up}" if kind is EventKind.LAND_PLAYED else "",
            )
        )
    return True


# -- casting a spell -----------------------------------------------------------------------------


def verify_cast(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    side: Side | str | None = None,
    face_down: FaceDown | None = None,
    from_zone: Zone | None = None,
    x: int | None = None,
    targets: Sequence[Target] = (),
    transformed: bool = False,
    without_paying_mana_cost: bool = False,
    while_resolving: bool = False,
    pay: PayWith | None = None,
    kicked: bool = False,
    payment: bool = True,
    alternative_from: ObjectId | None = None,
) -> Proposal:
    """Refuse, with the rule, a cast the rules forbid (CR 601.2, 601.3); else
    say what the spell will be.

    ``side`` picks the face or half (:data:`~mtgfaces.cards.layouts.FUSED`
    for both halves of a fuse card); by default the front face, and a split
    card has no default. ``face_down`` casts it face down with its morph,
    megamorph or disguise ability; ``transformed`` with its back face up
    (712.11a). ``from_zone`` defaults to the hand. ``kicked`` pays its
    kicker cost too (702.33a). ``alternative_from`` pays the alternative
    cost that permanent's ability offers instead of its mana cost (118.9,
    :mod:`~mtgfaces.rules.actions.alternative_costs`). When the game pays costs, the total cost must
    be payable (601.2f-h), automatically or as ``pay`` says; without
    ``payment`` (what listing asks), the automatic payment isn't worked out,
    only that one exists.
    """
    who = acting_player(game, player)
    zone = from_zone or Zone.HAND
    if x is not None and x < 0:
        raise MalformedInput(f"x must be 0 or more, got {x!r} (CR 107.3a)")
    obj = locate(game, obj_id, who, zone, "cast")
    check_access(
        game,
        obj,
        who,
        zone,
        CAST_PERMISSIONS | {RuleEffectKind.MAY_CAST_TRANSFORMED, RuleEffectKind.MAY_CAST_WITHOUT_PAYING},
    )
    up = spell_side(game, obj, who, zone, side, face_down, transformed)
    chosen = tuple(t if isinstance(t, str) else ObjectId(t) for t in targets)  # players by name (115.1)
    status = Status(up=up, face_down=face_down, x=x, cast_from=zone.value, targets=chosen)
    value = would_be(game, obj, player=who, zone=Zone.STACK, status=status)
    subject = Subject(value, controller=who, zone=zone, face_down=face_down is not None)
    label = NameLater(game, who, obj.id)
    if value.is_land:
        refuse(
            ErrorCode.NOT_CASTABLE,
            "305.9",
            f"{who} can't cast {label} as {face_words(game, obj, who, up)}: it would be a land, and a "
            "land is played, never cast.",
        )
    if check_cast_permission(game, obj, who, zone, up, subject, without_paying_mana_cost) == "flashback":
        status = status._replace(alternative="flashback")
    prohibitions(
        game,
        who,
        obj,
        subject,
        (RuleEffectKind.CANT_CAST, RuleEffectKind.CANT_CAST_NAMED, RuleEffectKind.CANT_PLAY_NAMED),
        "cast",
    )
    if without_paying_mana_cost and face_down is not None:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "601.2b",
            f"{who} can't cast {label} face down without paying its mana cost: casting it face down is "
            "itself an alternative cost, and a spell takes only one; cast it face up, or pay {3}.",
        )
    if without_paying_mana_cost and x and value.mana_cost.has_variable:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "107.3b",
            f"{who} can't choose X={x} for {label} cast without paying its mana cost: the only legal "
            "choice for X is then 0.",
        )
    if not (has_flash(value) or value.has_type("Instant") or while_resolving):
        # (608.2g, 117.1: cast while an ability resolves, no timing rule applies.)
        problem = sorcery_timing_problem(game, who)
        if problem is not None and flash_for_more(value) is not None:  # 702.8a, for {N} more (601.2f)
            status = status._replace(chosen=(*status.chosen, AS_THOUGH_FLASH))
        elif problem is not None:
            refuse(
                ErrorCode.TIMING,
                "117.1a",
                f"{who} can't cast {label} as {face_words(game, obj, who, up)} now: {problem}; a spell "
                "that isn't an instant and has no flash is cast in its controller's main phase with the "
                "stack empty.",
            )
    for target in status.targets:
        if isinstance(target, str):
            if not game.has_target(target):
                refuse(
                    ErrorCode.ILLEGAL_TARGET,
                    "115.1",
                    f"{who} can't cast {label} targeting {target!r}: no player of that name is in the game; "
                    f"the players are {', '.join(game.players)}.",
                )
            continue
        if target == obj.id:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "115.5",
                f"{who} can't cast {label} targeting itself: a spell is an illegal target for itself.",
            )
        if target not in game:
            refuse(
                ErrorCode.ILLEGAL_TARGET,
                "115.1",
                f"{who} can't cast {label} targeting object #{target}: there is no such object in the game "
                "(a zone change makes a new object, 400.7); target an object that is there.",
            )
        aimed = game.get(target)
        if aimed.zone is Zone.BATTLEFIELD:
            shielded = game.characteristics(aimed).abilities
            if has_shroud(shielded):
                refuse(
                    ErrorCode.ILLEGAL_TARGET,
                    "702.18a",
                    f"{who} can't cast {label} targeting {name_for(game, who, target)}: it has shroud.",
                )
            if has_hexproof(shielded) and game.controller(aimed) != who:
                refuse(
                    ErrorCode.ILLEGAL_TARGET,
                    "702.11b",
                    f"{who} can't cast {label} targeting {name_for(game, who, target)}: it has hexproof, "
                    f"and {who} is an opponent of its controller.",
                )
            stopped = qualities_stopping(shielded, value)
            if stopped:
                refuse(
                    ErrorCode.ILLEGAL_TARGET,
                    "702.16b",
                    f"{who} can't cast {label} targeting {name_for(game, who, target)}: it has protection "
                    f"from {stopped[0]}, and the spell is {stopped[0]}.",
                )
    _check_scripted_targets(game, who, label, value, status.targets, status.x)
    if kicked:
        if face_down is not None or keyword_cost(face_of(obj, up), "Kicker") is None:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "702.33a",
                f"{who} can't kick {label} cast as {face_words(game, obj, who, up)}: "
                + (
                    "face down it has no abilities (708.2)." if face_down is not None else "it has no kicker."
                ),
            )
        status = status._replace(chosen=(*status.chosen, KICKED))
    offered = None
    if alternative_from is not None:
        offered = alternative_costs.verify(
            game,
            alternative_from,
            player=who,
            obj=obj,
            zone=zone,
            status=status,
            value=value,
            without_paying_mana_cost=without_paying_mana_cost,
            label=label,
        )
    proposal = Proposal(obj, who, zone, status, value)
    return paying.for_spell(
        game,
        proposal,
        without_paying_mana_cost=without_paying_mana_cost,
        how=pay,
        what=label,
        payment=payment,
        offered=offered,
    )


def _check_scripted_targets(
    game: Game, who: str, label: NameLater, value: Characteristics, targets: Sequence[Target], x: int | None
) -> None:
    """CR 601.2c, 115.1: a scripted spell's targets must be of the kind its
    text says, and no more than it says (a fused spell's two halves are
    checked as they resolve, 608.2b). Fewer are accepted: the engine doesn't
    make the caller name targets, and what isn't targeted isn't affected
    (608.2b), so a spell cast with none does nothing to anything."""
    scripted = [a for a in registry.of(value, SpellAbility) if a.targets is not None]
    if not scripted:
        return
    spec = halves_chained(scripted)  # a fused spell's halves: the left's targets first (702.102d)
    if spec is None:
        return
    spec = spec.with_x(x)  # 601.2b: X is chosen before the targets
    if len(targets) > spec.most:
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "601.2c",
            f"{who} can't cast {label} with {len(targets)} targets: it has at most {spec.most} "
            f"(target {spec.words}).",
        )
    for target, group, rule in misfits(game, who, None, spec, targets):
        shown = target if isinstance(target, str) else name_for(game, who, target)
        why = _MISFIT_REASONS.get(rule, "not a legal target")
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            rule,
            f"{who} can't cast {label} targeting {shown}: {why} ({group.words}).",
        )


_MISFIT_REASONS = {
    "115.3": "chosen twice for one target word",
    "601.2c": "it doesn't go with the word's other targets (one graveyard, or different mana values)",
}


def halves_chained(scripted: list[SpellAbility]) -> Targets | None:
    """The spell's target words in order, one ability's or a fused spell's
    two halves' chained (601.2c); ``None`` when they can't be told apart
    (a half before the last with a variable number of targets)."""
    specs = [a.targets for a in scripted if a.targets is not None]
    if any(spec.least != spec.most for spec in specs[:-1]):
        return None
    chained: Targets | None = None
    for spec in reversed(specs):
        groups = spec.groups
        for group in reversed(groups):
            chained = group._replace(then=chained)
    return chained


@action
def cast(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    side: Side | str | None = None,
    face_down: FaceDown | None = None,
    from_zone: Zone | None = None,
    x: int | None = None,
    targets: Sequence[Target] = (),
    transformed: bool = False,
    without_paying_mana_cost: bool = False,
    chosen: Sequence[str] = (),
    while_resolving: bool = False,
    pay: PayWith | None = None,
    kicked: bool = False,
    alternative_from: ObjectId | None = None,
) -> None:
    """Cast a spell (CR 601.2): it moves to the top of the stack with the
    chosen face up, or face down, controlled by its caster; its status keeps
    how it was cast (the zone, X, targets, and ``chosen``: the choices a
    scripted spell asks for, 601.2b) and the mana spent (601.2h). Its total
    cost is paid when the game pays costs (``pay``: as the player says;
    else the automatic payer), else recorded."""
    plan = verify_cast(
        game,
        obj_id,
        player=player,
        side=side,
        face_down=face_down,
        from_zone=from_zone,
        x=x,
        targets=targets,
        transformed=transformed,
        without_paying_mana_cost=without_paying_mana_cost,
        while_resolving=while_resolving,
        pay=pay,
        kicked=kicked,
        alternative_from=alternative_from,
    )
    status = plan.status._replace(chosen=(*plan.status.chosen, *chosen)) if chosen else plan.status
    cost = plan.cost
    assert cost is not None  # verify_cast always works the total cost out
    status = status._replace(alternative=cost.alternative)  # CR 118.9
    if plan.object.status.face_down is FaceDown.FORETELL:
        # 702.143c: the spell "was foretold", whatever cost it is cast for.
        status = status._replace(foretold_turn=plan.object.status.foretold_turn)
    if plan.payment is None:
        status = status._replace(mana_spent=paying.unpaid_record(cost.to_pay, cost.x, cost.extra_generic))
    else:
        status = status._replace(mana_spent=paying.spent_record(plan.payment))
    card_name = plan.object.card.name
    from_command = plan.zone is Zone.COMMAND and game.is_commander(plan.object)
    new = game.move(obj_id, Zone.STACK, status=status, controller=plan.player)
    how = f"face down ({face_down.value})" if face_down is not None else f"as {plan.status.up}"
    extras = [f"X={x}"] if x is not None else []
    if without_paying_mana_cost:
        extras.append("without paying its mana cost")
    elif alternative_from is not None:
        extras.append(f"paying {cost.basis}")
    if from_command:
        # CR 903.8: {2} more for each previous cast from the command zone.
        caster = game.player(plan.player)
        extras.append(f"commander tax {{{cost.extra_generic}}}")
        game.set_player(caster.with_commander_cast(card_name))
    if game.pay_costs:
        pay_additional(game, plan.player, new.id)  # CR 601.2h: sacrifices, discards
    if plan.payment is not None:
        paying.pay(
            game,
            plan.player,
            plan.payment,
            rule="601.2h",
            what="casting a spell",
            paying_for=new.id,
            tap_all=pay.tapped if pay else (),
        )
    note_as_cast(game, new.id, plan.player, game.characteristics(new.id))  # 601.2i, 608.2h
    game.record(
        Event(
            EventKind.CAST,
            object=new.id,
            player=plan.player,
            from_zone=plan.zone.value,
            to_zone=Zone.STACK.value,
            rule="601.2",
            note=", ".join([f"cast {how}", *extras]),
        )
    )
    if alternative_from is not None:
        alternative_costs.record_use(game, alternative_from, player=plan.player, spell=new.id)
    record_targeting(game, new.id, plan.player, new.status.targets)


can_cast = can(verify_cast)


def would_be_cast(game: Game, obj: GameObject, *, player: str, zone: Zone, up: Side | str) -> Characteristics:
    """What ``obj`` cast from ``zone`` as ``up`` (no X, no targets) would be on
    the stack (601.3e): what :func:`verify_cast` checks. Kept by the game
    as :func:`~mtgfaces.rules.actions.permits.would_be` keeps it, by the
    card, player, zone and face (listing asks it of every card at every
    step)."""
    memo = game.memo
    effects = memo.effects_now(game)
    key = ("cast", obj.id, player, zone, up)
    kept = memo.would_be.get(key)
    if kept is not None and kept[0] is obj and kept[1] == effects:
        return kept[2]
    status = Status(up=up, cast_from=zone.value)
    found = would_be(game, obj, player=player, zone=Zone.STACK, status=status)
    inner = memo.would_be.get((obj.id, player, Zone.STACK, status))
    if inner is not None and inner[2] is found:  # would_be kept it (613.4a: not if the game defines it)
        memo.would_be[key] = (obj, effects, found)
    return found


def sorcery_timed(value: Characteristics) -> bool:
    """Whether a spell that would be ``value`` (:func:`would_be_cast`) is cast
    only when a sorcery could be (117.1a, 307.1): not an instant, and
    without flash (702.8a). :func:`verify_cast` refuses it at any other time."""
    return not (has_flash(value) or value.has_type("Instant") or flash_for_more(value) is not None)


def unaffordable(
    game: Game,
    value: Characteristics,
    *,
    player: str,
    zone: Zone,
    obj: GameObject | None = None,
    side: Side | str | None = None,
) -> bool:
    """Whether a spell cast from ``zone`` (``obj`` as ``side``, not
    transformed, face down or kicked) that would be ``value``
    (:func:`would_be_cast`) surely can't be paid in a game that pays costs:
    its total cost is its mana cost or more (:func:`for_its_mana_cost`), no
    reduction applies to the player's spells, and its mana cost alone can't
    be paid (601.2g-h). :func:`verify_cast` refuses it, kicked too."""
    if not game.pay_costs or not for_its_mana_cost(obj, zone, side):
        return False
    if any(e.kind is RuleEffectKind.SPELLS_COST_LESS and e.player == player for e in rule_effects(game)):
        return False
    washed = paying.spend_as(game, player, obj, value)  # 609.4b
    spell = paying.spent_on_spell(value, x=None)  # X is chosen later: as great as it may be (106.6)
    return not paying.payable(game, player, value.mana_cost, spell=spell, spend_as=washed)


def for_its_mana_cost(obj: GameObject | None, zone: Zone, side: Side | str | None) -> bool:
    """Whether casting ``obj`` from ``zone`` as ``side`` (not transformed,
    face down or kicked, paying its mana cost) starts its total cost from its
    mana cost (601.2f), no alternative cost (118.9) nor commander tax (903.8)
    in it: from a hand; from exile unless foretold (702.143a); from a
    graveyard as a face without flashback (702.34a)."""
    if zone is Zone.HAND:
        return True
    if obj is None or side is None or (side is Side.BACK and rules_for(obj.card).nonmodal):
        return False
    if zone is Zone.EXILE:
        return obj.status.face_down is not FaceDown.FORETELL
    if zone is Zone.GRAVEYARD:
        face = next((f for f in obj.card.faces if f.side == side), None)
        return face is not None and "flashback" not in costed_keywords(face)
    return False


def pay_additional(game: Game, player: str, spell: ObjectId) -> None:
    """Pay the spell's additional costs (601.2h): the player chooses what to
    sacrifice (701.21a), discard (701.9a) or exile; the referee takes the
    first that can."""
    for need in additional_costs(game.characteristics(spell)):
        able = paying.able_to_pay(game, player, need, spell)
        question = Question(
            player,
            need.verb,
            f"{need.line} Choose {need.number}.",
            tuple(token(o.id) for o in able),
            need.number,
            need.number,
            "601.2h",
        )
        for word in ask(game, question, default=tuple(token(o.id) for o in able[: need.number])):
            chosen = game.get(ObjectId(int(word[1:])))
            # The one leaving path: a sacrificed token ceases to exist, a
            # melded pair becomes its two cards (712.21), one event.
            if need.verb == "discard":
                moves.discard(game, player, chosen)
            elif need.verb == "sacrifice":
                seen = game.characteristics(chosen)  # 608.2h: as it last existed on the battlefield
                moves.sacrifice_permanent(game, chosen)  # CR 701.21a
                if need.number == 1:
                    note = sacrificed_note(seen)
                    paid = Event(EventKind.COST_PAID, object=spell, player=player, rule="601.2h", note=note)
                    game.record(paid)
            else:
                moves.leave(game, chosen, Zone.EXILE)
