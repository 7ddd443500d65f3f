"""What an action costs (CR 601.2f, 602.2b, 116.2): the total cost of a
spell as its caster determines it, and the costs of special actions.

A spell's total cost is its mana cost or one alternative cost (118.9: face
down for {3} with morph, megamorph or disguise, 702.37c, 702.168a; disturb,
702.146a; More Than Meets the Eye, 702.162a; a foretell cost, 702.143a;
"without paying its mana cost", which leaves X at 0, 107.3b), plus
additional costs and increases (the commander tax, 903.8; 118.9d: they apply
to an alternative cost too). The mana cost paid is that of the face or half
being cast (an MDFC's back face, an Adventure, a split half or both halves
fused, 702.102c; a prototype, 702.160b; 601.3e), which the characteristics
the spell will have on the stack already say.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.keywords import keyword_cost
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.mana import NO_MANA_COST, ManaCost
from mtgfaces.cards.model import Face, Side
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.status import FaceDown, Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

FACE_DOWN_COST = ManaCost.parse("{3}")  # CR 702.37c, 702.168a
FORETELL_ACTION_COST = ManaCost.parse("{2}")  # CR 702.143a
WARD_FACE_DOWN = ManaCost.parse("{2}")  # CR 702.168a, 701.58a
COMMANDER_TAX = 2  # CR 903.8: {2} for each previous cast from the command zone
KICKED = "kicked"
"""In a spell's ``Status.chosen``: it was kicked (702.33a, "if it was kicked")."""
AS_THOUGH_FLASH = "as though it had flash"
"""In a spell's ``Status.chosen``: it was cast at a time only flash allows,
by the permission of its own text, which costs more (601.2f, 702.8a)."""
_FLASH_FOR_MORE = re.compile(
    r"^You may cast this spell as though it had flash if you pay \{(?P<amount>\d+)\} more to cast it\.$"
)


def flash_for_more(value: Characteristics) -> int | None:
    """How much more a spell costs to cast as though it had flash, if its
    text lets it: "You may cast this spell as though it had flash if you
    pay {2} more to cast it." (702.8a, 601.2f); ``None`` if it doesn't."""
    for line in value.abilities:
        said = _FLASH_FOR_MORE.match(line.strip())
        if said is not None:
            return int(said.group("amount"))
    return None


ALTERNATIVES = (
    "face_down",
    "disturb",
    "more_than_meets_the_eye",
    "foretell",
    "flashback",
    "without_paying_its_mana_cost",
    "from_another_effect",
)
"""The alternative costs a spell may be cast for (118.9), as ``Status.alternative`` names them."""


class TotalCost(NamedTuple):
    """A total cost's mana (601.2f): ``mana`` with X = ``x``, plus
    ``extra_generic`` (the commander tax and cost increases; negative for a
    net reduction, which takes off generic mana only, 118.7a); ``basis``
    says which cost it is, with its rule, ``changes`` the additions and
    reductions, in words."""

    mana: ManaCost
    x: int
    extra_generic: int
    basis: str
    rule: str
    changes: tuple[str, ...] = ()
    alternative: str | None = None  # which of ALTERNATIVES, if one is paid
    additional: ManaCost = NO_MANA_COST  # additional mana costs: a kicker cost (702.33a)

    @property
    def to_pay(self) -> ManaCost:
        """The mana symbols to pay: the cost's and the additional costs' (601.2f)."""
        return self.mana.combined(self.additional)

    @property
    def amount(self) -> int:
        """How much mana it is (X counted, 107.3)."""
        generic = sum(int(s.value) for s in self.mana.symbols if s.kind.value == "generic")
        generic += self.x * sum(1 for s in self.mana.symbols if s.is_variable)
        reduced = min(-self.extra_generic, generic) if self.extra_generic < 0 else -self.extra_generic
        return int(self.mana.mana_value(x=self.x)) - reduced

    def __str__(self) -> str:
        words = f"{self.mana.text or '{0}'} ({self.basis}, {self.rule})"
        if self.mana.has_variable:
            words += f" with X={self.x}"
        for change in self.changes:
            words += f" {change}"
        return words


