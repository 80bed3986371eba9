"""The Take That screens, driven headlessly by synthetic events: menu, set-up, the table
(drag to extend, drag onto a twin, refusals, take then start), computer turns, the hot-seat
curtain, the round summary, saves, statistics, a fuzz run and two window sizes."""

from __future__ import annotations

import dataclasses
import itertools
import json
import random
from typing import Any

import pygame
import pytest

from game.takethat import (
    CARDS,
    FROGS,
    TAKE,
    Action,
    Kind,
    Phase,
    TakeThatConfig,
    TakeThatMatch,
    TakeThatState,
    new_round,
    score,
    twin,
)
from game.takethat import actions as act
from game.takethat.ai.suggest import Suggestion
from scenes.core.app import App
from scenes.games import GAMES
from scenes.model.storage import data_dir
from scenes.schotten import records as st_records
from scenes.schotten.setup import SetupScene
from scenes.selftest import round_problems
from scenes.shell.chooser import GameChooser
from scenes.shell.dialogs import ConfirmDialog, CurtainOverlay, HandCurtain, PauseOverlay
from scenes.shell.lessons import LessonChooser
from scenes.shell.menu import MainMenu
from scenes.shell.resume import unbroken
from scenes.shell.rules import RulesScene
from scenes.shell.statistics import StatisticsScene
from scenes.takethat import history, recent
from scenes.takethat import placement as table
from scenes.takethat import records as tt_records
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.paint import (
    down_text,
    draw_key_tips,
    labels,
    pile_text,
    seat_info,
    text_block,
)
from scenes.takethat.placement import hand_order
from scenes.takethat.recent import new_result
from scenes.takethat.session import HUMAN, SeatChoice, TakeThatChoices
from scenes.takethat.setup import TakeThatSetup
from scenes.takethat.summary import (
    TakeThatSummary,
    ending_text,
    took_last_pile_card,
    winners_text,
)
from scenes.takethat.tutorial import TakeThatTutorial
from scenes.takethat.words import describe, refusal_text
from scenes.ui import theme
from scenes.ui.sprites import CardSprite
from scenes.ui.text import LANGUAGES, MINUS, catalog, set_language, signed, t
from scenes.ui.widgets import wrap
from tests import scenes_support as support
from tests.invariants_support import step_checked

SESSION = "takethat-session.json"


def choices(*kinds: str, rounds: int = 2, professional: bool = False) -> TakeThatChoices:
    seats = [SeatChoice("", kind) for kind in kinds]
    seats += [SeatChoice("", "easy") for _ in range(4 - len(seats))]
    return TakeThatChoices(len(kinds), seats, professional, rounds)


def start(app: App, *kinds: str, rounds: int = 2, professional: bool = False) -> TakeThatBoard:
    """New game → Take That → set-up → Start, with ``kinds`` at the seats."""
    takethat.remember(app, choices(*kinds, rounds=rounds, professional=professional))
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    support.click(app, setup.start_button.rect.center)
    replace = app.stack.top
    if isinstance(replace, ConfirmDialog):  # a game in progress: start anew all the same
        support.click(app, replace.buttons[0].rect.center)
    board = board_of(app)
    support.step(app, frames=2)
    return board


def board_of(app: App) -> TakeThatBoard:
    return next(scene for scene in app.stack.scenes if isinstance(scene, TakeThatBoard))


def wait_for_my_turn(app: App, board: TakeThatBoard, frames: int = 400) -> None:
    for _ in range(frames):
        if board.my_turn() or board.state.outcome is not None:
            return
        top = app.stack.top
        if isinstance(top, CurtainOverlay):
            support.click(app, top.button.rect.center)
        support.step(app)
    raise AssertionError("the person never got the turn")


def centre(rect: pygame.FRect | pygame.Rect) -> tuple[float, float]:
    return (rect.x + rect.w / 2, rect.y + rect.h / 2)


def hand_point(board: TakeThatBoard, card: int) -> tuple[float, float]:
    """A point of the hand card that no other card covers (its left strip)."""
    rect = board.sprites[card].rect
    return (rect.x + rect.w * 0.15, rect.y + rect.h * 0.6)


def my_turn_against_easy(app: App) -> tuple[TakeThatBoard, int]:
    """A table of one person against easy, at that person's turn; the board and the seat."""
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    seat = board.viewer
    assert seat is not None
    return board, seat


def put_in_row(board: TakeThatBoard, card: int) -> None:
    """Move ``card`` from wherever it is (not the person's hand) to the row's end."""
    state = board.state
    for place in (state.pile, *state.hands):
        if card in place:
            place.remove(card)
            state.row.append(card)
            if place is not state.pile:
                place.append(state.pile.pop())
            board.refresh()
            board.mirror.snap()
            return
    raise AssertionError(f"{card} is not free")


def test_menu_chooser_setup_board_and_the_logo() -> None:
    app = support.make_app()
    support.click(app, support.menu_button(app, 0))
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    assert [b.label for b in chooser.buttons[:2]] == ["Schotten Totten", "Take That"]
    assert chooser.logo_h > 0, "the Take That logo is in the assets"
    support.click(app, chooser.buttons[1].rect.center)
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    setup.players.choose(2)
    setup.seats[1].kind.choose(0)
    setup.professional.choose(1)
    support.click(app, setup.start_button.rect.center)
    board = board_of(app)
    config = board.session.match.config
    assert (config.players, config.professional, config.rounds) == (4, True, 2)
    assert [spec.level for spec in board.session.players] == [None, None, "easy", "easy"]
    assert takethat.remembered(app).players == 4


def test_drag_a_card_to_the_end_of_the_row_extends_it() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    extends = [a.card for a in state.legal_actions()
               if a.kind is Kind.EXTEND and a.card is not None]
    assert extends
    card = extends[0]
    before = len(state.log)
    support.drag(app, hand_point(board, card), centre(board.slots[-1]))
    assert state.log[before] == (board.viewer, state.log[before][1])
    assert state.log[before][1].to_text() == f"extend {card}"
    assert card not in state.hands[0]


def test_drag_a_twin_onto_its_card_twists_it_out() -> None:
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    card = next(c for c in state.hands[seat] if twin(c) is not None
                and twin(c) not in state.hands[seat])
    other = twin(card)
    assert other is not None
    put_in_row(board, other)
    put_in_row(board, next(c for c in state.pile if c not in (card, other)))
    support.step(app)
    support.drag(app, hand_point(board, card), centre(board.sprites[other].rect))
    assert state.log[-1][1].to_text() == f"twist {card}" or state.log[-2][1].to_text() \
        == f"twist {card}"
    assert {card, other} <= set(state.face_up[seat])
    assert other not in state.row


def my_table() -> tuple[App, TakeThatBoard, TakeThatState, int]:
    """A table of the person and an easy computer, the person to move."""
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    seat = board.viewer
    assert seat is not None
    return app, board, board.state, seat


def into_hand(board: TakeThatBoard, card: int) -> None:
    """``card``, from the draw pile, into the person's hand in place of its first card."""
    state, seat = board.state, board.viewer
    assert seat is not None
    state.pile[state.pile.index(card)] = state.hands[seat][0]
    state.hands[seat][0] = card
    board.refresh()
    board.mirror.snap()


def test_an_illegal_drop_is_refused_with_the_reason() -> None:
    app, board, state, seat = my_table()
    put_in_row(board, next(c for c in state.pile if 40 < c < 60))
    far = next(c for c in state.pile if abs(c - state.row[-1]) > 10)
    into_hand(board, far)
    before = len(state.log)
    support.drag(app, hand_point(board, far), centre(board.slots[-1]))
    assert len(state.log) == before and far in state.hands[seat]
    reason = t("tt.refusal.too_far", card=far, rightmost=state.row[-1])
    assert board.message == t("board.refused", reason=reason)
    assert str(far) in board.message and "10" in board.message


def test_a_drop_on_a_card_not_its_twin_says_so() -> None:
    """Dropped on a row card that is not its twin (nor the last card), a card that cannot
    go at the end either is refused with a word about twins, not about the last card."""
    app, board, state, seat = my_table()
    first = next(c for c in state.pile if 40 < c < 60 and twin(c) is not None)
    put_in_row(board, first)
    put_in_row(board, next(c for c in state.pile if 0 < abs(c - first) <= 10))
    far = next(c for c in state.pile if abs(c - state.row[-1]) > 10 and twin(c) is not None
               and twin(c) != first and twin(c) not in state.row)
    into_hand(board, far)
    before = len(state.log)
    corner = board.sprites[first].rect
    support.drag(app, hand_point(board, far), (corner.x + 8, corner.y + 8))
    assert len(state.log) == before and far in state.hands[seat]
    reason = t("tt.refusal.not_twin", card=far, onto=first, twin=twin(far))
    assert board.message == t("board.refused", reason=reason)


def test_a_card_let_go_beside_its_twin_twists_it_out() -> None:
    """In a long row a twin in the middle shows a narrow strip, and a family's card landed
    on the card beside it: it twists the twin out."""
    app, board, state, seat = my_table()
    state.row.clear()
    free = [c for c in state.pile if twin(c) is not None and twin(c) in state.pile]
    middle = free[0]
    put_in_row(board, middle)
    for card in [c for c in state.pile if c not in (middle, twin(middle))
                 and c in free][:3]:
        put_in_row(board, card)
    assert state.row.index(middle) == 0 and len(state.row) == 4
    mine = twin(middle)
    assert mine is not None
    into_hand(board, mine)
    before = len(state.log)
    beside = board.sprites[state.row[1]].rect
    support.drag(app, hand_point(board, mine), (beside.centerx, beside.y + 10))
    assert state.log[before] == (seat, act.twist(mine))  # (the computer may answer)
    assert middle not in state.row and mine not in state.hands[seat]


def test_a_card_let_go_just_right_of_the_row_goes_at_its_end() -> None:
    """Just past the end slot, at the row's height, still counts as the row's end: a
    tester's card dropped there was refused. Far past it, over the game log, it does not:
    another tester's card let go there was played, and Take That has no undo."""
    app, board, state, _ = my_table()
    if not state.row:
        put_in_row(board, next(c for c in state.pile if 40 < c < 60))
    near = next(c for c in state.pile if 0 < abs(c - state.row[-1]) <= 10)
    into_hand(board, near)
    log = board.layout.log
    slot = board.slots[-1]
    before = len(state.log)
    support.drag(app, hand_point(board, near), (log.right - 4, slot.centery))
    assert len(state.log) == before and near in state.hands[board.viewer or 0]
    assert board.message == t("tt.board.drop_on_row")
    support.drag(app, hand_point(board, near), (slot.right + slot.w * 0.6, slot.centery))
    assert [action for _, action in state.log[before:before + 1]] == [act.extend(near)]


def test_a_card_let_go_off_an_empty_row_is_told_where_the_row_starts() -> None:
    """A family missed the empty row's place and read "at its end, or on the card's
    twin", of a row with neither."""
    app, board, state, seat = my_table()
    set_hand_and_row(board, [45, 52, 57], [])
    support.step(app, frames=2)
    log = board.layout.log
    slot = board.slots[-1]
    support.drag(app, hand_point(board, 45), (log.right - 4, slot.centery))
    assert not state.row and 45 in state.hands[seat]
    assert board.message == t("tt.board.drop_on_empty_row")


def test_a_card_let_go_over_the_game_log_is_never_played() -> None:
    """With six cards in the row at 1280x800 a card's width past the end slot reached into
    the game log, and an Italian tester's card dropped on the log was played."""
    app = support.make_app((1280, 800))
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    log = board.log_panel.header()
    while len(state.row) < 6 or board.slots[-1].right + board.slots[-1].w <= log.left:
        last = state.row[-1] if state.row else 12
        put_in_row(board, next(c for c in state.pile if 0 < c - last <= 10))
    near = next(c for c in state.pile if 0 < abs(c - state.row[-1]) <= 10)
    into_hand(board, near)
    slot = board.slots[-1]
    point = (log.left + 6, int(slot.centery))
    assert point[0] < slot.right + slot.w and board.log_panel.covers(point)
    before = len(state.log)
    support.drag(app, hand_point(board, near), point)
    assert len(state.log) == before and near in state.hands[board.viewer or 0]
    # Short of the log, still at the row's end.
    support.drag(app, hand_point(board, near), (log.left - 6, slot.centery))
    assert [action for _, action in state.log[before:before + 1]] == [act.extend(near)]


def test_a_click_on_the_row_with_no_card_taken_up_says_what_to_do() -> None:
    app, board, state, seat = my_table()
    if not state.row:
        put_in_row(board, next(c for c in state.pile if 40 < c < 60))
    board.set_message("")
    support.click(app, centre(board.sprites[state.row[-1]].rect))
    assert board.message == t("tt.board.pick_first") != "tt.board.pick_first"
    assert board.selected is None and len(state.hands[seat]) == state.config.hand_size


def test_a_click_on_the_card_a_hint_took_up_keeps_it_up() -> None:
    """An Italian tester clicked the glowing card of a hint to pick it up: it went down,
    and the click on the row after it did nothing. The first click keeps it up; the next
    puts it down as before."""
    app, board, state, seat = my_table()
    # A row card whose twin the person is dealt: the hint plays a card (that twist, or an
    # extension that keeps it for later), never a take.
    shown = next(c for c in state.pile if twin(c) in state.pile and c not in state.row)
    put_in_row(board, shown)
    into_hand(board, twin(shown) or 0)
    board.show_hint()
    hint = board.current_hint()
    assert hint is not None and hint.action.card in state.hands[seat]
    card = hint.action.card
    assert board.selected == card
    support.click(app, hand_point(board, card))
    assert board.selected == card
    support.click(app, hand_point(board, card))
    assert board.selected is None


def test_a_click_on_the_draw_pile_says_hands_fill_up_by_themselves() -> None:
    """A tester clicked the pile to draw and nothing happened: the click explains."""
    app, board, state, _ = my_table()
    hand = len(state.hands[board.viewer or 0])
    support.click(app, centre(board.layout.pile))
    assert board.message == t("tt.board.pile_click", count=len(state.pile),
                              hand=state.config.hand_size)
    assert len(state.hands[board.viewer or 0]) == hand
    state.pile.clear()
    board.refresh()
    support.click(app, centre(board.layout.pile))
    assert board.message == t("tt.board.pile_empty")


def test_take_button_then_start_a_new_row() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy")
    wait_for_my_turn(app, board)
    state = board.state
    if not state.row:
        board.submit(state.legal_actions()[0])
        wait_for_my_turn(app, board)
    row = list(state.row)
    seat = board.viewer
    assert seat is not None
    take = board.buttons["take"]
    assert take.visible and take.enabled
    support.click(app, take.rect.center)
    if len(board.legal()) > 1:  # a card could still go: the second click takes
        assert state.row == row and board.take_asked is not None
        support.click(app, take.rect.center)
    assert state.log[-1] == (seat, TAKE)
    assert state.phase is Phase.START and board.my_turn()
    assert set(row) <= set(state.face_down[seat])
    assert board.prompt() == t("tt.board.start")
    assert not board.buttons["take"].visible
    card = sorted(state.hands[seat])[-1]
    taken = len(state.log)
    support.drag(app, hand_point(board, card), centre(board.layout.row_area))
    assert state.log[taken] == (seat, Action.from_text(f"start {card}"))
    assert card not in state.hands[seat]


def test_an_empty_row_asks_only_for_a_card_to_start_it() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    if state.row:
        assert board.prompt() == t("tt.board.your_turn_alone")
        state.row.clear()
        board.refresh()
    assert board.prompt() == t("tt.board.empty_row_alone")
    assert not board.buttons["take"].enabled or not board.buttons["take"].visible
    # A card chosen there can only start the row: no X or T (they did nothing).
    board.selected = board.view.hand[0]
    assert board.prompt() == t("tt.board.selected_start", card=board.selected)


def test_with_the_pile_empty_the_prompt_says_the_row_ends_the_round() -> None:
    """A table of four was surprised by the round's end at the next take."""
    _, board, state, _ = my_table()
    if not state.row:
        put_in_row(board, next(c for c in state.pile if 40 < c < 60))
    state.pile.clear()
    board.refresh()
    said = {frozenset({Kind.EXTEND, Kind.TWIST, Kind.TAKE}): "tt.board.your_turn_alone",
            frozenset({Kind.EXTEND, Kind.TAKE}): "tt.board.no_twist_alone",
            frozenset({Kind.TWIST, Kind.TAKE}): "tt.board.no_extend_alone",
            frozenset({Kind.TAKE}): "tt.board.only_take_alone"}
    kinds = frozenset(action.kind for action in state.legal_actions())
    assert board.prompt() == t("tt.board.last_row", prompt=t(said[kinds]))


