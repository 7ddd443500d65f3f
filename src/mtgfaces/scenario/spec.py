"""A scenario file read into plain values, every key checked against the
format (docs/scenario-format.md), every value keeping its node for errors.

This is the "parse" stage: it knows the shape of the language but not the
cards or the game; :mod:`mtgfaces.scenario.runner` gives it meaning.
"""

from __future__ import annotations

from typing import NamedTuple

from mtgfaces.rules.state.game import Step
from mtgfaces.scenario.yamlnode import Node, load, suggest

FORMAT_VERSION = 1
MAX_STEPS = 5_000
"""A scenario's work budget: at most this many steps (issue 14: a run stops
with a clear error rather than running for hours)."""

TOP_KEYS = (
    "format",
    "scenario",
    "rules",
    "players",
    "rules_as_of",
    "turn",
    "seed",
    "costs",
    "variant",  # an addition (docs/scenario-additions.md): commander, 903
    "setup",
    "effects",
    "steps",
)
PERSONAL_ZONES = ("library", "hand", "battlefield", "graveyard", "exile", "command")
DAY_NIGHT = ("day", "night", "neither")
EFFECT_INSTRUCTIONS = frozenset(
    {
        "transform",
        "convert",
        "flip",
        "turn_face_up",  # with using: effect (as a special action it is refused instead)
        "turn_face_down",
        "manifest",
        "manifest_dread",
        "cloak",
        "put_onto_battlefield",
        "move",
        "blink",
        "create_token_copy",
        "become_copy",
        "copy_spell",
        "meld",
        "gain_control",
        "attach",
        "damage",  # an addition: an effect deals damage (docs/scenario-additions.md)
    }
)
"""The steps that stand for an effect's instruction (the format): never an
error, ``ignored`` when the whole instruction does nothing."""
STEPS = ("upkeep", "draw", "main1", "combat", "main2", "end")
STEP_NAMES = {
    "upkeep": Step.UPKEEP,
    "draw": Step.DRAW,
    "main1": Step.MAIN1,
    "combat": Step.BEGINNING_OF_COMBAT,  # the combat phase begins with this step (506.1)
    "main2": Step.MAIN2,
    "end": Step.END,
}
"""The engine's step for each step name of the format."""
FACES = ("front", "back")
CAST_AS = ("front", "back", "left", "right", "fused", "adventure", "prototype", "omen")
FACE_DOWN_KINDS = ("manifest", "manifest_dread", "cloak", "morph", "megamorph", "disguise", "exile")
SETUP_KEYS = (
    "card",
    "as",
    "face",
    "face_down",
    "flipped",
    "tapped",
    "token",
    "cast_as",
    "attached_to",
    "counters",
    "unlocked",
    "owner",
    "controller",
    "x",
    "targets",
)

EFFECT_KINDS = (
    "may_play_lands_from",
    "may_cast_from",
    "may_play_from",
    "cant_cast",
    "cant_play_lands",
    "extra_land_plays",
    "named",
    "modify",
    "spells_cost_more",  # an addition (docs/scenario-additions.md): 601.2f
    "spells_cost_less",
)
EFFECT_KEYS = (
    *EFFECT_KINDS,
    "player",
    "until",
    "zone_owner",
    "top_only",
    "cards",
    "filter",
    "cant_cast_named",
    "cant_play_named",
    "power",
    "toughness",
    "add_types",
    "add_subtypes",
    "add_supertypes",
    "set_colors",
    "lose_all_abilities",
    "zones",
)
FILTER_KEYS = (
    "types",
    "supertypes",
    "subtypes",
    "colors",
    "names",
    "controller",
    "face_down",
    "mana_value",
    "power",
    "toughness",
    "zone",
    "not",
    "any_of",
)

CHECK_FIELDS = (
    "zone",
    "owner",
    "controller",
    "name",
    "names",
    "mana_cost",
    "mana_value",
    "colors",
    "color_identity",
    "types",
    "supertypes",
    "subtypes",
    "power",
    "toughness",
    "loyalty",
    "defense",
    "abilities_include",
    "abilities_exclude",
    "has_no_abilities",
    "face",
    "face_down",
    "flipped",
    "transformed",
    "tapped",
    "is_token",
    "is_double_faced",
    "attached_to",
    "targets",
    "counters",
    "is_land_card",
    "is_spell",
    "unlocked",
    "card",
    "as_seen_by",
    "face_down_kind",  # an addition (docs/scenario-additions.md): how it became face down, CR 708.6
    "face_down_order",  # an addition: the order it entered among face-down objects, CR 708.6
    "mana_spent",  # costs: paid — what was spent to cast it (601.2h)
)
COSTS = ("free", "paid")  # the format's "Costs and mana"
PAYING_ACTIONS = ("cast", "activate", "turn_face_up", "unlock", "foretell")
"""The steps that may carry ``pay:`` (601.2g-h, 602.2b, 116.2)."""

