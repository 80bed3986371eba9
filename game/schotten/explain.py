"""Why each stone went where it did, told with the engine's own judgement.

For every stone of a round this names both sides' formations (``Named``: a code and its
fields, so that a client can put it into words in any language) and the reason the stone
was won (``StoneReport.reason``): a better formation, the same formation with a higher sum,
an equal formation completed first, or a claim proved against the unseen cards. For a
refused claim, ``threats`` lists every unseen clan card, and every tactic card still to
come, that could beat the side, grouped the way a player says it ("any 2 or 5, or the
Shield-Bearer"). Everything here is computed from what both players see on the table
(and, for a report meant for one seat, that seat's own hand), so it never tells which of
the unseen cards the other player actually holds.

>>> from game.schotten.cards import parse_card as c
>>> name_side([c("R6"), c("R8"), c("R7")], 3, False)
Named(code='colour_run', colour=0, value=0, values=(6, 7, 8), total=21, size=3, count=3)
>>> name_side([c("Y7"), c("G7"), c("B7")], 3, False).code
'kind'
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Final

from game.schotten.cards import (
    ALL_CLAN_MASK,
    BLUFF,
    COLOUR_MASK,
    ELITE_TROOPS,
    JOKERS,
    VALUE_MASK,
    Card,
)
from game.schotten.claims import counterexample
from game.schotten.formations import (
    COLOUR,
    COLOUR_RUN,
    KIND,
    RUN,
    SUM,
    evaluate,
    evaluate_detailed,
)
from game.schotten.state import GameState, new_game

if TYPE_CHECKING:
    from game.schotten.view import PlayerView, StoneView

RANK_CODES: Final = {COLOUR_RUN: "colour_run", KIND: "kind", COLOUR: "colour", RUN: "run",
                     SUM: "sum"}
"""The code of each formation rank (``formations``)."""

REASONS: Final = ("formation", "sum", "first", "proof", "open")
"""Why a stone is where it is: a better formation, the same formation with a higher sum,
an equal formation completed first, a claim proved against the unseen cards, not claimed."""

ELITE_ORDER: Final = (54, 56, 57)
"""The elite troops named as threats: a Joker (either one), the Spy, the Shield-Bearer."""


@dataclass(frozen=True)
class Named:
    """One side as a player names it.

    ``code`` is a formation (``colour_run``, ``kind``, ``colour``, ``run``, ``sum``) or
    ``incomplete`` (``count`` of ``size`` cards placed) or ``empty``. ``colour`` (0–5) is
    meaningful for ``colour_run`` and ``colour``, ``value`` for ``kind``, ``values`` (in
    order) for the runs, ``total`` is the sum of values; elite troops count as the clan
    card the engine lets them stand for.
    """

    code: str
    colour: int = 0
    value: int = 0
    values: tuple[int, ...] = ()
    total: int = 0
    size: int = 3
    count: int = 0


@dataclass(frozen=True)
class Group:
    """Cards that could beat a side, as one phrase: ``kind`` is ``any`` (every unseen
    card), ``values`` (any card of those values), ``colour`` (any card of ``colour``),
    ``range`` (``colour`` from ``low`` to ``high``, one card when they are equal) or
    ``tactic`` (the tactic ``cards``). ``needs``: the cards that every beating completion
    with a card of the group holds (a card of the group may be one), when a card of the
    group cannot do it on its own: "any green card" that beats a colour only in a green
    colour with Green 9."""

    kind: str
    values: tuple[int, ...] = ()
    colour: int = 0
    low: int = 0
    high: int = 0
    cards: tuple[Card, ...] = ()
    needs: tuple[Card, ...] = ()


@dataclass(frozen=True)
class StoneReport:
    """One stone: who holds it (``owner``, a seat or ``None``), both sides named (by seat),
    why the owner won it (a code of ``REASONS``), and for a proof, the tactic cards that
    could still have beaten the side had it not been claimed (``threats``)."""

    stone: int
    owner: int | None
    sides: tuple[Named, Named]
    reason: str
    bluff: bool = False
    mud: bool = False
    threats: tuple[Group, ...] = ()


def name_side(cards: Sequence[Card], capacity: int, bluff: bool) -> Named:
    """Name a side: its formation when complete, else how many cards it holds."""
    if not cards:
        return Named("empty", size=capacity)
    if len(cards) < capacity:
        return Named("incomplete", size=capacity, count=len(cards))
    completion = evaluate_detailed(cards, bluff)
    rank, total = completion.formation
    clan = [card for card in cards if card < 54]
    stood_for = [*clan, *completion.wild]
    values = tuple(sorted(card % 9 + 1 for card in stood_for))
    colour = stood_for[0] // 9
    code = RANK_CODES[rank]
    return Named(code, colour=colour if code in ("colour_run", "colour") else 0,
                 value=values[0] if code == "kind" else 0,
                 values=values if code in ("colour_run", "run") else (),
                 total=total, size=capacity, count=len(cards))


def win_reason(winner: Sequence[Card], loser: Sequence[Card], capacity: int, bluff: bool,
               winner_first: bool) -> str:
    """Why ``winner``'s complete side takes the stone from ``loser`` (a code of ``REASONS``)."""
    if len(loser) < capacity:
        return "proof"
    mine, theirs = evaluate(winner, bluff), evaluate(loser, bluff)
    if mine[0] != theirs[0]:
        return "formation"
    if mine[1] != theirs[1]:
        return "sum"
    return "first" if winner_first else "formation"