def set_hand_and_row(board: TakeThatBoard, hand: list[int], row: list[int]) -> None:
    """The person's hand and the row made ``hand`` and ``row``, the cards swapped with
    the pile's so that the deck stays whole."""
    state, seat = board.state, board.viewer
    assert seat is not None
    wanted = set(hand) | set(row)
    spare = [card for card in [*state.hands[seat], *state.row] if card not in wanted]
    for card in wanted:
        if card in state.pile:
            state.pile.remove(card)
        else:
            for other in state.hands:
                if card in other and other is not state.hands[seat]:
                    other[other.index(card)] = spare.pop()
    state.pile.extend(spare)
    state.hands[seat][:] = hand
    state.row[:] = row
    board.refresh()
    board.mirror.snap()


@pytest.mark.parametrize(("hand", "row", "key"), [
    # All three fit after 49; none has a twin in the row.
    ([45, 52, 57], [13, 49], "tt.board.no_twist"),
    # Nothing fits after 98, but 31 twists 13 out.
    ([31, 45, 52], [13, 98], "tt.board.no_extend"),
    ([31, 45, 89], [13, 98], "tt.board.your_turn"),
])
def test_the_turn_prompt_offers_only_what_the_hand_can_do(
        hand: list[int], row: list[int], key: str) -> None:
    """A Polish tester was offered "twist a twin out" with no twin of the row in hand."""
    app, board, _, _ = my_table()
    set_hand_and_row(board, hand, row)
    assert board.prompt() == t(f"{key}_alone")
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_ESCAPE)  # the card put down again
    assert board.by_keys and board.selected is None
    assert board.prompt() == t(f"{key}_alone_keys")


def test_when_only_taking_is_left_the_prompt_says_so() -> None:
    """A newcomer read "extend the row, twist a card out, or take the row" with nothing but
    Take possible, and learnt why only from the hint."""
    _, board, state, seat = my_table()
    # A hand of middle cards only, a row ending far from them, no twin of it in the hand.
    hand = state.hands[seat]
    kept = [card for card in hand if 30 <= card <= 60]
    state.pile.extend(card for card in hand if card not in kept)
    if not kept:
        kept = [next(card for card in state.pile if 30 <= card <= 60)]
        state.pile.remove(kept[0])
    hand[:] = kept
    state.row.clear()
    put_in_row(board, next(c for c in (12, 97, 98) if c not in hand))
    assert board.state.legal_actions() == [TAKE]
    assert board.prompt() == t("tt.board.only_take_alone")
    state.pile.clear()
    board.refresh()
    assert board.prompt() == t("tt.board.last_row", prompt=t("tt.board.only_take_alone"))


def test_with_the_keys_the_prompt_names_them_and_a_click_speaks_of_the_mouse_again() -> None:
    """A Greek keyboard tester read "extend, twist or take" under the table with no key in
    sight, where Schotten Totten's line names its keys."""
    app, board, _, _ = my_table()
    set_hand_and_row(board, [31, 45, 89], [13, 98])  # a card to add and one to twist
    assert board.prompt() == t("tt.board.your_turn_alone")
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_ESCAPE)  # the card put down again, nothing else
    assert board.by_keys and board.selected is None
    assert board.prompt() == t("tt.board.your_turn_alone_keys")
    assert "T" in board.prompt()
    support.click(app, centre(board.layout.row_area))
    assert not board.by_keys
    assert board.prompt() == t("tt.board.your_turn_alone")


def take_the_row(app: App, board: TakeThatBoard) -> int:
    """Play on until a person may take the row, take it; the seat that took it."""
    for _ in range(60):
        wait_for_my_turn(app, board)
        if TAKE in board.legal():
            seat = board.state.to_move
            assert seat is not None and board.submit(TAKE)
            assert board.state.phase is Phase.START
            return seat
        board.submit(next(action for action in board.legal() if action is not TAKE))
        support.step(app)
    raise AssertionError("the row never came to a person to take")


@pytest.mark.parametrize("language", ["en", "el", "pl", "it", "pt"])
def test_after_taking_the_row_the_hot_seat_prompt_names_the_player(language: str) -> None:
    """Every prompt of a shared screen named the player but "You took the row: start
    another…", which left the people at the table to guess whose hand it meant."""
    app = support.make_app()
    set_language(language)
    board = start(app, HUMAN, HUMAN, "easy")
    name = board.name(take_the_row(app, board))
    assert board.prompt() == t("tt.board.start_named", name=name)
    assert board.prompt().startswith(name) and board.prompt() != t("tt.board.start")
    # One person at the table is spoken to without a name, as before.
    again = support.make_app()
    set_language(language)
    alone = start(again, HUMAN, "easy")
    take_the_row(again, alone)
    assert alone.prompt() == t("tt.board.start")


def test_keyboard_selects_and_plays() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    before = len(state.log)
    legal = state.legal_actions()
    hand = hand_order(board.view)
    target = next(a for a in legal if a.kind is Kind.EXTEND)
    assert target.card is not None
    support.key(app, pygame.K_1 + hand.index(target.card))
    assert board.selected == target.card
    support.key(app, pygame.K_RETURN)
    assert state.log[before][1] == target


def holding_74_at_the_row_47(last: int) -> tuple[App, TakeThatBoard]:
    """The person's turn with 74 in hand and the row 47 ``last``: 74 twists 47 out, and
    may be added too when ``last`` is within ten of it."""
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    seat = state.to_move
    assert seat is not None
    for card in (47, last, 74):
        for pile in (*state.hands, state.pile, state.row):
            if card in pile:
                pile.remove(card)
    state.row[:] = [47, last]
    state.hands[seat].append(74)
    board.refresh()
    return app, board


def test_enter_on_a_card_that_can_only_twist_twists() -> None:
    """Enter on the card a hint said to show was refused as too far from the row's end,
    with no word of X."""
    app, board = holding_74_at_the_row_47(55)
    state = board.state
    assert act.extend(74) not in board.legal() and act.twist(74) in board.legal()
    before = len(state.log)
    board.selected = 74
    support.key(app, pygame.K_RETURN)
    assert state.log[before][1] == act.twist(74)


def test_enter_follows_the_hint_on_the_hinted_card_and_for_a_take() -> None:
    """A tester pressed Enter on the card a hint said to twist with; it went onto the row,
    and there is no undo. Enter on a take hint did nothing while the Take button glowed."""
    app, board = holding_74_at_the_row_47(70)
    state = board.state
    assert {act.extend(74), act.twist(74)} <= set(board.legal())
    board.hint = (board.hint_key(), Suggestion(act.twist(74), "twist", {"card": 74}))
    board.selected = 74
    before = len(state.log)
    support.key(app, pygame.K_RETURN)
    assert state.log[before][1] == act.twist(74)
    wait_for_my_turn(app, board)
    board.hint = (board.hint_key(), Suggestion(TAKE, "take", {}))
    board.selected = None
    before = len(state.log)
    support.key(app, pygame.K_RETURN)
    assert state.log[before][1] == TAKE


def test_computer_turns_complete_and_animate_off_the_loop() -> None:
    app = support.make_app(speed="fast")
    board = start(app, HUMAN, "easy", "easy", "easy")
    wait_for_my_turn(app, board, frames=2000)
    state = board.state
    board.submit(state.legal_actions()[0])
    acted = len(state.log)
    wait_for_my_turn(app, board, frames=3000)
    assert len(state.log) >= acted + 3 or state.outcome is not None
    assert {seat for seat, _ in state.log[acted:]} >= {1, 2, 3} or state.outcome is not None


def hidden_faces(board: TakeThatBoard) -> bool:
    return all(sprite.card < 0 for sprite in board.sprites.values() if sprite.zone == "hand")


def curtain_of(app: App, frames: int = 200) -> CurtainOverlay:
    """Step until the hot-seat curtain comes up; the curtain."""
    for _ in range(frames):
        if isinstance(app.stack.top, CurtainOverlay):
            break
        support.step(app)
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    return curtain


def test_the_curtain_asks_the_other_person_or_everyone_else_to_look_away() -> None:
    """Two friends read "Everyone else should look away" as if a crowd were watching."""
    app = support.make_app()
    start(app, HUMAN, HUMAN, "easy")
    texts = support.drawn_texts(app, curtain_of(app))
    assert t("curtain.body.two") in texts and t("curtain.body") not in texts
    app = support.make_app()
    start(app, HUMAN, HUMAN, HUMAN)
    texts = support.drawn_texts(app, curtain_of(app))
    assert t("curtain.body") in texts and t("curtain.body.two") not in texts


def test_resuming_a_pause_puts_the_curtain_back_over_the_hand_for_three_people() -> None:
    """Three friends: Chloé paused mid-turn, and Resume showed her hand to whoever
    pressed it."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, HUMAN)
    support.click(app, curtain_of(app).button.rect.center)
    seat = board.viewer
    assert seat is not None and app.stack.top is board
    hand = set(board.state.hands[seat])
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseOverlay) and app.stack.top.opaque
    support.key(app, pygame.K_ESCAPE)
    curtain = app.stack.top
    assert isinstance(curtain, HandCurtain) and curtain.name == board.name(seat)
    assert curtain.body_key == "curtain.resume.body"  # everyone else, with three there
    support.key(app, pygame.K_RETURN)
    assert app.stack.top is board and board.viewer == seat
    assert set(board.state.hands[seat]) == hand


def test_each_person_is_spoken_to_in_the_words_of_the_way_they_came_in() -> None:
    """Ben played by keys, and Chloé, who used the mouse, was told of arrow keys."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, HUMAN)
    support.key(app, pygame.K_RETURN)  # the first person says who they are by Enter
    assert board.viewer is not None and board.by_keys
    board.submit(board.legal()[0])
    support.click(app, curtain_of(app).button.rect.center)  # the next one by a click
    assert board.viewer is not None and not board.by_keys


def test_the_first_curtain_does_not_wait_for_the_deal() -> None:
    """A family waited 1.5 s with "Ana is playing…" and no button while the cards were
    dealt face down; then another saw, behind the curtain, a card back stuck over the
    pile where the deal had stopped: the cards lie in their places, face down."""
    app = support.make_app(speed="normal")
    board = start(app, HUMAN, HUMAN, HUMAN)
    support.step(app, frames=2)
    assert isinstance(app.stack.top, CurtainOverlay) and not board.mirror.moving
    assert board.viewer is None and hidden_faces(board)
    sprites = list(board.sprites.values())
    assert len(sprites) >= 27 and all(sprite.rect == sprite.target for sprite in sprites)


def test_hint_and_undo_keys_in_hot_seat_say_why_they_do_nothing() -> None:
    """H and Ctrl+Z did nothing at all, without a word."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy")
    support.click(app, curtain_of(app).button.rect.center)
    support.key(app, pygame.K_h)
    assert board.message == t("hint.hotseat")
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                          mod=pygame.KMOD_LCTRL, unicode="")])
    assert board.message == t("tt.board.no_undo")


def test_hot_seat_curtain_hides_every_face() -> None:
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy")
    curtain = curtain_of(app)
    assert board.viewer is None and hidden_faces(board)
    seat = board.state.to_move
    support.click(app, curtain.button.rect.center)
    assert board.viewer == seat == board.perspective
    assert not hidden_faces(board)
    board.submit(board.state.legal_actions()[0])
    assert board.viewer is None and hidden_faces(board)
    curtain_of(app, 400)
    assert hidden_faces(board)


def test_the_pause_menu_of_a_shared_screen_shows_no_hand() -> None:
    """In hot-seat the hand under the pause menu was dimmed but readable to everyone."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy")
    support.click(app, curtain_of(app).button.rect.center)
    assert not hidden_faces(board)
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, PauseOverlay)

    def drawn() -> bytes:
        app.stack.draw(app.screen)
        return pygame.image.tobytes(app.screen, "RGB")

    shown = drawn()
    faces = {key: sprite.card for key, sprite in board.sprites.items() if sprite.zone == "hand"}
    for key in faces:
        board.sprites[key].card = -1
    assert drawn() == shown  # the same picture with every card of the hand face down
    for key, card in faces.items():
        board.sprites[key].card = card


def test_at_the_curtain_a_hand_turns_over_where_it_lies() -> None:
    """Hidden at a handover, a hand flew in from the draw pile as a stack of backs."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy")
    curtain = curtain_of(app)
    board.settings.speed = "normal"  # the flights are what is checked
    support.click(app, curtain.button.rect.center)
    seat = board.perspective

    def hand() -> list[CardSprite]:
        return [sprite for key, sprite in board.sprites.items() if sprite.zone == "hand"
                and (key[1] == seat if isinstance(key, tuple) else key in board.view.hand)]

    assert hand() and not any(sprite.moving for sprite in hand())
    play = next(a for a in board.legal() if a is not TAKE)
    board.submit(play)
    # The card drawn lands in sight first (a family never saw it until their next turn),
    # and the line says whose hand it still is, not the next player's turn.
    assert board.viewer == seat and board.handover
    assert board.prompt() == t("tt.board.handover", name=board.name(seat))
    # Their plate stays lit meanwhile, not the next player's over this face-up hand.
    assert board.state.to_move != seat and board.acting_seat() == seat
    for _ in range(200):
        if board.viewer is None:
            break
        board.update(0.05)
    assert board.viewer is None
    flying = [sprite for sprite in hand() if sprite.moving]
    assert not flying, [sprite.key for sprite in flying]


def play_round(app: App, board: TakeThatBoard, seed: int = 1) -> TakeThatSummary:
    rng = random.Random(seed)
    for _ in range(5000):
        top = app.stack.top
        if isinstance(top, TakeThatSummary):
            return top
        if isinstance(top, CurtainOverlay):
            support.click(app, top.button.rect.center)
        elif board.my_turn():
            legal = board.legal()
            plays = [a for a in legal if a is not TAKE]
            board.submit(rng.choice(plays or legal))
        support.step(app)
    raise AssertionError("the round never ended")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_the_summary_is_as_tall_as_its_table(size: tuple[int, int]) -> None:
    """The content took a share of the window: a band of empty panel lay above the
    buttons."""
    app = support.make_app(size)
    board = start(app, HUMAN, "easy", "easy", "easy", rounds=2)
    summary = play_round(app, board)
    support.step(app)
    content = summary.content_rect
    bottom = summary.paint(pygame.Surface(size))
    assert 0 <= content.bottom - bottom <= size[1] // 46
    assert content.bottom <= min(button.rect.top for button in summary.buttons)
    assert summary.panel.contains(summary.buttons[-1].rect)
    assert app.screen.get_rect().contains(summary.panel)


def test_the_arrows_move_the_focus_to_the_button_that_lies_that_way() -> None:
    """A keyboard tester pressed Up on View board, in the bottom row, to reach Next round
    above it, and the focus went to Start over beside it instead."""
    app = support.make_app((1024, 640))
    board = start(app, HUMAN, "easy", "easy", "easy", rounds=2)
    summary = play_round(app, board)
    summary.shown = summary.settle_over  # past the time a key does not count
    buttons = summary.buttons
    top = min(buttons, key=lambda button: button.rect.top)
    row = sorted((b for b in buttons if b.rect.top > top.rect.top), key=lambda b: b.rect.x)
    assert len(row) == 3, [b.rect for b in buttons]

    def at(button: object) -> None:
        summary.focus = buttons.index(button)  # type: ignore[arg-type]

    def focused() -> object:
        return buttons[summary.focus]

    for button in row:
        at(button)
        support.key(summary.app, pygame.K_UP)
        assert focused() is top
    at(top)
    support.key(summary.app, pygame.K_DOWN)
    assert focused() is min(row, key=lambda b: abs(b.rect.centerx - top.rect.centerx))
    at(row[0])
    support.key(summary.app, pygame.K_RIGHT)
    assert focused() is row[1]
    support.key(summary.app, pygame.K_LEFT)
    assert focused() is row[0]
    support.key(summary.app, pygame.K_DOWN)  # nothing below: round to the top
    assert focused() is top


def test_summary_next_round_and_the_winner_of_the_game() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", rounds=2)
    summary = play_round(app, board)
    match = board.session.match
    assert len(match.results) == 1
    rows = summary.rows()
    assert len(rows) == 4 and rows[0][1:] == [t(f"tt.summary.column.{c}") for c in
                                               ("up", "down", "frogs", "points", "total")]
    assert rows[1][4] == signed(match.results[0][0])
    assert not any(cell == "+0" for cells in rows for cell in cells)
    for cells in rows[1:]:  # face up, face down and frogs are points that add up
        assert sum(int(cell.replace(MINUS, "-")) for cell in cells[1:4]) == int(
            cells[4].replace(MINUS, "-")), cells
    # Why the round is over: its last move came with the draw pile empty.
    seat, last = board.state.log[-1]
    assert not board.state.pile and last.kind.value in ("take", "twist")
    assert summary.ending.startswith(f"{board.name(seat)} ")
    assert "draw pile empty" in summary.ending and "do not count" in summary.ending
    support.click(app, summary.buttons[0].rect.center)
    support.step(app, frames=2)
    assert match.index == 1 and board.state.outcome is None
    final = play_round(app, board, seed=2)
    assert match.is_over and [b.label for b in final.buttons] == ["Rematch", "View board",
                                                                  "Main menu"]
    record = tt_records.section(app.stats).groups["easy"]
    assert (record.games, record.rounds) == (1, 2)
    assert record.wins == (0 in match.winners)
    support.click(app, final.buttons[0].rect.center)
    support.step(app)
    rematch = board_of(app)
    assert rematch is not board and rematch.session.match.seed != match.seed
    # The deal passes on, as from round to round (the seed chose: a tester's rematch was
    # dealt by the same computer again).
    assert rematch.state.dealer == (match.state.dealer + 1) % 3


def test_the_seat_lines_count_each_round_once_even_behind_its_summary() -> None:
    """"This round -5 · total -9" behind a summary of -4 (1 + -5): the recorded round was
    added again; the others' "earlier rounds" held the round just finished."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", rounds=2)
    match = board.session.match

    def lines() -> list[str]:
        return [seat_info(board, seat) for seat in range(3)]

    summary = play_round(app, board)
    first = match.results[0]
    assert lines()[0] == t("tt.board.me_info.first", points=signed(first[0]))
    support.click(app, summary.buttons[0].rect.center)
    support.step(app, frames=2)
    assert match.index == 1
    # The others' lines: this round's points as the table saw them, and the game's total.
    state = board.state
    assert lines()[1:] == [t("tt.board.info_round", hand=board.view.hand_sizes[seat],
                             points=signed(score(state.face_up[seat], state.face_down[seat])),
                             total=signed(first[seat] + score(state.face_up[seat],
                                                              state.face_down[seat])))
                           for seat in (1, 2)]
    play_round(app, board, seed=2)
    assert match.is_over and isinstance(app.stack.top, TakeThatSummary)
    second = match.results[1]
    assert lines()[0] == t("tt.board.me_info", points=signed(second[0]),
                           total=signed(match.totals[0]))
    # Once the round is over its points are public, said as the person's own line says
    # them: this round's and the game's total (a tester read "-15 after round 1" under a
    # game over after round 2, and "total -10 after round 1" beside "This round -10").
    assert lines()[1:] == [t("tt.board.info_round", hand=board.view.hand_sizes[seat],
                             points=signed(second[seat]), total=signed(match.totals[seat]))
                           for seat in (1, 2)]


