"""A Battle Line club bot, adapted to Schotten Totten: a benchmark opponent.

What it is
    A hand-written rule-based player of the kind a Battle Line club member writes:
    no search, no simulation, no sampling of hidden hands. It was written from the
    rules and the engine's public modules only, without reading the code of the
    game's own computer levels (nor their frozen copies, nor the other rival bots),
    so that it is an outside yardstick rather than a relative of the levels.

How it plays
    * It keeps track of the unseen clan cards (not in its hand, on the table or in
      the discard pile).
    * For every side of every open stone it lists the formations still reachable -
      the most likely colour run, three of a kind, colour and run, and a plain sum
      that is always reachable - each with a rough chance: a needed card in its own
      hand counts ``HAND_P``, an unseen card ``p_me`` (its share of the deck it may
      still draw), and for the opponent an unseen card counts ``p_opp`` (its hand
      plus its share of the deck). Chained from strongest to weakest, these give a
      small distribution of final strengths per side, and from the two sides a
      chance of winning the stone (ties go to the side completed first, or half).
    * A stone's worth is 1 plus ``ADJ_WEIGHT`` for every run of three adjacent
      stones through it that either player can still take (more when that player
      already holds stones of the run); its five-stones share is the 1.
    * A play is scored as the worth-weighted sum of the winning chances of all
      stones after it (the played card leaves the hand, so using a card that helps
      several stones costs something), plus ``CLAIM_BONUS`` if the play makes a side
      that can be claimed at once. Low cards that no stone wants naturally go to
      lost or unimportant stones, because there they change nothing.
    * It claims every stone it may, always draws from the clan deck when it may,
      and ignores tactic cards (it passes rather than play one); when a tactic card
      is the only legal play, or in a tactic card's later steps, it picks a legal
      action at random from the given rng.

Weights and tuning
    ``HAND_P`` = 0.7, ``ME_DECK_SHARE`` = 0.6, ``OPP_DECK_SHARE`` = 0.4,
    ``FILL_MINE`` = 4.5, ``FILL_OPP`` = 5.0, ``ADJ_WEIGHT`` = 0.15, ``CLAIM_BONUS`` =
    0.3. All were first set by hand (with ``HAND_P`` = 0.9 and ``ME_DECK_SHARE`` =
    0.4). Then eight settings, each changing one or two weights, were played over the
    same 100 paired base-game deals (seed 7000) against the frozen easy level
    (``ref-easy``); in the end only ``HAND_P`` and ``ME_DECK_SHARE`` were moved,
    which took the score there from 0.48 to 0.82. The medium level (``ref-medium``) was played once
    on seed 7000, after tuning, as a check (0.42). That tuning set is small and
    noisy (about +-0.1), so 0.82 flatters the bot; no other seed or level was used.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.schotten.actions import CLAN_DECK, Action, Kind
from game.schotten.cards import ALL_CLAN_MASK, Card
from game.schotten.claims import can_claim
from game.schotten.formations import evaluate, strongest
from game.schotten.model import Phase
from game.schotten.view import PlayerView, StoneView

HAND_P = 0.7
ME_DECK_SHARE = 0.6
OPP_DECK_SHARE = 0.4
FILL_MINE = 4.5
FILL_OPP = 5.0
ADJ_WEIGHT = 0.15
CLAIM_BONUS = 0.3

Dist = list[tuple[int, float]]
"""A side's final strength (``rank * 100 + sum``) with its probability."""


def _strength(cards: Sequence[Card], bluff: bool) -> int:
    rank, total = evaluate(cards, bluff)
    return rank * 100 + total


def _best(cands: dict[int, tuple[float, int]], rank: int, p: float, strength: int) -> None:
    old = cands.get(rank)
    if p <= 0.0:
        return
    if old is None or (round(p, 3), strength) > (round(old[0], 3), old[1]):
        cands[rank] = (p, strength)


