"""The game log panel both tables share: balanced wrapping without a lone last word in every
language, whole entries with the newest at the bottom, folding on its title bar, and lines
rendered once."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pygame
import pytest

from game.takethat import CARDS, TakeThatConfig, new_round
from scenes.table import logpanel
from scenes.table.logpanel import Entry, LogPanel, Measure, balanced_lines
from scenes.takethat import history
from scenes.ui import widgets
from scenes.ui.assets import Assets
from scenes.ui.text import LANGUAGES, catalog, set_language, t
from scenes.ui.widgets import draw_text_block, hang, wrap

NAMES = ("Ann", "Bartholomew the Younger", "Computer 3 (Medium)", "Σταυρούλα", "Żaneta",
         "João", "Jo", "Computer (Hard)")


@pytest.fixture(scope="module")
def assets() -> Iterator[Assets]:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((320, 200))
    yield Assets()
    set_language("en")


def take_that_sentences(rng: random.Random) -> list[str]:
    """The sentences of random Take That rounds, with names of every length."""
    texts = []
    for seed in range(6):
        players = 2 + seed % 3
        state = new_round(TakeThatConfig(players=players, professional=seed % 2 == 0), seed)
        names = rng.sample(NAMES, players)
        while state.outcome is None:
            state.play(rng.choice(state.legal_actions()))
        moves = history.moves(state.config, state.log)
        texts += [history.sentence(move, names[move.seat]) for move in moves]
        texts += [history.turn_sentence(moves[i:i + 2], names[moves[i].seat])
                  for i in range(len(moves) - 1) if moves[i].action.kind.value == "take"
                  and moves[i + 1].seat == moves[i].seat]
    return texts


def lone_last_word(lines: list[list[str]], width: int, measure: Measure) -> bool:
    """The last line is one word although the previous line's last word fits beside it."""
    if len(lines) < 2 or len(lines[-1]) != 1 or len(lines[-2]) < 2:
        return False
    return measure(f"{lines[-2][-1]} {lines[-1][0]}") <= width


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_wrapping_never_leaves_a_lone_word_in_any_language(code: str, assets: Assets) -> None:
    set_language(code)
    rng = random.Random(code)
    entries = take_that_sentences(rng)
    entries += [text.replace("\n", " ") for text in catalog(code).values() if " " in text
                and "{" not in text]
    assert len(entries) > 300
    checked = 0
    for px in (14, 18, 22):
        measure = Measure(assets.font(logpanel.ROLE, px))
        for text in rng.sample(entries, 250):
            words = text.split()
            width = rng.randrange(110, 420)
            lines = balanced_lines(words, width, measure)
            assert [word for line in lines for word in line] == words, text
            for line in lines:
                assert len(line) == 1 or measure(" ".join(line)) <= width, (text, width)
            assert not lone_last_word(lines, width, measure), (text, width, lines)
            if len(lines) > 1:
                checked += 1
    assert checked > 200, "the widths must make many entries wrap"


def test_the_lone_word_of_the_report_is_gone(assets: Assets) -> None:
    """The case of the issue: "… claimed stone" / "9"."""
    set_language("en")
    measure = Measure(assets.font(logpanel.ROLE, 14))
    words = ["Computer", "(Medium)", "claimed", "stone", "9"]
    width = measure("Computer (Medium) claimed stone") + 2
    lines = balanced_lines(words, width, measure)
    assert len(lines) == 2 and len(lines[-1]) > 1
    wide = max(measure(" ".join(line)) for line in lines)
    assert wide < width, "balanced: the first line gives up words to the second"


def draw(panel: LogPanel, assets: Assets, entries: list[tuple[tuple[int, int, int], str]],
         rect: pygame.Rect, scale: float = 0.8) -> pygame.Surface:
    surface = pygame.Surface((rect.right + 10, rect.bottom + 10))
    surface.fill((1, 2, 3))
    panel.draw(surface, assets, rect, scale, entries)
    return surface


def entries_of(count: int) -> list[tuple[tuple[int, int, int], str]]:
    colours = [(200, 40, 40), (40, 200, 40), (40, 40, 200)]
    return [(colours[i % 3], f"Player {i % 3} played {CARDS[i % len(CARDS)]} onto the row "
             + "and then " * (i % 4)) for i in range(count)]


