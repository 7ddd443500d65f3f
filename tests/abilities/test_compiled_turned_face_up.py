"""Compiled "when ~ is turned face up" triggers of face-down cards (708.8),
and X in a morph cost (702.37f, 107.3d): chosen as the special action is
taken, paid, kept on the permanent, read by its other abilities."""

from __future__ import annotations

import random

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.abilities import triggers
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import combat, faces, moves, resolving, turns
from mtgfaces.rules.listing import legal_actions
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import TurnFaceUp, parse
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import name_for
from tests.rules.builders import put


def _goblins(game: Game) -> int:
    return sum(1 for o in game.objects(Zone.BATTLEFIELD) if o.is_token)


def test_702_37f_107_3d_x_in_the_morph_cost_is_paid_and_read_by_the_trigger_warbreak_trumpeter() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    trumpeter = put(game, "Warbreak Trumpeter", face_down=FaceDown.MORPH)
    mountains = [put(game, "Mountain") for _ in range(5)]
    faces.turn_face_up(game, trumpeter.id, player="Alice", x=2)  # {X}{X}{R}: {2}{2}{R}
    assert all(game.get(m.id).status.tapped for m in mountains)
    turned = game.get(trumpeter.id)
    assert not turned.is_face_down and turned.status.x == 2
    (event,) = [e for e in game.log if e.kind is EventKind.TURNED_FACE_UP]
    assert event.note.endswith("with X=2")
    resolving.resolve_all(game)
    assert _goblins(game) == 2


def test_107_3d_x_too_large_to_pay_is_refused_and_changes_nothing_warbreak_trumpeter() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    trumpeter = put(game, "Warbreak Trumpeter", face_down=FaceDown.MORPH)
    for _ in range(4):
        put(game, "Mountain")
    before = dumps(game)
    with pytest.raises(IllegalAction):
        faces.turn_face_up(game, trumpeter.id, player="Alice", x=2)  # five mana, four Mountains
    assert dumps(game) == before
    with pytest.raises(MalformedInput, match="107.3a"):
        faces.turn_face_up(game, trumpeter.id, player="Alice", x=-1)


def test_107_3d_x_is_only_for_a_cost_with_x_zombie_cutthroat() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)
    with pytest.raises(MalformedInput, match="no X"):
        faces.turn_face_up(game, cutthroat.id, player="Alice", x=1)


def test_702_37f_turned_face_up_by_an_effect_x_is_0_warbreak_trumpeter() -> None:
    game = Game(["Alice", "Bob"])
    trumpeter = put(game, "Warbreak Trumpeter", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, trumpeter.id, using="effect")
    assert game.get(trumpeter.id).status.x is None
    resolving.resolve_all(game)
    assert _goblins(game) == 0


def test_116_2b_107_3d_the_front_door_lists_and_takes_each_x_warbreak_trumpeter() -> None:
    game = PlayableGame(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    trumpeter = put(game, "Warbreak Trumpeter", face_down=FaceDown.MORPH)
    for _ in range(4):
        put(game, "Mountain")
    listed = [a for a in legal_actions(game, "Alice") if isinstance(a, TurnFaceUp)]
    assert [(a.how, a.x) for a in listed] == [("morph", 0), ("morph", 1)]  # {R}, {1}{1}{R}; not {2}{2}{R}
    assert not any(isinstance(a, TurnFaceUp) for a in legal_actions(game, "Bob"))  # 116.2b: its controller's
    act = parse(str(listed[1]))
    assert act == listed[1] and str(act).endswith("morph x=1")
    game.apply(act)
    assert game.get(trumpeter.id).status.x == 1
    resolving.resolve_all(game)
    assert _goblins(game) == 1


def test_708_5_x_is_not_shown_before_it_is_turned_face_up_warbreak_trumpeter() -> None:
    game = Game(["Alice", "Bob"])
    trumpeter = put(game, "Warbreak Trumpeter", face_down=FaceDown.MORPH)
    with pytest.raises(IllegalAction) as refused:
        faces.turn_face_up(game, trumpeter.id, player="Bob", x=1)
    assert "Warbreak" not in str(refused.value)
    assert name_for(game, "Bob", trumpeter.id) != "Warbreak Trumpeter"


def test_702_37f_all_creatures_get_minus_x_minus_x_bane_of_the_living() -> None:
    game = Game(["Alice", "Bob"])
    bane = put(game, "Bane of the Living", face_down=FaceDown.MORPH)
    bears = put(game, "Grizzly Bears", owner="Bob")
    put(game, "Llanowar Elves", owner="Bob")
    faces.turn_face_up(game, bane.id, player="Alice", x=1)  # {X}{B}{B}
    resolving.resolve_all(game)
    value = game.characteristics(bears.id)
    assert (value.power, value.toughness) == ("1", "1")
    state_based_actions(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD)] == ["Llanowar Elves"]  # 704.5f
    bane_value = game.characteristics(bane.id)
    assert (bane_value.power, bane_value.toughness) == ("3", "2")  # 4/3 itself: all creatures


