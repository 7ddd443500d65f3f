"""Compiled effects that change permanents until end of turn or put
counters on them (611.2a, 611.2c, 613.4c, 613.1f, 122.1): "+N/+N", "+X/+X",
keywords, a choice among them (608.2d), a base power and toughness chosen
(613.4b), counters, "for each"; a creature type chosen as it resolves or as
a permanent enters (205.3m, 614.12)."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.creature_types import CREATURE_TYPES
from mtgfaces.rules.abilities.compiler.objects import Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, amount, read_filter, words
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import AsEnters, Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

COLOR_WORDS = {"white": Color.WHITE, "blue": Color.BLUE, "black": Color.BLACK, "red": Color.RED}
COLOR_WORDS["green"] = Color.GREEN
COLOR_NAMES = tuple(COLOR_WORDS)  # 105.1, in WUBRG order
_CREATURE_TYPES = frozenset(CREATURE_TYPES)

UNBLOCKABLE = "This creature can't be blocked."
"""The restriction "can't be blocked" as the line of text an effect gives
(509.1b, 613.1f): the combat rules read it of the creature that has it."""


def until_end_of_turn(
    reading: Reading,
    objects_tree: Tree[Token],
    change: Modification | Callable[[Resolution], Modification],
    text: str,
    *,
    until: Duration = Duration.END_OF_TURN,
) -> Effect:
    objects = reading.objects(objects_tree)
    endings = {Duration.UNTIL_YOUR_NEXT_TURN: " until your next turn", Duration.INDEFINITE: ""}
    ending = endings.get(until, " until end of turn")

    def until_end_of_turn(res: Resolution) -> None:
        """611.2a, 611.2c, 613.4c, 613.1f: the objects found now get the change
        until end of turn (514.2; or until its controller's next turn,
        611.2b); an X in it is its value now (608.2h)."""
        found = tuple(objects(res))
        if found:
            res.game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=change if isinstance(change, Modification) else change(res),
                    objects=found,
                    until=until,
                    player=res.controller,
                    note=f"{res.source_name}: {text}{ending}",
                )
            )

    return until_end_of_turn


ARTIFACT_CREATURE = Modification(add_types=("Artifact", "Creature"))
"""613.1d: "becomes an artifact creature" (a Vehicle crewed, 702.122a)."""


def becomes_artifact_creature(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "~ becomes an artifact creature until end of turn" (613.1d, 611.2a)."""
    return until_end_of_turn(reading, Tree("self", []), ARTIFACT_CREATURE, "an artifact creature")


def becomes_aura(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "When ~ enters, it becomes an Aura with enchant creature" (Cloudform):
    from then on, while it is the same permanent (400.7, 611.2a: no end is
    given), it is an Aura (layer 4) with "Enchant creature" (layer 6, 303.4a)."""
    if parts[0].data != "it" or reading.event_object or reading.targets is not None or not reading.has_self:
        raise Unreadable("'it becomes an Aura' of something other than itself")

    def becomes(res: Resolution) -> None:
        itself = res.source_object(Zone.BATTLEFIELD)
        if itself is None:
            return
        change = Modification(add_subtypes=("Aura",), add_abilities=("Enchant creature",))
        note = f"{res.source_name}: an Aura with enchant creature"
        res.game.add_effect(
            ContinuousEffect(
                id=0, timestamp=0, modification=change, objects=(itself.id,), player=res.controller, note=note
            )
        )

    return becomes


def becomes_artifact_creature_pt(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Target noncreature artifact you control becomes a 0/0 artifact
    creature": with no end (611.2a), an artifact creature (layer 4) with that
    base power and toughness (613.4b)."""
    written = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "TOKEN_PT")
    power, toughness = (int(n) for n in written.split("/"))
    objects = reading.objects(parts[0])
    change = Modification(add_types=("Artifact", "Creature"), set_power=power, set_toughness=toughness)

    def becomes(res: Resolution) -> None:
        found = tuple(objects(res))
        if found:
            note = f"{res.source_name}: a {written} artifact creature"
            res.game.add_effect(
                ContinuousEffect(
                    id=0, timestamp=0, modification=change, objects=found, player=res.controller, note=note
                )
            )

    return becomes


def pt(token: Token) -> tuple[int, int]:
    power, toughness = str(token).split("/")
    if "X" in power + toughness:
        raise Unreadable("+X/+X here")
    return int(power), int(toughness)


