"""The medium level: weighs every legal action by what it is likely to cost or bring.

It reasons only from its view. The cards it has not seen (neither in its hand nor
anywhere on the table) are spread at random over the other hands, the other face-down
piles and the draw pile, so the chance that the next player holds none of a set of ``e``
cards is hypergeometric.

For each action it estimates, in points for itself minus the mean of the others:

- the points won or lost at once (a twist +2, a take the row's cost);
- the **squeeze**: the chance that the next player can neither extend the row nor twist
  a card out of it, times what taking the row would cost them;
- the **risk**: the chance that the row survives the other players and comes back to a
  hand that cannot follow it, times what taking it then would cost;
- a card kept for later: a hand card whose twin lies in the row is a twist in reserve,
  worth most when the row is likely to survive until the next turn; a card played with
  its twin still unseen may hand someone else a twist.

So it twists when that beats the squeeze, plays the card whose neighbourhood is emptiest
for the next player, takes a short row on purpose when every card it could add would be
easy to follow and hard for itself to follow back, avoids taking rows with frog cards,
starts a new row with the card that is hardest to follow, and is glad to put frog cards
into the row (see ``FROG_BONUS``).
"""

from __future__ import annotations

import random
from bisect import bisect_left
from dataclasses import dataclass

from game.takethat.actions import Action, Kind
from game.takethat.cards import FROG_PENALTY, FROGS, Card, twin
from game.takethat.view import TakeThatView

REACH = 10
"""A card may follow the rightmost card when it differs from it by at most this much."""
RESERVE_WEIGHT = 0.6
"""How much of a twist kept for the next turn counts, when the row survives until then."""
GIVEAWAY_WEIGHT = 0.5
"""How much of the +2 another player may get by twisting out a card just played counts."""
RISK_WEIGHT = 0.3
"""How heavily the chance of having to take the row back counts."""
FROG_BONUS = 1.5
"""Points credited for putting a frog card into the row. A frog raises the stakes of the
row, and this player squeezes the next one harder than its opponents squeeze it; against
the easy level this bonus raised the two-player win share from about 0.60 to 0.66
(400 games each), while a charge instead (keeping frogs in hand) lowered it to 0.38-0.47."""
RISK_DECAY = 0.6
"""Each extra player between the next one and this one makes the row's return less
likely by this factor."""


_TWIN: list[Card | None] = [twin(card) for card in range(100)]
"""``twin`` as a list, for speed (``None`` for frog cards and non-cards)."""


def row_cost(row: list[Card] | tuple[Card, ...]) -> int:
    """The points lost by whoever takes ``row``: 1 per card, 5 per frog card."""
    return len(row) + (FROG_PENALTY - 1) * sum(1 for card in row if card in FROGS)


def none_held(escapes: int, unseen: int, hand: int) -> float:
    """The chance that ``hand`` cards dealt from ``unseen`` miss all ``escapes`` of them."""
    if hand <= 0:
        return 1.0
    if unseen - escapes < hand:
        return 0.0
    chance = 1.0
    for drawn in range(hand):
        chance *= (unseen - escapes - drawn) / (unseen - drawn)
    return chance


