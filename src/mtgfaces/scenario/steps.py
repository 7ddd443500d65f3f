"""Performing a scenario's action steps with the engine's actions."""

from __future__ import annotations

import re
from collections.abc import Callable

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Side
from mtgfaces.errors import AmbiguousReference, MtgFacesError
from mtgfaces.rules import play, priority
from mtgfaces.rules.actions import (
    activating,
    combat,
    copying,
    faces,
    manifesting,
    meld,
    moves,
    resolving,
    turns,
)
from mtgfaces.rules.actions.activating import activated_abilities
from mtgfaces.rules.actions.base import Outcome, action
from mtgfaces.rules.priority import defending_player
from mtgfaces.rules.state.abilities import Triggered
from mtgfaces.rules.state.copies import CopyExceptions
from mtgfaces.rules.state.decisions import (
    Activate,
    Cast,
    DeclareAttackers,
    DeclareBlockers,
    Foretell,
    PlayLand,
    TurnFaceUp,
    Unlock,
)
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana import PayWith, parse_pool
from mtgfaces.rules.state.objects import Ability, GameObject
from mtgfaces.rules.state.registry import abilities_of
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.scenario.effects import COLORS, ZONES
from mtgfaces.scenario.spec import CHOICES, STEP_NAMES, STEPS, StepSpec
from mtgfaces.scenario.world import SIDES, World
from mtgfaces.scenario.yamlnode import Node

_CAST_FACE_DOWN = {"morph": FaceDown.MORPH, "megamorph": FaceDown.MEGAMORPH, "disguise": FaceDown.DISGUISE}


def _player(world: World, step: StepSpec, key: str = "by") -> str:
    node = step.options.get(key)
    return node.choice(world.scenario.players, what="player") if node is not None else world.game.turn.active


def _zone(node: Node | None) -> Zone | None:
    return Zone(node.choice(ZONES, what="zone")) if node is not None else None


def _side_by_name(world: World, obj: GameObject, name: str) -> Side | str | None:
    """The face a reference's name points at (``cast: Stomp`` means the
    Adventure; a localized face name too, CR 712.11b)."""
    english = world.db.english_name(obj.card, name) or name
    lowered = english.casefold()
    if lowered == obj.card.name.casefold():
        return None
    for face in obj.card.faces:
        if face.name.casefold() == lowered:
            return face.side
    return None


def _object(world: World, step: StepSpec, zone: Zone | None = None) -> GameObject:
    return world.resolve(step.value, zone=zone)


def _play(world: World, step: StepSpec) -> Outcome:
    zone = _zone(step.options.get("from")) or Zone.HAND
    obj = world.resolve_in(step.value, zone)
    side = _chosen_side(step) or _side_by_name(world, obj, step.value.text())
    land = side if isinstance(side, Side) else None
    return play.perform(world.game, PlayLand(_player(world, step), obj.id, side=land, from_zone=zone))


def _chosen_side(step: StepSpec) -> Side | str | None:
    for key in ("face", "half"):
        if key in step.options:
            return SIDES[step.options[key].choice(tuple(SIDES), what=key)]
    return None


def _cast(world: World, step: StepSpec) -> Outcome:
    zone = _zone(step.options.get("from")) or Zone.HAND
    obj = world.resolve_in(step.value, zone)
    options = step.options
    face_down = None
    if "face_down" in options:
        face_down = _CAST_FACE_DOWN[options["face_down"].choice(tuple(_CAST_FACE_DOWN), what="face_down")]
    side = _chosen_side(step) or _side_by_name(world, obj, step.value.text())
    transformed = options["transformed"].flag() if "transformed" in options else False
    if side is Side.BACK and obj.card.layout.value in ("transform", "battle"):
        transformed, side = True, None
    targets = (
        tuple(world.target(t) for t in options["targets"].items_or_one()) if "targets" in options else ()
    )
    pay, paid_x = _payment(world, step)
    x = options["x"].integer() if "x" in options else paid_x
    cast = Cast(
        _player(world, step),
        obj.id,
        side=side,
        from_zone=zone,
        face_down=face_down,
        x=x,
        pay=pay,
        targets=targets,
        transformed=transformed,
        free=options["without_paying_mana_cost"].flag() if "without_paying_mana_cost" in options else False,
        kicked=options["kicked"].flag() if "kicked" in options else False,
        choices=_chosen(world, step),
    )
    return play.perform(world.game, cast)


