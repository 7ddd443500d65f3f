#!/usr/bin/env python3
"""The same figures from phase-python, measured here for comparison.

    python bench/phase_baseline.py [--games N] [--turn-cap N] [--seed N] [--repeats N] [--card-data FILE]

phase-python (PyPI ``phase-python``, import name ``phase``; measured with
0.103.0) is a Python binding of the phase.rs rules engine, written in Rust.
This module measures, on a 40-card deck rich in multi-faced cards (:data:`DECK`):

- random playouts: two players with the same deck, a seeded uniformly random
  choice among the legal actions at every step (mulligans and every priority
  pass included), to the end of the game or a turn cap (phase-python counts
  each player's turn as one); actions per second *including* listing the
  legal actions each step, and games per second including setting each game
  up;
- save and load of a mid-game state: the state to JSON text
  (``json.dumps(game.state())``) and back to a live game
  (``engine.load_game(text)``), per operation, and the size of the text.

phase-python reads its cards from a ``card-data.json`` that its ``phase-gen``
command builds from MTGJSON (downloaded from mtgjson.com, which a machine that
reaches only package registries cannot do). This module therefore carries the
Oracle text of the deck's cards (:data:`CARDS`) and turns it into card data with
phase-python's own converters (``build_oracle_face`` and
``build_oracle_face_multi``), as ``phase-gen`` does. ``--card-data`` uses a real
``card-data.json`` instead.

Nothing here imports mtgfaces: run it with any interpreter where phase-python
is installed. Without phase-python, :func:`available` returns None and
:func:`main` says so.
"""

from __future__ import annotations

import argparse
import json
import random
import time
import uuid
from collections.abc import Callable, Iterator
from types import ModuleType
from typing import Any, NamedTuple

PHASE_VERSION = "0.103.0"
"""The phase-python version these figures were first taken with."""


class Face(NamedTuple):
    """One printed face, as MTGJSON gives it."""

    name: str
    mana_cost: str
    type_line: str
    text: str
    power: str | None = None
    toughness: str | None = None
    loyalty: str | None = None
    color_indicator: tuple[str, ...] = ()


class CardText(NamedTuple):
    """A card: its MTGJSON layout and its faces, front first."""

    layout: str
    faces: tuple[Face, ...]


def _basic(land_type: str, mana: str) -> CardText:
    return CardText(
        "normal", (Face(land_type, "", f"Basic Land — {land_type}", f"({{T}}: Add {{{mana}}}.)"),)
    )


