"""Activating a scripted ability (CR 602): verify, can, do.

Only the object's controller activates its abilities (602.2), while the
object has the ability (113.6) in the zone it works from; "activate only as
a sorcery" needs sorcery timing (602.5d); a {T} cost needs an untapped
permanent (602.5a). A prohibition naming the source stops it unless it is a
mana ability (Pithing Needle). A mana ability doesn't use the stack (605.3);
every other ability is put on it and its costs paid (602.2a-h). Its mana
cost is paid when the game pays costs (``Game.pay_costs``), else recorded.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.rules.actions import moves, paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, record_targeting, refuse
from mtgfaces.rules.actions.permits import acting_player, rule_effects, sorcery_timing_problem, summoning_sick
from mtgfaces.rules.actions.stack import ability_kind, decode_targets, encode_targets, put_ability, targets_of
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import (
    SPELL_OR_ABILITY,
    Activated,
    PermanentsCost,
    Resolution,
    TargetFilter,
    TargetKind,
    Targets,
)
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import Event, EventKind, became
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.mana import Payment, PayWith
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.protection import has_hexproof, has_shroud, qualities_stopping
from mtgfaces.rules.state.status import ObjectId, Target
from mtgfaces.rules.state.values import HIDDEN_ZONES
from mtgfaces.rules.state.views import NameLater, name_for

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import Characteristics
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


class Activation(NamedTuple):
    """What a verified activation will do."""

    source: GameObject
    ability: Activated
    player: str
    targets: tuple[Target, ...]
    payment: Payment | None = None  # its mana cost's payment, when the game pays costs (602.2b)


def activated_abilities(game: Game, obj: GameObject) -> list[Activated]:
    """The object's scripted activated abilities now, in the order of its text."""
    return registry.activated_in_order(game, obj)


def _pick(game: Game, obj: GameObject, which: int | str, who: str) -> Activated:
    found = activated_abilities(game, obj)
    if isinstance(which, int) and 1 <= which <= len(found):
        return found[which - 1]
    name = NameLater(game, who, obj.id)
    listed = "; ".join(f"{i}: {a.text!r}" for i, a in enumerate(found, 1)) or "none is scripted"
    if isinstance(which, int):
        refuse(
            ErrorCode.NO_SUCH_ABILITY,
            "602.1",
            f"{name} has no activated ability number {which}; its activated abilities: {listed}.",
        )
    matching = [a for a in found if a.text.lower().startswith(which.lower()) or which.startswith(a.text)]
    if len(matching) != 1:
        why = "more than one starts that way" if matching else "none starts that way"
        refuse(
            ErrorCode.NO_SUCH_ABILITY,
            "602.1",
            f"{name} has no activated ability {which!r} ({why}); its activated abilities: {listed}.",
        )
    return matching[0]


def _check_targets(
    game: Game, who: str, source: GameObject, spec: Targets | None, targets: Sequence[Target]
) -> None:
    if spec is None:
        if targets:
            refuse(ErrorCode.ILLEGAL_TARGET, "115.1", "that ability has no targets.")
        return
    least, most = spec.least, spec.most
    if not least <= len(targets) <= most:
        refuse(
            ErrorCode.ILLEGAL_TARGET,
            "601.2c",
            f"that ability needs {least if least == most else f'{least} to {most}'} "
            f"target {spec.words}; {len(targets)} given.",
        )
    for target, group, rule in misfits(game, who, source, spec, targets):
        shown = target if isinstance(target, str) else name_for(game, who, target)
        refuse(ErrorCode.ILLEGAL_TARGET, rule, f"{shown} {MISFIT_REASONS[rule]} ({group.words}).")


def _dealt_damage_this_turn(game: Game, obj: GameObject) -> bool:
    """120.3: "that was dealt damage this turn": damage dealt to this object
    since the turn began (the same object, 400.7)."""
    for event in game.log[turn_start(game) :]:
        if (
            event.kind is EventKind.DAMAGE_DEALT
            and event.new_object == obj.id
            and event.note not in ("", "0")
        ):
            return True
    return False


def _entered_under_this_turn(game: Game, obj: GameObject, who: str) -> bool:
    """603.6a, 400.7: "that entered the battlefield under your control this
    turn": this object (not the card before it last changed zones) entered
    the battlefield since the turn began, under ``who``'s control as it
    entered (whoever controls it now)."""
    return any(
        event.kind is EventKind.ENTERED_BATTLEFIELD and event.object == obj.id and event.player == who
        for event in game.log[turn_start(game) :]
    )


