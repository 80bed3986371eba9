"""Turns, claim timings, the end of a round, stalemate, matches and the golden deal."""

import pytest

import game
from game import Phase, Reason
from game.schotten import actions
from tests.engine_support import act, arrange, cards, legal_texts, phase, random_round

BASE = game.GameConfig()
CLASSIC = game.GameConfig(edition="classic")


def test_golden_deal_for_seed_1() -> None:
    state = game.new_game(BASE, seed=1)
    assert state.first == 0
    assert [game.card_text(c) for c in state.hands[0]] == ["B1", "P4", "O8", "G5", "G4", "Y7"]
    assert [game.card_text(c) for c in state.hands[1]] == ["P7", "R5", "R8", "G2", "B6", "O5"]
    assert [game.card_text(c) for c in state.clan_deck[-3:]] == ["R2", "P3", "R7"]
    tactics = game.new_game(game.GameConfig(tactics=True), seed=1)
    assert [game.card_text(c) for c in tactics.tactic_deck] == [
        "JOKER1", "SHIELD", "STRATEGIST", "SPY", "TRAITOR", "BANSHEE", "BLUFF",
        "RECRUITER", "MUD", "JOKER2"]


def test_the_same_seed_deals_the_same_whoever_starts() -> None:
    a = game.new_game(BASE, seed=5, first=0)
    b = game.new_game(BASE, seed=5, first=1)
    assert sorted(a.hands[0] + a.hands[1]) == sorted(b.hands[0] + b.hands[1])
    assert a.clan_deck == b.clan_deck


def test_a_turn_after_play_plays_claims_then_draws() -> None:
    state = arrange(BASE, ("R9 B1", "G1 G2"), sides={1: ("R7 R8", "")})
    deck = len(state.clan_deck)
    act(state, "play R9 1")
    assert state.phase is Phase.CLAIM and state.to_move == 0
    assert legal_texts(state) == {"claim 1", "done"}
    act(state, "claim 1")
    assert state.owner[0] == 0
    assert state.to_move == 1 and len(state.clan_deck) == deck - 1 and len(state.hands[0]) == 2


def test_start_of_turn_claims_wait_for_the_next_turn() -> None:
    state = arrange(CLASSIC, ("R9 B1", "G1 G2"), sides={1: ("R7 R8", "")})
    act(state, "play R9 1")
    assert state.to_move == 1 and state.owner[0] is None
    act(state, "play G1 5")
    assert state.to_move == 0 and state.phase is Phase.CLAIM
    act(state, "claim 1")
    assert phase(state) is Phase.PLAY and state.owner[0] == 0


def test_expert_rule_forces_start_of_turn_claims() -> None:
    config = game.GameConfig(expert=True, claim_timing="after_play")
    assert config.claim_timing == "start_of_turn"


def test_claiming_is_optional() -> None:
    state = arrange(BASE, ("R9 B1", "G1 G2"), sides={1: ("R7 R8", "")})
    act(state, "play R9 1", "done")
    assert state.owner[0] is None and state.to_move == 1


def test_three_adjacent_stones_end_the_round_at_once() -> None:
    # 7-8-9 colour runs cannot be beaten: each stone is provably won.
    state = arrange(BASE, ("R9", "G1"),
                    sides={1: ("B7 B8 B9", "G1"), 2: ("Y7 Y8 Y9", "P5"), 3: ("R7 R8", "")})
    act(state, "play R9 3", "claim 1", "claim 2", "claim 3")
    assert state.outcome == game.Outcome(0, Reason.THREE_ADJACENT)
    assert state.to_move is None and state.legal_actions() == []


def test_five_stones_anywhere_win() -> None:
    sides = {1: ("B1 B2 B3", ""), 3: ("Y1 Y2 Y3", ""), 5: ("G2 G3 G4", ""),
             7: ("P3 P4 P5", ""), 9: ("R7 R8", "")}
    state = arrange(BASE, ("R9", "O1"), sides=sides)
    for stone in (0, 2, 4, 6):
        state.owner[stone] = 0
    act(state, "play R9 9")
    assert legal_texts(state) == {"claim 9", "done"}
    act(state, "claim 9")
    assert state.outcome == game.Outcome(0, Reason.FIVE_STONES)


def test_the_round_ends_in_the_middle_of_a_series_of_claims() -> None:
    sides = {1: ("B7 B8 B9", ""), 2: ("Y7 Y8 Y9", ""), 3: ("G7 G8 G9", ""),
             5: ("P7 P8", "")}
    state = arrange(BASE, ("P9", "O1"), sides=sides)
    act(state, "play P9 5", "claim 1", "claim 2", "claim 3")
    assert state.outcome is not None and 4 not in state.stones_of(0)


