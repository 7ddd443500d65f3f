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
import yaml
from starlette.testclient import TestClient

from mtgfaces.errors import MalformedInput
from mtgfaces.scenario.yamlnode import MAX_BYTES
from mtgfaces.web import setup
from mtgfaces.web.export import replays, scenario_text
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


# -- answers to questions, exported with choices: ------------------------------------


def _exported(client: TestClient) -> str:
    response = client.get("/export")
    assert response.status_code == 200, html.unescape(response.text)[-1500:]
    return response.text


def _steps(text: str) -> list[dict[str, object]]:
    loaded = yaml.safe_load(text)
    assert isinstance(loaded, dict)
    return [s for s in loaded["steps"] if not next(iter(s)).startswith("check")]


@pytest.mark.parametrize(
    ("pick", "kept", "gone"),
    [
        ("0", "isamaru-hound-of-konda", "isamaru-hound-of-konda-2"),
        ("1", "isamaru-hound-of-konda-2", "isamaru-hound-of-konda"),
    ],
)
def test_704_5j_the_legend_rule_s_answer_is_exported_as_legend_keep(
    client: TestClient, tmp_path: Path, pick: str, kept: str, gone: str
) -> None:
    """Either may stay: the one set up first, or the one just cast, which
    is an option before it is on the battlefield (the front door's all or
    nothing)."""
    add(client, "Isamaru, Hound of Konda")
    add(client, "Isamaru, Hound of Konda", zone="hand")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")  # the spell resolves; Alice is asked which one stays
    page = html.unescape(client.get("/seat/Alice").text)
    assert "choose the new one, made as you answer" in page  # the button for the one just cast
    client.post("/seat/Alice/answer", data={"pick": pick, "back": "/play"})
    text = _exported(client)
    assert _steps(text) == [
        {"cast": "isamaru-hound-of-konda-2", "by": "Alice"},
        {"resolve": 1, "choices": {"legend_keep": kept}},
    ]
    assert f"- check: {kept}\n  zone: battlefield" in text
    assert f"- check: {gone}\n  zone: graveyard" in text
    (tmp_path / "legend.yaml").write_text(text, encoding="utf-8")
    done = _run(tmp_path / "legend.yaml")
    assert done.returncode == 0, done.stdout + done.stderr


def test_105_3_a_color_sejiri_shelter_asks_as_it_resolves_goes_on_its_cast_step(
    client: TestClient, tmp_path: Path
) -> None:
    add(client, "Sejiri Shelter", zone="hand")
    add(client, "Grizzly Bears")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    client.post("/seat/Alice/answer", data={"pick": "3", "back": "/play"})  # white, blue, black, red
    text = _exported(client)
    cast, resolve = _steps(text)
    assert cast["choices"] == {"color": "red"} and resolve == {"resolve": 1}
    assert "abilities_include:\n  - Protection from red" in text  # the check the replay must pass
    (tmp_path / "color.yaml").write_text(text, encoding="utf-8")
    done = _run(tmp_path / "color.yaml")
    assert done.returncode == 0, done.stdout + done.stderr


def test_201_4_a_name_meddling_mage_asks_as_it_enters_goes_on_its_cast_step_in_english(
    client: TestClient,
) -> None:
    add(client, "Meddling Mage", zone="hand")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    client.post("/seat/Alice/answer", data={"words": "Foudre", "back": "/play"})
    cast, _ = _steps(_exported(client))
    assert cast["choices"] == {"name": "Lightning Bolt"}  # the name chosen, not the words typed (201.2)


@pytest.mark.parametrize(
    ("pick", "choices", "bolt"), [("0", {"pay": True}, "stack"), ("1", None, "graveyard")]
)
def test_702_21a_paying_ward_is_exported_as_pay_and_declining_as_the_default(
    client: TestClient, pick: str, choices: dict[str, bool] | None, bolt: str
) -> None:
    add(client, "Lightning Bolt", zone="hand")
    for _ in range(3):
        add(client, "Mountain")
    add(client, "Grizzly Bears", player="Bob", face_down="disguise")  # ward {2} (702.168a)
    start(client, costs="paid")
    page = html.unescape(client.get("/play").text)
    aimed = re.search(r'value="(Alice: cast [^"]*)">[^<]*face-down', page)
    assert aimed is not None
    client.post("/seat/Alice/act", data={"action": aimed.group(1), "back": "/play"})
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")  # the ward trigger resolves: Alice is asked to pay {2}
    client.post("/seat/Alice/answer", data={"pick": pick, "back": "/play"})
    text = _exported(client)
    resolve = _steps(text)[1]
    assert resolve.get("choices") == choices
    assert f"- check: lightning-bolt\n  zone: {bolt}" in text  # paid, it waits on the stack


@pytest.mark.parametrize(("pick", "copied"), [("0", "grizzly-bears"), ("1", "delver-of-secrets")])
def test_707_2_an_answer_with_no_key_of_its_own_is_exported_as_the_runners_answers(
    client: TestClient, pick: str, copied: str
) -> None:
    """What a Clone copies has no choices: key: the export writes it in the
    runner's answers (docs/scenario-additions.md), and the file replays."""
    add(client, "Clone", zone="hand")
    add(client, "Grizzly Bears")
    add(client, "Delver of Secrets")
    start(client)
    act(client, "Alice", "cast")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")
    client.post("/seat/Alice/answer", data={"pick": pick, "back": "/play"})
    text = _exported(client)  # run through the Stepper before it is handed out
    resolve = _steps(text)[1]
    assert resolve.get("choices") == {"answers": [[copied]]}


