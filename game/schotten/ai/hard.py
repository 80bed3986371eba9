"""The hard level: determinized Monte Carlo search over the hidden cards.

At a play decision the player takes the medium level's best six actions as candidates.
Then, sample after sample, it deals the cards it cannot see at random in a way that
agrees with its view (``game.determinize``: the opponent's hand and the deck order), and
for each candidate plays the action in that sampled world, finishes its own turn (claims,
draw), lets the opponent reply with the cards of that sampled hand, and scores the
position reached with the medium level's estimate on the sampled board (the opponent
holding its sampled hand). Once the clan deck holds 8 cards or fewer it plays on to the
end of the round instead (both seats by the fast estimate below), as the estimate is at
its worst there and the rest of the round is short. Once both decks are empty nothing is
hidden, and ``game.schotten.ai.endgame`` searches the rest of the round exactly: a play
that forces a win (or a draw) is played at once. Every candidate meets the same samples
(common random numbers), so their differences are measured with little noise;
candidates that fall clearly behind the leader stop being sampled.

The opponent's reply is a fast version of the medium level's choice: for each clan card
at each stone it estimates the change in that stone's chance, weighted by how much the
stone matters to the round (the exact derivative of the round estimate), plus the easy
level's building instinct. Its other plays (tactic cards, passing) use the medium level.

The base game's leaf (``EvenSampledBoard``) judges the opponent's empty sides by chances
instead of counting its sampled hand as sure there, and counts on 6 draws per seat
instead of 10; the tactics variant's leaf (``SampledBoard``) does neither.

The search stops after ``samples`` samples (six by default) or when its time budget runs
out (checked after every step of every playout; a sample cut short is dropped), whichever
comes first. Given a sample count the decision depends only on the view and the
generator, so tests and tournaments can fix the count; the clock can only cut a search
short.

The options tried against medium without a measured gain (inference on the opponent's
hand, medium itself as the reply, known draws, deeper replies, other leaves, candidate
counts, endgame thresholds, ...) are gone; docs/ai.md records their runs. Commit 5d1d354
holds the last of them, and 2a47847, 7edb247, 77cc90c, f3621c9, 3553e12, 1f9d13a,
7b09891 and 8977906 the ones removed before it.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from functools import lru_cache

from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action, Kind
from game.schotten.ai.easy import build_score
from game.schotten.ai.endgame import solvable, solve
from game.schotten.ai.evaluation import JudgedBoard
from game.schotten.ai.heuristics import Board, Outlook, position_value, side_outlook, value_gradient
from game.schotten.ai.medium import BUILD_WEIGHT, MediumPlayer, add_card, hand_without
from game.schotten.ai.wins import winning_plays
from game.schotten.model import Phase
from game.schotten.sampling import determinize
from game.schotten.state import GameState
from game.schotten.view import PlayerView

DEFAULT_SAMPLES = 6
"""Samples per play decision of the default level. Two, twelve and 24 measured level with
six against the medium level (59.5-61.3% of the same 400 fresh base-game games;
docs/ai.md, *Samples on fresh deals*), and with a fixed count the tournament spelling
``hard#6`` plays exactly the level the players meet, whatever the machine."""
DEFAULT_BUDGET_MS = 1500.0
"""The default level's clock, a safety net: six samples take well under a second in
nearly every decision (the playouts to the end of the round are the longest: 10
decisions of 400 base-game rounds took 1.6-3.2 s on a slow core), and the clock stops a
search that would run longer, so the median stays far under one second and the maximum
under two."""

