"""What a compiled line's words name: its targets (one spec per "target"
word, 115.1, 601.2c), the objects "each" and "all" find as it resolves (611.2c:
fixed then), "~" and "it", and the players ("each opponent", "that
player")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from lark import Token, Tree

from mtgfaces.cards.characteristics import Zone
from mtgfaces.rules.abilities.compiler.phrases import (
    Unreadable,
    number,
    read_filter,
    singular,
)
from mtgfaces.rules.abilities.support import each_opponent
from mtgfaces.rules.actions.legal_targets import fits, is_legal_target
from mtgfaces.rules.actions.stack import decode_targets, encode_targets
from mtgfaces.rules.state.abilities import (
    Delayed,
    Effect,
    Resolution,
    TargetFilter,
    TargetKind,
    Targets,
    TriggerCheck,
)
from mtgfaces.rules.state.choices import Question, ask, choose_targets
from mtgfaces.rules.state.delayed import OBJECTS
from mtgfaces.rules.state.events import became
from mtgfaces.rules.state.filters import Comparison, printed_number
from mtgfaces.rules.state.status import ObjectId, Target

if TYPE_CHECKING:
    from mtgfaces.cards.model import Card
    from mtgfaces.rules.abilities.compiler.copying import NewTargets
    from mtgfaces.rules.abilities.compiler.mana import ManaTerms
    from mtgfaces.rules.state.objects import GameObject


Builder = Callable[["Reading", list[Tree[Token]], Tree[Token]], Effect]
"""What turns one clause of the grammar into its effect (effects, moving, library)."""

Objects = Callable[[Resolution], list[ObjectId]]
"""The objects a phrase names as the ability resolves."""


_LEGAL = "legal targets of word "
ANY_NUMBER = 1_000_000
"""The most targets "any number of target ..." allows: no limit but the
objects there are (601.2c, 115.1; a triggered ability's controller is asked
among those, 603.3d)."""
"""The key, in a resolution's noted values, of a target word's targets found
legal as it started to resolve (608.2b)."""


class Reading:
    """What one ability's words have named so far: its targets (a spec per
    "target" word), and so what "it" stands for."""

    def __init__(self, *, has_self: bool, event_object: str = "") -> None:
        self.targets: Targets | None = None  # every target word's, chained (Targets.then)
        self.words: list[Targets] = []  # one spec per target word, in order
        self.has_self = has_self  # a permanent's ability: "~" and "it" can be its source
        # "that creature", "it": the object of the trigger event ("entered": it
        # is on the battlefield; "died": it is a new object elsewhere, 400.7)
        self.event_object = event_object
        self.that_player = False  # "that player": the event's player, noted as it triggered
        self.dies_itself = False  # "when ~ dies": "return it" is the card it became (400.7)
        # "when enchanted creature dies": "return it" is the card the creature
        # became, "return ~" the card this Aura became (400.7f)
        self.enchanted_died = False
        self.from_graveyard = False  # an activated ability of the card in its graveyard (113.6)
        self.last_token: Card | None = None  # the token a "create" clause described: "those tokens"
        self.revealed_until = False  # "reveal cards ... until you reveal ...": "that card", "the rest"
        self.exiled_top_face_down = False  # "exile the top card face down": "look at and play that card"
        self.searched = False  # a search came first: "reveal it", "put it into your hand" name what it found
        self.chosen_name = False  # a conspiracy's trigger on the chosen name: "that name" is it (607.2d)
        self.damage_noted = False  # the trigger noted an amount of damage: "that much"
        self.offered = False  # the last sentence offered a choice ("you may"): "if you do" may follow
        # the last sentence is always done ("reveal any number of ..."): "when you do" may follow
        self.done_for_reflexive = False
        self.looked = False  # "look at the top N cards" came first: "from among them", "the rest"
        self.looked_one = False  # "look at the top card" came first: "it" is that card
        self.exiled_top = False  # "exile the top card" came first: "you may play that card"
        self.binned = False  # its cost put a card exiled with ~ into a graveyard: "that card" (608.2h)
        # the intervening "if there are cards exiled with it": "one of them" are those (607.2a)
        self.exiled_with_named = False
        self.exiled_one_looked = False  # "exile one of them face down" (own library): "the exiled card"
        self.no_regeneration = False  # "It can't be regenerated." (701.19c), read as it resolves
        self.activated = False  # an activated ability's effects (after "COST:")
        # "This ability costs {1} less to activate for each other [filter]" (601.2f)
        self.cost_less: tuple[int, TargetFilter] | None = None
        self.division = 0  # damage divided among its targets as they are chosen (601.2d)
        self.once_each_turn = False  # "This ability triggers only once each turn."
        self.revealed_hand = False  # "target opponent reveals their hand" came first: "from it"
        self.chose_card = False  # "you choose a card from it" came first: "that card"
        self.exiled_itself = False  # "exile ~" came first: "return it" is the card it became (400.7)
        self.amount_noted = False  # something before noted an amount: "that many"
        self.card_types_noted = False  # the trigger noted the card types among the cards it saw
        self.chosen_mana_value = False  # a card chosen and moved before: "the mana value of that card"
        self.milled = False  # "mill N cards" came first: "from among them" are the milled cards
        self.chose_type = False  # "choose a creature type" came first: "of that type" (608.2h)
        self.counter_kind = ""  # "put a hatchling counter on ~": the kind "remove those counters" means
        self.each_named = False  # "creatures you control ..." came first: "them" are those (THOSE)
        # the last sentence may not be done ("sacrifice a Human"): "if you can't" may follow
        self.can_fail = False
        self.sacrificed_noted = False  # one was sacrificed and noted: "its power" is that creature's
        self.sacrificer_noted = False  # "target player sacrifices a ...": "that player", "that permanent"
        self.sacrificed_one = False  # "sacrifice a creature" came first: "that creature" is the one
        self.discarded = False
        self.flipped = False  # "flip a coin" came first: "if you lose the flip" (705.1)
        self.exiled_noted = False  # an "exile" clause came first: "if a creature card was exiled this way"
        self.became_creatures = False  # "... become 1/1 creatures": "They're still lands" may follow
        self.damaged = False  # a damage clause came first: "a creature dealt damage this way"
        # a card was put onto the battlefield and noted: "if it's an Elf" is about that permanent
        self.returned_object = False  # a discard came first: "fewer than two cards were discarded this way"
        # target cards were put onto the battlefield: "it", "they" are the permanents they became (400.7)
        self.returned_targets = False
        # The registry key of the ability read, where its effect may make a
        # delayed triggered ability (603.7a), and those it makes, in order.
        self.key = ""
        self.face = ""  # the face whose ability it is, for its questions' prompts
        self.delayed: list[Delayed] = []
        # A delayed triggered ability's words (603.7c): "it", "that card" are
        # the objects noted as it was made, if still the same objects (400.7).
        self.delayed_objects = False
        self.victim = False  # another player's library was named: "that library", "their" are its
        self.looked_theirs = False  # cards of it were looked at or found: "of them", "the rest", "it"
        self.stolen = False  # cards were exiled face down: "that card", "those cards", "the exiled card"
        self.stolen_playable = False  # they may be cast: "to cast that spell" (609.4b)
        self.mana: ManaTerms | None = None  # an "add" clause came first: what "this mana" is (106.4)
        # a copy clause came just before: "you may choose new targets for the copy" (707.10c)
        self.copy_offer: NewTargets | None = None
        self.countered_ability = False  # a clause countered a target ability: "destroy that permanent"
        self.cast_spell_noted = False  # a trigger on casting a spell noted it: "copy it"
        self.mana_spent_noted = False  # "the mana spent to cast that spell": noted as it triggers (601.2h)
        self.flipped_coin = False  # "flip a coin" came first: "if it comes up heads" (705.2)
        self.card_copied = False  # "copy that card" came first: "you may cast the copy" (707.12)
        self.revealed_target = False  # "reveal target face-down permanent": "if it's a creature card"
        self.turned_down: Objects | None = None  # "turn target creature face down": "It's a 2/2 ..." (708.2)
        # cards of a hand or a library were exiled face down: "those cards", "each card they exiled this way"
        self.exiled_face_down = False
        # "target player ...": the one player "that player's next turn" names (603.7a, 608.2h)
        self.named_player: Callable[[Resolution], list[str]] | None = None
        self.countered_to: list[Zone] | None = None  # "counter target spell": where it goes (701.6a)
        self.binned = False  # "whenever you manifest dread": "a card you put into your graveyard this way"
        # "put a creature card from among them onto the battlefield": what a later
        # "it enters with ..." adds to (614.1c; digging.dug_enters_with)
        self.dug_entering: list[Callable[[Resolution, GameObject], tuple[tuple[str, int], ...]]] | None = None

    def it_as_named(self) -> Objects:
        """What "it" names, as named when the ability began to resolve: the
        one target word's targets legal then (608.2b), even if this
        resolution moved them since (the caller follows them, 400.7)."""
        if self.targets is None or self.several_words:
            return self.objects(Tree("it", []))

        def at_start(res: Resolution) -> list[ObjectId]:
            checked = res.noted.get(f"{_LEGAL}0")
            chosen = decode_targets(checked) if checked is not None else res.targets
            return [t for t in chosen if not isinstance(t, str)]

        return at_start

    @property
    def it_is_source(self) -> bool:
        """Whether "it" names the source itself: a permanent's ability with
        no target, no event object and no card it became before it."""
        return (
            self.has_self
            and self.targets is None
            and not self.event_object
            and not self.dies_itself
            and not self.exiled_itself
            and not self.delayed_objects
        )

    def aim(self, spec: Targets) -> Callable[[Resolution], list[Target]]:
        """Adds a "target" word (601.2c); returns its chosen targets that are
        still legal as it resolves (608.2b). Its targets follow those of the
        words before it, so only one word may be "up to" (:meth:`Targets.split`)."""
        if spec.minimum is not None and any(w.minimum is not None for w in self.words):
            raise Unreadable("a second 'up to' target word")
        index = len(self.words)
        self.words.append(spec)
        chained: Targets | None = None
        for word in reversed(self.words):
            chained = word._replace(then=chained)
        self.targets = chained
        return self.chosen(index)

    def chosen(self, index: int) -> Callable[[Resolution], list[Target]]:
        """The targets of target word ``index`` still legal as it resolves."""
        return lambda res: self._still_legal(res, index)

    def checked_once(self, effect: Effect) -> Effect:
        """608.2b: which targets are legal is checked once, as it starts to
        resolve; what it does after (a noncreature artifact becoming a
        creature) doesn't make a target illegal for the rest of it."""

        def once(res: Resolution) -> None:
            for index in range(len(self.words)):
                res.noted[f"{_LEGAL}{index}"] = encode_targets(tuple(self._still_legal(res, index)))
            effect(res)

        return once

    def _still_legal(self, res: Resolution, index: int) -> list[Target]:
        """608.2b: the targets chosen for word ``index`` still there and legal;
        with one word, every chosen target (a fused split spell's halves
        share them, 702.102d). Checked once as it starts to resolve: then
        only those still there (400.7)."""
        checked = res.noted.get(f"{_LEGAL}{index}")
        if checked is not None:
            return [t for t in decode_targets(checked) if res.game.has_target(t)]
        spec = bound(self.words[index], res.noted.get("player", ""), power_of_source(res)).with_x(_x_of(res))
        if len(self.words) == 1:
            return still_legal(res, spec)
        assert self.targets is not None
        chosen = self.targets.split(res.targets)[index]
        game = res.game
        source = res.source_object(Zone.BATTLEFIELD) or res.source_object(Zone.STACK)
        who = res.controller
        return [t for t in chosen if game.has_target(t) and is_legal_target(game, who, source, spec, t)]

    @property
    def several_words(self) -> bool:
        """More than one "target" word: "it" and "its controller" are ambiguous."""
        return len(self.words) > 1

    def _in_combat_with_target(self, tree: Tree[Token]) -> Objects:
        """509.1g, 506.4: the creatures blocking the target creature and those
        it blocks, as it resolves (not the target itself)."""
        plural = next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "PLURAL")
        if plural != "creatures":
            raise Unreadable("only creatures block")
        (chosen,) = (c for c in tree.children if isinstance(c, Tree))
        aimed = self.aim(Targets(TargetKind.FILTERED, filter=read_filter(chosen)))

        def in_combat_with(res: Resolution) -> list[ObjectId]:
            game, found = res.game, []
            for target in aimed(res):
                if isinstance(target, str):
                    continue
                blocked = game.get(target).status.blocking
                for obj in game.objects(Zone.BATTLEFIELD):
                    if obj.status.blocking == target or (blocked is not None and obj.id == blocked):
                        found.append(obj.id)
            return found

        return in_combat_with

    def objects(self, tree: Tree[Token]) -> Objects:
        """The objects an ``objects`` subtree names (115.1, 611.2c)."""
        kind = tree.data
        if kind.startswith("each"):
            self.each_named = True
        if kind == "self":
            if not self.has_self:
                raise Unreadable("~ in a spell's text")
            return _itself
        if kind == "that_card":  # "that card", "those cards": only a delayed ability's
            if not self.delayed_objects:
                raise Unreadable("'that card' with no card noted")
            return noted_delayed_objects
        if kind == "it":
            if self.delayed_objects:
                return noted_delayed_objects
            if self.several_words:
                raise Unreadable("'it' after more than one target word")
            if self.targets is not None and self.returned_targets:
                return _on_battlefield(as_they_are_now(self.it_as_named()))
            if self.targets is not None:
                aimed = self.chosen(0)  # the one target word's (608.2b: as checked as it began)
                return lambda res: [t for t in aimed(res) if not isinstance(t, str)]
            if self.event_object == "entered":
                return _the_noted_object
            if self.event_object:
                raise Unreadable("'it': a card that changed zones")
            if self.returned_object:  # 608.2h, 400.7: the permanent a card put onto the battlefield became
                return _the_noted_object
            if not self.has_self:
                raise Unreadable("'it' with nothing to stand for")
            return _itself
        if kind == "attached":
            if not self.has_self:
                raise Unreadable("'enchanted creature' in a spell's text")
            return _attached_to
        if kind == "self_and_another_target":  # "~ and another target creature": both (608.2b)
            if not self.has_self:
                raise Unreadable("~ in a spell's text")
            other = self.objects(Tree("another_target", list(tree.children)))
            return lambda res: [*_itself(res), *other(res)]
        if kind in ("target", "another_target", "up_to", "up_to_other", "any_number", "any_number_other"):
            parts = [c for c in tree.children if isinstance(c, Tree)]
            up_to = kind in ("up_to", "up_to_other", "any_number", "any_number_other")
            count = number(parts[0]) if kind in ("up_to", "up_to_other") else ANY_NUMBER if up_to else 1
            graveyard = str(parts[-1].data) in _GRAVEYARDS
            chosen = parts[1] if kind in ("up_to", "up_to_other") else parts[0]
            found = read_filter(chosen, zone=Zone.GRAVEYARD if graveyard else Zone.BATTLEFIELD)
            if parts[-1].data == "from_your_graveyard":
                found = found._replace(whose="you")  # 404.2: its owner's graveyard
            elif parts[-1].data == "from_an_opponents_graveyard":
                found = found._replace(whose="opponent")
            if found.x_tests:
                raise Unreadable("a target 'with ... X': its X isn't bound as targets are chosen")
            if found.power_tests and not self.has_self:
                raise Unreadable("'~'s power' in a spell's text")
            if found.whose == "that_player":
                self.that_player = True  # the trigger must name the player (templates)
            spec = Targets(
                TargetKind.FILTERED,
                number=count,
                minimum=0 if up_to else None,
                another=kind in ("another_target", "up_to_other", "any_number_other"),  # not the source
                filter=found,
                one_graveyard=parts[-1].data == "from_a_single_graveyard",  # 601.2c
            )
            aimed = self.aim(spec)
            return lambda res: [t for t in aimed(res) if not isinstance(t, str)]
        if kind == "each_in_graveyard":  # "all creature cards from your graveyard" (404.2)
            chosen, where = [c for c in tree.children if isinstance(c, Tree)]
            found = read_filter(chosen, zone=Zone.GRAVEYARD)
            if where.data == "from_a_single_graveyard":
                raise Unreadable("'all ... from a single graveyard': which graveyard is never chosen")
            if where.data == "from_your_graveyard":
                found = found._replace(whose="you")  # "from all graveyards": anyone's
            return _each(found, other=False)
        if kind == "one_chosen":  # "a creature you control", "a permanent card from your graveyard"
            parts = [c for c in tree.children if isinstance(c, Tree)]
            graveyard = str(parts[-1].data) in _GRAVEYARDS
            found = read_filter(parts[0], zone=Zone.GRAVEYARD if graveyard else Zone.BATTLEFIELD)
            if parts[-1].data == "from_your_graveyard":
                found = found._replace(whose="you")  # 404.2: its owner's graveyard
            elif parts[-1].data == "from_an_opponents_graveyard":
                found = found._replace(whose="opponent")
            return _one_chosen(found)
        if kind == "each_other_that_is":  # "each other creature you control that's a Werewolf or a Wolf"
            return _each(that_is_filter(tree), other=True)
        if kind == "each_token_of_type":  # "all Rat tokens" (111.1)
            subtype = next(str(t) for t in tree.children if isinstance(t, Token) and t.type == "TYPE")
            wanted = TargetFilter(f"{subtype} tokens", subtypes=(singular(subtype),), token=True)
            return _each(wanted, other=False)
        if kind == "each_either":  # "all Auras and Equipment" (205.3: any of them)
            return _each(read_filter(Tree("filter_plural_either", list(tree.children))), other=False)
        if kind == "target_spell_or_permanent" and any(
            isinstance(c, Tree) and c.children for c in tree.children
        ):  # "target instant spell or permanent": not read
            raise Unreadable("a kind of spell or a permanent")
        if kind in ("target_spell_or_nonland_permanent", "target_spell_or_permanent"):
            # 115.1: a spell, or a permanent (one that isn't a land)
            nonland = kind == "target_spell_or_nonland_permanent"
            wanted = TargetFilter(
                "spell or nonland permanent" if nonland else "spell or permanent",
                also_zone=Zone.STACK,
                not_types=("Land",) if nonland else (),
            )
            aimed = self.aim(Targets(TargetKind.FILTERED, filter=wanted))
            return lambda res: [t for t in aimed(res) if not isinstance(t, str)]
        if kind == "in_combat_with_target":  # "all creatures blocking or blocked by target creature"
            return self._in_combat_with_target(tree)
        if kind == "of_target_player":  # "creatures target player controls"
            return self._of_target_player(tree)
        if kind == "each_other_either":  # "other Wolves and Werewolves you control"
            return _each(read_filter(Tree("filter_plural_either", list(tree.children))), other=True)
        (plain,) = tree.children
        assert isinstance(plain, Tree)
        return _each(read_filter(plain), other=kind == "each_other")

    def _of_target_player(self, tree: Tree[Token]) -> Objects:
        aimed = self.players(Tree("target_player", []))
        wanted = read_filter(Tree("filter_plural", list(tree.children)))

        def theirs(res: Resolution) -> list[ObjectId]:
            """611.2c: the [permanents] the target player controls as it
            resolves; none if that player is no longer a legal target (608.2b)."""
            game, players = res.game, set(aimed(res))
            found = game.objects(Zone.BATTLEFIELD)
            return [o.id for o in found if game.controller(o) in players and matches(res, o, wanted)]

        return theirs

    def players(self, tree: Tree[Token]) -> Callable[[Resolution], list[str]]:
        """The players a ``players`` subtree names (109.5, 115.1)."""
        kind = tree.data
        if kind in ("target_player", "target_opponent"):
            wanted = "player" if kind == "target_player" else "opponent"
            spec = Targets(TargetKind.FILTERED, filter=TargetFilter(f"{wanted}", zone=None, players=wanted))
            aimed = self.aim(spec)

            def aimed_players(res: Resolution) -> list[str]:
                return [t for t in aimed(res) if isinstance(t, str)]

            self.named_player = aimed_players
            return aimed_players
        if kind == "each_opponent":
            return each_opponent
        if kind == "each_player":
            return lambda res: [p for p in res.game.players if not res.game.player(p).has_lost]
        if kind == "its_controller":
            if self.targets is None or self.several_words:
                raise Unreadable("'its controller' with no one target before it")
            return controllers_of_targets
        if kind == "that_player":
            self.that_player = True
            return lambda res: [res.noted["player"]] if res.noted.get("player") in res.game.players else []
        raise Unreadable(kind)

    def player_or_permanent(self, who: str, kind: str) -> Callable[[Resolution], list[Target]]:
        """ "target opponent or planeswalker", "target player or battle"
        (115.1, 115.4): one target, a player or a permanent of that type."""
        wanted = TargetFilter(f"{who} or {kind}", types=(kind.title(),), players=who)
        return self.aim(Targets(TargetKind.FILTERED, filter=wanted))

    def any_target(self, *, other: bool = False) -> Callable[[Resolution], list[Target]]:
        """ "Any target" (115.4): its chosen target still legal as it resolves."""
        return self.aim(Targets(TargetKind.ANY, another=other))


