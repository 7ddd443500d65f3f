"""Compiled effects about damage and life (CR 119, 120): "~ deals N damage
to any target", damage counted as it resolves, "you gain life equal to its
power", "you lose life equal to its mana value", "if a creature dealt
damage this way would die this turn, exile it instead" (614.1a); the
clauses by rule name in :data:`CLAUSES`."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import EXILED_THIS_WAY
from mtgfaces.rules.abilities.compiler.moving import SACRIFICED_BY, SACRIFICED_MANA_VALUE
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, each_fitting, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, amount, number, read_filter
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import combat
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetFilter
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target


def _damage_hand_size(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[-1])

    def damage(res: Resolution) -> None:
        """120.3, 608.2h: as much damage as the player has cards in hand as it resolves."""
        for player in players(res):
            dealt = len(res.game.objects(Zone.HAND, player))
            if dealt:
                combat.deal_damage(res.game, res.source, player, dealt, by=res.controller)

    return damage


def _life(sign: int) -> Builder:
    def build(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
        much = amount(parts[-1])
        players = reading.players(parts[0]) if len(parts) == 2 else None

        def life(res: Resolution) -> None:
            """119.2, 119.3: gain or lose life."""
            for player in players(res) if players else [res.controller]:
                change_life(res.game, player, sign * much(res))

        return life

    return build


_LIFE_SIGNS = {"gain_life": 1, "players_gain_life": 1, "lose_life": -1, "players_lose_life": -1}


def for_each_exiled(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "For each creature card exiled this way, each opponent loses 1 life
    and you gain 1 life." (Graveyard Glutton): each clause of life is done
    once, with its amount times the number of cards of the type the exile
    clause before moved: one life change per player and clause, so one
    life gain event (119.9), not one per card."""
    if not reading.exiled_noted:
        raise Unreadable("'exiled this way' with no exile before")
    (kind, clauses) = (c for c in sentence.children if isinstance(c, Tree))
    wanted = " ".join(str(t) for t in kind.children).title()
    read = [c for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    if not read or any(c.data not in _LIFE_SIGNS for c in read):
        raise Unreadable("'for each card exiled this way' before anything but life gained or lost")
    lives: list[tuple[int, Callable[[Resolution], int], Callable[[Resolution], list[str]] | None]] = []
    for clause in read:
        parts = [p for p in clause.children if isinstance(p, Tree)]
        lives.append(
            (
                _LIFE_SIGNS[str(clause.data)],
                amount(parts[-1]),
                reading.players(parts[0]) if len(parts) == 2 else None,
            )
        )

    def life(res: Resolution) -> None:
        """608.2c, 400.7: the cards the exile before moved, as they are in
        exile (none if a target was illegal and none was exiled, 608.2b);
        119.2, 119.3: then each clause's life, that many times over."""
        game = res.game
        ids = [ObjectId(int(i)) for i in res.noted.get(EXILED_THIS_WAY, "").split(",") if i]
        counted = sum(1 for i in ids if i in game and game.characteristics(i).has_type(wanted))
        if not counted:
            return
        for sign, much, players in lives:
            for player in players(res) if players else [res.controller]:
                change_life(game, player, sign * much(res) * counted)

    return life


def _that_much(sign: int) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        if not reading.damage_noted:
            raise Unreadable("'that much' with no damage in the trigger")

        def life(res: Resolution) -> None:
            """119.2, 119.3: as much life as the damage the trigger saw (603.10)."""
            much = int(res.noted.get("amount") or 0)
            if much:
                change_life(res.game, res.controller, sign * much)

        return life

    return build


def _gain_life_power(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if reading.sacrificed_noted:  # "its": the creature sacrificed just before (608.2h)
        return lambda res: change_life(res.game, res.controller, int(res.noted.get("sacrificed power") or 0))
    if not reading.has_self:
        raise Unreadable("its power in a spell")

    def gain(res: Resolution) -> None:
        """119.2: gain life equal to its power as it resolves, or as it last
        existed on the battlefield (608.2h); a power that isn't a number
        gains nothing."""
        source = source_permanent(res)
        value = res.game.characteristics(source) if source is not None else None
        power = value.power if value is not None else None
        if power is not None and power.lstrip("-").isdigit() and int(power) > 0:
            change_life(res.game, res.controller, int(power))

    return gain


def _gain_life_exiled_mana_value(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.exiled_noted:
        raise Unreadable("'its mana value' with no card exiled before")

    def gain(res: Resolution) -> None:
        """119.2, 608.2h: life equal to the mana value of the card the exile
        clause before moved, as it is in exile (none if none was)."""
        game = res.game
        for card in (ObjectId(int(w)) for w in res.noted.get(EXILED_THIS_WAY, "").split(",") if w):
            if card in game:
                change_life(game, res.controller, int(game.characteristics(card).mana_value))
                return

    return gain


def _damage_sacrificer_mana_value(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.sacrificer_noted:
        raise Unreadable("'that player ... that permanent' with no one permanent sacrificed before")

    def deal(res: Resolution) -> None:
        """120.3, 608.2h: to the player who sacrificed, as much damage as the
        mana value of what they sacrificed as it last existed; none if
        nothing was sacrificed."""
        player = res.noted.get(SACRIFICED_BY, "")
        if player in res.game.players:
            much = int(res.noted.get(SACRIFICED_MANA_VALUE) or 0)
            combat.deal_damage(res.game, res.source, player, much, by=res.controller)

    return deal


_DAMAGED = "damaged"  # the permanents the last damage clause dealt damage to: "dealt damage this way"


def damaged_cant_block(reading: Reading) -> Effect:
    """ "A creature dealt damage this way can't block this turn." (509.1b, 514.2):
    the creatures the damage clause before dealt damage to."""
    if not reading.damaged:
        raise Unreadable("'dealt damage this way' with no damage before")

    def cant_block(res: Resolution) -> None:
        game = res.game
        hit = [
            int(i)
            for i in res.noted.get(_DAMAGED, "").split(",")
            if i and ObjectId(int(i)) in game and game.characteristics(ObjectId(int(i))).has_type("Creature")
        ]
        if hit:
            note = f"{res.source_name}: can't block this turn"
            game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.CANT_BLOCK,
                    res.controller,
                    objects=tuple(hit),
                    until=Duration.END_OF_TURN,
                    note=note,
                )
            )

    return cant_block


def exile_if_dies_this_way(reading: Reading) -> Effect:
    """ "If a creature dealt damage this way would die this turn, exile it
    instead." (614.1a): a replacement effect on those permanents until the
    turn ends (514.2)."""
    if not reading.damaged:
        raise Unreadable("'dealt damage this way' with no damage before")

    def exile_instead(res: Resolution) -> None:
        hit = tuple(int(i) for i in res.noted.get(_DAMAGED, "").split(",") if i)
        if hit:
            note = f"{res.source_name}: exiled instead if it would die this turn"
            res.game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.EXILE_IF_IT_WOULD_DIE,
                    res.controller,
                    objects=hit,
                    until=Duration.END_OF_TURN,
                    note=note,
                )
            )

    return exile_instead