def _payment(world: World, step: StepSpec) -> tuple[PayWith | None, int | None]:
    """``pay: auto`` (the default) or ``pay: {tap: [REFS], pool: "{W}{U}",
    x: N, life: N}``: how the step's cost is paid (601.2g-h), and X if it
    says."""
    node = step.options.get("pay")
    if node is None or (node.is_scalar and node.choice(("auto",), what="payment") == "auto"):
        return None, None
    fields = node.mapping(("tap", "pool", "x", "life"), what="in pay")
    tap = tuple(world.resolve(ref).id for ref in fields["tap"].items_or_one()) if "tap" in fields else None
    pool = None
    if "pool" in fields:
        try:
            pool = parse_pool(fields["pool"].text())
        except ValueError as error:
            fields["pool"].fail(str(error))
    life = fields["life"].integer() if "life" in fields else None
    x = fields["x"].integer() if "x" in fields else None
    if life is not None and life < 0:
        fields["life"].fail("life paid is 0 or more")
    return PayWith(tap, pool, life), x


def _resolve(world: World, step: StepSpec) -> Outcome:
    if step.value.is_scalar and step.value.text() == "all":
        return resolving.resolve_all(world.game)
    count = step.value.integer()
    if count < 1:
        step.value.fail("resolve: takes a number of objects (1 or more) or all")
    events: list[Event] = []
    for _ in range(count):
        events.extend(resolving.resolve(world.game, choices=_paying(step)).events)
    return Outcome(tuple(events))


def _paying(step: StepSpec) -> tuple[tuple[str, str], ...]:
    """``choices: {pay: true}`` or ``{pay_life: true}`` on a ``resolve`` step:
    the player asked pays (a ward cost, 702.21a)."""
    node = step.options.get("choices")
    if node is None:
        return ()
    fields = node.mapping(CHOICES, what="in choices")
    paid = any(fields[key].flag() for key in ("pay", "pay_life") if key in fields)
    return (("pay", "true"),) if paid else ()


def _put(world: World, step: StepSpec) -> Outcome:
    options = step.options
    obj = _object(world, step, _zone(options.get("from")))
    return moves.put_onto_battlefield(
        world.game,
        obj.id,
        under=options["under"].choice(world.scenario.players, what="player") if "under" in options else None,
        transformed=options["transformed"].flag() if "transformed" in options else False,
        face_down=options["face_down"].flag() if "face_down" in options else False,
        tapped=options["tapped"].flag() if "tapped" in options else False,
        attached_to=world.target(options["attached_to"]) if "attached_to" in options else None,
    )


def _move(world: World, step: StepSpec) -> Outcome:
    options = step.options
    if "to" not in options:
        step.node.fail("a move: step needs to: (the zone)")
    obj = _object(world, step, _zone(options.get("from")))
    to = Zone(options["to"].choice(ZONES, what="zone"))
    position = (
        options["position"].choice(("top", "bottom"), what="position") if "position" in options else "top"
    )
    face_down = options["face_down"].flag() if "face_down" in options else False
    return moves.move(world.game, obj.id, to, position=position, face_down=face_down)  # type: ignore[arg-type]


def _exceptions(node: Node | None) -> CopyExceptions | None:
    if node is None:
        return None
    keys = (
        "power",
        "toughness",
        "colors",
        "add_types",
        "add_subtypes",
        "add_supertypes",
        "add_abilities",
        "name",
    )
    fields = node.mapping(keys, what="in except")
    colors = None
    if "colors" in fields:
        letters = [c.text().upper() for c in fields["colors"].items_or_one()]
        for letter, item in zip(letters, fields["colors"].items_or_one(), strict=True):
            if letter not in COLORS:
                item.fail(f"{letter!r} is not a color; expected W, U, B, R or G")

        colors = tuple(Color(letter) for letter in letters)
    return CopyExceptions(
        power=fields["power"].text() if "power" in fields else None,
        toughness=fields["toughness"].text() if "toughness" in fields else None,
        colors=colors,
        add_types=tuple(fields["add_types"].texts()) if "add_types" in fields else (),
        add_subtypes=tuple(fields["add_subtypes"].texts()) if "add_subtypes" in fields else (),
        add_supertypes=tuple(fields["add_supertypes"].texts()) if "add_supertypes" in fields else (),
        add_abilities=tuple(fields["add_abilities"].texts()) if "add_abilities" in fields else (),
        name=fields["name"].text() if "name" in fields else None,
    )


