"""Full saves (validated on load), replays, position JSON and sampled states."""

import json
import random

import pytest

import game
from tests.engine_support import VARIANTS, random_round


def midgame(seed: int = 3, steps: int = 40, tactics: bool = True) -> game.GameState:
    state = game.new_game(game.GameConfig(tactics=tactics), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if state.to_move is None:
            break
        state.play(rng.choice(state.legal_actions()))
    return state


def test_save_round_trips_and_replays() -> None:
    state = midgame()
    data = json.loads(state.to_json())
    assert data["format"] == "schotten-totten/game@1"
    again = game.GameState.from_json(state.to_json())
    assert again == state
    replayed = game.replay(state.config, data["seed"], data["first"], data["actions"])
    assert replayed == state


@pytest.mark.parametrize(
    ("mangle", "message"),
    [
        (lambda d: "{not json", "not valid JSON"),
        (lambda d: json.dumps([1, 2]), "not a JSON object"),
        (lambda d: json.dumps({**d, "format": "schotten-totten/game@9"}), "another version"),
        (lambda d: json.dumps({**d, "format": "chess"}), "format tag"),
        (lambda d: json.dumps({**d, "config": {**d["config"], "edition": "x"}}), "edition"),
        (lambda d: json.dumps({**d, "actions": d["actions"] + [[0, "fly away"]]}), "action"),
        (lambda d: json.dumps({**d, "actions": [[1 - d["first"], "pass"]]}), "wrong seat"),
        (lambda d: json.dumps({**d, "hands": [d["hands"][1], d["hands"][0]]}), "'hands'"),
        (lambda d: json.dumps({**d, "seed": "abc"}), "seed"),
        (lambda d: json.dumps({**d, "actions": "x"}), "action list"),
    ],
)
def test_malformed_saves_are_refused_with_a_reason(mangle, message: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(midgame().to_json())
    with pytest.raises(game.InvalidDataError, match=message):
        game.GameState.from_json(mangle(data))


def test_illegal_move_in_a_save_is_refused() -> None:
    state = midgame()
    data = json.loads(state.to_json())
    data["actions"][0][1] = "claim 9"
    with pytest.raises(game.InvalidDataError, match="illegal"):
        game.GameState.from_json(json.dumps(data))


def test_sampled_state_without_history_round_trips_and_is_checked() -> None:
    state = midgame()
    seat = state.to_move if state.to_move is not None else 0
    sampled = game.determinize(state.view(seat), random.Random(1))
    text = sampled.to_json()
    assert game.GameState.from_json(text) == sampled
    data = json.loads(text)
    data["hands"][0].append(data["clan_deck"][0])
    with pytest.raises(game.InvalidDataError, match="twice"):
        game.GameState.from_json(json.dumps(data))
    data = json.loads(text)
    data["hands"][0].append("Q7")
    with pytest.raises(game.InvalidDataError):
        game.GameState.from_json(json.dumps(data))


def test_determinized_state_shows_the_same_view() -> None:
    for config in VARIANTS:
        state = midgame(seed=8, steps=55, tactics=config.tactics)
        for seat in (0, 1):
            view = state.view(seat)
            for salt in range(3):
                sampled = game.determinize(view, random.Random(salt))
                again = sampled.view(seat)
                assert again.hand == view.hand and again.stones == view.stones
                assert again.legal == view.legal
                assert again.known_in_decks == view.known_in_decks
                assert sorted(sampled.hands[1 - seat]) != [] or view.opponent_hand_size == 0


def test_position_json_matches_the_state_claims() -> None:
    for seed in range(30):
        state = random_round(VARIANTS[seed % len(VARIANTS)], seed)
        position = game.parse_position(game.position_json(state))
        expected = [[s + 1 for s in state.claimable(0)], [s + 1 for s in state.claimable(1)]]
        assert position.claimable() == expected


def test_position_json_shape() -> None:
    data = json.loads(game.position_json(midgame()))
    assert data["format"] == "schotten-totten/position@1"
    assert [stone["stone"] for stone in data["stones"]] == list(range(1, 10))
    assert set(data["stones"][0]) == {"stone", "owner", "modes", "sides", "completed"}


@pytest.mark.parametrize(
    ("edit", "message"),
    [
        (lambda d: d.update(format="x"), "format tag"),
        (lambda d: d["stones"][0]["sides"][0].append("Z9"), "unknown card"),
        (lambda d: d["stones"][0]["sides"][0].extend(["R1", "R2", "R3", "R4"]), "at most 3"),
        (lambda d: d["discard"].extend(["R1", "R1"]), "R1 also appears"),
        (lambda d: d["stones"].pop(), "nine stones"),
        (lambda d: d["stones"][2].update(owner=7), "owner"),
        (lambda d: d["stones"][2].update(modes=["SPY"]), "modes may only"),
        (lambda d: d["stones"][2]["sides"][1].append("MUD"), "only clan cards"),
    ],
)
def test_bad_positions_are_rejected_with_the_problem_named(edit, message: str) -> None:  # type: ignore[no-untyped-def]
    data = json.loads(game.position_json(game.new_game(game.GameConfig(tactics=True), 1)))
    edit(data)
    with pytest.raises(game.InvalidDataError, match=message):
        game.parse_position(json.dumps(data))
