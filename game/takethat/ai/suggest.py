"""A hint for the person to move: the action the evaluation would play, and why.

``suggest(view)`` answers with a ``Suggestion``: one of ``view.legal``, a short reason
``code`` with its ``fields`` (numbers only, so the client can put them in any language)
and an English sentence. It reads only the view (and, when given, the seat's own
``Memory`` of rows it has seen), like every computer player.

Reason codes and their fields:

| code | when | fields |
| --- | --- | --- |
| ``only_move`` | a single legal action other than ``take`` | ``card`` |
| ``take_forced`` | nothing can be added or twisted: the row must be taken | ``cost``, ``pile`` |
| ``twist`` | show a card and twist its twin out (+2) | ``card``, ``twin`` |
| ``take_cheap`` | taking the row now costs less than feeding it | ``cost``, ``pile`` |
| ``start_row`` | start a row with the hand's card hardest to follow | ``card``, ``followers`` |
| ``start_frog`` | start a row with a frog card, which makes the row dear | ``card`` |
| ``start_twin`` | start a row with a card whose twin is in hand | ``card``, ``twin`` |
| ``start_back`` | start a row the hand can follow if it comes back | ``card`` |
| ``start_giveaway`` | not ``fewest``: another could twist it out | ``card``, ``fewest``, ``twin`` |
| ``start_best`` | start a row with the card rated best all told | ``card`` |
| ``squeeze`` | add a card the next player can likely not follow | ``card``, ``chance``, ``cost`` |
| ``shed_frog`` | put a frog card into the row while it is safe | ``card`` |
| ``extend`` | add the card that leaves the fewest ways to follow | ``card``, ``followers`` |
| ``extend_twin`` | not ``fewest``: its twin is in hand, to twist it later | ``card``, ``twin`` |
| ``extend_keep`` | not ``fewest``: it twists a row card later | ``card``, ``fewest``, ``twin`` |
| ``extend_back`` | not ``fewest``: the hand can follow the row back | ``card`` |
| ``extend_giveaway`` | not ``fewest``: others could twist it | ``card``, ``fewest``, ``twin`` |
| ``extend_best`` | add the card rated best, not the one fewest can follow | ``card`` |

``followers`` counts the cards still to come (not in any hand of yours, not seen taken,
not face up) within reach of the card. ``chance`` is the estimated chance (percent) that the next
player must take the row; ``cost`` what the row would cost its taker; ``pile`` (1, only
when it applies) that the professional rule adds the pile's top card, unseen, to a row of
one card.

At a round's end the action is the hard level's (``_at_the_end``), and a field says so:
``exact`` (1) when every card still in play is known and the rest of the round was
searched exactly (two seats), ``played_out`` (the number of deals) when the best actions
were played out to the round's end (three or four seats, a draw pile of ``FINISH_PILE``
cards or fewer). The reason beside it is the one for the action chosen.

A start chosen over a card another could twist out (``start_giveaway``) has ``safe`` when
its own twin is out of play (not in a hand, not in the pile): nobody can twist it out.

An extension chosen over a twist the hand could make now has ``waits``: the hand card of
that twist (the lowest, when there are several). Every number is in the game once, so no
other seat can make that twist: it keeps until the row is taken.

A reason that counts followers is given only for a card that has the fewest of the cards
it could be played instead of: "only 15 can follow 34" misled when 95, also in hand, had
fewer. Otherwise the reason is the part of the estimate that most favours the card over the
one with the fewest followers (``start_reason``, ``extend_reason``).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from game.takethat.actions import Action, Kind
from game.takethat.ai.endgame import solve
from game.takethat.ai.evaluation import Estimator, rank, weights_for
from game.takethat.ai.hard import FINISH_PILE, FINISH_SAMPLES, played_out
from game.takethat.ai.medium import REACH, MediumPlayer, row_cost
from game.takethat.ai.memory import Memory
from game.takethat.ai.standings import lead
from game.takethat.cards import FROGS, Card, twin
from game.takethat.view import TakeThatView

SQUEEZE_CHANCE = 0.25
"""An extension is explained as a squeeze from this chance of the next player being stuck."""

CODES = ("only_move", "take_forced", "twist", "take_cheap", "start_row", "start_frog",
         "start_twin", "start_back", "start_giveaway", "start_best", "squeeze", "shed_frog",
         "extend", "extend_twin", "extend_keep", "extend_back", "extend_giveaway",
         "extend_best")
"""Every reason code ``suggest`` gives."""


@dataclass(frozen=True)
class Suggestion:
    """A suggested action with its reason: ``code`` and ``fields`` for translation,
    ``text`` in English."""

    action: Action
    code: str
    fields: dict[str, int] = field(default_factory=dict)
    text: str = ""


def suggest(view: TakeThatView, rng: random.Random | None = None,
            memory: Memory | None = None) -> Suggestion:
    """The action the evaluation rates best for the seat of ``view``, with its reason.

    ``memory``, when given, is that seat's ``Memory``: it learns from ``view`` here, and
    it knows the most when the client also lets it see every view of the seat's turns
    (``memory.observe``) and the seat's actions (``memory.played``). Without a memory the
    suggestion plays about as well as the medium level; with one, better. Equal ratings
    are broken by ``rng`` when given, else the first in ``view.legal`` order. Raise
    ``ValueError`` when the seat is not to move.
    """
    if not view.legal:
        raise ValueError("the seat of this view is not to move")
    if memory is not None:
        memory.observe(view)
    gone = memory.gone if memory is not None else set()
    owner = memory.owner if memory is not None else {}
    weights = weights_for(view.config.players, lead(view, owner))
    ranked = rank(view, gone, weights)
    best = ranked[0][0]
    ties = [action for value, action in ranked if value >= best - 1e-9]
    action = ties[rng.randrange(len(ties))] if rng is not None and len(ties) > 1 else ties[0]
    action, ending = _at_the_end(view, memory, ranked, action, rng)
    table = Estimator.build(view, gone, weights)
    code, fields = _reason(view, table, action)
    fields.update(ending)
    return Suggestion(action, code, fields, _text(code, fields))


def _at_the_end(view: TakeThatView, memory: Memory | None, ranked: list[tuple[float, Action]],
                action: Action, rng: random.Random | None) -> tuple[Action, dict[str, int]]:
    """The action as the hard level would choose it at a round's end, and the field that
    says how: with two seats and every other card known, the exact search (``exact``);
    with three or four and a draw pile of ``FINISH_PILE`` cards or fewer, the best actions
    played out to the end (``played_out``: the deals). Elsewhere ``action`` as it is.

    The evaluation alone prices a frog put into the row as a gain: a family tester started
    a row with one on the hint's word two turns before the round ended, and took it back."""
    if len(view.legal) < 2:
        return action, {}
    known = memory.gone if memory is not None else set()
    exact = solve(view, set(known))
    if exact is not None:
        return exact[0][1], {"exact": 1}
    if view.config.players < 3 or view.pile_size > FINISH_PILE:
        return action, {}
    chosen = played_out(view, memory if memory is not None else Memory(), ranked,
                        rng if rng is not None else random.Random(0), MediumPlayer())
    return chosen, {"played_out": FINISH_SAMPLES}


