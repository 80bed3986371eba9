"""The new Take That evaluation (issue 24, item 6): what an action is worth in points.

It is the medium level's estimate (``medium.py``: the points won or lost at once, the
squeeze on the next player, the risk of the row coming back unplayable, twists kept in
reserve or handed to others, frogs put into the row), computed over the cards that can
still come rather than every unseen card: ``Memory`` knows which unseen cards were taken
with a row and lie face down, out of every hand and the draw pile. The weights are in
``Weights``.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, replace

from game.takethat.actions import Action
from game.takethat.ai import medium
from game.takethat.ai.medium import REACH, Table, action_value, row_cost
from game.takethat.cards import FROGS, Card, twin
from game.takethat.view import TakeThatView


@dataclass(frozen=True)
class Weights:
    """The estimate's weights (the medium level's, unless tuned otherwise)."""

    risk: float = medium.RISK_WEIGHT
    reserve: float = medium.RESERVE_WEIGHT
    giveaway: float = medium.GIVEAWAY_WEIGHT
    frog_bonus: float = medium.FROG_BONUS
    risk_decay: float = medium.RISK_DECAY
    squeeze: float = 1.0
    cover: float = 0.0
    """Points charged per unit of the share of cards to come that the hand kept could
    not follow (its reach and its twins): a hand spread over the range can answer a row
    that comes back with any card."""


DEFAULT = Weights()
TUNED = Weights(giveaway=2.0, risk=0.8, reserve=1.2)
"""The weights the hard level plays with (screened against the medium level)."""
FOUR_SEATS = replace(TUNED, reserve=0.3)
"""The weights with four players. A twist kept in hand for a later turn counts for a
quarter as much: the row passes three other players before it comes back, and any of them
may take it or end it first. In 10 000-game screens against three mediums the share of
first places rose by 0.016 and 0.018 on two sets of deals (docs/ai-takethat.md, *An
eighth look*); with two players the same change measured worse and with three no better,
so they keep ``TUNED``."""


FOUR_SEATS_AHEAD = replace(FOUR_SEATS, risk=2.0 * FOUR_SEATS.risk, frog_bonus=0.0)
"""The weights with four players for a seat that leads: it guards its lead. The chance of
having to take the row back counts twice, and a frog card is no longer glad to be put
into the row (it raises the stakes of a row the leader may yet have to take; in hand at
the end of the round it costs nothing). Against three mediums, paired with ``FOUR_SEATS``
alone on the same games: +0.0036 ± 0.0014 in the share of first places over 80 000
one-round games on four sets of deals, +0.0022 ± 0.0020 on the 40 000 of the two sets
not used to choose the rule (docs/ai-takethat.md, *A tenth look*)."""
LEAD_GAP = 1.0
"""How many points ahead of every other seat (``standings.lead``) counts as leading."""


def weights_for(players: int, lead: float = 0.0) -> Weights:
    """The weights the hard level and the hint use at a table of ``players``, for a seat
    ``lead`` points ahead of the best other seat (``standings.lead``; negative behind)."""
    if players >= 4:
        return FOUR_SEATS_AHEAD if lead > LEAD_GAP else FOUR_SEATS
    return TUNED


class Estimator(Table):
    """``medium.Table`` with weights of its own, over the cards that can still come."""

    weights: Weights = DEFAULT

    @staticmethod
    def build(view: TakeThatView, gone: set[Card], weights: Weights = DEFAULT) -> Estimator:
        base = Table.from_view(view)
        made = Estimator(me=base.me, players=base.players, hand=base.hand,
                         unseen=base.unseen - gone, next_hand=base.next_hand,
                         others_in_hand=base.others_in_hand, pile=base.pile,
                         professional=base.professional)
        made.weights = weights
        return made

    def row_value(self, row: list[Card], hand: set[Card]) -> float:
        if not row:
            return 0.0
        w = self.weights
        cost = row_cost(row)
        stuck = self.stuck_chance(row)
        risk = w.risk * self.return_risk(row, hand) * w.risk_decay ** (self.players - 2)
        value = w.squeeze * self.spread * stuck * cost - (1.0 - stuck) * risk * (cost + 1)
        reserves = sum(1 for card in row if twin(card) in hand)
        if reserves:
            value += w.reserve * 2.0 * (1.0 - stuck) * min(reserves, 2)
        return value

    def giveaway(self, card: Card) -> float:
        other = twin(card)
        if other is None or other not in self.unseen or not self.unseen:
            return 0.0
        chance = min(1.0, self.others_in_hand / len(self.unseen))
        return self.weights.giveaway * 2.0 * self.spread * chance

    def frog_bonus(self, card: Card) -> float:
        return self.weights.frog_bonus if card in FROGS else 0.0

    def keep_cost(self, rest: set[Card]) -> float:
        cover = self.weights.cover
        return cover * self.uncovered(rest) if cover else 0.0

    def uncovered(self, hand: set[Card]) -> float:
        """The share of the cards still to come that ``hand`` could not follow."""
        if not self.unseen:
            return 0.0
        if not hand:
            return 1.0
        near = sorted(hand)
        last = len(near)
        missed = 0
        for card in self.unseen:
            index = bisect_left(near, card - REACH)
            if (index == last or near[index] > card + REACH) and twin(card) not in hand:
                missed += 1
        return missed / len(self.unseen)


def rank(view: TakeThatView, gone: set[Card] | frozenset[Card] = frozenset(),
         weights: Weights = DEFAULT) -> list[tuple[float, Action]]:
    """Every legal action of ``view`` with its estimated worth, best first (stable)."""
    table = Estimator.build(view, set(gone), weights)
    scored = [(action_value(table, view, action), action) for action in view.legal]
    order = sorted(range(len(scored)), key=lambda index: (-scored[index][0], index))
    return [scored[index] for index in order]
