"""The set-up screen: opponent, names, level, variant, edition, rounds, who starts."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Final

import pygame

import game
from scenes import theme
from scenes.app import PlayerSpec, Session, SetupChoices, computer_levels
from scenes.core import Scene
from scenes.menu import draw_backdrop
from scenes.text import t
from scenes.widgets import Button, Choice, TextField, blit_centred, draw_panel

if TYPE_CHECKING:
    from scenes.app import App

ROUNDS: Final = (1, 3, 5, 7)
FIRSTS: Final = ("random", "me", "opponent")


def session_from(choices: SetupChoices, seed: int) -> Session:
    """A new match for ``choices``; seat 0 is the player who filled in the form."""
    hotseat = choices.mode == "hotseat"
    name1 = choices.name1.strip() or (t("player.default1") if hotseat else t("player.you"))
    if hotseat:
        name2 = choices.name2.strip() or t("player.default2")
        if name2 == name1:
            name2 = f"{name2} 2"
        players = (PlayerSpec(name1), PlayerSpec(name2))
    else:
        level_name = t(f"level.{choices.level}")
        players = (PlayerSpec(name1), PlayerSpec(t("player.computer", level=level_name),
                                                 choices.level))
    match = game.Match.start(choices.config(), choices.rounds, seed, choices.first_seat())
    return Session(match, players)


Widget = Choice | TextField | Any
"""A form row's widget: a choice, a text field, or a compound row with the same calls."""


