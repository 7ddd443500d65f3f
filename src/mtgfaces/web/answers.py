"""Answers to the game's questions, written in a scenario file: the
format's ``choices:`` (docs/scenario-format.md, docs/scenario-additions.md)
for the answers that completed an action, as the scenario runner reads them.

- the legend rule (704.5j): ``legend_keep: REF`` on the step that asked;
- paying ward (702.21a): ``pay: true`` on the ``resolve`` step that asked
  (declining is the format's default: without it, ward counters);
- a color and a card name a spell asks for as it resolves or enters (Sejiri
  Shelter's protection, 105.3; Meddling Mage's name, 201.4): ``color:`` and
  ``name:`` on the step that *cast* that spell, where the runner takes them
  (601.2b: chosen as it is cast, they stay with it).

- any other question (a trigger's targets, "you may", the order of
  triggers, an additional cost's choice, what a Clone copies...): the
  runner's ``answers:`` (docs/scenario-additions.md), in the order asked,
  objects by alias; an object with neither alias nor a name of its own
  stops the export there, naming the move. Every export is run before it
  is handed out, so an answer the runner would take otherwise is caught.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, NamedTuple

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.state.choices import Answer, Question
from mtgfaces.rules.state.game import Game
from mtgfaces.rules.state.status import ObjectId
from mtgfaces.web.export import Step, follow, reference

if TYPE_CHECKING:
    from mtgfaces.web.sandbox import Move

_ON_CAST = {"color": "color", "card_name": "name"}
"""Questions a spell asks as it resolves or enters, and the key the runner
reads for them on the step that cast it."""
_PAY = "pay"  # the ward question's option that pays (rules/abilities/cards/keywords.py)


class Said(NamedTuple):
    """The step an answered action is written as (with its ``choices:``),
    the choices that go on an earlier step (the move number, from 1, and
    the choices), or the reason the format can't say it."""

    step: Step | None
    amends: tuple[tuple[int, Step], ...] = ()
    reason: str = ""


def choices(
    asked: Sequence[tuple[Question, Answer]],
    before: Game,
    after: Game,
    aliases: dict[str, ObjectId],
    step: Step | None,
    moves: Sequence[Move],
) -> Said:
    """How an action and the answers ``asked`` it needed (each question
    with its answer, in order) are written: ``step`` is the action's own
    step (taken in ``before``, giving ``after``; ``aliases`` name the
    objects in ``before``), ``moves`` the moves made before it."""
    if step is None:
        return Said(None, reason="the action it completes has no step in the format")
    written: Step = {}
    amends: dict[int, Step] = {}
    for question, answer in asked:
        why = f"an answer to {question.prompt!r} (CR {question.rule or '601.2'})"
        if question.key == "legend":
            if "legend_keep" in written:
                return Said(None, reason=f"{why}: choices: keeps one legendary permanent a step")
            kept = _kept(answer, before, after, aliases)
            if kept is None:
                return Said(None, reason=f"{why}: the permanent kept has no alias or name of its own")
            written["legend_keep"] = kept
        elif question.key == "ward":
            if answer == (_PAY,):
                written["pay"] = True  # declining is the default: ward counters (702.21a)
        elif question.key in _ON_CAST:
            cast = _cast_move(before, step, moves)
            if cast is None:
                return Said(
                    None,
                    reason=f"{why}: the format takes it on the step that cast the resolving spell, "
                    "and this one was not cast in this game",
                )
            chosen = _chosen_name(before, after, answer) if question.key == "card_name" else " ".join(answer)
            amends.setdefault(cast, {})[_ON_CAST[question.key]] = chosen
        else:
            # Any other question: the runner's answers, in the order asked
            # (docs/scenario-additions.md, choices: {answers: ...}).
            picks = [_pick(before, aliases, pick) for pick in answer]
            if any(pick is None for pick in picks):
                return Said(None, reason=f"{why}: an object it picks has no alias or name of its own")
            written.setdefault("answers", []).append(picks)
    if written and not step:
        return Said(None, reason="the answer's step writes nothing in the format to carry its choices")
    said = dict(step)
    if written:
        said["choices"] = {**said.get("choices", {}), **written}
    return Said(said, tuple(amends.items()))


def _pick(before: Game, aliases: dict[str, ObjectId], pick: str) -> str | None:
    """A pick as the file writes it: an object (``#12``) by its alias or the
    name that names it alone, anything else as given."""
    if pick.startswith("#") and pick[1:].isdigit():
        return reference(before, aliases, ObjectId(int(pick[1:])))
    return pick


def merge(step: Step, chosen: Step) -> bool:
    """Add ``chosen`` to the step's ``choices:``; false if it holds another
    value for one of them."""
    have = step.setdefault("choices", {})
    if any(key in have and have[key] != value for key, value in chosen.items()):
        return False
    have.update(chosen)
    return True


def _kept(answer: Answer, before: Game, after: Game, aliases: dict[str, ObjectId]) -> str | None:
    """How the file names the legendary permanent kept: as the runner
    reads ``legend_keep``, the card after the step (runner.py)."""
    if len(answer) != 1 or not answer[0].startswith("#"):
        return None
    kept = ObjectId(int(answer[0][1:]))
    now = follow(aliases, after.log[len(before.log) :])
    return reference(after, now, kept) if kept in after else None


def _chosen_name(before: Game, after: Game, answer: Answer) -> str:
    """The name the resolving spell's permanent chose (its English name,
    201.2, whatever language the answer was in), else the answer's words."""
    spell = before.objects(Zone.STACK)[0].id
    now = follow({"spell": spell}, after.log[len(before.log) :])["spell"]
    chosen = after.get(now).status.chosen if now in after else ()
    return chosen[0] if chosen else " ".join(answer)


def _cast_move(before: Game, step: Step, moves: Sequence[Move]) -> int | None:
    """The move (numbered from 1) that cast the spell the step resolves."""
    stack = before.objects(Zone.STACK)
    if "resolve" not in step or not stack or stack[0].ability is not None:
        return None
    spell = stack[0].id
    return next((n for n, m in enumerate(moves, start=1) if m.spell == spell), None)
