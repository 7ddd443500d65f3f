"""A game saved as JSON and loaded back: versioned, deterministic, and exact
(the project issue: "save and load to JSON, versioned; load(save(g)) is
equal to g").

A save is the referee's: it holds every hidden card (hands, libraries in
order, face-down cards) and the random generator's state, so it is a
secret, never for a player. What one player may know is that player's
export (:meth:`mtgfaces.rules.seat.Seat.export`).

A save is one JSON object. Its keys, and the keys of every record in it, are
the field names of the value it holds (:class:`~mtgfaces.rules.state.values.Player`,
:class:`~mtgfaces.rules.state.status.Status`, :class:`~mtgfaces.rules.state.effects.ContinuousEffect`
...), every field written, defaults included::

    {"format": "mtgfaces-game", "version": 2, "rules_as_of": null,
     "players": [{"name": "Alice", "life": 20, ...}, {"name": "Bob", ...}],
     "turn": {"active": "Alice", "step": "main1", "number": 1},
     "cards": [<card record>, ...],
     "objects": [{"id": 1, "card": 0, "owner": "Alice", "zone": "hand", "status": {...},
                  "parts": [], ...}, ...],
     "zones": [{"owner": "Alice", "zone": "library", "ids": [3, 1]}, ...,
               {"owner": null, "zone": "battlefield", "ids": [2]}, ...],
     "effects": [...], "copy_effects": [...], "rule_effects": [...],
     "delayed_triggers": [...], "log": [...],
     "counters": {"next_id": 4, "next_timestamp": 4, "next_effect": 1},
     "rng": {"version": 3, "state": [<625 numbers>], "gauss_next": null}}

Every distinct card is written once in ``cards`` (as
:func:`~mtgfaces.cards.record.card_to_record` writes it) and objects refer
to it by index (``card``, and ``parts`` for a melded permanent, CR 712.4a),
so a save loads without a card database. Enums are written as their
values, colors as letters (``"WU"``), a mana cost as its text, and the
random generator as its exact state. Every zone is listed, empty or not,
its ids in the zone's order (libraries and the stack top first, CR 401.1,
405.1).

The undo history is not saved: a loaded game has no checkpoints.

>>> from mtgfaces.cards.characteristics import Zone
>>> from mtgfaces.cards.db import CardDB
>>> game = Game(["Alice", "Bob"])
>>> _ = game.put(CardDB.default().card("Delver of Secrets"), zone=Zone.HAND, owner="Alice")
>>> loads(dumps(game)) == game
True
"""

from __future__ import annotations

import json
from typing import Any

import msgspec

from mtgfaces.cards.characteristics import Characteristics
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card
from mtgfaces.cards.record import card_to_record
from mtgfaces.rules.load import load as _load
from mtgfaces.rules.load import loads as _loads
from mtgfaces.rules.saveformat import FORMAT, VERSION, _zone_keys
from mtgfaces.rules.state.choices import PendingChoice
from mtgfaces.rules.state.delayed import DelayedTrigger
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect, Modification
from mtgfaces.rules.state.events import Event
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.game import Game, Player
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import Status, Target


# -- saving ----------------------------------------------------------------------------
def save(game: Game) -> dict[str, Any]:
    """The game as a JSON-ready dict. The same game always gives the same
    dict (objects in id order, zones in seating order), so
    ``json.dumps(save(game), sort_keys=True)`` is the same bytes."""
    state = game.state()
    cards: dict[Card, int] = {}
    objects = [_object_record(state.objects[i], cards) for i in sorted(state.objects)]
    delayed = [_delayed_record(trigger, cards) for trigger in state.delayed_triggers]
    version, internal, gauss_next = game.rng.getstate()
    return {
        "format": FORMAT,
        "version": VERSION,
        "rules_as_of": game.rules_as_of,
        "costs": "paid" if game.pay_costs else "free",
        "variant": "commander" if game.commander else None,
        "players": [_player_record(state.players[name]) for name in game.players],
        "turn": {
            "active": state.turn.active,
            "step": state.turn.step.value,
            "number": state.turn.number,
            "day_night": None if state.turn.day_night is None else state.turn.day_night.value,
            "priority": state.turn.priority,
            "passes": state.turn.passes,
            "pending": None if state.turn.pending is None else state.turn.pending.value,
        },
        "cards": [card_to_record(card) for card in cards],
        "objects": objects,
        "zones": [
            {"owner": owner, "zone": zone.value, "ids": [int(i) for i in state.zones[(owner, zone)]]}
            for owner, zone in _zone_keys(game.players)
        ],
        "effects": [_effect_record(effect) for effect in state.effects],
        "copy_effects": [_copy_effect_record(effect) for effect in state.copy_effects],
        "rule_effects": [_rule_effect_record(effect) for effect in state.rule_effects],
        "delayed_triggers": delayed,
        "log": [_event_record(event) for event in game.log],
        "actions": [str(action) for action in game.actions],
        "choice": None if game.choice is None else _choice_record(game.choice),
        "counters": dict(zip(("next_id", "next_timestamp", "next_effect"), state.counters, strict=True)),
        "rng": {"version": version, "state": list(internal), "gauss_next": gauss_next},
    }


