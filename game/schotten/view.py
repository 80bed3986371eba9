"""What one seat may know (``PlayerView``): the seat's own hand, the public table, deck
sizes, the opponent's hand size and how many of its cards are tactic cards (their backs
differ), and where the cards this seat returned with the Recruiter lie in the decks.
``GameState.view`` builds it; ``sampling.determinize`` deals full states that agree with
one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action, Kind
from game.schotten.cards import BLUFF, MUD, TACTIC_CARDS, Card
from game.schotten.config import GameConfig
from game.schotten.model import Event, Outcome, Phase

if TYPE_CHECKING:
    from game.schotten.state import GameState


@dataclass(frozen=True)
class StoneView:
    """One stone as everyone sees it. ``bluff`` and ``mud`` hold the seat that played
    the combat mode there, or -1."""

    stone: int
    owner: int | None
    sides: tuple[tuple[Card, ...], tuple[Card, ...]]
    completed: tuple[int | None, int | None]
    bluff: int
    mud: int

    @property
    def capacity(self) -> int:
        return 4 if self.mud >= 0 else 3


@dataclass(frozen=True)
class PlayerView:
    """Everything ``seat`` may know at this moment; never a card it has not seen.

    ``known_in_decks`` lists ``(card, deck, index_from_top)`` for the cards this seat put
    back with the Recruiter that are still in a deck. ``legal`` holds the seat's legal
    actions when it is to move. Hidden cards in ``events`` are shown as -1.
    """

    seat: int
    config: GameConfig
    to_move: int | None
    phase: Phase
    hand: tuple[Card, ...]
    opponent_hand_size: int
    stones: tuple[StoneView, ...]
    clan_deck_size: int
    tactic_deck_size: int
    discard: tuple[Card, ...]
    tactics_played: tuple[int, int]
    joker_played: tuple[bool, bool]
    known_in_decks: tuple[tuple[Card, str, int], ...]
    picked: Card | None
    picked_from: int
    draws_left: int
    returns_left: int
    passed: bool
    passes: int
    event: int
    placed_at: tuple[int, ...]
    outcome: Outcome | None
    legal: tuple[Action, ...]
    log: tuple[tuple[int, str], ...]
    events: tuple[Event, ...]

    def visible_cards(self) -> set[Card]:
        """Every card this view shows: own hand, the table, the discard pile, known deck cards."""
        cards: set[Card] = set(self.hand) | set(self.discard)
        for stone in self.stones:
            cards.update(stone.sides[0])
            cards.update(stone.sides[1])
            if stone.bluff >= 0:
                cards.add(BLUFF)
            if stone.mud >= 0:
                cards.add(MUD)
        cards.update(card for card, _, _ in self.known_in_decks)
        if self.picked is not None:
            cards.add(self.picked)
        return cards

    def opponent_tactic_cards(self) -> int:
        """How many of the opponent's cards in hand are tactic cards.

        Public at a real table, where a tactic card's back differs from a clan card's:
        every tactic card not in sight is either in the opponent's hand or one of the
        tactic deck's cards this seat has not seen put back.
        """
        if not self.config.tactics:
            return 0
        unseen = len(TACTIC_CARDS) - sum(1 for card in self.visible_cards() if card >= 54)
        known_in_deck = sum(1 for _, deck, _ in self.known_in_decks if deck == TACTIC_DECK)
        in_hand = unseen - (self.tactic_deck_size - known_in_deck)
        return max(0, min(self.opponent_hand_size, in_hand))


def make_view(state: GameState, seat: int) -> PlayerView:
    if seat not in (0, 1):
        raise ValueError("seat must be 0 or 1")
    known = []
    for card in state.returned[seat]:
        for deck_name, deck in ((CLAN_DECK, state.clan_deck), (TACTIC_DECK, state.tactic_deck)):
            if card in deck:
                known.append((card, deck_name, len(deck) - 1 - deck.index(card)))
    events = tuple(
        event._replace(card=-1)
        if event.seat != seat and event.kind in ("draw", "return")
        else event
        for event in state.events
    )
    log = tuple(
        (who, "return" if who != seat and action.kind is Kind.RETURN else action.to_text())
        for who, action in state.log
    )
    return PlayerView(
        seat=seat,
        config=state.config,
        to_move=state.to_move,
        phase=state.phase,
        hand=tuple(state.hands[seat]),
        opponent_hand_size=len(state.hands[1 - seat]),
        stones=tuple(
            StoneView(
                stone,
                state.owner[stone],
                (tuple(state.sides[stone][0]), tuple(state.sides[stone][1])),
                (state.completed[stone][0], state.completed[stone][1]),
                state.bluff[stone],
                state.mud[stone],
            )
            for stone in range(9)
        ),
        clan_deck_size=len(state.clan_deck),
        tactic_deck_size=len(state.tactic_deck),
        discard=tuple(state.discard),
        tactics_played=(state.tactics_played[0], state.tactics_played[1]),
        joker_played=(state.joker_played[0], state.joker_played[1]),
        known_in_decks=tuple(known),
        picked=state.picked,
        picked_from=state.picked_from,
        draws_left=state.draws_left,
        returns_left=state.returns_left,
        passed=state.passed,
        passes=state.passes,
        event=state.event,
        placed_at=tuple(state.placed_at),
        outcome=state.outcome,
        legal=tuple(state.legal_actions()) if state.to_move == seat else (),
        log=log,
        events=events,
    )
