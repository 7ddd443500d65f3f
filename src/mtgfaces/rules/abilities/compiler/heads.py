"""What a compiled triggered ability triggers on (603.1, 603.2): each
``trigger`` of the grammar as the event it watches, the test of that event,
the values noted as it triggers (603.10), and the rule."""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.agenda import of_the_chosen_name, without_chosen_name
from mtgfaces.rules.abilities.compiler.combat_heads import (
    ability_controller,
    alone,
    attack_with,
    attackers_count,
    attacks_together,
    blocked_by_a_creature,
    blocks_or_becomes_blocked,
    blocks_or_blocked_by,
    combat_damage_to_a_blocker,
    combat_damage_to_a_creature,
    combat_damage_to_a_player,
    equipped_combat_damage,
    first_attack_by_you,
    first_block_of_it,
    first_combat_damage_by_yours,
    itself,
    since,
    the_other_creature,
)
from mtgfaces.rules.abilities.compiler.digging import played_exiled_with
from mtgfaces.rules.abilities.compiler.draws import first_draw_in_your_draw_step
from mtgfaces.rules.abilities.compiler.filtered_heads import One, combat_damage_by
from mtgfaces.rules.abilities.compiler.milled import card_types_among, put_from_your_library
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.abilities.compiler.random_exile import source_deals_damage_to_self, the_sources_controller
from mtgfaces.rules.abilities.compiler.turn_heads import (
    damaged_by_it_this_turn,
    first_spell_in_opponents_turn,
    the_active_player,
    the_dead_card,
)
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import TargetFilter, TriggerCheck
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.delayed import CAST_SPELL
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.values import Step

Condition = Callable[[TriggerCheck], bool]


class Head(NamedTuple):
    """A trigger condition: the event kinds, the test, the rule, the values
    noted as it triggers, and whether "that player" means the event's."""

    event: EventKind
    condition: Condition
    rule: str
    also: tuple[EventKind, ...] = ()
    note: Callable[[TriggerCheck], dict[str, str]] | None = None
    names_a_player: bool = False
    zone: Zone = Zone.BATTLEFIELD  # where the source's ability works (113.6)


def _dies(check: TriggerCheck) -> bool:
    """700.4: "dies" means put into a graveyard from the battlefield."""
    event = check.event
    return (
        itself(check) and event.from_zone == Zone.BATTLEFIELD.value and event.to_zone == Zone.GRAVEYARD.value
    )


def _step(step: Step, *, yours: bool) -> Condition:
    def at_the_beginning(check: TriggerCheck) -> bool:
        """503.1a, 507.1, 513.1a: "at the beginning of [your / each] step"."""
        event = check.event
        return event.note == step.value and (not yours or event.player == ability_controller(check))

    return at_the_beginning


def _second_main_phase(condition: Condition) -> Condition:
    def second(check: TriggerCheck) -> bool:
        """505.1b: "your second main phase" is the turn's second main phase,
        not every postcombat one (505.1a) a turn with additional phases has
        (500.8): every main phase after the first is a postcombat one, so
        the second is the first postcombat main phase begun this turn."""
        if not condition(check):
            return False
        log = check.game.log
        start = turn_start(check.game)
        at = next((i for i in range(len(log) - 1, start - 1, -1) if log[i] is check.event), len(log) - 1)
        postcombat = Step.MAIN2.value
        begun = [e for e in log[start : at + 1] if e.kind is EventKind.TURN_STEP and e.note == postcombat]
        return len(begun) == 1

    return second


def _opponents_step(step: Step) -> Condition:
    def at_the_beginning(check: TriggerCheck) -> bool:
        """503.1a: "at the beginning of each opponent's upkeep": that player's."""
        event = check.event
        return (
            event.note == step.value
            and event.player is not None
            and event.player != ability_controller(check)
        )

    return at_the_beginning


def _the_recipient(check: TriggerCheck) -> dict[str, str]:
    """The creature dealt the damage: "that creature" (608.2h)."""
    return {"object": str(int(check.event.new_object)) if check.event.new_object is not None else ""}


