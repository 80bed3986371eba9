"""Undo that follows the good policy (issue 23, item 3): never past hidden information
revealed to the player, in both variants. In the base game the draw waits for a click on
the deck, so a card placed by mistake can be taken back until then; the warning that the
round will not count comes before the undo."""

from __future__ import annotations

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.cards import clan_card, colour_of, value_of
from game.schotten.explain import threats_in_hand
from scenes.core.app import App
from scenes.schotten.board import BoardScene
from scenes.schotten.modes import WAIT_DRAW
from scenes.schotten.undo import hide_draw
from scenes.schotten.words import card_name, or_list
from scenes.shell.dialogs import ConfirmDialog
from scenes.ui.text import t
from tests import scenes_support as support
from tests.session_support import press, start_game


def base_game(auto_draw: bool = False) -> tuple[App, BoardScene]:
    app = support.make_app(auto_draw=auto_draw)
    return app, start_game(app, tactics=False, level="easy")


def play_first_card(app: App, board: BoardScene) -> int:
    card = next(c for c in board.state.hands[0] if c < 54)
    assert board.submit(act.play(card, 4))
    support.step(app, frames=20)
    return card


def take_back_unseen(app: App, board: BoardScene) -> None:
    """Undo with nothing new seen since: no question, and the round still counts."""
    press(app, board.buttons["undo"])
    assert app.stack.top is board, "a slip put right asks nothing"
    assert board.message == t("board.undone_unseen")


def test_the_base_game_waits_for_the_draw_and_a_card_can_be_taken_back() -> None:
    app, board = base_game()
    start = board.state.copy()
    played = play_first_card(app, board)
    drawn = board.hidden_draw
    assert drawn is not None and drawn[0] in board.state.hands[0]
    assert board.mode is WAIT_DRAW
    assert drawn[0] not in board.view.hand  # the drawn card is still face down on the deck
    assert drawn[0] not in board.mirror.sprites
    log = len(board.state.log)
    support.step(app, frames=120)
    assert len(board.state.log) == log and board.state.to_move == 1  # the computer waits
    assert board.buttons["undo"].enabled
    # The card drawn is still face down: the card placed by mistake comes back, and the
    # round still counts (a Polish tester was asked to give up the statistics for it).
    take_back_unseen(app, board)
    assert board.state == start
    assert board.hidden_draw is None and played in board.view.hand
    assert board.session.assisted == set()


def test_undo_and_hint_leave_once_the_round_is_over() -> None:
    """Undo stood lit beside a greyed Hint under the round's end, and took nothing back;
    then, greyed, the pair under View table read as live to an Italian tester."""
    app, board = base_game()
    play_first_card(app, board)
    support.step(app, frames=5)
    board.update_buttons()
    assert board.buttons["undo"].enabled and board.buttons["hint"].visible
    board.state.resign(0)
    board.update_buttons()
    assert not board.buttons["undo"].enabled
    assert not board.buttons["undo"].visible and not board.buttons["hint"].visible


def test_no_undo_once_the_draw_is_revealed_in_the_base_game() -> None:
    app, board = base_game()
    play_first_card(app, board)
    drawn = board.hidden_draw
    assert drawn is not None
    support.click(app, board.layout["deck_clan"].center)
    assert board.hidden_draw is None and drawn[0] in board.view.hand
    support.step(app, frames=120)
    assert board.state.to_move == 0 and len(board.state.log) > 1  # the computer has played
    assert not board.buttons["undo"].enabled
    log = list(board.state.log)
    board.undo()
    assert board.state.log == log and not isinstance(app.stack.top, ConfirmDialog)


def test_the_keyboard_draws_too_and_automatic_drawing_keeps_the_old_way() -> None:
    app, board = base_game()
    play_first_card(app, board)
    assert board.hidden_draw is not None
    support.key(app, 13)  # Enter
    assert board.hidden_draw is None
    app, board = base_game(auto_draw=True)
    play_first_card(app, board)
    assert board.hidden_draw is None
    assert not board.buttons["undo"].enabled


