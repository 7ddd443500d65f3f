"""Static abilities whose effect the rest of the game decides (611.3a,
604.2): "as long as [condition]" and "for each [thing]", compiled from the
real cards' lines. Each test reads the characteristics, changes only the
rest of the game, and reads them again: a value kept from before would be
stale (rules/state/memo.py, layers.Counted)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules import coverage
from mtgfaces.rules.abilities.compiler import compile_line, normalize
from mtgfaces.rules.actions import combat, faces, moves, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.abilities import StaticEffect
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, put


def power_toughness(game: Game, obj: GameObject) -> tuple[str | None, str | None]:
    value = game.characteristics(game.get(obj.id))
    return value.power, value.toughness


def back_face(game: Game, name: str, owner: str = "Alice") -> GameObject:
    return put(game, name, owner=owner, up=Side.BACK)


def test_207_2c_611_3a_hellbent_gathan_raiders_while_the_hand_empties_and_fills() -> None:
    assert (
        normalize(
            "Gathan Raiders", "Hellbent — Gathan Raiders gets +2/+2 as long as you have no cards in hand."
        )[:4]
        == "~ ge"
    )
    game = Game(["Alice", "Bob"])
    raiders = put(game, "Gathan Raiders")
    card = put(game, "Island", Zone.HAND)
    assert power_toughness(game, raiders) == ("3", "3")
    moves.discard(game, "Alice", game.get(card.id))  # nothing else changes: the Raiders are the same object
    assert power_toughness(game, raiders) == ("5", "5")
    assert any(note.rule == "611.3a" for note in game.derive(game.get(raiders.id)).trace)
    put(game, "Island", Zone.LIBRARY)
    turns.draw(game, "Alice")
    assert power_toughness(game, raiders) == ("3", "3")
    assert coverage.unimplemented(game, game.get(raiders.id)) == []


def test_704_5g_611_3a_a_hellbent_creature_with_damage_dies_when_a_card_is_drawn() -> None:
    """The state-based actions found none with the Raiders 5/5 and 4 damage;
    a card drawn makes them 3/3, and they must look again (rules/sba.py)."""
    game = Game(["Alice", "Bob"])
    raiders = put(game, "Gathan Raiders", damage=4)
    state_based_actions(game)
    assert game.get(raiders.id).zone is Zone.BATTLEFIELD
    put(game, "Island", Zone.LIBRARY)
    turns.draw(game, "Alice")
    state_based_actions(game)
    assert raiders.id not in game or game.get(raiders.id).zone is not Zone.BATTLEFIELD


def test_611_3a_blackbloom_rogue_while_an_opponent_s_graveyard_fills() -> None:
    game = Game(["Alice", "Bob"])
    rogue = put(game, "Blackbloom Rogue // Blackbloom Bog")
    for _ in range(8):
        put(game, "Island", Zone.LIBRARY, owner="Bob")
    for _ in range(7):
        put(game, "Island", Zone.GRAVEYARD, owner="Alice")  # her own graveyard doesn't count
    moves.move(game, game.objects(Zone.LIBRARY, "Bob")[0].id, Zone.GRAVEYARD)
    assert power_toughness(game, rogue) == ("2", "3")
    for _ in range(6):
        moves.move(game, game.objects(Zone.LIBRARY, "Bob")[0].id, Zone.GRAVEYARD)
    assert power_toughness(game, rogue) == ("2", "3")  # seven
    moves.move(game, game.objects(Zone.LIBRARY, "Bob")[0].id, Zone.GRAVEYARD)
    assert power_toughness(game, rogue) == ("5", "3")  # eight


def test_708_2a_611_3a_primal_whisperer_counts_a_creature_turned_face_down() -> None:
    game = Game(["Alice", "Bob"])
    whisperer = put(game, "Primal Whisperer")
    bear = put(game, "Grizzly Bears", owner="Bob")
    assert power_toughness(game, whisperer) == ("2", "2")
    faces.turn_face_down(game, bear.id)  # a face-down 2/2 creature (708.2a)
    assert power_toughness(game, whisperer) == ("4", "4")
    faces.turn_face_down(game, whisperer.id)  # face down it has no abilities (708.2)
    assert power_toughness(game, whisperer) == ("2", "2")


def test_611_3a_portrait_of_michiko_counts_itself_and_each_artifact_and_enchantment() -> None:
    ability = compile_line(
        "Portrait of Michiko",
        "Portrait of Michiko gets +1/+1 for each artifact and/or enchantment you control.",
    )
    assert isinstance(ability, StaticEffect) and ability.counted is not None
    game = Game(["Alice", "Bob"])
    portrait = back_face(game, "Michiko's Reign of Truth // Portrait of Michiko")
    assert power_toughness(game, portrait) == ("1", "1")  # an enchantment creature itself
    other = back_face(game, "Michiko's Reign of Truth // Portrait of Michiko")
    put(game, "Ornithopter", owner="Bob")  # not hers
    assert power_toughness(game, portrait) == ("2", "2")
    assert power_toughness(game, other) == ("2", "2")  # two of them don't wait on each other
    put(game, "Ornithopter")
    assert power_toughness(game, portrait) == ("3", "3")


def test_611_3a_augmenter_pugilist_as_long_as_you_control_eight_or_more_lands() -> None:
    game = Game(["Alice", "Bob"])
    pugilist = put(game, "Augmenter Pugilist // Echoing Equation")
    lands = [put(game, "Forest", Zone.HAND) for _ in range(8)]
    for land in lands[:7]:
        moves.put_onto_battlefield(game, land.id)
    assert power_toughness(game, pugilist) == ("3", "3")
    moves.put_onto_battlefield(game, lands[7].id)
    assert power_toughness(game, pugilist) == ("8", "8")


def test_509_1b_611_3a_jeskai_infiltrator_can_t_be_blocked_while_alone() -> None:
    game = Game(["Alice", "Bob"])
    infiltrator = put(game, "Jeskai Infiltrator")
    blocker = put(game, "Grizzly Bears", owner="Bob")
    assert "can't be blocked" in (
        combat.can_block(game, game.get(blocker.id), game.get(infiltrator.id)) or ""
    )
    friend = put(game, "Grizzly Bears")
    assert combat.can_block(game, game.get(blocker.id), game.get(infiltrator.id)) is None
    moves.move(game, friend.id, Zone.GRAVEYARD)
    assert "can't be blocked" in (
        combat.can_block(game, game.get(blocker.id), game.get(infiltrator.id)) or ""
    )


def test_611_3a_malicious_invader_while_an_opponent_controls_a_human() -> None:
    game = Game(["Alice", "Bob"])
    invader = back_face(game, "Innocent Traveler // Malicious Invader")
    put(game, "Gathan Raiders")  # her own Human doesn't count
    assert power_toughness(game, invader) == ("3", "3")
    human = put(game, "Gathan Raiders", owner="Bob")
    assert power_toughness(game, invader) == ("5", "3")
    faces.turn_face_down(game, human.id)  # no creature types face down (708.2a)
    assert power_toughness(game, invader) == ("3", "3")


def test_613_1f_611_3a_ephara_has_lifelink_and_indestructible_with_three_other_enchantments() -> None:
    game = Game(["Alice", "Bob"])
    ephara = back_face(game, "Invasion of Theros // Ephara, Ever-Sheltering")
    enchantments = [back_face(game, "Boseiju Reaches Skyward // Branch of Boseiju") for _ in range(2)]
    assert "Indestructible" not in game.characteristics(game.get(ephara.id)).abilities
    enchantments.append(back_face(game, "Boseiju Reaches Skyward // Branch of Boseiju"))
    value = game.characteristics(game.get(ephara.id))
    assert {"Lifelink", "Indestructible"} <= set(value.abilities)
    moves.move(game, enchantments[0].id, Zone.GRAVEYARD)
    assert "Lifelink" not in game.characteristics(game.get(ephara.id)).abilities


def test_611_3a_branch_of_boseiju_and_vision_of_the_unspeakable_count_lands_and_cards_in_hand() -> None:
    game = Game(["Alice", "Bob"])
    branch = back_face(game, "Boseiju Reaches Skyward // Branch of Boseiju")
    vision = back_face(game, "Behold the Unspeakable // Vision of the Unspeakable")
    put(game, "Forest")
    put(game, "Forest", owner="Bob")
    assert power_toughness(game, branch) == ("1", "1")
    assert power_toughness(game, vision) == ("0", "0")
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    turns.draw(game, "Alice", 2)
    assert power_toughness(game, vision) == ("2", "2")
    assert power_toughness(game, branch) == ("1", "1")


def test_110_4a_611_3a_watertight_gondola_while_eight_permanent_cards_are_in_your_graveyard() -> None:
    ability = compile_line(
        "Watertight Gondola",
        "Descend 8 — Watertight Gondola can't be blocked as long as there are eight or more permanent cards "
        "in your graveyard.",
    )
    assert isinstance(ability, StaticEffect)
    game = Game(["Alice", "Bob"])
    hulk = back_face(game, "Waterlogged Hulk // Watertight Gondola")
    for _ in range(7):
        put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)  # an instant isn't a permanent card
    assert "This creature can't be blocked." not in game.characteristics(game.get(hulk.id)).abilities
    put(game, "Ornithopter", Zone.GRAVEYARD)
    assert "This creature can't be blocked." in game.characteristics(game.get(hulk.id)).abilities


def test_611_3a_lines_not_read_completely_stay_unreadable() -> None:
    assert compile_line("X", "Equipped creature gets +3/+0 as long as it's legendary.") is None
    assert compile_line("X", "X gets +1/+1 for each creature with flying you control.") is None


def test_110_4a_603_4_exdeath_transforms_at_your_end_step_with_six_permanent_cards() -> None:
    assert card_coverage(card("Exdeath, Void Warlock // Neo Exdeath, Dimension's End")).missing == ()
    game = Game(["Alice", "Bob"])
    exdeath = put(game, "Exdeath, Void Warlock // Neo Exdeath, Dimension's End")
    for _ in range(5):
        put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)  # an instant isn't a permanent card
    put(game, "Ornithopter", Zone.GRAVEYARD, owner="Bob")  # nor a card in his graveyard
    turns.set_step(game, Step.END)
    assert not game.objects(Zone.STACK)  # 603.4: five permanent cards, it doesn't trigger
    put(game, "Ornithopter", Zone.GRAVEYARD)
    turns.next_turn(game)
    turns.next_turn(game)
    turns.set_step(game, Step.END)
    resolving.resolve(game)
    assert game.get(exdeath.id).status.up is Side.BACK


def test_604_3_613_4a_neo_exdeath_s_power_counts_permanent_cards_its_toughness_stays() -> None:
    game = Game(["Alice", "Bob"])
    neo = back_face(game, "Exdeath, Void Warlock // Neo Exdeath, Dimension's End")
    assert power_toughness(game, neo) == ("0", "3")
    put(game, "Forest", Zone.GRAVEYARD)
    put(game, "Ornithopter", Zone.GRAVEYARD)
    put(game, "Opt", Zone.GRAVEYARD)
    put(game, "Forest", Zone.GRAVEYARD, owner="Bob")
    assert power_toughness(game, neo) == ("2", "3")


def test_604_3_aetherwing_s_power_is_the_number_of_artifacts_you_control() -> None:
    game = Game(["Alice", "Bob"])
    ship = back_face(game, "Invasion of Kaladesh // Aetherwing, Golden-Scale Flagship")
    put(game, "Ornithopter", owner="Bob")  # not hers
    assert power_toughness(game, ship) == ("1", "4")  # an artifact itself
    put(game, "Ornithopter")
    assert power_toughness(game, ship) == ("2", "4")
