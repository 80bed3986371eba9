"""Compare two computer players on paired deals: for tuning, not for the issue's figures.

Every deal is played twice with the seats swapped (game ``2k`` and ``2k+1`` share seed
``seed + k``), and the deals go round the four variants (base/tactics × after_play/
start_of_turn), so two players that play alike score exactly 50% and a difference shows
with fewer games than in ``python -m game match``. The official tournament figures in
docs/ai.md come from ``python -m game match``; this tool finds what is worth measuring.

A player is a level name (``medium``, ``hard#6``, ...) or a tuned variant:

- ``medium:h=8,t=0.5`` — medium with horizon ``h`` and tempo ``t`` (``heuristics.Board``);
- ``hard:s=6,c=6,leaf=1,inf=0,dep=1,beta=100,fl=0.1,tr=6,rep=0,kd=0,turns=1,end=8,
  keep=1,pw=1,sol=1`` (the defaults, i.e. ``hard#6``; the runs before commit 625e439 had no
  endgame playouts, ``end=-1``) — hard with ``s`` samples and no clock, ``c`` candidates, the
  sampled leaf on or off, inference from the opponent's last ``dep`` placements (``beta``,
  floor ``fl``, ``tr`` tries), medium itself as the opponent's reply (``rep=1``), the
  sampled deck order at the leaf (``kd=1``: each seat's next draws known), ``turns``
  opponent turns before the leaf (its own turns between them played by the fast estimate),
  playouts to the end of the round once the clan deck holds ``end`` cards or fewer, the
  exact search of the last plays once both decks are empty (``sol=1``; the runs before
  it was added played without it, ``sol=0``). At the
  sampled leaf: the opponent's empty sides judged by chances (``ee=1``), hand cards
  counted at a side with probability ``keep``, the leaf's own horizon ``lh`` and tempo
  ``lt`` (``heuristics.Board``'s; the fast reply keeps medium's). ``pw`` is how many
  samples medium's own score counts as. Leaf keys set both variants' leaves; without
  ``ee`` or ``lh`` the player's own stand: the base game's judges the opponent's empty
  sides by chances and counts on 6 draws per seat, the tactics variant's does neither
  (the runs before the base game got its own leaf had ``ee=0`` in both). The ``sw``,
  ``tk`` and ``th`` runs of docs/ai.md used options of commit 2a47847, and the ``op``,
  ``cb``, ``mv`` and ``es`` runs options of commit 7edb247, the ``adv``, ``as``,
  ``cw`` and ``vs`` runs options of commit 77cc90c, the ``ol`` runs an option of commit
  f3621c9, the ``own`` runs an option of commit 3553e12 (where the base game's
  default is ``own=6``; ``own=0`` is the search here), the ``ud`` run an option of
  commit 1f9d13a, and the ``cal``, ``xh`` and ``pre`` runs options of commits 7b09891
  and 8977906 (with ``benchmarks/leaf_fit.py``, which fitted the ``cal`` leaves),
  removed since as they measured no gain.

    .venv/bin/python benchmarks/ai_compare.py 'hard:s=6,inf=1' medium --games 400 \\
        --seed 7000 --jobs 2
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import time

from game.common.intervals import wilson_interval
from game.schotten.ai import Player, make_player
from game.schotten.ai.hard import HardPlayer
from game.schotten.ai.heuristics import Board
from game.schotten.ai.medium import MediumPlayer
from game.schotten.config import GameConfig
from game.schotten.tournament import play_round

VARIANTS = tuple(GameConfig(tactics=tactics, claim_timing=timing)
                 for tactics in (False, True) for timing in ("after_play", "start_of_turn"))
"""Deal ``k`` is played in variant ``k % 4``: base/after, base/start, tactics/after,
tactics/start."""

_KEYS = {"medium": {"h", "t"},
         "hard": {"s", "c", "leaf", "inf", "dep", "beta", "fl", "tr", "rep", "kd", "turns",
                  "end", "ee", "keep", "pw", "lh", "lt", "sol"}}


def parse_spec(spec: str) -> tuple[str, dict[str, float]]:
    """``"hard:s=6,c=4"`` → ``("hard", {"s": 6.0, "c": 4.0})``; a plain level name has no
    parameters. Unknown kinds or keys raise ``ValueError``."""
    kind, _, rest = spec.partition(":")
    if not rest:
        return spec, {}
    if kind not in _KEYS:
        raise ValueError(f"only medium and hard take parameters, not {kind!r}")
    params: dict[str, float] = {}
    for part in rest.split(","):
        key, _, value = part.partition("=")
        if key not in _KEYS[kind]:
            raise ValueError(f"unknown parameter {key!r} for {kind}")
        params[key] = float(value)
    return kind, params


_HARD_OPTIONS: tuple[tuple[str, str, type], ...] = (
    ("s", "samples", int), ("c", "candidates", int), ("leaf", "sampled_leaf", bool),
    ("inf", "infer", bool), ("rep", "exact_reply", bool), ("kd", "known_draws", bool),
    ("turns", "turns", int), ("end", "endgame", int), ("sol", "exact_endgame", bool))
"""Spelling → ``HardPlayer`` argument, with its type."""


def _board_type(params: dict[str, float]) -> type[Board]:
    attrs: dict[str, object] = {"__slots__": ()}
    if "h" in params:
        attrs["horizon"] = int(params["h"])
    if "t" in params:
        attrs["tempo"] = params["t"]
    return Board if len(attrs) == 1 else type("TunedBoard", (Board,), attrs)


def make(spec: str) -> Player:
    kind, params = parse_spec(spec)
    if not params:
        return make_player(kind)
    if kind == "medium":
        medium = MediumPlayer()
        medium.board_type = _board_type(params)
        return medium
    # Keys not given keep the player's own defaults, so ``hard:s=6`` is ``hard#6``.
    options = {name: cast(int(params[key])) for key, name, cast in _HARD_OPTIONS
               if key in params}
    hard = HardPlayer(budget_ms=math.inf, **options)  # type: ignore[arg-type]
    leaf: dict[str, object] = {"__slots__": ()}
    if "ee" in params:
        leaf["even_empty"] = bool(params["ee"])
    if "keep" in params:
        leaf["keep"] = params["keep"]
    if "lh" in params:
        leaf["horizon"] = int(params["lh"])
    if "lt" in params:
        leaf["tempo"] = params["lt"]
    if len(leaf) > 1:
        # Both variants' leaves; keys not given keep each leaf's own values.
        hard.leaf_type = type("TunedLeaf", (hard.leaf_type,), leaf)
        hard.base_leaf_type = type("TunedLeaf", (hard.base_leaf_type,), leaf)
    hard.prior_weight = params.get("pw", hard.prior_weight)
    hard.depth = int(params.get("dep", hard.depth))
    hard.beta = params.get("beta", hard.beta)
    hard.floor = params.get("fl", hard.floor)
    hard.tries = int(params.get("tr", hard.tries))
    return hard


_players: dict[tuple[str, str], tuple[Player, Player]] = {}


def play_game(job: tuple[str, str, int, int]) -> tuple[int, float]:
    """Game ``index``: the variant and ``a``'s score (1, ½ or 0)."""
    spec_a, spec_b, index, seed = job
    pair = _players.get((spec_a, spec_b))
    if pair is None:
        pair = _players[(spec_a, spec_b)] = (make(spec_a), make(spec_b))
    deal = index // 2
    a_seat = index % 2
    players = pair if a_seat == 0 else (pair[1], pair[0])
    state = play_round(VARIANTS[deal % 4], players, seed + deal)
    assert state.outcome is not None
    winner = state.outcome.winner
    return deal % 4, 0.5 if winner is None else float(winner == a_seat)


