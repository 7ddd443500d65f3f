"""Random play, driven by hypothesis: whatever legal sequence is chosen over
decks that mix every layout and face-down mechanic, the engine keeps its
invariants after every step, refuses every illegal action with the right code
and without a trace, and never lets a player see what it may not (CR 400.2,
400.7, 708.2, 708.5, 708.6, 708.9, 712.8, 709.4, 710.2).

Sized by :func:`tests.budget.examples`: ``pytest --slow`` runs 100x more,
from the session's fresh seed (derandomized in CI). The counts run are
printed at the end of the session (tests/conftest.py).
"""

from __future__ import annotations

import json
import random
import sys
from collections import Counter
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import default_characteristics, rules_for
from mtgfaces.cards.model import Layout, Side
from mtgfaces.errors import IllegalAction, MtgFacesError
from mtgfaces.rules import save
from mtgfaces.rules.actions import turns
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.playout import Candidate, candidates, choose, replay
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, Status
from mtgfaces.rules.state.views import visible_log
from tests import budget
from tests.rules.leaks import card, ids_in, plant_view_leak, secrets

# Every layout family and face-down mechanic the engine knows, with real cards.
POOL = (
    "Sejiri Shelter // Sejiri Glacier",  # modal DFC, land // land (712)
    "Valki, God of Lies // Tibalt, Cosmic Impostor",  # modal DFC, creature // planeswalker
    "Bala Ged Recovery // Bala Ged Sanctuary",  # modal DFC, sorcery // land
    "Delver of Secrets // Insectile Aberration",  # transforming DFC
    "Huntmaster of the Fells // Ravager of the Fells",
    "Akki Lavarunner // Tok-Tok, Volcano Born",  # flip (710)
    "Fire // Ice",  # split (709)
    "Turn // Burn",  # fuse (702.102)
    "Commit // Memory",  # aftermath (702.127)
    "Bottomless Pool // Locker Room",  # Room (709.5)
    "Bonecrusher Giant // Stomp",  # adventure (715)
    "Brazen Borrower // Petty Theft",
    "Dirgur Island Dragon // Skimming Strike",  # omen
    "Phyrexian Fleshgorger",  # prototype (718)
    "Bruna, the Fading Light",  # meld pair (712.4)
    "Gisela, the Broken Blade",
    "Den Protector",  # megamorph
    "Exalted Angel",  # morph
    "Fugitive Codebreaker",  # disguise
    "Saw It Coming",  # foretell
    "Forest",
    "Lightning Bolt",
    # Scripted abilities: cast, attack and end-step triggers, a mana ability,
    # a sorcery-speed activated ability, a spell ability, day and night.
    "The Emperor of Palamecia // The Lord Master of Hell",
    "Whisperwood Elemental",
    "Soul Summons",
    "Crystal Fragments // Summon: Alexander",
    "Blightstep Pathway // Searstep Pathway",
    "Brutal Cathar // Moonrage Brute",
    "Cecil, Dark Knight // Cecil, Redeemed Paladin",
)
# The hidden card of the twin positions: in no deck, and no name, line of
# text or mana cost of it is a substring of anything public.
SUBSTITUTE = "Progenitus"

COUNTS = budget.counter("random play")


def new_game(deck: list[str], seed: int) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for player in game.players:
        for name in deck * 2:
            game.put(card(name), zone=Zone.LIBRARY, owner=player)
        game.shuffle(player)
        turns.draw(game, player, 7)
    return game


decks = st.lists(st.sampled_from(POOL), min_size=6, max_size=12, unique=True)


# -- the invariants ------------------------------------------------------------------


def check_state(game: Game, choice: Candidate) -> None:
    """What must hold after every step."""
    ids = [o.id for o in game.objects()]
    assert len(ids) == len(set(ids)), f"after {choice}: an object is in two zones"
    listed = [i for _, _, zone_ids in game.zone_ids() for i in zone_ids]
    assert sorted(listed) == sorted(ids), f"after {choice}: zones and objects disagree (400.1)"
    for obj in game.objects():
        check_object(game, obj, choice)


