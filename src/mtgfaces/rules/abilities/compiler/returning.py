"""Compiled clauses that return a card to the battlefield or put one into
a library at a position (CR 400.7, 401.4, 401.5, 610.3, 712.14a, issue 17):
"return it to the battlefield [transformed] [under your control]" of the
card a permanent became as it died or was exiled (603.10a, 400.7f) or of
the card the one target became as a clause before exiled it (400.7), "Return
this card from your graveyard to the battlefield" (113.6), "exile ... until
~ leaves the battlefield" (610.3), "put it on the bottom / on top / second
from the top of its owner's library"."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.conditions import EXILED_THIS_WAY
from mtgfaces.rules.abilities.compiler.objects import ANY_NUMBER, Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetKind, Targets
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId


def died_cards(res: Resolution, zone: Zone = Zone.GRAVEYARD) -> list[GameObject]:
    """400.7, 603.10a: the card(s) a permanent that died (or was exiled)
    became, noted as it triggered (or moved), still in that zone."""
    found = []
    for word in res.noted.get("card", "").split(","):
        card = moves.find(res.game, ObjectId(int(word)), zone) if word else None
        if card is not None:
            found.append(card)
    return found


def return_the_card(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if reading.delayed_objects and parts[0].data in ("it", "that_card"):
        return _return_noted(reading, parts, clause)
    if parts[0].data == "it" and _the_exiled_target(reading):
        return _return_exiled(clause)
    aura = parts[0].data == "self" and reading.enchanted_died
    # "it", or "that card" of the card noted as it died (400.7)
    named = parts[0].data == "it" or (parts[0].data == "that_card" and reading.dies_itself)
    if not aura and (
        not named or not (reading.dies_itself or reading.exiled_itself or reading.enchanted_died)
    ):
        raise Unreadable("'return it to the battlefield' of something other than the card it became")
    where = Zone.EXILE if reading.exiled_itself else Zone.GRAVEYARD
    tokens = {str(c.type): str(c) for c in clause.children if isinstance(c, Token)}
    transformed, tapped, face_down = "TRANSFORMED" in tokens, "TAPPED" in tokens, "FACE_DOWN" in tokens
    # 110.2a: with no controller named, the player who puts it there (the ability's controller)
    yours = tokens.get("OWNERS_OR_YOUR", "your") == "your"

    def return_it(res: Resolution) -> None:
        """400.7, 603.10a: the card it became in the graveyard, if it is
        still there, onto the battlefield (712.14a: transformed if it can);
        400.7f: "return ~" finds the card this Aura became in its owner's
        graveyard as the enchanted creature died, or after, for not being
        attached to anything (704.5m)."""
        cards = died_cards(res, where)
        if aura:
            became_cards = became(res.game.log, res.source, Zone.GRAVEYARD.value) if res.source else []
            cards = [res.game.get(c) for c in became_cards if moves.find(res.game, c, Zone.GRAVEYARD)]
        for card in cards:
            under = res.controller if yours else card.owner
            moves.put_onto_battlefield(
                res.game, card.id, under=under, transformed=transformed, tapped=tapped, face_down=face_down
            )

    return return_it


def _the_exiled_target(reading: Reading) -> bool:
    """Whether "it" is the card the one target became as a clause before
    exiled it ("exile another target nonland permanent. ... return it")."""
    return (
        reading.exiled_noted
        and reading.targets is not None
        and not reading.several_words
        and not (reading.dies_itself or reading.exiled_itself or reading.enchanted_died)
    )


def _return_exiled(clause: Tree[Token]) -> Effect:
    tokens = {str(c.type): str(c) for c in clause.children if isinstance(c, Token)}
    transformed, tapped = "TRANSFORMED" in tokens, "TAPPED" in tokens
    yours = tokens.get("OWNERS_OR_YOUR", "your") == "your"

    def return_exiled(res: Resolution) -> None:
        """400.7: the card the target became as it was exiled, if it is still
        in exile (a token ceased to exist, 111.7), onto the battlefield under
        the control of the player who puts it there unless its owner's is
        named (110.2a); "tapped" is how it enters (110.5b)."""
        for word in filter(None, res.noted.get(EXILED_THIS_WAY, "").split(",")):
            card = moves.find(res.game, ObjectId(int(word)), Zone.EXILE)
            if card is not None:
                under = res.controller if yours else card.owner
                moves.put_onto_battlefield(
                    res.game, card.id, under=under, transformed=transformed, tapped=tapped
                )

    return return_exiled


def _return_noted(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """A delayed triggered ability's "return that card to the battlefield"
    (603.7c): the card noted as it was made, if it is still that object in
    exile or a graveyard (400.7), onto the battlefield (712.14a:
    transformed if it can)."""
    objects = reading.objects(parts[0])
    tokens = {str(c.type): str(c) for c in clause.children if isinstance(c, Token)}
    transformed, tapped, face_down = "TRANSFORMED" in tokens, "TAPPED" in tokens, "FACE_DOWN" in tokens
    yours = tokens.get("OWNERS_OR_YOUR") == "your"

    def return_noted(res: Resolution) -> None:
        game = res.game
        for found in objects(res):
            card = game.get(found)
            if card.zone not in (Zone.EXILE, Zone.GRAVEYARD):
                continue
            under = res.controller if yours else card.owner
            moves.put_onto_battlefield(
                game, card.id, under=under, transformed=transformed, tapped=tapped, face_down=face_down
            )

    return return_noted


def it_on_bottom(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    if not reading.dies_itself:
        raise Unreadable("'put it on the bottom' with no card that died")

    def on_bottom(res: Resolution) -> None:
        """400.7, 401.5: "when ~ dies, put it on the bottom of its owner's
        library": the card it became in the graveyard, if it is still there."""
        for card in died_cards(res):
            moves.move(res.game, card.id, Zone.LIBRARY, position="bottom")

    return on_bottom


