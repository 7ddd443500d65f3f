"""Casting a card without paying its mana cost while an ability resolves
(CR 118.9, 608.2g: no timing rule applies, 117.1; prohibitions do, 601.3):
cascade (702.85a) and "you may play the exiled card without paying its mana
cost" (hideaway, 702.75). The player chooses whether to cast it, face by
face (a split card: each half that can be cast, left first; never fused
but from a hand, 702.102a), and its targets (601.2c). With no one to ask:
the first face that can be cast, aiming at the fewest targets each target
word needs: opponents first, then its controller, then permanents in
timestamp order."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.layouts import FUSED, rules_for
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import casting, moves
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.state import registry
from mtgfaces.rules.state.abilities import SpellAbility
from mtgfaces.rules.state.choices import choose_targets, may
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import Target

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject


def targets_for(
    game: Game, player: str, value: Characteristics, *, ask: bool, what: str
) -> tuple[Target, ...] | None:
    """The targets of the spell it would be (``value``), word by word
    (601.2c), chosen by the player casting it; ``None`` if it can't have
    them. Without ``ask``, only whether it can."""
    wanted: list[Target] = []
    people: list[Target] = [*game.opponents(player), player]
    candidates = people + [p.id for p in game.objects(Zone.BATTLEFIELD)]
    for ability in registry.of(value, SpellAbility):
        if ability.targets is None:
            continue
        for spec in ability.targets.groups:
            least = spec.number if spec.minimum is None else spec.minimum
            legal = [t for t in candidates if is_legal_target(game, player, None, spec, t)]
            if len(legal) < least:
                return None
            if ask:
                prompt = f"{what}: targets for {value.name} ({spec.words})"
                wanted += choose_targets(
                    game,
                    player,
                    prompt,
                    legal,
                    minimum=least,
                    maximum=spec.number,
                    rule="601.2c",
                    default_count=least,
                )
    return tuple(wanted)


def cast_free(
    game: Game,
    player: str,
    obj: GameObject,
    *,
    below: int | None,
    what: str,
    rule: str,
    zone: Zone,
    fits: Callable[[Characteristics], bool] | None = None,
) -> bool:
    """118.9, 608.2g: the player may cast it from ``zone`` without paying its
    mana cost (only if the resulting spell's mana value is less than
    ``below``, cascade's 702.85a, and only as a spell that ``fits``: "if
    it's an instant spell with mana value 2 or less"); whether it was cast.
    The instruction permits this card only, for as long as the cast takes
    (601.3), whoever owns it (108.3: Rona, Tolarian Obliterator's card from
    another player's hand)."""
    allowed = game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.MAY_CAST_FROM,
            player,
            zone=zone,
            zone_owner=obj.owner if obj.owner != player else None,  # 108.3: a card another player owns
            objects=(int(obj.id),),
            until=Duration.END_OF_TURN,
            note=f"{what}: {moves.public_name(game, obj.id)}",  # 406.3: a face-down card stays unnamed
        )
    )
    try:
        return _cast_free(game, player, obj, below=below, what=what, rule=rule, zone=zone, fits=fits)
    finally:
        game.end_rule_effect(allowed.id, rule=rule)


def _cast_free(
    game: Game,
    player: str,
    obj: GameObject,
    *,
    below: int | None,
    what: str,
    rule: str,
    zone: Zone,
    fits: Callable[[Characteristics], bool] | None,
) -> bool:
    for side in rules_for(obj.card).stack_sides(obj.card):
        if side == FUSED:
            continue  # 702.102a: only from a hand
        try:
            plan = casting.verify_cast(  # its targets are chosen below, if it is cast
                game,
                obj.id,
                player=player,
                side=side,
                from_zone=zone,
                without_paying_mana_cost=True,
                while_resolving=True,  # 608.2g, 117.1: no timing rule applies
            )
        except IllegalAction:
            continue
        value = plan.characteristics
        if (below is not None and value.mana_value >= below) or (fits is not None and not fits(value)):
            continue
        if targets_for(game, player, value, ask=False, what=what) is None:
            continue
        name = value.name or obj.card.name
        if not may(game, player, f"{what}: cast {name} without paying its mana cost?", rule=rule):
            continue
        targets = targets_for(game, player, value, ask=True, what=what)
        assert targets is not None
        casting.cast(
            game,
            obj.id,
            player=player,
            side=side,
            from_zone=zone,
            targets=targets,
            without_paying_mana_cost=True,
            while_resolving=True,
        )
        return True
    return False
