"""Compiled abilities of a crafted permanent about "the exiled cards used to
craft ~" (702.167c): the cards exiled to pay the cost of the craft ability
that put this very permanent onto the battlefield, still in exile (400.7),
found with :func:`mtgfaces.rules.abilities.support.used_to_craft`
(Cosmium Catalyst, The Grim Captain)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.moving import put_attacking
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.abilities.support import used_to_craft
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects


def cast_random_crafted(reading: Reading, _: Tree[Token]) -> Effect:
    """ "Choose an exiled card used to craft ~ at random. You may cast that
    card without paying its mana cost." (Cosmium Catalyst, The Grim Captain)."""
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


def put_crafted_attacking(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put an exiled creature card used to craft ~ onto the battlefield
    under your control tapped and attacking." (The Grim Captain)."""
    if not reading.has_self:
        raise Unreadable("'the exiled cards used to craft ~' in a spell")
    kinds = [" ".join(str(t) for t in p.children).title() for p in clause.find_data("card_type")]

    def put(res: Resolution) -> None:
        """702.167c: its controller chooses one of the cards of the type
        still in exile that paid this very permanent's craft cost (608.2d;
        face up, seen by all); 110.2, 508.4: it enters under their control
        tapped and attacking what ~ attacks. None if no such card is left."""
        game = res.game
        if res.source is None:
            return
        cards = [
            c
            for c in used_to_craft(game, res.source)
            if all(game.characteristics(c).has_type(k) for k in kinds)
        ]
        if not cards:
            return
        prompt = (
            f"{res.source_name}: which exiled card used to craft it to put onto the battlefield attacking?"
        )
        put_attacking(res, list(choose_objects(game, res.controller, "put", prompt, cards, 1, "702.167c")))

    return put


CLAUSES: dict[str, Builder] = {"put_crafted_attacking": put_crafted_attacking}
