"""Every string the player reads, from one catalog per language (``assets/i18n/<code>.json``,
plus any ``<code>.<part>.json`` beside it: a part of the game may keep its texts apart).

``t("menu.new_game")`` returns the text in the current language; ``t("board.your_turn",
name="Ada")`` fills the fields. A key the language lacks is taken from English, and a key
English lacks shows the key itself: a gap is visible but never fatal.

The texts ``t`` returns remember their key and fields (``Text``), so a label a scene built
before ``set_language`` (a button, a dialog title) is shown in the new language on the next
frame: the drawing helpers pass what they draw through ``current``.

Catalogs load on first use, through the asset resolver (bundled by PyInstaller with the
rest of ``assets``). Until ``set_language`` is called, the language is the system's when
the game speaks it (``system_language``), else English. A new language is a JSON file with
every English key and the same ``{fields}``, and an entry in ``LANGUAGES``; the i18n tests
say what is missing and what does not fit on screen.

A language whose words change with their place in a sentence asks for a form of a field
(``"{name} zagrywa kartę {card:acc}"``) and lists the forms beside the words they come from
(``"colour.3@acc": "Zieloną"``); a field with no such form is used as it is (``inflected``).
"""

from __future__ import annotations

import contextlib
import json
import locale
import os
import re
import string
from collections.abc import Iterator, Mapping, Sequence
from functools import cache
from pathlib import Path
from typing import Final

from scenes.ui.paths import asset_path

LANGUAGES: Final[dict[str, str]] = {
    "en": "English",
    "el": "Ελληνικά",
    "pl": "Polski",
    "it": "Italiano",
    "pt": "Português (BR)",
}
"""The languages the game speaks: code → the language's own name (for the Settings picker)."""

FALLBACK: Final = "en"

_SYSTEM_NAMES: Final = {
    "english": "en", "greek": "el", "polish": "pl", "italian": "it", "portuguese": "pt",
}
"""Windows reports locales by name (``Greek_Greece``), not by code."""

_language: str | None = None


class Text(str):
    """A catalog text that remembers its key, fields and language, so that ``current`` can
    make it again in another language."""

    key: str
    fields: dict[str, object]
    language: str

    def __new__(cls, value: str, key: str = "", fields: dict[str, object] | None = None,
                language: str = "") -> Text:
        text = super().__new__(cls, value)
        text.key = key
        text.fields = fields or {}
        text.language = language
        return text


@cache
def catalog(code: str) -> dict[str, str]:
    """The texts of language ``code`` (empty when its file is missing or unreadable)."""
    if code not in LANGUAGES:
        return {}
    folder = asset_path("i18n")
    texts: dict[str, str] = {}
    for path in [folder / f"{code}.json", *sorted(folder.glob(f"{code}.*.json"))]:
        texts.update(_read_part(path))
    return texts


def _read_part(path: Path) -> dict[str, str]:
    """One catalog file's texts (empty when it is missing or unreadable)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict):
        return {}
    return {str(key): value for key, value in data.items() if isinstance(value, str)}


class _Catalogs(Mapping[str, dict[str, str]]):
    """Every language's catalog by code, loaded when first looked at."""

    def __getitem__(self, code: str) -> dict[str, str]:
        if code not in LANGUAGES:
            raise KeyError(code)
        return catalog(code)

    def __iter__(self) -> Iterator[str]:
        return iter(LANGUAGES)

    def __len__(self) -> int:
        return len(LANGUAGES)


CATALOGS: Final[Mapping[str, dict[str, str]]] = _Catalogs()


