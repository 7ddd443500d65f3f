"""Compiled "Whenever this creature transforms into ~, you may destroy target
artifact. If that artifact is put into a graveyard this way, ~ deals 3
damage to that artifact's controller." (Afflicted Deserter // Werewolf
Ransacker; CR 701.27e, 701.8a, 608.2c, 608.2h, issue 17): the damage only if
the destruction put that very artifact into a graveyard, to the player who
controlled it as it last existed on the battlefield."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import compile_line
from mtgfaces.rules.actions import faces, moves, resolving, turns
from mtgfaces.rules.state.choices import Answering
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId
from tests.rules.builders import names, put

DESERTER = "Afflicted Deserter // Werewolf Ransacker"


def _transform_aiming_at(game: Game, artifact: ObjectId, *, destroy: str = "yes") -> None:
    """The Deserter transforms; its trigger targets ``artifact`` (the one
    artifact: the target isn't asked) and resolves, its controller answering
    ``destroy`` to "you may"."""
    assert [o.id for o in game.objects(Zone.BATTLEFIELD)] == [artifact]
    deserter = put(game, DESERTER, controlled_since=0)
    game.answering = Answering([(destroy,)])
    faces.transform(game, deserter.id)
    assert game.characteristics(deserter.id).name == "Werewolf Ransacker"
    resolving.resolve(game)


def test_701_8a_the_artifact_destroyed_its_controller_is_dealt_3_damage_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    thopter = put(game, "Ornithopter", owner="Bob")
    _transform_aiming_at(game, thopter.id)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Ornithopter"]
    assert game.player("Bob").life == 17 and game.player("Alice").life == 20


def test_608_2h_the_player_who_controlled_it_not_its_owner_is_dealt_the_damage_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    thopter = put(game, "Ornithopter", owner="Bob")
    moves.gain_control(game, thopter.id, "Alice")
    _transform_aiming_at(game, thopter.id)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Ornithopter"]  # its owner's graveyard (701.8a)
    assert game.player("Alice").life == 17 and game.player("Bob").life == 20


def test_702_12b_an_indestructible_artifact_isn_t_put_into_a_graveyard_no_damage_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    relic = put(game, "Darksteel Relic", owner="Bob")
    _transform_aiming_at(game, relic.id)
    assert "Darksteel Relic" in names(game, Zone.BATTLEFIELD, "Bob")
    assert game.player("Bob").life == 20


def test_609_3_declining_to_destroy_it_deals_no_damage_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    thopter = put(game, "Ornithopter", owner="Bob")
    _transform_aiming_at(game, thopter.id, destroy="no")
    assert "Ornithopter" in names(game, Zone.BATTLEFIELD, "Bob")
    assert game.player("Bob").life == 20


def test_608_2b_an_artifact_gone_before_it_resolves_is_no_damage_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    thopter = put(game, "Ornithopter", owner="Bob")
    deserter = put(game, DESERTER, controlled_since=0)
    game.answering = Answering([("yes",)])
    faces.transform(game, deserter.id)
    moves.move(game, thopter.id, Zone.GRAVEYARD)  # put into the graveyard in response, not "this way"
    resolving.resolve(game)
    assert game.player("Bob").life == 20


def test_603_4_it_transforms_at_the_beginning_of_the_upkeep_and_triggers_werewolf_ransacker() -> None:
    game = Game(["Alice", "Bob"])
    put(game, "Ornithopter", owner="Bob")
    deserter = put(game, DESERTER, controlled_since=0)
    put(game, "Island", Zone.LIBRARY)
    game.answering = Answering([("yes",)], then_default=True)
    turns.next_turn(game)  # no spells were cast last turn: the werewolf trigger (603.4)
    resolving.resolve(game)
    assert game.characteristics(deserter.id).name == "Werewolf Ransacker"
    resolving.resolve(game)  # its "transforms into" trigger (701.27e)
    assert names(game, Zone.GRAVEYARD, "Bob") == ["Ornithopter"] and game.player("Bob").life == 17


def test_608_2c_the_line_is_read_only_after_a_destroy_of_one_target() -> None:
    ransacker = "Werewolf Ransacker"
    head = "Whenever this creature transforms into Werewolf Ransacker, "
    then = (
        " If that artifact is put into a graveyard this way,"
        " Werewolf Ransacker deals 3 damage to that artifact's controller."
    )
    assert compile_line(ransacker, head + "you may destroy target artifact." + then) is not None
    assert compile_line(ransacker, head + "you may tap target artifact." + then) is None
