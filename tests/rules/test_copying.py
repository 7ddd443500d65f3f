"""Copies (mtgfaces.rules.actions.copying): token copies, becoming a copy,
copies of spells (CR 111.5, 111.12, 202.3b-c, 707.2-707.10, 708.2; seed
ruling S19)."""

from __future__ import annotations

import json

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Side
from mtgfaces.cards.record import card_to_record
from mtgfaces.rules import save
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.actions.copying import FACE_DOWN_COPY, become_copy, copy_spell, create_token_copy
from mtgfaces.rules.actions.faces import flip
from mtgfaces.rules.actions.moves import move, put_onto_battlefield
from mtgfaces.rules.state.copies import CopyExceptions
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Status
from tests.rules.builders import card, put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def position(game: Game) -> str:
    data = save.save(game)
    del data["log"]
    return json.dumps(data, sort_keys=True)


def assert_ignored(outcome: Outcome, rule: str) -> None:
    assert outcome.ignored and outcome.rule == rule, outcome
    assert [e.kind for e in outcome.events] == [EventKind.IGNORED]


def token_of(game: Game, outcome: Outcome) -> GameObject:
    (token_id,) = outcome.new_objects
    return game.get(token_id)


def flip_over(game: Game, obj: GameObject, up: Side) -> GameObject:
    """What transforming does to the status (the transform action is elsewhere)."""
    return game.replace(obj._replace(status=obj.status._replace(up=up)))


# -- token copies -------------------------------------------------------------------------


