"""Compiled effects that dig into the top of a library: "look at the top
four cards of your library. You may reveal a creature card from among them
and put it into your hand. Put the rest on the bottom of your library in a
random order." (701.20a, 401.4), and impulse draw: "exile the top card of
your library. You may play that card this turn." (601.3, 305.1, 611.2a).

The cards looked at are hidden from everyone else: each question about them
carries them as ``shown`` (:class:`~mtgfaces.rules.state.choices.Question`),
so only their player sees and names them while it is asked."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.actions import manifesting, moves
from mtgfaces.rules.actions.activating import EXILED_TO_PAY, EXILED_WITH, exiled_with_source, link_exiled_card
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.state.abilities import Effect, Resolution, TriggerCheck
from mtgfaces.rules.state.choices import Question, ask, choose_objects
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.looking import allow_to_look
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId

_LOOKED = "looked"  # the noted ids of the cards looked at, for "from among them" and "the rest"
# The noted ids of the cards exiled from the top, for "that card", "those cards";
# the same key as a cost's exiled card (Primordial Mist), so "play that card" reads either.
_EXILED = EXILED_TO_PAY
_NUMBERS = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def _count(clause: Tree[Token]) -> int:
    for child in clause.children:
        if isinstance(child, Token) and child.type == "NUMBER_WORD":
            return _NUMBERS[str(child)]
    return 1


def _noted(res: Resolution, key: str, zone: Zone) -> list[ObjectId]:
    """The noted cards still in ``zone`` (a card that moved is a new object, 400.7)."""
    game = res.game
    ids = [ObjectId(int(i)) for i in res.noted.get(key, "").split(",") if i]
    return [i for i in ids if i in game and game.get(i).zone is zone]


def looked_cards(res: Resolution) -> list[ObjectId]:
    """401.4: the cards "look at the top N cards" noted, still in the library."""
    return _noted(res, _LOOKED, Zone.LIBRARY)


def look_at_top(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    count = _count(clause)
    reading.looked = True
    reading.looked_one = count == 1

    def look(res: Resolution) -> None:
        """401.4: the top N cards of the library, looked at where they are."""
        top = res.game.objects(Zone.LIBRARY, res.controller)[:count]
        res.noted[_LOOKED] = ",".join(str(int(o.id)) for o in top)

    return look


def _the_looked_card(res: Resolution) -> ObjectId | None:
    """The one card looked at, if it is still on top of the library (400.7)."""
    looked = _noted(res, _LOOKED, Zone.LIBRARY)
    return looked[0] if len(looked) == 1 else None


def looked_onto_battlefield_if(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Look at the top card of your library. You may put it onto the
    battlefield if it's a creature card." (401.4, 110.2): not done ("if you
    don't" follows) when it isn't one."""
    if not reading.looked_one or _found(clause) != "it":
        raise Unreadable("'put it onto the battlefield' with no one card looked at")
    wanted = " ".join(str(t) for t in parts[0].children).title()

    def put(res: Resolution) -> None:
        card = _the_looked_card(res)
        if card is None or not res.game.characteristics(card).has_type(wanted):
            res.noted["did"] = "no"
            return
        moves.put_onto_battlefield(res.game, card, under=res.controller)
        res.noted["did"] = "yes"

    return put


