"""Names (CR 201.2), and choosing a card name (CR 201.4, 709.4a, 710.5, 712.19,
715.5, 720.5, 722.5; seed rulings S9 and S17)."""

from __future__ import annotations

from typing import Any

import pytest

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card, Layout, Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.names import (
    ChosenName,
    choosable_names,
    different_name_from,
    different_names,
    has_name,
    matches_chosen_name,
    name_characteristics,
    names_of,
    same_name,
    validate_chosen_name,
)
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, Status
from tests.cards.builders import face


@pytest.fixture(scope="module")
def db() -> CardDB:
    return CardDB.default()


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def put(game: Game, db: CardDB, name: str, zone: Zone, **status: Any) -> GameObject:
    return game.put(db.card(name), zone=zone, owner="Alice", status=Status(**status))


def refused(db: CardDB, name: str) -> IllegalAction:
    with pytest.raises(IllegalAction) as caught:
        validate_chosen_name(db, name)
    assert caught.value.code == "not_permitted"
    return caught.value


# --- having and sharing names (CR 201.2) ------------------------------------------------------


def test_201_2a_split_card_off_the_stack_has_both_names(game: Game, db: CardDB) -> None:
    card = put(game, db, "Fire // Ice", Zone.HAND)
    assert names_of(game, card) == ("Fire", "Ice")
    assert has_name(game, card, "Fire")
    assert has_name(game, card, "Ice")
    assert not has_name(game, card, "Fire // Ice")


def test_201_2a_one_name_in_common_is_the_same_name(game: Game, db: CardDB) -> None:
    fire_ice = put(game, db, "Fire // Ice", Zone.HAND)
    start_fire = put(game, db, "Start // Fire", Zone.GRAVEYARD)
    bolt = put(game, db, "Lightning Bolt", Zone.GRAVEYARD)
    assert same_name(game, fire_ice, start_fire)
    assert not same_name(game, fire_ice, bolt)


def test_201_2a_nameless_objects_never_share_a_name(game: Game, db: CardDB) -> None:
    first = put(game, db, "Grizzly Bears", Zone.BATTLEFIELD, face_down=FaceDown.MANIFEST)
    second = put(game, db, "Grizzly Bears", Zone.BATTLEFIELD, face_down=FaceDown.MANIFEST)
    assert names_of(game, first) == ()
    assert not has_name(game, first, "Grizzly Bears")
    assert not same_name(game, first, second)
    assert not same_name(game, first, first.id)


def test_201_2a_same_name_by_object_id(game: Game, db: CardDB) -> None:
    a = put(game, db, "Grizzly Bears", Zone.BATTLEFIELD)
    b = put(game, db, "Grizzly Bears", Zone.GRAVEYARD)
    assert same_name(game, a.id, b.id)


def test_201_2b_different_names_need_a_name_on_every_object(game: Game, db: CardDB) -> None:
    demons = [put(game, db, n, Zone.BATTLEFIELD) for n in ("Grizzly Bears", "Llanowar Elves", "Goblin Guide")]
    assert different_names(game, demons)
    nameless = put(game, db, "Sol Ring", Zone.BATTLEFIELD, face_down=FaceDown.MANIFEST)
    assert not different_names(game, [*demons, nameless])  # the Liliana's Contract example
    again = put(game, db, "Grizzly Bears", Zone.GRAVEYARD)
    assert not different_names(game, [*demons, again])


def test_201_2b_split_card_shares_a_half_with_another(game: Game, db: CardDB) -> None:
    fire_ice = put(game, db, "Fire // Ice", Zone.GRAVEYARD)
    start_fire = put(game, db, "Start // Fire", Zone.GRAVEYARD)
    assert not different_names(game, [fire_ice, start_fire])


def test_201_2c_different_name_from_a_group_with_a_nameless_object(game: Game, db: CardDB) -> None:
    bears = put(game, db, "Grizzly Bears", Zone.BATTLEFIELD)
    elves = put(game, db, "Llanowar Elves", Zone.BATTLEFIELD)
    nameless = put(game, db, "Goblin Guide", Zone.BATTLEFIELD, face_down=FaceDown.MORPH)
    assert different_name_from(game, bears, [elves, nameless])
    assert not different_name_from(game, nameless, [bears, elves])
    assert not different_name_from(game, bears, [elves, put(game, db, "Grizzly Bears", Zone.HAND)])


