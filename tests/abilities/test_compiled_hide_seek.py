"""Hide // Seek (issue 17, split): "Put target artifact or enchantment on the
bottom of its owner's library." (401.5, 400.7) and "Search target opponent's
library for a card and exile it. You gain life equal to its mana value. Then
that player shuffles." (701.23a, 119.2, 608.2h: the card exiled this way)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import card, names, put

HIDE_SEEK = "Hide // Seek"


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_401_5_hide_puts_an_enchantment_on_the_bottom_of_its_owner_s_library() -> None:
    assert card_coverage(card(HIDE_SEEK)).implemented
    game = _game()
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    anthem = put(game, "Glorious Anthem", owner="Bob")
    hide = put(game, HIDE_SEEK, Zone.HAND)
    casting.cast(game, hide.id, side=Side.LEFT, targets=[anthem.id])
    resolving.resolve(game)
    library = game.objects(Zone.LIBRARY, "Bob")
    assert [o.card.name for o in library] == ["Island", "Glorious Anthem"]  # the bottom (401.5)


def test_119_2_seek_exiles_a_card_of_the_opponent_s_library_and_gains_its_mana_value() -> None:
    game = _game()
    for name in ("Island", "Shivan Dragon", "Forest"):
        put(game, name, Zone.LIBRARY, owner="Bob")
    dragon = next(o for o in game.objects(Zone.LIBRARY, "Bob") if o.card.name == "Shivan Dragon")
    seek = put(game, HIDE_SEEK, Zone.HAND)
    casting.cast(game, seek.id, side=Side.RIGHT, targets=["Bob"])
    game.answering = Answering([(f"#{int(dragon.id)}",)])
    resolving.resolve(game)
    assert names(game, Zone.EXILE, "Bob") == ["Shivan Dragon"]
    assert game.player("Alice").life == 26  # mana value 6
    assert sorted(o.card.name for o in game.objects(Zone.LIBRARY, "Bob")) == ["Forest", "Island"]


def test_701_23b_seek_of_an_empty_library_finds_nothing_and_gains_nothing() -> None:
    game = _game()
    seek = put(game, HIDE_SEEK, Zone.HAND)
    casting.cast(game, seek.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Alice").life == 20 and not game.objects(Zone.EXILE)
