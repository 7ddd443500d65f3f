"""Names (CR 201): what name an object has, when two objects share one, and
which card names a player may choose when an effect says to name a card (201.4).

An object's names are its current characteristics' names: a split card off the
stack has two (709.4a), a face-down permanent none (708.2a). Choosing a name is
checked against the Oracle card reference, the card database.

>>> from mtgfaces.cards.db import CardDB
>>> validate_chosen_name(CardDB.default(), "insectile aberration").name
'Insectile Aberration'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, NamedTuple, TypeAlias

from mtgfaces.cards.characteristics import Characteristics, Zone, from_face
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Card, Side
from mtgfaces.cards.names import normalize_name
from mtgfaces.errors import AmbiguousReference, IllegalAction
from mtgfaces.rules.state.choices import FREE_CHECKS, Question, ask
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

CardLookup: TypeAlias = Callable[[str], Card | None]
"""Any name-to-card lookup (``CardDB.get`` is one): ``None`` for no such card."""

NOT_PERMITTED = "not_permitted"
"""The error code of a name the rules don't let a player choose."""

"""Layouts that are not cards in the Oracle card reference (CR 111.1, 114.1)."""

# -- having and sharing names (CR 201.2) ---------------------------------------------------


def names_of(game: Game, obj: GameObject | ObjectId) -> tuple[str, ...]:
    """The object's names now, every rule and effect applied; ``()`` for an
    object with no name (a face-down permanent, CR 708.2a)."""
    return game.characteristics(obj).names


def has_name(game: Game, obj: GameObject | ObjectId, name: str) -> bool:
    """Whether one of the object's names is ``name`` (CR 201.2a, 709.4a).

    ``name`` is an English card name as the rules spell it (201.2); turn a
    player's input into one with :func:`validate_chosen_name`. A nameless
    object has no name at all, so this is false for it whatever ``name`` is.
    """
    return game.characteristics(obj).has_name(name)


def same_name(game: Game, a: GameObject | ObjectId, b: GameObject | ObjectId) -> bool:
    """CR 201.2a: two objects have the same name if they have at least one name
    in common; an object with no name shares no name, even with another
    nameless object."""
    return bool(set(names_of(game, a)) & set(names_of(game, b)))


def different_names(game: Game, objects: Iterable[GameObject | ObjectId]) -> bool:
    """CR 201.2b: objects have different names only if each has at least one
    name and no two of them have a name in common (Liliana's Contract)."""
    seen: set[str] = set()
    for obj in objects:
        names = set(names_of(game, obj))
        if not names or names & seen:
            return False
        seen |= names
    return True


def different_name_from(
    game: Game, obj: GameObject | ObjectId, others: Iterable[GameObject | ObjectId]
) -> bool:
    """CR 201.2c: ``obj`` has a different name than ``others`` if it has at
    least one name and none in common with them, even if some of them have no
    name. A nameless ``obj`` never has a different name."""
    names = set(names_of(game, obj))
    return bool(names) and not any(names & set(names_of(game, o)) for o in others)


# -- choosing a card name (CR 201.4) -------------------------------------------------------


class ChosenName(NamedTuple):
    """A card name chosen for an effect (CR 201.4): the English name (201.2),
    the card it names, which part of that card has it, and any other cards
    with a part of the same name (``Fire`` is a half of Fire // Ice and of
    Start // Fire: choosing it names both)."""

    name: str
    card: Card
    side: Side
    also: tuple[Card, ...] = ()

    def __str__(self) -> str:
        return self.name


def choosable_names(card: Card) -> tuple[str, ...]:
    """The names a player may choose for this card, one at a time: each split
    half (201.4b, 709.4a), a flip card's alternative name (201.4c, 710.5), either
    face of a double-faced card (201.4d, 712.19), the combined back face of a
    meld pair (201.4e), an Adventure, Omen or prepare spell's name (201.4f,
    715.5, 720.5, 722.5). Never the combined "A // B". A token is not a card,
    so it has none (201.4).

    >>> from mtgfaces.cards.db import CardDB
    >>> choosable_names(CardDB.default().card("Fire // Ice"))
    ('Fire', 'Ice')
    """
    rules = rules_for(card)
    if rules.not_a_card:
        return ()  # a token's or an emblem's name is no card's (201.4)
    return rules.choosable_names(card)


def name_side(card: Card, name: str) -> Side:
    """Which part of ``card`` has the name ``name``: a face's side, or
    ``MELDED`` for the combined back face of a meld pair."""
    for face in card.faces:
        if face.name == name:
            return face.side
    if card.meld is not None and card.meld.result == name:
        return Side.MELDED
    raise ValueError(f"{card.name!r} has no part named {name!r}; its names: {_listed(choosable_names(card))}")


