"""The hint button's suggestion: a legal action, a reason code with fields, a sentence."""

from __future__ import annotations

import random

import pytest

from game.takethat import CARDS, Phase, TakeThatConfig, TakeThatState, new_round
from game.takethat.actions import TAKE, Action, Kind
from game.takethat.ai.endgame import solve
from game.takethat.ai.evaluation import Estimator, rank, weights_for
from game.takethat.ai.hard import FINISH_PILE, FINISH_SAMPLES
from game.takethat.ai.medium import REACH, MediumPlayer, action_value
from game.takethat.ai.memory import Memory
from game.takethat.ai.suggest import (
    CODES,
    Suggestion,
    _reason,
    move_parts,
    start_parts,
    suggest,
)
from game.takethat.view import TakeThatView
from tests.takethat_support import position


@pytest.mark.parametrize("players", [2, 3, 4])
def test_every_suggestion_is_legal_and_explained(players: int) -> None:
    codes: set[str] = set()
    for seed in range(4):
        state = new_round(TakeThatConfig(players=players), seed=seed)
        while state.to_move is not None:
            view = state.view(state.to_move)
            hint = suggest(view, random.Random(seed))
            assert isinstance(hint, Suggestion)
            assert hint.action in view.legal
            assert hint.code in CODES
            assert hint.text and "{" not in hint.text
            assert all(isinstance(value, int) for value in hint.fields.values())
            codes.add(hint.code)
            state.play(hint.action)
    assert {"twist", "start_row"} <= codes and len(codes) >= 4


def test_a_twist_is_suggested_and_named() -> None:
    state = position([[74, 12, 95], [31, 35]], [47, 52])
    hint = suggest(state.view(0))
    assert hint.action == Action(Kind.TWIST, 74)
    assert (hint.code, hint.fields) == ("twist", {"card": 74, "twin": 47})
    assert "74" in hint.text and "47" in hint.text


def test_an_extension_chosen_over_a_twist_says_which_twist_waits() -> None:
    """An Italian tester held 89 under a row ending in 98 and was told to add the frog 88,
    with no word of the twist: the hint now names it as one that can wait."""
    hands = [[35, 46, 79, 82, 83, 87, 88, 89], [12, 13, 14, 15, 16, 17, 18, 19],
             [21, 23, 24, 25, 26, 27, 28, 29], [31, 32, 34, 36, 37, 38, 39, 41]]
    hint = suggest(position(hands, [85, 93, 96, 98]).view(0))
    assert hint.action == Action(Kind.EXTEND, 88)
    assert hint.fields["waits"] == 89 and "Twisting 98 out with 89 can wait" in hint.text
    # No twist in hand, no such field; nor when the hint is the twist itself.
    assert "waits" not in suggest(position(hands, [85, 94, 95]).view(0)).fields
    assert "waits" not in suggest(position([[74, 12, 95], [31, 35]], [47, 52]).view(0)).fields
    # Nor the twist of the very card added (re-tester: "add 78" and "twisting 87 out with
    # 78 can wait").
    view = position([[78, 12, 13], [31, 35]], [88, 93, 87]).view(0)
    table = Estimator.build(view, set(), weights_for(2, 0))
    _, fields = _reason(view, table, Action(Kind.EXTEND, 78))
    assert "waits" not in fields


def test_a_forced_take_says_so() -> None:
    state = position([[12, 13], [31, 35]], [98])
    hint = suggest(state.view(0))
    assert hint.action is TAKE
    assert (hint.code, hint.fields) == ("take_forced", {"cost": 1})


def test_a_take_of_one_card_under_the_professional_rule_names_the_pile_card() -> None:
    """A lone frog 44 "costs 5 points", said the hint: the professional rule adds the
    pile's top card, so it costs at least 6."""
    state = position([[12, 13], [31, 35]], [98], professional=True)
    hint = suggest(state.view(0))
    assert (hint.code, hint.fields) == ("take_forced", {"cost": 1, "pile": 1})
    assert "pile" in hint.text
    # Not with an empty pile, nor with a longer row, nor without the rule.
    for row, pile, professional in (([98], [], True), ([97, 98], None, True),
                                    ([98], None, False)):
        state = position([[12, 13], [31, 35]], row, pile=pile, professional=professional)
        assert "pile" not in suggest(state.view(0)).fields


