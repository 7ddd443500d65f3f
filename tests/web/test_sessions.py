"""Each browser session has its own game, and no request reaches another's."""

from __future__ import annotations

import re

from starlette.testclient import TestClient

from mtgfaces.web.app import create_app
from mtgfaces.web.sandbox import Sandbox
from mtgfaces.web.sessions import COOKIE, SessionStore
from tests.web.conftest import add, start


def test_two_sessions_have_two_games(app: object) -> None:
    with TestClient(app) as alice, TestClient(app) as other:  # type: ignore[arg-type]
        add(alice, "Delver of Secrets")
        start(alice)
        assert "Delver of Secrets" in alice.get("/play").text
        assert other.get("/play").url.path == "/setup"  # no game of its own yet
        assert "Delver" not in other.get("/setup").text


def test_a_guessed_or_forged_session_id_gets_a_new_empty_session(app: object) -> None:
    with TestClient(app) as owner:  # type: ignore[arg-type]
        add(owner, "Delver of Secrets")
        start(owner)
        real = owner.cookies[COOKIE]
    for forged in (real[:-1] + ("A" if real[-1] != "A" else "B"), "x" * 43, "../" + real, ""):
        with TestClient(app) as intruder:  # type: ignore[arg-type]
            intruder.cookies.set(COOKIE, forged)
            response = intruder.get("/setup")
            assert "Delver" not in response.text
            assert intruder.get("/play").url.path == "/setup"


def test_no_route_takes_a_session_id_from_the_url_or_a_form(app: object) -> None:
    with TestClient(app) as owner:  # type: ignore[arg-type]
        add(owner, "Delver of Secrets")
        start(owner)
        real = owner.cookies[COOKIE]
    with TestClient(app) as intruder:  # type: ignore[arg-type]
        for path in (f"/play?session={real}", f"/judge?{COOKIE}={real}", f"/export?session_id={real}"):
            assert "Delver" not in intruder.get(path).text
        response = intruder.post("/history/undo", data={COOKIE: real, "back": "/play"})
        assert "Delver" not in response.text


def test_the_store_keeps_at_most_its_limit_dropping_the_least_recently_used() -> None:
    store: SessionStore[Sandbox] = SessionStore(Sandbox, limit=2)
    first, _, _ = store.get(None)
    second, _, _ = store.get(None)
    assert store.get(first)[0] == first  # used again: now the most recent
    third, _, _ = store.get(None)
    assert len(store) == 2 and first in store and third in store and second not in store
    assert store.get(second)[2] is True  # gone: a new session, never the old game


def test_a_server_with_a_small_cap_forgets_the_oldest_session_only() -> None:
    app = create_app(max_sessions=1)
    with TestClient(app) as early, TestClient(app) as late:
        add(early, "Delver of Secrets")
        add(late, "Grizzly Bears")
        assert "Grizzly Bears" in late.get("/setup").text
        assert "Delver" not in early.get("/setup").text  # its session was dropped: a fresh one


def test_session_ids_are_long_and_random(app: object) -> None:
    ids = set()
    for _ in range(5):
        with TestClient(app) as client:  # type: ignore[arg-type]
            client.get("/")
            ids.add(client.cookies[COOKIE])
    assert len(ids) == 5 and all(re.fullmatch(r"[A-Za-z0-9_-]{43}", i) for i in ids)
