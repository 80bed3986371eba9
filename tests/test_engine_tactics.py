"""Each tactic card: its effect, its limits, and illegal uses rejected (RULES §7, §10)."""

import pytest

import game
from game import Phase
from game.schotten.cards import MUD
from tests.engine_support import act, arrange, cards, legal_texts, phase

IELLO = game.GameConfig(tactics=True)
CLASSIC = game.GameConfig(tactics=True, edition="classic")


def card(name: str) -> int:
    return cards(name)[0]


def test_hand_sizes_per_edition() -> None:
    assert len(game.new_game(game.GameConfig(), 1).hands[0]) == 6
    assert len(game.new_game(IELLO, 1).hands[0]) == 7
    assert len(game.new_game(CLASSIC, 1).hands[0]) == 6


def test_a_player_may_not_get_two_tactic_cards_ahead() -> None:
    state = arrange(IELLO, ("SPY SHIELD R1", "B1 B2"))
    act(state, "play SPY 1", "draw clan", "play B1 1", "draw clan")
    assert not any(text.startswith("play SHIELD") for text in legal_texts(state))
    with pytest.raises(game.IllegalActionError, match="one tactic card ahead of your opponent"):
        act(state, "play SHIELD 2")
    act(state, "play R1 2", "draw clan", "play B2 2", "draw clan")
    assert not any(text.startswith("play SHIELD") for text in legal_texts(state))


def test_the_limit_reopens_when_the_opponent_plays_a_tactic_card() -> None:
    state = arrange(IELLO, ("SPY SHIELD R1", "BLUFF B2"))
    act(state, "play SPY 1", "draw clan", "play BLUFF 5", "draw clan")
    assert "play SHIELD 2" in legal_texts(state)


def test_only_one_joker_per_player_per_round() -> None:
    state = arrange(IELLO, ("JOKER1 JOKER2 R1", "BLUFF B1"))
    act(state, "play JOKER1 1", "draw clan", "play BLUFF 9", "draw clan")
    assert not any("JOKER2" in text for text in legal_texts(state))
    with pytest.raises(game.IllegalActionError, match="only one Joker"):
        act(state, "play JOKER2 2")
    assert card("JOKER2") in state.hands[0]


def test_a_second_joker_is_refused_for_the_joker_even_when_a_tactic_card_ahead() -> None:
    """An expert was told "Not now: you are already one tactic card ahead" of his second
    Joker, which could never be played that round: the lasting reason comes first."""
    state = arrange(IELLO, ("JOKER1 JOKER2 R1", "B1 B2"))
    act(state, "play JOKER1 1", "draw clan", "play B1 9", "draw clan")
    with pytest.raises(game.IllegalActionError, match="only one Joker"):
        act(state, "play JOKER2 2")


def test_elite_troops_occupy_a_slot_and_count_in_the_formation() -> None:
    state = arrange(IELLO, ("SPY R6", "B1 B2"), sides={1: ("R8 R9", "")})
    act(state, "play SPY 1")
    assert state.sides[0][0] == cards("R8 R9 SPY")
    assert state.completed[0][0] is not None
    assert game.evaluate(state.sides[0][0]) == (5, 24)
    assert not any(text.endswith(" 1") and text.startswith("play") for text in
                   (a.to_text() for a in state.legal_actions()))


def test_tactic_cards_cannot_be_played_in_the_base_game() -> None:
    state = arrange(game.GameConfig(), ("R1", "B1"))
    state.hands[0].append(card("SPY"))
    with pytest.raises(game.IllegalActionError, match="tactics variant"):
        act(state, "play SPY 1")


def test_bluff_makes_only_sums_count() -> None:
    state = arrange(IELLO, ("BLUFF R1", "B1 B2"),
                    sides={3: ("R7 R8 R9", "G9 Y9 P9")})
    # Without Bluff the colour run wins; the stone is claimable at once.
    assert 2 in state.claimable(0)
    act(state, "play BLUFF 3")
    assert state.bluff[2] == 0
    assert 2 in state.claimable(1) and 2 not in state.claimable(0)


def test_mud_needs_a_fourth_card_and_clears_completion() -> None:
    state = arrange(IELLO, ("MUD R5", "B1 B2"), sides={2: ("R2 R3 R4", "B5 B6")})
    assert state.completed[1][0] is not None
    act(state, "play MUD 2", "draw clan")
    assert state.capacity(1) == 4
    assert state.completed[1][0] is None
    act(state, "play B1 5", "draw clan")
    act(state, "play R5 2")
    assert state.completed[1][0] is not None and len(state.sides[1][0]) == 4


