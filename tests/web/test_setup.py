"""Setting up a position through the form or from two deck lists: written as
a scenario's set-up and built by the scenario package's own code."""

from __future__ import annotations

import html

import pytest
from starlette.testclient import TestClient

from mtgfaces.web import setup
from tests.web.conftest import add, start


def _seat(client: TestClient, player: str = "Alice") -> str:
    return html.unescape(client.get(f"/seat/{player}").text)


@pytest.mark.parametrize(
    ("card", "fields", "shown"),
    [
        ("Delver of Secrets", {"face": "back"}, "Insectile Aberration"),
        ("Delver of Secrets", {"face_down": "manifest"}, "face down (manifest), #1"),
        ("Exalted Angel", {"face_down": "morph"}, "face down (morph), #1"),
        ("Grizzly Bears", {"face_down": "cloak"}, "face down (cloak), #1"),
        ("Akki Lavarunner", {"flipped": "on"}, "Tok-Tok, Volcano Born"),
        ("Grizzly Bears", {"tapped": "on", "counter_kind": "+1/+1", "counter_count": "2"}, "4/4"),
        ("Bottomless Pool // Locker Room", {"unlocked_left": "on"}, "unlocked: left"),
        ("Grizzly Bears", {"token": "on"}, "token"),
    ],
)
def test_each_status_of_the_form_reaches_the_game(
    client: TestClient, card: str, fields: dict[str, str], shown: str
) -> None:
    add(client, card, **fields)
    start(client)
    assert shown in _seat(client)


