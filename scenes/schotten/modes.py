"""What the seat at the screen does in each phase of a Schotten Totten turn: one small object
per phase says what glows, what a click or a key means (as an ``Action`` for the engine),
what the prompt says and what the action button does. The rules stay in the engine: a mode
only maps input to actions and reads the legal ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Final, Protocol

import pygame

from game.schotten import actions as act
from game.schotten.actions import Action, Kind
from game.schotten.cards import BANSHEE, RECRUITER, RUSES, STRATEGIST, TRAITOR, card_text
from game.schotten.model import Phase
from game.schotten.refusals import Refusal
from scenes.schotten.words import card_name
from scenes.ui.text import t

if TYPE_CHECKING:
    from game.schotten.state import GameState
    from game.schotten.view import PlayerView
    from scenes.model.settings import Settings
    from scenes.schotten.art import SchottenArt
    from scenes.schotten.session import Session
    from scenes.table.input import Drag

RUSE_OF_PHASE: Final = {
    Phase.RECRUIT_DRAW: RECRUITER, Phase.RECRUIT_RETURN: RECRUITER,
    Phase.STRATEGIST_PICK: STRATEGIST, Phase.STRATEGIST_PLACE: STRATEGIST,
    Phase.BANSHEE_PICK: BANSHEE,
    Phase.TRAITOR_PICK: TRAITOR, Phase.TRAITOR_PLACE: TRAITOR,
}
"""The tactic card whose steps a phase is."""


class Host(Protocol):
    """What a mode reads of the board."""

    selected: int | None
    pick_cursor: int
    by_keys: bool
    """Whether the player's last gesture at the table was a key: the prompt then names
    keys rather than the mouse."""
    buffer: list[Action]
    drag: Drag | None
    view: PlayerView
    art: SchottenArt
    session: Session

    @property
    def settings(self) -> Settings: ...

    def legal(self) -> list[Action]: ...

    def pick_targets(self) -> list[int]: ...

    def my_turn(self) -> bool: ...

    def phase_source(self) -> GameState: ...

    def name(self, seat: int) -> str: ...

    def may_undo(self) -> bool: ...


@dataclass(frozen=True)
class Spot:
    """What lies under the pointer."""

    stone: int | None = None
    """The stone whose column it is."""
    deck: str | None = None
    hand_card: int | None = None
    table_card: int | None = None
    """A card on a side, or a combat mode."""
    discard: bool = False


@dataclass(frozen=True)
class Glow:
    """What the board lights up for the seat at the screen."""

    stones: frozenset[int] = frozenset()
    """Stones a card may go to, or may be claimed."""
    dim: frozenset[int] = frozenset()
    """Columns a card may not go to."""
    cards: tuple[int, ...] = ()
    """Table cards to choose from, in the order the arrow keys go through them."""
    hand: bool = False
    """Every hand card: one is to be chosen."""
    decks: bool = False
    deck: str = ""
    """With ``decks``: the one deck that lights (a lesson's), or "" for every deck."""
    discard: bool = False


def stones_for(legal: list[Action], kind: Kind, card: int | None = None) -> frozenset[int]:
    """The stones of the legal actions of ``kind`` (with ``card``, if given)."""
    return frozenset(action.stone for action in legal if action.kind is kind
                     and action.stone is not None and (card is None or action.card == card))


def blocked_tactics(host: Host) -> dict[int, Refusal]:
    """The tactic cards in the hand that may not be played now, each with the engine's
    reason (the hand dims them, and says why when one is picked up)."""
    source = host.phase_source()
    if not host.my_turn() or source.phase is not Phase.PLAY or source.to_move is None:
        return {}
    hand = [card for card in host.view.hand if card >= 54]
    if not hand:
        return {}
    playable = {action.card for action in host.legal() if action.kind is Kind.PLAY}
    blocked: dict[int, Refusal] = {}
    for card in hand:
        if card in playable:
            continue
        refusal = source.refusal(act.play(card) if card in RUSES else act.play(card, 0))
        if refusal is not None and refusal.code in ("side_full", "stone_claimed"):
            # Asked of stone 1 only, the reason named it ("your side of stone 1 is full")
            # when no side had room at all (a tester looked for the stone that had).
            refusal = Refusal("no_room", {"card": card_text(card)})
        if refusal is not None:
            blocked[card] = refusal
    return blocked


def said(host: Host, key: str, **fields: object) -> str:
    """The prompt ``key``, or its ``_keys`` form (keys instead of the mouse) when the
    player is using the keyboard."""
    return t(f"{key}_keys" if host.by_keys else key, **fields)


def cancel_hint(host: Host) -> str:
    return f" {said(host, 'board.cancel_hint')}" if host.buffer else ""


def ruse_name(host: Host, phase: Phase) -> str:
    ruse = RUSE_OF_PHASE.get(phase)
    return host.art.tactic_name(ruse) if ruse is not None else ""


class Mode:
    """A phase in which the seat at the screen has nothing of its own to do."""

    drags = False
    """Whether hand cards may be dragged onto the table."""
    chooses = False
    """Whether Left and Right choose a hand card (while a draw waited they raised one, with
    a Cancel button, though no card could be played)."""
    explains_stones = False
    """Whether a click on a stone that asks for no action explains its claim."""

    def prompt(self, host: Host) -> str:
        return t("board.round_over")

    def button(self, host: Host) -> tuple[str, Action] | None:
        """The action button's label key and action, when it has one now."""
        return None

    def glow(self, host: Host) -> Glow:
        return Glow()

    def click(self, host: Host, spot: Spot) -> Action | None:
        """The action a click on ``spot`` asks for (``None``: the board answers itself)."""
        return None

    def digit(self, host: Host, stone: int) -> Action | None:
        """The action the key of stone ``stone`` asks for (``None``: check its claim)."""
        return None

    def confirm(self, host: Host) -> Action | None:
        """The action Enter asks for."""
        return None

    def letter(self, host: Host, key: int) -> Action | None:
        """The action a letter key asks for."""
        return None

    def arrows(self, host: Host, step: int) -> bool:
        """Left/Right; False when they are left to the hand (choosing a card)."""
        return False

    def hand_refusal(self, host: Host) -> str | None:
        """Why a hand card pressed now cannot be played, when the phase says it (a tester
        dragged a second card after playing one, and nothing moved or said why)."""
        return None


class PlayMode(Mode):
    """Play a card from the hand at a stone (or a ruse to the discard pile), or pass."""

    drags = True
    chooses = True
    explains_stones = True

    def prompt(self, host: Host) -> str:
        drag = host.drag
        if drag is not None and drag.dragging:
            key = "board.ruse_drop" if drag.card in RUSES else "board.dragging"
            return t(key, card=card_name(drag.card, host.art.naming))
        legal = host.legal()
        if act.PASS in legal:
            # No clan card can be placed (the only time passing is allowed): "drag a card
            # onto a stone" sent a player looking for a stone that took one.
            tactic = any(action.kind is Kind.PLAY for action in legal)
            return t("board.pass_or_tactic" if tactic else "board.pass_only")
        card = host.selected
        if host.by_keys and card is not None and card in host.view.hand:
            key = "board.chosen_ruse_keys" if card in RUSES else "board.chosen_keys"
            return t(key, card=card_name(card, host.art.naming))
        if card is not None and card in host.view.hand and card not in RUSES:
            # Taken up by a click: "drag a card onto a stone" said nothing of the click on
            # a stone that plays it (a tester, after the lesson took her card back up).
            return t("board.chosen_click", card=card_name(card, host.art.naming))
        if host.session.hotseat:
            seat = host.view.seat
            return said(host, "board.your_turn", name=host.name(seat))
        return said(host, "board.your_turn_alone")

    def button(self, host: Host) -> tuple[str, Action] | None:
        return ("board.pass", act.PASS) if act.PASS in host.legal() else None

    def glow(self, host: Host) -> Glow:
        drag = host.drag
        card = drag.card if drag is not None and drag.dragging else host.selected
        if card is None or card in RUSES:
            return Glow()
        stones = stones_for(host.legal(), Kind.PLAY, card)
        return Glow(stones=stones, dim=frozenset(range(9)) - stones)

    def click(self, host: Host, spot: Spot) -> Action | None:
        card = host.selected
        if card is not None and card in RUSES and (spot.stone is not None or spot.discard):
            return act.play(card)
        if card is not None and spot.stone is not None:
            return act.play(card, spot.stone)
        return None

    def digit(self, host: Host, stone: int) -> Action | None:
        card = host.selected
        if card is None:
            return None
        return act.play(card) if card in RUSES else act.play(card, stone)

    def confirm(self, host: Host) -> Action | None:
        """A ruse is played; a card with one stone to go to goes there (a keyboard player
        pressed Enter after choosing a card, and nothing happened)."""
        card = host.selected
        if card is None or card not in host.view.hand:
            return None
        if card in RUSES:
            return act.play(card)
        stones = stones_for(host.legal(), Kind.PLAY, card)
        return act.play(card, min(stones)) if len(stones) == 1 else None

    def letter(self, host: Host, key: int) -> Action | None:
        return act.PASS if key == pygame.K_p else None


class ClaimMode(Mode):
    """Claim stones one by one, then end the claims."""

    def prompt(self, host: Host) -> str:
        return t("board.claim_auto") if host.settings.auto_claim else said(host, "board.claim")

    def button(self, host: Host) -> tuple[str, Action] | None:
        if act.DONE in host.legal() and not host.settings.auto_claim:
            return ("board.done_claims", act.DONE)
        return None

    def glow(self, host: Host) -> Glow:
        return Glow(stones=stones_for(host.legal(), Kind.CLAIM))

    def click(self, host: Host, spot: Spot) -> Action | None:
        return act.claim(spot.stone) if spot.stone is not None else None

    def digit(self, host: Host, stone: int) -> Action | None:
        return act.claim(stone)

    def confirm(self, host: Host) -> Action | None:
        return act.DONE

    def hand_refusal(self, host: Host) -> str | None:
        return None if host.settings.auto_claim else t("board.hand_claiming")


class DrawMode(Mode):
    """Draw from the deck of your choice (a stone clicked meanwhile explains its claim:
    the question a player has just after playing a card)."""

    explains_stones = True

    def prompt(self, host: Host) -> str:
        return said(host, "board.draw")

    def glow(self, host: Host) -> Glow:
        return Glow(decks=host.my_turn())

    def click(self, host: Host, spot: Spot) -> Action | None:
        return act.draw(spot.deck) if spot.deck is not None else None

    def letter(self, host: Host, key: int) -> Action | None:
        if key in (pygame.K_c, pygame.K_t):
            return act.draw("clan" if key == pygame.K_c else "tactic")
        return None

    def hand_refusal(self, host: Host) -> str | None:
        return t("board.hand_after_play")


class WaitDrawMode(Mode):
    """The engine has dealt this player's draw, which waits on the deck for a click (as at a
    real table, unless drawing is automatic): until then the card stays hidden and a card
    placed by mistake may still be taken back."""

    explains_stones = True

    def prompt(self, host: Host) -> str:
        return said(host, "teach.draw_wait" if host.may_undo() else "teach.draw_wait_plain")

    def glow(self, host: Host) -> Glow:
        return Glow(decks=True)

    def hand_refusal(self, host: Host) -> str | None:
        return t("board.hand_after_play")


WAIT_DRAW: Final = WaitDrawMode()


class RecruitDrawMode(DrawMode):
    """The Recruiter's draws, one deck at a time."""

    def prompt(self, host: Host) -> str:
        source = host.phase_source()
        return (said(host, "board.recruit_draw", left=source.draws_left,
                     tactic=ruse_name(host, Phase.RECRUIT_DRAW)) + cancel_hint(host))

    def hand_refusal(self, host: Host) -> str | None:
        return None  # the prompt says what the Recruiter's draws are


class ReturnMode(Mode):
    """Put cards back with the Recruiter: click one, or choose it and press Enter."""

    chooses = True

    def prompt(self, host: Host) -> str:
        source = host.phase_source()
        key = ("board.recruit_return_top" if source.config.recruiter_returns == "top"
               else "board.recruit_return")
        text = said(host, key, left=source.returns_left,
                    tactic=ruse_name(host, Phase.RECRUIT_RETURN))
        chosen = host.selected
        if host.by_keys and chosen is not None and chosen in source.hands[host.view.seat]:
            # The card Enter puts back, by name: in a hand of nine overlapping cards the
            # lifted one was hard to tell (a keyboard tester).
            card = card_name(chosen, host.art.naming)
            return f"{t('board.chosen_card', card=card)} {text}"
        return text

    def glow(self, host: Host) -> Glow:
        return Glow(hand=host.my_turn())

    def click(self, host: Host, spot: Spot) -> Action | None:
        return act.return_card(spot.hand_card) if spot.hand_card is not None else None

    def confirm(self, host: Host) -> Action | None:
        return act.return_card(host.selected) if host.selected is not None else None


class PickMode(Mode):
    """Choose a card on the table for the Strategist, the Banshee or the Traitor."""

    def __init__(self, phase: Phase) -> None:
        self.phase = phase

    def prompt(self, host: Host) -> str:
        tactic = ruse_name(host, self.phase)
        picks = host.pick_targets()
        if host.by_keys and picks:
            # The card Enter would take, by name: the ring alone was easy to miss.
            card = card_name(picks[host.pick_cursor % len(picks)], host.art.naming)
            return t(f"board.{self.phase.value}_keys", card=card, tactic=tactic) + cancel_hint(host)
        return t(f"board.{self.phase.value}", card="", tactic=tactic) + cancel_hint(host)

    def glow(self, host: Host) -> Glow:
        return Glow(cards=tuple(host.pick_targets()))

    def click(self, host: Host, spot: Spot) -> Action | None:
        return act.pick(spot.table_card) if spot.table_card is not None else None

    def confirm(self, host: Host) -> Action | None:
        picks = host.pick_targets()
        return act.pick(picks[host.pick_cursor % len(picks)]) if picks else None

    def arrows(self, host: Host, step: int) -> bool:
        host.pick_cursor += step
        return True


class PlaceMode(Mode):
    """Put the chosen card at a stone (or, for the Strategist, on the discard pile)."""

    def __init__(self, phase: Phase) -> None:
        self.phase = phase
        self.discards = phase is Phase.STRATEGIST_PLACE

    def prompt(self, host: Host) -> str:
        picked = host.phase_source().picked
        card = card_name(picked, host.art.naming) if picked is not None else ""
        return (said(host, f"board.{self.phase.value}", card=card,
                     tactic=ruse_name(host, self.phase)) + cancel_hint(host))

    def button(self, host: Host) -> tuple[str, Action] | None:
        if self.discards and act.DISCARD in host.legal():
            return ("board.discard", act.DISCARD)
        return None

    def glow(self, host: Host) -> Glow:
        stones = stones_for(host.legal(), Kind.PLACE)
        return Glow(stones=stones, dim=frozenset(range(9)) - stones,
                    discard=self.discards and host.my_turn())

    def click(self, host: Host, spot: Spot) -> Action | None:
        if spot.stone is not None:
            return act.place(spot.stone)
        return act.DISCARD if spot.discard and self.discards else None

    def digit(self, host: Host, stone: int) -> Action | None:
        return act.place(stone)

    def letter(self, host: Host, key: int) -> Action | None:
        return act.DISCARD if key == pygame.K_d and self.discards else None


MODES: Final[dict[Phase, Mode]] = {
    Phase.PLAY: PlayMode(),
    Phase.CLAIM: ClaimMode(),
    Phase.DRAW: DrawMode(),
    Phase.RECRUIT_DRAW: RecruitDrawMode(),
    Phase.RECRUIT_RETURN: ReturnMode(),
    Phase.STRATEGIST_PICK: PickMode(Phase.STRATEGIST_PICK),
    Phase.BANSHEE_PICK: PickMode(Phase.BANSHEE_PICK),
    Phase.TRAITOR_PICK: PickMode(Phase.TRAITOR_PICK),
    Phase.STRATEGIST_PLACE: PlaceMode(Phase.STRATEGIST_PLACE),
    Phase.TRAITOR_PLACE: PlaceMode(Phase.TRAITOR_PLACE),
    Phase.OVER: Mode(),
}
"""The mode of every phase."""
