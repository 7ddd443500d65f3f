"""Prevention shields (615.7): "Prevent the next N damage that would be
dealt to [a permanent or player] this turn" works like a shield, each 1
damage that would be dealt to it prevented until the shield is used up;
whether an effect says damage can't be prevented (615.12); effects that
prevent all (combat) damage by or to what fits them (615.1); and combat
damage of unblocked creatures dealt to a permanent instead of a player
(614.1a). The damage rules (:mod:`mtgfaces.rules.actions.combat`) ask them."""

from __future__ import annotations

from collections.abc import Collection, Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.actions.moves import find, public_name
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

Assignment = tuple[ObjectId, Target, int]
"""Damage one source deals to one recipient: (source, recipient, amount)."""


def unpreventable(game: Game) -> bool:
    """CR 615.12: an effect says damage can't be prevented (Stomp's, this turn)."""
    return any(e.kind is RuleEffectKind.DAMAGE_CANT_BE_PREVENTED for e in rule_effects(game))


def prevented_by(game: Game, source: ObjectId | None) -> str | None:
    """CR 615.1: a "prevent all combat damage that would be dealt by ..."
    effect covering this source (Moonmist), as its note."""
    if source is None or source not in game or unpreventable(game):
        return None
    obj = game.get(source)
    subject = Subject(game.characteristics(obj), controller=game.controller(obj), zone=obj.zone)
    for effect in rule_effects(game):
        if effect.kind is RuleEffectKind.PREVENT_COMBAT_DAMAGE and (
            effect.filter is None or effect.filter.matches(subject)
        ):
            return effect.note or "a prevention effect"
    return None


def prevented_to(game: Game, to: Target, *, combat: bool = False) -> str | None:
    """CR 615.1: an effect preventing all damage that would be dealt to the
    permanent ``to`` (its controller's, matching the effect's filter), or to
    the player ``to`` (an effect naming them), as its note; for ``combat``
    damage, also one preventing the combat damage that would be dealt to
    its controller's attacking permanents that fit (Goldbug, 510.2, 506.4:
    attacking as the damage would be dealt)."""
    if isinstance(to, str):
        if unpreventable(game):
            return None
        for effect in rule_effects(game):
            if effect.kind is RuleEffectKind.PREVENT_DAMAGE_TO and effect.named == to:
                return effect.note or "a prevention effect"
        return None
    if to not in game or unpreventable(game):
        return None
    obj = game.get(to)
    if obj.zone is not Zone.BATTLEFIELD:
        return None
    subject = Subject(game.characteristics(obj), controller=game.controller(obj), zone=obj.zone)
    to_attacker = combat and obj.status.attacking is not None
    for effect in rule_effects(game):
        if effect.kind is RuleEffectKind.PREVENT_COMBAT_DAMAGE_TO_ATTACKING and to_attacker:
            if effect.player == game.controller(obj) and (
                effect.filter is None or effect.filter.matches(subject)
            ):
                return effect.note or "a prevention effect"
            continue
        if effect.kind is not RuleEffectKind.PREVENT_DAMAGE_TO or effect.named is not None:
            continue  # one naming a player prevents damage to that player only
        if effect.objects:  # to those permanents, whoever controls them (while the same objects, 400.7)
            if int(obj.id) in effect.objects:
                return effect.note or "a prevention effect"
            continue
        if effect.player == game.controller(obj) and (
            effect.filter is None or effect.filter.matches(subject)
        ):
            return effect.note or "a prevention effect"
    return None


def add_shield(game: Game, to: Target, amount: int, *, player: str, note: str) -> None:
    """615.7: the next ``amount`` damage that would be dealt to ``to`` this
    turn is prevented: a permanent (while the same object, 400.7) or a
    player. Nothing for a permanent no longer on the battlefield."""
    if amount <= 0:
        return
    objects: tuple[int, ...] = ()
    if isinstance(to, str):
        player = game.player(to).name
    else:
        found = find(game, to, Zone.BATTLEFIELD)
        if found is None:
            return
        objects = (int(found.id),)
    kind = RuleEffectKind.PREVENTION_SHIELD
    game.add_rule_effect(
        RuleEffect(0, kind, player, objects=objects, amount=amount, until=Duration.END_OF_TURN, note=note)
    )


