"""The hint's reasons in the positions of the play-test that found them too vague: a lone
card on an empty side said only "builds towards a colour run" (or three of a kind), the
Banshee gave no reason at all, and the Spy "stands for the card your side there needs
most". Each now says something specific and true of the position (``explain``, so the
reason is checked whatever the computer would choose there)."""

from __future__ import annotations

import random

import game
from game.schotten.actions import Action, Kind
from game.schotten.ai.suggest import Suggestion, explain
from game.schotten.cards import BLUFF, card_text
from game.schotten.state import GameState
from scenes.schotten.hint import hint_text
from scenes.ui.text import current, set_language
from tests.engine_support import arrange, mid_round


def blue_three_against_yellow_eight() -> GameState:
    """Screenshot s23: "Blue 3 at stone 7 builds towards a colour run" against a Yellow 8."""
    state = arrange(game.GameConfig(), hands=("R7 O1 Y4 G1 G5 B3", ""), sides={
        1: ("R2 R4 R3", "G6 R6 Y6"), 2: ("Y2 Y1", ""), 3: ("P1 P2", "O5"),
        5: ("G8 B8", "P4 P6"), 6: ("O7 P7", "O9 B9 P9"), 7: ("", "Y8"), 9: ("", "G7")})
    state.owner[0], state.owner[5] = 0, 1
    return state


def orange_one_against_purple_two() -> GameState:
    """Screenshot t09: "Orange 1 at stone 1 builds towards three of a kind"."""
    return arrange(game.GameConfig(), hands=("R2 O1 O5 O8 B2 P3", ""), sides={
        1: ("", "P2 P1"), 3: ("Y4 R4 O4", "P7 G7"), 5: ("G6 G5", "R9"),
        7: ("B7 B8", "O3 G3")})


def orange_seven_with_purple_seven() -> GameState:
    """Screenshot s13: "Orange 7 at stone 6 builds towards a colour run"."""
    return arrange(game.GameConfig(), hands=("O7 Y4 G5 B3 P1 P7", ""),
                   sides={1: ("R4 R2", "G6 R6 Y6"), 5: ("G8", "")})


def banshee_on_green_seven() -> GameState:
    """Screenshot m06: "play Banshee and discard their Green 7 from stone 7." and no more."""
    return arrange(game.GameConfig(tactics=True), hands=("R8 O2 O9 G9 B7 P3 BANSHEE", ""),
                   sides={1: ("P1", ""), 3: ("", "B5"), 4: ("R5 R6", ""), 6: ("", "Y1"),
                          7: ("", "G7 G8")})


def spy_against_three_nines() -> GameState:
    """Screenshot n16: "play Spy at stone 2: it stands for the card your side there needs
    most" against three 9s."""
    return arrange(game.GameConfig(tactics=True), hands=("R5 O1 O7 O9 Y6 G6 SPY", ""), sides={
        1: ("", "O8 O6"), 2: ("", "G9 B9 R9"), 3: ("B4 B5", ""), 4: ("G8 R8 Y8", "B2 B1"),
        5: ("R4 O4 P4", "G5"), 6: ("R1 Y1 G1", "P3"), 7: ("", "P8 P7"), 8: ("Y4 Y3", ""),
        9: ("", "Y2 G2 O2")})


POSITIONS = (blue_three_against_yellow_eight, orange_one_against_purple_two,
             orange_seven_with_purple_seven, spy_against_three_nines, banshee_on_green_seven)
"""The play-test's positions."""


def said(state: GameState, action: str, language: str = "en") -> str:
    set_language(language)
    try:
        return str(hint_text(explain(state.view(0), Action.from_text(action))))
    finally:
        set_language("en")


