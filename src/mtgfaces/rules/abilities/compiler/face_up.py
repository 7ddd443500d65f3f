"""Compiled effects turning face-down permanents face up (708.7, 708.8):
"turn it face up if it's face down", "you may turn a permanent you control
face up" (Zimone, Mystery Unraveler), and what Zimone's first sentence asks,
"if this is the first time this ability has resolved this turn" (608.2c)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Objects, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import read_filter
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.status import ObjectId


def turn_face_up(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Turn it face up if it's face down.", "turn a permanent you control face up"."""
    objects = _one_face_down(parts[0]) if parts[0].data == "one_chosen" else reading.objects(parts[0])

    def turn_up(res: Resolution) -> None:
        """708.8, 708.7: each face-down one is turned face up by the effect
        (a manifested instant or sorcery card is revealed and stays face
        down, 701.40g); nothing happens to one that is face up."""
        for obj in objects(res):
            if res.game.get(obj).is_face_down:
                faces.turn_face_up(res.game, obj, using="effect")

    return turn_up


def _one_face_down(tree: Tree[Token]) -> Objects:
    """608.2d: "a permanent you control", chosen by the ability's controller
    as it resolves among the face-down ones that fit (a face-up one would
    turn face up to no effect, 708.7); none if there is none."""
    (phrase,) = (c for c in tree.children if isinstance(c, Tree))
    wanted = read_filter(phrase)

    def chosen(res: Resolution) -> list[ObjectId]:
        game = res.game
        where = wanted.zone or Zone.BATTLEFIELD
        down = [o for o in game.objects(where) if o.is_face_down and matches(res, o, wanted)]
        if not down:
            return []
        options = tuple(f"#{int(o.id)}" for o in down)
        prompt = f"{res.source_name}: which face-down permanent do you turn face up?"
        question = Question(res.controller, "turn_face_up", prompt, options, 1, 1, "608.2d")
        return [ObjectId(int(word[1:])) for word in ask(game, question, default=options[:1])]

    return chosen


def first_resolution(reading: Reading) -> Callable[[Resolution], bool]:
    """ "If this is the first time this ability has resolved this turn"
    (608.2c): no ability this source put on the stack with this text
    (``reading.key``) left the stack resolving this turn before this one
    (608.2n; a countered one didn't resolve, 701.6a). The turn starts at its
    untap step."""
    key = reading.key

    def first(res: Resolution) -> bool:
        log = res.game.log
        start = next(
            (
                at
                for at in range(len(log) - 1, -1, -1)
                if log[at].kind is EventKind.TURN_STEP and log[at].note == Step.UNTAP.value
            ),
            0,
        )
        mine: set[ObjectId] = set()
        resolved = 0
        for event in log[start:]:
            if (
                event.kind is EventKind.ABILITY_TRIGGERED
                and event.new_object == res.source
                and event.note == key
            ):
                if event.object is not None:
                    mine.add(event.object)
            elif event.kind is EventKind.CEASED_TO_EXIST and event.rule == "608.2n" and event.object in mine:
                resolved += 1
        return resolved <= 1  # this one has left the stack too (608.2n)

    return first


def face_down_entered_or_turned_up(res: Resolution) -> bool:
    """ "a permanent entered the battlefield face down under your control
    this turn or you turned a permanent face up this turn" (Oblivious
    Bookworm), from the turn's events: a permanent put onto the battlefield
    face down under its controller's control (708.3, 110.2), or one of theirs
    turned face up (708.8, 702.37e), this turn (since its untap step)."""
    game, you = res.game, res.controller
    log = game.log[turn_start(game) :]
    for at, event in enumerate(log):
        if event.player != you or event.object is None:
            continue
        if event.kind is EventKind.TURNED_FACE_UP:
            return True
        if event.kind is EventKind.ENTERED_BATTLEFIELD and _entered_face_down(game, event.object, log[at:]):
            return True
    return False


def _entered_face_down(game: Game, entered: ObjectId, since: list[Event]) -> bool:
    """708.3: whether the permanent ``entered`` (its ENTERED_BATTLEFIELD event
    first in ``since``) was face down as it entered: the event says so, or
    the first later change of its face is a turning face up (708.8) or its
    face-down reveal as it left (708.9); with none, it is face down now."""
    first, *later = since
    if first.rule == "708.3" or first.note.startswith("face down"):
        return True
    for event in later:
        if event.object != entered:
            continue
        if event.kind is EventKind.TURNED_FACE_DOWN:
            return False
        if event.kind is EventKind.TURNED_FACE_UP or (
            event.kind is EventKind.REVEALED and event.rule == "708.9"
        ):
            return True
    return entered in game and game.get(entered).is_face_down