def test_a_new_row_starts_with_a_lonely_card() -> None:
    state = position([[23, 25, 45, 46, 47, 53, 56, 98], [12, 13, 14, 15, 16, 17, 18, 19, 21]],
                     [], phase=Phase.START)
    state.face_up[1] = [88, 89, 91, 92, 93, 94, 95, 96, 97]
    state.pile = [card for card in state.pile if card not in state.face_up[1]]
    hint = suggest(state.view(0))
    assert hint.action == Action(Kind.START, 98)
    assert hint.code == "start_row" and hint.fields == {"card": 98, "followers": 0}


def test_a_squeeze_gives_its_chance() -> None:
    # The other player holds only low cards and 61 leaves them nothing to follow with;
    # with the draw pile empty the unseen cards are exactly their hand.
    state = position([[12, 13, 61], [14, 15, 18]], [55], pile=[])
    state.face_down[1] = [card for card in range(12, 99) if card % 10 and card not in
                          {12, 13, 61, 14, 15, 18, 55}]
    hint = suggest(state.view(0))
    assert hint.action == Action(Kind.EXTEND, 61)
    assert hint.code == "squeeze" and hint.fields["chance"] >= 25


def test_the_suggestion_ignores_hidden_cards_and_uses_the_memory_given() -> None:
    state = new_round(TakeThatConfig(players=3), seed=5)
    for _ in range(7):
        state.play(suggest(state.view(state.to_move or 0)).action)
    seat = state.to_move
    assert seat is not None
    other = state.copy()
    hidden = other.pile + other.hands[(seat + 1) % 3]
    random.Random(1).shuffle(hidden)
    other.hands[(seat + 1) % 3] = hidden[: len(state.hands[(seat + 1) % 3])]
    other.pile = hidden[len(state.hands[(seat + 1) % 3]):]
    assert other.view(seat) == state.view(seat)
    assert suggest(other.view(seat)) == suggest(state.view(seat))
    assert suggest(state.view(seat), memory=Memory()) == suggest(state.view(seat))


def test_no_suggestion_out_of_turn() -> None:
    state = new_round(TakeThatConfig(players=2), seed=1)
    idle = 1 - (state.to_move or 0)
    with pytest.raises(ValueError):
        suggest(state.view(idle))


