"""Keyboard play away from the table: every button of a set-up and of How to play can be
reached, the name field lets the arrows go on to the next row, a resting pointer does
not take the focus back, and the menu, How to play and Statistics start where a player
would want them."""

from __future__ import annotations

import pygame
import pytest

from scenes.core.app import App
from scenes.schotten.setup import SetupScene
from scenes.shell.chooser import GameChooser
from scenes.shell.lessons import LessonChooser
from scenes.shell.menu import MainMenu
from scenes.shell.modal import ConfirmDialog
from scenes.shell.rules import RulesScene
from scenes.shell.settings import SettingsScene
from scenes.shell.statistics import StatisticsScene
from scenes.shell.tutorial import open_tutorial
from scenes.shell.tutorial_offer import TutorialOffer
from scenes.takethat.setup import TakeThatSetup
from scenes.ui import widgets
from scenes.ui.text import t
from scenes.ui.widgets import Button, TextField
from tests import scenes_support as support
from tests.session_support import start_game


def schotten_setup() -> tuple[App, SetupScene]:
    app = support.make_app()
    support.new_game(app, "schotten-totten")
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return app, setup


def name_field(setup: SetupScene) -> tuple[int, TextField]:
    """The set-up's name field and its row."""
    rows = [widget for _, widget in setup.rows()]
    field = next(index for index, widget in enumerate(rows) if isinstance(widget, TextField))
    name = rows[field]
    assert isinstance(name, TextField)
    return field, name


def down_to(app: App, button: Button) -> None:
    """Down until ``button`` has the focus (at most 20 presses: a test, not a hang)."""
    for _ in range(20):
        if button.focused:
            return
        support.key(app, pygame.K_DOWN)
        support.step(app)


def test_down_leaves_the_name_field_for_the_next_row() -> None:
    """After typing a name, Up and Down did nothing: the field kept the arrows."""
    app, setup = schotten_setup()
    rows = [widget for _, widget in setup.rows()]
    field = next(index for index, widget in enumerate(rows) if isinstance(widget, TextField))
    for _ in range(20):
        if setup.focus == field:
            break
        support.key(app, pygame.K_DOWN)
    name = rows[field]
    assert isinstance(name, TextField) and name.focused
    support.step(app, [pygame.event.Event(pygame.TEXTINPUT, text="Zoe")])
    assert name.value == "Zoe"
    support.key(app, pygame.K_DOWN)
    assert setup.focus != field and not name.focused


def test_esc_in_the_name_field_ends_the_typing_and_a_second_esc_leaves() -> None:
    """Esc while a name was typed left the whole set-up (the name was kept)."""
    app, setup = schotten_setup()
    field, name = name_field(setup)
    support.click(app, name.rect.center)
    support.step(app, [pygame.event.Event(pygame.TEXTINPUT, text="Zoe")])
    support.key(app, pygame.K_ESCAPE)
    assert app.stack.top is setup and not name.focused and name.value == "Zoe"
    assert setup.focus == field
    support.key(app, pygame.K_ESCAPE)
    assert app.stack.top is not setup


def test_a_click_in_the_name_field_brings_the_rows_band_there() -> None:
    """A newcomer typed her name under a band still lit on the row she had set before."""
    app, setup = schotten_setup()
    field, name = name_field(setup)
    setup.focus = (field + 1) % len(setup.rows())
    support.click(app, name.rect.center)
    assert setup.focus == field and name.focused
    support.key(app, pygame.K_DOWN)
    assert setup.focus != field and not name.focused


def test_the_set_up_buttons_are_reached_from_the_last_row() -> None:
    """Back and Learn to play could only be clicked: Down went round from the last row to
    the first."""
    app, setup = schotten_setup()
    seen: set[str] = set()
    for _ in range(20):
        support.key(app, pygame.K_DOWN)
        support.step(app)
        seen.update(button.label for button in (setup.back_button, setup.learn_button,
                                                setup.start_button) if button.focused)
    assert {setup.back_button.label, setup.learn_button.label,
            setup.start_button.label} <= seen
    down_to(app, setup.learn_button)
    support.key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, LessonChooser)


