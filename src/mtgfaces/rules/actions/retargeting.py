"""Changing the target of a spell (CR 115.7a): "change that spell's target
to another creature". Each target can be changed only to another legal
target; if there is none, the original target is unchanged, even if it is
illegal by then. The new target becomes a target of the spell (115.1:
ward triggers on it, 702.21a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.activating import is_legal_target
from mtgfaces.rules.actions.base import ignored, record_targeting
from mtgfaces.rules.actions.casting import halves_chained
from mtgfaces.rules.actions.moves import find, public_name
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import choose_targets
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def change_single_target(
    game: Game, spell_id: ObjectId, player: str, *, allowed: Callable[[Target], bool], words: str
) -> bool:
    """115.7a: ``player`` changes the one target of the spell to another
    legal target of its target word that is ``allowed`` (``words``: what the
    text says it changes to); with none, the target is unchanged. Whether it
    was changed."""
    spell = find(game, spell_id, Zone.STACK)
    if spell is None or spell.ability is not None or len(spell.status.targets) != 1:
        return False
    scripted = [a for a in registry.abilities_of(game, spell, SpellAbility) if a.targets is not None]
    spec = halves_chained(scripted) if scripted else None
    name = public_name(game, spell.id)
    if spec is None:
        ignored(game, "115.7a", f"{name}'s target word can't be told: its target is unchanged", spell)
        return False
    (old,) = spell.status.targets
    group = spec.groups[0]
    caster = game.controller(spell)  # legality as for that spell, its controller's (702.11b)
    options: list[Target] = [*game.players]
    for zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK):  # where a target may be (115.1)
        options += [o.id for o in game.objects(zone) if o.id != spell.id]  # not itself (115.5)
    legal = [t for t in options if t != old and allowed(t) and is_legal_target(game, caster, spell, group, t)]
    if not legal:
        ignored(game, "115.7a", f"{name} has no other legal target that is {words}: unchanged", spell)
        return False
    prompt = f"Change the target of {name} to {words}"
    (new,) = choose_targets(game, player, prompt, legal, rule="115.7a")
    game.replace(spell._replace(status=spell.status._replace(targets=(new,))))
    record_targeting(game, spell.id, caster, (new,))
    return True
