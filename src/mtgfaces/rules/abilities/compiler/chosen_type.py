"""Compiled spell text about a creature type chosen as it resolves
(205.3m, 608.2d): "Choose a creature type. Return up to two creature cards
of that type from your graveyard to the battlefield. If this spell was
foretold, return all creature cards of that type from your graveyard to the
battlefield instead." (Haunting Voyage). The type is noted as the
controller chooses it; "of that type" reads it (608.2h). The cards are
chosen as the sentence is done, none of them a target (115.1), and put onto
the battlefield under their owner's control (110.2a: the cards of your
graveyard are yours)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.changing import chosen_creature_type
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetFilter
from mtgfaces.rules.state.choices import Question, ask, token
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId

_CHOSEN_TYPE = "chosen type"


def choose_creature_type(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.chose_type = True

    def choose(res: Resolution) -> None:
        """205.3m, 608.2d: its controller chooses a creature type now."""
        res.noted[_CHOSEN_TYPE] = chosen_creature_type(res)

    return choose


def _of_that_type(reading: Reading, parts: list[Tree[Token]]) -> TargetFilter:
    if not reading.chose_type:
        raise Unreadable("'of that type' with no creature type chosen before")
    wanted = read_filter(parts[-1], zone=Zone.GRAVEYARD)._replace(whose="you")  # 404.2: your graveyard
    if wanted.types != ("Creature",) or wanted.subtypes:
        raise Unreadable("'[kind] cards of that type': only creature cards")
    return wanted


def _theirs_of_that_type(res: Resolution, wanted: TargetFilter) -> list[ObjectId]:
    """The creature cards of the chosen type in the controller's graveyard."""
    game = res.game
    chosen = res.noted.get(_CHOSEN_TYPE, "")
    return [
        o.id
        for o in game.objects(Zone.GRAVEYARD, res.controller)
        if matches(res, o, wanted) and chosen in game.characteristics(o).subtypes
    ]


def _onto_the_battlefield(game: Game, cards: list[ObjectId]) -> None:
    for card in cards:
        moves.put_onto_battlefield(game, card)  # 110.2a: under its owner's control


def return_up_to_of_that_type(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    most = number(parts[0])
    wanted = _of_that_type(reading, parts)

    def return_up_to(res: Resolution) -> None:
        """608.2d: its controller chooses up to N of them (115.1: not targets)."""
        game = res.game
        candidates = _theirs_of_that_type(res, wanted)
        if not candidates:
            return
        options = tuple(token(c) for c in candidates)
        prompt = f"{res.source_name}: return up to {most} creature cards of the chosen type"
        question = Question(res.controller, "return", prompt, options, 0, min(most, len(options)), "608.2d")
        picked = ask(game, question, default=options[:most])
        _onto_the_battlefield(game, [ObjectId(int(word[1:])) for word in picked])

    return return_up_to


def return_all_of_that_type(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    wanted = _of_that_type(reading, parts)

    def return_all(res: Resolution) -> None:
        """611.2c: all of them, found as it resolves, at once."""
        _onto_the_battlefield(res.game, _theirs_of_that_type(res, wanted))

    return return_all


CLAUSES: dict[str, Builder] = {
    "choose_creature_type": choose_creature_type,
    "return_up_to_of_that_type": return_up_to_of_that_type,
    "return_all_of_that_type": return_all_of_that_type,
}