def test_mud_leaving_keeps_the_best_three_and_discards_the_fourth() -> None:
    state = arrange(IELLO, ("MUD R5 R6", "BANSHEE B9"), sides={1: ("R2 R3 R4", "B5 B6 B7")})
    act(state, "play MUD 1", "draw clan", "play B9 1", "draw clan")
    act(state, "play R5 1", "done", "draw clan")  # R2-R5 could be claimed: decline
    records = list(state.completed[0])
    assert None not in records
    act(state, "play BANSHEE", "pick MUD")
    assert state.mud[0] == -1
    assert state.sides[0][0] == cards("R3 R4 R5")
    assert state.sides[0][1] == cards("B5 B6 B7")
    assert state.completed[0] == records  # both sides keep their completion records
    assert set(cards("R2 B9 MUD BANSHEE")) <= set(state.discard)
    discards = [e.card for e in state.events if e.kind == "discard" and e.origin == 0]
    assert set(discards) >= set(cards("R2 B9"))


def test_mud_leaving_completes_three_card_sides_earliest_last_card_first() -> None:
    state = arrange(IELLO, ("MUD R9", "BANSHEE B9"), sides={1: ("R2 R3 R4", "B5 B6 B7")})
    act(state, "play MUD 1", "draw clan")
    assert state.completed[0] == [None, None]
    act(state, "play BANSHEE", "pick MUD")
    first, second = state.completed[0]
    assert first is not None and second is not None
    # Seat 0's last card (R4) was placed before seat 1's (B7): seat 0 counts as first.
    assert first < second


def test_combat_mode_cannot_go_on_a_claimed_stone() -> None:
    state = arrange(IELLO, ("MUD R1", "B1"))
    state.owner[4] = 1
    with pytest.raises(game.IllegalActionError, match="already claimed"):
        act(state, "play MUD 5")


@pytest.mark.parametrize(("config", "where"), [(IELLO, "bottom"), (CLASSIC, "top")])
def test_recruiter_draws_three_then_returns_two(config: game.GameConfig, where: str) -> None:
    hand = "RECRUITER R1 R2 R3 R4 R5" + (" R6" if config.hand_size == 7 else "")
    state = arrange(config, (hand, "B1 B2 B3 B4 B5 B6"))
    if config.claim_timing == "start_of_turn":
        assert state.phase is Phase.PLAY
    clan_before, tactic_before = len(state.clan_deck), len(state.tactic_deck)
    act(state, "play RECRUITER")
    assert state.phase is Phase.RECRUIT_DRAW
    act(state, "draw clan", "draw tactic", "draw clan")
    assert phase(state) is Phase.RECRUIT_RETURN
    assert len(state.hands[0]) == config.hand_size - 1 + 3
    drawn_tactic = state.hands[0][-2]
    assert drawn_tactic >= 54
    with pytest.raises(game.IllegalActionError):
        act(state, "return B1")
    act(state, "return R1", f"return {game.card_text(drawn_tactic)}")
    assert len(state.clan_deck) == clan_before - 1
    assert len(state.tactic_deck) == tactic_before
    index = 0 if where == "bottom" else -1
    assert state.clan_deck[index] == card("R1")
    assert state.tactic_deck[index] == drawn_tactic
    assert state.to_move == 1  # the hand is full again: no draw
    mine, theirs = state.view(0), state.view(1)
    known = {c: (deck, pos) for c, deck, pos in mine.known_in_decks}
    expected_pos = len(state.clan_deck) - 1 if where == "bottom" else 0
    assert known[card("R1")] == ("clan", expected_pos)
    assert theirs.known_in_decks == ()
    assert card("R1") not in theirs.visible_cards()


def test_recruiter_knowledge_ends_when_the_card_is_drawn() -> None:
    state = arrange(CLASSIC, ("RECRUITER R1 R2 R3 R4 R5", "B1 B2 B3 B4 B5 B6"))
    act(state, "play RECRUITER", "draw clan", "draw clan", "draw clan", "return R1", "return R2")
    # Classic puts them on top: seat 1 draws R2 at the end of its turn.
    act(state, "play B1 1")
    if state.phase is Phase.DRAW:
        act(state, "draw clan")
    assert card("R2") in state.hands[1]
    assert [c for c, _, _ in state.view(0).known_in_decks] == cards("R1")


def test_recruiter_with_empty_decks_draws_what_there_is() -> None:
    state = arrange(IELLO, ("RECRUITER R1 R2", "B1 B2"))
    state.clan_deck[:] = state.clan_deck[:1]
    rest = state.tactic_deck[:]
    state.tactic_deck.clear()
    state.discard.extend(rest)
    act(state, "play RECRUITER")
    assert state.phase is Phase.RECRUIT_RETURN and len(state.hands[0]) == 3
    act(state, "return R1", "return R2")
    assert state.to_move == 1


