"""Clone, Cytoshape, Ixidron, Vesuvan Shapeshifter and Ghostly Flicker
(CR 202.3b, 614.1c, 614.12, 707.2, 707.8, 707.9a, 708.2a, 712.14, 712.16)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.cards.copies import VESUVAN_UPKEEP
from mtgfaces.rules.actions import casting, faces, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import card, put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def _cast_and_resolve(game: Game, name: str, **kwargs: object) -> None:
    spell = put(game, name, Zone.HAND)
    casting.cast(game, spell.id, **kwargs)  # type: ignore[arg-type]
    resolving.resolve(game)


def test_707_8_clone_of_transformed_delver_is_single_faced_aberration(game: Game) -> None:
    delver = put(game, "Delver of Secrets", owner="Bob", up=Side.BACK)
    _cast_and_resolve(game, "Clone")
    clone = next(o for o in game.objects(Zone.BATTLEFIELD) if o.id != delver.id)
    value = game.characteristics(clone)
    assert (value.name, value.power, value.toughness) == ("Insectile Aberration", "3", "2")
    assert value.mana_value == 0  # 202.3b: a copy of a back face
    assert game.characteristics(delver.id).mana_value == 1
    assert faces.transform(game, clone.id).rule == "712.9"


def test_614_12_clone_of_thing_in_the_ice_enters_with_ice_counters(game: Game) -> None:
    put(game, "Thing in the Ice", counters=(("ice", 1),))
    _cast_and_resolve(game, "Clone")
    clone = game.objects(Zone.BATTLEFIELD)[-1]
    assert game.characteristics(clone).name == "Thing in the Ice"
    assert clone.status.counter("ice") == 4


def test_707_2_clone_of_huntmaster_has_its_enters_trigger(game: Game) -> None:
    put(game, "Huntmaster of the Fells")
    _cast_and_resolve(game, "Clone")
    (ability,) = game.objects(Zone.STACK)
    assert ability.ability is not None and ability.ability.source_name == "Huntmaster of the Fells"


def test_704_5f_clone_with_nothing_to_copy_dies(game: Game) -> None:
    _cast_and_resolve(game, "Clone")
    state_based_actions(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Clone"]


def test_514_2_cytoshape_copy_ends_at_cleanup(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    put(game, "Jace, Vryn's Prodigy", owner="Bob")  # legendary: never the choice
    put(game, "Savannah Lions", owner="Bob")
    for player in game.players:
        put(game, "Island", Zone.LIBRARY, owner=player)
    _cast_and_resolve(game, "Cytoshape", targets=[bears.id])
    assert game.characteristics(bears.id).name == "Savannah Lions"
    turns.next_turn(game)
    assert game.characteristics(bears.id).name == "Grizzly Bears"


def test_707_2_cytoshape_takes_the_named_choice(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    put(game, "Savannah Lions", owner="Bob")
    put(game, "Delver of Secrets", owner="Bob", up=Side.BACK)
    chosen = ["Delver of Secrets // Insectile Aberration"]
    _cast_and_resolve(game, "Cytoshape", targets=[bears.id], chosen=chosen)
    assert game.characteristics(bears.id).name == "Insectile Aberration"


def test_712_16_ixidron_turns_creatures_face_down_but_not_dfcs_or_tokens(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    delver = put(game, "Delver of Secrets", owner="Bob")
    token = game.put(card("Savannah Lions"), zone=Zone.BATTLEFIELD, owner="Alice", is_token=True)
    ixidron = put(game, "Ixidron", Zone.HAND)
    casting.cast(game, ixidron.id)
    outcome = resolving.resolve(game)
    assert outcome.rule == "712.16"
    assert game.get(bears.id).status.face_down is FaceDown.TURNED
    assert not game.get(delver.id).is_face_down
    assert not game.get(token.id).is_face_down
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Ixidron"]
    assert not entered.is_face_down
    # 604.3, 613.4a: one face-down creature (the Bears): Ixidron is a 1/1.
    value = game.characteristics(entered)
    assert (value.power, value.toughness) == ("1", "1")
    assert "613.4a" in [note.rule for note in game.derive(entered).trace]


def test_707_9a_vesuvan_turned_face_up_copies_with_the_upkeep_ability(game: Game) -> None:
    put(game, "Grizzly Bears", owner="Bob")
    vesuvan = put(game, "Vesuvan Shapeshifter", Zone.HAND)
    casting.cast(game, vesuvan.id, face_down=FaceDown.MORPH)
    resolving.resolve(game)
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    faces.turn_face_up(game, down.id, using="morph")
    value = game.characteristics(down.id)
    assert value.name == "Grizzly Bears"
    assert VESUVAN_UPKEEP in value.abilities


def test_708_2a_vesuvan_upkeep_ability_turns_it_face_down_and_ends_the_copy(game: Game) -> None:
    put(game, "Grizzly Bears", owner="Bob")
    for player in game.players:
        put(game, "Island", Zone.LIBRARY, owner=player)
    vesuvan = put(game, "Vesuvan Shapeshifter", Zone.HAND)
    casting.cast(game, vesuvan.id)
    resolving.resolve(game)  # enters as a copy too
    (copy,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Vesuvan Shapeshifter"]
    assert game.characteristics(copy).name == "Grizzly Bears"
    turns.next_turn(game)
    assert game.objects(Zone.STACK) == []  # Bob's upkeep, not Alice's
    turns.next_turn(game)
    resolving.resolve(game)
    assert game.get(copy.id).is_face_down
    assert not [e for e in game.copy_effects if e.target == copy.id]


def test_712_14_ghostly_flicker_returns_transformed_card_front_face_up(game: Game) -> None:
    delver = put(game, "Delver of Secrets", up=Side.BACK)
    land = put(game, "Island")
    _cast_and_resolve(game, "Ghostly Flicker", targets=[delver.id, land.id])
    assert delver.id not in game and land.id not in game  # 400.7
    returned = {o.card.name: o for o in game.objects(Zone.BATTLEFIELD)}
    assert returned["Delver of Secrets // Insectile Aberration"].status.up is Side.FRONT
    assert "Island" in returned


def test_115_1_ghostly_flicker_cant_target_an_opponents_creature(game: Game) -> None:
    mine = put(game, "Grizzly Bears")
    theirs = put(game, "Savannah Lions", owner="Bob")
    flicker = put(game, "Ghostly Flicker", Zone.HAND)
    with pytest.raises(IllegalAction) as refused:
        casting.cast(game, flicker.id, targets=[mine.id, theirs.id])
    assert refused.value.code == "illegal_target"
    assert game.get(flicker.id).zone is Zone.HAND


def test_608_2b_ghostly_flicker_leaves_a_target_that_changed_control(game: Game) -> None:
    mine = put(game, "Grizzly Bears")
    lions = put(game, "Savannah Lions")
    flicker = put(game, "Ghostly Flicker", Zone.HAND)
    casting.cast(game, flicker.id, targets=[mine.id, lions.id])
    moves.gain_control(game, lions.id, "Bob")
    resolving.resolve(game)
    assert lions.id in game  # no longer a creature Alice controls: an illegal target
    assert mine.id not in game
