"""Card lookup: any name in any language, suggestions as one types, faces
side by side with mana symbols that carry their letters, the zone-by-zone
table with each row's rules, and the data's own notes."""

from __future__ import annotations

import html

from starlette.testclient import TestClient


def test_a_localized_name_finds_the_card_and_both_faces(client: TestClient) -> None:
    page = html.unescape(client.get("/card", params={"name": "Abri de Seijiri"}).text)
    assert "Sejiri Shelter // Sejiri Glacier" in page
    assert "Sejiri Shelter" in page and "Sejiri Glacier" in page
    assert "front face" in page and "back face" in page


def test_mana_symbols_are_drawn_and_keep_their_text(client: TestClient) -> None:
    page = client.get("/card", params={"name": "Delver of Secrets"}).text
    assert 'class="ms ms-cost ms-u"' in page
    assert '<span class="sym-text">{U}</span>' in page  # color is never the only signal
    assert 'title="blue"' in page


def test_712_8a_the_zone_table_gives_each_row_its_rules(client: TestClient) -> None:
    page = client.get("/card", params={"name": "Delver of Secrets"}).text
    assert "712.8a outside the stack and battlefield: front face only" in page
    assert "transformed: Insectile Aberration" in page
    assert "708.2a" in page  # the face-down row


def test_the_data_s_own_notes_are_shown(client: TestClient) -> None:
    page = html.unescape(client.get("/card", params={"name": "Sejiri Shelter"}).text)
    assert "About this card's data" in page and "older Oracle wording" in page


def test_an_unknown_name_gets_the_closest_real_names(client: TestClient) -> None:
    response = client.get("/card", params={"name": "Delvr of Secrts"})
    assert response.status_code == 404
    assert "No card is named" in html.unescape(response.text)
    assert "Delver of Secrets // Insectile Aberration" in response.text


def test_suggestions_come_as_one_types_in_any_language(client: TestClient) -> None:
    page = html.unescape(client.get("/card/suggest", params={"name": "abri de seij", "for": "lookup"}).text)
    assert '<option value="Sejiri Shelter // Sejiri Glacier">' in page
    assert 'id="lookup-list"' in page
    assert "<option" not in client.get("/card/suggest", params={"name": "a"}).text  # too short to guess


def test_the_search_box_asks_for_suggestions_debounced(client: TestClient) -> None:
    page = client.get("/card").text
    assert 'hx-trigger="input changed delay:300ms, search"' in page
    assert '<label for="card-name">' in page


def test_a_very_long_name_is_a_message(client: TestClient) -> None:
    response = client.get("/card", params={"name": "x" * 5000})
    assert response.status_code == 404 and "Traceback" not in response.text
