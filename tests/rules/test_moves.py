"""Moving objects (mtgfaces.rules.actions.moves): putting onto the battlefield,
zone changes, blink, foretell, control, counters (CR 110.2, 111.7, 111.8,
122.6, 305.4, 400.7, 406.3, 614.1c, 702.143, 708.9, 712.13a, 712.14, 712.21;
seed rulings S5, S8, S21). Attaching is in test_attaching.py."""

from __future__ import annotations

import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules import save
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.actions.copying import become_copy
from mtgfaces.rules.actions.foretelling import can_foretell, foretell, verify_foretell
from mtgfaces.rules.actions.moves import (
    add_counters,
    attach,
    blink,
    gain_control,
    move,
    put_onto_battlefield,
)
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from mtgfaces.rules.state.views import name_for, visible_log
from tests import budget
from tests.rules.builders import assert_ignored, card, kinds, names, position, put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def brisela(game: Game, owner: str = "Alice") -> GameObject:
    return game.put(
        card("Brisela, Voice of Nightmares"),
        zone=Zone.BATTLEFIELD,
        owner=owner,
        status=Status(up=Side.MELDED),
        parts=(card("Bruna, the Fading Light"), card("Gisela, the Broken Blade")),
    )


def only(game: Game, zone: Zone, player: str | None = None) -> GameObject:
    (found,) = game.objects(zone, player)
    return found


# -- putting onto the battlefield -------------------------------------------------------


def test_712_14_put_onto_battlefield_front_face_up(game: Game) -> None:
    delver = put(game, "Delver of Secrets", Zone.HAND)
    outcome = put_onto_battlefield(game, delver.id)
    permanent = only(game, Zone.BATTLEFIELD)
    assert not outcome.ignored and outcome.new_objects == (permanent.id,)
    assert delver.id not in game and permanent.id != delver.id  # 400.7: a new object
    assert permanent.status.up is Side.FRONT
    assert game.characteristics(permanent).name == "Delver of Secrets"
    (entered,) = outcome.of(EventKind.ENTERED_BATTLEFIELD)
    assert (entered.object, entered.from_zone, entered.rule) == (permanent.id, "hand", "712.14")


def test_712_14a_transformed_enters_back_face_up(game: Game) -> None:
    delver = put(game, "Delver of Secrets", Zone.GRAVEYARD)
    outcome = put_onto_battlefield(game, delver.id, transformed=True)
    permanent = only(game, Zone.BATTLEFIELD)
    value = game.characteristics(permanent)
    assert permanent.status.up is Side.BACK and permanent.status.transformations == 0
    assert (value.name, value.mana_value) == ("Insectile Aberration", 1)  # 712.8e
    assert outcome.of(EventKind.ENTERED_BATTLEFIELD)[0].rule == "712.14a"


def test_712_14a_single_faced_card_told_to_enter_transformed_stays(game: Game) -> None:
    bears = put(game, "Grizzly Bears", Zone.EXILE)
    before = position(game)
    assert_ignored(game, put_onto_battlefield(game, bears.id, transformed=True), "712.14a")
    assert position(game) == before
    assert game.get(bears.id).zone is Zone.EXILE


def test_s21_single_faced_copy_of_crystal_fragments_stays_in_exile(game: Game) -> None:
    fragments = put(game, "Crystal Fragments")
    clone = put(game, "Clone")
    become_copy(game, clone.id, fragments.id)
    assert game.characteristics(clone).name == "Crystal Fragments"
    # Its second ability: exile it, then return it transformed.
    (exiled,) = move(game, clone.id, Zone.EXILE).new_objects
    assert game.characteristics(exiled).name == "Clone"  # the copy effect ended (400.7)
    assert_ignored(game, put_onto_battlefield(game, exiled, transformed=True), "712.14a")
    assert names(game, Zone.EXILE) == ["Clone"]
    # The real Crystal Fragments does enter transformed.
    (real,) = move(game, fragments.id, Zone.EXILE).new_objects
    put_onto_battlefield(game, real, transformed=True)
    assert game.characteristics(only(game, Zone.BATTLEFIELD, "Alice")).name == "Summon: Alexander"


