"""The medium level: a one-move look-ahead by the position evaluation.

For every legal action the player builds the board that would follow, estimates its
chance of winning each stone from what it can see (``evaluation.JudgedBoard``, the
evaluation of issue 24) and turns those chances into the chance of winning the round.
A clan card's score is the average of that and a second estimate that counts every
completion of every side (``completions``): the two err differently, and their average
plays better than either (``SECOND_OPINION``; in the tactics variant the evaluation
judges the stones touched by tactic cards for the second estimate). Tactic cards are
judged by the change they make, against what the best clan card would do, minus what the
card is worth kept.

The medium level the game offers (``MediumPlayer.level``) gives the second estimate a
smaller share and a shorter horizon in the base game (``LEVEL_SECOND_OPINION``), so that
it is a step below the hard level, which searches from the full blend (``MediumPlayer()``).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Final

from game.schotten.actions import CLAN_DECK, TACTIC_DECK, Action, Kind
from game.schotten.ai.completions import HORIZON, Completions
from game.schotten.ai.easy import build_score
from game.schotten.ai.evaluation import JudgedBoard
from game.schotten.ai.heuristics import Board, position_value, value_gradient
from game.schotten.cards import (
    BANSHEE,
    BLUFF,
    COMBAT_MODES,
    JOKER1,
    JOKER2,
    MUD,
    RECRUITER,
    SHIELD,
    SPY,
    STRATEGIST,
    TRAITOR,
    Card,
)
from game.schotten.formations import evaluate
from game.schotten.model import Phase
from game.schotten.view import PlayerView

KEEP_VALUE: dict[Card, float] = {
    JOKER1: 0.06, JOKER2: 0.06, SPY: 0.04, SHIELD: 0.03, BLUFF: 0.03, MUD: 0.03,
    RECRUITER: 0.02, STRATEGIST: 0.03, BANSHEE: 0.03, TRAITOR: 0.04,
}
"""What a tactic card is worth in the hand, on the scale of ``position_value``: it must
gain at least this much to be played (playing it also frees the opponent to play one)."""

BUILD_WEIGHT = 0.008
"""Weight of the easy level's formation-building instinct, added to the look-ahead: the
chance estimates alone undervalue finishing a formation quickly. With the issue-24
evaluation (400 paired base games against the frozen medium, seed 7000): 0 → 46.8%,
0.0025 → 52.3%, 0.005 → 55.8%, 0.008 → 56.0%, 0.015 (the weight before) → 51.8%,
0.04 → 51.5% (docs/ai.md)."""

SECOND_OPINION = 0.5
"""Share of the completion estimate (``completions.Completions``) in a clan card's score
in the base game, the rest being the evaluation's score above. Set to an even average,
not tuned: on 800 paired base games against the frozen medium (seed 20000, both claim
timings) the average won 63.6% where the evaluation alone won 56.3% (+7.4 ± 4.3 points
paired; docs/ai.md, *A second opinion*)."""

TACTICS_SECOND_OPINION = 0.5
"""The same share in the tactics variant, where the evaluation judges the stones touched
by tactic cards for the completion estimate. On 800 paired tactics games against the
frozen medium (seed 20000, both claim timings): 0 → 51.5%, 0.3 → 59.1%, 0.5 → 59.2%
(+7.7 ± 4.6 points paired), 0.7 → 57.5%; on 1600 fresh games (seeds 1 and 1001) 0.5
gained nothing measurable (−0.1 ± 3.3), but hard, which searches medium's candidates
from its prior, gained +6.1 ± 3.8 on 1200 (docs/ai.md, *The second estimate in the
tactics variant*)."""

LEVEL_SECOND_OPINION = 0.25
"""The completion estimate's share in the base game for the medium level the game offers
(``MediumPlayer.level``), which also counts on fewer draws (``LEVEL_HORIZON``). The full
judgement (``SECOND_OPINION`` and ``completions.HORIZON``) is what the hard level searches
from and what the hints use; with it as the medium level, hard won only 52.2% of 1 200
base games against medium and the two levels were the same opponent to a player. The
milder blend keeps medium well ahead of the medium of before issue 24 (61.5% and 61.3%
of 400 paired base games per claim timing, seed 1; the full judgement 70.0% and 68.3%)
and leaves hard a step above it, at the line of the issue's 60% (60.5% and 60.3% of 400
per timing, seed 2001; 59.8% and 60.4% of 800 with seed 3001 added; 63.5% of 200 on
seed 1, where hard won 50.5% of the same deals against the full judgement;
docs/ai.md, *The medium level as a step below hard*). It costs time: the shorter
horizon walks further down each side's completions (a mean of 9.6 ms a base-game play
against the full judgement's 8.8 ms; docs/ai.md, *Decision time*). In the tactics
variant medium keeps the full judgement: hard already wins 64.3% against it there."""
LEVEL_HORIZON = 6
"""Draws per seat the medium level's completion estimate counts on in the base game
(see ``LEVEL_SECOND_OPINION``)."""

_LATE = 1 << 30
"""An event number later than any on the table: a side completed by the move considered."""


def hand_without(hand: Sequence[Card], card: Card) -> tuple[Card, ...]:
    cards = list(hand)
    if card in cards:
        cards.remove(card)
    return tuple(cards)


def add_card(board: Board, seat: int, card: Card, stone: int) -> None:
    side = board.sides[stone][seat] + (card,)
    board.sides[stone][seat] = side
    if len(side) >= board.capacity[stone]:
        board.completed[stone][seat] = _LATE + len(side)


def remove_card(board: Board, seat: int, card: Card, stone: int) -> None:
    """Take a card or a combat mode off ``stone`` (Strategist, Banshee, Traitor)."""
    if card == BLUFF:
        board.bluff[stone] = False
        return
    if card == MUD:
        board.capacity[stone] = 3
        for side_seat in (0, 1):
            side = board.sides[stone][side_seat]
            if len(side) == 4:
                drop = max(side, key=lambda c: evaluate(
                    [x for x in side if x != c], board.bluff[stone]))
                side = tuple(c for c in side if c != drop)
                board.sides[stone][side_seat] = side
            if len(side) == 3 and board.completed[stone][side_seat] is None:
                board.completed[stone][side_seat] = _LATE
        return
    board.sides[stone][seat] = tuple(c for c in board.sides[stone][seat] if c != card)
    board.completed[stone][seat] = None


def add_mode(board: Board, card: Card, stone: int) -> None:
    if card == BLUFF:
        board.bluff[stone] = True
        return
    board.capacity[stone] = 4
    board.completed[stone] = [None, None]


def cards_on_table(board: Board, seat: int, clan_only: bool = False) -> list[tuple[Card, int]]:
    """``(card, stone)`` for ``seat``'s cards on unclaimed stones."""
    found: list[tuple[Card, int]] = []
    for stone in range(9):
        if board.owner[stone] is not None:
            continue
        found.extend((card, stone) for card in board.sides[stone][seat]
                     if not clan_only or card < 54)
    return found