def test_an_aura_is_attached_to_what_the_form_names(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    add(client, "Rancor", attached_to="grizzly-bears")
    start(client)
    page = _seat(client)
    assert "attached to Grizzly Bears" in page


def test_a_spell_on_the_stack_is_cast_as_the_face_the_form_says(client: TestClient) -> None:
    add(client, "Bonecrusher Giant", zone="stack", cast_as="adventure")
    start(client)
    assert "Stomp" in _seat(client).split("Stack (top first)")[1]


def test_the_turn_step_and_day_or_night_are_set(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client, active="Bob", step="main2", day_night="night")
    page = html.unescape(client.get("/play").text)
    assert "Turn 1, Bob's main2 step" in page


def test_an_unknown_card_is_refused_with_the_closest_names(client: TestClient) -> None:
    response = client.post(
        "/setup/entry", data={"card": "Delvr of Secrts", "player": "Alice", "zone": "hand"}
    )
    page = html.unescape(response.text)
    assert response.status_code == 400
    assert (
        "no card named 'Delvr of Secrts'; closest names: 'Delver of Secrets // Insectile Aberration'" in page
    )


@pytest.mark.parametrize(
    ("fields", "says"),
    [
        ({"zone": "moon"}, "zone 'moon' is not one of library, hand"),
        ({"player": "Carol"}, "player 'Carol' is not one of Alice, Bob"),
        ({"face_down": "sideways"}, "face_down 'sideways' is not one of manifest"),
        ({"cast_as": "adventure"}, "cast as 'adventure' is for a spell on the stack"),
        ({"counter_kind": "+1/+1", "counter_count": "500"}, "write a number from 1 to 99"),
        ({"attached_to": "nothing-here"}, "name an object of the set-up or a player"),
    ],
)
def test_a_wrong_field_is_named_with_what_would_be_valid(
    client: TestClient, fields: dict[str, str], says: str
) -> None:
    data = {"card": "Grizzly Bears", "player": "Alice", "zone": "battlefield", **fields}
    response = client.post("/setup/entry", data=data)
    assert response.status_code == 400 and says in html.unescape(response.text)


def test_a_face_the_card_lacks_is_refused_by_the_scenario_code(client: TestClient) -> None:
    response = client.post(
        "/setup/entry",
        data={"card": "Grizzly Bears", "player": "Alice", "zone": "battlefield", "face": "back"},
    )
    assert response.status_code == 400 and "face:" in html.unescape(response.text)
    assert "position:" not in response.text  # no line numbers of a file the user never wrote


def test_an_entry_can_be_removed(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    client.post("/setup/remove", data={"alias": "grizzly-bears"})
    assert "grizzly-bears" not in client.get("/setup").text


def test_103_two_deck_lists_give_shuffled_libraries_and_seven_card_hands(client: TestClient) -> None:
    decks = {"deck_0": "4 Delver of Secrets\n36 Island", "deck_1": "Deck\n4 Sejiri Shelter\n36 Plains"}
    assert client.post("/setup/decks", data=decks).status_code == 200
    start(client)
    page = html.unescape(client.get("/play").text)
    assert "library 33 · hand 7" in page


def test_a_bad_deck_list_names_its_line(client: TestClient) -> None:
    response = client.post(
        "/setup/decks", data={"deck_0": "4 Delver of Secrets\nfour Islands", "deck_1": "1 Forest"}
    )
    assert response.status_code == 400
    assert "Alice's deck list: line 2: 'four Islands' is no deck entry" in html.unescape(response.text)


def test_a_position_is_bounded(client: TestClient) -> None:
    response = client.post("/setup/decks", data={"deck_0": "300 Island", "deck_1": "200 Forest"})
    assert response.status_code == 400 and f"at most {setup.MAX_OBJECTS}" in response.text
    long_list = "1 Island\n" * (setup.MAX_DECK_TEXT // 9 + 1)
    response = client.post("/setup/decks", data={"deck_0": long_list, "deck_1": "1 Forest"})
    assert response.status_code == 400 and "a deck list is at most" in response.text


def test_the_position_reads_as_the_scenario_set_up_it_is(client: TestClient) -> None:
    add(client, "Delver of Secrets", face_down="manifest")
    page = html.unescape(client.get("/setup").text)
    assert (
        "- card: Delver of Secrets // Insectile Aberration\n"
        "      as: delver-of-secrets\n      face_down: manifest" in page
    )


def test_106_4_the_form_sets_a_player_s_mana_pool_as_the_format_writes_it(client: TestClient) -> None:
    assert client.post("/setup/pool", data={"player": "Bob", "mana": "{G}{R}{R}"}).status_code == 200
    page = html.unescape(client.get("/setup").text)
    assert "  Bob:\n    mana_pool:\n      R: 2\n      G: 1" in page  # the pool's order (WUBRG)
    client.post("/setup/pool", data={"player": "Bob", "mana": ""})
    assert "mana_pool" not in html.unescape(client.get("/setup").text)  # emptied
    refused = client.post("/setup/pool", data={"player": "Bob", "mana": "{2}{U/P}"})
    assert refused.status_code == 400 and "is not a unit of mana" in html.unescape(refused.text)


def _meld_pair(client: TestClient) -> None:
    add(client, "Bruna, the Fading Light")
    add(client, "Gisela, the Broken Blade")


def test_712_4a_a_melded_pair_is_set_up_as_both_cards_and_a_meld_instruction(client: TestClient) -> None:
    _meld_pair(client)
    response = client.post(
        "/setup/meld", data={"first": "bruna-the-fading-light", "second": "gisela-the-broken-blade"}
    )
    page = html.unescape(response.text)
    assert response.status_code == 200 and "Refused" not in page
    assert "steps:\n- meld:\n  - bruna-the-fading-light\n  - gisela-the-broken-blade" in page
    assert "melded with gisela-the-broken-blade" in page
    start(client)
    seat = _seat(client, "Bob")
    assert seat.count("Brisela, Voice of Nightmares</span>") == 1  # one permanent (712.14c)
    assert "712.8g [printed] melded: the combined back face's characteristics" in seat
    assert "9/10" in seat and "mana value 11" in seat  # 202.3c: the sum of the front faces'


def test_701_42a_two_cards_that_are_no_meld_pair_are_refused_with_the_rule(client: TestClient) -> None:
    _meld_pair(client)
    add(client, "Grizzly Bears")
    response = client.post("/setup/meld", data={"first": "bruna-the-fading-light", "second": "grizzly-bears"})
    page = html.unescape(response.text)
    assert response.status_code == 400
    assert "bruna-the-fading-light and grizzly-bears can't be melded: the instruction does nothing" in page
    assert "meld:" not in page.split("<pre>")[1]  # the position is unchanged


def test_removing_a_melded_card_removes_its_meld(client: TestClient) -> None:
    _meld_pair(client)
    client.post("/setup/meld", data={"first": "bruna-the-fading-light", "second": "gisela-the-broken-blade"})
    client.post("/setup/remove", data={"alias": "gisela-the-broken-blade"})
    page = html.unescape(client.get("/setup").text)
    assert "steps: []" in page and "melded with" not in page
