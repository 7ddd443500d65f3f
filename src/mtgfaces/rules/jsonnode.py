"""Reading parsed JSON with checks that say what was wrong and where.

A :class:`JsonNode` wraps a value with its path (``objects[3].status``);
each accessor checks the type and raises ``MalformedInput`` naming the path
and what was expected, so loaders never leak a ``KeyError`` or ``TypeError``.
"""

from __future__ import annotations

import math
from enum import StrEnum
from typing import NoReturn, TypeVar

from mtgfaces.cards.colors import Color
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.status import ObjectId

_E = TypeVar("_E", bound=StrEnum)


def shown(value: object) -> str:
    if isinstance(value, dict):
        return "an object"
    if isinstance(value, list):
        return "a list"
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


class JsonNode:
    """A JSON value and its path in the save (``objects[3].status``), for
    errors that say what was wrong and where."""

    __slots__ = ("path", "root", "value")

    def __init__(self, value: object, path: str = "", *, root: str = "document") -> None:
        self.value = value
        self.path = path
        self.root = root

    def fail(self, message: str) -> NoReturn:
        raise MalformedInput(message, where=self.path or self.root)

    def fields(self, *names: str) -> dict[str, JsonNode]:
        """The members of a JSON object that must have exactly these keys."""
        value = self.value
        if not isinstance(value, dict):
            self.fail(f"expected an object with keys {', '.join(names)}; got {shown(value)}")
        prefix = f"{self.path}." if self.path else ""
        if len(value) == len(names) and all(name in value for name in names):  # the usual case
            return {name: JsonNode(value[name], prefix + name) for name in names}
        missing = [name for name in names if name not in value]
        if missing:
            self.fail(f"missing key {', '.join(map(repr, missing))}")
        unknown = sorted(repr(key) for key in value if key not in names)
        if unknown:
            self.fail(f"unknown key {', '.join(unknown)}; expected only {', '.join(names)}")
        return {name: JsonNode(value[name], prefix + name) for name in names}

    def items(self) -> list[JsonNode]:
        if not isinstance(self.value, list):
            self.fail(f"expected a list, got {shown(self.value)}")
        return [JsonNode(item, f"{self.path}[{i}]") for i, item in enumerate(self.value)]

    def text(self) -> str:
        if not isinstance(self.value, str):
            self.fail(f"expected a string, got {shown(self.value)}")
        return self.value

    def optional_text(self) -> str | None:
        return None if self.value is None else self.text()

    def texts(self) -> tuple[str, ...]:
        return tuple(item.text() for item in self.items())

    def integer(self) -> int:
        if not isinstance(self.value, int) or isinstance(self.value, bool):
            self.fail(f"expected an integer, got {shown(self.value)}")
        return self.value

    def optional_integer(self) -> int | None:
        return None if self.value is None else self.integer()

    def object_id(self) -> ObjectId:
        return ObjectId(self.integer())

    def optional_object_id(self) -> ObjectId | None:
        return None if self.value is None else self.object_id()

    def number(self) -> float:
        if not isinstance(self.value, (int, float)) or isinstance(self.value, bool):
            self.fail(f"expected a number, got {shown(self.value)}")
        if not math.isfinite(self.value):
            self.fail(f"expected a finite number, got {shown(self.value)}")  # JSON has no others
        return self.value

    def flag(self) -> bool:
        if not isinstance(self.value, bool):
            self.fail(f"expected true or false, got {shown(self.value)}")
        return self.value

    def optional_flag(self) -> bool | None:
        return None if self.value is None else self.flag()

    def one_of(self, values: tuple[str, ...]) -> str:
        if not isinstance(self.value, str) or self.value not in values:
            self.fail(f"{shown(self.value)} is not one of {', '.join(values)}")
        return self.value

    def choice(self, kind: type[_E]) -> _E:
        value = self.value
        if isinstance(value, str) and value in kind._value2member_map_:
            return kind(value)
        return kind(self.one_of(tuple(member.value for member in kind)))  # fails, listing the values

    def optional_choice(self, kind: type[_E]) -> _E | None:
        return None if self.value is None else self.choice(kind)

    def colors(self) -> tuple[Color, ...]:
        letters = self.text()
        wrong = [letter for letter in letters if letter not in "WUBRG"]
        if wrong:
            self.fail(f"{letters!r} is not color letters: {wrong[0]!r} is not one of W, U, B, R, G")
        return tuple(Color(letter) for letter in letters)

    def optional_colors(self) -> tuple[Color, ...] | None:
        return None if self.value is None else self.colors()
