"""One way off the battlefield and the stack (issue 13, item 6): effects,
costs, cleanup and resolving all leave by ``moves.leave``, so tokens cease to
exist (111.7), melded pairs become two cards (712.21), a face-down card is
revealed (708.9) and the rules' "exile instead" apply (702.34a) wherever the
permanent or spell goes from."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.rules.actions import casting, resolving
from mtgfaces.rules.actions.meld import meld
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status

DB = CardDB.default()


def put(
    game: Game, name: str, zone: Zone = Zone.BATTLEFIELD, owner: str = "Alice", **options: object
) -> GameObject:
    return game.put(DB.card(name), zone=zone, owner=owner, status=Status(), **options)  # type: ignore[arg-type]


def test_111_7_a_token_sacrificed_to_pay_a_cost_leaves_once_and_ceases_to_exist() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, "Swamp")
    token = put(game, "Llanowar Elves", is_token=True)
    splinters = put(game, "Bone Splinters", Zone.HAND)
    target = put(game, "Grizzly Bears", owner="Bob")
    outcome = casting.cast(game, splinters.id, targets=[target.id])
    left = [e for e in outcome.of(EventKind.LEFT_BATTLEFIELD) if e.object == token.id]
    assert len(left) == 1 and left[0].to_zone == Zone.GRAVEYARD.value
    assert not game.find("Llanowar Elves")  # in no zone at all (111.7)


def test_712_21_a_melded_permanent_sacrificed_to_pay_a_cost_is_two_cards_in_the_graveyard() -> None:
    game = Game(["Alice", "Bob"], pay_costs=True)
    put(game, "Swamp")
    bruna, gisela = put(game, "Bruna, the Fading Light"), put(game, "Gisela, the Broken Blade")
    melded = game.get(meld(game, bruna.id, gisela.id).new_objects[-1])
    splinters = put(game, "Bone Splinters", Zone.HAND)
    target = put(game, "Grizzly Bears", owner="Bob")
    outcome = casting.cast(game, splinters.id, targets=[target.id])
    left = [e for e in outcome.of(EventKind.LEFT_BATTLEFIELD) if e.object == melded.id]
    assert len(left) == 1 and left[0].rule == "712.21"  # one permanent left
    graveyard = {o.card.name for o in game.objects(Zone.GRAVEYARD, "Alice")}
    assert {"Bruna, the Fading Light", "Gisela, the Broken Blade"} <= graveyard  # two cards


def test_702_34a_a_flashback_spell_that_doesnt_resolve_is_exiled_not_put_into_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    target = put(game, "Grizzly Bears", owner="Bob")
    bolt = DB.card("Lightning Bolt")
    spell = game.put(
        bolt, zone=Zone.STACK, owner="Alice", status=Status(targets=(target.id,), alternative="flashback")
    )
    game.move(target.id, Zone.GRAVEYARD)  # its one target is gone: it doesn't resolve (608.2b)
    resolving.resolve(game)
    assert spell.id not in game
    assert game.find("Lightning Bolt", [Zone.EXILE]) and not game.find("Lightning Bolt", [Zone.GRAVEYARD])
