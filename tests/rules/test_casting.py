"""Playing lands and casting spells (CR 116.2a, 305, 601.2, 601.3, 702.8,
702.37, 702.102, 702.127, 702.146, 702.168, 708.4, 709.3, 712.11, 712.12,
715.3, 718.3, 720.3; seed rulings S1-S3, S9)."""

from __future__ import annotations

from collections.abc import Callable
from functools import cache

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import AmbiguousReference, IllegalAction, MalformedInput
from mtgfaces.rules.actions.base import ErrorCode, Outcome
from mtgfaces.rules.actions.casting import (
    can_cast,
    can_play_land,
    cast,
    land_plays_allowed,
    play_land,
)
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Status

SHELTER = "Sejiri Shelter // Sejiri Glacier"


@cache
def card(name: str) -> Card:
    return CardDB.default().card(name)


def new_game(*players: str) -> Game:
    return Game(list(players) or ["Alice", "Bob"])


def put(game: Game, name: str, zone: Zone = Zone.HAND, owner: str = "Alice", **status: object) -> GameObject:
    return game.put(card(name), zone=zone, owner=owner, status=Status(**status))  # type: ignore[arg-type]


def allow(game: Game, kind: RuleEffectKind, player: str = "Alice", **fields: object) -> RuleEffect:
    return game.add_rule_effect(RuleEffect(0, kind, player, **fields))  # type: ignore[arg-type]


def refused(game: Game, code: ErrorCode, attempt: Callable[[], object]) -> IllegalAction:
    """The attempt is refused with ``code`` and the game is byte-identical."""
    before, log = dumps(game), len(game.log)
    with pytest.raises(IllegalAction) as caught:
        attempt()
    assert caught.value.code == code.value, caught.value
    assert dumps(game) == before
    assert len(game.log) == log
    assert caught.value.rule and caught.value.reason.endswith(".")
    return caught.value


def new(game: Game, outcome: Outcome) -> GameObject:
    """The one object the action made."""
    (made,) = outcome.new_objects
    return game.get(made)


def bob_on_stack(game: Game) -> GameObject:
    return put(game, "Lightning Bolt", Zone.STACK, owner="Bob")


# -- playing lands ---------------------------------------------------------------------------------


def test_305_1_play_a_land_from_hand() -> None:
    game = new_game()
    forest = put(game, "Forest")
    outcome = play_land(game, forest.id)
    land = new(game, outcome)
    assert land.zone is Zone.BATTLEFIELD and game.controller(land) == "Alice"
    assert not land.status.tapped
    assert game.player("Alice").lands_played == 1
    kinds = [e.kind for e in outcome.events]
    assert kinds == [EventKind.ZONE_CHANGE, EventKind.ENTERED_BATTLEFIELD, EventKind.LAND_PLAYED]
    assert outcome.of(EventKind.ENTERED_BATTLEFIELD)[0].object == land.id
    assert not outcome.of(EventKind.CAST)  # playing a land is not casting (305.1)


def test_305_2_one_land_play_per_turn() -> None:
    game = new_game()
    play_land(game, put(game, "Forest").id)
    second = put(game, "Forest")
    error = refused(game, ErrorCode.LAND_PLAY_USED, lambda: play_land(game, second.id))
    assert error.rule == "305.2b"
    assert not can_play_land(game, second.id)


def test_305_2a_extra_land_plays_from_the_player_and_effects() -> None:
    game = new_game()
    game.set_player(game.player("Alice")._replace(extra_land_plays=1))
    allow(game, RuleEffectKind.EXTRA_LAND_PLAYS, land_plays=1)
    assert land_plays_allowed(game, "Alice") == 3
    for _ in range(3):
        play_land(game, put(game, "Forest").id)
    fourth = put(game, "Forest")
    refused(game, ErrorCode.LAND_PLAY_USED, lambda: play_land(game, fourth.id))
    assert game.player("Alice").lands_played == 3


def test_305_3_no_land_play_on_another_players_turn() -> None:
    game = new_game()
    forest = put(game, "Forest", owner="Bob")
    error = refused(game, ErrorCode.TIMING, lambda: play_land(game, forest.id, player="Bob"))
    assert error.rule == "305.3"


