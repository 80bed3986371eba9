"""The tutorial's guidance and memory: a wrong move is refused gently and the step stays;
Esc leaves and the lesson resumes at the same step, with the same table; the first start
offers the tutorial once; How to play opens and continues it; a broken progress file
costs one sentence and a fresh start."""

from __future__ import annotations

import itertools
import json
from typing import Final

import pygame
import pytest

from game.schotten.actions import Action
from game.schotten.cards import BANSHEE, parse_card
from game.schotten.model import Phase
from scenes.core.app import App
from scenes.games import new_app
from scenes.model.tutorial import (
    CHECK,
    PROGRESS_FILE,
    PROGRESS_FORMAT,
    TRY,
    Place,
    Progress,
    progress_from_data,
)
from scenes.schotten.placement import column_rect, own_column
from scenes.schotten.tutorial import SchottenTutorial, wrong_play
from scenes.schotten.words import card_name
from scenes.shell.lessons import LessonChooser
from scenes.shell.menu import MainMenu
from scenes.shell.modal import ConfirmDialog, body_px
from scenes.shell.rules import RulesScene
from scenes.shell.tutorial import (
    TUTORIALS,
    LessonsDone,
    lesson_text,
    load_progress,
    open_tutorial,
    place_of,
)
from scenes.shell.tutorial_offer import TutorialOffer
from scenes.takethat.tutorial import TakeThatTutorial
from scenes.ui.text import LANGUAGES, catalog, current, language, set_language, t
from scenes.ui.widgets import wrap
from tests.scenes_support import click, drag, key, make_app, step
from tests.tutorial_support import centre, open_lesson, perform, settle


def steps_of(key_name: str, lesson: int) -> list[str]:
    return [s.key for s in TUTORIALS[key_name].lessons[lesson - 1].steps]


def test_a_card_dropped_at_the_wrong_stone_is_refused_and_the_step_stays() -> None:
    app = make_app()
    at = steps_of("schotten-totten", 1).index("tutorial.st1.place")
    scene = open_lesson(app, "schotten-totten", 1, at)
    assert isinstance(scene, SchottenTutorial)
    before = scene.state.view(0)
    drag(app, centre(scene.sprites[parse_card("B7")].rect),
         column_rect(scene.layout, 3).center)
    assert scene.guide.index == at
    assert scene.state.view(0) == before
    assert scene.guide.hint
    drag(app, centre(scene.sprites[parse_card("R2")].rect),
         column_rect(scene.layout, 0).center)
    assert scene.guide.index == at and scene.state.view(0) == before
    perform(app, scene, scene.guide.step)
    assert scene.guide.index == at + 1 and not scene.guide.hint


def test_the_right_card_at_the_wrong_stone_stays_up_with_its_stone_pointed_at() -> None:
    """"It goes to stone 1, the one the arrow points at" was said while the arrow was on
    the card back in the hand (a Polish newcomer): the card stays taken up, the arrow is
    on its stone, and a click there plays it."""
    app = make_app()
    at = steps_of("schotten-totten", 1).index("tutorial.st1.place")
    scene = open_lesson(app, "schotten-totten", 1, at)
    assert isinstance(scene, SchottenTutorial)
    # Taken up, the lesson's card lights its own stone only (all nine glowed, a tester);
    # another card lights wherever it may go.
    scene.selected = parse_card("B7")
    assert scene.glow().stones == {0}
    scene.selected = parse_card("R2")
    assert len(scene.glow().stones) > 1
    scene.selected = None
    drag(app, centre(scene.sprites[parse_card("B7")].rect),
         column_rect(scene.layout, 3).center)
    assert scene.guide.index == at and scene.selected == parse_card("B7")
    assert scene.targets() == [own_column(scene.layout, 0)]
    click(app, own_column(scene.layout, 0).center)
    step(app, frames=3)
    assert scene.guide.index == at + 1


