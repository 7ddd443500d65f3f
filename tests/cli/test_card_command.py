"""``mtgfaces card`` and ``mtgfaces db``: output, JSON shape and exit codes."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cli import main

SAMPLE = Path(__file__).parent.parent / "cards" / "fixtures" / "scryfall-sample.json"


@pytest.fixture(autouse=True)
def isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("MTGFACES_HOME", str(tmp_path / "home"))
    monkeypatch.delenv("MTGFACES_DB", raising=False)
    CardDB._default = None
    return tmp_path / "home"


def run_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict:
    assert main([*args, "--json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_card_json_has_the_documented_keys(capsys: pytest.CaptureFixture[str]) -> None:
    report = run_json(capsys, "card", "Sejiri Glacier")
    assert report["name"] == "Sejiri Shelter // Sejiri Glacier"
    assert report["layout"] == "modal_dfc"
    assert report["mana_value"] == 2
    assert report["colors"] == ["W"]
    assert report["color_identity"] == ["W"]
    for face in report["faces"]:
        assert set(face) >= {
            "name",
            "mana_cost",
            "type_line",
            "oracle_text",
            "colors",
            "power",
            "toughness",
            "loyalty",
            "defense",
        }
    zones = {(z["zone"], z["status"]): z for z in report["zones"]}
    assert zones[("graveyard", "")]["name"] == "Sejiri Shelter"
    assert zones[("battlefield", "played as Sejiri Glacier")]["mana_value"] == 0
    assert zones[("battlefield", "played as Sejiri Glacier")]["rules"] == ["712.8f", "202.3a"]


def test_card_text_shows_faces_and_zone_table(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Akki Lavarunner"]) == 0
    out = capsys.readouterr().out
    assert "Tok-Tok, Volcano Born" in out
    assert "flipped: Tok-Tok, Volcano Born" in out
    assert "710.1c" in out
    assert "library/hand/graveyard/exile/command" in out


def test_card_lang_shows_localized_names(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Sejiri Shelter", "--lang", "fr"]) == 0
    out = capsys.readouterr().out
    assert "Abri de Seijiri // Glacier de Seijiri" in out
    assert "fr: Glacier de Seijiri" in out


def test_card_transformed_and_melded_rows(capsys: pytest.CaptureFixture[str]) -> None:
    delver = run_json(capsys, "card", "Delver of Secrets")
    statuses = {z["status"]: z for z in delver["zones"]}
    assert statuses["transformed: Insectile Aberration"]["mana_value"] == 1
    bruna = run_json(capsys, "card", "Bruna, the Fading Light")
    melded = [z for z in bruna["zones"] if z["status"].startswith("melded")]
    assert melded and melded[0]["mana_value"] == 11
    assert bruna["meld_result"] == "Brisela, Voice of Nightmares"


def test_unknown_card_exits_2_with_suggestions(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Sejiri Glaicer"]) == 2
    err = capsys.readouterr().err
    assert "Sejiri Shelter // Sejiri Glacier" in err
    assert "Traceback" not in err


def test_unknown_language_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Fire // Ice", "--lang", "xx"]) == 2
    assert "fr" in capsys.readouterr().err


def test_bad_arguments_exit_2() -> None:
    with pytest.raises(SystemExit) as caught:
        main(["card"])
    assert caught.value.code == 2


def test_db_info_json(capsys: pytest.CaptureFixture[str]) -> None:
    info = run_json(capsys, "db", "info")
    assert {"cards", "source", "date"} <= set(info)
    assert info["cards"] > 30000
    assert info["embedded"] is True


def test_db_import_is_used_from_then_on(capsys: pytest.CaptureFixture[str], isolated_home: Path) -> None:
    assert main(["db", "import", str(SAMPLE), "--date", "2026-02-03"]) == 0
    capsys.readouterr()
    info = run_json(capsys, "db", "info")
    assert info["cards"] == 10
    assert info["date"] == "2026-02-03"
    assert info["embedded"] is False
    # localized names of the database in use were carried over
    assert run_json(capsys, "card", "Abri de Seijiri")["name"] == "Sejiri Shelter // Sejiri Glacier"
    assert main(["card", "Aether Vial"]) == 2
    assert main(["db", "reset"]) == 0
    capsys.readouterr()
    assert run_json(capsys, "db", "info")["embedded"] is True


def test_db_import_of_a_broken_file_exits_2_and_keeps_the_database(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    broken = tmp_path / "broken.json"
    broken.write_text('[\n{"name": "X", "layout": "normal", "mana_cost": "{Q}"}\n]\n', "utf-8")
    assert main(["db", "import", str(broken)]) == 2
    err = capsys.readouterr().err
    assert "'{Q}' is not a mana symbol" in err
    assert run_json(capsys, "db", "info")["embedded"] is True


def test_cli_subprocess_exit_codes_and_no_traceback(tmp_path: Path) -> None:
    env = dict(os.environ, MTGFACES_HOME=str(tmp_path))
    ok = subprocess.run(
        [sys.executable, "-m", "mtgfaces", "card", "Fire // Ice"], capture_output=True, text=True, env=env
    )
    assert ok.returncode == 0 and "Fire // Ice" in ok.stdout
    bad = subprocess.run(
        [sys.executable, "-m", "mtgfaces", "card", "Zzzzzzqqq"], capture_output=True, text=True, env=env
    )
    assert bad.returncode == 2
    assert "Traceback" not in bad.stderr
    assert bad.stderr.startswith("mtgfaces: no card named 'Zzzzzzqqq'")


def test_db_reset_tells_the_truth_when_mtgfaces_db_is_set(
    capsys: pytest.CaptureFixture[str], isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MTGFACES_DB", "/somewhere/else.sqlite")
    assert main(["db", "reset"]) == 0
    out = capsys.readouterr().out
    assert "MTGFACES_DB is set" in out and "embedded database is in use" not in out


def test_card_marks_a_data_gap_so_no_one_takes_it_for_a_ruling(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["card", "Altar of Bhaal"]) == 0
    out = capsys.readouterr().out
    assert "data: spoiler text" in out and "data: no rules text" in out
    notes = run_json(capsys, "card", "Altar of Bhaal")["data_notes"]
    assert len(notes) == 3 and "no legalities in the data" in notes[2]
    assert run_json(capsys, "card", "Grizzly Bears")["data_notes"] is None
    assert main(["card", "Elvish Visionary"]) == 0
    assert "data: older Oracle wording: 'enters the battlefield'" in capsys.readouterr().out
    info = run_json(capsys, "db", "info")
    assert info["spoiler_text"] > 1000 and info["no_rules_text"] > 10
    assert info["older_wording"] > 5000 and info["no_legalities"] == info["spoiler_text"]


def test_db_info_names_the_newest_set_and_the_missing_ones(capsys: pytest.CaptureFixture[str]) -> None:
    sets = run_json(capsys, "db", "info")["sets"]
    assert sets["newest"]["code"] == "tmt" and sets["newest"]["released"] == "2026-03-06"
    assert [s["code"] for s in sets["missing"]] == ["mh3"]  # Modern Horizons 3, as the data's README says
    assert {"ecl", "tmt"} <= {s["code"] for s in sets["few"]}
    assert main(["db", "info"]) == 0
    out = capsys.readouterr().out
    assert "missing:   Modern Horizons 3 (MH3, 2024-06-14)" in out


def test_card_gives_its_oracle_and_scryfall_ids_and_dated_legalities(
    capsys: pytest.CaptureFixture[str],
) -> None:
    report = run_json(capsys, "card", "Black Lotus")
    assert report["oracle_id"] == "5089ec1a-f881-4d55-af14-5d996171203b"
    assert report["scryfall_id"] == "b0faa7f2-b547-42c4-a810-839da50dadfe" and report["set"] == "lea"
    assert report["legalities"] == {
        "as_of": "2022-04-25",
        "formats": {"commander": "banned", "duel": "banned", "legacy": "banned", "oldschool": "restricted",
                    "vintage": "restricted"},
    }  # fmt: skip
    assert main(["card", "Black Lotus"]) == 0
    out = capsys.readouterr().out
    assert "legalities (as of 2022-04-25): banned in commander, duel, legacy; restricted in oldschool" in out


def test_every_command_has_json(
    capsys: pytest.CaptureFixture[str], isolated_home: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert main(["db", "import", str(SAMPLE), "--date", "2026-02-03", "--json"]) == 0
    imported = json.loads(capsys.readouterr().out)
    assert imported["cards"] == 10 and imported["target"].endswith("cards.sqlite")
    assert main(["db", "reset", "--json"]) == 0
    reset = json.loads(capsys.readouterr().out)
    assert reset["removed"] == imported["target"] and reset["in_use"].endswith("cards.sqlite")
    import argparse

    from mtgfaces.cli import build_parser

    def leaves(parser: argparse.ArgumentParser) -> list[argparse.ArgumentParser]:
        subs = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
        if not subs:
            return [parser]
        return [leaf for sub in subs for child in sub.choices.values() for leaf in leaves(child)]

    for command in leaves(build_parser()):
        assert any("--json" in a.option_strings for a in command._actions), command.prog


def test_db_import_refuses_a_date_that_is_not_one(
    capsys: pytest.CaptureFixture[str], isolated_home: Path
) -> None:
    for date in ("yesterday", "2026\x1b[2J", "2026-13-01"):
        assert main(["db", "import", str(SAMPLE), "--date", date]) == 2
        err = capsys.readouterr().err
        assert "is not a date; write it YYYY-MM-DD" in err and "\x1b" not in err
    assert not (isolated_home / "cards.sqlite").exists()
