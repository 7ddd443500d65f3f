"""Compiled copy effects (issue 17):

- "You may have ~ enter the battlefield as a copy of [a permanent], except
  it's a [subtype] in addition to its other types." (CR 614.1c, 707.2,
  707.9a-b): a replacement effect as it enters; the copied values include
  the added subtypes, so a later copy of it copies them too;
- "Create a token that's a copy of target creature you control." (707.2,
  111.2): under the copy effect's controller;
- "Copy target instant or sorcery spell [with mana value 4 or less]. You
  may choose new targets for the copy." (707.10, 707.10c, 115.7d): the
  copy is put onto the stack under the copy effect's controller, not cast;
- "Copy that card. You may cast the copy without paying its mana cost."
  (707.12, 118.9): a copy of the card the clause before exiled, created in
  exile and cast as the ability resolves, or gone (704.5e).
"""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import moving
from mtgfaces.rules.abilities.compiler.conditions import EXILED_THIS_WAY
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import NUMBER_WORDS, Unreadable, read_filter, singular
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.actions import copying
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import AsEnters, Effect, Resolution, TargetFilter
from mtgfaces.rules.state.choices import choose_objects, may
from mtgfaces.rules.state.copies import CopyExceptions
from mtgfaces.rules.state.delayed import CAST_SPELL
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId, Target


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


class NewTargets:
    """Whether "You may choose new targets for the copy" follows a copy
    clause: the sentence after it says so, read after the clause was built."""

    __slots__ = ("offered",)

    def __init__(self) -> None:
        self.offered = False


