"""State-based actions (CR 704): checked whenever a player would receive
priority, performed all at once, repeated until none apply."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Characteristics, Zone
from mtgfaces.rules.actions import attachments, moves, regeneration
from mtgfaces.rules.actions.base import Outcome, action
from mtgfaces.rules.state import battles, registry, sagas
from mtgfaces.rules.state.choices import Question, ask, may, token
from mtgfaces.rules.state.events import Event, EventKind, is_token_change
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import ObjectId

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

LegendChoice = Callable[[str, list[GameObject]], GameObject]
"""Which of a player's legendary permanents with one name to keep (704.5j)."""


def newest(player: str, candidates: list[GameObject]) -> GameObject:
    """The default legend-rule choice: keep the newest (highest timestamp)."""
    return max(candidates, key=lambda o: o.timestamp)


def _ask_legend(game: Game, player: str, name: str, group: list[GameObject]) -> GameObject:
    """CR 704.5j: the player chooses which one to keep (with no one to ask:
    the newest)."""
    options = tuple(token(o.id) for o in group)
    prompt = f"Legend rule: you control {len(group)} legendary permanents named {name}; which one stays?"
    question = Question(player, "legend", prompt, options, 1, 1, "704.5j")
    (kept,) = ask(game, question, default=(token(newest(player, group).id),))
    return next(o for o in group if token(o.id) == kept)


def _toughness(value: Characteristics) -> int | None:
    if "Creature" not in value.types or value.toughness is None:
        return None
    try:
        return int(value.toughness)
    except ValueError:
        return None


def _indestructible(value: Characteristics) -> bool:
    """702.12a: the keyword indestructible (an ability of its own line)."""
    return any(line.strip().lower() == "indestructible" for line in value.abilities)


COMMANDER_DAMAGE = 21
"""CR 704.6c, 903.10a: combat damage from one commander that makes a player lose."""


def _commanders_home(game: Game) -> bool:
    """CR 903.9a: a commander put into a graveyard or exile since state-based
    actions were last checked may go to the command zone (its owner
    chooses; with no one to ask, it does). Whether any did."""
    start, game.sba_seen = game.sba_seen, len(game.log)
    moved = False
    for event in game.log[start:]:
        new = event.new_object
        if event.kind is not EventKind.ZONE_CHANGE or new is None or new not in game:
            continue
        obj = game.get(new)
        if obj.zone not in (Zone.GRAVEYARD, Zone.EXILE) or not game.is_commander(obj):
            continue
        prompt = f"Your commander {obj.card.name} went to {obj.zone.named}: put it into the command zone?"
        if may(game, obj.owner, prompt, rule="903.9a"):
            game.move(obj.id, Zone.COMMAND)
            moved = True
    return moved


