"""Every lesson of the tutorial played through with the pointer, in every language: each
step ends when the player does what it asks, the scripted opponent answers, and the
opponent's hand is never shown."""

from __future__ import annotations

import pygame
import pytest

from game.schotten.actions import Action as SchottenAction
from game.schotten.actions import Kind as SchottenKind
from game.schotten.cards import parse_card
from game.schotten.model import Reason
from game.takethat import Action as TakeThatAction
from game.takethat import Kind as TakeThatKind
from game.takethat.cards import twin
from scenes.core.app import App
from scenes.model.tutorial import NEXT, TRY
from scenes.schotten.tutorial import SchottenTutorial
from scenes.shell.tutorial import TUTORIALS
from scenes.takethat.tutorial import TakeThatTutorial
from scenes.takethat.tutorial_script import LESSONS as TT_LESSONS
from scenes.ui.text import LANGUAGES, set_language, t
from tests.scenes_support import click, key, make_app, step
from tests.tutorial_support import do_step, open_lesson, opponent_hidden, perform, settle

LESSONS = [("schotten-totten", 1), ("schotten-totten", 2), ("schotten-totten", 3),
           ("take-that", 1)]


@pytest.mark.parametrize("code", list(LANGUAGES))
@pytest.mark.parametrize(("key", "number"), LESSONS)
def test_a_lesson_plays_through_to_its_end(key: str, number: int, code: str) -> None:
    app = make_app(auto_draw=True)
    app.settings.language = code
    set_language(code)
    scene = open_lesson(app, key, number)
    lesson = TUTORIALS[key].lessons[number - 1]
    for index, done in enumerate(lesson.steps):
        assert scene.guide.index == index
        assert scene.guide.next.visible == (done.kind == NEXT)
        opponent_hidden(scene)
        if done.kind != NEXT:
            assert scene.targets(), f"step {done.key} shows nothing to do"
        perform(app, scene, done)
        if index < len(lesson.steps) - 1:
            assert scene.guide.index == index + 1, f"{done.key} did not end ({scene.message})"
            assert not scene.guide.hint
            settle(app, scene)
    step(app, frames=2)
    assert app.stack.top is not scene
    if key == "schotten-totten" and number == 1:
        assert isinstance(scene, SchottenTutorial)
        assert scene.state.outcome is not None
        assert scene.state.outcome.winner == 0
        assert scene.state.outcome.reason is Reason.THREE_ADJACENT
        following = app.stack.top
        assert isinstance(following, SchottenTutorial) and following.guide.lesson.number == 2
    if key == "take-that":
        assert isinstance(scene, TakeThatTutorial)
        outcome = scene.state.outcome
        assert outcome is not None and outcome.scores == (1, -7)


def test_the_refused_claim_names_the_cards_that_could_still_win() -> None:
    app = make_app()
    scene = do_step(app, "schotten-totten", 1, "tutorial.st1.ask")
    assert "green" in scene.message.lower() and "5" in scene.message and "8" in scene.message
    assert scene.guide.step.key == "tutorial.st1.refused"


def test_the_refusal_gives_way_once_the_lesson_moves_on() -> None:
    """A tester saw the red refusal of stone 5 stay under the steps after the one that
    explained it, and took it for a new mistake."""
    app = make_app()
    scene = do_step(app, "schotten-totten", 1, "tutorial.st1.ask")
    refusal = scene.message
    assert refusal and scene.guide.step.key == "tutorial.st1.refused"
    key(app, pygame.K_RETURN)  # Next
    assert scene.guide.step.key == "tutorial.st1.nines"
    assert scene.message == "" and scene.prompt() != refusal


def test_the_step_after_the_first_draw_names_the_card_that_wears_the_star() -> None:
    """A newcomer saw a star on a card and could not tell what it meant: the step after the
    first draw explains it by the card drawn, which must be the one marked."""
    app = make_app()
    scene = do_step(app, "schotten-totten", 1, "tutorial.st1.draw")
    settle(app, scene)
    assert scene.guide.step.key == "tutorial.st1.three"
    assert scene.fresh.cards(0) == {parse_card("P1")}
    assert "purple\u00a01" in t("tutorial.st1.three") and "star" in t("tutorial.st1.three")


