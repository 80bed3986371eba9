"""The keeper of the cards just come into each seat's hand (``scenes.table.fresh``)."""

from __future__ import annotations

import pygame

from scenes.table.fresh import FRESH_SECONDS, FreshCards, in_sight


def test_new_cards_stay_news_until_the_seat_moves_and_a_new_deal_forgets_them() -> None:
    fresh = FreshCards()
    fresh.saw(0, [1, 2, 3], dealing=True)
    assert fresh.cards(0) == frozenset()  # a hand just dealt: nothing stands out
    fresh.saw(0, [1, 2, 3, 4])
    assert fresh.cards(0) == {4} and fresh.left(0) == FRESH_SECONDS
    fresh.tick(0, FRESH_SECONDS * 2)
    assert fresh.left(0) == 0 and fresh.cards(0) == {4}  # still marked, no longer breathing
    fresh.spent(0)
    assert fresh.cards(0) == frozenset()
    fresh.saw(0, [1, 2, 3, 4, 5])
    assert fresh.cards(0) == {5}
    # The next round's deal forgets the last round's news, even for cards it deals again.
    fresh.saw(0, [5, 6, 7], dealing=True)
    assert fresh.cards(0) == frozenset()
    # Each seat keeps its own (hot-seat).
    fresh.saw(1, [8, 9], dealing=True)
    fresh.saw(1, [8, 9, 10])
    fresh.spent(0)
    assert fresh.cards(1) == {10}


def test_cards_come_one_by_one_are_news_together_and_one_put_back_is_not() -> None:
    """The Recruiter's three cards come one by one: only the last drawn was marked."""
    fresh = FreshCards()
    fresh.saw(0, [1, 2], dealing=True)
    for hand in ([1, 2, 3], [1, 2, 3, 4], [1, 2, 3, 4, 5]):
        fresh.saw(0, hand)
    assert fresh.cards(0) == {3, 4, 5}
    fresh.saw(0, [1, 3, 4, 5])  # an old card goes back: the news stays
    assert fresh.cards(0) == {3, 4, 5}
    fresh.saw(0, [1, 3, 5])  # a new one goes back: it is no longer in the hand
    assert fresh.cards(0) == {3, 5}
    # More than three new cards at once is a new hand, where none stands out.
    fresh.spent(0)
    fresh.saw(0, [1, 3, 5, 6, 7, 8, 9])
    assert fresh.cards(0) == frozenset()


def test_the_mark_stands_over_the_part_of_its_card_in_sight() -> None:
    """A newcomer saw the spark between two cards of an overlapping hand, over the right
    half of the new card that the next card covered, and could not tell which it marked."""
    hand = [pygame.FRect(x, 500, 100, 140) for x in (0, 80, 160)]
    assert in_sight(hand[0], hand) == pygame.FRect(0, 500, 80, 140)
    assert in_sight(hand[0], hand).centerx < hand[1].x
    assert in_sight(hand[2], hand) == hand[2]  # the last card shows whole
    apart = [pygame.FRect(x, 500, 100, 140) for x in (0, 110)]
    assert in_sight(apart[0], apart) == apart[0]  # a hand with gaps: nothing covered
    # Another seat's hand at the top of the table covers nothing of it (four seats: the
    # spark stood on the new card's left edge); a card of its own row lifted a little does.
    others = [pygame.FRect(x, 20, 60, 80) for x in (10, 30, 50)]
    assert in_sight(hand[0], [*hand, *others]) == pygame.FRect(0, 500, 80, 140)
    lifted = [hand[0], hand[1].move(0, -24)]
    assert in_sight(hand[0], lifted) == pygame.FRect(0, 500, 80, 140)
