"""What one player may know of a game: a read-only projection, built so that
it cannot hold anything else.

:func:`view_for` (``game.view(player)``) copies out of the game only what the
rules let that player see:

- public zones (CR 400.2: battlefield, stack, graveyards, exile, command) in
  full, each face-up object with its card, characteristics and status;
- a face-down spell or permanent the player doesn't control (CR 708.5), a
  card exiled face down (406.3) and every card in a hidden zone it may not
  look at (400.2, 401.2, 402.3) as an *opaque* :class:`ObjectView`: no card,
  no name, no game id. What is left is what all players are entitled to:
  its face-down characteristics, controller, owner, tapped and counters,
  and, as CR 708.6 and 406.4 ask, how it became face down and where it comes
  in the order the face-down objects arrived (an ordinal, never the raw
  timestamp);
- its own hand in full; a double-faced card there is shown as itself and
  marked as represented by a substitute card (CR 712.7, 713.4).

Game ids are sequential and survive shuffles, so an id would let a player
follow a card it can't see: hidden objects carry none. Everything made for a
player about objects (serialised views, :func:`visible_log`, messages via
:func:`name_for`) goes through this projection.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> from mtgfaces.rules.state.status import FaceDown, Status
>>> game = Game(["Alice", "Bob"])
>>> delver = CardDB.default().card("Delver of Secrets")
>>> hidden = game.put(delver, zone=Zone.BATTLEFIELD, owner="Bob", status=Status(face_down=FaceDown.CLOAK))
>>> seen = game.view("Alice").battlefield[0]
>>> seen.card is None, seen.id is None, seen.description
(True, True, 'face-down creature #1 (cloak)')
>>> game.view("Bob").battlefield[0].card.name
'Delver of Secrets // Insectile Aberration'
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import NoSuchFace, default_characteristics
from mtgfaces.cards.model import Card
from mtgfaces.rules.state.base_values import base
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.looking import face_down_source, may_look
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, ObjectId, Target
from mtgfaces.rules.state.values import HIDDEN_ZONES, PERSONAL_ZONES, Step

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

UNSEEN = "an object you can't see"
"""What :func:`describe` answers for anything the view doesn't show, whether
hidden or gone: the answer must not tell the two apart."""

KIND_WORDS = {
    FaceDown.MANIFEST: "manifest",
    FaceDown.MANIFEST_DREAD: "manifest dread",
    FaceDown.CLOAK: "cloak",
    FaceDown.MORPH: "morph",
    FaceDown.MEGAMORPH: "megamorph",
    FaceDown.DISGUISE: "disguise",
    FaceDown.TURNED: "turned face down",
    FaceDown.CYBERMAN: "turned face down, a Cyberman",
    FaceDown.EXILE: "exiled face down",
    FaceDown.FORETELL: "foretold",
    FaceDown.HIDDEN_AGENDA: "hidden agenda",
}


class ObjectView(NamedTuple):
    """One object as the viewer may see it.

    ``visible`` objects carry their game ``id``, ``card`` and status. Opaque
    ones carry no card, no name and no id; ``ref`` names them within the view
    (``"face-down #2"``), and is ``None`` for a card in a hidden zone, which
    is told apart from the others in its zone only by its position.

    ``characteristics`` is what the object is in the game (for a face-down
    permanent, the face-down 2/2 of CR 708.2a, the same for every player);
    ``face_up`` is what its controller sees by looking at a face-down card it
    may look at (CR 708.5, 702.143a). ``substitute`` marks a double-faced card
    represented by a substitute card while hidden (CR 712.7, 712.15, 712.17,
    713): for all game purposes it is that card (713.4).
    """

    ref: str | None
    id: ObjectId | None
    zone: Zone
    owner: str
    controller: str
    visible: bool
    description: str
    card: Card | None = None
    parts: tuple[Card, ...] = ()
    characteristics: Characteristics | None = None
    face_up: Characteristics | None = None
    face_down: FaceDown | None = None
    face_down_order: int | None = None
    substitute: bool = False
    is_token: bool = False
    tapped: bool = False
    counters: tuple[tuple[str, int], ...] = ()
    attached_to: str | None = None
    up: str | None = None
    flipped: bool = False
    unlocked: tuple[str, ...] = ()
    x: int | None = None
    on_adventure: bool = False
    cast_from: str | None = None
    transformations: int = 0
    targets: tuple[str, ...] = ()
    # What was chosen as it was cast or as it entered (601.2b, 614.12: a name,
    # a color, "kicked"), announced to every player; none for a face-down
    # object, whose choices would tell of its card.
    chosen: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data, keys in a fixed order."""
        return {
            "ref": self.ref,
            "id": self.id,
            "zone": self.zone.value,
            "owner": self.owner,
            "controller": self.controller,
            "visible": self.visible,
            "description": self.description,
            "card": _card_json(self.card),
            "parts": [_card_json(p) for p in self.parts],
            "characteristics": _characteristics_json(self.characteristics),
            "face_up": _characteristics_json(self.face_up),
            "face_down": None if self.face_down is None else self.face_down.value,
            "face_down_order": self.face_down_order,
            "substitute": self.substitute,
            "is_token": self.is_token,
            "tapped": self.tapped,
            "counters": dict(sorted(self.counters)),
            "attached_to": self.attached_to,
            "up": self.up,
            "flipped": self.flipped,
            "unlocked": list(self.unlocked),
            "x": self.x,
            "on_adventure": self.on_adventure,
            "cast_from": self.cast_from,
            "transformations": self.transformations,
            "targets": list(self.targets),
            "chosen": list(self.chosen),
        }


