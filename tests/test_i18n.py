"""The text catalogs: every language has every key with the same fields, every character has
a glyph in the fonts, and ``t`` falls back instead of failing."""

from __future__ import annotations

import json
import re
import shutil
import string
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pygame.freetype
import pytest

from game.schotten.refusals import PHASE_TEXTS, TEXTS, Refusal
from scenes.schotten.words import card_label, refusal_text
from scenes.ui import text
from scenes.ui.paths import asset_path
from scenes.ui.text import (
    BARE_FORM,
    CATALOGS,
    FORM_MARK,
    FORMS,
    LANGUAGES,
    catalog,
    current,
    inflected,
    joined,
    set_language,
    t,
)

ROOT = Path(__file__).resolve().parent.parent
FONTS = ("NotoSans-Regular.ttf", "NotoSans-Bold.ttf", "Vollkorn-Bold.ttf",
         "VollkornLF-Bold.ttf")
TRANSLATIONS = [code for code in LANGUAGES if code != "en"]

SAME_AS_ENGLISH = {
    "app.title", "game.schotten_totten",
    "board.tactic_info", "card.clan", "stats.matches_won", "log.joined",
    "stats.assisted_mark", "tt.stats.points_of", "setup.edition.iello",
    "settings.card_names.iello",
    "board.menu", "tactic.BANSHEE", "tactic.JOKER1", "tactic.JOKER2",
    "tactic.classic.JOKER1", "tactic.classic.JOKER2", "settings.speed.normal",
    "stats.variant.base", "stats.column.date", "log.deck.clan", "board.clan_deck",
    "player.computer", "tt.player.computer", "tt.player.computer_plain", "player.demo",
    "teach.list.comma",
    "tt.summary.place", "stats.hotseat.pair", "tt.summary.unseen_seat",
    "tt.summary.round_line", "tt.summary.column.total", "tt.summary.column.round_short",
    "tt.table.log.taken",
    "keys.cap.enter", "keys.cap.escape", "keys.cap.undo", "keys.cap.clan", "menu.keys",
    "teach.menu.standing", "teach.menu.listed", "rules.tactics.other_name",
    "board.claim_noted", "board.tactic_noted",
    "stats.date",
    *(f"teach.value.{value}" for value in range(1, 10)),
}
"""Keys whose text may equal the English one (names, numbers, words that are the same)."""


@pytest.fixture
def language() -> Iterator[None]:
    before = text.language()
    yield
    set_language(before)


def fields_of(template: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(template) if name is not None}


def forms_of(template: str) -> set[str]:
    return {spec for _, name, spec, _ in string.Formatter().parse(template)
            if name is not None and spec}


def texts(code: str) -> dict[str, str]:
    """A catalog without its grammatical forms (``key@form``: a language's own extras)."""
    return {key: value for key, value in catalog(code).items() if FORM_MARK not in key}


def test_the_catalog_files_are_the_languages_offered() -> None:
    files = {path.name.split(".")[0] for path in asset_path("i18n").glob("*.json")}
    assert files == set(LANGUAGES)
    assert LANGUAGES["el"] == "Ελληνικά" and LANGUAGES["pt"] == "Português (BR)"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_every_language_has_exactly_the_english_keys(code: str) -> None:
    english, other = catalog("en"), texts(code)
    assert len(english) > 200
    assert sorted(set(english) - set(other)) == [], "missing translations"
    assert sorted(set(other) - set(english)) == [], "keys English no longer has"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_placeholders_match_english(code: str) -> None:
    english = catalog("en")
    for key, value in texts(code).items():
        assert fields_of(value) == fields_of(english[key]), key


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_translations_are_translated_and_tidy(code: str) -> None:
    english = catalog("en")
    untidy = [key for key, value in catalog(code).items()
              if value.strip() != value or "  " in value]
    untranslated = [key for key, value in texts(code).items()
                    if value == english[key] and key not in SAME_AS_ENGLISH]
    assert not untidy and not untranslated, (untidy, untranslated)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_round_count_stays_whole(code: str) -> None:
    """The Continue line broke "manche 1 di / 2" in Italian."""
    loose = [key for key, value in catalog(code).items()
             if "{rounds}" in value and not re.search(r"\{index\}\u00a0\S+\u00a0\{rounds\}", value)]
    assert not loose, loose


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_a_stones_number_never_starts_a_line_of_its_own(code: str) -> None:
    """"played Yellow 1 at stone" then "1" alone on the next line of a banner: the word
    before a stone's number is joined to it with a no-break space."""
    loose = [key for key, value in catalog(code).items()
             if re.search(r"\w \{(stone|origin|to)\}", value)]
    assert not loose, loose