def test_an_opening_card_says_what_the_hand_makes_of_it() -> None:
    hint = explain(blue_three_against_yellow_eight().view(0), Action.from_text("play B3 7"))
    assert hint.code == "build"
    assert hint.fields | {"card": "B3", "stone": 7, "formation": "run", "held": "Y4,G5",
                          "more": 0, "made": "B3,Y4,G5"} == hint.fields
    # Their Yellow 8 can still become a colour run: the reason claims nothing against it.
    assert hint.fields["against"] == ""
    assert said(blue_three_against_yellow_eight(), "play B3 7") == (
        "Hint: Blue\u00a03 at stone\u00a07. With the Yellow\u00a04 and Green\u00a05 from your"
        " hand, played there later, it makes a run 3-4-5.")


def test_a_plan_names_what_the_joker_already_there_stands_for() -> None:
    """A tester read "with the Blue 3 from your hand it makes 2-3-4" and looked for the 4:
    it was the Joker already at the stone."""
    state = arrange(game.GameConfig(tactics=True), hands=("B2 B3 R7 O1 Y9 G1 P5", ""),
                    sides={4: ("JOKER1", "Y8 Y7")})
    hint = explain(state.view(0), Action.from_text("play B2 4"))
    assert hint.fields | {"made": "B2,B3,B4", "elites": "JOKER1", "elites_as": "B4"} == \
        hint.fields
    assert said(state, "play B2 4") == (
        "Hint: Blue\u00a02 at stone\u00a04. With the Blue\u00a03 from your hand, played there"
        " later, it makes a colour run 2-3-4 in blue. Your Joker already there counts as"
        " Blue\u00a04.")
    # In a run only its value counts.
    assert said(state, "play R7 4").endswith("Your Joker already there counts as an 8.")
    # Where the card it stands for depends on the card still to come, the cards the plan
    # needs say enough.
    state = arrange(game.GameConfig(tactics=True), hands=("B9 R1 O1 Y4 G1 P5 R5", ""),
                    sides={2: ("JOKER1", "")})
    hint = explain(state.view(0), Action.from_text("play B9 2"))
    assert hint.fields | {"elites": "JOKER1", "elites_as": ""} == hint.fields
    assert "already there" not in said(state, "play B9 2")


def test_without_an_elite_troop_a_plan_names_none() -> None:
    hint = explain(blue_three_against_yellow_eight().view(0), Action.from_text("play B3 7"))
    assert "elites" not in hint.fields
    assert "already there" not in said(blue_three_against_yellow_eight(), "play B3 7")


def test_an_opening_card_says_why_it_answers_the_opponents_cards() -> None:
    """Purple 1 and 2 cannot become a colour run (Purple 3 is in the hand): their best is
    a colour of at most 12, and the hand's oranges make one of 14."""
    hint = explain(orange_one_against_purple_two().view(0), Action.from_text("play O1 1"))
    assert hint.fields | {"formation": "colour", "held": "O5,O8", "against": "holds",
                          "their": "P2,P1"} == hint.fields
    assert said(orange_one_against_purple_two(), "play O1 1") == (
        "Hint: Orange\u00a01 at stone\u00a01. With the Orange\u00a05 and Orange\u00a08 from your"
        " hand, played there later, it makes a colour in orange worth 14. Their Purple\u00a02"
        " and Purple\u00a01 there can no longer beat that.")


def test_an_opening_card_counts_the_unseen_cards_that_complete_it() -> None:
    hint = explain(orange_seven_with_purple_seven().view(0), Action.from_text("play O7 6"))
    assert hint.fields | {"formation": "three_of_a_kind", "held": "P7", "more": 1,
                          "fills": "R7,Y7,G7,B7", "fit": 4} == hint.fields
    assert said(orange_seven_with_purple_seven(), "play O7 6") == (
        "Hint: Orange\u00a07 at stone\u00a06 builds towards three of a kind with the"
        " Purple\u00a07 from your hand. Any of 4 unseen cards completes it.")


