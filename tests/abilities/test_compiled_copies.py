"""Compiled effects on spells and abilities on the stack (issue 17): copies
of spells, "copy target instant or sorcery spell [with mana value 4 or
less]. You may choose new targets for the copy." (707.10, 707.10c, 115.7d);
damage to a target spell's controller (120.3, 202.3); countering abilities
(701.6a, 115.1a); token copies (707.2); a coin flip (705); with real cards,
named after their rules."""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import activating, casting, resolving
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from tests.rules.builders import names, put, turned_face_up


def _bolt_at_alice(game: Game) -> int:
    """Bob's Lightning Bolt on the stack, targeting Alice; its id."""
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=["Alice"])
    return int(game.objects(Zone.STACK)[0].id)


def _expansion_on(game: Game, spell: int) -> None:
    expansion = put(game, "Expansion // Explosion", Zone.HAND)
    casting.cast(game, expansion.id, side="left", targets=[spell])


def test_707_10c_115_7d_copy_target_spell_with_a_new_target_expansion() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    _expansion_on(game, bolt)
    game.answering = Answering([("yes",), ("Bob",)])  # new targets: Bob instead of Alice
    resolving.resolve(game)  # Expansion: the copy goes on the stack, above the Bolt
    copy, original = game.objects(Zone.STACK)[0], game.get(bolt)
    assert copy.is_spell_copy and copy.controller == "Alice" and copy.owner == "Alice"  # 707.10
    assert copy.status.targets == ("Bob",) and original.status.targets == ("Alice",)
    assert not copy.status.cast_from  # 707.10: a copy isn't cast
    assert any(e.kind is EventKind.SPELL_COPIED for e in game.log)
    resolving.resolve(game)  # the copy
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 17)
    resolving.resolve(game)  # the Bolt itself
    assert (game.player("Alice").life, game.player("Bob").life) == (17, 17)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Lightning Bolt"]  # 707.10a: the copy ceased to exist


def test_707_10c_the_targets_may_be_left_unchanged_expansion() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    _expansion_on(game, bolt)
    game.answering = Answering([("no",)])  # no new targets: the copy targets Alice too
    resolving.resolve(game)
    assert game.objects(Zone.STACK)[0].status.targets == ("Alice",)
    resolving.resolve(game)
    resolving.resolve(game)
    assert game.player("Alice").life == 14


def test_707_10c_a_new_target_must_be_legal_expansion() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    bolt = _bolt_at_alice(game)
    _expansion_on(game, bolt)
    game.answering = Answering([("yes",), (f"#{int(bolt)}",)])  # a spell isn't "any target" (115.4)
    with pytest.raises(IllegalAction, match="707.10c"):
        resolving.resolve(game)
    game.answering = Answering([("yes",), (f"#{int(bear.id)}",)])
    resolving.resolve(game)
    resolving.resolve(game)
    assert game.get(bear.id).status.damage == 3  # the copy's new target: the Bears


@pytest.mark.parametrize("spell", ["Grizzly Bears", "Savage Beating"])
def test_115_1a_202_3_expansion_targets_an_instant_or_sorcery_spell_with_mana_value_4_or_less(
    spell: str,
) -> None:
    game = Game(["Alice", "Bob"])
    card = put(game, spell, Zone.STACK, owner="Bob")  # a creature spell; an instant of mana value 5
    with pytest.raises(IllegalAction, match="115.1"):
        _expansion_on(game, int(card.id))


def test_603_3d_707_10c_when_turned_face_up_copy_target_spell_mischievous_quanar() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    game.answering = Answering([("yes",), ("Bob",)])  # its one legal target: the Bolt
    turned_face_up(game, "Mischievous Quanar")
    resolving.resolve(game)  # the trigger: a copy of the Bolt, at Bob
    copy = game.objects(Zone.STACK)[0]
    assert copy.is_spell_copy and copy.status.targets == ("Bob",)
    assert game.get(bolt).status.targets == ("Alice",)
    resolving.resolve(game)
    resolving.resolve(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (17, 17)


def test_702_127a_707_10_cooperate_copies_from_the_graveyard_refuse_cooperate() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    cooperate = put(game, "Refuse // Cooperate", Zone.GRAVEYARD)  # aftermath: cast from the graveyard
    casting.cast(game, cooperate.id, side="right", from_zone=Zone.GRAVEYARD, targets=[bolt])
    game.answering = Answering([("yes",), ("Bob",)])
    resolving.resolve(game)
    assert "Refuse // Cooperate" in names(game, Zone.EXILE)  # 702.127a: then exiled
    resolving.resolve(game)
    assert game.player("Bob").life == 17


def test_608_2b_no_copy_of_a_spell_that_left_the_stack_expansion() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    _expansion_on(game, bolt)
    game.remove(game.get(bolt).id, rule="test")  # gone before Expansion resolves
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)


