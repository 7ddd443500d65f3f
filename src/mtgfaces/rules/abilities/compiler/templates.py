"""What a parsed line compiles into: an ability of the scripts' model
(:mod:`mtgfaces.rules.state.abilities`), its parts read by
:mod:`~mtgfaces.rules.abilities.compiler.heads` (what it triggers on),
:mod:`~mtgfaces.rules.abilities.compiler.objects` (what it names) and
:mod:`~mtgfaces.rules.abilities.compiler.effects` (what it does)."""

from __future__ import annotations

import re
from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import dividing
from mtgfaces.rules.abilities.compiler.agenda import (
    build_chosen_name_cost_less,
    build_chosen_name_enter_with_counter,
    build_chosen_name_grant,
    build_chosen_name_spend_as_any_color,
)
from mtgfaces.rules.abilities.compiler.changing import choose_type_as_it_enters
from mtgfaces.rules.abilities.compiler.conditional_statics import build_decided
from mtgfaces.rules.abilities.compiler.conditions import count_of, read_condition
from mtgfaces.rules.abilities.compiler.copying import enter_as_copy
from mtgfaces.rules.abilities.compiler.effects import clause, sentences
from mtgfaces.rules.abilities.compiler.foretelling import build_foretelling_cheaper_any_turn
from mtgfaces.rules.abilities.compiler.heads import once_each_turn, read_head, you_cast
from mtgfaces.rules.abilities.compiler.hideaway import build_hideaway
from mtgfaces.rules.abilities.compiler.mana_spent import noting_mana_spent
from mtgfaces.rules.abilities.compiler.objects import Reading, choice, noting_power
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.abilities.compiler.statics import (
    build_alternative_cost,
    build_control,
    build_cost_change,
    build_crew,
    build_cycling,
    build_damage_plus,
    build_enter_with_counters,
    build_equip,
    build_equip_sacrifice,
    build_life_floor,
    build_morph_costs_more,
    build_no_hand_size,
    build_opponents_cant_cast,
    build_prevent_combat_damage_to,
    build_static,
    build_unblocked_damage_to_it,
    build_uncounterable,
    build_your_turn_grant,
)
from mtgfaces.rules.abilities.compiler.unearth import build_unearth
from mtgfaces.rules.abilities.support import source_permanent, used_to_craft
from mtgfaces.rules.abilities.werewolves import spells_cast_last_turn, transform_self, upkeep
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state import sagas
from mtgfaces.rules.state.abilities import (
    GRAVEYARD_EVENTS,
    Activated,
    AsEnters,
    Cost,
    DefinesPowerToughness,
    Delayed,
    Effect,
    PermanentsCost,
    Resolution,
    Scripted,
    SpellAbility,
    Static,
    TargetFilter,
    Triggered,
)
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.objects import GameObject

_WEREWOLF_CONDITIONS: dict[str, Callable[[Resolution], bool]] = {
    # 603.4: an intervening "if", checked as it triggers and as it resolves.
    "no_spells": lambda res: not any(spells_cast_last_turn(res.game).values()),
    "two_or_more_spells": lambda res: any(n >= 2 for n in spells_cast_last_turn(res.game).values()),
}
_NUMBERS = {"two": 2, "three": 3, "four": 4, "five": 5}
_ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


# 611.3a: static abilities whose effect the rest of the game decides.
_DECIDED = frozenset(
    {
        "static_pump_while",
        "static_grant_while",
        "static_unblockable_while",
        "static_pump_for_each",
        "static_grant_while_it_is",
    }
)

# 601.2f: cost changes of static abilities.
_COST_CHANGES = frozenset(
    {"static_cost_change", "static_cost_change_not_from_hand", "static_cost_change_not_owned"}
)