def _the_morph_x(check: TriggerCheck) -> dict[str, str]:
    """702.37f, 702.168e: X in "when ~ is turned face up" is the X chosen
    as the morph (or disguise) special action was taken, kept on its status
    (none, 0: it was turned face up another way, 107.3b)."""
    found = check.event.object
    x = check.game.get(found).status.x if found is not None and found in check.game else None
    return {"x": str(x)} if x is not None else {}


def _the_player(check: TriggerCheck) -> dict[str, str]:
    return {"player": check.event.player or ""}


def _the_caster_and_spell(check: TriggerCheck) -> dict[str, str]:
    """603.2, 608.2h: the player who cast it and the spell itself ("copy it")."""
    spell = check.event.object
    return {"player": check.event.player or "", CAST_SPELL: str(int(spell)) if spell is not None else ""}


def _unlocked(face: str, line: str) -> Condition:
    def unlocked(check: TriggerCheck) -> bool:
        """709.5h, 709.5j: "when you unlock this door": this permanent is
        given the unlocked designation of the door whose text it is (as it
        enters too); the door named ``face`` if none's text has the line.
        (Once both doors are unlocked the permanent has both names, 709.4a,
        and the line names neither.)"""
        faces = check.source.card.faces
        side = next((f.side.value for f in faces if line and line in f.oracle_text.split("\n")), None)
        side = side or next((f.side.value for f in faces if f.name == face), None)
        note = check.event.note
        return (
            itself(check)
            and side is not None
            and (note.startswith(f"{side} door") or side in note.split(", "))
        )

    return unlocked


def _the_dead(check: TriggerCheck) -> dict[str, str]:
    """The object that died, and its power as it last existed on the
    battlefield (603.10a, 608.2h): what "that creature's power" reads."""
    noted = _the_object(check)
    known = check.game.last_known.get(check.event.object) if check.event.object is not None else None
    if known is not None:
        noted["power"] = str(max(0, int(printed_number(known.characteristics.power) or 0)))
    return noted


def _by_you(check: TriggerCheck) -> bool:
    return check.event.player == ability_controller(check)


def _the_binned_card(check: TriggerCheck) -> dict[str, str]:
    """701.62a, 608.2h: the card the player put into their graveyard as they
    manifested dread (none if they couldn't), for "a card you put into your
    graveyard this way"."""
    binned = check.event.object
    return {BINNED: "" if binned is None else str(int(binned))}


BINNED = "binned"
"""The key, in a manifest dread trigger's noted values, of the card put into the graveyard."""


def _the_card(check: TriggerCheck) -> dict[str, str]:
    """The card(s) it became in the graveyard (400.7; a melded permanent
    became two, 712.21c): what "return it" finds."""
    if check.event.object is None:
        return {}
    cards = became(check.game.log, check.event.object, Zone.GRAVEYARD.value)
    noted = {"card": ",".join(str(int(c)) for c in cards)}
    known = check.game.last_known.get(check.event.object)
    if known is not None and known.object.status.counters:  # 603.10a: its counters as it left
        noted["counters"] = ";".join(f"{kind}={n}" for kind, n in known.object.status.counters)
    return noted


def _enchanted_dies(check: TriggerCheck) -> bool:
    """700.4, 603.10a: the creature this Aura was attached to died (the Aura
    looks back: it was attached as the creature left)."""
    event, source = check.event, check.source
    died = event.from_zone == Zone.BATTLEFIELD.value and event.to_zone == Zone.GRAVEYARD.value
    return died and event.object is not None and source.status.attached_to == event.object


def _enters_or_into(face: str) -> Condition:
    into = _transformed_into(face)

    def enters_or_into(check: TriggerCheck) -> bool:
        """603.6a, 701.27e: "when ~ enters or transforms into ~"."""
        if check.event.kind is EventKind.TRANSFORMED:
            return into(check)
        return itself(check)

    return enters_or_into


def _into_or_dies(face: str) -> Condition:
    into = _transformed_into(face)

    def into_or_dies(check: TriggerCheck) -> bool:
        """701.27e, 700.4, 603.10a: "when this creature transforms into ~ or
        dies": as this face dies, it looks back in time."""
        if check.event.kind is EventKind.TRANSFORMED:
            return into(check)
        return _dies(check)

    return into_or_dies


