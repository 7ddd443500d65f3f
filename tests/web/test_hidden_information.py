"""Hidden information is a security property of the pages: Alice's page is
rendered from Alice's seat only. Tested as an opponent would: two positions
that differ only in a hidden card (in Bob's hand or library, or the real
card of Bob's face-down permanent) give Alice byte-identical pages once the
random handles are numbered in order of appearance (CR 400.2, 401.2, 402.3,
708.5, 406.3). The pages compared hold every object's trace, per
characteristic, and both players' mana pools (public, 106.4)."""

from __future__ import annotations

import html

import pytest
from starlette.testclient import TestClient

from tests.rules.leaks import plant_trace_leak
from tests.web.conftest import act, add, normalized, start

HIDDEN = (
    "Grizzly Bears",
    "Delver of Secrets",
    "Sejiri Shelter",
    "Fire // Ice",
    "Bonecrusher Giant",
    "Akki Lavarunner",
    "Bottomless Pool // Locker Room",
    "Exalted Angel",
    "Forest",
)
WHERE = {
    "hand": {"player": "Bob", "zone": "hand"},
    "library": {"player": "Bob", "zone": "library"},
    "manifested": {"player": "Bob", "zone": "battlefield", "face_down": "manifest"},
    "cloaked": {"player": "Bob", "zone": "battlefield", "face_down": "cloak"},
    "morph": {"player": "Bob", "zone": "battlefield", "face_down": "morph"},
    "disguised": {"player": "Bob", "zone": "battlefield", "face_down": "disguise"},
    "exiled face down": {"player": "Bob", "zone": "exile", "face_down": "exile"},
}


def _alice_pages(client: TestClient, hidden: str, where: str) -> list[str]:
    """Alice's page for the position, then after she casts Lightning Bolt at
    whatever she can target and both players pass."""
    add(client, "Mountain")
    add(client, "Lightning Bolt", zone="hand")
    add(client, "Grizzly Bears")
    add(client, "Island", player="Bob", zone="library")
    add(client, hidden, **WHERE[where])
    add(client, "Plains", player="Bob", zone="library")
    assert client.post("/setup/pool", data={"player": "Bob", "mana": "{G}{U}"}).status_code == 200
    start(client)
    pages = [client.get("/seat/Alice").text]
    assert "Bob's mana pool: " in html.unescape(pages[0]) and 'class="ms ms-cost ms-g"' in pages[0]  # 106.4
    assert '<details class="why">' in pages[0]  # the traces are on the pages compared
    if WHERE[where].get("face_down") not in (None, "exile"):
        assert "708.2a [layer 1b] face down" in pages[0]  # what the face-down one's view states
    act(client, "Alice", "cast", back="/seat/Alice")
    pages.append(client.get("/seat/Alice").text)
    act(client, "Alice", "pass", back="/seat/Alice")
    pages.append(client.get("/seat/Alice").text)
    return [normalized(page) for page in pages]


@pytest.mark.parametrize("where", list(WHERE))
def test_708_5_401_2_402_3_alice_s_page_is_the_same_whatever_bob_s_hidden_card(
    app: object, where: str
) -> None:
    seen: dict[str, list[str]] = {}
    for hidden in HIDDEN:
        with TestClient(app) as client:  # type: ignore[arg-type]
            seen[hidden] = _alice_pages(client, hidden, where)
    first = seen[HIDDEN[0]]
    differing = [name for name, pages in seen.items() if pages != first]
    assert not differing, f"{where}: Alice's page tells {differing} from {HIDDEN[0]}"
    for name in HIDDEN[1:]:
        for page in first:
            assert name.split(" // ")[0] not in page or name in ("Grizzly Bears",)


def test_the_comparison_catches_a_card_that_reaches_the_page(app: object) -> None:
    """The same comparison on Bob's own page tells his hand cards apart: the
    test above would see a leak."""
    pages = set()
    for hidden in ("Exalted Angel", "Forest"):
        with TestClient(app) as client:  # type: ignore[arg-type]
            add(client, hidden, player="Bob", zone="hand")
            start(client)
            pages.add(normalized(client.get("/seat/Bob").text))
    assert len(pages) == 2


def test_708_5_the_opponent_sees_a_face_down_permanent_as_the_face_down_2_2(client: TestClient) -> None:
    add(client, "Delver of Secrets", player="Bob", face_down="manifest")
    start(client)
    alice = client.get("/seat/Alice").text
    bob = client.get("/seat/Bob").text
    assert "face-down creature #1 (manifest)" in alice and "2/2" in alice
    assert "Delver" not in alice and "Insectile" not in alice
    assert "Delver of Secrets" in bob  # its controller may look at it (708.5)
    assert "708.2a" in alice  # the face-down rule, from the view alone


def test_the_comparison_catches_a_trace_that_tells_the_card(
    app: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    """With the seat's trace of a face-down permanent made to name its card
    (a leak planted in the trace only), Alice's pages tell the twins apart."""
    plant_trace_leak(monkeypatch)
    seen = set()
    for hidden in ("Exalted Angel", "Forest"):
        with TestClient(app) as client:  # type: ignore[arg-type]
            seen.add(tuple(_alice_pages(client, hidden, "manifested")))
    assert len(seen) == 2
