"""The round summary of Schotten Totten holds every line inside its panel, above its
buttons: after a long round (nine stones, reasons of two lines) the points lines were
drawn under Rematch and View the table at every window size; and no reason is cut."""

from __future__ import annotations

import random

import pytest

import game
from game.schotten.explain import Named
from scenes.core.app import App
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.schotten.summary import COLUMNS, REASON_LINES, RoundSummary, text_px
from scenes.schotten.words import formation_text, reason_text
from scenes.shell.menu import MainMenu
from scenes.table import timing
from scenes.ui.text import set_language, t
from scenes.ui.widgets import wrap
from tests import scenes_support as support
from tests import test_i18n_render as render


def played_round(app: App, setup: SetupChoices, seed: int) -> BoardScene:
    """A table for ``setup`` whose round is played out by claiming at every chance."""
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, seed)))
    app.start_scene(MainMenu(app))
    app.stack.push(board)
    app.stack.apply_pending()
    state = board.state
    rng = random.Random(seed)
    while state.outcome is None:
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        state.play(claims[0] if claims else rng.choice(legal))
    board.after_action()
    return board


def long_round(size: tuple[int, int], seed: int, code: str = "en") -> RoundSummary:
    """A round of a three-round match with tactic cards, played out by claiming at every
    chance, and its summary, in language ``code``."""
    app = support.make_app(size)
    app.settings.language = code
    set_language(code)
    setup = SetupChoices(mode="computer", tactics=True, first="me", level="easy", rounds=3)
    board = played_round(app, setup, seed)
    summary = RoundSummary(app, board)
    app.stack.push(summary)
    app.stack.apply_pending()
    return summary


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("code", ["en", "it", "el"])
def test_every_line_of_a_long_round_is_above_the_buttons(size: tuple[int, int],
                                                          code: str) -> None:
    try:
        for seed in (3, 11, 19):
            summary = long_round(size, seed, code)
            rect = summary.content_rect
            assert not summary.board.session.match.is_over
            assert rect.bottom <= min(button.rect.top for button in summary.buttons)
            assert summary.panel.bottom <= size[1]
            px = text_px(size[1])
            while px > 9 and summary.content_needed(px, rect.w) > rect.h:
                px -= 1
            assert summary.content_needed(px, rect.w) <= rect.h, (seed, px)
            assert px >= text_px(size[1]) - 2, (seed, px)  # the type keeps its size
            # No reason is cut: an early claim's bracket about tactic cards lost its end.
            why_w = int(rect.w * COLUMNS[-1]) - px // 2
            for report in summary.board.reports():
                reason = reason_text(report, summary.board.art.naming)
                lines = wrap(summary.app.assets, reason, "text", px, why_w)
                assert len(lines) <= REASON_LINES, (seed, reason)
    finally:
        set_language("en")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
def test_nine_reasons_of_two_lines_still_leave_the_points_above_the_buttons(
        size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """The helper's round: most stones with a two-line reason."""
    from scenes.schotten import summary as module

    long = "claimed early: no unseen clan cards could beat it, " * 2
    monkeypatch.setattr(module, "reason_text", lambda report, naming="iello", marked=False: long)
    summary = long_round(size, 5)
    summary.resize(size)
    rect = summary.content_rect
    px = text_px(size[1])
    assert summary.content_needed(px, rect.w) > int(size[1] * 0.54)  # the panel's old share
    assert rect.bottom <= min(button.rect.top for button in summary.buttons)
    assert summary.panel.top >= 0 and summary.panel.bottom <= size[1]
    while px > 9 and summary.content_needed(px, rect.w) > rect.h:
        px -= 1
    assert summary.content_needed(px, rect.w) <= rect.h
    assert px >= text_px(size[1]) - 2


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800)])
@pytest.mark.parametrize("code", ["it", "pt", "el", "pl", "en"])
def test_an_early_claim_with_tactic_cards_to_come_is_said_whole(
        code: str, size: tuple[int, int], monkeypatch: pytest.MonkeyPatch) -> None:
    """Its bracket about tactic cards lost its end on two lines (Italian, 1280x800)."""
    from scenes.schotten import summary as module

    try:
        summary = long_round(size, 5, code)
        cards = t("teach.list.or", rest=t("tactic.JOKER1"), last=t("tactic.SHIELD"))
        reason = t("teach.why.proof_tactics", cards=cards)
        monkeypatch.setattr(module, "reason_text",
                            lambda report, naming="iello", marked=False: reason)
        summary.resize(size)
        px = summary.fitted_px(size[1])
        rect = summary.content_rect
        why_w = int(rect.w * COLUMNS[-1]) - px // 2
        assert len(wrap(summary.app.assets, reason, "text", px, why_w)) <= REASON_LINES
        # The summary itself says the tactic cards once, in a note under the table.
        marked = t("teach.why.proof_marked")
        assert len(wrap(summary.app.assets, marked, "text", px, why_w)) <= REASON_LINES
        note = t("teach.summary.proof_note", cards=cards)
        assert len(wrap(summary.app.assets, note, "text", max(9, px - 2), rect.w)) <= 2
    finally:
        set_language("en")


