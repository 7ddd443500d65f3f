"""What the rules allow a player to play or cast, where from and when:
permissions and prohibitions (CR 601.3, 305.2, 201.4), timing (307.1,
117.1a, 702.8a), and the would-be object whose characteristics decide
(601.3e, 712.11c). Used by :mod:`mtgfaces.rules.actions.casting`.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import stripped_lines
from mtgfaces.cards.layouts import FUSED, rules_for
from mtgfaces.cards.model import Face, Side
from mtgfaces.rules.actions.base import ErrorCode, refuse
from mtgfaces.rules.state import statics  # the scripts import the actions
from mtgfaces.rules.state.costs import TotalCost
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.mana import Payment
from mtgfaces.rules.state.memo import UNSTORED_KEPT, defined_by_the_game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from mtgfaces.rules.state.views import NameLater, name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


LAND_PERMISSIONS = frozenset({RuleEffectKind.MAY_PLAY_LANDS_FROM, RuleEffectKind.MAY_PLAY_FROM})
"""The permissions that let a player play lands from a zone (seed rulings S2, S3)."""

CAST_PERMISSIONS = frozenset({RuleEffectKind.MAY_CAST_FROM, RuleEffectKind.MAY_PLAY_FROM})
"""The permissions that let a player cast spells from a zone: never a land face (S2)."""

FACE_DOWN_KEYWORDS = {
    FaceDown.MORPH: ("Morph", "702.37c"),
    FaceDown.MEGAMORPH: ("Megamorph", "702.37b"),
    FaceDown.DISGUISE: ("Disguise", "702.168b"),
}
WOULD_BE_ID = ObjectId(0)  # the would-be spell or permanent: no game object has id 0 (ids start at 1)


class Proposal(NamedTuple):
    """What a legal land play or cast does: who, from where, with which status
    and with what characteristics the object will have (601.2a, 712.12)."""

    object: GameObject
    player: str
    zone: Zone
    status: Status
    characteristics: Characteristics
    cost: TotalCost | None = None  # a cast's total cost (601.2f)
    payment: Payment | None = None  # how it will be paid, when the game pays costs (601.2g-h)


# -- what the object would be ------------------------------------------------------------------


def would_be(game: Game, obj: GameObject, *, player: str, zone: Zone, status: Status) -> Characteristics:
    """The characteristics ``obj`` would have in ``zone`` with ``status``,
    controlled by ``player``, every continuous effect that would apply to it
    there applied (601.3e). Nothing in the game changes.

    Kept while ``obj`` and the effects stand (listing asks it of every card
    at every step), as the game keeps its objects' characteristics."""
    memo = game.memo
    effects = memo.effects_now(game)
    key = (obj.id, player, zone, status)
    kept = memo.would_be.get(key)
    if kept is not None and kept[0] is obj and kept[1] == effects:
        return kept[2]
    found = game.derive(obj._replace(id=WOULD_BE_ID, controller=player, zone=zone, status=status))
    if not defined_by_the_game(found):
        if len(memo.would_be) >= UNSTORED_KEPT:
            memo.would_be.clear()
        memo.would_be[key] = (obj, effects, found.characteristics)
    return found.characteristics


def rule_effects(game: Game) -> tuple[RuleEffect, ...]:
    """The rule-changing effects in force: the game's, then those of the
    permanents' static abilities (Crucible of Worlds, Meddling Mage, 604.1).
    Kept while the game, its log and its list of them stand (listing asks
    for every card)."""
    key = (game.version, len(game.log), id(game.rule_effects), len(game.rule_effects))
    kept = game.memo.rule_effects
    if kept is None or kept[0] != key:
        kept = game.memo.rule_effects = (key, (*game.rule_effects, *statics.rule_effects(game)))
    return kept[1]


def land_plays_allowed(game: Game, player: str) -> int:
    """How many lands ``player`` may play this turn: one, plus extra land plays
    (CR 305.2, 305.2a)."""
    extra = sum(
        e.land_plays
        for e in rule_effects(game)
        if e.kind is RuleEffectKind.EXTRA_LAND_PLAYS and e.player == player
    )
    return 1 + game.player(player).extra_land_plays + extra


