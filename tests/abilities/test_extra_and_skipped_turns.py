"""Extra turns and skipped turns (CR 500.7, 500.11, 614.10a, issue 17):
"Take an extra turn after this one." (Alrund's Epiphany) and "You skip your
next turn." (Unstable Hulk). Extra turns come directly after the turn they
were made in, the most recently made first; then the turn order resumes
after that turn. A skipped turn is passed over, one skip each."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules import save
from mtgfaces.rules.actions import casting, faces, moves, resolving, turns
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from tests.rules.builders import names, put


def _actives(game: Game, turns_ahead: int) -> list[str]:
    seen = []
    for _ in range(turns_ahead):
        turns.next_turn(game)
        while game.objects(Zone.STACK):
            resolving.resolve(game)
        seen.append(game.turn.active)
    return seen


def _libraries(game: Game) -> None:
    for player in game.players:
        for _ in range(8):
            put(game, "Island", Zone.LIBRARY, owner=player)


def test_500_7_take_an_extra_turn_after_this_one_alrunds_epiphany() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _libraries(game)
    epiphany = put(game, "Alrund's Epiphany", Zone.HAND)
    casting.cast(game, epiphany.id)
    resolving.resolve(game)
    birds = [o for o in game.objects(Zone.BATTLEFIELD, "Alice") if "Bird" in game.characteristics(o).subtypes]
    assert len(birds) == 2
    assert names(game, Zone.EXILE, "Alice") == ["Alrund's Epiphany"]  # "Exile ~" (608.2n)
    assert _actives(game, 3) == ["Alice", "Bob", "Alice"]


def test_500_7_the_most_recently_created_extra_turn_is_taken_first() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _libraries(game)
    for player in ("Carol", "Bob"):  # Carol's made first, then Bob's
        game.add_rule_effect(RuleEffect(0, RuleEffectKind.EXTRA_TURN, player))
    # Bob's extra turn, Carol's, then the order resumes after Alice's turn: Bob, Carol, Alice
    assert _actives(game, 5) == ["Bob", "Carol", "Bob", "Carol", "Alice"]


def test_500_7_the_turn_order_resumes_after_save_and_load_during_an_extra_turn() -> None:
    game = Game(["Alice", "Bob", "Carol"])
    game.set_turn(Turn("Bob", Step.MAIN1, number=3))
    _libraries(game)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.EXTRA_TURN, "Alice"))
    assert _actives(game, 1) == ["Alice"]  # an extra turn after Bob's
    loaded = save.loads(save.dumps(game))
    assert _actives(loaded, 2) == ["Carol", "Alice"]  # the order resumes after Bob


def test_500_11_614_10a_you_skip_your_next_turn_unstable_hulk() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=3))
    _libraries(game)
    hulk = put(game, "Unstable Hulk", Zone.HAND)
    moves.put_onto_battlefield(game, hulk.id, face_down=True)
    (down,) = game.objects(Zone.BATTLEFIELD, "Alice")
    faces.turn_face_up(game, down.id, using="effect")
    resolving.resolve(game)
    value = game.characteristics(game.get(down.id))
    assert (value.power, value.toughness) == ("8", "8") and "Trample" in value.abilities  # 2/2, +6/+6
    assert _actives(game, 3) == ["Bob", "Bob", "Alice"]  # Alice's next turn is skipped
    assert not [e for e in game.rule_effects if e.kind is RuleEffectKind.SKIPS_NEXT_TURN]
