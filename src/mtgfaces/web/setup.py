"""Positions: a scenario's ``setup:`` (docs/scenario-format.md) written from
the set-up form or from two deck lists, and built by the scenario package's
own code (:class:`~mtgfaces.scenario.world.World`), so that a position in the
browser is exactly the one a scenario file with that set-up gives.

A position is a *document*: the scenario's header keys and ``setup:``, as
plain data. :func:`build` turns it into a game to play on.
"""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from typing import Any, NamedTuple

import yaml

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.decklist import Deck, read_deck
from mtgfaces.errors import AmbiguousReference, MalformedInput, MtgFacesError, UnknownCard
from mtgfaces.rules.play import PlayableGame, loads
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.mana import parse_pool
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.scenario.runner import Stepper, StepResult
from mtgfaces.scenario.spec import CAST_AS, COSTS, DAY_NIGHT, FACE_DOWN_KINDS, FACES, STEPS, parse
from mtgfaces.scenario.yamlnode import ScenarioError

DEFAULT_PLAYERS = ("Alice", "Bob")
PERSONAL_ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command")
ZONES = (*PERSONAL_ZONES, "stack")
MAX_OBJECTS = 400
"""The most objects a position may hold (two 100-card decks and room to spare)."""
MAX_DECK_TEXT = 64 * 1024
"""The longest deck list read, in characters (a 250-line list is under 10,000)."""
MAX_NAME = 200
"""The longest card name read (the longest real one has 141 characters)."""
MAX_COUNTERS = 99
MAX_POOL = 99
"""The most mana a pool set up in the form holds."""

Document = dict[str, Any]


class Built(NamedTuple):
    """A position built: the game, and the object each set-up alias names."""

    game: PlayableGame
    aliases: dict[str, ObjectId]


def new_document(players: tuple[str, ...] = DEFAULT_PLAYERS) -> Document:
    """An empty position: the players, the first one's first main phase."""
    return {
        "format": 1,
        "scenario": "A position set up in the mtgfaces sandbox",
        "players": list(players),
        "turn": {"active": players[0], "step": "main1", "day_night": "neither"},
        "seed": 0,
        "costs": "free",
        "setup": {},
        "steps": [],
    }


def document_yaml(document: Document) -> str:
    """The document as scenario YAML."""
    return yaml.safe_dump(document, sort_keys=False, allow_unicode=True, width=100)


def build(document: Document, db: CardDB | None = None) -> Built:
    """The game the document's set-up gives (through the scenario package).
    ``MalformedInput`` saying what is wrong, without the generated file's
    line numbers, if it gives none."""
    if count_entries(document) > MAX_OBJECTS:
        raise MalformedInput(f"a position holds at most {MAX_OBJECTS} objects", where="set-up")
    try:
        scenario = parse(document_yaml(document), "position")
        stepper = Stepper(scenario, db=db or CardDB.default())
        for result in stepper:  # the set-up's own instructions (a meld)
            if not result.passed:
                raise MalformedInput(_refused(document["steps"][result.number - 1], result))
        game = loads(dumps(stepper.game))
    except ScenarioError as error:
        raise MalformedInput(error.reason, where="set-up") from None
    except MtgFacesError as error:
        if isinstance(error, MalformedInput) and error.where == "set-up":
            raise
        raise MalformedInput(str(error), where="set-up") from None
    return Built(game, dict(stepper.world.aliases))


def _refused(step: dict[str, Any], result: StepResult) -> str:
    """Why a set-up instruction was refused."""
    rules = sorted({rule for failure in result.failures for rule in failure.rules})
    cited = f" (CR {', '.join(rules)})" if rules else ""
    if result.action == "meld":
        return (
            f"{' and '.join(step['meld'])} can't be melded: the instruction does nothing{cited}; the "
            "two cards of a meld pair must both be on the battlefield, owned and controlled by one player "
            "(701.42a, 712.4a)"
        )
    return f"the set-up's {result.action} step does nothing{cited}"


