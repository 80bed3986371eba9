"""The column headers of Take That's summary each stay inside their column, whole, in
every language: Brazilian "Viradas para baixo" ran into "Sapos" at the smallest window,
shrunk to the 9 px floor on one line; a header too long for its column now takes two."""

from __future__ import annotations

import pytest

from scenes.model.seats import PlayerSpec
from scenes.takethat.summary import TakeThatSummary
from scenes.ui.text import LANGUAGES, set_language, t
from tests import scenes_support as support
from tests import test_i18n_render as render


def lines_of(header: str, drawn: dict[str, int]) -> list[str]:
    """The lines ``header`` was drawn in: itself, or two runs of its words; [] if
    neither was drawn."""
    if header in drawn:
        return [header]
    words = header.split()
    for cut in range(1, len(words)):
        lines = [" ".join(words[:cut]), " ".join(words[cut:])]
        if all(line in drawn for line in lines):
            return lines
    return []


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize("rounds", [1, 6])
def test_every_header_fits_its_column_whole(code: str, rounds: int) -> None:
    app = support.make_app((1024, 640))
    app.settings.language = code
    set_language(code)
    try:
        board = render.takethat_board(app, 4, rounds=rounds)
        for _ in range(rounds - 1):
            render.finish_takethat(app, board)
            app.stack.pop(app.stack.top)
            app.stack.apply_pending()
            board.next_round()
        render.finish_takethat(app, board)
        app.stack.apply_pending()
        summary = app.stack.top
        assert isinstance(summary, TakeThatSummary), app.stack.scenes
        headers = summary.rows()[0][1:]
        widths: dict[str, int] = {}
        for text, label in support.drawn_labels(app, summary):
            widths[text] = min(label.get_width(), widths.get(text, label.get_width()))
        rect = summary.content_rect
        assert sum(summary.widths) <= rect.w * 0.66 + 1  # the names keep their third
        for header, column in zip(headers, summary.widths, strict=True):
            lines = lines_of(header, widths)
            assert lines, (code, header)  # drawn whole, on one line or two
            for line in lines:
                assert widths[line] <= column - 6, (code, header, line, widths[line], column)
    finally:
        set_language("en")


def test_the_end_of_a_game_helped_in_an_earlier_round_says_it_is_not_counted() -> None:
    """An Italian tester took a hint in the first of two rounds; at the game's end the
    statistics showed no game and the last summary had said nothing of it."""
    app = support.make_app((1280, 800))
    render.SCENES["takethat-match-over-assisted"](app)
    app.stack.apply_pending()
    summary = app.stack.top
    assert isinstance(summary, TakeThatSummary) and summary.board.session.match.is_over
    assert 1 not in summary.board.session.assisted  # the last round had no help
    texts = support.drawn_texts(app, summary)
    assert t("tt.summary.game_assisted") in texts
    assert t("tt.summary.assisted") not in texts


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_one_person_who_did_not_finish_first_reads_their_place(code: str) -> None:
    """A play-tester who came last of four looked in vain for a line about herself under
    a title that named a computer: the game's end now gives her place and how far behind
    first place she finished, in a line that fits the panel in every language."""
    app = support.make_app((1024, 640))
    app.settings.language = code
    set_language(code)
    try:
        render.SCENES["takethat-match-over"](app)
        app.stack.apply_pending()
        summary = app.stack.top
        assert isinstance(summary, TakeThatSummary)
        match = summary.board.session.match
        totals = match.totals
        assert totals[0] < max(totals)  # the scene's person (seat 0) did not finish first
        behind = max(totals) - totals[0]
        place = 1 + sum(1 for total in totals if total > totals[0])
        own = summary.own_place()
        assert own.startswith(t("tt.summary.own_place.many", place=place, seats=4,
                                count=behind).split(",")[0])
        assert str(behind) in own
        drawn = dict(support.drawn_labels(app, summary))
        assert own in drawn
        assert drawn[own].get_width() <= summary.content_rect.w
    finally:
        set_language("en")


def test_no_own_place_for_a_winner_or_at_a_table_of_several_people() -> None:
    """The title already speaks to a winner, and at a hot-seat table "your" would be no
    one's."""
    app = support.make_app((1024, 640))
    render.SCENES["takethat-match-over"](app)
    app.stack.apply_pending()
    summary = app.stack.top
    assert isinstance(summary, TakeThatSummary)
    session = summary.board.session
    people = session.players
    assert summary.own_place()  # seat 0, the one person, did not finish first
    winner = session.match.winners[0]
    session.players = tuple(PlayerSpec(spec.name, None if seat == winner else "medium")
                            for seat, spec in enumerate(people))
    assert not summary.own_place()  # the one person won
    session.players = (PlayerSpec("Ann"), PlayerSpec("Bob"), *people[2:])
    assert not summary.own_place()  # two people at the table
