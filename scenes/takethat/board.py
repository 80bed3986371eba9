"""The Take That table's controller: 2–4 seats, whose screen it is, the round's life (deal,
moves, computer turns, the hot-seat curtain, the round's end), and the way of an
``Action`` to the engine (``submit``) and back to the sprites (``refresh``). Input is in
``controls`` and ``modes``, geometry in ``placement``, drawing in ``paint``, texts in
``words``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import TAKE, Action, Kind, TakeThatMatch, TakeThatState, TakeThatView, twin
from game.takethat import actions as act
from game.takethat.ai import make_player
from scenes.shell.dialogs import CurtainOverlay
from scenes.table import timing
from scenes.table.base import CardTable
from scenes.takethat import controls, paint, placement
from scenes.takethat.art import CardArt
from scenes.takethat.modes import MODES, Mode
from scenes.takethat.records import book_game, book_session_round
from scenes.takethat.session import KEY, TakeThatSession, start
from scenes.takethat.summary import TakeThatSummary
from scenes.takethat.words import describe, refusal_text
from scenes.ui import theme
from scenes.ui.sprites import CardSprite
from scenes.ui.text import joined, t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App

COMPUTER_MOVE_SECONDS: Final = 2.5


class TakeThatBoard(CardTable):
    view: TakeThatView
    """What the seat shown may know, as of the last ``refresh``."""
    game_key = KEY
    can_restart = False
    """A round follows from the game's seed, so it is never dealt again."""
    concede_keys = ("tt.pause.abandon", "tt.confirm.abandon.title", "tt.confirm.abandon.body",
                    "tt.confirm.abandon.yes")

    def __init__(self, app: App, session: TakeThatSession) -> None:
        super().__init__(app, session.players, make_player, placement.draw_rank)
        self.session = session
        self.art = CardArt(app.assets)
        self.slots: list[pygame.FRect] = []
        """Where the row's cards lie, and one more: the place of the next card."""
        self.seen_actions = 0
        self.static: pygame.Surface | None = None
        self.static_key: tuple[object, ...] = ()
        self.buttons = {
            "take": Button(t("tt.board.take"), self.take, primary=True),
            "menu": Button(t("board.menu"), self.open_pause),
        }
        self.layout = placement.build(app.size, session.match.config.players, 0)
        self.start_round()

    # ----- the round and whose screen it is

    @property
    def state(self) -> TakeThatState:
        return self.session.match.state

    @property
    def match(self) -> TakeThatMatch:
        return self.session.match

    @property
    def players(self) -> int:
        return self.session.match.config.players

    @property
    def mode(self) -> Mode:
        """What the seat at the screen does in the phase of the round."""
        return MODES[self.state.phase]

    def start_round(self) -> None:
        humans = self.session.human_seats()
        if self.session.hotseat:
            self.perspective = self.next_human(self.state.to_move or 0)
            self.viewer = None
        elif humans:
            self.perspective = self.viewer = humans[0]
        else:
            self.perspective, self.viewer = 0, None
        self.summary_shown = self.state.outcome is not None and self.session.match.is_over
        self.curtain_shown = False
        self.worker = None
        self.drag, self.selected = None, None
        self.round_timer = 0.0
        self.wait = timing.computer_pause(self.settings)
        self.seen_actions = len(self.state.log)
        self.set_message("")
        self.mirror.clear()
        self.relayout()
        self.refresh(dealing=True)
        self.app.save_session(KEY)

    def next_human(self, seat: int) -> int:
        """The first person at this computer from ``seat`` on, clockwise."""
        for offset in range(self.players):
            candidate = (seat + offset) % self.players
            if self.is_human(candidate):
                return candidate
        return seat

    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.my_turn() else []

    # ----- sprites mirror the view

    def relayout(self) -> None:
        self.layout = placement.build(self.app.size, self.players, self.perspective)
        lay = self.layout
        self.buttons["take"].rect = lay.take_button
        self.buttons["menu"].rect = lay.menu_button

    def refresh(self, dealing: bool = False) -> None:
        """Derive the sprites from the engine's view of the seat at the screen."""
        view = self.state.view(self.perspective)
        self.view = view
        self.slots = self.layout.row_slots(len(view.row))
        duration = timing.duration(self.settings)
        log = self.state.log
        actor = log[-1][0] if len(log) > self.seen_actions else None
        self.seen_actions = len(log)
        places = placement.places(self.layout, view, self.viewer == view.seat)
        pile = pygame.FRect(self.layout.pile)
        taken = [sprite.rect for sprite in self.mirror.leave(places) if sprite.zone == "row"]
        dealt = 0

        def enter(sprite: CardSprite) -> None:
            nonlocal dealt
            if duration <= 0:
                return
            if dealing:
                if sprite.zone == "hand":
                    sprite.fly_from(pile, duration * 1.4, delay=dealt * 0.04)
                    dealt += 1
            elif sprite.zone == "down" and taken:
                sprite.fly_from(taken.pop(0), duration * 1.3)
            elif sprite.zone in ("row", "up") and actor is not None:
                sprite.fly_from(pygame.FRect(self.layout.seats[actor].hand), duration * 1.3)
            elif sprite.zone in ("hand", "down"):
                sprite.fly_from(pile, duration)

        self.mirror.arrive(places, duration, enter)
        if self.selected is not None and self.selected not in view.hand:
            self.selected = None
        self.update_buttons()

    @property
    def last_played(self) -> int | None:
        """The card last put on the row (outlined, so that a computer's move is easy to see)."""
        for _, action in reversed(self.state.log):
            if action.kind in (Kind.EXTEND, Kind.START):
                return action.card
        return None

    # ----- moving the game on

    def submit(self, action: Action) -> bool:
        """Ask the engine; show its reason when it refuses."""
        if not self.my_turn():
            return False
        refusal = self.state.refusal(action)
        if refusal is not None:
            self.set_message(t("board.refused", reason=refusal_text(refusal)), theme.ERROR)
            self.app.audio.play("button")
            return False
        self.state.play(action)
        self.selected = None
        self.set_message("")
        self.after_action()
        return True

    def after_action(self) -> None:
        self.app.save_session(KEY)
        self.app.audio.play("place")
        if len(self.state.pile) < self.view.pile_size:
            self.app.audio.play("draw", delay=timing.SOUND_GAP)
        self.worker = None
        self.wait = timing.computer_pause(self.settings)
        state = self.state
        if self.session.hotseat and state.to_move != self.viewer:
            self.viewer = None
            self.curtain_shown = False
        self.refresh()

    def take(self) -> None:
        self.submit(TAKE)

    def play_card(self, card: int, onto: int | None = None) -> bool:
        """A card put on the row (``onto`` a row card, or at its end), as the phase's mode
        says: onto its twin twists it out, anywhere else extends the row (or starts the new
        row after a take)."""
        action = self.mode.put(card, onto)
        return action is not None and self.submit(action)


    def update(self, dt: float) -> None:
        self.time += dt
        if self.layout.size != self.app.size:
            self.resize(self.app.size)
        self.mirror.update(dt)
        self.fade_message(dt)
        self.update_buttons()
        busy = self.mirror.moving
        state = self.state
        if state.outcome is not None:
            self.finish_round(dt, busy)
            return
        seat = state.to_move
        if seat in self.computers:
            self.computer_step(seat, dt, busy)
        elif (self.session.hotseat and seat is not None and self.viewer != seat
              and not self.curtain_shown and not busy):
            self.curtain_shown = True
            self.app.stack.push(CurtainOverlay(self.app, self, seat))

    @property
    def seed(self) -> int:
        return self.session.match.seed

    def computer_played(self, seat: int, action: Action) -> None:
        # What the computer did stays readable a moment (a twist or a take is easy to miss).
        self.set_message(describe(action, self.name(seat)))
        self.message_time = COMPUTER_MOVE_SECONDS

    def finish_round(self, dt: float, busy: bool) -> None:
        if self.summary_shown or busy:
            return
        self.round_timer += dt
        if self.round_timer < (timing.ROUND_END_PAUSE if timing.duration(self.settings) else 0.0):
            return
        match = self.session.match
        if len(match.results) <= match.index:
            match.record_round()
            if book_session_round(self.app.stats, self.session):
                self.app.save_statistics()
            self.app.save_session(KEY)
        self.summary_shown = True
        outcome = self.state.outcome
        won = outcome is not None and any(self.is_human(s) for s in outcome.winners)
        self.app.audio.play("win" if won or not self.computers else "lose")
        self.app.stack.push(TakeThatSummary(self.app, self))

    def restart_round(self) -> None:
        """Rounds follow from the game's seed, so a round is never dealt again."""

    def concede(self) -> None:
        """Abandon the game: it counts as played and not won, and cannot be continued."""
        session = self.session
        group = session.group
        if group is not None and not session.match.is_over:
            key = f"takethat:{session.match.seed}:game"
            if book_game(self.app.stats, key, group, (), session.counted_seat):
                self.app.save_statistics()
        if self.app.sessions.get(KEY) is session:
            self.app.forget_session(KEY)
        self.app.go_home()

    def rematch(self) -> None:
        """A new game with the same seats and rules, from the main menu."""
        old = self.session
        session = TakeThatSession(TakeThatMatch.start(old.match.config, self.app.new_seed()),
                                  old.players, old.demo)
        start(self.app, session)
        self.app.go_home()
        self.app.stack.push(TakeThatBoard(self.app, session))

    def dismiss_curtain(self) -> None:
        """The next person has said who they are: turn the table to them and say what the
        others did since their last turn."""
        seat = self.state.to_move
        if seat is None:
            return
        self.perspective = self.viewer = seat
        self.mirror.clear()
        self.relayout()
        self.refresh()
        self.mirror.snap()
        lines = []
        for who, action in reversed(self.state.log):
            if who == seat:
                break
            lines.append(describe(action, self.name(who)))
        if lines:
            self.set_message(joined(lines[:4][::-1]))
            self.message_time = timing.MESSAGE_SECONDS * 2

    def resize(self, size: tuple[int, int]) -> None:
        if self.layout.size == size and self.draw_order:
            return
        self.relayout()
        if hasattr(self, "view"):
            self.refresh()
            self.mirror.snap()

    # ----- input (``controls``): from the pointer and the keys to actions

    def hovering(self, pos: tuple[int, int]) -> None:
        controls.hovering(self, pos)

    def press(self, pos: tuple[int, int]) -> None:
        controls.press(self, pos)

    def release(self, pos: tuple[int, int]) -> None:
        controls.release(self, pos)

    def key(self, key: int) -> None:
        controls.key(self, key)

    def update_buttons(self) -> None:
        take = self.buttons["take"]
        take.visible = self.my_turn() and self.mode.takes
        take.enabled = TAKE in self.legal()

    # ----- what the player may do now

    def drop_targets(self, card: int) -> tuple[bool, int | None]:
        """For a held hand card: whether the row's end takes it, and the row card it can
        twist out (both from the engine's legal actions)."""
        legal = self.legal()
        extend = any(a.card == card and a.kind in (Kind.EXTEND, Kind.START) for a in legal)
        twists = act.twist(card) in legal
        return extend, twin(card) if twists else None

    def prompt(self) -> str:
        state = self.state
        if state.outcome is not None:
            return t("tt.board.round_over")
        seat = state.to_move
        if seat is None:
            return ""
        if seat in self.computers:
            return t("board.thinking", name=self.name(seat))
        if not self.my_turn():
            return t("board.their_turn", name=self.name(seat))
        if self.drag is not None and self.drag.dragging:
            return t("tt.board.dragging", card=self.drag.card)
        return self.mode.prompt(self)

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_board(self, surface)
