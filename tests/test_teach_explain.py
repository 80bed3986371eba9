"""The round explained (issue 23): every way a stone is won, named as the engine judges it,
and every unseen card (and tactic card) that could still beat a side, grouped."""

from __future__ import annotations

import itertools
import random

import pytest

import game
from game.schotten.cards import BLUFF, JOKER1, JOKER2, MUD, SHIELD, SPY, parse_card
from game.schotten.explain import (
    Group,
    Named,
    beating_cards,
    beating_tactics,
    explain_round,
    explain_stone,
    group_cards,
    members,
    name_side,
    needed_with,
    threats_in_hand,
    threats_in_view,
    view_unseen,
)
from game.schotten.formations import evaluate
from game.schotten.state import GameState
from scenes.schotten.words import reason_text, threats_text
from scenes.ui.text import t
from tests.engine_support import act, arrange, cards, mask_without

BASE = game.GameConfig()
TACTICS = game.GameConfig(tactics=True)
CLASSIC = game.GameConfig(tactics=True, edition="classic")


def claimed(state: GameState, seat: int, stone: int) -> GameState:
    """``seat`` claims ``stone`` (1–9) through the engine, which must allow it."""
    assert state.can_claim(seat, stone - 1)
    state.owner[stone - 1] = seat
    return state


def test_a_better_formation_wins() -> None:
    state = arrange(BASE, sides={4: ("R6 R8 R7", "B1 G5 Y9")})
    report = explain_stone(claimed(state, 0, 4), 3)
    assert report.reason == "formation"
    assert report.sides[0] == Named("colour_run", colour=0, values=(6, 7, 8), total=21,
                                    count=3)
    assert report.sides[1] == Named("sum", total=15, count=3)


def test_the_same_formation_with_a_higher_sum_wins() -> None:
    state = arrange(BASE, sides={2: ("Y1 P2 O3", "R2 B3 G4")})
    report = explain_stone(claimed(state, 1, 2), 1)
    assert (report.owner, report.reason) == (1, "sum")
    assert report.sides[1].code == report.sides[0].code == "run"
    assert report.sides[1].values == (2, 3, 4)


def test_equal_formations_go_to_the_side_completed_first() -> None:
    state = arrange(BASE, sides={9: ("R4 B5 G6", "Y4 P5 O6")})
    assert state.completed[8][0] is not None and state.completed[8][1] is not None
    assert state.completed[8][0] < state.completed[8][1]
    assert not state.can_claim(1, 8)
    report = explain_stone(claimed(state, 0, 9), 8)
    assert report.reason == "first"
    assert report.sides[0] == report.sides[1]


def test_a_claim_proved_against_the_unseen_cards() -> None:
    state = arrange(BASE, hands=("B2", ""), sides={1: ("R7 R8 R9", "Y9")})
    act(state, "play B2 2")
    state.play(game.Action.from_text("claim 1"))
    report = explain_round(state)[0]
    assert (report.owner, report.reason) == (0, "proof")
    assert report.sides[1] == Named("incomplete", count=1)
    assert report.threats == ()


def test_three_of_a_kind_is_named_by_its_value() -> None:
    assert name_side(cards("Y7 G7 B7"), 3, False) == Named("kind", value=7, total=21, count=3)
    assert name_side(cards("Y7 G7"), 3, False) == Named("incomplete", count=2)
    assert name_side([], 3, False).code == "empty"


def test_mud_fight_needs_four_cards_and_names_four_of_a_kind() -> None:
    state = arrange(TACTICS, sides={5: ("R3 O3 Y3", "B9 G9 P9")})
    state._add_mode(1, MUD, 4)
    report = explain_stone(state, 4)
    assert report.mud and report.reason == "open"
    assert report.sides[0] == Named("incomplete", size=4, count=3)
    state._place(0, parse_card("G3"), 4)
    state._place(1, parse_card("B8"), 4)
    assert state.can_claim(0, 4)
    report = explain_stone(claimed(state, 0, 5), 4)
    assert report.reason == "formation"
    assert report.sides[0] == Named("kind", value=3, total=12, size=4, count=4)
    assert report.sides[1].code == "colour" or report.sides[1].code == "sum"


