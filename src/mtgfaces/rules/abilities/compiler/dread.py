"""Compiled manifest dread (701.62a): "manifest dread", "target player
manifests dread", "manifest dread twice", and "manifest dread X times, then
put X +1/+1 counters on each of those creatures" (Valgavoth's Onslaught).

The player manifesting chooses which of the two cards looked at becomes the
face-down 2/2: the question shows those cards to that player only (701.20e,
401.2); no one else learns which was kept until it is turned face up, and
the other is put into the graveyard face up, as any card is (404.2)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.heads import BINNED
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, amount
from mtgfaces.rules.actions import manifesting, moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game


def manifest_dread(game: Game, player: str, source_name: str) -> ObjectId | None:
    """701.62a: ``player`` looks at the top two cards of their library,
    chooses one to manifest and puts the other into their graveyard (the
    top one with no one to ask). The permanent it became, if it entered."""
    looked = [o.id for o in game.objects(Zone.LIBRARY, player)[:2]]
    keep = None
    if len(looked) == 2:
        prompt = (
            f"{source_name}: manifest dread: which card do you manifest? The other goes to your graveyard"
        )
        (keep,) = choose_objects(game, player, "manifest_dread", prompt, looked, 1, "701.62a", shown=True)
    before = len(game.log)
    manifesting.manifest_dread(game, player, keep=keep)
    entered = [e.object for e in game.log[before:] if e.kind is EventKind.ENTERED_BATTLEFIELD]
    return entered[-1] if entered else None


def manifest_dread_once(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.event_object = "entered"  # "then put a +1/+1 counter on it": the face-down permanent

    def dread(res: Resolution) -> None:
        """701.62a: a card of its controller's library becomes a face-down 2/2."""
        entered = manifest_dread(res.game, res.controller, res.source_name)
        res.noted["object"] = "" if entered is None else str(int(entered))

    return dread


def players_manifest_dread(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])

    def dread(res: Resolution) -> None:
        """701.62a: a card of that player's library becomes a face-down 2/2 under them."""
        for player in players(res):
            manifest_dread(res.game, player, res.source_name)

    return dread


def manifest_dread_times(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Manifest dread twice", "manifest dread X times" (X chosen as the
    spell was cast, 107.3a): each time in full, one after the other (701.62a,
    701.40e); "those creatures" are the permanents they became (608.2h),
    each found again only while it is on the battlefield (400.7)."""
    times = amount(parts[0]) if parts else (lambda _: 2)
    if parts:
        reading.event_object = "entered"

    def dread(res: Resolution) -> None:
        entered = [manifest_dread(res.game, res.controller, res.source_name) for _ in range(times(res))]
        res.noted["object"] = ",".join(str(int(e)) for e in entered if e is not None)

    return dread


def binned_to_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Put a card you put into your graveyard this way into your hand."
    (Paranormal Analyst), after "whenever you manifest dread"."""
    if not reading.binned:
        raise Unreadable("'a card you put into your graveyard this way' with no manifest dread before")

    def to_hand(res: Resolution) -> None:
        """701.62a, 608.2h, 400.7: the card the trigger's manifest dread put
        into its controller's graveyard, if it is still there (none if the
        library held fewer than two cards)."""
        noted = res.noted.get(BINNED, "")
        card = ObjectId(int(noted)) if noted else None
        if card is not None and card in res.game and res.game.get(card).zone is Zone.GRAVEYARD:
            moves.move(res.game, card, Zone.HAND)

    return to_hand


CLAUSES: dict[str, Builder] = {
    "binned_to_hand": binned_to_hand,
    "manifest_dread": manifest_dread_once,
    "players_manifest_dread": players_manifest_dread,
    "manifest_dread_twice": manifest_dread_times,
    "manifest_dread_times": manifest_dread_times,
}
"""The manifest dread clauses, by rule name."""
