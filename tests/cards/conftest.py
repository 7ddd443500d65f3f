from __future__ import annotations

import pytest

from mtgfaces.cards.db import CardDB


@pytest.fixture(scope="session")
def db() -> CardDB:
    return CardDB.default()
