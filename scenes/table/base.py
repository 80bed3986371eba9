"""What the controller of every card table shares: who sits where (people and computer
players), whose screen it is, the message line, the sprites, the pause menu and the step
to the next round. Each game's board builds on it (``scenes/<game>/board.py``)."""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Final, Protocol

import pygame

from scenes.core.scene import Scene
from scenes.model.seats import PlayerSpec
from scenes.model.settings import Settings
from scenes.shell.dialogs import PauseOverlay, SummaryDialog
from scenes.shell.modal import ConfirmDialog
from scenes.table import timing
from scenes.table.computer import Chooser, ComputerSeats, ComputerTurn
from scenes.table.fresh import FreshCards
from scenes.table.input import Drag, TableInput
from scenes.table.logpanel import PAGE_KEYS, LogPanel
from scenes.table.mirror import Mirror
from scenes.ui import theme
from scenes.ui.backdrop import draw_backdrop
from scenes.ui.sprites import CardSprite, Key
from scenes.ui.text import t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App


class Round(Protocol):
    @property
    def to_move(self) -> int | None: ...

    @property
    def outcome(self) -> object | None: ...

    @property
    def log(self) -> Sequence[object]:
        """The moves made in the round, in order."""


class Match(Protocol):
    @property
    def is_over(self) -> bool: ...

    def next_round(self) -> object: ...


DOUBLE_CLICK: Final = 0.4
"""Seconds within which a second click on the card just chosen is part of a double click
(it keeps the card chosen)."""