def test_down_from_the_last_row_goes_to_start_first() -> None:
    """Down from the last row went to Back: Enter there, out of habit, left the set-up."""
    app, setup = schotten_setup()
    while not any(b.focused for b in (setup.back_button, setup.learn_button,
                                      setup.start_button)):
        support.key(app, pygame.K_DOWN)
        support.step(app)
    assert setup.start_button.focused


def test_enter_on_back_leaves_the_set_up_for_the_game_chooser() -> None:
    """Back to where the set-up was opened from: Esc took a keyboard player past the game
    chooser to the main menu."""
    app, setup = schotten_setup()
    # Take That last played: the chooser still lights the game whose set-up was left (a
    # tester's Enter would have opened Take That's).
    app.last_game = "take-that"
    down_to(app, setup.back_button)
    support.key(app, pygame.K_RETURN)
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    assert chooser.entries[chooser.focus].key == "schotten-totten"
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)


def test_a_pointer_resting_on_a_greyed_button_does_not_take_the_focus() -> None:
    """With the pointer on the greyed Continue, each key released gave it the focus again,
    so Up and Down seemed dead."""
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and not menu.buttons[1].enabled
    support.step(app, [support.mouse(pygame.MOUSEMOTION, menu.buttons[1].rect.center)])
    assert menu.focus == 0
    support.key(app, pygame.K_DOWN)
    support.step(app, [pygame.event.Event(pygame.KEYUP, key=pygame.K_DOWN, mod=0,
                                          unicode="", scancode=0)])
    assert menu.focus == 2
    support.step(app, [support.mouse(pygame.MOUSEMOTION, menu.buttons[4].rect.center)])
    assert menu.focus == 4


def test_the_menu_offers_continue_first_with_a_game_in_progress() -> None:
    app = support.make_app()
    start_game(app)
    app.go_home()
    support.step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert menu.buttons[1].enabled and menu.focus == 1


def test_esc_on_the_main_menu_asks_to_quit_and_enter_there_stays() -> None:
    """Esc on the main menu did nothing at all; it now asks, as most games do, with No
    lit, so that a second key (Esc or Enter) leaves the game running."""
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    for second in (pygame.K_ESCAPE, pygame.K_RETURN):
        support.key(app, pygame.K_ESCAPE)
        question = app.stack.top
        assert isinstance(question, ConfirmDialog)
        assert question.title == t("menu.quit_confirm.title")
        support.key(app, second)
        assert app.stack.top is menu and app.running


def how_to_play(app: App) -> RulesScene:
    """How to play, opened from the main menu."""
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    support.click(app, menu.buttons[2].rect.center)
    page = app.stack.top
    assert isinstance(page, RulesScene)
    return page


def test_how_to_play_buttons_answer_the_keys() -> None:
    """The other game's rules, the lesson and Back could only be clicked."""
    app = support.make_app()
    menu = app.stack.top
    page = how_to_play(app)
    assert page.game.key == "schotten-totten"
    support.key(app, pygame.K_RIGHT)
    assert page.tab == 1  # the arrows turn the tabs until Down
    support.key(app, pygame.K_DOWN)
    support.step(app)
    assert page.switch is not None and page.switch.focused
    support.key(app, pygame.K_RETURN)
    assert page.game.key == "take-that"
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_RIGHT)
    support.step(app)
    assert page.back.focused
    support.key(app, pygame.K_SPACE)
    assert app.stack.top is menu


def test_enter_on_the_tabs_presses_the_gold_button_under_the_page() -> None:
    """A keyboard tester pressed Enter on the tabs under "Continue the lesson", framed in
    gold as the button Enter presses, and nothing happened."""
    app = support.make_app()
    page = how_to_play(app)
    assert page.learn is not None and page.learn.primary and page.focus < 0
    support.key(app, pygame.K_RIGHT)  # the tabs still turn first
    assert page.tab == 1 and app.stack.top is page
    support.key(app, pygame.K_RETURN)
    assert app.stack.top is not page  # the lesson (or the choice of lessons) opened


def test_how_to_play_and_statistics_open_at_the_game_last_played() -> None:
    """After a Take That game both opened at Schotten Totten."""
    app = support.make_app()
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    support.click(app, setup.start_button.rect.center)
    support.step(app, frames=5)
    assert app.last_game == "take-that"
    app.go_home()
    support.step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert how_to_play(app).game.key == "take-that"
    support.key(app, pygame.K_ESCAPE)
    support.click(app, menu.buttons[4].rect.center)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene)
    assert app.games[stats.game].key == "take-that"


