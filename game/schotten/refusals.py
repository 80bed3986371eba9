"""Why an action or a claim is refused: a stable code, its fields, and the English text.

Clients translate by code (``refusal.code``) with the same fields; ``refusal.text()``
gives the English sentence used by the engine's own messages.

>>> Refusal("side_full", {"stone": 3}).text()
'your side of stone 3 is full'
"""

from __future__ import annotations

from typing import Final, NamedTuple

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
    "cannot_place": "the card cannot go to stone {stone}",
    "tactics_variant_only": "tactic cards are only played in the tactics variant",
    "tactic_limit": "you may not play a tactic card until your opponent has played one",
    "one_joker": "each player may play only one Joker per round",
    "needs_stone": "{card} must be played at a stone",
    "goes_to_discard": "{card} goes to the discard pile, not to a stone",
    "stone_claimed": "stone {stone} is already claimed",
    "side_full": "your side of stone {stone} is full",
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
