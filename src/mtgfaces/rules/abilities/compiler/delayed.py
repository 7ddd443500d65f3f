"""Sentences that make a delayed triggered ability (CR 603.7): "... at the
beginning of the next end step", "At the beginning of the next end step,
...", "... at end of combat, then ...", "When it dies this turn, ...".

The sentence's clauses are read as their own ability's words: they are done
later, once (603.7c), by the ability the effect makes as it resolves,
controlled by the effect's controller (603.7d), its source the effect's
source (603.7e). "It" and "that card" in them are what the words before
named, noted as the ability is made (the card a target became, if it moved
in this resolution, 400.7); if that object changes zones before the ability
resolves, it is another object and the ability does nothing to it.
"""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Objects, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.state.abilities import Delayed, Effect, Resolution
from mtgfaces.rules.state.delayed import OBJECTS, DelayedTrigger, DelayedWhen
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.status import ObjectId

ClauseReader = Callable[[Reading, Tree[Token]], Effect]

_PHRASES = {
    DelayedWhen.NEXT_END_STEP: "at the beginning of the next end step",
    DelayedWhen.YOUR_NEXT_END_STEP: "at the beginning of your next end step",
    DelayedWhen.END_OF_COMBAT: "at end of combat",
    DelayedWhen.NEXT_UPKEEP: "at the beginning of the next upkeep",
    DelayedWhen.DIES_THIS_TURN: "when it dies this turn",
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN: "at the beginning of your next main phase this turn",
    DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN: (
        "until end of turn, whenever a creature you control deals combat damage to a player"
    ),
}
_WHEN = {
    "next_end_step": DelayedWhen.NEXT_END_STEP,
    "your_next_end_step": DelayedWhen.YOUR_NEXT_END_STEP,
    "end_of_combat": DelayedWhen.END_OF_COMBAT,
    "next_upkeep": DelayedWhen.NEXT_UPKEEP,
    "your_next_main_this_turn": DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN,
}
_THIS_TURN = (  # 603.7b: a stated duration
    DelayedWhen.DIES_THIS_TURN,
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN,
    DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN,
)


def delayed_sentence(reading: Reading, sentence: Tree[Token], read_clause: ClauseReader) -> Effect:
    """A ``delayed_after``, ``delayed_before`` or ``delayed_dies`` sentence:
    the effect that makes the delayed triggered ability (603.7a)."""
    if not reading.key:
        raise Unreadable("a delayed triggered ability where the ability can't be found again")
    parts = [c for c in sentence.children if isinstance(c, Tree)]
    inner = Reading(has_self=reading.has_self)
    inner.activated = reading.activated
    refers: Objects | None = None
    if sentence.data == "delayed_dies":  # 700.4: "when [it] dies this turn"
        subject, clauses = parts
        when = DelayedWhen.DIES_THIS_TURN
        refers = reading.objects(subject)
        # "return it": the card it became, noted as it triggers (400.7, 603.10a)
        inner.dies_itself, inner.event_object = True, "died"
        bodies = [clauses]
    elif sentence.data == "delayed_whenever":  # 603.7c: each time, until end of turn
        when = DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN
        bodies = parts
        named = {str(t.data) for body in parts for t in body.iter_subtrees()}
        if named & {"it", "that_card", "its_controller"}:
            raise Unreadable("'it' in 'whenever a creature you control deals combat damage': not noted")
    else:
        time = next(p for p in parts if p.data in _WHEN)
        when = _WHEN[str(time.data)]
        bodies = [p for p in parts if p.data == "clauses"]
        if reading.dies_itself or reading.exiled_itself:
            # "return it": the card it became, noted before (400.7)
            inner.dies_itself, inner.exiled_itself = reading.dies_itself, reading.exiled_itself
        elif not reading.it_is_source:
            try:
                refers = _current(reading.it_as_named())
                inner.delayed_objects = True
            except Unreadable:
                # "it" names nothing it could find again (a card that changed
                # zones): its words may say "~", but "it" isn't read
                inner.event_object = "died"
    done = [
        read_clause(inner, c)
        for body in bodies
        for c in body.children
        if isinstance(c, Tree) and c.data != "joiner"
    ]
    if inner.targets is not None or inner.that_player:
        raise Unreadable("a target or 'that player' in a delayed triggered ability")
    if inner.delayed:
        raise Unreadable("a delayed triggered ability making another")

    def later(res: Resolution) -> None:
        for step in done:
            step(res)

    part = len(reading.delayed)
    reading.delayed.append(Delayed(_PHRASES[when], when, later, f"603.7a, {when.rule}"))
    key = reading.key
    until = Duration.END_OF_TURN if when in _THIS_TURN else Duration.INDEFINITE

    def make(res: Resolution) -> None:
        """603.7a: make the delayed triggered ability, referring to the
        objects named now (603.7c), controlled by this effect's controller
        (603.7d), its source this effect's (603.7e)."""
        game = res.game
        card = res.card
        if card is None and res.source is not None:
            if res.source in game:
                card = game.get(res.source).card
            elif res.source in game.last_known:
                card = game.last_known[res.source].object.card
        if card is None:
            ignored(game, "603.7e", f"{res.source_name}: no source to make its delayed triggered ability")
            return
        noted = dict(res.noted)
        if refers is not None:
            found = refers(res)
            if not found:
                return  # nothing for it to refer to: it would do nothing (603.7c)
            noted[OBJECTS] = ",".join(str(int(i)) for i in found)
        game.add_delayed_trigger(
            DelayedTrigger(
                id=0,
                when=when,
                ability=key,
                part=part,
                controller=res.controller,
                source=res.source,
                source_name=res.source_name,
                card=card,
                since=0,
                noted=tuple(sorted(noted.items())),
                transformations=res.transformations,
                until=until,
            )
        )

    return make


def _current(objects: Objects) -> Objects:
    """The objects named, each as it is now: a target this resolution moved
    (exiled, 400.7) is the card it became."""

    def now(res: Resolution) -> list[ObjectId]:
        game, found = res.game, []
        for named in objects(res):
            latest, seen = named, {named}
            while latest not in game:
                after = became(game.log, latest)
                if not after or after[-1] in seen:
                    break
                latest = after[-1]
                seen.add(latest)
            if latest in game:
                found.append(latest)
        return found

    return now
