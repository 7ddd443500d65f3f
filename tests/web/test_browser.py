"""End-to-end: the sandbox in Debian's headless Chromium, driven by
Playwright as a person would use it. Screenshots of the main screens at
desktop and phone widths go to tests/web/artifacts/ (git-ignored), each
checked for horizontal overflow and for its key controls being visible."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from playwright.sync_api import Browser, Locator, Page, expect, sync_playwright

from tests.web.live import ARTIFACTS, CHROMIUM, CHROMIUM_ARGS, DESKTOP, PHONE, running_server

_UNLABELLED = """() => [...document.querySelectorAll('input:not([type=hidden]), select, textarea, button')]
  .filter(e => !(e.getAttribute('aria-label') || (e.labels && [...e.labels].some(l => l.textContent.trim()))
                 || (e.tagName === 'BUTTON' && e.textContent.trim())))
  .map(e => e.outerHTML.slice(0, 120))"""


@pytest.fixture(scope="module")
def base_url() -> Iterator[str]:
    with running_server() as url:
        yield url


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    if not CHROMIUM.exists():
        pytest.fail(
            f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium); .ci/run does"
        )
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        yield launched
        launched.close()


@pytest.fixture
def page(browser: Browser) -> Iterator[Page]:
    """A new browser session (its own cookies) at desktop width."""
    context = browser.new_context(viewport=DESKTOP)
    context.set_default_timeout(20_000)
    yield context.new_page()
    context.close()


def add_card(
    page: Page,
    base_url: str,
    card: str,
    *,
    player: str = "Alice",
    zone: str = "battlefield",
    face_down: str = "",
) -> None:
    """Add a card through the set-up form, as a person fills it in."""
    if not page.url.endswith("/setup"):
        page.goto(f"{base_url}/setup")
    page.get_by_label("Card (any name, any language)").fill(card)
    page.get_by_label("Player", exact=True).select_option(player)
    page.get_by_label("Zone", exact=True).select_option(zone)
    if face_down:
        page.get_by_label("Face down, and how").select_option(face_down)
    page.get_by_role("button", name="Add the card").click()
    expect(page.locator("table.entries")).to_contain_text(card.split(" // ", maxsplit=1)[0])


def play(page: Page, *, costs: str = "free") -> None:
    if costs != "free":
        page.get_by_label("Costs").select_option(costs)
        page.get_by_role("button", name="Set the turn").click()
    page.get_by_role("button", name="Play this position").click()
    expect(page).to_have_url(re.compile(r"/play$"))


def panel(page: Page, player: str) -> Locator:
    return page.locator("section.panel", has=page.get_by_role("heading", name=f"{player}'s view"))


def check_layout(page: Page, name: str, *, controls: list[str]) -> None:
    """Screenshot at desktop and phone widths; no horizontal overflow, and
    the key controls visible (scrolled to)."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        page.reload()
        overflow = page.evaluate("document.documentElement.scrollWidth - window.innerWidth")
        assert overflow <= 0, f"{name} at {label} width overflows by {overflow}px"
        for control in controls:
            found = page.get_by_role("button", name=control).or_(page.get_by_role("link", name=control)).first
            found.scroll_into_view_if_needed()
            expect(found).to_be_visible()
        page.screenshot(path=str(ARTIFACTS / f"{name}-{label}.png"), full_page=True)
    page.set_viewport_size(DESKTOP)