def put_on_top(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def on_top(res: Resolution) -> None:
        """401.5, 400.7: "put [it] on top of its owner's library"."""
        for obj in objects(res):
            moves.move(res.game, obj, Zone.LIBRARY, position="top")

    return on_top


def put_on_bottom(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def on_bottom(res: Resolution) -> None:
        """401.5, 400.7: "put [it] on the bottom of its owner's library"."""
        for obj in objects(res):
            moves.move(res.game, obj, Zone.LIBRARY, position="bottom")

    return on_bottom


def put_up_to_one_on_top(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """ "Put up to one target land card from your graveyard on top of your
    library" (401.5; the card's owner's library: "your graveyard" is yours)."""
    if parts[1].data != "from_your_graveyard":
        raise Unreadable("'on top of your library' of a card from another graveyard")
    target: Tree[Token] = Tree("up_to", [Tree[Token]("one", []), parts[0], parts[1]])
    return put_on_top(reading, [target], clause)


def self_from_graveyard(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """113.6, 602.2: "[Cost]: Return this card from your graveyard to the
    battlefield [transformed]": an ability that works only while its card is
    in its owner's graveyard; the card, if it is still there (400.7), enters
    under that player's control (712.14a: transformed if it can)."""
    if not reading.activated:
        raise Unreadable("'~ from your graveyard' outside an activated ability")
    reading.from_graveyard = True
    transformed = any(isinstance(c, Token) and c.type == "TRANSFORMED" for c in clause.children)

    def return_itself(res: Resolution) -> None:
        card = res.source_object(Zone.GRAVEYARD)
        if card is not None:
            moves.put_onto_battlefield(res.game, card.id, under=res.controller, transformed=transformed)

    return return_itself


def self_from_graveyard_either_face(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
    """113.6, 603.2: "[When ...], return ~ from your graveyard to the
    battlefield face up or face down": a triggered ability of the card in
    its owner's graveyard; the card, if it is still there (400.7), enters
    under that player's control as they choose: face down, a 2/2 with no
    name, text, subtypes or mana cost (708.2a, 708.3), which its morph cost
    may turn face up (702.37e)."""
    if reading.activated or not reading.has_self:
        raise Unreadable("'~ from your graveyard ... face up or face down' outside a triggered ability")
    reading.from_graveyard = True

    def return_itself(res: Resolution) -> None:
        card = res.source_object(Zone.GRAVEYARD)
        if card is None:
            return
        prompt = f"{res.source_name}: return it face up or face down?"
        question = Question(res.controller, "face", prompt, ("face up", "face down"), 1, 1, "708.3")
        (how,) = ask(res.game, question, default=("face up",))
        moves.put_onto_battlefield(res.game, card.id, under=res.controller, face_down=how == "face down")

    return return_itself


def second_from_top(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def put_second(res: Resolution) -> None:
        """401.4, 401.5: "put [it] into its owner's library second from the
        top": directly under the top card (on top if the library is empty);
        a copy of a spell ceases to exist instead (707.10a)."""
        game = res.game
        for obj in objects(res):
            owner = game.get(obj).owner
            before = len(game.log)
            moves.move(game, obj, Zone.LIBRARY)
            moved = became(game.log[before:], obj, Zone.LIBRARY.value)
            library = [o.id for o in game.objects(Zone.LIBRARY, owner)]
            if moved and moved[-1] in library and len(library) > 1:
                library.remove(moved[-1])
                game.reorder(Zone.LIBRARY, owner, [library[0], moved[-1], *library[1:]])

    return put_second


def exile_until_it_leaves(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    if not reading.has_self:
        raise Unreadable("'until ~ leaves the battlefield' in a spell")
    objects = reading.objects(parts[0])
    reading.exiled_noted = True

    def exile_until(res: Resolution) -> None:
        """610.3: exile them until its source leaves the battlefield; 610.3c:
        if it already has, they aren't exiled at all. They return under their
        owners' control when it leaves (610.3a, moves.return_exiled_until_it_leaves)."""
        game = res.game
        source = res.source_object(Zone.BATTLEFIELD)
        if source is None:
            return
        exiled: list[int] = []
        for obj in objects(res):
            before = len(game.log)
            moves.move(game, obj, Zone.EXILE)
            exiled += [int(c) for c in became(game.log[before:], obj, Zone.EXILE.value)]
        res.noted[EXILED_THIS_WAY] = ",".join(str(c) for c in exiled)
        if exiled:
            game.add_rule_effect(
                RuleEffect(
                    0,
                    RuleEffectKind.EXILED_UNTIL_IT_LEAVES,
                    res.controller,
                    objects=(int(source.id), *exiled),
                    note=f"{res.source_name}: exiled until it leaves the battlefield",
                )
            )

    return exile_until


def reanimate_different_mana_values(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Return from your graveyard to the battlefield any number of target
    creature cards that each have a different mana value X or less": the
    targets fit with the X chosen as the spell was cast (601.2b comes before
    601.2c), no two sharing a mana value (202.3, :func:`~mtgfaces.rules.
    actions.legal_targets.apart_from_the_others`); those still legal as it
    resolves (608.2b) are put onto the battlefield under its controller's
    control (110.2a), one after the other."""
    (chosen,) = (p for p in parts if p.data == "filter")
    wanted = read_filter(chosen, zone=Zone.GRAVEYARD)
    if wanted.x_tests or wanted.mana_value is not None:
        raise Unreadable("a second mana value test")
    wanted = wanted._replace(whose="you", x_tests=(("mana value", "<="),))  # 404.2: its owner's graveyard
    spec = Targets(
        TargetKind.FILTERED, number=ANY_NUMBER, minimum=0, filter=wanted, different_mana_values=True
    )
    aimed = reading.aim(spec)
    reading.returned_targets = True  # "they", "it": the permanents they became (400.7)

    def reanimate(res: Resolution) -> None:
        for target in aimed(res):
            if not isinstance(target, str):
                moves.put_onto_battlefield(res.game, target, under=res.controller)  # 110.2a

    return reanimate
