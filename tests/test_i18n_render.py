"""Every scene drawn in every language at 1024×640 with the dummy video driver.

The screen records each text it is given (through the fonts of ``Assets``): a text must lie
inside the window, inside its clip and the box it was drawn for (a button, a choice, the
board's message line, a rules page…), must not be cut, must not overlap another text or a
widget of the same scene, and every glyph must be in the font that draws it.

``python -m tests.test_i18n_render [FOLDER]`` also saves the language screenshots (main
menu, set-up, the board mid-game and the rules) as ``<code>-<scene>.png``, by default into
docs/screenshots/lang.
"""

from __future__ import annotations

import os
import random
import re
import sys
import tempfile
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field, replace
from functools import partial
from pathlib import Path
from typing import Any

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame
import pygame.freetype
import pytest

import game
from game.schotten import actions as act
from game.schotten.cards import RECRUITER, STRATEGIST, TACTIC_CARDS, TRAITOR
from game.takethat import actions as tt_act
from game.takethat.ai.suggest import CODES as TT_CODES
from game.takethat.ai.suggest import Suggestion as TTSuggestion
from scenes.core.app import App
from scenes.games import new_app as wired_app
from scenes.model import storage
from scenes.model.seats import HOTSEAT
from scenes.model.tutorial import Place
from scenes.schotten import hud
from scenes.schotten import paint as schotten_paint
from scenes.schotten import records as schotten_records
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.placement import card_sizes
from scenes.schotten.rules import PAGES
from scenes.schotten.session import SetupChoices, offered_levels
from scenes.schotten.setup import SetupScene, session_from
from scenes.schotten.summary import RoundSummary, rounds_line
from scenes.schotten.tutorial import SchottenTutorial
from scenes.schotten.words import tactic_name
from scenes.shell.dialogs import CurtainOverlay, Dialog, PauseOverlay
from scenes.shell.lessons import LessonChooser
from scenes.shell.menu import MainMenu
from scenes.shell.rules import RulesScene
from scenes.shell.settings import SettingsScene
from scenes.shell.statistics import StatisticsScene
from scenes.shell.tutorial import TUTORIALS, LessonsDone, save_place
from scenes.shell.tutorial_offer import TutorialOffer
from scenes.takethat import history as takethat_history
from scenes.takethat import paint
from scenes.takethat import records as tt_records
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.hint import COUNTED as TT_COUNTED
from scenes.takethat.hint import hint_text as tt_hint_text
from scenes.takethat.placement import hand_order
from scenes.takethat.recent import new_result
from scenes.takethat.rules import PAGES as TAKETHAT_PAGES
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from scenes.takethat.session import offered_levels as takethat_levels
from scenes.takethat.setup import TakeThatSetup
from scenes.takethat.setup import session_from as takethat_session_from
from scenes.takethat.tutorial import TakeThatTutorial
from scenes.ui import text, theme, widgets
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, set_language, t

SIZE = (1024, 640)
FRAME = 1 / 60
ROOT = Path(__file__).resolve().parent.parent
SCREENSHOTS = ("menu", "setup-computer", "board-midgame", "rules-turn")
OVERLAP = 2
"""Pixels two inked areas may share (antialiased edges of adjacent lines)."""
SHRINKING = ("button", "choice", "message")
"""Boxes that shrink their text to fit: a translation may need at most 2 px less than
English there."""
LATIN_WORDS_IN_GREEK = {"Schotten", "Totten", "IELLO", "Esc", "F11", "Take", "That", "Enter",
                        "Ctrl", "Tab", "Page", "Down", "Home", "End"}


@dataclass
class Drawn:
    """One text on the screen: where its ink is and what it had to stay inside."""

    text: str
    role: str
    px: int
    ink: pygame.Rect
    scene: str
    boxes: list[tuple[str, list[pygame.Rect]]]
    clip: pygame.Rect
    cut: bool = False


@dataclass
class Recorder:
    """Collects the texts rendered by the game's fonts and where the screen shows them."""

    size: tuple[int, int]
    rendered: dict[int, tuple[str, str, int, pygame.Surface]] = field(default_factory=dict)
    drawn: list[Drawn] = field(default_factory=list)
    widgets: list[tuple[str, str, pygame.Rect]] = field(default_factory=list)
    boxes: list[tuple[str, list[pygame.Rect]]] = field(default_factory=list)
    scene: str = ""
    on: bool = False

    def reset(self) -> None:
        self.drawn.clear()
        self.widgets.clear()
        self.boxes.clear()

    def blitted(self, screen: pygame.Surface, source: pygame.Surface, dest: Any,
                area: Any) -> None:
        if not self.on:
            return
        known = self.rendered.get(id(source))
        cut = False
        if known is None:
            parent = source.get_parent()
            known = self.rendered.get(id(parent)) if parent is not None else None
            if known is None:
                return
            visible = pygame.Rect(source.get_abs_offset(), source.get_size())
            cut = not visible.contains(known[3].get_bounding_rect())
        shown = source
        if area is not None:
            part = pygame.Rect(area).clip(source.get_rect())
            shown = source.subsurface(part)
            cut = cut or not part.contains(source.get_bounding_rect())
        x, y = dest.topleft if isinstance(dest, pygame.Rect | pygame.FRect) else dest[:2]
        ink = shown.get_bounding_rect().move(int(x), int(y))
        if ink.w == 0:
            return
        self.drawn.append(Drawn(known[0], known[1], known[2], ink, self.scene,
                                list(self.boxes), screen.get_clip(), cut))


class RecordingScreen(pygame.Surface):
    """The window's stand-in: tells the recorder about every blit. Its copies record too
    (the board draws its deck labels into a copy of the background)."""

    recorder: Recorder

    def blit(self, source: pygame.Surface, dest: Any = (0, 0), area: Any = None,
             special_flags: int = 0) -> pygame.Rect:
        placed = super().blit(source, dest, area, special_flags)
        self.recorder.blitted(self, source, dest, area)
        return placed


class RecordingFont:
    """A font that tells the recorder which surfaces hold which text."""

    def __init__(self, font: pygame.font.Font, role: str, px: int, recorder: Recorder) -> None:
        self._font, self._role, self._px, self._recorder = font, role, px, recorder

    def render(self, value: str, antialias: bool, colour: Any, *rest: Any) -> pygame.Surface:
        surface = self._font.render(value, antialias, colour, *rest)
        self._recorder.rendered[id(surface)] = (str(value), self._role, self._px, surface)
        return surface

    def __getattr__(self, name: str) -> Any:
        return getattr(self._font, name)