def spell_cost(
    game: Game,
    obj: GameObject,
    zone: Zone,
    status: Status,
    value: Characteristics,
    *,
    player: str,
    without_paying_mana_cost: bool = False,
    increases: tuple[tuple[int, str], ...] = (),
    offered: tuple[ManaCost, str] | None = None,
) -> TotalCost:
    """The total cost of casting ``obj`` from ``zone`` as a spell with
    ``status`` (face up, face down how, X) and characteristics ``value`` on
    the stack (601.2f). ``increases``: the cost increases (positive) and
    reductions (negative) that apply to it, each with its source in words
    (118.9d: an alternative cost is increased and reduced too). ``offered``:
    an alternative cost another effect offers, chosen (118.9, 601.2b), and
    its words."""
    x = status.x or 0
    changes: list[str] = []
    extra = 0
    if zone is Zone.COMMAND and game.is_commander(obj):
        tax = COMMANDER_TAX * game.player(player).commander_cast_count(obj.card.name)
        if tax:
            extra += tax
            changes.append(f"plus {{{tax}}} commander tax (903.8)")
    additional = NO_MANA_COST
    if KICKED in status.chosen:
        kicker = keyword_cost(_face_cast(obj, status), "Kicker")
        if kicker is not None:
            additional = kicker
            changes.append(f"plus {kicker.text} kicker (702.33a)")
    more = flash_for_more(value) if AS_THOUGH_FLASH in status.chosen else None
    if more:
        extra += more
        changes.append(f"plus {{{more}}} to cast it as though it had flash (its own text, 601.2f)")
    for amount, source in (*increases, *_reductions_of_its_own(game, value, player)):
        extra += amount
        changes.append(f"{'plus' if amount > 0 else 'minus'} {{{abs(amount)}}} ({source}, 601.2f)")
    if without_paying_mana_cost:
        basis = "without paying its mana cost"
        rule = "118.9, 107.3b"
        key = "without_paying_its_mana_cost"
        return TotalCost(NO_MANA_COST, 0, extra, basis, rule, tuple(changes), key, additional)
    if offered is not None:  # 118.9, 107.3b: a cost with no X, so X is 0
        mana, words = offered
        return TotalCost(mana, 0, extra, words, "118.9", tuple(changes), "from_another_effect", additional)
    found = _alternative(obj, zone, status)
    if found is None:
        return TotalCost(
            value.mana_cost, x, extra, "its mana cost", "601.2f", tuple(changes), None, additional
        )
    mana, basis, rule, key = found
    return TotalCost(mana, x, extra, basis, rule, tuple(changes), key, additional)


_REDUCTION = re.compile(
    r"^This spell costs \{(?P<amount>\d+)\} less to cast if "
    r"(?:you control an? (?P<kinds>[A-Z][a-z]+(?: or [A-Z][a-z]+)?)"
    r"|(?P<none>an opponent controls no basic lands))\.$"
)


def reduces_its_own_cost(line: str) -> bool:
    """Whether the line is a cost reduction of the spell itself that
    :func:`spell_cost` reads (601.2f): "This spell costs {1} less to cast if
    you control a Wolf or Werewolf", "... if an opponent controls no basic
    lands"."""
    return _REDUCTION.match(line.strip()) is not None


