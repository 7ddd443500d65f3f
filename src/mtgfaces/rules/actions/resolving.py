"""Resolving the top of the stack (CR 608): a permanent spell enters the
battlefield with the face it had on the stack (712.13); an instant or sorcery
leaves for its owner's graveyard, or wherever its own rules send it instead
(715.3d Adventure, 720.3d Omen, 702.127a aftermath, 707.10a copies).

What an instant or sorcery does as it resolves belongs to the card scripts
(:mod:`mtgfaces.rules.abilities`); this module runs them and moves the spell.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> from mtgfaces.rules.state.status import ObjectId, Status
>>> game = Game(["Alice", "Bob"])
>>> giant = CardDB.default().card("Bonecrusher Giant")
>>> stomp = game.put(giant, zone=Zone.STACK, owner="Alice", status=Status(up=Side.ADVENTURE))
>>> exiled = game.get(resolve(game).new_objects[0])
>>> exiled.zone.value, exiled.status.on_adventure
('exile', 'Alice')
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.cards.typeline import PERMANENT_TYPES
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions import faces, moves, stack
from mtgfaces.rules.actions.base import ErrorCode, action, can, ignored, refuse
from mtgfaces.rules.actions.entering import entering_status
from mtgfaces.rules.state import daynight
from mtgfaces.rules.state.changes import in_force
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

_MAX_RESOLUTIONS = 10_000  # resolve_all: a loop that never empties the stack (104.4b) is refused


def is_permanent_spell(value: Characteristics) -> bool:
    """CR 110.4b: a spell that will enter the battlefield as it resolves."""
    spell = "Instant" in value.types or "Sorcery" in value.types
    return not spell and any(t in PERMANENT_TYPES for t in value.types)


def verify_resolve(game: Game, *, transformed: bool = False) -> GameObject:
    """Refuse to resolve an empty stack; else the object that would resolve.

    An empty stack has nothing to resolve (CR 608.1), and the rules give no
    instruction to ignore: the step asks for a game event that can't happen,
    so it is refused (``not_permitted``), like a player action."""
    stack = game.objects(Zone.STACK)
    if not stack:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "608.1",
            "Nothing can resolve: the stack is empty; cast a spell first, or advance the turn or step.",
        )
    return stack[0]


can_resolve = can(verify_resolve)


@action
def resolve(game: Game, *, transformed: bool = False, choices: tuple[tuple[str, str], ...] = ()) -> None:
    """Resolve the object on top of the stack (CR 608.2, 608.3).
    ``transformed``: an effect says the permanent enters transformed (712.13a).
    ``choices``: what a resolving ability asks its players (``pay``: a ward
    cost is paid, 702.21a)."""
    top = verify_resolve(game, transformed=transformed)
    _resolve(game, top, transformed=transformed, choices=choices)


def verify_resolve_all(game: Game) -> None:
    """Refuse to resolve an empty stack (CR 608.1)."""
    verify_resolve(game)


can_resolve_all = can(verify_resolve_all)


@action
def resolve_all(game: Game) -> None:
    """Resolve the top of the stack until the stack is empty (CR 608.1)."""
    verify_resolve_all(game)
    for _ in range(_MAX_RESOLUTIONS):
        stack = game.objects(Zone.STACK)
        if not stack:
            return
        _resolve(game, stack[0], transformed=False)
    raise MalformedInput(
        f"the stack didn't empty after {_MAX_RESOLUTIONS:,} resolutions: an endless loop of actions "
        "(104.4b); resolve a number of objects instead of all"
    )


def _resolve(
    game: Game, top: GameObject, *, transformed: bool, choices: tuple[tuple[str, str], ...] = ()
) -> None:
    if top.ability is not None:
        if top.ability.does == stack.SCRIPT:
            stack.resolve_ability(game, top, dict(choices))
        else:
            _resolve_ability(game, top)
        return
    value = game.characteristics(top)
    targets = top.status.targets
    if targets and not any(game.has_target(t) for t in targets):
        # CR 608.2b, 608.3b: with every target illegal (here: gone, 400.7) it
        # doesn't resolve; it is put into its owner's graveyard.
        _leave_stack(game, top, resolved=False)
        return
    if is_permanent_spell(value):
        _enter(game, top, transformed=transformed)
    else:
        abilities = stack.spell_abilities(game, top)
        halves = stack.halves_targets(abilities, top.status.targets)
        for index, scripted in enumerate(abilities):  # CR 608.2c: it does what it says
            stack.run_spell(game, top, scripted, halves[index] if halves is not None else None)
        if top.id in game:  # CR 608.2n; its own "exile this card" may have moved it already
            _leave_stack(game, game.get(top.id), resolved=True)


# The effect instructions an ability on the stack can carry out, by name.
ABILITY_EFFECTS = (
    "transform",
    "convert",
    "flip",
    "turn_face_down",
    "turn_face_up",
    "put_onto_battlefield",
    "move",
    "blink",
)


def _resolve_ability(game: Game, top: GameObject) -> None:
    """CR 608.2: an ability does what it says, to the object it was put on
    the stack for. If that object changed zones it is a new object the
    ability can't find (400.7); a transforming ability of a permanent that
    transformed since does nothing (701.27f). Then it leaves the stack and
    ceases to exist."""
    ability = top.ability
    assert ability is not None
    game.remove(top.id, rule="608.2n")
    target = ability.target
    if target is None or target not in game:
        ignored(
            game, "400.7", f"the ability of {ability.source_name} finds nothing: its object changed zones"
        )
        return
    options = dict(ability.options)
    if ability.does in ("transform", "convert"):
        act = faces.transform if ability.does == "transform" else faces.convert
        act(game, target, source=ability.source, since_transformations=ability.transformations)
    elif ability.does == "flip":
        faces.flip(game, target)
    elif ability.does == "turn_face_down":
        faces.turn_face_down(game, target)
    elif ability.does == "turn_face_up":
        faces.turn_face_up(game, target, using="effect")
    elif ability.does == "put_onto_battlefield":
        moves.put_onto_battlefield(game, target, transformed=options.get("transformed") == "true")
    elif ability.does == "move":
        moves.move(game, target, Zone(options.get("to", "graveyard")))
    elif ability.does == "blink":
        moves.blink(game, target)
    else:
        raise ValueError(f"an ability can't {ability.does!r}; it can: {', '.join(ABILITY_EFFECTS)}")


def _enter(game: Game, top: GameObject, *, transformed: bool) -> None:
    """CR 608.3a, 712.13: it enters with the face it had on the stack, under
    its controller's control."""
    card, was = top.card, top.status
    # CR 614.12, 607.1: what was chosen as it was cast ("as this enters,
    # choose a name") stays with the permanent for its linked abilities.
    # CR 601.2h: what was spent to cast it stays known ("if mana was spent").
    status = Status(up=was.up, face_down=was.face_down, x=was.x, chosen=was.chosen, mana_spent=was.mana_spent)
    if rules_for(card).has_doors:
        # CR 709.5d: the door that was cast enters unlocked (neither, if none was).
        doors = frozenset({Side(was.up)}) if was.up in (Side.LEFT, Side.RIGHT) else frozenset()
        status = Status(unlocked=doors, x=was.x, mana_spent=was.mana_spent)
    if not transformed and was.up is Side.FRONT and not top.is_face_down:
        transformed = daynight.enters_transformed(game, top)  # CR 702.145b
    if transformed and _can_enter_transformed(game, top):
        back = card.face(Side.BACK)
        if back.is_instant_or_sorcery:
            # CR 712.13a: with an instant or sorcery back face it doesn't
            # enter; it is put into its owner's graveyard.
            _leave_stack(game, top, resolved=False)
            return
        status = status._replace(up=Side.BACK)
    attached = next((t for t in was.targets if game.has_target(t)), None)
    if attached is not None and "Aura" in game.characteristics(top).subtypes:
        status = status._replace(attached_to=attached)  # CR 608.3c (a player, for a Curse: 303.4f)
    status = entering_status(game, top, status, top.controller)  # CR 614.1c, 614.12
    copies = [e for e in game.copy_effects if e.target == top.id] if top.is_spell_copy else []
    new = game.move(top.id, Zone.BATTLEFIELD, status=status, controller=top.controller)
    if top.is_spell_copy:
        # CR 111.13, 608.3f, 707.10f: a copy of a permanent spell becomes a
        # token with the spell's characteristics (not "created").
        new = game.replace(new._replace(is_token=True, is_spell_copy=False))
        for effect in copies:
            game.add_copy_effect(effect._replace(target=new.id))
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=new.id,
            player=top.controller,
            from_zone=Zone.STACK.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule="712.13" if top.is_double_faced else "608.3a",
        )
    )
    if new.status.unlocked:
        # CR 709.5h: a door unlocked as the Room enters triggers "when you
        # unlock this door" abilities too.
        opened = ", ".join(sorted(str(d) for d in new.status.unlocked))
        game.record(
            Event(EventKind.UNLOCKED, object=new.id, player=top.controller, rule="709.5d", note=opened)
        )