CARDS: dict[str, CardText] = {
    # Modal double-faced cards (CR 712): either face may be cast or played.
    "Sejiri Shelter // Sejiri Glacier": CardText(
        "modal_dfc",
        (
            Face(
                "Sejiri Shelter",
                "{1}{W}",
                "Instant",
                "Target creature you control gains protection from the color of your choice until end of turn.",
            ),
            Face(
                "Sejiri Glacier", "", "Land", "Sejiri Glacier enters the battlefield tapped.\n{T}: Add {W}."
            ),
        ),
    ),
    "Blightstep Pathway // Searstep Pathway": CardText(
        "modal_dfc",
        (
            Face("Blightstep Pathway", "", "Land", "{T}: Add {B}."),
            Face("Searstep Pathway", "", "Land", "{T}: Add {R}."),
        ),
    ),
    "Kazandu Mammoth // Kazandu Valley": CardText(
        "modal_dfc",
        (
            Face(
                "Kazandu Mammoth",
                "{1}{G}{G}",
                "Creature — Elephant",
                "Landfall — Whenever a land enters the battlefield under your control, "
                "Kazandu Mammoth gets +2/+2 until end of turn.",
                "3",
                "3",
            ),
            Face(
                "Kazandu Valley", "", "Land", "Kazandu Valley enters the battlefield tapped.\n{T}: Add {G}."
            ),
        ),
    ),
    # Transforming double-faced cards (CR 712, 701.28).
    "Delver of Secrets // Insectile Aberration": CardText(
        "transform",
        (
            Face(
                "Delver of Secrets",
                "{U}",
                "Creature — Human Wizard",
                "At the beginning of your upkeep, look at the top card of your library. You may reveal that "
                "card. If an instant or sorcery card is revealed this way, transform Delver of Secrets.",
                "1",
                "1",
            ),
            Face("Insectile Aberration", "", "Creature — Human Insect", "Flying", "3", "2", None, ("U",)),
        ),
    ),
    "Thing in the Ice // Awoken Horror": CardText(
        "transform",
        (
            Face(
                "Thing in the Ice",
                "{1}{U}",
                "Creature — Horror",
                "Defender\nThing in the Ice enters the battlefield with four ice counters on it.\n"
                "Whenever you cast an instant or sorcery spell, remove an ice counter from Thing in the Ice. "
                "Then if it has no ice counters on it, transform it.",
                "0",
                "4",
            ),
            Face(
                "Awoken Horror",
                "",
                "Creature — Kraken Horror",
                "When this creature transforms into Awoken Horror, return all non-Horror creatures to their "
                "owners' hands.",
                "7",
                "8",
                None,
                ("U",),
            ),
        ),
    ),
    "Huntmaster of the Fells // Ravager of the Fells": CardText(
        "transform",
        (
            Face(
                "Huntmaster of the Fells",
                "{2}{R}{G}",
                "Creature — Human Werewolf",
                "Whenever this creature enters the battlefield or transforms into Huntmaster of the Fells, "
                "create a 2/2 green Wolf creature token and you gain 2 life.\n"
                "At the beginning of each upkeep, if no spells were cast last turn, transform Huntmaster "
                "of the Fells.",
                "2",
                "2",
            ),
            Face(
                "Ravager of the Fells",
                "",
                "Creature — Werewolf",
                "Trample\nWhenever this creature transforms into Ravager of the Fells, it deals 2 damage to "
                "target opponent or planeswalker and 2 damage to up to one target creature that player or "
                "that planeswalker's controller controls.\n"
                "At the beginning of each upkeep, if a player cast two or more spells last turn, transform "
                "Ravager of the Fells.",
                "4",
                "4",
                None,
                ("R", "G"),
            ),
        ),
    ),
    # Adventurer cards (CR 715).
    "Bonecrusher Giant // Stomp": CardText(
        "adventure",
        (
            Face(
                "Bonecrusher Giant",
                "{2}{R}",
                "Creature — Giant",
                "Whenever Bonecrusher Giant becomes the target of a spell, Bonecrusher Giant deals 2 damage "
                "to that spell's controller.",
                "4",
                "3",
            ),
            Face(
                "Stomp",
                "{1}{R}",
                "Instant — Adventure",
                "Damage can't be prevented this turn. Stomp deals 2 damage to any target.",
            ),
        ),
    ),
    "Brazen Borrower // Petty Theft": CardText(
        "adventure",
        (
            Face(
                "Brazen Borrower",
                "{1}{U}{U}",
                "Creature — Faerie Rogue",
                "Flash\nFlying\nBrazen Borrower can block only creatures with flying.",
                "3",
                "1",
            ),
            Face(
                "Petty Theft",
                "{1}{U}",
                "Instant — Adventure",
                "Return target nonland permanent an opponent controls to its owner's hand.",
            ),
        ),
    ),
    # Split cards (CR 709), one with fuse (702.102), one with aftermath (702.127).
    "Fire // Ice": CardText(
        "split",
        (
            Face(
                "Fire",
                "{1}{R}",
                "Instant",
                "Fire deals 2 damage divided as you choose among one or two targets.",
            ),
            Face("Ice", "{1}{U}", "Instant", "Tap target permanent.\nDraw a card."),
        ),
    ),
    "Turn // Burn": CardText(
        "split",
        (
            Face(
                "Turn",
                "{2}{U}",
                "Instant",
                "Until end of turn, target creature loses all abilities and becomes a red Weird with base "
                "power and toughness 0/1.\nFuse (You may cast one or both halves of this card from your hand.)",
            ),
            Face(
                "Burn",
                "{1}{R}",
                "Instant",
                "Burn deals 2 damage to any target.\n"
                "Fuse (You may cast one or both halves of this card from your hand.)",
            ),
        ),
    ),
    "Commit // Memory": CardText(
        "aftermath",
        (
            Face(
                "Commit",
                "{3}{U}",
                "Instant",
                "Put target spell or nonland permanent into its owner's library second from the top.",
            ),
            Face(
                "Memory",
                "{4}{U}{U}",
                "Sorcery",
                "Aftermath (Cast this spell only from your graveyard. Then exile it.)\n"
                "Each player shuffles their hand and graveyard into their library, then draws seven cards.",
            ),
        ),
    ),
    "Island": _basic("Island", "U"),
    "Mountain": _basic("Mountain", "R"),
    "Forest": _basic("Forest", "G"),
}
"""Oracle text of the deck's cards, worded as the mtgfaces card database has
it ("enters the battlefield", before the 2024 "enters" update)."""

