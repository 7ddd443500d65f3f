"""What a game works out from its state and keeps until it goes out of
date (:class:`Memo`): owned by the game, never assigned from outside."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Derivation, Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.rules.state import layers
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import RuleNote
    from mtgfaces.cards.model import Card
    from mtgfaces.rules.state.abilities import Scripted
    from mtgfaces.rules.state.board import Board
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.layers import Plan
    from mtgfaces.rules.state.mana import Grouped, Payment, Shape, Source, Unit
    from mtgfaces.rules.state.values import Result

    # A player's mana sources as rules/actions/paying.py keeps them: with the
    # board and turn they were found at, grouped, and the grouping's shape.
    KnownSources = tuple[object, list[Source], Grouped, Shape]


LookGrant = tuple[str | None, ObjectId | None]
"""A permission to look at a card exiled face down (406.3): the player it
was given to, and the permanent whose controller may look at it too
(702.75a), if any."""


Effects = tuple[tuple[ContinuousEffect, ...], tuple[CopyEffect, ...]]
"""The continuous effects (static abilities' included) and copy effects a
derivation was made under."""

Refused = tuple[
    GameObject,
    tuple[object, ...],
    tuple[tuple[object, ...], ...] | None,
    bool,
    bool,
    tuple[tuple[ManaCost, frozenset[str]], ...],
]
"""A card whose casts listing's checks before verify_cast all refused
(rules/listing.py), as the game keeps it (``Memo.refused_casts``): the
object, the timing and effects, what paid for a cost when it was too dear
(if one was looked at; the last few), whether it has a land side and (in
a hand) a special action or face-down cast, and each mana cost found too
dear with the spell's types."""

RefusedKey = tuple[ObjectId, str, Zone, bool]
"""What :data:`Refused` is kept by: the card's id, the player, the zone and
whether sorcery timing was possible."""

UNSTORED_KEPT = 2048
"""How many derivations of objects that aren't the game's :class:`Memo` keeps."""


_DECIDED_BY_THE_GAME = frozenset({"613.4a", "611.3a"})


def defined_by_the_game(found: Derivation) -> bool:
    """Whether a characteristic-defining ability (613.4a) set part of it, or
    a static ability's effect the rest of the game decides applied to it
    ("as long as", "for each": its 611.3a note, layers.Counted, whether the
    effect changed anything this time or not): it then depends on the rest
    of the game, and is worked out again for each game version."""
    return any(note.rule in _DECIDED_BY_THE_GAME for note in found.trace)


class Memo:
    """Values the game works out from its state and keeps until they go out
    of date, owned by the game (a copy starts with none): this version's
    characteristics of each object (:meth:`derivation`), the continuous
    effects sorted into layers (rebuilt when the effects or permanents change),
    each object's printed base (valid while the object is the same value),
    each object's characteristics (while what of it they read and the
    effects are the same;
    an object that isn't the game's, by its value),
    the static abilities' rule effects (while version and log stand),
    who may look at the cards exiled face down (while the log only grows),
    the payments found (while the mana sources stand) and whether a cost
    can be paid (by the resources), the cards whose casts listing's cheap
    checks refused (while the circumstances stand), each object's
    abilities of each kind (while it and its characteristics are the same),
    what the permanents have that every action looks at (while the
    board stands, rules/state/board.py), and where state-based actions last
    found none to perform (rules/sba.py)."""

    __slots__ = (
        "abilities",
        "affordable",
        "base",
        "board",
        "board_inputs",
        "current",
        "defined",
        "derived",
        "effects",
        "groupings",
        "looks",
        "made_by",
        "mana_sources",
        "payments",
        "plan",
        "plan_board",
        "plan_inputs",
        "plan_statics",
        "plan_version",
        "refused_casts",
        "resources",
        "result",
        "rule_effects",
        "settled",
        "static_rule_effects",
        "unstored",
        "version",
        "without_tokens",
        "would_be",
    )

    def __init__(self) -> None:
        # The game version the next ones are of: its derivations of the
        # game's objects, by id with the object, and the effects (Game.derive).
        self.version = -1
        self.current: dict[ObjectId, tuple[GameObject, Derivation]] = {}
        self.effects: Effects | None = None
        self.defined: list[ObjectId] = []  # in current, by a characteristic-defining ability
        self.plan: Plan | None = None
        self.plan_version = -1  # the game version the plan is known to be current at
        # The permanents with a static ability when the plan was built (layers.py).
        self.plan_statics: frozenset[ObjectId] = frozenset()
        # What the plan was built from: the game's effects, copy effects and
        # permanents (a new version with the same ones keeps the plan).
        self.plan_inputs: tuple[tuple[object, ...], ...] | None = None
        # The board mark the plan was last found for (marks.board_mark):
        # while it stands, so do the inputs.
        self.plan_board: tuple[object, ...] | None = None
        # Each object's characteristics, with the object and the effects
        # they were derived under (see Game.derive).
        self.derived: dict[ObjectId, tuple[GameObject, Effects, Derivation]] = {}
        # Objects that aren't the game's (a would-be spell, 601.3e), by value,
        # with the effects they were derived under.
        self.unstored: dict[GameObject, tuple[Effects, Derivation]] = {}
        # A card as it would be (rules/actions/permits.py would_be): by its id,
        # player, zone and status, with the card and the effects.
        self.would_be: dict[tuple[object, ...], tuple[GameObject, Effects, Characteristics]] = {}
        self.base: dict[ObjectId, tuple[GameObject, Characteristics, tuple[RuleNote, ...]]] = {}
        self.static_rule_effects: tuple[tuple[int, int], list[RuleEffect]] | None = None
        # All the rule effects in force (rules/actions/permits.py), with what they were found at.
        self.rule_effects: tuple[tuple[int, ...], tuple[RuleEffect, ...]] | None = None
        # Each player's mana sources (rules/actions/paying.py), with the board
        # and turn they were found at, and the version they were last looked
        # at: listing checks many costs per version.
        self.mana_sources: dict[str, tuple[int, tuple[object, list[Source], Grouped, Shape]]] = {}
        # The mana sources each permanent is, untapped (rules/actions/paying.py
        # _made_by), with its characteristics, card, face-down-ness and the
        # registry's generation they were found for.
        self.made_by: dict[ObjectId, tuple[Characteristics, Card, bool, int, tuple[Source, ...]]] = {}
        # Each player's resources for paying (rules/actions/paying.py
        # payable_resources), with the sources and pool they were found for.
        self.resources: dict[str, tuple[object, tuple[Unit, ...], Shape]] = {}
        # Whether a cost can be paid, by what decides it (rules/actions/paying.py payable).
        self.affordable: dict[tuple[object, ...], bool] = {}
        # Each player's sources as grouped for the payer, by the sources; and
        # for each grouping (by its id, kept with it), the payments found
        # (or, as a string, why none exists) by what was asked.
        self.groupings: dict[str, dict[tuple[Source, ...], Grouped]] = {}
        self.payments: dict[int, tuple[Grouped, dict[tuple[object, ...], Payment | str]]] = {}
        # Each object's scripted abilities of a kind (rules/state/registry.py
        # abilities_of), with the object, its characteristics and the
        # registry's generation they were found for.
        self.abilities: dict[
            tuple[ObjectId, type], tuple[GameObject, Characteristics, int, tuple[Scripted, ...]]
        ] = {}
        # What every action looks at after it is done, while the board stands
        # (rules/state/board.py): the triggered abilities by event, the static
        # ones, the daybound and nightbound permanents.
        self.board: Board | None = None
        # The board key of a version, with the plan's board mark it was found at.
        self.board_inputs: tuple[int, object, tuple[object, ...]] | None = None
        # The version at which state-based actions last found none to
        # perform, with what they looked at then (rules/sba.py).
        self.settled: tuple[int, object] | None = None
        self.result: tuple[int, Result | None] | None = None  # Game.result, with its version
        # The version and the number of tokens and spell copies put into the
        # game when state-based actions last found none in it (rules/sba.py).
        self.without_tokens: tuple[int, int] | None = None
        # The cards whose casts listing's checks before verify_cast all
        # refused (rules/listing.py), by id, player, zone and whether sorcery
        # timing was possible (listing.Refused says what is kept).
        self.refused_casts: dict[RefusedKey, Refused] = {}
        # Who may look at which card exiled face down (rules/state/views.py
        # look_grants): the restore it was read since, how much of the log
        # was read, and the grants found, by card.
        self.looks: tuple[int, int, dict[ObjectId, tuple[LookGrant, ...]]] | None = None

    def new_version(self, game: Game) -> None:
        """The game changed: what was worked out for its last version goes,
        but for the characteristics of objects that are the same values
        under the same effects, not defined by the rest of the game (see
        :meth:`derivation`)."""
        effects = (layers.plan(game).effects, tuple(game.copy_effects))
        if effects != self.effects:
            self.current.clear()
        for key in self.defined:
            self.current.pop(key, None)
        self.defined.clear()
        self.version, self.effects = game.version, effects

    def effects_now(self, game: Game) -> Effects:
        """The effects of the game's version, which derivations are kept under."""
        if self.effects is None or self.version != game.version:
            self.new_version(game)
        assert self.effects is not None
        return self.effects

    def derivation(self, game: Game, target: GameObject, *, stored: bool) -> Derivation:
        """What :meth:`Game.derive` doesn't find for this version: ``target``
        (the game's object if ``stored``, else one as it would be, 601.3e, or
        as it was) derived, or kept from an earlier version.

        Across game versions an object's characteristics depend on the object
        (a value), the continuous and copy effects (values, in lists the game
        owns; the static abilities' too, 611.3: the plan has them all) and,
        for a characteristic-defining ability (613.4a) or a static ability's
        effect the game decides (611.3a), on the rest of the game: they are
        kept while the first two stand, but for those two."""
        effects = self.effects_now(game)
        if not stored:  # kept by its value
            unstored = self.unstored.get(target)
            if unstored is not None and unstored[0] == effects:
                return unstored[1]
            found = layers.derive(game, target)
            if not defined_by_the_game(found):
                if len(self.unstored) >= UNSTORED_KEPT:
                    self.unstored.clear()  # a long game's would-be objects of cards long gone
                self.unstored[target] = (effects, found)
            return found
        kept = self.derived.get(target.id)
        if (
            kept is not None
            and kept[1] == effects
            and (kept[0] is target or layers.derivation_reads(kept[0]) == layers.derivation_reads(target))
        ):
            found = kept[2]  # the same value, for an object tapped or untapped, damaged, ...
            if kept[0] is not target:
                self.derived[target.id] = (target, effects, found)
        else:
            found = layers.derive(game, target)
            if defined_by_the_game(found):
                self.defined.append(target.id)  # for this version only
            else:
                self.derived[target.id] = (target, effects, found)
        self.current[target.id] = (target, found)
        return found

    def clear(self) -> None:
        """Forget everything (what a benchmark of cold derivation does)."""
        self.__init__()  # type: ignore[misc]