def _can_enter_transformed(game: Game, top: GameObject) -> bool:
    """A double-faced spell with its front face up can be told to enter
    transformed (712.13a); before the 2025 rules, only a nonmodal one (712.9,
    seed ruling S5): the instruction is then ignored."""
    if top.is_face_down or top.status.up is not Side.FRONT or not top.card.has_side(Side.BACK):
        return False
    if not top.can_transform:
        return False
    return rules_for(top.card).nonmodal or in_force(game.rules_as_of, "any_double_faced_card_transforms")


def _leave_stack(game: Game, top: GameObject, *, resolved: bool) -> None:
    """An instant or sorcery that resolved (608.2n), or a spell that didn't
    (608.2b, 608.3b), leaves the stack, by the one leaving path
    (:func:`moves.leave`: exiled instead where the rules say, a copy ceasing
    to exist)."""
    to = rules_for(top.card).after_resolving(top.status.up)[0] if resolved else Zone.GRAVEYARD
    if to is Zone.EXILE and not moves.exiled_leaving_stack(top):
        moves.leave(game, top, Zone.EXILE, status=Status(on_adventure=top.controller))  # CR 715.3d
    elif to is Zone.LIBRARY and not moves.exiled_leaving_stack(top):
        if moves.leave(game, top, Zone.LIBRARY):  # CR 720.3d: shuffled into its owner's library
            game.shuffle(top.owner)
    else:
        moves.leave(game, top, Zone.GRAVEYARD)  # CR 608.2n (608.2b, 608.3b for one that didn't resolve)
