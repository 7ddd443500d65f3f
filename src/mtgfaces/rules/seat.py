"""A seat: the one interface a player's program uses (a bot, a web page, a
network client). A seat sees its player's view, lists that player's legal
actions and takes that player's actions, and nothing else; the full
:class:`~mtgfaces.rules.state.game.Game` is the referee's interface.

Inside a seat, objects are named by **handles**: opaque strings, random per
seat (``@`` and ten hex digits), never the game's sequential ids. An object
has a handle only while the player may name it: in a public zone (CR 400.2:
battlefield, stack, graveyards, exile, command; a face-down permanent or
spell too, as the object it is, 708.2) or in the player's own hand (402.3).
A card in a library (401.2) or in another player's hand has none. A zone
change makes a new object (400.7) and so a new handle; a library card has
none to follow through a shuffle (401.2). A question may name an object its
action makes (the permanent a resolving spell becomes, for the legend rule,
704.5j), not in the game until the answer (all or nothing): it gets a
handle for that question's options and answers, which it keeps once it is
in the game.

Every answer is built from the player's view: the view and log are the
view's (:mod:`mtgfaces.rules.state.views`) with handles for ids, a trace is an
object's own only if the player may look at it (else what its view
states), actions are their text form (:mod:`mtgfaces.rules.state.decisions`)
with handles, and a refusal's message is rewritten the same way. A handle the seat doesn't
know, whether it never existed, named an object that is gone or would name
a hidden one, gets one answer, byte for byte, before anything about an
object is looked up.

>>> import mtgfaces, random
>>> from mtgfaces.cards.characteristics import Zone
>>> game = mtgfaces.Game(["Alice", "Bob"])
>>> _ = game.put(mtgfaces.card("Mountain"), zone=Zone.BATTLEFIELD, owner="Alice")
>>> _ = game.put(mtgfaces.card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
>>> seat = Seat(game, "Alice", rng=random.Random(7))
>>> [a for a in seat.legal_actions() if "cast" in a][0].startswith("Alice: cast @")
True
"""

from __future__ import annotations

import random
import re
import secrets
from typing import TYPE_CHECKING, Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.errors import IllegalAction, MalformedInput
from mtgfaces.rules.state.choices import Question
from mtgfaces.rules.state.decisions import parse
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.values import HIDDEN_ZONES
from mtgfaces.rules.state.views import opaque_refs, view_for, visible_log
from mtgfaces.rules.traces import trace_for

if TYPE_CHECKING:
    from mtgfaces.rules.play import PlayableGame

UNKNOWN_HANDLE = "no_such_object"
"""The code of the one answer to a handle the seat doesn't know."""

_ID = re.compile(r"#(\d+)")
_NAMED_ID = re.compile(r"\(#(\d+)\)")  # how a view names a visible object: "Grizzly Bears (#3)"
# How a view labels a face-down spell or permanent (708.6): "face-down creature #1 (manifest)".
_FACE_DOWN_LABEL = re.compile(r"face-down [a-z]+ #(\d+) \([^)]*\)")
_HANDLE = re.compile(r"@[0-9a-f]{10}")


