"""Compiled activated abilities whose cost sacrifices or taps other
permanents ("Sacrifice a Wizard", "Sacrifice another creature", "Tap an
untapped Vampire you control": CR 602.2b, 701.21a, 701.26a, issue 17): the
player chooses which as the cost is paid, only among permanents they
control that fit; an ability whose cost can't be paid can't be activated,
and the refusal changes nothing."""

from __future__ import annotations

import pytest
from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.abilities.compiler.changing import UNBLOCKABLE
from mtgfaces.rules.abilities.compiler.tokens import token_card
from mtgfaces.rules.abilities.support import create_token
from mtgfaces.rules.actions import activating, casting, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.abilities import Activated, Resolution
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.decisions import Activate, Choose
from mtgfaces.rules.state.game import Game, Step, Turn
from tests.rules.builders import put

EVANGEL = "Pious Evangel // Wayward Disciple"  # {2}, {T}, Sacrifice another permanent: Transform ~.


def test_602_2b_sacrifice_another_creature_is_read_as_a_cost() -> None:
    line = "{1}{B}, {T}, Sacrifice another creature: Manifest the top card of your library."
    ability = compile_line("Qarsi High Priest", line)
    assert isinstance(ability, Activated) and ability.cost.sacrifice is not None
    assert str(ability.cost) == "{1}{B}, {T}, sacrifice another creature"
    assert ability.cost.sacrifice.another and ability.cost.sacrifice.filter.types == ("Creature",)


def test_602_2b_a_sacrifice_cost_that_can_t_be_paid_is_refused_and_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    evangel = put(game, EVANGEL, controlled_since=0)
    put(game, "Forest", owner="Bob")  # not hers: only one's own permanents are sacrificed (701.21a)
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"too few permanents") as refused:
        activating.activate(game, evangel.id, 1)
    assert refused.value.rule == "602.2b" and dumps(game) == before


def test_701_21a_sacrifice_another_permanent_then_transform_pious_evangel() -> None:
    game = Game(["Alice", "Bob"])
    evangel = put(game, EVANGEL, controlled_since=0)
    forest = put(game, "Forest")
    activating.activate(game, evangel.id, 1)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == [forest.card.name]
    assert game.get(evangel.id).status.tapped  # not the source: "another" (and {T} taps it)
    resolving.resolve(game)
    assert game.characteristics(evangel.id).name == "Wayward Disciple"


def test_602_2b_the_player_chooses_which_creature_to_sacrifice_qarsi_high_priest() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    priest = put(game, "Qarsi High Priest", controlled_since=0)
    bear, giant = put(game, "Grizzly Bears"), put(game, "Hill Giant")
    put(game, "Island", Zone.LIBRARY)
    game.apply(Activate("Alice", priest.id))
    assert game.choice is not None
    question = game.choice.question
    assert (question.key, question.rule) == ("sacrifice", "602.2b")
    assert set(question.options) == {f"#{int(bear.id)}", f"#{int(giant.id)}"}  # not the Priest itself
    game.apply(Choose("Alice", (f"#{int(giant.id)}",)))
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Hill Giant"]
    assert bear.id in {o.id for o in game.objects(Zone.BATTLEFIELD)}


def test_701_21a_sacrifice_a_wizard_only_a_wizard_pays_voidmage_prodigy() -> None:
    game = Game(["Alice", "Bob"])
    prodigy = put(game, "Voidmage Prodigy")  # a Human Wizard: it may pay for itself ("a", not "another")
    put(game, "Grizzly Bears")
    spell = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, spell.id, player="Bob", targets=("Alice",))
    (bolt,) = game.objects(Zone.STACK)  # a new object on the stack (400.7)
    activating.activate(game, prodigy.id, 1, targets=[bolt.id])
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Voidmage Prodigy"]
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Lightning Bolt"]


GOSSIPMONGER = (
    "Town Gossipmonger // Incited Rabble"  # {T}, Tap an untapped creature you control: Transform ~.
)