def _once(game: Game, keep: LegendChoice) -> bool:
    """Perform every state-based action that applies now; whether any did."""
    acted = _commanders_home(game)
    for name in game.players:
        state = game.player(name)
        commanded = any(dealt >= COMMANDER_DAMAGE for _, dealt in state.commander_damage)
        if not state.has_lost and (state.life <= 0 or state.drew_from_empty_library or commanded):
            rule = "704.5a" if state.life <= 0 else "704.5b" if state.drew_from_empty_library else "704.6c"
            game.set_player(state._replace(has_lost=True))
            game.record(Event(EventKind.LOST_GAME, player=name, rule=rule, note=f"{name} loses the game"))
            acted = True
    for obj in _tokens_and_copies(game):
        if obj.is_token and obj.zone is not Zone.BATTLEFIELD:
            game.remove(obj.id, rule="704.5d")  # a token in another zone ceases to exist
            acted = True
        elif obj.is_spell_copy and obj.zone is not Zone.STACK:
            game.remove(obj.id, rule="704.5e")  # a copy of a spell off the stack ceases to exist
            acted = True
    doomed: list[tuple[ObjectId, str]] = []
    notes: dict[ObjectId, str] = {}
    # Nothing changes until the doomed go, below: each permanent's
    # characteristics are worked out once for every check.
    permanents = [(obj, game.characteristics(obj)) for obj in game.objects(Zone.BATTLEFIELD)]
    for obj, value in permanents:
        toughness = _toughness(value)
        if toughness is not None and toughness <= 0:
            doomed.append((obj.id, "704.5f"))
        elif toughness is not None and _indestructible(value):
            pass  # CR 702.12b: lethal damage and deathtouch don't destroy it
        elif toughness is not None and obj.status.damage >= toughness:
            doomed.append((obj.id, "704.5g"))  # lethal damage: destroyed
        elif toughness is not None and obj.status.deathtouched:
            doomed.append((obj.id, "704.5h"))  # dealt damage by a source with deathtouch: destroyed
        if value.has_type("Planeswalker") and obj.status.counter("loyalty") <= 0:
            doomed.append((obj.id, "704.5i"))  # a planeswalker with no loyalty
        if battles.defeated(game, obj, value):
            doomed.append((obj.id, "704.5v"))  # a battle with defense 0
            notes[obj.id] = _defense_note(value)
    if any("Saga" in value.subtypes for _, value in permanents):  # (to_sacrifice finds none without)
        doomed.extend(
            (saga.id, "714.4") for saga in sagas.to_sacrifice(game)
        )  # sacrificed after its last chapter
    by_name: dict[tuple[str, str], list[GameObject]] = {}
    for obj, value in permanents:
        if "Legendary" in value.supertypes and value.name is not None:
            by_name.setdefault((game.controller(obj), value.name), []).append(obj)
    for (player, name), group in by_name.items():
        if len(group) > 1:
            kept = keep(player, group) if keep is not newest else _ask_legend(game, player, name, group)
            doomed.extend((o.id, "704.5j") for o in group if o.id != kept.id)
    doomed.extend((aura, "704.5m") for aura in attachments.illegal_auras(game, permanents))
    if attachments.unattach_illegal(game, permanents):
        acted = True
    lost = {obj_id for obj_id, _ in doomed}
    for obj, value in permanents:
        if obj.id not in lost and _protector(game, obj, value, doomed, notes):
            acted = True
    for obj_id, rule in dict(doomed).items():
        if obj_id not in game:
            continue
        if rule in ("704.5g", "704.5h") and regeneration.regenerated(game, obj_id):
            continue  # 701.19a: destroyed, so a regeneration shield saves it
        obj = game.get(obj_id)
        to = moves.graveyard_or_exile(game, obj)  # 614.1a: exiled instead where an effect says so
        if obj.is_melded:
            game.split(obj_id, to)
        else:
            new = game.move(obj_id, to)
            if new.is_token:
                game.remove(new.id, rule="704.5d")
        game.record(
            Event(
                EventKind.LEFT_BATTLEFIELD,
                object=obj_id,
                player=obj.controller,
                to_zone=to.value,
                rule=rule,
                note=notes.get(obj_id, ""),
            )
        )
        if rule == "714.4":  # its controller sacrifices it (701.21a)
            game.record(Event(EventKind.SACRIFICED, object=obj_id, player=obj.controller, rule="701.21a"))
        moves.return_exiled_until_it_leaves(game, obj_id)  # 610.3a
        acted = True
    return acted


def _tokens_and_copies(game: Game) -> list[GameObject]:
    """The tokens and spell copies in the game, wherever they are (704.5d-e).
    A game with none has none while none is put into it (a new object from
    a zone change is what the old one was; a token from a spell copy needs
    the copy, 111.13) and it returns to no checkpoint."""
    kept = game.memo.without_tokens
    if kept is not None and kept[1] == game.tokens_and_copies_made and kept[0] >= game.restored_at:
        return []
    found = [o for o in game.objects() if o.is_token or o.is_spell_copy]
    game.memo.without_tokens = None if found else (game.version, game.tokens_and_copies_made)
    return found


def _defense_note(value: Characteristics) -> str:
    """Why a battle went to the graveyard by 704.5v, plainly: the data's gap
    (no printed defense, so no defense counters as it entered, 310.4b)
    stands out from a battle defeated in play."""
    name = value.name or "a battle"
    if battles.printed_defense(value) is None:
        return (
            f"{name} has defense 0: the card data has no printed defense for it, so it entered with no "
            "defense counters (310.4b)"
        )
    return f"{name} has defense 0: its last defense counter was removed (310.4c)"


def _protector(
    game: Game,
    obj: GameObject,
    value: Characteristics,
    doomed: list[tuple[ObjectId, str]],
    notes: dict[ObjectId, str],
) -> bool:
    """CR 704.5w-x, 310.10: a battle with no protector in the game (and no
    creature attacking it), or one who can't be by its battle type: its
    controller chooses one who can; with none, it goes to its owner's
    graveyard. Whether anything changed."""
    rule = battles.protector_needed(game, obj, value)
    if rule is None:
        return False
    chosen = battles.choose_protector(game, value, game.controller(obj), rule=rule)
    if chosen is None:
        doomed.append((obj.id, rule))
        notes[obj.id] = f"{value.name or 'a battle'} has no player who can protect it"
        return False
    game.replace(obj._replace(status=obj.status._replace(protector=chosen)))
    return True


def state_based_actions(game: Game, *, keep: LegendChoice = newest) -> Outcome:
    """Perform state-based actions until none apply (CR 704.3): a player at 0
    life or who drew from an empty library loses (704.5a-b), a token in a zone
    other than the battlefield and a copy of a spell off the stack cease to
    exist (704.5d-e), a creature with
    toughness 0 or less goes to its owner's graveyard (704.5f), one with
    lethal damage marked on it is destroyed (704.5g), and of two
    legendary permanents with the same name one player controls, all but
    one go to the graveyard (704.5j; ``keep`` chooses); a battle with
    defense 0 goes to its owner's graveyard unless its Siege ability waits
    on the stack (704.5v), and one without a protector who may be gets one
    or, with none to choose, goes too (704.5w-x, 310.10).

    Inside another action, when nothing they look at changed since they last
    found none to perform (:func:`_unchanged`), none apply: nothing is done."""
    if game.acting and _unchanged(game):
        return Outcome(())
    return _perform(game, keep=keep)


