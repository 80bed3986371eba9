"""The hint button's words: the computer's suggestion for the seat at the screen, with its
reason, in the player's language. The suggestion itself (``game.schotten.ai.suggest``)
reads only that seat's view, so a hint never tells what the opponent holds."""

from __future__ import annotations

import random

from game.schotten.actions import Action, Kind
from game.schotten.ai.suggest import Suggestion, suggest
from game.schotten.cards import parse_card
from game.schotten.view import PlayerView
from scenes.schotten.words import card_name, describe
from scenes.ui.text import t

FORMATIONS = ("colour_run", "three_of_a_kind", "colour", "run", "sum")


def hint_for(view: PlayerView, seed: int) -> Suggestion:
    """What the computer would do in ``view`` (the one-ply judgement the hard level searches
    from: a few milliseconds)."""
    return suggest(view, random.Random(seed))


def card_words(notation: object, naming: str) -> str:
    """A card of the suggestion's fields (CONTRACT notation) as the player reads it."""
    try:
        return card_name(parse_card(str(notation)), naming)
    except ValueError:
        return str(notation)


def hint_text(hint: Suggestion, naming: str = "iello") -> str:
    """The hint in one or two sentences: what to do, and why."""
    fields = hint.fields
    code = hint.code
    words: dict[str, object] = {"stone": fields.get("stone", "")}
    if "card" in fields:
        words["card"] = card_words(fields["card"], naming)
    formation = str(fields.get("formation", ""))
    if formation in FORMATIONS:
        words["formation"] = t(f"hint.formation.{formation}")
    if code == "prove_claim":
        needs = [card_words(card, naming) for card in str(fields.get("needs", "")).split(",")
                 if card.strip()]
        if not needs:
            return t("hint.prove_claim.sure", **words)
        listed = needs[0] if len(needs) == 1 else t("hint.and", first=", ".join(needs[:-1]),
                                                      then=needs[-1])
        return t("hint.prove_claim", needs=listed, **words)
    if code == "play_tactic" and not fields.get("stone"):
        return ruse_text(fields, words, naming)
    if code == "play_tactic":
        # A tactic card at a stone says what it does there (it said only where it went).
        kind = {"BLUFF": "BLUFF", "MUD": "MUD"}.get(str(fields.get("card")), "elite")
        return t(f"hint.tactic.{kind}", **words)
    if code == "tactic_step":
        return step_text(str(fields.get("action", "")), naming)
    if code in ("claim", "finish_claims", "complete_formation", "defend", "dump_on_lost_stone",
                "build", "play_tactic", "draw_clan", "draw_tactic", "pass"):
        return t(f"hint.{code}", **words)
    return t("hint.other", step=describe(hint.action.to_text(), "", naming).strip())


STEP_KEYS = {Kind.PICK: "hint.step.pick", Kind.PLACE: "hint.step.place",
             Kind.DISCARD: "hint.step.discard", Kind.RETURN: "hint.step.return"}
"""A tactic card's next step, said as something to do (the game log says what was done)."""


def step_text(notation: str, naming: str) -> str:
    """The hint for a step of a tactic card already played: "choose Red 7", "put it at
    stone 4", "discard it", "put back Red 7"."""
    try:
        action = Action.from_text(notation)
    except ValueError:
        return t("hint.other", step=notation)
    key = STEP_KEYS.get(action.kind)
    if key is None:
        return t("hint.tactic_step", step=describe(notation, "", naming).strip())
    card = "" if action.card is None else card_name(action.card, naming)
    stone = "" if action.stone is None else action.stone + 1
    return t(key, card=card, stone=stone)


def ruse_text(fields: dict[str, str | int], words: dict[str, object], naming: str) -> str:
    """A ruse's hint: what to play, and the card it is played for (the Recruiter: how)."""
    ruse = str(fields.get("card", ""))
    if ruse == "RECRUITER":
        return t("hint.ruse.RECRUITER", **words)
    if "target" not in fields or ruse not in ("BANSHEE", "TRAITOR", "STRATEGIST"):
        return t("hint.play_ruse", **words)
    key = f"hint.ruse.{ruse}" + (".discard" if ruse == "STRATEGIST" and not fields.get("to")
                                 else "")
    return t(key, target=card_words(fields["target"], naming), origin=fields.get("origin", ""),
             to=fields.get("to", ""), **words)


def hinted_card(hint: Suggestion | None) -> int | None:
    """The hand card the hint would play, if it plays one."""
    if hint is None:
        return None
    return hint.action.card if hint.action.card is not None else None


def hinted_stone(hint: Suggestion | None) -> int | None:
    """The stone (0-8) the hint acts on, if any."""
    if hint is None:
        return None
    action: Action = hint.action
    return action.stone