def test_the_take_that_step_that_names_the_star_shows_one() -> None:
    """The frog step says what the star in the hand means: one card wears it then."""
    app = make_app()
    scene = do_step(app, "take-that", 1, "tutorial.tt.start")
    settle(app, scene)
    assert scene.guide.step.key == "tutorial.tt.frog" and "star" in t("tutorial.tt.frog")
    assert len(scene.fresh_cards) == 1 and scene.fresh_cards <= set(scene.view.hand)


def test_the_take_that_step_waits_for_the_opponents_card_to_land() -> None:
    """While the opponent's card flew, the step asked for the take button, which is shown
    only once it lands (a newcomer looked for it for a second or two)."""
    app = make_app(speed="normal")
    scene = do_step(app, "take-that", 1, "tutorial.tt.twist")
    assert isinstance(scene, TakeThatTutorial)
    thinking = t("board.thinking", name=t("tutorial.opponent"))
    seen_landing = False
    for _ in range(400):
        step(app)
        if not scene.guide.queue and scene.landing_seat() is not None:
            seen_landing = True
            assert scene.panel_text() == thinking
            assert not scene.buttons["take"].visible and not scene.guide.next.visible
        if not scene.guide.queue and not scene.mirror.moving:
            break
    step(app, frames=2)
    assert seen_landing
    assert scene.guide.step.key == "tutorial.tt.take"
    assert scene.panel_text() == scene.guide.text(scene.by_keys)
    assert scene.buttons["take"].visible


def at_tactic_draw(app: App) -> tuple[SchottenTutorial, int]:
    """The tactics lesson opened at its step that draws a tactic card, and that step."""
    lesson = TUTORIALS["schotten-totten"].lessons[1]
    draw = [s.key for s in lesson.steps].index("tutorial.st2.tactic_deck")
    scene = open_lesson(app, "schotten-totten", 2, draw)
    assert isinstance(scene, SchottenTutorial)
    step(app, frames=60)
    return scene, draw


def test_a_click_on_the_other_deck_is_told_which_deck() -> None:
    """A click on the clan deck where the step draws a tactic card was told to follow
    "the card and the place it goes"."""
    app = make_app()
    scene, draw = at_tactic_draw(app)
    click(app, scene.layout["deck_clan"].center)
    assert scene.guide.index == draw
    assert scene.guide.hint == t("tutorial.hint.draw_tactic")


def test_the_tactic_limit_is_shown_by_a_refusal() -> None:
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[1]
    at = [s.key for s in lesson.steps].index("tutorial.st2.limit")
    scene = open_lesson(app, "schotten-totten", 2, at)
    before = scene.state.view(0)
    perform(app, scene, lesson.steps[at])
    assert scene.state.view(0) == before
    assert scene.message and scene.guide.step.key == "tutorial.st2.limit_why"


def test_the_next_step_waits_for_the_opponents_scripted_moves() -> None:
    """After "extend 95" the opponent takes the row and starts a new one; the next step
    speaks of the table after that, so its Next button waits until the moves are played."""
    app = make_app(speed="normal", auto_draw=True)
    lesson = TUTORIALS["take-that"].lessons[0]
    near = [s.key for s in lesson.steps].index("tutorial.tt.near")
    scene = open_lesson(app, "take-that", 1, near)
    perform(app, scene, lesson.steps[near])
    assert scene.guide.step.kind == NEXT and scene.guide.queue
    step(app)
    assert not scene.guide.next.visible
    settle(app, scene)
    step(app)
    assert not scene.guide.queue and scene.guide.next.visible


def test_the_opponent_thinks_only_while_the_lesson_has_moves_for_it() -> None:
    """At the end of the lesson on tactic cards the opponent is to move but has no scripted
    move left: the turn panel said it was thinking for ever."""
    app = make_app(auto_draw=True)
    lesson = TUTORIALS["schotten-totten"].lessons[1]
    last = len(lesson.steps) - 1
    scene = open_lesson(app, "schotten-totten", 2, last - 1)
    assert isinstance(scene, SchottenTutorial)
    perform(app, scene, lesson.steps[last - 1])
    settle(app, scene)
    assert scene.guide.index == last and not scene.guide.queue
    opponent = 1 - scene.perspective
    assert scene.state.to_move == opponent and opponent in scene.computers
    assert not scene.thinking(opponent)
    scene.guide.queue.append("pass")
    assert scene.thinking(opponent)


