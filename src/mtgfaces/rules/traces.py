"""Why an object is what it is, per characteristic and layer, as the
referee sees it (:func:`traced`) and as one player may know it
(:func:`trace_for`, built from that player's view for what they can't look
at): the traces of :meth:`mtgfaces.Seat.trace` and the web sandbox."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone
from mtgfaces.cards.characteristics import face_down as face_down_values
from mtgfaces.cards.colors import color_letters
from mtgfaces.rules.state.base_values import base
from mtgfaces.rules.state.game import HIDDEN_ZONES
from mtgfaces.rules.state.looking import may_look
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown, ObjectId
from mtgfaces.rules.state.views import KIND_WORDS, ObjectView, view_of

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

CHARACTERISTICS = ("name", "mana_cost", "colors", "types", "power_toughness", "abilities")
"""The characteristics a trace is split by: the name; the mana cost and mana
value; the colors; the type line (card types, subtypes, supertypes); power
and toughness; the abilities and rules text."""

LAYERS = {
    "printed": "the printed values for its zone and status (613.1)",
    "1a": "layer 1a, copy effects (613.2a)",
    "1b": "layer 1b, face down (613.2b)",
    "3": "layer 3, text-changing effects (613.1c)",
    "4": "layer 4, type-changing effects (613.1d)",
    "5": "layer 5, color-changing effects (613.1e)",
    "6": "layer 6, ability-adding and -removing effects (613.1f)",
    "7a": "layer 7a, characteristic-defining abilities (613.4a)",
    "7b": "layer 7b, effects that set power and toughness (613.4b)",
    "7c": "layer 7c, effects and counters that modify power and toughness (613.4c)",
    "7d": "layer 7d, effects that switch power and toughness (613.4d)",
}
"""Where a trace note applies: the printed values, or a layer of CR 613."""

_ALL = CHARACTERISTICS
_MANA = ("mana_cost",)
_PT = ("power_toughness",)
# The printed values' rules (613.1): a rule that picks a face, a half or the
# printed values (712.8a, 709.4, 710.2, 718.4, 109.3...) sets every
# characteristic; these concern only some.
_PRINTED_CONCERNS: dict[str, tuple[str, ...]] = {
    "114.3": ("name",),
    "202.3a": _MANA,
    "202.3b": _MANA,
    "202.3c": _MANA,
    "202.3e": _MANA,
    "711.4b": _MANA,
    "710.1c": ("mana_cost", "colors"),
    "718.3b": ("mana_cost", "colors", "power_toughness"),
    "718.3c": ("mana_cost", "colors", "power_toughness"),
}
# The rules the layers add after the printed values (rules/state/layers.py,
# rules/state/copies.py): the layer each applies in, and what it changes.
_LAYER_CONCERNS: dict[str, tuple[str, tuple[str, ...]]] = {
    "707.2": ("1a", _ALL),
    "707.8": ("1a", _ALL),
    "710.2": ("1a", _ALL),
    "709.5c": ("1a", _ALL),
    "202.3b": ("1a", _MANA),
    "202.3c": ("1a", _MANA),
    "708.2a": ("1b", _ALL),
    "502.26e": ("1b", _ALL),
    "701.58a": ("1b", ("abilities",)),
    "702.168a": ("1b", ("abilities",)),
    "612.2": ("3", ("abilities",)),
    "613.1d": ("4", ("types",)),
    "205.1b": ("4", ("types",)),
    "613.1e": ("5", ("colors",)),
    "613.1f": ("6", ("abilities",)),
    "613.4a": ("7a", _PT),
    "208.3a": ("7b", _PT),  # applied as layer 7b begins
    "613.4b": ("7b", _PT),
    "613.4c": ("7c", _PT),
    "613.4d": ("7d", _PT),
    "208.3": ("7d", _PT),  # applied once layer 7d is done
}


class TraceNote(NamedTuple):
    """One rule applied to an object: its CR number, where it applies (a key
    of :data:`LAYERS`, or ``None`` for a rule this table doesn't know), what
    it did, and the characteristics (of :data:`CHARACTERISTICS`) it concerns.

    The engine's trace notes say rule and words only; which characteristics
    a note concerns is read from its rule: the printed values' rules concern
    all of them unless :data:`_PRINTED_CONCERNS` says otherwise, a layer's
    rule concerns what that layer changes (613.1c-f, 613.2, 613.4), and a
    rule the table doesn't know concerns all of them, so that no rule is
    ever left out of a characteristic it might explain."""

    rule: str
    layer: str | None
    note: str
    concerns: tuple[str, ...]

    def __str__(self) -> str:
        where = f" [{'printed' if self.layer == 'printed' else f'layer {self.layer}'}]" if self.layer else ""
        return f"{self.rule}{where} {self.note}"

    def to_json(self) -> dict[str, Any]:
        return {"rule": self.rule, "layer": self.layer, "note": self.note, "concerns": list(self.concerns)}


class ObjectTrace(NamedTuple):
    """Why an object is what it is, as one player may know it: the rules
    applied in order (:class:`TraceNote`). ``visible``: built from the
    object itself (the player may look at it); else from its opaque view
    only."""

    visible: bool
    notes: tuple[TraceNote, ...]

    def concerning(self, characteristic: str) -> tuple[TraceNote, ...]:
        """The notes about one of :data:`CHARACTERISTICS`, in order."""
        if characteristic not in CHARACTERISTICS:
            raise KeyError(f"no characteristic {characteristic!r}; they are {', '.join(CHARACTERISTICS)}")
        return tuple(n for n in self.notes if characteristic in n.concerns)

    def to_json(self) -> dict[str, Any]:
        """``notes`` in order, and ``characteristics``: each characteristic's notes."""
        return {
            "visible": self.visible,
            "notes": [n.to_json() for n in self.notes],
            "characteristics": {c: [n.to_json() for n in self.concerning(c)] for c in CHARACTERISTICS},
        }


def split_trace(trace: Sequence[RuleNote], printed: int) -> tuple[TraceNote, ...]:
    """An engine trace as :class:`TraceNote` values; its first ``printed``
    notes are the printed values' (what :func:`~mtgfaces.rules.state.base_values.base`
    gives), the rest the layers'.

    >>> notes = [RuleNote("712.8e", "back face up"), RuleNote("613.4c", "counters: 1 +1/+1, 0 -1/-1")]
    >>> [(n.layer, len(n.concerns)) for n in split_trace(notes, 1)]
    [('printed', 6), ('7c', 1)]
    """
    found = []
    for index, note in enumerate(trace):
        if index < printed:
            found.append(TraceNote(note.rule, "printed", note.note, _PRINTED_CONCERNS.get(note.rule, _ALL)))
        else:
            layer, concerns = _LAYER_CONCERNS.get(note.rule, (None, _ALL))
            found.append(TraceNote(note.rule, layer, note.note, concerns))
    return tuple(found)


def traced(game: Game, obj: GameObject) -> tuple[TraceNote, ...]:
    """The whole trace of ``obj`` as it truly is: the referee's (a judge's
    page), never a player's (:func:`trace_for`)."""
    derivation = game.derive(obj)
    printed = len(base(obj, rules_as_of=game.rules_as_of)[1])
    return split_trace(derivation.trace, printed)


def trace_for(game: Game, player: str, object_id: ObjectId) -> ObjectTrace | None:
    """Why the object ``object_id`` is what it is, as ``player`` may know
    it: its whole trace if the player may look at it (:func:`may_look`);
    for a face-down object or ability the player may not look at, only the
    rules its opaque view states (708.2a, 406.3, 113.7), built from that
    view and never from its card. ``None`` for an object the player can't
    see at all (in a library, in another player's hand) or not in the game."""
    if object_id not in game:
        return None
    obj = game.get(object_id)
    if may_look(game, obj, player):
        return ObjectTrace(True, traced(game, obj))
    if obj.zone in HIDDEN_ZONES:
        return None
    seen = view_of(game, player, object_id)
    return None if seen is None else ObjectTrace(False, _opaque_trace(seen))


def _opaque_trace(seen: ObjectView) -> tuple[TraceNote, ...]:
    """The rules an opaque view states, from that view alone."""
    value = seen.characteristics
    if value is None:  # an ability of a face-down permanent or spell (113.7, 708.5)
        return (TraceNote("113.7", "printed", f"{seen.description}: no characteristics", _ALL),)
    if seen.zone not in (Zone.STACK, Zone.BATTLEFIELD):
        return (TraceNote("406.3", "printed", "exiled face down: no characteristics", _ALL),)
    kind = KIND_WORDS[seen.face_down] if seen.face_down is not None else "face down"
    ward = seen.face_down is not None and seen.face_down.has_ward
    if str(value.mana_cost) == "{0}":  # the game's rules are older than 2006-10-01
        words = f"face down ({kind}): a 2/2 creature with no name or text and a mana cost of {{0}}"
        notes = [TraceNote("502.26e", "1b", words, _ALL)]
    else:
        words = f"face down ({kind}): a 2/2 creature with no name, text or mana cost"
        notes = [TraceNote("708.2a", "1b", words, _ALL)]
    if ward:
        rule = "702.168a" if seen.face_down is FaceDown.DISGUISE else "701.58a"
        notes.append(TraceNote(rule, "1b", "face down with ward {2}", ("abilities",)))
    counters = dict(seen.counters)
    plus, minus = counters.get("+1/+1", 0), counters.get("-1/-1", 0)
    if seen.zone is Zone.BATTLEFIELD and (plus or minus):
        notes.append(TraceNote("613.4c", "7c", f"counters: {plus} +1/+1, {minus} -1/-1", _PT))
    # What continuous effects made of it shows in its view; which effects did
    # is the referee's to say.
    expected = face_down_values(ward=ward)
    shift = plus - minus if seen.zone is Zone.BATTLEFIELD else 0
    now = {
        "types": (value.supertypes, value.types, value.subtypes),
        "colors": value.colors,
        "abilities": value.abilities,
        "power_toughness": (value.power, value.toughness),
    }
    before = {
        "types": (expected.supertypes, expected.types, expected.subtypes),
        "colors": expected.colors,
        "abilities": expected.abilities,
        "power_toughness": (str(2 + shift), str(2 + shift)),
    }
    for characteristic in ("types", "colors", "abilities", "power_toughness"):
        if now[characteristic] != before[characteristic]:
            said = _said(value, characteristic)
            notes.append(TraceNote("613.1", None, f"continuous effects make it {said}", (characteristic,)))
    return tuple(notes)


def _said(value: Characteristics, characteristic: str) -> str:
    if characteristic == "types":
        return value.type_line or "typeless"
    if characteristic == "colors":
        return " ".join(color_letters(value.colors)) or "colorless"
    if characteristic == "abilities":
        return "; ".join(value.abilities) or "without abilities"
    if value.power is None or value.toughness is None:
        return "without power and toughness"
    return f"{value.power}/{value.toughness}"