def test_blind_mans_bluff_counts_only_the_sums() -> None:
    state = arrange(TACTICS, sides={3: ("R7 R8 R9", "Y9 G9 B9")})
    state._add_mode(0, BLUFF, 2)
    assert not state.can_claim(0, 2)
    assert state.can_claim(1, 2)
    report = explain_stone(claimed(state, 1, 3), 2)
    assert report.bluff and report.reason == "sum"
    assert report.sides[0] == Named("sum", total=24, count=3)
    assert report.sides[1] == Named("sum", total=27, count=3)


def test_an_elite_troop_is_named_as_the_card_it_stands_for() -> None:
    state = arrange(TACTICS, sides={6: ("R6 R7", "B1 B2 G4")})
    state._place(0, JOKER1, 5)
    assert name_side(state.sides[5][0], 3, False) == Named("colour_run", colour=0,
                                                          values=(6, 7, 8), total=21, count=3)
    report = explain_stone(claimed(state, 0, 6), 5)
    assert report.reason == "formation"
    spy = name_side([SPY, parse_card("G7"), parse_card("O7")], 3, False)
    assert (spy.code, spy.value) == ("kind", 7)
    shield = name_side([SHIELD, parse_card("P1"), parse_card("P2")], 3, False)
    assert shield == Named("colour_run", colour=5, values=(1, 2, 3), total=6, count=3)


@pytest.mark.parametrize("config", [BASE, TACTICS, CLASSIC,
                                    game.GameConfig(expert=True)], ids=str)
def test_the_reasons_agree_with_the_engine_over_random_rounds(config: game.GameConfig) -> None:
    ways: set[str] = set()
    for seed in range(30):
        state = game.new_game(config, seed=seed)
        rng = random.Random(seed)
        while state.outcome is None:
            state.apply(rng.choice(state.legal_actions()))
        for report in explain_round(state):
            assert report.owner == state.owner[report.stone]
            ways.add(report.reason)
            if report.owner is None:
                assert report.reason == "open"
                continue
            sides = state.sides[report.stone]
            mine, theirs = sides[report.owner], sides[1 - report.owner]
            capacity, bluff = state.capacity(report.stone), state.bluff[report.stone] >= 0
            assert len(mine) == capacity
            if report.reason == "proof":
                assert len(theirs) < capacity
                continue
            ours, their = evaluate(mine, bluff), evaluate(theirs, bluff)
            expected = {True: "formation"}.get(ours[0] > their[0]) or (
                "sum" if ours[1] > their[1] else "first")
            assert report.reason == expected
            assert ours >= their
    assert {"proof", "sum"} <= ways


def test_a_proof_names_the_tactic_cards_that_could_have_beaten_it() -> None:
    state = arrange(TACTICS, sides={1: ("R9 B9 G8", "B3 G4")})
    unseen = state.unseen
    mine, theirs = state.sides[0][0], state.sides[0][1]
    assert beating_tactics(mine, theirs, 3, False, unseen,
                           [JOKER1, SPY, SHIELD, BLUFF]) == [JOKER1, SHIELD]


def test_every_card_that_could_beat_a_side_agrees_with_a_brute_force_search() -> None:
    rng = random.Random(5)
    for _ in range(40):
        deck = list(range(54))
        rng.shuffle(deck)
        mine, theirs = deck[:3], deck[3:3 + rng.choice((0, 1, 2))]
        unseen = mask_without() & ~sum(1 << card for card in (*mine, *theirs))
        unseen &= ~sum(1 << card for card in deck[10:30])
        found = set(beating_cards(mine, theirs, 3, False, unseen))
        pool = [card for card in range(54) if unseen >> card & 1]
        brute: set[int] = set()
        target = evaluate(mine)
        for extra in itertools.combinations(pool, 3 - len(theirs)):
            if evaluate([*theirs, *extra]) > target:
                brute.update(extra)
        assert found == brute


