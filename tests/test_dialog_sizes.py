"""Dialogs from the smallest window to a 4K screen: every font of a dialog grows with the
window's height, so its panel must grow too, and a long title (four computer players
sharing a win, in any language) must stay inside the panel."""

from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

from collections.abc import Iterator

import pytest

from scenes.core.app import App
from scenes.shell.dialogs import Dialog
from scenes.ui.text import LANGUAGES, language, set_language, t
from scenes.ui.widgets import Button
from tests import scenes_support as support

SIZES = ((1024, 640), (1920, 1080), (2560, 1440), (3840, 2160))


class WideDialog(Dialog):
    """A dialog as wide as the Take That summary."""

    width_share = 0.62
    content_height = 0.3


@pytest.fixture(autouse=True)
def keep_language() -> Iterator[None]:
    before = language()
    yield
    set_language(before)


def shared_win(players: int) -> str:
    """The title of a game won jointly by ``players`` hard computer players."""
    names = [t("tt.player.computer", n=seat + 1, level=t("level.hard"))
             for seat in range(players)]
    joined = names[0]
    for name in names[1:]:
        joined = t("tt.summary.and", first=joined, then=name)
    return t("tt.summary.shared_game", names=joined)


def dialog(app: App, title: str, size: tuple[int, int]) -> WideDialog:
    made = WideDialog(app, title, [Button("OK", lambda: None)])
    made.resize(size)
    return made


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_shared_win_fits_its_panel(code: str, size: tuple[int, int]) -> None:
    app = support.make_app(size)
    set_language(code)
    for players in (2, 3, 4):
        title = shared_win(players)
        made = dialog(app, title, size)
        room = made.panel.w - 48
        px, lines = made.title_lines(size[1])
        assert len(lines) <= 2 and px >= max(16, max(20, size[1] // 26) * 3 // 4)
        font = app.assets.font("display", px)
        # every word drawn, no line wider than the panel, the lines above the content
        assert " ".join(lines) == title, (players, lines)
        assert all(font.size(line)[0] <= room for line in lines), (players, lines)
        labels = made.title_labels(size[1])
        assert sum(label.get_height() for label in labels) <= made.content_rect.y - made.panel.y


def test_the_panel_grows_with_the_window_height() -> None:
    app = support.make_app(SIZES[0])
    widths = [dialog(app, "Title", size).panel.w for size in SIZES]
    assert widths[0] == 620 + 80  # the smallest window keeps the layout it had
    assert widths == sorted(widths) and widths[-1] > 2 * widths[0]
    for index in range(1, len(SIZES)):
        grown = SIZES[index][1] / SIZES[index - 1][1]
        assert widths[index] - 80 >= (widths[index - 1] - 80) * grown - 1


def test_a_short_title_keeps_one_line_at_full_size() -> None:
    app = support.make_app((1920, 1080))
    made = dialog(app, "Round 2 of 3", (1920, 1080))
    labels = made.title_labels(1080)
    assert len(labels) == 1
    assert labels[0].get_height() >= app.assets.font("display", 1080 // 26).get_height() - 1


@pytest.mark.parametrize("size", SIZES[:2])
def test_a_long_question_grows_its_dialog_above_the_buttons(size: tuple[int, int]) -> None:
    """A concession at the last round of a hot-seat match ran to four Greek lines, the
    last of them onto the Yes button."""
    from scenes.shell.modal import ConfirmDialog, body_px
    from scenes.ui.widgets import wrap

    app = support.make_app(size)
    long = "Ada gives up this round: Bea wins it and scores 5 points. " * 4
    dialog = ConfirmDialog(app, "Concede?", long, lambda: None, "Yes")
    app.stack.push(dialog)
    support.step(app)
    lines = wrap(app.assets, long, "text", body_px(size[1]), dialog.content_rect.w)
    height = len(lines) * app.assets.font("text", body_px(size[1])).get_linesize()
    assert len(lines) >= 4 and dialog.content_rect.y + height <= dialog.buttons[0].rect.top
    assert app.screen.get_rect().contains(dialog.panel)
    short = ConfirmDialog(app, "Concede?", "Yes?", lambda: None, "Yes")
    short.resize(size)
    assert short.content_rect.h == int(size[1] * ConfirmDialog.content_height)