def test_an_explanation_waits_for_next_and_refuses_a_move() -> None:
    app = make_app()
    scene = open_lesson(app, "schotten-totten", 1, 0)
    assert isinstance(scene, SchottenTutorial)
    before = scene.state.view(0)
    drag(app, centre(scene.sprites[parse_card("B7")].rect), column_rect(scene.layout, 0).center)
    assert scene.guide.index == 0 and scene.state.view(0) == before and scene.guide.hint
    key(app, pygame.K_RETURN)
    assert scene.guide.index == 1


def test_a_wrong_take_that_move_is_refused() -> None:
    app = make_app()
    at = steps_of("take-that", 1).index("tutorial.tt.twist")
    scene = open_lesson(app, "take-that", 1, at)
    assert isinstance(scene, TakeThatTutorial)
    row = list(scene.state.row)
    click(app, scene.buttons["take"].rect.center)
    assert scene.state.row == row and scene.guide.index == at and scene.guide.hint


def test_leaving_on_the_last_explanation_counts_the_lesson_as_done() -> None:
    """A keyboard tester read lesson 1 to its last step, pressed Esc (the step offers only
    Next lesson), and found the lesson "to carry on" in the list."""
    app = make_app()
    steps = TUTORIALS["schotten-totten"].lessons[0].steps
    scene = open_lesson(app, "schotten-totten", 1, len(steps) - 1)
    assert isinstance(scene, SchottenTutorial)
    settle(app, scene)
    key(app, pygame.K_ESCAPE)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    assert question.body == t("tutorial.leave.body_last")
    click(app, question.buttons[0].rect.center)
    step(app, frames=2)
    assert 1 in load_progress(app).finished["schotten-totten"]
    assert place_of(app, "schotten-totten") == Place(2, 0)


def test_leaving_and_resuming_returns_to_the_same_step_and_table() -> None:
    app = make_app()
    scene = open_lesson(app, "schotten-totten", 1, 0)
    assert isinstance(scene, SchottenTutorial)
    steps = TUTORIALS["schotten-totten"].lessons[0].steps
    draw = [s.key for s in steps].index("tutorial.st1.draw")
    while scene.guide.index < draw:
        perform(app, scene, scene.guide.step)
        settle(app, scene)
    assert scene.hidden_draw is not None
    view = scene.view
    # Esc asks first (it used to leave at once); Esc again, or the safe answer, stays.
    key(app, pygame.K_ESCAPE)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    assert question.title == t("tutorial.leave.title") and question.focus == 1
    key(app, pygame.K_ESCAPE)
    step(app, frames=2)
    assert app.stack.top is scene
    key(app, pygame.K_ESCAPE)
    key(app, pygame.K_RETURN)
    step(app, frames=2)
    assert app.stack.top is scene and scene.guide.index == draw
    key(app, pygame.K_ESCAPE)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    click(app, question.buttons[0].rect.center)
    step(app, frames=2)
    assert isinstance(app.stack.top, MainMenu)
    assert place_of(app, "schotten-totten") == Place(1, draw)
    assert app.current_game() == "schotten-totten"
    open_tutorial(app, "schotten-totten")
    step(app, frames=2)
    resumed = app.stack.top
    assert isinstance(resumed, SchottenTutorial) and resumed is not scene
    assert resumed.guide.index == draw
    assert resumed.view == view
    assert resumed.hidden_draw == scene.hidden_draw
    perform(app, resumed, resumed.guide.step)
    assert resumed.guide.index == draw + 1


def shown(scene: SchottenTutorial | TakeThatTutorial) -> object:
    """What the player decides on: a tactic card's first step is tried on a copy."""
    if isinstance(scene, SchottenTutorial):
        return scene.phase_source().view(0)
    return scene.state.view(0)


def test_resuming_at_every_step_gives_the_table_the_steps_before_made() -> None:
    app = make_app()
    for key_name, number in (("schotten-totten", 1), ("schotten-totten", 2), ("take-that", 1)):
        played = open_lesson(app, key_name, number, 0)
        for index, done in enumerate(TUTORIALS[key_name].lessons[number - 1].steps[:-1]):
            app.stack.pop(played)
            step(app)
            fresh = open_lesson(app, key_name, number, index)
            assert shown(fresh) == shown(played), (key_name, number, index)
            app.stack.pop(fresh)
            step(app)
            app.stack.push(played)
            step(app)
            perform(app, played, done)
            settle(app, played)


