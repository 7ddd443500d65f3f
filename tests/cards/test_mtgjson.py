"""The MTGJSON AtomicCards loader: every entry reaches ``Card`` through the
Scryfall path, and bad files fail with ``MalformedInput`` naming the file."""

from __future__ import annotations

import copy
import gzip
import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import default_characteristics, melded
from mtgfaces.cards.model import Card, Layout, MeldLink, Side, SplitKind
from mtgfaces.cards.mtgjson import (
    MTGJSON_LANGUAGES,
    MtgjsonLoad,
    load_mtgjson,
    localized_names_from_mtgjson,
    scryfall_objects_from_mtgjson,
)
from mtgfaces.cards.scryfall import card_from_scryfall
from mtgfaces.errors import MalformedInput
from tests import budget

FIXTURE = Path(__file__).parent / "fixtures" / "mtgjson-sample.json"

BRUNA = "Bruna, the Fading Light"
GISELA = "Gisela, the Broken Blade"
BRISELA = "Brisela, Voice of Nightmares"
BRUNA_KEY = f"{BRUNA} // {BRISELA}"
GISELA_KEY = f"{GISELA} // {BRISELA}"


@pytest.fixture(scope="module")
def raw() -> dict[str, Any]:
    document: dict[str, Any] = json.loads(FIXTURE.read_text(encoding="utf-8"))
    return document


@pytest.fixture(scope="module")
def loaded() -> MtgjsonLoad:
    return load_mtgjson(FIXTURE)


@pytest.fixture(scope="module")
def cards(loaded: MtgjsonLoad) -> dict[str, Card]:
    return {card.name: card for card in loaded.cards}


def _write(tmp_path: Path, name: str, document: object) -> Path:
    path = tmp_path / name
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _faces(card: Card) -> list[tuple[Side, str, str]]:
    return [(f.side, f.name, f.mana_cost.text) for f in card.faces]


# -- each layout -------------------------------------------------------------------


def test_mtgjson_fixture_loads_every_entry(loaded: MtgjsonLoad, raw: dict[str, Any]) -> None:
    assert len(loaded.cards) == len(raw["data"]) == 12
    assert loaded.skipped == {}


def test_mtgjson_modal_dfc_has_front_and_back_faces(cards: dict[str, Card]) -> None:
    card = cards["Sejiri Shelter // Sejiri Glacier"]
    assert card.layout is Layout.MODAL_DFC
    assert _faces(card) == [
        (Side.FRONT, "Sejiri Shelter", "{1}{W}"),
        (Side.BACK, "Sejiri Glacier", ""),
    ]
    assert card.face(Side.BACK).is_land
    assert card.oracle_id == "d54e4e37-042b-44a5-918d-757308545d4d"


def test_mtgjson_transform_card_has_back_face_with_color_indicator(cards: dict[str, Card]) -> None:
    card = cards["Delver of Secrets // Insectile Aberration"]
    assert card.layout is Layout.TRANSFORM
    assert _faces(card) == [
        (Side.FRONT, "Delver of Secrets", "{U}"),
        (Side.BACK, "Insectile Aberration", ""),
    ]
    back = card.face(Side.BACK)
    assert [c.value for c in back.color_indicator or ()] == ["U"]
    assert [c.value for c in back.colors] == ["U"]  # CR 204: from its color indicator
    assert (back.power, back.toughness) == ("3", "2")
    assert card.keywords == ("Transform", "Flying")  # every face's, once each


def test_mtgjson_flip_card_has_flipped_side(cards: dict[str, Card]) -> None:
    card = cards["Akki Lavarunner // Tok-Tok, Volcano Born"]
    assert card.layout is Layout.FLIP
    assert _faces(card) == [
        (Side.FRONT, "Akki Lavarunner", "{3}{R}"),
        (Side.FLIPPED, "Tok-Tok, Volcano Born", ""),
    ]
    assert card.face(Side.FLIPPED).types.supertypes == ("Legendary",)


def test_mtgjson_split_card_has_left_and_right_halves(cards: dict[str, Card]) -> None:
    card = cards["Fire // Ice"]
    assert card.layout is Layout.SPLIT
    assert card.split_kind is SplitKind.ORDINARY
    assert _faces(card) == [(Side.LEFT, "Fire", "{1}{R}"), (Side.RIGHT, "Ice", "{1}{U}")]


