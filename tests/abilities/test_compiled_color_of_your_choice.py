"""Compiled "Target spell or permanent becomes the color of your choice until
end of turn." (Illusion, the left half of Illusion // Reality; issue 17): a
target on the stack or the battlefield (115.1), a color chosen as it
resolves (608.2d) that replaces the object's colors (105.3) in layer 5
(613.1e) until end of turn (611.2a, 514.2)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

LINE = "Target spell or permanent becomes the color of your choice until end of turn."


def _illusion(game: Game, target: object, color: str) -> None:
    illusion = put(game, "Illusion // Reality", Zone.HAND)
    casting.cast(game, illusion.id, side=Side.LEFT, targets=(target,))
    game.answering = Answering([(color,)])
    resolving.resolve(game)
    game.answering = None


def test_115_1_the_line_compiles_with_a_spell_or_permanent_target() -> None:
    ability = compile_line("Illusion", LINE, spell=True)
    assert isinstance(ability, SpellAbility) and ability.targets is not None
    wanted = ability.targets.filter
    assert wanted is not None and wanted.zone is Zone.BATTLEFIELD and wanted.also_zone is Zone.STACK
    assert wanted.not_types == ()  # lands too, unlike "spell or nonland permanent"


def test_105_3_613_1e_a_permanent_becomes_the_chosen_color_until_end_of_turn() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", owner="Bob")
    assert game.characteristics(bears.id).colors == (Color.GREEN,)
    _illusion(game, bears.id, "red")
    assert game.characteristics(bears.id).colors == (Color.RED,)  # replaces green (105.3)
    turns.next_turn(game)  # 514.2
    assert game.characteristics(bears.id).colors == (Color.GREEN,)


def test_105_3_a_land_is_a_permanent_too_and_becomes_colored() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest")
    _illusion(game, forest.id, "black")
    assert game.characteristics(forest.id).colors == (Color.BLACK,)


def test_115_1_a_spell_on_the_stack_becomes_the_chosen_color() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=("Alice",))
    (spell,) = game.objects(Zone.STACK)
    _illusion(game, spell.id, "white")
    assert game.characteristics(spell.id).colors == (Color.WHITE,)


def test_115_1_a_card_in_a_graveyard_is_no_legal_target_and_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    dead = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    illusion = put(game, "Illusion // Reality", Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        casting.cast(game, illusion.id, side=Side.LEFT, targets=(dead.id,))
    assert dumps(game) == before


def test_608_2d_played_through_the_game_the_caster_chooses_the_color() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = put(game, "Grizzly Bears", owner="Bob")
    illusion = put(game, "Illusion // Reality", Zone.HAND)
    game.apply(Cast("Alice", illusion.id, side=Side.LEFT, targets=(bears.id,)))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    assert game.choice is not None and game.choice.question.player == "Alice"
    assert game.choice.question.options == ("white", "blue", "black", "red", "green")
    game.apply(Choose("Alice", ("blue",)))
    assert game.characteristics(bears.id).colors == (Color.BLUE,)