def test_708_2a_manifested_permanent_has_no_name(game: Game, db: CardDB) -> None:
    manifested = put(game, db, "Delver of Secrets", Zone.BATTLEFIELD, face_down=FaceDown.MANIFEST)
    for name in ("Delver of Secrets", "Insectile Aberration", ""):
        assert not has_name(game, manifested, name)


def test_709_3b_split_spell_has_only_the_cast_half_name(game: Game, db: CardDB) -> None:
    ice = put(game, db, "Fire // Ice", Zone.STACK, up=Side.RIGHT)
    assert names_of(game, ice) == ("Ice",)
    assert not has_name(game, ice, "Fire")


def test_710_2_flipped_permanent_has_only_the_flipped_name(game: Game, db: CardDB) -> None:
    unflipped = put(game, db, "Akki Lavarunner", Zone.BATTLEFIELD)
    flipped = put(game, db, "Akki Lavarunner", Zone.BATTLEFIELD, flipped=True)
    assert names_of(game, unflipped) == ("Akki Lavarunner",)
    assert names_of(game, flipped) == ("Tok-Tok, Volcano Born",)
    assert not same_name(game, unflipped, flipped)


def test_712_8a_dfc_outside_the_battlefield_has_only_its_front_name(game: Game, db: CardDB) -> None:
    glacier = put(game, db, "Sejiri Glacier", Zone.GRAVEYARD)
    assert names_of(game, glacier) == ("Sejiri Shelter",)


# --- choosable names (CR 201.4) -------------------------------------------------------------------


def test_201_4b_split_card_name_one_half_not_both(db: CardDB) -> None:
    assert choosable_names(db.card("Fire // Ice")) == ("Fire", "Ice")
    chosen = validate_chosen_name(db, "ice")
    assert chosen == ChosenName("Ice", db.card("Fire // Ice"), Side.RIGHT)
    error = refused(db, "Fire // Ice")
    assert error.rule == "201.4b"
    assert "choose 'Fire' or 'Ice', not both" in str(error)


def test_201_4b_a_five_part_split_card_names_one_part(db: CardDB) -> None:
    assert validate_chosen_name(db, "Where").side is Side.MIDDLE
    error = refused(db, "Who // What // When // Where // Why")
    assert error.rule == "201.4b"
    assert "choose one of 'Who', 'What', 'When', 'Where', 'Why', only one" in str(error)


def test_201_4b_a_half_of_two_split_cards_names_both(db: CardDB) -> None:
    chosen = validate_chosen_name(db, "Fire")
    assert chosen.name == "Fire"
    assert {chosen.card.name, *(c.name for c in chosen.also)} == {"Fire // Ice", "Start // Fire"}


def test_201_4b_only_that_halfs_characteristics(db: CardDB) -> None:
    ice = name_characteristics(db.card("Fire // Ice"), "Ice")
    assert ice.colors == (Color.BLUE,)
    assert ice.names == ("Ice",)


def test_201_4c_flip_card_alternative_name(db: CardDB) -> None:
    chosen = validate_chosen_name(db, "tok-tok, volcano born")
    assert chosen.name == "Tok-Tok, Volcano Born"
    assert chosen.side is Side.FLIPPED
    assert validate_chosen_name(db, "Akki Lavarunner").side is Side.FRONT
    error = refused(db, "Akki Lavarunner // Tok-Tok, Volcano Born")
    assert error.rule == "201.4c"
    assert "not both" in str(error)


def test_201_4c_flipped_name_uses_the_alternative_characteristics(db: CardDB) -> None:
    def legendary(value: Characteristics) -> bool:
        return "Legendary" in value.supertypes

    tok_tok = name_characteristics(db.card("Akki Lavarunner"), "Tok-Tok, Volcano Born")
    assert legendary(tok_tok)
    assert tok_tok.colors == (Color.RED,)  # the normal color, CR 710.1c
    assert validate_chosen_name(db, "Tok-Tok, Volcano Born", having=legendary).side is Side.FLIPPED
    with pytest.raises(IllegalAction, match="not the name of a legendary card") as caught:
        validate_chosen_name(db, "Akki Lavarunner", having=legendary, described="a legendary card")
    assert caught.value.rule == "201.4a"


