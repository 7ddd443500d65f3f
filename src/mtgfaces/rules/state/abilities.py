"""What a scripted ability is: immutable definitions written in Python per
card (no Oracle text is parsed), found by the face name and the start of the
ability's line of rules text.

Four kinds (CR 113.3): a spell ability (what an instant or sorcery does as it
resolves, 113.3a), an activated ability (cost: effect, 602), a triggered
ability (when, whenever, at, 603) and a static ability (604), here the
rule-changing kind: permissions and prohibitions (601.3, 305.1, 602.5).

An ability belongs to an object while the object's characteristics have it:
the name of the face that is up and the ability's line of text (113.6, so a
face-down permanent has none, 708.2; a copy has the copied face's, 707.2).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card
from mtgfaces.rules.state.delayed import DelayedWhen
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.effects import ContinuousEffect
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject
    from mtgfaces.rules.state.permissions import RuleEffect


class Resolution(NamedTuple):
    """What an ability's (or spell's) effect works with as it resolves (608.2):
    its controller, its source (by id; the source may have left, 400.7, then
    ``source_name`` is its last known name), its targets and the values noted
    when it was put on the stack (``noted``: X, mana spent, a chosen color)."""

    game: Game
    controller: str
    source: ObjectId | None
    source_name: str
    targets: tuple[Target, ...]
    noted: dict[str, str]
    transformations: int | None = None  # the source's count as the ability was put on the stack, 701.27f
    card: Card | None = None  # the card of the ability's (or spell's) object on the stack

    def source_object(self, zone: Zone = Zone.BATTLEFIELD) -> GameObject | None:
        """The source if it is still the same object in ``zone`` (400.7)."""
        game, found = self.game, self.source
        if found is None or found not in game:
            return None
        obj = game.get(found)
        return obj if obj.zone is zone else None

    def legal_targets(self) -> tuple[Target, ...]:
        """The targets still there (608.2b: an illegal target is not affected)."""
        return tuple(t for t in self.targets if self.game.has_target(t))


Effect = Callable[[Resolution], None]
"""What an ability does as it resolves, composed from the engine's actions."""


class TargetKind(StrEnum):
    """What a scripted ability or spell may target (CR 115.1)."""

    CREATURE_YOU_CONTROL = "creature you control"
    CREATURE = "creature"
    PERMANENT = "permanent"
    NONLAND_PERMANENT = "nonland permanent"
    ARTIFACT_OR_CREATURE = "artifact or creature"
    NONLAND_PERMANENT_AN_OPPONENT_CONTROLS = "nonland permanent an opponent controls"
    OPPONENT = "opponent"
    PLAYER = "player"
    ANY = "any target"  # creature, player, planeswalker or battle (115.4)
    INSTANT_OR_SORCERY_CARD_IN_YOUR_GRAVEYARD = "instant or sorcery card in your graveyard"
    CREATURE_OR_NONLAND_PERMANENT = "nonland permanent or creature"
    ARTIFACT_CREATURE_OR_LAND_YOU_CONTROL = "artifact, creature or land you control"
    FILTERED = "as its filter says"  # a compiled ability's: :attr:`Targets.filter`


