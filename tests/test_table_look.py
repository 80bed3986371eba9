"""The Schotten Totten table as issue 22 wants it: each side fans away from its stone with
the newest card on top and whole, a card leaving a hand keeps a card's shape, the hand is
sorted and lies side by side, each seat keeps one colour in hot-seat, the other player's
last cards glow and are told in one line, an elite troop on a complete side shows what it
stands for, dialogs are solid and buttons can be seen pressed."""

from __future__ import annotations

import dataclasses
import itertools
import random

import pygame
import pytest

import game
from game.schotten import actions as act
from game.schotten.cards import JOKER1, parse_card
from game.schotten.model import Event
from scenes.schotten import hud, paint, placement
from scenes.schotten.layout import Layout
from scenes.ui import theme
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, set_language
from scenes.ui.widgets import Button, draw_panel, wrap
from tests import scenes_support as support
from tests import session_support as sessions

SIZES = [(1024, 640), (1920, 1080)]


def played_view(seed: int, turns: int) -> game.PlayerView:
    """Seat 0's view after ``turns`` random turns of a base game where both claim."""
    state = game.new_game(game.GameConfig(), seed, 0)
    rng = random.Random(seed)
    for _ in range(turns):
        if state.outcome is not None:
            break
        legal = state.legal_actions()
        claims = [a for a in legal if a.kind is game.Kind.CLAIM]
        state.play(claims[0] if claims else rng.choice(legal))
    return state.view(0)


@pytest.mark.parametrize("size", SIZES)
def test_each_side_fans_out_with_its_newest_card_on_top_and_whole(
        size: tuple[int, int]) -> None:
    pygame.display.init()
    lay = Layout(size)
    checked = 0
    for seed in range(6):
        view = played_view(seed, 60)
        places = placement.places(lay, view, shown=True)
        for stone in view.stones:
            for side in stone.sides:
                if len(side) < 2:
                    continue
                rects = [places[card].rect for card in side]
                layers = [places[card].layer for card in side]
                assert layers == sorted(layers), "a newer card lies under an older one"
                newest = rects[-1]
                for older in rects[:-1]:
                    # The older card shows a strip beside the newest (its corner reads).
                    shown = abs(newest.y - older.y)
                    assert shown >= newest.h * 0.15, f"{shown:.0f} px of an older card show"
                checked += 1
    assert checked > 20


def test_a_card_leaving_a_hand_or_a_deck_keeps_a_cards_shape() -> None:
    pygame.display.init()
    lay = Layout((1920, 1080))
    events = [Event("place", 1, parse_card("R7"), 2), Event("place", 0, parse_card("B3"), 4),
              Event("draw", 1, parse_card("Y2"), deck="clan")]
    found, _ = placement.origins(lay, events, perspective=0)
    assert len(found) == 3
    for rect in found.values():
        assert rect.h / rect.w == pytest.approx(1.4, abs=0.05), rect


def test_the_hand_is_sorted_and_seven_cards_lie_side_by_side() -> None:
    pygame.display.init()
    for size in SIZES:
        lay = Layout(size)
        view = played_view(3, 0)
        places = placement.places(lay, view, shown=True)
        hand = sorted(view.hand, key=lambda card: places[card].rect.x)
        assert hand == sorted(view.hand), "clan cards by colour and value, from the left"
        rects = [places[card].rect for card in hand]
        for left, right in itertools.pairwise(rects):
            assert right.x >= left.right - 1, "seven hand cards overlap"


def test_a_nine_card_hand_shrinks_rather_than_hiding_most_of_each_card() -> None:
    size = placement.hand_size((103, 144), 632, 9)
    assert size[0] < 103
    assert (632 - size[0]) / 8 >= size[0] * placement.HAND_SHOWN - 1


def test_hot_seat_players_keep_one_colour_whoever_looks() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="hotseat", name1="Ann", name2="Ben")
    colours = []
    for perspective in (0, 1):
        board.perspective = perspective
        colours.append((board.seat_colour(0), board.seat_colour(1)))
    assert colours[0] == colours[1] == (theme.SEAT[0], theme.SEAT[1])


def test_against_the_computer_the_person_is_blue_in_either_seat() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="opponent")
    me = board.perspective
    assert board.seat_colour(me) == theme.SEAT[0]
    assert board.seat_colour(1 - me) == theme.SEAT[1]