def build_line(tree: Tree[Token], face: str, line: str, *, spell: bool) -> Scripted | None:
    """The ability of a parsed ``line`` (a trigger or a spell's text); a
    spell's text compiles only for an instant or sorcery face (``spell``)."""
    try:
        if tree.data == "equip":
            return build_equip(tree, face, line)
        if tree.data == "equip_sacrifice":
            return build_equip_sacrifice(tree, face, line)
        if tree.data == "crew":
            return build_crew(tree, face, line)
        if tree.data == "cycling":
            return build_cycling(tree, face, line)
        if tree.data == "unearth":
            return build_unearth(tree, face, line)
        if tree.data == "hideaway":
            return build_hideaway(tree, face, line)
        if tree.data == "prowess":
            return _prowess(face, line)
        if tree.data == "defined_pt":
            (counted,) = (c for c in tree.children if isinstance(c, Tree))
            return DefinesPowerToughness(face, line, count_of(counted), "604.3")
        if tree.data == "defined_power":  # its toughness stays the printed one (604.3, 208.2)
            (counted,) = (c for c in tree.children if isinstance(c, Tree))
            return DefinesPowerToughness(face, line, count_of(counted), "604.3", power_only=True)
        if tree.data == "defined_power_crafted":
            return DefinesPowerToughness(face, line, _crafted_power, "604.3", power_only=True)
        if tree.data == "defined_pt_all_hands":
            return DefinesPowerToughness(face, line, _all_hands, "604.3")
        if tree.data == "uncounterable":
            # 113.6g: it works on the stack; the counter effects read it (countering.UNCOUNTERABLE).
            return Static(face, line, lambda game, obj: (), "113.6g")
        if tree.data == "damage_plus":
            return build_damage_plus(tree, face, line)
        if tree.data == "flash_for_more":
            # 702.8a, 601.2f: it works where the spell is cast from; the casting
            # rules read it (state/costs.flash_for_more).
            mana = next(str(t) for t in tree.children if isinstance(t, Token))
            if not mana[1:-1].isdigit():
                raise Unreadable("flash for more than generic mana")
            return Static(face, line, lambda game, obj: (), "702.8a")
        if tree.data in ("as_turned_face_up", "as_enters_or_turned_face_up"):
            return _as_it_becomes(tree, face, line)
        if tree.data == "as_enters_choose_type":
            return choose_type_as_it_enters(face, line)
        if tree.data == "enter_as_copy":
            return enter_as_copy(tree, face, line)
        if tree.data == "pay_life_or_tapped":
            return _pay_life_or_tapped(
                face, line, int(str(next(c for c in tree.children if isinstance(c, Token))))
            )
        (part,) = tree.children
        assert isinstance(part, Tree)
        if part.data == "static":  # a conspiracy's line linked to its hidden agenda (702.106d)
            return _chosen_name(part, face, line)
        if part.data in ("static_pump", "static_pump_grant", "static_grant", "static_pump_unblockable"):
            return build_static(part, face, line)
        if part.data in _DECIDED:
            return build_decided(part, face, line)
        if part.data == "static_grant_quoted":
            return build_static(part, face, line, granted=_quoted(line))
        if part.data in _COST_CHANGES:
            return build_cost_change(part, face, line)
        if part.data == "static_grant_your_turn":
            return build_your_turn_grant(part, face, line)
        if part.data == "static_control":
            return build_control(part, face, line)
        if part.data == "static_uncounterable":
            return build_uncounterable(part, face, line)
        if part.data == "static_foretelling_cheaper_any_turn":
            return build_foretelling_cheaper_any_turn(part, face, line)
        if part.data == "static_alternative_cost":
            return build_alternative_cost(part, face, line)
        if part.data == "static_life_floor":
            return build_life_floor(part, face, line)
        if part.data == "static_morph_costs_more":
            return build_morph_costs_more(part, face, line)
        if part.data == "static_enter_with_counters":
            return build_enter_with_counters(part, face, line)
        if part.data == "static_unblocked_damage_to_it":
            return build_unblocked_damage_to_it(part, face, line)
        if part.data == "static_no_hand_size":
            return build_no_hand_size(face, line)
        if part.data == "static_opponents_cant_cast":
            return build_opponents_cant_cast(part, face, line)
        if part.data == "static_prevent_combat_damage_to":
            return build_prevent_combat_damage_to(part, face, line)
        if tree.data == "spell":
            return _spell(part, face, line) if spell else None
        if part.data == "werewolf_upkeep":
            return _werewolf_upkeep(part, face, line)
        if part.data in ("chapter", "saga_flip"):
            return _chapter(part, face, line)
        return _triggered(part, face, line)
    except Unreadable:
        return None


def _chosen_name(static: Tree[Token], face: str, line: str) -> Scripted:
    (part,) = static.children
    assert isinstance(part, Tree)
    if part.data == "chosen_name_grant":
        return build_chosen_name_grant(part, face, line)
    if part.data == "chosen_name_grant_quoted":
        return build_chosen_name_grant(part, face, line, granted=_quoted(line))
    if part.data == "chosen_name_enter_with_counter":
        return build_chosen_name_enter_with_counter(part, face, line)
    if part.data == "chosen_name_spend_as_any_color":
        return build_chosen_name_spend_as_any_color(face, line)
    return build_chosen_name_cost_less(part, face, line)


