"""Compiled foretell and "cast from exile" lines (CR 702.143, 601.2, 400.7,
issue 17), each played with the real card: "Whenever ~ deals damage, exile
it face down. It becomes foretold." (The Foretold Soldier, 702.143d),
"Whenever ~ enters the battlefield or attacks, draw a card, then exile a
card from your hand face down. It becomes foretold. Its foretell cost is its
mana cost reduced by {2}." (Ethereal Valkyrie, 702.143d, 118.7a, 406.3),
"Foretelling cards from your hand costs {1} less and can be done on any
player's turn." (Cosmos Charger, 116.2h, 601.2f), "Choose a creature type.
Return up to two creature cards of that type ... If this spell was
foretold, return all ... instead." (Haunting Voyage, 205.3m, 608.2c-d),
"Draw X cards, where X is the greatest power among creatures you
controlled as you cast this spell. If this spell was cast from exile, you
gain twice X life." (Lifestream's Blessing, 601.2i, 608.2h) and
"If this spell was cast from exile, for each opponent, choose an artifact
or land that player controls. Destroy the chosen permanents." (Ultimate
Magic: Meteor, 608.2c, 608.2d, 701.8a)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.actions.foretelling import foretell
from mtgfaces.rules.actions.moves import put_onto_battlefield
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Foretell
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.rules.state.views import view_of, visible_log
from tests.rules.builders import names, put

SOLDIER = "The Foretold Soldier"
METEOR = "Ultimate Magic: Meteor"
VALKYRIE = "Ethereal Valkyrie"


def _soldier_dealt_damage(game: Game) -> None:
    """Alice's Soldier attacks Bob and deals combat damage; its trigger resolves."""
    soldier = put(game, SOLDIER)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [soldier.id], defending="Bob")
    combat.combat_damage(game)
    assert game.player("Bob").life == 14
    resolving.resolve(game)


def test_702_143d_the_foretold_soldier_is_exiled_face_down_and_foretold_when_it_deals_damage() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _soldier_dealt_damage(game)
    assert names(game, Zone.BATTLEFIELD) == []
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    assert exiled.card.name == SOLDIER
    assert exiled.status.face_down is FaceDown.FORETELL and exiled.status.foretold_turn == 3
    assert loads(dumps(game)).get(exiled.id).status == exiled.status  # saves keep it foretold


def test_406_3_a_foretold_soldier_is_seen_by_its_owner_only() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _soldier_dealt_damage(game)
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    alice, bob = view_of(game, "Alice", exiled.id), view_of(game, "Bob", exiled.id)
    assert alice is not None and alice.card is not None and alice.card.name == SOLDIER
    assert bob is None or bob.card is None


def test_702_143d_the_foretold_soldier_is_cast_for_its_foretell_cost_on_a_later_turn_only() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    forests = [put(game, "Forest") for _ in range(2)]
    _soldier_dealt_damage(game)
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    turns.set_step(game, Step.MAIN2)
    with pytest.raises(IllegalAction):  # 702.143d: not the turn it became foretold
        casting.cast(game, exiled.id, from_zone=Zone.EXILE)
    game.set_turn(Turn("Alice", Step.MAIN1, number=5, priority="Alice", passes=0))
    casting.cast(game, exiled.id, from_zone=Zone.EXILE)  # {1}{G}, its foretell cost
    assert all(game.get(f.id).status.tapped for f in forests)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Alice").count(SOLDIER) == 1


def test_400_7_a_soldier_gone_before_its_trigger_resolves_stays_where_it_is() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    soldier = put(game, SOLDIER)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [soldier.id], defending="Bob")
    combat.combat_damage(game)
    game.move(soldier.id, Zone.HAND)  # bounced in response: a new object (400.7)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == [SOLDIER]
    assert game.objects(Zone.EXILE) == []


