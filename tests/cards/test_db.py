"""The card database: lookup by every kind of name, suggestions, import."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgfaces.cards.db import CardDB
from mtgfaces.cards.dbbuild import build_database
from mtgfaces.cards.reader import iter_scryfall
from mtgfaces.errors import AmbiguousReference, MalformedInput, UnknownCard

SAMPLE = Path(__file__).parent / "fixtures" / "scryfall-sample.json"


@pytest.mark.parametrize(
    ("reference", "name"),
    [
        ("Sejiri Shelter // Sejiri Glacier", "Sejiri Shelter // Sejiri Glacier"),
        ("Sejiri Glacier", "Sejiri Shelter // Sejiri Glacier"),
        ("sejiri GLACIER", "Sejiri Shelter // Sejiri Glacier"),
        ("Sejiri Shelter//Sejiri Glacier", "Sejiri Shelter // Sejiri Glacier"),
        # S35: localized printed names in every language the data has
        ("Abri de Seijiri", "Sejiri Shelter // Sejiri Glacier"),
        ("Glacier de Seijiri", "Sejiri Shelter // Sejiri Glacier"),
        ("枯階通路 // 炙階通路", "Blightstep Pathway // Searstep Pathway"),
        ("Akki coureur des laves", "Akki Lavarunner // Tok-Tok, Volcano Born"),
        ("Sejiri-Gletscher", "Sejiri Shelter // Sejiri Glacier"),
        ("セジーリの氷河", "Sejiri Shelter // Sejiri Glacier"),
        ("Седжирский Ледник", "Sejiri Shelter // Sejiri Glacier"),
        ("세지리 빙하", "Sejiri Shelter // Sejiri Glacier"),
        ("塞基黎冰川", "Sejiri Shelter // Sejiri Glacier"),
        # accents and punctuation are ignored
        ("Aether Vial", "Aether Vial"),
        ("AEther vial", "Aether Vial"),
        ("Fang, Fearless l’Cie", "Fang, Fearless l'Cie"),
        ("Emeria's Call", "Emeria's Call // Emeria, Shattered Skyclave"),
    ],
)
def test_lookup_by_any_name(db: CardDB, reference: str, name: str) -> None:
    assert db.card(reference).name == name


def test_unknown_name_lists_the_closest_real_names(db: CardDB) -> None:
    with pytest.raises(UnknownCard) as caught:
        db.card("Sejri Glaicer")
    assert "Sejiri Shelter // Sejiri Glacier" in caught.value.suggestions
    assert "closest names" in str(caught.value)


def test_localized_names(db: CardDB) -> None:
    card = db.card("Sejiri Glacier")
    assert db.localized_name(card, "fr") == "Abri de Seijiri // Glacier de Seijiri"
    assert dict(db.names_of(card.name, "fr"))["Sejiri Glacier"] == "Glacier de Seijiri"
    assert db.localized_names(card)["en"] == card.name


def test_info_reports_count_source_and_date(db: CardDB) -> None:
    info = db.info()
    assert info.embedded
    assert info.cards == len(db) > 30000
    assert {"fr", "de", "es", "it", "pt", "ja", "ko", "ru", "zhs", "zht"} <= set(info.languages)
    assert info.date[:2] == "20"
    assert "oracle-cards" in info.source
    assert info.skipped == {"planar": 151, "scheme": 102, "vanguard": 33}


def test_import_then_lookup(tmp_path: Path) -> None:
    target = tmp_path / "cards.sqlite"
    stats = build_database(
        target,
        iter_scryfall(SAMPLE),
        source="sample",
        date="2026-01-01",
        localized={"Fire // Ice": {"fr": "Feu // Glace"}, "Fire": {"fr": "Feu"}},
    )
    assert stats.cards == 10
    db = CardDB(target)
    assert db.card("Feu").name == "Fire // Ice"
    assert db.card("Feu // Glace").name == "Fire // Ice"
    assert db.info().source == "sample"
    assert len(db) == 10
    with pytest.raises(UnknownCard):
        db.card("Aether Vial")


def test_import_collects_printed_names_of_foreign_printings(tmp_path: Path) -> None:
    objects = json.loads(SAMPLE.read_text("utf-8"))
    fire = next(o for o in objects if o["name"] == "Fire // Ice")
    foreign = dict(fire, lang="de", printed_name="Feuer // Eis")
    foreign["card_faces"] = [
        dict(f, printed_name=p) for f, p in zip(fire["card_faces"], ["Feuer", "Eis"], strict=True)
    ]
    source = tmp_path / "all.json"
    source.write_text(json.dumps([*objects, foreign, fire]), "utf-8")
    target = tmp_path / "cards.sqlite"
    stats = build_database(target, iter_scryfall(source), source="x", date="2026-01-01")
    assert stats.localized_printings == 1
    assert stats.duplicates == 1
    db = CardDB(target)
    assert db.card("Eis").name == "Fire // Ice"
    assert db.localized_name(db.card("Fire"), "de") == "Feuer // Eis"


def test_failed_import_leaves_the_previous_database(tmp_path: Path) -> None:
    target = tmp_path / "cards.sqlite"
    build_database(target, iter_scryfall(SAMPLE), source="first", date="2026-01-01")
    broken = tmp_path / "broken.json"
    broken.write_text(SAMPLE.read_text("utf-8")[:-400], "utf-8")
    with pytest.raises(MalformedInput):
        build_database(target, iter_scryfall(broken), source="second", date="2026-01-02")
    db = CardDB(target)
    assert db.info().source == "first"
    assert db.card("Fire").name == "Fire // Ice"
    assert not [p for p in tmp_path.iterdir() if p.suffix == ".tmp"]


def test_not_a_database(tmp_path: Path) -> None:
    path = tmp_path / "cards.sqlite"
    path.write_bytes(b"this is not sqlite at all" * 100)
    with pytest.raises(MalformedInput, match="not a card database"):
        CardDB(path).card("Fire")


def test_ambiguous_localized_name(tmp_path: Path) -> None:
    target = tmp_path / "cards.sqlite"
    build_database(
        target,
        iter_scryfall(SAMPLE),
        source="x",
        date="2026-01-01",
        localized={"Fire // Ice": {"xx": "Same"}, "Commit // Memory": {"yy": "Same"}},
    )
    with pytest.raises(AmbiguousReference) as caught:
        CardDB(target).card("same")
    assert set(caught.value.candidates) == {"Fire // Ice", "Commit // Memory"}


def test_suggestions_prefer_a_telling_word_in_common_and_show_their_scores() -> None:
    db = CardDB.default()
    assert db.suggestions("valki")[0] == "Valki, God of Lies // Tibalt, Cosmic Impostor"
    # A German name the data doesn't have: "Valki" tells, "der" doesn't.
    assert db.suggestions("Valki, Gott der Lügen")[0] == "Valki, God of Lies // Tibalt, Cosmic Impostor"
    with pytest.raises(UnknownCard) as caught:
        db.card("valki")
    assert caught.value.scores and "(" in str(caught.value)
    assert str(UnknownCard("x", ["Y"])) == "no card named 'x'; closest names: 'Y'"


def test_suggestions_come_from_the_word_index_without_scoring_every_name(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    db = CardDB.default()

    def scoring_all(query: str, limit: int) -> list[tuple[str, int]]:
        raise AssertionError(f"scored every name for {query!r}")

    monkeypatch.setattr(db, "_close_by_scoring_all", scoring_all)
    assert db.suggestions("Sejri Glaicer")[0] == "Sejiri Shelter // Sejiri Glacier"
    assert db.suggestions("Abri de Seijri")[0] == "Sejiri Shelter // Sejiri Glacier"  # French, misspelt
    assert db.suggestions("Grizly Bers")[0] == "Grizzly Bears"
    scored = db.scored_suggestions("Ajani Goldmain")
    assert (
        scored[0][0] == "Ajani Goldmane"
        and scored[0][1] > 90
        and [s for _, s in scored] == sorted((s for _, s in scored), reverse=True)
    )


def test_a_name_of_only_short_words_is_still_suggested_by_scoring_every_name() -> None:
    assert (
        CardDB.default().suggestions("X")[0] == "X"
    )  # the Unstable card "X" is its one word, too short to index