def test_701_26a_tap_an_untapped_creature_even_a_summoning_sick_one_town_gossipmonger() -> None:
    game = Game(["Alice", "Bob"])
    gossip = put(game, GOSSIPMONGER, controlled_since=0)
    bear = put(game, "Grizzly Bears")  # arrived this turn: 302.6 is about {T} costs only
    activating.activate(game, gossip.id, 1)
    assert game.get(bear.id).status.tapped and game.get(gossip.id).status.tapped
    resolving.resolve(game)
    assert game.characteristics(gossip.id).name == "Incited Rabble"


def test_602_2b_a_tapped_creature_or_the_source_itself_can_t_pay_a_tap_cost() -> None:
    game = Game(["Alice", "Bob"])
    gossip = put(game, GOSSIPMONGER, controlled_since=0)
    put(game, "Grizzly Bears", tapped=True)
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"tap an untapped creature") as refused:
        activating.activate(game, gossip.id, 1)
    assert refused.value.rule == "602.2b" and dumps(game) == before


def test_701_26a_only_a_vampire_pays_chosen_of_markov() -> None:
    game = Game(["Alice", "Bob"])
    chosen = put(game, "Chosen of Markov // Markov's Servant", controlled_since=0)
    put(game, "Grizzly Bears")
    assert not activating.can_activate(game, chosen.id, 1)
    vampire = put(game, "Chosen of Markov // Markov's Servant", up=Side.BACK)  # Markov's Servant: a Vampire
    activating.activate(game, chosen.id, 1)
    assert game.get(vampire.id).status.tapped


WESTVALE = "Westvale Abbey // Ormendahl, Profane Prince"


def test_119_4_pay_1_life_as_a_cost_and_not_with_no_life_left_westvale_abbey() -> None:
    game = Game(["Alice", "Bob"])
    abbey = put(game, WESTVALE, controlled_since=0)
    activating.activate(game, abbey.id, 2)  # {5}, {T}, Pay 1 life: create a 1/1 Human Cleric
    assert game.player("Alice").life == 19
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD) if o.is_token] == ["Human Cleric Token"]
    game.replace(game.get(abbey.id)._replace(status=game.get(abbey.id).status._replace(tapped=False)))
    game.set_player(game.player("Alice")._replace(life=0))
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"0 life") as refused:
        activating.activate(game, abbey.id, 2)
    assert refused.value.rule == "119.4" and dumps(game) == before


def test_701_21a_sacrifice_five_creatures_then_transform_and_untap_it_westvale_abbey() -> None:
    game = Game(["Alice", "Bob"])
    abbey = put(game, WESTVALE, controlled_since=0)
    clerics = [put(game, "Grizzly Bears") for _ in range(4)]
    assert not activating.can_activate(game, abbey.id, 3)  # four aren't five
    clerics.append(put(game, "Grizzly Bears"))
    activating.activate(game, abbey.id, 3)
    assert len(game.objects(Zone.GRAVEYARD, "Alice")) == 5
    resolving.resolve(game)
    now = game.get(abbey.id)
    assert game.characteristics(now).name == "Ormendahl, Profane Prince" and not now.status.tapped


def test_608_2h_the_sacrificed_creature_s_toughness_as_it_last_existed_temple_of_aclazotz() -> None:
    game = Game(["Alice", "Bob"])
    temple = put(game, "Arguel's Blood Fast // Temple of Aclazotz", up=Side.BACK, controlled_since=0)
    giant = put(game, "Hill Giant", counters=(("+1/+1", 2),))  # 3/3 with two counters: 5/5
    game.set_player(game.player("Alice")._replace(life=10))
    found = activating.activated_abilities(game, temple)
    (index,) = [i for i, a in enumerate(found, 1) if "sacrificed" in a.text]
    activating.activate(game, temple.id, index)
    assert giant.id not in game and "Hill Giant" in [o.card.name for o in game.objects(Zone.GRAVEYARD)]
    resolving.resolve(game)
    assert game.player("Alice").life == 15  # its toughness with the counters, not the card's 3