class Evaluator:
    """Scores the boards that follow candidate actions, from one view."""

    def __init__(self, view: PlayerView, board_type: type[Board] = JudgedBoard) -> None:
        self.view = view
        self.board = board_type.from_view(view)
        self.me = view.seat
        self._without: dict[Card, list[float]] = {}
        self._linear: dict[Card, tuple[float, list[float]]] = {}
        self.current = self.chances_without(None)
        self.value_now = position_value(self.current)

    def chances_without(self, card: Card | None) -> list[float]:
        key = -1 if card is None else card
        found = self._without.get(key)
        if found is None:
            hand = self.board.hand if card is None else hand_without(self.board.hand, card)
            found = self.board.chances(hand)
            self._without[key] = found
        return found

    def after(self, board: Board, touched: Iterable[int], card: Card | None) -> float:
        """Value of ``board`` (a changed copy) where only ``touched`` stones changed and
        ``card`` has left the hand."""
        return position_value(self.chances_after(board, touched, card))

    def chances_after(self, board: Board, touched: Iterable[int],
                      card: Card | None) -> list[float]:
        """The stones' chances behind ``after``."""
        chances = self.chances_without(card)[:]
        hand = self.board.hand if card is None else hand_without(self.board.hand, card)
        for stone in touched:
            chances[stone] = board.stone_chance(stone, hand)
        return chances

    def place_chances(self, card: Card, stone: int) -> list[float]:
        """The stones' chances once ``card`` is played on ``stone``."""
        board = self.board.copy()
        add_card(board, self.me, card, stone)
        return self.chances_after(board, (stone,), card)

    def place(self, card: Card, stone: int) -> float:
        return position_value(self.place_chances(card, stone))

    def placed_value(self, card: Card, stone: int, chances: Sequence[float]) -> float:
        """``position_value(chances)`` for ``chances = place_chances(card, stone)``: only
        that stone differs from the hand without the card, and the value is linear in
        each stone's chance, so one value and its slopes serve every stone per card."""
        found = self._linear.get(card)
        if found is None:
            base = self.chances_without(card)
            found = self._linear[card] = (position_value(base), value_gradient(base))
        value, slopes = found
        return value + slopes[stone] * (chances[stone] - self.chances_without(card)[stone])

    def mode(self, card: Card, stone: int) -> float:
        board = self.board.copy()
        add_mode(board, card, stone)
        return self.after(board, (stone,), card)

    def move(self, seat: int, card: Card, origin: int, destination: int | None,
             spent: Card) -> float:
        """A card of ``seat`` leaves ``origin``; it goes to this player's side of
        ``destination`` (Traitor, Strategist) or to the discard pile (``None``)."""
        board = self.board.copy()
        remove_card(board, seat, card, origin)
        touched = [origin]
        if destination is not None:
            if card in COMBAT_MODES:
                add_mode(board, card, destination)
            else:
                add_card(board, self.me, card, destination)
            touched.append(destination)
        return self.after(board, touched, spent)

    def hand_loss(self, card: Card) -> float:
        """How much worse the position gets without ``card`` in the hand."""
        if card >= 54:
            return KEEP_VALUE[card]
        return self.value_now - position_value(self.chances_without(card))