def test_the_banshee_says_what_the_card_did_for_the_opponent() -> None:
    hint = explain(banshee_on_green_seven().view(0), Action.from_text("play BANSHEE"))
    assert hint.fields | {"target": "G7", "origin": 7, "loss": "built",
                          "before": "colour_run", "after": "three_of_a_kind"} == hint.fields
    assert said(banshee_on_green_seven(), "play BANSHEE") == (
        "Hint: play Banshee and discard their Green\u00a07 from stone\u00a07. With it they could"
        " still make a colour run there; without it, at best three of a kind.")


def test_the_spy_names_the_card_it_stands_for_and_what_that_answers() -> None:
    hint = explain(spy_against_three_nines().view(0), Action.from_text("play SPY 2"))
    assert hint.fields | {"as": "R7", "formation": "colour_run", "held": "R5", "fills": "R6",
                          "against": "beats", "their_formation": "three_of_a_kind"
                          } == hint.fields
    assert said(spy_against_three_nines(), "play SPY 2") == (
        "Hint: play Spy at stone\u00a02: with the Red\u00a05 from your hand it can stand for"
        " Red\u00a07 in a colour run. Only Red\u00a06 completes it, and that card is still"
        " unseen. That beats their side there: three 9s.")
    greek = said(spy_against_three_nines(), "play SPY 2", "el")
    assert "μετρά ως κόκκινο\u00a07 σε χρωμοκλίμακα" in greek, greek
    assert greek.endswith("τρεις ίδιες (9)."), greek


def test_the_reasons_read_in_greek_and_polish_with_the_cards_inflected() -> None:
    polish = said(orange_one_against_purple_two(), "play O1 1", "pl")
    assert "Razem z pomarańczową\u00a05 i pomarańczową\u00a08 z ręki" in polish, polish
    assert "da kolor pomarańczowy o sumie 14" in polish, polish
    greek = said(orange_one_against_purple_two(), "play O1 1", "el")
    assert "(πορτοκαλί\u00a05 και πορτοκαλί\u00a08)" in greek, greek
    assert "χρώμα (πορτοκαλί) με άθροισμα\u00a014" in greek, greek


def test_a_reason_follows_a_change_of_language() -> None:
    """The message line keeps the text it was given: a reason made of catalog texts is
    said again in the new language, every part of it."""
    set_language("en")
    text = hint_text(explain(orange_one_against_purple_two().view(0),
                             Action.from_text("play O1 1")))
    set_language("pl")
    try:
        again = current(text)
        assert again.startswith("Podpowiedź: pomarańczowa\u00a01"), again
        assert "Orange" not in again and "Purple" not in again, again
    finally:
        set_language("en")


def test_a_reason_never_depends_on_the_opponents_hidden_hand() -> None:
    """Two deals that show the player the same view give the same reason for every legal
    action, word for word."""
    for build in POSITIONS:
        view = build().view(0)
        one, two = (game.determinize(view, random.Random(seed)) for seed in (1, 2))
        assert one.hands[1] != two.hands[1] or one.clan_deck != two.clan_deck
        for action in view.legal:
            assert explain(one.view(0), action) == explain(two.view(0), action)


def test_a_card_that_defends_says_why_the_stone_leans_their_way() -> None:
    """Play-test: "That stone leans their way, and this card fights for it" never said
    what made it lean, nor (a newcomer) what the card could make there."""
    hint = explain(spy_against_three_nines().view(0), Action.from_text("play O7 7"))
    assert hint.code == "defend"
    assert hint.fields | {"threat": "can", "their": "P8,P7", "their_formation": "colour_run",
                          "could": "three_of_a_kind"} == hint.fields
    assert said(spy_against_three_nines(), "play O7 7") == (
        "Hint: Orange\u00a07 at stone\u00a07. That stone leans their way: their Purple\u00a08"
        " and Purple\u00a07 there can still become a colour run. With this card your side"
        " there can still become three of a kind.")
    # "Their side there", which fits one card as well as two ("le sue carte lì (6 verde)
    # possono" spoke of one card in the plural, an Italian tester).
    assert "jego strona tam (" in said(spy_against_three_nines(), "play O7 7", "pl")
    assert "może jeszcze utworzyć sekwens w kolorze" in said(spy_against_three_nines(),
                                                              "play O7 7", "pl")
    assert "il suo lato lì (" in said(spy_against_three_nines(), "play O7 7", "it")