# What ``choices:`` may hold: the format's, and (additions) a color, a card
# name, the mana, whether to pay or the craft materials a scripted card asks for.
CHOICES = ("legend_keep", "pay_life", "copy", "color", "name", "mana", "pay", "materials", "answers")

COMMON_STEP_KEYS = ("by", "targets", "choices", "dry_run", "expect")

# Each action and the keys it takes besides itself and COMMON_STEP_KEYS.
ACTIONS: dict[str, tuple[str, ...]] = {
    "play": ("from", "face"),
    "cast": (
        "from",
        "face",
        "half",
        "face_down",
        "x",
        "without_paying_mana_cost",
        "transformed",
        "pay",
        "kicked",  # an addition: its kicker cost paid too (702.33a)
    ),
    "resolve": (),
    "transform": (),
    "convert": (),
    "flip": (),
    "turn_face_up": ("using", "pay"),
    "turn_face_down": (),
    "manifest": ("player",),
    "manifest_dread": ("player",),
    "cloak": ("player", "from"),
    "put_onto_battlefield": ("from", "under", "transformed", "face_down", "tapped", "attached_to"),
    "move": ("to", "position", "face_down", "from"),
    "blink": (),
    "create_token_copy": ("as", "except"),
    "become_copy": ("of", "until", "except"),
    "pending_ability": ("as", "to", "transformed"),
    "meld": (),
    "attach": ("to",),
    "copy_spell": ("as",),
    "foretell": ("pay",),
    "unlock": ("door", "pay"),
    "gain_control": ("until",),
    "effect": (),
    "activate": ("ability", "pay"),
    "attack": ("player",),
    "block": ("player",),  # an addition: {blocker: attacker, ...}, CR 509
    "combat_damage": (),  # an addition (docs/scenario-additions.md): CR 510
    "damage": ("amount", "source"),  # an addition: CR 120.3
    "add_counters": ("counters",),
    "next_turn": (),
    "step": (),
    "concede": (),  # an addition: the player named leaves the game, losing it (CR 104.3a)
    "discard": (),  # an addition: [REFS] discarded from the hand (701.9a; the cleanup discard, 514.1)
    "check": CHECK_FIELDS,
    "check_player": ("lands_played", "hand_size", "life", "mana_pool"),
    "check_events": ("includes", "excludes"),
    "check_search": ("finds",),
    "check_stack": (),
    "check_zone": ("cards", "count"),
    "check_deck": ("legal", "offending"),
    "check_day_night": (),  # an addition: day, night or neither (CR 731.1)
}


class Scenario(NamedTuple):
    """A parsed scenario: its header values and the nodes of the rest."""

    file: str
    title: str
    rules: tuple[str, ...]
    players: tuple[str, ...]
    rules_as_of: str | None
    active: str
    step: str
    day_night: str  # day, night or neither
    seed: int
    costs: str  # free or paid
    commander: bool  # variant: commander (903.7: 40 life)
    setup: tuple[SetupEntry, ...]
    mana_pools: dict[str, Node]  # each player's mana_pool: in the set-up
    effects: tuple[Node, ...]
    steps: tuple[StepSpec, ...]
    root: Node


class SetupEntry(NamedTuple):
    """One object of the set-up: where, whose, and the mapping's fields."""

    player: str | None  # None for the shared stack
    zone: str
    position: int
    node: Node  # the entry (a card reference, or a mapping)
    fields: dict[str, Node]  # the mapping's fields; {"card": node} for a bare reference


class StepSpec(NamedTuple):
    """One step: its action, the action's value, and its other keys."""

    number: int  # 1-based, as reports number steps
    action: str
    value: Node
    options: dict[str, Node]
    node: Node


