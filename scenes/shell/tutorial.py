"""What the tutorials of every game share: the registry of lessons, where the player is in
them (``tutorial.json``, written atomically like every file of the game), the offer at the
first start, the step panel and the glow round what to do next.

A game's tutorial is its own table, subclassed (``scenes/<game>/tutorial.py``); it keeps a
``Guide`` (which lesson and step, the hint after a wrong move) and draws with ``draw_panel``
and ``draw_target``. The menu and the rules reach the tutorials only through ``TUTORIALS``,
which ``scenes.games`` fills when it wires the app; the first start's offer is in
``tutorial_offer``.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Final, Protocol

import pygame

from scenes.core.scene import Scene
from scenes.model import storage
from scenes.model.tutorial import (
    NEXT,
    PROGRESS_FILE,
    Lesson,
    Place,
    Progress,
    Step,
    progress_from_data,
)
from scenes.shell.modal import ConfirmDialog, Dialog
from scenes.table import timing
from scenes.ui import theme
from scenes.ui.text import FALLBACK, catalog, t
from scenes.ui.widgets import Button, draw_panel, draw_text_block, hang, wrap

if TYPE_CHECKING:
    from scenes.core.app import App


@dataclass(frozen=True)
class TutorialEntry:
    """A game's lessons, and how to open one at a step (replaying the steps before it)."""

    key: str
    lessons: tuple[Lesson, ...]
    open: Callable[[App, int, int], Scene]
    lesson_of_tab: Mapping[str, int] = field(default_factory=dict)
    """The lesson that teaches what a rules tab tells (by the tab's catalog key)."""


TUTORIALS: dict[str, TutorialEntry] = {}
"""The tutorial of each game, by game key (filled by ``scenes.games.new_app``)."""


def register(*entries: TutorialEntry) -> None:
    for entry in entries:
        TUTORIALS[entry.key] = entry


def load_progress(app: App) -> Progress:
    """Where the player is in each game's lessons; a file that cannot be read is set aside
    with one sentence on the main menu, and the lessons start afresh."""
    path = app.files.save(PROGRESS_FILE)
    lessons = {key: len(entry.lessons) for key, entry in TUTORIALS.items()}
    progress, problem = storage.load_json(path, lambda data: progress_from_data(data, lessons))
    if problem is not None:
        app.report("tutorial", problem)
    return progress if progress is not None else Progress({})


def save_place(app: App, key: str, place: Place | None) -> None:
    """Remember ``place`` in the lessons of game ``key`` (``None``: all finished)."""
    progress = load_progress(app)
    if place is None:
        progress.places.pop(key, None)
    else:
        progress.places[key] = place
    app.write(app.files.save(PROGRESS_FILE), progress.to_json())


def finish_lesson_of(app: App, key: str, lesson: int) -> list[int]:
    """Remember that lesson ``lesson`` of game ``key`` is finished and move the place on:
    to the next lesson, or after the last to the first still to do (none when all are
    done). Returns the lessons still to do."""
    progress = load_progress(app)
    entry = TUTORIALS[key]
    progress.finished[key] = progress.finished.get(key, frozenset()) | {lesson}
    missing = progress.missing(key, len(entry.lessons))
    following = lesson + 1 if lesson < len(entry.lessons) else (missing[0] if missing else None)
    if following is None:
        progress.places.pop(key, None)
    else:
        progress.places[key] = Place(following, 0)
    app.write(app.files.save(PROGRESS_FILE), progress.to_json())
    return missing


def place_of(app: App, key: str) -> Place | None:
    """Where the player left the lessons of game ``key``, if anywhere."""
    return load_progress(app).places.get(key)


def open_tutorial(app: App, key: str, lesson: int | None = None) -> None:
    """Open the tutorial of game ``key``: at ``lesson``'s start, or where it was left (the
    first lesson when it never was)."""
    entry = TUTORIALS.get(key)
    if entry is None:
        return
    place = Place(lesson, 0) if lesson is not None else place_of(app, key) or Place(1, 0)
    steps = len(entry.lessons[place.lesson - 1].steps)
    # How to play and Statistics open at the game learnt last: after Take That's lesson a
    # newcomer met Schotten Totten's rules.
    app.last_game = key
    app.stack.push(entry.open(app, place.lesson, min(place.step, steps - 1)))


