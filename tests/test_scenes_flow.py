"""Menu → set-up → board → round summary → next round, driven by events, in both modes."""

from __future__ import annotations

import pygame
import pytest

from game.schotten.match import RoundResult
from game.schotten.model import Reason
from scenes.core.app import App
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import SetupScene
from scenes.schotten.summary import RoundSummary, points_line
from scenes.shell.chooser import GameChooser
from scenes.shell.dialogs import ConfirmDialog, CurtainOverlay, PauseOverlay
from scenes.shell.menu import MainMenu
from scenes.ui.text import t
from scenes.ui.widgets import Button, draw_dim
from tests import scenes_support as support


def press(app: App, button: Button) -> None:
    support.click(app, button.rect.center)


def top(app: App) -> object:
    return app.stack.top


def board_of(app: App) -> BoardScene:
    return next(s for s in app.stack.scenes if isinstance(s, BoardScene))


def dismiss_curtain(app: App) -> None:
    for _ in range(20):
        scene = top(app)
        if isinstance(scene, CurtainOverlay):
            press(app, scene.button)
            return
        support.step(app)


@pytest.mark.parametrize("mode", ["computer", "hotseat"])
def test_menu_setup_board_summary_next_round(mode: str) -> None:
    app = support.make_app()
    schotten.remember(app, SetupChoices(mode=mode, rounds=3, level="random", first="me"))
    menu = top(app)
    assert isinstance(menu, MainMenu)
    assert not menu.buttons[1].enabled
    support.new_game(app)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    assert setup.hotseat == (mode == "hotseat")
    press(app, setup.start_button)
    board = top(app)
    assert isinstance(board, BoardScene)
    if mode == "hotseat":
        support.step(app, frames=2)
        assert isinstance(top(app), CurtainOverlay)
        dismiss_curtain(app)
    assert board.viewer == board.state.to_move == 0
    support.key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseOverlay)
    press(app, pause.buttons[4])
    confirm = top(app)
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[0])
    support.step(app, frames=5)
    summary = top(app)
    assert isinstance(summary, RoundSummary)
    assert board.session.match.results[0].winner == 1
    press(app, summary.buttons[0])
    support.step(app, frames=2)
    if mode == "hotseat":
        dismiss_curtain(app)
    assert board_of(app).session.match.index == 1
    assert board_of(app).state.outcome is None
    support.key(app, pygame.K_ESCAPE)
    press(app, top(app).buttons[5])  # type: ignore[attr-defined]
    assert isinstance(top(app), MainMenu)
    assert top(app).buttons[1].enabled  # type: ignore[attr-defined]
    press(app, top(app).buttons[1])  # type: ignore[attr-defined]
    assert isinstance(top(app), BoardScene)


def test_setup_remembers_the_last_choices() -> None:
    app = support.make_app()
    support.new_game(app)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    setup.variant.choose(1)
    setup.rounds.choose(2)
    press(app, setup.back_button)
    support.new_game(app)
    again = top(app)
    assert isinstance(again, SetupScene)
    assert again.variant.index == 1 and again.rounds.index == 2


def conceded_round(rounds: int) -> tuple[App, BoardScene]:
    """A match of ``rounds`` against the computer, started from the set-up, whose first
    round the person concedes (its summary is on top)."""
    app = support.make_app()
    schotten.remember(app, SetupChoices(mode="computer", rounds=rounds, level="random",
                                        first="me"))
    support.new_game(app)
    press(app, top(app).start_button)  # type: ignore[attr-defined]
    board = board_of(app)
    board.concede()
    support.step(app, frames=5)
    return app, board


def test_match_end_shows_the_final_screen_and_rematch_starts_a_new_match() -> None:
    app, board = conceded_round(1)
    summary = top(app)
    assert isinstance(summary, RoundSummary)
    assert board.session.match.is_over
    labels = [b.label for b in summary.buttons]
    assert "Next round" not in labels and labels[0] == "Rematch"
    press(app, summary.buttons[0])
    support.step(app)
    new_board = board_of(app)
    assert new_board is not board and new_board.state.outcome is None


def test_the_main_menu_names_every_game_in_the_box() -> None:
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    line = menu.games_line()
    names = [entry.name() for entry in app.games]
    assert line is not None and len(names) == 2
    assert all(name in line for name in names), line
    # A box of one game has no such line: the logo already names it.
    app.games = app.games[:1]
    assert menu.games_line() is None


def test_the_game_chooser_takes_the_menus_place_with_no_second_frame_below() -> None:
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    panel = menu.buttons[0].rect.unionall([b.rect for b in menu.buttons])
    below = (panel.centerx, panel.bottom + 12)

    def pixel(dim: bool = False) -> tuple[int, int, int]:
        surface = pygame.Surface(app.screen.get_size())
        app.stack.draw(surface)
        if dim:
            draw_dim(surface, 170)
        colour = surface.get_at(below)
        return colour.r, colour.g, colour.b

    menu_dimmed = pixel(dim=True)
    support.click(app, support.menu_button(app, 0))
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    assert below[1] > chooser.buttons[-1].rect.bottom + 40, "below the chooser's panel"
    covered = pixel()
    app.stack.pop()
    app.stack.apply_pending()
    menu.draw_buttons = lambda surface: None  # type: ignore[method-assign]
    assert covered == pixel(dim=True) != menu_dimmed


