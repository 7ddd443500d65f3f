"""What each template of ``grammar.lark`` compiles into: an ability of the
scripts' model, built from the parse tree of one line."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.abilities.werewolves import spells_cast_last_turn, transform_self, upkeep
from mtgfaces.rules.actions import combat, moves, turns
from mtgfaces.rules.state import sagas
from mtgfaces.rules.state.abilities import (
    Effect,
    Resolution,
    Scripted,
    SpellAbility,
    TargetKind,
    Targets,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.life import change_life

_NUMBER_WORDS = {"two": 2, "three": 3, "four": 4, "five": 5}
_WEREWOLF_CONDITIONS: dict[str, Callable[[Resolution], bool]] = {
    # 603.4: an intervening "if", checked as it triggers and as it resolves.
    "no_spells": lambda res: not any(spells_cast_last_turn(res.game).values()),
    "two_or_more_spells": lambda res: any(n >= 2 for n in spells_cast_last_turn(res.game).values()),
}


def build(tree: Tree[Token], face: str, line: str) -> Scripted | None:
    """The ability of one parsed line (``tree``: the grammar's ``start``)."""
    (template,) = tree.children
    assert isinstance(template, Tree)
    if template.data == "werewolf_upkeep":
        return _werewolf_upkeep(template, face, line)
    if template.data == "enters_trigger":
        return _enters_trigger(template, face, line)
    if template.data == "chapter":
        return _chapter(template, face, line)
    if template.data == "pump_target":
        power, toughness = (int(str(n)) for n in template.children)
        return SpellAbility(
            face, line, _pump(face, power, toughness), "613.4c", targets=Targets(TargetKind.CREATURE)
        )
    if template.data == "damage_any_target":
        (amount,) = template.children
        return SpellAbility(face, line, _damage(int(str(amount))), "120.3", targets=Targets(TargetKind.ANY))
    if template.data == "turned_face_up_trigger":
        (effect,) = template.children
        assert isinstance(effect, Tree)
        return Triggered(face, line, EventKind.TURNED_FACE_UP, _itself, _effect(effect), "708.8")
    return None


def _werewolf_upkeep(template: Tree[Token], face: str, line: str) -> Triggered:
    """603.4, 701.27a: "At the beginning of each upkeep, if ..., transform ~."."""
    (condition,) = template.children
    assert isinstance(condition, Tree)
    return Triggered(
        face,
        line,
        EventKind.TURN_STEP,
        lambda check: upkeep(check, yours=False),
        transform_self,
        "603.4",
        intervening_if=_WEREWOLF_CONDITIONS[str(condition.data)],
    )


def _enters_trigger(template: Tree[Token], face: str, line: str) -> Triggered:
    """603.6a: "When ~ enters, EFFECT." (an enters-the-battlefield ability)."""
    effect = template.children[-1]
    assert isinstance(effect, Tree)
    return Triggered(face, line, EventKind.ENTERED_BATTLEFIELD, _itself, _effect(effect), "603.6a")


_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


def _chapter(template: Tree[Token], face: str, line: str) -> Triggered:
    """714.2b: "I, II — EFFECT." triggers as lore counters reach each number."""
    numbers, effect = template.children
    chapters = tuple(_ROMAN[n] for n in str(numbers).split(", "))
    assert isinstance(effect, Tree)
    return Triggered(
        face,
        line,
        EventKind.COUNTERS_ADDED,
        lambda check: sagas.chapter_reached(check.game, check.event, check.source, chapters),
        _saga_flip if effect.data == "saga_flip" else _effect(effect),
        "714.2b",
    )


def _saga_flip(res: Resolution) -> None:
    """ "Exile this Saga, then return it to the battlefield transformed under
    your control" (714.2b, 712.14a): a card that isn't double-faced stays in
    exile (a copy's card, 712.14a)."""
    saga = source_permanent(res)
    if saga is None:
        return
    for exiled in moves.leave(res.game, saga, Zone.EXILE):
        moves.put_onto_battlefield(res.game, exiled.id, under=res.controller, transformed=True)


def _itself(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


def _effect(effect: Tree[Token]) -> Effect:
    kind = str(effect.data)
    if kind == "draw_one":
        return _draws(1)
    if kind == "draw_many":
        return _draws(_NUMBER_WORDS[str(effect.children[0])])
    if kind == "gain_life":
        return _gains(int(str(effect.children[0])))
    if kind == "gain_life_power":
        return _gains_its_power
    if kind == "counters_on_each_other":
        return _counters_on_each_other(str(effect.children[0]).title())
    raise AssertionError(f"no effect for the template {kind!r}")  # the grammar has no other


def _draws(count: int) -> Effect:
    def draw(res: Resolution) -> None:
        turns.draw(res.game, res.controller, count)  # CR 121.1

    return draw


def _gains(amount: int) -> Effect:
    def gain(res: Resolution) -> None:
        change_life(res.game, res.controller, amount)  # CR 119.2

    return gain


def _counters_on_each_other(creature_type: str) -> Effect:
    def put_counters(res: Resolution) -> None:
        """Each other creature of that type its controller controls gets a
        +1/+1 counter (122.1, 122.6), as the ability resolves (608.2h)."""
        game = res.game
        for obj in game.objects(Zone.BATTLEFIELD):
            value = game.characteristics(obj)
            mine = game.controller(obj) == res.controller and obj.id != res.source
            if mine and value.has_type("Creature") and creature_type in value.subtypes:
                moves.add_counters(game, obj.id, "+1/+1", 1)

    return put_counters


def _gains_its_power(res: Resolution) -> None:
    """119.2: "you gain life equal to its power": the permanent's power as
    the ability resolves, or as it last existed on the battlefield (608.2h);
    a power that isn't a number (``*`` off the battlefield) gains nothing."""
    source = source_permanent(res)
    value = res.game.characteristics(source) if source is not None else None
    power = value.power if value is not None else None
    if power is not None and power.lstrip("-").isdigit() and int(power) > 0:
        change_life(res.game, res.controller, int(power))


def _pump(face: str, power: int, toughness: int) -> Effect:
    def pump(res: Resolution) -> None:
        """The target creature, if still legal (608.2b), gets +N/+N until
        end of turn (611.2a, 613.4c)."""
        game = res.game
        creatures = tuple(
            t for t in res.legal_targets() if not isinstance(t, str) and game.get(t).zone is Zone.BATTLEFIELD
        )
        if creatures:
            game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=Modification(power=power, toughness=toughness),
                    objects=creatures,
                    until=Duration.END_OF_TURN,
                    player=res.controller,
                    note=f"{face}: +{power}/+{toughness} until end of turn",
                )
            )

    return pump


def _damage(amount: int) -> Effect:
    def damage(res: Resolution) -> None:
        """The spell deals the damage to its target if still legal (608.2b, 120.3)."""
        for target in res.legal_targets():
            combat.deal_damage(res.game, res.source, target, amount)

    return damage