@pytest.mark.parametrize("step", [Step.UPKEEP, Step.DRAW, Step.BEGINNING_OF_COMBAT, Step.END])
def test_305_1_land_play_only_in_a_main_phase(step: Step) -> None:
    game = new_game()
    game.set_turn(game.turn._replace(step=step))
    forest = put(game, "Forest")
    refused(game, ErrorCode.TIMING, lambda: play_land(game, forest.id))


def test_305_1_land_play_only_with_an_empty_stack() -> None:
    game = new_game()
    bob_on_stack(game)
    forest = put(game, "Forest")
    error = refused(game, ErrorCode.TIMING, lambda: play_land(game, forest.id))
    assert "stack" in error.reason


def test_305_1_main2_is_a_main_phase_too() -> None:
    game = new_game()
    game.set_turn(game.turn._replace(step=Step.MAIN2))
    assert can_play_land(game, put(game, "Forest").id)


def test_712_12_mdfc_land_face_played() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    glacier = new(game, play_land(game, shelter.id))  # the only land face, by default
    assert glacier.status.up is Side.BACK
    value = game.characteristics(glacier)
    assert value.name == "Sejiri Glacier" and value.types == ("Land",) and value.mana_value == 0
    assert glacier.status.tapped  # "Sejiri Glacier enters the battlefield tapped." (614.1c)


def test_712_12_the_spell_face_of_an_mdfc_is_not_a_land() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    error = refused(game, ErrorCode.NOT_A_LAND, lambda: play_land(game, shelter.id, side=Side.FRONT))
    assert "Sejiri Shelter" in error.reason and "Sejiri Glacier" not in error.reason.split(":")[0]


def test_712_12_pathway_either_land_face() -> None:
    game = new_game()
    first = new(game, play_land(game, put(game, "Blightstep Pathway").id))
    assert game.characteristics(first).name == "Blightstep Pathway"  # the front land face by default
    other = new_game()
    searstep = new(other, play_land(other, put(other, "Blightstep Pathway").id, side=Side.BACK))
    assert searstep.status.up is Side.BACK
    assert other.characteristics(searstep).name == "Searstep Pathway"
    assert not searstep.status.tapped


def test_712_12_back_face_of_a_nonmodal_card_is_never_played() -> None:
    game = new_game()
    azcanta = put(game, "Search for Azcanta")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, azcanta.id, side=Side.BACK))
    assert error.rule == "712.12"
    refused(game, ErrorCode.NOT_A_LAND, lambda: play_land(game, azcanta.id))


def test_305_1_a_spell_card_is_not_a_land() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    refused(game, ErrorCode.NOT_A_LAND, lambda: play_land(game, bears.id))
    refused(game, ErrorCode.NOT_A_LAND, lambda: play_land(game, bears.id, side=Side.BACK))
    fire = put(game, "Fire // Ice")
    refused(game, ErrorCode.NOT_A_LAND, lambda: play_land(game, fire.id, side=Side.LEFT))


def test_wrong_zone_for_a_land_play() -> None:
    game = new_game()
    forest = put(game, "Forest", Zone.GRAVEYARD)
    error = refused(game, ErrorCode.WRONG_ZONE, lambda: play_land(game, forest.id))
    assert "graveyard" in error.reason
    refused(game, ErrorCode.WRONG_ZONE, lambda: play_land(game, forest.id, from_zone=Zone.EXILE))
    refused(game, ErrorCode.WRONG_ZONE, lambda: play_land(game, ObjectId(999)))


def test_s3_play_lands_from_graveyard() -> None:
    game = new_game()
    shelter = put(game, SHELTER, Zone.GRAVEYARD)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, shelter.id, from_zone=Zone.GRAVEYARD))
    allow(game, RuleEffectKind.MAY_PLAY_LANDS_FROM, zone=Zone.GRAVEYARD)
    # The permission plays lands, never casts the spell face (S3).
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, shelter.id, from_zone=Zone.GRAVEYARD))
    glacier = new(game, play_land(game, shelter.id, from_zone=Zone.GRAVEYARD))
    assert game.characteristics(glacier).name == "Sejiri Glacier"
    assert game.player("Alice").lands_played == 1