def language_code(name: str | None) -> str | None:
    """The game's code for a locale name such as ``el_GR.UTF-8``, ``pt-BR`` or
    ``Greek_Greece``; ``None`` when the game does not speak it.

    >>> language_code("pl_PL.UTF-8"), language_code("Portuguese_Brazil"), language_code("C")
    ('pl', 'pt', None)
    """
    if not name:
        return None
    base = name.split(".")[0].split("@")[0].replace("-", "_").lower()
    code = base.split("_")[0]
    if code in LANGUAGES:
        return code
    return _SYSTEM_NAMES.get(code)


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The first of the user's languages that the game speaks (``LANGUAGE``, ``LC_ALL``,
    ``LC_MESSAGES``, ``LANG``, then the process locale), else English."""
    env = os.environ if environ is None else environ
    candidates: list[str] = []
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        candidates.extend(part for part in env.get(variable, "").split(":") if part)
    if environ is None:
        with contextlib.suppress(ValueError):
            candidates.append(locale.getlocale()[0] or "")
    for candidate in candidates:
        code = language_code(candidate)
        if code is not None:
            return code
    return FALLBACK


def language() -> str:
    """The code of the language ``t`` speaks now."""
    global _language
    if _language is None:
        _language = system_language()
    return _language


def set_language(code: str) -> None:
    """Speak ``code`` from now on (an unknown code means English); every text drawn from the
    next frame on is in this language."""
    global _language
    _language = code if code in LANGUAGES else FALLBACK


FORM_MARK: Final = "@"
"""A catalog key ``"colour.3@acc"`` holds a grammatical form of the text of ``"colour.3"``."""

FORMS: Final = frozenset({"nom", "acc", "gen", "dat", "ins", "loc", "voc", "fem"})
"""The grammatical forms a catalog text may ask of a field (``{card:gen}``; ``fem``: the
feminine of an adjective, as Greek "χρωμοκλίμακα 6-7-8 κίτρινη")."""


def inflected(value: object, form: str) -> str:
    """``value`` in grammatical ``form`` (``{card:acc}`` in a catalog text): a catalog text
    whose key has a form ``key@form`` in the current language is made from that, and its
    fields are put in the same form ("Zielona 9" → "Zieloną 9" in Polish); anything else,
    and any language without the form, is unchanged."""
    if not isinstance(value, Text) or not value.key:
        return str(value)
    texts = catalog(language())
    template = texts.get(f"{value.key}{FORM_MARK}{form}")
    fields = {name: inflected(field, form) if isinstance(field, Text) else field
              for name, field in value.fields.items()}
    if template is None:
        if fields == value.fields:
            return str(value)
        template = texts.get(value.key)
    filled = None if template is None else _fill(template, fields)
    return str(value) if filled is None else filled.strip()


class _Formatter(string.Formatter):
    """``str.format`` with one addition: a field whose format is one of ``FORMS``
    (``{card:acc}``) asks for that grammatical form of its value (``inflected``)."""

    def format_field(self, value: object, format_spec: str) -> str:
        if format_spec in FORMS:
            return inflected(value, format_spec)
        return str(super().format_field(value, format_spec))


_FORMATTER: Final = _Formatter()


FORMED_START: Final = re.compile(r"\{(\w+):(\w+)\}")
"""A text that opens with a field asked for in a grammatical form."""


def _fill(text: str, fields: dict[str, object]) -> str | None:
    try:
        if not fields:
            return text
        if ":" in text:
            return _FORMATTER.vformat(text, (), fields)
        return text.format(**fields)
    except (KeyError, IndexError, ValueError, AttributeError):
        return None


def t(key: str, **fields: object) -> str:
    """The text for ``key`` in the current language, with ``fields`` filled in (a field that
    is itself a catalog text from before a language change is made again first)."""
    code = language()
    fields = {name: current(value) if isinstance(value, Text) else value
              for name, value in fields.items()}
    for source in (code, FALLBACK):
        text = catalog(source).get(key)
        if text is not None:
            opening = FORMED_START.match(text)
            bare = _bare_opening(source, text, opening, fields)
            if bare is not None:
                # A key may word it its own way (``key@bare``): "Γιώργος: μάζεψε τη σειρά"
                # read as an order to take the row (a Greek aorist is spelled as the
                # imperative), so Greek says those in the present.
                own = catalog(source).get(f"{key}{FORM_MARK}{BARE_FORM}")
                worded = None if own is None else _fill(own, fields)
                return Text(worded.strip() if worded else bare, key, fields, code)
            filled = _fill(text, fields)
            if filled is not None and opening is not None and fields.get(opening.group(1)) \
                    and opening.group(0) != text:
                # A sentence that opens with a name in a form ("ο Υπολογιστής έπαιξε…",
                # with the Greek article) opens with a capital; a text that is the name
                # alone is a piece of a sentence ("contro il Computer 1, il Computer 2").
                filled = filled[:1].upper() + filled[1:]
            if filled is not None:
                # An empty field at either end (a log line without its name) leaves no space.
                return Text(elided(source, filled.strip()), key, fields, code)
    return Text(key, key, fields, code)


ELISIONS: Final[dict[str, tuple[re.Pattern[str], dict[str, str]]]] = {
    "it": (re.compile(r"\b(il|del|al|dal|sul|nel)[ \u00a0](?=(?:1|8|11|8\d)(?![\d°]))",
                      re.IGNORECASE),
           {"il": "l'", "del": "dell'", "al": "all'", "dal": "dall'", "sul": "sull'",
            "nel": "nell'"}),
}
"""Articles a language shortens before a number said with a vowel: Italian writes "l'88",
"con l'87" and "dall'1 all'8" ("uno", "otto", "undici", "ottanta…"), where its texts say
"il {card}" for every other card (a tester read "inizia la fila con il 88")."""


def elided(source: str, text: str) -> str:
    """``text`` with the articles of language ``source`` shortened before the numbers that
    open with a vowel (``ELISIONS``); unchanged in any other language."""
    rule = ELISIONS.get(source)
    if rule is None:
        return text
    pattern, short = rule

    def shorten(found: re.Match[str]) -> str:
        word = found.group(1)
        elision = short[word.lower()]
        return elision[:1].upper() + elision[1:] if word[:1].isupper() else elision

    return pattern.sub(shorten, text)


BARE_FORM: Final = "bare"
"""The mark of a key's own wording for an opening name without forms (``key@bare``), where
the language's shape (``BARE_OPENING``) would read wrongly."""
BARE_OPENING: Final[dict[str, str]] = {"el": "{name}: {rest}"}
"""How a language opens a sentence with a name that has no grammatical forms (one a person
typed) where the sentence asks for a form of it (``{name:nom} …``). Greek puts an article
before a name ("ο Υπολογιστής έπαιξε"), which a typed name cannot be given (its gender is
unknown), so Greek writes "Γιώργος: έπαιξε το 88"; other languages use the sentence as it
is."""


