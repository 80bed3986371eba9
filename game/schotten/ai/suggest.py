"""A suggested action with a reason a person can read, for the client's hint button.

    from game.schotten.ai.suggest import suggest
    hint = suggest(view, random.Random(7))
    hint.action          # one of view.legal
    hint.code, hint.fields   # translate these: e.g. "prove_claim", {"stone": 4, ...}
    hint.text            # the English sentence, for logs and tools

The action is the choice of a computer player: by default the one-ply judgement the hard
level searches from (``MediumPlayer()``, the full blend of the two estimates: a few
milliseconds, and a little stronger than the medium level the game offers), or any level
by name (``level="hard"`` searches, up to a second or so). The reason is read from the position
evaluation (``evaluation.JudgedBoard``) of the view before and after the action. It
reads only the view: the same view and generator state give the same suggestion.

Reason codes and their fields (stones are numbered 1-9, cards in CONTRACT §1
notation, ``formation`` one of ``colour_run``, ``three_of_a_kind``, ``colour``,
``run``, ``sum``):

- ``claim`` {stone}: the stone is proven; claim it.
- ``finish_claims`` {}: nothing (more) to claim.
- ``prove_claim`` {card, stone, formation, needs}: the card completes a side that
  wins the stone unless the opponent gets the cards in ``needs`` (one way to beat it,
  comma-separated; empty when no card the opponent can still get beats it).
- ``complete_formation`` {card, stone, formation}: the card completes a side.
- ``defend`` {card, stone}: the stone leans to the opponent; the card fights for it.
- ``dump_on_lost_stone`` {card, stone}: the stone is as good as lost; the card is the
  one the hand misses least.
- ``build`` {card, stone, formation, held, more, fills, fit, made, against, their,
  their_formation}: the card builds towards ``formation``, by the plan of that side
  (``side_plan``): ``held`` the hand cards it uses (comma-separated, maybe empty), ``more``
  how many unseen cards it still needs (0: the hand completes it, and ``made`` is the
  finished side), ``fills`` the unseen cards any one of which completes it when ``more``
  is 1, ``fit`` how many unseen cards can take part in it. ``against`` is ``beats`` when
  the opponent's complete side there (``their_formation``) loses to every way the plan
  can end, ``holds`` when nothing their cards there (``their``) can still become beats
  it, else empty. "Unseen": neither on the table, nor discarded, nor in the hand.
- ``play_tactic`` {card, stone}: a tactic card (``stone`` 0 for a ruse). An elite troop
  at a stone also carries the plan of its side (the fields of ``build``, or of a
  complete side: ``formation``, ``made``, ``against``…) and ``as``, the clan card it
  stands for there (only its value counts outside a colour and a colour run). For the
  Banshee, the Traitor and the Strategist also the plan that makes it worth playing:
  ``target`` (the table card to take, CONTRACT notation), ``origin`` (its stone) and
  ``to`` (the stone it goes to, 0 for the discard pile), and what that does
  (``ruse_effect``): ``loss``, what the side the card leaves loses (``completed``: the
  card completed it, as ``before``, and without it that side can at best become
  ``after``; ``built``: with it the side could still become ``before``, without it at
  best ``after``; ``slower``: it is only a card further from complete; ``reopens``: the
  player's own side could at best become ``before``, without the card ``after``;
  ``room``: the player's own side only has room again; ``rescue``: the card leaves a
  stone that is as good as lost; ``mud``, ``bluff``: the combat mode leaves the stone),
  and for a card that goes to another stone ``gain`` (``completes`` or ``builds``, not
  said for a mere sum) with ``gain_formation``. ``before`` and ``after`` are formations
  or ``none`` (the side can no longer be completed).
- ``tactic_step`` {action}: a step of a tactic card already played (pick, place, return).
- ``draw_clan`` {} / ``draw_tactic`` {}: which deck to draw from.
- ``pass`` {}: no card can be played.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass, field
from itertools import combinations

from game.schotten.actions import TACTIC_DECK, Action, Kind
from game.schotten.ai import make_player
from game.schotten.ai.base import Player
from game.schotten.ai.easy import hoped_rank
from game.schotten.ai.evaluation import JudgedBoard
from game.schotten.ai.medium import (
    Evaluator,
    MediumPlayer,
    add_card,
    hand_without,
    ruse_options,
)
from game.schotten.cards import (
    ALL_CLAN_MASK,
    BANSHEE,
    BLUFF,
    COMBAT_MODES,
    ELITE_TROOPS,
    MUD,
    STRATEGIST,
    TRAITOR,
    Card,
    card_text,
)
from game.schotten.claims import counterexample
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

CODES = (
    "claim", "finish_claims", "prove_claim", "complete_formation", "defend",
    "dump_on_lost_stone", "build", "play_tactic", "tactic_step", "draw_clan",
    "draw_tactic", "pass",
)
"""Every reason code ``suggest`` may give."""

_FORMATION = {COLOUR_RUN: "colour_run", KIND: "three_of_a_kind", COLOUR: "colour", RUN: "run"}
_FORMATION_TEXT = {"colour_run": "a colour run", "three_of_a_kind": "three of a kind",
                   "colour": "a colour", "run": "a run", "sum": "a sum"}
_RANKS = {name: rank for rank, name in _FORMATION.items()} | {"sum": 1, "none": 0}
_LOST = 0.12
"""A stone whose chance is at most this is as good as lost."""


@dataclass(frozen=True)
class Suggestion:
    """``action`` is one of the view's legal actions; ``code`` and ``fields`` say why
    (for translation), ``text`` says it in English."""

    action: Action
    code: str
    fields: dict[str, str | int] = field(default_factory=dict)
    text: str = ""


def suggest(view: PlayerView, rng: random.Random | None = None,
            level: str | Player | None = None) -> Suggestion:
    """The action ``level`` would take in ``view`` (``None``: the full one-ply judgement,
    ``MediumPlayer()``), with its reason. ``view`` must have a legal action (the seat is
    to move)."""
    if not view.legal:
        raise ValueError("the seat of this view is not to move")
    if level is None:
        player: Player = MediumPlayer()
    else:
        player = make_player(level) if isinstance(level, str) else level
    action = player.choose(view, rng if rng is not None else random.Random(0))
    return explain(view, action)


def explain(view: PlayerView, action: Action) -> Suggestion:
    """Why ``action`` (one of ``view.legal``) is played, from the view alone."""
    kind = action.kind
    if kind is Kind.CLAIM and action.stone is not None:
        stone = action.stone + 1
        return Suggestion(action, "claim", {"stone": stone},
                          f"claim stone {stone}: no card can beat your side there")
    if kind is Kind.DONE:
        return Suggestion(action, "finish_claims", {}, "no stone can be claimed now")
    if kind is Kind.DRAW:
        if action.deck == TACTIC_DECK:
            return Suggestion(action, "draw_tactic", {}, "draw a tactic card")
        return Suggestion(action, "draw_clan", {}, "draw a clan card")
    if kind is Kind.PASS:
        return Suggestion(action, "pass", {}, "no card can be played: pass")
    if kind is not Kind.PLAY or action.card is None:
        text = action.to_text()
        return Suggestion(action, "tactic_step", {"action": text}, f"{text}")
    card = action.card
    name = card_text(card)
    if card in ELITE_TROOPS and action.stone is not None:
        return _explain_elite(view, card, action.stone, action)
    if card >= 54 or action.stone is None:
        stone = 0 if action.stone is None else action.stone + 1
        where = f" on stone {stone}" if stone else ""
        fields: dict[str, str | int] = {"card": name, "stone": stone}
        plan = ruse_plan(view, card) if action.stone is None else None
        text = f"play {name}{where}"
        if plan is not None:
            target, origin, to = plan
            fields |= {"target": card_text(target), "origin": origin, "to": to}
            text += (f": {card_text(target)} from stone {origin} "
                     f"{f'to stone {to}' if to else 'to the discard pile'}")
            effect = ruse_effect(view, card, target, origin - 1, to - 1 if to else None)
            fields |= effect
            text += _effect_text(effect, to)
        return Suggestion(action, "play_tactic", fields, text)
    return _explain_placement(view, card, action.stone, action)


def ruse_plan(view: PlayerView, card: int) -> tuple[int, int, int] | None:
    """What a ruse that moves a table card is played for: the card it takes, the stone it
    lies at and the stone it goes to (1-9; 0 for the discard pile), at its best by the
    judgement that chose to play it; ``None`` for the other tactic cards."""
    if card not in (BANSHEE, TRAITOR, STRATEGIST):
        return None
    options = ruse_options(Evaluator(view), card)
    if not options:
        return None
    (target, destination), _ = max(options.items(), key=lambda item: item[1])
    origin = next((stone.stone for stone in view.stones
                   if target in (*stone.sides[0], *stone.sides[1])
                   or (target == MUD and stone.mud >= 0)
                   or (target == BLUFF and stone.bluff >= 0)), None)
    if origin is None:
        return None
    return target, origin + 1, 0 if destination is None else destination + 1


def reachable_rank(view: PlayerView, side: tuple[Card, ...], capacity: int,
                   bluff: bool) -> int:
    """The best formation ``side`` can still become with the clan cards that are neither
    on the table nor discarded (the seat's own hand included): a hint said "builds
    towards a colour run" of a red 9 whose red 8 already lay on the other side."""
    available = ALL_CLAN_MASK
    for other in view.stones:
        for cards in other.sides:
            available &= ~sum(1 << c for c in cards if c < 54)
    available &= ~sum(1 << c for c in view.discard if c < 54)
    clan = [c for c in side if c < 54]
    wild = [c for c in side if c >= 54]
    found = strongest(clan, wild, capacity - len(side), available, capacity, bluff)
    return found.formation[0] if found is not None else hoped_rank(side, capacity)


def _explain_placement(view: PlayerView, card: int, stone: int, action: Action) -> Suggestion:
    me = view.seat
    board = JudgedBoard.from_view(view)
    before = board.stone_chance(stone)
    after_board = board.copy()
    add_card(after_board, me, card, stone)
    rest = hand_without(board.hand, card)
    after = after_board.stone_chance(stone, rest)
    number = stone + 1
    name = card_text(card)
    stone_view = view.stones[stone]
    side = (*stone_view.sides[me], card)
    theirs = stone_view.sides[1 - me]
    capacity = stone_view.capacity
    bluff = stone_view.bluff >= 0
    fields: dict[str, str | int] = {"card": name, "stone": number}
    if len(side) >= capacity:
        rank = evaluate(side, bluff)[0]
        formation = "sum" if bluff else _FORMATION.get(rank, "sum")
        fields["formation"] = formation
        if len(theirs) < capacity and after >= 0.5:
            # The cards the opponent may still get: not on the table, not discarded,
            # not in this hand.
            table = ALL_CLAN_MASK
            for other in view.stones:
                for cards in other.sides:
                    table &= ~sum(1 << c for c in cards if c < 54)
            for gone in (*view.discard, *rest):
                if gone < 54:
                    table &= ~(1 << gone)
            beaten = counterexample(side, theirs, capacity, bluff, table)
            needs = "" if beaten is None else ",".join(card_text(c) for c in beaten.added)
            fields["needs"] = needs
            if beaten is None:
                text = (f"{name} completes {_FORMATION_TEXT[formation]} on stone {number}: "
                        f"the opponent cannot beat it, so the stone is yours to claim")
            else:
                text = (f"{name} completes {_FORMATION_TEXT[formation]} on stone {number}: "
                        f"it wins the stone unless the opponent gets "
                        f"{' '.join(needs.split(','))}")
            return Suggestion(action, "prove_claim", fields, text)
        return Suggestion(action, "complete_formation", fields,
                          f"{name} completes {_FORMATION_TEXT[formation]} on stone {number}")
    if before <= _LOST:
        return Suggestion(action, "dump_on_lost_stone", fields,
                          f"stone {number} is as good as lost: {name} is the card you miss "
                          f"least")
    if before < 0.5 and len(theirs) >= len(stone_view.sides[me]) and after > before:
        return Suggestion(action, "defend", fields,
                          f"stone {number} leans to the opponent: {name} fights for it")
    against = rival(view, stone)
    plan = side_plan(side, capacity, bluff, rest, unseen_mask(view), against)
    if plan is None:
        hoped = reachable_rank(view, side, capacity, bluff)
        formation = "sum" if bluff else _FORMATION.get(hoped, "sum")
        fields["formation"] = formation
        return Suggestion(action, "build", fields,
                          f"{name} builds towards {_FORMATION_TEXT[formation]} on stone {number}")
    fields |= plan_fields(plan, against, bluff)
    return Suggestion(action, "build", fields,
                      _plan_text(f"{name} on stone {number}", fields))


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


def _rank_name(rank: int, bluff: bool = False) -> str:
    return "sum" if bluff else _FORMATION.get(rank, "sum")


def plan_fields(plan: Plan, against: Rival | None, bluff: bool) -> dict[str, str | int]:
    """A plan as a suggestion's fields (see ``build`` in the module's notes)."""
    fields: dict[str, str | int] = {
        "formation": _rank_name(plan.rank, bluff),
        "held": ",".join(card_text(c) for c in plan.held),
        "more": plan.more,
        "fills": ",".join(card_text(c) for c in plan.fills),
        "fit": plan.fit,
        "made": ",".join(card_text(c) for c in plan.made),
    }
    fields |= _against_fields(plan.beats, against, bluff)
    return fields


def _against_fields(beats: bool, against: Rival | None, bluff: bool) -> dict[str, str | int]:
    if not beats or against is None:
        return {"against": "", "their": "", "their_formation": ""}
    if against.complete:
        return {"against": "beats", "their": ",".join(card_text(c) for c in against.cards),
                "their_formation": _rank_name(against.best[0], bluff)}
    return {"against": "holds", "their": ",".join(card_text(c) for c in against.cards),
            "their_formation": ""}


def _listed(notations: str, last: str = "and") -> str:
    names = [name for name in notations.split(",") if name]
    if len(names) <= 1:
        return "".join(names)
    return f"{', '.join(names[:-1])} {last} {names[-1]}"


def _plan_text(lead: str, fields: dict[str, str | int], elite: str = "") -> str:
    """A plan's reason in English (``lead``: "R8 on stone 4"; ``elite``: the card an elite
    troop stands for)."""
    form = _FORMATION_TEXT[str(fields["formation"])]
    held = _listed(str(fields["held"]))
    more = int(fields["more"])
    fills = str(fields["fills"]).split(",") if fields["fills"] else []
    made = _listed(str(fields["made"]))
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
        needs = (f"it still needs {_listed(str(fields['fills']))}, none of them seen yet"
                 if fills else f"it needs {more} more cards, and {fields['fit']} unseen cards "
                               f"fit it")
        text = f"{lead}{opens}: {needs}"
    return text + _against_text(fields)


def _against_text(fields: dict[str, str | int]) -> str:
    if fields.get("against") == "beats":
        return (f"; that beats their {_FORMATION_TEXT[str(fields['their_formation'])]} "
                f"({_listed(str(fields['their']))})")
    if fields.get("against") == "holds":
        return f"; their {_listed(str(fields['their']))} there can no longer beat that"
    return ""


def _explain_elite(view: PlayerView, card: int, stone: int, action: Action) -> Suggestion:
    """An elite troop at a stone: the card it stands for there and the formation it
    completes or builds."""
    stone_view = view.stones[stone]
    side = (*stone_view.sides[view.seat], card)
    capacity = stone_view.capacity
    bluff = stone_view.bluff >= 0
    name = card_text(card)
    number = stone + 1
    fields: dict[str, str | int] = {"card": name, "stone": number}
    against = rival(view, stone)
    # The elite troops of the side in the order ``evaluate_detailed`` gives their stand-ins.
    index = [c for c in side if c >= 54].index(card)
    lead = f"play {name} on stone {number}"
    if len(side) >= capacity:
        done = evaluate_detailed(side, bluff)
        stand_in = done.wild[index]
        fields |= {"formation": _rank_name(done.formation[0], bluff), "as": card_text(stand_in),
                   "more": 0, "held": "", "fills": "", "fit": 0,
                   "made": ",".join(card_text(c) for c in
                                    (*(c for c in side if c < 54), *done.wild))}
        fields |= _against_fields(against is not None and done.formation > against.best,
                                  against, bluff)
        text = (f"{lead}: as {card_text(stand_in)} it completes "
                f"{_FORMATION_TEXT[str(fields['formation'])]} ({_listed(str(fields['made']))})")
        return Suggestion(action, "play_tactic", fields, text + _against_text(fields))
    rest = hand_without(view.hand, card)
    plan = side_plan(side, capacity, bluff, rest, unseen_mask(view), against)
    if plan is None:
        return Suggestion(action, "play_tactic", fields, lead)
    fields |= plan_fields(plan, against, bluff)
    # Empty when the card it stands for depends on the card that completes the side.
    fields["as"] = card_text(plan.stand_ins[index]) if index < len(plan.stand_ins) else ""
    return Suggestion(action, "play_tactic", fields,
                      _plan_text(lead, fields, str(fields["as"]) or "what it lacks"))


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
        return "none" if rank == 0 else _rank_name(rank, bluff)

    if seat != me:
        if len(side) >= capacity:
            fields |= {"loss": "completed", "before": name(before), "after": name(after)}
        elif before and after < before:
            fields |= {"loss": "built", "before": name(before), "after": name(after)}
        elif before:
            fields["loss"] = "slower"
    elif to is None:
        fields["loss"] = "reopens" if after > before else "room"
        fields |= {"before": name(before), "after": name(after)}
    elif JudgedBoard.from_view(view).stone_chance(origin) <= _LOST:
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


def _effect_text(effect: dict[str, str | int], to: int) -> str:
    """A ruse's effect in English."""
    def form(key: str) -> str:
        value = str(effect.get(key, "none"))
        return "nothing" if value == "none" else _FORMATION_TEXT[value]

    loss = effect.get("loss")
    if loss == "completed":
        after = effect.get("after")
        loss = ("completed.none" if after == "none" else "completed.again"
                if _RANKS[str(after)] >= _RANKS[str(effect.get("before"))] else "completed")
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
