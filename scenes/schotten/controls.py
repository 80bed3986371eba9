"""From the pointer and the keys to actions on the Schotten Totten table: what lies under
the pointer, the drag of a hand card and where it is dropped, clicks and keys. What a click
or a key means in each phase is the mode's (``modes``); the engine decides (``submit``)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.schotten import actions as act
from game.schotten.actions import Kind
from game.schotten.cards import RUSES
from scenes.schotten import placement
from scenes.schotten.modes import PickMode, PlayMode, Spot, blocked_tactics, stones_for
from scenes.schotten.words import card_name, known_places, refusal_text
from scenes.table import timing
from scenes.table.input import Drag
from scenes.ui import theme
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.schotten.board import BoardScene



def spot_at(board: BoardScene, pos: tuple[int, int]) -> Spot:
    """What lies under ``pos``."""
    lay = board.layout
    hand = board.mirror.at(pos, ("hand",), face_up=True)
    table = board.mirror.at(pos, ("side", "mode"))
    return Spot(stone=placement.column_at(lay, pos), deck=placement.deck_at(lay, pos),
                hand_card=hand.card if hand is not None else None,
                table_card=table.card if table is not None else None,
                discard=lay["discard"].collidepoint(pos))

def hovering(board: BoardScene, pos: tuple[int, int]) -> None:
    hand = board.mirror.at(pos, ("hand",), face_up=True)
    board.hover = hand.card if hand is not None else None
    top = board.mirror.at(pos)
    board.hover_tactic = top.card if top is not None and top.card >= 54 else None
    board.hover_deck = placement.deck_at(board.layout, pos)

def press(board: BoardScene, pos: tuple[int, int]) -> None:
    board.by_keys = False
    board.pressed_at = pos
    if board.click_log(pos):
        return
    sprite = board.mirror.at(pos, ("hand",), face_up=True)
    blocked = blocked_tactics(board).get(sprite.card) if sprite is not None else None
    if blocked is not None:
        board.say_for_now(t("board.refused", reason=refusal_text(blocked, board.art.naming)),
                          theme.ERROR)
    elif sprite is not None and board.my_turn() and not board.mode.drags:
        refusal = board.mode.hand_refusal(board)
        if refusal is not None:
            board.say_for_now(refusal)
    if sprite is not None and board.my_turn() and board.mode.drags:
        board.drag = Drag(sprite.card, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y),
                         pos)

def release(board: BoardScene, pos: tuple[int, int]) -> None:
    drag, board.drag = board.drag, None
    if drag is not None and drag.dragging:
        drop(board, drag, pos)
        return
    if drag is not None:
        if drag.card in RUSES:
            # A click on a ruse plays it: where it goes does not matter, so a tester found
            # the click on "any stone" that followed pointless. Its steps are buffered,
            # and Esc or a right click takes it back until the last one.
            board.submit(act.play(drag.card))
            return
        # A click on the card the hint took up keeps it chosen: a tester clicked it to
        # choose it, put it down, and the stone clicked next asked for a claim.
        board.choose(drag.card)
        if board.selected is not None:
            board.set_message(t("board.selected",
                                card=card_name(board.selected, board.art.naming)))
        return
    pressed, board.pressed_at = board.pressed_at, None
    if pressed is not None and max(abs(pressed[0] - pos[0]),
                                   abs(pressed[1] - pos[1])) > board.layout.px(12):
        # A drag that caught no card (pressed between two hand cards) is no click where it
        # ends: it asked for a claim of the stone it was let go over.
        return
    click(board, pos)

def drop(board: BoardScene, drag: Drag, pos: tuple[int, int]) -> None:
    """A card let go over the table: a ruse anywhere above the hand, a card at a stone."""
    card = drag.card
    sprite = board.mirror.sprites.get(card)
    if sprite is not None:
        sprite.rect.topleft = drag.card_at()
        sprite.fly_from(sprite.rect, timing.duration(board.settings))
    stone = placement.column_at(board.layout, pos)
    above_hand = pos[1] < board.layout["hand_me"].y
    if card in RUSES:
        if stone is not None or above_hand or board.layout["discard"].collidepoint(pos):
            target = spot_at(board, pos).table_card
            if not board.submit(act.play(card)) or target is None:
                return
            if target in board.pick_targets():
                # Let go over the card it is for: that card is chosen at once (a Banshee
                # dropped on the opponent's 9 asked for a click on the same 9; a tester).
                board.submit(act.pick(target))
            elif isinstance(board.mode, PickMode):
                # Let go over a card it may not take: the ruse waits for one it may, and
                # says why not that one (a Traitor dropped on the Spy silently asked for
                # another card; a tester).
                board.refuse(act.pick(target), board.phase_source())
        return
    if stone is None:
        if above_hand:
            board.say_for_now(t("board.no_room"), theme.ERROR)
        return
    board.submit(act.play(card, stone))

def click(board: BoardScene, pos: tuple[int, int]) -> None:
    spot = spot_at(board, pos)
    if board.hidden_draw is not None and spot.deck is not None:
        board.take_draw()
        return
    action = board.mode.click(board, spot) if board.my_turn() else None
    if action is not None:
        board.submit(action)
        if (action.card in RUSES and spot.table_card is not None and board.my_turn()
                and board.selected is None):
            # A ruse taken up (by a hint) and a click on the card it is for: the click
            # plays the ruse and chooses that card at once (it only started the ruse, and
            # an expert had to click her target a second time).
            follow = board.mode.click(board, spot)
            if follow is not None:
                board.submit(follow)
    elif spot.stone is not None and (not board.my_turn() or board.mode.explains_stones):
        board.show_claim_check(spot.stone)

def is_undo_key(event: pygame.event.Event) -> bool:
    """Whether ``event`` is Ctrl+Z. The event's own modifiers say it: the keyboard's state
    when the frame reads it (``pygame.key.get_mods``) may have let go of Ctrl already, when
    both keys came and went within one frame, and the press did nothing."""
    return (event.type == pygame.KEYDOWN and event.key == pygame.K_z
            and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL))


TABLE_KEYS: Final = frozenset((pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END,
                               pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE,
                               pygame.K_c, pygame.K_t, pygame.K_p, pygame.K_d))
"""Keys that act at the table: after one, the prompts name keys instead of the mouse
(H, L, Esc and F1 are used by mouse players too, so they change nothing)."""


def clan_key(key: int) -> int:
    """``key`` read as the clan deck's letter where the language names the deck with
    another one (Polish "klan": K; a Polish tester read C as English); C works too."""
    letter = t("keys.cap.clan").lower()
    if len(letter) == 1 and letter.isascii() and key == pygame.key.key_code(letter):
        return pygame.K_c
    return key


def key(board: BoardScene, key: int) -> None:
    key = clan_key(key)
    if key in TABLE_KEYS or stone_of_key(key) is not None:
        board.by_keys = True
    if key == pygame.K_ESCAPE:
        if not board.cancel():
            board.open_pause()
        return
    if key == pygame.K_h:  # as at the Take That table
        board.ask_hint()
        return
    if key == pygame.K_l:  # as at the Take That table: the log had no key
        board.toggle_log()
        return
    if board.hidden_draw is not None and key in (pygame.K_RETURN, pygame.K_KP_ENTER,
                                                 pygame.K_SPACE, pygame.K_c, pygame.K_t):
        # The card waits on its deck (the only one left, perhaps the tactic deck): any
        # draw key turns it up.
        board.take_draw()
        return
    digit = stone_of_key(key)
    if not board.my_turn() or board.hidden_draw is not None:
        if deck_knowledge(board, key):
            return
        if digit is not None:
            # As a click on the stone does: a number says whether that stone can be
            # claimed while the computer moves or a draw waits (it did nothing).
            board.show_claim_check(digit)
        return
    mode = board.mode
    hand = placement.hand_order(board.view.hand)
    if key in (pygame.K_HOME, pygame.K_END) and hand and mode.chooses:
        # The hand's first or last card at once: with seven to nine cards a keyboard
        # player pressed an arrow five or six times (an Italian tester).
        index = 0 if key == pygame.K_HOME else len(hand) - 1
        board.selected = hand[index]
        board.key_spot = (index, hand[index])
        return
    if key in (pygame.K_LEFT, pygame.K_RIGHT):
        if board.message_turn is not None:
            board.set_message("")  # a refusal gives way to the choice of a card
        step = 1 if key == pygame.K_RIGHT else -1
        if not mode.arrows(board, step) and hand and mode.chooses:
            back = board.taken_back
            if board.selected not in hand and back in hand:
                # The card Undo brought back, glowing as if chosen, is the one an arrow
                # takes up until the next move, glow or not (a tester's Right took the
                # first card instead, and his stone number played it); the line gives way
                # to the chosen card's ("Taken back…" stayed).
                board.selected = back
                board.taken_back = None
                board.set_message("")
                return
            spot = board.key_spot
            if board.selected not in hand and spot is not None and spot[1] not in hand:
                # The card the arrows last chose was played: the arrows go on from the
                # gap it left, Right to the card now in its place, Left to the one before
                # (either arrow took the card in its place, and Left seemed to land
                # anywhere, an Italian tester).
                index = min(spot[0], len(hand)) - (1 if step < 0 else 0)
                index %= len(hand)
                board.selected = hand[index]
                board.key_spot = (index, hand[index])
                return
            # Nothing chosen yet: Right takes the first card, Left the last (it took the
            # first too, a keyboard tester found).
            index = (hand.index(board.selected) if board.selected in hand
                     else -1 if step > 0 else len(hand))
            index = (index + step) % len(hand)
            board.selected = hand[index]
            board.key_spot = (index, hand[index])
        return
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
        action = mode.confirm(board)
        if action is None and isinstance(mode, PlayMode):
            ask_for_stone(board)
    elif digit is not None:
        action = mode.digit(board, digit)
        if action is None:
            board.show_claim_check(digit)
    else:
        action = mode.letter(board, key)
        if action is None and deck_knowledge(board, key):
            return
    if action is not None:
        board.submit(action)


def ask_for_stone(board: BoardScene) -> None:
    """Enter with a card chosen that could go to several stones: which one, by its
    number (a keyboard tester pressed Enter and nothing happened)."""
    card = board.selected
    if card is None or card not in board.view.hand:
        return
    stones = sorted(stones_for(board.legal(), Kind.PLAY, card))
    if stones:
        board.say_for_now(t("board.enter_which_stone", card=card_name(card, board.art.naming),
                            stones=", ".join(str(stone + 1) for stone in stones)),
                          theme.GOLD_LIGHT)


def deck_knowledge(board: BoardScene, key: int) -> bool:
    """C or T where they draw nothing say which of the cards this seat put back with the
    Recruiter lie in that deck, and where, as the pointer over the deck does (a keyboard
    tester had no way to it); False when there is nothing to say."""
    if key not in (pygame.K_c, pygame.K_t) or board.viewer != board.view.seat:
        return False
    deck = "clan" if key == pygame.K_c else "tactic"
    known = known_places(board.view, deck, board.art.naming)
    if not known:
        return False
    board.say_for_now(t("board.known_on_deck", cards=", ".join(known)), theme.GOLD_LIGHT)
    return True


def stone_of_key(key: int) -> int | None:
    """The stone (0–8) of a number key, on the main keys or the keypad."""
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_1
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1
    return None

