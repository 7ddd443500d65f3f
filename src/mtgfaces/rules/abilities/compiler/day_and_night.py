"""Compiled effects of day and night (731) and of choosing permanents to
transform: "it becomes night" (731.1) and "transform any number of Human
Werewolves you control" (608.2d, 701.27a) — Tovolar, Dire Overlord. A
daybound or nightbound permanent chosen doesn't transform by the effect
(702.145b, e); it follows day and night after the action instead
(:mod:`mtgfaces.rules.actions.daybound`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import faces
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.daynight import become
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.values import DayNight


def it_becomes_day_or_night(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if parts[0].data != "it":
        raise Unreadable("only the game becomes day or night (731.1)")
    del reading
    word = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "DAY_OR_NIGHT")
    designation = DayNight.NIGHT if word == "night" else DayNight.DAY

    def becomes(res: Resolution) -> None:
        """731.1: the game gets the designation (nothing changes if it
        already has it: it has exactly one from then on)."""
        if res.game.turn.day_night is not designation:
            become(res.game, designation, "731.1", f"{res.source_name}'s ability")

    return becomes


def transform_any_number(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    # 205.3: "Human Werewolves": the noun's subtype, and each subtype before it too
    chosen = parts[0]
    also = tuple(str(c.children[0]) for c in chosen.children if isinstance(c, Tree) and c.data == "subtype")
    rest = [c for c in chosen.children if not (isinstance(c, Tree) and c.data == "subtype")]
    wanted = read_filter(Tree("filter_plural", rest))
    if not reading.has_self:
        raise Unreadable("'transform any number of' in a spell")
    words = " ".join((*also, wanted.words))

    def transform(res: Resolution) -> None:
        """608.2d, 701.27a: its controller chooses any number of the
        permanents that fit as it resolves (not targets: hexproof doesn't
        matter, 115.1), then each transforms; one that can't (a daybound one,
        702.145b) is ignored."""
        game = res.game
        found = [o for o in game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)]
        options = tuple(f"#{int(o.id)}" for o in found if set(also) <= set(game.characteristics(o).subtypes))
        if not options:
            return
        prompt = f"{res.source_name}: transform any number of {words}"
        question = Question(res.controller, "transform", prompt, options, 0, len(options), "608.2d")
        for word in ask(game, question, default=options):
            faces.transform(game, ObjectId(int(word[1:])), source=res.source)

    return transform


CLAUSES: dict[str, Builder] = {
    "it_becomes_day_or_night": it_becomes_day_or_night,
    "transform_any_number": transform_any_number,
}