def test_statistics_open_at_the_game_played_not_at_a_lesson_taken_since() -> None:
    """A newcomer played two Schotten Totten rounds, took Take That's lesson, and found
    Statistics open at Take That, which he had never played."""
    app = support.make_app()
    start_game(app)
    support.step(app, frames=5)
    app.go_home()
    open_tutorial(app, "take-that", 1)
    support.step(app, frames=2)
    app.go_home()
    support.step(app)
    assert app.current_game() == "take-that"  # How to play: the game learnt last
    stats = StatisticsScene(app)
    assert app.games[stats.game].key == "schotten-totten"


def test_a_greyed_button_names_no_key(monkeypatch: pytest.MonkeyPatch) -> None:
    """'Key: T' showed over a take button that could not be pressed."""
    app = support.make_app()
    tips: list[str] = []
    monkeypatch.setattr(widgets, "draw_tip",
                        lambda surface, assets, text, *rest, **kw: tips.append(text))
    button = Button("Take", lambda: None, rect=pygame.Rect(10, 10, 80, 30), key="T")
    button.hovered = True
    widgets.draw_key_tip(app.screen, app.assets, [button], lambda cap: f"Key: {cap}", 12)
    assert tips == ["Key: T"]
    button.enabled = False
    widgets.draw_key_tip(app.screen, app.assets, [button], lambda cap: f"Key: {cap}", 12)
    assert tips == ["Key: T"]


def test_l_folds_the_schotten_totten_log_as_at_the_take_that_table() -> None:
    """The game log's fold had no key at the Schotten Totten table."""
    app = support.make_app()
    board = start_game(app)
    was = board.log_panel.collapsed
    support.key(app, pygame.K_l)
    assert board.log_panel.collapsed is not was
    assert app.settings.log_collapsed is board.log_panel.collapsed
    support.key(app, pygame.K_l)
    assert board.log_panel.collapsed is was


def test_the_schotten_totten_table_forgets_the_pointer_when_it_leaves() -> None:
    """A button stayed marked as under the pointer after the pointer left the window, or
    while a dialog lay over the table, so its key tip stayed up."""
    app = support.make_app()
    board = start_game(app)
    hint = board.buttons["hint"]
    support.step(app, [support.mouse(pygame.MOUSEMOTION, hint.rect.center)])
    assert hint.hovered
    support.step(app, [pygame.event.Event(pygame.WINDOWLEAVE, window=None)])
    assert not hint.hovered and board.hover is None
    support.step(app, [support.mouse(pygame.MOUSEMOTION, hint.rect.center)])
    assert hint.hovered
    support.key(app, pygame.K_ESCAPE)  # the pause menu comes over the table
    assert app.stack.top is not board and not hint.hovered


def test_a_take_that_seat_goes_from_person_to_computer_and_back_by_keys() -> None:
    """Once a seat was a person its name field kept Left and Right: the seat could not be
    made a computer again, and a seat just made a person took no typing."""
    app = support.make_app()
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    rows = [widget for _, widget in setup.rows()]
    seat = setup.seats[1]
    for _ in range(20):
        if setup.focus < len(rows) and rows[setup.focus] is seat:
            break
        support.key(app, pygame.K_DOWN)
    assert seat.index != 0  # a computer to begin with
    for _ in range(len(seat.kind.options)):  # Left to Person, the first kind
        support.key(app, pygame.K_LEFT)
        if seat.index == 0:
            break
    assert seat.index == 0 and seat.name.focused
    support.step(app, [pygame.event.Event(pygame.TEXTINPUT, text="Bo")])
    assert seat.name.value.endswith("Bo")
    support.key(app, pygame.K_RIGHT)
    assert seat.index == 1 and not seat.name.focused
    # Back to a person: the name is selected, and Right first ends the selection (a
    # Polish keyboard player's Right to mend his name made the seat a computer); a
    # second Right, past the name's end, makes the seat a computer again.
    support.key(app, pygame.K_LEFT)
    assert seat.index == 0 and seat.name.focused and seat.name.selected
    support.key(app, pygame.K_RIGHT)
    assert seat.index == 0 and not seat.name.selected
    support.key(app, pygame.K_RIGHT)
    assert seat.index == 1


