"""Mana that may be spent only on some special actions or on spells cast
face down (CR 106.6): Qarsi Deceiver's "{T}: Add {C}. Spend this mana only
to cast a face-down creature spell, pay a mana cost to turn a manifested
creature face up, or pay a morph cost." (708.4, 701.40b, 702.37e; a
megamorph cost is a morph cost, 702.37b). A payment it can't make is
refused and changes nothing (601.2h)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, faces
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.mana import FACE_DOWN_SPELL, MORPH_COST, Unit, spendable
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put

QARSI = "Qarsi Deceiver"
ONLY = "face-down creature or manifested face up or morph cost"


def _game() -> Game:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    return game


def test_106_6_what_the_restricted_mana_may_pay_for() -> None:
    unit = Unit("C", only=ONLY)
    assert spendable(unit, frozenset({"Creature", FACE_DOWN_SPELL}))
    assert not spendable(unit, frozenset({"Creature"}))  # a creature spell cast face up
    assert spendable(unit, frozenset({MORPH_COST}))
    assert not spendable(unit, None)  # an activated ability
    assert not spendable(Unit("C", only="noncreature"), frozenset({MORPH_COST}))  # not a spell


def test_708_4_qarsi_deceiver_s_mana_pays_for_a_face_down_creature_spell() -> None:
    game = _game()
    qarsi = put(game, QARSI, controlled_since=0)
    put(game, "Plains")
    put(game, "Plains")
    angel = put(game, "Exalted Angel", Zone.HAND)
    casting.cast(game, angel.id, face_down=FaceDown.MORPH)  # {3}
    assert game.get(qarsi.id).status.tapped
    assert [o.is_face_down for o in game.objects(Zone.STACK)] == [True]


def test_106_6_qarsi_deceiver_s_mana_can_t_pay_for_a_creature_spell_cast_face_up() -> None:
    game = _game()
    put(game, QARSI, controlled_since=0)
    put(game, "Forest")
    bears = put(game, "Grizzly Bears", Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction) as refused:
        casting.cast(game, bears.id)
    assert refused.value.rule == "601.2h" and dumps(game) == before


@pytest.mark.parametrize("kind", [FaceDown.MORPH, FaceDown.MEGAMORPH])
def test_702_37e_qarsi_deceiver_s_mana_pays_a_morph_cost(kind: FaceDown) -> None:
    game = _game()
    qarsi = put(game, QARSI, controlled_since=0)
    for _ in range(3):
        put(game, "Plains")
    angel = put(game, "Exalted Angel", face_down=kind)  # morph {2}{W}{W}: three Plains aren't enough
    faces.turn_face_up(game, angel.id, using="morph")
    assert not game.get(angel.id).is_face_down and game.get(qarsi.id).status.tapped


def test_701_40b_qarsi_deceiver_s_mana_pays_a_manifested_creature_s_mana_cost() -> None:
    game = _game()
    qarsi = put(game, QARSI, controlled_since=0)
    put(game, "Forest")
    bears = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)  # {1}{G}
    faces.turn_face_up(game, bears.id, using="mana_cost")
    assert not game.get(bears.id).is_face_down and game.get(qarsi.id).status.tapped


@pytest.mark.parametrize(
    ("kind", "name", "land", "lands"),
    [
        (FaceDown.CLOAK, "Grizzly Bears", "Forest", 1),  # {1}{G}: cloaked, not manifested (701.58b)
        (FaceDown.DISGUISE, "Fugitive Codebreaker", "Mountain", 5),  # disguise {5}{R} isn't a morph cost
    ],
)
def test_106_6_qarsi_deceiver_s_mana_can_t_turn_a_cloaked_or_disguised_permanent_face_up(
    kind: FaceDown, name: str, land: str, lands: int
) -> None:
    game = _game()
    put(game, QARSI, controlled_since=0)
    for _ in range(lands):
        put(game, land)  # one mana short without Qarsi Deceiver's
    down = put(game, name, face_down=kind)
    before = dumps(game)
    with pytest.raises(IllegalAction):
        faces.turn_face_up(game, down.id)
    assert dumps(game) == before


def test_106_6_qarsi_deceiver_s_mana_can_t_pay_for_an_activated_ability() -> None:
    game = _game()
    put(game, QARSI, controlled_since=0)
    skull = put(game, "Mystic Skull // Mystic Monstrosity", controlled_since=0)  # {1}, {T}: Add ...
    before = dumps(game)
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, skull.id, 1, chosen=["G"])
    assert refused.value.rule == "601.2h" and dumps(game) == before
