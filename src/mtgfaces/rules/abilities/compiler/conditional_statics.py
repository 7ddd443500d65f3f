"""Compiled static abilities of a permanent whose effect the rest of the
game decides (611.3a, 604.2): "~ gets +2/+2 as long as you have no cards
in hand", "As long as you control eight or more lands, ~ gets +5/+5", "~
has lifelink and indestructible as long as you control at least three
other enchantments", "~ can't be blocked as long as you control no other
creatures", "~ gets +1/+1 for each artifact and/or enchantment you
control".

The effect is the source's own (``~`` only): ``StaticEffect.counted`` says
how many times it applies at each moment (0 or 1 for a condition, the
number counted for "for each"), and the layers ask it every time they
apply it (rules/state/layers.py ``Counted``). What it reads of the
permanents is their types (613.1d) and controller, decided before it
applies, so a filter that reads abilities, power or toughness isn't read."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.changing import UNBLOCKABLE
from mtgfaces.rules.abilities.compiler.phrases import PERMANENT_TYPES, Unreadable, number, read_filter
from mtgfaces.rules.actions.legal_targets import fits
from mtgfaces.rules.state.abilities import StaticEffect, TargetFilter
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.layers import counting_characteristics, through_colors
from mtgfaces.rules.state.objects import GameObject

if TYPE_CHECKING:
    from mtgfaces.rules.state.game import Game

Times = Callable[["Game", GameObject], int]

# "Cycling {2}", "Cycling—Pay 2 life", "Swampcycling {2}", "Basic landcycling {1}{B}"
_CYCLING = re.compile(r"^(?:basic land|[a-z]*)cycling ?[{—]", re.IGNORECASE)
_WORDS = re.compile(r"(?:as long as [^,.]+|for each [^.]+)", re.IGNORECASE)


def build_decided(part: Tree[Token], face: str, line: str) -> StaticEffect:
    """611.3a, 613.1f, 613.4c: "~ gets +N/+N as long as [condition]" (or "As
    long as [condition], ~ gets +N/+N"), "~ has [keywords] as long as
    [condition]", "~ can't be blocked as long as [condition]" (509.1b: the
    restriction as a line of its own, which the combat rules read), "~ gets
    +N/+N for each [thing]"."""
    trees = [c for c in part.children if isinstance(c, Tree)]
    asks = [t for t in trees if str(t.data).startswith(("while_", "for_each_"))]
    (subject,) = (t for t in trees if t.data not in ("gets", "has", "keywords") and t not in asks)
    # "as long as it's attacking alone", "as long as equipped creature is a
    # Human, it has ...": asked of the object the effect applies to.
    about_it = part.data == "static_grant_while_it_is" or any(a.data == "while_attacking_alone" for a in asks)
    if subject.data != "self" and not (subject.data == "attached" and about_it):
        raise Unreadable("an effect the game decides, of anything but its source")
    change = Modification()
    for piece in part.children:
        if isinstance(piece, Token) and piece.type == "PT":
            if "X" in str(piece) or "-" in str(piece):
                raise Unreadable("+X/+X or a minus in a static ability")
            power, toughness = (int(n) for n in str(piece).split("/"))
            change = change._replace(power=power, toughness=toughness)
        elif isinstance(piece, Tree) and piece.data == "keywords":
            keywords = tuple(str(k).capitalize() for k in piece.children if isinstance(k, Token))
            change = change._replace(add_abilities=keywords)
    if part.data == "static_unblockable_while":
        change = change._replace(add_abilities=(UNBLOCKABLE,))
    if part.data == "static_grant_while_it_is":
        (kind,) = (str(t) for t in part.children if isinstance(t, Token) and t.type == "TYPE")
        times = _is_a(kind)
    else:
        (asked,) = asks
        times = _for_each(asked) if part.data == "static_pump_for_each" else _while(asked)
    found = _WORDS.search(line)
    words = found.group(0) if found else line
    note = f"{face}: {line}"

    def itself(source: GameObject, controller: str) -> tuple[ContinuousEffect, ...]:
        """611.3a: on its source (or, 303.4, 301.5, the permanent it is
        attached to), as many times as ``times`` says now."""
        target = source.id if subject.data == "self" else source.status.attached_to
        if target is None or isinstance(target, str):
            return ()
        return (ContinuousEffect(id=0, timestamp=0, modification=change, objects=(target,), note=note),)

    rule = "613.4c" if change.power or change.toughness else "613.1f"
    return StaticEffect(face, line, itself, rule, counted=times, counts=words, each=about_it)


def _is_a(kind: str) -> Times:
    """611.3a, 205.3: 1 while the object has the subtype, read up to its
    colors (its types are decided in layer 4, before this applies)."""
    return lambda game, obj: int(kind in through_colors(game, obj).subtypes)


