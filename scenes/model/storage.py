"""Where the game keeps its files, and how it writes and reads them without losing data.

Settings, saves and statistics live in the per-user data directory (platformdirs), never
beside the code. Writes are atomic: a temporary file in the same folder, flushed to disk,
then renamed over the old one, so a kill at any moment leaves either the old file or the
new one. A file that cannot be read is set aside (renamed, never deleted) and reported.
Every file is JSON of our own format, tagged and checked field by field: nothing is
pickled or evaluated.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Final, TypeVar

import platformdirs

from game.common.errors import InvalidDataError
from game.common.jsontext import parse_json

APP_NAME = "schotten-totten"
DATA_DIR_VARIABLE = "SCHOTTEN_TOTTEN_DATA"

T = TypeVar("T")


def data_dir() -> Path:
    """The per-user data folder (``$SCHOTTEN_TOTTEN_DATA`` overrides it, e.g. in tests)."""
    override = os.environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override)
    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def atomic_write_text(path: Path, text: str) -> None:
    """Replace ``path`` with ``text`` in one step."""
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as out:
            out.write(text)
            out.flush()
            os.fsync(out.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    if hasattr(os, "O_DIRECTORY"):
        folder = os.open(path.parent, os.O_RDONLY | os.O_DIRECTORY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


class NewerFormat(ValueError):
    """A file written by a newer version of the game: it is left as it is."""


@dataclass(frozen=True)
class Unreadable:
    """A file that could not be used: why (``kind``: ``unreadable``, ``not_json``,
    ``invalid``, or ``newer`` for a file of a newer version, which is left in place; with
    the technical ``detail``), and where it was moved."""

    path: Path
    kind: str
    detail: str
    moved_to: Path | None


def set_aside(path: Path) -> Path | None:
    """Rename a bad file to ``NAME.broken-N.EXT`` next to it; ``None`` if even that fails."""
    for number in range(1, 1000):
        target = path.with_name(f"{path.stem}.broken-{number}{path.suffix}")
        if not target.exists():
            try:
                path.rename(target)
            except OSError:
                return None
            return target
    return None


READ_LIMIT: Final = 64 * 1024 * 1024
"""The most bytes a file of the game is read to: no save comes near (they are kilobytes),
and a name linked to /dev/zero grew the game to 5.7 GB in seven seconds."""


def read_limited(path: Path) -> bytes | None:
    """The bytes of ``path``; ``None`` when it is not a regular file (a named pipe made the
    game wait forever) or holds more than ``READ_LIMIT`` bytes."""
    if path.exists() and not path.is_file() and not path.is_dir():
        return None
    with path.open("rb") as stream:
        raw = stream.read(READ_LIMIT + 1)
    return raw if len(raw) <= READ_LIMIT else None


def load_json(path: Path, parse: Callable[[Any], T]) -> tuple[T | None, Unreadable | None]:
    """Read ``path`` as JSON and hand it to ``parse``.

    Returns ``(value, None)``; ``(None, None)`` when there is no file; and
    ``(None, Unreadable)`` when the file is corrupt (not UTF-8, not JSON, nested too deeply)
    or ``parse`` raises ``ValueError`` (including the engine's ``InvalidDataError``) — the
    file is then set aside — or when it comes from a newer version of the game
    (``NewerFormat``), which leaves it where it is. A UTF-8 byte-order mark is accepted.
    """
    try:
        raw = read_limited(path)
    except FileNotFoundError:
        return None, None
    except OSError as error:
        return None, Unreadable(path, "unreadable", str(error), set_aside(path))
    if raw is None:
        return None, Unreadable(path, "not_json",
                                f"it is not a file of at most {READ_LIMIT} bytes",
                                set_aside(path))
    try:
        data = parse_json(raw, "the file")
    except InvalidDataError as error:
        return None, Unreadable(path, "not_json", str(error), set_aside(path))
    try:
        return parse(data), None
    except NewerFormat as error:
        return None, Unreadable(path, "newer", str(error), None)
    except (ValueError, KeyError, TypeError, IndexError, AttributeError,
            RecursionError) as error:
        return None, Unreadable(path, "invalid", str(error) or type(error).__name__,
                                set_aside(path))


def check_format(data: Any, expected: str) -> dict[str, Any]:
    """``data`` as a JSON object tagged ``expected``; a newer or foreign tag is refused."""
    if not isinstance(data, dict):
        raise ValueError("it is not a JSON object")
    tag = data.get("format")
    family, _, version = expected.partition("@")
    if tag != expected:
        if isinstance(tag, str) and tag.startswith(family + "@"):
            found = tag.partition("@")[2]
            if found.isdigit() and int(found) > int(version):
                raise NewerFormat(f"it was written by a newer version of the game, {tag}")
        raise ValueError(f"its format tag is {tag!r}, not {expected!r}")
    return data


def read_bool(data: dict[str, Any], key: str, default: bool) -> bool:
    value = data.get(key, default)
    if type(value) is not bool:
        raise ValueError(f"{key!r} must be true or false")
    return value


def read_int(data: dict[str, Any], key: str, default: int, low: int, high: int) -> int:
    value = data.get(key, default)
    if type(value) is not int or not low <= value <= high:
        raise ValueError(f"{key!r} must be a whole number from {low} to {high}")
    return value


def read_choice(data: dict[str, Any], key: str, default: str, allowed: tuple[str, ...]) -> str:
    value = data.get(key, default)
    if value not in allowed:
        raise ValueError(f"{key!r} must be one of {', '.join(allowed)}")
    return str(value)