class PlayerView(NamedTuple):
    """A player's public state and personal zones (CR 400.1), as the viewer sees
    them. Sizes are public: any player may count a hand or library (401.3,
    402.3)."""

    name: str
    life: int
    lands_played: int
    extra_land_plays: int
    drew_from_empty_library: bool
    has_lost: bool
    hand_size: int
    library_size: int
    hand: tuple[ObjectView, ...]
    library: tuple[ObjectView, ...]
    graveyard: tuple[ObjectView, ...]
    exile: tuple[ObjectView, ...]
    command: tuple[ObjectView, ...]
    mana_pool: tuple[str, ...] = ()
    """The mana in the player's pool, each unit as :class:`~mtgfaces.rules.state.mana.Unit`
    writes it (``"R"``, ``"G:snow"``, ``"U:only noncreature"``): public, as its
    player announces it whenever it stays there (CR 106.4, 106.4a-b, 117.3d)."""

    @property
    def mana_pool_text(self) -> str:
        """The pool as mana symbols, ``{R}{R}{G}``; ``""`` for none."""
        return "".join(f"{{{unit.split(':', 1)[0]}}}" for unit in self.mana_pool)

    def zone(self, zone: Zone) -> tuple[ObjectView, ...]:
        """The objects of one personal zone."""
        return {
            Zone.HAND: self.hand,
            Zone.LIBRARY: self.library,
            Zone.GRAVEYARD: self.graveyard,
            Zone.EXILE: self.exile,
            Zone.COMMAND: self.command,
        }.get(zone, ())

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "life": self.life,
            "mana_pool": list(self.mana_pool),
            "lands_played": self.lands_played,
            "extra_land_plays": self.extra_land_plays,
            "drew_from_empty_library": self.drew_from_empty_library,
            "has_lost": self.has_lost,
            "hand_size": self.hand_size,
            "library_size": self.library_size,
            **{zone.value: [o.to_json() for o in self.zone(zone)] for zone in PERSONAL_ZONES},
        }


