"""Compiled reflexive triggered abilities (CR 603.12, issue 17): "When you
do, ..." after something its controller may do or always does. It is made
as they do it, triggers at once, and goes on the stack the next time a
player would receive priority, its targets chosen then (603.3d), with the
values the effect noted ("the number of cards revealed this way", 608.2h).
Invasion of Tarkir (a card the docs mention) and Flaxen Intruder."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions import combat, moves, resolving, turns
from mtgfaces.rules.pool import card_coverage
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.delayed import DELAYED_PART
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.views import view_for, visible_log
from tests.rules.builders import card, names, put

TARKIR = "Invasion of Tarkir"


def _tarkir_entered(dragons: int) -> tuple[Game, list[GameObject], GameObject]:
    """Invasion of Tarkir entered under Alice's control, its trigger on the
    stack, with ``dragons`` Dragon cards and a Grizzly Bears in her hand."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    held = [put(game, "Shivan Dragon", Zone.HAND) for _ in range(dragons)]
    put(game, "Grizzly Bears", Zone.HAND)
    moves.put_onto_battlefield(game, put(game, TARKIR, Zone.HAND).id)
    (invasion,) = game.objects(Zone.BATTLEFIELD, "Alice")
    return game, held, invasion


def _reflexive_on_stack(game: Game) -> GameObject:
    (top,) = game.objects(Zone.STACK)
    assert top.ability is not None and DELAYED_PART in dict(top.ability.options)
    return top


def test_603_12_invasion_of_tarkir_deals_x_plus_2_where_x_is_the_dragons_revealed() -> None:
    assert card_coverage(card(TARKIR)).missing == ("(no printed defense in the data)",)
    game, dragons, _ = _tarkir_entered(2)
    game.answering = Answering([tuple(f"#{int(d.id)}" for d in dragons), ("Bob",)])
    resolving.resolve(game)  # the enters trigger: reveal, and the reflexive ability triggers
    reflexive = _reflexive_on_stack(game)
    assert reflexive.ability is not None and dict(reflexive.ability.options)["targets"] == "Bob"
    revealed = [e.note for e in game.log if e.kind is EventKind.REVEALED]
    assert revealed == ["Shivan Dragon", "Shivan Dragon"]  # 701.20a: shown, and still in her hand
    assert sorted(names(game, Zone.HAND, "Alice")) == ["Grizzly Bears", "Shivan Dragon", "Shivan Dragon"]
    resolving.resolve(game)
    assert game.player("Bob").life == 16  # X = 2, plus 2


def test_701_20a_every_player_sees_the_revealed_cards_and_no_other_card_of_the_hand() -> None:
    seen = []
    for other in ("Grizzly Bears", "Counterspell"):  # positions that differ only in a card not revealed
        game = Game(["Alice", "Bob"])
        game.set_turn(Turn("Alice", Step.MAIN1, number=3))
        dragon = put(game, "Shivan Dragon", Zone.HAND)
        put(game, other, Zone.HAND)
        moves.put_onto_battlefield(game, put(game, TARKIR, Zone.HAND).id)
        game.answering = Answering([(f"#{int(dragon.id)}",), ("Bob",)])
        resolving.resolve(game)
        bob = visible_log(game, "Bob")
        assert [e["note"] for e in bob if e["kind"] == "revealed"] == ["Shivan Dragon"]
        seen.append((str(view_for(game, "Bob")), bob))
    assert seen[0] == seen[1]


def test_603_12_invasion_of_tarkir_revealing_none_still_deals_2() -> None:
    game, _, _ = _tarkir_entered(1)
    game.answering = Answering([(), ("Bob",)])  # 701.20a: any number, none too ("X can be 0")
    resolving.resolve(game)
    resolving.resolve(game)
    assert game.player("Bob").life == 18


def test_603_3d_any_other_target_is_chosen_as_the_reflexive_ability_is_put_on_the_stack() -> None:
    game, _, invasion = _tarkir_entered(0)
    bears = put(game, "Grizzly Bears", owner="Bob")
    game.answering = Answering([])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    question = asked.value.question
    assert question.key == "targets" and question.rule == "603.3d"
    assert set(question.options) == {"Alice", "Bob", f"#{int(bears.id)}"}  # not Tarkir itself: "other"
    assert f"#{int(invasion.id)}" not in question.options


