"""Morph costs that aren't mana (CR 702.37a, 116.2b): "Morph—Pay 5 life",
"Morph—Reveal a white card in your hand", "Morph—Return two Islands you
control to their owner's hand", "Morph—Sacrifice another creature",
"Morph—Discard a Zombie card". Turning the permanent face up pays the cost
as the special action is taken; the player chooses what pays it; one that
can't be paid is refused and changes nothing."""

from __future__ import annotations

import pytest

from mtgfaces.cards import other_costs
from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import faces
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps
from mtgfaces.rules.state.decisions import Choose, TurnFaceUp
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.views import visible_log
from tests.rules.builders import put


def test_702_37a_119_4_morph_pay_5_life_and_not_with_4_zombie_cutthroat() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)
    faces.turn_face_up(game, cutthroat.id, player="Alice")
    assert game.player("Alice").life == 15 and not game.get(cutthroat.id).is_face_down
    other = put(game, "Zombie Cutthroat", face_down=FaceDown.MORPH)
    game.set_player(game.player("Alice")._replace(life=4))
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"4 life"):
        faces.turn_face_up(game, other.id, player="Alice")
    assert dumps(game) == before


def test_702_37a_reveal_a_white_card_in_your_hand_watcher_of_the_roost() -> None:
    game = Game(["Alice", "Bob"])
    watcher = put(game, "Watcher of the Roost", face_down=FaceDown.MORPH)
    put(game, "Plains", Zone.HAND)  # colorless: can't pay it
    before = dumps(game)
    with pytest.raises(IllegalAction, match=r"too few"):
        faces.turn_face_up(game, watcher.id, player="Alice")
    assert dumps(game) == before
    pacifism = put(game, "Pacifism", Zone.HAND)
    faces.turn_face_up(game, watcher.id, player="Alice")
    revealed = [e for e in game.log if e.kind is EventKind.REVEALED]
    # 701.20a: every player sees its name; 402.3: no id follows it in the hand
    assert [(e.object, e.note) for e in revealed] == [(None, "Pacifism")]
    assert [e["note"] for e in visible_log(game, "Bob") if e["kind"] == "revealed"] == ["Pacifism"]
    assert pacifism.id in {o.id for o in game.objects(Zone.HAND, "Alice")}  # revealed, still in hand


def test_702_37a_return_two_islands_you_control_to_their_owner_s_hand_fathom_seer() -> None:
    game = Game(["Alice", "Bob"])
    seer = put(game, "Fathom Seer", face_down=FaceDown.MORPH)
    put(game, "Island")
    put(game, "Island", owner="Bob")  # not hers
    with pytest.raises(IllegalAction, match=r"too few"):
        faces.turn_face_up(game, seer.id, player="Alice")
    put(game, "Island")
    faces.turn_face_up(game, seer.id, player="Alice")
    assert [o.card.name for o in game.objects(Zone.HAND, "Alice")].count("Island") == 2
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD, "Bob")] == ["Island"]


def test_702_37a_sacrifice_another_creature_then_attach_it_gift_of_doom() -> None:
    game = Game(["Alice", "Bob"])
    gift = put(game, "Gift of Doom", face_down=FaceDown.MORPH)
    with pytest.raises(IllegalAction):  # no other creature: itself can't pay "another"
        faces.turn_face_up(game, gift.id, player="Alice")
    bear = put(game, "Grizzly Bears")
    faces.turn_face_up(game, gift.id, player="Alice")
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Grizzly Bears"]
    assert bear.id not in {o.id for o in game.objects(Zone.BATTLEFIELD)}


def test_702_37a_discard_a_zombie_card_putrid_raptor() -> None:
    game = Game(["Alice", "Bob"])
    raptor = put(game, "Putrid Raptor", face_down=FaceDown.MORPH)
    put(game, "Grizzly Bears", Zone.HAND)
    with pytest.raises(IllegalAction, match=r"too few"):
        faces.turn_face_up(game, raptor.id, player="Alice")
    put(game, "Zombie Cutthroat", Zone.HAND)  # a Zombie card
    faces.turn_face_up(game, raptor.id, player="Alice")
    assert [o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")] == ["Zombie Cutthroat"]


def test_602_2b_the_player_chooses_which_islands_pay_through_the_front_door() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    seer = put(game, "Fathom Seer", face_down=FaceDown.MORPH)
    islands = [put(game, "Island") for _ in range(3)]
    game.apply(TurnFaceUp("Alice", seer.id))
    assert game.choice is not None and game.choice.question.key == "return"
    assert game.get(seer.id).is_face_down  # nothing happened yet: the game waits for the answer
    game.apply(Choose("Alice", (f"#{int(islands[0].id)}", f"#{int(islands[2].id)}")))
    assert [o.id for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Island"] == [islands[1].id]
    assert not game.get(seer.id).is_face_down


def test_702_37a_a_cost_the_engine_doesn_t_read_is_not_paid_for_free() -> None:
    assert other_costs.read("Exile a card from your graveyard") is None
    assert other_costs.read("Pay 5 life") == other_costs.OtherCost("life", 5, "Pay 5 life")
