"""The board: the table drawn from one seat's view, drag and drop, claims, tactic cards,
computer turns and the hot-seat hand-over.

Every action goes to the engine; afterwards the sprites are derived from the new view.
Tactic cards that take several steps are tried on a copy of the state first, so the
player can cancel before the last step (except Recruiter draws, which reveal cards).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

import game
from game.schotten import actions as act
from game.schotten.actions import Action, Kind
from game.schotten.ai import make_player
from game.schotten.ai.base import Player
from game.schotten.cards import (
    BANSHEE,
    BLUFF,
    MUD,
    RECRUITER,
    RUSES,
    STRATEGIST,
    TRAITOR,
    colour_of,
)
from scenes.core.scene import Scene
from scenes.schotten.art import SchottenArt
from scenes.schotten.layout import Layout
from scenes.schotten.records import book_session_round
from scenes.schotten.session import KEY, Session, remembered, start
from scenes.schotten.summary import RoundSummary
from scenes.schotten.undo import undo_point, undone
from scenes.schotten.words import card_name, describe, refusal_text
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
from scenes.ui import theme
from scenes.ui.sprites import CardSprite, Key
from scenes.ui.text import joined, language, t
from scenes.ui.widgets import Button, blit_centred, draw_banner, draw_panel, wrap

if TYPE_CHECKING:
    from scenes.core.app import App

Phase = game.Phase

MID_TACTIC: Final = frozenset({
    Phase.STRATEGIST_PICK, Phase.STRATEGIST_PLACE, Phase.BANSHEE_PICK,
    Phase.TRAITOR_PICK, Phase.TRAITOR_PLACE,
})
PICK_PHASES: Final = frozenset({Phase.STRATEGIST_PICK, Phase.BANSHEE_PICK, Phase.TRAITOR_PICK})
PLACE_PHASES: Final = frozenset({Phase.STRATEGIST_PLACE, Phase.TRAITOR_PLACE})
DRAW_PHASES: Final = frozenset({Phase.DRAW, Phase.RECRUIT_DRAW})
RUSE_OF_PHASE: Final = {
    Phase.RECRUIT_DRAW: RECRUITER, Phase.RECRUIT_RETURN: RECRUITER,
    Phase.STRATEGIST_PICK: STRATEGIST, Phase.STRATEGIST_PLACE: STRATEGIST,
    Phase.BANSHEE_PICK: BANSHEE,
    Phase.TRAITOR_PICK: TRAITOR, Phase.TRAITOR_PLACE: TRAITOR,
}
UNDO_ABOVE_MENU: Final = 52
"""Design pixels between the tops of the Undo and Menu buttons."""
EMBLEM_CIRCLE: Final = (40, 84, 15)
"""Centre and radius of the emblem in a clan card's corner pennant, in card-art pixels."""


