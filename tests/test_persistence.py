"""The game in progress is saved after every action and Continue resumes it exactly, also
in a new run; a save that cannot be used is set aside and reported, and the game starts."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable

import pytest

import game
from scenes.core.app import App
from scenes.model.seats import PlayerSpec
from scenes.model.settings import settings_to_json
from scenes.model.storage import data_dir
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SESSION_FORMAT, Session, session_from_data
from scenes.shell.dialogs import CurtainOverlay
from scenes.shell.menu import MainMenu
from scenes.ui import text
from scenes.ui.text import LANGUAGES
from tests import scenes_support as support
from tests.session_support import (
    board_of,
    play_until,
    press,
    round_ready_for_recruiter,
    start_game,
)


def saved() -> dict[str, object]:
    data = json.loads((data_dir() / "session.json").read_text(encoding="utf-8"))
    assert isinstance(data, dict)
    return data


def continue_in_a_new_run() -> tuple[App, BoardScene]:
    """Start the app again on the same data folder and press Continue."""
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert app.notices == []
    assert menu.buttons[1].enabled
    press(app, menu.buttons[1])
    return app, board_of(app)


def test_every_action_is_saved_and_a_new_run_continues_exactly() -> None:
    app = support.make_app()
    board = start_game(app, tactics=True, rounds=3, name1="Ada", level="easy")
    for actions in (3, 8, 15):
        play_until(app, board, actions)
        match = game.Match.from_json(json.dumps(saved()["match"]))
        assert match.state == board.state
        assert len(match.state.log) == len(board.state.log)
    before = board.state.copy()
    _, resumed = continue_in_a_new_run()
    assert resumed.state == before
    assert resumed.session.players == (PlayerSpec("Ada"), board.session.players[1])
    assert resumed.session.players[1].level == "easy"
    match = resumed.session.match
    assert (match.rounds, match.seed) == (3, board.session.match.seed)


def test_hotseat_names_and_a_finished_round_of_a_match_are_resumed() -> None:
    app = support.make_app()
    board = start_game(app, mode="hotseat", rounds=3, name1="Ada", name2="Bea")
    play_until(app, board, 6)
    # A round is conceded by the player at the screen, not from behind the curtain: wait
    # for the hand-over, and let the next player say who they are.
    for _ in range(120):
        if board.viewer is not None and not isinstance(app.stack.top, CurtainOverlay):
            break
        if isinstance(app.stack.top, CurtainOverlay):
            press(app, app.stack.top.button)
        support.step(app)
    board.concede()
    support.step(app, frames=5)
    match = board.session.match
    assert len(match.results) == 1 and 5 in match.scores
    _, resumed = continue_in_a_new_run()
    again = resumed.session.match
    assert resumed.session.hotseat
    assert [p.name for p in resumed.session.players] == ["Ada", "Bea"]
    assert again.scores == match.scores and again.results == match.results
    assert again.state.outcome == match.state.outcome
    assert again.state.outcome is not None and again.state.outcome.reason is game.Reason.CONCEDED


def test_recruiter_knowledge_of_each_seat_is_resumed() -> None:
    config = game.GameConfig(tactics=True)
    seed = 3
    state = round_ready_for_recruiter(seed)
    recruit = game.Action.from_text("play RECRUITER")
    seat = state.to_move
    assert seat is not None
    state.play(recruit)
    while state.to_move == seat:
        state.play(state.legal_actions()[0])
    assert len(state.view(seat).known_in_decks) == 2
    assert state.view(1 - seat).known_in_decks == ()
    app = support.make_app()
    schotten.start(app, Session(game.Match(config, 1, seed, state),
                                (PlayerSpec("Ada"), PlayerSpec("Bea"))))
    app.save_session(schotten.KEY)
    _, resumed = continue_in_a_new_run()
    for viewer in (0, 1):
        assert resumed.state.view(viewer).known_in_decks == state.view(viewer).known_in_decks
    assert resumed.state == state


def test_a_demonstration_is_not_saved() -> None:
    app = support.make_app()
    match = game.Match.start(game.GameConfig(), 1, 5, 0)
    session = Session(match, (PlayerSpec("A", "random"), PlayerSpec("B", "random")), demo=True)
    app.stack.push(BoardScene(app, schotten.start(app, session)))
    support.step(app, frames=20)
    assert match.state.log
    assert not (data_dir() / "session.json").exists()


def real_save() -> str:
    app = support.make_app()
    board = start_game(app)
    play_until(app, board, 6)
    return (data_dir() / "session.json").read_text(encoding="utf-8")


def hand_edited(text: str) -> str:
    """A save whose first hand has one card swapped with the clan deck's top card."""
    data = json.loads(text)
    state = data["match"]["state"]
    state["hands"][0][0], state["clan_deck"][-1] = state["clan_deck"][-1], state["hands"][0][0]
    return json.dumps(data)