def _reason(view: TakeThatView, table: Estimator, action: Action) -> tuple[str, dict[str, int]]:
    code, fields = _why(view, table, action)
    card = action.card
    other = twin(card) if card is not None else None
    if (action.kind is not Kind.TWIST and code not in ("only_move", "start_giveaway")
            and other is not None and other in table.unseen):
        # The card's twin may be in another hand: the hint says so (a tester played 43 on
        # the hint's word and saw it twisted out at once by 34).
        fields["exposed"] = other
    if (code == "start_giveaway" and other is not None and other not in table.unseen
            and other not in view.hand):
        # Why this card, too: its own twin is out of play, so nobody twists it out (a
        # tester read only why the other card was worse).
        fields["safe"] = other
    if action.kind is Kind.EXTEND:
        # A twist passed over for now: the hint says it keeps (a tester holding 89 under a
        # row ending in 98 was told to add a frog, with no word of the sure +2).
        # Not the card being played: a re-tester was told to add 78 and that twisting 87
        # out with 78 "can wait", which the play itself would make impossible.
        waits = [each.card for each in view.legal
                 if each.kind is Kind.TWIST and each.card is not None and each.card != card]
        if waits:
            fields["waits"] = min(waits)
    return code, fields


def _why(view: TakeThatView, table: Estimator, action: Action) -> tuple[str, dict[str, int]]:
    card = action.card
    if action.kind is Kind.TAKE:
        cost = row_cost(view.row)
        others = [each for each in view.legal if each.kind is not Kind.TAKE]
        fields = {"cost": cost}
        if view.config.professional and len(view.row) == 1 and view.pile_size:
            # The professional rule adds the pile's top card, unseen: the hint said "it
            # costs 5 points" for a lone frog, which costs at least 6.
            fields["pile"] = 1
        return ("take_forced" if not others else "take_cheap"), fields
    assert card is not None
    if len(view.legal) == 1:
        return "only_move", {"card": card}
    if action.kind is Kind.TWIST:
        other = twin(card)
        assert other is not None
        return "twist", {"card": card, "twin": other}
    followers = _followers(table, card)
    # The cards this one is played instead of: every other card the same move could use.
    choices = [each.card for each in view.legal
               if each.kind is action.kind and each.card is not None]
    fewest = min(choices, key=lambda each: (_followers(table, each), each != card))
    if action.kind is Kind.START or not view.row:
        if _followers(table, fewest) == followers:
            return "start_row", {"card": card, "followers": followers}
        return start_reason(table, card, fewest)
    row = [*view.row, card]
    chance = table.stuck_chance(row)
    if chance >= SQUEEZE_CHANCE:
        return "squeeze", {"card": card, "chance": round(100 * chance), "cost": row_cost(row)}
    if card in FROGS:
        return "shed_frog", {"card": card}
    if _followers(table, fewest) < followers:
        return extend_reason(table, list(view.row), card, fewest)
    return "extend", {"card": card, "followers": followers}


