"""Loading a saved game (the other half of :mod:`mtgfaces.rules.save`):
everything is checked before the game is built, so a malformed save raises
``MalformedInput`` naming the path that is wrong and never gives a broken game.
"""

from __future__ import annotations

import json
from typing import Any

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import NoSuchFace
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.jsonnode import JsonNode, shown
from mtgfaces.rules.load_effects import (
    read_copy_effect,
    read_delayed_trigger,
    read_effect,
    read_player,
    read_rule_effect,
)
from mtgfaces.rules.load_parts import (
    combat_step,
    impossible,
    read_action,
    read_card,
    read_choice,
    read_counters,
    read_players,
    read_rng_state,
    read_turn,
)
from mtgfaces.rules.load_typed import loads_typed
from mtgfaces.rules.saveformat import _UP_VALUES, FORMAT, VERSION, _zone_keys, _ZoneKey
from mtgfaces.rules.state.costs import ALTERNATIVES
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import (
    PERSONAL_ZONES,
    SHARED_ZONES,
    Game,
    GameState,
)
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Status, Target

# -- loading ----------------------------------------------------------------------------
_TOP_KEYS = (
    "format",
    "version",
    "rules_as_of",
    "costs",
    "variant",
    "players",
    "turn",
    "cards",
    "objects",
    "zones",
    "effects",
    "copy_effects",
    "rule_effects",
    "log",
    "actions",
    "choice",
    "counters",
    "rng",
    "delayed_triggers",  # since version 7 (CR 603.7)
)


def loads(text: str, *, game_class: type[Game] = Game) -> Game:
    """The game saved in JSON text (:func:`dumps`); ``MalformedInput`` saying
    what is wrong and where if it isn't a save.

    The typed loader (:mod:`mtgfaces.rules.load_typed`) reads it if it can;
    anything it can't read (an older version, a malformed save) is read here
    through :class:`JsonNode`, which explains what is wrong."""
    game = loads_typed(text, game_class)
    if game is not None:
        return game
    try:
        data = json.loads(text)
    except json.JSONDecodeError as error:
        raise MalformedInput(
            f"not JSON: {error.msg} at line {error.lineno} column {error.colno}", where="save"
        ) from None
    except RecursionError:
        raise MalformedInput("not a save: nested too deeply", where="save") from None
    return load(data, game_class=game_class)


def load(data: dict[str, Any], *, game_class: type[Game] = Game) -> Game:
    """The game a :func:`save` dict holds, equal to the game saved, as a
    ``game_class`` (a :class:`Game` or a subclass such as the front door's).

    Everything is checked before the game is built, so a malformed save
    raises ``MalformedInput`` naming the path that is wrong
    (``objects[3].status.face_down``) and never gives a broken game.
    """
    try:
        return _load(JsonNode(data, "", root="save"), game_class)
    except RecursionError:
        raise MalformedInput("not a save: nested too deeply", where="save") from None