def sorcery_timing_problem(game: Game, player: str) -> str | None:
    """Why ``player`` can't act "any time they could cast a sorcery" now
    (CR 307.5: their main phase, the stack empty), or ``None`` if they can."""
    if game.turn.active != player:
        return f"it is {game.turn.active}'s turn, not {player}'s"
    if not game.turn.step.is_main:
        return f"it is the {game.turn.step.value} step, not a main phase"
    stack = len(game.objects(Zone.STACK))
    if stack:
        return f"the stack isn't empty ({stack} object{'s' if stack > 1 else ''} on it)"
    return None


def has_flash(value: Characteristics) -> bool:
    """Whether an object with these characteristics has flash (CR 702.8a)."""
    return "flash" in stripped_lines(value.abilities)


def permissions(
    game: Game, player: str, obj: GameObject, zone: Zone, kinds: Iterable[RuleEffectKind]
) -> list[RuleEffect]:
    """The permissions of those kinds that cover where ``obj`` is for
    ``player``: the zone, whose zone it is, the top card of a library (their
    ``cards`` and ``filter`` are checked by :func:`permits`)."""
    wanted = frozenset(kinds)
    return [
        e
        for e in rule_effects(game)
        if e.kind in wanted and e.player == player and covers(game, e, obj, zone, player)
    ]


def permits(effect: RuleEffect, obj: GameObject, subject: Subject) -> bool:
    """Whether a permission (or prohibition) applies to ``obj`` as ``subject``
    (the face played or cast): the cards it names, by full or face name, and
    its filter."""
    if effect.cards and not any(n in effect.cards for n in (obj.card.name, *obj.card.face_names)):
        return False
    if effect.objects and obj.id not in effect.objects:
        return False
    return effect.filter is None or effect.filter.matches(subject)


def covers(game: Game, effect: RuleEffect, obj: GameObject, zone: Zone, player: str) -> bool:
    if effect.zone is not None and effect.zone is not zone:
        return False
    if obj.owner != (effect.zone_owner or player):
        return False
    if effect.top_only:
        library = game.objects(Zone.LIBRARY, obj.owner)
        return zone is Zone.LIBRARY and bool(library) and library[0].id == obj.id
    return True


# -- shared checks -------------------------------------------------------------------------------


def acting_player(game: Game, player: str | None) -> str:
    return game.player(player).name if player is not None else game.turn.active


def locate(game: Game, obj_id: ObjectId, player: str, zone: Zone, doing: str) -> GameObject:
    if obj_id not in game:
        refuse(
            ErrorCode.WRONG_ZONE,
            "400.7",
            f"{player} can't {doing} object #{obj_id}: it is no longer in the game as that object "
            "(a zone change makes a new object); use the object it became.",
        )
    obj = game.get(obj_id)
    if obj.zone is not zone:
        where = obj.zone.named
        refuse(
            ErrorCode.WRONG_ZONE,
            "601.2a" if doing == "cast" else "305.1",
            f"{player} can't {doing} {name_for(game, player, obj.id)} from {zone.named}: it is in "
            f"{where}; say from_zone={obj.zone.value!r} to {doing} it from there.",
        )
    return obj


# Permissions that let a card be cast from a zone only when they name one
# (CR 712.11a: cast transformed; 118.9: cast without paying its mana cost).
_ZONE_BOUND_ONLY = frozenset({RuleEffectKind.MAY_CAST_TRANSFORMED, RuleEffectKind.MAY_CAST_WITHOUT_PAYING})