def test_712_19_either_face_of_dfc(db: CardDB) -> None:
    delver = db.card("Delver of Secrets")
    front = ChosenName("Delver of Secrets", delver, Side.FRONT)
    back = ChosenName("Insectile Aberration", delver, Side.BACK)
    assert validate_chosen_name(db, "Delver of Secrets") == front
    assert validate_chosen_name(db, "Insectile Aberration") == back
    error = refused(db, "delver of secrets // insectile aberration")
    assert error.rule == "712.19"
    assert "choose 'Delver of Secrets' or 'Insectile Aberration', not both" in str(error)


def test_712_19_either_face_of_a_modal_dfc(db: CardDB) -> None:
    assert validate_chosen_name(db, "Searstep Pathway").side is Side.BACK
    assert refused(db, "Blightstep Pathway // Searstep Pathway").rule == "712.19"


def test_201_4d_back_face_characteristics_only(db: CardDB) -> None:
    def flying(value: Characteristics) -> bool:
        return "Flying" in value.abilities

    assert validate_chosen_name(db, "Insectile Aberration", having=flying).name == "Insectile Aberration"
    with pytest.raises(IllegalAction):
        validate_chosen_name(db, "Delver of Secrets", having=flying)


def test_201_4e_meld_result_name(db: CardDB) -> None:
    assert "Brisela, Voice of Nightmares" in choosable_names(db.card("Bruna, the Fading Light"))
    chosen = validate_chosen_name(db, "Brisela, Voice of Nightmares")
    assert chosen.name == "Brisela, Voice of Nightmares"
    assert chosen.side is Side.MELDED
    brisela = name_characteristics(chosen.card, chosen.name)
    assert (brisela.power, brisela.toughness) == ("9", "10")


def test_201_4e_meld_result_through_a_lookup_that_finds_its_meld_card(db: CardDB) -> None:
    bruna = db.card("Bruna, the Fading Light")
    chosen = validate_chosen_name(lambda name: bruna, "Brisela, Voice of Nightmares")
    assert (chosen.name, chosen.card, chosen.side) == ("Brisela, Voice of Nightmares", bruna, Side.MELDED)


def test_201_4f_adventure_name(db: CardDB) -> None:
    chosen = validate_chosen_name(db, "Stomp")
    assert (chosen.name, chosen.side) == ("Stomp", Side.ADVENTURE)
    assert refused(db, "Bonecrusher Giant // Stomp").rule == "201.4f"

    def instant(value: Characteristics) -> bool:
        return "Instant" in value.types

    assert validate_chosen_name(db, "Stomp", having=instant).name == "Stomp"
    with pytest.raises(IllegalAction):
        validate_chosen_name(db, "Bonecrusher Giant", having=instant)


def test_720_5_omen_name(db: CardDB) -> None:
    chosen = validate_chosen_name(db, "Claim Territory")
    assert (chosen.name, chosen.side) == ("Claim Territory", Side.OMEN)
    assert refused(db, "Bloomvine Regent // Claim Territory").rule == "720.5"


def test_722_5_prepare_spell_name() -> None:
    faces = (
        face("Studious Scholar", "{1}{U}", "Creature — Human Wizard"),
        face("Quick Study", "{U}", "Instant", "Draw a card.", side=Side.PREPARE),
    )
    card = Card(name="Studious Scholar // Quick Study", layout=Layout.PREPARE, faces=faces)
    cards = {"studious scholar": card, "quick study": card, "studious scholar // quick study": card}

    def lookup(name: str) -> Card | None:
        return cards.get(name.lower())

    assert validate_chosen_name(lookup, "Quick Study").side is Side.PREPARE
    with pytest.raises(IllegalAction) as caught:
        validate_chosen_name(lookup, "Studious Scholar // Quick Study")
    assert caught.value.rule == "722.5"


def test_201_4_token_name_cannot_be_chosen() -> None:
    token = Card(name="Goblin", layout=Layout.TOKEN, faces=(face("Goblin", "", "Token Creature — Goblin"),))
    assert choosable_names(token) == ()
    with pytest.raises(IllegalAction, match="name of a token") as caught:
        validate_chosen_name(lambda name: token, "Goblin")
    assert caught.value.rule == "201.4"


def test_201_4_a_name_no_card_has_lists_the_closest(db: CardDB) -> None:
    error = refused(db, "Goblin Guid")
    assert error.rule == "201.4"
    assert "'Goblin Guid'" in str(error)
    assert "'Goblin Guide'" in str(error)


