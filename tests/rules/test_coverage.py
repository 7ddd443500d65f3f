"""What the engine runs of a card's rules text (rules/coverage.py), and the
strict game that refuses to put the rest into play."""

from __future__ import annotations

import pytest

from mtgfaces.cards.characteristics import Zone
from mtgfaces.cards.db import CardDB
from mtgfaces.cards.model import Side
from mtgfaces.errors import IllegalAction
from mtgfaces.rules import save
from mtgfaces.rules.actions.base import ErrorCode
from mtgfaces.rules.play import PlayableGame
from mtgfaces.rules.state.decisions import Cast, PlayLand
from mtgfaces.rules.state.status import Status

DB = CardDB.default()


# Cards with a line the engine doesn't run (for the strict game's refusals):
# damage "divided as you choose" (601.2d), and "you can't lose the game" (a rule change, 101.1).
SMASHING = "Shatterskull Smashing // Shatterskull, the Hammer Pass"
ANGEL = "Platinum Angel"


def lines(name: str, zone: Zone = Zone.HAND) -> list[str]:
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    return game.unimplemented(game.put(DB.card(name), zone=zone, owner="Alice"))


@pytest.mark.parametrize(
    "name",
    ["White Knight", "Serra Angel", "Boros Swiftblade", "Lightning Bolt", "Delver of Secrets", "Forest"],
)
def test_702_1_keyword_lines_and_scripted_abilities_run(name: str) -> None:
    assert lines(name) == []


def test_604_3a_702_114a_color_defining_abilities_run_in_every_zone() -> None:
    # "~ is all colors." and devoid set the face's colors wherever it is.
    assert lines("Transguild Courier") == [] and len(DB.card("Transguild Courier").faces[0].colors) == 5
    assert lines("Blinding Drone") == []  # devoid, and "{C}, {T}: Tap target creature."
    assert DB.card("Blinding Drone").faces[0].colors == ()


def test_702_1_a_line_no_script_covers_is_listed() -> None:
    assert lines("Maelstrom Djinn") == [
        "When Maelstrom Djinn is turned face up, put two time counters on it and it gains vanishing."
    ]
    assert lines("Den Protector") == []  # 509.1b: its blocking restriction is read by the combat rules


def test_905_2_lines_that_work_only_during_the_draft_do_nothing_in_a_game() -> None:
    assert lines("Whispergear Sneak") == []  # "Draft ~ face up." "During the draft, ..."
    assert lines("Agent of Acquisitions") == []
    # Cogwork Grinder enters with counters for what the draft noted: that acts in the game.
    assert lines("Cogwork Grinder") == [
        "Cogwork Grinder enters the battlefield with X +1/+1 counters on it, where X is the number of "
        "cards you removed from the draft with cards named Cogwork Grinder."
    ]


def test_709_1_a_card_of_five_halves_three_on_one_side_is_not_implemented_and_lists_each_side_once() -> None:
    assert lines("Who // What // When // Where // Why")[0].startswith("(more than one half on the same side")
    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    for name in ("Ornithopter", "Pacifism"):  # targets for What (an artifact) and Why (an enchantment)
        game.put(DB.card(name), zone=Zone.BATTLEFIELD, owner="Bob")
    card = game.put(DB.card("Who // What // When // Where // Why"), zone=Zone.HAND, owner="Alice")
    casts = [a for a in game.legal_actions("Alice") if isinstance(a, Cast) and a.card == card.id]
    assert len(casts) == len(set(casts)) and {a.side for a in casts} >= {Side.LEFT, Side.MIDDLE, Side.RIGHT}


def test_the_lines_are_those_of_the_face_that_is_up() -> None:
    from mtgfaces.cards.model import Side

    game = PlayableGame(["Alice", "Bob"], pay_costs=False)
    smashing = game.put(DB.card(SMASHING), zone=Zone.BATTLEFIELD, owner="Alice")
    assert game.unimplemented(smashing)  # its damage divided as you choose isn't read
    land = game.put(DB.card(SMASHING), zone=Zone.BATTLEFIELD, owner="Alice", status=Status(up=Side.BACK))
    # Shatterskull, the Hammer Pass: "you may pay 3 life" runs, and its mana ability is read (605.1a).
    assert game.unimplemented(land) == []
    painland = game.put(DB.card("Karplusan Forest"), zone=Zone.BATTLEFIELD, owner="Alice")
    # Its plain "{T}: Add {C}." is the rules' (605.1a); the colored one that deals damage is compiled.
    assert game.unimplemented(painland) == []
    temple = game.put(DB.card("Eldrazi Temple"), zone=Zone.BATTLEFIELD, owner="Alice")
    # Its plain "{T}: Add {C}." runs; the one whose mana only Eldrazi may spend isn't read (106.6).
    assert game.unimplemented(temple) == [
        "{T}: Add {C}{C}. Spend this mana only to cast colorless Eldrazi spells or activate abilities of "
        "colorless Eldrazi."
    ]


