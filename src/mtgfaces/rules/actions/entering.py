"""What a permanent is as it enters the battlefield, whatever put it there
(resolving, a land play, an effect, a return, a blink, a token, meld,
manifest and cloak): the replacement effects of its own that apply as it
enters (CR 614.1c, 614.12): "enters tapped", sunburst's counters, and a
battle's defense counters and protector (310.4b, 310.8a); and those of
other permanents ("creatures you control enter with two additional +1/+1
counters on them").

Every route onto the battlefield asks :func:`entering_status` (or, for an
object made on the battlefield, :func:`settle_entered`), so that they
can't drift apart.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.cards.model import strip_reminder_text
from mtgfaces.rules.actions import tapped_unless
from mtgfaces.rules.actions.permits import rule_effects
from mtgfaces.rules.state import battles, registry
from mtgfaces.rules.state.abilities import AsEnters
from mtgfaces.rules.state.filters import Subject
from mtgfaces.rules.state.names import ask_card_name
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffectKind
from mtgfaces.rules.state.status import ObjectId, Status

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

_SELF = r"(?:this (?:land|creature|artifact|enchantment|permanent|battle|planeswalker)|~|{name})"
_ENTERS_TAPPED = r"^{self} enters(?: the battlefield)? tapped\.$"
_EXILE_INSTEAD = r"^if {self} would be put into a graveyard from anywhere, exile it instead\.$"
# CR 614.1c, 122.6: "~ enters with three net counters on it", "with X +1/+1 counters"
_ENTERS_WITH = (
    r"^{self} enters(?: the battlefield)? with (?P<many>a|an|one|two|three|four|five|six|seven|x) "
    r"(?P<kind>[+-]\d/[+-]\d|[a-z]+) counters? on it\.$"
)
_HOW_MANY = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
_AS_IT_WOULD_BE = ObjectId(0)
# CR 614.12: "As Meddling Mage enters, choose a nonland card name."
_CHOOSE_A_NAME = re.compile(
    r"\bAs .+? enters(?: the battlefield)?, choose an? (?P<what>(?:[\w-]+ )*?card name)\b", re.IGNORECASE
)


def says(value: Characteristics, pattern: str) -> bool:
    """Whether one of the object's abilities is ``pattern`` about itself."""
    return any(_about_itself(value, pattern).match(a.strip()) for a in value.abilities)


def _about_itself(value: Characteristics, pattern: str) -> re.Pattern[str]:
    name = re.escape(value.name) if value.name else "(?!)"
    return re.compile(pattern.replace("{self}", _SELF.replace("{name}", name)), re.IGNORECASE)


def runs_line(value: Characteristics, line: str) -> bool:
    """Whether the way onto the battlefield runs this line of the object's
    text: "enters tapped" (614.1c), "exile it instead" (614.1a), "as it
    enters, choose a card name" (614.12). For :mod:`mtgfaces.rules.coverage`."""
    text = line.strip()
    if any(_about_itself(value, p).match(text) for p in (_ENTERS_TAPPED, _EXILE_INSTEAD, _ENTERS_WITH)):
        return True
    if tapped_unless.runs_line(value, text):
        return True
    return _CHOOSE_A_NAME.search(strip_reminder_text(text)) is not None


def enters_tapped(value: Characteristics) -> bool:
    """Whether a permanent with these characteristics (as it would exist on
    the battlefield, CR 614.12) has "This permanent enters tapped." with no
    condition: a replacement effect of its own (614.1c). Conditional versions
    ("unless you control ...") aren't scripted."""
    return says(value, _ENTERS_TAPPED)


def _old_hideaway(value: Characteristics) -> bool:
    """702.75b: a card printed with "Hideaway" and no number has the errata
    "This permanent enters tapped."."""
    return any(line.strip().lower() == "hideaway" for line in value.abilities)


def exiled_instead(value: Characteristics) -> bool:
    """Whether the object says "If [it] would be put into a graveyard from
    anywhere, exile it instead" (a replacement effect, CR 614.1a; printed on
    the back face of disturb cards, 702.146)."""
    return says(value, _EXILE_INSTEAD)


