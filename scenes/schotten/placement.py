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

ZONE_ORDER: Final = {"side": 0, "mode": 1, "discard": 2, "opponent": 3, "hand": 4}
DECKS: Final = ("clan", "tactic")


def card_sizes(lay: Layout) -> dict[str, tuple[int, int]]:
    """The size of a card in each zone: on a side, in either hand, on a pile, a combat mode."""
    side = lay["side_me_1"]
    side_w = round(side.w * 0.74)
    hand_h = round(lay["hand_me"].h * 0.78)
    opp_h = round(lay["hand_opponent"].h * 0.92)
    pile = lay["deck_clan"]
    return {
        "side": (side_w, round(side_w * 1.4)),
        "hand": (round(hand_h / 1.4), hand_h),
        "opponent": (round(opp_h / 1.4), opp_h),
        "pile": (pile.w, pile.h),
        "mode": (round(side_w * 0.46), round(side_w * 0.46 * 1.4)),
    }


def places(lay: Layout, view: PlayerView, shown: bool) -> dict[Key, Place]:
    """Where every card of ``view`` belongs; ``shown`` when the view's own hand may be
    shown face up (its seat is at the screen), else it lies face down."""
    sizes = card_sizes(lay)
    me, them = view.seat, 1 - view.seat
    result: dict[Key, Place] = {}
    hand = lay["hand_me"]
    hw, hh = sizes["hand"]
    cards = view.hand
    count = len(cards)
    spacing = min(hw + hw * 0.1, (hand.w - hw) / max(1, count - 1)) if count > 1 else 0
    left = hand.centerx - (hw + spacing * (count - 1)) / 2
    top = hand.bottom - hh - lay.px(10)
    for index, card in enumerate(cards):
        key: Key = card if shown else ("back", me, index)
        result[key] = Place(card if shown else -1,
                            pygame.FRect(left + index * spacing, top, hw, hh), "hand",
                            100 + index)
    ohand = lay["hand_opponent"]
    ow, oh = sizes["opponent"]
    count = view.opponent_hand_size
    spacing = min(ow * 0.8, (ohand.w - ow) / max(1, count - 1)) if count > 1 else 0
    left = ohand.centerx - (ow + spacing * (count - 1)) / 2
    for index in range(count):
        result[("back", them, index)] = Place(
            -1, pygame.FRect(left + index * spacing, ohand.y, ow, oh), "opponent", 100 + index)
    sw, sh = sizes["side"]
    mw, mh = sizes["mode"]
    for stone in view.stones:
        n = stone.stone + 1
        for seat in (me, them):
            zone = lay[f"side_me_{n}" if seat == me else f"side_opponent_{n}"]
            step = (zone.h - sh) / 3
            x = zone.centerx - sw / 2
            for index, card in enumerate(stone.sides[seat]):
                if seat == me:
                    y, layer = zone.y + index * step, 10 + index
                else:
                    y, layer = zone.bottom - sh - index * step, 10 - index
                result[card] = Place(card, pygame.FRect(x, y, sw, sh), "side", layer,
                                     stone.stone)
        slot = lay[f"stone_{n}"]
        for card, holder, x in ((BLUFF, stone.bluff, slot.x + 2),
                                (MUD, stone.mud, slot.right - mw - 2)):
            if holder >= 0:
                result[card] = Place(card, pygame.FRect(x, slot.centery - mh / 2, mw, mh),
                                     "mode", 30, stone.stone)
    pile = lay["discard"]
    pw, ph = sizes["pile"]
    top_three = view.discard[-3:]
    for index, card in enumerate(top_three):
        offset = (len(top_three) - 1 - index) * lay.px(4)
        result[card] = Place(card, pygame.FRect(pile.x - offset, pile.y + offset, pw, ph),
                             "discard", 40 + index)
    return result


def origins(lay: Layout, events: Sequence[Event],
            perspective: int) -> tuple[dict[int, pygame.FRect], list[tuple[int, str]]]:
    """Where the cards ``events`` bring to the table come from (a hand, a deck), and the
    cards put back into a deck, with the deck."""
    hands = {perspective: lay["hand_me"], 1 - perspective: lay["hand_opponent"]}
    found: dict[int, pygame.FRect] = {}
    returned: list[tuple[int, str]] = []
    for event in events:
        if event.card < 0:
            continue
        if event.kind == "place" or (event.kind == "discard" and event.origin < 0):
            found[event.card] = pygame.FRect(hands[event.seat])
        elif event.kind == "draw":
            found[event.card] = pygame.FRect(lay[f"deck_{event.deck}"])
        elif event.kind == "return":
            returned.append((event.card, event.deck))
    return found, returned


def draw_rank(sprite: CardSprite) -> tuple[int, int]:
    """Sides first, then combat modes, the discard pile, the opponent's hand, the own hand."""
    return ZONE_ORDER.get(sprite.zone, 5), sprite.layer


def column_rect(lay: Layout, stone: int) -> pygame.Rect:
    """Both sides of ``stone``, one above the other."""
    n = stone + 1
    return lay[f"side_opponent_{n}"].union(lay[f"side_me_{n}"])


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
