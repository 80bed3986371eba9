"""A set-up form, the frame of every game's set-up screen: labelled rows of widgets on a
panel, Start and Back, and keyboard access (Up/Down between rows, Left/Right through a
row's options, Enter, Esc)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

import pygame

from scenes.core.scene import Scene
from scenes.shell.lessons import LessonChooser
from scenes.shell.tutorial import TUTORIALS, open_tutorial
from scenes.ui import theme
from scenes.ui.backdrop import draw_backdrop
from scenes.ui.text import t
from scenes.ui.widgets import (
    Button,
    Choice,
    TextField,
    blit_centred,
    draw_focus_band,
    draw_panel,
    fitted_label,
    focus_reach,
)

if TYPE_CHECKING:
    from scenes.core.app import App
    from scenes.ui.assets import Assets


Widget = Choice | TextField | Any
"""A form row's widget: a choice, a text field, or a compound row with the same calls."""


def shown(widget: Widget) -> bool:
    """Whether a row is in use: a hidden one keeps its place, so the rows below stay put."""
    return bool(getattr(widget, "visible", True))


def draw_absent(surface: pygame.Surface, assets: Assets, label: str, widget: Widget,
                label_x: int, px: int) -> None:
    """A hidden row that has something to say while it is not in use (its
    ``absent_text``, such as a seat past the player count): its label and that line,
    dim, in its place."""
    absent = str(getattr(widget, "absent_text", ""))
    if not absent:
        return
    rect = widget.rect
    text = fitted_label(assets, label, "text_bold", px, theme.TEXT_DIM, rect.x - label_x - 12)
    surface.blit(text, (label_x, rect.centery - text.get_height() // 2))
    line = fitted_label(assets, absent, "text", max(12, px - 2), theme.TEXT_DIM, rect.w)
    surface.blit(line, (rect.x + 4, rect.centery - line.get_height() // 2))


HINT_ROWS: Final = 1.1
"""Room for the line that explains a row, between the last row and the buttons, in rows."""


class FormScene(Scene):
    """A set-up form: labelled rows of widgets on a panel, Start and Back, and keyboard
    access (Up/Down between rows, Left/Right through a row's options, Enter, Esc)."""

    title_key = "setup.title"
    game_key = ""
    """The game set up here (F1 explains it; its lessons are a button away)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.start_button = Button(t("setup.start"), self.start, primary=True)
        self.back_button = Button(t("setup.back"), self.back)
        self.learn_button = Button(t("tutorial.offer.yes"), self.learn)
        """Between Back and Start: a newcomer who opened the set-up first (and never met
        the first start's welcome) found no lesson of that game there."""
        self.learn_button.visible = self.game_key in TUTORIALS
        self.focus = 0
        self.time = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.label_x = 0
        self.pointer = (-1, -1)
        self.on_back: Callable[[], Scene] | None = None
        """The scene Back (or Esc) returns to, when it is not the one under the set-up."""

    def rows(self) -> list[tuple[str, Widget]]:
        raise NotImplementedError

    def start(self) -> None:
        raise NotImplementedError

    def back(self) -> None:
        """Back where the set-up was opened from: the game chooser when it came from
        there (Esc took a keyboard player past it to the main menu)."""
        self.app.stack.pop(self)
        if self.on_back is not None:
            self.app.stack.push(self.on_back())

    def learn(self) -> None:
        """The game's lesson; a choice of them when it has several."""
        entry = TUTORIALS.get(self.game_key)
        if entry is not None and len(entry.lessons) > 1:
            self.app.stack.push(LessonChooser(self.app, self.game_key))
        else:
            open_tutorial(self.app, self.game_key)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        # Wider in a taller window, up to 1.2 times its height at 1080 px: the type grows
        # with the height, and at 1920x1080 a Greek label shrank and a seat's computer
        # name wrapped in a panel held to 980 px (a Greek family).
        widest = theme.grown(max(980, round(1.2 * min(h, theme.FULL_HD_HEIGHT))), h)
        self.panel = pygame.Rect(0, 0, min(widest, int(w * 0.8)), int(h * 0.84))
        self.panel.center = (w // 2, h // 2 + int(h * 0.02))
        # Short enough that the rows, the explaining line under them and the buttons all
        # fit: with eight rows the line was pressed between the last row and the buttons
        # (an Italian tester, 1920x1080).
        units = 2.0 + 1.36 * len(self.rows()) - 0.36 + HINT_ROWS + 1.85
        row_h = max(30, int(self.panel.h * min(0.068, 1 / units)))
        gap = int(row_h * 0.36)
        label_w = int(self.panel.w * 0.3)
        top = self.panel.y + int(row_h * 2.0)
        for index, (_, widget) in enumerate(self.rows()):
            widget.rect = pygame.Rect(self.panel.x + label_w + 30, top + index * (row_h + gap),
                                      self.panel.w - label_w - 60, row_h)
            if isinstance(widget, TextField):
                widget.rect.w = min(widget.rect.w, theme.grown(360, h))
        self.label_x = self.panel.x + 30
        bw, bh = int(self.panel.w * 0.3), int(row_h * 1.25)
        bottom = self.panel.bottom - bh - int(row_h * 0.6)
        self.start_button.rect = pygame.Rect(self.panel.right - bw - 30, bottom, bw, bh)
        self.back_button.rect = pygame.Rect(self.panel.x + 30, bottom, int(bw * 0.7), bh)
        between = self.start_button.rect.left - self.back_button.rect.right
        self.learn_button.rect = pygame.Rect(0, bottom, min(bw, between - 40), bh)
        self.learn_button.rect.centerx = (self.back_button.rect.right
                                          + self.start_button.rect.left) // 2

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def reachable_buttons(self) -> list[Button]:
        """The buttons under the rows, left to right, that the focus can reach after the
        last row (a keyboard player could not reach Back or the lesson)."""
        return [button for button in (self.back_button, self.learn_button, self.start_button)
                if button.visible and button.enabled]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.pointer = event.pos
        widgets = [widget for _, widget in self.rows()]
        consumed = None
        for widget in widgets:
            # A press goes to every row, so that a text field elsewhere loses the focus.
            if widget.handle_event(event):
                consumed = consumed or widget
                if event.type != pygame.MOUSEBUTTONDOWN:
                    break
        if consumed is not None:
            # A text field clicked takes the row's band too: a newcomer typed her name
            # under a band still lit on the row she had set before.
            self.focus = widgets.index(consumed)
            return True
        for button in (self.start_button, self.back_button, self.learn_button):
            if button.handle_event(event):
                return True
        if event.type != pygame.KEYDOWN:
            return False
        buttons = self.reachable_buttons()
        on_button = self.focus >= len(widgets)
        chosen = buttons[min(self.focus - len(widgets), len(buttons) - 1)] if on_button else None
        back = event.key == pygame.K_UP or (
            event.key == pygame.K_TAB and bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT))
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if chosen is not None:
                chosen.on_click()
            elif event.key != pygame.K_SPACE:
                self.start()
        elif event.key in (pygame.K_DOWN, pygame.K_UP, pygame.K_TAB):
            self.move_focus(widgets, -1 if back else 1)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if event.key == pygame.K_RIGHT else -1
            if chosen is not None:
                index = buttons.index(chosen) + step
                self.focus = len(widgets) + max(0, min(len(buttons) - 1, index))
            else:
                widget = widgets[self.focus % len(widgets)]
                if not isinstance(widget, TextField) and shown(widget):
                    widget.step(step)
        return True

    def move_focus(self, widgets: list[Widget], step: int) -> None:
        """The focus to the next (or previous) row in use, and from the last row on to the
        buttons, Start first (then Back and the lesson), round to the first row. Down from
        the last row went to Back, and a keyboard tester's Enter there left the set-up."""
        stops = [index for index, widget in enumerate(widgets) if shown(widget)]
        buttons = self.reachable_buttons()
        order = sorted(range(len(buttons)), key=lambda i: buttons[i] is not self.start_button)
        stops += [len(widgets) + index for index in order]
        here = stops.index(self.focus) if self.focus in stops else -1
        self.focus = stops[(here + step) % len(stops)]
        focused = widgets[self.focus] if self.focus < len(widgets) else None
        for widget in widgets:
            if isinstance(widget, TextField):
                widget.set_focus(widget is focused)
            elif not isinstance(widget, Choice):
                widget.focus_text(widget is focused)

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        draw_backdrop(self.app.assets, surface, 110)
        draw_panel(surface, self.panel, 225, assets=self.app.assets)
        px_title = max(20, self.panel.h // 16)
        title = assets.text(t(self.title_key), "display", px_title, theme.GOLD_LIGHT)
        blit_centred(surface, title, (self.panel.centerx, self.panel.y + px_title))
        rows = self.rows()
        caret = int(self.time * 2) % 2 == 0
        for index, (label, widget) in enumerate(rows):
            px = max(12, int(widget.rect.h * 0.45))
            if not shown(widget):
                draw_absent(surface, assets, label, widget, self.label_x, px)
                continue
            colour = theme.GOLD_LIGHT if index == self.focus else theme.TEXT_LIGHT
            if index == self.focus:
                # A band behind the row the keys act on: a keyboard tester found only its
                # label turning gold, beside a Start button that always looks chosen.
                band = pygame.Rect(self.label_x - 10, widget.rect.y - 3,
                                   widget.rect.right - self.label_x + 20, widget.rect.h + 6)
                draw_focus_band(surface, band)
            text = fitted_label(assets, label, "text_bold", px, colour,
                                widget.rect.x - self.label_x - 12)
            surface.blit(text, (self.label_x, widget.rect.centery - text.get_height() // 2))
            if isinstance(widget, TextField):
                widget.draw(surface, assets, caret=caret)
            elif isinstance(widget, Choice):
                widget.draw(surface, assets, focused=index == self.focus)
            else:
                widget.draw(surface, assets, focused=index == self.focus, caret=caret)
        last = rows[-1][1].rect
        # Between the last row and the buttons, never over the Start button nor under its
        # focus ring (the ring cut the line's last word, a Polish keyboard player).
        start = self.start_button.rect
        room = start.top - focus_reach(start.h) - last.bottom - 2
        px = max(11, min(int(self.panel.h * 0.024), int(room / 1.45)))
        # From the labels' edge, across the whole panel: under the choices alone it shrank
        # to 9 px, and read as the last row's (an Italian tester found the professional
        # variant explained "under Rounds"). Each hint names what it explains.
        hint = fitted_label(assets, self.hint(), "text", px, theme.TEXT_DIM,
                            self.panel.right - 30 - self.label_x)
        # Halfway between the last row and the buttons: close under the row, it touched
        # the buttons' tops at 1920x1080 (a Portuguese tester).
        gap = max(0, (room - hint.get_height()) // 2)
        surface.blit(hint, (self.label_x, last.bottom + gap))
        focus = self.focus - len(rows)
        for index, button in enumerate(self.reachable_buttons()):
            button.focused = index == focus
        # Start's rim says Enter starts: not while the keys are on another button (an
        # Italian tester saw two buttons framed and could not tell which Enter pressed).
        self.start_button.primary = not (self.back_button.focused or self.learn_button.focused)
        self.start_button.draw(surface, assets)
        self.back_button.draw(surface, assets)
        self.learn_button.draw(surface, assets)

    def hint(self) -> str:
        """One line under the last row: what the focused row's choice means, when it needs
        saying (nothing for the others: under the last row it read as that row's)."""
        return ""

    def focused_widget(self) -> Widget | None:
        rows = self.rows()
        return rows[self.focus][1] if 0 <= self.focus < len(rows) else None

    def hinted_widget(self) -> Widget | None:
        """The row the hint under the rows explains: the one under the pointer, else the
        focused one (an Italian tester never learnt what the professional variant was: its
        line came only once the row had the focus)."""
        pointed = self.pointed_widget()
        return pointed if pointed is not None else self.focused_widget()

    def pointed_widget(self) -> Widget | None:
        """The row under the pointer, if any."""
        for _, widget in self.rows():
            band = pygame.Rect(self.label_x, widget.rect.y - 3,
                               widget.rect.right - self.label_x, widget.rect.h + 6)
            if shown(widget) and band.collidepoint(self.pointer):
                return widget
        return None