def _meteor_position(*, foretold: bool) -> tuple[Game, dict[str, int]]:
    """Alice casts Meteor (from her hand, or foretold from exile on a later
    turn); Bob has a creature, an artifact and a land, Carol a land, Alice a land."""
    game = Game(["Alice", "Bob", "Carol"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    ids = {
        "bears": put(game, "Grizzly Bears", owner="Bob").id,
        "jar": put(game, "Memory Jar", owner="Bob").id,
        "bob's island": put(game, "Island", owner="Bob").id,
        "carol's island": put(game, "Island", owner="Carol").id,
        "alice's island": put(game, "Island").id,
    }
    meteor = put(game, METEOR, Zone.HAND)
    if foretold:
        foretell(game, meteor.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (meteor,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, meteor.id, from_zone=Zone.EXILE if foretold else Zone.HAND)
    resolving.resolve(game)
    return game, ids


def test_601_2a_meteor_cast_from_hand_destroys_no_artifact_or_land() -> None:
    game, ids = _meteor_position(foretold=False)
    assert game.get(ids["bears"]).status.damage == 7  # 120.3e
    assert all(ids[k] in game for k in ("jar", "bob's island", "carol's island", "alice's island"))


def test_608_2d_meteor_cast_from_exile_destroys_one_chosen_artifact_or_land_of_each_opponent() -> None:
    game, ids = _meteor_position(foretold=True)
    assert game.get(ids["bears"]).status.damage == 7
    assert ids["carol's island"] not in game  # her only one
    assert ids["alice's island"] in game  # not an opponent's
    assert (ids["jar"] in game) != (ids["bob's island"] in game)  # one of Bob's two, chosen


def _valkyrie_entered(game: Game, hand: str) -> None:
    """Alice has ``hand`` in her hand and an Island on top of her library;
    her Valkyrie enters and its trigger resolves (the first card of her
    hand, ``hand``, exiled: the referee's default)."""
    put(game, hand, Zone.HAND)
    put(game, "Island", Zone.LIBRARY)
    valkyrie = put(game, VALKYRIE, Zone.HAND)
    put_onto_battlefield(game, valkyrie.id)
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)


def test_702_143d_ethereal_valkyrie_draws_then_exiles_a_card_of_the_hand_foretold_for_its_cost_less_2() -> (
    None
):
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _valkyrie_entered(game, "Serra Angel")
    assert names(game, Zone.HAND, "Alice") == ["Island"]  # drew it, then exiled the Angel
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    assert exiled.card.name == "Serra Angel"
    assert exiled.status.face_down is FaceDown.FORETELL and exiled.status.foretold_turn == 3
    assert exiled.status.foretell_cost == "{1}{W}{W}"  # {3}{W}{W} reduced by {2}
    assert loads(dumps(game)).get(exiled.id).status == exiled.status  # saves keep the cost


def test_118_7a_the_reduction_takes_off_generic_mana_only_ethereal_valkyrie() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _valkyrie_entered(game, "Grizzly Bears")
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    assert exiled.status.foretell_cost == "{G}"  # {1}{G}: not below {0} generic


def test_406_3_the_card_ethereal_valkyrie_foretells_is_hidden_from_the_opponent() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _valkyrie_entered(game, "Serra Angel")
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    alice, bob = view_of(game, "Alice", exiled.id), view_of(game, "Bob", exiled.id)
    assert alice is not None and alice.card is not None and alice.card.name == "Serra Angel"
    assert bob is None or bob.card is None
    assert "Serra Angel" not in repr(visible_log(game, "Bob"))
    assert "Serra Angel" in repr(visible_log(game, "Alice"))


def test_702_143d_a_card_foretold_by_ethereal_valkyrie_is_cast_for_the_given_cost_on_a_later_turn() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3, priority="Alice", passes=0))
    plains = [put(game, "Plains") for _ in range(3)]
    _valkyrie_entered(game, "Serra Angel")
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    with pytest.raises(IllegalAction):  # 702.143d: not the turn it became foretold
        casting.cast(game, exiled.id, from_zone=Zone.EXILE)
    game.set_turn(Turn("Alice", Step.MAIN1, number=5, priority="Alice", passes=0))
    casting.cast(game, exiled.id, from_zone=Zone.EXILE)  # {1}{W}{W}: Serra Angel has no foretell
    assert all(game.get(p.id).status.tapped for p in plains)
    (spell,) = game.objects(Zone.STACK)
    assert spell.status.alternative == "foretell" and spell.status.foretold_turn == 3  # 702.143c


CHARGER = "Cosmos Charger"


def _bobs_turn_alice_to_act(*, charger: bool) -> tuple[PlayableGame, int]:
    """Bob's first main phase, Alice with priority; she has one Island, a
    foretell card (Haunting Voyage) in hand and, maybe, a Cosmos Charger."""
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Bob", Step.MAIN1, number=4, priority="Alice", passes=0))
    put(game, "Island")
    if charger:
        put(game, CHARGER)
    return game, put(game, "Haunting Voyage", Zone.HAND).id


