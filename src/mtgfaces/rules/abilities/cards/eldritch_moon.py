"""Eldritch Moon (2016): the meld pair Bruna, the Fading Light and Gisela,
the Broken Blade (Brisela, Voice of Nightmares).

Rulings covered: Bruna's ability triggers as it is cast (603.2, on the
stack: 113.6), so it resolves before Bruna even if Bruna is countered; its
target is chosen as it is put on the stack (603.3d: with no Angel or Human
creature card in its controller's graveyard it is removed from the stack,
so it doesn't go there at all) and checked as it resolves (608.2b). Gisela's
ability has an intervening "if" (603.4): both checked as it triggers and as
it resolves: its controller must own and control Gisela and a creature named
Bruna, the Fading Light; then both are exiled and melded (701.42a, 712.4c;
done by the engine's meld action).

The choice of target: the card named in the cast's ``choices: {name:}``, or
else the first such card in the graveyard (the engine asks no questions).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import meld, moves
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import choose_targets
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import Target

BRUNA = "Bruna, the Fading Light"
GISELA = "Gisela, the Broken Blade"


def _angel_or_human_card(game: Game, card: GameObject, player: str) -> bool:
    """Target Angel or Human creature card in ``player``'s graveyard (115.1)."""
    value = game.characteristics(card)
    return (
        card.zone is Zone.GRAVEYARD
        and card.owner == player
        and value.has_type("Creature")
        and bool({"Angel", "Human"} & set(value.subtypes))
    )


def _bruna_target(check: TriggerCheck) -> GameObject | None:
    game, spell = check.game, check.source
    found = [
        c
        for c in game.objects(Zone.GRAVEYARD, spell.controller)
        if _angel_or_human_card(game, c, spell.controller)
    ]
    named = [c for c in found if c.card.name in spell.status.chosen]
    return next(iter(named or found), None)


def _bruna_cast(check: TriggerCheck) -> bool:
    """ "When you cast this spell" (603.2), with a legal target (603.3d)."""
    return check.event.object == check.source.id and _bruna_target(check) is not None


def _choose_target(check: TriggerCheck) -> tuple[Target, ...]:
    """603.3d: the target is chosen as the ability is put on the stack, by
    its controller (with no one to ask, the card named in the cast's
    choices, or the first)."""
    game, spell = check.game, check.source
    found = [
        c
        for c in game.objects(Zone.GRAVEYARD, spell.controller)
        if _angel_or_human_card(game, c, spell.controller)
    ]
    named = [c for c in found if c.card.name in spell.status.chosen]
    cards = [c.id for c in named + [c for c in found if c not in named]]
    prompt = "Bruna, the Fading Light: target Angel or Human creature card in your graveyard"
    return choose_targets(game, spell.controller, prompt, cards)


def _return_angel_or_human(res: Resolution) -> None:
    """608.2b: if the card is still there and still fits, it returns."""
    game = res.game
    for target in res.legal_targets():
        if not isinstance(target, str) and _angel_or_human_card(game, game.get(target), res.controller):
            moves.put_onto_battlefield(game, target, under=res.controller)


def _your_end_step(check: TriggerCheck) -> bool:
    """513.1a: "at the beginning of your end step"."""
    game, event = check.game, check.event
    return event.note == Step.END.value and event.player == game.controller(check.source)


def _bruna_to_meld_with(res: Resolution) -> GameObject | None:
    game = res.game
    return next(
        (
            o
            for o in game.objects(Zone.BATTLEFIELD, res.controller)
            if o.owner == res.controller
            and (value := game.characteristics(o)).has_name(BRUNA)
            and value.has_type("Creature")
        ),
        None,
    )


def _owns_and_controls_both(res: Resolution) -> bool:
    """603.4: you both own and control Gisela and a creature named Bruna."""
    gisela = source_permanent(res)
    return (
        gisela is not None
        and gisela.owner == res.controller
        and res.game.controller(gisela) == res.controller
        and _bruna_to_meld_with(res) is not None
    )


def _exile_and_meld(res: Resolution) -> None:
    """701.42a: exile them, then meld them into Brisela."""
    gisela, bruna = source_permanent(res), _bruna_to_meld_with(res)
    if gisela is not None and bruna is not None:
        meld.meld(res.game, gisela.id, bruna.id)


script(
    Triggered(
        BRUNA,
        "When you cast this spell, you may return target Angel or Human creature card",
        EventKind.CAST,
        _bruna_cast,
        _return_angel_or_human,
        "603.2",
        targets=_choose_target,
        zone=Zone.STACK,
    ),
    Triggered(
        GISELA,
        "At the beginning of your end step, if you both own and control Gisela",
        EventKind.TURN_STEP,
        _your_end_step,
        _exile_and_meld,
        "603.4",
        intervening_if=_owns_and_controls_both,
    ),
)
