"""Layout strategies: the layout-specific rules of each card family.

One small class per family answers which faces exist in which zone, which
faces can be cast or played, the card's names, and how its mana value is
computed. Adding a layout is adding one strategy (and its tests).

>>> from mtgfaces.cards.model import Layout
>>> strategy(Layout.MODAL_DFC).double_faced
True
"""

from __future__ import annotations

from typing import ClassVar

from mtgfaces.cards.characteristics import (
    Characteristics,
    Derivation,
    RuleNote,
    Zone,
    combined,
    from_face,
)
from mtgfaces.cards.keywords import has_keyword
from mtgfaces.cards.model import Card, Face, Layout, Side, SplitKind


class NoSuchFace(ValueError):
    """The card can't have that face up there (the rule says why)."""

    def __init__(self, card: Card, up: Side | str, rule: str, why: str) -> None:
        self.rule = rule
        super().__init__(f"{card.name!r}: {why} (CR {rule}); valid: {_valid(card)}")


def _valid(card: Card) -> str:
    rules = strategy(card.layout)
    return ", ".join(str(s) for s in rules.stack_sides(card)) or "none"


FUSED = "fused"
"""The ``up`` value for a fused split spell (CR 702.102)."""


class LayoutRules:
    """The rules of one layout family. Subclasses set the flags and override hooks."""

    layouts: ClassVar[frozenset[Layout]] = frozenset()
    double_faced: ClassVar[bool] = False  # CR 712.1
    nonmodal: ClassVar[bool] = False  # CR 712.2: back face takes the front's mana value
    can_transform: ClassVar[bool] = False  # CR 712.9 (before the 2025 change: nonmodal only)
    # CR 114.3: the object has no name, whatever the data calls the card; its
    # abilities are still found by the card's name (the scripts' key).
    nameless: ClassVar[bool] = False
    # The rule that lets a player choose one of the card's names (201.4: any
    # name it has), which a refusal cites for the combined "A // B" name.
    other_name_rule: ClassVar[str] = "201.4"
    # The rule by which only the card's normal characteristics count outside
    # the stack and battlefield (Commander deck checks cite it); None when
    # the card has one set of characteristics.
    front_only_rule: ClassVar[str | None] = None
    # What the object is when it isn't a card (111.1, 114.1): "a token", "an
    # emblem"; None for a card. Decks and names refuse such objects by it.
    not_a_card: ClassVar[str | None] = None
    # CR 712.1, 712.4b: a back face of its own, which can be cast (712.11a) or
    # put onto the battlefield transformed; a meld card's back face is half
    # of a melded permanent's.
    has_back_face: ClassVar[bool] = False
    melds: ClassVar[bool] = False  # CR 712.4: a meld card (and 712.4c: it can't transform)
    flips: ClassVar[bool] = False  # CR 710: a flip card, which a flip instruction turns around
    has_doors: ClassVar[bool] = False  # CR 709.5: a Room, whose halves are doors to unlock
    fusable: ClassVar[bool] = False  # CR 702.102: a split card with fuse, castable with both halves
    aftermath: ClassVar[bool] = False  # CR 702.127: its second half is cast from a graveyard
    # CR 712.14b: a card that stays where it is when an effect would put it
    # onto the battlefield with a front face that isn't a permanent.
    front_must_be_permanent_rule: ClassVar[str | None] = None
    part_word: ClassVar[str] = "face"  # how a refusal names one of its parts: "its left half"
    # More than one set of characteristics printed on the card (712, 709,
    # 710, 715, 718, 720, 722, 310 with its back face): the multi-faced pool
    # that mtgfaces coverage measures.
    multi_faced: ClassVar[bool] = False

    def aftermath_side(self, card: Card) -> Side | None:
        """CR 702.127a: the side of the half with aftermath, if it has one."""
        return None

    def after_resolving(self, up: Side | str) -> tuple[Zone, str]:
        """Where an instant or sorcery spell cast with ``up`` face up goes as
        it finishes resolving, and the rule: its owner's graveyard (608.2n).
        Exile means on an adventure (715.3d); a library, shuffled in (720.3d)."""
        return Zone.GRAVEYARD, "608.2n"

    def naming_rule(self, card: Card) -> str:
        """The rule that lets a player choose one of this card's names."""
        return self.other_name_rule

    def normal_characteristics_rule(self, card: Card) -> str | None:
        """The rule that only this card's normal characteristics count outside
        the stack and battlefield, or ``None`` for a card with one set."""
        return self.front_only_rule

    # -- names -----------------------------------------------------------------
    def names(self, card: Card) -> tuple[str, ...]:
        """The names the card has in a zone other than the stack or battlefield."""
        return self.base(card, Zone.LIBRARY).characteristics.names

    def choosable_names(self, card: Card) -> tuple[str, ...]:
        """Names a player may choose for this card (CR 201.4b-f, 712.19): any one
        face's name, never both."""
        names = list(card.face_names)
        if card.meld is not None:
            names.append(card.meld.result)  # CR 201.4e, 712.19
        return tuple(dict.fromkeys(names))

    # -- what can be cast or played, as which face -----------------------------
    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        """The ways the card can be a spell on the stack, by the face that's up."""
        front = card.front
        return () if front.is_land else (Side.FRONT,)

    def land_sides(self, card: Card) -> tuple[Side, ...]:
        """The faces that can be played as a land (CR 305.9, 712.12)."""
        return (Side.FRONT,) if card.front.is_land else ()

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        """The faces a permanent of this card can have up (melded aside)."""
        return (Side.FRONT,) if card.front.is_permanent else ()

    # -- characteristics ------------------------------------------------------
    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        """The printed characteristics in ``zone`` with ``up`` face up (``None``:
        the default for that zone). Continuous effects come later."""
        if up in (None, Side.FRONT):
            return Derivation(from_face(card.front), (_note_single(),))
        raise NoSuchFace(card, up or "", "200.1", f"a {card.layout.value} card has one face")


