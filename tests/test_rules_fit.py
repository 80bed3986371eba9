"""The rules pages keep their text inside the page, in every language, at the smallest and
a wide window (a Polish page at 1024x640 ran its last line onto the frame)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame
import pytest

from scenes.schotten import rules as schotten_rules
from scenes.shell.rules import RulesScene
from scenes.takethat import rules as takethat_rules
from scenes.ui import widgets
from scenes.ui.text import LANGUAGES, set_language
from tests.scenes_support import make_app, step

SIZES = ((1024, 640), (1920, 1080))


def recording(blocks: list[tuple[int, pygame.Rect]]) -> Callable[..., int]:
    """``draw_text_block`` that also notes where each block ended and its rect."""
    def draw(surface: pygame.Surface, assets: Any, text: str, rect: pygame.Rect,
             *args: Any, **kwargs: Any) -> int:
        bottom = widgets.draw_text_block(surface, assets, text, rect, *args, **kwargs)
        blocks.append((bottom, pygame.Rect(rect)))
        return bottom
    return draw


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("game", ["schotten-totten", "take-that"])
def test_every_rules_page_keeps_its_text_inside(monkeypatch: pytest.MonkeyPatch,
                                                game: str, size: tuple[int, int]) -> None:
    blocks: list[tuple[int, pygame.Rect]] = []
    for module in (schotten_rules, takethat_rules):
        monkeypatch.setattr(module, "draw_text_block", recording(blocks))
    app = make_app(size)
    try:
        for code in LANGUAGES:
            set_language(code)
            rules = RulesScene(app, game)
            app.stack.push(rules)
            step(app, frames=1)
            seen = 0
            for tab in range(len(rules.tabs)):
                rules.choose(tab)
                blocks.clear()
                rules.draw(app.screen)
                page = rules.panel.inflate(-60, -50)
                seen += len(blocks)
                for bottom, _ in blocks:
                    assert bottom <= page.bottom + 2, (code, game, tab, size, bottom, page)
            assert seen >= 3, (code, game)  # the pages of text were drawn and measured
            app.stack.pop()
    finally:
        set_language("en")


def test_the_tactic_cards_page_names_them_as_the_table_does() -> None:
    """A Greek family at a classic game saw "Ενισχύσεις" on the table and found only the
    IELLO names on the rules page: the page follows the edition of the match in
    progress (else of the last set-up), as the table's names do, and gives the other
    edition's name beside each."""
    from game.schotten.cards import SPY
    from scenes.schotten import session as schotten
    from scenes.schotten.session import SetupChoices
    from scenes.schotten.setup import session_from
    from scenes.ui.text import t

    app = make_app()
    app.settings.card_names = "edition"
    schotten.remember(app, SetupChoices(tactics=True, edition="classic"))
    assert schotten_rules.table_art(app).tactic_name(SPY) == t("tactic.classic.SPY")
    schotten.start(app, session_from(SetupChoices(tactics=True, edition="iello"), 3))
    assert schotten_rules.table_art(app).tactic_name(SPY) == t("tactic.SPY")
    schotten.start(app, session_from(SetupChoices(tactics=True, edition="classic"), 3))
    drawn: list[str] = []
    real = app.assets.text

    def record(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.assets.text = record  # type: ignore[method-assign]
    schotten_rules.draw_tactics(app, app.screen, app.screen.get_rect().inflate(-40, -40))
    assert t("tactic.classic.SPY") in drawn and t("tactic.SPY") not in drawn
    # Beside it, the other edition's name, for a family with the other box.
    assert t("rules.tactics.other_name", name=t("tactic.SPY")) in drawn
