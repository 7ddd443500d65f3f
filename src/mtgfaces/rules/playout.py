"""Legal actions and random playouts: what the active player may do now, and
a seeded driver that keeps choosing among them (with effects mixed in, so
that faces change too). Used by the benchmarks and the reliability tests.

>>> from mtgfaces.cards.db import CardDB
>>> game = Game(["Alice", "Bob"])
>>> _ = game.put(CardDB.default().card("Sejiri Shelter"), zone=Zone.HAND, owner="Alice")
>>> sorted({c.name for c in legal_actions(game)})
['cast', 'next_turn', 'play_land', 'set_step']
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Iterator
from typing import Any, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.keywords import keyword_cost
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.model import Side
from mtgfaces.rules.actions import (
    activating,
    castable,
    casting,
    combat,
    copying,
    faces,
    foretelling,
    manifesting,
    meld,
    moves,
    paying,
    permits,
    resolving,
    rooms,
    turns,
)
from mtgfaces.rules.actions.base import Outcome
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.status import FaceDown


class Candidate(NamedTuple):
    """One thing a player (or an effect) could do: an action and its arguments."""

    name: str
    player: str | None
    args: tuple[Any, ...] = ()
    options: tuple[tuple[str, Any], ...] = ()
    effect: bool = False  # an effect's instruction, never refused (it may do nothing)

    def is_legal(self, game: Game) -> bool:
        """Whether the rules allow it now (effects always "may" happen)."""
        return self.effect or _CAN[self.name](game, *self.args, **dict(self.options))

    def perform(self, game: Game) -> Outcome:
        return _DO[self.name](game, *self.args, **dict(self.options))

    def __str__(self) -> str:
        shown = [str(a) for a in self.args] + [f"{k}={v}" for k, v in self.options]
        return f"{self.name}({', '.join(shown)})"


_CAN: dict[str, Callable[..., bool]] = {
    "play_land": casting.can_play_land,
    "activate": activating.can_activate,
    "attack": combat.can_attack,
    "cast": casting.can_cast,
    "resolve": resolving.can_resolve,
    "turn_face_up": faces.can_turn_face_up,
    "unlock": rooms.can_unlock,
    "foretell": foretelling.can_foretell,
    "next_turn": turns.can_next_turn,
    "set_step": turns.can_set_step,
}
_DO: dict[str, Callable[..., Outcome]] = {
    "play_land": casting.play_land,
    "activate": activating.activate,
    "attack": combat.attack,
    "combat_damage": combat.combat_damage,
    "cast": casting.cast,
    "resolve": resolving.resolve,
    "turn_face_up": faces.turn_face_up,
    "unlock": rooms.unlock,
    "foretell": foretelling.foretell,
    "next_turn": turns.next_turn,
    "set_step": turns.set_step,
    "transform": faces.transform,
    "flip": faces.flip,
    "turn_face_down": faces.turn_face_down,
    "manifest": manifesting.manifest,
    "cloak": manifesting.cloak,
    "blink": moves.blink,
    "token_copy": copying.create_token_copy,
    "manifest_dread": manifesting.manifest_dread,
    "meld": meld.meld,
    "become_copy": copying.become_copy,
    "copy_spell": copying.copy_spell,
    "move": moves.move,
    "gain_control": moves.gain_control,
}
# Where a random "move" effect sends a permanent: destroy, bounce, tuck, exile.
_MOVES = (Zone.GRAVEYARD, Zone.HAND, Zone.LIBRARY, Zone.EXILE)
# The step a playout moves on to from each (none from the end and cleanup
# steps: the turn ends instead).
_NEXT_STEP: dict[Step, Step] = {
    **dict(zip(turns.STEPS[:-2], turns.STEPS[1:-1], strict=True)),
    Step.FIRST_STRIKE_DAMAGE: Step.COMBAT_DAMAGE,
}


def candidates(game: Game) -> Iterator[Candidate]:
    """Everything worth asking about for the active player now: their own
    choices (to check with :meth:`Candidate.is_legal`) and effects."""
    player = game.turn.active
    yield from _choices(game, player)
    yield from _effects(game, player)
    following = _NEXT_STEP.get(game.turn.step)
    if following is not None:
        yield Candidate("set_step", player, (following,))
    yield Candidate("next_turn", player)


def _choices(game: Game, player: str) -> Iterator[Candidate]:
    """Land plays, spells (from hand, graveyard and exile: flashback, aftermath,
    foretold cards, adventures), special actions, resolving the stack."""
    owned = (game.objects(zone, player) for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE))
    for obj in (o for objs in owned for o in objs):
        rules = rules_for(obj.card)
        if obj.zone is Zone.HAND:
            for land in rules.land_sides(obj.card):
                yield Candidate("play_land", player, (obj.id,), (("side", land),))
            if keyword_cost(obj.card.front, "Foretell") is not None:
                yield Candidate("foretell", player, (obj.id,))
            for keyword, kind in (
                ("Morph", FaceDown.MORPH),
                ("Megamorph", FaceDown.MEGAMORPH),
                ("Disguise", FaceDown.DISGUISE),
            ):
                if keyword_cost(obj.card.front, keyword) is not None:
                    yield Candidate("cast", player, (obj.id,), (("face_down", kind),))
        for spell in rules.stack_sides(obj.card):
            yield Candidate("cast", player, (obj.id,), (("side", spell), ("from_zone", obj.zone)))
    if game.objects(Zone.STACK):
        yield Candidate("resolve", player)
    creatures = []
    for obj in game.objects(Zone.BATTLEFIELD):
        if game.controller(obj) == player:
            for number in range(1, len(activating.activated_abilities(game, obj)) + 1):
                yield Candidate("activate", player, (obj.id, number))
            if game.characteristics(obj).has_type("Creature"):
                creatures.append(obj.id)
        if obj.is_face_down and game.controller(obj) == player:
            yield Candidate("turn_face_up", player, (obj.id,))
        if rules_for(obj.card).has_doors and game.controller(obj) == player:
            for side in (Side.LEFT, Side.RIGHT):
                if side not in obj.status.unlocked:
                    yield Candidate("unlock", player, (obj.id, side))
    if creatures:  # everything that may attack, or each alone
        yield Candidate("attack", player, (tuple(creatures),))
        yield from (Candidate("attack", player, ((c,),)) for c in creatures[:3])


def _effects(game: Game, player: str) -> Iterator[Candidate]:
    """Effects' instructions: they may do nothing, never are refused."""
    permanents = game.objects(Zone.BATTLEFIELD)
    opponent = game.opponents(player)[0]
    for index, obj in enumerate(permanents):
        for effect in ("transform", "flip", "turn_face_down", "blink", "token_copy"):
            yield Candidate(effect, None, (obj.id,), effect=True)
        for zone in _MOVES:
            yield Candidate("move", None, (obj.id, zone), effect=True)
        yield Candidate("gain_control", None, (obj.id, opponent), effect=True)
        if len(permanents) > 1:  # a Clone-like effect copies its neighbour
            neighbour = permanents[(index + 1) % len(permanents)]
            yield Candidate("become_copy", None, (obj.id, neighbour.id), effect=True)
        if obj.card.meld is not None:
            for partner in permanents:
                if partner.card.name == obj.card.meld.partner:
                    yield Candidate("meld", None, (obj.id, partner.id), effect=True)
    if any(o.status.attacking is not None for o in permanents):
        yield Candidate("combat_damage", None, effect=True)
    stack = game.objects(Zone.STACK)
    if stack:
        yield Candidate("copy_spell", None, (stack[0].id,), effect=True)
        yield Candidate("move", None, (stack[0].id, Zone.GRAVEYARD), effect=True)  # countered
    if game.objects(Zone.LIBRARY, player):
        for effect in ("manifest", "cloak", "manifest_dread"):
            yield Candidate(effect, player, (player,), effect=True)


