"""What listing skips and what the game keeps (issue 11's throughput): the
cheap tests listing makes before the full checks, and the values a game
keeps across versions, change no answer.

- listing leaves out a cast nothing could permit from where the card is
  (601.3, 712.11a) or as that side (715.3d, 702.127a), a sorcery-speed
  spell when no sorcery can be cast (117.1a, 307.1), a spell cast for its
  mana cost (from a hand, exile or a graveyard, 601.2f) whose mana cost
  alone can't be paid (601.2f-h), and an activation whose {T} or {Q} can't
  be paid (602.5a, 302.6): the actions listed are those listed without the
  shortcuts;
- a game keeps the would-be objects' characteristics (601.3e), the payments
  found (601.2g), the plan of its effects (613) and the cards whose casts
  the cheap tests all refused across versions: a copy of the game, which
  keeps none, lists the same actions;
- whether a cost can be paid is kept by the resources (the pool with the
  mana of the sources that make one mana only): a land tapped for its mana
  pays what it paid untapped.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from contextlib import contextmanager

import pytest

import mtgfaces
from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.layouts import rules_for
from mtgfaces.cards.mana import ManaCost
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import listing, playout, priority
from mtgfaces.rules.actions import castable, casting, paying, turns
from mtgfaces.rules.play import PlayableGame, apply, legal_actions
from mtgfaces.rules.state import layers
from mtgfaces.rules.state.decisions import Cast, Concede
from mtgfaces.rules.state.effects import ContinuousEffect, Modification
from mtgfaces.rules.state.filters import Filter
from mtgfaces.rules.state.game import Game, Step
from mtgfaces.rules.state.mana import (
    NoPayment,
    Source,
    Unit,
    can_pay,
    find_payment,
    group_sources,
    payable_resources,
    payable_shape,
)
from mtgfaces.rules.state.objects import GameObject
from mtgfaces.rules.state.permissions import RuleEffect, RuleEffectKind
from mtgfaces.rules.state.status import FaceDown, ObjectId, Status
from tests.rules.builders import put
from tests.rules.test_random_games import new_game
from tests.rules.test_random_play import POOL

SPELLS = [name for name in POOL if name != "Forest"]


@contextmanager
def without_shortcuts(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Listing as it was: every candidate goes through the full check."""
    with monkeypatch.context() as patched:
        patched.setattr(castable, "may_be_permitted", lambda *args, **kwargs: True)
        patched.setattr(castable, "side_may_be_permitted", lambda *args, **kwargs: True)
        patched.setattr(casting, "sorcery_timed", lambda *args, **kwargs: False)
        patched.setattr(casting, "unaffordable", lambda *args, **kwargs: False)
        patched.setattr(paying, "tap_unpayable", lambda *args, **kwargs: False)
        patched.setattr(listing, "_cast_circumstances", lambda *args, **kwargs: None)
        yield


def _steps(game: PlayableGame, seed: int, steps: int) -> Iterator[str]:
    """Random steps of a game through the front door, yielding who acts."""
    rng = random.Random(seed)
    for _ in range(steps):
        who = priority.holder(game)
        if who is None:
            return
        yield who
        apply(game, rng.choice([a for a in legal_actions(game, who) if not isinstance(a, Concede)]))


def free_game(seed: int) -> PlayableGame:
    """Costs recorded only, so that much is castable, and a permission to
    cast from Alice's graveyard (601.3): cards there are listed too."""
    game = PlayableGame(["Alice", "Bob"], rng=random.Random(seed))
    for player in game.players:
        for name in SPELLS + ["Forest", "Island", "Mountain"] * 3:
            game.put(mtgfaces.card(name), zone=Zone.LIBRARY, owner=player)
        game.shuffle(player)
        turns.draw(game, player, 7)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.GRAVEYARD))
    return game


@pytest.mark.parametrize(("seed", "paid"), [(1, True), (2, True), (3, False), (4, False)])
def test_117_1_listing_with_shortcuts_lists_what_the_full_checks_allow(
    monkeypatch: pytest.MonkeyPatch, seed: int, paid: bool
) -> None:
    game = new_game(SPELLS, seed) if paid else free_game(seed)
    listed = 0
    for who in _steps(game, seed, 160):
        quick = legal_actions(game, who)
        with without_shortcuts(monkeypatch):
            assert legal_actions(game, who) == quick
        # A copy keeps nothing the game worked out before (Memo): the same answer.
        assert legal_actions(game.copy(), who) == quick
        listed += len(quick)
    assert listed > 300


