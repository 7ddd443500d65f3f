"""Compiled "create a [token] and a [token]" (CR 111.2, issue 17:
Polukranos, Engine of Ruin), "When equipped creature transforms,
transform ~" (701.27a, 301.5: Neglected Heirloom) and "Put a creature card
from a graveyard onto the battlefield under your control. It gains haste"
(110.2a, 608.2d, 608.2h: Entering)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, faces, resolving
from mtgfaces.rules.actions.regeneration import destroy
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_111_2_create_a_token_with_reach_and_a_token_with_lifelink_polukranos_engine_of_ruin() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Polukranos Reborn // Polukranos, Engine of Ruin", up=Side.BACK)
    hydra = put(game, "Vastwood Hydra")  # another nontoken Hydra
    destroy(game, hydra.id)
    resolving.resolve(game)
    made = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(made) == 2
    assert all(v.name == "Phyrexian Hydra Token" and (v.power, v.toughness) == ("3", "3") for v in made)
    assert sorted(v.abilities for v in made) == [("Lifelink",), ("Reach",)]


def test_701_27a_when_equipped_creature_transforms_transform_neglected_heirloom() -> None:
    game = Game(["Alice", "Bob"])
    shepherd = put(game, "Gatstaf Shepherd // Gatstaf Howler")
    heirloom = put(game, "Neglected Heirloom // Ashmouth Blade", attached_to=shepherd.id)
    other = put(game, "Gatstaf Shepherd // Gatstaf Howler")
    faces.transform(game, other.id)  # not the equipped creature: nothing
    assert not game.objects(Zone.STACK)
    faces.transform(game, shepherd.id)
    resolving.resolve(game)
    blade = game.get(heirloom.id)
    assert blade.status.up is Side.BACK and game.characteristics(blade).name == "Ashmouth Blade"


def test_110_2a_608_2d_a_creature_card_from_a_graveyard_onto_the_battlefield_with_haste_entering() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Shock", Zone.GRAVEYARD, owner="Bob")  # not a creature card
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")  # chosen, not targeted
    spell = put(game, "Breaking // Entering", Zone.HAND)
    casting.cast(game, spell.id, side=Side.RIGHT)
    resolving.resolve(game)
    (entered,) = game.objects(Zone.BATTLEFIELD)
    assert (
        entered.card.name == "Grizzly Bears"
        and game.controller(entered) == "Alice"
        and entered.owner == "Bob"
    )
    assert "Haste" in game.characteristics(entered).abilities
    assert bears.id not in game  # 400.7: a new object