def test_mtgjson_fuse_card_has_fuse_split_kind(cards: dict[str, Card]) -> None:
    card = cards["Turn // Burn"]
    assert card.layout is Layout.SPLIT
    assert card.split_kind is SplitKind.FUSE
    assert card.face_names == ("Turn", "Burn")


def test_mtgjson_aftermath_card_gets_split_layout_with_aftermath_kind(
    cards: dict[str, Card], raw: dict[str, Any]
) -> None:
    assert {f["layout"] for f in raw["data"]["Commit // Memory"]} == {"aftermath"}
    card = cards["Commit // Memory"]
    assert card.layout is Layout.SPLIT
    assert card.split_kind is SplitKind.AFTERMATH
    assert "Aftermath" in card.keywords
    assert _faces(card) == [(Side.LEFT, "Commit", "{3}{U}"), (Side.RIGHT, "Memory", "{4}{U}{U}")]
    assert card.face(Side.RIGHT).keywords == ("Aftermath",)


def test_mtgjson_adventure_card_has_adventure_side(cards: dict[str, Card]) -> None:
    card = cards["Bonecrusher Giant // Stomp"]
    assert card.layout is Layout.ADVENTURE
    assert _faces(card) == [
        (Side.FRONT, "Bonecrusher Giant", "{2}{R}"),
        (Side.ADVENTURE, "Stomp", "{1}{R}"),
    ]
    assert "Adventure" in card.face(Side.ADVENTURE).types.subtypes


def test_mtgjson_normal_card_is_single_faced(cards: dict[str, Card]) -> None:
    card = cards["Grim Haruspex"]
    assert card.layout is Layout.NORMAL
    assert _faces(card) == [(Side.FRONT, "Grim Haruspex", "{2}{B}")]
    assert "Morph" in card.front.keywords


def test_mtgjson_prototype_card_filed_as_normal_gets_prototype_face(
    cards: dict[str, Card], raw: dict[str, Any]
) -> None:
    assert raw["data"]["Autonomous Assembler"][0]["layout"] == "normal"
    card = cards["Autonomous Assembler"]
    assert card.layout is Layout.PROTOTYPE  # CR 718
    prototype = card.face(Side.PROTOTYPE)
    assert (prototype.mana_cost.text, prototype.power, prototype.toughness) == ("{1}{W}", "2", "2")


# -- meld ----------------------------------------------------------------------------


def test_mtgjson_meld_part_links_partner_and_result(cards: dict[str, Card]) -> None:
    assert BRUNA_KEY not in cards  # the part is named by its own face, as on Scryfall
    bruna = cards[BRUNA]
    gisela = cards[GISELA]
    assert bruna.layout is Layout.MELD
    assert bruna.meld == MeldLink(partner=GISELA, result=BRISELA)
    assert gisela.meld == MeldLink(partner=BRUNA, result=BRISELA)
    assert _faces(bruna) == [(Side.FRONT, BRUNA, "{5}{W}{W}")]
    assert not bruna.is_meld_result


def test_mtgjson_meld_result_lists_its_parts(cards: dict[str, Card]) -> None:
    brisela = cards[BRISELA]
    assert brisela.layout is Layout.MELD
    assert brisela.is_meld_result
    assert brisela.meld_parts == (BRUNA, GISELA)
    assert brisela.meld is None
    assert _faces(brisela) == [(Side.MELDED, BRISELA, "")]
    # CR 712.8g, 202.3c: the melded permanent's mana value is both front faces'.
    value = melded(brisela, (cards[BRUNA], cards[GISELA])).characteristics.mana_value
    assert value == brisela.data_mana_value == 11


def test_mtgjson_meld_partner_missing_from_file_comes_from_text(raw: dict[str, Any]) -> None:
    data = {key: raw["data"][key] for key in (BRUNA_KEY, BRISELA)}
    objects = {obj.name: obj for obj in scryfall_objects_from_mtgjson({"data": data})}
    parts = [(p.name, p.component) for p in objects[BRUNA].all_parts or []]
    # Gisela has no entry here; Bruna's reminder text "(Melds with Gisela, ...)" names her.
    assert parts == [(GISELA, "meld_part"), (BRUNA, "meld_part"), (BRISELA, "meld_result")]
    result = [p.name for p in objects[BRISELA].all_parts or []]
    assert result == [BRUNA, GISELA, BRISELA]


