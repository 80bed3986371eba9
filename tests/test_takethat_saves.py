"""Take That saves (rounds and whole games) and the multi-round game."""

from __future__ import annotations

import json
import random

import pytest

from game.takethat import (
    InvalidDataError,
    TakeThatConfig,
    TakeThatMatch,
    TakeThatState,
    new_round,
    replay,
)
from game.takethat.match import round_seed


def played(seed: int = 4, steps: int = 40, players: int = 3) -> TakeThatState:
    state = new_round(TakeThatConfig(players=players, professional=True), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        legal = state.legal_actions()
        state.play(legal[rng.randrange(len(legal))])
    return state


def test_a_save_replays_from_seed_and_actions() -> None:
    state = played()
    data = json.loads(state.to_json())
    assert data["format"] == "take-that/round@1"
    assert len(data["actions"]) == 40
    again = replay(state.config, data["seed"], data["dealer"], data["actions"])
    assert again == state


@pytest.mark.parametrize(("edit", "message"), [
    (lambda d: d.update(format="take-that/round@9"), "another version"),
    (lambda d: d.update(format="schotten-totten/game@1"), "format tag"),
    (lambda d: d["hands"][0].reverse(), "'hands' does not match"),
    (lambda d: d["actions"][3].__setitem__(1, "extend 20"), "action 4 is malformed"),
    (lambda d: d["actions"][0].__setitem__(0, 2), "wrong seat"),
    (lambda d: d["actions"].append([d["to_move"], "start 12"]), "illegal"),
    (lambda d: d["config"].update(players=7), "malformed"),
    (lambda d: d.update(seed="x"), "seed or dealer"),
])
def test_bad_saves_are_refused(edit: object, message: str) -> None:
    data = json.loads(played().to_json())
    edit(data)  # type: ignore[operator]
    with pytest.raises(InvalidDataError, match=message):
        TakeThatState.from_json(json.dumps(data))


def test_a_save_that_is_not_json_is_refused() -> None:
    with pytest.raises(InvalidDataError, match="not valid JSON"):
        TakeThatState.from_json("{")


def test_a_seedless_save_must_hold_every_card_once() -> None:
    data = json.loads(played().to_json())
    data["seed"] = None
    data["actions"] = []
    assert TakeThatState.from_json(json.dumps(data)).hands == data["hands"]
    data["pile"].append(data["row"][0] if data["row"] else data["hands"][0][0])
    with pytest.raises(InvalidDataError, match="appears twice"):
        TakeThatState.from_json(json.dumps(data))


def finish(state: TakeThatState, seed: int) -> None:
    rng = random.Random(seed)
    while state.to_move is not None:
        legal = state.legal_actions()
        state.apply(legal[rng.randrange(len(legal))])


def test_a_game_of_three_rounds_passes_the_deal_and_adds_up() -> None:
    config = TakeThatConfig(players=4, rounds=3)
    match = TakeThatMatch.start(config, seed=8, dealer=3)
    dealers = []
    while True:
        dealers.append(match.state.dealer)
        assert match.state.to_move == (match.state.dealer + 1) % 4
        finish(match.state, match.index)
        with pytest.raises(ValueError, match="record the current round"):
            match.next_round()
        match.record_round()
        with pytest.raises(ValueError, match="already recorded"):
            match.record_round()
        again = TakeThatMatch.from_json(match.to_json())
        assert again.totals == match.totals and again.state == match.state
        if match.is_over:
            break
        match.next_round()
    assert dealers == [3, 0, 1]
    assert len(match.results) == 3
    totals = match.totals
    assert totals == tuple(sum(r[s] for r in match.results) for s in range(4))
    assert match.winners == tuple(s for s in range(4) if totals[s] == max(totals))
    with pytest.raises(ValueError, match="game is over"):
        match.next_round()


def test_a_game_save_mid_round_round_trips_and_is_checked() -> None:
    match = TakeThatMatch.start(TakeThatConfig(players=2), seed=1)
    match.state.play(match.state.legal_actions()[0])
    text = match.to_json()
    assert TakeThatMatch.from_json(text).state == match.state
    data = json.loads(text)
    data["seed"] = 2
    with pytest.raises(InvalidDataError, match="do not add up"):
        TakeThatMatch.from_json(json.dumps(data))
    with pytest.raises(InvalidDataError, match="format tag"):
        TakeThatMatch.from_json(json.dumps({"format": "x"}))


def test_a_round_dealt_again_is_saved_with_its_deal_and_checked() -> None:
    match = TakeThatMatch.start(TakeThatConfig(players=3, rounds=2), seed=4, dealer=1)
    first = match.state.copy()
    match.state.play(match.state.legal_actions()[0])
    match.redeal()
    assert match.state.dealer == 1 and not match.state.log
    assert match.state.hands != first.hands
    data = json.loads(match.to_json())
    assert data["deal"] == 1
    assert TakeThatMatch.from_json(json.dumps(data)).state == match.state
    for deal in (0, 2, -1, "1", None):
        data["deal"] = deal
        with pytest.raises(InvalidDataError, match=r"do not add up|malformed"):
            TakeThatMatch.from_json(json.dumps(data))
    # A save from before rounds could be dealt again has no "deal", and reads as before.
    old = json.loads(TakeThatMatch.start(TakeThatConfig(players=3), seed=4).to_json())
    del old["deal"]
    assert TakeThatMatch.from_json(json.dumps(old)).deal == 0
    # The next round is dealt from the game's own seed again, and a finished round is not
    # dealt again.
    finish(match.state, 3)
    match.record_round()
    with pytest.raises(ValueError, match="over"):
        match.redeal()
    match.next_round()
    assert match.deal == 0 and match.state.seed == round_seed(match.seed, 1)
