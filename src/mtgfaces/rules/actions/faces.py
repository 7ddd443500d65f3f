"""Turning a permanent's faces: transform and convert (CR 701.27, 701.28,
712.9-712.18), flip (710), face up and face down (708, 702.37, 702.168).
Manifest, manifest dread and cloak (701.40, 701.62, 701.58) are in
:mod:`mtgfaces.rules.actions.manifesting`, a Room's doors in
:mod:`mtgfaces.rules.actions.rooms`.

An effect's instruction (``transform``, ``convert``, ``flip``,
``turn_face_down``, ``turn_face_up(using="effect")``) is never
refused: where the rules say nothing happens it records an ``ignored`` event
with the rule, and ``x_ignored(...)`` tells beforehand why. What a player
chooses to do (``turn_face_up`` as a special action) is refused
by ``verify_x`` with an error code, and ``can_x`` says whether it may.

Turning faces never makes a new object (712.18, 708.8): the id, counters,
attachments and targets stay.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> delver = game.put(CardDB.default().card("Delver of Secrets"), zone=Zone.BATTLEFIELD, owner="Alice")
>>> transform(game, delver.id).of(EventKind.TRANSFORMED)[0].object == delver.id
True
>>> game.characteristics(delver.id).name
'Insectile Aberration'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple, NoReturn

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import has_keyword, keyword_cost
from mtgfaces.cards.layouts import default_characteristics, rules_for
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Face, Side, make_face
from mtgfaces.cards.other_costs import OtherCost, other_cost
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import face_up_costs, paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, refuse, reveal
from mtgfaces.rules.actions.moves import public_name
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state import daynight
from mtgfaces.rules.state.changes import in_force
from mtgfaces.rules.state.copies import is_flip_card
from mtgfaces.rules.state.costs import self_reduction
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.mana import MANIFESTED_FACE_UP, MORPH_COST, Payment, PayWith
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.rules.state.views import name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


class NothingHappens(NamedTuple):
    """Why an effect's instruction does nothing: the rule that says so, and a sentence."""

    rule: str
    note: str


def _find(game: Game, obj_id: ObjectId) -> GameObject | None:
    return game.get(obj_id) if obj_id in game else None


def _name(game: Game, obj_id: ObjectId, viewer: str) -> str:
    """The object as ``viewer`` may call it (CR 708.5): for a refusal's message."""
    return name_for(game, viewer, obj_id)


def gone(game: Game, obj_id: ObjectId) -> NothingHappens:
    """Why an instruction does nothing to an object that changed zones (400.7)."""
    return NothingHappens("400.7", f"{public_name(game, obj_id)}: it changed zones and is a new object")


def _printed(obj: GameObject) -> Characteristics:
    """What the card representing ``obj`` is as a card, off the battlefield
    (a double-faced card's front face, 712.8a; a split card's halves, 709.4)."""
    return default_characteristics(obj.card, Zone.LIBRARY).characteristics


# -- transform and convert (701.27, 701.28, 712.9-712.18) --------------------------------

_ANY_DFC_TRANSFORMS = "any_double_faced_card_transforms"
_TRANSFORMS_ONCE = "transforms_once_per_ability"
_TRANSFORMING_TOKENS = "token_copies_of_transforming_cards_are_double_faced"


def _other_face(obj: GameObject) -> Face | None:
    wanted = Side.FRONT if obj.status.up is Side.BACK else Side.BACK
    return obj.card.face(wanted) if obj.card.has_side(wanted) else None