def test_615_1_prevent_all_combat_damage_non_soldier_creatures_would_deal_frontline_strategist() -> None:
    game = Game(["Alice", "Bob"])
    strategist = put(game, "Frontline Strategist", face_down=FaceDown.MORPH, controlled_since=0)
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    soldier = put(game, "Elite Vanguard", owner="Bob", controlled_since=0)  # a Human Soldier
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bears.id, soldier.id], defending="Alice")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    faces.turn_face_up(game, strategist.id, player="Alice")  # {W}
    resolving.resolve_all(game)
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert game.player("Alice").life == 18  # the Vanguard's 2; the Bears' prevented
    combat.deal_damage(game, bears.id, "Alice", 1)  # noncombat damage isn't prevented
    assert game.player("Alice").life == 17
    turns.next_turn(game)  # 514.2: the effect ends with the turn
    assert not any(e.kind.value == "prevent_combat_damage" for e in game.rule_effects)


def _valesk_upkeep(seed: int) -> tuple[Game, bool, str]:
    game = Game(["Alice", "Bob"], rng=random.Random(seed))
    valesk = put(game, "Skittish Valesk")
    game.turn = game.turn._replace(step=Step.UNTAP)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve_all(game)
    (flip,) = [e for e in game.log if e.kind is EventKind.COIN_FLIPPED]
    return game, game.get(valesk.id).is_face_down, flip.note


def test_705_2_708_2a_if_you_lose_the_flip_turn_it_face_down_skittish_valesk() -> None:
    outcomes = {
        note.split(": ")[-1]: face_down for _, face_down, note in (_valesk_upkeep(seed) for seed in range(8))
    }
    assert outcomes == {"Alice lost the flip": True, "Alice won the flip": False}  # both happen, 705.2
    assert _valesk_upkeep(3)[2] == _valesk_upkeep(3)[2]  # the injected generator: a seed replays it


def test_705_1_if_you_lose_the_flip_needs_a_flip_before_it() -> None:
    assert compile_line("Skittish Valesk", "If you lose the flip, turn Skittish Valesk face down.") is None


def test_701_12b_exchange_control_of_yours_and_an_opponent_s_target_creature_chromeshell_crab() -> None:
    game = Game(["Alice", "Bob"])
    crab = put(game, "Chromeshell Crab", face_down=FaceDown.MORPH)
    giant = put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([("yes",)])
    faces.turn_face_up(game, crab.id, player="Alice")  # the Crab is the one creature Alice controls
    resolving.resolve_all(game)
    assert (game.controller(game.get(crab.id)), game.controller(game.get(giant.id))) == ("Bob", "Alice")