def _while(tree: Tree[Token]) -> Times:
    """611.3a, 604.2: 1 while the condition holds for the source's controller, else 0."""
    kind = str(tree.data)
    subtrees = [c for c in tree.children if isinstance(c, Tree)]
    tokens = [c for c in tree.children if isinstance(c, Token)]
    if kind == "while_no_hand":

        def no_hand(game: Game, source: GameObject) -> int:
            """402.1: no cards in its controller's hand."""
            return int(not game.objects(Zone.HAND, game.controller(source)))

        return no_hand
    if kind == "while_opponent_graveyard":
        least = _at_least(subtrees[0])

        def opponent_graveyard(game: Game, source: GameObject) -> int:
            """404.1: an opponent with N or more cards in their graveyard."""
            opponents = game.opponents(game.controller(source))
            return int(any(len(game.objects(Zone.GRAVEYARD, p)) >= least for p in opponents))

        return opponent_graveyard
    if kind in ("while_you_control", "while_you_control_other", "while_you_control_legendary"):
        least = _at_least(subtrees[0]) if subtrees else number(Tree("many", [tokens[0]]))
        wanted = _yours(tokens[-1])
        if kind == "while_you_control_legendary":  # 205.4a: a supertype, decided in layer 4
            wanted = wanted._replace(legendary=True)
        other = kind == "while_you_control_other"
        return lambda game, source: int(_counted(game, source, wanted, other=other) >= least)
    if kind == "while_no_other":
        wanted = _yours(tokens[-1])
        return lambda game, source: int(_counted(game, source, wanted, other=True) == 0)
    if kind == "while_permanent_cards":
        least = _at_least(subtrees[0])

        def permanent_cards(game: Game, source: GameObject) -> int:
            """110.4a: N or more permanent cards in its controller's graveyard."""
            cards = game.objects(Zone.GRAVEYARD, game.controller(source))
            found = sum(1 for o in cards if any(game.characteristics(o).has_type(t) for t in PERMANENT_TYPES))
            return int(found >= least)

        return permanent_cards
    if kind == "while_attacking_alone":

        def attacking_alone(game: Game, obj: GameObject) -> int:
            """506.5: it is attacking and no other creature is."""
            if obj.status.attacking is None:
                return 0
            others = (o for o in game.objects(Zone.BATTLEFIELD) if o.id != obj.id)
            return int(all(o.status.attacking is None for o in others))

        return attacking_alone
    if kind == "while_opponent_controls":
        wanted = read_filter(Tree("filter", [Tree("noun", [tokens[-1]])]))._replace(whose="opponent")
        return lambda game, source: int(_counted(game, source, wanted, other=False) > 0)
    raise Unreadable(kind)


def _for_each(tree: Tree[Token]) -> Times:
    """611.3a: the number of things counted now."""
    kind = str(tree.data)
    if kind == "for_each_card_in_hand":
        return lambda game, source: len(game.objects(Zone.HAND, game.controller(source)))
    if kind == "for_each_cycling_card":

        def cycling_cards(game: Game, source: GameObject) -> int:
            """702.29b, 702.29f: the cards in its controller's graveyard with
            cycling, typecycling ("Swampcycling {2}") included."""
            cards = game.objects(Zone.GRAVEYARD, game.controller(source))
            return sum(1 for o in cards if any(_CYCLING.match(a) for a in game.characteristics(o).abilities))

        return cycling_cards
    (chosen,) = (c for c in tree.children if isinstance(c, Tree))
    wanted = read_filter(chosen)
    if (kind == "for_each_permanent") != bool(wanted.whose):
        raise Unreadable("'for each' a permanent: whose, or 'on the battlefield'")
    if (
        wanted.keyword
        or wanted.power is not None
        or wanted.toughness is not None
        or wanted.in_combat
        or wanted.combat
        or wanted.damaged_this_turn
        or wanted.entered_under_yours_this_turn
        or wanted.counter
    ):
        raise Unreadable("'for each' reading more than a permanent's types and controller")
    return lambda game, source: _counted(game, source, wanted, other=False)


def _counted(game: Game, source: GameObject, wanted: TargetFilter, *, other: bool) -> int:
    """How many permanents fit, for the source's controller ("other": not the source)."""
    who = game.controller(source)
    return sum(
        1
        for o in game.objects(Zone.BATTLEFIELD)
        if not (other and o.id == source.id) and fits(game, who, o, counting_characteristics(game, o), wanted)
    )


def _yours(plural: Token) -> TargetFilter:
    """ "you control [N or more / no other] creatures": permanents of that type you control."""
    return read_filter(Tree("filter_plural", [plural, Tree("yours", [])]))


def _at_least(tree: Tree[Token]) -> int:
    """ "eight or more" (count_at_least)."""
    (token,) = tree.children
    assert isinstance(token, Token)
    return number(Tree("many", [token]))
