"""Keyword abilities any object may have, scripted once for all of them:
ward (CR 702.21), including the ward {2} that face-down disguise and cloak
permanents have (702.168a, 701.58a, 708.2); craft (702.167), which exiles
the permanent and its materials and returns it transformed; living metal
(702.161), an artifact creature during its controller's turn."""

from __future__ import annotations

import re

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.colors import Color
from mtgfaces.cards.mana import ManaCost
from mtgfaces.errors import IllegalAction
from mtgfaces.rules.actions import combat, countering, moves, paying
from mtgfaces.rules.actions.activating import MATERIALS
from mtgfaces.rules.state.abilities import Activated, Cost, Resolution, StaticEffect, TriggerCheck, Triggered
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.events import USED_TO_CRAFT, Event, EventKind, became
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import grant
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.rules.state.views import name_for

_WARD = re.compile(r"^Ward(?: (?P<mana>(?:\{[^}]+\})+)|—Pay (?P<life>\d+) life\.?)")


def _targeted_by_an_opponent(check: TriggerCheck) -> bool:
    """702.21a: it becomes the target of a spell or ability an opponent controls."""
    game, event = check.game, check.event
    return (
        event.object == check.source.id
        and event.player is not None
        and event.player in game.opponents(game.controller(check.source))
    )


def _noted(check: TriggerCheck) -> dict[str, str]:
    lines = [a for a in check.game.characteristics(check.source).abilities if _WARD.match(a)]
    match = _WARD.match(lines[0]) if lines else None
    cost = ""
    if match is not None:
        cost = match.group("mana") or f"pay {match.group('life')} life"
    assert check.event.new_object is not None
    return {"countering": f"#{int(check.event.new_object)}", "cost": cost, "payer": check.event.player or ""}


_PAY, _DECLINE = "pay", "don't pay"


def _counter_unless_paid(res: Resolution) -> None:
    """Counter that spell or ability unless its controller pays the ward cost
    (702.21a): they are asked, and may pay only what they can (119.4: life
    up to their life total; mana, when the game pays costs, only if a
    payment exists, 601.2h). The referee's default is to pay when the step
    said so (``pay`` noted), else not."""
    game = res.game
    aimed = ObjectId(int(res.noted["countering"][1:]))
    cost, payer = res.noted.get("cost", ""), res.noted.get("payer", "")
    if aimed not in game or game.get(aimed).zone is not Zone.STACK or not payer:
        return  # it already left the stack
    life = re.match(r"pay (\d+) life", cost)
    payment = None
    able = life is None or game.player(payer).life >= int(life.group(1))
    if life is None and able:
        try:
            payment = paying.for_mana_cost(game, payer, ManaCost.parse(cost), what=f"ward {cost}")
        except IllegalAction:
            able = False
    wanted = res.noted.get("pay", "").lower() in ("true", "yes", "1")
    question = Question(
        payer,
        "ward",
        f"Pay ward {cost}, or {name_for(game, payer, aimed)} is countered?",
        (_PAY, _DECLINE) if able else (_DECLINE,),
        1,
        1,
        "702.21a",
    )
    (answer,) = ask(game, question, default=(_PAY if wanted and able else _DECLINE,))
    if answer == _PAY:
        if life is not None:
            combat.lose_life(game, payer, int(life.group(1)))
        paying.settle(game, payer, payment, None, rule="702.21a", what=f"ward {cost}")
        game.record(
            Event(EventKind.IGNORED, object=aimed, player=payer, rule="702.21a", note=f"ward paid: {cost}")
        )
        return
    countered = game.get(aimed)
    if countered.ability is not None:
        game.remove(aimed, rule="701.6b")  # a countered ability ceases to exist
    else:
        countering.counter_spell(game, aimed)  # CR 701.6a, unless it can't be countered (101.2)


grant(
    Triggered(
        "Ward",
        "Ward",
        EventKind.BECAME_TARGET,
        _targeted_by_an_opponent,
        _counter_unless_paid,
        "702.21a",
        note=_noted,
    ),
)


# -- craft (CR 702.167) ------------------------------------------------------------------

_CRAFT = re.compile(r"^Craft with (?P<what>.+?) (?P<cost>(?:\{[^}]+\})+)")
_NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6}


def _materials_wanted(what: str) -> tuple[int, int | None, list[str]]:
    """How many materials craft asks for and what each must be: "artifact"
    is one artifact; "one or more" any number of anything; "four or more
    nonlands with activated abilities" at least four; "a Dinosaur, a Merfolk,
    a Pirate, and a Vampire" one of each (702.167a)."""
    more = re.match(r"^(?P<n>\w+) or more(?: (?P<rest>.+))?$", what)
    if more is not None and more.group("n") in _NUMBERS:
        return _NUMBERS[more.group("n")], None, [more.group("rest") or ""]
    parts = [p.strip() for p in re.split(r",? and |, ", what) if p.strip()]
    return len(parts), len(parts), parts


