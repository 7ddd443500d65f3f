"""Foretelling: a special action (CR 116.2h, 702.143a-b). A player pays {2}
and exiles a card with foretell from their hand face down, during their
turn; a static ability may make that cost less (601.2f, 118.7a: generic
mana only) and let it be done on any player's turn (Cosmos Charger). The
card is foretold: its owner may look at it while it remains exiled, no one
else (406.3), and may cast it on a later turn for its foretell cost
(702.143a, castable.py and costs.py)."""

from __future__ import annotations

import re

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import paying
from mtgfaces.rules.actions.base import ErrorCode, action, can, refuse
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state.costs import FORETELL_ACTION_COST
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.mana import Payment, PayWith
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from mtgfaces.rules.state.views import NameLater

_FORETELL = re.compile(r"^foretell\b", re.IGNORECASE)


def verify_foretell(
    game: Game, obj_id: ObjectId, *, player: str | None = None, pay: PayWith | None = None
) -> Payment | None:
    """Raise unless ``player`` (default: the card's owner) may foretell the card
    now: a card with foretell in their own hand (702.143a), during their turn
    (116.2h) unless a static ability lets them on any player's turn, and,
    when the game pays costs, can pay {2} less any reductions (``pay``: as
    they say); return that payment."""
    obj = game.get(obj_id) if obj_id in game else None
    who = game.player(player).name if player is not None else obj.owner if obj else game.turn.active
    name = NameLater(game, who, obj_id)
    if obj is None:
        refuse(ErrorCode.WRONG_ZONE, "400.7", f"{name} can't be foretold: it is no longer in a hand")
    if obj.zone is not Zone.HAND or obj.owner != who:
        refuse(
            ErrorCode.WRONG_ZONE,
            "702.143a",
            f"{name} is not in {who}'s hand; foretell exiles a card from its owner's hand",
        )
    if not any(_FORETELL.match(a) for a in game.characteristics(obj).abilities):
        refuse(ErrorCode.NOT_PERMITTED, "702.143a", f"{name} has no foretell ability")
    effects = [e for e in rule_effects(game) if e.player == who]
    any_turn = any(e.kind is RuleEffectKind.MAY_FORETELL_ON_ANY_TURN for e in effects)
    if game.turn.active != who and not any_turn:
        refuse(
            ErrorCode.TIMING,
            "116.2h",
            f"{who} may foretell only during their own turn; it is {game.turn.active}'s turn",
        )
    less = sum(e.amount for e in effects if e.kind is RuleEffectKind.FORETELLING_COSTS_LESS)
    cost = FORETELL_ACTION_COST.reduced_by(less)  # 601.2f, 118.7a
    return paying.for_mana_cost(game, who, cost, how=pay, what=f"foretelling {name}")


can_foretell = can(verify_foretell)


@action
def foretell(game: Game, obj_id: ObjectId, *, player: str | None = None, pay: PayWith | None = None) -> None:
    """Pay {2} (less any reductions) and exile the card from its owner's hand
    face down, foretold (702.143a): its owner may look at it there
    (702.143a), no one else."""
    payment = verify_foretell(game, obj_id, player=player, pay=pay)
    who = player or game.get(obj_id).owner
    paying.settle(game, who, payment, pay, rule="702.143a", what="foretelling a card", paying_for=obj_id)
    game.move(obj_id, Zone.EXILE, status=Status(face_down=FaceDown.FORETELL, foretold_turn=game.turn.number))
