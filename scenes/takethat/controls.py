"""From the pointer and the keys to actions on the Take That table: a hand card taken up
(dragged, or clicked and then the row clicked) and put on the row, or the keys; a click on
the game log's title bar (or L) folds or opens it; H asks for a hint, as its button does.
What a card put on the row means is the phase's mode (``modes``); the engine decides
(``submit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import TAKE, Kind
from game.takethat import actions as act
from scenes.table.input import Drag
from scenes.takethat.placement import hand_order
from scenes.ui import theme
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.takethat.board import TakeThatBoard


def hand_card_at(board: TakeThatBoard, pos: tuple[int, int]) -> int | None:
    sprite = board.mirror.at(pos, ("hand",), face_up=True)
    return sprite.card if sprite is not None else None


def row_card_at(board: TakeThatBoard, pos: tuple[int, int]) -> int | None:
    sprite = board.mirror.at(pos, ("row",))
    return sprite.card if sprite is not None else None


def on_row(board: TakeThatBoard, pos: tuple[int, int]) -> bool:
    """Whether a card let go at ``pos`` goes onto the row: over the row's area, its end
    slot, or up to a card's width past that slot at the row's height (a tester let go just
    past the end slot, over the game log, and was told to drop the card on the row; but a
    card let go over the middle of the log, far from the row, was played too, and Take
    That has no undo). Never over the game log itself: with six cards in the row at
    1280x800 the card's width past the end slot reached into the log, and a card dropped
    on the log was played."""
    area = board.layout.row_area
    end = board.slots[-1] if board.slots else pygame.FRect(area)
    top, bottom = min(area.top, end.top), max(area.bottom, end.bottom)
    reach = max(area.right, end.right + end.w)
    beyond = (area.left <= pos[0] < reach and top <= pos[1] < bottom
              and not board.log_panel.covers(pos))
    return area.collidepoint(pos) or end.collidepoint(pos) or beyond


def hovering(board: TakeThatBoard, pos: tuple[int, int]) -> None:
    board.hover = hand_card_at(board, pos)
    board.hover_row = row_card_at(board, pos)
    board.hover_pile = pile_at(board, pos, face_up=True)
    board.hover_down = pile_at(board, pos, face_up=False)


def next_pile(board: TakeThatBoard) -> None:
    """Key P: the next pile's tip, as the pointer on it shows it: the seat at the screen's
    face-down pile first, then its face-up one, then each other seat's in turn; past the
    last, none. A keyboard player could not see what her own face-down pile held."""
    seats = board.layout.seats
    here = board.view.seat
    order = sorted(seats, key=lambda seat: (seat - here) % len(seats))
    piles = [(seat, up) for seat in order for up in (False, True)
             if (board.view.face_up[seat] if up else board.view.face_down_counts[seat])]
    shown = ((board.hover_down, False) if board.hover_down is not None else
             (board.hover_pile, True) if board.hover_pile is not None else None)
    index = piles.index(shown) + 1 if shown in piles else 0
    board.hover_pile = board.hover_down = None
    if not piles:
        # Not silence: a tester pressed P early in the game and saw nothing happen.
        board.set_message(t("tt.board.no_piles"))
    if index < len(piles):
        seat, up = piles[index]
        if up:
            board.hover_pile = seat
        else:
            board.hover_down = seat


def pile_at(board: TakeThatBoard, pos: tuple[int, int], face_up: bool) -> int | None:
    """The seat whose face-up (or face-down) pile, with cards in it, lies under ``pos``."""
    for seat, zones in board.layout.seats.items():
        held = board.view.face_up[seat] if face_up else board.view.face_down_counts[seat]
        if held and (zones.face_up if face_up else zones.face_down).collidepoint(pos):
            return seat
    return None


TABLE_KEYS: Final = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END,
                               pygame.K_RETURN,
                               pygame.K_KP_ENTER, pygame.K_e, pygame.K_x, pygame.K_t,
                               *range(pygame.K_1, pygame.K_9 + 1)))
"""Keys that act at the table: after one, the line under the table and the lesson panels
speak of keys instead of the mouse (a click speaks of the mouse again)."""


def press(board: TakeThatBoard, pos: tuple[int, int]) -> None:
    board.by_keys = False
    board.take_asked = None
    if board.click_log(pos):
        return
    card = hand_card_at(board, pos)
    if card is not None and board.my_turn():
        sprite = board.mirror.sprites[card]
        board.drag = Drag(card, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y), pos)


def release(board: TakeThatBoard, pos: tuple[int, int]) -> None:
    drag, board.drag = board.drag, None
    if drag is not None and drag.dragging:
        drop(board, drag.card, pos)
        return
    if drag is not None:
        # The card a hint took up stays up at the first click: an Italian tester clicked
        # it to pick it up, put it down, and the click on the row after did nothing.
        board.choose(drag.card)
        return
    if board.selected is not None and board.my_turn():
        drop(board, board.selected, pos)
    elif board.layout.pile.collidepoint(pos):
        explain_pile(board)
    elif board.my_turn() and (row_card_at(board, pos) is not None or on_row(board, pos)):
        # A click on the row with no card taken up said nothing at all.
        board.set_message(t("tt.board.pick_first"))


def explain_pile(board: TakeThatBoard) -> None:
    """A click on the draw pile says how drawing works: hands fill up by themselves after
    each turn (a tester clicked the pile to draw and nothing happened)."""
    count = board.view.pile_size
    if count:
        board.set_message(t("tt.board.pile_click", count=count,
                            hand=board.state.config.hand_size))
    else:
        board.set_message(t("tt.board.pile_empty"))


def drop(board: TakeThatBoard, card: int, pos: tuple[int, int]) -> None:
    onto = row_card_at(board, pos)
    if onto is not None or on_row(board, pos):
        board.play_card(card, onto)
    elif pos[1] < board.layout.seats[board.perspective].panel.y:
        # An empty row has no end and no twin: a family missed its glowing place and
        # read "at its end, or on the card's twin".
        key = "tt.board.drop_on_row" if board.view.row else "tt.board.drop_on_empty_row"
        board.set_message(t(key), theme.ERROR)


def enter(board: TakeThatBoard) -> None:
    """Enter plays the chosen card, as the hint says when it is the hinted card: a tester
    pressed Enter on the card a hint said to twist with, and it went onto the row (there
    is no undo). A card that can only twist twists; with nothing chosen, Enter takes the
    row when that is the hint (the lit Take button did not answer it)."""
    card = board.selected
    hint = board.current_hint()
    legal = board.legal()
    if card is None:
        if hint is not None and hint.action == TAKE and TAKE in legal:
            board.submit(TAKE)
        else:
            # Not silence: a Greek keyboard player pressed Enter with the one card that
            # fitted lit, and nothing said that a card is chosen first.
            board.set_message(t("tt.board.pick_first_keys"))
        return
    if hint is not None and hint.action == act.twist(card) and hint.action in legal:
        board.submit(hint.action)
    elif board.mode.put(card, None) not in legal and act.twist(card) in legal:
        board.submit(act.twist(card))
    else:
        board.play_card(card)


def take_row(board: TakeThatBoard, asked: int | None, clicked: bool = False) -> None:
    """T, or a click on the take button, takes the row at once when nothing else is legal
    or the row is what the hint (or the lesson) asks for; otherwise a second press
    confirms it: a keyboard player pressed T out of Schotten Totten's habit (where it
    draws a tactic card) with a playable card in hand, and lost seven cards with no undo,
    and a newcomer's one click took a row for -1 while a twist would have scored +2."""
    legal = board.legal()
    if (TAKE not in legal or legal == [TAKE] or asked == len(board.moves)
            or board.take_wanted()):
        board.submit(TAKE)
        return
    board.take_asked = len(board.moves)
    # Say which other move there is: a newcomer with only a twist left was told they
    # "could still play a card", looked for a card that fits the row's end, and found none.
    only_twists = all(a.kind in (Kind.TWIST, Kind.TAKE) for a in legal)
    stem = "tt.board.take_again_twist" if only_twists else "tt.board.take_again"
    if clicked:
        board.set_message(t(stem + "_click", take=t("tt.board.take")))
    else:
        board.set_message(t(stem))


