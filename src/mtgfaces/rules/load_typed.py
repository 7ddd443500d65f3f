"""Loading a save the fast way (issue 11): the JSON text decoded by msgspec
straight into typed records of the save format, so every key and every type
is checked in C as the text is read, then turned into the game's values with
the checks a type can't express (players by name, card indexes, every object
in the one zone its record names, CR 400.1).

It never explains an error. Whatever it can't read, a malformed save or an
older version's keys, it gives back as ``None``, and
:func:`mtgfaces.rules.load.loads` reads the text again through
:class:`~mtgfaces.rules.jsonnode.JsonNode`, which says what is wrong and
where. A game it does load is the one that reader gives, value for value.

What makes it fast besides the decoder: no wrapper per JSON value; records
whose fields are already the values' fields in the values' order become
values by position (``Event(*astuple(record))``); equal statuses and equal
action texts are read once per save; and a card record is read once per
process, keyed by its exact text (cards are frozen values, so one ``Card``
serves every save that holds the same record).
"""

from __future__ import annotations

from typing import Any

import msgspec
from msgspec.structs import astuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import NoSuchFace
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.jsonnode import JsonNode
from mtgfaces.rules.load_effects import read_copy_effect, read_delayed_trigger, read_effect, read_rule_effect
from mtgfaces.rules.load_parts import (
    combat_step,
    impossible,
    is_rng_state,
    read_card,
    read_choice,
    read_counters,
    read_players,
    read_turn,
)
from mtgfaces.rules.saveformat import FORMAT, VERSION, _zone_keys, _ZoneKey
from mtgfaces.rules.state.costs import ALTERNATIVES
from mtgfaces.rules.state.decisions import Action, parse
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import SHARED_ZONES, Game, GameState
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Status

# -- the records: each a value's fields, in the value's order -----------------------------


class StatusRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """:class:`~mtgfaces.rules.state.status.Status` as saved (version 6)."""

    up: str
    face_down: FaceDown | None
    flipped: bool
    tapped: bool
    counters: tuple[tuple[str, int], ...]
    attached_to: str | int | None
    unlocked: frozenset[Side]
    x: int | None
    on_adventure: str | bool | None  # a flag in version 1 (715.3d)
    cast_from: str | None
    transformations: int
    targets: tuple[str | int, ...]
    foretold_turn: int | None
    damage: int
    attacking: str | int | None
    chosen: tuple[str, ...]
    controlled_since: int
    blocking: int | None
    deathtouched: bool
    mana_spent: tuple[str, ...]
    alternative: str | None
    protector: str | None  # a battle's (310.8), version 6
    foretell_cost: str | None = None  # one an effect gave (702.143d), version 11


class AbilityRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """:class:`~mtgfaces.rules.state.objects.Ability` as saved."""

    does: str
    target: int | None
    source: int | None
    source_name: str
    transformations: int | None
    options: tuple[tuple[str, str], ...]


class ObjectRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """:class:`~mtgfaces.rules.state.objects.GameObject` as saved: its cards
    as indexes into the save's ``cards``."""

    id: ObjectId
    card: int
    owner: str
    controller: str
    zone: Zone
    status: StatusRecord
    timestamp: int
    is_token: bool
    parts: tuple[int, ...]
    is_spell_copy: bool
    ability: AbilityRecord | None
    commander: bool


class EventRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """:class:`~mtgfaces.rules.state.events.Event` as saved."""

    kind: EventKind
    object: int | None
    new_object: int | None
    player: str | None
    from_zone: str | None
    to_zone: str | None
    rule: str | None
    note: str


class ZoneRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """One zone's ids in order; the owner is null for a shared zone."""

    owner: str | None
    zone: Zone
    ids: list[ObjectId]


class RngRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """What ``random.Random.getstate()`` gives."""

    version: int
    state: tuple[int, ...]
    gauss_next: int | float | None


class SaveRecord(msgspec.Struct, forbid_unknown_fields=True, gc=False):
    """A save of the current version. The small parts are left as plain
    JSON for the readers the checked loader uses; the card records are kept
    as their text, the key of the card cache."""

    format: str
    version: int
    rules_as_of: Any
    costs: Any
    variant: Any
    players: Any
    turn: Any
    cards: list[msgspec.Raw]
    objects: list[ObjectRecord]
    zones: list[ZoneRecord]
    effects: Any
    copy_effects: Any
    rule_effects: Any
    log: list[EventRecord]
    actions: list[str]
    choice: Any
    counters: Any
    rng: RngRecord
    delayed_triggers: Any = None  # absent before version 7


