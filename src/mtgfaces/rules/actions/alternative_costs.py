"""Alternative costs other effects offer (CR 118.9: a cost "applied to [a
spell] from another effect, that its controller may pay rather than paying
the spell's mana cost"): Warped Space's "Once each turn, you may pay {0}
rather than pay the mana cost for a spell you cast from exile."

A permanent's static ability makes a rule effect
(:attr:`~mtgfaces.rules.state.permissions.RuleEffectKind.MAY_PAY_RATHER_THAN_MANA_COST`)
for its controller: the zone the spell is cast from and the cost ({amount}
generic mana). It doesn't let anything be cast (601.3: a permission still
must). The caster chooses it as the spell is cast (601.2b), naming the
permanent (a Cast's ``alternative_from``): a choice of its own among the
legal actions, never made for them. It is one alternative cost, never
applied with another (601.2b, 118.9a: not with "without paying its mana
cost", a foretell or flashback cost, face down); X is then 0 (107.3b: the
cost has no X); additional costs and cost increases still apply (118.9d).

"Once each turn": that permanent's option (that object: a new one is a new
object, 400.7) is used when a spell is cast using it, once per turn, as
602.5b has it for an activated ability; each use is in the log
(:attr:`~mtgfaces.rules.state.events.EventKind.ALTERNATIVE_COST_PAID`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.mana import ManaCost
from mtgfaces.rules.actions.base import ErrorCode, refuse
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state.costs import implied_alternative
from mtgfaces.rules.state.daynight import turn_start
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Status
from mtgfaces.rules.state.views import NameLater, name_for

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

_KIND = RuleEffectKind.MAY_PAY_RATHER_THAN_MANA_COST


def source_of(effect: RuleEffect) -> ObjectId:
    """The permanent whose static ability made the effect (its id negated)."""
    return ObjectId(-effect.id)


def used_this_turn(game: Game, source: ObjectId) -> bool:
    """Whether a spell was cast this turn paying the alternative cost the
    permanent ``source`` offers (the log since the turn began)."""
    return any(
        e.kind is EventKind.ALTERNATIVE_COST_PAID and e.object == source for e in game.log[turn_start(game) :]
    )


def offered(game: Game, player: str, zone: Zone) -> list[RuleEffect]:
    """The alternative costs offered now to ``player`` for a spell cast from
    ``zone`` (118.9), those offered once each turn only if not used this
    turn: each is another choice of how to cast it."""
    return [
        e
        for e in rule_effects(game)
        if e.kind is _KIND
        and e.player == player
        and e.zone is zone
        and not (e.once_each_turn and used_this_turn(game, source_of(e)))
    ]


def verify(
    game: Game,
    source: ObjectId,
    *,
    player: str,
    obj: GameObject,
    zone: Zone,
    status: Status,
    value: Characteristics,
    without_paying_mana_cost: bool,
    label: NameLater,
) -> tuple[ManaCost, str]:
    """Refuse, with the rule, paying the alternative cost the permanent
    ``source`` offers for this cast; else that cost and its words."""
    named = name_for(game, player, source) if source in game else f"object #{int(source)}"
    found = [
        e for e in rule_effects(game) if e.kind is _KIND and e.player == player and source_of(e) == source
    ]
    if not found:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "118.9",
            f"{player} can't cast {label} paying another cost offered by {named}: no ability of it lets "
            f"{player} pay a cost rather than a spell's mana cost; cast it paying its cost.",
        )
    fitting = [e for e in found if e.zone is zone]
    if not fitting:
        where = ", ".join(sorted({e.zone.value for e in found if e.zone is not None}))
        refuse(
            ErrorCode.NOT_PERMITTED,
            "118.9",
            f"{player} can't cast {label} from {zone.value} paying the cost {named} offers: it is offered "
            f"only for a spell cast from {where}.",
        )
    effect = fitting[0]
    if effect.once_each_turn and used_this_turn(game, source):
        refuse(
            ErrorCode.NOT_PERMITTED,
            "118.9",
            f"{player} can't cast {label} paying the cost {named} offers: it is offered once each turn, and "
            "a spell was cast using it this turn.",
        )
    other = (
        "without_paying_its_mana_cost" if without_paying_mana_cost else implied_alternative(obj, zone, status)
    )
    if other is not None:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "601.2b",
            f"{player} can't cast {label} paying the cost {named} offers: it is cast for another alternative "
            f"cost ({other.replace('_', ' ')}), and a spell takes only one (118.9a).",
        )
    if status.x and value.mana_cost.has_variable:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "107.3b",
            f"{player} can't choose X={status.x} for {label} cast paying the cost {named} offers: that cost "
            "has no X, so the only legal choice for X is 0.",
        )
    cost = ManaCost.parse(f"{{{effect.amount}}}")
    return cost, f"{cost.text} rather than its mana cost, as {named}'s ability offers"


def record_use(game: Game, source: ObjectId, *, player: str, spell: ObjectId) -> None:
    """Note that ``player`` cast ``spell`` paying the cost ``source``'s
    ability offers: its once-each-turn option is used (118.9)."""
    game.record(
        Event(
            EventKind.ALTERNATIVE_COST_PAID, object=source, player=player, rule="118.9", note=f"#{int(spell)}"
        )
    )
