"""Keyword abilities any object may have, scripted once for all of them:
ward (CR 702.21), including the ward {2} that face-down disguise and cloak
permanents have (702.168a, 701.58a, 708.2)."""

from __future__ import annotations

import re

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.model import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.abilities.registry import grant
from mtgfaces.rules.actions import combat, moves
from mtgfaces.rules.events import Event, EventKind
from mtgfaces.rules.status import ObjectId

_WARD = re.compile(r"^Ward(?: (?P<mana>(?:\{[^}]+\})+)|—Pay (?P<life>\d+) life\.?)")


def _targeted_by_an_opponent(check: TriggerCheck) -> bool:
    """702.21a: it becomes the target of a spell or ability an opponent controls."""
    game, event = check.game, check.event
    return (
        event.object == check.source.id
        and event.player is not None
        and event.player in game.opponents(game.controller(check.source))
    )


def _noted(check: TriggerCheck) -> dict[str, str]:
    lines = [a for a in check.game.characteristics(check.source).abilities if _WARD.match(a)]
    match = _WARD.match(lines[0]) if lines else None
    cost = ""
    if match is not None:
        cost = match.group("mana") or f"pay {match.group('life')} life"
    assert check.event.new_object is not None
    return {"countering": f"#{int(check.event.new_object)}", "cost": cost, "payer": check.event.player or ""}


def _counter_unless_paid(res: Resolution) -> None:
    """Counter that spell or ability unless its controller pays the ward cost
    (``pay`` chosen as it resolves; a life cost is paid in life, 119.4). The
    engine keeps no mana: a mana cost paid is recorded, not spent."""
    game = res.game
    aimed = ObjectId(int(res.noted["countering"][1:]))
    cost, payer = res.noted.get("cost", ""), res.noted.get("payer", "")
    if aimed not in game or game.get(aimed).zone is not Zone.STACK:
        return  # it already left the stack
    if res.noted.get("pay", "").lower() in ("true", "yes", "1"):
        life = re.match(r"pay (\d+) life", cost)
        if life is not None and payer:
            combat.lose_life(game, payer, int(life.group(1)))
        game.record(
            Event(EventKind.IGNORED, object=aimed, player=payer, rule="702.21a", note=f"ward paid: {cost}")
        )
        return
    countered = game.get(aimed)
    if countered.ability is not None:
        game.remove(aimed, rule="701.6b")  # a countered ability ceases to exist
    else:
        moves.move(game, aimed, Zone.GRAVEYARD)  # CR 701.6a: countered, to its owner's graveyard


grant(
    Triggered(
        "Ward",
        "Ward",
        EventKind.BECAME_TARGET,
        _targeted_by_an_opponent,
        _counter_unless_paid,
        "702.21a",
        note=_noted,
    ),
)
