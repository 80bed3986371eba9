"""The Settings scene: reachable from the menu and the pause menu, every change saved and
read back by the next run, a bad settings file set aside; sounds follow the volumes."""

from __future__ import annotations

import json
from dataclasses import asdict

import pygame
import pytest

import game
from game.schotten.cards import SPY
from scenes.core.app import App
from scenes.model.settings import Settings
from scenes.model.storage import data_dir
from scenes.schotten.board import BoardScene
from scenes.shell.dialogs import ConfirmDialog, PauseOverlay
from scenes.shell.menu import MainMenu
from scenes.shell.settings import SettingsScene, Slider
from scenes.table import timing
from scenes.ui import text
from scenes.ui.text import LANGUAGES
from scenes.ui.widgets import Choice
from tests import scenes_support as support
from tests.session_support import play_until, press, start_game


def open_settings(app: App) -> SettingsScene:
    menu = app.stack.top
    assert isinstance(menu, MainMenu)
    press(app, menu.buttons[3])
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    return scene


def pick(app: App, choice: Choice, index: int) -> None:
    support.click(app, choice.option_rects()[index].center)
    assert choice.index == index


def slide(app: App, slider: Slider, share: float) -> None:
    bar = slider.bar()
    start, end = bar.midleft, (round(bar.x + bar.w * share), bar.centery)
    support.drag(app, start, end)


def test_changes_are_saved_and_the_next_run_reads_them() -> None:
    app = support.make_app(auto_draw=None)
    scene = open_settings(app)
    pick(app, scene.auto_claim, 0)
    pick(app, scene.auto_draw, 1)
    pick(app, scene.speed, 3)
    pick(app, scene.card_names, 2)
    pick(app, scene.emblems, 1)
    pick(app, scene.confirm, 0)
    pick(app, scene.mute, 1)
    slide(app, scene.music, 0.3)
    slide(app, scene.effects, 1.0)
    support.key(app, pygame.K_ESCAPE)
    assert isinstance(app.stack.top, MainMenu)
    expected = Settings(language=app.settings.language, music_volume=30, effects_volume=100,
                        mute=True, auto_claim=False, speed="instant", card_names="classic",
                        emblems=True, confirm_concede=False, auto_draw=True)
    assert app.settings == expected
    stored = json.loads((data_dir() / "settings.json").read_text(encoding="utf-8"))
    assert stored["format"] == "schotten-totten/settings@1" and stored["card_names"] == "classic"
    again = support.make_app(auto_draw=None)
    assert again.settings == expected and again.notices == []


def test_keyboard_changes_a_slider_and_a_choice() -> None:
    app = support.make_app()
    scene = open_settings(app)
    scene.focus = 1
    support.key(app, pygame.K_LEFT)
    assert app.settings.music_volume == 40
    support.key(app, pygame.K_DOWN)
    support.key(app, pygame.K_DOWN)
    support.key(app, pygame.K_RIGHT)
    assert app.settings.mute
    assert support.make_app().settings.music_volume == 40


@pytest.mark.skipif(len(LANGUAGES) < 2, reason="only English is available")
def test_the_language_picker_switches_and_remembers_the_language() -> None:
    app = support.make_app()
    scene = open_settings(app)
    code = next(code for code in LANGUAGES if code != "en")
    pick(app, scene.language, scene.codes.index(code))
    assert app.settings.language == code
    assert text.t("menu.new_game") != "New game"
    assert [scene.language.options[scene.codes.index(c)] for c in LANGUAGES] == list(
        LANGUAGES.values())
    text.set_language("en")
    assert support.make_app().settings.language == code
    assert text.t("menu.new_game") != "New game"


def test_first_start_follows_the_system_language(monkeypatch: pytest.MonkeyPatch) -> None:
    spoken = [code for code in LANGUAGES if code != "en"]
    if not spoken or not hasattr(text, "system_language"):
        pytest.skip("only English is available")
    monkeypatch.setattr(text, "system_language", lambda: spoken[0])
    assert support.make_app().settings.language == spoken[0]
    monkeypatch.setattr(text, "system_language", lambda: "xx")
    (data_dir() / "settings.json").unlink(missing_ok=True)
    assert support.make_app().settings.language == "en"