def _shields(game: Game, to: Target) -> list[RuleEffect]:
    kind = RuleEffectKind.PREVENTION_SHIELD
    if isinstance(to, str):
        return [e for e in game.rule_effects if e.kind is kind and not e.objects and e.player == to]
    return [e for e in game.rule_effects if e.kind is kind and int(to) in e.objects]


def shielded(game: Game, to: Target, amount: int) -> int:
    """615.7: the damage left once the shields on ``to`` prevent what they
    can, each reduced by what it prevents and gone at 0 (none if damage
    can't be prevented, 615.12)."""
    if amount <= 0 or unpreventable(game):
        return amount
    for shield in _shields(game, to):
        used = min(shield.amount, amount)
        amount -= used
        game.end_rule_effect(shield.id, rule="615.7")
        if shield.amount > used:
            game.add_rule_effect(shield._replace(id=0, amount=shield.amount - used))
        shown = to if isinstance(to, str) else public_name(game, to)
        ignored(game, "615.7", f"{used} damage to {shown} is prevented: {shield.note}")
        if amount <= 0:
            break
    return amount


def redirected(
    game: Game, assignments: Sequence[Assignment], blocked: Collection[ObjectId | None]
) -> list[Assignment]:
    """614.1a, 509.1h: combat damage an unblocked attacking creature would
    deal to a player who controls a permanent saying "all combat damage
    that would be dealt to you by unblocked creatures is dealt to ~
    instead" (while it applies) is dealt to that permanent; with two or
    more, the player chooses which (616.1)."""
    kind = RuleEffectKind.UNBLOCKED_DAMAGE_TO_IT
    effects = [e for e in rule_effects(game) if e.kind is kind]
    if not effects:
        return list(assignments)
    found: list[Assignment] = []
    for source, to, amount in assignments:
        takers = [
            o
            for e in effects
            if isinstance(to, str) and e.player == to
            for o in e.objects
            if o in game and game.get(ObjectId(o)).zone is Zone.BATTLEFIELD
        ]
        if not takers or source in blocked:
            found.append((source, to, amount))
            continue
        options = tuple(dict.fromkeys(f"#{o}" for o in takers))
        prompt = f"Combat damage to {to} from {public_name(game, source)}: dealt to which permanent instead?"
        question = Question(str(to), "replacement", prompt, options, 1, 1, "616.1")
        (taker,) = ask(game, question, default=(options[0],))
        found.append((source, ObjectId(int(taker[1:])), amount))
    return found


def shield_order(game: Game, assignments: Sequence[Assignment]) -> list[Assignment]:
    """615.7: when damage would be dealt at once (510.2) to a shielded
    permanent or player by two or more sources, the player or the
    permanent's controller chooses which damage the shield prevents: the
    damage of the sources they pick first is dealt first, and the shield
    prevents it first."""
    ordered = list(assignments)
    for to in dict.fromkeys(t for _, t, amount in assignments if amount > 0):
        places = [i for i, (_, t, amount) in enumerate(ordered) if t == to and amount > 0]
        sources = tuple(dict.fromkeys(ordered[i][0] for i in places))
        if len(sources) < 2 or not _shields(game, to) or unpreventable(game):
            continue
        chooser = to if isinstance(to, str) else game.controller(game.get(to))
        shown = to if isinstance(to, str) else public_name(game, to)
        picked: list[ObjectId] = []
        left = [f"#{int(s)}" for s in sources]
        while len(left) > 1:  # one at a time: the damage the shield prevents next
            prompt = f"Damage to {shown}: whose damage does the shield prevent first?"
            question = Question(chooser, "shield", prompt, tuple(left), 1, 1, "615.7")
            (first,) = ask(game, question, default=(left[0],))
            left.remove(first)
            picked.append(ObjectId(int(first[1:])))
        picked.append(ObjectId(int(left[0][1:])))
        dealt = sorted((ordered[i] for i in places), key=lambda one: picked.index(one[0]))
        for i, one in zip(places, dealt, strict=True):
            ordered[i] = one
    return ordered