def entries(document: Document) -> list[tuple[str, str, dict[str, Any]]]:
    """Every set-up entry: its player (``stack`` for the stack), zone and fields."""
    found: list[tuple[str, str, dict[str, Any]]] = []
    for owner, zones in document.get("setup", {}).items():
        if owner == "stack":
            found.extend(("stack", "stack", entry) for entry in zones)
            continue
        for zone, listed in zones.items():
            if zone != "mana_pool":
                found.extend((owner, zone, entry) for entry in listed)
    return found


def count_entries(document: Document) -> int:
    return len(entries(document))


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.split(" // ", maxsplit=1)[0].lower()).strip("-")[:24] or "card"


def _alias(document: Document, card_name: str) -> str:
    return _fresh({str(entry.get("as")) for _, _, entry in entries(document)}, card_name)


def card_name(db: CardDB, written: str) -> str:
    """The English full name of the card ``written`` names in any language;
    ``MalformedInput`` with the closest real names if none."""
    text = written.strip()
    if not text:
        raise MalformedInput("no card name given; type a card's name in any language the data has")
    if len(text) > MAX_NAME:
        raise MalformedInput(f"a card name of {len(text):,} characters; card names are under {MAX_NAME}")
    try:
        return db.card(text).name
    except UnknownCard as error:
        raise MalformedInput(f"no card named {text!r}{error.hint}") from None
    except AmbiguousReference as error:
        raise MalformedInput(
            f"{text!r} could be any of {', '.join(map(repr, error.candidates))}; type the full name"
        ) from None


def _choice(form: Mapping[str, str], key: str, allowed: tuple[str, ...], *, optional: bool = True) -> str:
    value = form.get(key, "").strip()
    if (optional and value == "") or value in allowed:
        return value
    raise MalformedInput(f"{key} {value[:40]!r} is not one of {', '.join(allowed)}")


def _flag(form: Mapping[str, str], key: str) -> bool:
    return form.get(key, "") in ("on", "true", "1")


def entry_from_form(document: Document, form: Mapping[str, str], db: CardDB) -> tuple[str, str, Document]:
    """The set-up entry a form describes: its player (or ``stack``), zone
    and fields. ``MalformedInput`` naming the field that is wrong."""
    players = tuple(document["players"])
    player = _choice(form, "player", players, optional=False)
    zone = _choice(form, "zone", ZONES, optional=False)
    name = card_name(db, form.get("card", ""))
    entry: Document = {"card": name, "as": _alias(document, name)}
    face = _choice(form, "face", FACES)
    face_down = _choice(form, "face_down", FACE_DOWN_KINDS)
    cast_as = _choice(form, "cast_as", CAST_AS)
    if face and face != "front":
        entry["face"] = face
    if face_down:
        entry["face_down"] = face_down
    if cast_as:
        if zone != "stack":
            raise MalformedInput(f"cast as {cast_as!r} is for a spell on the stack, not in the {zone}")
        entry["cast_as"] = cast_as
    for key in ("flipped", "tapped", "token"):
        if _flag(form, key):
            entry[key] = True
    kind = form.get("counter_kind", "").strip()
    count = form.get("counter_count", "").strip()
    if kind or count:
        if not re.fullmatch(r"[+-]?\w[\w/+ -]{0,19}", kind):
            raise MalformedInput(f"counter kind {kind[:30]!r}: write a kind such as '+1/+1' or 'lore'")
        if not count.isdigit() or not 1 <= int(count) <= MAX_COUNTERS:
            raise MalformedInput(f"{count[:10]!r} counters: write a number from 1 to {MAX_COUNTERS}")
        entry["counters"] = {kind: int(count)}
    doors = [door for door in ("left", "right") if _flag(form, f"unlocked_{door}")]
    if doors:
        entry["unlocked"] = doors
    attached = form.get("attached_to", "").strip()
    if attached:
        aliases = {str(e.get("as")) for _, _, e in entries(document)} | set(players)
        if attached not in aliases:
            raise MalformedInput(f"attached to {attached[:40]!r}: name an object of the set-up or a player")
        entry["attached_to"] = attached
    controller = _choice(form, "controller", players)
    if zone == "stack":
        entry["controller"] = controller or player
    elif controller and controller != player:
        entry["controller"] = controller
    return ("stack" if zone == "stack" else player), zone, entry


