"""Resolving spells (CR 608, 111.13, 702.127a, 702.146, 707.10, 708.4,
709.5d, 712.13, 715.3d, 718.3, 720.3d)."""

from __future__ import annotations

from functools import cache

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions.base import ErrorCode, Outcome
from mtgfaces.rules.actions.casting import can_cast, cast
from mtgfaces.rules.actions.entering import enters_tapped, exiled_instead
from mtgfaces.rules.actions.resolving import (
    can_resolve,
    resolve,
    resolve_all,
)
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.copies import copy_effect
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, Status


@cache
def card(name: str) -> Card:
    return CardDB.default().card(name)


def put(game: Game, name: str, zone: Zone = Zone.HAND, owner: str = "Alice", **status: object) -> GameObject:
    return game.put(card(name), zone=zone, owner=owner, status=Status(**status))  # type: ignore[arg-type]


def only(game: Game, outcome: Outcome) -> GameObject:
    """The one object the action left in the game."""
    made = [
        game.get(i)
        for i in outcome.new_objects
        if i in game and game.get(i).ability is None and game.get(i).zone is not Zone.COMMAND  # 114: emblems
    ]
    assert len(made) == 1, made
    return made[0]


def cast_and_resolve(game: Game, name: str, *, transformed: bool = False, **how: object) -> GameObject:
    spell = put(game, name)
    cast(game, spell.id, **how)  # type: ignore[arg-type]
    return only(game, resolve(game, transformed=transformed))


def test_608_1_an_empty_stack_has_nothing_to_resolve() -> None:
    game = Game(["Alice", "Bob"])
    before = dumps(game)
    for attempt in (resolve, resolve_all):
        with pytest.raises(IllegalAction) as caught:
            attempt(game)
        assert caught.value.code == ErrorCode.NOT_PERMITTED.value and caught.value.rule == "608.1"
        assert dumps(game) == before
    assert not can_resolve(game)


def test_608_2n_an_instant_goes_to_its_owners_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", owner="Bob")
    game.add_rule_effect(
        RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.HAND, zone_owner="Bob")
    )
    cast(game, bolt.id)
    done = only(game, resolve(game))
    assert done.zone is Zone.GRAVEYARD and done.owner == "Bob"
    assert game.objects(Zone.GRAVEYARD, "Bob") == [done]


def test_608_3a_a_permanent_spell_enters_under_its_controller() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.GRAVEYARD, owner="Bob")
    game.add_rule_effect(
        RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.GRAVEYARD, zone_owner="Bob")
    )
    cast(game, bears.id, from_zone=Zone.GRAVEYARD)
    outcome = resolve(game)
    permanent = only(game, outcome)
    assert (
        permanent.zone is Zone.BATTLEFIELD
        and permanent.owner == "Bob"
        and game.controller(permanent) == "Alice"
    )
    (entered,) = outcome.of(EventKind.ENTERED_BATTLEFIELD)
    assert entered.object == permanent.id and entered.from_zone == "stack"
    assert not permanent.status.tapped


def test_712_13_enters_with_the_face_it_had_on_the_stack() -> None:
    game = Game(["Alice", "Bob"])
    tibalt = cast_and_resolve(game, "Valki, God of Lies", side=Side.BACK)
    assert tibalt.status.up is Side.BACK
    assert game.characteristics(tibalt).name == "Tibalt, Cosmic Impostor"
    other = Game(["Alice", "Bob"])
    valki = cast_and_resolve(other, "Valki, God of Lies")
    assert valki.status.up is Side.FRONT and other.characteristics(valki).name == "Valki, God of Lies"


def test_s20_a_nonmodal_card_cast_transformed_enters_transformed() -> None:
    game = Game(["Alice", "Bob"])
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_TRANSFORMED, "Alice"))
    aberration = only(
        game, (cast(game, put(game, "Delver of Secrets").id, transformed=True), resolve(game))[1]
    )
    assert aberration.status.up is Side.BACK
    value = game.characteristics(aberration)
    assert value.name == "Insectile Aberration" and value.mana_value == 1  # CR 712.8e


def test_712_13a_told_to_enter_transformed() -> None:
    game = Game(["Alice", "Bob"])
    aberration = cast_and_resolve(game, "Delver of Secrets", transformed=True)
    assert aberration.zone is Zone.BATTLEFIELD and aberration.status.up is Side.BACK


def test_712_13a_transformed_instant_back_face_goes_to_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    celebrant = cast_and_resolve(game, "Flamescroll Celebrant", transformed=True)
    assert celebrant.zone is Zone.GRAVEYARD and celebrant.owner == "Alice"
    assert not game.objects(Zone.BATTLEFIELD)


