"""Moving objects: putting onto the battlefield, zone changes, blinking,
control changes, attaching and counters (CR 110.2, 111.7-111.8, 303.4,
305.4, 400.7, 406.3, 701.3, 708.3, 708.9, 712.14, 712.21).

Every function here stands for an effect's instruction: it is never
refused. Where the rules say nothing happens, or the object is no longer
where the instruction needs it, it records one ``ignored`` event with the
rule. Foretelling, a player's special action, is
:mod:`mtgfaces.rules.actions.foretelling`.

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> shelter = game.put(CardDB.default().card("Sejiri Glacier"), zone=Zone.EXILE, owner="Alice")
>>> put_onto_battlefield(game, shelter.id).rule  # its front face, Sejiri Shelter, is an instant
'712.14b'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Literal

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.cards.typeline import PERMANENT_TYPES
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.attachments import attachment_kind, can_attach, can_enchant_player
from mtgfaces.rules.actions.base import ErrorCode, action, ignored, refuse
from mtgfaces.rules.actions.entering import entering_status, exiled_instead
from mtgfaces.rules.actions.implemented import lines_not_run
from mtgfaces.rules.state import daynight
from mtgfaces.rules.state.changes import in_force
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status, Target
from mtgfaces.rules.state.views import name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

Position = Literal["top", "bottom"]

_EXILE_KINDS = (FaceDown.EXILE, FaceDown.FORETELL)


# -- naming and finding ------------------------------------------------------------------


def public_name(game: Game, object_id: ObjectId) -> str:
    """What every player may call the object: the name a player who may not
    look at it sees (``"face-down creature #1 (manifest)"``, ``"a card in
    Alice's hand"``). Notes in the shared log use it, so that they name
    nothing hidden."""
    if object_id in game:
        obj = game.get(object_id)
        for player in game.players:
            if not may_look(game, obj, player):
                return name_for(game, player, object_id)
        if obj.is_face_down:  # all may look now (Lumbering Laundry): the note outlives that (708.6)
            return name_for(game, "", object_id)  # as a viewer who is no player sees it
    return name_for(game, game.players[0], object_id)


def find(game: Game, object_id: ObjectId, zone: Zone | None = None) -> GameObject | None:
    """The object, or ``None`` after recording why the instruction finds
    nothing: it left its zone and became a new object, or it isn't in ``zone``
    (CR 400.7)."""
    if object_id not in game:
        ignored(game, "400.7", "no such object: it changed zones and became a new object", object_id)
        return None
    obj = game.get(object_id)
    if zone is not None and obj.zone is not zone:
        name = public_name(game, obj.id)
        ignored(game, "400.7", f"{name} is {place(obj.zone)}, not {place(zone)}", obj)
        return None
    return obj


def place(zone: Zone) -> str:
    """``"on the battlefield"``, ``"in a graveyard"``...: where an object is, in words."""
    if zone.is_stack_or_battlefield:
        return f"on the {zone.value}"
    return "in exile" if zone is Zone.EXILE else f"in a {zone.value}"


# -- entering attached (CR 301.5e, 303.4f-i) -----------------------------------------------


def entering_attachment(
    game: Game, values: Characteristics, controller: str, attached_to: Target | None
) -> tuple[Target | None, str | None]:
    """What a permanent with ``values`` entering under ``controller`` is
    attached to as it enters, or the rule that keeps an Aura out.

    An Aura needs a legal object (303.4f-g, 303.4i): the one ``attached_to``
    names, else the only legal one; with several and none named, the choice
    is missing from the input (``MalformedInput``). Equipment and
    Fortifications enter unattached unless the named object is legal
    (301.5e); anything else enters unattached (303.4h)."""
    kind = attachment_kind(values)
    if kind is None:
        return None, None
    if isinstance(attached_to, str):  # a player (303.4f): a Curse
        if can_enchant_player(game, values, controller, attached_to):
            return attached_to, None
        return None, ("303.4i" if kind == "Aura" else None)
    if attached_to is not None:
        target = game.get(attached_to) if attached_to in game else None
        if target is not None and can_attach(game, values, controller, target):
            return attached_to, None
        return None, ("303.4i" if kind == "Aura" else None)  # 301.5e: Equipment enters unattached
    if kind != "Aura":
        return None, None
    legal: list[Target] = [p for p in game.players if can_enchant_player(game, values, controller, p)]
    legal += [o.id for o in game.objects(Zone.BATTLEFIELD) if can_attach(game, values, controller, o)]
    if not legal:
        return None, "303.4g"
    if len(legal) > 1:
        names = ", ".join(i if isinstance(i, str) else public_name(game, i) for i in legal)
        raise MalformedInput(
            f"{values.name!r} enters attached to an object its controller chooses (CR 303.4f); "
            f"say which with attached_to: one of {names}"
        )
    return legal[0], None


# -- putting onto the battlefield (CR 110.2a, 305.4, 400.4a, 708.3, 712.14) ---------------


def _face_down_kind(face_down: bool | FaceDown) -> FaceDown | None:
    if face_down is False:
        return None
    kind = FaceDown.TURNED if face_down is True else face_down
    if kind in _EXILE_KINDS:
        raise MalformedInput(f"a permanent can't be face down as {kind.value!r}: that is for exile (406.3)")
    return kind


def _why_it_stays(game: Game, obj: GameObject, up: Side) -> tuple[str, str] | None:
    """The rule that keeps ``obj`` in its zone when told to enter with ``up``
    face up, and why; ``None`` if it can enter."""
    card, name = obj.card, public_name(game, obj.id)
    strategy = rules_for(card)
    if card.is_meld_result or (up is Side.BACK and strategy.melds):
        return "712.4b", f"{name}: a meld card's back face exists only as part of a melded permanent"
    if up is Side.BACK:
        if not strategy.double_faced:
            return "712.14a", f"{name} isn't a double-faced card: told to enter transformed, it stays"
        if not strategy.nonmodal and not in_force(game.rules_as_of, "any_double_faced_card_transforms"):
            return "712.14a", (
                f"{name}: under the rules of {game.rules_as_of} only a transforming double-faced card "
                "can be put onto the battlefield transformed (seed ruling S5)"
            )
    if strategy.front_must_be_permanent_rule and not card.front.is_permanent:
        return (
            strategy.front_must_be_permanent_rule,
            f"{name}: a modal double-faced card whose front face isn't a permanent stays",
        )
    face = strategy.base(card, Zone.BATTLEFIELD, up).characteristics
    if not any(t in PERMANENT_TYPES for t in face.types):
        if up is Side.BACK:
            # 712.13a: a spell whose back face is an instant or sorcery can't
            # enter transformed; a card elsewhere stays where it is (400.4a).
            return "712.13a", f"{name}: its back face is an instant or sorcery; it can't enter transformed"
        return "400.4a", f"{name} is an instant or sorcery card: it can't enter the battlefield (110.4)"
    return None


def enter(
    game: Game,
    obj: GameObject,
    *,
    under: str | None = None,
    transformed: bool = False,
    face_down: bool | FaceDown = False,
    tapped: bool = False,
    attached_to: Target | None = None,
    quiet: bool = False,
    counters: tuple[tuple[str, int], ...] = (),
) -> GameObject | None:
    """Put ``obj`` onto the battlefield (the body of :func:`put_onto_battlefield`,
    for actions that include it). Returns the new permanent, or ``None`` when
    it stays where it is; that is recorded as ``ignored`` unless ``quiet``
    (when it is one part of an instruction that did something else)."""
    kind = _face_down_kind(face_down)
    if kind is not None and transformed:
        raise MalformedInput(
            "a card put onto the battlefield face down can't also enter transformed (712.15)"
        )
    who = game.player(under).name if under is not None else obj.owner
    stay: tuple[str, str] | None = None

    if kind is None and not transformed and daynight.enters_transformed(game, obj):
        transformed = True  # CR 702.145b: at night a daybound card enters transformed
    up = Side.BACK if transformed else Side.FRONT
    target: Target | None = None
    if obj.zone is Zone.BATTLEFIELD:
        stay = "400.7", f"{public_name(game, obj.id)} is already on the battlefield"
    elif obj.is_token:
        stay = "111.8", "a token that has left the battlefield can't come back"
    elif kind is None:
        stay = _why_it_stays(game, obj, up)
        if stay is None:
            values = rules_for(obj.card).base(obj.card, Zone.BATTLEFIELD, up).characteristics
            target, aura_rule = entering_attachment(game, values, who, attached_to)
            not_run = lines_not_run(values) if game.strict and obj.zone is not Zone.STACK else []
            if not_run:
                # A strict game puts nothing into play whose text it doesn't run
                # (the game loop's issue; its players' actions are refused, 113.3).
                lines = "; ".join(f"{line!r}" for line in not_run)
                stay = "113.3", f"this is a strict game, and mtgfaces doesn't run {lines} of {values.name}"
            elif aura_rule is not None:
                why = "it can't enchant that" if aura_rule == "303.4i" else "nothing to enchant"
                stay = aura_rule, f"{public_name(game, obj.id)}: {why}; the Aura stays"
    if stay is not None:
        if obj.zone is Zone.STACK and stay[0] in ("712.13a", "303.4g", "303.4i"):
            # From the stack such a card goes to its owner's graveyard instead.
            _to_graveyard_instead(game, obj)
            return None
        if not quiet:
            ignored(game, stay[0], stay[1], obj)
        return None
    from_zone = obj.zone
    copies = [e for e in game.copy_effects if e.target == obj.id] if obj.is_spell_copy else []
    told = Status(up=up, face_down=kind, tapped=tapped, attached_to=target, counters=counters)  # 614.1c
    status = entering_status(game, obj, told, who)
    new = game.move(obj.id, Zone.BATTLEFIELD, status=status, controller=who)
    if obj.is_spell_copy:  # 608.3f, 111.13: a copy of a permanent spell becomes a token
        new = game.replace(new._replace(is_token=True, is_spell_copy=False))
        for effect in copies:  # 400.7a: with the spell's copied values
            game.add_copy_effect(effect._replace(target=new.id))
    if kind is not None:
        rule = "708.3"
    elif transformed:
        rule = "712.14a"
    else:
        rule = "712.14" if obj.is_double_faced else "110.2a"
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=new.id,
            player=who,
            from_zone=from_zone.value,
            to_zone=Zone.BATTLEFIELD.value,
            rule=rule,
        )
    )
    return new


def graveyard_or_exile(game: Game, obj: GameObject) -> Zone:
    """Where an object that would be put into a graveyard goes (614.1a):
    exile instead if it says "If [it] would be put into a graveyard from
    anywhere, exile it instead" (the back faces of disturb cards, 702.146),
    or if an effect says so of a permanent that would die (700.4: "if a
    creature dealt damage this way would die this turn, exile it instead");
    else the graveyard. The state-based actions ask it too (704.5g)."""
    if exiled_instead(game.characteristics(obj)):
        return Zone.EXILE
    if obj.zone is Zone.BATTLEFIELD and _exiled_instead(game, obj, RuleEffectKind.EXILE_IF_IT_WOULD_DIE):
        return Zone.EXILE
    return Zone.GRAVEYARD


def _exiled_instead(game: Game, obj: GameObject, kind: RuleEffectKind) -> bool:
    """Whether an effect says this permanent is exiled instead if it would
    die (614.1a: "If a creature dealt damage this way would die this turn,
    exile it instead") or leave the battlefield (unearth, 702.84a)."""
    return any(e.kind is kind and int(obj.id) in e.objects for e in game.rule_effects)


def _to_graveyard_instead(game: Game, obj: GameObject) -> None:
    """CR 712.13a, 303.4g, 303.4i: from the stack, into its owner's graveyard
    (exile instead for a flashback spell, 702.34a; a copy ceases to exist,
    707.10a)."""
    leave(game, obj, Zone.GRAVEYARD)


@action
def put_onto_battlefield(
    game: Game,
    obj_id: ObjectId,
    *,
    under: str | None = None,
    transformed: bool = False,
    face_down: bool | FaceDown = False,
    tapped: bool = False,
    attached_to: Target | None = None,
    counters: tuple[tuple[str, int], ...] = (),
) -> None:
    """An effect puts the object onto the battlefield under ``under`` (default
    its owner, 110.2a). Putting is not playing: no land play is used (305.4).
    ``counters`` are those the effect says it enters with (614.1c: "it
    enters with three additional +1/+1 counters on it"), besides its own.

    A double-faced card enters front face up (712.14), back face up if
    ``transformed`` (712.14a; under rules before 19 September 2025 only a
    transforming one can, S5). It stays where it is if it isn't a
    double-faced card told to enter transformed (712.14a, S21), a modal one
    whose front face isn't a permanent (712.14b, S8), a meld card's back face
    (712.4b), an instant or sorcery (400.4a), or told to enter transformed
    while its back face is an instant or sorcery (712.13a: from the stack it
    goes to the graveyard instead). ``face_down`` puts it face down as a
    2/2 (708.2a, 708.3): ``True`` means :attr:`FaceDown.TURNED`, a face-down
    permanent with no special way to be turned face up; a keyword action may
    pass its own kind (``FaceDown.MANIFEST``). An Aura needs a legal
    ``attached_to`` (303.4f-i).
    """
    obj = find(game, obj_id)
    if obj is not None:
        enter(
            game,
            obj,
            under=under,
            transformed=transformed,
            face_down=face_down,
            tapped=tapped,
            attached_to=attached_to,
            counters=counters,
        )


# -- zone changes (CR 111.7-111.8, 400.7, 406.3, 707.10a, 708.9, 712.21) ---------------------


def exiled_leaving_stack(top: GameObject) -> bool:
    """Whether the spell is exiled any time it would leave the stack: an
    aftermath half cast from a graveyard (702.127a), or a spell cast with
    flashback (702.34a)."""
    return top.status.alternative == "flashback" or aftermath_from_graveyard(top)


def aftermath_from_graveyard(top: GameObject) -> bool:
    """CR 702.127a: an aftermath half cast from a graveyard is exiled any time
    it would leave the stack."""
    if top.status.cast_from != Zone.GRAVEYARD.value:
        return False
    side = rules_for(top.card).aftermath_side(top.card)
    return side is not None and top.status.up == side


def leave(
    game: Game,
    obj: GameObject,
    to: Zone,
    *,
    top: bool = True,
    face_down: bool = False,
    status: Status | None = None,
) -> list[GameObject]:
    """Move ``obj`` to ``to`` (not the battlefield): the one way off the
    battlefield and the stack for effects, costs and resolving alike, and the
    body of :func:`move`. ``status`` is the new object's, when the rules give
    it one (an adventurer card exiled "on an adventure", 715.3d).

    Exiled instead where the rules say so (702.34a, 702.127a, 614.1a); a
    face-down object revealed (708.9, in :meth:`Game.move`, which keeps last
    known information); a melded permanent split into its two cards
    (712.21); one ``left_battlefield`` event. Returns the new objects that
    still exist there (none for a token or a copy of a spell, two cards for a
    melded permanent)."""
    if to is Zone.STACK:
        raise MalformedInput("an effect doesn't move an object onto the stack: cast it, or copy_spell")
    if to is Zone.BATTLEFIELD:
        raise MalformedInput("use put_onto_battlefield (or enter) to move an object onto the battlefield")
    if face_down and to is not Zone.EXILE:
        raise MalformedInput(f"only exile keeps cards face down (406.3), not the {to.value}")
    name = public_name(game, obj.id)
    if obj.zone is to:
        if to is Zone.LIBRARY:
            ids = [o.id for o in game.objects(Zone.LIBRARY, obj.owner) if o.id != obj.id]
            game.reorder(Zone.LIBRARY, obj.owner, [obj.id, *ids] if top else [*ids, obj.id])
            return [game.get(obj.id)]
        ignored(game, "400.7", f"{name} is already {place(to)}", obj)
        return []
    if obj.is_token and obj.zone is not Zone.BATTLEFIELD:
        ignored(game, "111.8", "a token that has left the battlefield can't move to another zone", obj)
        return []
    if obj.is_spell_copy and obj.zone is Zone.STACK:
        game.remove(obj.id)  # CR 707.10a: a copy of a spell off the stack ceases to exist
        return []
    if obj.zone is Zone.STACK and exiled_leaving_stack(obj):
        to = Zone.EXILE  # CR 702.127a, 702.34a: exiled any time it would leave the stack
    elif obj.zone is Zone.BATTLEFIELD and _exiled_instead(game, obj, RuleEffectKind.EXILE_IF_IT_WOULD_LEAVE):
        to = Zone.EXILE  # CR 702.84a, 614.1a: unearth, wherever it would go
    elif to is Zone.GRAVEYARD:
        to = graveyard_or_exile(game, obj)
    if face_down:
        status = Status(face_down=FaceDown.EXILE)
    elif to is not Zone.EXILE and status is not None and status.on_adventure:
        status = None  # CR 715.3d: only exile holds a card on an adventure
    controller = game.controller(obj)
    if obj.is_melded:
        return _unmeld(game, obj, to, top=top, status=status, controller=controller)
    new = game.move(obj.id, to, top=top, status=status)
    # CR 708.9: a face-down object leaving is revealed; Game.move records it.
    if obj.zone is Zone.BATTLEFIELD:
        game.record(
            Event(
                EventKind.LEFT_BATTLEFIELD,
                object=obj.id,
                new_object=new.id,
                player=controller,
                from_zone=Zone.BATTLEFIELD.value,
                to_zone=to.value,
                rule="400.7",
            )
        )
        return_exiled_until_it_leaves(game, obj.id)
    if new.is_token or new.is_spell_copy:
        # CR 111.7, 704.5d, 707.10a: it ceases to exist. That is a state-based
        # action; it is done at once, after the events above are recorded
        # (abilities that trigger on the move still see it).
        game.remove(new.id)
        return []
    return [new]


@action
def sacrifice(game: Game, obj_id: ObjectId) -> None:
    """Its controller sacrifices the permanent (701.21a): see
    :func:`sacrifice_permanent`; an object that isn't a permanent can't be
    sacrificed (the action is refused, nothing changes)."""
    obj = find(game, obj_id)
    if obj is None or obj.zone is not Zone.BATTLEFIELD:
        where = "gone" if obj is None else f"in {obj.zone.named}"
        refuse(ErrorCode.WRONG_ZONE, "701.21a", f"only a permanent is sacrificed; #{int(obj_id)} is {where}.")
    sacrifice_permanent(game, obj)


def return_exiled_until_it_leaves(game: Game, left: ObjectId) -> None:
    """610.3a: the cards exiled "until [it] leaves the battlefield" return to
    the battlefield under their owners' control as it leaves (not a
    triggered ability: at once), each if it is still the card exiled (400.7)."""
    for effect in [e for e in game.rule_effects if e.kind is RuleEffectKind.EXILED_UNTIL_IT_LEAVES]:
        if not effect.objects or effect.objects[0] != left:
            continue
        game.end_rule_effect(effect.id, rule="610.3a")
        for card in effect.objects[1:]:
            found = find(game, ObjectId(card))
            if found is not None and found.zone is Zone.EXILE:
                put_onto_battlefield(game, found.id, under=found.owner)


def sacrifice_permanent(game: Game, obj: GameObject) -> list[GameObject]:
    """701.21a: its controller moves the permanent to its owner's graveyard
    (or wherever a replacement effect says, 614.1a). Only a permanent its
    player controls is sacrificed: the callers choose among those. After the
    move, a ``sacrificed`` event names the player and the permanent (its
    last known information stays, 603.10a) for "whenever you sacrifice"
    (603.2)."""
    who = game.controller(obj)
    new = leave(game, obj, Zone.GRAVEYARD)
    became = new[0].id if new else None
    game.record(Event(EventKind.SACRIFICED, object=obj.id, new_object=became, player=who, rule="701.21a"))
    return new


def discard(game: Game, player: str, obj: GameObject, *, rule: str = "701.9a") -> None:
    """``player`` discards ``obj``: from their hand to its owner's graveyard
    (701.9a) by the one leaving path, with a ``discarded`` event citing
    ``rule`` (a cost, 601.2h; cleanup, 514.1)."""
    news = leave(game, obj, Zone.GRAVEYARD)
    new_object = news[0].id if news else None
    game.record(Event(EventKind.DISCARDED, object=obj.id, new_object=new_object, player=player, rule=rule))


def _unmeld(
    game: Game, obj: GameObject, to: Zone, *, top: bool, status: Status | None, controller: str
) -> list[GameObject]:
    """CR 712.21: one permanent leaves the battlefield, two cards arrive (in
    the order of ``obj.parts``: 712.21a-b let the owner choose it)."""
    news = game.split(obj.id, to, top=top, status=status)
    game.record(
        Event(
            EventKind.LEFT_BATTLEFIELD,
            object=obj.id,
            player=controller,
            from_zone=Zone.BATTLEFIELD.value,
            to_zone=to.value,
            rule="712.21",
            note="one permanent left; two cards were put there",
        )
    )
    return_exiled_until_it_leaves(game, obj.id)
    return news


@action
def move(
    game: Game, obj_id: ObjectId, to: Zone, *, position: Position = "top", face_down: bool = False
) -> None:
    """An effect moves the object to ``to`` (destroy, exile, bounce, mill...),
    where it is a new object (400.7); to a library on top or at the
    ``position`` given; ``face_down`` exiles it face down (406.3). To the
    battlefield it is :func:`put_onto_battlefield` with its defaults.

    A face-down permanent or spell leaving is revealed (708.9). A melded
    permanent becomes its two cards (712.21). A token (111.7, 704.5d) or a
    copy of a spell (707.10a) moves, then ceases to exist; a token already off
    the battlefield can't move (111.8).
    """
    if position not in ("top", "bottom"):
        raise MalformedInput(f"position must be 'top' or 'bottom', not {position!r}")
    obj = find(game, obj_id)
    if obj is None:
        return
    if to is Zone.BATTLEFIELD:
        if face_down:
            raise MalformedInput("to put it onto the battlefield face down, use put_onto_battlefield")
        enter(game, obj)
        return
    if to in (Zone.HAND, Zone.LIBRARY) and game.is_commander(obj):
        # CR 903.9b: a commander that would go to its owner's hand or library
        # may go to the command zone instead (its owner chooses; with no one
        # to ask, it does).
        prompt = f"Your commander {obj.card.name} would go to your {to.value}: the command zone instead?"
        if may(game, obj.owner, prompt, rule="903.9b"):
            to = Zone.COMMAND
    leave(game, obj, to, top=position == "top", face_down=face_down)


@action
def blink(game: Game, obj_id: ObjectId, *, attached_to: Target | None = None) -> None:
    """Exile the permanent, then return it to the battlefield under its owner's
    control: a new object, front face up (712.14); an Aura attached to
    ``attached_to`` (303.4f). What can't return stays in exile (a modal card
    whose front face is an instant, S8; a token ceases to exist, 111.7); both
    cards of a melded permanent return (712.21c). The exile happened, so the
    outcome is not ``ignored`` even if nothing returns."""
    obj = find(game, obj_id, Zone.BATTLEFIELD)
    if obj is None:
        return
    for exiled in leave(game, obj, Zone.EXILE):
        enter(game, exiled, under=exiled.owner, attached_to=attached_to, quiet=True)


# -- control, attaching, counters ------------------------------------------------------


@action
def gain_control(game: Game, obj_id: ObjectId, player: str, *, until: Duration = Duration.INDEFINITE) -> None:
    """``player`` gains control of the permanent: a layer 2 effect (110.2,
    613.1b), the latest one winning. Only a permanent: anything else is
    ignored."""
    who = game.player(player).name
    obj = find(game, obj_id, Zone.BATTLEFIELD)
    if obj is not None:
        if game.controller(obj) != who:  # CR 302.6: a new controller, from this turn
            game.replace(obj._replace(status=obj.status._replace(controlled_since=game.turn.number)))
        game.add_effect(
            ContinuousEffect(
                0,
                0,
                Modification(controller=who),
                objects=(obj.id,),
                until=until,
                player=who,
                note=f"{who} gains control (110.2)",
            )
        )


@action
def attach(game: Game, aura_id: ObjectId, target_id: Target) -> None:
    """Attach an Aura, Equipment or Fortification on the battlefield to
    another permanent, or an Aura to a player it can enchant (701.3a,
    303.4f). It doesn't move if it can't be attached to that (701.3b,
    303.4j, 301.5b); attaching it where it already is does nothing, and so
    does attaching anything else (701.3b). Attaching it elsewhere gives it a
    new timestamp (701.3c)."""
    aura = find(game, aura_id, Zone.BATTLEFIELD)
    if isinstance(target_id, str):
        target = None
        if aura is None or target_id not in game.players:
            return
    else:
        target = find(game, target_id, Zone.BATTLEFIELD) if aura is not None else None
        if aura is None or target is None:
            return
    values = game.characteristics(aura)
    name = public_name(game, aura.id)
    other = target_id if isinstance(target_id, str) else public_name(game, target_id)
    kind = attachment_kind(values)
    controller = game.controller(aura)
    allowed = (
        can_enchant_player(game, values, controller, target_id)
        if target is None and isinstance(target_id, str)
        else target is not None and can_attach(game, values, controller, target, attachment=aura.id)
    )
    if kind is None:
        ignored(game, "701.3b", f"{name} isn't an Aura, Equipment or Fortification", aura)
    elif aura.status.attached_to == target_id:
        ignored(game, "701.3b", f"{name} is already attached to {other}", aura)
    elif not allowed:
        rule = {"Aura": "303.4j", "Equipment": "301.5b"}.get(kind, "301.6")
        ignored(game, rule, f"{name} can't be attached to {other}: it doesn't move", aura)
    else:
        status = aura.status._replace(attached_to=target_id)
        game.replace(aura._replace(status=status, timestamp=game.next_timestamp()))
        game.record(
            Event(
                EventKind.ATTACHED,
                object=aura.id,
                new_object=None if isinstance(target_id, str) else target_id,
                player=target_id if isinstance(target_id, str) else aura.controller,
                rule="701.3a",
            )
        )


STUN = "stun"
"""The stun counter (122.1d)."""


def untap(game: Game, obj: GameObject) -> bool:
    """701.26b: untap the permanent (an "untapped" event, what "whenever ~
    becomes untapped" triggers on); 122.1d: if it has a stun counter, one is
    removed instead and it stays tapped. Whether it untapped."""
    if not obj.status.tapped:
        return False
    if obj.status.counter(STUN):
        game.replace(obj._replace(status=obj.status.with_counters(STUN, -1)))
        return False
    game.replace(obj._replace(status=obj.status._replace(tapped=False)))
    game.record(Event(EventKind.UNTAPPED, object=obj.id, player=game.controller(obj), rule="701.26b"))
    return True


@action
def add_counters(game: Game, obj_id: ObjectId, kind: str, n: int) -> None:
    """Put ``n`` counters of ``kind`` on the object: a permanent (122.6) or a
    card in exile (suspend's time counters, 702.62a). Elsewhere, or for zero
    counters, nothing happens."""
    if not kind or n < 0:
        raise MalformedInput(f"counters need a kind and a number of at least 0, not {kind!r} x {n!r}")
    obj = find(game, obj_id)
    if obj is None:
        return
    if obj.zone not in (Zone.BATTLEFIELD, Zone.EXILE):
        ignored(game, "122.6", f"counters go on permanents, not on an object {place(obj.zone)}", obj)
    elif n == 0:
        ignored(game, "609.3", "no counters to put", obj)
    else:
        game.replace(obj._replace(status=obj.status.with_counters(kind, n)))
        game.record(Event(EventKind.COUNTERS_ADDED, object=obj.id, note=f"{n} {kind}", rule="122.1"))