def _load(root: JsonNode, game_class: type[Game]) -> Game:
    _check_header(root)
    if isinstance(root.value, dict) and "actions" not in root.value:  # before version 4
        root = JsonNode({**root.value, "actions": [], "choice": None}, root.path, root="save")
    if isinstance(root.value, dict) and "costs" not in root.value:  # before version 5
        root = JsonNode({**root.value, "costs": "free", "variant": None}, root.path, root="save")
    if isinstance(root.value, dict) and "delayed_triggers" not in root.value:  # before version 7
        root = JsonNode({**root.value, "delayed_triggers": []}, root.path, root="save")
    top = root.fields(*_TOP_KEYS)
    players = read_players(top["players"])
    names = tuple(player.name for player in players)
    rules_as_of = top["rules_as_of"].optional_text()
    pay_costs = top["costs"].one_of(("free", "paid")) == "paid"
    commander = top["variant"].value is not None and top["variant"].one_of(("commander",)) == "commander"
    turn = read_turn(top["turn"], names)
    cards = [read_card(node) for node in top["cards"].items()]
    objects = _objects(top["objects"], names, cards)
    zones = _zones(top["zones"], names, objects)
    effects = [read_effect(node, names) for node in top["effects"].items()]
    copy_effects = [read_copy_effect(node) for node in top["copy_effects"].items()]
    rule_effects = [read_rule_effect(node, names) for node in top["rule_effects"].items()]
    delayed = [read_delayed_trigger(node, names, cards) for node in top["delayed_triggers"].items()]
    log = [_event(node) for node in top["log"].items()]
    actions = [read_action(node, names) for node in top["actions"].items()]
    choice = None if top["choice"].value is None else read_choice(top["choice"], names)
    turn = combat_step(top["turn"], turn, [obj for obj, _ in objects])
    counters = read_counters(top["counters"], max((obj.id for obj, _ in objects), default=0))
    state = GameState(
        objects={obj.id: obj for obj, _ in objects},
        zones=zones,
        players={player.name: player for player in players},
        turn=turn,
        effects=effects,
        copy_effects=copy_effects,
        rule_effects=rule_effects,
        log_length=len(log),
        counters=counters,
        rng_state=read_rng_state(top["rng"]),
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
    for obj, node in objects:
        if obj.zone.is_stack_or_battlefield:
            try:
                game.characteristics(obj)  # the face up is one the card has there (709.3, 712.2)
            except NoSuchFace as error:
                JsonNode(obj.status.up, f"{node.path}.status.up").fail(str(error))
    return game


def _check_header(root: JsonNode) -> None:
    """The format and version come first, so an old or foreign file gets the
    error that explains it rather than a missing key."""
    data = root.value
    if not isinstance(data, dict):
        root.fail(f"a save is a JSON object with format {FORMAT!r}; got {shown(data)}")
    if data.get("format") != FORMAT:
        JsonNode(data.get("format"), "format", root="save").fail(
            f"not an mtgfaces game save: format is {shown(data.get('format'))}, expected {FORMAT!r}"
        )
    version = JsonNode(data.get("version"), "version", root="save")
    number = version.integer()
    if number > VERSION:
        version.fail(
            f"saved by a newer mtgfaces (save version {number}); this one reads versions up to {VERSION}"
        )
    if number < 1:
        version.fail(f"{number} is not a save version; versions start at 1")


def _on_adventure(node: JsonNode, names: tuple[str, ...], owner: str) -> str | None:
    """The player who exiled a card on its adventure (CR 715.3d), or null.
    Version 1 saves wrote a flag, when only the owner could cast it: ``true``
    reads as the owner."""
    if isinstance(node.value, bool):
        return owner if node.value else None
    return None if node.value is None else read_player(node, names)


def _target(node: JsonNode, names: tuple[str, ...]) -> Target:
    """An object id, or a player's name (CR 115.1)."""
    return read_player(node, names) if isinstance(node.value, str) else node.object_id()


def _card_ref(node: JsonNode, cards: list[Card]) -> Card:
    index = node.integer()
    if not 0 <= index < len(cards):
        node.fail(f"{index} is not an index into cards (which has {len(cards)})")
    return cards[index]


def _objects(node: JsonNode, names: tuple[str, ...], cards: list[Card]) -> list[tuple[GameObject, JsonNode]]:
    found: list[tuple[GameObject, JsonNode]] = []
    where: dict[ObjectId, str] = {}
    for entry in node.items():
        obj = _object(entry, names, cards)
        if obj.id in where:
            JsonNode(obj.id, f"{entry.path}.id").fail(f"#{obj.id} is also the id of {where[obj.id]}")
        where[obj.id] = entry.path
        found.append((obj, entry))
    _check_possible(found)
    return found


def _check_possible(objects: list[tuple[GameObject, JsonNode]]) -> None:
    """Refuse a state no game can reach (:func:`impossible`), naming the JSON path."""
    found = impossible([obj for obj, _ in objects])
    if found is not None:
        index, field, value, message = found
        JsonNode(value, f"{objects[index][1].path}.{field}").fail(message)


def _object(node: JsonNode, names: tuple[str, ...], cards: list[Card]) -> GameObject:
    if isinstance(node.value, dict) and "commander" not in node.value:  # before version 4
        node = JsonNode({**node.value, "commander": False}, node.path)
    f = node.fields(*GameObject._fields)
    return GameObject(
        id=f["id"].object_id(),
        card=_card_ref(f["card"], cards),
        owner=read_player(f["owner"], names),
        controller=read_player(f["controller"], names),
        zone=f["zone"].choice(Zone),
        status=_status(f["status"], names, read_player(f["owner"], names)),
        timestamp=f["timestamp"].integer(),
        is_token=f["is_token"].flag(),
        parts=tuple(_card_ref(part, cards) for part in f["parts"].items()),
        is_spell_copy=f["is_spell_copy"].flag(),
        ability=None if f["ability"].value is None else _ability(f["ability"]),
        commander=f["commander"].flag(),
    )


def _ability(node: JsonNode) -> Ability:
    f = node.fields(*Ability._fields)
    options = []
    for pair in f["options"].items():
        words = pair.texts()
        if len(words) != 2:
            pair.fail(f"expected [key, value], got {len(words)} strings")
        options.append((words[0], words[1]))
    return Ability(
        does=f["does"].text(),
        target=f["target"].optional_object_id(),
        source=f["source"].optional_object_id(),
        source_name=f["source_name"].text(),
        transformations=f["transformations"].optional_integer(),
        options=tuple(options),
    )


# Absent before version 3.
_V3_STATUS: dict[str, Any] = {
    "damage": 0,
    "attacking": None,
    "chosen": [],
    "controlled_since": 0,
    "blocking": None,
}


def _status(node: JsonNode, names: tuple[str, ...], owner: str) -> Status:
    if isinstance(node.value, dict) and not any(key in node.value for key in _V3_STATUS):
        node = JsonNode({**node.value, **_V3_STATUS}, node.path)
    if isinstance(node.value, dict) and "deathtouched" not in node.value:  # before version 4
        node = JsonNode({**node.value, "deathtouched": False}, node.path)
    if isinstance(node.value, dict) and "mana_spent" not in node.value:  # before version 5
        node = JsonNode({**node.value, "mana_spent": [], "alternative": None}, node.path)
    if isinstance(node.value, dict) and "protector" not in node.value:  # before version 6
        node = JsonNode({**node.value, "protector": None}, node.path)
    if isinstance(node.value, dict) and "foretell_cost" not in node.value:  # before version 11's last
        node = JsonNode({**node.value, "foretell_cost": None}, node.path)
    f = node.fields(*Status._fields)
    up = f["up"].one_of(_UP_VALUES)
    counters: list[tuple[str, int]] = []
    for pair in f["counters"].items():
        items = pair.items()
        if len(items) != 2:
            pair.fail(f"expected a [kind, number] pair, got {len(items)} items")
        counters.append((items[0].text(), items[1].integer()))
    return Status(
        up=up if up == FUSED else Side(up),
        face_down=f["face_down"].optional_choice(FaceDown),
        flipped=f["flipped"].flag(),
        tapped=f["tapped"].flag(),
        counters=tuple(counters),
        attached_to=_attached_to(f["attached_to"], names),
        unlocked=frozenset(side.choice(Side) for side in f["unlocked"].items()),
        x=f["x"].optional_integer(),
        on_adventure=_on_adventure(f["on_adventure"], names, owner),
        cast_from=f["cast_from"].optional_text(),
        transformations=f["transformations"].integer(),
        targets=tuple(_target(target, names) for target in f["targets"].items()),
        foretold_turn=f["foretold_turn"].optional_integer(),
        damage=f["damage"].integer(),
        attacking=_attacking(f["attacking"], names),
        chosen=tuple(choice.text() for choice in f["chosen"].items()),
        controlled_since=f["controlled_since"].integer(),
        blocking=f["blocking"].optional_object_id(),
        deathtouched=f["deathtouched"].flag(),
        mana_spent=_spent(f["mana_spent"]),
        alternative=None if f["alternative"].value is None else f["alternative"].one_of(ALTERNATIVES),
        protector=None if f["protector"].value is None else read_player(f["protector"], names),
        foretell_cost=None if f["foretell_cost"].value is None else _cost_text(f["foretell_cost"]),
    )


def _cost_text(node: JsonNode) -> str:
    """A mana cost's text, checked (702.143d: a foretell cost an effect gave)."""
    text = node.text()
    try:
        ManaCost.parse(text)
    except MalformedInput as error:
        node.fail(f"not a mana cost: {error.reason} (702.143d: a foretell cost)")
    return text


def _spent(node: JsonNode) -> tuple[str, ...]:
    """What was spent to cast it (601.2h): units of mana, or "*" (costs free)."""
    spent = []
    for item in node.items():
        text = item.text()
        if text != "*":
            try:
                Unit.parse(text)
            except ValueError as error:
                item.fail(str(error))
        spent.append(text)
    return tuple(spent)


def _attached_to(node: JsonNode, names: tuple[str, ...]) -> Target | None:
    """A permanent by id, or a player by name (an Aura enchanting a player, version 4)."""
    if isinstance(node.value, str):
        return node.one_of(names)
    return node.optional_object_id()


def _attacking(node: JsonNode, names: tuple[str, ...]) -> Target | None:
    """A player by name, or a planeswalker by id (version 4)."""
    if node.value is None:
        return None
    return node.one_of(names) if isinstance(node.value, str) else node.object_id()


def _zone_label(key: _ZoneKey) -> str:
    owner, zone = key
    return f"the {zone.value}" if owner is None else f"{owner}'s {zone.value}"


def _zone_key(owner: JsonNode, zone_node: JsonNode, names: tuple[str, ...]) -> _ZoneKey:
    zone = zone_node.choice(Zone)
    if zone in SHARED_ZONES:
        if owner.value is not None:
            owner.fail(f"the {zone.value} is shared: its owner is null, not {shown(owner.value)}")
        return (None, zone)
    if zone not in PERSONAL_ZONES:
        zone_node.fail(f"a game keeps no {zone.value} zone")
    if owner.value is None:
        owner.fail(f"each player has their own {zone.value}; owner is one of {', '.join(names)}")
    return (read_player(owner, names), zone)


def _zones(
    node: JsonNode, names: tuple[str, ...], objects: list[tuple[GameObject, JsonNode]]
) -> dict[_ZoneKey, list[ObjectId]]:
    """Each zone's ids, checked against the objects: every object is in
    exactly one zone, the one its own record names (CR 400.1)."""
    by_id = {obj.id: (obj, entry) for obj, entry in objects}
    listed: dict[_ZoneKey, tuple[list[ObjectId], str]] = {}
    placed: dict[ObjectId, str] = {}
    for entry in node.items():
        f = entry.fields("owner", "zone", "ids")
        key = _zone_key(f["owner"], f["zone"], names)
        label = _zone_label(key)
        if key in listed:
            entry.fail(f"{label} is listed twice (also at {listed[key][1]})")
        ids: list[ObjectId] = []
        for id_node in f["ids"].items():
            object_id = id_node.object_id()
            if object_id not in by_id:
                id_node.fail(f"no object #{object_id}: the objects list has no such id")
            if object_id in placed:
                id_node.fail(
                    f"object #{object_id} is already in {placed[object_id]}; an object is in one zone"
                )
            obj, record = by_id[object_id]
            own_key: _ZoneKey = (None, obj.zone) if obj.zone in SHARED_ZONES else (obj.owner, obj.zone)
            if own_key != key:
                id_node.fail(
                    f"object #{object_id} is in {_zone_label(own_key)} by its record ({record.path}), "
                    f"not in {label}"
                )
            placed[object_id] = f"{label} ({entry.path})"
            ids.append(object_id)
        listed[key] = (ids, entry.path)
    expected = _zone_keys(names)
    missing = [_zone_label(key) for key in expected if key not in listed]
    if missing:
        node.fail(f"missing {', '.join(missing)}; every zone is listed, empty or not")
    for obj, entry in objects:
        if obj.id not in placed:
            entry.fail(
                f"object #{obj.id} is in no zone: {_zone_label((obj.owner, obj.zone))} does not list it"
            )
    return {key: listed[key][0] for key in expected}


def _event(node: JsonNode) -> Event:
    f = node.fields(*Event._fields)
    return Event(
        kind=f["kind"].choice(EventKind),
        object=f["object"].optional_object_id(),
        new_object=f["new_object"].optional_object_id(),
        player=f["player"].optional_text(),
        from_zone=f["from_zone"].optional_text(),
        to_zone=f["to_zone"].optional_text(),
        rule=f["rule"].optional_text(),
        note=f["note"].text(),
    )
