"""Filters and effects written in a scenario, read into the engine's values
(docs/scenario-format.md, "Effects")."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.filters import Comparison, Filter
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.scenario.spec import EFFECT_KEYS, EFFECT_KINDS, FILTER_KEYS
from mtgfaces.scenario.yamlnode import Node

ZONES = tuple(z.value for z in Zone if z is not Zone.OUTSIDE)
COLORS = ("W", "U", "B", "R", "G")


def parse_filter(node: Node, players: tuple[str, ...]) -> Filter:
    """A filter mapping: every key optional, ``not`` and ``any_of`` nest."""
    fields = node.mapping(FILTER_KEYS, what="in a filter")
    return Filter(
        types=_words(fields.get("types")),
        supertypes=_words(fields.get("supertypes")),
        subtypes=_words(fields.get("subtypes")),
        colors=tuple(Color(c) for c in _colors(fields.get("colors"))),
        names=_words(fields.get("names")),
        controller=fields["controller"].choice(players, what="player") if "controller" in fields else None,
        face_down=fields["face_down"].flag() if "face_down" in fields else None,
        mana_value=_comparison(fields.get("mana_value")),
        power=_comparison(fields.get("power")),
        toughness=_comparison(fields.get("toughness")),
        zone=Zone(fields["zone"].choice(ZONES, what="zone")) if "zone" in fields else None,
        not_=parse_filter(fields["not"], players) if "not" in fields else None,
        any_of=tuple(parse_filter(f, players) for f in fields["any_of"].items())
        if "any_of" in fields
        else (),
    )


def _words(node: Node | None) -> tuple[str, ...]:
    return () if node is None else tuple(node.texts())


def _colors(node: Node | None) -> tuple[str, ...]:
    if node is None:
        return ()
    found = []
    for item in node.items_or_one():
        letter = item.text().upper()
        if letter not in COLORS:
            item.fail(f"{item.text()!r} is not a color; expected one of W, U, B, R, G")
        found.append(letter)
    return tuple(found)


def _comparison(node: Node | None) -> Comparison | None:
    if node is None:
        return None
    raw = node.number() if node.is_scalar and node.node.tag.endswith(("int", "float")) else node.text()
    try:
        return Comparison.parse(raw)
    except MalformedInput as error:
        node.fail(error.reason)


def parse_effect(
    node: Node, players: tuple[str, ...], default_player: str
) -> ContinuousEffect | RuleEffect | list[RuleEffect]:
    """One entry of ``effects:`` (or an ``effect:`` step)."""
    fields = node.mapping(EFFECT_KEYS, what="in an effect")
    kinds = [k for k in fields if k in EFFECT_KINDS]
    if len(kinds) != 1:
        node.fail(
            f"an effect needs exactly one of {', '.join(EFFECT_KINDS)}; found {', '.join(kinds) or 'none'}"
        )
    kind = kinds[0]
    player = fields["player"].choice(players, what="player") if "player" in fields else default_player
    until = (
        Duration.END_OF_TURN
        if "until" in fields and fields["until"].choice(("end_of_turn",), what="duration")
        else Duration.INDEFINITE
    )
    value = fields[kind]
    if kind == "modify":
        return _modify(fields, value, players, player, until)
    if kind in ("may_play_lands_from", "may_cast_from", "may_play_from"):
        zone = Zone(value.choice(ZONES, what="zone"))
        return RuleEffect(
            0,
            RuleEffectKind(kind),
            zone=zone,
            zone_owner=fields["zone_owner"].choice(players, what="player")
            if "zone_owner" in fields
            else None,
            top_only=fields["top_only"].flag() if "top_only" in fields else False,
            cards=tuple(fields["cards"].texts()) if "cards" in fields else (),
            filter=parse_filter(fields["filter"], players) if "filter" in fields else None,
            player=player,
            until=until,
        )
    if kind == "cant_cast":
        return RuleEffect(
            0, RuleEffectKind.CANT_CAST, filter=parse_filter(value, players), player=player, until=until
        )
    if kind == "cant_play_lands":
        if not value.flag():
            value.fail("cant_play_lands takes true")
        return RuleEffect(0, RuleEffectKind.CANT_PLAY_LANDS, player=player, until=until)
    if kind in ("spells_cost_more", "spells_cost_less"):
        amount = value.integer()
        if amount < 1:
            value.fail(f"{kind} takes a number of generic mana, 1 or more")
        found = parse_filter(fields["filter"], players) if "filter" in fields else None
        words = "more" if kind == "spells_cost_more" else "less"
        spells = "spells" if found is None else f"spells with {found.describe()}"
        return RuleEffect(
            0,
            RuleEffectKind(kind),
            player=player,
            filter=found,
            amount=amount,
            until=until,
            note=f"{player}'s {spells} cost {{{amount}}} {words}",
        )
    if kind == "extra_land_plays":
        return RuleEffect(
            0, RuleEffectKind.EXTRA_LAND_PLAYS, land_plays=value.integer(), player=player, until=until
        )
    named = value.text()
    made = []
    for flag, effect_kind in (
        ("cant_cast_named", RuleEffectKind.CANT_CAST_NAMED),
        ("cant_play_named", RuleEffectKind.CANT_PLAY_NAMED),
    ):
        if flag in fields and fields[flag].flag():
            made.append(RuleEffect(0, effect_kind, named=named, player=player, until=until))
    if not made:
        node.fail("a named: effect needs cant_cast_named: true and/or cant_play_named: true")
    return made


def _modify(
    fields: dict[str, Node], value: Node, players: tuple[str, ...], player: str, until: Duration
) -> ContinuousEffect:
    target = parse_filter(value, players)
    zones = (
        tuple(Zone(z.choice(ZONES, what="zone")) for z in fields["zones"].items_or_one())
        if "zones" in fields
        else (Zone.BATTLEFIELD,)
    )
    change = Modification(
        power=_delta(fields.get("power")),
        toughness=_delta(fields.get("toughness")),
        add_types=_words(fields.get("add_types")),
        add_subtypes=_words(fields.get("add_subtypes")),
        add_supertypes=_words(fields.get("add_supertypes")),
        set_colors=tuple(Color(c) for c in _colors(fields["set_colors"])) if "set_colors" in fields else None,
        lose_all_abilities=fields["lose_all_abilities"].flag() if "lose_all_abilities" in fields else False,
    )
    if not change.layers():
        value.fail(
            "a modify: effect needs power, toughness, add_types, add_subtypes, add_supertypes, "
            "set_colors or lose_all_abilities"
        )
    return ContinuousEffect(
        0,
        0,
        change,
        filter=target,
        zones=zones,
        until=until,
        player=player,
        note=f"modify {target.describe()}",
    )


def _delta(node: Node | None) -> int:
    """``+2``, ``-1`` or ``2``."""
    if node is None:
        return 0
    raw = node.text().strip()
    try:
        return int(raw.lstrip("+")) if raw.startswith("+") else int(raw)
    except ValueError:
        node.fail(f"expected a change such as +2 or -1, got {raw!r}")
