"""The multi-faced pool and how much of it runs (issue 17's measure,
``mtgfaces coverage``)."""

from __future__ import annotations

import json

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cli import main
from mtgfaces.rules.pool import FACE_DOWN_GROUP, NO_TEXT, card_coverage, coverage_report, in_pool

DB = CardDB.default()


@pytest.mark.parametrize(
    ("name", "member"),
    [
        ("Grizzly Bears", False),
        ("Delver of Secrets", True),  # transform (712)
        ("Fire // Ice", True),  # split (709)
        ("Den Protector", True),  # megamorph (702.37): it can be face down
        ("Whisperwood Elemental", True),  # its text manifests (701.40)
        ("Arcane Proxy", True),  # prototype (718)
    ],
)
def test_the_pool_is_the_multi_faced_and_face_down_cards(name: str, member: bool) -> None:
    assert in_pool(DB.card(name)) is member


def test_a_card_is_implemented_when_every_line_of_every_face_runs() -> None:
    assert card_coverage(DB.card("Delver of Secrets")).implemented  # its upkeep trigger is scripted
    assert card_coverage(DB.card("Den Protector")).implemented  # its blocking restriction: the combat rules'
    smashing = card_coverage(DB.card("Shatterskull Smashing // Shatterskull, the Hammer Pass"))
    assert smashing.group == "modal_dfc"
    assert any(line.startswith("~ deals X damage divided as you choose") for line in smashing.missing)
    assert card_coverage(DB.card("Blackbloom Rogue")).implemented  # "as long as" (611.3a)
    assert card_coverage(DB.card("Den Protector")).group == FACE_DOWN_GROUP


def test_a_card_with_no_rules_text_in_the_data_is_never_implemented() -> None:
    missing = next(c for c in DB if c.text_missing and in_pool(c))
    assert card_coverage(missing).missing == (NO_TEXT,)


def test_the_report_counts_each_group_and_the_lines_most_often_not_run() -> None:
    report = coverage_report(DB, top=5)
    assert report.cards == sum(total for _, total in report.groups.values()) > 1000
    assert report.implemented == sum(done for done, _ in report.groups.values())
    assert len(report.phrases) == 5 and report.phrases[0][1] >= report.phrases[-1][1]
    assert report.phrases[0] == (NO_TEXT, 100)  # the spoiler cards without text: the most common gap
    split = coverage_report(DB, group="split", top=0)
    assert set(split.groups) == {"split"} and split.cards == report.groups["split"][1]


def test_coverage_command_prints_the_report_and_refuses_an_unknown_group(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["coverage", "--layout", "meld", "--top", "0", "--json"]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed["cards"] == printed["groups"]["meld"][1] and printed["phrases"] == []
    assert main(["coverage", "--layout", "normal"]) == 2
    assert "the pool's groups: adventure, battle, face-down" in capsys.readouterr().err
