"""What an object is before any effect applies: its printed characteristics
for its zone and status (before layer 1 of CR 613: 113.7, 406.3, 315.5b,
202.3b, 202.3e, 711.4b; each layout's own rules in ``cards.layouts``), and
the values a face-down spell or permanent has instead (layer 1b: 613.2b, 708.2a; 502.26e before 2006-10-01).

Pure functions of the object alone (and the game's ``rules_as_of``): the
layers keep what :func:`base` returns for as long as what it reads
(:func:`base_reads`) stays the same."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Characteristics, RuleNote, Zone, face_down
from mtgfaces.cards.layouts import melded, room_on_battlefield, rules_for
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.changes import in_force
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import FaceDown

_NO_CHARACTERISTICS = Characteristics(name=None, names=())


def base_reads(obj: GameObject) -> tuple[object, ...]:
    """What of the object :func:`base` reads (keep the two together): two
    objects alike in these have the same base, whatever else differs (tapped,
    damage, counters, targets)."""
    status = obj.status
    return (
        obj.card,
        obj.zone,
        obj.parts,
        obj.ability,
        obj.is_token,
        obj.is_spell_copy,
        status.up,
        status.face_down,
        status.flipped,
        status.unlocked,
        status.x,
    )


def base(obj: GameObject, *, rules_as_of: str | None = None) -> tuple[Characteristics, list[RuleNote]]:
    """Step 1: the printed characteristics for the zone and status, under the
    rules of ``rules_as_of`` (``None``: the current rules). It reads only
    what :func:`base_reads` lists."""
    card, status, zone = obj.card, obj.status, obj.zone
    if obj.ability is not None:
        # CR 113.7, 405.1: an ability on the stack isn't a card and has none of
        # its source's characteristics (whatever face that source showed).
        return _NO_CHARACTERISTICS, [RuleNote("113.7", f"an ability of {obj.ability.source_name}")]
    if obj.is_face_down and zone is Zone.EXILE:
        # CR 406.3: a card exiled face down has no characteristics.
        return _NO_CHARACTERISTICS, [RuleNote("406.3", "exiled face down: no characteristics")]
    if obj.is_face_down and zone is Zone.COMMAND:
        # CR 315.5b: a face-down conspiracy card has no characteristics.
        return _NO_CHARACTERISTICS, [RuleNote("315.5b", "a face-down conspiracy: no characteristics")]
    if obj.is_melded and zone is Zone.BATTLEFIELD and len(obj.parts) == 2:
        derivation = melded(card, (obj.parts[0], obj.parts[1]))
    elif zone is Zone.BATTLEFIELD and rules_for(card).has_doors:
        derivation = room_on_battlefield(card, unlocked=status.unlocked)
    elif zone is Zone.BATTLEFIELD and status.flipped and rules_for(card).flips:
        # (A flipped copy of a flip card whose own card isn't one gets its
        # flipped values from the copy effect, 707.3.)
        derivation = rules_for(card).base(card, zone, Side.FLIPPED)
    elif zone.is_stack_or_battlefield:
        derivation = rules_for(card).base(card, zone, status.up)
    else:
        derivation = rules_for(card).base(card, zone)
    value = derivation.characteristics
    trace = list(derivation.trace)
    if (
        status.up is Side.BACK
        and zone.is_stack_or_battlefield
        and rules_for(card).nonmodal
        and not in_force(rules_as_of, _BACK_FACE_MANA_VALUE)
    ):
        # CR 711.4b and 202.3a up to the 2015-11-13 edition: the back face has
        # no mana cost, so its converted mana cost is 0 (202.3b since 2016-07-22).
        value = value._replace(mana_value=value.mana_cost.mana_value())
        trace = [note for note in trace if note.rule != "202.3b"]
        trace.append(
            RuleNote("711.4b", f"rules of {rules_as_of}: the back face has no mana cost, mana value 0")
        )
    if (obj.is_token or obj.is_spell_copy) and status.up is Side.BACK and rules_for(card).nonmodal:
        # CR 202.3b: a copy of a nonmodal back face has mana value 0, even when
        # the object representing it is double-faced (a token, a spell copy).
        value = value._replace(mana_value=0)
        trace.append(RuleNote("202.3b", "a copy of a nonmodal back face: mana value 0"))
    if zone is Zone.STACK and status.x is not None and value.mana_cost.has_variable:
        # CR 202.3e: on the stack X is the number chosen for it.
        value = value._replace(mana_value=value.mana_cost.mana_value(x=status.x))
        trace.append(RuleNote("202.3e", f"X is {status.x} on the stack"))
    return value, trace


def face_down_layer(
    obj: GameObject, value: Characteristics, trace: list[RuleNote], *, rules_as_of: str | None = None
) -> tuple[Characteristics, list[RuleNote]]:
    """Layer 1b: a face-down spell or permanent is a 2/2 with no name, cost or
    subtypes (CR 613.2b, 708.2); disguise and cloak add ward {2}. Under the
    rules before 2006-10-01 its mana cost is {0} instead (502.26a, 502.26e)."""
    kind = obj.status.face_down
    if kind is None or obj.zone not in _STACK_OR_BATTLEFIELD:
        return value, trace
    if kind is FaceDown.CYBERMAN:  # 708.2: the values the effect lists
        trace.append(
            RuleNote("708.2", "face down: a 2/2 Cyberman artifact creature with no name, text or mana cost")
        )
        return _CYBERMAN_VALUES, trace
    has_cost = not in_force(rules_as_of, _FACE_DOWN_NO_MANA_COST)
    if has_cost:
        note = RuleNote(
            "502.26e",
            f"face down ({kind.value}), rules of {rules_as_of}: a 2/2 creature with "
            "no name or text and a mana cost of {0}",
        )
    else:
        note = RuleNote("708.2a", f"face down ({kind.value}): a 2/2 creature with no name, text or mana cost")
    trace.append(note)
    if kind.has_ward:
        trace.append(
            RuleNote("702.168a" if kind is FaceDown.DISGUISE else "701.58a", "face down with ward {2}")
        )
    return _FACE_DOWN_VALUES[kind.has_ward, has_cost], trace


_STACK_OR_BATTLEFIELD = frozenset({Zone.STACK, Zone.BATTLEFIELD})
_BACK_FACE_MANA_VALUE = "back_face_mana_value_is_front_faces"
_FACE_DOWN_NO_MANA_COST = "face_down_has_no_mana_cost"
_ZERO = ManaCost.parse("{0}")
_CYBERMAN_VALUES = face_down()._replace(types=("Artifact", "Creature"), subtypes=("Cyberman",))
_FACE_DOWN_VALUES = {  # (ward, a mana cost of {0} as before 2006-10-01) -> values
    (ward, zero): face_down(ward=ward)._replace(mana_cost=_ZERO) if zero else face_down(ward=ward)
    for ward in (False, True)
    for zero in (False, True)
}