def pt_now(
    token: Token, keywords: tuple[str, ...] = ()
) -> Modification | Callable[[Resolution], Modification]:
    """The change "+N/+N" makes, or for "+X/+X", "-X/-X", "+X/+0" a change
    worked out as it resolves, X being its value then (608.2h)."""
    power, toughness = str(token).split("/")
    if "X" not in power + toughness:
        return Modification(power=int(power), toughness=int(toughness), add_abilities=keywords)

    def side(text: str, x: int) -> int:
        sign = -1 if text.startswith("-") else 1
        return sign * x if text[1:] == "X" else int(text)

    def now(res: Resolution) -> Modification:
        x = max(0, int(res.noted.get("x") or 0))
        return Modification(power=side(power, x), toughness=side(toughness, x), add_abilities=keywords)

    return now


def keyword_names(tree: Tree[Token]) -> tuple[str, ...]:
    return tuple(str(k).capitalize() for k in tree.children if isinstance(k, Token))


def pump(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    pt = next(c for c in clause.children if isinstance(c, Token) and c.type == "PT")
    return until_end_of_turn(reading, parts[0], pt_now(pt), f"{pt}")


def pump_for_each(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Target creature gets +1/+1 until end of turn for each artifact and/or
    enchantment you control" (608.2h: counted as it resolves, 611.2c)."""
    written = next(str(c) for c in clause.children if isinstance(c, Token) and c.type == "PT")
    if "X" in written:
        raise Unreadable("+X/+X for each")
    power, toughness = (int(n) for n in written.split("/"))
    wanted = read_filter(parts[-1])  # (parts[1] is "gets")

    def counted(res: Resolution) -> Modification:
        many = sum(1 for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted))
        return Modification(power=power * many, toughness=toughness * many)

    return until_end_of_turn(reading, parts[0], counted, f"{written} for each {wanted.words}")


def pump_for_each_other(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Attacking creatures you control get +1/+0 until end of turn for each
    other attacking creature" (608.2h, 611.2c: counted as it resolves, for
    each affected object apart, not counting itself)."""
    written = next(str(c) for c in clause.children if isinstance(c, Token) and c.type == "PT")
    if "X" in written:
        raise Unreadable("+X/+X for each")
    power, toughness = (int(n) for n in written.split("/"))
    wanted = read_filter(parts[-1])
    objects = reading.objects(parts[0])

    def pump(res: Resolution) -> None:
        game = res.game
        fitting = [o.id for o in game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)]
        for obj in objects(res):
            many = sum(1 for other in fitting if other != obj)
            game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=Modification(power=power * many, toughness=toughness * many),
                    objects=(obj,),
                    until=Duration.END_OF_TURN,
                    player=res.controller,
                    note=f"{res.source_name}: {written} for each other {wanted.words} until end of turn",
                )
            )

    return pump


def switch_pt(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Switch the power and toughness of each of up to two target creatures
    until end of turn" (613.4d, 611.2a)."""
    return until_end_of_turn(
        reading, parts[0], Modification(switch_power_toughness=True), "power and toughness switched"
    )


def become_creatures(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "All lands you control become 1/1 creatures until end of turn. They're
    still lands." (613.1d: creature added, 613.4b: base power and toughness
    set; 205.1b: their other types stay)."""
    tokens = {t.type: str(t) for t in clause.children if isinstance(t, Token)}
    if tokens["PLURAL"] != "creatures":
        raise Unreadable(f"become {tokens['PLURAL']}")
    power, toughness = (int(n) for n in tokens["TOKEN_PT"].split("/"))
    reading.became_creatures = True
    change = Modification(add_types=("Creature",), set_power=power, set_toughness=toughness)
    return until_end_of_turn(reading, parts[0], change, f"{tokens['TOKEN_PT']} creatures")


def becomes_creature_still_land(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "It becomes a 0/0 Elemental creature with haste. It's still a land."
    (Titania, Gaea Incarnate): with no end given, for as long as it is that
    permanent (611.2a), a creature (613.1d) with that subtype added, keeping
    its other types (205.1b), with haste (613.1f) and that base power and
    toughness (613.4b), its counters still counted (613.4c)."""
    parts = [c for c in sentence.children if isinstance(c, Tree)]
    tokens = {t.type: str(t) for t in sentence.children if isinstance(t, Token)}
    power, toughness = (int(n) for n in tokens["TOKEN_PT"].split("/"))
    keywords = _keywords_of(parts)
    change = Modification(
        add_types=("Creature",),
        add_subtypes=(tokens["TYPE"],),
        add_abilities=keywords,
        set_power=power,
        set_toughness=toughness,
    )
    with_keywords = ", ".join(keywords).lower()
    text = f"a {tokens['TOKEN_PT']} {tokens['TYPE']} creature with {with_keywords}, still a land"
    return until_end_of_turn(reading, parts[0], change, text, until=Duration.INDEFINITE)


def pump_choice(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    options = tuple(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PT")
    for option in options:
        pt(Token("PT", option))  # no X here

    def chosen(res: Resolution) -> Modification:
        """608.2d: its controller chooses one as it resolves."""
        prompt = f"{res.source_name}: which does it get, {' or '.join(options)}?"
        question = Question(res.controller, "choice", prompt, options, 1, 1, "608.2d")
        (picked,) = ask(res.game, question, default=options[:1])
        power, toughness = pt(Token("PT", picked))
        return Modification(power=power, toughness=toughness)

    return until_end_of_turn(reading, parts[0], chosen, " or ".join(options))


def grant_choice(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    keywords = _keywords_of(parts)
    words = " or ".join(k.lower() for k in keywords)

    def chosen(res: Resolution) -> Modification:
        """608.2d: its controller chooses one as it resolves."""
        prompt = f"{res.source_name}: which does it gain, {words}?"
        question = Question(
            res.controller, "keyword", prompt, tuple(k.lower() for k in keywords), 1, 1, "608.2d"
        )
        (picked,) = ask(res.game, question, default=(keywords[0].lower(),))
        return Modification(add_abilities=(picked.capitalize(),))

    return until_end_of_turn(reading, parts[0], chosen, f"your choice of {words}")


def unblockable_this_turn(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "[objects] can't be blocked this turn" (509.1b): the restriction as a
    line of text it has until end of turn (611.2a, 514.2)."""
    change = Modification(add_abilities=(UNBLOCKABLE,))
    return until_end_of_turn(reading, parts[0], change, "can't be blocked this turn")


def chosen_creature_type(res: Resolution) -> str:
    """205.3m: its controller chooses a creature type as it resolves
    (608.2d): by default the one most of their creatures share."""
    game = res.game
    mine = [game.characteristics(o) for o in game.objects(Zone.BATTLEFIELD, res.controller)]
    shared = Counter(t for v in mine if v.has_type("Creature") for t in v.subtypes if t in _CREATURE_TYPES)
    default = shared.most_common(1)[0][0] if shared else CREATURE_TYPES[0]
    prompt = f"{res.source_name}: choose a creature type"
    question = Question(res.controller, "creature_type", prompt, CREATURE_TYPES, 1, 1, "205.3m")
    (picked,) = ask(game, question, default=(default,))
    return picked


def choose_type_as_it_enters(face: str, line: str) -> AsEnters:
    """614.12, 607.1, 205.3m: "As ~ enters, choose a creature type": its
    controller chooses as it enters, before anything sees it; the type is
    kept with the permanent (``Status.chosen``, shown to every player) for
    the lines that say "the chosen type" (607.2d), while it stays the same
    object (400.7)."""

    def apply(game: Game, permanent: GameObject) -> None:
        controller = game.controller(permanent)
        picked = chosen_creature_type(Resolution(game, controller, permanent.id, face, (), {}))
        chosen = (*permanent.status.chosen, picked)
        game.replace(permanent._replace(status=permanent.status._replace(chosen=chosen)))

    return AsEnters(face, line, apply, "614.12")


def chosen_type(obj: GameObject) -> str | None:
    """607.2d: the creature type chosen as ``obj`` entered, if one was."""
    return next((c for c in reversed(obj.status.chosen) if c in _CREATURE_TYPES), None)


def becomes_chosen_type(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "[objects] becomes the creature type of your choice [until end of
    turn]" (205.1b, 613.1d: its creature types replaced by the one chosen;
    its other subtypes stay)."""
    until = Duration.END_OF_TURN if clause.data == "becomes_chosen_type_eot" else Duration.INDEFINITE
    found = reading.objects(parts[0] if parts else Tree("self", []))

    def becomes(res: Resolution) -> None:
        chosen = chosen_creature_type(res)
        for obj in found(res):
            kept = tuple(t for t in res.game.characteristics(obj).subtypes if t not in _CREATURE_TYPES)
            res.game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=Modification(set_subtypes=(*kept, chosen)),
                    objects=(obj,),
                    until=until,
                    player=res.controller,
                    note=f"{res.source_name}: a {chosen}"
                    + (" until end of turn" if until is Duration.END_OF_TURN else ""),
                )
            )

    return becomes


def chosen_type_pump_grant(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Creatures of the creature type of your choice get +2/+2 and gain
    trample until end of turn" (611.2c: those of that type as it resolves)."""
    del reading
    plural = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PLURAL")
    if plural != "creatures":
        raise Unreadable(f"{plural} of the creature type of your choice")
    pt = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PT")
    if "X" in pt:
        raise Unreadable("+X/+X")
    power, toughness = (int(n) for n in pt.split("/"))
    keywords = tuple(k.capitalize() for k in _keywords_of(parts))

    def pump(res: Resolution) -> None:
        chosen = chosen_creature_type(res)
        game = res.game
        found = tuple(
            o.id
            for o in game.objects(Zone.BATTLEFIELD)
            if (value := game.characteristics(o)).has_type("Creature") and chosen in value.subtypes
        )
        if found:
            change = Modification(power=power, toughness=toughness, add_abilities=keywords)
            game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=change,
                    objects=found,
                    until=Duration.END_OF_TURN,
                    player=res.controller,
                    note=f"{res.source_name}: {chosen}s get {pt} until end of turn",
                )
            )

    return pump


def protection_choice(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "[objects] gains protection from the color of your choice until end of
    turn" (702.16a, 105.1): its controller chooses a color as it resolves
    (608.2d)."""

    def chosen(res: Resolution) -> Modification:
        prompt = f"{res.source_name}: choose a color"
        question = Question(res.controller, "color", prompt, COLOR_NAMES, 1, 1, "105.3")
        (picked,) = ask(res.game, question, default=(COLOR_NAMES[0],))
        return Modification(add_abilities=(f"Protection from {picked}",))

    return until_end_of_turn(reading, parts[0], chosen, "protection from the color of your choice")


def becomes_chosen_color_eot(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "[objects] becomes the color of your choice until end of turn": its
    controller chooses a color as it resolves (608.2d), which replaces the
    object's colors (105.3, layer 5: 613.1e) until end of turn (611.2a)."""

    def chosen(res: Resolution) -> Modification:
        prompt = f"{res.source_name}: choose a color"
        question = Question(res.controller, "color", prompt, COLOR_NAMES, 1, 1, "105.3")
        (picked,) = ask(res.game, question, default=(COLOR_NAMES[0],))
        return Modification(set_colors=(COLOR_WORDS[picked],))

    return until_end_of_turn(reading, parts[0], chosen, "the color of your choice")


def base_pt_until_end_of_turn(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "[objects] has base power and toughness 5/5 until end of turn" (613.4b)."""
    written = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "TOKEN_PT")
    power, toughness = (int(n) for n in written.split("/"))
    change = Modification(set_power=power, set_toughness=toughness)
    return until_end_of_turn(reading, parts[0], change, f"base power and toughness {written}")


def becomes_weird(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Until end of turn, target creature loses all abilities and becomes a
    red Weird with base power and toughness 0/1": its color (layer 5) and
    creature type (layer 4, its other subtypes replaced, 205.1b) are set, it
    loses its abilities (layer 6), and its base power and toughness are set
    (layer 7b), until end of turn (611.2a)."""
    tokens = {t.type: str(t) for t in clause.children if isinstance(t, Token)}
    power, toughness = (int(n) for n in tokens["TOKEN_PT"].split("/"))
    change = Modification(
        set_subtypes=(tokens["TYPE"],),
        set_colors=(COLOR_WORDS[tokens["COLOR"]],),
        lose_all_abilities=True,
        set_power=power,
        set_toughness=toughness,
    )
    return until_end_of_turn(
        reading, parts[0], change, f"a {tokens['COLOR']} {tokens['TYPE']} {tokens['TOKEN_PT']}"
    )


def becomes_choice_pt(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    options = tuple(str(t) for t in clause.children if isinstance(t, Token) and t.type == "TOKEN_PT")
    objects = reading.objects(parts[0])

    def becomes(res: Resolution) -> None:
        """608.2d, 613.4b: its controller chooses its base power and
        toughness; the effect lasts as long as it is that object (611.2a)."""
        found = tuple(objects(res))
        if not found:
            return
        prompt = f"{res.source_name}: which does it become, {' or '.join(options)}?"
        question = Question(res.controller, "choice", prompt, options, 1, 1, "608.2d")
        (picked,) = ask(res.game, question, default=options[:1])
        power, toughness = (int(n) for n in picked.split("/"))
        res.game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(set_power=power, set_toughness=toughness),
                objects=found,
                player=res.controller,
                note=f"{res.source_name}: base power and toughness {picked}",
            )
        )

    return becomes


def _keywords_of(parts: list[Tree[Token]]) -> tuple[str, ...]:
    return keyword_names(next(p for p in parts if p.data == "keywords"))


def grant(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    keywords = _keywords_of(parts)
    return until_end_of_turn(reading, parts[0], Modification(add_abilities=keywords), ", ".join(keywords))


def grant_quoted(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Until end of turn, creatures you control gain menace and "[ability]"",
    "Until end of turn, that creature gains "[ability]"" (113.1a, 611.2a):
    the quoted ability as printed, read as each object that gains it (its
    own "this creature")."""
    found = re.search(r'"([^"]+)"', reading.key)
    if found is None:
        raise Unreadable("no quoted ability")
    keywords = _keywords_of(parts) if any(p.data == "keywords" for p in parts) else ()
    change = Modification(add_abilities=(*keywords, found.group(1)))
    told = f"{', '.join(keywords)} and a quoted ability" if keywords else "a quoted ability"
    return until_end_of_turn(reading, parts[0], change, told)


def grant_until_next_turn(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "... gain indestructible until your next turn" (611.2b)."""
    keywords = _keywords_of(parts)
    change = Modification(add_abilities=keywords)
    return until_end_of_turn(
        reading, parts[0], change, ", ".join(keywords), until=Duration.UNTIL_YOUR_NEXT_TURN
    )


def pump_grant(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    pt = next(c for c in clause.children if isinstance(c, Token) and c.type == "PT")
    keywords = _keywords_of(parts)
    return until_end_of_turn(reading, parts[0], pt_now(pt, keywords), f"{pt} and {', '.join(keywords)}")


def counters(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if parts[0].data == "that_many" and not (reading.amount_noted or reading.damage_noted):
        raise Unreadable("'that many' with no amount noted")
    count = amount(parts[0])
    kind = words(parts[1])
    if "X" in kind:
        raise Unreadable("a +X/+X counter")
    objects = reading.objects(parts[-1])
    if parts[-1].data == "self":
        reading.counter_kind = kind

    def put_counters(res: Resolution) -> None:
        """122.1, 122.6: counters on each permanent named."""
        for obj in objects(res):
            moves.add_counters(res.game, obj, kind, count(res))

    return put_counters


def counters_for_each(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if parts[0].data == "that_many":
        raise Unreadable("'that many' for each")
    count = amount(parts[0])
    kind = words(parts[1])
    if "X" in kind:
        raise Unreadable("a +X/+X counter")
    objects = reading.objects(parts[2])
    wanted = read_filter(parts[3])

    def put_counters(res: Resolution) -> None:
        """122.1, 608.2h: N counters for each permanent that fits, counted as
        it resolves."""
        counted = sum(1 for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted))
        for obj in objects(res):
            if counted:
                moves.add_counters(res.game, obj, kind, count(res) * counted)

    return put_counters


def counters_for_each_counter(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """122.1, 608.2h: "put a +1/+1 counter on that token for each +1/+1
    counter on ~": as many as ~ has as it resolves (as it last existed on
    the battlefield if it has left)."""
    del clause
    if not reading.has_self or parts[0].data == "that_many":
        raise Unreadable("counters for each counter on ~, with no ~")
    count, kind, counted = amount(parts[0]), words(parts[1]), words(parts[-1])
    if "X" in kind or "X" in counted:
        raise Unreadable("a +X/+X counter")
    objects = reading.objects(parts[2])

    def put_counters(res: Resolution) -> None:
        source = res.source_object(Zone.BATTLEFIELD)
        known = res.game.last_known.get(res.source) if source is None and res.source is not None else None
        status = source.status if source is not None else known.object.status if known is not None else None
        many = status.counter(counted) if status is not None else 0
        for obj in objects(res):
            if many:
                moves.add_counters(res.game, obj, kind, count(res) * many)

    return put_counters


def remove_those_counters(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Put a landmark counter on ~. Then if there are three or more landmark
    counters on it, remove those counters": every counter of the kind put on
    ~ before (122.8)."""
    if not reading.counter_kind:
        raise Unreadable("'remove those counters' with no kind of counter on ~ before")
    return remove_all_counters(
        reading,
        [Tree("counter_kind", [Token("COUNTER_KIND", reading.counter_kind)]), Tree("self", [])],
        Tree("remove", []),
    )


def remove_all_counters(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    kind = words(parts[0])
    objects = reading.objects(parts[-1])
    reading.amount_noted = True

    def remove(res: Resolution) -> None:
        """122.8: remove every counter of that kind; how many, for "that many"."""
        removed = 0
        for obj in objects(res):
            found = res.game.get(obj)
            count = found.status.counter(kind)
            if count:
                res.game.replace(found._replace(status=found.status.with_counters(kind, -count)))
                removed += count
        res.noted["amount"] = str(removed)

    return remove