def test_no_undo_after_a_draw_in_the_tactics_variant() -> None:
    app = support.make_app(auto_draw=False)
    board = start_game(app, tactics=True, level="easy")
    start = board.state.copy()
    play_first_card(app, board)
    assert board.state.phase is game.Phase.DRAW and board.hidden_draw is None
    assert board.buttons["undo"].enabled
    take_back_unseen(app, board)  # no deck chosen yet: nothing new seen
    assert board.state == start and board.session.assisted == set()
    play_first_card(app, board)
    support.click(app, board.layout["deck_clan"].center)
    support.step(app, frames=120)
    assert not board.buttons["undo"].enabled


def refused_claim(stone: int) -> str:
    """The start of the sentence that refuses a claim on ``stone`` (0-8)."""
    return t("board.claim_refused", stone=stone + 1, reason="").split(":")[0]


def test_a_stone_clicked_while_the_draw_waits_explains_its_claim() -> None:
    # Just after playing, the player's question is whether a stone can be claimed: the
    # answer is the claim's check, while the deck glows for the draw.
    app, board = base_game()
    play_first_card(app, board)
    assert board.mode is WAIT_DRAW
    support.click(app, board.layout["stone_2"].center)
    assert board.message.startswith(refused_claim(1)), board.message
    app = support.make_app(auto_draw=False)
    board = start_game(app, tactics=True, level="easy")
    play_first_card(app, board)
    assert board.state.phase is game.Phase.DRAW
    support.click(app, board.layout["stone_2"].center)
    assert board.message.startswith(refused_claim(1)), board.message
    support.key(app, pygame.K_5)
    assert board.message.startswith(refused_claim(4)), board.message


def prove_stone_3(board: BoardScene) -> None:
    """Give seat 0 a colour run 7-8-9 at stone 3 against a completed weaker side."""
    state = board.state
    mine = [clan_card(0, value) for value in (7, 8, 9)]
    theirs = [clan_card(1, 1), clan_card(2, 2), clan_card(3, 4)]
    for card in mine + theirs:
        for place in (state.clan_deck, *state.hands):
            if card in place:
                place.remove(card)
    state.sides[2] = [mine, theirs]
    state.completed[2] = [state.event, state.event]


def test_a_stone_proven_before_the_card_is_claimed_after_it() -> None:
    # Claims come after the card this turn: "next turn" would be wrong before playing.
    app = support.make_app(auto_draw=False)
    board = start_game(app, tactics=True, level="easy")
    assert board.state.phase is game.Phase.PLAY and board.my_turn()
    prove_stone_3(board)
    support.click(app, board.layout["stone_3"].center)
    assert board.message == t("board.claim_after_play", stone=3)



def test_a_stone_proven_with_no_card_to_place_is_claimed_after_the_pass() -> None:
    """A Greek tester with no card he could place was told to claim once he had played."""
    from game.schotten.actions import Kind
    from game.schotten.cards import STRATEGIST

    app = support.make_app(auto_draw=False)
    board = start_game(app, tactics=True, level="easy")
    prove_stone_3(board)
    state = board.state
    # Every other stone full on the player's side: no clan card has a place.
    for stone in range(9):
        if stone != 2:
            while len(state.sides[stone][0]) < 3:
                state.sides[stone][0].append(state.clan_deck.pop())
    state.hands[0] = [card for card in state.hands[0] if card < 54]
    board.refresh()
    assert board.legal() == [act.PASS]
    support.click(app, board.layout["stone_3"].center)
    assert board.message == t("board.claim_after_pass", stone=3)
    # With a tactic card that may still be played (the Strategist may discard a card).
    state.tactic_deck.remove(STRATEGIST)
    state.hands[0].append(STRATEGIST)
    board.refresh()
    assert any(action.kind is Kind.PLAY for action in board.legal())
    support.click(app, board.layout["stone_3"].center)
    assert board.message == t("board.claim_after_tactic", stone=3)