@pytest.mark.parametrize("professional", [False, True])
def test_the_others_piles_are_counted_as_the_table_saw_them_taken(professional: bool) -> None:
    """A newcomer added up an opponent's score by hand: every card a seat takes lay face up
    in the row, so its face-down pile and this round's points are public, card by card.
    Only the professional variant's penalty card goes down unseen: counted, never named."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", "easy", rounds=1, professional=professional)
    rng = random.Random(5)
    checked = unseen = 0
    for _ in range(3000):
        state = board.state
        if state.outcome is not None:
            break
        if board.my_turn():
            legal = board.legal()
            board.submit(rng.choice(legal))
        support.step(app)
        board.refresh()
        if state.outcome is not None:  # then the summary's public totals are shown
            break
        for seat in (1, 2, 3):
            down = state.face_down[seat]
            if not down:
                continue
            taken = history.seen_taken(state.config, board.moves)[seat]
            assert len(taken.cards) + taken.unseen == len(down)
            assert set(taken.cards) <= set(down)
            text = down_text(board, seat)
            line = seat_info(board, seat)
            if taken.unseen:
                unseen += 1
                hidden = set(down) - set(taken.cards)
                assert not any(str(card) in text.split() for card in hidden), text
                # The points count each unseen card -1, and say so (they were said to be
                # "for those seen" while they held the unseen card too).
                assert text == t(f"tt.board.down_seen_unseen.{history.plural(taken.unseen)}",
                                 name=board.name(seat), count=taken.unseen,
                                 cards=" ".join(str(c) for c in sorted(taken.cards)),
                                 points=signed(score([], list(taken.cards)) - taken.unseen))
                # Counted -1 each and marked: a frog among them would cost 5 ("-2?" read
                # as -27 at 1024x640, so the mark stands apart).
                seen = score(state.face_up[seat], list(taken.cards)) - taken.unseen
                assert line == t("tt.board.info_round.first", hand=board.view.hand_sizes[seat],
                                 points=f"{signed(seen)}\u00a0(?)", total=f"{seen}\u00a0(?)")
                assert not any(str(card) in line.split() for card in hidden), line
                continue
            checked += 1
            truth = score(state.face_up[seat], down)
            assert text == t("tt.board.down_own", name=board.name(seat),
                             cards=" ".join(str(c) for c in sorted(down)),
                             points=signed(score([], down)))
            assert line == t("tt.board.info_round.first",
                                               hand=board.view.hand_sizes[seat],
                                               points=signed(truth), total=truth)
    # Easy computers take one-card rows at once: in the professional variant nearly every
    # pile soon holds an unseen card.
    assert (unseen > 20) if professional else (checked > 20 and not unseen)


def test_view_board_shows_the_final_table_and_no_hand_in_hot_seat() -> None:
    """Take That's summary had no View board: the last row and the piles could not be
    looked at once it came up. In hot-seat the hands left at the end stay face down."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy", rounds=2)
    summary = play_round(app, board)
    view = next(b for b in summary.buttons if b.label == t("teach.summary.view_board"))
    support.step(app, frames=60)  # the summary's settling pause
    # Buttons side by side: Right goes along the row (it did nothing there).
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_RIGHT)
    assert summary.buttons[summary.focus] is view
    support.click(app, view.rect.center)
    assert summary.viewing and app.stack.top is summary
    app.stack.draw(app.screen)
    assert hidden_faces(board) and board.viewer is None
    # The line back lies where the message line is, as at Schotten Totten's table, clear
    # of every seat's name.
    line = summary.place_back(pygame.Rect(0, 0, 300, 30), app.screen)
    assert line.colliderect(board.layout.message)
    assert not any(line.colliderect(zones.name) for zones in board.layout.seats.values())
    support.key(app, pygame.K_ESCAPE)
    assert not summary.viewing and app.stack.top is summary and board.state.outcome
    # Back from the table, Enter goes on (it showed the table again, View board focused).
    assert summary.buttons[summary.focus].label == t("summary.next")



def test_the_logs_title_bar_folds_it_under_view_board_and_the_table_stays() -> None:
    """A tester clicked the game log's title under View board, to fold it as at the
    table, and was taken back to the summary."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=2)
    summary = play_round(app, board)
    support.step(app, frames=60)
    view = next(b for b in summary.buttons if b.label == t("teach.summary.view_board"))
    support.click(app, view.rect.center)
    app.stack.draw(app.screen)
    folded = board.log_panel.collapsed
    support.click(app, board.log_panel.header().center)
    assert summary.viewing and board.log_panel.collapsed is not folded
    assert app.settings.log_collapsed is not folded
    # L folds it back as at the table (a keyboard tester's L left the view), and a key
    # the view does not use keeps it; Enter leaves it.
    support.key(app, pygame.K_l)
    assert summary.viewing and board.log_panel.collapsed is folded
    support.key(app, pygame.K_x)
    assert summary.viewing
    support.key(app, pygame.K_RETURN)
    assert not summary.viewing
    summary.view_board()
    support.click(app, (5, app.size[1] // 2))  # anywhere else: back to the summary
    assert not summary.viewing

def test_view_board_turns_every_pile_over_and_its_tips_follow_the_pointer() -> None:
    """Under View board no tip showed, and the professional penalty cards taken unseen were
    never named, though the round was over and its piles counted. Now every pile is turned
    over, as at a real table, and the pointer's tips work over the final table."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", "easy", professional=True)
    summary = play_round(app, board, seed=4)  # two computers take a penalty card unseen
    state = board.state
    unseen = history.seen_taken(state.config, board.moves)
    hidden = [seat for seat in (1, 2, 3) if unseen[seat].unseen]
    assert hidden
    for seat in (1, 2, 3):
        down = state.face_down[seat]
        if down:
            assert down_text(board, seat) == t("tt.board.down_own", name=board.name(seat),
                                               cards=" ".join(str(c) for c in sorted(down)),
                                               points=signed(score([], down)))
        assert "?" not in seat_info(board, seat)
    assert not board.tips_shown()
    support.step(app, frames=60)  # the summary's settling pause
    view = next(b for b in summary.buttons if b.label == t("teach.summary.view_board"))
    support.click(app, view.rect.center)
    assert summary.viewing and board.tips_shown()
    seat = hidden[0]
    pile = board.layout.seats[seat].face_down.center
    support.step(app, [support.mouse(pygame.MOUSEMOTION, pile)])
    assert board.hover_down == seat
    support.click(app, pile)  # a click brings the summary back, and the tips go
    assert not summary.viewing and not board.tips_shown() and board.hover_down is None


def test_the_end_of_a_game_of_rounds_lists_the_places_and_the_last_rounds_best() -> None:
    """Tester: the last summary named the game's winner, not who did best in the last
    round, and gave no placing."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", rounds=2)
    match = board.session.match
    summary = play_round(app, board)
    assert [row[0] for row in summary.rows()[1:]] == [board.name(seat) for seat in range(3)]
    support.click(app, summary.buttons[0].rect.center)
    support.step(app, frames=2)
    summary = play_round(app, board, seed=2)
    assert match.is_over
    order = summary.order()
    assert [match.totals[seat] for seat in order] == sorted(match.totals, reverse=True)
    names = [row[0] for row in summary.rows()[1:]]
    assert names[0] == t("tt.summary.place", place=1, name=board.name(order[0]))
    outcome = board.state.outcome
    assert outcome is not None
    assert board.name(outcome.winners[0]) in summary.round_line()
    # The whole game on one table (a family wanted it): the earlier round first, then the
    # last round's cards beside its points, all four under that round's name (another
    # family read the card columns beside "Round 1" as that round's), and the total.
    rows = summary.rows()
    assert rows[0][1:] == [t("tt.summary.column.round_n", n=1),
                           *(t(f"tt.summary.column.{c}") for c in ("up", "down", "frogs")),
                           t("tt.summary.column.points"), t("tt.summary.column.total")]
    assert summary.last_round() == t("tt.summary.column.round_n", n=2)
    for seat, cells in zip(order, rows[1:], strict=True):
        values = [int(cell.replace(MINUS, "-")) for cell in cells[1:]]
        assert values[0] == match.results[0][seat] and values[4] == match.results[1][seat]
        assert sum(values[1:4]) == values[4] and values[0] + values[4] == values[5]


def test_the_end_of_a_one_round_game_is_announced_as_the_game() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=1)
    final = play_round(app, board)
    match = board.session.match
    assert match.is_over
    assert final.title == winners_text(board, match.winners, True)
    assert final.title != winners_text(board, match.winners, False)
    # Ranked with places, as a game of rounds is, and no total beside the points: an
    # Italian tester saw the last listed first and two columns of the same numbers.
    order = final.order()
    assert [match.totals[seat] for seat in order] == sorted(match.totals, reverse=True)
    rows = final.rows()
    assert rows[0][1:] == [t(f"tt.summary.column.{c}")
                           for c in ("up", "down", "frogs", "points")]
    assert rows[1][0] == t("tt.summary.place", place=1, name=board.name(order[0]))


def test_save_after_every_action_and_continue_in_a_new_run() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy")
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    support.step(app)
    saved = json.loads((data_dir() / SESSION).read_text(encoding="utf-8"))
    assert saved["format"] == "take-that/session@1"
    assert TakeThatMatch.from_json(json.dumps(saved["match"])).state == board.state
    before = board.state.copy()
    again = support.make_app()
    menu = again.stack.top
    assert isinstance(menu, MainMenu) and menu.buttons[1].enabled and again.notices == []
    support.click(again, menu.buttons[1].rect.center)
    resumed = board_of(again)
    assert resumed.state == before
    assert resumed.session.players == board.session.players


def test_both_games_in_progress_continue_asks_which() -> None:
    from tests.session_support import start_game

    app = support.make_app()
    start_game(app)
    app.stack.reset(MainMenu(app))
    support.step(app)
    start(app, HUMAN, "easy")
    again = support.make_app()
    support.click(again, support.menu_button(again, 1))
    chooser = again.stack.top
    assert isinstance(chooser, GameChooser) and chooser.resuming
    support.click(again, chooser.buttons[1].rect.center)
    assert isinstance(again.stack.top, TakeThatBoard)


@pytest.mark.parametrize(("content", "words"), [
    ("{not json", "damaged"),
    (json.dumps({"format": "take-that/session"}), "format tag"),
    (json.dumps({"format": "take-that/session@1", "match": {"format": "nope"}}), "format"),
])
def test_a_corrupt_save_is_set_aside_and_reported(content: str, words: str,
                                                  caplog: pytest.LogCaptureFixture) -> None:
    (data_dir()).mkdir(parents=True, exist_ok=True)
    (data_dir() / SESSION).write_text(content, encoding="utf-8")
    app = support.make_app()
    assert takethat.current(app) is None
    assert len(app.notices) == 1 and words in caplog.text + app.notices[0]
    assert "takethat-session.broken-1.json" in app.notices[0]
    assert (data_dir() / "takethat-session.broken-1.json").read_text(encoding="utf-8") \
        == content
    menu = app.stack.top
    assert isinstance(menu, MainMenu) and not menu.buttons[1].enabled


def test_pause_rules_and_abandon() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    assert [b.label for b in pause.buttons] == [
        t("pause.resume"), t("pause.rules"), t("pause.settings"), t("pause.restart"),
        t("tt.pause.abandon"), t("pause.menu")]
    support.click(app, pause.buttons[1].rect.center)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game.key == "take-that"
    support.key(app, pygame.K_ESCAPE)
    support.click(app, pause.buttons[4].rect.center)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    state = board.state
    seat = board.session.counted_seat
    standing = score(list(state.face_up[seat]), list(state.face_down[seat]))
    support.click(app, confirm.buttons[0].rect.center)
    assert isinstance(app.stack.top, MainMenu)
    assert takethat.current(app) is None and not (data_dir() / SESSION).exists()
    record = tt_records.section(app.stats).groups["easy"]
    assert record.games == 1 and record.wins == 0
    # The last results list it too, as abandoned (they said "no finished games" beside a
    # tally that counted it), and keep it through the file; with its points and rounds
    # as they stood ("0" over two rounds stood for a game left at -2 in its first).
    [entry] = tt_records.section(app.stats).recent
    assert entry.abandoned and entry.outcome == "loss"
    assert (entry.points, entry.rounds) == (standing, 1)
    shown = tt_records.table(tt_records.section(app.stats)).recent
    assert shown is not None and shown[1][0].cells[-1] == t("tt.stats.abandoned")
    again = tt_records.read(json.loads(json.dumps(tt_records.section(app.stats).to_data())))
    assert again.recent == [entry]
    assert "abandoned" not in new_result("easy", (1, 2), 0, 2, False).to_data()
    del board


def test_a_game_left_before_any_move_is_not_counted() -> None:
    """A rematch pressed by mistake and left at once counted as a lost game."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN)  # people only: nobody moves before they do
    assert not board.state.log
    assert board.concede_body() == t("tt.confirm.abandon.untouched")
    board.concede()
    support.step(app)
    record = tt_records.section(app.stats).groups.get("hotseat")
    assert record is None or record.games == 0
    assert not tt_records.section(app.stats).recent
    again = start(app, HUMAN, HUMAN)
    wait_for_my_turn(app, again)
    again.submit(again.state.legal_actions()[0])
    assert again.state.log
    assert again.concede_body() == t("tt.confirm.abandon.body")
    again.concede()
    assert [entry.abandoned for entry in tt_records.section(app.stats).recent] == [True]


