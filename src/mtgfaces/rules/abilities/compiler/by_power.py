"""Compiled clauses that read a creature's power as they resolve (208.1,
608.2h): fight (701.14), one creature dealing damage equal to its power
(120.3) to one or to each other creature, +1/+1 counters equal to a power, sacrificing the creature with the
greatest power (701.21a)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, words
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import combat, moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.status import ObjectId


def fight(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "~ fights target creature", "target creature you control fights
    target creature you don't control", "have it fight ..." ("it" as the
    line names it: the source, or the permanent the trigger noted)."""
    fighters, others = reading.objects(parts[0]), reading.objects(parts[1])

    def fights(res: Resolution) -> None:
        """701.14a-b, d: each deals damage equal to its power to the other
        (not combat damage); if either is gone, isn't a creature or is an
        illegal target, neither deals damage."""
        game = res.game
        for one in fighters(res)[:1]:
            for other in others(res)[:1]:
                if not all(_creature_on_battlefield(res, o) for o in (one, other)):
                    return
                if one == other:  # 701.14c: fighting itself, twice its power to itself
                    combat.deal_damage(game, one, one, 2 * _power(res, one))
                    return
                first, second = _power(res, one), _power(res, other)
                combat.deal_damage(game, one, other, first)
                combat.deal_damage(game, other, one, second)

    return fights


def bite(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Target creature you control deals damage equal to its power to
    target creature": one-sided, unlike a fight (701.14)."""
    dealers, recipients = reading.objects(Tree("target", [parts[0]])), reading.objects(parts[1])

    def deals(res: Resolution) -> None:
        """120.3, 608.2h: the creature deals damage equal to its power now;
        nothing if either target is gone or illegal (608.2b)."""
        for one in dealers(res)[:1]:
            for other in recipients(res)[:1]:
                if _creature_on_battlefield(res, one):
                    combat.deal_damage(res.game, one, other, _power(res, one))

    return deals


def bite_any_target(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Target creature you control deals damage equal to its power to any
    target" (115.4: a creature, player, planeswalker or battle; one-sided)."""
    dealers, recipients = reading.objects(Tree("target", [parts[0]])), reading.any_target()

    def deals(res: Resolution) -> None:
        """120.3, 608.2h: its power now; nothing if either target is gone or
        illegal (608.2b)."""
        for one in dealers(res)[:1]:
            for other in recipients(res)[:1]:
                if _creature_on_battlefield(res, one):
                    combat.deal_damage(res.game, one, other, _power(res, one))

    return deals


def it_deals_power_to_each_other(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Then it deals damage equal to its power to each other creature":
    "it" is the one target named before (Showstopping Surprise)."""
    if parts[0].data != "dealer_it" or reading.targets is None or reading.several_words:
        raise Unreadable("'it deals damage equal to its power' with no one target before it")
    dealers = reading.objects(Tree("it", []))

    def deals(res: Resolution) -> None:
        """120.3, 608.2h: its power as this resolves (after it was turned
        face up), to every creature on the battlefield but itself; nothing
        if it is gone or no longer a creature (400.7)."""
        game = res.game
        for one in dealers(res)[:1]:
            if not _creature_on_battlefield(res, one):
                continue
            much = _power(res, one)
            for other in game.objects(Zone.BATTLEFIELD):
                if other.id != one and game.characteristics(other).has_type("Creature"):
                    combat.deal_damage(game, one, other.id, much)

    return deals


def sacrifice_greatest_power(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Target player sacrifices a creature with the greatest power among
    creatures they control" (701.21a; with a tie, the player chooses among
    those, 608.2d); its power as it last existed is noted (608.2h: "you gain
    life equal to its power")."""
    greatest = next(parts[2].find_data("greatest_power"))
    plural = next(str(t) for t in greatest.children if isinstance(t, Token) and t.type == "PLURAL")
    if plural != "creatures" or words(parts[2]).split()[:1] != ["creature"] or number(parts[1]) != 1:
        raise Unreadable(f"the greatest power among {plural}")
    players = reading.players(parts[0])
    reading.sacrificed_noted = True

    def sacrifice(res: Resolution) -> None:
        game = res.game
        for player in players(res):
            mine = [o for o in game.objects(Zone.BATTLEFIELD, player) if _creature_on_battlefield(res, o.id)]
            if not mine:
                continue
            powers = {o.id: _power(res, o.id) for o in mine}
            best = max(powers.values())
            greatest = [i for i, p in powers.items() if p == best]
            prompt = f"{res.source_name}: sacrifice a creature with the greatest power"
            (chosen,) = choose_objects(game, player, "sacrifice", prompt, greatest, 1, "701.21a")
            res.noted["sacrificed power"] = str(powers[chosen])
            moves.sacrifice_permanent(game, game.get(chosen))

    return sacrifice


def noted_deals_power(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "That creature deals damage equal to its power to each opponent": the
    creature the trigger was about is the source of the damage (120.3, 608.2h)."""
    dealers, players = reading.objects(Tree("it", [])), reading.players(parts[0])

    def deals(res: Resolution) -> None:
        """Nothing if it has left the battlefield (400.7): it is no longer that creature."""
        for one in dealers(res)[:1]:
            if _creature_on_battlefield(res, one):
                much = _power(res, one)
                for player in players(res):
                    combat.deal_damage(res.game, one, player, much)

    return deals


def counters_equal_to_power(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put +1/+1 counters on that creature equal to its power" (122.1,
    608.2h: its power as the ability resolves)."""
    kind = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PT")
    if kind != "+1/+1":
        raise Unreadable(f"{kind} counters equal to its power")
    found = reading.objects(parts[0])

    def put_counters(res: Resolution) -> None:
        for one in found(res):
            if _creature_on_battlefield(res, one) and (much := _power(res, one)) > 0:
                moves.add_counters(res.game, one, kind, much)

    return put_counters


def counters_equal_to_dead_power(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put a number of +1/+1 counters on ~ equal to that creature's power":
    the power of the creature that died, as it last existed on the
    battlefield, noted as the ability triggered (603.10a, 608.2h)."""
    kind = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "PT")
    if reading.event_object != "died" or kind != "+1/+1" or not reading.has_self:
        raise Unreadable("'that creature's power' with no creature that died")

    def put_counters(res: Resolution) -> None:
        found = source_permanent(res)
        much = int(res.noted.get("power") or 0)
        if found is not None and much > 0:
            moves.add_counters(res.game, found.id, kind, much)

    return put_counters


def _creature_on_battlefield(res: Resolution, obj: ObjectId) -> bool:
    game = res.game
    return (
        obj in game
        and game.get(obj).zone is Zone.BATTLEFIELD
        and game.characteristics(obj).has_type("Creature")
    )


def _power(res: Resolution, obj: ObjectId) -> int:
    """Its power now (a negative power deals no damage, 107.1b, 120.1)."""
    return max(0, int(printed_number(res.game.characteristics(obj).power) or 0))
