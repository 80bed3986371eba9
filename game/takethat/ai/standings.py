"""How a seat stands in the round so far, as far as it can tell from its view and memory.

Every face-up card is public, and so is the number of face-down cards in front of each
seat; which of those are frog cards (5 points each instead of 1) a seat knows only for
its own pile and for the frog cards its ``Memory`` saw taken by a known seat. A frog card
seen taken by a seat it could not tell is shared evenly among the other seats.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.takethat.cards import FROG_PENALTY, FROGS, Card
from game.takethat.model import score
from game.takethat.view import TakeThatView


def estimated_scores(view: TakeThatView, owner: Mapping[Card, int]) -> list[float]:
    """Each seat's score so far: exact for the seat itself, an estimate for the others.

    ``owner`` is the seat's ``Memory.owner``: cards known to lie face down, with the seat
    holding them (-1 when not known)."""
    players = view.config.players
    extra = FROG_PENALTY - 1
    frogs = [0] * players
    unplaced = 0
    for card, seat in owner.items():
        if card in FROGS:
            if 0 <= seat < players and seat != view.seat:
                frogs[seat] += 1
            else:
                unplaced += 1
    shared = unplaced / (players - 1) if players > 1 else 0.0
    scores: list[float] = []
    for seat in range(players):
        if seat == view.seat:
            scores.append(float(score(list(view.face_up[seat]), list(view.own_face_down))))
        else:
            scores.append(len(view.face_up[seat]) - view.face_down_counts[seat]
                          - extra * (frogs[seat] + shared))
    return scores


def lead(view: TakeThatView, owner: Mapping[Card, int]) -> float:
    """The seat's score so far minus the best other seat's (negative when behind)."""
    scores = estimated_scores(view, owner)
    others = [value for seat, value in enumerate(scores) if seat != view.seat]
    return scores[view.seat] - max(others) if others else 0.0
