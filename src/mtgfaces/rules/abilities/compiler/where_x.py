"""Compiled sentences that end ", where X is ..." (608.2h: X is worked out
once, as the sentence is done, then its clauses read it): the number of
[permanents] you control (other than ~), of cards in your hand, of
nontoken creatures that died this turn (700.4), of spells you've cast from
anywhere other than your hand, of permanent cards in your graveyard
(110.4a), of unlocked doors (709.5c), of cards revealed (701.20a), of
attacking creatures (506.4); your life total (119.1); ~'s power or the
target's (113.7a); the power of the card exiled this way, the mana value of
the card chosen, the greatest power as you cast this spell (601.2i). The
clauses themselves are read by ``effects.py``, which passes its reader in."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler import control_choices, hands
from mtgfaces.rules.abilities.compiler.conditions import (
    EXILED_THIS_WAY,
    creatures_died_this_turn,
    spells_cast_not_from_hand,
)
from mtgfaces.rules.abilities.compiler.objects import Reading, matches, power_of_source
from mtgfaces.rules.abilities.compiler.phrases import PERMANENT_TYPES, Unreadable, read_filter
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.as_cast import GREATEST_POWER
from mtgfaces.rules.state.filters import printed_number
from mtgfaces.rules.state.status import ObjectId

Clause = Callable[[Reading, Tree[Token]], Effect]

SENTENCES = frozenset(
    {
        "sentence_x",
        "sentence_x_other",
        "sentence_x_hand",
        "sentence_x_power",
        "sentence_x_its_power",
        "sentence_x_died",
        "sentence_x_not_from_hand",
        "sentence_x_life",
        "sentence_x_permanent_cards",
        "sentence_x_unlocked_doors",
        "sentence_x_revealed",
        "sentence_x_exiled_power",
        "sentence_x_attacking",
        "sentence_x_chosen_mana_value",
        "sentence_x_greatest_power_as_cast",
    }
)
"""The grammar's rule names of the sentences read here."""