def replace_with_a_new_game(app: App) -> ConfirmDialog:
    """Main menu → New game → Take That → Start with a game in progress: the question."""
    app.go_home()
    support.step(app)
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    support.click(app, setup.start_button.rect.center)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    return question


def test_replacing_a_game_of_several_people_says_whose_statistics_count_it_lost() -> None:
    """A Polish family read "it counts as lost in the statistics" and asked for whom."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, HUMAN)
    support.click(app, curtain_of(app).button.rect.center)
    board.submit(board.state.legal_actions()[0])
    names = [board.name(seat) for seat in range(3)]
    question = replace_with_a_new_game(app)
    listed = t("tt.summary.and", first=", ".join(names[:2]), then=names[2])
    assert question.body.split("\n")[0] == t("teach.replace.body.lost_people", names=listed)
    assert all(name in question.body for name in names)


def test_a_game_replaced_by_a_new_one_counts_as_abandoned() -> None:
    """A tester left a losing game, started a new one over it, and the old game was
    nowhere in the statistics, while the same game abandoned from the menu was counted."""
    app = support.make_app()
    board = start(app, HUMAN, "medium")
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    question = replace_with_a_new_game(app)
    assert question.body.split("\n")[0] == t("teach.replace.body.lost")
    assert tt_records.section(app.stats).groups.get("medium") is None
    support.click(app, question.buttons[0].rect.center)
    record = tt_records.section(app.stats).groups["medium"]
    assert record.games == 1 and record.wins == 0
    assert [entry.abandoned for entry in tt_records.section(app.stats).recent] == [True]
    # A game with no move yet is replaced without a word on the statistics, uncounted.
    app = support.make_app()
    board = start(app, HUMAN, HUMAN)  # people only: nobody moves before they do
    assert not board.state.log
    question = replace_with_a_new_game(app)
    assert question.body.split("\n")[0] == t("teach.replace.body")
    before = list(tt_records.section(app.stats).recent)
    support.click(app, question.buttons[0].rect.center)
    assert tt_records.section(app.stats).recent == before
    assert "hotseat" not in tt_records.section(app.stats).groups


def test_a_game_given_up_counts_in_each_persons_own_row_too() -> None:
    """A family's level row counted the game they left, and their own rows did not."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "hard")
    state = board.state
    state.play(state.legal_actions()[0])
    assert tt_records.book_abandoned(app.stats, board.session)
    own = tt_records.section(app.stats)
    assert own.groups["hard"].games == 1
    people = [name for _, name in tt_records.people_of(board.session)]
    assert len(people) == 2
    for name in people:
        record = own.people[name]
        assert (record.games, record.wins) == (1, 0)
    assert not tt_records.book_abandoned(app.stats, board.session)  # counted once
    assert all(own.people[name].games == 1 for name in people)


def test_a_replaced_game_with_a_hint_is_listed_but_not_called_lost() -> None:
    """A game with a hint is left out of the tally; the question said it "counts as lost"."""
    app = support.make_app()
    board = start(app, HUMAN, "hard")
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    board.session.assisted.add(board.match.index)
    question = replace_with_a_new_game(app)
    assert question.body.split("\n")[0] == t("teach.replace.body")
    support.click(app, question.buttons[0].rect.center)
    hard = tt_records.section(app.stats).groups.get("hard")
    assert hard is None or (hard.games, hard.wins) == (0, 0)
    [entry] = tt_records.section(app.stats).recent
    assert entry.abandoned and entry.assisted


def restart_from_the_pause_menu(app: App) -> None:
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    support.click(app, next(b for b in pause.buttons
                            if b.label == t("pause.restart")).rect.center)


def test_restart_deals_the_round_again_and_a_played_one_counts_as_assisted() -> None:
    app, board, state, seat = my_table()
    dealer, hand = state.dealer, list(state.hands[seat])
    restart_from_the_pause_menu(app)
    # Even before any card is put down the hand has been seen: a new one is asked for,
    # and counts as assisted (a family saw a bad hand swapped for free).
    asked = app.stack.top
    assert isinstance(asked, ConfirmDialog)
    support.click(app, asked.buttons[0].rect.center)
    assert app.stack.top is board
    fresh = board.state
    assert fresh is not state and fresh.dealer == dealer and fresh.hands[seat] != hand
    assert board.match.index in board.session.assisted
    # Everyone at the table reads that the round was dealt again.
    assert (theme.GOLD_LIGHT, t("tt.table.log.dealt_again")) in board.log_entries()
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    restart_from_the_pause_menu(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    support.click(app, confirm.buttons[0].rect.center)
    assert board.match.deal == 2 and board.match.index in board.session.assisted
    # A game dealt again is no longer untouched: leaving it is listed (a loss dealt away,
    # then left, would go unseen), and only listed, as the question says: a round dealt
    # again counts as assisted.
    assert board.concede_body() == t("tt.confirm.abandon.listed")
    assert not board.state.log or board.state.log[0][0] != seat
    # The new deal is saved, and Continue reads it back.
    support.step(app)
    saved = json.loads((data_dir() / SESSION).read_text(encoding="utf-8"))
    again = TakeThatMatch.from_json(json.dumps(saved["match"]))
    assert again.deal == 2 and again.state == board.state


def test_statistics_show_take_that_and_reset_covers_both() -> None:
    app = support.make_app()
    tt_records.book_game(app.stats, "k", "easy", (0,), 0)
    support.click(app, support.menu_button(app, 4))
    scene = app.stack.top
    assert isinstance(scene, StatisticsScene)
    support.click(app, scene.tabs[1].rect.center)
    assert scene.game == 1 and scene.table().rows[0][0] == t("level.easy")
    assert tt_records.shown_groups(tt_records.section(app.stats))[0] == "easy"
    st_records.section(app.stats).record("easy")
    scene.reset()
    assert tt_records.section(app.stats).groups == {}
    assert st_records.section(app.stats).groups == {}


def test_fuzz_random_events_keep_the_invariants() -> None:
    """Random pointer and key events at a hot-seat table: after every frame the sprites
    mirror the engine, no hidden card is drawn face up, and every card is somewhere once."""
    app = support.make_app(speed="fast")
    board = start(app, HUMAN, HUMAN, "easy", rounds=3)
    rng = random.Random(7)
    w, h = app.size
    keys = [pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_x, pygame.K_t,
            pygame.K_e, pygame.K_1, pygame.K_5, pygame.K_9, pygame.K_SPACE, pygame.K_ESCAPE]
    for _ in range(3000):
        roll = rng.random()
        pos = (rng.randrange(w), rng.randrange(h))
        if roll < 0.35:
            events = [support.mouse(pygame.MOUSEMOTION, pos)]
        elif roll < 0.6:
            events = [support.mouse(pygame.MOUSEBUTTONDOWN, pos, rng.choice((1, 1, 3)))]
        elif roll < 0.85:
            events = [support.mouse(pygame.MOUSEBUTTONUP, pos)]
        else:
            events = [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(keys), mod=0,
                                         unicode="", scancode=0)]
        step_checked(app, events, support.FRAME)
        if isinstance(app.stack.top, MainMenu):
            board = start(app, HUMAN, HUMAN, "easy", rounds=3)
        places = sorted([*board.state.pile, *board.state.row,
                         *(c for s in range(3) for c in board.state.hands[s]
                           + board.state.face_up[s] + board.state.face_down[s])])
        assert places == list(CARDS)


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_resize_keeps_every_card_on_screen(size: tuple[int, int]) -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", "easy")
    support.step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1],
                                          size=size)], frames=3)
    assert board.layout.size == size
    window = pygame.Rect((0, 0), size)
    for sprite in board.sprites.values():
        assert window.contains(pygame.Rect(sprite.target)), sprite
    panels = [zones.panel for zones in board.layout.seats.values()]
    for index, panel in enumerate(panels):
        assert window.contains(panel)
        assert not any(panel.colliderect(other) for other in panels[index + 1:])
        assert not panel.colliderect(board.layout.row_area)


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_long_row_stays_readable_and_reachable(players: int, size: tuple[int, int]) -> None:
    layout = table.build(size, players, 0)
    for count in (1, 12, 25, 45):
        slots = layout.row_slots(count)
        assert len(slots) == count + 1
        for index, slot in enumerate(slots):
            assert layout.row_area.contains(pygame.Rect(slot)), (count, index)
            later = slots[index + 1:]
            # The corner strip with the number is covered by no later card.
            corner = pygame.FRect(slot.x, slot.y, slot.w * table.CORNER_SHARE * 0.9,
                                  slot.h * 0.25)
            assert not any(corner.colliderect(other) for other in later), (count, index)
        if count <= 30:
            # Lines of a row of up to 30 cards lie side by side: a second line over the
            # first's lower half hid most of each card (two testers).
            tops = sorted({slot.y for slot in slots})
            assert all(b - a >= slots[0].h for a, b in itertools.pairwise(tops)), count
            assert slots[0].h >= layout.row_card[1] * table.MIN_ROW_SCALE


def test_the_selftest_plays_a_take_that_round_and_says_when_it_cannot() -> None:
    app = support.make_app()
    entry = app.entry("take-that")
    assert round_problems(app, entry) == []
    assert round_problems(app, entry, frames=2) == [
        "take that: the computers' round did not end in 2 frames"]


def test_legal_targets_glow_while_dragging_and_click_click_twists() -> None:
    from scenes.ui import theme

    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    card = next(c for c in state.hands[seat] if twin(c) is not None
                and twin(c) not in state.hands[seat])
    other = twin(card)
    assert other is not None
    put_in_row(board, other)
    put_in_row(board, next(c for c in state.pile if abs(c - card) > 10 and c != other))
    support.step(app)
    grab = hand_point(board, card)
    actions = len(state.log)
    support.step(app, [support.mouse(pygame.MOUSEBUTTONDOWN, grab)])
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (grab[0], grab[1] - 120))])
    assert board.drag is not None and board.drag.dragging
    assert board.drop_targets(card) == (False, other)
    glow = board.sprites[other].rect.inflate(6, 6)
    assert app.screen.get_at((round(glow.centerx), round(glow.y) + 1))[:3] == theme.GOOD
    support.key(app, pygame.K_ESCAPE)
    assert board.drag is None and len(state.log) == actions
    support.click(app, hand_point(board, card))
    assert board.selected == card
    assert board.prompt() == t("tt.board.selected_twist", card=card, twin=other)
    before = len(state.log)
    support.click(app, centre(board.sprites[other].rect))
    assert state.log[before] == (seat, Action.from_text(f"twist {card}"))


def test_a_double_click_on_a_hand_card_keeps_it_chosen() -> None:
    """A quick double click chose the card and put it down again; the click on the row
    after said to pick a card first (a Brazilian tester)."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    card = board.state.hands[seat][0]
    support.click(app, hand_point(board, card))
    support.click(app, hand_point(board, card))
    assert board.selected == card
    support.step(app, frames=30)  # a second click later on puts it down, as before
    support.click(app, hand_point(board, card))
    assert board.selected is None


def test_a_card_held_that_fits_nowhere_says_why_before_it_is_let_go() -> None:
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    hand = state.hands[seat]
    card = next(c for c in hand if twin(c) not in (*hand, *state.row))
    put_in_row(board, next(c for c in state.pile if abs(c - card) > 10
                           and c != twin(card) and twin(c) not in hand))
    support.step(app)
    assert board.drop_targets(card) == (False, None)
    grab = hand_point(board, card)
    support.step(app, [support.mouse(pygame.MOUSEBUTTONDOWN, grab)])
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (grab[0], grab[1] - 120))])
    assert board.drag is not None and board.drag.dragging
    action = board.mode.put(card, None)
    assert action is not None
    refusal = state.refusal(action)
    assert refusal is not None
    assert board.prompt() == t("board.refused", reason=refusal_text(refusal))
    support.key(app, pygame.K_ESCAPE)
    # Chosen by a click, it says why it fits nowhere and what to do instead (not "Not
    # allowed", as if a move had been tried); the mouse's words, never "X to twist".
    support.click(app, hand_point(board, card))
    assert board.selected == card
    pair = twin(card)
    why = (t("tt.board.nowhere.frog") if pair is None
           else t("tt.board.nowhere.twin", twin=pair))
    # "Choose another card" only when another fits: else only the take is named.
    alone = ".take" if all(a.kind is Kind.TAKE for a in board.legal()) else ""
    nowhere = t(f"tt.board.nowhere{alone}", card=card, rightmost=state.row[-1], why=why)
    assert board.prompt() == nowhere and "T " not in nowhere
    support.key(app, pygame.K_ESCAPE)
    # On the turn it is shaded in the hand, and a card that fits is not.
    from scenes.takethat.paint import cards_that_fit_nowhere

    unfit = cards_that_fit_nowhere(board)
    assert card in unfit
    assert unfit == {c for c in hand if board.drop_targets(c) == (False, None)}
    sprite = board.sprites[card]
    point = (round(sprite.rect.x + sprite.rect.w * 0.15), round(sprite.rect.centery))
    board.draw(app.screen)
    shaded = sum(tuple(app.screen.get_at(point))[:3])
    # In grey: darkened only, a frog's pale card with its green frog still looked
    # playable (a newcomer dragged one).
    r, g, b = tuple(app.screen.get_at(point))[:3]
    assert max(r, g, b) - min(r, g, b) <= 2, (r, g, b)
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr("scenes.takethat.paint.cards_that_fit_nowhere", lambda _: frozenset())
        board.draw(app.screen)
        # Less than half as bright: at 57% a frog's pale card looked hardly shaded beside
        # one that fits (a tester).
        assert sum(tuple(app.screen.get_at(point))[:3]) * 0.5 > shaded
    # Chosen by keys, too (an Italian keyboard player was offered Enter and X for it).
    board.by_keys = True
    board.selected = card
    assert board.prompt() == t(f"tt.board.nowhere{alone}_keys", card=card,
                               rightmost=state.row[-1], why=why)
    with pytest.MonkeyPatch.context() as patch:  # no card of the hand fits either
        patch.setattr(board, "legal", lambda: [act.TAKE])
        assert board.prompt() == t("tt.board.nowhere.take_keys", card=card,
                                   rightmost=state.row[-1], why=why)
    board.by_keys, board.selected = False, None
    # A card that fits says where it may go, as before.
    fits = next((c for c in hand if board.drop_targets(c) != (False, None)), None)
    if fits is not None:
        extend, twisted = board.drop_targets(fits)
        assert board.drag_prompt(fits) == (
            t("tt.board.dragging", card=fits) if extend and twisted is not None
            else t("tt.board.dragging.end", card=fits) if extend
            else t("tt.board.dragging.twin", card=fits, twin=twisted))
        board.selected = fits
        said = board.prompt()
        assert said == (t("tt.board.selected_add_twist", card=fits, twin=twisted)
                        if extend and twisted is not None
                        else t("tt.board.selected_add", card=fits) if extend
                        else t("tt.board.selected_twist", card=fits, twin=twisted))
        board.by_keys = True  # the keys' words stay those of the keys, and only those
        # Both moves by keys: Enter and X, not "click the row" (a Polish keyboard player).
        assert board.prompt() == (t("tt.board.selected_keys_both", card=fits, twin=twisted)
                                  if extend and twisted is not None
                                  else t("tt.board.selected_keys_add", card=fits) if extend
                                  else t("tt.board.selected_keys_twist", card=fits,
                                         twin=twisted))


def test_a_computer_move_is_told_and_the_menu_rules_follow_the_game_in_progress() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    board.submit(board.state.legal_actions()[0])
    for _ in range(200):
        if board.state.log[-1][0] == 1:
            break
        support.step(app)
    seat, action = board.state.log[-1]
    assert seat == 1
    if board.state.outcome is None:
        said = history.sentence(board.moves[-1], board.name(1))
        assert board.moves[-1].action == action
        last = board.last_move_text()
        assert last is not None and last[0] == 1 and said in last[1]
        assert board.log_entries()[-1][1] == said
    app.stack.reset(MainMenu(app))
    support.step(app)
    support.click(app, support.menu_button(app, 2))
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.game.key == "take-that"
    assert rules.switch is not None and rules.switch.label == "Rules of Schotten Totten"
    support.click(app, rules.switch.rect.center)
    assert rules.game.key == "schotten-totten" and rules.switch.label == "Rules of Take That"


def test_random_input_across_every_take_that_scene() -> None:
    """Clicks on the top scene's buttons, drags and keys from the chooser, the set-up, tables
    of 2-4 seats (one in hot-seat), the rules and the summary: nothing raises."""
    from scenes.takethat.setup import session_from
    from tests.test_scenes_fuzz import random_events

    app = support.make_app(speed="fast")
    rng = random.Random(4)

    def table(*kinds: str) -> TakeThatBoard:
        session = session_from(choices(*kinds, rounds=2), app.new_seed())
        return TakeThatBoard(app, takethat.start(app, session))

    def summary() -> TakeThatSummary:
        board = table(HUMAN, "easy")
        state = board.state
        while state.outcome is None:
            state.play(rng.choice(state.legal_actions()))
        app.stack.push(board)
        app.stack.apply_pending()
        board.finish_round(5.0, False)
        return TakeThatSummary(app, board)

    starts = [
        lambda: GameChooser(app), lambda: TakeThatSetup(app), lambda: table(HUMAN, "easy"),
        lambda: table(HUMAN, HUMAN, "easy"), lambda: table(HUMAN, "easy", "easy", "easy"),
        lambda: RulesScene(app, "take-that", switch=True), summary,
    ]
    frames = 0
    for start_scene in starts:
        app.running = True
        app.start_scene(MainMenu(app))
        app.stack.push(start_scene())
        for _ in range(300):
            if not app.running or not app.stack.scenes:
                app.running = True
                app.start_scene(MainMenu(app))
            app.step(random_events(rng, app), support.FRAME)
            frames += 1
    assert frames == 300 * len(starts)


def test_statistics_keep_take_that_apart_and_read_back() -> None:
    from scenes.model.seats import PlayerSpec
    from scenes.model.statistics import Statistics
    from scenes.takethat.session import TakeThatSession

    match = TakeThatMatch.start(choices(HUMAN, "easy", "hard").config(), 3)
    session = TakeThatSession(match, (PlayerSpec("Ada"), PlayerSpec("e", "easy"),
                                      PlayerSpec("h", "hard")))
    assert session.group == "hard" and session.counted_seat == 0 and not session.hotseat
    specs = {entry.key: entry.statistics for entry in GAMES}
    stats = Statistics.empty(specs)
    assert tt_records.book_round(stats, "r1", "hard", (-7, 2, 5), 0)
    assert not tt_records.book_round(stats, "r1", "hard", (-7, 2, 5), 0)
    assert tt_records.book_round(stats, "r2", "hard", (4, 2, 4), 0)
    assert tt_records.book_game(stats, "g", "hard", (0, 2), 0)
    again = Statistics.from_data(json.loads(stats.to_json()), specs)
    record = tt_records.section(again).groups["hard"]
    assert (record.rounds, record.round_wins, record.points, record.games, record.wins) \
        == (2, 1, -3, 1, 1)
    assert st_records.section(again).groups == {}
    broken = json.loads(stats.to_json())
    broken["takethat"]["wizard"] = {}
    with pytest.raises(ValueError, match="wizard"):
        Statistics.from_data(broken, specs)


def test_people_with_computers_count_against_the_hardest_computer() -> None:
    """Only a table of people alone is "People only": two people with a medium and a hard
    computer count against Hard, as the statistics screen's note says."""
    from scenes.model.seats import HOTSEAT, PlayerSpec
    from scenes.takethat.session import TakeThatSession

    mixed = TakeThatSession(
        TakeThatMatch.start(choices(HUMAN, HUMAN, "medium", "hard").config(), 5),
        (PlayerSpec("Ana"), PlayerSpec("Rui"), PlayerSpec("m", "medium"),
         PlayerSpec("h", "hard")))
    assert mixed.hotseat and mixed.counted_seat == 0
    assert mixed.group == "hard"
    people = TakeThatSession(TakeThatMatch.start(choices(HUMAN, HUMAN).config(), 5),
                             (PlayerSpec("Ana"), PlayerSpec("Rui")))
    assert people.group == HOTSEAT
    rng = random.Random(5)
    state = mixed.match.state
    while state.outcome is None:
        state.play(rng.choice(state.legal_actions()))
    mixed.match.record_round()
    app = support.make_app()
    assert tt_records.book_session_round(app.stats, mixed)
    booked = tt_records.section(app.stats).groups
    assert set(booked) == {"hard"} and booked["hard"].rounds == 1