def test_a_defence_that_can_make_the_same_formation_as_theirs_says_it_once() -> None:
    """A Brazilian tester read the hint as saying the same thing twice: their side "can
    still become a colour run", and with the card "yours can still become a colour run"."""
    assert said(spy_against_three_nines(), "play Y6 7") == (
        "Hint: Yellow\u00a06 at stone\u00a07. That stone leans their way: their Purple\u00a08"
        " and Purple\u00a07 there can still become a colour run, and with this card so can"
        " your side there.")
    assert said(spy_against_three_nines(), "play Y6 7", "pt").count("sequência de cor") == 1


def test_a_card_that_completes_a_side_says_why_the_stone_is_not_yet_sure() -> None:
    """Play-test: "Purple 8 at stone 5 completes a run." and no reason."""
    state = arrange(game.GameConfig(), hands=("Y9 O1 B6 G2 P3 R1", ""),
                    sides={9: ("B2 G4", "R7"), 1: ("O2", "")})
    hint = explain(state.view(0), Action.from_text("play Y9 9"))
    assert hint.code == "complete_formation"
    assert hint.fields | {"threat": "can", "their": "R7",
                          "their_formation": "colour_run"} == hint.fields
    assert said(state, "play Y9 9") == (
        "Hint: Yellow\u00a09 at stone\u00a09 completes a sum. The stone is not yet sure: their"
        " Red\u00a07 there can still become a colour run.")


def test_mud_where_their_side_is_empty_does_not_speak_of_their_formation() -> None:
    """A tester's hint said the Mud "spoils their formation more than yours" at a stone
    where they had no card."""
    state = arrange(game.GameConfig(tactics=True), hands=("MUD R1 B2 G3 Y4 P5 O6", ""),
                    sides={3: ("R8 B8", ""), 5: ("G7", "P9")})
    hint = explain(state.view(0), Action.from_text("play MUD 3"))
    assert hint.fields["their_cards"] == 0
    assert "their formation" not in said(state, "play MUD 3")
    assert explain(state.view(0), Action.from_text("play MUD 5")).fields["their_cards"] == 1
    assert "their formation" in said(state, "play MUD 5")


def test_an_elite_troop_that_completes_a_side_says_why_the_stone_is_not_yet_sure() -> None:
    """An expert's hint said the Spy completes a purple run 6-7-8, and nothing of his
    opponent's Green 8 and 9 there, which Green 7 still unseen would make the stronger."""
    state = arrange(game.GameConfig(tactics=True), hands=("SPY R1 B2 Y3 O4 R5 B6", ""),
                    sides={5: ("P6 P8", "G8 G9")})
    hint = explain(state.view(0), Action.from_text("play SPY 5"))
    assert hint.fields["against"] == "" and hint.fields["threat"] == "can"
    assert hint.fields["their_formation"] == "colour_run"
    assert said(state, "play SPY 5").endswith(
        "The stone is not yet sure: their Green\u00a08 and Green\u00a09 there can still become"
        " a colour run.")


def test_a_card_that_lifts_a_stone_of_sums_is_no_throwaway() -> None:
    """An expert's Green 9 was hinted "as good as lost: the card you miss least" at a stone
    under Blind-Man's Bluff with their one 8, where it was the best card there (it won)."""
    state = arrange(game.GameConfig(tactics=True), hands=("G9 R1 B2 Y3 O4 R5 B6", ""),
                    sides={7: ("", "Y8")})
    state.tactic_deck.remove(BLUFF)
    state.bluff[6] = 1
    assert explain(state.view(0), Action.from_text("play G9 7")).code != "dump_on_lost_stone"


