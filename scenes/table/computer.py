"""The computer seats' turns, for the tables of every game: one decision at a time, worked
out in a worker thread off the frame loop and played once it is ready, the pause is over
and no card is still moving.

A computer player that raises (or answers with an action that is not legal) is a bug: it
is logged with its traceback, the table says so in one sentence and the first legal action
is played instead, so the game goes on. Under tests (``scenes.model.logs.strict``) the
error is raised instead, so that no test passes over it.
"""

from __future__ import annotations

import logging
import random
import threading
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, Protocol

from scenes.model.logs import strict

if TYPE_CHECKING:
    from scenes.core.app import App

log = logging.getLogger(__name__)


class Chooser(Protocol):
    """A computer player of any game: an action from a view and a seeded generator."""

    def choose(self, view: Any, rng: random.Random) -> Any: ...


class ComputerFailed(RuntimeError):
    """A computer player raised, or chose an action that is not legal (raised under tests)."""


class ComputerTurn:
    """One decision of a computer player, computed off the frame loop."""

    def __init__(self, player: Chooser, view: object, seed: int, threaded: bool) -> None:
        self.result: Any = None
        self.error: Exception | None = None
        self._player, self._view, self._seed = player, view, seed
        self.thread: threading.Thread | None = None
        if threaded:
            self.thread = threading.Thread(target=self._run, daemon=True)
            self.thread.start()
        else:
            self._run()

    def _run(self) -> None:
        try:
            self.result = self._player.choose(self._view, random.Random(self._seed))
        except Exception as error:  # a player's bug is reported by the table, not lost here
            self.error = error

    @property
    def done(self) -> bool:
        return self.result is not None or self.error is not None


class SeatsHost(Protocol):
    """What ``ComputerSeats`` needs of its table."""

    app: App
    worker: ComputerTurn | None
    wait: float

    @property
    def computers(self) -> Mapping[int, Chooser]: ...

    @property
    def state(self) -> Any: ...

    @property
    def seed(self) -> int: ...

    def name(self, seat: int) -> str: ...

    def after_action(self) -> None: ...

    def computer_played(self, seat: int, action: Any) -> None: ...

    def computer_failed(self, seat: int) -> None: ...


class ComputerSeats:
    """Runs the computer players' turns of a table."""

    worker: ComputerTurn | None = None
    """The decision being computed, if any."""
    wait: float = 0.0
    """Seconds still to wait before the next computer action is shown."""

    def computer_step(self: SeatsHost, seat: int, dt: float, busy: bool) -> None:
        worker = self.worker
        if worker is None:
            view = self.state.view(seat)
            seed = self.seed + len(self.state.log) * 7919 + seat
            worker = ComputerTurn(self.computers[seat], view, seed, threaded=self.app.threaded_ai)
            self.worker = worker
        self.wait -= dt
        if not worker.done or self.wait > 0 or busy:
            return
        action = worker.result
        legal = self.state.legal_actions()
        if worker.error is not None or action not in legal:
            what = (f"raised {worker.error!r}" if worker.error is not None
                    else f"chose {action!r}, which is not legal")
            log.error("the computer player of seat %d (%s) %s; playing %s instead", seat,
                      self.name(seat), what, legal[0], exc_info=worker.error)
            if strict():
                raise ComputerFailed(f"seat {seat} {what}") from worker.error
            action = legal[0]
            self.state.play(action)
            self.after_action()
            self.computer_failed(seat)
            return
        self.state.play(action)
        self.after_action()
        self.computer_played(seat, action)

    def computer_played(self, seat: int, action: Any) -> None:
        """Called after a computer's action is played (the table may say what it did)."""

    def computer_failed(self, seat: int) -> None:
        """Called after a failed computer's replacement action is played."""
