"""Combat requirements (CR 508.1d, 509.1c): which requirements bind the
creatures of a declaration, how many a declaration obeys, and the most any
declaration could obey without disobeying a restriction (508.1c, 509.1b).

A requirement comes from a creature's own text ("~ attacks each combat if
able.", "~ must be blocked if able.") or from an effect that lasts this turn
(a :class:`~mtgfaces.rules.state.permissions.RuleEffect`: "target creature
blocks this turn if able", "all creatures able to block target creature this
turn do so"). A declaration is illegal when it obeys fewer requirements than
the most that could be obeyed.

The restrictions on attacking the engine knows are each of one creature
alone (tapped, defender, summoning sickness, 508.1a-c), so the most obeyed
attack requirements are worked out creature by creature. Blocking
restrictions reach further (menace, "can't be blocked by more than one
creature", how many attackers a creature may block), so the most obeyed
blocking requirements are searched for (:func:`most_obeyed`), only among
the creatures a requirement reaches; with no requirement there is nothing
to search.

>>> a, b = ObjectId(1), ObjectId(2)
>>> lure = Blocking(pairs=((b, a),), requirements=(BlockRequirement(b, a, "lured"),))
>>> most_obeyed(lure)
(1, ((2, 1),))
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.actions.restrictions import (
    ATTACKS_IF_ABLE,
    MUST_BE_BLOCKED,
    enchanted_attacks,
    times_said,
)
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

SEARCHED = 20_000
"""How many complete declarations of blockers :func:`most_obeyed` looks at,
at most; past that the best found stands (a board that large with
requirements on it is rare)."""

_COMBAT_EFFECTS = frozenset(
    {
        RuleEffectKind.CANT_BLOCK,
        RuleEffectKind.MUST_BLOCK,
        RuleEffectKind.MUST_ATTACK,
        RuleEffectKind.MUST_BE_BLOCKED_BY_ALL,
    }
)


def combat_effects(game: Game) -> list[RuleEffect]:
    """The effects of this turn about combat (508.1c-d, 509.1b-c)."""
    found = rule_effects(game)
    return [e for e in found if e.kind in _COMBAT_EFFECTS] if found else []


def covers(effect: RuleEffect, obj: GameObject) -> bool:
    """Whether a combat effect applies to the creature (every creature when
    it names none)."""
    return not effect.objects or int(obj.id) in effect.objects


def cant_block(game: Game, obj: GameObject) -> str | None:
    """The effect by which the creature can't block this turn (509.1b), as
    its note, or ``None``."""
    for effect in combat_effects(game):
        if effect.kind is RuleEffectKind.CANT_BLOCK and covers(effect, obj):
            return effect.note or "an effect"
    return None


class AttackRequirement(NamedTuple):
    """A requirement that ``creature`` attack (508.1d): anything, or only
    ``target`` (a player or a planeswalker) when it names one."""

    creature: ObjectId
    target: Target | None
    why: str

    def obeyed_by(self, attacked: Target | None) -> bool:
        return attacked is not None and self.target in (None, attacked)


def attack_requirements(game: Game, creatures: Iterable[GameObject]) -> list[AttackRequirement]:
    """The attack requirements on these creatures (508.1d): each "attacks
    each combat if able" of its own text, each "Enchanted creature attacks
    each combat if able" of an Aura on it, each "attacks this turn if able"
    effect on it."""
    effects = [e for e in combat_effects(game) if e.kind is RuleEffectKind.MUST_ATTACK]
    auras = [o for o in game.objects(Zone.BATTLEFIELD) if o.status.attached_to is not None]
    found = []
    for obj in creatures:
        value = game.characteristics(obj)
        if any(line.endswith("if able.") for line in value.abilities):
            said = times_said(value, ATTACKS_IF_ABLE)
            found += [AttackRequirement(obj.id, None, f"{ATTACKS_IF_ABLE} (its own text)")] * said
        for aura in (a for a in auras if a.status.attached_to == obj.id):
            text = game.characteristics(aura)
            said = enchanted_attacks(text)
            found += [AttackRequirement(obj.id, None, f"{ATTACKS_IF_ABLE} ({text.name})")] * said
        for effect in effects:
            if covers(effect, obj):
                target = effect.named if effect.named in game.players else None
                found.append(AttackRequirement(obj.id, target, effect.note or "an effect"))
    return found


class BlockRequirement(NamedTuple):
    """A requirement about blocking (509.1c), obeyed when ``blocker`` blocks
    ``attacker``; with no blocker, when anything blocks ``attacker`` ("~ must
    be blocked if able"); with no attacker, when ``blocker`` blocks anything
    ("blocks this turn if able")."""

    blocker: ObjectId | None
    attacker: ObjectId | None
    why: str

    def obeyed_by(self, blocks: Iterable[tuple[ObjectId, ObjectId]]) -> bool:
        return any(self.blocker in (None, b) and self.attacker in (None, a) for b, a in blocks)


def block_requirements(
    game: Game, blockers: Sequence[GameObject], attackers: Sequence[GameObject]
) -> list[BlockRequirement]:
    """The requirements on the defending player's creatures ``blockers``
    about blocking ``attackers`` (509.1c)."""
    found = []
    for attacker in attackers:
        value = game.characteristics(attacker)
        if any(line.endswith("if able.") for line in value.abilities):
            why = f"{MUST_BE_BLOCKED} (its own text)"
            found += [BlockRequirement(None, attacker.id, why)] * times_said(value, MUST_BE_BLOCKED)
    effects = combat_effects(game)
    for effect in effects:
        if effect.kind is RuleEffectKind.MUST_BLOCK:
            why = effect.note or "blocks this turn if able"
            found += [BlockRequirement(b.id, None, why) for b in blockers if covers(effect, b)]
        elif effect.kind is RuleEffectKind.MUST_BE_BLOCKED_BY_ALL:
            why = effect.note or "all creatures able to block it do so"
            lured = [a for a in attackers if covers(effect, a)]
            found += [BlockRequirement(b.id, a.id, why) for a in lured for b in blockers]
    return found


_NONE: Mapping[ObjectId, int] = MappingProxyType({})


class Blocking(NamedTuple):
    """What a declaration of blockers must respect: the (blocker, attacker)
    pairs allowed each on its own (509.1a-b); how many attackers a blocker
    may block (``None``: any number; absent: one); the fewest blockers an
    attacker may have if blocked (menace: two, 702.111b) and the most
    ("can't be blocked by more than one creature", 509.1b); the
    requirements (509.1c)."""

    pairs: tuple[tuple[ObjectId, ObjectId], ...]
    requirements: tuple[BlockRequirement, ...] = ()
    capacity: Mapping[ObjectId, int | None] = _NONE
    fewest: Mapping[ObjectId, int] = _NONE
    most: Mapping[ObjectId, int] = _NONE


def obeyed(requirements: Iterable[BlockRequirement], blocks: Sequence[tuple[ObjectId, ObjectId]]) -> int:
    """How many of the requirements the blocks obey (509.1c)."""
    return sum(1 for r in requirements if r.obeyed_by(blocks))


def most_obeyed(blocking: Blocking) -> tuple[int, tuple[tuple[ObjectId, ObjectId], ...]]:
    """The most requirements a declaration of blockers can obey without
    disobeying a restriction (509.1c), and such a declaration. Only the
    creatures the requirements reach, and those blocking alongside them,
    are searched (a requirement-free part of the board changes nothing)."""
    requirements = blocking.requirements
    if not requirements:
        return 0, ()
    options: dict[ObjectId, list[ObjectId]] = {}
    blocked_by: dict[ObjectId, list[ObjectId]] = {}
    for b, a in blocking.pairs:
        options.setdefault(b, []).append(a)
        blocked_by.setdefault(a, []).append(b)
    # The creatures the requirements reach, and everything sharing an attacker with them.
    blockers = {r.blocker for r in requirements if r.blocker in options}
    attackers = {r.attacker for r in requirements if r.attacker in blocked_by}
    while True:
        more_attackers = attackers | {a for b in blockers for a in options[b]}
        more_blockers = blockers | {b for a in more_attackers for b in blocked_by[a]}
        if (more_attackers, more_blockers) == (attackers, blockers):
            break
        attackers, blockers = more_attackers, more_blockers
    ceiling = sum(1 for r in requirements if r.blocker in blockers or r.attacker in attackers)

    def gain(b: ObjectId, chosen: tuple[ObjectId, ...]) -> int:
        return sum(1 for r in requirements if r.blocker == b and (r.attacker is None or r.attacker in chosen))

    order = sorted(blockers, key=lambda b: (-sum(1 for r in requirements if r.blocker == b), int(b)))
    choices: list[list[tuple[ObjectId, ...]]] = []
    for b in order:
        allowed = blocking.capacity.get(b, 1)
        most = len(options[b]) if allowed is None else min(allowed, len(options[b]))
        subsets = [c for size in range(most + 1) for c in combinations(options[b], size)]
        choices.append(sorted(subsets, key=lambda c, b=b: (-gain(b, c), -len(c))))  # type: ignore[misc]
    best: list[tuple[int, tuple[tuple[ObjectId, ObjectId], ...]]] = [(-1, ())]
    looked = [0]
    chosen: list[tuple[ObjectId, ObjectId]] = []
    counts: dict[ObjectId, int] = {}

    def search(index: int) -> bool:
        """Depth first; ``True`` once nothing better can be found."""
        if index == len(order):
            looked[0] += 1
            if all(n == 0 or n >= blocking.fewest.get(a, 1) for a, n in counts.items()):
                score = obeyed(requirements, chosen)
                if score > best[0][0]:
                    best[0] = (score, tuple(chosen))
            return best[0][0] >= ceiling or looked[0] >= SEARCHED
        b = order[index]
        for subset in choices[index]:
            if any(counts.get(a, 0) + 1 > blocking.most.get(a, len(order)) for a in subset):
                continue
            for a in subset:
                chosen.append((b, a))
                counts[a] = counts.get(a, 0) + 1
            done = search(index + 1)
            for a in subset:
                chosen.pop()
                counts[a] -= 1
            if done:
                return True
        return False

    search(0)
    score, blocks = best[0]
    return max(score, 0), blocks