def beating_cards(mine: Sequence[Card], theirs: Sequence[Card], capacity: int, bluff: bool,
                  unseen: int) -> list[Card]:
    """Every unseen clan card that takes part in some completion of ``theirs`` beating
    ``mine`` (which was completed first, so a tie does not beat it)."""
    if len(mine) < capacity or len(theirs) >= capacity:
        return []
    found: list[Card] = []
    target = evaluate(mine, bluff)
    for card in range(54):
        if not unseen >> card & 1:
            continue
        side = [*theirs, card]
        if len(side) == capacity:
            if evaluate(side, bluff) > target:
                found.append(card)
        elif counterexample(mine, side, capacity, bluff, unseen & ~(1 << card)) is not None:
            found.append(card)
    return found


def beating_tactics(mine: Sequence[Card], theirs: Sequence[Card], capacity: int, bluff: bool,
                    unseen: int, available: Collection[Card]) -> list[Card]:
    """The tactic cards of ``available`` that could let ``theirs`` beat ``mine``: an elite
    troop added to the side, or Blind-Man's Bluff turning the stone into a contest of sums."""
    if len(mine) < capacity or len(theirs) >= capacity:
        return []
    found: list[Card] = []
    named_joker = False
    for card in sorted(available):
        if card in ELITE_TROOPS:
            if card in JOKERS and named_joker:
                continue
            side = [*theirs, card]
            beats = (evaluate(side, bluff) > evaluate(mine, bluff) if len(side) == capacity
                     else counterexample(mine, side, capacity, bluff, unseen) is not None)
            if beats:
                found.append(card)
                named_joker = named_joker or card in JOKERS
        elif card == BLUFF and not bluff and (
                counterexample(mine, theirs, capacity, True, unseen) is not None):
            found.append(card)
    return found


def group_cards(cards: Collection[Card], unseen: int,
                tactics: Sequence[Card] = ()) -> tuple[Group, ...]:
    """Put cards into phrases: every unseen card of a value ("any 2 or 5"), of a colour
    ("any red card"), a run of one colour ("red from 4 to 6"), then the tactic cards.

    >>> from game.schotten.cards import parse_card as c
    >>> unseen = sum(1 << card for card in range(54))
    >>> [g.kind for g in group_cards({c("R2"), c("O2"), c("Y2"), c("G2"), c("B2"), c("P2"),
    ...                               c("B4"), c("B5")}, unseen)]
    ['values', 'range']
    """
    chosen = set(cards)
    every = _cards_of(unseen)
    if len(every) > 1 and all(card in chosen for card in every):
        return (Group("any"), *((Group("tactic", cards=tuple(tactics)),) if tactics else ()))
    values = tuple(value for value in range(1, 10)
                   if (same := unseen & VALUE_MASK[value]).bit_count() > 1
                   and all(card in chosen for card in _cards_of(same)))
    covered = {card for value in values for card in _cards_of(unseen & VALUE_MASK[value])}
    groups: list[Group] = [Group("values", values=values)] if values else []
    for colour in range(6):
        pool = [card for card in _cards_of(unseen & COLOUR_MASK[colour]) if card not in covered]
        if not pool or not any(card in chosen for card in pool):
            continue
        if len(pool) > 2 and all(card in chosen for card in pool):
            groups.append(Group("colour", colour=colour))
            continue
        run: list[Card] = []
        for card in [*pool, -1]:
            # A run is of consecutive values: a seen card in between splits it ("green 5"
            # and "green 8", not "green from 5 to 8" when the 6 and 7 are on the table).
            if card in chosen and (not run or card == run[-1] + 1):
                run.append(card)
                continue
            if run:
                groups.append(Group("range", colour=colour, low=run[0] % 9 + 1,
                                    high=run[-1] % 9 + 1))
            run = [card] if card in chosen else []
    if tactics:
        groups.append(Group("tactic", cards=tuple(tactics)))
    return tuple(groups)


