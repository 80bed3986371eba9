"""Undo against the computer: take back your last turn (and the computer's reply), but
never into a position from before a card you drew.

A drawn card is information: undoing a turn after which you saw a new card would let you
play it again knowing what comes. So undo goes back only to the start of one of your turns
that lies after your most recent draw (a Recruiter draw counts too), and after the
opponent's most recent card played from its hand (once the decks are empty no draw comes
between your turn and its reply, which would be taken back with yours); a draw still waiting
face down on the deck for the player's click has shown nothing yet, so it does not count.
Claims that the table makes by itself (auto-claim, at the start of a turn under the expert
rule) are no move of the player's: taken back, they would be made again at once, so a turn
begins, for undo, after them, and a turn of nothing else has nothing to take back.
The round is replayed from its seed with the action list cut there (``game.replay``), so
the result is exactly the position you had.
"""

from __future__ import annotations

import dataclasses
from typing import Final

import game
from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Kind

AUTOMATIC: Final = frozenset({Kind.CLAIM, Kind.DONE})
"""The kinds of action the table plays by itself at the start of a turn under auto-claim."""


def undo_point(state: game.GameState, seat: int, unrevealed: int | None = None,
               auto_claim: bool = False) -> int | None:
    """How many of the round's actions to keep to undo ``seat``'s last turn, or ``None``
    when there is nothing ``seat`` may take back (or the round does not follow from its
    seed and actions, so replaying it would not give back the same position).

    ``unrevealed``: the index in ``state.events`` from which ``seat``'s draws are still
    face down on the deck (the table waits for a click to draw), so they reveal nothing.
    ``auto_claim``: the table claims for ``seat`` at the start of its turns, so those
    claims are not taken back (they would be made again at once)."""
    if state.outcome is not None or state.seed is None or not state.log:
        return None
    replayed = game.new_game(state.config, state.seed, state.first)
    starts: list[int] = []
    last_draw = 0
    previous: int | None = None
    # pending: seat's turn has begun without a move of its own yet; automatic: what it did
    # so far in that turn is the table's claims for it.
    pending = automatic = False
    for position, (mover, action) in enumerate(state.log):
        if mover == seat and previous != seat:
            pending = True
            automatic = auto_claim and replayed.phase is game.Phase.CLAIM
        if mover == seat and pending and not (automatic and action.kind in AUTOMATIC):
            pending = False
            starts.append(position)
        seen = len(replayed.events)
        try:
            replayed.play(action)
        except game.IllegalActionError:
            return None
        if any(event.kind == "draw" and event.seat == seat
               and (unrevealed is None or index < unrevealed)
               for index, event in enumerate(replayed.events[seen:], start=seen)):
            last_draw = position + 1
        elif mover != seat and action.kind is Kind.PLAY:
            # The opponent's card came out of its hidden hand: with the decks empty no draw
            # stopped undo, and a club player took a turn back after seeing the reply.
            last_draw = position + 1
        previous = mover
    if replayed != state:
        return None
    allowed = [position for position in starts if position >= last_draw]
    return allowed[-1] if allowed else None


def unseen_since(state: game.GameState, seat: int, unrevealed: int | None = None,
                 auto_claim: bool = False) -> bool:
    """Whether undoing ``seat``'s last turn takes back only ``seat``'s own actions, so that
    it has seen nothing new since the position it goes back to: no card drawn (one still
    face down on the deck is not seen) and no move of the opponent's. Such an undo is a
    slip put right (a card dropped on the wrong stone), no help."""
    keep = undo_point(state, seat, unrevealed, auto_claim)
    return keep is not None and all(mover == seat for mover, _ in state.log[keep:])


def moved(state: game.GameState, seat: int, auto_claim: bool = False) -> bool:
    """Whether ``seat`` has made a move of its own this round (claims the table made for it
    at the start of its turns, under ``auto_claim``, are not)."""
    return any(mover == seat and not (auto_claim and action.kind in AUTOMATIC)
               for mover, action in state.log)


def undone(state: game.GameState, seat: int, unrevealed: int | None = None,
           auto_claim: bool = False) -> game.GameState | None:
    """The position at the start of ``seat``'s last turn that may be taken back."""
    keep = undo_point(state, seat, unrevealed, auto_claim)
    if keep is None:
        return None
    assert state.seed is not None
    actions = [[mover, action.to_text()] for mover, action in state.log[:keep]]
    return game.replay(state.config, state.seed, state.first, actions)


def waiting_draw(state: game.GameState, since: int, seat: int) -> tuple[int, int] | None:
    """The card the engine drew for ``seat`` as its turn ended, among the events from
    ``since`` on, with the event's index: the table keeps it face down on the deck until
    the player clicks there. ``None`` when the turn did not end with such a draw (or the
    cards drawn were seen already, with the Recruiter)."""
    if state.to_move == seat or state.outcome is not None:
        return None
    events = state.events
    for index in range(len(events) - 1, since - 1, -1):
        event = events[index]
        if event.seat != seat:
            continue
        if event.kind == "draw":
            return event.card, index
        if event.kind in ("return", "place", "discard", "move"):
            return None
    return None


def hide_draw(view: game.PlayerView, card: int, index: int | None = None) -> game.PlayerView:
    """``view`` with ``card`` still on its deck instead of in the hand; with ``index``
    (the draw's event), without that event either, so nothing tells of the draw before
    the card is turned up (the log said "Marek draws a tactic card" while the line under
    the table still asked for a click on the deck: a Polish tester)."""
    if card not in view.hand:
        return view
    clan = card < 54
    deck = CLAN_DECK if clan else TACTIC_DECK
    events = view.events
    if (index is not None and 0 <= index < len(events) and events[index].kind == "draw"
            and events[index].card == card):
        events = events[:index] + events[index + 1:]
    # The cards the seat put back on that deck lie one further down while the card waits
    # on top, and a card it put back itself is known there still: a tester's deck showed
    # his orange 3, put back and about to be drawn, as gone and the purple 2 under it as
    # "the next draw".
    known = tuple((c, where, top + (where == deck)) for c, where, top in view.known_in_decks)
    if put_back_by_seat(view, card):
        known = ((card, deck, 0), *known)
    return dataclasses.replace(
        view, hand=tuple(c for c in view.hand if c != card),
        clan_deck_size=view.clan_deck_size + clan,
        tactic_deck_size=view.tactic_deck_size + (not clan), events=events,
        known_in_decks=known)


def put_back_by_seat(view: game.PlayerView, card: int) -> bool:
    """Whether ``view``'s seat put ``card``, now drawn, back on its deck itself (with the
    Recruiter) and it stayed there until this draw."""
    moves = [event.kind for event in view.events
             if event.card == card and event.seat == view.seat
             and event.kind in ("draw", "return")]
    if moves and moves[-1] == "draw":
        moves.pop()  # this draw's own event, when it is still there
    return bool(moves) and moves[-1] == "return"
