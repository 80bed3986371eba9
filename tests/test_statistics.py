"""Statistics: booked when a round and a match end, per computer level and for hot-seat,
kept across runs, reset only after a confirmation; a bad file is set aside."""

from __future__ import annotations

import datetime
import json

import pygame
import pytest

import game
from scenes.core.app import App
from scenes.core.people import people_of
from scenes.games import GAMES
from scenes.model.seats import PlayerSpec
from scenes.model.statistics import Statistics
from scenes.model.storage import data_dir
from scenes.schotten import records
from scenes.schotten import session as schotten
from scenes.schotten.records import RECENT_RESULTS, Record
from scenes.schotten.summary import RoundSummary
from scenes.shell.dialogs import ConfirmDialog, CurtainOverlay, PauseOverlay
from scenes.shell.menu import MainMenu
from scenes.shell.statistics import StatisticsScene
from scenes.takethat import records as tt_records
from scenes.ui.text import set_language, t
from tests import scenes_support as support
from tests.session_support import (
    board_of,
    play_until,
    press,
    replace_with_a_new_match,
    start_game,
)

SPECS = {entry.key: entry.statistics for entry in GAMES}


def finish_round(app: App, loser: int) -> None:
    """``loser`` concedes the round in play; the summary comes up."""
    board = board_of(app)
    if isinstance(app.stack.top, CurtainOverlay):
        press(app, app.stack.top.button)
    board.state.resign(loser)
    board.after_action()
    support.step(app, frames=5)
    assert isinstance(app.stack.top, RoundSummary)


def next_round(app: App) -> None:
    summary = app.stack.top
    assert isinstance(summary, RoundSummary)
    press(app, summary.buttons[0])
    support.step(app, frames=2)


def test_a_won_match_against_the_computer_is_counted_for_its_level() -> None:
    app = support.make_app()
    board = start_game(app, rounds=3, level="medium")
    play_until(app, board, 10)
    finish_round(app, 1)
    record = records.section(app.stats).groups["medium"]
    stones = board.session.match.results[0].stones[0]
    assert (record.games, record.wins, record.losses, record.stones) == (1, 1, 0, stones)
    assert record.matches == 0 and records.section(app.stats).recent == []
    next_round(app)
    finish_round(app, 0)
    next_round(app)
    finish_round(app, 1)
    record = records.section(app.stats).groups["medium"]
    assert (record.games, record.wins, record.losses, record.streak, record.best_streak) == (
        3, 2, 1, 1, 1)
    assert (record.matches, record.match_wins) == (1, 1)
    entry = records.section(app.stats).recent[0]
    assert entry.group == "medium" and entry.rounds == 3 and entry.outcome == "win"
    assert entry.score == board.session.match.scores
    assert entry.date == datetime.date.today().isoformat() and not entry.assisted
    again = support.make_app()
    assert again.stats == app.stats and again.notices == []


def test_hotseat_is_counted_separately_from_player_one_side() -> None:
    app = support.make_app()
    start_game(app, mode="hotseat", name1="Ada", name2="Bea")
    finish_round(app, 0)
    record = records.section(app.stats).groups["hotseat"]
    assert (record.games, record.losses, record.matches, record.match_wins) == (1, 1, 1, 0)
    assert records.section(app.stats).recent[0].outcome == "loss"
    assert records.section(app.stats).recent[0].names == ("Ada", "Bea")


