"""A choice the defending player makes among the cards of your graveyard
(CR 608.2d, 508.5, 400.3, 608.2h): O-Kagachi Made Manifest's "Whenever ~
attacks, defending player chooses a nonland card in your graveyard. Return
that card to your hand. ~ gets +X/+0 until end of turn, where X is the mana
value of that card." """

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import combat, resolving
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

KAMI_WAR = "The Kami War // O-Kagachi Made Manifest"


def _board(*graveyard: str) -> tuple[Game, GameObject, list[GameObject]]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    dragon = put(game, KAMI_WAR, up=Side.BACK, controlled_since=0)
    assert not lines_not_run(game.characteristics(dragon.id))
    cards = [put(game, name, Zone.GRAVEYARD) for name in graveyard]
    put(game, "Serra Angel", Zone.GRAVEYARD, owner="Bob")  # not in Alice's graveyard
    combat.attack(game, [dragon.id], defending="Bob")
    return game, dragon, cards


def _power(game: Game, dragon: GameObject) -> int:
    return int(game.characteristics(dragon.id).power or 0)


def test_608_2d_the_defending_player_chooses_and_x_is_that_cards_mana_value() -> None:
    game, dragon, (angel, _, opt) = _board("Serra Angel", "Island", "Opt")
    base = _power(game, dragon)
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert question.player == "Bob"  # the defending player (508.5), not the controller
    assert sorted(question.options) == sorted([f"#{int(angel.id)}", f"#{int(opt.id)}"])  # nonland, Alice's
    game.answering = Answering([(f"#{int(opt.id)}",)])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Opt"]
    assert _power(game, dragon) == base + 1  # Opt's mana value


def test_608_2h_the_mana_value_of_the_card_returned() -> None:
    game, dragon, _ = _board("Serra Angel")
    base = _power(game, dragon)
    resolving.resolve_all(game)
    assert names(game, Zone.HAND, "Alice") == ["Serra Angel"]
    assert _power(game, dragon) == base + 5


def test_608_2d_no_nonland_card_nothing_returned_and_x_is_0() -> None:
    game, dragon, _ = _board("Island")
    base = _power(game, dragon)
    resolving.resolve_all(game)
    assert names(game, Zone.HAND, "Alice") == []
    assert _power(game, dragon) == base
