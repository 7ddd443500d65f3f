"""Compiled effects that turn permanents face down (CR 708.2a): "turn ~
face down", "turn target creature with a morph ability face down", "It's a
2/2 Cyberman artifact creature" (the face-down values the effect lists,
708.2). Turning face up is :mod:`~mtgfaces.rules.abilities.compiler.face_up`'s."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.moving import to_itself
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown


def _turn_face_down(res: Resolution, it: GameObject) -> None:
    """708.2a: turn it face down: a 2/2 with no name, text, subtypes or
    mana cost; already face down (708.2b) or double-faced (712.16), nothing
    happens."""
    faces.turn_face_down(res.game, it.id)


turn_self_face_down = to_itself("turn face down", _turn_face_down)


def turn_face_down(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "turn ~ face down", "turn target creature with a morph ability face down"."""
    if parts[0].data == "self":
        return turn_self_face_down(reading, parts, clause)
    objects = reading.objects(parts[0])
    reading.turned_down = objects

    def turn_down(res: Resolution) -> None:
        """708.2a: each becomes a face-down 2/2 (nothing for one already face
        down, 708.2b, or double-faced, 712.16)."""
        for obj in objects(res):
            faces.turn_face_down(res.game, obj)

    return turn_down


def turned_down_as(reading: Reading, before: Tree[Token] | Token | None, sentence: Tree[Token]) -> Effect:
    """ "Turn target creature face down. It's a 2/2 Cyberman artifact
    creature." (708.2: the characteristics the effect lists are its
    face-down values; the one listing the engine knows)."""
    told = [str(t) for t in sentence.children if isinstance(t, Token)]
    clauses = before.children[-1] if isinstance(before, Tree) and before.data == "sentence" else None
    turned = [c for c in clauses.children if isinstance(c, Tree)] if isinstance(clauses, Tree) else []
    if (
        told != ["2/2", "Cyberman"]
        or [c.data for c in turned] != ["turn_face_down"]
        or reading.turned_down is None
    ):
        raise Unreadable("'it's a ...' after no one clause turning objects face down")
    objects = reading.turned_down

    def turn_down(res: Resolution) -> None:
        """708.2, 708.2b, 712.16: each becomes a face-down 2/2 Cyberman
        artifact creature (nothing for one already face down or double-faced)."""
        for obj in objects(res):
            faces.turn_face_down(res.game, obj, kind=FaceDown.CYBERMAN)

    return turn_down