class Guide:
    """Where the player is in a lesson: the step, the hint after a wrong move, the Next
    button of explanation steps. ``on_step`` runs when a step has been done (to play the
    opponent's scripted moves); ``on_finish`` when the last step is."""

    def __init__(self, app: App, entry: TutorialEntry, lesson: int, step: int,
                 on_finish: Callable[[], None]) -> None:
        self.app = app
        self.entry = entry
        self.lesson = entry.lessons[lesson - 1]
        self.index = step
        self.hint = ""
        self.on_finish = on_finish
        self.next = Button(t("tutorial.next"), self.press_next, primary=True)
        self.queue: list[str] = []
        """The opponent's scripted actions still to play."""
        self.overflow = False
        """Whether the last panel drawn had more text than room, even in the smallest size
        (the tests require that it never has)."""
        self.missing: list[int] = []
        """The game's lessons still to do once this one is finished."""
        self.update_button()

    @property
    def step(self) -> Step:
        return self.lesson.steps[min(self.index, len(self.lesson.steps) - 1)]

    @property
    def last(self) -> bool:
        return self.index >= len(self.lesson.steps) - 1

    def update_button(self) -> None:
        # Next waits for the opponent's scripted moves: the step speaks of the table after them.
        self.next.visible = self.step.kind == NEXT and not self.queue
        if self.last:
            more = self.lesson.number < len(self.entry.lessons)
            self.next.label = t("tutorial.next_lesson" if more else "tutorial.finish")
        else:
            self.next.label = t("tutorial.next")

    def seen_all(self) -> bool:
        """On the lesson's last step, an explanation with nothing left to play: all of it
        has been seen."""
        return self.last and self.step.kind == NEXT and not self.queue

    def press_next(self) -> None:
        if self.step.kind == NEXT:
            self.done()

    def done(self) -> None:
        """The step has been done: remember the next one, queue the opponent's moves."""
        self.queue += self.step.then
        self.hint = ""
        if self.last:
            self.finish()
            return
        self.index += 1
        save_place(self.app, self.entry.key, Place(self.lesson.number, self.index))
        self.update_button()

    def back(self) -> None:
        """Undo the move to the step after this one (a tactic card's first step cancelled)."""
        if self.index > 0:
            self.index -= 1
            save_place(self.app, self.entry.key, Place(self.lesson.number, self.index))
            self.update_button()

    def finish(self) -> None:
        self.missing = finish_lesson_of(self.app, self.entry.key, self.lesson.number)
        self.on_finish()

    def wrong(self, hint: str | None = None, by_keys: bool = False) -> None:
        """A move the step does not ask for: it is not played, and the panel says so (in
        ``hint`` when the table can say more precisely what was wrong; in the keys' words
        when ``by_keys``)."""
        self.hint = hint if hint is not None else lesson_text(f"tutorial.hint.{self.step.kind}",
                                                              by_keys)

    def text(self, by_keys: bool = False) -> str:
        """What the step's panel says, in the keys' words when ``by_keys``."""
        return lesson_text(self.step.key, by_keys)

    def title(self) -> str:
        return t("tutorial.progress", lesson=self.lesson.number,
                 step=min(self.index, len(self.lesson.steps) - 1) + 1,
                 steps=len(self.lesson.steps))


KEYS_WORDING: Final = "_keys"
"""A lesson text's key with this ending holds its wording for the keys ("press 1" for
"click stone 1")."""


def lesson_text(key: str, by_keys: bool) -> str:
    """The lesson text ``key``, in its keyboard wording when ``by_keys`` and it has one: a
    keyboard-only tester read "Drag" and "Click" on every panel, with the key only on the
    line under the table."""
    if by_keys and f"{key}{KEYS_WORDING}" in catalog(FALLBACK):
        return t(f"{key}{KEYS_WORDING}")
    return t(key)


PANEL_PAD: Final = 14
"""Design pixels between the step panel's edge and its text."""


def panel_body(guide: Guide, body: str, landing: bool = False) -> str:
    """What the step panel says: the step's text ``body``, or that the opponent is moving
    while its scripted moves are still to come or ``landing``."""
    if guide.queue or landing:
        # The step's text speaks of the table after the opponent's scripted moves: until
        # they are played it would run ahead of what the table shows (at Take That it
        # asked for the take button while the opponent's card flew and the button was
        # not there yet; a newcomer).
        return t("board.thinking", name=t("tutorial.opponent"))
    return body