def _until(node: Node | None) -> Duration:
    if node is None:
        return Duration.INDEFINITE
    node.choice(("end_of_turn",), what="duration")
    return Duration.END_OF_TURN


def _token_copy(world: World, step: StepSpec) -> Outcome:
    source = _object(world, step)
    outcome = copying.create_token_copy(
        world.game,
        source.id,
        controller=_player(world, step),
        exceptions=_exceptions(step.options.get("except")),
    )
    _alias_new(world, step, outcome, EventKind.TOKEN_CREATED)
    return outcome


def _alias_new(world: World, step: StepSpec, outcome: Outcome, kind: EventKind) -> None:
    if "as" not in step.options:
        return
    # The new object: a spell's copy is the event's new_object (the event's
    # object is the spell copied); a token is the event's object.
    made = [e.new_object or e.object for e in outcome.events if e.kind is kind]
    if made and made[-1] is not None:
        world._alias(step.options["as"], made[-1])


def _become_copy(world: World, step: StepSpec) -> Outcome:
    if "of" not in step.options:
        step.node.fail("a become_copy: step needs of: (the object to copy)")
    target, source = _object(world, step), world.resolve(step.options["of"])
    return copying.become_copy(
        world.game,
        target.id,
        source.id,
        until=_until(step.options.get("until")),
        exceptions=_exceptions(step.options.get("except")),
    )


def _copy_spell(world: World, step: StepSpec) -> Outcome:
    spell = _object(world, step, Zone.STACK)
    outcome = copying.copy_spell(world.game, spell.id, controller=_player(world, step))
    _alias_new(world, step, outcome, EventKind.SPELL_COPIED)
    return outcome


def _meld(world: World, step: StepSpec) -> Outcome:
    items = step.value.items()
    if len(items) != 2:
        step.value.fail(f"meld: takes two references, got {len(items)}")
    first, second = (world.resolve(item) for item in items)
    return meld.meld(world.game, first.id, second.id, lookup=world.db.get)


def _turn_face_up(world: World, step: StepSpec) -> Outcome:
    obj = _object(world, step)
    using = step.options["using"].choice(faces.USING, what="using") if "using" in step.options else None
    if using == "effect":  # an effect's instruction, not the special action (701.40, 708.8)
        return faces.turn_face_up(world.game, obj.id, player=_player(world, step), using=using)
    pay, x = _payment(world, step)  # X in its cost (107.3d) as ``pay: {x: N}`` says
    return play.perform(world.game, TurnFaceUp(_player(world, step), obj.id, how=using, pay=pay, x=x))


def _manifest_like(world: World, step: StepSpec) -> Outcome:
    player = _player(world, step, "player") if "player" in step.options else _player(world, step)
    if step.action == "manifest":
        if not (step.value.is_scalar and step.value.text() == "top"):
            step.value.fail("manifest: takes top (the top card of the library)")
        return manifesting.manifest(world.game, player)
    if step.action == "manifest_dread":
        keep = None
        if step.value.is_mapping:
            fields = step.value.mapping(("keep",), what="in manifest_dread")
            if "keep" in fields:
                keep = world.resolve(fields["keep"], zone=Zone.LIBRARY).id
        return manifesting.manifest_dread(world.game, player, keep=keep)
    if step.value.is_scalar and step.value.text() == "top":
        return manifesting.cloak(world.game, player)
    obj = world.resolve(step.value)
    return manifesting.cloak(world.game, player, obj_id=obj.id, from_zone=obj.zone)


def _unlock(world: World, step: StepSpec) -> Outcome:
    if "door" not in step.options:
        step.node.fail("an unlock: step needs door: left or right")
    door = Side.LEFT if step.options["door"].choice(("left", "right"), what="door") == "left" else Side.RIGHT
    pay, _ = _payment(world, step)
    return play.perform(world.game, Unlock(_player(world, step), _object(world, step).id, side=door, pay=pay))


