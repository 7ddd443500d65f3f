"""Compiled effects that count the mana spent to cast a spell (601.2h): "put
a number of ember counters on ~ equal to the amount of mana spent to cast
that spell" in a trigger on casting it (Smoldering Egg). The amount is
noted as the ability triggers (603.2, 608.2h), so the counters are put on
even if the spell has left the stack (resolved or countered) before the
ability resolves."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.abilities.support import mana_spent
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Effect, Resolution, TriggerCheck

MANA_SPENT = "mana spent"
"""The key, in a cast trigger's noted values, of the mana spent to cast the spell."""


def noting_mana_spent(
    note: Callable[[TriggerCheck], dict[str, str]] | None,
) -> Callable[[TriggerCheck], dict[str, str]]:
    """A cast trigger's noted values with the mana spent to cast the spell,
    as it triggers (601.2h: what its caster paid, X included; none for a
    spell cast without paying its mana cost, 118.9)."""

    def noted(check: TriggerCheck) -> dict[str, str]:
        found = {} if note is None else note(check)
        spell = check.event.object
        found[MANA_SPENT] = str(mana_spent(check.game, spell)) if spell is not None else "0"
        return found

    return noted


def counters_equal_to_mana_spent(reading: Reading, _: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    if not reading.cast_spell_noted:
        raise Unreadable("'the mana spent to cast that spell' with no spell cast that triggered it")
    kind = next(str(t) for t in clause.children if isinstance(t, Token) and t.type == "COUNTER_KIND")
    itself = reading.objects(Tree("self", []))
    reading.counter_kind = kind  # "remove them": those counters (122.8)
    reading.mana_spent_noted = True

    def put_counters(res: Resolution) -> None:
        """122.1, 608.2h: as many counters of the kind as mana was spent to
        cast the spell (noted as it triggered), on ~ if it is still there."""
        count = int(res.noted.get(MANA_SPENT, "0"))
        for obj in itself(res):
            if count:
                moves.add_counters(res.game, obj, kind, count)

    return put_counters


CLAUSES = {"counters_equal_to_mana_spent": counters_equal_to_mana_spent}
