"""The Schotten Totten table's controller: whose screen it is, the round's life (deal, moves,
the hot-seat curtain, the round's end, undo), and the way of an ``Action`` to the engine
(``submit``) and back to the sprites (``refresh``). Input is in ``controls`` and ``modes``,
geometry in ``placement``, drawing in ``paint`` and ``hud``, texts in ``words``.

Tactic cards that take several steps are tried on a copy of the state first, so the player
can cancel before the last step (except Recruiter draws, which reveal cards).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Final

import pygame

import game
from game.schotten import actions as act
from game.schotten.actions import Action, Kind
from game.schotten.ai import make_player
from game.schotten.ai.suggest import Suggestion
from game.schotten.cards import BLUFF, MUD, is_clan
from game.schotten.explain import (
    Group,
    StoneReport,
    explain_round,
    name_side,
    seen_report,
    threats_in_view,
)
from game.schotten.model import Event, Phase
from game.schotten.state import GameState
from game.schotten.view import PlayerView
from scenes.schotten import controls, hud, paint, placement
from scenes.schotten.art import SchottenArt
from scenes.schotten.hint import HintSearch, hint_text, hinted_card, hinted_target
from scenes.schotten.layout import Layout
from scenes.schotten.modes import MODES, WAIT_DRAW, DrawMode, Glow, Mode
from scenes.schotten.records import book_session_round
from scenes.schotten.session import KEY, Session, remembered, start
from scenes.schotten.summary import RoundSummary
from scenes.schotten.undo import hide_draw, moved, undo_point, undone, unseen_since, waiting_draw
from scenes.schotten.words import (
    automatic_draws,
    beaten_text,
    formation_text,
    last_turn,
    plaque_note,
    refusal_text,
    return_decks,
)
from scenes.shell.dialogs import CurtainOverlay
from scenes.table import timing
from scenes.table.base import CardTable
from scenes.table.logpanel import even_lines
from scenes.ui import theme
from scenes.ui.sprites import CardSprite
from scenes.ui.text import t
from scenes.ui.widgets import Button

if TYPE_CHECKING:
    from scenes.core.app import App


MID_TACTIC: Final = frozenset({
    Phase.STRATEGIST_PICK, Phase.STRATEGIST_PLACE, Phase.BANSHEE_PICK,
    Phase.TRAITOR_PICK, Phase.TRAITOR_PLACE,
})
"""Phases in the middle of a tactic card: its steps are buffered until the last one."""
UNDO_ABOVE_MENU: Final = 52
"""Design pixels between the tops of the Undo and Menu buttons."""


CLAIM_LABEL_SECONDS: Final = 2.6
"""Seconds a just-claimed stone shows its winning formation, at the normal speed."""


ACTION_KEYS: Final = {"board.pass": "P", "board.done_claims": "keys.cap.enter",
                      "board.discard": "D"}
"""The key that does what the action button does, by the button's catalog key."""


def after_move(legal: list[Action]) -> str:
    """The catalog key for a proven stone that waits for this turn's move: a card, a pass
    with no card to place (a Greek tester was told to claim once he had played, with no
    card he could play), or a tactic card or a pass."""
    if act.PASS not in legal:
        return "board.claim_after_play"
    if any(action.kind is Kind.PLAY for action in legal):
        return "board.claim_after_tactic"
    return "board.claim_after_pass"


