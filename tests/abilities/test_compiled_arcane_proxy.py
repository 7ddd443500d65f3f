"""Compiled "When Arcane Proxy enters the battlefield, if you cast it, exile
target instant or sorcery card with mana value less than or equal to Arcane
Proxy's power from your graveyard. Copy that card. You may cast the copy
without paying its mana cost." (issue 17): the intervening "if you cast it"
(603.4), a target in a graveyard compared with the source's power (115.1,
718.3b: 2 prototyped, 4 cast normally), a copy of a card cast as the
ability resolves (707.12, 118.9) or gone (704.5e). Played with real cards."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import casting, copying, moves, resolving
from mtgfaces.rules.actions.stack import decode_targets
from mtgfaces.rules.sba import state_based_actions
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.status import Target
from tests.rules.builders import names, put

LINE = (
    "When Arcane Proxy enters the battlefield, if you cast it, exile target instant or sorcery card with "
    "mana value less than or equal to Arcane Proxy's power from your graveyard. Copy that card. You may "
    "cast the copy without paying its mana cost."
)


def _game() -> Game:
    game = Game(["Alice", "Bob"])
    game.set_turn(Turn("Alice", Step.MAIN1, number=2))
    return game


def _cast_proxy(game: Game, *, prototyped: bool) -> None:
    """Alice casts Arcane Proxy (prototyped: a 2/1, 718.3b) and it resolves;
    its trigger, if any, is then on the stack."""
    proxy = put(game, "Arcane Proxy", Zone.HAND)
    casting.cast(game, proxy.id, side=Side.PROTOTYPE if prototyped else None)
    resolving.resolve(game)


def _targets(game: Game) -> tuple[Target, ...]:
    """The targets of the trigger on top of the stack (603.3d)."""
    (trigger,) = game.objects(Zone.STACK)
    assert trigger.ability is not None
    return decode_targets(dict(trigger.ability.options)["targets"])


def _trigger_on_stack(game: Game) -> bool:
    return any(o.ability is not None for o in game.objects(Zone.STACK))


def test_603_4_the_line_compiles_as_a_trigger_with_an_intervening_if() -> None:
    ability = compile_line("Arcane Proxy", LINE)
    assert isinstance(ability, Triggered)
    assert ability.intervening_if is not None and ability.event is EventKind.ENTERED_BATTLEFIELD


def test_707_12_the_copy_of_the_exiled_card_is_cast_without_paying_its_mana_cost() -> None:
    game = _game()
    bolt = put(game, "Lightning Bolt", Zone.GRAVEYARD)
    _cast_proxy(game, prototyped=True)
    assert _targets(game) == (bolt.id,)  # 603.3d: the one legal target
    game.answering = Answering([("yes",), ("Bob",)])  # cast the copy, at Bob
    resolving.resolve(game)
    game.answering = None
    (copy,) = game.objects(Zone.STACK)
    assert copy.is_spell_copy and copy.controller == "Alice" and copy.status.targets == ("Bob",)
    assert copy.status.cast_from == Zone.EXILE.value  # 707.12: created in exile, then cast
    assert copy.status.alternative == "without_paying_its_mana_cost"  # 118.9
    assert names(game, Zone.EXILE) == ["Lightning Bolt"]  # 406: the card itself stays exiled
    cast = [e for e in game.log if e.kind is EventKind.CAST and e.object == copy.id]
    assert len(cast) == 1 and cast[0].player == "Alice"
    resolving.resolve(game)
    assert game.player("Bob").life == 17
    # 707.10a, 704.5e: the copy ceased to exist; no card went to the graveyard
    assert names(game, Zone.GRAVEYARD, "Alice") == [] and names(game, Zone.EXILE) == ["Lightning Bolt"]


def test_718_3b_cast_normally_its_power_4_reaches_a_mana_value_3_card() -> None:
    game = _game()
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    divination = put(game, "Divination", Zone.GRAVEYARD)
    _cast_proxy(game, prototyped=False)
    assert _targets(game) == (divination.id,)
    resolving.resolve(game)  # no one to ask: the copy is cast
    resolving.resolve(game)  # Divination's copy: draw two cards
    assert names(game, Zone.HAND, "Alice") == ["Island", "Island"]


def test_115_1_a_card_with_mana_value_greater_than_its_power_is_not_a_legal_target() -> None:
    game = _game()
    put(game, "Divination", Zone.GRAVEYARD)  # mana value 3 > 2, the prototype's power (718.3b)
    _cast_proxy(game, prototyped=True)
    assert not _trigger_on_stack(game)  # 603.3d: no legal target, so it is removed from the stack
    assert any(e.kind is EventKind.IGNORED and e.rule == "603.3d" for e in game.log)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Divination"] and not game.objects(Zone.EXILE)


def test_115_1_only_your_graveyard_and_only_instants_and_sorceries() -> None:
    game = _game()
    put(game, "Lightning Bolt", Zone.GRAVEYARD, owner="Bob")
    put(game, "Grizzly Bears", Zone.GRAVEYARD)  # a creature card, mana value 2
    _cast_proxy(game, prototyped=True)
    assert not _trigger_on_stack(game)  # 603.3d
    assert not game.objects(Zone.EXILE)


def test_608_2b_the_power_is_checked_again_as_it_resolves() -> None:
    game = _game()
    put(game, "Island", Zone.LIBRARY)
    put(game, "Island", Zone.LIBRARY)
    divination = put(game, "Divination", Zone.GRAVEYARD)
    proxy = put(game, "Arcane Proxy", Zone.HAND)
    casting.cast(game, proxy.id)
    resolving.resolve(game)
    assert _targets(game) == (divination.id,)
    (permanent,) = game.objects(Zone.BATTLEFIELD, "Alice")
    disfigure = put(game, "Disfigure", Zone.HAND, owner="Bob")  # -2/-2: its power becomes 2
    casting.cast(game, disfigure.id, player="Bob", targets=[permanent.id])
    resolving.resolve(game)
    assert game.characteristics(game.get(permanent.id)).power == "2"
    resolving.resolve(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Divination"] and not game.objects(Zone.EXILE)
    assert names(game, Zone.HAND, "Alice") == []


def test_603_4_a_proxy_put_onto_the_battlefield_without_being_cast_doesnt_trigger() -> None:
    game = _game()
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    proxy = put(game, "Arcane Proxy", Zone.GRAVEYARD)
    moves.put_onto_battlefield(game, proxy.id, under="Alice")
    assert not _trigger_on_stack(game)
    assert names(game, Zone.GRAVEYARD, "Alice") == ["Lightning Bolt"]


def test_707_10_a_copy_of_the_proxy_spell_was_not_cast_and_doesnt_trigger() -> None:
    game = _game()
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    proxy = put(game, "Arcane Proxy", Zone.HAND)
    casting.cast(game, proxy.id, side=Side.PROTOTYPE)
    (spell,) = game.objects(Zone.STACK)
    copying.copy_spell(game, spell.id)
    resolving.resolve(game)  # the copy becomes a token (608.3f): it wasn't cast
    assert not _trigger_on_stack(game)
    resolving.resolve(game)  # the Proxy itself was cast
    assert _trigger_on_stack(game)


def test_704_5e_a_copy_not_cast_ceases_to_exist() -> None:
    game = _game()
    put(game, "Lightning Bolt", Zone.GRAVEYARD)
    _cast_proxy(game, prototyped=True)
    game.answering = Answering([("no",)])  # "you may": Alice doesn't cast the copy
    resolving.resolve(game)
    game.answering = None
    assert not game.objects(Zone.STACK)
    assert [o.card.name for o in game.objects(Zone.EXILE)] == ["Lightning Bolt"]  # the card, not a copy
    assert not any(o.is_spell_copy for o in game.objects())
    assert [e.rule for e in game.log if e.kind is EventKind.CEASED_TO_EXIST][-1:] == ["704.5e"]


def test_707_12_a_copy_of_a_card_is_only_made_of_a_card() -> None:
    game = _game()
    bears = put(game, "Grizzly Bears")
    outcome = copying.copy_card(game, bears.id, controller="Alice")
    assert outcome.ignored and outcome.rule == "707.12"
    assert not any(o.is_spell_copy for o in game.objects())


def test_113_7a_gone_before_it_resolves_its_last_known_power_is_used() -> None:
    game = _game()
    bolt = put(game, "Lightning Bolt", Zone.GRAVEYARD)
    _cast_proxy(game, prototyped=True)
    assert _targets(game) == (bolt.id,)
    (permanent,) = game.objects(Zone.BATTLEFIELD, "Alice")
    shock = put(game, "Shock", Zone.HAND, owner="Bob")  # 2 damage: the 2/1 dies in response
    casting.cast(game, shock.id, player="Bob", targets=[permanent.id])
    resolving.resolve(game)
    state_based_actions(game)  # 704.5g: lethal damage
    assert permanent.id not in game
    game.answering = Answering([("yes",), ("Bob",)])
    resolving.resolve(game)  # 2, as it last existed: the Bolt (mana value 1) is still legal
    game.answering = None
    resolving.resolve(game)
    assert game.player("Bob").life == 17