def name_characteristics(card: Card, name: str) -> Characteristics:
    """The characteristics that decide whether ``name`` fits "choose a card
    name with certain characteristics" (CR 201.4a): only that half's (201.4b),
    the card's as modified by its alternative characteristics for a flip or
    adventurer card (201.4c, 201.4f), only the back face's (201.4d), only the
    combined back face's for a melded result (201.4e)."""
    side = name_side(card, name)
    if side is Side.FLIPPED:
        return rules_for(card).base(card, Zone.BATTLEFIELD, Side.FLIPPED).characteristics
    if side is Side.MELDED and not card.is_meld_result:
        raise ValueError(
            f"{name!r} is the combined back face of {card.name!r}'s meld pair: "
            "look up the melded result's own card for its characteristics (712.4b)"
        )
    return from_face(card.face(side))


def validate_chosen_name(
    cards: CardDB | CardLookup,
    name: str,
    *,
    having: Callable[[Characteristics], bool] | None = None,
    described: str = "a card with those characteristics",
) -> ChosenName:
    """Check a name a player chose for "choose a card name" (CR 201.4) and
    return it as the English name it stands for (201.2).

    ``cards`` is the Oracle card reference: a :class:`CardDB` (which also
    knows printed names in other languages), or any lookup function. Case,
    accents and punctuation variants are ignored. ``having`` restricts the
    choice to names whose characteristics fit (201.4a, "choose an artifact
    card name"), ``described`` says what it asks for in the error.

    Raises ``IllegalAction`` (code ``not_permitted``) for a name no card has,
    a token's name (201.4), or a combined name such as "Fire // Ice" (201.4b,
    201.4c, 712.19, 201.4f); ``AmbiguousReference`` when the input stands for
    different English names.
    """
    key = normalize_name(name)
    found = _candidates(cards, name)
    named = [(card, english) for card in found if (english := _english(cards, card, key))]
    choosable = [(card, english) for card, english in named if english in choosable_names(card)]
    if not choosable:
        raise _not_choosable(name, named or [(found[0], None)])
    if having is not None:
        choosable = [(card, english) for card, english in choosable if having(_fit(cards, card, english))]
        if not choosable:
            raise IllegalAction(NOT_PERMITTED, "201.4a", f"{name!r} is not the name of {described}")
    english_names = list(dict.fromkeys(english for _, english in choosable))
    if len(english_names) > 1:
        raise AmbiguousReference(name, english_names)
    card, english = choosable[0]
    return ChosenName(english, card, name_side(card, english), tuple(c for c, _ in choosable[1:]))


# -- asking a player for a card name (CR 201.4) ----------------------------------------------

_IN_SIGHT = (Zone.BATTLEFIELD, Zone.STACK, Zone.GRAVEYARD, Zone.EXILE)
_MAX_SUGGESTED = 20


def ask_card_name(game: Game, player: str, asking: str, what: str = "a card name") -> str | None:
    """Ask ``player`` to choose a card name for ``asking`` (the permanent or
    spell whose text says so): ``what`` is its words, "a card name" or with
    the kind of card ("a nonland card name", 201.4a). The answer is any name
    a card has, in any language the data has, checked by
    :func:`validate_chosen_name`; the question suggests the names in sight
    (the player's hand, and the face-up cards of the public zones). Returns
    the English name (201.2), or ``None`` when no one is asked (the
    referee's interface) and none is given."""
    having = _having(what)
    suggested = _names_in_sight(game, player, having)
    question = Question(player, "card_name", f"{asking}: choose {what}", suggested, 1, 1, "201.4", free=what)
    answer = ask(game, question, default=())
    if not answer:
        return None
    return validate_chosen_name(CardDB.default(), answer[0], having=having, described=_described(what)).name


def _check_card_name(question: Question, answer: str) -> None:
    """The check of an answer to :func:`ask_card_name`'s question."""
    validate_chosen_name(
        CardDB.default(), answer, having=_having(question.free), described=_described(question.free)
    )


def _kind_words(what: str) -> list[str]:
    """The words of "a nonland card name" between the article and "card name"."""
    words = what.split()
    return [w for w in words if w not in ("a", "an", "card", "name")]


def _having(what: str) -> Callable[[Characteristics], bool] | None:
    """CR 201.4a: the characteristics a chosen name's card must have."""
    words = _kind_words(what)
    if not words:
        return None

    def fits(value: Characteristics) -> bool:
        for word in words:
            negated = word.startswith("non")
            kind = (word[3:] if negated else word).strip("-").title()
            if value.has_type(kind) == negated:
                return False
        return True

    return fits


