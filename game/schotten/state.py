"""The state of one round and the rules that move it forward (RULES §2–§7, §10).

``GameState.play`` is the checked path for people; ``GameState.apply`` the unchecked
fast path for search. Chance (the shuffle) comes only from the seed given to ``new_game``.
"""

from __future__ import annotations

import random
from typing import Any

from game.common.errors import IllegalActionError
from game.common.saves import replay_actions
from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action, Kind
from game.schotten.cards import (
    ALL_CLAN_MASK,
    BLUFF,
    COMBAT_MODES,
    JOKERS,
    MUD,
    RECRUITER,
    STRATEGIST,
    TACTIC_CARDS,
    TRAITOR,
    Card,
)
from game.schotten.claims import can_claim
from game.schotten.config import GameConfig
from game.schotten.formations import evaluate
from game.schotten.legal import cards_on_table, legal_actions
from game.schotten.model import Event, Outcome, Phase, Reason
from game.schotten.refusals import ClaimCheck, Refusal, claim_check, refusal_of
from game.schotten.saves import snapshot, state_from_json, state_to_json
from game.schotten.view import PlayerView, make_view

_PICK_PHASES = {Phase.STRATEGIST_PICK, Phase.BANSHEE_PICK, Phase.TRAITOR_PICK}


class GameState:
    """One round of Schotten Totten. Create it with ``new_game``."""

    __slots__ = (
        "_claimable_memo",
        "bluff",
        "clan_deck",
        "completed",
        "config",
        "discard",
        "draws_left",
        "event",
        "events",
        "first",
        "hands",
        "joker_played",
        "log",
        "mud",
        "outcome",
        "owner",
        "passed",
        "passes",
        "phase",
        "picked",
        "picked_from",
        "placed_at",
        "returned",
        "returns_left",
        "seed",
        "seen",
        "sides",
        "tactic_deck",
        "tactics_played",
        "to_move",
    )

    config: GameConfig
    seed: int | None
    first: int
    hands: list[list[Card]]
    clan_deck: list[Card]
    tactic_deck: list[Card]
    sides: list[list[list[Card]]]
    completed: list[list[int | None]]
    mud: list[int]
    bluff: list[int]
    owner: list[int | None]
    discard: list[Card]
    seen: int
    event: int
    placed_at: list[int]
    tactics_played: list[int]
    joker_played: list[bool]
    returned: list[list[Card]]
    to_move: int | None
    phase: Phase
    picked: Card | None
    picked_from: int
    draws_left: int
    returns_left: int
    passed: bool
    passes: int
    outcome: Outcome | None
    log: list[tuple[int, Action]]
    events: list[Event]
    _claimable_memo: dict[int, list[int]]

    def __init__(self, config: GameConfig) -> None:
        self.config = config
        self.seed = None
        self.first = 0
        self.hands = [[], []]
        self.clan_deck = []
        self.tactic_deck = []
        self.sides = [[[], []] for _ in range(9)]
        self.completed = [[None, None] for _ in range(9)]
        self.mud = [-1] * 9
        self.bluff = [-1] * 9
        self.owner = [None] * 9
        self.discard = []
        self.seen = 0
        self.event = 0
        self.placed_at = [0] * 64
        self.tactics_played = [0, 0]
        self.joker_played = [False, False]
        self.returned = [[], []]
        self.to_move = 0
        self.phase = Phase.PLAY
        self.picked = None
        self.picked_from = -1
        self.draws_left = 0
        self.returns_left = 0
        self.passed = False
        self.passes = 0
        self.outcome = None
        self.log = []
        self.events = []
        self._claimable_memo = {}

    # ----- reading the state

    def capacity(self, stone: int) -> int:
        """Cards a complete side holds at ``stone``: 3, or 4 under Mud Fight."""
        return 4 if self.mud[stone] >= 0 else 3

    @property
    def unseen(self) -> int:
        """Bit mask of the clan cards that are neither on a side nor discarded."""
        return ALL_CLAN_MASK & ~self.seen

    def stones_of(self, seat: int) -> list[int]:
        return [stone for stone in range(9) if self.owner[stone] == seat]

    def claimable(self, seat: int) -> list[int]:
        """Stones ``seat`` may claim now (whatever whose turn it is)."""
        memo = self._claimable_memo.get(seat)
        if memo is None:
            memo = [stone for stone in range(9) if self.can_claim(seat, stone)]
            self._claimable_memo[seat] = memo
        return memo

    def can_claim(self, seat: int, stone: int) -> bool:
        """Whether ``seat`` may claim ``stone`` now (whatever whose turn it is)."""
        if self.owner[stone] is not None:
            return False
        sides = self.sides[stone]
        capacity = 4 if self.mud[stone] >= 0 else 3
        if len(sides[seat]) < capacity:
            return False
        completed = self.completed[stone]
        return can_claim(
            sides[seat], sides[1 - seat], capacity, self.bluff[stone] >= 0,
            completed[seat], completed[1 - seat], ALL_CLAN_MASK & ~self.seen,
        )

    def claim_check(self, seat: int, stone: int) -> ClaimCheck:
        """Explain whether ``seat`` may claim ``stone``: the board shows a refused proof."""
        return claim_check(self, seat, stone)

    def legal_actions(self) -> list[Action]:
        """Every action the player to move may take now (empty when the round is over)."""
        return legal_actions(self)

    def refusal(self, action: Action) -> Refusal | None:
        """Why ``action`` cannot be taken now, as a code with fields; ``None`` if legal."""
        return refusal_of(self, action)

    def explain_illegal(self, action: Action) -> str:
        """Why ``action`` cannot be taken now, in one English sentence (empty if legal)."""
        refusal = refusal_of(self, action)
        return "" if refusal is None else refusal.text()

    # ----- moving the state forward

    def play(self, action: Action) -> None:
        """Apply ``action`` after checking it; raise ``IllegalActionError`` with the reason."""
        if action not in self.legal_actions():
            raise IllegalActionError(self.explain_illegal(action))
        self.apply(action)

    def apply(self, action: Action) -> None:
        """Apply a legal ``action`` without checking it (the fast path for search)."""
        seat = self.to_move
        assert seat is not None, "the round is over"
        self.log.append((seat, action))
        self._claimable_memo.clear()
        kind = action.kind
        phase = self.phase
        if phase is Phase.PLAY:
            if kind is Kind.PASS:
                self.passed = True
                self.passes += 1
                self._after_card_step()
            else:
                assert action.card is not None
                self._play_card(seat, action.card, action.stone)
        elif phase is Phase.CLAIM:
            if kind is Kind.CLAIM:
                assert action.stone is not None
                self._claim(seat, action.stone)
            else:
                self._finish_claims()
        elif phase is Phase.DRAW:
            assert action.deck is not None
            self._draw(seat, action.deck)
            self._end_turn()
        elif phase is Phase.RECRUIT_DRAW:
            assert action.deck is not None
            self._draw(seat, action.deck)
            self.draws_left -= 1
            self._continue_recruiting()
        elif phase is Phase.RECRUIT_RETURN:
            assert action.card is not None
            self._return(seat, action.card)
        elif phase in _PICK_PHASES:
            assert action.card is not None
            self._pick(seat, action.card)
        else:
            self._put_down(seat, action)

    def preview(self, actions: list[Action]) -> GameState:
        """A copy with ``actions`` played, checked; this state is left as it is."""
        trial = self.copy()
        for action in actions:
            trial.play(action)
        return trial

    def resign(self, seat: int) -> None:
        """``seat`` concedes the round."""
        if self.outcome is None:
            self._finish(1 - seat, Reason.CONCEDED)

    def _play_card(self, seat: int, card: Card, stone: int | None) -> None:
        self.hands[seat].remove(card)
        self.passes = 0
        if card >= 54:
            self.tactics_played[seat] += 1
            if card in JOKERS:
                self.joker_played[seat] = True
        if stone is None:
            self.discard.append(card)
            self.events.append(Event("discard", seat, card))
            if card == RECRUITER:
                self.draws_left = 3
                self._continue_recruiting()
            else:
                self.phase = {
                    STRATEGIST: Phase.STRATEGIST_PICK,
                    TRAITOR: Phase.TRAITOR_PICK,
                }.get(card, Phase.BANSHEE_PICK)
            return
        if card in COMBAT_MODES:
            self._add_mode(seat, card, stone)
        else:
            self._place(seat, card, stone)
        self.events.append(Event("place", seat, card, stone))
        self._after_card_step()

    def _place(self, seat: int, card: Card, stone: int) -> None:
        side = self.sides[stone][seat]
        side.append(card)
        self.event += 1
        self.placed_at[card] = self.event
        if card < 54:
            self.seen |= 1 << card
        if len(side) == (4 if self.mud[stone] >= 0 else 3):
            self.completed[stone][seat] = self.event

    def _add_mode(self, seat: int, card: Card, stone: int) -> None:
        self.event += 1
        self.placed_at[card] = self.event
        if card == BLUFF:
            self.bluff[stone] = seat
            return
        self.mud[stone] = seat
        for side_seat in (0, 1):
            if len(self.sides[stone][side_seat]) == 3:
                self.completed[stone][side_seat] = None

    def _remove(self, seat: int, card: Card, stone: int) -> None:
        """Take ``card`` of ``seat`` off ``stone`` (a side card or a combat mode)."""
        self.event += 1
        if card == BLUFF and self.bluff[stone] == seat:
            self.bluff[stone] = -1
        elif card == MUD and self.mud[stone] == seat:
            self.mud[stone] = -1
            self._mud_left(stone)
        else:
            self.sides[stone][seat].remove(card)
            self.completed[stone][seat] = None

    def _mud_left(self, stone: int) -> None:
        """RULES §10.2: four-card sides keep their best three; three-card sides complete."""
        bluff = self.bluff[stone] >= 0
        newly_complete = []
        for seat in (0, 1):
            side = self.sides[stone][seat]
            if len(side) == 4:
                drop = max(
                    reversed(side),
                    key=lambda card: evaluate([c for c in side if c != card], bluff),
                )
                side.remove(drop)
                self.discard.append(drop)
                self.events.append(Event("discard", seat, drop, origin=stone))
            elif len(side) == 3:
                newly_complete.append(seat)
        newly_complete.sort(key=lambda s: max(self.placed_at[c] for c in self.sides[stone][s]))
        for index, seat in enumerate(newly_complete):
            if index:
                self.event += 1
            self.completed[stone][seat] = self.event

    def _after_card_step(self) -> None:
        if self.config.claim_timing == "after_play":
            self._enter_claims()
        else:
            self._enter_draw()

    def _enter_claims(self) -> None:
        seat = self.to_move
        assert seat is not None
        if self.claimable(seat):
            self.phase = Phase.CLAIM
        else:
            self._finish_claims()

    def _claim(self, seat: int, stone: int) -> None:
        self.owner[stone] = seat
        self.events.append(Event("claim", seat, -1, stone))
        self._claimable_memo.clear()
        reason = self._winning_reason(seat)
        if reason is not None:
            self._finish(seat, reason)
        elif not self.claimable(seat):
            self._finish_claims()

    def _finish_claims(self) -> None:
        if self.config.claim_timing == "after_play":
            self._enter_draw()
        else:
            self.phase = Phase.PLAY

    def _enter_draw(self) -> None:
        seat = self.to_move
        assert seat is not None
        if not self.passed and len(self.hands[seat]) < self.config.hand_size:
            if self.clan_deck and self.tactic_deck:
                self.phase = Phase.DRAW
                return
            if self.clan_deck:
                self._draw(seat, CLAN_DECK)
            elif self.tactic_deck:
                self._draw(seat, TACTIC_DECK)
        self._end_turn()

    def _draw(self, seat: int, deck_name: str) -> None:
        deck = self.clan_deck if deck_name == CLAN_DECK else self.tactic_deck
        card = deck.pop()
        self.hands[seat].append(card)
        for known in self.returned:
            if card in known:
                known.remove(card)
        self.events.append(Event("draw", seat, card, deck=deck_name, after=len(self.log)))

    def _continue_recruiting(self) -> None:
        seat = self.to_move
        assert seat is not None
        while self.draws_left > 0:
            if self.clan_deck and self.tactic_deck:
                self.phase = Phase.RECRUIT_DRAW
                return
            if not self.clan_deck and not self.tactic_deck:
                self.draws_left = 0
                break
            self._draw(seat, CLAN_DECK if self.clan_deck else TACTIC_DECK)
            self.draws_left -= 1
        self.returns_left = min(2, len(self.hands[seat]))
        if self.returns_left:
            self.phase = Phase.RECRUIT_RETURN
        else:
            self._after_card_step()

    def _return(self, seat: int, card: Card) -> None:
        self.hands[seat].remove(card)
        deck_name = CLAN_DECK if card < 54 else TACTIC_DECK
        deck = self.clan_deck if card < 54 else self.tactic_deck
        if self.config.recruiter_returns == "bottom":
            deck.insert(0, card)
        else:
            deck.append(card)
        self.returned[seat].append(card)
        self.events.append(Event("return", seat, card, deck=deck_name))
        self.returns_left -= 1
        if self.returns_left == 0:
            self._after_card_step()

    def _pick(self, seat: int, card: Card) -> None:
        phase = self.phase
        target = seat if phase is Phase.STRATEGIST_PICK else 1 - seat
        stone = next(s for c, s in cards_on_table(self, target, modes=True) if c == card)
        self._remove(target, card, stone)
        if phase is Phase.BANSHEE_PICK:
            self.discard.append(card)
            self.events.append(Event("discard", target, card, origin=stone))
            self._after_card_step()
            return
        self.picked = card
        self.picked_from = stone
        strategist = phase is Phase.STRATEGIST_PICK
        self.phase = Phase.STRATEGIST_PLACE if strategist else Phase.TRAITOR_PLACE

    def _put_down(self, seat: int, action: Action) -> None:
        card, origin = self.picked, self.picked_from
        assert card is not None
        self.picked, self.picked_from = None, -1
        if action.kind is Kind.DISCARD:
            self.discard.append(card)
            self.events.append(Event("discard", seat, card, origin=origin))
        else:
            stone = action.stone
            assert stone is not None
            if card in COMBAT_MODES:
                self._add_mode(seat, card, stone)
            else:
                self._place(seat, card, stone)
            self.events.append(Event("move", seat, card, stone, origin))
        self._after_card_step()

    def _end_turn(self) -> None:
        seat = self.to_move
        assert seat is not None
        if self.passed and self.passes >= 2 and (
            self.passes >= 4 or not (self.claimable(0) or self.claimable(1))
        ):
            self._stalemate()
            return
        self.passed = False
        self.to_move = 1 - seat
        if self.config.claim_timing == "start_of_turn":
            self._enter_claims()
        else:
            self.phase = Phase.PLAY

    def _stalemate(self) -> None:
        """RULES §10.3: settle the stones that can be settled, then compare stones."""
        for stone in range(9):
            for seat in (0, 1):
                if self.owner[stone] is None and self.can_claim(seat, stone):
                    self.owner[stone] = seat
                    self.events.append(Event("claim", seat, -1, stone))
        winners = [seat for seat in (0, 1) if self._winning_reason(seat) is not None]
        counts = [len(self.stones_of(0)), len(self.stones_of(1))]
        if len(winners) == 1:
            reason = self._winning_reason(winners[0])
            assert reason is not None
            self._finish(winners[0], reason)
        elif counts[0] != counts[1]:
            self._finish(0 if counts[0] > counts[1] else 1, Reason.STALEMATE)
        else:
            self._finish(None, Reason.STALEMATE)

    def _winning_reason(self, seat: int) -> Reason | None:
        owner = self.owner
        for stone in range(7):
            if owner[stone] == seat and owner[stone + 1] == seat and owner[stone + 2] == seat:
                return Reason.THREE_ADJACENT
        if sum(1 for o in owner if o == seat) >= 5:
            return Reason.FIVE_STONES
        return None

    def _finish(self, winner: int | None, reason: Reason) -> None:
        self.outcome = Outcome(winner, reason)
        self.to_move = None
        self.phase = Phase.OVER
        self._claimable_memo.clear()

    # ----- copies and comparisons

    def copy(self) -> GameState:
        """An independent copy (its memo of claimable stones starts empty)."""
        other = GameState.__new__(GameState)
        other.config = self.config
        other.seed = self.seed
        other.first = self.first
        other.hands = [self.hands[0][:], self.hands[1][:]]
        other.clan_deck = self.clan_deck[:]
        other.tactic_deck = self.tactic_deck[:]
        other.sides = [[pair[0][:], pair[1][:]] for pair in self.sides]
        other.completed = [pair[:] for pair in self.completed]
        other.mud = self.mud[:]
        other.bluff = self.bluff[:]
        other.owner = self.owner[:]
        other.discard = self.discard[:]
        other.seen = self.seen
        other.event = self.event
        other.placed_at = self.placed_at[:]
        other.tactics_played = self.tactics_played[:]
        other.joker_played = self.joker_played[:]
        other.returned = [self.returned[0][:], self.returned[1][:]]
        other.to_move = self.to_move
        other.phase = self.phase
        other.picked = self.picked
        other.picked_from = self.picked_from
        other.draws_left = self.draws_left
        other.returns_left = self.returns_left
        other.passed = self.passed
        other.passes = self.passes
        other.outcome = self.outcome
        other.log = self.log[:]
        other.events = self.events[:]
        other._claimable_memo = {}
        return other

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, GameState):
            return NotImplemented
        return snapshot(self) == snapshot(other)

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"<GameState to_move={self.to_move} phase={self.phase.value} event={self.event}>"

    # ----- saves, views, deals

    def to_json(self) -> str:
        """The full state as JSON (``schotten-totten/game@1``); ``from_json`` reads it back."""
        return state_to_json(self)

    @classmethod
    def from_json(cls, text: str | bytes) -> GameState:
        """Read a save written by ``to_json``; raise ``InvalidDataError`` if malformed."""
        return state_from_json(text, cls)

    def view(self, seat: int) -> PlayerView:
        """What ``seat`` may know: its own hand and the public table."""
        return make_view(self, seat)

    @classmethod
    def dealt(cls, config: GameConfig, seed: int, first: int | None) -> GameState:
        """A round shuffled and dealt from ``seed`` (``new_game`` with every argument given)."""
        rng = random.Random(seed)
        coin = rng.randrange(2)  # drawn even when ``first`` is given: the deal depends on the seed
        if first is None:
            first = coin
        if first not in (0, 1):
            raise ValueError("first must be seat 0 or 1")
        state = cls(config)
        state.seed = seed
        state.first = first
        state.clan_deck = list(range(54))
        rng.shuffle(state.clan_deck)
        if config.tactics:
            state.tactic_deck = list(TACTIC_CARDS)
            rng.shuffle(state.tactic_deck)
        for _ in range(config.hand_size):
            for seat in (first, 1 - first):
                state.hands[seat].append(state.clan_deck.pop())
        state.to_move = first
        return state


def new_game(config: GameConfig | None = None, seed: int | None = None,
             first: int | None = None) -> GameState:
    """Shuffle and deal a round. The same seed gives the same deal and first player.

    >>> state = new_game(GameConfig(), seed=1)
    >>> len(state.hands[0]), len(state.clan_deck)
    (6, 42)
    """
    if seed is None:
        seed = random.SystemRandom().randrange(1 << 62)
    return GameState.dealt(config or GameConfig(), seed, first)


def replay(config: GameConfig, seed: int, first: int, actions: list[Any]) -> GameState:
    """Play a round again from its seed and its ``[seat, action text]`` list (checked)."""
    return replay_actions(new_game(config, seed, first), actions, Action.from_text)
