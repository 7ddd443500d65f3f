"""The save format's name and version, and what the writer
(:mod:`mtgfaces.rules.save`) and the reader (:mod:`mtgfaces.rules.load`)
agree on: the order of the zones, the comparisons a filter may hold, the
values of a face that is up."""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.rules.state.game import PERSONAL_ZONES, SHARED_ZONES
from mtgfaces.rules.state.status import FUSED

FORMAT = "mtgfaces-game"
VERSION = 11  # 2: status.on_adventure names the player who exiled the card (715.3d)
# 3: status.damage, .attacking, .blocking, .chosen, .controlled_since (302.6), turn.day_night (731)
# 4: every step of the turn (500.1; "combat" before), turn.priority, .passes and .pending (117),
#    and "actions", the players' decisions applied through the game loop, and "choice", the question
#    the game waits for a player to answer
# 5: "costs" ("free" or "paid"), "variant" ("commander", 903, or null), each player's "mana_pool"
#    (106.4) and "mana_spent_this_turn" (700.14), status.mana_spent (601.2h) and .alternative (118.9),
#    and rule effects' "amount" (601.2f)
# 6: status.protector, the player who protects a battle (310.8)
# 7: "delayed_triggers", the delayed triggered abilities waiting to trigger (603.7)
# 8: status.face_down "hidden_agenda": a conspiracy face down in the command zone, the name chosen
#    in secret in status.chosen (702.106a); an older reader would not know the value
# 9: a unit of mana may be ":kept" (106.4: "you don't lose this mana as steps and phases end"), and
#    a delayed trigger's "when" may be "your_next_main_this_turn"; an older reader would not know them
# 10: the log may hold "card_copied" events (707.12: a copy of a card, to be cast) and
#    "alternative_cost_paid" events (118.9), status.alternative may be "from_another_effect" and a
#    cast action may say "alternative=#N" (the permanent whose ability offered the cost paid); an
#    older reader would not know them
# 11: what an older reader would not know, one line each:
#    - the log's "looked_at" events (701.20e: a card shown to one player only);
#    - a delayed trigger's "when" "creature_enters_this_turn" (603.7c);
#    - a delayed trigger's "when" "that_players_next_end_step" (513.1, the player in its noted "player");
#    - a rule effect "damage_dealt_to_instead" (614.1a);
#    - a rule effect "may_look_at_face_down_creatures" (708.5);
#    - a rule effect "exile_if_it_would_leave" (unearth, 702.84a);
#    - status.face_down "cyberman" (708.2);
#    - a unit of mana's ":combat" (702.189a, 500.5a: kept until the combat phase ends);
#    - the log's "manifested_dread" events (701.62b);
#    - the log's "shuffled" events of a face-down pile in exile (701.24a);
#    - a rule effect "phases_to_come" (additional phases, 500.8);
#    - a delayed trigger's "when" "your_next_spell_this_turn" (601.2i; what it waits for in its noted
#      "spell types" and "spell mana value", the spell cast noted as "cast spell" as it triggers);
#    - status.foretell_cost, a foretell cost an effect gave a card exiled foretold (702.143d);
#    - rule effects "foretelling_costs_less" and "may_foretell_on_any_turn" (601.2f, 116.2h);
#    - the log's "noted_as_cast" events (601.2i, 608.2h: a value noted as a spell was cast);
#    - the log's "untapped" events (701.26b: a permanent untapped)
#    (the "state_trigger" event kind, 603.8, is never logged: saves don't change for it)
"""The save format version this module writes and the newest it reads."""

_ZoneKey = tuple[str | None, Zone]

# The tests a Comparison may hold (mtgfaces.rules.state.filters).
_COMPARISON_OPS = ("<=", ">=", "<", ">", "==", "=", "!=", "even", "odd")
_UP_VALUES: tuple[str, ...] = (*(side.value for side in Side), FUSED)


def _zone_keys(players: tuple[str, ...]) -> list[_ZoneKey]:
    """Every zone a game has, in the order a new game makes them (CR 400.1)."""
    personal: list[_ZoneKey] = [(name, zone) for name in players for zone in PERSONAL_ZONES]
    return personal + [(None, zone) for zone in SHARED_ZONES]
