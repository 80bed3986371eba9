"""A clock for budget tests that counts work instead of time: every reading moves it on by
``tick`` seconds, so a search that reads it after each step is cut after a fixed number of
steps, however busy the machine is."""

from __future__ import annotations


class WorkClock:
    def __init__(self, tick: float) -> None:
        self.tick = tick
        self.now = 0.0
        self.readings = 0

    def __call__(self) -> float:
        self.readings += 1
        self.now += self.tick
        return self.now