class BoardScene(TableInput, ComputerSeats, Scene):
    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app)
        self.session = session
        self.art = SchottenArt(app.assets, app.settings)
        self.computers: dict[int, Player] = {
            seat: make_player(spec.level) for seat, spec in enumerate(session.players)
            if spec.level is not None
        }
        self.layout = Layout(app.size)
        self.static: pygame.Surface | None = None
        self.sprites: dict[Key, CardSprite] = {}
        self.ghosts: list[CardSprite] = []
        self.buffer: list[Action] = []
        self.scratch: game.GameState | None = None
        self.selected: int | None = None
        self.pick_cursor = 0
        self.hover: int | None = None
        self.hover_tactic: int | None = None
        self.hover_deck: str | None = None
        self.drag: Drag | None = None
        self.message = ""
        self.message_colour = theme.TEXT_LIGHT
        self.message_time = 0.0
        self.counterexample: tuple[int, ...] = ()
        self.worker: ComputerTurn | None = None
        self.wait = 0.0
        self.time = 0.0
        self.round_timer = 0.0
        self.summary_shown = False
        self.curtain_shown = False
        self.stone_offset = [0.0] * 9
        self.stone_flash = [0.0] * 9
        self.recent: set[int] = set()
        self.recent_time = 0.0
        self.log_cache: tuple[int, list[list[pygame.Surface]]] = (-1, [])
        """Rendered log entries, each a list of wrapped lines, for a log of this length."""
        self.drawn_language = language()
        self.buttons = {
            "action": Button("", self.press_action),
            "cancel": Button(t("board.cancel"), self.cancel_steps),
            "menu": Button(t("board.menu"), self.open_pause),
            "undo": Button(t("board.undo"), self.undo),
        }
        self.undo_known: tuple[int, int, int | None] = (-1, -1, None)
        """(round, actions, undo point) of the last check: undo replays the round."""
        self.emblems: dict[tuple[int, int], pygame.Surface] = {}
        self.start_round()

    # ----- the round and whose screen it is

    @property
    def state(self) -> game.GameState:
        return self.session.match.state

    @property
    def seed(self) -> int:
        """The match's seed: each computer decision's generator is derived from it."""
        return self.session.match.seed

    def resume(self) -> None:
        """Back from the pause menu: the settings may have changed the names and the texts."""
        self.static = None
        self.log_cache = (-1, [])

    def start_round(self) -> None:
        state = self.state
        humans = self.session.human_seats()
        if self.session.hotseat:
            self.perspective = state.to_move if state.to_move is not None else 0
            self.viewer: int | None = None
        else:
            self.perspective = humans[0] if humans else 0
            self.viewer = self.perspective
        self.sprites.clear()
        self.ghosts.clear()
        self.seen_events = 0
        self.summary_shown = self.state.outcome is not None and self.session.match.is_over
        self.curtain_shown = False
        self.worker = None
        self.buffer, self.scratch, self.selected, self.drag = [], None, None, None
        self.stone_offset = [0.0] * 9
        self.round_timer = 0.0
        self.wait = self.computer_pause()
        self.set_message("")
        self.refresh(dealing=True)
        self.app.save_session(KEY)

    game_key = KEY
    can_restart = True
    concede_keys = ("pause.concede", "confirm.concede.title", "confirm.concede.body",
                    "confirm.concede.yes")

    def is_human(self, seat: int | None) -> bool:
        return seat is not None and seat not in self.computers

    def in_round(self) -> bool:
        return self.state.outcome is None

    def my_turn(self) -> bool:
        """The seat at the screen is to move and may act."""
        state = self.state
        return (state.to_move is not None and state.to_move == self.viewer
                and self.is_human(state.to_move))

    def name(self, seat: int) -> str:
        return self.session.players[seat].name

    def winner_title(self, winner: int | None, whole_match: bool = False) -> str:
        """The title of a finished round or match; the person who beat the computer is
        addressed directly ("You win the round!"), since a name like "You" cannot take
        the third person."""
        if winner is None:
            return t("summary.match_draw" if whole_match else "summary.title.draw")
        if not self.session.hotseat and self.is_human(winner):
            return t("summary.you_win_match" if whole_match else "summary.you_win_round")
        return t("summary.match_win" if whole_match else "summary.title.win",
                 name=self.name(winner))

    # ----- sprites mirror the view

    def duration(self) -> float:
        factor = self.app.settings.speed_factor
        return BASE_DURATION / factor if factor > 0 else 0.0

    def computer_pause(self) -> float:
        factor = self.app.settings.speed_factor
        return COMPUTER_PAUSE / factor if factor > 0 else 0.0

    def card_sizes(self) -> dict[str, tuple[int, int]]:
        lay = self.layout
        side = lay["side_me_1"]
        side_w = round(side.w * 0.74)
        hand_h = round(lay["hand_me"].h * 0.78)
        opp_h = round(lay["hand_opponent"].h * 0.92)
        pile = lay["deck_clan"]
        return {
            "side": (side_w, round(side_w * 1.4)),
            "hand": (round(hand_h / 1.4), hand_h),
            "opponent": (round(opp_h / 1.4), opp_h),
            "pile": (pile.w, pile.h),
            "mode": (round(side_w * 0.46), round(side_w * 0.46 * 1.4)),
        }

    def targets(self, view: game.PlayerView) -> dict[Key, tuple[int, pygame.FRect, str, int, int]]:
        """Where every card of ``view`` belongs: key → (face, rect, zone, stone, layer)."""
        lay = self.layout
        sizes = self.card_sizes()
        me, them = view.seat, 1 - view.seat
        result: dict[Key, tuple[int, pygame.FRect, str, int, int]] = {}
        hand = lay["hand_me"]
        hw, hh = sizes["hand"]
        cards = view.hand
        count = len(cards)
        spacing = min(hw + hw * 0.1, (hand.w - hw) / max(1, count - 1)) if count > 1 else 0
        left = hand.centerx - (hw + spacing * (count - 1)) / 2
        top = hand.bottom - hh - lay.px(10)
        for index, card in enumerate(cards):
            key: Key = card if self.viewer == me else ("back", me, index)
            face = card if self.viewer == me else -1
            result[key] = (face, pygame.FRect(left + index * spacing, top, hw, hh),
                           "hand", -1, 100 + index)
        ohand = lay["hand_opponent"]
        ow, oh = sizes["opponent"]
        count = view.opponent_hand_size
        spacing = min(ow * 0.8, (ohand.w - ow) / max(1, count - 1)) if count > 1 else 0
        left = ohand.centerx - (ow + spacing * (count - 1)) / 2
        for index in range(count):
            result[("back", them, index)] = (
                -1, pygame.FRect(left + index * spacing, ohand.y, ow, oh), "opponent", -1,
                100 + index)
        sw, sh = sizes["side"]
        mw, mh = sizes["mode"]
        for stone in view.stones:
            n = stone.stone + 1
            for seat in (me, them):
                zone = lay[f"side_me_{n}" if seat == me else f"side_opponent_{n}"]
                cards = stone.sides[seat]
                step = (zone.h - sh) / 3
                x = zone.centerx - sw / 2
                for index, card in enumerate(cards):
                    if seat == me:
                        y = zone.y + index * step
                        layer = 10 + index
                    else:
                        y = zone.bottom - sh - index * step
                        layer = 10 - index
                    result[card] = (card, pygame.FRect(x, y, sw, sh), "side", stone.stone, layer)
            slot = lay[f"stone_{n}"]
            for card, holder, x in ((BLUFF, stone.bluff, slot.x + 2),
                                    (MUD, stone.mud, slot.right - mw - 2)):
                if holder >= 0:
                    result[card] = (card, pygame.FRect(x, slot.centery - mh / 2, mw, mh),
                                    "mode", stone.stone, 30)
        pile = lay["discard"]
        pw, ph = sizes["pile"]
        shown = view.discard[-3:]
        for index, card in enumerate(shown):
            offset = (len(shown) - 1 - index) * lay.px(4)
            result[card] = (card, pygame.FRect(pile.x - offset, pile.y + offset, pw, ph),
                            "discard", -1, 40 + index)
        return result

    def refresh(self, dealing: bool = False) -> None:
        """Derive the sprites from the engine's view of the seat at the screen."""
        view = self.state.view(self.perspective)
        self.view = view
        lay = self.layout
        duration = self.duration()
        new_events = view.events[self.seen_events:]
        self.seen_events = len(view.events)
        origins: dict[int, pygame.FRect] = {}
        hand_zone = {self.perspective: lay["hand_me"], 1 - self.perspective: lay["hand_opponent"]}
        decks = {"clan": lay["deck_clan"], "tactic": lay["deck_tactic"]}
        returned: list[tuple[int, str]] = []
        for event in new_events:
            if event.card < 0:
                continue
            if event.kind == "place" or (event.kind == "discard" and event.origin < 0):
                origins[event.card] = pygame.FRect(hand_zone[event.seat])
            elif event.kind == "draw":
                origins[event.card] = pygame.FRect(decks[event.deck])
            elif event.kind == "return":
                returned.append((event.card, event.deck))
            if event.kind in ("place", "move", "discard"):
                self.recent.add(event.card)
                self.recent_time = 2.5
            if event.kind == "claim":
                self.stone_flash[event.stone] = 1.0
        if not dealing:
            self.play_sounds(new_events)
        targets = self.targets(view)
        for key in list(self.sprites):
            if key not in targets:
                sprite = self.sprites.pop(key)
                card = sprite.card
                for back_card, deck in returned:
                    if back_card == card and duration > 0:
                        sprite.vanish = True
                        sprite.retarget(pygame.FRect(decks[deck]), duration)
                        self.ghosts.append(sprite)
        deck_rect = pygame.FRect(lay["deck_clan"])
        deal_index = 0
        for key, (face, rect, zone, stone, layer) in targets.items():
            existing = self.sprites.get(key)
            if existing is None:
                sprite = CardSprite(key, face, pygame.FRect(rect), zone, stone, layer)
                self.sprites[key] = sprite
                origin = origins.get(face) if face >= 0 else None
                if dealing and zone in ("hand", "opponent") and duration > 0:
                    sprite.fly_from(deck_rect, duration * 1.4, delay=deal_index * 0.06)
                    deal_index += 1
                elif origin is not None and duration > 0:
                    sprite.fly_from(origin, duration * 1.3)
                elif zone == "opponent" and not dealing and duration > 0:
                    sprite.fly_from(deck_rect, duration)
            else:
                existing.card, existing.zone, existing.stone = face, zone, stone
                existing.layer = layer
                existing.retarget(rect, duration)
        self.draw_order = sorted(self.sprites.values(), key=_draw_rank)
        if self.selected is not None and self.selected not in view.hand:
            self.selected = None
        self.log_cache = (-1, [])
        self.update_buttons()

    def play_sounds(self, events: tuple[game.Event, ...]) -> None:
        """One effect per kind of thing that happened, one after the other."""
        names: list[str] = []
        for event in events:
            if event.kind in ("place", "move") or (event.kind == "discard" and event.origin < 0):
                name = "tactic" if event.card >= 54 else "place"
            elif event.kind in ("draw", "claim"):
                name = event.kind
            else:
                continue
            if name not in names:
                names.append(name)
        for index, name in enumerate(names):
            self.app.audio.play(name, delay=index * SOUND_GAP)

    # ----- moving the game on

    def phase_source(self) -> game.GameState:
        return self.scratch if self.scratch is not None else self.state

    def effective_phase(self) -> Phase:
        return self.phase_source().phase

    def legal(self) -> list[Action]:
        if not self.my_turn():
            return []
        return self.phase_source().legal_actions()

    def submit(self, action: Action) -> bool:
        """Ask the engine; buffer the middle steps of a tactic card; report refusals."""
        if not self.my_turn():
            return False
        source = self.phase_source()
        if action not in source.legal_actions():
            self.refuse(action, source)
            return False
        trial = source.copy()
        trial.apply(action)
        mid = trial.to_move == source.to_move and (
            trial.phase in MID_TACTIC
            or (trial.phase is Phase.RECRUIT_DRAW and action.kind is Kind.PLAY)
        )
        if mid:
            self.buffer.append(action)
            self.scratch = trial
            self.pick_cursor = 0
            self.selected = None
            self.set_message("")
            return True
        for step in [*self.buffer, action]:
            self.state.play(step)
        self.buffer, self.scratch, self.selected = [], None, None
        self.set_message("")
        self.counterexample = ()
        self.after_action()
        return True

    def refuse(self, action: Action, source: game.GameState) -> None:
        if action.kind is Kind.CLAIM and action.stone is not None and self.viewer is not None:
            self.show_claim_check(action.stone)
            return
        refusal = source.refusal(action)
        reason = (refusal_text(refusal, self.art.naming) if refusal is not None
                  else t("board.no_room"))
        self.set_message(t("board.refused", reason=reason), theme.ERROR)

    def show_claim_check(self, stone: int) -> None:
        if self.viewer is None:
            return
        check = self.state.claim_check(self.viewer, stone)
        if check.claimable:
            self.set_message(t("board.claim_ok", stone=stone + 1), theme.GOOD)
            self.counterexample = ()
            return
        reason = (refusal_text(check.refusal, self.art.naming)
                  if check.refusal is not None else check.reason)
        self.set_message(t("board.claim_refused", stone=stone + 1, reason=reason),
                         theme.ERROR)
        example = check.counterexample
        self.counterexample = tuple(example.added) if example is not None else ()

    def set_message(self, text: str, colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
        self.message = text
        self.message_colour = colour
        self.message_time = MESSAGE_SECONDS if text else 0.0
        if not text:
            self.counterexample = ()

    def computer_failed(self, seat: int) -> None:
        self.set_message(t("board.computer_failed", name=self.name(seat)), theme.ERROR)

    def after_action(self) -> None:
        self.app.save_session(KEY)
        self.refresh()
        self.worker = None
        self.wait = self.computer_pause()
        state = self.state
        if (self.session.hotseat and state.to_move is not None
                and state.to_move != self.perspective):
            self.viewer = None
            self.curtain_shown = False
            self.refresh()

    def cancel(self) -> bool:
        """Undo the buffered steps or the selection; False when there was nothing to cancel."""
        if self.buffer:
            self.buffer, self.scratch = [], None
            self.set_message("")
            return True
        if self.drag is not None:
            self.drag = None
            return True
        if self.selected is not None:
            self.selected = None
            return True
        return False

    def cancel_steps(self) -> None:
        self.cancel()

    def open_pause(self) -> None:
        self.cancel()
        self.app.stack.push(PauseOverlay(self.app, self))

    def press_action(self) -> None:
        phase = self.effective_phase()
        if phase is Phase.PLAY:
            self.submit(act.PASS)
        elif phase is Phase.CLAIM:
            self.submit(act.DONE)
        elif phase is Phase.STRATEGIST_PLACE:
            self.submit(act.DISCARD)

    def update(self, dt: float) -> None:
        self.time += dt
        self.update_buttons()
        if self.layout.size != self.app.size:
            self.resize(self.app.size)
        for sprite in self.draw_order:
            sprite.update(dt)
        for ghost in self.ghosts:
            ghost.update(dt)
        self.ghosts = [ghost for ghost in self.ghosts if ghost.moving]
        if self.message_time > 0:
            self.message_time -= dt
            if self.message_time <= 0 and not self.counterexample:
                self.message = ""
        if self.recent_time > 0:
            self.recent_time -= dt
            if self.recent_time <= 0:
                self.recent.clear()
        speed = self.app.settings.speed_factor
        for stone in range(9):
            owner = self.view.stones[stone].owner
            goal = 0.0 if owner is None else (1.0 if owner == self.perspective else -1.0)
            if speed <= 0:
                self.stone_offset[stone] = goal
            else:
                delta = goal - self.stone_offset[stone]
                self.stone_offset[stone] += delta * min(1.0, dt * 6 * speed)
            self.stone_flash[stone] = max(0.0, self.stone_flash[stone] - dt * 0.8)
        busy = any(sprite.moving for sprite in self.draw_order) or bool(self.ghosts)
        state = self.state
        if state.outcome is not None:
            self.finish_round(dt, busy)
            return
        if self.session.hotseat and self.viewer is None:
            if not self.curtain_shown and not busy:
                self.curtain_shown = True
                self.app.stack.push(CurtainOverlay(self.app, self, state.to_move or 0))
            return
        seat = state.to_move
        if seat in self.computers:
            self.computer_step(seat, dt, busy)
        elif (self.my_turn() and state.phase is Phase.CLAIM and self.app.settings.auto_claim
              and not self.buffer):
            self.wait -= dt
            if self.wait <= 0 and not busy:
                claimable = state.claimable(seat) if seat is not None else []
                self.submit(act.claim(claimable[0]) if claimable else act.DONE)
                self.wait = 0.25 / speed if speed else 0.0

    def finish_round(self, dt: float, busy: bool) -> None:
        if self.summary_shown:
            return
        if busy:
            return
        self.round_timer += dt
        pause = ROUND_END_PAUSE if self.duration() else 0.0
        if self.round_timer < pause:
            return
        match = self.session.match
        if len(match.results) <= match.index:
            match.record_round()
            if book_session_round(self.app.stats, self.session):
                self.app.save_statistics()
            self.app.save_session(KEY)
        self.summary_shown = True
        winner = self.state.outcome.winner if self.state.outcome is not None else None
        lost = self.computers and winner is not None and winner in self.computers and (
            not self.session.demo)
        self.app.audio.play("lose" if lost else "win")
        self.app.stack.push(RoundSummary(self.app, self))

    def next_round(self) -> None:
        match = self.session.match
        if match.is_over:
            return
        match.next_round()
        self.start_round()

    def rematch(self) -> None:
        """A new match with the same players and rules, from the main menu."""
        old = self.session
        match = old.match
        first = remembered(self.app).first_seat() if not old.demo else None
        session = Session(game.Match.start(match.config, match.rounds, self.app.new_seed(), first),
                          old.players, old.demo)
        start(self.app, session)
        self.app.go_home()
        self.app.stack.push(BoardScene(self.app, session))

    def restart_round(self) -> None:
        match = self.session.match
        state = self.state
        match.state = game.new_game(match.config, self.app.new_seed(), state.first)
        del match.results[match.index:]
        self.start_round()

    def concede(self) -> None:
        seat = self.viewer if self.viewer is not None else self.perspective
        if self.state.outcome is None and self.is_human(seat):
            self.state.resign(seat)
            self.after_action()

    def undo_seat(self) -> int | None:
        """The player who may undo: the one person playing the computer (never hot-seat)."""
        humans = self.session.human_seats()
        if self.session.demo or len(humans) != 1:
            return None
        return humans[0]

    def undo_available(self) -> bool:
        seat = self.undo_seat()
        if seat is None or self.state.outcome is not None:
            return False
        key = (self.session.match.index, len(self.state.log))
        if self.undo_known[:2] != key:
            self.undo_known = (*key, undo_point(self.state, seat))
        return self.undo_known[2] is not None

    def undo(self) -> None:
        """Take back the last turn up to the last card drawn; the round counts as assisted."""
        seat = self.undo_seat()
        if seat is None or not self.undo_available():
            return
        state = undone(self.state, seat)
        if state is None:
            return
        self.cancel()
        self.session.match.state = state
        self.session.assisted.add(self.session.match.index)
        self.worker = None
        self.wait = self.computer_pause()
        self.sprites.clear()
        self.seen_events = len(state.events)
        self.app.save_session(KEY)
        self.refresh()
        self.set_message(t("board.undone"), theme.GOLD_LIGHT)

    def dismiss_curtain(self) -> None:
        """The next hot-seat player has clicked "I am …": show their hand and the last move."""
        seat = self.state.to_move
        if seat is None:
            seat = self.perspective
        previous = self.perspective
        self.perspective = seat
        self.viewer = seat
        self.sprites.clear()
        self.refresh()
        for sprite in self.draw_order:
            sprite.progress = 1.0
            sprite.rect = pygame.FRect(sprite.target)
        text = self.last_turn_text(1 - seat)
        if text and previous is not None:
            self.set_message(t("board.last_move", name=self.name(1 - seat), text=text))
            self.message_time = MESSAGE_SECONDS * 2

    def last_turn_text(self, seat: int) -> str:
        lines: list[str] = []
        for who, text in reversed(self.view.log):
            if who != seat:
                break
            if text.startswith("done"):
                continue
            lines.append(describe(text, "", self.art.naming))
        return joined(lines[::-1])

    # ----- input

    def resize(self, size: tuple[int, int]) -> None:
        if hasattr(self, "view") and self.layout.size == size and self.static is not None:
            return
        self.layout = Layout(size)
        self.relayout_buttons()
        self.prewarm()
        self.static = self.build_static(size)
        if hasattr(self, "view"):
            for sprite in self.sprites.values():
                sprite.progress = 1.0
            self.refresh()
            for sprite in self.draw_order:
                sprite.progress = 1.0
                sprite.rect = pygame.FRect(sprite.target)

    def prewarm(self) -> None:
        """Scale every card once for this window size, so no frame pays for it later."""
        sizes = self.card_sizes()
        cards = list(range(64 if self.state.config.tactics else 54))
        for name in ("side", "hand", "pile", "mode"):
            for card in cards:
                self.art.card(card, sizes[name])
        for name in ("hand", "opponent", "pile"):
            self.art.back(sizes[name])
        slot = self.layout["stone_1"]
        stone_size = (round(slot.h * self.art.stone_aspect()), round(slot.h))
        for number in range(1, 10):
            for claimed in (False, True):
                self.art.stone(number, claimed, stone_size)

    def relayout_buttons(self) -> None:
        lay = self.layout
        self.buttons["action"].rect = lay["button_action"]
        self.buttons["cancel"].rect = lay["button_cancel"]
        self.buttons["menu"].rect = lay["button_menu"]
        self.buttons["undo"].rect = lay["button_menu"].move(0, -lay.px(UNDO_ABOVE_MENU))

    def column_at(self, pos: tuple[int, int]) -> int | None:
        lay = self.layout
        for stone in range(9):
            n = stone + 1
            column = lay[f"stone_{n}"].union(lay[f"side_me_{n}"]).union(
                lay[f"side_opponent_{n}"])
            if column.collidepoint(pos):
                return stone
        return None

    def hand_card_at(self, pos: tuple[int, int]) -> int | None:
        for sprite in reversed(self.draw_order):
            if sprite.zone == "hand" and sprite.face_up and sprite.rect.collidepoint(pos):
                return sprite.card
        return None

    def tactic_at(self, pos: tuple[int, int]) -> int | None:
        """A face-up tactic card under the pointer (its description goes in the message line)."""
        for sprite in reversed(self.draw_order):
            if sprite.rect.collidepoint(pos):
                return sprite.card if sprite.card >= 54 else None
        return None

    def table_card_at(self, pos: tuple[int, int]) -> int | None:
        for sprite in reversed(self.draw_order):
            if sprite.zone in ("side", "mode") and sprite.rect.collidepoint(pos):
                return sprite.card
        return None

    def deck_at(self, pos: tuple[int, int]) -> str | None:
        for deck in ("clan", "tactic"):
            if self.layout[f"deck_{deck}"].collidepoint(pos):
                return deck
        return None

    def hovering(self, pos: tuple[int, int]) -> None:
        self.hover = self.hand_card_at(pos)
        self.hover_tactic = self.tactic_at(pos)
        self.hover_deck = self.deck_at(pos)

    def press(self, pos: tuple[int, int]) -> None:
        card = self.hand_card_at(pos)
        if card is not None and self.my_turn() and self.effective_phase() is Phase.PLAY:
            sprite = self.sprites[card]
            self.drag = Drag(card, pos, (pos[0] - sprite.rect.x, pos[1] - sprite.rect.y), pos)

    def release(self, pos: tuple[int, int]) -> None:
        drag, self.drag = self.drag, None
        if drag is not None and drag.dragging:
            self.drop(drag, pos)
            return
        if drag is not None:
            self.selected = None if self.selected == drag.card else drag.card
            if self.selected is not None:
                key = "board.ruse_drop" if self.selected in RUSES else "board.selected"
                self.set_message(t(key, card=card_name(self.selected, self.art.naming)))
            return
        self.click(pos)

    def drop(self, drag: Drag, pos: tuple[int, int]) -> None:
        card = drag.card
        sprite = self.sprites.get(card)
        if sprite is not None:
            sprite.rect.topleft = (pos[0] - drag.grab[0], pos[1] - drag.grab[1])
            sprite.fly_from(sprite.rect, self.duration())
        stone = self.column_at(pos)
        if card in RUSES:
            above_hand = pos[1] < self.layout["hand_me"].y
            if stone is not None or above_hand or self.layout["discard"].collidepoint(pos):
                self.submit(act.play(card))
            return
        if stone is None:
            if pos[1] < self.layout["hand_me"].y:
                self.set_message(t("board.no_room"), theme.ERROR)
            return
        self.submit(act.play(card, stone))

    def click(self, pos: tuple[int, int]) -> None:
        phase = self.effective_phase()
        stone = self.column_at(pos)
        if not self.my_turn():
            if stone is not None:
                self.show_claim_check(stone)
            return
        if phase is Phase.PLAY:
            card = self.selected
            if card is not None and card in RUSES and (
                    stone is not None or self.layout["discard"].collidepoint(pos)):
                self.submit(act.play(card))
            elif card is not None and stone is not None:
                self.submit(act.play(card, stone))
            elif stone is not None:
                self.show_claim_check(stone)
        elif phase is Phase.CLAIM:
            if stone is not None:
                self.submit(act.claim(stone))
        elif phase in DRAW_PHASES:
            deck = self.deck_at(pos)
            if deck is not None:
                self.submit(act.draw(deck))
        elif phase is Phase.RECRUIT_RETURN:
            card = self.hand_card_at(pos)
            if card is not None:
                self.submit(act.return_card(card))
        elif phase in PICK_PHASES:
            card = self.table_card_at(pos)
            if card is not None:
                self.submit(act.pick(card))
        elif phase in PLACE_PHASES:
            if stone is not None:
                self.submit(act.place(stone))
            elif self.layout["discard"].collidepoint(pos) and phase is Phase.STRATEGIST_PLACE:
                self.submit(act.DISCARD)

    def key(self, key: int) -> None:
        if key == pygame.K_ESCAPE:
            if not self.cancel():
                self.open_pause()
            return
        if not self.my_turn():
            return
        phase = self.effective_phase()
        digit = _digit(key)
        hand = list(self.view.hand)
        if key in (pygame.K_LEFT, pygame.K_RIGHT):
            step = 1 if key == pygame.K_RIGHT else -1
            if phase in PICK_PHASES:
                self.pick_cursor += step
            elif hand:
                index = hand.index(self.selected) if self.selected in hand else -step
                self.selected = hand[(index + step) % len(hand)]
            return
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if phase is Phase.PLAY and self.selected in RUSES and self.selected is not None:
                self.submit(act.play(self.selected))
            elif phase is Phase.CLAIM:
                self.submit(act.DONE)
            elif phase is Phase.RECRUIT_RETURN and self.selected is not None:
                self.submit(act.return_card(self.selected))
            elif phase in PICK_PHASES:
                picks = self.pick_targets()
                if picks:
                    self.submit(act.pick(picks[self.pick_cursor % len(picks)]))
            return
        if digit is not None:
            if phase is Phase.PLAY and self.selected is not None:
                self.submit(act.play(self.selected) if self.selected in RUSES
                            else act.play(self.selected, digit))
            elif phase is Phase.CLAIM:
                self.submit(act.claim(digit))
            elif phase in PLACE_PHASES:
                self.submit(act.place(digit))
            else:
                self.show_claim_check(digit)
            return
        if key in (pygame.K_c, pygame.K_t) and phase in DRAW_PHASES:
            self.submit(act.draw("clan" if key == pygame.K_c else "tactic"))
        elif key == pygame.K_d and phase is Phase.STRATEGIST_PLACE:
            self.submit(act.DISCARD)
        elif key == pygame.K_p and phase is Phase.PLAY:
            self.submit(act.PASS)

    def pick_targets(self) -> list[int]:
        return [a.card for a in self.legal() if a.kind is Kind.PICK and a.card is not None]

    def update_buttons(self) -> None:
        phase = self.effective_phase()
        legal = self.legal()
        action = self.buttons["action"]
        action.visible = True
        if phase is Phase.PLAY and act.PASS in legal:
            action.label = t("board.pass")
        elif phase is Phase.CLAIM and act.DONE in legal and not self.app.settings.auto_claim:
            action.label = t("board.done_claims")
        elif phase is Phase.STRATEGIST_PLACE and act.DISCARD in legal:
            action.label = t("board.discard")
        else:
            action.visible = False
        self.buttons["cancel"].visible = bool(self.buffer) or self.selected is not None
        undo = self.buttons["undo"]
        undo.visible = self.undo_seat() is not None
        undo.enabled = undo.visible and self.undo_available()

    # ----- drawing

    def prompt(self) -> str:
        state = self.state
        if state.outcome is not None:
            return t("board.round_over")
        seat = state.to_move
        if seat is None:
            return ""
        if not self.my_turn():
            return t("board.their_turn", name=self.name(seat))
        source = self.phase_source()
        phase = source.phase
        picked = source.picked
        card = card_name(picked, self.art.naming) if picked is not None else ""
        ruse = RUSE_OF_PHASE.get(phase)
        tactic = self.art.tactic_name(ruse) if ruse is not None else ""
        cancel = f" {t('board.cancel_hint')}" if self.buffer else ""
        if phase is Phase.PLAY and self.drag is not None and self.drag.dragging:
            held = self.drag.card
            return t("board.ruse_drop" if held in RUSES else "board.dragging",
                     card=card_name(held, self.art.naming))
        if phase is Phase.PLAY:
            if self.session.hotseat:
                return t("board.your_turn", name=self.name(seat))
            return t("board.your_turn_alone")
        if phase is Phase.CLAIM:
            return t("board.claim_auto") if self.app.settings.auto_claim else t("board.claim")
        if phase is Phase.DRAW:
            return t("board.draw")
        if phase is Phase.RECRUIT_DRAW:
            return t("board.recruit_draw", left=source.draws_left, tactic=tactic) + cancel
        if phase is Phase.RECRUIT_RETURN:
            key = ("board.recruit_return_top" if source.config.recruiter_returns == "top"
                   else "board.recruit_return")
            return t(key, left=source.returns_left, tactic=tactic)
        keys = {
            Phase.STRATEGIST_PICK: "board.strategist_pick",
            Phase.STRATEGIST_PLACE: "board.strategist_place",
            Phase.BANSHEE_PICK: "board.banshee_pick",
            Phase.TRAITOR_PICK: "board.traitor_pick",
            Phase.TRAITOR_PLACE: "board.traitor_place",
        }
        return t(keys.get(phase, "board.round_over"), card=card, tactic=tactic) + cancel

    def build_static(self, size: tuple[int, int]) -> pygame.Surface:
        assets = self.app.assets
        lay = self.layout
        surface = assets.background(size, lay["stone_5"].centery).copy()
        draw_panel(surface, lay["log"].inflate(lay.px(4), lay.px(4)), 150, assets=self.app.assets)
        for stone in range(9):
            n = stone + 1
            for zone in (f"side_me_{n}", f"side_opponent_{n}"):
                rect = lay[zone].inflate(-lay.px(10), -lay.px(4))
                shade = pygame.Surface(rect.size, pygame.SRCALPHA)
                pygame.draw.rect(shade, (0, 0, 0, 46), shade.get_rect(),
                                 border_radius=lay.px(10))
                surface.blit(shade, rect.topleft)
        hand = lay["hand_me"].inflate(lay.px(16), 0)
        shade = pygame.Surface(hand.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 60), shade.get_rect(), border_radius=lay.px(18))
        surface.blit(shade, hand.topleft)
        px = lay.px(13)
        for zone, key in (("deck_clan", "board.clan_deck"), ("deck_tactic", "board.tactic_deck"),
                          ("discard", "board.discard_pile")):
            if zone == "deck_tactic" and not self.state.config.tactics:
                continue
            rect = lay[zone]
            pygame.draw.rect(surface, (0, 0, 0), rect, width=max(1, lay.px(2)),
                             border_radius=lay.px(8))
            label = assets.text(t(key), "text", px, theme.TEXT_DIM)
            blit_centred(surface, label, (rect.centerx, rect.bottom + lay.px(12)))
        title = assets.text(t("board.log"), "text_bold", lay.px(15), theme.GOLD)
        surface.blit(title, (lay["log"].x + lay.px(20), lay["log"].y + lay.px(10)))
        return surface.convert()

    def draw(self, surface: pygame.Surface) -> None:
        size = surface.get_size()
        if self.drawn_language != language():
            # Text drawn into the static layer and the log is in the old language: redo both.
            self.drawn_language = language()
            self.static = None
            self.log_cache = (-1, [])
        if self.static is None or self.static.get_size() != size:
            self.static = self.build_static(size)
        surface.blit(self.static, (0, 0))
        assets = self.app.assets
        lay = self.layout
        legal = self.legal()
        phase = self.effective_phase()
        drag_card = self.drag.card if self.drag is not None and self.drag.dragging else None
        focus_card = drag_card if drag_card is not None else self.selected
        glow_stones: set[int] = set()
        dim_stones: set[int] = set()
        if focus_card is not None and phase is Phase.PLAY:
            if focus_card in RUSES:
                glow_stones = set()
            else:
                glow_stones = {a.stone for a in legal
                               if a.card == focus_card and a.stone is not None}
                dim_stones = set(range(9)) - glow_stones
        elif phase is Phase.CLAIM:
            glow_stones = {a.stone for a in legal if a.kind is Kind.CLAIM and a.stone is not None}
        elif phase in PLACE_PHASES:
            glow_stones = {a.stone for a in legal if a.kind is Kind.PLACE and a.stone is not None}
            dim_stones = set(range(9)) - glow_stones
        self.draw_decks(surface)
        self.draw_stones(surface, glow_stones)
        picks = set(self.pick_targets()) if phase in PICK_PHASES else set()
        cursor_pick = None
        if picks:
            ordered = self.pick_targets()
            cursor_pick = ordered[self.pick_cursor % len(ordered)]
        picked_card = self.scratch.picked if self.scratch is not None else None
        buffered = {a.card for a in self.buffer if a.kind is Kind.PLAY}
        hand_glow = phase is Phase.RECRUIT_RETURN and self.my_turn()
        show_emblems = self.app.settings.emblems
        side_h = self.card_sizes()["side"][1]
        strip = (lay["side_me_1"].h - side_h) / 3
        glow_width = max(2, lay.px(3))
        pulse = 0.5 + 0.5 * abs(((self.time * 1.6) % 2) - 1)
        glow_colour = [round(c * (0.75 + 0.25 * pulse)) for c in theme.GLOW]
        for sprite in self.draw_order:
            if sprite.card == drag_card and drag_card is not None:
                continue
            rect = sprite.rect
            if sprite.zone == "hand":
                lift = 0
                if sprite.card == self.selected or sprite.card in buffered:
                    lift = lay.px(26)
                elif sprite.card == self.hover and self.my_turn():
                    lift = lay.px(12)
                rect = rect.move(0, -lift)
            self.blit_card(surface, sprite.card, rect)
            if show_emblems and sprite.zone == "side" and 0 <= sprite.card < 54:
                self.draw_emblem(surface, sprite.card, rect, strip)
            if sprite.card in picks or (hand_glow and sprite.zone == "hand"):
                width = glow_width * 2 if sprite.card == cursor_pick else glow_width
                pygame.draw.rect(surface, glow_colour, rect.inflate(4, 4), width=width,
                                 border_radius=lay.px(7))
            elif sprite.card == picked_card or sprite.card in buffered or (
                    sprite.card == self.selected and sprite.zone == "hand"):
                pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), width=glow_width,
                                 border_radius=lay.px(7))
            elif sprite.card in self.recent and sprite.zone in ("side", "mode"):
                pygame.draw.rect(surface, theme.TEXT_LIGHT, rect.inflate(2, 2), width=1,
                                 border_radius=lay.px(6))
        for ghost in self.ghosts:
            self.blit_card(surface, ghost.card, ghost.rect)
        for stone in dim_stones:
            self.dim_column(surface, stone)
        for stone in glow_stones:
            self.glow_column(surface, stone, glow_colour)
        self.draw_hud(surface)
        self.draw_round_end(surface)
        if drag_card is not None and self.drag is not None:
            dragged = self.sprites.get(drag_card)
            if dragged is not None:
                x = self.drag.pos[0] - self.drag.grab[0]
                y = self.drag.pos[1] - self.drag.grab[1]
                w, h = round(dragged.rect.w), round(dragged.rect.h)
                art = assets.scaled("ui/card_shadow.png", (round(w * 340 / 300),
                                                           round(h * 460 / 420)))
                if art is not None:
                    blit_centred(surface, art, (x + w / 2 + lay.px(8), y + h / 2 + lay.px(12)))
                else:
                    shade = pygame.Surface((w, h), pygame.SRCALPHA)
                    pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(),
                                     border_radius=lay.px(8))
                    surface.blit(shade, (x + lay.px(8), y + lay.px(10)))
                self.blit_card(surface, drag_card, pygame.FRect(x, y, dragged.rect.w,
                                                                dragged.rect.h))
        for button in self.buttons.values():
            button.draw(surface, assets)

    def draw_round_end(self, surface: pygame.Surface) -> None:
        """While the round-end pause lasts, a banner across the stones says who won."""
        outcome = self.state.outcome
        if outcome is None or self.summary_shown:
            return
        lay = self.layout
        row = lay["stone_1"].union(lay["stone_9"]).inflate(lay.px(20), lay.px(30))
        winner = outcome.winner
        for stone in self.view.stones:
            if winner is not None and stone.owner == winner:
                glow = lay[f"stone_{stone.stone + 1}"]
                pygame.draw.rect(surface, theme.GOLD_LIGHT, glow.inflate(-lay.px(8), lay.px(4)),
                                 width=max(2, lay.px(3)), border_radius=lay.px(16))
        draw_banner(surface, self.app.assets, self.winner_title(winner), row, lay.px(34),
                    (lay.px(80), lay.px(20)))

    def draw_emblem(self, surface: pygame.Surface, card: int, rect: pygame.FRect,
                    strip: float) -> None:
        """The clan's emblem in a badge at the top right, in the strip of the card that stays
        visible when the next card covers it (the Settings' "always show clan emblems")."""
        pad = max(2, round(rect.w * 0.05))
        size = max(8, min(round(rect.w * 0.3), round(strip) - pad))
        colour = colour_of(card)
        badge = self.emblems.get((colour, size))
        if badge is None:
            badge = self.make_emblem(colour, size)
            self.emblems[(colour, size)] = badge
        surface.blit(badge, (round(rect.right - size - pad), round(rect.y + pad)))

    def make_emblem(self, colour: int, size: int) -> pygame.Surface:
        """The emblem cut from the clan's card art in a round badge (a letter without art)."""
        badge = pygame.Surface((size, size), pygame.SRCALPHA)
        centre, radius = (size / 2, size / 2), size / 2
        clan = theme.CLAN[colour]
        art = self.app.assets.image(f"cards/{game.card_text(colour * 9)}.png")
        if art is not None:
            x, y, r = EMBLEM_CIRCLE
            crop = art.subsurface(pygame.Rect(x - r, y - r, 2 * r, 2 * r)).copy()
            mask = pygame.Surface(crop.get_size(), pygame.SRCALPHA)
            pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
            crop.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
            badge.blit(pygame.transform.smoothscale(crop, (size, size)), (0, 0))
        else:
            pygame.draw.circle(badge, theme.PAPER, centre, radius)
            letter = self.app.assets.text("ROYGBP"[colour], "text_bold", max(6, size * 2 // 3),
                                          clan)
            blit_centred(badge, letter, centre)
        pygame.draw.circle(badge, clan, centre, radius, width=max(1, size // 10))
        return badge

    def blit_card(self, surface: pygame.Surface, card: int, rect: pygame.FRect) -> None:
        size = (round(rect.w), round(rect.h))
        image = self.art.card(card, size) if card >= 0 else self.art.back(size)
        surface.blit(image, (round(rect.x), round(rect.y)))

    def column_rect(self, stone: int) -> pygame.Rect:
        lay = self.layout
        n = stone + 1
        return lay[f"side_opponent_{n}"].union(lay[f"side_me_{n}"])

    def dim_column(self, surface: pygame.Surface, stone: int) -> None:
        rect = self.column_rect(stone)
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        shade.fill((0, 0, 0, 110))
        surface.blit(shade, rect.topleft)

    def glow_column(self, surface: pygame.Surface, stone: int, colour: list[int]) -> None:
        rect = self.layout[f"stone_{stone + 1}"].inflate(-self.layout.px(4), 0)
        pygame.draw.rect(surface, colour, rect, width=max(2, self.layout.px(3)),
                         border_radius=self.layout.px(14))

    def draw_stones(self, surface: pygame.Surface, glow: set[int]) -> None:
        lay = self.layout
        assets = self.app.assets
        for stone in self.view.stones:
            slot = lay[f"stone_{stone.stone + 1}"]
            size = (round(slot.h * self.art.stone_aspect()), round(slot.h))
            claimed = stone.owner is not None
            image = self.art.stone(stone.stone + 1, claimed, size)
            offset = self.stone_offset[stone.stone] * slot.h * 0.28
            centre = (slot.centerx, slot.centery + offset)
            if claimed:
                colour = theme.SEAT[0 if stone.owner == self.perspective else 1]
                ring = pygame.Rect(0, 0, size[0] + lay.px(6), size[1] + lay.px(4))
                ring.center = (round(centre[0]), round(centre[1]))
                pygame.draw.ellipse(surface, colour, ring)
            if stone.stone in glow:
                side = round(slot.h * 1.9)
                halo_art = assets.scaled("ui/stone_glow.png", (side, side))
                if halo_art is not None:
                    blit_centred(surface, halo_art, centre)
            flash = self.stone_flash[stone.stone]
            if flash > 0:
                radius = round(slot.h * (0.6 + (1 - flash) * 0.8))
                halo = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
                pygame.draw.circle(halo, (*theme.GOLD_LIGHT, round(160 * flash)),
                                   (radius, radius), radius, width=max(2, lay.px(5)))
                blit_centred(surface, halo, centre)
            blit_centred(surface, image, centre)

    def draw_decks(self, surface: pygame.Surface) -> None:
        lay = self.layout
        assets = self.app.assets
        view = self.view
        phase = self.effective_phase()
        px = lay.px(14)
        for deck, count in (("clan", view.clan_deck_size), ("tactic", view.tactic_deck_size)):
            rect = lay[f"deck_{deck}"]
            if deck == "tactic" and not view.config.tactics:
                continue
            if count > 0:
                for layer in range(min(3, (count + 9) // 10)):
                    shift = layer * lay.px(2)
                    surface.blit(self.art.back(rect.size), (rect.x + shift, rect.y - shift))
                badge = assets.text(str(count), "text_bold", px, theme.TEXT_LIGHT)
                box = badge.get_rect(center=(rect.centerx, rect.bottom - lay.px(16)))
                side = lay.px(34)
                disc = assets.scaled("ui/deck_badge.png", (side, side))
                if disc is not None:
                    blit_centred(surface, disc, box.center)
                else:
                    pygame.draw.rect(surface, (20, 20, 20), box.inflate(lay.px(10), lay.px(4)),
                                     border_radius=lay.px(8))
                surface.blit(badge, box)
            self.draw_known(surface, deck, rect)
            if phase in DRAW_PHASES and self.my_turn() and count > 0:
                pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6),
                                 width=max(2, lay.px(3)), border_radius=lay.px(8))
        if phase is Phase.STRATEGIST_PLACE and self.my_turn():
            pygame.draw.rect(surface, theme.GLOW, lay["discard"].inflate(6, 6),
                             width=max(2, lay.px(2)), border_radius=lay.px(8))

    def known_on(self, deck: str) -> list[tuple[int, int]]:
        """The cards this seat put back on ``deck`` with the Recruiter and still knows
        are there, from the top down, each with how many cards lie above it."""
        return sorted(((card, from_top) for card, where, from_top in self.view.known_in_decks
                       if where == deck), key=lambda known: known[1])

    def known_places(self, deck: str) -> list[str]:
        """Each card put back on ``deck`` that this seat knows, named with how many cards
        will be drawn from that deck before it."""
        places = []
        for card, from_top in self.known_on(deck):
            name = card_name(card, self.art.naming)
            if from_top <= 1:
                places.append(t(("board.known_next", "board.known_second")[from_top], card=name))
            else:
                places.append(t("board.known_after", card=name, count=from_top))
        return places

    def draw_known(self, surface: pygame.Surface, deck: str, rect: pygame.Rect) -> None:
        """The cards put back on ``deck`` with the Recruiter, face up in small on it, so the
        player who put them there sees what they will draw (the top one in front)."""
        known = [card for card, _ in self.known_on(deck)]
        lay = self.layout
        w, h = rect.w * 0.56, rect.h * 0.56
        # One card sits centred; several spread across the deck's width.
        step = (rect.w - w) / (len(known) - 1) if len(known) > 1 else 0.0
        left = rect.x + (rect.w - w) / 2 if len(known) == 1 else rect.x
        for index in reversed(range(len(known))):
            thumb = pygame.FRect(left + index * step, rect.y + lay.px(4) + index * lay.px(6),
                                 w, h)
            self.blit_card(surface, known[index], thumb)
            pygame.draw.rect(surface, theme.GOLD_LIGHT, thumb.inflate(2, 2),
                             width=max(1, lay.px(2)), border_radius=lay.px(4))

    def draw_hud(self, surface: pygame.Surface) -> None:
        lay = self.layout
        assets = self.app.assets
        view = self.view
        state = self.state
        me, them = self.perspective, 1 - self.perspective
        for seat, zone, tactics_zone in ((me, "name_me", "tactics_me"),
                                         (them, "name_opponent", "tactics_opponent")):
            rect = lay[zone]
            active = state.to_move == seat
            colour = theme.SEAT[0 if seat == me else 1]
            pygame.draw.rect(surface, (16, 18, 16), rect, border_radius=lay.px(10))
            pygame.draw.rect(surface, colour if active else (80, 80, 70), rect,
                             width=max(2, lay.px(3) if active else 1), border_radius=lay.px(10))
            pygame.draw.circle(surface, colour, (rect.x + rect.h // 2, rect.centery),
                               rect.h // 4)
            label = assets.text(self.name(seat), "text_bold", lay.px(17), theme.TEXT_LIGHT)
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-lay.px(6), 0))
            surface.blit(label, (rect.x + rect.h, rect.centery - label.get_height() // 2))
            surface.set_clip(clip)
            if view.config.tactics:
                info = assets.text(t("board.tactics_played", n=view.tactics_played[seat]), "text",
                                   lay.px(13), theme.TEXT_DIM)
                surface.blit(info, (lay[tactics_zone].x + lay.px(4), lay[tactics_zone].y))
        self.draw_turn(surface)
        self.draw_score(surface)
        self.draw_message(surface)
        self.draw_log(surface)

    def draw_turn(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay["turn"]
        state = self.state
        seat = state.to_move
        if seat is None:
            return
        assets = self.app.assets
        colour = theme.SEAT[0 if seat == self.perspective else 1]
        draw_panel(surface, rect, 200, edge=colour, assets=self.app.assets)
        if seat in self.computers:
            text = t("board.thinking", name=self.name(seat))
            dots = int(self.time * 3) % 4
            words = wrap(assets, text, "text", lay.px(14), rect.w - lay.px(16))[:2]
            y = rect.y + lay.px(8)
            for word in words:
                surface.blit(assets.text(word, "text", lay.px(14), theme.TEXT_LIGHT),
                             (rect.x + lay.px(8), y))
                y += lay.px(18)
            for index in range(3):
                fill = theme.GOLD_LIGHT if index < dots else (70, 70, 60)
                pygame.draw.circle(surface, fill, (rect.right - lay.px(14 + index * 14),
                                                   rect.bottom - lay.px(12)), lay.px(4))
        else:
            mine = seat == self.viewer
            headline = t("board.turn.yours") if mine else t("board.turn.waiting")
            label = assets.text(headline, "text_bold", lay.px(18), theme.GOLD_LIGHT)
            blit_centred(surface, label, (rect.centerx, rect.y + rect.h * 0.34))
            name = assets.text(self.name(seat), "text", lay.px(14), theme.TEXT_LIGHT)
            clip = surface.get_clip()
            surface.set_clip(rect.inflate(-lay.px(8), 0))
            blit_centred(surface, name, (rect.centerx, rect.y + rect.h * 0.72))
            surface.set_clip(clip)

    def draw_score(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay["score"]
        match = self.session.match
        assets = self.app.assets
        lines = [t("board.round", index=match.index + 1, rounds=match.rounds)]
        scores = match.scores
        lines.append(t("board.score", a=scores[self.perspective], b=scores[1 - self.perspective]))
        y = rect.y + lay.px(6)
        for index, line in enumerate(lines):
            role = "text" if index == 0 else "text_bold"
            px = lay.px(14) if index == 0 else lay.px(24)
            label = assets.text(line, role, px, theme.TEXT_DIM if index == 0 else theme.GOLD_LIGHT)
            blit_centred(surface, label, (rect.centerx, y + label.get_height() / 2))
            y += label.get_height() + lay.px(4)

    def draw_message(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay["message"]
        assets = self.app.assets
        text = self.message or self.prompt()
        colour = self.message_colour if self.message else theme.TEXT_LIGHT
        hint = None if self.message else self.hover_hint()
        if hint is not None:
            text, colour = hint, theme.GOLD_LIGHT
        draw_panel(surface, rect, 170, assets=self.app.assets)
        px = lay.px(15)
        label = assets.text(text, "text", px, colour)
        while label.get_width() > rect.w - lay.px(20) * 2 - self.counter_width() and px > 8:
            px -= 1
            label = assets.text(text, "text", px, colour)
        surface.blit(label, (rect.x + lay.px(14), rect.centery - label.get_height() // 2))
        if self.counterexample and self.message:
            sw, sh = self.card_sizes()["mode"]
            x = rect.right - lay.px(10) - len(self.counterexample) * (sw + lay.px(4))
            caption = assets.text(t("board.could_beat"), "text", lay.px(12), theme.TEXT_DIM)
            surface.blit(caption, (x - caption.get_width() - lay.px(6),
                                   rect.centery - caption.get_height() // 2))
            for index, card in enumerate(self.counterexample):
                card_rect = pygame.FRect(x + index * (sw + lay.px(4)), rect.centery - sh / 2,
                                         sw, sh)
                self.blit_card(surface, card, card_rect)

    def hover_hint(self) -> str | None:
        """What the message line says about the thing under the pointer, if anything: a
        tactic card's rule, or the cards this seat knows are in a deck."""
        if self.drag is not None:
            return None
        if self.hover_tactic is not None:
            card = self.hover_tactic
            return t("board.tactic_info", name=self.art.tactic_name(card),
                     text=t(f"tactic.{game.card_text(card)}.text"))
        if self.hover_deck is not None:
            known = self.known_places(self.hover_deck)
            if known:
                return t("board.known_on_deck", cards=", ".join(known))
        return None

    def counter_width(self) -> int:
        if not self.counterexample or not self.message:
            return 0
        sw, _ = self.card_sizes()["mode"]
        caption = self.app.assets.text(t("board.could_beat"), "text", self.layout.px(12))
        cards = len(self.counterexample) * (sw + self.layout.px(4))
        return cards + caption.get_width() + self.layout.px(24)

    def draw_log(self, surface: pygame.Surface) -> None:
        lay = self.layout
        rect = lay["log"]
        assets = self.app.assets
        view = self.view
        px = lay.px(13)
        if self.log_cache[0] != len(view.log):
            lines = [
                (who, describe(text, self.name(who), self.art.naming))
                for who, text in view.log if not text.startswith("done")
            ]
            entries = []
            width = rect.w - lay.px(30)
            indent = lay.px(12)
            for who, line in lines[-40:]:
                colour = theme.SEAT[0 if who == self.perspective else 1]
                tint = tuple(min(255, c + 70) for c in colour)
                entry = []
                for index, part in enumerate(wrap(assets, line, "text", px, width - indent)):
                    label = assets.text(("  " if index else "") + part, "text", px, tint)
                    if label.get_width() > width:
                        label = label.subsurface((0, 0, width, label.get_height()))
                    entry.append(label)
                entries.append(entry)
            self.log_cache = (len(view.log), entries)
        entries = self.log_cache[1]
        top = rect.y + lay.px(36)
        line_h = assets.font("text", px).get_linesize()
        room = max(0, (rect.bottom - lay.px(8) - top) // line_h)
        y = top
        if not entries:
            surface.blit(assets.text(t("log.nothing"), "text", px, theme.TEXT_DIM),
                         (rect.x + lay.px(16), y))
        shown: list[list[pygame.Surface]] = []
        for entry in reversed(entries):  # the newest entries that fit whole
            if sum(len(e) for e in shown) + len(entry) > room:
                break
            shown.append(entry)
        for entry in reversed(shown):
            for label in entry:
                surface.blit(label, (rect.x + lay.px(16), y))
                y += line_h


def _draw_rank(sprite: CardSprite) -> tuple[int, int]:
    order = {"side": 0, "mode": 1, "discard": 2, "opponent": 3, "hand": 4}
    return order.get(sprite.zone, 5), sprite.layer


def _digit(key: int) -> int | None:
    if pygame.K_1 <= key <= pygame.K_9:
        return key - pygame.K_1
    if pygame.K_KP1 <= key <= pygame.K_KP9:
        return key - pygame.K_KP1
    return None