def parse(text: str | bytes, file: str) -> Scenario:
    """Read a scenario file; ``ScenarioError`` (file:line:column) if it
    doesn't follow the format."""
    root = load(text, file)
    top = root.mapping(TOP_KEYS, what="at the top level")
    for required in ("format", "scenario", "players", "steps"):
        if required not in top:
            root.fail(
                f"missing required key {required!r}; a scenario needs format, scenario, players and steps"
            )
    version = top["format"].integer()
    if version != FORMAT_VERSION:
        top["format"].fail(f"format {version} is not supported; this mtgfaces reads format {FORMAT_VERSION}")
    players = tuple(top["players"].texts())
    if not players:
        top["players"].fail("a scenario needs at least one player")
    if len(set(players)) != len(players):
        top["players"].fail(f"player names must be distinct, got {list(players)}")
    active, step, day_night = players[0], "main1", "neither"
    if "turn" in top:
        turn = top["turn"].mapping(("active", "step", "day_night"), what="in turn")
        if "active" in turn:
            active = turn["active"].choice(players, what="player")
        if "step" in turn:
            step = turn["step"].choice(STEPS, what="step")
        if "day_night" in turn:  # an addition (docs/scenario-additions.md): CR 731.1
            day_night = turn["day_night"].choice(DAY_NIGHT, what="day_night")
    steps_node = top["steps"]
    if len(steps_node.items()) > MAX_STEPS:
        steps_node.fail(
            f"{len(steps_node.items()):,} steps; a scenario has at most {MAX_STEPS:,} (split it into files)"
        )
    return Scenario(
        file=file,
        title=top["scenario"].text(),
        rules=tuple(top["rules"].texts()) if "rules" in top else (),
        players=players,
        rules_as_of=top["rules_as_of"].date_text() if "rules_as_of" in top else None,
        active=active,
        step=step,
        day_night=day_night,
        seed=top["seed"].integer() if "seed" in top else 0,
        costs=top["costs"].choice(COSTS, what="costs") if "costs" in top else "free",
        commander="variant" in top and top["variant"].choice(("commander",), what="variant") == "commander",
        setup=_setup(top["setup"], players) if "setup" in top else (),
        mana_pools=_mana_pools(top["setup"], players) if "setup" in top else {},
        effects=tuple(top["effects"].items()) if "effects" in top else (),
        steps=tuple(_step(index, node) for index, node in enumerate(steps_node.items(), 1)),
        root=root,
    )


def _setup(node: Node, players: tuple[str, ...]) -> tuple[SetupEntry, ...]:
    entries: list[SetupEntry] = []
    for key, value in node.pairs():
        name = key.text()
        if name == "stack":
            zones: list[tuple[str, Node]] = [("stack", value)]
            owner: str | None = None
        else:
            if name not in players:
                key.fail(f"unknown player {name!r} in setup; the players are {', '.join(players)} (or stack)")
            owner = name
            zones = [
                (zone_key.choice((*PERSONAL_ZONES, "mana_pool"), what="zone"), zone_value)
                for zone_key, zone_value in value.pairs()
            ]
            zones = [(zone, cards) for zone, cards in zones if zone != "mana_pool"]
        for zone, cards in zones:
            for position, entry in enumerate(cards.items()):
                if entry.is_mapping:
                    fields = entry.mapping(SETUP_KEYS, what="in a setup entry")
                    if "card" not in fields:
                        entry.fail("a setup entry needs 'card:' (a card reference)")
                else:
                    fields = {"card": entry}
                entries.append(SetupEntry(owner, zone, position, entry, fields))
    for made in entries:
        _refuse_self_reference(made.fields)
    return tuple(entries)


def _mana_pools(node: Node, players: tuple[str, ...]) -> dict[str, Node]:
    """Each player's ``mana_pool:`` in the set-up (the format's "Costs and mana")."""
    pools = {}
    for key, value in node.pairs():
        if key.text() in players:
            for zone_key, zone_value in value.pairs():
                if zone_key.text() == "mana_pool":
                    pools[key.text()] = zone_value
    return pools


def _refuse_self_reference(fields: dict[str, Node]) -> None:
    """An entry whose ``attached_to:`` or ``targets:`` names its own alias."""
    if "as" not in fields:
        return
    alias = fields["as"].text()
    attached = fields.get("attached_to")
    if attached is not None and attached.is_scalar and attached.text() == alias:
        attached.fail(
            f"{alias!r} is attached to itself; an Aura or Equipment can't be (CR 303.4d, 301.5c): "
            "attached_to: names another object"
        )
    for target in fields["targets"].items_or_one() if "targets" in fields else ():
        if target.is_scalar and target.text() == alias:
            target.fail(f"{alias!r} targets itself; a spell is never its own target (CR 115.5)")


def _step(index: int, node: Node) -> StepSpec:
    pairs = node.pairs()
    actions = [(key, value) for key, value in pairs if key.text() in ACTIONS]
    if not actions:
        keys = ", ".join(repr(k.text()) for k, _ in pairs) or "nothing"
        first = pairs[0][0].text() if pairs else ""
        node.fail(
            f"step {index} has no action (it has {keys}){suggest(first, tuple(ACTIONS))}; "
            f"actions: {', '.join(ACTIONS)}"
        )
    if len(actions) > 1:
        first_action, second_action = actions[0][0].text(), actions[1][0].text()
        actions[1][0].fail(
            f"step {index} has two actions, {first_action!r} and {second_action!r}; one per step"
        )
    action_key, value = actions[0]
    action = action_key.text()
    allowed = (*ACTIONS[action], *COMMON_STEP_KEYS)
    options: dict[str, Node] = {}
    for key, option in pairs:
        name = key.text()
        if name == action:
            continue
        if name not in allowed:
            key.fail(
                f"unknown key {name!r} for a {action!r} step{suggest(name, allowed)}; "
                f"allowed: {', '.join(allowed)}"
            )
        options[name] = option
    return StepSpec(index, action, value, options, node)
