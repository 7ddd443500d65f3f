"""Regeneration (701.19) and destruction (701.8), compiled from real cards'
text (issue 17): a shield replaces the next destruction this turn, by an
effect or by lethal damage (704.5g); it removes the damage, taps the
permanent and removes it from combat; "it can't be regenerated" ignores it
(701.19c); shields end with the turn (514.2). Also "add {G}{U}{R}" in a
trigger (106.4) and "when ~ dies, put it on the bottom of its owner's
library"."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import sba
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


def shielded_warden(game: Game) -> int:
    warden = put(game, "Kin-Tree Warden")  # "{2}: Regenerate Kin-Tree Warden."
    activating.activate(game, warden.id, 1)
    resolving.resolve(game)
    return int(warden.id)


def test_701_19a_704_5g_a_shield_replaces_destruction_by_lethal_damage_kin_tree_warden() -> None:
    game = Game(["Alice", "Bob"])
    warden = shielded_warden(game)
    combat.deal_damage(game, None, warden, 5)
    sba.state_based_actions(game)
    found = game.get(warden)  # the same object: it never left (400.7)
    assert found.zone is Zone.BATTLEFIELD and found.status.tapped and found.status.damage == 0
    combat.deal_damage(game, None, warden, 5)  # the shield is used up
    sba.state_based_actions(game)
    assert names(game, Zone.GRAVEYARD) == ["Kin-Tree Warden"]


def test_701_19a_506_4_a_regenerated_attacker_is_removed_from_combat() -> None:
    game = Game(["Alice", "Bob"])
    warden = shielded_warden(game)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    game.replace(game.get(warden)._replace(status=game.get(warden).status._replace(tapped=False)))
    combat.attack(game, [warden], defending="Bob")
    assert game.get(warden).status.attacking == "Bob"
    combat.deal_damage(game, None, warden, 9)
    sba.state_based_actions(game)
    assert game.get(warden).status.attacking is None


def test_701_19c_it_can_t_be_regenerated_malice_ignores_the_shield() -> None:
    game = Game(["Alice", "Bob"])
    warden = shielded_warden(game)
    malice = put(game, "Spite // Malice", Zone.HAND, owner="Bob")
    casting.cast(game, malice.id, player="Bob", side="right", targets=[warden])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Kin-Tree Warden"]


def test_514_2_a_shield_not_used_ends_with_the_turn() -> None:
    game = Game(["Alice", "Bob"])
    warden = shielded_warden(game)
    turns.next_turn(game)
    combat.deal_damage(game, None, warden, 5)
    sba.state_based_actions(game)
    assert names(game, Zone.GRAVEYARD) == ["Kin-Tree Warden"]


def test_701_19a_regenerate_target_creature_daru_mender() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    mender = put(game, "Daru Mender", Zone.HAND)
    moves.put_onto_battlefield(game, mender.id, face_down=True)
    down = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)  # the first legal target by default: the Bears
    combat.deal_damage(game, None, bear.id, 2)
    sba.state_based_actions(game)
    assert game.get(bear.id).zone is Zone.BATTLEFIELD and game.get(bear.id).status.tapped


def test_106_4_when_it_is_turned_face_up_add_gur_rattleclaw_mystic() -> None:
    game = Game(["Alice", "Bob"])
    mystic = put(game, "Rattleclaw Mystic", Zone.HAND)
    moves.put_onto_battlefield(game, mystic.id, face_down=True)
    down = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    assert sorted(u.type for u in game.player("Alice").mana_pool) == ["G", "R", "U"]


def test_400_7_401_5_when_it_dies_put_it_on_the_bottom_of_its_owner_s_library_murderous_rider() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    rider = put(game, "Murderous Rider // Swift End")
    moves.move(game, rider.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY) == ["Island", "Murderous Rider // Swift End"]
    assert names(game, Zone.GRAVEYARD) == []