def add_entry(document: Document, form: Mapping[str, str], db: CardDB | None = None) -> Built:
    """Add the entry a form describes and build the position; the document
    is unchanged if the entry is refused."""
    cards = db or CardDB.default()
    owner, zone, entry = entry_from_form(document, form, cards)
    if count_entries(document) >= MAX_OBJECTS:
        raise MalformedInput(f"a position holds at most {MAX_OBJECTS} objects", where="set-up")
    trial = _with_entry(document, owner, zone, entry)
    built = build(trial, cards)
    document.clear()
    document.update(trial)
    return built


def _with_entry(document: Document, owner: str, zone: str, entry: Document) -> Document:
    trial = yaml.safe_load(document_yaml(document))
    assert isinstance(trial, dict)
    setup = trial.setdefault("setup", {})
    if owner == "stack":
        setup.setdefault("stack", []).insert(0, entry)  # a new spell goes on top (405.2)
    else:
        setup.setdefault(owner, {}).setdefault(zone, []).append(entry)
    return trial


def meld(document: Document, form: Mapping[str, str], db: CardDB | None = None) -> Built:
    """Meld two cards set up on the battlefield (701.42a, 712.4a). The
    format's set-up has no melded entry, so the position sets up both cards
    and starts with the meld instruction, a ``meld: [A, B]`` step that
    :func:`build` performs (and a scenario written from the position keeps);
    ``MalformedInput`` if they are no meld pair or not both on the
    battlefield under one player."""
    on_battlefield = [str(e.get("as")) for _, zone, e in entries(document) if zone == "battlefield"]
    pair = [form.get("first", "").strip(), form.get("second", "").strip()]
    for alias in pair:
        if alias not in on_battlefield:
            listed = ", ".join(on_battlefield) or "none yet"
            raise MalformedInput(f"meld {alias[:40]!r}: name a card set up on the battlefield ({listed})")
    if pair[0] == pair[1]:
        raise MalformedInput("meld: name the two different cards of a meld pair (712.4a)")
    if any(alias in melded(document) for alias in pair):
        raise MalformedInput("meld: a card of the set-up is melded once")
    trial = yaml.safe_load(document_yaml(document))
    trial.setdefault("steps", []).append({"meld": pair})
    built = build(trial, db)
    document.clear()
    document.update(trial)
    return built


def melded(document: Document) -> dict[str, str]:
    """Each alias the set-up melds, and the alias it is melded with."""
    found: dict[str, str] = {}
    for step in document.get("steps", []):
        if isinstance(step, dict) and isinstance(step.get("meld"), list) and len(step["meld"]) == 2:
            first, second = (str(a) for a in step["meld"])
            found[first], found[second] = second, first
    return found


def remove_entry(document: Document, alias: str) -> None:
    """Take the entry with that alias out of the set-up (and what it was
    attached to, and the meld that names it)."""
    document["steps"] = [
        step
        for step in document.get("steps", [])
        if not (isinstance(step, dict) and alias in (step.get("meld") or []))
    ]
    setup = document.get("setup", {})
    for owner, zones in list(setup.items()):
        lists = [zones] if owner == "stack" else [v for k, v in zones.items() if k != "mana_pool"]
        for listed in lists:
            listed[:] = [e for e in listed if e.get("as") != alias]
            for entry in listed:
                if entry.get("attached_to") == alias:
                    del entry["attached_to"]


