"""The set-up screens open as they were left, in this run and the next (``setup.json``):
a newcomer found the name and the variant kept "sometimes" (within a run only). A value
the game does not offer, typed into the file by hand, falls back to its default."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from scenes.schotten import session as schotten
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import SetupScene
from scenes.schotten.setup import session_from as schotten_session
from scenes.takethat import session as takethat
from scenes.takethat.session import HUMAN, PLAYERS, SeatChoice, TakeThatChoices
from scenes.takethat.setup import TakeThatSetup
from scenes.takethat.setup import session_from as takethat_session
from scenes.ui import widgets
from scenes.ui.widgets import PLACEHOLDER, TextField
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


def test_an_empty_name_field_shows_the_name_the_table_will_use(
        private_data_folder: Path) -> None:
    """An empty white field said nothing of what the table would call the seat; it now
    shows that name, dim, and the name is the one the game then uses."""
    app = support.make_app()
    schotten.remember(app, SetupChoices(mode="hotseat", name1="", name2=""))
    form = SetupScene(app)
    form.name1.value = ""
    session = schotten_session(form.choices(), seed=1)
    assert [form.name1.placeholder, form.name2.placeholder] == [
        player.name for player in session.players]
    form.mode.choose(0)
    assert form.name1.placeholder == schotten_session(form.choices(), 1).players[0].name
    seats = [SeatChoice(""), SeatChoice("", "hard"), SeatChoice("", HUMAN), SeatChoice("Cleo")]
    takethat.remember(app, TakeThatChoices(players=4, seats=seats))
    table_form = TakeThatSetup(app)
    table_form.rows()
    names = [player.name for player in
             takethat_session(table_form.choices(), seed=1).players]
    assert [seat.name.placeholder for seat in table_form.seats] == [
        names[0], "", names[2], names[3]]
    assert names[0] != names[2] and "" not in names


def test_the_dim_name_is_drawn_only_in_an_empty_field() -> None:
    assets = support.make_app().assets
    box = TextField("", placeholder="Player 1", rect=pygame.Rect(0, 0, 240, 40))

    def dim_pixels() -> int:
        surface = pygame.Surface((240, 40))
        box.draw(surface, assets, caret=False)
        inside = box.rect.inflate(-16, -8)
        return sum(1 for x in range(inside.left, inside.right)
                   for y in range(inside.top, inside.bottom)
                   if surface.get_at((x, y))[:3] == PLACEHOLDER)

    empty = dim_pixels()
    box.value = "Ana"
    assert empty > 20 and dim_pixels() == 0


def test_every_computer_plate_of_the_form_uses_one_type_size(
        private_data_folder: Path) -> None:
    """A family tester saw "Computer 2 (Medium)" drawn smaller than "Computer 1 (Easy)"
    and "Computer 3 (Hard)" around it."""
    app = support.make_app()
    seats = [SeatChoice(""), SeatChoice("", "easy"), SeatChoice("", "medium"),
             SeatChoice("", "hard")]
    takethat.remember(app, TakeThatChoices(players=4, seats=seats))
    form = TakeThatSetup(app)
    form.resize(app.size)
    form.update(0.0)
    own = [seat.plate_px(app.assets) for seat in form.seats[1:]]
    assert len(set(own)) > 1, "the names no longer need different sizes: a weak test"
    assert {seat.shared_px for seat in form.seats} == {min(own)}
    # Nor does the size change as levels are chosen (two testers saw every plate shrink
    # when one seat was made medium).
    before = form.seats[1].shared_px
    for level in ("easy", "hard", "medium"):
        for seat in form.seats[1:]:
            seat.choose(form.kinds.index(level))
        form.update(0.0)
        assert {seat.shared_px for seat in form.seats} == {before}, level


def test_a_full_name_field_says_so_with_its_count() -> None:
    """A name stopped at 20 letters without a word (a tester thought the keyboard had
    stuck): near full the field shows its count, which turns red when a letter did not
    fit, and back at the next key."""
    assets = support.make_app().assets
    box = TextField("", rect=pygame.Rect(0, 0, 300, 40))
    box.set_focus(True)

    def typed(text: str) -> None:
        box.handle_event(pygame.event.Event(pygame.TEXTINPUT, text=text))

    def red_pixels() -> int:
        surface = pygame.Surface((300, 40))
        box.draw(surface, assets, caret=False)
        return sum(1 for x in range(300) for y in range(40)
                   if surface.get_at((x, y))[:3] == widgets.FULL)

    typed("A" * (box.max_length - widgets.COUNT_FROM - 1))
    assert not box.counted()
    typed("B")
    assert box.counted() and not box.refused
    typed("C" * 10)
    assert len(box.value) == box.max_length and box.refused
    assert red_pixels() > 0
    box.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_BACKSPACE, mod=0))
    assert not box.refused and red_pixels() == 0 and box.counted()
    box.set_focus(False)
    assert not box.counted()


def test_each_number_of_players_keeps_who_sat_where(private_data_folder: Path) -> None:
    """A tester made seat 2 (Zosia) a computer for a game of two; back at four, Zosia's
    seat was still a computer. Each number of players now keeps its own seats, in this
    run and the next."""
    app = support.make_app()
    seats = [SeatChoice("Ola"), SeatChoice("Zosia", HUMAN), SeatChoice("", "hard"),
             SeatChoice("", "medium")]
    takethat.remember(app, TakeThatChoices(players=4, seats=seats))
    form = TakeThatSetup(app)
    app.stack.push(form)
    support.step(app)
    form.players.choose(0)  # two players
    hard = form.kinds.index("hard")
    form.seats[1].kind.choose(hard)
    form.players.choose(2)  # four again: Zosia is a person again
    assert [form.kinds[seat.kind.index] for seat in form.seats] == [
        HUMAN, HUMAN, "hard", "medium"]
    assert form.seats[1].name.value == "Zosia"
    form.players.choose(0)  # and two: the computer chosen for it
    assert form.kinds[form.seats[1].kind.index] == "hard"
    takethat.remember(app, form.choices())
    again = takethat.remembered(support.make_app())
    assert again.kinds_by_count == {2: [HUMAN, "hard"], 4: [HUMAN, HUMAN, "hard", "medium"]}
    # Passing through a number of players on the way to another keeps nothing for it:
    # going from two to four went through three, and back at three later the seats set
    # for four had turned into easy computers (a Brazilian family).
    form = TakeThatSetup(app)  # opens at two: Ola and the hard computer
    app.stack.push(form)
    support.step(app)
    form.players.choose(1)  # three, on the way to four
    form.players.choose(2)
    for seat in form.seats[1:3]:
        seat.kind.choose(form.kinds.index(HUMAN))
    form.seats[2].name.value = "Pedro"
    form.players.choose(1)  # three after all: the people stay people
    assert [form.kinds[seat.kind.index] for seat in form.seats[:3]] == [HUMAN, HUMAN, HUMAN]
    assert form.seats[2].name.value == "Pedro"
    # Nor do the seats a first start offers: from the three of a fresh set-up to four,
    # then back to three, the people set for four stay (a re-tester).
    takethat.remember(app, TakeThatChoices())
    fresh = TakeThatSetup(app)
    fresh.players.choose(PLAYERS.index(4))
    for seat, kind in zip(fresh.seats, [HUMAN, "medium", HUMAN, "hard"], strict=True):
        seat.kind.choose(fresh.kinds.index(kind))
    fresh.players.choose(PLAYERS.index(3))
    assert [fresh.kinds[seat.kind.index] for seat in fresh.seats[:3]] == [
        HUMAN, "medium", HUMAN]
    # What the file cannot mean is left out, never the rest of the choices.
    broken = {"2": [HUMAN], "3": [HUMAN, "wizard", "easy"], "4": "x"}
    assert takethat.kinds_from_data(broken, [HUMAN, "easy", "hard"]) == {}
    assert takethat.kinds_from_data([1, 2], [HUMAN]) == {}