def _leaves(check: TriggerCheck) -> bool:
    """603.6c, 603.10a: it left the battlefield, for any zone."""
    return itself(check) and check.event.from_zone == Zone.BATTLEFIELD.value


def _second_spell(check: TriggerCheck) -> bool:
    """603.2: "whenever you cast your second spell each turn"."""
    if check.event.player != ability_controller(check):
        return False
    cast = [e for e in since(check, EventKind.CAST, note="untap") if e.player == check.event.player]
    return len(cast) == 2 and cast[1] is check.event


def _the_amount(check: TriggerCheck) -> dict[str, str]:
    """120.3, 603.10: how much damage it dealt."""
    return {"amount": check.event.note}


def _the_object(check: TriggerCheck) -> dict[str, str]:
    """The object the event was about: "that creature" (603.10a, 608.2h)."""
    return {"object": str(int(check.event.object)) if check.event.object is not None else ""}


def _dealt_damage(check: TriggerCheck) -> bool:
    """120.3, 603.2: "whenever ~ is dealt damage": damage to this permanent."""
    return check.event.new_object == check.source.id


def _first_of_batch(qualifies: Condition) -> Condition:
    def first(check: TriggerCheck) -> bool:
        """603.2c: "whenever one or more ...": once for the events that
        happened together. The engine takes the events since it last put
        triggered abilities on the stack as together (one action or one
        resolution): the first that qualifies triggers it."""
        if not qualifies(check):
            return False
        game = check.game
        for event in game.log[game.triggers_seen :]:
            if event is check.event:
                return True
            if event.kind is check.event.kind and qualifies(TriggerCheck(game, event, check.source)):
                return False
        return True

    return first


def once_each_turn(condition: Condition, key: str) -> Condition:
    def once(check: TriggerCheck) -> bool:
        """ "This ability triggers only once each turn": not if this source's
        ability (``key``: its face and text) already triggered this turn, nor
        twice for the events taken together (603.2c)."""
        if not condition(check):
            return False
        game, source = check.game, check.source.id
        for event in reversed(game.log):
            if event.kind is EventKind.TURN_STEP and event.note == Step.UNTAP.value:
                break
            if event.kind is EventKind.ABILITY_TRIGGERED and event.new_object == source and event.note == key:
                return False
        for event in game.log[game.triggers_seen :]:
            if event is check.event:
                return True
            if event.kind in (check.event.kind,) and condition(TriggerCheck(game, event, check.source)):
                return False
        return True

    return once


def _your_card_left_graveyard(check: TriggerCheck) -> bool:
    """400.7: a card left its owner's graveyard, that owner this ability's controller."""
    event = check.event
    if event.from_zone != Zone.GRAVEYARD.value or event.object is None:
        return False
    known = check.game.last_known.get(event.object)
    owner = known.object.owner if known is not None else None
    if owner is None:
        moved = [e for e in check.game.log if e.kind is EventKind.ZONE_CHANGE and e.object == event.object]
        owner = moved[-1].player if moved else None
    return owner == ability_controller(check)


def _your_token_entered(check: TriggerCheck) -> bool:
    """111.2, 603.6a: a token entered under this ability's controller's control."""
    game, event = check.game, check.event
    if event.object is None or event.object not in game:
        return False
    entered = game.get(event.object)
    on_battlefield = entered.is_token and entered.zone is Zone.BATTLEFIELD
    return on_battlefield and game.controller(entered) == ability_controller(check)


def _equipped_transforms(check: TriggerCheck) -> bool:
    """701.27a, 301.5: the creature this Equipment is attached to transformed."""
    event = check.event
    return event.object is not None and event.object == check.source.status.attached_to


def _you_sacrificed(wanted: TargetFilter | None) -> Condition:
    def you_sacrificed(check: TriggerCheck) -> bool:
        """701.21a, 603.10a: its controller sacrificed it (``wanted`` is
        None) or a permanent that fit, as it last existed."""
        event, game = check.event, check.game
        if event.player != ability_controller(check) or event.object is None:
            return False
        if wanted is None:
            return event.object == check.source.id
        known = game.last_known.get(event.object)
        if known is None:
            return False
        return fits(game, event.player, known.object, known.characteristics, wanted._replace(whose=""))

    return you_sacrificed


