"""Innistrad block and Shadows over Innistrad: the transforming double-faced
cards Delver of Secrets, Thing in the Ice, Huntmaster of the Fells (its old
werewolf text, as the card data has it) and Moonmist.

Rulings covered: Delver's reveal is optional and only an instant or sorcery
card revealed transforms it (701.20a); a triggered ability of a permanent
transforms it only if it hasn't transformed since the ability was put on the
stack (701.27f); "transforms into" abilities trigger only on a transform,
not on entering (701.27e, 603.6a); Moonmist transforms every Human, and a
Human that isn't double-faced doesn't transform (701.27c), and the combat
damage of creatures other than Werewolves and Wolves is prevented this turn
(615.1).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.model import Card, Layout, make_face
from mtgfaces.rules.abilities.support import create_token, source_permanent
from mtgfaces.rules.abilities.werewolves import spells_cast_last_turn, transform_self, upkeep
from mtgfaces.rules.actions import combat, faces, moves
from mtgfaces.rules.actions.base import reveal
from mtgfaces.rules.state.abilities import (
    AsEnters,
    Resolution,
    SpellAbility,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.choices import choose_targets, may
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.life import change_life
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import ObjectId, Target

DELVER = "Delver of Secrets"
THING = "Thing in the Ice"
HORROR = "Awoken Horror"
HUNTMASTER = "Huntmaster of the Fells"
RAVAGER = "Ravager of the Fells"
ICE = "ice"
KEEP_HIDDEN = "keep hidden"
"""Delver's noted choice not to reveal the card looked at (701.20e: only looked at)."""

WOLF = Card(
    name="Wolf",
    layout=Layout.TOKEN,
    faces=(
        make_face(
            "Wolf", type_line="Creature — Wolf", color_indicator=(Color.GREEN,), power="2", toughness="2"
        ),
    ),
)
"""The 2/2 green Wolf creature token Huntmaster of the Fells creates (111.4)."""


def _itself(check: TriggerCheck) -> bool:
    return check.event.object == check.source.id


def _delver_looks(res: Resolution) -> None:
    """Look at the top card of your library (701.20e); you may reveal it
    (701.20a, revealed unless the noted choice keeps it hidden); if an
    instant or sorcery card is revealed, transform Delver (701.27f)."""
    game = res.game
    library = game.objects(Zone.LIBRARY, res.controller)
    if not library:
        return
    top = library[0]
    if res.noted.get("chosen", "") == KEEP_HIDDEN:
        return
    if not may(
        game, res.controller, "Delver of Secrets: reveal the top card of your library?", rule="701.20a"
    ):
        return
    reveal(game, top, res.controller)
    value = game.characteristics(top)
    delver = source_permanent(res)
    if delver is not None and (value.has_type("Instant") or value.has_type("Sorcery")):
        faces.transform(game, delver.id, source=delver.id, since_transformations=res.transformations)


def _enters_with_ice(game: Game, permanent: GameObject) -> None:
    """614.1c: it enters with four ice counters on it (122.6)."""
    moves.add_counters(game, permanent.id, ICE, 4)


def _you_cast_instant_or_sorcery(check: TriggerCheck) -> bool:
    game, event = check.game, check.event
    if event.player != game.controller(check.source) or event.object is None or event.object not in game:
        return False
    value = game.characteristics(event.object)
    return value.has_type("Instant") or value.has_type("Sorcery")


def _melt(res: Resolution) -> None:
    """Remove an ice counter (122.8); then, with none left, transform it
    (701.27f: not if it transformed since the ability was put on the stack)."""
    game = res.game
    thing = source_permanent(res)
    if thing is None:
        return
    if thing.status.counter(ICE):
        thing = game.replace(thing._replace(status=thing.status.with_counters(ICE, -1)))
    if not thing.status.counter(ICE):
        faces.transform(game, thing.id, source=thing.id, since_transformations=res.transformations)


def _horror_bounces(res: Resolution) -> None:
    """Return all non-Horror creatures to their owners' hands (a token goes
    there and ceases to exist, 111.7)."""
    game = res.game
    for permanent in game.objects(Zone.BATTLEFIELD):
        value = game.characteristics(permanent)
        if value.has_type("Creature") and "Horror" not in value.subtypes:
            moves.move(game, permanent.id, Zone.HAND)


def _wolf_and_life(res: Resolution) -> None:
    """Create a 2/2 green Wolf creature token (111.2: under the ability's
    controller) and gain 2 life (119.3)."""
    create_token(res.game, WOLF, res.controller)
    change_life(res.game, res.controller, 2)


