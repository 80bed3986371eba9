"""Computer players: legal moves in every variant, no peeking, determinism, budget, strength."""

from __future__ import annotations

import random

import pytest

import game
from game.schotten.actions import CLAN_DECK, TACTIC_DECK
from game.schotten.ai import LEVELS, Player, make_player
from game.schotten.ai.hard import EvenSampledBoard, HardPlayer, SampledBoard
from game.schotten.ai.medium import MediumPlayer
from game.schotten.tournament import play_round
from tests.clock_support import WorkClock

VARIANTS = [
    (tactics, timing)
    for tactics in (False, True)
    for timing in ("after_play", "start_of_turn")
]


def quick_players() -> dict[str, Player]:
    """Every level; the hard one with a fixed, tiny search so that tests stay fast."""
    return {
        "random": make_player("random"),
        "easy": make_player("easy"),
        "medium": make_player("medium"),
        "hard": HardPlayer(budget_ms=10_000, samples=2),
    }


def test_registry_names_every_level() -> None:
    assert {"random", "easy", "medium", "hard"} <= set(LEVELS)
    assert make_player("hard@50").name == "hard@50"
    with pytest.raises(ValueError):
        make_player("hard@zero")
    with pytest.raises(ValueError):
        make_player("expert")


@pytest.mark.parametrize(("tactics", "timing"), VARIANTS)
def test_every_level_plays_only_legal_actions(tactics: bool, timing: str) -> None:
    config = game.GameConfig(tactics=tactics, claim_timing=timing)
    players = quick_players()
    pairs = [("easy", "medium"), ("medium", "random"), ("hard", "easy")]
    for index, (first, second) in enumerate(pairs):
        seed = 100 + index
        state = game.new_game(config, seed)
        seats = (players[first], players[second])
        rngs = (random.Random(seed), random.Random(-seed))
        moves = 0
        while state.to_move is not None and moves < 400:
            seat = state.to_move
            view = state.view(seat)
            action = seats[seat].choose(view, rngs[seat])
            assert action in view.legal, (seats[seat].name, action, view.phase)
            if action.kind is not game.Kind.CLAIM and any(
                a.kind is game.Kind.CLAIM for a in view.legal
            ):
                pytest.fail(f"{seats[seat].name} did not claim a claimable stone")
            state.play(action)
            moves += 1
        assert state.outcome is not None


def _views_with_different_hidden_cards(
    tactics: bool, seed: int, plies: int
) -> tuple[game.PlayerView, game.GameState, game.GameState]:
    """Two full states that show the seat to move the same view but hide other cards."""
    config = game.GameConfig(tactics=tactics)
    state = game.new_game(config, seed)
    rng = random.Random(seed)
    for _ in range(plies):
        legal = state.legal_actions()
        state.play(legal[rng.randrange(len(legal))])
        if state.to_move is None:
            break
    while state.to_move is not None and state.phase is not game.Phase.PLAY:
        state.play(state.legal_actions()[0])
    seat = state.to_move
    assert seat is not None
    view = state.view(seat)
    one = game.determinize(view, random.Random(1))
    two = game.determinize(view, random.Random(2))
    assert one.hands[1 - seat] != two.hands[1 - seat] or one.clan_deck != two.clan_deck
    return view, one, two


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
@pytest.mark.parametrize("tactics", [False, True])
def test_decisions_do_not_depend_on_hidden_cards(level: str, tactics: bool) -> None:
    for seed in (3, 4):
        view, one, two = _views_with_different_hidden_cards(tactics, seed, plies=14)
        seat = view.seat
        assert one.view(seat).legal == two.view(seat).legal
        player = quick_players()[level]
        first = player.choose(one.view(seat), random.Random(9))
        second = player.choose(two.view(seat), random.Random(9))
        assert first == second


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_same_view_and_seed_give_the_same_decision(level: str) -> None:
    view, _, _ = _views_with_different_hidden_cards(True, 5, plies=10)
    decisions = {quick_players()[level].choose(view, random.Random(4)) for _ in range(3)}
    assert len(decisions) == 1


def test_hard_respects_its_budget() -> None:
    """The clock is read after every step of every playout: with a clock that moves 1 ms a
    reading, a 200 ms budget ends the search within a step of 200 readings, whatever the
    machine is doing (how long the steps really take is measured in
    benchmarks/ai_timing.py)."""
    view, _, _ = _views_with_different_hidden_cards(False, 6, plies=6)
    player = HardPlayer(budget_ms=200)
    clock = WorkClock(tick=0.001)
    player.clock = clock
    action = player.choose(view, random.Random(1))
    assert action in view.legal
    assert player.searched
    assert clock.readings <= 1 + 200 + 1
    assert player.last_samples == 6 or player.last_cut