@pytest.mark.parametrize("enter_only", [False, True])
def test_the_take_that_lesson_plays_through_with_keys_alone(enter_only: bool) -> None:
    """Keyboard re-tests: under a step that named the card to play, Enter did nothing until
    the card had been found with the arrows; then a second Enter on the twist step was
    refused and Enter on the Take step did nothing. Enter (X to twist, T to take) now takes
    the step's card up first, and a second press does what the step asks."""
    app = make_app(auto_draw=True)
    scene = open_lesson(app, "take-that", 1)
    assert isinstance(scene, TakeThatTutorial)
    lesson = TUTORIALS["take-that"].lessons[0]
    for index, done in enumerate(lesson.steps):
        assert scene.guide.index == index
        if done.kind == NEXT:
            key(app, pygame.K_RETURN)
        else:
            action = TakeThatAction.from_text(done.expect)
            if action.kind is TakeThatKind.TAKE:
                key(app, pygame.K_RETURN if enter_only else pygame.K_t)
            else:
                twist = action.kind is TakeThatKind.TWIST and not enter_only
                press = pygame.K_x if twist else pygame.K_RETURN
                key(app, press)
                assert scene.selected == action.card and scene.guide.index == index
                key(app, press)
        if index < len(lesson.steps) - 1:
            assert scene.guide.index == index + 1, f"{done.key} did not end ({scene.message})"
            assert not scene.guide.hint  # no wrong move along the way
            settle(app, scene)
    step(app, frames=2)
    assert app.stack.top is not scene


def test_enter_picks_up_the_step_card_when_the_arrows_chose_another() -> None:
    """A keyboard tester had another card chosen when the step said "Press Enter to pick
    up 41": Enter did nothing. It now swaps the chosen card for the step's, and a second
    Enter plays it."""
    app = make_app(auto_draw=True)
    scene = open_lesson(app, "take-that", 1)
    assert isinstance(scene, TakeThatTutorial)
    lesson = TUTORIALS["take-that"].lessons[0]
    at = next(i for i, s in enumerate(lesson.steps) if s.kind != NEXT)
    for _ in range(at):
        key(app, pygame.K_RETURN)
    wanted = TakeThatAction.from_text(lesson.steps[at].expect)
    other = next(card for card in scene.view.hand if card != wanted.card)
    scene.selected = other
    key(app, pygame.K_RETURN)
    assert scene.selected == wanted.card and scene.guide.index == at
    assert not scene.guide.hint
    key(app, pygame.K_RETURN)
    assert scene.guide.index == at + 1


def test_a_wrong_move_in_the_take_that_lesson_says_what_the_step_wants() -> None:
    """A Greek tester dragged a card under the step that wanted the row taken, and read
    "follow the glow, the card and the place it goes": the lesson says which thing was
    wrong (a card for a button, another card, the right card in the wrong place)."""
    steps = TT_LESSONS[0].steps
    app = make_app(auto_draw=True)
    cases = {"take": ("extend 69", "tutorial.tt.hint.take"),
             "twist": ("extend 74", "tutorial.tt.hint.twist"),
             "extend": ("extend 95", "tutorial.tt.hint.refused")}
    for name, (played, said) in cases.items():
        index = next(i for i, s in enumerate(steps) if s.key == f"tutorial.tt.{name}")
        scene = TakeThatTutorial(app, 1, index)
        app.stack.push(scene)
        app.stack.apply_pending()
        assert not scene.submit(TakeThatAction.from_text(played))
        # Another card the rules refuse says why ("Not that card" said nothing of 95
        # lying too far from the row's 34).
        every: dict[str, dict[str, object]] = {
            "take": {"button": t("tt.board.take")}, "twist": {"card": 74, "twin": 47},
            "extend": {"reason": t("tt.refusal.too_far", card=95, rightmost=34)}}
        fields = every[name]
        assert scene.guide.hint == t(said, **fields), name
        if name == "extend":
            # Take pressed (T) where a card is wanted names the row, not "that card"; a
            # card the rules allow but the step does not want says "not that card".
            assert not scene.submit(TakeThatAction.from_text("take"))
            assert scene.guide.hint == t("tutorial.tt.hint.not_take")
            wanted = TakeThatAction.from_text(scene.guide.step.expect)
            other = next(a for a in scene.state.legal_actions()
                         if a.kind is TakeThatKind.EXTEND and a != wanted)
            assert not scene.submit(other)
            assert scene.guide.hint == t("tutorial.hint.card")
        app.stack.pop(scene)
        app.stack.apply_pending()


