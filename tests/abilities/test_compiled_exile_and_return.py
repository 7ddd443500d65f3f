"""Compiled "Exile ~, then return it to the battlefield [transformed under
its owner's control]" (CR 400.7, 712.14a, 110.2a, issue 17): Jill, Shiva's
Dominant transforms into a Saga, whose last chapter returns it front face up
(its "(front face up)" is reminder text, 207.2: a transforming card enters
front face up by default). A legendary card may call itself by its short
name even before a comma ("Exile Jill, then ...", 201.5c)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import activating, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.sagas import LORE
from tests.rules.builders import put

JILL = "Jill, Shiva's Dominant // Shiva, Warden of Ice"


def test_201_5c_712_14a_exile_jill_then_return_it_transformed_jill_shivas_dominant() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    jill = put(game, JILL, controlled_since=0)
    activating.activate(game, jill.id)  # {3}{U}{U}, {T}: Exile Jill, then return it transformed
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    (shiva,) = game.objects(Zone.BATTLEFIELD, "Alice")
    assert shiva.id != jill.id and shiva.status.up is Side.BACK  # a new object (400.7)
    assert game.characteristics(shiva).name == "Shiva, Warden of Ice"
    assert shiva.status.counter(LORE) == 1  # 714.3a: a Saga entering gets its first lore counter


def test_712_14a_chapter_iii_taps_their_lands_then_returns_it_front_face_up_shiva() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.DRAW, number=5))
    shiva = put(game, JILL, up=Side.BACK, counters=((LORE, 2),))
    forest = put(game, "Forest", owner="Bob")
    mine = put(game, "Island")
    turns.set_step(game, Step.MAIN1)  # 714.3c: chapter III
    resolving.resolve(game)
    assert game.get(forest.id).status.tapped and not game.get(mine.id).status.tapped
    (jill,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == JILL]
    assert jill.id != shiva.id and jill.status.up is Side.FRONT
    assert game.characteristics(jill).name == "Jill, Shiva's Dominant"