def followers_of(view: TakeThatView, card: int) -> int:
    """The cards still to come within reach of ``card``, as the hint counts them."""
    unseen = set(view.unseen_cards())
    return sum(1 for each in unseen if abs(each - card) <= REACH and each != card)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_only_the_card_with_the_fewest_followers_is_said_to_have_only_so_many(
        players: int) -> None:
    """"Start the row with 34: only 15 cards can follow it" while 95, also in hand, had
    fewer: a count with "only" is the reason of the card with the fewest followers alone."""
    counted = others = 0
    for seed in range(6):
        state = new_round(TakeThatConfig(players=players), seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            view = state.view(state.to_move)
            hint = suggest(view, random.Random(seed))
            card = hint.action.card
            if hint.code in ("start_row", "extend") or \
                    hint.code.startswith(("start_", "extend_")):
                assert card is not None
                alike = [each.card for each in view.legal
                         if each.kind is hint.action.kind and each.card is not None]
                fewest = min(followers_of(view, each) for each in alike)
                if hint.code in ("start_row", "extend"):
                    counted += 1
                    assert hint.fields["followers"] == followers_of(view, card) == fewest
                else:
                    others += 1
                    assert followers_of(view, card) > fewest, hint
            state.play(rng.choice(state.legal_actions()))
    assert counted and others


def test_a_row_started_with_a_card_others_can_follow_says_why() -> None:
    """The tester's hand: 34 is still the card to start with (what the computer plays),
    and the reason is that the hand can follow it back, 95 being out of reach of the
    rest of the hand."""
    hand = [25, 34, 35, 38, 45, 57, 73, 95]
    rest = [card for card in CARDS if card not in hand]
    random.Random(3).shuffle(rest)
    state = position([hand, rest[:8], rest[8:16], rest[16:24]], [], pile=rest[24:])
    view = state.view(0)
    hint = suggest(view)
    assert hint.action == Action(Kind.EXTEND, 34)
    assert rank(view, set(), weights_for(4))[0][1] == hint.action
    assert followers_of(view, 95) < followers_of(view, 34)
    # 43 is unseen: the hint says that another player could twist 34 away (a tester
    # played such a card on the hint's word and lost it at once).
    assert (hint.code, hint.fields) == ("start_back", {"card": 34, "exposed": 43})
    assert "only" not in hint.text and "whoever holds its twin 43 could twist it away" in hint.text
    table = Estimator.build(view, set(), weights_for(4))
    for card in hand:
        assert sum(start_parts(table, card).values()) == pytest.approx(
            table.start_value(card, table.hand))


def near(table: Estimator, card: int) -> int:
    """The cards still to come within reach of ``card``, over the seat's memory."""
    return sum(1 for each in table.unseen if abs(each - card) <= REACH and each != card)


def test_an_added_card_others_can_follow_says_why() -> None:
    """"Add 57: all things weighed, it is the best card to add" was the reason of about
    one hint in twelve. Now the part of the estimate that favours the card over the one
    fewest can follow is named, and what it names is true of the table."""
    said: set[str] = set()
    for seed in range(30):
        players = 2 + seed % 3
        state = new_round(TakeThatConfig(players=players), seed=seed)
        memories = [Memory() for _ in range(players)]
        while state.to_move is not None:
            view = state.view(state.to_move)
            hint = suggest(view, random.Random(seed), memories[view.seat])
            fields = hint.fields
            if hint.code.startswith("extend_"):
                said.add(hint.code)
                table = Estimator.build(view, memories[view.seat].gone,
                                        weights_for(players))
                hand, row = set(view.hand), list(view.row)
                if "fewest" in fields:
                    assert fields["fewest"] in hand
                    assert near(table, fields["fewest"]) < near(table, fields["card"])
                if hint.code == "extend_twin":
                    assert fields["twin"] in hand and fields["twin"] != fields["card"]
                if hint.code == "extend_keep":
                    assert fields["twin"] in row
                if hint.code == "extend_giveaway":
                    assert fields["twin"] in table.unseen
                if hint.code == "extend_back":
                    rest = hand - {fields["card"]}
                    assert table.return_risk([*row, fields["card"]], rest) < 1.0
            state.play(hint.action)
    assert {"extend_twin", "extend_back", "extend_giveaway"} <= said, said


def test_the_parts_of_a_move_add_up_to_its_worth() -> None:
    for seed in range(4):
        state = new_round(TakeThatConfig(players=3), seed=seed)
        while state.to_move is not None:
            view = state.view(state.to_move)
            table = Estimator.build(view, set(), weights_for(3))
            for action in view.legal:
                if action.kind in (Kind.EXTEND, Kind.START) and action.card is not None:
                    row = list(view.row) if action.kind is Kind.EXTEND else []
                    assert sum(move_parts(table, row, action.card).values()) == \
                        pytest.approx(action_value(table, view, action))
            state.play(rank(view, set(), weights_for(3))[0][1])


@pytest.mark.parametrize(("hand", "code", "fields"), [
    ([12, 23, 32, 55, 61, 75, 84, 96], "start_twin", {"card": 23, "twin": 32}),
    ([12, 27, 33, 46, 61, 75, 84, 96], "start_frog", {"card": 33}),
])
def test_a_frog_or_a_twin_in_hand_is_named_as_the_reason_to_start_with_it(
        hand: list[int], code: str, fields: dict[str, int]) -> None:
    rest = [card for card in CARDS if card not in hand]
    random.Random(4).shuffle(rest)
    state = position([hand, rest[:8], rest[8:16]], [], pile=rest[16:], phase=Phase.START)
    hint = suggest(state.view(0))
    assert (hint.code, hint.fields) == (code, fields)
    assert hint.action == Action(Kind.START, fields["card"])


def medium_game(players: int, seed: int, actions: int) -> TakeThatState:
    """A round of mediums from ``seed``, ``actions`` actions in."""
    state = new_round(TakeThatConfig(players=players), seed, 0)
    medium, rng = MediumPlayer(), random.Random(seed)
    while len(state.log) < actions:
        assert state.to_move is not None
        state.play(medium.choose(state.view(state.to_move), rng))
    return state


def test_at_a_rounds_end_the_hint_plays_the_round_out() -> None:
    """A family tester started a row with a frog on the hint's word with two cards left in
    the pile, and took the row back: the evaluation alone counts a frog put into the row
    as a gain. With three or four seats and a pile of ``FINISH_PILE`` cards or fewer the
    hint is the hard level's: the best actions played out to the round's end."""
    state = medium_game(3, 13, 63)
    view = state.view(0)
    assert view.to_move == 0 and view.pile_size <= FINISH_PILE
    frog = Action(Kind.EXTEND, 55)
    assert rank(view, set(), weights_for(3))[0][1] == frog
    hint = suggest(view, random.Random(1))
    assert hint.action != frog and hint.action in view.legal
    assert hint.fields["played_out"] == FINISH_SAMPLES and "likely ways" in hint.text
    early = medium_game(3, 13, 12)
    assert early.view(early.to_move or 0).pile_size > FINISH_PILE
    assert "played_out" not in suggest(early.view(early.to_move or 0), random.Random(1)).fields


def test_with_every_card_known_the_hint_is_the_exact_search() -> None:
    """With two seats, once the pile is empty and the memory accounts for every card but
    the other hand, the hint is the exact search's best line, and says so."""
    for seed in range(40):
        state = new_round(TakeThatConfig(players=2), seed, 0)
        memories = [Memory(), Memory()]
        medium, rng = MediumPlayer(), random.Random(seed)
        while state.to_move is not None:
            seat = state.to_move
            view = state.view(seat)
            hint = suggest(view, random.Random(seed), memories[seat])
            exact = solve(view, memories[seat].gone)
            if exact is not None and len(view.legal) > 1:
                assert hint.action == exact[0][1] and hint.fields["exact"] == 1
                assert "worked out" in hint.text
                return
            action = medium.choose(view, rng)
            memories[seat].played(view, action)
            state.play(action)
    raise AssertionError("no round reached a solved end")


def test_a_start_chosen_over_a_giveaway_says_when_its_own_twin_is_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """"Start with 92, not 15: whoever has 51 would twist 15 out" said nothing of 92 (a
    tester): where 92's twin is out of play the reason says so (``safe``); where it may
    still be in a hand, or is in this hand, it does not."""
    import types

    import game.takethat.ai.suggest as module

    hands = [[15, 92, 33, 47, 58, 64, 71, 86, 97], [12, 13, 14, 16, 17, 18, 19, 21, 23]]
    state = position(hands, [], phase=Phase.START)
    state.face_up[1] = [29, 34]
    state.pile = [card for card in state.pile if card not in (29, 34)]
    view = state.view(0)
    monkeypatch.setattr(module, "_why", lambda view, table, action: (
        "start_giveaway", {"card": 92, "fewest": 15, "twin": 51}))
    start = Action(Kind.START, 92)
    gone = types.SimpleNamespace(unseen={card for card in state.pile})
    code, fields = _reason(view, gone, start)  # type: ignore[arg-type]
    assert code == "start_giveaway" and fields["safe"] == 29
    unseen = types.SimpleNamespace(unseen={*state.pile, 29})
    assert "safe" not in _reason(view, unseen, start)[1]  # type: ignore[arg-type]