def test_s5_before_2025_an_mdfc_is_not_put_onto_the_battlefield_transformed() -> None:
    game = Game(["Alice", "Bob"], rules_as_of="2020-09-25")
    celebrant = cast_and_resolve(game, "Flamescroll Celebrant", transformed=True)
    assert celebrant.zone is Zone.BATTLEFIELD and celebrant.status.up is Side.FRONT
    current = Game(["Alice", "Bob"])
    valki = cast_and_resolve(current, "Valki, God of Lies", transformed=True)
    assert valki.status.up is Side.BACK  # the current rules: any double-faced card (712.9)


def test_712_13a_a_single_faced_spell_told_to_enter_transformed_enters_as_it_is() -> None:
    game = Game(["Alice", "Bob"])
    bears = cast_and_resolve(game, "Grizzly Bears", transformed=True)
    assert bears.zone is Zone.BATTLEFIELD and bears.status.up is Side.FRONT


def test_709_5d_room_enters_with_cast_door_unlocked() -> None:
    game = Game(["Alice", "Bob"])
    room = cast_and_resolve(game, "Bottomless Pool // Locker Room", side=Side.RIGHT)
    assert room.status.unlocked == frozenset({Side.RIGHT})
    value = game.characteristics(room)
    assert value.name == "Locker Room" and value.mana_value == 5


def test_715_3d_adventure_to_exile_then_creature_only() -> None:
    game = Game(["Alice", "Bob"])
    exiled = cast_and_resolve(game, "Bonecrusher Giant", side=Side.ADVENTURE)
    assert exiled.zone is Zone.EXILE and exiled.status.on_adventure
    before = dumps(game)
    with pytest.raises(IllegalAction) as caught:
        cast(game, exiled.id, side=Side.ADVENTURE, from_zone=Zone.EXILE)
    assert caught.value.code == ErrorCode.NOT_PERMITTED.value and "715.3d" in caught.value.reason
    assert dumps(game) == before
    assert not can_cast(game, exiled.id, from_zone=Zone.EXILE, player="Bob")  # its owner's permission
    giant = only(game, cast(game, exiled.id, from_zone=Zone.EXILE))
    assert game.characteristics(giant).name == "Bonecrusher Giant"
    assert only(game, resolve(game)).zone is Zone.BATTLEFIELD


def test_715_3d_another_permission_may_cast_the_adventure_again() -> None:
    game = Game(["Alice", "Bob"])
    exiled = cast_and_resolve(game, "Bonecrusher Giant", side=Side.ADVENTURE)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.EXILE))
    assert can_cast(game, exiled.id, side=Side.ADVENTURE, from_zone=Zone.EXILE)


def test_715_3d_an_adventure_that_doesnt_resolve_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    cast(game, put(game, "Bonecrusher Giant").id, side=Side.ADVENTURE, targets=[bears.id])
    game.move(bears.id, Zone.GRAVEYARD)
    stomp = only(game, resolve(game))
    assert stomp.zone is Zone.GRAVEYARD and not stomp.status.on_adventure  # CR 608.2b


def test_720_3d_omen_shuffled_into_library() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Forest", "Grizzly Bears", "Llanowar Elves"):
        put(game, name, Zone.LIBRARY)
    regent = put(game, "Bloomvine Regent")
    cast(game, regent.id, side=Side.OMEN)
    outcome = resolve(game)
    shuffled = only(game, outcome)
    assert shuffled.zone is Zone.LIBRARY and shuffled.owner == "Alice"
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 4
    assert outcome.of(EventKind.SHUFFLED)
    assert not game.objects(Zone.GRAVEYARD)


def test_702_127a_aftermath_half_cast_from_graveyard_is_exiled() -> None:
    game = Game(["Alice", "Bob"])
    memory = put(game, "Commit // Memory", Zone.GRAVEYARD)
    cast(game, memory.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)
    assert only(game, resolve(game)).zone is Zone.EXILE
    commit = cast_and_resolve(game, "Commit // Memory", side=Side.LEFT)
    assert commit.zone is Zone.GRAVEYARD


def test_702_146_disturb_permanent_enters_back_face_up() -> None:
    game = Game(["Alice", "Bob"])
    beggar = put(game, "Beloved Beggar", Zone.GRAVEYARD)
    cast(game, beggar.id, from_zone=Zone.GRAVEYARD, transformed=True)
    soul = only(game, resolve(game))
    assert soul.zone is Zone.BATTLEFIELD and soul.status.up is Side.BACK  # CR 702.146b
    assert game.characteristics(soul).name == "Generous Soul"


def test_702_146_disturb_aura_that_doesnt_resolve_is_exiled_instead() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    geist = put(game, "Binding Geist", Zone.GRAVEYARD)
    cast(game, geist.id, from_zone=Zone.GRAVEYARD, transformed=True, targets=[bears.id])
    assert exiled_instead(game.characteristics(game.objects(Zone.STACK)[0]))
    game.move(bears.id, Zone.GRAVEYARD)
    assert only(game, resolve(game)).zone is Zone.EXILE  # CR 608.3b, then its own replacement (614.1a)


