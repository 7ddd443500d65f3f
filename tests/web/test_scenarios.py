"""Scenarios: the game exported as a scenario file that ``mtgfaces run``
passes, a scenario file opened and each step shown passing or failing, and
a game shared as a link and opened again."""

from __future__ import annotations

import html
import re
import subprocess
import sys
from pathlib import Path
from urllib.parse import parse_qs, urlsplit

import pytest
from starlette.testclient import TestClient

from mtgfaces.scenario.yamlnode import MAX_BYTES
from tests.web.conftest import act, add, start

ROOT = Path(__file__).resolve().parents[2]


def _run(path: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "mtgfaces", "run", "-v", str(path)],
        capture_output=True,
        text=True,
        timeout=120,
    )


def _judge(client: TestClient, instruction: str, card: str) -> None:
    found = re.search(
        rf'<option value="(\d+)">#\d+ {re.escape(card)}', html.unescape(client.get("/judge").text)
    )
    assert found is not None, card
    client.post("/judge", data={"instruction": instruction, "object": found.group(1), "back": "/judge"})


def test_the_exported_game_passes_mtgfaces_run(client: TestClient, tmp_path: Path) -> None:
    add(client, "Delver of Secrets", face_down="manifest")
    add(client, "Island")
    add(client, "Valki, God of Lies", zone="hand")
    add(client, "Sejiri Shelter", zone="hand")
    add(client, "Grizzly Bears", player="Bob")
    start(client, costs="paid")
    act(client, "Alice", "turn up")  # 701.40b: for its mana cost, {U}, paid with the Island
    act(client, "Alice", "play")  # Sejiri Glacier, 712.12
    _judge(client, "transform", "Delver of Secrets")
    response = client.get("/export")
    assert response.status_code == 200
    assert "attachment" in response.headers["content-disposition"]
    scenario = tmp_path / "exported.yaml"
    scenario.write_bytes(response.content)
    text = response.text
    assert "turn_face_up: delver-of-secrets" in text and "transform: delver-of-secrets" in text
    assert "name: Insectile Aberration" in text
    done = _run(scenario)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 0 failed" in done.stdout


def test_712_11_casting_the_back_face_and_resolving_it_exports_as_cast_and_resolve(
    client: TestClient, tmp_path: Path
) -> None:
    add(client, "Valki, God of Lies", zone="hand")
    start(client)
    act(client, "Alice", "back")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    text = client.get("/export").text
    assert "cast: valki-god-of-lies" in text and "face: back" in text and "- resolve: 1" in text
    assert "name: Tibalt, Cosmic Impostor" in text
    (tmp_path / "back.yaml").write_text(text, encoding="utf-8")
    done = _run(tmp_path / "back.yaml")
    assert done.returncode == 0, done.stdout + done.stderr


def test_a_move_the_format_cannot_say_stops_the_export_with_a_reason(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    act(client, "Alice", "concede")
    response = client.get("/export")
    assert response.status_code == 400
    assert "move 1 (Alice: concede) has no step in the scenario format" in html.unescape(response.text)


def test_a_shared_link_opens_the_same_game_in_another_session(app: object) -> None:
    with TestClient(app) as first:  # type: ignore[arg-type]
        add(first, "Sejiri Shelter", zone="hand")
        add(first, "Delver of Secrets")
        start(first)
        act(first, "Alice", "play")
        _judge(first, "transform", "Delver of Secrets")
        share = html.unescape(first.get("/share").text)
        link = re.search(r'<textarea id="share-link" readonly rows="4">([^<]+)</textarea>', share)
        assert link is not None
        before = html.unescape(first.get("/judge").text).split("<h2>Moves")[1]
    query = parse_qs(urlsplit(link.group(1)).query)
    with TestClient(app) as second:  # type: ignore[arg-type]
        opened = second.get("/open", params={"game": query["game"][0]})
        assert opened.url.path == "/play"
        after = html.unescape(second.get("/judge").text).split("<h2>Moves")[1]
    assert re.sub(r"@[0-9a-f]{10}", "@", after) == re.sub(r"@[0-9a-f]{10}", "@", before)
    assert "Insectile Aberration" in after


def test_an_uploaded_scenario_shows_each_step_passing(client: TestClient) -> None:
    path = ROOT / "examples" / "seeds" / "S01-legality-face-being-played.yaml"
    response = client.post("/scenario", files={"file": (path.name, path.read_bytes(), "text/yaml")})
    page = html.unescape(response.text)
    assert response.status_code == 200 and "PASSED" in page
    assert page.count('<li class="pass">') >= 10 and '<li class="fail">' not in page


def test_an_uploaded_wrong_ruling_shows_the_failing_check_with_its_rule(client: TestClient) -> None:
    path = ROOT / "docs" / "commands" / "examples" / "wrong-ruling.yaml"
    page = html.unescape(client.post("/scenario", files={"file": ("w.yaml", path.read_bytes())}).text)
    assert "FAILED" in page
    assert "name: expected Insectile Aberration, actual Delver of Secrets (CR 712.8a)" in page


def test_an_uploaded_scenario_can_be_played_from_its_set_up(client: TestClient) -> None:
    path = ROOT / "examples" / "seeds" / "S01-legality-face-being-played.yaml"
    client.post("/scenario", files={"file": (path.name, path.read_bytes())}, data={"load": "on"})
    assert client.get("/play").status_code == 200 and "Pathway" in client.get("/play").text


@pytest.mark.parametrize(
    ("text", "says"),
    [
        (b"a: &x [1]\nb: *x\n", "anchor"),
        (b"format: 1\nscenario: t\nplayers: [A]\nsteps:\n  - explode: me\n", "has no action"),
        (
            b"format: 1\nscenario: t\nplayers: [A]\nsetup: {A: {hand: [Nopenope Card]}}\nsteps: []\n",
            "unknown card",
        ),
        (b"[" * 100 + b"]" * 100, "deep"),
        (b"\xff\xfe", "UTF-8"),
    ],
)
def test_a_bad_scenario_file_is_a_message_naming_what_is_wrong(
    client: TestClient, text: bytes, says: str
) -> None:
    page = html.unescape(client.post("/scenario", files={"file": ("bad.yaml", text)}).text)
    assert "INVALID" in page and says in page and "Traceback" not in page


def test_a_scenario_file_over_the_loader_s_limit_is_refused(client: TestClient) -> None:
    big = b"# " + b"x" * MAX_BYTES
    page = html.unescape(client.post("/scenario", files={"file": ("big.yaml", big)}).text)
    assert "INVALID" in page and "1 MiB" in page
