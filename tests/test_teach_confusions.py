"""Every confusion of issue 23 fixed, each with a test: a tactic card that may not be
played is dimmed and says why, hovering does not hide the claim instruction, the set-up hint
agrees with Expert claims, switching opponent keeps the variant, How to play offers both
games' rules, a new game warns before replacing one in progress, Continue says what it
resumes, Take That's summary explains its scoring."""

from __future__ import annotations

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.cards import RECRUITER, SHIELD, SPY, parse_card
from scenes.core.app import App
from scenes.schotten import hud
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.schotten.modes import blocked_tactics
from scenes.schotten.setup import SetupScene
from scenes.schotten.words import refusal_text
from scenes.shell.dialogs import ConfirmDialog
from scenes.shell.menu import MainMenu
from scenes.shell.rules import RulesScene
from scenes.ui.text import LANGUAGES, catalog, t
from tests import scenes_support as support
from tests.session_support import press, replace_with_a_new_match, start_game
from tests.test_takethat_scenes import play_round
from tests.test_takethat_scenes import start as start_take_that


def tactics_board() -> tuple[object, BoardScene]:
    app = support.make_app()
    board = start_game(app, tactics=True, level="easy")
    return app, board


def test_a_tactic_card_that_may_not_be_played_is_dimmed_and_says_why() -> None:
    app, board = tactics_board()
    state = board.state
    state.hands[0].append(SPY)
    state.tactics_played[0] = 1  # one ahead of the opponent: the limit holds it back
    board.refresh()
    support.step(app, frames=5)  # type: ignore[arg-type]
    blocked = blocked_tactics(board)
    assert set(blocked) == {SPY} and blocked[SPY].code == "tactic_limit"
    board.hover_tactic = SPY  # the pointer over the dimmed card says why, untried
    hint = hud.hover_hint(board)
    assert hint is not None and refusal_text(blocked[SPY]) in hint, hint
    sprite = board.mirror.sprites[SPY]
    support.drag(app, sprite.rect.center, board.layout["side_me_3"].center)  # type: ignore[arg-type]
    assert SPY in state.hands[0]
    assert board.message.startswith(t("board.refused", reason="")[:4])
    assert "opponent" in board.message
    state.tactics_played[0] = 0
    assert blocked_tactics(board) == {}


def test_an_elite_troop_with_no_room_anywhere_does_not_name_stone_one() -> None:
    """A tester's Shield Bearer said "your side of stone 1 is full" when none of his sides
    had room: the reason now speaks of every side."""
    app, board = tactics_board()
    state = board.state
    state.hands[0].append(SHIELD)
    board.refresh()
    support.step(app, frames=3)  # type: ignore[arg-type]
    assert SHIELD not in blocked_tactics(board)
    clan = [card for card in state.clan_deck]
    for stone in range(9):
        side = state.sides[stone][0]
        while len(side) < state.capacity(stone):
            side.append(clan.pop())
            state.clan_deck.remove(side[-1])
    board.refresh()
    blocked = blocked_tactics(board)
    assert blocked[SHIELD].code == "no_room"
    said = refusal_text(blocked[SHIELD])
    assert said == t("refusal.no_room", card=board.art.tactic_name(SHIELD))
    assert "1" not in said
    # One claimed stone and the rest full: still no stone to name.
    state.owner[0] = 1
    assert blocked_tactics(board)[SHIELD].code == "no_room"


@pytest.mark.parametrize(("edition", "returns"), [("iello", "bottom"), ("classic", "top")])
def test_the_recruiters_rule_at_the_table_names_only_its_editions_place(
        edition: str, returns: str) -> None:
    """A Brazilian tester read "(on top in the classic edition)" in an IELLO game as
    noise: at the table the rule says where this game's cards go back."""
    app = support.make_app()
    board = start_game(app, tactics=True, level="easy", edition=edition)
    assert board.state.config.recruiter_returns == returns
    board.state.hands[0].append(RECRUITER)
    board.refresh()
    board.hover_tactic = RECRUITER
    hint = hud.hover_hint(board)
    assert hint is not None and t(f"tactic.RECRUITER.text.{returns}") in hint
    assert t("tactic.RECRUITER.text") not in hint


