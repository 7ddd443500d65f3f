"""Compiled clauses that put the top card of a library onto the battlefield
face down as a 2/2 creature: manifest (701.40a, 701.40e: "manifest the top
two cards", one at a time; "each player manifests") and cloak (701.58a: with
ward {2}). A manifested permanent is what "it" names after (a counter put on
it)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import number
from mtgfaces.rules.actions import manifesting
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.events import EventKind


def _players_face_down(act: Callable[..., object], rule: str) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        players = reading.players(parts[0])

        def face_down(res: Resolution) -> None:
            for player in players(res):
                act(res.game, player)

        face_down.__doc__ = f"{rule}: a card of that player's library becomes a face-down 2/2 under them."
        return face_down

    return build


def _face_down(act: Callable[..., object], rule: str) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        reading.event_object = "entered"  # "then put a +1/+1 counter on it": the face-down permanent

        def face_down(res: Resolution) -> None:
            game = res.game
            before = len(game.log)
            act(game, res.controller)
            entered = [e for e in game.log[before:] if e.kind is EventKind.ENTERED_BATTLEFIELD]
            res.noted["object"] = str(int(entered[-1].object)) if entered and entered[-1].object else ""

        face_down.__doc__ = f"{rule}: a card of its controller's library becomes a face-down 2/2."
        return face_down

    return build


def _manifest_many(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    del reading
    count = number(Tree("many", [c for c in clause.children if isinstance(c, Token)]))

    def manifest(res: Resolution) -> None:
        """701.40a, 701.40e: manifest the top cards, one at a time."""
        for _ in range(count):
            manifesting.manifest(res.game, res.controller)

    return manifest


CLAUSES: dict[str, Builder] = {
    "manifest": _face_down(manifesting.manifest, "701.40a"),
    "manifest_many": _manifest_many,
    "players_manifest": _players_face_down(manifesting.manifest, "701.40a"),
    "cloak": _face_down(manifesting.cloak, "701.58a"),
}