def test_712_14b_mdfc_with_instant_front_stays(game: Game) -> None:
    shelter = put(game, "Sejiri Shelter", Zone.GRAVEYARD)
    before = position(game)
    outcome = put_onto_battlefield(game, shelter.id)
    assert_ignored(game, outcome, "712.14b")
    assert position(game) == before
    # Read literally, 712.14b holds for an instruction to put it transformed too.
    assert put_onto_battlefield(game, shelter.id, transformed=True).rule == "712.14b"


def test_712_14b_mdfc_with_permanent_front_enters_front_face_up(game: Game) -> None:
    mimic = put(game, "Glasspool Mimic", Zone.HAND)
    put_onto_battlefield(game, mimic.id)
    assert game.characteristics(only(game, Zone.BATTLEFIELD)).name == "Glasspool Mimic"


def test_s8_exile_sejiri_glacier_and_return_it_stays_in_exile(game: Game) -> None:
    glacier = put(game, "Sejiri Glacier", up=Side.BACK)
    assert game.characteristics(glacier).name == "Sejiri Glacier"
    outcome = blink(game, glacier.id)
    assert not outcome.ignored  # it was exiled: the instruction did something
    assert game.objects(Zone.BATTLEFIELD) == []
    exiled = only(game, Zone.EXILE)
    assert game.characteristics(exiled).name == "Sejiri Shelter"  # 712.8a
    assert outcome.of(EventKind.LEFT_BATTLEFIELD) and not outcome.of(EventKind.ENTERED_BATTLEFIELD)
    # The same as two instructions: the second one is ignored.
    assert_ignored(game, put_onto_battlefield(game, exiled.id), "712.14b")


def test_s5_mdfc_put_transformed_ignored_before_2025() -> None:
    old = Game(["Alice", "Bob"], rules_as_of="2020-09-25")
    mimic = put(old, "Glasspool Mimic", Zone.HAND)
    before = position(old)
    outcome = put_onto_battlefield(old, mimic.id, transformed=True)
    assert_ignored(old, outcome, "712.14a")
    assert "2020-09-25" in outcome.events[0].note
    assert position(old) == before
    # A transforming DFC still can under the old rules.
    put_onto_battlefield(old, put(old, "Delver of Secrets", Zone.HAND).id, transformed=True)
    assert old.characteristics(only(old, Zone.BATTLEFIELD)).name == "Insectile Aberration"
    # Under the current rules (712.14a since 19 September 2025) the MDFC enters back face up.
    new = Game(["Alice", "Bob"])
    put_onto_battlefield(new, put(new, "Glasspool Mimic", Zone.HAND).id, transformed=True)
    assert new.characteristics(only(new, Zone.BATTLEFIELD)).name == "Glasspool Shore"


def test_712_13a_sorcery_back_face_cant_enter_transformed(game: Game) -> None:
    invasion = put(game, "Invasion of Kylem", Zone.HAND)
    assert_ignored(game, put_onto_battlefield(game, invasion.id, transformed=True), "712.13a")
    assert game.get(invasion.id).zone is Zone.HAND
    put_onto_battlefield(game, invasion.id)  # front face up, a battle, is fine
    assert game.characteristics(only(game, Zone.BATTLEFIELD)).types == ("Battle",)


def test_712_13a_from_the_stack_it_goes_to_the_graveyard_instead(game: Game) -> None:
    spell = put(game, "Invasion of Kylem", Zone.STACK)
    outcome = put_onto_battlefield(game, spell.id, transformed=True)
    assert not outcome.ignored
    assert names(game, Zone.GRAVEYARD) == ["Invasion of Kylem // Valor's Reach Tag Team"]
    assert game.objects(Zone.BATTLEFIELD) == []


@pytest.mark.parametrize("name", ["Lightning Bolt", "Fire // Ice"])
def test_400_4a_instant_or_sorcery_card_stays(game: Game, name: str) -> None:
    bolt = put(game, name, Zone.HAND)
    assert_ignored(game, put_onto_battlefield(game, bolt.id), "400.4a")
    assert game.get(bolt.id).zone is Zone.HAND