_CANDIDATES = 6
"""How many of the medium level's best actions the search compares."""
_PRIOR_WEIGHT = 6.0
"""The medium level's own score counts as this many samples: it averages two estimates
(``medium.SECOND_OPINION``) and judges better than the search's sampled leaf. In the base
game, with the weight of one sample hard won 44.8% of 400 games against that medium
(claims after play), with the weight of the six samples 50.8% of the same 400 (+6.0 ± 4.7
points paired; docs/ai.md, *A second opinion*). In the tactics variant, against the frozen
hard on 400 games (seed 20000, both timings): 57.8% with six, 57.0% with one (+0.8 ± 5.2
paired; *The second estimate in the tactics variant*)."""
MAX_SAMPLES = 10_000
"""No sample limit in practice: the clock alone ends the search (``hard@MS``)."""
_PRUNE_AFTER = 6
"""Samples every candidate gets before any is dropped."""
_PRUNE_SIGMAS = 2.5
"""A candidate is dropped when it trails the leader by this many standard errors of the
paired difference."""
_ENDGAME = 8
"""Clan-deck size at or below which a playout goes on to the end of the round instead of
stopping at the leaf after one reply: near the end the leaf's estimate (every hand card
counted at every stone it fits) is at its worst and a playout is short."""
_BASE_LEAF_HORIZON = 6
"""Draws per seat the base game's leaf counts on before a stone is settled (the medium
level's estimate counts on 10): 62.0% against medium where the leaf with 10 won 59.3%, on
the same 400 paired base-game games (+2.8 ± 2.8), and +1.0 ± 2.9 on 400 others: +1.9 ± 2.0
over 800 (docs/ai.md). The tactics leaf keeps 10."""


