"""Conspiracy cards (CR 315, 905.4) and hidden agenda (702.106).

A conspiracy starts the game in its owner's command zone (315.2) and stays
there (315.3). One with hidden agenda (or double agenda, 702.106f) is put
there face down with a card name (two for double agenda) chosen in secret
(702.106a-b): the name is the object's ``status.chosen``, and the views show
it, with the card, to its owner only (``looking.may_look``). Face down it has
no characteristics (315.5b), so no abilities; turned face up, a special
action its owner may take any time they have priority (702.106c, 116.2j),
it reveals the name, and its static and triggered abilities work from the
command zone (315.5, 113.6p).

>>> from mtgfaces.cards.db import CardDB
>>> from mtgfaces.rules.state.game import Game
>>> game = Game(["Alice", "Bob"])
>>> favor = CardDB.default().card("Brago's Favor")
>>> hidden = put_conspiracy(game, favor, owner="Alice", named=("Lightning Bolt",))
>>> hidden.is_face_down, hidden.status.chosen, game.characteristics(hidden).name
(True, ('Lightning Bolt',), None)
>>> _ = turn_conspiracy_face_up(game, hidden.id, player="Alice")
>>> game.characteristics(hidden.id).name
"Brago's Favor"
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Card
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.actions.base import ErrorCode, action, can, refuse
from mtgfaces.rules.state.events import Event, EventKind
from mtgfaces.rules.state.names import CardLookup, validate_chosen_name
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from mtgfaces.rules.state.views import NameLater

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game
    from mtgfaces.rules.state.objects import GameObject

_HIDDEN = re.compile(r"^hidden agenda\b", re.IGNORECASE)
_DOUBLE = re.compile(r"^double agenda\b", re.IGNORECASE)


def agenda_names(card: Card) -> int:
    """How many card names the conspiracy's agenda has its owner choose in
    secret: 1 for hidden agenda (702.106a), 2 for double agenda (702.106f),
    0 for none."""
    lines = [line for face in card.faces for line in face.oracle_text.splitlines()]
    if any(_DOUBLE.match(line) for line in lines):
        return 2
    return 1 if any(_HIDDEN.match(line) for line in lines) else 0


def put_conspiracy(
    game: Game,
    card: Card,
    *,
    owner: str,
    named: Sequence[str] = (),
    cards: CardDB | CardLookup | None = None,
) -> GameObject:
    """Put a conspiracy card into ``owner``'s command zone as the game starts
    (315.2, 905.4): face down with the names ``named`` chosen in secret if it
    has hidden agenda (one name, 702.106a) or double agenda (two different
    names, 702.106f), else face up with none. A set-up step, not a player's
    action: nothing is logged but the object's creation, which names it to
    no one else. Each name is checked as a card name (201.4) against
    ``cards`` (the default card database if ``None``).

    Raises ``MalformedInput`` for a card that isn't a conspiracy, a player
    who isn't in the game, or names that don't fit its agenda, and
    ``IllegalAction`` for a name no card has (201.4)."""
    player = game.player(owner).name
    if not card.faces[0].is_conspiracy:
        raise MalformedInput(
            f"{card.name!r} is not a conspiracy card (315); only those start in the command zone"
        )
    wanted = agenda_names(card)
    if len(named) != wanted:
        how = {0: "no name: it has no hidden agenda", 1: "one name (702.106a)", 2: "two names (702.106f)"}
        raise MalformedInput(f"{card.name!r} takes {how[wanted]}; got {len(named)}: {list(named)!r}")
    lookup = cards if cards is not None else CardDB.default()
    chosen = tuple(validate_chosen_name(lookup, name).name for name in named)
    if len(set(chosen)) != len(chosen):
        raise MalformedInput(f"double agenda names two different cards (702.106f); got {list(chosen)!r}")
    status = Status(face_down=FaceDown.HIDDEN_AGENDA, chosen=chosen) if wanted else Status()
    return game.put(card, zone=Zone.COMMAND, owner=player, status=status)


def verify_turn_conspiracy_face_up(game: Game, obj_id: ObjectId, *, player: str) -> None:
    """Raise ``IllegalAction`` unless ``player`` may turn the face-down
    conspiracy face up: one they control (its owner, 315.6) in the command
    zone (702.106c, 116.2j). When they may (any time they have priority) is
    the game loop's to check, as for every special action."""
    who = game.player(player).name
    name = NameLater(game, who, obj_id)
    obj = game.get(obj_id) if obj_id in game else None
    if obj is None or obj.zone is not Zone.COMMAND:
        refuse(ErrorCode.WRONG_ZONE, "702.106c", f"{name} is not a conspiracy card in a command zone")
    if obj.status.face_down is not FaceDown.HIDDEN_AGENDA:
        refuse(ErrorCode.CANNOT_TURN_FACE_UP, "702.106c", f"{name} is not a face-down conspiracy card")
    if game.controller(obj) != who:
        refuse(
            ErrorCode.NOT_PERMITTED,
            "702.106c",
            f"{who} can't turn {name} face up: only its controller, {obj.owner}, may (315.6)",
        )


can_turn_conspiracy_face_up = can(verify_turn_conspiracy_face_up)


@action
def turn_conspiracy_face_up(game: Game, obj_id: ObjectId, *, player: str) -> None:
    """Turn the face-down conspiracy face up (702.106c), revealing the
    chosen name to every player: it stays the same object in the command
    zone, and from now on its abilities work (315.5)."""
    verify_turn_conspiracy_face_up(game, obj_id, player=player)
    obj = game.get(obj_id)
    game.replace(obj._replace(status=obj.status._replace(face_down=None)))
    names = " and ".join(obj.status.chosen)
    game.record(
        Event(
            EventKind.REVEALED,
            object=obj.id,
            player=player,
            rule="702.106c",
            note=f"the chosen name: {names}",
        )
    )
