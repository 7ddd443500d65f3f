"""Compiled "You may have ~ enter the battlefield as a copy of [a permanent],
except it's a [subtype] in addition to its other types." (CR 614.1c, 707.2,
707.9a-b, issue 17): a replacement effect as it enters; the copied values
include the added subtypes, so a later copy of it copies them too."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.phrases import read_filter, singular
from mtgfaces.rules.actions import copying
from mtgfaces.rules.actions.activating import fits
from mtgfaces.rules.state.abilities import AsEnters, TargetFilter
from mtgfaces.rules.state.choices import choose_objects, may
from mtgfaces.rules.state.copies import CopyExceptions
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject


def enter_as_copy(tree: Tree[Token], face: str, line: str) -> AsEnters:
    (copied,) = (c for c in tree.children if isinstance(c, Tree) and str(c.data).startswith("copied_"))
    filters = [c for c in copied.children if isinstance(c, Tree)]
    wanted = (
        read_filter(filters[0])
        if filters
        else TargetFilter("creature on the battlefield", types=("Creature",))
    )
    added = tuple(singular(str(t)) for t in tree.children if isinstance(t, Token) and t.type == "TYPE")
    exceptions = CopyExceptions(add_subtypes=added) if added else None

    def enters(game: Game, permanent: GameObject) -> None:
        """614.1c: as it enters, its controller may choose a permanent that
        fits; it enters as a copy of it (707.2), the exceptions part of the
        copied values (707.9b); with none chosen, it enters as itself."""
        controller = game.controller(permanent)
        candidates = [
            o.id
            for o in game.objects(Zone.BATTLEFIELD)
            if o.id != permanent.id and fits(game, controller, o, game.characteristics(o), wanted)
        ]
        if not candidates or not may(game, controller, f"{face}: enter as a copy of {wanted.words}?"):
            return
        (chosen,) = choose_objects(
            game,
            controller,
            "copy",
            f"{face}: enter as a copy of which {wanted.words}?",
            candidates,
            1,
            "707.2",
        )
        copying.become_copy(game, permanent.id, chosen, exceptions=exceptions)

    return AsEnters(face, line, enters, "614.1c")