def crew_candidates(game: Game, who: str, source: GameObject) -> list[GameObject]:
    """702.122a: the other untapped creatures ``who`` controls (summoning
    sick or not: 302.6 is about {T} costs)."""
    return [
        o
        for o in game.objects(Zone.BATTLEFIELD, who)
        if o.id != source.id and not o.status.tapped and game.characteristics(o).has_type("Creature")
    ]


def _power(game: Game, obj: GameObject) -> int:
    return int(printed_number(game.characteristics(obj).power) or 0)


def _crew(game: Game, source: GameObject, needed: int) -> None:
    """702.122a-b: its controller taps other untapped creatures with total
    power N or greater, chosen as the cost is paid (602.2b); they crew it."""
    controller = game.controller(source)
    able = crew_candidates(game, controller, source)
    default: list[GameObject] = []
    for obj in sorted(able, key=lambda o: -_power(game, o)):  # with no one to ask: the fewest
        if sum(_power(game, o) for o in default) >= needed:
            break
        default.append(obj)
    options = tuple(f"#{int(o.id)}" for o in able)
    prompt = f"tap creatures with total power {needed} or greater to crew it"
    question = Question(controller, "crew", prompt, options, 1, len(options), "702.122a")
    chosen = [
        game.get(ObjectId(int(w[1:])))
        for w in ask(game, question, default=tuple(f"#{int(o.id)}" for o in default))
    ]
    total = sum(_power(game, o) for o in chosen)
    if total < needed:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "702.122a",
            f"the creatures chosen have total power {total}; crew needs {needed}.",
        )
    for obj in chosen:
        game.replace(obj._replace(status=obj.status._replace(tapped=True)))  # CR 701.26a


def cost_candidates(
    game: Game, who: str, source: GameObject, cost: PermanentsCost, *, taps_source: bool = False
) -> list[GameObject]:
    """The permanents ``who`` controls that a cost can take (701.21a: one
    sacrifices only one's own; "another": not the source; 701.26a: only an
    untapped one can be tapped, summoning sick or not: 302.6 is about {T}
    costs; the source too, unless "another" or its own {T} is in the cost,
    ``taps_source``: it can't be tapped twice)."""
    return [
        o
        for o in game.objects(Zone.BATTLEFIELD, who)
        if not (cost.another and o.id == source.id)
        and not (cost.verb == "tap" and (o.status.tapped or (taps_source and o.id == source.id)))
        and fits(game, who, o, game.characteristics(o), cost.filter)
    ]


def misfits(
    game: Game, who: str, source: GameObject | None, spec: Targets, targets: Sequence[Target]
) -> Iterator[tuple[Target, Targets, str]]:
    """The chosen targets that can't be chosen, each with its target word's
    spec and the rule: one that doesn't fit the word (115.1), or one chosen
    twice for the same word (115.3; different words may share one). The
    count must already be within ``spec.least`` and ``spec.most``."""
    for group, chosen in zip(spec.groups, spec.split(targets), strict=True):
        seen: set[Target] = set()
        for target in chosen:
            if target in seen:
                yield target, group, "115.3"
            elif not is_legal_target(game, who, source, group, target):
                yield target, group, "115.1"
            seen.add(target)
        apart = apart_from_the_others(game, group, chosen)
        if apart is not None:
            yield apart, group, "601.2c"


MISFIT_REASONS = {
    "115.3": "is chosen twice for one target word",
    "115.1": "isn't a legal target",
    "601.2c": "doesn't go with the word's other targets (one graveyard, or different mana values)",
}
"""Why a target :func:`misfits` found can't be chosen, by its rule."""


def apart_from_the_others(game: Game, spec: Targets, chosen: Sequence[Target]) -> Target | None:
    """601.2c: what the text asks of one target word's targets together:
    "from a single graveyard" (``spec.one_graveyard``), all of them cards of
    one owner's graveyard (404.2); "that each have a different mana value"
    (``spec.different_mana_values``, 202.3). The first target that breaks
    it, if one does."""
    objects = [t for t in chosen if not isinstance(t, str) and t in game]
    if spec.one_graveyard:
        owner = game.get(objects[0]).owner if objects else ""
        apart = next((t for t in objects if game.get(t).owner != owner), None)
        if apart is not None:
            return apart
    if spec.different_mana_values:
        seen: set[float] = set()
        for target in objects:
            value = game.characteristics(game.get(target)).mana_value
            if value in seen:
                return target
            seen.add(value)
    return None


