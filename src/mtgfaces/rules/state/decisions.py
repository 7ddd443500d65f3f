"""What a player may decide, as values: the actions of a game a program plays.

Each action is a frozen, hashable value naming the player who takes it and
everything they choose (CR 601.2 for a spell: the face or half, where from,
face down how, X, targets). Each has a short text form, like a move in
chess notation, that :func:`parse` reads back to an equal value::

    Alice: play #12 back              play a land, its back face (712.12)
    Alice: cast #7 adventure from exile x=2 -> #4 Bob
    Alice: cast #9 face down morph    (702.37c)
    Alice: activate #5 2 -> #7        the object's second activated ability
    Alice: turn up #9 morph           a special action (116.2b, 702.37e)
    Alice: turn up conspiracy #2      a hidden agenda's (116.2j, 702.106c)
    Alice: unlock #3 right            a Room's door (709.5e)
    Alice: foretell #8                (702.143a)
    Alice: cast #7 tap=#3,#5 life=2   paying as the player says (601.2g-h)
    Alice: pass                       pass priority (117.3d)
    Alice: attack #3>Bob #4>#12       declare attackers, whom each attacks (508.1)
    Alice: attack none
    Bob: block #7>#3 #8>#3            declare blockers (509.1)
    Alice: discard #4 #5              discard to hand size in cleanup (514.1)
    Alice: choose #12                 answer the question the game asks (603.3d, 609.3)
    Alice: concede                    (104.3a)

Objects are named by their ids in this game (``#12``); players by name,
quoted as a shell would where needed (``-> 'Jace Beleren'``). A player's
name can't contain ``": "`` or start with ``#``.

>>> action = Cast("Alice", ObjectId(7), side=Side.ADVENTURE, from_zone=Zone.EXILE, x=2, targets=("Bob",))
>>> str(action)
'Alice: cast #7 adventure from exile x=2 -> Bob'
>>> parse(str(action)) == action
True
"""

from __future__ import annotations

import shlex
from collections.abc import Callable
from dataclasses import dataclass
from typing import ClassVar

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.mana import PayWith
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Target

SideChoice = Side | str
"""A face or half: a :class:`Side`, or :data:`~mtgfaces.rules.state.status.FUSED`."""


@dataclass(frozen=True, slots=True)
class Action:
    """One decision of one player. Subclasses name the verb of the text form."""

    player: str
    verb: ClassVar[str] = ""

    def __str__(self) -> str:
        words = " ".join(self._words())
        return f"{self.player}: {self.verb}" + (f" {words}" if words else "")

    def _words(self) -> list[str]:
        return []


@dataclass(frozen=True, slots=True)
class PlayLand(Action):
    """Play a land (CR 305.1): ``side`` is the face played, for a modal
    double-faced card either face that is a land (712.12); ``from_zone``
    the zone it is played from (the hand unless a permission says more)."""

    card: ObjectId
    side: Side | None = None
    from_zone: Zone = Zone.HAND
    verb: ClassVar[str] = "play"

    def _words(self) -> list[str]:
        return [_id(self.card), *_side_words(self.side), *_zone_words(self.from_zone)]


@dataclass(frozen=True, slots=True)
class Cast(Action):
    """Cast a spell (CR 601.2): which face or half (``side``; :data:`FUSED`
    for both halves of a fuse card, 702.102), from where, face down how
    (702.37c, 702.168a), X (107.3), targets (601.2c), and an alternative
    cost (601.2b, 118.9): ``free``, or the one the ability of the permanent
    ``alternative_from`` offers (written ``alternative=#12``)."""

    card: ObjectId
    side: SideChoice | None = None
    from_zone: Zone = Zone.HAND
    face_down: FaceDown | None = None
    x: int | None = None
    targets: tuple[Target, ...] = ()
    transformed: bool = False  # cast with its back face up, where allowed (712.11a)
    free: bool = False  # without paying its mana cost, where an effect allows it (118.9)
    kicked: bool = False  # its kicker cost paid too, an additional cost (702.33a)
    # the alternative cost this permanent's ability offers paid instead of its mana cost (118.9)
    alternative_from: ObjectId | None = None
    choices: tuple[str, ...] = ()  # what the spell asks for as it is cast (601.2b): a color, a name
    pay: PayWith | None = None  # how its cost is paid (601.2g-h); None: the automatic payer
    verb: ClassVar[str] = "cast"

    def _words(self) -> list[str]:
        words = [_id(self.card), *_side_words(self.side), *_zone_words(self.from_zone)]
        if self.face_down is not None:
            words += ["face", "down", self.face_down.value]
        if self.x is not None:
            words.append(f"x={self.x}")
        words += ["transformed"] * self.transformed + ["free"] * self.free + ["kicked"] * self.kicked
        if self.alternative_from is not None:
            words.append(f"{_ALTERNATIVE}{_id(self.alternative_from)}")
        return words + _pay_words(self.pay) + _choice_words(self.choices) + _target_words(self.targets)


