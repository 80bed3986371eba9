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
  comma-separated; empty when no card the opponent can still get beats it). When empty,
  also ``claim`` ("now" when the table proves it, "wait" while the proof needs the cards
  of the player's own hand) and ``tactics`` (1 when a tactic card of theirs could still
  change the stone before it is claimed).
- ``complete_formation`` {card, stone, formation, threat, their, their_formation}: the
  card completes a side; ``threat`` and the rest as for ``defend`` (what the opponent's
  side there is or can still become: why the stone is not yet sure).
- ``defend`` {card, stone, threat, their, their_formation, could}: the stone leans to the
  opponent; the card fights for it. ``threat`` says why: ``made`` when their side there
  (``their``) is complete as ``their_formation``, ``can`` when ``their_formation`` is the
  strongest it can still become with unseen cards, empty when it can become nothing.
  ``could``: the strongest formation the player's side there can still become with the
  card (not on the table nor discarded), empty when only a sum.
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
  it, else empty; with ``holds``, ``tactics`` is 1 when a tactic card of theirs may still
  come (``their_tactics``). "Unseen": neither on the table, nor discarded, nor in the hand.
  When elite troops of the player's already lie on that side, ``elites`` names them and
  ``elites_as`` the clan card each stands for in the plan (empty when that depends on
  the cards still to come).
- ``play_tactic`` {card, stone}: a tactic card (``stone`` 0 for a ruse); the Mud also
  ``their_cards``, how many cards the opponent's side at that stone holds. An elite troop
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
  ``room``: the player's own full side only has room again; ``spare``: the player's own
  side, not full, can still become ``after`` (the same as ``before``) without the card;
  ``rescue``: the card leaves a stone that is as good as lost; ``mud``, ``bluff``: the
  combat mode leaves the stone),
  and for a card that goes to another stone ``gain`` (``completes`` or ``builds``, not
  said for a mere sum) with ``gain_formation``. ``before`` and ``after`` are formations
  or ``none`` (the side can no longer be completed).
- Every suggestion that names a formation at its stone also carries ``mud`` (1) when
  the Mud lies at that stone: its formations have four cards there.
- ``win_round`` {card, stone, claims}: the card lets the player claim the stones
  ``claims`` (1-9, comma-separated) at once, and that wins the round.
- ``tactic_step`` {action}: a step of a tactic card already played (pick, place, return).
- ``draw_clan`` {why} / ``draw_tactic`` {why}: which deck to draw from; ``why`` (absent
  when there is no choice to explain) is one of ``DRAW_REASONS``: ``answer``, ``only``,
  ``empty``, ``held``, ``limit``, ``even``, ``late``.
- ``pass`` {}: no card can be played; ``{"why": "keep_tactics"}``: no clan card can be
  placed, and passing is judged better than any tactic card the seat could play.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Final

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
from game.schotten.ai.plans import (
    FORMATION,
    FORMATION_TEXT,
    LOST,
    Rival,
    against_fields,
    against_text,
    effect_text,
    listed,
    plan_fields,
    plan_text,
    rank_name,
    rival,
    ruse_effect,
    side_plan,
    threat_clause,
    threat_fields,
    unseen_mask,
)
from game.schotten.ai.wins import winning_claims, winning_plays
from game.schotten.cards import (
    ALL_CLAN_MASK,
    BANSHEE,
    BLUFF,
    ELITE_TROOPS,
    MUD,
    STRATEGIST,
    TRAITOR,
    Card,
    card_text,
)
from game.schotten.claims import counterexample
from game.schotten.formations import (
    evaluate,
    evaluate_detailed,
    strongest,
)
from game.schotten.model import Phase
from game.schotten.view import PlayerView

CODES = (
    "claim", "finish_claims", "prove_claim", "complete_formation", "defend",
    "dump_on_lost_stone", "build", "play_tactic", "tactic_step", "draw_clan",
    "draw_tactic", "pass", "win_round",
)
"""Every reason code ``suggest`` may give."""



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
    wins = winning_plays(view) if level is None else []
    # The hint plays a card that wins the round at once, which the one-ply judgement can
    # rank below another.
    action = wins[0] if wins else player.choose(view, rng if rng is not None else random.Random(0))
    return explain(view, action)


DRAW_REASONS: Final[dict[str, str]] = {
    "answer": "the opponent has played more tactic cards: this one can be played at once",
    "only": "the clan deck is empty",
    "empty": "the tactic deck is empty",
    "held": "a tactic card is already in hand; clan cards build formations",
    "limit": "no other tactic card may be played until the opponent plays one",
    "even": "a tactic card played first only lets the opponent answer with one",
    "late": "few clan cards are left, and the stones still need them",
}
"""Why a deck is drawn from (the ``why`` field of ``draw_clan`` and ``draw_tactic``)."""


