"""How to play: each registered game's rules, one tab per page (the pages come from the
game's registry entry); from the main menu a button turns to the next game's rules."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Final

import pygame

from scenes.core.entry import GameEntry
from scenes.core.scene import Scene
from scenes.shell.lessons import LessonChooser
from scenes.shell.tutorial import TUTORIALS, open_tutorial, place_of
from scenes.ui import theme
from scenes.ui.backdrop import draw_backdrop
from scenes.ui.text import t
from scenes.ui.widgets import Button, blit_centred, draw_panel, draw_text_block

if TYPE_CHECKING:
    from scenes.core.app import App

TAB_SLOTS: Final = 5
"""The tabs are sized for this many pages, whatever the game (the widest set of rules)."""


def text_px(surface: pygame.Surface) -> int:
    """The size of a rules page's body text: by the window's height, and no larger than its
    width allows (the same in windows of 16:10 or wider; a tall 1100x900 window ran the
    Portuguese Take That turn past the page's foot)."""
    return max(14, min(surface.get_height() // 40, surface.get_width() // 64))


def card_size(surface: pygame.Surface, share: float) -> tuple[int, int]:
    """A card ``share`` of the window's height tall."""
    height = int(surface.get_height() * share)
    return (round(height / 1.4), height)


def caption(app: App, surface: pygame.Surface, key: str, x: int, y: int, width: int) -> None:
    """A small dim caption under an example."""
    px = max(11, text_px(surface) - 3)
    draw_text_block(surface, app.assets, t(key), pygame.Rect(x, y, width, 200), px,
                    theme.TEXT_DIM)


class RulesScene(Scene):
    """The rules of the game ``key`` (the first registered game by default), open at the tab
    ``page`` (a tab's catalog key; the first tab when the game has none such); from the main
    menu (``switch``) a button turns to the rules of the next registered game."""

    is_help = True

    def __init__(self, app: App, key: str | None = None, switch: bool = False,
                 page: str | None = None) -> None:
        super().__init__(app)
        self.back = Button(t("rules.close"), self.close)
        self.on_close: Callable[[], None] | None = None
        """What closing the page does after it is gone (over a hot-seat table: the curtain
        of the hand face up under it)."""
        self.switch: Button | None = None
        if switch:
            self.switch = Button("", self.switch_game)
        self.learn: Button | None = Button("", self.learn_game, primary=True) if switch else None
        """From the main menu: the game's tutorial (started, or continued where it was left)."""
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.focus = -1
        """The button under the page that Enter presses (by its place in ``below``), or -1
        while the keys turn the tabs."""
        keys = [entry.key for entry in app.games]
        self.show(app.entry(key if key in keys else keys[0]), page)

    def show(self, entry: GameEntry[Any], page: str | None = None) -> None:
        self.game = entry
        tabs = [rules_page.tab_key for rules_page in entry.rules_pages]
        self.tab = tabs.index(page) if page in tabs else 0
        self.tabs = [Button(t(tab), lambda i=i: self.choose(i), tab=True)  # type: ignore[misc]
                     for i, tab in enumerate(tabs)]
        if self.switch is not None:
            self.switch.label = t("teach.rules.switch", game=self.next_game().name())
        self.label_learn()
        self.resize(self.app.size)

    def close(self) -> None:
        self.app.stack.pop(self)
        if self.on_close is not None:
            self.on_close()

    def tab_lesson(self) -> int | None:
        """The lesson that teaches what the open tab tells (the tactic cards: lesson 2)."""
        entry = TUTORIALS.get(self.game.key)
        if entry is None:
            return None
        return entry.lesson_of_tab.get(self.game.rules_pages[self.tab].tab_key)

    def label_learn(self) -> None:
        if self.learn is None:
            return
        entry = TUTORIALS.get(self.game.key)
        self.learn.visible = entry is not None
        lesson = self.tab_lesson()
        if entry is not None and lesson is not None:
            title = t(entry.lessons[lesson - 1].title_key)
            self.learn.label = t("tutorial.rules.lesson", title=title)
            return
        started = self.learn.visible and place_of(self.app, self.game.key) is not None
        self.learn.label = t("tutorial.rules.continue" if started else "tutorial.rules.start")

    def learn_game(self) -> None:
        """The lesson of the tab open; else, when the game has several, a choice of them."""
        lesson = self.tab_lesson()
        entry = TUTORIALS.get(self.game.key)
        if lesson is None and entry is not None and len(entry.lessons) > 1:
            self.app.stack.push(LessonChooser(self.app, self.game.key))
            return
        open_tutorial(self.app, self.game.key, lesson)

    def resume(self) -> None:
        """Back from the tutorial: it may now be continued, or have been finished."""
        self.label_learn()

    def next_game(self) -> GameEntry[Any]:
        games = self.app.games
        return games[(games.index(self.game) + 1) % len(games)]

    def switch_game(self) -> None:
        """The next game's rules, at the same kind of page when it has one (Mouse and keys)."""
        self.show(self.next_game(), self.game.rules_pages[self.tab].tab_key)

    def choose(self, index: int) -> None:
        self.tab = index % len(self.tabs)
        self.label_learn()

    def resize(self, size: tuple[int, int]) -> None:
        w, h = size
        self.panel = pygame.Rect(int(w * 0.06), int(h * 0.17), int(w * 0.88), int(h * 0.71))
        tab_w = (self.panel.w - 40) // TAB_SLOTS - 10  # five tabs span the panel
        tab_h = max(34, int(h * 0.05))
        for index, button in enumerate(self.tabs):
            button.rect = pygame.Rect(self.panel.x + 20 + index * (tab_w + 10),
                                      self.panel.y - tab_h - 6, tab_w, tab_h)
        self.back.rect = pygame.Rect(0, 0, min(theme.grown(240, h), int(w * 0.2)), tab_h)
        self.back.rect.bottomright = (self.panel.right, h - int(h * 0.025))
        if self.switch is not None:
            # Beside Back, below the page: up among the tabs it read as one of them.
            self.switch.rect = pygame.Rect(0, 0, min(theme.grown(420, h), int(w * 0.34)), tab_h)
            self.switch.rect.bottomleft = (self.panel.x, h - int(h * 0.025))
        if self.learn is not None:
            self.learn.rect = pygame.Rect(0, 0, min(theme.grown(300, h), int(w * 0.24)), tab_h)
            self.learn.rect.midbottom = (self.panel.centerx + int(w * 0.05),
                                         h - int(h * 0.025))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            self.key(event)
            return True
        for button in self.clickable():
            if button.handle_event(event):
                return True
        return True

    def key(self, event: pygame.event.Event) -> None:
        """Left and Right (Tab, Shift+Tab) turn the tabs; Down goes to the buttons under
        the page (the other game's rules, the lesson, Back), where Left and Right move
        between them and Enter or Space presses one; Up goes back to the tabs, where Enter
        presses the gold one (the lesson)."""
        below = self.below()
        shift = bool(getattr(event, "mod", 0) & pygame.KMOD_SHIFT)
        if self.focus >= len(below):
            self.focus = -1
        if event.key in (pygame.K_ESCAPE, pygame.K_BACKSPACE):
            self.close()
        elif event.key == pygame.K_TAB:
            self.choose(self.tab + (-1 if shift else 1))
        elif event.key == pygame.K_DOWN and below:
            self.focus = max(0, self.focus)
        elif event.key == pygame.K_UP:
            self.focus = -1
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = -1 if event.key == pygame.K_LEFT else 1
            if self.focus < 0:
                self.choose(self.tab + step)
            else:
                self.focus = max(0, min(len(below) - 1, self.focus + step))
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus >= 0:
            below[self.focus].on_click()
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            # On the tabs Enter presses the gold button under the page (the lesson), as a
            # dialog's Enter does: a keyboard tester pressed it there, under "Continue the
            # lesson" framed in gold, and nothing happened.
            default = next((button for button in below if button.primary), None)
            if default is not None:
                default.on_click()

    def below(self) -> list[Button]:
        """The buttons under the page, left to right, that the keys can reach."""
        shown = [self.switch, self.learn, self.back]
        return [button for button in shown
                if button is not None and button.visible and button.enabled]

    def clickable(self) -> list[Button]:
        extra = [button for button in (self.switch, self.learn) if button is not None]
        return [*self.tabs, self.back, *extra]

    def draw(self, surface: pygame.Surface) -> None:
        w, h = surface.get_size()
        assets = self.app.assets
        draw_backdrop(self.app.assets, surface, 140)
        title = assets.text(t(self.game.rules_title_key), "display", max(24, h // 20),
                            theme.GOLD_LIGHT)
        blit_centred(surface, title, (w // 2, int(h * 0.05)))
        draw_panel(surface, self.panel, 230, assets=self.app.assets)
        for index, button in enumerate(self.tabs):
            button.primary = index == self.tab
            button.focused = button.primary and self.focus < 0  # the keys turn the tabs
            button.draw(surface, assets)
        below = self.below()
        for under in (self.back, self.switch, self.learn):
            if under is not None:
                under.focused = under in below and below.index(under) == self.focus
        self.back.draw(surface, assets)
        if self.switch is not None:
            self.switch.draw(surface, assets)
        if self.learn is not None:
            self.learn.draw(surface, assets)
        self.draw_page(surface, self.panel.inflate(-60, -50))

    def draw_page(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """The tab shown, drawn by its game into ``rect``."""
        self.game.rules_pages[self.tab].draw(self.app, surface, rect)
