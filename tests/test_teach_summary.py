"""The round summary explains every stone (issue 23, item 2): both formations and the
reason, a "View board" button that shows the final table, and Esc that goes on."""

from __future__ import annotations

import pygame

import game
from game.schotten.cards import BLUFF
from game.schotten.explain import Group
from game.schotten.match import RoundResult
from game.schotten.model import Reason
from scenes.core.app import App
from scenes.schotten.summary import RoundSummary, rounds_line
from scenes.schotten.words import formation_text, proof_note, reason_text
from scenes.shell.menu import MainMenu
from scenes.ui.text import t
from tests import scenes_support as support
from tests.session_support import board_of, play_until, press, start_game
from tests.test_teach_explain import joker_in_hand


def finished(app: App, rounds: int = 1) -> RoundSummary:
    board = start_game(app, tactics=True, rounds=rounds)
    play_until(app, board, 400)
    support.step(app, frames=90)
    summary = app.stack.top
    assert isinstance(summary, RoundSummary), summary
    return summary


def test_every_stone_is_named_with_both_formations_and_why() -> None:
    app = support.make_app()
    summary = finished(app)
    board = summary.board
    reports = board.reports()
    state = board.state
    assert [report.owner for report in reports] == state.owner
    drawn = support.drawn_texts(app, summary)
    for report in reports:
        me = board.perspective
        total = report.reason != "formation"  # a colour's sum where the sum decides
        for side in (report.sides[me], report.sides[1 - me]):
            assert any(formation_text(side, total) in text for text in drawn)
        reason = reason_text(report, board.art.naming, marked=True)
        assert any(reason.startswith(text) for text in drawn if len(text) > 3)
    # The tactic cards an early claim's proof leaves out are said once, under the table.
    note = proof_note(reports, board.art.naming)
    assert not note or sum(text.startswith("* ") for text in drawn) == 1


def test_view_board_shows_the_table_and_esc_or_a_click_comes_back() -> None:
    app = support.make_app()
    summary = finished(app)
    view = next(b for b in summary.buttons if b.label == "View board")
    press(app, view)
    assert summary.viewing and app.stack.top is summary
    # The line that brings the summary back lies in the message line's place, clear of
    # both hands and of the stones' sides (at the top it covered the opponent's cards).
    lay = summary.board.layout
    line = summary.place_back(pygame.Rect(0, 0, 300, 40), app.screen)
    clear = ["hand_me", "hand_opponent", *(f"side_{who}_{n}" for who in ("me", "opponent")
                                           for n in range(1, 10))]
    assert line.colliderect(lay["message"]) and app.screen.get_rect().contains(line)
    assert [zone for zone in clear if line.colliderect(lay[zone])] == []
    support.key(app, pygame.K_ESCAPE)
    assert not summary.viewing and app.stack.top is summary
    press(app, view)
    # The wheel over the board keeps it, and goes back through the log (a tester turned it
    # over the log and lost the board).
    log = summary.board.layout["log"]
    over_log = (log.centerx, log.bottom - 20)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, over_log),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=2),
                       support.mouse(pygame.MOUSEBUTTONDOWN, over_log, button=4),
                       support.mouse(pygame.MOUSEBUTTONUP, over_log, button=4)])
    assert summary.viewing and summary.board.log_panel.back == 2
    support.key(app, pygame.K_PAGEDOWN)  # Page Down too keeps the board
    assert summary.viewing and summary.board.log_panel.back == 0
    support.click(app, (5, 5))
    assert not summary.viewing and app.stack.top is summary


def test_under_view_board_the_pointer_on_a_claimed_stone_shows_its_plaque() -> None:
    """A tester hovered over the claimed stones of the finished table and found nothing
    (at the table the plaque comes back)."""
    app = support.make_app()
    summary = finished(app)
    board = summary.board
    stone = next(s.stone for s in board.view.stones if board.claim_label(s.stone) is not None)
    texts = board.claim_label(stone)
    assert texts is not None
    text = texts[0]
    centre = board.layout[f"stone_{stone + 1}"].center
    support.step(app, [support.mouse(pygame.MOUSEMOTION, centre)])
    assert text not in support.drawn_texts(app, board)  # under the summary: nothing
    press(app, next(b for b in summary.buttons if b.label == t("teach.summary.view_board")))
    support.step(app, [support.mouse(pygame.MOUSEMOTION, centre)])
    assert summary.viewing and text in support.drawn_texts(app, board)


