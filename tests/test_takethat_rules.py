"""Table tests for every rule of Take That (shared/RULES-TAKE-THAT.md)."""

from __future__ import annotations

import pytest

from game.takethat import (
    CARDS,
    FROGS,
    TAKE,
    Action,
    IllegalActionError,
    Phase,
    TakeThatConfig,
    is_frog,
    new_round,
    parse_card,
    score,
    twin,
)
from tests.takethat_support import check_cards, position


def act(text: str) -> Action:
    return Action.from_text(text)


def texts(actions: list[Action]) -> list[str]:
    return [action.to_text() for action in actions]


def test_the_cards() -> None:
    assert len(CARDS) == 79
    assert CARDS[0] == 12 and CARDS[-1] == 98
    assert not any(card % 10 == 0 for card in CARDS)
    assert sorted(FROGS) == [22, 33, 44, 55, 66, 77, 88]
    pairs = {frozenset((card, twin(card))) for card in CARDS if not is_frog(card)}
    assert len(pairs) == 36
    assert all(twin(twin(card) or 0) == card for card in CARDS if not is_frog(card))
    assert (twin(19), twin(91), twin(34), twin(55)) == (91, 19, 43, None)


@pytest.mark.parametrize("text", ["10", "11", "20", "99", "100", "x", "-12", ""])
def test_non_cards_are_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_card(text)


@pytest.mark.parametrize(("players", "hand"), [(2, 9), (3, 9), (4, 8)])
def test_the_deal(players: int, hand: int) -> None:
    state = new_round(TakeThatConfig(players=players), seed=3, dealer=players - 1)
    assert [len(h) for h in state.hands] == [hand] * players
    assert len(state.pile) == 79 - hand * players
    assert state.to_move == 0, "the player after the dealer starts"
    assert state.row == [] and state.phase is Phase.TURN
    check_cards(state)


def test_golden_deal() -> None:
    state = new_round(TakeThatConfig(players=3), seed=2024)
    assert (state.dealer, state.to_move) == (1, 2)
    assert state.hands == [
        [94, 69, 46, 71, 55, 63, 26, 81, 92],
        [54, 48, 82, 86, 58, 66, 61, 44, 57],
        [37, 39, 87, 62, 42, 22, 73, 65, 88],
    ]
    assert state.pile[-5:] == [15, 41, 77, 49, 89]


def test_an_empty_row_takes_any_card() -> None:
    state = position([[12, 98, 55], [13]], [])
    assert texts(state.legal_actions()) == ["extend 12", "extend 55", "extend 98"]
    state.play(act("extend 98"))
    assert state.row == [98]


@pytest.mark.parametrize(("card", "legal"), [(24, True), (44, True), (23, False),
                                             (45, False), (34 - 10, True), (35, True)])
def test_extending_allows_a_difference_of_ten_at_most(card: int, legal: bool) -> None:
    state = position([[card, 71], [13]], [81, 34])
    assert (act(f"extend {card}") in state.legal_actions()) is legal
    if not legal:
        with pytest.raises(IllegalActionError, match=r"more than 10 away from .* 34"):
            state.play(act(f"extend {card}"))


def test_extending_then_refilling_and_passing_the_turn() -> None:
    state = position([[41, 15], [13]], [34], pile=[77, 66, 19])
    state.play(act("extend 41"))
    assert state.row == [34, 41]
    assert sorted(state.hands[0]) == [15, 19, 66, 77] and state.pile == []
    assert state.to_move == 1


def test_the_hand_is_refilled_to_nine() -> None:
    state = position([[*range(12, 20), 21], [31]], [25])
    before = len(state.pile)
    state.play(act("extend 21"))
    assert len(state.hands[0]) == 9 and len(state.pile) == before - 1
    assert state.pile[-1] not in state.hands[0]


def test_twisting_a_card_out_of_the_middle_of_the_row() -> None:
    state = position([[94, 12], [13]], [34, 41, 49, 52])
    assert act("twist 94") in state.legal_actions()
    state.play(act("twist 94"))
    assert state.row == [34, 41, 52], "the row closes up"
    assert state.face_up[0] == [94, 49]
    assert state.to_move == 1


