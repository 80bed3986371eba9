"""Regenerate the screenshots in this folder: every scene at 1024x640 and 1920x1080, headless.

    python docs/screenshots/make_screenshots.py
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SIZES = ((1024, 640), (1920, 1080))


def main() -> int:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    os.environ["SCHOTTEN_TOTTEN_DATA"] = tempfile.mkdtemp(prefix="schotten-totten-shots-")
    sys.path.insert(0, str(ROOT))
    import pygame

    import game
    from game.schotten import actions as act
    from game.schotten.cards import RECRUITER, STRATEGIST
    from scenes.core.app import App
    from scenes.games import new_app
    from scenes.model.statistics import Statistics
    from scenes.schotten import records
    from scenes.schotten import session as schotten
    from scenes.schotten.board import BoardScene
    from scenes.schotten.rules import PAGES
    from scenes.schotten.session import SetupChoices
    from scenes.schotten.setup import SetupScene, session_from
    from scenes.schotten.summary import RoundSummary
    from scenes.shell.dialogs import CurtainOverlay, PauseOverlay
    from scenes.shell.menu import MainMenu
    from scenes.shell.rules import RulesScene
    from scenes.shell.settings import SettingsScene
    from scenes.shell.statistics import StatisticsScene

    pygame.display.init()
    pygame.font.init()

    def frames(app: App, n: int = 2) -> None:
        for _ in range(n):
            app.step([], 1 / 60)

    def board(app: App, tactics: bool = True, mode: str = "computer", seed: int = 4,
              turns: int = 10) -> BoardScene:
        setup = SetupChoices(mode=mode, tactics=tactics, first="me", level="medium",
                             name1="Ada", name2="Bea", rounds=3)
        schotten.remember(app, setup)
        scene = BoardScene(app, schotten.start(app, session_from(setup, seed)))
        app.start_scene(MainMenu(app))
        app.stack.push(scene)
        app.stack.apply_pending()
        state = scene.state
        import random

        rng = random.Random(seed)
        for _ in range(turns * 4):
            if state.outcome is not None or (state.to_move == 0 and state.phase is game.Phase.PLAY
                                             and turns <= 0):
                break
            legal = state.legal_actions()
            claims = [a for a in legal if a.kind is game.Kind.CLAIM]
            plays = [a for a in legal if a.kind is game.Kind.PLAY and (a.card or 0) < 54]
            action = claims[0] if claims else rng.choice(plays or legal)
            state.play(action)
            if state.to_move == 0 and state.phase is game.Phase.PLAY:
                turns -= 1
        scene.after_action()
        frames(app, 3)
        return scene

    def give(state: game.GameState, card: int) -> None:
        """Put ``card`` in seat 0's hand, swapping one of its clan cards to where it was."""
        if card in state.hands[0]:
            return
        source = state.tactic_deck if card in state.tactic_deck else state.hands[1]
        source.remove(card)
        clan = next(c for c in state.hands[0] if c < 54)
        state.hands[0].remove(clan)
        state.hands[0].append(card)
        (state.hands[1] if source is state.hands[1] else state.clan_deck).append(clan)

    shots: dict[str, Callable[[App], None]] = {}

    def shot(name: str) -> Callable[[Callable[[App], None]], Callable[[App], None]]:
        def register(fn: Callable[[App], None]) -> Callable[[App], None]:
            shots[name] = fn
            return fn
        return register

    @shot("01-main-menu")
    def _menu(app: App) -> None:
        app.start_scene(MainMenu(app))

    @shot("02-setup-computer")
    def _setup(app: App) -> None:
        app.start_scene(MainMenu(app))
        app.stack.push(SetupScene(app))

    @shot("03-setup-hotseat")
    def _setup_hot(app: App) -> None:
        schotten.remember(app, SetupChoices(mode="hotseat", tactics=True, name1="Ada",
                                            name2="Bea"))
        app.start_scene(MainMenu(app))
        app.stack.push(SetupScene(app))

    @shot("04-board-start")
    def _board_start(app: App) -> None:
        board(app, turns=0)

    @shot("05-board-midgame")
    def _board_mid(app: App) -> None:
        board(app, turns=6)

    @shot("06-board-dragging")
    def _board_drag(app: App) -> None:
        scene = board(app, turns=4)
        card = next(c for c in scene.view.hand if c < 54)
        sprite = scene.sprites[card]
        start = (round(sprite.rect.centerx), round(sprite.rect.y + 20))
        end = scene.layout["side_me_5"].center
        for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0),
                                         buttons=(1, 0, 0))):
            app.step([event], 1 / 60)

    @shot("07-board-strategist")
    def _board_strategist(app: App) -> None:
        scene = board(app, turns=5)
        give(scene.state, STRATEGIST)
        scene.after_action()
        frames(app, 2)
        scene.submit(act.play(STRATEGIST))

    @shot("07b-board-recruiter")
    def _board_recruiter(app: App) -> None:
        # After the Recruiter: the two cards Ada put back show, small, on their decks.
        scene = board(app, turns=5)
        state = scene.state
        give(state, RECRUITER)
        state.play(act.play(RECRUITER))
        while state.phase is game.Phase.RECRUIT_DRAW:
            state.play(act.draw("tactic" if state.draws_left == 2 else "clan"))
        while state.phase is game.Phase.RECRUIT_RETURN:
            # One clan card and one tactic card, so that both decks show what is known.
            hand = state.hands[0]
            want_clan = all(card >= 54 for card, _, _ in state.view(0).known_in_decks)
            card = next((c for c in hand if (c < 54) == want_clan), hand[0])
            state.play(act.return_card(card))
        scene.after_action()
        frames(app, 2)
        scene.hovering(scene.layout["deck_clan"].center)

    @shot("08-board-claim-refused")
    def _board_refused(app: App) -> None:
        scene = board(app, turns=7, seed=9)
        for stone in range(9):
            check = scene.state.claim_check(0, stone)
            if check.counterexample is not None:
                scene.show_claim_check(stone)
                break

    @shot("08b-board-claimed-stones")
    def _board_claimed(app: App) -> None:
        # A stone just won (its owner's mark, the formation named on it), a Joker that
        # stands for the red 7, Mud Fight and Blind-Man's Bluff on their stones.
        scene = board(app, turns=4, seed=5)
        state = scene.state

        def put(stone: int, seat: int, names: list[str]) -> None:
            for name in names:
                card = game.parse_card(name)
                for pile in (state.clan_deck, state.tactic_deck, *state.hands, state.discard):
                    if card in pile:
                        pile.remove(card)
                state.sides[stone][seat].append(card)

        put(0, 0, ["R8", "R9", "JOKER1"])
        put(0, 1, ["B2", "G3", "Y1"])
        state.owner[0] = 0
        put(3, 1, ["MUD"])
        state.mud[3] = 1
        while len(state.sides[3][0]) < 4:  # four cards under Mud, the first by the stone
            state.sides[3][0].append(state.clan_deck.pop())
        put(6, 0, ["BLUFF"])
        state.bluff[6] = 0
        scene.refresh()
        scene.paint_cache.elites = (-1, {})
        scene.label_claim(scene.view, 0)
        scene.stone_offset[0] = 1.0

    @shot("08c-board-log-folded")
    def _board_folded(app: App) -> None:
        scene = board(app, turns=6)
        scene.log_panel.collapsed = True

    @shot("08d-board-hint")
    def _board_hint(app: App) -> None:
        scene = board(app, turns=5)
        scene.session.assisted.add(scene.session.match.index)
        scene.show_hint()

    @shot("09-curtain")
    def _curtain(app: App) -> None:
        board(app, mode="hotseat", turns=3)
        frames(app, 3)

    @shot("10-pause")
    def _pause(app: App) -> None:
        scene = board(app, turns=3)
        app.stack.push(PauseOverlay(app, scene))

    @shot("11-round-summary")
    def _summary(app: App) -> None:
        scene = board(app, turns=40, seed=2)
        if scene.state.outcome is None:
            scene.state.resign(1)
        scene.after_action()
        scene.finish_round(5.0, False)

    @shot("11b-round-end-banner")
    def _round_end(app: App) -> None:
        app.settings.speed = "normal"
        scene = board(app, turns=40, seed=2)
        if scene.state.outcome is None:
            scene.state.resign(1)
        scene.after_action()

    @shot("12-match-over")
    def _final(app: App) -> None:
        import random

        scene = board(app, turns=0, seed=3)
        match = scene.session.match
        rng = random.Random(3)
        while not match.is_over:
            state = match.state
            if match.index == match.rounds - 1:
                for _ in range(30):
                    if state.outcome is not None:
                        break
                    legal = state.legal_actions()
                    claims = [a for a in legal if a.kind is game.Kind.CLAIM]
                    state.play(claims[0] if claims else rng.choice(legal))
            if state.outcome is None:
                state.resign(1)
            match.record_round()
            if not match.is_over:
                match.next_round()
        app.start_scene(MainMenu(app))
        final = BoardScene(app, scene.session)
        final.summary_shown = True
        app.stack.push(final)
        app.stack.apply_pending()
        app.stack.push(RoundSummary(app, final))

    @shot("13-settings")
    def _settings(app: App) -> None:
        app.start_scene(MainMenu(app))
        app.stack.push(SettingsScene(app))

    @shot("14-statistics")
    def _stats(app: App) -> None:
        import datetime
        import random

        # Booked through the same calls as real games, from seeded random results.
        rng = random.Random(6)
        app.stats = Statistics.empty(app.statistics_specs())
        day = datetime.date(2026, 3, 1)
        for number in range(26):
            group = rng.choice(["easy", "easy", "medium", "medium", "hard", "hotseat"])
            rounds = rng.choice([1, 1, 3, 5])
            config = game.GameConfig(tactics=rng.random() < 0.6,
                                     edition=rng.choice(["iello", "classic"]))
            match = game.Match.start(config, rounds, number)
            assisted = rng.random() < 0.1
            for index in range(rounds):
                winner = rng.choice([0, 0, 1] if group == "easy" else [0, 1, 1])
                stones = (rng.randrange(5) if winner else 5, 5 if winner else rng.randrange(5))
                points = (5 if winner == 0 else stones[0], 5 if winner == 1 else stones[1])
                result = game.RoundResult(winner, game.Reason.FIVE_STONES, stones, points)
                match.results.append(result)
                records.book_round(app.stats, f"{number}:{index}", group, result, 0, assisted)
            day += datetime.timedelta(days=rng.randrange(3))
            records.book_match(app.stats, f"{number}:match", group, match, 0, assisted, day)
        app.start_scene(MainMenu(app))
        app.stack.push(StatisticsScene(app))

    for index, tab in enumerate(page.tab_key.rsplit(".", 1)[-1] for page in PAGES):
        def _rules(app: App, index: int = index) -> None:
            app.start_scene(MainMenu(app))
            scene = RulesScene(app)
            scene.tab = index
            app.stack.push(scene)
        shots[f"{15 + index}-rules-{tab}"] = _rules

    only = set(sys.argv[1:])
    for size in SIZES:
        screen = pygame.display.set_mode(size)
        for name, build in shots.items():
            if only and name not in only:
                continue
            app = new_app(screen, 1)
            app.threaded_ai = False
            app.settings.speed = "instant"
            build(app)
            app.stack.apply_pending()
            frames(app, 2)
            for sprite in getattr(app.stack.scenes[-1], "draw_order", []):
                sprite.update(10.0)
            if name == "09-curtain":
                assert isinstance(app.stack.top, CurtainOverlay)
            app.stack.draw(app.screen)
            pygame.image.save(app.screen, str(HERE / f"{name}-{size[0]}x{size[1]}.jpg"))
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
