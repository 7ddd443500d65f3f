"""Compiled "Each opponent chooses a creature they control. You gain control
of those creatures." (Riches, the aftermath half of Rags // Riches; issue
17): each opponent chooses as it resolves (608.2d), in turn order from the
active player (101.4), not a target (115.1: hexproof doesn't matter); the
caster gains control of them with no end (613.1b, 611.2a)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

LINE = "Each opponent chooses a creature they control. You gain control of those creatures."
CARD = "Rags // Riches"


def _cast_riches(game: Game) -> None:
    riches = put(game, CARD, Zone.GRAVEYARD)  # aftermath: cast from the graveyard (702.127a)
    casting.cast(game, riches.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)


def _controller(game: Game, obj: GameObject) -> str:
    return game.controller(game.get(obj.id))


def test_608_2d_the_line_compiles_without_targets() -> None:
    ability = compile_line("Riches", LINE, spell=True)
    assert isinstance(ability, SpellAbility) and ability.targets is None
    assert compile_line("Riches", LINE.replace("a creature", "an artifact"), spell=True) is None


def test_613_1b_riches_takes_the_creature_each_opponent_chooses_for_good() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = put(game, "Grizzly Bears", owner="Bob")
    giant = put(game, "Hill Giant", owner="Bob")
    mine = put(game, "Grizzly Bears")
    _cast_riches(game)
    game.answering = Answering([(f"#{int(giant.id)}",)])
    resolving.resolve(game)
    game.answering = None
    assert _controller(game, giant) == "Alice" and _controller(game, bears) == "Bob"
    assert _controller(game, mine) == "Alice"
    turns.next_turn(game)  # 611.2a: no end
    assert _controller(game, giant) == "Alice"


def test_115_1_a_hexproof_creature_can_be_chosen_it_is_no_target() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    scout = put(game, "Gladecover Scout", owner="Bob")  # hexproof
    _cast_riches(game)
    resolving.resolve(game)
    assert _controller(game, scout) == "Alice"


def test_101_4_each_opponent_chooses_in_turn_order_from_the_active_player() -> None:
    game = PlayableGame(["Alice", "Bob", "Carol"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = [put(game, "Grizzly Bears", owner=who) for who in ("Bob", "Carol")]
    giants = [put(game, "Hill Giant", owner=who) for who in ("Bob", "Carol")]
    riches = put(game, CARD, Zone.GRAVEYARD)
    game.apply(Cast("Alice", riches.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD))
    for who in ("Alice", "Bob", "Carol"):
        game.apply(PassPriority(who))
    assert game.choice is not None and game.choice.question.player == "Bob"
    game.apply(Choose("Bob", (f"#{int(bears[0].id)}",)))
    assert game.choice is not None and game.choice.question.player == "Carol"
    game.apply(Choose("Carol", (f"#{int(giants[1].id)}",)))
    assert [_controller(game, o) for o in (*bears, *giants)] == ["Alice", "Carol", "Bob", "Alice"]


def test_608_2d_an_opponent_with_no_creature_chooses_nothing() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    forest = put(game, "Forest", owner="Bob")  # no creature
    bears = put(game, "Grizzly Bears", owner="Carol")
    _cast_riches(game)
    resolving.resolve(game)
    assert _controller(game, bears) == "Alice" and _controller(game, forest) == "Bob"


def test_608_2d_played_through_the_game_the_opponent_answers() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Grizzly Bears", owner="Bob")
    giant = put(game, "Hill Giant", owner="Bob")
    riches = put(game, CARD, Zone.GRAVEYARD)
    game.apply(Cast("Alice", riches.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.player == "Bob"  # Bob chooses, not Alice
    game.apply(Choose("Bob", (f"#{int(giant.id)}",)))
    assert _controller(game, giant) == "Alice"
    assert CARD in [o.card.name for o in game.objects(Zone.EXILE)]  # 702.127a: then exiled