def is_legal_target(game: Game, who: str, source: GameObject | None, spec: Targets, target: Target) -> bool:
    """Whether ``target`` fits the kind (115.1), seen by ``who``."""
    kind = spec.kind
    if isinstance(target, str):
        if target not in game.players:
            return False
        if spec.filter is not None:
            wanted = spec.filter.players
            return wanted == "player" or (wanted == "opponent" and target != who)
        return kind in (TargetKind.PLAYER, TargetKind.ANY) or (kind is TargetKind.OPPONENT and target != who)
    if target not in game:
        return False
    obj = game.get(target)
    if spec.another and source is not None and obj.id == source.id:
        return False
    if (
        obj.zone is not Zone.BATTLEFIELD
        and spec.filter is None
        and kind is not TargetKind.INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD
    ):
        return False  # every other kind is a permanent (below), whatever it is
    if obj.zone is Zone.BATTLEFIELD:
        shielded = game.characteristics(obj).abilities
        if source is not None and qualities_stopping(shielded, game.characteristics(source)):
            return False  # CR 702.16b: not the target of an ability from a source with that quality
        if has_hexproof(shielded) and game.controller(obj) != who:
            return False  # CR 702.11b: not the target of an opponent's spell or ability
        if has_shroud(shielded):
            return False  # CR 702.18a: not the target of any spell or ability
    value = game.characteristics(obj)
    if spec.filter is not None:
        return fits(game, who, obj, value, spec.filter)
    if kind is TargetKind.INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD:
        return (
            obj.zone is Zone.GRAVEYARD
            and obj.owner == who
            and (value.has_type("Instant") or value.has_type("Sorcery"))
        )
    if obj.zone is not Zone.BATTLEFIELD:
        return False
    if kind is TargetKind.CREATURE_YOU_CONTROL:
        return value.has_type("Creature") and game.controller(obj) == who
    if kind is TargetKind.CREATURE:
        return value.has_type("Creature")
    if kind is TargetKind.NONLAND_PERMANENT:
        return not value.has_type("Land")
    if kind is TargetKind.ARTIFACT_OR_CREATURE:
        return value.has_type("Artifact") or value.has_type("Creature")
    if kind is TargetKind.NONLAND_PERMANENT_AN_OPPONENT_CONTROLS:
        return not value.has_type("Land") and game.controller(obj) != who
    if kind is TargetKind.ANY:
        return value.has_type("Creature") or value.has_type("Planeswalker") or value.has_type("Battle")
    if kind is TargetKind.CREATURE_OR_NONLAND_PERMANENT:
        return value.has_type("Creature") or not value.has_type("Land")
    if kind is TargetKind.ARTIFACT_CREATURE_OR_LAND_YOU_CONTROL:
        kinds = ("Artifact", "Creature", "Land")
        return game.controller(obj) == who and any(value.has_type(t) for t in kinds)
    return kind is TargetKind.PERMANENT


def _source_has_type(game: Game, ability: GameObject, types: tuple[str, ...]) -> bool:
    """113.7, 113.7a: whether the ability's source has one of ``types``: as it
    is now, or as it last existed on the battlefield if it has left."""
    source = ability.ability.source if ability.ability is not None else None
    if source is None:
        return False
    if source in game:
        value = game.characteristics(game.get(source))
    elif source in game.last_known:
        value = game.last_known[source].characteristics
    else:
        return False
    return any(value.has_type(t) for t in types)