def test_117_1_a_playout_lists_what_the_full_checks_allow(monkeypatch: pytest.MonkeyPatch) -> None:
    game = Game(["Alice", "Bob"], rng=random.Random(5))
    for player in game.players:
        for name in SPELLS + ["Forest", "Island", "Mountain"] * 3:
            game.put(mtgfaces.card(name), zone=Zone.LIBRARY, owner=player)
        game.shuffle(player)
        turns.draw(game, player, 7)
    rng = random.Random(5)
    for _ in range(120):
        quick = playout.legal_actions(game)
        with monkeypatch.context() as patched:
            patched.setattr(playout, "_surely_refused", lambda *args: False)
            assert playout.legal_actions(game) == quick
        playout.choose(game, rng).perform(game)


def test_601_3_may_be_permitted_is_true_of_every_card_that_can_be_cast() -> None:
    game = new_game(SPELLS, 7)
    checked = 0
    for who in _steps(game, 7, 160):
        for zone in (Zone.HAND, Zone.GRAVEYARD, Zone.EXILE, Zone.LIBRARY):
            for obj in game.objects(zone, who):
                rules = rules_for(obj.card)
                sides = [(side, False) for side in rules.stack_sides(obj.card)]
                sides += [(None, True)] if rules.nonmodal else []
                for side, transformed in sides:
                    if casting.can_cast(
                        game, obj.id, player=who, side=side, from_zone=zone, transformed=transformed
                    ):
                        assert castable.may_be_permitted(game, obj, who, zone, transformed=transformed)
                        checked += 1
    assert checked > 0


def test_712_11a_nothing_permits_a_transformed_cast_from_a_hand() -> None:
    game = Game(["Alice", "Bob"])
    delver = put(game, "Delver of Secrets", zone=Zone.HAND)
    assert not castable.may_be_permitted(game, delver, "Alice", Zone.HAND, transformed=True)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_TRANSFORMED, "Alice", zone=Zone.HAND))
    assert castable.may_be_permitted(game, delver, "Alice", Zone.HAND, transformed=True)


def test_702_146a_disturb_permits_a_transformed_cast_from_the_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    beggar = put(game, "Beloved Beggar", zone=Zone.GRAVEYARD)
    assert castable.may_be_permitted(game, beggar, "Alice", Zone.GRAVEYARD, transformed=True)
    assert not castable.may_be_permitted(game, beggar, "Bob", Zone.GRAVEYARD, transformed=True)


def test_601_3_a_card_in_a_graveyard_needs_a_permission() -> None:
    game = Game(["Alice", "Bob"])
    bolt = put(game, "Lightning Bolt", zone=Zone.GRAVEYARD)
    memory = put(game, "Commit // Memory", zone=Zone.GRAVEYARD)
    assert not castable.may_be_permitted(game, bolt, "Alice", Zone.GRAVEYARD, transformed=False)
    assert castable.may_be_permitted(game, memory, "Alice", Zone.GRAVEYARD, transformed=False)  # 702.127a
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.GRAVEYARD))
    assert castable.may_be_permitted(game, bolt, "Alice", Zone.GRAVEYARD, transformed=False)


def test_117_1a_sorcery_timed_is_what_verify_cast_refuses_out_of_a_main_phase() -> None:
    game = Game(["Alice", "Bob"])
    game.set_turn(game.turn._replace(step=Step.UPKEEP))
    bears = put(game, "Grizzly Bears", zone=Zone.HAND)
    bolt = put(game, "Lightning Bolt", zone=Zone.HAND)
    assert casting.sorcery_timed(
        casting.would_be_cast(game, bears, player="Alice", zone=Zone.HAND, up="front")
    )
    assert not casting.sorcery_timed(
        casting.would_be_cast(game, bolt, player="Alice", zone=Zone.HAND, up="front")
    )
    with pytest.raises(IllegalAction) as refused:
        casting.verify_cast(game, bears.id, player="Alice")
    assert refused.value.rule == "117.1a"
    assert casting.can_cast(game, bolt.id, player="Alice", targets=["Bob"])


