"""What blocking must respect (CR 509.1a-c): whether one creature can block
one attacker, the restrictions of a single pair (evasion abilities, 702.9b,
702.13b, 702.36b; protection, 702.16f; what a creature's own text and this
turn's effects say), then those of a whole declaration with the
requirements on it (:mod:`mtgfaces.rules.actions.requirements`). With the
facts combat reads about each creature (its keywords, 702.1; the defending
player, 506.2)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.rules.actions.base import ErrorCode, refuse
from mtgfaces.rules.actions.moves import public_name
from mtgfaces.rules.actions.requirements import Blocking, block_requirements, most_obeyed, obeyed
from mtgfaces.rules.actions.requirements import cant_block as cant_block_effect
from mtgfaces.rules.actions.restrictions import (
    AT_MOST_ONE_BLOCKER,
    blocked_by_power,
    blocks_at_most,
    only_stronger_block,
    only_weaker_block,
    says_of_itself,
)
from mtgfaces.rules.state import battles
from mtgfaces.rules.state.protection import qualities_stopping
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def has_keyword(game: Game, obj: GameObject, keyword: str) -> bool:
    """Whether the object has the keyword ability now (702.1)."""
    return any(a.strip().lower() == keyword.lower() for a in game.characteristics(obj).abilities)


DEFENDER = "Defender"  # CR 702.3b: a creature with defender can't attack
INTIMIDATE = "Intimidate"  # CR 702.13b
FEAR = "Fear"  # CR 702.36b
SKULK = "Skulk"  # CR 702.118b


def defender_of(game: Game, attacked: Target) -> str:
    """The defending player of an attack (506.2, 508.5): the player
    attacked, the controller of the planeswalker attacked, or the protector
    of the battle attacked (310.8d)."""
    if isinstance(attacked, str):
        return attacked
    if attacked not in game:
        return ""
    obj = game.get(attacked)
    if battles.is_battle(game.characteristics(obj)):
        return obj.status.protector or ""
    return game.controller(obj)


MENACE = "Menace"  # CR 702.111b


def can_block(game: Game, blocker: GameObject, attacker: GameObject) -> str | None:
    """Why ``blocker`` can't block ``attacker`` (509.1a-b), or ``None``:
    flying needs flying or reach (702.9b, 702.17b); "can block only creatures
    with flying" (Brazen Borrower); protection (702.16f)."""
    seen, attacking = game.characteristics(blocker), game.characteristics(attacker)
    name = public_name(game, blocker.id)
    if not seen.has_type("Creature"):
        return f"{name} isn't a creature"
    if blocker.status.tapped:
        return f"{name} is tapped; only untapped creatures block (509.1a)"
    if battles.is_battle(seen):
        return f"{name} is a battle; battles can't block (509.1a)"
    if has_keyword(game, attacker, "Flying") and not (
        has_keyword(game, blocker, "Flying") or has_keyword(game, blocker, "Reach")
    ):
        return f"{public_name(game, attacker.id)} has flying; {name} has neither flying nor reach (702.9b)"
    if has_keyword(game, attacker, INTIMIDATE) and not (
        (seen.has_type("Artifact") and seen.has_type("Creature")) or set(seen.colors) & set(attacking.colors)
    ):
        return (
            f"{public_name(game, attacker.id)} has intimidate; {name} is neither an artifact creature nor "
            "shares a color with it (702.13b)"
        )
    if has_keyword(game, attacker, FEAR) and not (seen.has_type("Artifact") or Color.BLACK in seen.colors):
        return (
            f"{public_name(game, attacker.id)} has fear; {name} is neither an artifact creature nor black "
            "(702.36b)"
        )
    if has_keyword(game, attacker, SKULK) and number(seen.power) > number(attacking.power):
        return (
            f"{public_name(game, attacker.id)} has skulk; {name}'s power is greater than its power (702.118b)"
        )
    if says_of_itself(seen, "can't block"):
        return f"{name} can't block (its own text)"
    effect = cant_block_effect(game, blocker)
    if effect is not None:
        return f"{name} can't block this turn ({effect})"
    if says_of_itself(attacking, "can't be blocked"):
        return f"{public_name(game, attacker.id)} can't be blocked (its own text)"
    for more_less, power in blocked_by_power(attacking):
        blocking_power = number(seen.power)
        if (blocking_power >= power) if more_less == "greater" else (blocking_power <= power):
            shown = public_name(game, attacker.id)
            return f"{shown} can't be blocked by creatures with power {power} or {more_less} (509.1b)"
    if only_stronger_block(attacking) and number(seen.power) < number(attacking.power):
        shown = public_name(game, attacker.id)
        return f"{name}'s power is less than {shown}'s: it can't block {shown} (509.1b)"
    if only_weaker_block(attacking) and number(seen.power) > number(attacking.power):
        shown = public_name(game, attacker.id)
        return f"{name}'s power is greater than {shown}'s: it can't block {shown} (509.1b)"
    only_fliers = says_of_itself(seen, "can block only creatures with flying")
    if only_fliers and not has_keyword(game, attacker, "Flying"):
        return f"{name} can block only creatures with flying"
    stopped = qualities_stopping(attacking.abilities, seen)
    if stopped:
        return f"{public_name(game, attacker.id)} has protection from {stopped[0]} (702.16f)"
    return None


