"""Linked abilities (607.2a): a permanent's ability that exiles cards and
another of its abilities that refers to "the exiled card" (Unidentified
Hovership: "When ~ enters, exile up to one target creature ..." and "When ~
leaves the battlefield, the exiled card's owner manifests dread.").

The exiling ability records, for each card it exiled, an event linking the
card to the permanent (the link :mod:`digging` records for "cards exiled
with ~"), with the card's owner as its player: the owner stays known after
the card has left exile (a new object, 400.7). Only a permanent whose text
refers to the exiled card gets such links, so no other permanent's log
changes."""

from __future__ import annotations

from collections.abc import Sequence

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.digging import exiled_with
from mtgfaces.rules.abilities.compiler.dread import manifest_dread
from mtgfaces.rules.abilities.compiler.face_down_exile import in_turn_order
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import PERMANENT_TYPES, Unreadable
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.activating import EXILED_WITH, link_exiled_card
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId

_REFERS = ("the exiled card", "exiled with ")  # 607.2a: the words that link an ability to an exiling one


def link_exiled(res: Resolution, exiled: Sequence[ObjectId]) -> None:
    """607.2a: the cards an ability of a permanent exiled (a token is no
    card, 111.1, and ceased to exist), linked to that permanent if another
    of its abilities refers to "the exiled card"."""
    source = res.source_object()
    if source is None:
        return
    text = res.game.characteristics(source).rules_text.lower()
    if not any(words in text for words in _REFERS):
        return
    for card in exiled:
        if card not in res.game:
            continue
        obj = res.game.get(card)
        if obj.zone is not Zone.EXILE or obj.is_token:
            continue
        link_exiled_card(res.game, card, source.id, obj.owner)


def _owners_of_the_exiled(res: Resolution) -> list[str]:
    """The owners of the cards this permanent's linked ability exiled (this
    object's, not an earlier one's of the same card, 400.7), in the order
    they were exiled; known wherever the cards are now."""
    return [
        event.player
        for event in res.game.log
        if event.note == EXILED_WITH
        and event.rule == "607.2a"
        and event.new_object == res.source
        and event.player in res.game.players
    ]


def exiled_cards_owner_manifests_dread(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'the exiled card' in a spell")

    def dread(res: Resolution) -> None:
        """607.2a, 701.62a: the owner of the card the linked ability exiled
        manifests dread (no card exiled: no one does)."""
        for owner in _owners_of_the_exiled(res):
            if not res.game.player(owner).has_lost:
                manifest_dread(res.game, owner, res.source_name)

    return dread


def linked_face_up_onto_battlefield(reading: Reading, parts: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'exiled with ~' in a spell")
    if parts[0].data != "each_player":
        raise Unreadable("'turns face up all cards they own' said of other than each player")

    def face_up_onto_battlefield(res: Resolution) -> None:
        """607.2a, 406.3: each player turns face up the cards they own still
        exiled with ~ (this object's, 400.7; it may be gone, sacrificed to
        pay for this, 607.2a): revealed to all, they are face up in exile;
        then each player puts the permanent cards among them (110.4a) onto
        the battlefield, under their control (110.2a), in turn order."""
        game = res.game
        cards = [game.get(c) for c in exiled_with(res)]
        for player in in_turn_order(game, list(game.players)):
            for obj in (o for o in cards if o.owner == player and o.is_face_down):
                game.replace(obj._replace(status=obj.status._replace(face_down=None)))
                game.record(Event(EventKind.REVEALED, object=obj.id, player=player, rule="406.3"))
        for player in in_turn_order(game, list(game.players)):
            for obj in (o for o in cards if o.owner == player):
                card = game.get(obj.id)
                if card.zone is Zone.EXILE and any(
                    game.characteristics(card).has_type(t) for t in PERMANENT_TYPES
                ):
                    moves.put_onto_battlefield(game, card.id, under=player)

    return face_up_onto_battlefield


CLAUSES: dict[str, Builder] = {
    "exiled_cards_owner_manifests_dread": exiled_cards_owner_manifests_dread,
    "linked_face_up_onto_battlefield": linked_face_up_onto_battlefield,
}
"""The clauses of linked abilities, by rule name."""