def _note_single() -> RuleNote:
    return RuleNote("109.3", "a single set of printed characteristics")


class SingleFaced(LayoutRules):
    layouts = frozenset(
        {
            Layout.NORMAL,
            Layout.LEVELER,
            Layout.CLASS,
            Layout.CASE,
            Layout.SAGA,
            Layout.MUTATE,
            Layout.HOST,
            Layout.AUGMENT,
        }
    )


class Token(SingleFaced):
    """CR 111.1: a token is an object, not a card."""

    layouts = frozenset({Layout.TOKEN})
    not_a_card = "a token"


class Emblem(LayoutRules):
    """CR 114: an emblem has no characteristics other than the abilities its
    effect gave it; in particular no name (114.3), whatever the data calls it."""

    layouts = frozenset({Layout.EMBLEM})
    nameless = True
    not_a_card = "an emblem"

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        printed = super().base(card, zone, up)
        value = printed.characteristics._replace(name=None, names=())
        return Derivation(value, (*printed.trace, RuleNote("114.3", "an emblem has no name")))


class Prototype(LayoutRules):
    """CR 718: alternative cost, P/T and color, only on the stack and battlefield."""

    multi_faced = True
    layouts = frozenset({Layout.PROTOTYPE})
    front_only_rule = "718.4"

    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        return (Side.FRONT, Side.PROTOTYPE) if card.has_side(Side.PROTOTYPE) else (Side.FRONT,)

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        return self.stack_sides(card)  # type: ignore[return-value]

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        if up is Side.PROTOTYPE and card.has_side(Side.PROTOTYPE):
            if not zone.is_stack_or_battlefield:
                raise NoSuchFace(card, up, "718.4", "prototyped only on the stack or battlefield")
            face = card.face(Side.PROTOTYPE)
            note = RuleNote("718.3b", "cast prototyped: prototype mana cost, color, P/T")
            if zone is Zone.BATTLEFIELD:
                note = RuleNote("718.3c", "prototyped permanent: prototype mana cost, color, P/T")
            return Derivation(from_face(face), (note,))
        if up in (None, Side.FRONT):
            return Derivation(from_face(card.front), (RuleNote("718.4", "normal characteristics"),))
        raise NoSuchFace(card, up, "718.1", "a prototype card has normal and prototype forms")


