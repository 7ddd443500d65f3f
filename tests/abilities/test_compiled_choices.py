"""Compiled effects on an object chosen as the ability resolves, not
targeted (CR 608.2d, issue 17): "return a permanent card from your
graveyard to your hand", "put two +1/+1 counters on a creature you
control". The controller chooses among what fits then; hexproof doesn't
matter (not a target, 115.1); with nothing that fits, nothing happens."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Cast, Choose, PassPriority
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put


def test_608_2d_return_a_permanent_card_from_your_graveyard_asks_which_under_the_skin() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bear = put(game, "Grizzly Bears", Zone.GRAVEYARD)
    forest = put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Lightning Bolt", Zone.GRAVEYARD)  # not a permanent card
    put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")  # not hers
    for _ in range(2):
        put(game, "Shock", Zone.LIBRARY)  # for its manifest dread: not permanent cards
    skin = put(game, "Under the Skin", Zone.HAND)
    game.apply(Cast("Alice", skin.id))
    game.apply(PassPriority("Alice"))
    game.apply(PassPriority("Bob"))
    while game.choice is not None and game.choice.question.key != "choose":
        question = game.choice.question  # manifest dread's choice, then "you may"
        game.apply(Choose("Alice", (question.options[0],)))
    assert game.choice is not None
    assert set(game.choice.question.options) == {f"#{int(bear.id)}", f"#{int(forest.id)}"}
    game.apply(Choose("Alice", (f"#{int(forest.id)}",)))
    assert "Forest" in [o.card.name for o in game.objects(Zone.HAND, "Alice")]


def test_608_2d_put_two_counters_on_a_creature_you_control_then_minus_4_finality() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")  # 3/3: 5/5, then 1/1
    bear = put(game, "Grizzly Bears", owner="Bob")
    finality = put(game, "Find // Finality", Zone.HAND)
    casting.cast(game, finality.id, side=Side.RIGHT)
    resolving.resolve(game)  # no one to ask: "you may" yes, the first that fits (the referee's defaults)
    assert game.characteristics(giant.id).power == "1"
    assert game.characteristics(bear.id).power == "-2"


def test_608_2d_with_nothing_that_fits_nothing_is_chosen_finality() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")  # not hers: no counters anywhere
    finality = put(game, "Find // Finality", Zone.HAND)
    casting.cast(game, finality.id, side=Side.RIGHT)
    resolving.resolve(game)
    assert game.get(bear.id).status.counters == ()
    assert game.characteristics(bear.id).power == "-2"


def test_303_4a_701_40a_it_becomes_an_aura_manifests_and_attaches_itself_cloudform() -> None:
    game = Game(["Alice", "Bob"])
    top = put(game, "Lightning Bolt", Zone.LIBRARY)
    cloudform = put(game, "Cloudform", Zone.HAND)
    casting.cast(game, cloudform.id)
    resolving.resolve(game)  # it enters: its trigger goes on the stack
    resolving.resolve(game)
    (aura,) = game.find("Cloudform", [Zone.BATTLEFIELD])
    value = game.characteristics(aura)
    assert "Aura" in value.subtypes and "Enchant creature" in value.abilities
    manifested = game.get(aura.status.attached_to) if isinstance(aura.status.attached_to, int) else None
    assert manifested is not None and manifested.is_face_down and manifested.card is top.card
    assert {"Flying", "Hexproof"} <= set(game.characteristics(manifested).abilities)