DECK_LIST: tuple[tuple[str, int], ...] = (
    ("Sejiri Shelter // Sejiri Glacier", 3),
    ("Blightstep Pathway // Searstep Pathway", 3),
    ("Kazandu Mammoth // Kazandu Valley", 2),
    ("Delver of Secrets // Insectile Aberration", 3),
    ("Thing in the Ice // Awoken Horror", 3),
    ("Huntmaster of the Fells // Ravager of the Fells", 2),
    ("Bonecrusher Giant // Stomp", 3),
    ("Brazen Borrower // Petty Theft", 3),
    ("Fire // Ice", 3),
    ("Turn // Burn", 2),
    ("Commit // Memory", 1),
    ("Island", 5),
    ("Mountain", 5),
    ("Forest", 2),
)
"""The deck as names and counts: 28 multi-faced cards (8 modal double-faced,
8 transforming, 6 adventurers, 6 split of which 2 fuse and 1 aftermath) and
12 basic lands."""

DECK: tuple[str, ...] = tuple(name for name, count in DECK_LIST for _ in range(count))
"""The 40 cards each player's library starts with (phase-python shuffles it)."""

MID_GAME_TURN = 10
"""The turn (as phase-python counts them: each player's turn is one) at which
the save and load figures take the state."""

_SUPERTYPES = frozenset({"Basic", "Legendary", "Snow", "World", "Ongoing"})


class PlayoutFigures(NamedTuple):
    """Random playouts: counts and the time they took."""

    games: int
    finished: int  # games that reached game over (the others stopped at the turn cap)
    turns: int
    actions: int  # actions applied, every priority pass included
    passes: int  # of which PassPriority
    seconds: float  # everything: setting up each game, listing, choosing and applying
    listing_seconds: float  # of which in Game.actions()

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds

    @property
    def games_per_second(self) -> float:
        return self.games / self.seconds


class SaveLoadFigures(NamedTuple):
    """Save and load of one mid-game state; times are the fastest of the repeats."""

    turn: int
    save_seconds: float  # json.dumps(game.state())
    load_seconds: float  # engine.load_game(text)
    size_bytes: int  # of the JSON text, UTF-8
    state_seconds: float  # game.state() alone (Rust state to a Python dict)
    load_dict_seconds: float  # engine.load_game(dict)
    round_trip_equal: bool  # the loaded game's state (its "state" part) is the saved one


def available() -> str | None:
    """The installed phase-python version, or None if it can't be imported."""
    try:
        import phase  # noqa: F401
    except ImportError:
        return None
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("phase-python")
    except PackageNotFoundError:
        return "unknown version"


def _phase() -> ModuleType:
    try:
        import phase
    except ImportError as error:
        raise RuntimeError("phase-python not installed (pip install phase-python)") from error
    return phase


def _mana_value(cost: str) -> int:
    value = 0
    for symbol in cost.replace("}", "").split("{")[1:]:
        if symbol.isdigit():
            value += int(symbol)
        elif symbol != "X":
            value += 1
    return value


def _colors(text: str) -> list[str]:
    return [color for color in "WUBRG" if f"{{{color}" in text or f"/{color}}}" in text]