def _reductions_of_its_own(game: Game, value: Characteristics, player: str) -> list[tuple[int, str]]:
    """601.2f: the spell's own "This spell costs {N} less to cast if ..."
    where the condition holds as the cost is determined (a reduction, so
    negative)."""
    found: list[tuple[int, str]] = []
    for line in value.abilities:
        said = _REDUCTION.match(line.strip())
        if said is None:
            continue
        if said.group("none"):
            holds = any(
                not any(
                    "Basic" in game.characteristics(o).supertypes and game.characteristics(o).has_type("Land")
                    for o in game.objects(Zone.BATTLEFIELD, opponent)
                )
                for opponent in game.opponents(player)
            )
        else:
            kinds = said.group("kinds").split(" or ")
            mine = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD, player)]
            holds = any(k in v.subtypes or v.has_type(k) for v in mine for k in kinds)
        if holds:
            found.append((-int(said.group("amount")), "its own text"))
    return found


class AdditionalCost(NamedTuple):
    """A spell's "As an additional cost to cast this spell, ..." (601.2b,
    601.2f, 601.2h): sacrifice permanents, discard cards, or exile cards
    from its caster's graveyard, ``number`` of them, each with one of
    ``types`` (any card or permanent if empty)."""

    verb: str  # "sacrifice", "discard" or "exile"
    number: int
    types: tuple[str, ...]
    line: str

    @property
    def zone(self) -> Zone:
        """Where what pays it comes from."""
        return {"sacrifice": Zone.BATTLEFIELD, "discard": Zone.HAND}.get(self.verb, Zone.GRAVEYARD)


_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_ADDITIONAL = re.compile(
    r"^As an additional cost to cast (?P<spell>[^,]+), (?P<verb>sacrifice|discard|exile) "
    r"(?P<count>an?|one|two|three|four|five|six|seven) (?P<what>[a-z]+(?: or [a-z]+)?)?s?(?: cards?)?"
    r"(?P<graveyard> from your graveyard)?\.$"
)


def additional_costs(value: Characteristics) -> tuple[AdditionalCost, ...]:
    """The additional costs of sacrificing, discarding or exiling that the
    spell's lines of text say (the face being cast, 601.3e)."""
    found = []
    itself = {"this spell", *value.names}  # "to cast Finish": the half's own name (201.5)
    for line in value.abilities:
        match = _ADDITIONAL.match(line)
        if match is None or (match.group("verb") == "exile") != bool(match.group("graveyard")):
            continue
        if match.group("spell") not in itself:
            continue
        words = [w.removesuffix("s") for w in (match.group("what") or "").split(" or ")]  # "six cards"
        types = tuple(w.capitalize() for w in words if w not in ("", "card", "permanent"))
        found.append(AdditionalCost(match.group("verb"), _NUMBERS[match.group("count")], types, line))
    return tuple(found)


def sacrifices_one(value: Characteristics) -> bool:
    """Whether the spell's additional cost sacrifices exactly one permanent
    (601.2b): what "the sacrificed creature's power" of its text is (608.2h)."""
    return any(need.verb == "sacrifice" and need.number == 1 for need in additional_costs(value))


SACRIFICED_NOTE = "sacrificed to cast it:"
"""How the cost_paid event of a spell's additional cost (601.2h) starts when
it notes the one permanent sacrificed, as it last existed (608.2h)."""


def sacrificed_note(seen: Characteristics) -> str:
    """The note of that event: the sacrificed permanent's values as it last
    existed on the battlefield (``seen``)."""
    power, toughness = (int(printed_number(n) or 0) for n in (seen.power, seen.toughness))
    return f"{SACRIFICED_NOTE} power={power} toughness={toughness} mana value={int(seen.mana_value)}"


def read_sacrificed_note(note: str) -> dict[str, str]:
    """The values a :func:`sacrificed_note` holds, under the keys an
    ability's noted values use ("sacrificed power", 608.2h); none for
    another note.

    >>> read_sacrificed_note("sacrificed to cast it: power=3 toughness=2 mana value=4")["sacrificed power"]
    '3'
    """
    if not note.startswith(SACRIFICED_NOTE):
        return {}
    return {f"sacrificed {stat}": amount for stat, amount in _STAT.findall(note)}


_STAT = re.compile(r"(power|toughness|mana value)=(-?\d+)")


