"""Changing the target of a spell or ability (CR 115.7a): "change that
spell's target to another creature", "change the target of target spell or
ability with a single target"; choosing new targets for one (115.7d: "you
may choose new targets for any number of other spells and/or abilities").
Each target can be changed only to another legal target; if there is none,
the original target is unchanged, even if it is illegal by then. The new
target becomes a target of the spell or ability (115.1: ward triggers on it,
702.21a)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.base import ignored, record_targeting
from mtgfaces.rules.actions.casting import halves_chained
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.actions.moves import find, public_name
from mtgfaces.rules.actions.stack import encode_targets, targets_of
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Activated, SpellAbility, Targets, Triggered
from mtgfaces.rules.state.choices import choose_targets
from mtgfaces.rules.state.delayed import DELAYED_PART
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def change_single_target(
    game: Game, spell_id: ObjectId, player: str, *, allowed: Callable[[Target], bool], words: str
) -> bool:
    """115.7a: ``player`` changes the one target of the spell or ability to
    another legal target of its target word that is ``allowed`` (``words``:
    what the text says it changes to); with none, the target is unchanged.
    Whether it was changed."""
    spell = find(game, spell_id, Zone.STACK)
    if spell is None or len(targets_of(spell)) != 1:
        return False
    spec = _target_word(game, spell)
    name = public_name(game, spell.id)
    if spec is None:
        ignored(game, "115.7a", f"{name}'s target word can't be told: its target is unchanged", spell)
        return False
    (old,) = targets_of(spell)
    group = spec.groups[0]
    caster = game.controller(spell)  # legality as for that spell or ability, its controller's (702.11b)
    source = _source(game, spell)
    options: list[Target] = [*game.players]
    for zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK):  # where a target may be (115.1)
        options += [o.id for o in game.objects(zone) if o.id != spell.id]  # not itself (115.5)
    legal = [
        t for t in options if t != old and allowed(t) and is_legal_target(game, caster, source, group, t)
    ]
    if not legal:
        ignored(game, "115.7a", f"{name} has no other legal target that is {words}: unchanged", spell)
        return False
    prompt = f"Change the target of {name} to {words}"
    (new,) = choose_targets(game, player, prompt, legal, rule="115.7a")
    if spell.ability is None:
        game.replace(spell._replace(status=spell.status._replace(targets=(new,))))
    else:
        kept = tuple((k, encode_targets((new,)) if k == "targets" else v) for k, v in spell.ability.options)
        target = None if isinstance(new, str) else new
        game.replace(spell._replace(ability=spell.ability._replace(options=kept, target=target)))
    record_targeting(game, spell.id, caster, (new,))
    return True


def choose_new_targets(game: Game, spell_id: ObjectId, player: str) -> bool:
    """115.7d: ``player`` chooses new targets for the spell or ability on the
    stack: each target may be left unchanged (even if illegal now) or
    changed to a legal target of its target word, legal as for that spell's
    or ability's controller and source (702.11b, 115.5: not itself); none
    twice for one word (115.3), and one is changed only to a target not
    already among that word's (two of them swapped are the same set). The
    number of targets stays. Whether any changed."""
    spell = find(game, spell_id, Zone.STACK)
    old = targets_of(spell) if spell is not None else ()
    spec = _target_word(game, spell) if spell is not None and old else None
    if spell is None or spec is None:
        return False
    name, caster = public_name(game, spell.id), game.controller(spell)
    new = keep_or_change(
        game,
        player,
        spec,
        old,
        controller=caster,
        source=_source(game, spell),
        itself=spell.id,
        prompt=f"{name}: keep its target or choose a new one",
        rule="115.7d",
    )
    if new == old:
        return False
    if spell.ability is None:
        game.replace(spell._replace(status=spell.status._replace(targets=new)))
    else:
        kept = tuple((k, encode_targets(new) if k == "targets" else v) for k, v in spell.ability.options)
        objects = [t for t in new if not isinstance(t, str)]
        aimed = objects[0] if objects and spell.ability.target is not None else None
        game.replace(spell._replace(ability=spell.ability._replace(options=kept, target=aimed)))
    record_targeting(game, spell.id, caster, tuple(t for t in new if t not in old))  # 115.1
    return True


def keep_or_change(
    game: Game,
    chooser: str,
    spec: Targets,
    old: tuple[Target, ...],
    *,
    controller: str,
    source: GameObject | None,
    itself: ObjectId,
    prompt: str,
    rule: str,
) -> tuple[Target, ...]:
    """115.7d, 707.10c: each of the ``old`` targets, word by word of
    ``spec``, kept by ``chooser`` (even if illegal now) or changed to a
    legal target of its word, legal as for ``controller`` and ``source``;
    none twice for one word (115.3), never the spell or ability ``itself``
    (115.5), and one is changed only to a target not already among that
    word's (two of them swapped are the same set). The number stays."""
    options: list[Target] = [*game.players]
    for zone in (Zone.BATTLEFIELD, Zone.GRAVEYARD, Zone.STACK):  # where a target may be (115.1)
        options += [o.id for o in game.objects(zone) if o.id != itself]
    chosen: list[Target] = []
    for group, targets in zip(spec.groups, spec.split(old), strict=False):
        picked: list[Target] = []
        for index, target in enumerate(targets):
            taken = {*picked, *targets[index:]}
            legal = [
                t for t in options if t not in taken and is_legal_target(game, controller, source, group, t)
            ]
            picked += choose_targets(game, chooser, f"{prompt} ({group.words})", [target, *legal], rule=rule)
        chosen += picked
    return (*chosen, *old[len(chosen) :])


def _target_word(game: Game, obj: GameObject) -> Targets | None:
    """The target words of a spell (its halves', chained) or of a scripted
    ability (a delayed one's are not told: 603.12)."""
    if obj.ability is None:
        scripted = [a for a in registry.abilities_of(game, obj, SpellAbility) if a.targets is not None]
        return halves_chained(scripted) if scripted else None
    options = dict(obj.ability.options)
    if DELAYED_PART in options or "script" not in options:
        return None
    ability = registry.by_key(options["script"])
    if isinstance(ability, Activated):
        return ability.targets
    return ability.target_words if isinstance(ability, Triggered) else None


def _source(game: Game, obj: GameObject) -> GameObject | None:
    """What targets it, for legality (702.16b, "another"): a spell itself, an
    ability's source if it is still there (113.7)."""
    if obj.ability is None:
        return obj
    source = obj.ability.source
    return game.get(source) if source is not None and source in game else None