def that_is_filter(tree: Tree[Token]) -> TargetFilter:
    """ "[filter] that's a Werewolf or a Wolf": the filter, of either subtype
    (205.3)."""
    chosen, *kinds = tree.children
    assert isinstance(chosen, Tree)
    wanted = read_filter(chosen)
    if wanted.subtypes:
        raise Unreadable("a subtype twice")
    return wanted._replace(subtypes=tuple(str(t) for t in kinds if isinstance(t, Token)))


_GRAVEYARDS = (
    "from_your_graveyard",
    "from_a_graveyard",
    "from_a_single_graveyard",
    "from_an_opponents_graveyard",
)
"""The graveyards a target card may be in: its owner's (404.2)."""


def _one_chosen(wanted: TargetFilter) -> Objects:
    def chosen(res: Resolution) -> list[ObjectId]:
        """608.2d: one object that fits, chosen by the ability's controller as
        it resolves (not a target: hexproof and shroud don't matter, 115.1);
        none if nothing fits."""
        game = res.game
        where = wanted.zone or Zone.BATTLEFIELD
        options = tuple(f"#{int(o.id)}" for o in game.objects(where) if matches(res, o, wanted))
        if not options:
            return []
        prompt = f"{res.source_name}: choose a {wanted.words}"
        answer = ask(
            game, Question(res.controller, "choose", prompt, options, 1, 1, "608.2d"), default=options[:1]
        )
        return [ObjectId(int(word[1:])) for word in answer]

    return chosen


