"""What a game keeps to make its actions all or nothing (rules/state/history.py,
issue 11's throughput) and the checks it doesn't repeat: a refused action
changes nothing (601.2h), the random generator included, whatever the
checkpoints share; state-based actions (704.3) found none again only while
nothing they look at changed (a card drawn is no such change; a commander
put into a graveyard is, 903.9a)."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import sba
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.actions.base import action
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.history import UNREAD
from tests.rules.builders import card, put


class Refused(Exception):
    pass


def _library_game(seed: int) -> Game:
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    for name in ("Forest", "Island", "Mountain", "Plains", "Swamp") * 4:
        game.put(card(name), zone=Zone.LIBRARY, owner="Alice")
    return game


def test_601_2h_a_refused_action_that_shuffled_leaves_the_generator_as_it_was() -> None:
    game, twin = _library_game(3), _library_game(3)
    before = game.state_key()
    with pytest.raises(Refused), game.transaction():
        game.shuffle("Alice")  # draws from the generator the checkpoint hadn't read
        raise Refused
    assert game.state_key() == before
    game.shuffle("Alice")
    twin.shuffle("Alice")
    assert game.state_key() == twin.state_key()


def test_601_2h_a_checkpoint_reads_the_generator_only_when_something_draws() -> None:
    game = _library_game(4)
    with game.transaction():
        assert game._history[-1].rng_state is UNREAD
        game.rng.random()
        assert game._history[-1].rng_state is not UNREAD
    with pytest.raises(Refused), game.transaction():
        raise Refused
    assert not game._history


def test_601_2h_a_nested_checkpoint_that_changed_nothing_is_the_last_one_again() -> None:
    game = _library_game(5)
    forest = put(game, "Forest")
    before = game.state_key()
    with pytest.raises(Refused), game.transaction():
        with game.transaction():
            assert game._history[0] is game._history[1]  # nothing changed in between
        game.move(forest.id, Zone.GRAVEYARD)
        with pytest.raises(Refused), game.transaction():
            assert game._history[1] is not game._history[0]
            game.move(game.objects(Zone.LIBRARY, "Alice")[0].id, Zone.HAND)
            raise Refused
        assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Forest"]
        raise Refused
    assert game.state_key() == before
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [forest.id]


def test_400_7_a_checkpoint_shares_the_zones_until_the_game_changes_one() -> None:
    game = _library_game(6)
    with pytest.raises(Refused), game.transaction():
        kept = game._history[-1].zones[("Alice", Zone.LIBRARY)]
        top = game.objects(Zone.LIBRARY, "Alice")[0]
        game.move(top.id, Zone.HAND)
        assert top.id in kept  # the checkpoint's list is not the one changed
        raise Refused
    assert game.objects(Zone.LIBRARY, "Alice")[0].id == top.id


@action
def _nested_check(game: Game) -> None:
    sba.state_based_actions(game)


def test_704_3_state_based_actions_found_none_are_not_looked_for_again_until_something_changes() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    _nested_check(game)
    settled = game.memo.settled
    assert settled is not None and settled[1] is not None
    game.set_turn(game.turn._replace(priority="Bob"))  # a new version, nothing they look at
    assert sba._unchanged(game)
    game.replace(bears._replace(status=bears.status._replace(damage=2)))  # lethal damage (704.5g)
    assert not sba._unchanged(game)
    _nested_check(game)
    assert bears.id not in game and [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Grizzly Bears"]


def test_704_3_what_state_based_actions_found_before_a_checkpoint_returned_to_is_not_kept() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    game.checkpoint()
    game.replace(bears._replace(status=bears.status._replace(damage=2)))
    game.undo()
    _nested_check(game)
    game.checkpoint()
    game.undo()  # back to the same position: found again, not kept
    assert not sba._unchanged(game)


def test_704_3_a_permanent_tapped_or_mana_in_a_pool_is_no_reason_to_look_again() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    _nested_check(game)
    game.replace(bears._replace(status=bears.status._replace(tapped=True)))
    game.set_player(game.player("Alice")._replace(life=19))
    assert not sba._unchanged(game)  # life decides 704.5a
    _nested_check(game)
    tapped = game.get(bears.id)
    game.replace(tapped._replace(status=tapped.status._replace(tapped=False)))
    assert sba._unchanged(game)
    game.replace(game.get(bears.id)._replace(status=tapped.status.with_counters("-1/-1", 2)))
    assert not sba._unchanged(game)  # toughness 0 (704.5f)


def test_903_9a_a_card_drawn_is_no_reason_to_look_again_but_a_commander_discarded_is() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    put(game, "Lightning Bolt", Zone.LIBRARY)
    _nested_check(game)
    turns.draw(game, "Alice")  # a zone change between zones _LookedAt doesn't show
    assert sba._unchanged(game)
    esika = put(game, "Esika, God of the Tree", Zone.HAND)
    game.designate_commander(esika.id)
    _nested_check(game)
    moves.move(game, esika.id, Zone.GRAVEYARD)  # discarded: 903.9a may send it home
    assert not sba._unchanged(game)
    _nested_check(game)
    (home,) = game.objects(Zone.COMMAND, "Alice")
    assert game.is_commander(home) and not game.objects(Zone.GRAVEYARD)