def first_start() -> App:
    """The app as a run starts it: nothing on the stack, then its home."""
    pygame.display.init()
    pygame.font.init()
    screen = pygame.display.set_mode((1024, 640))
    app = new_app(screen, 1)
    app.threaded_ai = False
    app.settings.speed = "instant"
    app.start_scene(app.home(app))
    return app


def test_the_first_start_offers_the_tutorial_once() -> None:
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    assert app.settings.tutorial_offered
    saved = json.loads(app.files.settings.read_text(encoding="utf-8"))
    assert saved["tutorial_offered"] is True
    click(app, offer.buttons[0].rect.center)
    step(app, frames=2)
    assert isinstance(app.stack.top, SchottenTutorial)
    app.go_home()
    step(app, frames=2)
    assert isinstance(app.stack.top, MainMenu)
    again = first_start()
    assert again.settings.tutorial_offered
    step(again, frames=2)
    assert isinstance(again.stack.top, MainMenu)


def test_not_now_is_remembered_too() -> None:
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    not_now = next(b for b in offer.buttons if b.label == t("tutorial.offer.no"))
    click(app, not_now.rect.center)
    step(app, frames=2)
    assert isinstance(app.stack.top, MainMenu)
    again = first_start()
    step(again, frames=2)
    assert isinstance(again.stack.top, MainMenu)


def test_left_and_right_step_through_the_languages_either_way() -> None:
    """An Italian tester went one language past hers and had to go round the other four:
    Right steps on, Left steps back, and the settings keep the choice."""
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    codes = list(LANGUAGES)
    start = language()
    key(app, pygame.K_RIGHT)
    assert language() == codes[(codes.index(start) + 1) % len(codes)]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert language() == codes[(codes.index(start) - 1) % len(codes)]
    assert app.settings.language == language()
    set_language(start)


def test_the_welcome_has_room_for_the_longest_question_and_no_more() -> None:
    """Room for four lines left a gap under the English three; the panel keeps one size
    through the languages (a chip that moved would leave the pointer behind)."""
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    start = language()
    px = body_px(app.screen.get_height())
    line = app.assets.font("text", px).get_linesize()
    counts = {}
    for code in LANGUAGES:
        set_language(code)
        step(app, frames=1)
        counts[code] = (len(wrap(app.assets, t("tutorial.offer.body"), "text", px,
                                 offer.content_rect.w)), offer.panel.copy())
    set_language(start)
    assert len({panel.size for _, panel in counts.values()}) == 1
    longest = max(lines for lines, _ in counts.values())
    assert longest * line <= offer.content_rect.h <= longest * line + 2 * px


def open_rules(app: App, key: str) -> RulesScene:
    """How to play for game ``key``, with its tutorial button."""
    app.stack.push(RulesScene(app, key, switch=True))
    step(app, frames=2)
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.learn is not None
    return rules


def leave_by_menu(app: App, lesson: SchottenTutorial | TakeThatTutorial) -> None:
    """The lesson's Menu button, then the question's Leave."""
    click(app, lesson.buttons["menu"].rect.center)
    question = app.stack.top
    assert isinstance(question, ConfirmDialog)
    click(app, question.buttons[0].rect.center)


def test_how_to_play_starts_then_continues_each_games_tutorial() -> None:
    app = make_app()
    rules = open_rules(app, "take-that")
    assert rules.learn is not None
    assert rules.learn.label == "Learn to play"
    click(app, rules.learn.rect.center)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, TakeThatTutorial)
    click(app, lesson.guide.next.rect.center)
    leave_by_menu(app, lesson)
    step(app, frames=2)
    assert app.stack.top is rules
    assert rules.learn.label == "Continue the tutorial"
    # How to play and Statistics now open at the game learnt (a newcomer met Schotten
    # Totten's rules after Take That's lesson).
    assert app.current_game() == "take-that"
    click(app, rules.learn.rect.center)
    step(app, frames=2)
    again = app.stack.top
    assert isinstance(again, TakeThatTutorial) and again.guide.index == 1
    app.stack.pop(again)
    step(app)
    click(app, rules.switch.rect.center if rules.switch is not None else (0, 0))
    assert rules.game.key == "schotten-totten" and rules.learn.label == "Learn to play"


