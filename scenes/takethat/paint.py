"""Drawing the Take That table. Nothing here changes the game: it reads the board's view,
its sprites and its layout.

The table is the pond art lit like a table under a lamp (a soft pool of light over the row,
darker towards the edges), drawn once per window size into ``board.static`` with the
fixed marks; each frame adds the cards, the glow of the last turn's cards, the name plates,
the lines of text, the game log and the buttons.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Final

import pygame

from game.takethat import Kind, score
from game.takethat.cards import twin
from scenes.shell.keys import cap, key_tip
from scenes.table.fresh import draw_fresh_mark
from scenes.table.logpanel import Measure, balanced_lines, even_lines
from scenes.takethat import history
from scenes.takethat.hint import hinted_card, hinted_twin, hints_take
from scenes.takethat.placement import SeatZones
from scenes.ui import theme
from scenes.ui.assets import cover
from scenes.ui.text import language, signed, t
from scenes.ui.widgets import (
    blit_centred,
    draw_banner,
    draw_tip,
    tip_place,
    wrap,
)

if TYPE_CHECKING:
    from scenes.takethat.board import TakeThatBoard

TABLE_ART: Final = "takethat/table.png"
SEAT_COLOURS: Final[tuple[tuple[int, int, int], ...]] = (
    (116, 178, 246), (244, 132, 112), (242, 204, 96), (150, 214, 120))
"""Each seat's colour, by seat number (so in hot-seat a player keeps theirs all game): its
name plate's mark and its lines in the log, light enough to read on the dark panel."""
HINT_RING: Final = (130, 226, 255)
"""The ring round what a hint points at: a cool light, unlike the warm glow of the last
turn's cards."""
LIGHT_GRID: Final = (96, 60)
"""Size of the small lighting map that is smoothed up to the window (made once per size)."""
_GLOWS: dict[tuple[int, int], pygame.Surface] = {}
_MEASURES: dict[int, Measure] = {}
_LIT: dict[tuple[object, ...], pygame.Surface] = {}
"""The lit table of the last window size (each seat's turn at a hot-seat table reuses it)."""
_SHADES: dict[tuple[int, int], pygame.Surface] = {}


