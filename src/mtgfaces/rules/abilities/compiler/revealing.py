"""Compiled "reveal target face-down permanent" (701.20a, 708.5), "[it]
explores" (CR 701.44a) and "reveal cards from the top of your library until
you reveal a [filter] card. Put that card onto the battlefield [into your
hand] and the rest on the bottom of your library in a random order." (CR
701.20a, 401.4, issue 17: The Prismatic Bridge). The revealed cards are
shown to every player as they are revealed; the card that fits is noted as
"that card", the others as "the rest"."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Builder, Reading, matches
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import moves
from mtgfaces.rules.actions.base import reveal as reveal_card
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.status import ObjectId

_FOUND = "revealed card"  # the one that fit, by id ("" if none did)
_REST = "revealed rest"  # the others revealed, by id, top first


def reveal_until(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    wanted = read_filter(parts[0], zone=Zone.LIBRARY)._replace(whose="you")
    reading.revealed_until = True

    def reveal(res: Resolution) -> None:
        """701.20a: cards from the top, each shown to all players, until one
        fits (all of them if none does)."""
        game = res.game
        found: ObjectId | None = None
        rest: list[ObjectId] = []
        for card in game.objects(Zone.LIBRARY, res.controller):
            reveal_card(game, card, res.controller)
            if matches(res, card, wanted):
                found = card.id
                break
            rest.append(card.id)
        res.noted[_FOUND] = str(int(found)) if found is not None else ""
        res.noted[_REST] = ",".join(str(int(c)) for c in rest)

    return reveal


def put_revealed(zone: Zone) -> Builder:
    def build(reading: Reading, _: list[Tree[Token]], __: Tree[Token]) -> Effect:
        if not reading.revealed_until:
            raise Unreadable("'that card' and 'the rest' with nothing revealed until")

        def put(res: Resolution) -> None:
            """401.4: the card that fit where the text says, the other revealed
            cards on the bottom in a random order (the game's generator);
            each only if it is still in the library (400.7)."""
            game, player = res.game, res.controller
            found = res.noted.get(_FOUND, "")
            if found and moves.find(game, ObjectId(int(found)), Zone.LIBRARY) is not None:
                if zone is Zone.BATTLEFIELD:
                    moves.put_onto_battlefield(game, ObjectId(int(found)), under=player)
                else:
                    moves.move(game, ObjectId(int(found)), zone)
            rest = [
                ObjectId(int(i))
                for i in res.noted.get(_REST, "").split(",")
                if i and moves.find(game, ObjectId(int(i)), Zone.LIBRARY) is not None
            ]
            game.rng.shuffle(rest)
            for card in rest:
                moves.move(game, card, Zone.LIBRARY, position="bottom")

        return put

    return build


def explore(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    objects = reading.objects(parts[0])

    def explores(res: Resolution) -> None:
        """701.44a: its controller reveals the top card of their library; a
        land card goes to their hand, otherwise a +1/+1 counter goes on the
        exploring permanent and they may put the card into their graveyard.
        701.44c: one that left explores as it last existed (its controller's
        library; no counter)."""
        game = res.game
        for obj in objects(res):
            found = moves.find(game, obj, Zone.BATTLEFIELD)
            known = game.last_known.get(obj)
            player = game.controller(found) if found is not None else known.controller if known else None
            if player is None:
                continue
            library = game.objects(Zone.LIBRARY, player)
            top = library[0] if library else None
            if top is not None:
                reveal_card(game, top, player, "701.44a")
            if top is not None and game.characteristics(top).has_type("Land"):
                moves.move(game, top.id, Zone.HAND)
                continue
            if found is not None:
                moves.add_counters(game, found.id, "+1/+1", 1)
            name = game.characteristics(top).name if top is not None else ""
            if top is not None and may(game, player, f"{res.source_name}: put {name} into your graveyard?"):
                moves.move(game, top.id, Zone.GRAVEYARD)

    return explores


def reveal_target(reading: Reading, parts: list[Tree[Token]], _: Tree[Token]) -> Effect:
    """ "Reveal target face-down permanent." (701.20a): "it" after is that
    permanent, noted for "if it's a creature card"."""
    wanted = read_filter(parts[0])
    if wanted.face_down is not True:
        raise Unreadable("'reveal target' of a permanent that isn't face down")
    chosen = reading.objects(Tree("target", [parts[0]]))
    reading.revealed_target = True

    def reveal(res: Resolution) -> None:
        """701.20a, 708.5: its card is shown to every player, for a moment:
        the log names the card beside the face-down label all players know
        it by (708.6), with no object (a note about the hidden object would
        be dropped for those who may not look at it). It stays face down
        (701.20b) and the same object."""
        game = res.game
        res.noted["object"] = ""
        for target in chosen(res)[:1]:
            obj = game.get(target)
            if not obj.is_face_down:
                continue
            res.noted["object"] = str(int(target))
            label = moves.public_name(game, target)
            note = f"{label} is {obj.card.name}"
            game.record(Event(EventKind.REVEALED, player=res.controller, rule="701.20a", note=note))

    return reveal


CLAUSES: dict[str, Builder] = {
    "reveal_target": reveal_target,
    "explore": explore,
    "reveal_until": reveal_until,
    "revealed_onto_battlefield": put_revealed(Zone.BATTLEFIELD),
    "revealed_into_hand": put_revealed(Zone.HAND),
}
