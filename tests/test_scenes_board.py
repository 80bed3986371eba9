"""The board driven by synthetic mouse and keyboard events against the real engine."""

from __future__ import annotations

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.actions import Kind
from game.schotten.cards import BLUFF, MUD, SPY, STRATEGIST, parse_card
from game.schotten.explain import Named, threats_in_view
from game.schotten.model import Phase
from scenes.core.app import App
from scenes.schotten import hud, paint
from scenes.schotten import session as schotten
from scenes.schotten.art import SchottenArt
from scenes.schotten.board import BoardScene
from scenes.schotten.paint import PLAQUE_SPAN, plaque_lines
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.schotten.words import card_name, formation_text
from scenes.shell.dialogs import CurtainOverlay
from scenes.table.fresh import FRESH_SECONDS
from scenes.ui.text import LANGUAGES, set_language, t
from tests import scenes_support as support
from tests.session_support import start_game


def open_board(app: App, **choices: object) -> BoardScene:
    setup = SetupChoices(**{"first": "me", "level": "random", **choices})  # type: ignore[arg-type]
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, 7)))
    app.stack.push(board)
    support.step(app)
    return board


def stone_centre(board: BoardScene, stone: int) -> tuple[int, int]:
    return board.layout[f"stone_{stone + 1}"].center


def hand_centre(board: BoardScene, card: int) -> tuple[float, float]:
    rect = board.sprites[card].rect
    return (rect.centerx, rect.y + 20)


def test_dragging_a_card_onto_a_legal_stone_plays_it() -> None:
    app = support.make_app()
    board = open_board(app)
    state = board.state
    assert state.to_move == 0 and state.phase is game.Phase.PLAY
    card = next(c for c in state.hands[0] if c < 54)
    support.drag(app, hand_centre(board, card), stone_centre(board, 4))
    assert card in state.sides[4][0]
    assert card not in state.hands[0]
    assert board.sprites[card].zone == "side"


def test_a_hand_card_pressed_after_the_turns_card_says_to_draw() -> None:
    """A tester dragged a second card after playing one: nothing moved, nothing said why."""
    app = support.make_app()
    board = open_board(app, tactics=True)  # two decks: the draw waits for a choice
    state = board.state
    card = next(c for c in state.hands[0] if c < 54)
    support.drag(app, hand_centre(board, card), stone_centre(board, 4))
    assert card in state.sides[4][0] and state.phase is game.Phase.DRAW
    other = next(c for c in state.hands[0] if c < 54)
    support.drag(app, hand_centre(board, other), stone_centre(board, 5))
    assert other in state.hands[0] and board.message == t("board.hand_after_play")


def test_click_card_then_stone_and_keyboard_play_too() -> None:
    app = support.make_app()
    board = open_board(app)
    state = board.state
    card = next(c for c in state.hands[0] if c < 54)
    support.click(app, hand_centre(board, card))
    assert board.selected == card
    support.click(app, stone_centre(board, 2))
    assert card in state.sides[2][0]
    support.step(app, frames=30)
    assert state.to_move == 0
    support.key(app, pygame.K_RIGHT)
    chosen = board.selected
    assert chosen is not None
    support.key(app, pygame.K_7)
    assert chosen in state.sides[6][0]


def fill_stone(board: BoardScene, app: App, stone: int) -> None:
    """Play three of seat 0's clan cards at ``stone`` (the computer plays elsewhere)."""
    state = board.state
    while (len(state.sides[stone][0]) < 3 or state.to_move != 0
           or state.phase is not game.Phase.PLAY):
        if state.to_move == 0 and state.phase is game.Phase.PLAY:
            card = next(c for c in state.hands[0] if c < 54)
            state.play(act.play(card, stone if len(state.sides[stone][0]) < 3 else 8))
        elif state.to_move == 0:
            state.play(state.legal_actions()[0])
        else:
            legal = [a for a in state.legal_actions() if a.stone != stone]
            state.play(legal[0])
        board.after_action()
    support.step(app, frames=3)


def test_dropping_on_an_illegal_stone_changes_nothing_and_explains() -> None:
    app = support.make_app()
    board = open_board(app)
    fill_stone(board, app, 0)
    state = board.state
    before = state.to_json()
    card = next(c for c in state.hands[0] if c < 54)
    home = pygame.FRect(board.sprites[card].target)
    support.drag(app, hand_centre(board, card), stone_centre(board, 0))
    assert state.to_json() == before
    assert board.message
    support.step(app, frames=5)
    assert board.sprites[card].rect == home
    assert board.sprites[card].zone == "hand"


def test_clicking_an_unprovable_stone_shows_why() -> None:
    app = support.make_app()
    board = open_board(app)
    fill_stone(board, app, 0)
    state = board.state
    if state.owner[0] is None:
        support.click(app, stone_centre(board, 0))
        assert board.message


