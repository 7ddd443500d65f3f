"""Bushido (CR 702.45a), compiled as the text it stands for: "Whenever this
creature blocks or becomes blocked, it gets +N/+N until end of turn." Played
with Kenzo the Hardhearted (Bushi Tenderfoot flipped, 710: a 3/4 with double
strike and bushido 2): it triggers once as it blocks, and once as it becomes
blocked however many creatures block it (509.3c)."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import combat, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import card, put

BUSHI = "Bushi Tenderfoot // Kenzo the Hardhearted"


def _kenzo(game: Game, owner: str = "Alice") -> GameObject:
    return put(game, BUSHI, owner=owner, flipped=True, controlled_since=0)


def _pt(game: Game, obj: GameObject) -> tuple[str | None, str | None]:
    value = game.characteristics(obj.id)
    return value.power, value.toughness


def _resolve_all(game: Game) -> None:
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def test_702_45a_bushido_is_a_block_trigger_named_by_its_keyword_line() -> None:
    assert card_coverage(card(BUSHI)).implemented
    ability = compile_line("Kenzo the Hardhearted", "Bushido 2")
    assert isinstance(ability, Triggered)
    assert (ability.text, ability.event, ability.rule) == ("Bushido 2", EventKind.BLOCKS, "702.45a")


def test_702_45a_kenzo_gets_plus_two_as_it_blocks() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Bob", Step.BEGINNING_OF_COMBAT, number=4))
    kenzo = _kenzo(game)
    giant = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    assert _pt(game, kenzo) == ("3", "4")
    combat.attack(game, [giant.id], defending="Alice")
    combat.block(game, [(kenzo.id, giant.id)], player="Alice")
    assert len(game.objects(Zone.STACK)) == 1
    _resolve_all(game)
    assert _pt(game, kenzo) == ("5", "6")
    turns.next_turn(game)  # 514.2: until end of turn
    assert _pt(game, kenzo) == ("3", "4")


def test_509_3c_kenzo_blocked_by_two_creatures_triggers_once() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    kenzo = _kenzo(game)
    blockers = [put(game, "Grizzly Bears", owner="Bob", controlled_since=0) for _ in range(2)]
    combat.attack(game, [kenzo.id], defending="Bob")
    combat.block(game, [(b.id, kenzo.id) for b in blockers], player="Bob")
    assert len(game.objects(Zone.STACK)) == 1  # becomes blocked: once, not once per blocker
    _resolve_all(game)
    assert _pt(game, kenzo) == ("5", "6")


def test_702_45a_unblocked_kenzo_doesn_t_trigger() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    kenzo = _kenzo(game)
    bears = put(game, "Grizzly Bears", owner="Bob", controlled_since=0)
    giant = put(game, "Hill Giant", controlled_since=0)
    combat.attack(game, [kenzo.id, giant.id], defending="Bob")
    combat.block(game, [(bears.id, giant.id)], player="Bob")  # another attacker blocked
    assert game.objects(Zone.STACK) == []
    assert _pt(game, kenzo) == ("3", "4")
