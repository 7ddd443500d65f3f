"""Playing in the browser: each player's legal actions are the buttons of
their seat, refusals show the error's code, message and rule, questions are
forms, the judge applies effect instructions, and undo and redo."""

from __future__ import annotations

import html
import re

from starlette.testclient import TestClient

from tests.web.conftest import act, actions, add, start


def _play(client: TestClient) -> str:
    return html.unescape(client.get("/play").text)


def test_the_buttons_are_exactly_the_seat_s_legal_actions(client: TestClient) -> None:
    add(client, "Sejiri Shelter", zone="hand")
    add(client, "Grizzly Bears")
    start(client)
    page = client.get("/play").text
    offered = actions(page, "Alice")
    assert offered[0] == "Alice: pass" and offered[-1] == "Alice: concede"
    assert any(re.fullmatch(r"Alice: play @[0-9a-f]{10} back", a) for a in offered)  # 712.12: the land face
    assert any(re.fullmatch(r"Alice: cast @[0-9a-f]{10} front -> @[0-9a-f]{10}", a) for a in offered)
    assert actions(page, "Bob") == ["Bob: concede"]  # Alice has priority (117.3a)
    assert "play Sejiri Shelter back" in page  # the button's words name the card, not the handle


def test_712_12_playing_the_back_face_of_a_modal_card_puts_the_land_onto_the_battlefield(
    client: TestClient,
) -> None:
    add(client, "Sejiri Shelter", zone="hand")
    start(client)
    page = html.unescape(act(client, "Alice", "play"))
    assert "Sejiri Glacier" in page and "Land" in page
    assert "Done:" in page and "land played" in page


def test_a_refusal_shows_the_error_code_message_and_rule(client: TestClient) -> None:
    add(client, "Grizzly Bears", zone="hand")
    start(client)
    response = client.post("/seat/Alice/act", data={"action": "Alice: cast @0123456789", "back": "/play"})
    page = html.unescape(response.text)
    assert "Refused (no_such_object, CR 400.7):" in page
    assert "@0123456789 names no object Alice can name now" in page