def seat_colour(seat: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def draw_board(board: TakeThatBoard, surface: pygame.Surface) -> None:
    size = surface.get_size()
    lay = board.layout
    key = (size, board.perspective, language(), lay.size, tuple(lay.row_area))
    if board.static is None or board.static_key != key:
        board.static = build_static(board, size)
        board.static_key = key
    surface.blit(board.static, (0, 0))
    draw_pile(board, surface)
    drag = board.drag if board.drag is not None and board.drag.dragging else None
    lifted = board.my_turn()
    hint = board.current_hint() if lifted else None
    hinted = {("hand", hinted_card(hint)), ("row", hinted_twin(hint))}
    rings: list[pygame.FRect] = []
    end_glows, twin_glows = drop_glows(board)
    if end_glows:
        # Under the row: the card it follows covers the part of the next place that lies
        # over it (the outline was drawn across the last card of a long row).
        draw_row_end(board, surface)
    # Each outline, ring and glow of a card is drawn with it, before the cards that lie
    # over it: drawn on top of them, a hand card's hint ring and a row card's twin glow
    # crossed the next card's corner number.
    unfit = cards_that_fit_nowhere(board) if lifted else frozenset()
    fresh: list[pygame.FRect] = []
    hand: list[pygame.FRect] = []
    for sprite in board.draw_order:
        if drag is not None and sprite.card == drag.card and sprite.zone == "hand":
            continue
        rect = sprite.rect
        shows_hint = (sprite.zone, sprite.card) in hinted and not sprite.moving
        if sprite.zone == "hand" and sprite.face_up and lifted:
            if sprite.card == board.selected:
                rect = rect.move(0, -lay.px(24))
            elif sprite.card == board.hover or shows_hint:
                rect = rect.move(0, -lay.px(12))
        if sprite.zone == "hand" and sprite.card in board.fresh_cards and not sprite.moving:
            fresh.append(rect)
        if sprite.zone == "hand":
            hand.append(rect)
        if (sprite.key in board.glowing or shows_hint) and not sprite.moving:
            draw_glow(surface, rect, lay.px(14))
        if sprite.zone == "hand" and sprite.card in unfit and not sprite.moving:
            size = (max(1, round(rect.w)), max(1, round(rect.h)))
            surface.blit(board.art.faded(sprite.card, size), (round(rect.x), round(rect.y)))
        else:
            blit_card(board, surface, sprite.card, rect)
        if sprite.card == board.selected and sprite.zone == "hand":
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4),
                             width=max(2, lay.px(3)), border_radius=lay.px(8))
        if sprite.zone == "row" and sprite.card == twin_glows:
            pygame.draw.rect(surface, theme.GOOD, rect.inflate(6, 6),
                             width=max(2, lay.px(4)), border_radius=lay.px(10))
        if shows_hint:
            draw_hint_rings(board, surface, [rect])
        board.card_drawn(surface, sprite, rect)
    for rect in fresh:  # over the cards beside it, which cover its card's corners
        draw_fresh_mark(surface, rect, board.fresh_left, board.time, hand)
    draw_row_marks(board, surface)
    take = board.buttons["take"]
    if hints_take(hint) and take.visible:
        draw_glow(surface, pygame.FRect(take.rect), lay.px(12))
        rings.append(pygame.FRect(take.rect))
    draw_hint_rings(board, surface, rings)
    for seat, zones in lay.seats.items():
        draw_seat(board, surface, seat, zones)
    draw_status(board, surface)
    draw_last_move(board, surface)
    draw_message(board, surface)
    if board.shows_log:
        board.log_panel.draw(surface, board.app.assets, lay.log, lay.unit, board.log_entries())
    draw_round_end(board, surface)
    held = board.sprites.get(drag.card) if drag is not None else None
    if drag is not None and held is not None:
        x, y = drag.pos[0] - drag.grab[0], drag.pos[1] - drag.grab[1]
        shade = pygame.Surface((round(held.rect.w), round(held.rect.h)), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=lay.px(8))
        surface.blit(shade, (x + lay.px(8), y + lay.px(10)))
        blit_card(board, surface, drag.card, pygame.FRect(x, y, held.rect.w, held.rect.h))
    for button in board.buttons.values():
        button.draw(surface, board.app.assets)
    if not board.tips_shown():
        return
    tip_px = max(11, lay.px(theme.TYPE_SMALL))
    draw_key_tips(board, surface, tip_px)
    # Nor over the table's buttons (a long list of cards covered Menu at the top right).
    shown_buttons = [button.rect for button in board.buttons.values() if button.visible]
    pile = board.hover_pile
    if pile is not None and drag is None and board.view.face_up[pile]:
        zones = lay.seats[pile]
        # Clear of the seat's name and its line of points: the tip over a top seat's pile
        # covered the name, and under the bottom seat's its points ("This round -6").
        draw_tip(surface, board.app.assets, pile_text(board, pile), zones.face_up, tip_px,
                 (zones.name, zones.info, lay.status, *shown_buttons))
    down = board.hover_down
    if down is not None and drag is None and board.view.face_down_counts[down]:
        zones = lay.seats[down]
        # Nor over the round's line at the top left (the dealer's name lay under a tip).
        draw_tip(surface, board.app.assets, down_text(board, down), zones.face_down, tip_px,
                 (zones.name, zones.info, lay.status, *shown_buttons))