def test_s2_play_permission_allows_either_face() -> None:
    def game_with_permission() -> tuple[Game, GameObject]:
        game = new_game()
        shelter = put(game, SHELTER, Zone.EXILE)
        put(game, "Forest", Zone.EXILE)
        allow(game, RuleEffectKind.MAY_PLAY_FROM, zone=Zone.EXILE, cards=(SHELTER,))
        return game, shelter

    game, shelter = game_with_permission()
    spell = new(game, cast(game, shelter.id, from_zone=Zone.EXILE))
    assert game.characteristics(spell).name == "Sejiri Shelter"
    game, shelter = game_with_permission()
    land = new(game, play_land(game, shelter.id, from_zone=Zone.EXILE))
    assert game.characteristics(land).name == "Sejiri Glacier"
    forest = game.objects(Zone.EXILE)[0]  # not one of the cards the effect names
    game.set_player(game.player("Alice")._replace(extra_land_plays=1))
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, forest.id, from_zone=Zone.EXILE))


def test_s2_cast_permission_never_plays_the_land_face() -> None:
    game = new_game()
    shelter = put(game, SHELTER, Zone.EXILE)
    allow(game, RuleEffectKind.MAY_CAST_FROM, zone=Zone.EXILE, cards=(SHELTER,))
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, shelter.id, from_zone=Zone.EXILE))
    assert "never plays a land face" in error.reason
    assert can_cast(game, shelter.id, from_zone=Zone.EXILE)


def test_permission_cards_may_name_a_face() -> None:
    game = new_game()
    shelter = put(game, SHELTER, Zone.EXILE)
    allow(game, RuleEffectKind.MAY_PLAY_FROM, zone=Zone.EXILE, cards=("Sejiri Glacier",))
    assert can_play_land(game, shelter.id, from_zone=Zone.EXILE)


def test_permission_filter_checks_the_face_played_or_cast() -> None:
    game = new_game()
    shelter = put(game, SHELTER, Zone.EXILE)
    allow(game, RuleEffectKind.MAY_PLAY_FROM, zone=Zone.EXILE, filter=Filter(types=("Land",)))
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, shelter.id, from_zone=Zone.EXILE))
    assert can_play_land(game, shelter.id, from_zone=Zone.EXILE)
    other = new_game()
    shelter = put(other, SHELTER, Zone.EXILE)
    allow(other, RuleEffectKind.MAY_PLAY_FROM, zone=Zone.EXILE, filter=Filter(types=("Instant",)))
    refused(other, ErrorCode.NOT_PERMITTED, lambda: play_land(other, shelter.id, from_zone=Zone.EXILE))
    assert can_cast(other, shelter.id, from_zone=Zone.EXILE)


def test_permission_for_another_players_zone_needs_zone_owner() -> None:
    game = new_game()
    forest = put(game, "Forest", Zone.GRAVEYARD, owner="Bob")
    allow(game, RuleEffectKind.MAY_PLAY_LANDS_FROM, zone=Zone.GRAVEYARD)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, forest.id, from_zone=Zone.GRAVEYARD))
    allow(game, RuleEffectKind.MAY_PLAY_LANDS_FROM, zone=Zone.GRAVEYARD, zone_owner="Bob")
    land = new(game, play_land(game, forest.id, from_zone=Zone.GRAVEYARD))
    assert land.owner == "Bob" and game.controller(land) == "Alice"


def test_top_only_library_permission() -> None:
    game = new_game()
    top = put(game, "Forest", Zone.LIBRARY)
    under = put(game, "Lightning Bolt", Zone.LIBRARY)
    allow(game, RuleEffectKind.MAY_PLAY_FROM, zone=Zone.LIBRARY, top_only=True)
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, under.id, from_zone=Zone.LIBRARY))
    assert "Lightning Bolt" not in error.reason  # no one may look at a library (401.2)
    assert can_play_land(game, top.id, from_zone=Zone.LIBRARY)


