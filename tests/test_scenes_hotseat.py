"""Hot-seat: the curtain hides both hands until the next player says who they are."""

from __future__ import annotations

import random

import pygame

import game
from game.schotten.cards import TACTIC_CARDS
from scenes.core.app import App
from scenes.schotten import hud
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.session import SetupChoices
from scenes.schotten.setup import session_from
from scenes.schotten.summary import RoundSummary
from scenes.shell.dialogs import CurtainOverlay, HandCurtain, PauseOverlay
from scenes.shell.modal import ConfirmDialog
from scenes.shell.rules import RulesScene
from scenes.ui.text import t
from tests import scenes_support as support
from tests.invariants_support import step_checked


def faces_in_hands(board: BoardScene) -> list[int]:
    return [s.card for s in board.sprites.values()
            if s.zone in ("hand", "opponent") and s.face_up]


def drawn_cards(board: BoardScene) -> list[int]:
    """The cards the table draws from now on, in order (face down ones as backs)."""
    drawn: list[int] = []
    original = board.art.blit

    def record(surface: pygame.Surface, card: int, rect: pygame.FRect) -> None:
        drawn.append(card)
        original(surface, card, rect)

    board.art.blit = record  # type: ignore[method-assign]
    return drawn


def hotseat_board() -> tuple[App, BoardScene]:
    app = support.make_app()
    setup = SetupChoices(mode="hotseat", name1="Ada", name2="Bea", first="me")
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, 5)))
    app.stack.push(board)
    support.step(app, frames=2)
    return app, board


def one_person_board() -> tuple[App, BoardScene]:
    """A table of one person against the computer, on the person's first turn."""
    app = support.make_app()
    board = BoardScene(app, schotten.start(app, session_from(SetupChoices(first="me"), 5)))
    app.stack.push(board)
    support.step(app)
    return app, board


def test_the_curtain_asks_the_other_player_to_look_away() -> None:
    app, _ = hotseat_board()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    texts = support.drawn_texts(app, curtain)
    assert t("curtain.body.two") in texts and t("curtain.body") not in texts


def test_no_hand_is_face_up_before_the_curtain_is_dismissed() -> None:
    app, board = hotseat_board()
    assert isinstance(app.stack.top, CurtainOverlay)
    assert faces_in_hands(board) == []
    hand = set(board.state.hands[0]) | set(board.state.hands[1])
    curtain = app.stack.top
    support.click(app, curtain.button.rect.center)
    assert board.viewer == 0
    assert set(faces_in_hands(board)) == set(board.state.hands[0])
    card = next(c for c in board.state.hands[0] if c < 54)
    rect = board.sprites[card].rect
    support.drag(app, (rect.centerx, rect.y + 20), board.layout["stone_3"].center)
    assert card in board.state.sides[2][0]
    support.step(app, frames=3)
    assert board.state.to_move == 1
    assert isinstance(app.stack.top, CurtainOverlay)
    assert faces_in_hands(board) == []
    assert not (set(board.state.hands[1]) & set(faces_in_hands(board)))
    support.key(app, pygame.K_RETURN)
    assert board.viewer == board.perspective == 1
    assert set(faces_in_hands(board)) == set(board.state.hands[1])
    assert "Ada" in board.message
    assert hand  # both hands existed throughout


def test_the_frame_under_the_curtain_shows_only_card_backs() -> None:
    app, board = hotseat_board()
    assert board.viewer is None
    drawn = drawn_cards(board)
    support.step(app)
    hands = set(board.state.hands[0]) | set(board.state.hands[1])
    assert drawn and not (set(drawn) & hands)
    assert board.state.phase is game.Phase.PLAY


