"""A scenario's game: its cards resolved, its set-up built, and the
references (aliases and names) that follow objects as they change."""

from __future__ import annotations

import random

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.layouts import NoSuchFace
from mtgfaces.cards.model import Card, Side
from mtgfaces.errors import AmbiguousReference, IllegalAction, UnknownCard
from mtgfaces.rules.actions import daybound
from mtgfaces.rules.state.changes import parse_date
from mtgfaces.rules.state.effects import ContinuousEffect
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import DayNight, Game, Turn
from mtgfaces.rules.state.mana import MANA_TYPES, Unit, sort_units
from mtgfaces.rules.state.names import validate_chosen_name
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId, Status, Target
from mtgfaces.scenario.effects import parse_effect
from mtgfaces.scenario.spec import CAST_AS, FACE_DOWN_KINDS, FACES, STEP_NAMES, Scenario, SetupEntry
from mtgfaces.scenario.yamlnode import Node, ScenarioError

_FACE_DOWN = {
    "manifest": FaceDown.MANIFEST,
    "manifest_dread": FaceDown.MANIFEST_DREAD,
    "cloak": FaceDown.CLOAK,
    "morph": FaceDown.MORPH,
    "megamorph": FaceDown.MEGAMORPH,
    "disguise": FaceDown.DISGUISE,
    "exile": FaceDown.EXILE,
}
_DOORS = {"left": Side.LEFT, "right": Side.RIGHT}
# The scenario words for which face or half is up (docs/scenario-format.md).
SIDES: dict[str, Side | str] = {
    "front": Side.FRONT,
    "back": Side.BACK,
    "left": Side.LEFT,
    "right": Side.RIGHT,
    "fused": FUSED,
    "adventure": Side.ADVENTURE,
    "prototype": Side.PROTOTYPE,
    "omen": Side.OMEN,
}


def read_pool(node: Node) -> tuple[Unit, ...]:
    """``{W: 1, U: 2, C: 1}``: mana in a pool (106.4), by type (106.1b)."""
    units: list[Unit] = []
    for key, count in node.pairs():
        kind = key.choice(MANA_TYPES, what="type of mana")
        number = count.integer()
        if number < 0:
            count.fail(f"{number} {kind}: a pool holds 0 or more of each type of mana")
        units += [Unit(kind)] * number
    return sort_units(units)