def test_a_card_dropped_on_the_wrong_row_card_is_refused_in_the_lesson_panel() -> None:
    """A Brazilian tester dropped 17 on the row's 34 under the twist step and read the
    refusal on the message line, where every other wrong move of the lesson spoke in its
    panel: the panel says it, with the rules' reason, and the right card on the wrong
    row card is told to go on its twin."""
    steps = TT_LESSONS[0].steps
    app = make_app(auto_draw=True)
    index = next(i for i, s in enumerate(steps) if s.key == "tutorial.tt.twist")
    scene = TakeThatTutorial(app, 1, index)
    app.stack.push(scene)
    app.stack.apply_pending()
    row = list(scene.state.row)
    wanted = TakeThatAction.from_text(scene.guide.step.expect)
    assert wanted.card is not None and len(row) >= 2
    first = row[0]
    other = next(c for c in scene.state.hands[0] if c != wanted.card and twin(c) != first
                 and twin(c) is not None)
    assert not scene.play_card(other, onto=first)
    assert scene.guide.hint == t("tutorial.tt.hint.refused", reason=t(
        "tt.refusal.not_twin", card=other, onto=first, twin=twin(other)))
    assert scene.message == ""
    assert not scene.play_card(wanted.card, onto=first)
    assert scene.guide.hint == t("tutorial.tt.hint.twist", card=wanted.card,
                                 twin=twin(wanted.card))


def test_a_stone_number_plays_the_card_that_glows() -> None:
    """A keyboard tester pressed 1 for the glowing blue 7 and was told stone 1 could not be
    claimed: nothing had been taken up. The glowing card is the one a number plays, and the
    first arrow takes it up."""
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[0]
    at = next(index for index, s in enumerate(lesson.steps)
              if s.kind == "action" and s.argument.startswith("play ")
              and SchottenAction.from_text(s.argument).stone is not None)
    wanted = SchottenAction.from_text(lesson.steps[at].argument)
    assert wanted.stone is not None and wanted.card is not None
    scene = open_lesson(app, "schotten-totten", 1, at)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    key(app, pygame.K_LEFT)
    assert scene.selected == wanted.card
    scene.selected = None
    key(app, pygame.K_1 + wanted.stone)
    assert scene.guide.index > at
    assert wanted.card in scene.state.sides[wanted.stone][0]


def test_enter_draws_from_the_deck_the_step_asks_for() -> None:
    """A tester pressed Enter and Space at a draw step of the tactics lesson: nothing."""
    app = make_app()
    scene, draw = at_tactic_draw(app)
    before = len(scene.state.log)
    key(app, pygame.K_SPACE)
    assert scene.state.log[before:][:1] == [(0, SchottenAction.from_text("draw tactic"))]
    assert scene.guide.index > draw


def test_a_stone_number_tries_the_card_the_rules_refuse() -> None:
    """The tactics lesson asks to try the Spy where the rules refuse it: the number of the
    stone claimed instead, and Left took the card at the far right."""
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[1]
    at = next(index for index, s in enumerate(lesson.steps) if s.kind == TRY)
    wanted = SchottenAction.from_text(lesson.steps[at].argument)
    assert wanted.stone is not None
    scene = open_lesson(app, "schotten-totten", 2, at)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    key(app, pygame.K_LEFT)
    assert scene.selected == wanted.card
    key(app, pygame.K_1 + wanted.stone)
    assert scene.guide.index > at
    # Put back down: it stayed up beside the next step's glowing card (a keyboard tester).
    assert scene.selected is None