def _side_dist(
    cards: Sequence[Card], size: int, bluff: bool, avail: Sequence[float], fill: float
) -> Dist:
    """The distribution of the final strength of a side, as explained in the module."""
    if len(cards) >= size:
        return [(_strength(cards, bluff), 1.0)]
    missing = size - len(cards)
    clan = [c for c in cards if c < 54]
    wild = [c for c in cards if c >= 54]
    base_sum = sum(c % 9 + 1 for c in clan) + 7 * len(wild)
    fallback = 100 + round(base_sum + fill * missing)
    if bluff:
        return [(fallback, 1.0)]
    if wild:
        mask = sum(1 << c for c in range(54) if avail[c] > 0.0)
        found = strongest(clan, wild, missing, mask, size, False)
        if found is None:
            return [(fallback, 1.0)]
        rank, total = found.formation
        p = 1.0
        for card in found.added:
            p *= avail[card]
        return _chain({rank: (p, rank * 100 + total)}, fallback)
    cands: dict[int, tuple[float, int]] = {}
    values = [c % 9 + 1 for c in clan]
    colours = {c // 9 for c in clan}
    distinct = len(set(values)) == len(values)
    one_colour = len(colours) <= 1
    # runs and colour runs
    if distinct:
        low, high = (min(values), max(values)) if values else (9, 1)
        for start in range(1, 11 - size):
            end = start + size - 1
            if values and (low < start or high > end):
                continue
            needed = [v for v in range(start, end + 1) if v not in values]
            total = sum(range(start, end + 1))
            p_run = 1.0
            for v in needed:
                miss = 1.0
                for col in range(6):
                    miss *= 1.0 - avail[col * 9 + v - 1]
                p_run *= 1.0 - miss
            _best(cands, 2, p_run, 200 + total)
            if one_colour:
                for col in colours if colours else range(6):
                    p_cr = 1.0
                    for v in needed:
                        p_cr *= avail[col * 9 + v - 1]
                    _best(cands, 5, p_cr, 500 + total)
    # three (four) of a kind
    if len(set(values)) <= 1:
        for v in set(values) if values else range(1, 10):
            pool = sorted((avail[col * 9 + v - 1] for col in range(6)
                           if col * 9 + v - 1 not in clan), reverse=True)
            p_kind = 1.0
            for a in pool[:missing]:
                p_kind *= a
            if len(pool) >= missing:
                _best(cands, 4, p_kind, 400 + v * size)
    # colour
    if one_colour:
        for col in colours if colours else range(6):
            pool2 = sorted(((avail[col * 9 + v - 1], v) for v in range(1, 10)
                            if col * 9 + v - 1 not in clan and avail[col * 9 + v - 1] > 0),
                           reverse=True)
            if len(pool2) < missing:
                continue
            p_col = 1.0
            total = base_sum
            for a, v in pool2[:missing]:
                p_col *= a
                total += v
            _best(cands, 3, p_col, 300 + total)
    return _chain(cands, fallback)


def _chain(cands: dict[int, tuple[float, int]], fallback: int) -> Dist:
    dist: Dist = []
    left = 1.0
    for p, strength in sorted(cands.values(), key=lambda t: -t[1]):
        if strength <= fallback:
            continue
        dist.append((strength, left * p))
        left *= 1.0 - p
    dist.append((fallback, left))
    return dist


def _win_chance(mine: Dist, theirs: Dist, tie: float) -> float:
    total = 0.0
    for s1, p1 in mine:
        for s2, p2 in theirs:
            if s1 > s2:
                total += p1 * p2
            elif s1 == s2:
                total += p1 * p2 * tie
    return total


class ClubRival:
    """The club bot: see the module's description."""

    name: str = "rival-club"

    def choose(self, view: PlayerView, rng: random.Random) -> Action:
        action = self._decide(view, rng)
        if action not in view.legal:
            raise ValueError(f"rival-club chose {action}, which is not legal here")
        return action

    def _decide(self, view: PlayerView, rng: random.Random) -> Action:
        legal = view.legal
        phase = view.phase
        if phase is Phase.CLAIM:
            claims = [a for a in legal if a.kind is Kind.CLAIM]
            return claims[0] if claims else next(a for a in legal if a.kind is Kind.DONE)
        if phase in (Phase.DRAW, Phase.RECRUIT_DRAW):
            for a in legal:
                if a.kind is Kind.DRAW and a.deck == CLAN_DECK:
                    return a
            return legal[0]
        if phase is Phase.PLAY:
            plays = [a for a in legal
                     if a.kind is Kind.PLAY and a.card is not None and a.card < 54
                     and a.stone is not None]
            if plays:
                return self._best_play(view, plays)
            for a in legal:
                if a.kind is Kind.PASS:
                    return a
            return legal[rng.randrange(len(legal))]
        return legal[rng.randrange(len(legal))]

    def _best_play(self, view: PlayerView, plays: list[Action]) -> Action:
        me = view.seat
        them = 1 - me
        hand = [c for c in view.hand if c < 54]
        seen = 0
        for stone in view.stones:
            for side in stone.sides:
                for card in side:
                    if card < 54:
                        seen |= 1 << card
        for card in view.discard:
            if card < 54:
                seen |= 1 << card
        proof_unseen = ALL_CLAN_MASK & ~seen
        hand_mask = sum(1 << c for c in hand)
        unknown = proof_unseen & ~hand_mask
        n_unknown = max(1, unknown.bit_count())
        deck = view.clan_deck_size
        p_me = min(0.9, ME_DECK_SHARE * deck / n_unknown)
        opp_clan = max(0, view.opponent_hand_size - view.opponent_tactic_cards())
        p_opp = min(0.95, (opp_clan + OPP_DECK_SHARE * deck) / n_unknown)
        avail_opp = [p_opp if unknown >> c & 1 else 0.0 for c in range(54)]

        def avail_me(without: Card | None) -> list[float]:
            out = [p_me if unknown >> c & 1 else 0.0 for c in range(54)]
            for c in hand:
                if c != without:
                    out[c] = HAND_P
            return out

        worth = self._worth(view.stones, me)
        open_stones = [s for s in view.stones if s.owner is None]
        opp_dist = {
            s.stone: _side_dist(s.sides[them], s.capacity, s.bluff >= 0, avail_opp, FILL_OPP)
            for s in open_stones
        }

        def chance(stone: StoneView, cards: Sequence[Card], avail: Sequence[float]) -> float:
            size = stone.capacity
            bluff = stone.bluff >= 0
            theirs = stone.sides[them]
            mine_d = _side_dist(cards, size, bluff, avail, FILL_MINE)
            if len(cards) >= size and len(theirs) >= size:
                mine_at, theirs_at = stone.completed[me], stone.completed[them]
                tie = 0.0
                if len(stone.sides[me]) >= size and mine_at is not None \
                        and theirs_at is not None and mine_at < theirs_at:
                    tie = 1.0
            elif len(cards) >= size:
                tie = 1.0
            elif len(theirs) >= size:
                tie = 0.0
            else:
                tie = 0.5
            return _win_chance(mine_d, opp_dist[stone.stone], tie)

        cache: dict[Card, dict[int, float]] = {}
        best: Action | None = None
        best_key: tuple[float, int, int] | None = None
        for action in plays:
            if action.card is None or action.stone is None:
                continue
            card, index = action.card, action.stone
            if card not in cache:
                av = avail_me(card)
                cache[card] = {s.stone: chance(s, s.sides[me], av) for s in open_stones}
            rest = cache[card]
            stone = view.stones[index]
            new_side = (*stone.sides[me], card)
            p_new = chance(stone, new_side, avail_me(card))
            if len(new_side) >= stone.capacity and can_claim(
                new_side, stone.sides[them], stone.capacity, stone.bluff >= 0,
                view.event + 1, stone.completed[them], proof_unseen & ~(1 << card),
            ):
                p_new = 1.0 + CLAIM_BONUS
            score = sum(worth[at] * p for at, p in rest.items() if at != index)
            score += worth[index] * p_new
            key = (round(score, 9), -(card % 9), -index)
            if best_key is None or key > best_key:
                best, best_key = action, key
        assert best is not None
        return best

    @staticmethod
    def _worth(stones: Sequence[StoneView], me: int) -> list[float]:
        worth = [1.0] * 9
        for start in range(7):
            run = stones[start:start + 3]
            owners = [s.owner for s in run]
            for seat in (me, 1 - me):
                if (1 - seat) in owners:
                    continue
                held = sum(1 for o in owners if o == seat)
                for stone in run:
                    if stone.owner is None:
                        worth[stone.stone] += ADJ_WEIGHT * (1 + held)
        return worth
