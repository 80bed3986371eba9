"""The Take That tutorial: the real table for two, dealt from the lesson's fixed round,
with the step panel in the log's column and a glow round what to do next. The opponent's
moves are scripted (``tutorial_script``); a move the step does not ask for is not played,
and the panel says what to do instead. Esc or Menu leaves; the step is remembered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import Action, Kind, TakeThatMatch, twin
from scenes.model.seats import PlayerSpec
from scenes.model.tutorial import NEXT
from scenes.shell.tutorial import (
    Guide,
    LessonTable,
    TutorialEntry,
    draw_step_panel,
    draw_target,
    layout_next,
    panel_body,
)
from scenes.takethat.board import TakeThatBoard
from scenes.takethat.controls import TABLE_KEYS
from scenes.takethat.paint import draw_seat
from scenes.takethat.session import KEY, TakeThatSession
from scenes.takethat.tutorial_script import LESSONS, PILE, ROW, replayed
from scenes.takethat.words import refusal_text
from scenes.ui.sprites import CardSprite
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.core.app import App

LOOK: Final[dict[str, tuple[str, ...]]] = {
    "tutorial.tt.frog": ("row",),
    "tutorial.tt.taken": ("opponent",),
    "tutorial.tt.score": ("mine",),
}
"""What an explanation step points at."""


class TakeThatTutorial(LessonTable, TakeThatBoard):
    """The Take That lesson at step ``step`` (the steps before it replayed)."""

    shows_log = False
    offers_hint = False
    can_restart = False
    opening = (len(ROW), len(PILE))
    opening_row = tuple(ROW)

    def __init__(self, app: App, lesson: int, step: int) -> None:
        state = replayed(step)
        match = TakeThatMatch(state.config, 0, state)
        players = (PlayerSpec(t("player.you")), PlayerSpec(t("tutorial.opponent"), "easy"))
        self.guide = Guide(app, ENTRY, lesson, step, self.finished)
        self.by_keys = app.by_keys
        """Whether the player last used the keys at the table (the panels then name them:
        "Drag 41 to the end of the row" meant nothing to a keyboard-only player)."""
        super().__init__(app, TakeThatSession(match, players))

    def prompt(self) -> str:
        """While the panel explains, the message line points there (it went on saying
        "your turn: drag a card" under a step that wanted Next)."""
        if self.guide.step.kind == NEXT and not self.guide.queue and self.state.outcome is None:
            return t("tutorial.prompt.next", button=self.guide.next.label)
        return super().prompt()

    # ----- the steps

    def submit(self, action: Action) -> bool:
        step = self.guide.step
        if step.kind == "action" and action == Action.from_text(step.expect):
            played = super().submit(action)
            if played:
                self.guide.done()
            return played
        refusal = self.state.refusal(action)
        self.guide.wrong(wrong_move(action, Action.from_text(step.expect),
                                    None if refusal is None else refusal_text(refusal))
                         if step.kind == "action" else None, self.by_keys)
        return False

    def take_wanted(self) -> bool:
        """One press answers: the lesson takes the row when its step asks for that and
        refuses it, with its reason, otherwise (no second press to explain)."""
        return True

    def refuse_drop(self, action: Action, reason: str) -> None:
        """Refused in the lesson's panel, as every other wrong move of a step (a card
        dropped on the wrong row card spoke on the message line instead, a tester)."""
        step = self.guide.step
        self.guide.wrong(wrong_move(action, Action.from_text(step.expect), reason)
                         if step.kind == "action" else None, self.by_keys)

    def parse_action(self, text: str) -> Action:
        return Action.from_text(text)

    def toggle_log(self) -> None:
        """The log's column holds the lesson: it does not fold."""

    def relayout(self) -> None:
        self.log_panel.collapsed = False
        super().relayout()
        layout_next(self.guide, self.layout.log, self.layout.unit)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guide.next.handle_event(event):
            return True
        return super().handle_event(event)

    def key(self, key: int) -> None:
        if key in TABLE_KEYS:
            self.by_keys = True  # before the table's own keys: the lesson's answer is first
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.guide.next.visible:
            self.guide.press_next()
            return
        step = self.guide.step
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and step.kind == "action" and (
                self.my_turn()):
            # Enter does what the step asks, as the lesson's words (drag, press Take) say
            # it with the mouse: a keyboard player was refused for Enter on a twist step
            # and got no answer at all on the Take step (T and X worked, unsaid).
            wanted = Action.from_text(step.expect)
            if wanted.kind is Kind.TAKE:
                self.submit(wanted)
                return
            if self.selected == wanted.card:
                self.submit(wanted)
                return
        card = self.step_card()
        if (key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_e, pygame.K_x)
                and card is not None and self.selected != card):
            # A step that asks for a card: Enter (or X) first picks that card up, as a
            # click on it would, and the glow moves on to where it goes (Enter did nothing
            # with no card chosen, under a step that said which card to play, nor with
            # another card already chosen by the arrows).
            self.selected = card
            return
        super().key(key)

    def step_card(self) -> int | None:
        """The hand card the step asks to play or show, while it is this seat's turn."""
        step = self.guide.step
        if step.kind != "action" or not self.my_turn():
            return None
        card = Action.from_text(step.expect).card
        return card if card is not None and card in self.view.hand else None

    def press(self, pos: tuple[int, int]) -> None:
        self.by_keys = False
        if self.layout.log.collidepoint(pos):
            return
        super().press(pos)

    def update_buttons(self) -> None:
        super().update_buttons()
        self.guide.update_button()
        if self.landing_seat() is not None:
            self.guide.next.visible = False  # the panel says the opponent is moving

    # ----- drawing

    def card_drawn(self, surface: pygame.Surface, sprite: CardSprite,
                   rect: pygame.FRect) -> None:
        """A card to glow is lit as it is drawn, so that the cards over it cover its ring:
        drawn over them, the ring round a hand card hid the next card's corner number. By
        the window's edge the rings keep to the card (the last hand card's was cut off)."""
        if sprite.rect not in self.targets():
            return
        lay = self.layout
        reach = lay.px(15)  # the rings' halo beyond the card
        inside = rect.left - reach < 0 or rect.right + reach > self.app.size[0]
        draw_target(surface, rect, self.time, lay.unit,
                    arrow=self.guide.step.kind != NEXT, clear=lay.message, inside=inside)

    def targets(self) -> list[pygame.Rect | pygame.FRect]:
        """What glows for the step: the card to play, where it goes, the Take button."""
        step = self.guide.step
        lay = self.layout
        mine = lay.seats[self.perspective]
        if step.kind == NEXT:
            found: list[pygame.Rect | pygame.FRect] = []
            for look in LOOK.get(step.key, ()):
                if look == "row":
                    found += [sprite.rect for sprite in self.draw_order
                              if sprite.zone == "row" and sprite.card in (88, 44, 55)]
                elif look == "opponent":
                    found.append(lay.seats[1 - self.perspective].face_down)
                else:
                    found += [mine.face_up, mine.face_down]
            return [*found, self.guide.next.rect]
        if not self.my_turn():
            return []
        action = Action.from_text(step.expect)
        if action.kind is Kind.TAKE:
            return [self.buttons["take"].rect]
        card = action.card
        sprite = self.sprites.get(card) if card is not None else None
        held = (self.drag is not None and self.drag.dragging) or self.selected == card
        if sprite is not None and not held:
            return [sprite.rect]
        if action.kind is Kind.TWIST and card is not None:
            other = self.sprites.get(twin(card) or 0)
            return [other.rect] if other is not None else []
        return [self.slots[-1]] if self.slots else [lay.row_area]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        targets = self.targets()
        cards = [sprite.rect for sprite in self.draw_order]
        take = self.buttons["take"].rect
        for rect in targets:
            if rect in cards:
                continue  # lit as the card was drawn (``card_drawn``)
            if rect == take:
                # The rings keep to the button and the arrow, which would come down on
                # the draw pile's name just above it, is left out: they covered it.
                draw_target(surface, rect, self.time, lay.unit, clear=lay.pile_label,
                            inside=True)
                continue
            draw_target(surface, rect, self.time, lay.unit,
                        arrow=self.guide.step.kind != NEXT, clear=lay.message)
        for seat, zones in lay.seats.items():
            if zones.face_up in targets or zones.face_down in targets:
                draw_seat(self, surface, seat, zones)  # its counts stay readable on the glow
        draw_step_panel(surface, self.app, self.guide, lay.log, lay.unit, self.panel_text())
        self.guide.next.draw(surface, self.app.assets)

    def panel_text(self) -> str:
        """What the step panel says now: while the opponent's card is still on its way the
        player cannot act, and the step's text would ask for what is not there yet."""
        return panel_body(self.guide, self.guide.text(self.by_keys),
                          self.landing_seat() is not None)


