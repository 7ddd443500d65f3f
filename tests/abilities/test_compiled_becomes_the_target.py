"""Compiled "Whenever a permanent you control becomes the target of a spell
or ability an opponent controls, you may draw a card." (Battle Mammoth;
issue 17): a triggered ability on an object becoming a target (115.1,
603.2), as ward is (702.21a), once for each permanent that fits, only for
an opponent's spell or ability."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from tests.rules.builders import put

LINE = (
    "Whenever a permanent you control becomes the target of a spell or ability an opponent controls, "
    "you may draw a card."
)


def _game() -> tuple[Game, GameObject]:
    """Alice controls Battle Mammoth and has cards to draw."""
    game = Game(["Alice", "Bob"])
    mammoth = put(game, "Battle Mammoth", controlled_since=0)
    for _ in range(3):
        put(game, "Forest", Zone.LIBRARY)
    return game, mammoth


def _hand(game: Game) -> int:
    return len(game.objects(Zone.HAND, "Alice"))


def test_603_2_the_line_compiles_to_a_trigger_on_becoming_a_target() -> None:
    ability = compile_line("Battle Mammoth", LINE)
    assert isinstance(ability, Triggered) and ability.event is EventKind.BECAME_TARGET


def test_115_1_603_2_an_opponent_s_spell_targeting_another_permanent_of_hers_battle_mammoth() -> None:
    game, _ = _game()
    bears = put(game, "Grizzly Bears")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=(bears.id,))
    trigger, spell = game.objects(Zone.STACK)  # the top first: the trigger above Shock
    assert trigger.controller == "Alice" and spell.card.name == "Shock"
    resolving.resolve(game)  # "you may": the referee says yes
    assert _hand(game) == 1
    resolving.resolve(game)
    assert game.get(bears.id).status.damage == 2


def test_603_2_the_mammoth_itself_becoming_a_target_triggers_it() -> None:
    game, mammoth = _game()
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=(mammoth.id,))
    resolving.resolve_all(game)
    assert _hand(game) == 1


def test_603_2_an_opponent_s_activated_ability_triggers_it_too() -> None:
    game, mammoth = _game()
    pyromancer = put(game, "Prodigal Pyromancer", owner="Bob", controlled_since=0)
    activating.activate(game, pyromancer.id, 1, player="Bob", targets=(mammoth.id,))
    assert len(game.objects(Zone.STACK)) == 2
    resolving.resolve_all(game)
    assert _hand(game) == 1 and game.get(mammoth.id).status.damage == 1


def test_603_2_her_own_spell_and_the_opponent_s_other_targets_do_not_trigger_it() -> None:
    game, _ = _game()
    bears = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    mine = put(game, "Shock", Zone.HAND)
    casting.cast(game, mine.id, targets=(bears.id,))  # her own spell
    theirs = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, theirs.id, player="Bob", targets=(giant.id,))  # not a permanent she controls
    at_her = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, at_her.id, player="Bob", targets=("Alice",))  # a player, not a permanent
    assert [o.card.name for o in game.objects(Zone.STACK)] == ["Shock", "Shock", "Shock"]
    resolving.resolve_all(game)
    assert _hand(game) == 0


def test_609_3_declining_draws_nothing_and_a_save_keeps_the_trigger() -> None:
    game, mammoth = _game()
    shock = put(game, "Shock", Zone.HAND, owner="Bob")
    casting.cast(game, shock.id, player="Bob", targets=(mammoth.id,))
    loaded = loads(dumps(game))
    assert loaded == game
    loaded.answering = Answering([("no",)])
    resolving.resolve(loaded)
    assert _hand(loaded) == 0 and len(loaded.objects(Zone.STACK)) == 1
