"""Mouse and keys: a page of How to play in each game, opened by F1 from anywhere for the
game in play (and closed by F1 again); Ctrl+Z takes a turn back as Undo does; the page's
type stays readable in every language at the smallest window."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame
import pytest

from game.schotten import actions as act
from scenes.core.app import App
from scenes.core.keyboard import layout_free
from scenes.schotten import placement
from scenes.schotten.setup import SetupScene
from scenes.shell import keys
from scenes.shell.chooser import GameChooser
from scenes.shell.dialogs import ConfirmDialog, PauseOverlay
from scenes.shell.keys import KEYS_TAB, key_tip
from scenes.shell.menu import MainMenu
from scenes.shell.rules import RulesScene
from scenes.shell.tutorial_offer import TutorialOffer
from scenes.takethat.setup import TakeThatSetup
from scenes.ui import widgets
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, set_language, t
from scenes.ui.widgets import Button, draw_key_tip, focus_key, tip_place
from tests import scenes_support as support
from tests.session_support import start_game


def keys_page(app: App) -> RulesScene:
    top = app.stack.top
    assert isinstance(top, RulesScene)
    assert top.game.rules_pages[top.tab].tab_key == KEYS_TAB
    return top


def test_f1_at_the_table_opens_mouse_and_keys_for_that_game_and_f1_closes_it() -> None:
    app = support.make_app()
    board = start_game(app)
    support.key(app, pygame.K_F1)
    page = keys_page(app)
    assert page.game.key == "schotten-totten"
    # At a table it keeps to that game, as the pause menu's rules do (a family in the
    # middle of Take That found "Rules of Schotten Totten" there).
    assert page.switch is None and page.learn is None
    support.key(app, pygame.K_F1)
    assert app.stack.top is board


def test_f1_in_a_set_up_explains_the_game_being_set_up() -> None:
    app = support.make_app()
    support.new_game(app, "take-that")
    assert isinstance(app.stack.top, TakeThatSetup)
    support.key(app, pygame.K_F1)
    assert keys_page(app).game.key == "take-that"
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, TakeThatSetup)
    app.go_home()
    support.step(app)
    support.new_game(app, "schotten-totten")
    assert isinstance(app.stack.top, SetupScene)
    support.key(app, pygame.K_F1)
    assert keys_page(app).game.key == "schotten-totten"



def test_f1_on_the_first_question_explains_the_game_whose_lesson_has_the_focus() -> None:
    """A keyboard tester on "Learn Take That" pressed F1 and got Schotten Totten's keys."""
    app = support.make_app()
    offer = TutorialOffer(app, "schotten-totten")
    app.stack.push(offer)
    support.step(app)
    support.key(app, pygame.K_DOWN)
    assert offer.buttons[offer.focus].label == t("tutorial.offer.learn",
                                                 game=app.entry("take-that").name())
    support.key(app, pygame.K_F1)
    assert keys_page(app).game.key == "take-that"
    support.key(app, pygame.K_F1)
    support.key(app, pygame.K_UP)
    support.key(app, pygame.K_F1)
    assert keys_page(app).game.key == "schotten-totten"

def test_from_the_menu_f1_opens_the_first_game_and_the_switch_keeps_the_page() -> None:
    app = support.make_app()
    assert isinstance(app.stack.top, MainMenu)
    support.key(app, pygame.K_F1)
    page = keys_page(app)
    assert page.game.key == "schotten-totten" and page.switch is not None
    support.click(app, page.switch.rect.center)
    assert keys_page(app).game.key == "take-that"
    page.choose(0)
    support.click(app, page.switch.rect.center)
    assert page.game.key == "schotten-totten" and page.tab == 0


def test_ctrl_z_takes_back_as_the_button_does_and_z_alone_does_nothing() -> None:
    app = support.make_app()
    board = start_game(app, tactics=True, level="easy")
    card = next(c for c in board.state.hands[0] if c < 54)
    assert board.submit(act.play(card, 4))
    support.step(app, frames=10)
    support.key(app, pygame.K_z)
    assert app.stack.top is board and card not in board.state.hands[0]
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z,
                                          mod=pygame.KMOD_LCTRL, unicode="", scancode=0)])
    assert card in board.state.hands[0]  # before the draw: taken back without a question