class Seat:
    """One player's interface to ``game`` (see the module's docstring).
    ``rng`` draws the handles; by default an unpredictable one."""

    def __init__(self, game: PlayableGame, player: str, *, rng: random.Random | None = None) -> None:
        game.player(player)  # a MalformedInput naming the players if unknown
        self._game = game
        self.player = player
        self._rng = rng if rng is not None else random.Random(secrets.randbits(64))
        self._handles: dict[ObjectId, str] = {}
        self._ids: dict[str, ObjectId] = {}
        # Objects a question's options name that its action makes (the permanent
        # a resolving spell becomes, kept or not by the legend rule, 704.5j): not
        # in the game until the answer is given (the front door's all or nothing).
        self._asked: Question | None = None
        self._new: dict[str, ObjectId] = {}

    # -- handles -----------------------------------------------------------------------------
    def _nameable(self, object_id: ObjectId) -> bool:
        """Whether the player may name the object now (see the module's docstring)."""
        if object_id not in self._game:
            return False
        obj = self._game.get(object_id)
        if obj.zone not in HIDDEN_ZONES or (obj.zone is Zone.HAND and obj.owner == self.player):
            return True
        asked = self._asking()  # 701.23a, 701.22a: a card the question shows this player
        return asked is not None and object_id in asked.shown

    def _handle(self, object_id: ObjectId) -> str | None:
        if not self._nameable(object_id):
            return None
        found = self._handles.get(object_id)
        if found is None:
            # A new object a question named keeps the handle it had there.
            found = next((h for h, named in self._new.items() if named == object_id), None)
            while found is None or found in self._ids:
                found = f"@{self._rng.getrandbits(40):010x}"
            self._handles[object_id] = found
            self._ids[found] = object_id
        return found

    def _id(self, handle: str) -> ObjectId:
        """The object a handle names now, or the one refusal for every
        handle that names none the player may name."""
        found = self._ids.get(handle)
        if found is None or not self._nameable(found):
            if handle in self._new and self._asking() == self._asked:
                return self._new[handle]
            raise self._unknown(handle)
        return found

    def _asking(self) -> Question | None:
        """The question the game asks this player now, if any."""
        waiting = self._game.choice
        return waiting.question if waiting is not None and waiting.question.player == self.player else None

    def _token(self, object_id: ObjectId) -> str:
        """An object's handle in an action or an answer's option: a new object
        the question asked now names gets one for as long as it is asked."""
        found = self._handle(object_id)
        if found is not None:
            return found
        asked = self._asking()
        if object_id in self._game or asked is None or f"#{int(object_id)}" not in asked.options:
            return "hidden"
        if asked != self._asked:
            self._asked, self._new = asked, {}
        for handle, named in self._new.items():
            if named == object_id:
                return handle
        handle = f"@{self._rng.getrandbits(40):010x}"
        while handle in self._ids or handle in self._new:
            handle = f"@{self._rng.getrandbits(40):010x}"
        self._new[handle] = object_id
        return handle

    def _unknown(self, handle: str) -> IllegalAction:
        return IllegalAction(
            UNKNOWN_HANDLE,
            "400.7",
            f"{handle} names no object {self.player} can name now: a handle names one object in a "
            "public zone or in your own hand, and a new one is given when an object changes zones",
        )

    def _out(self, text: str) -> str:
        """A sentence made for the player (a prompt, a refusal) with handles
        for the ids of the objects it names (``"Grizzly Bears (#3)"``); the
        ordinals of face-down objects (708.6) stay as they are."""
        return _NAMED_ID.sub(lambda m: f"({self._handle(ObjectId(int(m.group(1)))) or 'hidden'})", text)

    def _out_action(self, text: str) -> str:
        """An action's text form (or an answer's option) with handles for ids."""
        return _ID.sub(lambda m: self._token(ObjectId(int(m.group(1)))), self._out(text))

    def _in(self, text: str) -> str:
        """An action's text with the ids its handles name."""
        if _ID.search(text):
            raise MalformedInput(f"{text!r}: name objects by their handles (@...), not by game ids")
        return _HANDLE.sub(lambda m: f"#{int(self._id(m.group(0)))}", text)

    def _json(self, data: Any, refs: dict[str, ObjectId]) -> Any:
        """View data with handles for ids, in every object and every string;
        ``refs``: the objects behind the view's opaque refs."""
        if isinstance(data, dict):
            out = {}
            for key, value in data.items():
                if key == "id":
                    behind = ObjectId(value) if value is not None else refs.get(data.get("ref") or "")
                    out["handle"] = None if behind is None else self._handle(behind)
                else:
                    out[key] = self._json(value, refs)
            return out
        if isinstance(data, list):
            return [self._json(item, refs) for item in data]
        if isinstance(data, str):
            return self._views_string(data, refs)
        return data

    def _views_string(self, text: str, refs: dict[str, ObjectId]) -> str:
        """A view's string: a ref (``"#12"``, ``"face-down #2"``) or a
        description (``"Grizzly Bears (#12)"``)."""
        if re.fullmatch(r"#\d+", text):
            return self._handle(ObjectId(int(text[1:]))) or "hidden"
        if text in refs:
            return self._handle(refs[text]) or text
        return self._out(text)

    # -- what the player may do ----------------------------------------------------------------
    def view(self) -> dict[str, Any]:
        """The player's view (CR 400.2, 401.2, 402.3, 708.5, 708.6) as JSON
        data, objects named by handles."""
        data = self._json(view_for(self._game, self.player).to_json(), opaque_refs(self._game, self.player))
        assert isinstance(data, dict)
        return data

    def view_text(self) -> str:
        """The player's view as short text; a face-down spell or permanent
        gets its handle after its label, as in :meth:`view`, so that the
        player can act on it."""
        refs = opaque_refs(self._game, self.player)

        def tagged(match: re.Match[str]) -> str:
            obj = refs.get(f"face-down #{match.group(1)}")
            handle = self._handle(obj) if obj is not None else None
            return match.group(0) + (f" ({handle})" if handle else "")

        return self._out(_FACE_DOWN_LABEL.sub(tagged, str(view_for(self._game, self.player))))

    def trace(self, handle: str) -> dict[str, Any]:
        """Why the object ``handle`` names is what it is, as the player may
        know it (:func:`~mtgfaces.rules.traces.trace_for`), as JSON data:
        ``notes``, the rules applied in order, each with its CR ``rule``, its
        ``layer`` (``printed``, ``1a``, ``1b``, ``3`` ... ``7d``: the keys of
        :data:`~mtgfaces.rules.traces.LAYERS`), its ``note`` and the
        characteristics it ``concerns``; and ``characteristics``, each
        characteristic's notes (``name``, ``mana_cost``, ``colors``,
        ``types``, ``power_toughness``, ``abilities``). For a face-down
        object the player may not look at, ``visible`` is false and the
        notes are only what its view states (708.2a, 406.3), never its
        card's. A handle the seat doesn't know gets the seat's one refusal.

        >>> import mtgfaces, random
        >>> from mtgfaces.cards.characteristics import Zone
        >>> from mtgfaces.rules.state.status import Status
        >>> game = mtgfaces.Game(["Alice", "Bob"])
        >>> bears = mtgfaces.card("Grizzly Bears")
        >>> _ = game.put(bears, zone=Zone.BATTLEFIELD, owner="Alice", status=Status(counters=(("+1/+1", 1),)))
        >>> seat = Seat(game, "Bob", rng=random.Random(1))
        >>> handle = seat.view()["battlefield"][0]["handle"]
        >>> [(n["rule"], n["layer"]) for n in seat.trace(handle)["characteristics"]["power_toughness"]]
        [('109.3', 'printed'), ('613.4c', '7c')]
        """
        found = trace_for(self._game, self.player, self._id(handle))
        if found is None:  # a nameable object always has one; refused alike all the same
            raise self._unknown(handle)
        data = self._json(found.to_json(), {})
        assert isinstance(data, dict)
        return {"handle": handle, **data}

    def log(self) -> list[dict[str, Any]]:
        """The game's log as the player may read it, objects by handle (a
        gone object by the handle it had, if it had one)."""
        data = self._json(visible_log(self._game, self.player), {})
        assert isinstance(data, list)
        return data

    def question(self) -> dict[str, Any] | None:
        """The question the game waits for this player to answer, if any:
        its prompt, options, how many to pick, its rule, and ``free``, what
        a question answered in words asks for (``""`` for one answered
        from its options)."""
        waiting = self._game.choice
        if waiting is None or waiting.question.player != self.player:
            return None
        asked = waiting.question
        return {
            "prompt": self._out(asked.prompt),
            "options": [self._out_action(option) for option in asked.options],
            "minimum": asked.minimum,
            "maximum": asked.maximum,
            "rule": asked.rule,
            # Answered in words (a card name, 201.4): what it asks for; its
            # options are then only suggestions.
            "free": asked.free,
            # The hidden cards this player looks at to answer (701.23a,
            # 701.22a), each by the handle it has while the question is asked.
            "shown": [self._shown(card) for card in asked.shown if card in self._game],
        }

    def _shown(self, card: ObjectId) -> dict[str, Any]:
        value = self._game.characteristics(card)
        return {
            "handle": self._handle(card),
            "name": value.name,
            "mana_cost": str(value.mana_cost),
            "type_line": value.type_line,
        }

    def legal_actions(self) -> list[str]:
        """The player's legal actions now, in their text form with handles."""
        return [self._out_action(str(act)) for act in self._game.legal_actions(self.player)]

    def export(self) -> dict[str, Any]:
        """What this player may know of the game, as JSON data: the
        per-player counterpart of the full save, which holds every hidden
        card and is the referee's secret (:mod:`mtgfaces.rules.save`)."""
        return {
            "format": "mtgfaces-seat",
            "version": 1,
            "player": self.player,
            "view": self.view(),
            "log": self.log(),
            "question": self.question(),
            "legal_actions": self.legal_actions(),
        }

    def apply(self, action: str) -> list[dict[str, Any]]:
        """Take one action given in its text form with handles, all or
        nothing (an illegal one changes nothing); the log entries it added,
        as the player may read them. An action for another player is
        refused."""
        if not action.startswith(f"{self.player}: "):
            raise MalformedInput(
                f"{action!r}: a seat takes only {self.player}'s actions ('{self.player}: ...')"
            )
        start = len(self._game.log)
        translated = self._in(action)
        try:
            self._game.apply(parse(translated))
        except IllegalAction as refused:
            message = str(refused.reason).replace(translated, action)
            raise IllegalAction(refused.code, refused.rule, self._out(message)) from None
        return self.log()[start:]