def zone_box(zone: str, board: BoardScene) -> list[pygame.Rect]:
    rect = board.layout[zone]
    if zone == "message":
        # A long message (every card that could beat a claim) grows the bar upwards by
        # up to three lines of text (``hud.draw_message``).
        grown = rect.inflate(0, board.layout.px(80))
        grown.bottom = rect.bottom + board.layout.px(4)
        return [grown]
    return [rect]


def record(monkeypatch: pytest.MonkeyPatch, recorder: Recorder) -> None:
    """Route the fonts through the recorder and note the box each widget draws in."""
    fonts: dict[tuple[int, str, int], RecordingFont] = {}
    plain_font = Assets.font

    def font(self: Assets, role: str, px: int) -> Any:
        key = (id(self), role, px)
        if key not in fonts:
            fonts[key] = RecordingFont(plain_font(self, role, px), role, px, recorder)
        return fonts[key]

    monkeypatch.setattr(Assets, "font", font)
    plain_background = Assets.background

    def background(self: Assets, size: tuple[int, int], path_y: int | None = None) -> Any:
        table = plain_background(self, size, path_y)
        recording = RecordingScreen(table.get_size(), 0, table)
        recording.blit(table, (0, 0))
        return recording

    monkeypatch.setattr(Assets, "background", background)

    def boxed(owner: object, name: str, kind: str,
              boxes: Callable[[Any], list[pygame.Rect]], widget: bool = False) -> None:
        plain = getattr(owner, name, None)
        if plain is None:
            return

        def draw(self: Any, *args: Any, **kwargs: Any) -> Any:
            if not recorder.on or not getattr(self, "visible", True):
                return plain(self, *args, **kwargs)
            rects = boxes(self)
            if widget:
                recorder.widgets.extend((recorder.scene, kind, rect) for rect in rects)
            recorder.boxes.append((kind, rects))
            try:
                return plain(self, *args, **kwargs)
            finally:
                recorder.boxes.pop()

        monkeypatch.setattr(owner, name, draw)

    boxed(widgets.Button, "draw", "button", lambda b: [b.rect], widget=True)
    boxed(widgets.Choice, "draw", "choice", lambda c: c.option_rects(), widget=True)
    boxed(widgets.TextField, "draw", "field", lambda f: [f.rect], widget=True)
    for owner in (Dialog, SetupScene, SettingsScene, StatisticsScene, TakeThatSetup):
        boxed(owner, "draw", "panel", lambda scene: [scene.panel])
    for name, zone in (("draw_message", "message"), ("draw_turn", "turn"),
                       ("draw_score", "score"), ("draw_log", "log")):
        boxed(hud, name, zone, partial(zone_box, zone))
    boxed(schotten_paint, "draw_round_end", "round-end", lambda b: [
        b.layout["stone_1"].union(b.layout["stone_9"]).inflate(b.layout.px(20),
                                                                b.layout.px(30))])
    boxed(RulesScene, "draw_page", "rules-page", lambda r: [r.panel])
    for name, zone in (("draw_message", "message"), ("draw_status", "status"),
                       ("draw_round_end", "row_area")):
        def zone_rects(board: TakeThatBoard, zone: str = zone) -> list[pygame.Rect]:
            return [getattr(board.layout, zone)]

        boxed(paint, name, name.removeprefix("draw_"), zone_rects)


class Glyphs:
    """Whether the font file of a role has a glyph for a character."""

    def __init__(self, assets: Assets) -> None:
        pygame.freetype.init()
        self.assets = assets
        self.fonts: dict[str, pygame.freetype.Font] = {}
        self.known: dict[tuple[str, str], bool] = {}

    def missing(self, value: str, role: str) -> list[str]:
        path = self.assets._font_file(role) or ""
        if path not in self.fonts:
            self.fonts[path] = pygame.freetype.Font(path or None)
        font = self.fonts[path]
        result = []
        for ch in set(value) - {" "}:
            key = (path, ch)
            if key not in self.known:
                self.known[key] = font.get_metrics(ch, size=16)[0] is not None
            if not self.known[key]:
                result.append(ch)
        return result


def problems(recorder: Recorder, glyphs: Glyphs) -> list[str]:
    """Everything wrong with the texts of the frame just recorded."""
    found: list[str] = []
    window = pygame.Rect((0, 0), recorder.size)
    for item in recorder.drawn:
        where = f"[{item.scene}] {item.text!r} at {tuple(item.ink)}"
        if not window.contains(item.ink):
            found.append(f"{where} leaves the window")
        if item.clip != window and not item.clip.contains(item.ink):
            found.append(f"{where} is clipped by {tuple(item.clip)}")
        if item.cut:
            found.append(f"{where} is cut off")
        for kind, rects in item.boxes:
            if not any(rect.contains(item.ink) for rect in rects):
                found.append(f"{where} overflows its {kind} {[tuple(r) for r in rects]}")
        missing = glyphs.missing(item.text, item.role)
        if missing:
            found.append(f"{where} has no glyph for {missing} in the {item.role} font")
        if re.search(r"\{[a-z_]+(:[a-z]+)?\}", item.text):
            found.append(f"{where} shows a catalog field left unfilled")
    by_scene: dict[str, list[Drawn]] = {}
    for item in recorder.drawn:
        by_scene.setdefault(item.scene, []).append(item)
    for scene, items in by_scene.items():
        for index, first in enumerate(items):
            for second in items[index + 1:]:
                shared = first.ink.clip(second.ink)
                if shared.w > OVERLAP and shared.h > OVERLAP and first.text != second.text:
                    found.append(f"[{scene}] {first.text!r} overlaps {second.text!r}")
        own = [(kind, rect) for name, kind, rect in recorder.widgets if name == scene]
        for item in items:
            for kind, rect in own:
                inside = any(rect in rects for _, rects in item.boxes)
                shared = rect.clip(item.ink)
                if not inside and shared.w > OVERLAP and shared.h > OVERLAP:
                    found.append(f"[{scene}] {item.text!r} overlaps a {kind} at {tuple(rect)}")
    return found


def draw(app: App, recorder: Recorder) -> None:
    """Draw the stack bottom-up as the app does, noting which scene draws what."""
    scenes = app.stack.scenes
    start = max((i for i, scene in enumerate(scenes) if scene.opaque), default=0)
    recorder.reset()
    recorder.on = True
    try:
        for scene in scenes[start:]:
            if isinstance(scene, BoardScene):
                scene.paint_cache.forget()  # drawn again now, so that its labels are recorded
            recorder.scene = type(scene).__name__
            scene.draw(app.screen)
    finally:
        recorder.on = False


def frames(app: App, n: int = 2) -> None:
    for _ in range(n):
        app.step([], FRAME)


