"""Copy and face-down effects across sets: Clone (Alpha), Cytoshape (Planar
Chaos), Vesuvan Shapeshifter (Time Spiral), Ixidron (Time Spiral) and
Ghostly Flicker (Avacyn Restored).

Rulings covered: only the face that is up is copied, and a copy whose card
isn't double-faced can't transform (707.8, 712.9); a copy of a back face has
mana value 0 (202.3b, its example: a Clone copying Ravager of the Fells); a
Clone has the copied permanent's "enters" abilities, its replacement effects
and its triggers (614.12, 707.2); Cytoshape's copy ends at end of turn
(514.2); Ixidron can't turn a double-faced permanent face down (712.16);
Vesuvan Shapeshifter turned face up may become a copy with an extra upkeep
ability (707.9a); Ghostly Flicker returns new objects, a transformed card
front face up (712.14, 400.7), and a token it exiles doesn't return (111.7).

No player is asked as these resolve or enter, so where a card says "choose"
the script takes the creature whose card name was noted as the choice
(Cytoshape: ``choices: {name: ...}`` on casting), else the oldest candidate
(Clone and Vesuvan Shapeshifter: a choice made on casting doesn't reach the
permanent it becomes).
"""

from __future__ import annotations

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.support import source_permanent
from mtgfaces.rules.actions import copying, faces, moves
from mtgfaces.rules.actions.legal_targets import is_legal_target
from mtgfaces.rules.state.abilities import (
    AsEnters,
    DefinesPowerToughness,
    Resolution,
    SpellAbility,
    TargetKind,
    Targets,
    TriggerCheck,
    Triggered,
)
from mtgfaces.rules.state.choices import Question, ask, token
from mtgfaces.rules.state.copies import CopyExceptions
from mtgfaces.rules.state.effects import Duration
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.registry import grant, script
from mtgfaces.rules.state.status import ObjectId

VESUVAN = "Vesuvan Shapeshifter"
VESUVAN_UPKEEP = "At the beginning of your upkeep, you may turn this creature face down."
"""The ability Vesuvan Shapeshifter's copy effect grants (707.9a)."""


def choose_creature(
    game: Game,
    player: str,
    prompt: str,
    *,
    besides: ObjectId,
    named: str = "",
    nonlegendary: bool = False,
    picked: str = "",
    optional: bool = True,
) -> GameObject | None:
    """A creature on the battlefield other than ``besides``, chosen by
    ``player`` (none, if ``optional``: "you may", 609.3). With no one to ask:
    the object ``picked`` ("#id", ``choices: {copy: REF}``) if it is one,
    else the one whose card (or a face of it) has the name ``named``, else
    the oldest."""
    found = _creatures(game, besides=besides, nonlegendary=nonlegendary)
    default = _default_creature(found, named=named, picked=picked)
    options = tuple(token(o.id) for o in found)
    question = Question(player, "card", prompt, options, 0 if optional else 1, 1, "707.2")
    answer = ask(game, question, default=(token(default.id),) if default is not None else ())
    return next((o for o in found if answer and token(o.id) == answer[0]), None)


def _creatures(game: Game, *, besides: ObjectId, nonlegendary: bool) -> list[GameObject]:
    found = []
    for permanent in game.objects(Zone.BATTLEFIELD):
        value = game.characteristics(permanent)
        if permanent.id == besides or not value.has_type("Creature"):
            continue
        if nonlegendary and "Legendary" in value.supertypes:
            continue
        found.append(permanent)
    return found


def _default_creature(found: list[GameObject], *, named: str, picked: str) -> GameObject | None:
    for permanent in found:
        if picked.startswith("#") and picked[1:].isdigit() and permanent.id == int(picked[1:]):
            return permanent
    wanted = named.casefold()
    for permanent in found:
        if wanted and wanted in (n.casefold() for n in (permanent.card.name, *permanent.card.face_names)):
            return permanent
    return min(found, key=lambda o: o.timestamp) if found else None


def _clone_enters(game: Game, clone: GameObject) -> None:
    """614.1c, 707.2: it may enter as a copy of any creature on the
    battlefield (of the face that is up, 707.8): the one chosen as it was
    cast (``choices: {copy: REF}``, kept in its status), else the oldest;
    with none, it stays a 0/0."""
    picked = next((c for c in clone.status.chosen if c.startswith("#")), "")
    prompt = "Clone: you may have it enter as a copy of a creature on the battlefield; which?"
    chosen = choose_creature(game, game.controller(clone), prompt, besides=clone.id, picked=picked)
    if chosen is not None:
        copying.become_copy(game, clone.id, chosen.id)


def _face_down_creatures(game: Game, ixidron: GameObject) -> tuple[int, int]:
    """604.3, 613.4a: the number of face-down creatures on the battlefield,
    in every zone (708.2a: each is a creature)."""
    count = sum(
        1
        for o in game.objects(Zone.BATTLEFIELD)
        if o.is_face_down and o.id != ixidron.id and game.characteristics(o).has_type("Creature")
    )
    return count, count