def test_cant_play_lands() -> None:
    game = new_game()
    forest = put(game, "Forest")
    allow(game, RuleEffectKind.CANT_PLAY_LANDS)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, forest.id))
    assert can_play_land(game, forest.id, player="Alice") is False


def test_s9_named_card_prohibition_considers_only_that_name() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    allow(game, RuleEffectKind.CANT_PLAY_NAMED, named="Sejiri Glacier")
    refused(game, ErrorCode.NOT_PERMITTED, lambda: play_land(game, shelter.id))
    assert can_cast(game, shelter.id)  # Sejiri Shelter has another name
    other = new_game()
    shelter = put(other, SHELTER)
    allow(other, RuleEffectKind.CANT_CAST_NAMED, named="Sejiri Shelter")
    refused(other, ErrorCode.NOT_PERMITTED, lambda: cast(other, shelter.id))
    assert can_play_land(other, shelter.id)
    fire = put(other, "Fire // Ice")
    allow(other, RuleEffectKind.CANT_CAST_NAMED, named="Fire")
    refused(other, ErrorCode.NOT_PERMITTED, lambda: cast(other, fire.id, side=Side.LEFT))
    assert can_cast(other, fire.id, side=Side.RIGHT)


def test_s9_cant_play_named_covers_casting_too() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    allow(game, RuleEffectKind.CANT_PLAY_NAMED, named="Sejiri Shelter")
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, shelter.id))


# -- casting: the face and castability ----------------------------------------------------------------


def test_s1_shelter_cast_after_land_played() -> None:
    game = new_game()
    play_land(game, put(game, "Forest").id)
    shelter = put(game, SHELTER)
    refused(game, ErrorCode.LAND_PLAY_USED, lambda: play_land(game, shelter.id))
    spell = new(game, cast(game, shelter.id))
    assert spell.zone is Zone.STACK and game.characteristics(spell).name == "Sejiri Shelter"


def test_s1_glacier_played_while_instants_prohibited() -> None:
    game = new_game()
    shelter = put(game, SHELTER)
    allow(game, RuleEffectKind.CANT_CAST, filter=Filter(types=("Instant",)))
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, shelter.id))
    assert error.rule == "601.3e"
    glacier = new(game, play_land(game, shelter.id))
    assert game.characteristics(glacier).name == "Sejiri Glacier"


def test_601_3e_prohibition_checks_the_face_cast() -> None:
    game = new_game()
    giant = put(game, "Bonecrusher Giant")
    allow(game, RuleEffectKind.CANT_CAST, filter=Filter(types=("Creature",)))
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, giant.id))
    stomp = new(game, cast(game, giant.id, side=Side.ADVENTURE))
    assert game.characteristics(stomp).name == "Stomp"
    other = new_game()
    giant = put(other, "Bonecrusher Giant")
    allow(other, RuleEffectKind.CANT_CAST, filter=Filter(mana_value=Comparison.parse("<=2")))
    refused(other, ErrorCode.NOT_PERMITTED, lambda: cast(other, giant.id, side=Side.ADVENTURE))
    assert can_cast(other, giant.id)  # the giant's mana value is 3


def test_601_3e_continuous_effects_on_the_spell_are_considered() -> None:
    game = new_game()
    bolt = put(game, "Lightning Bolt")
    allow(game, RuleEffectKind.CANT_CAST, filter=Filter(types=("Artifact",)))
    assert can_cast(game, bolt.id)
    game.add_effect(
        ContinuousEffect(
            0,
            0,
            Modification(add_types=("Artifact",)),
            filter=Filter(types=("Instant",)),
            zones=(Zone.STACK,),
        )
    )
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, bolt.id))


def test_601_3_a_prohibition_without_filter_stops_every_spell() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    allow(game, RuleEffectKind.CANT_CAST)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, bears.id))
    assert can_play_land(game, put(game, "Forest").id)


