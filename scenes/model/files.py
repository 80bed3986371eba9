"""The files in the data folder: the settings, the statistics, the last set-up choices
and each game's save."""

from __future__ import annotations

import contextlib
import time
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Final

from scenes.model import storage

SETTINGS_FILE: Final = "settings.json"
STATISTICS_FILE: Final = "statistics.json"
SETUP_FILE: Final = "setup.json"
LEFTOVER_SECONDS: Final = 60


@dataclass(frozen=True)
class Files:
    """Where the game's files are."""

    folder: Path

    @property
    def settings(self) -> Path:
        return self.folder / SETTINGS_FILE

    @property
    def statistics(self) -> Path:
        return self.folder / STATISTICS_FILE

    @property
    def setup(self) -> Path:
        """The set-up choices of each game's last start."""
        return self.folder / SETUP_FILE

    def save(self, name: str) -> Path:
        """A game's save file (each game names its own)."""
        return self.folder / name

    @staticmethod
    def default() -> Files:
        return Files(storage.data_dir())

    def remove_leftovers(self, saves: Iterable[str]) -> None:
        """Delete temporary files of writes that a kill interrupted (the file they were
        replacing is intact); recent ones may belong to another copy of the game running."""
        paths = [self.settings, self.statistics, self.setup,
                 *(self.save(name) for name in saves)]
        for path in paths:
            for leftover in self.folder.glob(f".{path.name}.*.tmp"):
                with contextlib.suppress(OSError):
                    if time.time() - leftover.stat().st_mtime > LEFTOVER_SECONDS:
                        leftover.unlink()