def _ravager_targets(check: TriggerCheck) -> tuple[Target, ...]:
    """603.3d: the first opponent in turn order, and the oldest creature that
    player controls if there is one ("up to one")."""
    game = check.game
    controller = game.controller(check.source)
    opponents = [p for p in game.opponents(controller) if not game.player(p).has_lost]
    if not opponents:
        return ()
    (player,) = choose_targets(game, controller, "Ravager of the Fells: target opponent", opponents)
    theirs = [
        ObjectId(o.id)
        for o in game.objects(Zone.BATTLEFIELD)
        if game.controller(o) == player and game.characteristics(o).has_type("Creature")
    ]
    prompt = f"Ravager of the Fells: up to one target creature {player} controls"
    return (player, *choose_targets(game, controller, prompt, theirs, minimum=0))


def _ravager_damage(res: Resolution) -> None:
    """It deals 2 damage to the target opponent and 2 to the target creature
    that player controls, each if still a legal target (608.2b)."""
    game = res.game
    legal = res.legal_targets()
    players = [t for t in legal if isinstance(t, str)]
    for target in legal:
        creature = not isinstance(target, str) and (
            game.get(target).zone is Zone.BATTLEFIELD
            and game.controller(target) in players
            and game.characteristics(target).has_type("Creature")
        )
        if isinstance(target, str) or creature:
            combat.deal_damage(game, res.source, target, 2)


def _moonmist(res: Resolution) -> None:
    """Transform all Humans: each permanent with the subtype Human; one that
    isn't double-faced doesn't (701.27c, recorded as ignored)."""
    game = res.game
    for permanent in game.objects(Zone.BATTLEFIELD):
        if "Human" in game.characteristics(permanent).subtypes:
            faces.transform(game, permanent.id)
    # "Prevent all combat damage that would be dealt this turn by creatures
    # other than Werewolves and Wolves" (615.1): whichever creatures they are then.
    werewolves_and_wolves = Filter(any_of=(Filter(subtypes=("Werewolf",)), Filter(subtypes=("Wolf",))))
    game.add_rule_effect(
        RuleEffect(
            0,
            RuleEffectKind.PREVENT_COMBAT_DAMAGE,
            res.controller,
            filter=Filter(types=("Creature",), not_=werewolves_and_wolves),
            until=Duration.END_OF_TURN,
            note="Moonmist: combat damage by creatures other than Werewolves and Wolves is prevented",
        )
    )


script(
    Triggered(
        DELVER,
        "At the beginning of your upkeep, look at the top card of your library.",
        EventKind.TURN_STEP,
        lambda check: upkeep(check, yours=True),
        _delver_looks,
        "701.27f",
    ),
    AsEnters(
        THING, "Thing in the Ice enters the battlefield with four ice counters", _enters_with_ice, "614.1c"
    ),
    Triggered(
        THING,
        "Whenever you cast an instant or sorcery spell, remove an ice counter",
        EventKind.CAST,
        _you_cast_instant_or_sorcery,
        _melt,
        "701.27f",
    ),
    Triggered(
        HORROR,
        "When this creature transforms into Awoken Horror",
        EventKind.TRANSFORMED,
        _itself,
        _horror_bounces,
        "701.27e",
    ),
    Triggered(
        HUNTMASTER,
        "Whenever this creature enters the battlefield or transforms into Huntmaster of the Fells",
        EventKind.ENTERED_BATTLEFIELD,
        _itself,
        _wolf_and_life,
        "603.6a",
        also=(EventKind.TRANSFORMED,),
    ),
    Triggered(
        HUNTMASTER,
        "At the beginning of each upkeep, if no spells were cast last turn",
        EventKind.TURN_STEP,
        lambda check: upkeep(check, yours=False),
        transform_self,
        "603.4",
        intervening_if=lambda res: not any(spells_cast_last_turn(res.game).values()),
    ),
    Triggered(
        RAVAGER,
        "Whenever this creature transforms into Ravager of the Fells",
        EventKind.TRANSFORMED,
        _itself,
        _ravager_damage,
        "701.27e",
        targets=_ravager_targets,
    ),
    Triggered(
        RAVAGER,
        "At the beginning of each upkeep, if a player cast two or more spells last turn",
        EventKind.TURN_STEP,
        lambda check: upkeep(check, yours=False),
        transform_self,
        "603.4",
        intervening_if=lambda res: any(n >= 2 for n in spells_cast_last_turn(res.game).values()),
    ),
    SpellAbility("Moonmist", "Transform all Humans.", _moonmist, "701.27a"),
)
