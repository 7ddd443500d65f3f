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
from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.rules.actions import moves, paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, record_targeting, refuse
from mtgfaces.rules.actions.legal_targets import MISFIT_REASONS, fits, misfits
from mtgfaces.rules.actions.permits import acting_player, rule_effects, sorcery_timing_problem, summoning_sick
from mtgfaces.rules.actions.stack import decode_targets, encode_targets, put_ability
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Activated, PermanentsCost, Resolution, Targets
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import Event, EventKind, became
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.mana import Payment, PayWith
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target
from mtgfaces.rules.state.values import HIDDEN_ZONES
from mtgfaces.rules.state.views import NameLater, name_for

if TYPE_CHECKING:
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
    if chosen.cost.bin_linked and not exiled_with_source(game, obj.id):
        refuse(ErrorCode.NOT_PERMITTED, "607.2a", f"No card is exiled with {name} to pay {chosen.cost}.")
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


EXILED_WITH = "exiled with"
"""The note of the event that links an exiled card to the permanent whose
ability exiled it (607.2a)."""


def link_exiled_card(game: Game, card: ObjectId, source: ObjectId, player: str) -> None:
    """607.2a: the exiled ``card`` is linked to the permanent ``source``
    whose ability exiled it (the event :func:`exiled_with_source` reads);
    ``player`` is logged with it (the controller, or the card's owner where
    "the exiled card's owner" is read after it left exile, 400.7)."""
    game.record(
        Event(
            EventKind.EFFECT_ADDED,
            object=card,
            new_object=source,
            player=player,
            rule="607.2a",
            note=EXILED_WITH,
        )
    )


def exiled_with_source(game: Game, source: ObjectId | None) -> list[ObjectId]:
    """607.2a: the cards still in exile that the abilities of the permanent
    ``source`` exiled (this object's: not an earlier one of the same card, 400.7)."""
    found: list[ObjectId] = []
    for event in game.log:
        if event.note != EXILED_WITH or event.rule != "607.2a" or event.new_object != source:
            continue
        if event.object is not None and event.object in game and game.get(event.object).zone is Zone.EXILE:
            found.append(event.object)
    return found


BINNED_NAME = "binned name"
"""The key, in an activated ability's noted values, of the name of the card
its cost put into a graveyard from among those exiled with it ("that card",
608.2h: as it was put there)."""

EXILED_TO_PAY = "exiled"
"""The key, in an activated ability's noted values, of the cards its cost
exiled ("exile a face-down permanent you control face up: ... that card")."""

MATERIALS = "materials"
"""The key, in a craft ability's noted values, of the cards its cost exiled
(their ids in exile, comma-separated): "the exiled cards used to craft ~"
(702.167c)."""

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
        materials: list[str] = []
        for material in decode_targets(",".join(p for p in picked if p.startswith("#"))):
            if not isinstance(material, str) and material in game:
                moves.leave(game, game.get(material), Zone.EXILE)
                materials += [str(int(c)) for c in became(game.log, material, Zone.EXILE.value)]
        paid_notes[MATERIALS] = ",".join(materials)  # 702.167c: "the exiled cards used to craft it"
    if cost.bin_linked:  # CR 607.2a, 602.2b: its controller chooses one (they may look at them)
        controller = game.controller(source)
        able = tuple(f"#{int(c)}" for c in exiled_with_source(game, source.id))
        prompt = f"a card exiled with it to put into its owner's graveyard to pay {cost}"
        question = Question(controller, "put_into_graveyard", prompt, able, 1, 1, "602.2b")
        for word in ask(game, question, default=able[:1]):
            linked = ObjectId(int(word[1:]))
            moves.move(game, linked, Zone.GRAVEYARD)  # face up there: public (406.3, 404.2)
            for binned in became(game.log, linked, Zone.GRAVEYARD.value):  # 400.7: the card it became
                paid_notes[BINNED_NAME] = game.characteristics(game.get(binned)).name or ""
    if cost.discard_self:  # CR 701.9a, 702.29a: the card with the ability, from its owner's hand
        moves.discard(game, source.owner, game.get(source.id))
    if cost.sacrifice_self:
        moves.sacrifice_permanent(game, game.get(source.id))  # CR 701.21a
    elif cost.exile_self:
        moves.leave(game, game.get(source.id), Zone.EXILE)
    return paid_notes