def test_every_character_has_a_glyph_in_every_font() -> None:
    pygame.freetype.init()
    characters = {ch for code in LANGUAGES for value in CATALOGS[code].values()
                  for ch in value if ch.isprintable() and ch != " "}
    characters |= set("".join(LANGUAGES.values()))
    for name in FONTS:
        font = pygame.freetype.Font(str(asset_path(f"fonts/{name}")))
        missing = sorted(ch for ch in characters if font.get_metrics(ch, size=16)[0] is None)
        assert not missing, (name, missing)


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_grammatical_forms_belong_to_a_text_and_keep_its_fields(code: str) -> None:
    base = texts(code)
    for key, value in catalog(code).items():
        if FORM_MARK in key:
            stem, form = key.split(FORM_MARK)
            assert stem in base and form in {*FORMS, BARE_FORM}, key
            assert fields_of(value) == fields_of(base[stem]), key
        assert forms_of(value) <= FORMS, key


@pytest.mark.usefixtures("language")
def test_a_card_is_named_in_the_form_its_sentence_asks_for() -> None:
    set_language("pl")
    green_nine = card_label("G9")
    assert green_nine == "zielona\u00a09"
    assert t("log.play", name="Ada", card=green_nine, stone=4) == (
        "Ada zagrywa kartę zieloną\u00a09 przy kamieniu\u00a04")
    assert t("refusal.not_in_hand", card=green_nine) == "nie masz na ręce karty zielonej\u00a09"
    # A tactic card's name follows "kartę" in the genitive ("kartę Bitwy w błocie", "kartę
    # Szpiega"; a Polish tester read "zagrywa kartę Szpieg").
    assert t("log.play", name="Ada", card=card_label("MUD"), stone=4) == (
        "Ada zagrywa kartę Bitwy w błocie przy kamieniu\u00a04")
    assert t("refusal.one_joker", joker=card_label("JOKER1")).endswith("jedną kartę Jokera")
    # A list of cards takes the form too, each card in it ("licząc też pomarańczowa 1 i
    # niebieska 1" a Polish tester read under a refused claim).
    both = t("teach.list.and", rest=card_label("O1"), last=card_label("B1"))
    assert "licząc też pomarańczową\u00a01 i niebieską\u00a01 z twojej ręki" in t(
        "teach.refused.own_hand", reason="", cards=both)
    # A language without forms, and a kept text after a language change.
    line = t("log.play", name="Ada", card=green_nine, stone=4)
    set_language("en")
    assert current(line) == "Ada played Green\u00a09 at stone\u00a04"


@pytest.mark.usefixtures("language")
def test_italian_and_portuguese_name_a_card_with_its_article() -> None:
    """Testers read "ha giocato Arancione 8" and "Clique em Traidor": a native says
    "l'8 arancione", "il Traditore", "no Traidor" where the verb takes the card."""
    set_language("it")
    assert t("log.play", name="Ada", card=card_label("O8"), stone=4) == (
        "Ada ha giocato l'8\u00a0arancione sulla pietra\u00a04")
    assert t("board.chosen_card", card=card_label("R7")) == "Hai scelto il\u00a07\u00a0rosso."
    assert t("log.ruse", name="Ada", card=card_label("STRATEGIST")) == (
        "Ada ha giocato lo\u00a0Stratega")
    set_language("pt")
    assert t("tutorial.prompt.ruse", card=card_label("BANSHEE")).startswith(
        "Clique na\u00a0Banshee ")
    assert t("board.refused", reason=t("refusal.not_in_hand", card=card_label("Y1"))) == (
        "Não é permitido: a carta 1\u00a0amarelo não está na sua mão.")


@pytest.mark.usefixtures("language")
def test_italian_shortens_its_articles_before_numbers_said_with_a_vowel() -> None:
    set_language("it")
    assert t("tt.hint.twist", twin=78, card=87) == "Consiglio: togli il 78 con l'87 (+2 per te)."
    assert t("tt.hint.twist", twin=18, card=81).endswith("togli il 18 con l'81 (+2 per te).")
    assert t("teach.group.range", colour="rosso", low=1, high=8) == "rosso dall'1 all'8"
    assert t("teach.group.range", colour="rosso", low=2, high=7) == "rosso dal 2 al 7"
    assert t("tt.refusal.too_far", card=35, rightmost=81).endswith("della fila, l'81")
    # A capital article keeps its capital; an ordinal ("il 1°") and other numbers keep theirs.
    assert text.elided("it", "Il 88 e il 1° posto, il 18") == "L'88 e il 1° posto, il 18"
    set_language("en")
    assert text.elided("en", "il 88") == "il 88"


