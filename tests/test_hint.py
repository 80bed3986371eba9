"""The hint button (issue 23, item 4): against the computer it asks first that the round
will no longer count, then says the computer's suggestion with its reason and points at
the card and the stone; the round is then assisted; hot-seat has no hint; every reason
reads in every language."""

from __future__ import annotations

import logging
import random
import threading

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.ai.suggest import CODES, Suggestion, reachable_rank, suggest
from game.schotten.cards import parse_card
from game.schotten.formations import COLOUR_RUN, KIND
from game.schotten.view import PlayerView
from scenes.core.app import App
from scenes.model import logs
from scenes.model.seats import PlayerSpec
from scenes.schotten import hint as hints
from scenes.schotten import hud, paint
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.hint import card_words, hint_text, hinted_card
from scenes.schotten.session import Session
from scenes.schotten.tutorial_script import lesson_start
from scenes.shell.dialogs import ConfirmDialog
from scenes.table.computer import ComputerFailed
from scenes.ui import theme
from scenes.ui.text import LANGUAGES, catalog, set_language, t
from scenes.ui.widgets import wrap
from tests import scenes_support as support
from tests import session_support as sessions
from tests.engine_support import arrange


def test_a_hint_asks_first_then_names_a_legal_move_and_the_round_is_assisted() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    button = board.buttons["hint"]
    assert button.visible and button.enabled
    sessions.press(app, button)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog), "the warning comes before the hint"
    assert board.current_hint() is None
    sessions.press(app, dialog.buttons[0])
    hint = board.current_hint()
    assert hint is not None and hint.action in board.legal()
    assert board.message.startswith(hint_text(hint, board.art.naming))
    assert board.session.match.index in board.session.assisted
    card = hinted_card(hint)
    assert card is None or card in board.view.hand
    # Asked again in the same round: no second question.
    sessions.press(app, button)
    assert not isinstance(app.stack.top, ConfirmDialog)


def test_the_h_key_asks_for_the_hint_as_at_the_take_that_table() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    support.key(app, pygame.K_h)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog) and dialog.title == t("hint.title")
    sessions.press(app, dialog.buttons[0])
    assert board.current_hint() is not None


def test_the_hint_is_forgotten_once_the_position_moves_on() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    board.session.assisted.add(board.session.match.index)
    board.show_hint()
    hint = board.current_hint()
    assert hint is not None
    assert board.submit(hint.action)
    assert board.current_hint() is None


def test_hot_seat_has_no_hint() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="hotseat", name1="Ann", name2="Ben")
    support.step(app, frames=3)
    assert not board.buttons["hint"].visible