@dataclass
class Table:
    """What one decision needs from the view, computed once."""

    me: int
    players: int
    hand: set[Card]
    unseen: set[Card]
    next_hand: int
    others_in_hand: int
    pile: int
    professional: bool

    @staticmethod
    def from_view(view: TakeThatView) -> Table:
        players = view.config.players
        following = (view.seat + 1) % players
        return Table(
            me=view.seat, players=players, hand=set(view.hand),
            unseen=set(view.unseen_cards()), next_hand=view.hand_sizes[following],
            others_in_hand=sum(size for seat, size in enumerate(view.hand_sizes)
                               if seat != view.seat),
            pile=view.pile_size, professional=view.config.professional)

    @property
    def spread(self) -> float:
        """Weight of a point another player loses, against one this player wins."""
        return 1.0 / (self.players - 1)

    def escapes(self, row: list[Card]) -> int:
        """Unseen cards that would let the next player extend ``row`` or twist from it."""
        right = row[-1]
        unseen = self.unseen
        found = {card for card in range(right - REACH, right + REACH + 1) if card in unseen}
        for card in row:
            other = _TWIN[card]
            if other is not None and other in unseen:
                found.add(other)
        return len(found)

    def stuck_chance(self, row: list[Card]) -> float:
        """The chance that the next player has no choice but to take ``row``."""
        return none_held(self.escapes(row), len(self.unseen), self.next_hand)

    def return_risk(self, row: list[Card], hand: set[Card]) -> float:
        """The chance that this player cannot follow the row when it comes back.

        The next player's card is taken as any unseen card within reach of the rightmost;
        a hand card whose twin lies in the row is a way out whatever they play.
        """
        if not hand:
            return 1.0
        for card in row:
            if _TWIN[card] in hand:
                return 0.0
        right = row[-1]
        unseen = self.unseen
        replies = [card for card in range(right - REACH, right + REACH + 1) if card in unseen]
        if not replies:
            return 0.0
        near = sorted(hand)
        last = len(near)
        stuck = 0
        for reply in replies:
            if _TWIN[reply] in hand:
                continue
            index = bisect_left(near, reply - REACH)
            if index == last or near[index] > reply + REACH:
                stuck += 1
        return stuck / len(replies)

    def row_value(self, row: list[Card], hand: set[Card]) -> float:
        """What leaving ``row`` to the next player is worth, holding ``hand``."""
        if not row:
            return 0.0
        cost = row_cost(row)
        stuck = self.stuck_chance(row)
        risk = RISK_WEIGHT * self.return_risk(row, hand) * RISK_DECAY ** (self.players - 2)
        value = self.spread * stuck * cost - (1.0 - stuck) * risk * (cost + 1)
        reserves = sum(1 for card in row if _TWIN[card] in hand)
        if reserves:
            value += RESERVE_WEIGHT * 2.0 * (1.0 - stuck) * min(reserves, 2)
        return value

    def giveaway(self, card: Card) -> float:
        """The expected loss from another player twisting ``card`` out of the row."""
        other = twin(card)
        if other is None or other not in self.unseen or not self.unseen:
            return 0.0
        chance = min(1.0, self.others_in_hand / len(self.unseen))
        return GIVEAWAY_WEIGHT * 2.0 * self.spread * chance

    def take_cost(self, row: tuple[Card, ...]) -> float:
        cost = float(row_cost(row))
        if self.professional and len(row) == 1 and self.pile and self.unseen:
            frogs = sum(1 for card in self.unseen if card in FROGS)
            cost += 1.0 + (FROG_PENALTY - 1) * frogs / len(self.unseen)
        return cost

    def best_start(self, hand: set[Card]) -> float:
        return max((self.start_value(card, hand) for card in hand), default=0.0)

    def start_value(self, card: Card, hand: set[Card]) -> float:
        """What starting a new row with ``card`` from ``hand`` is worth."""
        rest = hand - {card}
        return (self.row_value([card], rest) - self.giveaway(card) + self.frog_bonus(card)
                - self.keep_cost(rest))

    def frog_bonus(self, card: Card) -> float:
        """What getting ``card`` out of the hand is worth because it is a frog card."""
        return FROG_BONUS if card in FROGS else 0.0

    def keep_cost(self, rest: set[Card]) -> float:
        """What the hand ``rest`` kept after a move costs (nothing here; the hard level's
        estimate charges a hand that cannot follow what may come)."""
        return 0.0


def action_value(table: Table, view: TakeThatView, action: Action) -> float:
    """The estimated worth of ``action`` for the player to move, in points."""
    hand = table.hand
    card = action.card
    if action.kind is Kind.TAKE:
        if not hand or not table.pile:
            return -table.take_cost(view.row)
        return -table.take_cost(view.row) + table.best_start(hand)
    assert card is not None
    if action.kind is Kind.START:
        return table.start_value(card, hand)
    rest = hand - {card}
    if action.kind is Kind.TWIST:
        other = twin(card)
        assert other is not None
        row = list(view.row)
        row.remove(other)
        return 2.0 + table.row_value(row, rest) - table.keep_cost(rest)
    return (table.row_value([*view.row, card], rest) - table.giveaway(card)
            + table.frog_bonus(card) - table.keep_cost(rest))


class MediumPlayer:
    """Scores every legal action with ``action_value`` and plays the best."""

    name = "medium"

    def choose(self, view: TakeThatView, rng: random.Random) -> Action:
        ranked = self.rank(view)
        best = ranked[0][0]
        ties = [action for value, action in ranked if value >= best - 1e-9]
        return ties[rng.randrange(len(ties))]

    def rank(self, view: TakeThatView) -> list[tuple[float, Action]]:
        """Every legal action with its estimated worth, best first (stable on ties)."""
        table = Table.from_view(view)
        scored = [(action_value(table, view, action), action) for action in view.legal]
        order = sorted(range(len(scored)), key=lambda index: (-scored[index][0], index))
        return [scored[index] for index in order]