class MediumPlayer:
    """Greedy over a one-move look-ahead; claims everything it can.

    ``MediumPlayer()`` judges with the full blend of the two estimates (what the hard
    level searches from and the hints use); ``MediumPlayer.level()`` is the medium level
    the game offers, a milder blend in the base game.
    """

    name = "medium"
    board_type: type[Board] = JudgedBoard
    """How the player judges a position (``evaluation.JudgedBoard``)."""

    def __init__(self, second_opinion: float = SECOND_OPINION, horizon: int = HORIZON,
                 answer_tactics: bool = True) -> None:
        self.second_opinion = second_opinion
        """The completion estimate's share of a clan card's score in the base game."""
        self.horizon = horizon
        """Draws per seat that estimate counts on in the base game."""
        self.answer_tactics = answer_tactics
        """Whether a tactic card is drawn only to answer one (``draw_choice``); if not,
        whenever none is held, as every level drew before the twenty-first session."""

    @classmethod
    def level(cls) -> MediumPlayer:
        """The medium level the game offers (``LEVEL_SECOND_OPINION``). It draws a tactic
        card whenever it holds none: with both levels drawing only to answer, neither
        opens and hard won 49.0% of 400 tactics games against it (seed 1), so the level
        keeps the old rule and hard stays a step above it there too."""
        return cls(LEVEL_SECOND_OPINION, LEVEL_HORIZON, answer_tactics=False)

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        ranked = self.rank(view)
        best = ranked[0][0]
        ties = [action for score, action in ranked if score >= best - 1e-9]
        return ties[rng.randrange(len(ties))] if len(ties) > 1 else ties[0]

    def rank(self, view: PlayerView) -> list[tuple[float, Action]]:
        """Every legal action with its score, best first (equal scores keep legal order)."""
        legal = view.legal
        for action in legal:
            if action.kind is Kind.CLAIM:
                return [(1.0, action)]
        if len(legal) == 1:
            return [(0.0, legal[0])]
        phase = view.phase
        if phase is Phase.DRAW or phase is Phase.RECRUIT_DRAW:
            return _scored(legal, {draw_choice(view, self.answer_tactics): 1.0})
        evaluator = Evaluator(view, self.board_type)
        if phase is Phase.PLAY:
            scores = play_scores(evaluator, legal, self.second_opinion, self.horizon)
        elif phase is Phase.RECRUIT_RETURN:
            scores = {a: -evaluator.hand_loss(a.card) for a in legal if a.card is not None}
        elif phase in (Phase.STRATEGIST_PICK, Phase.BANSHEE_PICK, Phase.TRAITOR_PICK):
            scores = pick_scores(evaluator, phase, legal)
        else:
            scores = place_scores(evaluator, phase, legal)
        return _scored(legal, scores)


