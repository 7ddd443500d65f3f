"""Rule-changing effects about what players may play or cast: permissions,
prohibitions and extra land plays (CR 601.3, 305.2, 201.4).

These are continuous effects too, but they change rules rather than
characteristics, so they are kept apart from the layers.
"""

from __future__ import annotations

from enum import StrEnum
from typing import NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.filters import Filter


class RuleEffectKind(StrEnum):
    """The kinds of rule-changing effects (the scenario language's names)."""

    MAY_PLAY_LANDS_FROM = "may_play_lands_from"  # lands only (seed S3)
    MAY_CAST_FROM = "may_cast_from"  # spells only, never a land face (S2)
    MAY_PLAY_FROM = "may_play_from"  # lands and spells, by the face chosen (S2)
    CANT_CAST = "cant_cast"  # spells matching a filter (601.3e: the face being cast)
    CANT_PLAY_LANDS = "cant_play_lands"
    EXTRA_LAND_PLAYS = "extra_land_plays"  # CR 305.2a
    CANT_CAST_NAMED = "cant_cast_named"  # a chosen name (201.4, S9)
    CANT_PLAY_NAMED = "cant_play_named"
    MAY_CAST_TRANSFORMED = "may_cast_transformed"  # disturb and the like (712.11a)
    # A player's own Cast "free" (without paying its mana cost) needs one,
    # for those ``objects`` (every object if none): 118.9.
    MAY_CAST_WITHOUT_PAYING = "may_cast_without_paying"
    CANT_ACTIVATE_NAMED = "cant_activate_named"  # Pithing Needle: a chosen name (602.5, 201.4)
    PREVENT_COMBAT_DAMAGE = "prevent_combat_damage"  # by sources matching the filter (615.1, Moonmist)
    DAMAGE_CANT_BE_PREVENTED = "damage_cant_be_prevented"  # this turn (615.12, Stomp)
    # All damage that would be dealt to the player's permanents matching the
    # filter is prevented (615.1; Summon: Alexander's chapters I and II), or,
    # with ``objects``, to those permanents whoever controls them.
    PREVENT_DAMAGE_TO = "prevent_damage_to"
    # Combat damage that would be dealt to the player's attacking permanents
    # matching the filter is prevented (615.1, 510.2; Goldbug, Humanity's
    # Ally: "attacking Humans you control").
    PREVENT_COMBAT_DAMAGE_TO_ATTACKING = "prevent_combat_damage_to_attacking"
    # The player's spells matching the filter cost {amount} more or less to
    # cast (601.2f; a reduction reduces only the generic part, 118.7a).
    SPELLS_COST_MORE = "spells_cost_more"
    SPELLS_COST_LESS = "spells_cost_less"
    # The next ``amount`` damage that would be dealt this turn to the
    # permanent in ``objects`` or, with none, to the player ``player`` is
    # prevented (615.7); it shrinks as it prevents, and is gone at 0.
    PREVENTION_SHIELD = "prevention_shield"
    # Damage that would reduce the player's life total to less than 1
    # reduces it to 1 instead (614.1a; Fortune Thief).
    LIFE_STAYS_AT_1 = "life_stays_at_1"
    # Every morph cost (megamorph's too, 702.37b) costs {amount} more, for
    # every player (Exiled Doomsayer); not the cost of casting face down.
    MORPH_COSTS_MORE = "morph_costs_more"
    # The player's permanents matching the filter enter with ``amount``
    # additional +1/+1 counters on them (614.1c, 614.12; Curator Beastie).
    ENTER_WITH_PLUS_ONE_COUNTERS = "enter_with_plus_one_counters"
    # Combat damage that would be dealt to the player by unblocked creatures
    # is dealt to the permanent in ``objects`` instead (614.1a; Weathered
    # Bodyguards, while untapped).
    UNBLOCKED_DAMAGE_TO_IT = "unblocked_damage_to_it"
    # The next time one of ``objects`` would be destroyed this turn, it is
    # regenerated instead (701.19a); used up when it is.
    REGENERATION_SHIELD = "regeneration_shield"
    NO_MAXIMUM_HAND_SIZE = "no_maximum_hand_size"  # CR 402.2: the player discards nothing in cleanup
    DOESNT_UNTAP_NEXT = "doesnt_untap_next"  # CR 502.3: not in its controller's next untap step
    # CR 614.1a: "if [it] would die this turn, exile it instead", for ``objects``.
    EXILE_IF_IT_WOULD_DIE = "exile_if_it_would_die"
    # CR 702.84a, 614.1a: unearth's "if it would leave the battlefield, exile it instead", for ``objects``.
    EXILE_IF_IT_WOULD_LEAVE = "exile_if_it_would_leave"
    SKIPS_NEXT_UNTAP_STEP = "skips_next_untap_step"  # CR 500.11: the player's next untap step doesn't happen
    # Combat this turn, of the creatures in ``objects`` (with none, of every
    # creature): a restriction, "can't block" (509.1b); requirements, "blocks
    # if able" (509.1c), "attacks if able" (508.1d; ``named``: the player it
    # attacks if able, if one is named); and "all creatures able to block it
    # do so", a requirement on each creature able to block it (509.1c).
    CANT_BLOCK = "cant_block"
    MUST_BLOCK = "must_block"
    MUST_ATTACK = "must_attack"
    MUST_BE_BLOCKED_BY_ALL = "must_be_blocked_by_all"
    # The player may spend mana as though it were mana of any type (or of
    # any color) to cast the spells ``objects`` become (609.4b: the cards a
    # theft effect exiled; a cast card is a new object, 400.7).
    SPEND_AS_ANY_TYPE = "spend_as_any_type"
    SPEND_AS_ANY_COLOR = "spend_as_any_color"
    # CR 610.3: cards exiled "until [the first of ``objects``] leaves the
    # battlefield": the others, which return under their owners' control when it does.
    EXILED_UNTIL_IT_LEAVES = "exiled_until_it_leaves"
    # CR 500.7: the player takes an extra turn after this one (the most
    # recently made first); while one is taken, TURN_ORDER names (``named``)
    # the player whose turn the extra turns follow, for the turn order to resume.
    EXTRA_TURN = "extra_turn"
    TURN_ORDER = "turn_order"
    SKIPS_NEXT_TURN = "skips_next_turn"  # CR 500.11, 614.10a: the player's next turn doesn't happen
    # CR 500.8, 505.1a: the phases still to come this turn once additional
    # ones were added, in order (``cards``: "combat", "main"), the most
    # recently added first; the turn's own combat and postcombat main phase
    # are listed too when they come after them. Ends with the turn.
    PHASES_TO_COME = "phases_to_come"
    # The player's spells matching the filter can't be countered (101.2,
    # 701.6a; Benevolent Geist: "Noncreature spells you control").
    CANT_BE_COUNTERED = "cant_be_countered"
    # The player may pay {amount} (generic mana) rather than the mana cost of
    # a spell they cast from ``zone`` (118.9: an alternative cost applied
    # from another effect, chosen as it is cast, 601.2b); with
    # ``once_each_turn``, for one spell each turn (Warped Space). Made from a
    # permanent's static ability, its id the permanent's negated.
    MAY_PAY_RATHER_THAN_MANA_COST = "may_pay_rather_than_mana_cost"
    # All damage that would be dealt to the first permanent of ``objects`` is
    # dealt to the second instead (614.1a; Karona's Zealot, this turn), while
    # both are those same objects on the battlefield (400.7).
    DAMAGE_DEALT_TO_INSTEAD = "damage_dealt_to_instead"
    # The player may look at the face-down creatures they don't control
    # (708.5 lets only the controller; Lumbering Laundry, until end of turn).
    MAY_LOOK_AT_FACE_DOWN_CREATURES = "may_look_at_face_down_creatures"
    # Foretelling the player's cards from their hand costs {amount} less
    # (601.2f, 118.7a: generic mana only), and they may foretell on any
    # player's turn, not only their own (116.2h; Cosmos Charger, 702.143a).
    FORETELLING_COSTS_LESS = "foretelling_costs_less"
    MAY_FORETELL_ON_ANY_TURN = "may_foretell_on_any_turn"