def _bare_opening(source: str, text: str, opening: re.Match[str] | None,
                  fields: dict[str, object]) -> str | None:
    """``text`` in the language's shape for an opening name without forms (``BARE_OPENING``),
    when it opens with such a name and the language has the shape; else ``None``."""
    if opening is None:
        return None
    shape = BARE_OPENING.get(source)
    value = fields.get(opening.group(1))
    form = opening.group(2)
    if not shape or not isinstance(value, str) or not value:
        return None
    if isinstance(value, Text) and value.key and inflected(value, form) != str(value):
        return None
    rest = _fill(text[opening.end():].lstrip(), fields)
    return None if rest is None else _fill(shape, {"name": value, "rest": rest})


def current(text: str) -> str:
    """``text`` in the current language: a ``t`` result made in another language is made
    again (its fields too); any other string is returned as it is."""
    if not isinstance(text, Text) or not text.key or text.language == language():
        return text
    fields = {name: current(value) if isinstance(value, str) else value
              for name, value in text.fields.items()}
    return t(text.key, **fields)


def in_language(text: str, code: str) -> str:
    """``text`` as language ``code`` says it (a catalog text is made again in ``code``;
    any other string is returned as it is). The current language is unchanged."""
    global _language
    before = language()
    _language = code if code in LANGUAGES else FALLBACK
    try:
        return str(current(text))
    finally:
        _language = before


def joined(parts: Sequence[str]) -> str:
    """``parts`` in a row, with the language's separator between them (``log.joined``); the
    result follows a language change like any catalog text."""
    if not parts:
        return ""
    result = parts[0]
    for part in parts[1:]:
        result = t("log.joined", first=result, then=part)
    return result


MINUS = "\u2013"
"""The sign of a loss: a hyphen before a score is too short to read as one (a Polish
tester). The text font has no U+2212, so the en dash, the minus of typesetters without
one and about as wide as a plus, stands in."""


def signed(value: int) -> str:
    """Points won or lost with their sign, a minus (``MINUS``) for a loss; none at all as
    a plain 0 (never "+0")."""
    if not value:
        return "0"
    return f"+{value}" if value > 0 else f"{MINUS}{-value}"


def local_date(iso: str) -> str:
    """A date kept as ``YYYY-MM-DD``, written the way the language writes dates
    (``stats.date``); a malformed one as it is."""
    parts = iso.split("-")
    if len(parts) != 3 or not all(part.isdigit() for part in parts):
        return iso
    year, month, day = parts
    return t("stats.date", year=year, month=month, day=day)
