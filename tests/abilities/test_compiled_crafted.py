"""Compiled abilities that refer to "the exiled cards used to craft ~"
(702.167c): the cards exiled to pay the cost of the craft ability that put
this very permanent onto the battlefield, still in exile (400.7). Mastercraft
Raptor's power is their total power (604.3, 613.4a); Cosmium Catalyst casts
one of them, chosen at random, without paying its mana cost (118.9); The
Grim Captain puts a creature card of them onto the battlefield attacking
(508.4)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import activating, combat, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

LATTICE = "Saheeli's Lattice // Mastercraft Raptor"


def _crafted(game: Game, *materials: GameObject) -> GameObject:
    """Alice crafts Saheeli's Lattice with ``materials``; the Raptor returned."""
    lattice = put(game, LATTICE)
    activating.activate(game, lattice.id, "Craft with", chosen=tuple(f"#{m.id}" for m in materials))
    resolving.resolve(game)
    (raptor,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == LATTICE]
    return raptor


def test_702_167c_604_3_its_power_is_the_total_power_of_the_cards_used_to_craft_it() -> None:
    game = Game(["Alice", "Bob"])
    dreadmaw = put(game, "Colossal Dreadmaw")  # 6, from the battlefield
    regisaur = put(game, "Regisaur Alpha", Zone.GRAVEYARD)  # 4, from the graveyard
    raptor = _crafted(game, dreadmaw, regisaur)
    value = game.characteristics(raptor.id)
    assert value.name == "Mastercraft Raptor" and value.power == "10"
    assert value.toughness == raptor.card.faces[1].toughness  # the printed toughness stays


def test_702_167c_400_7_a_card_that_left_exile_no_longer_counts() -> None:
    game = Game(["Alice", "Bob"])
    dreadmaw = put(game, "Colossal Dreadmaw")
    regisaur = put(game, "Regisaur Alpha", Zone.GRAVEYARD)
    raptor = _crafted(game, dreadmaw, regisaur)
    gone = next(o for o in game.objects(Zone.EXILE) if o.card.name == "Colossal Dreadmaw")
    moves.move(game, gone.id, Zone.GRAVEYARD)
    assert game.characteristics(raptor.id).power == "4"


def test_702_167c_cards_exiled_otherwise_are_not_used_to_craft_it() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Carnage Tyrant", Zone.EXILE)  # exiled, but not to pay its craft cost
    regisaur = put(game, "Regisaur Alpha", Zone.GRAVEYARD)
    raptor = _crafted(game, regisaur)
    assert game.characteristics(raptor.id).power == "4"


def test_604_3_400_7_as_a_new_object_it_was_crafted_by_nothing() -> None:
    game = Game(["Alice", "Bob"])
    regisaur = put(game, "Regisaur Alpha", Zone.GRAVEYARD)
    raptor = _crafted(game, regisaur)
    moves.move(game, raptor.id, Zone.HAND)
    (card,) = [o for o in game.objects(Zone.HAND) if o.card.name == LATTICE]
    moves.put_onto_battlefield(game, card.id, under="Alice", transformed=True)
    (again,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == LATTICE]
    assert game.characteristics(again.id).power == "0"


def test_702_167c_a_save_keeps_the_cards_used_to_craft_it() -> None:
    game = Game(["Alice", "Bob"])
    regisaur = put(game, "Regisaur Alpha", Zone.GRAVEYARD)
    raptor = _crafted(game, regisaur)
    loaded = save.loads(save.dumps(game))
    assert loaded.characteristics(raptor.id).power == "4"


# -- Cosmium Catalyst -----------------------------------------------------------------

STALACTITE = "Ore-Rich Stalactite // Cosmium Catalyst"


def _catalyst(game: Game, *materials: str) -> GameObject:
    """Alice crafts Ore-Rich Stalactite with ``materials`` from her graveyard."""
    cards = [put(game, name, Zone.GRAVEYARD) for name in materials]
    stalactite = put(game, STALACTITE)
    activating.activate(game, stalactite.id, "Craft with", chosen=tuple(f"#{c.id}" for c in cards))
    resolving.resolve(game)
    (catalyst,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == STALACTITE]
    assert game.characteristics(catalyst.id).name == "Cosmium Catalyst"
    return catalyst


