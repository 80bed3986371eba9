"""The Take That set-up: 2–4 seats, each a person or a computer level with a name, the
professional variant and the number of rounds. The choices are kept for the next game."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import TakeThatMatch
from scenes.model.seats import PlayerSpec
from scenes.shell.forms import FormScene, Widget
from scenes.shell.resume import ReplaceQuestion
from scenes.takethat.records import abandon_loses, book_abandoned, people_of
from scenes.takethat.session import (
    HUMAN,
    KEY,
    PLAYERS,
    ROUNDS,
    SeatChoice,
    TakeThatChoices,
    TakeThatSession,
    computer_name,
    current,
    offered_levels,
    remember,
    remembered,
    start,
)
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import current as in_current_language
from scenes.ui.text import t
from scenes.ui.widgets import Choice, TextField, fitted_label, wrap

if TYPE_CHECKING:
    from scenes.core.app import App

NAME_SHARE: Final = 0.31
"""Share of a seat row taken by the name field; the kinds (person, levels) get the rest."""
READABLE_PX: Final = 12
"""The smallest type a computer's whole name may take on its plate."""


@dataclass
class SeatRow:
    """One seat of the form: a name field and who plays it (a person or a level).

    A computer seat is named by the game ("Computer 2 (Easy)"): while one is chosen the
    field gives way to that name, which cannot be edited, and the name typed for a person
    stays in the field, unseen, for when the seat is a person again."""

    name: TextField
    kind: Choice
    rect: pygame.Rect = field(default_factory=lambda: pygame.Rect(0, 0, 0, 0))
    visible: bool = True
    absent_text: str = ""
    """What the row says while hidden past the player count (the form draws it dim): an
    empty gap under two seats looked unfinished, and said nothing of a third player."""
    computer_name: str = ""
    """What the table will call the seat while it is a computer (set by the form)."""
    plain_name: str = ""
    """The same without the level ("Computer 2"), which the plate shows when the whole
    name would be smaller than ``READABLE_PX``: the level is the choice beside it."""
    plain: bool = False
    """Whether the plate shows ``plain_name`` (set by the form, for every plate at once)."""
    shared_px: int = 0
    """The type size of every computer's plate on the form (0: this plate's own)."""

    @property
    def index(self) -> int:
        return self.kind.index

    @property
    def is_person(self) -> bool:
        return self.kind.index == 0

    def choose(self, index: int) -> None:
        """A kind chosen with Left or Right (the row has the focus): a person's name takes
        the typing at once; a computer's gives it up."""
        self.kind.choose(index)
        self.name.set_focus(self.is_person)

    def step(self, step: int) -> None:
        """Left or Right on the row: the kind's own ``Choice.step``, then the typing as
        ``choose`` gives it."""
        self.kind.step(step)
        self.name.set_focus(self.is_person)

    def focus_text(self, focused: bool) -> None:
        self.name.set_focus(focused and self.is_person)

    def place(self) -> None:
        gap = 10
        name_w = round(self.rect.w * NAME_SHARE)
        self.name.rect = pygame.Rect(self.rect.x, self.rect.y, name_w, self.rect.h)
        self.kind.rect = pygame.Rect(self.rect.x + name_w + gap, self.rect.y,
                                     self.rect.w - name_w - gap, self.rect.h)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self.place()
        if self.kind.handle_event(event):
            if not self.is_person:
                self.name.set_focus(False)
            return True
        return self.is_person and self.name.handle_event(event)

    def draw(self, surface: pygame.Surface, assets: Assets, focused: bool, caret: bool) -> None:
        if not self.visible:
            return
        self.place()
        if self.is_person:
            self.name.draw(surface, assets, caret=caret)
        else:
            self.draw_computer_name(surface, assets)
        self.kind.draw(surface, assets, focused=focused)

    @property
    def plate_name(self) -> str:
        return self.plain_name if self.plain and self.plain_name else self.computer_name

    def plate_px(self, assets: Assets, name: str | None = None) -> int:
        """The largest type size at which the computer's name (or ``name``) fits its plate
        on one line, down to the size of two lines (``two_line_px``), where it takes two
        lines instead."""
        rect = self.name.rect
        text = self.plate_name if name is None else name
        px = max(10, int(rect.h * 0.42))
        while px > self.two_line_px() and assets.text(
                text, "text", px, theme.TEXT_DIM).get_width() > rect.w - 16:
            px -= 1
        return px

    def two_line_px(self) -> int:
        """The type size of a name on two lines of the plate."""
        return max(10, int(self.name.rect.h * 0.3))

    def draw_computer_name(self, surface: pygame.Surface, assets: Assets) -> None:
        """The computer's name where the field was, on a dark plate: it is not typed. Every
        plate of the form uses one size (``shared_px``, set by the form): "Computer 2
        (Medium)" stood smaller than "Computer 1 (Easy)" above it."""
        rect = self.name.rect
        radius = max(4, rect.h // 4)
        pygame.draw.rect(surface, (30, 36, 32), rect, border_radius=radius)
        pygame.draw.rect(surface, (90, 96, 84), rect, width=1, border_radius=radius)
        px = self.shared_px or self.plate_px(assets)
        room = rect.w - 16
        name = self.plate_name
        if assets.text(name, "text", px, theme.TEXT_DIM).get_width() > room:
            # Two lines before a small one ("Υπολογιστής 1 (Εύκολος)" shrank to 9 px).
            small = self.two_line_px()
            lines = wrap(assets, name, "text", small, room)
            line_h = assets.font("text", small).get_linesize()
            if len(lines) == 2 and line_h * 2 <= rect.h:
                y = rect.centery - line_h
                for line in lines:
                    surface.blit(assets.text(line, "text", small, theme.TEXT_DIM),
                                 (rect.x + 10, y))
                    y += line_h
                return
        label = fitted_label(assets, name, "text", px, theme.TEXT_DIM, room)
        surface.blit(label, (rect.x + 10, rect.centery - label.get_height() // 2))


def seat_names(choices: TakeThatChoices) -> list[str]:
    """The names shown at the table: what was typed, or a default; never two alike."""
    seats = choices.seats[:choices.players]
    humans = sum(1 for seat in seats if seat.kind == HUMAN)
    computers = len(seats) - humans
    names: list[str] = []
    computer = 0
    for number, seat in enumerate(seats, 1):
        # A computer is always named by the game, with its level: a name typed while the
        # seat was a person ("Maria") stayed on a computer seat, which then showed no level.
        name = seat.name.strip() if seat.kind == HUMAN else ""
        computer += seat.kind != HUMAN
        if not name:
            if seat.kind != HUMAN:
                name = computer_name(seat.kind, computer if computers > 1 else 0)
            elif humans == 1:
                name = t("player.you")
            else:
                name = t("tt.player.default", n=number)
        unique, count = name, 2
        while unique in names:
            unique, count = f"{name} {count}", count + 1
        names.append(unique)
    return names


def replace_text(old: TakeThatSession) -> str:
    """What replacing the game in progress ``old`` costs; with several people, whose
    statistics count it lost (a Polish family read "it counts as lost" and asked whose)."""
    if not abandon_loses(old):
        return t("teach.replace.body")
    # The names as the table shows them, in the language of the moment.
    names = [in_current_language(old.players[seat].name) for seat, _ in people_of(old)]
    if len(names) < 2:
        return t("teach.replace.body.lost")
    listed = ", ".join(names[:-1])
    return t("teach.replace.body.lost_people",
             names=t("tt.summary.and", first=listed, then=names[-1]))


def session_from(choices: TakeThatChoices, seed: int) -> TakeThatSession:
    """A new game for ``choices``."""
    names = seat_names(choices)
    players = tuple(PlayerSpec(name, None if seat.kind == HUMAN else seat.kind)
                    for name, seat in zip(names, choices.seats, strict=False))
    return TakeThatSession(TakeThatMatch.start(choices.config(), seed), players)


class TakeThatSetup(FormScene):
    game_key = KEY
    """The game F1 explains from here."""

    title_key = "tt.setup.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.started = False
        choices = remembered(app)
        self.kinds = [HUMAN, *offered_levels()]
        labels = [t("tt.setup.person"), *(t(f"level.{level}") for level in self.kinds[1:])]
        self.players = Choice([str(n) for n in PLAYERS], PLAYERS.index(choices.players),
                              on_change=self.count_changed)
        self.count = choices.players
        """The number of players the seats below are set for."""
        self.kinds_by_count = {count: list(kinds)
                               for count, kinds in choices.kinds_by_count.items()}
        self.seats: list[SeatRow] = []
        for index, seat in enumerate(choices.seats):
            kind = seat.kind if seat.kind in self.kinds else self.kinds[-1]
            name = seat.name or (app.person_name() if index == 0 and kind == HUMAN else "")
            self.seats.append(SeatRow(TextField(name), Choice(labels, self.kinds.index(kind),
                                                              on_change=self.seat_changed)))
        self.edited: set[int] = set() if choices == TakeThatChoices() else {choices.players}
        """The numbers of players whose seats were set up (the one a game was last started
        with, and those whose seats were changed here): only those are remembered when the
        number changes; the seats a first start offers are nobody's choice. Stepping from
        3 to 4 kept three's seats as they stood, and going back to 3 later turned the
        people set for four into easy computers (a Brazilian family, then a re-tester)."""
        self.professional = Choice([t("setup.expert.off"), t("tt.setup.professional.on")],
                                   int(choices.professional))
        rounds = choices.rounds if choices.rounds in ROUNDS else 2
        self.rounds = Choice([str(n) for n in ROUNDS], ROUNDS.index(rounds))

    def seat_changed(self, index: int) -> None:
        self.edited.add(self.count)

    def count_changed(self, index: int) -> None:
        """Another number of players: the seats as they were the last time that number
        was set up (who sat where for four is not lost by a game of two)."""
        if self.count in self.edited:
            self.kinds_by_count[self.count] = self.seat_kinds(self.count)
        self.count = PLAYERS[index]
        kept = self.kinds_by_count.get(self.count)
        if kept is not None:
            for seat, kind in zip(self.seats, kept, strict=False):
                if kind in self.kinds:
                    seat.kind.index = self.kinds.index(kind)
                    seat.name.set_focus(False)
        self.resize(self.app.size)

    def seat_kinds(self, count: int) -> list[str]:
        """Who sits at each of the first ``count`` seats now."""
        return [self.kinds[seat.kind.index] for seat in self.seats[:count]]

    def rows(self) -> list[tuple[str, Widget]]:
        count = PLAYERS[self.players.index]
        names = seat_names(self.choices())
        computers = [seat for seat in self.seats[:count] if not seat.is_person]
        for seat, name in zip(self.seats, names, strict=False):
            seat.computer_name = name
            seat.name.placeholder = name if seat.is_person else ""
            seat.plain_name = (t("tt.player.computer_plain", n=computers.index(seat) + 1)
                               if len(computers) > 1 and seat in computers else "")
        rows: list[tuple[str, Widget]] = [(t("tt.setup.players"), self.players)]
        for number, seat in enumerate(self.seats, 1):
            # Every seat keeps its row, hidden past the player count: the rows below
            # stayed put, where a tester's next click (meant for the variant) changed the
            # rounds once two players had moved them up.
            seat.visible = number <= count
            seat.absent_text = "" if seat.visible else t("tt.setup.seat_absent", n=number)
            rows.append((t("tt.setup.seat", n=number), seat))
        rows += [(t("tt.setup.professional"), self.professional),
                 (t("setup.rounds"), self.rounds)]
        return rows

    def update(self, dt: float) -> None:
        """Every computer's plate takes one type size: the smallest that each needs to
        stay on one line (the names as the choices are now)."""
        super().update(dt)
        self.rows()
        computers = [seat for seat in self.seats[:PLAYERS[self.players.index]]
                     if not seat.is_person]
        assets = self.app.assets
        for seat in computers:
            seat.place()
        # Under a readable size the plates leave the level to the choice beside them
        # ("Υπολογιστής 1" rather than "Υπολογιστής 1 (Εύκολος)" at 10 px). Judged by the
        # longest level, so that the plates do not change as levels are chosen (a tester
        # saw every level drop out when one seat was made hard).
        levels = [t(f"level.{level}") for level in self.kinds[1:]]
        whole = min((seat.plate_px(assets, t("tt.player.computer", n=number, level=level))
                     for number, seat in enumerate(computers, 1) for level in levels),
                    default=0)
        plain = whole < READABLE_PX
        for seat in self.seats:
            seat.plain = plain
        # The size, too, is the longest level's: every plate shrank when one seat was made
        # medium (two testers), "Computer 1 (Easy)" beside it included.
        sizes = [seat.plate_px(assets) for seat in computers]
        shared = min(sizes, default=0) if plain else whole
        for seat in self.seats:
            seat.shared_px = shared

    def choices(self) -> TakeThatChoices:
        return TakeThatChoices(
            players=PLAYERS[self.players.index],
            seats=[SeatChoice(seat.name.value, self.kinds[seat.kind.index])
                   for seat in self.seats],
            professional=self.professional.index == 1,
            rounds=ROUNDS[self.rounds.index],
            kinds_by_count={**self.kinds_by_count,
                            PLAYERS[self.players.index]: self.seat_kinds(
                                PLAYERS[self.players.index])},
        )

    def start(self) -> None:
        """Start the game; a game in progress is replaced only once the player agrees, and
        then counts as abandoned (a tester found that a losing game replaced by a new one
        was never counted, while the same game abandoned was)."""
        # Only a game of the same kind is replaced: people sharing the screen leave the
        # game against the computers for later (a family's game ended a player's own).
        old = current(self.app, self.choices().hotseat)
        if old is not None and not old.match.is_over:
            self.app.stack.push(ReplaceQuestion(self.app, KEY, old,
                                                lambda: replace_text(old),
                                                lambda: self.start_now(old)))
            return
        self.start_now()

    def start_now(self, replaced: TakeThatSession | None = None) -> None:
        if self.started:  # Start pressed twice (or two questions answered): one game
            return
        self.started = True
        if replaced is not None and book_abandoned(self.app.stats, replaced):
            self.app.save_statistics()
        choices = self.choices()
        first = next((seat.name for seat in choices.seats[:choices.players]
                      if seat.kind == HUMAN and seat.name.strip()), "")
        self.app.keep_person_name(first)
        remember(self.app, choices)
        session = session_from(choices, self.app.new_seed())
        start(self.app, session)
        self.app.stack.pop(self)  # the set-up, and the question above it if there was one
        self.app.stack.push(self.app.entry(KEY).table(self.app, session))

    def back(self) -> None:
        remember(self.app, self.choices())
        super().back()

    def hint(self) -> str:
        """The rounds explained while their row is focused or pointed at; else the
        professional variant (named nowhere else before the game, and each line names what
        it explains: a newcomer never pointed at the row to learn it)."""
        hinted = self.hinted_widget()
        if hinted is self.rounds:
            return t("tt.setup.hint")
        if isinstance(hinted, SeatRow) and not hinted.is_person:
            # A computer's seat says what its level does (a newcomer found nothing that
            # said how the levels differ).
            return t(f"tt.setup.hint.level.{self.kinds[hinted.index]}")
        return t("tt.setup.hint.professional")