def test_each_person_of_a_hot_seat_match_has_a_tally_of_their_own() -> None:
    """An English couple found Ben's rounds counted only as player 1's against "hot-seat"
    and Ana's nowhere: each person gets a row, read back from the file."""
    app = support.make_app()
    start_game(app, mode="hotseat", name1="Ada", name2="Bea", rounds=3)
    finish_round(app, 0)
    next_round(app)
    finish_round(app, 1)
    next_round(app)
    finish_round(app, 0)
    assert board_of(app).session.match.winner == 1
    own = records.section(Statistics.from_data(json.loads(app.stats.to_json()), SPECS))
    assert own.groups["hotseat"].games == 3
    ada, bea = own.people["Ada"], own.people["Bea"]
    assert (ada.games, ada.wins, ada.losses, ada.matches, ada.match_wins) == (3, 1, 2, 1, 0)
    assert (bea.games, bea.wins, bea.losses, bea.matches, bea.match_wins) == (3, 2, 1, 1, 1)
    assert bea.best_streak == 1 and ada.streak == 0
    rows = [name for name, _ in records.table(own).rows]
    assert rows[-2:] == [t("stats.person", name="Ada"), t("stats.person", name="Bea")]
    # Alone against the computer a typed name has its row; the default "You" is nobody.
    app.go_home()
    support.step(app)
    start_game(app, level="easy", name1="Cleo")
    finish_round(app, 1)
    assert records.section(app.stats).people["Cleo"].wins == 1
    you = PlayerSpec(t("player.you"))
    assert people_of((you, PlayerSpec("Computer", "easy")), False) == []
    assert people_of((you, PlayerSpec("Bea")), True) == [(0, you.name), (1, "Bea")]
    broken = json.loads(app.stats.to_json())
    broken["people"]["Bea"] = {"games": 1, "wins": 2}
    with pytest.raises(ValueError, match="Bea"):
        Statistics.from_data(broken, SPECS)


def test_an_assisted_round_counts_only_as_assisted() -> None:
    app = support.make_app()
    board = start_game(app, level="easy")
    board.session.assisted.add(0)
    finish_round(app, 1)
    record = records.section(app.stats).groups["easy"]
    assert (record.games, record.wins, record.assisted, record.matches) == (0, 0, 1, 0)
    assert records.section(app.stats).recent[0].assisted


def test_a_round_is_booked_once_even_when_finished_again_after_a_restart() -> None:
    app = support.make_app()
    board = start_game(app, rounds=3, level="easy")
    board.state.resign(1)
    board.session.match.record_round()
    if records.book_session_round(app.stats, board.session):
        app.save_statistics()
    saved_stats = (data_dir() / "statistics.json").read_text(encoding="utf-8")
    # The game was killed before the save recorded the result: the next run finishes and
    # books the round again, which must not count twice.
    del board.session.match.results[:]
    app.save_session(schotten.KEY)
    again = support.make_app()
    menu = again.stack.top
    assert isinstance(menu, MainMenu)
    press(again, menu.buttons[1])
    support.step(again, frames=5)
    assert (data_dir() / "statistics.json").read_text(encoding="utf-8") == saved_stats
    assert records.section(again.stats).groups["easy"].games == 1


def restart_from_pause(app: App) -> None:
    board_of(app).open_pause()
    support.step(app)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    restart = next(b for b in pause.buttons if b.label == t("pause.restart"))
    press(app, restart)


def test_restarting_a_round_played_asks_first_and_the_new_deal_is_not_counted() -> None:
    """A losing round could be thrown away for a fresh deal that counted as the first; and
    before any move a bad hand could be swapped for free (a hot-seat family)."""
    app = support.make_app()
    board = start_game(app, level="easy")
    restart_from_pause(app)  # nothing played yet, but the hand has been seen: asked
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[1])
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    press(app, pause.buttons[0])
    assert app.stack.top is board and not board.session.assisted
    card = next(c for c in board.state.hands[0] if c < 54)
    board.submit(game.Action.from_text(f"play {game.card_text(card)} 5"))
    restart_from_pause(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog) and confirm.body == t("confirm.restart.body")
    press(app, confirm.buttons[1])  # Cancel: back to the pause menu, the round as it was
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    assert board.state.log and not board.session.assisted
    press(app, pause.buttons[0])
    restart_from_pause(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[0])
    support.step(app, frames=2)
    assert not board.state.log and board.session.assisted == {0}
    finish_round(app, 1)
    record = records.section(app.stats).groups["easy"]
    assert (record.games, record.wins, record.assisted) == (0, 0, 1)


