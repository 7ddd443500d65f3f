"""Turning faces: transform and convert (CR 701.27, 701.28, 712.9-712.18),
flip (710), face up and face down (708, 702.37, 702.168), manifest, manifest
dread and cloak (701.40, 701.62, 701.58), Room doors (709.5); seed rulings
S5, S16, S28, S30-S32."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.actions.base import ErrorCode, Outcome
from mtgfaces.rules.actions.faces import (
    can_turn_face_up,
    convert,
    flip,
    flip_ignored,
    transform,
    transform_ignored,
    turn_face_down,
    turn_face_up,
    verify_turn_face_up,
)
from mtgfaces.rules.actions.manifesting import cloak, manifest, manifest_dread
from mtgfaces.rules.actions.resolving import resolve
from mtgfaces.rules.actions.rooms import can_unlock, unlock
from mtgfaces.rules.save import dumps, save
from mtgfaces.rules.state.copies import copy_effect
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status

DB = CardDB.default()


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def put(
    game: Game,
    name: str,
    zone: Zone = Zone.BATTLEFIELD,
    owner: str = "Alice",
    *,
    is_token: bool = False,
    top: bool = False,
    **status: Any,
) -> GameObject:
    return game.put(
        DB.card(name), zone=zone, owner=owner, status=Status(**status), is_token=is_token, top=top
    )


def position(game: Game) -> dict[str, Any]:
    """Everything but the log: what an ignored instruction must leave alone."""
    data = save(game)
    del data["log"]
    return data


def refused(game: Game, code: ErrorCode, rule: str, act: Callable[[], object]) -> IllegalAction:
    """The action is refused with that code and rule, and changes nothing at all."""
    before = dumps(game)
    with pytest.raises(IllegalAction) as raised:
        act()
    assert (raised.value.code, raised.value.rule) == (code.value, rule)
    assert dumps(game) == before
    return raised.value


def nothing_happens(game: Game, rule: str, act: Callable[[], Outcome]) -> Outcome:
    """The instruction is ignored with that rule, and only the log changes."""
    before = position(game)
    outcome = act()
    assert outcome.ignored and outcome.rule == rule
    assert position(game) == before
    return outcome


def kinds(outcome: Outcome) -> list[EventKind]:
    return [e.kind for e in outcome.events]


# -- transform and convert -------------------------------------------------------------


def test_701_27a_transform_turns_the_other_face_up(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    outcome = transform(game, delver.id)
    assert kinds(outcome) == [EventKind.TRANSFORMED]
    assert outcome.events[0].rule == "701.27a"
    now = game.get(delver.id)
    assert now.status.up is Side.BACK and now.status.transformations == 1
    assert game.characteristics(now).name == "Insectile Aberration"
    assert game.characteristics(now).mana_value == 1  # CR 712.8e


def test_712_18_transforming_is_not_entering(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    game.add_effect(ContinuousEffect(0, 0, Modification(power=2, toughness=2), objects=(delver.id,)))
    outcome = transform(game, delver.id)
    assert EventKind.ENTERED_BATTLEFIELD not in kinds(outcome)
    assert outcome.new_objects == ()
    value = game.characteristics(delver.id)  # the same id: the same object
    assert (value.name, value.power, value.toughness) == ("Insectile Aberration", "5", "4")


def test_701_27g_transforming_twice_shows_the_front_face_again(game: Game) -> None:
    huntmaster = put(game, "Huntmaster of the Fells")
    transform(game, huntmaster.id)
    assert game.characteristics(huntmaster.id).name == "Ravager of the Fells"
    transform(game, huntmaster.id)
    now = game.get(huntmaster.id)
    assert (now.status.up, now.status.transformations) == (Side.FRONT, 2)
    assert game.characteristics(now).name == "Huntmaster of the Fells"


def test_712_9_mdfc_transforms_under_current_rules(game: Game) -> None:
    mammoth = put(game, "Kazandu Mammoth")
    assert not transform(game, mammoth.id).ignored
    assert game.characteristics(mammoth.id).name == "Kazandu Valley"


def test_s5_mdfc_cannot_transform_before_2025_09_19() -> None:
    game = Game(["Alice", "Bob"], rules_as_of="2020-09-25")
    mammoth = put(game, "Kazandu Mammoth")
    outcome = nothing_happens(game, "712.9", lambda: transform(game, mammoth.id))
    assert "2020-09-25" in outcome.events[0].note
    assert game.characteristics(mammoth.id).name == "Kazandu Mammoth"
    delver = put(game, "Delver of Secrets")  # a transforming DFC still transforms
    assert not transform(game, delver.id).ignored


def test_712_9_single_faced_permanent_cannot_transform(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    nothing_happens(game, "712.9", lambda: transform(game, bears.id))
    token = put(game, "Grizzly Bears", is_token=True)
    nothing_happens(game, "712.9", lambda: transform(game, token.id))


def test_712_9_double_faced_token_transforms(game: Game) -> None:
    token = put(game, "Delver of Secrets", is_token=True)
    assert not transform(game, token.id).ignored
    assert game.characteristics(token.id).name == "Insectile Aberration"


def test_712_9_clone_of_back_face_cannot_transform(game: Game) -> None:
    aberration = put(game, "Delver of Secrets", up=Side.BACK)
    clone = put(game, "Clone")
    game.add_copy_effect(copy_effect(game, clone, aberration))
    assert game.characteristics(clone.id).name == "Insectile Aberration"
    nothing_happens(game, "712.9", lambda: transform(game, clone.id))
    assert game.characteristics(clone.id).name == "Insectile Aberration"


def test_712_9_dfc_copying_a_single_faced_card_transforms(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    game.add_copy_effect(copy_effect(game, delver, put(game, "Grizzly Bears")))
    assert not transform(game, delver.id).ignored
    assert game.get(delver.id).status.up is Side.BACK
    assert game.characteristics(delver.id).name == "Grizzly Bears"  # still a copy


def test_712_4c_meld_card_cannot_transform(game: Game) -> None:
    bruna = put(game, "Bruna, the Fading Light")
    nothing_happens(game, "712.4c", lambda: transform(game, bruna.id))


def test_712_10_never_into_an_instant_face(game: Game) -> None:
    glacier = put(game, "Sejiri Glacier", up=Side.BACK)
    outcome = nothing_happens(game, "712.10", lambda: transform(game, glacier.id))
    assert "Sejiri Shelter" in outcome.events[0].note
    assert game.characteristics(glacier.id).name == "Sejiri Glacier"


def test_712_10_never_into_a_sorcery_face(game: Game) -> None:
    invasion = put(game, "Invasion of Kylem")
    nothing_happens(game, "712.10", lambda: transform(game, invasion.id))
    nothing_happens(game, "712.10", lambda: convert(game, invasion.id))


def test_712_15a_face_down_dfc_cannot_transform(game: Game) -> None:
    delver = put(game, "Delver of Secrets", face_down=FaceDown.MANIFEST)
    outcome = nothing_happens(game, "712.15a", lambda: transform(game, delver.id))
    # The note goes into the shared log: it names the permanent as everyone may see it.
    assert "face-down creature #1 (manifest)" in outcome.events[0].note
    assert "Delver" not in outcome.events[0].note


def test_701_27a_only_a_permanent_transforms(game: Game) -> None:
    delver = put(game, "Delver of Secrets", zone=Zone.HAND)
    nothing_happens(game, "701.27a", lambda: transform(game, delver.id))
    nothing_happens(game, "701.28a", lambda: convert(game, delver.id))


def test_400_7_an_object_that_changed_zones_is_not_found(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    game.move(delver.id, Zone.HAND)
    game.move(game.objects(Zone.HAND)[0].id, Zone.BATTLEFIELD)
    outcome = nothing_happens(game, "400.7", lambda: transform(game, delver.id))
    assert "no longer there" in outcome.events[0].note


def test_701_27f_ability_of_a_permanent_that_transformed_since_is_ignored(game: Game) -> None:
    thing = put(game, "Thing in the Ice")
    since = game.get(thing.id).status.transformations  # the ability goes on the stack now
    transform(game, thing.id)  # something else transforms it meanwhile
    nothing_happens(
        game, "701.27f", lambda: transform(game, thing.id, source=thing.id, since_transformations=since)
    )
    assert game.characteristics(thing.id).name == "Awoken Horror"


def test_701_27f_only_the_permanents_own_abilities(game: Game) -> None:
    thing = put(game, "Thing in the Ice")
    other = put(game, "Grizzly Bears")
    transform(game, thing.id)
    outcome = transform(game, thing.id, source=other.id, since_transformations=0)
    assert not outcome.ignored
    assert game.characteristics(thing.id).name == "Thing in the Ice"


def test_701_27f_unchanged_since_the_ability_transforms(game: Game) -> None:
    thing = put(game, "Thing in the Ice")
    assert not transform(game, thing.id, source=thing.id, since_transformations=0).ignored


def test_701_28a_convert_follows_the_transform_rules(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    outcome = convert(game, delver.id)
    assert kinds(outcome) == [EventKind.CONVERTED]
    assert game.get(delver.id).status.transformations == 1
    nothing_happens(
        game, "701.28e", lambda: convert(game, delver.id, source=delver.id, since_transformations=0)
    )
    bears = put(game, "Grizzly Bears")
    nothing_happens(game, "712.9", lambda: convert(game, bears.id))


def test_transform_ignored_says_why_beforehand(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    found = transform_ignored(game, bears.id)
    assert found is not None and found.rule == "712.9" and "Grizzly Bears" in found.note
    assert transform_ignored(game, put(game, "Delver of Secrets").id) is None


# -- flip ----------------------------------------------------------------------------------


def test_710_2_flip_uses_the_alternative_characteristics(game: Game) -> None:
    akki = put(game, "Akki Lavarunner")
    outcome = flip(game, akki.id)
    assert kinds(outcome) == [EventKind.FLIPPED]
    assert game.get(akki.id).status.flipped
    value = game.characteristics(akki.id)
    assert value.name == "Tok-Tok, Volcano Born" and "Legendary" in value.supertypes
    assert value.mana_value == 4  # CR 710.1c


def test_710_4_flip_is_one_way(game: Game) -> None:
    akki = put(game, "Akki Lavarunner")
    flip(game, akki.id)
    nothing_happens(game, "710.4", lambda: flip(game, akki.id))
    assert game.characteristics(akki.id).name == "Tok-Tok, Volcano Born"


def test_s16_flipped_permanent_forgets_it_on_leaving(game: Game) -> None:
    akki = put(game, "Akki Lavarunner")
    flip(game, akki.id)
    back = game.move(game.move(akki.id, Zone.HAND).id, Zone.BATTLEFIELD)
    assert not back.status.flipped
    assert game.characteristics(back).name == "Akki Lavarunner"


def test_710_1_only_flip_cards_flip(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    nothing_happens(game, "710.1", lambda: flip(game, bears.id))
    akki = put(game, "Akki Lavarunner", zone=Zone.GRAVEYARD)
    nothing_happens(game, "710.1b", lambda: flip(game, akki.id))
    assert flip_ignored(game, put(game, "Akki Lavarunner").id) is None


# -- turning face down -----------------------------------------------------------------------


def test_708_2a_turned_face_down_is_a_nameless_2_2(game: Game) -> None:
    bears = put(game, "Grizzly Bears", tapped=True)
    outcome = turn_face_down(game, bears.id)
    assert kinds(outcome) == [EventKind.TURNED_FACE_DOWN]
    now = game.get(bears.id)
    assert now.status.face_down is FaceDown.TURNED and now.status.tapped
    value = game.characteristics(now)
    assert (value.name, value.power, value.toughness, value.mana_value) == (None, "2", "2", 0)


def test_708_2b_face_down_cannot_be_turned_face_down(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    nothing_happens(game, "708.2b", lambda: turn_face_down(game, angel.id))
    assert game.get(angel.id).status.face_down is FaceDown.MORPH


def test_712_16_dfc_cannot_be_turned_face_down(game: Game) -> None:
    delver = put(game, "Delver of Secrets")
    nothing_happens(game, "712.16", lambda: turn_face_down(game, delver.id))
    glacier = put(game, "Sejiri Glacier", up=Side.BACK)
    nothing_happens(game, "712.16", lambda: turn_face_down(game, glacier.id))


def test_708_2a_only_a_permanent_is_turned_face_down(game: Game) -> None:
    bears = put(game, "Grizzly Bears", zone=Zone.HAND)
    nothing_happens(game, "708.2a", lambda: turn_face_down(game, bears.id))


# -- turning face up ----------------------------------------------------------------------------


def test_702_37e_morph_turned_face_up(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    way = verify_turn_face_up(game, angel.id, player="Alice")
    assert (way.using, str(way.cost), way.counter) == ("morph", "{2}{W}{W}", False)
    outcome = turn_face_up(game, angel.id, player="Alice", using="morph")
    assert kinds(outcome) == [EventKind.TURNED_FACE_UP]
    assert outcome.events[0].rule == "702.37e" and "{2}{W}{W}" in outcome.events[0].note
    now = game.get(angel.id)
    assert now.status.face_down is None and now.status.counters == ()
    assert game.characteristics(now).name == "Exalted Angel"


def test_702_37b_megamorph_counter(game: Game) -> None:
    den = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    outcome = turn_face_up(game, den.id, using="megamorph")
    assert outcome.events[0].rule == "702.37b"
    assert game.get(den.id).status.counter("+1/+1") == 1
    value = game.characteristics(den.id)
    assert (value.name, value.power, value.toughness) == ("Den Protector", "3", "2")


def test_702_37b_a_megamorph_cost_is_a_morph_cost(game: Game) -> None:
    den = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    turn_face_up(game, den.id, using="morph")
    assert game.get(den.id).status.counter("+1/+1") == 1  # its megamorph cost was paid
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    refused(
        game,
        ErrorCode.CANNOT_TURN_FACE_UP,
        "702.37e",
        lambda: turn_face_up(game, angel.id, using="megamorph"),
    )


def test_702_168d_disguise_turned_face_up(game: Game) -> None:
    codebreaker = put(game, "Fugitive Codebreaker", face_down=FaceDown.DISGUISE)
    assert "Ward {2}" in game.characteristics(codebreaker.id).abilities
    outcome = turn_face_up(game, codebreaker.id)
    assert outcome.events[0].rule == "702.168d" and "{5}{R}" in outcome.events[0].note
    value = game.characteristics(codebreaker.id)
    assert value.name == "Fugitive Codebreaker" and "Ward {2}" not in value.abilities


def test_701_40b_manifested_creature_turned_up_for_mana_cost(game: Game) -> None:
    bears = put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    manifested = game.get(manifest(game, "Alice").new_objects[0])
    assert manifested.status.face_down is FaceDown.MANIFEST
    outcome = turn_face_up(game, manifested.id, using="mana_cost")
    assert outcome.events[0].rule == "701.40b" and "{1}{G}" in outcome.events[0].note
    assert game.characteristics(manifested.id).name == "Grizzly Bears"
    assert game.get(manifested.id).card == bears.card


def test_701_40b_manifested_noncreature_cannot_turn_face_up_for_mana_cost(game: Game) -> None:
    abbey = put(game, "Westvale Abbey", face_down=FaceDown.MANIFEST)
    error = refused(
        game,
        ErrorCode.CANNOT_TURN_FACE_UP,
        "701.40b",
        lambda: turn_face_up(game, abbey.id, using="mana_cost"),
    )
    assert "isn't a creature card" in error.reason
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "701.40b", lambda: turn_face_up(game, abbey.id))


def test_701_40b_only_manifested_or_cloaked_use_the_mana_cost(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    assert not can_turn_face_up(game, angel.id, using="mana_cost")
    refused(
        game,
        ErrorCode.CANNOT_TURN_FACE_UP,
        "701.40b",
        lambda: turn_face_up(game, angel.id, using="mana_cost"),
    )


@pytest.mark.parametrize("using", [None, "mana_cost", "morph"])
def test_701_40g_manifested_instant_cannot_turn_face_up(game: Game, using: str | None) -> None:
    bolt = put(game, "Lightning Bolt", face_down=FaceDown.MANIFEST)
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "701.40g", lambda: turn_face_up(game, bolt.id, using=using))
    # An effect: revealed, and left face down.
    outcome = nothing_happens(game, "701.40g", lambda: turn_face_up(game, bolt.id, using="effect"))
    assert EventKind.REVEALED in kinds(outcome)
    assert game.get(bolt.id).is_face_down


def test_701_58g_cloaked_sorcery_stays_face_down(game: Game) -> None:
    put(game, "Gift of Estates", zone=Zone.LIBRARY)
    cloaked = cloak(game, "Alice").new_objects[0]
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "701.58g", lambda: turn_face_up(game, cloaked))
    nothing_happens(game, "701.58g", lambda: turn_face_up(game, cloaked, using="effect"))


def test_s31_manifested_card_with_morph(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MANIFEST)
    assert can_turn_face_up(game, angel.id, using="morph")
    assert can_turn_face_up(game, angel.id, using="mana_cost")  # CR 701.40c: either
    assert verify_turn_face_up(game, angel.id).using == "morph"  # the first that works
    outcome = turn_face_up(game, angel.id, using="mana_cost")
    assert "{4}{W}{W}" in outcome.events[0].note


def test_s32_manifested_dfc_is_face_down_and_turns_up_front_face(game: Game) -> None:
    put(game, "Delver of Secrets", zone=Zone.LIBRARY)
    delver = manifest(game, "Alice").new_objects[0]
    assert game.characteristics(delver).name is None
    nothing_happens(game, "712.15a", lambda: transform(game, delver))
    turn_face_up(game, delver, using="mana_cost")
    now = game.get(delver)
    assert now.status.up is Side.FRONT and not now.is_face_down
    assert game.characteristics(now).name == "Delver of Secrets"


def test_712_15a_face_down_back_face_turns_up_front_face(game: Game) -> None:
    delver = put(game, "Delver of Secrets", up=Side.BACK, face_down=FaceDown.TURNED)
    turn_face_up(game, delver.id, using="effect")
    assert game.characteristics(delver.id).name == "Delver of Secrets"


def test_s28_aura_and_targets_stay_when_turned_face_up(game: Game) -> None:
    den = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH, counters=(("-1/-1", 1),))
    aura = put(game, "Pacifism", attached_to=den.id)
    bolt = put(game, "Lightning Bolt", zone=Zone.STACK, owner="Bob", targets=(den.id,))
    turn_face_up(game, den.id)
    assert den.id in game
    assert game.get(aura.id).status.attached_to == den.id
    assert game.get(bolt.id).status.targets == (den.id,)
    assert dict(game.get(den.id).status.counters) == {"+1/+1": 1, "-1/-1": 1}
    assert game.characteristics(den.id).name == "Den Protector"


def test_s30_no_enters_event_when_turned_face_up(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    outcome = turn_face_up(game, angel.id)
    assert kinds(outcome) == [EventKind.TURNED_FACE_UP]
    assert outcome.new_objects == ()


def test_116_2b_only_its_controller_turns_it_face_up(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    error = refused(
        game, ErrorCode.NOT_PERMITTED, "116.2b", lambda: turn_face_up(game, angel.id, player="Bob")
    )
    # Named as Bob may see it: the face-down card stays hidden from him.
    assert "face-down creature #1 (morph)" in error.reason and "Exalted Angel" not in error.reason
    assert not can_turn_face_up(game, angel.id, player="Bob")
    assert can_turn_face_up(game, angel.id, player="Alice")


def test_116_2b_a_face_up_permanent_cannot_be_turned_face_up(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    error = refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "116.2b", lambda: turn_face_up(game, bears.id))
    assert "Grizzly Bears" in error.reason and "already face up" in error.reason
    hand = put(game, "Exalted Angel", zone=Zone.HAND)
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "116.2b", lambda: turn_face_up(game, hand.id))


def test_708_7_a_face_down_spell_cannot_be_turned_face_up(game: Game) -> None:
    spell = put(game, "Exalted Angel", zone=Zone.STACK, face_down=FaceDown.MORPH)
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "708.7", lambda: turn_face_up(game, spell.id))


def test_708_7_an_effect_turns_any_face_down_permanent_face_up(game: Game) -> None:
    bears = put(game, "Grizzly Bears", face_down=FaceDown.TURNED)
    refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "702.37e", lambda: turn_face_up(game, bears.id))
    assert can_turn_face_up(game, bears.id, using="effect")
    outcome = turn_face_up(game, bears.id, using="effect", player="Bob")  # an effect, not Bob's action
    assert outcome.events[0].rule == "708.7"
    assert game.characteristics(bears.id).name == "Grizzly Bears"
    nothing_happens(game, "708.7", lambda: turn_face_up(game, bears.id, using="effect"))


def test_turn_face_up_names_the_ways(game: Game) -> None:
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)
    with pytest.raises(MalformedInput, match="'flip'.*morph, megamorph, disguise, mana_cost, effect"):
        turn_face_up(game, angel.id, using="flip")
    with pytest.raises(MalformedInput, match="'Carol'"):
        turn_face_up(game, angel.id, player="Carol")


# -- manifest, manifest dread, cloak ---------------------------------------------------------------


def test_701_40a_manifest_the_top_card(game: Game) -> None:
    put(game, "Lightning Bolt", zone=Zone.LIBRARY)
    bears = put(game, "Grizzly Bears", zone=Zone.LIBRARY, top=True)
    outcome = manifest(game, "Alice")
    assert kinds(outcome) == [EventKind.ZONE_CHANGE, EventKind.ENTERED_BATTLEFIELD]
    new = game.get(outcome.new_objects[0])
    assert (new.card, new.zone, new.status.face_down, game.controller(new)) == (
        bears.card,
        Zone.BATTLEFIELD,
        FaceDown.MANIFEST,
        "Alice",
    )
    value = game.characteristics(new)
    assert (value.name, value.power, value.toughness, value.abilities) == (None, "2", "2", ())
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == ["Lightning Bolt"]
    assert "Grizzly" not in outcome.events[-1].note


def test_701_40a_manifest_from_an_empty_library_does_nothing(game: Game) -> None:
    nothing_happens(game, "701.40a", lambda: manifest(game, "Alice"))


def test_701_40a_manifest_a_named_card_from_another_zone(game: Game) -> None:
    bears = put(game, "Grizzly Bears", zone=Zone.GRAVEYARD, owner="Bob")
    nothing_happens(game, "701.40a", lambda: manifest(game, "Alice", obj_id=bears.id))  # not in a library
    new = manifest(game, "Alice", from_zone=Zone.GRAVEYARD, obj_id=bears.id).new_objects[0]
    assert (game.get(new).owner, game.controller(new)) == ("Bob", "Alice")
    with pytest.raises(MalformedInput, match="'battlefield'"):
        manifest(game, "Alice", from_zone=Zone.BATTLEFIELD)


def test_701_40a_only_a_card_is_manifested(game: Game) -> None:
    token = put(game, "Grizzly Bears", zone=Zone.GRAVEYARD, is_token=True)
    nothing_happens(
        game, "701.40a", lambda: manifest(game, "Alice", from_zone=Zone.GRAVEYARD, obj_id=token.id)
    )


def test_701_62_manifest_dread(game: Game) -> None:
    for name in ("Grizzly Bears", "Lightning Bolt", "Exalted Angel"):
        put(game, name, zone=Zone.LIBRARY)
    outcome = manifest_dread(game, "Alice")
    new = game.get(outcome.new_objects[0])
    assert (new.card.name, new.status.face_down) == ("Grizzly Bears", FaceDown.MANIFEST_DREAD)
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Lightning Bolt"]
    assert [o.card.name for o in game.objects(Zone.LIBRARY, "Alice")] == ["Exalted Angel"]
    assert outcome.of(EventKind.ENTERED_BATTLEFIELD)[0].rule == "701.62a"
    assert can_turn_face_up(game, new.id, using="mana_cost")  # manifest dread is manifesting


def test_701_62_manifest_dread_keeps_the_chosen_card(game: Game) -> None:
    put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    angel = put(game, "Exalted Angel", zone=Zone.LIBRARY)
    new = manifest_dread(game, "Alice", keep=angel.id).new_objects[0]
    assert game.get(new).card.name == "Exalted Angel"
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Grizzly Bears"]


def test_701_62_manifest_dread_with_one_card_or_none(game: Game) -> None:
    nothing_happens(game, "701.62a", lambda: manifest_dread(game, "Alice"))
    put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    manifest_dread(game, "Alice")
    assert len(game.objects(Zone.BATTLEFIELD)) == 1 and not game.objects(Zone.GRAVEYARD)


def test_701_62_manifest_dread_choice_must_be_a_card_looked_at(game: Game) -> None:
    for name in ("Grizzly Bears", "Lightning Bolt", "Exalted Angel"):
        put(game, name, zone=Zone.LIBRARY)
    third = game.objects(Zone.LIBRARY, "Alice")[2]
    before = dumps(game)
    with pytest.raises(MalformedInput, match="the cards looked at are #1, #2"):
        manifest_dread(game, "Alice", keep=third.id)
    assert dumps(game) == before


def test_701_58_cloak_has_ward_2(game: Game) -> None:
    put(game, "Grizzly Bears", zone=Zone.LIBRARY)
    cloaked = cloak(game, "Alice").new_objects[0]
    assert game.get(cloaked).status.face_down is FaceDown.CLOAK
    value = game.characteristics(cloaked)
    assert (value.name, value.power, value.abilities) == (None, "2", ("Ward {2}",))
    outcome = turn_face_up(game, cloaked)
    assert outcome.events[0].rule == "701.58b"
    assert game.characteristics(cloaked).abilities == ()


def test_701_58a_cloak_a_card_from_exile(game: Game) -> None:
    codebreaker = put(game, "Fugitive Codebreaker", zone=Zone.EXILE)
    cloaked = cloak(game, "Alice", obj_id=codebreaker.id, from_zone=Zone.EXILE).new_objects[0]
    assert can_turn_face_up(game, cloaked, using="disguise")  # CR 701.58d: either way
    assert can_turn_face_up(game, cloaked, using="mana_cost")
    nothing_happens(game, "701.58a", lambda: cloak(game, "Alice"))


# -- Room doors ---------------------------------------------------------------------------------


def test_709_5e_unlock_a_door(game: Game) -> None:
    room = put(game, "Bottomless Pool // Locker Room")
    assert game.characteristics(room).name is None
    outcome = unlock(game, room.id, Side.LEFT, player="Alice")
    assert kinds(outcome)[0] is EventKind.UNLOCKED
    assert EventKind.ABILITY_TRIGGERED in kinds(outcome)  # "When you unlock this door" (709.5h)
    assert outcome.events[0].rule == "709.5e" and "fully" not in outcome.events[0].note
    assert game.get(room.id).status.unlocked == {Side.LEFT}
    assert game.characteristics(room.id).name == "Bottomless Pool"
    resolve(game)  # the trigger, with no creature to target (115.1, 603.3d)
    outcome = unlock(game, room.id, "right")
    assert "fully unlocked (709.5i)" in outcome.events[0].note
    assert game.get(room.id).status.unlocked == {Side.LEFT, Side.RIGHT}


def test_709_5e_a_door_unlocks_once(game: Game) -> None:
    room = put(game, "Bottomless Pool // Locker Room", unlocked=frozenset({Side.LEFT}))
    error = refused(game, ErrorCode.NOT_PERMITTED, "709.5e", lambda: unlock(game, room.id, Side.LEFT))
    assert "Bottomless Pool" in error.reason and "already unlocked" in error.reason
    assert not can_unlock(game, room.id, Side.LEFT)
    assert can_unlock(game, room.id, Side.RIGHT)


def test_709_5e_only_a_room_permanent_has_doors(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    refused(game, ErrorCode.NOT_PERMITTED, "709.5e", lambda: unlock(game, bears.id, Side.LEFT))
    card = put(game, "Bottomless Pool // Locker Room", zone=Zone.HAND)
    refused(game, ErrorCode.NOT_PERMITTED, "709.5c", lambda: unlock(game, card.id, Side.LEFT))
    with pytest.raises(MalformedInput, match="'back'.*'left' and 'right'"):
        unlock(game, card.id, "back")


def test_709_5e_only_its_controller_unlocks(game: Game) -> None:
    room = put(game, "Bottomless Pool // Locker Room")
    error = refused(
        game, ErrorCode.NOT_PERMITTED, "709.5e", lambda: unlock(game, room.id, Side.LEFT, player="Bob")
    )
    assert "Bob" in error.reason and "Alice" in error.reason


@pytest.mark.parametrize(
    "turn, on_stack",
    [
        (Turn("Alice", Step.BEGINNING_OF_COMBAT), False),
        (Turn("Bob", Step.MAIN1), False),
        (Turn("Alice", Step.MAIN2), True),
    ],
)
def test_116_2m_unlock_in_your_main_phase_with_an_empty_stack(game: Game, turn: Turn, on_stack: bool) -> None:
    room = put(game, "Bottomless Pool // Locker Room")
    game.set_turn(turn)
    if on_stack:
        put(game, "Lightning Bolt", zone=Zone.STACK, owner="Bob")
    refused(game, ErrorCode.TIMING, "116.2m", lambda: unlock(game, room.id, Side.RIGHT))


def test_709_5f_an_effect_unlocks_a_door_at_any_time(game: Game) -> None:
    room = put(game, "Bottomless Pool // Locker Room")
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT))
    outcome = unlock(game, room.id, Side.RIGHT, special_action=False)
    assert outcome.events[0].rule == "709.5f"
    assert game.characteristics(room.id).name == "Locker Room"
    nothing_happens(game, "709.5f", lambda: unlock(game, room.id, Side.RIGHT, special_action=False))
    bears = put(game, "Grizzly Bears")
    nothing_happens(game, "709.5f", lambda: unlock(game, bears.id, Side.LEFT, special_action=False))


def test_refused_actions_name_objects_through_the_players_view(game: Game) -> None:
    bolt = put(game, "Lightning Bolt", face_down=FaceDown.MANIFEST)
    error = refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "701.40g", lambda: turn_face_up(game, bolt.id))
    assert "Lightning Bolt (#1), face-down creature #1 (manifest)" in error.reason
    gone = ObjectId(99)
    error = refused(game, ErrorCode.CANNOT_TURN_FACE_UP, "116.2b", lambda: turn_face_up(game, gone))
    assert "an object no longer there" in error.reason