def _explain_draw(view: PlayerView, action: Action) -> Suggestion:
    """The deck to draw from, with the reason the levels draw by (``medium.draw_choice``):
    a tactic card only to answer one. Only the turn's draw with both decks to choose from
    has a reason; a forced draw and the Recruiter's draws say only which deck."""
    tactic = action.deck == TACTIC_DECK
    code = "draw_tactic" if tactic else "draw_clan"
    decks = {other.deck for other in view.legal if other.kind is Kind.DRAW}
    why = ""
    if view.phase is Phase.DRAW:
        held = sum(1 for card in view.hand if card >= 54)
        mine = view.tactics_played[view.seat]
        theirs = view.tactics_played[1 - view.seat]
        if tactic:
            why = ("only" if len(decks) == 1 else
                   "answer" if held == 0 and theirs > mine else "")
        elif not view.tactic_deck_size:
            why = "empty" if view.config.tactics else ""
        elif len(decks) > 1:
            why = ("held" if held else "limit" if mine > theirs else "even" if mine == theirs
                   else "late" if view.clan_deck_size <= 4 else "")
    text = "draw a tactic card" if tactic else "draw a clan card"
    if why:
        text += f": {DRAW_REASONS[why]}"
    return Suggestion(action, code, {"why": why} if why else {}, text)


def explain(view: PlayerView, action: Action) -> Suggestion:
    """Why ``action`` (one of ``view.legal``) is played, from the view alone."""
    suggestion = _explain(view, action)
    stone = action.stone
    if (stone is not None and "stone" in suggestion.fields and names_formation(suggestion)
            and view.stones[stone].mud >= 0):
        # Its formations have four cards there: "three of a kind" under Mud misled a
        # Polish tester.
        return replace(suggestion, fields={**suggestion.fields, "mud": 1})
    return suggestion


def names_formation(suggestion: Suggestion) -> bool:
    """Whether the suggestion names a formation at its stone."""
    return any(key in suggestion.fields for key in ("formation", "their_formation", "could"))


def _explain(view: PlayerView, action: Action) -> Suggestion:
    kind = action.kind
    if kind is Kind.CLAIM and action.stone is not None:
        stone = action.stone + 1
        return Suggestion(action, "claim", {"stone": stone},
                          f"claim stone {stone}: no card can beat your side there")
    if kind is Kind.DONE:
        return Suggestion(action, "finish_claims", {}, "no stone can be claimed now")
    if kind is Kind.DRAW:
        return _explain_draw(view, action)
    if kind is Kind.PASS:
        if any(legal.kind is Kind.PLAY for legal in view.legal):
            # A tactic card could still go: "no card can be played" was wrong (a tester
            # held a Recruiter that one click played).
            return Suggestion(action, "pass", {"why": "keep_tactics"},
                              "no clan card can be placed, and passing beats playing a "
                              "tactic card here: pass")
        return Suggestion(action, "pass", {}, "no card can be played: pass")
    if kind is not Kind.PLAY or action.card is None:
        text = action.to_text()
        return Suggestion(action, "tactic_step", {"action": text}, f"{text}")
    card = action.card
    name = card_text(card)
    claims = winning_claims(view, action)
    if action.stone is not None and claims is not None:
        # The stones it lets the player claim: "wins the round" alone taught nothing (an
        # expert: the card proves a stone that was not yet sure).
        stone = action.stone + 1
        stones = ",".join(str(claimed + 1) for claimed in sorted(claims))
        return Suggestion(action, "win_round", {"card": name, "stone": stone,
                                                "claims": stones},
                          f"{name} at stone {stone}, then claim stones {stones}: that wins"
                          f" the round")
    if card in ELITE_TROOPS and action.stone is not None:
        return _explain_elite(view, card, action.stone, action)
    if card >= 54 or action.stone is None:
        stone = 0 if action.stone is None else action.stone + 1
        where = f" on stone {stone}" if stone else ""
        fields: dict[str, str | int] = {"card": name, "stone": stone}
        plan = ruse_plan(view, card) if action.stone is None else None
        if card == MUD and action.stone is not None:
            # "Spoils their formation more than yours" where they had no card there yet
            # (a tester): how many cards their side holds there.
            fields["their_cards"] = len(view.stones[action.stone].sides[1 - view.seat])
        text = f"play {name}{where}"
        if plan is not None:
            target, origin, to = plan
            fields |= {"target": card_text(target), "origin": origin, "to": to}
            text += (f": {card_text(target)} from stone {origin} "
                     f"{f'to stone {to}' if to else 'to the discard pile'}")
            effect = ruse_effect(view, card, target, origin - 1, to - 1 if to else None)
            fields |= effect
            text += effect_text(effect, to)
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
    clan = [c for c in side if c < 54]
    wild = [c for c in side if c >= 54]
    found = strongest(clan, wild, capacity - len(side), clan_not_out(view), capacity, bluff)
    return found.formation[0] if found is not None else hoped_rank(side, capacity)


