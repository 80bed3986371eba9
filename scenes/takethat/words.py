"""Take That texts built from the engine's values: refusals, the log of moves, seat names."""

from __future__ import annotations

from game.takethat import Action, Kind, Refusal, twin
from scenes.ui.text import t


def refusal_text(refusal: Refusal) -> str:
    """Why the engine refused, in the current language (``tt.refusal.<code>``)."""
    return t(f"tt.refusal.{refusal.code}", **refusal.fields)


def describe(action: Action, name: str) -> str:
    """One line for the move ``action`` by ``name``: "Ada twisted 47 out with 74"."""
    card = action.card
    if action.kind is Kind.TAKE:
        return t("tt.log.take", name=name)
    if action.kind is Kind.TWIST and card is not None:
        return t("tt.log.twist", name=name, card=card, twin=twin(card))
    key = "tt.log.start" if action.kind is Kind.START else "tt.log.extend"
    return t(key, name=name, card=card)