def test_under_the_curtain_only_public_cards_are_drawn_whatever_tactic_card_was_played(
) -> None:
    """Hot-seat tactics rounds in which both people play tactic cards whenever they can,
    at the fast animation speed (cards still in flight when the curtain comes down):
    every frame drawn under a curtain shows only the cards both people may see."""
    played: set[int] = set()
    curtain_frames = 0
    for seed in range(4):
        app = support.make_app(speed="fast")
        setup = SetupChoices(mode="hotseat", tactics=True, first="me")
        board = BoardScene(app, schotten.start(app, session_from(setup, 40 + seed)))
        app.stack.push(board)
        rng = random.Random(seed)
        for _ in range(3000):
            top = app.stack.top
            if board.state.outcome is not None:
                break
            if isinstance(top, CurtainOverlay):
                for _ in range(4):
                    step_checked(app, [], support.FRAME)
                    curtain_frames += 1
                support.click(app, top.button.rect.center)
            elif board.my_turn() and not board.mirror.moving:
                legal = board.legal()
                tactics = [a for a in legal if a.card is not None and a.card >= 54
                           and a.kind is game.Kind.PLAY]
                action = rng.choice(tactics) if tactics else rng.choice(legal)
                if action.card is not None and action.kind is game.Kind.PLAY:
                    played.add(action.card)
                board.submit(action)
            support.step(app)
    assert curtain_frames > 100
    assert set(TACTIC_CARDS) <= played, "every tactic card was played at least once"


def test_the_player_sees_the_card_drawn_before_the_curtain_comes_down() -> None:
    app, board = hotseat_board()
    app.settings.speed = "normal"
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    support.click(app, curtain.button.rect.center)
    before = set(board.state.hands[0])
    card = next(c for c in board.state.hands[0] if c < 54)
    assert board.submit(game.Action.from_text(f"play {game.card_text(card)} 3"))
    for _ in range(60 * 3):  # the claims, then the draw (a click on the deck if it waits)
        if board.hidden_draw is not None:
            board.take_draw()
        if board.state.to_move == 1:
            break
        support.step(app)
    drawn = set(board.state.hands[0]) - before
    assert board.state.to_move == 1 and len(drawn) == 1
    # Straight after the draw the hand is still Ada's, the new card face up in it.
    assert board.viewer == 0 and not isinstance(app.stack.top, CurtainOverlay)
    assert drawn <= set(faces_in_hands(board))
    assert not (set(board.state.hands[1]) & set(faces_in_hands(board)))
    # Meanwhile the table still shows Ada's turn, now over (not "Bea is playing").
    assert hud.seat_at_turn(board) == 0
    assert board.prompt() == t("board.turn_over", name="Bea")
    support.step(app, frames=int(60 * 2.5))
    assert isinstance(app.stack.top, CurtainOverlay) and board.viewer is None
    assert faces_in_hands(board) == []
    # The curtain came down a moment after the card landed: on Ada's next turn it glows
    # in her hand again (a Greek family barely saw it), never in Bea's.
    support.click(app, app.stack.top.button.rect.center)
    assert board.viewer == 1 and not (drawn & board.fresh_cards)
    card = next(c for c in board.state.hands[1] if c < 54)
    stone = next(a.stone for a in board.state.legal_actions()
                 if a.kind is game.Kind.PLAY and a.card == card)
    assert board.submit(game.Action.from_text(f"play {game.card_text(card)} {stone + 1}"))
    for _ in range(60 * 5):
        if board.hidden_draw is not None:
            board.take_draw()
        if isinstance(app.stack.top, CurtainOverlay):
            break
        support.step(app)
    assert isinstance(app.stack.top, CurtainOverlay)
    support.click(app, app.stack.top.button.rect.center)
    assert board.viewer == 0 and board.fresh_cards == frozenset(drawn)
    assert board.fresh_left > 0 and board.pulsing()


def test_no_hand_stays_face_up_once_the_round_is_over() -> None:
    """The last player's hand (and what they knew of the decks) stayed face up behind the
    summary and under View board, which both players look at."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)  # Ada at the screen
    assert board.viewer == 0 and faces_in_hands(board)
    board.concede()  # the round ends on Ada's turn, with her hand on the screen
    support.step(app, frames=3)
    assert board.state.outcome is not None and board.viewer is None
    assert faces_in_hands(board) == []


def test_conceding_in_hot_seat_names_who_gives_up_and_who_wins() -> None:
    """"Your opponent wins this round" read as either player to two people at one screen."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    assert board.concede_body() == t("confirm.concede.body_named", name="Ada", winner="Bea")
    # In a match's last round it says that the match ends (a tester's did, unannounced).
    match = board.session.match
    index, rounds = match.index, match.rounds
    match.index, match.rounds = 2, 3
    assert board.concede_body() == t("confirm.concede.last", body=t(
        "confirm.concede.body_named", name="Ada", winner="Bea"))
    match.index, match.rounds = index, rounds
    app.settings.confirm_concede = True
    board.open_pause()
    support.step(app, frames=2)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    concede = next(b for b in pause.buttons if b.label == t("pause.concede"))
    support.click(app, concede.rect.center)
    support.step(app, frames=2)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog) and "Ada" in confirm.body and "Bea" in confirm.body


