"""The Schotten Totten tutorial: the real table, dealt from a lesson's fixed deal, with a
step panel where the log was and a glow round what to do next. The opponent's moves are
scripted (``tutorial_script``); a move the step does not ask for is not played, and the
panel says what to do instead. Esc or Menu leaves; the step is remembered.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Final

import pygame

import game
from game.schotten.actions import Action, Kind, draw
from game.schotten.cards import RUSES, Card
from scenes.model.seats import PlayerSpec
from scenes.model.settings import Settings
from scenes.model.tutorial import CHECK, DECK, NEXT, TRY
from scenes.schotten import hud, paint, placement
from scenes.schotten.board import BoardScene
from scenes.schotten.controls import stone_of_key
from scenes.schotten.layout import Layout
from scenes.schotten.modes import Glow
from scenes.schotten.session import KEY, Session
from scenes.schotten.tutorial_script import LESSONS, replayed
from scenes.schotten.undo import waiting_draw
from scenes.schotten.words import card_name
from scenes.shell.tutorial import (
    Guide,
    LessonTable,
    TutorialEntry,
    draw_step_panel,
    draw_target,
    layout_next,
)
from scenes.ui.text import t

if TYPE_CHECKING:
    from scenes.core.app import App

LOOK: Final[dict[str, tuple[str, ...]]] = {
    "tutorial.st1.refused": ("message",),
    "tutorial.st1.end": ("stone 1", "stone 2", "stone 3"),
    "tutorial.st2.limit_why": ("message",),
    "tutorial.st2.fog": ("stone 6",),
    "tutorial.st2.mud": ("stone 8",),
}
"""What an explanation step points at."""


class SchottenTutorial(LessonTable, BoardScene):
    """Lesson ``lesson`` (from 1) of Schotten Totten, at step ``step`` (the steps before it
    replayed)."""

    shows_log = False
    can_restart = False
    reveals_at_end = False

    def thinking(self, seat: int) -> bool:
        # The scripted opponent moves only while the lesson has moves for it: at a lesson's
        # end it would "think" for ever.
        return super().thinking(seat) and bool(self.guide.queue)

    def __init__(self, app: App, lesson: int, step: int) -> None:
        state, since = replayed(lesson, step)
        match = game.Match(state.config, 1, 0, state)
        players = (PlayerSpec(t("player.you")), PlayerSpec(t("tutorial.opponent"), "easy"))
        self.guide = Guide(app, ENTRY, lesson, step, self.finish_lesson)
        self.guide.next.on_click = self.next_step
        self.aimed = -1
        """The step at which the card the lesson wants was last put under the keys'
        cursor (in the hand, or among a tactic card's choices), so that later arrows move
        on from it."""
        super().__init__(app, Session(match, players))
        if self.guide.step.kind == DECK:
            self.hidden_draw = waiting_draw(state, since, 0)
            self.refresh()

    @property
    def settings(self) -> Settings:
        """The player's settings, but every claim and draw is the player's own click."""
        return dataclasses.replace(self.app.settings, auto_claim=False, auto_draw=False)

    def prompt(self) -> str:
        """While the panel explains, the message line points there (it went on saying
        "your turn: drag a card" under a step that wanted Next)."""
        if self.guide.step.kind == NEXT and not self.guide.queue and self.state.outcome is None:
            return t("tutorial.prompt.next", button=self.guide.next.label)
        # With the keys, each line names the key: a keyboard-only tester met "click stone
        # 5", "click the clan deck" and "click the Banshee" with no key anywhere in sight.
        keys = "_keys" if self.by_keys else ""
        if self.guide.step.kind == CHECK and not self.guide.queue:
            # The step asks for a click on a stone: "drag a card onto a stone" sent a
            # tester looking for a card to play.
            return t(f"tutorial.prompt.check{keys}", stone=self.guide.step.argument)
        deck = self.lesson_deck()
        if deck and self.state.phase is game.Phase.DRAW and self.my_turn():
            # The line said "clan or tactic deck" while the panel asked for the clan deck.
            return t(f"tutorial.prompt.draw_{deck}{keys}")
        ruse = self.lesson_ruse()
        dragging = self.drag is not None and self.drag.dragging
        if ruse is not None and not dragging and not self.guide.queue and self.my_turn():
            # "Drag a card onto a stone" stood under a panel that said to drop the
            # Banshee anywhere, until the drag began.
            if self.by_keys and self.selected == ruse:
                return t("board.chosen_ruse_keys", card=card_name(ruse, self.art.naming))
            return t(f"tutorial.prompt.ruse{keys}", card=card_name(ruse, self.art.naming))
        return super().prompt()

    def lesson_ruse(self) -> Card | None:
        """The ruse the step asks to play, if it asks for one."""
        step = self.guide.step
        if step.kind != "action" or not step.argument.startswith("play "):
            return None
        card = Action.from_text(step.argument).card
        return card if card in RUSES else None

    def lesson_deck(self) -> str:
        """The deck the step asks to draw from, if it asks for a draw ("" otherwise)."""
        step = self.guide.step
        if step.kind in (NEXT, CHECK, DECK) or not step.argument.startswith("draw "):
            return ""
        return Action.from_text(step.argument).deck or ""

    def glow(self) -> Glow:
        """The board's glow, with only the deck the step asks for lit, and for the card the
        step asks to play, only its stone (all nine glowed while the lesson's 7 was
        dragged, and a drop on any but stone 1 was "the wrong stone", a tester)."""
        glow = dataclasses.replace(super().glow(), deck=self.lesson_deck())
        step = self.guide.step
        if step.kind != "action" or not step.argument.startswith("play "):
            return glow
        wanted = Action.from_text(step.argument)
        dragged = self.dragged_card()
        held = dragged if dragged is not None else self.selected
        if wanted.stone is None or held != wanted.card or wanted.stone not in glow.stones:
            return glow
        return dataclasses.replace(glow, stones=frozenset({wanted.stone}),
                                   dim=frozenset(range(9)) - {wanted.stone})

    # ----- the steps

    def submit(self, action: Action) -> bool:
        step = self.guide.step
        if step.kind == TRY:
            wanted = Action.from_text(step.argument)
            if (action.kind is wanted.kind and action.card == wanted.card
                    and action not in self.phase_source().legal_actions()):
                super().submit(action)
                # The refused card goes back down: it stayed up as if chosen beside the next
                # step's glowing card, and a keyboard tester could not tell which his
                # number would play.
                self.selected = None
                self.guide.done()
                return False
        elif step.kind not in (NEXT, DECK, CHECK) and action == Action.from_text(step.expect):
            played = super().submit(action)
            if played:
                self.guide.done()
            return played
        elif step.kind not in (NEXT, DECK, CHECK):
            self.set_message("")
            wanted = Action.from_text(step.expect)
            self.guide.wrong(wrong_play(action, wanted, self.by_keys))
            if (action.kind is Kind.PLAY and wanted.kind is Kind.PLAY
                    and action.card == wanted.card and not self.by_keys):
                # The right card stays taken up, so its stone has the arrow the words
                # point to ("the one the arrow points at" was said while the arrow was
                # on the card back in the hand, a Polish newcomer) and a click plays it.
                self.selected = action.card
            return False
        self.set_message("")
        self.guide.wrong(by_keys=self.by_keys)
        return False

    def next_step(self) -> None:
        """Next, by button or Enter. The message line gives way to the next step's prompt:
        a refused claim the step before had explained stayed red under the steps after it
        (a tester took it for a new mistake)."""
        if self.guide.step.kind == NEXT:
            self.set_message("")
        self.guide.press_next()

    def take_draw(self) -> None:
        if self.hidden_draw is not None and self.guide.step.kind == DECK:
            super().take_draw()
            self.guide.done()

    def show_claim_check(self, stone: int) -> None:
        super().show_claim_check(stone)
        step = self.guide.step
        if step.kind == CHECK:
            if int(step.argument) == stone + 1:
                self.guide.done()
            else:
                self.guide.wrong(by_keys=self.by_keys)

    def cancel(self) -> bool:
        """A tactic card's steps taken back take the lesson back as many steps: the
        Traitor cancelled at its stone had left the lesson asking where to put a card
        that was back on the opponent's side."""
        buffered = len(self.buffer)
        cancelled = super().cancel()
        if buffered and not self.buffer:
            for _ in range(buffered):
                self.guide.back()
        return cancelled

    def undo_seat(self) -> int | None:
        return None

    def parse_action(self, text: str) -> Action:
        return Action.from_text(text)

    def finish_lesson(self) -> None:
        number = self.guide.lesson.number
        if number < len(LESSONS):
            self.app.stack.replace(SchottenTutorial(self.app, number + 1, 0))
        else:
            self.finished()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.guide.next.handle_event(event):
            return True
        return super().handle_event(event)

    def key(self, key: int) -> None:
        if key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.guide.next.visible:
            self.next_step()
            return
        deck = self.lesson_deck()
        if (deck and key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
                and self.my_turn() and self.hidden_draw is None
                and self.phase_source().phase in (game.Phase.DRAW, game.Phase.RECRUIT_DRAW)):
            # Enter and Space draw from the deck the step asks for: a Greek tester pressed
            # them at the draw step and nothing happened (in a game, C or T chooses).
            self.submit(draw(deck))
            return
        back = self.lesson_return()
        if (back is not None and self.selected != back and self.aimed != self.guide.index
                and key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_RETURN, pygame.K_KP_ENTER)):
            # The card to put back is the one taken up, as for a card to play: Enter then
            # puts it back, and the arrows move on from it.
            self.selected = back
            self.aimed = self.guide.index
            self.by_keys = True
            if key in (pygame.K_LEFT, pygame.K_RIGHT):
                return
        arrow = key in (pygame.K_LEFT, pygame.K_RIGHT)
        wanted = self.lesson_card()
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if wanted is not None and enter and self.selected != wanted:
            # "Choose it and press Enter": the card glows as if chosen, and a Greek keyboard
            # tester pressed Enter at the Banshee for two minutes before an arrow took it
            # up. Enter takes it up, and a ruse is played at once (Enter plays a chosen one).
            self.selected = wanted
            self.aimed = self.guide.index
            self.by_keys = True
            if wanted not in RUSES:
                return
            key = pygame.K_RETURN
        chooses = arrow or stone_of_key(key) is not None
        if (wanted is not None and chooses and self.selected != wanted
                and (self.selected is None or self.aimed != self.guide.index)):
            # The card that glows is the one taken up: a number pressed for it claimed
            # instead ("stone 1 is not complete"), the first arrow took the card at the
            # far left, and after the refused Spy it went on from the Spy (keyboard
            # testers). Later arrows move on from it as anywhere else.
            self.selected = wanted
            self.aimed = self.guide.index
            self.by_keys = True
            if arrow:
                return
        super().key(key)

    def update(self, dt: float) -> None:
        super().update(dt)
        self.aim_pick()

    def aim_pick(self) -> None:
        """A tactic card's choice of a table card starts on the card the lesson asks to
        take: it started on Blue 2, which Enter would have discarded, while the lesson
        asked for Yellow 9 (keyboard testers)."""
        pick = self.lesson_pick()
        if pick is None or self.aimed == self.guide.index:
            return
        picks = self.pick_targets()
        if pick in picks:
            self.pick_cursor = picks.index(pick)
            self.aimed = self.guide.index

    def lesson_pick(self) -> Card | None:
        """The table card the step asks to take with a tactic card, if it asks for one."""
        step = self.guide.step
        if step.kind != "action" or not step.argument.startswith("pick "):
            return None
        return Action.from_text(step.argument).card

    def lesson_return(self) -> Card | None:
        """The hand card the step asks to put back with the Recruiter, if it asks for one."""
        step = self.guide.step
        if step.kind != "action" or not step.argument.startswith("return "):
            return None
        card = Action.from_text(step.argument).card
        return card if card is not None and card in self.view.hand else None

    def lesson_card(self) -> Card | None:
        """The hand card the step asks to play (or to try, where the rules refuse it), if
        it asks for one."""
        step = self.guide.step
        if step.kind not in ("action", TRY) or not step.argument.startswith("play "):
            return None
        card = Action.from_text(step.argument).card
        return card if card is not None and card in self.view.hand else None

    def press(self, pos: tuple[int, int]) -> None:
        if self.layout["log"].collidepoint(pos):
            return
        super().press(pos)

    def relayout_buttons(self) -> None:
        super().relayout_buttons()
        layout_next(self.guide, self.layout["log"], self.layout.scale)

    def update_buttons(self) -> None:
        super().update_buttons()
        self.guide.update_button()

    # ----- drawing

    def targets(self) -> list[pygame.Rect | pygame.FRect]:
        """What glows for the step: the card to drag, the stone, the deck, the Next button."""
        step = self.guide.step
        lay = self.layout
        found: list[pygame.Rect | pygame.FRect] = []
        if step.kind == NEXT:
            for look in LOOK.get(step.key, ()):
                if look == "message":
                    found.append(lay["message"])
                else:
                    found.append(lay[f"stone_{look.split()[1]}"])
            found.append(self.guide.next.rect)
            return found
        if step.kind == DECK:
            return [labelled(lay, "deck_clan")] if self.hidden_draw is not None else []
        if not self.my_turn():
            return []
        if step.kind == CHECK:
            return [lay[f"stone_{step.argument}"]]
        action = Action.from_text(step.argument)
        if action.kind is Kind.DRAW:
            found.append(labelled(lay, f"deck_{action.deck}"))
        elif action.kind is Kind.CLAIM and action.stone is not None:
            found.append(lay[f"stone_{action.stone + 1}"])
        elif action.kind in (Kind.PICK, Kind.RETURN) and action.card is not None:
            sprite = self.sprites.get(action.card)
            if sprite is not None:
                found.append(sprite.rect)
        elif action.kind is Kind.PLACE and action.stone is not None:
            # The player's side and the stone, where the card goes: the whole column's ring
            # reached the window's top, its arrow over the opponent's count of tactic
            # cards (two testers).
            found.append(placement.own_column(lay, action.stone))
        elif action.kind is Kind.PLAY and action.card is not None:
            dragging = self.drag is not None and self.drag.dragging
            sprite = self.sprites.get(action.card)
            if sprite is not None and not dragging and self.selected != action.card:
                found.append(sprite.rect)
            if action.stone is not None and (dragging or self.selected == action.card):
                found.append(placement.own_column(lay, action.stone))
            elif action.stone is None and (dragging or self.selected == action.card):
                found.append(labelled(lay, "discard"))
        return found

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        lay = self.layout
        scale = lay.scale
        targets = self.targets()
        for rect in targets:
            draw_target(surface, rect, self.time, scale,
                        arrow=self.guide.step.kind != NEXT, clear=lay["message"],
                        inside=rect == lay["message"])
        dragging = self.drag is not None and self.drag.dragging
        if targets and lay["message"] not in targets and not dragging:
            # The message line on top (not over a card being dragged): a column's ring ran
            # through a two-line message and hid its words (a keyboard tester).
            hud.draw_message(self, surface)
        if targets:
            # A claim's plaque over the rings: the rings round the stones hid the formation
            # that won the stone just claimed (a Greek newcomer).
            paint.draw_stone_labels(self, surface)
        draw_step_panel(surface, self.app, self.guide, lay["log"], scale,
                        self.guide.text(self.by_keys))
        self.guide.next.draw(surface, self.app.assets)


