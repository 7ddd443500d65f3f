"""Actions as values and their text form (mtgfaces.rules.state.decisions)."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.model import Side
from mtgfaces.errors import MalformedInput
from mtgfaces.rules.state.decisions import (
    TURN_FACE_UP_WAYS,
    Action,
    Activate,
    Cast,
    Choose,
    Concede,
    DeclareAttackers,
    DeclareBlockers,
    DiscardToHandSize,
    Foretell,
    PassPriority,
    PlayLand,
    TurnFaceUp,
    Unlock,
    parse,
)
from mtgfaces.rules.state.mana import PayWith, Unit, sort_units
from mtgfaces.rules.state.status import FUSED, FaceDown, ObjectId
from tests import budget

players = st.sampled_from(["Alice", "Bob", "Jace Beleren", "Ana-Maria"])
ids = st.integers(min_value=1, max_value=10**6).map(ObjectId)
targets = st.tuples(*[]) | st.lists(ids | players, min_size=1, max_size=3).map(tuple)
zones = st.sampled_from(list(Zone))
sides = st.sampled_from(list(Side))
pays = st.none() | st.builds(
    PayWith,
    tap=st.none() | st.lists(ids, max_size=3).map(tuple),
    pool=st.none() | st.lists(st.sampled_from([Unit(t) for t in "WUBRGC"]), max_size=3).map(sort_units),
    life=st.none() | st.integers(min_value=0, max_value=20),
).filter(lambda pay: pay != PayWith())
choice_words = st.lists(st.sampled_from(["red", "#12", "Grizzly Bears", "U", "it's"]), max_size=2).map(tuple)

actions: st.SearchStrategy[Action] = st.one_of(
    st.builds(PlayLand, players, ids, side=st.none() | sides, from_zone=zones),
    st.builds(
        Cast,
        players,
        ids,
        side=st.none() | sides | st.just(FUSED),
        from_zone=zones,
        face_down=st.none() | st.sampled_from(list(FaceDown)),
        x=st.none() | st.integers(min_value=0, max_value=99),
        targets=targets,
        transformed=st.booleans(),
        free=st.booleans(),
        kicked=st.booleans(),
        choices=choice_words,
        pay=pays,
    ),
    st.builds(
        Activate,
        players,
        ids,
        ability=st.integers(min_value=1, max_value=9),
        targets=targets,
        choices=choice_words,
        pay=pays,
    ),
    st.builds(TurnFaceUp, players, ids, how=st.none() | st.sampled_from(TURN_FACE_UP_WAYS), pay=pays),
    st.builds(Unlock, players, ids, side=st.sampled_from([Side.LEFT, Side.RIGHT]), pay=pays),
    st.builds(Foretell, players, ids, pay=pays),
    st.builds(PassPriority, players),
    st.builds(Concede, players),
    st.builds(DeclareAttackers, players, st.lists(st.tuples(ids, ids | players), max_size=4).map(tuple)),
    st.builds(DeclareBlockers, players, st.lists(st.tuples(ids, ids), max_size=4).map(tuple)),
    st.builds(DiscardToHandSize, players, st.lists(ids, max_size=4).map(tuple)),
    st.builds(
        Choose,
        players,
        st.lists(ids.map(lambda i: f"#{i}") | players | st.sampled_from(["yes", "no", "W", "1"]), max_size=3)
        .map(tuple)
        .filter(lambda picks: picks != ("none",)),
    ),
)


@settings(max_examples=budget.examples(300), derandomize=budget.derandomized(), deadline=None)
@given(actions)
def test_text_form_parses_back_to_the_same_action(action: Action) -> None:
    text = str(action)
    assert parse(text) == action
    assert str(parse(text)) == text
    assert hash(parse(text)) == hash(action)


def test_actions_of_different_kinds_are_never_equal() -> None:
    assert PassPriority("Alice") != Concede("Alice")
    assert len({PassPriority("Alice"), Concede("Alice"), PassPriority("Alice")}) == 2


def test_712_12_a_land_face_is_written_after_the_card() -> None:
    assert str(PlayLand("Alice", ObjectId(12), side=Side.BACK)) == "Alice: play #12 back"
    assert parse("Alice: play #12 back from graveyard") == PlayLand(
        "Alice", ObjectId(12), side=Side.BACK, from_zone=Zone.GRAVEYARD
    )


def test_702_37c_face_down_cast_reads_its_way() -> None:
    assert parse("Bob: cast #9 face down disguise") == Cast("Bob", ObjectId(9), face_down=FaceDown.DISGUISE)


def test_508_1_no_attackers_is_written_none() -> None:
    assert str(DeclareAttackers("Alice")) == "Alice: attack none"
    assert parse("Alice: attack #3>Bob #4>#12").attacks == (  # type: ignore[attr-defined]
        (ObjectId(3), "Bob"),
        (ObjectId(4), ObjectId(12)),
    )


@pytest.mark.parametrize(
    ("text", "says"),
    [
        ("pass", "an action reads 'PLAYER: VERB ...'"),
        ("Alice: fly #3", "no action 'fly'"),
        ("Alice: cast 7", "'7' is not an object"),
        ("Alice: cast #7 sideways", "'sideways' is not a face or half"),
        ("Alice: play #7 back from attic", "'attic' is not a zone"),
        ("Alice: cast #7 ->", "'->' names no target"),
        ("Alice: pass now", "unexpected 'now'"),
        ("Alice: attack #3", "is not a pair"),
        ("Alice: unlock #3 back", "doors are left and right"),
        ("Alice: cast", "it ends too soon"),
        ("Alice: cast #7 face down sideways", "is not a valid FaceDown"),
    ],
)
def test_malformed_text_is_refused_with_what_would_be_valid(text: str, says: str) -> None:
    with pytest.raises(MalformedInput, match=says) as raised:
        parse(text)
    assert repr(text) in str(raised.value) or text in str(raised.value)


def test_601_2g_a_payment_has_a_text_form() -> None:
    act = Cast("Alice", ObjectId(7), x=2, pay=PayWith((ObjectId(3), ObjectId(5)), (Unit("U"),), 2))
    assert str(act) == "Alice: cast #7 x=2 tap=#3,#5 pool={U} life=2"
    assert parse(str(act)) == act
    with pytest.raises(MalformedInput, match="not part of a payment"):
        parse("Alice: cast #7 life=lots")