@pytest.mark.parametrize(("spell", "damage"), [("Lightning Bolt", 1), ("Savage Beating", 5)])
def test_120_3_202_3_damage_to_target_spell_s_controller_equal_to_its_mana_value_refuse_cooperate(
    spell: str, damage: int
) -> None:
    game = Game(["Alice", "Bob"])
    card = put(game, spell, Zone.STACK, owner="Bob")
    refuse = put(game, "Refuse // Cooperate", Zone.HAND)
    casting.cast(game, refuse.id, side="left", targets=[card.id])
    resolving.resolve(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (20, 20 - damage)
    assert names(game, Zone.STACK) == [spell]  # not countered: only its controller is dealt damage


def test_202_3e_x_counts_in_the_mana_value_of_a_spell_on_the_stack_refuse_cooperate() -> None:
    game = Game(["Alice", "Bob"])
    explosion = put(game, "Expansion // Explosion", Zone.HAND, owner="Bob")
    casting.cast(game, explosion.id, player="Bob", side="right", x=2, targets=["Alice", "Alice"])
    refuse = put(game, "Refuse // Cooperate", Zone.HAND)
    casting.cast(game, refuse.id, side="left", targets=[game.objects(Zone.STACK)[0].id])
    resolving.resolve(game)
    assert game.player("Bob").life == 20 - 6  # {X}{U}{U}{R}{R} with X 2 (202.3e)


def test_608_2b_refuse_does_nothing_if_the_spell_left_the_stack() -> None:
    game = Game(["Alice", "Bob"])
    bolt = _bolt_at_alice(game)
    refuse = put(game, "Refuse // Cooperate", Zone.HAND)
    casting.cast(game, refuse.id, side="left", targets=[bolt])
    game.remove(game.get(bolt).id, rule="test")
    resolving.resolve(game)
    assert game.player("Bob").life == 20


def _sorcerer_pings_alice(game: Game) -> int:
    """Bob's Prodigal Sorcerer's activated ability on the stack, at Alice; its id."""
    sorcerer = put(game, "Prodigal Sorcerer", owner="Bob")
    activating.activate(game, sorcerer.id, player="Bob", targets=["Alice"])
    return int(game.objects(Zone.STACK)[0].id)


def _loremaster_trigger(game: Game, controller: str = "Bob") -> int:
    """A "when turned face up" triggered ability on the stack; its id."""
    put(game, "Opt", Zone.GRAVEYARD, owner=controller)
    turned_face_up(game, "Monastery Loremaster", controller)
    return int(game.objects(Zone.STACK)[0].id)


def test_701_6a_counter_target_activated_ability_then_draw_bind_liberate() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Island", Zone.LIBRARY)
    ping = _sorcerer_pings_alice(game)
    bind = put(game, "Bind // Liberate", Zone.HAND)
    casting.cast(game, bind.id, side="left", targets=[ping])
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)  # countered: it never resolves
    assert game.player("Alice").life == 20 and names(game, Zone.HAND) == ["Island"]


def test_115_1a_bind_targets_only_an_activated_ability_bind_liberate() -> None:
    game = Game(["Alice", "Bob"])
    trigger = _loremaster_trigger(game)
    bolt = put(game, "Lightning Bolt", Zone.STACK, owner="Bob")
    for target in (trigger, int(bolt.id)):  # a triggered ability; a spell
        bind = put(game, "Bind // Liberate", Zone.HAND)
        with pytest.raises(IllegalAction, match="115.1"):
            casting.cast(game, bind.id, side="left", targets=[target])


@pytest.mark.parametrize("kind", ["activated", "triggered"])
def test_701_6a_counter_target_activated_or_triggered_ability_repudiate_replicate(kind: str) -> None:
    game = Game(["Alice", "Bob"])
    ability = _sorcerer_pings_alice(game) if kind == "activated" else _loremaster_trigger(game)
    repudiate = put(game, "Repudiate // Replicate", Zone.HAND)
    casting.cast(game, repudiate.id, side="left", targets=[ability])
    resolving.resolve(game)
    assert not game.objects(Zone.STACK) and game.player("Alice").life == 20
    assert names(game, Zone.HAND, "Bob") == []  # the Loremaster's Opt stays in the graveyard


def test_115_1a_repudiate_can_t_target_a_spell_repudiate_replicate() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", Zone.STACK, owner="Bob")
    repudiate = put(game, "Repudiate // Replicate", Zone.HAND)
    with pytest.raises(IllegalAction, match="115.1"):
        casting.cast(game, repudiate.id, side="left", targets=[bolt.id])