def test_601_2_cast_puts_the_spell_on_the_stack() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    allow(game, RuleEffectKind.MAY_CAST_FROM, zone=Zone.GRAVEYARD, zone_owner="Bob")
    outcome = cast(game, bears.id, from_zone=Zone.GRAVEYARD)
    spell = new(game, outcome)
    assert spell.zone is Zone.STACK and spell.owner == "Bob" and game.controller(spell) == "Alice"
    assert spell.status.cast_from == "graveyard" and spell.status.up is Side.FRONT
    (event,) = outcome.of(EventKind.CAST)
    assert event.object == spell.id and event.player == "Alice" and event.rule == "601.2"
    assert game.player("Alice").lands_played == 0


def test_601_2a_the_new_spell_goes_on_top() -> None:
    game = new_game()
    bolt = new(game, cast(game, put(game, "Lightning Bolt").id))
    shock = new(game, cast(game, put(game, "Shock").id))
    assert [o.id for o in game.objects(Zone.STACK)] == [shock.id, bolt.id]


def test_305_9_a_land_face_is_never_cast() -> None:
    game = new_game()
    for name in ("Forest", "Blightstep Pathway"):
        land = put(game, name)
        error = refused(game, ErrorCode.NOT_CASTABLE, lambda land=land: cast(game, land.id))  # type: ignore[misc]
        assert error.rule == "305.9"
    shelter = put(game, SHELTER)
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, shelter.id, side=Side.BACK))


def test_305_9_a_face_made_a_land_by_an_effect_is_not_cast() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    game.add_effect(
        ContinuousEffect(0, 0, Modification(add_types=("Land",)), filter=Filter(), zones=(Zone.STACK,))
    )
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, bears.id))


def test_601_2a_no_such_face() -> None:
    game = new_game()
    bears = put(game, "Grizzly Bears")
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, bears.id, side=Side.BACK))
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, bears.id, side=Side.ADVENTURE))
    with pytest.raises(MalformedInput):
        cast(game, bears.id, side="sideways")
    with pytest.raises(MalformedInput):
        cast(game, bears.id, x=-1)


def test_709_3_either_half_of_a_split_card() -> None:
    game = new_game()
    fire_ice = put(game, "Fire // Ice")
    ice = new(game, cast(game, fire_ice.id, side=Side.RIGHT))
    value = game.characteristics(ice)
    assert value.name == "Ice" and value.mana_value == 2 and ice.status.up is Side.RIGHT


def test_709_3_a_split_card_needs_a_half_chosen() -> None:
    game = new_game()
    fire_ice = put(game, "Fire // Ice")
    before = dumps(game)
    with pytest.raises(AmbiguousReference):
        cast(game, fire_ice.id)
    assert dumps(game) == before


def test_702_102_fused_only_from_hand_and_only_with_fuse() -> None:
    game = new_game()
    turn_burn = put(game, "Turn // Burn")
    fused = new(game, cast(game, turn_burn.id, side=FUSED))
    assert fused.status.up == FUSED
    assert set(game.characteristics(fused).names) == {"Turn", "Burn"}
    in_graveyard = put(game, "Turn // Burn", Zone.GRAVEYARD)
    allow(game, RuleEffectKind.MAY_CAST_FROM, zone=Zone.GRAVEYARD)
    error = refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(game, in_graveyard.id, side=FUSED, from_zone=Zone.GRAVEYARD),
    )
    assert error.rule == "702.102a"
    assert can_cast(game, in_graveyard.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)
    fire_ice = put(game, "Fire // Ice")
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, fire_ice.id, side=FUSED))


def test_702_127_aftermath_only_from_graveyard() -> None:
    game = new_game()
    in_hand = put(game, "Commit // Memory")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, in_hand.id, side=Side.RIGHT))
    assert error.rule == "702.127a"
    assert can_cast(game, in_hand.id, side=Side.LEFT)
    in_graveyard = put(game, "Commit // Memory", Zone.GRAVEYARD)
    refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(game, in_graveyard.id, side=Side.LEFT, from_zone=Zone.GRAVEYARD),
    )
    memory = new(game, cast(game, in_graveyard.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD))
    assert game.characteristics(memory).name == "Memory" and memory.status.cast_from == "graveyard"


