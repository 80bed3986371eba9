"""Beside Continue, the menu names the round to come once a round is over: "round 1 of 3,
5 – 0" read as if the round just won were still to be played."""

from __future__ import annotations

from scenes.shell.menu import MainMenu
from scenes.ui.text import set_language, t
from tests import scenes_support as support
from tests.session_support import start_game


def test_a_round_over_points_to_the_next_round() -> None:
    app = support.make_app()
    board = start_game(app, rounds=3)
    [before] = support.continue_lines(app)
    app.stack.push(board)
    support.step(app)
    board.concede()
    support.step(app, frames=120)
    match = board.session.match
    assert len(match.results) == 1 and not match.is_over
    [after] = support.continue_lines(app)

    def line(index: int, score: str) -> str:
        return str(t("teach.menu.resumes", game=app.games[0].name(),
                     players=board.session.players[1].name, index=index, rounds=3,
                     score=score))

    assert before == line(1, "0\u00a0–\u00a00")
    assert after == line(2, "\u00a0–\u00a0".join(str(score) for score in match.scores))


def test_the_opponent_is_named_in_the_case_the_sentence_asks() -> None:
    """Greek read "με αντίπαλο Υπολογιστής (Εύκολος)": after "με αντίπαλο" the name takes
    the accusative, "τον Υπολογιστή", also after the game was saved and loaded."""
    app = support.make_app()
    start_game(app, rounds=3)
    set_language("el")
    try:
        [line] = support.continue_lines(app)
        assert "με αντίπαλο τον Υπολογιστή (" in line, line
        again = support.make_app()  # the same data folder: the game saved and loaded
        set_language("el")
        assert support.continue_lines(again) == [line]
        # Portuguese and Italian with the article: "contra Computador" read as a name.
        for code, said in (("pt", "contra o Computador ("), ("it", "contro il Computer (")):
            set_language(code)
            [line] = support.continue_lines(app)
            assert said in line, line
    finally:
        set_language("en")


def test_two_people_are_both_named_in_the_scores_order() -> None:
    """A Greek hot-seat pair read "με αντίπαλο Ελένη" beside Continue, as if the first
    player were the only one reading the menu."""
    app = support.make_app()
    start_game(app, mode="hotseat", name1="Νίκος", name2="Ελένη", rounds=3)
    support.step(app, frames=2)  # the curtain up, as a player leaving would see it
    [line] = support.continue_lines(app)
    assert line == t("teach.menu.resumes_people", game=app.games[0].name(), first="Νίκος",
                     second="Ελένη", index=1, rounds=3, score="0\u00a0–\u00a00")


def test_under_the_quit_question_the_box_beside_continue_is_not_drawn() -> None:
    """It stuck out beside the "Quit?" dialog like a stray tooltip (a tester)."""
    app = support.make_app()
    start_game(app, rounds=3)
    [line] = support.continue_lines(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    drawn = support.drawn_texts(app, menu)
    assert any(part in line for part in drawn if len(part) > 8)
    menu.quit()
    support.step(app)
    assert app.stack.top is not menu
    drawn = support.drawn_texts(app, menu)
    assert not any(part in line for part in drawn if len(part) > 8)
