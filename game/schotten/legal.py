"""What the player to move may do: the legal actions of each phase (RULES §3, §5, §7), read
from the state without changing it. ``GameState.legal_actions`` is the public way in."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.schotten import actions as act
from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action
from game.schotten.cards import (
    BLUFF,
    COMBAT_MODES,
    ELITE_TROOPS,
    JOKERS,
    MUD,
    RECRUITER,
    STRATEGIST,
    TRAITOR,
    Card,
)
from game.schotten.model import Phase

if TYPE_CHECKING:
    from game.schotten.state import GameState


def legal_actions(state: GameState) -> list[Action]:
    """Every action the player to move may take now (empty when the round is over)."""
    seat = state.to_move
    if seat is None:
        return []
    phase = state.phase
    if phase is Phase.PLAY:
        return play_actions(state, seat)
    if phase is Phase.CLAIM:
        return [act.claim(stone) for stone in state.claimable(seat)] + [act.DONE]
    if phase is Phase.DRAW or phase is Phase.RECRUIT_DRAW:
        return [act.draw(CLAN_DECK), act.draw(TACTIC_DECK)]
    if phase is Phase.RECRUIT_RETURN:
        return [act.return_card(card) for card in state.hands[seat]]
    if phase is Phase.STRATEGIST_PICK:
        return [act.pick(card) for card, _ in cards_on_table(state, seat, modes=True)]
    if phase is Phase.BANSHEE_PICK:
        return [act.pick(card) for card, _ in cards_on_table(state, 1 - seat, modes=True)]
    if phase is Phase.TRAITOR_PICK:
        return [
            act.pick(card)
            for card, _ in cards_on_table(state, 1 - seat, modes=False)
            if card < 54
        ]
    if phase is Phase.STRATEGIST_PLACE:
        return [act.place(stone) for stone in destinations(state, seat)] + [act.DISCARD]
    if phase is Phase.TRAITOR_PLACE:
        return [act.place(stone) for stone in open_stones(state, seat)]
    return []


def open_stones(state: GameState, seat: int) -> list[int]:
    """The unclaimed stones where ``seat``'s side has room for another card."""
    sides, owner, mud = state.sides, state.owner, state.mud
    return [
        stone for stone in range(9)
        if owner[stone] is None and len(sides[stone][seat]) < (4 if mud[stone] >= 0 else 3)
    ]


def destinations(state: GameState, seat: int) -> list[int]:
    """Where Strategist may put the picked card: another unclaimed stone."""
    if state.picked in COMBAT_MODES:
        mode = state.mud if state.picked == MUD else state.bluff
        stones = [s for s in range(9) if state.owner[s] is None and mode[s] < 0]
    else:
        stones = open_stones(state, seat)
    return [stone for stone in stones if stone != state.picked_from]


def cards_on_table(state: GameState, seat: int, modes: bool) -> list[tuple[Card, int]]:
    """``(card, stone)`` for ``seat``'s cards on unclaimed stones (and its combat modes)."""
    found: list[tuple[Card, int]] = []
    for stone in range(9):
        if state.owner[stone] is not None:
            continue
        found.extend((card, stone) for card in state.sides[stone][seat])
        if modes:
            if state.bluff[stone] == seat:
                found.append((BLUFF, stone))
            if state.mud[stone] == seat:
                found.append((MUD, stone))
    return found


def play_actions(state: GameState, seat: int) -> list[Action]:
    """Every card ``seat`` may play now, at every stone it may go to; pass when no clan card
    can be placed."""
    hand = state.hands[seat]
    room = open_stones(state, seat)
    actions: list[Action] = []
    table = act.PLAY_AT
    for card in hand:
        if card < 54:
            row = table[card]
            actions.extend([row[stone] for stone in room])
    placed_clan = bool(actions)
    if state.config.tactics and may_play_tactic(state, seat):
        for card in hand:
            if card >= 54 and tactic_playable(state, seat, card, room):
                if card in ELITE_TROOPS:
                    row = table[card]
                    actions.extend([row[stone] for stone in room])
                elif card in COMBAT_MODES:
                    row = table[card]
                    actions.extend(
                        row[stone] for stone in range(9) if state.owner[stone] is None
                    )
                else:
                    actions.append(act.play(card))
    if not placed_clan:
        actions.append(act.PASS)
    return actions


def may_play_tactic(state: GameState, seat: int) -> bool:
    """RULES §7.0: not while ``seat`` has played more tactic cards than its opponent."""
    return state.tactics_played[seat] <= state.tactics_played[1 - seat]


def tactic_playable(state: GameState, seat: int, card: Card, room: list[int]) -> bool:
    """Whether ``seat`` may play the tactic ``card`` now, ``room`` being its open stones."""
    if card in JOKERS and state.joker_played[seat]:
        return False
    if card in ELITE_TROOPS:
        return bool(room)
    if card in COMBAT_MODES:
        return any(owner is None for owner in state.owner)
    if card == RECRUITER:
        return True
    if card == STRATEGIST:
        return bool(cards_on_table(state, seat, modes=True))
    if card == TRAITOR:
        return bool(room) and any(
            c < 54 for c, _ in cards_on_table(state, 1 - seat, modes=False)
        )
    return bool(cards_on_table(state, 1 - seat, modes=True))  # Banshee