def test_an_export_that_would_not_replay_the_game_is_refused_naming_its_step() -> None:
    document = setup.new_document()
    document["setup"] = {"Alice": {"battlefield": [{"card": "Grizzly Bears", "as": "bears"}]}}
    text = scenario_text(document, [], [{"check": "bears", "power": 3}], title="wrong")
    with pytest.raises(MalformedInput, match=r"its step 1 \(the check of bears\) fails, power: expected 3"):
        replays(text, ["the check of bears"])
    replays(scenario_text(document, [], [{"check": "bears", "power": 2}], title="right"), ["a check"])


def test_712_4a_a_melded_set_up_is_exported_with_its_meld_and_replays(client: TestClient) -> None:
    add(client, "Bruna, the Fading Light")
    add(client, "Gisela, the Broken Blade")
    client.post("/setup/meld", data={"first": "bruna-the-fading-light", "second": "gisela-the-broken-blade"})
    start(client)
    text = _exported(client)
    assert _steps(text) == [{"meld": ["bruna-the-fading-light", "gisela-the-broken-blade"]}]
    assert "name: Brisela, Voice of Nightmares\n  face_down: false\n  mana_value: 11" in text


# -- stepping through an uploaded scenario ---------------------------------------------

STEPPED = """format: 1
scenario: Sejiri Glacier played, then sent to the graveyard
players: [Alice, Bob]
setup:
  Alice:
    hand: [Sejiri Shelter // Sejiri Glacier]
steps:
  - play: Sejiri Glacier
  - check: Sejiri Glacier
    zone: battlefield
  - move: Sejiri Glacier
    to: graveyard
"""


def test_712_8a_the_stepper_shows_the_position_after_each_step(client: TestClient) -> None:
    page = html.unescape(client.post("/scenario", data={"text": STEPPED}).text)
    assert "PASSED" in page
    setup_part, steps = page.split('<ol class="scenario-steps">')
    assert "Alice's hand" in setup_part and "Sejiri Shelter</span>" in setup_part
    first = steps.split("step 2:")[0]
    assert "<summary>Position after step 1</summary>" in first
    assert "battlefield: Alice's permanents" in first and "Sejiri Glacier</span>" in first
    assert "the position is unchanged" in steps.split("step 2:")[1].split("step 3:")[0]  # a check
    last = steps.split("step 3:")[1]
    assert "Alice's graveyard" in last and "Sejiri Shelter</span>" in last  # front face only (712.8a)
    assert "Sejiri Glacier</span>" not in last
    assert "712.8a [printed] outside the stack and battlefield: front face only" in last


def test_a_scenario_that_stops_on_a_file_error_shows_the_steps_before_it(client: TestClient) -> None:
    text = STEPPED + "  - check: Nopenope\n"
    page = html.unescape(client.post("/scenario", data={"text": text}).text)
    assert "INVALID" in page and "no object named 'Nopenope'" in page
    assert page.count('<li class="pass">') == 3


def test_the_positions_drawn_are_bounded(client: TestClient, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr("mtgfaces.web.stepper.MAX_SHOWN_OBJECTS", 1)  # the set-up's one card uses it up
    page = html.unescape(client.post("/scenario", data={"text": STEPPED}).text)
    assert "PASSED" in page and "The position its set-up gives" in page
    assert "Position after step" not in page
    assert "Positions are drawn for the first steps only" in page


def test_601_2g_a_stated_payment_is_exported_as_the_formats_pay() -> None:
    from mtgfaces.cards.characteristics import Zone
    from mtgfaces.cards.db import CardDB
    from mtgfaces.rules.play import PlayableGame
    from mtgfaces.rules.state.decisions import Cast
    from mtgfaces.rules.state.mana import PayWith
    from mtgfaces.rules.state.status import Status
    from mtgfaces.web.export import Translator

    db = CardDB.default()
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    first = game.put(
        db.card("Mountain"), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(controlled_since=0)
    )
    second = game.put(
        db.card("Mountain"), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(controlled_since=0)
    )
    bolt = game.put(db.card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    aliases = {"first": first.id, "second": second.id, "bolt": bolt.id}
    before = game.copy()
    action = Cast("Alice", bolt.id, targets=("Bob",), pay=PayWith(tap=(second.id,)))
    game.apply(action)
    step = Translator.at(before).step(before, game, action, aliases)
    assert step is not None and step["pay"] == {"tap": ["second"]}
    assert game.get(second.id).status.tapped and not game.get(first.id).status.tapped


def test_104_3a_a_concession_is_exported_as_the_formats_concede(client: TestClient) -> None:
    add(client, "Grizzly Bears")
    start(client)
    act(client, "Bob", "concede")
    text = _exported(client)  # run through the Stepper before it is handed out
    assert _steps(text) == [{"concede": "Bob"}]


def test_514_1_the_cleanup_discard_is_exported_as_a_discard_step_and_replays(client: TestClient) -> None:
    for _ in range(8):
        add(client, "Grizzly Bears", zone="hand")
    start(client, step="end")
    act(client, "Alice", "pass")
    act(client, "Bob", "pass")  # to the cleanup step: eight cards, one to discard (514.1)
    act(client, "Alice", "discard")
    text = _exported(client)  # run through the Stepper before it is handed out
    (discard,) = [s for s in _steps(text) if "discard" in s]
    assert discard["by"] == "Alice" and len(discard["discard"]) == 1  # type: ignore[arg-type]