def test_behind_the_curtain_nobody_may_concede_and_an_ended_round_lifts_it() -> None:
    """A Greek tester paused over the curtain and gave up the round in the name of a
    player who had not seen it; the curtain then stood over the winner's banner, and the
    hand of the player who clicked it lay face up under the summary."""
    app, board = hotseat_board()
    assert isinstance(app.stack.top, CurtainOverlay) and board.viewer is None
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    concede = next(b for b in pause.buttons if b.label == t("pause.concede"))
    assert not concede.enabled
    # Nor deal it again: Restart stood open to the player not on turn (a tester).
    restart = next(b for b in pause.buttons if b.label == t("pause.restart"))
    assert not restart.enabled
    assert pause.note == t("pause.concede_curtain")  # the greyed buttons say why
    board.concede()
    assert board.state.outcome is None
    # However a round ends under the curtain, the curtain goes and no hand shows.
    pause.close()
    board.state.resign(0)
    board.after_action()
    support.step(app, frames=3)
    assert not any(isinstance(scene, CurtainOverlay) for scene in app.stack.scenes)
    assert board.viewer is None and faces_in_hands(board) == []
    board.dismiss_curtain()
    assert board.viewer is None and faces_in_hands(board) == []


def test_the_curtain_back_from_a_pause_says_the_turn_goes_on() -> None:
    """"Pass the computer to Sam" greeted Sam back from his own pause (a tester)."""
    app, board = hotseat_board()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    curtain.dismiss()
    seat = board.viewer
    assert seat is not None
    pause = PauseOverlay(app, board)
    app.stack.push(pause)
    support.step(app)
    pause.back_to_table()
    support.step(app, frames=2)
    back = app.stack.top
    assert isinstance(back, HandCurtain)
    drawn = support.drawn_texts(app, back)
    assert t("curtain.resume.title", name=board.name(seat)) in drawn
    assert t("curtain.title", name=board.name(seat)) not in drawn


def test_the_menu_says_nothing_of_conceding_once_the_player_is_known() -> None:
    app, board = hotseat_board()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    curtain.dismiss()
    pause = PauseOverlay(app, board)
    assert pause.note == "" and all(button.enabled for button in pause.buttons)


def test_the_menu_can_be_clicked_under_the_curtain_without_showing_a_hand() -> None:
    """A family playing by mouse could stop only after saying who they were: the table's
    Menu button lay dimmed under the curtain, and only Esc reached the pause menu."""
    app, board = hotseat_board()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    support.step(app, frames=2)
    assert curtain.menu.rect == board.buttons["menu"].rect  # where it always is
    support.click(app, curtain.menu.rect.center)
    assert isinstance(app.stack.top, PauseOverlay)
    assert board.viewer is None and faces_in_hands(board) == []
    pauses = [scene for scene in app.stack.scenes if isinstance(scene, PauseOverlay)]
    assert len(pauses) == 1
    pauses[0].close()
    support.step(app, frames=2)
    back: object = app.stack.top  # not narrowed by the isinstance above
    assert back is curtain


def says_who_before_the_hand(app: App, board: BoardScene, hand: set[int],
                             drawn: list[int]) -> None:
    """Ada's curtain is up over an empty table, and Enter shows her hand again."""
    curtain = app.stack.top
    assert isinstance(curtain, HandCurtain) and curtain.name == "Ada"
    drawn.clear()
    support.step(app)
    assert not (set(drawn) & hand)
    support.key(app, pygame.K_RETURN)
    assert app.stack.top is board and board.viewer == 0