def _described(what: str) -> str:
    return what.removesuffix(" name")


def _names_in_sight(
    game: Game, player: str, having: Callable[[Characteristics], bool] | None
) -> tuple[str, ...]:
    names: dict[str, None] = {}
    seen = [o for zone in _IN_SIGHT for o in game.objects(zone) if not o.is_face_down]
    for obj in [*game.objects(Zone.HAND, player), *seen]:
        for english in choosable_names(obj.card):
            if having is None or having(name_characteristics(obj.card, english)):
                names[english] = None
    return tuple(sorted(names)[:_MAX_SUGGESTED])


def matches_chosen_name(game: Game, obj: GameObject | ObjectId, chosen: ChosenName | str) -> bool:
    """Whether an object has the chosen name now (CR 709.4a): a spell cast or
    a land played is looked at as it is, only its face that's up. With Sejiri
    Glacier chosen, playing Sejiri Glacier matches and casting Sejiri Shelter
    doesn't (seed ruling S9); with Fire chosen, a Fire // Ice card in a hand
    matches, an Ice spell doesn't."""
    return has_name(game, obj, chosen if isinstance(chosen, str) else chosen.name)


# -- helpers ----------------------------------------------------------------------------------


def _candidates(cards: CardDB | CardLookup, name: str) -> list[Card]:
    """The cards the reference may find for ``name``: one, or each of an
    ambiguous reference's candidates (a face name two cards share)."""
    if isinstance(cards, CardDB):
        try:
            found = cards.get(name)
        except AmbiguousReference as many:
            return [cards.card(candidate) for candidate in many.candidates]
    else:
        found = cards(name)
    if found is None:
        closest = cards.suggestions(name) if isinstance(cards, CardDB) else []
        hint = f"; closest names: {_listed(closest)}" if closest else ""
        raise IllegalAction(
            NOT_PERMITTED,
            "201.4",
            f"{name!r} is not the name of a card in the Oracle card reference "
            f"(a token's name only if a card has it too){hint}",
        )
    return [found]


def _english(cards: CardDB | CardLookup, card: Card, key: str) -> str | None:
    """The English name of ``card`` whose lookup key is ``key``: its full name,
    a face name, else a printed name in another language (CR 201.2)."""
    names: list[str] = [card.name, *card.face_names]
    if card.meld is not None:
        names.append(card.meld.result)
    for english in names:
        if normalize_name(english) == key:
            return english
    if isinstance(cards, CardDB):
        for lang in _languages(cards):
            for english, printed in cards.names_of(card.name, lang):
                if normalize_name(printed) == key:
                    return english
    return None


_LANGUAGES: dict[str, tuple[str, ...]] = {}


def _languages(db: CardDB) -> tuple[str, ...]:
    """The languages other than English that ``db`` has names in, read once per
    database file (a face may have a printed name where the whole card has none)."""
    if db.path not in _LANGUAGES:
        _LANGUAGES[db.path] = tuple(lang for lang in db.info().languages if lang != "en")
    return _LANGUAGES[db.path]


def _fit(cards: CardDB | CardLookup, card: Card, english: str) -> Characteristics:
    if card.meld is not None and card.meld.result == english:
        result = cards.get(english) if isinstance(cards, CardDB) else cards(english)
        if result is not None and result.is_meld_result:
            card = result
    return name_characteristics(card, english)


def _not_choosable(name: str, named: Sequence[tuple[Card, str | None]]) -> IllegalAction:
    """The error for a name that is a card's, but not one a player may choose."""
    card, english = named[0]
    what = rules_for(card).not_a_card
    if what:
        return IllegalAction(
            NOT_PERMITTED, "201.4", f"{name!r} is the name of {what}, not of a card; choose a card's name"
        )
    names = choosable_names(card)
    rule = rules_for(card).naming_rule(card)
    if english == card.name and len(names) > 1:
        whole = "" if name == card.name else f" {card.name!r}"
        return IllegalAction(NOT_PERMITTED, rule, f"{name!r} names the whole card{whole}: {_one(names)}")
    return IllegalAction(NOT_PERMITTED, rule, f"{name!r} is not a name of {card.name!r}; {_one(names)}")


def _one(names: Sequence[str]) -> str:
    if len(names) == 2:
        return f"choose {names[0]!r} or {names[1]!r}, not both"
    if len(names) > 2:
        return f"choose one of {_listed(names)}, only one"
    return f"choose {_listed(names)}"


def _listed(names: Iterable[str]) -> str:
    return ", ".join(repr(n) for n in names) or "none"


FREE_CHECKS["card_name"] = _check_card_name
