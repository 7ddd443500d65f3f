"""Compiled "Whenever a creature enters the battlefield this turn, you may
draw a card." (Beck, the left half of Beck // Call; issue 17): a delayed
triggered ability with a stated duration (603.7c), made as the spell
resolves (603.7a), triggering each time a creature enters (603.6a) until
the turn ends (514.2), controlled by the spell's controller (603.7d)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities import triggers
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.delayed import DelayedWhen
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

BECK = "Whenever a creature enters the battlefield this turn, you may draw a card."


def _hand(game: Game, player: str = "Alice") -> int:
    return len(game.objects(Zone.HAND, player))


def _beck_resolved(game: Game) -> None:
    """Alice casts Beck and it resolves: the delayed ability waits."""
    for _ in range(5):
        put(game, "Island", Zone.LIBRARY)
    beck = put(game, "Beck // Call", Zone.HAND)
    casting.cast(game, beck.id, side=Side.LEFT)
    resolving.resolve(game)


def test_603_7c_the_line_compiles_to_a_spell_making_a_delayed_ability_that_repeats() -> None:
    ability = compile_line("Beck", BECK, spell=True)
    assert isinstance(ability, SpellAbility)
    (part,) = ability.delayed
    assert part.when is DelayedWhen.CREATURE_ENTERS_THIS_TURN and part.when.repeats


def test_603_7c_only_a_creature_and_no_it() -> None:
    # "another" has no source to be other than; "it" would need the entering creature noted
    assert compile_line("Beck", BECK.replace("a creature", "another creature"), spell=True) is None
    assert compile_line("Beck", BECK.replace("a creature", "a land"), spell=True) is None
    line = "Whenever a creature enters the battlefield this turn, return it to its owner's hand."
    assert compile_line("Beck", line, spell=True) is None
    # the trigger's words without "this turn" are still a triggered ability of a permanent
    assert compile_line("Beck", BECK.replace(" this turn", "")) is not None


def test_603_7c_beck_draws_a_card_each_time_a_creature_enters_this_turn() -> None:
    game = Game(["Alice", "Bob"])
    _beck_resolved(game)
    (waiting,) = game.delayed_triggers
    assert waiting.controller == "Alice" and waiting.until is Duration.END_OF_TURN
    assert _hand(game) == 0
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    resolving.resolve(game)  # the Bears enter: the ability triggers
    (on_stack,) = game.objects(Zone.STACK)
    assert on_stack.controller == "Alice"  # 603.7d
    resolving.resolve(game)
    assert _hand(game) == 1
    giant = put(game, "Hill Giant", Zone.HAND, owner="Bob")  # 603.6a: any player's creature
    moves.move(game, giant.id, Zone.BATTLEFIELD)
    resolving.resolve_all(game)
    assert _hand(game) == 2 and _hand(game, "Bob") == 0
    assert len(game.delayed_triggers) == 1  # 603.7c: still waiting, it triggers each time


def test_603_6a_a_land_entering_does_not_trigger_it() -> None:
    game = Game(["Alice", "Bob"])
    _beck_resolved(game)
    moves.move(game, put(game, "Forest", Zone.HAND).id, Zone.BATTLEFIELD)
    assert triggers.put_on_stack(game) == [] and game.objects(Zone.STACK) == []
    assert _hand(game) == 0


def test_603_7c_two_creatures_entering_at_once_trigger_it_twice_call() -> None:
    game = Game(["Alice", "Bob"])
    _beck_resolved(game)
    call = put(game, "Beck // Call", Zone.HAND)
    casting.cast(game, call.id, side=Side.RIGHT)  # four 1/1 Birds
    resolving.resolve(game)
    assert len(game.objects(Zone.STACK)) == 4
    resolving.resolve_all(game)
    assert _hand(game) == 4


def test_514_2_it_ends_with_the_turn() -> None:
    game = Game(["Alice", "Bob"])
    _beck_resolved(game)
    turns.next_turn(game)
    assert game.delayed_triggers == ()
    moves.move(game, put(game, "Grizzly Bears", Zone.HAND).id, Zone.BATTLEFIELD)
    assert game.objects(Zone.STACK) == [] and _hand(game) == 0


def test_603_7_the_waiting_ability_survives_a_save() -> None:
    game = Game(["Alice", "Bob"])
    _beck_resolved(game)
    text = dumps(game)
    loaded = loads(text)
    assert loaded == game and dumps(loaded) == text
    moves.move(loaded, put(loaded, "Grizzly Bears", Zone.HAND).id, Zone.BATTLEFIELD)
    resolving.resolve_all(loaded)
    assert _hand(loaded) == 1


def test_609_3_played_through_the_game_alice_may_decline_the_draw() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    beck = put(game, "Beck // Call", Zone.HAND)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    game.apply(Cast("Alice", beck.id, side=Side.LEFT))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # Beck resolves
    game.apply(Cast("Alice", bears.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))  # the Bears enter; the ability goes on the stack
    assert len(game.objects(Zone.STACK)) == 1
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.key == "may"
    game.apply(Choose("Alice", ("no",)))
    assert _hand(game) == 0 and len(game.objects(Zone.LIBRARY, "Alice")) == 3
