"""Dragons of Tarkir (2015): Den Protector, the megamorph card of the
"when turned face up" rulings.

Rulings covered: turning it face up is a special action that doesn't use the
stack (116.2b, 702.37e); its "when turned face up" ability then triggers
(708.8) and goes on the stack, even though the permanent didn't enter the
battlefield (S30); megamorph puts a +1/+1 counter on it as it turns face
up (702.37b). The engine chooses the target: the first card in its
controller's graveyard (a choice for ``choices`` to make is future work).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import choose_targets
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import Target

DEN_PROTECTOR = "Den Protector"


def _itself(check: TriggerCheck) -> bool:
    """It was turned face up; with no card in its controller's graveyard to
    target, the ability is removed from the stack as it would be put there
    (603.3d), so it is never put there at all."""
    game = check.game
    return check.event.object == check.source.id and bool(
        game.objects(Zone.GRAVEYARD, game.controller(check.source))
    )


def _a_card_in_your_graveyard(check: TriggerCheck) -> tuple[Target, ...]:
    """603.3d: its controller chooses the target card as it is put on the
    stack (with no one to ask, the first card in the graveyard)."""
    game = check.game
    controller = game.controller(check.source)
    cards = [c.id for c in game.objects(Zone.GRAVEYARD, controller)]
    return choose_targets(game, controller, "Den Protector: target card in your graveyard", cards)


def _return_to_hand(res: Resolution) -> None:
    """Return target card from your graveyard to your hand (608.2b: if it is
    still there)."""

    for target in res.legal_targets():
        if not isinstance(target, str) and res.game.get(target).zone is Zone.GRAVEYARD:
            moves.move(res.game, target, Zone.HAND)


script(
    Triggered(
        DEN_PROTECTOR,
        "When Den Protector is turned face up",
        EventKind.TURNED_FACE_UP,
        _itself,
        _return_to_hand,
        "708.8",
        targets=_a_card_in_your_graveyard,
    ),
)