def copy_target_spell(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.10: "copy target instant or sorcery spell": its controller (the
    copy effect's) puts a copy of it onto the stack, with what was decided
    for it (modes, X, targets); only while it is still a legal target
    (608.2b)."""
    return _copy(reading, reading.aim(moving.target_spell(parts, clause)))


def copy_that_spell(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.10: "copy that spell": the target spell a clause before named
    (Odds: "counter target instant or sorcery spell. ... copy that spell"),
    if still a legal target (608.2b)."""
    if not reading.words and reading.cast_spell_noted:  # in a cast trigger: the spell cast (603.2)
        return copy_the_cast_spell(reading, parts, clause)
    del parts, clause
    if reading.several_words or not reading.words:
        raise Unreadable("'that spell' with no one target word before")
    (word,) = reading.words
    if word.filter is None or word.filter.zone is not Zone.STACK or word.filter.ability:
        raise Unreadable("'that spell' after a target that isn't a spell")
    return _copy(reading, reading.chosen(0))


def copy_the_cast_spell(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.10: "[you may] copy it" in a trigger on casting a spell: the spell
    whose casting triggered it (603.2, 608.2h), if it is still on the stack."""
    del parts, clause
    if not reading.cast_spell_noted:
        raise Unreadable("'copy it' with no spell cast that triggered it")

    def the_spell(res: Resolution) -> list[Target]:
        noted = res.noted.get(CAST_SPELL, "")
        spell = ObjectId(int(noted)) if noted.isdigit() else None
        if spell is None or spell not in res.game or res.game.get(spell).zone is not Zone.STACK:
            return []
        return [spell]

    return _copy(reading, the_spell)


def _copy(reading: Reading, chosen: Callable[[Resolution], list[Target]]) -> Effect:
    offer = NewTargets()
    reading.copy_offer = offer

    def copy(res: Resolution) -> None:
        for target in chosen(res):
            if not isinstance(target, str):
                copying.copy_spell(res.game, target, controller=res.controller, new_targets=offer.offered)

    return copy


def new_targets_for_copy(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.10c, 115.7d: "you may choose new targets for the copy": the copy
    the clause just before made may have its targets changed, decided as it
    is put onto the stack (so this clause itself does nothing more)."""
    del parts, clause
    if reading.copy_offer is None:
        raise Unreadable("'choose new targets for the copy' after no copy")
    reading.copy_offer.offered = True
    reading.copy_offer = None
    return _nothing


def _nothing(res: Resolution) -> None:
    """What was said is done by the clause before."""
    del res


def create_token_copy_of(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.2, 111.2: "create a token that's a copy of [objects]": a token
    copy of each, under this effect's controller (a copy of a double-faced
    permanent is double-faced, 707.8a); none of one no longer there (608.2b)."""
    objects = reading.objects(parts[0])
    added = tuple(singular(str(t)) for t in clause.children if isinstance(t, Token) and t.type == "TYPE")
    exceptions = CopyExceptions(add_subtypes=added) if added else None  # 707.9b: part of the copied values
    attacking = any(isinstance(t, Token) and t.type == "TAPPED_AND_ATTACKING_WORDS" for t in clause.children)
    if attacking:
        if not reading.it_is_source:
            raise Unreadable("a tapped and attacking token copy of anything but ~")
        reading.event_object = "entered"  # "that token": the one just created (608.2h)

    def create(res: Resolution) -> None:
        for obj in objects(res):
            before = len(res.game.log)
            copying.create_token_copy(res.game, obj, controller=res.controller, exceptions=exceptions)
            if attacking:
                _tapped_and_attacking(res, before)

    return create


def _tapped_and_attacking(res: Resolution, before: int) -> None:
    """508.4: the token copy just created is tapped and attacking, never
    declared as an attacker, attacking what its source attacks (the first
    opponent if it attacks nothing now); noted as "that token"."""
    game = res.game
    made = [e.object for e in game.log[before:] if e.kind is EventKind.TOKEN_CREATED and e.object in game]
    for token in made:
        assert token is not None
        source = res.source_object(Zone.BATTLEFIELD)
        target = source.status.attacking if source is not None else None
        target = target if target is not None else next(iter(game.opponents(res.controller)), None)
        now = game.get(token)
        game.replace(now._replace(status=now.status._replace(tapped=True, attacking=target)))
        res.noted["object"] = str(int(token))


def create_token_copies_of(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.2, 111.2: "create two tokens that are copies of [it]": that many
    token copies of each, under this effect's controller (a copy of a
    prototyped permanent is prototyped too, 718.3d); none of one no longer
    there (608.2b)."""
    objects = reading.objects(parts[0])
    (word,) = (str(t) for t in clause.children if isinstance(t, Token) and t.type == "NUMBER_WORD")
    count = NUMBER_WORDS[word]

    def create(res: Resolution) -> None:
        for obj in objects(res):
            for _ in range(count):
                copying.create_token_copy(res.game, obj, controller=res.controller)

    return create


COPIES = "copies of cards"
"""The key, in a resolution's noted values, of the copies of cards the last
"copy that card" clause made (707.12), for "you may cast the copy"."""


def copy_that_card(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.12: "copy that card": a copy of each card the "exile" clause
    before put into exile (the new object it became, 400.7), created in
    exile under this effect's controller, to be cast by the clause after."""
    del parts, clause
    if not reading.exiled_noted:
        raise Unreadable("'copy that card' with no card exiled before")
    reading.card_copied = True

    def copy(res: Resolution) -> None:
        game, made = res.game, []
        for card in (ObjectId(int(i)) for i in res.noted.get(EXILED_THIS_WAY, "").split(",") if i):
            outcome = copying.copy_card(game, card, controller=res.controller)
            made += [int(e.new_object) for e in outcome.of(EventKind.CARD_COPIED) if e.new_object is not None]
        res.noted[COPIES] = ",".join(str(i) for i in made)

    return copy


def cast_the_copy(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """707.12, 118.9, 608.2g: "you may cast the copy without paying its
    mana cost": as this resolves (no timing rule applies), its controller
    may cast the copy the clause before made (its face or half, and its
    targets, as :func:`~mtgfaces.rules.abilities.free_casts.cast_free`
    asks); a copy not cast ceases to exist (704.5e), at once: nothing could
    see it before the state-based action would. Whether one was cast is
    noted for "If you do" (608.2c)."""
    del parts, clause
    if not reading.card_copied:
        raise Unreadable("'cast the copy' with no card copied before")
    reading.card_copied = False

    def cast(res: Resolution) -> None:
        game, done = res.game, False
        for copy in (ObjectId(int(i)) for i in res.noted.get(COPIES, "").split(",") if i):
            if copy not in game:
                continue
            obj = game.get(copy)
            what = res.source_name
            if cast_free(game, res.controller, obj, below=None, what=what, rule="707.12", zone=obj.zone):
                done = True
            elif copy in game:
                game.remove(copy, rule="704.5e")
        res.noted["did"] = "yes" if done else "no"

    return cast