def _attach(world: World, step: StepSpec) -> Outcome:
    if "to" not in step.options:
        step.node.fail("an attach: step needs to: (the object to attach to)")
    return moves.attach(world.game, _object(world, step).id, world.target(step.options["to"]))


def _add_counters(world: World, step: StepSpec) -> Outcome:
    if "counters" not in step.options:
        step.node.fail('an add_counters: step needs counters: {"+1/+1": N}')
    obj = _object(world, step)
    events: list[Event] = []
    for kind, count in step.options["counters"].pairs():
        events.extend(moves.add_counters(world.game, obj.id, kind.text(), count.integer()).events)
    return Outcome(tuple(events))


def _gain_control(world: World, step: StepSpec) -> Outcome:
    return moves.gain_control(
        world.game, _object(world, step).id, _player(world, step), until=_until(step.options.get("until"))
    )


def _effect(world: World, step: StepSpec) -> Outcome:
    start = len(world.game.log)
    with world.game.transaction():
        world.add_effect(step.value, default_player=_player(world, step))
    return Outcome(tuple(world.game.log[start:]))


def _step(world: World, step: StepSpec) -> Outcome:
    """``step: NAME`` goes on to that step; naming the step (or, for
    ``combat``, the phase) the game is already in does nothing."""
    name = step.value.choice(STEPS, what="step")
    target, now = STEP_NAMES[name], world.game.turn.step
    if now is target or (name == "combat" and now.is_combat):
        return Outcome(())
    return turns.set_step(world.game, target)


def _concede(world: World, step: StepSpec) -> Outcome:
    """``concede: PLAYER`` (an addition): that player leaves the game,
    losing it (CR 104.3a); a player who already left can't (game_over)."""
    return _conceding(world.game, step.value.choice(world.scenario.players, what="player"))


@action
def _conceding(game: Game, player: str) -> None:
    priority.concede(game, player)


def _discard(world: World, step: StepSpec) -> Outcome:
    """``discard: [REFS]`` + ``by:`` (an addition): the player discards those
    cards from their hand (701.9a), as in the cleanup step (514.1) when a
    hand holds more than its maximum size."""
    player = _player(world, step)
    cards = [world.resolve(node, zone=Zone.HAND) for node in step.value.items()]
    if any(card.zone is not Zone.HAND or card.owner != player for card in cards):
        step.value.fail(f"discard: names cards in {player}'s hand")
    return _discarding(world.game, player, [card.id for card in cards])


@action
def _discarding(game: Game, player: str, cards: list[ObjectId]) -> None:
    for card in cards:
        moves.discard(game, player, game.get(card), rule="514.1")


def _next_turn(world: World, step: StepSpec) -> Outcome:
    if not step.value.flag():
        step.value.fail("next_turn: takes true")
    return turns.next_turn(world.game)


def _pending_ability(world: World, step: StepSpec) -> Outcome:
    """An abstract ability on the stack that will perform an effect on an
    object (docs/scenario-format.md): 400.7 and 701.27f apply as it resolves."""
    fields = step.value.mapping(("does", "object", "source"), what="in pending_ability")
    for needed in ("does", "object"):
        if needed not in fields:
            step.value.fail(f"pending_ability needs {needed}:")
    does = fields["does"].choice(resolving.ABILITY_EFFECTS, what="effect")
    target = world.resolve(fields["object"])
    source = world.resolve(fields["source"]) if "source" in fields else target
    options = []
    if "to" in step.options:
        options.append(("to", step.options["to"].choice(ZONES, what="zone")))
    if "transformed" in step.options:
        options.append(("transformed", "true" if step.options["transformed"].flag() else "false"))
    who = _player(world, step)
    ability = Ability(
        does=does,
        target=target.id,
        source=source.id,
        source_name=world.game.characteristics(source).name or "a face-down permanent",
        transformations=source.status.transformations,
        options=tuple(options),
    )
    start = len(world.game.log)
    with world.game.transaction():
        made = world.game.put(source.card, zone=Zone.STACK, owner=who, controller=who, ability=ability)
    if "as" in step.options:
        world._alias(step.options["as"], made.id)
    return Outcome(tuple(world.game.log[start:]))