def test_the_tactic_cards_tab_opens_the_lesson_on_tactic_cards() -> None:
    # A newcomer who wanted the tactic cards had to replay the whole first lesson.
    app = make_app()
    rules = open_rules(app, "schotten-totten")
    assert rules.learn is not None
    tactics = [tab.label for tab in rules.tabs].index("Tactic cards")
    click(app, rules.tabs[tactics].rect.center)
    assert rules.learn.label == "Lesson: Tactic cards"
    click(app, rules.learn.rect.center)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, SchottenTutorial) and lesson.guide.lesson.number == 2
    assert lesson.guide.index == 0
    app.stack.pop(lesson)
    step(app)
    click(app, rules.tabs[0].rect.center)  # the other tabs lead to the lessons as before
    assert rules.learn.label in ("Learn to play", "Continue the tutorial")


def test_a_broken_progress_file_is_one_sentence_and_a_fresh_start() -> None:
    app = make_app()
    path = app.files.save(PROGRESS_FILE)
    path.write_text('{"format": "schotten-totten/tutorial@1", "places": {"schotten-totten": '
                    '{"lesson": 7, "step": -1}}}', encoding="utf-8")
    assert load_progress(app).places == {}
    assert len(app.notices) == 1 and "tutorial" in app.notices[0]
    assert not path.exists()
    open_tutorial(app, "schotten-totten")
    step(app, frames=2)
    scene = app.stack.top
    assert isinstance(scene, SchottenTutorial)
    assert scene.guide.lesson.number == 1 and scene.guide.index == 0
    path.write_bytes(b"\xff\xfe not json")
    assert load_progress(app).places == {}


def test_the_step_panel_follows_a_resized_window() -> None:
    app = make_app()
    for key_name in ("schotten-totten", "take-that"):
        scene = open_lesson(app, key_name, 1, 0)
        app.resize((1600, 900))
        step(app, frames=2)
        panel = (scene.layout["log"] if isinstance(scene, SchottenTutorial)
                 else scene.layout.log)
        assert panel.contains(scene.guide.next.rect)
        assert panel.w > 260
        click(app, scene.guide.next.rect.center)
        assert scene.guide.index == 1
        app.resize((1024, 640))
        app.stack.pop(scene)
        step(app)


def test_learn_to_play_offers_every_lesson_of_a_game_with_several() -> None:
    """Lesson 2 could be reached only through the Tactic cards tab."""
    app = make_app()
    rules = open_rules(app, "schotten-totten")
    assert rules.learn is not None
    click(app, rules.learn.rect.center)
    step(app)
    chooser = app.stack.top
    assert isinstance(chooser, LessonChooser)
    labels = [button.label for button in chooser.buttons]
    assert labels == ["Lesson 1: The base game", "Lesson 2: Tactic cards",
                      "Lesson 3: Ruses that move cards", "Take That: the basics", "Back"]
    assert chooser.focus == 0
    click(app, chooser.buttons[1].rect.center)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, SchottenTutorial) and lesson.guide.lesson.number == 2
    click(app, lesson.guide.next.rect.center)
    leave_by_menu(app, lesson)
    step(app, frames=2)
    assert app.stack.top is rules
    click(app, rules.learn.rect.center)
    step(app)
    chooser = app.stack.top
    assert isinstance(chooser, LessonChooser) and chooser.focus == 1
    assert chooser.buttons[1].label == "Lesson 2: Tactic cards (carry on)"
    click(app, chooser.buttons[1].rect.center)
    step(app, frames=2)
    again = app.stack.top
    assert isinstance(again, SchottenTutorial) and again.guide.index == 1
    app.stack.pop(again)
    step(app)
    click(app, rules.switch.rect.center if rules.switch is not None else (0, 0))
    click(app, rules.learn.rect.center)  # one lesson: no choice to make
    step(app, frames=2)
    assert isinstance(app.stack.top, TakeThatTutorial)


