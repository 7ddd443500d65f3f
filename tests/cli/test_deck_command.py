"""``mtgfaces deck check`` (issue 15): exit 0 legal, 1 not legal, 2 bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgfaces.cli import main


def write(tmp_path: Path, text: str) -> str:
    path = tmp_path / "deck.txt"
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_903_5_a_legal_commander_deck_exits_0(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    deck = write(tmp_path, "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Sol Ring\n98 Plains\n")
    assert main(["deck", "check", deck]) == 0
    assert "legal for commander" in capsys.readouterr().out


def test_903_5c_a_card_outside_the_color_identity_exits_1_and_is_named(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = write(tmp_path, "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Lightning Bolt\n98 Plains\n")
    assert main(["deck", "check", deck, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["legal"] is False and report["offending"] == ["Lightning Bolt"]
    assert any(p.startswith("CR 903.5c") for p in report["problems"])


def test_bad_input_exits_2(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = write(tmp_path, "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n4 Lightnig Blot\n")
    assert main(["deck", "check", bad]) == 2
    assert "line 5: no card named 'Lightnig Blot'" in capsys.readouterr().err
    assert main(["deck", "check", write(tmp_path, "4 Lightning Bolt\n"), "--format", "extended"]) == 2
    assert "unknown format 'extended'; formats: commander, brawl, standard" in capsys.readouterr().err
    assert main(["deck", "check", write(tmp_path, "60 Mountain\n")]) == 2  # no commander section


def test_103_a_game_is_set_up_from_two_decks() -> None:
    import random

    import mtgfaces
    from mtgfaces.cards.decklist import read_deck

    alice = read_deck("Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Sol Ring\n98 Plains\n")
    bob = read_deck("Commander\n1 Esika, God of the Tree\n\nDeck\n99 Forest\n")
    game = mtgfaces.Game.from_decks({"Alice": alice, "Bob": bob}, rng=random.Random(1))
    for player in ("Alice", "Bob"):
        assert len(game.objects(mtgfaces.Zone.HAND, player)) == 7  # 103.5
        assert len(game.objects(mtgfaces.Zone.LIBRARY, player)) == 92
        (commander,) = game.objects(mtgfaces.Zone.COMMAND, player)
        assert game.is_commander(commander)
        assert game.player(player).life == 40  # 903.7
    assert game.legal_actions("Alice")


def test_100_2a_a_legal_modern_deck_exits_0_and_dates_its_legalities(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = write(tmp_path, "4 Delver of Secrets\n4 Lightning Bolt\n52 Island\n\n2 Abrade\n")
    assert main(["deck", "check", deck, "--format", "modern"]) == 0, capsys.readouterr().out
    out = capsys.readouterr().out
    assert "legal for modern (60 cards)" in out and "card legalities as of: 2022-04-25" in out


def test_a_banned_card_and_a_card_with_no_legalities_are_named_in_json(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    deck = write(
        tmp_path, "Commander\n1 Isamaru, Hound of Konda\n\nDeck\n1 Jeweled Lotus\n1 Sol Ring\n97 Plains\n"
    )
    assert main(["deck", "check", deck, "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["unknown"] == ["Jeweled Lotus"] and report["not_legal"] == []  # not taken for legal
    deck = write(tmp_path, "4 Ponder\n56 Island\n")
    assert main(["deck", "check", deck, "--format", "modern", "--json"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert report["not_legal"] == ["Ponder"]
    assert report["problems"] == ["legality: 'Ponder' is banned in modern (legalities as of 2022-04-25)"]