def test_712_4b_meld_card_cant_enter_transformed(game: Game) -> None:
    bruna = put(game, "Bruna, the Fading Light", Zone.GRAVEYARD)
    assert_ignored(game, put_onto_battlefield(game, bruna.id, transformed=True), "712.4b")
    put_onto_battlefield(game, bruna.id)
    assert game.characteristics(only(game, Zone.BATTLEFIELD)).name == "Bruna, the Fading Light"


def test_305_4_putting_is_not_playing(game: Game) -> None:
    forest = put(game, "Forest", Zone.HAND)
    outcome = put_onto_battlefield(game, forest.id, tapped=True)
    assert game.player("Alice").lands_played == 0
    assert not outcome.of(EventKind.LAND_PLAYED)
    assert only(game, Zone.BATTLEFIELD).status.tapped


def test_110_2a_enters_under_the_player_told(game: Game) -> None:
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    put_onto_battlefield(game, bears.id, under="Alice")
    permanent = only(game, Zone.BATTLEFIELD)
    assert (permanent.owner, game.controller(permanent)) == ("Bob", "Alice")
    with pytest.raises(MalformedInput, match="Carol"):
        put_onto_battlefield(game, put(game, "Grizzly Bears", Zone.HAND).id, under="Carol")


def test_708_3_put_onto_battlefield_face_down_is_a_2_2(game: Game) -> None:
    bolt = put(game, "Lightning Bolt", Zone.EXILE)
    outcome = put_onto_battlefield(game, bolt.id, face_down=True)
    permanent = only(game, Zone.BATTLEFIELD)
    value = game.characteristics(permanent)
    assert permanent.status.face_down is FaceDown.TURNED
    assert (value.name, value.power, value.toughness, value.types) == (None, "2", "2", ("Creature",))
    assert outcome.of(EventKind.ENTERED_BATTLEFIELD)[0].rule == "708.3"
    assert "Lightning Bolt" not in name_for(game, "Bob", permanent.id)
    assert "Lightning Bolt" in name_for(game, "Alice", permanent.id)  # 708.5


def test_708_3_a_keyword_action_may_name_its_face_down_kind(game: Game) -> None:
    delver = put(game, "Delver of Secrets", Zone.LIBRARY)
    put_onto_battlefield(game, delver.id, face_down=FaceDown.MANIFEST)
    assert only(game, Zone.BATTLEFIELD).status.face_down is FaceDown.MANIFEST


@pytest.mark.parametrize(
    ("options", "message"),
    [
        ({"face_down": True, "transformed": True}, "face down"),
        ({"face_down": FaceDown.FORETELL}, "exile"),
    ],
)
def test_malformed_put_changes_nothing(game: Game, options: dict[str, Any], message: str) -> None:
    delver = put(game, "Delver of Secrets", Zone.HAND)
    before = save.dumps(game)
    with pytest.raises(MalformedInput, match=message):
        put_onto_battlefield(game, delver.id, **options)
    assert save.dumps(game) == before


def test_608_3f_copy_of_a_permanent_spell_put_onto_the_battlefield_is_a_token(game: Game) -> None:
    copy = game.put(card("Grizzly Bears"), zone=Zone.STACK, owner="Alice", is_spell_copy=True)
    put_onto_battlefield(game, copy.id)
    permanent = only(game, Zone.BATTLEFIELD)
    assert permanent.is_token and not permanent.is_spell_copy


def test_400_7_an_object_that_changed_zones_is_not_found(game: Game) -> None:
    bears = put(game, "Grizzly Bears", Zone.HAND)
    move(game, bears.id, Zone.GRAVEYARD)
    before = position(game)
    for outcome in (
        put_onto_battlefield(game, bears.id),
        move(game, bears.id, Zone.EXILE),
        blink(game, bears.id),
        gain_control(game, bears.id, "Bob"),
        attach(game, bears.id, bears.id),
        add_counters(game, bears.id, "+1/+1", 1),
    ):
        assert_ignored(game, outcome, "400.7")
    assert position(game) == before