def test_the_summary_says_how_the_points_of_a_round_came() -> None:
    result = RoundResult(0, Reason.THREE_ADJACENT, (4, 1), (5, 1))
    assert points_line(result, 0, "Ada", 5) == t("summary.points.won", name="Ada", points=5,
                                                 total=5)
    assert points_line(result, 1, "Bea", 1) == t("summary.points.one", name="Bea", total=1)
    drawn = RoundResult(None, Reason.STALEMATE, (3, 2), (3, 2))
    assert points_line(drawn, 1, "Bea", 2) == t("summary.points", name="Bea", points=2,
                                                total=2)
    assert "winning" in points_line(result, 0, "Ada", 5)
    # No stone held: "0 points, one per stone held" counted nothing (an Italian tester).
    nothing = RoundResult(0, Reason.FIVE_STONES, (5, 0), (5, 0))
    assert points_line(nothing, 1, "Bea", 3) == t("summary.points.none", name="Bea", total=3)


def test_a_match_lost_says_who_won_its_last_round() -> None:
    """An Italian tester won the last round of a match the computer won, and the summary
    said only that the computer had won the match."""
    app, board = conceded_round(3)
    match = board.session.match
    for loser in (0, 1):  # the person conceded round 1; round 2 too, then wins round 3
        press(app, top(app).buttons[0])  # type: ignore[attr-defined]
        support.step(app, frames=3)
        board = board_of(app)
        board.state.resign(loser)
        board.after_action()
        support.step(app, frames=60)
    summary = top(app)
    assert isinstance(summary, RoundSummary) and match.is_over and match.winner == 1
    assert summary.heading().endswith(t("summary.round_won.you").rstrip("."))
    assert ". ·" not in summary.heading()


def test_half_way_through_a_match_the_summary_offers_to_start_over_not_a_rematch() -> None:
    """Tester: "Rematch" after round 1 of 2 read as if the match were over."""
    app, board = conceded_round(3)
    summary = top(app)
    assert isinstance(summary, RoundSummary) and not board.session.match.is_over
    labels = [b.label for b in summary.buttons]
    assert labels[:2] == [t("summary.next"), t("summary.start_over")] and "Rematch" not in labels
    # It asks first: Right and Enter, meant for Next round, started a three-round match
    # over and lost its score (a family's play-test). Cancel keeps the summary.
    seed = board.session.match.seed
    support.step(app, frames=60)  # the summary's settling pause
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_RETURN)
    question = top(app)
    assert isinstance(question, ConfirmDialog)
    assert question.title == t("summary.start_over.title") and question.focus == 1
    support.key(app, pygame.K_RETURN)
    assert top(app) is summary and board.session.match.seed == seed
    press(app, summary.buttons[1])
    question = top(app)
    assert isinstance(question, ConfirmDialog)
    press(app, question.buttons[0])
    support.step(app, frames=2)
    assert board_of(app).session.match.seed != seed


def test_the_pause_menu_leaves_only_its_shade_under_its_question() -> None:
    """A Greek tester saw the pause menu's title and frame around the question Concede
    asked; under it the pause menu now draws its shade alone."""
    app = support.make_app()
    schotten.remember(app, SetupChoices(mode="computer", level="random", first="me"))
    support.new_game(app)
    press(app, top(app).start_button)  # type: ignore[attr-defined]
    support.key(app, pygame.K_ESCAPE)
    pause = top(app)
    assert isinstance(pause, PauseOverlay)
    press(app, pause.buttons[4])
    assert isinstance(top(app), ConfirmDialog)
    size = app.screen.get_size()
    drawn, shaded = pygame.Surface(size), pygame.Surface(size)
    for surface in (drawn, shaded):
        board_of(app).draw(surface)
    pause.draw(drawn)
    draw_dim(shaded, 185)
    assert pygame.image.tobytes(drawn, "RGB") == pygame.image.tobytes(shaded, "RGB")


def test_start_loses_its_rim_while_the_keys_are_on_another_button() -> None:
    """An Italian tester saw Back focused and Start still framed, and could not tell which
    button Enter would press."""
    app = support.make_app()
    support.new_game(app)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    setup.draw(app.screen)
    assert setup.start_button.primary
    rows = len(setup.rows())
    setup.focus = rows  # Back, the first button after the rows
    setup.draw(app.screen)
    assert setup.back_button.focused and not setup.start_button.primary
    setup.focus = rows + len(setup.reachable_buttons()) - 1  # Start
    setup.draw(app.screen)
    assert setup.start_button.focused and setup.start_button.primary


@pytest.mark.parametrize("saved", [False, True])
def test_quit_asks_first(saved: bool) -> None:
    """Up from New game wraps round to Quit, and a keyboard tester closed the game with
    one Enter too many: Quit asks, Cancel (focused) stays, and the question says whether a
    game in progress is kept."""
    app = support.make_app()
    menu = top(app)
    assert isinstance(menu, MainMenu)
    if saved:
        support.new_game(app)
        press(app, top(app).start_button)  # type: ignore[attr-defined]
        support.step(app, frames=3)
        support.key(app, pygame.K_ESCAPE)
        press(app, top(app).buttons[5])  # type: ignore[attr-defined]
        menu = top(app)
        assert isinstance(menu, MainMenu)
    press(app, menu.buttons[5])
    dialog = top(app)
    assert isinstance(dialog, ConfirmDialog) and app.running
    assert dialog.body == t("menu.quit_confirm.saved" if saved else "menu.quit_confirm.body")
    support.key(app, pygame.K_RETURN)  # the focused answer: stay
    assert top(app) is menu and app.running
    press(app, menu.buttons[5])
    press(app, top(app).buttons[0])  # type: ignore[attr-defined]
    assert not app.running
