"""The round explained in words (issue 23): formations, reasons, claims in the log, the
Banshee's discard, and every card that could beat a refused claim, in every language."""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Iterator

import pytest

import game
from game.schotten.cards import BANSHEE, clan_card, parse_card
from game.schotten.explain import (
    Group,
    Named,
    StoneReport,
    explain_round,
    name_side,
    threats_in_view,
)
from scenes.schotten.words import (
    automatic_draws,
    beaten_text,
    claim_note,
    formation_text,
    group_text,
    last_turn,
    log_lines,
    or_list,
    plain_group_text,
    proof_note,
    reason_text,
    return_decks,
    threats_text,
    turn_text,
)
from scenes.ui import text
from scenes.ui.text import LANGUAGES, set_language, t
from tests.engine_support import act, arrange, cards

NAMES = {0: "Anna", 1: "Bob"}


@pytest.fixture
def english() -> Iterator[None]:
    before = text.language()
    set_language("en")
    yield
    set_language(before)


def proved_claim() -> game.GameState:
    state = arrange(game.GameConfig(), hands=("B2", ""), sides={4: ("R7 R8 R9", "Y1")})
    act(state, "play B2 2", "claim 4")
    return state


def test_formations_are_named_as_a_player_says_them(english: None) -> None:
    assert formation_text(name_side(cards("R6 R8 R7"), 3, False)) == "red colour run 6-7-8"
    assert formation_text(name_side(cards("Y7 G7 B7"), 3, False)) == "three 7s"
    assert formation_text(name_side(cards("Y7 G7 B7 O7"), 4, False)) == "four 7s"
    assert formation_text(name_side(cards("Y1 G7 B9"), 3, False)) == "sum 17"
    assert formation_text(name_side(cards("B1 B5 B9"), 3, False)) == "blue colour, sum 15"
    assert formation_text(name_side(cards("Y1 G2"), 3, False)) == "2 of 3 cards"


def test_a_claim_in_the_log_says_why(english: None) -> None:
    state = proved_claim()
    lines = log_lines(state.view(1).log, NAMES, "iello", explain_round(state), private=True)
    assert lines[-1] == (0, "Anna claimed stone\u00a04: red colour run 7-8-9; "
                            "no unseen clan cards can beat it")


def test_a_claim_of_two_complete_sides_names_both(english: None) -> None:
    state = arrange(game.GameConfig(), hands=("B2", ""), sides={1: ("Y7 G7 B7", "R1 R3 P9")})
    act(state, "play B2 2", "claim 1")
    lines = log_lines(state.view(0).log, NAMES, "iello", explain_round(state), private=False)
    assert lines[-1][1] == "Anna claimed stone\u00a01: three 7s beats sum 13"
    assert reason_text(explain_round(state)[0]) == "stronger formation"


def test_a_stone_won_under_mud_says_so_in_the_summary(english: None) -> None:
    """Two testers found a stone won with four cards and no word of its Mud Fight."""
    state = arrange(game.GameConfig(), hands=("B2", ""), sides={1: ("Y7 G7 B7", "R1 R3 P9")})
    act(state, "play B2 2", "claim 1")
    report = explain_round(state)[0]
    assert reason_text(report) == "stronger formation"
    muddy = dataclasses.replace(report, mud=True)
    assert reason_text(muddy) == "stronger formation (four cards a side: Mud Fight)"
    both = dataclasses.replace(muddy, bluff=True)
    assert "Mud Fight" in reason_text(both) and "Blind-Man's Bluff" in reason_text(both)
    # A stone nobody won says nothing of it.
    assert reason_text(dataclasses.replace(muddy, owner=None, reason="open")) == t(
        "teach.why.open")