class RuleEffect(NamedTuple):
    """One rule-changing effect for ``player``.

    ``zone`` and ``zone_owner`` say where a permission applies (the player's
    own zone unless ``zone_owner`` says whose), ``top_only`` limits a library
    permission to its top card, ``cards`` to particular cards (by card name),
    ``filter`` to matching faces. ``named`` is a chosen card name; ``land_plays``
    the number of extra land plays.
    """

    id: int
    kind: RuleEffectKind
    player: str
    zone: Zone | None = None
    zone_owner: str | None = None
    top_only: bool = False
    cards: tuple[str, ...] = ()
    filter: Filter | None = None
    named: str | None = None
    land_plays: int = 0
    until: Duration = Duration.INDEFINITE
    note: str = ""
    objects: tuple[int, ...] = ()  # only these objects (cards exiled with Tibalt, 607.2a)
    amount: int = 0  # how much generic mana a cost increase or reduction is (601.2f)
    # A cost change of a static ability (601.2f; made from the permanents,
    # never saved) only for spells cast from anywhere other than the
    # player's hand (Sage of the Beyond), or only for those the player
    # doesn't own (Gonti, Canny Acquisitor; 108.3).
    not_from_hand: bool = False
    not_owned: bool = False
    once_each_turn: bool = False  # an alternative cost offered once each turn (never saved either)