def test_a_stone_proven_after_the_claims_is_to_be_claimed_next_turn() -> None:
    """With tactic cards, "surely yours" is said with the opponent's turn in mind: a Greek
    tester was told so, then Fog came down on the stone before their next turn."""
    for tactics in (False, True):
        app = support.make_app(auto_draw=False)
        board = start_game(app, tactics=tactics, level="easy")
        play_first_card(app, board)
        # With tactics the draw waits for a choice of deck; the base game draws at once,
        # and it is the computer's turn.
        assert board.state.phase is game.Phase.DRAW or board.state.to_move == 1
        prove_stone_3(board)
        support.click(app, board.layout["stone_3"].center)
        key = "board.claim_next_turn_tactics" if tactics else "board.claim_next_turn"
        assert board.message == t(key, stone=3) != key


def test_slips_put_right_never_ask_and_never_cost_the_round() -> None:
    app, board = base_game()
    play_first_card(app, board)
    take_back_unseen(app, board)
    play_first_card(app, board)
    take_back_unseen(app, board)
    assert board.hidden_draw is None and len(board.state.log) == 0
    assert board.session.assisted == set()


def test_a_waiting_draw_lights_the_deck_and_keeps_the_turn_at_the_player() -> None:
    """The engine has passed the turn on, but at the table it is still the player's: the
    clan deck glows and the player's name frame, not the opponent's, is lit."""
    from scenes.schotten.hud import seat_at_turn

    app, board = base_game()
    play_first_card(app, board)
    assert board.hidden_draw is not None and board.state.to_move == 1
    assert seat_at_turn(board) == board.viewer == 0
    assert board.glow().decks
    take_back_unseen(app, board)  # back to the player's turn before the card
    assert board.hidden_draw is None and seat_at_turn(board) == board.state.to_move == 0
    assert not board.glow().decks  # a card must be placed first


def test_t_turns_up_a_waiting_draw_as_c_does() -> None:
    """With only the tactic deck left, T did nothing while the card waited on it."""
    app, board = base_game()
    play_first_card(app, board)
    assert board.hidden_draw is not None
    support.key(app, pygame.K_t)
    assert board.hidden_draw is None


def test_a_game_closed_while_the_draw_waits_comes_back_with_it_waiting() -> None:
    """Closed between the card played and the click on the deck, the game came back with
    the card drawn and the computer's move made, and Undo gone."""
    app, board = base_game()
    played = play_first_card(app, board)
    drawn = board.hidden_draw
    assert drawn is not None
    resumed = support.make_app(auto_draw=False)
    support.click(resumed, support.menu_button(resumed, 1))  # Continue
    again = resumed.stack.top
    assert isinstance(again, BoardScene)
    assert again.hidden_draw is not None and again.hidden_draw[0] == drawn[0]
    log = len(again.state.log)
    support.step(resumed, frames=120)
    assert len(again.state.log) == log  # the computer waits for the click
    assert again.buttons["undo"].enabled
    take_back_unseen(resumed, again)
    assert played in again.view.hand and again.hidden_draw is None


def test_a_refused_claim_never_names_the_card_still_waiting_on_the_deck() -> None:
    """A Polish tester clicked a stone before turning up the card drawn: the refusal said
    "… also Orange 7 from your hand", and his next card was the Orange 7."""
    app, board = base_game()
    play_first_card(app, board)
    assert board.hidden_draw is not None
    drawn = board.hidden_draw[0]
    state = board.state
    stone = 4  # where ``play_first_card`` put its card
    [mine] = state.sides[stone][0]
    # Two more cards on that side make it weak (neither a colour nor a run nor a kind);
    # two of the drawn card's colour on the other side need one card more, which the
    # drawn card could be.
    low = [card for card in state.clan_deck if colour_of(card) != colour_of(mine)
           and colour_of(card) != colour_of(drawn) and abs(value_of(card) - value_of(mine)) > 2]
    pair = next((a, b) for a in low for b in low if colour_of(a) != colour_of(b)
                and abs(value_of(a) - value_of(b)) > 2 and value_of(a) != value_of(mine)
                and value_of(b) != value_of(mine) and value_of(a) != value_of(b))
    theirs = [card for card in state.clan_deck if colour_of(card) == colour_of(drawn)][:2]
    for seat, cards in ((0, pair), (1, theirs)):
        for card in cards:
            state.clan_deck.remove(card)
            state._place(seat, card, stone)
    board.refresh()
    assert drawn in threats_in_hand(state.view(0), stone)  # what the old refusal read
    board.show_claim_check(stone)
    said = board.message
    held = threats_in_hand(hide_draw(state.view(0), drawn), stone)
    assert drawn not in held
    # The cards named as the player's own are exactly those they can see in their hand.
    names = or_list([card_name(card, board.art.naming) for card in held], "teach.list.and")
    own = t("teach.refused.own_hand", reason="", cards=names if held else "")
    assert (own in said) == bool(held)