def controllers_of_targets(res: Resolution) -> list[str]:
    """ "its controller": the controller of the target now, or as it last
    existed on the battlefield if it has left (608.2h, 603.10a)."""
    game, found = res.game, []
    for target in res.targets:
        if isinstance(target, str):
            continue
        known = game.last_known.get(target)
        if target in game and game.get(target).zone is Zone.BATTLEFIELD:
            found.append(game.controller(game.get(target)))
        elif known is not None:
            found.append(known.controller)
    return list(dict.fromkeys(found))


def _itself(res: Resolution) -> list[ObjectId]:
    """The source, if it is still the same permanent (400.7)."""
    found = res.source_object(Zone.BATTLEFIELD)
    return [found.id] if found is not None else []


def _attached_to(res: Resolution) -> list[ObjectId]:
    """303.4, 301.5: the permanent its source (an Aura, an Equipment) is attached to."""
    found = res.source_object(Zone.BATTLEFIELD)
    if found is None or found.status.attached_to is None or isinstance(found.status.attached_to, str):
        return []
    return [found.status.attached_to]


def as_they_are_now(objects: Objects) -> Objects:
    """The objects named, each as it is now: a target this resolution moved
    (exiled, put onto the battlefield: 400.7) is the object it became."""

    def now(res: Resolution) -> list[ObjectId]:
        game, found = res.game, []
        for named in objects(res):
            latest, seen = named, {named}
            while latest not in game:
                after = became(game.log, latest)
                if not after or after[-1] in seen:
                    break
                latest = after[-1]
                seen.add(latest)
            if latest in game:
                found.append(latest)
        return found

    return now


