"""Abilities compiled from rules text (issue 17): each template with real
cards, named after the rules; a line no template reads; the script winning
over the compiled version, which behaves the same."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, moves, resolving, turns
from mtgfaces.rules.coverage import lines_not_run
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.decisions import Cast
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

NO_SPELLS = "At the beginning of each upkeep, if no spells were cast last turn, transform"


def libraries(game: Game) -> None:
    for player in game.players:
        for _ in range(3):
            put(game, "Island", Zone.LIBRARY, owner=player)


def a_turn_with_a_spell_then_one_without(game: Game, caster: str = "Alice") -> None:
    opt = put(game, "Opt", Zone.HAND, owner=caster)
    casting.cast(game, opt.id, player=caster)
    resolving.resolve(game)
    turns.next_turn(game)  # Bob's upkeep: a spell was cast last turn
    assert game.objects(Zone.STACK) == []
    turns.next_turn(game)  # Alice's upkeep: none in Bob's turn


@pytest.mark.parametrize(
    ("front", "back"),
    [("Gatstaf Shepherd", "Gatstaf Howler"), ("Villagers of Estwald", "Howlpack of Estwald")],
)
def test_603_4_701_27a_a_werewolf_with_no_script_transforms_after_a_turn_without_spells(
    front: str, back: str
) -> None:
    game = Game(["Alice", "Bob"])
    libraries(game)
    werewolf = put(game, front)
    assert registry.for_face(front) == ()  # nothing scripted: the text is compiled
    a_turn_with_a_spell_then_one_without(game)
    resolving.resolve(game)
    assert game.characteristics(werewolf.id).name == back


def test_603_4_a_werewolf_back_face_transforms_after_a_player_cast_two_spells() -> None:
    game = Game(["Alice", "Bob"])
    libraries(game)
    howler = put(game, "Gatstaf Shepherd")
    howler = game.replace(howler._replace(status=howler.status._replace(up=howler.card.faces[1].side)))
    for _ in range(2):
        opt = put(game, "Opt", Zone.HAND)
        casting.cast(game, opt.id)
        resolving.resolve(game)
    turns.next_turn(game)  # Bob's upkeep: Alice cast two spells last turn
    resolving.resolve(game)
    assert game.characteristics(howler.id).name == "Gatstaf Shepherd"


@pytest.mark.parametrize("name", ["Elvish Visionary", "Council of Advisors", "Gallant Citizen"])
def test_603_6a_121_1_an_enters_trigger_that_draws_a_card(name: str) -> None:
    game = Game(["Alice", "Bob"])
    libraries(game)
    creature = put(game, name, Zone.HAND)
    moves.put_onto_battlefield(game, creature.id)
    assert len(game.objects(Zone.STACK)) == 1  # its enters trigger (603.6a)
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")] == ["Island"]


@pytest.mark.parametrize(
    ("name", "life"), [("Arashin Cleric", 23), ("Bulwark Giant", 25), ("Amateur Hero", 22)]
)
def test_603_6a_119_2_an_enters_trigger_that_gains_life(name: str, life: int) -> None:
    game = Game(["Alice", "Bob"])
    creature = put(game, name, Zone.HAND)
    moves.put_onto_battlefield(game, creature.id)
    resolving.resolve(game)
    assert game.player("Alice").life == life


def test_a_compiled_trigger_on_the_stack_survives_save_and_load() -> None:
    game = Game(["Alice", "Bob"])
    libraries(game)
    creature = put(game, "Elvish Visionary", Zone.HAND)
    moves.put_onto_battlefield(game, creature.id)
    loaded = save.loads(save.dumps(game))
    resolving.resolve(loaded)
    assert len(loaded.objects(Zone.HAND, "Alice")) == 1


def test_a_line_no_template_reads_is_not_compiled_and_its_card_stays_unimplemented() -> None:
    line = "Your opponents can't cast spells during combat."
    assert compile_line("Megatron, Tyrant", line) is None
    game = Game(["Alice", "Bob"])
    megatron = put(game, "Megatron, Tyrant // Megatron, Destructive Force")
    assert line in lines_not_run(game.characteristics(megatron.id))


def huntmaster_transforms(game: Game) -> GameObject:
    libraries(game)
    huntmaster = put(game, "Huntmaster of the Fells")
    a_turn_with_a_spell_then_one_without(game)
    resolving.resolve(game)
    return game.get(huntmaster.id)


def test_where_a_face_has_a_script_the_script_wins_and_the_compiled_version_does_the_same(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    scripted = huntmaster_transforms(Game(["Alice", "Bob"]))
    (script,) = [a for a in registry.for_face("Huntmaster of the Fells") if a.text.startswith(NO_SPELLS[:40])]
    line = next(t for t in scripted.card.front.oracle_text.splitlines() if t.startswith(NO_SPELLS[:40]))
    assert isinstance(compile_line("Huntmaster of the Fells", line), Triggered)  # the compiler reads it too
    # With the script in place, the compiled version is not used: one trigger, the script's.
    game = Game(["Alice", "Bob"])
    put(game, "Huntmaster of the Fells")
    value = game.characteristics(game.objects(Zone.BATTLEFIELD)[0].id)
    assert [a.key for a in registry.compiled(value) if a.text == line] == []
    # Without it, the compiled ability transforms Huntmaster the same way.
    faces = dict(registry._BY_FACE)
    faces["Huntmaster of the Fells"] = [a for a in faces["Huntmaster of the Fells"] if a is not script]
    monkeypatch.setattr(registry, "_BY_FACE", faces)
    registry._OF_CACHE.clear()
    compiled = huntmaster_transforms(Game(["Alice", "Bob"]))
    registry._OF_CACHE.clear()
    assert (compiled.status.up, compiled.status.transformations) == (
        scripted.status.up,
        scripted.status.transformations,
    )


@pytest.mark.parametrize(
    ("saga", "life", "back"),
    [
        ("Azusa's Many Journeys", 23, "Likeness of the Seeker"),
        ("Era of Enlightenment", 22, "Hand of Enlightenment"),
    ],
)
def test_714_2b_712_14a_saga_chapters_gain_life_then_return_it_transformed(
    saga: str, life: int, back: str
) -> None:
    game = Game(["Alice", "Bob"])
    card = put(game, saga, Zone.HAND)
    moves.put_onto_battlefield(game, card.id)  # enters with a lore counter (714.3a): chapter I
    while game.objects(Zone.STACK):
        resolving.resolve(game)
    (permanent,) = game.objects(Zone.BATTLEFIELD)
    moves.add_counters(game, permanent.id, "lore", 1)  # chapter II
    resolving.resolve(game)
    assert game.player("Alice").life == life
    moves.add_counters(game, permanent.id, "lore", 1)  # chapter III
    resolving.resolve(game)
    (flipped,) = game.objects(Zone.BATTLEFIELD)
    assert (
        game.characteristics(flipped.id).name == back and flipped.id != permanent.id
    )  # a new object (400.7)


@pytest.mark.parametrize("dragon", ["Acid-Spewer Dragon", "Stormwing Dragon"])
def test_708_8_122_1_turned_face_up_it_puts_a_counter_on_each_other_dragon_you_control(dragon: str) -> None:
    from mtgfaces.rules.actions import faces
    from mtgfaces.rules.state.status import FaceDown

    game = Game(["Alice", "Bob"])
    hidden = put(game, dragon, face_down=FaceDown.MEGAMORPH)
    other, bears = put(game, "Herdchaser Dragon"), put(game, "Grizzly Bears")
    theirs = put(game, "Shieldhide Dragon", owner="Bob")
    faces.turn_face_up(game, hidden.id, using="megamorph")
    resolving.resolve(game)
    counters = {o.card.name: o.status.counter("+1/+1") for o in game.objects(Zone.BATTLEFIELD)}
    assert counters[dragon] == 1  # megamorph's own (702.37b), not the trigger's: "each other"
    assert counters["Herdchaser Dragon"] == 1 and counters["Grizzly Bears"] == 0
    assert counters["Shieldhide Dragon"] == 0 and theirs.owner == "Bob"  # "you control"
    assert other.id in game and bears.id in game


@pytest.mark.parametrize(("prototyped", "life"), [(True, 23), (False, 26)])
def test_718_3b_119_2_an_enters_trigger_gains_life_equal_to_its_power_as_cast(
    prototyped: bool, life: int
) -> None:
    from mtgfaces.cards.model import Side

    game = Game(["Alice", "Bob"])
    golem = put(game, "Boulderbranch Golem", Zone.HAND)
    casting.cast(game, golem.id, side=Side.PROTOTYPE if prototyped else None)
    resolving.resolve(game)  # the Golem: 3/3 prototyped (718.3b), else 6/5
    resolving.resolve(game)  # its enters trigger
    assert game.player("Alice").life == life


@pytest.mark.parametrize(("spell", "bonus"), [("Giant Growth", 3), ("Brute Force", 3)])
def test_611_2a_613_4c_a_compiled_pump_spell_targets_a_creature_until_end_of_turn(
    spell: str, bonus: int
) -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    pump = put(game, spell, Zone.HAND)
    assert registry.for_face(spell) == ()  # compiled, not scripted
    front = PlayableGame(["Alice", "Bob"], pay_costs=False)
    theirs, aimed = put(front, spell, Zone.HAND), put(front, "Grizzly Bears")
    assert not front.can(Cast("Alice", theirs.id))  # 601.2c: its target is chosen as it is cast
    assert front.can(Cast("Alice", theirs.id, targets=(aimed.id,)))
    casting.cast(game, pump.id, targets=(bears.id,))
    resolving.resolve(game)
    value = game.characteristics(bears.id)
    assert (value.power, value.toughness) == (str(2 + bonus), str(2 + bonus))
    turns.next_turn(game)  # 514.2: "until end of turn" ends in the cleanup step
    assert game.characteristics(bears.id).power == "2"


@pytest.mark.parametrize("spell", ["Lightning Strike", "Open Fire"])
def test_120_3_a_compiled_burn_spell_deals_its_damage_to_any_target(spell: str) -> None:
    game = Game(["Alice", "Bob"])
    burn = put(game, spell, Zone.HAND)
    assert registry.for_face(spell) == ()
    casting.cast(game, burn.id, targets=("Bob",))
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_a_compiled_ability_of_a_face_whose_name_has_a_colon_is_found_again_by_its_key() -> None:
    # A stack object stores the ability's key, "face: text"; "Sidequest: Hunt
    # the Mark" has ": " in its name, so the key is split where it compiles.
    line = "When this enchantment enters, destroy up to one target creature."
    ability = compile_line("Sidequest: Hunt the Mark", line)
    assert ability is not None
    assert registry.by_key(ability.key) == ability
