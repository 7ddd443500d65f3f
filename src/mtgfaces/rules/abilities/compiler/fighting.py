"""Compiled effects about combat and damage this turn (CR 508.1c-d,
509.1b-c, 615.1): "target creature can't block this turn", "target creature
blocks this turn if able", "all creatures able to block target creature this
turn do so", "creatures can't block this turn", "prevent all damage that
would be dealt to target creature this turn", "prevent the next 2 damage
that would be dealt to any target this turn" (615.7), "all damage that would
be dealt to it this turn is dealt to target creature instead" (614.1a),
"until end of turn, you may look at face-down creatures you don't control
any time" (708.5). Each adds a rule effect that
ends in the cleanup step (514.2), as "until end of turn" effects do; the
combat and damage rules read it (:mod:`mtgfaces.rules.actions.requirements`,
:mod:`mtgfaces.rules.actions.combat`). These effects change rules, not
characteristics, so one about every creature covers creatures that arrive
later too (611.2c applies only to characteristics)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Builder, Objects, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import prevention
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetFilter
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import Target


def _this_turn(
    objects: Objects | None,
    kind: RuleEffectKind,
    text: str,
    named: Callable[[Resolution], list[str]] | None = None,
) -> Effect:
    def this_turn(res: Resolution) -> None:
        """508.1c-d, 509.1b-c, 514.2: the creatures found now (with none named,
        every creature) are bound this turn; nothing if its targets are gone
        (608.2b)."""
        found = tuple(int(o) for o in objects(res)) if objects is not None else ()
        if objects is not None and not found:
            return
        player = None
        if named is not None:  # 508.1d: the player it attacks if able, if still a legal target
            players = named(res)
            if not players:
                return
            player = players[0]
        note = f"{res.source_name}: {text} this turn"
        effect = RuleEffect(
            0, kind, player=res.controller, objects=found, until=Duration.END_OF_TURN, note=note, named=player
        )
        res.game.add_rule_effect(effect)

    return this_turn


def _of_objects(kind: RuleEffectKind, text: str) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        return _this_turn(reading.objects(parts[0]), kind, text)

    return build


def _must_attack_player(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Target creature attacks target opponent this turn if able" (508.1d)."""
    objects = reading.objects(parts[0])
    return _this_turn(objects, RuleEffectKind.MUST_ATTACK, "attacks if able", reading.players(parts[1]))


def _prevent_all_damage_to(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Prevent all damage that would be dealt to target creature this turn"
    (615.1): a prevention effect on the permanents found now, ending with the
    turn (514.2)."""
    return _this_turn(
        reading.objects(parts[0]), RuleEffectKind.PREVENT_DAMAGE_TO, "all damage to it is prevented"
    )


def _damage_dealt_to_instead(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "All damage that would be dealt to it this turn is dealt to target
    creature instead." (614.1a): a replacement effect until the turn ends
    (514.2), from the permanent "it" names (~) to the target."""
    if parts[0].data not in ("it", "self") or not reading.it_is_source:
        raise Unreadable("damage dealt instead from something other than ~")
    takers = reading.objects(parts[1])

    def redirect(res: Resolution) -> None:
        """Nothing if ~ has left the battlefield (400.7: a new object) or the
        target is illegal (608.2b)."""
        me = res.source_object(Zone.BATTLEFIELD)
        for taker in takers(res)[:1]:
            if me is None:
                continue
            note = f"{res.source_name}: damage that would be dealt to it this turn is dealt to another"
            res.game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.DAMAGE_DEALT_TO_INSTEAD,
                    res.controller,
                    objects=(int(me.id), int(taker)),
                    until=Duration.END_OF_TURN,
                    note=note,
                )
            )

    return redirect