EXAMPLES = [
    Suggestion(act.claim(3), "claim", {"stone": 4}),
    Suggestion(act.DONE, "finish_claims", {}),
    Suggestion(act.play(parse_card("R8"), 3), "prove_claim",
               {"card": "R8", "stone": 4, "formation": "colour_run", "needs": "R9,R6"}),
    Suggestion(act.play(parse_card("R8"), 3), "prove_claim",
               {"card": "R8", "stone": 4, "formation": "three_of_a_kind", "needs": ""}),
    Suggestion(act.play(parse_card("B2"), 0), "complete_formation",
               {"card": "B2", "stone": 1, "formation": "run"}),
    Suggestion(act.play(parse_card("B2"), 0), "defend", {"card": "B2", "stone": 1}),
    Suggestion(act.play(parse_card("G1"), 8), "dump_on_lost_stone", {"card": "G1", "stone": 9}),
    Suggestion(act.play(parse_card("Y5"), 4), "build",
               {"card": "Y5", "stone": 5, "formation": "colour"}),
    Suggestion(act.play(parse_card("MUD"), 4), "play_tactic", {"card": "MUD", "stone": 5}),
    Suggestion(act.play(parse_card("RECRUITER")), "play_tactic",
               {"card": "RECRUITER", "stone": 0}),
    Suggestion(act.play(parse_card("TRAITOR")), "play_tactic",
               {"card": "TRAITOR", "stone": 0, "target": "G9", "origin": 4, "to": 7}),
    Suggestion(act.play(parse_card("BANSHEE")), "play_tactic",
               {"card": "BANSHEE", "stone": 0, "target": "MUD", "origin": 2, "to": 0}),
    Suggestion(act.play(parse_card("STRATEGIST")), "play_tactic",
               {"card": "STRATEGIST", "stone": 0, "target": "O2", "origin": 1, "to": 0}),
    Suggestion(act.play(parse_card("STRATEGIST")), "play_tactic",
               {"card": "STRATEGIST", "stone": 0, "target": "O2", "origin": 1, "to": 4}),
    Suggestion(act.place(2), "tactic_step", {"action": "place 3"}),
    Suggestion(act.pick(parse_card("R7")), "tactic_step", {"action": "pick R7"}),
    Suggestion(act.DISCARD, "tactic_step", {"action": "discard"}),
    Suggestion(act.return_card(parse_card("B3")), "tactic_step", {"action": "return B3"}),
    Suggestion(act.draw("clan"), "draw_clan", {}),
    Suggestion(act.draw("tactic"), "draw_tactic", {}),
    *(Suggestion(act.draw("clan"), "draw_clan", {"why": why})
      for why in ("empty", "held", "limit", "even", "late")),
    *(Suggestion(act.draw("tactic"), "draw_tactic", {"why": why}) for why in ("answer", "only")),
    Suggestion(act.PASS, "pass", {}),
    Suggestion(act.PASS, "pass", {"why": "keep_tactics"}),
    Suggestion(act.play(parse_card("MUD"), 4), "play_tactic",
               {"card": "MUD", "stone": 5, "their_cards": 0}),
    Suggestion(act.play(parse_card("BLUFF"), 8), "play_tactic", {"card": "BLUFF", "stone": 9}),
    Suggestion(act.play(parse_card("SPY"), 2), "play_tactic", {"card": "SPY", "stone": 3}),
    Suggestion(act.play(parse_card("B5"), 1), "win_round", {"card": "B5", "stone": 2}),
    Suggestion(act.play(parse_card("B5"), 1), "win_round",
               {"card": "B5", "stone": 2, "claims": "2"}),
    Suggestion(act.play(parse_card("B5"), 1), "win_round",
               {"card": "B5", "stone": 2, "claims": "2,3"}),
]


def _plan(card: str, stone: int, formation: str, held: str = "", more: int = 1, fills: str = "",
          fit: int = 0, made: str = "", against: str = "", their: str = "",
          their_formation: str = "", stand_in: str | None = None,
          tactics: int = 0) -> Suggestion:
    """A placement's suggestion with a plan (``plans.plan_fields``)."""
    code = "play_tactic" if card in ("SPY", "SHIELD", "JOKER1") else "build"
    fields: dict[str, str | int] = {
        "card": card, "stone": stone, "formation": formation, "held": held, "more": more,
        "fills": fills, "fit": fit or len([f for f in fills.split(",") if f]), "made": made,
        "against": against, "their": their, "their_formation": their_formation,
        "tactics": tactics}
    if stand_in is not None:
        fields["as"] = stand_in
    return Suggestion(act.play(parse_card(card), stone - 1), code, fields)


def _ruse(card: str, target: str, origin: int, to: int, **effect: str) -> Suggestion:
    return Suggestion(act.play(parse_card(card)), "play_tactic",
                      {"card": card, "stone": 0, "target": target, "origin": origin, "to": to,
                       **effect})


BUILDS = [
    _plan("O1", 1, "colour", "O5,O8", 0, made="O1,O5,O8", against="holds", their="P2,P1"),
    _plan("R8", 4, "three_of_a_kind", "Y8,O8", 0, made="R8,Y8,O8", against="beats",
          their="O9,Y6,P7", their_formation="sum"),
    _plan("O7", 6, "colour_run", "O8", fills="O9", against="holds", their="Y9,SHIELD"),
    _plan("Y2", 7, "three_of_a_kind", "R2", fills="G2,B2", against="beats",
          their="Y7,G8,G9", their_formation="run"),
    _plan("O7", 6, "three_of_a_kind", "P7", fills="R7,Y7,G7,B7"),
    _plan("O4", 3, "colour_run", fills="O3,O6", against="holds", their="B2,B1"),
    _plan("P9", 9, "colour", fills="P1,P2,P3,P4,P5", against="holds", their="O8,O7"),
    _plan("B9", 1, "colour_run", more=2, fills="B7,B8", against="holds", their="R9",
          tactics=1),
    _plan("O5", 8, "colour", more=2, fit=9, against="holds", their="Y8,O9", tactics=1),
]
"""Every way a card that builds says its plan, with long card names."""


