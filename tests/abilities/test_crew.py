"""Crew (CR 702.122, issue 17): "Crew N" is read as the activated ability
"Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn."
The player chooses the creatures as the cost is paid; too little power is
refused and changes nothing; the Vehicle is a creature until end of turn."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.decisions import Activate, Choose
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_702_122a_crew_n_is_read_as_its_activated_ability() -> None:
    ability = compile_line("Sleek Schooner", "Crew 1")
    assert isinstance(ability, Activated) and ability.cost.crew == 1
    assert str(ability.cost) == "tap other untapped creatures with total power 1 or greater"


def test_702_122a_crewed_it_is_an_artifact_creature_until_end_of_turn_sleek_schooner() -> None:
    game = Game(["Alice", "Bob"])
    schooner = put(game, "Sleek Schooner")
    assert not game.characteristics(schooner.id).has_type("Creature")
    bear = put(game, "Grizzly Bears")  # summoning sick: it may crew all the same (302.6 is about {T})
    activating.activate(game, schooner.id, 1)
    assert game.get(bear.id).status.tapped
    resolving.resolve(game)
    value = game.characteristics(schooner.id)
    assert value.has_type("Creature") and value.has_type("Artifact") and value.power == "4"
    turns.cleanup(game)  # 514.2: "until end of turn" ends
    assert not game.characteristics(schooner.id).has_type("Creature")


def test_702_122a_too_little_power_or_tapped_creatures_can_t_crew_and_nothing_changes() -> None:
    game = Game(["Alice", "Bob"])
    cybership = put(game, "Cybership")  # Crew 4
    put(game, "Grizzly Bears")
    put(game, "Hill Giant", tapped=True)
    put(game, "Hill Giant", owner="Bob")  # not hers
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"too little total power") as refused:
        activating.activate(game, cybership.id, 1)
    assert refused.value.rule == "702.122a" and dumps(game) == before


def test_602_2b_the_player_chooses_the_crew_and_a_crew_too_weak_is_refused() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    cybership = put(game, "Cybership")  # Crew 4
    bear, giant, other = put(game, "Grizzly Bears"), put(game, "Hill Giant"), put(game, "Grizzly Bears")
    crew = next(i for i, a in enumerate(activating.activated_abilities(game, cybership), 1) if a.cost.crew)
    game.apply(Activate("Alice", cybership.id, crew))
    assert game.choice is not None and game.choice.question.key == "crew"
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"total power 2"):
        game.apply(Choose("Alice", (f"#{int(bear.id)}",)))
    assert dumps(game) == before  # still asking
    game.apply(Choose("Alice", (f"#{int(bear.id)}", f"#{int(other.id)}")))
    assert game.get(bear.id).status.tapped and game.get(other.id).status.tapped
    assert not game.get(giant.id).status.tapped
    assert [o.ability is not None for o in game.objects(Zone.STACK)] == [True]


def test_701_26a_tap_two_other_untapped_artifacts_it_becomes_a_creature_bladewheel_chariot() -> None:
    game = Game(["Alice", "Bob"])
    chariot = put(game, "Spring-Loaded Sawblades // Bladewheel Chariot", up=Side.BACK)
    first = put(game, "Sleek Schooner")  # an artifact
    assert not activating.can_activate(game, chariot.id, 1)  # one other artifact isn't two
    second = put(game, "Sleek Schooner")
    activating.activate(game, chariot.id, 1)
    assert game.get(first.id).status.tapped and game.get(second.id).status.tapped
    assert not game.get(chariot.id).status.tapped  # "other": not itself
    resolving.resolve(game)
    assert game.characteristics(chariot.id).has_type("Creature")
