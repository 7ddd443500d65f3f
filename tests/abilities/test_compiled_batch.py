"""More compiled templates (issue 17), with real cards, named after their
rules: "each of up to two target creatures", "if there are N or more
[type] cards in your graveyard", "return it to the battlefield face down",
"you may sacrifice it. If you do, ..."."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put, turned_face_up


def test_115_1_each_of_up_to_two_target_creatures_smoldering_werewolf() -> None:
    game = Game(["Alice", "Bob"])
    first, second = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    wolf = put(game, "Smoldering Werewolf // Erupting Dreadwolf", Zone.HAND)
    game.answering = Answering([(f"#{first.id}", f"#{second.id}")])
    moves.put_onto_battlefield(game, wolf.id)
    game.answering = None
    resolving.resolve(game)
    assert (game.get(first.id).status.damage, game.get(second.id).status.damage) == (1, 1)


@pytest.mark.parametrize(("creatures", "transformed"), [(4, True), (3, False)])
def test_603_4_then_if_four_or_more_creature_cards_in_your_graveyard_transform_bloodsworn_squire(
    creatures: int, transformed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    squire = put(game, "Bloodsworn Squire // Bloodsworn Knight")
    for _ in range(creatures):
        put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)  # not a creature card
    put(game, "Opt", Zone.HAND)
    activating.activate(game, squire.id, 1)  # {1}{B}, discard a card
    resolving.resolve(game)
    value = game.characteristics(squire.id)
    assert game.get(squire.id).status.tapped and "Indestructible" in value.abilities
    assert (value.name == "Bloodsworn Knight") is transformed


def test_603_10a_when_it_dies_return_it_to_the_battlefield_face_down_ashcloud_phoenix() -> None:
    game = Game(["Alice", "Bob"])
    phoenix = put(game, "Ashcloud Phoenix")
    moves.move(game, phoenix.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    (returned,) = game.objects(Zone.BATTLEFIELD)
    assert returned.card.name == "Ashcloud Phoenix" and returned.is_face_down


@pytest.mark.parametrize("sacrifice", [True, False])
def test_609_3_608_2c_you_may_sacrifice_it_if_you_do_that_player_discards_haunted_cadaver(
    sacrifice: bool,
) -> None:
    game = Game(["Alice", "Bob"])
    cadaver = put(game, "Haunted Cadaver")
    for _ in range(4):
        put(game, "Opt", Zone.HAND, owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [cadaver.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    game.answering = Answering([("yes" if sacrifice else "no",)], then_default=True)
    resolving.resolve_all(game)
    assert ("Haunted Cadaver" in names(game, Zone.GRAVEYARD, "Alice")) is sacrifice
    assert len(game.objects(Zone.HAND, "Bob")) == (1 if sacrifice else 4)


@pytest.mark.parametrize(("answer", "put_in"), [(None, True), ((), False)])
def test_110_2_608_2d_you_may_put_a_creature_card_from_your_hand_onto_the_battlefield_root_elemental(
    answer: tuple[str, ...] | None, put_in: bool
) -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Opt", Zone.HAND)  # not a creature card
    put(game, "Craw Wurm", Zone.HAND)
    elemental = put(game, "Root Elemental", Zone.HAND)
    moves.put_onto_battlefield(game, elemental.id, face_down=True)
    down = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    game.answering = Answering([answer]) if answer is not None else None
    resolving.resolve(game)
    assert ("Craw Wurm" in names(game, Zone.BATTLEFIELD)) is put_in
    assert "Opt" in names(game, Zone.HAND)


def test_404_2_return_all_zombie_cards_from_all_graveyards_to_their_owners_hands_infernal_caretaker() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Gravecrawler", Zone.GRAVEYARD)  # a Zombie
    put(game, "Gravecrawler", Zone.GRAVEYARD, owner="Bob")
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    turned_face_up(game, "Infernal Caretaker")
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Gravecrawler"] and names(game, Zone.HAND, "Bob") == [
        "Gravecrawler"
    ]
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Grizzly Bears"]


def test_205_4_return_target_noncreature_nonland_card_monastery_loremaster() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.GRAVEYARD)
    put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)
    turned_face_up(game, "Monastery Loremaster")
    resolving.resolve(game)  # the one legal target: Opt
    assert names(game, Zone.HAND) == ["Opt"]


def test_604_3_power_and_toughness_equal_to_the_wizards_on_the_battlefield_nameless_one() -> None:
    game = Game(["Alice", "Bob"])
    one = put(game, "Nameless One")  # a Wizard Avatar
    put(game, "Prodigal Sorcerer", owner="Bob")  # a Human Wizard
    assert game.characteristics(one.id).power == "2"


@pytest.mark.parametrize("answer", ["+2/-2", "-2/+2"])
def test_608_2d_target_creature_gets_plus_2_minus_2_or_minus_2_plus_2_shaper_parasite(answer: str) -> None:
    game = Game(["Alice", "Bob"])
    wurm = put(game, "Craw Wurm", owner="Bob")  # 6/4
    card = put(game, "Shaper Parasite", Zone.HAND)
    moves.put_onto_battlefield(game, card.id, face_down=True)
    down = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    game.answering = Answering([(answer,)])  # its target, the first legal one (603.3d): the Wurm
    resolving.resolve(game)
    value = game.characteristics(wurm.id)
    assert (value.power, value.toughness) == (("8", "2") if answer == "+2/-2" else ("4", "6"))


def test_122_1_608_2h_create_a_hero_then_a_counter_on_it_for_each_land_lasting_fayth() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, "Forest")
    put(game, "Forest", owner="Bob")
    card = put(game, "Zanarkand, Ancient Metropolis // Lasting Fayth", Zone.HAND)
    casting.cast(game, card.id, side=card.card.faces[1].side)
    resolving.resolve(game)
    (hero,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert hero.status.counter("+1/+1") == 3


def test_701_14a_you_may_have_it_fight_target_non_werewolf_creature_ulrich() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    ulrich = put(game, "Ulrich of the Krallenhorde // Ulrich, Uncontested Alpha")
    faces.transform(game, ulrich.id)
    resolving.resolve(game)  # the first legal target, the Bears; "you may": yes
    assert game.get(bear.id).status.damage == int(game.characteristics(ulrich.id).power or 0)
    assert game.get(ulrich.id).status.damage == 2


def test_709_5h_120_3_damage_equal_to_the_cards_in_your_hand_roaring_furnace() -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(3):
        put(game, "Opt", Zone.HAND)
    wurm = put(game, "Craw Wurm", owner="Bob")
    furnace = put(game, "Roaring Furnace // Steaming Sauna", Zone.HAND)
    casting.cast(game, furnace.id, side="left")
    resolving.resolve(game)  # it enters with the Furnace door unlocked (709.5h)
    resolving.resolve(game)
    assert game.get(wurm.id).status.damage == 3


def test_701_20a_701_9a_reveal_your_hand_choose_a_card_that_player_discards_it_pelakka_predation() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Opt", Zone.HAND, owner="Bob")  # mana value 1
    giant = put(game, "Hill Giant", Zone.HAND, owner="Bob")  # mana value 4
    wurm = put(game, "Craw Wurm", Zone.HAND, owner="Bob")  # mana value 6
    card = put(game, "Pelakka Predation // Pelakka Caverns", Zone.HAND)
    casting.cast(game, card.id, targets=["Bob"])
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    assert asked.value.question.options == (f"#{giant.id}", f"#{wurm.id}")  # mana value 3 or greater
    game.answering = Answering([(f"#{wurm.id}",)])
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND, "Bob")) == ["Hill Giant", "Opt"]
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Craw Wurm"]
    revealed = sorted(e.note for e in game.log if e.kind.value == "revealed")
    assert revealed == ["Craw Wurm", "Hill Giant", "Opt"]  # all of it, to every player (701.20a)


def test_701_20a_you_may_choose_a_nonland_card_if_you_do_discard_it_then_draw_revealing_eye() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Forest", Zone.HAND, owner="Bob")
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    curtains = put(game, "Concealing Curtains // Revealing Eye")
    faces.transform(game, curtains.id)
    resolving.resolve(game)  # its target, Bob; "you may": yes; the one nonland card, Opt
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Opt"] and opt.id not in game
    assert sorted(names(game, Zone.HAND, "Bob")) == ["Forest", "Island"]


def test_601_3e_your_opponents_can_t_cast_spells_with_mana_value_3_or_less_brisela() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Brisela, Voice of Nightmares")
    game.turn = game.turn._replace(active="Bob")
    opt, giant = put(game, "Opt", Zone.HAND, owner="Bob"), put(game, "Hill Giant", Zone.HAND, owner="Bob")
    assert not casting.can_cast(game, opt.id, player="Bob")  # mana value 1
    casting.cast(game, giant.id, player="Bob")  # mana value 4
    mine = put(game, "Opt", Zone.HAND)
    put(game, "Island", Zone.LIBRARY)
    casting.cast(game, mine.id, player="Alice")  # its controller may (opponents only)


def test_205_3_611_3a_other_wolves_and_werewolves_you_control_have_trample_untamed_pup() -> None:
    game = Game(["Alice", "Bob"])
    tamer = put(game, "Hound Tamer // Untamed Pup")
    pup = game.replace(tamer._replace(status=tamer.status._replace(up=tamer.card.faces[1].side)))
    wolf = put(game, "Kessig Forgemaster // Flameheart Werewolf")  # a Werewolf
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Kessig Forgemaster // Flameheart Werewolf", owner="Bob")
    assert "Trample" in game.characteristics(wolf.id).abilities
    assert "Trample" not in game.characteristics(bear.id).abilities
    assert "Trample" not in game.characteristics(theirs.id).abilities  # you control
    assert game.characteristics(pup.id).abilities.count("Trample") == 1  # its own, not "other"


def test_508_4_return_target_creature_card_to_the_battlefield_tapped_and_attacking_dauntless_avenger() -> (
    None
):
    game = Game(["Alice", "Bob"])
    survivor = put(game, "Bereaved Survivor // Dauntless Avenger")
    avenger = game.replace(survivor._replace(status=survivor.status._replace(up=survivor.card.faces[1].side)))
    put(game, "Grizzly Bears", Zone.GRAVEYARD)  # mana value 2
    put(game, "Hill Giant", Zone.GRAVEYARD)  # 4: not a legal target
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [avenger.id], defending="Bob")
    resolving.resolve(game)
    (bear,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Grizzly Bears"]
    assert bear.status.tapped and bear.status.attacking == "Bob"
    assert names(game, Zone.GRAVEYARD) == ["Hill Giant"]


@pytest.mark.parametrize(("top", "transformed"), [("Opt", True), ("Forest", False)])
def test_701_17a_if_an_instant_or_sorcery_card_was_milled_this_way_transform_aberrant_researcher(
    top: str, transformed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    put(game, top, Zone.LIBRARY)
    researcher = put(game, "Aberrant Researcher // Perfected Form")
    game.turn = game.turn._replace(step=Step.UNTAP)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD) == [top]
    assert (game.characteristics(researcher.id).name == "Perfected Form") is transformed


@pytest.mark.parametrize(
    ("cards", "transformed"),
    [(("Opt", "Forest", "Grizzly Bears", "Ornithopter"), True), (("Opt", "Forest", "Grizzly Bears"), False)],
)
def test_205_2a_603_4_four_or_more_card_types_among_cards_in_your_graveyard_autumnal_gloom(
    cards: tuple[str, ...], transformed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    gloom = put(game, "Autumnal Gloom // Ancient of the Equinox")
    for name in cards:  # instant, land, creature, artifact (Ornithopter: an artifact creature)
        put(game, name, Zone.GRAVEYARD)
    turns.set_step(game, Step.END)
    if transformed:
        resolving.resolve(game)
    assert (game.characteristics(gloom.id).name == "Ancient of the Equinox") is transformed


@pytest.mark.parametrize(("vampires", "can"), [(5, True), (4, False)])
def test_602_5b_activate_only_if_you_control_five_or_more_vampires_bloodline_keeper(
    vampires: int, can: bool
) -> None:
    game = Game(["Alice", "Bob"])
    keeper = put(game, "Bloodline Keeper // Lord of Lineage")  # a Vampire itself
    for _ in range(vampires - 1):
        put(game, "Vampire Nighthawk")
    abilities = [a.text for a in activating.activated_abilities(game, game.get(keeper.id))]
    which = next(i for i, text in enumerate(abilities, 1) if "Transform" in text)
    if not can:
        with pytest.raises(IllegalAction, match="602.5b"):
            activating.activate(game, keeper.id, which)
        return
    activating.activate(game, keeper.id, which)
    resolving.resolve(game)
    assert game.characteristics(keeper.id).name == "Lord of Lineage"


@pytest.mark.parametrize(
    ("others", "can"), [(("Grizzly Bears", "Hill Giant"), True), (("Hill Giant", "Hill Giant"), False)]
)
def test_602_5b_coven_three_or_more_creatures_with_different_powers_ambitious_farmhand(
    others: tuple[str, ...], can: bool
) -> None:
    game = Game(["Alice", "Bob"])
    farmhand = put(game, "Ambitious Farmhand // Seasoned Cathar")  # 1/1
    for name in others:  # Bears 2, Hill Giant 3
        put(game, name)
    abilities = [a.text for a in activating.activated_abilities(game, game.get(farmhand.id))]
    which = next(i for i, text in enumerate(abilities, 1) if "Transform" in text)
    assert activating.can_activate(game, farmhand.id, which) is can


@pytest.mark.parametrize("tapped", [True, False])
def test_505_4_603_4_at_the_beginning_of_your_second_main_phase_if_it_is_tapped_defiant_survivor(
    tapped: bool,
) -> None:
    game = Game(["Alice", "Bob"])
    for _ in range(2):
        put(game, "Island", Zone.LIBRARY)
    survivor = put(game, "Defiant Survivor")
    game.replace(survivor._replace(status=survivor.status._replace(tapped=tapped)))
    turns.set_step(game, Step.MAIN2)
    if tapped:
        resolving.resolve(game)  # manifest dread (701.62a)
    assert any(o.is_face_down for o in game.objects(Zone.BATTLEFIELD)) is tapped