def test_701_12a_no_part_of_the_exchange_happens_if_a_target_is_gone_chromeshell_crab() -> None:
    game = Game(["Alice", "Bob"])
    crab = put(game, "Chromeshell Crab", face_down=FaceDown.MORPH)
    giant = put(game, "Hill Giant", owner="Bob")
    faces.turn_face_up(game, crab.id, player="Alice")
    moves.move(game, giant.id, Zone.GRAVEYARD)  # before the trigger resolves
    resolving.resolve_all(game)
    assert game.controller(game.get(crab.id)) == "Alice"


def test_701_12_you_may_decline_the_exchange_chromeshell_crab() -> None:
    game = Game(["Alice", "Bob"])
    crab = put(game, "Chromeshell Crab", face_down=FaceDown.MORPH)
    giant = put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([("no",)])
    faces.turn_face_up(game, crab.id, player="Alice")
    resolving.resolve_all(game)
    assert (game.controller(game.get(crab.id)), game.controller(game.get(giant.id))) == ("Alice", "Bob")


def _clues(game: Game, player: str = "Alice") -> int:
    mine = game.objects(Zone.BATTLEFIELD, player)
    return sum(1 for o in mine if "Clue" in game.characteristics(o).subtypes)


def test_603_7c_until_end_of_turn_whenever_a_creature_you_control_deals_combat_damage_mistway_spy() -> None:
    game = Game(["Alice", "Bob"])
    spy = put(game, "Mistway Spy", face_down=FaceDown.MORPH, controlled_since=0)
    bears = put(game, "Grizzly Bears", controlled_since=0)
    put(game, "Hill Giant", owner="Bob", controlled_since=0)
    faces.turn_face_up(game, spy.id, player="Alice")
    resolving.resolve_all(game)
    assert _clues(game) == 0  # nothing yet: it waits for combat damage
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [spy.id, bears.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    triggers.put_on_stack(game)  # 603.3: as a player would next receive priority
    resolving.resolve_all(game)
    assert _clues(game) == 2  # each creature's damage: it triggers each time this turn (603.7c)
    combat.deal_damage(game, bears.id, "Bob", 1)  # not combat damage
    assert game.objects(Zone.STACK) == []
    turns.next_turn(game)  # 514.2: it ends with the turn
    assert game.delayed_triggers == ()


def test_510_3a_only_creatures_its_controller_controls_mistway_spy() -> None:
    game = Game(["Alice", "Bob"])
    spy = put(game, "Mistway Spy", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, spy.id, player="Alice")
    resolving.resolve_all(game)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [giant.id], defending="Alice")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.deal_combat_damage(game)
    assert triggers.put_on_stack(game) == []
    assert _clues(game) == 0 and _clues(game, "Bob") == 0


def test_115_1_708_2a_turn_any_number_of_target_creatures_with_morph_abilities_face_down_weaver_of_lies() -> (
    None
):
    game = Game(["Alice", "Bob"])
    weaver = put(game, "Weaver of Lies", face_down=FaceDown.MORPH)
    trumpeter = put(game, "Warbreak Trumpeter")  # morph, face up
    valesk = put(game, "Skittish Valesk", owner="Bob")  # morph, face up
    put(game, "Grizzly Bears", owner="Bob")  # no morph ability: not a legal target
    put(game, "Mistway Spy", owner="Bob", face_down=FaceDown.MORPH)  # face down: no abilities (708.2)
    game.answering = Answering([(f"#{trumpeter.id}", f"#{valesk.id}")])
    faces.turn_face_up(game, weaver.id, player="Alice")
    (asked,) = [e for e in game.log if e.kind is EventKind.ABILITY_TRIGGERED]
    assert "Weaver of Lies" in asked.note
    resolving.resolve_all(game)
    down = {o.card.name for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down}
    assert down == {"Warbreak Trumpeter", "Skittish Valesk", "Mistway Spy"}


def test_603_3d_any_number_may_be_none_and_not_itself_weaver_of_lies() -> None:
    game = Game(["Alice", "Bob"])
    weaver = put(game, "Weaver of Lies", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, weaver.id, player="Alice")  # ~ itself has morph, but "other than ~"
    (ability,) = game.objects(Zone.STACK)  # with no target: "any number" may be none (115.1)
    assert game.get(ability.id).status.targets == ()
    resolving.resolve_all(game)
    assert not game.get(weaver.id).is_face_down


