"""Attaching (mtgfaces.rules.actions.moves.attach and putting Auras and
Equipment onto the battlefield): what an Aura can enchant, what Equipment can
equip, the choice an Aura entering makes, and Curses, which enchant players
(CR 301.5, 303.4, 701.3)."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import MalformedInput
from mtgfaces.rules import save
from mtgfaces.rules.actions.moves import attach, put_onto_battlefield
from mtgfaces.rules.state.game import Game
from tests.rules.builders import assert_ignored, names, position, put


@pytest.fixture
def game() -> Game:
    return Game(["Alice", "Bob"])


def test_701_3a_attach_an_aura(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    pacifism = put(game, "Pacifism")
    stamp = pacifism.timestamp
    attach(game, pacifism.id, bears.id)
    attached = game.get(pacifism.id)
    assert attached.status.attached_to == bears.id
    assert attached.timestamp > stamp  # 701.3c
    assert_ignored(game, attach(game, pacifism.id, bears.id), "701.3b")  # already attached


def test_303_4j_aura_not_attached_to_what_it_cant_enchant(game: Game) -> None:
    forest = put(game, "Forest")
    pacifism = put(game, "Pacifism")
    before = position(game)
    assert_ignored(game, attach(game, pacifism.id, forest.id), "303.4j")
    assert_ignored(game, attach(game, pacifism.id, pacifism.id), "303.4j")  # 303.4d: not itself
    assert position(game) == before


def test_301_5_equipment_attaches_to_creatures_only(game: Game) -> None:
    splitter = put(game, "Bonesplitter")
    bears = put(game, "Grizzly Bears")
    assert_ignored(game, attach(game, splitter.id, put(game, "Forest").id), "301.5b")
    attach(game, splitter.id, bears.id)
    assert game.get(splitter.id).status.attached_to == bears.id


def test_701_3b_attaching_what_isnt_an_aura_or_equipment_does_nothing(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    assert_ignored(game, attach(game, bears.id, put(game, "Grizzly Bears").id), "701.3b")


def test_303_4f_aura_put_onto_the_battlefield_attached(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    pacifism = put(game, "Pacifism", Zone.HAND)
    put_onto_battlefield(game, pacifism.id, attached_to=bears.id)
    aura = next(o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Pacifism")
    assert aura.status.attached_to == bears.id


def test_303_4f_the_only_legal_choice_is_taken(game: Game) -> None:
    bears = put(game, "Grizzly Bears", owner="Bob")
    put(game, "Forest")
    put_onto_battlefield(game, put(game, "Pacifism", Zone.HAND).id)
    aura = next(o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Pacifism")
    assert aura.status.attached_to == bears.id


def test_303_4f_a_choice_among_several_must_be_given(game: Game) -> None:
    put(game, "Grizzly Bears")
    put(game, "Grizzly Bears", owner="Bob")
    pacifism = put(game, "Pacifism", Zone.HAND)
    before = save.dumps(game)
    with pytest.raises(MalformedInput, match="303.4f"):
        put_onto_battlefield(game, pacifism.id)
    assert save.dumps(game) == before


def test_303_4g_aura_with_nothing_to_enchant_stays(game: Game) -> None:
    put(game, "Forest")
    pacifism = put(game, "Pacifism", Zone.GRAVEYARD)
    assert_ignored(game, put_onto_battlefield(game, pacifism.id), "303.4g")


def test_303_4i_aura_told_to_enchant_what_it_cant_stays(game: Game) -> None:
    forest = put(game, "Forest")
    put(game, "Grizzly Bears")
    pacifism = put(game, "Pacifism", Zone.HAND)
    assert_ignored(game, put_onto_battlefield(game, pacifism.id, attached_to=forest.id), "303.4i")
    # From the stack it goes to the graveyard instead.
    spell = put(game, "Pacifism", Zone.STACK)
    put_onto_battlefield(game, spell.id, attached_to=forest.id)
    assert names(game, Zone.GRAVEYARD) == ["Pacifism"]


def test_301_5e_equipment_told_to_attach_illegally_enters_unattached(game: Game) -> None:
    forest = put(game, "Forest")
    put_onto_battlefield(game, put(game, "Bonesplitter", Zone.HAND).id, attached_to=forest.id)
    splitter = next(o for o in game.objects(Zone.BATTLEFIELD) if o.card.name == "Bonesplitter")
    assert splitter.status.attached_to is None


def test_303_4h_non_aura_enters_unattached(game: Game) -> None:
    bears = put(game, "Grizzly Bears")
    put_onto_battlefield(game, put(game, "Grizzly Bears", Zone.HAND).id, attached_to=bears.id)
    assert all(o.status.attached_to is None for o in game.objects(Zone.BATTLEFIELD))


def test_303_4b_a_curse_cast_targeting_a_player_enchants_that_player(game: Game) -> None:
    from mtgfaces.rules.actions import casting, resolving

    curse = put(game, "Curse of the Pierced Heart", Zone.HAND)
    casting.cast(game, curse.id, targets=("Bob",))
    resolving.resolve(game)
    (aura,) = game.objects(Zone.BATTLEFIELD)
    assert aura.status.attached_to == "Bob"
    assert save.loads(save.dumps(game)) == game
    seen = game.view("Bob").find(aura.id)
    assert seen is not None and seen.attached_to == "Bob"


def test_303_4f_a_curse_put_onto_the_battlefield_enchants_the_player_chosen(game: Game) -> None:
    curse = put(game, "Curse of the Pierced Heart", Zone.HAND)
    with pytest.raises(MalformedInput, match="303.4f"):  # Alice or Bob: the choice must be given
        put_onto_battlefield(game, curse.id)
    put_onto_battlefield(game, curse.id, attached_to="Bob")
    (aura,) = game.objects(Zone.BATTLEFIELD)
    assert aura.status.attached_to == "Bob"


def test_701_3a_a_curse_moves_to_another_player_and_a_creature_aura_cant(game: Game) -> None:
    curse = put(game, "Curse of the Pierced Heart", attached_to="Bob")
    attach(game, curse.id, "Alice")
    assert game.get(curse.id).status.attached_to == "Alice"
    pacifism = put(game, "Pacifism")
    outcome = attach(game, pacifism.id, "Bob")
    assert outcome.ignored and outcome.rule == "303.4j"
