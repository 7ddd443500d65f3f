"""A card exiled from a hand at random, then put onto the battlefield or
cast (CR 120.3, 406.3, 608.2c, 608.2h, 118.9), compiled from Rona, Herald
of Invasion's "Whenever a source deals damage to ~, that source's
controller exiles a card from their hand at random. If it's a land card,
you may put it onto the battlefield under your control. Otherwise, you may
cast it without paying its mana cost." Played with the real card."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Side
from tests.rules.builders import card, names, put

RONA = "Rona, Herald of Invasion // Rona, Tolarian Obliterator"


def _game() -> tuple[Game, GameObject]:
    """Alice's first main phase; her Rona on the battlefield, transformed
    into Rona, Tolarian Obliterator (the face with the ability)."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game, put(game, RONA, controlled_since=0, up=Side.BACK)


def _shock_rona(game: Game, rona: GameObject) -> None:
    """Bob's Shock deals 2 damage to Rona (5/5): the ability triggers."""
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=[rona.id], without_paying_mana_cost=True)
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.STACK)] == [RONA]


def test_every_line_of_rona_runs() -> None:
    assert card_coverage(card(RONA)).implemented


def test_608_2h_110_2a_a_land_card_exiled_enters_under_ronas_controller() -> None:
    game, rona = _game()
    put(game, "Mountain", Zone.HAND, owner="Bob")
    _shock_rona(game, rona)
    resolving.resolve(game)
    (mountain,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Mountain"]
    assert mountain.owner == "Bob" and game.controller(mountain) == "Alice"
    assert not game.objects(Zone.HAND, "Bob") and not game.objects(Zone.EXILE)
    assert game.player("Alice").lands_played == 0  # 305.4: put, not played
    assert len(loads(dumps(game)).log) == len(game.log)


def test_118_9_a_nonland_card_exiled_is_cast_by_ronas_controller_free() -> None:
    game, rona = _game()
    put(game, "Grizzly Bears", Zone.HAND, owner="Bob")
    _shock_rona(game, rona)
    resolving.resolve(game)
    (spell,) = game.objects(Zone.STACK)
    assert spell.card.name == "Grizzly Bears" and spell.owner == "Bob" and game.controller(spell) == "Alice"
    resolving.resolve(game)
    assert sorted(names(game, Zone.BATTLEFIELD, "Alice")) == ["Grizzly Bears", RONA]


def test_701_random_one_card_of_the_hand_is_exiled_face_up() -> None:
    game, rona = _game()
    for _ in range(3):
        put(game, "Island", Zone.HAND, owner="Bob")
    _shock_rona(game, rona)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Island", "Island"]
    assert len([o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Island"]) == 1


def test_608_2h_a_spell_gone_from_the_stack_names_the_player_who_cast_it() -> None:
    game, rona = _game()
    put(game, "Forest", Zone.HAND, owner="Bob")
    put(game, "Plains", Zone.HAND, owner="Alice")
    _shock_rona(game, rona)  # Shock deals 2 damage to Rona, then goes to Bob's graveyard
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shock"]
    resolving.resolve(game)  # Rona's ability: Bob, Shock's controller, exiles a card
    assert names(game, Zone.HAND, "Bob") == [] and names(game, Zone.HAND, "Alice") == ["Plains"]
    (forest,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Forest"]
    assert game.controller(forest) == "Alice"


def test_609_3_an_empty_hand_exiles_nothing() -> None:
    game, rona = _game()
    _shock_rona(game, rona)
    resolving.resolve(game)
    assert not game.objects(Zone.EXILE) and not game.objects(Zone.STACK)


def test_603_2_damage_to_another_permanent_doesnt_trigger() -> None:
    game, _ = _game()
    put(game, "Mountain", Zone.HAND, owner="Bob")
    other = put(game, "Grizzly Bears", owner="Alice")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=[other.id], without_paying_mana_cost=True)
    resolving.resolve(game)
    assert not game.objects(Zone.STACK) and names(game, Zone.HAND, "Bob") == ["Mountain"]
