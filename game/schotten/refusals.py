"""Why an action or a claim is refused: a stable code, its fields, and the English text,
and the reasoning that finds them for a state (``GameState.refusal`` and
``GameState.claim_check`` are the public way in).

Clients translate by code (``refusal.code``) with the same fields; ``refusal.text()``
gives the English sentence used by the engine's own messages.

>>> Refusal("side_full", {"stone": 3}).text()
'your side of stone 3 is full'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, NamedTuple

from game.schotten.actions import Action, Kind
from game.schotten.cards import (
    BLUFF,
    COMBAT_MODES,
    ELITE_TROOPS,
    JOKERS,
    MUD,
    TRAITOR,
    Card,
    card_text,
    is_tactic,
)
from game.schotten.claims import counterexample
from game.schotten.formations import Completion
from game.schotten.legal import may_play_tactic
from game.schotten.model import Phase

if TYPE_CHECKING:
    from game.schotten.state import GameState

TEXTS: Final[dict[str, str]] = {
    "round_over": "the round is over",
    "wrong_phase": "now is the time to {phase}, not '{action}'",
    "must_play": "you cannot pass while you can place a clan card",
    "already_claimed": "stone {stone} is already claimed",
    "side_incomplete": "your side of stone {stone} is not complete",
    "claimable": "stone {stone} can be claimed",
    "opponent_stronger": "the opponent's side of stone {stone} is stronger",
    "could_be_beaten": "the opponent could still beat stone {stone} with {cards}",
    "deck_empty": "the {deck} deck is empty",
    "not_in_hand": "{card} is not in your hand",
    "cannot_pick": "{card} cannot be chosen for this tactic card",
    "pick_claimed": ("{card} lies at stone {stone}, which is already claimed, and no tactic "
                     "card can touch it now"),
    "strategist_own": ("the Strategist moves only your own cards, and {card} is your "
                       "opponent's"),
    "banshee_theirs": "the Banshee discards only your opponent's cards, and {card} is yours",
    "traitor_theirs": "the Traitor takes only your opponent's cards, and {card} is yours",
    "traitor_clan": "the Traitor takes only clan cards, and {card} is a tactic card",
    "cannot_place": "the card cannot go to stone {stone}",
    "tactics_variant_only": "tactic cards are only played in the tactics variant",
    "tactic_limit": ("you are already one tactic card ahead of your opponent, and may not "
                     "get further ahead"),
    "one_joker": "each player may play only one Joker per round",
    "needs_stone": "{card} must be played at a stone",
    "goes_to_discard": "{card} goes to the discard pile, not to a stone",
    "stone_claimed": "stone {stone} is already claimed",
    "side_full": "your side of stone {stone} is full",
    "no_room": "none of your sides at an unclaimed stone has room for {card}",
    "traitor_needs": "Traitor needs an opponent's clan card and room on your side",
    "nothing_to_act_on": "{card} has nothing to act on",
    "not_allowed": "'{action}' is not allowed now",
}
"""English text per refusal code; ``{field}`` placeholders take the refusal's fields."""

PHASE_TEXTS: Final[dict[str, str]] = {
    "claim": "claim stones or end claiming ('done')",
    "play": "play a card or pass",
    "draw": "choose a deck to draw from",
    "recruit_draw": "choose a deck for the Recruiter's draw",
    "recruit_return": "return a card with the Recruiter",
    "strategist_pick": "pick one of your cards for the Strategist",
    "strategist_place": "place the Strategist's card or discard it",
    "banshee_pick": "pick an opponent's card for the Banshee",
    "traitor_pick": "pick an opponent's clan card for the Traitor",
    "traitor_place": "place the Traitor's card on your side",
    "over": "start a new round",
}


class Refusal(NamedTuple):
    """A refusal: ``code`` (a key of ``TEXTS``) and the values of its placeholders.

    Stones in ``fields`` are numbered 1–9; cards are in notation; ``phase`` is a phase
    name (a key of ``PHASE_TEXTS``).
    """

    code: str
    fields: dict[str, str | int]

    def text(self) -> str:
        fields = dict(self.fields)
        if self.code == "wrong_phase":
            fields["phase"] = PHASE_TEXTS[str(fields["phase"])]
        return TEXTS[self.code].format(**fields)


class ClaimCheck(NamedTuple):
    """Whether a seat may claim a stone now, and if not, why (for the board to show).

    ``refusal`` carries the reason as a code with fields (for translation); ``reason``
    is its English text.
    """

    claimable: bool
    reason: str
    counterexample: Completion | None = None
    refusal: Refusal | None = None


PHASE_KINDS: Final[dict[Phase, frozenset[Kind]]] = {
    Phase.PLAY: frozenset({Kind.PLAY, Kind.PASS}),
    Phase.CLAIM: frozenset({Kind.CLAIM, Kind.DONE}),
    Phase.DRAW: frozenset({Kind.DRAW}),
    Phase.RECRUIT_DRAW: frozenset({Kind.DRAW}),
    Phase.RECRUIT_RETURN: frozenset({Kind.RETURN}),
    Phase.STRATEGIST_PICK: frozenset({Kind.PICK}),
    Phase.STRATEGIST_PLACE: frozenset({Kind.PLACE, Kind.DISCARD}),
    Phase.BANSHEE_PICK: frozenset({Kind.PICK}),
    Phase.TRAITOR_PICK: frozenset({Kind.PICK}),
    Phase.TRAITOR_PLACE: frozenset({Kind.PLACE}),
    Phase.OVER: frozenset(),
}
"""The kinds of action each phase asks for."""


