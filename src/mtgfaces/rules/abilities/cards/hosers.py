"""Rule-changing permanents of several sets (Planeshift, Saviors of
Kamigawa, Mirrodin): Meddling Mage, Pithing Needle, Crucible of Worlds.

Rulings covered: a name is chosen as the permanent enters (614.12, 607.1;
the choice made as the spell was cast stays with it); only the name of the
face or half being cast counts (201.4, 201.4b, 201.4d, seed ruling S9);
Pithing Needle stops activated abilities that aren't mana abilities (602.5,
605.1a); Crucible of Worlds lets lands be played from a graveyard, never
spells cast from it: a modal double-faced card's spell face can't be
(305.1, 712.12, seed ruling S2).
"""

from __future__ import annotations

from collections.abc import Iterator

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state.abilities import Static
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.registry import script

MEDDLING_MAGE = "Meddling Mage"
PITHING_NEEDLE = "Pithing Needle"
CRUCIBLE = "Crucible of Worlds"


def _names(permanent: GameObject) -> tuple[str, ...]:
    """The name chosen as it entered (607.1: linked to "choose a card name");
    none if it entered without the choice (put onto the battlefield)."""
    return permanent.status.chosen


def _no_spells_named(game: Game, permanent: GameObject) -> Iterator[RuleEffect]:
    """201.4, S9: no player can cast a spell whose face being cast has the
    chosen name (the other face or half of the same card may be cast)."""
    for name in _names(permanent):
        for player in game.players:
            yield RuleEffect(
                0, RuleEffectKind.CANT_CAST_NAMED, player, named=name, note=f"{MEDDLING_MAGE} ({name})"
            )


def _no_abilities_named(game: Game, permanent: GameObject) -> Iterator[RuleEffect]:
    """602.5: activated abilities of sources with the chosen name can't be
    activated unless they're mana abilities (checked by the activation)."""
    for name in _names(permanent):
        yield RuleEffect(
            0,
            RuleEffectKind.CANT_ACTIVATE_NAMED,
            game.controller(permanent),
            named=name,
            note=f"{PITHING_NEEDLE} ({name})",
        )


def _lands_from_graveyard(game: Game, permanent: GameObject) -> Iterator[RuleEffect]:
    """305.1: its controller may play lands from their own graveyard: a land
    permission, never one to cast spells (S2)."""
    yield RuleEffect(
        0,
        RuleEffectKind.MAY_PLAY_LANDS_FROM,
        game.controller(permanent),
        zone=Zone.GRAVEYARD,
        note=CRUCIBLE,
    )


script(
    Static(MEDDLING_MAGE, "Spells with the chosen name can't be cast.", _no_spells_named, "201.4"),
    Static(
        PITHING_NEEDLE,
        "Activated abilities of sources with the chosen name can't be activated",
        _no_abilities_named,
        "602.5",
    ),
    Static(CRUCIBLE, "You may play lands from your graveyard.", _lands_from_graveyard, "305.1"),
)
