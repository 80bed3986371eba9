"""What a seat remembers of the round: the row cards it saw that were later taken.

A ``TakeThatView`` carries no history, but a player at the table sees every row it plays
on. A card this seat saw in the row (at one of its own decisions, or put there itself)
that is later neither in the row nor face up anywhere can only have been taken: it lies
face down in front of some player. It is then not in any hand or in the draw pile, so
the cards that can still come are fewer than the view's unseen cards. With two players
every such card is the opponent's, and the opponent's face-down pile is known exactly
(apart from a professional penalty card); with more players a card is credited to a seat
when only that seat's face-down pile grew since this seat last looked.

``Memory`` learns only from the views and actions of its own seat, so it never knows
more than the person in that seat could. It forgets everything when the views stop
fitting one round (a new round, another seat or game, an undo): it then knows less,
never something false. ``recall`` rebuilds a seat's memory of a round from its deal and
moves (a game continued after the program closed).
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field

from game.takethat.actions import Action, Kind
from game.takethat.cards import Card, twin
from game.takethat.state import TakeThatState, new_round
from game.takethat.view import TakeThatView

log = logging.getLogger(__name__)


@dataclass
class Memory:
    """Row cards seen and cards known to be face down (``gone``), for one seat."""

    seen: set[Card] = field(default_factory=set)
    """Cards this seat has seen in the row this round."""
    owner: dict[Card, int] = field(default_factory=dict)
    """Cards known to be face down, with the seat holding them (-1 when not known)."""
    _key: tuple[object, ...] | None = None
    _last: tuple[int, int, int, tuple[int, ...]] = (0, 0, 0, ())

    def reset(self) -> None:
        self.seen.clear()
        self.owner.clear()
        self._key = None

    @property
    def gone(self) -> set[Card]:
        """Cards known to lie face down in front of another player."""
        return set(self.owner)

    def observe(self, view: TakeThatView) -> None:
        """Learn from a view of this seat (call it before deciding)."""
        key = (view.config, view.seat, view.dealer)
        downs = view.face_down_counts
        ups = sum(len(cards) for cards in view.face_up)
        now = (view.pile_size, sum(downs), ups, downs)
        last_pile, last_down, last_up, last_downs = self._last
        if (key != self._key or view.pile_size > last_pile or sum(downs) < last_down
                or ups < last_up or any(a < b for a, b in zip(downs, last_downs,
                                                               strict=False))):
            self.reset()
            self._key = key
            last_downs = downs
        self._last = now
        grew = [seat for seat, (a, b) in enumerate(zip(downs, last_downs, strict=True))
                if a > b and seat != view.seat]
        taker = grew[0] if len(grew) == 1 else -1
        if view.config.players == 2:
            taker = 1 - view.seat
        present = set(view.row) | set(view.hand) | set(view.own_face_down)
        for cards in view.face_up:
            present.update(cards)
        for card in self.seen:
            if card not in present and card not in self.owner:
                self.owner[card] = taker
        self.seen.update(view.row)
        if not self._fits(view):
            self.reset()
            self._key = key
            self.seen.update(view.row)

    def played(self, view: TakeThatView, action: Action) -> None:
        """Learn from this seat's own ``action`` in ``view`` (the cards it puts in the row)."""
        if action.card is not None and action.kind is not Kind.TWIST:
            self.seen.add(action.card)
        if action.kind is Kind.TWIST and action.card is not None:
            other = twin(action.card)
            self.seen.discard(other if other is not None else -1)

    def _fits(self, view: TakeThatView) -> bool:
        """Whether what is remembered can be true of ``view``."""
        others = [count for seat, count in enumerate(view.face_down_counts)
                  if seat != view.seat]
        if len(self.owner) > sum(others):
            return False
        held = [0] * view.config.players
        for seat in self.owner.values():
            if seat >= 0:
                held[seat] += 1
        return all(held[seat] <= view.face_down_counts[seat]
                   for seat in range(view.config.players) if seat != view.seat)

    def possible(self, view: TakeThatView) -> list[Card]:
        """The unseen cards that may still be in another hand or the draw pile."""
        return [card for card in view.unseen_cards() if card not in self.owner]


__all__ = ["Memory"]


def recall(state: TakeThatState, seat: int) -> Memory:
    """The memory ``seat`` built of the round ``state`` while it was played: the round dealt
    again from its seed and its moves played again, the memory fed only with ``seat``'s own
    views at its own turns, as a player in that seat is. Empty when the round has no seed
    (a position with no history) or its moves do not lead to it: it may know less, never
    something false."""
    memory = Memory()
    if state.seed is None:
        return memory
    replay = new_round(state.config, state.seed, state.dealer)
    for mover, action in state.log:
        if replay.to_move != mover or replay.refusal(action) is not None:
            log.warning("the round's moves do not replay from its deal: nothing recalled")
            return Memory()
        if mover == seat:
            view = replay.view(seat)
            memory.observe(view)
            memory.played(view, action)
        replay.play(action)
    if replay != state:
        log.warning("the round replayed is not the saved one: nothing recalled")
        return Memory()
    return memory