def test_in_hot_seat_a_deal_nobody_has_seen_is_dealt_again_for_free() -> None:
    app = support.make_app()
    board = start_game(app, mode="hotseat", name1="Ada", name2="Bea")
    support.step(app, frames=3)
    assert isinstance(app.stack.top, CurtainOverlay)  # no hand shown yet
    assert not board.restart_costs()
    app.stack.top.dismiss()
    support.step(app)
    assert board.viewer is not None and board.restart_costs()


def test_a_match_replaced_by_a_new_one_counts_its_round_in_play_as_lost() -> None:
    """Starting a new match over a round going badly threw the round away uncounted, while
    conceding it counted as a loss."""
    app = support.make_app()
    board = start_game(app, level="easy", rounds=3)
    finish_round(app, 1 - board.perspective)  # a round won by the player stays won
    next_round(app)
    board = board_of(app)
    card = next(c for c in board.state.hands[board.perspective] if c < 54)
    board.submit(game.Action.from_text(f"play {game.card_text(card)} 5"))
    question = replace_with_a_new_match(app)
    assert question.body.split("\n")[0] == t("teach.replace.body.round_lost")
    record = records.section(app.stats).groups["easy"]
    assert (record.games, record.wins, record.losses) == (1, 1, 0)
    press(app, question.buttons[0])
    record = records.section(app.stats).groups["easy"]
    assert (record.games, record.wins, record.losses) == (2, 1, 1)
    # A round of the new match with no move yet is not counted; nor is hot-seat, where
    # giving up in player 1's name would be unfair.
    fresh = board_of(app)
    if not fresh.state.log:  # the computer may have opened the round
        question = replace_with_a_new_match(app)
        assert question.body.split("\n")[0] == t("teach.replace.body")
        press(app, question.buttons[1])
        app.go_home()
        support.step(app)
    # A round with an undo or a hint counts only as assisted: the question says no "lost".
    assisted = start_game(app, level="easy")
    play_until(app, assisted, 4)
    assisted.session.assisted.add(assisted.session.match.index)
    question = replace_with_a_new_match(app)
    assert question.body.split("\n")[0] == t("teach.replace.body")
    press(app, question.buttons[0])
    assert records.section(app.stats).groups["easy"].losses == 1
    app.go_home()
    support.step(app)
    start_game(app, mode="hotseat")
    play_until(app, board_of(app), 4)
    question = replace_with_a_new_match(app)
    assert question.body.split("\n")[0] == t("teach.replace.body")
    press(app, question.buttons[0])
    assert "hotseat" not in records.section(app.stats).groups


def test_the_last_results_keep_twenty_newest_first() -> None:
    stats = Statistics.empty(SPECS)
    config = game.GameConfig()
    for number in range(RECENT_RESULTS + 5):
        match = game.Match.start(config, 1, number)
        match.results.append(game.RoundResult(0, game.Reason.FIVE_STONES, (5, number % 5),
                                              (5, number % 5)))
        records.book_match(stats, f"{number}", "easy", match, 0, False)
    recent = records.section(stats).recent
    assert len(recent) == RECENT_RESULTS
    assert [entry.score[1] for entry in recent[:3]] == [4, 3, 2]
    assert Statistics.from_data(json.loads(stats.to_json()), SPECS) == stats


def test_a_hot_seat_result_names_both_players_and_the_winner() -> None:
    """The last results said "Two players" and "lost" from player 1's side only."""
    stats = Statistics.empty(SPECS)
    match = game.Match.start(game.GameConfig(), 1, 7)
    match.results.append(game.RoundResult(1, game.Reason.FIVE_STONES, (2, 5), (2, 5)))
    records.book_match(stats, "7", "hotseat", match, 0, False, names=("Ana", "Bruno"))
    [entry] = records.section(stats).recent
    cells = records.result_cells(entry)
    assert cells[1] == t("stats.hotseat.pair", first="Ana", second="Bruno")
    assert cells[-1] == t("stats.outcome.winner", name="Bruno")
    # In the plain colour: Ana's loss is not the reader's (it was red).
    table = records.table(records.section(stats))
    assert table.recent is not None and table.recent[1][0].outcome == "draw"
    back = Statistics.from_data(json.loads(stats.to_json()), SPECS)
    assert back == stats
    # A hand-edited pair of names costs only the names, never the numbers.
    data = json.loads(stats.to_json())
    for bad in (["Ana"], [1, 2], "Ana", ["Ana", "x" * 500]):
        data["recent"][0]["names"] = bad
        [kept] = records.section(Statistics.from_data(data, SPECS)).recent
        assert kept.names == () and kept.score == (2, 5)