def _cytoshape(res: Resolution) -> None:
    """Choose a nonlegendary creature on the battlefield; the target creature
    becomes a copy of it until end of turn (707.2, 514.2)."""
    game = res.game
    for target in res.legal_targets():
        if isinstance(target, str) or not game.characteristics(target).has_type("Creature"):
            continue
        named = res.noted.get("chosen", "").split("|")[0]
        prompt = "Cytoshape: choose a nonlegendary creature on the battlefield to copy"
        chosen = choose_creature(
            game,
            res.controller,
            prompt,
            besides=ObjectId(target),
            named=named,
            nonlegendary=True,
            optional=False,
        )
        if chosen is not None:
            copying.become_copy(game, ObjectId(target), chosen.id, until=Duration.END_OF_TURN)


def _ixidron_enters(game: Game, ixidron: GameObject) -> None:
    """614.1c: as it enters, all other nontoken creatures are turned face down
    (708.2a); a double-faced one can't be, nor one already face down
    (712.16, 708.2b: recorded as ignored)."""
    for permanent in game.objects(Zone.BATTLEFIELD):
        if permanent.id == ixidron.id or permanent.is_token:
            continue
        if game.characteristics(permanent).has_type("Creature"):
            faces.turn_face_down(game, permanent.id)


def _vesuvan_copies(game: Game, vesuvan: GameObject) -> None:
    """As it enters or is turned face up it may become a copy of another
    creature until it is turned face down, with the upkeep ability (707.9a)."""
    prompt = "Vesuvan Shapeshifter: you may have it become a copy of another creature; which?"
    chosen = choose_creature(game, game.controller(vesuvan), prompt, besides=vesuvan.id)
    if chosen is not None:
        exceptions = CopyExceptions(add_abilities=(VESUVAN_UPKEEP,))
        copying.become_copy(game, vesuvan.id, chosen.id, exceptions=exceptions)


def _your_upkeep(check: TriggerCheck) -> bool:
    event = check.event
    return event.note == Step.UPKEEP.value and event.player == check.game.controller(check.source)


def _vesuvan_turns_down(res: Resolution) -> None:
    """It is turned face down (708.2a), and the copy effect lasting until then
    ends with it. Only the card's own copy effect ends: a creature that is
    turned face down by some other effect keeps it underneath (not modelled)."""
    game = res.game
    permanent = source_permanent(res)
    if permanent is None or faces.turn_face_down_ignored(game, permanent.id) is not None:
        return
    game.copy_effects = [e for e in game.copy_effects if e.target != permanent.id]
    faces.turn_face_down(game, permanent.id)


def _flicker(res: Resolution) -> None:
    """Exile the targets still legal (608.2b), then return those cards to the
    battlefield under your control: new objects (400.7), double-faced cards
    front face up (712.14); a token ceases to exist in exile (111.7)."""
    game = res.game
    spec = Targets(TargetKind.ARTIFACT_CREATURE_OR_LAND_YOU_CONTROL, 2)
    exiled: list[GameObject] = []
    for target in res.legal_targets():
        if isinstance(target, str) or not is_legal_target(game, res.controller, None, spec, target):
            continue
        exiled += moves.leave(game, game.get(ObjectId(target)), Zone.EXILE)
    for card in exiled:
        moves.enter(game, card, under=res.controller)


script(
    AsEnters(
        "Clone",
        "You may have Clone enter the battlefield as a copy of any creature",
        _clone_enters,
        "707.2",
    ),
    SpellAbility(
        "Cytoshape",
        "Choose a nonlegendary creature on the battlefield.",
        _cytoshape,
        "707.2",
        targets=Targets(TargetKind.CREATURE),
    ),
    AsEnters(
        "Ixidron",
        "As Ixidron enters the battlefield, turn all other nontoken creatures face down.",
        _ixidron_enters,
        "708.2a",
    ),
    DefinesPowerToughness(
        "Ixidron",
        "Ixidron's power and toughness are each equal to the number of face-down creatures",
        _face_down_creatures,
    ),
    AsEnters(
        VESUVAN,
        "As Vesuvan Shapeshifter enters the battlefield or is turned face up",
        _vesuvan_copies,
        "707.9a",
        on=(EventKind.ENTERED_BATTLEFIELD, EventKind.TURNED_FACE_UP),
    ),
    SpellAbility(
        "Ghostly Flicker",
        "Exile two target artifacts, creatures, and/or lands you control",
        _flicker,
        "712.14",
        targets=Targets(TargetKind.ARTIFACT_CREATURE_OR_LAND_YOU_CONTROL, 2),
    ),
)
grant(
    Triggered(
        VESUVAN,
        VESUVAN_UPKEEP,
        EventKind.TURN_STEP,
        _your_upkeep,
        _vesuvan_turns_down,
        "708.2a",
    ),
)
