"""The game's state as values: the zones, the turn and its steps, each
player's own state, how a game ended, what a permanent was when it left the
battlefield, and the whole state a checkpoint or a save file keeps.

:class:`~mtgfaces.rules.state.game.Game` holds these and replaces them as the game
changes; everything here is immutable.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, Any, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.state.delayed import DelayedTrigger
from mtgfaces.rules.state.effects import ContinuousEffect, CopyEffect
from mtgfaces.rules.state.mana import Unit
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.choices import PendingChoice

PERSONAL_ZONES = (Zone.LIBRARY, Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.COMMAND)
SHARED_ZONES = (Zone.BATTLEFIELD, Zone.STACK)
HIDDEN_ZONES = frozenset({Zone.LIBRARY, Zone.HAND})  # CR 400.2


class Step(StrEnum):
    """The steps of a turn, in order (CR 500.1): the beginning phase's untap,
    upkeep and draw steps (501.1); the precombat main phase; the combat
    phase's steps (506.1); the postcombat main phase; the ending phase's end
    and cleanup steps (512.1). A main phase has no steps (505.1); each is
    named as one here."""

    UNTAP = "untap"
    UPKEEP = "upkeep"
    DRAW = "draw"
    MAIN1 = "main1"
    BEGINNING_OF_COMBAT = "beginning_of_combat"
    DECLARE_ATTACKERS = "declare_attackers"
    DECLARE_BLOCKERS = "declare_blockers"
    FIRST_STRIKE_DAMAGE = "first_strike_damage"  # only when a creature in combat has it (510.4)
    COMBAT_DAMAGE = "combat_damage"
    END_OF_COMBAT = "end_of_combat"
    MAIN2 = "main2"
    END = "end"
    CLEANUP = "cleanup"

    @property
    def is_main(self) -> bool:
        return self in (Step.MAIN1, Step.MAIN2)

    @property
    def is_combat(self) -> bool:
        """A step of the combat phase (CR 506.1)."""
        return self in _COMBAT_STEPS

    @property
    def has_priority(self) -> bool:
        """Whether players get priority in the step: not in the untap step
        (502.4), and in the cleanup step only when something happens there
        (514.3, 514.3a)."""
        return self not in (Step.UNTAP, Step.CLEANUP)


_COMBAT_STEPS = frozenset(
    {
        Step.BEGINNING_OF_COMBAT,
        Step.DECLARE_ATTACKERS,
        Step.DECLARE_BLOCKERS,
        Step.FIRST_STRIKE_DAMAGE,
        Step.COMBAT_DAMAGE,
        Step.END_OF_COMBAT,
    }
)


class Pending(StrEnum):
    """A decision the game waits for before anyone gets priority: the
    declarations that are turn-based actions (508.1, 509.1) and the cleanup
    discard (514.1)."""

    ATTACKERS = "attackers"
    BLOCKERS = "blockers"
    DISCARD = "discard"


class DayNight(StrEnum):
    """The game's day/night designation (CR 731.1): it has neither at first."""

    DAY = "day"
    NIGHT = "night"


class Turn(NamedTuple):
    """Whose turn it is and where in it the game is, with priority (CR 117).

    ``priority`` is the player who holds priority, or ``None`` before anyone
    has acted in a position set up to study (the active player then has it,
    117.3a); ``passes`` counts the players who have passed in succession
    (117.4); ``pending``, a turn-based decision the game waits for."""

    active: str
    step: Step = Step.MAIN1
    number: int = 1
    day_night: DayNight | None = None  # CR 731.1
    priority: str | None = None
    passes: int = 0
    pending: Pending | None = None


class Player(NamedTuple):
    """A player's own state (not their zones)."""

    name: str
    life: int = 20
    lands_played: int = 0
    extra_land_plays: int = 0
    drew_from_empty_library: bool = False
    has_lost: bool = False
    # Commander (903): how many times each of this player's commanders (by
    # name) was cast from the command zone (903.8, the tax), and the combat
    # damage each commander (as "OWNER/NAME") has dealt this player
    # (903.10a, 704.6c).
    commander_casts: tuple[tuple[str, int], ...] = ()
    commander_damage: tuple[tuple[str, int], ...] = ()
    mana_pool: tuple[Unit, ...] = ()  # CR 106.4, in the canonical order (rules/mana.sort_units)
    # The mana this player spent on spells and abilities this turn (700.14:
    # what "expend" counts); 0 again as each turn begins.
    mana_spent_this_turn: int = 0

    def commander_cast_count(self, name: str) -> int:
        return dict(self.commander_casts).get(name, 0)

    def with_commander_cast(self, name: str) -> Player:
        counts = dict(self.commander_casts)
        counts[name] = counts.get(name, 0) + 1
        return self._replace(commander_casts=tuple(sorted(counts.items())))

    def with_commander_damage(self, commander: str, amount: int) -> Player:
        dealt = dict(self.commander_damage)
        dealt[commander] = dealt.get(commander, 0) + amount
        return self._replace(commander_damage=tuple(sorted(dealt.items())))


class Result(NamedTuple):
    """How a game ended (CR 104): the players who won (none in a draw,
    104.4a)."""

    winners: tuple[str, ...]

    def __str__(self) -> str:
        if not self.winners:
            return "a draw (104.4a)"
        return f"{' and '.join(self.winners)} won (104.2a)"


class LastKnown(NamedTuple):
    """A permanent as it last existed on the battlefield (CR 603.10a, 608.2h):
    the object, its characteristics and its controller at that moment."""

    object: GameObject
    characteristics: Characteristics
    controller: str


class GameState(NamedTuple):
    """Everything in a game but its log and history: what a checkpoint keeps
    and what a save file holds (with the log)."""

    objects: dict[ObjectId, GameObject]
    zones: dict[tuple[str | None, Zone], list[ObjectId]]
    players: dict[str, Player]
    turn: Turn
    effects: list[ContinuousEffect]
    copy_effects: list[CopyEffect]
    rule_effects: list[RuleEffect]
    log_length: int
    counters: tuple[int, int, int]
    rng_state: tuple[Any, ...]
    action_count: int = 0
    choice: PendingChoice | None = None
    delayed_triggers: tuple[DelayedTrigger, ...] = ()  # CR 603.7
