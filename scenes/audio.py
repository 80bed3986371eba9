"""Sound effects and music through the asset resolver; silent when there is no sound device."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from scenes.assets import asset_path

if TYPE_CHECKING:
    from scenes.app import Settings

EFFECTS: Final = ("place", "claim", "tactic", "win", "lose", "button", "draw")
MUSIC: Final = "sounds/music.wav"
MUSIC_VOLUME: Final = 0.3


class Audio:
    """Plays the named effects; does nothing when the mixer could not start."""

    def __init__(self, settings: Settings) -> None:
        self.settings = settings
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        self._music_playing = False

    @property
    def available(self) -> bool:
        return pygame.mixer.get_init() is not None

    def play(self, name: str) -> None:
        if not self.settings.sound or not self.available:
            return
        if name not in self._sounds:
            path = asset_path(f"sounds/{name}.wav")
            try:
                self._sounds[name] = pygame.mixer.Sound(str(path)) if path.is_file() else None
            except pygame.error:
                self._sounds[name] = None
        sound = self._sounds[name]
        if sound is not None:
            sound.play()

    def update_music(self) -> None:
        """Start or stop the music loop to match the settings."""
        if not self.available:
            return
        wanted = self.settings.music
        if wanted and not self._music_playing:
            path = asset_path(MUSIC)
            if not path.is_file():
                return
            try:
                pygame.mixer.music.load(str(path))
                pygame.mixer.music.set_volume(MUSIC_VOLUME)
                pygame.mixer.music.play(-1, fade_ms=1500)
            except pygame.error:
                return
            self._music_playing = True
        elif not wanted and self._music_playing:
            pygame.mixer.music.fadeout(600)
            self._music_playing = False
