"""Whether a spell may be cast from where it is, and as which face or half
(CR 601.3, 712.11, 709.3, 715.3, 702.127a, 702.143a, 702.146a, 702.34a):
the face chosen (or implied), and the rule or effect that allows it.
:mod:`mtgfaces.rules.actions.casting` checks the rest of a cast.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.keywords import costed_keywords, keyword_cost
from mtgfaces.cards.layouts import FUSED, rules_for
from mtgfaces.cards.model import Face, Side
from mtgfaces.errors import AmbiguousReference, MalformedInput
from mtgfaces.rules.actions.base import ErrorCode, refuse
from mtgfaces.rules.actions.permits import (
    CAST_PERMISSIONS,
    FACE_DOWN_KEYWORDS,
    face_of,
    face_words,
    permissions,
    permits,
    sides_words,
    whose,
)
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import NameLater

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def spell_side(
    game: Game,
    obj: GameObject,
    player: str,
    zone: Zone,
    side: Side | str | None,
    face_down: FaceDown | None,
    transformed: bool,
) -> Side | str:
    """The face or half being cast (601.2a, 709.3, 712.11, 715.3, 718.3, 720.3):
    refuses a face with no way to be cast that way."""
    card, rules = obj.card, rules_for(obj.card)
    label = NameLater(game, player, obj.id)
    castable = rules.stack_sides(card)
    if side is not None and side != FUSED:
        try:
            side = Side(side)
        except ValueError:
            valid = ", ".join(s.value for s in Side)
            raise MalformedInput(f"no face or half {side!r}; expected one of: {valid}, {FUSED}") from None
    if face_down is not None:
        found = FACE_DOWN_KEYWORDS.get(face_down)
        if found is None:
            refuse(
                ErrorCode.NOT_CASTABLE,
                "702.37d",
                f"{player} can't cast {label} face down as {face_down.value}: a spell is cast face down "
                "only with morph, megamorph or disguise.",
            )
        keyword, rule = found
        if side not in (None, Side.FRONT) or transformed:
            refuse(
                ErrorCode.NOT_CASTABLE,
                "708.4",
                f"{player} can't cast {label} face down by its {side or 'back'} face: a face-down spell has "
                "no face up; cast it face down, or face up by that face.",
            )
        if keyword_cost(card.front, keyword) is None:
            ways = [k.value for k, (word, _) in FACE_DOWN_KEYWORDS.items() if keyword_cost(card.front, word)]
            refuse(
                ErrorCode.NOT_PERMITTED,
                rule,
                f"{player} can't cast {label} face down with {keyword.lower()}: it has no {keyword} "
                "ability, and a card can't normally be cast face down (702.37d); "
                + (f"it can be with: {', '.join(ways)}." if ways else "cast it face up."),
            )
        return Side.FRONT
    if transformed:
        if side not in (None, Side.BACK):
            refuse(
                ErrorCode.NOT_CASTABLE,
                "712.11a",
                f"{player} can't cast {label} transformed by its {side} face: a spell cast transformed "
                "has its back face up.",
            )
        if not (rules.has_back_face and card.has_side(Side.BACK)):
            refuse(
                ErrorCode.NOT_CASTABLE,
                "712.11a",
                f"{player} can't cast {label} transformed: only a double-faced card that isn't a meld "
                "card has a back face to cast.",
            )
        side = Side.BACK
    if side is None:
        if Side.FRONT in castable:
            return Side.FRONT
        if len(castable) == 1:
            return castable[0]
        if not castable:
            refuse(
                ErrorCode.NOT_CASTABLE,
                "305.9" if rules.land_sides(card) else "601.3",
                f"{player} can't cast {label}: it has no face that can be cast"
                + ("; play it as a land instead." if rules.land_sides(card) else "."),
            )
        raise AmbiguousReference(
            card.name, [f"{s} ({face_of(obj, s).name})" if s != FUSED else str(s) for s in castable]
        )
    if side == FUSED:
        if not rules.fusable:
            refuse(
                ErrorCode.NOT_CASTABLE,
                "702.102a",
                f"{player} can't cast {label} fused: only a split card with fuse can be; cast one half: "
                f"{sides_words(game, obj, player, castable)}.",
            )
        if zone is not Zone.HAND:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "702.102a",
                f"{player} can't cast {label} fused from {zone.named}: fuse works only from a hand; "
                "cast one half from there instead.",
            )
        return FUSED
    if side not in [f.side for f in card.faces]:
        refuse(
            ErrorCode.NOT_CASTABLE,
            "601.2a",
            f"{player} can't cast {label} by its {side} face: it has none; it can be cast as: "
            f"{sides_words(game, obj, player, castable)}.",
        )
    face = face_of(obj, side)
    if face.is_land:
        refuse(
            ErrorCode.NOT_CASTABLE,
            "305.9",
            f"{player} can't cast {label} as {face_words(game, obj, player, side)}: that face is a land, "
            "which is played, never cast"
            + (f"; it can be cast as: {sides_words(game, obj, player, castable)}." if castable else "."),
        )
    if side is Side.BACK and rules.nonmodal:
        return Side.BACK  # a transformed cast: permitted or not in check_cast_permission (712.11a)
    if side not in castable:
        refuse(
            ErrorCode.NOT_CASTABLE,
            "722.3" if side is Side.PREPARE else "601.2a",
            f"{player} can't cast {label} as {face_words(game, obj, player, side)}: that part can't be "
            f"cast; it can be cast as: {sides_words(game, obj, player, castable)}.",
        )
    if is_aftermath(obj, face) and zone is not Zone.GRAVEYARD:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "702.127a",
            f"{player} can't cast {label} as {face_words(game, obj, player, side)} from {zone.named}: "
            "an aftermath half can be cast only from a graveyard; cast the other half from here.",
        )
    return Side(side)


def is_aftermath(obj: GameObject, face: Face) -> bool:
    """CR 702.127a: the half with aftermath (printed on the right half)."""
    return face.side is rules_for(obj.card).aftermath_side(obj.card)


def free_cast_permissions(
    game: Game, player: str, obj: GameObject, zone: Zone, subject: Subject | None = None
) -> list[RuleEffect]:
    """CR 118.9, 601.3: the effects saying "you may cast that card [from
    that zone] without paying its mana cost" that cover ``obj``: a
    permission to cast it from there only that way (one with no zone lets a
    spell cast from anywhere else be cast free; it permits no zone)."""
    return [
        e
        for e in permissions(game, player, obj, zone, (RuleEffectKind.MAY_CAST_WITHOUT_PAYING,))
        if e.zone is not None and (subject is None or permits(e, obj, subject))
    ]


def check_cast_permission(
    game: Game,
    obj: GameObject,
    player: str,
    zone: Zone,
    up: Side | str,
    subject: Subject,
    without_paying_mana_cost: bool,
) -> str | None:
    """CR 601.3: a rule or effect must allow casting it from where it is, by
    that face. Returns "flashback" when only its flashback allows it (the
    alternative cost it is then cast for, 702.34a)."""
    label = NameLater(game, player, obj.id)
    own = obj.owner == player
    # Where it may be cast from: a hand, or a permission for that zone whose
    # cards and filter fit the face being cast; and the rules' own permissions.
    allowed = zone is Zone.HAND and own
    found = []
    if not allowed:
        found = permissions(game, player, obj, zone, CAST_PERMISSIONS)
        allowed = any(permits(e, obj, subject) for e in found)
    free_only = [] if allowed else free_cast_permissions(game, player, obj, zone, subject)
    if free_only and without_paying_mana_cost:
        allowed = True  # CR 118.9, 601.3: "you may cast that card without paying its mana cost"
    if not allowed and zone is Zone.COMMAND and own and game.is_commander(obj):
        allowed = True  # CR 903.8: a player may cast a commander they own from the command zone
    if not allowed and zone is Zone.EXILE and obj.status.on_adventure == player and up is Side.FRONT:
        # CR 715.3d: the player who exiled it (the Adventure's controller, not
        # necessarily its owner) may cast the creature, never the Adventure this way.
        allowed = True
    if not allowed and zone is Zone.GRAVEYARD and own and up in (Side.LEFT, Side.RIGHT):
        allowed = is_aftermath(obj, face_of(obj, up))  # CR 702.127a
    if not allowed and zone is Zone.GRAVEYARD and own and keyword_cost(face_of(obj, up), "Flashback"):
        # CR 702.34a: its owner may cast it from their graveyard for its flashback cost.
        if without_paying_mana_cost:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "601.2b",
                f"{player} can't cast {label} with flashback without paying its mana cost: flashback is "
                "itself an alternative cost, and a spell takes only one.",
            )
        return "flashback"
    foretold = obj.status.face_down is FaceDown.FORETELL and obj.status.foretold_turn is not None
    if not allowed and zone is Zone.EXILE and own and foretold:
        # CR 702.143a: its owner may cast a foretold card on a later turn.
        allowed = game.turn.number > (obj.status.foretold_turn or 0)
    transformed = up is Side.BACK and rules_for(obj.card).nonmodal
    if transformed:
        # CR 712.11a: a nonmodal card is cast transformed only when an effect
        # or its disturb ability allows it (702.146a: from its owner's graveyard).
        effects = [
            e
            for e in permissions(game, player, obj, zone, (RuleEffectKind.MAY_CAST_TRANSFORMED,))
            if permits(e, obj, subject)
        ]
        # One with a zone lets it be cast from there; one without, from
        # wherever it may be cast anyway.
        by_effect = [e for e in effects if e.zone is zone or (e.zone is None and allowed)]
        disturb = zone is Zone.GRAVEYARD and own and keyword_cost(obj.card.front, "Disturb") is not None
        # CR 702.162a: More Than Meets the Eye casts it converted, from
        # wherever it may be cast, for that cost instead of its mana cost.
        converted = allowed and keyword_cost(obj.card.front, "More Than Meets the Eye") is not None
        if not by_effect and not disturb and not converted:
            refuse(
                ErrorCode.NOT_PERMITTED,
                "712.11a",
                f"{player} can't cast {label} transformed from {zone.named}: a nonmodal double-faced "
                "card is cast with its front face up unless an effect, its disturb ability from its "
                "owner's graveyard, or More Than Meets the Eye lets it be cast transformed.",
            )
        if not by_effect and without_paying_mana_cost:
            keyword = "disturb" if disturb else "More Than Meets the Eye"
            refuse(
                ErrorCode.NOT_PERMITTED,
                "601.2b",
                f"{player} can't cast {label} with {keyword} without paying its mana cost: {keyword} is "
                "itself an alternative cost, and a spell takes only one.",
            )
        return None
    if not allowed:
        if free_only:
            why = (
                f"the effect that lets {player} cast it from there lets it be cast only without paying "
                "its mana cost"
            )
        elif obj.status.on_adventure and up is Side.ADVENTURE:
            why = "a card on an adventure can be cast only as its creature (715.3d) without another effect"
        elif zone is Zone.GRAVEYARD and rules_for(obj.card).aftermath:
            why = (
                "only its aftermath half can be cast from a graveyard (702.127a) unless an effect allows more"
            )
        elif any(e.filter is not None for e in found):
            # A permission covers the zone, but its filter doesn't take this face.
            filters = "; ".join(e.filter.describe() for e in found if e.filter is not None)
            why = f"the effect that lets {player} cast spells from there takes only {filters}, and this isn't"
        else:
            why = f"no effect lets {player} cast it from {whose(obj, player)} {zone.value}"
        refuse(
            ErrorCode.NOT_PERMITTED,
            "601.3",
            f"{player} can't cast {label} as {face_words(game, obj, player, up)} from {zone.named}: {why}; "
            "spells are cast from their owner's hand without one.",
        )
    return None


def may_be_permitted(game: Game, obj: GameObject, player: str, zone: Zone, *, transformed: bool) -> bool:
    """Whether anything at all could let ``player`` cast ``obj`` from ``zone``
    (transformed, 712.11a, or not): false only when :func:`check_cast_permission`
    refuses every face of it, whatever the face and its characteristics.

    A cheap test before the full check, which derives the face cast (601.3e):
    listing the legal actions asks it of every card in every zone a
    permission might reach, most of which nothing lets be cast."""
    own = obj.owner == player
    card = obj.card
    if zone is Zone.GRAVEYARD and own and any("flashback" in costed_keywords(f) for f in card.faces):
        return True  # CR 702.34a, whatever else
    if transformed:
        # CR 712.11a: an effect, disturb from the graveyard (702.146a), or
        # More Than Meets the Eye (702.162a).
        return (
            (zone is Zone.GRAVEYARD and own and "disturb" in costed_keywords(card.front))
            or "more than meets the eye" in costed_keywords(card.front)
            or bool(permissions(game, player, obj, zone, (RuleEffectKind.MAY_CAST_TRANSFORMED,)))
        )
    if zone is Zone.HAND and own:
        return True
    if permissions(game, player, obj, zone, CAST_PERMISSIONS | {RuleEffectKind.MAY_CAST_TRANSFORMED}):
        return True
    if zone is Zone.COMMAND:
        return own and game.is_commander(obj)  # CR 903.8
    if zone is Zone.EXILE:
        foretold = obj.status.face_down is FaceDown.FORETELL and obj.status.foretold_turn is not None
        return obj.status.on_adventure == player or (own and foretold)  # CR 715.3d, 702.143a
    if zone is Zone.GRAVEYARD and own:
        # CR 702.127a (aftermath), 702.146a (disturb casts the back face)
        rules = rules_for(card)
        return rules.aftermath_side(card) is not None or "disturb" in costed_keywords(card.front)
    return False


def side_may_be_permitted(game: Game, obj: GameObject, player: str, zone: Zone, side: Side | str) -> bool:
    """Whether anything at all could let ``player`` cast ``obj`` from a
    graveyard or exile as ``side`` (not transformed): false only when
    :func:`check_cast_permission` refuses that side (601.3), whatever its
    characteristics. Listing asks it of each side of a card that
    :func:`may_be_permitted` lets through: the Adventure of a card on an
    adventure (715.3d), the half of an aftermath card that isn't (702.127a)."""
    if zone not in (Zone.GRAVEYARD, Zone.EXILE) or (side is Side.BACK and rules_for(obj.card).nonmodal):
        return True  # a transformed cast (712.11a) is checked apart
    own = obj.owner == player
    if zone is Zone.EXILE:
        if obj.status.on_adventure == player and side is Side.FRONT:
            return True  # CR 715.3d
        if own and obj.status.face_down is FaceDown.FORETELL and obj.status.foretold_turn is not None:
            return True  # CR 702.143a, on a later turn
    else:
        face = next((f for f in obj.card.faces if f.side == side), None)
        if face is None or (own and (is_aftermath(obj, face) or "flashback" in costed_keywords(face))):
            return True  # CR 702.127a, 702.34a (no face: verify says why)
    return bool(permissions(game, player, obj, zone, CAST_PERMISSIONS))