def _mtgjson_faces(name: str, card: CardText) -> Iterator[dict[str, Any]]:
    """The card as MTGJSON AtomicCards entries (the fields phase-python reads)."""
    identity = sorted(
        {c for face in card.faces for c in [*_colors(face.mana_cost + face.text), *face.color_indicator]},
        key="WUBRG".index,
    )
    multi = len(card.faces) > 1
    split = card.layout in ("split", "aftermath")
    mana_value = sum(_mana_value(face.mana_cost) for face in card.faces[: len(card.faces) if split else 1])
    for side, face in zip("abcde"[: len(card.faces)], card.faces, strict=True):
        left, _, right = face.type_line.partition(" — ")
        entry: dict[str, Any] = {
            "name": name if multi else face.name,
            "manaCost": face.mana_cost,
            "manaValue": mana_value,
            "type": face.type_line,
            "supertypes": [word for word in left.split() if word in _SUPERTYPES],
            "types": [word for word in left.split() if word not in _SUPERTYPES],
            "subtypes": right.split(),
            "text": face.text,
            "layout": card.layout,
            "colors": list(face.color_indicator) or _colors(face.mana_cost),
            "colorIdentity": identity,
            "identifiers": {},
        }
        if multi:
            entry |= {"faceName": face.name, "side": side, "faceManaValue": _mana_value(face.mana_cost)}
        else:
            entry["keywords"] = []
        for key, value in (("power", face.power), ("toughness", face.toughness), ("loyalty", face.loyalty)):
            if value is not None:
                entry[key] = value
        yield entry


def card_data(cards: dict[str, CardText] = CARDS) -> dict[str, Any]:
    """phase-python card data (the ``card-data.json`` shape) for ``cards``,
    built with phase-python's converters as its ``phase-gen`` does.

    The engine joins the faces of a multi-faced card by their shared oracle
    ID, so each such card gets a made-up one (a UUID from its name)."""
    phase = _phase()
    data: dict[str, Any] = {}
    for name, card in cards.items():
        if len(card.faces) == 1:
            (entry,) = _mtgjson_faces(name, card)
            face = phase.build_oracle_face(entry, None)
            data[face["name"].lower()] = face
            continue
        oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, f"mtgfaces-bench:{name}"))
        for index, entry in enumerate(_mtgjson_faces(name, card)):
            face = phase.build_oracle_face_multi(entry, oracle_id)
            face |= {"layout": card.layout, "face_index": index}
            data.setdefault(face["name"].lower(), face)
    return data


def engine(card_data_path: str | None = None) -> Any:
    """A phase-python ``Engine`` over :data:`CARDS`, or over a
    ``card-data.json`` file if one is given."""
    phase = _phase()
    if card_data_path is not None:
        return phase.Engine.from_path(card_data_path)
    return phase.Engine.from_json(json.dumps(card_data()))


def actor(game: Any, action: Any) -> int:
    """The seat that takes ``action``: the seat with priority, except while
    both players decide their mulligans at once, when ``Game.actions()``
    lists both players' decisions together (the same Keep and Mulligan for
    each, and the cards to put on the bottom for whoever kept after a
    mulligan) and ``priority_player()`` names only one of them."""
    seat: int = game.priority_player()
    if action.kind not in ("MulliganDecision", "SelectCards"):
        return seat
    prompt = game.waiting_for()
    if prompt["type"] != "MulliganDecision":
        return seat
    if action.kind == "SelectCards":
        return int(game.object(action.data["cards"][0])["owner"])
    deciding = [p["player"] for p in prompt["data"]["pending"] if p["phase"]["type"] == "Declare"]
    return seat if seat in deciding else deciding[0]


def _random_step(game: Any, rng: random.Random) -> bool:
    """Apply one uniformly random legal action; False if there was none."""
    legal = game.actions()
    if not legal:
        return False
    choice = rng.choice(legal)
    game.apply(actor(game, choice), choice)
    return True


def playout(seed: int, games: int, turn_cap: int, card_data_path: str | None = None) -> PlayoutFigures:
    """Play ``games`` random games of :data:`DECK` against itself.

    Game ``i`` is shuffled and has its first player chosen by phase-python's
    seed ``seed + i``; the actions are chosen by one ``random.Random(seed)``.
    A game ends at game over (no legal action left: ``waiting_for`` is
    ``GameOver``) or when its turn number passes ``turn_cap``."""
    eng = engine(card_data_path)
    rng = random.Random(seed)
    clock = time.perf_counter
    finished = turns = actions = passes = 0
    listing = 0.0
    start = clock()
    for index in range(games):
        game = eng.new_game(player=list(DECK), opponent=list(DECK), seed=seed + index)
        while True:
            before = clock()
            legal = game.actions()
            listing += clock() - before
            if not legal:
                if game.waiting_for()["type"] != "GameOver":
                    raise RuntimeError(f"game {index}: no legal action but not over: {game.waiting_for()}")
                finished += 1
                break
            if game.turn > turn_cap:
                break
            choice = rng.choice(legal)
            game.apply(actor(game, choice), choice)
            actions += 1
            passes += choice.kind == "PassPriority"
        turns += min(game.turn, turn_cap)
    return PlayoutFigures(games, finished, turns, actions, passes, clock() - start, listing)