def test_707_2_111_2_create_a_token_copy_of_target_creature_you_control_repudiate_replicate() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears")
    theirs = put(game, "Hill Giant", owner="Bob")
    replicate = put(game, "Repudiate // Replicate", Zone.HAND)
    with pytest.raises(IllegalAction, match="115.1"):  # not a creature Alice controls
        casting.cast(game, replicate.id, side="right", targets=[theirs.id])
    casting.cast(game, replicate.id, side="right", targets=[bear.id])
    resolving.resolve(game)
    tokens = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if o.is_token]
    assert [game.characteristics(o).name for o in tokens] == ["Grizzly Bears"]
    assert game.controller(tokens[0]) == "Alice"


def test_701_6a_counter_all_abilities_your_opponents_control_kadena_s_silencer() -> None:
    game = Game(["Alice", "Bob"])
    ping = _sorcerer_pings_alice(game)
    mine = _loremaster_trigger(game, "Alice")  # Alice's own: not countered
    bolt = put(game, "Lightning Bolt", Zone.STACK, owner="Bob")  # a spell: not an ability
    turned_face_up(game, "Kadena's Silencer")
    resolving.resolve(game)  # the Silencer's trigger
    left = {int(o.id) for o in game.objects(Zone.STACK)}
    assert ping not in left and {mine, int(bolt.id)} <= left


class _Coin(random.Random):
    """A generator whose coin always comes up ``side``."""

    def __init__(self, side: str) -> None:
        super().__init__(0)
        self.side = side

    def choice(self, seq: Sequence[Any]) -> Any:
        return self.side if self.side in seq else super().choice(seq)


@pytest.mark.parametrize("side", ["heads", "tails"])
def test_705_2_flip_a_coin_heads_counter_tails_copy_odds_ends(side: str) -> None:
    game = Game(["Alice", "Bob"], rng=_Coin(side))
    bolt = _bolt_at_alice(game)
    odds = put(game, "Odds // Ends", Zone.HAND)
    casting.cast(game, odds.id, side="left", targets=[bolt])
    game.answering = Answering([("yes",), ("Bob",)])  # tails: the copy at Bob
    resolving.resolve(game)
    if side == "heads":  # countered (701.6a)
        assert not game.objects(Zone.STACK) and "Lightning Bolt" in names(game, Zone.GRAVEYARD, "Bob")
        return
    copy = game.objects(Zone.STACK)[0]
    assert copy.is_spell_copy and copy.controller == "Alice" and copy.status.targets == ("Bob",)
    resolving.resolve(game)
    resolving.resolve(game)
    assert (game.player("Alice").life, game.player("Bob").life) == (17, 17)


def test_705_1_the_coin_is_the_game_s_seeded_generator_odds_ends() -> None:
    sides = set()
    for seed in range(12):
        game = Game(["Alice", "Bob"], rng=random.Random(seed))
        bolt = _bolt_at_alice(game)
        odds = put(game, "Odds // Ends", Zone.HAND)
        casting.cast(game, odds.id, side="left", targets=[bolt])
        game.answering = Answering([("no",)], then_default=True)
        resolving.resolve(game)
        sides.add("heads" if not game.objects(Zone.STACK) else "tails")
    assert sides == {"heads", "tails"}


def _bolt_at_dragon(game: Game) -> tuple[int, int]:
    """Alice's Quicksilver Dragon and Bob's Lightning Bolt at it, its ability
    activated targeting the Bolt; their ids."""
    dragon = put(game, "Quicksilver Dragon")
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=[dragon.id])
    spell = game.objects(Zone.STACK)[0].id
    activating.activate(game, dragon.id, targets=[spell])
    return int(dragon.id), int(spell)


def test_115_7a_change_that_spell_s_target_to_another_creature_quicksilver_dragon() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    put(game, "Hill Giant", owner="Bob")
    dragon, bolt = _bolt_at_dragon(game)
    game.answering = Answering([(f"#{int(bear.id)}",)])  # not a player: "another creature"
    resolving.resolve(game)
    assert game.get(bolt).status.targets == (bear.id,)
    assert any(e.kind is EventKind.BECAME_TARGET and e.object == bear.id for e in game.log)
    resolving.resolve(game)
    assert game.get(bear.id).status.damage == 3 and game.get(dragon).status.damage == 0


def test_115_7a_with_no_other_creature_the_target_is_unchanged_quicksilver_dragon() -> None:
    game = Game(["Alice", "Bob"])
    dragon, bolt = _bolt_at_dragon(game)
    resolving.resolve(game)
    assert game.get(bolt).status.targets == (dragon,)


def test_115_7a_only_a_spell_whose_one_target_is_the_dragon_quicksilver_dragon() -> None:
    game = Game(["Alice", "Bob"])
    bear = put(game, "Grizzly Bears", owner="Bob")
    dragon = put(game, "Quicksilver Dragon")
    bolt = _bolt_at_alice(game)
    activating.activate(game, dragon.id, targets=[bolt])
    resolving.resolve(game)
    assert game.get(bolt).status.targets == ("Alice",)  # its target isn't the Dragon: nothing
    assert bear.id in game