def _with_elite(plan: Suggestion, elite: str, stands_for: str) -> Suggestion:
    """``plan`` on a side where the player's ``elite`` already lies."""
    return Suggestion(plan.action, plan.code,
                      plan.fields | {"elites": elite, "elites_as": stands_for})


BUILDS += [
    _with_elite(_plan("O7", 6, "colour_run", "O8", 0, made="O7,O8,O9", against="beats",
                      their="Y9,G9,B9", their_formation="three_of_a_kind"), "JOKER1", "O9"),
    _with_elite(_plan("R7", 4, "run", "Y9", 0, made="R7,Y9,R8"), "JOKER1", "R8"),
    _with_elite(_plan("B9", 1, "colour_run", fills="B7,B8", against="holds", their="R9",
                      tactics=1), "JOKER1", ""),
    _with_elite(_plan("R1", 3, "colour_run", fills="R2,R3", against="holds", their="B9"),
                "SHIELD", ""),
]
"""And each with an elite troop of the player's already on that side."""
EXAMPLES += [
    Suggestion(act.play(parse_card("R8"), 3), "prove_claim",
               {"card": "R8", "stone": 4, "formation": "three_of_a_kind", "needs": "",
                "claim": claim, "tactics": tactics})
    for claim in ("now", "wait") for tactics in (0, 1)]
"""And a side no card can beat, claimed now or later, with tactic cards to come or not."""
ELITES = [
    _plan("SPY", 2, "colour_run", more=0, made="R5,R6,R7", stand_in="R7"),
    _plan("SPY", 4, "three_of_a_kind", "O7", 0, made="Y7,O7,R7", against="beats",
          their="Y4,Y8,Y6", their_formation="colour", stand_in="R7"),
    _plan("JOKER1", 6, "colour_run", "O8", 0, made="O9,O8,O7", against="holds",
          their="P9,SHIELD", stand_in="O7"),
    _plan("SPY", 2, "colour_run", "R5", fills="R6", against="beats", their="G9,B9,R9",
          their_formation="three_of_a_kind", stand_in="R7"),
    _plan("SHIELD", 7, "colour_run", fills="O2,O3", against="holds", their="B2",
          stand_in=""),
    _plan("JOKER1", 5, "colour", more=2, fit=6, against="holds", their="P8,O9",
          stand_in=""),
]
"""Every way an elite troop at a stone says what it stands for."""
RUSES = [
    _ruse("BANSHEE", "G7", 7, 0, loss="built", before="colour_run", after="three_of_a_kind"),
    _ruse("BANSHEE", "O9", 3, 0, loss="completed", before="colour", after="run"),
    _ruse("BANSHEE", "O9", 3, 0, loss="completed", before="colour", after="colour"),
    _ruse("BANSHEE", "O9", 3, 0, loss="completed", before="colour_run", after="none"),
    _ruse("BANSHEE", "SHIELD", 3, 0, loss="built", before="colour_run", after="none"),
    _ruse("BANSHEE", "G6", 7, 0, loss="slower"),
    _ruse("BANSHEE", "MUD", 6, 0, loss="mud"),
    _ruse("BANSHEE", "BLUFF", 6, 0, loss="bluff"),
    _ruse("TRAITOR", "Y6", 7, 9, loss="built", before="colour_run", after="three_of_a_kind",
          gain="builds", gain_formation="colour_run"),
    _ruse("TRAITOR", "O7", 5, 8, loss="completed", before="three_of_a_kind",
          after="three_of_a_kind", gain="completes", gain_formation="three_of_a_kind"),
    _ruse("STRATEGIST", "O6", 3, 4, loss="rescue", gain="completes",
          gain_formation="colour_run"),
    _ruse("STRATEGIST", "O1", 8, 0, loss="room", before="sum", after="sum"),
    _ruse("STRATEGIST", "O2", 7, 0, loss="spare", before="three_of_a_kind",
          after="three_of_a_kind"),
    _ruse("STRATEGIST", "O1", 8, 0, loss="reopens", before="sum", after="colour_run"),
]
"""Every way a ruse says what taking its card does."""
PLANS = BUILDS + ELITES + RUSES