def test_201_4_name_not_a_name_of_the_card_found(db: CardDB) -> None:
    bears = db.card("Grizzly Bears")
    with pytest.raises(IllegalAction, match="not a name of 'Grizzly Bears'"):
        validate_chosen_name(lambda name: bears, "Teddy")


def test_201_4a_dispossess_an_artifact_card_name(db: CardDB) -> None:
    def artifact(value: Characteristics) -> bool:
        return "Artifact" in value.types

    assert validate_chosen_name(db, "Sol Ring", having=artifact).name == "Sol Ring"
    with pytest.raises(IllegalAction, match="'Island' is not the name of an artifact card"):
        validate_chosen_name(db, "Island", having=artifact, described="an artifact card")


def test_201_2_chosen_name_ignores_case_and_accents(db: CardDB) -> None:
    assert validate_chosen_name(db, "ÆTHER VIAL").name == "Aether Vial"
    assert validate_chosen_name(db, "lim-dul's vault").name == "Lim-Dûl's Vault"
    assert str(validate_chosen_name(db, "fire")) == "Fire"


def test_201_2_a_printed_name_chooses_the_english_name(db: CardDB) -> None:
    chosen = validate_chosen_name(db, "Glacier de Seijiri")
    assert (chosen.name, chosen.side) == ("Sejiri Glacier", Side.BACK)
    assert validate_chosen_name(db, "Akki coureur des laves").name == "Akki Lavarunner"
    assert refused(db, "Abri de Seijiri // Glacier de Seijiri").rule == "712.19"


# --- what has the chosen name (S9, S17) ---------------------------------------------------------


def test_s9_chosen_name_considers_only_that_face(game: Game, db: CardDB) -> None:
    glacier = validate_chosen_name(db, "Sejiri Glacier")
    shelter_spell = put(game, db, "Sejiri Shelter", Zone.STACK)
    glacier_land = put(game, db, "Sejiri Shelter", Zone.BATTLEFIELD, up=Side.BACK)
    in_graveyard = put(game, db, "Sejiri Shelter", Zone.GRAVEYARD)
    assert not matches_chosen_name(game, shelter_spell, glacier)
    assert matches_chosen_name(game, glacier_land, glacier)
    assert not matches_chosen_name(game, in_graveyard, glacier)  # CR 712.8a: the front face only
    assert matches_chosen_name(game, in_graveyard, "Sejiri Shelter")


def test_s9_pathway_either_face_chosen(game: Game, db: CardDB) -> None:
    searstep = validate_chosen_name(db, "Searstep Pathway")
    played_back = put(game, db, "Blightstep Pathway", Zone.BATTLEFIELD, up=Side.BACK)
    played_front = put(game, db, "Blightstep Pathway", Zone.BATTLEFIELD)
    assert matches_chosen_name(game, played_back, searstep)
    assert not matches_chosen_name(game, played_front, searstep)


def test_709_4a_object_has_the_chosen_half_name(game: Game, db: CardDB) -> None:
    fire = validate_chosen_name(db, "Fire")
    assert matches_chosen_name(game, put(game, db, "Fire // Ice", Zone.HAND), fire)
    assert not matches_chosen_name(game, put(game, db, "Fire // Ice", Zone.STACK, up=Side.RIGHT), fire)
    assert matches_chosen_name(game, put(game, db, "Fire // Ice", Zone.STACK, up=Side.LEFT), fire)


def test_s17_flipped_name_matches_only_a_flipped_permanent(game: Game, db: CardDB) -> None:
    tok_tok = validate_chosen_name(db, "Tok-Tok, Volcano Born")
    flipped = put(game, db, "Akki Lavarunner", Zone.BATTLEFIELD, flipped=True)
    assert matches_chosen_name(game, flipped, tok_tok)
    assert not matches_chosen_name(game, put(game, db, "Akki Lavarunner", Zone.BATTLEFIELD), tok_tok)
    assert not matches_chosen_name(game, put(game, db, "Akki Lavarunner", Zone.HAND), tok_tok)


def test_708_2a_face_down_never_matches_a_chosen_name(game: Game, db: CardDB) -> None:
    chosen = validate_chosen_name(db, "Grizzly Bears")
    manifested = put(game, db, "Grizzly Bears", Zone.BATTLEFIELD, face_down=FaceDown.MANIFEST)
    assert not matches_chosen_name(game, manifested, chosen)