def entering_status(game: Game, obj: GameObject, status: Status, controller: str) -> Status:
    """The status ``obj`` enters the battlefield with: ``status``, tapped if
    the permanent it would be says it enters tapped, and with sunburst's
    counters, a battle with its defense counters and protector (614.1c,
    614.12, 310.4b, 310.8a: its characteristics as it would exist on the
    battlefield, continuous effects included; a face-down one has no
    abilities, 708.2)."""
    ghost = obj._replace(id=_AS_IT_WOULD_BE, zone=Zone.BATTLEFIELD, status=status, controller=controller)
    value = game.derive(ghost).characteristics
    if not status.tapped and tapped_unless.enters_tapped_unless(game, value, controller):
        status = status._replace(tapped=True)  # 614.1c: "tapped unless you control ..."
    status = _name_as_it_enters(game, value, _as_it_enters(value, status), controller)
    status = _additional_counters(game, obj.id, value, status, controller)
    return battles.entering(game, value, status, controller)


def settle_entered(game: Game, obj: GameObject) -> GameObject:
    """The same for an object made on the battlefield (a token, 111.2; a
    melded permanent, 712.14c; a face-down permanent, 708.3), whose copy
    effects already name it: its status as it enters, applied."""
    value = game.characteristics(obj)
    status = _name_as_it_enters(game, value, _as_it_enters(value, obj.status), game.controller(obj))
    status = _additional_counters(game, obj.id, value, status, game.controller(obj))
    status = battles.entering(game, value, status, game.controller(obj))
    return obj if status == obj.status else game.replace(obj._replace(status=status))


def _name_as_it_enters(game: Game, value: Characteristics, status: Status, controller: str) -> Status:
    """CR 614.12, 607.1: "As [this] enters, choose a [kind of] card name"
    (Meddling Mage, Pithing Needle): its controller is asked, unless a name
    was chosen as it was cast (601.2b), which stays with it."""
    if status.chosen:
        return status
    for line in value.abilities:
        asked = _CHOOSE_A_NAME.search(strip_reminder_text(line))
        if asked is not None:
            name = ask_card_name(game, controller, value.name or "a permanent", f"a {asked.group('what')}")
            return status._replace(chosen=(name,)) if name is not None else status
    return status


def _additional_counters(
    game: Game, entering: ObjectId, value: Characteristics, status: Status, controller: str
) -> Status:
    """614.1c, 614.12: "[Creatures] you control enter with N additional +1/+1
    counters on them", of the other permanents on the battlefield (one of
    its own about a general subset doesn't apply to itself, 614.12), read
    of what it would be there."""
    down = status.face_down is not None
    subject = Subject(value, controller=controller, zone=Zone.BATTLEFIELD, face_down=down)
    for effect in rule_effects(game):
        if (
            effect.kind is RuleEffectKind.ENTER_WITH_PLUS_ONE_COUNTERS
            and effect.player == controller
            and effect.id != -int(entering)
            and (effect.filter is None or effect.filter.matches(subject))
        ):
            status = status.with_counters("+1/+1", effect.amount)
    return status


def _as_it_enters(value: Characteristics, status: Status) -> Status:
    """CR 614.1c, 614.12: the replacement effects that apply as it enters."""
    if not status.tapped and (enters_tapped(value) or _old_hideaway(value)):
        status = status._replace(tapped=True)
    scripted = [a.text for a in registry.of(value, AsEnters)]  # a card's script wins (Thing in the Ice)
    for line in value.abilities:
        said = _about_itself(value, _ENTERS_WITH).match(line.strip())
        if said is not None and not any(line.startswith(text) for text in scripted):
            # 107.3m: an X of the spell it was cast as, 0 if it wasn't cast
            many = said.group("many").lower()
            count = (status.x or 0) if many == "x" else _HOW_MANY[many]
            if count:
                kind = said.group("kind")
                status = status.with_counters(kind if kind[0] in "+-" else kind.lower(), count)
    if any(line.strip().lower() == "sunburst" for line in value.abilities):
        # CR 702.44a: a +1/+1 counter (a creature) or a charge counter (else)
        # for each color of mana spent to cast it; none if it wasn't cast.
        colors = len(status.spent_colors())
        if colors:
            status = status.with_counters("+1/+1" if value.has_type("Creature") else "charge", colors)
    return status