def legal_actions(game: Game) -> list[Candidate]:
    """The active player's legal choices now, and the effects that may happen."""
    sorcery_timing = permits.sorcery_timing_problem(game, game.turn.active) is None
    return [
        c
        for c in candidates(game)
        if c.effect or (not _surely_refused(game, c, sorcery_timing) and c.is_legal(game))
    ]


def _surely_refused(game: Game, candidate: Candidate, sorcery_timing: bool) -> bool:
    """What :meth:`Candidate.is_legal` would refuse, told by a cheaper test
    (as rules/listing.py does): a cast nothing could permit from where the
    card is (601.3), a sorcery-speed spell when none can be cast (117.1a),
    a spell too dear (601.2f-h); an ability whose {T} or {Q} can't be paid
    (602.5a, 302.6)."""
    player = game.turn.active
    if candidate.name == "activate":
        obj = game.get(candidate.args[0])
        found = activating.activated_abilities(game, obj)
        number = candidate.args[1]
        return 1 <= number <= len(found) and paying.tap_unpayable(game, obj, found[number - 1])
    options = dict(candidate.options)
    if candidate.name != "cast" or "side" not in options or "face_down" in options:
        return False
    obj, zone, side = game.get(candidate.args[0]), options["from_zone"], options["side"]
    if not castable.may_be_permitted(game, obj, player, zone, transformed=False):
        return True
    value = casting.would_be_cast(game, obj, player=player, zone=zone, up=side)
    return (not sorcery_timing and casting.sorcery_timed(value)) or casting.unaffordable(
        game, value, player=player, zone=zone
    )


def choose(game: Game, rng: random.Random, *, effect_share: float = 0.25) -> Candidate:
    """A random legal action, an effect with probability ``effect_share``
    (there is always one: ``next_turn``, unless the game is over)."""
    legal = legal_actions(game)
    choices = [c for c in legal if c.effect] if rng.random() < effect_share else []
    choices = choices or [c for c in legal if not c.effect] or legal
    return rng.choice(choices)


class Playout(NamedTuple):
    """What a random playout did."""

    performed: tuple[Candidate, ...]
    outcomes: tuple[Outcome, ...]


def random_playout(
    game: Game,
    rng: random.Random,
    steps: int,
    *,
    effect_share: float = 0.25,
    after_step: Callable[[Game, Candidate, Outcome], None] | None = None,
) -> Playout:
    """Choose and perform ``steps`` random legal actions (a share of them
    effects), calling ``after_step`` after each. Seeded by ``rng`` only."""
    performed: list[Candidate] = []
    outcomes: list[Outcome] = []
    for _ in range(steps):
        if game.player(game.turn.active).has_lost:
            break
        choice = choose(game, rng, effect_share=effect_share)
        outcome = choice.perform(game)
        performed.append(choice)
        outcomes.append(outcome)
        if after_step is not None:
            after_step(game, choice, outcome)
    return Playout(tuple(performed), tuple(outcomes))


def replay(game: Game, performed: Iterable[Candidate]) -> list[Outcome]:
    """Perform a recorded playout again on ``game`` (a copy of the position it
    started from): the engine is deterministic, so it ends equal."""
    return [candidate.perform(game) for candidate in performed]
