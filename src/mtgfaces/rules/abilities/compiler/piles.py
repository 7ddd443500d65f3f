"""Compiled face-down piles: "exile [cards] in a face-down pile, shuffle
that pile, then manifest those cards" (Ghastly Conscription: all creature
cards from target player's graveyard; Jeskai Infiltrator: "it and the top
card of your library").

The cards are exiled face down (406.3), the pile is shuffled so that no
player knows its order (701.24a, :mod:`mtgfaces.rules.actions.piles`),
then the ability's controller manifests them one at a time (701.40a,
701.40e), under their control whoever owns them (110.2). No one but that
player, who may look at the face-down permanents they control (708.5),
learns which card became which permanent."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import read_filter
from mtgfaces.rules.actions import manifesting, moves, piles
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.status import ObjectId


def _pile_then_manifest(cards: Callable[[Resolution], list[ObjectId]]) -> Effect:
    def pile(res: Resolution) -> None:
        """406.3, 701.24a, 701.40a, 701.40e: the cards found are exiled face
        down together, the pile shuffled, then each card of it manifested by
        the ability's controller, one at a time (one that left exile since
        is a new object, 400.7, and isn't)."""
        game = res.game
        exiled: list[ObjectId] = []
        for card in cards(res):
            moves.move(game, card, Zone.EXILE, face_down=True)
            exiled += became(game.log, card, Zone.EXILE.value)
        if not exiled:
            return
        piles.shuffle_face_down_pile(game, exiled, player=res.controller)
        for card in exiled:
            if card in game and game.get(card).zone is Zone.EXILE:
                manifesting.manifest(game, res.controller, from_zone=Zone.EXILE, obj_id=card)

    return pile


def graveyard_pile(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Exile all creature cards from target player's graveyard in a
    face-down pile, shuffle that pile, then manifest those cards." """
    wanted = read_filter(parts[0], zone=Zone.GRAVEYARD)
    players = reading.players(Tree("target_player", []))

    def found(res: Resolution) -> list[ObjectId]:
        """611.2c: the cards of that graveyard that fit as it resolves."""
        return [
            o.id
            for player in players(res)
            for o in res.game.objects(Zone.GRAVEYARD, player)
            if matches(res, o, wanted)
        ]

    return _pile_then_manifest(found)


def self_and_top_pile(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Exile it and the top card of your library in a face-down pile,
    shuffle that pile, then manifest those cards." (it: ~, if it is still
    on the battlefield, 400.7)."""
    itself = reading.objects(Tree("self", []))

    def found(res: Resolution) -> list[ObjectId]:
        top = res.game.objects(Zone.LIBRARY, res.controller)[:1]
        return [*itself(res), *(o.id for o in top)]

    return _pile_then_manifest(found)


CLAUSES: dict[str, Builder] = {
    "graveyard_pile": graveyard_pile,
    "self_and_top_pile": self_and_top_pile,
}
"""The face-down pile clauses, by rule name."""
