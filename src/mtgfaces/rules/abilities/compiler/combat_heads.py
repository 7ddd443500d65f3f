"""What compiled triggers on combat ask of an event (CR 506-511, issue 17):
the attacks and blocks declared (508.1, 509.1), combat damage dealt (510.2),
and the helpers every trigger condition shares: who controls the ability
(603.3a) and the events since a step or turn began."""

from __future__ import annotations

from collections.abc import Callable

from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import TargetFilter, TriggerCheck
from mtgfaces.rules.state.events import Event, EventKind

Condition = Callable[[TriggerCheck], bool]


def itself(check: TriggerCheck) -> bool:
    """The event is about the ability's source."""
    return check.event.object == check.source.id


def ability_controller(check: TriggerCheck) -> str:
    game, source = check.game, check.source
    known = game.last_known.get(source.id) if source.id not in game else None
    return game.controller(source) if known is None else known.controller


def combat_damage_to_a_player(check: TriggerCheck) -> bool:
    """510.3a: combat damage (dealt in a combat damage step, 510.2) to a player."""
    event = check.event
    return itself(check) and event.player is not None and event.rule == "510.2"


def combat_damage_to_a_creature(check: TriggerCheck) -> bool:
    """510.3a: combat damage (510.2) this permanent deals to a creature."""
    event, game = check.event, check.game
    to = event.new_object
    if not (itself(check) and event.rule == "510.2" and to is not None and to in game):
        return False
    return game.characteristics(to).has_type("Creature")


def combat_damage_to_a_blocker(check: TriggerCheck) -> bool:
    """510.3a, 509.1: combat damage (510.2) this permanent deals to a
    creature that is blocking."""
    to = check.event.new_object
    return (
        combat_damage_to_a_creature(check)
        and to is not None
        and check.game.get(to).status.blocking is not None
    )


def since(check: TriggerCheck, kind: EventKind, note: str | None = None) -> list[Event]:
    """The events of ``kind`` since the last step began (or, with ``note``,
    since the last step named ``note``), up to the one checked."""
    found: list[Event] = []
    reached = False
    for event in reversed(check.game.log):  # back from the end: only this step's events are read
        reached = reached or event is check.event
        if event.kind is EventKind.TURN_STEP and (note is None or event.note == note):
            break
        if reached and event.kind is kind:
            found.append(event)
    return found[::-1]


def first_block_of_it(check: TriggerCheck) -> bool:
    """509.3c: "whenever ~ becomes blocked": once each combat, however many
    creatures block it."""
    if check.event.new_object != check.source.id:
        return False
    blocks = [e for e in since(check, EventKind.BLOCKS) if e.new_object == check.source.id]
    return bool(blocks) and blocks[0] is check.event


def blocks_or_becomes_blocked(check: TriggerCheck) -> bool:
    """509.3a, 509.3c: "whenever ~ blocks or becomes blocked" (bushido's,
    702.45a): as it blocks, or the first time it is blocked this combat."""
    return itself(check) or first_block_of_it(check)


def first_combat_damage_by_yours(check: TriggerCheck) -> bool:
    """510.3a: "whenever one or more creatures you control deal combat damage
    to a player": once for each player dealt damage in a combat damage step."""
    game, event = check.game, check.event
    if event.rule != "510.2" or event.player is None:
        return False
    yours = ability_controller(check)

    def by_yours(e: Event) -> bool:
        if e.object is None or e.rule != "510.2" or e.player != event.player:
            return False
        known = game.last_known.get(e.object)
        who = (
            known.controller
            if known is not None
            else game.controller(game.get(e.object))
            if e.object in game
            else None
        )
        return who == yours

    dealt = [e for e in since(check, EventKind.DAMAGE_DEALT) if by_yours(e)]
    return bool(dealt) and dealt[0] is event