def test_400_7_instructions_need_the_object_where_they_look(game: Game) -> None:
    in_hand = put(game, "Grizzly Bears", Zone.HAND)
    on_battlefield = put(game, "Grizzly Bears")
    assert_ignored(game, blink(game, in_hand.id), "400.7")
    assert_ignored(game, gain_control(game, in_hand.id, "Bob"), "400.7")
    assert_ignored(game, put_onto_battlefield(game, on_battlefield.id), "400.7")
    outcome = move(game, in_hand.id, Zone.HAND)
    assert_ignored(game, outcome, "400.7")
    assert "a card in Alice's hand" in outcome.events[0].note  # never the hidden name


# -- zone changes -------------------------------------------------------------------------


def test_400_7_move_makes_a_new_object(game: Game) -> None:
    bears = put(game, "Grizzly Bears", tapped=True, counters=(("+1/+1", 1),))
    outcome = move(game, bears.id, Zone.HAND)
    new = only(game, Zone.HAND)
    assert outcome.new_objects == (new.id,) and new.status == Status()
    assert kinds(outcome) == [EventKind.ZONE_CHANGE, EventKind.LEFT_BATTLEFIELD]
    (left,) = outcome.of(EventKind.LEFT_BATTLEFIELD)
    assert (left.object, left.new_object, left.player, left.to_zone) == (bears.id, new.id, "Alice", "hand")


def test_400_3_cards_go_to_their_owners_zones(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    gain_control(game, bears.id, "Alice")
    move(game, bears.id, Zone.GRAVEYARD)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]
    assert names(game, Zone.GRAVEYARD, "Alice") == []


def test_401_library_top_or_bottom(game: Game) -> None:
    for name in ("Forest", "Lightning Bolt"):
        put(game, name, Zone.LIBRARY)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    (bottom,) = move(game, bears.id, Zone.LIBRARY, position="bottom").new_objects
    assert names(game, Zone.LIBRARY)[-1] == "Grizzly Bears"
    # From the library to its top: no zone change, the same object.
    assert move(game, bottom, Zone.LIBRARY, position="top").events == ()
    assert names(game, Zone.LIBRARY)[0] == "Grizzly Bears" and bottom in game
    with pytest.raises(MalformedInput, match="middle"):
        move(game, bottom, Zone.LIBRARY, position="middle")  # type: ignore[arg-type]


def test_move_to_the_battlefield_is_putting_it_there(game: Game) -> None:
    delver = put(game, "Delver of Secrets", Zone.GRAVEYARD)
    outcome = move(game, delver.id, Zone.BATTLEFIELD)
    assert outcome.of(EventKind.ENTERED_BATTLEFIELD)
    assert only(game, Zone.BATTLEFIELD).status.up is Side.FRONT
    assert_ignored(game, move(game, put(game, "Sejiri Shelter", Zone.HAND).id, Zone.BATTLEFIELD), "712.14b")


@pytest.mark.parametrize("zone", [Zone.STACK, Zone.OUTSIDE])
def test_move_to_the_stack_or_outside_is_malformed(game: Game, zone: Zone) -> None:
    bears = put(game, "Grizzly Bears", Zone.HAND)
    before = save.dumps(game)
    with pytest.raises(MalformedInput):
        move(game, bears.id, zone)
    assert save.dumps(game) == before


def test_712_21_melded_leaves_as_two_cards(game: Game) -> None:
    melded = brisela(game)
    outcome = move(game, melded.id, Zone.GRAVEYARD)
    assert melded.id not in game
    assert sorted(names(game, Zone.GRAVEYARD)) == ["Bruna, the Fading Light", "Gisela, the Broken Blade"]
    (left,) = outcome.of(EventKind.LEFT_BATTLEFIELD)  # one permanent left
    assert left.object == melded.id and left.rule == "712.21"
    changes = outcome.of(EventKind.ZONE_CHANGE)  # two cards were put there
    assert [e.object for e in changes] == [melded.id, melded.id]
    assert {e.new_object for e in changes} == {o.id for o in game.objects(Zone.GRAVEYARD)}
    assert set(outcome.new_objects) == {o.id for o in game.objects(Zone.GRAVEYARD)}


def test_712_21_melded_to_the_library_and_to_exile_face_down(game: Game) -> None:
    move(game, brisela(game).id, Zone.LIBRARY)
    assert names(game, Zone.LIBRARY) == ["Bruna, the Fading Light", "Gisela, the Broken Blade"]
    move(game, brisela(game).id, Zone.EXILE, face_down=True)
    assert [o.status.face_down for o in game.objects(Zone.EXILE)] == [FaceDown.EXILE, FaceDown.EXILE]