class HardPlayer:
    """Determinized Monte Carlo over the medium level's best candidates."""

    def __init__(self, budget_ms: float = DEFAULT_BUDGET_MS,
                 samples: int = DEFAULT_SAMPLES) -> None:
        if budget_ms == math.inf:
            self.name = f"hard#{samples}"
        elif budget_ms == DEFAULT_BUDGET_MS and samples == DEFAULT_SAMPLES:
            self.name = "hard"
        elif samples >= MAX_SAMPLES:
            self.name = f"hard@{budget_ms:g}"
        else:
            self.name = f"hard#{samples}@{budget_ms:g}"
        self.budget_ms = budget_ms
        self.samples = samples
        self.clock: Callable[[], float] = time.perf_counter
        """The clock the budget is kept by (seconds); tests put in a clock of their own."""
        self.leaf_type: type[SampledBoard] = SampledBoard
        """The leaf of the tactics variant."""
        self.base_leaf_type: type[SampledBoard] = EvenSampledBoard
        """The leaf of the base game, where the opponent's empty sides are judged by
        chances (+5.0 ± 2.6 points against medium on 400 paired base-game games) and each
        seat counts on 6 draws, not 10 (+1.9 ± 2.0 more over 800 paired games). In the
        tactics variant the first measured -2.4 ± 2.9 on 400 (-7.5 on one 200, +2.8 on
        another; docs/ai.md), so that variant keeps the leaf its tournament figures were
        measured with."""
        self.medium = MediumPlayer()
        """The one-ply judgement the search takes its candidates and prior from: the full
        blend of the two estimates, not the milder medium level the game offers."""
        self.reply_board: type[Board] = JudgedBoard
        """How the fast reply judges a position: the issue-24 evaluation, as medium."""
        self.last_samples = 0
        """Samples completed by the last play decision that searched."""
        self.last_cut = False
        """Whether the clock, not the sample count or the pruning, ended that search."""
        self.searched = False
        """Whether the last decision searched at all (a play decision with a choice)."""

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        started = self.clock()
        self.searched = False
        if view.phase is not Phase.PLAY:
            return self.medium.choose(view, rng)
        wins = winning_plays(view)
        if wins:
            # A card that wins the round at once is played: the look-ahead could rank it
            # below another (a club player saw hard pass over one three times in a round).
            # The level offered as medium keeps its one-ply judgement, missed wins included:
            # with the check it won 7 of 400 games more against hard after play (docs/ai.md,
            # *A card that wins the round at once*).
            return wins[0]
        ranked = self.medium.rank(view)
        if len(ranked) == 1:
            return ranked[0][1]
        self.searched = True
        self.last_cut = False
        shortlist = ranked[:_CANDIDATES]
        deadline = started + self.budget_ms / 1000.0
        sample_seed = rng.getrandbits(64)
        values: list[list[float]] = [[] for _ in shortlist]
        active = list(range(len(shortlist)))
        # With both decks empty nothing is hidden (the opponent holds exactly the cards
        # not seen): every sample would deal the same cards, so one sample stands for as
        # many as a search that had to sample would take before pruning.
        known = view.clan_deck_size == 0 and view.tactic_deck_size == 0
        if known:
            solved = self._solve(view, deadline)
            if solved is not None:
                return solved
        limit = 1 if known else self.samples
        weight = min(self.samples, _PRUNE_AFTER) if known else 1
        done = 0
        while done < limit and len(active) > 1:
            seed = sample_seed + done
            world = self.deal(view, random.Random(seed))
            sample: list[float] = []
            for slot in active:
                value = self._play_out(world, shortlist[slot][1], view.seat, seed, deadline)
                if value is None:
                    break
                sample.append(value)
            if len(sample) < len(active):
                self.last_cut = True
                break
            for slot, value in zip(active, sample, strict=True):
                values[slot].append(value)
            done += 1
            if done >= _PRUNE_AFTER:
                active = _survivors(active, values)
            if self.clock() > deadline:
                self.last_cut = done < limit and len(active) > 1
                break
        self.last_samples = done

        def score(slot: int) -> float:
            found = values[slot]
            return (shortlist[slot][0] * _PRIOR_WEIGHT + weight * sum(found)) / (
                _PRIOR_WEIGHT + weight * len(found))

        best = max(active, key=lambda slot: (score(slot), -slot))
        return shortlist[best][1]

    def deal(self, view: PlayerView, rng: random.Random) -> GameState:
        """One sampled world: the cards ``view`` cannot see dealt at random
        (``game.schotten.sampling.determinize``). A measure that sees more (the benchmarks'
        oracle) deals otherwise; the levels never do."""
        return determinize(view, rng)

    def _solve(self, view: PlayerView, deadline: float) -> Action | None:
        """With both decks empty, a play that wins or draws against any defence, found by
        searching the rest of the round exactly; ``None`` when every play loses (the
        sampled search then plays as before, and may still profit from a mistake), when
        the hands still hold tactic cards, or when the search is too large."""
        world = determinize(view, random.Random(0))  # nothing is hidden: one deal
        if not solvable(world):
            return None
        found = solve(world, deadline, clock=self.clock)
        if found is None or found[1] < 0:
            return None
        return found[0]

    def _play_out(self, world: GameState, action: Action, me: int, seed: int,
                  deadline: float) -> float | None:
        """Value for ``me`` after ``action`` and the opponent's reply, in a sampled world
        (or after the rest of the round, once the clan deck holds ``_ENDGAME`` cards or
        fewer); ``None`` when the clock passes ``deadline`` (checked after every step)."""
        state = world.copy()
        state.apply(action)
        rng = random.Random(seed)
        to_the_end = len(world.clan_deck) <= _ENDGAME
        opponent_moved = False
        while state.to_move is not None:
            if self.clock() > deadline:
                return None
            seat = state.to_move
            phase = state.phase
            if seat == me and opponent_moved and phase is Phase.PLAY and not to_the_end:
                break
            if seat != me:
                opponent_moved = True
            legal = state.legal_actions()
            claim = next((a for a in legal if a.kind is Kind.CLAIM), None)
            if claim is not None:
                state.apply(claim)
            elif len(legal) == 1:
                state.apply(legal[0])
            elif phase is Phase.DRAW:
                state.apply(_draw(state, seat))
            elif phase is Phase.PLAY:
                # The fast estimate plays the opponent and the player's own later turns.
                state.apply(self._reply(state, seat, legal, rng))
            else:
                state.apply(self.medium.choose(state.view(seat), rng))
        outcome = state.outcome
        if outcome is not None:
            if outcome.winner is None:
                return 0.0
            return 1.0 if outcome.winner == me else -1.0
        leaf = self.leaf_type if state.config.tactics else self.base_leaf_type
        return position_value(leaf.from_world(state, me).chances())

    def _reply(self, state: GameState, seat: int, legal: Sequence[Action],
               rng: random.Random) -> Action:
        """The opponent's play in a sampled world: the best clan card by a fast estimate."""
        actions: list[Action] = []
        places: list[tuple[int, int]] = []
        for action in legal:
            card, stone = action.card, action.stone
            if action.kind is Kind.PLAY and card is not None and card < 54 and stone is not None:
                actions.append(action)
                places.append((card, stone))
        if not places:
            return self.medium.choose(state.view(seat), rng)
        scores = place_scores(self.reply_board.from_state(state, seat), seat, places)
        best = max(range(len(places)), key=lambda index: (scores[index], -index))
        return actions[best]