def _scored(legal: Sequence[Action], scores: dict[Action, float]) -> list[tuple[float, Action]]:
    ranked = [(scores.get(action, -10.0), index, action) for index, action in enumerate(legal)]
    ranked.sort(key=lambda item: (-item[0], item[1]))
    return [(score, action) for score, _, action in ranked]


def draw_choice(view: PlayerView, answer: bool = True) -> Action:
    """The deck to draw from: a tactic card only to answer one (``answer=False``:
    whenever none is held, the rule of before).

    A tactic card is drawn only when none is in hand, more than four clan cards are
    left, and the opponent has played more tactic cards this round than this player.
    Such a card can be played at once (the limit lets a player catch up), and playing it
    only evens the count. The earlier rule (until issue 24's twenty-first session) drew
    one whenever none was in hand: after playing first, or when the opponent held back,
    that card could not be played (the limit) and took a hand slot for the rest of the
    round, and every tactic card played first lets the opponent play one more. Against
    the frozen hard of before issue 24, in the tactics variant, this rule took hard from
    59.1% to 62.3% of 1 600 games on three sets of deals (from 55.5% to 66.0% of the 400
    where it had fallen short; docs/ai.md, *Tactic cards only in answer*)."""
    held = sum(1 for card in view.hand if card >= 54)
    mine = view.tactics_played[view.seat]
    theirs = view.tactics_played[1 - view.seat]
    if (view.tactic_deck_size and held == 0 and (theirs > mine or not answer)
            and view.clan_deck_size > 4):
        return Action(Kind.DRAW, deck=TACTIC_DECK)
    return Action(Kind.DRAW, deck=CLAN_DECK)


def play_scores(evaluator: Evaluator, legal: Sequence[Action],
                second_opinion: float = SECOND_OPINION,
                horizon: int = HORIZON) -> dict[Action, float]:
    """Every play's score. ``second_opinion`` and ``horizon`` set the completion
    estimate's share and draws in the base game; the tactics variant always takes
    ``TACTICS_SECOND_OPINION`` and ``completions.HORIZON``."""
    scores: dict[Action, float] = {}
    ruses: list[Action] = []
    if evaluator.view.config.tactics:
        share, horizon = TACTICS_SECOND_OPINION, HORIZON
    else:
        share = second_opinion
    opinion = Completions(evaluator.view, horizon) if share > 0.0 else None
    for action in legal:
        card, stone = action.card, action.stone
        if action.kind is Kind.PASS:
            scores[action] = evaluator.value_now
        elif card is None:
            continue
        elif card < 54 and stone is not None:
            side = evaluator.board.sides[stone][evaluator.me]
            chances = evaluator.place_chances(card, stone)
            score = evaluator.placed_value(card, stone, chances) + BUILD_WEIGHT * build_score(
                side, card, evaluator.board.capacity[stone])
            if opinion is not None:
                # The completion estimate knows clan cards only: the evaluation judges
                # the stones touched by tactic cards for it (none in the base game).
                second = opinion.play_value(card, stone, chances)
                score += share * (second - score)
            scores[action] = score
        else:
            ruses.append(action)
    if not ruses:
        return scores
    best_clan = max(scores.values()) if scores else evaluator.value_now
    now = evaluator.value_now
    for action in ruses:
        card, stone = action.card, action.stone
        assert card is not None
        if stone is not None:
            if card in COMBAT_MODES:
                gain = evaluator.mode(card, stone) - now
            else:
                gain = evaluator.place(card, stone) - now
        else:
            gain = ruse_gain(evaluator, card)
        scores[action] = best_clan + gain - KEEP_VALUE[card]
    return scores