def test_the_computers_last_cards_glow_and_one_line_says_what_it_did() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", first="opponent", level="easy")
    for _ in range(200):
        if any(who != board.perspective and text.startswith("play ")
               for who, text in board.view.log):
            break
        support.step(app)
    computer = 1 - board.perspective
    played = [text for who, text in board.view.log if who == computer and text.startswith("play")]
    assert played, "the computer never played"
    card = act.Action.from_text(played[-1]).card
    assert card in board.last_cards and board.last_seat == computer
    line = hud.last_move_text(board)
    assert line.startswith(board.name(computer)) and "stone" in line


def test_a_long_last_move_is_never_cut_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Greek Traitor's move ended in "…, την έβαλε" at 1280x800: the box keeps every
    word, with a line more when three are not enough."""
    app = support.make_app((1024, 640))
    board = sessions.start_game(app, mode="computer", level="easy")
    text = " ".join(["Νίκος: πήρε την κάρτα Μπλε 6 από την πλευρά του αντιπάλου"] * 3)
    lines: list[str] = []

    def wrapped(assets: Assets, text: str, face: str, px: int, width: int) -> list[str]:
        result = wrap(assets, text, face, px, width)
        lines[:] = result
        return result

    monkeypatch.setattr(hud, "wrap", wrapped)
    rendered: list[str] = []

    def text_of(line: str, *rest: object) -> pygame.Surface:
        rendered.append(line)
        return pygame.Surface((4, 4))

    monkeypatch.setattr(board.app.assets, "text", text_of)
    plate = hud.render_last_move(board, text)
    assert plate is not None and len(lines) > 3
    assert rendered[-len(lines):] == lines


def test_a_long_last_move_grows_wider_before_it_grows_down_over_the_cards() -> None:
    """At 1366x768 a Polish claim and play took three lines, and the third covered the
    corners of the cards at stones 7 and 8: the box grows to the left first, up to the
    other player's hand at its widest."""
    app = support.make_app((1366, 768))
    board = sessions.start_game(app, mode="computer", level="easy", tactics=True)
    lay = board.layout
    text = ("Komputer (Trudny) zdobywa kamień 2; zagrywa kartę fioletową 4 przy "
            "kamieniu 8")
    inset = lay.px(12)
    assert hud.fit_last_move(board, text, lay["last_move"].w - 2 * inset)[2] == 3
    plate = hud.render_last_move(board, text)
    assert plate is not None and plate.get_width() > lay["last_move"].w
    assert plate.get_height() <= lay["last_move"].h + lay.px(4)
    # Clear of the other hand with seven cards.
    left, spacing = placement.opponent_fan(lay, 7)
    right = left + 6 * spacing + placement.card_sizes(lay)["opponent"][0]
    assert lay["last_move"].right - plate.get_width() > right
    # A short move keeps to the zone.
    short = hud.render_last_move(board, "Komputer zagrywa kartę zieloną 4")
    assert short is not None and short.get_width() == lay["last_move"].w


def test_an_elite_troop_on_a_complete_side_shows_what_it_stands_for() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", tactics=True)
    state = board.state
    joker = JOKER1
    # The person completes stone 1 with red 8, red 9 and a Joker: the Joker is the red 7.
    side = state.sides[0][board.perspective]
    for card in (parse_card("R8"), parse_card("R9"), joker):
        for pile in (state.clan_deck, state.tactic_deck, *state.hands):
            if card in pile:
                pile.remove(card)
        side.append(card)
    board.refresh()
    board.paint_cache.elites = (-1, {})  # the cards were put there behind the engine's back
    values = paint.elite_values(board)
    assert values.get(joker) == parse_card("R7")
    assert joker not in board.paint_cache.fogged
    # Under Fog only its value counts: its chip says no colour (it turned from purple to
    # red when Fog came down, and a tester wondered why).
    state.bluff[0] = 1 - board.perspective
    board.refresh()
    board.paint_cache.elites = (-1, {})
    assert paint.elite_values(board).get(joker) is not None
    assert joker in board.paint_cache.fogged


def test_a_dialog_panel_is_solid_and_a_hud_panel_lets_the_table_through() -> None:
    pygame.display.init()
    for alpha, solid in ((240, True), (170, False)):
        surface = pygame.Surface((200, 120))
        surface.fill((255, 0, 0))
        draw_panel(surface, pygame.Rect(0, 0, 200, 120), alpha)
        r, g, b, _ = surface.get_at((100, 60))
        assert (r < 60) is solid, (alpha, (r, g, b))