def test_the_banshee_is_logged_as_a_discard(english: None) -> None:
    state = arrange(game.GameConfig(tactics=True), hands=("BANSHEE", ""),
                    sides={3: ("", "B7")})
    state.tactics_played[1] = 1
    act(state, "play BANSHEE", "pick B7")
    lines = log_lines(state.view(1).log, NAMES, "iello", explain_round(state), private=True)
    assert lines[-1] == (0, "Anna discarded Blue\u00a07 with the Banshee")
    assert state.discard[-1] == parse_card("B7") and BANSHEE in state.discard
    classic = log_lines(state.view(1).log, NAMES, "classic", (), private=True)
    assert "Blue\u00a07" in classic[-1][1] and "Banshee" not in classic[-1][1]


def test_a_card_moved_by_a_ruse_is_named_in_the_line_that_places_it(english: None) -> None:
    state = arrange(game.GameConfig(tactics=True), hands=("TRAITOR", ""), sides={3: ("", "B7")})
    state.tactics_played[1] = 1
    act(state, "play TRAITOR", "pick B7", "place 1")
    lines = [line for _, line in log_lines(state.view(1).log, NAMES, "iello", (),
                                           private=True)]
    assert lines[-3:] == ["Anna played Traitor", "Anna took Blue\u00a07",
                          "Anna placed Blue\u00a07 at stone\u00a01"]
    state = arrange(game.GameConfig(tactics=True), hands=("STRATEGIST", ""),
                    sides={5: ("R2", "")})
    state.tactics_played[1] = 1
    act(state, "play STRATEGIST", "pick R2", "discard")
    lines = [line for _, line in log_lines(state.view(1).log, NAMES, "iello", (),
                                           private=True)]
    assert lines[-1] == "Anna discarded Red\u00a02"


def test_a_card_put_back_unseen_names_its_deck(english: None) -> None:
    """A tester could not tell whether the computer had put a tactic card back with the
    Recruiter; at a real table the card's back shows which deck it goes under."""
    state = arrange(game.GameConfig(tactics=True), ("RECRUITER R1 R2 R3 R4 R5 R6", "B1 B2"))
    act(state, "play RECRUITER", "draw clan", "draw tactic", "draw clan")
    drawn_tactic = game.card_text(state.hands[0][-2])
    act(state, "return R1", f"return {drawn_tactic}")
    theirs = state.view(1)
    assert [text for _, text in theirs.log][-2:] == ["return", "return"]
    log = return_decks(theirs.log, theirs.events)
    lines = [line for _, line in log_lines(log, NAMES, "iello", (), private=False)]
    assert lines[-2:] == ["Anna put a clan card back", "Anna put a tactic card back"]
    assert drawn_tactic not in " ".join(text for _, text in log)
    # The player's own returns, with the hot-seat curtain down, hide the card, not the deck.
    mine = state.view(0)
    hidden = [line for _, line in log_lines(mine.log, NAMES, "iello", (), private=True)]
    assert hidden[-2:] == lines[-2:]
    shown = [line for _, line in log_lines(mine.log, NAMES, "iello", (), private=False)]
    assert shown[-2] == "Anna put Red\u00a01 back"
    assert turn_text(["play RECRUITER", "return clan", "return clan"], "Nikos").endswith(
        "put 2 clan cards back")
    assert turn_text(["return clan", "return tactic"], "Nikos") == t(
        "log.joined", first="Nikos put a clan card back", then="put a tactic card back")


def test_a_card_taken_by_a_ruse_says_which_stone_it_came_from(english: None) -> None:
    """"Anna took Blue 7" left the reader to find where it had lain."""
    log = ((1, "play B7 4"), (1, "draw clan"), (0, "play TRAITOR"), (0, "pick B7"),
           (0, "place 1"), (0, "draw clan"), (1, "play G3 2"), (1, "draw clan"),
           (0, "play STRATEGIST"), (0, "pick B7"))
    lines = [line for _, line in log_lines(log, NAMES, "iello", (), private=True)]
    assert lines[3:5] == ["Anna took Blue\u00a07 from Bob at stone\u00a04",
                          "Anna placed Blue\u00a07 at stone\u00a01"]
    assert lines[-1] == "Anna took Blue\u00a07 from stone\u00a01"  # where the Traitor put it
    banshee = log_lines(((1, "play Y9 6"), (0, "play BANSHEE"), (0, "pick Y9")), NAMES,
                        "iello", (), private=True)
    assert banshee[-1] == (0, "Anna discarded Yellow\u00a09 from stone\u00a06 with the Banshee")


