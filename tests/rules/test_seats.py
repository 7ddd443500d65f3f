"""Seats (issue 14): a player's program sees and does only what its view
allows. Tested as an opponent would: the same position with a different
hidden card gives the seat byte-identical answers to everything it can ask,
and a leak planted in the view is caught."""

from __future__ import annotations

import json
import random
from collections.abc import Callable

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.seat import UNKNOWN_HANDLE, Seat
from mtgfaces.rules.state import looking, views
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from tests import budget
from tests.rules.leaks import plant_trace_leak

COUNTS = budget.counter("seats")

HIDDEN = (
    "Grizzly Bears",
    "Delver of Secrets // Insectile Aberration",
    "Sejiri Shelter // Sejiri Glacier",
    "Fire // Ice",
    "Bonecrusher Giant // Stomp",
    "Akki Lavarunner // Tok-Tok, Volcano Born",
    "Bottomless Pool // Locker Room",
    "Exalted Angel",
    "Bruna, the Fading Light",
    "Forest",
    "Saw It Coming",
    "Fugitive Codebreaker",
)


_PLAYABLE = {
    "normal",
    "split",
    "flip",
    "transform",
    "modal_dfc",
    "meld",
    "adventure",
    "omen",
    "prototype",
    "saga",
}


def _hidden_cards() -> list[str]:
    """The handpicked cards, and more drawn from the whole pool: as many
    as :func:`tests.budget.examples` says (100 times more under --slow)."""
    wanted = budget.examples(24)
    pool = [
        c.name
        for c in CardDB.default()
        if c.layout.value in _PLAYABLE and not c.is_meld_result and c.name not in HIDDEN
    ]
    rng = random.Random(budget.seed() if budget.seed() is not None else 0)
    return [*HIDDEN, *rng.sample(sorted(pool), max(0, wanted - len(HIDDEN)))]


def _position(hidden: str, where: str) -> PlayableGame:
    """Alice to act in her main phase with a Mountain, a Lightning Bolt and a
    Grizzly Bears; Bob has ``hidden`` placed ``where``."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3))
    card = mtgfaces.card
    game.put(card("Mountain"), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    game.put(card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(card("Island"), zone=Zone.LIBRARY, owner="Bob")
    placed = {
        "hand": (Zone.HAND, None),
        "library": (Zone.LIBRARY, None),
        "manifested": (Zone.BATTLEFIELD, FaceDown.MANIFEST),
        "cloaked": (Zone.BATTLEFIELD, FaceDown.CLOAK),
        "exiled face down": (Zone.EXILE, FaceDown.EXILE),
        "foretold": (Zone.EXILE, FaceDown.FORETELL),
        "exiled face down, Bob may look": (Zone.EXILE, FaceDown.EXILE),
    }
    zone, face_down = placed[where]
    put = game.put(card(hidden), zone=zone, owner="Bob", status=Status(face_down=face_down))
    if where == "exiled face down, Bob may look":
        looking.allow_to_look(game, put.id, "Bob", rule="406.3")  # Bob's, as a theft effect gives it
    game.put(card("Plains"), zone=Zone.LIBRARY, owner="Bob")
    game.shuffle("Bob")
    return game


def _handles(data: object) -> list[str]:
    """Every handle in a seat's view data, in order."""
    if isinstance(data, dict):
        own = [data["handle"]] if isinstance(data.get("handle"), str) else []
        return own + [h for key, value in data.items() if key != "handle" for h in _handles(value)]
    if isinstance(data, list):
        return [h for item in data for h in _handles(item)]
    return []


def _traces(seat: Seat) -> list[object]:
    """The seat's trace of every object it names, and its answer to a guessed handle."""
    found: list[object] = [seat.trace(handle) for handle in _handles(seat.view())]
    try:
        seat.trace("@00000000aa")
    except IllegalAction as refused:
        found.append((refused.code, refused.rule, refused.reason))
    return found


def _everything(seat: Seat, game: PlayableGame) -> str:
    """All a seat answers now, and after trying each legal action and some
    guessed handles (each on a copy of the game)."""
    answers: list[object] = [seat.export(), seat.view_text(), *_traces(seat)]
    COUNTS["views compared"] += 1
    probes = [*seat.legal_actions(), "Alice: cast @0000000000", "Alice: activate @00000000ff 1"]
    for probe in probes:
        twin = game.copy()
        other = Seat(twin, "Alice", rng=random.Random(9))
        other._handles, other._ids = dict(seat._handles), dict(seat._ids)  # the same names in the twin
        try:
            answers.append(other.apply(probe))
            answers.append(other.export())
            COUNTS["views compared"] += 1
        except IllegalAction as refused:
            answers.append((refused.code, refused.rule, refused.reason))
        COUNTS["actions probed"] += 1
    return json.dumps(answers, sort_keys=True, default=str)