class TargetFilter(NamedTuple):
    """What a target compiled from rules text may be (115.1, 115.2): a
    player (``players``: "player" or "opponent"), or an object in ``zone``
    (none when ``zone`` is ``None``) of any of ``types`` (any permanent or
    card if empty), none of ``not_types``, any of ``subtypes`` if given, of
    one of ``colors`` if given, controlled (on the battlefield) or owned
    (elsewhere) by the chooser ("you") or another player ("opponent"),
    tapped or untapped if ``tapped`` says, attacking or blocking if
    ``in_combat``, with (or without) a ``keyword``, its power or mana value
    compared, a token or not. ``words`` is how the text says it ("creature
    or planeswalker an opponent controls")."""

    words: str
    zone: Zone | None = Zone.BATTLEFIELD
    types: tuple[str, ...] = ()
    not_types: tuple[str, ...] = ()
    subtypes: tuple[str, ...] = ()
    colors: tuple[str, ...] = ()
    whose: str = ""  # "", "you" or "opponent"
    players: str = ""  # "", "player" or "opponent"
    tapped: bool | None = None
    in_combat: bool = False  # "attacking or blocking"; "attacking" and "blocking" alone: ``combat``
    keyword: str = ""  # "with flying" (702): a keyword it has, or ("without") lacks
    without: bool = False
    power: Comparison | None = None  # "with power 4 or greater": >=4
    mana_value: Comparison | None = None  # "with mana value 3 or less": <=3
    token: bool | None = None  # "nontoken": False
    not_subtypes: tuple[str, ...] = ()  # "non-Elf"
    combat: str = ""  # "attacking" or "blocking" (508.1, 509.1)
    toughness: Comparison | None = None  # "with toughness 5 or less": <=5
    face_down: bool | None = None  # "face-down" (708.2)
    basic: bool | None = None  # "basic", "nonbasic" (205.4c)
    legendary: bool | None = None  # "legendary", "nonlegendary" (205.4a)
    multicolored: bool = False  # "multicolored": two or more colors (105.2b)
    not_colors: tuple[str, ...] = ()  # "nonblack": none of these colors (105.2)
    damaged_this_turn: bool = False  # "that was dealt damage this turn" (120.3)
    # "that entered the battlefield under your control this turn": this object
    # entered this turn under the chooser's control (603.6a, 400.7)
    entered_under_yours_this_turn: bool = False
    # "creature or Vehicle", "instant, sorcery, or Wizard": an object of none
    # of ``types`` fits too if it has one of these subtypes (205.3)
    or_subtypes: tuple[str, ...] = ()
    # "with mana value X", "with toughness X or less": (stat, operator) tests
    # against X's value as it resolves (608.2h), bound by what reads it then;
    # unbound, nothing fits
    x_tests: tuple[tuple[str, str], ...] = ()
    # 115.1a: an ability on the stack, not a permanent or card: "activated",
    # or "any" ("activated or triggered": every ability on the stack, 113.1c)
    ability: str = ""
    also_zone: Zone | None = None  # "spell or nonland permanent": the stack too (115.1)
    # "ability from an artifact or enchantment source": the ability's source
    # (113.7: as it is, or as it last existed) has one of these types
    source_types: tuple[str, ...] = ()
    owned: bool = False  # "permanents you own": its owner is the chooser (108.3), whoever controls it
    # "with mana value less than or equal to ~'s power": (stat, operator)
    # tests against the source's power, bound where targets are chosen and
    # checked (its last known power once it has left, 113.7a); unbound,
    # nothing fits
    power_tests: tuple[tuple[str, str], ...] = ()
    single_target: bool = False  # "with a single target" (115.7): a spell or ability with exactly one target
    counter: str = ""  # "with a -1/-1 counter on it": one or more counters of this kind on it (122.1)


SPELL_OR_ABILITY = "spell or ability"
"""A :class:`TargetFilter`'s ``ability`` for "target spell or ability"
(115.1a): any spell or ability on the stack."""


class Targets(NamedTuple):
    """How many targets of which kind (``minimum`` 0 for "up to"); a
    compiled ability's targets say what they may be with ``filter`` (its
    ``kind`` is then :attr:`TargetKind.FILTERED`)."""

    kind: TargetKind
    number: int = 1
    minimum: int | None = None  # default: exactly ``number``
    another: bool = False  # "another target ...": not the source itself (115.5)
    filter: TargetFilter | None = None
    then: Targets | None = None  # the next "target" word of the same text; its targets follow (601.2c)
    # "from a single graveyard": all of this word's targets have one owner (601.2c)
    one_graveyard: bool = False
    # "that each have a different mana value": no two of this word's targets share one (601.2c)
    different_mana_values: bool = False

    @property
    def words(self) -> str:
        """What the targets may be, as the rules text says ("; " between
        the target words of one text)."""
        words = self.filter.words if self.filter is not None else self.kind.value
        return words if self.then is None else f"{words}; {self.then.words}"

    @property
    def groups(self) -> tuple[Targets, ...]:
        """One spec per "target" word, in the order of the text (601.2c)."""
        first = self._replace(then=None)
        return (first,) if self.then is None else (first, *self.then.groups)

    def with_x(self, x: int | None) -> Targets:
        """Every word's filter with its X tests ("with mana value X or less")
        bound to the X chosen for the spell (601.2b: chosen before its
        targets, 601.2c; 107.3b: 0 if nothing chose it)."""
        if not any(g.filter is not None and g.filter.x_tests for g in self.groups):
            return self
        chain: Targets | None = None
        for word in reversed(self.groups):
            wanted = word.filter
            if wanted is not None and wanted.x_tests:
                for stat, op in wanted.x_tests:
                    test = Comparison(op, max(0, x or 0))
                    wanted = (
                        wanted._replace(mana_value=test)
                        if stat == "mana value"
                        else wanted._replace(toughness=test)
                    )
                wanted = wanted._replace(x_tests=())
            chain = word._replace(filter=wanted, then=chain)
        assert chain is not None
        return chain

    @property
    def least(self) -> int:
        """The fewest targets in all (the "up to" words may have none)."""
        return sum(g.number if g.minimum is None else g.minimum for g in self.groups)

    @property
    def most(self) -> int:
        """The most targets in all."""
        return sum(g.number for g in self.groups)

    def split(self, chosen: Sequence[Target]) -> tuple[tuple[Target, ...], ...]:
        """The chosen targets of each target word: they are announced in the
        order of the words (601.2c), and only one word may have a variable
        number of them ("up to two target cards ... Target player ..."), so
        positions say which word each is for: the words before it from the
        start, those after it from the end, it the rest."""
        groups = self.groups
        variable = [i for i, g in enumerate(groups) if g.minimum is not None]
        middle = variable[0] if len(variable) == 1 else len(groups) - 1
        after = sum(g.number for g in groups[middle + 1 :])
        found: list[tuple[Target, ...]] = []
        start = 0
        for index, group in enumerate(groups):
            end = len(chosen) - after if index == middle else start + group.number
            found.append(tuple(chosen[start:end]))
            start = end
        return tuple(found)


