"""Unyielding Gatekeeper: "When ~ is turned face up, exile another target
nonland permanent. If you controlled it, return it to the battlefield
tapped. Otherwise, its controller creates a 2/2 white and blue Detective
creature token." (406.2; 608.2h: who controlled it, as it last
existed; 400.7: the card it became in exile returns, a new object; 110.2a:
under the control of the player who puts it there; 111.7: a token exiled
is gone.)"""

from __future__ import annotations

import mtgfaces
from mtgfaces.cards.characteristics import Color, Zone
from mtgfaces.rules.actions import faces, resolving
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown
from tests.rules.builders import names, put

GATEKEEPER = "Unyielding Gatekeeper"


def _turn_up(game: Game, target: int) -> int:
    gatekeeper = put(game, GATEKEEPER, face_down=FaceDown.DISGUISE)
    game.answering = Answering([(f"#{target}",)])
    faces.turn_face_up(game, gatekeeper.id, player="Alice")
    resolving.resolve_all(game)
    return gatekeeper.id


def _detectives(game: Game) -> list[tuple[str, str | None, str | None, tuple[Color, ...]]]:
    found = []
    for o in game.objects(Zone.BATTLEFIELD):
        value = game.characteristics(o)
        if o.is_token and "Detective" in value.subtypes:
            found.append((game.controller(o), value.power, value.toughness, value.colors))
    return found


def test_400_7_110_5b_a_permanent_you_controlled_returns_tapped_as_a_new_object() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", counters=(("+1/+1", 1),))
    _turn_up(game, bears.id)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Grizzly Bears"]
    assert returned.id != bears.id and returned.status.tapped  # a new object, tapped
    assert returned.status.counter("+1/+1") == 0  # 400.7: nothing of the old one
    assert game.controller(returned) == "Alice"
    assert _detectives(game) == []


def test_608_2h_another_players_permanent_stays_exiled_and_they_create_a_detective() -> None:
    game = Game(["Alice", "Bob"])
    giant = put(game, "Hill Giant", owner="Bob")
    _turn_up(game, giant.id)
    assert names(game, Zone.EXILE, "Bob") == ["Hill Giant"]
    assert _detectives(game) == [("Bob", "2", "2", (Color.WHITE, Color.BLUE))]


def test_111_7_an_opponents_token_is_gone_and_its_controller_still_creates_a_detective() -> None:
    game = Game(["Alice", "Bob"])
    soldier = game.put(mtgfaces.card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob", is_token=True)
    _turn_up(game, soldier.id)
    assert not any(o.card.name == "Grizzly Bears" for o in game.objects())  # it ceased to exist
    assert _detectives(game) == [("Bob", "2", "2", (Color.WHITE, Color.BLUE))]


def test_110_2a_a_permanent_you_controlled_but_dont_own_returns_under_your_control() -> None:
    game = Game(["Alice", "Bob"])
    giant = game.put(mtgfaces.card("Hill Giant"), zone=Zone.BATTLEFIELD, owner="Bob", controller="Alice")
    _turn_up(game, giant.id)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Hill Giant"]
    assert (returned.owner, game.controller(returned), returned.status.tapped) == ("Bob", "Alice", True)
    assert _detectives(game) == []


def test_115_1_another_target_nonland_permanent_not_itself_nor_a_land() -> None:
    game = Game(["Alice", "Bob"])
    forest = put(game, "Forest", owner="Bob")
    gatekeeper = put(game, GATEKEEPER, face_down=FaceDown.DISGUISE)
    giant = put(game, "Hill Giant", owner="Bob")
    game.answering = Answering([])
    try:
        faces.turn_face_up(game, gatekeeper.id, player="Alice")
    except Asked as asked:
        raise AssertionError(f"one legal target: nothing to ask ({asked.value.question})") from None
    (trigger,) = game.objects(Zone.STACK)
    assert trigger.ability is not None and dict(trigger.ability.options)["targets"] == f"#{giant.id}"
    del forest