def long_log(assets: Assets) -> tuple[LogPanel, pygame.Rect, list[Entry]]:
    """A panel drawn with more entries than it can show."""
    set_language("en")
    panel = LogPanel()
    rect = pygame.Rect(10, 10, 240, 320)
    entries = entries_of(60)
    draw(panel, assets, entries, rect)
    return panel, rect, entries


def test_whole_entries_newest_at_the_bottom(assets: Assets) -> None:
    panel, rect, entries = long_log(assets)
    shown = panel.shown
    assert 0 < shown < len(entries)
    text_px = round(logpanel.TEXT_PX * 0.8)
    assert text_px >= 14, "at least 14 px on screen at 1024×640"
    width = rect.w - 2 * round(logpanel.PAD * 0.8)
    expected = [line for _, text in entries[-shown:]
                for line in panel.lines_of(assets, text, (0, 0, 0), text_px, width)]
    # Every line of each shown entry, and under the top the last whole lines of the entry
    # before them (a long one left half the panel empty), never half a line.
    before = panel.lines_of(assets, entries[-shown - 1][1], (0, 0, 0), text_px, width)
    extra = len(panel._blits) - len(expected)
    assert 0 <= extra < len(before)
    line_h = assets.font(logpanel.ROLE, text_px).get_linesize()
    assert extra == 0 or panel._blits[0][1][1] >= rect.y + line_h, "no line cut at the top"
    ys = [where[1] for _, where in panel._blits]
    assert ys == sorted(ys) and ys[-1] + expected[-1].get_height() <= rect.bottom
    panel.draw(pygame.Surface((400, 800)), assets, rect.inflate(0, 200), 0.8, entries)
    assert panel.shown > shown, "more room, more entries"
    panel.draw(pygame.Surface((400, 800)), assets, rect, 0.8, entries[:2])
    assert panel.shown == 2


def test_the_title_bar_folds_and_opens_the_panel(assets: Assets) -> None:
    set_language("en")
    panel = LogPanel()
    rect = pygame.Rect(10, 10, 240, 320)
    entries = entries_of(10)
    surface = draw(panel, assets, entries, rect)
    header = panel.header()
    assert header.w == rect.w and 0 < header.h < rect.h and header.topleft == rect.topleft
    below = (rect.centerx, rect.bottom - 4)
    assert surface.get_at(below)[:3] != (1, 2, 3), "open: the body is drawn"
    assert not panel.click((rect.centerx, header.bottom + 20))
    assert not panel.collapsed
    assert panel.click(header.center)
    assert panel.collapsed
    surface = draw(panel, assets, entries, rect)
    assert surface.get_at(below)[:3] == (1, 2, 3), "folded: only the title bar"
    assert surface.get_at(header.center)[:3] != (1, 2, 3)
    assert panel.header() == header
    assert panel.click(header.midleft) and not panel.collapsed


