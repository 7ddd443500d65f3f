"""Hidden agenda (CR 702.106) and the conspiracies of the pool that use it
(315, 905.4): set up face down with a name chosen in secret, turned face up
as a special action (116.2j), and their abilities from the command zone
(315.5, 113.6p) reading "the chosen name" (702.106d, 607.2d)."""

from __future__ import annotations

import json
import random

import pytest

import mtgfaces
from mtgfaces import IllegalAction, MalformedInput, Zone
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps
from mtgfaces.rules.seat import Seat
from mtgfaces.rules.state.decisions import TurnConspiracyFaceUp, parse
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown


def _game() -> PlayableGame:
    return mtgfaces.Game(["Alice", "Bob"], pay_costs=False)


def _agenda(game: PlayableGame, card: str, named: str, *, up: bool = False) -> GameObject:
    conspiracy = game.add_conspiracy("Alice", mtgfaces.card(card), named=[named])
    if up:
        game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    return game.get(conspiracy.id)


def _opponents_knowledge(game: PlayableGame) -> str:
    """Everything Bob may know, as one string: his view, his log, his
    actions, his seat's export (handles from the same seed)."""
    seat = Seat(game, "Bob", rng=random.Random(7))
    view = game.view("Bob").to_json()
    actions = [str(a) for a in game.legal_actions("Bob")]
    return json.dumps([view, actions, seat.export()], sort_keys=True, default=str)


# -- setting up (315.2, 702.106a-b) ---------------------------------------------------------


def test_702_106a_a_hidden_agenda_starts_face_down_in_the_command_zone_with_its_name() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "grizzly bears")
    assert conspiracy.zone is Zone.COMMAND
    assert conspiracy.status.face_down is FaceDown.HIDDEN_AGENDA
    assert conspiracy.status.chosen == ("Grizzly Bears",)  # the English name (201.4)
    assert not game.is_commander(conspiracy)  # 315.3: never cast from there


def test_315_5b_a_face_down_conspiracy_has_no_characteristics() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    value = game.characteristics(conspiracy)
    assert (value.name, value.types, value.abilities) == (None, (), ())


def test_702_106a_the_setup_refuses_names_that_do_not_fit_the_card() -> None:
    game = _game()
    with pytest.raises(MalformedInput, match="not a conspiracy"):
        game.add_conspiracy("Alice", mtgfaces.card("Grizzly Bears"), named=["Island"])
    with pytest.raises(MalformedInput, match="one name"):
        game.add_conspiracy("Alice", mtgfaces.card("Immediate Action"), named=[])
    with pytest.raises(IllegalAction):
        game.add_conspiracy("Alice", mtgfaces.card("Immediate Action"), named=["No Such Card Anywhere"])
    with pytest.raises(MalformedInput, match="two different"):
        game.add_conspiracy("Alice", mtgfaces.card("Summoner's Bond"), named=["Island", "Island"])
    assert game.objects(Zone.COMMAND) == []


def test_702_106f_double_agenda_takes_two_names() -> None:
    game = _game()
    bond = game.add_conspiracy("Alice", mtgfaces.card("Summoner's Bond"), named=["Island", "Forest"])
    assert bond.status.chosen == ("Island", "Forest")


# -- hidden information (702.106b, 400.2) ---------------------------------------------------


@pytest.mark.parametrize(
    ("card", "named"),
    [("Immediate Action", "Grizzly Bears"), ("Brago's Favor", "Lightning Bolt")],
)
def test_702_106b_an_opponent_learns_nothing_of_the_card_or_the_name(card: str, named: str) -> None:
    known = []
    for setup in ((card, named), ("Immediate Action", "Shock"), ("Iterative Analysis", named)):
        game = _game()
        _agenda(game, *setup)
        known.append(_opponents_knowledge(game))
    assert known[0] == known[1] == known[2]


def test_702_106b_the_owner_sees_the_card_and_the_name() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    (mine,) = game.view("Alice").player("Alice").command
    assert mine.visible and mine.card is conspiracy.card and mine.chosen == ("Grizzly Bears",)
    (theirs,) = game.view("Bob").player("Alice").command
    assert not theirs.visible and theirs.card is None and theirs.chosen == ()


def test_702_106b_a_save_keeps_the_secret_name() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    again = mtgfaces.loads(dumps(game))
    assert again.get(conspiracy.id).status == conspiracy.status


# -- the special action (702.106c, 116.2j) --------------------------------------------------


