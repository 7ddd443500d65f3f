"""What the hostile-input tests share: the sample card file every import
starts from, and the source name of the database in use before a refused
import."""

from __future__ import annotations

from pathlib import Path

SAMPLE = (Path(__file__).parents[1] / "cards" / "fixtures" / "scryfall-sample.json").resolve()
PREVIOUS = "previous import"  # the source of the database in use before each refused import