def test_cards_are_grouped_the_way_a_player_says_them() -> None:
    state = arrange(TACTICS, sides={1: ("R9 B9 G8", "B3 G4")})
    groups = threats_in_view(state.view(0), 0)
    assert groups[0] == Group("values", values=(2, 5))
    assert groups[-1].kind == "tactic"
    assert set(groups[-1].cards) == {JOKER1, SHIELD}
    unseen = mask_without()
    assert group_cards(set(cards("R4 R5 R6")), unseen) == (Group("range", colour=0, low=4,
                                                                  high=6),)
    assert group_cards(set(cards("R4 R6")), unseen) == (
        Group("range", colour=0, low=4, high=4), Group("range", colour=0, low=6, high=6))
    assert group_cards(set(range(54)), unseen, [SPY]) == (Group("any"),
                                                        Group("tactic", cards=(SPY,)))
    every_blue = set(cards("B1 B2 B3 B4 B5 B6 B7 B8 B9"))
    assert group_cards(every_blue, unseen) == (Group("colour", colour=4),)


def test_a_refused_claim_never_names_a_card_the_view_does_not_show() -> None:
    state = arrange(TACTICS, hands=("", "B2 SHIELD"), sides={1: ("R9 B9 G8", "B3 G4")})
    view = state.view(0)
    groups = threats_in_view(view, 0)
    # The opponent's hand is the same to the view whatever it holds.
    other = arrange(TACTICS, hands=("", "B6 Y1"), sides={1: ("R9 B9 G8", "B3 G4")})
    assert threats_in_view(other.view(0), 0) == groups
    assert view_unseen(view) == state.unseen


def test_a_run_of_threats_is_split_where_a_seen_card_lies_between() -> None:
    from game.schotten.cards import parse_card as c
    from game.schotten.explain import group_cards

    unseen = sum(1 << card for card in range(54)) & ~(1 << c("G6")) & ~(1 << c("G7"))
    groups = group_cards({c("G5"), c("G8")}, unseen)
    assert [(g.kind, g.low, g.high) for g in groups] == [("range", 5, 5), ("range", 8, 8)]


def test_a_beating_card_in_the_claimers_own_hand_is_named_as_such() -> None:
    """A refusal named "Red 8" while Red 8 was in the player's own hand: the proof counts
    it as the opponent's to draw, and the message has to say so."""
    state = arrange(TACTICS, hands=("B5 G2 R1", "B2 SHIELD"),
                    sides={1: ("R9 B9 G8", "B3 G4")})
    assert threats_in_hand(state.view(0), 0) == tuple(sorted(cards("B5 G2")))
    other = arrange(TACTICS, hands=("R1 Y7", ""), sides={1: ("R9 B9 G8", "B3 G4")})
    assert threats_in_hand(other.view(0), 0) == ()


def joker_in_hand(opponent_hand: str = "") -> GameState:
    """Seat 0 has played one Joker and holds the other, and claims stone 1 (yellow 4-5-6
    against green 7-8, the green 6 and 9 on the table: only a Joker or Blind-Man's Bluff
    could have beaten it)."""
    state = arrange(TACTICS, hands=("JOKER2", opponent_hand),
                    sides={1: ("Y4 Y5 Y6", "G7 G8"), 2: ("G6", "G9")})
    state.tactic_deck = [card for card in state.tactic_deck if card != JOKER1]
    state._place(0, JOKER1, 2)
    state.joker_played[0] = True
    return claimed(state, 0, 1)


def test_a_proof_for_its_owner_leaves_out_the_tactic_cards_the_owner_holds() -> None:
    """A tester's summary said a Joker was still to come against his stone, when he had
    played one Joker and held the other."""
    state = joker_in_hand()
    assert explain_stone(state, 0).threats == (Group("tactic", cards=(JOKER2, BLUFF)),)
    assert explain_stone(state, 0, viewer=0).threats == (Group("tactic", cards=(BLUFF,)),)
    # The opponent does not know that hand: for it the Joker could still have come.
    assert explain_stone(state, 0, viewer=1).threats == explain_stone(state, 0).threats
    state.hands[0].append(BLUFF)
    state.tactic_deck.remove(BLUFF)
    assert explain_stone(state, 0, viewer=0).threats == ()
    assert reason_text(explain_stone(state, 0, viewer=0)) == t("teach.why.proof")