def place_scores(board: Board, seat: int, places: Sequence[tuple[int, int]]) -> list[float]:
    """The fast estimate of each clan-card placement ``(card, stone)`` for ``seat``: the
    change in the stone's chance times the stone's weight in the round, plus the easy
    level's building share."""
    chances = board.chances()
    weights = value_gradient(chances)
    hand = board.hand
    rests: dict[int, tuple[int, ...]] = {}
    theirs: dict[int, Outlook] = {}
    scores: list[float] = []
    for card, stone in places:
        side = board.sides[stone][seat]
        completed = board.completed[stone][seat]
        rest = rests.get(card)
        if rest is None:
            rest = rests[card] = hand_without(hand, card)
        # Try the card on the board itself and put the side back: cheaper than a copy.
        add_card(board, seat, card, stone)
        outlook = theirs.get(stone)
        if outlook is None:
            outlook = theirs[stone] = board.outlook(stone, 1 - seat)
        gain = board.stone_chance(stone, rest, outlook) - chances[stone]
        board.sides[stone][seat] = side
        board.completed[stone][seat] = completed
        scores.append(weights[stone] * gain + BUILD_WEIGHT * _build_score(
            side, card, board.capacity[stone]))
    return scores


@lru_cache(maxsize=1 << 14)
def _build_score(side: tuple[int, ...], card: int, capacity: int) -> float:
    return build_score(side, card, capacity)


def _draw(state: GameState, seat: int) -> Action:
    """The deck choice the search assumes for both seats in its sampled worlds.

    It is ``medium.draw_choice(view, answer=False)`` read from the state: a tactic card
    whenever none is held, the rule the medium level and the frozen levels draw by (and
    many players). Hard itself draws only to answer, through its full judgement; the
    samples keep the old rule for both seats: with the answer rule here (for the
    searching seat, or for both) hard won about 4.5 points fewer of 400 tactics games
    against the frozen hard (docs/ai.md, *Tactic cards only in answer*)."""
    tactics_in_hand = sum(1 for card in state.hands[seat] if card >= 54)
    if state.tactic_deck and tactics_in_hand == 0 and len(state.clan_deck) > 4:
        return Action(Kind.DRAW, deck=TACTIC_DECK)
    return Action(Kind.DRAW, deck=CLAN_DECK)


def _lead(first: list[float], second: list[float]) -> tuple[float, float]:
    """How far ``first`` leads ``second`` over the same samples: the mean of the paired
    differences and its standard error."""
    count = len(first)
    diffs = [a - b for a, b in zip(first, second, strict=True)]
    mean = sum(diffs) / count
    spread = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, count - 1))
    return mean, spread / math.sqrt(count)


def _survivors(active: list[int], values: list[list[float]]) -> list[int]:
    """The candidates not clearly behind the leader (paired over the same samples)."""
    leader = max(active, key=lambda slot: sum(values[slot]))
    kept = []
    for slot in active:
        if slot == leader:
            kept.append(slot)
            continue
        mean, error = _lead(values[leader], values[slot])
        if mean <= _PRUNE_SIGMAS * error or mean < 1e-9:
            kept.append(slot)
    return kept


