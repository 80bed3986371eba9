"""A saved game's seats: the names the game gave them follow the language of the day the
game is resumed in (a game saved in English and resumed in Greek names its computer in
Greek); the names people typed stay as they were typed."""

from __future__ import annotations

import json
from collections.abc import Iterator

import pytest

from scenes.schotten import session as schotten
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from as schotten_session
from scenes.takethat import session as takethat
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from scenes.takethat.setup import session_from as takethat_session
from scenes.ui import text
from scenes.ui.text import set_language, t


@pytest.fixture(autouse=True)
def english() -> Iterator[None]:
    before = text.language()
    set_language("en")
    yield
    set_language(before)


def test_take_that_computers_are_named_in_the_language_of_the_resume() -> None:
    choices = TakeThatChoices(players=3, seats=[
        SeatChoice("Ana"), SeatChoice(kind="easy"), SeatChoice(kind="hard"), SeatChoice()])
    saved = takethat_session(choices, seed=5).to_json()
    set_language("el")
    players = takethat.session_from_data(json.loads(saved)).players
    level = t("level.easy")
    assert [player.name for player in players] == [
        "Ana", t("tt.player.computer", n=1, level=level),
        t("tt.player.computer", n=2, level=t("level.hard"))]
    assert players[1].name != "Computer 1 (Easy)"
    set_language("pl")
    assert text.current(players[1].name) == t("tt.player.computer", n=1, level=t("level.easy"))


def test_schotten_names_follow_the_language_but_typed_ones_stay() -> None:
    set_language("pt")
    saved = schotten_session(SetupChoices(level="hard"), seed=3).to_json()
    set_language("it")
    you, computer = schotten.session_from_data(json.loads(saved)).players
    assert (you.name, computer.name) == (
        t("player.you"), t("player.computer", level=t("level.hard")))
    typed = schotten_session(SetupChoices(mode="hotseat", name1="Computer (Hard)",
                                          name2="Player 1"), seed=3).to_json()
    first, second = schotten.session_from_data(json.loads(typed)).players
    # A person who typed a computer's name keeps it; a default name of a person follows.
    assert first.name == "Computer (Hard)"
    assert second.name == t("player.default1")


def test_a_person_seat_never_takes_a_computers_name() -> None:
    choices = TakeThatChoices(players=2, seats=[SeatChoice("Computer (Easy)", HUMAN),
                                                SeatChoice(kind="easy")])
    saved = takethat_session(choices, seed=1).to_json()
    players = takethat.session_from_data(json.loads(saved)).players
    assert [player.name for player in players] == ["Computer (Easy)", "Computer (Easy) 2"]


def test_a_polish_computer_is_lower_case_in_its_brackets_and_old_saves_follow() -> None:
    """A Polish tester: an adjective inside a name takes no capital ("Komputer (średni)",
    not "Komputer (Średni)"); a game saved with the capital still names its computer the
    game's way, and follows a change of language."""
    set_language("pl")
    assert t("player.computer", level=t("level.medium")) == "Komputer (średni)"
    assert t("tt.player.computer", n=2, level=t("level.hard")) == "Komputer 2 (trudny)"
    assert t("level.medium") == "Średni"  # a choice of its own keeps its capital
    saved = json.loads(schotten_session(SetupChoices(level="medium"), seed=3).to_json())
    saved["players"][1]["name"] = "Komputer (Średni)"
    computer = schotten.session_from_data(saved).players[1]
    assert computer.name == "Komputer (średni)"
    set_language("en")
    assert text.current(computer.name) == "Computer (Medium)"
