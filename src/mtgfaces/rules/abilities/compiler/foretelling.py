"""Compiled effects that make a card foretold (702.143d): "exile it face
down. It becomes foretold." The card is exiled face down, a foretold card
from then on: its owner may look at it while it remains exiled, no one else
(406.3, 702.143a), and may cast it for its foretell cost after the turn it
became foretold has ended (702.143d), which the casting rules read from its
status as they do for a card foretold by the special action (702.143a)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status

Clause = Callable[[Reading, Tree[Token]], Effect]


def exile_foretold(game: Game, obj_id: ObjectId) -> None:
    """702.143d: the object exiled face down, a foretold card, noted with the
    turn it became one (castable on a later turn); a token ceases to exist
    (111.7), a new object otherwise (400.7)."""
    obj = moves.find(game, obj_id)
    if obj is None or obj.zone is Zone.EXILE:
        return
    status = Status(face_down=FaceDown.FORETELL, foretold_turn=game.turn.number)
    moves.leave(game, obj, Zone.EXILE, status=status)


def sentence_foretold(reading: Reading, sentence: Tree[Token], clause: Clause) -> Effect:
    """A ``sentence_foretold``: its clauses, the last of which exiles "it"
    face down, then "It becomes foretold." (702.143d)."""
    (clauses,) = (c for c in sentence.children if isinstance(c, Tree))
    parts = [c for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    last = parts.pop()
    if last.data != "steal_it":
        raise Unreadable("'it becomes foretold' after no clause exiling it face down")
    before = [clause(reading, c) for c in parts]
    named = reading.objects(Tree("it", []))

    def foretold(res: Resolution) -> None:
        """406.3, 702.143d: "it" exiled face down, foretold (if it is still
        the same object, 400.7)."""
        for step in before:
            step(res)
        for obj in named(res):
            exile_foretold(res.game, obj)

    return foretold