def test_601_2d_603_3d_3_damage_divided_as_the_targets_are_chosen_skirk_volcanist() -> None:
    game = Game(["Alice", "Bob"])
    volcanist = put(game, "Skirk Volcanist", face_down=FaceDown.MORPH)
    bears, giant = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([(f"#{bears.id}", f"#{giant.id}"), (f"#{bears.id}=1;#{giant.id}=2",)])
    faces.turn_face_up(game, volcanist.id, using="effect")
    assert game.answering.used == 2  # both asked as it was put on the stack, before it resolves
    game.answering = None
    resolving.resolve_all(game)
    assert (game.get(bears.id).status.damage, game.get(giant.id).status.damage) == (1, 2)


def test_608_2b_a_target_gone_gets_none_and_the_other_keeps_its_share_skirk_volcanist() -> None:
    game = Game(["Alice", "Bob"])
    volcanist = put(game, "Skirk Volcanist", face_down=FaceDown.MORPH)
    bears, giant = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([(f"#{bears.id}", f"#{giant.id}"), (f"#{bears.id}=2;#{giant.id}=1",)])
    faces.turn_face_up(game, volcanist.id, using="effect")
    game.answering = None
    moves.move(game, bears.id, Zone.HAND)
    resolving.resolve_all(game)
    assert game.get(giant.id).status.damage == 1  # not 3: the division was announced (601.2d)


def test_601_2d_each_target_gets_at_least_1_skirk_volcanist() -> None:
    game = Game(["Alice", "Bob"])
    volcanist = put(game, "Skirk Volcanist", face_down=FaceDown.MORPH)
    bears, giant = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([(f"#{bears.id}", f"#{giant.id}"), (f"#{bears.id}=3;#{giant.id}=0",)])
    with pytest.raises(IllegalAction, match="601.2d"):
        faces.turn_face_up(game, volcanist.id, using="effect")
    assert game.get(volcanist.id).is_face_down  # refused: nothing happened


@pytest.mark.parametrize("how", ["face up", "face down"])
def test_113_6_a_trigger_of_the_card_in_the_graveyard_returns_it_face_up_or_down_deathmist_raptor(
    how: str,
) -> None:
    game = Game(["Alice", "Bob"])
    raptor = put(game, "Deathmist Raptor", Zone.GRAVEYARD)
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)  # no trigger of its own
    game.answering = Answering([("yes",), (how,)])
    faces.turn_face_up(game, cutthroat.id, player="Alice")
    resolving.resolve_all(game)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Deathmist Raptor"]
    assert returned.id != raptor.id and game.controller(returned) == "Alice"  # a new object (400.7)
    assert returned.is_face_down is (how == "face down")
    if how == "face down":
        assert name_for(game, "Bob", returned.id) != "Deathmist Raptor"  # 708.5: a 2/2 with no name
        faces.turn_face_up(game, returned.id, player="Alice", using="megamorph")  # 702.37e
        assert game.get(returned.id).status.counters == (("+1/+1", 1),)  # 702.37b


def test_113_6_only_a_permanent_its_owner_controls_and_only_from_the_graveyard_deathmist_raptor() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Deathmist Raptor", Zone.GRAVEYARD)
    in_hand = put(game, "Deathmist Raptor", Zone.HAND)
    bobs = put(game, "Zombie Cutthroat", owner="Bob", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, bobs.id, player="Bob")
    assert game.objects(Zone.STACK) == []  # Bob's permanent: Alice's Raptor doesn't trigger
    mine = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, mine.id, player="Alice")
    (ability,) = game.objects(Zone.STACK)  # the graveyard's Raptor only, not the one in hand
    assert ability.ability is not None and ability.ability.source != in_hand.id