def test_mtgjson_meld_result_listed_only_as_side_b_gets_its_own_card(raw: dict[str, Any]) -> None:
    # Some AtomicCards files list the result as side b inside each part's entry.
    result_face = raw["data"][BRISELA][0]
    data = {
        BRUNA_KEY: [raw["data"][BRUNA_KEY][0], result_face],
        GISELA_KEY: [raw["data"][GISELA_KEY][0], result_face],
    }
    built = {c.name: c for c in map(card_from_scryfall, scryfall_objects_from_mtgjson({"data": data}))}
    assert set(built) == {BRUNA, GISELA, BRISELA}
    assert built[BRUNA].meld == MeldLink(partner=GISELA, result=BRISELA)
    assert built[BRISELA].meld_parts == (BRUNA, GISELA)
    assert built[BRUNA].front.mana_cost.text == "{5}{W}{W}"  # the part's own face, not side b


# -- cross-checks with MTGJSON's own values ---------------------------------------------


def _fixture_keys() -> list[str]:
    return list(json.loads(FIXTURE.read_text(encoding="utf-8"))["data"])


@pytest.mark.parametrize("key", _fixture_keys())
def test_mtgjson_front_face_mana_value_matches_data(
    key: str, raw: dict[str, Any], cards: dict[str, Card]
) -> None:
    entry = sorted(raw["data"][key], key=lambda f: f.get("side") or "")
    front = entry[0]
    if front.get("side") == "b":
        # A melded result has no mana cost; its mana value is its parts' (CR 712.8g),
        # checked in test_mtgjson_meld_result_lists_its_parts.
        assert cards[front["name"]].front.mana_cost.is_none
        return
    # A meld part's card is named by its face ("Part", not "Part // Result").
    name = front["faceName"] if front["layout"] == "meld" else front["name"]
    card = cards[name]
    # A split half's own value is faceManaValue; manaValue is the whole card's (CR 709.4).
    expected = front.get("faceManaValue", front["manaValue"])
    assert card.front.mana_cost.mana_value() == expected
    # The card's mana value off the stack (CR 202.3, 709.4, 712.8a) is MTGJSON's manaValue.
    library = default_characteristics(card, Zone.LIBRARY).characteristics
    assert library.mana_value == front["manaValue"] == card.data_mana_value


def test_mtgjson_color_identity_kept_from_data(cards: dict[str, Card]) -> None:
    assert [c.value for c in cards["Fire // Ice"].data_color_identity or ()] == ["U", "R"]


# -- localized names ---------------------------------------------------------------------


def test_mtgjson_localized_names_mapped_to_language_codes(loaded: MtgjsonLoad) -> None:
    localized = loaded.localized
    codes = set(MTGJSON_LANGUAGES.values())
    assert codes == {"de", "es", "fr", "it", "ja", "ko", "pt", "ru", "zhs", "zht"}
    assert set(localized["Sejiri Shelter // Sejiri Glacier"]) == codes
    assert localized["Sejiri Shelter // Sejiri Glacier"]["fr"] == "Abri de Seijiri // Glacier de Seijiri"
    assert localized["Sejiri Shelter"]["fr"] == "Abri de Seijiri"  # sic: the data's spelling
    assert localized["Sejiri Glacier"]["de"] == "Sejiri-Gletscher"
    assert localized["Fire // Ice"]["es"] == "Fuego // Hielo"
    assert localized["Ice"]["ja"] == "氷"
    assert all(set(names) <= codes for names in localized.values())


def test_mtgjson_localized_meld_names_keyed_by_card_and_entry(loaded: MtgjsonLoad) -> None:
    localized = loaded.localized
    # The part's foreignData has no faceName: its name is the part's printed name.
    assert localized[BRUNA]["de"] == "Bruna, das schwindende Licht"
    assert localized[BRUNA_KEY]["de"] == "Bruna, das schwindende Licht"
    assert localized[BRISELA]["zht"] == "夢魘異音布瑟拉"