def test_a_strict_game_refuses_a_card_it_does_not_run_and_changes_nothing() -> None:
    game = PlayableGame(["Alice", "Bob"], strict=True, pay_costs=False)
    rogue = game.put(DB.card(SMASHING), zone=Zone.HAND, owner="Alice")
    bolt = game.put(DB.card("Lightning Bolt"), zone=Zone.HAND, owner="Alice")
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(Cast("Alice", rogue.id))
    assert caught.value.code == ErrorCode.UNIMPLEMENTED.value and "damage divided" in str(caught.value)
    assert save.dumps(game) == before
    cast = {(a.card, a.targets) for a in game.legal_actions("Alice") if isinstance(a, Cast)}
    assert (rogue.id, ()) not in cast
    assert (bolt.id, ("Bob",)) in cast
    assert game.copy().strict
    relaxed = PlayableGame(["Alice", "Bob"], pay_costs=False)
    card = relaxed.put(DB.card(SMASHING), zone=Zone.HAND, owner="Alice")
    assert relaxed.can(Cast("Alice", card.id))
    assert relaxed.can(PlayLand("Alice", card.id))  # its land face, Shatterskull, the Hammer Pass (712.12)
    assert game.can(PlayLand("Alice", rogue.id))  # strict: its land face runs all its lines
    temple = game.put(DB.card("Eldrazi Temple"), zone=Zone.HAND, owner="Alice")
    assert not game.can(PlayLand("Alice", temple.id))  # strict: its restricted mana ability isn't run


def test_708_8_a_strict_game_refuses_to_turn_face_up_a_card_whose_lines_it_does_not_run() -> None:
    from mtgfaces.rules.state.decisions import TurnFaceUp
    from mtgfaces.rules.state.status import FaceDown

    game = PlayableGame(["Alice", "Bob"], strict=True, pay_costs=False)
    rogue = game.put(
        DB.card(ANGEL),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        status=Status(face_down=FaceDown.MANIFEST),
    )
    bears = game.put(
        DB.card("Grizzly Bears"),
        zone=Zone.BATTLEFIELD,
        owner="Alice",
        status=Status(face_down=FaceDown.MANIFEST),
    )
    before = save.dumps(game)
    with pytest.raises(IllegalAction) as caught:
        game.apply(
            TurnFaceUp("Alice", rogue.id, "mana_cost")
        )  # face up, its static ability would apply (708.8)
    assert caught.value.code == ErrorCode.UNIMPLEMENTED.value and "can't lose the game" in str(caught.value)
    assert save.dumps(game) == before
    listed = {a.permanent for a in game.legal_actions("Alice") if isinstance(a, TurnFaceUp)}
    assert listed == {bears.id}  # the Bears run all their lines (none)


def test_113_3_a_strict_game_puts_nothing_it_does_not_run_onto_the_battlefield_as_an_effect_resolves() -> (
    None
):
    from mtgfaces.rules.actions import moves
    from mtgfaces.rules.state.events import EventKind

    game = PlayableGame(["Alice", "Bob"], strict=True, pay_costs=False)
    rogue = game.put(DB.card(ANGEL), zone=Zone.GRAVEYARD, owner="Alice")
    bears = game.put(DB.card("Grizzly Bears"), zone=Zone.GRAVEYARD, owner="Alice")
    outcome = moves.put_onto_battlefield(game, rogue.id)  # what a reanimating effect does (no player acts)
    assert [o.id for o in game.objects(Zone.GRAVEYARD, "Alice")] == [rogue.id, bears.id]  # it stayed
    (ignored,) = outcome.events
    assert ignored.kind is EventKind.IGNORED and ignored.rule == "113.3" and "can't lose" in ignored.note
    moves.put_onto_battlefield(game, bears.id)  # a card whose every line runs enters
    assert [o.card.name for o in game.objects(Zone.BATTLEFIELD)] == ["Grizzly Bears"]
    relaxed = PlayableGame(["Alice", "Bob"], pay_costs=False)
    card = relaxed.put(DB.card(ANGEL), zone=Zone.GRAVEYARD, owner="Alice")
    moves.put_onto_battlefield(relaxed, card.id)
    assert len(relaxed.objects(Zone.BATTLEFIELD)) == 1
