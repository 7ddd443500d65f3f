"""Compiled abilities with more than one "target" word (CR 601.2c, 115.3,
issue 17): each word's targets are chosen in the order of the text, checked
against that word only, listed word by word, and found again by position as
the spell resolves (608.2b). Fights between two targets (701.14), a
creature dealing damage equal to its power ("bite"), and "destroy target A
and target B", each with real cards."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import FUSED
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, moves, resolving
from mtgfaces.rules.actions.legal_targets import misfits
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import SpellAbility, TargetFilter, TargetKind, Targets, Triggered
from mtgfaces.rules.state.decisions import Cast
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put

# Khalni Ambush: "Target creature you control fights target creature you don't control."
AMBUSH = "Khalni Ambush // Khalni Territory"


def test_601_2c_two_target_words_make_one_spec_per_word_in_text_order() -> None:
    ability = compile_line(
        "Khalni Ambush", "Target creature you control fights target creature you don't control.", spell=True
    )
    assert isinstance(ability, SpellAbility) and ability.targets is not None
    first, second = ability.targets.groups
    assert (first.words, second.words) == ("creature you control", "creature an opponent controls")
    assert (ability.targets.least, ability.targets.most) == (2, 2)
    assert ability.targets.split(("a", "b")) == (("a",), ("b",))


def test_701_14a_target_creature_you_control_fights_target_creature_you_don_t_control() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")  # 2/2
    giant = put(game, "Hill Giant", owner="Bob")  # 3/3
    ambush = put(game, AMBUSH, Zone.HAND)
    casting.cast(game, ambush.id, targets=[bear.id, giant.id])
    resolving.resolve(game)
    assert (game.get(giant.id).status.damage, game.get(bear.id).status.damage) == (2, 3)


def test_115_1_each_target_is_checked_against_its_own_word_and_a_refusal_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    ambush = put(game, AMBUSH, Zone.HAND)
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"creature you control") as refused:
        casting.cast(game, ambush.id, targets=[giant.id, bear.id])  # the words' order swapped
    assert refused.value.rule == "115.1" and dumps(game) == before


def test_115_3_one_object_may_be_the_target_of_two_words_but_not_twice_of_one() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    creature = Targets(TargetKind.FILTERED, filter=TargetFilter("creature", types=("Creature",)))
    two_words = creature._replace(then=creature)
    assert list(misfits(game, "Alice", None, two_words, (bear.id, bear.id))) == []
    one_word_two = creature._replace(number=2)
    assert [rule for _, _, rule in misfits(game, "Alice", None, one_word_two, (bear.id, bear.id))] == [
        "115.3"
    ]


def test_601_2c_a_fixed_target_word_after_an_up_to_one_is_counted_from_the_end() -> None:
    line = "Tap up to two target creatures. Destroy target creature."  # not a real card's
    ability = compile_line("Test", line, spell=True)
    assert ability is not None and ability.targets is not None
    a, b, c = ObjectId(1), ObjectId(2), ObjectId(3)
    assert ability.targets.split((a, b, c)) == ((a, b), (c,))
    assert ability.targets.split((c,)) == ((), (c,))  # none tapped: the one target is the second word's
    two = "Tap up to two target creatures. Destroy up to one target creature."
    assert compile_line("Test", two, spell=True) is None  # two "up to" words: not told apart


def test_701_8a_destroy_target_land_you_control_and_target_land_you_don_t_control_boom() -> None:
    game = Game(["Alice", "Bob"])
    mine, theirs = put(game, "Forest"), put(game, "Island", owner="Bob")
    boom = put(game, "Boom // Bust", Zone.HAND)
    casting.cast(game, boom.id, side=Side.LEFT, targets=[mine.id, theirs.id])
    resolving.resolve(game)
    assert game.objects(Zone.BATTLEFIELD) == []
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Island"]


def test_608_2b_an_illegal_second_target_is_not_affected_the_first_still_is() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    thrash = put(game, "Thrash // Threat", Zone.HAND)
    # Thrash: target creature you control deals damage equal to its power to target creature or
    # planeswalker you don't control.
    casting.cast(game, thrash.id, side=Side.LEFT, targets=[bear.id, giant.id])
    moves.move(game, giant.id, Zone.HAND)  # gone before it resolves (400.7)
    resolving.resolve(game)
    assert game.get(bear.id).status.damage == 0  # one-sided: a bite isn't a fight


def test_120_3_thrash_its_creature_deals_damage_equal_to_its_power_and_takes_none() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")
    bear = put(game, "Grizzly Bears", owner="Bob")
    thrash = put(game, "Thrash // Threat", Zone.HAND)
    casting.cast(game, thrash.id, side=Side.LEFT, targets=[giant.id, bear.id])
    resolving.resolve(game)
    assert game.get(giant.id).status.damage == 0
    assert game.get(bear.id).status.damage == 3


def test_701_14b_fight_up_to_one_target_none_chosen_only_the_counter_struggle_for_skemfar() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    struggle = put(game, "Struggle for Skemfar", Zone.HAND)
    casting.cast(game, struggle.id, targets=[bear.id])  # the second word is "up to one"
    resolving.resolve(game)
    assert game.characteristics(bear.id).power == "3"
    assert game.get(giant.id).status.damage == 0
    struggle = put(game, "Struggle for Skemfar", Zone.HAND)
    casting.cast(game, struggle.id, targets=[bear.id, giant.id])
    resolving.resolve(game)
    assert game.get(giant.id).status.damage == 4  # "that creature": the first word's, now 4/4
    assert game.get(bear.id).status.damage == 3


def test_601_2c_listing_offers_each_word_its_own_targets_in_order() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    ambush = put(game, AMBUSH, Zone.HAND)
    casts = [a for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == ambush.id]
    assert {a.targets for a in casts} == {(bear.id, giant.id)}


def test_603_3d_a_trigger_with_two_target_words_ragnarok() -> None:
    line = (
        "When Ragnarok dies, destroy target permanent and return target nonlegendary permanent card "
        "from your graveyard to the battlefield."
    )
    ability = compile_line("Ragnarok, Divine Deliverance", line)
    assert isinstance(ability, Triggered) and ability.targets is not None
    game = Game(["Alice", "Bob"])
    ragnarok = put(game, "Ragnarok, Divine Deliverance")
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Hill Giant", owner="Bob")
    moves.move(game, ragnarok.id, Zone.GRAVEYARD)  # each word has one legal target: chosen (603.3d)
    resolving.resolve_all(game)
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD)] == ["Grizzly Bears"]
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Hill Giant"]


def test_611_2c_creatures_target_player_controls_get_1_1_day() -> None:
    game = Game(["Alice", "Bob"])
    mine = put(game, "Grizzly Bears")
    theirs = put(game, "Grizzly Bears", owner="Bob")
    day = put(game, "Night // Day", Zone.HAND)
    casting.cast(game, day.id, side=Side.RIGHT, targets=["Bob"])
    resolving.resolve(game)
    assert (game.characteristics(theirs.id).power, game.characteristics(mine.id).power) == ("3", "2")
    late = put(game, "Grizzly Bears", owner="Bob")  # 611.2c: the creatures were fixed as it resolved
    assert game.characteristics(late.id).power == "2"


def test_608_2h_that_creature_s_controller_creates_the_token_incongruity() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    incongruity = put(game, "Incubation // Incongruity", Zone.HAND)
    casting.cast(game, incongruity.id, side=Side.RIGHT, targets=[giant.id])
    resolving.resolve(game)
    (frog,) = game.objects(Zone.BATTLEFIELD)
    assert game.controller(frog) == "Bob"  # the exiled creature's last controller (608.2h)
    assert game.characteristics(frog).subtypes == ("Frog", "Lizard")
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Hill Giant"]


def test_205_3_destroy_all_auras_and_equipment_simple() -> None:
    game = Game(["Alice", "Bob"])
    sword = put(game, "Bonesplitter")
    aura = put(game, "Pacifism", owner="Bob")
    bear = put(game, "Grizzly Bears")
    simple = put(game, "Pure // Simple", Zone.HAND)
    casting.cast(game, simple.id, side=Side.RIGHT)
    resolving.resolve(game)
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [bear.id]
    assert {sword.card.name, aura.card.name} <= {o.card.name for o in game.objects(Zone.GRAVEYARD)}


def test_701_24a_each_player_shuffles_their_graveyard_into_their_library_survive() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Hill Giant", Zone.GRAVEYARD, owner="Bob")
    survive = put(game, "Struggle // Survive", Zone.GRAVEYARD)
    casting.cast(
        game, survive.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD
    )  # aftermath: from the graveyard (702.127a)
    resolving.resolve(game)
    assert game.objects(Zone.GRAVEYARD) == []
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Bob")] == ["Hill Giant"]
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == ["Grizzly Bears"]
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Struggle // Survive"]


def test_701_14a_another_target_wolf_or_werewolf_you_control_fights_tovolar_s_packleader() -> None:
    game = Game(["Alice", "Bob"])
    leader = put(game, "Tovolar's Huntmaster // Tovolar's Packleader", up=Side.BACK, controlled_since=0)
    wolf = put(game, "Huntmaster of the Fells // Ravager of the Fells")  # a Human Werewolf
    bear = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    for wrong in ([leader.id, giant.id], [bear.id, giant.id]):  # "another"; a Wolf or Werewolf
        with pytest.raises(IllegalAction):
            activating.activate(game, leader.id, 1, targets=wrong)
    activating.activate(game, leader.id, 1, targets=[wolf.id, giant.id])
    resolving.resolve(game)
    assert (game.get(giant.id).status.damage, game.get(wolf.id).status.damage) == (2, 3)


def test_120_3_1_damage_to_target_creature_and_1_damage_to_that_permanent_s_controller_carnival() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    carnival = put(game, "Carnival // Carnage", Zone.HAND)
    casting.cast(game, carnival.id, side=Side.LEFT, targets=[bear.id])
    resolving.resolve(game)
    assert game.get(bear.id).status.damage == 1
    assert (game.player("Bob").life, game.player("Alice").life) == (19, 20)


def test_702_102d_a_fused_spell_s_halves_each_take_their_own_targets_turn_burn() -> None:
    game = Game(["Alice", "Bob"])
    turned = put(game, "Serra Angel", owner="Bob")
    burned = put(game, "Grizzly Bears", owner="Bob")
    fused = put(game, "Turn // Burn", Zone.HAND)
    casting.cast(game, fused.id, side=FUSED, targets=[turned.id, burned.id])  # the left half's first
    resolving.resolve(game)
    assert game.characteristics(turned.id).subtypes == ("Weird",) and game.get(turned.id).status.damage == 0
    assert game.characteristics(burned.id).subtypes == ("Bear",) and game.get(burned.id).status.damage == 2


def test_702_102d_each_half_s_target_is_checked_against_its_own_word() -> None:
    game = Game(["Alice", "Bob"])
    fused = put(game, "Turn // Burn", Zone.HAND)
    bear = put(game, "Grizzly Bears", owner="Bob")
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"not a legal target \(creature\)"):
        casting.cast(game, fused.id, side=FUSED, targets=["Bob", bear.id])  # Turn can't target a player
    assert dumps(game) == before


@pytest.mark.parametrize("second", ["Bob", "walker"])
def test_115_1_target_opponent_or_planeswalker_bedazzle(second: str) -> None:
    game = Game(["Alice", "Bob"])
    land = put(game, "Savannah", owner="Bob")  # nonbasic
    walker = put(game, "Jace Beleren", owner="Bob", counters=(("loyalty", 3),))
    bedeck = put(game, "Bedeck // Bedazzle", Zone.HAND)
    target = "Bob" if second == "Bob" else walker.id
    casting.cast(game, bedeck.id, side=Side.RIGHT, targets=[land.id, target])
    resolving.resolve(game)
    assert land.id not in game
    if second == "Bob":
        assert game.player("Bob").life == 18
    else:
        assert game.get(walker.id).status.counter("loyalty") == 1 and game.player("Bob").life == 20


def test_115_1_target_opponent_or_planeswalker_refuses_a_creature_and_oneself_bedazzle() -> None:
    game = Game(["Alice", "Bob"])
    land = put(game, "Savannah", owner="Bob")
    bear = put(game, "Grizzly Bears", owner="Bob")
    bedeck = put(game, "Bedeck // Bedazzle", Zone.HAND)
    before = dumps(game)
    for wrong in (bear.id, "Alice"):
        with pytest.raises(IllegalAction):
            casting.cast(game, bedeck.id, side=Side.RIGHT, targets=[land.id, wrong])
        assert dumps(game) == before