class Split(LayoutRules):
    """CR 709: split cards, fuse (702.102), aftermath (702.127) and Rooms (709.5)."""

    multi_faced = True
    layouts = frozenset({Layout.SPLIT})
    other_name_rule = "201.4b"
    part_word = "half"

    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        # Each side once: a card of more than two halves (Who // What // When
        # // Where // Why) has three middle ones that no side tells apart.
        sides: list[Side | str] = list(dict.fromkeys(f.side for f in card.faces))
        if self.fusable:
            sides.append(FUSED)
        return tuple(sides)

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        return ()  # a Room is one permanent; its doors are status (709.5c)

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        if zone is Zone.STACK and up not in (None, FUSED):
            face = _face_or_raise(card, up, "709.3")
            return Derivation(
                from_face(face),
                (RuleNote("709.3b", f"on the stack only the cast half {face.name!r}"),),
            )
        if zone is Zone.STACK and up == FUSED:
            if not self.fusable:
                raise NoSuchFace(card, up, "702.102a", "only a card with fuse can be cast fused")
            return Derivation(combined(card.faces), (RuleNote("709.4d", "fused: both halves combined"),))
        if zone is Zone.BATTLEFIELD and self.has_doors:
            return room_on_battlefield(card, unlocked=frozenset())
        return Derivation(combined(card.faces), (RuleNote("709.4", "off the stack: both halves combined"),))


class Fuse(Split):
    """CR 702.102: a split card with fuse."""

    fusable = True


class Aftermath(Split):
    """CR 702.127: an aftermath card."""

    aftermath = True

    def aftermath_side(self, card: Card) -> Side | None:
        """CR 702.127a: the half with aftermath, printed on the right."""
        keyworded = next((f.side for f in card.faces if has_keyword(f, "Aftermath")), None)
        return keyworded or Side.RIGHT


class Room(Split):
    """CR 709.5: a Room, one permanent whose halves are doors."""

    has_doors = True


def room_on_battlefield(card: Card, *, unlocked: frozenset[Side]) -> Derivation:
    """CR 709.5: a Room permanent has each unlocked door's name, mana cost and
    text; the shared type line always (709.5a)."""
    doors = tuple(f for f in card.faces if f.side in unlocked)
    whole = combined(card.faces)
    if doors:
        part = combined(doors)
        value = Characteristics(
            name=part.name,
            names=part.names,
            mana_cost=part.mana_cost,
            mana_value=part.mana_value,
            colors=part.colors,
            supertypes=whole.supertypes,
            types=whole.types,
            subtypes=whole.subtypes,
            rules_text=part.rules_text,
            abilities=part.abilities,
        )
    else:
        value = Characteristics(
            name=None,
            names=(),
            supertypes=whole.supertypes,
            types=whole.types,
            subtypes=whole.subtypes,
        )
    opened = ", ".join(d.side.value for d in doors) or "none"
    return Derivation(value, (RuleNote("709.5", f"Room on the battlefield, unlocked doors: {opened}"),))


class Flip(LayoutRules):
    """CR 710: the flipped half counts only on the battlefield, once flipped."""

    multi_faced = True
    layouts = frozenset({Layout.FLIP})
    other_name_rule = "201.4c"
    flips = True
    front_only_rule = "710.2"

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        return (Side.FRONT, Side.FLIPPED)

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        if up is Side.FLIPPED:
            if zone is not Zone.BATTLEFIELD:
                raise NoSuchFace(card, up, "710.1b", "only a permanent can be flipped")
            flipped = card.face(Side.FLIPPED)
            normal = card.front
            value = from_face(
                flipped,
                mana_cost=normal.mana_cost,
                colors=normal.colors,
                color_indicator=normal.color_indicator,
            )
            return Derivation(
                value,
                (
                    RuleNote("710.2", "flipped: the alternative name, text, type line and P/T"),
                    RuleNote("710.1c", "color and mana cost don't change when it flips"),
                ),
            )
        if up in (None, Side.FRONT):
            return Derivation(
                from_face(card.front), (RuleNote("710.2", "not flipped: normal characteristics"),)
            )
        raise NoSuchFace(card, up, "710.1", "a flip card has a normal and a flipped half")