class BoardScene(CardTable):
    view: PlayerView
    """What the seat shown may know, as of the last ``refresh``."""

    reveals_at_end = True
    """Whether the computer's hand turns up once the round is over (not in a lesson,
    whose scripted hand says nothing)."""
    game_key = KEY
    can_restart = True
    concede_keys = ("pause.concede", "confirm.concede.title", "confirm.concede.body",
                    "confirm.concede.yes")
    shows_log = True
    """Whether the game log fills its panel (the tutorial puts its steps there instead)."""

    def __init__(self, app: App, session: Session) -> None:
        super().__init__(app, session.players, make_player, placement.draw_rank)
        self.session = session
        self.art = SchottenArt(app.assets, app.settings, session.match.config.edition)
        self.layout = Layout(app.size)
        self.paint_cache = paint.PaintCache()
        self.buffer: list[Action] = []
        self.scratch: GameState | None = None
        self.selected: int | None = None
        self.pick_cursor = 0
        self.pressed_at: tuple[int, int] | None = None
        """Where the button went down, for a release that is no click (a drag of nothing)."""
        self.by_keys = app.by_keys
        """Whether the last gesture at the table was a key (the prompts then name keys): at
        first, whether the game was started with a key."""
        self.hover_tactic: int | None = None
        self.hover_deck: str | None = None
        self.counterexample: tuple[int, ...] = ()
        self.message_turn: tuple[int, int | None] | None = None
        """(round, seat to move) when the message said something about that moment only."""
        self.seen_events = 0
        self.stone_offset = [0.0] * 9
        self.stone_flash = [0.0] * 9
        self.last_cards: frozenset[int] = frozenset()
        self.last_seat = -1
        """The cards ``last_seat`` brought to the table in its last turn: they glow for the
        other player."""
        self.stone_labels: dict[int, tuple[tuple[str, str], float]] = {}
        self.held_hand: list[int] = []
        """The hand's order while the Recruiter's cards are put back (``places``)."""
        self.plaque_quiet: set[int] = set()
        """Stones claimed with the pointer on them: their plaque comes back on hover only
        once the pointer has left and returned (a tester who claimed by a click had the
        plaque over the next column's cards until the next claim)."""
        """A just-claimed stone's winning formation, and the seconds it stays written."""
        self.taken_back: int | None = None
        """The card Undo brought back to the hand, until the next move (it glows there a
        moment, as if chosen: an arrow takes it up)."""
        self.key_spot: tuple[int, int] | None = None
        """Where in the hand the arrows last chose a card, and that card: once it is
        played, the next arrow takes the card in its place (a keyboard tester counted
        presses from the first card again after every play)."""
        """The cards that just came into the hand, and the seconds they still glow: the hand
        sorts itself, so a tester's next drag took the card that had moved into its place."""
        self.buttons = {
            "action": Button("", self.press_action),
            "cancel": Button(t("board.cancel"), self.cancel_steps, key="keys.cap.escape"),
            "menu": Button(t("board.menu"), self.open_pause, key="keys.cap.escape"),
            "undo": Button(t("board.undo"), self.undo, key="keys.cap.undo"),
            "hint": Button(t("hint.button"), self.ask_hint, key="H"),
        }
        self.reports_known: tuple[object, tuple[StoneReport, ...]] = (None, ())
        self.hidden_draw: tuple[int, int] | None = None
        """The card drawn as the player's turn ended, and its event, while it waits face
        down on the deck for a click (``settings.auto_draw`` off)."""
        self.hint: tuple[tuple[int, int], Suggestion] | None = None
        """The last hint asked for, with the (round, log length) it was given at."""
        self.hint_search: tuple[tuple[int, int], HintSearch] | None = None
        """A hint still being worked out, with the position it is for."""
        self.hint_pick: tuple[int, int | None] | None = None
        """While a hinted ruse is being played: the table card the hint takes with it and
        where it goes (a tester had to find the Orange 3 the hint named, a thin strip
        among cards that all glowed alike)."""
        self.undo_known: tuple[object, ...] = (-1, -1, None, None, None)
        """(round, actions, unrevealed draw, auto-claim, undo point) of the last check:
        undo replays the round."""
        self.start_round()

    # ----- the round and whose screen it is

    @property
    def state(self) -> GameState:
        return self.session.match.state

    @property
    def match(self) -> game.Match:
        return self.session.match

    @property
    def seed(self) -> int:
        """The match's seed: each computer decision's generator is derived from it."""
        return self.session.match.seed

    @property
    def mode(self) -> Mode:
        """What the seat at the screen does in the phase shown."""
        if self.hidden_draw is not None:
            return WAIT_DRAW
        return MODES[self.effective_phase()]

    def resume(self) -> None:
        """Back from the pause menu: the settings may have changed the names and the texts."""
        self.paint_cache.forget()

    def start_round(self) -> None:
        state = self.state
        self.key_spot = None
        humans = self.session.human_seats()
        if self.session.hotseat:
            self.perspective = state.to_move if state.to_move is not None else 0
            self.viewer = None
        else:
            self.perspective = humans[0] if humans else 0
            self.viewer = self.perspective
        self.mirror.clear()
        self.seen_events = 0
        self.summary_shown = self.state.outcome is not None and self.session.match.is_over
        self.curtain_shown = False
        self.handover = None
        self.worker = self.hint_search = None
        self.buffer, self.scratch, self.selected, self.drag = [], None, None, None
        self.hidden_draw = self.draw_left_waiting()
        self.stone_offset = [0.0] * 9
        self.last_cards, self.last_seat, self.stone_labels = frozenset(), -1, {}
        self.round_timer = 0.0
        self.wait = timing.computer_pause(self.settings)
        self.set_message(self.starter_note())
        self.refresh(dealing=True)
        self.app.save_session(KEY, self.session)

    def draw_left_waiting(self) -> tuple[int, int] | None:
        """A game resumed just after the person's turn ended with a draw the table kept on
        the deck: it waits there again, face down, with Undo still possible. Closed at
        that moment, the game came back with the card in hand and the computer moved."""
        seat = self.viewer
        log = self.state.log
        if (self.settings.auto_draw or self.session.hotseat or seat is None or not log
                or log[-1][0] != seat or log[-1][1].kind is Kind.DRAW):
            return None
        return waiting_draw(self.state, 0, seat)

    def starter_note(self) -> str:
        """At the start of a later round of a match, who starts it and why (the winner of
        the round before): a player saw the computer start and nothing said why."""
        match = self.session.match
        state = self.state
        seat = state.to_move
        if match.index == 0 or state.log or not match.results or seat is None:
            return ""
        if match.results[-1].winner != seat:
            return ""
        if not self.session.hotseat and seat == self.perspective:
            return t("board.round_start.you", index=match.index + 1)
        return t("board.round_start.other", index=match.index + 1, name=self.name(seat))

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

    def known_view(self, seat: int) -> PlayerView:
        """What ``seat`` may know now: its view, with a card drawn but still waiting face
        down on its deck left out of the hand (a refused claim named such a card "from
        your hand" before it was turned up). Everything the table says of a seat's cards
        reads this, never ``state.view``."""
        view = self.state.view(seat)
        if self.hidden_draw is not None:  # only ever in the hand of the seat that drew it
            view = hide_draw(view, *self.hidden_draw)
        return view

    def refresh(self, dealing: bool = False) -> None:
        """Derive the sprites from the engine's view of the seat at the screen."""
        view = self.known_view(self.perspective)
        self.view = view
        lay = self.layout
        duration = timing.duration(self.settings)
        new_events = view.events[self.seen_events:]
        self.seen_events = len(view.events)
        origins, returned = placement.origins(lay, new_events, self.perspective)
        for event in new_events:
            if event.kind in ("place", "move", "discard") and event.card >= 0:
                if event.seat != self.last_seat:
                    self.last_seat, self.last_cards = event.seat, frozenset()
                self.last_cards |= {event.card}
            if event.kind == "claim":
                self.stone_flash[event.stone] = 1.0
                if not dealing:
                    self.label_claim(view, event.stone)
        if not dealing:
            self.play_sounds(new_events)
        shown = self.viewer == view.seat
        if shown:
            self.fresh.saw(view.seat, view.hand, dealing)
        # Once the round is over the computer's hand is turned up: a tester wanted to see
        # what it had held back. Not in hot-seat, where one person's hand turned up on the
        # other's screen (a couple took it for a leak of the curtain's promise).
        revealed = (placement.hand_order(self.state.hands[1 - view.seat])
                    if self.state.outcome is not None and self.reveals_at_end
                    and not self.session.hotseat else [])
        # While the Recruiter's cards go back, the hand keeps its places.
        returning = shown and view.phase is Phase.RECRUIT_RETURN and view.to_move == view.seat
        if not returning:
            self.held_hand = []
        elif not self.held_hand or not set(view.hand) <= set(self.held_hand):
            self.held_hand = placement.hand_order(view.hand)
        places = placement.places(lay, view, shown, revealed, self.held_hand)
        for sprite in self.mirror.leave(places):
            for back_card, deck in returned:
                if back_card == sprite.card and duration > 0:
                    sprite.vanish = True
                    # Face down, as it goes under its deck at the table: it flew face up
                    # and lay on the deck as if it were the next card drawn (a tester).
                    sprite.card = (placement.CLAN_BACK if is_clan(back_card)
                                   else placement.TACTIC_BACK)
                    sprite.retarget(pygame.FRect(lay[f"deck_{deck}"]), duration)
                    self.mirror.ghosts.append(sprite)
        deck_rect = pygame.FRect(lay["deck_clan"])
        tactic_deck_rect = pygame.FRect(lay["deck_tactic"])
        fresh = not self.state.log
        dealt = 0

        def enter(sprite: CardSprite) -> None:
            nonlocal dealt
            if duration <= 0:
                return
            origin = origins.get(sprite.card) if sprite.face_up else None
            if dealing:
                # A fresh round's hands are dealt from the deck; a round resumed half-way
                # is laid out as it was, with no card flying.
                if fresh and sprite.zone in ("hand", "opponent"):
                    sprite.fly_from(deck_rect, duration * 1.4, delay=dealt * 0.06)
                    dealt += 1
            elif origin is not None:
                sprite.fly_from(origin, duration * 1.3)
            elif sprite.zone == "opponent" and not dealing:
                tactic = sprite.card == placement.TACTIC_BACK
                sprite.fly_from(tactic_deck_rect if tactic else deck_rect, duration)

        self.mirror.arrive(places, duration, enter)
        if not shown:
            # Cards on their way back into a deck stay face down for anyone else (the
            # hot-seat curtain may have just come down on the seat that put them back).
            for ghost in self.mirror.ghosts:
                tactic = ghost.card == placement.TACTIC_BACK or not is_clan(ghost.card)
                ghost.card = placement.TACTIC_BACK if tactic else placement.CLAN_BACK
        if self.selected is not None and self.selected not in view.hand:
            self.selected = None
        self.paint_cache.log_entries = (None, [])
        self.update_buttons()

    def label_claim(self, view: PlayerView, stone: int) -> None:
        """Write the winning formation on a stone just claimed, for a moment."""
        texts = self.claim_label(stone, view)
        if texts is None:
            return
        seconds = CLAIM_LABEL_SECONDS / max(0.5, self.settings.speed_factor or 1.0)
        self.stone_labels[stone] = (texts, seconds)
        if self.layout[f"stone_{stone + 1}"].collidepoint(self.pointer):
            self.plaque_quiet.add(stone)

    def claim_label(self, stone: int, view: PlayerView | None = None
                    ) -> tuple[str, str] | None:
        """A claimed stone's plaque: its winning formation, and what that beat or why no
        unseen card can beat it (an expert read only what won, not why); ``None`` while
        the stone is free or its owner's side is empty."""
        seen = (view or self.view).stones[stone]
        if seen.owner is None or not seen.sides[seen.owner]:
            return None
        formation = formation_text(name_side(seen.sides[seen.owner], seen.capacity,
                                             seen.bluff >= 0))
        return formation, plaque_note(seen_report(seen))

    def seat_colour(self, seat: int) -> tuple[int, int, int]:
        """A seat's colour for the whole game: against the computer the person at the
        screen is blue; in hot-seat the first player is blue and the second red, whoever
        is looking."""
        home = 0 if self.session.hotseat else self.perspective
        return theme.SEAT[0 if seat == home else 1]

    def play_sounds(self, events: tuple[Event, ...]) -> None:
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
            self.app.audio.play(name, delay=index * timing.SOUND_GAP)

    # ----- moving the game on

    def phase_source(self) -> GameState:
        """The state the seat at the screen decides in: a trial copy during the steps of a
        tactic card, else the round itself."""
        return self.scratch if self.scratch is not None else self.state

    def effective_phase(self) -> Phase:
        return self.phase_source().phase

    def thinking(self, seat: int) -> bool:
        """Whether the turn panel shows ``seat`` thinking (a computer about to move)."""
        return seat in self.computers

    def legal(self) -> list[Action]:
        if not self.my_turn():
            return []
        return self.phase_source().legal_actions()

    def pick_targets(self) -> list[int]:
        """The table cards the seat at the screen may choose now (for a tactic card)."""
        return [a.card for a in self.legal() if a.kind is Kind.PICK and a.card is not None]

    def submit(self, action: Action) -> bool:
        """Ask the engine; buffer the middle steps of a tactic card; report refusals."""
        if not self.my_turn():
            return False
        source = self.phase_source()
        if action not in source.legal_actions():
            self.refuse(action, source)
            return False
        self.taken_back = None  # a move made: the card Undo brought back is no longer news
        if source.phase not in (Phase.RECRUIT_DRAW, Phase.RECRUIT_RETURN):
            # Nor is the card drawn last; the Recruiter's draws and returns are one move,
            # and its three new cards stay marked through them (only the last drawn was,
            # a Brazilian hot-seat pair).
            self.spend_fresh()
        trial = source.copy()
        trial.apply(action)
        mid = trial.to_move == source.to_move and (
            trial.phase in MID_TACTIC
            or (trial.phase is Phase.RECRUIT_DRAW and action.kind is Kind.PLAY)
        )
        if mid:
            hint = self.current_hint()
            if not self.buffer:
                self.hint_pick = (hinted_target(hint) if hint is not None
                                  and hint.action == action else None)
            self.buffer.append(action)
            self.scratch = trial
            self.pick_cursor = 0
            self.selected = None
            picks = self.pick_targets()
            if self.hint_pick is not None and self.hint_pick[0] in picks:
                self.pick_cursor = picks.index(self.hint_pick[0])
            self.set_message("")
            return True
        since, seat = len(self.state.events), self.state.to_move
        for step in [*self.buffer, action]:
            self.state.play(step)
        if (not self.settings.auto_draw and action.kind is not Kind.DRAW
                and seat is not None and seat == self.viewer):
            self.hidden_draw = waiting_draw(self.state, since, seat)
        self.buffer, self.scratch, self.selected = [], None, None
        self.hint_pick = None
        self.set_message("")
        self.counterexample = ()
        self.after_action()
        return True

    def refuse(self, action: Action, source: GameState) -> None:
        if action.kind is Kind.CLAIM and action.stone is not None and self.viewer is not None:
            self.show_claim_check(action.stone)
            return
        refusal = source.refusal(action)
        reason = (refusal_text(refusal, self.art.naming) if refusal is not None
                  else t("board.no_room"))
        self.say_for_now(t("board.refused", reason=reason), theme.ERROR)

    def show_claim_check(self, stone: int) -> None:
        if self.viewer is None:
            return
        check = self.state.claim_check(self.viewer, stone)
        if check.claimable:
            # Proven, but claims have their moment in the turn: now, after this turn's
            # card (claims after play), or next turn.
            state = self.state
            now = self.my_turn() and act.claim(stone) in self.legal()
            after_play = (self.my_turn() and state.phase is Phase.PLAY
                          and state.config.claim_timing == "after_play")
            key = ("board.claim_ok" if now else after_move(self.legal()) if after_play
                   else "board.claim_next_turn")
            if key == "board.claim_next_turn" and state.config.tactics:
                # The opponent moves first, and a tactic card (Fog, Mud, Traitor, …) may
                # change the stone: a Greek tester was told it was surely theirs, then Fog
                # came down on it and the claim was refused.
                key = "board.claim_next_turn_tactics"
            self.say_for_now(t(key, stone=stone + 1), theme.GOOD)
            self.counterexample = ()
            return
        owner = self.state.owner[stone]
        if owner is not None:
            # Not "cannot be claimed yet: … is already claimed" (a tester's "yet" for a
            # stone long since won). One's own stone, with automatic claiming on, says
            # that the game claimed it: an Italian tester clicked to claim a stone the
            # game had just claimed for him and read only "already claimed (Player)".
            said = (t("board.auto_claimed", stone=stone + 1)
                    if owner == self.viewer and self.settings.auto_claim
                    else t("board.claimed_already", stone=stone + 1, name=self.name(owner)))
            self.say_for_now(said, theme.TEXT_LIGHT)
            self.counterexample = ()
            return
        reason = (refusal_text(check.refusal, self.art.naming)
                  if check.refusal is not None else check.reason)
        threats: tuple[Group, ...] = ()
        known = self.known_view(self.viewer)
        if check.refusal is not None and check.refusal.code == "could_be_beaten":
            # The clan cards alone: unplayed tactic cards do not count in the proof, and a
            # refusal that named the Joker contradicted the rules page (a tester).
            threats = tuple(group for group in threats_in_view(known, stone)
                            if group.kind != "tactic")
        example = check.counterexample
        self.counterexample = tuple(example.added) if example is not None else ()
        if threats:
            reason = beaten_text(known, stone, threats, self.art.naming)
        said = t("board.claim_refused", stone=stone + 1, reason=reason)
        if check.refusal is not None and check.refusal.code == "could_be_beaten":
            # What the proof weighs: a tester's refused claim at the Blind-Man's Bluff's
            # stone did not say that only sums count there, and one with tactic cards in
            # play did not say that those still to come are left out.
            # Nested catalog texts, so that a change of language redoes the whole line.
            if known.stones[stone].bluff >= 0:
                said = t("board.claim_noted", said=said, note=t(
                    "board.claim_note.bluff", bluff=self.art.tactic_name(BLUFF)))
            elif self.state.config.tactics:
                said = t("board.claim_noted", said=said, note=t("board.claim_note.tactics"))
        elif (check.refusal is not None and check.refusal.code == "side_incomplete"
              and known.stones[stone].mud >= 0):
            # Why three cards are not complete there: a Polish keyboard player had no way
            # to read the Mud card at the stone (the pointer shows its rule).
            said = t("board.claim_noted", said=said, note=t(
                "board.claim_note.mud", mud=self.art.tactic_name(MUD)))
        elif (check.refusal is not None and check.refusal.code == "side_incomplete"
              and self.my_turn() and self.state.phase is Phase.PLAY and self.selected is None):
            # A stone's number or click with no card chosen asks about a claim: a keyboard
            # tester pressed 5 to play there and read only that the stone was not his yet.
            said = t("board.claim_noted", said=said, note=t(
                "board.claim_note.play_keys" if self.by_keys else "board.claim_note.play_mouse"))
        self.say_for_now(said, theme.ERROR)

    def set_message(self, text: str, colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
        super().set_message(text, colour)
        self.message_turn = None
        if not text:
            self.counterexample = ()

    def say_for_now(self, text: str, colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
        """A message about this moment of the turn (a refusal, a stone's claim checked): it
        gives way to the turn's prompt once the turn passes (a refused claim, held by its
        example cards, was still up when the player's next turn began)."""
        self.set_message(text, colour)
        self.message_turn = (self.session.match.index, self.state.to_move)

    def turn_passed(self) -> None:
        """Clear a message said for a moment of a turn that is over."""
        if (self.message_turn is not None
                and self.message_turn != (self.session.match.index, self.state.to_move)):
            self.set_message("")

    def keep_message(self) -> bool:
        """A refused claim's example cards hold its message, except over a draw the player
        has yet to make: "draw a card" stayed hidden until the turn passed (a tester), so
        there the message, and its example, last their usual time."""
        drawing = self.hidden_draw is not None or (
            self.my_turn() and isinstance(self.mode, DrawMode))
        return bool(self.counterexample) and not drawing

    def after_action(self) -> None:
        self.app.save_session(KEY, self.session)
        self.refresh()
        self.worker = None
        self.wait = timing.computer_pause(self.settings)
        state = self.state
        if self.session.hotseat and state.outcome is not None and self.viewer is not None:
            # The round is over and both players look at the table: the last player's hand
            # (and what they know of the decks) stayed face up behind the summary.
            self.viewer = None
            self.refresh()
        if (self.session.hotseat and state.to_move is not None and self.hidden_draw is None
                and state.to_move != self.perspective and self.viewer is not None):
            # The turn is over: the player sees the card they drew land in their hand, then
            # the curtain comes down before the other player's turn (``update``).
            self.handover = timing.handover_pause(self.settings)

    def cancel(self) -> bool:
        """Undo the buffered steps or the selection; False when there was nothing to cancel."""
        if self.buffer:
            self.buffer, self.scratch, self.hint_pick = [], None, None
            self.set_message("")
            return True
        hinted = hinted_card(self.current_hint())
        if hinted is not None and self.selected == hinted:
            # The hinted card put down is the hint declined: its stone stopped glowing
            # (an expert cancelled it and the stone still glowed), and its words go with
            # it (they still said "click stone 3" after Cancel, a tester).
            self.hint = None
            self.set_message("")
        return super().cancel()

    def cancel_steps(self) -> None:
        self.cancel()

    def press_action(self) -> None:
        choice = self.mode.button(self)
        if choice is not None:
            self.submit(choice[1])

    def update(self, dt: float) -> None:
        self.time += dt
        self.tick_fresh(dt)
        self.update_buttons()
        if self.layout.size != self.app.size:
            self.resize(self.app.size)
        self.mirror.update(dt)
        self.hover_again()
        self.fade_message(dt)
        if not self.message:
            self.counterexample = ()  # the example glows only beside its words
        self.hint_arrived()
        self.turn_passed()
        for stone, (text, left) in list(self.stone_labels.items()):
            if left - dt <= 0:
                del self.stone_labels[stone]
            else:
                self.stone_labels[stone] = (text, left - dt)
        self.plaque_quiet = {stone for stone in self.plaque_quiet
                             if self.layout[f"stone_{stone + 1}"].collidepoint(self.pointer)}
        self.move_stones(dt)
        busy = self.mirror.moving
        state = self.state
        if state.outcome is not None:
            self.finish_round(dt, busy)
            return
        if self.hidden_draw is not None:
            return
        if self.handover is not None:
            self.hand_over(dt, busy)
            return
        if self.session.hotseat and self.viewer is None:
            # At a round's start the curtain does not wait for the deal (every hand lies
            # face down), as at Take That.
            if not self.curtain_shown and (not busy or not state.log):
                self.curtain_shown = True
                self.app.stack.push(CurtainOverlay(self.app, self, state.to_move or 0))
            return
        seat = state.to_move
        if seat in self.computers:
            self.computer_step(seat, dt, busy)
        elif (self.my_turn() and state.phase is Phase.CLAIM and self.settings.auto_claim
              and not self.buffer):
            self.wait -= dt
            if self.wait <= 0 and not busy:
                claimable = state.claimable(seat) if seat is not None else []
                before = self.message  # a move clears it
                self.submit(act.claim(claimable[0]) if claimable else act.DONE)
                if claimable:
                    self.say_claimed(claimable[0], before)
                speed = self.settings.speed_factor
                self.wait = 0.25 / speed if speed else 0.0

    def say_claimed(self, stone: int, before: str) -> None:
        """A stone claimed for the person: said in full once a run (an expert saw a stone
        claimed for him and thought the game had done it by mistake), then in a few words
        (an Italian tester found his own claims only in the log), which do not replace
        the full words of a claim made a moment ago (``before``: the message then)."""
        if "auto_claim" not in self.app.told:
            self.app.told.add("auto_claim")
            self.say_for_now(t("board.auto_claimed", stone=stone + 1), theme.GOOD)
        elif before in {t("board.auto_claimed", stone=other + 1) for other in range(9)}:
            self.say_for_now(before, theme.GOOD)
        else:
            self.say_for_now(t("board.auto_claimed_again", stone=stone + 1), theme.GOOD)

    def hand_over(self, dt: float, busy: bool) -> None:
        """Count down the moment after a hot-seat turn; then hide every hand for the
        curtain (it comes down once nothing moves)."""
        if (self.handover_over(dt, busy) and self.session.hotseat
                and self.state.to_move != self.perspective):
            self.viewer = None
            self.curtain_shown = False
            self.refresh()

    def move_stones(self, dt: float) -> None:
        """A claimed stone glides toward its owner; a claim's flash fades."""
        speed = self.settings.speed_factor
        for stone in range(9):
            owner = self.view.stones[stone].owner
            goal = 0.0 if owner is None else (1.0 if owner == self.perspective else -1.0)
            if speed <= 0:
                self.stone_offset[stone] = goal
            else:
                delta = goal - self.stone_offset[stone]
                self.stone_offset[stone] += delta * min(1.0, dt * 6 * speed)
            self.stone_flash[stone] = max(0.0, self.stone_flash[stone] - dt * 0.8)

    def finish_round(self, dt: float, busy: bool) -> None:
        if self.summary_shown or busy:
            return
        self.round_timer += dt
        pause = timing.ROUND_END_PAUSE if timing.duration(self.settings) else 0.0
        log = self.view.log
        if pause and log and log[-1][0] != self.viewer:
            # The other side's winning turn stays in sight longer: it was over before a
            # player had taken in the card that won it.
            pause *= 2
        if self.round_timer < pause:
            return
        match = self.session.match
        if len(match.results) <= match.index:
            match.record_round()
            if book_session_round(self.app.stats, self.session):
                self.app.save_statistics()
            self.app.save_session(KEY, self.session)
        self.summary_shown = True
        winner = self.state.outcome.winner if self.state.outcome is not None else None
        lost = self.computers and winner is not None and winner in self.computers and (
            not self.session.demo)
        self.app.audio.play("lose" if lost else "win")
        self.app.stack.push(RoundSummary(self.app, self))

    def rematch(self) -> None:
        """A new match with the same players and rules, from the main menu."""
        old = self.session
        match = old.match
        first = remembered(self.app).first_seat() if not old.demo else None
        session = Session(game.Match.start(match.config, match.rounds, self.app.new_seed(),
                                           first), old.players, old.demo)
        start(self.app, session)
        self.app.go_home()
        self.app.stack.push(BoardScene(self.app, session))

    def restart_round(self) -> None:
        """Deal the round again. Once a card was played the new deal counts as assisted,
        as a hint or an undo does: a losing round could be thrown away for a fresh one
        that the statistics took as the first."""
        match = self.session.match
        if self.restart_costs():
            self.session.assist(match.index, "deal")
        match.state = game.new_game(match.config, self.app.new_seed(), self.state.first)
        del match.results[match.index:]
        self.start_round()

    def conceding_seat(self) -> int:
        """Who gives up: the player at the screen (in hot-seat, the one whose hand shows;
        behind the curtain nobody may, ``may_concede``)."""
        return self.viewer if self.viewer is not None else self.perspective

    def concede_body(self) -> str:
        """In hot-seat the confirmation names who gives up and who wins: "your opponent"
        read as either player to two people at one screen. In a match's last round it says
        that the match ends with it."""
        if not self.session.hotseat:
            body = t(self.concede_keys[2])
        else:
            seat = self.conceding_seat()
            body = t("confirm.concede.body_named", name=self.name(seat),
                     winner=self.name(1 - seat))
        match = self.session.match
        if match.rounds > 1 and match.index == match.rounds - 1:
            # A tester conceded the last round of a match, and the match ended unannounced.
            body = t("confirm.concede.last", body=body)
        return body

    def may_concede(self) -> bool:
        """Not behind the hot-seat curtain: nobody there has said who they are, and a round
        given up there went in the name of a player who had not seen it."""
        return super().may_concede() and not (self.session.hotseat and self.viewer is None)

    def concede(self) -> None:
        seat = self.conceding_seat()
        if self.may_concede():
            self.state.resign(seat)
            self.after_action()

    def reports(self) -> tuple[StoneReport, ...]:
        """Every stone named and explained (the log's claims, the summary), remembered
        until a stone is claimed or the round ends (a claim's reason never changes after
        it, and the log needs nothing else: replaying the round at every move cost a
        frame 4 ms)."""
        claims = sum(1 for owner in self.state.owner if owner is not None)
        key = (self.session.match.index, claims, self.state.outcome)
        if self.reports_known[0] != key:
            self.reports_known = (key, explain_round(self.state, self.report_seat()))
        return self.reports_known[1]

    def report_seat(self) -> int | None:
        """Whose knowledge the reports may use (the one person playing the computer, who
        knows their own hand); ``None`` in hot-seat, where both read the summary."""
        humans = self.session.human_seats()
        return humans[0] if len(humans) == 1 else None

    def undo_seat(self) -> int | None:
        """The player who may undo: the one person playing the computer (never hot-seat)."""
        humans = self.session.human_seats()
        if self.session.demo or len(humans) != 1:
            return None
        return humans[0]

    def undo_available(self) -> bool:
        """Whether Undo would take something back now (the same test as ``take_back``)."""
        seat = self.undo_seat()
        if seat is None or self.state.outcome is not None:
            return False
        unrevealed = self.hidden_draw[1] if self.hidden_draw is not None else None
        auto_claim = self.settings.auto_claim
        key = (self.session.match.index, len(self.state.log), unrevealed, auto_claim)
        if self.undo_known[:4] != key:
            self.undo_known = (*key, undo_point(self.state, seat, unrevealed, auto_claim))
        return self.undo_known[4] is not None

    def may_undo(self) -> bool:
        return self.undo_available()

    def take_draw(self) -> None:
        """The player clicked the deck: the card drawn at the end of their turn is shown."""
        if self.hidden_draw is None:
            return
        self.hidden_draw = None
        self.after_action()  # the draw's event, kept back until now, flies and sounds

    def undo(self) -> None:
        """Take back the last turn up to the last card drawn, once the player has agreed
        that the round will not count in the statistics (asked once a round). When there
        is nothing to take back, the message line says why (a press never does nothing);
        the first steps of a tactic card are taken back as Cancel does."""
        if not self.undo_available():
            if self.buffer and self.undo_seat() is not None:
                self.cancel()
                # Said: an Italian tester's Traitor went back to the hand without a word.
                self.set_message(t("board.tactic_taken_back"), theme.GOLD_LIGHT)
            else:
                self.refuse_undo()
            return
        if self.undo_unseen():
            # Nothing new has been seen since (the card drawn still waits face down, the
            # computer waits for it): a card placed by mistake comes back and the round
            # still counts, as the Auto-draw setting says (a Polish tester was asked to
            # give up the statistics for it).
            self.take_back()
            return
        self.when_assisted(self.session.match.index in self.session.assisted, self.take_back,
                           ("teach.undo.title", "teach.undo.body", "teach.undo.yes"))

    def refuse_undo(self) -> None:
        """Say why Undo takes nothing back now."""
        seat = self.undo_seat()
        if seat is None:
            if self.session.hotseat:
                self.say_for_now(t("board.undo_hotseat"), theme.TEXT_LIGHT)
            return
        if self.state.outcome is not None:
            return
        key = ("board.undo_seen" if moved(self.state, seat, self.settings.auto_claim)
               else "board.undo_nothing")
        self.say_for_now(t(key), theme.TEXT_LIGHT)

    def undo_unseen(self) -> bool:
        """Whether Undo would take back only the player's own moves, with nothing new
        seen since (``undo.unseen_since``)."""
        seat = self.undo_seat()
        if seat is None or self.state.outcome is not None:
            return False
        unrevealed = self.hidden_draw[1] if self.hidden_draw is not None else None
        return unseen_since(self.state, seat, unrevealed, self.settings.auto_claim)

    def take_back(self) -> None:
        """Undo the last turn (``undo`` asked first, unless nothing new was seen since);
        the round counts as assisted once something had been."""
        seat = self.undo_seat()
        if seat is None or not self.undo_available():
            self.refuse_undo()
            return
        unseen = self.undo_unseen()
        helped = self.session.match.index in self.session.assisted
        unrevealed = self.hidden_draw[1] if self.hidden_draw is not None else None
        state = undone(self.state, seat, unrevealed, self.settings.auto_claim)
        if state is None:
            self.refuse_undo()
            return
        back = set(state.hands[seat]) - set(self.state.hands[seat])
        self.hidden_draw = None
        self.cancel()
        self.session.match.state = state
        # The position is the hint's again, but the player has acted on it: lit anew, its
        # card and stone glowed beside the card taken back (an Italian tester saw two
        # cards chosen). H asks for it again.
        self.hint = None
        if not unseen:
            self.session.assist(self.session.match.index, "undo")
        self.worker = None
        self.wait = timing.computer_pause(self.settings)
        self.mirror.clear()
        self.seen_events = len(state.events)
        self.app.save_session(KEY, self.session)
        self.fresh.settle(seat, state.hands[seat])
        self.refresh()
        self.taken_back = next(iter(back)) if len(back) == 1 else None
        if self.taken_back is not None and self.by_keys and state.phase is Phase.PLAY:
            # The card taken back is taken up again, so that a stone's number plays it
            # elsewhere: it glowed in the hand as if chosen, and a keyboard tester's number
            # did nothing.
            self.selected = self.taken_back
        key = "board.undone"
        if unseen:
            # A round helped by a hint already stays out of the statistics: "the round
            # still counts" contradicted the hint's warning (a tester).
            key = "board.undone_unseen_assisted" if helped else "board.undone_unseen"
        self.set_message(t(key), theme.GOLD_LIGHT)

    def forget_pointer(self) -> None:
        super().forget_pointer()
        self.hover_tactic, self.hover_deck = None, None

    def hover_again(self) -> None:
        """Look again at what the pointer rests on while it rests on a card: cards move
        without the pointer moving, and a Recruiter's tactic card put back left its rule
        in the message line until the pointer moved (a tester)."""
        if self.hover is not None or self.hover_tactic is not None:
            self.hovering(self.pointer)

    def curtain_seat(self) -> int | None:
        seat = self.state.to_move
        return self.perspective if seat is None else seat

    def dismiss_curtain(self) -> None:
        """The next hot-seat player has clicked "I am …": show their hand and the last move
        (none once the round is over: both players read the summary)."""
        self.key_spot = None  # the other person's place in their own hand
        if self.state.outcome is not None:
            return
        seat = self.curtain_seat()
        assert seat is not None
        self.perspective = seat
        self.viewer = seat
        # The words of the keys or of the mouse as this person said who they were (Enter,
        # or a click): the last person's keys spoke to a mouse player after them.
        self.by_keys = self.app.by_keys
        # What lay under the pointer was the last player's: until the pointer moves, the
        # message line says the last move, not the new player's deck knowledge.
        self.forget_pointer()
        self.mirror.clear()
        self.refresh()
        self.mirror.snap()
        view = self.view
        drawn = automatic_draws(view.log, view.events) if view.config.tactics else None
        text = last_turn(return_decks(view.log, view.events), 1 - seat, self.art.naming,
                         drawn, self.name(seat))
        claiming = self.state.phase is Phase.CLAIM and not self.settings.auto_claim
        if text and not claiming:
            self.set_message(t("board.last_move", name=self.name(1 - seat), text=text))
            self.message_time = timing.MESSAGE_SECONDS * 2
        # A turn that opens with claims keeps its prompt ("you may claim the glowing
        # stones"): under the last move's recap a Portuguese tester saw only an "End"
        # button, and the last move stays in its box and the log.

    # ----- the window

    def resize(self, size: tuple[int, int]) -> None:
        if self.layout.size == size and self.paint_cache.static is not None:
            return
        resized = self.layout.size != size
        self.layout = Layout(size)
        self.relayout_buttons()
        self.paint_cache.emblems.clear()
        paint.prewarm(self)
        self.paint_cache.static = paint.build_static(self, size)
        if not resized:
            # The first showing, at the size the table was laid out for: the deal that
            # start_round began goes on (snapping here cut every first round's deal short).
            return
        for sprite in self.mirror.sprites.values():
            sprite.progress = 1.0
        self.refresh()
        self.mirror.snap()

    def relayout_buttons(self) -> None:
        lay = self.layout
        self.buttons["action"].rect = lay["button_action"]
        self.buttons["cancel"].rect = lay["button_cancel"]
        self.buttons["menu"].rect = lay["button_menu"]
        row = lay["button_menu"].move(0, -lay.px(UNDO_ABOVE_MENU))
        gap = lay.px(8)
        half = (row.w - gap) // 2
        self.buttons["hint"].rect = pygame.Rect(row.x, row.y, half, row.h)
        self.buttons["undo"].rect = pygame.Rect(row.right - half, row.y, half, row.h)

    # ----- input (``controls``): from the pointer and the keys to actions

    def handle_event(self, event: pygame.event.Event) -> bool:
        undo = self.buttons["undo"]
        if controls.is_undo_key(event) or (
                event.type == pygame.MOUSEBUTTONUP and event.button == 1 and undo.visible
                and not undo.enabled and undo.rect.collidepoint(event.pos)):
            # A click on the greyed button says why, as Ctrl+Z does.
            self.undo()
            return True
        return super().handle_event(event)

    def hovering(self, pos: tuple[int, int]) -> None:
        controls.hovering(self, pos)

    def press(self, pos: tuple[int, int]) -> None:
        controls.press(self, pos)

    def release(self, pos: tuple[int, int]) -> None:
        controls.release(self, pos)

    def key(self, key: int) -> None:
        controls.key(self, key)

    def update_buttons(self) -> None:
        action = self.buttons["action"]
        choice = self.mode.button(self) if self.my_turn() else None
        action.visible = choice is not None
        if choice is not None:
            action.label = t(choice[0])
            action.key = ACTION_KEYS.get(choice[0], "")
        self.buttons["cancel"].visible = bool(self.buffer) or self.selected is not None
        undo = self.buttons["undo"]
        # Once the round is over there is nothing to take back or to hint: both leave the
        # table (an Italian tester took the greyed pair under View table for live ones).
        undo.visible = self.undo_seat() is not None and self.state.outcome is None
        undo.enabled = undo.visible and (self.undo_available() or bool(self.buffer))
        hint = self.buttons["hint"]
        hint.visible = undo.visible
        hint.enabled = (hint.visible and self.my_turn() and self.state.outcome is None
                        and self.hidden_draw is None and bool(self.legal())
                        and self.hint_search is None)

    # ----- the hint button

    def ask_hint(self) -> None:
        """Show the computer's suggestion, once the player has agreed that the round will
        not count in the statistics (asked once a round, like undo)."""
        if not self.buttons["hint"].enabled:
            if self.session.hotseat and self.in_round():
                self.say_for_now(t("hint.hotseat"))
            return
        self.when_assisted(self.session.match.index in self.session.assisted, self.show_hint,
                           ("hint.title", "hint.body", "hint.yes"))

    def hint_key(self) -> tuple[int, int]:
        return self.session.match.index, len(self.phase_source().log) + len(self.buffer)

    def show_hint(self) -> None:
        """The suggestion for the seat at the screen, from its own view only; the round
        now counts as assisted."""
        seat = self.undo_seat()
        if seat is None or not self.my_turn():
            return
        view = self.phase_source().view(seat)
        if not view.legal:
            return
        search = HintSearch(view, self.seed + len(self.state.log), self.app.threaded_ai)
        self.hint_search = (self.hint_key(), search)
        self.session.assist(self.session.match.index, "hint")
        self.app.save_session(KEY, self.session)
        if not search.done:
            self.set_message(t("hint.thinking"), theme.GOLD_LIGHT)
        self.hint_arrived()

    def hint_arrived(self) -> None:
        """Show the hint once its search is done, if the position is still the one it was
        asked for (a move made meanwhile leaves it unsaid)."""
        if self.hint_search is None:
            return
        key, search = self.hint_search
        if key != self.hint_key() or not self.my_turn():
            self.hint_search = None
            if self.message == t("hint.thinking"):
                self.set_message("")
            return
        if not search.done:
            return
        self.hint_search = None
        suggestion = search.result()
        view = search.view
        self.hint = (key, suggestion)
        text = hint_text(suggestion, self.art.naming)
        action = suggestion.action
        card = action.card
        played = action.kind is Kind.PLAY and card is not None and card in view.hand
        if played:
            # The key that plays it: a keyboard player read the advice and not what to
            # press (an Italian tester). With the mouse, the click that plays it and the
            # Cancel that puts it back: an expert saw Cancel come with the hint and could
            # not tell what it would cancel. Only where the bar keeps to two lines, as a
            # third covered the foot of the cards at the stones (the stone glows).
            if self.by_keys:
                told = (t("hint.press_stone", hint=text, stone=action.stone + 1)
                        if action.stone is not None else t("hint.press_enter", hint=text))
            else:
                told = (t("hint.click_stone", hint=text, stone=action.stone + 1)
                        if action.stone is not None else t("hint.click_ruse", hint=text))
            if self.bar_lines(told) <= 2:
                text = told
        self.set_message(text, theme.GOLD_LIGHT)
        self.message_time = timing.MESSAGE_SECONDS * 3
        if played:
            # The card the hint plays is taken up, so the stone's number (or Enter, for a
            # ruse) plays it: it glowed as if chosen, and a number claimed instead.
            self.selected = self.hint_taken = card

    def glow(self) -> Glow:
        """What glows for the seat at the screen: its mode's glow on its turn, and while its
        draw waits on the deck (the engine has already passed the turn on)."""
        glow = self.mode.glow(self) if self.my_turn() or self.hidden_draw is not None else Glow()
        hint = self.current_hint()
        if glow.decks and hint is not None and hint.action.kind is Kind.DRAW \
                and hint.action.deck in ("clan", "tactic"):
            # The deck the hint names lights alone (a newcomer saw both glow alike after
            # "draw from the clan deck").
            glow = dataclasses.replace(glow, deck=hint.action.deck)
        return glow

    def bar_lines(self, text: str) -> int:
        """How many lines ``text`` takes on the message bar at its smallest type."""
        lay = self.layout
        return len(even_lines(self.app.assets, text, lay.px(theme.TYPE_SMALL),
                              hud.message_width(lay)))

    def dragged_card(self) -> int | None:
        """The card being dragged, once the pointer has moved far enough to drag it."""
        return self.drag.card if self.drag is not None and self.drag.dragging else None

    def drags_past_hint(self) -> bool:
        """Whether a card other than the hinted one is being dragged: the hint's words on
        the bar then give way to the drag's (a tester read the hint's while he dragged
        another card)."""
        card = self.dragged_card()
        return card is not None and card != hinted_card(self.current_hint())

    def current_hint(self) -> Suggestion | None:
        """The hint, while the position it was given for is still on the table."""
        if self.hint is None or self.hint[0] != self.hint_key():
            return None
        return self.hint[1]

    # ----- words and drawing

    def prompt(self) -> str:
        state = self.state
        if state.outcome is not None:
            return t("board.round_over")
        seat = state.to_move
        if seat is None:
            return ""
        if self.hidden_draw is not None:
            return self.mode.prompt(self)
        if self.handover is not None:
            return t("board.turn_over", name=self.name(seat))
        if not self.my_turn():
            return t("board.their_turn", name=self.name(seat))
        return self.mode.prompt(self)

    def draw(self, surface: pygame.Surface) -> None:
        paint.draw(self, surface)