def test_resuming_a_pause_mid_turn_puts_the_curtain_back_over_the_hand() -> None:
    """A hot-seat tester paused mid-turn to step away: Resume showed her hand to whoever
    pressed it. It comes back behind her curtain, on a table with no card drawn."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    assert board.viewer == 0 and app.stack.top is board
    hand = set(board.state.hands[0])
    drawn = drawn_cards(board)
    for resume in ("escape", "button"):
        support.key(app, pygame.K_ESCAPE)
        pause = app.stack.top
        assert isinstance(pause, PauseOverlay)
        drawn.clear()
        support.step(app)
        assert not (set(drawn) & hand)  # nor under the pause menu
        if resume == "escape":
            support.key(app, pygame.K_ESCAPE)
        else:
            button = next(b for b in pause.buttons if b.label == t("pause.resume"))
            support.click(app, button.rect.center)
        says_who_before_the_hand(app, board, hand, drawn)
        assert set(faces_in_hands(board)) == hand


def test_closing_the_help_page_mid_turn_puts_the_curtain_back_over_the_hand() -> None:
    """F1 in the middle of Ada's turn, then F1, Escape or Back closed the help page: her
    hand came back face up to whoever was at the screen by then."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    hand = set(board.state.hands[0])
    drawn = drawn_cards(board)
    for close in ("f1", "escape", "back"):
        support.key(app, pygame.K_F1)
        page = app.stack.top
        assert isinstance(page, RulesScene)
        if close == "f1":
            support.key(app, pygame.K_F1)
        elif close == "escape":
            support.key(app, pygame.K_ESCAPE)
        else:
            support.click(app, page.back.rect.center)
        says_who_before_the_hand(app, board, hand, drawn)


def test_the_help_page_over_the_curtain_or_one_person_s_table_closes_to_it() -> None:
    app, board = hotseat_board()
    curtain = app.stack.top
    assert isinstance(curtain, CurtainOverlay)
    support.key(app, pygame.K_F1)
    support.key(app, pygame.K_F1)
    assert app.stack.top is curtain
    app, board = one_person_board()
    support.key(app, pygame.K_F1)
    page: object = app.stack.top
    assert isinstance(page, RulesScene)
    support.key(app, pygame.K_ESCAPE)
    assert app.stack.top is board


def test_resuming_with_one_person_at_the_screen_needs_no_curtain() -> None:
    app, board = one_person_board()
    support.key(app, pygame.K_ESCAPE)
    pause: object = app.stack.top
    assert isinstance(pause, PauseOverlay) and not pause.opaque
    support.key(app, pygame.K_ESCAPE)
    assert app.stack.top is board


def test_the_round_summary_keeps_the_first_player_in_the_first_column() -> None:
    """The columns read "Bea | Ada" after Bea's last move and "Ada | Bea" for the same
    round after Continue."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    board.perspective = 1  # as after Bea's turn
    summary = RoundSummary(app, board)
    assert summary.first_seat() == 0


def test_a_hint_asked_in_hot_seat_says_there_are_none() -> None:
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    support.key(app, pygame.K_h)
    assert board.message == t("hint.hotseat")


def test_the_score_counts_a_won_round_before_its_summary() -> None:
    """"0 – 0" stood under "You win the round!" until the summary came up."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    board.concede()
    assert board.state.outcome is not None and not board.session.match.results
    assert sorted(hud.shown_scores(board)) == [0, 5]
    support.step(app, frames=400)
    assert board.session.match.results and hud.shown_scores(board) == board.session.match.scores


def test_a_concession_is_said_in_the_log() -> None:
    """The log had no trace of how a conceded round ended."""
    app, board = hotseat_board()
    support.key(app, pygame.K_RETURN)
    board.concede()
    support.step(app)
    assert hud.log_lines(board)[-1] == (0, t("summary.reason.conceded", name="Ada"))


def test_the_first_curtain_does_not_wait_for_the_deal() -> None:
    app = support.make_app(speed="normal")
    setup = SetupChoices(mode="hotseat", name1="Ada", name2="Bea", first="me")
    schotten.remember(app, setup)
    board = BoardScene(app, schotten.start(app, session_from(setup, 5)))
    app.stack.push(board)
    support.step(app, frames=2)
    assert isinstance(app.stack.top, CurtainOverlay) and board.mirror.moving
    assert faces_in_hands(board) == []