def _chosen(world: World, step: StepSpec) -> tuple[str, ...]:
    """The choices a scripted card asks for (``choices: {color: red}``),
    in a fixed order: color, name, mana."""
    node = step.options.get("choices")
    if node is None:
        return ()
    fields = node.mapping(CHOICES, what="in choices")
    found = []
    if "color" in fields:
        found.append(fields["color"].choice(tuple(COLORS) + _COLOR_WORDS, what="color"))
    if "name" in fields:
        found.append(_card_name(world, fields["name"]))
    if "mana" in fields:
        found.append(fields["mana"].choice(("W", "U", "B", "R", "G", "C"), what="mana"))
    if "copy" in fields:  # what a Clone enters as a copy of (the format's own choice)
        found.append(f"#{int(world.resolve(fields['copy']).id)}")
    if "materials" in fields:  # craft's (702.167a): object references
        found.extend(f"#{int(world.resolve(item).id)}" for item in fields["materials"].items_or_one())
    return tuple(found)


def _card_name(world: World, node: Node) -> str:
    """A chosen card name (201.4): the name of one face or half when the
    text names one ("Ice", 201.4b, 201.4d), else the card's full name; an
    unknown name is a file error with the closest real names. A face name
    two cards share ("Fire") is one name, not an ambiguity."""
    try:
        world.db.card(node.text())
    except AmbiguousReference as many:
        faces = {f.name for name in many.candidates for f in world.db.card(name).faces}
        if node.text().casefold() in {f.casefold() for f in faces}:
            return next(f for f in sorted(faces) if f.casefold() == node.text().casefold())
    except MtgFacesError:
        pass  # world.card reports it with its place in the file
    card = world.card(node)
    english = (world.db.english_name(card, node.text()) or node.text()).casefold()
    return next((f.name for f in card.faces if f.name.casefold() == english), card.name)


_COLOR_WORDS = ("white", "blue", "black", "red", "green")
_ACTIVATED_LINE = re.compile(
    r"^(?:\[[+\u2212-]?[\dX]+\]: |(?:[A-Z][\w' ]+ — )?(?:\{[^}]+\}|[A-Z][^.:\"]*?)(?:, [^:\"]+)?: )"
)
_ATTACK_TRIGGER = re.compile(r"\b(?:whenever|when) [^,]*\battacks\b", re.IGNORECASE)


def _activated_lines(value: Characteristics) -> list[str]:
    """The object's lines of text that are activated abilities ("cost: effect", 602.1)."""
    return [line for line in value.abilities if _ACTIVATED_LINE.match(line)]


def _activate(world: World, step: StepSpec) -> Outcome:
    """``activate: REF`` + ``ability: N`` (1-based among the object's
    activated abilities, in the order of its text) or ``ability: "text"``.
    One the engine hasn't scripted is a file error naming the card and the
    ability (the format); one the object doesn't have is ``no_such_ability``."""
    obj = _object(world, step)
    value = world.game.characteristics(obj)
    lines = _activated_lines(value)
    node = step.options.get("ability")
    which: int | str = 1
    if node is not None:
        which = node.integer() if node.is_scalar and node.text().isdigit() else node.text()
    line = None
    if isinstance(which, int) and 1 <= which <= len(lines):
        line = lines[which - 1]
    elif isinstance(which, str):
        line = next((ln for ln in lines if ln.lower().startswith(which.lower())), None)
    if line is not None:
        scripted = activated_abilities(world.game, obj)
        match = next((a for a in scripted if line.startswith(a.text)), None)
        if match is None:
            shown = value.name or obj.card.name
            raise (node or step.node).error(
                f"{shown!r}'s ability {line!r} is not scripted; scripted abilities of {shown!r}: "
                + (", ".join(repr(a.text) for a in scripted) or "none")
            )
        which = match.text
    targets = (
        tuple(world.target(t) for t in step.options["targets"].items_or_one())
        if "targets" in step.options
        else ()
    )
    numbered = [a.text for a in activated_abilities(world.game, obj)]
    who, chosen = _player(world, step), _chosen(world, step)
    pay, _ = _payment(world, step)
    if isinstance(which, str) and which in numbered:
        act = Activate(who, obj.id, numbered.index(which) + 1, targets=targets, choices=chosen, pay=pay)
        return play.perform(world.game, act)
    # No such ability: the engine's own refusal names what the object has.
    return activating.activate(world.game, obj.id, which, player=who, targets=targets, chosen=chosen, pay=pay)