class DoubleFaced(LayoutRules):
    """CR 712 for a double-faced card that isn't a meld card."""

    multi_faced = True
    double_faced = True
    can_transform = True
    other_name_rule = "712.19"
    has_back_face = True
    front_rules: ClassVar[dict[Zone, str]] = {Zone.STACK: "712.8c", Zone.BATTLEFIELD: "712.8d"}

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        return tuple(f.side for f in card.faces if f.is_permanent)

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        if not zone.is_stack_or_battlefield:
            if up not in (None, Side.FRONT):
                raise NoSuchFace(
                    card,
                    up or "",
                    "712.8a",
                    "off the stack and battlefield only the front face exists",
                )
            return Derivation(
                from_face(card.front),
                (RuleNote("712.8a", "outside the stack and battlefield: front face only"),),
            )
        face = card.front if up is None else _face_or_raise(card, up, "712.8")
        if face.side is Side.FRONT:
            note = RuleNote(self.front_rules[zone], "front face up")
            return Derivation(from_face(face), (note,))
        return self.back_face_up(card, face, zone)

    def back_face_up(self, card: Card, face: Face, zone: Zone) -> Derivation:
        """CR 712.8f: only the face that's up, with its own mana value."""
        return Derivation(
            from_face(face),
            (
                RuleNote("712.8f", "only the face that's up"),
                RuleNote("202.3a", "mana value from that face's own mana cost"),
            ),
        )


class Transforming(DoubleFaced):
    """CR 712.2, 712.8c/e: a nonmodal DFC; its back face has its front's mana value."""

    layouts = frozenset({Layout.TRANSFORM, Layout.BATTLE})
    nonmodal = True

    def back_face_up(self, card: Card, face: Face, zone: Zone) -> Derivation:
        value = from_face(face, mana_value=card.front.mana_cost.mana_value())
        rule = "712.8e" if zone is Zone.BATTLEFIELD else "712.8c"
        return Derivation(
            value,
            (
                RuleNote(rule, "back face up: only the back face's characteristics"),
                RuleNote("202.3b", "mana value from the front face's mana cost"),
            ),
        )


class DoubleFacedToken(Transforming):
    """CR 111.13, 712.1: a double-faced token, which transforms like a card
    but is no card (111.1)."""

    layouts = frozenset({Layout.DOUBLE_FACED_TOKEN})
    not_a_card = "a token"
    multi_faced = False  # a token: no card of the pool


class Modal(DoubleFaced):
    """CR 712.3, 712.8f: a modal DFC; each face is cast or played on its own."""

    layouts = frozenset({Layout.MODAL_DFC})
    front_must_be_permanent_rule = "712.14b"
    front_rules: ClassVar[dict[Zone, str]] = {Zone.STACK: "712.8f", Zone.BATTLEFIELD: "712.8f"}

    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        return tuple(f.side for f in card.faces if not f.is_land)  # CR 712.11b

    def land_sides(self, card: Card) -> tuple[Side, ...]:
        return tuple(f.side for f in card.faces if f.is_land)  # CR 712.12


class Meld(LayoutRules):
    """CR 712.4, 712.8a-b, 712.8g: a meld card, or a melded result."""

    multi_faced = True
    layouts = frozenset({Layout.MELD})
    melds = True
    double_faced = True
    other_name_rule = "712.19"

    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        return () if card.is_meld_result else super().stack_sides(card)

    def battlefield_sides(self, card: Card) -> tuple[Side, ...]:
        return () if card.is_meld_result else super().battlefield_sides(card)

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        if card.is_meld_result:
            return Derivation(
                from_face(card.front),
                (RuleNote("712.4b", "the combined back face of a meld pair"),),
            )
        if up in (None, Side.FRONT):
            rule = "712.8b" if zone is Zone.STACK else "712.8a"
            if zone is Zone.BATTLEFIELD:
                rule = "712.8d"
            return Derivation(from_face(card.front), (RuleNote(rule, "front face only"),))
        raise NoSuchFace(card, up, "712.4b", "a meld card's back face exists only melded")


def melded(result: Card, parts: tuple[Card, Card]) -> Derivation:
    """CR 712.8g: a melded permanent has the combined back face's characteristics
    and a mana value equal to the sum of its front faces' (202.3c)."""
    value = sum(p.front.mana_cost.mana_value() for p in parts)
    total = int(value) if value == int(value) else value
    return Derivation(
        from_face(result.front, mana_value=total),
        (
            RuleNote("712.8g", "melded: the combined back face's characteristics"),
            RuleNote("202.3c", f"mana value {total}: the sum of both front faces"),
        ),
    )