def key(board: TakeThatBoard, key: int) -> None:
    if key in TABLE_KEYS:
        board.by_keys = True
    if key == pygame.K_ESCAPE:
        if board.hover_pile is not None or board.hover_down is not None:
            # Esc closes the list of a pile first: a tester pressed it to close what P had
            # opened, got the pause menu, and lost his next keys to it.
            board.hover_pile = board.hover_down = None
        elif not board.cancel():
            board.open_pause()
        return
    if key == pygame.K_l:
        board.toggle_log()
        return
    if key == pygame.K_p:
        next_pile(board)
        return
    if key == pygame.K_h:
        board.ask_hint()
        return
    if not board.my_turn():
        return
    hand = hand_order(board.view)
    digit = key - pygame.K_1 if pygame.K_1 <= key <= pygame.K_9 else None
    asked, board.take_asked = board.take_asked, None
    if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
        step = 1 if key == pygame.K_RIGHT else -1
        if board.selected in hand:
            board.selected = hand[(hand.index(board.selected) + step) % len(hand)]
        else:
            # The first card that goes somewhere (the last, for Left): a Greek keyboard
            # player's first Right took a shaded card that fitted nowhere.
            fits = {action.card for action in board.legal() if action.kind is not Kind.TAKE}
            fitting = [card for card in hand if card in fits]
            board.selected = (fitting or hand)[0 if step > 0 else -1]
    elif key in (pygame.K_HOME, pygame.K_END) and hand:
        # As at Schotten Totten, and as the keys page says for both games.
        board.selected = hand[0 if key == pygame.K_HOME else -1]
    elif digit is not None and digit < len(hand):
        board.selected = hand[digit]
    elif key == pygame.K_t:
        take_row(board, asked)
    elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_e):
        enter(board)
    elif board.selected is None:
        return
    elif key == pygame.K_x:
        board.submit(act.twist(board.selected))
