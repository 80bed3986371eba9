"""Full states dealt at random so that they agree with one seat's view: how the computer
players search without peeking at the cards they cannot see."""

from __future__ import annotations

import random

from game.schotten.actions import CLAN_DECK, TACTIC_DECK
from game.schotten.cards import TACTIC_CARDS
from game.schotten.state import GameState
from game.schotten.view import PlayerView


def determinize(view: PlayerView, rng: random.Random) -> GameState:
    """A full state consistent with ``view``: the unseen cards dealt at random.

    The opponent's hand and the unknown deck positions are filled from the cards the
    seat has not seen; cards it returned with the Recruiter stay where it put them.
    Used by the computer player to search without peeking.
    """
    me, them = view.seat, 1 - view.seat
    state = GameState(view.config)
    state.hands[me] = list(view.hand)
    for stone in view.stones:
        index = stone.stone
        state.sides[index] = [list(stone.sides[0]), list(stone.sides[1])]
        state.completed[index] = [stone.completed[0], stone.completed[1]]
        state.owner[index] = stone.owner
        state.bluff[index] = stone.bluff
        state.mud[index] = stone.mud
    state.discard = list(view.discard)
    on_table = {card for stone in view.stones for side in stone.sides for card in side}
    state.seen = sum(1 << card for card in on_table | set(view.discard) if card < 54)
    state.event = view.event
    state.placed_at = list(view.placed_at)
    state.tactics_played = list(view.tactics_played)
    state.joker_played = list(view.joker_played)
    state.returned[me] = [card for card, _, _ in view.known_in_decks]
    state.to_move = view.to_move
    state.phase = view.phase
    state.picked, state.picked_from = view.picked, view.picked_from
    state.draws_left, state.returns_left = view.draws_left, view.returns_left
    state.passed, state.passes = view.passed, view.passes
    state.outcome = view.outcome

    visible = view.visible_cards()
    all_cards = list(range(54)) + (list(TACTIC_CARDS) if view.config.tactics else [])
    hidden = [card for card in all_cards if card not in visible]
    rng.shuffle(hidden)
    hidden_clan = [card for card in hidden if card < 54]
    hidden_tactic = [card for card in hidden if card >= 54]
    decks = {CLAN_DECK: [-1] * view.clan_deck_size, TACTIC_DECK: [-1] * view.tactic_deck_size}
    for card, deck_name, from_top in view.known_in_decks:
        deck = decks[deck_name]
        deck[len(deck) - 1 - from_top] = card
    for deck_name, pool in ((CLAN_DECK, hidden_clan), (TACTIC_DECK, hidden_tactic)):
        deck = decks[deck_name]
        for index, card in enumerate(deck):
            if card < 0:
                deck[index] = pool.pop()
    opponent_hand = hidden_clan + hidden_tactic
    if len(opponent_hand) != view.opponent_hand_size:
        raise ValueError("the view's card counts do not add up")
    state.hands[them] = opponent_hand
    state.clan_deck = decks[CLAN_DECK]
    state.tactic_deck = decks[TACTIC_DECK]
    return state