def test_shift_tab_goes_back_in_the_menu(monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and menu.focus == 0
    monkeypatch.setattr(pygame.key, "get_mods", lambda: pygame.KMOD_LSHIFT)
    support.key(app, pygame.K_TAB)
    assert menu.focus == len(menu.buttons) - 1


def shift_tab(app: App) -> None:
    """Shift+Tab as a quick typist sends it: the Shift is up again by the time the game
    reads the Tab, and only the event remembers it."""
    support.settle(app)
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB,
                                          mod=pygame.KMOD_LSHIFT, unicode="", scancode=0)])


def test_a_quick_shift_tab_goes_back_in_the_welcome_and_the_settings() -> None:
    """A keyboard tester's Shift+Tab from the welcome's languages went to the first lesson
    instead of "Not now", and in Settings it went forward."""
    app = support.make_app()
    support.step(app)
    app.stack.push(TutorialOffer(app, "schotten-totten"))
    support.step(app)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    offer.focus = len(offer.buttons)  # the row of languages
    shift_tab(app)
    assert offer.focus == len(offer.buttons) - 1
    app.stack.pop()
    app.stack.push(SettingsScene(app))
    support.step(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    settings.focus = 2
    shift_tab(app)
    assert settings.focus == 1


def test_statistics_tabs_turn_with_left_and_right_from_the_tab_row() -> None:
    """Keyboard re-test: Statistics' tabs turned with Tab only, and the open tab looked like
    the focused button."""
    app = support.make_app()
    app.stack.push(StatisticsScene(app))
    support.step(app)
    stats = app.stack.top
    assert isinstance(stats, StatisticsScene)
    first = stats.game
    support.key(app, pygame.K_RIGHT)  # on Close, the right-hand button: Right stays there
    assert stats.game == first and stats.focus == 0
    support.key(app, pygame.K_LEFT)
    assert stats.focus == 1 and stats.game == first  # Reset, left of Close
    support.key(app, pygame.K_UP)
    support.key(app, pygame.K_RIGHT)
    assert stats.game == (first + 1) % len(app.games)
    support.step(app)
    assert stats.tabs[stats.game].focused and not any(b.focused for b in stats.buttons)
    assert stats.tabs[stats.game].tab and stats.tabs[stats.game].primary
    support.key(app, pygame.K_RETURN)  # on the tabs Enter presses nothing
    assert app.stack.top is stats
    support.key(app, pygame.K_DOWN)
    assert stats.focus == 0  # back on Close
    support.key(app, pygame.K_LEFT)
    support.key(app, pygame.K_RETURN)
    assert app.stack.top is not stats and stats in app.stack.scenes  # Reset asks first


def test_left_and_right_stop_at_the_end_of_a_row_of_choices() -> None:
    """Keyboard re-test: a row of two choices wrapped round, so Right on "On" gave "Off"."""
    changes: list[int] = []
    row = widgets.Choice(["Off", "On"], 1, on_change=changes.append)
    row.step(1)
    assert row.index == 1 and changes == []
    row.step(-1)
    row.step(-1)
    assert row.index == 0 and changes == [0]
    app = support.make_app()
    app.stack.push(SettingsScene(app))
    support.step(app)
    settings = app.stack.top
    assert isinstance(settings, SettingsScene)
    first = settings.rows[0][1]  # the language row
    assert isinstance(first, widgets.Choice)
    for _ in range(len(first.options) + 2):
        support.key(app, pygame.K_RIGHT)
    assert first.index == len(first.options) - 1
    # One focus at a time: Close is ringed only once the keys reach it (a keyboard tester
    # saw a row lit and Close ringed at once).
    assert not settings.close_button.primary and not settings.close_button.focused
    support.key(app, pygame.K_UP)
    support.step(app)
    assert settings.close_button.primary and settings.close_button.focused


def test_a_row_of_choices_draws_every_option_at_one_size() -> None:
    """Tester (Greek set-up): "Άνθρωπος" and "Δύσκολος" were shrunk while "Εύκολος" beside
    them was not, and a chosen option shrank as it turned bold."""
    app = support.make_app()
    row = widgets.Choice(["Άνθρωπος", "Εύκολος", "Μέτριος", "Δύσκολος"])
    row.rect = pygame.Rect(0, 0, 330, 44)
    rects = row.option_rects()
    size = row.label_size(app.assets, rects)
    assert size < int(44 * 0.4)  # the longest word needs a smaller size than the row's
    for option, rect in zip(row.options, rects, strict=True):
        # A margin of a sixth of the height at each end (5 px left the bold word
        # touching the button's edges at 1920x1080).
        assert app.assets.text(option, "text_bold", size, (0, 0, 0)).get_width() <= \
            rect.w - 2 * (44 // 6)
    wider = row.label_size(app.assets, [pygame.Rect(0, 0, 400, 44)] * 4)
    assert wider == int(44 * 0.4)


def tab(app: App, shift: bool = False) -> None:
    support.settle(app)
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, unicode="",
                                          mod=pygame.KMOD_LSHIFT if shift else 0,
                                          scancode=0)])