class FormScene(Scene):
    """A set-up form: labelled rows of widgets on a panel, Start and Back, and keyboard
    access (Up/Down between rows, Left/Right through a row's options, Enter, Esc)."""

    title_key = "setup.title"

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.start_button = Button(t("setup.start"), self.start, primary=True)
        self.back_button = Button(t("setup.back"), self.back)
        self.focus = 0
        self.time = 0.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.label_x = 0

    def rows(self) -> list[tuple[str, Widget]]:
        raise NotImplementedError

    def start(self) -> None:
        raise NotImplementedError

    def back(self) -> None:
        self.app.stack.pop(self)

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(0, 0, min(980, int(w * 0.8)), int(h * 0.84))
        self.panel.center = (w // 2, h // 2 + int(h * 0.02))
        row_h = max(30, int(self.panel.h * 0.068))
        gap = int(row_h * 0.36)
        label_w = int(self.panel.w * 0.3)
        top = self.panel.y + int(row_h * 2.0)
        for index, (_, widget) in enumerate(self.rows()):
            widget.rect = pygame.Rect(self.panel.x + label_w + 30, top + index * (row_h + gap),
                                      self.panel.w - label_w - 60, row_h)
            if isinstance(widget, TextField):
                widget.rect.w = min(widget.rect.w, 360)
        self.label_x = self.panel.x + 30
        bw, bh = int(self.panel.w * 0.3), int(row_h * 1.25)
        bottom = self.panel.bottom - bh - int(row_h * 0.6)
        self.start_button.rect = pygame.Rect(self.panel.right - bw - 30, bottom, bw, bh)
        self.back_button.rect = pygame.Rect(self.panel.x + 30, bottom, int(bw * 0.7), bh)

    def enter(self) -> None:
        pygame.key.start_text_input()

    def exit(self) -> None:
        pygame.key.stop_text_input()

    def handle_event(self, event: pygame.event.Event) -> bool:
        widgets = [widget for _, widget in self.rows()]
        consumed = None
        for widget in widgets:
            # A press goes to every row, so that a text field elsewhere loses the focus.
            if widget.handle_event(event):
                consumed = consumed or widget
                if event.type != pygame.MOUSEBUTTONDOWN:
                    break
        if consumed is not None:
            if not isinstance(consumed, TextField):
                self.focus = widgets.index(consumed)
            return True
        for button in (self.start_button, self.back_button):
            if button.handle_event(event):
                return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_ESCAPE:
            self.back()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.start()
        elif event.key in (pygame.K_DOWN, pygame.K_UP):
            self.focus = (self.focus + (1 if event.key == pygame.K_DOWN else -1)) % len(widgets)
            for widget in widgets:
                if isinstance(widget, TextField):
                    widget.focused = widget is widgets[self.focus]
                elif not isinstance(widget, Choice):
                    widget.focus_text(widget is widgets[self.focus])
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            widget = widgets[self.focus % len(widgets)]
            if not isinstance(widget, TextField):
                widget.choose(widget.index + (1 if event.key == pygame.K_RIGHT else -1))
        return True

    def update(self, dt: float) -> None:
        self.time += dt

    def draw(self, surface: pygame.Surface) -> None:
        assets = self.app.assets
        draw_backdrop(self.app, surface, 110)
        draw_panel(surface, self.panel, 225, assets=self.app.assets)
        px_title = max(20, self.panel.h // 16)
        title = assets.text(t(self.title_key), "display", px_title, theme.GOLD_LIGHT)
        blit_centred(surface, title, (self.panel.centerx, self.panel.y + px_title))
        rows = self.rows()
        caret = int(self.time * 2) % 2 == 0
        for index, (label, widget) in enumerate(rows):
            px = max(12, int(widget.rect.h * 0.45))
            colour = theme.GOLD_LIGHT if index == self.focus else theme.TEXT_LIGHT
            text = assets.text(label, "text_bold", px, colour)
            surface.blit(text, (self.label_x, widget.rect.centery - text.get_height() // 2))
            if isinstance(widget, TextField):
                widget.draw(surface, assets, caret=caret)
            elif isinstance(widget, Choice):
                widget.draw(surface, assets, focused=index == self.focus)
            else:
                widget.draw(surface, assets, focused=index == self.focus, caret=caret)
        hint = assets.text(self.hint(), "text", max(11, int(self.panel.h * 0.024)),
                           theme.TEXT_DIM)
        last = rows[-1][1].rect
        surface.blit(hint, (last.x, last.bottom + int(last.h * 0.15)))
        self.start_button.draw(surface, assets)
        self.back_button.draw(surface, assets)

    def hint(self) -> str:
        """One line under the last row."""
        return ""


class SetupScene(FormScene):
    def __init__(self, app: App) -> None:
        super().__init__(app)
        remembered = app.setup
        self.levels = computer_levels()
        self.mode = Choice([t("setup.mode.computer"), t("setup.mode.hotseat")],
                           0 if remembered.mode == "computer" else 1,
                           on_change=lambda _: self.relabel())
        self.name1 = TextField(remembered.name1)
        self.name2 = TextField(remembered.name2)
        level = remembered.level if remembered.level in self.levels else self.levels[0]
        self.level = Choice([t(f"level.{name}") for name in self.levels],
                            self.levels.index(level))
        self.variant = Choice([t("setup.variant.base"), t("setup.variant.tactics")],
                              int(remembered.tactics))
        self.edition = Choice([t("setup.edition.iello"), t("setup.edition.classic")],
                              0 if remembered.edition == "iello" else 1)
        self.expert = Choice([t("setup.expert.off"), t("setup.expert.on")],
                             int(remembered.expert))
        self.rounds = Choice([str(n) for n in ROUNDS], ROUNDS.index(remembered.rounds))
        self.first = Choice(["", "", ""], FIRSTS.index(remembered.first))
        self.relabel()

    @property
    def hotseat(self) -> bool:
        return self.mode.index == 1

    def rows(self) -> list[tuple[str, Widget]]:
        rows: list[tuple[str, Widget]] = [
            (t("setup.mode"), self.mode),
            (t("setup.name1.hotseat") if self.hotseat else t("setup.name1"), self.name1),
        ]
        rows.append((t("setup.name2"), self.name2) if self.hotseat
                    else (t("setup.level"), self.level))
        rows += [
            (t("setup.variant"), self.variant),
            (t("setup.edition"), self.edition),
            (t("setup.expert"), self.expert),
            (t("setup.rounds"), self.rounds),
            (t("setup.first"), self.first),
        ]
        return rows

    def relabel(self) -> None:
        if self.hotseat:
            self.first.options = [t("setup.first.random"), t("setup.first.p1"),
                                  t("setup.first.p2")]
        else:
            self.first.options = [t("setup.first.random"), t("setup.first.me"),
                                  t("setup.first.opponent")]
        self.name2.visible = self.hotseat
        self.level.visible = not self.hotseat
        self.resize(self.app.size)

    def choices(self) -> SetupChoices:
        return SetupChoices(
            mode="hotseat" if self.hotseat else "computer",
            name1=self.name1.value, name2=self.name2.value,
            level=self.levels[self.level.index],
            tactics=self.variant.index == 1,
            edition="iello" if self.edition.index == 0 else "classic",
            expert=self.expert.index == 1,
            rounds=ROUNDS[self.rounds.index],
            first=FIRSTS[self.first.index],
        )

    def start(self) -> None:
        from scenes.board import BoardScene

        choices = self.choices()
        self.app.setup = choices
        self.app.session = session_from(choices, self.app.new_seed())
        self.app.stack.replace(BoardScene(self.app, self.app.session))

    def back(self) -> None:
        self.app.setup = self.choices()
        self.app.stack.pop(self)

    def update(self, dt: float) -> None:
        self.time += dt
        if self.hotseat:
            self.first.options = [t("setup.first.random"),
                                  self.name1.value.strip() or t("setup.first.p1"),
                                  self.name2.value.strip() or t("setup.first.p2")]

    def hint(self) -> str:
        return t("setup.hint.edition" if self.edition.index == 1 else "setup.hint.iello")