def _on_battlefield(objects: Objects) -> Objects:
    """Those of the objects that are permanents."""
    return lambda res: [o for o in objects(res) if res.game.get(o).zone is Zone.BATTLEFIELD]


def noted_delayed_objects(res: Resolution) -> list[ObjectId]:
    """603.7c, 400.7: the objects a delayed triggered ability refers to, those
    still the same objects (none that changed zones since it was made)."""
    words = res.noted.get(OBJECTS, "").split(",")
    return [ObjectId(int(w)) for w in words if w and ObjectId(int(w)) in res.game]


def _the_noted_object(res: Resolution) -> list[ObjectId]:
    """603.10a, 608.2h: the permanent the trigger event was about (or the
    permanents a clause before noted: "those creatures"), each if it is
    still on the battlefield as the same object (400.7)."""
    found = []
    for word in res.noted.get("object", "").split(","):
        if word.isdigit() and ObjectId(int(word)) in res.game:
            obj = res.game.get(ObjectId(int(word)))
            if obj.zone is Zone.BATTLEFIELD:
                found.append(obj.id)
    return found


def bound(spec: Targets, player: str, power: int | None = None) -> Targets:
    """The spec with "that player controls" bound to ``player`` (608.2h:
    the player the trigger noted) and "with mana value less than or equal
    to ~'s power" to the source's ``power`` (115.1, 113.7a; left unbound
    without it: then nothing fits)."""
    chain: Targets | None = None
    for word in reversed(spec.groups):
        wanted = word.filter
        if wanted is not None and wanted.whose == "that_player":
            wanted = wanted._replace(whose=f"player:{player}")
        if wanted is not None and wanted.power_tests and power is not None:
            for stat, op in wanted.power_tests:
                assert stat == "mana value"  # the one the grammar reads
                wanted = wanted._replace(mana_value=Comparison(op, power))
            wanted = wanted._replace(power_tests=())
        chain = word._replace(filter=wanted, then=chain)
    assert chain is not None
    return chain


