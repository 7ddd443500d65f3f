"""Compiled static abilities that change characteristics (604.1, 611.3,
613): "Creatures you control get +1/+1", "Other Zombie creatures you
control get +1/+1", "Enchanted creature gets +2/+2 and has flying",
"Equipped creature has trample"; and equip (702.6a), the activated ability
that moves the Equipment those lines speak of; crew (702.122a) and cycling
(702.29a), activated from the hand."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.rules.abilities.compiler.changing import UNBLOCKABLE, becomes_artifact_creature
from mtgfaces.rules.abilities.compiler.objects import Reading, still_legal, that_is_filter
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.state.abilities import (
    Activated,
    Cost,
    Damage,
    DamageReplacement,
    PermanentsCost,
    Resolution,
    Static,
    StaticEffect,
    TargetFilter,
    TargetKind,
    Targets,
)
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

Made = Callable[[GameObject, str], tuple[ContinuousEffect, ...]]

_YOUR_CREATURE = Targets(
    TargetKind.FILTERED,
    filter=TargetFilter("creature you control", types=("Creature",), whose="you"),
)


def build_static(part: Tree[Token], face: str, line: str, *, granted: str = "") -> StaticEffect:
    """604.1, 613.1f, 613.4c: "[objects] get(s) +N/+N [and have KW]",
    "[objects] have KW", "[objects] have "[ability]"" (``granted``, 113.1a)."""
    subject = part.children[0]
    assert isinstance(subject, Tree)
    change = Modification(add_abilities=(granted,) if granted else ())
    for piece in part.children[1:]:
        if isinstance(piece, Token) and piece.type == "PT":
            if "X" in str(piece):
                raise Unreadable("+X/+X in a static ability")
            power, toughness = (int(n) for n in str(piece).split("/"))
            change = change._replace(power=power, toughness=toughness)
        elif isinstance(piece, Tree) and piece.data == "keywords":
            keywords = tuple(str(k).capitalize() for k in piece.children if isinstance(k, Token))
            change = change._replace(add_abilities=(*keywords, *change.add_abilities))  # and a quoted one
    if part.data == "static_pump_unblockable":
        # 509.1b, 613.1f: it gains the restriction as a line of its own,
        # which the combat rules read (actions/restrictions.py).
        change = change._replace(add_abilities=(*change.add_abilities, UNBLOCKABLE))
    note = f"{face}: {line}"
    kind = str(subject.data)
    if kind == "attached":
        return StaticEffect(face, line, _on_the_attached(change, note), "613.4c")
    if kind == "self":
        return StaticEffect(face, line, _on_itself(change, note), "613.4c")
    if kind not in ("each", "each_other", "each_other_either", "each_other_that_is"):
        raise Unreadable(f"a static ability of {kind}")
    if kind == "each_other_either":  # "other Wolves and Werewolves you control"
        wanted = read_filter(Tree("filter_plural_either", list(subject.children)))
        kind = "each_other"
    elif kind == "each_other_that_is":  # "each other creature you control that's a Werewolf or a Wolf"
        wanted = that_is_filter(subject)
        kind = "each_other"
    else:
        (chosen,) = subject.children
        assert isinstance(chosen, Tree)
        wanted = read_filter(chosen)
    if (
        wanted.tapped is not None
        or wanted.keyword
        or wanted.token is not None
        or wanted.toughness is not None
        or wanted.face_down is not None
        or wanted.basic is not None
        or wanted.legendary is False
        or wanted.multicolored
        or wanted.not_colors
    ):
        raise Unreadable(
            "a static ability of tapped, face-down or token creatures, with a keyword or toughness"
        )
    made = _on_each(wanted, change, note, other=kind == "each_other")
    if wanted.combat or wanted.in_combat:
        # 611.3a, 506.4: "attacking creatures you control": which of them
        # are attacking (or blocking) is read at each moment, as creatures
        # attack and leave combat; combat status is no characteristic, so
        # it is asked of each creature the filter finds (StaticEffect.each).
        words = "attacking or blocking" if wanted.in_combat else wanted.combat
        return StaticEffect(
            face, line, made, "611.3a", counted=_in_combat(wanted), counts=f"{words} now", each=True
        )
    return StaticEffect(face, line, made, "611.3a")


def _in_combat(wanted: TargetFilter) -> Callable[[Game, GameObject], int]:
    """506.4, 508.1, 509.1: 1 while the creature is attacking (blocking, or
    either), else 0."""
    attacking = wanted.in_combat or wanted.combat == "attacking"
    blocking = wanted.in_combat or wanted.combat == "blocking"

    def now(game: Game, obj: GameObject) -> int:
        return int(
            (attacking and obj.status.attacking is not None) or (blocking and obj.status.blocking is not None)
        )

    return now


def build_control(part: Tree[Token], face: str, line: str) -> StaticEffect:
    """613.1b, 303.4: "You control enchanted creature": a layer 2 effect of
    the Aura's controller on the permanent it is attached to, with the
    Aura's timestamp (613.7a, 613.7e); a permanent it starts or stops
    applying to is new under its controller and leaves combat (302.6,
    506.4: state/control.py)."""
    (subject,) = (c for c in part.children if isinstance(c, Tree))
    if subject.data != "attached":
        raise Unreadable("control of anything but the enchanted permanent")
    note = f"{face}: {line}"

    def attached(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        target = source.status.attached_to
        if target is None or isinstance(target, str):
            return ()
        change = Modification(controller=controller)
        return (
            ContinuousEffect(
                id=0, timestamp=0, modification=change, objects=(target,), player=controller, note=note
            ),
        )

    return StaticEffect(face, line, attached, "613.1b")


def build_cost_change(part: Tree[Token], face: str, line: str) -> Static:
    """601.2f, 604.1, 118.7a: "[kind of] spells you cast cost {N} less (or
    more) to cast", while its source is on the battlefield; a reduction
    reduces only the generic part. "Spells you cast from anywhere other
    than your hand" and "spells you cast but don't own" (108.3: the card's
    owner) are told apart as the cost is determined."""
    named = part.children[0]  # spells_you_cast: "[kind of] spells you cast"
    assert isinstance(named, Tree)
    spell_tree = next((c for c in named.children if isinstance(c, Tree)), Tree("spell_filter", []))
    wanted = read_filter(spell_tree, zone=Zone.STACK)
    mana, more_less = (str(t) for t in part.children[1:] if isinstance(t, Token))
    if not mana[1:-1].isdigit():
        raise Unreadable("a cost change that isn't generic mana")
    kind = RuleEffectKind.SPELLS_COST_LESS if more_less == "less" else RuleEffectKind.SPELLS_COST_MORE
    spells = layer_filter(wanted, "")._replace(controller=None, zone=None)
    note = f"{face}: {line}"
    not_from_hand = part.data == "static_cost_change_not_from_hand"
    not_owned = part.data == "static_cost_change_not_owned"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return (
            RuleEffect(
                -int(source.id),
                kind,
                game.controller(source),
                filter=spells,
                amount=int(mana[1:-1]),
                note=note,
                not_from_hand=not_from_hand,
                not_owned=not_owned,
            ),
        )

    return Static(face, line, effects, "601.2f")


def build_alternative_cost(part: Tree[Token], face: str, line: str) -> Static:
    """118.9, 601.2b, 604.1: "[Once each turn,] you may pay {N} rather than
    pay the mana cost for a spell you cast from exile", while its source is
    on the battlefield: an alternative cost its controller may choose as
    such a spell is cast (actions/alternative_costs.py), once each turn for
    that permanent if it says so."""
    tokens = [t for t in part.children if isinstance(t, Token)]
    (mana,) = (str(t) for t in tokens if t.type == "MANA")
    if not mana[1:-1].isdigit():
        raise Unreadable("an alternative cost that isn't generic mana")
    once = any(t.type == "ONCE_EACH_TURN" for t in tokens)
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return (
            RuleEffect(
                -int(source.id),
                RuleEffectKind.MAY_PAY_RATHER_THAN_MANA_COST,
                game.controller(source),
                zone=Zone.EXILE,
                amount=int(mana[1:-1]),
                note=note,
                once_each_turn=once,
            ),
        )

    return Static(face, line, effects, "118.9")


def build_uncounterable(part: Tree[Token], face: str, line: str) -> Static:
    """101.2, 701.6a, 604.1: "[kind of] spells you control can't be
    countered", while its source is on the battlefield: the counter effects
    ask it (actions/countering.py)."""
    named = part.children[0]  # spells_you_control
    assert isinstance(named, Tree)
    spell_tree = next((c for c in named.children if isinstance(c, Tree)), Tree("spell_filter", []))
    spells = layer_filter(read_filter(spell_tree, zone=Zone.STACK), "")._replace(controller=None, zone=None)
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return (
            RuleEffect(
                -int(source.id),
                RuleEffectKind.CANT_BE_COUNTERED,
                game.controller(source),
                filter=spells,
                note=note,
            ),
        )

    return Static(face, line, effects, "101.2")


def build_life_floor(part: Tree[Token], face: str, line: str) -> Static:
    """614.1a, 120.3a, 604.1: "Damage that would reduce your life total to
    less than 1 reduces it to 1 instead", while its source is on the
    battlefield: the damage rules ask it (state/replacements.py)."""
    if [str(t) for t in part.children if isinstance(t, Token)] != ["1", "1"]:
        raise Unreadable("a life total kept at another number")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        who = game.controller(source)
        return (RuleEffect(-int(source.id), RuleEffectKind.LIFE_STAYS_AT_1, who, note=note),)

    return Static(face, line, effects, "614.1a")


def build_morph_costs_more(part: Tree[Token], face: str, line: str) -> Static:
    """702.37e, 702.37b, 116.2b, 604.1: "All morph costs cost {N} more", for
    every player turning a permanent face up for its morph or megamorph
    cost, while its source is on the battlefield (not the {3} of casting
    face down, 702.37c)."""
    (mana,) = (str(t) for t in part.children if isinstance(t, Token))
    if not mana[1:-1].isdigit():
        raise Unreadable("a morph cost increase that isn't generic mana")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        who = game.controller(source)
        kind = RuleEffectKind.MORPH_COSTS_MORE
        return (RuleEffect(-int(source.id), kind, who, amount=int(mana[1:-1]), note=note),)

    return Static(face, line, effects, "702.37e")


def build_enter_with_counters(part: Tree[Token], face: str, line: str) -> Static:
    """614.1c, 614.12, 604.1: "[Colorless] creatures you control enter with
    two additional +1/+1 counters on them", while its source is on the
    battlefield: a replacement effect on how they enter, which the ways
    onto the battlefield ask (actions/entering.py); "colorless": no color
    (105.2c)."""
    plural = part.children[0]
    assert isinstance(plural, Tree)
    colorless = any(isinstance(c, Tree) and c.data == "colorless" for c in plural.children)
    kept = [c for c in plural.children if not (isinstance(c, Tree) and c.data == "colorless")]
    wanted = read_filter(Tree(plural.data, kept))
    tokens = [str(t) for t in part.children if isinstance(t, Token)]
    if "+1/+1" not in tokens or wanted.whose != "you":
        raise Unreadable("counters other than +1/+1, or permanents not yours")
    if (
        wanted.tapped is not None
        or wanted.keyword
        or wanted.token is not None
        or wanted.power is not None
        or wanted.toughness is not None
        or wanted.combat
        or wanted.in_combat
        or wanted.face_down is not None
        or wanted.basic is not None
        or wanted.legendary is not None
        or wanted.multicolored
        or wanted.not_colors
    ):
        raise Unreadable("entering permanents told apart by more than their types and colors")
    many = next((t for t in tokens if t in _COUNT), "an")
    spells = layer_filter(wanted, "")._replace(controller=None, zone=None)
    if colorless:
        spells = Filter(any_of=(spells,), not_=Filter(colors=tuple(Color)))
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        kind = RuleEffectKind.ENTER_WITH_PLUS_ONE_COUNTERS
        who = game.controller(source)
        return (RuleEffect(-int(source.id), kind, who, filter=spells, amount=_COUNT[many], note=note),)

    return Static(face, line, effects, "614.1c")


_COUNT = {"an": 1, "two": 2, "three": 3, "four": 4, "five": 5}


def build_unblocked_damage_to_it(part: Tree[Token], face: str, line: str) -> Static:
    """614.1a, 611.3a, 509.1h: "As long as ~ is untapped, all combat damage
    that would be dealt to you by unblocked creatures is dealt to ~
    instead": while its source is on the battlefield untapped, the combat
    damage rules deal that damage to it (actions/prevention.py)."""
    if [str(t) for t in part.children if isinstance(t, Token)] != ["creatures"]:
        raise Unreadable("damage of unblocked permanents that aren't creatures")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        if source.status.tapped:
            return ()
        kind = RuleEffectKind.UNBLOCKED_DAMAGE_TO_IT
        who = game.controller(source)
        return (RuleEffect(-int(source.id), kind, who, objects=(int(source.id),), note=note),)

    return Static(face, line, effects, "614.1a")


def build_prevent_combat_damage_to(part: Tree[Token], face: str, line: str) -> Static:
    """615.1, 510.2, 604.1: "Prevent all combat damage that would be dealt
    to attacking Humans you control", while its source is on the
    battlefield: the damage rules ask it of each permanent combat damage
    would be dealt to, attacking as that damage would be dealt (506.4; not
    fixed, as it changes no characteristic, 611.3a)."""
    (plural,) = (c for c in part.children if isinstance(c, Tree))
    wanted = read_filter(plural)
    if (
        wanted.whose != "you"
        or wanted.combat != "attacking"
        or wanted
        != TargetFilter(
            wanted.words, types=wanted.types, subtypes=wanted.subtypes, whose="you", combat="attacking"
        )
    ):
        raise Unreadable(f"combat damage prevented to {wanted.words}")
    attackers = layer_filter(wanted._replace(combat=""), "")._replace(controller=None)
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        kind = RuleEffectKind.PREVENT_COMBAT_DAMAGE_TO_ATTACKING
        who = game.controller(source)
        return (RuleEffect(-int(source.id), kind, who, filter=attackers, note=note),)

    return Static(face, line, effects, "615.1")


def build_damage_plus(tree: Tree[Token], face: str, line: str) -> DamageReplacement:
    """614.1a: "If a source you control would deal [noncombat] damage to an
    opponent, it deals that much damage plus N instead", while its source
    is on the battlefield (the damage rules apply it, state/replacements.py;
    a source that has left, as it last existed, 608.2h)."""
    tokens = [t for t in tree.children if isinstance(t, Token)]
    noncombat = any(t.type == "NONCOMBAT" for t in tokens)
    (more,) = (int(t) for t in tokens if t.type == "INT")

    def plus(game: Game, permanent: GameObject, dealt: Damage) -> int:
        you = game.controller(permanent)
        if (
            dealt.amount <= 0
            or (noncombat and dealt.combat)
            or not isinstance(dealt.to, str)
            or dealt.to not in game.opponents(you)
            or dealt.source_controller != you
        ):
            return dealt.amount
        return dealt.amount + more

    return DamageReplacement(face, line, plus, "614.1a")


def build_no_hand_size(face: str, line: str) -> Static:
    """402.2, 604.1: "You have no maximum hand size", while its source is
    on the battlefield."""
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return (
            RuleEffect(
                -int(source.id), RuleEffectKind.NO_MAXIMUM_HAND_SIZE, game.controller(source), note=note
            ),
        )

    return Static(face, line, effects, "402.2")


def build_opponents_cant_cast(part: Tree[Token], face: str, line: str) -> Static:
    """601.3e, 604.1: "Your opponents can't cast spells with mana value N
    or less (greater)", while its source is on the battlefield."""
    amount, more_less = (str(t) for t in part.children if isinstance(t, Token))
    test = Comparison(">=" if more_less in ("greater", "more") else "<=", int(amount))
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return tuple(
            RuleEffect(
                -int(source.id), RuleEffectKind.CANT_CAST, opponent, filter=Filter(mana_value=test), note=note
            )
            for opponent in game.opponents(game.controller(source))
        )

    return Static(face, line, effects, "601.3e")