def test_mtgjson_card_without_foreign_data_has_no_localized_names(loaded: MtgjsonLoad) -> None:
    assert "Akki Lavarunner" not in loaded.localized


def test_mtgjson_localized_names_from_mapping(raw: dict[str, Any], loaded: MtgjsonLoad) -> None:
    assert localized_names_from_mtgjson(raw) == loaded.localized


# -- the Scryfall objects ----------------------------------------------------------------


def test_mtgjson_scryfall_objects_have_scryfall_shape(raw: dict[str, Any]) -> None:
    objects = {obj.name: obj for obj in scryfall_objects_from_mtgjson(raw)}
    fire_ice = objects["Fire // Ice"]
    assert fire_ice.layout == "split"
    assert fire_ice.mana_cost == "{1}{R} // {1}{U}"
    assert fire_ice.type_line == "Instant // Instant"
    assert fire_ice.cmc == 4
    assert [f.name for f in fire_ice.card_faces or []] == ["Fire", "Ice"]
    assert objects["Commit // Memory"].layout == "split"
    delver = objects["Delver of Secrets // Insectile Aberration"]
    assert delver.mana_cost == ""  # a double-faced card has no card-level cost on Scryfall
    bruna = objects[BRUNA]
    assert bruna.card_faces is None
    assert bruna.mana_cost == "{5}{W}{W}"
    assert [(p.name, p.component) for p in bruna.all_parts or []] == [
        (GISELA, "meld_part"),
        (BRUNA, "meld_part"),
        (BRISELA, "meld_result"),
    ]


# -- files ---------------------------------------------------------------------------------


def test_mtgjson_gzip_file_loads_like_plain_file(tmp_path: Path, loaded: MtgjsonLoad) -> None:
    path = tmp_path / "AtomicCards.json.gz"  # told apart by magic bytes, not by the name
    path.write_bytes(gzip.compress(FIXTURE.read_bytes()))
    again = load_mtgjson(path)
    assert again == loaded
    renamed = tmp_path / "AtomicCards.json"
    renamed.write_bytes(path.read_bytes())
    assert load_mtgjson(renamed) == loaded


def test_mtgjson_non_game_layout_is_skipped_and_counted(tmp_path: Path, raw: dict[str, Any]) -> None:
    plane = {"name": "Tazeem", "layout": "planar", "type": "Plane — Zendikar", "manaValue": 0}
    data = {"Tazeem": [plane], "Fire // Ice": raw["data"]["Fire // Ice"]}
    result = load_mtgjson(_write(tmp_path, "planes.json", {"data": data}))
    assert [c.name for c in result.cards] == ["Fire // Ice"]
    assert result.skipped == {"planar": 1}


# -- malformed input -------------------------------------------------------------------------


def _error(path: Path) -> str:
    with pytest.raises(MalformedInput) as info:
        load_mtgjson(path)
    message = str(info.value)
    assert path.name in message
    return message


def test_mtgjson_truncated_json_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "truncated.json"
    path.write_bytes(FIXTURE.read_bytes()[:5000])
    assert "not valid JSON" in _error(path)


def test_mtgjson_gzip_garbage_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "garbage.json.gz"
    path.write_bytes(b"\x1f\x8b" + b"this is not deflate data" * 4)
    assert "gzip" in _error(path)


def test_mtgjson_truncated_gzip_names_the_file(tmp_path: Path) -> None:
    path = tmp_path / "cut.json.gz"
    path.write_bytes(gzip.compress(FIXTURE.read_bytes())[:3000])
    assert "gzip" in _error(path)


def test_mtgjson_data_that_is_a_list_is_malformed(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, "list-data.json", {"data": []}))
    assert "`data`" in message
    assert "mapping card names to lists of faces" in message


def test_mtgjson_document_that_is_not_an_object_is_malformed(tmp_path: Path) -> None:
    assert "AtomicCards object" in _error(_write(tmp_path, "array.json", [1, 2]))


def test_mtgjson_document_without_data_is_malformed(tmp_path: Path) -> None:
    assert "got nothing" in _error(_write(tmp_path, "meta-only.json", {"meta": {}}))