@dataclass(frozen=True, slots=True)
class Activate(Action):
    """Activate an activated ability (CR 602.2): ``ability`` counts the
    object's activated abilities from 1, in the order of its text."""

    source: ObjectId
    ability: int = 1
    targets: tuple[Target, ...] = ()
    choices: tuple[str, ...] = ()  # chosen as it is activated (605.3a: a mana color; 702.167a: materials)
    pay: PayWith | None = None  # how its cost is paid (602.2b); None: the automatic payer
    verb: ClassVar[str] = "activate"

    def _words(self) -> list[str]:
        return [
            _id(self.source),
            str(self.ability),
            *_pay_words(self.pay),
            *_choice_words(self.choices),
            *_target_words(self.targets),
        ]


@dataclass(frozen=True, slots=True)
class TurnFaceUp(Action):
    """The special action of turning a face-down permanent face up (CR
    116.2b), and how: ``morph``, ``megamorph`` (702.37e), ``disguise``
    (702.168d) or ``mana_cost`` (a manifested or cloaked creature card,
    701.40b, 701.58b); ``None`` lets the rules pick the only way there is.
    ``x``: X in a cost that has one, chosen as it is taken (107.3d)."""

    permanent: ObjectId
    how: str | None = None
    pay: PayWith | None = None  # how its cost is paid; None: the automatic payer
    x: int | None = None
    verb: ClassVar[str] = "turn up"

    def _words(self) -> list[str]:
        x = [f"x={self.x}"] if self.x is not None else []
        return [_id(self.permanent), *([self.how] if self.how else []), *x, *_pay_words(self.pay)]


@dataclass(frozen=True, slots=True)
class TurnConspiracyFaceUp(Action):
    """The special action of turning a face-down conspiracy card in the
    command zone face up, revealing the name chosen for its hidden agenda
    (CR 116.2j, 702.106c)."""

    conspiracy: ObjectId
    verb: ClassVar[str] = "turn up conspiracy"

    def _words(self) -> list[str]:
        return [_id(self.conspiracy)]


@dataclass(frozen=True, slots=True)
class Unlock(Action):
    """The special action of unlocking a Room's door (CR 709.5e)."""

    room: ObjectId
    side: Side = Side.LEFT
    pay: PayWith | None = None  # how the door's cost is paid; None: the automatic payer
    verb: ClassVar[str] = "unlock"

    def _words(self) -> list[str]:
        return [_id(self.room), self.side.value, *_pay_words(self.pay)]


@dataclass(frozen=True, slots=True)
class Foretell(Action):
    """The special action of foretelling a card from hand (CR 702.143a)."""

    card: ObjectId
    pay: PayWith | None = None  # how the {2} is paid; None: the automatic payer
    verb: ClassVar[str] = "foretell"

    def _words(self) -> list[str]:
        return [_id(self.card), *_pay_words(self.pay)]


@dataclass(frozen=True, slots=True)
class PassPriority(Action):
    """Pass priority (CR 117.3d); when every player passes in succession the
    top of the stack resolves or the step ends (117.4)."""

    verb: ClassVar[str] = "pass"


@dataclass(frozen=True, slots=True)
class DeclareAttackers(Action):
    """The active player's declaration of attackers (CR 508.1): each
    attacking creature and the player, planeswalker or battle it attacks
    (508.1b). Empty means no creature attacks."""

    attacks: tuple[tuple[ObjectId, Target], ...] = ()
    verb: ClassVar[str] = "attack"

    def _words(self) -> list[str]:
        return [f"{_id(a)}>{_target(t)}" for a, t in self.attacks] or ["none"]