def test_116_2j_turning_it_face_up_is_listed_and_reveals_the_name() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    action = TurnConspiracyFaceUp("Alice", conspiracy.id)
    assert action in game.legal_actions("Alice")
    assert parse(str(action)) == action
    game.apply(action)
    (seen,) = game.view("Bob").player("Alice").command
    assert seen.visible and seen.chosen == ("Grizzly Bears",)
    assert game.characteristics(conspiracy.id).name == "Immediate Action"
    assert game.log[-1].rule == "702.106c" and "Grizzly Bears" in game.log[-1].note
    assert action not in game.legal_actions("Alice")  # already face up


def test_702_106c_only_its_controller_may_turn_it_face_up_and_a_refusal_changes_nothing() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    before = dumps(game)
    with pytest.raises(IllegalAction) as refused:
        game.verify(TurnConspiracyFaceUp("Bob", conspiracy.id))
    assert refused.value.rule in ("702.106c", "117.1")
    with pytest.raises(IllegalAction):
        game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id + 99))
    game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    with pytest.raises(IllegalAction) as again:
        game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    assert again.value.rule == "702.106c"
    assert dumps(game) != before


def test_116_2j_bob_may_not_turn_alices_conspiracy_face_up_when_he_has_priority() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    game.apply(parse("Alice: pass"))  # Bob has priority now
    before = dumps(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(TurnConspiracyFaceUp("Bob", conspiracy.id))
    assert refused.value.rule == "702.106c"
    assert dumps(game) == before


# -- the conspiracies' lines, from the command zone (315.5, 702.106d) ----------------------


def test_702_106d_immediate_action_gives_haste_to_creatures_with_the_chosen_name_once_face_up() -> None:
    game = _game()
    conspiracy = _agenda(game, "Immediate Action", "Grizzly Bears")
    mine = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    other = game.put(mtgfaces.card("Llanowar Elves"), zone=Zone.BATTLEFIELD, owner="Alice")
    theirs = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob")
    assert "Haste" not in game.characteristics(mine.id).abilities  # 315.5b: face down, no ability
    game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    assert "Haste" in game.characteristics(mine.id).abilities
    assert "Haste" not in game.characteristics(other.id).abilities  # not the chosen name
    assert "Haste" not in game.characteristics(theirs.id).abilities  # "you control"


def test_601_2f_bragos_favor_reduces_the_generic_cost_of_spells_with_the_chosen_name() -> None:
    game = mtgfaces.Game(["Alice", "Bob"])  # costs are paid
    conspiracy = game.add_conspiracy("Alice", mtgfaces.card("Brago's Favor"), named=["Grizzly Bears"])
    game.put(mtgfaces.card("Forest"), zone=Zone.BATTLEFIELD, owner="Alice")
    bears = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.HAND, owner="Alice")
    elves = game.put(mtgfaces.card("Elvish Visionary"), zone=Zone.HAND, owner="Alice")
    cast = parse(f"Alice: cast #{bears.id}")
    assert not game.can(cast)  # {1}{G} with one Forest, while face down
    game.apply(TurnConspiracyFaceUp("Alice", conspiracy.id))
    assert not game.can(parse(f"Alice: cast #{elves.id}"))  # another name: {1}{G} still
    game.apply(cast)  # {G}: the Forest pays it
    assert [game.characteristics(o).name for o in game.objects(Zone.STACK)] == ["Grizzly Bears"]


def test_113_1a_secrets_of_paradise_grants_a_mana_ability_to_creatures_with_the_chosen_name() -> None:
    game = _game()
    _agenda(game, "Secrets of Paradise", "Grizzly Bears", up=True)
    bears = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    assert "{T}: Add one mana of any color." in game.characteristics(bears.id).abilities
    assert parse(f"Alice: activate #{bears.id} 1") in game.legal_actions("Alice")


@pytest.mark.parametrize(
    ("card", "granted"),
    [
        ("Natural Unity", "At the beginning of combat on your turn, you may pay {G}."),
        ("Assemble the Rank and Vile", "When this creature dies, you may pay {B}."),
    ],
)
def test_113_1a_a_granted_ability_reaches_only_creatures_with_the_chosen_name(
    card: str, granted: str
) -> None:
    game = _game()
    _agenda(game, card, "Grizzly Bears", up=True)
    bears = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Alice")
    elves = game.put(mtgfaces.card("Llanowar Elves"), zone=Zone.BATTLEFIELD, owner="Alice")
    assert any(line.startswith(granted) for line in game.characteristics(bears.id).abilities)
    assert not any(line.startswith(granted) for line in game.characteristics(elves.id).abilities)


def test_702_106_the_conspiracies_with_a_compiled_line_are_implemented() -> None:
    for name in (
        "Immediate Action",
        "Brago's Favor",
        "Secrets of Paradise",
        "Natural Unity",
        "Assemble the Rank and Vile",
    ):
        assert card_coverage(mtgfaces.card(name)).missing == (), name
