"""Dialogs drawn over the scene below, for every game: pause, confirmation, the hot-seat
curtain and the frame of a round's summary (each game fills in its own content). They reach
the board they serve through the small protocols below, never by importing it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from scenes.core.scene import Scene
from scenes.shell.modal import ConfirmDialog, Dialog
from scenes.shell.rules import RulesScene
from scenes.shell.settings import SettingsScene
from scenes.table.logpanel import even_lines
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import (
    Button,
    blit_centred,
    draw_dim,
    draw_panel,
    draw_text_block,
    fitted_label,
    focus_step,
    focus_toward,
)

if TYPE_CHECKING:
    from scenes.core.app import App

__all__ = ["ConfirmDialog", "CurtainOverlay", "Dialog", "PauseOverlay", "SummaryDialog"]
"""``Dialog`` and ``ConfirmDialog`` live in ``modal``; they are named here too, beside the
dialogs built on them."""


class CurtainedBoard(Protocol):
    """What the hot-seat curtain needs of a board."""

    buttons: dict[str, Button]

    def name(self, seat: int) -> str: ...

    def dismiss_curtain(self) -> None: ...

    def curtain_seat(self) -> int | None:
        """Whose hand ``dismiss_curtain`` would show now: the person to move."""

    def open_pause(self) -> None: ...

    def in_round(self) -> bool: ...

    def draw_empty_table(self, surface: pygame.Surface) -> None:
        """The table without a card on it (under the pause menu of a shared screen, and
        under a curtain over a hand still face up)."""


class PausedBoard(CurtainedBoard, Protocol):
    """What the pause menu needs of a board (the boards of both games have it)."""

    viewer: int | None
    perspective: int

    @property
    def game_key(self) -> str:
        """Whose rules the pause menu shows."""

    @property
    def can_restart(self) -> bool:
        """Whether a round may be dealt again (Restart is left out otherwise)."""

    @property
    def concede_keys(self) -> tuple[str, str, str, str]:
        """The catalog keys of the concede button and of its confirmation's title, body
        and yes."""

    def concede_body(self) -> str:
        """What conceding means, for the confirmation (who gives up, where it matters)."""

    def in_round(self) -> bool: ...

    def may_concede(self) -> bool:
        """Whether the person at the screen may concede (give up) now."""

    def restart_round(self) -> None: ...

    def restart_costs(self) -> bool:
        """Whether restarting throws away moves made (it is asked first, then)."""

    def concede(self) -> None: ...

    @property
    def shared_screen(self) -> bool:
        """Whether several people play at this screen (each hand is private)."""

    @property
    def people(self) -> int:
        """How many people play at this screen."""


class PauseOverlay(Dialog):
    """Resume, rules, settings, restart, concede and the main menu.

    A game whose rounds cannot be dealt again leaves out Restart; what conceding means and
    which rules to show come from the board too.
    """

    def __init__(self, app: App, board: PausedBoard) -> None:
        self.board = board
        buttons = [
            Button(t("pause.resume"), self.back_to_table, primary=True),
            Button(t("pause.rules"), self.rules),
            Button(t("pause.settings"), self.settings),
            Button(t("pause.restart"), self.restart),
            Button(t(board.concede_keys[0]), self.concede),
            Button(t("pause.menu"), self.menu),
        ]
        in_round = board.in_round()
        buttons[4].enabled = board.may_concede()
        # Where a round is given up by the player on turn alone (Schotten Totten), under
        # the hot-seat curtain nobody has said who they are: the round is not dealt again
        # either (a tester found Restart open to the player not on turn beside a greyed
        # Concede). Take That's table ends or deals its game for everyone, curtain or not.
        curtained = (in_round and board.shared_screen and board.viewer is None
                     and not buttons[4].enabled)
        buttons[3].enabled = in_round and not curtained
        # Why, under the curtain: two Greek testers saw the button greyed and no reason.
        self.note = t("pause.concede_curtain") if curtained else ""
        if self.note:
            self.content_height = 0.09
        if not board.can_restart:
            del buttons[3]
        super().__init__(app, t("pause.title"), buttons)
        # Over a shared screen the menu stands on the empty table, and the table with its
        # hand face up is not drawn under it at all.
        self.opaque = board.shared_screen

    def back_to_table(self) -> None:
        """Back to the table; on a shared screen, behind the curtain of the person whose
        hand is face up: a hot-seat tester paused mid-turn, and Resume showed her hand to
        whoever pressed it."""
        self.close()
        hide_hand(self.app, self.board)

    def on_escape(self) -> None:
        self.back_to_table()

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.note:
            draw_text_block(surface, self.app.assets, self.note, self.content_rect,
                            max(13, surface.get_height() // 46), theme.TEXT_DIM)

    def draw(self, surface: pygame.Surface) -> None:
        """Over a table that several people share, the menu stands on the empty table: the
        dimmed hand under it was readable to everyone while its player paused."""
        if self.board.shared_screen:
            self.board.draw_empty_table(surface)
        super().draw(surface)

    def rules(self) -> None:
        self.app.stack.push(RulesScene(self.app, self.board.game_key))

    def settings(self) -> None:
        self.app.stack.push(SettingsScene(self.app))

    def restart(self) -> None:
        if not self.board.restart_costs():
            self.restarted()
            return
        self.app.stack.push(ConfirmDialog(self.app, t("confirm.restart.title"),
                                          t("confirm.restart.body"), self.restarted,
                                          t("confirm.restart.yes")))

    def restarted(self) -> None:
        self.close()
        self.board.restart_round()

    def concede(self) -> None:
        if not self.app.settings.confirm_concede:
            self.conceded()
            return
        _, title, _, yes = self.board.concede_keys
        self.app.stack.push(ConfirmDialog(self.app, t(title), self.board.concede_body(),
                                          self.conceded, t(yes)))

    def conceded(self) -> None:
        self.close()
        self.board.concede()

    def menu(self) -> None:
        self.app.go_home()


class CurtainOverlay(Scene):
    """Hides the table between two people's turns until the next one says who they are."""

    opaque = False
    title_key = "curtain.title"

    def __init__(self, app: App, board: CurtainedBoard, seat: int, people: int = 2) -> None:
        super().__init__(app)
        self.board = board
        self.seat = seat
        # "Everyone else" read oddly to two friends at one table: with two people at the
        # screen, the other one is asked to look away.
        self.body_key = "curtain.body.two" if people <= 2 else "curtain.body"
        name = board.name(seat)
        self.button = Button(t("curtain.button", name=name), self.dismiss, primary=True)
        # The table's Menu button works under the curtain: a family playing by mouse could
        # stop only by saying who they were first, which shows that person's hand.
        self.menu = Button(t("board.menu"), board.open_pause, key="keys.cap.escape")
        self.name = name
        self.body_lines: tuple[tuple[str, int, int], list[str]] = (("", 0, 0), [])
        """The sentence's lines, kept for its text and the window's size."""

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.button.rect = pygame.Rect(0, 0, min(460, int(w * 0.36)), max(44, int(h * 0.07)))
        self.button.rect.center = (w // 2, int(h * 0.6))
        table = self.board.buttons.get("menu")
        if table is not None:
            self.menu.rect = table.rect.copy()
        else:
            self.menu.rect = pygame.Rect(0, 0, min(240, int(w * 0.2)), max(36, int(h * 0.055)))
            self.menu.rect.midtop = (w // 2, self.button.rect.bottom + max(16, h // 30))

    def dismiss(self) -> None:
        self.app.stack.pop(self)
        if self.stale():
            return  # the table puts up the curtain of the person to move instead
        self.board.dismiss_curtain()

    def stale(self) -> bool:
        """Whether the curtain no longer stands before the hand it names: the round ended,
        or was dealt again, while it was up (from the pause menu over it)."""
        return not self.board.in_round() or self.board.curtain_seat() != self.seat

    def update(self, dt: float) -> None:
        """A round that ended while the curtain was up (given up from the pause menu over
        it) lifts the curtain with no hand shown: a Greek tester saw "Nikos: show my
        cards" over the winner's banner, and Nikos's hand face up under the summary. A
        round dealt again under it (Restart round) lifts it too, and the table puts up the
        curtain of the person who starts: a family's "I am Lúcia" showed Lúcia the new
        hand of Conceição, who was to start."""
        if self.stale():
            self.app.stack.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
                self.dismiss()
            elif event.key == pygame.K_ESCAPE:
                self.board.open_pause()
            return True
        if not self.button.handle_event(event):
            self.menu.handle_event(event)
        return True

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        draw_dim(surface, 225)
        assets = self.app.assets
        title = fitted_label(assets, t(self.title_key, name=self.name), "display",
                             max(22, h // 18), theme.GOLD_LIGHT, w - 40)
        blit_centred(surface, title, (w // 2, int(h * 0.38)))
        # In lines of even length within the middle half: one long line ran across the
        # table into the game log's column (Greek, 1600x900).
        px = max(13, h // 42)
        line_h = assets.font("text", px).get_linesize()
        body_text = t(self.body_key)
        if self.body_lines[0] != (body_text, w, h):
            self.body_lines = ((body_text, w, h), even_lines(assets, body_text, px, w // 2))
        lines = self.body_lines[1]
        top = int(h * 0.47) - line_h * (len(lines) - 1) // 2
        for index, line in enumerate(lines):
            body = assets.text(line, "text", px, theme.TEXT_LIGHT)
            blit_centred(surface, body, (w // 2, top + index * line_h))
        self.button.draw(surface, assets)
        self.menu.draw(surface, assets)


class HandCurtain(CurtainOverlay):
    """The curtain over a hand still face up (after a pause of a shared screen): it stands
    on the empty table, and saying who you are only lifts it. The table under it is not
    drawn at all. Its title says the turn goes on ("Pass the computer to Sam" greeted Sam
    back from his own pause)."""

    opaque = True
    title_key = "curtain.resume.title"

    def __init__(self, app: App, board: CurtainedBoard, seat: int, people: int = 2) -> None:
        super().__init__(app, board, seat, people)
        # Nor is the computer passed on (the Greek body began "give the computer to
        # whoever plays now").
        self.body_key = "curtain.resume.body.two" if people <= 2 else "curtain.resume.body"

    def dismiss(self) -> None:
        self.app.stack.pop(self)

    def stale(self) -> bool:
        # It covers a hand already shown, which may be a turn's last player's while the
        # next one is to move: only a round's end lifts it.
        return not self.board.in_round()

    def draw(self, surface: pygame.Surface) -> None:
        self.board.draw_empty_table(surface)
        super().draw(surface)


def hide_hand(app: App, board: PausedBoard) -> None:
    """On a screen several people share, the curtain over the hand face up on ``board``
    (after something that hid the table closes: anyone may be at the screen by then)."""
    if board.shared_screen and board.viewer is not None and board.in_round():
        app.stack.push(HandCurtain(app, board, board.viewer, board.people))


class SummaryBoard(Protocol):
    """What a round summary needs of a board."""

    pointer: tuple[int, int]

    def next_round(self) -> None: ...

    def hovering(self, pos: tuple[int, int]) -> None:
        """The pointer moved to ``pos`` over the table (its tips follow it)."""

    def forget_pointer(self) -> None:
        """Nothing of the table lies under the pointer any more."""

    def rematch(self) -> None:
        """A new game with the same seats and rules."""

    def scroll_log(self, steps: int) -> bool:
        """The mouse wheel over the game log: back or forward through it."""

    def click_log(self, pos: tuple[int, int]) -> bool:
        """A click on the game log's title bar folds or opens it; whether it was there."""

    def page_log(self, key: int) -> bool:
        """Page Up or Page Down through the game log; False for other keys."""

    def toggle_log(self) -> None:
        """Fold the game log, or open it (key L)."""

    def viewing_key(self, key: int) -> bool:
        """A key of the table's own pressed while the last table is shown in place of the
        summary (at Take That, P lists each pile); whether the board used it."""


class SummaryDialog(Dialog):
    """The end of a round in either game: Next round (unless the match is over), Rematch,
    View board and Main menu; it stays until one is chosen, and a demonstration goes on by
    itself. "View board" hides the summary to show the final table; a key or a click
    brings it back."""

    demo_seconds = 4.0
    settle_seconds = 0.8
    """How long it is shown before a key or a click counts: an Enter or a click meant for
    the table's last move pressed Next round (or Rematch) before the summary was read."""
    settle_over = 2.5
    """The same at the end of a game, where Enter starts a new one: a tester playing fast
    pressed Rematch with it and never saw the final result (at 1.6 s, an Enter meant for
    the next hand-over still came after it)."""

    def __init__(self, app: App, board: SummaryBoard, title: str, over: bool,
                 demo: bool) -> None:
        self.demo = demo
        self.next_board = board
        self.shown = 0.0
        buttons = []
        if not over:
            buttons.append(Button(t("summary.next"), self.next_round, primary=True))
        # Half-way through a match the same button starts the match over: "Rematch" after
        # round 1 of 2 read as if the match were over.
        buttons.append(Button(t("summary.rematch" if over else "summary.start_over"),
                              self.rematch if over else self.ask_start_over, primary=over))
        view = Button(t("teach.summary.view_board"), self.view_board)
        buttons.append(view)
        buttons.append(Button(t("summary.menu"), self.menu))
        super().__init__(app, title, buttons)
        self.first_focus = buttons.index(view) if over else self.focus
        """Where the focus goes back to from the table: Next round (Enter on View board,
        still focused there, showed the table again, an English tester), but View board at
        the end of the game, where Enter on Rematch would start a new one (a Greek tester
        back from the table nearly did)."""
        if over:
            self.settle_seconds = self.settle_over
        self.viewing = False
        """The summary is hidden: the final table is shown until a key or a click."""
        self.log_folded = False
        """The button went down on the log's title bar: its release keeps the table."""

    def on_escape(self) -> None:
        """The summary stays until the player chooses what comes next."""

    def view_board(self) -> None:
        self.viewing = True

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.viewing:
            # A key or a click brings the summary back; the wheel goes back through the
            # game log (a tester turned it over the log and lost the board).
            if event.type == pygame.MOUSEMOTION:
                # The table's tips follow the pointer: a tester wanted to see what an
                # opponent's pile held once the round was over.
                self.next_board.pointer = event.pos
                self.next_board.hovering(event.pos)
            elif event.type == pygame.MOUSEWHEEL:
                self.next_board.scroll_log(event.y)
            elif event.type == pygame.KEYDOWN and event.key == pygame.K_l:
                self.next_board.toggle_log()  # as at the table (it left the view)
            elif event.type == pygame.KEYDOWN and self.next_board.viewing_key(event.key):
                pass  # a tester pressed P for the piles there, and nothing came
            elif event.type == pygame.KEYDOWN:
                # Page Up/Down keep it; the keys its line names, Enter and Space leave it.
                # Any other key left it too, and a tester's L (the log's key) lost the view.
                leave = event.key in (pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                                      pygame.K_SPACE, pygame.K_BACKSPACE)
                self.viewing = self.next_board.page_log(event.key) or not leave
            elif (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
                  and self.next_board.click_log(event.pos)):
                # The log's title bar folds it as at the table: a tester clicked it and
                # was taken back to the summary.
                self.log_folded = True
            elif event.type == pygame.MOUSEBUTTONUP and event.button in (1, 2, 3):
                self.viewing = self.log_folded and event.button == 1
                self.log_folded = False
            if not self.viewing:
                self.next_board.forget_pointer()
                self.focus = self.first_focus
            return True
        if self.shown < self.settle_seconds and event.type in (
                pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            # Buttons side by side: Left and Right go along the row, and from a button
            # alone on its row (Next round) on through the list as Up and Down did.
            toward = focus_toward(self.buttons, self.focus, event.key)
            step = 1 if event.key == pygame.K_RIGHT else -1
            self.focus = focus_step(self.buttons, self.focus, step) if toward is None else toward
            return True
        return super().handle_event(event)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.viewing:
            super().draw(surface)
            return
        assets = self.app.assets
        px = max(14, surface.get_height() // 40)
        label = assets.text(t("teach.summary.back"), "text_bold", px, theme.GOLD_LIGHT)
        box = self.place_back(label.get_rect().inflate(px * 2, px), surface)
        draw_panel(surface, box, 235, assets=assets)
        blit_centred(surface, label, box.center)

    def place_back(self, box: pygame.Rect, surface: pygame.Surface) -> pygame.Rect:
        """Where the line that brings the summary back lies over the table: at the top."""
        box.midtop = (surface.get_width() // 2, box.h // 4)
        return box

    def update(self, dt: float) -> None:
        if self.viewing:
            return
        self.shown += dt
        if self.demo:
            self.demo_seconds -= dt
            if self.demo_seconds <= 0:
                self.demo_seconds = 1e9
                self.buttons[0].on_click()

    def next_round(self) -> None:
        self.close()
        self.next_board.next_round()

    def rematch(self) -> None:
        self.next_board.rematch()

    def ask_start_over(self) -> None:
        """Half-way through a match, Start over asks first: Right and Enter, meant for Next
        round, started a three-round match over with its score lost (a family's play-test)."""
        self.app.stack.push(ConfirmDialog(self.app, t("summary.start_over.title"),
                                          t("summary.start_over.body"), self.rematch,
                                          t("summary.start_over.yes")))

    def menu(self) -> None:
        self.app.go_home()