def claim_check(state: GameState, seat: int, stone: int) -> ClaimCheck:
    """Explain whether ``seat`` may claim ``stone``: the board shows a refused proof."""
    number = stone + 1
    if state.owner[stone] is not None:
        return _refused_claim(Refusal("already_claimed", {"stone": number}))
    mine, theirs = state.sides[stone][seat], state.sides[stone][1 - seat]
    capacity = state.capacity(stone)
    if len(mine) < capacity:
        return _refused_claim(Refusal("side_incomplete", {"stone": number}))
    if state.can_claim(seat, stone):
        return ClaimCheck(True, Refusal("claimable", {"stone": number}).text())
    bluff = state.bluff[stone] >= 0
    if len(theirs) >= capacity:
        return _refused_claim(Refusal("opponent_stronger", {"stone": number}))
    beaten_by = counterexample(mine, theirs, capacity, bluff, state.unseen)
    added = " ".join(card_text(card) for card in beaten_by.added) if beaten_by else ""
    refusal = Refusal("could_be_beaten", {"stone": number, "cards": added})
    return _refused_claim(refusal, beaten_by)


def refusal_of(state: GameState, action: Action) -> Refusal | None:
    """Why ``action`` cannot be taken now, as a code with fields; ``None`` if legal."""
    if action in state.legal_actions():
        return None
    seat = state.to_move
    if seat is None:
        return Refusal("round_over", {})
    if action.kind not in PHASE_KINDS[state.phase]:
        return Refusal("wrong_phase", {"phase": state.phase.value, "action": action.to_text()})
    card, stone = action.card, action.stone
    if action.kind is Kind.PLAY and card is not None:
        return _play_refusal(state, seat, card, stone, action)
    if action.kind is Kind.PASS:
        return Refusal("must_play", {})
    if action.kind is Kind.CLAIM and stone is not None:
        refused = claim_check(state, seat, stone).refusal
        if refused is not None:
            return refused
    if action.kind is Kind.DRAW:
        return Refusal("deck_empty", {"deck": action.deck or ""})
    if action.kind is Kind.RETURN and card is not None:
        return Refusal("not_in_hand", {"card": card_text(card)})
    if action.kind is Kind.PICK and card is not None:
        return _pick_refusal(state, seat, card)
    if action.kind is Kind.PLACE and stone is not None:
        return Refusal("cannot_place", {"stone": stone + 1})
    return Refusal("not_allowed", {"action": action.to_text()})


def _play_refusal(state: GameState, seat: int, card: Card, stone: int | None,
                  action: Action) -> Refusal:
    name = card_text(card)
    if card not in state.hands[seat]:
        return Refusal("not_in_hand", {"card": name})
    if card >= 54:
        if not state.config.tactics:
            return Refusal("tactics_variant_only", {})
        # The lasting reason first: "one tactic card ahead" read as "later" to an expert
        # holding his second Joker, which no later turn of the round allows.
        if card in JOKERS and state.joker_played[seat]:
            return Refusal("one_joker", {})
        if not may_play_tactic(state, seat):
            return Refusal("tactic_limit", {})
        placed = card in ELITE_TROOPS or card in COMBAT_MODES
        if placed and stone is None:
            return Refusal("needs_stone", {"card": name})
        if not placed and stone is not None:
            return Refusal("goes_to_discard", {"card": name})
    if stone is not None:
        if state.owner[stone] is not None:
            return Refusal("stone_claimed", {"stone": stone + 1})
        if card not in COMBAT_MODES and len(state.sides[stone][seat]) >= state.capacity(stone):
            return Refusal("side_full", {"stone": stone + 1})
    if card == TRAITOR:
        return Refusal("traitor_needs", {})
    if card >= 54:
        return Refusal("nothing_to_act_on", {"card": name})
    return Refusal("not_allowed", {"action": action.to_text()})


def _table_place(state: GameState, card: Card) -> tuple[int, int] | None:
    """``(seat, stone)`` of the side ``card`` lies on, or ``None`` if it is not on the
    table."""
    for stone in range(9):
        for seat in (0, 1):
            if card in state.sides[stone][seat]:
                return seat, stone
    for mode, places in ((BLUFF, state.bluff), (MUD, state.mud)):
        if card == mode:
            for stone, seat in enumerate(places):
                if seat >= 0:
                    return seat, stone
    return None


def _pick_refusal(state: GameState, seat: int, card: Card) -> Refusal:
    """Why ``card`` may not be chosen for the ruse being played: the rule it breaks (a
    tester dropped the Traitor on the Spy and was told nothing of clan cards)."""
    name = card_text(card)
    place = _table_place(state, card)
    if place is None:
        return Refusal("cannot_pick", {"card": name})
    side, stone = place
    if state.owner[stone] is not None:
        return Refusal("pick_claimed", {"card": name, "stone": stone + 1})
    if state.phase is Phase.STRATEGIST_PICK and side != seat:
        return Refusal("strategist_own", {"card": name})
    if state.phase is Phase.BANSHEE_PICK and side == seat:
        return Refusal("banshee_theirs", {"card": name})
    if state.phase is Phase.TRAITOR_PICK:
        if side == seat:
            return Refusal("traitor_theirs", {"card": name})
        if is_tactic(card):
            return Refusal("traitor_clan", {"card": name})
    return Refusal("cannot_pick", {"card": name})


def _refused_claim(refusal: Refusal, beaten_by: Completion | None = None) -> ClaimCheck:
    return ClaimCheck(False, refusal.text(), beaten_by, refusal)