def test_settings_are_reachable_from_the_pause_menu_and_apply_to_the_board() -> None:
    app = support.make_app()
    board = start_game(app, tactics=True)
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    press(app, pause.buttons[2])
    scene = app.stack.top
    assert isinstance(scene, SettingsScene)
    pick(app, scene.card_names, 2)
    press(app, scene.close_button)
    press(app, pause.buttons[0])
    assert app.stack.top is board
    assert board.art.tactic_name(SPY) == text.t("tactic.classic.SPY")


@pytest.mark.parametrize("content", [
    "{ not json",
    json.dumps({"format": "schotten-totten/setting@1", "mute": True}),
    json.dumps(["format"]),
])
def test_a_bad_settings_file_is_set_aside_and_the_defaults_are_used(content: str) -> None:
    path = data_dir() / "settings.json"
    path.write_text(content, encoding="utf-8")
    app = support.make_app(auto_draw=None)
    assert isinstance(app.stack.top, MainMenu)
    assert app.settings == Settings(language=app.settings.language, speed="instant")
    assert len(app.notices) == 1 and "settings.broken-1.json" in app.notices[0]
    assert (data_dir() / "settings.broken-1.json").read_text(encoding="utf-8") == content
    assert not path.exists()


@pytest.mark.parametrize("bad", [
    {"music_volume": "loud"}, {"music_volume": 1e308}, {"effects_volume": -3},
    {"card_names": "warp"}, {"language": "tlh"}, {"window_width": 100000},
    {"window_x": 50000}, {"mute": "yes"},
])
def test_one_bad_setting_gives_way_to_its_default_and_the_others_are_kept(
        bad: dict[str, object], caplog: pytest.LogCaptureFixture) -> None:
    """One hand-edited value reset every setting and brought the first-start welcome back."""
    path = data_dir() / "settings.json"
    kept = {"mute": True, "effects_volume": 5, "card_names": "classic",
            "tutorial_offered": True, "language": "pl"}
    path.write_text(json.dumps({"format": "schotten-totten/settings@1", **kept, **bad}),
                    encoding="utf-8")
    app = support.make_app(auto_draw=None)
    assert isinstance(app.stack.top, MainMenu)
    values = asdict(app.settings)
    defaults = asdict(Settings(language=values["language"] if "language" in bad else "pl"))
    for key, value in kept.items():
        assert values[key] == (defaults[key] if key in bad else value), key
    for key in bad:
        assert values[key] == defaults[key], key
    assert [text.current(notice) for notice in app.notices] == [text.t("notice.settings.fields")]
    assert next(iter(bad)) in caplog.text
    assert path.exists() and not (data_dir() / "settings.broken-1.json").exists()


def test_unknown_keys_are_ignored_and_missing_ones_keep_their_default() -> None:
    path = data_dir() / "settings.json"
    path.write_text(json.dumps({"format": "schotten-totten/settings@1", "mute": True,
                                "colour_scheme": "dark"}), encoding="utf-8")
    app = support.make_app()
    assert app.notices == [] and app.settings.mute and app.settings.auto_claim


def concede_from_pause(app: App) -> None:
    support.key(app, pygame.K_ESCAPE)
    pause = app.stack.top
    assert isinstance(pause, PauseOverlay)
    press(app, pause.buttons[4])