def test_a_result_of_the_expert_rule_says_so() -> None:
    """An Italian tester's game with the expert rule was listed as "Tactics, IELLO 2016";
    the classic edition, whose claims are at the start of the turn anyway, says nothing
    more."""
    stats = Statistics.empty(SPECS)
    for number, config in enumerate((game.GameConfig(tactics=True, expert=True),
                                     game.GameConfig(edition="classic"), game.GameConfig())):
        match = game.Match.start(config, 1, number)
        match.results.append(game.RoundResult(0, game.Reason.FIVE_STONES, (5, 1), (5, 1)))
        records.book_match(stats, f"{number}", "hard", match, 0, False)
    plain, classic, expert = records.section(stats).recent
    assert expert.expert and not classic.expert and not plain.expert
    rules = f"{t('stats.variant.tactics')}, {t('setup.edition.iello')}"
    assert records.result_cells(expert)[2] == t("stats.variant.expert", rules=rules)
    assert records.result_cells(plain)[2] == f"{t('stats.variant.base')}, IELLO 2016"
    data = json.loads(stats.to_json())
    assert "expert" not in data["recent"][0] and data["recent"][2]["expert"] is True
    assert Statistics.from_data(data, SPECS) == stats


def open_statistics(app: App) -> StatisticsScene:
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    press(app, menu.buttons[4])
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    return scene


def test_reset_asks_first_and_then_clears_everything() -> None:
    app = support.make_app()
    start_game(app, level="hard")
    finish_round(app, 1)
    app.start_scene(MainMenu(app))
    scene = open_statistics(app)
    support.step(app)
    press(app, scene.buttons[1])
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[1])
    assert records.section(app.stats).groups["hard"].wins == 1
    press(app, scene.buttons[1])
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[0])
    assert app.stats == Statistics.empty(SPECS)
    assert app.stack.top is scene
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)
    assert support.make_app().stats == Statistics.empty(SPECS)


@pytest.mark.parametrize("content", [
    "[[[",
    json.dumps({"format": "schotten-totten/statistic@1"}),
    json.dumps({"format": "schotten-totten/statistics@1", "groups": {"easy": {"wins": -3}}}),
    json.dumps({"format": "schotten-totten/statistics@1", "groups": {"god": {}}}),
    json.dumps({"format": "schotten-totten/statistics@1",
                "groups": {"easy": {"games": 1, "wins": 99}}}),
    json.dumps({"format": "schotten-totten/statistics@1",
                "groups": {"hard": {"matches": 1, "match_wins": 2}}}),
    json.dumps({"format": "schotten-totten/statistics@1",
                "takethat": {"medium": {"games": 2, "wins": 3}}}),
    json.dumps({"format": "schotten-totten/statistics@1",
                "recent": [{"date": "yesterday", "group": "easy", "score": [1, 2]}]}),
])
def test_a_bad_statistics_file_is_set_aside_and_counting_starts_again(content: str) -> None:
    path = data_dir() / "statistics.json"
    path.write_text(content, encoding="utf-8")
    app = support.make_app()
    assert isinstance(app.stack.top, MainMenu)
    assert app.stats == Statistics.empty(SPECS)
    assert len(app.notices) == 1 and "statistics.broken-1.json" in app.notices[0]
    assert (data_dir() / "statistics.broken-1.json").read_text(encoding="utf-8") == content
    open_statistics(app)
    support.step(app, frames=2)


def test_the_scene_draws_every_level_and_hotseat() -> None:
    app = support.make_app()
    records.section(app.stats).groups["random"] = Record(games=2, wins=1, losses=1)
    scene = open_statistics(app)
    shown = records.shown_groups(records.section(app.stats))
    assert shown[-2:] == ["random", "hotseat"]
    assert len(scene.table().rows) == len(shown)
    support.step(app, frames=2)


