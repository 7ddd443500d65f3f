"""Hideaway (CR 702.75, issue 17): "Hideaway N" looks at the top N cards,
exiles one face down linked to the permanent (607.2a) and puts the rest on
the bottom in a random order; the controller of that permanent may look at
the exiled card, no one else (702.75a); "Hideaway" with no number is
"Hideaway 4" and the permanent enters tapped (702.75b)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, moves, resolving, turns
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put


def watcher_entered(game: Game) -> int:
    for card in ("Lightning Bolt", "Island", "Forest", "Swamp", "Mountain"):
        put(game, card, Zone.LIBRARY)
    watcher = put(game, "Watcher for Tomorrow", Zone.HAND)
    casting.cast(game, watcher.id)
    resolving.resolve(game)  # it enters tapped (702.75b); hideaway triggers
    resolving.resolve(game)  # the referee's choice: the first card looked at
    (entered,) = game.find("Watcher for Tomorrow", [Zone.BATTLEFIELD])
    return int(entered.id)


def test_702_75a_hideaway_n_is_read_as_its_triggered_ability() -> None:
    assert isinstance(compile_line("Cemetery Tampering", "Hideaway 5"), Triggered)
    assert isinstance(compile_line("Howltooth Hollow", "Hideaway"), Triggered)


def test_702_75a_b_hideaway_four_exiles_one_face_down_the_rest_go_to_the_bottom() -> None:
    game = Game(["Alice", "Bob"])
    watcher = watcher_entered(game)
    assert game.get(watcher).status.tapped  # 702.75b: the old "Hideaway" enters tapped
    (exiled,) = game.objects(Zone.EXILE)
    assert exiled.is_face_down and exiled.card.name == "Lightning Bolt"
    assert names(game, Zone.LIBRARY)[0] == "Mountain"  # the fifth card stays on top
    assert sorted(names(game, Zone.LIBRARY)[1:]) == ["Forest", "Island", "Swamp"]


def test_702_75a_only_the_controller_of_the_permanent_may_look_at_the_hidden_card() -> None:
    game = Game(["Alice", "Bob"])
    watcher = watcher_entered(game)
    (exiled,) = game.objects(Zone.EXILE)
    assert may_look(game, exiled, "Alice") and not may_look(game, exiled, "Bob")
    moves.move(game, watcher, Zone.GRAVEYARD)  # it leaves: no one controls it any more
    resolving.resolve(game)  # "put the exiled card into its owner's hand"
    assert names(game, Zone.HAND) == ["Lightning Bolt"] and not game.objects(Zone.EXILE)


def test_406_3_the_player_who_hid_the_card_still_may_look_once_the_permanent_is_gone() -> None:
    game = Game(["Alice", "Bob"])
    watcher = watcher_entered(game)
    (exiled,) = game.objects(Zone.EXILE)
    game.replace(game.get(ObjectId(watcher))._replace(controller="Bob"))  # 702.75a: Bob controls it now
    assert may_look(game, exiled, "Alice") and may_look(game, exiled, "Bob")
    moves.move(game, watcher, Zone.EXILE)  # the ability triggers; the card stays exiled until it resolves
    assert may_look(game, exiled, "Alice") and not may_look(game, exiled, "Bob")  # 406.3


def test_702_75a_a_player_s_view_shows_the_hidden_card_to_its_controller_only() -> None:
    game = Game(["Alice", "Bob"])
    watcher_entered(game)
    (alice,) = game.view("Alice").players[0].exile
    (bob,) = next(p for p in game.view("Bob").players if p.name == "Alice").exile
    assert alice.face_up is not None and alice.face_up.name == "Lightning Bolt"  # 702.75a
    assert bob.face_up is None and bob.card is None  # 406.3: hidden from the opponent


def hollow_hiding(game: Game, top: str) -> int:
    """Howltooth Hollow played, its hideaway resolved with ``top`` on top."""
    for card in (top, "Island", "Forest", "Swamp"):
        put(game, card, Zone.LIBRARY)
    hollow = put(game, "Howltooth Hollow", Zone.HAND)
    casting.play_land(game, hollow.id)
    resolving.resolve(game)  # hideaway: the referee hides the first card
    (entered,) = game.find("Howltooth Hollow", [Zone.BATTLEFIELD])
    game.replace(entered._replace(status=entered.status._replace(tapped=False)))
    return int(entered.id)


def test_118_9_608_2g_play_the_exiled_card_without_paying_if_each_player_has_no_cards_in_hand() -> None:
    game = Game(["Alice", "Bob"])
    hollow = hollow_hiding(game, "Lightning Bolt")
    activating.activate(game, hollow, 2)  # {B}, {T}: you may play the exiled card ...
    resolving.resolve(game)  # no cards in any hand: Lightning Bolt is cast, free, at Bob
    resolving.resolve(game)
    assert game.player("Bob").life == 17 and names(game, Zone.GRAVEYARD) == ["Lightning Bolt"]


def test_603_4_the_condition_false_nothing_is_played_howltooth_hollow() -> None:
    game = Game(["Alice", "Bob"])
    hollow = hollow_hiding(game, "Lightning Bolt")
    put(game, "Island", Zone.HAND, owner="Bob")  # a card in a hand
    activating.activate(game, hollow, 2)
    resolving.resolve(game)
    assert not game.objects(Zone.STACK) and len(game.objects(Zone.EXILE)) == 1


def test_305_2b_a_hidden_land_is_played_only_with_a_land_play_left() -> None:
    game = Game(["Alice", "Bob"])
    hollow = hollow_hiding(game, "Plains")  # Howltooth Hollow was this turn's land play
    activating.activate(game, hollow, 2)
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == ["Plains"]  # 305.2b: ignored
    game.set_player(game.player("Alice")._replace(lands_played=0))
    game.replace(game.get(hollow)._replace(status=game.get(hollow).status._replace(tapped=False)))
    activating.activate(game, hollow, 2)
    resolving.resolve(game)
    assert "Plains" in names(game, Zone.BATTLEFIELD) and game.player("Alice").lands_played == 1


def test_603_4_then_if_you_control_three_creatures_with_different_powers_collector_s_cage() -> None:
    game = Game(["Alice", "Bob"])
    for card in ("Lightning Bolt", "Island", "Forest", "Swamp", "Mountain"):
        put(game, card, Zone.LIBRARY)
    cage = put(game, "Collector's Cage", Zone.HAND)
    casting.cast(game, cage.id)
    resolving.resolve(game)  # it enters: Hideaway 5
    resolving.resolve(game)
    (cage_now,) = game.find("Collector's Cage", [Zone.BATTLEFIELD])
    bear = put(game, "Grizzly Bears")
    put(game, "Hill Giant")  # powers 2 and 3: with the counter, 3 and 3; no Lightning Bolt
    activating.activate(game, cage_now.id, 1, targets=[bear.id])
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == ["Lightning Bolt"] and not game.objects(Zone.STACK)
    put(game, "Memnite")  # 1, 3, 3 ... and a second counter: 1, 4, 3
    game.replace(game.get(cage_now.id)._replace(status=game.get(cage_now.id).status._replace(tapped=False)))
    activating.activate(game, cage_now.id, 1, targets=[bear.id])
    resolving.resolve(game)  # three different powers: Lightning Bolt is cast, free
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Lightning Bolt"]


def _hidden_under(game: Game, name: str) -> int:
    """The enchantment cast with Lightning Bolt on top: Hideaway 5 hides it."""
    for card in ("Lightning Bolt", "Island", "Forest", "Swamp", "Mountain", "Plains", "Plains", "Plains"):
        put(game, card, Zone.LIBRARY)
    enchantment = put(game, name, Zone.HAND)
    casting.cast(game, enchantment.id)
    resolving.resolve(game)  # it enters: Hideaway 5
    resolving.resolve(game)  # the referee hides the first card looked at
    (entered,) = game.find(name, [Zone.BATTLEFIELD])
    return int(entered.id)


@pytest.mark.parametrize(("creature", "plays"), [("Craw Wurm", True), ("Hill Giant", False)])
def test_603_4_then_if_you_control_a_creature_with_power_7_or_greater_fight_rigging(
    creature: str, plays: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _hidden_under(game, "Fight Rigging")
    target = put(game, creature)  # 6/4 becomes 7/5; 3/3 becomes 4/4: the only target
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    resolving.resolve(game)
    assert game.get(target.id).status.counter("+1/+1") == 1
    stacked = [o.card.name for o in game.objects(Zone.STACK)]
    assert stacked == (["Lightning Bolt"] if plays else [])
    assert names(game, Zone.EXILE) == ([] if plays else ["Lightning Bolt"])


@pytest.mark.parametrize(("in_graveyard", "plays"), [(17, True), (16, False)])
def test_603_4_then_if_there_are_twenty_or_more_cards_in_your_graveyard_cemetery_tampering(
    in_graveyard: int, plays: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _hidden_under(game, "Cemetery Tampering")
    game.set_turn(Turn("Alice", Step.UNTAP, number=5))
    for _ in range(in_graveyard):
        put(game, "Shock", Zone.GRAVEYARD)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)  # you may mill three cards: yes, by default
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == in_graveyard + 3
    stacked = [o.card.name for o in game.objects(Zone.STACK)]
    assert stacked == (["Lightning Bolt"] if plays else [])


@pytest.mark.parametrize(("others", "plays"), [(4, True), (3, False)])
def test_508_1_608_2h_whenever_you_attack_create_that_many_citizens_then_ten_creatures_rabble_rousing(
    others: int, plays: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _hidden_under(game, "Rabble Rousing")
    attackers = [put(game, "Grizzly Bears", controlled_since=0) for _ in range(3)]
    for _ in range(others):
        put(game, "Wall of Stone")  # creatures that stay home
    combat.attack(game, [a.id for a in attackers], defending="Bob")
    assert len(game.objects(Zone.STACK)) == 1  # once, not once per attacker
    resolving.resolve(game)
    citizens = [o for o in game.objects(Zone.BATTLEFIELD) if "Citizen" in game.characteristics(o).subtypes]
    assert len(citizens) == 3  # "that many": the creatures attacked with
    assert [o.card.name for o in game.objects(Zone.STACK)] == (["Lightning Bolt"] if plays else [])


@pytest.mark.parametrize(("hidden", "cast"), [("Lightning Bolt", True), ("Forest", False)])
def test_608_2c_you_may_cast_the_exiled_card_if_you_do_return_it_to_hand_smugglers_buggy(
    hidden: str, cast: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for card in (hidden, "Island", "Plains", "Swamp", "Mountain"):
        put(game, card, Zone.LIBRARY)
    buggy = put(game, "Smuggler's Buggy", Zone.HAND)
    casting.cast(game, buggy.id)
    resolving.resolve(game)  # it enters: Hideaway 4
    resolving.resolve(game)  # the referee hides the first card
    (vehicle,) = game.find("Smuggler's Buggy", [Zone.BATTLEFIELD])
    game.replace(vehicle._replace(status=vehicle.status._replace(controlled_since=0)))
    put(game, "Grizzly Bears")  # power 2: crews it
    activating.activate(game, vehicle.id, "Crew")
    resolving.resolve(game)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [vehicle.id], defending="Bob")
    combat.combat_damage(game)
    assert game.player("Bob").life == 15  # 5 combat damage
    resolving.resolve(game)  # may cast the exiled card: a land can't be cast (305.9)
    if cast:
        assert [o.card.name for o in game.objects(Zone.STACK)] == ["Lightning Bolt"]
        assert names(game, Zone.HAND, "Alice") == ["Smuggler's Buggy"]  # "if you do": back to the hand
    else:
        assert names(game, Zone.EXILE, "Alice") == ["Forest"] and vehicle.id in game