def test_the_draw_sounds_once_when_the_card_is_turned_up(monkeypatch: pytest.MonkeyPatch) -> None:
    """The draw's sound belongs to the moment the card shows: it played with the card put
    down (while the card still waited face down) and again at the click on the deck."""
    app, board = base_game()
    played: list[str] = []
    monkeypatch.setattr(app.audio, "play", lambda name, delay=0.0: played.append(name))
    play_first_card(app, board)
    assert board.hidden_draw is not None and "draw" not in played
    played.clear()
    board.take_draw()
    assert played == ["draw"]


def test_a_card_put_back_and_waiting_face_down_is_still_known_on_top() -> None:
    """A Brazilian tester put back his orange 3, then his purple 2, under a clan deck the
    Recruiter had emptied. The end-of-turn draw took the orange 3 at once and waited face
    down on the deck for his click, and meanwhile the deck showed the purple 2 as "the next
    draw": the card waiting there is the next draw, and he knows which it is."""
    from game.schotten.cards import RECRUITER, TACTIC_CARDS

    state = game.new_game(game.GameConfig(tactics=True), seed=3, first=0)
    assert state.config.recruiter_returns == "bottom"
    # One card left in each deck, and the Recruiter in seat 0's hand.
    hand = state.hands[0]
    if RECRUITER not in hand:
        state.tactic_deck.remove(RECRUITER)
        state.clan_deck.append(hand.pop(0))
        hand.append(RECRUITER)
    spare = [c for c in state.clan_deck if c not in TACTIC_CARDS]
    state.clan_deck[:] = spare[-1:]
    state.tactic_deck[:] = state.tactic_deck[-1:]
    state.play(act.play(RECRUITER))
    while state.phase is game.Phase.RECRUIT_DRAW:
        state.play(act.draw("clan" if state.clan_deck else "tactic"))
    assert not state.clan_deck and not state.tactic_deck
    first, second = [c for c in state.hands[0] if c < 54][:2]
    state.play(act.return_card(first))
    state.play(act.return_card(second))
    # Put under, the first one is on top, and the end of the turn draws it from the only
    # deck left (by itself, as in the tester's game, or by the seat's choice).
    while state.to_move == 0 and state.phase in (game.Phase.CLAIM, game.Phase.DRAW):
        state.play(next(a for a in state.legal_actions() if a.kind in (act.Kind.DONE,
                                                                       act.Kind.DRAW)))
    assert first in state.hands[0] and state.clan_deck == [second]
    index = max(i for i, e in enumerate(state.events) if e.kind == "draw")
    waiting = hide_draw(state.view(0), first, index)
    assert sorted(waiting.known_in_decks) == sorted([(first, "clan", 0), (second, "clan", 1)])
    assert waiting.clan_deck_size == 2
    assert hide_draw(state.view(0), first).known_in_decks == waiting.known_in_decks
    # Once turned up, the card is in the hand and the purple 2 is the next draw.
    assert state.view(0).known_in_decks == ((second, "clan", 0),)
    # The other seat knows nothing of where they lie, waiting or not.
    assert hide_draw(state.view(1), first).known_in_decks == ()