def test_a_tactic_card_chosen_by_keys_says_its_rule_and_if_it_may_be_played() -> None:
    """The rule was shown only under the mouse's pointer; with the keys a dimmed card still
    said "Enter plays it" and was refused only after Enter."""
    _app, board = tactics_board()
    state = board.state
    state.hands[0].append(SPY)
    board.refresh()
    board.by_keys, board.selected = True, SPY
    rule = t("tactic.SPY.text")
    hint = hud.hover_hint(board)
    assert hint is not None and rule in hint and hint.endswith(board.prompt())
    assert t("board.chosen_keys", card=board.art.tactic_name(SPY)) == board.prompt()
    state.tactics_played[0] = 1  # one ahead of the opponent: the limit holds it back
    blocked = blocked_tactics(board)
    hint = hud.hover_hint(board)
    assert hint is not None and rule in hint and refusal_text(blocked[SPY]) in hint
    assert board.prompt() not in hint
    board.by_keys = False  # chosen with the mouse: the pointer shows the rule, as before
    assert hud.hover_hint(board) is None


def test_a_card_that_leaves_from_under_the_pointer_takes_its_rule_with_it() -> None:
    """A Recruiter's tactic card put back left its rule in the message line until the
    pointer moved (a tester): what lies under a resting pointer is looked at again."""
    app, board = tactics_board()
    state = board.state
    state.hands[0].append(SPY)
    board.refresh()
    support.step(app, frames=30)  # type: ignore[arg-type]
    rect = board.mirror.sprites[SPY].rect
    where = (int(rect.centerx), int(rect.centery))
    support.step(app, [support.mouse(pygame.MOUSEMOTION, where)])  # type: ignore[arg-type]
    assert board.hover_tactic == SPY
    rule = t("tactic.SPY.text")
    state.hands[0].remove(SPY)
    state.tactic_deck.insert(0, SPY)  # put back under its deck, as the Recruiter does
    board.refresh()
    support.step(app, frames=60)  # type: ignore[arg-type]
    assert board.hover_tactic != SPY
    assert rule not in (hud.hover_hint(board) or "")
    under = board.mirror.at(where, ("hand",), face_up=True)
    assert board.hover == (under.card if under is not None else None)


def test_hovering_a_card_does_not_hide_the_claim_instruction() -> None:
    app, board = tactics_board()
    app.settings.auto_claim = False  # type: ignore[attr-defined]
    state = board.state
    state.hands[0].append(SPY)
    board.refresh()
    board.hover_tactic = SPY
    assert hud.hover_hint(board) is not None  # in the play phase the rule is shown
    arranged = state.sides[0]
    arranged[0][:] = [parse_card("R7"), parse_card("R8"), parse_card("R9")]
    state.seen |= sum(1 << card for card in arranged[0])
    for card in arranged[0]:
        if card in state.hands[0]:
            state.hands[0].remove(card)
        if card in state.clan_deck:
            state.clan_deck.remove(card)
    card = next(c for c in state.hands[0] if c < 54)
    board.submit(act.play(card, 5))
    assert state.phase is game.Phase.CLAIM
    board.hover_tactic = SPY
    assert hud.hover_hint(board) is None
    assert board.prompt() == t("board.claim")


def new_setup() -> tuple[App, SetupScene]:
    """The main menu's New game: the Schotten Totten set-up."""
    app = support.make_app()
    support.new_game(app)
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    return app, setup


def test_the_set_up_hint_agrees_with_expert_claims() -> None:
    _app, setup = new_setup()
    setup.edition.choose(0)
    setup.expert.choose(0)
    # The edition's line shows wherever the focus is (a newcomer never pointed at its row).
    assert setup.hint() == t("setup.hint.iello")
    setup.edition.choose(1)
    assert setup.hint() == t("setup.hint.edition")
    setup.edition.choose(0)
    setup.focus = [widget for _, widget in setup.rows()].index(setup.expert)
    assert setup.hint().startswith(t("setup.hint.expert_off"))
    setup.expert.choose(1)
    assert setup.hint().startswith(t("teach.setup.hint.expert"))
    assert "after playing" not in setup.hint()


def test_the_expert_claims_row_says_whether_the_game_claims_for_you() -> None:
    """An expert set up expert claims and only met automatic claiming (on by default, in
    Settings) once the game claimed a stone for him: the row now says it, either way."""
    app, setup = new_setup()
    setup.edition.choose(0)
    setup.expert.choose(1)
    line = t("teach.setup.hint.expert")
    assert setup.hint() == line  # off the row, the timing alone
    setup.focus = [widget for _, widget in setup.rows()].index(setup.expert)
    for auto in (True, False):
        app.settings.auto_claim = auto
        words = t(f"setup.hint.auto_claim.{'on' if auto else 'off'}")
        assert setup.hint() == f"{line} {words}"
    # Pointed at, the timing is the option's under the pointer, as with the edition.
    point = setup.expert.option_rects()[0].center
    support.step(app, [support.mouse(pygame.MOUSEMOTION, point)])
    assert setup.hint().startswith(t("setup.hint.expert_off"))


