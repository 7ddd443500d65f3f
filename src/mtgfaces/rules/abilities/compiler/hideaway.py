"""Hideaway (CR 702.75): "Hideaway N" means "When this permanent enters,
look at the top N cards of your library. Exile one of them face down and
put the rest on the bottom of your library in a random order. The exiled
card gains 'The player who controls the permanent that exiled this card
may look at this card in the exile zone.'" (702.75a). Cards printed with
"Hideaway" and no number have the errata "Hideaway 4" and "This permanent
enters tapped." (702.75b; the entering rules read that,
:mod:`mtgfaces.rules.actions.entering`).

The exiled card is linked to the permanent (607.2a: "the exiled card",
"cards exiled with ~"); who may look at it is read from that link by the
views (:func:`mtgfaces.rules.state.views.may_look`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.digging import EXILED_WITH
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.events import Event, EventKind, became
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.views import HIDDEN_AWAY

OLD_HIDEAWAY = 4
"""702.75b: how many cards a "Hideaway" with no number looks at."""


def build_hideaway(tree: Tree[Token], face: str, line: str) -> Triggered:
    """702.75a: the triggered ability "Hideaway N" stands for."""
    written = [int(str(t)) for t in tree.children if isinstance(t, Token) and t.type == "INT"]
    count = written[0] if written else OLD_HIDEAWAY

    def hide(res: Resolution) -> None:
        """702.75a: the top N cards looked at (shown to their player only),
        one exiled face down and linked to the permanent (607.2a), the rest
        on the bottom in a random order."""
        game, player = res.game, res.controller
        top = [o.id for o in game.objects(Zone.LIBRARY, player)[:count]]
        if not top:
            return
        options = tuple(f"#{int(i)}" for i in top)
        prompt = f"{res.source_name}: hideaway: which card to exile face down?"
        question = Question(player, "hideaway", prompt, options, 1, 1, "702.75a", shown=tuple(top))
        (picked,) = ask(game, question, default=options[:1])
        chosen = ObjectId(int(picked[1:]))
        moves.move(game, chosen, Zone.EXILE, face_down=True)
        source = res.source
        if source is not None:
            for card in became(game.log, chosen, Zone.EXILE.value):
                for note in (EXILED_WITH, HIDDEN_AWAY):
                    link = Event(
                        EventKind.EFFECT_ADDED, object=card, new_object=source, player=player, note=note
                    )
                    game.record(link._replace(rule="607.2a" if note == EXILED_WITH else "702.75a"))
        rest = [i for i in top if i != chosen]
        game.rng.shuffle(rest)
        for card in rest:
            moves.move(game, card, Zone.LIBRARY, position="bottom")

    return Triggered(face, line, EventKind.ENTERED_BATTLEFIELD, _itself_entered, hide, "702.75a")


def _itself_entered(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id