def check_object(game: Game, obj: GameObject, choice: Candidate) -> None:
    status = obj.status
    where = (choice, obj.card.name, obj.zone, status)
    if obj.is_face_down:  # 708.2, 406.3, 702.143: only there can it be face down
        assert obj.zone in (Zone.BATTLEFIELD, Zone.STACK, Zone.EXILE), where
    if status.flipped or status.up is Side.BACK:  # 710.4, 712.8, 400.7
        assert obj.zone in (Zone.BATTLEFIELD, Zone.STACK), where
    value = game.characteristics(obj)
    if obj.is_face_down:
        # 708.2a, 406.3: no name, mana cost or color; a 2/2 creature where it
        # isn't an exiled card.
        assert value.name is None and value.mana_value == 0 and not value.colors, where
        if obj.zone is not Zone.EXILE and not (game.effects or game.copy_effects or status.counters):
            assert (value.power, value.toughness) == ("2", "2"), where
        return
    if obj.zone not in (Zone.BATTLEFIELD, Zone.STACK) and not game.copy_effects:
        # 712.8a, 709.4, 710.2, 715.4, 718.4: elsewhere the card's own default.
        assert value == default_characteristics(obj.card, obj.zone).characteristics, where
    elif obj.zone is Zone.BATTLEFIELD and status.up is Side.BACK and not game.copy_effects:
        front = default_characteristics(obj.card, Zone.BATTLEFIELD).characteristics
        if obj.card.layout is Layout.TRANSFORM:
            # 712.8e: the front face's mana value; 0 for a copy of the back
            # face, even a double-faced token copy (707.8a).
            assert value.mana_value == (0 if obj.is_token else front.mana_value), where
        if obj.card.layout is Layout.MODAL_DFC:  # 712.8d: the back face's own
            assert value.mana_value == obj.card.face(Side.BACK).mana_cost.mana_value(), where


def step_checked(game: Game, rng: random.Random) -> Candidate:
    """One random legal step, with every property of issue 7 checked around it:
    the action is legal and succeeds; undo restores the position exactly;
    doing it again gives the same position (determinism); save, load and save
    again give the same bytes; the invariants hold."""
    choice = choose(game, rng)
    before = save.dumps(game)
    game.checkpoint()
    choice.perform(game)
    after = save.dumps(game)
    game.undo()
    assert save.dumps(game) == before, f"undo after {choice} did not restore the game"
    choice.perform(game)
    assert save.dumps(game) == after, f"{choice} done twice from one position differed"
    loaded = save.loads(after)
    assert loaded == game and save.dumps(loaded) == after, f"save/load after {choice}"
    check_state(game, choice)
    COUNTS["steps"] += 1
    return choice


