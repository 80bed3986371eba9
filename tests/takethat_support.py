"""Building Take That positions by hand for table tests, and the card-conservation check."""

from __future__ import annotations

from game.takethat import CARDS, Phase, TakeThatConfig, TakeThatState


def position(hands: list[list[int]], row: list[int], *, pile: list[int] | None = None,
             to_move: int = 0, professional: bool = False,
             phase: Phase = Phase.TURN) -> TakeThatState:
    """A round with these hands and row; the other cards form the pile unless ``pile``
    is given (its top card last)."""
    state = TakeThatState(TakeThatConfig(players=len(hands), professional=professional))
    state.hands = [list(hand) for hand in hands]
    state.row = list(row)
    used = {card for hand in hands for card in hand} | set(row)
    state.pile = [card for card in CARDS if card not in used] if pile is None else list(pile)
    state.to_move = to_move
    state.phase = phase
    return state


def all_places(state: TakeThatState) -> list[int]:
    places = [*state.pile, *state.row]
    for seat in range(state.config.players):
        places += state.hands[seat] + state.face_up[seat] + state.face_down[seat]
    return places


def check_cards(state: TakeThatState) -> None:
    assert sorted(all_places(state)) == list(CARDS), "every card is somewhere exactly once"