def test_computer_turn_is_played_and_animated_back_to_the_human() -> None:
    app = support.make_app()
    board = open_board(app, first="opponent")
    state = board.state
    assert state.to_move == 1
    support.step(app, frames=5)
    assert state.to_move == 0
    assert any(kind == "place" for kind, *_ in state.events)
    assert any(s.zone == "side" for s in board.sprites.values())


def test_auto_claim_claims_for_the_human() -> None:
    app = support.make_app()
    board = open_board(app)
    said: list[str] = []
    claims = {t(key, stone=stone + 1)
              for key in ("board.auto_claimed", "board.auto_claimed_again")
              for stone in range(9)}
    for _ in range(400):
        state = board.state
        if state.outcome is not None:
            break
        if state.to_move == 0 and state.phase is game.Phase.PLAY:
            legal = state.legal_actions()
            play = next((a for a in legal if a.kind is Kind.PLAY), legal[0])
            board.submit(play)
        support.step(app)
        if board.message in claims and (not said or said[-1] != board.message):
            said.append(board.message)
    mine = [stone for kind, seat, _, stone, *_ in board.state.events
            if kind == "claim" and seat == 0]
    assert len(mine) >= 2, mine
    # The first claim made for the person says so, and where to turn it off (an expert
    # thought the game had claimed his stone by mistake); later ones say it in a few
    # words (an Italian tester found his own claims only in the log).
    first = mine[0]
    assert said[0] == t("board.auto_claimed", stone=first + 1)
    assert said[1:] == [t("board.auto_claimed_again", stone=stone + 1) for stone in mine[1:]]
    assert app.told == {"auto_claim"}
    # A click on it later says the game claimed it, not only "already claimed" (an
    # Italian tester clicked to claim it himself).
    board.show_claim_check(first)
    assert board.message == t("board.auto_claimed", stone=first + 1)
    theirs = next((stone for stone in range(9) if board.state.owner[stone] == 1), None)
    if theirs is not None:
        board.show_claim_check(theirs)
        assert board.message == t("board.claimed_already", stone=theirs + 1,
                                  name=board.name(1))


def test_two_stones_claimed_at_once_keep_the_first_claims_full_words() -> None:
    """The first claim of a run says where automatic claiming is turned off; a second
    stone claimed a moment later (the move clears the message) does not replace it."""
    app = support.make_app()
    board = open_board(app)
    full = t("board.auto_claimed", stone=3)
    board.say_claimed(2, "")
    assert board.message == full
    board.say_claimed(6, full)
    assert board.message == full
    board.say_claimed(4, "")
    assert board.message == t("board.auto_claimed_again", stone=5)


def test_the_layout_follows_a_resized_window() -> None:
    app = support.make_app()
    board = open_board(app)
    before = board.layout["stone_5"].w
    support.step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=1600, h=1000, size=(1600, 1000))])
    assert app.size == (1600, 1000)
    assert board.layout["stone_5"].w > before
    card = next(c for c in board.state.hands[0] if c < 54)
    support.drag(app, hand_centre(board, card), stone_centre(board, 3))
    assert card in board.state.sides[3][0]
    support.step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=300, h=200, size=(300, 200))])
    assert app.size == (1024, 640)


def test_manual_claims_glow_and_are_claimed_by_a_click() -> None:
    app = support.make_app()
    app.settings.auto_claim = False
    board = open_board(app)
    for _ in range(600):
        state = board.state
        if state.outcome is not None or (state.to_move == 0 and state.phase is game.Phase.CLAIM):
            break
        if state.to_move == 0:
            legal = state.legal_actions()
            board.submit(next((a for a in legal if a.kind is Kind.PLAY), legal[0]))
        support.step(app)
    state = board.state
    if state.outcome is None:
        stone = state.claimable(0)[0]
        board.update_buttons()
        assert board.buttons["action"].visible
        support.click(app, stone_centre(board, stone))
        assert state.owner[stone] == 0


def test_a_claim_plaque_takes_one_line_within_its_span_in_every_language() -> None:
    """In lines no wider than a stone's column, a plaque of two or three lines reached over
    the loser's nearest card (five testers); it lies above or below the stones' numbers,
    so it may be wider."""
    app = support.make_app((1024, 640))
    board = start_game(app)
    lay = board.layout
    room = (lay["stone_2"].centerx - lay["stone_1"].centerx) * PLAQUE_SPAN
    try:
        for code in LANGUAGES:
            set_language(code)
            for text in (formation_text(Named("colour_run", colour=5, values=(7, 8, 9))),
                         formation_text(Named("colour", colour=3, total=24))):
                lines = plaque_lines(board, text)
                assert len(lines) == 1, (code, text)
                assert lines[0].get_width() < room, (code, text)
    finally:
        set_language("en")


