"""More of the compiler's spell and static templates (issue 17), with real
cards and named after their rules: cost reductions, manifesting then
putting counters on the manifested permanent, countering by mana value,
returning all the cards of a graveyard that fit, putting a creature on top
of its owner's library, "target player gains X life", "multicolored" and
"nonblack" filters, and "it can't be regenerated"."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


@pytest.mark.parametrize(("spell", "forests"), [("Grizzly Bears", 1), ("Giant Growth", 1)])
def test_601_2f_creature_spells_you_cast_cost_1_less_krallenhorde_howler(spell: str, forests: int) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    howler = put(game, "Duskwatch Recruiter // Krallenhorde Howler")
    game.replace(howler._replace(status=howler.status._replace(up=howler.card.faces[1].side)))
    for _ in range(forests):
        put(game, "Forest")
    card = put(game, spell, Zone.HAND)
    if spell == "Grizzly Bears":  # {1}{G} for {G}
        casting.cast(game, card.id)
        assert names(game, Zone.STACK) == ["Grizzly Bears"]
    else:  # an instant: {G}, no reduction needed, none given
        casting.cast(game, card.id, targets=[howler.id])
        assert names(game, Zone.STACK) == ["Giant Growth"]
    bear = put(game, "Grizzly Bears", Zone.HAND)
    with pytest.raises(IllegalAction):  # the Forest is tapped: {G} is still owed
        casting.cast(game, bear.id)


def test_701_40a_122_1_manifest_then_put_two_counters_on_it_fierce_invocation() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    card = put(game, "Fierce Invocation", Zone.HAND)
    casting.cast(game, card.id)
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert manifested.is_face_down and manifested.status.counter("+1/+1") == 2


@pytest.mark.parametrize(("spell", "countered"), [("Opt", True), ("Hill Giant", False)])
def test_202_3_701_6a_counter_target_spell_with_mana_value_3_or_less_mesmeric_glare(
    spell: str, countered: bool
) -> None:
    game = Game(["Alice", "Bob"])
    target = put(game, spell, Zone.STACK, owner="Bob")  # Opt 1, Hill Giant 4
    glare = put(game, "Hypnotic Sprite // Mesmeric Glare", Zone.HAND)
    if not countered:
        with pytest.raises(IllegalAction):
            casting.cast(game, glare.id, side=glare.card.faces[1].side, targets=[target.id])
        return
    casting.cast(game, glare.id, side=glare.card.faces[1].side, targets=[target.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Opt"]


def test_404_2_return_all_creature_cards_with_power_2_or_less_from_your_graveyard_dawn() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Grizzly Bears", "Hill Giant", "Opt"):
        put(game, name, Zone.GRAVEYARD)
    put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    dawn = put(game, "Dusk // Dawn", Zone.GRAVEYARD)
    casting.cast(game, dawn.id, side="right", from_zone=Zone.GRAVEYARD)  # aftermath (702.127a)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


def test_401_5_put_target_attacking_creature_on_top_of_its_owner_s_library_warrant() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    bear = put(game, "Grizzly Bears", owner="Bob")
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bear.id], defending="Alice")
    warrant = put(game, "Warrant // Warden", Zone.HAND)
    casting.cast(game, warrant.id, player="Alice", side="left", targets=[bear.id])
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Bob") == ["Grizzly Bears", "Island"]


def test_119_3_107_3a_target_player_gains_x_life_who() -> None:
    game = Game(["Alice", "Bob"])
    who = put(game, "Who // What // When // Where // Why", Zone.HAND)
    casting.cast(game, who.id, side=who.card.faces[0].side, x=4, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 24


@pytest.mark.parametrize(("creature", "destroyed"), [("Grizzly Bears", True), ("Vampire Nighthawk", False)])
def test_105_2_701_19c_destroy_target_nonblack_creature_it_can_t_be_regenerated_malice(
    creature: str, destroyed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    target = put(game, creature, owner="Bob")
    malice = put(game, "Spite // Malice", Zone.HAND)
    if not destroyed:
        with pytest.raises(IllegalAction):
            casting.cast(game, malice.id, side="right", targets=[target.id])
        return
    casting.cast(game, malice.id, side="right", targets=[target.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == [creature]


def test_105_2b_search_for_a_multicolored_card_demand() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Fire // Ice", "Grizzly Bears"):  # Fire // Ice is red and blue
        put(game, name, Zone.LIBRARY)
    demand = put(game, "Supply // Demand", Zone.HAND)
    casting.cast(game, demand.id, side="right")
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Fire // Ice"]