def build_activated(costs: Tree[Token], effects: Tree[Token], face: str, line: str) -> Activated | None:
    """602.1: "COSTS: EFFECTS." (and 602.5d: "Activate only as a sorcery.")."""
    cost = Cost()
    for part in costs.children:
        assert isinstance(part, Tree)
        if part.data == "mana_cost":
            symbols = [str(s) for s in part.children]
            tap = "{T}" in symbols
            if (tap and cost.tap) or any(s in ("{Q}", "{S}") for s in symbols):
                return None
            cost = cost._replace(
                mana=cost.mana + "".join(s for s in symbols if s != "{T}"), tap=cost.tap or tap
            )
        elif part.data == "sacrifice_self":
            cost = cost._replace(sacrifice_self=True)
        elif part.data in ("sacrifice_cost", "sacrifice_another_cost"):  # 701.21a, 602.2b
            (chosen,) = (c for c in part.children if isinstance(c, Tree))
            if cost.sacrifice is not None:
                return None
            another = part.data == "sacrifice_another_cost"
            cost = cost._replace(
                sacrifice=PermanentsCost("sacrifice", 1, read_filter(chosen), another=another)
            )
        elif part.data == "sacrifice_plural_cost":
            # 701.21a: "Sacrifice five creatures", "three other creatures" (not
            # the source), "two Islands", "two Blood tokens" (111.1)
            how_many, plural, *token = (t for t in part.children if isinstance(t, Token))
            if cost.sacrifice is not None:
                return None
            wanted = read_filter(Tree("filter_plural", [plural]))
            if token:
                wanted = wanted._replace(token=True, words=f"{wanted.words} tokens")
            another = "other" in line[: line.index(":")].split()
            sacrificed = PermanentsCost("sacrifice", _NUMBERS[str(how_many)], wanted, another=another)
            cost = cost._replace(sacrifice=sacrificed)
        elif part.data == "life_cost":  # 119.4: "Pay N life"
            cost = cost._replace(life=cost.life + int(str(part.children[0])))
        elif part.data in (
            "tap_untapped_cost",
            "tap_other_untapped_cost",
        ):  # 701.26a: "tap an untapped creature you control"
            (chosen,) = (c for c in part.children if isinstance(c, Tree))
            counts = [
                _NUMBERS[str(t)] for t in part.children if isinstance(t, Token) and t.type == "NUMBER_WORD"
            ]
            if cost.tap_others is not None:
                return None
            # "tap two other untapped artifacts you control": not the source
            # itself; "tap two untapped Elves you control": it may be one
            tapped = PermanentsCost(
                "tap",
                counts[0] if counts else 1,
                read_filter(chosen),
                another=part.data == "tap_other_untapped_cost",
            )
            cost = cost._replace(tap_others=tapped)
        elif part.data == "exile_self":
            cost = cost._replace(exile_self=True)
        elif part.data == "exile_permanent_cost":  # 406.2, 602.2b: "exile a face-down permanent you control"
            (chosen,) = (c for c in part.children if isinstance(c, Tree))
            cost = cost._replace(exile_others=PermanentsCost("exile", 1, read_filter(chosen)))
        elif part.data == "bin_linked_cost":  # 607.2a: "put a card exiled with ~ into its owner's graveyard"
            cost = cost._replace(bin_linked=True)
        elif part.data == "discard_hand_cost":  # 701.9a: "discard your hand"
            cost = cost._replace(discard_hand=True)
        elif part.data == "discard_cost":  # 701.9: "discard a card", "discard two cards"
            many = [str(t) for t in part.children if isinstance(t, Token) and t.type == "NUMBER_WORD"]
            cost = cost._replace(discard=cost.discard + (_NUMBERS[many[0]] if many else 1))
        elif part.data == "remove_counters_cost":  # 122.8: "remove N [kind] counters from ~"
            count = next(c for c in part.children if isinstance(c, Tree))
            kind = next(
                str(c) for c in part.children if isinstance(c, Token) and c.type in ("COUNTER_KIND", "PT")
            )
            if cost.remove_counters is not None:
                return None
            cost = cost._replace(remove_counters=(kind, number(count)))
    if "the sacrificed" in line and (cost.sacrifice is None or cost.sacrifice.number != 1):
        return None  # 608.2h: only the one permanent its cost sacrificed is noted
    reading = Reading(has_self=True)
    reading.activated = True
    reading.exiled_top = cost.exile_others is not None  # "that card": the card its cost exiled (608.2h)
    reading.binned = cost.bin_linked  # "that card": the card its cost put into a graveyard (608.2h)
    reading.key, reading.face = f"{face}: {line}", face
    test = None
    if effects.data == "activated_if":  # "If [condition], ...": the first sentence (608.2c)
        condition_tree, body, *restriction = effects.children
        assert isinstance(condition_tree, Tree)
        test = read_condition(condition_tree)
    else:
        body, *restriction = effects.children
    assert isinstance(body, Tree)
    try:
        effect = sentences(reading, body)
    except Unreadable:
        return None
    if test is not None:
        effect = _only_if_so(test, effect)
    only_if = next((r for r in restriction if isinstance(r, Tree) and r.data == "only_if"), None)
    # 605.1a: no target, and it could add mana (not a loyalty ability: none is read here)
    mana_ability = reading.mana is not None and reading.targets is None
    return Activated(
        face,
        line,
        cost,
        _unless_untargetable(reading, effect),
        "602.2",
        sorcery_speed=any(isinstance(r, Tree) and r.data == "sorcery" for r in restriction),
        once_each_turn=any(isinstance(r, Tree) and r.data == "once_each_turn" for r in restriction),
        targets=reading.targets,
        check_cost=_activate_only_if(only_if, face) if only_if is not None else None,
        delayed=tuple(reading.delayed),
        zone=Zone.GRAVEYARD if reading.from_graveyard else Zone.BATTLEFIELD,
        mana_ability=mana_ability,
        reduced_by=_for_each_other(*reading.cost_less) if reading.cost_less is not None else None,
    )