def test_strategist_moves_or_discards_only_your_own_card() -> None:
    state = arrange(IELLO, ("STRATEGIST R9", "B1 B2"), sides={1: ("R1", "B5"), 4: ("", "")})
    act(state, "play STRATEGIST")
    assert legal_texts(state) == {"pick R1"}
    with pytest.raises(game.IllegalActionError):
        act(state, "pick B5")
    act(state, "pick R1")
    assert "place 1" not in legal_texts(state)
    act(state, "place 4")
    assert state.sides[3][0] == cards("R1") and state.sides[0][0] == []
    assert state.events[-1].kind == "move"


def test_strategist_can_discard_and_can_move_a_combat_mode() -> None:
    state = arrange(IELLO, ("STRATEGIST MUD", "B1 BLUFF"), sides={1: ("R1", "")})
    act(state, "play MUD 2", "draw clan", "play BLUFF 6", "draw clan")
    act(state, "play STRATEGIST", "pick MUD", "place 3")
    assert state.mud[1] == -1 and state.mud[2] == 0
    state2 = arrange(IELLO, ("STRATEGIST", "B1"), sides={1: ("R1", "")})
    act(state2, "play STRATEGIST", "pick R1", "discard")
    assert card("R1") in state2.discard


def test_banshee_discards_only_an_opponent_card() -> None:
    state = arrange(IELLO, ("BANSHEE", "B1"), sides={3: ("R1", "B5 SPY")})
    act(state, "play BANSHEE")
    assert legal_texts(state) == {"pick B5", "pick SPY"}
    with pytest.raises(game.IllegalActionError, match="only your opponent's cards"):
        act(state, "pick R1")
    act(state, "pick SPY")
    assert state.sides[2][1] == cards("B5") and card("SPY") in state.discard


def test_traitor_takes_only_clan_cards_and_places_on_your_side() -> None:
    state = arrange(IELLO, ("TRAITOR", "B1"), sides={3: ("R1", "B5 SPY"), 5: ("R2 R3", "")})
    act(state, "play TRAITOR")
    assert legal_texts(state) == {"pick B5"}
    with pytest.raises(game.IllegalActionError):
        act(state, "pick SPY")
    act(state, "pick B5")
    assert "place 3" in legal_texts(state)
    act(state, "place 5")
    assert state.sides[4][0] == cards("R2 R3 B5")
    assert state.sides[2][1] == cards("SPY")
    assert state.completed[4][0] is not None


def test_ruses_need_something_to_act_on() -> None:
    state = arrange(IELLO, ("TRAITOR BANSHEE STRATEGIST R1", "B1"))
    texts = legal_texts(state)
    assert not texts & {"play TRAITOR", "play BANSHEE", "play STRATEGIST"}
    with pytest.raises(game.IllegalActionError, match="Traitor needs"):
        act(state, "play TRAITOR")
    with pytest.raises(game.IllegalActionError, match="nothing to act on"):
        act(state, "play BANSHEE")


def test_cards_on_claimed_stones_are_out_of_reach() -> None:
    state = arrange(IELLO, ("BANSHEE TRAITOR", "B1"), sides={3: ("R1 R2 R3", "B5 B6")})
    state.owner[2] = 0
    assert "play BANSHEE" not in legal_texts(state)


def test_illegal_forms_are_rejected() -> None:
    state = arrange(IELLO, ("RECRUITER MUD SPY R1", "B1"))
    for text, reason in [
        ("play RECRUITER 3", "discard pile"),
        ("play R9 1", "not in your hand"),
        ("claim 1", "now is the time"),
        ("draw clan", "now is the time"),
        ("pass", "cannot pass"),
    ]:
        with pytest.raises(game.IllegalActionError, match=reason):
            act(state, text)
    with pytest.raises(ValueError):
        game.Action.from_text("play MUD")


def test_passing_is_legal_only_without_a_placeable_clan_card() -> None:
    state = arrange(IELLO, ("SPY", "B1"))
    state.hands[0] = [card("JOKER1")]
    state.joker_played[0] = True
    assert legal_texts(state) == {"pass"}
    act(state, "pass")
    assert len(state.hands[0]) == 1  # no draw after passing
    assert state.to_move == 1


def test_drawing_chooses_a_deck_only_when_both_have_cards() -> None:
    state = arrange(IELLO, ("R1 R2", "B1 B2"))
    act(state, "play R1 1")
    assert state.phase is Phase.DRAW
    assert legal_texts(state) == {"draw clan", "draw tactic"}
    act(state, "draw tactic")
    assert state.hands[0][-1] >= 54
    state.tactic_deck.clear()
    act(state, "play B1 1")
    assert state.to_move == 0 and state.hands[1][-1] < 54


def test_mud_card_is_a_mode_not_a_slot() -> None:
    state = arrange(IELLO, ("MUD R1", "B1"), sides={2: ("R2 R3 R4", "B2 B3 B4")})
    act(state, "play MUD 2")
    assert MUD not in state.sides[1][0] and state.mud[1] == 0
