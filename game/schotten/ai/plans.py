"""What a side of a stone can still become, for the hint's reasons: the plan of a side (the
hand cards it uses, the unseen cards that complete it, what it beats), the opponent's side
as a rival, and what a ruse's move does to the sides it touches. Read from one seat's view
only ("unseen": neither on the table, nor discarded, nor in the hand); ``suggest`` words
its reasons from these."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from game.schotten.ai.evaluation import JudgedBoard
from game.schotten.cards import (
    ALL_CLAN_MASK,
    COMBAT_MODES,
    MUD,
    STRATEGIST,
    Card,
    card_text,
)
from game.schotten.formations import (
    COLOUR,
    COLOUR_RUN,
    KIND,
    RUN,
    SUM,
    Formation,
    evaluate,
    evaluate_detailed,
    strongest,
)
from game.schotten.view import PlayerView

FORMATION = {COLOUR_RUN: "colour_run", KIND: "three_of_a_kind", COLOUR: "colour", RUN: "run"}
FORMATION_TEXT = {"colour_run": "a colour run", "three_of_a_kind": "three of a kind",
                   "colour": "a colour", "run": "a run", "sum": "a sum"}
RANKS = {name: rank for rank, name in FORMATION.items()} | {"sum": 1, "none": 0}
LOST = 0.12
"""A stone whose chance is at most this is as good as lost."""


def unseen_mask(view: PlayerView) -> int:
    """The clan cards ``view``'s seat has not seen: neither on the table, nor discarded,
    nor in its hand (the opponent's hand and the decks, as one set)."""
    seen = 0
    for stone in view.stones:
        for cards in stone.sides:
            seen |= sum(1 << c for c in cards if c < 54)
    seen |= sum(1 << c for c in (*view.discard, *view.hand) if c < 54)
    return ALL_CLAN_MASK & ~seen


def _cards(mask: int) -> list[Card]:
    found: list[Card] = []
    while mask:
        low = mask & -mask
        found.append(low.bit_length() - 1)
        mask ^= low
    return found


@dataclass(frozen=True)
class Rival:
    """The opponent's side at a stone, from the player's view: its cards, and its formation
    when ``complete``, else the strongest it can still become with unseen cards
    (``(0, 0)`` when it can no longer be completed)."""

    cards: tuple[Card, ...]
    best: Formation
    complete: bool


def rival(view: PlayerView, stone: int) -> Rival | None:
    """The opponent's side at ``stone`` (0-8), or ``None`` while it is empty."""
    stone_view = view.stones[stone]
    theirs = stone_view.sides[1 - view.seat]
    if not theirs:
        return None
    capacity = stone_view.capacity
    bluff = stone_view.bluff >= 0
    if len(theirs) >= capacity:
        return Rival(theirs, evaluate(theirs, bluff), True)
    found = strongest([c for c in theirs if c < 54], [c for c in theirs if c >= 54],
                      capacity - len(theirs), unseen_mask(view), capacity, bluff)
    return Rival(theirs, (0, 0) if found is None else found.formation, False)


@dataclass(frozen=True)
class Plan:
    """How a side that is not complete can still become a formation, from what its owner
    knows (``side_plan``).

    ``rank``: the formation; ``held``: the hand cards it uses; ``more``: how many unseen
    cards it still needs; ``fills``: the unseen cards any one of which completes it when
    ``more`` is 1, the very cards it needs when more are needed and no others fit (else
    empty); ``fit``: how many unseen cards can take part in it; ``made``: the
    finished side when the hand completes it (``more`` 0), elite troops as the clan card
    they stand for; ``stand_ins``: the clan card each elite troop of the side stands for,
    when it is the same however the plan ends (else empty); ``floor``: the weakest
    formation the plan can end with; ``beats``: whether ``floor`` beats the opponent's
    side there.
    """

    rank: int
    held: tuple[Card, ...]
    more: int
    fills: tuple[Card, ...]
    fit: int
    made: tuple[Card, ...]
    stand_ins: tuple[Card, ...]
    floor: Formation
    beats: bool


def side_plan(side: Sequence[Card], capacity: int, bluff: bool, hand: Sequence[Card],
              unseen: int, against: Rival | None = None) -> Plan | None:
    """The plan that best says what an incomplete ``side`` is building: completed from the
    ``hand`` (clan cards only count) alone, or from the hand and one ``unseen`` card, or,
    when the hand cannot help, the strongest formation still possible from unseen cards.

    Preferred, in order: a plan that beats the opponent's side there (``against``) however
    it ends, a formation above a plain sum, fewer unseen cards needed, the stronger
    formation, more unseen cards that complete it, the higher sum. ``None`` for a complete
    side, or one that can no longer be completed."""
    missing = capacity - len(side)
    if missing <= 0:
        return None
    clan = [c for c in side if c < 54]
    wild = [c for c in side if c >= 54]
    held_cards = sorted(c for c in hand if c < 54)
    options: list[tuple[tuple[bool, bool, int, int, int, Formation], Plan]] = []

    def beats(floor: Formation) -> bool:
        return against is not None and floor > against.best

    def add(rank: int, held: tuple[Card, ...], more: int, fills: tuple[Card, ...], fit: int,
            made: tuple[Card, ...], stand_ins: tuple[Card, ...], floor: Formation) -> None:
        plan = Plan(rank, held, more, fills, fit, made, stand_ins, floor, beats(floor))
        options.append(((plan.beats, rank > SUM, -more, rank, len(fills), floor), plan))

    for more in (0, 1):
        size = missing - more
        if size < 0 or size > len(held_cards):
            continue
        for held in combinations(held_cards, size):
            base = [*side, *held]
            if more == 0:
                done = evaluate_detailed(base, bluff)
                made = (*clan, *held, *done.wild)
                add(done.formation[0], held, 0, (), 0, made, done.wild, done.formation)
                continue
            ranks: dict[int, list[tuple[Formation, Card, tuple[Card, ...]]]] = {}
            for extra in _cards(unseen):
                if wild:
                    done = evaluate_detailed([*base, extra], bluff)
                    formation, stand_ins = done.formation, done.wild
                else:
                    formation, stand_ins = evaluate([*base, extra], bluff), ()
                ranks.setdefault(formation[0], []).append((formation, extra, stand_ins))
            for rank, found in ranks.items():
                fills = tuple(sorted(extra for _, extra, _ in found))
                stand_ins = _common_stand_ins(rank, [wild_for for _, _, wild_for in found])
                add(rank, held, 1, fills, len(fills), (), stand_ins, min(f for f, _, _ in found))
    if missing >= 2:
        found_open = strongest(clan, wild, missing, unseen, capacity, bluff)
        if found_open is not None:
            rank = found_open.formation[0]
            ways = {extra: strongest([*clan, extra], wild, missing - 1, unseen & ~(1 << extra),
                                     capacity, bluff, beat=(rank, -1))
                    for extra in _cards(unseen)}
            fitting = tuple(extra for extra, way in ways.items() if way is not None)
            stand_ins = _common_stand_ins(rank, [way.wild for way in ways.values()
                                                 if way is not None])
            # When exactly the cards it needs fit, they are named.
            add(rank, (), missing, fitting if len(fitting) == missing else (), len(fitting),
                (), stand_ins, (rank, 0))
    if not options:
        return None
    return max(options, key=lambda option: option[0])[1]


def _common_stand_ins(rank: int, ways: list[tuple[Card, ...]]) -> tuple[Card, ...]:
    """The stand-ins of the elite troops when every way of completing a plan gives them
    alike (the same card in a colour or a colour run, else the same value), else none."""
    if not ways or not ways[0]:
        return ()

    def same(card: Card) -> Card:
        return card if rank in (COLOUR, COLOUR_RUN) else card % 9
    first = tuple(same(card) for card in ways[0])
    if all(tuple(same(card) for card in way) == first for way in ways):
        return ways[0]
    return ()


def rank_name(rank: int, bluff: bool = False) -> str:
    return "sum" if bluff else FORMATION.get(rank, "sum")


def plan_fields(plan: Plan, against: Rival | None, bluff: bool) -> dict[str, str | int]:
    """A plan as a suggestion's fields (see ``build`` in the module's notes)."""
    fields: dict[str, str | int] = {
        "formation": rank_name(plan.rank, bluff),
        "held": ",".join(card_text(c) for c in plan.held),
        "more": plan.more,
        "fills": ",".join(card_text(c) for c in plan.fills),
        "fit": plan.fit,
        "made": ",".join(card_text(c) for c in plan.made),
    }
    fields |= against_fields(plan.beats, against, bluff)
    return fields


def against_fields(beats: bool, against: Rival | None, bluff: bool) -> dict[str, str | int]:
    if not beats or against is None:
        return {"against": "", "their": "", "their_formation": ""}
    if against.complete:
        return {"against": "beats", "their": ",".join(card_text(c) for c in against.cards),
                "their_formation": rank_name(against.best[0], bluff)}
    return {"against": "holds", "their": ",".join(card_text(c) for c in against.cards),
            "their_formation": ""}


def threat_fields(against: Rival | None, bluff: bool) -> dict[str, str | int]:
    """What the opponent's side at a stone that leans their way is or can still become
    (``defend`` in ``suggest``'s notes): the reason the stone leans."""
    if against is None or against.best == (0, 0):
        return {"threat": "", "their": "", "their_formation": ""}
    return {"threat": "made" if against.complete else "can",
            "their": ",".join(card_text(c) for c in against.cards),
            "their_formation": rank_name(against.best[0], bluff)}


def threat_clause(fields: dict[str, str | int]) -> str:
    """``threat_fields`` in English, as a bracket after a reason: " (their R7 can still
    make a colour run)", or nothing."""
    threat = fields.get("threat")
    if threat not in ("made", "can"):
        return ""
    verb = "make" if threat == "made" else "can still make"
    return (f" (their {listed(str(fields['their']), 'and')} {verb} "
            f"{FORMATION_TEXT[str(fields['their_formation'])]})")


def listed(notations: str, last: str = "and") -> str:
    names = [name for name in notations.split(",") if name]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


def plan_text(lead: str, fields: dict[str, str | int], elite: str = "") -> str:
    """A plan's reason in English (``lead``: "R8 on stone 4"; ``elite``: the card an elite
    troop stands for)."""
    form = FORMATION_TEXT[str(fields["formation"])]
    held = listed(str(fields["held"]))
    more = int(fields["more"])
    fills = str(fields["fills"]).split(",") if fields["fills"] else []
    made = listed(str(fields["made"]))
    if more == 0:
        text = (f"{lead}: as {elite}, with your {held}, it makes {form} ({made})" if elite
                else f"{lead}: with your {held} it makes {form} ({made})")
    elif more == 1:
        with_held = f" with your {held}" if held else ""
        if len(fills) == 1:
            rest = f"only {fills[0]} completes it, still unseen"
        elif len(fills) == 2:
            rest = f"{fills[0]} or {fills[1]} completes it, both still unseen"
        else:
            rest = f"any of {fields['fit']} unseen cards completes it"
        builds = f": it can stand for {elite} in {form}" if elite else f" builds towards {form}"
        text = f"{lead}{builds}{with_held}: {rest}"
    else:
        opens = f": it can stand for {elite} in {form}" if elite else f" keeps {form} open"
        needs = (f"it still needs {listed(str(fields['fills']))}, none of them seen yet"
                 if fills else f"it needs {more} more cards, and {fields['fit']} unseen cards "
                               f"fit it")
        text = f"{lead}{opens}: {needs}"
    return text + against_text(fields)


def against_text(fields: dict[str, str | int]) -> str:
    if fields.get("against") == "beats":
        return (f"; that beats their {FORMATION_TEXT[str(fields['their_formation'])]} "
                f"({listed(str(fields['their']))})")
    if fields.get("against") == "holds":
        return f"; their {listed(str(fields['their']))} there can no longer beat that"
    return ""


def _best_rank(side: Sequence[Card], capacity: int, bluff: bool, pool: int) -> int:
    """The strongest formation ``side`` is or can still become with cards of ``pool``
    (0: it can no longer be completed)."""
    if len(side) >= capacity:
        return evaluate(side, bluff)[0]
    found = strongest([c for c in side if c < 54], [c for c in side if c >= 54],
                      capacity - len(side), pool, capacity, bluff)
    return 0 if found is None else found.formation[0]


def ruse_effect(view: PlayerView, card: int, target: int, origin: int,
                to: int | None) -> dict[str, str | int]:
    """What a ruse's move does (``origin`` and ``to`` 0-8, ``to`` ``None`` for the discard
    pile): the ``loss`` of the side the card leaves, and the ``gain`` of the side it goes
    to (see ``play_tactic`` in the module's notes)."""
    fields: dict[str, str | int] = {}
    if target in COMBAT_MODES:
        return {"loss": "mud" if target == MUD else "bluff"}
    me = view.seat
    seat = me if card == STRATEGIST else 1 - me
    stone_view = view.stones[origin]
    capacity = stone_view.capacity
    bluff = stone_view.bluff >= 0
    side = stone_view.sides[seat]
    pool = unseen_mask(view)
    if seat == me:
        pool |= sum(1 << c for c in view.hand if c < 54)
    before = _best_rank(side, capacity, bluff, pool)
    without = list(side)
    if target in without:
        without.remove(target)
    after = _best_rank(without, capacity, bluff, pool)

    def name(rank: int) -> str:
        return "none" if rank == 0 else rank_name(rank, bluff)

    if seat != me:
        if len(side) >= capacity:
            fields |= {"loss": "completed", "before": name(before), "after": name(after)}
        elif before and after < before:
            fields |= {"loss": "built", "before": name(before), "after": name(after)}
        elif before:
            fields["loss"] = "slower"
    elif to is None:
        # "Room for another card" only of a full side: under Mud a side of three had room
        # already, and a tester read the reason as wrong.
        if after > before:
            fields["loss"] = "reopens"
        elif len(side) >= capacity:
            fields["loss"] = "room"
        elif before and after == before:
            fields["loss"] = "spare"
        fields |= {"before": name(before), "after": name(after)}
    elif JudgedBoard.from_view(view).stone_chance(origin) <= LOST:
        fields["loss"] = "rescue"
    if to is not None:
        destination = view.stones[to]
        gained = (*destination.sides[me], target)
        mode = destination.bluff >= 0
        mine = pool | sum(1 << c for c in view.hand if c < 54)
        fields |= {"gain": "completes" if len(gained) >= destination.capacity else "builds",
                   "gain_formation": name(_best_rank(gained, destination.capacity, mode, mine))}
        if fields["gain_formation"] == "none" or (
                fields["gain"] == "builds" and fields["gain_formation"] == "sum"):
            # Building towards a mere sum, or towards nothing, is no reason.
            del fields["gain"], fields["gain_formation"]
    return fields


def effect_text(effect: dict[str, str | int], to: int) -> str:
    """A ruse's effect in English."""
    def form(key: str) -> str:
        value = str(effect.get(key, "none"))
        return "nothing" if value == "none" else FORMATION_TEXT[value]

    loss = effect.get("loss")
    if loss == "completed":
        after = effect.get("after")
        loss = ("completed.none" if after == "none" else "completed.again"
                if RANKS[str(after)] >= RANKS[str(effect.get("before"))] else "completed")
    elif loss == "built" and effect.get("after") == "none":
        loss = "built.none"
    text = {
        "completed": f"; it completed their {form('before')} there, and without it they "
                     f"can make at best {form('after')}",
        "completed.none": f"; it completed their {form('before')} there, and without it "
                          f"they can no longer complete that side",
        "completed.again": f"; it completed their {form('before')} there, and without it "
                           f"they need another card",
        "built.none": f"; with it they could still make {form('before')} there, without it "
                      f"they can no longer complete that side",
        "room": "; your side there has room for another card again",
        "spare": f"; your side there can still make {form('after')} without it",
        "rescue": "; that stone is as good as lost for you, so the card does more elsewhere",
        "built": f"; with it they could still make {form('before')} there, without it at "
                 f"best {form('after')}",
        "slower": "; without it their side there is a card further from complete",
        "reopens": f"; your side there could make at best {form('before')}, without it "
                   f"{form('after')} again",
        "mud": "; without it both sides there need three cards again",
        "bluff": "; without it formations count there again, not just sums",
    }.get(str(loss), "") if loss else ""
    if "gain" in effect:
        verb = "completes" if effect["gain"] == "completes" else "builds towards"
        text += f"; at stone {to} it {verb} {form('gain_formation')} for you"
    return text
