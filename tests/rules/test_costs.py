"""Costs paid in a game (issue 12): the total cost of the face or half cast
(601.2f), alternative and additional costs (118.9, 903.8), mana abilities
(605, 305.6), pools (106.4), activation and special-action costs (602.2b,
116.2), ward (702.21a), and what was spent (601.2h). Real cards only."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.abilities import support
from mtgfaces.rules.actions import activating, casting, faces, foretelling, moves, resolving, rooms, turns
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Cast, PassPriority
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.mana import PayWith, Unit
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import put


def paid_game() -> Game:
    return Game(["Alice", "Bob"], pay_costs=True)


def lands(game: Game, *names: str, owner: str = "Alice") -> list[int]:
    return [put(game, name, owner=owner).id for name in names]


def tapped(game: Game) -> list[str]:
    return sorted(o.card.name for o in game.objects(Zone.BATTLEFIELD) if o.status.tapped)


def refused_unchanged(game: Game, do: object, *args: object, **kwargs: object) -> IllegalAction:
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as caught:
        do(game, *args, **kwargs)  # type: ignore[operator]
    assert caught.value.code == ErrorCode.CANNOT_PAY.value
    assert save.dumps(game) == before  # CR 601.2h: as before the announcement
    return caught.value


def test_601_2f_a_spell_costs_its_mana_cost_and_the_lands_pay_it() -> None:
    game = paid_game()
    lands(game, "Mountain", "Forest")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    cast = casting.cast(game, bolt.id, targets=["Bob"])
    assert tapped(game) == ["Mountain"]
    spell = game.get(cast.new_objects[0])
    assert spell.status.mana_spent == ("R",)


def test_601_2h_a_cost_that_cant_be_paid_makes_the_cast_illegal_and_changes_nothing() -> None:
    game = paid_game()
    lands(game, "Forest")
    bears = put(game, "Grizzly Bears", Zone.HAND)
    error = refused_unchanged(game, casting.cast, bears.id)
    assert error.rule == "601.2h" and "{1}{G}" in str(error) and "needs 2 mana" in str(error)
    assert not casting.can_cast(game, bears.id)


def test_712_11b_a_modal_dfc_costs_the_face_cast() -> None:
    game = paid_game()
    lands(game, "Forest", "Forest", "Forest")
    esika = put(game, "Esika, God of the Tree", Zone.HAND)
    assert casting.can_cast(game, esika.id, side=Side.FRONT)  # {1}{G}{G}
    error = refused_unchanged(game, casting.cast, esika.id, side=Side.BACK)  # {W}{U}{B}{R}{G}
    assert "{W}{U}{B}{R}{G}" in str(error)


def test_715_3a_an_adventure_costs_the_adventures_mana_cost() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain")
    giant = put(game, "Bonecrusher Giant", Zone.HAND)
    assert not casting.can_cast(game, giant.id)  # {2}{R}
    cast = casting.cast(game, giant.id, side=Side.ADVENTURE, targets=["Bob"])  # Stomp, {1}{R}
    assert game.get(cast.new_objects[0]).status.mana_spent == ("R", "R")


def test_702_102c_a_fused_split_spell_costs_both_halves() -> None:
    game = paid_game()
    lands(game, "Mountain", "Island", "Forest")
    turn = put(game, "Turn // Burn", Zone.HAND)  # {2}{U} // {1}{R}
    assert casting.can_cast(game, turn.id, side=Side.RIGHT)
    assert not casting.can_cast(game, turn.id, side="fused")
    lands(game, "Plains", "Swamp")
    assert casting.can_cast(game, turn.id, side="fused")


def test_702_160_a_prototype_costs_its_prototype_mana_cost() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain", "Mountain")
    automaton = put(game, "Blitz Automaton", Zone.HAND)
    assert not casting.can_cast(game, automaton.id)  # {7}
    cast = casting.cast(game, automaton.id, side=Side.PROTOTYPE)  # {2}{R}
    assert len(game.get(cast.new_objects[0]).status.mana_spent) == 3


def test_702_37c_casting_face_down_costs_3_whatever_the_mana_cost() -> None:
    game = paid_game()
    lands(game, "Plains", "Plains", "Plains")
    angel = put(game, "Exalted Angel", Zone.HAND)  # {4}{W}{W}, morph {2}{W}{W}
    assert not casting.can_cast(game, angel.id)
    cast = casting.cast(game, angel.id, face_down=FaceDown.MORPH)
    assert game.get(cast.new_objects[0]).status.mana_spent == ("W", "W", "W")


def test_702_146a_disturb_costs_the_disturb_cost_and_that_is_the_mana_spent() -> None:
    game = paid_game()
    lands(game, "Plains", "Plains")
    veteran = put(game, "Lunarch Veteran", Zone.GRAVEYARD)  # disturb {1}{W}
    cast = casting.cast(game, veteran.id, from_zone=Zone.GRAVEYARD, transformed=True)
    assert len(game.get(cast.new_objects[0]).status.mana_spent) == 2


def test_118_9_without_paying_its_mana_cost_costs_nothing() -> None:
    game = paid_game()
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    cast = casting.cast(game, bolt.id, targets=["Bob"], without_paying_mana_cost=True)
    assert game.get(cast.new_objects[0]).status.mana_spent == ()


def test_107_3_x_is_paid_with_generic_mana() -> None:
    game = paid_game()
    lands(game, "Mountain", "Forest", "Forest")
    fireball = put(game, "Fireball", Zone.HAND)
    assert casting.can_cast(game, fireball.id, x=2, targets=["Bob"])
    refused_unchanged(game, casting.cast, fireball.id, x=3, targets=["Bob"])


def test_903_8_the_commander_tax_is_paid_on_each_later_cast() -> None:
    game = paid_game()
    lands(game, "Forest", "Forest", "Forest", "Forest", "Forest")
    esika = put(game, "Esika, God of the Tree", Zone.COMMAND)
    first = casting.cast(game, esika.id, from_zone=Zone.COMMAND)
    assert len(game.get(first.new_objects[0]).status.mana_spent) == 3
    moves.move(game, first.new_objects[0], Zone.COMMAND)
    again = game.objects(Zone.COMMAND, "Alice")[0]
    error = refused_unchanged(game, casting.cast, again.id, from_zone=Zone.COMMAND)  # {1}{G}{G} + {2}
    assert "commander tax" in str(error)


def test_107_4f_phyrexian_mana_is_paid_with_life_when_no_mana_pays_it() -> None:
    game = paid_game()
    probe = put(game, "Gitaxian Probe", Zone.HAND)
    casting.cast(game, probe.id, targets=["Bob"])
    assert game.player("Alice").life == 18


def test_106_4_mana_abilities_fill_the_pool_and_it_empties_between_steps() -> None:
    game = paid_game()
    (forest,) = lands(game, "Forest")
    activating.activate(game, forest)
    assert game.player("Alice").mana_pool == (Unit("G"),)
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    assert game.player("Alice").mana_pool == ()


def test_601_2g_mana_in_the_pool_pays_first() -> None:
    game = paid_game()
    (forest, _) = lands(game, "Forest", "Forest")
    activating.activate(game, forest)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id)
    assert game.player("Alice").mana_pool == ()
    assert tapped(game) == ["Forest", "Forest"]


def test_712_12_a_pathway_adds_only_its_played_faces_color() -> None:
    game = paid_game()
    put(game, "Branchloft Pathway", Zone.BATTLEFIELD, up=Side.BACK)  # Boulderloft Pathway: {W}
    growth = put(game, "Giant Growth", Zone.HAND)
    bears = put(game, "Grizzly Bears", owner="Bob")
    refused_unchanged(game, casting.cast, growth.id, targets=[bears.id])  # {G}
    put(game, "Branchloft Pathway")  # played as its front face: {G}
    casting.cast(game, growth.id, targets=[bears.id])


def test_305_6_a_basic_land_type_gives_its_mana_ability() -> None:
    game = paid_game()
    lands(game, "Snow-Covered Forest", "Plains")
    troll = put(game, "Icehide Troll", Zone.HAND)  # {2}{G}
    refused_unchanged(game, casting.cast, troll.id)
    lands(game, "Island")
    casting.cast(game, troll.id)
    assert tapped(game) == ["Island", "Plains", "Snow-Covered Forest"]


def test_106_6_restricted_mana_pays_only_for_noncreature_spells() -> None:
    game = paid_game()
    put(game, "The Emperor of Palamecia", controlled_since=0)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    lands(game, "Forest")
    refused_unchanged(game, casting.cast, bears.id)  # its {U}/{R} can't pay for a creature
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=["Bob"])
    assert "The Emperor of Palamecia // The Lord Master of Hell" in tapped(game)


def test_302_6_a_creature_new_this_turn_cant_tap_for_mana() -> None:
    game = paid_game()
    game.set_turn(game.turn._replace(number=2))
    put(game, "Llanowar Elves", controlled_since=2)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    lands(game, "Forest")
    refused_unchanged(game, casting.cast, bears.id)


def test_601_2g_an_explicit_payment_taps_the_sources_named() -> None:
    game = paid_game()
    mountain, forest, island = lands(game, "Mountain", "Forest", "Island")
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bears.id, pay=PayWith(tap=(forest, island)))
    assert tapped(game) == ["Forest", "Island"]
    assert not game.get(mountain).status.tapped


def test_601_2h_an_explicit_payment_that_doesnt_pay_is_refused() -> None:
    game = paid_game()
    _, island = lands(game, "Forest", "Island")
    bears = put(game, "Grizzly Bears", Zone.HAND)
    refused_unchanged(game, casting.cast, bears.id, pay=PayWith(tap=(island,)))
    probe = put(game, "Gitaxian Probe", Zone.HAND)
    refused_unchanged(game, casting.cast, probe.id, targets=["Bob"], pay=PayWith(life=4))


def test_602_2b_an_activated_abilitys_mana_cost_is_paid() -> None:
    game = paid_game()
    (bottomless,) = [put(game, "Bottomless Pool // Locker Room", unlocked=frozenset({Side.LEFT})).id]
    refused_unchanged(game, rooms.unlock, bottomless, Side.RIGHT)  # {4}{U}
    lands(game, "Island", "Island", "Island", "Island", "Island")
    rooms.unlock(game, bottomless, Side.RIGHT)
    assert len(tapped(game)) == 5


def test_702_37e_turning_face_up_costs_the_morph_cost() -> None:
    game = paid_game()
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)  # morph {2}{W}{W}
    lands(game, "Plains", "Plains", "Plains")
    refused_unchanged(game, faces.turn_face_up, angel.id, player="Alice", using="morph")
    lands(game, "Plains")
    faces.turn_face_up(game, angel.id, player="Alice", using="morph")
    assert not game.get(angel.id).is_face_down


def test_701_40b_a_manifested_creature_card_turns_up_for_its_mana_cost() -> None:
    game = paid_game()
    bears = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)
    lands(game, "Forest")
    refused_unchanged(game, faces.turn_face_up, bears.id, player="Alice", using="mana_cost")
    lands(game, "Forest")
    faces.turn_face_up(game, bears.id, player="Alice", using="mana_cost")


def test_702_143a_foretelling_costs_2() -> None:
    game = paid_game()
    coming = put(game, "Saw It Coming", Zone.HAND)
    lands(game, "Island")
    refused_unchanged(game, foretelling.foretell, coming.id)
    lands(game, "Island")
    foretelling.foretell(game, coming.id)
    assert tapped(game) == ["Island", "Island"]


def test_702_21a_ward_is_paid_or_the_spell_is_countered() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain", "Mountain", owner="Alice")
    ward = put(game, "Fugitive Codebreaker", owner="Bob", face_down=FaceDown.DISGUISE)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    cast = casting.cast(game, bolt.id, targets=[ward.id])
    assert any(o.ability is not None for o in game.objects(Zone.STACK))  # ward triggered
    resolving.resolve(game, choices=(("pay", "true"),))  # ward {2}, paid with the other two Mountains
    assert tapped(game) == ["Mountain", "Mountain", "Mountain"]
    assert game.get(cast.new_objects[0]).zone is Zone.STACK


def test_702_21a_ward_that_cant_be_paid_counters_the_spell() -> None:
    game = paid_game()
    lands(game, "Mountain", owner="Alice")
    ward = put(game, "Fugitive Codebreaker", owner="Bob", face_down=FaceDown.DISGUISE)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    cast = casting.cast(game, bolt.id, targets=[ward.id])
    resolving.resolve(game, choices=(("pay", "true"),))
    assert cast.new_objects[0] not in game  # countered: it left the stack (701.6a)


def test_117_1_the_front_door_lists_only_casts_that_can_be_paid() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    put(game, "Mountain")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casts = {a.card for a in game.legal_actions("Alice") if isinstance(a, Cast)}
    assert bolt.id in casts and bears.id not in casts
    fireball = put(game, "Fireball", Zone.HAND)
    put(game, "Forest")
    xs = {a.x for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == fireball.id}
    assert xs == {0, 1}  # {X}{R} with two lands: X is at most 1
    game.apply(PassPriority("Alice"))


def test_601_2f_cost_increases_add_generic_mana_and_reductions_take_only_generic() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain")
    noncreature = Filter(not_=Filter(types=("Creature",)))
    game.add_rule_effect(
        RuleEffect(0, RuleEffectKind.SPELLS_COST_MORE, player="Alice", filter=noncreature, amount=1)
    )
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    cast = casting.cast(game, bolt.id, targets=["Bob"])  # {R} plus {1}
    assert game.get(cast.new_objects[0]).status.mana_spent == ("R", "R")
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.SPELLS_COST_LESS, player="Alice", amount=3))
    shock = put(game, "Shock", Zone.HAND)
    # {R} + {1} - {3}: the reduction can't take off the {R} (118.7a), and the lands are tapped.
    error = refused_unchanged(game, casting.cast, shock.id, targets=["Bob"])
    assert "plus {1}" in str(error) and "minus {3}" in str(error)
    lands(game, "Mountain")
    assert game.get(casting.cast(game, shock.id, targets=["Bob"]).new_objects[0]).status.mana_spent == ("R",)


def test_118_9d_an_alternative_cost_is_increased_too() -> None:
    game = paid_game()
    lands(game, "Plains", "Plains", "Plains")
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.SPELLS_COST_MORE, player="Alice", amount=1))
    angel = put(game, "Exalted Angel", Zone.HAND)
    refused_unchanged(game, casting.cast, angel.id, face_down=FaceDown.MORPH)  # {3} plus {1}
    assert game.copy().pay_costs  # the setting is part of the game


def test_702_44a_sunburst_counts_the_colors_of_mana_spent() -> None:
    game = paid_game()
    lands(game, "Plains", "Island", "Swamp", "Swamp")
    oracle = put(game, "Etched Oracle", Zone.HAND)  # {4}, sunburst, 0/0
    casting.cast(game, oracle.id)
    resolving.resolve(game)
    (permanent,) = game.find("Etched Oracle", [Zone.BATTLEFIELD])
    assert permanent.status.counter("+1/+1") == 3  # W, U and B: three colors
    assert game.characteristics(permanent).power == "3"


def test_700_14_the_mana_spent_this_turn_is_counted_for_expend_and_reset_each_turn() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain", "Forest")
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    casting.cast(game, bolt.id, targets=["Bob"])
    resolving.resolve(game)
    casting.cast(game, bears.id)
    assert game.player("Alice").mana_spent_this_turn == 3
    assert save.loads(save.dumps(game)).player("Alice").mana_spent_this_turn == 3
    resolving.resolve(game)
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)
    assert game.player("Alice").mana_spent_this_turn == 0


def test_702_34a_flashback_casts_it_from_the_graveyard_for_its_flashback_cost_then_exiles_it() -> None:
    game = paid_game()
    lands(game, "Island", "Island")
    twice = put(game, "Think Twice", Zone.GRAVEYARD)  # {1}{U}, flashback {2}{U}
    error = refused_unchanged(game, casting.cast, twice.id, from_zone=Zone.GRAVEYARD)
    assert "{2}{U} (flashback, 702.34a)" in str(error)
    lands(game, "Island")
    spell = game.get(casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD).new_objects[0])
    assert spell.status.alternative == "flashback" and len(spell.status.mana_spent) == 3
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.EXILE, "Alice")] == ["Think Twice"]
    bolt = put(game, "Lightning Bolt", Zone.GRAVEYARD)  # no flashback: no way to cast it from there
    with pytest.raises(IllegalAction, match="601.3|no effect lets"):
        casting.verify_cast(game, bolt.id, from_zone=Zone.GRAVEYARD, targets=["Bob"])


def test_702_33a_kicker_is_an_additional_cost_and_the_spell_remembers_it_was_kicked() -> None:
    game = paid_game()
    lands(game, "Mountain", "Mountain", "Mountain", "Mountain")
    burst = put(game, "Burst Lightning", Zone.HAND)  # {R}, kicker {4}
    error = refused_unchanged(game, casting.cast, burst.id, targets=["Bob"], kicked=True)
    assert "plus {4} kicker (702.33a)" in str(error)
    lands(game, "Mountain")
    spell = game.get(casting.cast(game, burst.id, targets=["Bob"], kicked=True).new_objects[0])
    assert "kicked" in spell.status.chosen and len(spell.status.mana_spent) == 5
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    with pytest.raises(IllegalAction, match="702.33a"):
        casting.verify_cast(game, bolt.id, targets=["Bob"], kicked=True)
    listed = PlayableGame(["Alice", "Bob"])
    for _ in range(5):
        put(listed, "Mountain")
    again = put(listed, "Burst Lightning", Zone.HAND)
    kicks = {a.kicked for a in listed.legal_actions("Alice") if isinstance(a, Cast) and a.card == again.id}
    assert kicks == {False, True}  # each choice of cost is its own action


def test_601_2h_an_additional_cost_of_sacrificing_is_paid_and_refused_when_it_cant_be() -> None:
    game = paid_game()
    lands(game, "Swamp")
    splinters = put(game, "Bone Splinters", Zone.HAND)  # {B}, sacrifice a creature
    error = refused_unchanged(
        game, casting.cast, splinters.id, targets=[put(game, "Grizzly Bears", owner="Bob").id]
    )
    assert "sacrifice a creature" in str(error)
    mine = put(game, "Llanowar Elves")
    target = game.find("Grizzly Bears", [Zone.BATTLEFIELD])[0]
    casting.cast(game, splinters.id, targets=[target.id])
    assert mine.id not in game and game.find("Llanowar Elves", [Zone.GRAVEYARD])  # sacrificed (701.21a)


def test_601_2h_the_player_chooses_what_to_discard_for_an_additional_cost() -> None:
    game = PlayableGame(["Alice", "Bob"])
    put(game, "Mountain")
    put(game, "Mountain")
    voice = put(game, "Tormenting Voice", Zone.HAND)  # {1}{R}, discard a card
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    put(game, "Island", Zone.HAND)
    game.apply(Cast("Alice", voice.id))
    assert game.choice is not None and game.choice.question.key == "discard"
    (answer,) = [a for a in game.legal_actions("Alice") if f"#{int(bolt.id)}" in str(a)]
    game.apply(answer)
    assert game.find("Lightning Bolt", [Zone.GRAVEYARD]) and game.find("Tormenting Voice", [Zone.STACK])


def test_118_7a_a_disguise_cost_that_reduces_itself_counts_the_graveyard() -> None:
    game = paid_game()
    codebreaker = put(game, "Fugitive Codebreaker", face_down=FaceDown.DISGUISE)  # disguise {5}{R}
    lands(game, "Mountain", "Mountain", "Mountain", "Mountain")
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    error = refused_unchanged(game, faces.turn_face_up, codebreaker.id, player="Alice", using="disguise")
    assert "minus {1}" in str(error)
    put(game, "Shock", Zone.GRAVEYARD)
    faces.turn_face_up(game, codebreaker.id, player="Alice", using="disguise")  # {3}{R}
    assert len(tapped(game)) == 4


def test_122_8_removing_counters_is_a_cost_and_602_2b_its_mana_is_paid() -> None:
    game = paid_game()
    lands(game, "Plains", "Island", "Swamp", "Mountain", "Forest", "Forest")
    oracle = put(game, "Etched Oracle", Zone.HAND)
    casting.cast(game, oracle.id)
    resolving.resolve(game)  # {4} paid with W, U, B and R: four +1/+1 counters (702.44a)
    (permanent,) = game.find("Etched Oracle", [Zone.BATTLEFIELD])
    assert permanent.status.counter("+1/+1") == 4
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    activating.activate(game, permanent.id, targets=["Alice"])  # {1} from a Forest
    assert game.get(permanent.id).status.counter("+1/+1") == 0
    assert "Etched Oracle" not in tapped(game) and len(tapped(game)) == 5
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 3
    with pytest.raises(IllegalAction, match="122.8|removes 4"):
        activating.verify_activate(game, permanent.id, targets=["Alice"])


def test_207_2c_converge_and_adamant_read_what_was_spent() -> None:
    game = paid_game()
    lands(game, "Plains", "Plains", "Plains", "Island")
    growth = put(game, "Glimmerburst", Zone.HAND)  # {3}{U}
    spell = casting.cast(game, growth.id).new_objects[0]
    assert support.colors_spent(game, spell) == 2  # converge: white and blue
    assert support.most_of_one_color_spent(game, spell) == 3  # adamant: three white


def test_601_2b_an_additional_cost_may_name_the_half_being_cast_finish() -> None:
    game = paid_game()
    lands(game, "Swamp", "Swamp", "Swamp")
    finish = put(game, "Start // Finish", Zone.GRAVEYARD)  # "As an additional cost to cast Finish, ..."
    target = put(game, "Hill Giant", owner="Bob")
    error = refused_unchanged(
        game, casting.cast, finish.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD, targets=[target.id]
    )
    assert "sacrifice a creature" in str(error)
    mine = put(game, "Grizzly Bears")
    casting.cast(game, finish.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD, targets=[target.id])
    assert mine.id not in game and game.find("Grizzly Bears", [Zone.GRAVEYARD])


def test_601_2b_exile_six_cards_from_your_graveyard_as_an_additional_cost_abhorrent_oculus() -> None:
    game = paid_game()
    lands(game, "Island", "Island", "Island")
    oculus = put(game, "Abhorrent Oculus", Zone.HAND)
    for _ in range(5):
        put(game, "Island", Zone.GRAVEYARD)
    refused_unchanged(game, casting.cast, oculus.id)  # five aren't six
    put(game, "Island", Zone.GRAVEYARD)
    casting.cast(game, oculus.id)
    assert len(game.objects(Zone.EXILE, "Alice")) == 6 and not game.objects(Zone.GRAVEYARD, "Alice")


def test_118_9_a_player_s_own_free_cast_needs_an_effect_that_allows_it() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    bolt = put(game, "Lightning Bolt", Zone.HAND)  # no lands, an empty pool
    free = Cast("Alice", bolt.id, targets=("Bob",), free=True)
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as refused:
        game.apply(free)
    assert refused.value.rule == "118.9" and save.dumps(game) == before
    assert not game.can(free) and free not in game.legal_actions("Alice")
    game.add_rule_effect(
        RuleEffect(
            0, RuleEffectKind.MAY_CAST_WITHOUT_PAYING, "Alice", objects=(int(bolt.id),), note="an effect"
        )
    )
    game.apply(free)
    assert game.objects(Zone.STACK)[-1].id != bolt.id and game.player("Alice").mana_pool == ()
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Lightning Bolt"]


@pytest.mark.parametrize(("wolf", "lands"), [(True, 4), (False, 6)])
def test_601_2f_this_spell_costs_2_less_if_you_control_a_wolf_or_werewolf_wolfkin_outcast(
    wolf: bool, lands: int
) -> None:
    game = paid_game()
    lands_ids = lands_of(game, lands)
    if wolf:
        put(game, "Grizzly Bears")  # not a Wolf
        put(game, "Wolfkin Outcast // Wedding Crasher", up=Side.FRONT)  # a Human Werewolf
    outcast = put(game, "Wolfkin Outcast // Wedding Crasher", Zone.HAND)
    casting.cast(game, outcast.id)
    assert sum(1 for i in lands_ids if game.get(i).status.tapped) == lands


@pytest.mark.parametrize(("basic", "lands"), [(False, 3), (True, 4)])
def test_601_2f_this_spell_costs_1_less_if_an_opponent_controls_no_basic_lands_hagra_mauling(
    basic: bool, lands: int
) -> None:
    game = paid_game()
    lands_ids = lands_of(game, 4, name="Swamp")
    put(game, "Forest" if basic else "Savannah", owner="Bob")
    bears = put(game, "Grizzly Bears", owner="Bob")
    mauling = put(game, "Hagra Mauling // Hagra Broodpit", Zone.HAND)
    casting.cast(game, mauling.id, targets=[bears.id])
    assert sum(1 for i in lands_ids if game.get(i).status.tapped) == lands


def lands_of(game: Game, count: int, name: str = "Forest") -> list[int]:
    return [put(game, name).id for _ in range(count)]
