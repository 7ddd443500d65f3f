"""Compiled effects that dig into the top of a library (issue 17): look at
the top N cards, take one that fits from among them (revealed, into the hand
or onto the battlefield), the rest on the bottom (401.4, 701.20a, 608.2c);
and impulse draw, "exile the top card; you may play that card this turn"
(601.3, 305.1). With real cards, named after the rules; the cards looked at
are shown only to their player, through the question."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, combat, faces, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from mtgfaces.rules.state.values import Step
from tests.rules.builders import names, put

TOP_SIX = ["Grizzly Bears", "Opt", "Forest", "Hill Giant", "Island", "Serra Angel"]


def library(game: Game, *cards: str) -> list[int]:
    return [put(game, card, Zone.LIBRARY).id for card in cards]


def vision(game: Game) -> None:
    card = put(game, "Silundi Vision // Silundi Isle", Zone.HAND)
    casting.cast(game, card.id)


def test_401_4_701_20a_look_at_the_top_six_reveal_an_instant_the_rest_to_the_bottom_silundi_vision() -> None:
    game = Game(["Alice", "Bob"])
    library(game, *TOP_SIX, "Plains")
    vision(game)
    resolving.resolve(game)
    assert "Opt" in names(game, Zone.HAND, "Alice")
    assert any(e.kind is EventKind.REVEALED and e.note == "Opt" for e in game.log)
    order = names(game, Zone.LIBRARY, "Alice")
    assert order[0] == "Plains"  # the seventh card is on top now
    assert sorted(order[1:]) == sorted(n for n in TOP_SIX if n != "Opt")


def test_608_2c_you_may_take_none_all_six_go_to_the_bottom() -> None:
    game = Game(["Alice", "Bob"])
    library(game, *TOP_SIX, "Plains")
    vision(game)
    game.answering = Answering([()])
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == []
    assert names(game, Zone.LIBRARY, "Alice")[0] == "Plains"


def test_401_4_the_question_shows_the_six_cards_to_their_player_only() -> None:
    game = Game(["Alice", "Bob"])
    ids = library(game, *TOP_SIX, "Plains")
    vision(game)
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    dig = asked.value.question
    assert dig.key == "dig" and dig.player == "Alice" and sorted(int(i) for i in dig.shown) == sorted(ids[:6])
    assert dig.options == (f"#{ids[1]}",)  # only the instant fits


def test_401_4_put_a_land_from_among_them_onto_the_battlefield_tapped_kaslem_s_stonetree() -> None:
    game = Game(["Alice", "Bob"])
    library(game, *TOP_SIX)
    tree = put(game, "Kaslem's Stonetree // Kaslem's Strider", Zone.HAND)
    moves.put_onto_battlefield(game, tree.id)
    resolving.resolve_all(game)
    (land,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name in ("Forest", "Island")]
    assert land.status.tapped and land.card.name == "Forest"  # the first land that fits, by default
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 5


def test_601_3_305_1_exile_the_top_card_you_may_play_it_until_end_of_turn_ire_shaman() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Mountain", "Island")
    shaman = put(game, "Ire Shaman", Zone.HAND)
    moves.put_onto_battlefield(game, shaman.id, face_down=True)
    (down,) = game.objects(Zone.BATTLEFIELD)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    (exiled,) = game.objects(Zone.EXILE)
    assert exiled.card.name == "Mountain"
    island = put(game, "Island", Zone.EXILE)  # not exiled by the Shaman: not playable
    with pytest.raises(IllegalAction):
        casting.verify_play_land(game, island.id, from_zone=Zone.EXILE)
    casting.play_land(game, exiled.id, from_zone=Zone.EXILE)
    assert "Mountain" in names(game, Zone.BATTLEFIELD)


def test_514_2_the_permission_to_play_the_exiled_card_ends_with_the_turn() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Mountain")
    shaman = put(game, "Ire Shaman", Zone.HAND)
    moves.put_onto_battlefield(game, shaman.id, face_down=True)
    (down,) = game.objects(Zone.BATTLEFIELD)
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    (exiled,) = game.objects(Zone.EXILE)
    turns.next_turn(game)
    turns.next_turn(game)  # Alice's turn again
    with pytest.raises(IllegalAction):
        casting.verify_play_land(game, exiled.id, from_zone=Zone.EXILE)


def test_406_3_607_2a_exiled_face_down_with_it_then_put_into_their_owners_hands_bomat_courier() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Forest", "Island", "Plains")
    courier = put(game, "Bomat Courier")
    put(game, "Opt", Zone.HAND)
    for _ in range(2):  # it attacks twice: two cards exiled face down with it
        turns.set_step(game, Step.DECLARE_ATTACKERS)
        game.replace(game.get(courier.id)._replace(status=game.get(courier.id).status._replace(tapped=False)))
        combat.attack(game, [courier.id], defending="Bob")
        resolving.resolve(game)
        game.turn = game.turn._replace(step=Step.MAIN1)
    exiled = game.objects(Zone.EXILE)
    assert [o.card.name for o in exiled] == ["Forest", "Island"] and all(o.is_face_down for o in exiled)
    other = put(game, "Swamp", Zone.EXILE)  # exiled, but not with the Courier (607.2a)
    activating.activate(game, courier.id, 1)  # {R}, discard your hand, sacrifice it
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND)) == ["Forest", "Island"]
    assert sorted(names(game, Zone.GRAVEYARD)) == ["Bomat Courier", "Opt"]
    assert other.id in game and game.get(other.id).zone is Zone.EXILE


def test_608_2c_put_one_into_your_hand_and_the_other_into_your_graveyard_faerie_snoop() -> None:
    game = Game(["Alice", "Bob"])
    snoop = put(game, "Faerie Snoop", face_down=FaceDown.DISGUISE)
    library(game, "Lightning Bolt", "Island", "Forest")
    faces.turn_face_up(game, snoop.id, player="Alice", using="disguise")
    resolving.resolve(game)  # the referee's choice: the first looked at
    assert names(game, Zone.HAND) == ["Lightning Bolt"] and names(game, Zone.GRAVEYARD) == ["Island"]
    assert names(game, Zone.LIBRARY) == ["Forest"]


def test_701_24a_shuffle_up_to_three_target_cards_from_your_graveyard_into_your_library_castigator() -> None:
    game = Game(["Alice", "Bob"])
    cards = [put(game, name, Zone.GRAVEYARD) for name in ("Island", "Forest", "Lightning Bolt", "Shock")]
    castaway = put(game, "Covetous Castaway // Ghostly Castigator", Zone.GRAVEYARD)
    casting.cast(game, castaway.id, from_zone=Zone.GRAVEYARD, transformed=True)  # disturb (702.146a)
    resolving.resolve(game)  # Ghostly Castigator enters: its trigger takes the referee's target (one)
    resolving.resolve(game)
    assert len(game.objects(Zone.LIBRARY, "Alice")) == 1 and len(game.objects(Zone.GRAVEYARD, "Alice")) == 3
    assert cards[0].id not in game  # the first, now a new object in the library (400.7)


def test_205_3i_search_for_a_land_card_with_a_basic_land_type_nervous_gardener() -> None:
    game = Game(["Alice", "Bob"])
    gardener = put(game, "Nervous Gardener", face_down=FaceDown.DISGUISE)
    library(game, "Wastes", "Breeding Pool")  # no basic land type; Forest Island
    faces.turn_face_up(game, gardener.id, player="Alice", using="disguise")
    resolving.resolve(game)
    assert names(game, Zone.HAND) == ["Breeding Pool"]


def test_701_40a_401_4_manifest_one_of_those_cards_the_other_on_top_or_bottom_write_into_being() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Hill Giant", "Island", "Forest")
    spell = put(game, "Write into Being", Zone.HAND)
    casting.cast(game, spell.id)
    resolving.resolve(game)  # the referee: the first one manifested, the other on top
    (manifested,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert manifested.card.name == "Hill Giant"
    assert names(game, Zone.LIBRARY) == ["Island", "Forest"]


def test_701_58a_cloak_two_of_them_the_rest_on_the_bottom_hide_in_plain_sight() -> None:
    game = Game(["Alice", "Bob"])
    library(game, *TOP_SIX)
    spell = put(game, "Hide in Plain Sight", Zone.HAND)
    casting.cast(game, spell.id)
    resolving.resolve(game)
    cloaked = [o for o in game.objects(Zone.BATTLEFIELD) if o.is_face_down]
    assert [o.status.face_down for o in cloaked] == [FaceDown.CLOAK, FaceDown.CLOAK]
    assert names(game, Zone.LIBRARY)[0] == "Serra Angel"  # the sixth stays on top; three go under it


def test_701_17a_mill_four_then_return_up_to_two_permanent_cards_from_among_them_rickety_gazebo() -> None:
    game = Game(["Alice", "Bob"])
    library(game, "Lightning Bolt", "Island", "Grizzly Bears", "Shock", "Forest")
    put(game, "Hill Giant", Zone.GRAVEYARD)  # not milled: not among them
    room = put(game, "Greenhouse // Rickety Gazebo", Zone.HAND)
    casting.cast(game, room.id, side=Side.RIGHT)
    resolving.resolve(game)  # the Rickety Gazebo door unlocks as it enters
    resolving.resolve(game)
    assert sorted(names(game, Zone.HAND)) == ["Grizzly Bears", "Island"]
    assert sorted(names(game, Zone.GRAVEYARD)) == ["Hill Giant", "Lightning Bolt", "Shock"]
    assert names(game, Zone.LIBRARY) == ["Forest"]


@pytest.mark.parametrize(
    ("top", "answer", "where"),
    [
        ("Grizzly Bears", "yes", Zone.BATTLEFIELD),
        ("Grizzly Bears", "no", Zone.HAND),
        ("Opt", "yes", Zone.HAND),
    ],
)
def test_401_4_put_it_onto_the_battlefield_if_it_s_a_creature_card_if_you_don_t_into_your_hand_believe(
    top: str, answer: str, where: Zone
) -> None:
    game = Game(["Alice", "Bob"])
    card = put(game, top, Zone.LIBRARY)  # the first put is the top card
    put(game, "Island", Zone.LIBRARY)
    reason = put(game, "Reason // Believe", Zone.GRAVEYARD)  # 702.127a: aftermath, from the graveyard
    assert game.objects(Zone.LIBRARY, "Alice")[0].id == card.id
    game.answering = Answering([(answer,)], then_default=True)
    casting.cast(game, reason.id, side=Side.RIGHT, from_zone=Zone.GRAVEYARD)
    resolving.resolve(game)
    assert [o.card.name for o in game.objects(where, "Alice")].count(card.card.name) == 1
