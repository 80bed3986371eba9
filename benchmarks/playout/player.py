"""The playout player: the medium level's best six actions judged by whole-round playouts.

For each of ``worlds`` deals of the hidden cards that agree with its view
(``game.determinize``), every candidate is played in that deal, the turn finished by the
engine (claims, the draw), and the rest of the round played out fast by both seats
(``rollout``); the candidate that wins the most playouts is chosen. Every candidate meets
the same deals and the same playout noise. Only the base game: in the tactics variant,
and once both decks are empty, it plays as ``hard#6``. It was written to see whether
more thinking time buys strength by another road than hard's samples (docs/ai.md,
*Cheap playouts*); the game does not offer it.
"""

from __future__ import annotations

import math
import random

from benchmarks.playout.rollout import play_out
from game.schotten.actions import CLAN_DECK, Action, Kind
from game.schotten.ai.hard import HardPlayer
from game.schotten.ai.medium import MediumPlayer
from game.schotten.model import Phase
from game.schotten.sampling import determinize
from game.schotten.state import GameState
from game.schotten.view import PlayerView


class PlayoutPlayer:
    """Flat Monte Carlo over the medium level's shortlist (``playout#W``)."""

    def __init__(self, worlds: int = 50, candidates: int = 6) -> None:
        self.worlds = worlds
        self.candidates = candidates
        self.name = f"playout#{worlds}"
        self.medium = MediumPlayer()
        self.hard = HardPlayer(budget_ms=math.inf, samples=6)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        if view.config.tactics or (view.clan_deck_size == 0 and view.tactic_deck_size == 0):
            return self.hard.choose(view, rng)
        if view.phase is not Phase.PLAY:
            return self.medium.choose(view, rng)
        ranked = self.medium.rank(view)
        if len(ranked) == 1:
            return ranked[0][1]
        shortlist = [action for _, action in ranked[: self.candidates]]
        me = view.seat
        seed = rng.getrandbits(64)
        wins = [0.0] * len(shortlist)
        for world_index in range(self.worlds):
            world = determinize(view, random.Random(seed + world_index))
            for slot, action in enumerate(shortlist):
                state = world.copy()
                state.apply(action)
                finish_turn(state)
                winner = play_out(state, random.Random(seed ^ ((world_index + 1) << 1)))
                wins[slot] += 0.0 if winner < 0 else 1.0 if winner == me else -1.0
        best = max(range(len(shortlist)), key=lambda slot: (wins[slot], -slot))
        return shortlist[best]


def finish_turn(state: GameState) -> None:
    """Take the mover's claims and draw from the clan deck, then the opponent's claims at the
    start of its turn (with claims at the start of a turn)."""
    while state.to_move is not None and state.phase is not Phase.PLAY:
        legal = state.legal_actions()
        claim = next((action for action in legal if action.kind is Kind.CLAIM), None)
        if claim is not None:
            state.apply(claim)
        elif state.phase is Phase.DRAW:
            state.apply(Action(Kind.DRAW, deck=CLAN_DECK))
        else:
            state.apply(legal[0])