def longest_level() -> str:
    return max(offered_levels(), key=lambda level: len(t(f"level.{level}")))


def use_naming(app: App, naming: str) -> None:
    schotten.remembered(app).edition = naming
    app.settings.card_names = naming


def board(app: App, *, tactics: bool = True, mode: str = "computer", seed: int = 4,
          turns: int = 6, rounds: int = 1, edition: str = "iello") -> BoardScene:
    """A board after ``turns`` random turns of each player, seat 0 to play."""
    setup = SetupChoices(mode=mode, tactics=tactics, first="me", level=longest_level(),
                         rounds=rounds, edition=edition)
    schotten.remember(app, setup)
    scene = BoardScene(app, schotten.start(app, session_from(setup, seed)))
    app.start_scene(MainMenu(app))
    app.stack.push(scene)
    app.stack.apply_pending()
    use_naming(app, edition)
    state = scene.state
    rng = random.Random(seed)
    for _ in range(turns * 4):
        if state.outcome is not None or (state.to_move == 0 and state.phase is game.Phase.PLAY
                                         and turns <= 0):
            break
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        plays = [a for a in legal if a.kind is game.Kind.PLAY and (a.card or 0) < 54]
        state.play(claims[0] if claims else rng.choice(plays or legal))
        if state.to_move == 0 and state.phase is game.Phase.PLAY:
            turns -= 1
    scene.after_action()
    frames(app, 3)
    return scene


def give(scene: BoardScene, card: int) -> None:
    """Put ``card`` in seat 0's hand (a clan card goes where it came from)."""
    state = scene.state
    if card in state.hands[0]:
        return
    source = state.tactic_deck if card in state.tactic_deck else state.hands[1]
    if card not in source:
        source = next(side for pair in state.sides for side in pair if card in side)
    source.remove(card)
    clan = next(c for c in state.hands[0] if c < 54)
    state.hands[0].remove(clan)
    state.hands[0].append(card)
    (state.hands[1] if source is state.hands[1] else state.clan_deck).append(clan)
    scene.after_action()


SCENES: dict[str, Callable[[App], None]] = {}


def scene(name: str) -> Callable[[Callable[[App], None]], Callable[[App], None]]:
    def register(build: Callable[[App], None]) -> Callable[[App], None]:
        SCENES[name] = build
        return build
    return register


@scene("menu")
def _menu(app: App) -> None:
    app.start_scene(MainMenu(app))


@scene("menu-continue")
def _menu_continue(app: App) -> None:
    """Two games in progress: beside Continue, a line for each (Greek pressed them into
    11 px against the window's edge)."""
    board(app, turns=3)
    takethat_board(app, 4)
    app.start_scene(MainMenu(app))


@scene("menu-continue-four")
def _menu_continue_four(app: App) -> None:
    """Each game kept against the computer and between people at this screen: four lines
    beside Continue."""
    board(app, turns=3)
    board(app, turns=2, mode="hotseat", rounds=3)
    takethat_board(app, 4)
    takethat_board(app, 4, humans=4)
    app.start_scene(MainMenu(app))


@scene("chooser-continue-four")
def _chooser_continue_four(app: App) -> None:
    """Continue with four games kept: the chooser names which is which."""
    _menu_continue_four(app)
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    menu.continue_game()


@scene("menu-notice")
def _menu_notice(app: App) -> None:
    app.notices.append(t("notice.statistics.moved", reason="Expecting value: line 1 column 1",
                         file="statistics.json.unreadable-1"))
    app.start_scene(MainMenu(app))


@scene("setup-computer")
def _setup(app: App) -> None:
    schotten.remember(app, SetupChoices(tactics=True, level=longest_level()))
    app.start_scene(MainMenu(app))
    app.stack.push(SetupScene(app))


@scene("takethat-replace")
def _takethat_replace(app: App) -> None:
    """A new game of four people over theirs in progress: the question names the game."""
    takethat_board(app, 4, humans=4)
    app.start_scene(MainMenu(app))
    setup = TakeThatSetup(app)
    app.stack.push(setup)
    app.stack.apply_pending()
    setup.start()


@scene("setup-level-hint")
def _setup_level_hint(app: App) -> None:
    """The level's row focused: its line says how the longest-worded level plays."""
    level = max(offered_levels(), key=lambda name: len(t(f"setup.hint.level.{name}")))
    schotten.remember(app, SetupChoices(tactics=True, level=level))
    app.start_scene(MainMenu(app))
    setup = SetupScene(app)
    app.stack.push(setup)
    setup.focus = [widget for _, widget in setup.rows()].index(setup.level)
    assert setup.hint() == t(f"setup.hint.level.{level}")


@scene("setup-hotseat")
def _setup_hotseat(app: App) -> None:
    schotten.remember(app, SetupChoices(mode="hotseat", tactics=True, edition="classic",
                                        expert=True))
    app.start_scene(MainMenu(app))
    app.stack.push(SetupScene(app))


@scene("board-start")
def _board_start(app: App) -> None:
    board(app, turns=0, tactics=False)


@scene("board-midgame")
def _board_midgame(app: App) -> None:
    board(app, turns=6)


@scene("board-classic")
def _board_classic(app: App) -> None:
    scene = board(app, turns=4, edition="classic")
    scene.hover_tactic = next(iter(c for c in TACTIC_CARDS if c in scene.view.hand), None)


@scene("board-tactic-blocked")
def _board_tactic_blocked(app: App) -> None:
    scene = board(app, turns=4)
    longest = max(TACTIC_CARDS, key=lambda card: len(t(f"tactic.{game.card_text(card)}.text")))
    give(scene, longest)
    state = scene.state
    state.tactics_played[0] = state.tactics_played[1] + 1  # one ahead: may not play another
    scene.refresh()
    scene.hover_tactic = longest


@scene("board-joker-spent")
def _board_joker_spent(app: App) -> None:
    """The second Joker under the pointer: not in this round, whatever the tactic count."""
    scene = board(app, turns=4)
    joker = next(card for card in TACTIC_CARDS if game.card_text(card) == "JOKER2")
    give(scene, joker)
    scene.state.joker_played[0] = True
    scene.state.tactics_played[0] = scene.state.tactics_played[1] + 1
    scene.refresh()
    scene.hover_tactic = joker


@scene("board-claim-refused")
def _board_claim_refused(app: App) -> None:
    scene = board(app, turns=7, seed=9)
    for stone in range(9):
        if scene.state.claim_check(0, stone).counterexample is not None:
            scene.show_claim_check(stone)
            return
    scene.show_claim_check(0)


