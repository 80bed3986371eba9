"""The Schotten Totten lessons: their fixed deals, the moves made before the player's first
step (so the lesson starts at a table with a story), and the steps.

Seat 0 is the player, seat 1 the scripted opponent. Everything here is checked by the
engine: a deal that does not hold every card, or a scripted action that is not legal,
raises (the tests play every lesson through).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from game.schotten.actions import Action
from game.schotten.cards import TACTIC_CARDS, parse_card
from game.schotten.config import GameConfig
from game.schotten.deals import fixed_deal
from game.schotten.state import GameState
from scenes.model.tutorial import DECK, Lesson, Step
from scenes.schotten.session import KEY


@dataclass(frozen=True)
class Deal:
    """A lesson's table before its first step: each seat's cards played before the lesson
    (in order, as ``CARD STONE``), its hand when the lesson begins, the cards drawn during
    the lesson in the order they come (the rest of the deck follows in a fixed order), and
    the tactic deck from the top."""

    config: GameConfig
    played: tuple[tuple[str, ...], tuple[str, ...]]
    hands: tuple[tuple[str, ...], tuple[str, ...]]
    draws: tuple[str, ...] = ()
    tactic_deck: tuple[str, ...] = ()


def _cards(texts: Sequence[str]) -> list[int]:
    return [parse_card(text) for text in texts]


def build(deal: Deal) -> GameState:
    """The lesson's table before its first step: the fixed deal, then the cards played
    before the lesson, each seat in turn from the player on (checked by the engine)."""
    size = deal.config.hand_size
    sequences = [_cards([move.split()[0] for move in deal.played[seat]])
                 + _cards(deal.hands[seat]) for seat in (0, 1)]
    starting = [sequence[:size] for sequence in sequences]
    drawn_before = [sequence[size:] for sequence in sequences]
    order: list[int] = []
    for index in range(max(len(drawn) for drawn in drawn_before)):
        order += [drawn[index] for drawn in drawn_before if index < len(drawn)]
    order += _cards(deal.draws)
    order += [card for card in range(54) if card not in order and not any(
        card in hand for hand in starting)]
    tactics = _cards(deal.tactic_deck)
    if deal.config.tactics:
        tactics += [card for card in TACTIC_CARDS if card not in tactics
                    and not any(card in hand for hand in starting)]
    state = fixed_deal(deal.config, starting, list(reversed(order)), list(reversed(tactics)))
    for turn in range(len(deal.played[0])):
        for seat in (0, 1):
            card, stone = deal.played[seat][turn].split()
            state.play(Action.from_text(f"play {card} {stone}"))
            if deal.config.tactics and state.to_move == seat:
                state.play(Action.from_text("draw clan"))
    return state


BASE_DEAL: Final = Deal(
    GameConfig(),
    played=(("B8 1", "G9 2", "Y6 3", "R4 5", "B9 1", "P9 2", "Y8 3", "O4 5"),
            ("Y2 1", "R1 2", "G2 3", "G7 5", "Y3 1", "O2 2", "G3 3", "G6 5")),
    hands=(("B7", "Y4", "O9", "Y7", "R2", "P5"), ("P3", "G4", "O8", "R6", "B3", "Y9")),
    draws=("P1", "B2", "O1", "B1", "P7", "R3", "O7", "B4"),
)

TACTICS_DEAL: Final = Deal(
    GameConfig(tactics=True),
    played=(("G4 4", "R7 7", "G5 4", "Y7 7"), ("B2 1", "O5 3", "B3 1", "O6 3")),
    hands=(("JOKER1", "BANSHEE", "B6", "R1", "P2", "O3", "P8"),
           ("Y9", "BLUFF", "MUD", "R3", "G8", "P6", "B9")),
    draws=("P1", "B1", "O1", "Y1", "R2", "G1", "O2", "Y2"),
    tactic_deck=("SPY", "JOKER2", "SHIELD", "RECRUITER", "STRATEGIST", "TRAITOR"),
)

RUSES_DEAL: Final = Deal(
    GameConfig(tactics=True),
    played=(("B7 2", "O6 4", "B9 8", "O7 4", "B8 2"),
            ("O9 3", "Y8 8", "O8 3", "G8 8", "P8 8")),
    hands=(("TRAITOR", "STRATEGIST", "Y1", "P1", "R5", "G3", "Y4"),
           ("SPY", "SHIELD", "R3", "G6", "P5", "B2", "R6")),
    draws=("G1", "R2", "B4", "Y9", "P3", "O1"),
    tactic_deck=("RECRUITER", "JOKER1", "MUD", "BLUFF", "BANSHEE", "JOKER2"),
)
"""Lesson 3: the player holds the Traitor and the Strategist and draws the Recruiter; the
opponent's orange 8-9 waits for the 7 at stone 3, its three 8s hold stone 8 against the
player's lone blue 9, and the player's blue 7-8 at stone 2 lacks that 9."""


def _step(lesson: int, name: str, expect: str = "next", *then: str) -> Step:
    return Step(f"tutorial.st{lesson}.{name}", expect, tuple(then))


LESSONS: Final = (
    Lesson(KEY, 1, "tutorial.st1.title", (
        _step(1, "goal"),
        _step(1, "turn"),
        _step(1, "formations"),
        _step(1, "place", "play B7 1"),
        _step(1, "claim", "claim 1"),
        _step(1, "draw", DECK, "play P3 2"),
        _step(1, "three", "play Y4 5"),
        _step(1, "draw_again", DECK, "play G4 3"),
        _step(1, "ask", "check 5"),
        _step(1, "refused"),
        _step(1, "nines", "play O9 2"),
        _step(1, "compare", "claim 2"),
        _step(1, "draw_last", DECK, "play O8 9"),
        _step(1, "sums", "play Y7 3"),
        _step(1, "win", "claim 3"),
        _step(1, "end"),
    )),
    Lesson(KEY, 2, "tutorial.st2.title", (
        _step(2, "intro"),
        _step(2, "joker", "play JOKER1 4"),
        _step(2, "tactic_deck", "draw tactic", "play Y9 6", "draw clan"),
        _step(2, "limit", "try play SPY 7"),
        _step(2, "limit_why"),
        _step(2, "clan", "play B6 2"),
        _step(2, "clan_deck", "draw clan", "play BLUFF 6", "draw clan"),
        _step(2, "fog"),
        _step(2, "spy", "play SPY 7"),
        _step(2, "draw_spy", "draw clan", "play MUD 8", "draw clan"),
        _step(2, "mud"),
        _step(2, "banshee", "play BANSHEE"),
        _step(2, "banshee_pick", "pick Y9"),
        _step(2, "draw_banshee", "draw clan"),
        _step(2, "ruses"),
    )),
    Lesson(KEY, 3, "tutorial.st3.title", (
        _step(3, "intro"),
        _step(3, "traitor", "play TRAITOR"),
        _step(3, "traitor_pick", "pick O8"),
        _step(3, "traitor_place", "place 4"),
        _step(3, "draw_traitor", "draw tactic", "play SPY 7", "draw clan"),
        _step(3, "strategist", "play STRATEGIST"),
        _step(3, "strategist_pick", "pick B9"),
        _step(3, "strategist_place", "place 2"),
        _step(3, "claim", "claim 2"),
        _step(3, "draw_strategist", "draw clan", "play SHIELD 6", "draw clan"),
        _step(3, "recruiter", "play RECRUITER"),
        _step(3, "recruit_first", "draw clan"),
        _step(3, "recruit_second", "draw clan"),
        _step(3, "recruit_third", "draw tactic"),
        _step(3, "return_first", "return Y1"),
        _step(3, "return_second", "return P1"),
        _step(3, "end"),
    )),
)
"""Lesson 1: the base game; lesson 2: the tactic cards; lesson 3: the ruses that move
cards (the Traitor, the Strategist, the Recruiter)."""

DEALS: Final = (BASE_DEAL, TACTICS_DEAL, RUSES_DEAL)


def lesson_start(number: int) -> GameState:
    """The table of lesson ``number`` (from 1) before its first step."""
    return build(DEALS[number - 1])


def replayed(number: int, upto: int) -> tuple[GameState, int]:
    """Lesson ``number`` played by its script up to (not including) step ``upto``, and the
    number of events before the player's last action (where a waiting draw is looked for)."""
    state = lesson_start(number)
    since = len(state.events)
    for step in LESSONS[number - 1].steps[:upto]:
        if step.kind == "action":
            since = len(state.events)
            state.play(Action.from_text(step.expect))
        for text in step.then:
            state.play(Action.from_text(text))
    return state, since
