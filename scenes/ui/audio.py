"""Sound effects and music through the asset resolver, at the volumes of the settings;
silent when there is no sound device (the mixer could not start)."""

from __future__ import annotations

from typing import Final

import pygame

from scenes.model.settings import Settings
from scenes.ui.paths import asset_path

EFFECTS: Final = ("place", "claim", "tactic", "win", "lose", "button", "draw")
MUSIC: Final = "sounds/music.wav"
MUSIC_LOUDEST: Final = 0.6
"""The music's mixer volume at 100 %: it stays under the effects."""


class Audio:
    """Plays the named effects, now or a moment later, and keeps the music loop in step
    with the settings; does nothing when the mixer could not start."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._music_playing = False
        self._queue: list[tuple[float, str]] = []

    @property
    def available(self) -> bool:
        return pygame.mixer.get_init() is not None

    def effects_volume(self) -> float:
        return 0.0 if self.settings.mute else self.settings.effects_volume / 100

    def music_volume(self) -> float:
        return 0.0 if self.settings.mute else self.settings.music_volume / 100 * MUSIC_LOUDEST

    def play(self, name: str, delay: float = 0.0) -> None:
        """Start effect ``name`` (after ``delay`` seconds, so effects of one move follow
        each other instead of sounding together)."""
        if delay > 0:
            self._queue.append((delay, name))
            return
        if self.effects_volume() <= 0 or not self.available:
            return
        if name not in self._sounds:
            path = asset_path(f"sounds/{name}.wav")
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path)) if path.is_file() else None
            except pygame.error:
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.set_volume(self.effects_volume())
            sound.play()

    def update(self, dt: float) -> None:
        """Start the delayed effects whose time has come."""
        if not self._queue:
            return
        waiting = [(delay - dt, name) for delay, name in self._queue]
        self._queue = [(delay, name) for delay, name in waiting if delay > 0]
        for delay, name in waiting:
            if delay <= 0:
                self.play(name)

    def update_music(self) -> None:
        """Start, stop or re-level the music loop to match the settings."""
        if not self.available:
            return
        volume = self.music_volume()
        if volume > 0 and not self._music_playing:
            path = asset_path(MUSIC)
            if not path.is_file():
                return
            try:
                pygame.mixer.music.load(str(path))
                pygame.mixer.music.set_volume(volume)
                pygame.mixer.music.play(-1, fade_ms=1500)
            except pygame.error:
                return
            self._music_playing = True
        elif volume <= 0 and self._music_playing:
            pygame.mixer.music.fadeout(600)
            self._music_playing = False
        elif self._music_playing:
            pygame.mixer.music.set_volume(volume)
