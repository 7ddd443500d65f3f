"""More of what compiled triggers trigger on (issue 17), each with real
cards and named after its rules: casting during your turn or from a zone,
each player's upkeep, blocking or being blocked by a creature, the equipped
creature's combat damage, entering from a graveyard; and a subtype alone as
a noun ("a Werewolf", "all Saprolings", "Werewolves you control")."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules import coverage
from mtgfaces.rules.abilities.compiler import compile_line, normalize
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.abilities import Resolution, StaticEffect, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.values import Step
from tests.rules.builders import put


def stack(game: Game) -> list[str]:
    return [o.ability.source_name if o.ability else o.card.name for o in game.objects(Zone.STACK)]


@pytest.mark.parametrize(("active", "triggers"), [("Alice", True), ("Bob", False)])
def test_603_2_whenever_an_opponent_casts_a_spell_during_your_turn_hermit(
    active: str, triggers: bool
) -> None:
    game = Game(["Alice", "Bob"])
    game.turn = game.turn._replace(active=active)
    put(game, "Hermit of the Natterknolls // Lone Wolf of the Natterknolls")
    put(game, "Island", Zone.LIBRARY)
    opt = put(game, "Opt", Zone.HAND, owner="Bob")
    casting.cast(game, opt.id, player="Bob")
    assert ("Hermit of the Natterknolls" in stack(game)) is triggers
    resolving.resolve_all(game)
    assert len(game.objects(Zone.HAND, "Alice")) == int(triggers)


@pytest.mark.parametrize(("zone", "triggers"), [(Zone.GRAVEYARD, True), (Zone.HAND, False)])
def test_601_2a_603_2_whenever_you_cast_a_spell_from_your_graveyard_grafkeeper(
    zone: Zone, triggers: bool
) -> None:
    ability = compile_line(
        "Devoted Grafkeeper",
        "Whenever you cast a spell from your graveyard, tap target creature you don't control.",
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    keeper = put(game, "Devoted Grafkeeper // Departed Soulkeeper")
    spell = put(game, "Opt", Zone.STACK)
    cast = Event(EventKind.CAST, object=spell.id, player="Alice", from_zone=zone.value, to_zone="stack")
    assert ability.condition(TriggerCheck(game, cast, keeper)) is triggers


def test_503_1a_at_the_beginning_of_each_player_s_upkeep_names_that_player() -> None:
    ability = compile_line(
        "Kuon, Ogre Ascendant", "At the beginning of each player's upkeep, that player loses 1 life."
    )
    assert isinstance(ability, Triggered) and ability.note is not None
    game = Game(["Alice", "Bob"])
    kuon = put(game, "Forest")
    for player in ("Alice", "Bob"):
        upkeep = Event(EventKind.TURN_STEP, player=player, note=Step.UPKEEP.value)
        check = TriggerCheck(game, upkeep, kuon)
        assert ability.condition(check) and ability.note(check) == {"player": player}


@pytest.mark.parametrize("blocks", [True, False])
def test_509_3d_509_3f_blocks_or_becomes_blocked_by_a_creature_deals_damage_to_it_kessig_forgemaster(
    blocks: bool,
) -> None:
    game = Game(["Alice", "Bob"])
    forgemaster = put(game, "Kessig Forgemaster // Flameheart Werewolf", owner="Bob" if blocks else "Alice")
    other = put(game, "Centaur Courser", owner="Alice" if blocks else "Bob")  # 3/3
    attacker, blocker = (other, forgemaster) if blocks else (forgemaster, other)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [attacker.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(blocker.id, attacker.id)], player="Bob")
    assert stack(game) == ["Kessig Forgemaster"]
    resolving.resolve(game)
    assert game.get(other.id).status.damage == 1 and game.get(forgemaster.id).status.damage == 0


def test_603_6a_when_it_enters_from_your_graveyard_only() -> None:
    ability = compile_line(
        "Phyrexian Dragon Engine",
        "When Phyrexian Dragon Engine enters the battlefield from your graveyard, draw a card.",
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    engine = put(game, "Grizzly Bears")
    for zone, triggers in ((Zone.GRAVEYARD, True), (Zone.HAND, False)):
        entered = Event(
            EventKind.ENTERED_BATTLEFIELD, object=engine.id, from_zone=zone.value, to_zone="battlefield"
        )
        assert ability.condition(TriggerCheck(game, entered, engine)) is triggers


def test_510_3a_301_5_whenever_equipped_creature_deals_combat_damage_to_a_player() -> None:
    ability = compile_line(
        "Dowsing Dagger",
        "Whenever equipped creature deals combat damage to a player, you may transform Dowsing Dagger.",
    )
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    dagger = put(game, "Dowsing Dagger // Lost Vale")
    bear, other = put(game, "Grizzly Bears"), put(game, "Grizzly Bears")
    moves.attach(game, dagger.id, bear.id)
    dagger = game.get(dagger.id)
    damage = Event(EventKind.DAMAGE_DEALT, object=bear.id, player="Bob", rule="510.2", note="2")
    assert ability.condition(TriggerCheck(game, damage, dagger))
    assert not ability.condition(TriggerCheck(game, damage._replace(object=other.id), dagger))
    assert not ability.condition(
        TriggerCheck(game, damage._replace(rule="120.3"), dagger)
    )  # not combat damage


def test_205_3_whenever_a_werewolf_enters_under_your_control_you_may_transform_it_vildin_pack_alpha() -> None:
    game = Game(["Alice", "Bob"])
    alpha = put(game, "Geier Reach Bandit // Vildin-Pack Alpha")
    game.replace(alpha._replace(status=alpha.status._replace(up=alpha.card.faces[1].side)))
    wolf = put(game, "Kessig Forgemaster // Flameheart Werewolf", Zone.HAND)
    moves.put_onto_battlefield(game, wolf.id)
    assert stack(game) == ["Vildin-Pack Alpha"]
    resolving.resolve(game)  # "you may": with no one to ask, yes (609.3)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name.startswith("Kessig")]
    assert game.characteristics(entered).name == "Flameheart Werewolf"
    put(game, "Grizzly Bears", Zone.HAND)
    bear = game.objects(Zone.HAND)[-1]
    moves.put_onto_battlefield(game, bear.id)
    assert stack(game) == []  # not a Werewolf


def test_205_3_all_saprolings_get_plus_one_thelonite_hermit() -> None:
    ability = compile_line("Thelonite Hermit", "All Saprolings get +1/+1.")
    assert isinstance(ability, StaticEffect)
    game = Game(["Alice", "Bob"])
    hermit = put(game, "Thelonite Hermit", Zone.HAND)
    moves.put_onto_battlefield(game, hermit.id, face_down=True)
    (down,) = game.objects(Zone.BATTLEFIELD)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)  # four 1/1 green Saprolings, each 2/2 with the Hermit
    saprolings = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(saprolings) == 4
    assert all(game.characteristics(o).power == "2" for o in saprolings)
    assert game.characteristics(game.get(down.id)).power == "1"  # the Hermit is a Human Shaman


def test_205_3_a_sentence_starting_with_a_plural_subtype_keeps_it_werewolves_you_control() -> None:
    assert (
        normalize("Kruin Outlaw", "Werewolves you control have menace.")
        == "Werewolves you control have menace."
    )
    assert normalize("X", "Creatures you control get +1/+1.") == "creatures you control get +1/+1."
    assert normalize("X", "Flying") == "flying"
    game = Game(["Alice", "Bob"])
    terror = put(game, "Kruin Outlaw // Terror of Kruin Pass")
    game.replace(terror._replace(status=terror.status._replace(up=terror.card.faces[1].side)))
    wolf, bear = put(game, "Kessig Forgemaster // Flameheart Werewolf"), put(game, "Grizzly Bears")
    assert "Menace" in game.characteristics(wolf).abilities
    assert "Menace" not in game.characteristics(bear).abilities


def test_120_3_whenever_it_is_dealt_damage_you_lose_that_much_life_thrashing_mudspawn() -> None:
    game = Game(["Alice", "Bob"])
    mudspawn = put(game, "Thrashing Mudspawn")
    combat.deal_damage(game, None, mudspawn.id, 3)
    assert stack(game) == ["Thrashing Mudspawn"]
    resolving.resolve(game)
    assert game.player("Alice").life == 17


def test_205_4a_whenever_you_cast_a_legendary_spell() -> None:
    ability = compile_line("Venat", "Whenever you cast a legendary spell, draw a card.")
    assert isinstance(ability, Triggered)
    game = Game(["Alice", "Bob"])
    venat = put(game, "Grizzly Bears")
    for name, triggers in (("Isamaru, Hound of Konda", True), ("Grizzly Bears", False)):
        spell = put(game, name, Zone.STACK)
        cast = Event(EventKind.CAST, object=spell.id, player="Alice", from_zone="hand", to_zone="stack")
        assert ability.condition(TriggerCheck(game, cast, venat)) is triggers


def test_702_36_a_ki_counter_for_fear_until_end_of_turn_scarmaker() -> None:
    ability = compile_line(
        "Scarmaker", "Remove a ki counter from Scarmaker: Target creature gains fear until end of turn."
    )
    assert ability is not None
    assert compile_line("X", "Target creature gains shroud until end of turn.", spell=True) is not None
    assert compile_line("X", "Target creature gains intimidate until end of turn.", spell=True) is not None


def test_608_2h_where_x_is_its_power_iron_craw_crusher() -> None:
    game = Game(["Alice", "Bob"])
    crusher = put(game, "Iron-Craw Crusher")  # 8/8 (its prototype is 2/5)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [crusher.id], defending="Bob")
    resolving.resolve(game)  # its only legal target: itself, attacking
    assert game.characteristics(crusher.id).power == str(2 * int(crusher.card.faces[0].power or 0))


def test_701_14a_it_fights_target_creature_nightfall_predator() -> None:
    game = Game(["Alice", "Bob"])
    ranger = put(game, "Daybreak Ranger // Nightfall Predator")
    predator = game.replace(ranger._replace(status=ranger.status._replace(up=ranger.card.faces[1].side)))
    bear = put(game, "Grizzly Bears", owner="Bob")
    activating.activate(game, predator.id, 1, targets=[bear.id])  # {R}, {T}: it fights target creature
    resolving.resolve(game)
    value = game.characteristics(predator.id)
    assert value.name == "Nightfall Predator"
    assert game.get(bear.id).status.damage == int(value.power or 0)
    assert game.get(predator.id).status.damage == 2  # the Bears' power


def test_702_118b_skulk_and_510_3a_when_it_deals_combat_damage_to_a_player_transform_it() -> None:
    game = Game(["Alice", "Bob"])
    geist = put(game, "Uninvited Geist // Unimpeded Trespasser")  # 2/2, skulk
    bear, giant = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    assert combat.can_block(game, game.get(bear.id), game.get(geist.id)) is None  # power 2, not greater
    assert "skulk" in (combat.can_block(game, game.get(giant.id), game.get(geist.id)) or "")
    damage = Event(EventKind.DAMAGE_DEALT, object=geist.id, player="Bob", rule="510.2", note="2")
    game.record(damage)
    ability = compile_line(
        "Uninvited Geist", "When Uninvited Geist deals combat damage to a player, transform it."
    )
    assert isinstance(ability, Triggered) and ability.condition(TriggerCheck(game, damage, geist))
    ability.effect(Resolution(game, "Alice", geist.id, "Uninvited Geist", (), {}))
    assert game.characteristics(geist.id).name == "Unimpeded Trespasser"


def test_201_5c_509_1b_a_short_name_says_it_can_t_be_blocked_sygg() -> None:
    game = Game(["Alice", "Bob"])
    sygg = put(game, "Sygg, Wanderwine Wisdom // Sygg, Wanderbrine Shield")  # "Sygg can't be blocked."
    bear = put(game, "Grizzly Bears", owner="Bob")
    assert "can't be blocked" in (combat.can_block(game, game.get(bear.id), game.get(sygg.id)) or "")
    assert "Sygg can't be blocked." not in coverage.unimplemented(game, game.get(sygg.id))


def test_603_2c_whenever_one_or_more_tokens_enter_once_for_those_made_together_cloakwood_swarmkeeper() -> (
    None
):
    game = Game(["Alice", "Bob"])
    keeper = put(game, "Cloakwood Swarmkeeper")
    brigade = put(
        game, "Ponyback Brigade", Zone.HAND
    )  # "When ~ enters or is turned face up, create three 1/1 Goblins"
    moves.put_onto_battlefield(game, brigade.id)
    resolving.resolve(game)  # the Brigade's three Goblins
    assert len([o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]) == 3
    assert stack(game) == ["Cloakwood Swarmkeeper"]  # three tokens together: one trigger
    resolving.resolve(game)
    assert game.get(keeper.id).status.counter("+1/+1") == 1


def test_603_2c_one_or_more_cards_leave_your_graveyard_only_once_each_turn_fang() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Fang, Fearless l'Cie")
    for _ in range(3):
        put(game, "Island", Zone.LIBRARY)
    first, second, third = (put(game, "Opt", Zone.GRAVEYARD) for _ in range(3))
    put(game, "Opt", Zone.GRAVEYARD, owner="Bob")
    moves.move(game, first.id, Zone.EXILE)
    assert stack(game) == ["Fang, Fearless l'Cie"]
    resolving.resolve(game)
    assert (len(game.objects(Zone.HAND, "Alice")), game.player("Alice").life) == (1, 19)
    moves.move(game, second.id, Zone.EXILE)  # the same turn: it doesn't trigger again
    assert stack(game) == []
    turns.next_turn(game)
    turns.next_turn(game)
    moves.move(game, game.objects(Zone.GRAVEYARD, "Bob")[0].id, Zone.EXILE)  # not Alice's graveyard
    assert stack(game) == []
    moves.move(game, third.id, Zone.EXILE)  # a new turn
    assert stack(game) == ["Fang, Fearless l'Cie"]


def test_111_4_a_horror_enchantment_creature_token_defiled_crypt() -> None:
    game = Game(["Alice", "Bob"])
    crypt = put(game, "Defiled Crypt // Cadaver Lab")
    game.replace(crypt._replace(status=crypt.status._replace(unlocked=frozenset({crypt.card.faces[0].side}))))
    card = put(game, "Opt", Zone.GRAVEYARD)
    moves.move(game, card.id, Zone.EXILE)
    resolving.resolve(game)
    (horror,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    value = game.characteristics(horror)
    assert value.types == ("Enchantment", "Creature") and value.subtypes == ("Horror",)


def test_608_2d_gains_your_choice_of_flying_vigilance_or_lifelink_steel_seraph() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")  # first: the target chosen by default (603.3d)
    put(game, "Steel Seraph")
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    assert stack(game) == ["Steel Seraph"]
    game.answering = Answering([("lifelink",)])
    resolving.resolve(game)
    granted = game.characteristics(bear.id).abilities
    assert "Lifelink" in granted and "Flying" not in granted and "Vigilance" not in granted


def test_603_6c_whenever_another_creature_you_control_leaves_the_battlefield_luminous_phantom() -> None:
    game = Game(["Alice", "Bob"])
    veteran = put(game, "Lunarch Veteran // Luminous Phantom")
    game.replace(veteran._replace(status=veteran.status._replace(up=veteran.card.faces[1].side)))
    bear, theirs = put(game, "Grizzly Bears"), put(game, "Grizzly Bears", owner="Bob")
    moves.move(game, bear.id, Zone.EXILE)  # leaves, not dies: it still triggers
    assert stack(game) == ["Luminous Phantom"]
    resolving.resolve(game)
    assert game.player("Alice").life == 21
    moves.move(game, theirs.id, Zone.EXILE)  # not yours
    assert stack(game) == []


def test_120_3_608_2h_whenever_it_is_dealt_damage_create_that_many_insects_broodhatch_nantuko() -> None:
    game = Game(["Alice", "Bob"])
    nantuko = put(game, "Broodhatch Nantuko")
    combat.deal_damage(game, None, nantuko.id, 2)
    resolving.resolve(game)  # "you may": yes
    insects = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_token]
    assert len(insects) == 2 and all(game.characteristics(o).subtypes == ("Insect",) for o in insects)


def test_509_3f_whenever_it_becomes_blocked_by_a_creature_once_for_each_alabaster_host() -> None:
    game = Game(["Alice", "Bob"])
    order = put(game, "Order of the Mirror // Order of the Alabaster Host", up=Side.BACK)
    bear, courser = put(game, "Grizzly Bears", owner="Bob"), put(game, "Centaur Courser", owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [order.id], defending="Bob")
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    combat.block(game, [(bear.id, order.id), (courser.id, order.id)], player="Bob")
    assert stack(game) == ["Order of the Alabaster Host", "Order of the Alabaster Host"]
    resolving.resolve_all(game)
    assert (game.characteristics(bear.id).power, game.characteristics(courser.id).power) == ("1", "2")


def test_509_1b_creatures_with_power_greater_than_its_power_can_t_block_it_silumgar_assassin() -> None:
    game = Game(["Alice", "Bob"])
    assassin = put(game, "Silumgar Assassin")  # 2/1
    bear, giant = put(game, "Grizzly Bears", owner="Bob"), put(game, "Hill Giant", owner="Bob")
    assert combat.can_block(game, game.get(bear.id), game.get(assassin.id)) is None  # power 2: not greater
    assert "greater" in (combat.can_block(game, game.get(giant.id), game.get(assassin.id)) or "")


@pytest.mark.parametrize(
    ("card", "friend", "attacks"),
    [
        ("Lovestruck Beast // Heart's Desire", None, False),
        ("Lovestruck Beast // Heart's Desire", "Grizzly Bears", False),  # 2/2
        ("Lovestruck Beast // Heart's Desire", "Memnite", True),  # a 1/1 creature
        ("Lambholt Pacifist // Lambholt Butcher", None, False),  # 3/3 itself
        ("Lambholt Pacifist // Lambholt Butcher", "Hill Giant", False),  # power 3
        ("Lambholt Pacifist // Lambholt Butcher", "Craw Wurm", True),  # power 6
    ],
)
def test_508_1c_can_t_attack_unless_you_control_such_a_creature(
    card: str, friend: str | None, attacks: bool
) -> None:
    game = Game(["Alice", "Bob"])
    attacker = put(game, card, controlled_since=0)
    if friend is not None:
        put(game, friend)
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    assert combat.can_attack(game, [attacker.id], defending="Bob") is attacks


def test_603_4_another_permanent_turned_face_up_if_it_s_a_creature_salt_road_ambushers() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Salt Road Ambushers")
    hidden = put(game, "Grizzly Bears", face_down=FaceDown.MANIFEST)  # a creature card manifested
    faces.turn_face_up(game, hidden.id, player="Alice", using="mana_cost")
    resolving.resolve(game)
    assert game.get(hidden.id).status.counter("+1/+1") == 2


def test_701_14a_have_it_fight_names_the_permanent_turned_face_up_temur_war_shaman() -> None:
    game = Game(["Alice", "Bob"])
    shaman = put(game, "Temur War Shaman")  # 4/5
    hidden = put(game, "Hill Giant", face_down=FaceDown.MANIFEST)  # 3/3 face up
    bear = put(game, "Grizzly Bears", owner="Bob")
    faces.turn_face_up(game, hidden.id, player="Alice", using="mana_cost")
    resolving.resolve(game)  # "you may": the referee says yes; its only target, the Bears
    assert game.get(bear.id).status.damage == 3  # the Giant's power, not the Shaman's 4
    assert game.get(hidden.id).status.damage == 2 and game.get(shaman.id).status.damage == 0


def test_708_8_603_2_a_permanent_turned_face_up_includes_itself_temur_war_shaman() -> None:
    """Temur War Shaman's "whenever a permanent you control is turned face up": "a", not
    "another", so the Shaman turned face up sees itself (708.8)."""
    game = Game(["Alice", "Bob"])
    shaman = put(game, "Temur War Shaman", face_down=FaceDown.MANIFEST)  # a manifested creature card
    bear = put(game, "Grizzly Bears", owner="Bob")
    faces.turn_face_up(game, shaman.id, player="Alice", using="mana_cost")
    assert len(game.objects(Zone.STACK)) == 1  # its own ability (the entering one only on entering)
    resolving.resolve(game)  # "you may": yes; it fights the Bears
    assert game.get(bear.id).status.damage == 4 and game.get(shaman.id).status.damage == 2


def test_702_37_turn_target_creature_with_a_morph_ability_face_down_master_of_the_veil() -> None:
    game = Game(["Alice", "Bob"])
    thragg = put(game, "Snapping Thragg", owner="Bob")  # Morph {4}{R}{R}
    bear = put(game, "Grizzly Bears", owner="Bob")  # no morph ability: not a legal target
    master = put(game, "Master of the Veil", face_down=FaceDown.MORPH)  # face up, one too
    faces.turn_face_up(game, master.id, player="Alice", using="morph")
    resolving.resolve(game)  # "you may": yes; the referee's target: the first legal one
    assert game.get(thragg.id).is_face_down and not game.get(bear.id).is_face_down