@settings(
    max_examples=budget.examples(40),
    deadline=None,
    derandomize=budget.derandomized(),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(deck=decks, seed=st.integers(0, 2**32 - 1), length=st.integers(10, 45))
def test_random_legal_play_keeps_every_invariant_and_replays(deck: list[str], seed: int, length: int) -> None:
    game = new_game(deck, seed)
    start = game.copy()
    rng = random.Random(seed)
    performed = []
    for _ in range(length):
        if any(game.player(p).has_lost for p in game.players):
            break
        performed.append(step_checked(game, rng))
    # The record of what was done replays, from the start, to an equal game.
    replay(start, performed)
    assert start == game and save.dumps(start) == save.dumps(game)
    COUNTS["sequences"] += 1


# -- illegal actions -----------------------------------------------------------------


ATTEMPTS = 6  # of each kind per step


def crafted_illegal(game: Game) -> Iterator[tuple[Candidate, ErrorCode]]:
    """Actions the rules forbid, each with the code it must be refused with."""
    player = game.turn.active
    other = game.opponents(player)[0]
    hand = game.objects(Zone.HAND, player)
    for obj in hand:
        rules = rules_for(obj.card)
        yield Candidate("cast", player, (obj.id,), (("from_zone", Zone.GRAVEYARD),)), ErrorCode.WRONG_ZONE
        if not rules.land_sides(obj.card):
            yield Candidate("play_land", player, (obj.id,)), ErrorCode.NOT_A_LAND
        elif not game.turn.step.is_main or game.objects(Zone.STACK):  # 305.1
            yield Candidate("play_land", player, (obj.id,)), ErrorCode.TIMING
        elif game.player(player).lands_played >= 1:  # 305.2
            yield Candidate("play_land", player, (obj.id,)), ErrorCode.LAND_PLAY_USED
        if obj.card.layout is Layout.TRANSFORM:  # 712.11a: never the back face
            yield Candidate("cast", player, (obj.id,), (("side", Side.BACK),)), ErrorCode.NOT_PERMITTED
    for obj in game.objects(Zone.HAND, other):  # the other player's card (or at the wrong time)
        yield Candidate("play_land", player, (obj.id,), (("player", other),)), _other_land(game, obj)
    for obj in game.objects(Zone.GRAVEYARD, player):
        if obj.card.layout in (Layout.NORMAL, Layout.TRANSFORM, Layout.MODAL_DFC, Layout.ADVENTURE):
            text = " ".join(f.oracle_text for f in obj.card.faces)
            if "Flashback" not in text and not rules_for(obj.card).land_sides(obj.card):
                # 601.3: no permission to cast it from a graveyard.
                yield (
                    Candidate("cast", player, (obj.id,), (("from_zone", Zone.GRAVEYARD),)),
                    ErrorCode.NOT_PERMITTED,
                )
    for obj in game.objects(Zone.BATTLEFIELD):
        if not obj.is_face_down:  # 702.37e, 708.7: only a face-down permanent
            yield Candidate("turn_face_up", player, (obj.id,)), ErrorCode.CANNOT_TURN_FACE_UP


def _other_land(game: Game, obj: GameObject) -> ErrorCode:
    """Playing a land of one's own hand when it isn't one's turn (305.1)."""
    if not rules_for(obj.card).land_sides(obj.card):
        return ErrorCode.NOT_A_LAND
    return ErrorCode.TIMING


def refused_cleanly(game: Game, attempt: Candidate) -> IllegalAction:
    """The action raises the engine's own refusal and changes nothing."""
    before = save.dumps(game)
    history = len(game._history)
    try:
        attempt.perform(game)
    except IllegalAction as refused:
        assert save.dumps(game) == before, f"refused {attempt} changed the game"
        assert len(game._history) == history
        assert refused.rule and str(refused), attempt
        return refused
    raise AssertionError(f"{attempt} was not refused")


@settings(
    max_examples=budget.examples(25),
    deadline=None,
    derandomize=budget.derandomized(),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(deck=decks, seed=st.integers(0, 2**32 - 1), length=st.integers(5, 30))
def test_random_illegal_actions_are_refused_with_their_code_and_change_nothing(
    deck: list[str], seed: int, length: int
) -> None:
    game = new_game(deck, seed)
    rng = random.Random(seed)
    for _ in range(length):
        if any(game.player(p).has_lost for p in game.players):
            break
        crafted = list(crafted_illegal(game))
        for attempt, code in rng.sample(crafted, min(ATTEMPTS, len(crafted))):
            refused = refused_cleanly(game, attempt)
            assert refused.code == code.value, (attempt, refused)
            COUNTS["illegal actions refused"] += 1
        # Whatever the legal-action generator offers and the rules forbid is
        # refused by the action itself (verify and do agree).
        offered = [c for c in candidates(game) if not c.effect and not c.is_legal(game)]
        for attempt in rng.sample(offered, min(ATTEMPTS, len(offered))):
            refused = refused_cleanly(game, attempt)
            assert refused.code in set(ErrorCode), (attempt, refused)
            COUNTS["illegal actions refused"] += 1
        choose(game, rng).perform(game)
        COUNTS["steps"] += 1
    COUNTS["sequences"] += 1
    # A sorcery-speed action at the wrong time: the non-active player.
    game.set_turn(game.turn._replace(step=Step.MAIN1))
    for obj in game.objects(Zone.HAND, game.opponents(game.turn.active)[0]):
        for side in rules_for(obj.card).stack_sides(obj.card):
            attempt = Candidate("cast", obj.owner, (obj.id,), (("side", side), ("player", obj.owner)))
            if not attempt.is_legal(game):
                refused_cleanly(game, attempt)
                COUNTS["illegal actions refused"] += 1


# -- no leaks ------------------------------------------------------------------------


def hidden_from(game: Game, viewer: str) -> list[GameObject]:
    """The objects whose card ``viewer`` may not look at."""
    view = game.view(viewer)
    return [o for o in game.objects() if (seen := view.find(o.id)) is None or not seen.visible]


def attempts_on(obj: GameObject, viewer: str) -> list[Candidate]:
    """What ``viewer`` might try with an object it can't see (each refused or
    done the same way whatever the card is)."""
    return [
        Candidate("cast", viewer, (obj.id,), (("player", viewer), ("from_zone", obj.zone))),
        Candidate("play_land", viewer, (obj.id,), (("player", viewer), ("from_zone", obj.zone))),
        Candidate("turn_face_up", viewer, (obj.id,), (("player", viewer),)),
        Candidate("foretell", viewer, (obj.id,), (("player", viewer),)),
        Candidate("unlock", viewer, (obj.id, Side.LEFT), (("player", viewer),)),
    ]


def answers(game: Game, attempt: Candidate) -> str:
    """What the attempt tells its player: the refusal, or what it did."""
    game.checkpoint()
    try:
        outcome = attempt.perform(game)
    except MtgFacesError as refused:
        game.undo()
        return f"refused: {refused}"
    shown = json.dumps(visible_log(game, attempt.player or "")[-len(outcome.events) :])
    game.undo()
    return f"done: {shown}"


def check_no_leak(game: Game, rng: random.Random, per_viewer: int) -> None:
    """For each player and some objects it can't see: the position with that
    object's card replaced by another looks exactly the same to the player,
    in its view, the log and every answer to its attempts; and nothing of the
    other card shows there. No id of a hidden object is shown at all."""
    for viewer in game.players:
        hidden = hidden_from(game, viewer)
        view, log = game.view(viewer).to_json(), visible_log(game, viewer)
        assert not (ids_in(view) | ids_in(log)) & {o.id for o in hidden}, "a hidden object's id"
        for obj in rng.sample(hidden, min(per_viewer, len(hidden))):
            twin = game.copy()
            twin.replace(obj._replace(card=card(SUBSTITUTE)))
            twin_view, twin_log = twin.view(viewer).to_json(), visible_log(twin, viewer)
            assert twin_view == view, f"{viewer} can tell {obj.card.name} in {obj.zone} from another card"
            assert twin_log == log
            said = [answers(game, a) for a in attempts_on(obj, viewer)]
            twin_said = [answers(twin, a) for a in attempts_on(obj, viewer)]
            assert said == twin_said, f"{viewer}'s attempts on a hidden card tell it apart"
            text = "\x00".join([json.dumps(twin_view), json.dumps(twin_log), *twin_said])
            for secret in secrets(card(SUBSTITUTE)):
                assert secret not in text, f"{secret!r} leaked to {viewer}"
            COUNTS["views compared"] += 1


@settings(
    max_examples=budget.examples(30),
    deadline=None,
    derandomize=budget.derandomized(),
    suppress_health_check=[HealthCheck.too_slow],
)
@given(deck=decks, seed=st.integers(0, 2**32 - 1), length=st.integers(5, 30))
def test_no_player_can_tell_apart_positions_differing_in_a_hidden_card(
    deck: list[str], seed: int, length: int
) -> None:
    game = new_game(deck, seed)
    rng = random.Random(seed)
    for _ in range(length):
        if any(game.player(p).has_lost for p in game.players):
            break
        choose(game, rng).perform(game)
        check_no_leak(game, rng, per_viewer=2)
        COUNTS["steps"] += 1
    COUNTS["sequences"] += 1


def test_the_substitute_shares_nothing_with_the_pool() -> None:
    """The leak check can only find leaks if the substitute's strings can't
    show up legitimately."""
    public = json.dumps([card(name).faces for name in POOL], default=str)
    assert SUBSTITUTE not in POOL
    for secret in secrets(card(SUBSTITUTE)):
        assert secret not in public, secret


@pytest.fixture
def uncounted() -> Iterator[None]:
    """The leak check run on made-up positions by its own tests is no property
    run: kept out of the counts printed at the end."""
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(sys.modules[__name__], "COUNTS", Counter())
        yield


@pytest.mark.usefixtures("uncounted")
def test_the_leak_check_finds_a_planted_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """A log that names every card (as a buggy engine might) is caught."""
    game = new_game(["Fugitive Codebreaker", "Exalted Angel", "Forest", "Saw It Coming"], 7)
    honest = visible_log

    def leaky(game: Game, player: str) -> list[dict[str, Any]]:
        return [*honest(game, player), {"note": " ".join(o.card.name for o in game.objects())}]

    monkeypatch.setattr(sys.modules[__name__], "visible_log", leaky)
    with pytest.raises(AssertionError):
        check_no_leak(game, random.Random(0), per_viewer=1)
    monkeypatch.undo()
    check_no_leak(game, random.Random(0), per_viewer=1)


@pytest.mark.usefixtures("uncounted")
def test_708_5_the_leak_check_finds_a_planted_view_leak(monkeypatch: pytest.MonkeyPatch) -> None:
    """A view that names a face-down permanent to its controller's opponent
    (the log staying honest) is caught by the twin comparison of views."""
    game = new_game(["Fugitive Codebreaker", "Exalted Angel", "Forest", "Saw It Coming"], 7)
    morph = Status(face_down=FaceDown.MORPH)
    game.put(card("Den Protector"), zone=Zone.BATTLEFIELD, owner="Bob", status=morph)
    everything = len(game.objects())
    plant_view_leak(monkeypatch)
    assert "really Den Protector" in json.dumps(game.view("Alice").to_json())
    assert "Den Protector" not in json.dumps(visible_log(game, "Alice"))
    with pytest.raises(AssertionError, match="Alice can tell Den Protector in battlefield from another card"):
        check_no_leak(game, random.Random(0), per_viewer=everything)
    monkeypatch.undo()
    check_no_leak(game, random.Random(0), per_viewer=everything)