def check_access(
    game: Game, obj: GameObject, player: str, zone: Zone, kinds: frozenset[RuleEffectKind]
) -> None:
    """Refuse before anything about the card itself is looked at when no
    permission at all covers where it is, so that a refusal never tells what a
    hidden card is."""
    label = NameLater(game, player, obj.id)
    if zone.is_stack_or_battlefield:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "601.2a" if RuleEffectKind.MAY_CAST_FROM in kinds else "305.1",
            f"{player} can't play or cast {label}: it is already on {zone.named}; only a card in a "
            "hand, library, graveyard, exile or the command zone can be.",
        )
    if zone is Zone.EXILE and obj.is_face_down and not may_look(game, obj, player):
        refuse(
            ErrorCode.NOT_PERMITTED,
            "601.3f",
            f"{player} can't play or cast {label}: a face-down card in exile can be cast only by a player "
            "who may look at it.",
        )
    if zone is Zone.HAND and obj.owner == player:
        return
    covering = [
        e
        for e in permissions(game, player, obj, zone, kinds)
        if e.kind not in _ZONE_BOUND_ONLY or e.zone is not None
    ]
    if may_look(game, obj, player) or covering:
        return  # the full check, with the face, comes later
    refuse(
        ErrorCode.NOT_PERMITTED,
        "601.3" if RuleEffectKind.MAY_CAST_FROM in kinds else "305.1",
        f"{player} can't play or cast {label}: no effect lets {player} do so from {whose(obj, player)} "
        f"{zone.value}; only from their own hand without one.",
    )


def whose(obj: GameObject, player: str) -> str:
    return "their" if obj.owner == player else f"{obj.owner}'s"


def face_words(game: Game, obj: GameObject, player: str, side: Side | str) -> str:
    """A face, named only to a player who may look at the card."""
    if not may_look(game, obj, player):
        return f"its {side} face"
    if side == FUSED:
        return "both halves fused (" + " // ".join(repr(f.name) for f in obj.card.faces) + ")"
    return f"{face_of(obj, side).name!r} (its {side} {rules_for(obj.card).part_word})"


def face_of(obj: GameObject, side: Side | str) -> Face:
    return next(f for f in obj.card.faces if f.side == side)


def sides_words(game: Game, obj: GameObject, player: str, sides: Sequence[Side | str]) -> str:
    """The sides, each with its face's name if the player may look at the card."""
    if not may_look(game, obj, player):
        return ", ".join(repr(str(s)) for s in sides) or "none"
    return ", ".join(face_words(game, obj, player, s) for s in sides) or "none"


def prohibitions(
    game: Game, player: str, obj: GameObject, subject: Subject, kinds: Iterable[RuleEffectKind], doing: str
) -> None:
    wanted = frozenset(kinds)
    for effect in rule_effects(game):
        if effect.kind not in wanted or effect.player != player:
            continue
        what = f"{player} can't {doing} {name_for(game, player, obj.id)}"
        doing_past = "played" if doing == "play" else "cast"
        if effect.kind in (RuleEffectKind.CANT_CAST_NAMED, RuleEffectKind.CANT_PLAY_NAMED):
            # CR 201.4, seed ruling S9: only the name of the face played or cast counts.
            if effect.named is not None and subject.characteristics.has_name(effect.named):
                refuse(
                    ErrorCode.NOT_PERMITTED,
                    "601.3" if doing == "cast" else "305.1",
                    f"{what}: the name {effect.named!r} was chosen and the face {doing_past} has that name; "
                    "a face with another name may still be.",
                )
        elif effect.kind is RuleEffectKind.CANT_PLAY_LANDS:
            refuse(ErrorCode.NOT_PERMITTED, "305.1", f"{what}: an effect says {player} can't play lands.")
        elif effect.filter is None or effect.filter.matches(subject):
            described = "spells" if effect.filter is None else f"spells with {effect.filter.describe()}"
            refuse(
                ErrorCode.NOT_PERMITTED,
                "601.3e",
                f"{what}: an effect says {player} can't cast {described}, and the face being cast is one; "
                "a face or half that isn't may still be cast.",
            )


# -- playing a land ------------------------------------------------------------------------------


def summoning_sick(game: Game, obj: GameObject) -> bool:
    """CR 302.6, 702.10b: a creature can't attack or use a {T} ability unless
    its controller has controlled it continuously since their most recent turn
    began, or it has haste (a face-down one has none, 708.2; turned face up,
    it is the same permanent, 708.8)."""
    value = game.characteristics(obj)
    return (
        value.has_type("Creature")
        and obj.status.controlled_since >= game.turn.number
        and not any(a.strip().lower() == "haste" for a in value.abilities)
    )
