"""The running game: window, settings, the match in progress and the frame loop."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Final

import pygame

import game
from game.ai import LEVELS
from scenes import widgets
from scenes.assets import Assets
from scenes.audio import Audio
from scenes.core import Scene, SceneStack

MIN_SIZE: Final = (1024, 640)
SPEEDS: Final = ("slow", "normal", "fast", "instant")
SPEED_FACTORS: Final = {"slow": 0.6, "normal": 1.0, "fast": 2.0, "instant": 0.0}
PREFERRED_LEVELS: Final = ("easy", "medium", "hard")


def computer_levels() -> list[str]:
    """The levels offered in the set-up screen: easy/medium/hard when they exist."""
    preferred: list[str] = [level for level in PREFERRED_LEVELS if level in LEVELS]
    return preferred or list(LEVELS)


@dataclass
class Settings:
    """What the Settings overlay changes (kept for the run; saved to disk in a later issue)."""

    auto_claim: bool = True
    speed: str = "normal"
    fullscreen: bool = False
    sound: bool = True
    music: bool = True

    @property
    def speed_factor(self) -> float:
        return SPEED_FACTORS[self.speed]


@dataclass
class SetupChoices:
    """The set-up screen's choices, remembered for the next game of the run."""

    mode: str = "computer"
    name1: str = ""
    name2: str = ""
    level: str = field(default_factory=lambda: computer_levels()[0])
    tactics: bool = False
    edition: str = "iello"
    expert: bool = False
    rounds: int = 1
    first: str = "random"

    def config(self) -> game.GameConfig:
        return game.GameConfig(tactics=self.tactics, edition=self.edition, expert=self.expert)

    def first_seat(self) -> int | None:
        return {"me": 0, "opponent": 1}.get(self.first)


@dataclass(frozen=True)
class PlayerSpec:
    name: str
    level: str | None = None
    """The computer's level, or ``None`` for a person at this computer."""

    @property
    def is_computer(self) -> bool:
        return self.level is not None


@dataclass
class Session:
    """A match being played, with who sits where (seat 0 is the first human)."""

    match: game.Match
    players: tuple[PlayerSpec, PlayerSpec]
    demo: bool = False

    @property
    def hotseat(self) -> bool:
        return not self.players[0].is_computer and not self.players[1].is_computer

    def human_seats(self) -> list[int]:
        return [seat for seat in (0, 1) if not self.players[seat].is_computer]


@dataclass
class Statistics:
    rounds: int = 0
    wins: int = 0
    losses: int = 0


class App:
    """Owns the window and the scene stack; ``step`` runs one frame (tests drive it directly)."""

    def __init__(self, screen: pygame.Surface, seed: int | None = None) -> None:
        self.screen = screen
        self.size: tuple[int, int] = screen.get_size()
        self.assets = Assets()
        self.stack = SceneStack()
        self.settings = Settings()
        self.setup = SetupChoices()
        self.session: Session | None = None
        self.stats = Statistics()
        self.rng = random.Random(seed)
        self.seed = seed
        self.running = True
        self.frame = 0
        self.threaded_ai = True
        """Computer players think in a worker thread (tests turn this off for determinism)."""
        self.audio = Audio(self.settings)
        widgets.CLICK_HOOKS[:] = [lambda: self.audio.play("button")]

    def new_seed(self) -> int:
        return self.rng.randrange(1 << 62)

    def start_scene(self, scene: Scene) -> None:
        self.stack.reset(scene)
        self.stack.apply_pending()

    def step(self, events: list[pygame.event.Event], dt: float) -> None:
        """One frame: events top-down, update, stack changes, then drawing bottom-up."""
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if event.type == pygame.VIDEORESIZE:
                self.resize((event.w, event.h))
                continue
            if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
                self.toggle_fullscreen()
                continue
            self.stack.handle_event(event)
        self.stack.update(min(dt, 0.1))
        self.stack.apply_pending()
        if not self.stack.scenes:
            self.running = False
            return
        self.stack.draw(self.screen)
        self.frame += 1

    def resize(self, size: tuple[int, int]) -> None:
        size = (max(MIN_SIZE[0], size[0]), max(MIN_SIZE[1], size[1]))
        surface = pygame.display.get_surface()
        if surface is not None and surface.get_size() != size and not self.settings.fullscreen:
            surface = pygame.display.set_mode(size, pygame.RESIZABLE)
        if surface is not None:
            self.screen = surface
        self.size = self.screen.get_size()
        self.stack.resize(self.size)

    def toggle_fullscreen(self) -> None:
        try:
            pygame.display.toggle_fullscreen()
        except pygame.error:
            return
        self.settings.fullscreen = not self.settings.fullscreen
        surface = pygame.display.get_surface()
        if surface is not None:
            self.screen = surface
            self.size = surface.get_size()
            self.stack.resize(self.size)

    def quit(self) -> None:
        self.running = False