def test_lines_are_rendered_once_per_change(assets: Assets,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("en")
    calls: list[int] = []
    plain = logpanel.balanced_lines

    def counted(words: list[str], width: int, measure: Measure) -> list[list[str]]:
        calls.append(len(words))
        return plain(words, width, measure)

    monkeypatch.setattr(logpanel, "balanced_lines", counted)
    panel = LogPanel()
    rect = pygame.Rect(0, 0, 260, 1200)
    entries = entries_of(8)
    surface = pygame.Surface((300, 1220))
    panel.draw(surface, assets, rect, 1.0, entries)
    first = len(calls)
    assert first == 8
    for _ in range(5):
        panel.draw(surface, assets, rect, 1.0, list(entries))
    assert len(calls) == first, "nothing changed: nothing wrapped or rendered again"
    panel.draw(surface, assets, rect, 1.0, [*entries, ((9, 9, 9), "Ann took the row: 5 cards")])
    assert len(calls) == first + 1, "a new entry: only it is wrapped"
    panel.forget()
    panel.draw(surface, assets, rect, 1.0, entries)
    assert len(calls) == first * 2 + 1


def test_a_language_change_shows_the_entries_in_the_new_language(assets: Assets) -> None:
    panel = LogPanel()
    rect = pygame.Rect(0, 0, 300, 400)
    surface = pygame.Surface((320, 420))
    set_language("en")
    panel.draw(surface, assets, rect, 1.0, [((9, 9, 9), t("tt.table.log.extend", name="A",
                                                           card=34))])
    english = [image for image, _ in panel._blits]
    set_language("el")
    panel.draw(surface, assets, rect, 1.0, [((9, 9, 9), t("tt.table.log.extend", name="A",
                                                           card=34))])
    assert [image for image, _ in panel._blits] != english


def test_a_one_letter_polish_word_never_ends_a_line(assets: Assets) -> None:
    font = assets.font("text", 16)
    text = ("Wszystkie karty w kolorze zielonym i w sekwensie z kartą o wartości 5 (w"
            " edycji klasycznej na wierzch)")
    set_language("pl")
    try:
        for width in range(120, 420, 7):
            lines = wrap(assets, text, "text", 16, width)
            assert " ".join(lines) == text
            assert not any(line.split(" ")[-1] in ("w", "i", "z", "o", "(w")
                           for line in lines[:-1]), (width, lines)
            assert all(font.size(line)[0] <= width for line in lines), (width, lines)
        set_language("en")
        # Elsewhere the same words may leave one at a line's end: the check can fail.
        loose = [wrap(assets, text, "text", 16, width) for width in range(120, 420, 7)]
        assert any(line.split(" ")[-1] in ("w", "i", "z", "o")
                   for wrapped in loose for line in wrapped[:-1])
    finally:
        set_language("en")


def test_a_key_never_ends_a_line_apart_from_what_it_does(
        assets: Assets, monkeypatch: pytest.MonkeyPatch) -> None:
    """A Portuguese tester read "X tira a gêmea dela, T" and "leva a fileira." on the next
    line: a key's name goes down with the word after it, in every language, in the bar's
    even lines as in wrapped text."""
    font = assets.font("text", 16)
    set_language("pt")
    try:
        text = t("tt.board.your_turn_alone_keys")
        keys = ("Enter", "X", "T")
        for width in range(160, 700, 9):
            for lines in (wrap(assets, text, "text", 16, width),
                          logpanel.even_lines(assets, text, 16, width)):
                assert " ".join(lines) == text
                assert not any(line.split(" ")[-1] in keys for line in lines[:-1]), lines
                if len(lines) > 1:
                    assert all(font.size(line)[0] <= width for line in lines), lines
        # Without the rule some width parts one: the check can fail.
        monkeypatch.setattr(widgets, "glued", lambda word, every_letter: False)
        loose = [wrap(assets, text, "text", 16, width) for width in range(160, 700, 9)]
        assert any(line.split(" ")[-1] in keys for lines in loose for line in lines[:-1])
    finally:
        set_language("en")


def test_the_wheel_over_the_panel_goes_back_to_older_entries(assets: Assets) -> None:
    """A tester wanted to read the start of the round again: the oldest entries that did
    not fit were out of reach."""
    panel, rect, entries = long_log(assets)
    newest = panel.shown
    inside, outside = (rect.centerx, rect.bottom - 20), (rect.right + 40, rect.centery)
    assert not panel.scroll(outside, 3) and panel.back == 0
    assert panel.scroll(inside, 3) and panel.back == 3
    draw(panel, assets, entries, rect)
    width = rect.w - 2 * round(logpanel.PAD * 0.8)
    text_px = round(logpanel.TEXT_PX * 0.8)
    colour, text = entries[-4]
    last_shown = panel.lines_of(assets, text, colour, text_px, width)[-1]
    assert panel._blits[-1][0] is last_shown, "the fourth newest entry is now at the bottom"
    assert panel.scroll(inside, 1000)
    draw(panel, assets, entries, rect)
    # At the top the oldest entries fill the panel (one entry had stood in an empty one).
    assert panel.back == len(entries) - panel.shown and panel.shown > 1
    assert panel.scroll(inside, -1000) and panel.back == 0
    panel.scroll(inside, 2)
    draw(panel, assets, [*entries, ((0, 0, 0), "A new entry")], rect)
    assert panel.back == 0 and panel.shown >= newest - 1, "a new entry: back to the newest"
    panel.click(panel.header().center)
    assert not panel.scroll(inside, 1), "a folded panel takes no wheel"


def test_a_line_opening_with_j_lets_the_tail_hang_into_the_margin(assets: Assets) -> None:
    """A Portuguese tester saw " jogo de verdade…" stand in from the lines above it, like a
    stray space: the font draws a "j"'s tail inside the text's box. A left-aligned line
    now starts at its first letter's origin, the tail left of the margin."""
    def ink_left(text: str) -> int:
        surface = pygame.Surface((240, 60), pygame.SRCALPHA)
        surface.fill((0, 0, 0, 0))
        draw_text_block(surface, assets, text, pygame.Rect(20, 0, 200, 60), 20)
        columns = [x for x in range(240) for y in range(60) if surface.get_at((x, y)).a]
        return min(columns)
    assert ink_left("jogo") < 20 <= ink_left("logo")
    assert hang(assets.font("text", 20), "") == 0


def test_a_long_entry_above_shows_its_last_lines_rather_than_a_gap(assets: Assets) -> None:
    """An Italian tester saw two short entries at the top of an empty panel: the claim
    before them, too long to fit whole, was left out altogether."""
    set_language("en")
    panel = LogPanel()
    rect = pygame.Rect(10, 10, 240, 320)
    claim = (200, 40, 40), "Computer claimed stone 8 " + "because nothing can beat it " * 12
    short = [((40, 200, 40), "You played Green 4 at stone 7"),
             ((200, 40, 40), "Computer drew a clan card")]
    draw(panel, assets, [claim, *short], rect)
    assert panel.shown == 2
    text_px = round(logpanel.TEXT_PX * 0.8)
    width = rect.w - 2 * round(logpanel.PAD * 0.8)
    lines = panel.lines_of(assets, claim[1], claim[0], text_px, width)
    shown_short = sum(len(panel.lines_of(assets, text, colour, text_px, width))
                      for colour, text in short)
    extra = len(panel._blits) - shown_short
    assert 0 < extra < len(lines)
    # Faded, as a scrap of an entry whose start lies above (a newcomer read "claimed
    # stone 7: …" at the top and could not tell who had); the whole entries are not.
    assert [image.get_size() for image, _ in panel._blits[:extra]] == [
        line.get_size() for line in lines[-extra:]]
    assert all(image.get_alpha() == logpanel.PART_ALPHA for image, _ in panel._blits[:extra])
    assert all(image.get_alpha() in (None, 255) for image, _ in panel._blits[extra:])


def test_a_computer_s_level_stays_with_its_name_in_the_log(assets: Assets) -> None:
    """A tester read "O Computador / (Médio) jogou" across two lines of the log."""
    panel = LogPanel()
    text = "O Computador (Médio) jogou o Estrategista; pegou o 9 verde da pedra 9"
    for width in range(170, 330, 6):
        lines = logpanel.balanced_lines(logpanel.glue_brackets(text.split(" ")), width,
                                        Measure(assets.font("text", 15)))
        assert not any(line[0].startswith("(") for line in lines[1:]), (width, lines)
        drawn = panel.lines_of(assets, text, (255, 255, 255), 15, width)
        assert len(drawn) == len(lines)
    # Without the glue the same widths do break it there: the check can fail.
    assert any(line[0] == "(Médio)" for width in range(170, 330, 6)
               for line in logpanel.balanced_lines(text.split(" "), width,
                                                   Measure(assets.font("text", 15)))[1:])


def test_a_numbered_computer_s_name_stays_whole_in_the_log() -> None:
    """A tester read "O Computador / 1 (Médio) começou uma / nova fileira com o 66"."""
    line = "O Computador 1 (Médio) começou uma nova fileira com o 66"
    words = line.split(" ")
    assert logpanel.glue_brackets(words)[:2] == ["O", "Computador 1 (Médio)"]
    # A number with no bracket after it stays a word of its own.
    assert logpanel.glue_brackets(["com", "o", "66"]) == ["com", "o", "66"]


def test_a_middle_dot_never_ends_a_log_line() -> None:
    """A Greek newcomer read "Γύρος 1 ·" at the end of a line."""
    words = ["Γύρος", "1", "·", "μοιράζει", "ο", "Υπολογιστής", "(Εύκολος)"]
    assert logpanel.glue_brackets(words) == ["Γύρος", "1", "\u00b7 μοιράζει", "ο",
                                             "Υπολογιστής (Εύκολος)"]
