"""Compiled "exile target creature an opponent controls until this creature
leaves the battlefield" (CR 610.3, issue 17: Brutal Cathar, a card the
examples play; Lunarch Inquisitors): the card returns under its owner's
control as the permanent leaves (610.3a); if it left before the ability
resolves, nothing is exiled (610.3c). Transforming doesn't make it leave
(701.27c: the same permanent)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import casting, faces, moves, resolving, turns
from mtgfaces.rules.actions.regeneration import destroy
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.values import DayNight
from tests.rules.builders import names, put

CATHAR = "Brutal Cathar // Moonrage Brute"


def _cathar_exiles(game: Game) -> tuple[int, int]:
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = put(game, "Grizzly Bears", owner="Bob")
    cathar = put(game, CATHAR, Zone.HAND)
    casting.cast(game, cathar.id)
    resolving.resolve(game)  # it enters: the ability targets Bob's only creature
    resolving.resolve(game)
    assert names(game, Zone.EXILE, "Bob") == ["Grizzly Bears"]
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == CATHAR]
    return int(entered.id), int(bears.id)


def test_610_3a_the_card_returns_under_its_owners_control_when_it_leaves_brutal_cathar() -> None:
    game = Game(["Alice", "Bob"])
    cathar, _ = _cathar_exiles(game)
    destroy(game, cathar)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Grizzly Bears"] and not game.objects(Zone.EXILE)
    assert not [e for e in game.rule_effects if e.objects and e.objects[0] == cathar]


def test_701_27c_transforming_is_not_leaving_brutal_cathar() -> None:
    game = Game(["Alice", "Bob"])
    cathar, _ = _cathar_exiles(game)
    game.set_turn(game.turn._replace(day_night=DayNight.NIGHT))
    faces.transform(game, cathar, day_night=True)  # as it becomes night (702.145c)
    assert game.characteristics(game.get(cathar)).name == "Moonrage Brute"
    assert names(game, Zone.EXILE, "Bob") == ["Grizzly Bears"]
    moves.move(game, cathar, Zone.HAND)  # bounced: it leaves now
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Grizzly Bears"]


def test_610_3c_it_left_before_the_ability_resolved_nothing_is_exiled_brutal_cathar() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    put(game, "Grizzly Bears", owner="Bob")
    cathar = put(game, CATHAR, Zone.HAND)
    casting.cast(game, cathar.id)
    resolving.resolve(game)  # the trigger is on the stack
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == CATHAR]
    destroy(game, entered.id)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Grizzly Bears"] and not game.objects(Zone.EXILE)


def test_610_3_equipped_at_end_step_it_transforms_and_exiles_until_it_leaves_lunarch_inquisitors() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    missionaries = put(game, "Avacynian Missionaries // Lunarch Inquisitors")
    put(game, "Bonesplitter", attached_to=missionaries.id)
    wurm = put(game, "Craw Wurm", owner="Bob")
    turns.set_step(game, Step.END)
    resolving.resolve(game)  # equipped: transform it
    assert game.get(missionaries.id).status.up is Side.BACK
    resolving.resolve(game)  # "you may exile another target creature": Bob's Wurm, the only one
    assert wurm.id not in game and names(game, Zone.EXILE, "Bob") == ["Craw Wurm"]
    destroy(game, missionaries.id)
    assert names(game, Zone.BATTLEFIELD, "Bob") == ["Craw Wurm"]


def test_603_4_not_equipped_no_transform_avacynian_missionaries() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN2, number=3))
    missionaries = put(game, "Avacynian Missionaries // Lunarch Inquisitors")
    put(game, "Bonesplitter")  # not attached
    turns.set_step(game, Step.END)
    assert not game.objects(Zone.STACK) and game.get(missionaries.id).status.up is Side.FRONT
