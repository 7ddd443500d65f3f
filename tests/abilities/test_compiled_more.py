"""More of the compiler's templates (issue 17), each with a real card and
named after its rules: "as it is turned face up" replacement effects, tapped
tokens, tap or untap, "whenever you turn a permanent face up", basic and
nonbasic, and a combat restriction on blockers' power."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Activated, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import put


def face_up(game: Game, name: str) -> int:
    card = put(game, name, Zone.HAND)
    moves.put_onto_battlefield(game, card.id, face_down=True)
    (down,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    faces.turn_face_up(game, down.id, using="effect")
    return int(down.id)


def test_614_1e_702_37_as_it_is_turned_face_up_it_gets_four_counters_bubble_smuggler() -> None:
    game = Game(["Alice", "Bob"])
    smuggler = face_up(game, "Bubble Smuggler")
    assert game.get(smuggler).status.counter("+1/+1") == 4  # as it turned face up, nothing on the stack
    assert game.objects(Zone.STACK) == []


def test_111_2_708_8_turned_face_up_it_creates_two_tapped_dogs_dog_walker() -> None:
    game = Game(["Alice", "Bob"])
    face_up(game, "Dog Walker")
    resolving.resolve(game)
    dogs = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(dogs) == 2 and all(o.status.tapped for o in dogs)


@pytest.mark.parametrize(("answer", "tapped"), [("tap", True), ("untap", False)])
def test_701_26_tap_or_untap_target_permanent_coral_trickster(answer: str, tapped: bool) -> None:
    game = Game(["Alice", "Bob"])
    land = put(game, "Forest", owner="Bob", tapped=not tapped)
    game.answering = Answering([(f"#{land.id}",), ("yes",), (answer,)])
    face_up(game, "Coral Trickster")
    resolving.resolve(game)
    assert game.get(land.id).status.tapped is tapped


def test_708_8_whenever_you_turn_a_permanent_face_up_it_gets_a_counter_growing_dread() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Growing Dread")
    bear = face_up(game, "Grizzly Bears")
    resolving.resolve_all(game)
    assert game.get(bear).status.counter("+1/+1") == 1


@pytest.mark.parametrize(("land", "legal"), [("Forest", False), ("Blackbloom Rogue", True)])
def test_205_4c_target_nonbasic_land_dwarven_blastminer(land: str, legal: bool) -> None:
    ability = compile_line("Dwarven Blastminer", "{2}{R}, {T}: Destroy target nonbasic land.")
    assert (
        isinstance(ability, Activated) and ability.targets is not None and ability.targets.filter is not None
    )
    game = Game(["Alice", "Bob"])
    target = put(game, land, owner="Bob")
    if land == "Blackbloom Rogue":
        target = game.replace(target._replace(status=target.status._replace(up=target.card.faces[1].side)))
    assert is_legal_target(game, "Alice", None, ability.targets, target.id) is legal


@pytest.mark.parametrize(
    ("attacker", "blocker", "can"),
    [
        ("Amrou Kithkin", "Grizzly Bears", True),  # power 3 or greater can't block it
        ("Amrou Kithkin", "Hill Giant", False),
        ("Questing Beast", "Grizzly Bears", False),  # power 2 or less can't block it
        ("Questing Beast", "Hill Giant", True),
    ],
)
def test_509_1b_it_cant_be_blocked_by_creatures_with_power_n_or_greater_or_less(
    attacker: str, blocker: str, can: bool
) -> None:
    game = Game(["Alice", "Bob"])
    attacking = put(game, attacker)
    line = next(a for a in game.characteristics(attacking.id).abilities if "can't be blocked by" in a)
    assert line not in lines_not_run(game.characteristics(attacking.id))  # the combat rules run it
    stopper = put(game, blocker, owner="Bob")
    assert (combat.can_block(game, game.get(stopper.id), game.get(attacking.id)) is None) is can


def test_122_8_602_2b_remove_a_ki_counter_to_pump_ichiga() -> None:
    game = Game(["Alice", "Bob"])
    ichiga = put(game, "Budoka Pupil // Ichiga, Who Topples Oaks")
    ichiga = game.replace(ichiga._replace(status=ichiga.status._replace(flipped=True)))
    moves.add_counters(game, ichiga.id, "ki", 1)
    bear = put(game, "Grizzly Bears")
    ability = next(
        a for a in registry.abilities_of(game, game.get(ichiga.id), Activated) if "ki counter" in a.text
    )
    assert ability.cost.remove_counters == ("ki", 1)
    activating.activate(game, ichiga.id, ability.text, targets=[bear.id])
    resolving.resolve(game)
    assert game.characteristics(bear.id).power == "4"
    assert game.get(ichiga.id).status.counter("ki") == 0
    with pytest.raises(IllegalAction):  # 602.2b: no ki counter left to remove
        activating.activate(game, ichiga.id, ability.text, targets=[bear.id])


def test_602_5b_activate_only_once_each_turn_heir_of_falkenrath() -> None:
    game = Game(["Alice", "Bob"])
    heir = put(game, "Heir of Falkenrath // Heir to the Night")
    for _ in range(2):
        put(game, "Island", Zone.HAND)
    ability = next(a for a in registry.abilities_of(game, game.get(heir.id), Activated) if a.once_each_turn)
    activating.activate(game, heir.id, ability.text)
    resolving.resolve(game)
    assert game.characteristics(heir.id).name == "Heir to the Night"
    back = game.replace(
        game.get(heir.id)._replace(status=game.get(heir.id).status._replace(up=heir.card.faces[0].side))
    )
    with pytest.raises(IllegalAction) as refused:  # the same ability, the same turn (602.5b)
        activating.activate(game, back.id, ability.text)
    assert refused.value.rule == "602.5b"


def test_502_3_a_permanent_that_doesnt_untap_during_its_untap_step_stays_tapped_colossus_of_sardia() -> None:
    game = Game(["Alice", "Bob"])
    colossus = put(game, "Colossus of Sardia", tapped=True)
    bear = put(game, "Grizzly Bears", tapped=True)
    assert not any("untap step" in line for line in lines_not_run(game.characteristics(colossus.id)))
    turns.next_turn(game)  # Bob's
    turns.next_turn(game)  # Alice's untap step (502.3)
    assert game.get(colossus.id).status.tapped and not game.get(bear.id).status.tapped


def test_106_1b_605_1a_tap_for_two_mana_of_any_one_color_gold_forge_garrison() -> None:
    game = Game(["Alice", "Bob"])
    garrison = put(game, "Golden Guardian // Gold-Forge Garrison")
    garrison = game.replace(
        garrison._replace(status=garrison.status._replace(up=garrison.card.faces[1].side))
    )
    (ability,) = [a for a in registry.abilities_of(game, game.get(garrison.id), Activated) if a.mana_ability]
    assert ability.produces == ("{W}{W}", "{U}{U}", "{B}{B}", "{R}{R}", "{G}{G}")
    assert lines_not_run(game.characteristics(garrison.id)) == []


def test_120_3_119_2_whenever_it_deals_damage_you_gain_that_much_life_exalted_angel() -> None:
    game = Game(["Alice", "Bob"])
    angel = put(game, "Exalted Angel")
    combat.deal_damage(game, angel.id, "Bob", 4)
    resolving.resolve(game)
    assert game.player("Alice").life == 24


def test_702_108a_a_keyword_line_with_prowess_and_haste_fugitive_codebreaker() -> None:
    game = Game(["Alice", "Bob"])
    codebreaker = put(game, "Fugitive Codebreaker")
    assert not any(line.startswith("Prowess") for line in lines_not_run(game.characteristics(codebreaker.id)))
    opt = put(game, "Opt", Zone.HAND)
    casting.cast(game, opt.id)
    assert [o.ability.source_name for o in game.objects(Zone.STACK) if o.ability] == ["Fugitive Codebreaker"]


def test_608_2c_710_2_if_you_have_nine_or_more_cards_in_hand_flip_jushi_apprentice() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(10):
        put(game, "Island", Zone.LIBRARY)
    jushi = put(game, "Jushi Apprentice // Tomoya the Revealer")
    ability = next(
        a for a in registry.abilities_of(game, game.get(jushi.id), Activated) if "nine or more" in a.text
    )
    activating.activate(game, jushi.id, ability.text)
    resolving.resolve(game)
    assert game.characteristics(jushi.id).name == "Jushi Apprentice"  # one card in hand: no flip
    for _ in range(8):
        put(game, "Island", Zone.HAND)
    jushi = game.replace(game.get(jushi.id)._replace(status=game.get(jushi.id).status._replace(tapped=False)))
    activating.activate(game, jushi.id, ability.text)
    resolving.resolve(game)
    assert game.characteristics(jushi.id).name == "Tomoya the Revealer"


def test_701_42a_712_4a_graf_rats_melds_with_midnight_scavengers_at_the_beginning_of_combat() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Graf Rats")
    put(game, "Midnight Scavengers")
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    resolving.resolve_all(game)
    (host,) = game.objects(Zone.BATTLEFIELD)
    assert game.characteristics(host.id).name == "Chittering Host"


@pytest.mark.parametrize(
    ("blocker", "can"), [("Grizzly Bears", False), ("Hill Giant", True), ("Centaur Courser", True)]
)
def test_509_1b_creatures_with_power_less_than_den_protectors_cant_block_it(blocker: str, can: bool) -> None:
    game = Game(["Alice", "Bob"])
    protector = put(game, "Den Protector")  # 2/1
    protector = game.replace(protector._replace(status=protector.status._replace(counters=(("+1/+1", 1),))))
    stopper = put(game, blocker, owner="Bob")  # Bears 2, Hill Giant 3, Courser 3
    assert (combat.can_block(game, game.get(stopper.id), game.get(protector.id)) is None) is can


def test_121_1_608_2h_draw_a_card_for_each_creature_you_control_with_power_3_or_greater_feed() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(4):
        put(game, "Island", Zone.LIBRARY)
    put(game, "Hill Giant")
    put(game, "Serra Angel")
    put(game, "Grizzly Bears")
    put(game, "Hill Giant", owner="Bob")
    feed = put(game, "Mouth // Feed", Zone.GRAVEYARD)
    casting.cast(game, feed.id, side="right", from_zone=Zone.GRAVEYARD)  # aftermath (702.127a)
    resolving.resolve(game)
    assert len(game.objects(Zone.HAND, "Alice")) == 2


def test_508_3a_whenever_a_creature_you_control_attacks_it_gets_the_effect() -> None:
    ability = compile_line(
        "Banner", "Whenever a creature you control attacks, it gets +1/+0 until end of turn."
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    banner = put(game, "Forest")
    bear, theirs = put(game, "Grizzly Bears"), put(game, "Grizzly Bears", owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [bear.id], defending="Bob")
    attacked = next(e for e in reversed(game.log) if e.kind.value == "attacks")
    check = TriggerCheck(game, attacked, banner)
    assert ability.condition(check)
    assert not ability.condition(TriggerCheck(game, attacked._replace(object=theirs.id), banner))


def test_702_108b_each_instance_of_prowess_triggers_separately_gitaxian_spellstalker() -> None:
    # "Trample, ward {2}, prowess, prowess": a line of keywords the spoiler
    # data lists none for, read one keyword at a time (702.1).
    game = Game(["Alice", "Bob"])
    stalker = put(game, "Khenra Spellspear // Gitaxian Spellstalker", up=Side.BACK)
    value = game.characteristics(stalker.id)
    assert value.abilities == ("Trample", "Ward {2}", "Prowess", "Prowess")
    assert lines_not_run(value) == []
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    casting.cast(game, put(game, "Opt", Zone.HAND).id)
    assert [o.ability.source_name for o in game.objects(Zone.STACK) if o.ability] == [value.name] * 2
    resolving.resolve_all(game)
    assert (game.characteristics(stalker.id).power, game.characteristics(stalker.id).toughness) == ("5", "5")
    # 702.21a: ward {2} triggers when an opponent targets it.
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=(stalker.id,))
    assert [o.ability is not None for o in game.objects(Zone.STACK)] == [True, False]  # ward triggered
    resolving.resolve(game)  # unpaid: the Shock is countered
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Bob")] == ["Shock"]