@pytest.mark.parametrize("game", ["schotten-totten", "take-that"])
def test_the_last_lesson_ends_with_a_word_on_what_next(game: str) -> None:
    app = make_app()
    rules = open_rules(app, game)
    lessons = len(TUTORIALS[game].lessons)
    for number in range(1, lessons + 1):
        open_tutorial(app, game, number)
        step(app, frames=2)
        lesson = app.stack.top
        assert isinstance(lesson, SchottenTutorial | TakeThatTutorial)
        lesson.guide.finish()
        step(app)
        if number < lessons:  # the next lesson has replaced it
            app.stack.pop(app.stack.top)
    done = app.stack.top
    assert isinstance(done, LessonsDone) and app.entry(game).name() in done.body
    # Take That has one lesson: "every lesson" read as if there had been more.
    one = len(TUTORIALS[game].lessons) == 1
    assert done.body == t("tutorial.done.body.one" if one else "tutorial.done.body",
                          game=app.entry(game).name())
    key(app, pygame.K_RETURN)
    assert app.stack.top is rules
    assert place_of(app, game) is None


def test_a_lesson_left_half_way_is_offered_after_the_last() -> None:
    """"You have finished every lesson" had been said after lesson 2 alone, with lesson 1
    left at its fourth step."""
    app = make_app()
    rules = open_rules(app, "schotten-totten")
    lessons = TUTORIALS["schotten-totten"].lessons
    last = len(lessons)
    first = open_lesson(app, "schotten-totten", 1, 3)
    app.stack.pop(first)
    open_tutorial(app, "schotten-totten", last)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, SchottenTutorial)
    lesson.guide.finish()
    step(app)
    done = app.stack.top
    assert isinstance(done, LessonsDone)
    assert done.title == t("tutorial.done.title.number", number=last)
    assert t(lessons[0].title_key) in done.body
    assert place_of(app, "schotten-totten") == Place(1, 0)
    key(app, pygame.K_RETURN)  # the first button: start the lesson still to do
    step(app, frames=2)
    again = app.stack.top
    assert isinstance(again, SchottenTutorial) and again.guide.lesson.number == 1
    app.stack.pop(again)
    step(app)
    assert app.stack.top is rules
    chooser = LessonChooser(app, "schotten-totten")
    assert [b.label for b in chooser.buttons[:last]] == [
        t("tutorial.choose.lesson", number=number, title=t(lessons[number - 1].title_key))
        for number in range(1, last)] + [
        t("tutorial.choose.done", number=last, title=t(lessons[last - 1].title_key))]


def test_the_finished_lessons_are_kept_and_read_back_with_care() -> None:
    lessons = {"schotten-totten": 2, "take-that": 1}
    kept = Progress({"schotten-totten": Place(1, 2)}, {"schotten-totten": frozenset({2})})
    back = progress_from_data(json.loads(kept.to_json()), lessons)
    assert back == kept and back.missing("schotten-totten", 2) == [1]
    # A file from before the finished lessons were kept: those before its place count.
    old = {"format": PROGRESS_FORMAT, "places": {"schotten-totten": {"lesson": 2, "step": 0}}}
    assert progress_from_data(old, lessons).finished == {"schotten-totten": frozenset({1})}
    for bad in ({"schotten-totten": [3]}, {"schotten-totten": "1"}, [1], {"take-that": [True]}):
        with pytest.raises(ValueError):
            progress_from_data({**old, "finished": bad}, lessons)


def test_a_wrong_drop_says_whether_the_card_or_only_the_stone_was_wrong() -> None:
    """"Not that one" after the right card at the wrong stone read as "wrong card"."""
    wanted = Action.from_text("play B7 1")
    assert wrong_play(Action.from_text("play B7 4"), wanted) == t("tutorial.hint.stone",
                                                                  stone=1)
    assert wrong_play(Action.from_text("play R2 1"), wanted) == t("tutorial.hint.card")
    assert wrong_play(Action.from_text("claim 1"), wanted) is None