_COUNT_WORDS = dict(
    enumerate(("zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"))
)


class PermanentsCost(NamedTuple):
    """A cost paid with other permanents (602.2b): "Sacrifice a creature",
    "Sacrifice another Wizard" (701.21a), "Tap an untapped creature you
    control" (701.26a): ``number`` permanents its controller controls that
    fit ``filter`` (untapped, to tap them; not the source itself when
    ``another``), chosen as the cost is paid."""

    verb: str  # "sacrifice", "tap" or "exile"
    number: int
    filter: TargetFilter
    another: bool = False

    def __str__(self) -> str:
        many = _COUNT_WORDS.get(self.number, str(self.number))  # as the text writes it
        words = ["a" if self.number == 1 else many]
        if self.another:
            words = ["another"] if self.number == 1 else [many, "other"]
        if self.verb == "tap":
            words = [*(["an"] if words == ["a"] else words), "untapped"]
        return " ".join([self.verb, *words, self.filter.words])


class Cost(NamedTuple):
    """An activation cost (CR 602.2b, 118). Its mana is paid when the game
    pays costs (``Game.pay_costs``), else recorded."""

    mana: str = ""
    tap: bool = False  # {T} (107.5): the source must be untapped, and becomes tapped
    sacrifice_self: bool = False  # "Sacrifice this ...": it goes to its owner's graveyard (701.21)
    exile_self: bool = False
    discard: int = 0
    exile_chosen: bool = False  # the objects chosen as it is activated are exiled (craft's materials)
    loyalty: int | None = None  # a loyalty ability's [+N]/[-N] (606.4): counters put on or removed
    untap: bool = False  # {Q} (107.6): the source must be tapped, and becomes untapped
    remove_counters: tuple[str, int] | None = None  # "Remove N [kind] counters from it" (122.8)
    discard_hand: bool = False  # "Discard your hand" (701.9a)
    sacrifice: PermanentsCost | None = None  # "Sacrifice a creature": others, chosen as it is paid
    tap_others: PermanentsCost | None = None  # "Tap an untapped creature you control" (701.26a)
    # "Exile a face-down permanent you control face up" (406.2; 708.9: revealed as it leaves)
    exile_others: PermanentsCost | None = None
    crew: int | None = None  # 702.122a: tap other untapped creatures with total power N or greater
    life: int = 0  # "Pay N life" (119.4: only with at least that much life)
    discard_self: bool = False  # "Discard this card" (701.9a): cycling's cost, from the hand (702.29a)
    # "Put a card exiled with ~ into its owner's graveyard" (607.2a): one the controller chooses
    bin_linked: bool = False

    def __str__(self) -> str:
        parts = [self.mana] if self.mana else []
        parts += ["{T}"] if self.tap else []
        parts += ["{Q}"] if self.untap else []
        if self.remove_counters is not None:
            kind, number = self.remove_counters
            parts.append(f"remove {number} {kind} counter{'s' if number != 1 else ''}")
        parts += ["sacrifice it"] if self.sacrifice_self else []
        parts += [str(self.sacrifice)] if self.sacrifice is not None else []
        parts += [str(self.tap_others)] if self.tap_others is not None else []
        parts += [str(self.exile_others)] if self.exile_others is not None else []
        parts += [f"pay {self.life} life"] if self.life else []
        if self.crew is not None:
            parts.append(f"tap other untapped creatures with total power {self.crew} or greater")
        parts += ["exile it"] if self.exile_self else []
        parts += [f"discard {self.discard}"] if self.discard else []
        parts += ["discard your hand"] if self.discard_hand else []
        parts += ["discard this card"] if self.discard_self else []
        parts += ["put a card exiled with it into its owner's graveyard"] if self.bin_linked else []
        parts += [f"[{self.loyalty:+d}]".replace("-", "−")] if self.loyalty is not None else []
        return ", ".join(parts) or "no cost"


