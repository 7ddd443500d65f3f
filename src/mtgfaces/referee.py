"""The referee's interface: effect instructions and set-up, for tests,
scenarios, judges and anyone studying a ruling.

A player's program acts through :class:`mtgfaces.Game`'s front door
(``legal_actions``, ``apply``), which lists and takes only what that player
may decide. What an *effect* does ("transform this", "put that onto the
battlefield transformed", "turn it face down") is not a player's choice:
these functions do it to any game, checked against the rules (an instruction
the rules ignore returns an ``ignored`` event with its rule), outside of
priority. They are the same functions the scenario runner uses.

>>> import mtgfaces
>>> game = mtgfaces.Game(["Alice", "Bob"])
>>> delver = game.put(mtgfaces.card("Delver of Secrets"), zone=mtgfaces.Zone.BATTLEFIELD, owner="Alice")
>>> _ = transform(game, delver.id)
>>> game.characteristics(delver.id).name
'Insectile Aberration'
"""

from __future__ import annotations

from mtgfaces.rules.actions.combat import combat_damage, deal_damage, lose_life
from mtgfaces.rules.actions.copying import become_copy, copy_spell, create_token_copy
from mtgfaces.rules.actions.faces import convert, flip, transform, turn_face_down, turn_face_up
from mtgfaces.rules.actions.manifesting import cloak, manifest, manifest_dread
from mtgfaces.rules.actions.meld import meld
from mtgfaces.rules.actions.moves import add_counters, attach, blink, gain_control, move, put_onto_battlefield
from mtgfaces.rules.actions.resolving import resolve
from mtgfaces.rules.actions.turns import draw, next_turn, set_step
from mtgfaces.rules.sba import state_based_actions

__all__ = [
    "add_counters",
    "attach",
    "become_copy",
    "blink",
    "cloak",
    "combat_damage",
    "convert",
    "copy_spell",
    "create_token_copy",
    "deal_damage",
    "draw",
    "flip",
    "gain_control",
    "lose_life",
    "manifest",
    "manifest_dread",
    "meld",
    "move",
    "next_turn",
    "put_onto_battlefield",
    "resolve",
    "set_step",
    "state_based_actions",
    "transform",
    "turn_face_down",
    "turn_face_up",
]
