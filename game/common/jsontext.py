"""JSON text that comes from outside (saves, positions, data files), read so that nothing
in it can crash the reader: text that is not JSON, not UTF-8, or nested too deeply to read
all become one ``InvalidDataError`` naming the problem. A UTF-8 byte-order mark, which some
editors write, is accepted.

>>> parse_json('\\ufeff{"a": 1}', "the file")
{'a': 1}
>>> parse_json("[" * 5000 + "]" * 5000, "the file")
Traceback (most recent call last):
game.common.errors.InvalidDataError: the file is nested too deeply to read
"""

from __future__ import annotations

import json
from typing import Any

from game.common.errors import InvalidDataError


def parse_json(text: str | bytes, what: str) -> Any:
    """The JSON value of ``text``; ``what`` names it in the error (``the save``)."""
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError:
            raise InvalidDataError(f"{what} is not UTF-8 text") from None
    text = text.removeprefix("\ufeff")
    try:
        return json.loads(text)
    except RecursionError:
        raise InvalidDataError(f"{what} is nested too deeply to read") from None
    except ValueError as error:
        raise InvalidDataError(f"{what} is not valid JSON ({error})") from None
