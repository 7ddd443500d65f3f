"""More of the compiler's spell and static templates (issue 17), with real
cards and named after their rules: cost reductions, manifesting then
putting counters on the manifested permanent, countering by mana value,
returning all the cards of a graveyard that fit, putting a creature on top
of its owner's library, "target player gains X life", "multicolored" and
"nonblack" filters, and "it can't be regenerated"."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.abilities import Activated, Resolution, SpellAbility
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put


@pytest.mark.parametrize(("spell", "forests"), [("Grizzly Bears", 1), ("Giant Growth", 1)])
def test_601_2f_creature_spells_you_cast_cost_1_less_krallenhorde_howler(spell: str, forests: int) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    howler = put(game, "Duskwatch Recruiter // Krallenhorde Howler")
    game.replace(howler._replace(status=howler.status._replace(up=howler.card.faces[1].side)))
    for _ in range(forests):
        put(game, "Forest")
    card = put(game, spell, Zone.HAND)
    if spell == "Grizzly Bears":  # {1}{G} for {G}
        casting.cast(game, card.id)
        assert names(game, Zone.STACK) == ["Grizzly Bears"]
    else:  # an instant: {G}, no reduction needed, none given
        casting.cast(game, card.id, targets=[howler.id])
        assert names(game, Zone.STACK) == ["Giant Growth"]
    bear = put(game, "Grizzly Bears", Zone.HAND)
    with pytest.raises(IllegalAction):  # the Forest is tapped: {G} is still owed
        casting.cast(game, bear.id)


def test_701_40a_122_1_manifest_then_put_two_counters_on_it_fierce_invocation() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    card = put(game, "Fierce Invocation", Zone.HAND)
    casting.cast(game, card.id)
    resolving.resolve(game)
    (manifested,) = game.objects(Zone.BATTLEFIELD)
    assert manifested.is_face_down and manifested.status.counter("+1/+1") == 2


@pytest.mark.parametrize(("spell", "countered"), [("Opt", True), ("Hill Giant", False)])
def test_202_3_701_6a_counter_target_spell_with_mana_value_3_or_less_mesmeric_glare(
    spell: str, countered: bool
) -> None:
    game = Game(["Alice", "Bob"])
    target = put(game, spell, Zone.STACK, owner="Bob")  # Opt 1, Hill Giant 4
    glare = put(game, "Hypnotic Sprite // Mesmeric Glare", Zone.HAND)
    if not countered:
        with pytest.raises(IllegalAction):
            casting.cast(game, glare.id, side=glare.card.faces[1].side, targets=[target.id])
        return
    casting.cast(game, glare.id, side=glare.card.faces[1].side, targets=[target.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Opt"]


def test_404_2_return_all_creature_cards_with_power_2_or_less_from_your_graveyard_dawn() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Grizzly Bears", "Hill Giant", "Opt"):
        put(game, name, Zone.GRAVEYARD)
    put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    dawn = put(game, "Dusk // Dawn", Zone.GRAVEYARD)
    casting.cast(game, dawn.id, side="right", from_zone=Zone.GRAVEYARD)  # aftermath (702.127a)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Grizzly Bears"]


def test_401_5_put_target_attacking_creature_on_top_of_its_owner_s_library_warrant() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    bear = put(game, "Grizzly Bears", owner="Bob")
    game.turn = game.turn._replace(active="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bear.id], defending="Alice")
    warrant = put(game, "Warrant // Warden", Zone.HAND)
    casting.cast(game, warrant.id, player="Alice", side="left", targets=[bear.id])
    resolving.resolve(game)
    assert names(game, Zone.LIBRARY, "Bob") == ["Grizzly Bears", "Island"]


def test_119_3_107_3a_target_player_gains_x_life_who() -> None:
    game = Game(["Alice", "Bob"])
    who = put(game, "Who // What // When // Where // Why", Zone.HAND)
    casting.cast(game, who.id, side=who.card.faces[0].side, x=4, targets=["Bob"])
    resolving.resolve(game)
    assert game.player("Bob").life == 24


@pytest.mark.parametrize(("creature", "destroyed"), [("Grizzly Bears", True), ("Vampire Nighthawk", False)])
def test_105_2_701_19c_destroy_target_nonblack_creature_it_can_t_be_regenerated_malice(
    creature: str, destroyed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    target = put(game, creature, owner="Bob")
    malice = put(game, "Spite // Malice", Zone.HAND)
    if not destroyed:
        with pytest.raises(IllegalAction):
            casting.cast(game, malice.id, side="right", targets=[target.id])
        return
    casting.cast(game, malice.id, side="right", targets=[target.id])
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == [creature]


def test_105_2b_search_for_a_multicolored_card_demand() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Opt", "Fire // Ice", "Grizzly Bears"):  # Fire // Ice is red and blue
        put(game, name, Zone.LIBRARY)
    demand = put(game, "Supply // Demand", Zone.HAND)
    casting.cast(game, demand.id, side="right")
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Fire // Ice"]


def test_702_keyword_lists_grant_each_keyword_and_a_comma_then_joins_clauses() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    ability = compile_line(
        "X", "Target creature gains flying, vigilance, and haste until end of turn.", spell=True
    )
    assert isinstance(ability, SpellAbility)
    ability.effect(Resolution(game, "Alice", None, "X", (bear.id,), {}))
    granted = set(game.characteristics(bear.id).abilities)
    assert {"Flying", "Vigilance", "Haste"} <= granted and not any("," in a for a in granted)


def test_111_2_119_2_608_2c_create_thopters_then_gain_life_for_each_creature_deploy() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    deploy = put(game, "Depose // Deploy", Zone.HAND)
    casting.cast(game, deploy.id, side="right")
    resolving.resolve(game)
    thopters = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(thopters) == 2 and all("Flying" in game.characteristics(t).abilities for t in thopters)
    assert all(game.characteristics(t).types == ("Artifact", "Creature") for t in thopters)  # 111.4
    assert game.player("Alice").life == 23  # the Bears and two Thopters


def test_115_1_with_power_4_or_greater_an_opponent_controls_hidden_dragonslayer() -> None:
    game = Game(["Alice", "Bob"])
    mine = put(game, "Craw Wurm")  # first: the default target if "an opponent controls" were lost
    giant, wurm = put(game, "Hill Giant", owner="Bob"), put(game, "Craw Wurm", owner="Bob")
    slayer = put(game, "Hidden Dragonslayer", Zone.HAND)
    moves.put_onto_battlefield(game, slayer.id, face_down=True)
    down = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Craw Wurm"]
    assert mine.id in game and giant.id in game and wurm.id not in game


@pytest.mark.parametrize(("sorcerers", "transformed"), [(2, True), (1, False)])
def test_608_2c_then_if_you_control_three_or_more_wizards_transform_docent_of_perfection(
    sorcerers: int, transformed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    docent = put(game, "Docent of Perfection // Final Iteration")
    for _ in range(sorcerers):
        put(game, "Prodigal Sorcerer")  # a Human Wizard
    opt = put(game, "Opt", Zone.HAND)
    put(game, "Island", Zone.LIBRARY)
    casting.cast(game, opt.id)
    resolving.resolve_all(game)  # a Wizard token, then the Wizards are counted
    name = game.characteristics(docent.id).name
    assert name == ("Final Iteration" if transformed else "Docent of Perfection")


def test_106_1b_add_three_mana_of_any_one_color_lost_vale() -> None:
    game = Game(["Alice", "Bob"])
    vale = put(game, "Dowsing Dagger // Lost Vale")
    game.replace(vale._replace(status=vale.status._replace(up=vale.card.faces[1].side)))
    activating.activate(game, vale.id, 1, chosen=["{U}{U}{U}"])
    assert [u.type for u in game.player("Alice").mana_pool] == ["U", "U", "U"]


def test_602_1_701_9_a_capitalized_cost_after_a_comma_and_discarding_two_cards() -> None:
    fae = compile_line(
        "Fae of Wishes", "{1}{U}, Discard two cards: Return Fae of Wishes to its owner's hand."
    )
    assert isinstance(fae, Activated) and fae.cost.discard == 2 and fae.cost.mana == "{1}{U}"
    hermit = compile_line(
        "Malevolent Hermit",
        "{U}, Sacrifice Malevolent Hermit: Counter target noncreature spell unless its controller pays {3}.",
    )
    assert isinstance(hermit, Activated) and hermit.cost.sacrifice_self


def test_701_9_discard_a_card_draw_a_card_merchant_of_the_vale() -> None:
    game = Game(["Alice", "Bob"])
    merchant = put(game, "Merchant of the Vale // Haggle")
    put(game, "Island", Zone.LIBRARY)
    put(game, "Opt", Zone.HAND)
    activating.activate(game, merchant.id, 1)
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD) == ["Opt"] and names(game, Zone.HAND) == ["Island"]


def test_608_2h_where_x_is_the_number_of_knights_you_control_curry_favor() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Smitten Swordmaster // Curry Favor")  # a Human Knight
    put(game, "Smitten Swordmaster // Curry Favor")
    put(game, "Smitten Swordmaster // Curry Favor", owner="Bob")  # not Alice's
    favor = put(game, "Smitten Swordmaster // Curry Favor", Zone.HAND)
    casting.cast(game, favor.id, side=favor.card.faces[1].side)
    resolving.resolve(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (22, 18)


def test_107_3_an_x_nothing_chose_is_not_compiled() -> None:
    assert compile_line("Engine", "When Engine enters, draw X cards.") is None  # X would be 0
    trumpeter = "When Warbreak Trumpeter is turned face up, create X 1/1 red Goblin creature tokens."
    assert compile_line("Warbreak Trumpeter", trumpeter) is not None  # its morph's X (702.37f)
    assert compile_line("Engine", "{X}, {T}: Draw X cards.") is not None  # an {X} cost chooses it
    assert compile_line("Mind Spring", "Draw X cards.", spell=True) is not None  # a spell's cost chooses it


def test_608_2h_target_creature_gets_plus_x_where_x_is_its_power_onward() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant")  # 3/3
    onward = put(game, "Onward // Victory", Zone.HAND)
    casting.cast(game, onward.id, side="left", targets=[giant.id])
    resolving.resolve(game)
    value = game.characteristics(giant.id)
    assert (value.power, value.toughness) == ("6", "3")


def test_111_2_608_2h_create_a_token_then_put_counters_on_it_manifestation_sage() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, "Opt", Zone.HAND)
    sage = put(game, "Manifestation Sage", Zone.HAND)
    moves.put_onto_battlefield(game, sage.id)
    resolving.resolve_all(game)
    (fractal,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert fractal.status.counter("+1/+1") == 3  # "it" is the token, X the cards in hand
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if not o.is_token]
    assert entered.card.name == "Manifestation Sage" and entered.status.counter("+1/+1") == 0


def test_614_1c_as_it_enters_x_counters_x_the_number_of_other_creatures_crowd_control_warden() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears")
    put(game, "Hill Giant")
    put(game, "Grizzly Bears", owner="Bob")  # not Alice's
    warden = put(game, "Crowd-Control Warden", Zone.HAND)
    moves.put_onto_battlefield(game, warden.id)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Crowd-Control Warden"]
    assert entered.status.counter("+1/+1") == 2  # not itself (other)


@pytest.mark.parametrize(
    ("spell", "side", "counted"),
    [("Road // Ruin", "right", "Forest"), ("Kabira Takedown // Kabira Plateau", None, "Grizzly Bears")],
)
def test_120_3_608_2h_damage_equal_to_the_number_of_permanents_you_control(
    spell: str, side: str | None, counted: str
) -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, counted)  # Ruin counts lands, Kabira Takedown creatures
    put(game, counted, owner="Bob")  # not Alice's
    wurm = put(game, "Craw Wurm", owner="Bob")  # 6/4
    if side == "right":  # Ruin is an aftermath half: cast from the graveyard (702.127a)
        card = put(game, spell, Zone.GRAVEYARD)
        casting.cast(game, card.id, side=side, from_zone=Zone.GRAVEYARD, targets=[wurm.id])
    else:
        card = put(game, spell, Zone.HAND)
        casting.cast(game, card.id, targets=[wurm.id])
    resolving.resolve(game)
    assert game.get(wurm.id).status.damage == 3


def test_611_2a_608_2h_until_end_of_turn_gains_trample_and_gets_plus_x_appeal() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    put(game, "Hill Giant")
    appeal = put(game, "Appeal // Authority", Zone.HAND)
    casting.cast(game, appeal.id, side="left", targets=[bear.id])
    resolving.resolve(game)
    value = game.characteristics(bear.id)
    assert (value.power, value.toughness) == ("4", "4") and "Trample" in value.abilities  # two creatures


def test_122_8_608_2h_remove_all_counters_draw_that_many_cards_take() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(4):
        put(game, "Island", Zone.LIBRARY)
    bear = put(game, "Grizzly Bears")
    game.replace(bear._replace(status=bear.status._replace(counters=(("+1/+1", 3),))))
    take = put(game, "Give // Take", Zone.HAND)
    casting.cast(game, take.id, side="right", targets=[bear.id])
    resolving.resolve(game)
    assert game.get(bear.id).status.counter("+1/+1") == 0 and len(game.objects(Zone.HAND)) == 3
    assert compile_line("Mind Rot", "Draw that many cards.", spell=True) is None  # nothing noted an amount