def test_the_cards_that_could_beat_a_completed_side_keep_their_case() -> None:
    """Greek read "με κόκκινο 9 και το κόκκινο 6": the first card lost its article."""
    state = arrange(game.GameConfig(), hands=("R8 B1 Y2 G3 O4 P5", ""),
                    sides={4: ("R6 R7", "B9")})
    hint = explain(state.view(0), Action.from_text("play R8 4"))
    assert hint.code == "prove_claim" and hint.fields["needs"] == "B7,B8"
    assert "για παράδειγμα με το μπλε\u00a07 και το μπλε\u00a08" in said(
        state, "play R8 4", "el")
    assert said(state, "play R8 4").endswith("for example with Blue\u00a07 and Blue\u00a08.")


def test_a_side_completed_at_a_stone_already_beaten_is_thrown_away() -> None:
    """Under Blind-Man's Bluff a tester's Yellow 2 made his sum 8 against their 14 with a
    card to come, and the hint said "completes a sum. The stone is not yet sure: their
    Yellow 7 and Blue 7 there can still become a sum"."""
    state = arrange(game.GameConfig(tactics=True), hands=("Y2 G9 R8 B8 O9 P9 G8", ""),
                    sides={1: ("R1 B5", "Y7 B7")})
    state.tactic_deck.remove(BLUFF)
    state.bluff[0] = 1
    assert explain(state.view(0), Action.from_text("play Y2 1")).code == "dump_on_lost_stone"


def test_a_side_that_can_make_only_a_sum_threatens_a_higher_sum() -> None:
    """"Can still become a sum" said nothing where every side is one."""
    hint = Suggestion(Action.from_text("play Y6 1"), "complete_formation",
                      {"card": "Y6", "stone": 1, "formation": "sum", "threat": "can",
                       "their": "Y7,B7", "their_formation": "sum"})
    assert hint_text(hint).endswith(
        "their Yellow\u00a07 and Blue\u00a07 there can still become a higher sum.")


def test_a_sure_side_says_whether_it_can_be_claimed_and_what_tactic_cards_could_do() -> None:
    """A tester's stone hinted as beaten by no card they can still get went to their
    Banshee and Blind-Man's Bluff; another such stone could not be claimed, as the proof
    needed his own Yellow 8; the hint said the same in both cases."""
    # Three 9s against their Orange 8: only Orange 6-7-8 would beat them, and the Orange 7
    # is on the table, so the table proves the claim; no tactic card in the base game.
    state = arrange(game.GameConfig(), hands=("O9 B2 Y3 G4 P5 R1", ""),
                    sides={1: ("R9 B9", "O8"), 2: ("O7", "")})
    hint = explain(state.view(0), Action.from_text("play O9 1"))
    assert hint.code == "prove_claim" and hint.fields["needs"] == ""
    assert (hint.fields["claim"], hint.fields["tactics"]) == ("now", 0)
    assert said(state, "play O9 1").endswith("the stone is yours to claim.")
    # The Orange 7 in this hand instead: only the player knows it is out of their reach.
    state = arrange(game.GameConfig(tactics=True), hands=("O9 O7 B2 Y3 G4 P5 R1", ""),
                    sides={1: ("R9 B9", "O8")})
    hint = explain(state.view(0), Action.from_text("play O9 1"))
    assert hint.code == "prove_claim" and hint.fields["needs"] == ""
    assert (hint.fields["claim"], hint.fields["tactics"]) == ("wait", 1)
    assert said(state, "play O9 1").endswith(
        "beats it (barring a tactic card); the claim waits, as only the cards on the table"
        " count as proof.")


def test_a_side_their_cards_can_no_longer_beat_says_a_tactic_card_still_could() -> None:
    """"Their side there can no longer beat that" – and their Joker did (a tester)."""
    state = arrange(game.GameConfig(tactics=True), hands=("O9 O8 B2 Y3 G4 P5 R1", ""),
                    sides={1: ("O7", "P2 P1")})
    hint = explain(state.view(0), Action.from_text("play O9 1"))
    if hint.fields.get("against") != "holds":
        raise AssertionError(hint)
    assert hint.fields["tactics"] == 1
    assert said(state, "play O9 1").endswith(
        "can no longer beat that (barring a tactic card).")
    base = arrange(game.GameConfig(), hands=("O9 O8 B2 Y3 G4 P5", ""),
                   sides={1: ("O7", "P2 P1")})
    assert explain(base.view(0), Action.from_text("play O9 1")).fields.get("tactics") == 0