def test_each_person_of_a_family_game_has_a_tally_of_their_own() -> None:
    """An Italian family's game was filed as player 1's alone: the second person's results
    were kept nowhere. Every person at a table of several people gets a row of their own,
    read back from the file; one person against the computers is the tally by opponent."""
    from scenes.model.seats import PlayerSpec
    from scenes.model.statistics import Statistics
    from scenes.takethat.session import TakeThatSession

    family = TakeThatSession(
        TakeThatMatch.start(choices(HUMAN, HUMAN, "medium", "hard", rounds=2).config(), 7),
        (PlayerSpec("Giulia"), PlayerSpec("Marco"), PlayerSpec("m", "medium"),
         PlayerSpec("h", "hard")))
    app = support.make_app()
    rng = random.Random(7)
    for _ in range(2):
        state = family.match.state
        while state.outcome is None:
            state.play(rng.choice(state.legal_actions()))
        family.match.record_round()
        assert tt_records.book_session_round(app.stats, family)
        assert not tt_records.book_session_round(app.stats, family)  # counted once
        if not family.match.is_over:
            family.match.next_round()
    match = family.match
    assert match.is_over
    specs = {entry.key: entry.statistics for entry in GAMES}
    again = tt_records.section(Statistics.from_data(json.loads(app.stats.to_json()), specs))
    for seat, name in ((0, "Giulia"), (1, "Marco")):
        record = again.people[name]
        assert (record.games, record.wins, record.rounds, record.points) == (
            1, int(seat in match.winners), 2, match.totals[seat])
        assert record.round_wins == sum(1 for scores in match.results
                                        if scores[seat] == max(scores))
    assert set(again.people) == {"Giulia", "Marco"}
    names = [row[0] for row in tt_records.table(again).rows]
    assert t("tt.stats.person", name="Giulia") in names
    assert t("tt.stats.person", name="Marco") in names
    # Alone against the computers a typed name has its row too (a Polish family missed
    # Kasia's game against the computer); the default "You" names nobody.
    alone = TakeThatSession(TakeThatMatch.start(choices(HUMAN, "easy").config(), 3),
                            (PlayerSpec("Ada"), PlayerSpec("e", "easy")))
    assert tt_records.people_of(alone) == [(0, "Ada")]
    for code in LANGUAGES:
        you = PlayerSpec(catalog(code)["player.you"])
        nobody = TakeThatSession(alone.match, (you, PlayerSpec("e", "easy")))
        assert tt_records.people_of(nobody) == [], code
    broken = json.loads(app.stats.to_json())
    broken["takethat_people"]["Marco"] = {"games": 1, "wins": 2}
    with pytest.raises(ValueError, match="Marco"):
        Statistics.from_data(broken, specs)


def test_continue_names_each_seat_with_its_total_at_a_table_of_four() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "medium", "easy", "hard", rounds=2)
    play_round(app, board)
    totals = board.session.match.totals
    lines = support.continue_lines(app)
    assert len(lines) == 1
    names = [t("player.you"), *(t("tt.player.computer", n=n, level=t(f"level.{level}"))
                                for n, level in enumerate(("medium", "easy", "hard"), 1))]
    index = board.session.match.index + 2  # the round to come: this one is over
    assert lines[0] == t("teach.menu.resumes_table", game="Take That", index=index, rounds=2,
                         standings=", ".join(unbroken(t("teach.menu.standing", name=name,
                                                        score=signed(total)))
                                             for name, total in zip(names, totals, strict=True)))
    # A name and its score never part at the end of a line (Polish tester: "-5" alone),
    # and the score has its sign, as on the table.
    assert f"{unbroken(names[-1])}:\u00a0{signed(totals[-1])}" in lines[0]
    # Nor does a name break inside: "Computer 1 / (Facile)" beside Continue (Italian).
    for code in LANGUAGES:
        set_language(code)
        try:
            for width in range(120, 420, 7):
                wrapped = wrap(app.assets, support.continue_lines(app)[0], "text", 14, width)
                for n, level in enumerate(("medium", "easy", "hard"), 1):
                    name = t("tt.player.computer", n=n, level=t(f"level.{level}"))
                    assert any(unbroken(name) in line for line in wrapped), (code, wrapped)
        finally:
            set_language("en")


def test_continue_names_the_points_of_two_seats_too() -> None:
    # With two seats the totals are points, often negative: "score 4 – -27" read badly.
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=2)
    play_round(app, board)
    totals = board.session.match.totals
    lines = support.continue_lines(app)
    names = [t("player.you"), t("player.computer", level=t("level.easy"))]
    assert lines == [t("teach.menu.resumes_table", game="Take That",
                       index=board.session.match.index + 2, rounds=2,
                       standings=", ".join(unbroken(t("teach.menu.standing", name=name,
                                                      score=signed(total)))
                                           for name, total in zip(names, totals, strict=True)))]


def test_continue_before_any_round_is_scored_names_the_players_not_totals_of_0() -> None:
    """"Ann 0, Player 2 0, …" read as the score of the round being played."""
    app = support.make_app()
    start(app, HUMAN, "easy", "hard", rounds=2)
    lines = support.continue_lines(app)
    # The one person playing is not listed among the others ("with Ana, Computer 1 …").
    names = [t("tt.player.computer", n=n, level=t(f"level.{level}"))
             for n, level in enumerate(("easy", "hard"), 1)]
    # As the person's opponents: Polish "gracze:" (players) read as if she were left out.
    assert lines == [t("teach.menu.resumes_start.against", game="Take That",
                       players=", ".join(map(unbroken, names)), index=1, rounds=2)]
    set_language("pl")
    try:
        assert "przeciwnicy: " in support.continue_lines(app)[0]
        # Each computer with its article in Italian ("contro Computer 1 (Facile), Computer
        # 2 (Difficile)" read as a list of labels, a tester).
        set_language("it")
        assert "contro " + unbroken("il Computer 1 (Facile)") + ", " + \
            unbroken("il Computer 2 (Difficile)") in support.continue_lines(app)[0]
    finally:
        set_language("en")


def test_the_set_up_explains_the_professional_variant_while_its_row_is_chosen() -> None:
    """"Professional variant" was explained only once switched on, and the line under the
    last row read as that row's; then only while its row was chosen, and a newcomer never
    pointed at it: the line names what it explains, so it shows unless Rounds is chosen."""
    app = support.make_app()
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    assert setup.hint() == t("tt.setup.hint.professional")
    widgets = [widget for _, widget in setup.rows()]
    setup.focus = widgets.index(setup.professional)
    assert setup.professional.index == 0 and setup.hint() == t("tt.setup.hint.professional")
    setup.focus = widgets.index(setup.rounds)
    assert setup.hint() == t("tt.setup.hint")
    # The pointer over a row explains that row, whatever has the focus; off the rows, the
    # focused row's line comes back.
    support.step(app, [support.mouse(pygame.MOUSEMOTION, setup.professional.rect.center)])
    assert setup.hint() == t("tt.setup.hint.professional")
    label = (setup.label_x + 4, setup.professional.rect.centery)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, label)])
    assert setup.hint() == t("tt.setup.hint.professional")
    support.step(app, [support.mouse(pygame.MOUSEMOTION, setup.start_button.rect.center)])
    assert setup.hint() == t("tt.setup.hint")


def test_the_set_up_says_how_a_computer_seat_plays() -> None:
    """A newcomer found nothing that said how the levels differ: a computer's seat row,
    focused or pointed at, explains its level; a person's row does not."""
    app = support.make_app()
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    widgets = [widget for _, widget in setup.rows()]
    seat = setup.seats[1]
    said = set()
    for index, level in enumerate(setup.kinds[1:], 1):
        seat.choose(index)
        setup.focus = widgets.index(seat)
        assert setup.hint() == t(f"tt.setup.hint.level.{level}")
        said.add(setup.hint())
    assert len(said) == len(setup.kinds) - 1
    setup.focus = widgets.index(setup.seats[0])
    assert setup.seats[0].is_person and setup.hint() == t("tt.setup.hint.professional")
    support.step(app, [support.mouse(pygame.MOUSEMOTION, seat.rect.center)])
    assert setup.hint() == t(f"tt.setup.hint.level.{setup.kinds[seat.index]}")


@pytest.mark.parametrize("size", [(1024, 640), (1920, 1080)])
def test_a_tall_pile_never_rises_over_its_seats_name(size: tuple[int, int]) -> None:
    """The top card of a face-up pile poked above its panel at 1024×640."""
    app = support.make_app(size)
    board = start(app, HUMAN, "easy", "easy", "easy")
    view = dataclasses.replace(
        board.view, face_up=tuple(tuple(range(12 + 20 * seat, 24 + 20 * seat))
                                  for seat in range(4)),
        face_down_counts=(14, 14, 14, 14))
    places = table.places(board.layout, view, True)
    for seat, zones in board.layout.seats.items():
        piles = [place.rect for key, place in places.items() if place.zone in ("up", "down")
                 and (key[1] == seat if isinstance(key, tuple) else key in view.face_up[seat])]
        assert piles and min(rect.top for rect in piles) >= zones.name.bottom, seat


def test_a_face_up_pile_under_the_pointer_lists_its_cards_twins_together() -> None:
    """Only a face-up pile's top card shows: which twins were out could not be checked."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy")
    board.view = dataclasses.replace(board.view, face_up=((74, 12, 47, 21), (), ()))
    board.hovering(board.layout.seats[0].face_up.center)
    assert board.hover_pile == 0
    assert pile_text(board, 0) == t("tt.board.pile_cards", name=board.name(0), cards="12 21 47 74")
    board.hovering((0, 0))
    assert board.hover_pile is None


def test_a_face_down_pile_says_what_it_holds_to_whom_it_may() -> None:
    """Its badge counts cards (a tester read a red 9 as -9 points): the tip says so, and
    the seat that took the cards sees them and their points."""
    app, board, state, seat = my_table()
    other = 1 - seat
    state.face_down[seat] += [77, 12]
    state.face_down[other] += [33, 45, 54]
    for card in (77, 12, 33, 45, 54):
        for place in (state.pile, state.row, *state.hands):
            if card in place:
                place.remove(card)
    board.refresh()
    assert down_text(board, seat) == t("tt.board.down_own", name=board.name(seat),
                                       cards="12 77", points=f"{MINUS}6")
    assert down_text(board, other) == t("tt.board.down_cards", name=board.name(other),
                                        count=3)
    zones = board.layout.seats[other]
    support.step(app, [pygame.event.Event(pygame.MOUSEMOTION, pos=zones.face_down.center,
                                          rel=(0, 0), buttons=(0, 0, 0))])
    assert board.hover_down == other


def test_a_long_pile_tip_keeps_off_the_buttons_at_1280x720(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Twelve cards of a computer's face-down pile in one line lay over the Hint button
    (three seats, 1280x720): narrower, in more lines, the tip finds a free place."""
    from scenes.takethat import paint
    from scenes.ui import widgets

    tips: list[pygame.Rect] = []

    def recorded(*args: Any) -> pygame.Rect:
        tips.append(widgets.draw_tip(*args))
        return tips[-1]

    monkeypatch.setattr(paint, "draw_tip", recorded)
    monkeypatch.setattr(paint, "down_text", lambda board, seat: (
        "Computer 1 (Easy), face down: 29 35 38 43 45 52 55 83 88 92 95 97 (-20)"))
    app = support.make_app((1280, 720))
    board = start(app, HUMAN, "easy", "easy")
    wait_for_my_turn(app, board)
    buttons = [button.rect for button in board.buttons.values() if button.visible]
    for seat in range(3):
        if seat == board.perspective:
            continue
        board.view = dataclasses.replace(board.view, face_down_counts=tuple(
            12 if index == seat else count
            for index, count in enumerate(board.view.face_down_counts)))
        board.hovering(board.layout.seats[seat].face_down.center)
        board.draw(app.screen)
        zones = board.layout.seats[seat]
        assert tips and tips[-1].collidelist([*buttons, zones.name, zones.info]) < 0, seat


