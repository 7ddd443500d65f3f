"""Loading the continuous effects, rule effects and copy effects of a save
(the other half of :mod:`mtgfaces.rules.load`, which loads the rest): each
checked as it is read, every error naming its path in the file."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Card
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.jsonnode import JsonNode
from mtgfaces.rules.saveformat import _COMPARISON_OPS
from mtgfaces.rules.state.delayed import DelayedTrigger, DelayedWhen
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect, Duration, Modification
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId


def read_player(node: JsonNode, names: tuple[str, ...]) -> str:
    name = node.text()
    if name not in names:
        node.fail(f"{name!r} is not a player; the players are {', '.join(names)}")
    return name


def read_optional_player(node: JsonNode, names: tuple[str, ...]) -> str | None:
    return None if node.value is None else read_player(node, names)


def _comparison(node: JsonNode) -> Comparison | None:
    if node.value is None:
        return None
    f = node.fields(*Comparison._fields)
    return Comparison(f["op"].one_of(_COMPARISON_OPS), f["value"].number())


def _filter(node: JsonNode) -> Filter | None:
    if node.value is None:
        return None
    f = node.fields(*Filter._fields)
    return Filter(
        types=f["types"].texts(),
        supertypes=f["supertypes"].texts(),
        subtypes=f["subtypes"].texts(),
        colors=f["colors"].colors(),
        names=f["names"].texts(),
        controller=f["controller"].optional_text(),
        face_down=f["face_down"].optional_flag(),
        mana_value=_comparison(f["mana_value"]),
        power=_comparison(f["power"]),
        toughness=_comparison(f["toughness"]),
        zone=f["zone"].optional_choice(Zone),
        not_=_filter(f["not_"]),
        any_of=tuple(_required_filter(each) for each in f["any_of"].items()),
    )


def _required_filter(node: JsonNode) -> Filter:
    found = _filter(node)
    if found is None:
        node.fail("expected a filter, got null")
    return found


def _modification(node: JsonNode, names: tuple[str, ...]) -> Modification:
    if isinstance(node.value, dict) and "set_types" not in node.value and "set_subtypes" not in node.value:
        node = JsonNode({**node.value, "set_types": None, "set_subtypes": None}, node.path)  # before v3
    f = node.fields(*Modification._fields)
    return Modification(
        controller=read_optional_player(f["controller"], names),
        replace_text=tuple(_text_pair(pair) for pair in f["replace_text"].items()),
        add_supertypes=f["add_supertypes"].texts(),
        add_types=f["add_types"].texts(),
        add_subtypes=f["add_subtypes"].texts(),
        set_types=None if f["set_types"].value is None else f["set_types"].texts(),
        set_subtypes=None if f["set_subtypes"].value is None else f["set_subtypes"].texts(),
        set_colors=f["set_colors"].optional_colors(),
        lose_all_abilities=f["lose_all_abilities"].flag(),
        add_abilities=f["add_abilities"].texts(),
        set_power=f["set_power"].optional_integer(),
        set_toughness=f["set_toughness"].optional_integer(),
        power=f["power"].integer(),
        toughness=f["toughness"].integer(),
        switch_power_toughness=f["switch_power_toughness"].flag(),
    )


def _text_pair(node: JsonNode) -> tuple[str, str]:
    words = node.texts()
    if len(words) != 2:
        node.fail(f"expected [old word, new word], got {len(words)} strings")
    return words[0], words[1]


def read_effect(node: JsonNode, names: tuple[str, ...]) -> ContinuousEffect:
    if isinstance(node.value, dict) and "excluded" not in node.value:
        node = JsonNode({**node.value, "excluded": []}, node.path)  # absent in older saves: none
    f = node.fields(*ContinuousEffect._fields)
    return ContinuousEffect(
        id=f["id"].integer(),
        timestamp=f["timestamp"].integer(),
        modification=_modification(f["modification"], names),
        filter=_filter(f["filter"]),
        objects=tuple(each.object_id() for each in f["objects"].items()),
        zones=tuple(each.choice(Zone) for each in f["zones"].items()),
        until=f["until"].choice(Duration),
        player=read_optional_player(f["player"], names),
        note=f["note"].text(),
        excluded=tuple(each.object_id() for each in f["excluded"].items()),
    )


# A static ability's cost change for spells not cast from the hand or not
# owned (601.2f), and its alternative cost offered once each turn (118.9),
# are made from the permanents, never saved.
_STATIC_ONLY = ("not_from_hand", "not_owned", "once_each_turn")
_SAVED_RULE_EFFECT_FIELDS = tuple(f for f in RuleEffect._fields if f not in _STATIC_ONLY)


def read_rule_effect(node: JsonNode, names: tuple[str, ...]) -> RuleEffect:
    if isinstance(node.value, dict) and "objects" not in node.value:
        node = JsonNode({**node.value, "objects": []}, node.path)  # absent before version 3
    if isinstance(node.value, dict) and "amount" not in node.value:
        node = JsonNode({**node.value, "amount": 0}, node.path)  # absent before version 5
    f = node.fields(*_SAVED_RULE_EFFECT_FIELDS)
    return RuleEffect(
        id=f["id"].integer(),
        kind=f["kind"].choice(RuleEffectKind),
        player=read_player(f["player"], names),
        zone=f["zone"].optional_choice(Zone),
        zone_owner=read_optional_player(f["zone_owner"], names),
        top_only=f["top_only"].flag(),
        cards=f["cards"].texts(),
        filter=_filter(f["filter"]),
        named=f["named"].optional_text(),
        land_plays=f["land_plays"].integer(),
        until=f["until"].choice(Duration),
        note=f["note"].text(),
        objects=tuple(item.integer() for item in f["objects"].items()),
        amount=f["amount"].integer(),
    )


def read_delayed_trigger(node: JsonNode, names: tuple[str, ...], cards: list[Card]) -> DelayedTrigger:
    """A delayed triggered ability (603.7, version 7), its card by index."""
    f = node.fields(*DelayedTrigger._fields)
    index = f["card"].integer()
    if not 0 <= index < len(cards):
        f["card"].fail(f"no card #{index}: the save has {len(cards)} cards")
    source = f["source"]
    noted = []
    for pair in f["noted"].items():
        words = pair.texts()
        if len(words) != 2:
            pair.fail(f"a noted value is a [name, value] pair; got {len(words)} texts")
        noted.append((words[0], words[1]))
    transformations = f["transformations"]
    return DelayedTrigger(
        id=f["id"].integer(),
        when=f["when"].choice(DelayedWhen),
        ability=f["ability"].text(),
        part=f["part"].integer(),
        controller=read_player(f["controller"], names),
        source=None if source.value is None else ObjectId(source.integer()),
        source_name=f["source_name"].text(),
        card=cards[index],
        since=f["since"].integer(),
        noted=tuple(noted),
        transformations=None if transformations.value is None else transformations.integer(),
        until=f["until"].choice(Duration),
    )


def read_mana_cost(node: JsonNode) -> ManaCost:
    try:
        return ManaCost.parse(node.text())
    except MalformedInput as error:
        node.fail(error.reason)


def read_characteristics(node: JsonNode) -> Characteristics:
    f = node.fields(*Characteristics._fields)
    return Characteristics(
        name=f["name"].optional_text(),
        names=f["names"].texts(),
        mana_cost=read_mana_cost(f["mana_cost"]),
        mana_value=f["mana_value"].number(),
        colors=f["colors"].colors(),
        color_indicator=f["color_indicator"].optional_colors(),
        supertypes=f["supertypes"].texts(),
        types=f["types"].texts(),
        subtypes=f["subtypes"].texts(),
        rules_text=f["rules_text"].text(),
        abilities=f["abilities"].texts(),
        power=f["power"].optional_text(),
        toughness=f["toughness"].optional_text(),
        loyalty=f["loyalty"].optional_text(),
        defense=f["defense"].optional_text(),
    )


def read_copy_effect(node: JsonNode) -> CopyEffect:
    if isinstance(node.value, dict) and "flipped_values" not in node.value:
        node = JsonNode({**node.value, "flipped_values": None}, node.path)  # version 1 had no flip halves
    if isinstance(node.value, dict) and "room_values" not in node.value:
        node = JsonNode({**node.value, "room_values": None}, node.path)  # before version 4
    f = node.fields(*CopyEffect._fields)
    return CopyEffect(
        id=f["id"].integer(),
        timestamp=f["timestamp"].integer(),
        target=f["target"].object_id(),
        values=read_characteristics(f["values"]),
        source_name=f["source_name"].optional_text(),
        until=f["until"].choice(Duration),
        rules=tuple(_rule_note(each) for each in f["rules"].items()),
        flipped_values=None
        if f["flipped_values"].value is None
        else read_characteristics(f["flipped_values"]),
        room_values=_room_values(f["room_values"]),
    )


def _room_values(
    node: JsonNode,
) -> tuple[Characteristics, Characteristics, Characteristics, Characteristics] | None:
    """A copied Room's values by unlocked doors: none, left, right, both."""
    if node.value is None:
        return None
    items = [read_characteristics(item) for item in node.items()]
    if len(items) != 4:
        node.fail(f"a copied Room has 4 sets of values (no door, left, right, both), not {len(items)}")
    return (items[0], items[1], items[2], items[3])


def _rule_note(node: JsonNode) -> RuleNote:
    f = node.fields(*RuleNote._fields)
    return RuleNote(f["rule"].text(), f["note"].text())