def test_the_variant_row_says_what_tactic_cards_are() -> None:
    """A newcomer pointed at "With tactic cards" and read only the edition's line again."""
    app, setup = new_setup()
    setup.focus = [widget for _, widget in setup.rows()].index(setup.variant)
    for index, name in enumerate(("base", "tactics")):
        setup.variant.choose(index)
        assert setup.hint() == t(f"setup.hint.variant.{name}")
    point = setup.variant.option_rects()[0].center  # pointed at, the option under it
    support.step(app, [support.mouse(pygame.MOUSEMOTION, point)])
    assert setup.hint() == t("setup.hint.variant.base")
    assert setup.variant.index == 1


def test_the_set_up_says_how_the_chosen_level_plays() -> None:
    """A newcomer found nothing that said how Easy, Medium and Hard differ: the level's
    row, focused or pointed at, explains the level chosen; off it the edition's line is
    back, and in hot-seat (no level) nothing of a level is said."""
    app, setup = new_setup()
    widgets = [widget for _, widget in setup.rows()]
    setup.focus = widgets.index(setup.level)
    said = set()
    for index, level in enumerate(setup.levels):
        setup.level.choose(index)
        assert setup.hint() == t(f"setup.hint.level.{level}")
        said.add(setup.hint())
    assert len(said) == len(setup.levels) == 3
    setup.focus = widgets.index(setup.name1)
    assert setup.hint() == t("setup.hint.iello")
    # Pointed at, the row explains the level under the pointer (chosen or not: a newcomer
    # could compare them only by choosing each).
    for index, level in enumerate(setup.levels):
        point = setup.level.option_rects()[index].center
        support.step(app, [support.mouse(pygame.MOUSEMOTION, point)])
        assert setup.hint() == t(f"setup.hint.level.{level}")
    assert setup.level.index == len(setup.levels) - 1  # chosen last above, still chosen
    rect = setup.mode.rect
    support.click(app, (rect.right - 5, rect.centery))
    assert setup.hotseat
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (0, 0))])
    setup.focus = 2
    assert setup.hint() == t("setup.hint.iello")


def test_the_opponent_and_rounds_rows_say_what_they_choose() -> None:
    """A newcomer with the opponent's row in hand read the rules edition's line: the row
    says who plays, and the rounds' row what a match is."""
    app, setup = new_setup()
    widgets = [widget for _, widget in setup.rows()]
    setup.focus = widgets.index(setup.mode)  # where the focus starts: the edition's line
    assert setup.hint() == t("setup.hint.iello")
    for index, mode in enumerate(("computer", "hotseat")):
        point = setup.mode.option_rects()[index].center  # pointed at, the option under it
        support.step(app, [support.mouse(pygame.MOUSEMOTION, point)])
        assert setup.hint() == t(f"setup.hint.mode.{mode}") and not setup.hotseat
    support.step(app, [support.mouse(pygame.MOUSEMOTION, (0, 0))])
    setup.focus = widgets.index(setup.rounds)
    setup.rounds.choose(0)
    assert setup.hint() == t("setup.hint.rounds.one")
    setup.rounds.choose(1)
    assert setup.hint() == t("setup.hint.rounds.many")
    # Who starts: it read the edition's line (a newcomer took it for the row's meaning).
    setup.focus = widgets.index(setup.first)
    assert setup.hint() == t("setup.hint.first")


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_set_up_line_fits_its_line_at_the_smallest_window(code: str) -> None:
    """Each row's line under the set-up's rows, in every language, fits the line at 1024x640
    in type no smaller than 11 px (below that the line shrinks, then loses its end)."""
    app, setup = new_setup()
    support.step(app, frames=2)
    width = setup.panel.right - 30 - setup.label_x
    font = app.assets.font("text", 11)
    prefixes = ("setup.hint.", "teach.setup.hint.", "tt.setup.hint.")
    lines = {key: text for key, text in catalog(code).items() if key.startswith(prefixes)}
    assert len(lines) > 15
    too_long = [key for key, text in lines.items() if font.size(text)[0] > width]
    assert not too_long, too_long


