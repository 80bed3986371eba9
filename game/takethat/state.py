"""One round of Take That and the rules that move it forward.

``TakeThatState.play`` is the checked path for people; ``apply`` the unchecked fast path
for search. Chance (the shuffle) comes only from the seed given to ``new_round``.

>>> state = new_round(TakeThatConfig(players=3), seed=7, dealer=0)
>>> state.to_move, [len(hand) for hand in state.hands], len(state.pile)
(1, [9, 9, 9], 52)
"""

from __future__ import annotations

import random
from typing import Any

from game.common.errors import IllegalActionError
from game.common.saves import replay_actions
from game.takethat import actions as act
from game.takethat.actions import Action, Kind
from game.takethat.cards import CARDS, Card, twin
from game.takethat.config import TakeThatConfig
from game.takethat.model import Phase, RoundOutcome, score
from game.takethat.refusals import Refusal
from game.takethat.saves import snapshot, state_from_json, state_to_json
from game.takethat.view import TakeThatView, make_view


class TakeThatState:
    """One round of Take That. Create it with ``new_round``.

    ``pile`` is the draw pile, its top card last; ``row`` runs from left to right.
    ``earlier`` holds each seat's points from the game's rounds before this one and
    ``final`` whether this round ends the game (a game sets both; a round on its own has
    no earlier rounds and is final when the game is one round).
    """

    __slots__ = ("config", "dealer", "earlier", "face_down", "face_up", "final", "hands",
                 "log", "outcome", "phase", "pile", "row", "seed", "to_move")

    def __init__(self, config: TakeThatConfig) -> None:
        players = config.players
        self.config = config
        self.seed: int | None = None
        self.dealer = 0
        self.hands: list[list[Card]] = [[] for _ in range(players)]
        self.pile: list[Card] = []
        self.row: list[Card] = []
        self.face_up: list[list[Card]] = [[] for _ in range(players)]
        self.face_down: list[list[Card]] = [[] for _ in range(players)]
        self.to_move: int | None = None
        self.phase = Phase.TURN
        self.outcome: RoundOutcome | None = None
        self.log: list[tuple[int, Action]] = []
        self.earlier: tuple[int, ...] = (0,) * players
        self.final = config.rounds <= 1

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take, in a fixed order."""
        seat = self.to_move
        if seat is None:
            return []
        hand = sorted(self.hands[seat])
        if self.phase is Phase.START:
            return [act.start(card) for card in hand]
        row = self.row
        if not row:
            return [act.extend(card) for card in hand]
        right = row[-1]
        legal = [act.extend(card) for card in hand if -10 <= card - right <= 10]
        in_row = set(row)
        legal += [act.twist(card) for card in hand if twin(card) in in_row]
        legal.append(act.TAKE)
        return legal

    def play(self, action: Action) -> None:
        """Apply ``action`` after checking it; raise ``IllegalActionError`` with the reason."""
        refusal = self.refusal(action)
        if refusal is not None:
            raise IllegalActionError(refusal.text())
        self.apply(action)

    def apply(self, action: Action) -> None:
        """Apply a legal ``action`` without checking it (the fast path for search)."""
        seat = self.to_move
        assert seat is not None, "the round is over"
        self.log.append((seat, action))
        kind, card = action.kind, action.card
        if kind is Kind.TAKE:
            self._take(seat)
            return
        assert card is not None
        self.hands[seat].remove(card)
        if kind is Kind.TWIST:
            other = twin(card)
            assert other is not None
            self.row.remove(other)
            self.face_up[seat] += (card, other)
            if not self.row and not self.pile:
                self._finish()
                return
        else:
            self.row.append(card)
        self.phase = Phase.TURN
        self._refill(seat)
        self.to_move = (seat + 1) % self.config.players

    def _take(self, seat: int) -> None:
        taken = self.row
        self.face_down[seat] += taken
        self.row = []
        if self.config.professional and len(taken) == 1 and self.pile:
            self.face_down[seat].append(self.pile.pop())
        if not self.pile:
            self._finish()
        elif self.hands[seat]:
            self.phase = Phase.START
        else:
            self.to_move = (seat + 1) % self.config.players

    def _refill(self, seat: int) -> None:
        hand, pile = self.hands[seat], self.pile
        missing = min(self.config.hand_size - len(hand), len(pile))
        for _ in range(missing):
            hand.append(pile.pop())

    def _finish(self) -> None:
        scores = tuple(score(up, down) for up, down in zip(self.face_up, self.face_down,
                                                            strict=True))
        best = max(scores)
        self.outcome = RoundOutcome(scores, tuple(s for s, p in enumerate(scores) if p == best))
        self.to_move = None
        self.phase = Phase.OVER

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` cannot be taken now, as a code with fields; ``None`` if legal."""
        seat = self.to_move
        if seat is None:
            return Refusal("round_over", {})
        kind, card = action.kind, action.card
        if self.phase is Phase.START and kind is not Kind.START:
            return Refusal("must_start", {})
        if self.phase is Phase.TURN and kind is Kind.START:
            return Refusal("start_after_take", {})
        if kind is Kind.TAKE:
            return None if self.row else Refusal("empty_row", {})
        assert card is not None
        if card not in self.hands[seat]:
            return Refusal("not_in_hand", {"card": card})
        if kind is Kind.EXTEND and self.row and abs(card - self.row[-1]) > 10:
            return Refusal("too_far", {"card": card, "rightmost": self.row[-1]})
        if kind is Kind.TWIST:
            other = twin(card)
            if other is None:
                return Refusal("frog", {"card": card})
            if other not in self.row:
                return Refusal("twin_not_in_row", {"card": card, "twin": other})
        return None

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` cannot be taken now, in one English sentence (empty if legal)."""
        refusal = self.refusal(action)
        return "" if refusal is None else refusal.text()

    def copy(self) -> TakeThatState:
        """An independent copy."""
        other = TakeThatState.__new__(TakeThatState)
        other.config = self.config
        other.seed = self.seed
        other.dealer = self.dealer
        other.hands = [hand[:] for hand in self.hands]
        other.pile = self.pile[:]
        other.row = self.row[:]
        other.face_up = [cards[:] for cards in self.face_up]
        other.face_down = [cards[:] for cards in self.face_down]
        other.to_move = self.to_move
        other.phase = self.phase
        other.outcome = self.outcome
        other.log = self.log[:]
        other.earlier = self.earlier
        other.final = self.final
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TakeThatState):
            return NotImplemented
        return snapshot(self) == snapshot(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return (f"<TakeThatState to_move={self.to_move} phase={self.phase.value} "
                f"row={self.row} pile={len(self.pile)}>")

    def to_json(self) -> str:
        """The full round as JSON (``take-that/round@1``); ``from_json`` reads it back."""
        return state_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> TakeThatState:
        """Read a save written by ``to_json``; raise ``InvalidDataError`` if malformed."""
        return state_from_json(text, cls)

    def view(self, seat: int) -> TakeThatView:
        """What ``seat`` may know: its own hand and face-down cards and the public table."""
        return make_view(self, seat)

    @classmethod
    def dealt(cls, config: TakeThatConfig, seed: int, dealer: int | None) -> TakeThatState:
        """A round shuffled and dealt from ``seed`` (``new_round`` with every argument given)."""
        rng = random.Random(seed)
        drawn_dealer = rng.randrange(config.players)  # drawn always: the deal depends on the seed
        if dealer is None:
            dealer = drawn_dealer
        if type(dealer) is not int or not 0 <= dealer < config.players:
            raise ValueError(f"the dealer must be a seat from 0 to {config.players - 1}")
        state = cls(config)
        state.seed = seed
        state.dealer = dealer
        state.pile = list(CARDS)
        rng.shuffle(state.pile)
        first = (dealer + 1) % config.players
        for _ in range(config.hand_size):
            for offset in range(config.players):
                state.hands[(first + offset) % config.players].append(state.pile.pop())
        state.to_move = first
        return state


def new_round(config: TakeThatConfig | None = None, seed: int | None = None,
              dealer: int | None = None) -> TakeThatState:
    """Shuffle and deal a round; the player after the dealer moves first.

    The same seed gives the same deal; without ``dealer`` the seed also picks the dealer.
    """
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 62)
    return TakeThatState.dealt(config or TakeThatConfig(), seed, dealer)


def replay(config: TakeThatConfig, seed: int, dealer: int, actions: Any) -> TakeThatState:
    """Play a round again from its seed, its dealer and its ``[seat, action text]`` list."""
    return replay_actions(new_round(config, seed, dealer), actions, Action.from_text)