@scene("board-play-refused")
def _board_play_refused(app: App) -> None:
    scene = board(app, turns=6)
    scene.refuse(act.PASS, scene.state)


@scene("board-pick-refused")
def _board_pick_refused(app: App) -> None:
    # The longest of the reasons a ruse's card is refused: the card lies at a claimed
    # stone.
    scene = board(app, turns=6)
    give(scene, TRAITOR)
    state = scene.state
    scene.submit(act.play(TRAITOR))
    source = scene.phase_source()
    stone = next(s for s in range(9) if source.sides[s][1])
    source.owner[stone] = 0
    scene.refuse(act.pick(source.sides[stone][1][0]), source)
    assert state.phase is game.Phase.PLAY


@scene("board-dragging")
def _board_dragging(app: App) -> None:
    scene = board(app, turns=4)
    card = next(c for c in scene.view.hand if c < 54)
    sprite = scene.sprites[card]
    start = (round(sprite.rect.centerx), round(sprite.rect.y + 20))
    end = scene.layout["side_me_5"].center
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0),
                                 buttons=(1, 0, 0))], FRAME)


@scene("board-strategist")
def _board_strategist(app: App) -> None:
    scene = board(app, turns=5)
    give(scene, STRATEGIST)
    frames(app)
    scene.submit(act.play(STRATEGIST))
    scene.submit(act.pick(scene.pick_targets()[0]))
    assert scene.effective_phase() is game.Phase.STRATEGIST_PLACE


@scene("board-recruiter-classic")
def _board_recruiter(app: App) -> None:
    scene = board(app, turns=3, edition="classic")
    give(scene, RECRUITER)
    frames(app)
    scene.submit(act.play(RECRUITER))
    for _ in range(3):
        if scene.effective_phase() is game.Phase.RECRUIT_DRAW:
            draws = [a for a in scene.legal() if a.kind is game.Kind.DRAW]
            scene.submit(draws[-1])
    frames(app)
    assert scene.effective_phase() is game.Phase.RECRUIT_RETURN


@scene("board-thinking")
def _board_thinking(app: App) -> None:
    app.settings.speed = "slow"
    scene = board(app, turns=2)
    state = scene.state
    while state.to_move == 0:
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind is game.Kind.PLAY and (a.card or 0) < 54]
        state.play(plays[0] if plays else legal[-1])
    scene.after_action()


@scene("board-round-end")
def _board_round_end(app: App) -> None:
    app.settings.speed = "normal"
    scene = board(app, turns=3)
    scene.state.resign(1)
    scene.after_action()


@scene("board-hint")
def _board_hint(app: App) -> None:
    scene = board(app, turns=3)
    scene.session.assisted.add(scene.session.match.index)
    scene.show_hint()


@scene("hint-question")
def _hint_question(app: App) -> None:
    scene = board(app, turns=3)
    scene.ask_hint()


@scene("curtain")
def _curtain(app: App) -> None:
    board(app, mode="hotseat", turns=3)
    frames(app, 3)
    assert isinstance(app.stack.top, CurtainOverlay)


@scene("board-last-move")
def _board_last_move(app: App) -> None:
    board(app, mode="hotseat", turns=3)
    frames(app, 3)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    curtain.dismiss()
    frames(app, 2)


@scene("pause")
def _pause(app: App) -> None:
    scene = board(app, turns=3)
    app.stack.push(PauseOverlay(app, scene))


@scene("pause-curtain")
def _pause_curtain(app: App) -> None:
    """The menu opened under the hot-seat curtain: Concede greyed, and why."""
    _curtain(app)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    curtain.board.open_pause()
    app.stack.apply_pending()
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay) and pause.note


@scene("summary")
def _summary(app: App) -> None:
    scene = board(app, turns=3, rounds=3)
    scene.state.resign(1)
    scene.after_action()
    scene.finish_round(5.0, False)


@scene("summary-assisted")
def _summary_assisted(app: App) -> None:
    scene = board(app, turns=3, rounds=3)
    scene.session.assisted.add(scene.session.match.index)
    scene.state.resign(1)
    scene.after_action()
    scene.finish_round(5.0, False)


def match_over(app: App, losers: tuple[int, ...], assisted: int | None = None) -> None:
    """A match of three rounds over, each round conceded by the seat in ``losers`` (the
    round ``assisted`` had help)."""
    scene = board(app, turns=0, rounds=3, seed=3)
    match = scene.session.match
    if assisted is not None:
        scene.session.assisted.add(assisted)
    while not match.is_over:
        match.state.resign(losers[match.index])
        match.record_round()
        if not match.is_over:
            match.next_round()
    app.start_scene(MainMenu(app))
    final = BoardScene(app, scene.session)
    final.summary_shown = True
    app.stack.push(final)
    app.stack.apply_pending()
    app.stack.push(RoundSummary(app, final))


@scene("match-over")
def _match_over(app: App) -> None:
    match_over(app, (1, 0, 1))


@scene("match-over-last-round-won")
def _match_over_last_round_won(app: App) -> None:
    """The computer wins the match; the person won its last round, which the heading says."""
    match_over(app, (0, 0, 1))


@scene("match-over-on-points")
def _match_over_on_points(app: App) -> None:
    """The person wins the match on points with fewer rounds won, which a line says."""
    match_over(app, (1, 0, 0))
    app.stack.apply_pending()
    summary = app.stack.top
    assert isinstance(summary, RoundSummary)
    match = summary.board.session.match
    match.results = [replace(result, points=points) for result, points
                     in zip(match.results, ((5, 0), (4, 5), (3, 5)), strict=True)]
    assert rounds_line(match, 0) == t("summary.match_rounds", a=1, b=2)
    app.stack.pop(summary)  # its title was worked out from the points before
    app.stack.push(RoundSummary(app, summary.board))


@scene("match-over-assisted")
def _match_over_assisted(app: App) -> None:
    """The computer wins a match whose first round had help, and the person its last."""
    match_over(app, (0, 0, 1), assisted=0)


for _index, _tab in enumerate(page.tab_key.rsplit(".", 1)[-1] for page in PAGES):
    for _naming in ("iello", "classic") if _tab == "tactics" else ("iello",):
        def _rules(app: App, index: int = _index, naming: str = _naming) -> None:
            use_naming(app, naming)
            app.start_scene(MainMenu(app))
            rules = RulesScene(app)
            rules.tab = index
            app.stack.push(rules)
        SCENES[f"rules-{_tab}" + ("" if _naming == "iello" else "-classic")] = _rules