def first_attack_by_you(check: TriggerCheck) -> bool:
    """508.1, 603.2: "whenever you attack": once, as you declare one or more
    attacking creatures (each ATTACKS event names the attacker)."""
    game, yours = check.game, ability_controller(check)

    def by_you(event: Event) -> bool:
        return (
            event.object is not None
            and event.object in game
            and game.controller(game.get(event.object)) == yours
        )

    attacks = [e for e in since(check, EventKind.ATTACKS) if by_you(e)]
    return bool(attacks) and attacks[0] is check.event


def declared_by_you(check: TriggerCheck) -> list[Event]:
    """508.1: the ATTACKS events of this step's declaration whose attacker
    the ability's controller controls (the event's player is the defending
    one), the last declared first."""
    game, yours = check.game, ability_controller(check)
    attacks: list[Event] = []
    for event in reversed(game.log):  # this step's declaration, after the one checked too
        if event.kind is EventKind.TURN_STEP:
            break
        attacker = event.object if event.kind is EventKind.ATTACKS else None
        if attacker is not None and attacker in game and game.controller(game.get(attacker)) == yours:
            attacks.append(event)
    return attacks


def attack_with(least: int, *, exactly: bool = False) -> Condition:
    def with_at_least(check: TriggerCheck) -> bool:
        """508.1, 603.2: "when you attack with N or more creatures" ("with
        exactly N creatures"): once, as you declare them, if you declared at
        least N (exactly N) (each ATTACKS event of this declaration names
        one attacker)."""
        attacks = declared_by_you(check)
        enough = len(attacks) == least if exactly else len(attacks) >= least
        return enough and attacks[-1] is check.event

    return with_at_least


def attacks_together(partner: TargetFilter) -> Condition:
    def together(check: TriggerCheck) -> bool:
        """508.1, 603.2: "whenever ~ and at least one [other] Human [creature
        token] attack": once, as attackers are declared, if it is one of them
        and so is at least one other creature its controller declared that
        fits (the words name two attackers, so it never counts itself)."""
        if not itself(check):
            return False
        game, yours = check.game, ability_controller(check)
        for event in declared_by_you(check):
            other = event.object
            if other is None or other == check.source.id or other not in game:
                continue
            attacker = game.get(other)
            if fits(game, yours, attacker, game.characteristics(attacker), partner):
                return True
        return False

    return together


def attackers_count(check: TriggerCheck) -> dict[str, str]:
    """608.2h: "that many": the creatures its controller attacked with."""
    return {"amount": str(len(declared_by_you(check)))}


def alone(attacks: Condition) -> Condition:
    def alone(check: TriggerCheck) -> bool:
        """506.5: it attacks alone if it is the only creature declared as an
        attacker during the declare attackers step."""
        declared = 0
        for event in reversed(check.game.log):
            if event.kind is EventKind.TURN_STEP:
                break
            declared += event.kind is EventKind.ATTACKS
        return declared == 1 and attacks(check)

    return alone


def equipped_combat_damage(check: TriggerCheck) -> bool:
    """510.3a, 301.5: combat damage to a player by the creature this
    Equipment is attached to."""
    event = check.event
    attached = check.source.status.attached_to
    return (
        event.object is not None
        and event.object == attached
        and event.player is not None
        and event.rule == "510.2"
    )


def blocks_or_blocked_by(check: TriggerCheck) -> bool:
    """509.3d, 509.3f: "whenever ~ blocks or becomes blocked by a creature":
    once for each creature it blocks or is blocked by."""
    source = check.source.id
    return source in (check.event.object, check.event.new_object)


def blocked_by_a_creature(check: TriggerCheck) -> bool:
    """509.3f: "whenever ~ becomes blocked by a creature": once for each
    creature that blocks it."""
    return check.event.new_object == check.source.id


def the_other_creature(check: TriggerCheck) -> dict[str, str]:
    """603.10a, 608.2h: "that creature": the one it blocks or that blocks it."""
    event = check.event
    other = event.new_object if event.object == check.source.id else event.object
    return {"object": str(int(other)) if other is not None else ""}