def test_a_ruse_and_its_steps_are_said_as_things_to_do() -> None:
    set_language("en")
    traitor = hint_text(EXAMPLES[10])
    assert traitor == ("Hint: play Traitor: take their Green\u00a09 from stone\u00a04 and put it"
                       " on your side of stone\u00a07."), traitor
    assert hint_text(EXAMPLES[11]).startswith("Hint: play Banshee and discard their Mud")
    steps = [hint_text(example) for example in EXAMPLES if example.code == "tactic_step"]
    assert steps == ["Hint: put it at stone\u00a03.", "Hint: choose Red\u00a07.",
                     "Hint: discard it.",
                     "Hint: put back Blue\u00a03, the card your stones need least."]
    assert hint_text(EXAMPLES[9]) == (
        "Hint: play Recruiter: draw three cards, then put back the two you need least.")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_reason_reads_in_every_language(code: str) -> None:
    assert {example.code for example in EXAMPLES} == set(CODES)
    set_language(code)
    try:
        for example in EXAMPLES + PLANS:
            text = hint_text(example)
            assert text and "{" not in text and "hint." not in text, (code, example.code, text)
            assert text.split()[0].rstrip(":") in catalog(code)["hint.claim"], text
    finally:
        set_language("en")


def hinted_game() -> tuple[App, BoardScene, Suggestion]:
    """A round against the computer, with the hint asked for (H) and agreed to."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    support.key(app, pygame.K_h)
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    sessions.press(app, dialog.buttons[0])
    hint = board.current_hint()
    assert hint is not None and hint.action.card is not None
    return app, board, hint


def test_a_hinted_card_is_taken_up_so_its_stone_number_plays_it() -> None:
    """After a hint its card glowed as if chosen, and the stone's number then claimed."""
    app, board, hint = hinted_game()
    assert board.selected == hint.action.card
    stone = hint.action.stone
    assert stone is not None
    support.key(app, pygame.K_1 + stone)
    assert any(action == hint.action for _, action in board.state.log)


def test_with_the_keys_the_hint_names_the_key_that_plays_it() -> None:
    """An Italian keyboard player read the hint's advice and not what to press."""
    app, board, hint = hinted_game()
    said = hint_text(hint, board.art.naming)
    stone = hint.action.stone
    assert stone is not None
    board.by_keys = True
    board.show_hint()
    support.step(app)
    keyed = t("hint.press_stone", hint=said, stone=stone + 1)
    assert board.message == keyed and board.bar_lines(keyed) <= 2
    # Not where it would take the bar to a third line, over the cards at the stones (a
    # tester): the stone glows, and its number is the key.
    board.bar_lines = lambda text: 3  # type: ignore[method-assign]
    board.show_hint()
    support.step(app)
    assert board.message == said


def test_with_the_mouse_the_hint_says_what_plays_its_card_and_what_puts_it_back() -> None:
    """An expert saw Cancel come with the hint and could not tell what it would cancel:
    the hint takes its card up, and the bar now says so."""
    app, board, hint = hinted_game()
    said = hint_text(hint, board.art.naming)
    stone = hint.action.stone
    support.step(app)
    assert stone is not None and board.buttons["cancel"].visible
    clicked = t("hint.click_stone", hint=said, stone=stone + 1)
    assert board.message == clicked and board.bar_lines(clicked) <= 2
    assert t("board.cancel") in clicked
    board.bar_lines = lambda text: 3  # type: ignore[method-assign]
    board.show_hint()
    support.step(app)
    assert board.message == said  # never at the cost of a third line


def test_cancelling_the_hinted_card_declines_the_hint() -> None:
    """An expert cancelled the hint's card and its stone still glowed."""
    app, board, hint = hinted_game()
    assert board.selected == hint.action.card
    said = hint_text(hint, board.art.naming)
    assert board.message.startswith(said)
    support.key(app, pygame.K_ESCAPE)
    assert board.selected is None and board.current_hint() is None
    assert not board.message  # nor do its words stay ("click stone 3…", a tester)


