"""Compiled effects that reveal a player's hand and act on a card chosen
from it: "target opponent reveals their hand" (701.20a: every card of it
shown to all players), "you choose a nonland card from it [with mana value
3 or greater]" (608.2d: the ability's controller chooses, 202.3) and "that
player discards that card[, then draws a card]" (701.9a, 121.1).

What is revealed and what is chosen are noted as the ability resolves, so
each clause reads the one before."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, number, read_filter
from mtgfaces.rules.actions import moves, turns
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.status import ObjectId

_REVEALED = "revealed"  # the player whose hand was revealed, for "you choose a card from it"
_CHOSEN = "chosen card"  # the card chosen from it, for "that player discards that card"


def reveal_hand(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    players = reading.players(parts[0])
    reading.revealed_hand = True

    def reveal(res: Resolution) -> None:
        """701.20a: the player shows every card of their hand to all players."""
        game = res.game
        for player in players(res)[:1]:
            res.noted[_REVEALED] = player
            for card in game.objects(Zone.HAND, player):
                reveal_card(game, card, player)

    return reveal


def choose_from_hand(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.revealed_hand:
        raise Unreadable("'from it' with no hand revealed")
    wanted = read_filter(parts[0], zone=Zone.HAND)
    tokens = {t.type: str(t) for t in clause.children if isinstance(t, Token)}
    if "INT" in tokens:  # "with mana value 3 or greater" (202.3)
        test = ">=" if tokens["MORE_LESS"] in ("greater", "more") else "<="
        wanted = wanted._replace(mana_value=Comparison(test, int(tokens["INT"])))
    reading.chose_card = True

    def choose(res: Resolution) -> None:
        """608.2d: the ability's controller chooses a card that fits among
        the revealed ones (none fits: nothing is chosen)."""
        game, owner = res.game, res.noted.get(_REVEALED, "")
        if owner not in game.players:
            return
        fitting = tuple(
            f"#{int(o.id)}"
            for o in game.objects(Zone.HAND, owner)
            if fits(game, owner, o, game.characteristics(o), wanted)
        )
        if not fitting:
            return
        prompt = f"{res.source_name}: choose {wanted.words} from {owner}'s hand"
        question = Question(res.controller, "choose", prompt, fitting, 1, 1, "608.2d")
        (picked,) = ask(game, question, default=fitting[:1])
        res.noted[_CHOSEN] = picked[1:]

    return choose


def discard_chosen(reading: Reading, parts: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.chose_card:
        raise Unreadable("'that card' with nothing chosen")
    draws = number(parts[1]) if len(parts) > 1 else 0  # ", then draws a card"

    def discard(res: Resolution) -> None:
        """701.9a: the player discards the chosen card, if it is still in
        their hand (then draws, 121.1)."""
        game, owner, chosen = res.game, res.noted.get(_REVEALED, ""), res.noted.get(_CHOSEN, "")
        card = moves.find(game, ObjectId(int(chosen)), Zone.HAND) if chosen.isdigit() else None
        if card is not None and owner in game.players:
            moves.discard(game, owner, card)
            if draws:
                turns.draw(game, owner, draws)

    return discard
