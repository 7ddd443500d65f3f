"""What may be attached to what (301.5, 301.6, 303.4, 702.5: an Aura's
enchant ability, Equipment, Fortifications, protection), and the
state-based actions of attachments (704.5m, 704.5n, 704.5p): an Aura
attached to nothing, to something gone, or to something it can't enchant
goes to its owner's graveyard; an Equipment or Fortification attached to a
player or to a permanent it can't be attached to, and anything else
attached, becomes unattached and stays on the battlefield."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.protection import qualities_stopping

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject
    from mtgfaces.rules.state.status import ObjectId

Permanents = Sequence[tuple["GameObject", Characteristics]]

_ENCHANT = re.compile(r"^enchant (?P<what>.+?)\.?$", re.IGNORECASE)
_ALTERNATIVES = re.compile(r",\s*(?:or\s+)?|\s+or\s+")
_CONTROLLED = (("you don't control", False), ("an opponent controls", False), ("you control", True))
_SUPERTYPE_WORDS = frozenset({"basic", "legendary", "snow", "world"})


def attachment_kind(values: Characteristics) -> str | None:
    """``"Aura"``, ``"Equipment"`` or ``"Fortification"``: what lets it be attached (701.3a)."""
    return next((kind for kind in ("Aura", "Equipment", "Fortification") if kind in values.subtypes), None)


def can_attach(
    game: Game,
    values: Characteristics,
    controller: str,
    target: GameObject,
    *,
    attachment: ObjectId | None = None,
) -> bool:
    """Whether a permanent with ``values`` (controlled by ``controller``) may be
    attached to ``target`` on the battlefield (CR 301.5, 301.5c, 301.6, 303.4,
    303.4d, 702.5). Enchant restrictions are read from the enchant ability:
    card types, subtypes, ``non``-types, basic/legendary/snow, tapped/untapped,
    and "you control" / "you don't control" / "an opponent controls". Other
    adjectives are not checked; any other noun (a player, a card in a
    graveyard) names nothing on the battlefield."""
    kind = attachment_kind(values)
    if kind is None or target.zone is not Zone.BATTLEFIELD or target.id == attachment:
        return False  # 303.4d, 301.5c: not itself
    seen = game.characteristics(target)
    if qualities_stopping(seen.abilities, values):
        return False  # CR 702.16c, 702.16d: not enchanted or equipped by what it's protected from
    is_creature = values.has_type("Creature")
    if kind == "Equipment":
        reconfigures = any(a.lower().startswith("reconfigure") for a in values.abilities)
        return seen.has_type("Creature") and (not is_creature or reconfigures)  # 301.5, 301.5c
    if kind == "Fortification":
        return seen.is_land and not is_creature  # 301.6
    if is_creature:
        return False  # 303.4d: an Aura that's also a creature can't enchant anything
    found = next((m.group("what") for a in values.abilities if (m := _ENCHANT.match(a))), None)
    if found is None:
        return False  # 303.4: what an Aura can enchant is defined by its enchant ability
    owner_ok = game.controller(target) == controller
    return any(_enchants(part, seen, target, owner_ok) for part in _ALTERNATIVES.split(found) if part)


def can_enchant_player(game: Game, values: Characteristics, controller: str, player: str) -> bool:
    """Whether an Aura with ``values`` controlled by ``controller`` may be
    attached to ``player`` (a Curse: "Enchant player", "Enchant opponent";
    303.4b, 303.4f, 702.5a)."""
    if attachment_kind(values) != "Aura" or values.has_type("Creature") or player not in game.players:
        return False
    found = next((m.group("what") for a in values.abilities if (m := _ENCHANT.match(a))), None)
    if found is None:
        return False
    words = {part.strip().lower() for part in _ALTERNATIVES.split(found) if part}
    return "player" in words or ("opponent" in words and player != controller)


def _enchants(text: str, seen: Characteristics, target: GameObject, yours: bool) -> bool:
    words = text.lower().strip()
    for suffix, wanted in _CONTROLLED:
        if words.endswith(suffix):
            if yours is not wanted:
                return False
            words = words.removesuffix(suffix).strip()
    *adjectives, noun = words.split() or ["permanent"]
    if noun in ("player", "opponent", "graveyard", "card", "spell") or " in " in f" {words} ":
        return False  # not something on the battlefield
    types = {t.lower() for t in seen.types}
    subtypes = {t.lower() for t in seen.subtypes}
    if noun != "permanent" and noun not in types and noun not in subtypes:
        return False
    for word in adjectives:
        if word.startswith("non") and (word[3:].strip("-") in types or word[3:].strip("-") in subtypes):
            return False
        if word in _SUPERTYPE_WORDS and word.title() not in seen.supertypes:
            return False
        if word in ("tapped", "untapped") and target.status.tapped is not (word == "tapped"):
            return False
    return True


def _legal(game: Game, obj: GameObject, value: Characteristics) -> bool:
    """Whether what the permanent is attached to is still a legal object or
    player for it (303.4, 301.5, 301.6)."""
    target = obj.status.attached_to
    controller = game.controller(obj)
    if isinstance(target, str):
        return can_enchant_player(game, value, controller, target) and not game.player(target).has_lost
    if target is None or target not in game:
        return False
    return can_attach(game, value, controller, game.get(target), attachment=obj.id)


def illegal_auras(game: Game, permanents: Permanents) -> list[ObjectId]:
    """704.5m: the Auras attached to an illegal object or player, or to none."""
    return [
        obj.id
        for obj, value in permanents
        if attachment_kind(value) == "Aura" and not _legal(game, obj, value)
    ]


def unattach_illegal(game: Game, permanents: Permanents) -> bool:
    """704.5n, 704.5p: unattach each Equipment or Fortification attached to a
    player or to a permanent it can't be attached to, and each other
    permanent (not an Aura) attached to anything; whether any was."""
    acted = False
    for obj, value in permanents:
        if obj.status.attached_to is None:
            continue
        kind = attachment_kind(value)
        if kind == "Aura":
            continue  # 704.5m: to the graveyard, with the other state-based actions
        if kind is not None and not isinstance(obj.status.attached_to, str) and _legal(game, obj, value):
            continue
        rule = "704.5n" if kind is not None else "704.5p"
        now = game.get(obj.id)
        game.replace(now._replace(status=now.status._replace(attached_to=None)))
        game.record(
            Event(
                EventKind.ATTACHED, object=obj.id, player=game.controller(obj), rule=rule, note="unattached"
            )
        )
        acted = True
    return acted