@action
def _perform(game: Game, *, keep: LegendChoice) -> None:
    for _ in range(100):  # a loop guard: each pass removes or changes something
        if not _once(game, keep):
            game.memo.settled = (game.version, _looked_at(game))
            return
    game.memo.settled = None


class _LookedAt(NamedTuple):
    """What the state-based actions look at (keep it beside _once): the
    tokens and spell copies put into the game (one out of its zone got there
    from the battlefield or the stack, or was put there); the scripts known;
    the effects (characteristics, control); what decides whether a player
    loses (704.5a-b, 704.6c) or may protect a battle (310.8a); the stack
    (704.5v, 714.4); the permanents, with their characteristics then
    (613.4a included). Of a permanent they read its characteristics,
    controller, damage and deathtouch, counters (loyalty, defense, lore),
    attack, protector and parts (704.5f-j, 704.5v-x, 712.21): not whether
    it is tapped."""

    made: int
    generation: int
    effects: object
    players: tuple[tuple[object, ...], ...]
    stack: tuple[GameObject, ...]
    permanents: tuple[GameObject, ...]
    values: tuple[Characteristics, ...]


def _looked_at(game: Game) -> _LookedAt:
    permanents = tuple(game.objects(Zone.BATTLEFIELD))
    return _LookedAt(
        game.tokens_and_copies_made,
        registry.generation(),
        game.memo.effects_now(game),
        _players(game),
        tuple(game.objects(Zone.STACK)),
        permanents,
        tuple(game.characteristics(obj) for obj in permanents),
    )


def _players(game: Game) -> tuple[tuple[object, ...], ...]:
    return tuple(
        (p.has_lost, p.life, p.drew_from_empty_library, p.commander_damage)
        for p in (game.player(name) for name in game.players)
    )


def _same_as(game: Game, kept: _LookedAt) -> bool:
    """Whether the game is the same as ``kept`` in what state-based actions look at."""
    if (
        kept.made != game.tokens_and_copies_made
        or kept.generation != registry.generation()
        or kept.effects != game.memo.effects_now(game)
        or kept.players != _players(game)
        or kept.stack != tuple(game.objects(Zone.STACK))
    ):
        return False
    now = game.objects(Zone.BATTLEFIELD)
    if len(now) != len(kept.permanents):
        return False
    for was, obj, value in zip(kept.permanents, now, kept.values, strict=True):
        if was is not obj:
            if was.id != obj.id or was.controller != obj.controller or was.parts != obj.parts:
                return False
            a, b = was.status, obj.status
            if (a.damage, a.deathtouched, a.counters, a.attacking, a.protector, a.attached_to) != (
                b.damage,
                b.deathtouched,
                b.counters,
                b.attacking,
                b.protector,
                b.attached_to,  # 704.5m-p read what it is attached to
            ):
                return False
        now_value = game.characteristics(obj)
        if now_value is not value and now_value != value:
            return False
    return True


_COMPARED_ZONES = frozenset({Zone.BATTLEFIELD.value, Zone.STACK.value})  # in _LookedAt


def _may_matter(game: Game, event: Event) -> bool:
    """Whether a zone change may give state-based actions something to do:
    one to or from the battlefield or the stack (which :class:`_LookedAt`
    shows besides), a token's (704.5d), or a commander's that
    :func:`_commanders_home` would find in a graveyard or exile (903.9a). A
    card drawn, discarded or milled that is no commander gives none."""
    if event.from_zone in _COMPARED_ZONES or event.to_zone in _COMPARED_ZONES or is_token_change(event):
        return True
    new = event.new_object
    if new is None or new not in game:
        return False  # nothing _commanders_home would move
    obj = game.get(new)
    return obj.zone in (Zone.GRAVEYARD, Zone.EXILE) and game.is_commander(obj)


def _unchanged(game: Game) -> bool:
    """Whether state-based actions found none to perform the last time they
    looked (in a position the game didn't return from), and nothing they
    look at changed since: no zone change since that :class:`_LookedAt`
    doesn't show but may matter (:func:`_may_matter`), and the same
    :class:`_LookedAt`."""
    settled = game.memo.settled
    if settled is None or settled[0] < game.restored_at:
        return False  # none found, or found in a position undone since
    if any(e.kind is EventKind.ZONE_CHANGE and _may_matter(game, e) for e in game.log[game.sba_seen :]):
        return False
    kept = settled[1]
    if not isinstance(kept, _LookedAt) or not _same_as(game, kept):
        return False
    game.sba_seen = len(game.log)  # as _commanders_home would, finding none
    return True