def takethat_choices(players: int, humans: int = 1, rounds: int = 2,
                     professional: bool = False) -> TakeThatChoices:
    """Seats with the longest computer level's name, and people named by default."""
    level = max(offered_levels(), key=lambda name: len(t(f"level.{name}")))
    level = level if level in takethat_levels() else takethat_levels()[-1]
    seats = [SeatChoice("", HUMAN if seat < humans else level) for seat in range(4)]
    return TakeThatChoices(players, seats, professional, rounds)


def takethat_board(app: App, players: int = 3, *, humans: int = 1, actions: int = 12,
                   seed: int = 5, rounds: int = 2, row: int = 0,
                   professional: bool = False) -> TakeThatBoard:
    """A Take That table after about ``actions`` random actions, seat 0 to play; ``row``
    lengthens the row to that many cards."""
    choices = takethat_choices(players, humans, rounds, professional)
    takethat.remember(app, choices)
    session = takethat_session_from(choices, seed)
    takethat.start(app, session)
    state = session.match.state
    rng = random.Random(seed)
    while state.outcome is None and (len(state.log) < actions or state.to_move != 0
                                     or state.phase is not game.takethat.Phase.TURN):
        legal = state.legal_actions()
        plays = [a for a in legal if a.kind is not game.takethat.Kind.TAKE]
        state.play(rng.choice(plays or legal))
    while len(state.row) < row and state.pile:
        state.row.append(state.pile.pop(0))
    app.start_scene(MainMenu(app))
    board = TakeThatBoard(app, session)
    app.stack.push(board)
    app.stack.apply_pending()
    frames(app, 3)
    return board


for _players in (2, 3, 4):
    def _takethat(app: App, players: int = _players) -> None:
        takethat_board(app, players, professional=players == 2)
    SCENES[f"takethat-board-{_players}"] = _takethat


@scene("takethat-long-row")
def _takethat_long_row(app: App) -> None:
    takethat_board(app, 4, row=26)


@scene("takethat-refused")
def _takethat_refused(app: App) -> None:
    board = takethat_board(app, 3)
    board.submit(game.takethat.Action.from_text("take"))
    board.submit(game.takethat.Action.from_text("take"))


@scene("takethat-take-again")
def _takethat_take_again(app: App) -> None:
    """The take button pressed once while a card could still go: it asks for a second."""
    board = takethat_board(app, 4, row=6)
    board.set_message(t("tt.board.take_again_click", take=t("tt.board.take")))
    board.take_asked = len(board.moves)
    frames(app, 2)


@scene("takethat-take-again-twist")
def _takethat_take_again_twist(app: App) -> None:
    """The same with only a twist left: the message names the twist (longer in Greek)."""
    board = takethat_board(app, 4, row=6)
    board.set_message(t("tt.board.take_again_twist_click", take=t("tt.board.take")))
    board.take_asked = len(board.moves)
    frames(app, 2)


@scene("takethat-no-piles")
def _takethat_no_piles(app: App) -> None:
    """P before anybody has collected a card says so."""
    board = takethat_board(app, 2)
    board.set_message(t("tt.board.no_piles"))
    frames(app, 2)


@scene("takethat-selected")
def _takethat_selected(app: App) -> None:
    board = takethat_board(app, 4)
    board.selected = hand_order(board.view)[-1]


@scene("takethat-row-mark")
def _takethat_row_mark(app: App) -> None:
    """The pointer on a row card another seat played since the person's move: who, and
    what the bar under it is."""
    board = takethat_board(app, 4)
    seat = board.viewer
    assert seat is not None
    placed = takethat_history.placed_since(board.moves, seat)
    card = next(card for card in board.view.row if card in placed)
    board.hover_row = card
    assert board.prompt() == t("tt.board.row_mark", card=card, name=board.name(placed[card]))


@scene("takethat-start")
def _takethat_start(app: App) -> None:
    board = takethat_board(app, 2)
    board.submit(game.takethat.TAKE)
    frames(app, 2)


@scene("takethat-dragging")
def _takethat_dragging(app: App) -> None:
    board = takethat_board(app, 4)
    card = hand_order(board.view)[0]
    sprite = board.sprites[card]
    start = (round(sprite.rect.x + 8), round(sprite.rect.centery))
    end = (round(board.slots[-1].centerx), round(board.slots[-1].centery))
    app.step([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1)], FRAME)
    app.step([pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0),
                                 buttons=(1, 0, 0))], FRAME)


TT_HINTS: dict[str, TTSuggestion] = {
    "only_move": TTSuggestion(tt_act.extend(98), "only_move", {"card": 98}),
    "take_forced": TTSuggestion(game.takethat.TAKE, "take_forced", {"cost": 25}),
    "twist": TTSuggestion(tt_act.twist(98), "twist", {"card": 98, "twin": 89}),
    "take_cheap": TTSuggestion(game.takethat.TAKE, "take_cheap", {"cost": 14}),
    # The longest a hint gets: a count, why it matters, and the twin still out.
    "start_row": TTSuggestion(tt_act.start(98), "start_row",
                              {"card": 98, "followers": 22, "exposed": 89}),
    "start_frog": TTSuggestion(tt_act.start(88), "start_frog", {"card": 88}),
    "start_twin": TTSuggestion(tt_act.start(98), "start_twin", {"card": 98, "twin": 89}),
    "start_back": TTSuggestion(tt_act.start(98), "start_back", {"card": 98}),
    "start_giveaway": TTSuggestion(tt_act.start(98), "start_giveaway",
                                   {"card": 98, "fewest": 97, "twin": 79, "safe": 89}),
    "start_best": TTSuggestion(tt_act.start(98), "start_best", {"card": 98}),
    # An extension passed over a twist says so second: "Twisting 97 out with your 79 can
    # wait: …".
    "squeeze": TTSuggestion(tt_act.extend(98), "squeeze", {"card": 98, "chance": 100,
                                                           "cost": 25, "waits": 79}),
    "shed_frog": TTSuggestion(tt_act.extend(88), "shed_frog", {"card": 88, "waits": 89}),
    "extend": TTSuggestion(tt_act.extend(98), "extend", {"card": 98, "followers": 22,
                                                         "exposed": 89}),
    "extend_twin": TTSuggestion(tt_act.extend(98), "extend_twin", {"card": 98, "twin": 89}),
    "extend_keep": TTSuggestion(tt_act.extend(98), "extend_keep",
                                {"card": 98, "fewest": 97, "twin": 79}),
    "extend_back": TTSuggestion(tt_act.extend(98), "extend_back", {"card": 98}),
    "extend_giveaway": TTSuggestion(tt_act.extend(98), "extend_giveaway",
                                    {"card": 98, "fewest": 97, "twin": 79, "waits": 78}),
    "extend_best": TTSuggestion(tt_act.extend(98), "extend_best", {"card": 98}),
}
"""A Take That hint of every reason, with the widest numbers it can have."""


