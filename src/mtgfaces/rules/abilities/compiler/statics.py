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
            change = change._replace(add_abilities=keywords)
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
        or wanted.in_combat
        or wanted.combat
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
            "a static ability of tapped, attacking, face-down or token creatures, with a keyword or toughness"
        )
    return StaticEffect(face, line, _on_each(wanted, change, note, other=kind == "each_other"), "611.3a")


def build_cost_change(part: Tree[Token], face: str, line: str) -> Static:
    """601.2f, 604.1, 118.7a: "[kind of] spells you cast cost {N} less (or
    more) to cast", while its source is on the battlefield; a reduction
    reduces only the generic part."""
    spell_tree = part.children[0]
    assert isinstance(spell_tree, Tree)
    wanted = read_filter(spell_tree, zone=Zone.STACK)
    mana, more_less = (str(t) for t in part.children[1:] if isinstance(t, Token))
    if not mana[1:-1].isdigit():
        raise Unreadable("a cost change that isn't generic mana")
    kind = RuleEffectKind.SPELLS_COST_LESS if more_less == "less" else RuleEffectKind.SPELLS_COST_MORE
    spells = layer_filter(wanted, "")._replace(controller=None, zone=None)
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        return (
            RuleEffect(
                -int(source.id),
                kind,
                game.controller(source),
                filter=spells,
                amount=int(mana[1:-1]),
                note=note,
            ),
        )

    return Static(face, line, effects, "601.2f")


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
        any_of=tuple(Filter(types=(t,)) for t in wanted.types),
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