def dumps(game: Game, *, indent: int | None = None) -> str:
    """The save as JSON text, keys sorted: the same game gives the same text."""
    data = save(game)
    if indent is None and _floats_written_alike(data):
        try:
            return _ENCODER.encode(data).decode()
        except UnicodeEncodeError:
            pass  # a lone surrogate in a string: json writes it as it is
    return json.dumps(
        data,
        sort_keys=True,
        ensure_ascii=False,
        allow_nan=False,
        indent=indent,
        separators=(",", ":") if indent is None else (",", ": "),
    )


# msgspec writes the same compact text as json.dumps(sort_keys=True,
# ensure_ascii=False) about seven times faster (issue 11), but for floats
# outside [1e-4, 1e16), which it writes as 1e16 where json writes 1e+16, and
# NaN and infinities, which it writes as null where json refuses them.
_ENCODER = msgspec.json.Encoder(order="sorted")


def _alike(number: object) -> bool:
    return not isinstance(number, float) or number == 0 or 1e-4 <= abs(number) < 1e16


def _floats_written_alike(data: dict[str, Any]) -> bool:
    """Whether every float of a save is one msgspec writes as json does. The
    floats of a save are a card's mana value, copied characteristics' mana
    value, a filter's comparison and the random generator's gauss_next
    (tests/rules/test_save_text.py checks that no other value holds one)."""
    if not _alike(data["rng"]["gauss_next"]) or not all(_alike(c.get("cmc")) for c in data["cards"]):
        return False
    for effect in data["copy_effects"]:
        values = [effect["values"], effect["flipped_values"], *(effect["room_values"] or ())]
        if not all(each is None or _alike(each["mana_value"]) for each in values):
            return False
    filters = [effect["filter"] for effect in (*data["effects"], *data["rule_effects"])]
    while filters:
        found = filters.pop()
        if found is not None:
            tests = (found["mana_value"], found["power"], found["toughness"])
            if not all(test is None or _alike(test["value"]) for test in tests):
                return False
            filters += [found["not_"], *found["any_of"]]
    return True


def _player_record(player: Player) -> dict[str, Any]:
    record = player._asdict()
    record["commander_casts"] = [list(pair) for pair in player.commander_casts]
    record["commander_damage"] = [list(pair) for pair in player.commander_damage]
    record["mana_pool"] = [str(unit) for unit in player.mana_pool]
    return record


def _card_index(card: Card, cards: dict[Card, int]) -> int:
    return cards.setdefault(card, len(cards))


def _object_record(obj: GameObject, cards: dict[Card, int]) -> dict[str, Any]:
    return {
        "id": int(obj.id),
        "card": _card_index(obj.card, cards),
        "owner": obj.owner,
        "controller": obj.controller,
        "zone": obj.zone.value,
        "status": _status_record(obj.status),
        "timestamp": obj.timestamp,
        "is_token": obj.is_token,
        "parts": [_card_index(part, cards) for part in obj.parts],
        "is_spell_copy": obj.is_spell_copy,
        "commander": obj.commander,
        "ability": None if obj.ability is None else _ability_record(obj.ability),
    }


def _ability_record(ability: Ability) -> dict[str, Any]:
    return {
        "does": ability.does,
        "target": None if ability.target is None else int(ability.target),
        "source": None if ability.source is None else int(ability.source),
        "source_name": ability.source_name,
        "transformations": ability.transformations,
        "options": [list(pair) for pair in ability.options],
    }


def _status_record(status: Status) -> dict[str, Any]:
    return {
        "up": str(status.up),
        "face_down": None if status.face_down is None else status.face_down.value,
        "flipped": status.flipped,
        "tapped": status.tapped,
        "counters": [[kind, number] for kind, number in status.counters],
        "attached_to": status.attached_to
        if not isinstance(status.attached_to, int)
        else int(status.attached_to),
        "unlocked": sorted(str(side) for side in status.unlocked),
        "x": status.x,
        "on_adventure": status.on_adventure,
        "cast_from": status.cast_from,
        "transformations": status.transformations,
        "targets": [t if isinstance(t, str) else int(t) for t in status.targets],
        "foretold_turn": status.foretold_turn,
        "damage": status.damage,
        "attacking": _target_record(status.attacking),
        "chosen": list(status.chosen),
        "controlled_since": status.controlled_since,
        "blocking": status.blocking,
        "deathtouched": status.deathtouched,
        "mana_spent": list(status.mana_spent),
        "alternative": status.alternative,
        "protector": status.protector,
        "foretell_cost": status.foretell_cost,
    }


def _target_record(target: Target | None) -> str | int | None:
    """A player by name, an object by its id number."""
    return target if target is None or isinstance(target, str) else int(target)


def _letters(colors: tuple[Color, ...]) -> str:
    return "".join(str(color) for color in colors)


def _comparison_record(test: Comparison | None) -> dict[str, Any] | None:
    return None if test is None else {"op": test.op, "value": test.value}