def longest_tt_hint(code: str) -> str:
    """The longest sentence of a hint reason in the current language, over its plural forms."""
    example = TT_HINTS[code]
    if code not in TT_COUNTED:
        return tt_hint_text(example)
    field_name = TT_COUNTED[code]
    texts = [tt_hint_text(TTSuggestion(example.action, code,
                                       {**example.fields, field_name: count}))
             for count in (0, 1, 2, 5, 22, 25)]
    return max(texts, key=len)


for _code in TT_CODES:
    def _takethat_hint(app: App, code: str = _code) -> None:
        board = takethat_board(app, 3)
        board.session.assisted.add(board.session.match.index)
        board.show_hint()
        assert board.current_hint() is not None
        board.set_message(longest_tt_hint(code), theme.GOLD_LIGHT)
    SCENES[f"takethat-hint-{_code}"] = _takethat_hint


for _name, _fields in (("played-out", {"played_out": 16}), ("exact", {"exact": 1})):
    def _takethat_hint_end(app: App, fields: dict[str, int] = _fields) -> None:
        """At a round's end a hint says how it was found, after its longest reason."""
        board = takethat_board(app, 3)
        board.session.assisted.add(board.session.match.index)
        board.show_hint()
        longest = max(TT_HINTS, key=lambda code: len(longest_tt_hint(code)))
        example = TT_HINTS[longest]
        hint = TTSuggestion(example.action, longest, {**example.fields, **fields})
        board.set_message(tt_hint_text(hint), theme.GOLD_LIGHT)
    SCENES[f"takethat-hint-{_name}"] = _takethat_hint_end


@scene("takethat-hint-question")
def _takethat_hint_question(app: App) -> None:
    board = takethat_board(app, 3)
    board.ask_hint()


@scene("takethat-setup")
def _takethat_setup(app: App) -> None:
    takethat.remember(app, takethat_choices(4, humans=2, professional=True))
    app.start_scene(MainMenu(app))
    app.stack.push(TakeThatSetup(app))


@scene("takethat-setup-level-hint")
def _takethat_setup_level_hint(app: App) -> None:
    """A computer's seat focused: its line says how the longest-worded level plays."""
    level = max(takethat_levels(),
                key=lambda name: len(t(f"tt.setup.hint.level.{name}")))
    seats = [SeatChoice("", HUMAN), *(SeatChoice("", level) for _ in range(3))]
    takethat.remember(app, TakeThatChoices(4, seats, True, 2))
    app.start_scene(MainMenu(app))
    setup = TakeThatSetup(app)
    app.stack.push(setup)
    setup.focus = [widget for _, widget in setup.rows()].index(setup.seats[1])
    assert setup.hint() == t(f"tt.setup.hint.level.{level}")


@scene("takethat-chooser")
def _takethat_chooser(app: App) -> None:
    menu = MainMenu(app)
    app.start_scene(menu)
    menu.new_game()


@scene("takethat-curtain")
def _takethat_curtain(app: App) -> None:
    board = takethat_board(app, 3, humans=2)
    board.viewer = None
    board.curtain_shown = False
    board.refresh()
    frames(app, 3)
    assert isinstance(app.stack.top, CurtainOverlay)


@scene("takethat-pause")
def _takethat_pause(app: App) -> None:
    app.stack.push(PauseOverlay(app, takethat_board(app, 3)))


@scene("takethat-abandon")
def _takethat_abandon(app: App) -> None:
    pause = PauseOverlay(app, takethat_board(app, 3))
    app.stack.push(pause)
    app.stack.apply_pending()
    pause.concede()


def finish_takethat(app: App, board: TakeThatBoard) -> None:
    curtain = app.stack.top
    if isinstance(curtain, CurtainOverlay):
        curtain.dismiss()
        app.stack.apply_pending()
    state = board.state
    rng = random.Random(2)
    while state.outcome is None:
        state.play(rng.choice(state.legal_actions()))
    board.after_action()
    board.finish_round(5.0, False)


@scene("takethat-summary")
def _takethat_summary(app: App) -> None:
    finish_takethat(app, takethat_board(app, 4, humans=2))


@scene("takethat-summary-assisted")
def _takethat_summary_assisted(app: App) -> None:
    board = takethat_board(app, 4, humans=1)
    board.session.assisted.add(board.session.match.index)
    finish_takethat(app, board)


@scene("takethat-game-over")
def _takethat_game_over(app: App) -> None:
    board = takethat_board(app, 3, rounds=1)
    finish_takethat(app, board)


@scene("takethat-match-over")
def _takethat_match_over(app: App) -> None:
    """The end of a game of two rounds: the seats by their place, and who did best in the
    last round."""
    board = takethat_board(app, 4, rounds=2)
    finish_takethat(app, board)
    app.stack.pop(app.stack.top)
    app.stack.apply_pending()
    board.next_round()
    finish_takethat(app, board)


@scene("takethat-match-over-assisted")
def _takethat_match_over_assisted(app: App) -> None:
    """The end of a game whose first round had a hint: the last summary says the game is
    not counted."""
    board = takethat_board(app, 4, humans=1, rounds=2)
    board.session.assisted.add(0)
    finish_takethat(app, board)
    app.stack.pop(app.stack.top)
    app.stack.apply_pending()
    board.next_round()
    finish_takethat(app, board)


@scene("takethat-match-over-6")
def _takethat_match_over_6(app: App) -> None:
    """The end of a game of six rounds, four seats: a column for each round."""
    board = takethat_board(app, 4, rounds=6)
    for _ in range(5):
        finish_takethat(app, board)
        app.stack.pop(app.stack.top)
        app.stack.apply_pending()
        board.next_round()
    finish_takethat(app, board)


@scene("takethat-statistics")
def _takethat_statistics(app: App) -> None:
    tt_records.book_round(app.stats, "a", "easy", (3, -4), 0)
    tt_records.book_game(app.stats, "b", "easy", (0,), 0)
    tt_records.book_round(app.stats, "c", "easy", (1, 2), 0, assisted=True)
    own = tt_records.section(app.stats)
    own.recent = [new_result(group, totals, 0, 2, assisted)
                  for group, totals, assisted in (("hard", (-12, 4, 7, -30), False),
                                                  ("medium", (3, -8), True),
                                                  (HOTSEAT, (5, 5, -2), False))] * 5
    # Several people: the winners named (the longest names the set-up allows).
    own.recent[2:4] = [new_result(HOTSEAT, (5, 5, -2), 0, 2, False,
                                  seats=("Ανδρέας Παπαδόπουλος", "Αλεξάνδρα Νικολάου",
                                         "Ζωή")),
                       new_result("hard", (1, 9, 9), 0, 2, False,
                                  seats=("Όλγα", "Ζωή", ("hard", 1)))]
    # Every person's own tally, as many as are listed, one with the longest name.
    for name in ("Ανδρέας Παπαδόπουλος", "Αλεξάνδρα Νικολάου", "Ζωή", "Όλγα", "Νίκος"):
        own.person(name).games += 3
    menu = MainMenu(app)
    app.start_scene(menu)
    menu.statistics()
    app.stack.apply_pending()
    statistics = app.stack.top
    assert isinstance(statistics, StatisticsScene)
    statistics.show(1)