def test_a_proof_never_tells_the_viewer_what_the_opponent_holds() -> None:
    told = explain_stone(joker_in_hand(), 0, viewer=0).threats
    for hand in ("SPY BLUFF", "SHIELD", "B1 B2"):
        other = joker_in_hand(hand)
        other.tactic_deck = [card for card in other.tactic_deck if card not in other.hands[1]]
        assert explain_stone(other, 0, viewer=0).threats == told


def test_a_colour_group_that_needs_one_card_says_so() -> None:
    """A tester's Blue 7-6-3 (a colour, sum 16) against a lone Green 7 was said to be beaten
    by "any green card": only a green colour with Green 9 beats it (Green 7-4-2 sums 13)."""
    state = arrange(TACTICS, hands=("G1 G9", ""),
                    sides={9: ("B7 B6 B3", "G7"), 1: ("G3 G5", "G6 G8"),
                           2: ("R7 O7", "Y7 P7")})
    groups = threats_in_view(state.view(0), 8)
    green = [group for group in groups if group.kind != "tactic"]
    assert green == [Group("colour", colour=3, needs=(parse_card("G9"),))]
    assert threats_text(tuple(green)) == "any green card (but only together with Green\u00a09)"
    # Both cards of a run needed: said as a pair.
    state = arrange(BASE, sides={1: ("Y4 Y5 Y6", "R5")})
    groups = threats_in_view(state.view(0), 0)
    assert groups == (Group("range", colour=0, low=6, high=7, needs=tuple(cards("R6 R7"))),)
    assert threats_text(groups) == "Red\u00a06 and Red\u00a07 together"
    # One card that completes the side beats on its own: nothing more to say.
    state = arrange(TACTICS, sides={1: ("R9 B9 G8", "B3 G4")})
    assert all(group.needs == () for group in threats_in_view(state.view(0), 0))


def test_what_a_group_needs_agrees_with_a_search_of_every_completion() -> None:
    rng = random.Random(11)
    checked = 0
    for _ in range(60):
        deck = list(range(54))
        rng.shuffle(deck)
        mine, theirs = deck[:3], deck[3:4]
        unseen = mask_without() & ~sum(1 << card for card in deck[:30])
        pool = [card for card in range(54) if unseen >> card & 1]
        target = evaluate(mine)
        beating = [set(pair) for pair in itertools.combinations(pool, 2)
                   if evaluate([*theirs, *pair]) > target]
        found = beating_cards(mine, theirs, 3, False, unseen)
        groups = group_cards(found, unseen)
        valued = {card for group in groups if group.kind == "values"
                  for card in members(group, found)}
        for group in groups:
            cards_of = members(group, found if group.kind == "values"
                               else [card for card in found if card not in valued])
            used = [pair for pair in beating if pair & set(cards_of)]
            common = set.intersection(*used) if used else set()
            needs = set(needed_with(mine, theirs, 3, False, unseen, cards_of))
            if len(cards_of) == 1 and common == set(cards_of):
                common = set()
            assert needs == common
            checked += bool(needs)
    assert checked


def test_a_single_card_among_the_cards_it_needs_is_said_as_a_set() -> None:
    """A tester's 1-1-1 was refused with "Orange 1 (but only together with Orange 1,
    Orange 2 and Orange 3)": the card named itself as its own partner."""
    group = Group("range", colour=1, low=1, high=1, needs=tuple(cards("O1 O2 O3")))
    assert threats_text((group,)) == "Orange\u00a01, Orange\u00a02 and Orange\u00a03 together"
    # A card that needs others only: those others are named.
    other = Group("range", colour=1, low=1, high=1, needs=tuple(cards("O2 O3")))
    assert threats_text((other,)) == (
        "Orange\u00a01 (but only together with Orange\u00a02 and Orange\u00a03)")


def test_a_long_run_of_values_is_said_as_a_span() -> None:
    """"any 2, 3, 4, 5, 6, 7, 8 or 9" filled a tester's refusal: consecutive values from
    four on read "any card from 2 to 9"; a short or broken list is still spelt out."""
    assert threats_text((Group("values", values=tuple(range(2, 10))),)) == \
        "any card from 2 to 9"
    assert threats_text((Group("values", values=(3, 4, 5)),)) == "any 3, 4 or 5"
    assert threats_text((Group("values", values=(2, 3, 5, 6)),)) == "any 2, 3, 5 or 6"