def clan_not_out(view: PlayerView) -> int:
    """The clan cards neither on the table nor discarded (the seat's own hand included),
    as a mask."""
    available = ALL_CLAN_MASK
    for other in view.stones:
        for cards in other.sides:
            available &= ~sum(1 << c for c in cards if c < 54)
    return available & ~sum(1 << c for c in view.discard if c < 54)


def beaten_already(view: PlayerView, side: tuple[Card, ...], capacity: int, bluff: bool,
                   against: Rival | None, rest: tuple[Card, ...]) -> bool:
    """Whether the opponent's complete side at a stone beats every way ``side`` can still
    end with clan cards (no elite troop in the hand to change that): a hint said a card
    "makes a plain run 6-7-8" where their purple colour run 6-7-8 was already complete."""
    if against is None or not against.complete or any(c in ELITE_TROOPS for c in rest):
        return False
    clan = [c for c in side if c < 54]
    wild = [c for c in side if c >= 54]
    return strongest(clan, wild, capacity - len(side), clan_not_out(view), capacity, bluff,
                     beat=against.best) is None


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
    # Lost before and after the card: a card that lifts the stone's chance is no throwaway
    # (an expert's Green 9, "as good as lost" on a stone of sums where it was the best
    # card there, won it). A side completed there is thrown away too: "completes a sum;
    # not yet sure" was said of a stone their side had already beaten (a tester).
    if before <= LOST and after <= LOST:
        return Suggestion(action, "dump_on_lost_stone", fields,
                          f"stone {number} is as good as lost: {name} is the card you miss "
                          f"least")
    if len(side) >= capacity:
        rank = evaluate(side, bluff)[0]
        formation = "sum" if bluff else FORMATION.get(rank, "sum")
        fields["formation"] = formation
        if len(theirs) < capacity and after >= 0.5:
            # The cards the opponent may still get: not on the table, not discarded,
            # not in this hand.
            table = ALL_CLAN_MASK
            for other in view.stones:
                for cards in other.sides:
                    table &= ~sum(1 << c for c in cards if c < 54)
            # Nor the card played: "for example with Green 3, Green 4 and Green 5" was said
            # of the Green 4 the hint put down (a tester).
            for gone in (*view.discard, *rest, card):
                if gone < 54:
                    table &= ~(1 << gone)
            beaten = counterexample(side, theirs, capacity, bluff, table)
            needs = "" if beaten is None else ",".join(card_text(c) for c in beaten.added)
            fields["needs"] = needs
            if beaten is None:
                fields |= proof_fields(view, side, theirs, capacity, bluff, table, rest)
                text = (f"{name} completes {FORMATION_TEXT[formation]} on stone {number}: "
                        f"the opponent cannot beat it, so the stone is yours to claim")
                if fields["claim"] == "wait":
                    text += " once the cards in your hand are no longer needed as proof"
                if fields["tactics"]:
                    text += " (only a tactic card could still change that)"
            else:
                text = (f"{name} completes {FORMATION_TEXT[formation]} on stone {number}: "
                        f"it wins the stone unless the opponent gets, for example, "
                        f"{' '.join(needs.split(','))}")
            return Suggestion(action, "prove_claim", fields, text)
        fields |= threat_fields(rival(view, stone), bluff)
        text = f"{name} completes {FORMATION_TEXT[formation]} on stone {number}"
        if fields["threat"] == "can":
            text += threat_clause(fields)
        return Suggestion(action, "complete_formation", fields, text)
    # Only where they have a card: an empty stone "leaning their way" (by whose turn it
    # is) was no reason a club player could follow.
    if before < 0.5 and theirs and len(theirs) >= len(stone_view.sides[me]) and after > before:
        fields |= threat_fields(rival(view, stone), bluff)
        # What the player's side can still become with the card: "this card fights for
        # it" alone did not say how an Orange 3 fights their Yellow 6-7 (a newcomer).
        could = rank_name(reachable_rank(view, side, capacity, bluff), bluff)
        fields["could"] = "" if could == "sum" else could
        text = f"stone {number} leans to the opponent: {name} fights for it"
        if fields["could"]:
            text += f" and can still make {FORMATION_TEXT[could]}"
        return Suggestion(action, "defend", fields, text + threat_clause(fields))
    against = rival(view, stone)
    if beaten_already(view, side, capacity, bluff, against, rest):
        return Suggestion(action, "dump_on_lost_stone", fields,
                          f"stone {number} is as good as lost: {name} is the card you miss "
                          f"least")
    plan = side_plan(side, capacity, bluff, rest, unseen_mask(view), against)
    if plan is None:
        hoped = reachable_rank(view, side, capacity, bluff)
        formation = "sum" if bluff else FORMATION.get(hoped, "sum")
        fields["formation"] = formation
        return Suggestion(action, "build", fields,
                          f"{name} builds towards {FORMATION_TEXT[formation]} on stone {number}")
    fields |= plan_fields(plan, against, bluff)
    if fields["against"] == "holds":
        fields["tactics"] = their_tactics(view)
    text = plan_text(f"{name} on stone {number}", fields)
    elites = [c for c in stone_view.sides[me] if c in ELITE_TROOPS]
    if elites:
        # "With the Blue 3 from your hand it makes 2-3-4" left a tester looking for the
        # 4: the Joker already at the stone stood for it.
        fields["elites"] = ",".join(card_text(c) for c in elites)
        known = len(plan.stand_ins) == len(elites)
        fields["elites_as"] = ",".join(card_text(c) for c in plan.stand_ins) if known else ""
        if known:
            text += "".join(f" (your {card_text(c)} there as {card_text(a)})"
                            for c, a in zip(elites, plan.stand_ins, strict=True))
        else:
            text += f" (with your {listed(str(fields['elites']))} there)"
    return Suggestion(action, "build", fields, text)


