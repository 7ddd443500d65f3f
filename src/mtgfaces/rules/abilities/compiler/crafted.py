"""Compiled abilities of a crafted permanent about "the exiled cards used to
craft ~" (702.167c): the cards exiled to pay the cost of the craft ability
that put this very permanent onto the battlefield, still in exile (400.7),
found with :func:`mtgfaces.rules.abilities.support.used_to_craft`
(Cosmium Catalyst)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.abilities.support import used_to_craft
from mtgfaces.rules.state.abilities import Effect, Resolution


def cast_random_crafted(reading: Reading, _: Tree[Token]) -> Effect:
    """ "Choose an exiled card used to craft ~ at random. You may cast that
    card without paying its mana cost." (Cosmium Catalyst)."""
    if not reading.has_self:
        raise Unreadable("'the exiled cards used to craft ~' in a spell")

    def cast(res: Resolution) -> None:
        """702.167c: one of the cards still in exile that paid the craft
        cost of this very permanent (its last known information if it has
        left, 608.2h), chosen at random as the ability resolves; 608.2g,
        118.9: its controller may cast it without paying its mana cost, a
        land card not (305.9); none if no such card is left."""
        game = res.game
        if res.source is None:
            return
        cards = used_to_craft(game, res.source)
        if not cards:
            return
        obj = game.get(game.rng.choice(cards))
        if all("Land" in face.type_line for face in obj.card.faces):
            return
        cast_free(game, res.controller, obj, below=None, what=res.source_name, rule="118.9", zone=Zone.EXILE)

    return cast