def test_712_21c_blinked_melded_permanent_returns_as_both_cards(game: Game) -> None:
    melded = brisela(game)
    blink(game, melded.id)
    returned = game.objects(Zone.BATTLEFIELD)
    assert sorted(game.characteristics(o).name or "" for o in returned) == [
        "Bruna, the Fading Light",
        "Gisela, the Broken Blade",
    ]
    assert not any(o.is_melded for o in returned) and game.objects(Zone.EXILE) == []


def test_708_9_face_down_revealed_when_it_leaves(game: Game) -> None:
    hidden = put(game, "Grizzly Bears", owner="Bob", face_down=FaceDown.MANIFEST)
    outcome = move(game, hidden.id, Zone.GRAVEYARD)
    (revealed,) = outcome.of(EventKind.REVEALED)
    assert revealed.rule == "708.9" and revealed.object == hidden.id
    # Even when it is exiled face down.
    other = put(game, "Delver of Secrets", owner="Bob", face_down=FaceDown.MORPH)
    outcome = move(game, other.id, Zone.EXILE, face_down=True)
    assert outcome.of(EventKind.REVEALED)[0].rule == "708.9"
    assert only(game, Zone.EXILE).status.face_down is FaceDown.EXILE


def test_406_3_exiled_face_down(game: Game) -> None:
    bears = put(game, "Grizzly Bears", Zone.HAND)
    move(game, bears.id, Zone.EXILE, face_down=True)
    exiled = only(game, Zone.EXILE)
    assert exiled.status.face_down is FaceDown.EXILE
    assert game.characteristics(exiled).name is None  # 406.3a: no characteristics
    for player in game.players:  # 406.3: no one may examine it
        assert "Grizzly Bears" not in name_for(game, player, exiled.id)
    before = save.dumps(game)
    with pytest.raises(MalformedInput, match="406.3"):
        move(game, exiled.id, Zone.GRAVEYARD, face_down=True)
    assert save.dumps(game) == before


