"""Compiled lines of conspiracies linked to their hidden agenda (702.106d,
607.2d): "the chosen name" is the name chosen in secret as the conspiracy
was put into the command zone (702.106a), kept in its ``status.chosen``.
They work while it is face up in the command zone (315.5, 113.6p; face
down it has no abilities, 315.5b):

- "Creatures you control with the chosen name have [keywords]" and
  "... have "[ability]"" (604.1, 613.1f, 113.1a);
- "Spells with the chosen name you cast cost {N} less to cast" (601.2f,
  118.7a: the generic part only).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.state.abilities import Static, StaticEffect
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

_PLURAL_TYPES = {"creatures": "Creature"}


def build_chosen_name_grant(part: Tree[Token], face: str, line: str, *, granted: str = "") -> StaticEffect:
    """702.106d, 604.1, 613.1f: "Creatures you control with the chosen name
    have [keywords]" or "have "[ability]"" (``granted``, 113.1a): each
    creature its controller controls with that name (201.2a: one of its
    names), at each moment (611.3a)."""
    plural, *rest = part.children
    kind = _PLURAL_TYPES.get(str(plural))
    if kind is None:
        raise Unreadable(f"'{plural} you control with the chosen name'")
    keywords: tuple[str, ...] = (granted,) if granted else ()
    for piece in rest:
        if isinstance(piece, Tree) and piece.data == "keywords":
            keywords = tuple(str(k).capitalize() for k in piece.children if isinstance(k, Token))
    change = Modification(add_abilities=keywords)
    note = f"{face}: {line}"

    def each(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        named = _chosen(source)
        if named is None:
            return ()
        wanted = Filter(types=(kind,), names=(named,), controller=controller, zone=Zone.BATTLEFIELD)
        return (
            ContinuousEffect(
                id=0, timestamp=0, modification=change, filter=wanted, player=controller, note=note
            ),
        )

    return StaticEffect(face, line, each, "702.106d")


def build_chosen_name_cost_less(part: Tree[Token], face: str, line: str) -> Static:
    """702.106d, 601.2f, 118.7a: "Spells with the chosen name you cast cost
    {N} less to cast": generic mana only."""
    (mana,) = (str(t) for t in part.children if isinstance(t, Token))
    if not mana[1:-1].isdigit():
        raise Unreadable("a cost change that isn't generic mana")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        named = _chosen(source)
        if named is None:
            return ()
        return (
            RuleEffect(
                -int(source.id),
                RuleEffectKind.SPELLS_COST_LESS,
                game.controller(source),
                filter=Filter(names=(named,)),
                amount=int(mana[1:-1]),
                note=note,
            ),
        )

    return Static(face, line, effects, "601.2f")


def _chosen(source: GameObject) -> str | None:
    """The one name its hidden agenda chose (702.106d), if it chose one
    (double agenda's two are another ability's, 702.106f)."""
    chosen = source.status.chosen
    return chosen[0] if len(chosen) == 1 else None