def test_601_3e_a_would_be_spell_is_kept_while_the_effects_stand() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", zone=Zone.HAND)
    ghost = bears._replace(zone=Zone.STACK, status=Status(cast_from="hand"))
    first = game.derive(ghost)
    game.set_turn(game.turn._replace(step=Step.UPKEEP))  # a new version, the same effects
    assert game.derive(ghost) is first
    assert game.derive(ghost) == layers.derive(game, ghost)


def test_601_3e_a_would_be_spell_sees_an_effect_added_since() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears", zone=Zone.HAND)
    before = casting.would_be_cast(game, bears, player="Alice", zone=Zone.HAND, up="front")
    assert "Flash" not in before.abilities and casting.sorcery_timed(before)
    game.add_effect(
        ContinuousEffect(0, 0, Modification(add_abilities=("Flash",)), filter=Filter(), zones=(Zone.STACK,))
    )
    after = casting.would_be_cast(game, bears, player="Alice", zone=Zone.HAND, up="front")
    assert "Flash" in after.abilities and not casting.sorcery_timed(after)
    game.set_turn(game.turn._replace(step=Step.UPKEEP))
    assert casting.can_cast(game, bears.id, player="Alice")  # 702.8a: with flash, in an upkeep


def test_613_the_plan_is_kept_while_effects_and_permanents_stand() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    built = layers.plan(game)
    game.set_turn(game.turn._replace(step=Step.UPKEEP))
    kept = layers.plan(game)
    assert kept is built and game.memo.plan_version == game.version  # the same plan, current
    game.replace(bears._replace(status=bears.status._replace(tapped=True)))
    layers.plan(game)
    assert game.memo.plan_version == game.version
    assert game.characteristics(bears.id) == layers.derive(game, game.get(bears.id)).characteristics


def test_613_a_permanent_without_a_static_ability_tapped_keeps_the_plan() -> None:
    game = Game(["Alice", "Bob"])
    bears = put(game, "Grizzly Bears")
    machete = put(game, "Conductive Machete")  # "Equipped creature gets +2/+1."
    built = layers.plan(game)
    game.replace(bears._replace(status=bears.status._replace(tapped=True, damage=1)))
    assert layers.plan(game) is built  # the same static abilities, the same effects
    game.replace(machete._replace(status=machete.status._replace(attached_to=bears.id)))
    rebuilt = layers.plan(game)
    assert rebuilt is not built  # the source of a static ability changed: its effects are found again
    assert game.characteristics(bears.id).power == "4"
    assert game.characteristics(bears.id) == layers.derive(game, game.get(bears.id)).characteristics


def test_601_2h_a_payment_refused_again_says_the_same() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    put(game, "Forest")
    angel = put(game, "Exalted Angel", zone=Zone.HAND)
    with pytest.raises(IllegalAction) as first:
        casting.verify_cast(game, angel.id, player="Alice")
    game.set_turn(game.turn._replace(passes=0, priority="Alice"))  # a new version, the same sources
    with pytest.raises(IllegalAction) as again:
        casting.verify_cast(game, angel.id, player="Alice")
    assert first.value.code == again.value.code == "cannot_pay"
    assert str(first.value) == str(again.value)
    assert game.memo.payments  # kept while Alice's sources stand


def test_601_2g_a_payment_found_again_after_the_sources_change() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    bolt = put(game, "Lightning Bolt", zone=Zone.HAND)
    assert not casting.can_cast(game, bolt.id, player="Alice", targets=["Bob"])
    mountain = put(game, "Mountain")
    plan = casting.verify_cast(game, bolt.id, player="Alice", targets=["Bob"])
    assert plan.payment is not None and [t[0] for t in plan.payment.taps] == [mountain.id]
    assert paying.find(game, "Alice", mtgfaces.card("Lightning Bolt").front.mana_cost) == plan.payment


def test_601_2f_a_spell_whose_mana_cost_cant_be_paid_is_unaffordable() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    put(game, "Mountain")
    bolt = put(game, "Lightning Bolt", zone=Zone.HAND)
    angel = put(game, "Exalted Angel", zone=Zone.HAND)

    def unaffordable(game: Game, obj: GameObject) -> bool:
        value = casting.would_be_cast(game, obj, player="Alice", zone=Zone.HAND, up="front")
        return casting.unaffordable(game, value, player="Alice", zone=Zone.HAND)

    assert not unaffordable(game, bolt)
    assert unaffordable(game, angel)
    assert not casting.can_cast(game, angel.id, player="Alice")
    # A reduction may bring the total cost below the mana cost: no shortcut then.
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.SPELLS_COST_LESS, "Alice", amount=1))
    assert not unaffordable(game, angel)
    free = Game(["Alice", "Bob"])  # costs recorded only: nothing is unaffordable
    assert not unaffordable(free, put(free, "Exalted Angel", zone=Zone.HAND))


