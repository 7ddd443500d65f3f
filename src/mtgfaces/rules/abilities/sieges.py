"""The intrinsic ability of Sieges (CR 310.11b): "When the last defense
counter is removed from this permanent, exile it, then you may cast it
transformed without paying its mana cost."

No Siege prints it, so no line of text finds it (113.6): :func:`pending`
finds it from the damage dealt to Sieges (310.6, 120.3h: damage is what
removes defense counters here), and :mod:`mtgfaces.rules.abilities.triggers`
puts it on the stack with the rest of what triggered (603.3). While it
waits there the Siege, at defense 0, stays on the battlefield (704.5v).

As it resolves, the Siege is exiled if it is still the same permanent
(400.7), and its controller may cast it transformed (712.11a) from exile
without paying its mana cost (118.9), while the ability resolves, so no
timing rule applies (608.2g); its targets, if its back face's spell
ability has any, are chosen by that player (601.2c; with no one to ask,
the fewest, opponents first).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.abilities.free_casts import targets_for
from mtgfaces.rules.actions import casting, moves
from mtgfaces.rules.actions.base import ignored
from mtgfaces.rules.state import battles, registry
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind, became
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Target

TEXT = (
    "When the last defense counter is removed from this permanent, exile it, then you may cast it "
    "transformed without paying its mana cost."
)
FACE = "Siege"  # the rules' ability of every Siege (310.11b), not a card's


def _never(check: TriggerCheck) -> bool:
    """Found by :func:`pending`, never by a line of text."""
    return False


def _cast_transformed(game: Game, player: str, card: GameObject) -> None:
    """310.11b, 712.11a: the player may cast the exiled card transformed
    without paying its mana cost, as the ability resolves (608.2g)."""
    try:
        plan = casting.verify_cast(
            game,
            card.id,
            player=player,
            from_zone=Zone.EXILE,
            transformed=True,
            without_paying_mana_cost=True,
            while_resolving=True,
        )
    except IllegalAction as refused:
        ignored(game, refused.rule, f"{card.card.name} can't be cast transformed: {refused.reason}", card)
        return
    back = card.card.face(Side.BACK).name
    if not may(game, player, f"Siege: cast {back} without paying its mana cost?", rule="310.11b"):
        return
    targets = targets_for(game, player, plan.characteristics, ask=True, what="Siege")
    if targets is None:
        ignored(game, "601.2c", f"{back} has no legal targets, so it isn't cast", card)
        return
    casting.cast(
        game,
        card.id,
        player=player,
        from_zone=Zone.EXILE,
        targets=targets,
        transformed=True,
        without_paying_mana_cost=True,
        while_resolving=True,
    )


def _exile_then_cast(res: Resolution) -> None:
    """310.11b: exile the Siege (if it is still that permanent, 400.7), then
    its controller may cast it transformed without paying its mana cost."""
    game = res.game
    siege = res.source_object(Zone.BATTLEFIELD)
    if siege is None:
        ignored(game, "400.7", f"{res.source_name} has left the battlefield; it isn't exiled")
        return
    moves.move(game, siege.id, Zone.EXILE)
    exiled = [game.get(i) for i in became(game.log, siege.id, Zone.EXILE.value) if i in game]
    if not exiled or exiled[-1].zone is not Zone.EXILE or exiled[-1].is_token:
        return  # a token ceases to exist (704.5d); a replaced move left it elsewhere
    card = exiled[-1]
    # A permission for this card only, for as long as the cast takes (601.3, 712.11a).
    allowed = game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.MAY_CAST_TRANSFORMED,
            res.controller,
            zone=Zone.EXILE,
            cards=(card.card.name,),
            until=Duration.END_OF_TURN,
            note=f"Siege: {card.card.name}",
        )
    )
    try:
        _cast_transformed(game, res.controller, card)
    finally:
        game.rule_effects = [e for e in game.rule_effects if e.id != allowed.id]
        game.record(Event(EventKind.EFFECT_ENDED, player=res.controller, rule="310.11b", note=allowed.note))


ABILITY = Triggered(FACE, TEXT, EventKind.DAMAGE_DEALT, _never, _exile_then_cast, "310.11b")
registry.grant(ABILITY)  # no printed line starts with it: found only by its key on the stack


def pending(game: Game, start: int) -> list[tuple[GameObject, Triggered, dict[str, str], tuple[Target, ...]]]:
    """The Sieges whose last defense counter the log's events from ``start``
    on removed (damage, 120.3h), each once, with this ability: a Siege on
    the battlefield with no defense counters left that was dealt damage,
    unless its ability already waits on the stack."""
    found: list[tuple[GameObject, Triggered, dict[str, str], tuple[Target, ...]]] = []
    seen: set[ObjectId] = set()
    for event in game.log[start:]:
        hit = event.new_object
        if event.kind is not EventKind.DAMAGE_DEALT or hit is None or hit in seen or hit not in game:
            continue
        seen.add(hit)
        siege = game.get(hit)
        value = game.characteristics(siege)
        if (
            siege.zone is Zone.BATTLEFIELD
            and battles.SIEGE in value.subtypes
            and battles.is_battle(value)
            and siege.status.counter(battles.DEFENSE) == 0
            and battles.printed_defense(value) is not None
            and not battles.source_of_pending_trigger(game, siege)
        ):
            found.append((siege, ABILITY, {}, ()))
    return found