def test_hard_cuts_a_sample_short_when_the_budget_is_tiny() -> None:
    view, _, _ = _views_with_different_hidden_cards(True, 7, plies=8)
    player = HardPlayer(budget_ms=1)
    clock = WorkClock(tick=0.001)
    player.clock = clock
    action = player.choose(view, random.Random(1))
    assert action in view.legal
    assert player.last_cut and clock.readings <= 3  # the start, one step, past the budget


def test_sampled_board_gives_the_opponent_its_sampled_hand() -> None:
    view, one, _ = _views_with_different_hidden_cards(False, 8, plies=12)
    seat = view.seat
    board = SampledBoard.from_world(one, seat)
    assert board.their_hand == sum(1 << card for card in one.hands[1 - seat] if card < 54)
    assert board.deck == sum(1 << card for card in one.clan_deck)
    assert board.deck & board.their_hand == 0
    chances = board.chances()
    assert all(0.0 <= p <= 1.0 for p in chances)


def test_the_base_game_leaf_judges_the_opponents_empty_sides_by_chances() -> None:
    view, one, _ = _views_with_different_hidden_cards(False, 8, plies=12)
    seat = view.seat
    empty = [stone for stone in range(9)
             if one.owner[stone] is None and not one.sides[stone][1 - seat]]
    assert empty
    their_clan = [card for card in one.hands[1 - seat] if card < 54]
    changed = {"plain": 0, "even": 0}
    for held in their_clan:
        for drawn in one.clan_deck[:6]:
            # The same view with one card of the opponent's hand swapped for a deck card.
            other = one.copy()
            hand = other.hands[1 - seat]
            hand[hand.index(held)] = drawn
            other.clan_deck[other.clan_deck.index(drawn)] = held
            for name, leaf in (("plain", SampledBoard), ("even", EvenSampledBoard)):
                before = leaf.from_world(one, seat)
                after = leaf.from_world(other, seat)
                changed[name] += sum(before.outlook(s, 1 - seat) != after.outlook(s, 1 - seat)
                                     for s in empty)
    # Counted as sure, the sampled hand decides the empty sides; judged by chances, only
    # how many cards the opponent may still get there counts, not which of them it holds.
    assert changed["plain"] > 0 and changed["even"] == 0
    player = HardPlayer()
    assert player.base_leaf_type is EvenSampledBoard and player.leaf_type is SampledBoard


def test_the_base_game_leaf_counts_on_fewer_draws() -> None:
    _, one, _ = _views_with_different_hidden_cards(False, 8, plies=12)
    seat = one.to_move
    assert seat is not None
    even = EvenSampledBoard.from_world(one, seat)
    plain = SampledBoard.from_world(one, seat)
    # Early in the round the horizon, not the deck or the open slots, bounds the draws.
    assert len(one.clan_deck) >= 2 * plain.horizon
    assert even.horizon < plain.horizon
    assert (even.my_reach, even.their_reach) == (even.horizon, even.horizon)
    assert (plain.my_reach, plain.their_reach) == (plain.horizon, plain.horizon)
    # So each deck card is less likely to arrive, and a side that still needs deck cards
    # looks weaker at the base game's leaf.
    assert even.deck_chance_mine < plain.deck_chance_mine
    assert even.deck_chance_theirs < plain.deck_chance_theirs
    started = [s for s in range(9) if one.owner[s] is None and one.sides[s][seat]]
    assert started
    assert any(even.outlook(s, seat) != plain.outlook(s, seat) for s in started)


def _wins(level: str, opponent: str, games: int, tactics: bool) -> float:
    config = game.GameConfig(tactics=tactics)
    players = (make_player(level), make_player(opponent))
    wins = 0.0
    for index in range(games):
        a_seat = index % 2
        seats = players if a_seat == 0 else (players[1], players[0])
        state = play_round(config, seats, 500 + index)
        assert state.outcome is not None
        if state.outcome.winner == a_seat:
            wins += 1
        elif state.outcome.winner is None:
            wins += 0.5
    return wins


def test_medium_beats_random() -> None:
    assert _wins("medium", "random", 20, tactics=False) >= 18
    assert _wins("medium", "random", 10, tactics=True) >= 9


def test_medium_beats_easy() -> None:
    assert _wins("medium", "easy", 20, tactics=False) >= 12


def test_easy_beats_random() -> None:
    assert _wins("easy", "random", 20, tactics=False) >= 16