def test_a_card_on_a_stone_their_complete_side_already_wins_is_a_throwaway() -> None:
    """A hint said "Yellow 8 at stone 4 … makes a plain run 6-7-8" where their purple
    colour run 6-7-8 was already complete: nothing the side could become beats it."""
    # The Yellow 7 lies on their side of stone 3: no yellow run with the 8 is left.
    state = arrange(game.GameConfig(tactics=True), hands=("Y8 R6 O7 R5 G6 G8 P5", ""),
                    sides={4: ("", "P6 P7 P8"), 3: ("", "Y7")})
    hint = explain(state.view(0), Action.from_text("play Y8 4"))
    assert hint.code == "dump_on_lost_stone", hint
    # With the Yellow 7 still unseen, a yellow run 7-8-9 could still beat theirs.
    state = arrange(game.GameConfig(tactics=True), hands=("Y8 R6 O7 R5 G6 G8 P5", ""),
                    sides={4: ("", "P6 P7 P8")})
    assert explain(state.view(0), Action.from_text("play Y8 4")).code != "dump_on_lost_stone"


def test_the_cards_that_could_beat_a_side_never_include_the_card_played() -> None:
    """"Green 4 at stone 5 completes a colour… for example with Green 3, Green 4 and
    Green 5": the Green 4 was the card the hint put down (a tester)."""
    checked = 0
    for seed, moves in ((5, 22), (47, 22)):
        state = mid_round(False, seed, moves)
        view = state.view(state.to_move or 0)
        for action in view.legal:
            if action.kind is not Kind.PLAY or action.stone is None:
                continue
            hint = explain(view, action)
            if hint.code == "prove_claim" and hint.fields["needs"]:
                checked += 1
                assert card_text(action.card or 0) not in str(hint.fields["needs"]).split(","), (
                    seed, action, hint.fields)
    assert checked, "a weak test: no hint named cards that could beat a side"


def test_a_formation_under_the_mud_is_named_with_four_cards() -> None:
    """A Polish tester's hint at the Mud's stone said his side "can still make three of a
    kind", where every formation has four cards."""
    state = arrange(game.GameConfig(tactics=True), hands=("B2 R7 G9 O1 P5 Y8", "MUD R9 G8"),
                    sides={4: ("R2 O2", "P6 P7 P8"), 1: ("", "G1")}, to_move=1)
    state.play(Action.from_text("play MUD 4"))
    state.play(Action.from_text("draw clan"))
    assert state.to_move == 0 and state.mud[3] == 1
    hint = explain(state.view(0), Action.from_text("play B2 4"))
    assert hint.fields["could"] == "three_of_a_kind" and hint.fields["mud"] == 1
    assert said(state, "play B2 4").endswith("can still become four of a kind.")
    assert "czwórkę" in said(state, "play B2 4", "pl")
    # Elsewhere three of a kind stays what it is.
    assert "mud" not in explain(state.view(0), Action.from_text("play B2 1")).fields


def test_an_elite_troop_standing_for_an_eight_reads_an_8() -> None:
    """"play Leader at stone 4: as a 8…" (an English tester)."""
    from scenes.schotten.hint import stand_in_words

    set_language("en")
    assert stand_in_words("R8", "three_of_a_kind", "JOKER", "iello") == "an 8"
    assert stand_in_words("R7", "three_of_a_kind", "JOKER", "iello") == "a 7"
    assert stand_in_words("R8", "colour", "JOKER", "iello") != "an 8"
    set_language("it")
    try:
        assert stand_in_words("R8", "sum", "JOKER", "iello") == "un 8"
    finally:
        set_language("en")
