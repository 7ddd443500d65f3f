"""Compiled "Once each turn, you may pay {0} rather than pay the mana cost
for a spell you cast from exile." (Warped Space, the right door of Charred
Foyer // Warped Space; issue 17): an alternative cost another effect offers
(118.9), chosen by the caster as the spell is cast (601.2b: a distinct legal
action), one alternative cost only (118.9a), X 0 (107.3b), used once each
turn per permanent. Played with real cards, costs paid."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, foretelling, resolving, turns
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.abilities import Static
from mtgfaces.rules.state.decisions import Cast, parse
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Step, Turn
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, position, put

LINE = "Once each turn, you may pay {0} rather than pay the mana cost for a spell you cast from exile."
ROOM = "Charred Foyer // Warped Space"
BOTH_DOORS = frozenset({Side.LEFT, Side.RIGHT})


def _game() -> PlayableGame:
    """Alice's first main phase, costs paid, priority hers, no lands."""
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.MAIN1, number=2, priority="Alice", passes=0))
    return game


def _room(game: PlayableGame, doors: frozenset[Side] = BOTH_DOORS) -> GameObject:
    return put(game, ROOM, unlocked=doors)


def _giant_on_adventure(game: PlayableGame) -> GameObject:
    """Bonecrusher Giant ({2}{R}) exiled on its adventure: Alice may cast the
    creature from exile (715.3d)."""
    return put(game, "Bonecrusher Giant // Stomp", Zone.EXILE, on_adventure="Alice")


def _casts_of(game: PlayableGame, card: ObjectId) -> list[Cast]:
    return [a for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == card]


def test_118_9_the_line_compiles_as_a_static_ability() -> None:
    assert isinstance(compile_line("Warped Space", LINE), Static)


def test_118_9_a_spell_cast_from_exile_for_0_is_a_listed_choice() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    casts = _casts_of(game, giant.id)
    assert casts == [Cast("Alice", giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)]
    game.apply(casts[0])
    (spell,) = game.objects(Zone.STACK)
    assert spell.card.name == "Bonecrusher Giant // Stomp"
    assert spell.status.alternative == "from_another_effect"
    assert spell.status.mana_spent == ()  # 118.9: {0} paid, nothing spent
    (used,) = [e for e in game.log if e.kind is EventKind.ALTERNATIVE_COST_PAID]
    assert used.object == room.id and used.player == "Alice"
    resolving.resolve(game)
    assert "Bonecrusher Giant" in [game.characteristics(o).name for o in game.objects(Zone.BATTLEFIELD)]


def test_118_9_paying_the_mana_cost_is_still_a_choice() -> None:
    game = _game()
    room = _room(game)
    for _ in range(3):
        put(game, "Mountain")
    giant = _giant_on_adventure(game)
    casts = _casts_of(game, giant.id)
    assert {c.alternative_from for c in casts} == {None, room.id}


def test_118_9_once_each_turn_the_second_spell_from_exile_pays_its_cost() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    casting.cast(game, giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)
    resolving.resolve(game)
    other = put(game, "Lightning Bolt", Zone.EXILE)
    game.add_rule_effect(_may_cast_from_exile(other.id))
    before = position(game)
    with pytest.raises(IllegalAction, match="once each turn") as refused:
        casting.cast(game, other.id, from_zone=Zone.EXILE, targets=["Bob"], alternative_from=room.id)
    assert refused.value.rule == "118.9"
    assert position(game) == before  # a refused action changes nothing
    assert not _casts_of(game, other.id)  # no land: nothing else listed either


def test_118_9_used_up_for_the_turn_only_and_given_again_on_the_next() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    casting.cast(game, giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)
    resolving.resolve(game)
    for player in ("Alice", "Bob"):
        put(game, "Island", Zone.LIBRARY, owner=player)
    turns.next_turn(game)  # Bob's turn: a new turn, the option is there again
    other = put(game, "Lightning Bolt", Zone.EXILE)
    game.add_rule_effect(_may_cast_from_exile(other.id))
    game.set_turn(game.turn._replace(priority="Alice", passes=0))
    assert casting.can_cast(
        game, other.id, player="Alice", from_zone=Zone.EXILE, targets=["Bob"], alternative_from=room.id
    )


