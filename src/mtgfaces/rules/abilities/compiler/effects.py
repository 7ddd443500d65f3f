"""What each clause of a compiled line does as the ability resolves (608.2c:
in the order written), built from the engine's actions. A clause the
grammar reads but nothing here runs raises :class:`Unreadable`, so its line
is not compiled."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import (
    by_power,
    changing,
    chosen_type,
    coins,
    control_choices,
    copying,
    crafted,
    day_and_night,
    digging,
    dividing,
    dread,
    exiled_looked,
    face_down,
    face_down_exile,
    face_up,
    fighting,
    foretelling,
    halves,
    hands,
    hideaway,
    library,
    life_and_damage,
    linked,
    mana,
    mana_spent,
    manifest,
    manifestations,
    melding,
    milled,
    moving,
    piles,
    random_exile,
    returning,
    revealed_hand,
    revealing,
    skipping,
    spells,
    theft,
    tokens,
    unless,
    where_x,
)
from mtgfaces.rules.abilities.compiler.conditions import read_condition
from mtgfaces.rules.abilities.compiler.delayed import delayed_sentence, reflexive_sentence
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter, words
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.events import became

_OFFERS = frozenset({"may", "cast_hidden", "cast_exiled_if", "cast_the_copy", "any_opponent_may_sacrifice"})
"""The clauses that offer a choice (609.3): "If you do" may follow (608.2c)."""


def sentences(reading: Reading, tree: Tree[Token]) -> Effect:
    """An ``effects`` subtree: its sentences' clauses, done in order."""
    steps: list[Effect] = []
    # the step of the last "if" sentence, its test and its effects: what "Otherwise" is read with
    last_if: tuple[int, Callable[[Resolution], bool], list[Effect]] | None = None
    for at, sentence in enumerate(tree.children):
        assert isinstance(sentence, Tree)
        if sentence.data == "face_down_as":  # "It's a 2/2 Cyberman artifact creature." (708.2)
            steps[-1] = face_down.turned_down_as(reading, tree.children[at - 1] if at else None, sentence)
            continue
        if sentence.data == "melded_enters_attacking":  # 508.4: the sentence before melds
            if not steps:
                raise Unreadable("'it enters attacking' with nothing before")
            steps[-1] = melding.enters_attacking(reading, steps[-1])
            continue
        if sentence.data == "activation_costs_less":
            _activation_costs_less(reading, sentence)
            continue
        if sentence.data == "face_down_as_plural":  # "They're 2/2 Cyberman artifact creatures." (708.2)
            steps[-1] = theft.their_top_as(reading, tree.children[at - 1] if at else None, sentence)
            continue
        if sentence.data == "once_each_turn_trigger":
            reading.once_each_turn = True  # read by the trigger's condition (templates)
            continue
        if sentence.data == "cant_regenerate":
            reading.no_regeneration = True  # 701.19c: its destruction ignores regeneration shields
            continue
        if sentence.data == "dug_enters_with":  # 614.1c: read by the "put" before it
            steps.append(digging.dug_enters_with(reading, sentence))
            continue
        if sentence.data == "looked_to_hand_if_not":
            steps.append(digging.looked_to_hand_if_not(reading, sentence))
            continue
        if sentence.data == "exiled_to_hand_if_not":
            steps.append(exiled_looked.exiled_to_hand_if_not(reading))
            continue
        if sentence.data in mana.SENTENCES:  # what the mana added before is (106.4)
            mana.SENTENCES[str(sentence.data)](reading, sentence)
            continue
        if sentence.data == "still_what_they_were":
            # 205.1b: "They're still lands": what the sentence before added
            # doesn't replace their types (it adds, as become_creatures does)
            if not reading.became_creatures:
                raise Unreadable("'they're still ...' after nothing they became")
            continue
        if sentence.data in ("each_chooses_you_gain_control", "chooses_in_your_graveyard_to_hand"):
            steps.append(control_choices.SENTENCES[str(sentence.data)](reading, sentence))
            continue
        if sentence.data == "sentence_foretold":  # 702.143d
            steps.append(foretelling.sentence_foretold(reading, sentence, _clause))
            continue
        if sentence.data == "if_choose_for_each_opponent_destroy":
            steps.append(control_choices.if_choose_for_each_opponent_destroy(reading, sentence))
            last_if = None
            continue
        if sentence.data in manifestations.SENTENCES:  # 701.20a, 122.1, 613.1d
            steps.append(manifestations.SENTENCES[str(sentence.data)](reading, sentence))
            continue
        if sentence.data in random_exile.SENTENCES:  # 406.3, 118.9, 608.2c
            steps.append(random_exile.SENTENCES[str(sentence.data)](reading, sentence))
            continue
        if sentence.data == "becomes_creature_still_land":
            steps.append(changing.becomes_creature_still_land(reading, sentence))
            continue
        if sentence.data == "exile_if_dies_this_way":
            steps.append(life_and_damage.exile_if_dies_this_way(reading))
            continue
        if sentence.data == "countered_exiled_instead":
            spells.countered_exiled_instead(reading)  # 614.1a: the sentence before exiles it
            continue
        if sentence.data == "destroy_countered_source":
            steps.append(spells.destroy_countered_source(reading))
            continue
        if sentence.data == "damaged_cant_block":
            steps.append(life_and_damage.damaged_cant_block(reading))
            continue
        if sentence.data == "transform_if":  # "Then transform ~ if [condition]." (608.2c)
            (asked,) = (c for c in sentence.children if isinstance(c, Tree))
            steps.append(_if_so(read_condition(asked), [moving.transform_self(reading, [], sentence)]))
            continue
        if sentence.data == "cast_random_crafted":
            steps.append(crafted.cast_random_crafted(reading, sentence))
            continue
        if sentence.data == "for_each_exiled":
            steps.append(life_and_damage.for_each_exiled(reading, sentence))
            continue
        if sentence.data == "draw_the_difference":
            steps.append(hands.draw_the_difference(reading, sentence))
            continue
        if sentence.data in _DELAYED:
            steps.append(delayed_sentence(reading, sentence, _clause))  # 603.7a
            reading.offered = False
            continue
        if sentence.data in where_x.SENTENCES:
            steps.append(where_x.sentence_where_x(reading, sentence, _clause))
            continue
        if sentence.data == "when_you_do":  # 603.12: a reflexive triggered ability
            steps.append(reflexive_sentence(reading, sentence, sentences))
            reading.offered = reading.done_for_reflexive = False
            continue
        if sentence.data == "if_condition" and _looked_is(reading, sentence):
            # "If it's a land card, you may put it onto the battlefield." (401.4)
            steps.append(digging.looked_onto_battlefield_if_its(reading, sentence))
            continue
        if sentence.data == "if_you_do_unless":
            # 608.2c: "If you do, [clauses] unless [condition].": the clauses
            # only if its controller did what the sentence before offered,
            # and then only if the condition is false as they would be done.
            if not reading.offered:
                raise Unreadable("'if you do' after nothing offered")
            said, asked_unless = (c for c in sentence.children if isinstance(c, Tree))
            unless = _clauses_of(reading, said)
            steps.append(_if_you_did([_if_else(read_condition(asked_unless), [], unless)]))
            continue
        *condition, clauses = sentence.children
        assert isinstance(clauses, Tree)
        reading.done_for_reflexive = False  # a clause of this sentence may say it is always done
        done = _clauses_of(reading, clauses)
        if sentence.data == "if_first_resolution":  # 608.2c: asked as the sentence is done
            if not (reading.key and reading.has_self):
                raise Unreadable("'this ability has resolved' with no ability of a permanent")
            first = face_up.first_resolution(reading)
            steps.append(_if_so(first, done))
            last_if = (len(steps) - 1, first, done)
            continue
        if sentence.data == "if_condition":
            (test,) = condition
            assert isinstance(test, Tree)
            if test.data in ("it_is_type", "it_is_subtype") and not (
                reading.event_object or reading.returned_object
            ):
                raise Unreadable("'if it's a ...' with nothing noted for 'it'")
            if test.data == "you_controlled_it" and (reading.targets is None or reading.several_words):
                raise Unreadable("'if you controlled it' with no one target before it")
            if test.data == "it_is_card_type" and not reading.revealed_target:
                raise Unreadable("'if it's a ... card' with no card revealed before")
            if test.data in ("won_flip", "lost_flip") and not reading.flipped:
                raise Unreadable("'if you lose the flip' with no flip before")
            if test.data in ("exiled_this_way", "that_graveyard_empty") and not reading.exiled_noted:
                raise Unreadable("'exiled this way' with no exile before")
            if test.data == "that_player_no_hand" and not (
                reading.that_player or any(w.filter is not None and w.filter.players for w in reading.words)
            ):
                raise Unreadable("'that player' with no player named before")
            if test.data in ("coin_heads", "coin_tails") and not reading.flipped_coin:
                raise Unreadable("'if it comes up heads' with no coin flipped before")
            if test.data == "counters_on_it" and not reading.counter_kind:
                raise Unreadable("'counters on it' with no counter put on ~ before")  # "it" is ~
            steps.append(_if_so(read_condition(test), done))
            last_if = (len(steps) - 1, read_condition(test), done)
            continue
        if sentence.data == "if_instead":
            if not steps:
                raise Unreadable("'instead' with no sentence before")
            (asked,) = (c for c in sentence.children[:1] if isinstance(c, Tree))
            steps[-1] = _if_else(read_condition(asked), done, [steps[-1]])
            last_if = None
            continue
        if sentence.data == "otherwise":
            if last_if is None or last_if[0] != len(steps) - 1:
                raise Unreadable("'otherwise' after no 'if' sentence just before")
            steps[-1] = _if_else(last_if[1], last_if[2], done)
            last_if = None
            continue
        if sentence.data == "if_cast_this_way" and not all(
            c.data in ("spend_as_any_type", "spend_as_any_color")
            for c in clauses.children
            if isinstance(c, Tree) and c.data != "joiner"
        ):
            # 609.4b: "If you cast a spell this way, you may spend mana as
            # though ..." says how those spells may be paid for, nothing else.
            raise Unreadable("'if you cast a spell this way' before anything but how mana is spent")
        if sentence.data == "if_you_do":
            if not reading.offered:
                raise Unreadable("'if you do' after nothing offered")
            steps.append(_if_you_did(done))
            continue
        if sentence.data == "if_put_into_graveyard_this_way":
            steps[-1:] = [_if_buried(reading, tree.children[at - 1] if at else None, steps[-1:], done)]
            continue
        if sentence.data == "if_no_one_does":
            if not reading.offered:
                raise Unreadable("'if no one does' after nothing offered")
            steps.append(_if_you_couldnt(done))  # 608.2c: "did" is "no" when no one sacrificed
            continue
        if sentence.data == "if_you_cant":
            if not reading.can_fail:
                raise Unreadable("'if you can't' after nothing that may not be done")
            steps.append(_if_you_couldnt(done))
            continue
        reading.offered = any(isinstance(c, Tree) and c.data in _OFFERS for c in clauses.children)
        reading.can_fail = any(isinstance(c, Tree) and c.data in _CAN_FAIL for c in clauses.children)
        steps.extend(done)
    if len(steps) == 1:
        return steps[0]

    def in_order(res: Resolution) -> None:
        for step in steps:
            step(res)

    return in_order