def _for_each_other(generic: int, wanted: TargetFilter) -> Callable[[Game, GameObject, str], int]:
    def reduction(game: Game, source: GameObject, who: str) -> int:
        """601.2f, 118.7a: {N} less for each other permanent that fits, for
        the player activating it, counted as the total cost is determined."""
        found = game.objects(Zone.BATTLEFIELD)
        return generic * sum(
            1 for o in found if o.id != source.id and fits(game, who, o, game.characteristics(o), wanted)
        )

    return reduction


def _only_if_so(test: Callable[[Resolution], bool], effect: Effect) -> Effect:
    def if_so(res: Resolution) -> None:
        """608.2c: "If [condition], ...": checked as it resolves; if false, nothing."""
        if test(res):
            effect(res)

    return if_so


def _activate_only_if(
    restriction: Tree[Token], face: str
) -> Callable[[Game, GameObject, str, tuple[str, ...]], str | None]:
    (test_tree,) = (c for c in restriction.children if isinstance(c, Tree))
    test = read_condition(test_tree)

    def only_if(game: Game, obj: GameObject, who: str, picked: tuple[str, ...]) -> str | None:
        """602.5b: "Activate only if [condition]": checked as it is activated."""
        del picked
        if test(Resolution(game, who, obj.id, face, (), {})):
            return None
        return '602.5b: its condition isn\'t met ("activate only if ...")'

    return only_if


def _all_hands(game: Game, obj: GameObject) -> tuple[int, int]:
    """604.3, 613.4a: "the total number of cards in all players' hands"."""
    n = sum(len(game.objects(Zone.HAND, p)) for p in game.players)
    return n, n


def _crafted_power(game: Game, obj: GameObject) -> tuple[int, int]:
    """604.3, 613.4a, 702.167c: "the total power of the exiled cards used to
    craft it": each such card's power as it is in exile (a card with no
    power adds nothing, 208.3); 0 for an object no craft put onto the
    battlefield, as in any zone but the battlefield."""
    total = 0
    for card in used_to_craft(game, obj.id):
        power = game.characteristics(card).power
        if power is not None and power.lstrip("-").isdigit():
            total += int(power)
    return total, 0