def proof_fields(view: PlayerView, side: tuple[Card, ...], theirs: tuple[Card, ...],
                 capacity: int, bluff: bool, table: int, rest: tuple[Card, ...]
                 ) -> dict[str, str | int]:
    """For a completed side no card the opponent can still get beats: ``claim`` "now"
    when the cards on the table prove it (the rules' proof, which counts the player's own
    hand as cards the opponent might still get), else "wait"; ``tactics`` 1 when a tactic
    card of theirs could still change the stone before the claim (a tester's stone, hinted
    as beaten by no card, went to their Banshee and Blind-Man's Bluff)."""
    proof = table
    for held in rest:
        if held < 54:
            proof |= 1 << held
    now = counterexample(side, theirs, capacity, bluff, proof) is None
    at_once = now and view.config.claim_timing == "after_play"
    return {"claim": "now" if now else "wait", "tactics": 0 if at_once else their_tactics(view)}


def their_tactics(view: PlayerView) -> int:
    """1 when the opponent may still play a tactic card (one in hand, or the deck not
    empty): a side their cards "can no longer beat" went to a tester's opponent's Joker."""
    return int(view.config.tactics and (view.opponent_tactic_cards() > 0
                                        or view.tactic_deck_size > 0))


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
        fields |= {"formation": rank_name(done.formation[0], bluff), "as": card_text(stand_in),
                   "more": 0, "held": "", "fills": "", "fit": 0,
                   "made": ",".join(card_text(c) for c in
                                    (*(c for c in side if c < 54), *done.wild))}
        fields |= against_fields(against is not None and done.formation > against.best,
                                  against, bluff)
        text = (f"{lead}: as {card_text(stand_in)} it completes "
                f"{FORMATION_TEXT[str(fields['formation'])]} ({listed(str(fields['made']))})")
        if not fields["against"] and against is not None and not against.complete:
            # Why the stone is not yet sure, as for a clan card that completes a side (an
            # expert's Spy hint never said that their cards there could still win).
            fields |= threat_fields(against, bluff)
            if fields["threat"] == "can":
                return Suggestion(action, "play_tactic", fields,
                                  text + threat_clause(fields))
        return Suggestion(action, "play_tactic", fields, text + against_text(fields))
    rest = hand_without(view.hand, card)
    plan = side_plan(side, capacity, bluff, rest, unseen_mask(view), against)
    if plan is None:
        return Suggestion(action, "play_tactic", fields, lead)
    fields |= plan_fields(plan, against, bluff)
    if fields["against"] == "holds":
        fields["tactics"] = their_tactics(view)
    # Empty when the card it stands for depends on the card that completes the side.
    fields["as"] = card_text(plan.stand_ins[index]) if index < len(plan.stand_ins) else ""
    return Suggestion(action, "play_tactic", fields,
                      plan_text(lead, fields, str(fields["as"]) or "what it lacks"))