def draw_step_panel(surface: pygame.Surface, app: App, guide: Guide, rect: pygame.Rect,
                    scale: float, body: str) -> None:
    """The step's panel in ``rect``: where the lesson is, its title, what to do and why,
    a hint after a wrong move, and room at the bottom for the Next button (which
    ``layout_next`` places)."""
    assets = app.assets
    body = panel_body(guide, body)
    draw_panel(surface, rect, 240, edge=theme.GOLD, assets=assets)
    pad = max(6, round(PANEL_PAD * scale))
    inner = rect.inflate(-2 * pad, -2 * pad)
    y = inner.y
    small = max(11, round(theme.TYPE_SMALL * scale))
    head = assets.text(guide.title(), "text", small, theme.TEXT_DIM)
    surface.blit(head, (inner.x, y))
    y += head.get_height()
    heading_px = max(12, round(theme.TYPE_HEADING * scale))
    for line in wrap(assets, t(guide.lesson.title_key), "text_bold", heading_px, inner.w):
        label = assets.text(line, "text_bold", heading_px, theme.GOLD_LIGHT)
        surface.blit(label, (inner.x, y))
        y += label.get_height()
    y += pad // 2
    bottom = (guide.next.rect.y - pad // 2) if guide.next.visible else inner.bottom
    room = pygame.Rect(inner.x, y, inner.w, bottom - y)
    hint = guide.hint
    px = max(11, round(theme.TYPE_BODY * scale))
    while px > 11 and not _fits(app, body, hint, px, room):
        px -= 1
    guide.overflow = not _fits(app, body, hint, px, room)
    line_h = assets.font("text", px).get_linesize()
    for text, colour in ((body, theme.TEXT_LIGHT), (hint, theme.ERROR)):
        if not text:
            continue
        for line in wrap(assets, text, "text", px, room.w):
            if line and y + line_h <= room.bottom + 1:
                surface.blit(assets.text(line, "text", px, colour),
                             (room.x + hang(assets.font("text", px), line), y))
            y += line_h if line else line_h // 3
        y += line_h // 3


def _fits(app: App, body: str, hint: str, px: int, room: pygame.Rect) -> bool:
    line_h = app.assets.font("text", px).get_linesize()
    lines = 0.0
    for text in (body, hint):
        if text:
            wrapped = wrap(app.assets, text, "text", px, room.w)
            lines += sum(1 if line else 1 / 3 for line in wrapped) + 1 / 3
    return lines * line_h <= room.h


def layout_next(guide: Guide, rect: pygame.Rect, scale: float) -> None:
    """The Next button at the bottom of the step panel ``rect``."""
    pad = max(6, round(PANEL_PAD * scale))
    height = max(30, round(40 * scale))
    guide.next.rect = pygame.Rect(rect.x + pad, rect.bottom - pad - height, rect.w - 2 * pad,
                                  height)


def draw_target(surface: pygame.Surface, rect: pygame.Rect | pygame.FRect, time: float,
                scale: float, arrow: bool = True,
                clear: pygame.Rect | None = None, inside: bool = False) -> None:
    """A glow that cannot be missed round ``rect``: a pulsing double ring, and an arrow
    bobbing above it (below it when it is near the top of the window). The arrow is left
    out where it would cover ``clear`` (the line that says why a move was refused).
    ``inside``: the rings keep within ``rect`` (a bar with cards close above it)."""
    pulse = 0.5 + 0.5 * math.sin(time * 5.0)
    bright = tuple(round(c * (0.8 + 0.2 * pulse)) for c in (255, 240, 170))
    if inside:
        # A thin double ring along the bar's own edge: the words inside stay clear (rings
        # drawn inwards at full width filled a bar 30 pixels high and hid its text).
        width = max(2, round(3 * scale))
        box = pygame.Rect(rect)
        halo = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(halo, (*theme.GLOW, round(110 + 110 * pulse)), halo.get_rect(),
                         width=width, border_radius=round(8 * scale))
        surface.blit(halo, box.topleft)
        pygame.draw.rect(surface, bright, box.inflate(-2 * width, -2 * width),
                         width=max(1, width // 2), border_radius=round(6 * scale))
    else:
        width = max(3, round(5 * scale))
        box = pygame.Rect(rect).inflate(round(10 * scale), round(10 * scale))
        halo = pygame.Surface(box.inflate(width * 4, width * 4).size, pygame.SRCALPHA)
        pygame.draw.rect(halo, (*theme.GLOW, round(110 + 110 * pulse)), halo.get_rect(),
                         width=width * 2, border_radius=round(12 * scale))
        surface.blit(halo, (box.x - width * 2, box.y - width * 2))
        pygame.draw.rect(surface, bright, box, width=width, border_radius=round(10 * scale))
    if not arrow:
        return
    size = round(26 * scale)
    bob = round(8 * scale * pulse)
    below = box.y - size * 2 < 0
    tip_y = box.bottom + bob if below else box.y - bob
    x = box.centerx
    direction = 1 if below else -1
    points = [(x, tip_y), (x - size // 2 - 2, tip_y + direction * size),
              (x + size // 2 + 2, tip_y + direction * size)]
    reach = round(8 * scale)  # the whole bob, so the arrow never flickers in and out
    span = pygame.Rect(x - size // 2 - 2, min(tip_y, tip_y + direction * size) - reach,
                       size + 4, size + 2 * reach)
    if clear is not None and span.colliderect(clear):
        return
    pygame.draw.polygon(surface, (30, 24, 10), [(px + 2, py + 3) for px, py in points])
    pygame.draw.polygon(surface, theme.GLOW, points)
    pygame.draw.polygon(surface, (120, 80, 20), points, width=max(1, round(2 * scale)))


class LessonHost(Protocol):
    """What ``LessonTable`` needs of the table it teaches on."""

    app: App
    guide: Guide
    wait: float
    round_timer: float
    summary_shown: bool
    game_key: str

    @property
    def state(self) -> Any: ...

    def parse_action(self, text: str) -> Any: ...

    def after_action(self) -> None: ...

    def leave(self) -> None: ...

    def leave_finished(self) -> None: ...


class LessonTable:
    """What a lesson changes on either game's table: the opponent plays the script, the
    round is neither booked nor summed up, Esc or Menu leaves, Enter presses Next."""

    def computer_step(self: LessonHost, seat: int, dt: float, busy: bool) -> None:
        """The opponent plays the lesson's next scripted move, after the usual pause."""
        self.wait -= dt
        if self.wait > 0 or busy or not self.guide.queue:
            return
        self.state.play(self.parse_action(self.guide.queue.pop(0)))
        self.after_action()

    def finish_round(self: LessonHost, dt: float, busy: bool) -> None:
        """A lesson's round is not booked and has no summary: the round-end banner shows
        for the usual pause, then the table is left to the panel's explanation."""
        self.round_timer += dt
        if not busy and self.round_timer >= timing.ROUND_END_PAUSE:
            self.summary_shown = True

    def pulsing(self: LessonHost) -> bool:
        """A lesson's target pulses while the newcomer reads."""
        return True

    def open_pause(self: LessonHost) -> None:
        """Esc or Menu: ask before leaving the lesson (its step is remembered either way).
        It used to leave at once: a newcomer who pressed Esc to close a panel lost the
        table without a word."""
        guide = self.guide
        if guide.seen_all():
            # The last explanation read: leaving finishes the lesson (a keyboard tester
            # pressed Esc there and found lesson 1 "to carry on" in the list).
            question = ConfirmDialog(self.app, t("tutorial.leave.title"),
                                     t("tutorial.leave.body_last"), self.leave_finished,
                                     t("tutorial.leave.yes"))
        else:
            question = ConfirmDialog(self.app, t("tutorial.leave.title"),
                                     t("tutorial.leave.body"), self.leave,
                                     t("tutorial.leave.yes"))
        question.buttons[1].label = t("tutorial.leave.no")
        self.app.stack.push(question)

    def leave(self: LessonHost) -> None:
        self.app.stack.pop(self)  # type: ignore[arg-type]

    def leave_finished(self: LessonHost) -> None:
        """Leave a lesson whose last step has been read, counting it as done."""
        finish_lesson_of(self.app, self.guide.entry.key, self.guide.lesson.number)
        self.leave()

    def finished(self: LessonHost) -> None:
        """The last lesson is done: back where the lessons were opened, with a word on it
        (the table used to vanish without one)."""
        self.app.stack.pop(self)  # type: ignore[arg-type]
        self.app.stack.push(LessonsDone(self.app, self.game_key, self.guide.lesson.number,
                                        self.guide.missing))


class LessonsDone(Dialog):
    """After the last lesson of a game: it is done, and where to go next. A lesson left
    half-way is named and offered: "every lesson" had been said after lesson 2 chosen on
    its own."""

    content_height = 0.17
    """Room for four lines in the longer languages, as the first start's offer has."""

    def __init__(self, app: App, key: str, lesson: int, missing: list[int]) -> None:
        game = app.entry(key).name()
        self.key = key
        buttons = [Button(t("tutorial.done.ok"), self.close, primary=not missing)]
        if missing:
            waiting = missing[0]
            title = t(TUTORIALS[key].lessons[waiting - 1].title_key)
            self.body = t("tutorial.done.body.missing", game=game, number=lesson,
                          waiting=waiting, title=title)
            heading = t("tutorial.done.title.number", number=lesson)
            start = Button(t("tutorial.done.start", number=waiting),
                           lambda: self.start(waiting), primary=True)
            buttons = [start, Button(t("tutorial.done.later"), self.close)]
        elif len(TUTORIALS[key].lessons) == 1:
            # A game of one lesson: "every lesson" read as if there had been more (Take That).
            self.body = t("tutorial.done.body.one", game=game)
            heading = t("tutorial.done.title.one")
        else:
            self.body = t("tutorial.done.body", game=game)
            heading = t("tutorial.done.title")
        super().__init__(app, heading, buttons)

    def start(self, lesson: int) -> None:
        self.close()
        open_tutorial(self.app, self.key, lesson)

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_text_block(surface, self.app.assets, self.body, self.content_rect,
                        max(13, surface.get_height() // 40))