def _attack(world: World, step: StepSpec) -> Outcome:
    """``attack: [REFS]`` + ``player:`` (the defending player): declare
    attackers (508.1). An attacker with an attack trigger the engine hasn't
    scripted is a file error naming the card and the ability."""
    attackers = [world.resolve(item) for item in step.value.items_or_one()]
    for obj in attackers:
        value = world.game.characteristics(obj)
        scripted = [a.text for a in abilities_of(world.game, obj, Triggered)]
        for line in value.abilities:
            if _ATTACK_TRIGGER.search(line) and not any(line.startswith(t) for t in scripted):
                raise step.node.error(
                    f"{value.name or obj.card.name!r} attacking would trigger {line!r}, which is not scripted"
                )
    defending = (
        step.options["player"].choice(world.scenario.players, what="player")
        if "player" in step.options
        else None
    )
    game = world.game
    target = defending or next(iter(game.opponents(game.turn.active)), game.turn.active)
    declared = DeclareAttackers(game.turn.active, tuple((o.id, target) for o in attackers))
    return play.perform(game, declared)


def _block(world: World, step: StepSpec) -> Outcome:
    """``block: {BLOCKER: ATTACKER, ...}`` (an addition): declare blockers (509.1)."""
    if not step.value.is_mapping:
        step.value.fail("block: takes a mapping of each blocking creature to the attacker it blocks")
    pairs = [(world.resolve(k).id, world.resolve(v).id) for k, v in step.value.pairs()]
    who = (
        step.options["player"].choice(world.scenario.players, what="player")
        if "player" in step.options
        else None
    )
    return play.perform(world.game, DeclareBlockers(who or defending_player(world.game), tuple(pairs)))


def _combat_damage(world: World, step: StepSpec) -> Outcome:
    if not step.value.flag():
        step.value.fail("combat_damage: takes true")
    return combat.combat_damage(world.game)


def _damage(world: World, step: StepSpec) -> Outcome:
    """``damage: TARGET`` + ``amount: N`` + optional ``source: REF`` (an addition)."""
    if "amount" not in step.options:
        step.node.fail("a damage: step needs amount: (a number of at least 1)")
    amount = step.options["amount"].integer()
    if amount < 1:
        step.options["amount"].fail("amount: takes a number of at least 1")
    source = world.resolve(step.options["source"]).id if "source" in step.options else None
    return combat.deal_damage(world.game, source, world.target(step.value), amount)


def _object_named(world: World, node: Node) -> GameObject:
    return world.resolve(node)


ACTIONS: dict[str, Callable[[World, StepSpec], Outcome]] = {
    "play": _play,
    "cast": _cast,
    "resolve": _resolve,
    "transform": lambda w, s: faces.transform(w.game, _object(w, s).id),
    "convert": lambda w, s: faces.convert(w.game, _object(w, s).id),
    "flip": lambda w, s: faces.flip(w.game, _object(w, s).id),
    "turn_face_up": _turn_face_up,
    "turn_face_down": lambda w, s: faces.turn_face_down(w.game, _object(w, s).id),
    "manifest": _manifest_like,
    "manifest_dread": _manifest_like,
    "cloak": _manifest_like,
    "put_onto_battlefield": _put,
    "move": _move,
    "blink": lambda w, s: moves.blink(w.game, _object(w, s).id),
    "create_token_copy": _token_copy,
    "become_copy": _become_copy,
    "meld": _meld,
    "attach": _attach,
    "copy_spell": _copy_spell,
    "foretell": lambda w, s: play.perform(
        w.game, Foretell(_player(w, s), _object(w, s, Zone.HAND).id, pay=_payment(w, s)[0])
    ),
    "unlock": _unlock,
    "gain_control": _gain_control,
    "effect": _effect,
    "add_counters": _add_counters,
    "next_turn": _next_turn,
    "step": _step,
    "concede": _concede,
    "discard": _discard,
    "pending_ability": _pending_ability,
    "activate": _activate,
    "attack": _attack,
    "block": _block,
    "combat_damage": _combat_damage,
    "damage": _damage,
}