class Delayed(NamedTuple):
    """A delayed triggered ability an ability's effect may make as it
    resolves (CR 603.7a): what it does when it triggers (``effect``, run with
    the values noted as it was made, 603.7c), as the text says it. A
    reflexive one (603.12) may have targets, chosen as it is put on the
    stack (603.3d): ``targets``, as a triggered ability's."""

    text: str
    when: DelayedWhen
    effect: Effect
    rule: str = "603.7"
    targets: Callable[[TriggerCheck], tuple[Target, ...]] | None = None
    least_targets: int = 0  # the fewest its target words need (603.3d)


class Activated(NamedTuple):
    """An activated ability (CR 602): ``cost: effect``."""

    face: str
    text: str  # how the ability's line of rules text starts
    cost: Cost
    effect: Effect
    rule: str  # the CR rule of what it does
    sorcery_speed: bool = False  # "Activate only as a sorcery" (602.5d)
    once_each_turn: bool = False  # "Activate only once each turn" (602.5b)
    targets: Targets | None = None
    mana_ability: bool = False  # 605.1a: no target, could add mana; doesn't use the stack (605.3b)
    zone: Zone = Zone.BATTLEFIELD  # where its source must be (113.6)
    # Why the choices made as it is activated can't pay its cost (602.2b),
    # or None: (game, source, player, chosen).
    check_cost: Callable[[Game, GameObject, str, tuple[str, ...]], str | None] | None = None
    # A mana ability's choices of what one activation adds, each as symbols
    # ("{U}", "{C}{C}"): what the payer may tap it for (605.3a, 601.2g).
    produces: tuple[str, ...] = ()
    spend_only: str = ""  # what that mana may be spent on, as a kind of spell (106.6); "" for anything
    delayed: tuple[Delayed, ...] = ()  # the delayed triggered abilities its effect may make (603.7a)
    # 601.2f, 602.2b, 118.7a: the generic mana its own text takes off its
    # activation cost ("costs {1} less to activate for each ..."), counted as
    # the total cost is determined: (game, source, player) -> amount.
    reduced_by: Callable[[Game, GameObject, str], int] | None = None

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class TriggerCheck(NamedTuple):
    """An event and an object that might have a triggered ability for it."""

    game: Game
    event: Event
    source: GameObject


class Triggered(NamedTuple):
    """A triggered ability (CR 603): when ``event`` happens and ``condition``
    holds for it (and the intervening "if", 603.4, both now and on
    resolution), it triggers; ``note`` keeps the facts the effect needs,
    looked at as it triggers (603.10, last known information)."""

    face: str
    text: str
    event: EventKind
    condition: Callable[[TriggerCheck], bool]
    effect: Effect
    rule: str
    note: Callable[[TriggerCheck], dict[str, str]] | None = None
    intervening_if: Callable[[Resolution], bool] | None = None
    zone: Zone = Zone.BATTLEFIELD
    also: tuple[EventKind, ...] = ()  # more trigger events ("enters or transforms into", 603.6a, 701.27e)
    # The targets, chosen as it is put on the stack (603.3d); no player is
    # asked, so the script chooses (an empty choice for "up to one").
    targets: Callable[[TriggerCheck], tuple[Target, ...]] | None = None
    # The fewest targets its target words need: with fewer legal ones, it is
    # removed from the stack as it would be put there (603.3d).
    least_targets: int = 0
    delayed: tuple[Delayed, ...] = ()  # the delayed triggered abilities its effect may make (603.7a)
    # The division of its effect among the targets chosen, announced with
    # them (601.2d, 603.3d), as values noted with it.
    divide: Callable[[TriggerCheck, tuple[Target, ...]], dict[str, str]] | None = None
    # Its target words, where they are known (a compiled ability's): what a
    # new target must be when an effect changes its target (115.7a).
    target_words: Targets | None = None

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


GRAVEYARD_EVENTS = frozenset({EventKind.TURNED_FACE_UP})
"""The events the triggered abilities of cards in graveyards are looked for
on (113.6: "whenever a permanent you control is turned face up, return ~
from your graveyard"): only those, so other events look at no graveyard."""