def test_a_refused_claim_names_every_way_to_lose(english: None) -> None:
    state = arrange(game.GameConfig(tactics=True), sides={1: ("R9 B9 G8", "B3 G4")})
    words = threats_text(threats_in_view(state.view(0), 0))
    assert words == "any 2 or 5, or the Joker or the Shield-Bearer"


def test_lists_read_as_people_write_them(english: None) -> None:
    assert or_list(["1", "2", "3"]) == "1, 2 or 3"
    single = (Group("range", colour=3, low=5, high=5), Group("range", colour=3, low=8, high=8))
    assert threats_text(single) == "Green\u00a05 or Green\u00a08"
    three = (*single, Group("values", values=(1,)))
    assert threats_text(three) == "Green\u00a05, Green\u00a08, or any 1"


def test_a_range_of_two_cards_names_both(english: None) -> None:
    """A newcomer read "any purple card from 6 to 7" for Purple 6 or Purple 7."""
    purple = 5
    assert plain_group_text(Group("range", colour=purple, low=6, high=7)) == (
        "Purple\u00a06 or Purple\u00a07")
    assert plain_group_text(Group("range", colour=purple, low=5, high=7)) == (
        "any purple card from 5 to 7")


def test_a_range_that_needs_one_of_its_own_cards_names_the_others(english: None) -> None:
    """A tester read "any blue card from 4 to 5 (but only together with Blue 5 and Blue
    6)", which says that Blue 5 needs Blue 5."""
    blue = 4
    four_five = Group("range", colour=blue, low=4, high=5,
                      needs=(clan_card(blue, 5), clan_card(blue, 6)))
    assert group_text(four_five) == "Blue\u00a04, Blue\u00a05 and Blue\u00a06 together"
    wider = Group("range", colour=blue, low=3, high=5, needs=(clan_card(blue, 5),))
    assert group_text(wider) == "Blue\u00a03 or Blue\u00a04 (but only together with Blue\u00a05)"
    # Needs outside the range: as before.
    outside = Group("range", colour=blue, low=2, high=4, needs=(clan_card(blue, 9),))
    assert group_text(outside) == "any blue card from 2 to 4 (but only together with Blue\u00a09)"


def test_a_range_whose_every_card_is_needed_is_named_as_one_set(english: None) -> None:
    """A Polish tester read "(but only together with Orange 7, Orange 8 and Orange 9)"
    with nothing before it: the range 8-9 needed all of 7, 8 and 9."""
    orange = 1
    needs = tuple(clan_card(orange, value) for value in (7, 8, 9))
    words = group_text(Group("range", colour=orange, low=8, high=9, needs=needs))
    assert words == "Orange\u00a07, Orange\u00a08 and Orange\u00a09 together"


def test_a_side_against_an_open_one_is_refused_with_one_example(english: None) -> None:
    """Against a side with room for two cards or more, the list of threats ran to three
    lines ("any 6 or 7, …, or 3 other ways") that a newcomer could not follow: one set of
    cards that would beat it says it, the player's own among them named as such."""
    state = arrange(game.GameConfig(), hands=("R8 Y1", ""), sides={4: ("R1 O4 Y7", "")})
    view = state.view(0)
    threats = threats_in_view(view, 3)
    # The first of the strongest sets, the red 7-8-9, is not named: the player holds the
    # Red 8.
    said = beaten_text(view, 3, threats)
    assert said == ("the other side there still has room for 3 cards, and unseen cards could "
                    "beat yours, for example Orange\u00a07, Orange\u00a08 and Orange\u00a09")
    # One card to come: the list of threats, as before.
    near = arrange(game.GameConfig(), hands=("Y2", ""), sides={4: ("R1 O4 Y7", "G2 G3")})
    view = near.view(0)
    threats = threats_in_view(view, 3)
    assert beaten_text(view, 3, threats) == t(
        "teach.refused.beaten", cards=threats_text(threats))


