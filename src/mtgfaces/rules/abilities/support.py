"""Small pieces the card scripts share: finding the source, opponents,
mana spent, adding mana."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card
from mtgfaces.rules.actions.entering import settle_entered
from mtgfaces.rules.state.abilities import Resolution
from mtgfaces.rules.state.events import USED_TO_CRAFT, Event, EventKind
from mtgfaces.rules.state.status import ObjectId, Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def source_permanent(res: Resolution) -> GameObject | None:
    """The source, if it is still the same permanent (400.7: a card that left
    and came back is a new object the ability can't find)."""
    return res.source_object(Zone.BATTLEFIELD)


def each_opponent(res: Resolution) -> list[str]:
    """The controller's opponents still in the game, in turn order (102.2)."""
    game = res.game
    return [p for p in game.opponents(res.controller) if not game.player(p).has_lost]


def mana_spent(game: Game, spell_id: ObjectId) -> int:
    """The mana spent to cast a spell (601.2h): what its caster paid, or in
    a game whose costs are free the total cost recorded (its mana cost or
    alternative cost, X and the commander tax; none when cast without
    paying its mana cost, 118.9)."""
    if spell_id not in game:
        return 0
    return len(game.get(spell_id).status.mana_spent)


def colors_spent(game: Game, obj_id: ObjectId) -> int:
    """How many colors of mana were spent to cast it (601.2h): what converge
    and sunburst count (207.2c, 702.44a)."""
    if obj_id not in game:
        return 0
    return len(game.get(obj_id).status.spent_colors())


def most_of_one_color_spent(game: Game, obj_id: ObjectId) -> int:
    """The most mana of any one color spent to cast it: adamant asks for at
    least three (207.2c)."""
    if obj_id not in game:
        return 0
    return max(game.get(obj_id).status.spent_colors().values(), default=0)


def create_token(game: Game, token: Card, controller: str) -> GameObject:
    """Create a token with its own characteristics (111.2: owned and
    controlled by the player who created it), new under them this turn
    (302.6); it enters the battlefield (603.6a)."""
    made = game.put(
        token,
        zone=Zone.BATTLEFIELD,
        owner=controller,
        is_token=True,
        status=Status(controlled_since=game.turn.number),
    )
    made = settle_entered(game, made)  # CR 614.1c: "enters tapped" and the like
    for kind in (EventKind.TOKEN_CREATED, EventKind.ENTERED_BATTLEFIELD):
        game.record(
            Event(kind, object=made.id, player=controller, to_zone=Zone.BATTLEFIELD.value, rule="111.2")
        )
    return made


def used_to_craft(game: Game, crafted: ObjectId) -> list[ObjectId]:
    """702.167c, 400.7: "the exiled cards used to craft ~": the cards exiled
    to pay the cost of the craft ability that put this very permanent onto
    the battlefield that are still those objects in exile."""
    return [
        e.object
        for e in game.log
        if e.note == USED_TO_CRAFT
        and e.rule == "702.167c"
        and e.new_object == crafted
        and e.object is not None
        and e.object in game
        and game.get(e.object).zone is Zone.EXILE
    ]