for _page in range(len(TAKETHAT_PAGES)):
    def _takethat_rules(app: App, page: int = _page) -> None:
        app.start_scene(MainMenu(app))
        rules = RulesScene(app, "take-that", switch=True)
        rules.tab = page
        app.stack.push(rules)
    SCENES[f"takethat-rules-{_page}"] = _takethat_rules


@scene("settings")
def _settings(app: App) -> None:
    menu = MainMenu(app)
    app.start_scene(menu)
    menu.settings()


@scene("confirm-concede")
def _confirm_concede(app: App) -> None:
    app.settings.confirm_concede = True
    pause = PauseOverlay(app, board(app, turns=3))
    app.stack.push(pause)
    app.stack.apply_pending()
    pause.concede()


@scene("confirm-concede-last")
def _confirm_concede_last(app: App) -> None:
    """The last round of a hot-seat match: the longest confirmation (both named, and the
    match ending)."""
    app.settings.confirm_concede = True
    scene = board(app, turns=3, rounds=3, mode="hotseat")
    scene.session.match.index = 2
    pause = PauseOverlay(app, scene)
    app.stack.push(pause)
    app.stack.apply_pending()
    pause.concede()


@scene("statistics")
def _statistics(app: App) -> None:
    for seed in (2, 3):
        scene = board(app, turns=3, seed=seed)
        scene.state.resign(seed % 2)
        scene.after_action()
        scene.finish_round(5.0, False)
    menu = MainMenu(app)
    app.start_scene(menu)
    menu.statistics()


@scene("statistics-people")
def _statistics_people(app: App) -> None:
    """Four people's own tallies under the opponents, with the longest names the set-up
    allows (20 letters) and wide numbers (no name an English word: the test of a language
    switch looks for those)."""
    _statistics(app)
    own = schotten_records.section(app.stats)
    for index, name in enumerate(("Ανδρέας Παπαδόπουλο", "Małgorzata Wiśniewsk",
                                  "Conceição Gonçalves", "Åsa Björklund-Öberg")):
        record = own.person(name.strip())
        record.games, record.wins, record.losses = 1234 - index, 617, 617 - index
        record.stones, record.best_streak, record.matches = 5432, 17, 321
        record.match_wins, record.assisted = 160, 12


@scene("confirm-reset")
def _confirm_reset(app: App) -> None:
    menu = MainMenu(app)
    app.start_scene(menu)
    menu.statistics()
    app.stack.apply_pending()
    statistics = app.stack.top
    assert isinstance(statistics, StatisticsScene)
    statistics.ask_reset()


def tutorial_at(app: App, key: str, lesson: int, name: str, done: bool = False) -> None:
    """A tutorial lesson at the step ``name`` (with ``done``, just after the player did it)."""
    app.start_scene(MainMenu(app))
    steps = [s.key for s in TUTORIALS[key].lessons[lesson - 1].steps]
    at = steps.index(name)
    scene = TUTORIALS[key].open(app, lesson, at)
    app.stack.push(scene)
    app.stack.apply_pending()
    frames(app, 2)
    assert isinstance(scene, SchottenTutorial | TakeThatTutorial)
    if done:
        assert isinstance(scene, SchottenTutorial)
        scene.show_claim_check(int(scene.guide.step.argument) - 1)
    else:
        scene.guide.wrong()


for _name, (_key, _lesson, _step, _done) in {
    "tutorial-st1-place": ("schotten-totten", 1, "tutorial.st1.claim", False),
    "tutorial-st1-formations": ("schotten-totten", 1, "tutorial.st1.formations", False),
    "tutorial-st1-refused": ("schotten-totten", 1, "tutorial.st1.ask", True),
    "tutorial-st2-fog": ("schotten-totten", 2, "tutorial.st2.fog", False),
    "tutorial-st2-ruses": ("schotten-totten", 2, "tutorial.st2.ruses", False),
    "tutorial-tt-twist": ("take-that", 1, "tutorial.tt.twist", False),
    "tutorial-tt-take": ("take-that", 1, "tutorial.tt.take", False),
    "tutorial-tt-last": ("take-that", 1, "tutorial.tt.last", False),
    "tutorial-tt-score": ("take-that", 1, "tutorial.tt.score", False),
}.items():
    def _tutorial(app: App, key: str = _key, lesson: int = _lesson, name: str = _step,
                  done: bool = _done) -> None:
        tutorial_at(app, key, lesson, name, done)

    SCENES[_name] = _tutorial


@scene("lesson-leave")
def _lesson_leave(app: App) -> None:
    tutorial_at(app, "take-that", 1, "tutorial.tt.take")
    lesson = app.stack.top
    assert isinstance(lesson, TakeThatTutorial)
    lesson.open_pause()


@scene("lesson-chooser")
def _lesson_chooser(app: App) -> None:
    app.start_scene(MainMenu(app))
    save_place(app, "schotten-totten", Place(2, 3))
    app.stack.push(LessonChooser(app, "schotten-totten"))


@scene("lessons-done")
def _lessons_done(app: App) -> None:
    app.start_scene(MainMenu(app))
    app.stack.push(LessonsDone(app, "schotten-totten", 2, []))


@scene("lessons-done-missing")
def _lessons_done_missing(app: App) -> None:
    app.start_scene(MainMenu(app))
    app.stack.push(LessonsDone(app, "schotten-totten", 2, [1]))


@scene("tutorial-offer")
def _tutorial_offer(app: App) -> None:
    app.start_scene(MainMenu(app))
    app.stack.push(TutorialOffer(app, "schotten-totten"))


@scene("tutorial-offer-languages")
def _tutorial_offer_languages(app: App) -> None:
    """The row of languages reached with Tab: the chosen name ringed, the arrows lit."""
    _tutorial_offer(app)
    app.stack.apply_pending()
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    offer.focus = len(offer.buttons)