def test_the_only_way_to_beat_a_side_is_not_called_an_example(english: None) -> None:
    """A tester read "for example Orange 2 and Orange 3" as one way of many when it was the
    only one: with every other 9 on the table, only the purple 7-8-9 beats a green 6-7-8."""
    state = arrange(game.GameConfig(), hands=("R2", ""),
                    sides={4: ("G6 G7 G8", ""), 1: ("R9 O9", "Y9 B9")})
    view = state.view(0)
    said = beaten_text(view, 3, threats_in_view(view, 3))
    assert said == ("the other side there still has room for 3 cards, and only one set of "
                    "unseen cards could beat yours: Purple\u00a07, Purple\u00a08 and "
                    "Purple\u00a09")
    # With the blue 9 back in the deck there are two ways, and the one named is an example.
    other = arrange(game.GameConfig(), hands=("R2", ""),
                    sides={4: ("G6 G7 G8", ""), 1: ("R9 O9", "Y9")})
    view = other.view(0)
    assert "for example" in beaten_text(view, 3, threats_in_view(view, 3))


def test_the_draws_the_engine_makes_by_itself_are_named(english: None) -> None:
    """A Portuguese player and a hot-seat couple missed the tactic cards drawn once the
    clan deck was empty: those draws are no choice, so no action names them. With the
    engine's draw events every draw of the round has its line, and the hand-over's line
    of the last turn says it too."""
    rng = random.Random(7)
    automatic = 0
    for seed in range(6):
        state = game.new_game(game.GameConfig(tactics=True), seed=seed)
        while state.outcome is None:
            state.play(rng.choice(state.legal_actions()))
            view = state.view(0)
            drawn = automatic_draws(view.log, view.events)
            lines = log_lines(view.log, NAMES, "iello", (), private=False,
                              decks_left=(view.clan_deck_size, view.tactic_deck_size),
                              drawn=drawn)
            draws = [event for event in view.events if event.kind == "draw"]
            assert sum(1 for _, line in lines if " drew a " in line) == len(draws)
            if drawn and max(drawn) == len(view.log) - 1 and view.log[-1][0] == 0:
                assert "drew a" in last_turn(view.log, 0, drawn=drawn)
        automatic += sum(len(each) for each in drawn.values())
    assert automatic, "a weak test: no round drew from the only deck left"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_language_says_it_all(code: str) -> None:
    before = text.language()
    set_language(code)
    try:
        state = proved_claim()
        reports = explain_round(state)
        said = [line for _, line in log_lines(state.view(0).log, NAMES, "iello", reports,
                                               private=False)]
        said += [reason_text(report) for report in reports]
        said += [formation_text(name_side(cards(side), 3, False))
                 for side in ("R6 R8 R7", "Y7 G7 B7", "B1 B5 B9", "Y1 G7 B9")]
        tactic = arrange(game.GameConfig(tactics=True), sides={1: ("R9 B9 G8", "B3 G4")})
        said.append(threats_text(threats_in_view(tactic.view(0), 0)))
        for line in said:
            assert line and "{" not in line and "teach." not in line, line
    finally:
        set_language(before)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_card_name_never_breaks_across_lines(code: str) -> None:
    """Wrapped at any width, "Blue 9" stays on one line (a no-break space joins it)."""
    from scenes.schotten.words import card_name
    from scenes.ui.widgets import wrap
    from tests import scenes_support as support

    app = support.make_app()
    before = text.language()
    set_language(code)
    try:
        name = card_name(parse_card("B9"))
        # "Blue 9", or value first where the language puts it so ("9 azul")
        assert "9" in name and "\u00a0" in name and " " not in name, name
        sentence = f"Anna played {name} at stone 5 and drew a clan card"
        for width in range(30, 600, 7):
            lines = wrap(app.assets, sentence, "text", 16, width)
            assert sum(line.count(name) for line in lines) == 1, (width, lines)
    finally:
        set_language(before)