RECORDS_OF: dict[type[Any], type[msgspec.Struct]] = {
    Status: StatusRecord,
    Ability: AbilityRecord,
    GameObject: ObjectRecord,
    Event: EventRecord,
}
"""Each value and its record, whose fields are the same in the same order
(tests/rules/test_load_typed.py checks it: values are built by position)."""

_DECODER = msgspec.json.Decoder(SaveRecord)


class _Unreadable(Exception):
    """Something the checked loader must read, to explain it."""


# -- loading -------------------------------------------------------------------------------


def loads_typed(text: str | bytes, game_class: type[Game]) -> Game | None:
    """The game saved in ``text``, or None if this loader can't read it (a
    malformed save, or one with an older version's keys), for
    :func:`mtgfaces.rules.load.loads` to read the checked way."""
    try:
        return _load(_DECODER.decode(text), game_class)
    except (msgspec.DecodeError, msgspec.ValidationError, MalformedInput, _Unreadable, RecursionError):
        return None


def _load(save: SaveRecord, game_class: type[Game]) -> Game:
    if save.format != FORMAT or not 1 <= save.version <= VERSION:
        raise _Unreadable
    players = read_players(JsonNode(save.players, "players"))
    names = tuple(player.name for player in players)
    rules_as_of = JsonNode(save.rules_as_of, "rules_as_of").optional_text()
    pay_costs = JsonNode(save.costs, "costs").one_of(("free", "paid")) == "paid"
    commander = (
        save.variant is not None and JsonNode(save.variant, "variant").one_of(("commander",)) == "commander"
    )
    turn_node = JsonNode(save.turn, "turn")
    turn = read_turn(turn_node, names)
    cards = [_card(raw, index) for index, raw in enumerate(save.cards)]
    objects = _objects(save.objects, names, cards)
    zones = _zones(save.zones, names, objects)
    effects = [read_effect(node, names) for node in JsonNode(save.effects, "effects").items()]
    copy_effects = [read_copy_effect(node) for node in JsonNode(save.copy_effects, "copy_effects").items()]
    rule_effects = [
        read_rule_effect(node, names) for node in JsonNode(save.rule_effects, "rule_effects").items()
    ]
    delayed = [
        read_delayed_trigger(node, names, cards)
        for node in JsonNode(save.delayed_triggers or [], "delayed_triggers").items()
    ]
    log = list(map(Event._make, map(astuple, save.log)))
    actions = _actions(save.actions, names)
    choice = None if save.choice is None else read_choice(JsonNode(save.choice, "choice"), names)
    turn = combat_step(turn_node, turn, list(objects.values()))
    counters = read_counters(JsonNode(save.counters, "counters"), max(objects, default=0))
    rng = save.rng
    rng_state = (rng.version, rng.state, rng.gauss_next)
    if len(rng.state) != 625 or not is_rng_state(rng_state):
        raise _Unreadable
    state = GameState(
        objects=objects,
        zones=zones,
        players={player.name: player for player in players},
        turn=turn,
        effects=effects,
        copy_effects=copy_effects,
        rule_effects=rule_effects,
        log_length=len(log),
        counters=counters,
        rng_state=rng_state,
        choice=choice,
        delayed_triggers=tuple(delayed),
    )
    game = game_class.from_state(
        names,
        state,
        log=log,
        actions=actions,
        rules_as_of=rules_as_of,
        pay_costs=pay_costs,
        commander=commander,
    )
    for obj in objects.values():
        if obj.zone.is_stack_or_battlefield:
            try:
                game.characteristics(obj)  # the face up is one the card has there (709.3, 712.2)
            except NoSuchFace:
                raise _Unreadable from None
    return game


_CARDS: dict[bytes, Card] = {}
_CARDS_KEPT = 4096  # distinct card records kept; far more than the cards of any one game