@dataclass(frozen=True, slots=True)
class DeclareBlockers(Action):
    """The defending player's declaration of blockers (CR 509.1): each
    blocking creature and the attacker it blocks. Empty means no blocks."""

    blocks: tuple[tuple[ObjectId, ObjectId], ...] = ()
    verb: ClassVar[str] = "block"

    def _words(self) -> list[str]:
        return [f"{_id(b)}>{_id(a)}" for b, a in self.blocks] or ["none"]


@dataclass(frozen=True, slots=True)
class DiscardToHandSize(Action):
    """The cards the active player discards in the cleanup step to get down
    to their maximum hand size (CR 514.1, 402.2)."""

    cards: tuple[ObjectId, ...] = ()
    verb: ClassVar[str] = "discard"

    def _words(self) -> list[str]:
        return [_id(c) for c in self.cards]


@dataclass(frozen=True, slots=True)
class Choose(Action):
    """The answer to the question the game asks (:mod:`mtgfaces.rules.state.choices`):
    the options picked, as tokens (``#12``, a player's name, ``yes``, a
    color). Empty is written ``none``."""

    picks: tuple[str, ...] = ()
    verb: ClassVar[str] = "choose"

    def _words(self) -> list[str]:
        return [_quote(p) for p in self.picks] or ["none"]


@dataclass(frozen=True, slots=True)
class Concede(Action):
    """Leave the game, losing it (CR 104.3a)."""

    verb: ClassVar[str] = "concede"


ACTIONS: tuple[type[Action], ...] = (
    PlayLand,
    Cast,
    Activate,
    TurnConspiracyFaceUp,  # before TurnFaceUp: its verb begins with that one's
    TurnFaceUp,
    Unlock,
    Foretell,
    PassPriority,
    DeclareAttackers,
    DeclareBlockers,
    DiscardToHandSize,
    Choose,
    Concede,
)
"""Every kind of action, in the order :func:`parse` tries their verbs."""


# -- the text form ------------------------------------------------------------------------------


def _id(object_id: ObjectId) -> str:
    return f"#{int(object_id)}"


def _quote(word: str) -> str:
    """A word as the text form writes it: quoted (as a shell would) only if
    it has to be, to read back as one word."""
    plain = word and not any(c.isspace() or c in "'\"\\" for c in word)
    return word if plain else shlex.quote(word)


def _target(target: Target) -> str:
    return _quote(target) if isinstance(target, str) else _id(target)


def _side_words(side: SideChoice | None) -> list[str]:
    return [] if side is None else [str(side)]


def _zone_words(zone: Zone) -> list[str]:
    return [] if zone is Zone.HAND else ["from", zone.value]


def _pay_words(pay: PayWith | None) -> list[str]:
    return [] if pay is None else pay.words()


def _choice_words(choices: tuple[str, ...]) -> list[str]:
    return [_quote(f"choose={c}") for c in choices]


def _target_words(targets: tuple[Target, ...]) -> list[str]:
    return ["->", *(_target(t) for t in targets)] if targets else []


_SIDES = {side.value: side for side in Side}
_ZONES = {zone.value: zone for zone in Zone}


def parse(text: str) -> Action:
    """The action a text form names (the inverse of ``str(action)``).

    >>> parse("Bob: block #7>#3")
    DeclareBlockers(player='Bob', blocks=((7, 3),))
    >>> parse("Bob: fly")
    Traceback (most recent call last):
    ...
    mtgfaces.errors.MalformedInput: 'Bob: fly': no action 'fly'; the actions are: play, cast, activate, \
turn up conspiracy, turn up, unlock, foretell, pass, attack, block, discard, choose, concede
    """
    player, sep, rest = text.partition(": ")
    if not sep or not player or player.startswith("#"):
        raise MalformedInput(f"{text!r}: an action reads 'PLAYER: VERB ...', for example 'Alice: pass'")
    for kind in ACTIONS:
        if rest == kind.verb or rest.startswith(kind.verb + " "):
            try:
                words = shlex.split(rest[len(kind.verb) :])
                return _READERS[kind](player, words)
            except (ValueError, IndexError, KeyError) as error:
                raise MalformedInput(f"{text!r}: {_explain(error)}; {_USAGE[kind]}") from None
    verbs = ", ".join(kind.verb for kind in ACTIONS)
    raise MalformedInput(f"{text!r}: no action {rest.split(' ')[0]!r}; the actions are: {verbs}")


def _explain(error: Exception) -> str:
    if isinstance(error, IndexError):
        return "it ends too soon"
    return str(error)


