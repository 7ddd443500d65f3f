"""Compiled "that entered the battlefield under your control this turn", a
quality of a filter read from the turn's events (CR 603.6a, 400.7), with
Shaile, Dean of Radiance (the front face of Shaile // Embrose): "{T}: Put a
+1/+1 counter on each creature that entered the battlefield under your
control this turn." Which creatures fit is fixed as the ability resolves
(608.2c); what counts is the control a creature entered under (110.2)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, moves, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import card, put

SHAILE = "Shaile, Dean of Radiance // Embrose, Dean of Shadow"
LINE = "{T}: Put a +1/+1 counter on each creature that entered the battlefield under your control this turn."


def _game() -> tuple[Game, GameObject]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game, put(game, SHAILE, controlled_since=0)


def _enters(game: Game, name: str, under: str = "Alice") -> ObjectId:
    """The card put onto the battlefield now: an event of this turn."""
    outcome = moves.put_onto_battlefield(game, put(game, name, Zone.HAND, owner=under).id, under=under)
    return outcome.new_objects[-1]


def _activate(game: Game, shaile: GameObject) -> None:
    abilities = activating.activated_abilities(game, shaile)
    (index,) = [i for i, a in enumerate(abilities, 1) if "counter" in a.text]
    activating.activate(game, shaile.id, index)
    resolving.resolve(game)


def _counters(game: Game, obj: ObjectId) -> int:
    return game.get(obj).status.counter("+1/+1")


def test_shaile_runs_and_its_line_is_an_activated_ability() -> None:
    assert card_coverage(card(SHAILE)).implemented
    ability = compile_line("Shaile, Dean of Radiance", LINE)
    assert isinstance(ability, Activated)


def test_603_6a_only_creatures_that_entered_this_turn_get_a_counter() -> None:
    game, shaile = _game()
    old = _enters(game, "Hill Giant")
    turns.begin_turn(game)  # Bob's turn
    turns.begin_turn(game)  # Alice's next turn: the Giant entered on an earlier one
    assert game.turn.active == "Alice"
    turns.set_step(game, Step.MAIN1)
    bears = _enters(game, "Grizzly Bears")
    ornithopter = _enters(game, "Ornithopter")
    forest = _enters(game, "Forest")  # entered this turn, but not a creature
    _activate(game, game.get(shaile.id))
    assert _counters(game, bears) == 1 and _counters(game, ornithopter) == 1
    assert _counters(game, old) == 0 and _counters(game, forest) == 0
    assert _counters(game, shaile.id) == 0  # it didn't enter this turn


def test_110_2_it_is_the_control_a_creature_entered_under_that_counts() -> None:
    game, shaile = _game()
    theirs = _enters(game, "Grizzly Bears", under="Bob")
    stolen = _enters(game, "Hill Giant", under="Bob")
    moves.gain_control(game, stolen, "Alice")  # Alice controls it, but it entered under Bob's
    mine = _enters(game, "Ornithopter")
    _activate(game, shaile)
    assert _counters(game, mine) == 1
    assert _counters(game, theirs) == 0 and _counters(game, stolen) == 0


def test_400_7_a_creature_that_left_and_came_back_is_a_new_object_that_entered_this_turn() -> None:
    game, shaile = _game()
    bears = put(game, "Grizzly Bears", controlled_since=0)  # on the battlefield since an earlier turn
    moves.move(game, bears.id, Zone.HAND)
    back = moves.put_onto_battlefield(game, game.objects(Zone.HAND, "Alice")[-1].id).new_objects[-1]
    _activate(game, shaile)
    assert _counters(game, back) == 1
