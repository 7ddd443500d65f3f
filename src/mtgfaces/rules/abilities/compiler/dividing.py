"""Compiled damage divided among targets (CR 601.2d, 603.3d): "~ deals 3
damage divided as you choose among one, two, or three target creatures".
The division is announced as the targets are chosen, as the triggered
ability is put on the stack (each target gets at least 1), and noted with
it; as it resolves, a target that is no longer legal gets none and the
others keep their shares (608.2b). Only a triggered ability's division is
read: a spell's or an activated ability's would be announced as it is cast
or activated, which nothing asks yet."""

from __future__ import annotations

from collections.abc import Callable, Iterator

from lark import Token, Tree

from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable, read_filter
from mtgfaces.rules.actions import combat
from mtgfaces.rules.state.abilities import Effect, Resolution, TargetKind, Targets, TriggerCheck
from mtgfaces.rules.state.choices import Question, ask, token
from mtgfaces.rules.state.status import Target

DIVISION = "division"
"""The noted value holding the division: "#ID=N" for each target, ";" between."""

_AMONG = {"one or two": 2, "one, two, or three": 3}


def damage_divided(reading: Reading, parts: list[Tree[Token]], clause: Tree[Token]) -> Effect:
    """601.2d: the damage among the targets as the division noted says."""
    if reading.activated or not reading.has_self or reading.division:
        raise Unreadable("a division announced as a spell is cast or an ability activated")
    tokens = {str(t.type): str(t) for t in clause.children if isinstance(t, Token)}
    total, most = int(tokens["DAMAGE_DIVIDED"].split()[0]), _AMONG[tokens["DIVIDED_AMONG"]]
    wanted = read_filter(parts[-1])
    aimed = reading.aim(Targets(TargetKind.FILTERED, number=min(most, total), minimum=1, filter=wanted))
    reading.division = total

    def deal(res: Resolution) -> None:
        shares = dict(word.split("=") for word in res.noted.get(DIVISION, "").split(";") if word)
        for target in aimed(res):  # 608.2b: still legal ones only
            dealt = int(shares.get(token(target), "0"))
            if dealt:
                combat.deal_damage(res.game, res.source, target, dealt, by=res.controller)

    return deal


def _splits(total: int, parts: int) -> Iterator[tuple[int, ...]]:
    """Every way to divide ``total`` among ``parts``, each at least 1 (601.2d)."""
    if parts == 1:
        yield (total,)
        return
    for first in range(total - parts + 1, 0, -1):
        for rest in _splits(total - first, parts - 1):
            yield (first, *rest)


def announce(total: int, face: str) -> Callable[[TriggerCheck, tuple[Target, ...]], dict[str, str]]:
    """603.3d, 601.2d: as its targets are chosen, its controller announces
    how the ``total`` is divided among them."""

    def division(check: TriggerCheck, aimed: tuple[Target, ...]) -> dict[str, str]:
        if not aimed or len(aimed) > total:
            return {}
        game, source = check.game, check.source
        controller = game.controller(source) if source.id in game else source.controller
        words = [token(t) for t in aimed]
        options = tuple(
            ";".join(f"{w}={n}" for w, n in zip(words, split, strict=True))
            for split in _splits(total, len(words))
        )
        prompt = f"{face}: divide {total} damage among {', '.join(words)}"
        (chosen,) = ask(
            game, Question(controller, "divide", prompt, options, 1, 1, "601.2d"), default=options[:1]
        )
        return {DIVISION: chosen}

    return division
