"""Compiled lines of conspiracies linked to their hidden agenda (702.106d,
607.2d): "the chosen name" is the name chosen in secret as the conspiracy
was put into the command zone (702.106a), kept in its ``status.chosen``.
They work while it is face up in the command zone (315.5, 113.6p; face
down it has no abilities, 315.5b):

- "Creatures you control with the chosen name have [keywords]" and
  "... have "[ability]"" (604.1, 613.1f, 113.1a);
- "Spells with the chosen name you cast cost {N} less to cast" (601.2f,
  118.7a: the generic part only);
- "Each creature you control with the chosen name enters the battlefield
  with an additional +1/+1 counter on it" (614.1c, 614.12);
- "You may spend mana as though it were mana of any color to cast spells
  with the chosen name" (609.4b);
- triggers on an object "with the chosen name" (603.2): a creature you
  control that attacks or deals combat damage to a player, one that enters
  under your control, an instant or sorcery spell you cast. Printed only on
  conspiracies, they trigger from the command zone (315.5, 113.6p).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.state.abilities import Static, StaticEffect, TargetFilter, TriggerCheck
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

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


def chosen_name(game: Game, source: ObjectId | None) -> str | None:
    """The name the hidden agenda of the ability's source chose (702.106d),
    if it is still in the game and chose one."""
    return _chosen(game.get(source)) if source is not None and source in game else None


def _chosen(source: GameObject) -> str | None:
    """The one name its hidden agenda chose (702.106d), if it chose one
    (double agenda's two are another ability's, 702.106f)."""
    chosen = source.status.chosen
    return chosen[0] if len(chosen) == 1 else None


def build_chosen_name_enter_with_counter(part: Tree[Token], face: str, line: str) -> Static:
    """702.106d, 614.1c, 614.12: "Each creature you control with the chosen
    name enters the battlefield with an additional +1/+1 counter on it": a
    replacement effect on how each such creature enters under its
    controller's control, which the ways onto the battlefield ask
    (actions/entering.py); the name and types are those it would have
    there (614.12)."""
    wanted = next(c for c in part.children if isinstance(c, Tree) and c.data == "filter")
    rest, named = without_chosen_name(wanted)
    tokens = [str(t) for t in part.children if isinstance(t, Token)]
    if not named or tokens[0] != "+1/+1":
        raise Unreadable("counters other than +1/+1, or not the chosen name")
    if read_filter(rest)._replace(words="") != TargetFilter("", types=("Creature",), whose="you"):
        raise Unreadable("entering permanents told apart by more than 'creature you control'")
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        chosen = _chosen(source)
        if chosen is None:
            return ()
        return (
            RuleEffect(
                -int(source.id),
                RuleEffectKind.ENTER_WITH_PLUS_ONE_COUNTERS,
                game.controller(source),
                filter=Filter(types=("Creature",), names=(chosen,)),
                amount=1,
                note=note,
            ),
        )

    return Static(face, line, effects, "614.1c")


def build_chosen_name_spend_as_any_color(face: str, line: str) -> Static:
    """702.106d, 609.4b: "You may spend mana as though it were mana of any
    color to cast spells with the chosen name": for its controller, the
    spells that would have that name on the stack (paying.spend_as);
    colorless mana ({C}) still asks for colorless (106.1b)."""
    note = f"{face}: {line}"

    def effects(game: Game, source: GameObject) -> tuple[RuleEffect, ...]:
        chosen = _chosen(source)
        if chosen is None:
            return ()
        return (
            RuleEffect(
                -int(source.id),
                RuleEffectKind.SPEND_AS_ANY_COLOR,
                game.controller(source),
                filter=Filter(names=(chosen,)),
                note=note,
            ),
        )

    return Static(face, line, effects, "609.4b")


def without_chosen_name(wanted: Tree[Token]) -> tuple[Tree[Token], bool]:
    """The ``filter`` subtree without its "with the chosen name" (which
    :func:`~mtgfaces.rules.abilities.compiler.phrases.read_filter` refuses),
    and whether it had it."""
    kept = [c for c in wanted.children if not (isinstance(c, Tree) and c.data == "with_chosen_name")]
    return Tree(wanted.data, kept), len(kept) != len(wanted.children)


Condition = Callable[[TriggerCheck], bool]


def of_the_chosen_name(condition: Condition) -> Condition:
    """702.106d, 201.2a: the trigger's ``condition``, and the event's object
    (a creature, a spell) has the name the source's hidden agenda chose, as
    it is now or, gone, as it last existed (603.10)."""

    def named(check: TriggerCheck) -> bool:
        game, chosen, ref = check.game, _chosen(check.source), check.event.object
        if chosen is None or ref is None:
            return False
        if ref in game:
            value = game.characteristics(game.get(ref))
        elif ref in game.last_known:
            value = game.last_known[ref].characteristics
        else:
            return False
        return value.has_name(chosen) and condition(check)

    return named
