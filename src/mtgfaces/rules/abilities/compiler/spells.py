"""Compiled effects on spells and abilities on the stack (issue 17, 115.1a):
"~ deals damage to target spell's controller equal to that spell's mana
value" (120.3, 202.3), "counter target activated [or triggered] ability",
"counter all abilities your opponents control" (701.6a), "flip a coin"
(705.2), "if target spell has only one target and that target is ~, change
that spell's target to another creature" and "change the target of target
spell or ability with a single target" (115.7a); the clauses by rule name
in :data:`CLAUSES`."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import moving
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions import combat, countering, regeneration, retargeting
from mtgfaces.rules.actions.activating import BINNED_NAME
from mtgfaces.rules.actions.stack import targets_of
from mtgfaces.rules.state.abilities import (
    SPELL_OR_ABILITY,
    Effect,
    Resolution,
    TargetFilter,
    TargetKind,
    Targets,
)
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target


def _damage_to_spell_controller(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    chosen = reading.aim(moving.target_spell(parts[1:], clause))

    def damage(res: Resolution) -> None:
        """120.3: the source deals damage to the controller of the target
        spell, if it is still a legal target (608.2b), equal to its mana
        value now (202.3; X included on the stack, 202.3e)."""
        for target in chosen(res):
            if isinstance(target, str):
                continue
            spell = res.game.get(target)
            amount = int(res.game.characteristics(spell).mana_value)
            combat.deal_damage(res.game, res.source, res.game.controller(spell), amount, by=res.controller)

    return damage


COUNTERED_SOURCE = "countered source"
"""The key, in a resolution's noted values, of the permanents whose abilities
the counter clause before countered ("destroy that permanent")."""


def _counter_ability(kind: str, words: str, source_types: tuple[str, ...] = ()) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        wanted = TargetFilter(words, zone=Zone.STACK, ability=kind, source_types=source_types)
        chosen = reading.aim(Targets(TargetKind.FILTERED, filter=wanted))
        reading.countered_ability = True

        def counter(res: Resolution) -> None:
            """701.6a: the target ability, if still on the stack (608.2b),
            is removed from it and doesn't resolve; its source, if a
            permanent, is noted (for "destroy that permanent")."""
            game, sources = res.game, []
            for target in chosen(res):
                if not isinstance(target, str):
                    ability = game.get(target).ability
                    source = ability.source if ability is not None else None
                    countering.counter_ability(game, target)
                    if source is not None and source in game and game.get(source).zone is Zone.BATTLEFIELD:
                        sources.append(str(int(source)))
            res.noted[COUNTERED_SOURCE] = ",".join(sources)

        return counter

    return build


def _counter_opponents_abilities(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    del reading

    def counter(res: Resolution) -> None:
        """701.6a: every ability on the stack an opponent controls (113.1c:
        not spells) is countered; none is a target (115.10a)."""
        opponents = set(res.game.opponents(res.controller))
        for obj in res.game.objects(Zone.STACK):
            if obj.ability is not None and res.game.controller(obj) in opponents:
                countering.counter_ability(res.game, obj.id)

    return counter


def _redirect_from_self(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'that target is ~' of a spell")
    chosen = reading.aim(Targets(TargetKind.FILTERED, filter=TargetFilter("spell", zone=Zone.STACK)))

    def redirect(res: Resolution) -> None:
        """115.7a: if the target spell (still legal, 608.2b) has only one
        target and that target is ~ (the same object, 400.7), its
        controller changes it to another creature on the battlefield that
        is a legal target for it; with none, it is unchanged."""
        me = res.source_object(Zone.BATTLEFIELD)
        game = res.game
        for target in chosen(res):
            if isinstance(target, str) or me is None or game.get(target).status.targets != (me.id,):
                continue

            def another_creature(t: Target, me: ObjectId = me.id) -> bool:
                return (
                    not isinstance(t, str)
                    and t != me
                    and game.get(t).zone is Zone.BATTLEFIELD
                    and game.characteristics(t).has_type("Creature")
                )

            retargeting.change_single_target(
                game, target, res.controller, allowed=another_creature, words="another creature"
            )

    return redirect


def _change_the_target(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    wanted = TargetFilter(
        "spell or ability with a single target", zone=Zone.STACK, ability=SPELL_OR_ABILITY, single_target=True
    )
    chosen = reading.aim(Targets(TargetKind.FILTERED, filter=wanted))

    def change(res: Resolution) -> None:
        """115.7a: the ability's controller changes the one target of the
        target spell or ability (still legal, with a single target, 608.2b)
        to another legal target of it; with none, it is unchanged."""
        for target in chosen(res):
            if not isinstance(target, str):
                retargeting.change_single_target(
                    res.game, target, res.controller, allowed=lambda _: True, words="another legal target"
                )

    return change


def countered_exiled_instead(reading: Reading) -> None:
    """ "If that spell is countered this way, exile it instead of putting it
    into its owner's graveyard." (614.1a, 701.6a): the counter clause just
    before sends the spell to exile; one that can't be countered stays."""
    if reading.countered_to is None:
        raise Unreadable("'countered this way' with no spell countered before")
    reading.countered_to[0] = Zone.EXILE