def test_twisting_needs_the_twin_in_the_row() -> None:
    state = position([[94, 21], [13]], [34, 41])
    assert texts([a for a in state.legal_actions() if a.kind.value == "twist"]) == []
    with pytest.raises(IllegalActionError, match="twin of 94, 49, is not in the row"):
        state.play(act("twist 94"))


def test_frog_cards_cannot_be_twisted() -> None:
    state = position([[55, 12], [13]], [55 - 1, 54])
    with pytest.raises(IllegalActionError, match="frog"):
        state.play(act("twist 55"))
    assert act("twist 55") not in state.legal_actions()


def test_a_row_of_one_card_may_be_twisted_away() -> None:
    state = position([[43, 12], [13, 99 - 1]], [34])
    state.play(act("twist 43"))
    assert state.row == [] and state.face_up[0] == [43, 34]
    assert state.to_move == 1
    assert texts(state.legal_actions()) == ["extend 13", "extend 98"]


def test_taking_the_row_then_starting_a_new_one() -> None:
    state = position([[12, 98], [13]], [55, 61, 71])
    state.play(TAKE)
    assert state.face_down[0] == [55, 61, 71] and state.row == []
    assert state.phase is Phase.START and state.to_move == 0
    assert texts(state.legal_actions()) == ["start 12", "start 98"]
    with pytest.raises(IllegalActionError, match="must start a new one"):
        state.play(act("extend 12"))
    state.play(act("start 98"))
    assert state.row == [98] and len(state.hands[0]) == 9 and state.to_move == 1


def test_take_is_always_allowed_and_start_only_after_take() -> None:
    state = position([[35, 12], [13]], [34])
    assert TAKE in state.legal_actions()
    with pytest.raises(IllegalActionError, match="only follows 'take'"):
        state.play(act("start 35"))
    empty = position([[35], [13]], [])
    with pytest.raises(IllegalActionError, match="no row to take"):
        empty.play(TAKE)


def test_a_card_not_in_hand_is_refused() -> None:
    state = position([[35], [36]], [34])
    with pytest.raises(IllegalActionError, match="36 is not in your hand"):
        state.play(act("extend 36"))


def test_no_drawing_once_the_pile_is_empty() -> None:
    state = position([[35, 12], [13, 14]], [34], pile=[])
    state.play(act("extend 35"))
    assert state.hands[0] == [12] and state.outcome is None


def test_the_round_ends_when_the_row_is_taken_after_the_pile_ran_out() -> None:
    state = position([[35, 12], [13, 14]], [34, 55], pile=[])
    state.play(TAKE)
    assert state.to_move is None and state.phase is Phase.OVER
    assert state.outcome is not None
    assert state.outcome.scores == (-6, 0) and state.outcome.winners == (1,)
    assert state.legal_actions() == []
    with pytest.raises(IllegalActionError, match="round is over"):
        state.play(act("extend 12"))


def test_the_round_ends_when_the_last_row_card_is_twisted_away() -> None:
    state = position([[43, 12], [13]], [34], pile=[])
    state.play(act("twist 43"))
    assert state.outcome is not None and state.outcome.scores == (2, 0)


def test_twisting_out_part_of_the_row_after_the_pile_ran_out_goes_on() -> None:
    state = position([[43, 12], [13]], [34, 35], pile=[])
    state.play(act("twist 43"))
    assert state.outcome is None and state.to_move == 1


def test_a_row_twisted_away_while_the_pile_lasts_goes_on() -> None:
    state = position([[43, 12], [13]], [34], pile=[77])
    state.play(act("twist 43"))
    assert state.outcome is None and state.pile == [] and state.row == []
    assert texts(state.legal_actions()) == ["extend 13"]


def test_the_last_pile_card_drawn_does_not_end_the_round() -> None:
    state = position([[35, 12], [13]], [34], pile=[77])
    state.play(act("extend 35"))
    assert state.pile == [] and state.outcome is None


def test_a_player_without_cards_must_take_and_does_not_start() -> None:
    state = position([[], [13]], [34, 35], pile=[])
    assert state.legal_actions() == [TAKE]
    state.play(TAKE)
    assert state.outcome is not None, "with the pile empty, taking the row ends the round"