def set_turn(document: Document, form: Mapping[str, str]) -> None:
    """The turn, step, day/night and costs the form says."""
    players = tuple(document["players"])
    active = _choice(form, "active", players, optional=False)
    step = _choice(form, "step", STEPS, optional=False)
    day_night = _choice(form, "day_night", DAY_NIGHT, optional=False)
    costs = _choice(form, "costs", COSTS, optional=False)
    document["turn"] = {"active": active, "step": step, "day_night": day_night}
    document["costs"] = costs


def set_pool(document: Document, form: Mapping[str, str], db: CardDB | None = None) -> None:
    """The mana in a player's pool the form says (``{R}{R}{G}``; empty for
    none), written as the format's ``mana_pool: {R: 2, G: 1}`` (106.4)."""
    player = _choice(form, "player", tuple(document["players"]), optional=False)
    text = form.get("mana", "").strip()[:200]
    try:
        units = parse_pool(text) if text else ()
    except ValueError as error:
        raise MalformedInput(f"mana {text!r}: {error}") from None
    if len(units) > MAX_POOL:
        raise MalformedInput(f"{len(units)} mana; a pool set up here holds at most {MAX_POOL}")
    counts: dict[str, int] = {}
    for unit in units:
        counts[unit.type] = counts.get(unit.type, 0) + 1
    trial = yaml.safe_load(document_yaml(document))
    zones = trial.setdefault("setup", {}).setdefault(player, {})
    if counts:
        zones["mana_pool"] = counts
    else:
        zones.pop("mana_pool", None)
    build(trial, db)
    document.clear()
    document.update(trial)


def pools(document: Document) -> list[tuple[str, list[str]]]:
    """Each player's mana pool the set-up holds, as units (``"R"``)."""
    found = []
    for player, zones in document.get("setup", {}).items():
        pool = zones.get("mana_pool") if isinstance(zones, dict) else None
        if pool:
            found.append((player, [kind for kind, count in pool.items() for _ in range(int(count))]))
    return found


def read_decks(texts: Mapping[str, str], db: CardDB | None = None) -> dict[str, Deck]:
    """Each player's deck list read (MTG Arena, MTGO, plain lists)."""
    decks: dict[str, Deck] = {}
    for player, text in texts.items():
        if len(text) > MAX_DECK_TEXT:
            raise MalformedInput(f"{len(text):,} characters; a deck list is at most {MAX_DECK_TEXT:,}")
        if not text.strip():
            raise MalformedInput("the deck list is empty; paste one card per line, like '4 Lightning Bolt'")
        try:
            decks[player] = read_deck(text, db)
        except MalformedInput as error:
            raise MalformedInput(error.reason, where=f"{player}'s deck list") from None
        if not decks[player].main:
            raise MalformedInput("no cards in the main deck", where=f"{player}'s deck list")
    size = sum(len(d.cards()) + len(d.commanders) for d in decks.values())
    if size > MAX_OBJECTS:
        raise MalformedInput(f"{size} cards in all; the decks of a position hold at most {MAX_OBJECTS}")
    return decks


def decks_document(texts: Mapping[str, str], *, seed: int = 0, db: CardDB | None = None) -> Document:
    """A game's start from two deck lists (103): each commander in the
    command zone, the rest shuffled into the library, seven cards drawn;
    written as a set-up, libraries top first."""
    decks = read_decks(texts, db)
    game = PlayableGame.from_decks(decks, rng=random.Random(seed))
    document = new_document(tuple(texts))
    document["seed"] = seed
    if game.commander:
        document["variant"] = "commander"
    used: set[str] = set()
    setup: Document = {}
    for player in game.players:
        zones: Document = {}
        for zone in (Zone.COMMAND, Zone.HAND, Zone.LIBRARY):
            listed = [o.card.name for o in game.objects(zone, player)]
            if listed:
                zones[zone.value] = [{"card": name, "as": _fresh(used, name)} for name in listed]
        setup[player] = zones
    document["setup"] = setup
    return document


def _fresh(used: set[str], card_name: str) -> str:
    base = _slug(card_name)
    alias, number = base, 1
    while alias in used:
        number += 1
        alias = f"{base}-{number}"
    used.add(alias)
    return alias
