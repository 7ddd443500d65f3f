"""The top card of a library revealed, then put onto the battlefield with a
counter and a card type added (Arbiter of the Ideal): "Reveal the top card
of your library. If it's an artifact, creature, or land card, you may put
it onto the battlefield with a manifestation counter on it. That permanent
is an enchantment in addition to its other types." (701.20a, 122.1,
613.1d, 611.2c)."""

from __future__ import annotations

import re

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import became

_TYPE_WORDS = re.compile(r"artifact|creature|enchantment|land|planeswalker|battle")


def revealed_top_put_with_counter_as(reading: Reading, sentence: Tree[Token]) -> Effect:
    """701.20a: the top card of its controller's library is shown to every
    player; if it has one of the card types (205.2a; 712.8a: a card in a
    library has its front face's), they may put it onto the battlefield
    (609.3; 110.2a: under their control; 305.4: not played) with the
    counter (122.1, 614.1c); from then on, while it is that permanent
    (611.2c, 400.7), it has the card type added to its others (613.1d,
    205.1b). A card not put there stays on top of the library, revealed."""
    del reading
    wanted = [
        w.title()
        for t in sentence.children
        if isinstance(t, Token) and t.type == "TYPE_LIST"
        for w in _TYPE_WORDS.findall(str(t))
    ]
    (added_tree,) = (c for c in sentence.children if isinstance(c, Tree))
    added = " ".join(str(t) for t in added_tree.children).title()

    def reveal(res: Resolution) -> None:
        game, player = res.game, res.controller
        res.noted["did"] = "no"
        library = game.objects(Zone.LIBRARY, player)
        if not library:
            return  # 609.3: no card to reveal
        top = library[0]
        reveal_card(game, top, player)
        if not any(game.characteristics(top).has_type(w) for w in wanted):
            return
        prompt = f"{res.source_name}: put {top.card.name} onto the battlefield with a manifestation counter?"
        question = Question(player, "may", prompt, ("yes", "no"), 1, 1, "609.3", shown=(top.id,))
        if ask(game, question, default=("yes",)) != ("yes",):
            return
        moves.put_onto_battlefield(game, top.id, under=player, counters=(("manifestation", 1),))
        entered = [o for o in became(game.log, top.id, Zone.BATTLEFIELD.value) if o in game]
        if not entered:
            return  # 614: it went elsewhere instead
        res.noted["did"] = "yes"
        game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(add_types=(added,)),
                objects=(entered[-1],),
                player=player,
                note=f"{res.source_name}: an {added.lower()} in addition to its other types",
            )
        )

    return reveal


SENTENCES = {"revealed_top_put_with_counter_as": revealed_top_put_with_counter_as}
