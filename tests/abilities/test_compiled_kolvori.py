"""Kolvori, God of Kinship // The Ringhart Crest, played: Kolvori's bonus
while its controller has three or more legendary creatures (611.3a,
604.2), the Crest's creature type chosen as it enters (614.12, 607.2d) and
its mana, spendable only on a creature spell of that type or a legendary
creature spell (106.6, 607.2d)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, combat, moves, resolving
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, put

KOLVORI = "Kolvori, God of Kinship // The Ringhart Crest"
CREST_MANA = "{T}: Add {G}. Spend this mana only to cast a creature spell of the chosen type"


def test_kolvori_compiles_every_line_of_both_faces() -> None:
    assert card_coverage(card(KOLVORI)).missing == ()


def _stats(game: Game, kolvori: GameObject) -> tuple[str | None, str | None, bool]:
    value = game.characteristics(kolvori)
    return value.power, value.toughness, "Vigilance" in value.abilities


def test_611_3a_kolvori_gets_4_2_and_vigilance_with_three_or_more_legendary_creatures() -> None:
    game = Game(["Alice", "Bob"])
    kolvori = put(game, KOLVORI)
    put(game, "Isamaru, Hound of Konda")
    assert _stats(game, kolvori) == ("2", "4", False)  # two legendary creatures, itself counted
    fynn = put(game, "Fynn, the Fangbearer")
    assert _stats(game, kolvori) == ("6", "6", True)
    moves.sacrifice(game, fynn.id)  # 611.3a: it stops applying as soon as the condition fails
    assert _stats(game, kolvori) == ("2", "4", False)


def test_611_3a_only_legendary_creatures_you_control_count() -> None:
    game = Game(["Alice", "Bob"])
    kolvori = put(game, KOLVORI)
    put(game, "Isamaru, Hound of Konda")
    put(game, "Fynn, the Fangbearer", owner="Bob")  # Bob's
    put(game, KOLVORI, up=Side.BACK)  # The Ringhart Crest: legendary, not a creature
    put(game, "Grizzly Bears")  # a creature, not legendary
    assert _stats(game, kolvori) == ("2", "4", False)


def test_702_20b_with_the_bonus_kolvori_attacks_without_tapping() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    kolvori = put(game, KOLVORI, controlled_since=0)
    put(game, "Isamaru, Hound of Konda")
    put(game, "Fynn, the Fangbearer")
    combat.attack(game, [kolvori.id], defending="Bob")
    assert not game.get(kolvori.id).status.tapped  # 702.20b


def _crest(game: Game, chosen: str) -> GameObject:
    """The Ringhart Crest cast (a modal double-faced card's back face,
    712.11b) and resolved, ``chosen`` answered as it enters."""
    in_hand = put(game, KOLVORI, Zone.HAND)
    casting.cast(game, in_hand.id, side=Side.BACK)
    game.answering = Answering([(chosen,)])
    resolving.resolve(game)
    game.answering = None
    (crest,) = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.card.name == KOLVORI]
    return crest


def test_614_12_607_1_the_ringhart_crest_asks_a_creature_type_as_it_enters() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    crest = _crest(game, "Elf")
    assert game.characteristics(crest).name == "The Ringhart Crest"
    assert crest.status.chosen == ("Elf",)


@pytest.mark.parametrize(
    ("chosen", "spell", "paid"),
    [
        ("Elf", "Elvish Visionary", True),  # a creature spell of the chosen type
        ("Goblin", "Elvish Visionary", False),  # another type, not legendary
        ("Goblin", "Jolrael, Mwonvuli Recluse", True),  # a legendary creature spell
        ("Elf", "Rampant Growth", False),  # not a creature spell
    ],
)
def test_106_6_607_2_the_crest_s_mana_is_only_for_the_chosen_type_or_a_legendary_creature(
    chosen: str, spell: str, paid: bool
) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Forest")
    put(game, "Forest")
    crest = _crest(game, chosen)  # {1}{G}: both Forests
    put(game, "Forest")
    activating.activate(game, crest.id, CREST_MANA)
    (unit,) = game.player("Alice").mana_pool
    assert unit == Unit("G", only=f"creature and {chosen} or legendary and creature")
    in_hand = put(game, spell, Zone.HAND)  # {1}{G}: the Crest's {G} and the new Forest
    if paid:
        casting.cast(game, in_hand.id)
        assert game.player("Alice").mana_pool == ()
    else:
        with pytest.raises(IllegalAction) as refused:
            casting.cast(game, in_hand.id)
        assert refused.value.rule == "601.2h"
