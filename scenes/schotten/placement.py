"""Where every card of a Schotten Totten view goes on the table, and what lies under the
pointer. Pure geometry over the table map's zones (``layout``): no drawing, no rules."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

import pygame

from game.schotten.cards import BLUFF, MUD
from game.schotten.model import Event
from game.schotten.view import PlayerView
from scenes.schotten.layout import Layout
from scenes.table.mirror import Place
from scenes.ui.sprites import CardSprite, Key

CLAN_BACK: Final = -1
"""A ``Place``'s face for a clan card lying face down."""
TACTIC_BACK: Final = -2
"""A ``Place``'s face for a tactic card lying face down: its back differs."""
TACTIC_BACK_KEY: Final = "tactic_back"
ZONE_ORDER: Final = {"side": 0, "mode": 1, "discard": 2, "opponent": 3, "hand": 4}
DECKS: Final = ("clan", "tactic")


def card_sizes(lay: Layout) -> dict[str, tuple[int, int]]:
    """The size of a card in each zone: on a side, in either hand, on a pile, a combat mode."""
    side = lay["side_me_1"]
    side_w = round(side.w * 0.92)
    hand_h = round(lay["hand_me"].h * 0.92)
    opp_h = round(lay["hand_opponent"].h * 0.94)
    pile = lay["deck_clan"]
    return {
        "side": (side_w, round(side_w * 1.4)),
        "hand": (round(hand_h / 1.4), hand_h),
        "opponent": (round(opp_h / 1.4), opp_h),
        "pile": (pile.w, pile.h),
        "mode": (round(side_w * 0.40), round(side_w * 0.40 * 1.4)),
    }


def hand_order(cards: Sequence[int]) -> list[int]:
    """A hand as a player sorts it: clan cards by colour, then value; tactic cards last."""
    return sorted(cards)


HAND_SHOWN: Final = 0.8
"""The share of each hand card's width that stays in sight (so its banner reads whole)."""


def hand_size(largest: tuple[int, int], width: int, count: int) -> tuple[int, int]:
    """Hand cards as large as ``largest``, smaller when ``count`` of them would otherwise
    hide more than a fifth of each other (the Recruiter's nine cards)."""
    w, h = largest
    fit = width / (1 + HAND_SHOWN * max(0, count - 1))
    if fit >= w:
        return w, h
    return round(fit), round(fit * 1.4)


def side_step(zone_h: float, card_h: float, count: int, gap: float,
              spare: float = 0.0) -> float:
    """How far each card of a side lies from the one before: as far apart as the side's
    room less ``spare`` allows (at most a quarter of a card, enough to read each card's
    corner)."""
    return min(card_h * 0.25, (zone_h - spare - gap - card_h) / max(2, count - 1))


def stone_gap(lay: Layout, count: int) -> float:
    """The room left between a stone and its sides' first cards, so the stone stands clear
    (four cards under Mud need it all; three leave some at the side's far end)."""
    return 0.0 if count > 3 else lay.px(22 if count < 3 else 12)


def side_spare(lay: Layout, count: int) -> float:
    """The room a side of up to three cards leaves at its far end: a message of two lines
    grows the bar under the stones upwards, and it covered the foot of the third card
    there (five testers)."""
    return 0.0 if count > 3 else lay.px(16)


def backs(seat: int, clan: int, tactic: int) -> list[Key]:
    """The keys of a hand lying face down: its clan cards, then its tactic cards, whose
    other back everyone sees. A card drawn from either deck joins its own kind, so the
    sprites of the cards already held stay theirs."""
    keys: list[Key] = [("back", seat, index) for index in range(clan)]
    return keys + [(TACTIC_BACK_KEY, seat, index) for index in range(tactic)]


def back_face(key: Key) -> int:
    """The back a face-down key shows: a tactic card's or a clan card's."""
    return TACTIC_BACK if isinstance(key, tuple) and key[0] == TACTIC_BACK_KEY else CLAN_BACK