def _spell(part: Tree[Token], face: str, line: str) -> SpellAbility:
    """608.2c: what an instant or sorcery does as it resolves."""
    reading = Reading(has_self=False)
    reading.key, reading.face = f"{face}: {line}", face
    effect = sentences(reading, part)
    return SpellAbility(
        face,
        line,
        _unless_untargetable(reading, effect),
        "608.2c",
        targets=reading.targets,
        delayed=tuple(reading.delayed),
    )


_CAST_HEADS = (
    "you_cast",
    "opponent_casts",
    "opponent_casts_your_turn",
    "you_cast_from",
    "you_cast_chosen_name",
)
"""The triggers on casting a spell, which note the spell (603.2)."""


def _triggered(part: Tree[Token], face: str, line: str) -> Triggered:
    """603.1, 603.4: "When/Whenever/At TRIGGER, [if CONDITION,] EFFECTS."."""
    head_tree, *condition, body = part.children
    assert isinstance(head_tree, Tree) and isinstance(body, Tree)
    intervening = read_condition(condition[0]) if condition and isinstance(condition[0], Tree) else None
    head = read_head(head_tree, face, line)
    if condition and isinstance(condition[0], Tree) and any(condition[0].find_data("with_chosen_name")):
        head = head._replace(zone=Zone.COMMAND)  # 702.106d: a conspiracy's, from the command zone (315.5)
    events = {
        "one_enters": "entered",
        "one_turned_face_up": "entered",
        "you_turn_face_up": "entered",
        "one_attacks": "entered",  # the attacking creature, on the battlefield
        "one_attacks_alone": "entered",
        "one_combat_damage_to_player": "entered",  # the creature that dealt the damage
        "combat_damage_to_creature": "entered",  # the creature dealt the damage, on the battlefield
        "one_dies": "died",
        "one_damaged_by_self_dies": "died",
        "enchanted_dies": "died",  # the creature's card, not the Aura (400.7)
        "one_leaves": "died",  # a card or nothing now, not the permanent (400.7)
        "blocks_or_blocked_by": "entered",  # the other creature in the block, on the battlefield
        "blocked_by_a_creature": "entered",  # the creature blocking it
    }
    reading = Reading(has_self=True, event_object=events.get(str(head_tree.data), ""))
    # "return it", "return that card": the card it became, noted (400.7)
    reading.dies_itself = head_tree.data in ("dies", "you_sacrifice_self", "one_damaged_by_self_dies")
    reading.enchanted_died = head_tree.data == "enchanted_dies"
    reading.cast_spell_noted = head_tree.data in _CAST_HEADS  # "copy it": the spell cast
    reading.exiled_with_named = (
        bool(condition) and getattr(condition[0], "data", "") == "cards_exiled_with_self"
    )
    reading.damage_noted = head_tree.data in ("deals_damage", "dealt_damage")
    reading.amount_noted = head_tree.data == "you_attack_with_any"  # "create that many" (608.2h)
    reading.card_types_noted = head_tree.data == "cards_library_to_graveyard"  # "among those cards"
    reading.binned = head_tree.data == "you_manifest_dread"  # the card put into the graveyard (701.62a)
    reading.key, reading.face = f"{face}: {line}", face
    reading.chosen_name = head.zone is Zone.COMMAND  # only the chosen-name triggers work there (702.106d)
    effect = sentences(reading, body)
    if reading.that_player and not head.names_a_player:
        raise Unreadable("'that player' with no player in the trigger")
    if reading.from_graveyard and head.event not in GRAVEYARD_EVENTS:
        raise Unreadable("a trigger of a card in a graveyard on an event the rules don't look there for")
    spec = reading.targets
    note = noting_mana_spent(head.note) if reading.mana_spent_noted else head.note
    triggers = once_each_turn(head.condition, f"{face}: {line}") if reading.once_each_turn else head.condition
    return Triggered(
        face,
        line,
        head.event,
        triggers,
        _unless_untargetable(reading, effect),
        head.rule,
        note=noting_power(note) if _reads_its_power(reading) else note,
        intervening_if=intervening,
        also=head.also,
        targets=choice(spec, face) if spec is not None else None,
        least_targets=spec.least if spec is not None else 0,
        target_words=spec,
        delayed=tuple(reading.delayed),
        divide=dividing.announce(reading.division, face) if reading.division else None,
        zone=Zone.GRAVEYARD if reading.from_graveyard else head.zone,  # 113.6, 315.5
    )


def _reads_its_power(reading: Reading) -> bool:
    """A target word compares with "~'s power" (115.1, 113.7a)."""
    return any(w.filter is not None and w.filter.power_tests for w in reading.words)