def test_stalemate_after_two_passes_compares_stones() -> None:
    state = arrange(BASE, ("", ""), sides={1: ("B1 B2 B3", "R1"), 2: ("Y1 Y2", "")})
    state.owner[0] = 0
    state.clan_deck.clear()
    act(state, "pass")
    assert state.outcome is None
    act(state, "pass")
    assert state.outcome == game.Outcome(0, Reason.STALEMATE)


def test_stalemate_with_equal_stones_is_a_draw() -> None:
    state = arrange(BASE, ("", ""))
    state.clan_deck.clear()
    act(state, "pass", "pass")
    assert state.outcome == game.Outcome(None, Reason.STALEMATE)


def test_resigning_ends_the_round() -> None:
    state = game.new_game(BASE, 3)
    state.resign(0)
    assert state.outcome == game.Outcome(1, Reason.CONCEDED)


def test_match_scoring_over_three_rounds() -> None:
    match = game.Match.start(BASE, rounds=3, seed=11)
    firsts = []
    while True:
        firsts.append(match.state.first)
        rng_state = random_round_in_place(match.state, match.index)
        assert rng_state.outcome is not None
        result = match.record_round()
        winner = result.winner
        stones = result.stones
        if winner is not None:
            assert result.points[winner] == 5
            assert result.points[1 - winner] == stones[1 - winner]
        if match.is_over:
            break
        match.next_round()
        if winner is not None:
            assert match.state.first == winner
    assert len(match.results) == 3
    assert match.scores == (sum(r.points[0] for r in match.results),
                            sum(r.points[1] for r in match.results))
    assert match.winner in (0, 1, None)
    again = game.Match.from_json(match.to_json())
    assert again.scores == match.scores and again.state == match.state
    with pytest.raises(ValueError):
        match.next_round()


def random_round_in_place(state: game.GameState, salt: int) -> game.GameState:
    import random

    rng = random.Random(salt)
    while state.to_move is not None:
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        state.play(claims[0] if claims else rng.choice(legal))
    return state


def test_round_points() -> None:
    state = random_round(BASE, 4)
    points = game.round_points(state)
    assert state.outcome is not None and state.outcome.winner is not None
    assert points[state.outcome.winner] == 5
    assert points[1 - state.outcome.winner] == len(state.stones_of(1 - state.outcome.winner))


def test_claim_check_explains_a_refusal_with_cards() -> None:
    state = arrange(BASE, ("G5", "B1"), sides={4: ("Y5 P5", "B8 B9"), 1: ("R7 R8 R9", "")})
    act(state, "play G5 4")
    assert state.phase is Phase.CLAIM and legal_texts(state) == {"claim 1", "done"}
    check = state.claim_check(0, 3)
    assert not check.claimable
    assert check.counterexample is not None and check.counterexample.added == tuple(cards("B7"))
    assert "B7" in check.reason
    with pytest.raises(game.IllegalActionError, match="B7"):
        state.play(game.Action.from_text("claim 4"))


def test_every_refusal_has_a_code_with_fields_that_fill_its_text() -> None:
    from game.schotten.refusals import TEXTS

    state = arrange(game.GameConfig(tactics=True), ("R1 SPY RECRUITER", "B1"),
                    sides={2: ("G1 G2 G3", ""), 4: ("Y5 P5 O5", "B8 B9")})
    state.owner[1] = 1
    codes = set()
    attempts = [game.Action.from_text(text) for text in [
        "play R9 1", "play R1 2", "play RECRUITER 3", "pass", "claim 1",
        "draw clan", "return R1", "pick R1", "place 1", "discard"]]
    attempts.append(actions.play(cards("SPY")[0]))  # the text form refuses this shape
    for action in attempts:
        refusal = state.refusal(action)
        assert refusal is not None and refusal.code in TEXTS
        assert refusal.text() == state.explain_illegal(action)
        codes.add(refusal.code)
    assert {"not_in_hand", "stone_claimed", "goes_to_discard", "needs_stone",
            "must_play", "wrong_phase"} <= codes
    assert state.refusal(game.Action.from_text("play R1 1")) is None
    check = state.claim_check(0, 3)
    assert check.refusal == game.Refusal("could_be_beaten", {"stone": 4, "cards": "B7"})
    empty = state.claim_check(0, 0).refusal
    assert empty is not None and empty.code == "side_incomplete"


def test_preview_leaves_the_state_untouched() -> None:
    state = arrange(BASE, ("R9 B1", "G1 G2"), sides={1: ("R7 R8", "")})
    before = state.to_json()
    trial = state.preview([game.Action.from_text("play R9 1")])
    assert trial.phase is Phase.CLAIM and state.to_json() == before
    with pytest.raises(game.IllegalActionError):
        state.preview([game.Action.from_text("play G1 1")])


def test_restart_round_deals_the_same_round_again() -> None:
    match = game.Match.start(BASE, rounds=3, seed=5)
    first_deal = match.state.to_json()
    random_round_in_place(match.state, 1)
    match.record_round()
    match.restart_round()
    assert match.results == [] and match.state.to_json() == first_deal
