"""Compiled cost changes of static abilities (601.2f, 118.7a, 604.1):
"spells you cast from anywhere other than your hand cost {2} less" reads
where the spell is cast from; "spells you cast but don't own cost {1}
less" reads its owner (108.3); "all morph costs cost {2} more" changes the
cost of turning a permanent face up (702.37e), not of casting it face
down; "you may cast this spell as though it had flash if you pay {2} more"
costs more only when flash is what allows it (702.8a). Played in games
that pay costs."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, faces
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.costs import AS_THOUGH_FLASH
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import card, put


def paid_game() -> Game:
    return Game(["Alice", "Bob"], pay_costs=True)


def test_601_2f_118_9d_sage_of_the_beyond_reduces_a_flashback_cost_but_not_a_cast_from_hand() -> None:
    assert card_coverage(card("Sage of the Beyond")).missing == ()
    game = paid_game()
    put(game, "Sage of the Beyond")
    put(game, "Island")
    in_hand = put(game, "Think Twice", Zone.HAND)  # {1}{U}: from her hand, not reduced
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, in_hand.id)
    twice = put(game, "Think Twice", Zone.GRAVEYARD)  # flashback {2}{U} minus {2} (118.9d)
    spell = game.get(casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD).new_objects[0])
    assert spell.status.alternative == "flashback" and spell.status.mana_spent == ("U",)


def test_601_2f_sage_of_the_beyond_is_only_its_controller_s() -> None:
    game = paid_game()
    put(game, "Sage of the Beyond", owner="Bob")
    put(game, "Island")
    put(game, "Island")
    twice = put(game, "Think Twice", Zone.GRAVEYARD)
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, twice.id, from_zone=Zone.GRAVEYARD)


def test_108_3_601_2f_gonti_reduces_only_spells_you_don_t_own() -> None:
    assert card_coverage(card("Gonti, Canny Acquisitor")).missing == ()
    game = paid_game()
    put(game, "Gonti, Canny Acquisitor")
    put(game, "Island")
    theirs = put(game, "Think Twice", Zone.EXILE, owner="Bob")  # {1}{U}, Bob's card
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.MAY_CAST_FROM,
            "Alice",
            zone=Zone.EXILE,
            zone_owner="Bob",
            cards=("Think Twice",),
        )
    )
    mine = put(game, "Think Twice", Zone.HAND)
    with pytest.raises(IllegalAction, match="601.2h"):
        casting.cast(game, mine.id)  # hers: {1}{U}, not reduced
    spell = game.get(casting.cast(game, theirs.id, from_zone=Zone.EXILE).new_objects[0])
    assert spell.status.mana_spent == ("U",) and spell.owner == "Bob" and game.controller(spell) == "Alice"


def lands(game: Game, name: str, count: int) -> None:
    for _ in range(count):
        put(game, name)


def test_702_37e_exiled_doomsayer_makes_every_morph_cost_cost_2_more() -> None:
    assert card_coverage(card("Exiled Doomsayer")).missing == ()
    game = paid_game()
    put(game, "Exiled Doomsayer", owner="Bob")  # his: it applies to her morph costs too
    angel = put(game, "Exalted Angel", face_down=FaceDown.MORPH)  # morph {2}{W}{W}
    lands(game, "Plains", 5)
    with pytest.raises(IllegalAction, match="116.2b|601.2h|pay"):
        faces.turn_face_up(game, angel.id, player="Alice")
    assert game.get(angel.id).is_face_down
    lands(game, "Plains", 1)
    faces.turn_face_up(game, angel.id, player="Alice")
    assert not game.get(angel.id).is_face_down
    assert sum(o.status.tapped for o in game.objects(Zone.BATTLEFIELD, "Alice")) == 6


def test_702_37b_exiled_doomsayer_counts_megamorph_but_not_disguise_or_casting_face_down() -> None:
    game = paid_game()
    put(game, "Exiled Doomsayer")
    protector = put(game, "Den Protector", face_down=FaceDown.MEGAMORPH)  # megamorph {1}{G}
    lands(game, "Forest", 3)
    with pytest.raises(IllegalAction):
        faces.turn_face_up(game, protector.id, player="Alice")
    lands(game, "Forest", 1)
    faces.turn_face_up(game, protector.id, player="Alice")  # {1}{G} plus {2}
    assert not game.get(protector.id).is_face_down
    angel = put(game, "Exalted Angel", Zone.HAND)
    lands(game, "Plains", 3)
    casting.cast(game, angel.id, face_down=FaceDown.MORPH)  # still {3} (702.37c)
    codebreaker = put(game, "Fugitive Codebreaker", face_down=FaceDown.DISGUISE)  # disguise {5}{R}
    lands(game, "Mountain", 6)
    faces.turn_face_up(game, codebreaker.id, player="Alice")  # not a morph cost: {5}{R} only
    assert not game.get(codebreaker.id).is_face_down


def test_702_37a_exiled_doomsayer_adds_mana_to_a_morph_cost_that_isn_t_mana() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, "Exiled Doomsayer")
    watcher = put(game, "Watcher of the Roost", face_down=FaceDown.MORPH)  # reveal a white card
    put(game, "Pacifism", Zone.HAND)
    put(game, "Plains")
    with pytest.raises(IllegalAction):
        faces.turn_face_up(game, watcher.id, player="Alice")
    put(game, "Plains")
    faces.turn_face_up(game, watcher.id, player="Alice")
    assert not game.get(watcher.id).is_face_down
    assert any(e.kind is EventKind.REVEALED for e in game.log)


def test_702_8a_601_2f_oakshade_stalker_cast_as_though_it_had_flash_costs_2_more() -> None:
    assert card_coverage(card("Oakshade Stalker // Moonlit Ambusher")).missing == ()
    game = paid_game()
    game.turn = game.turn._replace(active="Bob")  # not her main phase: only flash allows it
    lands(game, "Forest", 4)
    stalker = put(game, "Oakshade Stalker // Moonlit Ambusher", Zone.HAND)  # {2}{G}
    with pytest.raises(IllegalAction, match="601.2h"):  # {2}{G} plus {2}
        casting.cast(game, stalker.id, player="Alice")
    lands(game, "Forest", 1)
    spell = game.get(casting.cast(game, stalker.id, player="Alice").new_objects[0])
    assert AS_THOUGH_FLASH in spell.status.chosen and len(spell.status.mana_spent) == 5
    assert not casting.sorcery_timed(game.characteristics(spell))  # listed at any time (117.1a)


def test_702_8a_oakshade_stalker_in_your_main_phase_costs_its_mana_cost() -> None:
    game = paid_game()
    game.turn = game.turn._replace(step=Step.MAIN1)
    lands(game, "Forest", 3)
    stalker = put(game, "Oakshade Stalker // Moonlit Ambusher", Zone.HAND)
    spell = game.get(casting.cast(game, stalker.id).new_objects[0])
    assert AS_THOUGH_FLASH not in spell.status.chosen and len(spell.status.mana_spent) == 3


def test_117_1a_a_creature_without_such_text_still_waits_for_the_main_phase() -> None:
    game = paid_game()
    game.turn = game.turn._replace(active="Bob")
    lands(game, "Forest", 5)
    bears = put(game, "Grizzly Bears", Zone.HAND)
    with pytest.raises(IllegalAction, match="117.1a"):
        casting.cast(game, bears.id, player="Alice")