def _enters_from(zone: Zone) -> Condition:
    def entered(check: TriggerCheck) -> bool:
        """603.6a: "when ~ enters the battlefield from your graveyard"."""
        return itself(check) and check.event.from_zone == zone.value

    return entered


def _during_your_turn(condition: Condition) -> Condition:
    def during(check: TriggerCheck) -> bool:
        """603.2: "during your turn": you are the active player (102.1)."""
        return check.game.turn.active == ability_controller(check) and condition(check)

    return during


def _from_your(zone: Zone, condition: Condition) -> Condition:
    def cast_from(check: TriggerCheck) -> bool:
        """601.2a, 603.2: a spell cast from your hand (or graveyard)."""
        return check.event.from_zone == zone.value and condition(check)

    return cast_from


def you_cast(spell: TargetFilter) -> Condition:
    """601.2i: "whenever you cast [a spell that fits]"."""
    return _cast(spell, yours=True)


def _cast(spell: TargetFilter, *, yours: bool) -> Condition:
    def cast(check: TriggerCheck) -> bool:
        """601.2i, 603.2: you (or an opponent) cast a spell that fits, as it
        is on the stack."""
        game, event = check.game, check.event
        if event.player is None or (event.player == ability_controller(check)) != yours:
            return False
        if event.object is None or event.object not in game:
            return False
        found = game.get(event.object)
        return fits(game, event.player, found, game.characteristics(found), spell._replace(whose=""))

    return cast


def _has_now(keyword: str) -> Condition:
    def has(check: TriggerCheck) -> bool:
        """603.8: the state is true: the permanent has the keyword now (702.1)."""
        game, source = check.game, check.source
        return any(a.strip().lower() == keyword for a in game.characteristics(source).abilities)

    return has


def _transformed_into(face: str) -> Condition:
    def transformed(check: TriggerCheck) -> bool:
        """701.27e: "when this transforms into [its other face]"."""
        return itself(check) and check.event.note.endswith(f"-> {face}")

    return transformed


_ZONES = {"hand": Zone.HAND, "graveyard": Zone.GRAVEYARD}


