"""A game between people at one screen is kept beside the game against the computer: a
family's hot-seat game, started over a player's own game, ended it (after a warning that
was read as a formality)."""

from __future__ import annotations

import json

import pytest

from scenes.core.app import App
from scenes.core.scene import Scene
from scenes.model.storage import data_dir
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import SetupScene
from scenes.shell.chooser import GameChooser
from scenes.shell.dialogs import ConfirmDialog
from scenes.shell.menu import MainMenu
from scenes.shell.resume import resume_line
from scenes.table.logpanel import even_lines
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.session import HUMAN
from scenes.ui.text import LANGUAGES, set_language, t
from tests import scenes_support as support
from tests.session_support import play_until, press, start_game
from tests.test_takethat_scenes import start as start_takethat

COMPUTER_SAVE = "session.json"
PEOPLE_SAVE = "session-hotseat.json"


def menu_of(app: App) -> MainMenu:
    app.go_home()
    support.step(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    return menu


def press_start(app: App, **choices: object) -> Scene | None:
    """From the main menu, the set-up with ``choices`` and Start: what comes up."""
    menu_of(app)
    schotten.remember(app, SetupChoices(**{"first": "me", "level": "random", **choices}))  # type: ignore[arg-type]
    support.new_game(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    press(app, setup.start_button)
    return app.stack.top


def test_a_hot_seat_match_leaves_the_match_against_the_computer() -> None:
    app = support.make_app()
    board = start_game(app, rounds=3)
    play_until(app, board, 4)
    computer = board.session
    # No question: nothing is replaced.
    assert not isinstance(press_start(app, mode="hotseat"), ConfirmDialog)
    people = next(scene for scene in app.stack.scenes if isinstance(scene, BoardScene)).session
    assert people.hotseat and people is not computer
    assert schotten.current(app, False) is computer and schotten.current(app, True) is people
    assert (data_dir() / COMPUTER_SAVE).exists() and (data_dir() / PEOPLE_SAVE).exists()
    assert len(menu_of(app).resumable_lines()) == 2
    # Both come back in the next run, each of its kind, the computer's as it was left.
    again = support.make_app()
    kept = schotten.current(again, False)
    assert kept is not None and kept.match.state.log == computer.match.state.log
    assert schotten.current(again, True) is not None
    assert len(menu_of(again).resumable_lines()) == 2


def test_continue_asks_which_and_each_opens_its_own_table() -> None:
    app = support.make_app()
    start_game(app)
    menu_of(app)
    people = start_game(app, mode="hotseat", name1="Ana", name2="Bruno").session
    computer = schotten.current(app, False)
    assert computer is not None and computer is not people
    menu = menu_of(app)
    press(app, menu.buttons[1])  # Continue
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser) and chooser.resuming
    name = app.games[0].name()
    # Two buttons of one game say which is which.
    assert [button.label for button in chooser.buttons[:2]] == [
        t("menu.kept.computer", game=name), t("menu.kept.hotseat", game=name)]
    press(app, chooser.buttons[1])
    board = app.stack.top
    assert isinstance(board, BoardScene) and board.session is people
    menu = menu_of(app)
    press(app, menu.buttons[1])
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    press(app, chooser.buttons[0])
    board = next(scene for scene in app.stack.scenes if isinstance(scene, BoardScene))
    assert board.session is computer


def quit_question(app: App) -> str:
    """What the main menu's Quit asks (the question is then closed)."""
    menu_of(app).quit()
    support.step(app)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    question.close()
    support.step(app)
    return question.body


def test_one_game_of_each_name_keeps_its_plain_name_and_quit_counts_the_games() -> None:
    app = support.make_app()
    assert quit_question(app) == t("menu.quit_confirm.body")
    start_game(app, mode="hotseat")
    assert quit_question(app) == t("menu.quit_confirm.saved")
    start_takethat(app, HUMAN, "easy")
    assert quit_question(app) == t("menu.quit_confirm.saved_many")  # "your game" read as one
    press(app, menu_of(app).buttons[1])
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    assert [button.label for button in chooser.buttons[:2]] == [
        entry.name() for entry in app.games]


def test_a_new_match_replaces_only_its_own_kind() -> None:
    app = support.make_app()
    start_game(app)
    menu_of(app)
    people = start_game(app, mode="hotseat").session
    first = schotten.current(app, False)
    question = press_start(app)
    assert isinstance(question, ConfirmDialog)  # the computer match is replaced, once asked
    # The question says which match it would end, as Continue names it.
    assert first is not None
    assert question.body.split("\n")[1] == resume_line(app, app.games[0], first)
    press(app, question.buttons[0])
    second = schotten.current(app, False)
    assert second is not None and second is not first
    assert schotten.current(app, True) is people


def test_a_hot_seat_match_saved_before_it_had_its_own_file_moves_to_it() -> None:
    app = support.make_app()
    start_game(app, mode="hotseat", name1="Ana", name2="Bruno")
    folder = data_dir()
    (folder / PEOPLE_SAVE).replace(folder / COMPUTER_SAVE)  # as an earlier version saved it
    saved = (folder / COMPUTER_SAVE).read_text(encoding="utf-8")
    again = support.make_app()
    assert schotten.current(again, False) is None
    kept = schotten.current(again, True)
    assert kept is not None and [p.name for p in kept.players] == ["Ana", "Bruno"]
    assert not (folder / COMPUTER_SAVE).exists()
    assert (folder / PEOPLE_SAVE).read_text(encoding="utf-8") == saved
    assert not again.notices


def test_a_second_game_of_one_kind_is_set_aside_and_said() -> None:
    """A hand-edited folder with a hot-seat match in each file: one is read, the other
    renamed beside it, not lost, and the menu says so in a sentence."""
    app = support.make_app()
    start_game(app, mode="hotseat", name1="Ana", name2="Bruno")
    folder = data_dir()
    content = (folder / PEOPLE_SAVE).read_text(encoding="utf-8")
    (folder / COMPUTER_SAVE).write_text(content, encoding="utf-8")
    again = support.make_app()
    assert schotten.current(again, True) is not None
    assert schotten.current(again, False) is None
    assert (folder / "session.broken-1.json").read_text(encoding="utf-8") == content
    assert not (folder / COMPUTER_SAVE).exists()
    assert again.notices == [t("notice.session.moved", reason=t("notice.reason.twice"),
                               file="session.broken-1.json")]


def test_a_save_of_the_wrong_kind_that_cannot_move_stays_and_is_logged(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    app = support.make_app()
    start_game(app, mode="hotseat")
    folder = data_dir()
    (folder / PEOPLE_SAVE).replace(folder / COMPUTER_SAVE)

    def refused(source: object, target: object) -> None:
        raise PermissionError("read-only folder")

    monkeypatch.setattr("scenes.core.app.os.replace", refused)
    again = support.make_app()
    assert schotten.current(again, True) is not None  # played on all the same
    assert "could not move" in caplog.text and (folder / COMPUTER_SAVE).exists()


def test_a_take_that_game_of_people_and_one_of_a_person_are_both_kept() -> None:
    app = support.make_app()
    alone = start_takethat(app, HUMAN, "easy").session
    menu_of(app)
    family = start_takethat(app, HUMAN, HUMAN, "easy").session
    assert not alone.hotseat and family.hotseat
    assert takethat.current(app, False) is alone and takethat.current(app, True) is family
    assert (data_dir() / "takethat-session.json").exists()
    assert (data_dir() / "takethat-session-hotseat.json").exists()
    # Abandoning the family's game ends that one only.
    board = next(scene for scene in app.stack.scenes if isinstance(scene, TakeThatBoard))
    board.concede()
    support.step(app)
    assert takethat.current(app, True) is None and takethat.current(app, False) is alone
    assert not (data_dir() / "takethat-session-hotseat.json").exists()
    assert (data_dir() / "takethat-session.json").exists()
    assert len(menu_of(app).resumable_lines()) == 1


def test_a_replaced_games_table_does_not_write_over_the_new_one() -> None:
    app = support.make_app()
    old = start_game(app)
    menu_of(app)
    start_game(app)  # the same kind: replaced, once asked
    saved = (data_dir() / COMPUTER_SAVE).read_text(encoding="utf-8")
    app.save_session(schotten.KEY, old.session)
    assert (data_dir() / COMPUTER_SAVE).read_text(encoding="utf-8") == saved
    assert json.loads(saved)["match"] != json.loads(old.session.to_json())["match"]


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_chooser_of_four_kept_games_fits_the_smallest_window(language: str) -> None:
    app = support.make_app()
    start_game(app)
    for start in (lambda: start_game(app, mode="hotseat", name1="Αλεξάνδρα",
                                     name2="Κωνσταντίνος"),
                  lambda: start_takethat(app, HUMAN, "easy", "easy", "easy"),
                  lambda: start_takethat(app, HUMAN, HUMAN, HUMAN, "easy")):
        menu_of(app)
        start()
    set_language(language)
    try:
        menu = menu_of(app)
        assert len(menu.resumable_lines()) == 4
        press(app, menu.buttons[1])
        chooser = app.stack.top
        assert isinstance(chooser, GameChooser) and len(chooser.items) == 4
        support.step(app)
        height = app.size[1]
        for button in chooser.buttons:
            assert button.rect.top >= 0 and button.rect.bottom <= height, button.label
            # The label at its full size within the button's room (it shrinks otherwise).
            px = max(10, int(button.rect.h * 0.42))
            label = app.assets.text(button.label, "text_bold", px)
            room = button.rect.w - max(16, button.rect.h // 2)
            assert label.get_width() <= room, button.label
        for (entry, kept), button in zip(chooser.items, chooser.buttons, strict=False):
            assert kept is not None
            line = resume_line(app, entry, kept)
            lines = even_lines(app.assets, line, chooser.blurb_px, button.rect.w)
            assert len(lines) <= chooser.blurb_lines, line
        assert chooser.buttons[-1].rect.bottom + 20 <= height
    finally:
        set_language("en")
