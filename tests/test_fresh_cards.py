"""The keeper of the cards just come into each seat's hand (``scenes.table.fresh``)."""

from __future__ import annotations

from scenes.table.fresh import FRESH_SECONDS, FreshCards


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