def read_head(tree: Tree[Token], face: str, line: str = "") -> Head:
    """The :class:`Head` of a ``trigger`` subtree (of ``line``, as printed)."""
    kind = str(tree.data)
    if kind == "enters":
        return Head(EventKind.ENTERED_BATTLEFIELD, itself, "603.6a")
    if kind == "enters_or_face_up":
        return Head(EventKind.ENTERED_BATTLEFIELD, itself, "603.6a", also=(EventKind.TURNED_FACE_UP,))
    if kind == "enters_or_one_dies":  # 603.6a, 603.10a: "when ~ enters or another [filter] dies"
        one_of, wanted = (c for c in tree.children if isinstance(c, Tree) and c.data != "battlefield")
        which = One(read_filter(wanted), str(one_of.data))

        def enters_or_dies(check: TriggerCheck) -> bool:
            if check.event.kind is EventKind.ENTERED_BATTLEFIELD:
                return itself(check)
            return which.died(check)

        return Head(EventKind.ENTERED_BATTLEFIELD, enters_or_dies, "603.6a", also=(EventKind.ZONE_CHANGE,))
    if kind == "enters_or_attacks":
        return Head(EventKind.ENTERED_BATTLEFIELD, itself, "603.6a", also=(EventKind.ATTACKS,))
    if kind == "enters_or_transforms":
        return Head(
            EventKind.ENTERED_BATTLEFIELD, _enters_or_into(face), "603.6a", also=(EventKind.TRANSFORMED,)
        )
    if kind == "leaves":
        return Head(EventKind.ZONE_CHANGE, _leaves, "603.6c")
    if kind == "you_manifest_dread":  # 701.62b: once it is done, even if some of it was impossible
        return Head(EventKind.MANIFESTED_DREAD, _by_you, "701.62b", note=_the_binned_card)
    if kind == "turned_face_up":
        return Head(EventKind.TURNED_FACE_UP, itself, "708.8", note=_the_morph_x)
    if kind == "dies":
        return Head(EventKind.ZONE_CHANGE, _dies, "603.10a", note=_the_card)
    if kind == "enchanted_dies":
        return Head(EventKind.ZONE_CHANGE, _enchanted_dies, "603.10a", note=_the_card)
    if kind == "deals_damage":
        return Head(EventKind.DAMAGE_DEALT, itself, "120.3", note=_the_amount)
    if kind == "dealt_damage":
        return Head(EventKind.DAMAGE_DEALT, _dealt_damage, "120.3", note=_the_amount)
    if kind == "becomes_untapped":  # 701.26b
        return Head(EventKind.UNTAPPED, itself, "701.26b")
    if kind == "source_deals_damage_to_self":  # 120.3, 608.2h: "that source's controller"
        return Head(
            EventKind.DAMAGE_DEALT,
            source_deals_damage_to_self,
            "120.3",
            note=the_sources_controller,
            names_a_player=True,
        )
    if kind == "becomes_blocked":
        return Head(EventKind.BLOCKS, first_block_of_it, "509.3c")
    if kind == "blocks_or_becomes_blocked":
        return Head(EventKind.BLOCKS, blocks_or_becomes_blocked, "509.3a")
    if kind == "yours_deal_combat_damage":
        return Head(
            EventKind.DAMAGE_DEALT,
            first_combat_damage_by_yours,
            "510.3a",
            note=_the_player,
            names_a_player=True,
        )
    if kind == "you_attack":
        return Head(EventKind.ATTACKS, first_attack_by_you, "508.1")
    if kind == "you_attack_with_any":
        return Head(EventKind.ATTACKS, attack_with(1), "508.1", note=attackers_count)
    if kind in ("you_attack_with", "you_attack_with_exactly"):
        least = number(Tree("many", [t for t in tree.children if isinstance(t, Token)]))
        return Head(EventKind.ATTACKS, attack_with(least, exactly=kind.endswith("exactly")), "508.1")
    if kind == "attacks_with_one":  # 508.1, 603.2: it and another that fits, declared together
        (_, partner) = (c for c in tree.children if isinstance(c, Tree))
        tokens = any(isinstance(c, Token) and c.type == "TOKEN_WORD" for c in tree.children)
        fitting = read_filter(partner)._replace(token=True) if tokens else read_filter(partner)
        return Head(EventKind.ATTACKS, attacks_together(fitting), "508.1")
    if kind == "state_has_keyword":  # 603.8: "When ~ has flying"
        keyword = next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "KEYWORD")
        return Head(EventKind.STATE_TRIGGER, _has_now(keyword), "603.8")
    if kind == "second_spell":
        return Head(EventKind.CAST, _second_spell, "603.2")
    if kind == "first_spell_in_opponents_turn":  # "that player": the opponent whose turn it is
        return Head(
            EventKind.CAST,
            first_spell_in_opponents_turn,
            "603.2",
            note=the_active_player,
            names_a_player=True,
        )
    if kind == "first_draw_in_your_draw_step":  # 121.1, 504.1
        return Head(EventKind.ZONE_CHANGE, first_draw_in_your_draw_step, "603.2")
    if kind == "you_play_exiled_with":  # 305.1, 601.2, 607.2a: a spell cast or a land played
        return Head(EventKind.CAST, played_exiled_with, "603.2", also=(EventKind.LAND_PLAYED,))
    if kind == "attacks":
        # 508.5: the player it attacks (or whose planeswalker or battle) is the defending player
        return Head(EventKind.ATTACKS, itself, "508.3a", note=_the_player, names_a_player=True)
    if kind == "blocks":
        return Head(EventKind.BLOCKS, itself, "509.3a")
    if kind == "attacks_or_blocks":
        return Head(EventKind.ATTACKS, itself, "508.3a", also=(EventKind.BLOCKS,))
    if kind == "combat_damage_to_blockers":  # 603.2c: once for the damage dealt together
        return Head(EventKind.DAMAGE_DEALT, _first_of_batch(combat_damage_to_a_blocker), "510.3a")
    if kind == "combat_damage_to_creature":
        return Head(EventKind.DAMAGE_DEALT, combat_damage_to_a_creature, "510.3a", note=_the_recipient)
    if kind == "combat_damage_to_player":
        return Head(
            EventKind.DAMAGE_DEALT,
            combat_damage_to_a_player,
            "510.3a",
            note=_the_player,
            names_a_player=True,
        )
    steps = {
        "your_upkeep": (Step.UPKEEP, True, "503.1a"),
        "your_end_step": (Step.END, True, "513.1a"),
        "each_end_step": (Step.END, False, "513.1a"),
        "your_combat": (Step.BEGINNING_OF_COMBAT, True, "507.1"),
        "your_main": (Step.MAIN1, True, "505.4"),
        "your_second_main": (Step.MAIN2, True, "505.4"),
        "each_upkeep": (Step.UPKEEP, False, "503.1a"),
    }
    if kind in steps:
        step, yours, rule = steps[kind]
        if kind == "your_second_main" and "second" in (str(t) for t in tree.children):
            return Head(EventKind.TURN_STEP, _second_main_phase(_step(step, yours=yours)), "505.1b")
        return Head(EventKind.TURN_STEP, _step(step, yours=yours), rule)
    if kind == "each_opponents_upkeep":
        return Head(
            EventKind.TURN_STEP, _opponents_step(Step.UPKEEP), "503.1a", note=_the_player, names_a_player=True
        )
    if kind in ("you_cast", "opponent_casts", "opponent_casts_your_turn", "you_cast_from"):
        (wanted,) = (c for c in tree.children if isinstance(c, Tree))
        spell = read_filter(wanted, zone=Zone.STACK)
        cast = _cast(spell, yours=kind.startswith("you"))
        if kind == "opponent_casts_your_turn":
            cast = _during_your_turn(cast)
        elif kind == "you_cast_from":
            cast = _from_your(_ZONES[str(tree.children[-1])], cast)
        return Head(EventKind.CAST, cast, "603.2", note=_the_caster_and_spell, names_a_player=True)
    if kind == "you_cast_chosen_name":  # 702.106d: a conspiracy's, from the command zone (315.5)
        (wanted,) = (c for c in tree.children if isinstance(c, Tree))
        cast = of_the_chosen_name(_cast(read_filter(wanted, zone=Zone.STACK), yours=True))
        return Head(
            EventKind.CAST, cast, "603.2", note=_the_caster_and_spell, names_a_player=True, zone=Zone.COMMAND
        )
    if kind == "each_players_upkeep":
        return Head(
            EventKind.TURN_STEP,
            _step(Step.UPKEEP, yours=False),
            "503.1a",
            note=_the_player,
            names_a_player=True,
        )
    if kind == "blocks_or_blocked_by":
        return Head(EventKind.BLOCKS, blocks_or_blocked_by, "509.3d", note=the_other_creature)
    if kind == "blocked_by_a_creature":
        return Head(EventKind.BLOCKS, blocked_by_a_creature, "509.3f", note=the_other_creature)
    if kind == "cards_leave_graveyard":
        return Head(EventKind.ZONE_CHANGE, _first_of_batch(_your_card_left_graveyard), "603.2c")
    if kind == "cards_library_to_graveyard":
        return Head(
            EventKind.ZONE_CHANGE, _first_of_batch(put_from_your_library), "603.2c", note=card_types_among
        )
    if kind == "tokens_enter":
        return Head(EventKind.ENTERED_BATTLEFIELD, _first_of_batch(_your_token_entered), "603.2c")
    if kind == "you_sacrifice_self":
        return Head(EventKind.SACRIFICED, _you_sacrificed(None), "701.21a", note=_the_card)
    if kind == "you_sacrifice_one":
        (chosen,) = (c for c in tree.children if isinstance(c, Tree) and c.data == "filter")
        return Head(EventKind.SACRIFICED, _you_sacrificed(read_filter(chosen)), "701.21a")
    if kind == "equipped_transforms":
        return Head(EventKind.TRANSFORMED, _equipped_transforms, "701.27a")
    if kind == "equipped_combat_damage":
        return Head(
            EventKind.DAMAGE_DEALT, equipped_combat_damage, "510.3a", note=_the_player, names_a_player=True
        )
    if kind == "enters_from":
        return Head(EventKind.ENTERED_BATTLEFIELD, _enters_from(_ZONES[str(tree.children[-1])]), "603.6a")
    if kind == "unlock_door":
        return Head(EventKind.UNLOCKED, _unlocked(face, line), "709.5h")
    if kind == "transforms_into":
        return Head(EventKind.TRANSFORMED, _transformed_into(face), "701.27e")
    if kind == "transforms_into_and_your_main":  # 603.2: one ability, either event triggers it
        into, main = _transformed_into(face), _step(Step.MAIN1, yours=True)
        return Head(
            EventKind.TRANSFORMED,
            lambda check: into(check) if check.event.kind is EventKind.TRANSFORMED else main(check),
            "701.27e, 505.1a",
            also=(EventKind.TURN_STEP,),
        )
    if kind == "transforms_into_or_dies":
        return Head(EventKind.TRANSFORMED, _into_or_dies(face), "701.27e", also=(EventKind.ZONE_CHANGE,))
    if kind in (
        "one_dies",
        "one_damaged_by_self_dies",
        "one_enters",
        "one_turned_face_up",
        "you_turn_face_up",
        "one_attacks",
        "one_attacks_alone",
        "one_leaves",
        "one_combat_damage_to_player",
        "one_targeted_by_an_opponent",
    ):
        one_of, wanted, *suffix = (c for c in tree.children if isinstance(c, Tree))
        wanted, named = without_chosen_name(wanted)
        found = read_filter(wanted)
        yours = any(part.data == "under_your_control" for part in suffix)
        if yours or kind == "you_turn_face_up":  # "under your control"; "you turn": yours (708.8)
            found = found._replace(whose="you")
        which = One(found, str(one_of.data))
        if named:  # 702.106d: a conspiracy's, from the command zone (315.5)
            if kind not in ("one_enters", "one_attacks", "one_combat_damage_to_player"):
                raise Unreadable(f"{kind} with the chosen name")
            head = read_head(Tree(tree.data, [one_of, wanted, *suffix]), face, line)
            return head._replace(condition=of_the_chosen_name(head.condition), zone=Zone.COMMAND)
        if kind == "one_combat_damage_to_player":  # 510.3a: each creature that fits, to a player (510.2)
            return Head(
                EventKind.DAMAGE_DEALT,
                combat_damage_by(which),
                "510.3a",
                note=_the_player,
                names_a_player=True,
            )
        if kind == "one_dies":
            return Head(EventKind.ZONE_CHANGE, which.died, "603.10a", note=_the_dead)
        if kind == "one_damaged_by_self_dies":
            return Head(
                EventKind.ZONE_CHANGE, damaged_by_it_this_turn(which.died), "603.10a", note=the_dead_card
            )
        if kind == "one_leaves":
            return Head(EventKind.ZONE_CHANGE, which.left, "603.6c", note=_the_object)
        if kind == "one_targeted_by_an_opponent":  # 115.1: each object that fits, made a target
            return Head(EventKind.BECAME_TARGET, which.targeted_by_an_opponent, "603.2", note=_the_object)
        if kind == "one_enters":
            return Head(EventKind.ENTERED_BATTLEFIELD, which.entered, "603.6a", note=_the_object)
        if kind == "one_attacks":  # 508.3a: each creature that fits, declared as an attacker
            return Head(EventKind.ATTACKS, which.entered, "508.3a", note=_the_object)
        if kind == "one_attacks_alone":  # 506.5: the only creature declared as an attacker
            return Head(EventKind.ATTACKS, alone(which.entered), "506.5", note=_the_object)
        return Head(EventKind.TURNED_FACE_UP, which.entered, "708.8", note=_the_object)
    raise Unreadable(kind)
