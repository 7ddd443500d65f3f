"""Yedora, Grave Gardener (Commander 2021 era; the face-down land ruling):
a creature that dies returns face down, and that face-down permanent is a
Forest land with no other types or abilities.

Rulings covered: "dies" is looked at as the creature last existed on the
battlefield (603.10a, 700.4): another nontoken creature its controller
controlled; the card must still be in the graveyard (400.7); it returns
under its owner's control (110.2a) face down (708.2: no name, cost, color
or abilities), and Yedora's effect then makes it a Forest land (205.1b: no
other types), so it isn't a creature and has no power or toughness (208.3);
the effect lasts as long as it is that permanent (611.2c: it isn't tied to
Yedora staying). It is turned face up like any face-down permanent only if
it has a way (a morph card does, 702.37e). "You may" is yes unless the
ability's ``pay`` choice is given as ``false``.
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.actions import moves
from mtgfaces.rules.state.abilities import Resolution, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import may
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import EventKind, became
from mtgfaces.rules.state.registry import script
from mtgfaces.rules.state.status import FaceDown, ObjectId

YEDORA = "Yedora, Grave Gardener"


def _another_of_yours_dies(check: TriggerCheck) -> bool:
    game, event, source = check.game, check.event, check.source
    if event.from_zone != Zone.BATTLEFIELD.value or event.to_zone != Zone.GRAVEYARD.value:
        return False
    if event.object is None or event.object == source.id or event.object not in game.last_known:
        return False
    died = game.last_known[event.object]
    return (
        not died.object.is_token
        and died.characteristics.has_type("Creature")
        and died.controller == game.controller(source)
    )


def _the_card(check: TriggerCheck) -> dict[str, str]:
    """The card the creature became in the graveyard; a melded permanent
    became two, and the effect finds both (712.21c)."""
    assert check.event.object is not None
    cards = became(check.game.log, check.event.object, Zone.GRAVEYARD.value)
    return {"card": "|".join(str(int(c)) for c in cards)}


def _return_as_a_forest(res: Resolution) -> None:
    game = res.game
    if res.noted.get("pay", "true").lower() in ("false", "no", "0"):
        return
    if not may(game, res.controller, "Yedora, Grave Gardener: return the card face down as a Forest land?"):
        return
    cards = [ObjectId(int(c)) for c in res.noted["card"].split("|")]
    # 400.7: a card that left the graveyard is a new object; 712.21c: the
    # same is done to each card a melded permanent became.
    found = [c for c in cards if c in game and game.get(c).zone is Zone.GRAVEYARD]
    before = {o.id for o in game.objects(Zone.BATTLEFIELD)}
    for card in found:
        moves.put_onto_battlefield(game, card, face_down=FaceDown.TURNED)
    for permanent in game.objects(Zone.BATTLEFIELD):
        if permanent.id not in before:
            game.add_effect(
                ContinuousEffect(
                    id=0,
                    timestamp=0,
                    modification=Modification(
                        set_types=("Land",), set_subtypes=("Forest",), lose_all_abilities=True
                    ),
                    objects=(permanent.id,),
                    note=f"{YEDORA}: a Forest land, no other types or abilities",
                )
            )


script(
    Triggered(
        YEDORA,
        "Whenever another nontoken creature you control dies",
        EventKind.ZONE_CHANGE,
        _another_of_yours_dies,
        _return_as_a_forest,
        "603.10a",
        note=_the_card,
    ),
)