def test_while_the_panel_explains_the_message_line_points_to_it() -> None:
    app = make_app()
    open_tutorial(app, "schotten-totten", 1)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, SchottenTutorial) and lesson.guide.step.kind == "next"
    assert lesson.prompt() == t("tutorial.prompt.next", button=t("tutorial.next"))
    # On the last step the button says Finish (or Next lesson), and so does the line: a
    # tester was told to press Next under a button that read Finish.
    lesson.guide.index = len(lesson.guide.lesson.steps) - 1
    lesson.guide.update_button()
    assert lesson.guide.next.label != t("tutorial.next")
    assert lesson.prompt() == t("tutorial.prompt.next", button=lesson.guide.next.label)
    # A step that asks for a click on a stone says so (the line said "drag a card").
    steps = lesson.guide.lesson.steps
    lesson.guide.index = next(i for i, each in enumerate(steps) if each.kind == CHECK)
    assert lesson.prompt() == t("tutorial.prompt.check", stone=lesson.guide.step.argument)


def test_the_banshee_step_says_to_drop_it_anywhere_before_the_drag() -> None:
    """The line said "drag a card onto a stone" under a panel that said to drop the
    Banshee anywhere, until the drag began."""
    app = make_app()
    lesson = open_lesson(app, "schotten-totten", 2,
                         steps_of("schotten-totten", 2).index("tutorial.st2.banshee"))
    settle(app, lesson)
    banshee = t("tutorial.prompt.ruse", card=t("tactic.BANSHEE"))
    assert lesson.prompt() == banshee
    lesson.guide.index -= 1  # the explanation before it keeps its own line
    assert lesson.prompt() != banshee


def test_the_first_start_offers_each_games_lesson() -> None:
    """A tester who came for Take That pressed Learn to play and was taken into Schotten
    Totten's lesson, with no word of a choice."""
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    labels = [button.label for button in offer.buttons]
    assert labels[:2] == [t("tutorial.offer.learn", game="Schotten Totten"),
                          t("tutorial.offer.learn", game="Take That")]
    assert "{" not in offer.body and "Schotten" not in offer.body
    click(app, offer.buttons[1].rect.center)
    step(app, frames=2)
    assert isinstance(app.stack.top, TakeThatTutorial)


def test_the_first_screen_offers_every_language_by_its_own_name() -> None:
    """The welcome came up in English with no way to read it in another language; then one
    button stepped through the languages, three presses to Italian for an Italian tester."""
    app = first_start()
    step(app, frames=2)
    offer = app.stack.top
    assert isinstance(offer, TutorialOffer)
    assert [chip.label for chip in offer.languages] == list(LANGUAGES.values())
    panel = offer.panel
    rects = [chip.rect for chip in offer.languages]
    assert all(panel.contains(rect) for rect in rects)
    assert all(rect.top > offer.buttons[-1].rect.bottom for rect in rects)
    assert not any(a.colliderect(b) for a, b in itertools.pairwise(rects))
    click(app, offer.languages[list(LANGUAGES).index("it")].rect.center)
    assert app.settings.language == "it" and app.stack.top is offer
    saved = json.loads(app.files.settings.read_text(encoding="utf-8"))
    assert saved["language"] == "it"
    assert str(current(offer.buttons[-1].label)) == t("tutorial.offer.no")
    # The arrows step either way from there.
    key(app, pygame.K_LEFT)
    assert app.settings.language == list(LANGUAGES)[list(LANGUAGES).index("it") - 1]
    key(app, pygame.K_RIGHT)
    assert app.settings.language == "it" and app.stack.top is offer
    # The row is a stop for Tab (and Up, Down) of its own, its chosen name ringed: a
    # keyboard tester could not reach it.
    for _ in offer.buttons:
        key(app, pygame.K_TAB)
    assert offer.focus == len(offer.buttons)
    step(app)
    ringed = [chip.label for chip in offer.languages if chip.focused]
    assert ringed == [LANGUAGES["it"]] and not any(b.focused for b in offer.buttons)
    key(app, pygame.K_RETURN)  # Enter on the row keeps the language and the dialog
    assert app.stack.top is offer and app.settings.language == "it"
    # The arrows beside the row step through the languages when clicked; they show only
    # while the row has the focus (two mouse players wondered why they were there).
    step(app)
    click(app, offer.arrows[1][1].center)
    assert app.settings.language == list(LANGUAGES)[(list(LANGUAGES).index("it") + 1)
                                                    % len(LANGUAGES)]
    click(app, offer.arrows[0][1].center)
    assert app.settings.language == "it"
    key(app, pygame.K_TAB)
    assert offer.focus == 0
    step(app)
    assert offer.arrows == []
    set_language("en")