def _filter_record(found: Filter | None) -> dict[str, Any] | None:
    if found is None:
        return None
    return {
        "types": list(found.types),
        "supertypes": list(found.supertypes),
        "subtypes": list(found.subtypes),
        "colors": _letters(found.colors),
        "names": list(found.names),
        "controller": found.controller,
        "face_down": found.face_down,
        "mana_value": _comparison_record(found.mana_value),
        "power": _comparison_record(found.power),
        "toughness": _comparison_record(found.toughness),
        "zone": None if found.zone is None else found.zone.value,
        "not_": _filter_record(found.not_),
        "any_of": [_filter_record(each) for each in found.any_of],
    }


def _modification_record(change: Modification) -> dict[str, Any]:
    return {
        "controller": change.controller,
        "replace_text": [list(pair) for pair in change.replace_text],
        "add_supertypes": list(change.add_supertypes),
        "add_types": list(change.add_types),
        "add_subtypes": list(change.add_subtypes),
        "set_types": None if change.set_types is None else list(change.set_types),
        "set_subtypes": None if change.set_subtypes is None else list(change.set_subtypes),
        "set_colors": None if change.set_colors is None else _letters(change.set_colors),
        "lose_all_abilities": change.lose_all_abilities,
        "add_abilities": list(change.add_abilities),
        "set_power": change.set_power,
        "set_toughness": change.set_toughness,
        "power": change.power,
        "toughness": change.toughness,
        "switch_power_toughness": change.switch_power_toughness,
    }


def _effect_record(effect: ContinuousEffect) -> dict[str, Any]:
    return {
        "id": effect.id,
        "timestamp": effect.timestamp,
        "modification": _modification_record(effect.modification),
        "filter": _filter_record(effect.filter),
        "objects": [int(i) for i in effect.objects],
        "zones": [zone.value for zone in effect.zones],
        "until": effect.until.value,
        "player": effect.player,
        "note": effect.note,
        "excluded": [int(i) for i in effect.excluded],
    }


def _rule_effect_record(effect: RuleEffect) -> dict[str, Any]:
    return {
        "id": effect.id,
        "kind": effect.kind.value,
        "player": effect.player,
        "zone": None if effect.zone is None else effect.zone.value,
        "zone_owner": effect.zone_owner,
        "top_only": effect.top_only,
        "cards": list(effect.cards),
        "filter": _filter_record(effect.filter),
        "named": effect.named,
        "land_plays": effect.land_plays,
        "until": effect.until.value,
        "note": effect.note,
        "objects": list(effect.objects),
        "amount": effect.amount,
    }


def _delayed_record(trigger: DelayedTrigger, cards: dict[Card, int]) -> dict[str, Any]:
    """A delayed triggered ability (603.7), its source's card by index."""
    return {
        "id": trigger.id,
        "when": trigger.when.value,
        "ability": trigger.ability,
        "part": trigger.part,
        "controller": trigger.controller,
        "source": None if trigger.source is None else int(trigger.source),
        "source_name": trigger.source_name,
        "card": _card_index(trigger.card, cards),
        "since": trigger.since,
        "noted": [list(pair) for pair in trigger.noted],
        "transformations": trigger.transformations,
        "until": trigger.until.value,
    }


def _characteristics_record(value: Characteristics) -> dict[str, Any]:
    return {
        "name": value.name,
        "names": list(value.names),
        "mana_cost": value.mana_cost.printed or value.mana_cost.text,
        "mana_value": value.mana_value,
        "colors": _letters(value.colors),
        "color_indicator": None if value.color_indicator is None else _letters(value.color_indicator),
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


def _copy_effect_record(effect: CopyEffect) -> dict[str, Any]:
    return {
        "id": effect.id,
        "timestamp": effect.timestamp,
        "target": int(effect.target),
        "values": _characteristics_record(effect.values),
        "source_name": effect.source_name,
        "until": effect.until.value,
        "rules": [{"rule": note.rule, "note": note.note} for note in effect.rules],
        "flipped_values": (
            None if effect.flipped_values is None else _characteristics_record(effect.flipped_values)
        ),
        "room_values": (
            None if effect.room_values is None else [_characteristics_record(v) for v in effect.room_values]
        ),
    }


def _choice_record(choice: PendingChoice) -> dict[str, Any]:
    return {
        "action": str(choice.action),
        "answers": [list(answer) for answer in choice.answers],
        "question": {
            **choice.question._asdict(),
            "options": list(choice.question.options),
            "shown": [int(i) for i in choice.question.shown],
        },
    }


def _event_record(event: Event) -> dict[str, Any]:
    record = event._asdict()
    record["kind"] = event.kind.value
    return record


def loads(text: str) -> Game:
    """The game saved in JSON text (:func:`dumps`): see :func:`mtgfaces.rules.load.loads`."""
    return _loads(text)


def load(data: dict[str, Any]) -> Game:
    """The game a :func:`save` dict holds: see :func:`mtgfaces.rules.load.load`."""
    return _load(data)