class GameView(NamedTuple):
    """The game as ``viewer`` may know it (see the module docstring)."""

    viewer: str
    turn: int
    active_player: str
    step: Step
    players: tuple[PlayerView, ...]
    battlefield: tuple[ObjectView, ...]
    stack: tuple[ObjectView, ...]
    """Top first (CR 405.1)."""

    def player(self, name: str) -> PlayerView:
        for found in self.players:
            if found.name == name:
                return found
        raise KeyError(f"no player {name!r}; the players are {', '.join(p.name for p in self.players)}")

    def objects(self) -> Iterator[ObjectView]:
        """Every object in the view: battlefield, stack, then each player's zones."""
        yield from self.battlefield
        yield from self.stack
        for seat in self.players:
            for zone in PERSONAL_ZONES:
                yield from seat.zone(zone)

    def find(self, ref: int | str) -> ObjectView | None:
        """The object with that game id (visible objects only) or view ref."""
        for obj in self.objects():
            if (obj.ref == ref) if isinstance(ref, str) else (obj.visible and obj.id == ref):
                return obj
        return None

    def __str__(self) -> str:
        """A short text of the view: the turn, each player's life, hand and
        permanents, the stack; hidden objects as the viewer may call them."""
        lines = [f"{self.viewer}'s view: turn {self.turn}, {self.active_player}'s {self.step.value} step"]
        for seat in self.players:
            hand = ", ".join(o.description for o in seat.hand) or "no cards"
            pool = f"; mana pool: {seat.mana_pool_text}" if seat.mana_pool else ""
            lines.append(f"  {seat.name}: {seat.life} life; hand: {hand}; library: {seat.library_size}{pool}")
            permanents = [o.description for o in self.battlefield if o.controller == seat.name]
            if permanents:
                lines.append(f"    battlefield: {', '.join(permanents)}")
        if self.stack:
            lines.append(f"  stack (top first): {', '.join(o.description for o in self.stack)}")
        return "\n".join(lines)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON data (``json.dumps``-able), keys in a fixed order."""
        return {
            "viewer": self.viewer,
            "turn": {"number": self.turn, "active_player": self.active_player, "step": self.step.value},
            "players": [p.to_json() for p in self.players],
            "battlefield": [o.to_json() for o in self.battlefield],
            "stack": [o.to_json() for o in self.stack],
        }


def describe(view: GameView, ref: int | str) -> str:
    """What the viewer may call an object: by its game id if it is visible, or
    by its view ``ref`` (``"face-down #2"``). Anything else, hidden or not
    there, is :data:`UNSEEN`: a view can't map a hidden object's game id,
    because it doesn't hold one (use :func:`name_for` with the game)."""
    found = view.find(ref)
    return UNSEEN if found is None else found.description


def view_for(game: Game, player: str) -> GameView:
    """What ``player`` may know of ``game`` (CR 400.2, 401.2, 402.3, 406.3,
    708.5, 708.6), and nothing else. ``game.view(player)`` calls this."""
    return _project(game, player).view