def test_a_button_held_down_is_drawn_pressed_until_released() -> None:
    pygame.display.init()
    clicked: list[bool] = []
    button = Button("OK", lambda: clicked.append(True), pygame.Rect(10, 10, 100, 40))
    button.handle_event(support.mouse(pygame.MOUSEBUTTONDOWN, (50, 30)))
    assert button.pressed
    button.handle_event(support.mouse(pygame.MOUSEMOTION, (300, 300)))
    assert not button.pressed, "dragged off the button: no longer pressed"
    button.handle_event(support.mouse(pygame.MOUSEBUTTONDOWN, (50, 30)))
    button.handle_event(support.mouse(pygame.MOUSEBUTTONUP, (50, 30)))
    assert not button.pressed and clicked == [True]


def test_the_log_folds_on_its_title_and_stays_folded_in_the_next_game() -> None:
    app = support.make_app()
    board = sessions.start_game(app, mode="computer")
    support.step(app)
    assert not board.log_panel.collapsed
    support.click(app, board.log_panel.header().center)
    assert board.log_panel.collapsed and app.settings.log_collapsed
    app.go_home()
    support.step(app)
    again = sessions.start_game(app, mode="computer")
    assert again is not board and again.log_panel.collapsed


def test_the_recruiters_hidden_returns_are_one_step_in_the_last_move() -> None:
    """"put a card back; put a card back" at the top of the table."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", tactics=True, level="easy")
    computer = 1 - board.perspective
    log = ((computer, "play RECRUITER"), (computer, "draw clan"), (computer, "draw clan"),
           (computer, "draw tactic"), (computer, "return"), (computer, "return"))
    board.view = dataclasses.replace(board.view, log=board.view.log + log)
    line = hud.last_move_text(board)
    assert "put 2 cards back" in line and "put a card back" not in line, line
    assert line.startswith(board.name(computer))


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_traitors_move_too_long_for_two_lines_leaves_out_the_name(code: str) -> None:
    """A Polish Traitor's move took three lines even with the box widened, and the third
    covered the corner of a card at stone 8: without the name (the box is in the other
    player's colour, on their side) it keeps to two."""
    app = support.make_app((1366, 768))
    set_language(code)
    board = sessions.start_game(app, mode="computer", tactics=True, level="easy")
    computer = 1 - board.perspective
    log = ((computer, "play TRAITOR"), (computer, "pick R5"), (computer, "place 1"))
    board.view = dataclasses.replace(board.view, log=board.view.log + log)
    named, bare = hud.last_move_text(board), hud.last_move_text(board, named=False)
    assert board.name(computer) in named and board.name(computer) not in bare
    assert bare[:1].isupper() and bare[:1].isalpha(), bare
    hud.draw_last_move(board, app.screen)
    plate = board.paint_cache.last_move[1]
    assert plate is not None and plate.get_height() <= board.layout["last_move"].h + 4
    set_language("en")


def test_a_card_put_under_the_deck_shows_on_it_only_as_it_nears_the_top(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """Cards the Recruiter put under the clan deck sat face up on it, read as the next
    draw."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", tactics=True, level="easy")
    red, blue = parse_card("R1"), parse_card("B2")
    deep = board.view.clan_deck_size - 1
    drawn: list[int] = []
    monkeypatch.setattr(board.art, "blit", lambda surface, card, rect: drawn.append(card))
    surface = pygame.Surface(app.size)
    for known, shown in ((((red, "clan", deep),), []), (((blue, "clan", 1),), [blue])):
        drawn.clear()
        board.view = dataclasses.replace(board.view, known_in_decks=known)
        paint.draw_known(board, surface, "clan", board.layout["deck_clan"])
        assert drawn == shown


def test_a_known_card_below_the_next_draw_is_dimmed_on_its_deck() -> None:
    """An orange 2 two draws down, drawn as brightly as the next card would be, read to a
    tester as the deck's top card turned face up."""
    app = support.make_app()
    board = sessions.start_game(app, mode="computer", tactics=True, level="easy")
    card = parse_card("O2")
    rect = board.layout["deck_clan"]

    def brightness(depth: int) -> float:
        board.view = dataclasses.replace(board.view, known_in_decks=((card, "clan", depth),))
        surface = pygame.Surface(app.size)
        paint.draw_known(board, surface, "clan", rect)
        area = surface.subsurface(rect)
        return float(pygame.transform.average_color(area)[0])

    assert brightness(1) < brightness(0) * 0.85
    assert brightness(2) < brightness(1)