@pytest.mark.parametrize("loser", [0, 1])
def test_a_later_round_says_its_winner_starts_it(loser: int) -> None:
    """The computer started round 2 and nothing said why."""
    app = support.make_app()
    board = start_game(app, level="easy", rounds=3)
    assert board.message == ""
    finish_round(app, loser)
    next_round(app)
    board = board_of(app)
    winner = 1 - loser
    first = board.state.log[0][0] if board.state.log else board.state.to_move
    assert first == winner
    if winner == 0:
        assert board.message == t("board.round_start.you", index=2)
    else:
        assert board.message == t("board.round_start.other", index=2, name=board.name(1))


def test_dates_of_the_last_results_are_written_the_language_s_way() -> None:
    from scenes.ui.text import local_date

    assert local_date("2026-11-28") == "2026-11-28"
    set_language("it")
    try:
        assert local_date("2026-11-28") == "28/11/2026"
        set_language("pl")
        assert local_date("2026-11-28") == "28.11.2026"
        assert local_date("yesterday") == "yesterday"
    finally:
        set_language("en")


def test_the_matches_column_always_says_played_and_won() -> None:
    """A lone "0" under "Matches (won)" left a tester unsure which of the two it was."""
    stats = Statistics.empty(SPECS)
    rows = dict(records.table(records.section(stats)).rows)
    column = records.COLUMNS.index("matches")
    assert rows[t("level.easy")][column] == t("stats.matches_won", n=0, won=0)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_few_last_results_fill_one_table_and_twenty_take_two(size: tuple[int, int]) -> None:
    """Two results were drawn in two half-width tables at 9 px, above an empty half page
    (a Polish tester at 1024x640)."""
    app = support.make_app(size)
    set_language("pl")
    scene = open_statistics(app)
    header = ["Data", "Przeciwnik", "Wariant", "Rundy", "Wynik", "Rezultat"]
    row = ["29.11.2026", "Średni", "Taktyczny, IELLO 2016", "1", "5–0", "wygrana *"]
    room = size[1] // 3
    px, _, tables = scene.recent_layout([header, row, row], scene.panel.w - 60, room)
    assert tables == 1 and px == max(10, scene.px - 2)
    px, _, tables = scene.recent_layout([header, *[row] * 20], scene.panel.w - 60, room)
    assert tables == 2 and px >= 9


def test_one_wrong_tally_is_left_out_and_the_rest_kept() -> None:
    """A robustness tester set one number to -7 by hand: the whole file was set aside and
    every count started again from zero. Only the wrong tally (or result) is left out now;
    the file as it was is kept beside, and the rest is written back."""
    good = {"games": 4, "wins": 3, "losses": 1, "stones": 20, "best_streak": 2,
            "streak": 1}
    content = json.dumps({
        "format": "schotten-totten/statistics@1",
        "groups": {"easy": {"wins": -7}, "hard": good},
        "people": {"Ola": good},
        "recent": [{"date": "yesterday", "group": "easy", "score": [1, 2]},
                   {"date": "2026-11-30", "group": "hard", "score": [5, 2]}],
        "takethat": {"medium": {"games": 2, "wins": 3}, "easy": {"games": 2, "wins": 1}}})
    path = data_dir() / "statistics.json"
    path.write_text(content, encoding="utf-8")
    app = support.make_app()
    own = records.section(app.stats)
    assert set(own.groups) == {"hard"} and own.groups["hard"].wins == 3
    assert set(own.people) == {"Ola"} and [r.group for r in own.recent] == ["hard"]
    assert set(tt_records.section(app.stats).groups) == {"easy"}
    assert app.notices == [t("notice.statistics.partial", file="statistics.broken-1.json")]
    assert (data_dir() / "statistics.broken-1.json").read_text(encoding="utf-8") == content
    again = support.make_app()
    assert again.stats == app.stats and not again.notices