def _card(raw: msgspec.Raw, index: int) -> Card:
    """The card a record's text gives, read once per process: the same text
    is the same record, so the same frozen card."""
    text = bytes(raw)
    card = _CARDS.get(text)
    if card is None:
        card = read_card(JsonNode(msgspec.json.decode(text), f"cards[{index}]"))
        if len(_CARDS) >= _CARDS_KEPT:
            _CARDS.clear()
        _CARDS[text] = card
    return card


_UP: dict[str, Side | str] = {**{side.value: side for side in Side}, FUSED: FUSED}


def _objects(
    records: list[ObjectRecord], names: tuple[str, ...], cards: list[Card]
) -> dict[ObjectId, GameObject]:
    """The objects by id, in the save's order, checked as the checked loader
    checks them."""
    found: dict[ObjectId, GameObject] = {}
    statuses: dict[tuple[Any, ...], Status] = {}
    count = len(cards)
    for record in records:
        owner = record.owner
        if owner not in names or record.controller not in names or not 0 <= record.card < count:
            raise _Unreadable
        if any(not 0 <= part < count for part in record.parts):
            raise _Unreadable
        key = (owner, *astuple(record.status))
        status = statuses.get(key)
        if status is None:
            status = statuses[key] = _status(record.status, names, owner)
        obj = GameObject(
            record.id,
            cards[record.card],
            owner,
            record.controller,
            record.zone,
            status,
            record.timestamp,
            record.is_token,
            tuple(cards[part] for part in record.parts),
            record.is_spell_copy,
            None if record.ability is None else Ability._make(astuple(record.ability)),
            record.commander,
        )
        if obj.id in found:
            raise _Unreadable
        found[obj.id] = obj
    if impossible(list(found.values())) is not None:
        raise _Unreadable
    return found


def _status(record: StatusRecord, names: tuple[str, ...], owner: str) -> Status:
    up = _UP.get(record.up)
    if up is None or (record.alternative is not None and record.alternative not in ALTERNATIVES):
        raise _Unreadable
    players = [record.attached_to, record.attacking, record.protector, *record.targets]
    if any(isinstance(each, str) and each not in names for each in players):
        raise _Unreadable
    on_adventure = record.on_adventure
    if isinstance(on_adventure, bool):  # version 1: only the owner could cast it
        on_adventure = owner if on_adventure else None
    elif on_adventure is not None and on_adventure not in names:
        raise _Unreadable
    if record.foretell_cost is not None:
        try:
            ManaCost.parse(record.foretell_cost)
        except MalformedInput:
            raise _Unreadable from None
    for spent in record.mana_spent:  # units of mana, or "*" (601.2h)
        if spent != "*":
            try:
                Unit.parse(spent)
            except ValueError:
                raise _Unreadable from None
    fields = astuple(record)
    return Status._make((up, *fields[1:8], on_adventure, *fields[9:]))


def _zones(
    records: list[ZoneRecord], names: tuple[str, ...], objects: dict[ObjectId, GameObject]
) -> dict[_ZoneKey, list[ObjectId]]:
    """Each zone's ids: every zone listed once, every object in exactly one
    zone, the one its own record names (CR 400.1)."""
    listed: dict[_ZoneKey, list[ObjectId]] = {}
    for record in records:
        key: _ZoneKey = (record.owner, record.zone)
        if key in listed or (record.owner is not None and record.zone in SHARED_ZONES):
            raise _Unreadable
        listed[key] = record.ids
    expected = _zone_keys(names)
    if len(listed) != len(expected) or any(key not in listed for key in expected):
        raise _Unreadable  # also a zone no game keeps, or a personal zone of no player
    placed: set[ObjectId] = set()
    for (owner, zone), ids in listed.items():
        for object_id in ids:
            obj = objects.get(object_id)
            if obj is None or obj.zone is not zone or (owner is not None and obj.owner != owner):
                raise _Unreadable
        placed.update(ids)
    if len(placed) != len(objects) or sum(map(len, listed.values())) != len(objects):
        raise _Unreadable  # an object in no zone, or listed twice
    return {key: listed[key] for key in expected}


def _actions(texts: list[str], names: tuple[str, ...]) -> list[Action]:
    """The action log, each distinct text parsed once (most are passes)."""
    read: dict[str, Action] = {}
    actions = []
    for text in texts:
        action = read.get(text)
        if action is None:
            action = read[text] = parse(text)
            if action.player not in names:
                raise _Unreadable
        actions.append(action)
    return actions
