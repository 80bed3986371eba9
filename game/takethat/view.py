"""What one seat may know (``TakeThatView``); ``sampling.determinize`` deals full rounds
that agree with one.

A view holds the seat's own hand and its own face-down cards, the row, everyone's
face-up cards, and only the *sizes* of the other hands, of the other face-down piles and
of the draw pile. It carries no action history: the policy keeps the values of other
players' face-down cards private, and the history would reveal them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.takethat.actions import Action
from game.takethat.cards import CARDS, Card
from game.takethat.config import TakeThatConfig
from game.takethat.model import Phase, RoundOutcome

if TYPE_CHECKING:
    from game.takethat.state import TakeThatState


@dataclass(frozen=True)
class TakeThatView:
    """Everything ``seat`` may know at this moment; never a card it has not seen.

    ``legal`` holds the seat's legal actions when it is to move, else is empty.
    """

    seat: int
    config: TakeThatConfig
    dealer: int
    to_move: int | None
    phase: Phase
    hand: tuple[Card, ...]
    row: tuple[Card, ...]
    face_up: tuple[tuple[Card, ...], ...]
    face_down_counts: tuple[int, ...]
    own_face_down: tuple[Card, ...]
    hand_sizes: tuple[int, ...]
    pile_size: int
    outcome: RoundOutcome | None
    legal: tuple[Action, ...]
    earlier: tuple[int, ...] = ()
    """Each seat's points from the game's rounds before this one (public: everyone saw
    them scored); empty or zeros in a first round."""
    final: bool = True
    """Whether this round ends the game."""

    def visible_cards(self) -> set[Card]:
        """Every card this view shows: own hand, own face-down cards, the row, face-up cards."""
        cards = set(self.hand) | set(self.row) | set(self.own_face_down)
        for cards_up in self.face_up:
            cards.update(cards_up)
        return cards

    def unseen_cards(self) -> list[Card]:
        """The cards this seat has not seen, in card order."""
        visible = self.visible_cards()
        return [card for card in CARDS if card not in visible]


def make_view(state: TakeThatState, seat: int) -> TakeThatView:
    if not 0 <= seat < state.config.players:
        raise ValueError(f"seat must be from 0 to {state.config.players - 1}")
    return TakeThatView(
        seat=seat,
        config=state.config,
        dealer=state.dealer,
        to_move=state.to_move,
        phase=state.phase,
        hand=tuple(state.hands[seat]),
        row=tuple(state.row),
        face_up=tuple(tuple(cards) for cards in state.face_up),
        face_down_counts=tuple(len(cards) for cards in state.face_down),
        own_face_down=tuple(state.face_down[seat]),
        hand_sizes=tuple(len(hand) for hand in state.hands),
        pile_size=len(state.pile),
        outcome=state.outcome,
        legal=tuple(state.legal_actions()) if state.to_move == seat else (),
        earlier=state.earlier,
        final=state.final,
    )
