"""Copies: token copies, becoming a copy, copies of spells (CR 111.3, 111.5,
111.12, 707.2-707.10, 708.2, 712.8g).

All three are effects' instructions: never refused, ``ignored`` where the
rules say nothing happens. The copied values come from
:mod:`mtgfaces.rules.state.copies` (layer 1, the face that is up, exceptions).

How a copy is represented:

- a copy of a double-faced permanent or card (707.8a, 707.10g) has the
  whole double-faced card with the same face up, so it can transform
  (under the rules before 2023-04-14, and for a modal double-faced or meld
  card before 2025-09-19, it is a single-faced copy of the face that was up,
  707.8: see :func:`copies_double_faced`);
- a copy of a melded permanent is a single-faced token of the combined face
  (707.8: only the face that's up is copied; it has no front face to be a
  double-faced token with), mana value 0 (202.3c);
- a copy of a face-down object is a face-up, nameless 2/2 (707.2, 708.2)
  with *nothing behind it*: its card is a blank token card named
  :data:`FACE_DOWN_COPY`, so the hidden card is in no part of the copy;
- any other copy has the copied object's card with a copy effect pinning the
  copied values, so copy effects on the original are respected (707.3).

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> bear = game.put(CardDB.default().card("Grizzly Bears"), zone=Zone.BATTLEFIELD, owner="Bob")
>>> token = create_token_copy(game, bear.id, controller="Alice").new_objects[0]
>>> game.characteristics(token).name, game.get(token).is_token, game.controller(token)
('Grizzly Bears', True, 'Alice')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.colors import color_tuple
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Card, Face, Layout, Side, make_face
from mtgfaces.cards.typeline import PERMANENT_TYPES, TypeLine
from mtgfaces.rules.actions.base import action, ignored
from mtgfaces.rules.actions.casting import halves_chained
from mtgfaces.rules.actions.entering import settle_entered
from mtgfaces.rules.actions.moves import entering_attachment, find, public_name
from mtgfaces.rules.actions.retargeting import keep_or_change
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.changes import in_force
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.copies import CopyExceptions, copy_effect, copy_values
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId, Status, Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

FACE_DOWN_COPY = "Face-down copy"
"""The name of the blank card behind a copy of a face-down object: a label for
lists and logs; the copy's name characteristic is none (708.2a)."""


def _has_copy_effects(game: Game, obj: GameObject) -> bool:
    return any(e.target == obj.id for e in game.copy_effects)


def _blank_card(values: Characteristics) -> Card:
    """A token card holding only the copied face-down values (708.2)."""
    face = make_face(
        FACE_DOWN_COPY,
        type_line=values.type_line,
        oracle_text=values.rules_text,
        power=values.power,
        toughness=values.toughness,
    )
    return Card(name=FACE_DOWN_COPY, layout=Layout.TOKEN, faces=(face,))


def _melded_face_card(result: Card) -> Card:
    """A single-faced token card of a meld pair's combined face."""
    return _single_face_card(result, result.front)


def _single_face_card(card: Card, face: Face) -> Card:
    """A single-faced token card of one face of ``card`` (707.8: only the face
    that's up is copied)."""
    return Card(
        name=face.name, layout=Layout.TOKEN, faces=(face._replace(side=Side.FRONT),), oracle_id=card.oracle_id
    )


def copies_double_faced(game: Game, card: Card, *, spell: bool = False) -> bool:
    """Whether a copy of a double-faced ``card`` (a token copy, or with
    ``spell`` a copy of a spell) is itself double-faced under the game's rules:
    always today (707.8a, 707.10g); from 2023-04-14 for a transforming card
    only; before that never (707.8: only the face that's up is copied)."""
    if not rules_for(card).nonmodal:
        return in_force(game.rules_as_of, "copies_of_any_double_faced_card_are_double_faced")
    key = "spell" if spell else "token"
    return in_force(game.rules_as_of, f"{key}_copies_of_transforming_cards_are_double_faced")


