"""Compiled replacement effects of other permanents on how a permanent
enters (614.1c, 614.12): "Colorless creatures you control enter with two
additional +1/+1 counters on them", read of what the entering permanent
would be on the battlefield, whatever puts it there (a card, a face-down
permanent: colorless, 708.2)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from tests.rules.builders import card, put


def plus_ones(game: Game, obj_id: int) -> int:
    return game.get(obj_id).status.counter("+1/+1")


def test_614_1c_curator_beastie_colorless_creatures_you_control_enter_with_two_counters() -> None:
    assert card_coverage(card("Curator Beastie")).missing == ()
    game = Game(["Alice", "Bob"])
    put(game, "Curator Beastie")
    for name, owner in (("Ornithopter", "Alice"), ("Grizzly Bears", "Alice"), ("Ornithopter", "Bob")):
        moves.put_onto_battlefield(game, put(game, name, Zone.HAND, owner=owner).id)
    entered = {(o.card.name, game.controller(o)): o for o in game.objects(Zone.BATTLEFIELD)}
    assert plus_ones(game, entered["Ornithopter", "Alice"].id) == 2  # colorless, hers
    assert game.characteristics(game.get(entered["Ornithopter", "Alice"].id)).power == "2"
    assert plus_ones(game, entered["Grizzly Bears", "Alice"].id) == 0  # green
    assert plus_ones(game, entered["Ornithopter", "Bob"].id) == 0  # not hers


def test_614_12_708_2_curator_beastie_s_manifested_dread_is_colorless_and_gets_them() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    beastie = put(game, "Curator Beastie", Zone.HAND)
    moves.put_onto_battlefield(game, beastie.id)
    assert plus_ones(game, game.objects(Zone.BATTLEFIELD)[0].id) == 0  # green itself
    game.answering = Answering([], then_default=True)
    resolving.resolve(game)  # manifest dread: a face-down 2/2, colorless (708.2a)
    game.answering = None
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert plus_ones(game, down.id) == 2
    value = game.characteristics(game.get(down.id))
    assert (value.power, value.toughness) == ("4", "4")