def fits(game: Game, who: str, obj: GameObject, value: Characteristics, wanted: TargetFilter) -> bool:
    """115.1: whether the object is what a compiled ability's text says
    (its zone, types, subtypes, colors, controller or owner, tapped status,
    being in combat): what it may target, or what "each" finds."""
    if wanted.single_target and (obj.zone is not Zone.STACK or len(targets_of(obj)) != 1):
        return False  # 115.7: "with a single target"
    if wanted.ability == SPELL_OR_ABILITY:  # 115.1a: any spell or ability on the stack
        return obj.zone is Zone.STACK
    if wanted.ability:  # 115.1a: "target activated ability": one on the stack
        return (
            obj.zone is Zone.STACK
            and obj.ability is not None
            and wanted.ability in ("any", ability_kind(obj))
            and (not wanted.source_types or _source_has_type(game, obj, wanted.source_types))
        )
    if obj.zone not in (wanted.zone, wanted.also_zone) or obj.ability is not None:
        return False
    if wanted.x_tests or wanted.power_tests:
        return False  # a test not bound to X's value (608.2h) or the source's power yet: nothing fits
    if (
        wanted.types
        and not any(value.has_type(t) for t in wanted.types)
        and not set(wanted.or_subtypes) & set(value.subtypes)
    ):
        return False
    if any(value.has_type(t) for t in wanted.not_types):
        return False
    if wanted.subtypes and not set(wanted.subtypes) & set(value.subtypes):
        return False
    if set(wanted.not_subtypes) & set(value.subtypes):
        return False
    if wanted.colors and not {c.value for c in value.colors} & set(wanted.colors):
        return False
    if wanted.whose:
        holder = game.controller(obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
        if wanted.whose.startswith("player:"):  # "that player controls", bound to the player (608.2h)
            if holder != wanted.whose.removeprefix("player:"):
                return False
        elif wanted.whose == "that_player" or (holder == who) != (wanted.whose == "you"):
            return False  # "that player" not bound to a player yet: nothing fits
    if wanted.owned and obj.owner != who:  # 108.3: "you own"
        return False
    if wanted.tapped is not None and obj.status.tapped != wanted.tapped:
        return False
    if wanted.token is not None and obj.is_token != wanted.token:
        return False
    if wanted.damaged_this_turn and not _dealt_damage_this_turn(game, obj):
        return False
    if wanted.entered_under_yours_this_turn and not _entered_under_this_turn(game, obj, who):
        return False
    if wanted.counter and obj.status.counter(wanted.counter) < 1:  # 122.1
        return False
    if wanted.keyword == "morph ability":  # 702.37: a morph or megamorph ability (702.37b)
        if (
            any(a.strip().lower().startswith(("morph", "megamorph")) for a in value.abilities)
            == wanted.without
        ):
            return False
    elif (
        wanted.keyword and (wanted.keyword in {a.strip().lower() for a in value.abilities}) == wanted.without
    ):
        return False  # 702.1: "with flying" / "without flying"
    if wanted.power is not None and not wanted.power.test(printed_number(value.power)):
        return False
    if wanted.mana_value is not None and not wanted.mana_value.test(value.mana_value):
        return False
    if wanted.toughness is not None and not wanted.toughness.test(printed_number(value.toughness)):
        return False
    if wanted.face_down is not None and obj.is_face_down != wanted.face_down:
        return False
    if wanted.basic is not None and ("Basic" in value.supertypes) != wanted.basic:
        return False
    if wanted.legendary is not None and ("Legendary" in value.supertypes) != wanted.legendary:
        return False
    if wanted.multicolored and len(value.colors) < 2:
        return False
    if wanted.not_colors and {c.value for c in value.colors} & set(wanted.not_colors):
        return False
    if wanted.combat == "attacking" and obj.status.attacking is None:
        return False
    if wanted.combat == "blocking" and obj.status.blocking is None:
        return False
    return not wanted.in_combat or obj.status.attacking is not None or obj.status.blocking is not None


def verify_activate(
    game: Game,
    obj_id: ObjectId,
    ability: int | str = 1,
    *,
    player: str | None = None,
    targets: Sequence[Target] = (),
    picked: Sequence[str] = (),
    pay: PayWith | None = None,
) -> Activation:
    """Refuse, with the rule, an activation the rules forbid; else say what
    it will be. ``ability`` is 1-based among the object's activated
    abilities, or how its text starts; ``picked``, what is chosen as it is
    activated (a mana ability's color, craft's materials as ``#id``). When
    the game pays costs its mana cost must be payable (``pay``: as the
    player says)."""
    who = acting_player(game, player)
    if obj_id not in game or (
        not may_look(game, game.get(obj_id), who) and game.get(obj_id).zone in HIDDEN_ZONES
    ):
        # One answer for an object that is gone and a card the player can't
        # see (401.2, 402.3), given before anything about it is looked up.
        refuse(
            ErrorCode.WRONG_ZONE,
            "400.7",
            f"object #{int(obj_id)} isn't one {who} can activate an ability of: it isn't in the game, "
            f"or it is a card {who} can't see.",
        )
    obj = game.get(obj_id)
    chosen = _pick(game, obj, ability, who)
    name = NameLater(game, who, obj.id)
    if obj.zone is not chosen.zone:
        refuse(
            ErrorCode.WRONG_ZONE,
            "113.6",
            f"{name} is in {obj.zone.named}; that ability works only from {chosen.zone.named}.",
        )
    controller = game.controller(obj) if obj.zone is Zone.BATTLEFIELD else obj.owner
    if controller != who:
        refuse(ErrorCode.NOT_PERMITTED, "602.2", f"only {controller}, who controls {name}, may activate it.")
    if not chosen.mana_ability:
        value = game.characteristics(obj)
        for effect in rule_effects(game):
            if (
                effect.kind is RuleEffectKind.CANT_ACTIVATE_NAMED
                and effect.named
                and value.has_name(effect.named)
            ):
                refuse(
                    ErrorCode.NOT_PERMITTED,
                    "602.5",
                    f"{who} can't activate {name}'s ability: {effect.note or 'an effect'} stops the "
                    f"abilities of sources named {effect.named!r} that aren't mana abilities.",
                )
    if chosen.cost.loyalty is not None:
        _check_loyalty(game, obj, chosen, who, name)
    if chosen.once_each_turn and _activated_this_turn(game, obj, chosen):
        refuse(
            ErrorCode.NOT_PERMITTED, "602.5b", f"{name}'s ability is activated only once each turn; it was."
        )
    if chosen.sorcery_speed or chosen.cost.loyalty is not None:
        problem = sorcery_timing_problem(game, who)
        if problem is not None:
            refuse(ErrorCode.TIMING, "602.5d", f"{name}'s ability is activated only as a sorcery: {problem}.")
    if chosen.cost.tap and obj.status.tapped:
        refuse(ErrorCode.NOT_PERMITTED, "602.5a", f"{name} is tapped, and the cost includes {{T}}.")
    if chosen.cost.untap and not obj.status.tapped:
        refuse(ErrorCode.NOT_PERMITTED, "602.5a", f"{name} is untapped, and the cost includes {{Q}}.")
    if chosen.cost.remove_counters is not None:
        kind, number = chosen.cost.remove_counters
        if obj.status.counter(kind) < number:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "602.2b",
                f"{name} has {obj.status.counter(kind)} {kind} counter(s); its cost removes {number}.",
            )

    if chosen.cost.tap and obj.zone is Zone.BATTLEFIELD and summoning_sick(game, obj):
        refuse(
            ErrorCode.NOT_PERMITTED,
            "302.6",
            f"{name} is a creature {who} hasn't controlled since the turn began, without haste: "
            "its {T} abilities can't be activated yet.",
        )
    if chosen.cost.discard and chosen.cost.discard > len(game.objects(Zone.HAND, who)):
        refuse(ErrorCode.NOT_PERMITTED, "602.2b", f"{who} has too few cards in hand to pay {chosen.cost}.")
    if chosen.cost.life and game.player(who).life < chosen.cost.life:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "119.4",
            f"{who} has {game.player(who).life} life and can't pay {chosen.cost.life} life "
            f"for {name}'s ability.",
        )
    crew = chosen.cost.crew
    if crew is not None and sum(_power(game, o) for o in crew_candidates(game, who, obj)) < crew:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "702.122a",
            f"{who}'s other untapped creatures have too little total power to crew {name} ({crew} needed).",
        )
    for wanted in (chosen.cost.sacrifice, chosen.cost.tap_others, chosen.cost.exile_others):
        able = cost_candidates(game, who, obj, wanted, taps_source=chosen.cost.tap) if wanted else []
        if wanted is not None and len(able) < wanted.number:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "602.2b",
                f"{who} controls too few permanents to pay {chosen.cost} ({wanted}).",
            )
    _check_targets(game, who, obj, chosen.targets, targets)
    if chosen.check_cost is not None:
        problem = chosen.check_cost(game, obj, who, tuple(picked))
        if problem is not None:
            refuse(
                ErrorCode.NOT_PERMITTED, "602.2b", f"{who} can't pay the cost of {name}'s ability: {problem}."
            )
    payment = None
    if chosen.cost.mana:
        what = f"{name}'s ability {chosen.text!r}"
        reduction = chosen.reduced_by(game, obj, who) if chosen.reduced_by is not None else 0
        mana = ManaCost.parse(less_generic(chosen.cost.mana, reduction))
        payment = paying.for_mana_cost(
            game, who, mana, how=pay, what=what, paying_for=obj.id if chosen.cost.tap else None
        )
    return Activation(obj, chosen, who, tuple(targets), payment)