def draw_key_tips(board: TakeThatBoard, surface: pygame.Surface,
                  px: int) -> list[pygame.Rect]:
    """Over the button under the pointer, the key that does the same ("Key: T"), where it
    covers no other button and none of the table's words (``labels``); nowhere, when no
    side of the button is free even for the key alone. A disabled button names no key: the
    key does nothing then.

    Above the take button lies the draw pile's name: the tip hid it ("Key: T" over "Draw
    pile"), so that tip now goes to the button's right, by the message line. Returns the
    tips' plates."""
    assets = board.app.assets
    plates: list[pygame.Rect] = []
    shown = [button for button in board.buttons.values() if button.visible]
    window = surface.get_rect()
    for button in shown:
        if not (button.hovered and button.enabled and button.key):
            continue
        avoid = [other.rect for other in shown if other is not button] + labels(board)
        # "Key: T" where it fits, else the key alone ("T"): a long message line (Greek's)
        # leaves the take button's right side room for the key only.
        for text in (key_tip(button.key), cap(button.key)):
            size = assets.text(text, "text_bold", px, theme.TEXT_LIGHT).get_rect().inflate(
                px, px // 2)
            place = tip_place(size, button.rect, window, avoid)
            if not place.colliderect(button.rect) and place.collidelist(avoid) < 0:
                plates.append(draw_tip(surface, assets, text, button.rect, px, avoid))
                break
    return plates


def labels(board: TakeThatBoard) -> list[pygame.Rect]:
    """The words on the table that a tip or a glow must leave readable: the draw pile's
    name, each seat's name plate and count line, the last move and the message line."""
    lay = board.layout
    found = [lay.pile_label]
    for zones in lay.seats.values():
        found += [zones.name, zones.info]
    pill = message_pill(board)
    if pill is not None:
        found.append(pill)
    if board.last_move_text():
        found.append(lay.last_move)
    return found


def pile_text(board: TakeThatBoard, seat: int) -> str:
    """A face-up pile's cards (only its top one shows), as its hover tip says them: twins
    side by side, so a player sees which pairs are out."""
    cards = sorted(board.view.face_up[seat],
                   key=lambda card: (min(card, twin(card) or card), card))
    return t("tt.board.pile_cards", name=board.name(seat), cards=" ".join(str(c) for c in cards))


def down_text(board: TakeThatBoard, seat: int) -> str:
    """A face-down pile as its hover tip says it: its own cards and their points to the
    seat that took them, how many and what they cost to the others (its badge counts
    cards, and a tester read its red 9 as -9 points)."""
    view = board.view
    if seat == view.seat and board.viewer == seat:
        cards = sorted(view.own_face_down)
        return t("tt.board.down_own", name=board.name(seat),
                 cards=" ".join(str(card) for card in cards),
                 points=signed(score([], list(cards))))
    # The others' piles as the table saw them taken, card by card: every row card lay face
    # up before, and a newcomer had to add up an opponent's score by hand. Only the
    # professional variant's penalty card went down unseen; it is counted, never named.
    taken = seen_taken_by(board, seat)
    cards = sorted(taken.cards)
    if len(cards) + taken.unseen != view.face_down_counts[seat]:
        return t("tt.board.down_cards", name=board.name(seat),
                 count=view.face_down_counts[seat])
    points = signed(score([], list(cards)) - taken.unseen)
    if taken.unseen:
        return t(f"tt.board.down_seen_unseen.{history.plural(taken.unseen)}",
                 name=board.name(seat),
                 cards=" ".join(str(card) for card in cards), count=taken.unseen,
                 points=points)
    return t("tt.board.down_own", name=board.name(seat),
             cards=" ".join(str(card) for card in cards), points=points)


def seen_taken_by(board: TakeThatBoard, seat: int) -> history.Taken:
    """What the table saw ``seat`` take face down this round (nothing before the first
    ``refresh``)."""
    return board.taken[seat] if seat < len(board.taken) else history.Taken()


def fitted(board: TakeThatBoard, text: str, role: str, px: int, width: int,
           colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` at ``px``, or smaller (down to 9 px) until it is no wider than ``width``."""
    return board.app.assets.text(text, role, fitted_px(board, text, role, px, width, colour),
                                 colour)


def fitted_px(board: TakeThatBoard, text: str, role: str, px: int, width: int,
              colour: tuple[int, int, int] = theme.TEXT_DIM) -> int:
    """The size at which ``fitted`` draws ``text`` (measured in ``colour``: the cached
    rendering is then the one drawn)."""
    assets = board.app.assets
    while px > 9 and assets.text(text, role, px, colour).get_width() > width:
        px -= 1
    return px


def blit_card(board: TakeThatBoard, surface: pygame.Surface, card: int,
              rect: pygame.FRect) -> None:
    size = (max(1, round(rect.w)), max(1, round(rect.h)))
    image = board.art.face(card, size) if card >= 0 else board.art.back(size)
    surface.blit(image, (round(rect.x), round(rect.y)))


def draw_hint_rings(board: TakeThatBoard, surface: pygame.Surface,
                    rects: list[pygame.FRect]) -> None:
    """A slowly pulsing ring round what the hint points at, in a colour of its own, so that
    it is not taken for the last turn's glow (a card's ring is drawn with the card: the
    cards over it cover its side there, and their corner numbers stay readable)."""
    if not rects:
        return
    lay = board.layout
    pulse = 0.5 + 0.5 * abs(((board.time * 1.6) % 2) - 1)
    r, g, b = (round(c * (0.7 + 0.3 * pulse)) for c in HINT_RING)
    gap = lay.px(5)
    for rect in rects:
        pygame.draw.rect(surface, (r, g, b), rect.inflate(2 * gap, 2 * gap),
                         width=max(2, lay.px(4)), border_radius=lay.px(12))


def glow_image(size: tuple[int, int], spread: int) -> pygame.Surface:
    """A warm light of ``spread`` pixels around a card of ``size``, made once per size."""
    key = (size[0] * 4096 + size[1], spread)
    image = _GLOWS.get(key)
    if image is None:
        if len(_GLOWS) > 24:
            _GLOWS.clear()
        w, h = size[0] + 2 * spread, size[1] + 2 * spread
        image = pygame.Surface((w, h), pygame.SRCALPHA)
        steps = max(1, spread)
        for step in range(steps):
            inset = step
            alpha = round(150 * ((step + 1) / steps) ** 2)
            rect = pygame.Rect(inset, inset, w - 2 * inset, h - 2 * inset)
            pygame.draw.rect(image, (*theme.GLOW, alpha), rect, width=1,
                             border_radius=max(4, spread - step + size[0] // 10))
        pygame.draw.rect(image, (*theme.GOLD_LIGHT, 235),
                         pygame.Rect(spread - 3, spread - 3, size[0] + 6, size[1] + 6),
                         width=3, border_radius=max(4, size[0] // 10))
        _GLOWS[key] = image
    return image


def draw_glow(surface: pygame.Surface, rect: pygame.FRect, spread: int) -> None:
    """The last turn's card: lit from behind, with a bright rim."""
    size = (max(1, round(rect.w)), max(1, round(rect.h)))
    surface.blit(glow_image(size, spread), (round(rect.x) - spread, round(rect.y) - spread))


def lighting(size: tuple[int, int], light: pygame.Rect) -> tuple[pygame.Surface,
                                                                  pygame.Surface]:
    """The table's shadows (darker towards the edges) and its light (a warm pool centred on
    ``light``), each a small map smoothed up to ``size``."""
    gw, gh = LIGHT_GRID
    shadow = pygame.Surface((gw, gh), pygame.SRCALPHA)
    glow = pygame.Surface((gw, gh))
    w, h = size
    lx, ly = light.centerx / w * gw, light.centery / h * gh
    rx, ry = max(1.0, light.w / w * gw * 0.75), max(1.0, light.h / h * gh * 0.95)
    for y in range(gh):
        for x in range(gw):
            dx, dy = (x + 0.5) / gw * 2 - 1, (y + 0.5) / gh * 2 - 1
            edge = min(1.0, max(0.0, (math.hypot(dx * 0.92, dy) - 0.45) / 0.75))
            shadow.set_at((x, y), (4, 10, 8, round(190 * edge ** 1.6)))
            near = math.hypot((x + 0.5 - lx) / rx, (y + 0.5 - ly) / ry)
            warm = max(0.0, 1 - near) ** 2
            glow.set_at((x, y), (round(34 * warm), round(30 * warm), round(18 * warm)))
    return (pygame.transform.smoothscale(shadow, size), pygame.transform.smoothscale(glow, size))


def mat(surface: pygame.Surface, rect: pygame.Rect, radius: int, alpha: int) -> None:
    """A soft darker place on the table (a seat's corner, a pile's spot): no frame."""
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (2, 14, 12, alpha), shade.get_rect(), border_radius=radius)
    pygame.draw.rect(shade, (255, 240, 200, 22), shade.get_rect(), width=1,
                     border_radius=radius)
    surface.blit(shade, rect.topleft)


def build_static(board: TakeThatBoard, size: tuple[int, int]) -> pygame.Surface:
    """The lit table, the seats' places, the piles' spots and the fixed labels."""
    assets = board.app.assets
    lay = board.layout
    light = lay.row_area.union(lay.pile)
    key = ("table", size, tuple(light))
    lit = _LIT.get(key)
    if lit is None:
        art = assets.image(TABLE_ART)
        lit = (cover(art, size, 0.5, None) if art is not None
               else assets.background(size).copy())
        shadow, glow = lighting(size, light)
        lit.blit(glow, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
        lit.blit(shadow, (0, 0))
        _LIT.clear()
        _LIT[key] = lit
    surface = lit.copy()
    bottom = lay.seats[board.perspective].panel
    band = pygame.Surface((size[0], size[1] - bottom.y + lay.px(12)), pygame.SRCALPHA)
    for y in range(band.get_height()):
        alpha = round(120 * min(1.0, y / max(1, band.get_height() * 0.5)))
        pygame.draw.line(band, (2, 10, 8, alpha), (0, y), (size[0], y))
    surface.blit(band, (0, bottom.y - lay.px(12)))
    for seat, zones in lay.seats.items():
        if seat != board.perspective:
            mat(surface, zones.panel, lay.px(16), 95)
        for rect in (zones.face_up, zones.face_down):
            mat(surface, rect, lay.px(8), 70)
    mat(surface, lay.pile, lay.px(8), 70)
    label = assets.text(t("tt.board.pile"), "text", lay.px(15), theme.TEXT_DIM)
    blit_centred(surface, label, lay.pile_label.center)
    return surface.convert()


def badge(board: TakeThatBoard, surface: pygame.Surface, text: str,
          centre: tuple[float, float], colour: tuple[int, int, int] = theme.TEXT_LIGHT) -> None:
    lay = board.layout
    label = board.app.assets.text(text, "text_bold", lay.px(15), colour)
    box = label.get_rect(center=(round(centre[0]), round(centre[1])))
    box.inflate_ip(lay.px(12), lay.px(4))
    box.w = max(box.w, box.h)
    box.center = (round(centre[0]), round(centre[1]))
    pygame.draw.rect(surface, (16, 18, 16), box, border_radius=box.h // 2)
    pygame.draw.rect(surface, theme.PANEL_EDGE, box, width=1, border_radius=box.h // 2)
    blit_centred(surface, label, box.center)


def draw_pile(board: TakeThatBoard, surface: pygame.Surface) -> None:
    lay = board.layout
    count = board.view.pile_size
    rect = lay.pile
    for layer in range(min(4, (count + 9) // 10)):
        shift = layer * lay.px(2)
        blit_card(board, surface, -1, pygame.FRect(rect.x + shift, rect.y - shift, rect.w,
                                                    rect.h))
    if count:
        badge(board, surface, str(count), (rect.centerx, rect.bottom - lay.px(18)))


def drop_glows(board: TakeThatBoard) -> tuple[bool, int | None]:
    """Where the held (or selected) card may go: whether the row's end glows, and the row
    card it would twist out (which glows too)."""
    if not board.my_turn():
        return False, None
    drag = board.drag if board.drag is not None and board.drag.dragging else None
    card = drag.card if drag is not None else board.selected
    if card is None:
        return board.mode.end_glows(board), None
    return board.drop_targets(card)


def draw_row_end(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """The pulsing outline of the place at the row's end."""
    lay = board.layout
    pulse = 0.5 + 0.5 * abs(((board.time * 1.6) % 2) - 1)
    colour = [round(c * (0.75 + 0.25 * pulse)) for c in theme.GLOW]
    pygame.draw.rect(surface, colour, board.slots[-1].inflate(6, 6),
                     width=max(2, lay.px(4)), border_radius=lay.px(10))


def draw_seat(board: TakeThatBoard, surface: pygame.Surface, seat: int,
              zones: SeatZones) -> None:
    lay = board.layout
    view = board.view
    rect = zones.name
    active = board.acting_seat() == seat
    pygame.draw.rect(surface, (14, 20, 18), rect, border_radius=rect.h // 2)
    pygame.draw.rect(surface, theme.GOLD_LIGHT if active else (90, 96, 84), rect,
                     width=max(2, lay.px(3)) if active else 1, border_radius=rect.h // 2)
    pygame.draw.circle(surface, seat_colour(seat), (rect.x + rect.h // 2, rect.centery),
                       max(3, rect.h // 4))
    label = fitted(board, board.name(seat), "text_bold", lay.px(17),
                   rect.w - rect.h - lay.px(10), theme.TEXT_LIGHT)
    surface.blit(label, (rect.x + rect.h, rect.centery - label.get_height() // 2))
    up = len(view.face_up[seat])
    down = view.face_down_counts[seat]
    if up:
        badge(board, surface, f"+{up}", (zones.face_up.right, zones.face_up.bottom), theme.GOOD)
    if down:
        # A count, as the draw pile's is: in red it read as points (a frog costs 5).
        badge(board, surface, str(down), (zones.face_down.right, zones.face_down.bottom))
    # The plates of the others in one size: one longer line in smaller type than its
    # neighbours' read as a thing of another kind (an Italian family, 1024x640).
    own = zones.side == "bottom"
    px = min(fitted_px(board, seat_info(board, other), "text", lay.px(15), place.info.w)
             for other, place in lay.seats.items() if (place.side == "bottom") == own)
    text = board.app.assets.text(seat_info(board, seat), "text", px, theme.TEXT_DIM)
    surface.blit(text, (zones.info.centerx - text.get_width() // 2,
                        zones.info.bottom - text.get_height()))


def seat_info(board: TakeThatBoard, seat: int) -> str:
    """The line under a seat's piles: this round's points and the game's total for the
    seat whose cards are shown; for the others their hand, and this round's points as the
    table saw their piles grow with the game's total (else the earlier rounds' total).

    The earlier rounds are those before the round on the table, whether or not it has been
    recorded yet: while its summary is open (and after the last round) the match's totals
    already hold it, and adding this round's points to them counted it twice."""
    view = board.view
    match = board.session.match
    earlier = sum(scores[seat] for scores in match.results[:match.index])
    # The game's total only once a round is over: in the first it would read 0 beside
    # piles that already count (a newcomer took it for the opponents' score).
    first = ".first" if match.index == 0 else ""
    if seat == board.perspective and board.viewer == seat:
        points = score(list(view.face_up[seat]), list(view.own_face_down))
        # The game's total so far, this round's points in it ("total -40" beside "this
        # round -64" read as a slip).
        # Signed as the other seats' lines are ("this round +2" there, "2" here read as
        # two kinds of number to a Greek family).
        # The total signed too: "total 1" stood beside the summary's "+1" (an Italian).
        return t(f"tt.board.me_info{first}", points=signed(points),
                 total=signed(earlier + points))
    outcome = board.state.outcome
    if outcome is not None:
        # The round is over and counted: its points are public (the summary lists them),
        # in the words of the person's own line ("this round -10 · total -10"): "-15 after
        # round 1" stood under a game already over after round 2, and "total -10 after
        # round 1" beside "This round -10" read as two kinds of count.
        points = outcome.scores[seat]
        return t(f"tt.board.info_round{first}", hand=view.hand_sizes[seat],
                 points=signed(points), total=signed(earlier + points))
    # This round's points as the table saw them, as the person's own line has them: every
    # card a seat took lay face up in the row before (a newcomer added up an opponent's
    # score by hand). A penalty card that went down unseen is counted -1 and marked "?":
    # it costs 5 if it is a frog, which nobody but its holder knows.
    taken = seen_taken_by(board, seat)
    if len(taken.cards) + taken.unseen == view.face_down_counts[seat]:
        points = score(list(view.face_up[seat]), list(taken.cards)) - taken.unseen
        # "-2?" read as "-27" in the small type at 1024x640 (a Brazilian family).
        mark = "\u00a0(?)" if taken.unseen else ""
        return t(f"tt.board.info_round{first}", hand=view.hand_sizes[seat],
                 points=signed(points) + mark, total=signed(earlier + points) + mark)
    # Named by the last round counted, as in round 2 ("earlier rounds" read as more than
    # one, and "before this round" beside "after round 1" as something else again).
    return t(f"tt.board.info{first}", hand=view.hand_sizes[seat], total=signed(earlier),
             round=match.index)


def draw_status(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """The round, the variant and the dealer, at the top left."""
    lay = board.layout
    match = board.session.match
    lines = [t("board.round", index=match.index + 1, rounds=match.config.rounds)]
    if match.config.professional:
        lines.append(t("tt.board.professional"))
    dealer = board.name(board.state.dealer)
    # The name kept whole on a line of its own when the line must wrap ("Dealer:
    # Computer / 1 (Medium)" broke it), and so are the words before it ("Quem dá as /
    # cartas: Computador 2 (Difícil)" broke there instead).
    line = t("tt.board.dealer", name=dealer)
    before, found, after = line.partition(dealer)
    if found:
        head = before.rstrip(" ")
        line = "".join((head.replace(" ", "\u00a0"), before[len(head):],
                        dealer.replace(" ", "\u00a0"), after))
    lines.append(line)
    x, y = lay.status.x + lay.px(4), lay.status.y + lay.px(2)
    width = lay.status.w - lay.px(4)
    assets = board.app.assets
    title = fitted(board, lines[0], "text_bold", lay.px(20), width, theme.GOLD_LIGHT)
    surface.blit(title, (x, y))
    y += title.get_height() + lay.px(2)
    px = lay.px(15)
    font = assets.font("text", px)
    measure = _MEASURES.get(px)
    if measure is None or measure.font is not font:
        measure = _MEASURES[px] = Measure(font)
    for line in lines[1:]:
        # A long name goes on to a second line rather than shrinking out of sight.
        for part in balanced_lines(line.split(" "), width, measure):
            label = fitted(board, " ".join(part), "text", px, width, theme.TEXT_DIM)
            surface.blit(label, (x, y))
            y += label.get_height()
        y += lay.px(2)


def cards_that_fit_nowhere(board: TakeThatBoard) -> frozenset[int]:
    """The hand cards that can neither go at the row's end nor twist a card out of it,
    while a row lies there: an experienced tester looked for a sign of which cards could
    be played, and found one only while a card was held."""
    view = board.view
    if not view.row or not board.my_turn():
        return frozenset()
    # The legal moves once a frame (asking ``drop_targets`` of each card asked for them
    # nine times): a card fits when some move plays or shows it.
    fits = {action.card for action in board.legal() if action.kind is not Kind.TAKE}
    return frozenset(card for card in view.hand if card not in fits)


def draw_row_marks(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """Under each row card the others played since the person's last move, a bar in the
    colour of whoever played it: with two or three computers, the line above the row said
    only the last move, and a tester lost the first computer's card within a second. Round
    each pile a twist or a take added to since then, a ring in the same colour."""
    seat = board.viewer
    if seat is None or board.state.outcome is not None:
        return
    lay = board.layout
    # A pile a twist or a take added to is ringed in its seat's colour: those moves leave
    # no card in the row to mark.
    width = max(2, lay.px(3))
    for mover, pile in history.piles_since(board.moves, seat):
        zones = lay.seats.get(mover)
        if zones is not None:
            ring = (zones.face_up if pile == "up" else zones.face_down).inflate(6, 6)
            pygame.draw.rect(surface, seat_colour(mover), ring, width=width,
                             border_radius=lay.px(9))
    placed = history.placed_since(board.moves, seat)
    if not placed:
        return
    row = sorted((sprite for sprite in board.draw_order
                  if sprite.zone == "row" and not sprite.moving),
                 key=lambda sprite: sprite.rect.x)
    height, gap, margin = max(4, lay.px(6)), max(2, lay.px(5)), lay.px(6)
    for index, sprite in enumerate(row):
        owner = placed.get(sprite.card)
        if owner is None:
            continue
        rect = sprite.rect
        # As wide as the part of the card in sight: the next card lies over the rest.
        right = row[index + 1].rect.x if index + 1 < len(row) else rect.right
        bar = pygame.Rect(round(rect.x + margin), round(rect.bottom + gap),
                          max(height, round(right - rect.x - 2 * margin)), height)
        pygame.draw.rect(surface, seat_colour(owner), bar, border_radius=height // 2)


def draw_last_move(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """One line above the row: what the last player did, with their colour's mark."""
    last = board.last_move_text()
    if last is None:
        return
    seat, text = last
    lay = board.layout
    rect = lay.last_move
    width = rect.w - rect.h - lay.px(24)
    label = fitted(board, text, "text_bold", lay.px(19), width, theme.TEXT_LIGHT)
    small = max(13, lay.px(16))
    assets = board.app.assets
    if label.get_height() < assets.font("text_bold", small).get_height():
        # Too long for one line at a readable size ("… took the row: 1 card, and the top
        # card of the pile, then started a new row with 41" went down to 9 px at
        # 1024x640, a Brazilian family): two lines, the pill growing down towards the row,
        # of even length ("44" stood alone on the second, a Greek family).
        label = text_block(board, text, "text_bold", small, width, theme.TEXT_LIGHT, 2,
                           centred=True)
    height = max(rect.h, label.get_height() + lay.px(8))
    pill = pygame.Rect(0, 0, label.get_width() + rect.h + lay.px(20), height)
    pill.midtop = rect.midtop
    radius = rect.h // 2
    pygame.draw.rect(surface, (8, 16, 14), pill, border_radius=radius)
    pygame.draw.rect(surface, seat_colour(seat), pill, width=max(1, lay.px(2)),
                     border_radius=radius)
    pygame.draw.circle(surface, seat_colour(seat), (pill.x + rect.h // 2 + lay.px(2),
                                                    pill.centery), max(3, rect.h // 5))
    surface.blit(label, (pill.x + rect.h + lay.px(4), pill.centery - label.get_height() // 2))


def text_block(board: TakeThatBoard, text: str, role: str, px: int, width: int,
               colour: tuple[int, int, int], most: int,
               centred: bool = False) -> pygame.Surface:
    """``text`` in at most ``most`` lines no wider than ``width``, one under the other;
    ``centred`` lines are of even length (a message ended "…X twists its twin out; T" over
    a lone "takes the row")."""
    assets = board.app.assets
    lines = wrap(assets, text, role, px, width)
    if centred and 1 < len(lines) <= most:
        # With a key's name kept with what it does ("T / leva a fileira", a tester).
        lines = even_lines(assets, text, px, width, role)
    rendered = [assets.text(line, role, px, colour) for line in lines[:most]]
    line_h = assets.font(role, px).get_linesize()
    block = pygame.Surface((max(line.get_width() for line in rendered),
                            line_h * len(rendered)), pygame.SRCALPHA)
    for index, line in enumerate(rendered):
        x = (block.get_width() - line.get_width()) // 2 if centred else 0
        block.blit(line, (x, index * line_h))
    return block


_BLOCKS: dict[tuple[str, tuple[int, int, int], int, int], pygame.Surface] = {}
"""Messages of several lines as drawn, by text, colour, width and size."""


def message_label(board: TakeThatBoard) -> pygame.Surface | None:
    """The message line's words as drawn (none when there is nothing to say)."""
    lay = board.layout
    text = board.message or board.prompt()
    if not text:
        return None
    colour = board.message_colour if board.message else theme.TEXT_LIGHT
    width = lay.message.w - lay.px(28)
    label = fitted(board, text, "text", lay.px(18), width, colour)
    small = max(12, lay.px(15))
    if label.get_height() >= board.app.assets.font("text", small).get_height():
        return label
    # Too long for one line at a readable size (a hint with its warning shrank to 9 px):
    # up to three lines, the pill growing upwards over the foot of the row.
    key = (str(text), colour, width, small)
    block = _BLOCKS.get(key)
    if block is not None:
        return block
    block = text_block(board, text, "text", small, width, colour, 3, centred=True)
    if len(_BLOCKS) > 16:
        _BLOCKS.clear()
    _BLOCKS[key] = block
    return block


def message_pill(board: TakeThatBoard) -> pygame.Rect | None:
    """The dark pill behind the message line's words, as wide as they are (taller, growing
    upwards, when they take more than one line)."""
    label = message_label(board)
    if label is None:
        return None
    rect = board.layout.message
    height = max(rect.h, label.get_height() + board.layout.px(12))
    pill = pygame.Rect(0, 0, min(rect.w, label.get_width() + board.layout.px(28)), height)
    pill.midbottom = rect.midbottom
    return pill


def draw_message(board: TakeThatBoard, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay.message
    label = message_label(board)
    pill = message_pill(board)
    if label is None or pill is None:
        return
    shade = _SHADES.get(pill.size)
    if shade is None:
        if len(_SHADES) > 32:
            _SHADES.clear()
        shade = _SHADES[pill.size] = pygame.Surface(pill.size, pygame.SRCALPHA)
        radius = min(pill.h, rect.h) // 2
        pygame.draw.rect(shade, (4, 12, 10, 185), shade.get_rect(), border_radius=radius)
    surface.blit(shade, pill.topleft)
    blit_centred(surface, label, pill.center)


def draw_round_end(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """While the round-end pause lasts, a banner across the row."""
    if board.state.outcome is None or board.summary_shown:
        return
    lay = board.layout
    draw_banner(surface, board.app.assets, t("tt.board.round_over"), lay.row_area, lay.px(34),
                (lay.px(80), lay.px(20)))