@pytest.mark.parametrize(("at", "deck"), [(2, "tactic"), (6, "clan")])
def test_a_draw_step_lights_and_names_only_the_deck_it_asks_for(at: int, deck: str) -> None:
    """"Click the clan deck to draw" while both decks glowed and the line said "the clan
    deck or the tactic deck" (a newcomer's play-test)."""
    app = make_app()
    lesson = open_lesson(app, "schotten-totten", 2, at)
    assert isinstance(lesson, SchottenTutorial)
    settle(app, lesson)
    assert lesson.state.phase is Phase.DRAW and lesson.my_turn()
    assert lesson.glow().decks and lesson.glow().deck == deck
    assert lesson.prompt() == t(f"tutorial.prompt.draw_{deck}")
    lesson.by_keys = True  # with the keys, the line names the key
    assert lesson.prompt() == t(f"tutorial.prompt.draw_{deck}_keys")


def test_with_the_keys_each_step_names_its_key() -> None:
    """A keyboard-only tester met "click stone 5", "click the Banshee" and "it glows while
    you drag" with no key on the screen, and the first arrow at the Banshee's target rested
    on Blue 2 while the lesson asked for Yellow 9."""
    app = make_app()
    lesson = open_lesson(app, "schotten-totten", 1, 0)
    assert isinstance(lesson, SchottenTutorial)
    steps = lesson.guide.lesson.steps
    lesson.guide.index = next(i for i, each in enumerate(steps) if each.kind == CHECK)
    lesson.by_keys = True
    stone = lesson.guide.step.argument
    assert lesson.prompt() == t("tutorial.prompt.check_keys", stone=stone)
    wanted = Action.from_text("play R7 5")
    assert wrong_play(Action.from_text("play R7 4"), wanted, by_keys=True) == t(
        "tutorial.hint.stone_keys", stone=5)
    # A claim of another stone says which one, and with the keys its number.
    claim = Action.from_text("claim 2")
    assert wrong_play(Action.from_text("claim 1"), claim, by_keys=True) == t(
        "tutorial.hint.claim_keys", stone=2)
    assert wrong_play(Action.from_text("claim 1"), claim) == t("tutorial.hint.claim", stone=2)
    app = make_app()
    lesson = open_lesson(app, "schotten-totten", 2,
                         steps_of("schotten-totten", 2).index("tutorial.st2.banshee"))
    assert isinstance(lesson, SchottenTutorial)
    settle(app, lesson)
    key(app, pygame.K_RIGHT)
    assert lesson.by_keys and lesson.selected == BANSHEE
    assert lesson.prompt() == t("board.chosen_ruse_keys", card=t("tactic.BANSHEE"))
    lesson.selected = None
    assert lesson.prompt() == t("tutorial.prompt.ruse_keys", card=t("tactic.BANSHEE"))
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    settle(app, lesson)
    assert lesson.guide.step.argument == "pick Y9", lesson.guide.step
    picks = lesson.pick_targets()
    # The choice starts on the card the lesson takes: Enter would have discarded Blue 2.
    assert picks[lesson.pick_cursor % len(picks)] == parse_card("Y9")
    assert card_name(parse_card("Y9")) in lesson.prompt()
    key(app, pygame.K_RIGHT)  # the arrows move on, as anywhere else
    assert picks[lesson.pick_cursor % len(picks)] != parse_card("Y9") or len(picks) == 1