def test_a_player_without_cards_leaves_the_new_row_to_the_next_player() -> None:
    state = position([[], [13]], [34, 35], pile=[77])
    state.play(TAKE)
    assert state.outcome is None and state.to_move == 1 and state.phase is Phase.TURN
    assert texts(state.legal_actions()) == ["extend 13"]


@pytest.mark.parametrize(("face_up", "face_down", "points"), [
    ([], [], 0),
    ([47, 74, 19, 91], [], 4),
    ([], [12, 13, 14], -3),
    ([], [22], -5),
    ([47, 74], [22, 33, 15], -9),
])
def test_scoring(face_up: list[int], face_down: list[int], points: int) -> None:
    assert score(face_up, face_down) == points


def test_scores_and_shared_wins_at_the_end_of_a_round() -> None:
    state = position([[43, 12], [13], [14]], [34], pile=[])
    state.face_down = [[15, 16], [], [22]]
    state.face_up = [[], [17, 71], []]
    state.play(act("twist 43"))
    assert state.outcome is not None
    assert state.outcome.scores == (0, 2, -5)
    assert state.outcome.winners == (1,)
    tied = position([[43], [13]], [34], pile=[])
    tied.face_up = [[], [18, 81]]
    tied.play(act("twist 43"))
    assert tied.outcome is not None and tied.outcome.winners == (0, 1)


def test_professional_one_card_row_costs_the_top_pile_card() -> None:
    state = position([[35, 12], [13]], [55], pile=[71, 17], professional=True)
    state.play(TAKE)
    assert state.face_down[0] == [55, 17] and state.pile == [71]
    assert state.phase is Phase.START


def test_professional_only_for_a_row_of_exactly_one_card() -> None:
    state = position([[35, 12], [13]], [55, 56], pile=[71, 17], professional=True)
    state.play(TAKE)
    assert state.face_down[0] == [55, 56] and state.pile == [71, 17]


def test_without_the_variant_one_card_rows_cost_one() -> None:
    state = position([[35, 12], [13]], [55], pile=[71, 17])
    state.play(TAKE)
    assert state.face_down[0] == [55] and state.pile == [71, 17]


def test_professional_penalty_that_empties_the_pile_ends_the_round() -> None:
    state = position([[35, 12], [13]], [55], pile=[17], professional=True)
    state.play(TAKE)
    assert state.face_down[0] == [55, 17] and state.outcome is not None


def test_professional_with_an_empty_pile_takes_only_the_row() -> None:
    state = position([[35, 12], [13]], [55], pile=[], professional=True)
    state.play(TAKE)
    assert state.face_down[0] == [55] and state.outcome is not None


@pytest.mark.parametrize("players", [2, 3, 4])
def test_turns_go_round_the_table(players: int) -> None:
    state = new_round(TakeThatConfig(players=players), seed=11, dealer=0)
    order = []
    for _ in range(players * 2):
        order.append(state.to_move)
        legal = state.legal_actions()
        state.play(legal[0])
        if state.phase is Phase.START:
            state.play(state.legal_actions()[0])
    assert order == [(1 + i) % players for i in range(players * 2)]


def test_configs_are_checked() -> None:
    for bad in ({"players": 1}, {"players": 5}, {"rounds": 0}, {"professional": "yes"}):
        with pytest.raises(ValueError):
            TakeThatConfig(**bad)
    with pytest.raises(ValueError):
        new_round(TakeThatConfig(players=2), seed=1, dealer=2)


def test_portuguese_names_adding_to_the_row_for_lower_cards_too() -> None:
    """"Aumentar" (to increase) named the move that may put a lower card on the row, and
    the lesson's "se estiver a no máximo 10 da última" read awkwardly."""
    from scenes.ui.text import catalog

    texts = {key: value for key, value in catalog("pt").items()
             if key.startswith(("tt.", "tutorial.tt."))}
    assert not [key for key, value in texts.items() if "aument" in value.lower()]
    assert "Acrescentar:" in texts["tt.rules.turn"]
    assert "acrescente à fileira" in texts["tt.board.your_turn_alone"]
    assert "a diferença para a última for de no máximo 10" in texts["tutorial.tt.extend"]