def _with_exceptions(card: Card, exceptions: CopyExceptions) -> Card:
    """The card with ``exceptions`` made part of each face (707.9a-b): a
    double-faced token copy keeps both faces, each copied with them."""
    faces = tuple(_face_with(face, exceptions) for face in card.faces)
    return card._replace(name=" // ".join(dict.fromkeys(f.name for f in faces)), faces=faces)


def _face_with(face: Face, ex: CopyExceptions) -> Face:
    def more(items: tuple[str, ...], extra: tuple[str, ...]) -> tuple[str, ...]:
        return items + tuple(e for e in extra if e not in items)

    types = TypeLine(
        more(face.types.supertypes, ex.add_supertypes),
        more(face.types.types, ex.add_types),
        more(face.types.subtypes, ex.add_subtypes),
    )
    changed = face._replace(
        types=types,
        type_line=str(types),
        oracle_text="\n".join(t for t in (face.oracle_text, *ex.add_abilities) if t),
        power=face.power if ex.power is None else ex.power,
        toughness=face.toughness if ex.toughness is None else ex.toughness,
        name=face.name if ex.name is None else ex.name,
    )
    if ex.colors is not None:  # 707.9d: the color indicator isn't copied either
        changed = changed._replace(colors=color_tuple(ex.colors), color_indicator=None)
    return changed


class _Copy(NamedTuple):
    """How a copy is represented: the copied values, its card, the face up,
    and whether a copy effect must pin the copied values (see the module doc)."""

    values: Characteristics
    card: Card
    up: Side | str
    pin: bool


def _representation(game: Game, source: GameObject, exceptions: CopyExceptions | None) -> _Copy:
    values = copy_values(game, source, exceptions)
    if source.is_face_down:
        return _Copy(values, _blank_card(values), Side.FRONT, True)
    if source.is_melded:
        return _Copy(values, _melded_face_card(source.card), Side.FRONT, True)
    pinned = _has_copy_effects(game, source)
    if source.is_double_faced:
        up = source.status.up if source.zone.is_stack_or_battlefield else Side.FRONT
        if not copies_double_faced(game, source.card):
            # CR 707.8 before 2023-04-14 (2025-09-19 for modal and meld cards):
            # a single-faced token of the face that's up.
            face = (
                source.card.face(up)
                if isinstance(up, Side) and source.card.has_side(up)
                else source.card.front
            )
            return _Copy(values, _single_face_card(source.card, face), Side.FRONT, True)
        if exceptions is None or pinned:
            return _Copy(values, source.card, up, pinned or exceptions is not None)
        return _Copy(values, _with_exceptions(source.card, exceptions), up, False)
    if rules_for(source.card).has_doors:
        # 709.5: the doors are copiable, the unlocked designations aren't:
        # the card itself, locked, unless copied values must be pinned.
        return _Copy(values, source.card, Side.FRONT, pinned or exceptions is not None)
    return _Copy(values, source.card, Side.FRONT, True)


@action
def create_token_copy(
    game: Game,
    source_id: ObjectId,
    *,
    controller: str | None = None,
    exceptions: CopyExceptions | None = None,
    attached_to: ObjectId | None = None,
) -> None:
    """Create a token that is a copy of the object (707.2), owned and
    controlled by ``controller`` (111.2; default the source's controller),
    with ``exceptions`` (707.9). A copy of a double-faced permanent or card
    is a double-faced token entering with the same face up (707.8a, S19;
    under older rules, see :func:`copies_double_faced`). No
    token is created for a copy of an object no longer there (111.12), of an
    instant or sorcery (111.5), or of a card exiled face down (no
    characteristics, 406.3a); an Aura copy needs a legal ``attached_to``
    (303.4f-g)."""
    if source_id not in game:
        ignored(game, "111.12", "no token is created as a copy of an object no longer there", source_id)
        return
    source = game.get(source_id)
    who = game.player(controller).name if controller is not None else game.controller(source)
    name = public_name(game, source.id)
    if source.is_face_down and source.zone is Zone.EXILE:
        ignored(game, "406.3a", f"{name} has no characteristics to copy: no token is created", source)
        return
    copy = _representation(game, source, exceptions)
    if not any(t in PERMANENT_TYPES for t in copy.values.types):
        ignored(game, "111.5", f"{name} is an instant or sorcery: no token copy of it is created", source)
        return
    target, aura_rule = entering_attachment(game, copy.values, who, attached_to)
    if aura_rule is not None:
        ignored(game, aura_rule, f"{name}: the Aura token would have nothing to enchant; it isn't created")
        return
    token = game.put(
        copy.card,
        zone=Zone.BATTLEFIELD,
        owner=who,
        controller=who,
        status=Status(up=copy.up, attached_to=target, controlled_since=game.turn.number),  # 302.6
        is_token=True,
    )
    if copy.pin:
        game.add_copy_effect(copy_effect(game, token, source, exceptions=exceptions))
    token = settle_entered(game, game.get(token.id))  # CR 614.1c: a copy of a tapland enters tapped
    rule = "707.8a" if token.is_double_faced else "707.2"
    game.record(
        Event(EventKind.TOKEN_CREATED, object=token.id, player=who, to_zone=Zone.BATTLEFIELD.value, rule=rule)
    )
    game.record(
        Event(
            EventKind.ENTERED_BATTLEFIELD,
            object=token.id,
            player=who,
            to_zone=Zone.BATTLEFIELD.value,
            rule=rule,
        )
    )


