"""The Take That table: the row, 2–4 seats, drag and drop, computer turns, the hot-seat
curtain and the end of a round.

Every action goes to the engine (``play``); afterwards the sprites are derived from the
seat's view again. A drop or a key press is mapped to an ``Action`` here and the engine
decides; a refusal is shown in the player's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import (
    TAKE,
    Action,
    Kind,
    Phase,
    TakeThatMatch,
    TakeThatState,
    TakeThatView,
    twin,
)
from game.takethat import actions as act
from game.takethat.ai import make_player
from game.takethat.ai.base import Player
from scenes.core.scene import Scene
from scenes.shell.dialogs import CurtainOverlay, PauseOverlay
from scenes.table.computer import ComputerSeats, ComputerTurn
from scenes.table.input import Drag, TableInput
from scenes.table.timing import (
    BASE_DURATION,
    COMPUTER_PAUSE,
    MESSAGE_SECONDS,
    ROUND_END_PAUSE,
    SOUND_GAP,
)
from scenes.takethat import paint, placement
from scenes.takethat.art import CardArt
from scenes.takethat.records import book_game, book_session_round
from scenes.takethat.session import KEY, TakeThatSession, start
from scenes.takethat.summary import TakeThatSummary
from scenes.takethat.words import describe, refusal_text
from scenes.ui import theme
from scenes.ui.sprites import CardSprite, Key
from scenes.ui.text import joined, t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App

Target = tuple[int, pygame.FRect, str, int]
"""Where a card belongs: (face or -1, rect, zone, layer)."""
ZONE_ORDER: Final = {"up": 0, "down": 1, "row": 2, "hand": 3}
COMPUTER_MOVE_SECONDS: Final = 2.5


class TakeThatBoard(TableInput, ComputerSeats, Scene):
    def __init__(self, app: App, session: TakeThatSession) -> None:
        super().__init__(app)
        self.session = session
        self.computers: dict[int, Player] = {
            seat: make_player(spec.level) for seat, spec in enumerate(session.players)
            if spec.level is not None
        }
        self.art = CardArt(app.assets)
        self.sprites: dict[Key, CardSprite] = {}
        self.draw_order: list[CardSprite] = []
        self.drag: Drag | None = None
        self.selected: int | None = None
        self.hover: int | None = None
        self.message = ""
        self.message_colour = theme.TEXT_LIGHT
        self.message_time = 0.0
        self.worker: ComputerTurn | None = None
        self.wait = 0.0
        self.time = 0.0
        self.round_timer = 0.0
        self.summary_shown = False
        self.curtain_shown = False
        self.seen_actions = 0
        self.static: pygame.Surface | None = None
        self.static_key: tuple[object, ...] = ()
        self.buttons = {
            "take": Button(t("tt.board.take"), self.take, primary=True),
            "menu": Button(t("board.menu"), self.open_pause),
        }
        self.perspective = 0
        self.viewer: int | None = None
        self.layout = placement.build(app.size, session.match.config.players, 0)
        self.start_round()

    # ----- the round and whose screen it is

    @property
    def state(self) -> TakeThatState:
        return self.session.match.state

    @property
    def players(self) -> int:
        return self.session.match.config.players

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
        self.wait = self.computer_pause()
        self.seen_actions = len(self.state.log)
        self.set_message("")
        self.sprites.clear()
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

    game_key = KEY
    can_restart = False
    """A round follows from the game's seed, so it is never dealt again."""
    concede_keys = ("tt.pause.abandon", "tt.confirm.abandon.title", "tt.confirm.abandon.body",
                    "tt.confirm.abandon.yes")

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.computers

    def in_round(self) -> bool:
        return self.state.outcome is None

    def my_turn(self) -> bool:
        """The seat at the screen is to move and may act."""
        seat = self.state.to_move
        return seat is not None and seat == self.viewer and self.is_human(seat)

    def name(self, seat: int) -> str:
        return self.session.players[seat].name

    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.my_turn() else []

    # ----- sprites mirror the view

    def duration(self) -> float:
        factor = self.app.settings.speed_factor
        return BASE_DURATION / factor if factor > 0 else 0.0

    def computer_pause(self) -> float:
        factor = self.app.settings.speed_factor
        return COMPUTER_PAUSE / factor if factor > 0 else 0.0

    def relayout(self) -> None:
        self.layout = placement.build(self.app.size, self.players, self.perspective)
        lay = self.layout
        self.buttons["take"].rect = lay.take_button
        self.buttons["menu"].rect = lay.menu_button

    def hand_order(self, view: TakeThatView) -> list[int]:
        return sorted(view.hand)

    def targets(self, view: TakeThatView) -> dict[Key, Target]:
        """Where every card of ``view`` belongs."""
        lay = self.layout
        result: dict[Key, Target] = {}
        for seat, zones in lay.seats.items():
            shown = seat == self.perspective and self.viewer == seat
            count = view.hand_sizes[seat]
            gap = lay.px(8) if seat == self.perspective else -zones.hand_card[0] * 0.55
            rects = placement.fan(zones.hand, count, zones.hand_card, gap)
            hand = self.hand_order(view) if shown else []
            for index, rect in enumerate(rects):
                key: Key = hand[index] if shown else ("back", seat, index)
                result[key] = (hand[index] if shown else -1, rect, "hand", 100 + index)
            step = max(1, lay.px(2))
            for index, card in enumerate(view.face_up[seat]):
                rect = pygame.FRect(zones.face_up).move(min(index, 12) * step / 2,
                                                        -min(index, 12) * step / 2)
                result[card] = (card, rect, "up", 10 + index)
            for index in range(view.face_down_counts[seat]):
                rect = pygame.FRect(zones.face_down).move(min(index, 12) * step / 2,
                                                          -min(index, 12) * step / 2)
                result[("down", seat, index)] = (-1, rect, "down", 10 + index)
        slots = lay.row_slots(len(view.row))
        for index, card in enumerate(view.row):
            result[card] = (card, slots[index], "row", 50 + index)
        return result

    def refresh(self, dealing: bool = False) -> None:
        """Derive the sprites from the engine's view of the seat at the screen."""
        view = self.state.view(self.perspective)
        self.view = view
        self.slots = self.layout.row_slots(len(view.row))
        duration = self.duration()
        log = self.state.log
        actor = log[-1][0] if len(log) > self.seen_actions else None
        self.seen_actions = len(log)
        targets = self.targets(view)
        pile = pygame.FRect(self.layout.pile)
        taken = [sprite.rect for key, sprite in self.sprites.items()
                 if sprite.zone == "row" and key not in targets]
        for key in [key for key in self.sprites if key not in targets]:
            del self.sprites[key]
        deal_index = 0
        for key, (face, rect, zone, layer) in targets.items():
            sprite = self.sprites.get(key)
            if sprite is not None:
                sprite.card, sprite.zone, sprite.layer = face, zone, layer
                sprite.retarget(rect, duration)
                continue
            sprite = CardSprite(key, face, pygame.FRect(rect), zone, layer=layer)
            self.sprites[key] = sprite
            if duration <= 0:
                continue
            if dealing:
                if zone == "hand":
                    sprite.fly_from(pile, duration * 1.4, delay=deal_index * 0.04)
                    deal_index += 1
            elif zone == "down" and taken:
                sprite.fly_from(taken.pop(0), duration * 1.3)
            elif zone in ("row", "up") and actor is not None:
                sprite.fly_from(pygame.FRect(self.layout.seats[actor].hand), duration * 1.3)
            elif zone in ("hand", "down"):
                sprite.fly_from(pile, duration)
        self.draw_order = sorted(self.sprites.values(),
                                 key=lambda s: (ZONE_ORDER.get(s.zone, 5), s.layer))
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

    def snap(self) -> None:
        for sprite in self.draw_order:
            sprite.progress = 1.0
            sprite.rect = pygame.FRect(sprite.target)

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
            self.app.audio.play("draw", delay=SOUND_GAP)
        self.worker = None
        self.wait = self.computer_pause()
        state = self.state
        if self.session.hotseat and state.to_move != self.viewer:
            self.viewer = None
            self.curtain_shown = False
        self.refresh()

    def take(self) -> None:
        self.submit(TAKE)

    def play_card(self, card: int, onto: int | None = None) -> bool:
        """Map a card put on the row to an action: onto its twin twists it out, anywhere
        else on the row extends it (or starts the new row after a take)."""
        if self.state.phase is Phase.START:
            return self.submit(act.start(card))
        if onto is not None and twin(card) == onto:
            return self.submit(act.twist(card))
        return self.submit(act.extend(card))

    def set_message(self, text: str, colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
        self.message = text
        self.message_colour = colour
        self.message_time = MESSAGE_SECONDS if text else 0.0

    def cancel(self) -> bool:
        if self.drag is not None:
            self.drag = None
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def open_pause(self) -> None:
        self.cancel()
        self.app.stack.push(PauseOverlay(self.app, self))

    def update(self, dt: float) -> None:
        self.time += dt
        if self.layout.size != self.app.size:
            self.resize(self.app.size)
        for sprite in self.draw_order:
            sprite.update(dt)
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0:
                self.message = ""
        self.update_buttons()
        busy = any(sprite.moving for sprite in self.draw_order)
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

    def computer_failed(self, seat: int) -> None:
        self.set_message(t("board.computer_failed", name=self.name(seat)), theme.ERROR)

    def computer_played(self, seat: int, action: Action) -> None:
        # What the computer did stays readable a moment (a twist or a take is easy to miss).
        self.set_message(describe(action, self.name(seat)))
        self.message_time = COMPUTER_MOVE_SECONDS

    def finish_round(self, dt: float, busy: bool) -> None:
        if self.summary_shown or busy:
            return
        self.round_timer += dt
        if self.round_timer < (ROUND_END_PAUSE if self.duration() else 0.0):
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

    def next_round(self) -> None:
        match = self.session.match
        if match.is_over:
            return
        match.next_round()
        self.start_round()

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
        self.sprites.clear()
        self.relayout()
        self.refresh()
        self.snap()
        lines = []
        for who, action in reversed(self.state.log):
            if who == seat:
                break
            lines.append(describe(action, self.name(who)))
        if lines:
            self.set_message(joined(lines[:4][::-1]))
            self.message_time = MESSAGE_SECONDS * 2

    def resize(self, size: tuple[int, int]) -> None:
        if self.layout.size == size and self.draw_order:
            return
        self.relayout()
        if hasattr(self, "view"):
            self.refresh()
            self.snap()

    # ----- input

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        for sprite in reversed(self.draw_order):
            if sprite.zone == "hand" and sprite.face_up and sprite.rect.collidepoint(pos):
                return sprite.card
        return None

    def row_card_at(self, pos: tuple[int, int]) -> int | None:
        for sprite in reversed(self.draw_order):
            if sprite.zone == "row" and sprite.rect.collidepoint(pos):
                return sprite.card
        return None

    def on_row(self, pos: tuple[int, int]) -> bool:
        end = self.slots[-1] if self.slots else pygame.FRect(self.layout.row_area)
        return self.layout.row_area.collidepoint(pos) or end.collidepoint(pos)

    def hovering(self, pos: tuple[int, int]) -> None:
        self.hover = self.hand_card_at(pos)

    def press(self, pos: tuple[int, int]) -> None:
        card = self.hand_card_at(pos)
        if card is not None and self.my_turn():
            sprite = self.sprites[card]
            self.drag = Drag(card, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y), pos)

    def release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.dragging:
            self.drop(drag.card, pos)
            return
        if drag is not None:
            self.selected = None if self.selected == drag.card else drag.card
            return
        if self.selected is not None and self.my_turn():
            self.drop(self.selected, pos)

    def drop(self, card: int, pos: tuple[int, int]) -> None:
        onto = self.row_card_at(pos)
        if onto is not None or self.on_row(pos):
            self.play_card(card, onto)
        elif pos[1] < self.layout.seats[self.perspective].panel.y:
            self.set_message(t("tt.board.drop_on_row"), theme.ERROR)

    def key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            if not self.cancel():
                self.open_pause()
            return
        if not self.my_turn():
            return
        hand = self.hand_order(self.view)
        digit = key - pygame.K_1 if pygame.K_1 <= key <= pygame.K_9 else None
        if key in (pygame.K_LEFT, pygame.K_RIGHT) and hand:
            step = 1 if key == pygame.K_RIGHT else -1
            index = hand.index(self.selected) if self.selected in hand else -step
            self.selected = hand[(index + step) % len(hand)]
        elif digit is not None and digit < len(hand):
            self.selected = hand[digit]
        elif key == pygame.K_t:
            self.take()
        elif self.selected is None:
            return
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_e):
            self.play_card(self.selected)
        elif key == pygame.K_x:
            self.submit(act.twist(self.selected))

    def update_buttons(self) -> None:
        take = self.buttons["take"]
        take.visible = self.my_turn() and self.state.phase is Phase.TURN
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
        if state.phase is Phase.START:
            return t("tt.board.start")
        if self.selected is not None:
            return t("tt.board.selected", card=self.selected)
        if self.session.hotseat:
            return t("tt.board.your_turn", name=self.name(seat))
        return t("tt.board.your_turn_alone")

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_board(self, surface)