def _look_at_face_down_until_eot(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def look(res: Resolution) -> None:
        """708.5: its controller may look at the face-down creatures other
        players control (the views show them that player's cards) until the
        turn ends (514.2): those on the battlefield now and those that come
        later (611.2c is about characteristics only)."""
        note = f"{res.source_name}: {res.controller} may look at face-down creatures this turn"
        res.game.add_rule_effect(
            RuleEffect(
                0,
                RuleEffectKind.MAY_LOOK_AT_FACE_DOWN_CREATURES,
                res.controller,
                until=Duration.END_OF_TURN,
                note=note,
            )
        )

    return look


def _prevent_all_damage_to_you(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def prevent(res: Resolution) -> None:
        """615.1: "Prevent all damage that would be dealt to you this turn":
        a prevention effect naming its controller, ending with the turn (514.2)."""
        note = f"{res.source_name}: all damage to {res.controller} is prevented this turn"
        res.game.add_rule_effect(
            RuleEffect(
                0,
                RuleEffectKind.PREVENT_DAMAGE_TO,
                res.controller,
                named=res.controller,
                until=Duration.END_OF_TURN,
                note=note,
            )
        )

    return prevent


def _prevent_combat_damage_by(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Prevent all combat damage non-Soldier creatures would deal this turn"
    (615.1, 514.2): a prevention effect on the sources of combat damage that
    fit as the damage would be dealt (not a change of characteristics, so
    not fixed as it resolves, 611.2c)."""
    del reading
    wanted = read_filter(parts[0])
    plain = TargetFilter(wanted.words, types=wanted.types, not_subtypes=wanted.not_subtypes)
    if wanted != plain or wanted.types != ("Creature",):
        raise Unreadable(f"combat damage {wanted.words} would deal")
    excluded = Filter(any_of=tuple(Filter(subtypes=(s,)) for s in wanted.not_subtypes))
    by = Filter(types=("Creature",), not_=excluded if wanted.not_subtypes else None)

    def prevent(res: Resolution) -> None:
        note = f"{res.source_name}: combat damage {wanted.words} would deal this turn is prevented"
        kind = RuleEffectKind.PREVENT_COMBAT_DAMAGE
        effect = RuleEffect(0, kind, res.controller, filter=by, until=Duration.END_OF_TURN, note=note)
        res.game.add_rule_effect(effect)

    return prevent


def _prevent_next_damage(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Prevent the next N damage that would be dealt to any target (target
    creature, target player, you) this turn" (615.7): a shield on the one
    named, if still a legal target as it resolves (608.2b)."""
    (much,) = (int(t) for t in clause.children if isinstance(t, Token) and t.type == "INT")
    (recipient,) = parts
    kind = str(recipient.data)
    named: Callable[[Resolution], Sequence[Target]]
    if kind == "any_target":
        named = reading.any_target()
    elif kind == "you":
        named = _you
    elif kind in ("target_player", "target_opponent"):
        named = reading.players(recipient)
    elif kind in ("target", "self", "it"):
        named = reading.objects(recipient)
    else:
        raise Unreadable(f"the next damage dealt to {kind}")

    def shield(res: Resolution) -> None:
        note = f"{res.source_name}: prevent the next {much} damage this turn"
        for one in named(res):
            prevention.add_shield(res.game, one, much, player=res.controller, note=note)

    return shield


def _others_uncounterable(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Other spells you control can't be countered this turn" (101.2,
    514.2): a rule effect for its controller's spells until the turn ends;
    the spell making it has resolved by then, so it covers only others."""
    if reading.has_self:
        raise Unreadable("'other spells' of a permanent's ability")

    def uncounterable(res: Resolution) -> None:
        note = f"{res.source_name}: other spells you control can't be countered this turn"
        kind = RuleEffectKind.CANT_BE_COUNTERED
        res.game.add_rule_effect(RuleEffect(0, kind, res.controller, until=Duration.END_OF_TURN, note=note))

    return uncounterable


def _you(res: Resolution) -> list[Target]:
    return [res.controller]


def _every_creature(kind: RuleEffectKind, text: str) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
        del reading, parts
        plural = next(c for c in clause.children if isinstance(c, Token) and c.type == "PLURAL")
        if str(plural) != "creatures":
            raise Unreadable(f"{plural} {text}")
        return _this_turn(None, kind, text)

    return build


def _must_attack_or_block(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Target creature attacks or blocks this turn if able": a requirement
    for its controller's declaration of attackers (508.1d) and one for their
    declaration of blockers (509.1c), whichever comes this turn."""
    objects = reading.objects(parts[0])
    attacks = _this_turn(objects, RuleEffectKind.MUST_ATTACK, "attacks if able")
    blocks = _this_turn(objects, RuleEffectKind.MUST_BLOCK, "blocks if able")

    def both(res: Resolution) -> None:
        attacks(res)
        blocks(res)

    return both


def _lured(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    plural = next(c for c in clause.children if isinstance(c, Token) and c.type == "PLURAL")
    if str(plural) != "creatures":
        raise Unreadable(f"all {plural} able to block")
    text = "all creatures able to block it do so"
    return _this_turn(reading.objects(parts[0]), RuleEffectKind.MUST_BE_BLOCKED_BY_ALL, text)


CLAUSES: dict[str, Builder] = {
    "cant_block": _of_objects(RuleEffectKind.CANT_BLOCK, "can't block"),
    "cant_block_all": _every_creature(RuleEffectKind.CANT_BLOCK, "can't block"),
    "must_block": _of_objects(RuleEffectKind.MUST_BLOCK, "blocks if able"),
    "must_attack": _of_objects(RuleEffectKind.MUST_ATTACK, "attacks if able"),
    "must_attack_player": _must_attack_player,
    "must_attack_or_block": _must_attack_or_block,
    "prevent_all_damage_to": _prevent_all_damage_to,
    "prevent_all_damage_to_you": _prevent_all_damage_to_you,
    "damage_dealt_to_instead": _damage_dealt_to_instead,
    "look_at_face_down_until_eot": _look_at_face_down_until_eot,
    "prevent_next_damage": _prevent_next_damage,
    "prevent_combat_damage_by": _prevent_combat_damage_by,
    "others_uncounterable": _others_uncounterable,
    "lured": _lured,
}
"""The combat clauses of the grammar, by rule name."""
