"""The game state: players, zones, objects, continuous effects, the turn and
the log. The one mutable thing in mtgfaces.

Objects are immutable values; the game maps ids to them and each zone to an
ordered list of ids. Changing an object replaces it. That makes ``copy()``
a few shallow copies and ``undo()`` a memento restore, never inverse logic.

The methods here are the *unchecked* primitives that actions (which verify
the rules first) and scenario set-up are built from.

>>> from mtgfaces.cards.db import CardDB
>>> game = Game(["Alice", "Bob"])
>>> glacier = game.put(CardDB.default().card("Sejiri Glacier"), zone=Zone.GRAVEYARD, owner="Alice")
>>> game.characteristics(glacier).name
'Sejiri Shelter'
"""

from __future__ import annotations

import random
import secrets
from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Derivation, Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Card
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state import layers
from mtgfaces.rules.state.changes import parse_date
from mtgfaces.rules.state.decisions import Action
from mtgfaces.rules.state.delayed import DelayedTrigger
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect, Duration
from mtgfaces.rules.state.events import CREATURE_OF, NOTE_JOIN, TOKEN_NOTE, Event, EventKind
from mtgfaces.rules.state.history import History
from mtgfaces.rules.state.memo import Memo
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import ObjectId, Status, Target
from mtgfaces.rules.state.values import (
    HIDDEN_ZONES,
    PERSONAL_ZONES,
    SHARED_ZONES,
    DayNight,
    GameState,
    LastKnown,
    Pending,
    Player,
    Result,
    Step,
    Turn,
)
from mtgfaces.rules.state.views import GameView, view_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.choices import Answering, PendingChoice

# The state's values live in mtgfaces.rules.state.values; they are named here too,
# where the game's users have always found them.
__all__ = [
    "HIDDEN_ZONES",
    "PERSONAL_ZONES",
    "SHARED_ZONES",
    "DayNight",
    "Game",
    "GameState",
    "LastKnown",
    "Memo",
    "Pending",
    "Player",
    "Result",
    "Step",
    "Turn",
]


