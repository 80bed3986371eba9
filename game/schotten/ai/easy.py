"""The easy level: a beginner who builds formations greedily and claims when it can.

It looks only at its own side of each stone: a card that keeps the best formation still
possible there scores well, higher cards a little better, longer partial formations are
extended first. It ignores the opponent's sides and the unseen cards and plays elite troops
only to extend a promising formation. In the tactics variant it answers a tactic card
with one of its own: once the opponent has played more of them, it draws a tactic card
and plays it (a ruse's steps at random). A player who has played one is so never kept
from playing another for the whole round (one more than the opponent is the limit).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.schotten.actions import CLAN_DECK, Action, Kind
from game.schotten.cards import ELITE_TROOPS, ELITE_VALUES, Card
from game.schotten.formations import COLOUR, COLOUR_RUN, KIND, RUN, SUM
from game.schotten.view import PlayerView


def hoped_rank(cards: Sequence[Card], capacity: int) -> int:
    """The best rank the cards of a side may still make, ignoring which cards are left."""
    clan = [card for card in cards if card < 54]
    wild = [card for card in cards if card >= 54]
    colours = {card // 9 for card in clan}
    values = sorted(card % 9 + 1 for card in clan)
    distinct = len(set(values)) == len(values)
    span_ok = not values or values[-1] - values[0] <= capacity - 1
    if wild and not all(set(ELITE_VALUES[w]) & set(range(1, 10)) for w in wild):
        return SUM
    if len(colours) <= 1 and distinct and span_ok:
        return COLOUR_RUN
    if len(set(values)) <= 1:
        return KIND
    if len(colours) <= 1:
        return COLOUR
    if distinct and span_ok:
        return RUN
    return SUM


class EasyPlayer:
    """Greedy formation builder; claims everything it can."""

    name = "easy"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        for action in legal:
            if action.kind is Kind.CLAIM:
                return action
        best: list[Action] = []
        best_score = -1e9
        for action in legal:
            score = self.score(view, action)
            if score > best_score + 1e-9:
                best, best_score = [action], score
            elif score > best_score - 1e-9:
                best.append(action)
        return best[rng.randrange(len(best))]

    def score(self, view: PlayerView, action: Action) -> float:
        kind = action.kind
        answering = behind_in_tactics(view)
        if kind is Kind.DRAW:
            if answering and not any(card >= 54 for card in view.hand):
                return 0.0 if action.deck == CLAN_DECK else 1.0
            return 1.0 if action.deck == CLAN_DECK else 0.0
        if kind is Kind.PASS or kind is Kind.DONE:
            return 0.0
        if kind is Kind.RETURN and action.card is not None:
            card = action.card
            return 0.0 if card >= 54 else 10.0 - card % 9
        if kind is Kind.PLAY and action.card is not None and action.card >= 54 and (
                answering and action.card not in ELITE_TROOPS):
            return ANSWER
        if kind is not Kind.PLAY or action.card is None or action.stone is None:
            return -1.0
        card, stone = action.card, action.stone
        if card >= 54 and card not in ELITE_TROOPS:
            return -1.0
        side = view.stones[stone].sides[view.seat]
        score = build_score(side, card, view.stones[stone].capacity)
        if card >= 54:
            score -= 6.0 if not side or hoped_rank((*side, card), 3) < KIND else 1.0
            if answering:
                score = max(score, ANSWER)
        return score


ANSWER = 100.0
"""The score of playing a tactic card in answer: before any clan card, so that the
opponent's next tactic card is free at once."""


def behind_in_tactics(view: PlayerView) -> bool:
    """Whether the opponent has played more tactic cards than this seat."""
    mine, theirs = view.tactics_played[view.seat], view.tactics_played[1 - view.seat]
    return theirs > mine


def build_score(side: Sequence[Card], card: Card, capacity: int) -> float:
    """How well ``card`` extends a side: longer promising formations and higher cards first."""
    before = hoped_rank(side, capacity)
    after = hoped_rank((*side, card), capacity)
    value = ELITE_VALUES[card][0] if card >= 54 else card % 9 + 1
    return after * (1 + len(side)) + value * 0.3 - max(0, before - after) * 2


__all__ = ["RUN", "EasyPlayer", "behind_in_tactics", "build_score", "hoped_rank"]