def test_601_2g_whether_a_cost_can_be_paid_is_kept_by_the_shape_of_the_sources() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    first = put(game, "Mountain")
    bolt = mtgfaces.card("Lightning Bolt").front.mana_cost
    assert paying.payable(game, "Alice", bolt, spell=frozenset({"Instant"}))
    assert len(game.memo.affordable) == 1
    # Another Mountain untapped, the first tapped: other sources, the same shape.
    game.replace(first._replace(status=first.status._replace(tapped=True)))
    second = put(game, "Mountain")
    assert paying.payable(game, "Alice", bolt, spell=frozenset({"Instant"}))
    assert len(game.memo.affordable) == 1
    assert [t[0] for t in paying.find(game, "Alice", bolt).taps] == [second.id]
    game.replace(second._replace(status=second.status._replace(tapped=True)))
    assert not paying.payable(game, "Alice", bolt, spell=frozenset({"Instant"}))
    with pytest.raises(IllegalAction, match="601.2h|can't pay"):
        paying.find(game, "Alice", bolt)


def test_107_4f_life_decides_a_phyrexian_cost_only() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    put(game, "Mountain")
    bolt = mtgfaces.card("Lightning Bolt").front.mana_cost
    phyrexian = ManaCost.parse("{R/P}{R/P}")
    assert paying.payable(game, "Alice", bolt) and paying.payable(game, "Alice", phyrexian)
    # The Mountain pays one symbol; 2 life pays the other (107.4f), 1 life can't (119.4).
    game.set_player(game.player("Alice")._replace(life=1))
    assert paying.payable(game, "Alice", bolt)
    assert not paying.payable(game, "Alice", phyrexian)
    with pytest.raises(IllegalAction):
        paying.find(game, "Alice", phyrexian)
    game.set_player(game.player("Alice")._replace(life=2))
    assert paying.payable(game, "Alice", phyrexian)


def test_715_3d_only_the_creature_of_a_card_on_an_adventure_may_be_cast_from_exile() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    giant = put(game, "Bonecrusher Giant // Stomp", zone=Zone.EXILE, on_adventure="Alice")
    assert castable.side_may_be_permitted(game, giant, "Alice", Zone.EXILE, Side.FRONT)
    assert not castable.side_may_be_permitted(game, giant, "Alice", Zone.EXILE, Side.ADVENTURE)
    assert not casting.can_cast(game, giant.id, player="Alice", side=Side.ADVENTURE, from_zone=Zone.EXILE)
    # Its mana cost is its total cost (601.2f): with no land, surely unaffordable.
    value = casting.would_be_cast(game, giant, player="Alice", zone=Zone.EXILE, up=Side.FRONT)
    assert casting.unaffordable(game, value, player="Alice", zone=Zone.EXILE, obj=giant, side=Side.FRONT)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.EXILE))
    assert castable.side_may_be_permitted(game, giant, "Alice", Zone.EXILE, Side.ADVENTURE)


def test_702_127a_only_the_aftermath_half_may_be_cast_from_a_graveyard() -> None:
    game = Game(["Alice", "Bob"])
    memory = put(game, "Commit // Memory", zone=Zone.GRAVEYARD)
    assert not castable.side_may_be_permitted(game, memory, "Alice", Zone.GRAVEYARD, Side.LEFT)
    assert castable.side_may_be_permitted(game, memory, "Alice", Zone.GRAVEYARD, Side.RIGHT)
    assert not casting.can_cast(game, memory.id, player="Alice", side=Side.LEFT, from_zone=Zone.GRAVEYARD)
    game.add_rule_effect(RuleEffect(0, RuleEffectKind.MAY_CAST_FROM, "Alice", zone=Zone.GRAVEYARD))
    assert castable.side_may_be_permitted(game, memory, "Alice", Zone.GRAVEYARD, Side.LEFT)


