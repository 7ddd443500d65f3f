"""End-to-end: the sandbox in Debian's headless Chromium, driven by
Playwright as a person would use it. Screenshots of the main screens at
desktop and phone widths go to tests/web/artifacts/ (git-ignored), each
checked for horizontal overflow and for its key controls being visible."""

from __future__ import annotations

import re
import subprocess
import sys
from collections.abc import Callable, Iterator
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


def check_layout(
    page: Page, name: str, *, controls: list[str], opened: Callable[[Page], None] | None = None
) -> None:
    """Screenshot at desktop and phone widths; no horizontal overflow, and
    the key controls visible (scrolled to). ``opened`` opens what the
    screenshot should show open, after each reload."""
    ARTIFACTS.mkdir(parents=True, exist_ok=True)
    # The click before may have started a navigation (a form's post): reload
    # only once that page has loaded (on a busy machine, reloading while it
    # was still navigating failed with "not attached to an active page").
    page.wait_for_load_state("load")
    for label, size in (("desktop", DESKTOP), ("phone", PHONE)):
        page.set_viewport_size(size)
        page.reload()
        if opened is not None:
            opened(page)
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


STEPPED = """format: 1
scenario: "Sejiri Glacier played, then sent to the graveyard, where it is Sejiri Shelter"
players: [Alice, Bob]
setup:
  Alice:
    hand: [Sejiri Shelter // Sejiri Glacier]
steps:
  - play: Sejiri Glacier
  - move: Sejiri Glacier
    to: graveyard
  - check: Sejiri Shelter
    name: Sejiri Glacier
"""


def test_open_a_scenario_file_and_see_each_step_and_its_position(
    page: Page, base_url: str, tmp_path: Path
) -> None:
    scenario = tmp_path / "stepped.yaml"
    scenario.write_text(STEPPED, encoding="utf-8")
    page.goto(f"{base_url}/scenario")
    page.get_by_label("Scenario file (.yaml)").set_input_files(str(scenario))
    page.get_by_role("button", name="Run it").click()
    expect(page.locator("ol.scenario-steps li.fail")).to_contain_text("expected Sejiri Glacier")
    steps = page.locator("ol.scenario-steps > li")
    steps.nth(0).locator("summary", has_text="Position after step 1").click()
    expect(steps.nth(0).locator(".pos")).to_contain_text("Sejiri Glacier")
    steps.nth(1).locator("summary", has_text="Position after step 2").focus()
    page.keyboard.press("Enter")
    expect(steps.nth(1).locator(".pos")).to_contain_text("Alice's graveyard")
    expect(steps.nth(1).locator(".pos")).to_contain_text("Sejiri Shelter")

    def open_positions(page: Page) -> None:
        for summary in page.locator("ol.scenario-steps details.position > summary").all():
            summary.click()

    check_layout(page, "scenario", controls=["Run it"], opened=open_positions)


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


def test_613_hover_or_keyboard_shows_each_characteristic_s_rules(page: Page, base_url: str) -> None:
    page.goto(f"{base_url}/setup")
    page.get_by_label("Card (any name, any language)").fill("Delver of Secrets")
    page.get_by_label("Face up", exact=True).select_option("back")
    page.get_by_label("Counters: kind").fill("+1/+1")
    page.get_by_label("Counters: how many").fill("2")
    page.get_by_role("button", name="Add the card").click()
    expect(page.locator("table.entries")).to_contain_text("counters")
    play(page)
    page.get_by_role("link", name="Bob's page alone").click()
    aberration = page.locator(".obj", has_text="Insectile Aberration").first
    expect(aberration.locator(".obj-pt")).to_have_attribute(
        "title", re.compile(r"613\.4c \[layer 7c\] counters: 2 \+1/\+1")
    )
    aberration.locator(".obj-pt").hover()
    rules = aberration.get_by_text("Rules applied")
    rules.focus()
    page.keyboard.press("Enter")
    power = aberration.get_by_text("power/toughness (2)")
    expect(power).to_be_visible()
    page.keyboard.press("Tab")  # name, then the others, in order
    for _ in range(4):
        page.keyboard.press("Tab")
    assert page.evaluate("document.activeElement.textContent") == "power/toughness (2)"
    page.keyboard.press("Enter")
    expect(aberration.locator("details.why[open]")).to_contain_text("613.4c [layer 7c] counters: 2 +1/+1")

    def open_trace(page: Page) -> None:
        shown = page.locator(".obj", has_text="Insectile Aberration").first
        shown.get_by_text("Rules applied").click()
        shown.get_by_text("power/toughness (2)").click()
        shown.get_by_text("name (1)").click()

    check_layout(page, "trace", controls=["concede"], opened=open_trace)


def test_712_4a_set_up_a_melded_pair_and_a_mana_pool(page: Page, base_url: str) -> None:
    add_card(page, base_url, "Bruna, the Fading Light")
    add_card(page, base_url, "Gisela, the Broken Blade")
    page.get_by_label("First card").select_option("bruna-the-fading-light")
    page.get_by_label("Second card").select_option("gisela-the-broken-blade")
    page.get_by_role("button", name="Meld them").click()
    expect(page.locator("table.entries")).to_contain_text("melded with gisela-the-broken-blade")
    page.get_by_label("Whose mana pool").select_option("Bob")
    page.get_by_label("Mana (CR 106.4)").fill("{R}{G}")
    page.get_by_role("button", name="Set the mana pool").click()
    check_layout(page, "setup-meld", controls=["Set the mana pool", "Play this position"])
    play(page)
    alice = panel(page, "Alice")
    expect(alice.locator(".obj", has_text="Brisela, Voice of Nightmares")).to_have_count(1)
    expect(alice.locator(".pool", has_text="Bob's mana pool")).to_contain_text("{R}{G}")
    check_layout(page, "play-meld", controls=["Undo", "Export scenario"])
