"""The Take That table's controller: 2–4 seats, whose screen it is, the round's life (deal,
moves, computer turns, the hot-seat curtain, the round's end), and the way of an
``Action`` to the engine (``submit``) and back to the sprites (``refresh``). Input is in
``controls`` and ``modes``, geometry in ``placement``, drawing in ``paint``, texts in
``words``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.takethat import TAKE, Action, Kind, TakeThatMatch, TakeThatState, TakeThatView, twin
from game.takethat import actions as act
from game.takethat.ai import make_player
from game.takethat.ai.memory import Memory, recall
from game.takethat.ai.suggest import Suggestion
from scenes.shell.dialogs import CurtainOverlay
from scenes.table import timing
from scenes.table.base import CardTable
from scenes.table.logpanel import Entry
from scenes.takethat import controls, history, paint, placement
from scenes.takethat.art import CardArt
from scenes.takethat.hint import hint_for, hint_text
from scenes.takethat.modes import MODES, Mode
from scenes.takethat.records import book_abandoned, book_session_round
from scenes.takethat.session import KEY, TakeThatSession, start
from scenes.takethat.summary import TakeThatSummary
from scenes.takethat.words import describe, refusal_text
from scenes.ui import theme
from scenes.ui.sprites import CardSprite, Key
from scenes.ui.text import language, t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App



class TakeThatBoard(CardTable):
    view: TakeThatView
    """What the seat shown may know, as of the last ``refresh``."""
    game_key = KEY
    can_restart = True
    concede_keys = ("tt.pause.abandon", "tt.confirm.abandon.title", "tt.confirm.abandon.body",
                    "tt.confirm.abandon.yes")
    shows_log = True
    """Whether the game log fills its column (the tutorial puts its steps there instead)."""
    offers_hint = True
    """Whether one person playing computers may ask for a hint (not in the tutorial)."""
    opening: tuple[int, int | None] = (0, None)
    """The cards in the row and in the draw pile before the round's first move, from which
    the log counts the cards of each taken row (``history.moves``): a dealt round's."""
    opening_row: tuple[int, ...] = ()
    """The row's cards before the first move, as everyone sees them (a dealt round's row
    is empty)."""

    def __init__(self, app: App, session: TakeThatSession) -> None:
        super().__init__(app, session.players, make_player, placement.draw_rank)
        self.session = session
        self.art = CardArt(app.assets)
        self.by_keys = app.by_keys
        """Whether the player last used the table's keys (the line under the table then
        names keys): a keyboard tester read only "extend, twist or take" there."""
        self.slots: list[pygame.FRect] = []
        """Where the row's cards lie, and one more: the place of the next card."""
        self.seen_actions = 0
        self.hover_pile: int | None = None
        """The seat whose face-up pile is under the pointer (its tip lists the cards)."""
        self.hover_down: int | None = None
        """The seat whose face-down pile is under the pointer (its tip counts it)."""
        self.hover_row: int | None = None
        """The row card under the pointer (``row_mark_text``)."""
        self.hand_face: tuple[int, bool] | None = None
        """The seat whose hand the last ``refresh`` laid out, and whether face up: when
        that changes (the curtain), the hand turns over where it lies."""
        self.static: pygame.Surface | None = None
        self.static_key: tuple[object, ...] = ()
        self.moves: list[history.Move] = []
        """The round's moves with their public counts (``history``), as of ``refresh``."""
        self.taken: list[history.Taken] = []
        """What the table saw each seat take face down this round (``history.seen_taken``),
        as of ``refresh``."""
        self.take_asked: int | None = None
        """The number of moves when T last asked to be pressed again to take the row: a
        second T at the same point takes it (``controls.take_by_key``)."""
        self.glowing: set[Key] = set()
        """The cards of the last turn, which glow."""
        self._entries: tuple[tuple[object, ...], list[Entry]] = ((), [])
        self.buttons = {
            "take": Button(t("tt.board.take"), self.take, primary=True, key="T"),
            "menu": Button(t("board.menu"), self.open_pause, key="keys.cap.escape"),
            "hint": Button(t("tt.hint.button"), self.ask_hint, key="H"),
        }
        self.memory = Memory()
        """What the person playing computers saw of the round, learnt only from their own
        views at their own turns (the hint's memory: it never knows more than they do)."""
        self.hint: tuple[tuple[int, int], Suggestion] | None = None
        """The last hint, with the (round, log length) it was given at."""
        self.layout = placement.build(app.size, session.match.config.players, 0,
                                      not self.log_panel.collapsed)
        # A round continued (the window closed, Continue) is remembered as it was seen, by
        # the hint and by every computer that remembers (hard), each from its own seat.
        hinted = self.hint_seat()
        self.memory = Memory() if hinted is None else recall(self.state, hinted)
        for seat, player in self.computers.items():
            if isinstance(getattr(player, "memory", None), Memory):
                player.memory = recall(self.state, seat)  # type: ignore[attr-defined]
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
        self.handover = None
        self.worker = None
        self.drag, self.selected = None, None
        self.round_timer = 0.0
        self.wait = timing.takethat_turn(self.settings)
        self.seen_actions = len(self.state.log)
        self.set_message("")
        self.mirror.clear()
        self.relayout()
        self.refresh(dealing=True)
        self.app.save_session(KEY, self.session)

    def next_human(self, seat: int) -> int:
        """The first person at this computer from ``seat`` on, clockwise."""
        for offset in range(self.players):
            candidate = (seat + offset) % self.players
            if self.is_human(candidate):
                return candidate
        return seat

    def landing_seat(self) -> int | None:
        """The computer whose card is still on its way, or None. Until it lands that
        computer still has the turn on screen: the next player's name lit up, the take
        button showed and the row's end glowed while the card flew (a tester)."""
        log = self.state.log
        if self.mirror.moving and log and log[-1][0] in self.computers:
            return log[-1][0]
        return None

    def acting_seat(self) -> int | None:
        """Whose turn the table shows: a computer until its card has landed, and in
        hot-seat the person whose hand is still up to see their card drawn land (the next
        player's plate lit up over the last one's face-up hand; a Polish tester)."""
        if self.handover is not None and self.viewer is not None:
            return self.viewer
        landing = self.landing_seat()
        return self.state.to_move if landing is None else landing

    def my_turn(self) -> bool:
        return super().my_turn() and self.landing_seat() is None

    def legal(self) -> list[Action]:
        return self.state.legal_actions() if self.my_turn() else []

    # ----- sprites mirror the view

    def relayout(self) -> None:
        self.layout = placement.build(self.app.size, self.players, self.perspective,
                                      not self.log_panel.collapsed)
        self.log_panel.forget()
        lay = self.layout
        self.buttons["take"].rect = lay.take_button
        self.buttons["menu"].rect = lay.menu_button
        self.buttons["hint"].rect = lay.hint_button

    def refresh(self, dealing: bool = False) -> None:
        """Derive the sprites from the engine's view of the seat at the screen."""
        view = self.state.view(self.perspective)
        self.view = view
        self.slots = self.layout.row_slots(len(view.row))
        duration = timing.duration(self.settings)
        log = self.state.log
        actor = log[-1][0] if len(log) > self.seen_actions else None
        self.seen_actions = len(log)
        shown = self.viewer == view.seat
        if shown:
            self.fresh.saw(view.seat, view.hand, dealing)
        places = placement.places(self.layout, view, shown)
        turned = self.hand_face is not None and self.hand_face != (view.seat, shown)
        self.hand_face = (view.seat, shown)
        self.moves = history.moves(self.state.config, log, *self.opening)
        self.taken = history.seen_taken(self.state.config, self.moves, self.opening_row)
        if view.outcome is not None:
            # The round is over and every pile is turned over to be counted, as at a real
            # table: the professional penalty cards taken unseen are named now, and the
            # line under each seat's piles gives its true points ("0?" became "-2").
            self.taken = [history.Taken(tuple(pile)) for pile in self.state.face_down]
        self.glowing = self.glow_keys(view)
        pile = pygame.FRect(self.layout.pile)
        taken = [sprite.rect for sprite in self.mirror.leave(places) if sprite.zone == "row"]
        dealt = 0

        def enter(sprite: CardSprite) -> None:
            nonlocal dealt
            if duration <= 0:
                return
            if dealing:
                # A fresh round's hands are dealt; one resumed half-way lies as it was.
                if sprite.zone == "hand" and not log:
                    sprite.fly_from(pile, duration * 1.4, delay=dealt * 0.04)
                    dealt += 1
            elif sprite.zone == "down" and taken:
                sprite.fly_from(taken.pop(0), duration * 1.3)
            elif sprite.zone in ("row", "up") and actor is not None:
                sprite.fly_from(self.hand_origin(actor), duration * 1.3)
            elif sprite.zone == "hand" and turned:
                return  # the same cards turned over in place, not a hand dealt anew
            elif sprite.zone in ("hand", "down"):
                sprite.fly_from(pile, duration)

        self.mirror.arrive(places, duration, enter)
        if self.selected is not None and self.selected not in view.hand:
            self.selected = None
        if self.hint_seat() == view.seat and self.my_turn():
            self.memory.observe(view)
        self.update_buttons()

    def hand_origin(self, seat: int) -> pygame.FRect:
        """Where a card a seat plays from its hand comes from: a card of that hand's size
        at the hand's middle (never the whole hand's area, which would stretch the card)."""
        zones = self.layout.seats[seat]
        origin = pygame.FRect(0, 0, *zones.hand_card)
        origin.center = zones.hand.center
        return origin

    def glow_keys(self, view: TakeThatView) -> set[Key]:
        """The sprites of the last turn's cards: the card put on the row, the twisted pair,
        the pile a taken row went to."""
        keys: set[Key] = set()
        for move in history.last_turn(self.moves):
            action, card = move.action, move.action.card
            if action.kind is Kind.TAKE:
                count = view.face_down_counts[move.seat]
                if count:
                    keys.add(("down", move.seat, count - 1))
            elif action.kind is Kind.TWIST and card is not None:
                keys.add(card)
                other = twin(card)
                if other is not None:
                    keys.add(other)
            elif card is not None:
                keys.add(card)
        return keys

    def last_move_text(self) -> tuple[int, str] | None:
        """The seat of the last turn and what it did, in one sentence."""
        turn = history.last_turn(self.moves)
        if not turn:
            return None
        seat = turn[0].seat
        return seat, history.turn_sentence(turn, self.name(seat))

    def log_entries(self) -> list[Entry]:
        """Every move of the round, each in its seat's colour, made again only when the
        round, its moves or the language change."""
        match = self.session.match
        key = (match.index, len(self.moves), language(), self.state.dealer, match.deal)
        if self._entries[0] != key:
            dealer = self.state.dealer
            entries: list[Entry] = [(paint.seat_colour(dealer), t(
                "tt.table.log.round", index=match.index + 1, name=self.name(dealer)))]
            if match.deal:
                # Said to everyone at the table: a hot-seat family saw a bad hand swapped
                # for a fresh one with no trace of it.
                entries.append((theme.GOLD_LIGHT, t("tt.table.log.dealt_again")))
            rows = history.rows_taken(self.moves, self.opening_row)
            entries += [(paint.seat_colour(move.seat),
                         history.sentence(move, self.name(move.seat), row))
                        for move, row in zip(self.moves, rows, strict=True)]
            self._entries = (key, entries)
        return self._entries[1]

    def remember_log(self) -> None:
        super().remember_log()
        self.relayout()
        if hasattr(self, "view"):
            self.refresh()

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
        if self.hint_seat() == self.view.seat:
            self.memory.played(self.view, action)
        self.state.play(action)
        self.selected = None
        self.spend_fresh()  # the card drawn last is no longer news
        self.set_message("")
        self.after_action()
        return True

    def after_action(self) -> None:
        self.app.save_session(KEY, self.session)
        self.app.audio.play("place")
        if len(self.state.pile) < self.view.pile_size:
            self.app.audio.play("draw", delay=timing.SOUND_GAP)
        self.worker = None
        self.wait = timing.takethat_turn(self.settings)
        state = self.state
        if self.session.hotseat and state.to_move != self.viewer:
            if self.viewer is not None and state.outcome is None:
                # The person sees the card they drew land before their hand turns over: a
                # Polish family never saw it until their next turn.
                self.handover = timing.handover_pause(self.settings)
            if not self.handover:
                self.hand_over()
        self.refresh()

    def hand_over(self) -> None:
        """The turn's person is done: their hand turns over, and the curtain comes next."""
        self.handover = None
        self.viewer = None
        self.curtain_shown = False

    def take(self) -> None:
        """The take button: as T, a second press when a card could still be played."""
        asked, self.take_asked = self.take_asked, None
        controls.take_row(self, asked, clicked=True)

    def take_wanted(self) -> bool:
        """Whether taking the row is what the person was told to do (the hint's move): then
        one press takes it."""
        hint = self.current_hint()
        return hint is not None and hint.action == TAKE

    def play_card(self, card: int, onto: int | None = None) -> bool:
        """A card put on the row (``onto`` a row card, or at its end), as the phase's mode
        says: onto its twin twists it out, onto the last card or the row's end extends the
        row (or starts the new row after a take), onto another row card is refused. A card
        let go on a row card just beside its twin (but not on the last card, where a card
        extends the row) twists the twin out: in a long row a twin in the middle shows a
        strip about 65 px wide at 1024x640, and a family landed on the card beside it."""
        row = self.view.row
        other = twin(card)
        if (onto is not None and other is not None and other in row and onto in row
                and onto not in (other, row[-1])
                and abs(row.index(onto) - row.index(other)) == 1):
            onto = other
        action = self.mode.put(card, onto)
        if action is None:
            return False
        if (onto is not None and row and onto != row[-1] and action.kind is Kind.EXTEND
                and self.my_turn()):
            # Put on a row card that is not its twin: refused, as a twist of that card
            # (the refusal spoke of the row's last card: a tester dropped 21 on 97 and
            # read "more than 10 away from 92"), even where the card could go at the end:
            # a family's child, holding the wrong card, clicked the twin he meant to take
            # and saw his card join the row's end instead.
            # A frog in the row has no twin to be taken out with (a tester read "43 is
            # not the twin of 55"), and the card held has one, named (another read only
            # that frogs have none, of the 44 his 24 was dropped on).
            pair = twin(card)
            reason = (t("tt.refusal.frog", card=card) if pair is None
                      else t("tt.refusal.onto_frog", card=card, onto=onto, twin=pair)
                      if twin(onto) is None
                      else t("tt.refusal.not_twin", card=card, onto=onto, twin=pair))
            self.refuse_drop(action, reason)
            return False
        return self.submit(action)

    def refuse_drop(self, action: Action, reason: str) -> None:
        """A card put on a row card it cannot twist out (``action`` is what the put would
        have been at the row's end): refused before any move, with ``reason``."""
        self.set_message(t("board.refused", reason=reason), theme.ERROR)
        self.app.audio.play("button")


    def update(self, dt: float) -> None:
        self.time += dt
        if self.layout.size != self.app.size:
            self.resize(self.app.size)
        self.mirror.update(dt)
        self.tick_fresh(dt)
        self.fade_message(dt)
        self.update_buttons()
        busy = self.mirror.moving
        state = self.state
        if self.handover is not None:
            if not self.handover_over(dt, busy):
                return
            self.hand_over()
            self.refresh()
        if state.outcome is not None:
            self.finish_round(dt, busy)
            return
        seat = state.to_move
        if seat in self.computers:
            self.computer_step(seat, dt, busy)
        elif (self.session.hotseat and seat is not None and self.viewer != seat
              and not self.curtain_shown and (not busy or not self.state.log)):
            # At a round's start the curtain does not wait for the deal (every hand lies
            # face down): a family waited 1.5 s with "Ana is playing…" and no button. The
            # dealt cards go to their places at once: the table does not move under the
            # curtain, and a family saw a card back stuck over the pile there.
            self.mirror.snap()
            self.curtain_shown = True
            self.app.stack.push(CurtainOverlay(self.app, self, seat, self.people))

    @property
    def seed(self) -> int:
        return self.session.match.seed

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
            self.app.save_session(KEY, self.session)
        self.summary_shown = True
        outcome = self.state.outcome
        won = outcome is not None and any(self.is_human(s) for s in outcome.winners)
        self.app.audio.play("win" if won or not self.computers else "lose")
        self.app.stack.push(TakeThatSummary(self.app, self))

    def restart_round(self) -> None:
        """Deal the round again, same dealer. Once a card was played the new deal counts as
        assisted, as a hint does: a losing round could be thrown away for a fresh one that
        the statistics took as the first. The computers and the hint's memory start afresh
        (they would read the old deal's cards as taken)."""
        match = self.session.match
        if self.restart_costs():
            self.session.assisted.add(match.index)
        match.redeal()
        self.seat_computers()
        self.memory = Memory()
        self.hint = None
        self.start_round()

    def concede_body(self) -> str:
        if self.session.untouched():
            return t("tt.confirm.abandon.untouched")
        if self.session.assisted:
            # A game with a hint is only listed: "counts as lost" was not so (a tester).
            return t("tt.confirm.abandon.listed")
        return t(self.concede_keys[2])

    def concede(self) -> None:
        """Abandon the game: it counts as played and not won (unless nothing of it was
        played yet), and cannot be continued."""
        session = self.session
        if book_abandoned(self.app.stats, session):
            self.app.save_statistics()
        self.app.forget_session(KEY, session)
        self.app.go_home()

    def rematch(self) -> None:
        """A new game with the same seats and rules, from the main menu; the deal passes on
        to the next player, as it does from round to round (the seed chose the dealer, and
        a tester's rematch was dealt by the same computer again)."""
        old = self.session
        config = old.match.config
        dealer = (old.match.state.dealer + 1) % config.players
        session = TakeThatSession(TakeThatMatch.start(config, self.app.new_seed(), dealer),
                                  old.players, old.demo)
        start(self.app, session)
        self.app.go_home()
        self.app.stack.push(TakeThatBoard(self.app, session))

    def curtain_seat(self) -> int | None:
        return self.state.to_move

    def dismiss_curtain(self) -> None:
        """The next person has said who they are: turn the table to them (the log says what
        the others did since their last turn)."""
        seat = self.state.to_move
        if seat is None:
            return
        self.perspective = self.viewer = seat
        self.mirror.clear()
        # The words of the keys or of the mouse as this person said who they were (Enter,
        # or a click): the last person's keys spoke to a mouse player after them.
        self.by_keys = self.app.by_keys
        self.relayout()
        self.refresh()
        self.mirror.snap()
        # What the others did since is in the game log and the line above the row.
        self.set_message("")

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

    def forget_pointer(self) -> None:
        super().forget_pointer()
        self.hover_pile = self.hover_down = self.hover_row = None

    def press(self, pos: tuple[int, int]) -> None:
        controls.press(self, pos)

    def release(self, pos: tuple[int, int]) -> None:
        controls.release(self, pos)

    def key(self, key: int) -> None:
        controls.key(self, key)

    def viewing_key(self, key: int) -> bool:
        if key != pygame.K_p:
            return False
        controls.next_pile(self)
        return True

    def update_buttons(self) -> None:
        take = self.buttons["take"]
        take.visible = self.my_turn() and self.mode.takes
        legal = self.legal()
        take.enabled = TAKE in legal
        # Marked as the move to make only when it is the one move left: always gold, it
        # read as the focused button to a keyboard tester, who feared Enter would take.
        take.primary = legal == [TAKE] or self.take_asked == len(self.moves)
        hint = self.buttons["hint"]
        hint.visible = self.hint_seat() is not None
        hint.enabled = hint.visible and self.my_turn() and self.in_round() and bool(self.legal())

    # ----- the hint button

    def handle_event(self, event: pygame.event.Event) -> bool:
        if (event.type == pygame.KEYDOWN and event.key == pygame.K_z
                and bool(getattr(event, "mod", 0) & pygame.KMOD_CTRL)):
            # Ctrl+Z, which takes a turn back in Schotten Totten, did nothing here.
            self.set_message(t("tt.board.no_undo"))
            return True
        return super().handle_event(event)

    def hint_seat(self) -> int | None:
        """The seat that may ask for hints: the one person at a table of computers (none in
        hot-seat, in a demonstration or in the tutorial)."""
        humans = self.session.human_seats()
        if not self.offers_hint or self.session.demo or len(humans) != 1 or not self.computers:
            return None
        return humans[0]

    def ask_hint(self) -> None:
        """Show the suggestion, once the player has agreed that the round will count only as
        assisted (asked once a round)."""
        if not self.buttons["hint"].enabled:
            if self.session.hotseat and self.in_round():
                # H did nothing at all in hot-seat, without a word.
                self.set_message(t("hint.hotseat"))
            return
        if len(self.legal()) == 1:
            # The one move there is: the line under the row says so already, and a tester
            # was warned, agreed, and lost the game's statistics for being told it.
            self.show_hint(free=True)
            return
        self.when_assisted(self.session.match.index in self.session.assisted, self.show_hint,
                           ("tt.hint.title", "tt.hint.body", "tt.hint.yes"))

    def hint_key(self) -> tuple[int, int]:
        return self.session.match.index, len(self.state.log)

    def show_hint(self, free: bool = False) -> None:
        """The suggestion for the person's seat, from its own view and memory only; the
        round now counts as assisted, unless the hint is ``free`` (the only move)."""
        seat = self.hint_seat()
        if seat is None or not self.my_turn() or self.state.to_move != seat:
            return
        view = self.state.view(seat)
        if not view.legal:
            return
        suggestion = hint_for(view, self.seed + len(self.state.log), self.memory)
        self.hint = (self.hint_key(), suggestion)
        if not free:
            self.session.assisted.add(self.session.match.index)
            self.app.save_session(KEY, self.session)
        self.set_message(hint_text(suggestion), theme.GOLD_LIGHT)
        self.message_time = timing.MESSAGE_SECONDS * 3
        # The card to play is taken up, as at Schotten Totten's table: Enter (or X for a
        # twist) then plays it; it only glowed, and Enter did nothing.
        card = suggestion.action.card
        if card is not None and card in view.hand:
            self.selected = self.hint_taken = card

    def current_hint(self) -> Suggestion | None:
        """The hint, while the position it was given for is still on the table."""
        if self.hint is None or self.hint[0] != self.hint_key():
            return None
        return self.hint[1]

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
            # While the banner across the row says it, the line under the row is quiet
            # (both said "The round is over").
            return t("tt.board.round_over") if self.summary_shown else ""
        seat = state.to_move
        if seat is None:
            return ""
        if self.handover is not None and self.viewer is not None:
            # The hand stays up a moment for its person to see the card drawn land; the
            # line spoke of the next player meanwhile, as if that hand were theirs (a
            # Brazilian family).
            return t("tt.board.handover", name=self.name(self.viewer))
        landing = self.landing_seat()
        if landing is not None:
            # A computer's card still on its way: "It's your turn" showed before it had
            # landed in the empty row (a tester), as if the row were empty for the player;
            # and "is thinking" under a move the banner and the log already told (a
            # family): the line says the move until it has landed.
            return describe(state.log[-1][1], self.name(landing))
        if seat in self.computers:
            return t("board.thinking", name=self.name(seat))
        if not self.my_turn():
            return t("board.their_turn", name=self.name(seat))
        if self.drag is not None and self.drag.dragging:
            return self.drag_prompt(self.drag.card)
        marked = self.row_mark_text()
        if marked:
            return marked
        if self.selected is not None and self.by_keys and not self.view.row:
            # Keys only, as a keyboard player is told ("click the row or Enter" read as
            # meant for someone else, a Polish tester); after a take as well (it kept
            # "choose any card" under the card chosen, a Brazilian keyboard player).
            return t("tt.board.selected_keys_start", card=self.selected)
        if self.selected is not None and self.view.row:
            if not self.by_keys:
                return self.chosen_prompt(self.selected)
            extend, twisted = self.drop_targets(self.selected)
            if not extend and twisted is None:
                # By keys too, a card that fits nowhere says why as it is chosen: an
                # Italian keyboard player was told "Enter to play it, X for its twin" of a
                # card 11 away, and the refusal after Enter went by unread.
                return self.nowhere_prompt(self.selected)
            # Only the keys that do something ("X to twist" was offered with no twin).
            if not extend:
                return t("tt.board.selected_keys_twist", card=self.selected, twin=twisted)
            if twisted is None:
                return t("tt.board.selected_keys_add", card=self.selected)
            if self.mode.takes:
                return t("tt.board.selected_keys_both", card=self.selected, twin=twisted)
        return self.mode.prompt(self)

    def row_mark_text(self) -> str:
        """For the row card under the pointer with a bar under it (played by another seat
        since the person's last move): who played it, and what the bars are. A tester
        saw the bars all game and never learnt what they meant."""
        card, seat = self.hover_row, self.viewer
        if card is None or seat is None or self.selected is not None:
            return ""
        owner = history.placed_since(self.moves, seat).get(card)
        if owner is None or card not in self.view.row:
            return ""
        return t("tt.board.row_mark", card=card, name=self.name(owner))

    def chosen_prompt(self, card: int) -> str:
        """The line for a card chosen by a click: what a click on the row does with it, as
        far as it may (a tester was offered "X to twist" with no twin in the row, and keys
        while using the mouse), or why it may go nowhere."""
        extend, twisted = self.drop_targets(card)
        if extend and twisted is not None:
            return t("tt.board.selected_add_twist", card=card, twin=twisted)
        if extend:
            return t("tt.board.selected_add", card=card)
        if twisted is not None:
            return t("tt.board.selected_twist", card=card, twin=twisted)
        return self.nowhere_prompt(card)

    def nowhere_prompt(self, card: int) -> str:
        """The line for a chosen card that fits nowhere: both reasons, and what to do
        instead (a tester who only chose it read "Not allowed", as if he had tried a move,
        and nothing of taking the row)."""
        row = self.view.row
        if not row or self.state.refusal(act.extend(card)) is None:
            return self.drag_prompt(card)
        pair = twin(card)
        why = (t("tt.board.nowhere.frog") if pair is None
               else t("tt.board.nowhere.twin", twin=pair))
        keys = "_keys" if self.by_keys else ""
        # When no card of the hand fits either, "choose another card" sent a tester on a
        # search for nothing: then only the take is named.
        alone = ".take" if all(action.kind is Kind.TAKE for action in self.legal()) else ""
        return t(f"tt.board.nowhere{alone}{keys}", card=card, rightmost=row[-1], why=why)

    def drag_prompt(self, card: int) -> str:
        """The line while a card is held: where it may go or, when it may go nowhere, why
        not, before it is let go (an Italian tester dragged a card that fitted nowhere,
        saw nothing say so, and the card just went back)."""
        extend, twisted = self.drop_targets(card)
        if not extend and twisted is None:
            action = self.mode.put(card, None)
            refusal = self.state.refusal(action) if action is not None else None
            if refusal is not None:
                return t("board.refused", reason=refusal_text(refusal))
        # Only where it may go: a frog, which has no twin, was offered one (an Italian
        # tester), as was a card whose twin is not in the row.
        if extend and twisted is None:
            return t("tt.board.dragging.end", card=card)
        if twisted is not None and not extend:
            return t("tt.board.dragging.twin", card=card, twin=twisted)
        return t("tt.board.dragging", card=card)

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw_board(self, surface)

    def draw_empty_table(self, surface: pygame.Surface) -> None:
        """The pond with the seats' places and no card (it was Schotten Totten's meadow):
        the table's fixed layer, as this frame's drawing of the table left it."""
        if self.static is None or self.static.get_size() != surface.get_size():
            self.static = paint.build_static(self, surface.get_size())
        surface.blit(self.static, (0, 0))

    def card_drawn(self, surface: pygame.Surface, sprite: CardSprite,
                   rect: pygame.FRect) -> None:
        """Called as each card is drawn at ``rect``, before the cards that lie over it: a
        lesson puts its glow there."""
