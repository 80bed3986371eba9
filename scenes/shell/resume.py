"""What Continue resumes, in one line a game: who plays, the round, the score. The main
menu shows the lines beside Continue, the game chooser under each game, and the question
before a new game replaces one."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

import pygame

from scenes.model.seats import PlayerSpec
from scenes.shell.modal import ConfirmDialog
from scenes.ui.text import current, signed, t

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.core.entry import GameEntry, GameSession


def seat_names(players: Sequence[PlayerSpec]) -> list[str]:
    """The seats' names as the table shows them (a name the game gave a seat follows the
    language: ``scenes.ui.names``). A person's own name stays: "You" replaced it here
    while the table said "João"."""
    return [current(player.name) for player in players]


def unbroken(name: str) -> str:
    """``name`` (a seat as listed, with its article or score) kept on one line where a
    list of seats wraps: "Computer 1 / (Facile)" was split beside Continue (an Italian
    tester)."""
    return name.replace(" ", "\u00a0")


def resume_line(app: App, entry: GameEntry[Any], kept: GameSession) -> str:
    """``kept``, a game of ``entry`` in progress, as Continue resumes it."""
    session: Any = kept
    match = session.match
    scores: Any = getattr(match, "scores", None) or getattr(match, "totals", ())
    rounds = getattr(match, "rounds", None) or match.config.rounds
    names = seat_names(session.players)
    results = getattr(match, "results", None)
    # A round already scored (its summary left for the menu) is behind the player: the
    # line names the round to come, whose score it already shows ("round 4 of 5, 15 – 13"
    # read as if round 4 were still to be played).
    finished = isinstance(results, list) and len(results) > match.index
    index = min(match.index + (2 if finished else 1), rounds)
    if len(names) > 2 or getattr(match, "scores", None) is None:
        if not getattr(match, "results", True):
            # No round scored yet: totals of 0 read as the round's score. The one person
            # playing the computers is not listed among them ("with Ana, Computer 1 …").
            humans = [seat for seat, player in enumerate(session.players)
                      if not player.is_computer]
            others = [name for seat, name in enumerate(names) if humans != [seat]]
            # Each name as the language lists it: Italian and Portuguese give a computer
            # its article ("contro il Computer 1 (Medio), il Computer 2 …"; bare, it read
            # as a label, a tester).
            others = [unbroken(t("teach.menu.listed", name=name)) for name in others]
            # Said as their opponents where one person plays: Polish "gracze:" (players)
            # read as if the person were left out.
            key = "teach.menu.resumes_start" + (".against" if len(humans) == 1 else "")
            return t(key, game=entry.name(), players=", ".join(others), index=index,
                     rounds=rounds)
        # Each seat with its total: a row of bare numbers says nobody's, and
        # points may be negative ("4 – -27"), so they carry their sign as on the table
        # ("Komputer 2 (trudny): 2" was read as two points of what, a Polish tester).
        standings = ", ".join(unbroken(t("teach.menu.standing", name=name,
                                           score=signed(score)))
                              for name, score in zip(names, scores, strict=False))
        return t("teach.menu.resumes_table", game=entry.name(),
                 index=index, rounds=rounds, standings=standings)
    shown = "\u00a0–\u00a0".join(str(each) for each in scores)
    if len(names) == 2 and not any(player.is_computer for player in session.players):
        # Two people: both by name, in the score's order ("against Eleni" was said as if
        # the first player were the one reading it).
        # Each name whole on its line ("Giocatore 1 – Giocatore / 2" in a chooser).
        return t("teach.menu.resumes_people", game=entry.name(), first=unbroken(names[0]),
                 second=unbroken(names[1]), index=index, rounds=rounds, score=shown)
    # One opponent keeps its catalog text, so that a language can put it in its case
    # ("με αντίπαλο τον Υπολογιστή", not "… Υπολογιστής").
    opponents = names[1] if len(names) == 2 else ", ".join(names[1:])
    return t("teach.menu.resumes", game=entry.name(), players=opponents,
             index=index, rounds=rounds, score=shown)


class ReplaceQuestion(ConfirmDialog):
    """The question before a new game replaces ``kept``, a game of ``key`` in progress:
    ``cost()`` (what is lost), then which game it is, as Continue names it (a newcomer
    with several games kept could not tell which one the question was about). Its words
    follow the language, as every screen's do."""

    def __init__(self, app: App, key: str, kept: GameSession, cost: Callable[[], str],
                 on_yes: Callable[[], None]) -> None:
        self.key = key
        self.kept = kept
        self.cost = cost
        super().__init__(app, t("teach.replace.title"), self.worded(app), on_yes,
                         t("teach.replace.yes"))

    def worded(self, app: App) -> str:
        named = resume_line(app, app.entry(self.key), self.kept)
        return f"{self.cost()}\n{named}"

    def draw_content(self, surface: pygame.Surface) -> None:
        self.body = self.worded(self.app)
        super().draw_content(surface)