GESTURES: Final = ("drag", "click")
"""Words of the mouse in the English lesson texts."""


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_with_the_keys_each_panel_speaks_of_keys(code: str) -> None:
    """A keyboard-only tester read "Drag" and "Click" on every panel of the Schotten Totten
    lessons, with the key only on the line under the table: each step that names a gesture
    has a wording for the keys, which names the stone's key, and the panel shows it once
    a key has been used."""
    app = make_app()
    english = catalog("en")
    texts = catalog(code)
    for lesson in TUTORIALS["schotten-totten"].lessons:
        for each in lesson.steps:
            mouse = english[each.key].lower()
            keys = english.get(f"{each.key}_keys")
            if not any(word in mouse for word in GESTURES):
                assert keys is None, each.key
                continue
            assert keys is not None and not any(word in keys.lower() for word in GESTURES), \
                each.key
            wording = texts[f"{each.key}_keys"]
            stone = (int(each.argument) - 1 if each.kind == CHECK
                     else Action.from_text(each.argument).stone if each.kind in ("action", TRY)
                     else None)
            if stone is not None:
                assert f" {stone + 1}" in wording.replace("\u00a0", " "), (code, each.key)
    set_language(code)
    steps = steps_of("schotten-totten", 1)
    table = open_lesson(app, "schotten-totten", 1, steps.index("tutorial.st1.ask"))
    assert isinstance(table, SchottenTutorial)
    settle(app, table)
    assert table.guide.text(table.by_keys) == t("tutorial.st1.ask")
    key(app, pygame.K_4)  # not the stone the step asks about
    assert table.by_keys
    assert table.guide.text(table.by_keys) == t("tutorial.st1.ask_keys")
    assert table.guide.hint == lesson_text("tutorial.hint.check", True) != t("tutorial.hint.check")
    set_language("en")


def test_with_the_keys_the_take_that_panels_speak_of_keys() -> None:
    """Each step of the Take That lesson that asks for a move has a wording for the keys,
    which the panel shows after a table key and gives up after a click."""
    app = make_app()
    english = catalog("en")
    asks = [each for each in TUTORIALS["take-that"].lessons[0].steps if each.kind == "action"]
    assert asks
    for each in asks:
        keys = english[f"{each.key}_keys"]
        assert "Enter" in keys and not any(word in keys.lower() for word in GESTURES)
    steps = steps_of("take-that", 1)
    table = open_lesson(app, "take-that", 1, steps.index("tutorial.tt.extend"))
    assert isinstance(table, TakeThatTutorial)
    settle(app, table)
    assert table.guide.text(table.by_keys) == t("tutorial.tt.extend")
    key(app, pygame.K_RETURN)  # takes up the card the step asks for
    assert table.by_keys and table.guide.text(True) == t("tutorial.tt.extend_keys")
    click(app, (5, 5))
    assert not table.by_keys


def test_after_a_refused_card_the_first_arrow_takes_the_one_the_next_step_wants() -> None:
    """After the refused Spy the Spy stayed chosen, and the first arrow went on to the
    Banshee instead of the Blue 6 the next step asked for (a keyboard re-tester)."""
    app = make_app()
    steps = steps_of("schotten-totten", 2)
    lesson = open_lesson(app, "schotten-totten", 2, steps.index("tutorial.st2.clan"))
    assert isinstance(lesson, SchottenTutorial)
    settle(app, lesson)
    lesson.selected, lesson.by_keys = parse_card("SPY"), True  # left from the refusal
    key(app, pygame.K_RIGHT)
    assert lesson.selected == parse_card("B6")
    key(app, pygame.K_RIGHT)  # from there the arrows move on as anywhere else
    assert lesson.selected != parse_card("B6")



def test_the_lesson_chooser_offers_the_other_games_lessons_too() -> None:
    """A newcomer looked for Take That's lesson under Schotten Totten's "Learn to play"
    and found it only under Take That's rules."""
    app = make_app()
    chooser = LessonChooser(app, "schotten-totten")
    labels = [button.label for button in chooser.buttons]
    title = t(TUTORIALS["take-that"].lessons[0].title_key)
    assert labels.index(title) == len(TUTORIALS["schotten-totten"].lessons)
    assert labels[-1] == t("menu.back")
    app.stack.push(chooser)
    step(app)
    click(app, chooser.buttons[labels.index(title)].rect.center)
    step(app, frames=2)
    lesson = app.stack.top
    assert isinstance(lesson, TakeThatTutorial) and lesson.guide.lesson.number == 1
