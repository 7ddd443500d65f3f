"""Playing the cards hideaway exiled (CR 702.75a, 607.2a, 118.9), compiled:
Evercoat Ursine's "Whenever ~ deals combat damage to a player, if there are
cards exiled with it, you may play one of them without paying its mana
cost." and Wiretapping's "Whenever you draw your first card during each of
your draw steps, draw a card. Then if you have nine or more cards in hand,
you may play the exiled card without paying its mana cost." (121.1, 504.1).
Played with the real cards."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import casting, combat, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put

URSINE = "Evercoat Ursine"
WIRETAPPING = "Wiretapping"


def _ursine_hid_two(game: Game) -> int:
    """Evercoat Ursine cast with Lightning Bolt and Shock on top of each three
    cards looked at: its two hideaway 3 abilities exile them face down."""
    for card in ("Lightning Bolt", "Island", "Forest", "Shock", "Swamp", "Mountain", "Plains"):
        put(game, card, Zone.LIBRARY)
    ursine = put(game, URSINE, Zone.HAND)
    casting.cast(game, ursine.id)
    resolving.resolve(game)  # it enters: hideaway 3, twice
    resolving.resolve_all(game)  # the referee hides the first card each time
    (entered,) = game.find(URSINE, [Zone.BATTLEFIELD])
    game.replace(entered._replace(status=entered.status._replace(controlled_since=0)))
    return int(entered.id)


def _attack_bob(game: Game, attacker: int) -> None:
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [attacker], defending="Bob")
    combat.combat_damage(game)


def test_607_2a_702_75a_the_ursine_hides_two_cards_only_its_controller_sees() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _ursine_hid_two(game)
    hidden = game.objects(Zone.EXILE)
    assert sorted(o.card.name for o in hidden) == ["Lightning Bolt", "Shock"]
    assert all(o.is_face_down and may_look(game, o, "Alice") and not may_look(game, o, "Bob") for o in hidden)


def test_118_9_607_2a_combat_damage_plays_one_of_the_cards_exiled_with_it_free() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    ursine = _ursine_hid_two(game)
    _attack_bob(game, ursine)
    assert game.player("Bob").life == 14  # 6 trample damage
    resolving.resolve(game)  # the trigger: one of the two is chosen and cast, free
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Lightning Bolt"]
    (left,) = game.objects(Zone.EXILE)
    assert left.card.name == "Shock" and left.is_face_down  # the other stays hidden
    resolving.resolve(game)
    _attack_again(game, ursine)
    resolving.resolve(game)  # the one still exiled with it
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Shock"]


def _attack_again(game: Game, ursine: int) -> None:
    game.set_turn(Turn("Alice", Step.MAIN1, number=5))
    permanent = game.get(ObjectId(ursine))
    game.replace(permanent._replace(status=permanent.status._replace(tapped=False)))
    _attack_bob(game, ursine)


def test_603_4_no_card_exiled_with_it_the_ursine_doesnt_trigger() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Lightning Bolt", Zone.EXILE)  # exiled, but not with it (607.2a)
    ursine = put(game, URSINE, controlled_since=0)  # put there: no hideaway
    _attack_bob(game, int(ursine.id))
    assert game.player("Bob").life == 14 and not game.objects(Zone.STACK)


def _wiretapping(game: Game, hand: int) -> None:
    """Wiretapping cast with Lightning Bolt on top (Hideaway 5 hides it),
    then ``hand`` cards in Alice's hand and cards to draw."""
    for card in ("Lightning Bolt", "Island", "Forest", "Swamp", "Mountain"):
        put(game, card, Zone.LIBRARY)
    tapping = put(game, WIRETAPPING, Zone.HAND)
    casting.cast(game, tapping.id)
    resolving.resolve(game)  # it enters: Hideaway 5
    resolving.resolve(game)
    for _ in range(hand):
        put(game, "Plains", Zone.HAND)
    for _ in range(4):
        put(game, "Wastes", Zone.LIBRARY)


@pytest.mark.parametrize(("hand", "plays"), [(7, True), (6, False)])
def test_504_1_121_1_the_first_draw_of_your_draw_step_draws_another_then_nine_cards_play_it(
    hand: int, plays: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _wiretapping(game, hand)
    game.set_turn(Turn("Alice", Step.UPKEEP, number=5))
    turns.set_step(game, Step.DRAW)  # the turn-based draw (504.1): the ability triggers
    assert len(game.objects(Zone.STACK)) == 1
    resolving.resolve(game)  # draw a card (a second draw: no trigger), then nine or more?
    assert len(game.objects(Zone.HAND, "Alice")) == hand + 2
    stacked = [o.card.name for o in game.objects(Zone.STACK)]
    assert stacked == (["Lightning Bolt"] if plays else [])
    assert names(game, Zone.EXILE) == ([] if plays else ["Lightning Bolt"])


def test_121_1_a_card_drawn_outside_your_draw_step_doesnt_trigger_it() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _wiretapping(game, 0)
    turns.draw(game, "Alice")  # a draw in the main phase
    assert not game.objects(Zone.STACK)
    for _ in range(2):
        put(game, "Wastes", Zone.LIBRARY, owner="Bob")
    game.set_turn(Turn("Bob", Step.UPKEEP, number=4))
    turns.set_step(game, Step.DRAW)  # Bob's draw step, not Alice's
    assert not game.objects(Zone.STACK)
