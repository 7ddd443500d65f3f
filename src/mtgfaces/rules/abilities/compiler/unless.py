"""Payments asked for as a compiled ability resolves (118.12): "counter
target spell unless its controller pays {3}", "sacrifice ~ unless you pay
{G}{G}", and "you may pay {2}{B}{B}. If you do, ..." (609.3, 608.2c).
The payer chooses; they may pay only what they can (118.3), and the game
pays as it pays any cost (:func:`mtgfaces.rules.actions.paying_as_it_resolves.pay_if_chosen`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import moving
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import NUMBER_WORDS, Unreadable
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.paying_as_it_resolves import pay_if_chosen
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.views import name_for


def _mana(tree: Tree[Token]) -> str:
    return "".join(str(t) for t in tree.children if isinstance(t, Token) and t.type == "MANA")


def counter_unless(reading: Reading, parts: list[Tree[Token]], tree: Tree[Token]) -> Effect:
    """118.12, 701.6a: "counter target spell unless its controller pays {N}"."""
    mana = _mana(tree)
    counter = moving.counter_spell(reading, parts, tree)
    chosen = reading.chosen(len(reading.words) - 1)

    def counter_unless_paid(res: Resolution) -> None:
        """Its controller is asked as this resolves; paid, nothing happens."""
        for target in chosen(res):
            if isinstance(target, str):
                continue
            payer = res.game.controller(res.game.get(target))
            prompt = f"{res.source_name}: pay {mana}, or {name_for(res.game, payer, target)} is countered?"
            if not pay_if_chosen(res.game, payer, mana, prompt=prompt, rule="118.12"):
                counter(res)

    return counter_unless_paid


def sacrifice_unless(reading: Reading, parts: list[Tree[Token]], tree: Tree[Token]) -> Effect:
    """118.12, 701.21a: "sacrifice ~ unless you pay {N}"."""
    mana = _mana(tree)
    sacrifice = moving.sacrifice_self(reading, parts, tree)

    def sacrifice_unless_paid(res: Resolution) -> None:
        prompt = f"{res.source_name}: pay {mana}, or sacrifice it?"
        if not pay_if_chosen(res.game, res.controller, mana, prompt=prompt, rule="118.12"):
            sacrifice(res)

    return sacrifice_unless_paid


def may_pay(reading: Reading, tree: Tree[Token]) -> Effect:
    """609.3, 118.12: "you may pay {N}" — noted for "if you do" (608.2c)."""
    del reading
    mana = _mana(tree)

    def may_pay_it(res: Resolution) -> None:
        prompt = f"{res.source_name}: pay {mana}?"
        paid = pay_if_chosen(res.game, res.controller, mana, prompt=prompt, rule="609.3")
        res.noted["did"] = "yes" if paid else "no"

    return may_pay_it


def may_pay_and_exile(reading: Reading, tree: Tree[Token]) -> Effect:
    """609.3, 118.3: "you may pay {N} and exile eight cards from your
    graveyard": both or neither (with too few cards, it can't be chosen);
    noted for "if you do" (608.2c)."""
    del reading
    mana = _mana(tree)
    count = NUMBER_WORDS[
        str(next(t for t in tree.children if isinstance(t, Token) and t.type == "NUMBER_WORD"))
    ]

    def may_pay_and_exile_them(res: Resolution) -> None:
        game, player = res.game, res.controller
        cards = [o.id for o in game.objects(Zone.GRAVEYARD, player)]
        if len(cards) < count:
            res.noted["did"] = "no"
            return
        prompt = f"{res.source_name}: pay {mana} and exile {count} cards from your graveyard?"
        if not pay_if_chosen(game, player, mana, prompt=prompt, rule="609.3"):
            res.noted["did"] = "no"
            return
        which = f"{res.source_name}: exile which {count} cards from your graveyard?"
        for card in choose_objects(game, player, "exile", which, cards, count, "406.2"):
            moves.move(game, card, Zone.EXILE)
        res.noted["did"] = "yes"

    return may_pay_and_exile_them


def pay_alone(reading: Reading, parts: list[Tree[Token]], tree: Tree[Token]) -> Effect:
    """A payment is read only after "you may" (:func:`may_pay`)."""
    del reading, parts, tree
    raise Unreadable("'pay' that nothing offers")