def name_for(game: Game, player: str, object_id: ObjectId) -> str:
    """What ``player`` may call the game's object ``object_id``: for error
    messages and logs made for that player. A hidden object gets its view
    description (``"face-down creature #2 (cloak)"``, ``"a card in Bob's
    hand"``), never its name or id."""
    if object_id not in game:
        return "an object no longer there"
    obj = game.get(object_id)
    # Only the object's own entry is needed, not the whole projection: this is
    # called for every message an action might make.
    order = None
    if obj.is_face_down:
        group = (
            game.objects(Zone.BATTLEFIELD) + game.objects(Zone.STACK)
            if obj.zone.is_stack_or_battlefield
            else (
                game.objects(obj.zone, obj.owner)
                if obj.zone in (Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
                else [obj]
            )
        )
        order = _face_down_orders(group).get(object_id)
    return _seen(game, obj, player, order).description


class NameLater:
    """:func:`name_for`, worked out only when a message is built: a legality
    check names the object in its refusal, and a check that passes (as
    listing legal actions does thousands of times) never builds it."""

    __slots__ = ("_game", "_object_id", "_player")

    def __init__(self, game: Game, player: str, object_id: ObjectId) -> None:
        self._game, self._player, self._object_id = game, player, object_id

    def __str__(self) -> str:
        return name_for(self._game, self._player, self._object_id)

    def __format__(self, spec: str) -> str:
        return format(str(self), spec)


def opaque_refs(game: Game, player: str) -> dict[str, ObjectId]:
    """The game objects behind the view's opaque refs (``"face-down #2"``):
    for a seat, which names them by handles of its own, never for a view."""
    return {
        seen.ref: object_id
        for object_id, seen in _project(game, player).objects.items()
        if seen.ref is not None and seen.id is None
    }


def view_of(game: Game, player: str, object_id: ObjectId) -> ObjectView | None:
    """The game object ``object_id`` as ``player`` sees it: for tools that
    hold the true game and ask what one player may know of one object (the
    scenario runner's ``as_seen_by``). The view itself never maps game ids."""
    return _project(game, player).objects.get(object_id)


def visible_log(game: Game, player: str) -> list[dict[str, Any]]:
    """The game's log as ``player`` may read it.

    An object in an event is named as the viewer's view names it now. An
    object that has left is named by id only if it lived in a public zone
    (its id then links only what every player watched happen there, CR 400.2,
    708.9) or in the viewer's own hand; a card that was in a library or in
    another player's hand stays anonymous, so that no id follows it through a
    shuffle (401.2) or a hand (402.3). An event about a hidden object loses
    its free-text note too, except for the player who looked at it (701.20e:
    a ``looked_at`` event keeps the card's name for that player only).
    """
    projection = _project(game, player)
    homes = _homes(game.log)
    lines = []
    for event in game.log:
        subject = _log_object(projection, homes, player, event.object)
        became = _log_object(projection, homes, player, event.new_object)
        hidden = any(o is not None and o["id"] is None for o in (subject, became))
        # Why an instruction did nothing to a hidden object depends on its
        # card (712.15a for a double-faced one, 712.9 for another): hidden too.
        why_hidden = hidden and event.kind is EventKind.IGNORED
        # CR 701.20e: a card looked at is shown to the player who looks, and to no one else.
        looked = event.kind is EventKind.LOOKED_AT and event.player == player
        lines.append(
            {
                "kind": event.kind.value,
                "object": subject,
                "new_object": became,
                "player": event.player,
                "from_zone": event.from_zone,
                "to_zone": event.to_zone,
                "rule": None if why_hidden else event.rule,
                "note": "" if hidden and not looked else event.note,
            }
        )
    return lines


# -- building the projection -------------------------------------------------------


class _Seen(NamedTuple):
    """How one game object appears to the viewer: the id if visible, the ref
    other objects use for it, and its description."""

    id: ObjectId | None
    ref: str
    description: str


class _Projection(NamedTuple):
    view: GameView
    seen: dict[ObjectId, _Seen]
    objects: dict[ObjectId, ObjectView]


def _project(game: Game, viewer: str) -> _Projection:
    shared = game.objects(Zone.BATTLEFIELD) + game.objects(Zone.STACK)
    orders = _face_down_orders(shared)
    for name in game.players:
        for zone in (Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND):
            orders.update(_face_down_orders(game.objects(zone, name)))
    everything = game.objects()
    for obj in everything:
        source = face_down_source(game, obj)
        if source is not None:
            orders[obj.id] = orders.get(source.id, 0)  # named by its source's order (708.6)
    seen = {o.id: _seen(game, o, viewer, orders.get(o.id)) for o in everything}
    views = {o.id: _object_view(game, o, viewer, seen, orders.get(o.id)) for o in everything}

    def seat(name: str) -> PlayerView:
        state = game.player(name)
        zones = {zone: tuple(views[o.id] for o in game.objects(zone, name)) for zone in PERSONAL_ZONES}
        return PlayerView(
            name=name,
            life=state.life,
            lands_played=state.lands_played,
            extra_land_plays=state.extra_land_plays,
            drew_from_empty_library=state.drew_from_empty_library,
            has_lost=state.has_lost,
            hand_size=len(zones[Zone.HAND]),
            library_size=len(zones[Zone.LIBRARY]),
            hand=zones[Zone.HAND],
            library=zones[Zone.LIBRARY],
            graveyard=zones[Zone.GRAVEYARD],
            exile=zones[Zone.EXILE],
            command=zones[Zone.COMMAND],
            mana_pool=tuple(str(unit) for unit in state.mana_pool),  # in sort_units order
        )

    view = GameView(
        viewer=viewer,
        turn=game.turn.number,
        active_player=game.turn.active,
        step=game.turn.step,
        players=tuple(seat(name) for name in game.players),
        battlefield=tuple(views[o.id] for o in game.objects(Zone.BATTLEFIELD)),
        stack=tuple(views[o.id] for o in game.objects(Zone.STACK)),
    )
    return _Projection(view, seen, views)


def _face_down_orders(objects: Sequence[GameObject]) -> dict[ObjectId, int]:
    """CR 708.6, 406.4, 702.143e: the order face-down objects arrived, as an
    ordinal from 1 (timestamp order, ties by their public place in the zone)."""
    face_down = sorted(
        ((o.timestamp, place, o.id) for place, o in enumerate(objects) if o.is_face_down),
    )
    return {object_id: rank for rank, (_, _, object_id) in enumerate(face_down, start=1)}


def _possessive(owner: str, zone: Zone) -> str:
    return f"the {zone.value}" if zone.is_stack_or_battlefield else f"{owner}'s {zone.value}"


def _in(owner: str, zone: Zone) -> str:
    return f"{'on' if zone.is_stack_or_battlefield else 'in'} {_possessive(owner, zone)}"


def _face_down_label(game: Game, obj: GameObject, order: int | None) -> str:
    kind = obj.status.face_down
    words = KIND_WORDS[kind] if kind is not None else "face down"
    if obj.zone is Zone.STACK:
        return f"face-down spell #{order} ({words})"
    if obj.zone is Zone.BATTLEFIELD:
        noun = "creature" if game.characteristics(obj).has_type("Creature") else "permanent"
        return f"face-down {noun} #{order} ({words})"
    return f"face-down card #{order} in {_possessive(obj.owner, obj.zone)} ({words})"


def _seen(game: Game, obj: GameObject, viewer: str, order: int | None) -> _Seen:
    if may_look(game, obj, viewer):
        name = game.characteristics(obj).name or obj.card.name
        if obj.is_face_down and obj.zone not in HIDDEN_ZONES:
            name = obj.card.name  # its controller looks at the card itself (708.5)
            return _Seen(obj.id, f"#{obj.id}", f"{name} (#{obj.id}), {_face_down_label(game, obj, order)}")
        return _Seen(obj.id, f"#{obj.id}", f"{name} (#{obj.id})")
    if obj.zone in HIDDEN_ZONES:
        # No position: the log and references must not follow a card through
        # a hand or a shuffled library (401.2, 402.3).
        where = f"a card in {_possessive(obj.owner, obj.zone)}"
        return _Seen(None, where, where)
    source = face_down_source(game, obj)
    if source is not None:
        words = f"an ability of {_face_down_label(game, source, order)}"  # the source's order
        return _Seen(None, words, words)
    if obj.zone.is_stack_or_battlefield:
        return _Seen(None, f"face-down #{order}", _face_down_label(game, obj, order))
    return _Seen(
        None, f"{obj.owner}'s face-down {obj.zone.value} #{order}", _face_down_label(game, obj, order)
    )


def _object_view(
    game: Game, obj: GameObject, viewer: str, seen: dict[ObjectId, _Seen], order: int | None
) -> ObjectView:
    me = seen[obj.id]
    controller = game.controller(obj)
    kind = obj.status.face_down if obj.zone not in HIDDEN_ZONES else None
    status = obj.status
    public = obj.zone not in HIDDEN_ZONES
    if me.id is None:
        # Opaque: only what every player may know (CR 708.2, 708.6, 406.4).
        return ObjectView(
            ref=me.ref if public else None,
            id=None,
            zone=obj.zone,
            owner=obj.owner,
            controller=controller,
            visible=False,
            description=me.description,
            characteristics=game.characteristics(obj) if public and obj.ability is None else None,
            face_down=kind,
            face_down_order=order if public else None,
            tapped=status.tapped if obj.zone is Zone.BATTLEFIELD else False,
            counters=status.counters if public else (),
            attached_to=_ref(seen, status.attached_to) if public else None,
        )
    hidden_card = obj.zone in HIDDEN_ZONES or kind is not None
    return ObjectView(
        ref=me.ref,
        id=obj.id,
        zone=obj.zone,
        owner=obj.owner,
        controller=controller,
        visible=True,
        description=me.description,
        card=obj.card,
        parts=obj.parts,
        characteristics=game.characteristics(obj),
        face_up=_face_up(obj) if kind is not None else None,
        face_down=kind,
        face_down_order=order,
        # CR 712.7, 712.15, 712.17: a double-faced card stays indistinguishable
        # while hidden, by a substitute card (713), which is that card (713.4).
        substitute=hidden_card and obj.is_double_faced and bool(obj.cards),
        is_token=obj.is_token,
        tapped=status.tapped,
        counters=status.counters,
        attached_to=_ref(seen, status.attached_to),
        up=str(status.up),
        flipped=status.flipped,
        unlocked=tuple(sorted(str(side) for side in status.unlocked)),
        x=status.x,
        on_adventure=status.on_adventure is not None,
        cast_from=status.cast_from,
        transformations=status.transformations,
        targets=tuple(_target_ref(seen, t) for t in status.targets),
        # A face-down conspiracy's secretly chosen name is its owner's to
        # see, with the card (702.106b); other face-down objects show none.
        chosen=status.chosen if kind in (None, FaceDown.HIDDEN_AGENDA) else (),
    )


def _target_ref(seen: dict[ObjectId, _Seen], target: Target) -> str:
    """A player target by name (players are public, 115.1); an object as seen."""
    if isinstance(target, str):
        return target
    return _ref(seen, target) or "an object no longer there"


def _ref(seen: dict[ObjectId, _Seen], object_id: Target | None) -> str | None:
    if object_id is None:
        return None
    if isinstance(object_id, str):
        return object_id  # a player (an Aura enchanting a player, 303.4f)
    found = seen.get(object_id)
    return found.ref if found is not None else "an object no longer there"


def _face_up(obj: GameObject) -> Characteristics:
    """The printed characteristics a face-down card shows to one who may look at
    it, as it would be face up there (a double-faced card front face up, 712.15a)."""
    try:
        return base(obj._replace(status=obj.status._replace(face_down=None)))[0]
    except NoSuchFace:
        return default_characteristics(obj.card, Zone.HAND).characteristics


# -- the log -----------------------------------------------------------------------


def _homes(log: Sequence[Event]) -> dict[ObjectId, tuple[str | None, Zone]]:
    """The zone each object id lived in, from the events that made it: an id
    never changes zone (a zone change makes a new object, CR 400.7)."""
    homes: dict[ObjectId, tuple[str | None, Zone]] = {}
    for event in log:
        if event.to_zone is None:
            continue
        if event.new_object is not None:
            homes[event.new_object] = (event.player, Zone(event.to_zone))
        elif event.object is not None and event.kind in (EventKind.CREATED, EventKind.TOKEN_CREATED):
            homes[event.object] = (event.player, Zone(event.to_zone))
    return homes


def _log_object(
    projection: _Projection,
    homes: dict[ObjectId, tuple[str | None, Zone]],
    viewer: str,
    object_id: ObjectId | None,
) -> dict[str, Any] | None:
    if object_id is None:
        return None
    seen = projection.seen.get(object_id)
    if seen is not None:
        return {"id": seen.id, "name": seen.description}
    home = homes.get(object_id)
    if home is None:
        return {"id": None, "name": UNSEEN}
    owner, zone = home
    place = _in(owner or "", zone)
    if zone not in HIDDEN_ZONES or (zone is Zone.HAND and owner == viewer):
        return {"id": object_id, "name": f"#{object_id}, no longer {place}"}
    return {"id": None, "name": f"a card that was {place}"}


def _card_json(card: Card | None) -> dict[str, Any] | None:
    if card is None:
        return None
    return {
        "name": card.name,
        "layout": card.layout.value,
        "oracle_id": card.oracle_id,
        "scryfall_id": card.scryfall_id,
        "faces": list(card.face_names),
    }


def _characteristics_json(value: Characteristics | None) -> dict[str, Any] | None:
    if value is None:
        return None
    return {
        "name": value.name,
        "names": list(value.names),
        "mana_cost": str(value.mana_cost),
        "mana_value": value.mana_value,
        "colors": [c.value for c in value.colors],
        "color_indicator": None
        if value.color_indicator is None
        else [c.value for c in value.color_indicator],
        "supertypes": list(value.supertypes),
        "types": list(value.types),
        "subtypes": list(value.subtypes),
        "rules_text": value.rules_text,
        "abilities": list(value.abilities),
        "power": value.power,
        "toughness": value.toughness,
        "loyalty": value.loyalty,
        "defense": value.defense,
    }