class SampledBoard(Board):
    """The board of a sampled world, where the opponent's hand is known.

    Unlike ``Board``, which spreads every unseen card over the deck and the opponent's
    hand, this one gives the opponent its (sampled) hand for sure and both seats only
    the deck's cards by chance. Averaged over many samples it keeps what a single
    estimate loses: which cards the opponent holds together.
    """

    __slots__ = ("deck", "deck_chance_mine", "deck_chance_theirs", "their_hand")

    deck: int
    deck_chance_mine: float
    deck_chance_theirs: float
    their_hand: int

    even_empty: bool = False
    """Judge the opponent's empty sides by chances too, like the player's own, instead of
    counting its whole sampled hand as sure at every one of them."""

    @classmethod
    def from_world(cls, state: GameState, seat: int) -> SampledBoard:
        board = cls(
            seat, state.hands[seat],
            [[tuple(pair[0]), tuple(pair[1])] for pair in state.sides],
            state.owner[:],
            [4 if m >= 0 else 3 for m in state.mud],
            [b >= 0 for b in state.bluff],
            [pair[:] for pair in state.completed],
            state.seen, len(state.clan_deck),
        )
        deck = len(state.clan_deck)
        board.deck = sum(1 << card for card in state.clan_deck)
        board.their_hand = sum(1 << card for card in state.hands[1 - seat] if card < 54)
        their_open = sum(board.capacity[s] - len(board.sides[s][1 - seat])
                         for s in range(9) if board.owner[s] is None)
        board.their_reach = min(deck // 2, their_open, board.horizon)
        board.deck_chance_mine = round(min(1.0, board.my_reach / deck), 2) if deck else 0.0
        board.deck_chance_theirs = (
            round(min(1.0, board.their_reach / deck), 2) if deck else 0.0)
        return board

    def outlook(self, stone: int, seat: int, hand: Sequence[int] | None = None) -> Outlook:
        side = self.sides[stone][seat]
        clan = tuple(sorted(card for card in side if card < 54))
        wild = tuple(sorted(card for card in side if card >= 54))
        capacity, bluff = self.capacity[stone], self.bluff[stone]
        if seat == self.me:
            cards = self.hand if hand is None else hand
            certain = sum(1 << card for card in cards if card < 54)
            if not side:
                # As in ``Board``: an empty side is judged by chances, or the player
                # would hoard good cards.
                return self._empty_by_chance(capacity, bluff, certain, self.my_reach)
            return side_outlook(clan, wild, capacity, bluff, certain, self.deck,
                                self.deck_chance_mine, self.my_reach)
        if not side and self.even_empty:
            return self._empty_by_chance(capacity, bluff, self.their_hand, self.their_reach)
        return side_outlook(clan, wild, capacity, bluff, self.their_hand, self.deck,
                            self.deck_chance_theirs, self.their_reach)

    def _empty_by_chance(self, capacity: int, bluff: bool, hand: int, reach: int) -> Outlook:
        """An empty side whose owner holds ``hand``: its hand cards and the deck's all
        arrive by the same chance instead of the hand being sure there."""
        held = hand.bit_count()
        generic = round(min(1.0, (held + reach) / max(1, self.deck.bit_count() + held)), 2)
        return side_outlook((), (), capacity, bluff, 0, self.deck | hand, generic,
                            reach + held)


class EvenSampledBoard(SampledBoard):
    """The sampled board with the opponent's empty sides judged by chances, like the
    player's own: a sampled hand counted as sure at every empty side makes the opponent
    look stronger everywhere than any one hand can be. The base game's leaf.

    It also counts on fewer future draws per seat (``_BASE_LEAF_HORIZON`` instead of the
    medium level's ``_HORIZON``), so that cards in hand and on the table weigh more
    against the deck's promise."""

    __slots__ = ()

    even_empty = True
    horizon = _BASE_LEAF_HORIZON

