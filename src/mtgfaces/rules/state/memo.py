"""What a game works out from its state and keeps until it goes out of
date (:class:`Memo`): owned by the game, never assigned from outside."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Derivation
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.cards.characteristics import RuleNote
    from mtgfaces.rules.state.layers import Plan
    from mtgfaces.rules.state.mana import Grouped, Source


class Memo:
    """Values the game works out from its state and keeps until they go out
    of date, owned by the game (a copy starts with none): the continuous
    effects sorted into layers (rebuilt when the game's version changes),
    each object's printed base (valid while the object is the same value),
    each object's characteristics (while it and the effects are the same),
    and the static abilities' rule effects (while version and log stand)."""

    __slots__ = ("base", "derived", "mana_sources", "plan", "static_rule_effects")

    def __init__(self) -> None:
        self.plan: Plan | None = None
        # Each object's characteristics, with the object and the effects
        # they were derived under (see Game.derive).
        self.derived: dict[
            ObjectId,
            tuple[GameObject, tuple[tuple[ContinuousEffect, ...], tuple[CopyEffect, ...]], Derivation],
        ] = {}
        self.base: dict[ObjectId, tuple[GameObject, Characteristics, tuple[RuleNote, ...]]] = {}
        self.static_rule_effects: tuple[tuple[int, int], list[RuleEffect]] | None = None
        # Each player's mana sources (rules/actions/paying.py), with the game
        # version they were found at: listing checks many costs per version.
        self.mana_sources: dict[str, tuple[int, list[Source], Grouped]] = {}

    def clear(self) -> None:
        """Forget everything (what a benchmark of cold derivation does)."""
        self.__init__()  # type: ignore[misc]