def test_another_card_dragged_lights_its_own_stones_not_the_hints() -> None:
    """A tester dragged another card after a hint: the hinted stone alone glowed and the
    hinted card stayed up while the bar said to drop his card on a glowing stone."""
    app, board, hint = hinted_game()
    card = hint.action.card
    assert card is not None and hint.action.stone is not None
    assert paint.hint_shown(board) == (card, hint.action.stone)
    said = " ".join(board.message.split(" ")[:3])
    assert any(text.startswith(said) for text in support.drawn_texts(app, board))
    other = next(c for c in board.state.hands[0] if c != card and c < 54)
    rect = board.sprites[other].rect
    support.step(app, [support.mouse(pygame.MOUSEBUTTONDOWN, rect.center, button=1)])
    far = (rect.centerx, rect.centery - board.layout.px(120))
    support.step(app, [support.mouse(pygame.MOUSEMOTION, far)])
    assert board.drag is not None and board.drag.dragging and board.drag.card == other
    assert paint.hint_shown(board) == (None, None)
    # Nor is the hinted card framed as chosen, nor the hint's words on the bar (a tester).
    assert board.selected == card and hud.chosen_card(board) is None
    opening = " ".join(board.message.split(" ")[:3])
    assert opening and not any(text.startswith(opening)
                               for text in support.drawn_texts(app, board))
    support.step(app, [support.mouse(pygame.MOUSEBUTTONUP, rect.center, button=1)])
    assert paint.hint_shown(board) == (card, hint.action.stone)  # put back: the hint again


def test_a_click_on_the_hinted_card_keeps_it_chosen_and_the_stone_then_plays_it() -> None:
    """A tester clicked the card the hint had taken up, which put it down, and the stone
    clicked next asked for a claim instead of playing the card."""
    app, board, hint = hinted_game()
    card = hint.action.card
    assert card is not None and hint.action.stone is not None
    rect = board.sprites[card].rect
    support.click(app, (rect.centerx, rect.y + 20))
    assert board.selected == card
    support.click(app, board.layout[f"stone_{hint.action.stone + 1}"].center)
    assert any(action == hint.action for _, action in board.state.log)
    # Further clicks on a chosen card put it down again, as before.
    other = next(c for c in board.state.hands[0] if c < 54)
    support.step(app, frames=30)
    if board.my_turn():
        spot = board.sprites[other].rect
        support.click(app, (spot.centerx, spot.y + 20))
        assert board.selected == other
        support.step(app, frames=30)  # past a double click
        support.click(app, (spot.centerx, spot.y + 20))
        assert board.selected is None


def test_a_tactic_card_at_a_stone_says_what_it_does_there() -> None:
    """"Hint: play Blind-Man's Bluff at stone 9." gave no reason, unlike every other hint."""
    for card, key in (("BLUFF", "hint.tactic.BLUFF"), ("MUD", "hint.tactic.MUD"),
                      ("SPY", "hint.tactic.elite"), ("JOKER1", "hint.tactic.elite")):
        hint = Suggestion(act.play(parse_card(card), 3), "play_tactic",
                          {"card": card, "stone": 4})
        assert hint_text(hint) == t(key, card=card_words(card, "iello"), stone=4)
    # Where their side is empty the Mud spoils nothing of theirs (a tester).
    empty = Suggestion(act.play(parse_card("MUD"), 3), "play_tactic",
                       {"card": "MUD", "stone": 4, "their_cards": 0})
    assert hint_text(empty) == t("hint.tactic.MUD.empty", card=card_words("MUD", "iello"),
                                 stone=4)


def test_a_hint_builds_only_towards_a_formation_still_possible() -> None:
    """"Red 9 at stone 6 builds towards a colour run" with Red 8 on the other side."""
    nine = parse_card("R9")
    free = arrange(game.GameConfig(), hands=("R9 B1", ""), sides={0: ("", "Y2")})
    assert reachable_rank(free.view(0), (nine,), 3, False) == COLOUR_RUN
    blocked = arrange(game.GameConfig(), hands=("R9 B1", ""), sides={0: ("", "R8 Y2")})
    assert reachable_rank(blocked.view(0), (nine,), 3, False) == KIND
    hint = suggest(blocked.view(0))
    assert hint.fields.get("formation") != "colour_run", hint


def test_every_plan_has_its_own_words() -> None:
    """Each example reads differently in English (no variant falls back on another's
    sentence), and the Polish hand cards take the instrumental ("z ręki")."""
    set_language("en")
    texts = [hint_text(example) for example in PLANS]
    assert len(set(texts)) == len(texts)
    builds = texts[:len(BUILDS)]
    assert builds[0] == ("Hint: Orange\u00a01 at stone\u00a01. With the Orange\u00a05 and "
                         "Orange\u00a08 from your hand, played there later, it makes a colour in"
                         " orange worth 14. Their Purple\u00a02 and Purple\u00a01 there can no"
                         " longer beat that.")
    assert "Green\u00a02 or Blue\u00a02 completes it" in builds[3], builds[3]
    assert "It still needs Blue\u00a07 and Blue\u00a08" in builds[7], builds[7]
    set_language("pl")
    try:
        assert "razem z pomarańczową\u00a08 z ręki" in hint_text(BUILDS[2])
        assert "Razem z żółtą\u00a08 i pomarańczową\u00a08 z ręki" in hint_text(BUILDS[1])
    finally:
        set_language("en")