def _object(word: str) -> ObjectId:
    if not word.startswith("#") or not word[1:].isdigit():
        raise ValueError(f"{word!r} is not an object (objects are written #12)")
    return ObjectId(int(word[1:]))


def _target_of(word: str) -> Target:
    return _object(word) if word.startswith("#") else word


def _side_of(word: str) -> SideChoice:
    if word == FUSED:
        return FUSED
    if word not in _SIDES:
        raise ValueError(f"{word!r} is not a face or half ({', '.join([*_SIDES, FUSED])})")
    return _SIDES[word]


_PAY_WORDS = ("tap=", "pool=", "life=")
_ALTERNATIVE = "alternative="  # "alternative=#12": the cost #12's ability offers (118.9)


class _Words:
    """The words after the verb, read left to right."""

    def __init__(self, words: list[str]) -> None:
        self.words = words

    def take(self) -> str:
        return self.words.pop(0)

    def peek(self) -> str | None:
        return self.words[0] if self.words else None

    def done(self) -> None:
        if self.words:
            raise ValueError(f"unexpected {' '.join(self.words)!r}")

    def zone(self) -> Zone:
        if self.peek() != "from":
            return Zone.HAND
        self.take()
        word = self.take()
        if word not in _ZONES:
            raise ValueError(f"{word!r} is not a zone ({', '.join(_ZONES)})")
        return _ZONES[word]

    def flag(self, word: str) -> bool:
        if self.peek() == word:
            self.take()
            return True
        return False

    def payment(self) -> PayWith | None:
        found = []
        while (self.peek() or "").startswith(_PAY_WORDS):
            found.append(self.take())
        return PayWith.read(found)

    def choices(self) -> tuple[str, ...]:
        found = []
        while (self.peek() or "").startswith("choose="):
            found.append(self.take()[len("choose=") :])
        return tuple(found)

    def targets(self) -> tuple[Target, ...]:
        if self.peek() != "->":
            return ()
        self.take()
        found = tuple(_target_of(w) for w in self.words)
        self.words = []
        if not found:
            raise ValueError("'->' names no target")
        return found


def _read_play(player: str, words: list[str]) -> Action:
    w = _Words(words)
    card = _object(w.take())
    side = None
    if w.peek() not in (None, "from"):
        chosen = _side_of(w.take())
        if not isinstance(chosen, Side):
            raise ValueError("a land is played as one face, not fused")
        side = chosen
    zone = w.zone()
    w.done()
    return PlayLand(player, card, side=side, from_zone=zone)


def _read_cast(player: str, words: list[str]) -> Action:
    w = _Words(words)
    card = _object(w.take())
    side = None
    if w.peek() not in (None, "from", "face", "->", "transformed", "free", "kicked") and not (
        (w.peek() or "").startswith(("x=", "choose=", _ALTERNATIVE, *_PAY_WORDS))
    ):
        side = _side_of(w.take())
    zone = w.zone()
    face_down = None
    if w.peek() == "face":
        w.take()
        if w.take() != "down":
            raise ValueError("'face' is followed by 'down KIND'")
        face_down = FaceDown(w.take())
    x = None
    if (w.peek() or "").startswith("x="):
        x = int(w.take()[2:])
    transformed, free, kicked = w.flag("transformed"), w.flag("free"), w.flag("kicked")
    alternative_from = None
    if (w.peek() or "").startswith(_ALTERNATIVE):
        alternative_from = _object(w.take()[len(_ALTERNATIVE) :])
    pay, choices, targets = w.payment(), w.choices(), w.targets()
    w.done()
    return Cast(
        player,
        card,
        pay=pay,
        side=side,
        from_zone=zone,
        face_down=face_down,
        x=x,
        targets=targets,
        transformed=transformed,
        free=free,
        kicked=kicked,
        alternative_from=alternative_from,
        choices=choices,
    )


def _read_activate(player: str, words: list[str]) -> Action:
    w = _Words(words)
    source = _object(w.take())
    ability = (
        int(w.take())
        if w.peek() not in (None, "->") and not (w.peek() or "").startswith(("choose=", *_PAY_WORDS))
        else 1
    )
    pay, choices, targets = w.payment(), w.choices(), w.targets()
    w.done()
    return Activate(player, source, ability=ability, targets=targets, choices=choices, pay=pay)


_Reader = Callable[[str, list[str]], Action]


TURN_FACE_UP_WAYS = ("morph", "megamorph", "disguise", "mana_cost")