def test_conceding_asks_first_unless_switched_off() -> None:
    app = support.make_app()
    board = start_game(app)
    concede_from_pause(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    support.key(app, pygame.K_RETURN)
    assert board.state.outcome is None
    assert isinstance(app.stack.top, PauseOverlay)
    press(app, app.stack.top.buttons[0])
    concede_from_pause(app)
    confirm = app.stack.top
    assert isinstance(confirm, ConfirmDialog)
    press(app, confirm.buttons[0])
    assert board.state.outcome is not None
    app.settings.confirm_concede = False
    board = start_game_after_summary(app)
    concede_from_pause(app)
    assert board.state.outcome is not None


def start_game_after_summary(app: App) -> BoardScene:
    support.step(app, frames=5)
    app.start_scene(MainMenu(app))
    return start_game(app)


def side_pixels(app: App, board: BoardScene, card: int) -> bytes:
    app.stack.draw(app.screen)
    rect = board.sprites[card].rect
    area = pygame.Rect(round(rect.right - rect.w * 0.4), round(rect.y), round(rect.w * 0.4),
                       round(rect.h * 0.25))
    return pygame.image.tobytes(app.screen.subsurface(area), "RGB")


def test_always_show_emblems_draws_a_badge_on_the_cards_at_the_stones() -> None:
    app = support.make_app()
    board = start_game(app)
    play_until(app, board, 8)
    card = next(c for stone in board.state.sides for c in stone[0])
    plain = side_pixels(app, board, card)
    app.settings.emblems = True
    assert side_pixels(app, board, card) != plain


def test_animation_off_means_no_movement() -> None:
    app = support.make_app(speed="normal")
    board = start_game(app)
    assert timing.duration(board.settings) > 0
    app.settings.speed = "instant"
    assert timing.duration(board.settings) == 0 and timing.computer_pause(board.settings) == 0


def effects_played(app: App, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    played: list[str] = []
    original = app.audio.play

    def record(name: str, delay: float = 0.0) -> None:
        played.append(name)
        original(name, delay)

    monkeypatch.setattr(app.audio, "play", record)
    return played


def test_every_effect_is_wired(monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app()
    played = effects_played(app, monkeypatch)
    board = start_game(app, tactics=True)
    assert played == ["button", "button", "button"]  # New game, the game chooser, Start
    play_until(app, board, 40)
    assert {"place", "draw"} <= set(played)
    board.state.resign(1)
    board.after_action()
    support.step(app, frames=5)
    assert played[-1] == "win"
    board = start_game_after_summary(app)
    board.concede()
    support.step(app, frames=5)
    assert played[-1] == "lose"


def test_claims_and_tactic_cards_have_their_effects(monkeypatch: pytest.MonkeyPatch) -> None:
    app = support.make_app()
    played = effects_played(app, monkeypatch)
    board = start_game(app, tactics=True)
    board.play_sounds((game.Event("claim", 0, -1, 3), game.Event("place", 0, SPY, 2),
                       game.Event("draw", 0, 5, deck="clan")))
    assert played[-3:] == ["claim", "tactic", "draw"]


def test_volumes_and_mute_reach_the_mixer_and_silence_is_harmless() -> None:
    app = support.make_app()
    audio = app.audio
    app.settings.effects_volume, app.settings.music_volume = 40, 50
    assert audio.effects_volume() == pytest.approx(0.4) and audio.music_volume() > 0
    app.settings.mute = True
    assert audio.effects_volume() == 0 and audio.music_volume() == 0
    app.settings.mute = False
    audio.update_music()
    audio.play("claim", delay=0.1)
    support.step(app, frames=10)
    pygame.mixer.quit()
    assert not audio.available
    audio.play("place")
    audio.update_music()
    support.step(app, frames=3)


def test_the_game_runs_silent_without_a_sound_device(monkeypatch: pytest.MonkeyPatch) -> None:
    from scenes import __main__ as entry

    def no_device(*_: object, **__: object) -> None:
        raise pygame.error("no audio device")

    pygame.mixer.quit()
    monkeypatch.setattr(pygame.mixer, "init", no_device)
    assert entry.main(["--frames", "20", "--size", "1024x640"]) == 0
    assert pygame.mixer.get_init() is None


@pytest.mark.parametrize("size", [(1024, 640), (1100, 900), (2560, 1440)])
def test_every_label_fits_whole_in_one_type_size(size: tuple[int, int]) -> None:
    """A tall window (1100x900) cut five labels in four languages with an ellipsis: the
    type grows with the height, the columns with the width."""
    from scenes.shell.settings import ONE_GAME

    app = support.make_app(size)
    try:
        for code in LANGUAGES:
            text.set_language(code)
            scene = SettingsScene(app)
            scene.resize(size)
            px = scene.labels_px()
            assert px >= max(11, round(scene.label_px * 0.7))
            assets = app.assets
            tag_px = max(11, int(scene.label_px * 0.7))
            for key, control in scene.rows:
                tag = (assets.font("text", tag_px).size(text.t(ONE_GAME[key]))[0] + 12
                       if key in ONE_GAME else 0)
                width = assets.font("text_bold", px).size(text.t(key))[0]
                assert width <= control.rect.w - tag, (code, key, px)
    finally:
        text.set_language("en")
