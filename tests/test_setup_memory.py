"""The set-up screens open as they were left, in this run and the next (``setup.json``):
a newcomer found the name and the variant kept "sometimes" (within a run only). A value
the game does not offer, typed into the file by hand, falls back to its default."""

from __future__ import annotations

import json
from pathlib import Path

from scenes.schotten import session as schotten
from scenes.schotten.session import SetupChoices
from scenes.takethat import session as takethat
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from tests import scenes_support as support


def test_the_choices_of_the_last_start_come_back_in_a_new_run(
        private_data_folder: Path) -> None:
    app = support.make_app()
    chosen = SetupChoices(mode="hotseat", name1="Ana", name2="Ben", level="hard",
                          tactics=True, edition="classic", expert=True, rounds=5, first="me")
    schotten.remember(app, chosen)
    seats = [SeatChoice("Ana"), SeatChoice("", "hard"), SeatChoice("Cleo", HUMAN),
             SeatChoice("", "easy")]
    takethat.remember(app, TakeThatChoices(players=4, seats=seats, professional=True,
                                           rounds=3))
    again = support.make_app()
    assert again.notices == []
    assert schotten.remembered(again) == chosen
    assert takethat.remembered(again) == TakeThatChoices(4, seats, True, 3)
    assert json.loads((private_data_folder / "setup.json").read_text(encoding="utf-8"))[
        "format"] == "schotten-totten/setup@1"


def test_what_the_game_does_not_offer_falls_back_to_the_default(
        private_data_folder: Path) -> None:
    kept = {"format": "schotten-totten/setup@1", "games": {
        "schotten-totten": {"mode": "online", "name1": "Ana\u0000 Lee", "level": "wizard",
                            "tactics": "yes", "rounds": 4, "first": "me", "edition": "classic"},
        "take-that": {"players": 9, "seats": [{"name": 7, "kind": "human"}, "junk",
                                              {"kind": "hard"}], "rounds": True}}}
    (private_data_folder / "setup.json").write_text(json.dumps(kept), encoding="utf-8")
    app = support.make_app()
    assert app.notices == []
    default = SetupChoices()
    assert schotten.remembered(app) == SetupChoices(
        mode=default.mode, name1="Ana Lee", level=default.level, tactics=False,
        rounds=default.rounds, first="me", edition="classic")
    choices = takethat.remembered(app)
    base = TakeThatChoices()
    assert (choices.players, choices.rounds) == (base.players, base.rounds)
    assert choices.seats[0] == SeatChoice("", HUMAN)
    assert choices.seats[1] == base.seats[1]
    assert choices.seats[2] == SeatChoice("", "hard")


def test_a_file_that_is_not_the_choices_is_set_aside_with_one_sentence(
        private_data_folder: Path) -> None:
    (private_data_folder / "setup.json").write_text('{"format": "schotten-totten/setup@1", '
                                                    '"games": []}', encoding="utf-8")
    app = support.make_app()
    assert len(app.notices) == 1 and "set-up" in app.notices[0]
    assert schotten.remembered(app) == SetupChoices()
    assert (private_data_folder / "setup.broken-1.json").exists()
