"""Files written by the version before the code was re-laid (commit 165f2e2: a match and a
Take That game in progress, settings, statistics of both games) load unchanged, and both
games continue from where they were."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from scenes.schotten import records as schotten_records
from scenes.schotten import session as schotten
from scenes.schotten.board import BoardScene
from scenes.shell.chooser import GameChooser
from scenes.takethat import records as takethat_records
from scenes.takethat import session as takethat
from scenes.takethat.board import TakeThatBoard
from tests import scenes_support as support

OLD = Path(__file__).resolve().parent / "fixtures" / "saves-165f2e2"


def test_files_of_the_previous_layout_load_and_both_games_continue(
        private_data_folder: Path) -> None:
    for path in OLD.iterdir():
        shutil.copy(path, private_data_folder / path.name)
    app = support.make_app()
    assert app.notices == []
    settings = app.settings
    assert (settings.language, settings.music_volume, settings.card_names,
            settings.auto_claim) == ("pl", 35, "classic", False)
    assert schotten_records.section(app.stats).groups["easy"].games == 1
    assert takethat_records.section(app.stats).groups["easy"].rounds == 1
    assert "11:0" in app.stats.booked
    match = schotten.current(app)
    saved = json.loads((OLD / "session.json").read_text(encoding="utf-8"))
    assert match is not None and match.match.to_json() == json.dumps(
        saved["match"], separators=(",", ":"))
    assert match.players[0].name == "Ada"
    game = takethat.current(app)
    assert game is not None and game.players[0].name == "Bea"
    support.click(app, support.menu_button(app, 1))
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    support.click(app, chooser.buttons[0].rect.center)
    assert isinstance(app.stack.top, BoardScene) and app.stack.top.session is match
    app.go_home()
    support.step(app)
    support.click(app, support.menu_button(app, 1))
    chooser = app.stack.top
    assert isinstance(chooser, GameChooser)
    support.click(app, chooser.buttons[1].rect.center)
    assert isinstance(app.stack.top, TakeThatBoard) and app.stack.top.session is game
    app.save_statistics()
    written = json.loads((private_data_folder / "statistics.json").read_text(encoding="utf-8"))
    old = json.loads((OLD / "statistics.json").read_text(encoding="utf-8"))
    assert written == old, "statistics are written back in the same shape"