_SELF_REDUCTION = re.compile(
    r"^(?P<keyword>[A-Z][a-z]+(?: [a-z]+)*) \{[^.]*\}\. This cost is reduced by \{(?P<amount>\d+)\} for each "
    r"(?P<what>[a-z]+(?: and [a-z]+)?) card in your graveyard\."
)


def self_reduction(game: Game, player: str, face: Face, keyword: str) -> int:
    """How much a keyword's cost reduces itself (601.2f, 118.7): "Disguise
    {5}{R}. This cost is reduced by {1} for each instant and sorcery card
    in your graveyard." counts ``player``'s graveyard now; 0 without such a
    sentence."""
    for line in face.oracle_text.splitlines():
        match = _SELF_REDUCTION.match(line)
        if match is None or match.group("keyword").lower() != keyword.lower():
            continue
        kinds = [w.capitalize() for w in match.group("what").split(" and ")]
        cards = game.objects(Zone.GRAVEYARD, player)
        count = sum(1 for c in cards if any(game.characteristics(c).has_type(k) for k in kinds))
        return int(match.group("amount")) * count
    return 0


def _face_cast(obj: GameObject, status: Status) -> Face:
    """The face or half being cast, whose keywords (kicker, flashback) are
    the cast's (601.3e); the front face for both halves fused."""
    return next((f for f in obj.card.faces if f.side == status.up), obj.card.front)


def _alternative(obj: GameObject, zone: Zone, status: Status) -> tuple[ManaCost, str, str, str] | None:
    """The alternative cost the way it is cast implies, if any (118.9):
    the cost, in words, its rule, and its key (:data:`ALTERNATIVES`)."""
    front = obj.card.front
    if status.face_down is not None:
        return FACE_DOWN_COST, f"face down with {status.face_down.value}", "702.37c, 702.168a", "face_down"
    if status.up is Side.BACK and rules_for(obj.card).nonmodal:
        disturb = keyword_cost(front, "Disturb")
        if zone is Zone.GRAVEYARD and disturb is not None:
            return disturb, "disturb", "702.146a", "disturb"
        converted = keyword_cost(front, "More Than Meets the Eye")
        if converted is not None:
            return converted, "More Than Meets the Eye", "702.162a", "more_than_meets_the_eye"
    if zone is Zone.EXILE and obj.status.face_down is FaceDown.FORETELL:
        # 702.143d: the foretell cost an effect gave it, else its own (702.143a)
        given = obj.status.foretell_cost
        foretell = ManaCost.parse(given) if given is not None else keyword_cost(front, "Foretell")
        if foretell is not None:
            return foretell, "its foretell cost", "702.143a", "foretell"
    if status.alternative == "flashback":
        flashback = keyword_cost(_face_cast(obj, status), "Flashback")
        if flashback is not None:
            return flashback, "flashback", "702.34a", "flashback"
    return None


def implied_alternative(obj: GameObject, zone: Zone, status: Status) -> str | None:
    """The key (:data:`ALTERNATIVES`) of the alternative cost the way it is
    cast implies (face down, disturb, More Than Meets the Eye, foretell,
    flashback), if any (118.9)."""
    found = _alternative(obj, zone, status)
    return None if found is None else found[3]


def turn_face_up_cost(obj: GameObject, how: str) -> tuple[ManaCost, str] | None:
    """The cost of turning a face-down permanent face up (116.2b): its
    morph, megamorph or disguise cost (702.37e, 702.168d), or for a
    manifested or cloaked card its mana cost (701.40b, 701.58b). ``None``
    when it has no such cost."""
    front = obj.card.front
    if how in ("morph", "megamorph", "disguise"):
        cost = keyword_cost(front, how.capitalize())
        return None if cost is None else (cost, "702.37e" if how != "disguise" else "702.168d")
    if how == "mana_cost":
        cost = front.mana_cost
        return None if cost.is_none else (cost, "701.40b, 701.58b")
    return None