def _cast_countered_free(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if reading.countered_to is None or reading.countered_to[0] is not Zone.EXILE:
        raise Unreadable("'that card' with no countered spell exiled before")

    def allow(res: Resolution) -> None:
        """118.9, 601.3, 400.7: its controller may cast the card the countered
        spell became in exile without paying its mana cost (only so), for as
        long as that object remains exiled."""
        game = res.game
        for word in filter(None, res.noted.get(moving.COUNTERED_EXILED, "").split(",")):
            card = ObjectId(int(word))
            if card in game and game.get(card).zone is Zone.EXILE:
                game.add_rule_effect(
                    RuleEffect(
                        0,
                        RuleEffectKind.MAY_CAST_WITHOUT_PAYING,
                        res.controller,
                        zone=Zone.EXILE,
                        zone_owner=game.get(card).owner,
                        objects=(int(card),),
                        until=Duration.INDEFINITE,  # while that object lasts (400.7)
                        note=f"{res.source_name}: may cast that card without paying its mana cost",
                    )
                )

    return allow


def _new_targets_for_others(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    def choose(res: Resolution) -> None:
        """115.7d: its controller chooses any number of the other spells and
        abilities on the stack with targets (this ability has left it,
        608.2n), then new targets for each, in the order of the stack."""
        game = res.game
        aimed = [o.id for o in game.objects(Zone.STACK) if targets_of(o)]
        if not aimed:
            return
        prompt = f"{res.source_name}: choose new targets for which spells and abilities?"
        options = tuple(f"#{int(o)}" for o in aimed)
        question = Question(res.controller, "retarget", prompt, options, 0, len(options), "115.7d")
        picked = ask(game, question, default=())  # with no one to ask: none
        for spell in aimed:
            if f"#{int(spell)}" in picked:
                retargeting.choose_new_targets(game, spell, res.controller)

    return choose


def _counter_same_name(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.binned:
        raise Unreadable("'that card' with no card put into a graveyard to pay for it")
    chosen = reading.aim(moving.target_spell(parts, clause))

    def counter(res: Resolution) -> None:
        """701.6a, 201.3: the target spell (still legal, 608.2b) is countered
        if its name is that of the card the cost put into a graveyard
        (608.2h: as it was put there); a spell that can't be countered isn't."""
        game, name = res.game, res.noted.get(BINNED_NAME, "")
        for target in chosen(res):
            if not isinstance(target, str) and name and game.characteristics(game.get(target)).name == name:
                countering.counter_spell(game, target, to=Zone.GRAVEYARD)

    return counter


CLAUSES: dict[str, Builder] = {
    "counter_same_name": _counter_same_name,
    "new_targets_for_others": _new_targets_for_others,
    "cast_countered_free": _cast_countered_free,
    "redirect_from_self": _redirect_from_self,
    "change_the_target": _change_the_target,
    "damage_to_spell_controller": _damage_to_spell_controller,
    "counter_activated_ability": _counter_ability("activated", "activated ability"),
    "counter_activated_or_triggered_ability": _counter_ability("any", "activated or triggered ability"),
    "counter_opponents_abilities": _counter_opponents_abilities,
    "counter_ability_from_artifact_or_enchantment": _counter_ability(
        "any",
        "activated or triggered ability from an artifact or enchantment source",
        ("Artifact", "Enchantment"),
    ),
}


def destroy_countered_source(reading: Reading) -> Effect:
    """ "If a permanent's ability is countered this way, destroy that
    permanent." (608.2c, 701.8a): the sources the counter clause before noted."""
    if not reading.countered_ability:
        raise Unreadable("'countered this way' with no ability countered before")

    def destroy(res: Resolution) -> None:
        for word in filter(None, res.noted.get(COUNTERED_SOURCE, "").split(",")):
            source = ObjectId(int(word))
            if source in res.game and res.game.get(source).zone is Zone.BATTLEFIELD:
                regeneration.destroy(res.game, source)

    return destroy


"""The clauses about spells on the stack, by rule name."""
