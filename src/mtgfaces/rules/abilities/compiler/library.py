"""Compiled effects that look at a library: searching it (701.23), scry
(701.22) and surveil (701.25). The player looks at hidden cards, so each
question carries them as ``shown`` (:class:`~mtgfaces.rules.state.choices.Question`):
that player, and no other, sees and names them while it is asked."""

from __future__ import annotations

from collections.abc import Sequence

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.agenda import chosen_name
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.status import ObjectId

_FOUND = "found"  # the noted value that holds what a search found, for "reveal it", "put it ..."


def _ids(words: Sequence[str]) -> list[ObjectId]:
    return [ObjectId(int(word[1:])) for word in words]


def _found(res: Resolution) -> list[ObjectId]:
    """What the search found, still in the library (400.7)."""
    game = res.game
    found = [ObjectId(int(i)) for i in res.noted.get(_FOUND, "").split(",") if i]
    return [i for i in found if i in game and game.get(i).zone is Zone.LIBRARY]


def search(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    how_many, wanted_tree = parts
    most = 1
    if how_many.data == "up_to":
        (count,) = how_many.children
        assert isinstance(count, Tree)
        most = number(count)
    kept = [c for c in wanted_tree.children if not (isinstance(c, Tree) and c.data == "with_that_name")]
    named = len(kept) != len(wanted_tree.children)  # "cards with that name": the chosen name (607.2d)
    if named and not reading.chosen_name:
        raise Unreadable("'with that name' with no chosen name before it")
    wanted = read_filter(Tree(wanted_tree.data, kept), zone=Zone.LIBRARY)
    reading.searched = True

    def search_library(res: Resolution) -> None:
        """701.23a-b: look at every card of the library and find up to that
        many ("any number": all of them may be) that fit; with a stated
        quality, finding none is allowed."""
        game, player = res.game, res.controller
        library = game.objects(Zone.LIBRARY, player)
        chosen = chosen_name(game, res.source) if named else None
        fitting = tuple(
            f"#{int(o.id)}"
            for o in library
            if matches(res, o, wanted) and (not named or game.characteristics(o).has_name(chosen or ""))
        )
        limit = len(fitting) if how_many.data == "any_number" else most
        words = f"{wanted.words} named {chosen}" if named else wanted.words
        prompt = f"{res.source_name}: search your library for {words} (up to {limit})"
        question = Question(
            player,
            "search",
            prompt,
            fitting,
            0,
            min(limit, len(fitting)),
            "701.23a",
            shown=tuple(o.id for o in library),
        )
        picked = ask(game, question, default=fitting[:limit]) if fitting else ()
        res.noted[_FOUND] = ",".join(word[1:] for word in picked)

    return search_library


def search_either(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Search your library for an instant card and/or a sorcery card":
    up to one card of each (701.23a-b), found in turn; "them" is both."""
    first = search(reading, parts[:2], clause)
    second = search(reading, parts[2:], clause)

    def search_both(res: Resolution) -> None:
        first(res)
        found = res.noted.get(_FOUND, "")
        second(res)
        more = [i for i in res.noted.get(_FOUND, "").split(",") if i and i not in found.split(",")]
        res.noted[_FOUND] = ",".join(filter(None, [found, *more]))

    return search_both


def _needs_search(reading: Reading) -> None:
    if not reading.searched:
        raise Unreadable("'it' with no search before it")


def reveal_found(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_search(reading)

    def reveal(res: Resolution) -> None:
        """701.20a: the cards found are shown to every player."""
        for card in _found(res):
            reveal_card(res.game, res.game.get(card), res.controller)

    return reveal


def found_to(zone: Zone) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
        _needs_search(reading)
        tapped = any(isinstance(c, Token) and c.type == "TAPPED" for c in clause.children)

        def put(res: Resolution) -> None:
            """701.23a: the cards found go where the text says."""
            for card in _found(res):
                if zone is Zone.BATTLEFIELD:
                    moves.put_onto_battlefield(res.game, card, under=res.controller, tapped=tapped)
                else:
                    moves.move(res.game, card, zone)

        return put

    return build


def shuffle(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_search(reading)

    def shuffle_library(res: Resolution) -> None:
        """701.24a: the searched library is shuffled."""
        res.game.shuffle(res.controller)

    return shuffle_library


def graveyard_into_library(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])

    def shuffle_in(res: Resolution) -> None:
        """701.24a, 401.4: each player puts their graveyard into their library,
        then shuffles it."""
        game = res.game
        for player in players(res):
            for card in game.objects(Zone.GRAVEYARD, player):
                moves.move(game, card.id, Zone.LIBRARY)
            game.shuffle(player)

    return shuffle_in


def look_at_the_top(to_graveyard: bool) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
        del reading
        amounts = (c for c in clause.children if isinstance(c, Token) and c.type in ("INT", "X_AMOUNT"))
        written = str(next(amounts))

        def look(res: Resolution) -> None:
            """701.22a (scry): any number of the top N cards on the bottom, the
            rest on top in any order; 701.25a (surveil): into the graveyard
            instead of the bottom."""
            game, player = res.game, res.controller
            count = max(0, int(res.noted.get("x") or 0)) if written == "X" else int(written)  # 107.3
            top = game.objects(Zone.LIBRARY, player)[:count]
            if not top:
                return  # 701.22b, 701.25c: nothing to look at
            options = tuple(f"#{int(o.id)}" for o in top)
            shown = tuple(o.id for o in top)
            where = "into your graveyard" if to_graveyard else "on the bottom of your library"
            rule = "701.25a" if to_graveyard else "701.22a"
            away = ask(
                game,
                Question(
                    player,
                    "surveil" if to_graveyard else "scry",
                    f"{res.source_name}: put {where}",
                    options,
                    0,
                    len(options),
                    rule,
                    shown=shown,
                ),
                default=(),
            )
            left = [o for o in options if o not in away]
            kept: list[str] = []
            while len(left) > 1:  # "in any order": which goes on top next, one at a time
                prompt = f"{res.source_name}: which card goes on top of your library next (top first)?"
                (picked,) = ask(
                    game,
                    Question(player, "order", prompt, tuple(left), 1, 1, rule, shown=shown),
                    default=(left[0],),
                )
                kept.append(picked)
                left.remove(picked)
            kept += left
            on_top, off = _ids(kept), _ids(away)
            rest = [
                o.id for o in game.objects(Zone.LIBRARY, player) if o.id not in on_top and o.id not in off
            ]
            # 401.2, 701.22a: the kept cards on top in the order chosen, the others on the bottom
            game.reorder(Zone.LIBRARY, player, [*on_top, *rest, *off])
            if to_graveyard:
                for card in off:
                    moves.move(game, card, Zone.GRAVEYARD)

        return look

    return build