def members(group: Group, cards: Collection[Card]) -> list[Card]:
    """The cards of ``cards`` that ``group`` (made by ``group_cards`` from them) stands for."""
    if group.kind == "tactic":
        return []
    if group.kind == "any":
        return sorted(cards)
    if group.kind == "values":
        return sorted(card for card in cards if card % 9 + 1 in group.values)
    if group.kind == "range":
        return sorted(card for card in cards if card // 9 == group.colour
                      and group.low <= card % 9 + 1 <= group.high)
    return sorted(card for card in cards if card // 9 == group.colour)


def needed_with(mine: Sequence[Card], theirs: Sequence[Card], capacity: int, bluff: bool,
                unseen: int, group: Sequence[Card]) -> tuple[Card, ...]:
    """The unseen cards that every completion of ``theirs`` beating ``mine`` with a card of
    ``group`` holds (that card counts: Green 9 is needed with Green 9 too). Empty when one
    card completes the side (each card of the group then beats on its own) or when the
    group is one card needing nothing else."""
    if len(theirs) + 1 >= capacity or not group:
        return ()
    common: set[Card] | None = None
    for card in group:
        rest = unseen & ~(1 << card)
        side = [*theirs, card]
        others = _cards_of(rest) if common is None else [c for c in common if c != card]
        need = {card} | {other for other in others
                         if counterexample(mine, side, capacity, bluff,
                                           rest & ~(1 << other)) is None}
        common = need if common is None else common & need
        if not common:
            return ()
    assert common is not None
    if len(group) == 1 and common == set(group):
        return ()
    return tuple(sorted(common))


def threats_in_view(view: PlayerView, stone: int) -> tuple[Group, ...]:
    """Every way the opponent of ``view``'s seat could still beat its side of ``stone``:
    unseen clan cards (which may lie in any hand or deck, this seat's own hand included,
    as the proof counts them) and the tactic cards nobody has played yet and that this
    seat does not hold. Empty when the side is incomplete or the other side full."""
    seat = view.seat
    where = view.stones[stone]
    mine, theirs = where.sides[seat], where.sides[1 - seat]
    capacity, bluff = where.capacity, where.bluff >= 0
    unseen = view_unseen(view)
    clan = beating_cards(mine, theirs, capacity, bluff, unseen)
    tactics: list[Card] = []
    if view.config.tactics:
        gone = view.visible_cards()
        available = [card for card in (*ELITE_ORDER, 55, BLUFF) if card not in gone]
        if view.joker_played[1 - seat]:
            available = [card for card in available if card not in JOKERS]
        tactics = beating_tactics(mine, theirs, capacity, bluff, unseen, available)
    groups = group_cards(clan, unseen, tactics)
    # A value group takes its cards from the colour groups after it.
    valued = {card for group in groups if group.kind == "values"
              for card in members(group, clan)}
    return tuple(
        replace(group, needs=needed_with(
            mine, theirs, capacity, bluff, unseen,
            members(group, clan if group.kind == "values"
                    else [card for card in clan if card not in valued])))
        if group.kind != "tactic" else group
        for group in groups)


def threats_in_hand(view: PlayerView, stone: int) -> tuple[Card, ...]:
    """The clan cards in ``view``'s own hand that could still beat its side of ``stone``:
    the proof counts them as the opponent's to draw (only the table is evidence), which a
    refusal has to say, or it reads as a mistake."""
    where = view.stones[stone]
    mine, theirs = where.sides[view.seat], where.sides[1 - view.seat]
    clan = beating_cards(mine, theirs, where.capacity, where.bluff >= 0, view_unseen(view))
    return tuple(card for card in sorted(view.hand) if card in clan)


def view_unseen(view: PlayerView) -> int:
    """The clan cards neither on a side nor discarded, as the engine's bit mask."""
    seen = 0
    for where in view.stones:
        for side in where.sides:
            for card in side:
                if card < 54:
                    seen |= 1 << card
    for card in view.discard:
        if card < 54:
            seen |= 1 << card
    return ALL_CLAN_MASK & ~seen


def explain_stone(state: GameState, stone: int, viewer: int | None = None) -> StoneReport:
    """One stone as the round stands now; a claimed stone's reason as of now (its sides
    cannot change once claimed).

    ``viewer``: the seat the report is for, if one: a tactic card in its own hand could
    not have come to its opponent's side, so a proof of the viewer's own stone does not
    name it (the proof of the opponent's stone names what the viewer could have played,
    and never looks at the opponent's hand)."""
    sides = state.sides[stone]
    capacity, bluff = state.capacity(stone), state.bluff[stone] >= 0
    named = (name_side(sides[0], capacity, bluff), name_side(sides[1], capacity, bluff))
    owner = state.owner[stone]
    mud = state.mud[stone] >= 0
    if owner is None:
        return StoneReport(stone, None, named, "open", bluff, mud)
    done = state.completed[stone]
    mine_at, theirs_at = done[owner], done[1 - owner]
    first = mine_at is not None and (theirs_at is None or mine_at < theirs_at)
    reason = win_reason(sides[owner], sides[1 - owner], capacity, bluff, first)
    threats: tuple[Group, ...] = ()
    if reason == "proof" and state.config.tactics:
        gone = set(state.discard) | {card for pair in state.sides for side in pair
                                     for card in side}
        gone |= {BLUFF for s in range(9) if state.bluff[s] >= 0}
        available = [card for card in (*ELITE_ORDER, 55, BLUFF) if card not in gone]
        if state.joker_played[1 - owner]:
            available = [card for card in available if card not in JOKERS]
        if viewer == owner:
            # What the viewer holds cannot come against it (the second Joker in its hand,
            # the first on the table: no Joker was still to come).
            available = [card for card in available if card not in state.hands[owner]]
        tactics = beating_tactics(sides[owner], sides[1 - owner], capacity, bluff,
                                  state.unseen, available)
        if tactics:
            threats = (Group("tactic", cards=tuple(tactics)),)
    return StoneReport(stone, owner, named, reason, bluff, mud, threats)


def seen_report(seen: StoneView) -> StoneReport:
    """One stone as everyone sees it (a claimed stone's plaque): who holds it, both sides
    named and why the owner won it, from the public sides and the order they completed
    in. No threats: the tactic cards left out of a proof are the summary's to name."""
    capacity, bluff = seen.capacity, seen.bluff >= 0
    sides = seen.sides
    named = (name_side(sides[0], capacity, bluff), name_side(sides[1], capacity, bluff))
    owner = seen.owner
    if owner is None:
        return StoneReport(seen.stone, None, named, "open", bluff, seen.mud >= 0)
    mine_at, theirs_at = seen.completed[owner], seen.completed[1 - owner]
    first = mine_at is not None and (theirs_at is None or mine_at < theirs_at)
    reason = win_reason(sides[owner], sides[1 - owner], capacity, bluff, first)
    return StoneReport(seen.stone, owner, named, reason, bluff, seen.mud >= 0)


def explain_round(state: GameState, viewer: int | None = None) -> tuple[StoneReport, ...]:
    """All nine stones, for ``viewer`` (``explain_stone``). A stone claimed by proof is
    judged as it stood when it was claimed: the round is replayed from its seed to that
    moment, when it can be."""
    reports = [explain_stone(state, stone, viewer) for stone in range(9)]
    if any(report.reason == "proof" for report in reports):
        for stone, report in _at_claims(state, viewer).items():
            if reports[stone].reason == "proof" and report.reason == "proof":
                reports[stone] = report
    return tuple(reports)


def _at_claims(state: GameState, viewer: int | None) -> dict[int, StoneReport]:
    """Each stone's report taken the moment it was claimed (replaying the round)."""
    if state.seed is None:
        return {}
    replayed = new_game(state.config, state.seed, state.first)
    found: dict[int, StoneReport] = {}
    for _seat, action in state.log:
        if replayed.outcome is not None or action not in replayed.legal_actions():
            return {}
        seen = len(replayed.events)
        replayed.apply(action)
        for event in replayed.events[seen:]:
            if event.kind == "claim":
                found[event.stone] = explain_stone(replayed, event.stone, viewer)
    if replayed.sides != state.sides or replayed.owner != state.owner:
        return {}  # the round does not follow from its seed and actions
    return found


def _cards_of(mask: int) -> list[Card]:
    cards = []
    while mask:
        low = mask & -mask
        cards.append(low.bit_length() - 1)
        mask ^= low
    return cards