def _as_it_becomes(tree: Tree[Token], face: str, line: str) -> AsEnters:
    """614.1c, 614.1e, 702.37: "As ~ is turned face up [or enters], EFFECTS":
    a replacement effect, done as it turns face up (or enters), before any
    ability triggers or any player gets priority."""
    body = next(c for c in tree.children if isinstance(c, Tree) and c.data == "effects")
    reading = Reading(has_self=True)
    effect = sentences(reading, body)
    if reading.targets is not None:
        raise Unreadable("a target in a replacement effect (614.12)")
    on: tuple[EventKind, ...] = (EventKind.TURNED_FACE_UP,)
    if tree.data == "as_enters_or_turned_face_up":
        on = (EventKind.ENTERED_BATTLEFIELD, EventKind.TURNED_FACE_UP)

    def apply(game: Game, permanent: GameObject) -> None:
        controller = game.controller(permanent)
        effect(Resolution(game, controller, permanent.id, face, (), {}))

    return AsEnters(face, line, apply, "614.1e", on=on)


def _pay_life_or_tapped(face: str, line: str, life: int) -> AsEnters:
    """614.1c, 614.12, 119.4: "As ~ enters, you may pay N life. If you don't,
    it enters tapped." A player may pay life only if their life total is at
    least that much (119.4)."""

    def apply(game: Game, permanent: GameObject) -> None:
        controller = game.controller(permanent)
        if game.player(controller).life >= life and may(
            game, controller, f"{face}: pay {life} life?", rule="614.12"
        ):
            change_life(game, controller, -life)
        elif not permanent.status.tapped:
            game.replace(permanent._replace(status=permanent.status._replace(tapped=True)))

    return AsEnters(face, line, apply, "614.12")


def _prowess(face: str, line: str) -> Triggered:
    """702.108a: "Whenever you cast a noncreature spell, this creature gets
    +1/+1 until end of turn."."""
    noncreature = TargetFilter("noncreature", zone=Zone.STACK, not_types=("Creature",))
    reading = Reading(has_self=True)
    itself: Tree[Token] = Tree("self", [])
    pump: Tree[Token] = Tree("pump", [itself, Token("PT", "+1/+1")])
    return Triggered(face, line, EventKind.CAST, you_cast(noncreature), clause(reading, pump), "702.108a")


def _quoted(line: str) -> str:
    """113.1a: the ability a line grants in quotation marks, as printed (it is
    read as the object that has it, with its name)."""
    found = re.search(r'"([^"]+)"', line)
    if found is None:
        raise Unreadable("no quoted ability")
    return found.group(1)


def _unless_untargetable(reading: Reading, effect: Effect) -> Effect:
    """603.3d, 601.2c: an ability that needs a target and has none does
    nothing (it is removed from the stack; here, it does nothing as it
    resolves)."""
    spec = reading.targets
    if spec is None:
        return effect
    once = reading.checked_once(effect)
    if spec.least == 0:
        return once

    def checked(res: Resolution) -> None:
        if not res.targets:
            ignored(res.game, "603.3d", f"the ability of {res.source_name} has no targets: it does nothing")
            return
        once(res)

    return checked


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


def _chapter(template: Tree[Token], face: str, line: str) -> Triggered:
    """714.2b: "I, II — EFFECT." triggers as lore counters reach each number."""
    numbers, *rest = template.children
    chapters = tuple(_ROMAN[n] for n in str(numbers).split(", "))
    if template.data == "saga_flip":
        effect: Effect = _saga_flip
        spec = None
        delayed: tuple[Delayed, ...] = ()
    else:
        (body,) = rest
        assert isinstance(body, Tree)
        reading = Reading(has_self=True)
        reading.key, reading.face = f"{face}: {line}", face  # where its delayed parts are found (603.7a)
        effect = _unless_untargetable(reading, sentences(reading, body))
        spec = reading.targets
        delayed = tuple(reading.delayed)
    return Triggered(
        face,
        line,
        EventKind.COUNTERS_ADDED,
        lambda check: sagas.chapter_reached(check.game, check.event, check.source, chapters),
        effect,
        "714.2b",
        targets=choice(spec, face) if spec is not None else None,
        least_targets=spec.least if spec is not None else 0,
        target_words=spec,
        delayed=delayed,
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
