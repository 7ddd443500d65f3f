"""Every card in the embedded database against the data's own values.

The computed mana value (CR 202.3) must equal the data's ``cmc`` and the
computed color identity (903.4) the data's ``color_identity``, except for the
disagreements listed, each with the rule that shows the data wrong, in
known_data_faults.toml.
"""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.identity import color_identity
from mtgfaces.cards.layouts import default_characteristics

FAULTS = tomllib.loads((Path(__file__).parent / "known_data_faults.toml").read_text("utf-8"))


@pytest.fixture(scope="module")
def pool() -> list:
    db = CardDB.default()
    return [c for c in db if not c.is_meld_result]


def _listed(kind: str) -> dict[str, tuple[object, object]]:
    return {f["card"]: (f["data"], f["computed"]) for f in FAULTS[kind]}


def test_202_3_mana_value_of_every_card_matches_the_data(pool: list) -> None:
    found = {}
    for card in pool:
        computed = default_characteristics(card, Zone.LIBRARY).characteristics.mana_value
        if card.data_mana_value is not None and computed != card.data_mana_value:
            found[card.name] = (card.data_mana_value, computed)
    assert found == _listed("mana_value")
    assert len(pool) > 30000  # the whole pool was checked, not a sample


def test_903_4_color_identity_of_every_card_matches_the_data(pool: list) -> None:
    found = {}
    for card in pool:
        computed = "".join(color_identity(card))
        if card.data_color_identity is not None and computed != "".join(card.data_color_identity):
            found[card.name] = ("".join(card.data_color_identity), computed)
    assert found == _listed("color_identity")


def test_known_faults_each_cite_a_rule() -> None:
    for kind in ("mana_value", "color_identity"):
        for fault in FAULTS[kind]:
            assert fault["rule"][:3].isdigit(), fault