def test_702_34a_a_flashback_or_foretold_cast_may_cost_other_than_its_mana_cost() -> None:
    game = Game(["Alice", "Bob"])
    foretold = put(game, "Saw It Coming", zone=Zone.EXILE, face_down=FaceDown.FORETELL, foretold_turn=1)
    assert not casting.for_its_mana_cost(foretold, Zone.EXILE, Side.FRONT)  # 702.143a: its foretell cost
    assert casting.for_its_mana_cost(put(game, "Lightning Bolt", zone=Zone.EXILE), Zone.EXILE, Side.FRONT)
    memory = put(game, "Commit // Memory", zone=Zone.GRAVEYARD)
    assert casting.for_its_mana_cost(memory, Zone.GRAVEYARD, Side.RIGHT)
    assert not casting.for_its_mana_cost(memory, Zone.COMMAND, Side.RIGHT)  # 903.8: the commander tax


def test_601_2f_a_card_refused_before_the_full_check_is_refused_again_until_something_changes() -> None:
    game = PlayableGame(["Alice", "Bob"], pay_costs=True)
    put(game, "Mountain")
    angel = put(game, "Exalted Angel", zone=Zone.HAND)
    listed = legal_actions(game, "Alice")
    key = (angel.id, "Alice", Zone.HAND, True)
    assert key in game.memo.refused_casts  # {4}{W}{W} from one Mountain
    game.set_turn(game.turn._replace(priority="Alice", passes=0))  # a new version, the same circumstances
    assert legal_actions(game, "Alice") == listed
    for _ in range(5):
        put(game, "Plains")
    # Other resources: checked again, and now it can be cast.
    assert any(isinstance(a, Cast) and a.card == angel.id for a in legal_actions(game, "Alice"))


def _random_sources(rng: random.Random, count: int) -> list[Source]:
    makes = [
        ((Unit("R"),),),
        ((Unit("G"),),),
        ((Unit("C"), Unit("C")),),
        ((Unit("W"),), (Unit("U"),)),
        ((Unit("R"), Unit("G")),),
        ((Unit("B", snow=True),),),
        ((Unit("G", only="creature"),),),
    ]
    return [Source(ObjectId(i + 1), f"{{T}}: {i}", rng.choice(makes), land=True) for i in range(count)]


def test_601_2g_tapping_a_source_of_one_mana_pays_what_it_paid_untapped() -> None:
    """A pool and sources with the same resources (payable_resources) pay
    the same costs: the answer kept for one is the other's."""
    rng = random.Random(11)
    costs = [
        ManaCost.parse(text)
        for text in ("{R}", "{1}{G}", "{R}{G}", "{2}{W}{U}", "{R/G}{R/W}", "{B}{S}", "{3}", "{X}{R}")
    ]
    checked = 0
    for _ in range(300):
        sources = _random_sources(rng, rng.randrange(0, 6))
        pool = tuple(Unit(rng.choice("RGWUBC")) for _ in range(rng.randrange(0, 3)))
        ones = [s for s in sources if len(s.bundles) == 1 and len(s.bundles[0]) == 1]
        tapped = rng.sample(ones, rng.randrange(0, len(ones) + 1))
        after = (*pool, *(s.bundles[0][0] for s in tapped))
        rest = group_sources([s for s in sources if s not in tapped])
        whole = group_sources(sources)
        assert payable_resources(pool, payable_shape(whole)) == payable_resources(after, payable_shape(rest))
        for cost in costs:
            spell = rng.choice([None, frozenset({"Creature"}), frozenset({"Instant"})])
            more = {"x": rng.randrange(0, 3), "extra_generic": rng.randrange(-1, 2)}
            answer = can_pay(cost, pool=pool, sources=whole, spell=spell, **more)
            assert answer == can_pay(cost, pool=after, sources=rest, spell=spell, **more)
            try:  # what find_payment finds, as a yes or no
                find_payment(cost, pool=pool, sources=whole, spell=spell, **more)
            except NoPayment:
                assert not answer
            else:
                assert answer
            checked += 1
    assert checked == 300 * len(costs)


def test_401_1_the_top_of_a_library_is_read_alone() -> None:
    game = Game(["Alice", "Bob"])
    for name in ("Forest", "Island", "Lightning Bolt"):
        put(game, name, Zone.LIBRARY)
    library = game.objects(Zone.LIBRARY, "Alice")
    assert game.top_of_library("Alice") == library[:1]
    assert game.top_of_library("Alice", 2) == library[:2]
    assert game.top_of_library("Bob") == []