def ruse_gain(evaluator: Evaluator, card: Card) -> float:
    """The best change a ruse can make now (picks and places chosen at their best)."""
    if card == RECRUITER:
        view = evaluator.view
        clan = [c for c in evaluator.board.hand if c < 54]
        weak = sum(1 for c in clan if evaluator.hand_loss(c) < 0.005)
        if view.clan_deck_size + view.tactic_deck_size >= 3 and weak >= 2:
            return 0.01 * weak
        return 0.0
    options = ruse_options(evaluator, card)
    return max(options.values(), default=0.0) - evaluator.value_now


KEEP_OWN_CARDS: Final = True
"""The Strategist moves its own clan cards, never discards them (a combat mode it may
discard): an expert called hard's Strategist spent on discarding its own card weak, and
without that option hard won 70.0% of 400 tactics games against medium where it had won
68.25% on the same deals (+1.8 ± 2.8 points, 33 games played differently; docs/ai.md,
*The Strategist keeps its own cards*)."""


def ruse_options(evaluator: Evaluator, card: Card) -> dict[tuple[Card, int | None], float]:
    """For each (picked card, destination or None for the discard pile), the value after."""
    me, board = evaluator.me, evaluator.board
    options: dict[tuple[Card, int | None], float] = {}
    if card == BANSHEE:
        for picked, origin in _modes_and_cards(evaluator, 1 - me):
            options[(picked, None)] = evaluator.move(1 - me, picked, origin, None, card)
    elif card == TRAITOR:
        open_stones = _open_stones(board, me)
        for picked, origin in cards_on_table(board, 1 - me, clan_only=True):
            for destination in open_stones:
                options[(picked, destination)] = evaluator.move(
                    1 - me, picked, origin, destination, card)
    elif card == STRATEGIST:
        for picked, origin in _modes_and_cards(evaluator, me):
            if picked in COMBAT_MODES or not KEEP_OWN_CARDS:
                options[(picked, None)] = evaluator.move(me, picked, origin, None, card)
            if picked in COMBAT_MODES:
                continue
            for destination in _open_stones(board, me):
                if destination != origin:
                    options[(picked, destination)] = evaluator.move(
                        me, picked, origin, destination, card)
    return options


def _modes_and_cards(evaluator: Evaluator, seat: int) -> list[tuple[Card, int]]:
    found = cards_on_table(evaluator.board, seat)
    for stone in evaluator.view.stones:
        if stone.owner is None:
            if stone.bluff == seat:
                found.append((BLUFF, stone.stone))
            if stone.mud == seat:
                found.append((MUD, stone.stone))
    return found


def _open_stones(board: Board, seat: int) -> list[int]:
    return [s for s in range(9) if board.owner[s] is None
            and len(board.sides[s][seat]) < board.capacity[s]]


_PHASE_CARD = {
    Phase.STRATEGIST_PICK: STRATEGIST, Phase.STRATEGIST_PLACE: STRATEGIST,
    Phase.BANSHEE_PICK: BANSHEE, Phase.TRAITOR_PICK: TRAITOR, Phase.TRAITOR_PLACE: TRAITOR,
}


def pick_scores(evaluator: Evaluator, phase: Phase,
                legal: Sequence[Action]) -> dict[Action, float]:
    options = ruse_options(evaluator, _PHASE_CARD[phase])
    best: dict[Card, float] = {}
    for (picked, _), value in options.items():
        best[picked] = max(value, best.get(picked, -10.0))
    return {a: best.get(a.card, -5.0) for a in legal if a.card is not None}


def place_scores(evaluator: Evaluator, phase: Phase,
                 legal: Sequence[Action]) -> dict[Action, float]:
    """Where the picked card goes: it has already left its stone in the view."""
    view = evaluator.view
    card = view.picked
    assert card is not None
    scores: dict[Action, float] = {}
    for action in legal:
        if action.kind is Kind.DISCARD:
            # A clan card of its own is discarded only when it can go nowhere else: left
            # unscored, it ranks below every place (``_scored``).
            if not (KEEP_OWN_CARDS and card not in COMBAT_MODES and len(legal) > 1):
                scores[action] = evaluator.value_now
        elif action.stone is not None:
            if card in COMBAT_MODES:
                scores[action] = evaluator.mode(card, action.stone)
            else:
                board = evaluator.board.copy()
                add_card(board, evaluator.me, card, action.stone)
                scores[action] = evaluator.after(board, (action.stone,), None)
    return scores