def _fits(game: Game, obj: GameObject, wanted: str) -> bool:
    value = game.characteristics(obj)
    words = re.sub(r"^an? ", "", wanted.strip())
    if not words:
        return True
    if words.startswith("nonland"):
        rest = words.removeprefix("nonlands").removeprefix("nonland").strip()
        if value.has_type("Land"):
            return False
        if rest == "with activated abilities":
            return any(":" in a for a in value.abilities)  # 602.1: "cost: effect"
        return not rest
    cards = re.match(r"^(?P<rest>.+?) cards?$", words)
    if cards is not None:  # 702.167b: with the word "card", a card in a graveyard only
        if obj.zone is not Zone.GRAVEYARD:
            return False
        words = cards.group("rest")
    color, _, rest = words.partition(" ")
    if color.upper() in Color.__members__:  # "red instant and/or sorcery cards" (105.2)
        if Color[color.upper()] not in value.colors:
            return False
        words = rest
    for one in re.split(r" and/or | or ", words):
        word = one.strip().rstrip("s").capitalize()
        if value.has_type(word) or word in value.subtypes:
            return True
    return False


def _candidates(game: Game, source: GameObject, player: str) -> list[GameObject]:
    """702.167a: other permanents its controller controls and cards in their graveyard."""
    permanents = [o for o in game.objects(Zone.BATTLEFIELD, player) if o.id != source.id]
    return permanents + game.objects(Zone.GRAVEYARD, player)


def _craft_cost(game: Game, source: GameObject, player: str, chosen: tuple[str, ...]) -> str | None:
    line = next((a for a in game.characteristics(source).abilities if _CRAFT.match(a)), "")
    match = _CRAFT.match(line)
    if match is None:
        return "it has no craft ability"
    least, most, kinds = _materials_wanted(match.group("what"))
    ids = [ObjectId(int(c[1:])) for c in chosen if c.startswith("#")]
    allowed = {o.id for o in _candidates(game, source, player)}
    if any(i not in allowed for i in ids) or len(set(ids)) != len(ids):
        return "the materials must be other permanents you control or cards in your graveyard, each once"
    if len(ids) < least or (most is not None and len(ids) > most):
        return (
            f"craft with {match.group('what')} needs {least}{'' if most == least else ' or more'} materials"
        )
    objects = [game.get(i) for i in ids]
    if most is None:
        if not all(_fits(game, o, kinds[0]) for o in objects):
            return f"each material must be {kinds[0]}"
        return None
    unmatched = list(objects)
    for kind in kinds:  # one material for each named kind
        found = next((o for o in unmatched if _fits(game, o, kind)), None)
        if found is None:
            return f"no material is {kind}"
        unmatched.remove(found)
    return None


def _return_transformed(res: Resolution) -> None:
    """702.167a: return this card (exiled as the cost) transformed under its
    owner's control; a card that isn't double-faced stays in exile (712.14a)."""
    game = res.game
    if res.source is None:
        return
    exiled = next(reversed(became(game.log, res.source, Zone.EXILE.value)), None)
    if exiled is None or exiled not in game or game.get(exiled).zone is not Zone.EXILE:
        return  # 400.7: it left exile
    moves.put_onto_battlefield(game, exiled, under=game.get(exiled).owner, transformed=True)
    crafted = next(reversed(became(game.log, exiled, Zone.BATTLEFIELD.value)), None)
    if crafted is None:
        return
    for material in (ObjectId(int(w)) for w in res.noted.get(MATERIALS, "").split(",") if w):
        # 702.167c: the cards exiled to pay its cost are "the exiled cards used to craft" it
        game.record(
            Event(
                EventKind.EFFECT_ADDED,
                object=material,
                new_object=crafted,
                rule="702.167c",
                note=USED_TO_CRAFT,
            )
        )


grant(
    Activated(
        "Craft",
        "Craft with",
        Cost(exile_self=True, exile_chosen=True),
        _return_transformed,
        "702.167a",
        sorcery_speed=True,
        check_cost=_craft_cost,
    ),
)


# -- living metal (CR 702.161) ------------------------------------------------------------


def _during_your_turn(game: Game, source: GameObject) -> int:
    """702.161a, 102.1: 1 while its controller is the active player, else 0."""
    return int(game.turn.active == game.controller(source))


def _artifact_creature(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
    """702.161a, 613.1d: "this permanent is an artifact creature in addition
    to its other types" (a Vehicle keeps its printed power and toughness,
    301.7b)."""
    change = Modification(add_types=("Artifact", "Creature"))
    made = ContinuousEffect(id=0, timestamp=0, modification=change, objects=(source.id,), note="living metal")
    return (made,)


grant(
    StaticEffect(
        "Living metal",
        "Living metal",
        _artifact_creature,
        "702.161a",
        counted=_during_your_turn,
        counts="during your turn",
        changes_types=True,
    ),
)