def test_a_claim_won_on_the_sum_says_so_only_when_the_sum_is_news() -> None:
    """"sum 20 beats sum 19 on the sum" said the same thing twice."""
    sums = StoneReport(2, 0, (Named("sum", total=20), Named("sum", total=19)), "sum")
    assert claim_note(sums) == t("teach.log.beats", mine=formation_text(sums.sides[0]),
                                 theirs=formation_text(sums.sides[1]))
    runs = StoneReport(2, 0, (Named("run", values=(4, 5, 6), total=15),
                              Named("run", values=(2, 3, 4), total=9)), "sum")
    assert claim_note(runs) == t("teach.log.beats_sum", mine=formation_text(runs.sides[0]),
                                 theirs=formation_text(runs.sides[1]))


def test_a_colour_names_its_sum_only_where_the_sum_decides(english: None) -> None:
    """An Italian tester read "purple colour, sum 20 beats sum 22" as the smaller sum
    winning, and "yellow colour, sum 17 beats orange colour, sum 15 on the sum" as said
    twice."""
    over_sum = StoneReport(2, 0, (Named("colour", colour=5, total=20),
                                  Named("sum", total=22)), "formation")
    assert claim_note(over_sum) == "purple colour beats sum 22"
    colours = StoneReport(2, 0, (Named("colour", colour=2, total=17),
                                 Named("colour", colour=1, total=15)), "sum")
    assert claim_note(colours) == "yellow colour, sum 17 beats orange colour, sum 15"
    under_run = StoneReport(2, 1, (Named("colour", colour=0, total=18),
                                   Named("run", values=(4, 5, 6), total=15)), "formation")
    assert claim_note(under_run) == "run 4-5-6 beats red colour"


def test_the_last_turn_says_claims_at_once() -> None:
    """"claimed stone 1, claimed stone 5, played …" ran off the banner at 1024×640."""
    log = ((1, "play R7 3"), (0, "claim 1"), (0, "claim 5"), (0, "play G4 9"),
           (0, "draw clan"))
    said = last_turn(log, 0)
    assert said.startswith(t("log.claims", name="", stones="1 and 5"))
    assert t("log.play", name="", card="Green\u00a04", stone="9") in said
    assert last_turn(((0, "claim 2"), (0, "draw clan")), 0).startswith(
        t("log.claim", name="", stone="2"))
    # A card the turn took from the table says where from, in the banner as in the log.
    taken = ((1, "play R7 3"), (1, "draw clan"), (0, "play TRAITOR"), (0, "pick R7"),
             (0, "place 6"), (0, "draw clan"))
    # The Traitor's card was the other player's: the line says whose side it left, by
    # name ("the opponent's side" read, to the hot-seat player robbed, as the other's).
    assert t("log.traitor_from", name="", card="Red\u00a07", stone=3,
             owner="Ana") in last_turn(taken, 0, owner="Ana")
    assert "Ana" in last_turn(taken, 0, owner="Ana")
    # Against the computer, the side the computer took from is "your side".
    assert t("log.traitor_from_you", name="", card="Red\u00a07", stone=3) in last_turn(
        taken, 0, owner=t("player.you"))
    lines = log_lines(taken, {0: "Ben", 1: "Ana"}, "iello", (), private=False)
    # "from Computer (Medium)'s side of stone 4" read awkwardly to a newcomer.
    assert any("from Ana at stone" in line for _, line in lines), lines
    # Italian and Portuguese name the owner beside the stone: "dal lato di Computer
    # (Difficile)" lacked the article a computer takes (a tester).
    for code, said_there in (("it", "dall'altro lato della pietra\u00a03 (Ana)"),
                             ("pt", "do outro lado da pedra\u00a03 (Ana)")):
        set_language(code)
        try:
            assert said_there in last_turn(taken, 0, owner="Ana")
        finally:
            set_language("en")
    moved = ((0, "play R7 3"), (1, "draw clan"), (0, "play STRATEGIST"), (0, "pick R7"),
             (0, "place 6"), (0, "draw clan"))
    assert t("log.pick_from", name="", card="Red\u00a07", stone=3) in last_turn(moved, 0)


