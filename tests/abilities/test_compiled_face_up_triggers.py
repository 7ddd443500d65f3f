"""Compiled "when ~ is turned face up" triggers (708.8) of the multi-faced
pool's morph cards: Dermoplasm puts a creature card with a morph ability
from its controller's hand onto the battlefield face up, and if it does,
returns itself to its owner's hand (609.3, 608.2c); Kheru Spellsnatcher
counters target spell, exiles it instead of putting it into its owner's
graveyard (614.1a), and its controller may cast that card without paying
its mana cost (only so) for as long as it remains exiled (118.9, 400.7)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, faces, moves, resolving
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.save import dumps, loads
from mtgfaces.rules.state.choices import Answering, Asked
from mtgfaces.rules.state.decisions import Cast, parse
from mtgfaces.rules.state.game import Game, Step, Turn
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId
from tests.rules.builders import names, put

DERMOPLASM = "Dermoplasm"


def _dermoplasm_turned_up(game: Game) -> int:
    """Dermoplasm face down under Alice, turned face up by its morph cost
    (paid: the game doesn't pay costs); its trigger on the stack."""
    dermoplasm = put(game, DERMOPLASM, face_down=FaceDown.MORPH)
    faces.turn_face_up(game, dermoplasm.id, player="Alice")
    assert len(game.objects(Zone.STACK)) == 1
    return int(dermoplasm.id)


def test_708_8_110_2_dermoplasm_puts_a_morph_creature_onto_the_battlefield_face_up_and_returns() -> None:
    game = Game(["Alice", "Bob"])
    cutthroat = put(game, "Zombie Cutthroat", Zone.HAND)  # Morph—Pay 5 life
    put(game, "Grizzly Bears", Zone.HAND)  # no morph ability: not offered
    _dermoplasm_turned_up(game)
    resolving.resolve(game)
    (entered,) = [o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Zombie Cutthroat"]
    assert not entered.is_face_down and game.characteristics(entered).power == "3"
    assert entered.id != cutthroat.id  # a new object (400.7)
    assert sorted(names(game, Zone.HAND, "Alice")) == [DERMOPLASM, "Grizzly Bears"]
    assert names(game, Zone.BATTLEFIELD) == ["Zombie Cutthroat"]


def test_609_3_608_2c_dermoplasm_declined_stays_on_the_battlefield() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Zombie Cutthroat", Zone.HAND)
    _dermoplasm_turned_up(game)
    game.answering = Answering([()])  # "you may": she puts nothing
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == [DERMOPLASM]
    assert names(game, Zone.HAND, "Alice") == ["Zombie Cutthroat"]


def test_608_2c_dermoplasm_with_no_morph_creature_card_in_hand_stays() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Grizzly Bears", Zone.HAND)
    _dermoplasm_turned_up(game)
    resolving.resolve(game)
    assert names(game, Zone.BATTLEFIELD) == [DERMOPLASM]
    assert names(game, Zone.HAND, "Alice") == ["Grizzly Bears"]


KHERU = "Kheru Spellsnatcher"


def _bolt_snatched(game: Game, spell: str = "Lightning Bolt") -> None:
    """Bob casts ``spell`` at Alice (a Bolt) or at her face-down Kheru
    Spellsnatcher; Alice turns it face up (its morph cost paid: the game
    doesn't pay costs); its trigger, aimed at the spell, resolves."""
    game.set_turn(Turn("Bob", Step.MAIN1, number=4, priority="Bob"))
    kheru = put(game, KHERU, face_down=FaceDown.MORPH)
    bolt = put(game, spell, Zone.HAND, owner="Bob")
    aimed = ("Alice",) if spell == "Lightning Bolt" else (kheru.id,)
    casting.cast(game, bolt.id, player="Bob", targets=aimed)
    faces.turn_face_up(game, kheru.id, player="Alice")
    assert len(game.objects(Zone.STACK)) == 2
    resolving.resolve(game)


def _exiled(game: Game) -> ObjectId:
    (card,) = game.objects(Zone.EXILE)
    return card.id


def test_701_6a_118_9_kheru_exiles_the_countered_spell_its_controller_may_cast_it_free() -> None:
    game = Game(["Alice", "Bob"])
    _bolt_snatched(game)
    assert game.objects(Zone.STACK) == [] and names(game, Zone.EXILE) == ["Lightning Bolt"]
    game = loads(dumps(game))  # the permission is kept by saves
    bolt = _exiled(game)
    free = {"player": "Alice", "from_zone": Zone.EXILE, "targets": ("Bob",)}
    assert casting.can_cast(game, bolt, without_paying_mana_cost=True, **free)  # an instant: at any time
    before = dumps(game)
    with pytest.raises(IllegalAction, match="only without paying its mana cost") as refused:
        casting.cast(game, bolt, **free)  # 118.9: not for its mana cost
    assert refused.value.rule == "601.3" and dumps(game) == before
    assert not casting.can_cast(game, bolt, without_paying_mana_cost=True, player="Bob", from_zone=Zone.EXILE)
    casting.cast(game, bolt, without_paying_mana_cost=True, **free)
    resolving.resolve(game)
    assert game.player("Bob").life == 17 and game.player("Alice").life == 20
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Lightning Bolt"]  # its owner's (404.2)


def test_400_7_the_permission_ends_as_the_card_leaves_exile() -> None:
    game = Game(["Alice", "Bob"])
    _bolt_snatched(game)
    moves.move(game, _exiled(game), Zone.HAND)
    bolt = put(game, "Lightning Bolt", Zone.EXILE, owner="Bob")  # another object
    assert not casting.can_cast(
        game, bolt.id, without_paying_mana_cost=True, player="Alice", from_zone=Zone.EXILE, targets=("Bob",)
    )


def test_101_2_a_spell_that_cant_be_countered_isnt_exiled_and_no_one_may_cast_it() -> None:
    game = Game(["Alice", "Bob"])
    _bolt_snatched(game, "Abrupt Decay")  # "This spell can't be countered."
    assert names(game, Zone.EXILE) == [] and names(game, Zone.STACK) == ["Abrupt Decay"]
    assert not any(e.kind is RuleEffectKind.MAY_CAST_WITHOUT_PAYING for e in game.rule_effects)


def test_118_9_through_the_front_door_she_casts_it_free_and_the_text_form_round_trips() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    _bolt_snatched(game)
    game.set_turn(game.turn._replace(priority="Alice", passes=0))
    act = Cast("Alice", _exiled(game), from_zone=Zone.EXILE, targets=("Bob",), free=True)
    assert parse(str(act)) == act
    game.apply(act)
    assert names(game, Zone.STACK) == ["Lightning Bolt"]


BOLTBENDER = "Boltbender"


def _bolt_at_the_bears(game: Game) -> tuple[ObjectId, ObjectId]:
    """Bob casts Lightning Bolt at Alice's Grizzly Bears; the Bolt's and the Bears' ids."""
    bears = put(game, "Grizzly Bears")
    bolt = put(game, "Lightning Bolt", Zone.HAND, owner="Bob")
    casting.cast(game, bolt.id, player="Bob", targets=(bears.id,))
    (spell,) = game.objects(Zone.STACK)
    return spell.id, bears.id


def _boltbender_turned_up(game: Game, *answers: tuple[str, ...]) -> None:
    """Alice turns Boltbender face up (its disguise cost paid: the game doesn't
    pay costs); its trigger resolves with these answers."""
    bender = put(game, BOLTBENDER, face_down=FaceDown.DISGUISE)
    faces.turn_face_up(game, bender.id, player="Alice")
    game.answering = Answering(list(answers))
    resolving.resolve(game)
    game.answering = None


def test_115_7d_boltbender_chooses_new_targets_for_another_spell() -> None:
    game = Game(["Alice", "Bob"])
    bolt, bears = _bolt_at_the_bears(game)
    _boltbender_turned_up(game, ("yes",), (f"#{int(bolt)}",), ("Bob",))
    assert game.get(bolt).status.targets == ("Bob",)
    resolving.resolve(game)
    assert game.player("Bob").life == 17 and names(game, Zone.BATTLEFIELD, "Alice") == [
        "Grizzly Bears",
        BOLTBENDER,
    ]
    del bears


def test_115_7d_a_target_may_be_kept_and_declining_changes_nothing() -> None:
    game = Game(["Alice", "Bob"])
    bolt, bears = _bolt_at_the_bears(game)
    _boltbender_turned_up(game, ("yes",), (f"#{int(bolt)}",), (f"#{int(bears)}",))  # kept (115.7d)
    assert game.get(bolt).status.targets == (bears,)
    game = Game(["Alice", "Bob"])
    bolt, bears = _bolt_at_the_bears(game)
    _boltbender_turned_up(game, ("no",))
    assert game.get(bolt).status.targets == (bears,)


def test_115_7d_a_new_target_must_be_legal_for_the_spell() -> None:
    game = Game(["Alice", "Bob"])
    bolt, bears = _bolt_at_the_bears(game)
    bender = put(game, BOLTBENDER, face_down=FaceDown.DISGUISE)
    faces.turn_face_up(game, bender.id, player="Alice")
    game.answering = Answering([("yes",), (f"#{int(bolt)}",)])
    with pytest.raises(Asked) as asked:
        resolving.resolve(game)
    options = asked.value.question.options
    assert f"#{int(bolt)}" not in options  # a spell can't target itself (115.5)
    assert {"Alice", "Bob", f"#{int(bears)}", f"#{int(bender.id)}"} <= set(options)


def test_115_7d_boltbender_chooses_new_targets_for_a_triggered_ability() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    giant = put(game, "Hill Giant", owner="Bob")
    ship = put(game, "Unidentified Hovership", Zone.HAND, owner="Bob")
    game.answering = Answering([(f"#{int(bears.id)}",)], then_default=True)
    moves.put_onto_battlefield(game, ship.id)  # its trigger aims at the Bears
    game.answering = None
    (trigger,) = game.objects(Zone.STACK)
    _boltbender_turned_up(game, ("yes",), (f"#{int(trigger.id)}",), (f"#{int(giant.id)}",))
    resolving.resolve(game)
    assert names(game, Zone.EXILE) == ["Hill Giant"]
    assert "Grizzly Bears" in names(game, Zone.BATTLEFIELD, "Alice")
