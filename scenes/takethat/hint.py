"""The Take That hint: the suggestion for the person at the screen
(``game.takethat.ai.suggest``), worked out from that seat's own view and its own memory of
the rows it saw, and put in the player's language. Nothing here reads another seat's hand.
"""

from __future__ import annotations

import logging
import random

from game.takethat import Action, Kind, twin
from game.takethat.ai.memory import Memory
from game.takethat.ai.suggest import Suggestion, suggest
from game.takethat.view import TakeThatView
from scenes.takethat.history import plural
from scenes.ui.text import t

log = logging.getLogger(__name__)

COUNTED: dict[str, str] = {
    "take_forced": "cost",
    "take_cheap": "cost",
    "squeeze": "cost",
    "start_row": "followers",
    "extend": "followers",
}
"""The codes whose sentence counts something, with the field that picks the plural form
(``tt.hint.<code>.one``, ``.few`` or ``.many``; ``.none`` for no followers at all)."""
PLAIN = ("only_move", "twist", "shed_frog", "start_frog", "start_twin", "start_back",
         "start_giveaway", "start_best", "extend_twin", "extend_keep", "extend_back",
         "extend_giveaway", "extend_best")
"""The codes with one sentence (``tt.hint.<code>``)."""
POINTED = ("start_row", "extend")
"""The codes that count followers, which go on to say why that matters: a family tester
read "only 4 cards still to come can follow it" without seeing the point."""


def hint_for(view: TakeThatView, seed: int, memory: Memory | None = None) -> Suggestion:
    """What the computer would do in ``view`` for its seat, with the reason; ``memory`` is
    that seat's own memory of the round (fed only with its own views)."""
    return suggest(view, random.Random(seed), memory)


def hint_key(code: str, fields: dict[str, int]) -> str:
    """The catalog key of a reason ``code`` with these ``fields``."""
    if code not in COUNTED:
        return f"tt.hint.{code}"
    name = COUNTED[code]
    count = fields.get(name, 0)
    form = "none" if name == "followers" and count == 0 else plural(count)
    if code == "squeeze" and fields.get("chance", 0) >= 100:
        # "may be unable to follow (about 100%)" read as a contradiction (Polish tester).
        return f"tt.hint.squeeze_sure.{form}"
    return f"tt.hint.{code}.{form}"


def hint_text(hint: Suggestion) -> str:
    """The hint in one sentence: what to do, and why (what to do alone when the reason
    has no words: a code or a field this client does not know)."""
    if hint.code in COUNTED or hint.code in PLAIN:
        key = hint_key(hint.code, hint.fields)
        text = t(key, **hint.fields)
        if text != key and "{" not in text:
            return with_second_sentence(text, hint.code, hint.fields)
        log.warning("the hint %r cannot be worded with the fields %s", hint.code, hint.fields)
    else:
        log.warning("no words for the hint code %r", hint.code)
    return t("tt.hint.other", action=action_words(hint.action))


def with_second_sentence(text: str, code: str, fields: dict[str, int]) -> str:
    """The reason's sentence and one more: at a round's end how the hint was found (worked
    out exactly, or played out), else a twist that can wait, else the twin still out, else
    why taking a cheap row or a count of followers matters; and the pile's card of the
    professional rule. Three sentences (the count, its point, the twin still out) ran to
    four lines over the row at 1024x640."""
    waits = fields.get("waits")
    if fields.get("exact"):
        text = t("tt.hint.exact", lead=text)
    elif fields.get("played_out"):
        text = t("tt.hint.played_out", lead=text)
    elif waits is not None and twin(waits) is not None:
        # An Italian tester was told to add a frog while holding the twin of the row's
        # last card, and read the hint as blind to the sure +2.
        return t("tt.hint.twist_waits", lead=text, card=waits, twin=twin(waits))
    elif "exposed" in fields:
        return t("tt.hint.exposed", lead=text, twin=fields["exposed"])
    elif "safe" in fields and "card" in fields:
        return t("tt.hint.safe", lead=text, card=fields["card"], twin=fields["safe"])
    elif code == "take_cheap":
        # "Take the row now: it costs only 3 points" read as no reason while a card of the
        # hand could be added for free.
        text = t("tt.hint.take_point", lead=text)
    elif code in POINTED:
        text = t("tt.hint.followers_point", lead=text)
    if fields.get("pile"):
        text = t("tt.hint.pile_card", lead=text)
    return text


def action_words(action: Action) -> str:
    """An action in a few words, for a reason the client has no sentence for."""
    if action.kind is Kind.TAKE:
        return t("tt.hint.do.take")
    if action.kind is Kind.TWIST:
        return t("tt.hint.do.twist", card=action.card)
    return t("tt.hint.do.add", card=action.card)


def hinted_card(hint: Suggestion | None) -> int | None:
    """The hand card the hint plays, if it plays one."""
    return hint.action.card if hint is not None else None


def hinted_twin(hint: Suggestion | None) -> int | None:
    """The row card the hint twists out, if it twists."""
    if hint is None or hint.action.kind is not Kind.TWIST or hint.action.card is None:
        return None
    return twin(hint.action.card)


def hints_take(hint: Suggestion | None) -> bool:
    """Whether the hint is to take the row."""
    return hint is not None and hint.action.kind is Kind.TAKE
