"""Compiled lines that add mana (CR 106, 605, issue 17): a mana ability with
more to it than "{T}: Add [mana]" (a mana cost, tapping other permanents,
an amount counted as it resolves, a second sentence) doesn't use the stack
(605.1a, 605.3b); a triggered ability that adds mana does (605.1b), and
"Until end of turn, you don't lose this mana as steps and phases end" keeps
that mana in its pool until the cleanup step (106.4, 514.2)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, rooms, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import Activated
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import put

ITLIMOC = "Growing Rites of Itlimoc // Itlimoc, Cradle of the Sun"
VAULT = "Storm the Vault // Vault of Catlacan"
SKULL = "Mystic Skull // Mystic Monstrosity"
STATUE = "Foreboding Statue // Forsaken Thresher"
KESSIG = "Kessig Naturalist // Lord of the Ulvenwald"


def _pool(game: Game, player: str = "Alice") -> list[str]:
    return [u.type for u in game.player(player).mana_pool]


def _back(game: Game, name: str) -> int:
    """A transforming card on the battlefield with its back face up."""
    permanent = put(game, name, controlled_since=0)
    game.replace(permanent._replace(status=permanent.status._replace(up=permanent.card.faces[1].side)))
    return int(permanent.id)


def test_605_1a_an_activated_ability_that_adds_mana_without_a_target_is_a_mana_ability() -> None:
    ability = compile_line("Itlimoc, Cradle of the Sun", "{T}: Add {G} for each creature you control.")
    assert isinstance(ability, Activated) and ability.mana_ability and ability.cost.tap
    skull = compile_line("Mystic Skull", "{1}, {T}: Add one mana of any color.")
    assert isinstance(skull, Activated) and skull.mana_ability and skull.cost.mana == "{1}"


def test_605_1a_a_line_the_rules_read_as_a_mana_ability_is_not_compiled_twice() -> None:
    assert compile_line("Forest", "{T}: Add {G}.") is None


@pytest.mark.parametrize("creatures", [0, 1, 3])
def test_608_2h_add_g_for_each_creature_you_control_counted_as_it_is_activated_itlimoc(
    creatures: int,
) -> None:
    game = Game(["Alice", "Bob"])
    itlimoc = _back(game, ITLIMOC)
    for _ in range(creatures):
        put(game, "Grizzly Bears")
    put(game, "Hill Giant", owner="Bob")  # not hers
    activating.activate(game, itlimoc, "{T}: Add {G} for each")
    assert not game.objects(Zone.STACK)  # 605.3b: it resolved at once
    assert _pool(game) == ["G"] * creatures
    assert game.get(itlimoc).status.tapped


def test_608_2h_add_u_for_each_artifact_you_control_vault_of_catlacan() -> None:
    game = Game(["Alice", "Bob"])
    vault = _back(game, VAULT)  # a land, not an artifact
    put(game, "Ornithopter")
    put(game, "Ornithopter")
    put(game, "Ornithopter", owner="Bob")
    activating.activate(game, vault, "{T}: Add {U} for each")
    assert _pool(game) == ["U", "U"]


def test_602_2b_a_mana_ability_with_a_mana_cost_mystic_skull() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    skull = put(game, SKULL, controlled_since=0)
    forest = put(game, "Forest")
    activating.activate(game, skull.id, 1, chosen=["U"])
    assert _pool(game) == ["U"]  # the Forest's {G} paid the {1}
    assert game.get(forest.id).status.tapped and game.get(skull.id).status.tapped
    assert not game.objects(Zone.STACK)


def test_602_2b_a_mana_ability_whose_mana_cost_can_t_be_paid_is_refused_mystic_skull() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    skull = put(game, SKULL, controlled_since=0)
    before = dumps(game)
    with pytest.raises(IllegalAction) as refused:
        activating.activate(game, skull.id, 1, chosen=["U"])
    assert refused.value.rule == "601.2h" and dumps(game) == before


def test_106_1b_the_color_is_asked_when_the_activator_doesn_t_give_it_mystic_skull() -> None:
    game = Game(["Alice", "Bob"])
    skull = put(game, SKULL, controlled_since=0)
    game.answering = Answering([("black",)])
    activating.activate(game, skull.id, 1)
    assert _pool(game) == ["B"]


def test_701_26a_tap_two_untapped_elves_the_rangers_themselves_summoning_sick_birchlore_rangers() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    rangers = put(game, "Birchlore Rangers", controlled_since=3)  # entered this turn: 302.6 is about {T}
    elf = put(game, "Llanowar Elves", controlled_since=3)
    activating.activate(game, rangers.id, 1, chosen=["R"])
    assert _pool(game) == ["R"]
    assert game.get(rangers.id).status.tapped and game.get(elf.id).status.tapped


def test_701_26a_one_untapped_elf_can_t_pay_tap_two_birchlore_rangers() -> None:
    game = Game(["Alice", "Bob"])
    rangers = put(game, "Birchlore Rangers", controlled_since=0)
    put(game, "Grizzly Bears")  # not an Elf
    put(game, "Llanowar Elves", owner="Bob")  # not hers
    put(game, "Llanowar Elves", tapped=True)  # not untapped
    before = dumps(game)
    with pytest.raises(IllegalAction, match="too few permanents") as refused:
        activating.activate(game, rangers.id, 1)
    assert refused.value.rule == "602.2b" and dumps(game) == before


def test_602_2b_the_player_chooses_which_elves_to_tap_birchlore_rangers() -> None:
    game = Game(["Alice", "Bob"])
    rangers = put(game, "Birchlore Rangers", controlled_since=0)
    first, second = put(game, "Llanowar Elves"), put(game, "Llanowar Elves")
    game.answering = Answering(
        [
            (
                f"#{int(first.id)}",
                f"#{int(second.id)}",
            )
        ]
    )
    activating.activate(game, rangers.id, 1, chosen=["G"])
    assert not game.get(rangers.id).status.tapped
    assert game.get(first.id).status.tapped and game.get(second.id).status.tapped
    assert _pool(game) == ["G"]


def test_605_3b_add_mana_then_put_an_omen_counter_foreboding_statue() -> None:
    game = Game(["Alice", "Bob"])
    statue = put(game, STATUE, controlled_since=0)
    activating.activate(game, statue.id, 1, chosen=["W"])
    assert _pool(game) == ["W"] and game.get(statue.id).status.counter("omen") == 1
    assert not game.objects(Zone.STACK)


@pytest.mark.parametrize(("counters", "mana"), [(0, 3), (2, 5)])
def test_608_2h_add_g_equal_to_its_power_cradle_clearcutter(counters: int, mana: int) -> None:
    game = Game(["Alice", "Bob"])
    clearcutter = put(game, "Cradle Clearcutter", controlled_since=0)  # in full: a 3/6
    if counters:
        game.replace(clearcutter._replace(status=clearcutter.status.with_counters("+1/+1", counters)))
    power = int(game.characteristics(clearcutter.id).power or 0)
    activating.activate(game, clearcutter.id, 1)
    assert _pool(game) == ["G"] * power and power == mana


def test_106_1b_add_x_mana_of_any_one_color_where_x_is_your_life_total() -> None:
    line = "{T}: Add X mana of any one color, where X is your life total."
    ability = compile_line("Sanctum of the Sun", line)
    assert isinstance(ability, Activated) and ability.mana_ability
    game = Game(["Alice", "Bob"])
    sanctum = _back(game, "Azor's Gateway // Sanctum of the Sun")
    game.set_player(game.player("Alice")._replace(life=7))
    activating.activate(game, sanctum, 1, chosen=["red"])
    assert _pool(game) == ["R"] * 7


def test_110_4a_x_is_the_number_of_permanent_cards_in_your_graveyard_the_core() -> None:
    game = Game(["Alice", "Bob"])
    core = _back(game, "Matzalantli, the Great Door // The Core")
    for name in ("Forest", "Grizzly Bears", "Ornithopter", "Opt"):  # Opt: an instant, not a permanent card
        put(game, name, Zone.GRAVEYARD)
    put(game, "Forest", Zone.GRAVEYARD, owner="Bob")  # not hers
    activating.activate(game, core, 1, chosen=["G"])
    assert _pool(game) == ["G", "G", "G"]


def test_605_1b_an_attack_trigger_adds_mana_on_the_stack_and_the_mana_stays_kessig_naturalist() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    naturalist = put(game, KESSIG, controlled_since=0)
    combat.attack(game, [naturalist.id], defending="Bob")
    assert len(game.objects(Zone.STACK)) == 1 and _pool(game) == []  # not a mana ability
    game.answering = Answering([("green",)])
    resolving.resolve(game)
    assert _pool(game) == ["G"]
    for step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT, Step.MAIN2, Step.END):
        turns.enter_step(game, step)
        assert _pool(game) == ["G"]  # 106.4: not lost as steps and phases end
    turns.next_turn(game)  # 514.2: the effect ends in the cleanup step, and the mana with it
    assert _pool(game) == []


def test_106_4_kept_mana_pays_like_any_other_and_the_rest_empties_kessig_naturalist() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    naturalist = put(game, KESSIG, controlled_since=0)
    combat.attack(game, [naturalist.id], defending="Bob")
    game.answering = Answering([("red",)])
    resolving.resolve(game)
    turns.enter_step(game, Step.MAIN2)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=["Bob"])
    assert _pool(game) == []


def test_106_4_kept_mana_is_saved_and_loaded() -> None:
    assert Unit.parse(str(Unit("R", kept=True))) == Unit("R", kept=True)
    game = Game(["Alice", "Bob"])
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("G", kept=True),)))
    assert loads(dumps(game)).player("Alice").mana_pool == (Unit("G", kept=True),)


def test_106_4_add_two_mana_of_any_one_color_when_turned_face_up_branch_of_vitu_ghazi() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    branch = put(game, "Branch of Vitu-Ghazi", Zone.HAND)
    moves.put_onto_battlefield(game, branch.id, face_down=True, under="Alice")
    down = next(o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_face_down)
    faces.turn_face_up(game, down.id, using="effect")
    game.answering = Answering([("white",)])
    resolving.resolve_all(game)
    assert _pool(game) == ["W", "W"]
    turns.enter_step(game, Step.BEGINNING_OF_COMBAT)
    assert _pool(game) == ["W", "W"]


def test_106_4_mana_without_the_sentence_empties_as_the_step_ends() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    statue = put(game, STATUE, controlled_since=0)
    activating.activate(game, statue.id, 1, chosen=["W"])
    turns.enter_step(game, Step.BEGINNING_OF_COMBAT)
    assert _pool(game) == []


FRAGMENT = "Cryptolith Fragment // Aurora of Emrakul"


def test_605_3b_add_one_mana_of_any_color_and_each_player_loses_1_life_cryptolith_fragment() -> None:
    game = Game(["Alice", "Bob"])
    fragment = put(game, FRAGMENT, controlled_since=0)
    activating.activate(game, fragment.id, 1, chosen=["B"])
    assert _pool(game) == ["B"] and not game.objects(Zone.STACK)
    assert game.player("Alice").life == game.player("Bob").life == 19


@pytest.mark.parametrize(("alice", "bob", "transforms"), [(10, 10, True), (10, 11, False), (3, 8, True)])
def test_603_4_if_each_player_has_10_or_less_life_transform_cryptolith_fragment(
    alice: int, bob: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.END, number=3))
    fragment = put(game, FRAGMENT, controlled_since=0)
    game.set_player(game.player("Alice")._replace(life=alice))
    game.set_player(game.player("Bob")._replace(life=bob))
    put(game, "Island", Zone.LIBRARY)
    turns.next_turn(game)  # Alice's upkeep
    assert len(game.objects(Zone.STACK)) == int(transforms)  # 603.4: checked as it would trigger
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.characteristics(fragment.id).name == (
        "Aurora of Emrakul" if transforms else "Cryptolith Fragment"
    )


MATZALANTLI = "Matzalantli, the Great Door // The Core"


@pytest.mark.parametrize(
    ("cards", "allowed"),
    [
        (("Forest", "Grizzly Bears", "Ornithopter", "Pacifism"), True),
        (("Forest", "Grizzly Bears", "Ornithopter", "Opt"), False),  # an instant: not a permanent type
        (("Forest", "Forest", "Grizzly Bears", "Ornithopter"), False),  # a type counts once
    ],
)
def test_110_4_activate_only_if_four_or_more_permanent_types_among_cards_in_your_graveyard_matzalantli(
    cards: tuple[str, ...], allowed: bool
) -> None:
    game = Game(["Alice", "Bob"])
    door = put(game, MATZALANTLI, controlled_since=0)
    for name in cards:
        put(game, name, Zone.GRAVEYARD)
    put(game, "Llanowar Elves", Zone.GRAVEYARD, owner="Bob")  # not hers
    assert activating.can_activate(game, door.id, "{4}, {T}: Transform") == allowed
    if allowed:
        activating.activate(game, door.id, "{4}, {T}: Transform")
        resolving.resolve_all(game)
        assert game.characteristics(door.id).name == "The Core"


def test_605_1a_a_painland_s_colored_mana_ability_deals_its_damage_as_it_adds_the_mana() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Karplusan Forest")
    activating.activate(game, forest.id, "{T}: Add {R} or {G}.", chosen=["G"])
    assert _pool(game) == ["G"] and game.player("Alice").life == 19
    assert not game.objects(Zone.STACK)


@pytest.mark.parametrize(
    ("face", "line"),
    [
        ("Endrider Catalyzer", "Max speed — {T}: Add {R}{R}."),  # 702.178a: only at max speed
        ("Loot, the Pathfinder", "Exhaust — {G}, {T}: Add three mana of any one color."),  # 702.177a: once
        ("Fearless Pup", "Boast — {2}{R}: Fearless Pup gets +2/+0 until end of turn."),  # 702.142a
    ],
)
def test_207_2c_a_keyword_written_before_a_dash_is_not_an_ability_word_dropped(face: str, line: str) -> None:
    assert compile_line(face, line) is None


CONDUIT = "Conduit of Storms // Conduit of Emrakul"


@pytest.mark.parametrize(("back", "mana"), [(False, ["R"]), (True, ["C", "C"])])
def test_603_7a_add_mana_at_the_beginning_of_your_next_main_phase_this_turn_conduit_of_storms(
    back: bool, mana: list[str]
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    conduit = _back(game, CONDUIT) if back else int(put(game, CONDUIT, controlled_since=0).id)
    combat.attack(game, [conduit], defending="Bob")
    resolving.resolve(game)  # the attack trigger makes the delayed one (603.7a)
    assert _pool(game) == [] and len(game.delayed_triggers) == 1
    turns.set_step(game, Step.END_OF_COMBAT)
    assert not game.objects(Zone.STACK) and _pool(game) == []
    turns.set_step(game, Step.MAIN2)
    assert len(game.objects(Zone.STACK)) == 1  # it triggered, and uses the stack (605.1b)
    resolving.resolve(game)
    assert _pool(game) == mana and not game.delayed_triggers
    turns.set_step(game, Step.END)
    assert _pool(game) == []  # 106.4: this mana empties as the main phase ends


def test_603_7b_the_delayed_ability_ends_with_the_turn_when_no_main_phase_came_conduit_of_storms() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    conduit = put(game, CONDUIT, controlled_since=0)
    combat.attack(game, [conduit.id], defending="Bob")
    resolving.resolve(game)
    game.set_turn(game.turn._replace(step=Step.END))  # as if the main phase were skipped
    put(game, "Island", Zone.LIBRARY, owner="Bob")
    turns.next_turn(game)  # Bob's turn: "this turn" is over, so his main phase doesn't trigger it
    assert not game.delayed_triggers and _pool(game, "Alice") == []
    assert not game.objects(Zone.STACK)


ASHLING = "Ashling, Rekindled // Ashling, Rimebound"
RIMEBOUND_MANA = "Ashling, Rimebound: Whenever this creature transforms into Ashling, Rimebound and at"


def _scripts(game: Game) -> list[str]:
    return [dict(o.ability.options).get("script", "") for o in game.objects(Zone.STACK) if o.ability]


def test_603_2_at_the_beginning_of_your_first_main_phase_add_two_mana_of_one_color_ashling() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Bob", Step.END, number=3))
    _back(game, ASHLING)
    put(game, "Island", Zone.LIBRARY)
    turns.next_turn(game)  # Alice's first main phase: this and "you may pay {R}" trigger
    assert sum(text.startswith(RIMEBOUND_MANA) for text in _scripts(game)) == 1
    game.answering = Answering([("blue",)], then_default=True)  # she has no {R}: not asked to pay
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    assert game.player("Alice").mana_pool == (Unit("U", only="mana value at least 4"),) * 2


def test_701_27e_whenever_it_transforms_into_rimebound_ashling() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    ashling = put(game, ASHLING, controlled_since=0)
    faces.transform(game, ashling.id)
    assert sum(text.startswith(RIMEBOUND_MANA) for text in _scripts(game)) == 1


@pytest.mark.parametrize(("spell", "paid"), [("Hill Giant", True), ("Gray Ogre", False)])
def test_106_6_spend_this_mana_only_on_spells_with_mana_value_4_or_greater_ashling(
    spell: str, paid: bool
) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    only = "mana value at least 4"
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("U", only=only),) * 2))
    put(game, "Mountain")
    put(game, "Mountain")
    card = put(game, spell, Zone.HAND)  # Hill Giant {3}{R}: 4; Gray Ogre {2}{R}: 3
    before = dumps(game)
    if paid:
        casting.cast(game, card.id)
        assert _pool(game) == []
    else:
        with pytest.raises(IllegalAction) as refused:
            casting.cast(game, card.id)
        assert refused.value.rule == "601.2h" and dumps(game) == before


@pytest.mark.parametrize(("x", "paid"), [(3, True), (2, False)])
def test_202_3e_an_x_spell_s_mana_value_counts_the_x_chosen_for_restricted_mana_blaze(
    x: int, paid: bool
) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("U", only="mana value at least 4"),) * 2))
    put(game, "Mountain")
    put(game, "Mountain")
    blaze = put(game, "Blaze", Zone.HAND)  # {X}{R}: mana value 1 + X on the stack
    if paid:
        casting.cast(game, blaze.id, x=x, targets=["Bob"])
        assert _pool(game) == []
    else:
        with pytest.raises(IllegalAction):
            casting.cast(game, blaze.id, x=x, targets=["Bob"])


LOUNGE = "Smoky Lounge // Misty Salon"
ROOMS_ONLY = "room or unlock door"


def test_505_1a_at_the_beginning_of_your_first_main_phase_add_rr_for_rooms_smoky_lounge() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.END, number=3))
    put(game, LOUNGE, unlocked=frozenset({Side.LEFT}))
    put(game, "Island", Zone.LIBRARY)
    turns.next_turn(game)
    resolving.resolve(game)
    assert game.player("Alice").mana_pool == (Unit("R", only=ROOMS_ONLY),) * 2


@pytest.mark.parametrize(("spell", "side", "paid"), [(LOUNGE, Side.LEFT, True), ("Gray Ogre", None, False)])
def test_106_6_the_mana_pays_for_room_spells_only_smoky_lounge(
    spell: str, side: Side | None, paid: bool
) -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("R", only=ROOMS_ONLY),) * 2))
    put(game, "Mountain")
    card = put(game, spell, Zone.HAND)  # both cost {2}{R}
    before = dumps(game)
    if paid:
        casting.cast(game, card.id, side=side)
        assert _pool(game) == []
    else:
        with pytest.raises(IllegalAction) as refused:
            casting.cast(game, card.id)
        assert refused.value.rule == "601.2h" and dumps(game) == before


def test_709_5e_the_mana_unlocks_a_door_then_x_is_the_unlocked_doors_misty_salon() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("R", only=ROOMS_ONLY),) * 2))
    lounge = put(game, LOUNGE, unlocked=frozenset({Side.LEFT}))
    put(game, "Island")
    put(game, "Island")
    put(game, "Grizzly Bears", unlocked=frozenset())  # not a Room
    rooms.unlock(game, lounge.id, "right")  # Misty Salon's {3}{U}: {R}{R} and two Islands
    assert _pool(game) == [] and game.get(lounge.id).status.unlocked == frozenset({Side.LEFT, Side.RIGHT})
    resolving.resolve(game)  # "When you unlock this door": X is 2, both its doors
    spirit = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_token)
    value = game.characteristics(spirit.id)
    assert (value.power, value.toughness, value.subtypes) == ("2", "2", ("Spirit",))


def test_106_6_room_mana_can_t_pay_for_an_activated_ability_smoky_lounge() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_player(game.player("Alice")._replace(mana_pool=(Unit("R", only=ROOMS_ONLY),)))
    skull = put(game, SKULL, controlled_since=0)
    with pytest.raises(IllegalAction):
        activating.activate(game, skull.id, 1, chosen=["G"])


SUITOR = "Alluring Suitor // Deadly Dancer"


@pytest.mark.parametrize(("attackers", "transforms"), [(1, False), (2, True), (3, False)])
def test_508_1_when_you_attack_with_exactly_two_creatures_transform_then_add_rr_alluring_suitor(
    attackers: int, transforms: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    suitor = put(game, SUITOR, controlled_since=0)
    bears = [put(game, "Grizzly Bears", controlled_since=0) for _ in range(attackers - 1)]
    combat.attack(game, [suitor.id, *(b.id for b in bears)], defending="Bob")
    assert len(game.objects(Zone.STACK)) == int(transforms)  # once, not once per attacker
    while game.objects(Zone.STACK):
        resolving.resolve(game)  # it transforms; then "transforms into Deadly Dancer" adds {R}{R}
    assert game.characteristics(suitor.id).name == ("Deadly Dancer" if transforms else "Alluring Suitor")
    assert game.player("Alice").mana_pool == ((Unit("R", kept=True),) * 2 if transforms else ())


def test_608_2b_deadly_dancer_and_another_target_creature_each_get_plus_1_plus_0() -> None:
    game = Game(["Alice", "Bob"])
    dancer = _back(game, SUITOR)
    bear = put(game, "Grizzly Bears", owner="Bob")
    activating.activate(game, dancer, "{R}{R}", targets=[bear.id])
    resolving.resolve(game)
    assert game.characteristics(dancer).power == "4" and game.characteristics(bear.id).power == "3"


def test_608_2b_with_its_one_target_illegal_the_ability_does_nothing_deadly_dancer() -> None:
    game = Game(["Alice", "Bob"])
    dancer = _back(game, SUITOR)
    bear = put(game, "Grizzly Bears", owner="Bob")
    activating.activate(game, dancer, "{R}{R}", targets=[bear.id])
    moves.move(game, bear.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert game.characteristics(dancer).power == "3"


def test_115_5_another_target_creature_can_t_be_deadly_dancer_itself() -> None:
    game = Game(["Alice", "Bob"])
    dancer = _back(game, SUITOR)
    with pytest.raises(IllegalAction):
        activating.activate(game, dancer, "{R}{R}", targets=[ObjectId(dancer)])


def test_106_6_a_compiled_mana_ability_s_mana_only_for_instant_or_sorcery_spells_memory_of_toshiro() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    memory = _back(game, "Life of Toshiro Umezawa // Memory of Toshiro")
    activating.activate(game, memory, "{T}, Pay 1 life: Add {B}.")
    assert game.player("Alice").mana_pool == (Unit("B", only="instant or sorcery"),)
    assert game.player("Alice").life == 19
    bears = put(game, "Grizzly Bears", Zone.HAND)
    put(game, "Forest")
    with pytest.raises(IllegalAction):
        casting.cast(game, bears.id)
    put(game, "Island")
    divination = put(game, "Divination", Zone.HAND)  # a sorcery, {2}{U}: the {B}, the Forest, the Island
    casting.cast(game, divination.id)
    assert game.player("Alice").mana_pool == ()


def test_106_1b_two_mana_of_one_color_chosen_as_its_symbols_sanctum_of_the_sun() -> None:
    game = Game(["Alice", "Bob"])
    sanctum = _back(game, "Azor's Gateway // Sanctum of the Sun")
    game.set_player(game.player("Alice")._replace(life=2))
    activating.activate(game, sanctum, 1, chosen=["{G}{G}"])
    assert _pool(game) == ["G", "G"]


def test_603_7a_the_attack_trigger_and_the_delayed_one_are_saved_and_loaded_conduit_of_storms() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    conduit = put(game, CONDUIT, controlled_since=0)
    combat.attack(game, [conduit.id], defending="Bob")
    game = loads(dumps(game))  # the trigger on the stack is found again by its line
    resolving.resolve(game)
    game = loads(dumps(game))  # and the delayed trigger it made
    assert [d.when.value for d in game.delayed_triggers] == ["your_next_main_this_turn"]
    turns.set_step(game, Step.MAIN2)
    resolving.resolve(game)
    assert _pool(game) == ["R"]
