"""Compiled tokens with an ability in quotation marks (CR 111.4, 113.1a,
issue 17): "create a 0/1 black Wizard creature token with "Whenever you
cast a noncreature spell, this token deals 1 damage to each opponent.""
(Mage Siege). The quoted text is the token's own line of text, kept as
written ("this token" is the token), and the line counts as read only if
the engine reads the quoted ability too."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line, normalize
from mtgfaces.rules.actions import casting, moves, resolving
from mtgfaces.rules.coverage import unimplemented
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put

SIEGE = (
    'Create a 0/1 black Wizard creature token with "Whenever you cast a noncreature spell, '
    'this token deals 1 damage to each opponent."'
)


def test_113_1a_a_quoted_ability_is_kept_as_written_when_the_line_is_normalized() -> None:
    assert normalize("Mage Siege", SIEGE) == (
        'create a 0/1 black Wizard creature token with "Whenever you cast a noncreature spell, '
        'this token deals 1 damage to each opponent".'
    )


def test_111_4_113_1a_the_token_has_the_quoted_ability_and_it_triggers_mage_siege() -> None:
    game = Game(["Alice", "Bob"])
    lindblum = put(game, "Lindblum, Industrial Regency // Mage Siege", Zone.HAND)
    casting.cast(game, lindblum.id, side=Side.ADVENTURE)
    resolving.resolve(game)
    (wizard,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Wizard Token"]
    value = game.characteristics(wizard)
    assert (value.power, value.toughness, value.subtypes) == ("0", "1", ("Wizard",))
    assert value.abilities == (
        "Whenever you cast a noncreature spell, this token deals 1 damage to each opponent.",
    )
    assert unimplemented(game, wizard) == []
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)  # a noncreature spell: the token's trigger
    resolving.resolve(game)
    assert game.player("Bob").life == 19


def test_113_1a_a_token_whose_quoted_ability_isn_t_read_isn_t_either() -> None:
    line = 'Create a 1/1 green Elf creature token with "This creature can fly over walls on Tuesdays."'
    assert compile_line("Somebody", line, spell=True) is None


def test_111_4_the_bird_token_gets_1_0_when_a_land_enters_sidequest_raise_a_chocobo() -> None:
    game = Game(["Alice", "Bob"])
    sidequest = put(game, "Sidequest: Raise a Chocobo // Black Chocobo", Zone.HAND)
    moves.put_onto_battlefield(game, sidequest.id)
    resolving.resolve(game)
    (bird,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == "Bird Token"]
    forest = put(game, "Forest", Zone.HAND)
    moves.put_onto_battlefield(game, forest.id)
    resolving.resolve(game)
    assert game.characteristics(bird.id).power == "3"
    assert "Bird Token" in names(game, Zone.BATTLEFIELD, "Alice")
