"""Compiled "When you sacrifice ~ / a Clue" (CR 701.21a, 603.2, 603.10a,
issue 17): a sacrifice, by a cost or an effect, is one action
(``moves.sacrifice``) that records who sacrificed what. Daring Sleuth,
Biolume Egg, Disturbing Mirth."""

from __future__ import annotations

import pytest
from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler.tokens import token_card
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import activating, moves, resolving, turns
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put


def _clue(game: Game, player: str = "Alice") -> int:
    return int(create_token(game, token_card(Tree("predefined_token", [Token("TYPE", "Clue")])), player).id)


def test_701_21a_when_you_sacrifice_a_clue_transform_daring_sleuth() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    sleuth = put(game, "Daring Sleuth // Bearer of Overwhelming Truths")
    clue = _clue(game)
    activating.activate(game, clue)  # {2}, Sacrifice this artifact: Draw a card.
    assert [e.player for e in game.log if e.kind is EventKind.SACRIFICED] == ["Alice"]
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.get(sleuth.id).status.up is Side.BACK


@pytest.mark.parametrize("what", ["another artifact", "Bob's Clue"])
def test_603_2_another_sacrifice_doesnt_trigger_daring_sleuth(what: str) -> None:
    game = Game(["Alice", "Bob"])
    sleuth = put(game, "Daring Sleuth // Bearer of Overwhelming Truths")
    gone = put(game, "Ornithopter") if what == "another artifact" else game.get(_clue(game, "Bob"))
    moves.sacrifice(game, gone.id if not isinstance(gone, int) else ObjectId(gone))
    assert not game.objects(Zone.STACK)
    assert game.get(sleuth.id).status.up is Side.FRONT


def test_603_10a_when_you_sacrifice_it_return_it_transformed_at_the_next_end_step_biolume_egg() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    egg = put(game, "Biolume Egg // Biolume Serpent")
    moves.sacrifice(game, egg.id)
    resolving.resolve(game)  # the delayed ability waits for the next end step
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Biolume Egg // Biolume Serpent"]
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    (serpent,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert game.characteristics(serpent).name == "Biolume Serpent"


def test_701_21a_destroyed_is_not_sacrificed_biolume_egg() -> None:
    from mtgfaces.rules.actions.regeneration import destroy

    game = Game(["Alice", "Bob"])
    egg = put(game, "Biolume Egg // Biolume Serpent")
    destroy(game, egg.id)
    assert not game.objects(Zone.STACK)


def test_701_21a_when_you_sacrifice_it_manifest_dread_disturbing_mirth() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Island", "Forest"):
        put(game, name, Zone.LIBRARY)
    mirth = put(game, "Disturbing Mirth")
    moves.sacrifice(game, mirth.id)
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert manifested.is_face_down


def test_701_21a_only_a_permanent_is_sacrificed_and_a_refusal_changes_nothing() -> None:
    from mtgfaces.errors import IllegalAction
    from mtgfaces.rules import save

    game = Game(["Alice", "Bob"])
    egg = put(game, "Biolume Egg // Biolume Serpent", Zone.HAND)
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as refused:
        moves.sacrifice(game, egg.id)
    assert refused.value.rule == "701.21a" and save.dumps(game) == before