def test_116_2h_cosmos_charger_lets_its_controller_foretell_on_any_turn_for_1_less() -> None:
    game, voyage = _bobs_turn_alice_to_act(charger=True)
    listed = [a for a in game.legal_actions("Alice") if isinstance(a, Foretell)]
    assert listed == [Foretell("Alice", voyage)]
    game.apply(listed[0])  # {2} less {1}: the one Island pays it
    (exiled,) = game.objects(Zone.EXILE, "Alice")
    assert exiled.status.face_down is FaceDown.FORETELL and exiled.status.foretold_turn == 4
    assert all(o.status.tapped for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Island")


def test_702_143a_without_cosmos_charger_foretelling_is_on_your_own_turn_for_2() -> None:
    game, voyage = _bobs_turn_alice_to_act(charger=False)
    assert not any(isinstance(a, Foretell) for a in game.legal_actions("Alice"))
    with pytest.raises(IllegalAction, match="116.2h"):
        foretell(game, voyage)
    game.set_turn(Turn("Alice", Step.MAIN1, number=5, priority="Alice", passes=0))
    with pytest.raises(IllegalAction):  # {2}: one Island can't pay it (601.2h)
        foretell(game, voyage)


def test_601_2f_cosmos_charger_helps_only_its_controller() -> None:
    game, _ = _bobs_turn_alice_to_act(charger=True)
    put(game, "Island", owner="Bob")
    bobs = put(game, "Haunting Voyage", Zone.HAND, owner="Bob")
    game.set_turn(Turn("Bob", Step.MAIN1, number=4, priority="Bob", passes=0))
    with pytest.raises(IllegalAction):  # Bob's costs {2}: his one Island can't pay it
        foretell(game, bobs.id)


def _voyage(*, foretold: bool, answers: list[tuple[str, ...]] | None = None) -> Game:
    """Alice casts Haunting Voyage (from her hand, or foretold from exile on
    a later turn) with three Grizzly Bears and a Llanowar Elves in her
    graveyard and a Grizzly Bears on the battlefield (so the referee's
    default creature type is Bear, 205.3m), and Bob a Grizzly Bears in his."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    put(game, "Grizzly Bears")
    for _ in range(3):
        put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Llanowar Elves", Zone.GRAVEYARD)
    put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    voyage = put(game, "Haunting Voyage", Zone.HAND)
    if foretold:
        foretell(game, voyage.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (voyage,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, voyage.id, from_zone=Zone.EXILE if foretold else Zone.HAND)
    if answers is not None:
        game.answering = Answering(answers)
    resolving.resolve(game)
    game.answering = None
    return game


def test_608_2d_haunting_voyage_returns_up_to_two_cards_of_the_chosen_type() -> None:
    game = _voyage(foretold=False)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"] * 3
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == [
        "Grizzly Bears",
        "Haunting Voyage",
        "Llanowar Elves",
    ]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]  # only from your graveyard


def test_702_143c_haunting_voyage_foretold_returns_all_of_the_chosen_type_instead() -> None:
    game = _voyage(foretold=True)
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"] * 4
    assert sorted(names(game, Zone.GRAVEYARD, "Alice")) == ["Haunting Voyage", "Llanowar Elves"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


def test_608_2d_up_to_two_haunting_voyage_may_return_none_and_the_type_is_chosen() -> None:
    game = _voyage(foretold=False, answers=[("Elf",), ()])  # an Elf, then no card returned
    assert names(game, Zone.BATTLEFIELD, "Alice") == ["Grizzly Bears"]
    assert "Llanowar Elves" in names(game, Zone.GRAVEYARD, "Alice")
    game = _voyage(foretold=True, answers=[("Elf",)])  # all the Elves: Llanowar Elves
    assert sorted(names(game, Zone.BATTLEFIELD, "Alice")) == ["Grizzly Bears", "Llanowar Elves"]


BLESSING = "Lifestream's Blessing"


def _blessing_cast(*, foretold: bool) -> tuple[Game, ObjectId]:
    """Alice, with a Serra Angel (4 power) and Grizzly Bears, casts
    Lifestream's Blessing (from her hand, or foretold from exile on a later
    turn); Bob has a Colossal Dreadmaw (6 power). The spell, on the stack."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    angel = put(game, "Serra Angel")
    put(game, "Grizzly Bears")
    put(game, "Colossal Dreadmaw", owner="Bob")
    for _ in range(10):
        put(game, "Island", Zone.LIBRARY)
    blessing = put(game, BLESSING, Zone.HAND)
    if foretold:
        foretell(game, blessing.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (blessing,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, blessing.id, from_zone=Zone.EXILE if foretold else Zone.HAND)
    return game, angel.id


def test_608_2h_lifestreams_blessing_draws_the_greatest_power_you_controlled_as_you_cast_it() -> None:
    game, _ = _blessing_cast(foretold=False)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"] * 4  # the Angel's 4, not Bob's Dreadmaw's 6
    assert game.player("Alice").life == 20  # not cast from exile


def test_601_2i_the_power_is_the_one_noted_as_it_was_cast_lifestreams_blessing() -> None:
    game, angel = _blessing_cast(foretold=False)
    game.move(angel, Zone.GRAVEYARD)  # the Angel gone in response
    game = loads(dumps(game))  # the noted value is saved with the game
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"] * 4


def test_601_2a_lifestreams_blessing_cast_from_exile_gains_twice_x_life() -> None:
    game, _ = _blessing_cast(foretold=True)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island"] * 4
    assert game.player("Alice").life == 28
