"""Commander (CR 903): the designation (903.3), casting from the command zone
with the tax (903.8), the return to the command zone (903.9a) and commander
combat damage (903.10a, 704.6c)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, combat, moves, resolving, turns
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from tests.rules.builders import put


def test_903_3_a_traditional_card_in_its_owners_command_zone_is_a_commander() -> None:
    game = Game(["Alice", "Bob"])
    esika = put(game, "Esika, God of the Tree", Zone.COMMAND)
    other = put(game, "Esika, God of the Tree", Zone.HAND)
    assert game.is_commander(game.get(esika.id)) and not game.is_commander(other)
    moved = moves.move(game, esika.id, Zone.EXILE).new_objects[0]
    assert game.is_commander(game.get(moved))  # an attribute of the card, across zones
    assert save.loads(save.dumps(game)) == game


def test_903_8_cast_from_the_command_zone_either_face_with_the_tax() -> None:
    game = Game(["Alice", "Bob"])
    esika = put(game, "Esika, God of the Tree", Zone.COMMAND)
    first = casting.cast(game, esika.id, from_zone=Zone.COMMAND)
    assert "commander tax {0}" in first.of(EventKind.CAST)[0].note
    resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    moves.move(game, permanent.id, Zone.GRAVEYARD)
    state_based_actions(game)  # CR 903.9a: its owner may put it into the command zone; it does
    (home,) = game.objects(Zone.COMMAND, "Alice")
    second = casting.cast(game, home.id, from_zone=Zone.COMMAND, side=Side.BACK)  # The Prismatic Bridge
    assert "commander tax {2}" in second.of(EventKind.CAST)[0].note
    assert game.characteristics(game.objects(Zone.STACK)[0]).name == "The Prismatic Bridge"


def test_903_8_a_card_that_isnt_a_commander_cant_be_cast_from_the_command_zone() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    moved = game.get(moves.move(game, bolt.id, Zone.EXILE).new_objects[0])
    assert not casting.can_cast(game, moved.id, from_zone=Zone.COMMAND)


def test_704_6c_21_combat_damage_from_one_commander_loses_the_game() -> None:
    game = Game(["Alice", "Bob"])
    wurm = put(game, "Craw Wurm", Zone.COMMAND)
    moved = moves.put_onto_battlefield(game, wurm.id).new_objects[-1]
    game.replace(game.get(moved)._replace(status=game.get(moved).status._replace(controlled_since=0)))
    game.set_turn(game.turn._replace(number=2))
    game.set_player(game.player("Bob")._replace(life=99))
    for _ in range(4):  # 6 damage each combat: 18, then 24
        combat.attack(game, [moved])
        combat.combat_damage(game)
        state_based_actions(game)
        attacker = game.get(moved)
        game.replace(attacker._replace(status=attacker.status._replace(tapped=False, attacking=None)))
        game.set_turn(game.turn._replace(step=Step.MAIN1))
    assert game.player("Bob").has_lost and game.player("Bob").life == 75
    assert any(e.rule == "704.6c" for e in game.log if e.kind is EventKind.LOST_GAME)


def test_903_9b_a_commander_bounced_to_its_owners_hand_goes_to_the_command_zone_instead() -> None:
    game = Game(["Alice", "Bob"])
    esika = put(game, "Esika, God of the Tree", Zone.COMMAND)
    permanent = moves.put_onto_battlefield(game, esika.id).new_objects[-1]
    moves.move(game, permanent, Zone.HAND)
    assert [o.card.name for o in game.objects(Zone.COMMAND, "Alice")] == [
        "Esika, God of the Tree // The Prismatic Bridge"
    ]
    assert game.objects(Zone.HAND, "Alice") == []


def test_903_7_in_a_commander_game_each_player_starts_at_40_life() -> None:
    game = Game(["Alice", "Bob"], commander=True)
    assert [game.player(p).life for p in game.players] == [40, 40]
    assert save.loads(save.dumps(game)).commander
    assert Game(["Alice", "Bob"]).player("Alice").life == 20


def test_903_9b_a_commander_that_would_be_drawn_goes_to_the_command_zone_instead() -> None:
    game = Game(["Alice", "Bob"], commander=True)
    esika = put(game, "Esika, God of the Tree", Zone.LIBRARY)  # on top
    put(game, "Island", Zone.LIBRARY)
    game.designate_commander(esika.id)
    turns.draw(game, "Alice")  # the top card is the commander
    assert [o.card.name for o in game.objects(Zone.COMMAND, "Alice")] == [
        "Esika, God of the Tree // The Prismatic Bridge"
    ]
    assert game.objects(Zone.HAND, "Alice") == []