def places(lay: Layout, view: PlayerView, shown: bool,
           revealed: Sequence[int] = (), held: Sequence[int] = ()) -> dict[Key, Place]:
    """Where every card of ``view`` belongs; ``shown`` when the view's own hand may be
    shown face up (its seat is at the screen), else it lies face down. ``revealed``: the
    opponent's hand, face up, once the round is over (else empty: it lies face down).
    ``held``: a shown hand's order to keep, a card gone from it leaving its place empty
    (while the Recruiter's cards are put back, a second click where the first had been
    took the card that slid there; a tester)."""
    sizes = card_sizes(lay)
    me, them = view.seat, 1 - view.seat
    result: dict[Key, Place] = {}
    hand = lay["hand_me"]
    kept = shown and bool(held) and set(view.hand) <= set(held)
    cards = list(held) if kept else hand_order(view.hand) if shown else view.hand
    count = len(cards)
    hw, hh = hand_size(sizes["hand"], hand.w, count)
    spacing = min(hw + lay.px(6), (hand.w - hw) / max(1, count - 1)) if count > 1 else 0
    left = hand.centerx - (hw + spacing * (count - 1)) / 2
    top = hand.bottom - hh - lay.px(4)
    if shown:
        keys: list[Key] = list(cards)
        faces = list(cards)
    else:
        keys = backs(me, sum(1 for card in cards if card < 54),
                     sum(1 for card in cards if card >= 54))
        faces = [back_face(key) for key in keys]
    for index, (key, face) in enumerate(zip(keys, faces, strict=True)):
        if kept and key not in view.hand:
            continue
        result[key] = Place(face, pygame.FRect(left + index * spacing, top, hw, hh), "hand",
                            100 + index)
    ohand = lay["hand_opponent"]
    ow, oh = sizes["opponent"]
    count = view.opponent_hand_size
    left, spacing = opponent_fan(lay, count)
    tactic = view.opponent_tactic_cards()
    opposite: list[Key] = (list(revealed) if len(revealed) == count
                           else list(backs(them, count - tactic, tactic)))
    for index, key in enumerate(opposite):
        face = key if isinstance(key, int) else back_face(key)
        result[key] = Place(face, pygame.FRect(left + index * spacing, ohand.y, ow, oh),
                            "opponent", 100 + index)
    sw, sh = sizes["side"]
    mw, mh = sizes["mode"]
    for stone in view.stones:
        n = stone.stone + 1
        for seat in (me, them):
            zone = lay[f"side_me_{n}" if seat == me else f"side_opponent_{n}"]
            count = len(stone.sides[seat])
            gap = stone_gap(lay, count)
            step = side_step(zone.h, sh, count, gap, side_spare(lay, count))
            x = zone.centerx - sw / 2
            # Each side fans out away from its stone, the newest card on top and whole.
            for index, card in enumerate(stone.sides[seat]):
                layer = 10 + index
                y = (zone.y + gap + index * step if seat == me
                     else zone.bottom - gap - sh - index * step)
                result[card] = Place(card, pygame.FRect(x, y, sw, sh), "side", layer,
                                     stone.stone)
        slot = lay[f"stone_{n}"]
        # A combat mode lies at the stone's foot (its mud or fog shows on the stone), against
        # the stone below the middle, clear of the stone's number: at the column's very
        # edge a tester took the fog's card for the next stone's. It keeps within the
        # stone's row: below it, the first of four cards under Mud ran under it.
        # Against the slot's very edge, not past it: further in it covered half the
        # stone's number, the key a keyboard player presses (two testers).
        # On the stone's right, unless it holds both: Fog on the left and Mud on the
        # right of their neighbours met in the gap between two stones, and a newcomer
        # could not tell which stone either belonged to.
        both = stone.bluff >= 0 and stone.mud >= 0
        for card, holder, x in ((BLUFF, stone.bluff, float(slot.x if both else
                                                           slot.right - mw)),
                                (MUD, stone.mud, float(slot.right - mw))):
            if holder >= 0:
                result[card] = Place(card, pygame.FRect(x, slot.bottom - mh, mw, mh),
                                     "mode", 30, stone.stone)
    pile = lay["discard"]
    pw, ph = sizes["pile"]
    top_three = view.discard[-3:]
    for index, card in enumerate(top_three):
        offset = (len(top_three) - 1 - index) * lay.px(4)
        result[card] = Place(card, pygame.FRect(pile.x - offset, pile.y + offset, pw, ph),
                             "discard", 40 + index)
    return result


def opponent_fan(lay: Layout, count: int) -> tuple[float, float]:
    """Where the other player's hand of ``count`` cards starts (its left edge), and how
    far apart its cards lie: fanned, centred in its zone."""
    zone = lay["hand_opponent"]
    width = card_sizes(lay)["opponent"][0]
    spacing = min(width * 0.8, (zone.w - width) / max(1, count - 1)) if count > 1 else 0
    return zone.centerx - (width + spacing * (count - 1)) / 2, spacing


def origins(lay: Layout, events: Sequence[Event],
            perspective: int) -> tuple[dict[int, pygame.FRect], list[tuple[int, str]]]:
    """Where the cards ``events`` bring to the table come from (a hand, a deck), and the
    cards put back into a deck, with the deck."""
    sizes = card_sizes(lay)
    hands = {perspective: card_at(lay["hand_me"], sizes["hand"]),
             1 - perspective: card_at(lay["hand_opponent"], sizes["opponent"])}
    found: dict[int, pygame.FRect] = {}
    returned: list[tuple[int, str]] = []
    for event in events:
        if event.card < 0:
            continue
        if event.kind == "place" or (event.kind == "discard" and event.origin < 0):
            found[event.card] = pygame.FRect(hands[event.seat])
        elif event.kind == "draw":
            found[event.card] = card_at(lay[f"deck_{event.deck}"], sizes["pile"])
        elif event.kind == "return":
            returned.append((event.card, event.deck))
    return found, returned


def card_at(zone: pygame.Rect, size: tuple[int, int]) -> pygame.FRect:
    """A card of ``size`` in the middle of ``zone``: where a card leaving a hand or a deck
    starts, so that it never takes the shape of the zone."""
    rect = pygame.FRect(0, 0, *size)
    rect.center = zone.center
    return rect


def draw_rank(sprite: CardSprite) -> tuple[int, int]:
    """Sides first, then combat modes, the discard pile, the opponent's hand, the own hand."""
    return ZONE_ORDER.get(sprite.zone, 5), sprite.layer


def column_rect(lay: Layout, stone: int) -> pygame.Rect:
    """Both sides of ``stone``, one above the other."""
    n = stone + 1
    return lay[f"side_opponent_{n}"].union(lay[f"side_me_{n}"])


def own_column(lay: Layout, stone: int) -> pygame.Rect:
    """The stone and the player's side of it: where a card played there goes."""
    n = stone + 1
    return lay[f"stone_{n}"].union(lay[f"side_me_{n}"])


def column_at(lay: Layout, pos: tuple[int, int]) -> int | None:
    """The stone whose column (the stone and both sides) is under ``pos``."""
    for stone in range(9):
        n = stone + 1
        column = lay[f"stone_{n}"].union(lay[f"side_me_{n}"]).union(lay[f"side_opponent_{n}"])
        if column.collidepoint(pos):
            return stone
    return None


def deck_at(lay: Layout, pos: tuple[int, int]) -> str | None:
    for deck in DECKS:
        if lay[f"deck_{deck}"].collidepoint(pos):
            return deck
    return None