def mid_game(seed: int, card_data_path: str | None = None) -> tuple[Any, Any]:
    """The engine and a live game played at random from ``seed`` to
    :data:`MID_GAME_TURN` (the next seed if a game ends before)."""
    eng = engine(card_data_path)
    for attempt in range(seed, seed + 100):
        game = eng.new_game(player=list(DECK), opponent=list(DECK), seed=attempt)
        rng = random.Random(attempt)
        while game.turn < MID_GAME_TURN and _random_step(game, rng):
            pass
        if game.turn >= MID_GAME_TURN and game.actions():
            return eng, game
    raise RuntimeError(f"no game from seed {seed} lasted to turn {MID_GAME_TURN}")


def _fastest(repeats: int, action: Callable[[], object]) -> float:
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return min(times)


def save_load(seed: int, repeats: int, card_data_path: str | None = None) -> SaveLoadFigures:
    """Save a mid-game state (:func:`mid_game`) to JSON text and load it
    back, ``repeats`` times each; the fastest of each."""
    eng, game = mid_game(seed, card_data_path)
    text = json.dumps(game.state(), separators=(",", ":"))
    state = json.loads(text)
    # Loading bumps a runtime counter beside the game state
    # (precast_shortcut_runtime.next_epoch); the game state itself must match.
    equal = eng.load_game(text).state().get("state") == state.get("state")
    return SaveLoadFigures(
        turn=game.turn,
        save_seconds=_fastest(repeats, lambda: json.dumps(game.state(), separators=(",", ":"))),
        load_seconds=_fastest(repeats, lambda: eng.load_game(text)),
        size_bytes=len(text.encode()),
        state_seconds=_fastest(repeats, game.state),
        load_dict_seconds=_fastest(repeats, lambda: eng.load_game(state)),
        round_trip_equal=equal,
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--turn-cap", type=int, default=60)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--repeats", type=int, default=20)
    parser.add_argument(
        "--card-data", default=None, help="a phase-gen card-data.json instead of the built-in cards"
    )
    args = parser.parse_args(argv)
    version = available()
    if version is None:
        print("phase-python not installed: no baseline figures")
        return 0
    source = args.card_data or f"{len(CARDS)} built-in cards"
    print(f"phase-python {version}; deck: 40 cards, 28 multi-faced ({source})")
    start = time.perf_counter()
    engine(args.card_data)
    print(f"phase.engine_setup: {(time.perf_counter() - start) * 1e3:.1f} ms (card data built and loaded)")
    figures = playout(args.seed, args.games, args.turn_cap, args.card_data)
    print(
        f"phase.playout: {figures.games} games ({figures.finished} to game over, turn cap {args.turn_cap}), "
        f"{figures.turns} turns, {figures.actions} actions ({figures.passes} priority passes)"
    )
    print(
        f"phase.playout.actions_per_second: {figures.actions_per_second:,.0f} "
        "(listing the legal actions each step, choosing one at random, applying it)"
    )
    print(f"phase.playout.games_per_second: {figures.games_per_second:.2f} (setup included)")
    print(
        f"phase.playout.share_in_listing: {figures.listing_seconds / figures.seconds:.0%} "
        f"({figures.listing_seconds:.2f} s of {figures.seconds:.2f} s)"
    )
    saved = save_load(args.seed, args.repeats, args.card_data)
    print(
        f"phase.save: {saved.save_seconds * 1e3:.2f} ms per save of a turn-{saved.turn} state "
        f"(game.state() to JSON text, {saved.size_bytes:,} bytes; fastest of {args.repeats})"
    )
    print(
        f"phase.load: {saved.load_seconds * 1e3:.2f} ms per load (engine.load_game(JSON text) to a live game)"
    )
    print(
        f"phase.save_load.dict_only: state() {saved.state_seconds * 1e3:.2f} ms, "
        f"load_game(dict) {saved.load_dict_seconds * 1e3:.2f} ms; "
        f"round trip {'exact' if saved.round_trip_equal else 'NOT exact'}"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