@pytest.mark.parametrize(("code", "letter"), [("pl", pygame.K_k), ("pl", pygame.K_c),
                                              ("en", pygame.K_c)])
def test_the_clan_deck_answers_the_letter_its_language_names(code: str, letter: int) -> None:
    """A Polish tester read "C – talia klanów" as English: in Polish the deck is K (C still
    works), and the keys page and prompts say so."""
    app = support.make_app(auto_draw=False)
    set_language(code)
    board = start_game(app, tactics=True, level="easy")
    card = next(c for c in board.state.hands[0] if c < 54)
    assert board.submit(act.play(card, 4))
    support.step(app, frames=10)
    before = len(board.state.log)
    support.key(app, letter)
    assert board.state.log[before] == (0, act.draw("clan"))
    assert t("keys.cap.clan") == ("K" if code == "pl" else "C")
    assert f"{t('keys.cap.clan')} " in t("board.draw_keys")


def test_a_greek_layout_draws_with_the_key_where_c_lies() -> None:
    """A Greek tester pressed C with the Greek layout on: the key types ψ, and nothing
    happened. The key at C's place draws, as the keys page says; Ctrl with the key at Z's
    place (ζ) takes the turn back."""
    app = support.make_app(auto_draw=False)
    set_language("el")
    board = start_game(app, tactics=True, level="easy")
    card = next(c for c in board.state.hands[0] if c < 54)
    assert board.submit(act.play(card, 4))
    support.step(app, frames=10)
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=ord("ζ"), mod=pygame.KMOD_LCTRL,
                                          unicode="", scancode=pygame.KSCAN_Z)])
    assert card in board.state.hands[0]  # taken back (before the draw, without a question)
    assert board.submit(act.play(card, 4))
    support.step(app, frames=10)
    before = len(board.state.log)
    support.step(app, [pygame.event.Event(pygame.KEYDOWN, key=ord("ψ"), mod=0, unicode="ψ",
                                          scancode=pygame.KSCAN_C)])
    assert board.state.log[before] == (0, act.draw("clan"))


def test_only_keys_that_type_no_latin_character_are_read_by_their_place() -> None:
    """A French 2 (é) is the digit 2; F1, the arrows and a Latin letter stay as they are
    (AZERTY's A, at QWERTY's Q, is still A); a key with no US letter or digit is left."""
    def read(key: int, scancode: int) -> int:
        event = pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="",
                                   scancode=scancode)
        return int(layout_free(event).key)

    assert read(ord("é"), pygame.KSCAN_2) == pygame.K_2
    assert read(ord("ψ"), pygame.KSCAN_C) == pygame.K_c
    assert read(pygame.K_a, pygame.KSCAN_Q) == pygame.K_a
    assert read(pygame.K_F1, pygame.KSCAN_F1) == pygame.K_F1
    assert read(pygame.K_LEFT, pygame.KSCAN_LEFT) == pygame.K_LEFT
    assert read(ord("ß"), pygame.KSCAN_MINUS) == ord("ß")
    text = pygame.event.Event(pygame.TEXTINPUT, text="ψ")
    assert layout_free(text) is text