def _x_of(res: Resolution) -> int:
    """107.3b, 608.2h: the X chosen for it, 0 if nothing chose one."""
    return max(0, int(res.noted.get("x") or 0))


def power_of_source(res: Resolution) -> int:
    """The source's power now, or as it last existed on the battlefield
    (608.2h, 113.7a): as the action that moved it noted it, else as its
    trigger noted it (:func:`noting_power`), after the last time it was seen."""
    game = res.game
    found = res.source_object(Zone.BATTLEFIELD)
    known = game.last_known.get(res.source) if res.source is not None else None
    if found is not None:
        power = game.characteristics(found).power
    elif known is not None:
        power = known.characteristics.power
    else:
        power = res.noted.get(SOURCE_POWER)
    return int(printed_number(power) or 0)


SOURCE_POWER = "source power"
"""The key, in a trigger's noted values, of its source's power as it
triggered: what is known of it once it has left the battlefield (113.7a)."""


def noting_power(
    note: Callable[[TriggerCheck], dict[str, str]] | None,
) -> Callable[[TriggerCheck], dict[str, str]]:
    """A trigger's noted values with its source's power as it triggers
    (113.7a: "~'s power" read after the source has left)."""

    def noted(check: TriggerCheck) -> dict[str, str]:
        found = {} if note is None else note(check)
        game, source = check.game, check.source
        if source.id in game and source.zone is Zone.BATTLEFIELD:
            found[SOURCE_POWER] = str(game.characteristics(source).power)
        return found

    return noted


