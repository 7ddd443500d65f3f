"""Auras whose creature dying brings them back (CR 400.7f, 603.10a, 712.14a,
issue 17): "When enchanted creature dies, return it to the battlefield under
your control, then return ~ to the battlefield transformed under your
control" (Journey to Eternity), "Enchanted creature attacks each combat if
able" (508.1d) and "When enchanted creature dies, return ~ to the
battlefield transformed under your control" (Skin Invasion)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import combat, resolving
from mtgfaces.rules.actions.regeneration import destroy
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put


def _dies_under(
    game: Game, aura: str, creature: str = "Grizzly Bears", owner: str = "Alice"
) -> tuple[int, int]:
    bears = put(game, creature, owner=owner)
    enchantment = put(game, aura, attached_to=bears.id)
    destroy(game, bears.id)
    state_based_actions(game)  # 704.5m: the Aura, attached to nothing, goes to the graveyard
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    return int(bears.id), int(enchantment.id)


def test_400_7f_return_it_then_return_the_aura_transformed_journey_to_eternity() -> None:
    game = Game(["Alice", "Bob"])
    _dies_under(game, "Journey to Eternity // Atzal, Cave of Eternity")
    back = {o.card.name: o for o in game.objects(Zone.BATTLEFIELD, "Alice")}
    assert set(back) == {"Grizzly Bears", "Journey to Eternity // Atzal, Cave of Eternity"}
    atzal = back["Journey to Eternity // Atzal, Cave of Eternity"]
    assert atzal.status.up is Side.BACK and game.characteristics(atzal).name == "Atzal, Cave of Eternity"
    assert not game.objects(Zone.GRAVEYARD, "Alice")


def test_400_7f_the_aura_returns_under_your_control_from_an_opponents_creature_skin_invasion() -> None:
    game = Game(["Alice", "Bob"])
    _dies_under(game, "Skin Invasion // Skin Shedder", owner="Bob")
    (shedder,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert game.characteristics(shedder).name == "Skin Shedder" and shedder.status.up is Side.BACK
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]  # the creature stays dead


def test_508_1d_enchanted_creature_attacks_each_combat_if_able_skin_invasion() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.DECLARE_ATTACKERS, number=3))
    bears = put(game, "Grizzly Bears", controlled_since=0)
    put(game, "Skin Invasion // Skin Shedder", owner="Bob", attached_to=bears.id)
    other = put(game, "Grizzly Bears", controlled_since=0)  # no requirement on it
    with pytest.raises(IllegalAction) as refused:
        combat.verify_attacks(game, [(other.id, "Bob")])
    assert refused.value.rule == "508.1d"
    assert combat.obeying_attacks(game) == ((bears.id, "Bob"),)
    combat.verify_attacks(game, [(bears.id, "Bob")])