@pytest.mark.parametrize("game", ["schotten-totten", "take-that"])
def test_the_page_keeps_readable_type_in_every_language(
        game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    chosen: list[int] = []
    drawn = keys.draw_column

    def recorded(app: App, surface: pygame.Surface, area: pygame.Rect,
                 sections: Sequence[keys.Section], px: int) -> int:
        chosen.append(px)  # the size drawn (the page tries three splits and keeps the best)
        return drawn(app, surface, area, sections, px)

    monkeypatch.setattr(keys, "draw_column", recorded)
    app = support.make_app((1024, 640))
    try:
        for code in LANGUAGES:
            set_language(code)
            app.stack.push(RulesScene(app, game, switch=True, page=KEYS_TAB))
            support.step(app)
            app.stack.pop(app.stack.top)
            support.step(app)
    finally:
        set_language("en")
    assert len(chosen) >= len(LANGUAGES)
    assert min(chosen) >= 12, chosen  # the body text: the tactic cards page goes to 13


def test_the_main_menu_names_f1_and_a_click_on_that_line_opens_the_page() -> None:
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    _, place = menu.keys_label(app.size)
    support.click(app, place.center)
    assert keys_page(app).game.key == "schotten-totten"


def test_the_game_chooser_answers_the_keys_as_the_menu_does() -> None:
    """New game led to a chooser that only Esc could leave: no game could be chosen from
    the keyboard."""
    app = support.make_app()
    support.key(app, pygame.K_RETURN)  # New game, focused first in the menu
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    support.key(app, pygame.K_DOWN)
    support.key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, TakeThatSetup)
    support.key(app, pygame.K_ESCAPE)  # back to the chooser, on the game just set up
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    for _ in range(chooser.focus + 1):  # up from the game it opens on, and round to Back
        support.key(app, pygame.K_UP)
    support.key(app, pygame.K_RETURN)
    assert isinstance(app.stack.top, MainMenu)


def test_a_confirmation_starts_on_its_safe_answer_and_one_button_is_lit() -> None:
    """After Down two buttons looked chosen: the first kept its ring while Enter would press
    the next. A confirmation still starts on Cancel."""
    app = support.make_app()
    board = start_game(app)
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    support.key(app, pygame.K_DOWN)
    app.step([], 0.016)
    assert [button.primary for button in pause.buttons].count(True) == 1
    assert pause.buttons[pause.focus].primary and pause.focus == 1
    confirm = ConfirmDialog(app, "Sure?", "", lambda: None, "Yes")
    assert confirm.buttons[confirm.focus].label == t("confirm.no")
    answered: list[bool] = []
    app.stack.push(ConfirmDialog(app, "Sure?", "", lambda: answered.append(True), "Yes"))
    support.step(app)
    support.key(app, pygame.K_RETURN)
    assert answered == [] and app.stack.top is pause
    assert board.state.outcome is None


def test_a_hovered_table_button_names_its_key() -> None:
    """The Hint and Undo buttons never said that H and Ctrl+Z do the same."""
    app = support.make_app()
    board = start_game(app, level="easy")
    hint = board.buttons["hint"]
    assert hint.key == "H" and board.buttons["undo"].key == "keys.cap.undo"
    assert key_tip(hint.key) == "Key: H"
    assert key_tip("keys.cap.undo") == "Key: Ctrl+Z"
    surface = pygame.Surface(app.size)
    above = pygame.Rect(hint.rect.x, hint.rect.y - 30, hint.rect.w, 26)

    def drawn() -> bytes:
        surface.fill((0, 0, 0))
        draw_key_tip(surface, app.assets, board.buttons.values(), key_tip, 14)
        return pygame.image.tobytes(surface.subsurface(above), "RGB")

    hint.hovered = False
    assert drawn() == bytes(above.w * above.h * 3)
    hint.hovered = True
    assert drawn() != bytes(above.w * above.h * 3)