def test_a_form_the_catalog_lacks_leaves_the_text_as_it_is(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(CATALOGS["en"], "test.form", "take {card:gen} or {count:dat}")
    assert t("test.form", card=t("menu.quit"), count=3) == "take Quit or 3"
    monkeypatch.setitem(CATALOGS["en"], "test.form", "|{count:>3}|")
    assert t("test.form", count=7) == "|  7|"


@pytest.mark.usefixtures("language")
def test_t_falls_back_to_english_then_to_the_key(monkeypatch: pytest.MonkeyPatch) -> None:
    set_language("el")
    assert t("menu.quit") == "Έξοδος"
    monkeypatch.setitem(CATALOGS["el"], "board.round", "Γύρος {wrong}")
    monkeypatch.delitem(CATALOGS["el"], "menu.quit")
    assert t("menu.quit") == "Quit"
    assert t("board.round", index=1, rounds=3) == "Round 1\u00a0of\u00a03"
    assert t("no.such.key", n=1) == "no.such.key"
    set_language("xx")
    assert text.language() == "en"


@pytest.mark.usefixtures("language")
def test_a_kept_text_follows_a_language_change() -> None:
    set_language("en")
    level = t("level.hard")
    name = t("player.computer", level=level)
    title = t("summary.title.win", name=name)
    assert title == "Computer (Hard) wins the round!"
    set_language("pl")
    assert current(title) == "Komputer (trudny) wygrywa rundę!"
    assert current("Ada") == "Ada"
    set_language("en")
    assert current(current(title)) == "Computer (Hard) wins the round!"
    moves = joined([t("log.pass", name=""), t("log.draw", name="", deck=t("log.deck.clan"))])
    last = t("board.last_move", name=t("player.default2"), text=moves)
    assert last == "Last turn — Player 2: passed; drew a clan card"
    set_language("el")
    assert current(last) == "Τελευταία κίνηση, Παίκτης 2: πήγε πάσο, τράβηξε κάρτα φυλής"
    # Testers: Greek puts an article before a name. The names the game gives take it (all
    # masculine), at the head of a sentence with a capital. A typed name, whose gender is
    # unknown, opens the sentence with a colon ("Μαρία πήγε πάσο" read as wrong to a Greek
    # tester); in Italian a name takes no article, and it stays as typed.
    assert t("log.pass", name=t("player.default1")) == "Ο Παίκτης 1 πήγε πάσο"
    assert t("log.pass", name="Μαρία") == "Μαρία: πήγε πάσο"
    # A key may word that its own way: "μαρία: μάζεψε τη σειρά" read as an order to take
    # the row (the aorist is spelled as the imperative), so it is said in the present.
    assert t("tt.log.take", name="μαρία") == "μαρία: μαζεύει τη σειρά"
    assert t("summary.title.win", name="Γιώργος") == "Γιώργος: νίκη στον γύρο!"
    assert t("tt.log.take", name=t("player.default1")) == "Ο Παίκτης 1 μάζεψε τη σειρά"
    assert t("log.pass", name="") == "πήγε πάσο"
    set_language("it")
    assert t("log.pass", name="Maria") == "Maria ha passato il turno"
    assert t("log.pass", name=t("player.computer", level=t("level.hard"))).startswith("Il ")


@pytest.mark.parametrize(("environ", "expected"), [
    ({"LANG": "el_GR.UTF-8"}, "el"),
    ({"LANGUAGE": "de:pl_PL:en", "LANG": "de_DE.UTF-8"}, "pl"),
    ({"LC_ALL": "pt_BR.UTF-8", "LANG": "it_IT"}, "pt"),
    ({"LC_MESSAGES": "it_IT@euro"}, "it"),
    ({"LANG": "C.UTF-8"}, "en"),
    ({"LANG": "fr_FR.UTF-8"}, "en"),
    ({"LANG": "Greek_Greece.1253"}, "el"),
    ({}, "en"),
])
def test_the_system_language_is_followed_when_the_game_speaks_it(
        environ: dict[str, str], expected: str) -> None:
    assert text.system_language(environ) == expected


def sample_fields(template: str) -> dict[str, str | int]:
    samples: dict[str, str | int] = {"stone": 4, "card": "MUD", "cards": "B7 B8",
                                     "deck": "tactic", "action": "play R7 3"}
    return {name: samples[name] for name in fields_of(template) if name in samples}


@pytest.mark.usefixtures("language")
@pytest.mark.parametrize("code", list(LANGUAGES))
def test_every_refusal_and_phase_reads_in_every_language(code: str) -> None:
    set_language(code)
    for naming in ("iello", "classic"):
        for refusal_code, english in TEXTS.items():
            fields = sample_fields(english)
            if refusal_code == "wrong_phase":
                for phase in PHASE_TEXTS:
                    reason = refusal_text(Refusal(refusal_code, {**fields, "phase": phase}),
                                          naming)
                    assert "{" not in reason and "phase." not in reason, reason
                continue
            reason = refusal_text(Refusal(refusal_code, fields), naming)
            assert "{" not in reason and not reason.startswith("refusal."), reason
    set_language(code)
    missing = refusal_text(Refusal("not_in_hand", {"card": "B7"}))
    blue_seven = card_label("B7")
    assert any(name in missing for name in {inflected(blue_seven, form) for form in FORMS})
    # The tactic card is named, in whatever form the sentence asks (Polish: "kartę Szpiega").
    spy, traitor = t("tactic.SPY"), t("tactic.classic.TRAITOR")
    needs = refusal_text(Refusal("needs_stone", {"card": "SPY"}))
    assert any(inflected(spy, form) in needs for form in FORMS), needs
    lacks = refusal_text(Refusal("traitor_needs", {}), "classic")
    assert any(inflected(traitor, form) in lacks for form in FORMS), lacks


def test_catalogs_load_from_the_frozen_bundle(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(asset_path("i18n"), tmp_path / "assets" / "i18n")
    english = json.loads((tmp_path / "assets" / "i18n" / "en.json").read_text("utf-8"))
    english["menu.quit"] = "Leave"
    (tmp_path / "assets" / "i18n" / "en.json").write_text(json.dumps(english), "utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    catalog.cache_clear()
    try:
        assert catalog("en")["menu.quit"] == "Leave"
    finally:
        monkeypatch.undo()
        catalog.cache_clear()
    assert catalog("en")["menu.quit"] == "Quit"


def test_importing_the_catalog_reads_no_file() -> None:
    code = ("import scenes.ui.text as text; "
            "assert text.catalog.cache_info().currsize == 0; assert text._language is None")
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True,
                            text=True, timeout=60, check=False)
    assert result.returncode == 0, result.stderr


def test_a_language_may_be_split_into_parts(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    shutil.copytree(asset_path("i18n"), tmp_path / "assets" / "i18n")
    part = tmp_path / "assets" / "i18n" / "en.extra.json"
    part.write_text(json.dumps({"extra.hello": "Hello", "menu.quit": "Leave"}), "utf-8")
    (tmp_path / "assets" / "i18n" / "en.broken.json").write_text("{not json", "utf-8")
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    catalog.cache_clear()
    try:
        texts = catalog("en")
        assert texts["extra.hello"] == "Hello" and texts["menu.quit"] == "Leave"
        assert texts["menu.new_game"] == "New game"
    finally:
        monkeypatch.undo()
        catalog.cache_clear()


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_no_text_is_defined_in_two_files_of_a_language(code: str) -> None:
    """A part file's key overrides the main catalog's without a word: Take That's "Draw
    pile" caption became an unfilled "{name}, face up: {cards}" that way."""
    folder = ROOT / "assets" / "i18n"
    seen: dict[str, str] = {}
    clashes = []
    for path in [folder / f"{code}.json", *sorted(folder.glob(f"{code}.*.json"))]:
        for key in json.loads(path.read_text(encoding="utf-8")):
            if key in seen:
                clashes.append(f"{key}: {seen[key]} and {path.name}")
            seen[key] = path.name
    assert not clashes, clashes


def test_a_logs_form_for_a_bare_name_keeps_the_tense_of_its_line() -> None:
    """A Greek log read "Nikos: τραβάει" (present) under "Eleni έπαιξε" (past): the form
    for a name without an article keeps the verb of its line."""
    whole = catalog("el")
    bare = {key.split(FORM_MARK)[0]: value for key, value in whole.items()
            if key.startswith("log.") and key.endswith(f"{FORM_MARK}bare")}
    assert bare
    for key, value in bare.items():
        line = whole[key]
        verb = line.split("} ", 1)[1].split(" ")[0]
        assert value.split(": ", 1)[1].split(" ")[0] == verb, (key, value, line)