def test_switching_opponent_keeps_the_variant() -> None:
    app, setup = new_setup()
    setup.variant.choose(1)
    setup.expert.choose(1)
    setup.edition.choose(1)  # classic: the expert choice is kept for a return to IELLO
    rect = setup.mode.rect
    support.click(app, (rect.right - 5, rect.centery))
    assert setup.hotseat
    support.click(app, (rect.x + 5, rect.centery))
    assert not setup.hotseat
    assert (setup.variant.index, setup.edition.index, setup.expert_chosen()) == (1, 1, True)
    press(app, setup.back_button)
    support.new_game(app)
    again = app.stack.top
    assert isinstance(again, SetupScene) and again.variant.index == 1


def test_a_new_game_warns_before_replacing_one_in_progress() -> None:
    app = support.make_app()
    board = start_game(app, tactics=True, level="easy")
    seed = board.session.match.seed
    support.key(app, pygame.K_ESCAPE)
    confirm = replace_with_a_new_match(app)
    assert confirm.title == t("teach.replace.title")
    press(app, confirm.buttons[1])  # no: the game in progress stays
    setup = app.stack.top
    assert isinstance(setup, SetupScene)
    assert schotten.current(app).match.seed == seed  # type: ignore[union-attr]
    press(app, setup.start_button)
    again = app.stack.top
    assert isinstance(again, ConfirmDialog)
    press(app, again.buttons[0])
    assert schotten.current(app).match.seed != seed  # type: ignore[union-attr]
    assert isinstance(app.stack.top, BoardScene)


def test_continue_says_what_it_resumes() -> None:
    app = support.make_app()
    start_game(app, tactics=True, level="easy", rounds=3, name1="Ada")
    lines = support.continue_lines(app)
    assert len(lines) == 1
    assert "Schotten Totten" in lines[0] and "Computer" in lines[0] and "1" in lines[0]
    assert "3" in lines[0]
    assert "0\u00a0–\u00a00" in lines[0]  # the score never breaks across lines


def test_how_to_play_offers_the_other_games_rules_apart_from_the_tabs() -> None:
    app = support.make_app()
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    press(app, menu.buttons[2])
    rules = app.stack.top
    assert isinstance(rules, RulesScene) and rules.switch is not None
    other = rules.next_game()
    assert other.key != "schotten-totten"
    assert rules.switch.label == t("teach.rules.switch", game=other.name())
    assert rules.switch.rect.y > max(tab.rect.bottom for tab in rules.tabs)
    labels = [tab.label for tab in rules.tabs]
    assert t("rules.tab.tactics") in labels and other.name() not in labels
    press(app, rules.switch)
    assert rules.game.key != "schotten-totten"


def test_take_thats_summary_explains_its_scoring() -> None:
    app = support.make_app()
    board = start_take_that(app, "human", "easy", rounds=2)
    summary = play_round(app, board)
    drawn = support.drawn_texts(app, summary)
    rule = t("teach.tt.scoring")
    assert any(text and rule.startswith(text) for text in drawn if "+1" in text)
    assert "\u20135" in "".join(text for text in drawn if rule.find(text) >= 0)


def test_with_the_classic_rules_the_expert_row_says_it_is_included() -> None:
    """Classic and expert claims both claim at the start of the turn: the expert choice
    stayed open under Classic, changed nothing, and nothing said so."""
    _app, setup = new_setup()
    setup.edition.choose(0)
    setup.expert.choose(1)
    setup.edition.choose(1)
    assert setup.expert.options == [t("setup.expert.classic")]
    assert setup.choices().edition == "classic"
    setup.expert.choose(1)  # one option: nothing to change
    assert setup.expert.index == 0
    setup.edition.choose(0)
    assert setup.expert.index == 1 and len(setup.expert.options) == 2
    assert setup.choices().expert


def test_a_stone_asked_about_with_no_card_chosen_says_how_to_play_there() -> None:
    """An Italian keyboard tester pressed 5 at the start of his turn to play there and read
    only that stone 5 could not be claimed yet: with no card chosen, the refusal adds how
    to play a card there, by keys or by mouse as the player plays."""
    app = support.make_app()
    board = start_game(app, mode="computer", level="easy")
    support.step(app, frames=3)
    assert board.my_turn() and board.selected is None
    empty = next(stone for stone in range(9) if not board.view.stones[stone].sides[0])
    support.key(app, pygame.K_1 + empty)
    keys = t("board.claim_note.play_keys")
    assert board.message.endswith(keys) and str(empty + 1) in board.message
    board.by_keys = False
    board.show_claim_check(empty)
    assert board.message.endswith(t("board.claim_note.play_mouse"))
    board.selected = board.view.hand[0]  # a card chosen: the number plays it, no note
    board.show_claim_check(empty)
    assert not board.message.endswith(t("board.claim_note.play_mouse"))
