"""A card exiled from a hand at random, then put onto the battlefield or
cast by the ability's controller (Rona, Herald of Invasion): "Whenever a
source deals damage to ~, that source's controller exiles a card from
their hand at random. If it's a land card, you may put it onto the
battlefield under your control. Otherwise, you may cast it without paying
its mana cost." (120.3, 406.3, 608.2c, 118.9)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.free_casts import cast_free
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution, TriggerCheck
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId


def _source_controller(game: Game, source: ObjectId) -> str:
    """608.2h: the controller of the source that dealt the damage: now, if
    it is still in its zone; else as it last existed on the battlefield
    (603.10a); else, a spell gone from the stack, the player who cast it
    (601.2a, 110.2); "" when there is none."""
    if source in game:
        return game.controller(game.get(source))
    known = game.last_known.get(source)
    if known is not None:
        return known.controller
    cast = [e.player for e in game.log if e.kind is EventKind.CAST and e.object == source and e.player]
    return cast[-1] if cast else ""


def source_deals_damage_to_self(check: TriggerCheck) -> bool:
    """120.3, 603.2: "whenever a source deals damage to ~": damage to this
    permanent, by a source with a controller to name."""
    event = check.event
    return event.new_object == check.source.id and event.object is not None


def the_sources_controller(check: TriggerCheck) -> dict[str, str]:
    """608.2h: "that source's controller", noted as it triggers."""
    source = check.event.object
    return {"player": _source_controller(check.game, source) if source is not None else ""}


def exile_random_land_or_cast(reading: Reading, sentence: Tree[Token]) -> Effect:
    """ "[That player] exiles a card from their hand at random. If it's a
    land card, you may put it onto the battlefield under your control.
    Otherwise, you may cast it without paying its mana cost.": a card of
    that hand chosen at random (the game's generator), exiled face up, so
    seen by every player (406.3); then the ability's controller may put a
    land card onto the battlefield under their control (110.2a, 305.4: not
    played), or cast any other card from exile without paying its mana cost
    (118.9, 608.2g), whoever owns it. Whether either was done is noted for
    "If you do" (608.2c)."""
    (who,) = (c for c in sentence.children if isinstance(c, Tree))
    players = reading.players(who)
    reading.offered = True

    def exile(res: Resolution) -> None:
        game = res.game
        res.noted["did"] = "no"
        for player in players(res):
            hand = game.objects(Zone.HAND, player)
            if not hand:
                continue  # 609.3: an empty hand: nothing is exiled
            card = game.rng.choice(hand)
            moves.move(game, card.id, Zone.EXILE)
            exiled = [c for c in became(game.log, card.id, Zone.EXILE.value) if c in game]
            if not exiled:
                continue  # 614: exiled elsewhere, or not at all
            obj = game.get(exiled[-1])
            if game.characteristics(obj).has_type("Land"):  # 205.2a, 712.8a: its front face
                prompt = f"{res.source_name}: put {obj.card.name} onto the battlefield under your control?"
                question = Question(
                    res.controller, "may", prompt, ("yes", "no"), 1, 1, "609.3", shown=(obj.id,)
                )
                if ask(game, question, default=("yes",)) == ("yes",):
                    moves.put_onto_battlefield(game, obj.id, under=res.controller)
                    res.noted["did"] = "yes"
            elif cast_free(
                game, res.controller, obj, below=None, what=res.source_name, rule="118.9", zone=Zone.EXILE
            ):
                res.noted["did"] = "yes"

    return exile


SENTENCES = {"exile_random_land_or_cast": exile_random_land_or_cast}