class CardTable(TableInput, ComputerSeats, Scene, ABC):
    """A card table for the seats ``players``; ``make_player`` makes a computer player of a
    level, ``rank`` orders the sprites for drawing."""

    is_table = True
    perspective: int
    """The seat whose view the table shows."""
    viewer: int | None
    """The seat at the screen, or ``None`` while the hot-seat curtain is down."""
    buttons: dict[str, Button]
    game_key: str
    """The registry key of the game (the pause menu shows its rules)."""
    can_restart: bool
    """Whether a round may be dealt again (the pause menu offers Restart)."""
    concede_keys: tuple[str, str, str, str]
    """The catalog keys of the pause menu's concede button and of its confirmation's
    title, body and yes."""

    def __init__(self, app: App, players: Sequence[PlayerSpec],
                 make_player: Callable[[str], Chooser],
                 rank: Callable[[CardSprite], tuple[int, int]]) -> None:
        super().__init__(app)
        self.seats = tuple(players)
        self.make_player = make_player
        self.computers: dict[int, Chooser] = {}
        self.seat_computers()
        self.mirror = Mirror(rank)
        self.log_panel = LogPanel()
        self.log_panel.collapsed = app.settings.log_collapsed
        self.pointer = (-1, -1)
        """Where the pointer last moved over the table (the wheel's events say nothing of it)."""
        self.drag: Drag | None = None
        self.selected: int | None = None
        self.chosen_at = -DOUBLE_CLICK
        """When the card chosen was chosen (``time``)."""
        self.hint_taken: int | None = None
        """The card a hint took up: the next click on it keeps it chosen (testers of both
        games clicked the glowing card to pick it up, and put it down)."""
        self.hover: int | None = None
        self.fresh = FreshCards()
        """The cards just come into each seat's hand (they glow there)."""
        self.message = ""
        self.message_colour = theme.TEXT_LIGHT
        self.message_time = 0.0
        self.worker: ComputerTurn | None = None
        self.wait = 0.0
        self.time = 0.0
        self.round_timer = 0.0
        self.summary_shown = False
        self.curtain_shown = False
        self.perspective = 0
        self.viewer = None
        self.handover: float | None = None
        """Seconds left of the moment after a hot-seat turn in which the player sees the
        card they drew land, before their hand turns over for the curtain."""

    def handover_over(self, dt: float, busy: bool) -> bool:
        """Count down ``handover`` once nothing moves; True when it has just run out."""
        if self.handover is None or busy:
            return False
        self.handover -= dt
        if self.handover > 0:
            return False
        self.handover = None
        return True

    @property
    @abstractmethod
    def state(self) -> Round:
        """The round being played."""

    @property
    @abstractmethod
    def match(self) -> Match:
        """The match (or game) the round belongs to."""

    @property
    def settings(self) -> Settings:
        return self.app.settings

    @property
    def sprites(self) -> dict[Key, CardSprite]:
        return self.mirror.sprites

    @property
    def draw_order(self) -> list[CardSprite]:
        return self.mirror.draw_order

    def pause(self) -> None:
        """A dialog or the curtain came over the table: it takes the pointer's moves, so
        what lay under the pointer is forgotten until the pointer moves over the table
        again (a button named its key under the curtain, and after it while the pointer
        was elsewhere)."""
        super().pause()
        self.forget_pointer()

    def forget_pointer(self) -> None:
        """Nothing lies under the pointer (it left the window, or a scene came over the
        table); a table with more hover state forgets that too."""
        for button in self.buttons.values():
            button.hovered = False
        self.hover = None

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.computers

    def scroll_log(self, steps: int) -> bool:
        """The wheel over the game log goes back through older entries (``LogPanel``)."""
        return self.log_panel.scroll(self.pointer, steps)

    def click_log(self, pos: tuple[int, int]) -> bool:
        """A click on the game log's title bar folds or opens it (kept in the settings);
        whether the click was there."""
        if not self.log_panel.click(pos):
            return False
        self.remember_log()
        return True

    def toggle_log(self) -> None:
        """Fold the game log to its title bar, or open it (key L; the table has the room it
        frees); the choice is kept in the settings."""
        self.log_panel.collapsed = not self.log_panel.collapsed
        self.remember_log()

    def remember_log(self) -> None:
        """Keep the log folded or open for the next game."""
        self.settings.log_collapsed = self.log_panel.collapsed
        self.app.save_settings()

    def viewing_key(self, key: int) -> bool:
        """A key pressed while the last table is shown in place of the summary; whether
        the table used it (none here: each game adds its own)."""
        return False

    def page_log(self, key: int) -> bool:
        """Page Up and Page Down go back and forward through the game log, for a player
        without a wheel (a keyboard tester found no key for it); False for other keys."""
        steps = PAGE_KEYS.get(key)
        return steps is not None and self.log_panel.page(steps)

    def animating(self) -> bool:
        """Cards glide, or a computer is to move (its cards will)."""
        seat = self.state.to_move
        computer_turn = seat is not None and not self.is_human(seat) and self.in_round()
        return self.mirror.moving or computer_turn

    def seat_computers(self) -> None:
        """A fresh computer player at each computer's seat (they remember the round)."""
        self.computers = {seat: self.make_player(spec.level)
                          for seat, spec in enumerate(self.seats) if spec.level is not None}

    @property
    def people(self) -> int:
        """How many people play at this screen."""
        return sum(1 for spec in self.seats if spec.level is None)

    @property
    def shared_screen(self) -> bool:
        """Whether several people play at this screen, each with a private hand."""
        return self.people > 1

    def draw_empty_table(self, surface: pygame.Surface) -> None:
        """The table without a card on it: the game's own art (the pause menu of a shared
        screen stands on it)."""
        draw_backdrop(self.app.assets, surface, 60)

    def tips_shown(self) -> bool:
        """Whether the table's tips are drawn: not under a dialog, but under "View board"
        at a round's end, where only the line that brings the summary back lies over it."""
        top = self.app.stack.top
        return top is self or (isinstance(top, SummaryDialog) and top.viewing)

    def in_round(self) -> bool:
        return self.state.outcome is None

    def may_concede(self) -> bool:
        """Whether the person at the screen may give up now: in a round, when it is a
        person's seat."""
        return self.in_round() and self.is_human(
            self.viewer if self.viewer is not None else self.perspective)

    def my_turn(self) -> bool:
        """The seat at the screen is to move and may act."""
        seat = self.state.to_move
        return seat is not None and seat == self.viewer and self.is_human(seat)

    @property
    def fresh_cards(self) -> frozenset[int]:
        """The cards just come into the hand at the screen (marked there until its next
        move)."""
        return self.fresh.cards(self.perspective)

    @property
    def fresh_left(self) -> float:
        """The seconds their mark still breathes."""
        return self.fresh.left(self.perspective)

    @fresh_left.setter
    def fresh_left(self, seconds: float) -> None:
        self.fresh.set_left(self.perspective, seconds)

    def spend_fresh(self) -> None:
        """A move made: the cards that came into the hand are no longer news."""
        self.fresh.spent(self.perspective)

    def tick_fresh(self, dt: float) -> None:
        """The fresh cards' breathing runs down only on the player's own turn, once the
        cards are still."""
        if self.my_turn() and not self.mirror.moving:
            self.fresh.tick(self.perspective, dt)

    def pulsing(self) -> bool:
        """The card just drawn is marked in the hand on the player's turn (smoothly: at the
        idle rate its pulse stepped)."""
        return self.fresh_left > 0 and self.my_turn()

    def name(self, seat: int) -> str:
        return self.seats[seat].name

    def set_message(self, text: str, colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
        self.message = text
        self.message_colour = colour
        self.message_time = timing.MESSAGE_SECONDS if text else 0.0

    def fade_message(self, dt: float) -> None:
        """The message line empties when its time is up (``keep_message`` holds it); news
        about saving (a write that failed, or works again) takes it over at once."""
        news = self.app.save_news
        if news is not None:
            self.app.save_news = None
            sentence, bad = news
            self.set_message(sentence, theme.ERROR if bad else theme.GOOD)
            self.message_time = timing.MESSAGE_SECONDS * 2
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0 and not self.keep_message():
                self.message = ""

    def keep_message(self) -> bool:
        """Whether the message stays past its time (a refused claim's example cards)."""
        return False

    def choose(self, card: int) -> None:
        """A click on hand card ``card``: it is chosen, or put down when it already was
        (not at the first click on the card a hint took up, nor at the second click of a
        double click: a Brazilian tester's quick double click chose the card and put it
        down again, and his click on the row then said to pick a card first)."""
        taken, self.hint_taken = self.hint_taken, None
        again = self.selected == card
        if again and taken != card and self.time - self.chosen_at >= DOUBLE_CLICK:
            self.selected = None
            return
        if not again:
            self.chosen_at = self.time
        self.selected = card

    def cancel(self) -> bool:
        """Put down the card being dragged, or the one chosen; False when there was none."""
        if self.drag is not None:
            self.drag = None
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def open_pause(self) -> None:
        self.cancel()
        self.app.stack.push(PauseOverlay(self.app, self))

    def when_assisted(self, assisted: bool, go: Callable[[], None],
                      keys: tuple[str, str, str]) -> None:
        """Run ``go`` (a hint, an undo) at once when the round already counts as assisted
        (``assisted``); otherwise once the player agrees that it will, in a confirmation
        with the catalog keys of its title, body and yes: asked once a round."""
        if assisted:
            go()
            return
        title, body, yes = keys
        self.app.stack.push(ConfirmDialog(self.app, t(title), t(body), go, t(yes)))

    def computer_failed(self, seat: int) -> None:
        self.set_message(t("board.computer_failed", name=self.name(seat)), theme.ERROR)

    @abstractmethod
    def curtain_seat(self) -> int | None:
        """Whose hand ``dismiss_curtain`` would show now: the person to move."""

    @abstractmethod
    def dismiss_curtain(self) -> None:
        """The next hot-seat person has said who they are: turn the table to them."""

    @abstractmethod
    def start_round(self) -> None:
        """Deal the table for the round in play."""

    @abstractmethod
    def restart_round(self) -> None:
        """Deal the round again (when ``can_restart``)."""

    def restart_costs(self) -> bool:
        """Whether dealing the round again counts as help (Restart asks first): once a card
        was played, or once a person has seen their hand. Before any move a new deal was
        free, and a hot-seat family saw a player swap a bad hand for a fresh one unseen by
        the statistics."""
        return bool(self.state.log) or self.viewer is not None

    def concede_body(self) -> str:
        """What conceding means, for its confirmation."""
        return t(self.concede_keys[2])

    @abstractmethod
    def concede(self) -> None:
        """The person at the screen gives up (the round, or the whole game)."""

    def next_round(self) -> None:
        # A second Next round (from a summary already left behind) waits for this round
        # to end instead of dealing past it.
        if self.match.is_over or self.state.outcome is None:
            return
        self.match.next_round()
        self.start_round()
