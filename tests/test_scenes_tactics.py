"""Every tactic card played through the board's steps, with the mouse, in a scripted game."""

from __future__ import annotations

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.cards import (
    BANSHEE,
    BLUFF,
    JOKER1,
    JOKER2,
    MUD,
    RECRUITER,
    SHIELD,
    SPY,
    STRATEGIST,
    TRAITOR,
    card_text,
)
from scenes.core.app import App
from scenes.schotten import hud
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.modes import blocked_tactics
from scenes.schotten.placement import CLAN_BACK
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.schotten.words import card_name, known_on, known_places, refusal_text
from scenes.ui.text import t
from tests import scenes_support as support


def prepared_board(card: int) -> tuple[App, BoardScene]:
    """A tactics game where both players have clan cards on stones 1–3 and seat 0, to move,
    holds ``card``."""
    app = support.make_app()
    setup = SetupChoices(tactics=True, first="me", level="random")
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, 11)))
    app.stack.push(board)
    support.step(app)
    state = board.state
    for turn in range(6):
        seat = state.to_move
        assert seat is not None
        clan = next(c for c in state.hands[seat] if c < 54)
        state.play(act.play(clan, turn // 2))
        while state.to_move == seat:
            legal = state.legal_actions()
            draw = act.draw("clan")
            state.play(draw if draw in legal else legal[-1])
    assert state.to_move == 0 and state.phase is game.Phase.PLAY
    hand = state.hands[0]
    if card not in hand:
        source = state.tactic_deck if card in state.tactic_deck else state.hands[1]
        source.remove(card)
        clan = next(c for c in hand if c < 54)
        hand.remove(clan)
        hand.append(card)
        if source is state.hands[1]:
            source.append(clan)
        else:
            state.clan_deck.insert(0, clan)
    board.after_action()
    support.step(app, frames=2)
    return app, board


def hand_point(board: BoardScene, card: int) -> tuple[float, float]:
    rect = board.sprites[card].rect
    return (rect.centerx, rect.y + 15)


def table_point(board: BoardScene, card: int) -> tuple[float, float]:
    rect = board.sprites[card].rect
    return (rect.centerx, rect.y + 8)


def stone_point(board: BoardScene, stone: int) -> tuple[int, int]:
    return board.layout[f"stone_{stone + 1}"].center


@pytest.mark.parametrize("card", [JOKER1, JOKER2, SPY, SHIELD])
def test_elite_troops_are_dragged_onto_a_stone(card: int) -> None:
    app, board = prepared_board(card)
    support.drag(app, hand_point(board, card), stone_point(board, 5))
    assert card in board.state.sides[5][0]


@pytest.mark.parametrize("card", [BLUFF, MUD])
def test_combat_modes_go_beside_a_stone(card: int) -> None:
    app, board = prepared_board(card)
    support.drag(app, hand_point(board, card), stone_point(board, 1))
    holder = board.state.bluff if card == BLUFF else board.state.mud
    assert holder[1] == 0
    support.step(app, frames=2)
    assert board.sprites[card].zone == "mode"
    # Within its own stone's column, against the stone: at the column's very edge a tester
    # took the fog's card for the next stone's.
    board.mirror.snap()
    rect, slot = board.sprites[card].rect, board.layout["stone_2"]
    assert slot.left <= rect.left and rect.right <= slot.right
    # Clear of the stone's number in its middle (it covered half of it, two testers).
    assert rect.right <= slot.centerx - slot.w * 0.12 or rect.left >= slot.centerx + slot.w * 0.12


def test_a_lone_combat_mode_lies_on_its_stones_right_and_two_split_around_it() -> None:
    """Mud on one stone and Fog on the next met in the gap between them (Fog lay on the
    left, Mud on the right), and a newcomer could not tell which stone each was for."""
    _app, board = prepared_board(BLUFF)
    state = board.state
    state.hands[0].remove(BLUFF)
    state.mud[2], state.bluff[3] = 0, 1
    board.after_action()
    board.mirror.snap()
    mud, fog = board.sprites[MUD].rect, board.sprites[BLUFF].rect
    for rect, stone in ((mud, 3), (fog, 4)):
        slot = board.layout[f"stone_{stone}"]
        assert slot.centerx < rect.left and rect.right <= slot.right
    # Both on one stone: one on either side of it.
    state.bluff[3], state.bluff[2] = -1, 1
    board.after_action()
    board.mirror.snap()
    mud, fog = board.sprites[MUD].rect, board.sprites[BLUFF].rect
    slot = board.layout["stone_3"]
    assert fog.right < slot.centerx < mud.left
    assert slot.left <= fog.left and mud.right <= slot.right


def test_recruiter_draws_then_returns_two_cards() -> None:
    app, board = prepared_board(RECRUITER)
    state = board.state
    before = set(state.hands[0])
    support.drag(app, hand_point(board, RECRUITER), stone_point(board, 4))
    for _ in range(3):
        if board.effective_phase() is game.Phase.RECRUIT_DRAW:
            support.click(app, board.layout["deck_clan"].center)
    assert state.phase is game.Phase.RECRUIT_RETURN
    assert RECRUITER in state.discard
    # All three cards drawn stay marked as new while cards go back (only the last drawn
    # was, a Brazilian hot-seat pair).
    drawn = set(state.hands[0]) - before
    assert len(drawn) == 3 and board.fresh_cards == drawn
    for _ in range(2):
        support.step(app, frames=2)
        card = state.hands[0][0]
        support.click(app, hand_point(board, card))
        assert board.fresh_cards == drawn & set(state.hands[0])
    assert state.to_move == 1 or state.phase not in (game.Phase.RECRUIT_RETURN,)
    assert len([e for e in state.events if e.kind == "return"]) == 2


def test_a_card_put_back_flies_to_its_deck_face_down() -> None:
    """A tester saw the returned Green 8 lie face up on the clan deck, as if it were the
    next card drawn (it goes under the deck, face down)."""
    app, board = prepared_board(RECRUITER)
    app.settings.speed = "normal"
    state = board.state
    support.click(app, hand_point(board, RECRUITER))
    for _ in range(3):
        if board.effective_phase() is game.Phase.RECRUIT_DRAW:
            support.click(app, board.layout["deck_clan"].center)
    assert state.phase is game.Phase.RECRUIT_RETURN
    support.step(app, frames=60)
    card = next(c for c in state.hands[0] if c < 54)
    support.click(app, hand_point(board, card))
    assert card not in state.hands[0]
    assert len(board.mirror.ghosts) == 1
    assert board.mirror.ghosts[0].card == CLAN_BACK and not board.mirror.ghosts[0].face_up
    drawn: list[int] = []
    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(board.art, "blit", lambda _s, shown, _r: drawn.append(shown))
        board.draw(app.screen)
    assert card not in drawn and CLAN_BACK in drawn


def test_a_card_chosen_by_keys_to_put_back_is_named() -> None:
    """In a hand of nine overlapping cards the lifted one was hard to tell (a keyboard
    tester): the line names the card Enter puts back."""
    app, board = prepared_board(RECRUITER)
    state = board.state
    support.drag(app, hand_point(board, RECRUITER), stone_point(board, 4))
    for _ in range(3):
        if board.effective_phase() is game.Phase.RECRUIT_DRAW:
            support.key(app, pygame.K_c)
    assert state.phase is game.Phase.RECRUIT_RETURN
    support.key(app, pygame.K_RIGHT)
    chosen = board.selected
    assert board.by_keys and chosen is not None
    named = t("board.chosen_card", card=card_name(chosen))
    assert board.prompt().startswith(named)
    support.key(app, pygame.K_RETURN)
    assert chosen not in state.hands[0]
    assert not board.prompt().startswith(named)


def test_cards_put_back_show_on_their_deck_for_their_owner_only() -> None:
    app, board = prepared_board(RECRUITER)
    state = board.state
    support.drag(app, hand_point(board, RECRUITER), stone_point(board, 4))
    for _ in range(3):
        support.click(app, board.layout["deck_clan"].center)
    returned = [c for c in state.hands[0] if c < 54][:2]
    for card in returned:
        support.step(app, frames=2)
        support.click(app, hand_point(board, card))
    assert [card for card, _ in known_on(board.view, "clan")] == sorted(
        returned, key=lambda c: len(state.clan_deck) - 1 - state.clan_deck.index(c))
    # IELLO puts them under the deck: the lower one comes after all the others.
    after = len(state.clan_deck) - 1
    places = known_places(board.view, "clan", board.art.naming)
    assert any(str(after) in place for place in places), places
    assert known_on(board.view, "tactic") == []
    # The message line names them while the deck is hovered, and only then.
    board.hovering(board.layout["deck_clan"].center)
    support.step(app, frames=2)
    hint = hud.hover_hint(board)
    assert hint is not None and str(after) in hint
    assert all(card_name(card) in hint for card in returned)
    board.hovering(board.layout["deck_tactic"].center)
    assert hud.hover_hint(board) is None
    # With the keys, C says the same where it draws nothing (a keyboard tester found no way
    # to it); T, for a deck holding none of them, says nothing.
    board.set_message("")
    support.key(app, pygame.K_t)
    assert board.message == ""
    support.key(app, pygame.K_c)
    assert str(after) in board.message
    assert all(card_name(card) in board.message for card in returned)
    assert len(state.clan_deck) == after + 1  # nothing drawn
    # The other seat's screen (hot-seat) knows nothing of them.
    assert state.view(1).known_in_decks == ()


def test_strategist_can_be_cancelled_then_moves_a_card() -> None:
    app, board = prepared_board(STRATEGIST)
    state = board.state
    before = state.to_json()
    support.drag(app, hand_point(board, STRATEGIST), stone_point(board, 4))
    assert board.buffer and state.to_json() == before
    mine = state.sides[0][0][0]
    support.click(app, table_point(board, mine))
    assert board.effective_phase() is game.Phase.STRATEGIST_PLACE
    support.key(app, pygame.K_ESCAPE)
    assert not board.buffer and state.to_json() == before
    support.drag(app, hand_point(board, STRATEGIST), stone_point(board, 4))
    support.click(app, table_point(board, mine))
    support.click(app, stone_point(board, 6))
    assert mine in state.sides[6][0]
    assert STRATEGIST in state.discard


def test_undo_under_a_tactic_cards_first_step_says_the_card_is_back() -> None:
    """An Italian tester pressed Undo while the Traitor waited for its target: the card
    went back to the hand without a word."""
    app, board = prepared_board(STRATEGIST)
    state = board.state
    before = state.to_json()
    support.drag(app, hand_point(board, STRATEGIST), stone_point(board, 4))
    assert board.buffer
    board.undo()
    assert not board.buffer and state.to_json() == before
    assert board.message == t("board.tactic_taken_back")


def test_strategist_can_discard_with_the_button() -> None:
    app, board = prepared_board(STRATEGIST)
    state = board.state
    support.drag(app, hand_point(board, STRATEGIST), stone_point(board, 4))
    mine = state.sides[1][0][0]
    support.click(app, table_point(board, mine))
    button = board.buttons["action"]
    board.update_buttons()
    assert button.visible
    support.click(app, button.rect.center)
    assert mine in state.discard


def test_banshee_discards_an_opponent_card() -> None:
    app, board = prepared_board(BANSHEE)
    state = board.state
    support.drag(app, hand_point(board, BANSHEE), stone_point(board, 4))
    theirs = state.sides[2][1][0]
    support.click(app, table_point(board, theirs))
    assert theirs in state.discard
    assert BANSHEE in state.discard


def test_a_ruse_dropped_on_a_card_it_may_not_take_says_the_rule() -> None:
    """A tester dropped the Traitor on the opponent's Spy: it silently asked for another
    card. The Traitor still waits for its card, and the line says it takes clan cards
    only; dropped on one's own card, that it takes the opponent's."""
    app, board = prepared_board(TRAITOR)
    state = board.state
    spy_from = state.tactic_deck if SPY in state.tactic_deck else state.hands[1]
    spy_from.remove(SPY)
    state.sides[3][1].append(SPY)
    board.refresh()
    support.step(app, frames=3)
    before = state.to_json()
    for card, rule in ((SPY, "refusal.traitor_clan"),
                       (state.sides[0][0][0], "refusal.traitor_theirs")):
        support.drag(app, hand_point(board, TRAITOR), table_point(board, card))
        support.step(app, frames=2)
        assert board.effective_phase() is game.Phase.TRAITOR_PICK
        assert state.to_json() == before
        assert board.message == t("board.refused", reason=t(
            rule, traitor=board.art.tactic_name(TRAITOR), card=card_name(card)))
        board.cancel()


def refused(state: game.GameState, action: game.Action) -> game.Refusal:
    refusal = state.refusal(action)
    assert refusal is not None, action
    return refusal


def test_each_card_a_ruse_may_not_take_is_refused_with_its_own_rule() -> None:
    _, board = prepared_board(STRATEGIST)
    state = board.state.copy()
    mine, theirs = state.sides[0][0][0], state.sides[0][1][0]
    state.play(act.play(STRATEGIST))
    assert refused(state, act.pick(theirs)).code == "strategist_own"
    assert refused(state, act.pick(RECRUITER)).code == "cannot_pick"  # not on the table
    state.owner[0] = 0
    assert refused(state, act.pick(mine)) == game.Refusal("pick_claimed",
                                                          {"card": card_text(mine), "stone": 1})
    _, board = prepared_board(BANSHEE)
    state = board.state.copy()
    state.play(act.play(BANSHEE))
    refusal = refused(state, act.pick(state.sides[1][0][0]))
    assert refusal.code == "banshee_theirs"
    assert "only your opponent's cards" in refusal.text()


def test_a_ruse_dropped_on_its_target_acts_on_it_at_once() -> None:
    """A Brazilian tester dragged the Banshee onto the opponent's 9 and was then asked to
    click that 9; the Traitor dropped on its card goes on to the stone to put it at."""
    app, board = prepared_board(BANSHEE)
    state = board.state
    theirs = state.sides[2][1][0]
    support.drag(app, hand_point(board, BANSHEE), table_point(board, theirs))
    support.step(app, frames=2)
    assert theirs in state.discard and BANSHEE in state.discard
    app, board = prepared_board(TRAITOR)
    state = board.state
    theirs = state.sides[0][1][0]
    support.drag(app, hand_point(board, TRAITOR), table_point(board, theirs))
    assert board.effective_phase() is game.Phase.TRAITOR_PLACE
    support.key(app, pygame.K_8)
    assert theirs in state.sides[7][0]
    # Let go over a card it cannot take, the ruse waits for its target and says why
    # not that one.
    app, board = prepared_board(BANSHEE)
    state = board.state
    mine = next(card for stone in range(9) for card in state.sides[stone][0])
    assert mine not in board.pick_targets()
    support.drag(app, hand_point(board, BANSHEE), table_point(board, mine))
    assert board.effective_phase() is game.Phase.BANSHEE_PICK
    assert mine not in state.discard
    assert board.message == t("board.refused", reason=t(
        "refusal.banshee_theirs", banshee=board.art.tactic_name(BANSHEE), card=card_name(mine)))


def test_a_ruse_is_played_with_one_click_and_taken_back_with_esc() -> None:
    """"Drop the card anywhere on the table" was said to a Greek tester who had clicked
    the Strategist, not dragged it; then "click any stone" was one click too many for a
    Portuguese tester, since the stone does not matter. A click plays a ruse, and Esc
    takes it back until its last step."""
    app, board = prepared_board(BANSHEE)
    state = board.state
    support.click(app, hand_point(board, BANSHEE))
    assert board.effective_phase() is game.Phase.BANSHEE_PICK
    support.key(app, pygame.K_ESCAPE)
    assert board.effective_phase() is game.Phase.PLAY and BANSHEE in state.hands[0]
    support.click(app, hand_point(board, BANSHEE))
    theirs = state.sides[2][1][0]
    support.click(app, table_point(board, theirs))
    assert theirs in state.discard and BANSHEE in state.discard


def test_traitor_takes_an_opponent_clan_card() -> None:
    app, board = prepared_board(TRAITOR)
    state = board.state
    support.click(app, hand_point(board, TRAITOR))
    theirs = state.sides[0][1][0]
    support.click(app, table_point(board, theirs))
    assert board.effective_phase() is game.Phase.TRAITOR_PLACE
    support.key(app, pygame.K_8)
    assert theirs in state.sides[7][0]


def test_banshee_by_keys_names_the_card_enter_will_discard() -> None:
    """Keyboard tester: the Banshee's pick was marked only by a slightly brighter card, so
    Enter discarded a card the player had not seen chosen."""
    app, board = prepared_board(BANSHEE)
    state = board.state
    for _ in state.hands[0]:
        support.key(app, pygame.K_RIGHT)
        if board.selected == BANSHEE:
            break
    assert board.selected == BANSHEE
    assert board.prompt() == t("board.chosen_ruse_keys", card=card_name(BANSHEE, board.art.naming))
    support.key(app, pygame.K_RETURN)
    assert board.effective_phase() is game.Phase.BANSHEE_PICK
    picks = board.pick_targets()
    assert len(picks) >= 2
    first = picks[board.pick_cursor % len(picks)]
    assert card_name(first, board.art.naming) in board.prompt()
    support.key(app, pygame.K_RIGHT)
    second = picks[board.pick_cursor % len(picks)]
    assert second != first
    assert card_name(second, board.art.naming) in board.prompt()
    assert card_name(first, board.art.naming) not in board.prompt()
    support.key(app, pygame.K_RETURN)
    assert second in state.discard and first not in state.discard


def test_a_ruse_taken_up_acts_on_the_card_clicked_at_once() -> None:
    """After a hint took up her Deserter, an expert's click on its target only started
    the ruse, and she had to click the card again."""
    app, board = prepared_board(BANSHEE)
    state = board.state
    board.selected = BANSHEE  # as the hint leaves it
    theirs = state.sides[2][1][0]
    support.click(app, table_point(board, theirs))
    support.step(app, frames=2)
    assert theirs in state.discard and BANSHEE in state.discard


def test_a_blocked_tactic_card_is_dimmed_where_it_is_drawn_raised_or_not() -> None:
    """A tester saw a Joker dimmed over the tactic limit and the Banshee beside it, raised
    as the chosen card, bright: the shade stayed where the card had been."""
    app, board = prepared_board(BANSHEE)
    state = board.state
    state.tactics_played[0], state.tactics_played[1] = 2, 1
    board.refresh()
    support.step(app, frames=3)
    assert blocked_tactics(board)[BANSHEE].code == "tactic_limit"
    assert "one tactic card ahead" in t("refusal.tactic_limit")

    def shaded() -> pygame.Rect:
        surface = pygame.Surface(app.screen.get_size())
        surface.fill((255, 255, 255))
        hud.draw_blocked(board, surface)
        mask = pygame.mask.from_threshold(surface, (255, 255, 255), (1, 1, 1, 255))
        mask.invert()
        return mask.get_bounding_rects()[0]

    sprite = board.sprites[BANSHEE]
    assert shaded().top == pygame.Rect(sprite.rect).top
    board.selected = BANSHEE
    lift = hud.hand_lift(board, sprite, ())
    assert lift > 0
    assert shaded().top == pygame.Rect(sprite.rect).top - lift


def test_the_recruiter_warns_when_the_decks_hold_fewer_than_three_cards() -> None:
    """A Polish tester played the Recruiter with the decks nearly out: she drew one card
    and put two back without a word of warning."""
    _, board = prepared_board(RECRUITER)
    state = board.state
    board.hover_tactic = RECRUITER
    assert t("board.recruiter_short", count=2) not in (hud.hover_hint(board) or "")
    state.clan_deck[:] = state.clan_deck[:1]
    state.tactic_deck[:] = state.tactic_deck[:1]
    board.refresh()
    hint = hud.hover_hint(board)
    assert hint is not None and hint.endswith(t("board.recruiter_short", count=2))
    state.clan_deck.clear()
    state.tactic_deck.clear()
    board.refresh()
    assert (hud.hover_hint(board) or "").endswith(t("board.recruiter_empty"))


def test_the_hand_keeps_its_places_while_the_recruiters_cards_go_back() -> None:
    """A tester clicked twice at one spot to put two cards back: the hand closed up after
    the first, and the second click took the card that had slid there."""
    app, board = prepared_board(RECRUITER)
    state = board.state
    support.drag(app, hand_point(board, RECRUITER), stone_point(board, 4))
    for _ in range(3):
        support.click(app, board.layout["deck_clan"].center)
    assert state.phase is game.Phase.RECRUIT_RETURN
    support.step(app, frames=30)
    where = {card: pygame.Rect(board.sprites[card].target) for card in state.hands[0]}
    first = sorted(state.hands[0])[len(state.hands[0]) // 2]
    support.click(app, hand_point(board, first))
    assert first not in state.hands[0] and state.phase is game.Phase.RECRUIT_RETURN
    support.step(app, frames=30)
    assert all(pygame.Rect(board.sprites[card].target) == where[card]
               for card in state.hands[0])
    # A click on the empty place takes nothing.
    support.click(app, where[first].center)
    assert state.phase is game.Phase.RECRUIT_RETURN and len(state.hands[0]) == len(where) - 1
    second = next(card for card in state.hands[0] if card != RECRUITER)
    support.click(app, hand_point(board, second))
    assert state.phase is not game.Phase.RECRUIT_RETURN
    support.step(app, frames=30)
    # Once the cards are back, the hand closes up again.
    assert any(pygame.Rect(board.sprites[card].target) != where[card]
               for card in state.hands[0])


def test_a_second_joker_says_not_in_this_round_rather_than_not_now() -> None:
    """An expert one tactic card ahead was told "Not now" of his second Joker, which no
    later turn of the round would allow."""
    app, board = prepared_board(JOKER2)
    state = board.state
    state.joker_played[0] = True
    state.tactics_played[0], state.tactics_played[1] = 1, 0
    board.refresh()
    support.step(app)
    board.hover_tactic = JOKER2  # the pointer over it
    refusal = blocked_tactics(board)[JOKER2]
    assert refusal.code == "one_joker"
    info = t("board.tactic_info", name=board.art.tactic_name(JOKER2),
             text=t(f"tactic.{card_text(JOKER2)}.text"))
    assert hud.hover_hint(board) == t("board.tactic_spent", info=info,
                                      reason=refusal_text(refusal, board.art.naming))