def test_608_2b_the_reflexive_ability_does_nothing_if_its_target_is_gone() -> None:
    game, _, _ = _tarkir_entered(0)
    bears = put(game, "Grizzly Bears", owner="Bob")
    game.answering = Answering([(f"#{int(bears.id)}",)])
    resolving.resolve(game)
    _reflexive_on_stack(game)
    moves.move(game, bears.id, Zone.GRAVEYARD)
    resolving.resolve(game)
    assert not game.objects(Zone.STACK)
    assert any(e.kind is EventKind.IGNORED and e.rule == "608.2b" for e in game.log)


def test_603_12_a_reflexive_ability_on_the_stack_is_saved_and_loaded() -> None:
    game, dragons, _ = _tarkir_entered(1)
    game.answering = Answering([(f"#{int(dragons[0].id)}",), ("Bob",)])
    resolving.resolve(game)
    game.answering = None
    loaded = save.loads(save.dumps(game))
    assert save.dumps(loaded) == save.dumps(game)
    resolving.resolve(loaded)
    assert loaded.player("Bob").life == 17


def _intruder_hits(*, sacrifice: bool) -> tuple[Game, GameObject, GameObject]:
    game = Game(["Alice", "Bob"])
    intruder = put(game, "Flaxen Intruder", controlled_since=0)
    relic = put(game, "Ornithopter", owner="Bob")
    turns.set_step(game, Step.DECLARE_ATTACKERS)
    combat.attack(game, [intruder.id], defending="Bob")
    turns.set_step(game, Step.COMBAT_DAMAGE)
    combat.combat_damage(game)
    game.answering = Answering([("yes",) if sacrifice else ("no",), (f"#{int(relic.id)}",)])
    resolving.resolve(game)
    return game, intruder, relic


def test_603_12_flaxen_intruder_sacrificed_destroys_target_artifact() -> None:
    assert card_coverage(card("Flaxen Intruder")).implemented
    game, intruder, relic = _intruder_hits(sacrifice=True)
    assert intruder.id not in game and "Flaxen Intruder // Welcome Home" in names(game, Zone.GRAVEYARD)
    _reflexive_on_stack(game)  # 603.12: made though its source is gone; it targets as it goes on
    resolving.resolve(game)
    assert relic.id not in game and names(game, Zone.GRAVEYARD, "Bob") == ["Ornithopter"]


def test_603_12_flaxen_intruder_not_sacrificed_makes_no_reflexive_ability() -> None:
    game, intruder, relic = _intruder_hits(sacrifice=False)
    assert intruder.id in game and relic.id in game
    assert not game.objects(Zone.STACK) and not game.delayed_triggers


def _eiganjo_at_chapter_two(*, discard: bool, target: str = "Memnite") -> tuple[Game, GameObject, GameObject]:
    """The Restoration of Eiganjo reaching chapter II (714.2b), with a
    Memnite (mana value 0) and a Shivan Dragon in Alice's graveyard, its
    controller answering ``discard`` and, if asked, the ``target``."""
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    memnite = put(game, "Memnite", Zone.GRAVEYARD)
    dragon = put(game, "Shivan Dragon", Zone.GRAVEYARD)
    tossed = put(game, "Island", Zone.HAND)
    saga = put(game, "The Restoration of Eiganjo", controlled_since=0)
    moves.add_counters(game, saga.id, "lore", 1)  # chapter I: no Plains to find
    resolving.resolve(game)
    aimed = memnite if target == "Memnite" else dragon
    # the discard isn't asked: one card in hand (a question with one answer isn't asked)
    game.answering = Answering([("yes",) if discard else ("no",), (f"#{int(aimed.id)}",)])
    moves.add_counters(game, saga.id, "lore", 1)  # chapter II
    resolving.resolve(game)
    return game, memnite, tossed


def test_603_12_714_2b_eiganjo_discards_then_returns_a_permanent_card_tapped() -> None:
    assert card_coverage(card("The Restoration of Eiganjo")).implemented
    game, _, tossed = _eiganjo_at_chapter_two(discard=True)
    assert tossed.id not in game and "Island" in names(game, Zone.GRAVEYARD, "Alice")
    resolving.resolve(game)
    (returned,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Memnite"]
    assert returned.status.tapped  # 110.5b: "tapped"


def test_603_12_eiganjo_without_a_discard_returns_nothing() -> None:
    game, memnite, tossed = _eiganjo_at_chapter_two(discard=False)
    assert tossed.id in game and memnite.id in game and not game.objects(Zone.STACK)


def test_115_1_eiganjo_targets_only_a_permanent_card_with_mana_value_2_or_less() -> None:
    with pytest.raises(IllegalAction, match="target permanent card with mana value 2 or less") as refused:
        _eiganjo_at_chapter_two(discard=True, target="Shivan Dragon")  # mana value 6
    assert "603.3d" in str(refused.value)