def test_707_2_token_copy_takes_copiable_values_only(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob", tapped=True, counters=(("+1/+1", 1),))
    game.add_effect(ContinuousEffect(0, 0, Modification(power=3), objects=(bears.id,)))
    outcome = create_token_copy(game, bears.id, controller="Alice")
    token = token_of(game, outcome)
    value = game.characteristics(token)
    assert (value.name, value.power, value.toughness) == ("Grizzly Bears", "2", "2")
    assert token.is_token and token.status == Status(
        controlled_since=1
    )  # status and counters aren't copied (302.6: it entered this turn)
    assert (token.owner, game.controller(token)) == ("Alice", "Alice")  # 111.2
    kinds = [e.kind for e in outcome.events]
    assert kinds == [EventKind.CREATED, EventKind.TOKEN_CREATED, EventKind.ENTERED_BATTLEFIELD]


def test_111_2_token_copy_defaults_to_the_sources_controller(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    token = token_of(game, create_token_copy(game, bears.id))
    assert token.owner == "Bob"


def test_707_3_token_copy_of_a_copy_copies_the_copied_values(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    clone = put(game, "Clone")
    become_copy(game, clone.id, bears.id)
    token = token_of(game, create_token_copy(game, clone.id))
    assert game.characteristics(token).name == "Grizzly Bears"
    move(game, clone.id, Zone.GRAVEYARD)
    assert game.characteristics(token).name == "Grizzly Bears"  # 707.2b: it stays a copy


def test_707_8a_token_copy_of_transformed_dfc_enters_back_face_up_and_can_transform(game: Game) -> None:
    ravager = put(game, "Huntmaster of the Fells", owner="Bob", up=Side.BACK)
    outcome = create_token_copy(game, ravager.id, controller="Alice")
    token = token_of(game, outcome)
    assert token.card == ravager.card  # both faces (707.8a)
    assert token.status.up is Side.BACK
    assert token.is_double_faced and token.can_transform
    assert game.characteristics(token).name == "Ravager of the Fells"
    assert outcome.of(EventKind.TOKEN_CREATED)[0].rule == "707.8a"
    front = flip_over(game, token, Side.FRONT)
    assert game.characteristics(front).name == "Huntmaster of the Fells"


def test_s19_token_copy_of_a_dfc_card_not_on_the_battlefield_is_double_faced_front_up(game: Game) -> None:
    delver = put(game, "Delver of Secrets", Zone.GRAVEYARD)
    token = token_of(game, create_token_copy(game, delver.id))
    assert token.is_double_faced and token.can_transform and token.status.up is Side.FRONT
    assert game.characteristics(token).name == "Delver of Secrets"
    aberration = flip_over(game, token, Side.BACK)
    assert game.characteristics(aberration).name == "Insectile Aberration"


def test_s19_token_copy_of_an_mdfc_land_face(game: Game) -> None:
    glacier = put(game, "Sejiri Glacier", up=Side.BACK)
    token = token_of(game, create_token_copy(game, glacier.id))
    assert token.is_double_faced and token.status.up is Side.BACK
    assert game.characteristics(token).types == ("Land",)


def test_707_8a_exceptions_apply_to_each_face_of_a_double_faced_token(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    exceptions = CopyExceptions(add_types=("Artifact",), colors=(Color.BLACK,))
    token = token_of(game, create_token_copy(game, delver.id, exceptions=exceptions))
    assert token.is_double_faced and game.copy_effects == []
    for up in (Side.FRONT, Side.BACK):
        value = game.characteristics(flip_over(game, game.get(token.id), up))
        assert "Artifact" in value.types and value.colors == (Color.BLACK,)
    assert game.characteristics(delver).types == ("Creature",)  # the original is unchanged


def test_707_8_token_copy_of_a_melded_permanent_is_the_melded_face(game: Game) -> None:
    brisela = game.put(
        card("Brisela, Voice of Nightmares"),
        zone=Zone.BATTLEFIELD,
        owner="Bob",
        status=Status(up=Side.MELDED),
        parts=(card("Bruna, the Fading Light"), card("Gisela, the Broken Blade")),
    )
    token = token_of(game, create_token_copy(game, brisela.id, controller="Alice"))
    value = game.characteristics(token)
    assert (value.name, value.power, value.toughness) == ("Brisela, Voice of Nightmares", "9", "10")
    assert value.mana_value == 0  # 202.3c, 712.8g
    assert not token.is_melded and token.parts == ()
    assert not token.is_double_faced and not token.can_transform


def test_707_2_token_copy_of_face_down_is_a_2_2_with_nothing_behind_it(game: Game) -> None:
    hidden = put(game, "Delver of Secrets", owner="Bob", face_down=FaceDown.MANIFEST)
    token = token_of(game, create_token_copy(game, hidden.id, controller="Alice"))
    value = game.characteristics(token)
    assert (value.name, value.power, value.toughness, value.abilities) == (None, "2", "2", ())
    assert not token.is_face_down and not token.is_double_faced
    assert token.card.name == FACE_DOWN_COPY
    dumped = json.dumps([card_to_record(token.card), save.save(game)["copy_effects"]]) + repr(token)
    for secret in ("Delver", "Insectile", "Aberration", "{U}"):
        assert secret not in dumped
    for player in game.players:
        assert "Delver" not in json.dumps(game.view(player).find(token.id).to_json())  # type: ignore[union-attr]


def test_707_2_copy_of_a_disguised_permanent_has_ward_2(game: Game) -> None:
    hidden = put(game, "Grizzly Bears", owner="Bob", face_down=FaceDown.DISGUISE)
    token = token_of(game, create_token_copy(game, hidden.id))
    assert game.characteristics(token).abilities == ("Ward {2}",)  # 708.2: listed values are copiable


@pytest.mark.parametrize("name", ["Lightning Bolt", "Sejiri Shelter", "Fire // Ice"])
def test_111_5_no_token_copy_of_an_instant_or_sorcery_card(game: Game, name: str) -> None:
    source = put(game, name, Zone.GRAVEYARD)
    before = position(game)
    assert_ignored(create_token_copy(game, source.id), "111.5")
    assert position(game) == before


def test_111_12_no_token_copy_of_an_object_no_longer_there(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    move(game, bears.id, Zone.GRAVEYARD)
    assert_ignored(create_token_copy(game, bears.id), "111.12")
    assert game.objects(Zone.BATTLEFIELD) == []


def test_406_3a_no_token_copy_of_a_card_exiled_face_down(game: Game) -> None:
    exiled = put(game, "Grizzly Bears", Zone.EXILE, face_down=FaceDown.EXILE)
    assert_ignored(create_token_copy(game, exiled.id), "406.3a")


def test_707_9_token_copy_with_exceptions(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    exceptions = CopyExceptions(power="1", toughness="1", add_subtypes=("Spirit",), add_abilities=("Flying",))
    token = token_of(game, create_token_copy(game, bears.id, exceptions=exceptions))
    value = game.characteristics(token)
    assert (value.power, value.toughness, value.subtypes) == ("1", "1", ("Bear", "Spirit"))
    assert "Flying" in value.abilities


def test_709_5_token_copy_of_a_room_has_its_doors_locked(game: Game) -> None:
    room = put(game, "Unholy Annex // Ritual Chamber", unlocked=frozenset({Side.LEFT}))
    assert game.characteristics(room).name == "Unholy Annex"
    token = token_of(game, create_token_copy(game, room.id))
    assert token.status.unlocked == frozenset()
    assert game.characteristics(token).name is None


def test_303_4g_aura_token_with_nothing_to_enchant_isnt_created(game: Game) -> None:
    pacifism = put(game, "Pacifism")
    assert_ignored(create_token_copy(game, pacifism.id), "303.4g")
    bears = put(game, "Grizzly Bears", owner="Bob")
    token = token_of(game, create_token_copy(game, pacifism.id, attached_to=bears.id))
    assert token.status.attached_to == bears.id


# -- becoming a copy ------------------------------------------------------------------------


def test_707_8_become_copy_of_back_face_mana_value_0(game: Game) -> None:
    aberration = put(game, "Delver of Secrets", owner="Bob", up=Side.BACK)
    clone = put(game, "Clone")
    outcome = become_copy(game, clone.id, aberration.id, until=Duration.END_OF_TURN)
    value = game.characteristics(clone)
    assert (value.name, value.power, value.mana_value) == ("Insectile Aberration", "3", 0)  # 202.3b
    assert not outcome.ignored and outcome.of(EventKind.EFFECT_ADDED)[0].rule == "707.2"
    assert not outcome.of(EventKind.ENTERED_BATTLEFIELD)  # 707.4: the same object
    assert clone.id in game
    game.end_effects(Duration.END_OF_TURN)
    assert game.characteristics(clone).name == "Clone"


def test_707_9b_become_copy_with_exceptions(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    clone = put(game, "Clone")
    become_copy(game, clone.id, bears.id, exceptions=CopyExceptions(add_types=("Artifact",)))
    assert set(game.characteristics(clone).types) == {"Artifact", "Creature"}


def test_707_4_a_copy_can_become_a_copy_of_something_else(game: Game) -> None:
    clone = put(game, "Clone")
    become_copy(game, clone.id, put(game, "Grizzly Bears").id)
    become_copy(game, clone.id, put(game, "Delver of Secrets").id)
    assert game.characteristics(clone).name == "Delver of Secrets"


def test_707_2_only_a_permanent_becomes_a_copy_but_of_a_card_anywhere(game: Game) -> None:
    clone = put(game, "Clone")
    in_hand = put(game, "Grizzly Bears", Zone.HAND)
    before = position(game)
    assert_ignored(become_copy(game, in_hand.id, clone.id), "400.7")  # the copier must be a permanent
    assert position(game) == before
    assert not become_copy(game, clone.id, in_hand.id).ignored  # a card in a hand has copiable values
    assert game.characteristics(clone).name == "Grizzly Bears"


# -- copies of spells ---------------------------------------------------------------------


def test_707_10_copy_of_split_half_is_that_half(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    fire = put(game, "Fire // Ice", Zone.STACK, up=Side.LEFT, targets=(bears.id,), cast_from="hand")
    outcome = copy_spell(game, fire.id, controller="Bob")
    (copy_id,) = outcome.new_objects
    copy = game.get(copy_id)
    value = game.characteristics(copy)
    assert (value.name, value.mana_value) == ("Fire", 2)
    assert copy.is_spell_copy and copy.cards == ()  # no card is associated with it
    assert (copy.owner, game.controller(copy)) == ("Bob", "Bob")  # 707.10
    assert copy.status == Status(up=Side.LEFT, targets=(bears.id,))  # not cast: no cast_from
    assert [o.id for o in game.objects(Zone.STACK)] == [copy.id, fire.id]  # on top


def test_707_10_copy_of_a_fused_split_spell(game: Game) -> None:
    fused = put(game, "Turn // Burn", Zone.STACK, up=FUSED)
    (copy_id,) = copy_spell(game, fused.id).new_objects
    assert game.get(copy_id).status.up == FUSED


def test_707_10_copy_keeps_x(game: Game) -> None:
    fireball = put(game, "Fireball", Zone.STACK, x=3)
    (copy_id,) = copy_spell(game, fireball.id).new_objects
    assert game.get(copy_id).status.x == 3
    assert game.characteristics(copy_id).mana_value == 4  # 202.3e


def test_707_10_copy_of_an_adventure_is_an_adventure(game: Game) -> None:
    stomp = put(game, "Bonecrusher Giant", Zone.STACK, up=Side.ADVENTURE)
    (copy_id,) = copy_spell(game, stomp.id).new_objects
    assert game.characteristics(copy_id).name == "Stomp"
    assert game.get(copy_id).status.up is Side.ADVENTURE


def test_707_10g_copy_of_dfc_permanent_spell(game: Game) -> None:
    spell = put(game, "Delver of Secrets", Zone.STACK, up=Side.BACK)
    (copy_id,) = copy_spell(game, spell.id).new_objects
    copy = game.get(copy_id)
    assert copy.card == spell.card and copy.is_double_faced and copy.status.up is Side.BACK
    assert game.characteristics(copy).name == "Insectile Aberration"


def test_707_10_copy_of_a_face_down_spell_is_a_nameless_2_2(game: Game) -> None:
    spell = put(game, "Delver of Secrets", Zone.STACK, owner="Bob", face_down=FaceDown.MORPH)
    (copy_id,) = copy_spell(game, spell.id, controller="Alice").new_objects
    copy = game.get(copy_id)
    assert copy.card.name == FACE_DOWN_COPY and not copy.is_face_down
    assert game.characteristics(copy).name is None and game.characteristics(copy).power == "2"


def test_400_7a_copy_of_a_spell_put_onto_the_battlefield_keeps_its_copied_values(game: Game) -> None:
    spell = put(game, "Delver of Secrets", Zone.STACK, owner="Bob", face_down=FaceDown.MORPH)
    (copy_id,) = copy_spell(game, spell.id).new_objects
    (token_id,) = put_onto_battlefield(game, copy_id).new_objects
    token = game.get(token_id)
    assert token.is_token and game.characteristics(token).name is None  # 608.3f: a nameless 2/2 token


def test_707_10a_countered_copy_ceases_to_exist(game: Game) -> None:
    bolt = put(game, "Lightning Bolt", Zone.STACK)
    (copy_id,) = copy_spell(game, bolt.id).new_objects
    move(game, copy_id, Zone.GRAVEYARD)
    assert copy_id not in game and game.objects(Zone.GRAVEYARD) == []


def test_707_10_only_a_spell_on_the_stack_is_copied(game: Game) -> None:
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    before = position(game)
    assert_ignored(copy_spell(game, bolt.id), "400.7")
    assert_ignored(copy_spell(game, ObjectId(999)), "400.7")
    assert position(game) == before


# -- flip cards: flipped is status, not a copiable value (707.2, 707.3) ---------------------------


def test_707_2_a_token_copy_of_a_flipped_permanent_enters_unflipped_and_can_flip() -> None:
    game = Game(["Alice", "Bob"])
    tomoya = put(game, "Jushi Apprentice // Tomoya the Revealer", flipped=True)
    create_token_copy(game, tomoya.id)
    token = next(o for o in game.objects(Zone.BATTLEFIELD) if o.is_token)
    assert not token.status.flipped and game.characteristics(token).name == "Jushi Apprentice"
    flip(game, token.id)
    value = game.characteristics(game.get(token.id))
    assert (value.name, value.power, value.toughness) == ("Tomoya the Revealer", "2", "3")


def test_707_3_dimir_doppelganger_example_flipped_status_outlasts_each_copy() -> None:
    # The example under 702 (Dimir Doppelganger) and 707.3: a copy of a flip
    # card can flip; flipped, it stays flipped as it copies Runeclaw Bear, and
    # then as a copy of Nezumi Shortfang it is Stabwhisker the Odious.
    game = Game(["Alice", "Bob"])
    doppelganger = put(game, "Dimir Doppelganger")
    jushi = put(game, "Jushi Apprentice // Tomoya the Revealer", owner="Bob")  # (become_copy: battlefield)
    become_copy(game, doppelganger.id, jushi.id)
    assert game.characteristics(game.get(doppelganger.id)).name == "Jushi Apprentice"
    flip(game, doppelganger.id)
    assert game.characteristics(game.get(doppelganger.id)).name == "Tomoya the Revealer"
    become_copy(game, doppelganger.id, put(game, "Runeclaw Bear").id)
    now = game.get(doppelganger.id)
    assert now.status.flipped and game.characteristics(now).name == "Runeclaw Bear"
    shortfang = put(game, "Nezumi Shortfang // Stabwhisker the Odious", owner="Bob")
    become_copy(game, doppelganger.id, shortfang.id)
    value = game.characteristics(game.get(doppelganger.id))
    assert (value.name, value.supertypes, value.power) == ("Stabwhisker the Odious", ("Legendary",), "3")
    assert "710.2" in [note.rule for note in game.derive(game.get(doppelganger.id)).trace]
    assert canonical_round_trip(game)


def canonical_round_trip(game: Game) -> bool:
    """A save of the game loads back to the same save (the flip halves included)."""
    text = save.dumps(game)
    return save.dumps(save.loads(text)) == text


def test_707_2_712_8a_a_permanent_becomes_a_copy_of_a_card_in_a_graveyard(game: Game) -> None:
    """Dimir Doppelganger and Lazav copy a creature card in a graveyard: its
    copiable values there are its front face's (712.8a), a flip card's
    unflipped half's (710.2), an adventurer card's creature (715.4)."""
    copier = put(game, "Grizzly Bears")
    for name, expected in (
        ("Delver of Secrets", "Delver of Secrets"),
        ("Akki Lavarunner", "Akki Lavarunner"),
        ("Bonecrusher Giant", "Bonecrusher Giant"),
    ):
        card = put(game, name, Zone.GRAVEYARD)
        outcome = become_copy(game, copier.id, card.id)
        assert not outcome.ignored
        value = game.characteristics(copier)
        assert (value.name, value.has_type("Creature")) == (expected, True), name
    assert game.characteristics(copier).power == "4"  # Bonecrusher Giant, 4/3


def test_709_5c_a_room_that_copies_a_room_keeps_its_own_unlocked_doors(game: Game) -> None:
    """The halves and their type line are copiable, the unlocked designations
    aren't (709.5b-c): Bottomless Pool (left unlocked) copying Charred Foyer //
    Warped Space (right unlocked) is Charred Foyer, and unlocking its right
    door makes it both."""
    from mtgfaces.rules.actions.rooms import unlock

    pool = put(game, "Bottomless Pool // Locker Room", unlocked=frozenset({Side.LEFT}))
    foyer = put(game, "Charred Foyer // Warped Space", unlocked=frozenset({Side.RIGHT}))
    become_copy(game, pool.id, foyer.id)
    assert game.characteristics(pool).name == "Charred Foyer"
    assert "709.5c" in [n.rule for n in game.derive(pool).trace]
    unlock(game, pool.id, Side.RIGHT)
    assert set(game.characteristics(pool.id).names) == {"Charred Foyer", "Warped Space"}
    assert save.loads(save.dumps(game)).characteristics(pool.id) == game.characteristics(pool.id)


def test_709_5c_a_clone_of_a_room_has_no_door_unlocked(game: Game) -> None:
    clone = put(game, "Clone")
    foyer = put(game, "Charred Foyer // Warped Space", unlocked=frozenset({Side.RIGHT}))
    become_copy(game, clone.id, foyer.id)
    value = game.characteristics(clone)
    assert value.name is None and "Room" in value.subtypes
