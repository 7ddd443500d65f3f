"""Compiled "Each opponent returns a nonland permanent they control with the
highest mana value among permanents they control to its owner's hand, then
discards a card." (Dispersal, the right half of Discovery // Dispersal;
issue 17): each opponent chooses among those tied for the highest mana
value (202.3, 608.2d), in turn order from the active player (101.4), not
a target (115.1); then each discards a card of their choice (701.9a), the
returned one too if they like."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import names, put

CARD = "Discovery // Dispersal"
LINE = (
    "Each opponent returns a nonland permanent they control with the highest mana value among permanents "
    "they control to its owner's hand, then discards a card."
)


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def _cast_dispersal(game: Game) -> None:
    dispersal = put(game, CARD, Zone.HAND)
    casting.cast(game, dispersal.id, side=Side.RIGHT)


def test_608_2d_the_line_compiles_without_targets() -> None:
    ability = compile_line("Dispersal", LINE, spell=True)
    assert isinstance(ability, SpellAbility) and ability.targets is None


def test_202_3_the_highest_mana_value_returns_then_a_card_is_discarded() -> None:
    game = _game()
    put(game, "Hill Giant", owner="Bob")  # mana value 4
    put(game, "Grizzly Bears", owner="Bob")  # 2
    put(game, "Forest", owner="Bob")
    mine = put(game, "Hill Giant")  # Alice's: not an opponent's
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    _cast_dispersal(game)
    game.answering = Answering([(f"#{int(shock.id)}",)])  # the Giant is the one to return: not asked
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Bob") == ["Hill Giant"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shock"]
    assert sorted(names(game, Zone.BATTLEFIELD, "Bob")) == ["Forest", "Grizzly Bears"]
    assert game.get(mine.id).zone is Zone.BATTLEFIELD


def test_701_9a_the_returned_card_may_be_the_one_discarded() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Hill Giant", owner="Bob")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    dispersal = put(game, CARD, Zone.HAND)
    game.apply(Cast("Alice", dispersal.id, side=Side.RIGHT))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.key == "discard"
    (returned,) = [o for o in game.choice.question.options if o != f"#{int(shock.id)}"]  # the Giant, in hand
    game.apply(Choose("Bob", (returned,)))
    assert names(game, Zone.HAND, "Bob") == ["Shock"] and names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]


def test_608_2d_among_permanents_tied_for_the_highest_the_opponent_chooses() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    first = put(game, "Hill Giant", owner="Bob")
    second = put(game, "Hill Giant", owner="Bob")
    put(game, "Grizzly Bears", owner="Bob")
    dispersal = put(game, CARD, Zone.HAND)
    game.apply(Cast("Alice", dispersal.id, side=Side.RIGHT))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.player == "Bob"
    assert set(game.choice.question.options) == {f"#{int(first.id)}", f"#{int(second.id)}"}
    game.apply(Choose("Bob", (f"#{int(second.id)}",)))
    while game.choice is not None:  # the discard: the Giant just returned is the only card
        game.apply(Choose("Bob", game.choice.question.options[:1]))
    assert game.get(first.id).zone is Zone.BATTLEFIELD
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Hill Giant"]


def test_608_2d_with_no_nonland_permanent_nothing_returns_but_a_card_is_discarded() -> None:
    game = _game()
    forest = put(game, "Forest", owner="Bob")
    put(game, "Shock", Zone.HAND, owner="Bob")
    _cast_dispersal(game)
    resolving.resolve(game)
    assert game.get(forest.id).zone is Zone.BATTLEFIELD
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Shock"]