def transform_ignored(
    game: Game,
    obj_id: ObjectId,
    *,
    source: ObjectId | None = None,
    since_transformations: int | None = None,
    convert: bool = False,
    day_night: bool = False,
) -> NothingHappens | None:
    """Why transforming (or converting) the object would do nothing, or
    ``None`` if it would turn over. See :func:`transform` for the arguments."""
    word = "convert" if convert else "transform"
    obj = _find(game, obj_id)
    if obj is None:
        return gone(game, obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not Zone.BATTLEFIELD:
        rule = "701.28a" if convert else "701.27a"
        return NothingHappens(rule, f"{name} is in {obj.zone.named}: only a permanent can {word}")
    if obj.is_melded or rules_for(obj.card).melds:
        return NothingHappens("712.4c", f"{name} is a meld card or melded permanent: it can't {word}")
    if not obj.can_transform:
        return NothingHappens(
            "712.9", f"{name} isn't represented by a double-faced card or token, so it can't {word}"
        )
    if obj.is_token and not in_force(game.rules_as_of, _TRANSFORMING_TOKENS):
        # CR 701.28a up to the 2022-11-18 edition (711.1 before 2020): only
        # permanents represented by double-faced cards transform, never a token.
        return NothingHappens(
            "701.28a",
            f"{name} is a token: under the rules of {game.rules_as_of} a token can't {word} "
            "(transforming tokens since 2023-04-14)",
        )
    if not rules_for(obj.card).nonmodal and not in_force(game.rules_as_of, _ANY_DFC_TRANSFORMS):
        return NothingHappens(
            "712.9",
            f"{name} is a modal double-faced card: under the rules of {game.rules_as_of} only "
            f"transforming double-faced cards can {word} (S5; changed on 2025-09-19)",
        )
    if obj.is_face_down:
        return NothingHappens("712.15a", f"{name} is face down: a face-down permanent can't {word}")
    if (
        since_transformations is not None
        and (source is None or source == obj.id)
        and obj.status.transformations != since_transformations
        and in_force(game.rules_as_of, _TRANSFORMS_ONCE)  # CR 701.25f, since 2016-07-22
    ):
        return NothingHappens(
            "701.28e" if convert else "701.27f",
            f"{name} has transformed or converted since its ability was put onto the stack",
        )

    keyword = daynight.bound(game, obj)
    if keyword is not None and not day_night:
        return NothingHappens(
            "702.145b" if keyword == "daybound" else "702.145e",
            f"{name} has {keyword}: it can't {word} except as it becomes "
            f"{'night' if keyword == 'daybound' else 'day'}",
        )
    into = _other_face(obj)
    if into is None:
        return NothingHappens("712.9", f"{name} has no other face to {word} into")
    if into.is_instant_or_sorcery:
        return NothingHappens("712.10", f"{name} would {word} into {into.name!r}, an {into.type_line} face")
    return None


def _turn_over(
    game: Game,
    obj_id: ObjectId,
    source: ObjectId | None,
    since: int | None,
    *,
    convert: bool,
    day_night: bool = False,
) -> None:
    nothing = transform_ignored(
        game, obj_id, source=source, since_transformations=since, convert=convert, day_night=day_night
    )
    if nothing is not None:
        ignored(game, nothing.rule, nothing.note, obj_id)
        return
    obj = game.get(obj_id)
    into = _other_face(obj)
    assert into is not None  # transform_ignored found it
    was = obj.card.face(Side.FRONT if into.side is Side.BACK else Side.BACK)
    status = obj.status._replace(up=into.side, transformations=obj.status.transformations + 1)
    # CR 712.18: the same object, so no entering event and every effect still applies.
    game.replace(obj._replace(status=status))
    game.record(
        Event(
            EventKind.CONVERTED if convert else EventKind.TRANSFORMED,
            object=obj.id,
            player=game.controller(obj),
            rule="701.28a" if convert else "701.27a",
            note=f"{was.name} -> {into.name}",
        )
    )


@action
def transform(
    game: Game,
    obj_id: ObjectId,
    *,
    source: ObjectId | None = None,
    since_transformations: int | None = None,
    day_night: bool = False,
) -> None:
    """An effect transforms a permanent: its other face turns up, and it stays
    the same object (CR 701.27a, 712.18).

    Nothing happens (``ignored``) unless it is a permanent represented by a
    double-faced card that isn't a meld card, or by a double-faced token
    (712.9, 712.4c; under rules before 2025-09-19 a modal one can't either,
    S5, and before 2023-04-14 no token can, 701.28a); nor while it is face
    down (712.15a); nor into an instant or sorcery face (712.10).
    ``since_transformations`` is the permanent's ``Status.transformations``
    when the ability doing this was put onto the stack (or, for a delayed
    trigger, created): if it has transformed or converted since, nothing
    happens (701.27f; under rules before 2016-07-22 it transforms again).
    That rule is about the permanent's own abilities: when ``source`` names
    another object, the count is not checked. A daybound or nightbound
    permanent transforms only as day or night changes (``day_night``,
    702.145b, e).
    """
    _turn_over(game, obj_id, source, since_transformations, convert=False, day_night=day_night)


@action
def convert(
    game: Game,
    obj_id: ObjectId,
    *,
    source: ObjectId | None = None,
    since_transformations: int | None = None,
) -> None:
    """An effect converts a permanent: the same as :func:`transform` under
    every rule (CR 701.28a, 701.28e), recorded as ``converted``."""
    _turn_over(game, obj_id, source, since_transformations, convert=True)


# -- flip (710) ----------------------------------------------------------------------------


def flip_ignored(game: Game, obj_id: ObjectId) -> NothingHappens | None:
    """Why flipping the object would do nothing, or ``None``."""
    obj = _find(game, obj_id)
    if obj is None:
        return gone(game, obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not Zone.BATTLEFIELD:
        return NothingHappens("710.1b", f"{name} is in {obj.zone.named}: only a permanent can flip")
    if obj.is_face_down:
        # CR 708.2: face down it has no flip-card halves, whatever card it is
        # (and the answer must not tell which, 708.5).
        return NothingHappens("708.2", f"{name} is face down: it has no halves to flip")
    if not is_flip_card(game, obj):
        return NothingHappens("710.1", f"{name} is not a flip card (nor a copy of one, 707.3)")
    if obj.status.flipped:
        return NothingHappens("710.4", f"{name} is already flipped: flipping is one way")
    return None


@action
def flip(game: Game, obj_id: ObjectId) -> None:
    """An effect flips a flip card on the battlefield (CR 710.2): from now on
    its alternative name, text, type line and P/T apply. Already flipped, or
    not a flip card: nothing happens (710.4). A flipped permanent that leaves
    the battlefield forgets it (710.4, a zone change makes a new object)."""
    nothing = flip_ignored(game, obj_id)
    if nothing is not None:
        ignored(game, nothing.rule, nothing.note, obj_id)
        return
    obj = game.get(obj_id)
    before = game.characteristics(obj).name
    flipped = game.replace(obj._replace(status=obj.status._replace(flipped=True)))
    note = f"{before} -> {game.characteristics(flipped).name}"  # a copy's names are the copied card's (707.3)
    game.record(Event(EventKind.FLIPPED, object=obj.id, player=game.controller(obj), rule="710.2", note=note))


# -- turning face down (708.2) ------------------------------------------------------------


def turn_face_down_ignored(game: Game, obj_id: ObjectId) -> NothingHappens | None:
    """Why turning the object face down would do nothing, or ``None``."""
    obj = _find(game, obj_id)
    if obj is None:
        return gone(game, obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not Zone.BATTLEFIELD:
        return NothingHappens(
            "708.2a", f"{name} is in {obj.zone.named}: only a permanent is turned face down"
        )
    if obj.is_face_down:
        return NothingHappens("708.2b", f"{name} is already face down")
    if obj.is_double_faced:
        return NothingHappens(
            "712.16", f"{name} is a double-faced or melded permanent: it can't be turned face down"
        )
    return None


@action
def turn_face_down(game: Game, obj_id: ObjectId, *, kind: FaceDown = FaceDown.TURNED) -> None:
    """An effect (Ixidron's, say) turns a face-up permanent face down: a 2/2
    creature with no name, text, subtypes or mana cost (CR 708.2a; ``kind``
    CYBERMAN: the 2/2 Cyberman artifact creature an effect lists, 708.2),
    still the same object. Already face down (708.2b), or double-faced
    (712.16): nothing happens."""
    nothing = turn_face_down_ignored(game, obj_id)
    if nothing is not None:
        ignored(game, nothing.rule, nothing.note, obj_id)
        return
    obj = game.get(obj_id)
    game.replace(obj._replace(status=obj.status._replace(face_down=kind)))
    game.record(Event(EventKind.TURNED_FACE_DOWN, object=obj.id, player=game.controller(obj), rule="708.2a"))


# -- turning face up (116.2b, 702.37e, 701.40b, 701.58b, 702.168d, 708.7, 708.8) -----------

USING = ("morph", "megamorph", "disguise", "mana_cost", "effect")
"""The ways to turn a face-down permanent face up (``using=``)."""

_SPECIAL_ACTIONS = USING[:4]  # in the order ``using=None`` tries them
_MANIFESTED = frozenset({FaceDown.MANIFEST, FaceDown.MANIFEST_DREAD})
_BY_MANA_COST = _MANIFESTED | {FaceDown.CLOAK}


class FaceUpWay(NamedTuple):
    """How a permanent turns face up: the way, its cost (``None``: no mana
    cost to show, or an effect), whether it gets megamorph's +1/+1 counter
    (702.37b), the rule allowing it, and the payment of the cost when the
    game pays costs."""

    using: str
    cost: ManaCost | None
    counter: bool
    rule: str
    payment: Payment | None = None
    reduced_by: int = 0  # generic mana the cost reduces itself by (601.2f, 118.7)
    other: OtherCost | None = None  # a cost that isn't mana ("Morph—Pay 5 life", 702.37a)
    x: int | None = None  # X, chosen as the special action is taken if its cost has one (107.3d)


def _cannot(game: Game, obj: GameObject, viewer: str, rule: str, why: str) -> NoReturn:
    refuse(
        ErrorCode.CANNOT_TURN_FACE_UP, rule, f"{_name(game, obj.id, viewer)} can't be turned face up: {why}"
    )


def _stays_face_down(obj: GameObject) -> str | None:
    """CR 701.40g, 701.58g: a manifested or cloaked instant or sorcery card
    is revealed and left face down, however it would turn face up."""
    if obj.status.face_down in _BY_MANA_COST:
        printed = _printed(obj)
        if printed.has_type("Instant") or printed.has_type("Sorcery"):
            return "701.58g" if obj.status.face_down is FaceDown.CLOAK else "701.40g"
    return None


def _face_up(game: Game, obj: GameObject) -> Face:
    """The face ``obj`` would have face up: its card's front face (712.15a), or
    what a copy effect makes it (708.10: the copied values once face up)."""
    copies = [e for e in game.copy_effects if e.target == obj.id]
    if not copies:
        return obj.card.front
    values = max(copies, key=lambda e: e.timestamp).values
    return make_face(
        values.name or obj.card.front.name, type_line=values.type_line, oracle_text=values.rules_text
    )


def _way(game: Game, obj: GameObject, using: str) -> FaceUpWay | NothingHappens:
    """The special action ``using`` for the face-down ``obj``, or why it
    can't be used. Costs are those it would have face up: a double-faced
    card's front face's (712.15a), a copy's copied ones (708.10)."""
    front = _face_up(game, obj)
    if using in ("morph", "megamorph"):
        # "All morph costs cost {2} more" (Exiled Doomsayer): megamorph's too.
        more = sum(e.amount for e in rule_effects(game) if e.kind is RuleEffectKind.MORPH_COSTS_MORE)
        # CR 702.37b: a megamorph cost is a morph cost; paying it adds the counter.
        for keyword in ("Megamorph",) if using == "megamorph" else ("Morph", "Megamorph"):
            if has_keyword(front, keyword):
                rule = "702.37b" if keyword == "Megamorph" else "702.37e"
                cost = keyword_cost(front, keyword)
                if cost is None:  # "Morph—Reveal a white card in your hand" (702.37a)
                    return _other_way(game, obj, front, keyword, rule, more=more)
                reduced = self_reduction(game, game.controller(obj), front, keyword) - more
                return FaceUpWay(keyword.lower(), cost, keyword == "Megamorph", rule, None, reduced)
        return NothingHappens(
            "702.37e", f"it would have no {'megamorph' if using == 'megamorph' else 'morph'} cost face up"
        )
    if using == "disguise":
        if has_keyword(front, "Disguise"):
            cost = keyword_cost(front, "Disguise")
            if cost is None:  # a disguise cost that isn't mana (702.168a)
                return _other_way(game, obj, front, "Disguise", "702.168d")
            reduced = self_reduction(game, game.controller(obj), front, "Disguise")
            return FaceUpWay(using, cost, False, "702.168d", None, reduced)
        return NothingHappens("702.168d", "it would have no disguise cost face up")
    kind = obj.status.face_down
    rule = "701.58b" if kind is FaceDown.CLOAK else "701.40b"
    if kind not in _BY_MANA_COST:
        return NothingHappens(
            rule,
            f"only a manifested or cloaked permanent turns face up for its mana cost, "
            f"and it is face down by {kind}",
        )
    printed = _printed(obj)
    if not printed.has_type("Creature"):
        return NothingHappens(rule, "the card representing it isn't a creature card")
    if printed.mana_cost.is_none:
        return NothingHappens(rule, "the card representing it has no mana cost")
    return FaceUpWay(using, printed.mana_cost, False, rule)


def _other_way(
    game: Game, obj: GameObject, front: Face, keyword: str, rule: str, *, more: int = 0
) -> FaceUpWay | NothingHappens:
    """702.37a, 702.168a: a morph or disguise cost that isn't mana, if the
    engine reads it and it can be paid now (116.2b); ``more``: generic mana
    an effect adds to it ("all morph costs cost {2} more")."""
    other = other_cost(front, keyword)
    if other is None:
        return NothingHappens(rule, f"its {keyword.lower()} cost isn't one the engine pays")
    problem = face_up_costs.problem(game, game.controller(obj), obj, other)
    if problem is not None:
        return NothingHappens(rule, f"its {keyword.lower()} cost can't be paid: {problem}")
    mana = ManaCost.parse("{0}") if more else None
    return FaceUpWay(keyword.lower(), mana, keyword == "Megamorph", rule, other=other, reduced_by=-more)


def verify_turn_face_up(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    using: str | None = None,
    pay: PayWith | None = None,
    x: int | None = None,
) -> FaceUpWay:
    """Raise ``IllegalAction`` unless ``player`` (default: its controller) may
    turn the face-down permanent face up ``using`` that way, and say how.

    The special action (CR 116.2b) belongs to the permanent's controller
    (``not_permitted`` for anyone else) and needs a way: ``"morph"`` or
    ``"megamorph"`` (a morph cost it would have face up, 702.37e;
    megamorph adds a +1/+1 counter, 702.37b), ``"disguise"`` (702.168d),
    ``"mana_cost"`` (a manifested or cloaked creature card with a mana cost,
    701.40b, 701.58b; a manifested card with morph may use either, 701.40c).
    ``None`` takes the first of these that works. ``"effect"`` is an effect
    turning it face up (708.7): never refused, see :func:`turn_face_up`.
    When the game pays costs, the cost must be payable (``pay``: as the
    player says); the way carries the payment. ``x``: the value of X in a
    cost that has one ({X}{X}{R}), chosen immediately before it is paid
    (107.3d; 0 if not given); the way carries it.
    """
    if using is not None and using not in USING:
        raise MalformedInput(f"using={using!r}: expected one of {', '.join(USING)}")
    if x is not None and x < 0:
        raise MalformedInput(f"x must be 0 or more, got {x!r} (CR 107.3a)")
    if using == "effect":
        return FaceUpWay("effect", None, False, "708.7")
    if player is not None:
        game.player(player)  # a MalformedInput naming the players if unknown
    obj = _find(game, obj_id)
    viewer = player or game.turn.active
    if obj is None:
        refuse(ErrorCode.CANNOT_TURN_FACE_UP, "116.2b", f"{_name(game, obj_id, viewer)}: not a permanent")
    if obj.zone is Zone.STACK:
        _cannot(game, obj, viewer, "708.7", "it is a spell, and spells can't normally be turned face up")
    if obj.zone is not Zone.BATTLEFIELD:
        _cannot(game, obj, viewer, "116.2b", f"it is in {obj.zone.named}, not a face-down permanent")
    controller = game.controller(obj)
    if player is not None and player != controller:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "116.2b",
            f"{player} can't turn {_name(game, obj.id, player)} face up: only its controller, "
            f"{controller}, may (702.37e, 701.40b)",
        )
    viewer = controller
    if not obj.is_face_down:
        _cannot(game, obj, viewer, "116.2b", "it is already face up")
    stays = _stays_face_down(obj)
    if stays is not None:
        _cannot(game, obj, viewer, stays, "it is represented by an instant or sorcery card")
    reasons: list[NothingHappens] = []
    for way in (using,) if using is not None else _SPECIAL_ACTIONS:
        found = _way(game, obj, way)
        if isinstance(found, FaceUpWay):
            what = f"turning {_name(game, obj.id, viewer)} face up using {found.using}"
            if found.cost is not None and found.cost.has_variable:
                found = found._replace(x=x or 0)  # CR 107.3d
            elif x is not None:
                raise MalformedInput(f"x={x!r}: its {found.using} cost has no X (107.3d)")
            payment = paying.for_mana_cost(
                game,
                controller,
                found.cost,
                how=pay,
                what=what,
                extra_generic=-found.reduced_by,
                spent_on=_spent_on(obj, found),
                x=found.x or 0,
            )
            return found._replace(payment=payment)
        reasons.append(found)
    if using is not None:
        _cannot(game, obj, viewer, reasons[0].rule, f"using={using!r}: {reasons[0].note}")
    rule = reasons[-1].rule if obj.status.face_down in _BY_MANA_COST else reasons[0].rule
    _cannot(game, obj, viewer, rule, "; ".join(dict.fromkeys(r.note for r in reasons)))


can_turn_face_up = can(verify_turn_face_up)


def _spent_on(obj: GameObject, way: FaceUpWay) -> frozenset[str] | None:
    """What the mana turning ``obj`` face up ``way`` is spent on, for mana
    restricted to it (106.6): a morph cost (702.37e; a megamorph cost is one,
    702.37b), or a manifested creature's mana cost (701.40b)."""
    if way.using in ("morph", "megamorph"):
        return frozenset({MORPH_COST})
    if way.using == "mana_cost" and obj.status.face_down in _MANIFESTED:
        return frozenset({MANIFESTED_FACE_UP})
    return None


def turn_face_up_ignored(game: Game, obj_id: ObjectId) -> NothingHappens | None:
    """Why an effect turning the object face up would do nothing, or ``None``."""
    obj = _find(game, obj_id)
    if obj is None:
        return gone(game, obj_id)
    name = public_name(game, obj_id)
    if obj.zone is not Zone.BATTLEFIELD:
        return NothingHappens("708.7", f"{name} is in {obj.zone.named}: only a permanent is turned face up")
    if not obj.is_face_down:
        return NothingHappens("708.7", f"{name} is already face up")
    stays = _stays_face_down(obj)
    if stays is not None:
        return NothingHappens(
            stays, f"{name} is an instant or sorcery card: it is revealed and stays face down"
        )
    return None


@action
def turn_face_up(
    game: Game,
    obj_id: ObjectId,
    *,
    player: str | None = None,
    using: str | None = None,
    pay: PayWith | None = None,
    x: int | None = None,
) -> None:
    """Turn a face-down permanent face up: as the special action of its
    controller (see :func:`verify_turn_face_up`), or by an effect
    (``using="effect"``, ignored if it isn't face down, or if it is a
    manifested or cloaked instant or sorcery card, which is revealed and
    stays face down, 701.40g).

    It stays the same object (CR 708.8): no entering event, its counters,
    Auras, Equipment and the targets pointing at it stay. A double-faced card
    turns up front face up (712.15a). Its status keeps the X chosen for
    its cost, which its other abilities read (702.37f, 702.168e; none
    otherwise).
    """
    way = verify_turn_face_up(game, obj_id, player=player, using=using, pay=pay, x=x)
    if way.payment is not None:  # CR 116.2b: the cost is paid as the special action is taken
        who = game.controller(game.get(obj_id))
        paying.settle(
            game, who, way.payment, pay, rule=way.rule, what="turning a permanent face up", paying_for=obj_id
        )
    if way.other is not None:  # CR 116.2b: paid as the special action is taken
        face_up_costs.pay(game, game.controller(game.get(obj_id)), game.get(obj_id), way.other, way.rule)
    if way.using == "effect":
        nothing = turn_face_up_ignored(game, obj_id)
        if nothing is not None:
            if nothing.rule in ("701.40g", "701.58g"):
                obj = game.get(obj_id)
                reveal(game, obj, game.controller(obj), nothing.rule)
            ignored(game, nothing.rule, nothing.note, obj_id)
            return
    obj = game.get(obj_id)
    status = obj.status._replace(face_down=None, x=way.x)
    if rules_for(obj.card).double_faced:
        status = status._replace(up=Side.FRONT)  # CR 712.15a
    if way.counter:
        status = status.with_counters("+1/+1", 1)  # CR 702.37b
    game.replace(obj._replace(status=status))
    note = f"using {way.using}" + (
        f" for {way.cost}" if way.cost is not None and not way.cost.is_none else ""
    )
    if way.x is not None:
        note += f" with X={way.x}"
    if way.other is not None:
        note += f" ({way.other.words})"
    if way.counter:
        note += ", with a +1/+1 counter (702.37b)"
    game.record(
        Event(EventKind.TURNED_FACE_UP, object=obj.id, player=game.controller(obj), rule=way.rule, note=note)
    )