def foreign(text: str) -> str:
    return text.replace(SESSION_FORMAT, "schotten-totten/sessions@1")


def unknown_level(text: str) -> str:
    data = json.loads(text)
    data["players"][1]["level"] = "grandmaster"
    return json.dumps(data)


def conceded_twice(text: str) -> str:
    data = json.loads(text)
    data["conceded"] = 3
    return json.dumps(data)


@pytest.mark.parametrize(("damage", "words"), [
    (lambda text: text[: len(text) // 2], "damaged"),
    (lambda text: "\x00\xff garbage", "damaged"),
    (foreign, "format tag"),
    (hand_edited, "does not match"),
    (unknown_level, "grandmaster"),
    (conceded_twice, "conceded"),
    (lambda text: "[]", "not a JSON object"),
])
def test_a_bad_save_is_set_aside_and_reported_and_the_game_still_starts(
        damage: Callable[[str], str], words: str, caplog: pytest.LogCaptureFixture) -> None:
    bad = damage(real_save())
    path = data_dir() / "session.json"
    path.write_text(bad, encoding="utf-8")
    app = support.make_app()
    assert isinstance(app.stack.top, MainMenu)
    assert schotten.current(app) is None
    assert len(app.notices) == 1
    assert words in caplog.text + app.notices[0]  # the details: in the log, not the notice
    assert "damaged" in app.notices[0] or "not valid" in app.notices[0], app.notices[0]
    assert "session.broken-1.json" in app.notices[0]
    assert not path.exists()
    assert (data_dir() / "session.broken-1.json").read_text(encoding="utf-8") == bad
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    assert not menu.buttons[1].enabled
    support.step(app, frames=2)
    support.click(app, menu.notice_lines(app.size)[0].center)
    assert app.notices == []
    start_game(app)
    assert path.exists()


def test_the_engine_refuses_a_hand_edited_card_or_deck_order() -> None:
    data = json.loads(real_save())
    assert session_from_data(data).match.state.to_json()
    for place in ("hands", "clan_deck"):
        edited = json.loads(json.dumps(data))
        cards = edited["match"]["state"][place]
        if place == "hands":
            cards[0][0] = "R1" if cards[0][0] != "R1" else "R2"
        else:
            cards.reverse()
        with pytest.raises(ValueError):
            session_from_data(edited)


def test_saves_are_written_atomically_without_leftovers() -> None:
    real_save()
    assert sorted(p.name for p in data_dir().iterdir()) == ["session.json", "setup.json"]


def test_the_reason_a_save_was_set_aside_is_told_in_the_players_language() -> None:
    if "el" not in LANGUAGES:
        pytest.skip("the Greek texts are not installed")
    (data_dir() / "settings.json").write_text(
        settings_to_json({"language": "el"}), encoding="utf-8")
    (data_dir() / "session.json").write_text("{ not json", encoding="utf-8")
    app = support.make_app()
    assert app.settings.language == "el"
    assert len(app.notices) == 1
    notice = app.notices[0]
    assert text.t("notice.reason.not_json", detail="").rstrip() in notice, notice
    assert "damaged" not in notice and "session.broken-1.json" in notice


def test_the_kind_of_help_a_round_had_is_kept_and_a_bad_entry_only_logged(
        caplog: pytest.LogCaptureFixture) -> None:
    """The summary names the help that made a round assisted (a tester could not tell
    whether his undo had cost it); what a save says of it only words the summary, so a
    malformed entry is logged and left out, not the whole game."""
    data = json.loads(real_save())
    session = session_from_data(data)
    session.assist(0, "hint")
    session.assist(0, "undo")
    back = session_from_data(json.loads(session.to_json()))
    assert back.assisted == {0} and back.helps == {0: {"hint", "undo"}}
    bads: list[object] = [{"0": ["magic"]}, {"x": ["hint"]}, {"1": ["hint"]}, ["hint"],
                          {"0": []}]
    for bad in bads:
        edited = json.loads(session.to_json())
        edited["helps"] = bad
        with caplog.at_level(logging.WARNING):
            caplog.clear()
            kept = session_from_data(edited)
        assert kept.assisted == {0} and kept.helps == {}, bad
        assert "help" in caplog.text