def still_legal(res: Resolution, spec: Targets) -> list[Target]:
    """608.2b: the chosen targets that are still there and still legal."""
    spec = bound(spec, res.noted.get("player", ""), power_of_source(res)).with_x(_x_of(res))
    game = res.game
    source = res.source_object(Zone.BATTLEFIELD) or res.source_object(Zone.STACK)
    return [t for t in res.legal_targets() if is_legal_target(game, res.controller, source, spec, t)]


THOSE = "those"
"""The key, in a resolution's noted values, of the objects an "each" or
"all" phrase last named: what a later "them" stands for (608.2c)."""


def carried(noted: dict[str, str]) -> dict[str, str]:
    """The values a resolving ability noted that an ability it makes keeps
    (603.12, 603.7c): all but which of its own targets were legal (608.2b),
    which are the new ability's to check."""
    return {key: value for key, value in noted.items() if not key.startswith(_LEGAL)}


def each_fitting(wanted: TargetFilter) -> Objects:
    """Each permanent that fits, found as it resolves (611.2c)."""
    return _each(wanted, other=False)


def _each(wanted: TargetFilter, *, other: bool) -> Objects:
    def each(res: Resolution) -> list[ObjectId]:
        """611.2c: the objects that match as it resolves (no targets)."""
        game = res.game
        found = []
        for obj in game.objects(wanted.zone or Zone.BATTLEFIELD):
            if other and obj.id == res.source:
                continue
            if matches(res, obj, wanted):
                found.append(obj.id)
        res.noted[THOSE] = ",".join(str(int(i)) for i in found)
        return found

    return each