def _clauses_of(reading: Reading, clauses: Tree[Token]) -> list[Effect]:
    """A sentence's clauses, in order (608.2c). 609.3: "you may" governs the
    clauses after it in its sentence ("you may discard your hand, then draw
    cards ...", "you may exile it, then return it ..."): they are done only
    if its controller chose to."""
    read = [c for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    done = [_clause(reading, c) for c in read]
    optional = next((at for at, c in enumerate(read) if c.data == "may"), None)
    if optional is None or optional == len(read) - 1:
        return done
    return [*done[: optional + 1], _if_you_did(done[optional + 1 :])]


def _activation_costs_less(reading: Reading, sentence: Tree[Token]) -> None:
    """601.2f, 602.2b: "This ability costs {N} less to activate for each
    other [filter]": read by the activated ability it ends (templates)."""
    mana = next(str(t) for t in sentence.children if isinstance(t, Token) and t.type == "MANA")
    (counted,) = (c for c in sentence.children if isinstance(c, Tree))
    if not reading.activated or not mana[1:-1].isdigit() or reading.cost_less is not None:
        raise Unreadable("a cost reduction of generic mana, for an activated ability only")
    reading.cost_less = (int(mana[1:-1]), read_filter(counted))


def _looked_is(reading: Reading, sentence: Tree[Token]) -> bool:
    """Whether "if it's a [type] card" asks about the one card looked at."""
    test = sentence.children[0]
    looked = reading.looked_one and not reading.revealed_target
    return looked and isinstance(test, Tree) and test.data == "it_is_card_type"


def _exile(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """406.2: "exile [objects]"; "exile it" after a search of another
    player's library is the card found (701.23a)."""
    if parts[0].data == "it" and reading.looked_theirs:
        return theft.exile_found(reading)
    return moving.exile(reading, parts, clause)


def _regrow(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Return [objects] to your hand"; "return those cards to your hand"
    after cards were exiled face down is those cards (603.7c)."""
    if parts[0].data == "that_card" and reading.exiled_face_down:
        return face_down_exile.return_exiled_to_hand(reading, parts, clause)
    return moving.regrow(reading, parts, clause)


def clause(reading: Reading, tree: Tree[Token]) -> Effect:
    """One clause of effects (``tree``: an ``effect`` of the grammar)."""
    return _clause(reading, tree)


def _clause(reading: Reading, clause: Tree[Token]) -> Effect:
    kind = str(clause.data)
    if kind == "may":
        (inner,) = clause.children
        assert isinstance(inner, Tree)
        if inner.data == "pay_mana":
            return unless.may_pay(reading, inner)
        if inner.data == "pay_and_exile_cards":
            return unless.may_pay_and_exile(reading, inner)
        if inner.data in ("reveal_from_among", "hand_from_among", "battlefield_from_among"):
            zone = Zone.BATTLEFIELD if inner.data == "battlefield_from_among" else Zone.HAND
            parts = [c for c in inner.children if isinstance(c, Tree)]
            return digging.dig(reading, parts, inner, zone=zone, optional=True)
        if inner.data == "choose_from_hand":  # "you may choose ... If you do" (609.3, 608.2c)
            choose = revealed_hand.choose_from_hand(
                reading, [c for c in inner.children if isinstance(c, Tree)], inner
            )

            def may_choose(res: Resolution) -> None:
                choose(res)
                res.noted["did"] = "yes" if res.noted.get("chosen card") else "no"

            return may_choose
        if inner.data == "hand_to_battlefield":
            parts = [c for c in inner.children if isinstance(c, Tree)]
            return digging.hand_to_battlefield(reading, parts, inner, optional=True)
        if inner.data in (
            "play_exiled",
            "play_exiled_next_turn",
        ):  # a permission, not a choice made now (601.3)
            return digging.may_play_exiled(reading, [], inner)
        effect = _clause(reading, inner)
        text = words(inner)

        def optionally(res: Resolution) -> None:
            """609.3: "you may" — its controller chooses as it resolves."""
            chose = may(res.game, res.controller, f"{res.source_name}: {text}?")
            res.noted["did"] = "yes" if chose else "no"  # for "if you do" (608.2c)
            if chose:
                effect(res)

        return optionally
    build = _CLAUSES.get(kind)
    if build is None:
        raise Unreadable(kind)
    return build(reading, [c for c in clause.children if isinstance(c, Tree)], clause)


_DELAYED = (
    "delayed_after",
    "delayed_before",
    "delayed_dies",
    "delayed_whenever",
    "delayed_whenever_enters",
    "delayed_next_spell",
)


def _if_so(condition: Callable[[Resolution], bool], steps: list[Effect]) -> Effect:
    def if_so(res: Resolution) -> None:
        """608.2c: "If [condition], ...": checked when this sentence is done."""
        if condition(res):
            for step in steps:
                step(res)

    return if_so


def _if_else(condition: Callable[[Resolution], bool], steps: list[Effect], otherwise: list[Effect]) -> Effect:
    def if_else(res: Resolution) -> None:
        """608.2c: "If [condition], ... Otherwise, ...": one check, when the
        "if" sentence is done; the "otherwise" sentence is done if it failed."""
        for step in steps if condition(res) else otherwise:
            step(res)

    return if_else


def _if_you_did(steps: list[Effect]) -> Effect:
    def if_you_did(res: Resolution) -> None:
        """608.2c: "If you do, ...": only if its controller chose to do what
        the sentence before offered."""
        if res.noted.get("did") == "yes":
            for step in steps:
                step(res)

    return if_you_did


def _if_buried(
    reading: Reading, before: Tree[Token] | str | Token | None, destroying: list[Effect], steps: list[Effect]
) -> Effect:
    """ "[You may] destroy target artifact. If that artifact is put into a
    graveyard this way, ...": the sentence before destroyed the one target."""
    destroys = isinstance(before, Tree) and before.data == "sentence" and any(before.find_data("destroy"))
    if not destroys or not destroying or reading.targets is None or reading.several_words:
        raise Unreadable("'put into a graveyard this way' with no one target destroyed just before")
    (destroy,) = destroying
    aimed = reading.it_as_named()

    def if_buried(res: Resolution) -> None:
        """701.8a, 400.7: only if the destruction moved that very object into
        a graveyard (not if it was indestructible, regenerated, declined, or
        put elsewhere instead, 614.6; a token goes there before it ceases to
        exist, 111.7)."""
        start = len(res.game.log)
        destroy(res)
        log = res.game.log[start:]
        if any(became(log, target, Zone.GRAVEYARD.value) for target in aimed(res)):
            for step in steps:
                step(res)

    return if_buried


_CAN_FAIL = ("sacrifice_one", "sacrifice_another")  # they note "did": "no" when nothing could be


def _if_you_couldnt(steps: list[Effect]) -> Effect:
    def if_you_couldnt(res: Resolution) -> None:
        """608.2c: "If you can't, ...": only if the sentence before couldn't
        be done (nothing fit to be sacrificed)."""
        if res.noted.get("did") == "no":
            for step in steps:
                step(res)

    return if_you_couldnt


def _players_sacrifice(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if any(parts[2].find_data("greatest_power")):
        return by_power.sacrifice_greatest_power(reading, parts, clause)
    players = reading.players(parts[0])
    count = number(parts[1])
    wanted = read_filter(parts[2])
    reading.sacrificer_noted = count == 1  # "that player", "that permanent" (608.2h)

    def sacrifice(res: Resolution) -> None:
        """701.21a: each player sacrifices permanents they control that fit,
        of their choice, in turn order (101.4)."""
        for player in players(res):
            moving.sacrifice_fitting(res, player, wanted, count, another=False)

    return sacrifice


def _choose_target(reading: Reading, parts: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """ "Choose target creature you control.": the target is chosen as the
    spell is cast (601.2c), and is what "it" names in the sentences after;
    as it resolves, this sentence itself does nothing."""
    reading.objects(Tree("target", [parts[0]]))
    return lambda _: None


_CLAUSES: dict[str, Builder] = {
    "put_on_top": returning.put_on_top,
    "put_on_bottom": returning.put_on_bottom,
    "pump": changing.pump,
    "pump_for_each": changing.pump_for_each,
    "pump_for_each_other": changing.pump_for_each_other,
    "switch_pt": changing.switch_pt,
    "become_creatures": changing.become_creatures,
    "search_either": library.search_either,
    "put_up_to_one_on_top": returning.put_up_to_one_on_top,
    "grant": changing.grant,
    "grant_quoted": changing.grant_quoted,
    "pump_grant": changing.pump_grant,
    "counters": changing.counters,
    "players_sacrifice": _players_sacrifice,
    "players_return_highest_then_discard": control_choices.return_highest_then_discard,
    "players_sacrifice_one_of_each": control_choices.sacrifice_one_of_each,
    "owners_gain_control": control_choices.owners_gain_control,
    "players_create": tokens.create,
    "attach_self": moving.attach_self,
    "transform_it": moving.transform_it,
    "tap_or_untap": moving.tap_or_untap,
    "sacrifice_one": moving.sacrifice_chosen(another=False),
    "regrow_colors_of_sacrificed": moving.regrow_colors_of_sacrificed,
    "exile_this_card": moving.exile_this_card,
    "sacrifice_another": moving.sacrifice_chosen(another=True),
    "create": tokens.create,
    "create_two": tokens.create_two,
    "create_those": tokens.create_those,
    "create_for_each_counter": tokens.create_for_each_counter,
    "sacrifice_that_token": tokens.sacrifice_that_token,
    "counters_for_each_counter": changing.counters_for_each_counter,
    "investigate": tokens.investigate,
    "destroy": moving.destroy,
    "exile": _exile,
    "bounce": moving.bounce,
    "bounce_card_and_permanent": moving.bounce_card_and_permanent,
    "regrow": _regrow,
    "reanimate": moving.reanimate,
    "return_tapped": moving.return_tapped,
    "put_reanimate": moving.put_reanimate,
    "put_reanimate_up_to": moving.put_reanimate_up_to,
    "put_chosen_reanimate": moving.put_chosen_reanimate,
    "self_from_graveyard": returning.self_from_graveyard,
    "self_from_graveyard_either_face": returning.self_from_graveyard_either_face,
    "second_from_top": returning.second_from_top,
    "exile_until_it_leaves": returning.exile_until_it_leaves,
    "destroy_all_but_chosen": moving.destroy_all_but_chosen,
    "any_opponent_may_sacrifice": moving.any_opponent_may_sacrifice,
    "reanimate_attacking": moving.reanimate_attacking,
    "tap": moving.tap(True),
    "untap": moving.tap(False),
    "remove_from_combat": moving.remove_from_combat,
    "doesnt_untap_next": moving.doesnt_untap_next,
    "transform_self": moving.transform_self,
    "convert_self": moving.convert_self,
    "gain_control": moving.gain_control,
    "gain_control_for_good": moving.gain_control_for_good,
    "exchange_control": moving.exchange_control,
    "meld_them": moving.meld_them,
    "search": library.search,
    "reveal_found": library.reveal_found,
    "found_to_hand": library.found_to(Zone.HAND),
    "found_to_battlefield": library.found_to(Zone.BATTLEFIELD),
    "shuffle": library.shuffle,
    "graveyard_into_library": library.graveyard_into_library,
    "players_exile_top": digging.players_exile_top,
    "manifest_from_hand": digging.manifest_from_hand,
    "scry": library.look_at_the_top(to_graveyard=False),
    "surveil": library.look_at_the_top(to_graveyard=True),
    "flip_self": moving.flip_self,
    "return_the_card": returning.return_the_card,
    "reanimate_different_mana_values": returning.reanimate_different_mana_values,
    "sacrifice_self_effect": moving.sacrifice_self,
    "counter_spell": moving.counter_spell,
    "copy_target_spell": copying.copy_target_spell,
    "copy_that_spell": copying.copy_that_spell,
    "copy_the_cast_spell": copying.copy_the_cast_spell,
    "copy_that_card": copying.copy_that_card,
    "cast_the_copy": copying.cast_the_copy,
    "new_targets_for_copy": copying.new_targets_for_copy,
    "create_token_copy_of": copying.create_token_copy_of,
    "create_token_copies_of": copying.create_token_copies_of,
    "counter_unless": unless.counter_unless,
    "sacrifice_unless": unless.sacrifice_unless,
    "pay_mana": unless.pay_alone,
    "pay_and_exile_cards": unless.pay_alone,
    "protection_choice": changing.protection_choice,
    "becomes_chosen_color_eot": changing.becomes_chosen_color_eot,
    "becomes_chosen_type": changing.becomes_chosen_type,
    "becomes_chosen_type_eot": changing.becomes_chosen_type,
    "chosen_type_pump_grant": changing.chosen_type_pump_grant,
    "unblockable_this_turn": changing.unblockable_this_turn,
    "it_on_bottom": returning.it_on_bottom,
    "regenerate": moving.regenerate,
    "remove_all_counters": changing.remove_all_counters,
    "remove_those_counters": changing.remove_those_counters,
    "turn_face_down": face_down.turn_face_down,
    "turn_face_up": face_up.turn_face_up,
    "choose_target": _choose_target,
    "it_deals_power_to_each_other": by_power.it_deals_power_to_each_other,
    "flip_coin": coins.flip_coin,
    "damage_divided": dividing.damage_divided,
    "fight": by_power.fight,
    "bite": by_power.bite,
    "bite_any_target": by_power.bite_any_target,
    "noted_deals_power": by_power.noted_deals_power,
    "sacrifice_greatest_power": by_power.sacrifice_greatest_power,
    "untap_them": moving.untap_them,
    "counters_equal_to_power": by_power.counters_equal_to_power,
    "counters_equal_to_dead_power": by_power.counters_equal_to_dead_power,
    "sacrifice_it": moving.sacrifice_it,
    "grant_choice": changing.grant_choice,
    "pump_choice": changing.pump_choice,
    "counters_for_each": changing.counters_for_each,
    "hand_to_battlefield": digging.hand_to_battlefield,
    "reveal_hand": revealed_hand.reveal_hand,
    "choose_from_hand": revealed_hand.choose_from_hand,
    "discard_chosen": revealed_hand.discard_chosen,
    "becomes_choice_pt": changing.becomes_choice_pt,
    "base_pt_until_end_of_turn": changing.base_pt_until_end_of_turn,
    "becomes_artifact_creature": changing.becomes_artifact_creature,
    "becomes_aura": changing.becomes_aura,
    "grant_until_next_turn": changing.grant_until_next_turn,
    "becomes_weird": changing.becomes_weird,
    "becomes_artifact_creature_pt": changing.becomes_artifact_creature_pt,
    "look_at_top": digging.look_at_top,
    "looked_to_graveyard": digging.looked_to_graveyard,
    "looked_onto_battlefield_if": digging.looked_onto_battlefield_if,
    "one_to_hand_other_to_graveyard": digging.one_to_hand_other_to_graveyard,
    "shuffle_into_library": digging.shuffle_into_library,
    "milled_to_hand": digging.milled_to_hand,
    "face_down_from_among": digging.face_down_from_among,
    "other_top_or_bottom": digging.other_top_or_bottom,
    "reveal_from_among": digging.from_among(Zone.HAND),
    "hand_from_among": digging.from_among(Zone.HAND),
    "battlefield_from_among": digging.from_among(Zone.BATTLEFIELD),
    "rest_random": digging.rest_on_bottom,
    "rest_any": digging.rest_on_bottom,
    "exile_top": digging.exile_top,
    "exile_top_face_down": digging.exile_top,
    "linked_to_hand": digging.linked_to_hand,
    "linked_owned_to_hand": digging.linked_to_hand,
    "exile_from_hand": digging.exile_from_hand,
    "play_exiled": digging.may_play_exiled,
    "until_eot_play_exiled": digging.may_play_exiled,
    "play_exiled_next_turn": digging.may_play_exiled,
    "cast_exiled_next_turn": digging.may_play_exiled,
    "exile_dead_card_if": digging.exile_dead_card_if,
    "look_and_play_exiled": digging.may_play_exiled,
    **dread.CLAUSES,
    **manifest.CLAUSES,
    **day_and_night.CLAUSES,
    **fighting.CLAUSES,
    **hands.CLAUSES,
    **milled.CLAUSES,
    **mana.CLAUSES,
    **mana_spent.CLAUSES,
    **life_and_damage.CLAUSES,
    **spells.CLAUSES,
    **skipping.CLAUSES,
    **halves.CLAUSES,
    **hideaway.CLAUSES,
    "cast_exiled_if": exiled_looked.cast_exiled_if,
    **revealing.CLAUSES,
    **theft.CLAUSES,
    **face_down_exile.CLAUSES,
    **crafted.CLAUSES,
    **piles.CLAUSES,
    **linked.CLAUSES,
    **chosen_type.CLAUSES,
}