class Adventurer(LayoutRules):
    """CR 715 (Adventure), 720 (Omen), 722 (preparation): an alternative spell."""

    multi_faced = True
    layouts = frozenset({Layout.ADVENTURE, Layout.OMEN, Layout.PREPARE})
    _rules: ClassVar[dict[Side, tuple[str, str]]] = {
        Side.ADVENTURE: ("715.3b", "715.4"),
        Side.OMEN: ("720.3b", "720.4"),
        Side.PREPARE: ("722.3", "722.4"),
    }

    _naming: ClassVar[dict[Side, str]] = {Side.ADVENTURE: "201.4f", Side.OMEN: "720.5", Side.PREPARE: "722.5"}

    def naming_rule(self, card: Card) -> str:
        return self._naming[card.faces[1].side]

    def after_resolving(self, up: Side | str) -> tuple[Zone, str]:
        if up is Side.ADVENTURE:
            return Zone.EXILE, "715.3d"  # its controller exiles it, and may cast the creature from there
        if up is Side.OMEN:
            return Zone.LIBRARY, "720.3d"  # shuffled into its owner's library
        return super().after_resolving(up)

    def normal_characteristics_rule(self, card: Card) -> str | None:
        return self._rules[card.faces[1].side][1]  # 715.4, 720.4, 722.4

    def stack_sides(self, card: Card) -> tuple[Side | str, ...]:
        alternative = card.faces[1].side
        sides: list[Side | str] = [] if card.front.is_land else [Side.FRONT]
        if alternative is not Side.PREPARE:  # CR 722.3: never cast from the card itself
            sides.append(alternative)
        return tuple(sides)

    def base(self, card: Card, zone: Zone, up: Side | str | None = None) -> Derivation:
        alternative = card.faces[1]
        on_stack, normal = self._rules[alternative.side]
        if up is alternative.side:
            if zone is not Zone.STACK:
                raise NoSuchFace(card, up, normal, "the alternative characteristics exist only on the stack")
            return Derivation(
                from_face(alternative),
                (RuleNote(on_stack, f"cast as {alternative.side.value}: only its characteristics"),),
            )
        if up in (None, Side.FRONT):
            return Derivation(from_face(card.front), (RuleNote(normal, "normal characteristics"),))
        raise NoSuchFace(card, up, normal, f"an {card.layout.value} card has no {up} face")


def _face_or_raise(card: Card, up: Side | str | None, rule: str) -> Face:
    for face in card.faces:
        if face.side == up:
            return face
    sides = ", ".join(f.side.value for f in card.faces)
    raise NoSuchFace(card, up or "", rule, f"no {up} face (it has: {sides})")


_STRATEGIES: dict[Layout, LayoutRules] = {}
for _rules_class in (
    SingleFaced,
    Token,
    Emblem,
    Prototype,
    Split,
    Flip,
    Transforming,
    DoubleFacedToken,
    Modal,
    Meld,
    Adventurer,
):
    for _layout in _rules_class.layouts:
        _STRATEGIES[_layout] = _rules_class()
# A split card's kind picks among the split strategies (702.102, 702.127, 709.5).
_SPLIT_STRATEGIES: dict[SplitKind | None, LayoutRules] = {
    SplitKind.FUSE: Fuse(),
    SplitKind.AFTERMATH: Aftermath(),
    SplitKind.ROOM: Room(),
}


def strategy(layout: Layout) -> LayoutRules:
    """The rules for a layout."""
    return _STRATEGIES[layout]


def rules_for(card: Card) -> LayoutRules:
    """The rules for a card's layout (and, for a split card, its kind)."""
    if card.split_kind is not None:
        return _SPLIT_STRATEGIES.get(card.split_kind) or _STRATEGIES[card.layout]
    return _STRATEGIES[card.layout]


def default_characteristics(card: Card, zone: Zone) -> Derivation:
    """What the card is in ``zone`` when no status applies (face up, unflipped,
    front face, not cast as anything): 712.8a, 709.4, 710.2, 715.4, 718.4, 720.4."""
    return rules_for(card).base(card, zone)