def test_608_2h_an_ability_that_says_the_sacrificed_creature_but_sacrifices_none_isn_t_read() -> None:
    assert compile_line("Temple", "{T}: You gain life equal to the sacrificed creature's toughness.") is None
    fury = "Fury deals damage equal to the sacrificed creature's power to any target."  # a spell's cost
    assert compile_line("Fury", fury) is None
    # a spell's line is read; the registry keeps it only beside an additional cost that sacrifices one
    # (test_compiled_sacrificed_to_cast.py)
    assert compile_line("Fury", fury, spell=True) is not None


def _blood(game: Game, owner: str = "Alice") -> int:
    made = create_token(game, token_card(Tree("predefined_token", [Token("TYPE", "Blood")])), owner)
    return int(made.id)


def test_701_21a_sacrifice_two_blood_tokens_only_tokens_of_that_type_restless_bloodseeker() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    seeker = put(game, "Restless Bloodseeker // Bloodsoaked Reveler", controlled_since=0)
    put(game, "Grizzly Bears")  # not a Blood token
    _blood(game)
    _blood(game, owner="Bob")  # not hers
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"too few permanents"):
        activating.activate(game, seeker.id, 1)
    assert dumps(game) == before
    ability = activating.activated_abilities(game, seeker)[0]
    assert str(ability.cost) == "sacrifice two Blood tokens"
    _blood(game)
    activating.activate(game, seeker.id, 1)
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Alice")].count("Blood Token") == 0
    resolving.resolve(game)
    assert game.characteristics(seeker.id).name == "Bloodsoaked Reveler"


def test_701_21a_sacrifice_three_other_creatures_not_the_source_voldaren_pariah() -> None:
    ability = compile_line("Voldaren Pariah", "Sacrifice three other creatures: Transform Voldaren Pariah.")
    assert isinstance(ability, Activated) and ability.cost.sacrifice is not None
    assert ability.cost.sacrifice.another and ability.cost.sacrifice.number == 3
    game = Game(["Alice", "Bob"])
    pariah = put(game, "Voldaren Pariah // Abolisher of Bloodlines", controlled_since=0)
    put(game, "Grizzly Bears"), put(game, "Hill Giant")
    with pytest.raises(IllegalAction, match=r"too few permanents"):  # the Pariah itself doesn't count
        activating.activate(game, pariah.id, 1)


def test_509_1b_it_can_t_be_blocked_this_turn_biolume_egg() -> None:
    # The Egg's other line (a delayed trigger) isn't run yet, so the card is
    # unimplemented and its compiled abilities aren't used: the line alone.
    ability = compile_line("Biolume Egg", "Sacrifice two Islands: Biolume Egg can't be blocked this turn.")
    assert isinstance(ability, Activated) and str(ability.cost) == "sacrifice two Islands"
    game = Game(["Alice", "Bob"])
    egg = put(game, "Biolume Egg // Biolume Serpent", controlled_since=0)
    ability.effect(Resolution(game, "Alice", egg.id, "Biolume Egg", (), {}))
    assert UNBLOCKABLE in game.characteristics(egg.id).abilities
    turns.next_turn(game)  # 514.2: the effect ends with the turn
    assert UNBLOCKABLE not in game.characteristics(egg.id).abilities


def test_702_6a_equip_sacrifice_a_creature_dissection_tools() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    tools = put(game, "Dissection Tools", controlled_since=0)
    bear, giant = put(game, "Grizzly Bears"), put(game, "Hill Giant")
    (index,) = [i for i, a in enumerate(activating.activated_abilities(game, tools), 1) if "Equip" in a.text]
    game.answering = Answering([(f"#{int(giant.id)}",)])  # the creature sacrificed
    activating.activate(game, tools.id, index, targets=[bear.id])
    assert giant.id not in game  # 602.2b: the cost is paid as it is activated
    resolving.resolve(game)
    assert game.get(tools.id).status.attached_to == bear.id