def test_a_pile_tip_leaves_the_seats_name_in_sight(monkeypatch: pytest.MonkeyPatch) -> None:
    """The tip over a top seat's face-up pile covered that seat's name."""
    from scenes.takethat import paint
    from scenes.ui import widgets

    tips: list[pygame.Rect] = []

    def recorded(*args: Any) -> pygame.Rect:
        tips.append(widgets.draw_tip(*args))
        return tips[-1]

    monkeypatch.setattr(paint, "draw_tip", recorded)
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", "easy")
    wait_for_my_turn(app, board)
    board.view = dataclasses.replace(board.view, face_up=((), (74, 47), (), ()))
    board.hovering(board.layout.seats[1].face_up.center)
    board.draw(app.screen)
    assert len(tips) == 1 and not tips[0].colliderect(board.layout.seats[1].name)
    # Nor the points under the bottom seat's piles (a Greek tester's tip covered them).
    seat = board.perspective
    faces = ((74, 47), (), (), ())
    board.view = dataclasses.replace(board.view, face_up=faces[-seat:] + faces[:-seat])
    board.hovering(board.layout.seats[seat].face_up.center)
    board.draw(app.screen)
    zones = board.layout.seats[seat]
    assert len(tips) == 2 and tips[1].collidelist([zones.name, zones.info]) < 0


@pytest.mark.parametrize("hinted", [False, True])
def test_the_summary_of_a_round_with_a_hint_says_it_is_not_counted(
        hinted: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """A round played with a hint ended like any other; only Statistics told."""
    from scenes.takethat import summary as tt_summary
    from scenes.ui.widgets import fitted_label as fitted
    written: list[str] = []

    def record(assets: object, text: str, *args: object, **kwargs: object) -> pygame.Surface:
        written.append(text)
        return fitted(assets, text, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(tt_summary, "fitted_label", record)
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=2)
    if hinted:
        board.session.assisted.add(board.session.match.index)
    summary = play_round(app, board)
    assert bool(summary.assisted) is hinted
    support.step(app)
    assert (t("tt.summary.assisted") in written) is hinted


def test_a_finished_game_goes_first_in_the_last_results_and_survives_the_file() -> None:
    """Statistics listed Schotten Totten's last results but none of Take That's."""
    from scenes.model.statistics import Statistics

    app = support.make_app()
    board = start(app, HUMAN, "easy", "hard", rounds=1)
    play_round(app, board)
    match = board.session.match
    own = tt_records.section(app.stats)
    assert len(own.recent) == 1
    entry = own.recent[0]
    totals = match.totals
    assert (entry.group, entry.players, entry.rounds, entry.points) == ("hard", 3, 1,
                                                                        totals[0])
    assert entry.place == 1 + sum(1 for total in totals if total > totals[0])
    assert entry.outcome == ("win" if 0 in match.winners else "loss")
    specs = {item.key: item.statistics for item in GAMES}
    again = Statistics.from_data(json.loads(app.stats.to_json()), specs)
    assert tt_records.section(again).recent == own.recent
    shown = tt_records.table(own).recent
    assert shown is not None and len(shown[1]) == 1
    # An ordinal: "1 of 3" read as one game won of three.
    assert shown[1][0].cells[-1] == t(f"tt.stats.place.{entry.place}", players=3)
    assert shown[1][0].cells[-1] == {1: "1st", 2: "2nd", 3: "3rd"}[entry.place] + " of 3"
    broken_files: list[dict[str, Any]] = [
        {"takethat_recent": {}}, {"takethat_recent": [{"date": "yesterday"}]},
        {"takethat_recent": [{**entry.to_data(), "group": "wizard"}]},
        {"takethat_recent": [{**entry.to_data(), "place": 4}]}]
    for broken in broken_files:
        with pytest.raises(ValueError):
            tt_records.read(broken)
    assert tt_records.read({}).recent == []


def test_a_held_card_is_offered_only_where_it_may_go() -> None:
    """An Italian tester dragged a frog and was told to drop it on its twin: a frog has
    none, and a card whose twin is not in the row has nowhere to twist."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    state.row = [47]
    state.hands[seat] = [44, 74, 56, 65]
    board.refresh()
    assert board.drop_targets(44) == (True, None)  # a frog: it extends 47, no twin
    assert board.drag_prompt(44) == t("tt.board.dragging.end", card=44)
    assert board.drop_targets(56) == (True, None)  # its twin, 65, is not in the row
    assert board.drag_prompt(56) == t("tt.board.dragging.end", card=56)
    assert board.drop_targets(74) == (False, 47)  # 47's twin, too far to extend it
    assert board.drag_prompt(74) == t("tt.board.dragging.twin", card=74, twin=47)
    state.row = [47, 56]
    board.refresh()
    assert board.drop_targets(65) == (True, 56)  # 65 extends 56, or twists it out
    assert board.drag_prompt(65) == t("tt.board.dragging", card=65)


def test_a_game_of_several_people_lists_its_winner_by_name() -> None:
    """With two people at the table the last results told player 1's place, which the
    other person read as theirs: the line now names the winner (the points stay player
    1's, as the tally counts them), and keeps it through the file."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, "easy", rounds=1)
    play_round(app, board)
    session = board.session
    totals = session.match.totals
    entry = tt_records.section(app.stats).recent[0]
    names = [player.name for player in session.players]
    seats = tt_records.result_seats(session)
    assert seats == (names[0], names[1], ("easy", 0))
    assert entry.winners == tuple(who for who, total in zip(seats, totals, strict=True)
                                  if total == max(totals))
    assert entry.points == totals[0]
    cells = tt_records.table(tt_records.section(app.stats)).recent
    assert cells is not None
    winners = [name for name, total in zip(names, totals, strict=True) if total == max(totals)]
    # Whose points they are (a Greek tester could not tell).
    assert entry.player == names[0]
    assert cells[1][0].cells[-2:] == [
        t("tt.stats.points_of", name=names[0], points=signed(totals[0])),
        t("stats.outcome.winner", name=", ".join(winners))]
    assert cells[1][0].outcome == "draw"  # the plain colour: not player 1's win or loss
    again = tt_records.read(json.loads(json.dumps(tt_records.section(app.stats).to_data())))
    assert again.recent[0] == entry
    # A computer among the winners is named in the language of the day.
    data: dict[str, Any] = {**entry.to_data(), "winners": ["Ana", {"level": "hard", "n": 2}]}
    read = tt_records.read({"takethat_recent": [data]}).recent[0]
    assert read.winners == ("Ana", ("hard", 2))
    assert read.to_data()["winners"] == data["winners"]
    assert recent.winner_name(("hard", 2)) == t("tt.player.computer", n=2,
                                                level=t("level.hard"))
    assert recent.winner_name(("easy", 0)) == t("player.computer", level=t("level.easy"))
    # A winner edited out of shape in the file: the line reads as one person's again.
    bad: list[object] = ["Ana", ["x" * 41], [], [3], ["a", "b", "c", "d", "e"],
                         [{"level": "wizard", "n": 1}], [{"level": "hard", "n": True}],
                         [{"level": "hard", "n": 1, "x": 0}]]
    for shape in bad:
        data = {**entry.to_data(), "winners": shape}
        read = tt_records.read({"takethat_recent": [data]}).recent[0]
        assert read.winners == ()
    # One person against computers: as before.
    single = new_result("easy", (5, 7, -2), 0, 2, False)
    assert single.winners == () and "winners" not in single.to_data()
    assert single.player == "" and "player" not in single.to_data()
    # Whose points, edited out of shape: the line gives the points alone.
    for shape in (3, "", "x" * 41, ["Ana"]):
        data = {**entry.to_data(), "player": shape}
        assert tt_records.read({"takethat_recent": [data]}).recent[0].player == ""
    # A game of several people given up says whose points it lists too.
    from scenes.model.seats import HOTSEAT
    left = new_result(HOTSEAT, (4, -6, 1), 0, 1, False, seats=seats, abandoned=True)
    assert left.player == names[0] and left.abandoned
    assert recent.result_cells(left)[-2:] == [
        t("tt.stats.points_of", name=names[0], points="+4"), t("tt.stats.abandoned")]


def test_the_place_counts_the_seats_ahead_and_a_shared_first_is_first() -> None:
    assert new_result("easy", (5, 5, -2), 1, 2, False).place == 1
    assert new_result("easy", (5, 7, -2), 0, 2, False).place == 2
    assert new_result("easy", (5, 7, -2), 2, 2, False).place == 3


def test_continue_names_a_person_as_the_table_does() -> None:
    """Continue said "Take That with Player, …" while the table said "João"; and the one
    person playing was listed among the others ("with Ana, Computer 1 …")."""
    app = support.make_app()
    takethat.remember(app, TakeThatChoices(3, [SeatChoice("João", HUMAN),
                                               SeatChoice("", "easy"), SeatChoice("", "hard"),
                                               SeatChoice("", "easy")], False, 2))
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    support.click(app, setup.start_button.rect.center)
    board = board_of(app)
    assert board.name(0) == "João"
    lines = support.continue_lines(app)
    # The person is not listed among the opponents at all now, under either name.
    assert lines and "João" not in lines[0] and t("player.you") not in lines[0]
    assert unbroken(t("tt.player.computer", n=2, level=t("level.hard"))) in lines[0]


def test_a_seat_switched_to_a_computer_takes_a_computers_name_and_gives_the_name_back(
) -> None:
    """"Maria", typed while seat 2 was a person, stayed when it became Hard: the table
    showed "Maria" with no level and "Maria wins the game!"."""
    app = support.make_app()
    takethat.remember(app, choices(HUMAN, HUMAN, "easy", rounds=1))
    support.new_game(app, "take-that")
    setup = app.stack.top
    assert isinstance(setup, TakeThatSetup)
    seat = setup.seats[1]
    support.click(app, seat.name.rect.center)
    support.step(app, [pygame.event.Event(pygame.TEXTINPUT, text="Maria")])
    assert seat.name.value == "Maria"
    hard = seat.kind.option_rects()[setup.kinds.index("hard")]
    support.click(app, hard.center)
    assert not seat.name.focused
    support.step(app, [pygame.event.Event(pygame.TEXTINPUT, text="x")])
    assert seat.name.value == "Maria" and seat.computer_name == t(
        "tt.player.computer", n=1, level=t("level.hard"))
    person = seat.kind.option_rects()[0]
    support.click(app, person.center)
    assert setup.choices().seats[1] == SeatChoice("Maria", HUMAN)
    support.click(app, hard.center)
    support.click(app, setup.start_button.rect.center)
    board = board_of(app)
    names = [player.name for player in board.session.players]
    assert names[1] == t("tt.player.computer", n=1, level=t("level.hard"))
    assert board.session.players[1].level == "hard" and "Maria" not in names
    # The name typed for the person is kept for the next set-up.
    assert takethat.remembered(app).seats[1] == SeatChoice("Maria", "hard")


def test_each_set_up_offers_its_games_lessons() -> None:
    """A newcomer who opened Take That's set-up first found no lesson of it there."""
    app = support.make_app()
    setup = TakeThatSetup(app)
    app.stack.push(setup)
    support.step(app)
    assert setup.learn_button.visible
    assert not setup.learn_button.rect.colliderect(setup.start_button.rect)
    assert not setup.learn_button.rect.colliderect(setup.back_button.rect)
    support.click(app, setup.learn_button.rect.center)
    support.step(app, frames=2)
    lesson = app.stack.top
    assert getattr(lesson, "game_key", None) == "take-that" and hasattr(lesson, "guide")
    # Schotten Totten has two lessons: its set-up offers the choice of them.
    st = SetupScene(app)
    app.stack.push(st)
    support.step(app)
    support.click(app, st.learn_button.rect.center)
    assert isinstance(app.stack.top, LessonChooser)


def test_a_seat_past_the_player_count_says_how_to_bring_it_in() -> None:
    """Two players left an empty gap where seats 3 and 4 keep their place: each now says,
    dim, that it is not playing and how many players to choose for it."""
    app = support.make_app()
    takethat.remember(app, TakeThatChoices(2, [SeatChoice("", HUMAN), SeatChoice("", "easy"),
                                               SeatChoice("", "easy"), SeatChoice("", "easy")],
                                           False, 2))
    setup = TakeThatSetup(app)
    app.stack.push(setup)
    support.step(app)
    drawn = support.drawn_texts(app, setup)
    assert [t("tt.setup.seat_absent", n=n) in drawn for n in (3, 4)] == [True, True]
    support.click(app, setup.players.option_rects()[2].center)  # four players: every seat is in use
    support.step(app)
    drawn = support.drawn_texts(app, setup)
    assert not any(text.startswith(t("tt.setup.seat_absent", n=4)[:6]) for text in drawn)


def test_a_round_resumed_half_way_lies_as_it_was() -> None:
    """Continue dealt Take That's hands again."""
    app = support.make_app(speed="normal")
    board = start(app, HUMAN, "easy")
    assert any(sprite.moving for sprite in board.sprites.values()), "a fresh round is dealt"
    for _ in range(3):
        board.state.play(board.state.legal_actions()[0])
    board.start_round()
    assert not [sprite.key for sprite in board.sprites.values() if sprite.moving]


def test_a_name_typed_in_one_games_set_up_opens_the_others() -> None:
    """A newcomer typed her name for Schotten Totten, then again for Take That."""
    app = support.make_app()
    st = SetupScene(app)
    app.stack.push(st)
    support.step(app)
    st.name1.value = "Łucja"
    st.start_now()
    support.step(app)
    setup = TakeThatSetup(app)
    assert setup.seats[0].name.value == "Łucja"
    assert all(seat.name.value == "" for seat in setup.seats[1:])
    again = support.make_app()  # and in the next run, from setup.json
    assert TakeThatSetup(again).seats[0].name.value == "Łucja"


def test_a_key_pressed_as_the_round_ends_does_not_skip_its_summary() -> None:
    """The Enter that started a row pressed Next round as the summary came up."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=2)
    summary = play_round(app, board)
    enter = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="")
    app.step([enter], support.FRAME)
    support.step(app, frames=2)
    assert app.stack.top is summary and board.session.match.index == 0
    support.key(app, pygame.K_RETURN)  # a moment later it counts
    support.step(app, frames=2)
    assert board.session.match.index == 1


def test_a_hint_takes_up_the_card_it_plays_so_enter_plays_it() -> None:
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    for _ in range(20):
        if board.my_turn():
            break
        support.step(app)
    board.show_hint()
    hint = board.current_hint()
    assert hint is not None
    if hint.action.card is None:  # a take: nothing to take up
        assert board.selected is None
        return
    assert board.selected == hint.action.card
    before = len(board.state.log)
    support.key(app, pygame.K_x if hint.action.kind.value == "twist" else pygame.K_RETURN)
    assert len(board.state.log) > before and board.state.log[before][1] == hint.action


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("language", ["en", "pt", "el"])
def test_the_take_buttons_key_tip_leaves_the_draw_piles_name_readable(
        size: tuple[int, int], language: str) -> None:
    """"Key: T" stood over "Draw pile", just above the take button."""
    app = support.make_app(size)
    set_language(language)
    board = start(app, HUMAN, "easy", "easy")
    wait_for_my_turn(app, board)
    take = board.buttons["take"]
    assert take.enabled
    support.step(app, [support.mouse(pygame.MOUSEMOTION, take.rect.center)])
    assert take.hovered
    plates = draw_key_tips(board, pygame.Surface(app.size), 14)
    assert len(plates) == 1
    words = labels(board)
    assert board.layout.pile_label in words
    assert plates[0].collidelist(words) < 0, (plates[0], words)
    assert not any(plates[0].colliderect(button.rect)
                   for button in board.buttons.values() if button.visible)


def test_a_key_tip_is_for_a_button_that_works_under_the_pointer_now() -> None:
    """The take button's tip showed while it was disabled, and stayed up under the curtain
    and a dialog, and after them while the pointer was elsewhere."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy")
    wait_for_my_turn(app, board)
    take = board.buttons["take"]
    surface = pygame.Surface(app.size)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, take.rect.center)])
    assert draw_key_tips(board, surface, 14)
    take.enabled = False
    assert not draw_key_tips(board, surface, 14)
    take.enabled = True
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (5, 5))])
    app.stack.pop(pause)
    support.step(app)
    assert app.stack.top is board and not take.hovered
    assert not draw_key_tips(board, surface, 14)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, take.rect.center)])
    assert draw_key_tips(board, surface, 14)
    support.step(app, [pygame.event.Event(pygame.WINDOWLEAVE, window=None)])
    assert not draw_key_tips(board, surface, 14)