def number(value: str | None) -> int:
    """A power or toughness as a number for combat: 0 for none or \"*\", never less."""
    try:
        return max(int(value or 0), 0)
    except ValueError:
        return 0


def _one_blocker_only(game: Game, attacker: GameObject) -> bool:
    return says_of_itself(game.characteristics(attacker), AT_MOST_ONE_BLOCKER)


def blocking_rules(game: Game, defending: str) -> Blocking:
    """What the defending player's blockers must respect now (509.1a-c),
    the pairs left out when no requirement binds them (nothing to search)."""
    attackers = [
        o
        for o in game.objects(Zone.BATTLEFIELD)
        if o.status.attacking is not None and defender_of(game, o.status.attacking) == defending
    ]
    blockers = [
        o
        for o in game.objects(Zone.BATTLEFIELD, defending)
        if o.status.attacking is None and game.characteristics(o).has_type("Creature")
    ]
    found = tuple(block_requirements(game, blockers, attackers))
    if not found:
        return Blocking(pairs=())
    return Blocking(
        pairs=tuple((b.id, a.id) for b in blockers for a in attackers if can_block(game, b, a) is None),
        requirements=found,
        capacity={b.id: blocks_at_most(game.characteristics(b)) for b in blockers},
        fewest={a.id: 2 for a in attackers if has_keyword(game, a, MENACE)},  # CR 702.111b
        most={a.id: 1 for a in attackers if _one_blocker_only(game, a)},
    )


def verify_block_requirements(
    game: Game, blocks: Sequence[tuple[ObjectId, ObjectId]], defending: str
) -> None:
    """509.1c: refuse blocks (none included) obeying fewer requirements than
    could be obeyed without disobeying a restriction."""
    rules = blocking_rules(game, defending)
    if not rules.requirements:
        return
    best, example = most_obeyed(rules)
    got = obeyed(rules.requirements, blocks)
    if got < best:
        missed = next(r for r in rules.requirements if r.obeyed_by(example) and not r.obeyed_by(blocks))
        who = missed.blocker if missed.blocker is not None else missed.attacker
        shown = ", ".join(f"{public_name(game, b)} blocks {public_name(game, a)}" for b, a in example)
        refuse(
            ErrorCode.NOT_PERMITTED,
            "509.1c",
            f"These blocks obey {got} blocking requirement(s) and {best} can be obeyed (for instance: "
            f"{shown}); {public_name(game, who) if who is not None else 'a creature'}: {missed.why}.",
        )


def obeying_blocks(game: Game, defending: str) -> tuple[tuple[ObjectId, ObjectId], ...] | None:
    """A declaration of blockers obeying the most requirements (509.1c), or
    ``None`` when there are none."""
    rules = blocking_rules(game, defending)
    return most_obeyed(rules)[1] if rules.requirements else None