def test_an_elite_troop_names_the_card_it_stands_for() -> None:
    set_language("en")
    texts = [hint_text(example) for example in ELITES]
    assert texts[0] == ("Hint: play Spy at stone\u00a02: as Red\u00a07 it completes a colour "
                        "run 5-6-7 in red.")
    assert "as a 7, with the Orange\u00a07 from your hand, it makes three 7s" in texts[1], texts[1]
    assert "it can stand for a 1, 2 or 3 of the colour it needs" in texts[4], texts[4]


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_reason_fits_the_message_line_at_1024x640(code: str) -> None:
    """The message line shrinks a long text to the small size, then wraps it upwards over
    the table (``hud.draw_message``): every reason, with long card names, takes at most
    two lines there, so that it covers little of the player's own side."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    layout = board.layout
    width = layout["message"].w - layout.px(14) * 2
    small = layout.px(theme.TYPE_SMALL)
    set_language(code)
    try:
        for example in EXAMPLES + PLANS:
            text = hint_text(example, board.art.naming)
            lines = wrap(app.assets, text, "text", small, width)
            assert len(lines) <= 2, (code, text, lines)
    finally:
        set_language("en")


def hinted_board(threaded: bool) -> tuple[App, BoardScene]:
    app = support.make_app()
    app.threaded_ai = threaded
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    board.session.assisted.add(board.session.match.index)
    return app, board


SEARCH = hints._Search


class Held:
    """The hard level's suggestion, held back until the test lets it go."""

    release = threading.Event()

    def choose(self, view: PlayerView, rng: random.Random) -> Suggestion:
        assert Held.release.wait(timeout=60)
        return SEARCH().choose(view, rng)


def test_the_hint_is_the_hard_levels_move() -> None:
    """A strong tester found the one-ply hint shallow: the hint is the hard level's move."""
    _, board = hinted_board(threaded=False)
    view = board.phase_source().view(0)
    board.show_hint()
    assert board.current_hint() == suggest(
        view, random.Random(board.seed + len(board.state.log)), "hard")


def test_the_hint_is_worked_out_off_the_frame_loop(monkeypatch: pytest.MonkeyPatch) -> None:
    """The search takes up to a second: the table goes on drawing, says it is looking,
    and gives the hint once found."""
    monkeypatch.setattr(hints, "_Search", Held)
    Held.release.clear()
    app, board = hinted_board(threaded=True)
    board.show_hint()
    support.step(app, frames=3)
    assert board.hint_search is not None and board.current_hint() is None
    assert board.message == t("hint.thinking")
    assert not board.buttons["hint"].enabled  # one search at a time
    thread = board.hint_search[1].turn.thread
    assert thread is not None
    Held.release.set()
    thread.join(timeout=60)
    support.step(app)
    hint = board.current_hint()
    assert hint is not None and board.hint_search is None
    assert board.message.startswith(hint_text(hint, board.art.naming))


