"""One of the cards a spell looked at exiled face down, then cast or put
into its controller's hand (Discover the Impossible): "Look at the top five
cards of your library. Exile one of them face down and put the rest on the
bottom of your library in a random order. You may cast the exiled card
without paying its mana cost if it's an instant spell with mana value 2 or
less. If you don't, put that card into your hand." (401.4, 406.3, 118.9,
608.2c)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.abilities.compiler.digging import looked_cards
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import choose_objects
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.looking import allow_to_look
from mtgfaces.rules.state.status import ObjectId

_EXILED = "exiled looked"  # the card exiled face down from among those looked at


def exile_one_looked(reading: Reading, clause: Tree[Token]) -> Effect:
    """ "Exile one of them face down", of the cards looked at in its
    controller's own library."""
    if not reading.looked or any(t.type == "NUMBER_WORD" for t in clause.children if isinstance(t, Token)):
        raise Unreadable("'exile one of them face down' with nothing looked at")
    reading.exiled_one_looked = True

    def exile(res: Resolution) -> None:
        """406.3, 608.2d: its controller chooses one of the cards looked at
        (shown to them only) and exiles it face down; having looked at it,
        they may go on looking at it (406.3), no one else may."""
        game, player = res.game, res.controller
        looked = looked_cards(res)
        if not looked:
            return
        prompt = f"{res.source_name}: which card to exile face down?"
        (chosen,) = choose_objects(game, player, "exile", prompt, looked, 1, "608.2d", shown=True)
        moves.move(game, chosen, Zone.EXILE, face_down=True)
        exiled = became(game.log, chosen, Zone.EXILE.value)
        for card in exiled:
            allow_to_look(game, card, player, rule="406.3")
        res.noted[_EXILED] = ",".join(str(int(i)) for i in exiled)

    return exile


def _the_exiled(res: Resolution) -> ObjectId | None:
    """The card exiled this way, if it is still that object in exile (400.7)."""
    game = res.game
    ids = [ObjectId(int(i)) for i in res.noted.get(_EXILED, "").split(",") if i]
    return next((i for i in ids if i in game and game.get(i).zone is Zone.EXILE), None)


def cast_exiled_if(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "You may cast the exiled card without paying its mana cost if it's an
    instant spell with mana value 2 or less" (118.9, 608.2g): whether it was
    cast is noted for "If you don't" (608.2c)."""
    if not reading.exiled_one_looked:
        raise Unreadable("'the exiled card' with no card exiled from among those looked at")
    fits = _spell_test(parts, clause)

    def cast(res: Resolution) -> None:
        """608.2g: cast as it resolves, no timing rule applies; only as a
        spell that fits (202.3: the mana value of the spell it would be, the
        face chosen for it)."""
        card = _the_exiled(res)
        done = card is not None and cast_free(
            res.game,
            res.controller,
            res.game.get(card),
            below=None,
            what=res.source_name,
            rule="118.9",
            zone=Zone.EXILE,
            fits=fits,
        )
        res.noted["did"] = "yes" if done else "no"

    return cast


def _spell_test(parts: list[Tree[Token]], clause: Tree[Token]) -> Callable[[Characteristics], bool]:
    """ "an instant [or sorcery] spell with mana value N or less [greater]"."""
    kinds = [" ".join(str(t) for t in p.children).title() for p in parts if p.data == "card_type"]
    tokens = {t.type: str(t) for t in clause.children if isinstance(t, Token)}
    test = Comparison(
        ">=" if tokens["MORE_LESS"] in ("greater", "more") else "<=", int(tokens["INT"])
    ).compile()

    def fits(value: Characteristics) -> bool:
        return any(value.has_type(kind) for kind in kinds) and test(value.mana_value)

    return fits


def exiled_to_hand_if_not(reading: Reading) -> Effect:
    """ "If you don't, put that card into your hand." (608.2c): the card
    exiled this way, when it wasn't cast (it couldn't be, or its controller
    chose not to), if it is still in exile (400.7)."""
    if not reading.exiled_one_looked or not reading.offered:
        raise Unreadable("'that card' with no card exiled and offered")

    def to_hand(res: Resolution) -> None:
        card = _the_exiled(res)
        if res.noted.get("did") != "yes" and card is not None:
            moves.move(res.game, card, Zone.HAND)

    return to_hand