@action
def become_copy(
    game: Game,
    target_id: ObjectId,
    source_id: ObjectId,
    *,
    until: Duration = Duration.INDEFINITE,
    exceptions: CopyExceptions | None = None,
) -> None:
    """The permanent ``target_id`` becomes a copy of the object ``source_id``
    (a Clone-like effect, 707.2): only the face that is up is copied (707.8),
    with ``exceptions`` part of the copiable values (707.9b). It stays the
    same object (707.4). The source may be a card in any zone (Dimir
    Doppelganger copies the card it exiles, Lazav one in a graveyard): there
    its copiable values are its front face's (712.8a), a flip card's
    unflipped half (710.2), a split card's two halves (709.4), an adventurer
    card's normal characteristics (715.4); an ability on the stack has none
    to copy (113.7)."""
    target = find(game, target_id, Zone.BATTLEFIELD)
    source = find(game, source_id) if target is not None else None
    if target is None or source is None or source.ability is not None:
        return
    effect = game.add_copy_effect(copy_effect(game, target, source, exceptions=exceptions, until=until))
    game.record(
        Event(
            EventKind.EFFECT_ADDED,
            object=target.id,
            player=game.controller(target),
            rule="707.2",
            note=f"copy effect #{effect.id}",
        )
    )


@action
def copy_spell(
    game: Game, spell_id: ObjectId, *, controller: str | None = None, new_targets: bool = False
) -> None:
    """Put a copy of the spell (or ability) on the stack (707.10), owned and controlled by
    ``controller`` (default the spell's controller). It copies what was
    chosen on casting: the face or half up (an Adventure, Omen or prototype
    too, 718.3c), X and the targets; it isn't cast (no ``cast_from``). A copy
    of a double-faced permanent spell is double-faced, same face up (707.10g;
    under rules before 2023-04-14, or for a modal card before 2025-09-19, a
    single-faced copy of the face that's up, see :func:`copies_double_faced`).
    With ``new_targets`` ("You may choose new targets for the copy"), its
    controller may then change any of its targets (707.10c, 115.7d).
    """
    spell = find(game, spell_id, Zone.STACK)
    if spell is None:
        return
    who = game.player(controller).name if controller is not None else game.controller(spell)
    if spell.ability is not None:
        # CR 707.10: a copy of an ability on the stack is that ability again,
        # with the same source, targets and values (not a spell of its card).
        copy = game.put(spell.card, zone=Zone.STACK, owner=who, ability=spell.ability, top=True)
        game.record(
            Event(EventKind.SPELL_COPIED, object=spell_id, new_object=copy.id, player=who, rule="707.10")
        )
        return
    up: Side | str
    if spell.is_face_down:
        # A copy of a face-down spell: its copiable values are the face-down
        # 2/2's (708.2); the status face down isn't copied (707.2).
        card, up, pin = _blank_card(copy_values(game, spell)), Side.FRONT, True
    elif (
        spell.is_double_faced
        and isinstance(spell.status.up, Side)
        and spell.card.has_side(spell.status.up)
        and not copies_double_faced(game, spell.card, spell=True)
    ):
        # CR 707.8 and 707.10 before 2023-04-14 (2025-09-19 for a modal card):
        # only the face that's up is copied; the token it becomes isn't double-faced.
        card, up, pin = _single_face_card(spell.card, spell.card.face(spell.status.up)), Side.FRONT, True
    else:
        card, up, pin = spell.card, spell.status.up, _has_copy_effects(game, spell)
    status = Status(up=up, x=spell.status.x, targets=spell.status.targets)
    copy = game.put(  # 405.1: on top of the stack
        card, zone=Zone.STACK, owner=who, controller=who, status=status, is_spell_copy=True, top=True
    )
    if new_targets:
        # CR 707.10c: the targets are decided before anything else happens
        # (no player gets priority in between), so the copy is then as if put
        # onto the stack with them.
        chosen = targets_anew(game, who, copy)
        copy = game.replace(copy._replace(status=copy.status._replace(targets=chosen)))
    game.record(Event(EventKind.SPELL_COPIED, object=spell_id, new_object=copy.id, player=who, rule="707.10"))
    if pin:
        game.add_copy_effect(copy_effect(game, copy, spell))


