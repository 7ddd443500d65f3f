"""Meddling Mage, Pithing Needle, Crucible of Worlds (CR 201.4, 602.5,
305.1, 712.12; seed rulings S2, S9)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import FUSED
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.game import Game
from tests.rules.builders import put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def enter_naming(game: Game, card: str, name: str, owner: str = "Alice") -> None:
    """Cast it choosing the name (614.12), then resolve it."""
    obj = put(game, card, Zone.HAND, owner=owner)
    casting.cast(game, obj.id, player=owner, chosen=(name,))
    resolving.resolve(game)


def test_201_4b_meddling_mage_naming_fire_stops_fire_but_not_ice(game: Game) -> None:
    enter_naming(game, "Meddling Mage", "Fire")
    split = put(game, "Fire // Ice", Zone.HAND)
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, split.id, side=Side.LEFT, targets=("Bob",))
    assert refused.value.code == "not_permitted"
    bears = put(game, "Grizzly Bears")
    assert casting.can_cast(game, split.id, side=Side.RIGHT, targets=(bears.id,))


def test_201_4_meddling_mage_binds_every_player_and_its_chosen_name_stays_with_it(game: Game) -> None:
    enter_naming(game, "Meddling Mage", "Lightning Bolt")
    mage = game.find("Meddling Mage", [Zone.BATTLEFIELD])[0]
    assert mage.status.chosen == ("Lightning Bolt",)
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    assert not casting.can_cast(game, bolt.id, player="Bob", targets=("Alice",))


def test_s9_meddling_mage_naming_an_mdfc_back_face_leaves_the_front_castable(game: Game) -> None:
    enter_naming(game, "Meddling Mage", "Sejiri Glacier")
    bears = put(game, "Grizzly Bears")
    shelter = put(game, "Sejiri Shelter // Sejiri Glacier", Zone.HAND)
    assert casting.can_cast(game, shelter.id, side=Side.FRONT, targets=(bears.id,))


def test_614_12_meddling_mage_put_onto_the_battlefield_names_nothing(game: Game) -> None:
    put(game, "Meddling Mage")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    assert casting.can_cast(game, bolt.id, targets=("Bob",))


def test_702_102a_fire_ice_has_no_fuse_so_it_cant_be_cast_fused(game: Game) -> None:
    split = put(game, "Fire // Ice", Zone.HAND)
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, split.id, side=FUSED, targets=("Bob",))
    assert refused.value.code == "not_castable"


def test_602_5_pithing_needle_refuses_a_non_mana_ability(game: Game) -> None:
    enter_naming(game, "Pithing Needle", "Whisperwood Elemental")
    elemental = put(game, "Whisperwood Elemental", owner="Bob")
    with pytest.raises(IllegalAction) as refused:
        activating.verify_activate(game, elemental.id, 1, player="Bob")
    assert (refused.value.code, refused.value.rule) == ("not_permitted", "602.5")
    assert game.get(elemental.id).zone is Zone.BATTLEFIELD


def test_605_1a_pithing_needle_allows_a_mana_ability(game: Game) -> None:
    enter_naming(game, "Pithing Needle", "Zoetic Cavern")
    cavern = put(game, "Zoetic Cavern")
    out = activating.activate(game, cavern.id, 1)
    assert [e.note for e in out.events if e.kind.value == "mana_added"] == ["{C}"]


def test_602_5_pithing_needle_naming_another_card_stops_nothing(game: Game) -> None:
    enter_naming(game, "Pithing Needle", "Crystal Fragments")
    elemental = put(game, "Whisperwood Elemental")
    assert activating.can_activate(game, elemental.id, 1)


def test_305_1_crucible_of_worlds_plays_a_land_from_the_graveyard(game: Game) -> None:
    put(game, "Crucible of Worlds")
    plains = put(game, "Plains", Zone.GRAVEYARD)
    out = casting.play_land(game, plains.id, from_zone=Zone.GRAVEYARD)
    assert game.get(out.new_objects[0]).zone is Zone.BATTLEFIELD
    assert game.player("Alice").lands_played == 1


def test_712_12_s2_crucible_plays_an_mdfc_land_face_but_never_casts_its_spell_face(game: Game) -> None:
    put(game, "Crucible of Worlds")
    bears = put(game, "Grizzly Bears")
    mdfc = put(game, "Sejiri Shelter // Sejiri Glacier", Zone.GRAVEYARD)
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, mdfc.id, side=Side.FRONT, from_zone=Zone.GRAVEYARD, targets=(bears.id,))
    assert refused.value.code == "not_permitted"
    out = casting.play_land(game, mdfc.id, side=Side.BACK, from_zone=Zone.GRAVEYARD)
    assert game.characteristics(out.new_objects[0]).name == "Sejiri Glacier"


def test_305_1_crucible_only_its_controllers_graveyard(game: Game) -> None:
    put(game, "Crucible of Worlds")
    theirs = put(game, "Plains", Zone.GRAVEYARD, owner="Bob")
    assert not casting.can_play_land(game, theirs.id, from_zone=Zone.GRAVEYARD)
    mine = put(game, "Plains", Zone.GRAVEYARD)
    crucible = game.find("Crucible of Worlds", [Zone.BATTLEFIELD])[0]
    game.move(crucible.id, Zone.GRAVEYARD)
    assert not casting.can_play_land(game, mine.id, from_zone=Zone.GRAVEYARD)
