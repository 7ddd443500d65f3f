"""Compiled effects that move or change permanents and spells: destroy
(701.8), exile, bounce and return from a graveyard (400.7), tap and untap
(701.26), transform (701.27), flip (710.2), sacrifice (701.21), attach
(701.3), counter (701.6), gain control (613.1b), return the card a
permanent became as it died (603.10a)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import EXILED_THIS_WAY
from mtgfaces.rules.abilities.compiler.linked import link_exiled
from mtgfaces.rules.abilities.compiler.objects import THOSE, Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter, words
from mtgfaces.rules.abilities.compiler.returning import return_the_card
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import countering, faces, moves, regeneration
from mtgfaces.rules.actions import meld as melding
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetFilter, TargetKind, Targets
from mtgfaces.rules.state.choices import Question, ask, choose_objects, may
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId


def _gaining_control(until: Duration) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        objects = reading.objects(parts[0])

        def gain_control(res: Resolution) -> None:
            """613.1b, 611.2a: its controller gains control until end of turn,
            or with no end (while it is the same object, 400.7)."""
            for obj in objects(res):
                moves.gain_control(res.game, obj, res.controller, until=until)

        return gain_control

    return build


gain_control = _gaining_control(Duration.END_OF_TURN)
gain_control_for_good = _gaining_control(Duration.INDEFINITE)


def exchange_control(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Exchange control of target creature you control and target creature
    an opponent controls" (701.12)."""
    ones, others = reading.objects(parts[0]), reading.objects(Tree("target", [parts[1]]))

    def exchange(res: Resolution) -> None:
        """701.12a-b: each controller gains control of the permanent the
        other controlled, for good (613.1b); if either target is gone or
        illegal (608.2b), or one player controls both, no part of it happens."""
        game = res.game
        pair = [moves.find(game, found, Zone.BATTLEFIELD) for found in (*ones(res)[:1], *others(res)[:1])]
        if len(pair) != 2 or pair[0] is None or pair[1] is None:
            return
        first, second = game.controller(pair[0]), game.controller(pair[1])
        if first == second:
            return
        moves.gain_control(game, pair[0].id, second)
        moves.gain_control(game, pair[1].id, first)

    return exchange


