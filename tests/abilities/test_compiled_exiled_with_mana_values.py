"""Compiled "{1}, {T}: Draw a card, then exile a card from your hand. If
cards with five or more different mana values are exiled with ~, you gain 5
life, untap ~, and transform it." (Azor's Gateway // Sanctum of the Sun; CR
608.2d, 406.2, 607.2a, 202.3, 701.27a, issue 17): the card exiled is its
controller's choice, linked to the Gateway; the mana values counted are
those of the cards still exiled with this very permanent."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import activating, moves, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import names, put

GATEWAY = "Azor's Gateway // Sanctum of the Sun"


def _game(hand: list[str]) -> tuple[Game, GameObject]:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    for _ in range(8):
        put(game, "Island", Zone.LIBRARY)  # mana value 0, drawn one at a time
    for name in hand:
        put(game, name, Zone.HAND)
    return game, put(game, GATEWAY, controlled_since=0)


def _activate(game: Game, gateway: GameObject, exiled: str) -> None:
    """The Gateway untapped, its ability activated and resolved, ``exiled``
    chosen from the hand."""
    found = game.get(gateway.id)
    game.replace(found._replace(status=found.status._replace(tapped=False)))
    (card,) = [o for o in game.objects(Zone.HAND, "Alice") if o.card.name == exiled][:1]
    activating.activate(game, gateway.id, 1)
    game.answering = Answering([(f"#{int(card.id)}",)])
    resolving.resolve(game)


def test_607_2a_five_different_mana_values_gain_5_life_untap_and_transform_azors_gateway() -> None:
    hand = ["Ornithopter", "Opt", "Grizzly Bears", "Hill Giant", "Divination"]  # 0, 1, 2, 4, 3
    game, gateway = _game(hand)
    for name in hand[:4]:
        _activate(game, gateway, name)
        assert game.characteristics(gateway.id).name == "Azor's Gateway"
    assert game.player("Alice").life == 20
    _activate(game, gateway, "Divination")
    assert game.characteristics(gateway.id).name == "Sanctum of the Sun"
    assert game.player("Alice").life == 25 and not game.get(gateway.id).status.tapped
    assert sorted(names(game, Zone.EXILE)) == sorted(hand)


def test_202_3_the_same_mana_value_twice_counts_once_azors_gateway() -> None:
    hand = ["Ornithopter", "Opt", "Shock", "Grizzly Bears", "Hill Giant"]  # 0, 1, 1, 2, 4
    game, gateway = _game(hand)
    for name in hand:
        _activate(game, gateway, name)
    assert game.characteristics(gateway.id).name == "Azor's Gateway"
    assert game.player("Alice").life == 20


def test_400_7_a_card_that_left_exile_no_longer_counts_azors_gateway() -> None:
    hand = ["Ornithopter", "Opt", "Grizzly Bears", "Hill Giant", "Divination"]
    game, gateway = _game(hand)
    for name in hand[:4]:
        _activate(game, gateway, name)
    (bears,) = [o for o in game.objects(Zone.EXILE) if o.card.name == "Grizzly Bears"]
    moves.move(game, bears.id, Zone.HAND)  # back to the hand, a new object
    _activate(game, gateway, "Divination")
    assert game.characteristics(gateway.id).name == "Azor's Gateway"


def test_607_2a_cards_exiled_by_another_effect_don_t_count_azors_gateway() -> None:
    hand = ["Ornithopter", "Opt", "Grizzly Bears", "Divination"]
    game, gateway = _game(hand)
    put(game, "Hill Giant", Zone.EXILE)  # exiled, but not with the Gateway
    for name in hand:
        _activate(game, gateway, name)
    assert game.characteristics(gateway.id).name == "Azor's Gateway"
