"""Unearth (CR 702.84a): "Unearth [cost]" means "[Cost]: Return this card
from your graveyard to the battlefield. It gains haste. Exile it at the
beginning of the next end step. If it would leave the battlefield, exile
it instead of putting it anywhere else. Activate only as a sorcery."

An activated ability of the card in its owner's graveyard (113.6), listed
there by the game loop, activated at sorcery speed (602.5d). The permanent
the card becomes (400.7) gains haste for as long as it is that permanent
(611.2a); a delayed triggered ability exiles it at the beginning of the next
end step (603.7a, 513.1), if it is still that permanent (603.7c); and a
replacement effect exiles it instead if it would leave the battlefield for
any other zone (614.1a: ``RuleEffectKind.EXILE_IF_IT_WOULD_LEAVE``, read by
:func:`mtgfaces.rules.actions.moves.leave`)."""

from __future__ import annotations

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.delayed import add_delayed
from mtgfaces.rules.abilities.compiler.objects import noted_delayed_objects
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Activated, Cost, Delayed, Resolution
from mtgfaces.rules.state.delayed import OBJECTS, DelayedWhen
from mtgfaces.rules.state.effects import ContinuousEffect, Duration, Modification
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind

_EXILE_AT_END = "exile it at the beginning of the next end step"


def build_unearth(part: Tree[Token], face: str, line: str) -> Activated:
    """702.84a: the ability "Unearth [mana cost]" stands for."""
    mana = "".join(str(t) for t in part.children if isinstance(t, Token) and t.type == "MANA")
    if any(s in mana for s in ("{T}", "{Q}", "X")):
        raise Unreadable("an unearth cost that isn't mana, or with X")
    key = f"{face}: {line}"

    def unearth(res: Resolution) -> None:
        """Return the card, if it is still in its owner's graveyard (400.7),
        under its controller's control; then haste, the replacement effect
        and the delayed exile, for the permanent it became."""
        card = res.source_object(Zone.GRAVEYARD)
        if card is None:
            return
        game = res.game
        moves.put_onto_battlefield(game, card.id, under=res.controller)
        entered = [i for i in became(game.log, card.id, Zone.BATTLEFIELD.value) if i in game]
        if not entered:
            return  # it didn't enter (a strict game, 113.3)
        permanent = entered[-1]
        name = f"{res.source_name}: unearth"
        game.add_effect(
            ContinuousEffect(
                id=0,
                timestamp=0,
                modification=Modification(add_abilities=("Haste",)),
                objects=(permanent,),
                player=res.controller,
                note=f"{name}, it gains haste",
            )
        )
        game.add_rule_effect(
            RuleEffect(
                0,
                RuleEffectKind.EXILE_IF_IT_WOULD_LEAVE,
                res.controller,
                objects=(int(permanent),),
                note=f"{name}, exiled instead if it would leave the battlefield",
            )
        )
        noted = {OBJECTS: str(int(permanent))}
        add_delayed(res, (DelayedWhen.NEXT_END_STEP, key, 0), noted, Duration.INDEFINITE)

    delayed = Delayed(_EXILE_AT_END, DelayedWhen.NEXT_END_STEP, _exile_it, "702.84a, 603.7a, 513.1")
    return Activated(
        face,
        line,
        Cost(mana=mana),
        unearth,
        "702.84a",
        sorcery_speed=True,
        zone=Zone.GRAVEYARD,
        delayed=(delayed,),
    )


def _exile_it(res: Resolution) -> None:
    """702.84a, 603.7c: exile the permanent, if it is still the one the card became."""
    for obj in noted_delayed_objects(res):
        if res.game.get(obj).zone is Zone.BATTLEFIELD:
            moves.move(res.game, obj, Zone.EXILE)
