"""One copy of the game per data folder: a second copy would write its settings, saves and
statistics over the first one's when it closed (a tester lost a language chosen a moment
before that way). The first copy holds a lock on ``instance.lock`` for as long as it runs;
the operating system lets go of it when the process ends, however it ends, so a kill or a
crash never leaves the game locked out."""

from __future__ import annotations

import logging
import sys
from pathlib import Path
from typing import IO, Final

log = logging.getLogger(__name__)

LOCK_FILE: Final = "instance.lock"


class AlreadyRunning(Exception):
    """Another copy of the game holds the data folder."""


def hold_instance(folder: Path) -> IO[bytes] | None:
    """Take the lock of the data folder ``folder``: the open lock file, to keep while the
    game runs, or ``None`` when no lock can be taken at all (a folder that cannot be
    written: the game runs as it did before the lock). ``AlreadyRunning`` when another
    copy holds it."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        handle = open(folder / LOCK_FILE, "a+b")  # noqa: SIM115 (kept open while running)
    except OSError as error:
        log.warning("no instance lock in %s: %s", folder, error)
        return None
    try:
        _lock(handle)
    except OSError as error:
        handle.close()
        # Held by another process: POSIX says "would block", Windows refuses the region.
        if isinstance(error, BlockingIOError) or sys.platform == "win32":
            raise AlreadyRunning(str(folder)) from error
        log.warning("no instance lock in %s: %s", folder, error)
        return None
    return handle


def _lock(handle: IO[bytes]) -> None:
    """An exclusive lock on ``handle`` without waiting (``BlockingIOError`` when held)."""
    if sys.platform == "win32":
        import msvcrt

        handle.seek(0)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)
    else:
        import fcntl

        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)