def matches(res: Resolution, obj: GameObject, wanted: TargetFilter) -> bool:
    """Whether the object fits the filter, for the ability's controller
    (not a target: hexproof and shroud don't matter, 702.11, 702.18), its
    X tests bound to X's value as it resolves (608.2h)."""
    if wanted.x_tests:
        x = max(0, int(res.noted.get("x") or 0))  # 107.3b: 0 if nothing chose it
        for stat, op in wanted.x_tests:
            test = Comparison(op, x)
            wanted = (
                wanted._replace(mana_value=test) if stat == "mana value" else wanted._replace(toughness=test)
            )
        wanted = wanted._replace(x_tests=())
    return fits(res.game, res.controller, obj, res.game.characteristics(obj), wanted)


def choice(spec: Targets, face: str) -> Callable[[TriggerCheck], tuple[Target, ...]]:
    """How a triggered ability's controller chooses its targets as it is put
    on the stack (603.3d): asked among the legal ones; none if there are too
    few (then it does nothing)."""

    def choose(check: TriggerCheck) -> tuple[Target, ...]:
        game, source = check.game, check.source
        controller = game.controller(source) if source.id in game else source.controller
        options: list[Target] = [*game.players]
        options += [o.id for o in game.objects(Zone.BATTLEFIELD) + game.objects(Zone.GRAVEYARD)]
        options += [o.id for o in game.objects(Zone.STACK)]
        # "that player controls" (608.2h); "~'s power" as it is now (115.1)
        power = int(printed_number(game.characteristics(source).power) or 0) if source.id in game else None
        words = bound(spec, check.event.player or "", power).groups
        legal = [[t for t in options if is_legal_target(game, controller, source, w, t)] for w in words]
        if any(len(found) < w.least for found, w in zip(legal, words, strict=True)):
            return ()
        chosen: list[Target] = []
        for found, word in zip(legal, words, strict=True):  # 601.2c: each target word in turn
            chosen += choose_targets(
                game,
                controller,
                f"{face}: target {word.words}",
                found,
                minimum=word.least,
                maximum=min(word.number, len(found)),  # "any number": as many as there are
                rule="603.3d",
            )
        return tuple(chosen)

    return choose