can_activate = can(verify_activate)


def less_generic(mana: str, by: int) -> str:
    """The mana cost ``mana`` with ``by`` less generic mana (118.7a: only its
    generic component; 601.2f: never less than {0}).

    >>> less_generic("{5}{G}{U}", 2), less_generic("{2}{G}", 3), less_generic("{1}", 4)
    ('{3}{G}{U}', '{G}', '{0}')
    """
    if by <= 0:
        return mana
    symbols = re.findall(r"\{[^}]+\}", mana)
    generic = sum(int(s[1:-1]) for s in symbols if s[1:-1].isdigit())
    rest = "".join(s for s in symbols if not s[1:-1].isdigit())
    left = max(0, generic - by)
    return (f"{{{left}}}" if left or not rest else "") + rest


@action
def activate(
    game: Game,
    obj_id: ObjectId,
    ability: int | str = 1,
    *,
    player: str | None = None,
    targets: Sequence[Target] = (),
    chosen: Sequence[str] = (),
    pay: PayWith | None = None,
) -> None:
    """Activate the ability: put it on the stack, then pay its costs (602.2);
    a mana ability resolves at once (605.3b). ``chosen``: the choices made
    as it is activated (a mana ability's color, 605.3a); ``pay``: how its
    mana cost is paid when the game pays costs."""
    source, scripted, who, aimed, payment = verify_activate(
        game, obj_id, ability, player=player, targets=targets, picked=chosen, pay=pay
    )
    paying.settle(game, who, payment, pay, rule="602.2h", what="activating an ability", paying_for=source.id)
    noted = {"chosen": "|".join(chosen)} if chosen else {}
    game.record(
        Event(
            EventKind.ABILITY_ACTIVATED,
            object=source.id,
            player=who,
            rule="605.3b"
            if scripted.mana_ability
            else "606.3"
            if scripted.cost.loyalty is not None
            else "602.2",
            note=f"{scripted.text} [{scripted.cost}]",
        )
    )
    if scripted.mana_ability:
        name = game.characteristics(source).name or "a face-down permanent"
        noted.update(_pay(game, source, scripted, chosen))
        noted["targets"] = encode_targets(aimed)
        scripted.effect(Resolution(game, who, source.id, name, aimed, noted))
        return
    made = put_ability(game, scripted, source, who, targets=aimed, noted=noted)

    record_targeting(game, made.id, who, aimed)
    paid = _pay(game, source, scripted, chosen)
    if paid and made.id in game:  # 608.2h: what it says of the sacrificed permanent
        now = game.get(made.id)
        assert now.ability is not None
        options = tuple(sorted({**dict(now.ability.options), **paid}.items()))
        game.replace(now._replace(ability=now.ability._replace(options=options)))