def new_app(screen: RecordingScreen, assets: Assets, code: str) -> App:
    app = wired_app(screen, 1)
    app.assets = assets
    app.threaded_ai = False
    app.settings.speed = "instant"
    app.settings.language = code
    set_language(code)
    app.stack.apply_pending()
    return app


def show(app: App, name: str) -> None:
    SCENES[name](app)
    app.stack.apply_pending()
    frames(app, 2)
    for shown in app.stack.scenes:
        for sprite in getattr(shown, "draw_order", []):
            sprite.update(10.0)


Rig = tuple[RecordingScreen, Recorder, Assets, Glyphs]
_english: dict[str, dict[str, int]] = {}


@pytest.fixture(scope="module")
def rig() -> Iterator[Rig]:
    pygame.display.init()
    pygame.font.init()
    display = pygame.display.set_mode(SIZE)
    recorder = Recorder(SIZE)
    RecordingScreen.recorder = recorder
    screen = RecordingScreen(SIZE, 0, display)
    language = text.language()
    with pytest.MonkeyPatch.context() as patch:
        record(patch, recorder)
        assets = Assets()
        yield screen, recorder, assets, Glyphs(assets)
    set_language(language)


def smallest(recorder: Recorder) -> dict[str, int]:
    """The smallest font size used in each kind of shrinking box."""
    sizes: dict[str, int] = {}
    for item in recorder.drawn:
        for kind, _ in item.boxes:
            if kind in SHRINKING:
                sizes[kind] = min(sizes.get(kind, item.px), item.px)
    return sizes


def render(rig: Rig, code: str) -> dict[str, tuple[list[str], dict[str, int]]]:
    """Every scene in language ``code``: its problems and its smallest shrunk sizes."""
    screen, recorder, assets, glyphs = rig
    results = {}
    for name in SCENES:
        app = new_app(screen, assets, code)
        show(app, name)
        draw(app, recorder)
        assert recorder.drawn, f"{name}: no text was drawn"
        results[name] = (problems(recorder, glyphs), smallest(recorder))
    return results


def english_sizes(rig: Rig) -> dict[str, dict[str, int]]:
    if not _english:
        _english.update({name: sizes for name, (_, sizes) in render(rig, "en").items()})
    return _english


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_scene_fits_in_every_language(code: str, rig: Rig) -> None:
    reference = english_sizes(rig)
    found: list[str] = []
    for name, (trouble, sizes) in render(rig, code).items():
        found += [f"{name}: {problem}" for problem in trouble]
        found += [f"{name}: a {kind} shrinks its text to {px} px (English: {reference[name][kind]})"
                  for kind, px in sizes.items()
                  if kind in reference[name] and px < reference[name][kind] - 2]
    assert not found, "\n".join(found)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_the_computer_thinking_fits_the_turn_panel(code: str, rig: Rig) -> None:
    screen, _, assets, _ = rig
    app = new_app(screen, assets, code)
    scene = board(app, turns=0)
    rect = scene.layout["turn"]
    lay = scene.layout
    for level in offered_levels():
        name = t("player.computer", level=t(f"level.{level}"))
        lines = widgets.wrap(assets, t("board.thinking", name=name), "text", lay.px(14),
                             rect.w - lay.px(16))
        assert len(lines) <= 2, lines


def banner_widths(assets: Assets, size: tuple[int, int]) -> tuple[float, dict[str, int]]:
    """The room in a tactic card's banner at ``size``, and how wide each name of the current
    language is there at the smallest size the banner shrinks to (7 px)."""
    banner, card = assets.manifest["tactic_banner"], assets.manifest["card"]
    font = assets.font(str(banner.get("font", "display")), 7)
    room = banner["width"] * size[0] / card["width"] - 6
    names = {tactic_name(game.card_text(tactic), naming)
             for naming in ("iello", "classic") for tactic in TACTIC_CARDS}
    return room, {name: font.size(name)[0] for name in names}


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_tactic_card_names_fit_the_hand_cards_banner(
        code: str, rig: Rig) -> None:
    """At 1024×640 a hand card's banner already needs the smallest size (7 px) for most
    names, and English's longest name overflows it a little: no name may be more than 10 %
    wider than the wider of the banner and that English name."""
    screen, _, assets, _ = rig
    app = new_app(screen, assets, "en")
    size = card_sizes(board(app, turns=0).layout)["hand"]
    room, english = banner_widths(assets, size)
    set_language(code)
    _, widths = banner_widths(assets, size)
    limit = 1.1 * max(room, *english.values())
    assert {name: w for name, w in widths.items() if w > limit} == {}


def test_switching_language_redraws_every_scene_on_the_next_frame(rig: Rig) -> None:
    """Each scene is built and drawn in English, then the language changes under it: the
    next frame must hold no English word (Greek makes a stale Latin word easy to spot)."""
    screen, recorder, assets, _ = rig
    stale: list[str] = []
    for name in SCENES:
        if name == "menu-notice":
            continue
        app = new_app(screen, assets, "en")
        show(app, name)
        set_language("el")
        app.settings.language = "el"
        frames(app, 1)
        draw(app, recorder)
        for item in recorder.drawn:
            words = {word for word in re.findall(r"[^\W\d_]{3,}", item.text)
                     if word.isascii()} - LATIN_WORDS_IN_GREEK - set(LANGUAGES.values())
            if words:
                stale.append(f"{name}: [{item.scene}] {item.text!r}")
    assert not stale, "\n".join(stale)


def main(argv: list[str]) -> int:
    """Save the language screenshots (PNG, reduced to 64 colours when Pillow is there)."""
    folder = Path(argv[0]) if argv else ROOT / "docs" / "screenshots" / "lang"
    folder.mkdir(parents=True, exist_ok=True)
    os.environ.setdefault(storage.DATA_DIR_VARIABLE, tempfile.mkdtemp(prefix="st-shots-"))
    pygame.display.init()
    pygame.font.init()
    display = pygame.display.set_mode(SIZE)
    RecordingScreen.recorder = Recorder(SIZE)
    screen = RecordingScreen(SIZE, 0, display)
    assets = Assets()
    names = argv[1:] or list(SCREENSHOTS)
    for code in LANGUAGES:
        for name in names:
            app = new_app(screen, assets, code)
            show(app, name)
            app.stack.draw(app.screen)
            path = folder / f"{code}-{name}.png"
            pygame.image.save(app.screen, str(path))
            try:
                from PIL import Image
            except ImportError:
                continue
            with Image.open(path) as image:
                small = image.convert("RGB").quantize(colors=64, method=Image.Quantize.FASTOCTREE,
                                                      dither=Image.Dither.NONE)
            small.save(path, optimize=True)
            print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