def test_the_ruses_lesson_plays_through_with_keys_alone() -> None:
    """Lesson 3 by keys: an arrow takes up the ruse and Enter plays it, Enter takes the
    table card the step names, a number puts it at its stone or claims, C and T draw, and
    Enter puts back the card the step names (taken up by that first press)."""
    app = make_app(auto_draw=True)
    scene = open_lesson(app, "schotten-totten", 3)
    assert isinstance(scene, SchottenTutorial)
    lesson = TUTORIALS["schotten-totten"].lessons[2]
    for index, done in enumerate(lesson.steps):
        assert scene.guide.index == index
        opponent_hidden(scene)
        if done.kind == NEXT:
            key(app, pygame.K_RETURN)
        else:
            action = SchottenAction.from_text(done.expect)
            if action.kind is SchottenKind.PLAY:
                key(app, pygame.K_RIGHT)
                assert scene.selected == action.card
                key(app, pygame.K_RETURN)
            elif action.kind in (SchottenKind.PLACE, SchottenKind.CLAIM):
                assert action.stone is not None
                key(app, pygame.K_1 + action.stone)
            elif action.kind is SchottenKind.DRAW:
                key(app, pygame.K_c if action.deck == "clan" else pygame.K_t)
            else:  # a table card to take, or a hand card to put back: Enter alone
                key(app, pygame.K_RETURN)
        if index < len(lesson.steps) - 1:
            assert scene.guide.index == index + 1, f"{done.key} did not end ({scene.message})"
            assert not scene.guide.hint
            settle(app, scene)
    assert scene.by_keys
    step(app, frames=2)
    assert app.stack.top is not scene
    assert scene.state.owner[1] == 0  # stone 2, claimed
    assert parse_card("O8") in scene.state.sides[3][0]  # the Traitor's card at stone 4
    assert parse_card("B9") in scene.state.sides[1][0]  # the Strategist's at stone 2


def test_a_ruse_cancelled_half_way_takes_the_lesson_back_to_it() -> None:
    """The Traitor cancelled once its card was chosen: the lesson went back one step only,
    and asked to pick a card while the Traitor was back in the hand. Every buffered step
    taken back takes the lesson back one."""
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[2]
    at = [each.expect for each in lesson.steps].index("play TRAITOR")
    scene = open_lesson(app, "schotten-totten", 3, at)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    perform(app, scene, lesson.steps[at])
    perform(app, scene, lesson.steps[at + 1])
    assert scene.guide.index == at + 2 and len(scene.buffer) == 2
    click(app, scene.buttons["cancel"].rect.center)
    assert not scene.buffer and scene.guide.index == at
    assert parse_card("TRAITOR") in scene.view.hand
    perform(app, scene, lesson.steps[at])  # and the lesson goes on from there
    assert scene.guide.index == at + 1


@pytest.mark.parametrize(("number", "ruse"), [(2, "BANSHEE"), (3, "TRAITOR")])
def test_enter_alone_plays_the_ruse_the_step_asks_for(number: int, ruse: str) -> None:
    """"Choose it and press Enter": a Greek keyboard tester pressed Enter at the glowing
    Banshee for two minutes; nothing happened until an arrow had taken it up."""
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[number - 1]
    at = [each.expect for each in lesson.steps].index(f"play {ruse}")
    scene = open_lesson(app, "schotten-totten", number, at)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    key(app, pygame.K_RETURN)
    assert scene.guide.index == at + 1 and not scene.guide.hint
    assert scene.buffer == [SchottenAction.from_text(f"play {ruse}")]


def test_a_card_s_place_is_ringed_on_the_player_s_side_only() -> None:
    """The ring round a stone where a card goes took the whole column up to the window's
    top, its arrow over the opponent's count of tactic cards (two testers)."""
    app = make_app()
    lesson = TUTORIALS["schotten-totten"].lessons[2]
    at = next(index for index, s in enumerate(lesson.steps)
              if s.kind != NEXT and SchottenAction.from_text(s.expect).kind is SchottenKind.PLACE)
    scene = open_lesson(app, "schotten-totten", 3, at)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    stone = SchottenAction.from_text(lesson.steps[at].expect).stone
    assert stone is not None
    lay = scene.layout
    assert scene.targets() == [lay[f"stone_{stone + 1}"].union(lay[f"side_me_{stone + 1}"])]
    assert not any(rect.colliderect(lay[f"side_opponent_{stone + 1}"])
                   for rect in scene.targets())