def _write_scores(path: str | None, scores: list[float]) -> None:
    """The scores so far (rewritten at each progress line, so that a run stopped early
    still compares game by game)."""
    if path:
        with open(path, "w", encoding="utf-8") as out:
            json.dump(scores, out)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=400, help="an even number")
    parser.add_argument("--seed", type=int, default=7000)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--variants", default="0,1,2,3",
                        help="the variants to play, by number (0 base/after, 1 base/start, "
                        "2 tactics/after, 3 tactics/start): deal k is played when k %% 4 is "
                        "among them, so runs on a subset share their deals with full runs")
    parser.add_argument("--scores", help="write a's score in every game (JSON list) here, "
                        "to compare two runs on the same deals game by game (rewritten "
                        "every 100 games)")
    args = parser.parse_args()
    for spec in (args.a, args.b):
        make(spec)  # a bad spec fails here, not in a worker
    started = time.perf_counter()
    parts = args.variants.split(",")
    chosen = {int(part) for part in parts if part.strip().isdigit()}
    if len(chosen) < len(set(parts)) or not chosen <= set(range(len(VARIANTS))):
        parser.error("--variants takes numbers from 0 to 3, separated by commas")
    deals = [deal for deal in range(4 * args.games) if deal % 4 in chosen][: args.games // 2]
    work = [(args.a, args.b, 2 * deal + seat, args.seed) for deal in deals for seat in (0, 1)]
    per = [[0.0, 0] for _ in VARIANTS]
    scores: list[float] = []
    with multiprocessing.get_context("spawn").Pool(args.jobs) as pool:
        for done, (variant, score) in enumerate(pool.imap(play_game, work, chunksize=2), 1):
            per[variant][0] += score
            scores.append(score)
            per[variant][1] += 1
            if done % 100 == 0 and done < args.games:
                print(f"{done} games: {sum(p[0] for p in per) / done:.3f}", flush=True)
                _write_scores(args.scores, scores)
    games = sum(int(p[1]) for p in per)
    _write_scores(args.scores, scores)
    rate = sum(p[0] for p in per) / games
    low, high = wilson_interval(rate, games)
    print(json.dumps({
        "a": args.a, "b": args.b, "games": games, "seed": args.seed, "rate_a": round(rate, 4),
        "ci95": [round(low, 3), round(high, 3)],
        "per_variant": [round(p[0] / p[1], 3) if p[1] else None for p in per],
        "seconds": round(time.perf_counter() - started)}))


if __name__ == "__main__":
    main()
