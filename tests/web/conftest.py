"""Fixtures of the web sandbox's tests: an in-process client per browser
session, and helpers that set up positions through the pages' own forms."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from starlette.testclient import TestClient

from mtgfaces.web.app import create_app

HANDLE = re.compile(r"@[0-9a-f]{10}")


@pytest.fixture(scope="session")
def app() -> object:
    return create_app()


@pytest.fixture
def client(app: object) -> Iterator[TestClient]:
    """One browser session (its own cookie jar)."""
    with TestClient(app, base_url="http://testserver") as session:  # type: ignore[arg-type]
        yield session


def add(
    client: TestClient, card: str, *, player: str = "Alice", zone: str = "battlefield", **fields: str
) -> None:
    """Add a card through the set-up form; fails the test if refused."""
    response = client.post("/setup/entry", data={"card": card, "player": player, "zone": zone, **fields})
    assert response.status_code == 200 and "Refused" not in response.text, response.text[-2000:]


def start(client: TestClient, **turn: str) -> None:
    if turn:
        data = {"active": "Alice", "step": "main1", "day_night": "neither", "costs": "free", **turn}
        assert client.post("/setup/turn", data=data).status_code == 200
    response = client.post("/setup/start")
    assert response.status_code == 200 and response.url.path == "/play", response.text[-2000:]


def actions(page: str, player: str) -> list[str]:
    """The action buttons' values a page offers ``player``."""
    return [html_unescape(v) for v in re.findall(rf'name="action" value="({player}: [^"]*)"', page)]


def act(client: TestClient, player: str, words: str, *, back: str = "/play") -> str:
    """Press ``player``'s first action button whose value contains ``words``; the page after."""
    page = client.get(back).text
    chosen = next((a for a in actions(page, player) if words in a), None)
    assert chosen is not None, f"no action with {words!r} among {actions(page, player)}"
    response = client.post(f"/seat/{player}/act", data={"action": chosen, "back": back})
    assert response.status_code == 200
    return response.text


def html_unescape(text: str) -> str:
    import html

    return html.unescape(text)


def normalized(page: str) -> str:
    """A page with each handle replaced by its order of first appearance."""
    seen: dict[str, str] = {}
    return HANDLE.sub(lambda m: seen.setdefault(m.group(0), f"@H{len(seen)}"), page)
