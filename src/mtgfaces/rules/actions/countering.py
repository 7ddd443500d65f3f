"""Countering a spell or an ability (701.6), and what says a spell can't be (113.6g,
101.2): its own "This spell can't be countered." on the stack, or a
static ability of a permanent ("Noncreature spells you control can't be
countered"). Every counter of a spell in the engine goes through
:func:`counter_spell`."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

UNCOUNTERABLE = "This spell can't be countered."
"""113.6g: the line of a spell that can't be countered, which works on the stack."""


def why_uncounterable(game: Game, spell: ObjectId) -> tuple[str, str] | None:
    """Why the spell on the stack can't be countered, with the rule (113.6g:
    its own line; 101.2: an effect saying it can't be, which wins over one
    countering it), or ``None`` if it can be."""
    obj = game.get(spell)
    value = game.characteristics(obj)
    if UNCOUNTERABLE in value.abilities:
        return "113.6g", "that spell can't be countered"
    controller = game.controller(obj)
    subject = Subject(value, controller=controller, zone=Zone.STACK)
    for effect in rule_effects(game):
        if (
            effect.kind is RuleEffectKind.CANT_BE_COUNTERED
            and effect.player == controller
            and (effect.filter is None or effect.filter.matches(subject))
        ):
            return "101.2", f"that spell can't be countered ({effect.note or 'an effect'})"
    return None


def counter_spell(game: Game, spell: ObjectId, *, to: Zone = Zone.GRAVEYARD) -> bool:
    """701.6a: counter the spell, which goes to its owner's graveyard (or to
    ``to``: "exile it instead of putting it into its owner's graveyard",
    614.1a), unless it can't be countered (113.6g, 101.2: nothing happens to
    it); whether it was."""
    why = why_uncounterable(game, spell)
    if why is not None:
        ignored(game, *why, game.get(spell))
        return False
    moves.move(game, spell, to)
    return True


def counter_ability(game: Game, ability: ObjectId) -> None:
    """701.6a: counter the ability on the stack: it is removed from the stack
    and doesn't resolve; no cost paid for it is refunded (701.6b)."""
    game.remove(ability, rule="701.6a")