def test_a_key_tip_keeps_off_the_hand_and_may_cover_a_greyed_button(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """With a card chosen, Cancel over Hint, Menu under it and Undo greyed beside it,
    "Key: H" lay over the hand's last card (a tester, 1280x800)."""
    app = support.make_app((1280, 800))
    board = start_game(app, level="easy", tactics=True)
    support.step(app, frames=3)
    card = next(c for c in board.state.hands[0] if c < 54)
    board.choose(card)
    board.update_buttons()
    hint, undo = board.buttons["hint"], board.buttons["undo"]
    assert board.buttons["cancel"].visible and not undo.enabled
    plates: list[pygame.Rect] = []
    real = widgets.draw_tip

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        plate = real(*args, **kwargs)
        plates.append(plate)
        return plate

    monkeypatch.setattr(widgets, "draw_tip", spy)
    support.step(app, [support.mouse(pygame.MOUSEMOTION, hint.rect.center)])
    app.stack.draw(app.screen)
    assert plates, "no tip drawn"
    cards = [pygame.Rect(sprite.rect) for sprite in board.mirror.draw_order
             if sprite.zone == "hand"]
    assert not any(plates[-1].colliderect(rect) for rect in cards)
    assert not any(plates[-1].colliderect(b.rect) for name, b in board.buttons.items()
                   if b.visible and b.enabled and name != "hint")


def test_a_key_tip_spares_a_greyed_button_where_there_is_room(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """"Key: H" lay over the greyed Undo button's word where there was room below Hint
    (a tester); a greyed button is covered only where no place spares it."""
    app = support.make_app((1280, 800))
    hint = Button("Hint", lambda: None, key="H")
    undo = Button("Undo", lambda: None, key="keys.cap.undo")
    hint.rect = pygame.Rect(1120, 68, 146, 40)
    undo.rect = pygame.Rect(1120, 14, 146, 40)
    hint.hovered, undo.enabled = True, False
    plates: list[pygame.Rect] = []
    real = widgets.draw_tip

    def spy(*args: Any, **kwargs: Any) -> pygame.Rect:
        plates.append(real(*args, **kwargs))
        return plates[-1]

    monkeypatch.setattr(widgets, "draw_tip", spy)
    surface = pygame.Surface(app.size)
    draw_key_tip(surface, app.assets, [hint, undo], key_tip, 14)
    assert plates and not plates[-1].colliderect(undo.rect)
    assert plates[-1].top >= hint.rect.bottom
    # Hemmed in by the hand below, the greyed button is the lesser evil, as before.
    hand = pygame.Rect(0, hint.rect.bottom, 1280, 800 - hint.rect.bottom)
    left = pygame.Rect(0, 0, hint.rect.left, 800)
    draw_key_tip(surface, app.assets, [hint, undo], key_tip, 14, [hand, left])
    assert not plates[-1].colliderect(hand) and not plates[-1].colliderect(left)


def test_a_key_tip_covers_no_other_button() -> None:
    """A newcomer found "Key: H" over the Menu button above Take That's Hint button."""
    window = pygame.Rect(0, 0, 1280, 800)
    tip = pygame.Rect(0, 0, 80, 24)
    hint = pygame.Rect(1120, 68, 146, 40)
    menu = pygame.Rect(1120, 14, 146, 40)
    assert tip_place(tip, hint, window, []).bottom <= hint.top  # above when free
    below = tip_place(tip, hint, window, [menu])
    assert below.top >= hint.bottom and not below.colliderect(menu)
    # Pressed between buttons on every side, it goes where it covers the fewest words:
    # it keeps inside the window whatever happens.
    crowded = [menu, hint.move(0, 54), hint.move(-150, 0)]
    assert window.contains(tip_place(tip, hint, window, crowded))
    corner = tip_place(tip, pygame.Rect(1200, 0, 80, 30), window, [])
    assert window.contains(corner) and not corner.colliderect(pygame.Rect(1200, 0, 80, 30))


def test_the_focus_skips_buttons_that_cannot_be_pressed_and_space_presses() -> None:
    pressed: list[int] = []
    buttons = [Button(str(n), lambda n=n: pressed.append(n)) for n in range(4)]  # type: ignore[misc]
    buttons[1].enabled = False
    buttons[2].visible = False
    assert focus_key(buttons, 0, pygame.K_DOWN) == 3
    assert focus_key(buttons, 3, pygame.K_TAB) == 0
    assert focus_key(buttons, 0, pygame.K_UP) == 3
    assert focus_key(buttons, 3, pygame.K_SPACE) == 3 and pressed == [3]
    assert focus_key(buttons, 1, pygame.K_RETURN) == 1 and pressed == [3]
    assert focus_key(buttons, 0, pygame.K_a) is None


def test_no_key_tip_shows_through_a_dialog_over_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """"Key: H" stood over the confirmation the Hint button had opened."""
    app = support.make_app()
    board = start_game(app, level="easy")
    hint = board.buttons["hint"]
    drawn: list[str] = []
    original = widgets.draw_tip

    def record(surface: pygame.Surface, assets: Assets, text: str, over: pygame.Rect,
               px: int, avoid: Sequence[pygame.Rect] = (), **kwargs: Any) -> pygame.Rect:
        drawn.append(text)
        return original(surface, assets, text, over, px, avoid, **kwargs)

    monkeypatch.setattr(widgets, "draw_tip", record)
    hint.hovered = True
    support.step(app)
    assert drawn == [key_tip("H")]
    drawn.clear()
    support.key(app, pygame.K_h)
    assert isinstance(app.stack.top, ConfirmDialog)
    hint.hovered = True
    support.step(app)
    assert drawn == []


def test_left_with_nothing_chosen_takes_the_last_card() -> None:
    """Right takes the first card of the hand and Left the last (Left took the first)."""
    app = support.make_app()
    board = start_game(app, level="easy")
    support.step(app, frames=5)
    hand = placement.hand_order(board.view.hand)
    support.key(app, pygame.K_LEFT)
    assert board.selected == hand[-1]
    board.selected = None
    support.key(app, pygame.K_RIGHT)
    assert board.selected == hand[0]


def test_a_button_hidden_while_the_pointer_left_it_is_not_hovered_when_it_comes_back() -> None:
    """Take the row, hovered as it went away at the end of a turn, came back "hovered"
    with its key's tip beside it, though the pointer had moved far away meanwhile."""
    button = Button("Take", lambda: None, rect=pygame.Rect(10, 10, 100, 30))
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(20, 20)))
    assert button.hovered
    button.visible = False
    button.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(500, 400)))
    button.visible = True
    assert not button.hovered