def sentence_where_x(reading: Reading, sentence: Tree[Token], clause: Clause) -> Effect:
    """A sentence of :data:`SENTENCES`: its clauses, done with X noted first."""
    clauses, *counted = (c for c in sentence.children if isinstance(c, Tree))
    wanted = read_filter(counted[0]) if counted else None
    its = sentence.data == "sentence_x_its_power"
    other = sentence.data == "sentence_x_other"
    hand = sentence.data == "sentence_x_hand"
    died = sentence.data == "sentence_x_died"
    not_from_hand = sentence.data == "sentence_x_not_from_hand"
    life = sentence.data == "sentence_x_life"
    permanent_cards = sentence.data == "sentence_x_permanent_cards"
    doors = sentence.data == "sentence_x_unlocked_doors"
    revealed = sentence.data == "sentence_x_revealed"
    exiled_power = sentence.data == "sentence_x_exiled_power"
    attacking = sentence.data == "sentence_x_attacking"
    chosen = sentence.data == "sentence_x_chosen_mana_value"
    if chosen and not reading.chosen_mana_value:
        raise Unreadable("'the mana value of that card' with no card chosen before")
    as_cast = sentence.data == "sentence_x_greatest_power_as_cast"
    if as_cast and (reading.has_self or reading.activated):
        raise Unreadable("'as you cast this spell' in no spell's text")
    if exiled_power and not reading.exiled_noted:
        raise Unreadable("'the card you exiled' with no card exiled before")
    if other and not reading.has_self:
        raise Unreadable("'other' in a spell")
    no_filter_needed = its or hand or died or not_from_hand or life or permanent_cards or doors or revealed
    no_filter_needed = no_filter_needed or exiled_power or attacking or chosen or as_cast
    if wanted is None and not (no_filter_needed or reading.has_self):
        raise Unreadable("~'s power in a spell")
    done = [clause(reading, c) for c in clauses.children if isinstance(c, Tree) and c.data != "joiner"]
    if its and reading.targets is None and reading.has_self and not reading.event_object:
        its, wanted = False, None  # "its power", no target: the source's own (608.2h)
    elif its and (reading.targets is None or reading.several_words or reading.targets.number != 1):
        raise Unreadable("'its power' with no one target")

    def where_x(res: Resolution) -> None:
        """608.2h: "..., where X is the number of [permanents]" (counted as
        the sentence is done, for its controller) or "X is ~'s power" (as it
        is now, or as it last was on the battlefield, 608.2h, 113.7a)."""
        if hand:  # "the number of cards in your hand", now
            res.noted["x"] = str(len(res.game.objects(Zone.HAND, res.controller)))
        elif not_from_hand:  # "1 plus the number of spells you've cast from anywhere other than your hand"
            res.noted["x"] = str(1 + spells_cast_not_from_hand(res.game, res.controller))
        elif died:  # 700.4: "nontoken creatures that died this turn", any player's
            res.noted["x"] = str(len(creatures_died_this_turn(res.game, nontoken=True)))
        elif life:  # 119.1: "your life total", now
            res.noted["x"] = str(max(0, res.game.player(res.controller).life))
        elif doors:  # 709.5c, 709.5j: the unlocked halves of the Room permanents its controller controls
            rooms = res.game.objects(Zone.BATTLEFIELD, res.controller)
            unlocked = [o.status.unlocked for o in rooms if "Room" in res.game.characteristics(o).subtypes]
            res.noted["x"] = str(sum(len(u) for u in unlocked))
        elif as_cast:  # 601.2i, 608.2h: noted as it was cast (none noted, as for a copy: 0)
            res.noted["x"] = str(max(0, int(res.noted.get(GREATEST_POWER) or 0)))
        elif exiled_power:  # 608.2h: the power of the card the exile clause moved, in exile now
            res.noted["x"] = str(_exiled_power(res))
        elif chosen:  # 608.2h: noted as the card was chosen, before it moved
            res.noted["x"] = res.noted.get(control_choices.CHOSEN_MANA_VALUE, "0")
        elif attacking:  # 506.4: every attacking creature, now
            res.noted["x"] = str(
                sum(1 for o in res.game.objects(Zone.BATTLEFIELD) if o.status.attacking is not None)
            )
        elif revealed:  # 701.20a: as many as were revealed (noted as a reflexive ability was made)
            res.noted["x"] = res.noted.get(hands.REVEALED, "0")
        elif permanent_cards:  # 110.4a: cards of a permanent type in its controller's graveyard
            cards = res.game.objects(Zone.GRAVEYARD, res.controller)
            kinds = [res.game.characteristics(o) for o in cards]
            res.noted["x"] = str(sum(1 for c in kinds if any(c.has_type(t) for t in PERMANENT_TYPES)))
        elif its:  # "its": the target's, as it is now (608.2h); none left, 0
            aimed = [t for t in res.legal_targets() if not isinstance(t, str)]
            power = printed_number(res.game.characteristics(aimed[0]).power) if aimed else 0
            res.noted["x"] = str(max(0, int(power or 0)))
        elif wanted is None:
            res.noted["x"] = str(max(0, power_of_source(res)))
        else:  # "other": not its source (611.3a's other, here a count)
            found = [o for o in res.game.objects(Zone.BATTLEFIELD) if matches(res, o, wanted)]
            res.noted["x"] = str(sum(1 for o in found if not (other and o.id == res.source)))
        for step in done:
            step(res)

    return where_x


def _exiled_power(res: Resolution) -> int:
    """The power of the card exiled this way (0 with none, or none left there)."""
    for card in (ObjectId(int(w)) for w in res.noted.get(EXILED_THIS_WAY, "").split(",") if w):
        if card in res.game:
            return max(0, int(printed_number(res.game.characteristics(card).power) or 0))
    return 0
