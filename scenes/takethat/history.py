"""What happened at the Take That table, in words any seat may read: the game log and the
line that says what the last player did.

Only what everyone at a real table sees goes in: the cards played onto the row and twisted
out of it (face up for all), and how many cards a take put face down, never which ones
(the penalty card of the professional variant comes from the pile unseen). The counts are
worked out from the public moves alone, so no hidden card can slip into a sentence.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.takethat import CARDS, Action, Kind, TakeThatConfig, twin
from scenes.ui.text import t


@dataclass(frozen=True)
class Move:
    """One action of the round with the public facts a sentence needs."""

    seat: int
    action: Action
    taken: int = 0
    """Cards of the row a take put face down."""
    penalty: bool = False
    """The take also put the pile's top card face down (professional variant)."""
    opens: bool = False
    """The card went onto an empty row (the round's first, or after a twist emptied it):
    the log says it started a row, as after a take (a Polish tester read "played 57 onto
    the row" where there was no row)."""


def moves(config: TakeThatConfig, log: Sequence[tuple[int, Action]], row: int = 0,
          pile: int | None = None) -> list[Move]:
    """The round's ``log`` with the size of each taken row, from public counts only: the
    row's length, the hand sizes and the pile's size, followed move by move. ``row`` and
    ``pile`` are how many cards the row and the draw pile held before the first move: a
    dealt round starts with an empty row and every card not dealt in the pile, a fixed
    round (the tutorial's) may start otherwise."""
    size = config.hand_size
    hands = [size] * config.players
    if pile is None:
        pile = len(CARDS) - size * config.players
    result: list[Move] = []
    for seat, action in log:
        if action.kind is Kind.TAKE:
            penalty = config.professional and row == 1 and pile > 0
            result.append(Move(seat, action, row, penalty))
            pile -= penalty
            row = 0
            continue
        result.append(Move(seat, action, opens=row == 0 and action.kind is Kind.EXTEND))
        hands[seat] -= 1
        row += -1 if action.kind is Kind.TWIST else 1
        drawn = min(size - hands[seat], pile)
        hands[seat] += drawn
        pile -= drawn
    return result


@dataclass(frozen=True)
class Taken:
    """What everyone saw a seat take face down this round."""

    cards: tuple[int, ...] = ()
    """The row cards it took (they lay face up in the row before)."""
    unseen: int = 0
    """Cards it took from the pile unseen (the professional variant's penalty card)."""


def seen_taken(config: TakeThatConfig, done: Sequence[Move],
               opening: Sequence[int] = ()) -> list[Taken]:
    """Each seat's face-down cards as the table saw them go: the cards played onto the row
    and twisted out of it are public, so every take is known card by card, apart from the
    professional variant's penalty card (counted, never named). ``opening`` is the row
    before the first move (a dealt round's is empty)."""
    cards: list[list[int]] = [[] for _ in range(config.players)]
    unseen = [0] * config.players
    for move, row in zip(done, rows_taken(done, opening), strict=True):
        if move.action.kind is Kind.TAKE:
            cards[move.seat].extend(row)
            unseen[move.seat] += move.penalty
    return [Taken(tuple(seat_cards), hidden) for seat_cards, hidden in zip(cards, unseen,
                                                                            strict=True)]


def rows_taken(done: Sequence[Move], opening: Sequence[int] = ()) -> list[tuple[int, ...]]:
    """For each move, the row cards it took face down (empty but for takes), followed
    from the public moves (``opening``: the row before the first)."""
    row = list(opening)
    taken: list[tuple[int, ...]] = []
    for move in done:
        action = move.action
        taken.append(tuple(row) if action.kind is Kind.TAKE else ())
        if action.kind is Kind.TAKE:
            row = []
        elif action.kind is Kind.TWIST and action.card is not None:
            gone = twin(action.card)
            if gone in row:
                row.remove(gone)
        elif action.card is not None:
            row.append(action.card)
    return taken


def plural(count: int) -> str:
    """The form of a counted noun: ``one``, ``few`` (2–4, 22–24, … as Polish counts) or
    ``many``; languages without a "few" form give it the text of "many"."""
    if count == 1:
        return "one"
    if count % 10 in (2, 3, 4) and count % 100 not in (12, 13, 14):
        return "few"
    return "many"


def sentence(move: Move, name: str, cards: Sequence[int] = ()) -> str:
    """One move in words: "Ann played 34 onto the row"; a take with the row ``cards`` it
    took, when given (the game log: in hot-seat the others look away, and a Polish family
    had to work out from earlier lines whether a frog went)."""
    action, card = move.action, move.action.card
    if action.kind is Kind.TAKE:
        if move.penalty:
            said = t("tt.table.log.take.penalty", name=name)
        else:
            said = t(f"tt.table.log.take.{plural(move.taken)}", name=name, count=move.taken)
        if not cards:
            return said
        key = "tt.table.log.taken_penalty" if move.penalty else "tt.table.log.taken"
        return t(key, sentence=said, cards=", ".join(str(taken) for taken in cards))
    if action.kind is Kind.TWIST and card is not None:
        return t("tt.table.log.twist", name=name, card=card, twin=twin(card))
    opens = action.kind is Kind.START or move.opens
    key = "tt.table.log.start" if opens else "tt.table.log.extend"
    return t(key, name=name, card=card)


def last_turn(done: Sequence[Move]) -> list[Move]:
    """The moves of the last turn: one, or a take and the new row that followed it."""
    if not done:
        return []
    turn = [done[-1]]
    if (len(done) > 1 and done[-1].action.kind is Kind.START
            and done[-2].action.kind is Kind.TAKE and done[-2].seat == done[-1].seat):
        turn.insert(0, done[-2])
    return turn


def placed_since(done: Sequence[Move], seat: int) -> dict[int, int]:
    """The cards the other seats put into the row since ``seat``'s last move, and whose
    each is (a card since twisted out or taken is still named; the row shows only those
    still in it)."""
    placed: dict[int, int] = {}
    for move in reversed(done):
        if move.seat == seat:
            break
        if move.action.kind in (Kind.EXTEND, Kind.START) and move.action.card is not None:
            placed[move.action.card] = move.seat
    return placed


def piles_since(done: Sequence[Move], seat: int) -> set[tuple[int, str]]:
    """The piles the other seats added to since ``seat``'s last move: (seat, ``"up"``)
    for a twist, (seat, ``"down"``) for a take (a tester saw no trace in the row of two
    twists by two computers between his moves)."""
    grown: set[tuple[int, str]] = set()
    for move in reversed(done):
        if move.seat == seat:
            break
        if move.action.kind is Kind.TWIST:
            grown.add((move.seat, "up"))
        elif move.action.kind is Kind.TAKE:
            grown.add((move.seat, "down"))
    return grown


def turn_sentence(turn: Sequence[Move], name: str) -> str:
    """The last turn in one sentence ("Ann took the row: 5 cards, then started …")."""
    if not turn:
        return ""
    if len(turn) == 2:
        return t("tt.table.log.then_start", first=sentence(turn[0], name),
                 card=turn[1].action.card)
    return sentence(turn[0], name)
