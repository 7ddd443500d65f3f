"""Meddling Mage, Pithing Needle, Crucible of Worlds (CR 201.4, 602.5,
305.1, 712.12; seed rulings S2, S9)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import FUSED
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.play import PlayableGame, loads
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.decisions import Cast, PassPriority
from mtgfaces.rules.state.decisions import parse as parse_action
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
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


# -- the front door asks for the name (CR 614.12, 201.4; issue 11) ----------------------------


def mage_asking() -> tuple[PlayableGame, GameObject]:
    """Meddling Mage resolving through the front door: its controller is asked."""
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    put(game, "Lightning Bolt", Zone.HAND)
    put(game, "Forest", Zone.HAND)
    mage = put(game, "Meddling Mage", Zone.HAND)
    game.apply(Cast("Alice", mage.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    return game, mage


def test_614_12_meddling_mage_asks_its_controller_for_a_nonland_card_name() -> None:
    game, _ = mage_asking()
    assert game.choice is not None
    question = game.choice.question
    assert (question.player, question.key, question.free, question.rule) == (
        "Alice",
        "card_name",
        "a nonland card name",
        "201.4",
    )
    # Suggested: the nonland names in sight (her hand, face-up public cards); the Forest isn't one.
    assert [str(a) for a in game.legal_actions("Alice")] == [
        "Alice: choose 'Lightning Bolt'",
        "Alice: choose 'Meddling Mage'",
        "Alice: concede",
    ]


def test_201_4a_a_land_name_for_meddling_mage_is_refused_and_changes_nothing() -> None:
    game, _ = mage_asking()
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"'Forest' is not the name of a nonland card") as refused:
        game.apply(parse_action("Alice: choose Forest"))
    assert refused.value.rule == "201.4a" and dumps(game) == before


def test_201_4_any_card_name_in_any_language_answers_not_only_the_suggested() -> None:
    game, _ = mage_asking()
    game.apply(parse_action("Alice: choose 'Foudre'"))  # Lightning Bolt's French name, never suggested
    (entered,) = game.find("Meddling Mage", [Zone.BATTLEFIELD])
    assert entered.status.chosen == ("Lightning Bolt",)  # its English name (201.2)
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    assert casting.can_cast(game, shock.id, player="Bob", targets=("Alice",))
    assert not casting.can_cast(game, bolt.id, player="Bob", targets=("Alice",))  # Meddling Mage (201.4)


def test_a_question_answered_in_words_survives_a_save_and_is_answered_after_loading() -> None:
    game, _ = mage_asking()
    loaded = loads(dumps(game))
    assert loaded.choice is not None and loaded.choice.question.free == "a nonland card name"
    loaded.apply(parse_action("Alice: choose 'Lightning Bolt'"))
    assert loaded.find("Meddling Mage", [Zone.BATTLEFIELD])[0].status.chosen == ("Lightning Bolt",)


def test_201_4_pithing_needle_takes_any_card_name_even_a_land_s() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    needle = put(game, "Pithing Needle", Zone.HAND)
    game.apply(Cast("Alice", needle.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.free == "a card name"
    game.apply(parse_action("Alice: choose 'Sejiri Glacier'"))
    assert game.find("Pithing Needle", [Zone.BATTLEFIELD])[0].status.chosen == ("Sejiri Glacier",)