@pytest.mark.parametrize(
    "where",
    [
        "hand",
        "library",
        "manifested",
        "cloaked",
        "exiled face down",
        "foretold",
        "exiled face down, Bob may look",
    ],
)
def test_708_5_401_2_402_3_a_seat_answers_the_same_whatever_the_hidden_card(where: str) -> None:
    seen: dict[str, str] = {}
    for hidden in _hidden_cards():
        game = _position(hidden, where)
        seen[hidden] = _everything(Seat(game, "Alice", rng=random.Random(5)), game)
        COUNTS["positions compared"] += 1
    first = next(iter(seen.values()))
    differing = [name for name, answers in seen.items() if answers != first]
    assert not differing, f"{where}: Alice's seat tells {differing} from {HIDDEN[0]}"


def test_406_3_a_card_exiled_face_down_is_shown_to_the_player_allowed_to_look() -> None:
    """The comparison above would see it: with the look given to Alice
    instead, her seat tells the positions apart."""
    answers = set()
    for hidden in ("Grizzly Bears", "Forest"):
        game = _position(hidden, "exiled face down")
        (card,) = game.objects(Zone.EXILE)
        looking.allow_to_look(game, card.id, "Alice", rule="406.3")
        answers.add(_everything(Seat(game, "Alice", rng=random.Random(5)), game))
    assert len(answers) == 2


def test_a_leak_planted_in_the_view_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    original: Callable[..., views.GameView] = views.view_for

    def leaky(game: PlayableGame, player: str) -> views.GameView:
        view = original(game, player)
        bob = view.player("Bob")
        named = tuple(o._replace(description=o.card.name if o.card else "?") for o in bob.hand)
        secret = [o.card.name for o in game.objects(Zone.HAND, "Bob")]
        return view._replace(players=(view.players[0], bob._replace(hand=named, name=f"Bob {secret}")))

    monkeypatch.setattr("mtgfaces.rules.seat.view_for", leaky)
    answers = {
        _everything(Seat(g, "Alice", rng=random.Random(5)), g)
        for g in (
            _position("Grizzly Bears", "hand"),
            _position("Forest", "hand"),
        )
    }
    assert len(answers) == 2  # the planted leak shows


def test_400_7_an_unknown_a_hidden_and_a_gone_handle_get_one_answer() -> None:
    game = _position("Grizzly Bears", "hand")
    seat = Seat(game, "Alice", rng=random.Random(5))
    bolt = next(o for o in seat.view()["players"][0]["hand"])["handle"]
    answers = []
    for handle in ("@0123456789", bolt):
        try:
            seat.apply(f"Alice: activate {handle} 1")
        except IllegalAction as refused:
            answers.append((refused.code, refused.reason.replace(handle, "H")))
    # The Bolt is in Alice's hand: it has a handle, and no activated ability.
    assert answers[0][0] == UNKNOWN_HANDLE and answers[1][0] != UNKNOWN_HANDLE
    game.apply(mtgfaces.parse_action("Alice: pass"))  # nothing changes zones: the handle stays
    assert seat.view()["players"][0]["hand"][0]["handle"] == bolt
    with pytest.raises(MalformedInput, match="handles"):
        seat.apply("Alice: cast #2")  # game ids are not accepted
    with pytest.raises(MalformedInput, match="only Alice's"):
        seat.apply("Bob: pass")


def test_a_seat_names_a_face_down_permanent_by_a_handle_it_can_target() -> None:
    game = _position("Grizzly Bears", "manifested")
    seat = Seat(game, "Alice", rng=random.Random(5))
    face_down = next(o for o in seat.view()["battlefield"] if o["controller"] == "Bob")
    assert face_down["handle"] and face_down["card"] is None
    assert any(face_down["handle"] in action for action in seat.legal_actions())  # Bolt can target it
    assert "#" not in " ".join(a for a in seat.legal_actions() if "cast" in a)
    assert f"(manifest) ({face_down['handle']})" in seat.view_text()  # the text names it by the same handle


def test_402_3_activating_a_card_in_another_hand_is_refused_as_if_it_were_not_there() -> None:
    from mtgfaces.rules.actions import activating

    game = _position("Grizzly Bears", "hand")
    hidden = game.objects(Zone.HAND, "Bob")[0]
    answers = []
    for object_id in (hidden.id, 999):
        with pytest.raises(IllegalAction) as refused:
            activating.verify_activate(game, object_id, player="Alice")
        answers.append((refused.value.code, refused.value.reason.replace(f"#{int(object_id)}", "#N")))
    assert answers[0] == answers[1]
    assert "Grizzly" not in answers[0][1]