def test_the_lessons_glow_on_the_take_button_leaves_the_draw_piles_name_readable() -> None:
    """The tutorial's arrow and rings round "Take the row" covered the pile's name."""
    app = support.make_app((1280, 800))
    set_language("pt")
    for step in range(12):
        lesson = TakeThatTutorial(app, 0, step)
        if lesson.buttons["take"].rect in lesson.targets():
            break
    else:
        raise AssertionError("no step of the lesson asks for the take button")
    app.stack.push(lesson)
    support.step(app, frames=3)
    label = lesson.layout.pile_label
    static = lesson.static
    assert static is not None
    for frame in range(12):  # the arrow bobs and the rings pulse
        support.step(app, frames=3)
        shown = app.screen.subsurface(label).copy()
        under = static.subsurface(label).copy()
        assert pygame.image.tobytes(shown, "RGB") == pygame.image.tobytes(under, "RGB"), frame


def pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect.clip(surface.get_rect())), "RGB")


def alike(first: bytes, second: bytes) -> bool:
    """The same picture, give or take what shows through a card's art faintly (a card
    lets a few levels of what lies under it through)."""
    return len(first) == len(second) and all(abs(a - b) <= 6 for a, b in zip(first, second,
                                                                               strict=True))


def corner(rect: pygame.FRect) -> pygame.Rect:
    """Where a card's corner number lies: its top left (inside the rounded corner, where
    what lies under the card shows)."""
    return pygame.Rect(round(rect.x) + 8, round(rect.y) + 8, round(rect.w * 0.3),
                       round(rect.h * 0.25))


def own_hand(board: TakeThatBoard) -> list[CardSprite]:
    """The hand at the screen's cards, left to right."""
    return sorted((sprite for sprite in board.draw_order
                   if sprite.zone == "hand" and sprite.card in board.view.hand),
                  key=lambda sprite: sprite.rect.x)


def long_row_board(app: App) -> TakeThatBoard:
    """The person to move with a row of eight cards, so close that they overlap."""
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    state = board.state
    hand = set(state.hands[state.to_move or 0])
    state.pile += state.row
    state.row = [card for card in state.pile if card not in hand and 50 <= card <= 70][:8]
    state.pile = [card for card in state.pile if card not in state.row]
    board.refresh()
    board.mirror.snap()
    return board


def test_a_hinted_hand_cards_ring_leaves_the_next_cards_number_readable(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The hint's ring round a hand card was drawn over the next card's corner number."""
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    wait_for_my_turn(app, board)
    board.mirror.snap()
    hand = own_hand(board)
    card, following = hand[3], hand[4]
    assert card.card is not None
    surface = pygame.Surface(app.size)
    board.draw(surface)
    plain = pixels(surface, corner(following.rect))
    hint = Suggestion(Action(Kind.EXTEND, card.card), "extend_best", {"card": card.card})
    monkeypatch.setattr(board, "current_hint", lambda: hint)
    board.draw(surface)
    assert alike(pixels(surface, corner(following.rect)), plain)
    # The ring is there all the same, round the card's free sides.
    ring = pygame.Rect(round(card.rect.x) - 12, round(card.rect.y) - 30, 14,
                       round(card.rect.h))
    board_without = pygame.Surface(app.size)
    monkeypatch.setattr(board, "current_hint", lambda: None)
    board.draw(board_without)
    assert pixels(surface, ring) != pixels(board_without, ring)


def test_the_row_ends_outline_lies_under_the_last_card_of_a_long_row() -> None:
    """The outline of the next card's place was drawn across the last card of the row."""
    app = support.make_app()
    board = long_row_board(app)
    slots = board.slots
    assert slots[-1].colliderect(slots[-2]), "the row's places overlap"
    card = next(card for card in sorted(board.state.hands[board.perspective])
                if board.drop_targets(card) == (True, None))
    last = board.sprites[board.state.row[-1]].rect
    surface = pygame.Surface(app.size)
    board.draw(surface)
    plain = pixels(surface, pygame.Rect(last))
    board.selected = card
    board.draw(surface)
    assert alike(pixels(surface, pygame.Rect(last)), plain)
    beyond = pygame.Rect(round(last.right) + 2, round(slots[-1].y) - 6,
                         round(slots[-1].right - last.right) + 4, 12)
    board.selected = None
    unlit = pygame.Surface(app.size)
    board.draw(unlit)
    assert pixels(surface, beyond) != pixels(unlit, beyond), "the outline shows past it"


def test_the_lessons_glow_round_a_hand_card_leaves_its_neighbour_and_the_window_edge(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """The lesson's rings round the card to play hid the next card's corner number, and
    round the last hand card they ran off the window's right edge."""
    from scenes.takethat import tutorial

    app = support.make_app((1280, 800))
    calls: list[tuple[pygame.Rect, bool]] = []
    from scenes.shell.tutorial import draw_target as real

    def record(surface: pygame.Surface, rect: pygame.Rect | pygame.FRect, time: float,
               scale: float, arrow: bool = True, clear: pygame.Rect | None = None,
               inside: bool = False) -> None:
        calls.append((pygame.Rect(rect), inside))
        real(surface, rect, time, scale, arrow, clear, inside)

    monkeypatch.setattr(tutorial, "draw_target", record)
    checked = set()
    for step in range(12):
        lesson = TakeThatTutorial(app, 0, step)
        app.stack.push(lesson)
        support.step(app, frames=2)
        lesson.mirror.snap()
        hand = own_hand(lesson)
        aimed = [sprite for sprite in hand if sprite.rect in lesson.targets()]
        if aimed:
            target = aimed[0]
            index = hand.index(target)
            surface = pygame.Surface(app.size)
            calls.clear()
            lesson.draw(surface)
            assert any(rect == pygame.Rect(target.rect) for rect, _ in calls)
            if index + 1 < len(hand):
                following = hand[index + 1]
                shown = pixels(surface, corner(following.rect))
                monkeypatch.setattr(lesson, "targets", lambda: [])
                lesson.draw(surface)
                assert alike(pixels(surface, corner(following.rect)), shown), step
                checked.add("neighbour")
            else:
                inside = next(inside for rect, inside in calls
                              if rect == pygame.Rect(target.rect))
                assert inside, "the rings keep to the last card by the window's edge"
                checked.add("edge")
        app.stack.pop(lesson)
        support.step(app)
    assert checked == {"neighbour", "edge"}


def ended_round(professional_take: bool) -> TakeThatState:
    """A two-seat professional round played from a seed to its end: with
    ``professional_take`` it ends on a take of a one-card row that takes the pile's last
    card; else on a take with the pile already empty."""
    for seed in range(200):
        state = new_round(TakeThatConfig(players=2, professional=True), seed, 0)
        rng = random.Random(seed)
        wanted = False
        while state.outcome is None:
            legal = state.legal_actions()
            pile, row = len(state.pile), len(state.row)
            if TAKE in legal and row == 1 and pile == 1:
                if not professional_take:
                    break
                state.play(TAKE)
                wanted = True
            elif TAKE in legal and pile == 0 and not professional_take and row > 1:
                state.play(TAKE)
                wanted = True
            else:
                plays = [a for a in legal if a.kind is not Kind.TAKE]
                state.play(rng.choice(plays or legal))
        if wanted and state.outcome is not None:
            return state
    raise AssertionError("no seed ended so")


@pytest.mark.parametrize("pile_card", [True, False])
def test_the_summary_says_a_professional_take_took_the_last_pile_card(pile_card: bool) -> None:
    """A round that ends on a one-card take carrying the pile's last card says so; it
    said that the row was taken with the pile empty."""
    state = ended_round(pile_card)
    assert took_last_pile_card(state) is pile_card
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    board.session.match.state = state
    key = "tt.summary.end_pile" if pile_card else "tt.summary.end"
    seat, action = state.log[-1]
    assert ending_text(board) == t(key, move=describe(action, board.name(seat)))


def test_the_summary_names_the_cards_a_professional_take_carried_off_unseen() -> None:
    """A tester found his opponent's unseen pile card only by hovering over its pile under
    View board; the summary names it."""
    state = ended_round(True)
    app = support.make_app()
    board = start(app, HUMAN, "easy")
    board.session.match.state = state
    board.refresh()
    seen = history.seen_taken(state.config, board.moves)
    unseen = {seat: sorted(set(state.face_down[seat]) - set(taken.cards))
              for seat, taken in enumerate(seen) if taken.unseen}
    assert unseen and all(len(cards) == seen[seat].unseen for seat, cards in unseen.items())
    summary = TakeThatSummary(app, board)
    said = summary.unseen()
    for seat, cards in unseen.items():
        assert t("tt.summary.unseen_seat", name=board.name(seat),
                 cards=" ".join(str(card) for card in cards)) in said
    summary.resize(app.size)
    drawn = " ".join(support.drawn_texts(app, summary))
    assert all(word in drawn for word in said.split())  # in even lines under the table
    board.session.match.state = ended_round(False)
    board.refresh()
    if not any(taken.unseen for taken in history.seen_taken(board.state.config, board.moves)):
        assert TakeThatSummary(app, board).unseen() == ""


def test_the_row_cards_the_others_played_since_my_move_are_marked_in_their_colour() -> None:
    """With two computers the line above the row said only the last move, and a tester
    lost the first computer's card within a second: each card the others played since the
    person's move has a bar of its player's colour under it."""
    from scenes.takethat import paint

    done = [history.Move(0, act.extend(45)), history.Move(1, act.extend(47)),
            history.Move(2, act.twist(74)), history.Move(2, act.extend(52))]
    assert history.placed_since(done, 0) == {47: 1, 52: 2}
    assert history.placed_since(done, 2) == {}
    # A twist or a take leaves no card in the row: the pile it added to is named (a tester
    # saw no trace of two computers' twists).
    assert history.piles_since(done, 0) == {(2, "up")}
    assert history.piles_since([*done, history.Move(1, act.TAKE)], 0) == {(2, "up"),
                                                                          (1, "down")}
    assert history.piles_since(done, 2) == set()
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    other = 1 - seat
    for _ in range(12):  # until the computer's move leaves a card of its own in the row
        last = board.state.row[-1] if board.state.row else None
        if last is not None and history.placed_since(board.moves, seat).get(last) == other:
            break
        board.submit(board.legal()[0])
        wait_for_my_turn(app, board)
    else:
        raise AssertionError("the computer never added to the row")
    support.step(app, frames=60)
    sprite = next(sprite for sprite in board.draw_order
                  if sprite.zone == "row" and sprite.card == last)
    board.draw(app.screen)
    below = (round(sprite.rect.centerx), round(sprite.rect.bottom + board.layout.px(8)))
    assert tuple(app.screen.get_at(below))[:3] == paint.seat_colour(other)
    # The pointer on the card says who played it and what the bar is (a tester saw the
    # bars all game and never learnt what they meant); on a card without one, the line
    # says the turn as before.
    support.step(app, [support.mouse(pygame.MOUSEMOTION, sprite.rect.center)])
    assert board.prompt() == t("tt.board.row_mark", card=last, name=board.name(other))
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (0, 0))])
    assert board.prompt() != t("tt.board.row_mark", card=last, name=board.name(other))
    # Nor once the pointer has left the window from over the card.
    support.step(app, [support.mouse(pygame.MOUSEMOTION, sprite.rect.center)])
    board.forget_pointer()
    assert board.prompt() != t("tt.board.row_mark", card=last, name=board.name(other))
    board.viewer = None  # nobody's hand in sight: no one's "since"
    board.draw(app.screen)
    assert tuple(app.screen.get_at(below))[:3] != paint.seat_colour(other)


def test_the_game_chooser_opens_on_the_game_last_set_up() -> None:
    """A Take That player found Schotten Totten lit in the chooser every time; it opens on
    the game last started from its set-up, in this run and the next."""
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    support.click(app, menu.buttons[0].rect.center)
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    keys = [entry.key for entry in chooser.entries]
    assert keys[chooser.focus] == "schotten-totten"
    app.stack.pop(chooser)
    app.stack.apply_pending()
    start(app, HUMAN, "easy")
    for fresh in (app, support.make_app()):
        fresh.go_home()
        support.step(fresh)
        home = fresh.stack.top
        assert isinstance(home, MainMenu)
        support.click(fresh, home.buttons[0].rect.center)
        chooser = fresh.stack.top
        assert isinstance(chooser, GameChooser)
        assert keys[chooser.focus] == "take-that"


def test_a_card_put_on_a_row_card_that_is_not_its_twin_is_refused() -> None:
    """A family's child held the wrong card, clicked the twin he meant to take out, and
    saw his card join the row's end instead: on a row card other than the last it is
    refused as a twist, even where it could go at the end."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    hand = state.hands[seat]
    card = next(c for c in hand if twin(c) is not None and twin(c) not in state.row)
    free = [c for c in state.pile if c not in (twin(card),) and twin(c) not in hand]
    first = next(c for c in free if abs(c - card) > 10)
    last = next(c for c in free if c != first and abs(c - card) <= 10)
    put_in_row(board, first)
    put_in_row(board, last)
    assert act.extend(card) in board.legal()
    before = list(state.row)
    assert not board.play_card(card, onto=first)
    assert state.row == before and card in state.hands[seat]
    assert board.message == t("board.refused", reason=t(
        "tt.refusal.not_twin", card=card, onto=first, twin=twin(card)))
    # On the last card it extends the row, as before.
    assert board.play_card(card, onto=last)
    assert state.row[-1] == card or card not in state.hands[seat]


def test_a_card_put_on_a_frog_in_the_row_is_refused_for_the_frog() -> None:
    """A tester put 43 on the frog 55 and read "43 is not the twin of 55"; another put 24
    on the frog 44 and read only that frogs have no twin: the frog is named, and the
    card's own twin."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    card = next(c for c in state.hands[seat] if twin(c) is not None)
    frog = next(c for c in state.pile if twin(c) is None)
    last = next(c for c in state.pile if c != frog and twin(c) is not None
                and twin(c) not in state.hands[seat])
    put_in_row(board, frog)
    put_in_row(board, last)
    assert not board.play_card(card, onto=frog)
    assert board.message == t("board.refused", reason=t(
        "tt.refusal.onto_frog", card=card, onto=frog, twin=twin(card)))
    assert str(twin(card)) in board.message and str(frog) in board.message


def pile_listed(board: TakeThatBoard) -> bool:
    """Whether a pile's list of cards shows (P, or the pointer on a pile)."""
    return board.hover_down is not None or board.hover_pile is not None