def full_stone_5(app: App) -> tuple[BoardScene, game.GameState]:
    """A new game whose stone 5 has three cards on each side, from the clan deck."""
    board = start_game(app)
    state = board.state
    for seat in (0, 1):
        for _ in range(3):
            state.sides[4][seat].append(state.clan_deck.pop())
    return board, state


def test_the_pointer_on_a_claimed_stone_brings_its_plaque_back() -> None:
    """An expert lost the computer's plaques before he could read them, and hovering over
    a claimed stone later showed nothing."""
    app = support.make_app()
    board, state = full_stone_5(app)
    state.owner[4] = 1
    board.refresh()
    board.stone_labels.clear()
    texts = board.claim_label(4)
    assert texts is not None and board.claim_label(3) is None
    text, why = texts
    board.pointer = board.layout["stone_5"].center
    drawn = support.drawn_texts(app, board)
    assert text in drawn  # one line, as it was at the claim
    # Under it, what it beat or that nothing unseen can (an expert read only what won).
    assert why and why.split()[0] in " ".join(drawn)
    board.pointer = board.layout["stone_4"].center  # a free stone: nothing
    assert text not in support.drawn_texts(app, board)


def test_a_stone_claimed_by_a_click_lets_its_plaque_go_until_the_pointer_comes_back() -> None:
    """A tester who claimed by a click on the stone kept its plaque over the next column's
    cards until the next claim: the pointer had never left the stone. The pointer on a
    plaque sees through it."""
    app = support.make_app()
    board, state = full_stone_5(app)
    board.pointer = board.layout["stone_5"].center
    state.owner[4] = 0
    board.refresh()
    board.label_claim(board.view, 4)
    assert board.plaque_quiet == {4}
    assert paint.plaques(board, app.screen.get_rect())  # the moment after the claim
    support.step(app, frames=240)  # its seconds are over
    assert 4 not in board.stone_labels
    assert paint.plaques(board, app.screen.get_rect()) == []
    board.pointer = board.layout["stone_4"].center
    support.step(app)
    board.pointer = board.layout["stone_5"].center
    support.step(app)
    [(plate, _, _)] = paint.plaques(board, app.screen.get_rect())

    def plate_alpha() -> int:
        surface = pygame.Surface(app.screen.get_size())
        surface.fill((255, 255, 255))
        paint.draw_stone_labels(board, surface)
        return 255 - surface.get_at((plate.x + plate.w // 2, plate.y + 3)).r

    solid = plate_alpha()
    board.pointer = (plate.x + plate.w // 2, plate.y + 3)
    assert paint.plaques(board, app.screen.get_rect()) == []  # off the stone: gone
    board.pointer = board.layout["stone_5"].center
    board.stone_labels[4] = (board.claim_label(4) or ("", ""), 2.0)
    board.pointer = (plate.x + plate.w // 2, plate.y + 3)
    assert 0 < plate_alpha() < solid


def test_plaques_of_stones_claimed_at_once_do_not_lie_over_each_other() -> None:
    """A tester saw two plaques claimed in one turn lie over each other, neither
    readable."""
    app = support.make_app(size=(1024, 640))
    board = start_game(app)
    state = board.state
    for stone in (3, 4, 5):
        for seat in (0, 1):
            for _ in range(3):
                state.sides[stone][seat].append(state.clan_deck.pop())
        state.owner[stone] = 1
    board.refresh()
    for stone in (3, 4, 5):
        texts = board.claim_label(stone)
        assert texts is not None
        # Long words, as the longest languages give them: a plaque is wider than a column.
        board.stone_labels[stone] = ((texts[0] + " " + texts[0], texts[1]), 2.0)
    placed = paint.plaques(board, pygame.Rect((0, 0), app.size))
    assert len(placed) == 3
    rects = [plate for plate, _, _ in placed]
    for index, plate in enumerate(rects):
        assert all(not plate.colliderect(other) for other in rects[index + 1:]), rects
        assert pygame.Rect((0, 0), app.size).contains(plate)
    # The first keeps its place under the stones' numbers; its neighbour lies beyond it.
    assert rects[0].top < rects[1].top


def test_a_plaque_says_what_the_formation_beat_or_that_nothing_can() -> None:
    app = support.make_app()
    board = start_game(app)
    state = board.state
    state.sides[4] = [[parse_card(c) for c in ("R7", "R8", "R9")],
                      [parse_card(c) for c in ("B1", "Y5", "G9")]]
    state.completed[4] = [1, 2]
    state.sides[2] = [[parse_card(c) for c in ("O9", "B9", "Y9")], [parse_card("P2")]]
    state.completed[2] = [3, None]
    state.owner[4] = state.owner[2] = 0
    board.refresh()
    # Against no formation at all, said so: "beats sum 15" under a colour of sum 12
    # read as a tie (a tester).
    assert board.claim_label(4) == ("red colour run 7-8-9",
                                    "beats a side with no formation (sum 15)")
    assert board.claim_label(2) == ("three 9s", "no unseen clan card can beat it")
    state.sides[4][1] = [parse_card(c) for c in ("B1", "B5", "B9")]
    board.refresh()
    assert board.claim_label(4) == ("red colour run 7-8-9", "beats blue colour")


def test_a_long_tactic_name_fits_a_small_card_banner() -> None:
    """"Blind-Man's Bluff" ran past both ends of its banner on the rules page at 1024×640."""
    app = support.make_app((1024, 640))
    art = SchottenArt(app.assets, app.settings)
    for width in (40, 60, 90):
        rect = pygame.Rect(0, 0, width, 14)
        label = art.banner_label("Blind-Man's Bluff", "text_bold", (0, 0, 0), rect)
        assert 0 < label.get_width() <= width - 6 and label.get_height() <= 20
    # A short name takes most of the banner's height: at 1024x640 a newcomer found "Spy"
    # and "Traitor" tiny dark text on the hand's cards (7 px in a 12 px banner).
    banner = pygame.Rect(0, 0, 56, 12)
    short = art.banner_label("Spy", "display", (0, 0, 0), banner)
    assert short.get_height() >= app.assets.font("display", 9).render(
        "Spy", True, (0, 0, 0)).get_height()


def hand_tactics(board: BoardScene, seat: int, tactics: int) -> None:
    """Give ``seat`` ``tactics`` tactic cards from the deck for as many clan cards."""
    state = board.state
    for _ in range(tactics):
        clan = next(card for card in state.hands[seat] if card < 54)
        state.hands[seat].remove(clan)
        state.clan_deck.append(clan)
        state.hands[seat].append(state.tactic_deck.pop())
    board.refresh()


def backs_by_zone(board: BoardScene, zone: str) -> list[int]:
    return sorted(sprite.card for sprite in board.sprites.values() if sprite.zone == zone)


def test_the_opponents_tactic_cards_show_their_own_back() -> None:
    app = support.make_app()
    board = open_board(app, tactics=True)
    hand_tactics(board, 1, 2)
    size = len(board.state.hands[1])
    assert backs_by_zone(board, "opponent") == [-2, -2] + [-1] * (size - 2)
    # Drawn at the right end, after the clan backs, with the tactic deck's own back.
    art = SchottenArt(app.assets, app.settings)
    opponent = sorted((s for s in board.sprites.values() if s.zone == "opponent"),
                      key=lambda s: s.target.x)
    assert [s.card for s in opponent][-2:] == [-2, -2]
    size_px = (round(opponent[0].rect.w), round(opponent[0].rect.h))
    clan_back = pygame.image.tobytes(art.back(size_px), "RGBA")
    assert clan_back != pygame.image.tobytes(art.back(size_px, tactic=True), "RGBA")


def test_the_opponents_hand_is_turned_up_only_when_the_round_is_over() -> None:
    """A tester wanted to see what the computer had held back once the round was over."""
    app = support.make_app()
    board = open_board(app, tactics=True)
    hand = sorted(board.state.hands[1])
    assert set(backs_by_zone(board, "opponent")) <= {-1, -2}
    board.state.resign(1)
    board.after_action()
    board.refresh()
    assert backs_by_zone(board, "opponent") == hand
    # In hot-seat the other person's hand stays down: it turned up on one screen only.
    app = support.make_app()
    pair = open_board(app, tactics=True, mode="hotseat", name1="Ana", name2="Ben")
    pair.state.resign(1)
    pair.after_action()
    pair.refresh()
    assert set(backs_by_zone(pair, "opponent")) <= {-1, -2}


def test_a_hand_under_the_curtain_shows_which_of_its_cards_are_tactic_cards() -> None:
    app = support.make_app()
    board = open_board(app, tactics=True, mode="hotseat", name1="Ann", name2="Bo")
    hand_tactics(board, board.perspective, 1)
    board.viewer = None
    board.refresh()
    own = backs_by_zone(board, "hand")
    assert own == [-2] + [-1] * (len(own) - 1)
    assert all(isinstance(key, tuple) for key, s in board.sprites.items() if s.zone == "hand")


def test_a_round_resumed_half_way_is_laid_out_without_dealing_again() -> None:
    """Continue replayed the deal and flew every card on the stones in from the hands."""
    app = support.make_app(speed="normal")
    board = open_board(app, level="easy")
    # A fresh round is dealt, the first one too (its first showing cut the deal short).
    assert any(sprite.moving for sprite in board.sprites.values())
    for _ in range(4):
        state = board.state
        state.play(next(a for a in state.legal_actions() if a.kind is not Kind.CLAIM))
    board.start_round()
    assert not [sprite.key for sprite in board.sprites.values() if sprite.moving]


def test_after_the_hand_over_the_message_says_the_last_move_not_what_was_hovered() -> None:
    """The last player's pointer over the deck left the new player's deck knowledge on
    the message line in place of the last move."""
    app = support.make_app()
    board = open_board(app, tactics=True, mode="hotseat", name1="Ann", name2="Bo",
                       first="me")

    def curtain() -> CurtainOverlay:
        for _ in range(60):
            top = app.stack.top
            if isinstance(top, CurtainOverlay):
                return top
            support.step(app)
        raise AssertionError("no curtain came down")

    support.click(app, curtain().button.rect.center)
    state = board.state
    card = next(c for c in state.hands[0] if c < 54)
    board.submit(game.Action.from_text(f"play {game.card_text(card)} 5"))
    board.submit(game.Action.from_text("draw clan"))  # two decks: the player chooses
    curtain()
    assert state.to_move == 1
    board.hover_deck = "clan"  # as if the pointer had stayed over the deck
    board.dismiss_curtain()
    assert board.hover_deck is None  # until the pointer moves: the message line says
    assert hud.hover_hint(board) is None  # the last move below
    assert board.message.startswith("Last turn — Ann"), board.message
    # A turn that opens with claims keeps its claim prompt: under the recap a Portuguese
    # tester saw only an "End" button (the last move stays in its box and the log).
    board.set_message("")
    board.state.phase = Phase.CLAIM
    app.settings.auto_claim = False
    board.dismiss_curtain()
    assert board.message == ""


def test_when_only_pass_is_left_the_prompt_says_so() -> None:
    """Testers: with every open side full and the Pass button up, the line still said
    "drag a card from your hand onto a stone"."""
    app = support.make_app()
    board = open_board(app, tactics=True)
    state = board.state
    assert board.prompt() == t("board.your_turn_alone")
    for stone in range(9):  # seat 0's side of every stone full (from the clan deck)
        while len(state.sides[stone][0]) < 3:
            state.sides[stone][0].append(state.clan_deck.pop())
    state.hands[0] = [card for card in state.hands[0] if card < 54]
    state.tactic_deck.remove(STRATEGIST)
    state.hands[0].append(STRATEGIST)
    board.refresh()
    assert act.PASS in board.legal() and act.play(STRATEGIST) in board.legal()
    assert board.prompt() == t("board.pass_or_tactic")
    support.step(app)
    assert board.buttons["action"].visible and board.buttons["action"].label == t("board.pass")
    state.hands[0].remove(STRATEGIST)
    board.refresh()
    assert board.legal() == [act.PASS]
    assert board.prompt() == t("board.pass_only")


def test_a_refused_claim_gives_way_to_the_prompt_when_the_turn_changes() -> None:
    """Testers: the refusal of a claim asked while the computer was to move was still up
    after it had moved, at the start of the player's next turn."""
    app = support.make_app(speed="normal")
    board = open_board(app)
    fill_stone(board, app, 0)
    state = board.state
    assert state.owner[0] is None and not state.claim_check(0, 0).claimable
    play = next(a for a in board.legal() if a.kind is Kind.PLAY and a.stone != 0)
    assert board.submit(play)
    assert state.to_move == 1
    support.click(app, stone_centre(board, 0))
    refused = t("board.claim_refused", stone=1, reason="").split(":")[0]
    assert board.message.startswith(refused)
    for _ in range(600):
        if state.to_move == 0:
            break
        support.step(app)
    assert state.to_move == 0
    support.step(app)
    assert board.message == "" and board.prompt() == t("board.your_turn_alone")
    assert board.counterexample == ()
    # Within the turn it stays, as long as its cards glow.
    support.click(app, stone_centre(board, 0))
    assert board.message.startswith(refused)
    support.step(app, frames=400)
    assert board.message.startswith(refused)
    # Until the player acts: the refusal hid "draw a card" after a card was played (a
    # tester), so the turn's next step takes the line.
    play = next(a for a in board.legal() if a.kind is Kind.PLAY and a.stone != 0)
    assert board.submit(play)
    support.step(app)
    assert board.message == "" and board.counterexample == ()


def test_a_refused_claim_before_the_draw_gives_the_line_back_to_the_draw() -> None:
    """A tester played a card, asked for a claim and was refused: the refusal, held while
    its example cards glowed, hid "draw a card" until the turn passed."""
    app = support.make_app(speed="normal")
    board = open_board(app, tactics=True)
    fill_stone(board, app, 0)
    state = board.state
    assert state.to_move == 0 and not state.claim_check(0, 0).claimable
    play = next(a for a in board.legal()
                if a.kind is Kind.PLAY and a.stone != 0 and a.card is not None and a.card < 54)
    assert board.submit(play)
    support.step(app)
    assert state.phase is Phase.DRAW and state.to_move == 0
    support.click(app, stone_centre(board, 0))
    assert board.message.startswith(t("board.claim_refused", stone=1, reason="").split(":")[0])
    assert board.counterexample
    support.step(app, frames=400)  # well past a message's time
    assert board.message == "" and board.counterexample == ()
    assert board.prompt() == t("board.draw")
    assert state.phase is Phase.DRAW and state.to_move == 0


def test_the_prompt_names_keys_after_a_key_and_the_mouse_after_a_click() -> None:
    """Keyboard tester: every prompt spoke of dragging and clicking while the whole game
    was being played with keys."""
    app = support.make_app()
    board = open_board(app)
    assert board.prompt() == t("board.your_turn_alone")
    support.key(app, pygame.K_RIGHT)
    chosen = board.selected
    assert chosen is not None
    assert board.prompt() == t("board.chosen_keys", card=card_name(chosen, board.art.naming))
    support.key(app, pygame.K_ESCAPE)
    assert board.selected is None
    assert board.prompt() == t("board.your_turn_alone_keys")
    support.click(app, (5, 5))  # a click anywhere: the mouse is back
    assert board.prompt() == t("board.your_turn_alone")
    assert board.prompt() != t("board.your_turn_alone_keys")


def test_enter_plays_a_chosen_card_with_one_stone_to_go_and_names_the_stones_else() -> None:
    """A keyboard tester chose a card with the arrows and pressed Enter: nothing happened.
    With several stones Enter now names them; with one, it plays the card there."""
    app = support.make_app()
    board = open_board(app)
    state = board.state
    support.key(app, pygame.K_RIGHT)
    chosen = board.selected
    assert chosen is not None and chosen < 54
    support.key(app, pygame.K_RETURN)
    assert board.message == t("board.enter_which_stone", card=card_name(chosen, board.art.naming),
                              stones="1, 2, 3, 4, 5, 6, 7, 8, 9")
    assert chosen in state.hands[0]
    for stone in range(8):  # seat 0's side is full everywhere but at stone 9
        while len(state.sides[stone][0]) < 3:
            state.sides[stone][0].append(state.clan_deck.pop())
    board.refresh()
    support.key(app, pygame.K_RETURN)
    assert chosen not in state.hands[0] and chosen in state.sides[8][0]


def test_a_game_started_with_the_keys_starts_with_prompts_that_name_keys() -> None:
    app = support.make_app()
    support.key(app, pygame.K_RETURN)  # New game, from the menu's focus
    assert app.by_keys
    board = open_board(app)
    assert board.prompt() == t("board.your_turn_alone_keys")


def test_a_drag_that_caught_no_card_asks_nothing_of_the_stone_it_ends_on() -> None:
    """Tester: a press between two hand cards, let go over stone 5, asked for a claim and
    showed a refusal."""
    app = support.make_app()
    board = open_board(app)
    hand = board.layout["hand_me"]
    start = (hand.x + 2, hand.centery)
    assert board.mirror.at(start, ("hand",), face_up=True) is None
    before = board.message
    support.drag(app, start, stone_centre(board, 4))
    assert board.message == before
    support.click(app, stone_centre(board, 4))  # a click on the stone still explains it
    assert board.message != before


def test_a_number_while_the_draw_waits_says_whether_that_stone_can_be_claimed() -> None:
    """Keyboard re-test: after playing a card, with the draw waiting on the deck, a number
    key did nothing (a click on the stone explained it)."""
    app = support.make_app(auto_draw=False)
    board = open_board(app)
    card = next(c for c in board.state.hands[0] if c < 54)
    support.key(app, pygame.K_RIGHT)
    while board.selected != card:
        support.key(app, pygame.K_RIGHT)
    support.key(app, pygame.K_5)
    assert board.hidden_draw is not None  # the draw waits for a key or a click
    board.set_message("")
    support.key(app, pygame.K_5)
    assert board.message  # stone 5 explained
    assert board.hidden_draw is not None


def test_choosing_a_card_with_the_arrows_clears_a_refusal() -> None:
    """Keyboard re-test: an old refusal stayed over the prompt that names the chosen card."""
    app = support.make_app()
    board = open_board(app)
    support.key(app, pygame.K_5)  # no card chosen: stone 5's claim is checked, and refused
    assert board.message
    support.key(app, pygame.K_RIGHT)
    assert board.message == ""
    assert board.selected is not None
    assert board.prompt() == t("board.chosen_keys", card=card_name(board.selected,
                                                                    board.art.naming))


def test_a_refused_claim_names_only_the_clan_cards_the_proof_counts() -> None:
    """A tester read "… or the Joker, the Spy, the Shield-Bearer" in a refusal, while the
    rules page says unplayed tactic cards do not count in the proof."""
    app = support.make_app()
    board = open_board(app, tactics=True)
    fill_stone(board, app, 0)
    view = board.state.view(0)
    groups = threats_in_view(view, 0)
    assert any(group.kind == "tactic" for group in groups), "a weak test: no tactic threat"
    assert any(group.kind != "tactic" for group in groups)
    board.show_claim_check(0)
    assert board.message.startswith(t("board.claim_refused", stone=1, reason="").split(":")[0])
    for name in ("Joker", "Spy", "Shield", "Mud", "Blind"):
        assert name not in board.message.removesuffix(t("board.claim_note.tactics")), \
            board.message
    # And it says so, once (a tester wondered why the proof left them out).
    assert board.message.endswith(" " + t("board.claim_note.tactics"))
    # Under the Blind-Man's Bluff, that only sums count there.
    board.state.bluff[0] = 1
    board.refresh()
    board.show_claim_check(0)
    check = board.state.claim_check(0, 0)
    assert check.refusal is not None and check.refusal.code == "could_be_beaten"
    assert board.message.endswith(" " + t("board.claim_note.bluff",
                                          bluff=board.art.tactic_name(BLUFF)))
    # Under the Mud, why three cards are not a complete side (a keyboard player could not
    # read the Mud card there).
    board.state.bluff[0] = -1
    board.state.mud[0] = 1
    board.refresh()
    board.show_claim_check(0)
    check = board.state.claim_check(0, 0)
    assert check.refusal is not None and check.refusal.code == "side_incomplete"
    assert board.message.endswith(" " + t("board.claim_note.mud",
                                          mud=board.art.tactic_name(MUD)))


def test_the_wheel_over_the_game_log_goes_back_through_it() -> None:
    app = support.make_app()
    board = open_board(app, first="opponent")
    fill_stone(board, app, 0)
    assert len(board.view.log) > 3
    log = board.layout["log"]
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (log.centerx, log.bottom - 20)),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert board.log_panel.back == 1
    support.step(app, [support.mouse(pygame.MOUSEMOTION, stone_centre(board, 4)),
                       pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1)])
    assert board.log_panel.back == 1, "the wheel elsewhere on the table does nothing"
    # Page Up and Page Down do it from the keyboard, wherever the pointer is (a keyboard
    # tester found no key for it), and are not taken for a card or a stone.
    hand = list(board.view.hand)
    support.key(app, pygame.K_PAGEUP)
    assert board.log_panel.back == min(4, board.log_panel._deepest)
    support.key(app, pygame.K_PAGEDOWN)
    support.key(app, pygame.K_PAGEDOWN)
    assert board.log_panel.back == 0 and list(board.view.hand) == hand


def test_a_card_just_drawn_is_marked_in_the_hand_for_a_moment() -> None:
    """The hand sorts itself after a draw, and a tester's next drag took the card that had
    moved into the place of the one he meant: the card just drawn glows there."""
    app = support.make_app(auto_draw=False)
    board = open_board(app)
    before = set(board.state.hands[0])
    card = next(c for c in before if c < 54)
    support.drag(app, hand_centre(board, card), stone_centre(board, 4))
    assert board.hidden_draw is not None and board.fresh_left == 0
    support.key(app, pygame.K_RETURN)  # turn up the card waiting on the deck
    drawn = set(board.state.hands[0]) - before
    assert len(drawn) == 1 and board.fresh_cards == frozenset(drawn)
    assert board.fresh_left > 0
    # It glows on until the player's own turn has shown it for a while: drawn at the end
    # of a turn, it had faded while the computer moved (a newcomer hunted for it).
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(board, "my_turn", lambda: False)
        board.update(FRESH_SECONDS)
        assert board.fresh_left > FRESH_SECONDS - 0.1
    for _ in range(600):
        if board.my_turn():
            break
        support.step(app)
    assert board.my_turn() and board.fresh_left > 0
    # Marked with a spark, not the glow of the hint's card and the last move, which a
    # newcomer took for advice to play it.
    from scenes.schotten import paint
    marked: list[pygame.FRect] = []
    glowing: list[pygame.FRect] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(paint, "draw_fresh_mark", lambda _s, rect, *_a: marked.append(rect))
        patch.setattr(paint, "draw_last_glow", lambda _b, _s, rect, _p: glowing.append(rect))
        support.step(app)
    card_rect = board.mirror.sprites[next(iter(drawn))].rect
    assert [r.centerx for r in marked] == [card_rect.centerx]
    assert all(r.centerx != card_rect.centerx or r.y < card_rect.y - 50 for r in glowing)
    board.update(FRESH_SECONDS)
    assert board.fresh_left == 0 and not board.pulsing()
    # Its mark stays, still, until the player's next move (a Greek keyboard player found
    # it gone when he looked), and the move ends it.
    assert board.fresh_cards == frozenset(drawn)
    card = next(c for c in board.state.hands[0] if c < 54)
    stone = next(a.stone for a in board.state.legal_actions()
                 if a.kind is Kind.PLAY and a.card == card)
    assert board.submit(act.play(card, stone))
    assert not (board.fresh_cards & drawn) and board.fresh_left == 0


def test_a_draw_from_the_only_deck_left_is_logged_once_the_card_is_turned_up() -> None:
    """With the clan deck empty the engine draws the tactic card by itself, and the log
    said "Marek draws a tactic card" while the line under the table still asked for a
    click on the deck (a Polish tester)."""
    app = support.make_app(auto_draw=False)
    board = open_board(app, tactics=True)
    board.state.clan_deck.clear()
    board.refresh()
    before = hud.log_lines(board)
    card = next(c for c in board.state.hands[0] if c < 54)
    support.drag(app, hand_centre(board, card), stone_centre(board, 4))
    assert board.hidden_draw is not None, "the draw should wait on the tactic deck"
    waiting = hud.log_lines(board)
    assert len(waiting) == len(before) + 1  # the card played, not yet the draw
    assert "drew" not in waiting[-1][1] and "draw" not in hud.last_move_text(board)
    support.key(app, pygame.K_RETURN)  # turn the card up
    shown = hud.log_lines(board)  # (the computer may have moved since)
    assert shown[len(waiting)] == (0, t("log.draw", name=board.name(0),
                                        deck=t("log.deck.tactic")))


def test_the_log_follows_the_card_names_chosen_in_the_middle_of_a_game() -> None:
    """A tester renamed the tactic cards in the settings mid-game: the table said "Leader"
    and the log still said "Joker"."""
    app = support.make_app()
    board = open_board(app, tactics=True)
    state = board.state
    state.tactic_deck.remove(SPY)
    state.hands[0].append(SPY)
    board.refresh()
    board.submit(act.play(SPY, 4))
    support.step(app)
    entries = board.paint_cache.log_entries[1]
    assert any(card_name(SPY, "iello") in line for _, line in entries)
    app.settings.card_names = "classic"
    moves = len(state.log)
    hud.draw_log(board, app.screen)  # the next frame's log, before anyone moves again
    assert len(state.log) == moves
    entries = board.paint_cache.log_entries[1]
    assert card_name(SPY, "classic") != card_name(SPY, "iello")
    assert any(card_name(SPY, "classic") in line for _, line in entries)
    assert not any(card_name(SPY, "iello") in line for _, line in entries)


def test_an_elite_troop_seen_whole_has_its_value_at_the_top_clear_of_its_name() -> None:
    """At 1024x640 the value chip of the other side's last card hid the end of its name
    ("Reinforcemen"); a card under a later one keeps it in the strip still in sight."""
    from game.schotten.cards import JOKER1, clan_card
    from scenes.schotten.paint import elite_values
    from scenes.ui import theme

    app = support.make_app((1024, 640))
    board = open_board(app, tactics=True)
    state = board.state
    for stone, cards in ((6, [clan_card(0, 7), clan_card(0, 5), SPY]),
                         (2, [JOKER1, clan_card(1, 7), clan_card(1, 5)])):
        for card in cards:
            for place in (state.clan_deck, state.tactic_deck, *state.hands):
                if card in place:
                    place.remove(card)
        state.sides[stone][1].extend(cards)
    board.refresh()
    board.mirror.snap()
    board.paint_cache.elites = (-2, {})
    support.step(app)
    assert set(elite_values(board)) == {SPY, JOKER1}

    def chip_colour(card: int, top: bool) -> tuple[int, ...]:
        rect = board.sprites[card].rect
        inset = rect.w * 0.15
        y = rect.y + inset if top else rect.bottom - inset
        return tuple(app.screen.get_at((round(rect.right - inset), round(y)))[:3])

    red, orange = theme.CLAN[0], theme.CLAN[1]
    assert chip_colour(SPY, top=True) == red and chip_colour(SPY, top=False) != red
    assert chip_colour(JOKER1, top=False) == orange


def test_the_score_beside_the_round_is_named_as_points() -> None:
    """A newcomer read "0 – 0" beside the stones she held as a count of stones."""
    app = support.make_app((1024, 640))
    board = open_board(app)
    texts = support.drawn_texts(app, board)
    assert t("board.round_points", index=1, rounds=1) in texts
    assert t("board.round", index=1, rounds=1) not in texts


def test_tactic_names_follow_the_edition_unless_the_settings_fix_them() -> None:
    """A classic game kept the IELLO names until a tester found the setting: the rules'
    classic preset names them the classic way."""
    app = support.make_app()
    assert app.settings.card_names == "edition"
    board = start_game(app, edition="classic", tactics=True)
    assert board.art.naming == "classic"
    assert board.art.tactic_name(SPY) == t("tactic.classic.SPY")
    app.settings.card_names = "iello"
    assert board.art.naming == "iello"
    other = support.make_app()
    assert start_game(other, edition="iello", tactics=True).art.naming == "iello"