def test_702_127_aftermath_from_another_players_graveyard_needs_a_permission() -> None:
    game = new_game()
    theirs = put(game, "Commit // Memory", Zone.GRAVEYARD, owner="Bob")
    refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(game, theirs.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD),
    )


def test_715_3_adventurer_cast_either_way() -> None:
    game = new_game()
    giant = new(game, cast(game, put(game, "Bonecrusher Giant").id))
    assert game.characteristics(giant).name == "Bonecrusher Giant"
    stomp = new(game, cast(game, put(game, "Bonecrusher Giant").id, side=Side.ADVENTURE))
    assert stomp.status.up is Side.ADVENTURE and game.characteristics(stomp).mana_value == 2


def test_718_3_prototype_cast_prototyped() -> None:
    game = new_game()
    proxy = new(game, cast(game, put(game, "Arcane Proxy").id, side=Side.PROTOTYPE))
    value = game.characteristics(proxy)
    assert proxy.status.up is Side.PROTOTYPE and value.mana_value == 3 and value.power == "2"
    other = new_game()
    normal = new(other, cast(other, put(other, "Arcane Proxy").id))
    assert other.characteristics(normal).mana_value == 7


def test_720_3_omen_cast_as_an_omen() -> None:
    game = new_game()
    regent = put(game, "Bloomvine Regent")
    omen = new(game, cast(game, regent.id, side=Side.OMEN))
    assert game.characteristics(omen).name == "Claim Territory"


def test_712_11b_mdfc_either_face_by_choice() -> None:
    game = new_game()
    tibalt = new(game, cast(game, put(game, "Valki, God of Lies").id, side=Side.BACK))
    value = game.characteristics(tibalt)
    assert value.name == "Tibalt, Cosmic Impostor" and value.mana_value == 7
    other = new_game()
    valki = new(other, cast(other, put(other, "Valki, God of Lies").id))
    assert other.characteristics(valki).name == "Valki, God of Lies"


def test_712_11a_transformed_needs_a_permission() -> None:
    game = new_game()
    delver = put(game, "Delver of Secrets")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, delver.id, transformed=True))
    assert error.rule == "712.11a"
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, delver.id, side=Side.BACK))
    allow(game, RuleEffectKind.MAY_CAST_TRANSFORMED)
    spell = new(game, cast(game, delver.id, transformed=True))
    value = game.characteristics(spell)
    assert spell.status.up is Side.BACK and value.name == "Insectile Aberration"
    assert value.mana_value == 1  # CR 712.8c: the front face's mana cost
    bears, second = put(game, "Grizzly Bears"), put(game, "Delver of Secrets")
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, bears.id, transformed=True))
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, second.id, transformed=True, side=Side.FRONT))


def test_712_11a_zone_permission_for_transformed_casts() -> None:
    game = new_game()
    delver = put(game, "Delver of Secrets", Zone.EXILE)
    allow(game, RuleEffectKind.MAY_CAST_TRANSFORMED)  # no zone: where it could be cast anyway
    refused(
        game, ErrorCode.NOT_PERMITTED, lambda: cast(game, delver.id, transformed=True, from_zone=Zone.EXILE)
    )
    allow(game, RuleEffectKind.MAY_CAST_TRANSFORMED, zone=Zone.EXILE)
    assert can_cast(game, delver.id, transformed=True, from_zone=Zone.EXILE)


def test_702_146_disturb_casts_back_face_from_graveyard() -> None:
    game = new_game()
    beggar = put(game, "Beloved Beggar", Zone.GRAVEYARD)
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, beggar.id, from_zone=Zone.GRAVEYARD))
    refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(
            game, beggar.id, from_zone=Zone.GRAVEYARD, transformed=True, without_paying_mana_cost=True
        ),
    )
    soul = new(game, cast(game, beggar.id, from_zone=Zone.GRAVEYARD, transformed=True))
    assert soul.status.up is Side.BACK and game.characteristics(soul).name == "Generous Soul"
    in_hand = put(game, "Beloved Beggar")
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, in_hand.id, transformed=True))
    theirs = put(game, "Beloved Beggar", Zone.GRAVEYARD, owner="Bob")
    refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(game, theirs.id, from_zone=Zone.GRAVEYARD, transformed=True),
    )