def test_a_turn_in_one_line_says_the_banshee_discards_and_merges_claims(english: None) -> None:
    """The banner read "played Banshee, took Joker" while the log said discarded, and
    "claimed stone 3, claimed stone 8, played Blue 7 at" ran off it."""
    line = turn_text(["claim 3", "claim 8", "play BANSHEE", "pick JOKER1"], "Maria")
    assert line.startswith("Maria claimed stones 3 and 8")
    assert "discarded Joker with the Banshee" in line and "took" not in line
    # The discard names the Banshee: the play is not said as well.
    assert "played" not in line
    alone = turn_text(["play BANSHEE", "pick JOKER1"], "Maria")
    assert alone == "Maria discarded Joker with the Banshee"
    assert turn_text(["play RECRUITER", "return", "return"], "Nikos").endswith(
        "put 2 cards back")


@pytest.mark.parametrize("more", [1, 3])
def test_the_rest_of_a_long_list_of_threats_is_said_as_a_phrase_of_its_own(
        more: int) -> None:
    """A Polish refusal ended "…albo i jeszcze 1": "and one more" after "or"; English said
    "1 other ways"."""
    groups = tuple(Group("range", colour=colour % 6, low=colour + 1, high=colour + 1)
                   for colour in range(5 + more))
    before = text.language()
    try:
        set_language("pl")
        said = threats_text(groups)
        assert "albo i " not in said and " i jeszcze" not in said
        assert said.endswith(" albo jeszcze jedna inna możliwość" if more == 1
                             else " albo jeszcze inne możliwości (łącznie 3)")
        set_language("en")
        assert threats_text(groups).endswith(", or one other way" if more == 1
                                             else ", or 3 other ways")
    finally:
        set_language(before)


def test_the_log_says_where_the_first_deck_ran_out(english: None) -> None:
    """A tester saw the draws stop being logged half-way through a round: once a deck is
    empty the draw is no longer a choice. The log now says so once, where it happened."""
    rng = random.Random(4)
    state = game.new_game(game.GameConfig(tactics=True), seed=4)
    said_at: list[int] = []
    while state.outcome is None:
        view = state.view(0)
        lines = log_lines(view.log, NAMES, "iello", (), private=False,
                          decks_left=(view.clan_deck_size, view.tactic_deck_size))
        said = [index for index, (_, line) in enumerate(lines) if "deck is empty" in line]
        assert len(said) <= 1
        if view.tactic_deck_size and view.clan_deck_size:
            assert said == []
        else:
            assert said, "a deck ran out and the log did not say so"
            said_at.append(said[0])
            empty = "tactic" if not view.tactic_deck_size else "clan"
            assert lines[said[0]][1].startswith(f"The {empty} deck is empty")
            # The line follows the draw that emptied it; no draw is logged after it.
            assert "drew" in lines[said[0] - 1][1]
            assert not any("drew" in line for _, line in lines[said[0] + 1:])
        state.play(rng.choice(state.legal_actions()))
    assert said_at and len(set(said_at)) == 1
    # The base game has one deck: no draw is a choice, and the log never speaks of one.
    base = game.new_game(game.GameConfig(), seed=4)
    while base.outcome is None:
        base.play(rng.choice(base.legal_actions()))
    view = base.view(0)
    assert not any("deck" in line or "drew" in line for _, line in log_lines(
        view.log, NAMES, "iello", (), private=False,
        decks_left=(view.clan_deck_size, view.tactic_deck_size)))


