"""Delayed triggered abilities (CR 603.7): made by an effect as it resolves,
they trigger once, at a named time or on a named event, later.

A delayed trigger is data the game keeps (:attr:`Game.delayed_triggers`),
saved and restored with the rest of the state: which ability's effect made
it and which of that ability's delayed parts it is (the registry finds what
it does again by the key), when it triggers, who controls it (603.7d), its
source (603.7e) and the values the effect noted, the objects it refers to
among them (603.7c: a card that changed zones since is another object,
400.7, and the ability does nothing to it).
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Card
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.filters import Comparison
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

PLAYER = "player"
"""The noted value naming the player a delayed trigger is about ("that
player's next turn"), the key "that player" reads (608.2h)."""

OBJECTS = "delayed objects"
"""The noted value holding the ids of the objects a delayed trigger refers
to (603.7c), comma-separated."""

CAST_SPELL = "cast spell"
"""The noted value naming the spell whose casting triggered an ability
(603.2, 608.2h: "copy that spell")."""

SPELL_TYPES = "spell types"
SPELL_MANA_VALUE = "spell mana value"
"""The noted values saying which spells "when you cast your next [instant or
sorcery] spell [with mana value 4 or less] this turn" waits for: card types
(comma-separated, any of them) and a number test of the mana value."""

DELAYED_PART = "delayed part"
"""The option of an ability on the stack naming which delayed part (603.7a)
of the ability under its "script" key it is."""


class DelayedWhen(StrEnum):
    """When a delayed triggered ability triggers (603.7a)."""

    NEXT_END_STEP = "next_end_step"  # "at the beginning of the next end step" (513.1)
    YOUR_NEXT_END_STEP = "your_next_end_step"  # "at the beginning of your next end step" (513.1)
    END_OF_COMBAT = "end_of_combat"  # "at end of combat": as the end of combat step begins (511.1, 511.2)
    NEXT_UPKEEP = "next_upkeep"  # "at the beginning of the next upkeep" (503.1)
    # "at the beginning of the end step of that player's next turn" (513.1): the player noted as
    # PLAYER, in a turn of theirs that began after it was made (not the turn it was made in)
    THAT_PLAYERS_NEXT_END_STEP = "that_players_next_end_step"
    DIES_THIS_TURN = "dies_this_turn"  # "when [it] dies this turn" (700.4)
    # "at the beginning of your next main phase this turn" (505.1): its controller's, this turn only
    YOUR_NEXT_MAIN_THIS_TURN = "your_next_main_this_turn"
    # "until end of turn, whenever a creature you control deals combat damage to a player" (510.3a):
    # it triggers each time this turn (603.7c: a stated duration)
    YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN = "yours_deal_combat_damage_to_a_player_this_turn"
    # "whenever a creature enters the battlefield this turn" (603.6a): each time this turn (603.7c)
    CREATURE_ENTERS_THIS_TURN = "creature_enters_this_turn"
    # "When you do, ...": a reflexive triggered ability (603.12), made as its
    # controller does what the effect offered; it triggers at once, on the
    # event of its own making, and goes on the stack the next time a player
    # would receive priority (603.3)
    REFLEXIVE = "reflexive"
    # "when you cast your next [instant or sorcery] spell [with mana value N or less] this turn"
    # (601.2i): the first spell its controller casts this turn that fits, noted as CAST_SPELL
    YOUR_NEXT_SPELL_THIS_TURN = "your_next_spell_this_turn"

    @property
    def repeats(self) -> bool:
        """603.7c: it triggers each time its event happens until its stated
        duration ends, not only the next time."""
        return self in (
            DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN,
            DelayedWhen.CREATURE_ENTERS_THIS_TURN,
        )

    @property
    def made_by(self) -> str:
        """The CR rule of making it: a delayed (603.7a) or reflexive (603.12)
        triggered ability."""
        return "603.12" if self is DelayedWhen.REFLEXIVE else "603.7a"

    @property
    def rule(self) -> str:
        """The CR rule of the moment it names."""
        return _RULES[self]


_RULES = {
    DelayedWhen.NEXT_END_STEP: "513.1",
    DelayedWhen.YOUR_NEXT_END_STEP: "513.1",
    DelayedWhen.END_OF_COMBAT: "511.2",
    DelayedWhen.NEXT_UPKEEP: "503.1",
    DelayedWhen.THAT_PLAYERS_NEXT_END_STEP: "513.1",
    DelayedWhen.DIES_THIS_TURN: "700.4",
    DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN: "505.1",
    DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN: "510.3a",
    DelayedWhen.CREATURE_ENTERS_THIS_TURN: "603.6a",
    DelayedWhen.REFLEXIVE: "603.12",
    DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN: "601.2i",
}


class DelayedTrigger(NamedTuple):
    """A delayed triggered ability waiting to trigger (603.7a).

    ``ability`` is the registry key of the ability (or spell) whose effect
    made it and ``part`` the index of this one among that ability's delayed
    parts. ``since`` is the length of the log when it was made: only later
    events trigger it. ``card`` is its source's card, for the ability's
    object on the stack; ``transformations`` the source's transform count
    as the effect resolved (701.27f). ``until`` is END_OF_TURN for one that
    triggers only "this turn"."""

    id: int
    when: DelayedWhen
    ability: str
    part: int
    controller: str
    source: ObjectId | None
    source_name: str
    card: Card
    since: int
    noted: tuple[tuple[str, str], ...] = ()
    transformations: int | None = None
    until: Duration = Duration.INDEFINITE

    @property
    def objects(self) -> tuple[ObjectId, ...]:
        """The objects it refers to (603.7c), as noted when it was made."""
        text = dict(self.noted).get(OBJECTS, "")
        return tuple(ObjectId(int(word)) for word in text.split(",") if word)

    def triggers_on(self, event: Event, game: Game | None = None, *, at: int | None = None) -> bool:
        """Whether ``event`` (one logged after it was made) triggers it
        (``game``: where the event's objects are, for one that asks who
        controls them; ``at``: the event's place in the log, for one that
        asks what came before it)."""
        when = self.when
        if when is DelayedWhen.REFLEXIVE:  # 603.12: the first event after it was made is its own making
            return True
        if when is DelayedWhen.YOURS_DEAL_COMBAT_DAMAGE_TO_A_PLAYER_THIS_TURN:
            return game is not None and self._yours_dealt_combat_damage_to_a_player(event, game)
        if when is DelayedWhen.CREATURE_ENTERS_THIS_TURN:
            return game is not None and _a_creature_entered(event, game)
        if when is DelayedWhen.YOUR_NEXT_SPELL_THIS_TURN:
            return game is not None and self._your_spell_that_fits(event, game)
        if when is DelayedWhen.DIES_THIS_TURN:
            # 700.4: "dies" is put into a graveyard from the battlefield.
            return (
                event.kind is EventKind.ZONE_CHANGE
                and event.from_zone == "battlefield"
                and event.to_zone == "graveyard"
                and event.object in self.objects
            )
        if event.kind is not EventKind.TURN_STEP:
            return False
        if when is DelayedWhen.END_OF_COMBAT:
            return event.note == "end_of_combat"
        if when is DelayedWhen.NEXT_UPKEEP:
            return event.note == "upkeep"
        if when is DelayedWhen.YOUR_NEXT_MAIN_THIS_TURN:  # 505.1: either main phase, if it is theirs
            return event.note in ("main1", "main2") and event.player == self.controller
        if when is DelayedWhen.YOUR_NEXT_END_STEP and event.player != self.controller:
            return False
        if when is DelayedWhen.THAT_PLAYERS_NEXT_END_STEP:
            player = dict(self.noted).get(PLAYER, "")
            return (
                event.note == "end"
                and event.player == player
                and game is not None
                and at is not None
                and _turn_began(game, player, self.since, at)
            )
        return event.note == "end"

    def _your_spell_that_fits(self, event: Event, game: Game) -> bool:
        """601.2i: its controller cast a spell (a copy isn't cast, 707.10)
        whose types and mana value on the stack (202.3) fit what it waits for."""
        spell = event.object
        if event.kind is not EventKind.CAST or event.player != self.controller or spell is None:
            return False
        if spell not in game or game.get(spell).zone is not Zone.STACK:
            return False
        value = game.characteristics(game.get(spell))
        noted = dict(self.noted)
        kinds = [kind for kind in noted.get(SPELL_TYPES, "").split(",") if kind]
        if kinds and not any(value.has_type(kind) for kind in kinds):
            return False
        test = noted.get(SPELL_MANA_VALUE, "")
        return not test or Comparison.parse(test).test(value.mana_value)

    def _yours_dealt_combat_damage_to_a_player(self, event: Event, game: Game) -> bool:
        """510.2, 510.3a: combat damage to a player by a creature its
        controller controlled as it dealt it (as it last existed if it has
        left since, 603.10)."""
        source = event.object
        if event.kind is not EventKind.DAMAGE_DEALT or event.rule != "510.2" or event.player is None:
            return False
        if source is not None and source in game:
            obj = game.get(source)
            return game.controller(obj) == self.controller and game.characteristics(obj).has_type("Creature")
        known = game.last_known.get(source) if source is not None else None
        return (
            known is not None
            and known.controller == self.controller
            and known.characteristics.has_type("Creature")
        )


def _turn_began(game: Game, player: str, since: int, at: int) -> bool:
    """500.1, 502: whether a turn of ``player``'s began between the log's
    places ``since`` and ``at`` (its untap step's event, even a skipped one,
    500.11): "that player's next turn" is a turn after the one it was made in."""
    return any(
        e.kind is EventKind.TURN_STEP and e.note == "untap" and e.player == player for e in game.log[since:at]
    )


def _a_creature_entered(event: Event, game: Game) -> bool:
    """603.6a: a permanent entered the battlefield and is a creature there
    (603.10: as it is after the event)."""
    if event.kind is not EventKind.ENTERED_BATTLEFIELD or event.object is None or event.object not in game:
        return False
    obj = game.get(event.object)
    return obj.zone is Zone.BATTLEFIELD and game.characteristics(obj).has_type("Creature")