def layer_filter(wanted: TargetFilter, controller: str) -> Filter:
    """The layers' :class:`Filter` for what the text names: any of its card
    types, its subtype and colors, none of its "non-" types, and "you
    control" (or "your opponents control") from its source's controller."""
    if wanted.x_tests:
        raise Unreadable("X in a static ability's filter")  # 611.3a: no X is chosen for it
    excluded = [Filter(types=(t,)) for t in wanted.not_types]
    if wanted.whose == "opponent":
        excluded.append(Filter(controller=controller))
    if len(wanted.subtypes) > 1:  # "Wolves and Werewolves": any of them (205.3)
        return Filter(
            any_of=tuple(
                layer_filter(wanted._replace(subtypes=(one,)), controller) for one in wanted.subtypes
            )
        )
    return Filter(
        supertypes=("Legendary",) if wanted.legendary else (),
        power=wanted.power,
        mana_value=wanted.mana_value,
        subtypes=wanted.subtypes,
        colors=tuple(Color(c) for c in wanted.colors),
        controller=controller if wanted.whose == "you" else None,
        zone=Zone.BATTLEFIELD,
        any_of=(
            *(Filter(types=(t,)) for t in wanted.types),
            *(Filter(subtypes=(s,)) for s in wanted.or_subtypes),
        ),
        not_=Filter(any_of=tuple(excluded)) if excluded else None,
    )


