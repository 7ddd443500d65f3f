"""What compiled triggers on one object that fits a filter ask of an event
(603.2, 603.6, 603.10a): "whenever a / another / ~ or another [filter]
dies, enters, leaves the battlefield, attacks, is turned face up, becomes
the target of a spell or ability an opponent controls" (115.1) or "deals
combat damage to a player" (510.3a); the object as it is, or as it last
existed on the battlefield, fits the filter for the ability's controller."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.combat_heads import ability_controller
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import TargetFilter, TriggerCheck

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import Characteristics
    from mtgfaces.rules.state.objects import GameObject

Condition = Callable[[TriggerCheck], bool]


class One(NamedTuple):
    """ "Whenever a / another / ~ or another [filter] dies, enters, is
    turned face up": the object the event is about, as it is (or last was,
    603.10a) on the battlefield, fits the filter for the ability's
    controller."""

    wanted: TargetFilter
    which: str  # any_one, another, self_or_another

    def _fits(self, check: TriggerCheck, obj: GameObject, value: Characteristics, controller: str) -> bool:
        if obj.id == check.source.id and self.which != "any_one":
            return self.which == "self_or_another"
        wanted = self.wanted
        if wanted.whose and (controller == ability_controller(check)) != (wanted.whose == "you"):
            return False
        return fits(check.game, controller, obj, value, wanted._replace(whose=""))

    def died(self, check: TriggerCheck) -> bool:
        game, event = check.game, check.event
        if event.from_zone != Zone.BATTLEFIELD.value or event.to_zone != Zone.GRAVEYARD.value:
            return False
        if event.object is None or event.object not in game.last_known:
            return False
        died = game.last_known[event.object]  # 603.10a: as it last existed on the battlefield
        return self._fits(
            check, died.object._replace(zone=Zone.BATTLEFIELD), died.characteristics, died.controller
        )

    def left(self, check: TriggerCheck) -> bool:
        """603.6c, 603.10a: it left the battlefield for any zone, as it last
        existed there."""
        game, event = check.game, check.event
        if (
            event.from_zone != Zone.BATTLEFIELD.value
            or event.object is None
            or event.object not in game.last_known
        ):
            return False
        gone = game.last_known[event.object]
        return self._fits(
            check, gone.object._replace(zone=Zone.BATTLEFIELD), gone.characteristics, gone.controller
        )

    def entered(self, check: TriggerCheck) -> bool:
        game, event = check.game, check.event
        if event.object is None or event.object not in game:
            return False
        obj = game.get(event.object)
        if obj.zone is not Zone.BATTLEFIELD:
            return False
        return self._fits(check, obj, game.characteristics(obj), game.controller(obj))

    def targeted_by_an_opponent(self, check: TriggerCheck) -> bool:
        """115.1, 603.2: a permanent that fits became the target of a spell
        or ability an opponent of the ability's controller controls (the
        event's player, as the targets were chosen, 601.2c, 602.2b, 603.3d)."""
        player = check.event.player
        return (
            player is not None
            and player in check.game.opponents(ability_controller(check))
            and self.entered(check)
        )


def combat_damage_by(which: One) -> Condition:
    def dealt(check: TriggerCheck) -> bool:
        """510.3a: combat damage (510.2) to a player by a creature that fits
        as it dealt it (603.10: as it last existed, if it has left)."""
        game, event = check.game, check.event
        if event.rule != "510.2" or event.player is None or event.object is None:
            return False
        if event.object in game and game.get(event.object).zone is Zone.BATTLEFIELD:
            return which.entered(check)
        known = game.last_known.get(event.object)
        if event.object in game or known is None:
            return False
        return which._fits(
            check, known.object._replace(zone=Zone.BATTLEFIELD), known.characteristics, known.controller
        )

    return dealt
