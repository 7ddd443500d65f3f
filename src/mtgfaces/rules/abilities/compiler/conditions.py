"""Intervening "if" clauses of compiled triggered abilities (603.4): the
condition is checked as the ability would trigger (if false, it doesn't)
and again as it resolves (if false then, it does nothing)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Unreadable, number, read_filter
from mtgfaces.rules.actions.activating import fits
from mtgfaces.rules.state.abilities import Resolution, TargetFilter
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game

Condition = Callable[[Resolution], bool]


def read_condition(tree: Tree[Token]) -> Condition:
    """The test of a ``condition`` subtree, for the ability's controller."""
    kind = str(tree.data)
    parts = [c for c in tree.children if isinstance(c, Tree)]
    if kind == "you_control":
        least = _at_least(parts[0])
        wanted = _permanents(parts[1])

        def you_control(res: Resolution) -> bool:
            """ "if you control N or more [permanents]"."""
            game = res.game
            mine = game.objects(Zone.BATTLEFIELD, res.controller)
            return (
                sum(1 for o in mine if fits(game, res.controller, o, game.characteristics(o), wanted))
                >= least
            )

        return you_control
    if kind == "graveyard_size":
        least = _at_least(parts[0])
        return lambda res: len(res.game.objects(Zone.GRAVEYARD, res.controller)) >= least
    if kind == "life_at_most":
        most = int(str(next(c for c in tree.children if isinstance(c, Token))))
        return lambda res: res.game.player(res.controller).life <= most
    if kind == "gained_life":
        tokens = [c for c in tree.children if isinstance(c, Token)]
        least = int(str(tokens[0])) if tokens else 1
        return lambda res: _life_gained_this_turn(res.game, res.controller) >= least
    raise Unreadable(kind)


def _at_least(tree: Tree[Token]) -> int:
    (token,) = tree.children
    return number(Tree("many", [token])) if isinstance(token, Token) else 0


def _permanents(tree: Tree[Token]) -> TargetFilter:
    kind = str(tree.data)
    if kind == "creature_tokens":
        raise Unreadable("tokens: a filter of its own")
    if kind == "plural_subtype":
        (word,) = tree.children
        plural = str(word)
        # 205.3: a creature type, written in the plural ("Birds", "Wolves").
        singular = (
            plural[:-3] + "f" if plural.endswith("ves") else plural[:-1] if plural.endswith("s") else plural
        )
        return TargetFilter(plural, subtypes=(singular,))
    return read_filter(Tree("filter_plural", list(tree.children)))


def _life_gained_this_turn(game: Game, player: str) -> int:
    """119.9: the life the player gained this turn, from the log since the
    turn began (its untap step)."""
    gained = 0
    for event in reversed(game.log):
        if event.kind is EventKind.TURN_STEP and event.note == "untap":
            break
        if event.kind is EventKind.LIFE_CHANGED and event.player == player and event.note.startswith("+"):
            gained += int(event.note[1:])
    return gained