@pytest.mark.parametrize("value", [[], {}, "Fire // Ice", None, [1]])
def test_mtgjson_entry_that_is_not_a_list_of_faces_is_malformed(tmp_path: Path, value: object) -> None:
    message = _error(_write(tmp_path, "entry.json", {"data": {"Odd Card": value}}))
    assert "'Odd Card'" in message
    assert "expected a" in message


def test_mtgjson_face_without_name_is_malformed(tmp_path: Path, raw: dict[str, Any]) -> None:
    faces = copy.deepcopy(raw["data"]["Fire // Ice"])
    del faces[1]["name"]
    message = _error(_write(tmp_path, "nameless.json", {"data": {"Fire // Ice": faces}}))
    assert "'Fire // Ice'" in message
    assert "face 1" in message
    assert "`name`" in message


def test_mtgjson_face_without_layout_is_malformed(tmp_path: Path) -> None:
    message = _error(_write(tmp_path, "no-layout.json", {"data": {"Forest": [{"name": "Forest"}]}}))
    assert "'Forest'" in message
    assert "`layout`" in message


def test_mtgjson_int_mana_cost_is_malformed(tmp_path: Path, raw: dict[str, Any]) -> None:
    faces = copy.deepcopy(raw["data"]["Grim Haruspex"])
    faces[0]["manaCost"] = 3
    message = _error(_write(tmp_path, "int-cost.json", {"data": {"Grim Haruspex": faces}}))
    assert "'Grim Haruspex'" in message
    assert "manaCost" in message
    assert "Expected `str | null`, got `int`" in message
    assert '`$.data["Grim Haruspex"][0].manaCost`' in message


def test_mtgjson_bad_mana_symbol_names_file_and_entry(tmp_path: Path, raw: dict[str, Any]) -> None:
    faces = copy.deepcopy(raw["data"]["Grim Haruspex"])
    faces[0]["manaCost"] = "{2}{Q}"
    message = _error(_write(tmp_path, "bad-symbol.json", {"data": {"Grim Haruspex": faces}}))
    assert "'Grim Haruspex'" in message
    assert "'{Q}' is not a mana symbol" in message


def test_mtgjson_bad_color_indicator_is_malformed(tmp_path: Path, raw: dict[str, Any]) -> None:
    faces = copy.deepcopy(raw["data"]["Delver of Secrets // Insectile Aberration"])
    faces[1]["colorIndicator"] = ["Blue"]
    message = _error(_write(tmp_path, "indicator.json", {"data": {"Delver": faces}}))
    assert "'Delver'" in message
    assert "colorIndicator" in message


def test_mtgjson_transform_card_missing_its_back_is_malformed(tmp_path: Path, raw: dict[str, Any]) -> None:
    front = raw["data"]["Delver of Secrets // Insectile Aberration"][0]
    message = _error(_write(tmp_path, "half.json", {"data": {"Delver": [front]}}))
    assert "needs card_faces" in message


def test_mtgjson_mapping_errors_name_where(raw: dict[str, Any]) -> None:
    with pytest.raises(MalformedInput, match=r"^AtomicCards\.json: entry 'X'"):
        list(scryfall_objects_from_mtgjson({"data": {"X": [{"layout": "normal"}]}}, where="AtomicCards.json"))
    with pytest.raises(MalformedInput, match=r"^<mtgjson>: "):
        list(scryfall_objects_from_mtgjson({"data": []}))


_json = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=5),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)
_face_key = st.sampled_from(
    ["name", "layout", "side", "faceName", "manaCost", "manaValue", "type", "text", "keywords"]
)


@settings(
    max_examples=budget.examples(150),
    derandomize=budget.derandomized(),
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(
    face=st.dictionaries(_face_key, _json | st.sampled_from(["meld", "split", "a", "b", "{1}"]), max_size=6)
)
def test_mtgjson_arbitrary_face_loads_or_raises_malformed_input(tmp_path: Path, face: dict[str, Any]) -> None:
    path = _write(tmp_path, "fuzz.json", {"data": {"Fuzz": [face, dict(face, side="b")]}})
    try:
        load_mtgjson(path)
    except MalformedInput as error:
        assert "fuzz.json" in str(error)
