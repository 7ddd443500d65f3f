"""Firebending (CR 702.189a), compiled as the text it stands for: "Whenever
this creature attacks, add N {R}. Until end of combat, you don't lose this
mana as steps and phases end." The mana stays in its pool through the steps
of combat and is lost as the combat phase ends (500.5a, 511.2). Played with
Avatar Roku (Firebending 4, and a Dragon token with firebending 4) and
Sozin's Comet (each creature you control gains firebending 5 until end of
turn)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, combat, resolving, turns
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

ROKU = "The Legend of Roku // Avatar Roku"
COMET = "Sozin's Comet"


def _combat_game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    return game


def _avatar(game: Game) -> GameObject:
    return put(game, ROKU, up=Side.BACK, controlled_since=0)


def _resolve_all(game: Game) -> None:
    while game.objects(Zone.STACK):
        resolving.resolve(game)


def _pool(game: Game, player: str = "Alice") -> tuple[Unit, ...]:
    return game.player(player).mana_pool


def test_702_189a_firebending_is_an_attack_trigger_named_by_its_keyword_line() -> None:
    ability = compile_line("Avatar Roku", "Firebending 4")
    assert isinstance(ability, Triggered)
    assert (ability.text, ability.event, ability.rule) == ("Firebending 4", EventKind.ATTACKS, "702.189a")
    assert compile_line("Avatar Roku", "Firebending X") is None  # no number: not the keyword


def test_702_189a_firebending_4_adds_four_red_when_avatar_roku_attacks() -> None:
    game = _combat_game()
    roku = _avatar(game)
    assert _pool(game) == ()
    combat.attack(game, [roku.id], defending="Bob")
    assert [o.card.name for o in game.objects(Zone.STACK)] == [ROKU]  # 605.1b: it uses the stack
    _resolve_all(game)
    assert _pool(game) == (Unit("R", combat=True),) * 4


def test_500_5a_firebending_mana_stays_through_the_steps_of_combat_and_is_lost_as_combat_ends() -> None:
    game = _combat_game()
    roku = _avatar(game)
    combat.attack(game, [roku.id], defending="Bob")
    _resolve_all(game)
    for step in (Step.DECLARE_BLOCKERS, Step.COMBAT_DAMAGE, Step.END_OF_COMBAT):
        turns.set_step(game, step)
        assert len(_pool(game)) == 4, step  # 106.4: not lost as these steps end
    turns.set_step(game, Step.MAIN2)
    assert _pool(game) == ()  # 500.5a: the effect expires, then the pool empties (500.5)
    emptied = [e for e in game.log if e.kind is EventKind.MANA_EMPTIED]
    assert emptied[-1].note == "{R}{R}{R}{R}"


def test_106_4_other_mana_is_still_lost_between_steps_of_combat() -> None:
    game = _combat_game()
    roku = _avatar(game)
    combat.attack(game, [roku.id], defending="Bob")
    _resolve_all(game)
    put(game, "Mountain")
    game.set_player(game.player("Alice")._replace(mana_pool=(*_pool(game), Unit("G"))))
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    assert _pool(game) == (Unit("R", combat=True),) * 4  # the {G} is gone, the firebending mana stays


def test_702_189a_firebending_mana_pays_for_a_spell_during_combat() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.BEGINNING_OF_COMBAT, number=3))
    roku = _avatar(game)
    combat.attack(game, [roku.id], defending="Bob")
    _resolve_all(game)
    turns.set_step(game, Step.DECLARE_BLOCKERS)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    casting.cast(game, bolt.id, targets=["Bob"])
    assert _pool(game) == (Unit("R", combat=True),) * 3


def test_702_189a_the_dragon_token_avatar_roku_makes_has_firebending_4() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    roku = _avatar(game)
    activating.activate(game, roku.id)
    _resolve_all(game)
    (dragon,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name != ROKU]
    # 702.1, 113.2c: "with flying and firebending 4": one ability per keyword
    assert game.characteristics(dragon.id).abilities == ("Flying", "Firebending 4")
    game.replace(dragon._replace(status=dragon.status._replace(controlled_since=0)))
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    combat.attack(game, [dragon.id], defending="Bob")
    _resolve_all(game)
    assert _pool(game) == (Unit("R", combat=True),) * 4


def test_702_189a_sozins_comet_each_creature_you_control_gains_firebending_5_until_end_of_turn() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    bears = [put(game, "Grizzly Bears", controlled_since=0) for _ in range(2)]
    theirs = put(game, "Hill Giant", owner="Bob", controlled_since=0)
    comet = put(game, COMET, Zone.HAND)
    casting.cast(game, comet.id)
    _resolve_all(game)
    assert all("Firebending 5" in game.characteristics(b.id).abilities for b in bears)
    assert "Firebending 5" not in game.characteristics(theirs.id).abilities  # only yours
    turns.set_step(game, Step.BEGINNING_OF_COMBAT)
    combat.attack(game, [bears[0].id], defending="Bob")  # one attacks: one trigger
    _resolve_all(game)
    assert _pool(game) == (Unit("R", combat=True),) * 5
    turns.next_turn(game)  # 514.2: the ability ends with the turn
    assert "Firebending 5" not in game.characteristics(bears[1].id).abilities


@pytest.mark.parametrize("text", ["R:combat", "R:snow:combat", "G:kept:combat"])
def test_106_4_a_unit_kept_until_end_of_combat_reads_as_it_is_written(text: str) -> None:
    assert str(Unit.parse(text)) == text


def test_702_189a_a_saved_game_keeps_the_mana_firebending_added() -> None:
    game = _combat_game()
    roku = _avatar(game)
    combat.attack(game, [roku.id], defending="Bob")
    _resolve_all(game)
    again = loads(dumps(game))
    assert again.player("Alice").mana_pool == (Unit("R", combat=True),) * 4
    turns.set_step(again, Step.MAIN2)
    assert again.player("Alice").mana_pool == ()