def lit(buttons: dict[str, Button]) -> list[str]:
    return [name for name, button in buttons.items() if button.focused]


def test_tab_goes_through_the_table_buttons_and_enter_presses_the_lit_one() -> None:
    """Tab did not reach the table's buttons: Hint, Undo and Menu had their own keys, which
    the buttons do not show."""
    app = support.make_app()
    board = start_game(app)
    board.update_buttons()
    usable = sorted((name for name, button in board.buttons.items()
                     if button.visible and button.enabled),
                    key=lambda name: (board.buttons[name].rect.y, board.buttons[name].rect.x))
    assert "menu" in usable and "hint" in usable
    seen = []
    for _ in usable:
        tab(app)
        seen += lit(board.buttons)
    assert seen == usable  # one at a time, in reading order
    tab(app)
    assert lit(board.buttons) == usable[:1]  # round again
    tab(app, shift=True)
    assert lit(board.buttons) == usable[-1:]  # and back
    # Shift pressed on its own first, as a hand does, keeps the light where it is.
    support.key(app, pygame.K_LSHIFT)
    tab(app, shift=True)
    assert lit(board.buttons) == usable[-2:-1]
    # A click anywhere, or a key of the table, puts the light out.
    support.step(app, [support.mouse(pygame.MOUSEBUTTONDOWN, (5, 300)),
                       support.mouse(pygame.MOUSEBUTTONUP, (5, 300))])
    assert lit(board.buttons) == []
    tab(app)
    chosen = board.selected
    support.key(app, pygame.K_RIGHT)
    assert lit(board.buttons) == [] and board.selected != chosen
    while lit(board.buttons) != ["menu"]:
        tab(app)
    support.key(app, pygame.K_RETURN)
    assert app.stack.top is not board  # the pause menu, as Menu's click opens it


def test_tab_reaches_the_take_that_hint() -> None:
    from scenes.takethat.session import HUMAN
    from tests.test_takethat_scenes import start, wait_for_my_turn

    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", rounds=1)
    wait_for_my_turn(app, board)
    for _ in range(len(board.buttons) + 1):
        tab(app)
        if lit(board.buttons) == ["hint"]:
            break
    assert lit(board.buttons) == ["hint"]
    support.key(app, pygame.K_SPACE)
    # Asked first, as a click asks, whether the round may count as assisted.
    assert app.stack.top is not board and board.hint is None


def test_the_arrows_choose_no_card_while_a_draw_waits() -> None:
    """While the draw waited (a deck to choose), Left raised a hand card and showed Cancel,
    though no card could be played."""
    app = support.make_app(auto_draw=False)
    board = start_game(app, tactics=True)
    support.key(app, pygame.K_RIGHT)
    assert board.selected is not None  # on the turn, the arrows choose a card
    for digit in range(9):
        if board.effective_phase().name == "DRAW":
            break
        support.key(app, pygame.K_1 + digit)
    assert board.effective_phase().name == "DRAW", board.effective_phase()
    board.selected = None
    support.key(app, pygame.K_LEFT)
    board.update_buttons()
    assert board.selected is None and not board.buttons["cancel"].visible