def wrong_play(action: Action, wanted: Action, by_keys: bool = False) -> str | None:
    """What was wrong with a card played when the step wants another play: the card, or
    only its stone (a newcomer who dropped the right card one stone off was told "not that
    one", and took it for the card); for a draw, the deck (a click on the other deck was
    told to follow "the card and the place it goes"); for a claim, the stone; ``None``
    otherwise."""
    if wanted.kind is Kind.DRAW and wanted.deck in ("clan", "tactic"):
        return t(f"tutorial.hint.draw_{wanted.deck}")
    if (wanted.kind is Kind.CLAIM and action.kind is Kind.CLAIM and wanted.stone is not None
            and action.stone != wanted.stone):
        # The stone to claim, and with the keys its number: "follow the glow, the card
        # and the place it goes" answered a wrong number (a keyboard re-tester).
        return t("tutorial.hint.claim_keys" if by_keys else "tutorial.hint.claim",
                 stone=wanted.stone + 1)
    if action.kind is not Kind.PLAY or wanted.kind is not Kind.PLAY:
        return None
    if action.card != wanted.card:
        return t("tutorial.hint.card")
    if wanted.stone is not None and action.stone != wanted.stone:
        # With the keys, the key to press: nothing glows while no card is dragged.
        return t("tutorial.hint.stone_keys" if by_keys else "tutorial.hint.stone",
                 stone=wanted.stone + 1)
    return None


def labelled(lay: Layout, zone: str) -> pygame.Rect:
    """A pile's zone with the label under it (``paint`` sets it 6 px below the pile), so
    that the glow frames both and its arrow never covers the pile's name."""
    rect = lay[zone]
    return pygame.Rect(rect.x, rect.y, rect.w, rect.h + lay.px(28))


def open_lesson(app: App, lesson: int, step: int) -> SchottenTutorial:
    return SchottenTutorial(app, lesson, step)


ENTRY: Final = TutorialEntry(KEY, LESSONS, open_lesson, {"rules.tab.tactics": 2})
"""Schotten Totten's tutorial in the registry of ``scenes.shell.tutorial``."""