class SpellAbility(NamedTuple):
    """What an instant or sorcery face does as it resolves (CR 113.3a, 608.2)."""

    face: str
    text: str
    effect: Effect
    rule: str
    targets: Targets | None = None
    delayed: tuple[Delayed, ...] = ()  # the delayed triggered abilities its effect may make (603.7a)

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class Static(NamedTuple):
    """A static ability that changes rules (CR 604.1, 601.3, 602.5) while its
    source is on the battlefield: ``effects`` gives them for the source."""

    face: str
    text: str
    effects: Callable[[Game, GameObject], Iterable[RuleEffect]]
    rule: str

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class StaticEffect(NamedTuple):
    """A static ability that changes characteristics (CR 604.1, 611.3, 613):
    while its source is on the battlefield, ``effects(source, controller)``
    gives its continuous effects (the layers give them the source's
    timestamp, 613.7a). Which permanents have one is read from their face
    up (or face down: none, 708.2) before other effects apply: an effect
    that adds or removes such an ability (613.1f) doesn't change it.

    ``counted``, for an ability whose effect depends on the rest of the game
    ("as long as [condition]", 611.3a, 604.2; "for each [thing]": its value
    continuously determined, not locked in), says how many times its
    effects apply now (0 while the condition isn't met, 1 once it is, the
    number counted) for ``(game, source)``; the layers ask it every time
    they apply the effects, and characteristics it changes aren't kept
    from one game version to the next (see ``memo.defined_by_the_game``).
    Such an effect changes only abilities (613.1f) and power and toughness
    (613.4c), so what ``counted`` reads of the permanents, their types (613.1d),
    is decided before it applies. ``counts`` says what it counts, for the trace.
    ``each``: ``counted`` is asked of each object the effect applies to
    rather than of its source ("attacking creatures you control get +1/+0":
    whether that creature is attacking now, 611.3a). ``changes_types``: the
    effect the game decides changes types (613.1d) instead, allowed only
    where what ``counted`` reads is no characteristic of any permanent
    (living metal's "during your turn", 702.161a)."""

    face: str
    text: str
    effects: Callable[[GameObject, str], tuple[ContinuousEffect, ...]]
    rule: str
    counted: Callable[[Game, GameObject], int] | None = None
    counts: str = ""
    each: bool = False
    changes_types: bool = False

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class Damage(NamedTuple):
    """Damage about to be dealt (120.3): by ``source`` to ``to``, combat
    damage or not (510.2), and the source's controller (108.4a: its owner
    if it is neither a permanent nor a spell; as it last existed if it has
    left, 608.2h), ``None`` when that can't be known."""

    source: ObjectId | None
    to: Target
    amount: int
    combat: bool = False
    source_controller: str | None = None


class DamageReplacement(NamedTuple):
    """A replacement effect on damage (CR 614.1a, "instead"), from a permanent:
    ``change(game, permanent, damage)`` gives the new amount."""

    face: str
    text: str
    change: Callable[[Game, GameObject, Damage], int]
    rule: str

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class AsEnters(NamedTuple):
    """A permanent's own replacement effect on how it enters (CR 614.1c,
    614.12): "enters with ...", "As ~ enters ...", "enters as a copy"; with
    :attr:`EventKind.TURNED_FACE_UP` in ``on``, "As ~ is turned face up" (the
    same kind of effect, 702.37, Vesuvan Shapeshifter). ``apply(game,
    permanent)`` does it. The engine applies it at the end of the action
    that put the permanent there, before any ability triggers, any state-
    based action is checked or any player gets priority: nothing sees the
    permanent in between, so it is as if it entered that way."""

    face: str
    text: str
    apply: Callable[[Game, GameObject], None]
    rule: str
    on: tuple[EventKind, ...] = (EventKind.ENTERED_BATTLEFIELD,)

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


class DefinesPowerToughness(NamedTuple):
    """A characteristic-defining ability setting power and toughness (CR
    604.3, 613.4a: layer 7a), in every zone: ``value(game, obj)`` gives
    (power, toughness); ``power_only``: it defines only power ("~'s power
    is equal to ..."), the printed toughness stays."""

    face: str
    text: str
    value: Callable[[Game, GameObject], tuple[int, int]]
    rule: str = "604.3"
    power_only: bool = False

    @property
    def key(self) -> str:
        return f"{self.face}: {self.text}"


Scripted = (
    Activated
    | Triggered
    | SpellAbility
    | Static
    | StaticEffect
    | DamageReplacement
    | AsEnters
    | DefinesPowerToughness
)