def test_708_4_cast_face_down_for_morph() -> None:
    game = new_game()
    protector = put(game, "Den Protector")
    spell = new(game, cast(game, protector.id, face_down=FaceDown.MEGAMORPH))
    value = game.characteristics(spell)
    assert spell.status.face_down is FaceDown.MEGAMORPH
    assert (
        value.name is None and value.types == ("Creature",) and (value.power, value.toughness) == ("2", "2")
    )
    morph = put(game, "Abomination of Gudul")
    assert can_cast(game, morph.id, face_down=FaceDown.MORPH) is False  # the stack isn't empty now
    other = new_game()
    morph = put(other, "Abomination of Gudul")
    assert new(other, cast(other, morph.id, face_down=FaceDown.MORPH)).status.face_down is FaceDown.MORPH


def test_702_37d_face_down_only_with_the_ability() -> None:
    game = new_game()
    protector = put(game, "Den Protector")
    error = refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, protector.id, face_down=FaceDown.MORPH))
    assert "Morph" in error.reason
    bears = put(game, "Grizzly Bears")
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, bears.id, face_down=FaceDown.DISGUISE))
    refused(game, ErrorCode.NOT_CASTABLE, lambda: cast(game, protector.id, face_down=FaceDown.MANIFEST))
    refused(
        game,
        ErrorCode.NOT_CASTABLE,
        lambda: cast(game, protector.id, face_down=FaceDown.MEGAMORPH, side=Side.BACK),
    )
    refused(
        game,
        ErrorCode.NOT_PERMITTED,
        lambda: cast(game, protector.id, face_down=FaceDown.MEGAMORPH, without_paying_mana_cost=True),
    )


def test_702_168_cast_face_down_with_disguise() -> None:
    game = new_game()
    assailant = put(game, "Alley Assailant")
    spell = new(game, cast(game, assailant.id, face_down=FaceDown.DISGUISE))
    assert "Ward {2}" in game.characteristics(spell).abilities  # CR 702.168a


def test_702_37c_prohibitions_see_the_face_down_spell() -> None:
    game = new_game()
    protector = put(game, "Den Protector")
    allow(game, RuleEffectKind.CANT_CAST_NAMED, named="Den Protector")
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, protector.id))
    assert can_cast(game, protector.id, face_down=FaceDown.MEGAMORPH)
    allow(game, RuleEffectKind.CANT_CAST, filter=Filter(power=Comparison.parse(2)))
    refused(game, ErrorCode.NOT_PERMITTED, lambda: cast(game, protector.id, face_down=FaceDown.MEGAMORPH))


def test_601_3_a_permission_whose_filter_excludes_the_face_says_so_and_names_it() -> None:
    game = Game(["Alice", "Bob"])
    bolt = game.put(CardDB.default().card("Lightning Bolt"), zone=Zone.GRAVEYARD, owner="Alice")
    only_creatures = Filter(types=("Creature",))
    game.add_rule_effect(
        RuleEffect(
            0, RuleEffectKind.MAY_CAST_FROM, zone=Zone.GRAVEYARD, filter=only_creatures, player="Alice"
        )
    )
    with pytest.raises(IllegalAction) as refused:
        cast(game, bolt.id, from_zone=Zone.GRAVEYARD, targets=("Bob",))
    assert refused.value.code == ErrorCode.NOT_PERMITTED.value
    assert "takes only types Creature" in str(refused.value) and "from the graveyard" in str(refused.value)


def test_601_3_exile_and_the_command_zone_are_named_as_a_sentence_does() -> None:
    game = Game(["Alice", "Bob"])
    bolt = game.put(CardDB.default().card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    for zone, words in ((Zone.EXILE, "from exile"), (Zone.COMMAND, "from the command zone")):
        with pytest.raises(IllegalAction) as refused:
            cast(game, bolt.id, from_zone=zone, targets=("Bob",))
        assert words in str(refused.value) and "from the exile" not in str(refused.value)