def test_118_9_the_upkeep_card_of_charred_foyer_cast_for_0() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    game.set_turn(Turn("Alice", Step.UNTAP, number=3))
    put(game, "Divination", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    room = _room(game)
    turns.set_step(game, Step.UPKEEP)
    resolving.resolve(game)  # Charred Foyer: exile the top card, you may play it this turn
    (divination,) = game.objects(Zone.EXILE, "Alice")
    assert divination.card.name == "Divination"
    turns.set_step(game, Step.MAIN1)
    game.set_turn(game.turn._replace(priority="Alice", passes=0))
    (cast,) = _casts_of(game, divination.id)  # no land: only for {0}
    assert cast.alternative_from == room.id
    game.apply(cast)
    resolving.resolve(game)
    assert names(game, Zone.HAND, "Alice") == ["Island", "Island"]


def test_118_9_not_for_a_spell_cast_from_hand() -> None:
    game = _game()
    room = _room(game)
    bolt = put(game, "Lightning Bolt", Zone.HAND)
    with pytest.raises(IllegalAction, match="only for a spell cast from exile") as refused:
        casting.cast(game, bolt.id, targets=["Bob"], alternative_from=room.id)
    assert refused.value.rule == "118.9"
    assert not _casts_of(game, bolt.id)


def test_709_5_not_while_its_door_is_locked() -> None:
    game = _game()
    room = _room(game, frozenset({Side.LEFT}))  # only Charred Foyer unlocked
    giant = _giant_on_adventure(game)
    assert not _casts_of(game, giant.id)
    with pytest.raises(IllegalAction, match="no ability of it"):
        casting.cast(game, giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)


def test_601_2b_not_with_another_alternative_cost_a_foretold_card() -> None:
    game = _game()
    room = _room(game)
    for _ in range(2):
        put(game, "Mountain")
    holy = put(game, "Ultimate Magic: Holy", Zone.HAND)
    foretelling.foretell(game, holy.id)
    game.set_turn(Turn("Alice", Step.MAIN1, number=4, priority="Alice", passes=0))
    (holy,) = game.objects(Zone.EXILE, "Alice")
    with pytest.raises(IllegalAction, match="another alternative cost") as refused:
        casting.cast(game, holy.id, from_zone=Zone.EXILE, alternative_from=room.id)
    assert refused.value.rule == "601.2b"
    assert all(c.alternative_from is None for c in _casts_of(game, holy.id))


def test_601_2b_not_with_without_paying_its_mana_cost() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    with pytest.raises(IllegalAction, match="another alternative cost"):
        casting.verify_cast(
            game,
            giant.id,
            side=Side.FRONT,
            from_zone=Zone.EXILE,
            without_paying_mana_cost=True,
            alternative_from=room.id,
        )


def test_400_7_a_new_room_is_a_new_object_with_its_own_option() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    casting.cast(game, giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)
    resolving.resolve(game)
    second = _room(game)  # another Warped Space: its option is its own
    other = put(game, "Lightning Bolt", Zone.EXILE)
    game.add_rule_effect(_may_cast_from_exile(other.id))
    assert {cast.alternative_from for cast in _casts_of(game, other.id)} == {second.id}


def test_118_9_the_action_reads_back_from_its_words_and_a_save_keeps_the_use() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    act = Cast("Alice", giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)
    assert f"alternative=#{int(room.id)}" in str(act)
    assert parse(str(act)) == act
    game.apply(act)
    loaded = save.loads(save.dumps(game))
    assert save.dumps(loaded) == save.dumps(game)
    assert any(e.kind is EventKind.ALTERNATIVE_COST_PAID for e in loaded.log)


def _may_cast_from_exile(card: ObjectId) -> RuleEffect:
    """A permission to cast that card from exile this turn (601.3), as an
    impulse draw gives."""
    kind, until = RuleEffectKind.MAY_CAST_FROM, Duration.END_OF_TURN
    return RuleEffect(0, kind, "Alice", zone=Zone.EXILE, objects=(int(card),), until=until)


def test_118_9d_a_cost_increase_applies_to_the_0() -> None:
    game = _game()
    room = _room(game)
    giant = _giant_on_adventure(game)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.SPELLS_COST_MORE, "Alice", amount=1, note="a tax"))
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, giant.id, side=Side.FRONT, from_zone=Zone.EXILE, alternative_from=room.id)
    assert refused.value.code == "cannot_pay"  # {0} plus {1}
    assert not _casts_of(game, giant.id)
    mountain = put(game, "Mountain")
    (cast,) = _casts_of(game, giant.id)
    assert cast.alternative_from == room.id
    game.apply(cast)
    assert game.get(mountain.id).status.tapped


def test_107_3b_x_is_0_when_the_0_is_paid() -> None:
    game = _game()
    room = _room(game)
    for _ in range(3):
        put(game, "Mountain")
    blaze = put(game, "Blaze", Zone.EXILE)
    game.add_rule_effect(_may_cast_from_exile(blaze.id))
    with pytest.raises(IllegalAction, match="only legal choice for X is 0") as refused:
        casting.verify_cast(
            game, blaze.id, from_zone=Zone.EXILE, x=2, targets=["Bob"], alternative_from=room.id
        )
    assert refused.value.rule == "107.3b"
    offered = [c for c in _casts_of(game, blaze.id) if c.alternative_from == room.id]
    assert offered and {c.x for c in offered} == {0}
    paying_its_cost = [c for c in _casts_of(game, blaze.id) if c.alternative_from is None]
    assert max(c.x or 0 for c in paying_its_cost) == 2  # {X}{R} with three Mountains
