"""What the seat at the screen does in each phase of a Take That turn: one small object per
phase says what a card put on the row means (as an ``Action`` for the engine), what the
prompt says, whether the Take button is offered and whether the row's end glows before a
card is taken up. The rules stay in the engine."""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, Protocol

from game.takethat import actions as act
from game.takethat.actions import Action, Kind
from game.takethat.cards import is_frog, twin
from game.takethat.model import Phase
from scenes.ui.text import t

if TYPE_CHECKING:
    from game.takethat.view import TakeThatView
    from scenes.takethat.history import Move
    from scenes.takethat.session import TakeThatSession


class Host(Protocol):
    """What a mode reads of the table."""

    selected: int | None
    view: TakeThatView
    session: TakeThatSession
    by_keys: bool
    moves: list[Move]

    def name(self, seat: int) -> str: ...


def keyed(host: Host, key: str, **fields: object) -> str:
    """The text ``key``, in its wording for the keys (``key_keys``) once the player uses
    them."""
    return t(f"{key}_keys" if host.by_keys else key, **fields)


class Mode:
    """A phase in which the seat at the screen has nothing of its own to do."""

    takes = False
    """Whether the Take button is offered."""

    def put(self, card: int, onto: int | None) -> Action | None:
        """The action of ``card`` put on the row (``onto`` a row card, or at its end)."""
        return None

    def prompt(self, host: Host) -> str:
        return t("tt.board.round_over")

    def end_glows(self, host: Host) -> bool:
        """Whether the row's end glows while no card is taken up."""
        return False


class TurnMode(Mode):
    """Extend the row, twist a card out with its twin, or take the row."""

    takes = True

    def put(self, card: int, onto: int | None) -> Action | None:
        if onto is not None and twin(card) == onto:
            return act.twist(card)
        return act.extend(card)

    def prompt(self, host: Host) -> str:
        if host.selected is not None:
            # An empty row can only be started: X and T said there did nothing.
            return t("tt.board.selected" if host.view.row else "tt.board.selected_start",
                     card=host.selected)
        # An empty row (a new round, or the last one twisted away) can only be started.
        key = "tt.board.your_turn" if host.view.row else "tt.board.empty_row"
        kinds = {action.kind for action in host.view.legal}
        if host.view.row and kinds == {Kind.TAKE}:
            # A newcomer read "extend, twist or take" with nothing but Take possible, and
            # learnt why only from the hint.
            key = "tt.board.only_take"
        elif host.view.row and kinds:
            # Only what the hand can do: a Polish tester was offered a twist with no twin
            # of the row in hand.
            if Kind.TWIST not in kinds:
                key = "tt.board.no_twist"
            elif Kind.EXTEND not in kinds:
                key = "tt.board.no_extend"
        said = (keyed(host, key, name=host.name(host.view.seat)) if host.session.hotseat
                else keyed(host, f"{key}_alone"))
        if host.view.row and not host.view.pile_size:
            # The round's end was in the lesson and the rules only: a table of four was
            # surprised when it came with the next take.
            return t("tt.board.last_row", prompt=said)
        return said

    def end_glows(self, host: Host) -> bool:
        return not host.view.row


class StartMode(Mode):
    """After taking the row: start a new one with any card."""

    def put(self, card: int, onto: int | None) -> Action | None:
        return act.start(card)

    def prompt(self, host: Host) -> str:
        # Named when people share the screen, as every other prompt of their turns is.
        if host.session.hotseat:
            said = keyed(host, "tt.board.start_named", name=host.name(host.view.seat))
        else:
            said = keyed(host, "tt.board.start")
        view = host.view
        last = host.moves[-1] if host.moves else None
        if last is not None and last.penalty and last.seat == view.seat and view.own_face_down:
            # The professional variant's card is the taker's to know: a family saw a round
            # score fall by 10 and learnt why (the frog 33) only from the pile's tip.
            card = view.own_face_down[-1]
            named = t("tt.board.penalty_frog", card=card) if is_frog(card) else str(card)
            return t("tt.board.with_penalty", prompt=said, card=named)
        return said

    def end_glows(self, host: Host) -> bool:
        return True


MODES: Final[dict[Phase, Mode]] = {
    Phase.TURN: TurnMode(),
    Phase.START: StartMode(),
    Phase.OVER: Mode(),
}
"""The mode of every phase."""