def test_608_3c_an_aura_enters_attached_to_its_target() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    cast(game, put(game, "Pacifism").id, targets=[bears.id])
    pacifism = only(game, resolve(game))
    assert pacifism.zone is Zone.BATTLEFIELD and pacifism.status.attached_to == bears.id


def test_608_3b_a_permanent_spell_whose_target_is_gone_goes_to_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    cast(game, put(game, "Pacifism").id, targets=[bears.id])
    game.move(bears.id, Zone.HAND)
    assert only(game, resolve(game)).zone is Zone.GRAVEYARD


def test_608_2b_a_spell_with_a_player_target_left_resolves() -> None:
    # Its object target is gone, but the player is still a legal target, so
    # Fire resolves and deals its damage to the player left (608.2b).
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", Zone.BATTLEFIELD, owner="Bob")
    fire = put(game, "Fire // Ice")
    cast(game, fire.id, side=Side.LEFT, targets=[bears.id, "Bob"])
    game.move(bears.id, Zone.HAND)
    assert only(game, resolve(game)).zone is Zone.GRAVEYARD
    assert game.player("Bob").life == 19


def test_708_4_face_down_spell_becomes_a_face_down_permanent() -> None:
    game = Game(["Alice", "Bob"])
    permanent = cast_and_resolve(game, "Den Protector", face_down=FaceDown.MEGAMORPH)
    assert permanent.zone is Zone.BATTLEFIELD and permanent.status.face_down is FaceDown.MEGAMORPH
    value = game.characteristics(permanent)
    assert value.name is None and (value.power, value.toughness) == ("2", "2")


def test_718_3b_a_prototyped_spell_stays_prototyped() -> None:
    game = Game(["Alice", "Bob"])
    proxy = cast_and_resolve(game, "Arcane Proxy", side=Side.PROTOTYPE)
    value = game.characteristics(proxy)
    assert proxy.status.up is Side.PROTOTYPE and (value.power, value.toughness) == ("2", "1")
    assert value.mana_value == 3


def test_202_3e_x_is_kept_and_counts_only_on_the_stack() -> None:
    game = Game(["Alice", "Bob"])
    hydra = cast_and_resolve(game, "Hooded Hydra", x=4)
    assert hydra.status.x == 4 and game.characteristics(hydra).mana_value == 2


def test_707_10a_a_copy_of_an_instant_ceases_to_exist() -> None:
    game = Game(["Alice", "Bob"])
    copy = game.put(card("Lightning Bolt"), zone=Zone.STACK, owner="Alice", is_spell_copy=True)
    outcome = resolve(game)
    assert copy.id not in game and not outcome.new_objects
    assert not game.objects(Zone.GRAVEYARD) and not game.objects(Zone.STACK)


def test_111_13_a_copy_of_a_permanent_spell_becomes_a_token() -> None:
    game = Game(["Alice", "Bob"])
    original = put(game, "Llanowar Elves", Zone.BATTLEFIELD)
    copy = game.put(card("Grizzly Bears"), zone=Zone.STACK, owner="Alice", is_spell_copy=True)
    game.add_copy_effect(copy_effect(game, copy, original))
    outcome = resolve(game)
    token = only(game, outcome)
    assert token.zone is Zone.BATTLEFIELD and token.is_token and not token.is_spell_copy
    assert game.characteristics(token).name == "Llanowar Elves"  # the spell's characteristics
    assert not outcome.of(EventKind.TOKEN_CREATED)  # not "created" (608.3f)


def test_614_1c_a_permanent_that_enters_tapped() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Sejiri Shelter", Zone.STACK, up=Side.BACK)  # as an effect might put it there
    glacier = only(game, resolve(game))
    assert glacier.status.tapped
    assert enters_tapped(game.characteristics(glacier))
    assert not enters_tapped(game.characteristics(put(game, "Grizzly Bears", Zone.BATTLEFIELD)))


def test_608_1_resolve_all_resolves_top_first() -> None:
    game = Game(["Alice", "Bob"])
    cast(game, put(game, "Grizzly Bears").id)
    cast(game, put(game, "Lightning Bolt").id)
    outcome = resolve_all(game)
    kinds = [e.kind for e in outcome.events if e.kind is not EventKind.REVEALED]
    assert kinds == [EventKind.ZONE_CHANGE, EventKind.ZONE_CHANGE, EventKind.ENTERED_BATTLEFIELD]
    assert [e.to_zone for e in outcome.of(EventKind.ZONE_CHANGE)] == ["graveyard", "battlefield"]
    assert not game.objects(Zone.STACK)