@action
def copy_card(game: Game, card_id: ObjectId, *, controller: str) -> None:
    """Create a copy of a card in the zone the card is in, owned and
    controlled by ``controller``, for that player to cast (707.12: "copy
    that card ... cast the copy"). It is not a card: a copy of a card in a
    zone other than the stack or the battlefield ceases to exist (704.5e),
    so it stays only if it is cast, and the spell it becomes is a copy as
    well (707.10a, 608.3f). No copy is made of a card no longer there
    (400.7), of a permanent or spell (not a card; 707.10 copies a spell), or
    of a card exiled face down (no characteristics, 406.3a)."""
    source = find(game, card_id)  # (ignored, 400.7, when it is gone)
    if source is None:
        return
    name = public_name(game, source.id)
    if source.zone.is_stack_or_battlefield or source.is_token or source.is_spell_copy or source.is_melded:
        ignored(game, "707.12", f"{name} isn't a card outside the stack and the battlefield: no copy", source)
        return
    if source.is_face_down:
        ignored(game, "406.3a", f"{name} has no characteristics to copy: no copy is made", source)
        return
    who = game.player(controller).name
    copy = _representation(game, source, None)
    made = game.put(
        copy.card, zone=source.zone, owner=who, controller=who, status=Status(up=copy.up), is_spell_copy=True
    )
    if copy.pin:
        game.add_copy_effect(copy_effect(game, made, source))
    # (no ``to_zone``: the card itself didn't change zones, 400.7)
    game.record(Event(EventKind.CARD_COPIED, object=source.id, new_object=made.id, player=who, rule="707.12"))


def targets_anew(game: Game, who: str, copy: GameObject) -> tuple[Target, ...]:
    """The targets ``who`` chooses anew for the copy of a spell (707.10c,
    115.7d): each may be left unchanged, even if illegal now, or changed to
    a legal target of its target word; none twice for one word (115.3), and
    a spell can't target itself (115.5). The number of targets stays as it
    was chosen (707.10: that decision is copied). A target is changed to one
    not already among that word's targets (so two of them aren't swapped:
    the same set either way)."""
    old = copy.status.targets
    scripted = [a for a in registry.abilities_of(game, copy, SpellAbility) if a.targets is not None]
    spec = halves_chained(scripted) if scripted else None
    name = public_name(game, copy.id)
    prompt = f"Choose new targets for the copy of {name}?"
    if spec is None or not old or not may(game, who, prompt, rule="707.10c", default=False):
        return old
    return keep_or_change(
        game,
        who,
        spec,
        old,
        controller=who,
        source=copy,
        itself=copy.id,
        prompt=f"The copy of {name}: keep its target or choose a new one",
        rule="707.10c",
    )