def test_a_summary_says_the_tactic_cards_left_out_of_its_proofs_once() -> None:
    """A newcomer read "(tactic cards still to come, such as the Blind-Man's Bluff, are left
    out of the proof)" four times in one summary: each early claim is marked, and one note
    names every stone's cards, each once."""
    side = Named("kind", value=9, size=3, count=3)
    bluff, jokers = Group("tactic", cards=(parse_card("BLUFF"),)), Group(
        "tactic", cards=(parse_card("JOKER1"), parse_card("JOKER2")))
    reports = [StoneReport(0, 0, (side, side), "proof", threats=(bluff,)),
               StoneReport(1, 0, (side, side), "proof", threats=(bluff, jokers)),
               StoneReport(2, 1, (side, side), "formation")]
    marked = [reason_text(report, marked=True) for report in reports]
    assert marked[0] == marked[1] == "claimed early: no unseen clan cards could beat it*"
    assert marked[2] == "stronger formation"
    note = proof_note(reports)
    assert note.startswith("* ") and note.count("Blind-Man") == 1 and "Joker" in note, note
    assert "Blind-Man" in reason_text(reports[0])  # unmarked, the bracket as before
    assert proof_note(reports[2:]) == ""
    # Under the classic names both Jokers are "Leader": named once (a Polish summary read
    # "Dowódca, Dowódca, Giermek lub Mgła").
    classic = proof_note(reports, "classic")
    assert classic.count("Leader") == 1 and "Blind-Man" not in classic, classic


def test_a_stone_under_the_bluff_is_won_on_the_higher_sum_alone() -> None:
    """"same formation, higher sum (sums only)" contradicted itself: under the Blind-Man's
    Bluff there is no formation."""
    side = Named("sum", size=3, count=3, total=20)
    report = StoneReport(0, 0, (side, side), "sum", bluff=True)
    # The card named where it changes the rule ("(sums only)" left a tester to work it out).
    assert reason_text(report) == "higher sum (sums only: Blind-Man's Bluff)"
    assert reason_text(report, "classic") == "higher sum (sums only: Fog)"
    merged = proof_note([
        StoneReport(0, 0, (side, side), "proof", threats=(Group("tactic", cards=(
            parse_card("SPY"), parse_card("BLUFF"))),)),
        StoneReport(1, 0, (side, side), "proof", threats=(Group("tactic", cards=(
            parse_card("SHIELD"), parse_card("BLUFF"))),))])
    assert merged.count("Blind-Man") == 1 and "Spy" in merged and "Shield" in merged, merged


def test_a_greek_colour_run_agrees_with_its_noun() -> None:
    """A Greek newcomer read "χρωμοκλίμακα 6-7-8 κίτρινο": the run is feminine."""
    set_language("el")
    try:
        assert formation_text(Named("colour_run", colour=2, values=(6, 7, 8), total=21)) == (
            "χρωμοκλίμακα 6-7-8\u00a0κίτρινη")
        assert formation_text(Named("colour", colour=2, total=21)).startswith("χρώμα (κίτρινο")
    finally:
        set_language("en")


def test_the_recruiters_last_card_drawn_from_the_only_deck_left_is_named(
        english: None) -> None:
    """The Recruiter's third card came from the clan deck by itself once its second had
    emptied the tactic deck, and the log named two draws (an Italian tester)."""
    state = arrange(game.GameConfig(tactics=True), hands=("RECRUITER R1 B2 Y3 G4 O5 P6", ""))
    del state.tactic_deck[2:]
    act(state, "play RECRUITER", "draw tactic", "draw tactic")
    view = state.view(0)
    assert not view.tactic_deck_size
    drawn = automatic_draws(view.log, view.events)
    lines = log_lines(view.log, NAMES, "iello", (), private=False,
                      decks_left=(view.clan_deck_size, view.tactic_deck_size), drawn=drawn)
    draws = [event for event in view.events if event.kind == "draw"]
    assert len(draws) == 3
    assert sum(1 for _, line in lines if " drew a " in line) == 3