def _read_turn_face_up(player: str, words: list[str]) -> Action:
    w = _Words(words)
    found = _object(w.take())
    how = w.take() if w.peek() is not None and not (w.peek() or "").startswith(("x=", *_PAY_WORDS)) else None
    x = int(w.take()[2:]) if (w.peek() or "").startswith("x=") else None
    pay = w.payment()
    w.done()
    if how is not None and how not in TURN_FACE_UP_WAYS:
        raise ValueError(f"{how!r} is not a way to turn it face up ({', '.join(TURN_FACE_UP_WAYS)})")
    return TurnFaceUp(player, found, how=how, pay=pay, x=x)


def _read_turn_conspiracy_face_up(player: str, words: list[str]) -> Action:
    w = _Words(words)
    found = _object(w.take())
    w.done()
    return TurnConspiracyFaceUp(player, found)


def _read_foretell(player: str, words: list[str]) -> Action:
    w = _Words(words)
    found = _object(w.take())
    pay = w.payment()
    w.done()
    return Foretell(player, found, pay=pay)


def _read_unlock(player: str, words: list[str]) -> Action:
    w = _Words(words)
    room = _object(w.take())
    side = _side_of(w.take())
    pay = w.payment()
    w.done()
    if side not in (Side.LEFT, Side.RIGHT):
        raise ValueError("a Room's doors are left and right")
    return Unlock(player, room, side=Side(side), pay=pay)


def _nothing(kind: type[PassPriority] | type[Concede]) -> _Reader:
    def read(player: str, words: list[str]) -> Action:
        _Words(words).done()
        return kind(player)

    return read


def _pairs(words: list[str]) -> list[tuple[str, str]]:
    if words == ["none"]:
        return []
    pairs = []
    for word in words:
        left, sep, right = word.partition(">")
        if not sep:
            raise ValueError(f"{word!r} is not a pair (write #3>Bob or #7>#3)")
        pairs.append((left, right))
    return pairs


def _read_attack(player: str, words: list[str]) -> Action:
    attacks = tuple((_object(a), _target_of(t)) for a, t in _pairs(words))
    return DeclareAttackers(player, attacks)


def _read_block(player: str, words: list[str]) -> Action:
    blocks = tuple((_object(b), _object(a)) for b, a in _pairs(words))
    return DeclareBlockers(player, blocks)


def _read_discard(player: str, words: list[str]) -> Action:
    return DiscardToHandSize(player, tuple(_object(w) for w in words))


def _read_choose(player: str, words: list[str]) -> Action:
    return Choose(player, () if words == ["none"] else tuple(words))


_READERS: dict[type[Action], _Reader] = {
    PlayLand: _read_play,
    Cast: _read_cast,
    Activate: _read_activate,
    TurnConspiracyFaceUp: _read_turn_conspiracy_face_up,
    TurnFaceUp: _read_turn_face_up,
    Unlock: _read_unlock,
    Foretell: _read_foretell,
    PassPriority: _nothing(PassPriority),
    DeclareAttackers: _read_attack,
    DeclareBlockers: _read_block,
    DiscardToHandSize: _read_discard,
    Choose: _read_choose,
    Concede: _nothing(Concede),
}
_USAGE: dict[type[Action], str] = {
    PlayLand: "write 'P: play #ID [FACE] [from ZONE]'",
    Cast: "write 'P: cast #ID [FACE] [from ZONE] [face down KIND] [x=N] [transformed] [free] [choose=C ...] "
    "[-> TARGETS]'",
    Activate: "write 'P: activate #ID [N] [choose=C ...] [-> TARGETS]'",
    TurnConspiracyFaceUp: "write 'P: turn up conspiracy #ID'",
    TurnFaceUp: "write 'P: turn up #ID [morph|megamorph|disguise|mana_cost] [x=N]'",
    Unlock: "write 'P: unlock #ID left|right'",
    Foretell: "write 'P: foretell #ID'",
    PassPriority: "write 'P: pass'",
    DeclareAttackers: "write 'P: attack #ID>DEFENDER ...' or 'P: attack none'",
    DeclareBlockers: "write 'P: block #BLOCKER>#ATTACKER ...' or 'P: block none'",
    DiscardToHandSize: "write 'P: discard #ID ...'",
    Choose: "write 'P: choose OPTION ...' or 'P: choose none'",
    Concede: "write 'P: concede'",
}
