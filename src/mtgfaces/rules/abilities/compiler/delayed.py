"""Sentences that make a delayed triggered ability (CR 603.7): "... at the
beginning of the next end step", "At the beginning of the next end step,
...", "... at end of combat, then ...", "When it dies this turn, ...",
"Whenever a creature enters the battlefield this turn, ..." (603.7c: each
time, until the turn ends); and the reflexive triggered abilities (603.12)
of "When you do, ...".

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

from mtgfaces.rules.abilities.compiler.objects import Objects, Reading, as_they_are_now, carried, choice
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, words
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.state.abilities import Delayed, Effect, Resolution
from mtgfaces.rules.state.delayed import (
    OBJECTS,
    PLAYER,
    SPELL_MANA_VALUE,
    SPELL_TYPES,
    DelayedTrigger,
    DelayedWhen,
)
from mtgfaces.rules.state.effects import Duration

ClauseReader = Callable[[Reading, Tree[Token]], Effect]
SentencesReader = Callable[[Reading, Tree[Token]], Effect]

_PHRASES = {
    DelayedWhen.NEXT_END_STEP: "at the beginning of the next end step",
    DelayedWhen.YOUR_NEXT_END_STEP: "at the beginning of your next end step",
    DelayedWhen.END_OF_COMBAT: "at end of combat",
    DelayedWhen.NEXT_UPKEEP: "at the beginning of the next upkeep",
    DelayedWhen.THAT_PLAYERS_NEXT_END_STEP: "at the beginning of the end step of that player's next turn",
    DelayedWhen.DIES_THIS_TURN: "when it dies this turn",
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN: "at the beginning of your next main phase this turn",
    DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN: (
        "until end of turn, whenever a creature you control deals combat damage to a player"
    ),
    DelayedWhen.CREATURE_ENTERS_THIS_TURN: "whenever a creature enters the battlefield this turn",
    DelayedWhen.REFLEXIVE: "when you do",
    DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN: "when you cast your next spell this turn",
}
_WHEN = {
    "next_end_step": DelayedWhen.NEXT_END_STEP,
    "your_next_end_step": DelayedWhen.YOUR_NEXT_END_STEP,
    "end_of_combat": DelayedWhen.END_OF_COMBAT,
    "next_upkeep": DelayedWhen.NEXT_UPKEEP,
    "that_players_next_end_step": DelayedWhen.THAT_PLAYERS_NEXT_END_STEP,
    "your_next_main_this_turn": DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN,
}
_THIS_TURN = (  # 603.7b: a stated duration
    DelayedWhen.DIES_THIS_TURN,
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN,
    DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN,
    DelayedWhen.CREATURE_ENTERS_THIS_TURN,
    DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN,
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
        _refuse_it(bodies, "'it' in 'whenever a creature you control deals combat damage': not noted")
    elif sentence.data == "delayed_whenever_enters":  # 603.7c, 603.6a: each time, this turn
        one_of, wanted, *bodies = parts
        if one_of.data != "any_one" or words(wanted) != "creature":
            raise Unreadable(f"'whenever {words(one_of)} {words(wanted)} enters ... this turn'")
        when = DelayedWhen.CREATURE_ENTERS_THIS_TURN
        bodies = [p for p in bodies if p.data == "clauses"]
        _refuse_it(bodies, "'it' in 'whenever a creature enters this turn': not noted")
    elif sentence.data == "delayed_next_spell":  # 601.2i: once, the first spell that fits, this turn
        when = DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN
        waits_for = _next_spell(sentence, parts[0])
        bodies = [p for p in parts if p.data == "clauses"]
        inner.cast_spell_noted = True  # "copy that spell": the spell cast (608.2h)
    else:
        time = next(p for p in parts if p.data in _WHEN)
        when = _WHEN[str(time.data)]
        bodies = [p for p in parts if p.data == "clauses"]
        if reading.exiled_face_down:
            # "those cards", "each card they exiled this way": the cards exiled
            # face down before, noted (603.7c); "it" names nothing here
            inner.exiled_face_down = True
        elif reading.dies_itself or reading.exiled_itself:
            # "return it": the card it became, noted before (400.7)
            inner.dies_itself, inner.exiled_itself = reading.dies_itself, reading.exiled_itself
        elif not reading.it_is_source:
            try:
                refers = as_they_are_now(reading.it_as_named())
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
    named_player = reading.named_player if when is DelayedWhen.THAT_PLAYERS_NEXT_END_STEP else None
    if when is DelayedWhen.THAT_PLAYERS_NEXT_END_STEP and named_player is None:
        raise Unreadable("'that player's next turn' with no one player named before")
    if inner.targets is not None or (inner.that_player and named_player is None):
        raise Unreadable("a target or 'that player' in a delayed triggered ability")
    if inner.delayed:
        raise Unreadable("a delayed triggered ability making another")
    if when is DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN:
        # "You may choose new targets for the copy." (707.10c): the next sentence, about the copy it makes
        reading.copy_offer = inner.copy_offer

    def later(res: Resolution) -> None:
        for step in done:
            step(res)

    part = len(reading.delayed)
    reading.delayed.append(Delayed(_PHRASES[when], when, later, f"603.7a, {when.rule}"))
    key = reading.key
    until = Duration.END_OF_TURN if when in _THIS_TURN else Duration.INDEFINITE

    def make(res: Resolution) -> None:
        """603.7a: make the delayed triggered ability, referring to the
        objects named now (603.7c)."""
        noted = dict(res.noted)
        if refers is not None:
            found = refers(res)
            if not found:
                return  # nothing for it to refer to: it would do nothing (603.7c)
            noted[OBJECTS] = ",".join(str(int(i)) for i in found)
        if when is DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN:
            noted.update(waits_for)
        if named_player is not None:  # "that player's next turn": the player named before (608.2h)
            players = named_player(res)
            if not players:
                return
            noted[PLAYER] = players[0]
        add_delayed(res, (when, key, part), noted, until)

    return make


def _next_spell(sentence: Tree[Token], spells: Tree[Token]) -> dict[str, str]:
    """ "your next [instant or sorcery] spell [with mana value N or less]":
    the card types and the mana value test the delayed trigger notes."""
    if any(isinstance(c, Tree) and c.data != "card_type" for c in spells.children):
        raise Unreadable(f"'your next {words(spells)} spell': only card types are read")
    kinds = [" ".join(str(t) for t in c.children).title() for c in spells.children if isinstance(c, Tree)]
    tokens = {t.type: str(t) for t in sentence.children if isinstance(t, Token)}
    waits_for = {SPELL_TYPES: ",".join(kinds)}
    if "INT" in tokens:  # 202.3: its mana value on the stack
        test = ">=" if tokens["MORE_LESS"] in ("greater", "more") else "<="
        waits_for[SPELL_MANA_VALUE] = f"{test}{tokens['INT']}"
    return waits_for


def _refuse_it(bodies: list[Tree[Token]], why: str) -> None:
    """603.7c: an ability that triggers each time notes nothing of the
    event, so "it" and "that card" in it name nothing."""
    named = {str(t.data) for body in bodies for t in body.iter_subtrees()}
    if named & {"it", "that_card", "its_controller"}:
        raise Unreadable(why)


def reflexive_sentence(reading: Reading, sentence: Tree[Token], read: SentencesReader) -> Effect:
    """603.12: "When you do, ...": a reflexive triggered ability, made as the
    effect's controller does what the sentence before offered ("you may
    sacrifice ...", "reveal any number of ..."; not if they chose not to).
    It triggers at once and is put on the stack the next time a player
    would receive priority (603.3), its targets chosen then (603.3d). Its
    words are read as their own ability's; the values the effect noted
    ("the sacrificed artifact's mana value", the cards revealed) are its."""
    if not reading.key:
        raise Unreadable("a reflexive triggered ability where the ability can't be found again")
    if not (reading.offered or reading.done_for_reflexive):
        raise Unreadable("'when you do' after nothing offered")
    offered = reading.offered
    (body,) = (c for c in sentence.children if isinstance(c, Tree))
    inner = Reading(has_self=reading.has_self, event_object=reading.event_object)
    inner.activated = reading.activated
    inner.sacrificed_noted = reading.sacrificed_noted
    effect = read(inner, Tree("effects", [body]))
    if inner.delayed:
        raise Unreadable("a reflexive triggered ability making another")
    if inner.targets is not None:
        effect = inner.checked_once(effect)
    targets = choice(inner.targets, reading.face) if inner.targets is not None else None
    part = len(reading.delayed)
    when = DelayedWhen.REFLEXIVE
    least = inner.targets.least if inner.targets is not None else 0
    reading.delayed.append(
        Delayed(f"{_PHRASES[when]}, {words(body)}", when, effect, "603.12", targets, least)
    )
    key = reading.key

    def make(res: Resolution) -> None:
        """603.12: made only if its controller did it."""
        if offered and res.noted.get("did") != "yes":
            return
        add_delayed(res, (when, key, part), carried(res.noted), Duration.INDEFINITE)

    return make


Which = tuple[DelayedWhen, str, int]
"""When a delayed triggered ability triggers, the key of the ability that
makes it, and which of that ability's delayed parts it is."""


def add_delayed(res: Resolution, which: Which, noted: dict[str, str], until: Duration) -> None:
    """603.7a, 603.12: make the delayed or reflexive triggered ability
    ``which`` says, controlled by this effect's controller (603.7d), its
    source this effect's (603.7e), with the values ``noted`` (603.7c)."""
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
    when, key, part = which
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