class Game(History):
    """A game in progress (or a position set up to study a ruling).

    ``rng`` is the only source of randomness; pass a seeded
    ``random.Random`` for reproducible games (without one, shuffles are
    unpredictable). ``rules_as_of`` (an ISO date)
    applies older rules where the engine knows a dated change. ``pay_costs``
    makes every cost be paid with mana, life and the rest (601.2f-h); without
    it costs are worked out and recorded but never required. ``commander``
    makes it a Commander game (903): each player starts at 40 life.
    """

    # A strict game refuses cards with rules text the engine doesn't run
    # (rules/coverage.py); only the front door's game can be strict.
    strict = False

    def __init__(
        self,
        players: Sequence[str],
        *,
        rng: random.Random | None = None,
        rules_as_of: str | None = None,
        pay_costs: bool = False,
        commander: bool = False,
    ) -> None:
        if len(players) < 1 or len(set(players)) != len(players):
            raise MalformedInput(f"players must be distinct names, got {list(players)!r}")
        if rules_as_of is not None:
            parse_date(rules_as_of)  # a date the engine can reproduce, or a clear error
        self.players: tuple[str, ...] = tuple(players)
        # Without a generator, an unpredictable one: a library's order must
        # not be known in advance (401.2); pass a seeded one to replay.
        self._rng_state = None  # its state, while known (see rng)
        self._rng_unread = False
        self._last_checkpoint = None
        self.rng = rng if rng is not None else random.Random(secrets.randbits(64))
        self.rules_as_of = rules_as_of
        # Whether every cost is paid (601.2f-h, 602.2b) or only worked out and
        # recorded (the scenario format's "costs: free").
        self.pay_costs = pay_costs
        self.commander = commander  # a Commander game: each player starts at 40 life (903.7)
        self.turn = Turn(active=self.players[0])
        life = 40 if commander else 20  # CR 903.7, 103.4
        self._players: dict[str, Player] = {name: Player(name, life=life) for name in self.players}
        self._objects: dict[ObjectId, GameObject] = {}
        self._zones: dict[tuple[str | None, Zone], list[ObjectId]] = {}
        for name in self.players:
            for zone in PERSONAL_ZONES:
                self._zones[(name, zone)] = []
        for zone in SHARED_ZONES:
            self._zones[(None, zone)] = []
        self._owned_zones: set[tuple[str | None, Zone]] = set()  # see _writable
        self.effects: list[ContinuousEffect] = []
        self.copy_effects: list[CopyEffect] = []
        self.rule_effects: list[RuleEffect] = []
        # CR 603.7: the delayed triggered abilities waiting to trigger.
        self.delayed_triggers: tuple[DelayedTrigger, ...] = ()
        self.log: list[Event] = []
        # The players' decisions applied through the game loop, in order: the
        # game replays from its start position by applying them again.
        self.actions: list[Action] = []
        # A question the game waits for a player to answer (rules/state/choices.py).
        self.choice: PendingChoice | None = None
        # Transient, None but while the front door runs an action: the
        # answers its questions may use.
        self.answering: Answering | None = None
        self.version = self.restored_at = self.board_version = 0
        # How many tokens and spell copies were ever put into the game (a
        # count, not part of the state: rules/sba.py reads it).
        self.tokens_and_copies_made = 0
        self._next_id = 1
        self._next_timestamp = 1
        self._next_effect = 1
        self._history: list[GameState] = []
        self.memo = Memo()
        # Transient, 0 between actions: how deep in nested actions we are, and
        # up to which log entry triggered abilities were looked for (603.2).
        self.acting = 0
        self.triggers_seen = 0
        self.as_enters_seen = 0  # likewise for "as it enters" replacements (614.1c)
        self.sba_seen = 0  # the log entry state-based actions last looked from (903.9a)
        # Transient, never saved or compared: the permanents that left the
        # battlefield during the current outermost action, as they last
        # existed there, for "leaves the battlefield" triggers (603.10a).
        self.last_known: dict[ObjectId, LastKnown] = {}

    # -- reading ------------------------------------------------------------------
    def get(self, object_id: ObjectId) -> GameObject:
        """The object with that id; ``KeyError`` naming it if it left the game
        or became a new object (CR 400.7)."""
        try:
            return self._objects[object_id]
        except KeyError:
            raise KeyError(f"no object #{object_id} (a zone change makes a new object, CR 400.7)") from None

    def __contains__(self, object_id: object) -> bool:
        return object_id in self._objects

    def has_target(self, target: Target) -> bool:
        """Whether a target is still there: a player of this game, or an object
        that hasn't changed zones since it was targeted (CR 115.1, 400.7)."""
        return target in self._players if isinstance(target, str) else target in self._objects

    def objects(self, zone: Zone | None = None, player: str | None = None) -> list[GameObject]:
        """Objects in a zone (in order: libraries top first, the stack top first,
        others in the order they arrived), or every object. For a personal
        zone ``player`` is its owner; for the battlefield, the controller."""
        objects = self._objects
        if zone is None:
            return [objects[i] for ids in self._zones.values() for i in ids]
        if zone is Zone.BATTLEFIELD or zone is Zone.STACK:  # SHARED_ZONES
            shared = self._zones[(None, zone)]
            if player is None:
                return [objects[i] for i in shared]
            if layers.plan(self).control:  # a control-changing effect (613.1b)
                return [o for o in (objects[i] for i in shared) if self.controller(o) == player]
            return [o for i in shared if (o := objects[i]).controller == player]
        ids = self._zones.get((player, zone)) if player is not None else None
        if ids is not None:
            return [objects[i] for i in ids]
        if zone in SHARED_ZONES:  # given by its value
            return self.objects(Zone(zone), player)
        owners = [player] if player is not None else list(self.players)
        return [self._objects[i] for owner in owners for i in self._zones[(self._player(owner), zone)]]

    def top_of_library(self, owner: str, count: int = 1) -> list[GameObject]:
        """The top ``count`` cards of the owner's library, top first (as
        ``objects(Zone.LIBRARY, owner)[:count]``, without the rest)."""
        objects = self._objects
        return [objects[i] for i in self._zones[(self._player(owner), Zone.LIBRARY)][:count]]

    def player(self, name: str) -> Player:
        found = self._players.get(name)
        return found if found is not None else self._players[self._player(name)]

    def _player(self, name: str) -> str:
        if name not in self._players:
            raise MalformedInput(f"no player {name!r}; the players are {', '.join(self.players)}")
        return name

    def result(self) -> Result | None:
        """How the game ended, or ``None`` while it goes on: a player wins
        when all their opponents have left the game (CR 104.2a); when the
        last players leave at once, it is a draw (104.4a). A one-player
        position (set up to study a ruling) ends only when that player loses."""
        kept = self.memo.result
        if kept is not None and kept[0] == self.version:
            return kept[1]
        playing = [name for name in self.players if not self._players[name].has_lost]
        found = None
        if not (len(playing) > 1 or (len(self.players) == 1 and playing)):
            found = Result(tuple(playing))
        self.memo.result = (self.version, found)
        return found

    def is_commander(self, obj: GameObject) -> bool:
        """Whether the object's card is its owner's commander (903.3: an
        attribute of the card, wherever it is)."""
        return obj.commander

    def designate_commander(self, object_id: ObjectId) -> GameObject:
        """Designate the object's card as its owner's commander (903.3)."""
        obj = self.get(object_id)
        return obj if obj.commander else self.replace(obj._replace(commander=True))

    def opponents(self, name: str) -> list[str]:
        return [p for p in self.players if p != name]

    def characteristics(self, obj: GameObject | ObjectId) -> Characteristics:
        """What the object is now, every rule and effect applied (CR 613)."""
        memo = self.memo
        if memo.version == self.version and isinstance(obj, GameObject):
            hit = memo.current.get(obj.id)  # derive's first look, without the call
            if hit is not None and hit[0] is obj:
                return hit[1].characteristics
        return self.derive(obj).characteristics

    def derive(self, obj: GameObject | ObjectId) -> Derivation:
        """The characteristics with the trace of rules that produced them.
        Memoised until the game next changes (and, see :class:`Memo`, for as
        long as what they depend on stands)."""
        target = obj if isinstance(obj, GameObject) else self.get(obj)
        memo = self.memo
        if memo.version != self.version:
            memo.new_version(self)
        hit = memo.current.get(target.id)
        if hit is not None and hit[0] is target:
            return hit[1]
        return memo.derivation(self, target, stored=self._objects.get(target.id) is target)

    def controller(self, obj: GameObject | ObjectId) -> str:
        """The object's controller after control-changing effects (layer 2)."""
        target = obj if isinstance(obj, GameObject) else self.get(obj)
        return layers.controller(self, target)

    def view(self, player: str) -> GameView:
        """What ``player`` may know of the game, and nothing else (CR 708.5, 400.2)."""
        return view_for(self, self._player(player))

    # -- writing: the unchecked primitives -----------------------------------------
    def _issue_id(self) -> ObjectId:
        issued = ObjectId(self._next_id)
        self._next_id += 1
        return issued

    def next_timestamp(self) -> int:
        """A fresh timestamp (CR 613.7)."""
        stamp = self._next_timestamp
        self._next_timestamp += 1
        return stamp

    def put(
        self,
        card: Card,
        *,
        zone: Zone,
        owner: str,
        controller: str | None = None,
        status: Status | None = None,
        is_token: bool = False,
        parts: tuple[Card, ...] = (),
        is_spell_copy: bool = False,
        ability: Ability | None = None,
        top: bool = False,
    ) -> GameObject:
        """Create an object in a zone (set-up, tokens, copies). ``top`` puts it
        on top of a library or the stack instead of at the bottom/end."""
        self._check_zone(zone)
        obj = GameObject(
            id=self._issue_id(),
            card=card,
            owner=self._player(owner),
            controller=self._player(controller or owner),
            zone=zone,
            status=status or Status(),
            timestamp=self.next_timestamp(),
            is_token=is_token,
            parts=parts,
            is_spell_copy=is_spell_copy,
            ability=ability,
        )
        self._objects[obj.id] = obj
        self._place(obj, top=top)
        self._touch()
        if is_token or is_spell_copy:
            self.tokens_and_copies_made += 1
        self.log.append(Event(EventKind.CREATED, object=obj.id, player=obj.owner, to_zone=zone.value))
        self._commander_by_zone(obj)
        return obj

    def _commander_by_zone(self, obj: GameObject) -> None:
        """A traditional card in its owner's command zone is that player's
        commander (903.3, the scenario format's set-up); an emblem isn't, nor
        a conspiracy card (315.3: it is never cast)."""
        traditional = (
            not obj.is_token
            and obj.ability is None
            and not rules_for(obj.card).nameless
            and not obj.card.faces[0].is_conspiracy
        )
        if obj.zone is Zone.COMMAND and traditional:
            self.designate_commander(obj.id)

    def _zone_key(self, obj: GameObject) -> tuple[str | None, Zone]:
        return (None, obj.zone) if obj.zone in SHARED_ZONES else (obj.owner, obj.zone)

    def _writable(self, key: tuple[str | None, Zone]) -> list[ObjectId]:
        """A zone's ids to change: a transaction's checkpoint shares the
        lists it was taken from (History._snapshot), so the first change to
        one since makes the game its own copy."""
        ids = self._zones[key]
        if key not in self._owned_zones:
            ids = self._zones[key] = list(ids)
            self._owned_zones.add(key)
        return ids

    def _place(self, obj: GameObject, *, top: bool) -> None:
        ids = self._writable(self._zone_key(obj))
        # Libraries and the stack are listed top first (CR 401.1, 405.1).
        if top and obj.zone in (Zone.LIBRARY, Zone.STACK):
            ids.insert(0, obj.id)
        elif obj.zone is Zone.STACK:
            ids.insert(0, obj.id)  # a new stack object always goes on top (405.2)
        else:
            ids.append(obj.id)

    def replace(self, obj: GameObject) -> GameObject:
        """Store a changed version of the same object (same id, same zone):
        a status change such as tapping, transforming or turning face up."""
        old = self.get(obj.id)
        if old.zone is not obj.zone:
            raise ValueError("a zone change makes a new object; use move()")
        self._objects[obj.id] = obj
        self._touch()
        return obj

    def move(
        self,
        object_id: ObjectId,
        zone: Zone,
        *,
        top: bool = True,
        status: Status | None = None,
        controller: str | None = None,
        card: Card | None = None,
        parts: tuple[Card, ...] | None = None,
        rule: str = "400.7",
    ) -> GameObject:
        """Move an object to another zone, where it becomes a new object with a
        fresh status (CR 400.7). Cards go to their owner's personal zones
        (400.3); a permanent enters under ``controller`` (default its owner).
        Libraries take it on top unless ``top`` is false. ``rule`` is the
        zone change event's: "121.1" for a card drawn, which "whenever you
        draw" reads (a card put into a hand otherwise isn't drawn, 121.5).
        """
        old = self.get(object_id)
        self._check_zone(zone)
        self._forget(old)
        known = self.last_known.get(old.id) if old.zone is Zone.BATTLEFIELD and self.acting else None
        creature_of = known.controller if known and known.characteristics.has_type("Creature") else ""
        if zone is Zone.BATTLEFIELD:  # CR 302.6: under its controller's control from now
            status = (status or Status())._replace(controlled_since=self.turn.number)
        new = GameObject(
            id=self._issue_id(),
            card=old.card if card is None else card,
            owner=old.owner,
            controller=(controller or old.owner) if zone in SHARED_ZONES else old.owner,
            zone=zone,
            status=status or Status(),
            timestamp=self.next_timestamp(),
            is_token=old.is_token,
            parts=old.parts if parts is None else parts,
            is_spell_copy=old.is_spell_copy,
            commander=old.commander,  # CR 903.3: the designation stays with the card
        )
        self._objects[new.id] = new
        self._place(new, top=top)
        self._touch()
        self._commander_by_zone(new)
        if old.is_face_down and old.zone.is_stack_or_battlefield:
            # CR 708.9: a face-down permanent or spell leaving for another zone
            # is revealed to all players (even on its way into exile face down).
            self.log.append(
                Event(EventKind.REVEALED, object=old.id, new_object=new.id, player=old.owner, rule="708.9")
            )
        self.log.append(_zone_change(old, new, rule, creature_of=creature_of))
        return new

    def split(
        self, object_id: ObjectId, zone: Zone, *, top: bool = True, status: Status | None = None
    ) -> list[GameObject]:
        """A melded permanent leaves as its two cards (CR 712.21): one object
        goes, each card becomes a new object in ``zone`` (owned by the melded
        permanent's owner), in the order of its parts; on top of a library,
        the first part ends on top. Returns the new objects, parts order."""
        old = self.get(object_id)
        if not old.parts:
            raise ValueError(f"object #{object_id} is not a melded permanent; use move()")
        self._check_zone(zone)
        self._forget(old)
        placed: dict[int, GameObject] = {}
        order = list(enumerate(old.parts))
        if zone is Zone.LIBRARY and top:
            order.reverse()  # each goes on top of the last
        for index, card in order:
            new = GameObject(
                id=self._issue_id(),
                card=card,
                owner=old.owner,
                controller=old.owner,
                zone=zone,
                status=status or Status(),
                timestamp=self.next_timestamp(),
            )
            self._objects[new.id] = new
            self._place(new, top=top)
            placed[index] = new
            self.log.append(_zone_change(old, new, "712.21"))
        self._touch()
        return [placed[index] for index in sorted(placed)]

    def remove(self, object_id: ObjectId, *, rule: str = "704.5d") -> GameObject:
        """Take an object out of the game entirely (a token that left the
        battlefield ceases to exist, CR 704.5d; a spell copy leaving the stack,
        707.10a)."""
        old = self.get(object_id)
        self._forget(old)
        self._touch()
        self.log.append(
            Event(
                EventKind.CEASED_TO_EXIST,
                object=old.id,
                player=old.owner,
                from_zone=old.zone.value,
                rule=rule,
            )
        )
        return old

    def _check_zone(self, zone: Zone) -> None:
        if zone not in PERSONAL_ZONES and zone not in SHARED_ZONES:
            valid = ", ".join(z.value for z in (*PERSONAL_ZONES, *SHARED_ZONES))
            raise MalformedInput(f"no objects are kept in zone {zone.value!r}; the zones are {valid}")

    def _forget(self, old: GameObject) -> None:
        """Take an object out of its zone, with the effects that applied only
        to it: the new object it may become remembers none of them (CR 400.7).
        A permanent leaving during an action has its last known information
        kept first (603.10a; set-up and other unchecked moves keep none)."""
        if old.zone is Zone.BATTLEFIELD and self.acting:
            self.last_known[old.id] = LastKnown(old, self.characteristics(old), self.controller(old))
        self._writable(self._zone_key(old)).remove(old.id)
        del self._objects[old.id]
        self.copy_effects = [e for e in self.copy_effects if e.target != old.id]
        self.effects = [e for e in self.effects if not (e.objects and set(e.objects) <= {old.id})]

    def reorder(self, zone: Zone, owner: str | None, ids: Sequence[ObjectId]) -> None:
        """Put a zone's objects in a new order (a shuffle, a library arranged)."""
        key = (None, zone) if zone in SHARED_ZONES else (self._player(owner or ""), zone)
        if sorted(ids) != sorted(self._zones[key]):
            raise ValueError("reorder() must keep the same objects")
        self._zones[key] = list(ids)
        self._owned_zones.add(key)
        self._touch()

    def shuffle(self, owner: str) -> None:
        """Shuffle a library with the game's random generator (CR 701.24)."""
        key = (self._player(owner), Zone.LIBRARY)
        self.rng.shuffle(self._writable(key))
        self._touch(board=False)
        self.log.append(Event(EventKind.SHUFFLED, player=owner, to_zone=Zone.LIBRARY.value))

    def set_player(self, player: Player) -> None:
        self._players[self._player(player.name)] = player
        self._touch(board=False)

    def set_choice(self, choice: PendingChoice | None) -> None:
        """Wait for a player's answer to a question, or stop waiting."""
        self.choice = choice
        self._touch(board=False)

    def set_turn(self, turn: Turn) -> None:
        self._player(turn.active)  # a player of this game
        self.turn = turn
        self._touch(board=False)

    def add_effect(self, effect: ContinuousEffect) -> ContinuousEffect:
        stored = effect._replace(id=self._next_effect, timestamp=effect.timestamp or self.next_timestamp())
        self._next_effect += 1
        self.effects.append(stored)
        self._touch()
        self.log.append(Event(EventKind.EFFECT_ADDED, player=stored.player, note=stored.note))
        return stored

    def add_copy_effect(self, effect: CopyEffect) -> CopyEffect:
        stored = effect._replace(id=self._next_effect, timestamp=effect.timestamp or self.next_timestamp())
        self._next_effect += 1
        self.copy_effects.append(stored)
        self._touch()
        return stored

    def add_rule_effect(self, effect: RuleEffect) -> RuleEffect:
        """Add a permission, prohibition or extra land play (CR 601.3, 305.2)."""
        stored = effect._replace(id=self._next_effect, player=self._player(effect.player))
        self._next_effect += 1
        self.rule_effects.append(stored)
        self._touch(board=False)
        self.log.append(Event(EventKind.EFFECT_ADDED, player=stored.player, note=stored.kind.value))
        return stored

    def end_rule_effect(self, effect_id: int, *, rule: str) -> None:
        """End one rule-changing effect before its duration: a permission used
        up (601.3, a cascade's cast), a regeneration shield spent (701.19a)."""
        ended = [e for e in self.rule_effects if e.id == effect_id]
        if not ended:
            return
        self.rule_effects = [e for e in self.rule_effects if e.id != effect_id]
        self._touch(board=False)
        self.log.append(Event(EventKind.EFFECT_ENDED, player=ended[0].player, rule=rule, note=ended[0].note))

    def end_effects(self, duration: Duration) -> None:
        """End every effect of a duration (CR 514.2: "until end of turn"),
        and the delayed triggers of "this turn" with it."""
        self.effects = [e for e in self.effects if e.until is not duration]
        self.copy_effects = [e for e in self.copy_effects if e.until is not duration]
        self.rule_effects = [e for e in self.rule_effects if e.until is not duration]
        if self.delayed_triggers:
            self.delayed_triggers = tuple(d for d in self.delayed_triggers if d.until is not duration)
        self._touch()

    def add_delayed_trigger(self, trigger: DelayedTrigger) -> DelayedTrigger:
        """Make a delayed triggered ability (CR 603.7a), waiting from now on:
        the game gives it its id and the log's length."""
        self._player(trigger.controller)  # 603.7d: a player of this game controls it
        stored = trigger._replace(id=self._next_effect, since=len(self.log))
        self._next_effect += 1
        self.delayed_triggers = (*self.delayed_triggers, stored)
        self._touch(board=False)
        rule, note = stored.when.made_by, stored.when.value
        self.log.append(Event(EventKind.EFFECT_ADDED, player=stored.controller, rule=rule, note=note))
        return stored

    def end_delayed_trigger(self, trigger_id: int, *, rule: str = "603.7c") -> None:
        """A delayed triggered ability is done: it triggered (it triggers only
        once, 603.7c), or its time passed."""
        kept = tuple(d for d in self.delayed_triggers if d.id != trigger_id)
        if len(kept) != len(self.delayed_triggers):
            self.delayed_triggers = kept
            self._touch(board=False)

    def record(self, event: Event) -> Event:
        """Append an event to the log."""
        self.log.append(event)
        return event

    # -- copies, undo ------------------------------------------------------------------
    @classmethod
    def from_state(
        cls,
        players: Sequence[str],
        state: GameState,
        *,
        log: Sequence[Event] = (),
        actions: Sequence[Action] = (),
        rules_as_of: str | None = None,
        pay_costs: bool = False,
        commander: bool = False,
    ) -> Game:
        """A game in ``state`` with ``log`` and the ``actions`` applied so far
        (what :mod:`mtgfaces.rules.save` loads)."""
        game = cls(players, rules_as_of=rules_as_of, pay_costs=pay_costs, commander=commander)
        game.log = list(log)
        game.actions = list(actions)
        game._restore(state._replace(log_length=len(game.log), action_count=len(game.actions)))
        return game

    def copy(self) -> Game:
        """An independent copy of the game (its random generator too)."""
        twin = type(self).__new__(type(self))
        twin.players = self.players
        twin.rules_as_of = self.rules_as_of
        twin.pay_costs = self.pay_costs
        twin.commander = self.commander
        twin.rng = type(self.rng)(0)  # seeded at once from the state below
        twin.log = list(self.log)
        twin.actions = list(self.actions)
        twin.answering = None
        twin._history = self._settled_history()
        twin._rng_unread, twin._last_checkpoint = False, None
        twin.memo = Memo()
        twin.version = twin.board_version = twin.tokens_and_copies_made = 0
        twin.acting = 0
        twin.triggers_seen = 0
        twin.as_enters_seen = 0
        twin.sba_seen = 0
        twin.last_known = {}
        twin._restore(self._snapshot())
        return twin

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.state_key() == other.state_key()

    __hash__ = None  # type: ignore[assignment]  # mutable

    def state_key(self) -> tuple[object, ...]:
        """Everything that makes up the position, for comparing two games."""
        return (
            self.players,
            self.rules_as_of,
            self.pay_costs,
            self.commander,
            self.turn,
            tuple(sorted(self._players.items())),
            tuple(sorted(self._objects.items())),
            tuple(sorted((str(k), tuple(v)) for k, v in self._zones.items())),
            tuple(self.effects),
            tuple(self.copy_effects),
            tuple(self.rule_effects),
            self.delayed_triggers,
            tuple(self.log),
            tuple(self.actions),
            self.choice,
            (self._next_id, self._next_timestamp, self._next_effect),
            self.rng.getstate(),
        )

    def zone_ids(self) -> Iterator[tuple[str | None, Zone, list[ObjectId]]]:
        """Every zone's key and its ids, for serialisation."""
        for (owner, zone), ids in self._zones.items():
            yield owner, zone, list(ids)

    def find(self, card_name: str, zones: Iterable[Zone] | None = None) -> list[GameObject]:
        """Objects whose card has that name (full or any face), in the given zones."""
        wanted = set(zones) if zones is not None else None
        return [
            o
            for o in self.objects()
            if (wanted is None or o.zone in wanted)
            and (card_name == o.card.name or card_name in o.card.face_names)
        ]


def _zone_change(old: GameObject, new: GameObject, rule: str, *, creature_of: str = "") -> Event:
    """The event of ``old`` becoming ``new`` in another zone (``note``:
    "token" for a token, which is no card, 111.1; and for a permanent that
    was a creature as it left the battlefield, "creature of" its controller
    then, 603.10a: :func:`~mtgfaces.rules.state.events.left_as_creature`)."""
    words = [TOKEN_NOTE] if new.is_token else []
    if creature_of:
        words.append(f"{CREATURE_OF}{creature_of}")
    return Event(
        EventKind.ZONE_CHANGE,
        object=old.id,
        new_object=new.id,
        player=old.owner,
        from_zone=old.zone.value,
        to_zone=new.zone.value,
        rule=rule,
        note=NOTE_JOIN.join(words),
    )
