"""Why a Take That action is refused: a stable code, its fields and the English sentence.

>>> Refusal("too_far", {"card": 47, "rightmost": 60}).text()
'47 is more than 10 away from the rightmost card, 60'
"""

from __future__ import annotations

from typing import Final, NamedTuple

TEXTS: Final[dict[str, str]] = {
    "round_over": "the round is over",
    "must_start": "after taking the row you must start a new one ('start CARD')",
    "start_after_take": "'start' only follows 'take'; begin an empty row with 'extend CARD'",
    "not_in_hand": "{card} is not in your hand",
    "too_far": "{card} is more than 10 away from the rightmost card, {rightmost}",
    "frog": "{card} is a frog card and has no twin to twist",
    "twin_not_in_row": "the twin of {card}, {twin}, is not in the row",
    "empty_row": "there is no row to take",
}
"""English text per refusal code; ``{field}`` placeholders take the refusal's fields."""


class Refusal(NamedTuple):
    """A refusal: ``code`` (a key of ``TEXTS``) and the values of its placeholders."""

    code: str
    fields: dict[str, str | int]

    def text(self) -> str:
        return TEXTS[self.code].format(**self.fields)