def _followers(table: Estimator, card: int) -> int:
    """The cards still to come within reach of ``card``."""
    return sum(1 for each in table.unseen if abs(each - card) <= REACH and each != card)


def move_parts(table: Estimator, row: list[Card], card: Card) -> dict[str, float]:
    """What adding ``card`` to ``row`` (``[]`` for a new row) is worth
    (``medium.action_value``), by part: the squeeze on the next player, the risk of the row
    coming back (``back``), twins of row cards kept in hand (``twin``), the twist it may
    hand another player (``giveaway``), the frog bonus and the hand kept (``keep``). The
    parts add up to the move's value."""
    weights = table.weights
    rest = table.hand - {card}
    after = [*row, card]
    cost = row_cost(after)
    stuck = table.stuck_chance(after)
    risk = (weights.risk * table.return_risk(after, rest)
            * weights.risk_decay ** (table.players - 2))
    reserves = min(2, sum(1 for each in after if twin(each) in rest))
    return {
        "squeeze": weights.squeeze * table.spread * stuck * cost,
        "back": -(1.0 - stuck) * risk * (cost + 1),
        "twin": weights.reserve * 2.0 * (1.0 - stuck) * reserves,
        "giveaway": -table.giveaway(card),
        "frog": table.frog_bonus(card),
        "keep": -table.keep_cost(rest),
    }


def start_parts(table: Estimator, card: Card) -> dict[str, float]:
    """What starting a new row with ``card`` is worth (``Estimator.start_value``), by part
    (``move_parts``)."""
    return move_parts(table, [], card)


def _favours(table: Estimator, row: list[Card], card: Card, fewest: Card) -> str | None:
    """The part of the estimate that favours ``card`` over ``fewest`` most, if any does."""
    mine, theirs = move_parts(table, row, card), move_parts(table, row, fewest)
    gains = {name: mine[name] - theirs[name] for name in mine}
    part = max(gains, key=lambda name: gains[name])
    return part if gains[part] > 0 else None


def start_reason(table: Estimator, card: Card, fewest: Card) -> tuple[str, dict[str, int]]:
    """Why a new row starts with ``card`` rather than ``fewest``, the hand card with the
    fewest followers: the part of the estimate that favours ``card`` most."""
    part = _favours(table, [], card, fewest)
    other = twin(card)
    if part == "frog":
        return "start_frog", {"card": card}
    if part == "twin" and other is not None:
        return "start_twin", {"card": card, "twin": other}
    if part == "back":
        return "start_back", {"card": card}
    given = twin(fewest)
    if part == "giveaway" and given is not None:
        return "start_giveaway", {"card": card, "fewest": fewest, "twin": given}
    return "start_best", {"card": card}