def test_p_shows_each_pile_in_turn_from_the_players_own() -> None:
    """A keyboard player could not see what her own face-down pile held: the pointer on a
    pile shows it, and P now goes through the piles, hers first."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    other = 1 - seat
    state = board.state
    for pile, cards in ((state.face_down[seat], (12, 21)), (state.face_up[other], (34,))):
        for card in cards:
            for place in (state.pile, *state.hands):
                if card in place:
                    place.remove(card)
            pile.append(card)
    board.refresh()
    support.key(app, pygame.K_p)
    assert (board.hover_down, board.hover_pile) == (seat, None)
    assert "12 21" in " ".join(support.drawn_texts(app, board))
    support.key(app, pygame.K_p)
    assert (board.hover_down, board.hover_pile) == (None, other)
    support.key(app, pygame.K_p)
    assert (board.hover_down, board.hover_pile) == (None, None)  # past the last: none
    support.key(app, pygame.K_p)
    assert board.hover_down == seat  # and round again
    # Esc closes the list P opened (a tester got the pause menu and lost his next keys);
    # a second Esc opens the menu.
    support.key(app, pygame.K_ESCAPE)
    assert not pile_listed(board)
    assert app.stack.top is board
    support.key(app, pygame.K_ESCAPE)
    assert app.stack.top is not board


def test_p_says_so_when_nobody_has_collected_a_card() -> None:
    """A tester pressed P early in the game and nothing at all happened."""
    app = support.make_app()
    board, _seat = my_turn_against_easy(app)
    for seat in range(len(board.state.hands)):
        board.state.face_up[seat].clear()
        board.state.face_down[seat].clear()
    board.refresh()
    support.key(app, pygame.K_p)
    assert (board.hover_down, board.hover_pile) == (None, None)
    assert board.message == t("tt.board.no_piles")


def test_p_lists_the_piles_under_view_board_too() -> None:
    """At a round's end a tester chose View board and pressed P, as at the table, to see
    what each player had collected: nothing came."""
    app = support.make_app()
    board = start(app, HUMAN, "easy", rounds=2)
    summary = play_round(app, board)
    support.step(app, frames=60)
    view = next(b for b in summary.buttons if b.label == t("teach.summary.view_board"))
    support.click(app, view.rect.center)
    assert summary.viewing
    support.key(app, pygame.K_p)
    assert summary.viewing
    assert (board.hover_down, board.hover_pile) != (None, None)


def test_the_face_down_column_says_it_leaves_the_frogs_out() -> None:
    """Two testers added up a pile of 15 face-down cards and found -12 under "Face down":
    its frogs have a column of their own, which the header now says under its name."""
    app = support.make_app((1024, 640))
    board = start(app, HUMAN, "easy", rounds=2)
    summary = play_round(app, board)
    drawn = support.drawn_texts(app, summary)
    assert t("tt.summary.column.down") in drawn and t("tt.summary.note.down") in drawn
    assert summary.notes()[summary.rows()[0].index(t("tt.summary.column.down"))]


def test_the_table_waits_for_a_computers_card_to_land_before_it_is_your_turn() -> None:
    """A tester read "It's your turn" while the computer's card was still flying to an
    empty row, and saw their own name plate lit and the take button offered: until it
    lands, the line, the plate and the moves all stay with the computer."""
    app = support.make_app((1024, 640), speed="normal")
    board = start(app, "easy", HUMAN, rounds=1)
    seen_flying = False
    for _ in range(600):
        support.step(app)
        log = board.state.log
        if log and log[-1][0] in board.computers and board.state.to_move == board.viewer:
            mover = log[-1][0]
            said = describe(log[-1][1], board.name(mover))
            if board.mirror.moving:
                seen_flying = True
                # The whole table stays with the computer: the line says its move (not
                # "is thinking", under a move already told), its plate lit, no moves yet.
                assert board.prompt() == said
                assert board.acting_seat() == mover
                assert not board.my_turn() and board.legal() == []
            else:
                assert board.prompt() not in (said, t("board.thinking", name=board.name(mover)))
                assert board.acting_seat() == board.viewer and board.my_turn()
                break
    assert seen_flying


def test_the_line_under_the_row_never_parts_a_key_from_what_it_does(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Once the pile was empty a Portuguese tester read "… X tira a gêmea dela, T" over
    "leva a fileira. O monte acabou: …" (its even lines left the key alone)."""
    app = support.make_app((1280, 720))
    board, _ = my_turn_against_easy(app)
    set_language("pt")
    try:
        text = t("tt.board.last_row", prompt=t("tt.board.your_turn_alone_keys"))
        drawn: list[str] = []
        original = app.assets.text

        def recording(value: str, *args: Any, **kwargs: Any) -> pygame.Surface:
            drawn.append(str(value))
            return original(value, *args, **kwargs)

        monkeypatch.setattr(app.assets, "text", recording)
        for width in range(300, 1200, 23):
            drawn.clear()
            text_block(board, text, "text", 16, width, (255, 255, 255), 9,
                                centred=True)
            assert " ".join(drawn) == text
            assert not any(line.split(" ")[-1] in ("Enter", "X", "T")
                           for line in drawn[:-1]), (width, drawn)
    finally:
        set_language("en")


def test_the_taker_is_told_the_professional_variant_s_card() -> None:
    """A family saw a round score fall by 10 after a one-card take and learnt why (the
    frog 33 from the pile) only from the pile's tip: the line names the card to its
    taker."""
    app = support.make_app((1280, 800))
    board = start(app, "easy", HUMAN, professional=True)
    wait_for_my_turn(app, board)
    state = board.state
    assert len(state.row) == 1, state.row  # the computer dealt to start the row
    top = next(card for card in state.pile if card in FROGS)
    state.pile.remove(top)
    state.pile.append(top)  # the frog on top, to be taken with the row
    board.refresh()
    assert board.submit(act.TAKE)
    support.step(app, frames=2)
    assert board.state.face_down[board.viewer or 0][-1] == top
    assert board.prompt() == t("tt.board.with_penalty", prompt=t("tt.board.start"),
                               card=t("tt.board.penalty_frog", card=top))


def test_under_the_curtain_the_game_may_still_be_dealt_again_or_ended() -> None:
    """At Take That the whole table ends or deals its game, not one seat: under the
    curtain both stay open (at Schotten Totten a round is the player on turn's to give
    up, and there neither is offered)."""
    app = support.make_app()
    start(app, HUMAN, HUMAN, "easy")
    assert isinstance(app.stack.top, CurtainOverlay)
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    assert all(button.enabled for button in pause.buttons) and pause.note == ""


def test_a_round_dealt_again_under_the_curtain_shows_no_one_the_wrong_hand() -> None:
    """A family dealt the round again from the menu over Lúcia's curtain: the curtain kept
    her name, and "I am Lúcia" showed her the new hand of Conceição, who was to start. The
    old curtain goes, and the one that comes names whoever is to move."""
    app = support.make_app()
    board = start(app, HUMAN, HUMAN, HUMAN)
    support.click(app, curtain_of(app).button.rect.center)
    first = board.viewer
    assert first is not None
    board.submit(next(a for a in board.legal() if a.kind is not Kind.TAKE))
    curtain = curtain_of(app)
    second = curtain.seat
    assert second != first and board.viewer is None
    restart_from_the_pause_menu(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    support.click(app, confirm.buttons[0].rect.center)
    support.step(app, frames=3)
    starter = board.state.to_move
    assert starter is not None and starter != second  # the new deal starts elsewhere
    curtain = curtain_of(app)
    assert curtain.seat == starter and curtain.name == board.name(starter)
    assert sum(isinstance(scene, CurtainOverlay) for scene in app.stack.scenes) == 1
    support.click(app, curtain.button.rect.center)
    assert board.viewer == starter
    # A stale curtain never shows the hand of the person to move: dismissed, it goes
    # without turning the table to anyone.
    board.submit(next(a for a in board.legal() if a.kind is not Kind.TAKE))
    stale = CurtainOverlay(app, board, starter, board.people)
    assert board.state.to_move != starter and stale.stale()
    stale.dismiss()
    assert board.viewer != board.state.to_move


def test_points_carry_a_minus_as_wide_as_a_plus_and_zero_has_neither() -> None:
    """A Polish tester read the hyphen of "-5" as too short for a minus, and a total of
    "2" beside Continue as two of nothing."""
    assert signed(3) == "+3"
    assert signed(-12) == "\u201312"
    assert signed(0) == "0"


def test_a_card_just_drawn_is_marked_in_the_hand_on_the_players_next_turn() -> None:
    """The hand sorts itself by number, and a drawn card was found only by hunting for it
    (as at Schotten Totten): it glows on the player's next turn until the next move."""
    from scenes.table.fresh import FRESH_SECONDS

    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    state = board.state
    before = set(state.hands[seat])
    action = next(a for a in board.legal() if a.kind is not Kind.TAKE)
    assert board.submit(action)
    drawn = set(state.hands[seat]) - before
    assert len(drawn) == 1 and board.fresh_cards == frozenset(drawn)
    wait_for_my_turn(app, board)
    assert board.fresh_cards == frozenset(drawn) and board.fresh_left > 0
    assert board.pulsing()
    # Marked with a spark, not the glow of the hint's card and the last move (an Italian
    # family read the glow on a new card that fitted nowhere as advice to play it).
    from scenes.takethat import paint
    marked: list[pygame.FRect] = []
    glowing: list[pygame.FRect] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paint, "draw_fresh_mark", lambda _s, rect, *_a: marked.append(rect))
        patch.setattr(paint, "draw_glow", lambda _s, rect, _w: glowing.append(rect))
        support.step(app)
    card_rect = board.sprites[next(iter(drawn))].rect
    assert [r.center for r in marked] == [card_rect.center]
    assert all(r.center != card_rect.center for r in glowing)
    board.update(FRESH_SECONDS)
    assert board.fresh_left == 0 and not board.pulsing()
    # Its mark stays, still, until the next move (a Greek keyboard player found it gone
    # when he looked), and the move ends it.
    assert board.fresh_cards == frozenset(drawn)
    assert board.submit(next(a for a in board.legal() if a.kind is not Kind.TAKE))
    assert not board.fresh_cards & drawn


def test_the_others_plates_write_their_lines_in_one_size(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """An Italian family at 1024x640: one seat's longer line ("8 in mano · in questa
    manche: -1 · totale -14") was drawn smaller than its neighbours', as if it were a
    thing of another kind."""
    from scenes.takethat import paint

    app = support.make_app()
    board = start(app, HUMAN, "easy", "easy", "easy", rounds=2)
    lines = {seat: f"line of seat {seat}" + " and more" * (6 if seat == 2 else 0)
             for seat in range(4)}
    monkeypatch.setattr(paint, "seat_info", lambda _board, seat: lines[seat])
    sizes: dict[str, set[int]] = {}
    assets = app.assets
    drawn = assets.text

    def text(value: str, role: str, px: int, colour: tuple[int, ...] = theme.INK
             ) -> pygame.Surface:
        if colour == theme.TEXT_DIM:
            sizes.setdefault(value, set()).add(px)
        return drawn(value, role, px, colour)

    monkeypatch.setattr(assets, "text", text)
    surface = pygame.Surface(app.screen.get_size())
    for seat, zones in board.layout.seats.items():
        paint.draw_seat(board, surface, seat, zones)
    top = [seat for seat, zones in board.layout.seats.items() if zones.side != "bottom"]
    assert len(top) == 3
    long_px = min(sizes[lines[2]])
    assert long_px < board.layout.px(15)  # the long line had to shrink to fit
    for seat in top:
        assert long_px in sizes[lines[seat]], (seat, sizes[lines[seat]])


def row_to_take(app: App, board: TakeThatBoard) -> None:
    """Moves until, at the person's turn, the row has cards to take and a card could go."""
    for _ in range(20):
        legal = board.legal()
        if TAKE in legal and len(legal) > 1:
            return
        assert board.submit(next((a for a in legal if a.kind is not Kind.TAKE), legal[0]))
        wait_for_my_turn(app, board)
    raise AssertionError("no row to take")


def test_t_takes_the_row_only_when_pressed_twice_while_another_move_is_legal() -> None:
    """A keyboard player pressed T out of Schotten Totten's habit (it draws a tactic card
    there) with a playable card in hand, and lost a row of seven cards with no undo."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    row_to_take(app, board)
    legal = board.legal()
    assert TAKE in legal and len(legal) > 1
    row = list(board.view.row)
    support.key(app, pygame.K_t)
    assert board.view.row == tuple(row) and board.take_asked is not None
    assert board.message == t("tt.board.take_again")
    support.key(app, pygame.K_RIGHT)  # another key: T asks again
    support.key(app, pygame.K_t)
    assert board.view.row == tuple(row)
    support.key(app, pygame.K_t)
    assert set(row) <= set(board.state.face_down[seat])
    # With nothing else legal, one T takes at once.
    app2 = support.make_app()
    board2, seat2 = my_turn_against_easy(app2)
    row_to_take(app2, board2)
    row2 = list(board2.view.row)
    board2.legal = lambda: [TAKE]  # type: ignore[method-assign]
    support.key(app2, pygame.K_t)
    assert set(row2) <= set(board2.state.face_down[seat2])


def test_the_take_button_asks_for_a_second_click_while_a_card_could_go() -> None:
    """A newcomer's one click took a row for -1 while a twist would have scored +2, with
    no undo; T already asked twice. The second click takes; a click elsewhere, or a move,
    asks again; with the hint saying take, one click takes."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    row_to_take(app, board)
    row = list(board.view.row)
    take = board.buttons["take"]
    assert not take.primary
    support.click(app, take.rect.center)
    assert board.view.row == tuple(row) and board.take_asked is not None
    assert board.message == t("tt.board.take_again_click", take=t("tt.board.take"))
    support.step(app)
    assert take.primary  # the button asked to be pressed again stands out
    support.click(app, board.layout.pile.center)  # a click elsewhere: it asks again
    support.click(app, take.rect.center)
    assert board.view.row == tuple(row)
    support.click(app, take.rect.center)
    assert set(row) <= set(board.state.face_down[seat])
    # The hint says take: one click.
    app2 = support.make_app()
    board2, seat2 = my_turn_against_easy(app2)
    row_to_take(app2, board2)
    row2 = list(board2.view.row)
    board2.take_wanted = lambda: True
    support.click(app2, board2.buttons["take"].rect.center)
    assert set(row2) <= set(board2.state.face_down[seat2])


def test_asking_twice_to_take_names_the_twist_when_no_card_fits_the_row() -> None:
    """A newcomer with only a twist left pressed Take and was told "you could still play
    a card", then looked in vain for one that fits the row's end."""
    app = support.make_app()
    board, seat = my_turn_against_easy(app)
    row_to_take(app, board)
    card = board.state.hands[seat][0]
    twist, extend = act.twist(card), act.extend(card)
    board.legal = lambda: [twist, TAKE]  # type: ignore[method-assign]
    support.click(app, board.buttons["take"].rect.center)
    assert board.message == t("tt.board.take_again_twist_click", take=t("tt.board.take"))
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_t)
    assert board.message == t("tt.board.take_again_twist")
    # With a card that fits the row's end too, the old words stay.
    board.legal = lambda: [extend, twist, TAKE]  # type: ignore[method-assign]
    support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_t)
    assert board.message == t("tt.board.take_again")


def test_home_and_end_choose_the_first_and_last_card() -> None:
    """The keys page names Home and End for both games; at Take That they did nothing."""
    app = support.make_app()
    board, _seat = my_turn_against_easy(app)
    hand = hand_order(board.view)
    support.key(app, pygame.K_END)
    assert board.selected == hand[-1]
    support.key(app, pygame.K_HOME)
    assert board.selected == hand[0]


def test_a_card_chosen_by_keys_for_an_empty_row_names_only_keys() -> None:
    """"Click the row or Enter" was said to a keyboard player about to start a row."""
    app = support.make_app()
    board, _seat = my_turn_against_easy(app)
    board.state.row.clear()
    board.refresh()
    card = hand_order(board.view)[0]
    support.key(app, pygame.K_1)
    assert board.selected == card and board.by_keys
    assert board.prompt() == t("tt.board.selected_keys_start", card=card)
    board.by_keys = False
    assert board.prompt() == t("tt.board.selected_start", card=card)
    # After a take, too: it kept "choose any card" under the card chosen (a Brazilian
    # keyboard player).
    app2 = support.make_app()
    board2, _seat2 = my_turn_against_easy(app2)
    row_to_take(app2, board2)
    support.key(app2, pygame.K_t)
    support.key(app2, pygame.K_t)
    assert board2.state.phase is Phase.START and not board2.view.row
    support.key(app2, pygame.K_1)
    card2 = hand_order(board2.view)[0]
    assert board2.selected == card2
    assert board2.prompt() == t("tt.board.selected_keys_start", card=card2)


def test_enter_with_no_card_chosen_says_to_choose_one() -> None:
    """A Greek keyboard player pressed Enter with the one card that fitted lit, and
    nothing happened or was said."""
    app = support.make_app()
    board, _seat = my_turn_against_easy(app)
    board.hint = None
    assert board.selected is None
    row = tuple(board.view.row)
    support.key(app, pygame.K_RETURN)
    assert board.view.row == row and board.message == t("tt.board.pick_first_keys")


def test_the_first_arrow_takes_the_first_card_that_fits() -> None:
    """A Greek keyboard player's first Right took a shaded card that fitted nowhere."""
    app = support.make_app()
    board, _seat = my_turn_against_easy(app)
    row_to_take(app, board)
    hand = hand_order(board.view)
    state = board.state
    # A row's end far from the first card (not its twin either), close to another.
    end = next(card for card in (*state.pile, *state.hands[1])
               if abs(card - hand[0]) > 10 and card != twin(hand[0])
               and any(abs(card - other) <= 10 for other in hand[1:]))
    put_in_row(board, end)
    fits = [card for card in hand if board.drop_targets(card) != (False, None)]
    assert fits and hand[0] not in fits
    support.key(app, pygame.K_RIGHT)
    assert board.selected == fits[0]
    board.selected = None
    support.key(app, pygame.K_LEFT)
    assert board.selected == fits[-1]
    # From a chosen card the arrows go on through every card, fitting or not.
    support.key(app, pygame.K_RIGHT)
    assert board.selected == hand[(hand.index(fits[-1]) + 1) % len(hand)]
