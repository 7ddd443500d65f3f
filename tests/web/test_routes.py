"""The server's routes: pages, the fixed list of static files, security
headers, limits on what a request may send, and errors as message pages,
never tracebacks."""

from __future__ import annotations

import base64
import json
import zlib

import pytest
from starlette.testclient import TestClient

from mtgfaces.web import app as web_app
from mtgfaces.web import render
from mtgfaces.web.assets import ASSETS
from tests.web.conftest import add, start


@pytest.mark.parametrize("path", ["/", "/card", "/setup", "/scenario"])
def test_every_page_answers_with_its_security_headers(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 200
    assert "script-src 'self'" in response.headers["content-security-policy"]
    assert response.headers["x-frame-options"] == "DENY"
    assert "<script>" not in response.text  # no inline script: the policy would refuse it


@pytest.mark.parametrize("name", sorted(ASSETS))
def test_each_static_file_is_served_from_the_fixed_list(client: TestClient, name: str) -> None:
    response = client.get(f"/static/{name}")
    assert response.status_code == 200 and response.content


@pytest.mark.parametrize(
    "path",
    ["/static/../app.py", "/static/%2e%2e/app.py", "/static/app.py", "/static//etc/passwd", "/static/htmx"],
)
def test_no_route_reads_a_file_the_request_names(client: TestClient, path: str) -> None:
    response = client.get(path)
    assert response.status_code == 404
    assert "import" not in response.text and "root:" not in response.text


def test_the_licences_of_the_vendored_files_are_served(client: TestClient) -> None:
    assert "Zero-Clause BSD" in client.get("/static/htmx/LICENSE").text
    licence = client.get("/static/mana-font/LICENSE").text
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "MIT" in licence


def test_an_unknown_page_is_a_message_not_a_traceback(client: TestClient) -> None:
    response = client.get("/no/such/page")
    assert response.status_code == 404 and "Traceback" not in response.text


def test_a_crash_is_a_message_page_that_tells_nothing_of_the_code(
    app: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken(*_: object) -> None:
        raise RuntimeError("secret internals")

    with TestClient(app, raise_server_exceptions=False) as client:  # type: ignore[arg-type]
        add(client, "Grizzly Bears")
        start(client)
        monkeypatch.setattr(render, "panel", broken)
        response = client.get("/play")
    assert response.status_code == 500
    assert "Something went wrong" in response.text
    assert "secret internals" not in response.text and "Traceback" not in response.text


def test_a_body_over_the_limit_is_refused_before_it_is_read(client: TestClient) -> None:
    big = b"x" * (web_app.MAX_BODY + 1)
    response = client.post("/scenario", content=big, headers={"content-type": "application/octet-stream"})
    assert response.status_code == 413 and "1 MiB" in response.text


def test_a_form_from_another_site_is_refused(client: TestClient) -> None:
    response = client.post("/setup/new", headers={"origin": "http://evil.example"})
    assert response.status_code == 403 and "own pages" in response.text


def test_the_session_cookie_is_http_only_and_same_site_strict(client: TestClient) -> None:
    cookie = client.get("/").headers["set-cookie"]
    assert "HttpOnly" in cookie and "SameSite=strict" in cookie.replace("Strict", "strict")


@pytest.mark.parametrize(
    ("link", "says"),
    [
        ("not-base64!!", "damaged"),
        (base64.urlsafe_b64encode(b"plain text").decode(), "damaged"),
        ("A" * 20_000, "at most 16,000"),
        (base64.urlsafe_b64encode(zlib.compress(b"[1, 2]")).decode(), "damaged"),
        (base64.urlsafe_b64encode(zlib.compress(b" " * (3 << 20), 9)).decode(), "more than 1 MiB"),
        (
            base64.urlsafe_b64encode(zlib.compress(json.dumps({"format": "x"}).encode())).decode(),
            "no sandbox game",
        ),
    ],
)
def test_a_bad_shared_link_gets_a_message(client: TestClient, link: str, says: str) -> None:
    response = client.get("/open", params={"game": link})
    assert response.status_code == 400
    assert says in response.text and "Traceback" not in response.text


def test_a_link_whose_moves_are_illegal_is_refused_with_the_move(client: TestClient) -> None:
    position = {
        "format": 1,
        "scenario": "x",
        "players": ["Alice", "Bob"],
        "setup": {"Alice": {"hand": ["Grizzly Bears"]}},
        "steps": [],
    }
    data = {
        "format": "mtgfaces-sandbox",
        "version": 1,
        "position": position,
        "moves": [{"action": "Bob: pass"}],
    }
    packed = base64.urlsafe_b64encode(zlib.compress(json.dumps(data).encode())).decode()
    response = client.get("/open", params={"game": packed})
    assert response.status_code == 400
    assert "move 1 of the link" in response.text and "no_priority" in response.text


def test_a_link_with_a_position_the_format_refuses_names_the_problem(client: TestClient) -> None:
    position = {
        "format": 1,
        "scenario": "x",
        "players": ["Alice"],
        "setup": {"Alice": {"hand": ["Nope Card"]}},
        "steps": [],
        "bogus": 1,
    }
    data = {"format": "mtgfaces-sandbox", "version": 1, "position": position, "moves": []}
    packed = base64.urlsafe_b64encode(zlib.compress(json.dumps(data).encode())).decode()
    response = client.get("/open", params={"game": packed})
    assert response.status_code == 400 and "bogus" in response.text


def test_pages_that_need_a_game_send_one_to_the_set_up(client: TestClient) -> None:
    for path in ("/play", "/judge", "/seat/Alice"):
        response = client.get(path)
        assert response.url.path == "/setup"
    assert client.get("/export").status_code == 400