def test_esc_goes_on_to_the_next_round() -> None:
    app = support.make_app()
    finished(app, rounds=3)
    support.key(app, pygame.K_ESCAPE)
    support.step(app, frames=2)
    assert board_of(app).session.match.index == 1
    assert board_of(app).state.outcome is None
    assert not isinstance(app.stack.top, RoundSummary)


def test_esc_after_the_last_round_goes_to_the_main_menu() -> None:
    app = support.make_app()
    finished(app)
    support.key(app, pygame.K_ESCAPE)
    support.step(app, frames=2)
    assert isinstance(app.stack.top, MainMenu)


def test_the_summary_uses_what_the_person_knows_of_their_own_hand() -> None:
    """A tester's early claim was said to leave out "the Joker" still to come, when he had
    played one Joker and held the other: against the computer the summary knows his hand
    (in hot-seat both players read it, so it knows neither)."""
    app = support.make_app()
    board = start_game(app, tactics=True, level="easy")
    board.session.match.state = joker_in_hand()
    assert board.report_seat() == 0
    assert board.reports()[0].threats == (Group("tactic", cards=(BLUFF,)),)
    app = support.make_app()
    board = start_game(app, tactics=True, mode="hotseat")
    board.session.match.state = joker_in_hand()
    assert board.report_seat() is None
    assert len(board.reports()[0].threats[0].cards) == 2


def test_the_end_of_a_game_waits_longer_before_a_key_counts() -> None:
    """A tester playing fast pressed Enter as the game ended: Rematch started a new game
    and the final result was never seen."""
    app = support.make_app()
    summary = finished(app)  # one round: the game is over
    assert summary.settle_seconds > RoundSummary.settle_seconds
    summary.shown = RoundSummary.settle_seconds + 0.1  # enough for a round's end
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                 scancode=0)], 0.0)
    assert app.stack.top is summary
    summary.shown = summary.settle_seconds
    app.step([pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="",
                                 scancode=0)], 0.0)
    app.stack.apply_pending()
    assert app.stack.top is not summary


def test_an_assisted_round_says_what_help_it_had() -> None:
    """"Assisted round (hint, undo or a restart)": a tester could not tell whether his
    undo (which costs nothing until a new card has been seen) had cost the round."""
    app = support.make_app()
    summary = finished(app)
    session = summary.board.session
    session.assisted.add(0)
    assert summary.assisted_text() == t("summary.assisted")  # a save from before: no kind
    session.assist(0, "undo")
    session.assist(0, "hint")
    text = summary.assisted_text()
    assert "summary." not in text and "undo" not in str(t("summary.assisted.for", reasons=""))
    assert text == t("summary.assisted.for", reasons=t(
        "teach.list.and", rest=t("summary.help.hint"), last=t("summary.help.undo")))
    assert text.rstrip(".") in summary.heading()


def test_back_from_the_table_at_the_end_of_a_game_the_focus_is_on_view_board() -> None:
    """A Greek tester came back from the finished table with Rematch focused: a reflex
    Enter would have started a new game."""
    app = support.make_app()
    summary = finished(app)
    assert summary.buttons[summary.focus].label == t("summary.rematch")
    view = next(b for b in summary.buttons if b.label == t("teach.summary.view_board"))
    press(app, view)
    assert summary.viewing
    support.key(app, pygame.K_ESCAPE)
    assert not summary.viewing and summary.buttons[summary.focus] is view


def test_a_match_won_on_points_with_fewer_rounds_says_why() -> None:
    """An Italian tester won two rounds of three, lost the match 10 to 11, and took it for
    a bug: under the final score the summary says the higher total wins, when the rounds
    won say otherwise, and that equal totals draw."""
    config = game.GameConfig()

    def played(*results: tuple[int | None, tuple[int, int]]) -> game.Match:
        match = game.Match.start(config, len(results), seed=1)
        match.results = [RoundResult(winner, Reason.THREE_ADJACENT, (0, 0), points)
                         for winner, points in results]
        return match

    fewer = played((1, (1, 5)), (0, (5, 3)), (1, (0, 5)))  # 6 - 13 and 1 round - 2: agree
    assert rounds_line(fewer, 0) == ""
    upset = played((1, (0, 5)), (0, (5, 3)), (0, (5, 3)))  # 10 - 11, rounds 2 - 1
    assert rounds_line(upset, 0) == t("summary.match_rounds", a=2, b=1)
    assert rounds_line(upset, 1) == t("summary.match_rounds", a=1, b=2)
    even = played((1, (0, 5)), (0, (5, 2)), (0, (5, 3)))  # 10 - 10, rounds 2 - 1
    assert rounds_line(even, 0) == t("summary.match_rounds_draw", a=2, b=1)