def _activated_this_turn(game: Game, obj: GameObject, chosen: Activated) -> bool:
    """602.5b: whether this object's ability was activated this turn (the log
    names it by its text and cost)."""
    note = f"{chosen.text} [{chosen.cost}]"
    return any(
        e.kind is EventKind.ABILITY_ACTIVATED and e.object == obj.id and e.note == note
        for e in game.log[turn_start(game) :]
    )


def _check_loyalty(game: Game, obj: GameObject, chosen: Activated, who: str, name: NameLater) -> None:
    """CR 606.3: once each turn per permanent, as a sorcery; 606.6: a
    negative cost needs that many loyalty counters."""

    used = any(
        e.kind is EventKind.ABILITY_ACTIVATED and e.object == obj.id and e.rule == "606.3"
        for e in game.log[turn_start(game) :]
    )
    if used:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "606.3",
            f"one of {name}'s loyalty abilities was already activated this turn; only one each turn.",
        )
    cost, have = chosen.cost.loyalty or 0, obj.status.counter("loyalty")
    if cost < 0 and have < -cost:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "606.6",
            f"{name} has {have} loyalty counter(s); that ability costs {-cost}.",
        )


EXILED_TO_PAY = "exiled"
"""The key, in an activated ability's noted values, of the cards its cost
exiled ("exile a face-down permanent you control face up: ... that card")."""