def looked_onto_battlefield_if_its(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "Look at the top card of your library. If it's a land card, you may
    put it onto the battlefield." (401.4, 608.2c, 609.3): asked, with the
    card shown to its player only, when it is one; "if you don't" follows."""
    test, clauses = (c for c in sentence.children if isinstance(c, Tree))
    done = [c for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    if not reading.looked_one or done[0].data != "may":
        raise Unreadable("'if it's a ... card, you may' with no one card looked at")
    kinds = (c for c in test.children if isinstance(c, Tree))
    wanted = [" ".join(str(t) for t in card_type.children).title() for card_type in kinds]
    if [c.data for c in clauses.children if isinstance(c, Tree)] == ["may", "joiner", "found_to_hand"]:
        return _looked_revealed_to_hand_if_its(reading, done, wanted)
    if len(done) != 1:
        raise Unreadable("'if it's a ... card, you may' with more than one clause")
    (inner,) = done[0].children
    if not isinstance(inner, Tree) or inner.data != "found_to_battlefield" or _found(inner) != "it":
        raise Unreadable("'if it's a ... card, you may' with anything but putting it onto the battlefield")
    if any(isinstance(t, Token) and t.type == "TAPPED" for t in inner.children):
        raise Unreadable("'onto the battlefield tapped' isn't read here")
    reading.offered = True

    def put(res: Resolution) -> None:
        card = _looked_card_taken(res, wanted, "put the card you looked at onto the battlefield?")
        if card is not None:
            moves.put_onto_battlefield(res.game, card, under=res.controller)

    return put


def _looked_revealed_to_hand_if_its(reading: Reading, done: list[Tree[Token]], wanted: list[str]) -> Effect:
    """ "If it's an artifact or creature card, you may reveal it and put it
    into your hand." (401.4, 608.2c, 609.3, 701.20a): asked, with the card
    shown to its player only, when it is one of those; revealed to every
    player, then put into the hand. "If you put a card into your hand this
    way" follows ("did")."""
    (reveal,) = done[0].children
    if (
        not isinstance(reveal, Tree)
        or reveal.data != "reveal_found"
        or {_found(reveal), _found(done[1])} != {"it"}
    ):
        raise Unreadable("'you may reveal it and put it into your hand' of anything but the card looked at")
    reading.offered = True

    def to_hand(res: Resolution) -> None:
        card = _looked_card_taken(res, wanted, "reveal the card you looked at and put it into your hand?")
        if card is not None:
            reveal_card(res.game, res.game.get(card), res.controller)
            moves.move(res.game, card, Zone.HAND)

    return to_hand


def _looked_card_taken(res: Resolution, wanted: list[str], offer: str) -> ObjectId | None:
    """The card looked at, if it is one of the ``wanted`` card types and its
    player says yes to the ``offer`` (609.3), asked with the card shown to
    them only (401.4); noted "did" either way (608.2c: "if you do")."""
    game = res.game
    card = _the_looked_card(res)
    # 401.2, 712.8a: a card in a library has its front face's characteristics
    taken = card is not None and any(game.characteristics(card).has_type(w) for w in wanted)
    if card is not None and taken:
        question = Question(
            res.controller, "may", f"{res.source_name}: {offer}", ("yes", "no"), 1, 1, "609.3", shown=(card,)
        )
        taken = ask(game, question, default=("yes",)) == ("yes",)
    res.noted["did"] = "yes" if taken else "no"
    return card if taken else None


def looked_to_graveyard(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Look at the top card of your library. You may put it into your
    graveyard." (401.4): the one card looked at, if it is still there (400.7)."""
    if not reading.looked_one or _found(clause) != "it":
        raise Unreadable("'put it into your graveyard' with no one card looked at")

    def to_graveyard(res: Resolution) -> None:
        card = _the_looked_card(res)
        if card is not None:
            moves.move(res.game, card, Zone.GRAVEYARD)

    return to_graveyard


def looked_to_hand_if_not(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "If you don't, put it into your hand." (608.2c): the card looked at,
    when it wasn't put onto the battlefield."""
    if not reading.looked_one or not reading.offered or _found(sentence) != "it":
        raise Unreadable("'if you don't' with no one card looked at and offered")

    def to_hand(res: Resolution) -> None:
        card = _the_looked_card(res)
        if res.noted.get("did") != "yes" and card is not None:
            moves.move(res.game, card, Zone.HAND)

    return to_hand


def _found(tree: Tree[Token]) -> str:
    return next((str(t) for t in tree.children if isinstance(t, Token) and t.type == "FOUND"), "")


def _needs_look(reading: Reading) -> None:
    if not reading.looked:
        raise Unreadable("'from among them' with nothing looked at")


def from_among(zone: Zone) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
        return dig(reading, parts, clause, zone=zone, optional=False)

    return build


def dig(
    reading: Reading, parts: list[Tree[Token]], clause: Tree[Token], *, zone: Zone, optional: bool
) -> Effect:
    """'[You may] reveal a creature card from among them and put it into your
    hand', '... put a land card from among them onto the battlefield tapped'."""
    _needs_look(reading)
    wanted = read_filter(parts[0], zone=Zone.LIBRARY)
    reveal = clause.data == "reveal_from_among"
    tapped = any(isinstance(c, Token) and c.type == "TAPPED" for c in clause.children)
    # 614.1c: what a later sentence says the card enters with ("If that card has ...")
    entering: list[EnteringWith] = []
    reading.dug_entering = entering if zone is Zone.BATTLEFIELD else None

    def take(res: Resolution) -> None:
        """608.2c, 701.20a: one card that fits, chosen among those looked at
        (none when "you may", or when none fits); revealed if the text says."""
        game, player = res.game, res.controller
        looked = _noted(res, _LOOKED, Zone.LIBRARY)
        fitting = tuple(f"#{int(i)}" for i in looked if matches(res, game.get(i), wanted))
        if not fitting:
            return
        where = "into your hand" if zone is Zone.HAND else "onto the battlefield"
        prompt = f"{res.source_name}: put {wanted.words} from among them {where}"
        question = Question(
            player, "dig", prompt, fitting, 0 if optional else 1, 1, "608.2c", shown=tuple(looked)
        )
        picked = ask(game, question, default=fitting[:1])
        for word in picked:
            card = ObjectId(int(word[1:]))
            if reveal:
                reveal_card(game, game.get(card), player)
            if zone is Zone.BATTLEFIELD:
                counters = tuple(c for told in entering for c in told(res, game.get(card)))
                moves.put_onto_battlefield(game, card, under=player, tapped=tapped, counters=counters)
            else:
                moves.move(game, card, zone)

    return take


EnteringWith = Callable[[Resolution, GameObject], tuple[tuple[str, int], ...]]
"""What a card put onto the battlefield from among those looked at enters
with, decided as it is put there (614.1c): counters of a kind."""


def dug_enters_with(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "If that card has mana value 3 or less, it enters with three
    additional +1/+1 counters on it." after "put a creature card from among
    them onto the battlefield": a replacement effect the resolving spell
    makes (614.1c), applied as the card enters; the card's mana value is
    read where it is, before it moves (202.3: a modal double-faced card's
    front face's). Nothing is done in its own place."""
    if reading.dug_entering is None:
        raise Unreadable("'it enters with' after no card put onto the battlefield from among them")
    tokens = [str(t) for t in sentence.children if isinstance(t, Token)]
    limit, more_less, many, kind = int(tokens[1]), tokens[2], tokens[3], tokens[4]
    test = Comparison(">=" if more_less in ("greater", "more") else "<=", limit)
    count = number(Tree("many", [Token("NUMBER_WORD", many)]))

    def told(res: Resolution, card: GameObject) -> tuple[tuple[str, int], ...]:
        if test.test(res.game.characteristics(card).mana_value):
            return ((kind, count),)
        return ()

    reading.dug_entering.append(told)
    return lambda _: None


def one_to_hand_other_to_graveyard(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Look at the top two cards of your library. Put one into your hand
    and the other into your graveyard."."""
    _needs_look(reading)

    def split(res: Resolution) -> None:
        """608.2c: its controller chooses the one for the hand, the rest go to
        the graveyard; the cards are shown only to that player."""
        game, player = res.game, res.controller
        looked = _noted(res, _LOOKED, Zone.LIBRARY)
        if not looked:
            return
        prompt = f"{res.source_name}: which card goes into your hand?"
        (kept,) = choose_objects(game, player, "dig", prompt, looked, 1, "608.2c", shown=True)
        moves.move(game, kept, Zone.HAND)
        for card in looked:
            if card != kept:
                moves.move(game, card, Zone.GRAVEYARD)

    return split


def face_down_from_among(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Manifest one of those cards" (701.40a), "cloak two of them" (701.58a):
    chosen by its controller among the cards looked at, one at a time."""
    _needs_look(reading)
    cloak = any(isinstance(t, Token) and t.type == "NUMBER_WORD" for t in clause.children)
    count = _count(clause) if cloak else 1
    verb, rule = ("cloak", "701.58a") if cloak else ("manifest", "701.40a")

    def face_down(res: Resolution) -> None:
        game, player = res.game, res.controller
        looked = _noted(res, _LOOKED, Zone.LIBRARY)
        wanted = min(count, len(looked))
        prompt = f"{res.source_name}: which card{'s' if wanted != 1 else ''} to {verb}?"
        for card in choose_objects(game, player, verb, prompt, looked, wanted, rule, shown=True):
            if cloak:
                manifesting.cloak(game, player, obj_id=card)
            else:
                manifesting.manifest(game, player, obj_id=card)

    return face_down


def other_top_or_bottom(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    _needs_look(reading)

    def top_or_bottom(res: Resolution) -> None:
        """401.4: the card looked at and not taken goes on top or on the
        bottom, as its controller chooses (the card shown to them only)."""
        game, player = res.game, res.controller
        for card in _noted(res, _LOOKED, Zone.LIBRARY):
            prompt = f"{res.source_name}: put the other card on the top or the bottom of your library?"
            question = Question(
                player, "top_or_bottom", prompt, ("top", "bottom"), 1, 1, "401.4", shown=(card,)
            )
            (where,) = ask(game, question, default=("top",))
            moves.move(game, card, Zone.LIBRARY, position="bottom" if where == "bottom" else "top")

    return top_or_bottom


def milled_to_hand(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Mill four cards, then return up to two permanent cards from among
    them to your hand" (701.17a: the milled cards, in the graveyard)."""
    if not reading.milled:
        raise Unreadable("'from among them' with nothing milled")
    most = number(parts[0])
    wanted = read_filter(parts[1], zone=Zone.GRAVEYARD)

    def regrow(res: Resolution) -> None:
        """608.2c: its controller chooses up to N of the milled cards still
        in the graveyard that fit (400.7: a card that left is another object)."""
        game, player = res.game, res.controller
        milled = _noted(res, "milled", Zone.GRAVEYARD)
        fitting = tuple(f"#{int(i)}" for i in milled if matches(res, game.get(i), wanted))
        if not fitting:
            return
        prompt = f"{res.source_name}: return up to {most} {wanted.words} to your hand"
        question = Question(player, "return", prompt, fitting, 0, min(most, len(fitting)), "608.2c")
        for word in ask(game, question, default=fitting[:most]):
            moves.move(game, ObjectId(int(word[1:])), Zone.HAND)

    return regrow


def shuffle_into_library(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def shuffle_in(res: Resolution) -> None:
        """401.4, 701.24a: the cards go into their owner's library, which is
        then shuffled (the library shuffled even with none)."""
        game = res.game
        for card in objects(res):
            moves.move(game, card, Zone.LIBRARY)
        game.shuffle(res.controller)

    return shuffle_in


def rest_on_bottom(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    _needs_look(reading)
    random_order = clause.data == "rest_random"

    def bottom(res: Resolution) -> None:
        """401.4: the cards looked at and not taken go to the bottom, in a
        random order (shuffled with the game's generator) or the order their
        player chooses."""
        game, player = res.game, res.controller
        rest = _noted(res, _LOOKED, Zone.LIBRARY)
        if random_order:
            game.rng.shuffle(rest)
        else:
            options = [f"#{int(i)}" for i in rest]
            ordered: list[str] = []
            while len(options) > 1:
                prompt = f"{res.source_name}: which card goes to the bottom of your library next?"
                question = Question(player, "order", prompt, tuple(options), 1, 1, "401.4", shown=tuple(rest))
                (picked,) = ask(game, question, default=(options[0],))
                ordered.append(picked)
                options.remove(picked)
            rest = [ObjectId(int(w[1:])) for w in ordered + options]
        for card in rest:
            moves.move(game, card, Zone.LIBRARY, position="bottom")

    return bottom


def exile_top(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    count = _count(clause)
    face_down = clause.data == "exile_top_face_down"
    reading.exiled_top = not face_down  # a face-down card isn't "that card" anyone may play
    reading.exiled_top_face_down = face_down  # unless "you may look at and play" it

    def exile(res: Resolution) -> None:
        """406.2, 406.3: the top cards of the library into exile, face up or
        face down (then no one may look at them, 406.3a); each is linked to
        the permanent whose ability exiled it, for "cards exiled with ~"
        (607.2a)."""
        game = res.game
        exiled: list[ObjectId] = []
        for card in game.objects(Zone.LIBRARY, res.controller)[:count]:
            moves.move(game, card.id, Zone.EXILE, face_down=face_down)
            exiled += became(game.log, card.id, Zone.EXILE.value)
        res.noted[_EXILED] = ",".join(str(int(i)) for i in exiled)
        if reading.has_self:
            link_exiled(res, exiled)

    return exile


def link_exiled(res: Resolution, exiled: list[ObjectId]) -> None:
    """607.2a: each card exiled is linked to the permanent whose ability exiled it."""
    if res.source is None:
        return
    for linked in exiled:
        link_exiled_card(res.game, linked, res.source, res.controller)


def exile_from_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'exile a card from your hand' in a spell: nothing to link it to")

    def exile(res: Resolution) -> None:
        """608.2d, 406.2: its controller chooses a card in their hand (none
        if it is empty), exiled face up and linked to ~ (607.2a)."""
        game = res.game
        hand = [c.id for c in game.objects(Zone.HAND, res.controller)]
        prompt = f"{res.source_name}: exile a card from your hand"
        for card in choose_objects(game, res.controller, "exile", prompt, hand, 1, "608.2d"):
            moves.move(game, card, Zone.EXILE)
            link_exiled(res, list(became(game.log, card, Zone.EXILE.value)))

    return exile


def exiled_with_mana_values(least: int) -> Callable[[Resolution], bool]:
    def different(res: Resolution) -> bool:
        """ "If cards with N or more different mana values are exiled with
        ~" (607.2a, 202.3): the cards still in exile its abilities exiled."""
        game = res.game
        return len({game.characteristics(card).mana_value for card in exiled_with(res)}) >= least

    return different


def exiled_with(res: Resolution) -> list[ObjectId]:
    """607.2a: the cards still in exile that this permanent's abilities
    exiled (this object's: not an earlier one of the same card, 400.7)."""
    return exiled_with_source(res.game, res.source)


def played_exiled_with(check: TriggerCheck) -> bool:
    """ "When you play a card exiled with ~" (305.1, 601.2, 607.2a): its
    controller cast a spell or played a land from exile whose card this very
    permanent's ability exiled (400.7: not an earlier object of it)."""
    game, event = check.game, check.event
    if event.player != ability_controller(check) or event.from_zone != Zone.EXILE.value:
        return False
    was = next(
        (
            e.object
            for e in reversed(game.log)
            if e.kind is EventKind.ZONE_CHANGE and e.new_object == event.object and e.object is not None
        ),
        None,
    )
    return was is not None and any(
        e.object == was and e.new_object == check.source.id and e.note == EXILED_WITH and e.rule == "607.2a"
        for e in game.log
    )


def linked_to_hand(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'exiled with ~' in a spell")
    owned = clause.data == "linked_owned_to_hand"

    def to_hand(res: Resolution) -> None:
        """607.2a, 400.7: "put all cards exiled with ~ into their owners'
        hands"; "return all cards you own exiled with ~ to your hand": only
        those its controller owns (a hand holds its owner's cards, 402.1).
        A face-down card turns face up as it leaves exile (406.3, 400.7)."""
        game = res.game
        for card in exiled_with(res):
            if not owned or game.get(card).owner == res.controller:
                moves.move(game, card, Zone.HAND)

    return to_hand


def exile_dead_card_if(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Whenever a face-down creature you control dies, exile it if it's an
    instant or sorcery card." (Cryptic Pursuit)."""
    if reading.event_object != "died":
        raise Unreadable("'exile it if it's a ... card' with no creature that died")
    types = {str(word).capitalize() for part in clause.find_data("card_type") for word in part.children}
    reading.exiled_top = True  # "that card": the one exiled, noted as the top card's would be

    def exile(res: Resolution) -> None:
        """603.10a, 400.7, 406.2: the card the creature became in the
        graveyard (revealed as it left the battlefield face down, 708.9), if
        it is still there and is a card of those types, is exiled."""
        game, noted = res.game, res.noted.get("object", "")
        cards = became(game.log, ObjectId(int(noted)), Zone.GRAVEYARD.value) if noted else []
        exiled: list[ObjectId] = []
        for card in cards:
            there = card in game and game.get(card).zone is Zone.GRAVEYARD
            if there and any(game.characteristics(card).has_type(t) for t in types):
                moves.move(game, card, Zone.EXILE)
                exiled += became(game.log, card, Zone.EXILE.value)
        res.noted[_EXILED] = ",".join(str(int(i)) for i in exiled)

    return exile


def may_play_exiled(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    looking = clause.data == "look_and_play_exiled"
    if not (reading.exiled_top_face_down if looking else reading.exiled_top):
        raise Unreadable("'that card' with nothing exiled (face down, to look at it)")
    casting = clause.data == "cast_exiled_next_turn"  # 601.3: spells only, never a land played
    next_turn = clause.data in ("play_exiled_next_turn", "cast_exiled_next_turn")
    until, when = (
        (Duration.END_OF_YOUR_NEXT_TURN, "until the end of their next turn")
        if next_turn
        else (Duration.END_OF_TURN, "this turn")
    )

    def allow(res: Resolution) -> None:
        """601.3, 305.1, 611.2a: its controller may play the exiled cards
        until the turn ends (514.2) or until the end of their next turn,
        and only those (607.2a)."""
        game = res.game
        cards = _noted(res, _EXILED, Zone.EXILE)
        if looking:  # 406.3: "you may look at and play that card": the face-down card, to its controller
            for card in cards:
                allow_to_look(game, card, res.controller, rule="406.3")
        by_owner: dict[str, list[ObjectId]] = {}
        for card in cards:
            by_owner.setdefault(game.get(card).owner, []).append(card)
        for owner, owned in sorted(by_owner.items()):
            game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.MAY_CAST_FROM if casting else RuleEffectKind.MAY_PLAY_FROM,
                    res.controller,
                    zone=Zone.EXILE,
                    zone_owner=owner,
                    objects=tuple(int(c) for c in owned),
                    until=until,
                    note=f"{res.source_name}: may {'cast' if casting else 'play'} the exiled cards {when}",
                )
            )

    return allow


def hand_to_battlefield(
    reading: Reading, parts: list[Tree[Token]], clause: Tree[Token], *, optional: bool = False
) -> Effect:
    """ "[You may] put a [filter] card from your hand onto the battlefield"."""
    wanted = read_filter(parts[0], zone=Zone.HAND)
    tapped = any(isinstance(c, Token) and c.type == "TAPPED" for c in clause.children)
    noting = not reading.event_object
    reading.returned_object = reading.returned_object or noting

    def put(res: Resolution) -> None:
        """110.2, 608.2d: a card that fits, chosen from its controller's hand
        (none when "you may"), onto the battlefield under their control."""
        game, player = res.game, res.controller
        fitting = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, player) if matches(res, o, wanted))
        if not fitting:
            res.noted["did"] = "no"
            return
        prompt = f"{res.source_name}: put {wanted.words} from your hand onto the battlefield"
        question = Question(player, "put", prompt, fitting, 0 if optional else 1, 1, "608.2d")
        picked = ask(game, question, default=fitting[:1])
        for word in picked:
            moves.put_onto_battlefield(game, ObjectId(int(word[1:])), under=player, tapped=tapped)
            if noting:  # 608.2h: "if it's a Wolf or Werewolf": the permanent it became (400.7)
                entered = became(game.log, ObjectId(int(word[1:])), Zone.BATTLEFIELD.value)
                res.noted["object"] = str(int(entered[-1])) if entered else ""
        res.noted["did"] = "yes" if picked else "no"  # for "if you do" (608.2c)

    return put


def players_exile_top(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    count = number(
        Tree("many", [c for c in clause.children if isinstance(c, Token) and c.type == "NUMBER_WORD"])
    )

    def exile_top(res: Resolution) -> None:
        """406.3, 401.4: each player named exiles the top N cards of their
        library, face up (as many as there are)."""
        for player in players(res):
            for card in res.game.objects(Zone.LIBRARY, player)[:count]:
                moves.move(res.game, card.id, Zone.EXILE)

    return exile_top


def manifest_from_hand(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    reading.event_object = "entered"  # "it": the manifested permanent

    def manifest(res: Resolution) -> None:
        """701.40a: its controller chooses a card in their hand and manifests
        it (none if the hand is empty); the choice is theirs alone to see."""
        game = res.game
        hand = tuple(f"#{int(o.id)}" for o in game.objects(Zone.HAND, res.controller))
        if not hand:
            return
        prompt = f"{res.source_name}: manifest a card from your hand"
        (word,) = ask(
            game, Question(res.controller, "manifest", prompt, hand, 1, 1, "701.40a"), default=hand[:1]
        )
        before = len(game.log)
        manifesting.manifest(game, res.controller, from_zone=Zone.HAND, obj_id=ObjectId(int(word[1:])))
        entered = [e for e in game.log[before:] if e.kind is EventKind.ENTERED_BATTLEFIELD]
        res.noted["object"] = str(int(entered[-1].object)) if entered and entered[-1].object else ""

    return manifest