@pytest.mark.parametrize("timing", ["after_play", "start_of_turn"])
def test_medium_draws_a_tactic_card_only_to_answer_one(timing: str) -> None:
    """The full judgement (and so hard, which draws as it does) takes a tactic card only
    when it holds none and the opponent has played more of them: never a card the limit
    would keep in its hand, never one that would open the tactic cards to the opponent.
    The medium level keeps the old rule, so that hard stays a step above it."""
    config = game.GameConfig(tactics=True, claim_timing=timing)
    assert HardPlayer().medium.answer_tactics
    assert not MediumPlayer.level().answer_tactics
    medium = MediumPlayer()
    opponent = make_player("random")
    drawn = {TACTIC_DECK: 0, CLAN_DECK: 0}
    for seed in range(6):
        state = game.new_game(config, 300 + seed)
        rngs = (random.Random(seed), random.Random(-seed))
        seats = (medium, opponent) if seed % 2 == 0 else (opponent, medium)
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            action = seats[seat].choose(view, rngs[seat])
            if seats[seat] is medium and view.phase is game.Phase.DRAW and action.deck:
                drawn[action.deck] += 1
                if action.deck == TACTIC_DECK:
                    mine, theirs = view.tactics_played[seat], view.tactics_played[1 - seat]
                    assert theirs > mine, view.tactics_played
                    assert not any(card >= 54 for card in view.hand)
            state.apply(action)
    assert drawn[TACTIC_DECK] > 0 and drawn[CLAN_DECK] > 0, drawn


def test_easy_answers_a_tactic_card_so_the_player_is_not_locked_out() -> None:
    """A tactic card may be played only while its player has played no more than one more
    than the opponent; an easy opponent that never played one kept a newcomer's tactic
    cards dimmed for the whole round. Easy now draws one in answer and plays it, and
    otherwise draws clan cards as before."""
    easy, rng = make_player("easy"), random.Random(3)
    answered = draws = 0
    for seed in range(12):
        state = game.new_game(game.GameConfig(tactics=True), 500 + seed)
        while state.to_move is not None and len(state.log) < 80:
            seat = state.to_move
            view = state.view(seat)
            if seat == 0:  # plays every tactic card it may, and draws tactic cards
                tactic = [a for a in view.legal
                          if a.kind is game.Kind.PLAY and (a.card or 0) >= 54]
                draw = [a for a in view.legal
                        if a.kind is game.Kind.DRAW and a.deck == TACTIC_DECK]
                state.play((tactic or draw or view.legal)[0])
                continue
            action = easy.choose(view, rng)
            if action.kind is game.Kind.DRAW and view.clan_deck_size and view.tactic_deck_size:
                draws += 1
                holds = any(card >= 54 for card in view.hand)
                behind = view.tactics_played[1] < view.tactics_played[0]
                assert action.deck == (TACTIC_DECK if behind and not holds else CLAN_DECK)
            state.play(action)
        answered += state.tactics_played[1]
    assert draws > 50 and answered >= 8


def test_the_strategist_moves_its_own_clan_card_rather_than_discard_it() -> None:
    """An expert called hard's Strategist spent on discarding its own card weak: the levels
    offer it only moves of their own clan cards (a combat mode may still be discarded),
    and discard such a card only where it can go nowhere else."""
    from game.schotten.ai.medium import Evaluator, place_scores, ruse_options
    from game.schotten.cards import STRATEGIST
    from tests.engine_support import act, arrange

    state = arrange(game.GameConfig(tactics=True), hands=("G9 R1 B1 Y1 O1", "G8 R2 B2"),
                    sides={2: ("R7", ""), 5: ("B4 B5", "Y9")})
    state.hands[0].append(STRATEGIST)
    state.tactic_deck.remove(STRATEGIST)
    options = ruse_options(Evaluator(state.view(0)), STRATEGIST)
    assert {card for card, _ in options} >= {game.parse_card(c) for c in ("R7", "B4", "B5")}
    assert all(to is not None for _, to in options)
    act(state, "play STRATEGIST")
    for level in ("medium", "hard#2"):
        trial = state.copy()
        player = make_player(level)
        while trial.to_move == 0 and trial.phase is not game.Phase.PLAY:
            action = player.choose(trial.view(0), random.Random(3))
            assert action.kind is not game.Kind.DISCARD, level
            trial.play(action)
    # Where the card can go nowhere else, the discard is what is left.
    only = [game.Action.from_text("discard")]
    act(state, "pick R7")
    assert list(place_scores(Evaluator(state.view(0)), state.phase, only)) == only
