"""The game's log: standard ``logging`` into a rotating file in the per-user log folder, so
that a failure the player only saw as one sentence can still be looked into.

Nothing is configured at import; ``start_logging`` is called once by the program's entry
point (tests leave logging to pytest, which captures the records).
"""

from __future__ import annotations

import logging
import logging.handlers
import os
from pathlib import Path
from typing import Final

import platformdirs

from scenes.model.storage import APP_NAME

LOG_DIR_VARIABLE: Final = "SCHOTTEN_TOTTEN_LOGS"
"""Overrides the log folder (the packaged self-test points it at a temporary folder)."""
STRICT_VARIABLE: Final = "SCHOTTEN_TOTTEN_STRICT"
"""When set to 1, a failure that the game would report and survive is raised instead, so
that a test (or a developer) sees it; the test suite sets it."""
LOG_FILE: Final = "schotten-totten.log"
MAX_BYTES: Final = 512 * 1024
BACKUPS: Final = 3


def log_dir() -> Path:
    """The per-user log folder (``$SCHOTTEN_TOTTEN_LOGS`` overrides it)."""
    override = os.environ.get(LOG_DIR_VARIABLE)
    if override:
        return Path(override)
    return Path(platformdirs.user_log_dir(APP_NAME, appauthor=False))


def strict() -> bool:
    """Whether failures the game would survive are raised instead (``STRICT_VARIABLE``)."""
    return os.environ.get(STRICT_VARIABLE) == "1"


def start_logging(folder: Path | None = None, level: int = logging.INFO) -> Path | None:
    """Send the ``game`` and ``scenes`` loggers to a rotating file in ``folder`` (the log
    folder by default); returns the file, or ``None`` when it cannot be opened (the game
    then runs without a log file, and says so on standard error)."""
    path = (folder or log_dir()) / LOG_FILE
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=MAX_BYTES,
                                                       backupCount=BACKUPS, encoding="utf-8")
    except OSError as error:
        logging.basicConfig(level=logging.WARNING)
        logging.getLogger(__name__).warning("no log file at %s: %s", path, error)
        return None
    handler.setFormatter(logging.Formatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    for name in ("game", "scenes"):
        logger = logging.getLogger(name)
        logger.setLevel(level)
        if not any(isinstance(h, logging.handlers.RotatingFileHandler)
                   and Path(h.baseFilename) == path for h in logger.handlers):
            logger.addHandler(handler)
    return path