def test_a_move_made_while_the_hint_is_searched_leaves_it_unsaid(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(hints, "_Search", Held)
    Held.release.clear()
    app, board = hinted_board(threaded=True)
    board.show_hint()
    assert board.hint_search is not None
    search = board.hint_search[1]
    assert board.submit(board.legal()[0])
    support.step(app)
    assert board.hint_search is None and board.message != t("hint.thinking")
    Held.release.set()
    assert search.turn.thread is not None
    search.turn.thread.join(timeout=60)
    support.step(app)
    assert board.current_hint() is None


class Broken:
    def choose(self, view: object, rng: object) -> object:
        raise RuntimeError("a bug in the search")


def test_a_failed_search_is_raised_under_tests() -> None:
    _, board = hinted_board(threaded=False)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(hints, "_Search", Broken)
        with pytest.raises(ComputerFailed):
            board.show_hint()


def test_for_players_a_failed_search_is_logged_and_the_one_ply_hint_given(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.delenv(logs.STRICT_VARIABLE)
    monkeypatch.setattr(hints, "_Search", Broken)
    _, board = hinted_board(threaded=False)
    view = board.phase_source().view(0)
    with caplog.at_level(logging.ERROR, logger="scenes"):
        board.show_hint()
    assert board.current_hint() == hints.hint_for(view, board.seed + len(board.state.log))
    assert any("hint" in record.getMessage() for record in caplog.records
               if record.levelno == logging.ERROR)


def ruses_table() -> tuple[App, BoardScene]:
    """A game against the computer at the table of lesson 3: the player holds the Traitor
    and the Strategist; the opponent's Orange 8 is at stone 3."""
    state = lesson_start(3)
    state.seed = 1
    app = support.make_app(auto_draw=False)
    session = Session(game.Match(state.config, 1, 1, state),
                      (PlayerSpec("Ada"), PlayerSpec("Computer", "random")))
    board = BoardScene(app, schotten.start(app, session))
    app.stack.push(board)
    support.step(app)
    return app, board


def test_a_hinted_ruse_marks_the_card_it_takes_and_where_it_goes() -> None:
    """A tester read "discard their Orange 3" and then had to find that card, a thin strip
    among opponent cards that all glowed alike: the card the hint takes is the one the
    choice starts on (and glows as the hint's card), and the stone it goes to glows alone."""
    app, board = ruses_table()
    orange8 = parse_card("O8")
    traitor = act.play(parse_card("TRAITOR"))
    board.hint = (board.hint_key(), Suggestion(traitor, "play_tactic", {
        "card": "TRAITOR", "stone": 0, "target": "O8", "origin": 3, "to": 4}))
    assert board.submit(traitor)
    picks = board.pick_targets()
    assert board.hint_pick == (orange8, 3) and picks[board.pick_cursor] == orange8
    support.step(app)  # drawn with the hint's glow, without error
    support.key(app, pygame.K_RETURN)  # Enter takes the hinted card
    assert board.buffer[-1] == act.pick(orange8) and board.hint_pick == (orange8, 3)
    support.step(app)
    support.key(app, pygame.K_4)
    assert orange8 in board.state.sides[3][0]
    assert board.hint_pick is None and not board.buffer


def test_a_ruse_the_hint_did_not_name_marks_nothing() -> None:
    app, board = ruses_table()
    strategist = act.play(parse_card("STRATEGIST"))
    board.hint = (board.hint_key(), Suggestion(act.play(parse_card("TRAITOR")), "play_tactic", {
        "card": "TRAITOR", "stone": 0, "target": "O8", "origin": 3, "to": 4}))
    assert board.submit(strategist)
    assert board.hint_pick is None
    support.key(app, pygame.K_ESCAPE)
    assert not board.buffer and board.hint_pick is None


def test_a_hinted_draw_lights_only_the_deck_it_names() -> None:
    """After "draw from the clan deck" both decks glowed alike (a newcomer)."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", tactics=True, level="easy")
    support.step(app, frames=3)
    view = board.view
    card = next(c for c in view.hand if c < 54)
    stone = next(a.stone for a in view.legal if a.card == card and a.stone is not None)
    board.submit(act.play(card, stone))
    support.step(app)
    assert board.state.phase is game.Phase.DRAW and board.my_turn()
    assert board.glow().decks and board.glow().deck == ""
    for deck in ("clan", "tactic"):
        board.hint = (board.hint_key(), Suggestion(act.draw(deck), f"draw_{deck}", {}))
        assert board.glow().deck == deck


def test_a_move_taken_back_does_not_light_its_hint_again() -> None:
    """An Italian tester played the hinted card, took it back with Ctrl+Z and chose
    another: the hint's card and stone were lit again beside it, two cards chosen."""
    app = support.make_app(auto_draw=False)
    board = sessions.start_game(app, mode="computer", first="me", level="easy")
    support.step(app, frames=3)
    sessions.press(app, board.buttons["hint"])
    dialog = app.stack.top
    assert isinstance(dialog, ConfirmDialog)
    sessions.press(app, dialog.buttons[0])
    hint = board.current_hint()
    assert hint is not None and board.submit(hint.action)
    assert board.current_hint() is None  # the position moved on
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                          mod=pygame.KMOD_CTRL, unicode="", scancode=0)])
    assert board.my_turn() and hint.action in board.legal(), "the move was taken back"
    assert board.current_hint() is None