@pytest.mark.parametrize("where", ["manifested", "cloaked"])
def test_708_5_effects_on_a_face_down_permanent_tell_its_opponent_nothing_of_the_card(where: str) -> None:
    from mtgfaces.rules.actions import faces

    logs = set()
    for hidden in HIDDEN:
        game = _position(hidden, where)
        (face_down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
        faces.transform(game, face_down.id)  # 712.15a or 712.9: nothing happens either way
        faces.flip(game, face_down.id)  # 708.2: face down it has no halves to flip
        logs.add(json.dumps(Seat(game, "Alice", rng=random.Random(5)).log(), sort_keys=True))
        COUNTS["positions compared"] += 1
    assert len(logs) == 1


def test_a_leak_planted_in_a_trace_is_caught(monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison above covers traces: with the trace of a face-down
    permanent made to name its card, Alice's seat tells the positions apart."""
    plant_trace_leak(monkeypatch)
    answers = {
        _everything(Seat(g, "Alice", rng=random.Random(5)), g)
        for g in (_position("Grizzly Bears", "manifested"), _position("Forest", "manifested"))
    }
    assert len(answers) == 2


def _delver_game() -> tuple[PlayableGame, ObjectId]:
    """Alice's transformed Delver (Insectile Aberration) with two +1/+1
    counters, made an artifact by an effect."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3))
    status = Status(up=Side.BACK, counters=(("+1/+1", 2),))
    delver = game.put(mtgfaces.card("Delver of Secrets"), zone=Zone.BATTLEFIELD, owner="Alice", status=status)
    game.add_effect(ContinuousEffect(0, 0, Modification(add_types=("Artifact",)), objects=(delver.id,)))
    return game, delver.id


def test_613_a_trace_gives_each_characteristic_its_rules_and_layers() -> None:
    game, _ = _delver_game()
    seat = Seat(game, "Bob", rng=random.Random(5))
    handle = seat.view()["battlefield"][0]["handle"]
    trace = seat.trace(handle)
    by = {key: [(n["rule"], n["layer"]) for n in notes] for key, notes in trace["characteristics"].items()}
    back = ("712.8e", "printed")  # the back face up: only its characteristics (712.8e)
    assert by == {
        "name": [back],
        "mana_cost": [back, ("202.3b", "printed")],  # the front face's mana value (202.3b)
        "colors": [back],
        "types": [back, ("613.1d", "4")],
        "power_toughness": [back, ("613.4c", "7c")],
        "abilities": [back],
    }
    assert trace["visible"] is True and trace["handle"] == handle
    assert [n["rule"] for n in trace["notes"]] == ["712.8e", "202.3b", "613.1d", "613.4c"]


def test_708_5_a_face_down_permanent_s_trace_is_what_its_view_states() -> None:
    game = _position("Delver of Secrets // Insectile Aberration", "cloaked")
    alice, bob = Seat(game, "Alice", rng=random.Random(5)), Seat(game, "Bob", rng=random.Random(6))
    theirs = next(o["handle"] for o in alice.view()["battlefield"] if o["controller"] == "Bob")
    mine = next(o["handle"] for o in bob.view()["battlefield"] if o["controller"] == "Bob")
    seen, known = alice.trace(theirs), bob.trace(mine)
    assert seen["visible"] is False and [n["rule"] for n in seen["notes"]] == ["708.2a", "701.58a"]
    assert "Delver" not in json.dumps(seen) and "712.8" not in json.dumps(seen)
    assert known["visible"] is True and known["notes"][0]["rule"] == "712.8d"  # he may look (708.5)


def test_400_7_a_trace_of_an_unknown_a_hidden_or_a_gone_handle_is_the_one_refusal() -> None:
    game = _position("Grizzly Bears", "hand")
    seat = Seat(game, "Alice", rng=random.Random(5))
    bolt = seat.view()["players"][0]["hand"][0]["handle"]
    game.move(game.objects(Zone.HAND, "Alice")[0].id, Zone.LIBRARY)  # now hidden, even from her (401.2)
    answers = set()
    for handle in ("@0123456789", bolt):
        with pytest.raises(IllegalAction) as refused:
            seat.trace(handle)
        answers.add((refused.value.code, refused.value.rule, refused.value.reason.replace(handle, "H")))
    assert answers == {(UNKNOWN_HANDLE, "400.7", next(iter(answers))[2])}


def test_704_5j_a_question_names_the_permanent_its_action_makes_by_a_handle_it_keeps() -> None:
    """The legend rule asks as a spell resolves (the front door's all or
    nothing: the permanent isn't in the game until the answer): the new
    permanent is an option by a handle, and keeps that handle once kept."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(3), pay_costs=False)
    isamaru = mtgfaces.card("Isamaru, Hound of Konda")
    game.put(isamaru, zone=Zone.BATTLEFIELD, owner="Alice")
    game.put(isamaru, zone=Zone.HAND, owner="Alice")
    alice, bob = Seat(game, "Alice", rng=random.Random(5)), Seat(game, "Bob", rng=random.Random(6))
    alice.apply(next(a for a in alice.legal_actions() if " cast " in f" {a}"))
    alice.apply("Alice: pass")
    bob.apply("Bob: pass")
    asked = alice.question()
    assert asked is not None and asked["rule"] == "704.5j"
    old, new = asked["options"]
    on_battlefield = [o["handle"] for o in alice.view()["battlefield"]]
    assert old in on_battlefield and new not in on_battlefield and "hidden" not in asked["options"]
    assert f"Alice: choose {new}" in alice.legal_actions()
    with pytest.raises(IllegalAction) as refused:
        alice.trace(new)  # not an object of the game yet
    assert refused.value.code == UNKNOWN_HANDLE
    alice.apply(f"Alice: choose {new}")
    assert [o["handle"] for o in alice.view()["battlefield"]] == [new]
    assert alice.trace(new)["notes"][0]["rule"] == "109.3"