def doesnt_untap_next(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def held(res: Resolution) -> None:
        """502.3: each doesn't untap during its controller's next untap step
        (a rule effect per permanent, ended by that step, turns.py)."""
        for obj in objects(res):
            note = f"{res.source_name}: doesn't untap during its controller's next untap step"
            effect = RuleEffect(
                0, RuleEffectKind.DOESNT_UNTAP_NEXT, res.controller, objects=(int(obj),), note=note
            )
            res.game.add_rule_effect(effect)

    return held


def remove_from_combat(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def remove(res: Resolution) -> None:
        """506.4: it stops being an attacking, blocking, blocked or unblocked
        creature (it deals and is dealt no combat damage, 510.1)."""
        for obj_id in objects(res):
            obj = res.game.get(obj_id)
            res.game.replace(obj._replace(status=obj.status._replace(attacking=None, blocking=None)))

    return remove


def attach_self(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("attach ~ in a spell")
    objects = reading.objects(parts[0])

    def attach(res: Resolution) -> None:
        """701.3a: attach it (an Aura or Equipment) to the permanent named; one
        that can't be attached there doesn't move (701.3b)."""
        source = source_permanent(res)
        if source is not None:
            for obj in objects(res)[:1]:
                moves.attach(res.game, source.id, obj)

    return attach


def sacrifice_fitting(
    res: Resolution, player: str, wanted: TargetFilter, count: int, *, another: bool
) -> int:
    """701.21a: ``player`` sacrifices ``count`` permanents they control that
    fit, of their choice ("another": not the source); how many they could."""
    game = res.game
    theirs = [
        o
        for o in game.objects(Zone.BATTLEFIELD, player)
        if matches(res, o, wanted) and not (another and o.id == res.source)
    ]
    prompt = f"{res.source_name}: sacrifice {wanted.words}"
    chosen = choose_objects(game, player, "sacrifice", prompt, [o.id for o in theirs], count, "701.21a")
    for obj in chosen:
        # 608.2h: "the number of colors that creature was", as it last existed
        value = game.characteristics(game.get(obj))
        res.noted[SACRIFICED_COLORS] = str(len(value.colors))
        res.noted[SACRIFICED_MANA_VALUE] = str(int(value.mana_value))
        res.noted[SACRIFICED_BY] = player
        moves.sacrifice_permanent(game, game.get(obj))
    return len(chosen)


SACRIFICED_COLORS = "sacrificed colors"
SACRIFICED_MANA_VALUE = "sacrificed mana value"  # 608.2h: "that permanent's mana value", as it last existed
SACRIFICED_BY = "sacrificed by"  # "that player": who sacrificed it


def any_opponent_may_sacrifice(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    del reading
    wanted = read_filter(parts[0])

    def offer(res: Resolution) -> None:
        """609.3, 701.21a, 101.4: each opponent in turn order, from the
        active player, may sacrifice one that fits until one does; noted
        for "if no one does" (608.2c)."""
        game = res.game
        order = list(game.players)
        start = order.index(game.turn.active)
        done = False
        for player in order[start:] + order[:start]:
            if player not in game.opponents(res.controller) or game.player(player).has_lost:
                continue
            theirs = [o for o in game.objects(Zone.BATTLEFIELD, player) if matches(res, o, wanted)]
            if theirs and may(game, player, f"{res.source_name}: sacrifice {wanted.words}?", default=False):
                done = sacrifice_fitting(res, player, wanted, 1, another=False) > 0
                if done:
                    break
        res.noted["did"] = "yes" if done else "no"

    return offer


def sacrifice_chosen(*, another: bool) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        wanted = read_filter(parts[0])
        reading.sacrificed_one = True

        def sacrifice(res: Resolution) -> None:
            """701.21a: its controller sacrifices one that fits; if none could
            be, "if you do" doesn't happen and "if you can't" does (608.2c)."""
            done = sacrifice_fitting(res, res.controller, wanted, 1, another=another)
            res.noted["did"] = "yes" if done else "no"

        return sacrifice

    return build


def regrow_colors_of_sacrificed(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Return up to X cards from your graveyard to your hand, where X is
    the number of colors that creature was" (Bound): X from the creature
    sacrificed just before, as it last existed (608.2h, 105.2; 0 if none
    was); the cards chosen as it resolves, not targeted (608.2c)."""
    if not reading.sacrificed_one:
        raise Unreadable("'that creature' with no creature sacrificed before")

    def regrow(res: Resolution) -> None:
        game, player = res.game, res.controller
        most = int(res.noted.get(SACRIFICED_COLORS, "0"))
        cards = tuple(f"#{int(o.id)}" for o in game.objects(Zone.GRAVEYARD, player))
        if not most or not cards:
            return
        prompt = f"{res.source_name}: return up to {most} cards from your graveyard to your hand"
        question = Question(player, "return", prompt, cards, 0, min(most, len(cards)), "608.2c")
        for word in ask(game, question, default=cards[:most]):
            moves.move(game, ObjectId(int(word[1:])), Zone.HAND)

    return regrow


def exile_this_card(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Exile this card." as a spell's last instruction: the card goes from
    the stack to exile as it resolves, not to its owner's graveyard (608.2c,
    608.2n; a copy, which isn't a card, 707.10a, ceases to exist)."""
    if reading.has_self:
        raise Unreadable("'exile this card' of a permanent's ability")

    def exile_it(res: Resolution) -> None:
        spell = res.source_object(Zone.STACK)
        if spell is not None:
            moves.leave(res.game, spell, Zone.EXILE)

    return exile_it


def _move_to(zone: Zone, rule: str, *, tapped: bool = False) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        objects = reading.objects(parts[0])
        needs_graveyard = zone in (Zone.HAND, Zone.BATTLEFIELD) and _from_graveyard(parts[0])
        if zone is Zone.HAND and not needs_graveyard and parts[0].data not in _BOUNCEABLE:
            raise Unreadable("a hand the grammar didn't name")

        named = parts[0].data
        itself = (
            zone is Zone.EXILE
            and (named == "self" or (named == "it" and reading.it_is_source))
            and not reading.dies_itself
        )
        if itself:
            reading.exiled_itself = True  # "exile ~, then return it ...": the card it became (400.7)

        noting = zone is Zone.BATTLEFIELD and not reading.event_object
        if zone is Zone.BATTLEFIELD and reading.targets is not None and named in _TARGETED:
            reading.returned_targets = True  # "they gain haste": the permanents they became (400.7)
        if noting:
            reading.returned_object = True
        if zone is Zone.EXILE:
            reading.exiled_noted = True

        def move(res: Resolution) -> None:
            if zone is Zone.EXILE:
                res.noted[EXILED_THIS_WAY] = ""
            for obj in objects(res):
                if zone is Zone.BATTLEFIELD:
                    moves.put_onto_battlefield(res.game, obj, under=res.controller, tapped=tapped)  # 110.2
                    if noting:  # 608.2h: what "it" is now, the permanent it became (400.7)
                        entered = became(res.game.log, obj, Zone.BATTLEFIELD.value)
                        res.noted["object"] = str(int(entered[-1])) if entered else ""
                else:
                    moves.move(res.game, obj, zone)
                    if zone is Zone.EXILE:  # "if a creature card was exiled this way" (608.2c)
                        gone = became(res.game.log, obj, zone.value)
                        res.noted[EXILED_THIS_WAY] = ",".join(
                            filter(None, [res.noted.get(EXILED_THIS_WAY, ""), *(str(int(c)) for c in gone)])
                        )
                        link_exiled(res, gone)  # 607.2a: for "the exiled card"
                    if itself:
                        cards = became(res.game.log, obj, zone.value)
                        res.noted["card"] = ",".join(str(int(c)) for c in cards)

        move.__doc__ = f"{rule}: each object named moves to its owner's {zone.value}."
        return move

    return build


_TARGETED = ("target", "another_target", "up_to", "up_to_other", "any_number", "any_number_other")

_BOUNCEABLE = (
    "self",
    "it",
    "target",
    "another_target",
    "up_to",
    "up_to_other",
    "any_number",
    "any_number_other",
    "each",
    "each_other",
    "in_combat_with_target",
)


def _from_graveyard(tree: Tree[Token]) -> bool:
    return any(
        isinstance(c, Tree)
        and c.data
        in (
            "from_your_graveyard",
            "from_a_graveyard",
            "from_a_single_graveyard",
            "from_all_graveyards",
            "from_an_opponents_graveyard",
        )
        for c in tree.children
    )


def regrow(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    owned = any(
        c.data == "owned" for c in parts[0].iter_subtrees()
    )  # "permanents you own": your hand is theirs
    if not _from_graveyard(parts[0]) and not owned:
        raise Unreadable("'to your hand' from the battlefield")
    return _move_to(Zone.HAND, "400.7")(reading, parts, clause)


def reanimate(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if parts[0].data == "it" and (reading.exiled_itself or reading.dies_itself):
        # "Exile ~, then return it to the battlefield": the card it became, front
        # face up (712.14a), under the control of the ability's controller (110.2a)
        return return_the_card(reading, parts, clause)
    if not _from_graveyard(parts[0]):
        raise Unreadable("'to the battlefield' from the battlefield")
    return _move_to(Zone.BATTLEFIELD, "110.2")(reading, parts, clause)


def return_tapped(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Return it to the battlefield tapped": the card a permanent became
    (400.7), or a card from a graveyard onto the battlefield tapped under
    its controller's control (110.2, 110.5b: "tapped" is how it enters)."""
    named = parts[0].data
    if named in ("it", "self") or not _from_graveyard(parts[0]):
        return return_the_card(reading, parts, clause)
    return _move_to(Zone.BATTLEFIELD, "110.2", tapped=True)(reading, parts, clause)


def put_reanimate(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put target creature card from a graveyard onto the battlefield under
    your control" (110.2a: under the control of the player who puts it)."""
    return reanimate(reading, [Tree("target", list[Token | Tree[Token]](parts))], clause)


def put_reanimate_up_to(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put up to two target creature cards from a single graveyard onto
    the battlefield under your control" (110.2a, 601.2c)."""
    return reanimate(reading, [Tree("up_to", list[Token | Tree[Token]](parts))], clause)


def put_chosen_reanimate(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put a creature card from a graveyard onto the battlefield under your
    control" (110.2a, 608.2d: chosen as it resolves, not targeted)."""
    return reanimate(reading, [Tree("one_chosen", list[Token | Tree[Token]](parts))], clause)


def reanimate_attacking(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    if not _from_graveyard(parts[0]) or not reading.has_self:
        raise Unreadable("'tapped and attacking' with no attacking source")
    objects = reading.objects(parts[0])

    def attacking(res: Resolution) -> None:
        put_attacking(res, objects(res))

    return attacking


def put_attacking(res: Resolution, cards: list[ObjectId]) -> None:
    """110.2, 508.4: onto the battlefield under its controller's control,
    tapped and attacking what its source attacks (the first opponent if it
    attacks nothing); it was never declared as an attacker, so "whenever ~
    attacks" doesn't see it."""
    game = res.game
    source = res.source_object(Zone.BATTLEFIELD)
    target = source.status.attacking if source is not None else None
    target = target if target is not None else next(iter(game.opponents(res.controller)), None)
    for obj in cards:
        before = len(game.log)
        moves.put_onto_battlefield(game, obj, under=res.controller, tapped=True)
        for event in game.log[before:]:
            if event.kind is EventKind.ENTERED_BATTLEFIELD and event.object is not None:
                entered = game.get(event.object)
                game.replace(entered._replace(status=entered.status._replace(attacking=target)))


def bounce_card_and_permanent(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Return target creature card from a graveyard and target creature on
    the battlefield to their owners' hands" (601.2c: two target words; 400.7:
    each one still there goes to its owner's hand; 608.2b: an illegal one
    doesn't)."""
    card, graveyard, permanent = parts[0], parts[1], parts[2]
    named = [reading.objects(Tree("target", [card, graveyard])), reading.objects(Tree("target", [permanent]))]

    def return_both(res: Resolution) -> None:
        for objects in named:
            for obj in objects(res):
                moves.move(res.game, obj, Zone.HAND)

    return return_both


def bounce(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if _from_graveyard(parts[0]) and parts[0].data != "each_in_graveyard":
        raise Unreadable("a graveyard card to its owner's hand")
    return _move_to(Zone.HAND, "400.7")(reading, parts, clause)


def tap_or_untap(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def tap_or_untap_it(res: Resolution) -> None:
        """701.26: its controller chooses to tap it or untap it."""
        game = res.game
        for obj in objects(res):
            found = moves.find(game, obj, Zone.BATTLEFIELD)
            if found is None:
                continue
            question = Question(
                res.controller,
                "tap_or_untap",
                f"{res.source_name}: tap or untap it?",
                ("tap", "untap"),
                1,
                1,
                "701.26",
            )
            default = ("untap",) if found.status.tapped else ("tap",)
            (choice,) = ask(game, question, default=default)
            if choice == "untap":
                moves.untap(game, found)  # 122.1d
            else:
                game.replace(found._replace(status=found.status._replace(tapped=True)))

    return tap_or_untap_it


def destroy(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    named = [reading.objects(parts[0])]
    if len(parts) == 2:  # "destroy target A and target B": two target words (601.2c)
        named.append(reading.objects(Tree("target", [parts[1]])))

    def destroy(res: Resolution) -> None:
        """701.8a: destroy: to its owner's graveyard, unless indestructible
        (702.12b) or regenerated (701.19a; not when the text says it can't
        be, 701.19c)."""
        found = [obj for objects in named for obj in objects(res)]
        for obj in dict.fromkeys(found):
            if obj in res.game:  # named twice, or gone with another (400.7)
                regeneration.destroy(res.game, obj, can_regenerate=not reading.no_regeneration)

    return destroy


def destroy_all_but_chosen(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Choose a creature or planeswalker, then destroy all other creatures
    and planeswalkers." (608.2d: chosen as it resolves, not a target; 701.8a)."""
    plural = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PLURAL")
    if plural != "creatures":
        raise Unreadable("only 'creatures and planeswalkers' is read")
    wanted = read_filter(parts[0])
    doomed = ("Creature", "Planeswalker")

    def destroy_others(res: Resolution) -> None:
        game = res.game
        candidates = [o.id for o in game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)]
        prompt = f"{res.source_name}: choose a {wanted.words} to keep"
        kept = choose_objects(game, res.controller, "choose", prompt, candidates, 1, "608.2d")
        for obj in game.objects(Zone.BATTLEFIELD):
            if obj.id not in kept and any(game.characteristics(obj).has_type(t) for t in doomed):
                regeneration.destroy(game, obj.id, can_regenerate=not reading.no_regeneration)

    return destroy_others


def regenerate(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def shield(res: Resolution) -> None:
        """701.19a: "regenerate [permanent]": a shield for this turn."""
        for obj in objects(res):
            regeneration.add_shield(res.game, obj, res.controller, res.source_name)

    return shield


def tap(tapped: bool) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        objects = reading.objects(parts[0])

        def tap(res: Resolution) -> None:
            """701.26a, 701.26b: tap or untap each permanent named."""
            for obj in objects(res):
                found = moves.find(res.game, obj, Zone.BATTLEFIELD)
                if found is not None and found.status.tapped != tapped:
                    if tapped:
                        res.game.replace(found._replace(status=found.status._replace(tapped=True)))
                    else:
                        moves.untap(res.game, found)  # 122.1d: a stun counter is removed instead

        return tap

    return build


def meld_them(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("meld in a spell")
    result = str(next(c for c in clause.children if isinstance(c, Token) and c.type == "MELD_NAME"))

    def meld(res: Resolution) -> None:
        """701.42a: exile this and its pair, then meld them into ``result``
        (nothing happens unless one player owns and controls both, 701.42b)."""
        game = res.game
        source = source_permanent(res)
        if source is None or source.card.meld is None:
            return
        partner = source.card.meld.partner
        pair = next(
            (
                o
                for o in game.objects(Zone.BATTLEFIELD, res.controller)
                if o.id != source.id and o.card.name == partner and o.owner == res.controller
            ),
            None,
        )
        if pair is not None and source.card.meld.result == result:
            melding.meld(game, source.id, pair.id)

    return meld


def transform_it(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.event_object and reading.has_self and reading.targets is None:
        return transform_self(reading, parts, clause)  # "it": the permanent itself
    if reading.counter_kind and reading.has_self:
        # "put a bloodline counter on ~. Then if there are three or more
        # bloodline counters on it, remove those counters and transform it": ~
        return transform_self(reading, parts, clause)
    if reading.event_object != "entered":
        raise Unreadable("'transform it' with no permanent that entered")

    def transform(res: Resolution) -> None:
        """701.27a: transform the permanent the trigger event was about, if
        it is still the same one (400.7)."""
        noted = res.noted.get("object", "")
        found = moves.find(res.game, ObjectId(int(noted)), Zone.BATTLEFIELD) if noted.isdigit() else None
        if found is not None:
            faces.transform(res.game, found.id)

    return transform


def sacrifice_it(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Sacrifice it": the permanent itself, only where "it" can name
    nothing else (no target, no object of the trigger event); in a delayed
    triggered ability, "sacrifice them": the permanents it refers to, those
    still the same objects (603.7c, 400.7) that its controller controls
    (701.21a: only those can be sacrificed)."""
    if reading.delayed_objects:
        them = reading.objects(Tree("it", []))

        def sacrifice_them(res: Resolution) -> None:
            for found in them(res):
                obj = res.game.get(found)
                if obj.zone is Zone.BATTLEFIELD and res.game.controller(obj) == res.controller:
                    moves.sacrifice_permanent(res.game, obj)

        return sacrifice_them
    if not reading.it_is_source:
        raise Unreadable("'sacrifice it' of something other than itself")
    return sacrifice_self(reading, parts, clause)


def untap_them(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Creatures you control gain hexproof until end of turn. Untap them.":
    the permanents the phrase before named, those still on the battlefield
    (400.7, 608.2c)."""
    if not reading.each_named:
        raise Unreadable("'them' with no 'each' or 'all' before it")

    def untap(res: Resolution) -> None:
        """701.26b: untap each that is still a tapped permanent."""
        for word in filter(None, res.noted.get(THOSE, "").split(",")):
            found = moves.find(res.game, ObjectId(int(word)), Zone.BATTLEFIELD)
            if found is not None and found.status.tapped:
                moves.untap(res.game, found)  # 122.1d

    return untap


def to_itself(what: str, act: Callable[[Resolution, GameObject], None]) -> Builder:
    """A clause that acts on its source permanent ("transform ~", "flip ~",
    "sacrifice ~"), if it is still the same permanent (400.7)."""

    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        if not reading.has_self:
            raise Unreadable(f"{what} ~ in a spell")

        def on_itself(res: Resolution) -> None:
            found = source_permanent(res)
            if found is not None:
                act(res, found)

        on_itself.__doc__ = act.__doc__
        return on_itself

    return build


def _transform(res: Resolution, it: GameObject) -> None:
    """701.27a, 701.27f: transform it, unless it transformed since."""
    faces.transform(res.game, it.id, source=it.id, since_transformations=res.transformations)


def _convert(res: Resolution, it: GameObject) -> None:
    """701.28a, 701.28e: convert it (the same as transforming under every
    rule), unless it transformed or converted since."""
    faces.convert(res.game, it.id, source=it.id, since_transformations=res.transformations)


def _flip(res: Resolution, it: GameObject) -> None:
    """710.2, 710.4: flip it (one way)."""
    faces.flip(res.game, it.id)


def _sacrifice(res: Resolution, it: GameObject) -> None:
    """701.21a: its controller puts it into its owner's graveyard."""
    if res.game.controller(it) == res.controller:
        moves.sacrifice_permanent(res.game, it)


transform_self = to_itself("transform", _transform)
convert_self = to_itself("convert", _convert)
flip_self = to_itself("flip", _flip)
sacrifice_self = to_itself("sacrifice", _sacrifice)


def target_spell(parts: list[Tree[Token]], clause: Tree[Token]) -> Targets:
    """115.1a: "target [instant or sorcery] spell [with mana value N or
    less]": a spell on the stack (202.3: its mana value)."""
    wanted = read_filter(parts[0], zone=Zone.STACK)._replace(words=f"{words(parts[0])} spell".strip())
    tokens = {t.type: str(t) for t in clause.children if isinstance(t, Token)}
    if "INT" in tokens:  # "with mana value 3 or less" (202.3)
        test = ">=" if tokens["MORE_LESS"] in ("greater", "more") else "<="
        wanted = wanted._replace(mana_value=Comparison(test, int(tokens["INT"])))
    return Targets(TargetKind.FILTERED, filter=wanted)


def counter_spell(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    chosen = reading.aim(target_spell(parts, clause))
    where = reading.countered_to = [Zone.GRAVEYARD]  # "exile it instead" (spells.py) may change it

    def counter(res: Resolution) -> None:
        """701.6a: the countered spell goes to its owner's graveyard; one that
        can't be countered isn't (113.6g, 101.2)."""
        for target in chosen(res):
            if isinstance(target, str) or not countering.counter_spell(res.game, target, to=where[0]):
                continue
            if where[0] is Zone.EXILE:  # 614.1a: "exile it instead"
                res.noted[COUNTERED_EXILED] = ",".join(map(str, became(res.game.log, target, "exile")))

    return counter


COUNTERED_EXILED = "countered exiled"  # the card a spell countered this way became in exile

_exile_objects = _move_to(Zone.EXILE, "406.2")


def exile(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """406.2: "exile [objects]"; in a spell's text, "Exile ~" / "Exile this
    card" is the spell exiling itself as it resolves (608.2n)."""
    if parts[0].data == "self" and not reading.has_self:
        return exile_this_card(reading, parts, clause)
    return _exile_objects(reading, parts, clause)
