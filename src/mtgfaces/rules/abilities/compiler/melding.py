"""Compiled parts of meld abilities that say more than "exile them, then
meld them" (CR 701.42a, 712.4a): "if ~ and a creature named [partner] are
attacking, and you both own and control them" (506.4, 701.42b), and "It
enters the battlefield tapped and attacking." of the permanent they meld
into (508.4)."""

from __future__ import annotations

from collections.abc import Callable

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.objects import Reading
from mtgfaces.rules.abilities.compiler.phrases import Unreadable
from mtgfaces.rules.state.abilities import Effect, Resolution
from mtgfaces.rules.state.choices import Question, ask
from mtgfaces.rules.state.events import EventKind
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.status import Target


def _pair(res: Resolution, partner: str) -> tuple[GameObject, GameObject] | None:
    """The source and a creature named ``partner``, both attacking (506.4),
    both owned and controlled by the ability's controller (701.42b)."""
    game, you = res.game, res.controller
    source = res.source_object(Zone.BATTLEFIELD)
    if source is None or source.status.attacking is None:
        return None
    if source.owner != you or game.controller(source) != you:
        return None
    for other in game.objects(Zone.BATTLEFIELD, you):
        if other.id == source.id or other.owner != you or other.status.attacking is None:
            continue
        value = game.characteristics(other)
        if value.name == partner and value.has_type("Creature"):
            return source, other
    return None


def pair_attacking(tree: Tree[Token]) -> Callable[[Resolution], bool]:
    partner = str(next(c for c in tree.children if isinstance(c, Token) and c.type == "NAME_ATTACKING"))

    def both_attacking(res: Resolution) -> bool:
        """506.4, 701.42b: "if ~ and a creature named [partner] are
        attacking, and you both own and control them", as it resolves."""
        return _pair(res, partner) is not None

    return both_attacking


def enters_attacking(reading: Reading, melds: Effect) -> Effect:
    """The sentence before melds (701.42a); "It enters the battlefield tapped
    and attacking": the melded permanent, tapped and attacking (508.4) the
    player, planeswalker or battle one of the two was attacking, which its
    controller chooses if they attacked different ones. It was never
    declared as an attacker (508.4), so "whenever ~ attacks" doesn't
    trigger for it."""
    if not reading.has_self:
        raise Unreadable("'it enters attacking' in a spell")

    def melded_attacking(res: Resolution) -> None:
        game = res.game
        before = len(game.log)
        source = res.source_object(Zone.BATTLEFIELD)
        meld = source.card.meld if source is not None else None
        names = (source.card.name, meld.partner) if source is not None and meld is not None else ()
        attacked: list[Target] = []
        for obj in game.objects(Zone.BATTLEFIELD, res.controller):
            was = obj.status.attacking
            if was is not None and obj.card.name in names and was not in attacked:
                attacked.append(was)
        melds(res)
        melded = next((e.object for e in game.log[before:] if e.kind is EventKind.MELDED), None)
        if melded is None or melded not in game or not attacked:
            return
        target = attacked[0]
        if len(attacked) > 1:
            options = tuple(str(t) for t in attacked)
            prompt = f"{res.source_name}: which does the melded permanent attack?"
            question = Question(res.controller, "attack", prompt, options, 1, 1, "508.4")
            (chosen,) = ask(game, question, default=options[:1])
            target = attacked[options.index(chosen)]
        now = game.get(melded)
        game.replace(now._replace(status=now.status._replace(tapped=True, attacking=target)))

    return melded_attacking
