"""The modal panel every dialog is drawn in (a title, some content, a column of buttons
answering the arrows and Enter), and the plain question with a yes and a no. The dialogs
that serve a board are in ``dialogs``."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from scenes.core.scene import Scene
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import (
    Button,
    blit_centred,
    draw_dim,
    draw_panel,
    draw_text_block,
    fitted_label,
    focus_key,
    pointer_focus,
    wrap,
)

if TYPE_CHECKING:
    from scenes.core.app import App


class Dialog(Scene):
    """A centred panel with a title, some content and a column of buttons; modal."""

    opaque = False
    width_share = 0.36
    content_height = 0.0
    """Room above the buttons, as a share of the window height."""
    width_cap = 0.97
    """The widest the content may be, as a share of the window height (620 px at the
    smallest window): every font of a dialog grows with the height, so its width must
    too, or a big screen squeezes the same words into the same pixels."""

    def __init__(self, app: App, title: str, buttons: list[Button]) -> None:
        super().__init__(app)
        self.title = title
        self.buttons = buttons
        self.focus = next((index for index, button in enumerate(buttons) if button.primary), 0)
        """The button Enter presses: at first the primary one (a confirmation's safe
        answer), then wherever the arrows or the pointer move it; its ring follows."""
        self.panel = pygame.Rect(0, 0, 0, 0)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        bh = max(38, int(h * 0.058))
        gap = int(bh * 0.28)
        title_h = int(h * 0.1)
        content = int(h * self.content_height)
        bw = int(min(w * self.width_share, max(620, h * self.width_cap)))
        # Three gaps under the last button: with two, Main menu nearly touched the frame.
        height = title_h + content + len(self.buttons) * (bh + gap) + gap * 3
        self.panel = pygame.Rect(0, 0, bw + 80, height)
        self.panel.center = (w // 2, h // 2)
        self.content_rect = pygame.Rect(self.panel.x + 40, self.panel.y + title_h, bw, content)
        top = self.content_rect.bottom + gap
        for index, button in enumerate(self.buttons):
            button.rect = pygame.Rect(self.panel.x + 40, top + index * (bh + gap), bw, bh)

    def close(self) -> None:
        self.app.stack.pop(self)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_ESCAPE:
                self.on_escape()
            else:
                moved = focus_key(self.buttons, self.focus, event.key, getattr(event, "mod", 0))
                self.focus = self.focus if moved is None else moved
            return True
        pressed, self.focus = pointer_focus(self.buttons, event, self.focus)
        if not pressed:
            self.handle_content(event)
        return True

    def on_escape(self) -> None:
        self.close()

    def handle_content(self, event: pygame.event.Event) -> None:
        """Clicks inside the content area (settings choices)."""

    def draw(self, surface: pygame.Surface) -> None:
        draw_dim(surface, 185)
        if self.app.stack.top is not self and isinstance(self.app.stack.top, Dialog):
            # Under another dialog (a question it asked) only its shade is left: the pause
            # menu's taller panel showed its title and frame around the question's.
            return
        draw_panel(surface, self.panel, 240, assets=self.app.assets)
        centre_y = self.panel.y + surface.get_height() * 0.05
        labels = self.title_labels(surface.get_height())
        step = labels[0].get_height()
        top = centre_y - step * (len(labels) - 1) / 2
        for index, label in enumerate(labels):
            blit_centred(surface, label, (self.panel.centerx, top + index * step))
        self.draw_content(surface)
        for index, button in enumerate(self.buttons):
            button.focused = button.primary = index == self.focus
            button.draw(surface, self.app.assets)

    def title_lines(self, height: int) -> tuple[int, list[str]]:
        """The title's type size and lines in a window ``height`` px high: one line inside
        the panel, in smaller type if need be (down to three quarters), else two lines."""
        assets = self.app.assets
        room = self.panel.w - 48
        px = max(20, height // 26)
        smallest = max(16, px * 3 // 4)
        while px > smallest and assets.font("display", px).size(self.title)[0] > room:
            px -= 1
        if assets.font("display", px).size(self.title)[0] <= room:
            return px, [self.title]
        lines = wrap(assets, self.title, "display", px, room)
        return px, [line for line in (lines[0], " ".join(lines[1:])) if line]

    def title_labels(self, height: int) -> list[pygame.Surface]:
        """The title's lines drawn (a second line too long even so ends in an ellipsis)."""
        px, lines = self.title_lines(height)
        return [fitted_label(self.app.assets, line, "display", px, theme.GOLD_LIGHT,
                             self.panel.w - 48, px) for line in lines]

    def draw_content(self, surface: pygame.Surface) -> None:
        """Paint the content area."""


class ConfirmDialog(Dialog):
    """A question with a yes and a no; yes runs ``on_yes`` after the dialog is gone."""

    content_height = 0.12
    body_gap = 0.5
    """Room under the question's last line, in shares of its type size."""

    def __init__(self, app: App, title: str, body: str, on_yes: Callable[[], None],
                 yes_label: str) -> None:
        self.body = body
        self.on_yes = on_yes
        super().__init__(app, title, [Button(yes_label, self.yes),
                                      Button(t("confirm.no"), self.close, primary=True)])
        self.focus = 1

    def yes(self) -> None:
        self.close()
        self.on_yes()

    def resize(self, size: tuple[int, int]) -> None:
        """As tall as the question needs: four Greek lines ran onto the buttons."""
        self.content_height = type(self).content_height
        super().resize(size)
        px = body_px(size[1])
        lines = max(len(wrap(self.app.assets, body, "text", px, self.content_rect.w))
                    for body in self.bodies())
        needed = lines * self.app.assets.font("text", px).get_linesize() + int(px * self.body_gap)
        if needed > self.content_rect.h:
            self.content_height = needed / size[1]
            super().resize(size)

    def bodies(self) -> list[str]:
        """The texts the content keeps room for: the body (a dialog whose language can
        change while it is open keeps room for every language's)."""
        return [self.body]

    def draw_content(self, surface: pygame.Surface) -> None:
        draw_text_block(surface, self.app.assets, self.body, self.content_rect,
                        body_px(surface.get_height()))


def body_px(height: int) -> int:
    """The type size of a question's text in a window ``height`` pixels high."""
    return max(13, height // 40)
