"""Compiled "If [condition], [effects] instead." (CR 608.2c: done in place of
the sentence before) and "each opponent and each creature they control"
(issue 17: Delayed Blast Fireball, foretold: 702.143a, cast from exile)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.actions.foretelling import foretell
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


@pytest.mark.parametrize(("from_exile", "damage"), [(False, 2), (True, 5)])
def test_608_2c_if_cast_from_exile_it_deals_5_instead_delayed_blast_fireball(
    from_exile: bool, damage: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    theirs = put(game, "Craw Wurm", owner="Bob")
    mine = put(game, "Craw Wurm")  # Alice's: not dealt damage
    fireball = put(game, "Delayed Blast Fireball", Zone.HAND)
    if from_exile:
        foretell(game, fireball.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (fireball,) = game.objects(Zone.EXILE, "Alice")
    casting.cast(game, fireball.id, from_zone=Zone.EXILE if from_exile else Zone.HAND)
    resolving.resolve(game)
    assert game.player("Bob").life == 20 - damage and game.player("Alice").life == 20
    assert game.get(theirs.id).status.damage == damage
    assert game.get(mine.id).status.damage == 0


def test_608_2c_instead_with_no_sentence_before_is_not_read() -> None:
    assert compile_line("Test", "If you control a Demon, draw two cards instead.", spell=True) is None


@pytest.mark.parametrize(("foretold", "angels"), [(False, 1), (True, 3)])
def test_107_3a_if_this_spell_was_foretold_create_x_of_those_tokens_instead_starnheim_unleashed(
    foretold: bool, angels: int
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    spell = put(game, "Starnheim Unleashed", Zone.HAND)
    if foretold:
        foretell(game, spell.id)
        game.set_turn(Turn("Alice", Step.MAIN1, number=4))
        (spell,) = game.objects(Zone.EXILE, "Alice")
        casting.cast(game, spell.id, from_zone=Zone.EXILE, x=3)  # its foretell cost {X}{X}{W}, X=3
    else:
        casting.cast(game, spell.id)
    resolving.resolve(game)
    made = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD, "Alice")]
    assert len(made) == angels
    assert all(v.subtypes == ("Angel", "Warrior") and v.abilities == ("Flying", "Vigilance") for v in made)