def _on_each(wanted: TargetFilter, change: Modification, note: str, *, other: bool) -> Made:
    def each(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        """611.3a: it applies to whatever fits at each moment, "other": not
        its source."""
        return (
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=change,
                filter=layer_filter(wanted, controller),
                player=controller,
                note=note,
                excluded=(source.id,) if other else (),
            ),
        )

    return each


def _on_the_attached(change: Modification, note: str) -> Made:
    def attached(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        """303.4, 301.5: the permanent the Aura or Equipment is attached to."""
        target = source.status.attached_to
        if target is None or isinstance(target, str):
            return ()
        return (ContinuousEffect(id=0, timestamp=0, modification=change, objects=(target,), note=note),)

    return attached


def build_your_turn_grant(part: Tree[Token], face: str, line: str) -> StaticEffect:
    """611.3a, 613.1f: "During your turn, ~ and other [permanents] you control
    have [keywords]": while its controller is the active player (102.1: what
    it asks reads no characteristic), to itself and the others that fit."""
    wanted = read_filter(next(c for c in part.children if isinstance(c, Tree) and c.data == "filter_plural"))
    if wanted.whose != "you":
        raise Unreadable("'during your turn' of permanents not yours")
    keywords_tree = next(c for c in part.children if isinstance(c, Tree) and c.data == "keywords")
    keywords = tuple(str(k).capitalize() for k in keywords_tree.children if isinstance(k, Token))
    change = Modification(add_abilities=keywords)
    note = f"{face}: {line}"
    itself, others = _on_itself(change, note), _on_each(wanted, change, note, other=True)

    def both(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        return (*itself(source, controller), *others(source, controller))

    def your_turn(game: Game, source: GameObject) -> int:
        return int(game.turn.active == game.controller(source))

    return StaticEffect(face, line, both, "611.3a", counted=your_turn, counts="it's your turn")


def _on_itself(change: Modification, note: str) -> Made:
    def itself(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        return (ContinuousEffect(id=0, timestamp=0, modification=change, objects=(source.id,), note=note),)

    return itself


def build_equip(part: Tree[Token], face: str, line: str) -> Activated:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target
    creature you control. Activate only as a sorcery."."""
    mana = "".join(str(t) for t in part.children if isinstance(t, Token) and t.type == "MANA")
    if not mana or any(s in mana for s in ("{T}", "{Q}")):
        raise Unreadable("an equip cost that isn't mana")
    return Activated(
        face, line, Cost(mana=mana), _attach, "702.6a", sorcery_speed=True, targets=_YOUR_CREATURE
    )


def build_equip_sacrifice(part: Tree[Token], face: str, line: str) -> Activated:
    """702.6a, 602.2b: "Equip—Sacrifice a creature.": equip with a cost that
    isn't mana, the permanent sacrificed chosen as the cost is paid."""
    (chosen,) = (c for c in part.children if isinstance(c, Tree))
    cost = Cost(sacrifice=PermanentsCost("sacrifice", 1, read_filter(chosen)))
    return Activated(face, line, cost, _attach, "702.6a", sorcery_speed=True, targets=_YOUR_CREATURE)


def build_crew(part: Tree[Token], face: str, line: str) -> Activated:
    """702.122a: "Crew N" means "Tap any number of other untapped creatures
    you control with total power N or greater: This permanent becomes an
    artifact creature until end of turn."."""
    (needed,) = (int(t) for t in part.children if isinstance(t, Token) and t.type == "INT")
    crewed = becomes_artifact_creature(Reading(has_self=True), [], part)
    return Activated(face, line, Cost(crew=needed), crewed, "702.122a")


def build_cycling(part: Tree[Token], face: str, line: str) -> Activated:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a
    card.", activated only while the card is in its owner's hand (113.6)."""
    mana = "".join(str(t) for t in part.children if isinstance(t, Token) and t.type == "MANA")
    if any(s in mana for s in ("{T}", "{Q}", "X")):
        raise Unreadable("a cycling cost that isn't mana, or with X")
    cost = Cost(mana=mana, discard_self=True)
    return Activated(face, line, cost, _draw_a_card, "702.29a", zone=Zone.HAND)


def _draw_a_card(res: Resolution) -> None:
    """121.1: its controller draws a card."""
    turns.draw(res.game, res.controller)


def _attach(res: Resolution) -> None:
    """701.3a: attach it to the target creature, if both are still there and
    legal (608.2b); an Equipment that can't be attached doesn't move (301.5b)."""
    equipment = source_permanent(res)
    if equipment is None:
        return
    for target in still_legal(res, _YOUR_CREATURE):
        moves.attach(res.game, equipment.id, target)