def extend_reason(table: Estimator, row: list[Card], card: Card,
                  fewest: Card) -> tuple[str, dict[str, int]]:
    """Why ``card`` is added to ``row`` rather than ``fewest``, the hand card with the
    fewest followers: the part of the estimate that favours ``card`` most."""
    part = _favours(table, row, card, fewest)
    mine, kept = twin(card), twin(fewest)
    if part == "twin":
        if mine is not None and mine in table.hand:
            return "extend_twin", {"card": card, "twin": mine}
        if kept is not None and kept in row:
            return "extend_keep", {"card": card, "fewest": fewest, "twin": kept}
    if part == "back":
        return "extend_back", {"card": card}
    if part == "giveaway" and kept is not None:
        return "extend_giveaway", {"card": card, "fewest": fewest, "twin": kept}
    return "extend_best", {"card": card}


_TEXTS = {
    "only_move": "Play {card}: it is the only move you have.",
    "take_forced": "Take the row: no card of yours can follow it or twist a card out. "
                   "It costs {cost} point(s).",
    "twist": "Show {card} and twist {twin} out of the row: both cards score a point.",
    "take_cheap": "Take the row now while it costs only {cost} point(s): every card you "
                  "could add would be easy to follow.",
    "start_row": "Start the row with {card}: only {followers} of the cards still to come "
                 "can follow it. The fewer can follow, the likelier the next player must take "
                 "the row.",
    "start_frog": "Start the row with the frog {card}: whoever takes the row pays 5 for it.",
    "start_twin": "Start the row with {card}: you hold its twin {twin} to twist it out later.",
    "start_back": "Start the row with {card}: if the row comes back, your other cards can "
                  "likely follow it.",
    "start_giveaway": "Start the row with {card} rather than {fewest}: {fewest} is harder to "
                      "follow, but a player holding {twin} could twist it out.",
    "start_best": "Start the row with {card}: all things weighed, it is the best start.",
    "squeeze": "Add {card}: the next player may be unable to follow it (about {chance}% "
               "chance) and would then take {cost} point(s).",
    "shed_frog": "Put the frog {card} in the row now: the next player can likely follow it, "
                 "and whoever takes the row later pays 5 for it.",
    "extend": "Add {card}: only {followers} of the cards still to come can follow it. The "
              "fewer can follow, the likelier the next player must take the row.",
    "extend_twin": "Add {card}: you hold its twin {twin} to twist it out later.",
    "extend_keep": "Add {card} and keep {fewest}: with it you can twist {twin} out of the "
                   "row later.",
    "extend_back": "Add {card}: if the row comes back, your other cards can likely follow "
                   "it.",
    "extend_giveaway": "Add {card} rather than {fewest}: {fewest} is harder to follow, but a "
                       "player holding {twin} could twist it out.",
    "extend_best": "Add {card}: all things weighed, it is the best card to add.",
}


def _text(code: str, fields: dict[str, int]) -> str:
    text = _TEXTS[code].format(**fields)
    if "exposed" in fields:
        text += (f" Still the best, though whoever holds its twin {fields['exposed']} could "
                 f"twist it away.")
    if "safe" in fields and "card" in fields:
        text += (f" Nobody can twist {fields['card']} out: its twin {fields['safe']} is already"
                 f" out of play.")
    if "waits" in fields:
        text += (f" Twisting {twin(fields['waits'])} out with {fields['waits']} can wait: "
                 f"nobody else holds {fields['waits']}, so it stays yours until the row is "
                 f"taken.")
    if fields.get("pile"):
        text += " The professional rule adds the pile's top card, face down."
    if fields.get("exact"):
        text += (" Every card still in play is known now: worked out to the round's end, this"
                 " is the best line.")
    elif fields.get("played_out"):
        text += (f" The round is nearly over: over {fields['played_out']} likely ways the rest"
                 f" of it could go, this did best.")
    return text


__all__ = ["CODES", "Suggestion", "suggest"]
