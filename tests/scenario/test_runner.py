"""The scenario runner and `mtgfaces run`: results, reports, file errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtgfaces.cli import main
from mtgfaces.scenario.runner import FAILED, INVALID, PASSED, Stepper, run_file
from mtgfaces.scenario.spec import parse
from mtgfaces.scenario.yamlnode import ScenarioError

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE = ROOT / "examples" / "docs" / "doc-example-land-permission.yaml"

HEADER = "format: 1\nscenario: test\nplayers: [Alice, Bob]\n"


def write(tmp_path: Path, text: str, name: str = "s.yaml") -> str:
    path = tmp_path / name
    path.write_text(text, "utf-8")
    return str(path)


def test_the_format_example_passes() -> None:
    result = run_file(str(EXAMPLE))
    assert result.status == PASSED, result
    assert [s.action for s in result.steps] == ["cast", "play", "check", "move", "check"]


def test_a_failed_check_names_step_field_expected_actual_and_rules(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    graveyard: [Delver of Secrets]\n"
        "steps:\n  - check: Delver of Secrets\n    name: Insectile Aberration\n    mana_value: 1\n",
    )
    result = run_file(path)
    assert result.status == FAILED
    (failure,) = result.steps[0].failures
    assert (failure.field, failure.expected, failure.actual) == (
        "name",
        "Insectile Aberration",
        "Delver of Secrets",
    )
    assert failure.rules == ("712.8a",)


def test_expect_error_code_and_ignored(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        HEADER
        + "setup:\n  Alice:\n    hand: [Forest, Island]\n    exile: [Sejiri Shelter // Sejiri Glacier]\n"
        "steps:\n  - play: Forest\n  - play: Island\n    expect: {error: land_play_used}\n"
        "  - put_onto_battlefield: Sejiri Shelter\n    from: exile\n    expect: ignored\n"
        "  - check: Sejiri Shelter\n    zone: exile\n",
    )
    result = run_file(path)
    assert result.status == PASSED, result


@pytest.mark.parametrize(("expect", "status"), [("ok", PASSED), ("ignored", FAILED)])
def test_a_step_that_does_something_is_ok_even_if_part_of_it_is_ignored(
    tmp_path: Path, expect: str, status: str
) -> None:
    """The clarified format: Moonmist transforms the Delver and not the single-faced
    Human, so its resolution is ok; ignored is only an effect instruction that
    does nothing at all."""
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    hand: [Moonmist]\n"
        "    battlefield: [Delver of Secrets, Elite Vanguard]\n"
        f"steps:\n  - cast: Moonmist\n  - resolve: 1\n    expect: {expect}\n"
        "  - check: Elite Vanguard\n    name: Elite Vanguard\n",
    )
    assert run_file(path).status == status


def test_an_effect_instruction_that_does_nothing_at_all_is_ignored(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    battlefield: [Elite Vanguard]\n"
        "steps:\n  - transform: Elite Vanguard\n    expect: ignored\n",
    )
    assert run_file(path).status == PASSED


def test_607_2a_an_alias_in_cards_limits_a_permission_to_that_object(tmp_path: Path) -> None:
    """The clarified format: in ``cards:`` an alias is that one object, a card
    name any card with that name."""
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    exile:\n      - {card: Lightning Bolt, as: mine}\n"
        "      - {card: Lightning Bolt, as: other}\n"
        "effects:\n  - {may_cast_from: exile, cards: [mine]}\n"
        "steps:\n  - cast: other\n    from: exile\n    targets: [Bob]\n    expect: {error: not_permitted}\n"
        "  - cast: mine\n    from: exile\n    targets: [Bob]\n",
    )
    result = run_file(path)
    assert result.status == PASSED, result


def test_cast_from_a_zone_the_card_is_not_in_is_wrong_zone(tmp_path: Path) -> None:
    """The clarified format: an error of the step, not a file error."""
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    hand: [Lightning Bolt]\n"
        "steps:\n  - cast: Lightning Bolt\n    from: graveyard\n    expect: {error: wrong_zone}\n",
    )
    result = run_file(path)
    assert result.status == PASSED, result


def test_400_7_check_events_sees_the_events_of_a_cards_earlier_objects(tmp_path: Path) -> None:
    """The clarified format: a blinked card left the battlefield as an earlier
    object; the alias names the card, so its leaving is seen."""
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    battlefield:\n      - {card: Grizzly Bears, as: bears}\n"
        "steps:\n  - blink: bears\n  - check_events:\n      includes:\n"
        "        - {event: left_battlefield, object: bears}\n"
        "        - {event: entered_battlefield, object: bears}\n",
    )
    result = run_file(path)
    assert result.status == PASSED, result


def test_702_145g_a_position_with_a_nightbound_permanent_is_night_from_the_start(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    battlefield:\n      - {card: Brutal Cathar, face: back, as: brute}\n"
        "steps:\n  - check_day_night: night\n  - check: brute\n    name: Moonrage Brute\n",
    )
    assert run_file(path).status == PASSED


def test_dry_run_changes_nothing(tmp_path: Path) -> None:
    path = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    hand: [Forest]\n"
        "steps:\n  - play: Forest\n    dry_run: true\n  - check_player: Alice\n    lands_played: 0\n"
        "  - check: Forest\n    zone: hand\n",
    )
    assert run_file(path).status == PASSED


@pytest.mark.parametrize(
    ("body", "message", "line"),
    [
        ("steps:\n  - cast: [unclosed\n", "YAML syntax error", 6),
        ("steps:\n  - cats: Shock\n", "did you mean 'cast'", 5),
        ("setup:\n  Alice:\n    hand: [Sejri Shelterr]\nsteps: []\n", "closest real names", 6),
        ("setup:\n  Alice:\n    hand: [Forest, Forest]\nsteps:\n  - play: Forest\n", "give one an alias", 8),
        ("steps:\n  - check: Nowhere Card\n    zone: hand\n", "no object named", 5),
        ("stepz: []\n", "unknown key 'stepz'", 4),
        ("steps:\n  - check: Forest\n    colour: [G]\n", "unknown key 'colour'", 6),
        ("a: &x [1]\nb: *x\nsteps: []\n", "aliases are not allowed", 4),
        (
            "setup:\n  Alice:\n    hand:\n      - {card: Shock, targets: [Bob]}\nsteps: []\n",
            "only a spell on the stack has targets",
            7,
        ),
        (
            "setup:\n  stack:\n    - {card: Shock, controller: Alice, targets: [Carol]}\nsteps: []\n",
            "no object or player named 'Carol'; the players are Alice, Bob",
            6,
        ),
    ],
)
def test_invalid_files_name_file_line_and_what_is_valid(
    tmp_path: Path, body: str, message: str, line: int
) -> None:
    path = write(tmp_path, HEADER + body)
    result = run_file(path)
    assert result.status == INVALID
    assert result.error is not None
    assert message in result.error
    assert result.error.startswith(f"{path}:{line}:")


def test_cli_exit_codes_and_worst_status_wins(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    good = write(
        tmp_path, HEADER + "setup:\n  Alice:\n    hand: [Forest]\nsteps:\n  - play: Forest\n", "a.yaml"
    )
    bad = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    hand: [Forest]\nsteps:\n  - check: Forest\n    zone: exile\n",
        "b.yaml",
    )
    assert main(["run", good]) == 0
    assert main(["run", good, bad]) == 1
    broken = write(tmp_path, "format: 1\n", "c.yaml")
    assert main(["run", str(tmp_path)]) == 2  # every file still ran
    out = capsys.readouterr().out
    assert out.strip().endswith("1 passed, 1 failed, 1 invalid")
    assert "Traceback" not in out and broken in out


def test_cli_json_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = write(
        tmp_path,
        HEADER + "setup:\n  Alice:\n    hand: [Forest]\nsteps:\n  - check: Forest\n    zone: exile\n",
    )
    assert main(["run", "--json", bad]) == 1
    (report,) = json.loads(capsys.readouterr().out)
    assert report["status"] == "failed"
    failure = report["failures"][0]
    assert (failure["step"], failure["field"], failure["expected"], failure["actual"]) == (
        1,
        "zone",
        "exile",
        "hand",
    )
    assert failure["rules"] == ["109.3"]  # the trace behind the actual value


def test_the_same_scenario_gives_the_same_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main(["run", "--json", str(EXAMPLE)])
    first = capsys.readouterr().out
    main(["run", "--json", str(EXAMPLE)])
    assert capsys.readouterr().out == first


def test_pending_ability_701_27f_and_400_7() -> None:
    path = ROOT / "examples" / "rules" / "701-27f-ability-finds-a-transformed-or-moved-object.yaml"
    result = run_file(str(path))
    assert result.status == PASSED, result


def test_707_10_copy_spell_alias_names_the_copy_and_follows_it_to_the_battlefield(tmp_path: Path) -> None:
    # CR 707.10, 111.13: the alias names the copy, not the spell copied; the
    # copy of a permanent spell resolves into a token, and the alias goes along.
    path = write(
        tmp_path,
        HEADER
        + "setup:\n  Alice:\n    hand: [{card: Grizzly Bears, as: bears}]\n"
        + "steps:\n  - cast: bears\n  - copy_spell: bears\n    as: copy\n"
        + "  - check: copy\n    zone: stack\n    is_token: false\n"
        + "  - check: bears\n    zone: stack\n"
        + "  - resolve: 1\n"
        + "  - check: copy\n    zone: battlefield\n    is_token: true\n"
        + "  - check: bears\n    zone: stack\n",
    )
    result = run_file(path)
    assert result.status == PASSED, result.error or result.failures


def test_708_5_explaining_a_check_as_seen_by_a_player_hides_what_they_cant_see(tmp_path: Path) -> None:
    explained = []
    for hidden in ("Delver of Secrets", "Grizzly Bears", "Akki Lavarunner"):
        path = write(
            tmp_path,
            HEADER + f"setup:\n  Bob:\n    battlefield: [{{card: {hidden}, as: it, face_down: manifest}}]\n"
            "steps:\n  - check: it\n    as_seen_by: Alice\n    power: 2\n",
        )
        result = run_file(path, explain=True)
        assert result.status == PASSED
        explained.append(result.steps[0].explain)
    assert explained[0] == explained[1] == explained[2]
    assert "hidden" in explained[0][0]


# -- one step at a time ---------------------------------------------------------------

STEPPED = (
    HEADER + "setup:\n  Alice:\n    hand: [Sejiri Shelter // Sejiri Glacier]\n"
    "steps:\n  - play: Sejiri Glacier\n  - check: Sejiri Glacier\n    zone: battlefield\n"
    "  - move: Sejiri Glacier\n    to: graveyard\n  - check: Sejiri Shelter\n    name: Sejiri Glacier\n"
)


def test_the_stepper_hands_back_the_game_after_each_step() -> None:
    stepper = Stepper(parse(STEPPED.encode(), "stepped.yaml"))
    seen = [[o.zone.value for o in stepper.game.objects()]]
    for _ in stepper:
        seen.append([o.zone.value for o in stepper.game.objects()])
    assert seen == [["hand"], ["battlefield"], ["battlefield"], ["graveyard"], ["graveyard"]]
    assert stepper.done and stepper.status == FAILED  # 712.8a: the last check wants the back face's name
    with pytest.raises(IndexError):
        stepper.step()


def test_run_file_reports_what_stepping_gives(tmp_path: Path) -> None:
    stepped = list(Stepper(parse(STEPPED.encode(), "stepped.yaml")))
    result = run_file(write(tmp_path, STEPPED))
    assert result.steps == tuple(stepped) and result.status == FAILED
    assert [s.passed for s in result.steps] == [True, True, True, False]


def test_a_file_error_raises_from_the_step_that_has_it_and_run_file_reports_it(tmp_path: Path) -> None:
    text = HEADER + "setup:\n  Alice:\n    hand: [Forest]\nsteps:\n  - play: Forest\n  - check: Nopenope\n"
    stepper = Stepper(parse(text.encode(), "bad.yaml"))
    assert stepper.step().passed
    with pytest.raises(ScenarioError, match="no object named 'Nopenope'"):
        stepper.step()
    result = run_file(write(tmp_path, text))
    assert result.status == INVALID and "no object named 'Nopenope'" in (result.error or "")


@pytest.mark.parametrize("kept", ["old", "new"])
def test_704_5j_legend_keep_names_the_card_as_it_is_after_the_step(tmp_path: Path, kept: str) -> None:
    """The legendary spell the step resolved is the permanent it became
    (400.7): ``legend_keep`` names either, and the other goes."""
    gone = "new" if kept == "old" else "old"
    text = (
        HEADER + "setup:\n  Alice:\n    battlefield: [{card: 'Isamaru, Hound of Konda', as: old}]\n"
        "    hand: [{card: 'Isamaru, Hound of Konda', as: new}]\n"
        f"steps:\n  - cast: new\n  - resolve: 1\n    choices: {{legend_keep: {kept}}}\n"
        f"  - check: {kept}\n    zone: battlefield\n  - check: {gone}\n    zone: graveyard\n"
    )
    result = run_file(write(tmp_path, text))
    assert result.status == PASSED, result


DEN_PROTECTOR = (
    HEADER + "setup:\n  Alice:\n    battlefield:\n"
    "      - {card: Den Protector, as: protector, face_down: megamorph}\n"
    "    graveyard:\n      - {card: Lightning Bolt, as: bolt}\n      - {card: Grizzly Bears, as: bears}\n"
    "steps:\n  - turn_face_up: protector\n    using: megamorph\n    choices: {answers: ANSWERS}\n"
    "  - resolve: 1\n  - check: WHICH\n    zone: hand\n"
)


@pytest.mark.parametrize(("answers", "which"), [("[[bears]]", "bears"), ("[[bolt]]", "bolt"), ("[]", "bolt")])
def test_603_3d_choices_answers_are_the_players_answers_in_the_order_asked(
    tmp_path: Path, answers: str, which: str
) -> None:
    """An addition: ``choices: {answers: ...}``; with none left, a question
    takes its documented default (the first card)."""
    path = write(tmp_path, DEN_PROTECTOR.replace("ANSWERS", answers).replace("WHICH", which))
    assert run_file(path).status == PASSED, run_file(path)


def test_more_answers_than_questions_is_a_file_error_and_a_wrong_answer_a_refused_step(
    tmp_path: Path,
) -> None:
    path = write(tmp_path, DEN_PROTECTOR.replace("ANSWERS", "[[bears], [yes]]").replace("WHICH", "bears"))
    result = run_file(path)
    assert result.status == INVALID and "gives 2 answers and the step asked 1 questions" in str(result.error)
    wrong = DEN_PROTECTOR.replace("ANSWERS", "[[Alice]]").replace("WHICH", "bears")
    result = run_file(write(tmp_path, wrong, "wrong.yaml"))
    assert result.status == FAILED and "illegal_choice" in str(result.steps[0].failures[0].actual)


def test_104_3a_a_player_who_concedes_leaves_the_game_and_it_is_over(tmp_path: Path) -> None:
    """An addition: ``concede: PLAYER``."""
    done = write(tmp_path, HEADER + "steps:\n  - concede: Bob\n  - check_player: Bob\n    life: 20\n")
    assert run_file(done).status == PASSED
    after = write(tmp_path, HEADER + "steps:\n  - concede: Bob\n  - next_turn: true\n", "after.yaml")
    result = run_file(after)
    assert result.status == INVALID and "the game is over (a player has lost, CR 104.3)" in str(result.error)


def test_701_9a_514_1_discard_names_cards_in_the_players_hand(tmp_path: Path) -> None:
    """An addition: ``discard: [REFS]`` (the cleanup discard)."""
    setup = (
        "setup:\n  Alice:\n    hand: [{card: Grizzly Bears, as: bears}, Island]\n  Bob:\n    hand: [Forest]\n"
    )
    done = write(
        tmp_path, HEADER + setup + "steps:\n  - discard: [bears]\n  - check: bears\n    zone: graveyard\n"
    )
    assert run_file(done).status == PASSED
    theirs = write(tmp_path, HEADER + setup + "steps:\n  - discard: [Forest]\n", "theirs.yaml")
    result = run_file(theirs)
    assert result.status == INVALID and "discard: names cards in Alice's hand" in str(result.error)
