"""Exact search of the last plays, once nothing is hidden any more.

When both decks are empty, the cards a player cannot see are exactly the opponent's
hand, so the rest of the round is a game of perfect information: a few plays each, then
claims or a stalemate (RULES §10.3). ``solve`` searches it to the end (alpha-beta over
win, draw and loss, with a table of positions already met) and returns a play that
wins if one does, else one that draws if one does, with the value it proves.

The search is limited to positions whose hands hold clan cards only (no tactic card
left to play), so that a turn is a card put at a stone or, with no card that fits
anywhere, a pass; both seats claim every stone they can, as the computer players do
(claiming a proven stone never costs anything). A table of the position's stones, not
the engine's state, is searched, with each play made and taken back in place: the
engine's own copy per position would be about ten times slower.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from game.schotten.actions import PASS, Action
from game.schotten.actions import play as play_action
from game.schotten.claims import can_claim
from game.schotten.formations import evaluate
from game.schotten.model import Phase
from game.schotten.state import GameState

_CHECK_EVERY = 256
"""Positions searched between two looks at the clock."""

NODE_LIMIT = 20_000
"""Positions a search may visit before it gives up. The first decision after the decks
run out is the largest; in 623 decisions of 240 medium rounds (all four variants) the
median was 30 positions, p95 1 879, and 2 went past the limit (about 0.6 s on a slow
core). A limit, unlike the clock, gives up at the same point on every machine, so the
decision depends only on the position."""

_PASS = (-1, -1)
"""A turn with no card that fits anywhere."""

Move = tuple[int, int]
"""``(card, stone)``, or ``_PASS``."""


class OutOfTime(Exception):
    """The deadline or the node limit passed before the search ended."""


def solvable(state: GameState) -> bool:
    """Whether ``solve`` applies: a play decision with both decks empty and hands of clan
    cards only."""
    return (state.outcome is None and state.phase is Phase.PLAY and not state.clan_deck
            and not state.tactic_deck and state.picked is None
            and all(card < 54 for hand in state.hands for card in hand))


def solve(state: GameState, deadline: float = float("inf"), limit: int = NODE_LIMIT,
          clock: Callable[[], float] = time.perf_counter) -> tuple[Action, int] | None:
    """The best play for the seat to move in ``state`` and its value for that seat (1 a
    win, 0 a draw, -1 a loss, with best play on both sides), or ``None`` when ``clock``
    passes ``deadline`` or the search passes ``limit`` positions first. ``state`` must be
    ``solvable``."""
    search = _Search(state, deadline, limit, clock)
    try:
        value, move = search.root()
    except OutOfTime:
        return None
    if move == _PASS:
        return PASS, value
    card, stone = move
    return play_action(card, stone), value


class _Search:
    """The position as flat tables, changed in place and put back after each try."""

    def __init__(self, state: GameState, deadline: float, limit: int = NODE_LIMIT,
                 clock: Callable[[], float] = time.perf_counter) -> None:
        seat = state.to_move
        assert seat is not None
        self.mover = seat
        self.deadline = deadline
        self.clock = clock
        self.limit = limit
        self.nodes = 0
        self.after_play = state.config.claim_timing == "after_play"
        self.sides = [[list(pair[0]), list(pair[1])] for pair in state.sides]
        self.masks = [[sum(1 << card for card in side) for side in pair]
                      for pair in state.sides]
        self.completed = [pair[:] for pair in state.completed]
        self.owner = state.owner[:]
        self.capacity = [4 if mud >= 0 else 3 for mud in state.mud]
        self.bluff = [b >= 0 for b in state.bluff]
        self.hands = [sorted(state.hands[0]), sorted(state.hands[1])]
        self.unseen = sum(1 << card for hand in state.hands for card in hand)
        self.event = state.event
        self.passes = state.passes
        self.table: dict[tuple[int, int, int, int, int], tuple[int, int, Move]] = {}
        self.strengths: dict[tuple[int, bool], tuple[int, int]] = {}
        self.history: list[dict[Move, int]] = [{}, {}]
        """Per seat, how often each play cut the search short: tried first later."""
        self.proofs: dict[tuple[int, int, int, bool, int], bool] = {}
        # The key of a position: where each card of the hands went (4 bits per card:
        # 0 in hand, else stone + 1), who owns each stone (2 bits per stone: 0 nobody,
        # else seat + 1), and at each stone where both sides are complete, whether seat 0
        # completed first (1 bit per stone); kept up to date by each play and claim.
        pool = sorted(self.hands[0] + self.hands[1])
        self.slot = {card: 4 * index for index, card in enumerate(pool)}
        self.placed = 0
        self.owned = sum((owner + 1) << (2 * stone)
                         for stone, owner in enumerate(self.owner) if owner is not None)
        self.order = 0
        for stone, done in enumerate(self.completed):
            if done[0] is not None and done[1] is not None and done[0] < done[1]:
                self.order |= 1 << stone

    # ----- the rules, on the tables

    def _claimable(self, seat: int, stone: int) -> bool:
        """``claims.can_claim`` for the tables, with its answers kept."""
        if self.owner[stone] is not None:
            return False
        pair = self.sides[stone]
        capacity = self.capacity[stone]
        if len(pair[seat]) < capacity:
            return False
        bluff = self.bluff[stone]
        masks = self.masks[stone]
        if len(pair[1 - seat]) >= capacity:
            mine = self._strength(pair[seat], masks[seat], bluff)
            theirs = self._strength(pair[1 - seat], masks[1 - seat], bluff)
            if mine != theirs:
                return mine > theirs
            mine_done, theirs_done = self.completed[stone][seat], self.completed[stone][1 - seat]
            return mine_done is not None and theirs_done is not None and mine_done < theirs_done
        key = (masks[seat], masks[1 - seat], capacity, bluff, self.unseen)
        proved = self.proofs.get(key)
        if proved is None:
            proved = self.proofs[key] = can_claim(pair[seat], pair[1 - seat], capacity,
                                                  bluff, None, None, self.unseen)
        return proved

    def _strength(self, side: list[int], mask: int, bluff: bool) -> tuple[int, int]:
        key = (mask, bluff)
        found = self.strengths.get(key)
        if found is None:
            found = self.strengths[key] = evaluate(side, bluff)
        return found

    def _claim_all(self, seat: int) -> list[int]:
        """Claim every stone ``seat`` can; the stones claimed, to give back."""
        claimed = []
        for stone in range(9):
            if self._claimable(seat, stone):
                self.owner[stone] = seat
                self.owned += (seat + 1) << (2 * stone)
                claimed.append(stone)
        return claimed

    def _wins(self, seat: int) -> bool:
        owner = self.owner
        for stone in range(7):
            if owner[stone] == seat and owner[stone + 1] == seat and owner[stone + 2] == seat:
                return True
        return owner.count(seat) >= 5

    def _stalemate(self, seat: int) -> int:
        """The result of a stalemate for ``seat`` (RULES §10.3), the tables left as they
        were."""
        settled = []
        for stone in range(9):
            for side in (0, 1):
                if self.owner[stone] is None and self._claimable(side, stone):
                    self.owner[stone] = side
                    settled.append(stone)
        winners = [side for side in (0, 1) if self._wins(side)]
        counts = [self.owner.count(0), self.owner.count(1)]
        for stone in settled:
            self.owner[stone] = None
        if len(winners) == 1:
            return 1 if winners[0] == seat else -1
        if counts[0] == counts[1]:
            return 0
        return 1 if counts[seat] > counts[1 - seat] else -1

    def _moves(self, seat: int) -> list[Move]:
        hand = self.hands[seat]
        stones = [stone for stone in range(9) if self.owner[stone] is None
                  and len(self.sides[stone][seat]) < self.capacity[stone]]
        if not hand or not stones:
            return [_PASS]
        moves = [(card, stone) for stone in stones for card in hand]
        # Sides about to be complete first, high cards first: the plays that settle
        # stones decide the round and cut the search soonest.
        sides = self.sides
        capacity = self.capacity
        history = self.history[seat]
        moves.sort(key=lambda move: (
            -history.get(move, 0), len(sides[move[1]][seat]) + 1 < capacity[move[1]],
            -(move[0] % 9)))
        return moves

    # ----- the search

    def root(self) -> tuple[int, Move]:
        return self._turn(self.mover, -1, 1)

    def _turn(self, seat: int, alpha: int, beta: int) -> tuple[int, Move]:
        """Negamax value of the position for ``seat``, who is to play, and its best move."""
        self.nodes += 1
        if self.nodes > self.limit or (
                self.nodes % _CHECK_EVERY == 1 and self.clock() > self.deadline):
            raise OutOfTime
        key = (seat, self.passes, self.placed, self.owned, self.order)
        known = self.table.get(key)
        moves = self._moves(seat)
        if known is not None:
            low, high, hint = known
            if low >= beta or low == high:
                return low, hint
            if high <= alpha:
                return high, hint
            alpha, beta = max(alpha, low), min(beta, high)
            if hint in moves:
                moves.remove(hint)
                moves.insert(0, hint)
        start_alpha, start_beta = alpha, beta
        best, best_move = -2, moves[0]
        for move in moves:
            value = self._try(seat, move, alpha, beta)
            if value > best:
                best, best_move = value, move
                if best > alpha:
                    alpha = best
                    if alpha >= beta:
                        # Cuts near the root count for more: they spare larger trees.
                        cuts = self.history[seat]
                        depth = len(self.hands[0]) + len(self.hands[1])
                        cuts[move] = cuts.get(move, 0) + (1 << depth)
                        break
        low, high = -1, 1
        if best <= start_alpha:
            high = best
        elif best >= start_beta:
            low = best
        else:
            low = high = best
        if known is not None:
            low, high = max(low, known[0]), min(high, known[1])
        self.table[key] = (low, high, best_move)
        return best, best_move

    def _try(self, seat: int, move: Move, alpha: int, beta: int) -> int:
        """Value for ``seat`` of playing ``move``, the tables put back afterwards."""
        card, stone = move
        passes = self.passes
        other = 1 - seat
        completed_before: int | None = None
        order = self.order
        if move == _PASS:
            self.passes += 1
        else:
            self.passes = 0
            self.hands[seat].remove(card)
            side = self.sides[stone][seat]
            side.append(card)
            self.masks[stone][seat] |= 1 << card
            self.unseen &= ~(1 << card)
            self.event += 1
            self.placed += (stone + 1) << self.slot[card]
            completed_before = self.completed[stone][seat]
            if len(side) == self.capacity[stone]:
                self.completed[stone][seat] = self.event
                if seat == 1 and self.completed[stone][0] is not None:
                    self.order |= 1 << stone
        claimed: list[int] = []
        owned = self.owned
        try:
            if self.after_play:
                claimed = self._claim_all(seat)
                if claimed and self._wins(seat):
                    return 1
            if move == _PASS and self.passes >= 2 and (
                    self.passes >= 4 or self._nobody_can_claim()):
                return self._stalemate(seat)
            if not self.after_play:
                claimed = self._claim_all(other)
                if claimed and self._wins(other):
                    return -1
            value, _ = self._turn(other, -beta, -alpha)
            return -value
        finally:
            for taken in claimed:
                self.owner[taken] = None
            self.owned = owned
            self.passes = passes
            if move != _PASS:
                self.event -= 1
                self.placed -= (stone + 1) << self.slot[card]
                self.order = order
                self.completed[stone][seat] = completed_before
                self.unseen |= 1 << card
                self.masks[stone][seat] &= ~(1 << card)
                self.sides[stone][seat].pop()
                self.hands[seat].append(card)
                self.hands[seat].sort()

    def _nobody_can_claim(self) -> bool:
        """Part of the engine's stalemate test: after two passes in a row the round ends
        once neither seat can claim anything (after four whatever the claims)."""
        return not any(self._claimable(seat, stone) for seat in (0, 1) for stone in range(9))