SACRIFICED = "sacrificed"
"""The prefix of the keys an activated ability notes of the one permanent
sacrificed to pay its cost: its power, toughness and mana value as it last
existed on the battlefield (608.2h), for "the sacrificed creature's toughness"."""


def _pay(game: Game, source: GameObject, chosen: Activated, picked: Sequence[str]) -> dict[str, str]:
    """CR 602.2h: the costs, in any order; a sacrifice or exile moves it (400.7).
    Returns what the ability notes of the permanent sacrificed (:data:`SACRIFICED`)."""
    paid_notes: dict[str, str] = {}

    cost = chosen.cost
    if cost.loyalty:  # CR 606.4: put on or remove loyalty counters
        now = game.get(source.id)
        game.replace(now._replace(status=now.status.with_counters("loyalty", cost.loyalty)))
    if cost.tap or cost.untap:  # CR 107.5, 107.6
        now = game.get(source.id)
        game.replace(now._replace(status=now.status._replace(tapped=cost.tap)))
    if cost.remove_counters is not None:  # CR 122.8
        kind, number = cost.remove_counters
        now = game.get(source.id)
        game.replace(now._replace(status=now.status.with_counters(kind, -number)))
    if cost.discard:  # CR 602.2b, 701.9a: the player chooses the cards they discard
        controller = game.controller(source)
        hand = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, controller))
        prompt = f"discard {cost.discard} card{'s' if cost.discard != 1 else ''} to pay {cost}"
        question = Question(controller, "discard", prompt, hand, cost.discard, cost.discard, "602.2b")
        for word in ask(game, question, default=hand[: cost.discard]):
            moves.discard(game, controller, game.get(ObjectId(int(word[1:]))))
    if cost.life:  # CR 119.4, 119.3: paying life is losing it
        change_life(game, game.controller(source), -cost.life)
    if cost.crew is not None:
        _crew(game, source, cost.crew)
    for wanted in (cost.tap_others, cost.sacrifice, cost.exile_others):  # CR 602.2b: the player chooses which
        if wanted is None:
            continue
        controller = game.controller(source)
        candidates = cost_candidates(game, controller, source, wanted, taps_source=cost.tap)
        able = tuple(f"#{int(o.id)}" for o in candidates)
        prompt = f"{wanted} to pay {cost}"
        question = Question(controller, wanted.verb, prompt, able, wanted.number, wanted.number, "602.2b")
        for word in ask(game, question, default=able[: wanted.number]):
            paid = game.get(ObjectId(int(word[1:])))
            if wanted.verb == "tap":  # CR 701.26a
                game.replace(paid._replace(status=paid.status._replace(tapped=True)))
            elif wanted.verb == "exile":  # CR 406.2, 708.9; 608.2h: "that card" is the card it became
                moves.leave(game, paid, Zone.EXILE)
                gone = became(game.log, paid.id, Zone.EXILE.value)
                paid_notes[EXILED_TO_PAY] = ",".join(str(int(c)) for c in gone)
            else:  # CR 701.21a
                if wanted.number == 1:
                    seen = game.characteristics(paid)
                    paid_notes[f"{SACRIFICED} power"] = str(int(printed_number(seen.power) or 0))
                    paid_notes[f"{SACRIFICED} toughness"] = str(int(printed_number(seen.toughness) or 0))
                    paid_notes[f"{SACRIFICED} mana value"] = str(int(seen.mana_value))
                moves.sacrifice_permanent(game, paid)
    if cost.discard_hand:  # CR 701.9a: every card of the hand
        controller = game.controller(source)
        for card in game.objects(Zone.HAND, controller):
            moves.discard(game, controller, card)
    if cost.exile_chosen:
        for material in decode_targets(",".join(p for p in picked if p.startswith("#"))):
            if not isinstance(material, str) and material in game:
                moves.leave(game, game.get(material), Zone.EXILE)
    if cost.discard_self:  # CR 701.9a, 702.29a: the card with the ability, from its owner's hand
        moves.discard(game, source.owner, game.get(source.id))
    if cost.sacrifice_self:
        moves.sacrifice_permanent(game, game.get(source.id))  # CR 701.21a
    elif cost.exile_self:
        moves.leave(game, game.get(source.id), Zone.EXILE)
    return paid_notes