def open_lesson(app: App, lesson: int, step: int) -> TakeThatTutorial:
    return TakeThatTutorial(app, lesson, step)


ENTRY: Final = TutorialEntry(KEY, LESSONS, open_lesson)
"""Take That's tutorial in the registry of ``scenes.shell.tutorial``."""


def wrong_move(action: Action, wanted: Action, refused: str | None = None) -> str | None:
    """What was wrong with a move the step does not ask for, when more can be said than
    "not that one": a card played where the step wants the row taken (a Greek tester read
    "follow the card" under a step that wanted a button), Take pressed where a card is
    wanted, another card (and why the rules refuse it, ``refused``, when they do: "not that
    card" said nothing of 69 lying too far from the row's 51), or the right card put at the
    row's end instead of on its twin (or the other way round)."""
    if wanted.kind is Kind.TAKE:
        return t("tutorial.tt.hint.take", button=t("tt.board.take"))
    if action.kind is Kind.TAKE:
        return t("tutorial.tt.hint.not_take")
    if action.card is None or action.card != wanted.card:
        if refused is not None:
            return t("tutorial.tt.hint.refused", reason=refused)
        return t("tutorial.hint.card")
    if wanted.kind is Kind.TWIST:
        return t("tutorial.tt.hint.twist", card=action.card, twin=twin(action.card))
    return t("tutorial.tt.hint.end", card=wanted.card)