def test_look_up_abri_de_seijiri_and_see_both_faces(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/card")
    box = page.get_by_label("Card name, in any language")
    box.press_sequentially("Abri de Seij", delay=20)
    expect(page.locator("#lookup-box")).to_contain_text(
        "Sejiri Shelter // Sejiri Glacier"
    )  # htmx suggestions
    box.fill("Abri de Seijiri")
    box.press("Enter")
    expect(page.get_by_role("heading", name="Sejiri Shelter // Sejiri Glacier")).to_be_visible()
    faces = page.locator("article.face")
    expect(faces).to_have_count(2)
    expect(faces.nth(0)).to_contain_text("Sejiri Shelter")
    expect(faces.nth(0)).to_contain_text("{W}")  # the symbol's letter, beside its picture
    expect(faces.nth(1)).to_contain_text("Sejiri Glacier")
    assert page.evaluate("document.fonts.check('1em Mana')")  # the vendored mana-font loaded
    check_layout(page, "card", controls=["Look up"])


def test_701_40b_a_manifested_dfc_turns_face_up_for_its_mana_cost(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Delver of Secrets", face_down="manifest")
    add_card(page, base_url, "Island")
    check_layout(page, "setup", controls=["Add the card", "Play this position"])
    play(page, costs="paid")
    alice = panel(page, "Alice")
    expect(alice).to_contain_text("face down (manifest), #1")
    alice.get_by_role("button", name="for its mana cost").click()
    expect(page.locator(".notice.done")).to_contain_text("turned face up")
    alice = panel(page, "Alice")
    expect(alice.locator(".obj", has_text="Delver of Secrets").first).to_contain_text("1/1")
    expect(alice.locator(".obj", has_text="Island").first).to_contain_text("tapped")  # {U} was paid
    expect(alice).not_to_contain_text("face down (manifest)")


def test_712_11_cast_the_back_face_of_an_mdfc(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Valki, God of Lies", zone="hand")
    play(page)
    panel(page, "Alice").get_by_role("button", name="cast Valki, God of Lies back").click()
    expect(panel(page, "Alice")).to_contain_text("Stack (top first)")
    panel(page, "Alice").get_by_role("button", name="pass", exact=True).click()
    panel(page, "Bob").get_by_role("button", name="pass", exact=True).click()
    battlefield = panel(page, "Alice").locator("ul.objs").first
    expect(battlefield).to_contain_text("Tibalt, Cosmic Impostor")
    expect(battlefield).to_contain_text("5 loyalty counters")
    check_layout(page, "play", controls=["Undo", "Export scenario"])


def test_701_27a_transform_a_dfc_and_see_its_characteristics_change(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Delver of Secrets")
    play(page)
    expect(panel(page, "Bob")).to_contain_text("1/1")
    page.get_by_role("link", name="Switch to the true state").click()
    page.get_by_label("Instruction", exact=True).select_option("transform")
    page.get_by_label("Object", exact=True).select_option(
        label="#1 Delver of Secrets // Insectile Aberration (Alice's battlefield)"
    )
    page.get_by_role("button", name="Apply the instruction").click()
    expect(page.locator(".notice.done")).to_contain_text(
        "Delver of Secrets -> Insectile Aberration [CR 701.27a]"
    )
    check_layout(page, "judge", controls=["Apply the instruction"])
    page.get_by_role("link", name="Switch to the players' views").click()
    bob = panel(page, "Bob")
    expect(bob).to_contain_text("Insectile Aberration")
    expect(bob).to_contain_text("3/2")
    expect(bob).to_contain_text("Flying")
    bob.locator("details.trace summary").first.click()
    expect(bob.locator("details.trace").first).to_contain_text("back face up")


def test_708_5_the_opponent_sees_the_face_down_card_as_a_face_down_2_2(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Delver of Secrets", face_down="manifest")
    play(page)
    page.get_by_role("link", name="Bob's page alone").click()
    main = page.locator("main")
    expect(main).to_contain_text("face-down creature #1 (manifest)")
    expect(main).to_contain_text("2/2")
    html = page.content()
    assert "Delver" not in html and "Insectile" not in html
    check_layout(page, "seat", controls=["concede"])


def test_export_a_scenario_and_mtgfaces_run_passes_it(page: Page, base_url: str, tmp_path: Path) -> None:
    add_card(page, base_url, "Delver of Secrets", face_down="manifest")
    add_card(page, base_url, "Sejiri Shelter", zone="hand")
    play(page)
    panel(page, "Alice").get_by_role("button", name="for its mana cost").click()
    panel(page, "Alice").get_by_role("button", name="play Sejiri Shelter back").click()
    with page.expect_download() as download:
        page.get_by_role("link", name="Export scenario").click()
    saved = tmp_path / "exported.yaml"
    download.value.save_as(saved)
    done = subprocess.run(
        [sys.executable, "-m", "mtgfaces", "run", str(saved)], capture_output=True, text=True, timeout=120
    )
    assert done.returncode == 0, done.stdout + done.stderr
    assert "1 passed, 0 failed" in done.stdout


def test_open_a_scenario_file_and_see_each_step(page: Page, base_url: str) -> None:
    scenario = Path(__file__).resolve().parents[2] / "docs" / "commands" / "examples" / "wrong-ruling.yaml"
    page.goto(f"{base_url}/scenario")
    page.get_by_label("Scenario file (.yaml)").set_input_files(str(scenario))
    page.get_by_role("button", name="Run it").click()
    expect(page.locator("ol.scenario-steps li.fail")).to_contain_text("expected Insectile Aberration")
    check_layout(page, "scenario", controls=["Run it"])


def test_the_keyboard_alone_looks_up_a_card_and_takes_an_action(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/card")
    for _ in range(12):
        page.keyboard.press("Tab")
        if page.evaluate("document.activeElement.id") == "card-name":
            break
    assert page.evaluate("document.activeElement.id") == "card-name"
    page.keyboard.type("Delver of Secrets")
    page.keyboard.press("Enter")
    expect(page.get_by_role("heading", name="Delver of Secrets // Insectile Aberration")).to_be_visible()
    add_card(page, base_url, "Sejiri Shelter", zone="hand")
    play(page)
    button = panel(page, "Alice").get_by_role("button", name="play Sejiri Shelter back")
    button.focus()
    page.keyboard.press("Enter")
    expect(page.locator(".notice.done")).to_contain_text("land played")


@pytest.mark.parametrize("path", ["/", "/card?name=Fire+%2F%2F+Ice", "/setup", "/scenario"])
def test_every_control_has_a_label(page: Page, base_url: str, path: str) -> None:
    page.goto(f"{base_url}{path}")
    assert page.evaluate(_UNLABELLED) == []


def test_every_control_of_the_game_pages_has_a_label(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Isamaru, Hound of Konda")
    add_card(page, base_url, "Delver of Secrets", player="Bob", face_down="cloak")
    play(page)
    for path in ("/play", "/judge", "/seat/Alice", "/seat/Bob"):
        page.goto(f"{base_url}{path}")
        assert page.evaluate(_UNLABELLED) == [], path
