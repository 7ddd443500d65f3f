"""Which abilities are scripted, and which an object has now.

Card scripts live in :mod:`mtgfaces.rules.abilities.cards`, one module per
card family or set; each registers its abilities under the face's Oracle
name with :func:`script`. This layer doesn't import them: the abilities layer
above plugs in their loader (:func:`load_scripts_with`), which runs on the
first lookup only (the card command never pays for them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeVar

from mtgfaces.cards.characteristics import Characteristics
from mtgfaces.cards.layouts import rules_for
from mtgfaces.rules.state import mana_abilities
from mtgfaces.rules.state.abilities import (
    Activated,
    AsEnters,
    DamageReplacement,
    DefinesPowerToughness,
    Scripted,
    SpellAbility,
    Static,
    StaticEffect,
    Triggered,
)
from mtgfaces.rules.state.costs import sacrifices_one

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


_BY_FACE: dict[str, list[Scripted]] = {}
_BY_KEY: dict[str, Scripted] = {}
_GRANTED: list[Scripted] = []
_loaded = False
_generation = 0  # bumped as abilities are registered: what was found before may differ now
_compile: Callable[..., Scripted | None] = lambda face, line, spell=False: None  # noqa: E731 - set by _load
_loader: Callable[[], Callable[..., Scripted | None]] | None = None

_S = TypeVar(
    "_S",
    Activated,
    Triggered,
    SpellAbility,
    Static,
    StaticEffect,
    DamageReplacement,
    AsEnters,
    DefinesPowerToughness,
)


def script(*abilities: Scripted) -> None:
    """Register abilities (each under its own face's name)."""
    _registered()
    for ability in abilities:
        if ability.key in _BY_KEY:
            raise ValueError(f"{ability.key!r} is scripted twice")
        _BY_FACE.setdefault(ability.face, []).append(ability)
        _BY_KEY[ability.key] = ability
    _OF_CACHE.clear()


def grant(*abilities: Scripted) -> None:
    """Register abilities that an effect grants (in quotation marks, 113.1a,
    611.2): found on any object with a line of text that starts with the
    ability's ``text``, whatever its name; ``face`` names the grantor."""
    _registered()
    for ability in abilities:
        if ability.key in _BY_KEY:
            raise ValueError(f"{ability.key!r} is scripted twice")
        _GRANTED.append(ability)
        _BY_KEY[ability.key] = ability
    _OF_CACHE.clear()


def _registered() -> None:
    global _generation  # noqa: PLW0603 - what a game keeps of the lookups goes out of date
    _generation += 1


def generation() -> int:
    """A number that changes whenever abilities are registered (:func:`script`,
    :func:`grant`): a game keeping what it found by :func:`abilities_of`
    keeps it with this number."""
    return _generation


def load_scripts_with(loader: Callable[[], Callable[..., Scripted | None]]) -> None:
    """Plug in what loads the card scripts (each registers its abilities with
    :func:`script` and :func:`grant`) and returns the compiler of a face's
    line of text (issue 17): the abilities layer above does, as
    :mod:`mtgfaces.rules` is imported. It runs once, on the first lookup."""
    global _loader  # noqa: PLW0603 - plugged in once per process
    _loader = loader


def _load() -> None:
    global _loaded, _compile  # noqa: PLW0603 - the registry is filled once per process
    if not _loaded:
        if _loader is None:
            raise RuntimeError("no card scripts plugged in: mtgfaces.rules plugs them in as it is imported")
        _loaded = True
        _compile = _loader()


def by_key(key: str) -> Scripted:
    """The ability an object on the stack refers to (saved games store the key)."""
    _load()
    try:
        return _BY_KEY[key]
    except KeyError:
        pass
    face, _, text = key.partition(": ")
    rules = mana_abilities.from_line(face, text)
    if face == mana_abilities.RULES_FACE and rules:
        return rules[0]  # a mana ability of the rules (305.6, 605.1a), by its text
    # Compiled from the line again (issue 17). A face's name may have ": " in
    # it ("Sidequest: Hunt the Mark"): each place the key may split, in turn.
    at = key.find(": ")
    while at >= 0:
        face, text = key[:at], key[at + 2 :]
        compiled = _compile(face, text) or _compile(face, text, spell=True)
        if compiled is not None and compiled.key == key:
            return compiled
        at = key.find(": ", at + 2)
    raise LookupError(f"no scripted ability {key!r}")


def scripted_faces() -> list[str]:
    """Every face name with a scripted ability, sorted."""
    _load()
    return sorted(_BY_FACE)


def for_face(name: str) -> tuple[Scripted, ...]:
    """Every ability scripted for the face with that name."""
    _load()
    return tuple(_BY_FACE.get(name, ()))


def has_ability(value: Characteristics, ability: Scripted) -> bool:
    """Whether an object with these characteristics has the ability: its name
    and a line of its text (113.6; none face down, 708.2; a copy's, 707.2)."""
    if ability.face not in value.names:
        return False
    return any(line.startswith(ability.text) for line in value.abilities) or value.rules_text.startswith(
        ability.text
    )


_OF_CACHE: dict[tuple[object, ...], list[Scripted]] = {}
_OF_CACHE_SIZE = 8192


def of(value: Characteristics, kind: type[_S]) -> list[_S]:
    """The scripted abilities of that kind an object with ``value`` has
    (remembered by what decides it: the names and the lines of text)."""
    key = (kind, value.names, value.abilities, value.rules_text)
    hit = _OF_CACHE.get(key)
    if hit is not None:
        return list(hit)  # type: ignore[arg-type]
    found = _of(value, kind)
    if len(_OF_CACHE) >= _OF_CACHE_SIZE:
        _OF_CACHE.clear()
    _OF_CACHE[key] = list(found)
    return found


def _of(value: Characteristics, kind: type[_S]) -> list[_S]:
    _load()
    found: list[_S] = []
    for name in value.names:
        found += [a for a in _BY_FACE.get(name, ()) if isinstance(a, kind) and has_ability(value, a)]
    found += [a for a in compiled(value) if isinstance(a, kind)]
    found += [
        a
        for a in _GRANTED
        if isinstance(a, kind) and any(line.startswith(a.text) for line in value.abilities)
    ]  # 113.1a: a granted ability, whatever the object's name
    if issubclass(Activated, kind):
        derived: list[Any] = rules_mana_abilities(value)  # Activated is _S here
        found += derived
    return found


def rules_mana_abilities(value: Characteristics) -> list[Activated]:
    """The mana abilities an object has by its lines of text and its basic
    land types (605.1a, 305.6), after its scripted ones: none that a script
    of one of its faces already covers."""
    scripted = {a.text for name in value.names for a in _BY_FACE.get(name, ())}
    found = [a for line in value.abilities for a in mana_abilities.from_line(value.name or "", line)]
    if "Land" in value.types:
        found += mana_abilities.intrinsic(value.subtypes)
    return [a for a in dict.fromkeys(found) if a.text not in scripted]


def abilities_of(game: Game, obj: GameObject, kind: type[_S]) -> list[_S]:
    """The scripted abilities of that kind the object has now. Kept by the
    game (its Memo) with the object and its characteristics: while both are
    the same values and no ability was registered since, so is the answer."""
    if obj.ability is not None:
        return []
    value = game.characteristics(obj)
    kept_by = game.memo.abilities
    kept = kept_by.get((obj.id, kind))
    if kept is not None and kept[1] is value and kept[2] == _generation:
        # What _abilities_of reads of the object beside its characteristics:
        # whether it is face down, its card (nameless or not).
        was = kept[0]
        if was is obj or (was.card is obj.card and was.is_face_down == obj.is_face_down):
            return list(kept[3])  # type: ignore[arg-type]
    found = _abilities_of(obj, value, kind)
    kept_by[(obj.id, kind)] = (obj, value, _generation, tuple(found))  # after the first lookup's _load
    return found


def activated_in_order(game: Game, obj: GameObject) -> list[Activated]:
    """The object's scripted activated abilities now, in the order of its
    text (how they are numbered, 602.1)."""
    found = abilities_of(game, obj, Activated)
    if len(found) < 2:
        return found  # nothing to order
    lines = game.characteristics(obj).abilities
    return sorted(found, key=lambda a: next((i for i, ln in enumerate(lines) if ln.startswith(a.text)), 0))


def _abilities_of(obj: GameObject, value: Characteristics, kind: type[_S]) -> list[_S]:
    if obj.is_face_down:
        # CR 708.2: no name, so no ability of a face; only what every object
        # with such a line has (the ward {2} of disguise and cloak, 702.168a).
        _load()
        return [
            a
            for a in _GRANTED
            if isinstance(a, kind) and any(line.startswith(a.text) for line in value.abilities)
        ]
    return of(scripted_as(value, obj), kind)


def scripted_as(value: Characteristics, obj: GameObject) -> Characteristics:
    """The characteristics by which scripts find an object's abilities: its
    own, or for a nameless object (an emblem, 114.3) its card's name too."""
    if rules_for(obj.card).nameless and not value.names:
        return value._replace(names=obj.card.face_names)
    return value


def compiled(value: Characteristics) -> list[Scripted]:
    """The abilities compiled from the object's lines that no script of its
    faces covers (the script wins, issue 17), for its name: none for a
    nameless object (a face-down one has no abilities anyway, 708.2)."""
    _load()
    if not value.name:
        return []
    scripted = [a.text for name in value.names for a in _BY_FACE.get(name, ())]
    scripted += [a.text for a in _GRANTED]  # a granted ability's line is the script's (113.1a)
    spell = value.has_type("Instant") or value.has_type("Sorcery")
    found = []
    for line in value.abilities:
        if spell and _SACRIFICED in line.lower() and not sacrifices_one(value):
            continue  # 608.2h: "the sacrificed creature" with no one sacrificed to cast it (601.2b)
        if not any(line.startswith(text) for text in scripted):
            ability = _compile(_face_of(value, line), line, spell=spell)
            if ability is not None:
                found.append(ability)
    return found


_SACRIFICED = "the sacrificed"


def _face_of(value: Characteristics, line: str) -> str | None:
    """The name of the face a line is of: with several names (a fused split
    spell's halves, 702.102d, 709.4), the one the line calls itself by, else
    the first."""
    if len(value.names) > 1:
        for name in value.names:
            if name in line:
                return name
    return value.name


def unscripted(value: Characteristics) -> list[str]:
    """The lines of rules text of an object that no script covers and the
    compiler doesn't read (the scenario runner names them when a file relies
    on one)."""
    _load()
    scripted = [a for name in value.names for a in _BY_FACE.get(name, ())] + _GRANTED
    readable = {a.text for a in compiled(value)}
    return [
        line
        for line in value.abilities
        if not any(line.startswith(a.text) for a in scripted)
        and line not in readable
        and not mana_abilities.from_line("", line)
    ]