def test_702_167a_167b_craft_with_red_instant_and_or_sorcery_cards_takes_only_those() -> None:
    game = Game(["Alice", "Bob"])
    cards = [put(game, name, Zone.GRAVEYARD) for name in ("Lightning Bolt", "Shock", "Lightning Bolt", "Opt")]
    stalactite = put(game, STALACTITE)
    before = save.dumps(game)
    with pytest.raises(IllegalAction, match="602.2b") as refused:  # Opt is blue
        activating.activate(game, stalactite.id, "Craft with", chosen=tuple(f"#{c.id}" for c in cards))
    assert refused.value.code == "not_permitted" and save.dumps(game) == before


def test_702_167c_118_9_a_card_used_to_craft_it_is_cast_without_paying_its_mana_cost() -> None:
    game = Game(["Alice", "Bob"])
    catalyst = _catalyst(game, *["Lightning Bolt"] * 4)
    activating.activate(game, catalyst.id, 1)
    resolving.resolve(game)  # a Bolt, cast at Bob (the referee's target)
    assert names(game, Zone.STACK) == ["Lightning Bolt"] and len(game.objects(Zone.EXILE)) == 3
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_702_167c_400_7_only_a_card_still_in_exile_is_chosen() -> None:
    game = Game(["Alice", "Bob"])
    catalyst = _catalyst(game, "Lightning Bolt", "Lightning Bolt", "Lightning Bolt", "Shock")
    for bolt in [o for o in game.objects(Zone.EXILE) if o.card.name == "Lightning Bolt"]:
        moves.move(game, bolt.id, Zone.GRAVEYARD)
    activating.activate(game, catalyst.id, 1)
    resolving.resolve(game)
    assert names(game, Zone.STACK) == ["Shock"]


def test_608_2g_you_may_decline_and_the_card_stays_exiled() -> None:
    game = Game(["Alice", "Bob"])
    catalyst = _catalyst(game, *["Lightning Bolt"] * 4)
    activating.activate(game, catalyst.id, 1)
    game.answering = Answering([("no",)])
    resolving.resolve(game)
    assert names(game, Zone.STACK) == [] and len(game.objects(Zone.EXILE)) == 4


# -- The Grim Captain -----------------------------------------------------------------

THRONE = "Throne of the Grim Captain // The Grim Captain"


def _captain_attacks(game: Game, *answers: tuple[str, ...]) -> GameObject:
    """Alice crafts the Throne with a Dinosaur from the battlefield and a
    Merfolk, a Pirate and a Vampire from her graveyard; next turn The Grim
    Captain attacks Bob, who has Grizzly Bears and a Forest."""
    materials = [put(game, "Colossal Dreadmaw")]
    materials += [
        put(game, n, Zone.GRAVEYARD) for n in ("Merfolk Looter", "Fathom Fleet Captain", "Vampire Nighthawk")
    ]
    throne = put(game, THRONE)
    activating.activate(game, throne.id, "Craft with", chosen=tuple(f"#{m.id}" for m in materials))
    resolving.resolve(game)
    (captain,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == THRONE]
    put(game, "Grizzly Bears", owner="Bob")
    put(game, "Forest", owner="Bob")
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [captain.id], defending="Bob")
    game.answering = Answering(list(answers))
    return captain


def _exiled(game: Game, name: str) -> str:
    return f"#{int(next(o for o in game.objects(Zone.EXILE) if o.card.name == name).id)}"


def test_702_167c_508_4_a_creature_card_used_to_craft_it_enters_tapped_and_attacking() -> None:
    game = Game(["Alice", "Bob"])
    _captain_attacks(game)
    game.answering = Answering([("yes",), (_exiled(game, "Colossal Dreadmaw"),)])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]  # 701.21a: his only nonland permanent
    (dreadmaw,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Colossal Dreadmaw"]
    assert (
        game.controller(dreadmaw) == "Alice" and dreadmaw.status.tapped and dreadmaw.status.attacking == "Bob"
    )
    assert len(game.objects(Zone.EXILE)) == 3


def test_608_2d_you_may_decline_and_the_cards_stay_exiled() -> None:
    game = Game(["Alice", "Bob"])
    _captain_attacks(game, ("no",))
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]
    assert len(game.objects(Zone.EXILE)) == 4


def test_702_167c_400_7_cards_that_left_exile_are_not_offered() -> None:
    game = Game(["Alice", "Bob"])
    _captain_attacks(game, ("yes",))
    for card in game.objects(Zone.EXILE):
        moves.move(game, card.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")] == [THRONE]