def longest_sides() -> list[Named]:
    """Every side whose words are longest: each colour's runs and colours (four cards,
    two-digit sums), four of a kind, a run of four, a side short of its cards."""
    sides = [Named("kind", value=9, size=size, count=size) for size in (3, 4)]
    for colour in range(6):
        for values in ((6, 7, 8), (6, 7, 8, 9)):
            sides.append(Named("colour_run", colour=colour, values=values, size=len(values),
                               count=len(values)))
        sides.append(Named("colour", colour=colour, total=30, size=4, count=4))
    sides += [Named("run", values=(6, 7, 8, 9), size=4, count=4), Named("sum", total=30),
              Named("incomplete", size=4, count=3), Named("empty")]
    return sides


@pytest.mark.parametrize("code", ["pl", "en", "el", "it", "pt"])
def test_every_side_is_said_whole_in_full_size_at_the_smallest_window(code: str) -> None:
    """Polish at 1024x640: 'wszystkie w kolorze pomarańczowym, su…' was cut, and the row
    drawn in smaller type."""
    try:
        summary = long_round((1024, 640), 5, code)
        px = summary.fitted_px(640)
        assert px == text_px(640)
        room = int(summary.content_rect.w * COLUMNS[1]) - px // 2
        font = summary.app.assets.font("text", px)
        for side in longest_sides():
            words = formation_text(side)
            assert font.size(words)[0] <= room, words
    finally:
        set_language("en")


def test_the_summary_says_the_turn_that_ended_the_round_when_the_other_side_played_it() -> None:
    """Tester: the computer's winning card and claim came up behind the summary; only View
    board showed what had happened."""
    seen: set[bool] = set()
    for seed in range(1, 40):
        summary = long_round((1024, 640), seed)
        board = summary.board
        seat = board.view.log[-1][0]
        line = summary.deciding_move()
        if seat == board.viewer:
            assert line == ""
        else:
            assert line.startswith(f"Last turn — {board.name(seat)}:"), line
            assert "claimed stone" in line, line  # the claim that won the round
        seen.add(seat == board.viewer)
        if len(seen) == 2:
            break
    assert seen == {True, False}


def test_the_other_sides_winning_turn_stays_on_the_table_twice_as_long() -> None:
    for seed in range(1, 40):
        app = support.make_app(speed="normal")
        board = played_round(app, SetupChoices(mode="computer", first="me", level="easy"),
                             seed)
        theirs = board.view.log[-1][0] != board.viewer
        board.finish_round(timing.ROUND_END_PAUSE * 1.5, False)
        assert board.summary_shown is not theirs
        if theirs:
            board.finish_round(timing.ROUND_END_PAUSE * 0.5, False)
            assert board.summary_shown
            return
    raise AssertionError("no round the computer ended")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_short_round_leaves_no_band_of_empty_panel(size: tuple[int, int]) -> None:
    """The content took 54% of the window whatever it held: a conceded round's short
    reasons left a band of empty panel above the buttons."""
    app = support.make_app(size)
    setup = SetupChoices(mode="computer", level="easy", rounds=3)
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, 3)))
    app.start_scene(MainMenu(app))
    app.stack.push(board)
    app.stack.apply_pending()
    board.state.resign(1)
    board.after_action()
    summary = RoundSummary(app, board)
    app.stack.push(summary)
    app.stack.apply_pending()
    px = text_px(size[1])
    assert summary.content_needed(px, summary.content_rect.w) < int(size[1] * 0.5)
    spare = summary.content_rect.h - summary.content_needed(px, summary.content_rect.w)
    assert 0 <= spare <= px


def test_the_end_of_a_match_helped_in_an_earlier_round_says_it_is_not_counted() -> None:
    """Matches stayed at 0 with no word of why when the help had come in the first round."""
    app = support.make_app((1280, 800))
    render.SCENES["match-over-assisted"](app)
    app.stack.apply_pending()
    summary = app.stack.top
    assert isinstance(summary, RoundSummary)
    texts = support.drawn_texts(app, summary)
    assert t("summary.match_assisted") in texts
    assert not any(t("summary.assisted").rstrip(".") in text for text in texts)