class World:
    """The game a scenario builds, and how its references find objects."""

    def __init__(self, scenario: Scenario, db: CardDB) -> None:
        self.scenario = scenario
        self.db = db
        if scenario.rules_as_of is not None:
            try:
                parse_date(scenario.rules_as_of)
            except Exception as error:  # MalformedInput
                scenario.root.key_node("rules_as_of").fail(str(error))
        self.game = Game(
            scenario.players,
            rng=random.Random(scenario.seed),
            rules_as_of=scenario.rules_as_of,
            pay_costs=scenario.costs == "paid",
            commander=scenario.commander,
        )
        day_night = None if scenario.day_night == "neither" else DayNight(scenario.day_night)
        self.game.set_turn(Turn(active=scenario.active, step=STEP_NAMES[scenario.step], day_night=day_night))
        self.aliases: dict[str, ObjectId] = {}
        self._alias_cards: dict[str, str] = {}  # the card each alias was given for
        self._followed = len(self.game.log)
        self._build()

    # -- cards -------------------------------------------------------------------
    def card(self, node: Node) -> Card:
        """The card a card reference names; an unknown or ambiguous name is a
        file error with the closest real names."""
        text = node.text()
        try:
            return self.db.card(text)
        except UnknownCard as error:
            hint = (
                "; closest real names: " + ", ".join(repr(s) for s in error.suggestions)
                if error.suggestions
                else ""
            )
            shown = repr(text) if len(text) <= 200 else f"{text[:60]!r}... ({len(text):,} characters)"
            node.fail(f"unknown card {shown}{hint}")
        except AmbiguousReference as error:
            node.fail(
                f"{text!r} could be any of {', '.join(map(repr, error.candidates))}; write the full name"
            )

    # -- set-up ----------------------------------------------------------------------
    def _build(self) -> None:
        attachments: list[tuple[ObjectId, Node]] = []
        targeting: list[tuple[ObjectId, Node]] = []  # references resolve once every object exists
        for entry in self.scenario.setup:
            obj = self._put(entry)
            if "as" in entry.fields:
                self._alias(entry.fields["as"], obj.id)
            if "attached_to" in entry.fields:
                attachments.append((obj.id, entry.fields["attached_to"]))
            if "targets" in entry.fields:
                targeting.append((obj.id, entry.fields["targets"]))
        for obj_id, target in attachments:
            obj = self.game.get(obj_id)
            attached = self.target(target)  # a permanent, or a player a Curse enchants (303.4f)
            self.game.replace(obj._replace(status=obj.status._replace(attached_to=attached)))
        for obj_id, targets in targeting:
            obj = self.game.get(obj_id)
            if obj.zone is not Zone.STACK:
                targets.fail(f"only a spell on the stack has targets; this object is in the {obj.zone.value}")
            chosen = tuple(self.target(t) for t in targets.items_or_one())
            self.game.replace(obj._replace(status=obj.status._replace(targets=chosen)))
        for player, node in self.scenario.mana_pools.items():
            state = self.game.player(player)
            self.game.set_player(state._replace(mana_pool=read_pool(node)))
        for node in self.scenario.effects:
            self.add_effect(node)
        # CR 702.145d, 702.145g: a position with a daybound or nightbound
        # permanent and neither day nor night becomes day or night at once
        # (and 702.145c, f: what doesn't fit the designation transforms).
        daybound.apply(self.game)
        self._followed = len(self.game.log)

    def _alias(self, node: Node, obj_id: ObjectId) -> None:
        name = node.text()
        if name in self.aliases:
            node.fail(f"alias {name!r} is already used; aliases must be unique")
        self.aliases[name] = obj_id
        self._alias_cards[name] = self.game.get(obj_id).card.name

    def _put(self, entry: SetupEntry) -> GameObject:
        fields = entry.fields
        card = self.card(fields["card"])
        players = self.scenario.players
        zone = Zone(entry.zone)
        owner = fields["owner"].choice(players, what="player") if "owner" in fields else entry.player
        controller = fields["controller"].choice(players, what="player") if "controller" in fields else None
        if owner is None:
            if controller is None:
                entry.node.fail("a stack entry needs 'controller:' (who cast it)")
            owner = controller
        status = Status()
        if "face" in fields:
            status = status._replace(up=SIDES[fields["face"].choice(FACES, what="face")])
        if "cast_as" in fields:
            if zone is not Zone.STACK:
                fields["cast_as"].fail("cast_as: is for an entry on the stack")
            status = status._replace(up=SIDES[fields["cast_as"].choice(CAST_AS, what="cast_as")])
        if "face_down" in fields:
            kind = _FACE_DOWN[fields["face_down"].choice(FACE_DOWN_KINDS, what="face_down")]
            status = status._replace(face_down=kind)
        if "flipped" in fields:
            status = status._replace(flipped=fields["flipped"].flag())
        if "tapped" in fields:
            status = status._replace(tapped=fields["tapped"].flag())
        if "counters" in fields:
            for kind_node, count in fields["counters"].pairs():
                status = status.with_counters(kind_node.text(), count.integer())
        if "unlocked" in fields:
            doors = frozenset(
                SIDES[d.choice(("left", "right"), what="door")] for d in fields["unlocked"].items_or_one()
            )
            status = status._replace(unlocked=doors)  # type: ignore[arg-type]
        if "x" in fields:
            status = status._replace(x=fields["x"].integer())
        token = fields["token"].flag() if "token" in fields else False
        made = self.game.put(
            card, zone=zone, owner=owner, controller=controller, status=status, is_token=token
        )
        try:
            self.game.characteristics(made)  # a face the card has, where it is (a file error if not)
        except NoSuchFace as error:
            where = fields.get("face") or fields.get("cast_as") or entry.node
            where.fail(f"{error}; say which face with face: or cast_as:")
        return made

    def add_effect(self, node: Node, *, default_player: str | None = None) -> None:
        made = parse_effect(node, self.scenario.players, default_player or self.game.turn.active)

        fields = {k.text(): v for k, v in node.pairs()} if node.is_mapping else {}
        named: str | None = None
        if "named" in fields:
            # CR 201.4, 712.19: a real card's name, one face's, not both.
            try:
                named = str(validate_chosen_name(self.db, fields["named"].text()))
            except IllegalAction as error:
                fields["named"].fail(f"{error.reason} (CR {error.rule})")
        cards: tuple[str, ...] = ()
        objects: tuple[int, ...] = ()
        listed = fields.get("cards")
        if listed is not None:
            # An alias limits the permission to that one object (as "cards
            # exiled with ..." do, 607.2a); a card name means any card with it
            # (real names, localized or not, else a file error).
            items = listed.items_or_one()
            objects = tuple(int(self.resolve(item).id) for item in items if item.text() in self.aliases)
            cards = tuple(self.card(item).name for item in items if item.text() not in self.aliases)
        for effect in made if isinstance(made, list) else [made]:
            if isinstance(effect, ContinuousEffect):
                self.game.add_effect(effect)
            elif isinstance(effect, RuleEffect):
                resolved = effect._replace(named=named or effect.named)
                if not cards and not objects:
                    self.game.add_rule_effect(resolved)
                if cards:  # (aliases and names together: a permission for each, either suffices)
                    self.game.add_rule_effect(resolved._replace(cards=cards, objects=()))
                if objects:
                    self.game.add_rule_effect(resolved._replace(cards=(), objects=objects))

    # -- references ----------------------------------------------------------------
    def follow(self) -> None:
        """Move aliases along zone changes since the last call: a reference
        names the card, whatever object it is now (docs: "it names the card").
        A melded permanent that leaves becomes two cards (CR 712.21): each
        alias goes with the card it was given for."""
        after: dict[ObjectId, list[ObjectId]] = {}
        for event in self.game.log[self._followed :]:
            old, new = event.object, event.new_object
            if event.kind is EventKind.ZONE_CHANGE and old is not None and new is not None:
                after.setdefault(old, []).append(new)
        self._followed = len(self.game.log)
        if after:
            for alias, target in list(self.aliases.items()):
                self.aliases[alias] = self._successor(target, after, self._alias_cards.get(alias))

    def _successor(
        self, obj_id: ObjectId, after: dict[ObjectId, list[ObjectId]], card: str | None
    ) -> ObjectId:
        """The object ``obj_id`` has become; where it became several, the one
        that is (or led to) the named card."""
        while obj_id in after:
            options = after[obj_id]
            if len(options) > 1:
                named = [o for o in options if self._card_name(self._successor(o, after, card)) == card]
                obj_id = named[0] if named else options[0]
            else:
                obj_id = options[0]
        return obj_id

    def _card_name(self, obj_id: ObjectId) -> str | None:
        return self.game.get(obj_id).card.name if obj_id in self.game else None

    def resolve(self, node: Node, *, zone: Zone | None = None) -> GameObject:
        """The object an object reference names: an alias, or a name that
        identifies exactly one object (in ``zone`` if given)."""
        text = node.text()
        if text in self.aliases:
            found = self.aliases[text]
            if found not in self.game:
                node.fail(f"{text!r} no longer names an object in the game")
            return self.game.get(found)
        matches = self.matching(text, zone)
        if not matches:
            # A real card's other name (say, a localized one) names it too.
            try:
                card = self.db.card(text)
            except (UnknownCard, AmbiguousReference):
                card = None
            if card is not None:
                matches = self.matching(card.name, zone)
        if len(matches) == 1:
            return matches[0]
        where = f" in the {zone.value}" if zone is not None else ""
        if not matches:
            names = sorted({o.card.name for o in self.game.objects()})
            node.fail(f"no object named {text!r}{where}; the game has {', '.join(names) or 'no objects'}")
        listed = ", ".join(f"#{o.id} ({o.zone.value}, {o.owner})" for o in matches)
        raise node.error(f"{text!r} names {len(matches)} objects{where} ({listed}); give one an alias (as:)")

    def resolve_in(self, node: Node, zone: Zone) -> GameObject:
        """The object a reference names, looked for in ``zone`` first and then
        anywhere (the clarified format: a ``cast``/``play`` ``from:`` a zone
        the card isn't in is the step's ``wrong_zone`` error, not a file
        error; the rules refuse it)."""
        text = node.text()
        if text in self.aliases or self.matching(text, zone):
            return self.resolve(node, zone=zone)
        try:
            card = self.db.card(text)
        except (UnknownCard, AmbiguousReference):
            card = None
        if card is not None and self.matching(card.name, zone):
            return self.resolve(node, zone=zone)
        return self.resolve(node)

    def matching(self, name: str, zone: Zone | None = None) -> list[GameObject]:
        found = []
        lowered = name.casefold()
        for obj in self.game.objects(zone) if zone is not None else self.game.objects():
            if obj.ability is not None:
                continue  # an ability is not a card; only an alias names it
            cards = (obj.card, *obj.parts)
            if any(
                lowered == c.name.casefold() or lowered in (f.casefold() for f in c.face_names) for c in cards
            ):
                found.append(obj)
        return found

    def target(self, node: Node) -> Target:
        """What a ``targets:`` entry names: a player (by name, unless an alias
        of the same spelling says otherwise) or an object (CR 115.1)."""
        text = node.text()
        if text in self.game.players and text not in self.aliases:
            return text
        if text in self.aliases or self.matching(text, None):
            return self.resolve(node).id
        try:
            return self.resolve(node).id  # a localized or other name of a real card
        except ScenarioError:
            players = ", ".join(self.game.players)
            names = ", ".join(sorted({o.card.name for o in self.game.objects()})) or "no objects"
            node.fail(f"no object or player named {text!r}; the players are {players}, the game has {names}")

    def target_name(self, target: Target) -> str:
        """How a report names a target: a player by name, an object as :meth:`name_of`."""
        return target if isinstance(target, str) else self.name_of(target)

    def name_of(self, obj_id: ObjectId) -> str:
        """How a report names an object: its alias, else its card's name."""
        for alias, target in self.aliases.items():
            if target == obj_id:
                return alias
        if obj_id in self.game:
            return self.game.get(obj_id).card.name
        return f"#{obj_id}"