def test_111_7_token_leaving_the_battlefield_ceases_to_exist(game: Game) -> None:
    token = game.put(card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice", is_token=True)
    outcome = move(game, token.id, Zone.GRAVEYARD)
    # It went there (so the events are there to trigger on), then ceased to exist.
    assert kinds(outcome) == [EventKind.ZONE_CHANGE, EventKind.LEFT_BATTLEFIELD, EventKind.CEASED_TO_EXIST]
    assert game.objects(Zone.GRAVEYARD) == [] and game.objects(Zone.BATTLEFIELD) == []
    assert outcome.new_objects[0] not in game


def test_111_8_token_off_the_battlefield_cant_move(game: Game) -> None:
    token = game.put(card("Grizzly Bears"), zone=Zone.EXILE, owner="Alice", is_token=True)
    assert_ignored(game, move(game, token.id, Zone.HAND), "111.8")
    assert_ignored(game, put_onto_battlefield(game, token.id), "111.8")
    assert game.get(token.id).zone is Zone.EXILE


def test_111_8_blinked_token_doesnt_return(game: Game) -> None:
    token = game.put(card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice", is_token=True)
    outcome = blink(game, token.id)
    assert not outcome.ignored
    assert game.objects() == []


def test_707_10a_spell_copy_leaving_the_stack_ceases_to_exist(game: Game) -> None:
    copy = game.put(card("Lightning Bolt"), zone=Zone.STACK, owner="Alice", is_spell_copy=True)
    move(game, copy.id, Zone.GRAVEYARD)
    assert game.objects() == []


def test_blink_returns_a_new_object_under_its_owners_control(game: Game) -> None:
    aberration = put(game, "Delver of Secrets", owner="Alice", up=Side.BACK, tapped=True, transformations=1)
    gain_control(game, aberration.id, "Bob")
    assert game.controller(aberration.id) == "Bob"
    outcome = blink(game, aberration.id)
    returned = only(game, Zone.BATTLEFIELD)
    exiled, back = (e.new_object for e in outcome.of(EventKind.ZONE_CHANGE))
    assert back == returned.id and len({aberration.id, exiled, returned.id}) == 3  # 400.7
    assert game.controller(returned) == "Alice"
    assert returned.status == Status(
        controlled_since=1
    )  # front face up (712.14), untapped, fresh (302.6: new this turn)
    assert game.characteristics(returned).name == "Delver of Secrets"
    assert game.effects == []  # the control effect ended with the object it applied to


def test_blink_of_a_face_down_permanent_returns_it_face_up(game: Game) -> None:
    hidden = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)
    outcome = blink(game, hidden.id)
    assert outcome.of(EventKind.REVEALED)
    assert game.characteristics(only(game, Zone.BATTLEFIELD)).name == "Grizzly Bears"


# -- foretell -----------------------------------------------------------------------------


def test_702_143a_foretell(game: Game) -> None:
    saw = put(game, "Saw It Coming", Zone.HAND)
    assert can_foretell(game, saw.id)
    outcome = foretell(game, saw.id)
    exiled = only(game, Zone.EXILE)
    assert exiled.status.face_down is FaceDown.FORETELL
    assert outcome.new_objects == (exiled.id,)
    assert "Saw It Coming" in name_for(game, "Alice", exiled.id)  # its owner may look at it
    assert "Saw It Coming" not in name_for(game, "Bob", exiled.id)
    assert "Saw It Coming" not in json.dumps(visible_log(game, "Bob"))


def test_702_143a_foretell_during_any_step_of_your_turn(game: Game) -> None:
    game.set_turn(Turn("Bob", step=Step.UPKEEP))
    saw = put(game, "Saw It Coming", Zone.HAND, owner="Bob")
    foretell(game, saw.id, player="Bob")
    assert only(game, Zone.EXILE, "Bob").status.face_down is FaceDown.FORETELL


def _refusals(game: Game) -> Iterator[tuple[ObjectId, str | None, ErrorCode, str]]:
    saw = put(game, "Saw It Coming", Zone.HAND)
    gone = put(game, "Saw It Coming", Zone.HAND)
    move(game, gone.id, Zone.GRAVEYARD)
    yield gone.id, None, ErrorCode.WRONG_ZONE, "400.7"
    yield put(game, "Saw It Coming", Zone.GRAVEYARD).id, None, ErrorCode.WRONG_ZONE, "702.143a"
    yield saw.id, "Bob", ErrorCode.WRONG_ZONE, "702.143a"  # not Bob's hand
    yield put(game, "Lightning Bolt", Zone.HAND).id, None, ErrorCode.NOT_PERMITTED, "702.143a"
    yield put(game, "Saw It Coming", Zone.HAND, owner="Bob").id, "Bob", ErrorCode.TIMING, "116.2h"


def test_702_143a_foretell_refusals_change_nothing(game: Game) -> None:
    codes = set()
    for obj_id, player, code, rule in list(_refusals(game)):
        before = save.dumps(game)
        assert not can_foretell(game, obj_id, player=player)
        with pytest.raises(IllegalAction) as raised:
            foretell(game, obj_id, player=player)
        assert (raised.value.code, raised.value.rule) == (code.value, rule)
        assert save.dumps(game) == before
        codes.add(code)
    assert codes == {ErrorCode.WRONG_ZONE, ErrorCode.NOT_PERMITTED, ErrorCode.TIMING}


def test_702_143a_refusal_names_no_card_the_player_cant_see(game: Game) -> None:
    saw = put(game, "Saw It Coming", Zone.HAND)
    with pytest.raises(IllegalAction) as raised:
        verify_foretell(game, saw.id, player="Bob")
    assert "Saw It Coming" not in str(raised.value)
    assert "a card in Alice's hand" in str(raised.value)


# -- control, attaching, counters ---------------------------------------------------------


def test_110_2_gain_control(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    outcome = gain_control(game, bears.id, "Bob", until=Duration.END_OF_TURN)
    assert kinds(outcome) == [EventKind.EFFECT_ADDED]
    assert game.controller(bears.id) == "Bob" and game.get(bears.id).owner == "Alice"
    assert [o.id for o in game.objects(Zone.BATTLEFIELD, "Bob")] == [bears.id]
    gain_control(game, bears.id, "Alice")  # 613.7: the later effect wins
    assert game.controller(bears.id) == "Alice"
    game.end_effects(Duration.END_OF_TURN)
    assert game.controller(bears.id) == "Alice"
    with pytest.raises(MalformedInput, match="Carol"):
        gain_control(game, bears.id, "Carol")


def test_110_2_control_ends_when_the_effect_ends(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    gain_control(game, bears.id, "Bob", until=Duration.END_OF_TURN)
    game.end_effects(Duration.END_OF_TURN)
    assert game.controller(bears.id) == "Alice"


def test_122_6_add_counters(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    add_counters(game, bears.id, "+1/+1", 2)
    assert game.get(bears.id).status.counter("+1/+1") == 2
    assert game.characteristics(bears.id).power == "4"
    assert_ignored(game, add_counters(game, bears.id, "+1/+1", 0), "609.3")
    assert_ignored(game, add_counters(game, put(game, "Grizzly Bears", Zone.HAND).id, "+1/+1", 1), "122.6")
    exiled = put(game, "Grizzly Bears", Zone.EXILE)
    add_counters(game, exiled.id, "time", 3)  # suspend, 702.62a
    assert game.get(exiled.id).status.counter("time") == 3
    with pytest.raises(MalformedInput):
        add_counters(game, bears.id, "+1/+1", -1)


# -- properties -----------------------------------------------------------------------------

POOL = ("Delver of Secrets", "Sejiri Glacier", "Grizzly Bears", "Lightning Bolt", "Invasion of Kylem")
ZONES = (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY, Zone.BATTLEFIELD)


@settings(
    max_examples=budget.examples(40),
    derandomize=budget.derandomized(),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    st.lists(
        st.tuples(
            st.sampled_from(("move", "put", "blink", "exile_face_down")),
            st.integers(0, 20),
            st.sampled_from(ZONES),
            st.booleans(),
        ),
        max_size=12,
    )
)
def test_random_moves_keep_the_invariants(steps: list[tuple[str, int, Zone, bool]]) -> None:
    game = Game(["Alice", "Bob"])
    for index, name in enumerate(POOL):
        put(game, name, ZONES[index % len(ZONES)], owner=game.players[index % 2])
    brisela(game)
    game.put(card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob", is_token=True)
    for what, pick, zone, flag in steps:
        objects = game.objects()
        target = objects[pick % len(objects)].id
        if what == "move":
            move(game, target, zone)
        elif what == "put":
            put_onto_battlefield(game, target, transformed=flag)
        elif what == "blink":
            blink(game, target)
        else:
            move(game, target, Zone.EXILE, face_down=True)
        for obj in game.objects():
            assert obj.zone is Zone.BATTLEFIELD or not obj.is_token  # 111.7
            assert obj.zone is Zone.BATTLEFIELD or not obj.is_melded  # 712.21
            assert obj.status.up in (Side.FRONT, Side.MELDED) or obj.zone is Zone.BATTLEFIELD
    assert save.loads(save.dumps(game)) == game


def test_614_1c_a_land_that_enters_tapped_does_so_whatever_puts_it_there(game: Game) -> None:
    """One entering path (issue 13): resolving, a land play and an effect all
    apply "This land enters tapped." (Guildless Commons)."""
    from mtgfaces.rules.actions.casting import play_land

    from_graveyard = put(game, "Guildless Commons", Zone.GRAVEYARD)
    put_onto_battlefield(game, from_graveyard.id)
    played = put(game, "Guildless Commons", Zone.HAND)
    play_land(game, played.id)
    assert [o.status.tapped for o in game.objects(Zone.BATTLEFIELD)] == [True, True]
    blinked = game.objects(Zone.BATTLEFIELD)[0]
    blink(game, blinked.id)
    assert all(o.status.tapped for o in game.objects(Zone.BATTLEFIELD))
    # A token that is a copy of it enters tapped too (707.2, 614.1c).
    from mtgfaces.rules.actions.copying import create_token_copy

    untapped = put(game, "Guildless Commons")
    token = create_token_copy(game, untapped.id).new_objects[0]
    assert game.get(token).is_token and game.get(token).status.tapped