def _lose_life_per_card_fewer(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    each = amount(parts[1])
    than = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "NUMBER_WORD")
    least = number(Tree("many", [Token("NUMBER_WORD", than)]))

    def lose(res: Resolution) -> None:
        """119.3, 608.2h: "loses 1 life for each card fewer than three in
        their hand", counted as it resolves."""
        for player in players(res):
            fewer = max(0, least - len(res.game.objects(Zone.HAND, player)))
            if fewer:
                change_life(res.game, player, -each(res) * fewer)

    return lose


def _lose_life_its_mana_value(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.returned_object:
        raise Unreadable("'its mana value' with nothing noted for 'its'")

    def lose(res: Resolution) -> None:
        """119.3, 608.2h: life equal to the mana value of the permanent the
        card became, as it is now."""
        noted = res.noted.get("object", "")
        found = ObjectId(int(noted)) if noted.isdigit() else None
        if found is not None and found in res.game:
            change_life(res.game, res.controller, -int(res.game.characteristics(found).mana_value))

    return lose


def _damage(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    _, amount_tree, recipients = parts  # "~" or "it": the source either way, a spell too (120.3)
    much = amount(amount_tree)
    found: list[Callable[[Resolution], list[Target]]] = []
    for recipient in recipients.children:
        if not isinstance(recipient, Tree):
            continue  # "and each"
        kind = str(recipient.data)
        if kind in ("any_target", "any_other_target"):
            if kind == "any_other_target" and not reading.has_self:
                raise Unreadable("'any other target' of a spell")
            found.append(reading.any_target(other=kind == "any_other_target"))
        elif kind == "you":
            found.append(lambda res: [res.controller])
        elif kind in (
            "player_or_planeswalker",
            "opponent_or_planeswalker",
            "player_or_battle",
            "opponent_or_battle",
        ):
            who, _or, permanent = kind.split("_")
            found.append(reading.player_or_permanent(who, permanent))
        elif kind in _PLAYER_WORDS:
            found.append(_widen(reading.players(recipient)))
        elif kind == "each_creature_they_control":  # "each opponent and each creature they control"
            first = recipients.children[0]
            if not isinstance(first, Tree) or first.data != "each_opponent":
                raise Unreadable("'they' with no opponents named just before")
            theirs = TargetFilter("creature an opponent controls", types=("Creature",), whose="opponent")
            found.append(_widen(each_fitting(theirs)))
        elif kind in ("each_filter", "each_other_filter"):
            (chosen,) = recipient.children
            assert isinstance(chosen, Tree)
            each = "each" if kind == "each_filter" else "each_other"
            found.append(_widen(reading.objects(Tree(each, [chosen]))))
        else:
            found.append(_widen(reading.objects(recipient)))

    reading.damaged = True

    def damage(res: Resolution) -> None:
        """120.3: the source deals the damage to each one named (the
        permanents dealt damage noted: "dealt damage this way")."""
        dealt, hit = much(res), []
        for recipients_now in found:
            for one in recipients_now(res):
                combat.deal_damage(res.game, res.source, one, dealt, by=res.controller)
                if not isinstance(one, str) and dealt > 0:
                    hit.append(str(int(one)))
        res.noted[_DAMAGED] = ",".join(hit)

    return damage


def _damage_and_controller(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    dealer, amount_tree, recipient = parts
    first = _damage(reading, [dealer, amount_tree, Tree("recipients", [recipient])], clause)
    controllers = reading.players(Tree("its_controller", []))
    more = next(
        int(str(t).split()[1]) for t in clause.children if isinstance(t, Token) and t.type == "AND_N_DAMAGE"
    )

    def damage(res: Resolution) -> None:
        """120.3, 608.2h: the damage to the target, then to its controller
        (as it last existed on the battlefield, if it has left)."""
        first(res)
        for player in controllers(res):
            combat.deal_damage(res.game, res.source, player, more, by=res.controller)

    return damage


def _damage_counted(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    dealer = parts[0]
    counted = next((p for p in parts if p.data == "filter_plural"), None)
    recipients = next(p for p in parts if p.data == "recipients")
    wanted = read_filter(counted) if counted is not None else None
    deal = _damage(reading, [dealer, Tree("x", []), recipients], clause)

    def damage_counted(res: Resolution) -> None:
        """120.3, 608.2h: as much damage as there are [permanents] (or cards
        in its controller's hand) as it resolves, counted for its controller."""
        game = res.game
        if wanted is None:
            res.noted["x"] = str(len(game.objects(Zone.HAND, res.controller)))
        else:
            res.noted["x"] = str(sum(1 for o in game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)))
        deal(res)

    return damage_counted


def _widen(named: Callable[[Resolution], Sequence[Target]]) -> Callable[[Resolution], list[Target]]:
    return lambda res: list(named(res))


_PLAYER_WORDS = (
    "target_player",
    "target_opponent",
    "each_opponent",
    "each_player",
    "that_player",
    "its_controller",
)


def _gain_life_for_each(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    del reading
    much = amount(parts[0])
    wanted = read_filter(parts[1])

    def gain(res: Resolution) -> None:
        """119.2, 608.2h: N life for each that fits, counted as it resolves."""
        counted = sum(1 for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted))
        if counted:
            change_life(res.game, res.controller, much(res) * counted)

    return gain


CLAUSES: dict[str, Builder] = {
    "lose_life_per_card_fewer": _lose_life_per_card_fewer,
    "damage_hand_size": _damage_hand_size,
    "gain_life": _life(1),
    "gain_life_power": _gain_life_power,
    "gain_life_exiled_mana_value": _gain_life_exiled_mana_value,
    "damage_sacrificer_mana_value": _damage_sacrificer_mana_value,
    "lose_life": _life(-1),
    "players_lose_life": _life(-1),
    "players_gain_life": _life(1),
    "damage": _damage,
    "damage_and_controller": _damage_and_controller,
    "lose_life_its_mana_value": _lose_life_its_mana_value,
    "gain_that_much": _that_much(1),
    "lose_that_much": _that_much(-1),
    "damage_counted": _damage_counted,
    "gain_life_for_each": _gain_life_for_each,
}
"""The clauses about damage and life, by rule name."""