def test_down_from_a_wide_button_goes_to_the_first_of_the_two_under_it() -> None:
    """The end of a game: Rematch across the panel, View board and Main menu under it.
    A pixel of rounding put Main menu's centre nearer, and a keyboard player pressed Down
    and Enter for View board and left the finished table for good."""
    def button(x: int, y: int, w: int) -> Button:
        return Button("", lambda: None, rect=pygame.Rect(x, y, w, 38))
    buttons = [button(202, 384, 620), button(202, 432, 305), button(517, 432, 305)]
    assert widgets.focus_toward(buttons, 0, pygame.K_DOWN) == 1
    assert widgets.focus_toward(buttons, 2, pygame.K_UP) == 0


def test_a_long_tip_takes_several_lines_and_the_place_where_it_hides_least() -> None:
    """A Take That pile's list of cards ran in one line across the whole top of the window
    and over the Menu button; with no free place, it lay over the seat's name."""
    app = support.make_app((1024, 640))
    text = " ".join(str(card) for card in range(12, 60)) + " and one card taken unseen"
    over = pygame.Rect(640, 40, 40, 60)
    name, below = pygame.Rect(400, 10, 280, 20), pygame.Rect(400, 102, 280, 20)
    right = pygame.Rect(690, 0, 334, 640)
    plate = widgets.draw_tip(app.screen, app.assets, text, over, 12, (name, below, right))
    assert plate.w <= 1024 * widgets.TIP_WIDTHS[0] + 12
    assert plate.h > 2 * app.assets.font("text_bold", 12).get_linesize()  # wrapped
    assert plate.right <= over.left and not plate.colliderect(name)  # to the left



@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_the_set_up_line_keeps_clear_of_the_start_buttons_focus_ring(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The focus ring round Start cut the last word of the line under the rows (a Polish
    keyboard player at 1280x800)."""
    from scenes.shell import forms
    from scenes.ui.text import set_language

    app = support.make_app(size)
    set_language("pl")
    try:
        app.start_scene(MainMenu(app))
        setup = SetupScene(app)
        app.stack.push(setup)
        support.step(app)
        rows = setup.rows()
        setup.focus = len(rows) + setup.reachable_buttons().index(setup.start_button)
        setup.pointer = rows[-1][1].rect.center
        assert setup.hint()
        hints: list[pygame.Surface] = []
        label = widgets.fitted_label

        def fitted(assets: object, text: str, *args: object, **kwargs: object
                   ) -> pygame.Surface:
            image = label(assets, text, *args, **kwargs)  # type: ignore[arg-type]
            if text == setup.hint():
                hints.append(image)
            return image

        monkeypatch.setattr(forms, "fitted_label", fitted)
        tops: list[int] = []

        class Screen(pygame.Surface):
            def blit(self, image: pygame.Surface, dest: object,  # type: ignore[override]
                     *args: object, **kwargs: object) -> pygame.Rect:
                if hints and image is hints[-1] and isinstance(dest, tuple):
                    tops.append(int(dest[1]))
                return super().blit(image, dest, *args, **kwargs)  # type: ignore[arg-type]

        setup.draw(Screen(size))
        assert len(tops) == 1
        top, height = tops[0], hints[-1].get_height()
        start = setup.start_button.rect
        assert top + height <= start.top - widgets.focus_reach(start.h)
        # With room to breathe under the last row as well: pressed between it and the
        # buttons, it read as crowded (an Italian tester, 1920x1080).
        below = start.top - widgets.focus_reach(start.h) - (top + height)
        assert top - rows[-1][1].rect.bottom >= height // 2 and below >= height // 2, (
            top - rows[-1][1].rect.bottom, below, height)
    finally:
        set_language("en")


def test_the_set_up_line_explains_the_option_under_the_pointer() -> None:
    """A newcomer could compare the two editions (and the levels) only by choosing each:
    the line explained the option chosen, whatever the pointer rested on."""
    from scenes.ui.text import t

    app = support.make_app()
    app.start_scene(MainMenu(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    support.step(app)
    setup.edition.index = 0
    setup.pointer = setup.edition.option_rects()[1].center
    assert setup.hint() == t("setup.hint.edition")
    assert setup.edition.index == 0  # only pointed at, not chosen
    setup.pointer = setup.edition.option_rects()[0].center
    assert setup.hint() != t("setup.hint.edition")
    if setup.level.visible:
        setup.pointer = setup.level.option_rects()[-1].center
        assert setup.hint() == t(f"setup.hint.level.{setup.levels[-1]}")
