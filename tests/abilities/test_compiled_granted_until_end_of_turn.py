"""Compiled "Until end of turn, creatures you control gain [keyword] and
"[ability]"" (113.1a, 611.2a, 611.2c: the creatures you control as it
resolves, each with the quoted ability as its own until the turn ends;
issue 17): Driven // Despair and Predators' Hour."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.views import view_for
from tests.rules.builders import card, names, put

DRIVEN = "Driven // Despair"


def _cast_then_hit(game: Game, spell: GameObject, side: Side | None, zone: Zone = Zone.HAND) -> GameObject:
    """Alice casts ``spell``, then her Grizzly Bears attacks Bob unblocked."""
    bears = put(game, "Grizzly Bears", controlled_since=0)
    casting.cast(game, spell.id, side=side, from_zone=zone)
    resolving.resolve(game)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    resolving.resolve_all(game)
    return bears


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_113_1a_driven_gives_trample_and_a_card_drawn_on_combat_damage() -> None:
    assert card_coverage(card(DRIVEN)).implemented
    game = _game()
    put(game, "Island", Zone.LIBRARY)
    bears = _cast_then_hit(game, put(game, DRIVEN, Zone.HAND), Side.LEFT)
    assert "Trample" in game.characteristics(game.get(bears.id)).abilities
    assert names(game, Zone.HAND, "Alice") == ["Island"] and game.player("Bob").life == 18


def test_611_2c_a_creature_that_arrives_later_doesn_t_gain_it() -> None:
    game = _game()
    driven = put(game, DRIVEN, Zone.HAND)
    casting.cast(game, driven.id, side=Side.LEFT)
    resolving.resolve(game)
    later = put(game, "Hill Giant")
    assert "Trample" not in game.characteristics(game.get(later.id)).abilities


def test_514_2_the_granted_abilities_end_with_the_turn() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    driven = put(game, DRIVEN, Zone.HAND)
    casting.cast(game, driven.id, side=Side.LEFT)
    resolving.resolve(game)
    turns.cleanup(game)  # 514.2
    value = game.characteristics(game.get(bears.id))
    assert value.abilities == ()


def test_702_127a_despair_from_the_graveyard_makes_the_damaged_player_discard() -> None:
    game = _game()
    put(game, "Shock", Zone.HAND, owner="Bob")
    despair = put(game, DRIVEN, Zone.GRAVEYARD)  # aftermath: cast from the graveyard
    bears = _cast_then_hit(game, despair, Side.RIGHT, Zone.GRAVEYARD)
    assert "Menace" in game.characteristics(game.get(bears.id)).abilities
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shock"] and not game.objects(Zone.HAND, "Bob")


def test_406_3_predators_hour_exiles_the_top_card_face_down_for_its_controller_to_look_at() -> None:
    assert card_coverage(card("Predators' Hour")).implemented
    game = _game()
    put(game, "Counterspell", Zone.LIBRARY, owner="Bob")
    _cast_then_hit(game, put(game, "Predators' Hour", Zone.HAND), None)
    (exiled,) = game.objects(Zone.EXILE, "Bob")
    assert exiled.is_face_down
    alice, bob = view_for(game, "Alice"), view_for(game, "Bob")
    assert "Counterspell" in str(alice.find(int(exiled.id)))  # 406.3: she may look at it
    assert "Counterspell" not in str(bob.find(int(exiled.id)))