@pytest.mark.parametrize("size", [(1100, 900), (1280, 1024), (1024, 640)])
def test_the_take_that_rules_text_ends_inside_its_page(size: tuple[int, int]) -> None:
    """A tall 1100x900 window ran the Portuguese turn past the page's foot: the type is
    sized by the height, and no larger than the width allows."""
    from scenes.shell.rules import text_px
    from scenes.ui.widgets import draw_text_block

    app = support.make_app(size)
    page = RulesScene(app, "take-that")
    page.resize(size)
    rect = page.panel.inflate(-60, -50)
    text_rect = pygame.Rect(rect.x, rect.y, int(rect.w * 0.6), rect.h)
    scratch = pygame.Surface(size)
    px = text_px(scratch)
    if size[0] / size[1] >= 1.6:
        assert px == max(14, size[1] // 40)  # windows of 16:10 and wider: as before
    try:
        for code in LANGUAGES:
            set_language(code)
            for key in ("tt.rules.turn", "tt.rules.scoring"):
                bottom = draw_text_block(scratch, app.assets, t(key), text_rect, px - 1,
                                         gap=0.5)
                assert bottom <= rect.bottom, (code, key, bottom, rect.bottom)
    finally:
        set_language("en")


def test_after_a_card_chosen_by_the_arrows_is_played_the_next_arrow_starts_in_its_place() -> None:
    """A keyboard tester counted arrow presses from the first card again after every
    play."""
    app = support.make_app()
    board = start_game(app, level="easy")
    support.step(app, frames=5)
    hand = placement.hand_order(board.view.hand)
    for _ in range(3):
        support.key(app, pygame.K_RIGHT)
    played = board.selected
    assert played == hand[2]
    support.key(app, pygame.K_5)
    assert played in board.state.sides[4][0]
    for _ in range(200):
        if board.my_turn() and board.hidden_draw is None and not board.buffer:
            break
        support.step(app)
    assert board.my_turn()
    hand = placement.hand_order(board.view.hand)
    gap = board.key_spot
    # From the gap the played card left: Left to the card before it, Right to the card now
    # in its place (either arrow took that one, and Left seemed to land anywhere).
    support.key(app, pygame.K_LEFT)
    assert board.selected == hand[1]
    board.selected, board.key_spot = None, gap
    support.key(app, pygame.K_RIGHT)
    assert board.selected == hand[2]
    board.selected = None  # put down, not played: the arrows start from the ends again
    support.key(app, pygame.K_RIGHT)
    assert board.selected == hand[0]
    # Home and End take the first and the last card at once (an Italian tester pressed
    # an arrow six times).
    support.key(app, pygame.K_END)
    assert board.selected == hand[-1]
    support.key(app, pygame.K_HOME)
    assert board.selected == hand[0]