def test_117_1_an_action_out_of_turn_is_refused_with_its_rule(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    page = html.unescape(client.post("/seat/Bob/act", data={"action": "Bob: pass", "back": "/play"}).text)
    assert "Refused (no_priority, CR 117" in page


def test_a_seat_refuses_another_player_s_action(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    page = html.unescape(client.post("/seat/Bob/act", data={"action": "Alice: pass", "back": "/play"}).text)
    assert "a seat takes only Bob's actions" in page


def test_704_5j_the_legend_rule_is_asked_as_a_form_and_answered(client: TestClient) -> None:
    add(client, "Isamaru, Hound of Konda")
    add(client, "Isamaru, Hound of Konda", zone="hand")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    page = html.unescape(client.get("/play").text)
    assert "Legend rule: you control 2 legendary permanents" in page and "(CR 704.5j)" in page
    assert 'action="/seat/Alice/answer"' in page
    response = client.post("/seat/Alice/answer", data={"pick": "0", "back": "/seat/Alice"})
    after = html.unescape(response.text)
    assert "Legend rule" not in after.split("Alice's log")[0]
    battlefield = after.split("Battlefield: Alice's permanents")[1].split("<h3>")[0]
    graveyard = after.split("Alice's graveyard")[1].split("<h3>")[0]
    assert battlefield.count("Isamaru, Hound of Konda</span>") == 1  # one stays (704.5j)
    assert graveyard.count("Isamaru, Hound of Konda</span>") == 1


def test_701_27a_the_judge_transforms_a_dfc_and_its_characteristics_change(client: TestClient) -> None:
    add(client, "Delver of Secrets")
    start(client)
    judge = html.unescape(client.get("/judge").text)
    delver = re.search(r'<option value="(\d+)">#\d+ Delver of Secrets', judge)
    assert delver is not None
    response = client.post(
        "/judge", data={"instruction": "transform", "object": delver.group(1), "back": "/judge"}
    )
    page = html.unescape(response.text)
    assert "transformed #1 — Delver of Secrets -> Insectile Aberration [CR 701.27a]" in page
    play = _play(client)
    assert "Insectile Aberration" in play and "3/2" in play and "Flying" in play


def test_the_judge_s_instruction_that_does_nothing_shows_its_rule(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    bears = re.search(r'<option value="(\d+)">#\d+ Grizzly Bears', client.get("/judge").text)
    assert bears is not None
    page = html.unescape(
        client.post("/judge", data={"instruction": "transform", "object": bears.group(1)}).text
    )
    assert "can't transform [CR 712.9]" in page


def test_a_judge_form_missing_its_object_says_what_is_needed(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    page = html.unescape(client.post("/judge", data={"instruction": "transform", "object": ""}).text)
    assert "Transform: choose an object of the game (object)" in page
    page = html.unescape(client.post("/judge", data={"instruction": "explode"}).text)
    assert "no instruction 'explode'; the instructions are transform" in page


def test_undo_and_redo_walk_the_moves(client: TestClient) -> None:
    add(client, "Sejiri Shelter", zone="hand")
    start(client)
    act(client, "Alice", "play")
    assert "Sejiri Glacier" in _play(client)
    client.post("/history/undo", data={"back": "/play"})
    page = _play(client)
    assert "Sejiri Glacier" not in page.split("Alice's log")[0] and "play Sejiri Shelter back" in page
    client.post("/history/redo", data={"back": "/play"})
    assert "Sejiri Glacier" in _play(client)
    assert "nothing to redo" in html.unescape(client.post("/history/redo", data={"back": "/judge"}).text)


def test_the_log_gives_the_rule_behind_each_event(client: TestClient) -> None:
    add(client, "Sejiri Shelter", zone="hand")
    start(client)
    act(client, "Alice", "play")
    judge = html.unescape(client.get("/judge").text)
    assert "land played #2 (hand → battlefield) — played back [CR 305.1]" in judge
    seat = html.unescape(client.get("/seat/Alice").text)
    assert '<span class="rule">CR' in seat


def _object(page: str, name: str) -> str:
    """The HTML of the first object named ``name`` on a page."""
    start = page.index(f">{name}</span>")
    return page[page.rindex('<li class="obj', 0, start) : page.index("\n</li>", start)]


def test_613_hovering_each_characteristic_shows_its_own_rules(client: TestClient) -> None:
    add(client, "Delver of Secrets", face="back", counter_kind="+1/+1", counter_count="2")
    start(client)
    page = html.unescape(client.get("/seat/Bob").text)  # an opponent may look: it is face up
    shown = _object(page, "Insectile Aberration")
    titles = dict(re.findall(r'<(?:span|div) class="(obj-name|obj-pt|obj-mv)" title="([^"]*)"', shown))
    assert titles["obj-name"] == "712.8e [printed] back face up: only the back face's characteristics"
    assert titles["obj-mv"].endswith("202.3b [printed] mana value from the front face's mana cost")
    assert titles["obj-pt"].endswith("613.4c [layer 7c] counters: 2 +1/+1, 0 -1/-1")
    assert "613.4c" not in titles["obj-name"] + titles["obj-mv"]
    assert "5/4" in shown and "mana value 1" in shown


def test_613_each_characteristic_has_its_own_details_in_the_rules_applied(client: TestClient) -> None:
    add(client, "Delver of Secrets", face="back", counter_kind="+1/+1", counter_count="2")
    start(client)
    shown = _object(html.unescape(client.get("/seat/Alice").text), "Insectile Aberration")
    assert '<details class="trace"><summary>Rules applied</summary>' in shown
    summaries = re.findall(r'<details class="why"><summary title="[^"]*">([^<]*)</summary>', shown)
    assert summaries == [
        "name (1)",
        "mana cost and value (2)",
        "colors (1)",
        "type line (1)",
        "power/toughness (2)",
        "abilities and text (1)",
    ]


def test_106_4_each_player_s_mana_pool_shows_with_its_symbols(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    assert client.post("/setup/pool", data={"player": "Bob", "mana": "{R}{R}{G}"}).status_code == 200
    start(client)
    for path in ("/seat/Alice", "/seat/Bob", "/play", "/judge"):
        page = html.unescape(client.get(path).text)
        pool = page[page.index("Bob's mana pool:") :].split("</p>")[0]
        assert pool.count('class="ms ms-cost ms-r"') == 2 and pool.count('class="ms ms-cost ms-g"') == 1, path
        assert "{R}" in pool and "{G}" in pool, path  # the letters beside the symbols
        assert 'Alice\'s mana pool: <span class="empty-pool">empty</span>' in page, path


def test_201_4_a_question_answered_in_words_takes_a_name_in_any_language(client: TestClient) -> None:
    add(client, "Meddling Mage", zone="hand")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    page = html.unescape(client.get("/seat/Alice").text)
    assert 'name="words"' in page and "Answer with a nonland card name" in page
    answered = client.post("/seat/Alice/answer", data={"words": "Foudre", "back": "/seat/Alice"})
    assert "Refused" not in answered.text
    moves = html.unescape(client.get("/judge").text).split("<h2>Moves")[1]
    assert "Alice: choose Foudre" in moves  # Lightning Bolt's French name, checked by the engine (201.4)
    refused = client.post("/seat/Alice/answer", data={"words": "Nopenope", "back": "/seat/Alice"})
    assert "the game asks Alice nothing now" in html.unescape(refused.text)  # answered once


def test_701_23a_a_search_shows_the_searcher_her_library_cards_by_name_and_no_one_else(
    client: TestClient,
) -> None:
    add(client, "Road // Ruin", zone="hand")
    add(client, "Forest", zone="library")
    add(client, "Grizzly Bears", zone="library")
    start(client)
    act(client, "Alice", "left")  # cast Road
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    alice = html.unescape(client.get("/seat/Alice").text)
    form = alice.split('<form class="question"')[1].split("</form>")[0]
    assert "(CR 701.23a)" in form and "> Forest</label>" in form  # the card she may find, by name
    assert "Grizzly Bears" not in form  # not a basic land: not an option
    bob = html.unescape(client.get("/seat/Bob").text)
    assert '<form class="question"' not in bob and "Forest" not in bob.split("Bob's view")[1]
