"""Drawing the Take That table. Nothing here changes the game: it reads the board's view,
its sprites and its layout."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.takethat import score
from scenes.takethat.placement import SeatZones
from scenes.ui import theme
from scenes.ui.assets import cover
from scenes.ui.text import language, t
from scenes.ui.widgets import blit_centred, draw_banner, draw_panel

if TYPE_CHECKING:
    from scenes.takethat.board import TakeThatBoard

TABLE_ART = "takethat/table.png"


def draw_board(board: TakeThatBoard, surface: pygame.Surface) -> None:
    size = surface.get_size()
    key = (size, board.perspective, language(), board.layout.size)
    if board.static is None or board.static_key != key:
        board.static = build_static(board, size)
        board.static_key = key
    surface.blit(board.static, (0, 0))
    draw_pile(board, surface)
    drag = board.drag if board.drag is not None and board.drag.dragging else None
    lay = board.layout
    last = board.last_played
    for sprite in board.draw_order:
        if drag is not None and sprite.card == drag.card and sprite.zone == "hand":
            continue
        rect = sprite.rect
        if sprite.zone == "hand" and sprite.face_up and board.my_turn():
            if sprite.card == board.selected:
                rect = rect.move(0, -lay.px(24))
            elif sprite.card == board.hover:
                rect = rect.move(0, -lay.px(10))
        blit_card(board, surface, sprite.card, rect)
        if sprite.zone == "row" and sprite.card == last:
            pygame.draw.rect(surface, theme.TEXT_LIGHT, rect.inflate(2, 2), width=max(1, lay.px(2)),
                             border_radius=lay.px(8))
        if sprite.card == board.selected and sprite.zone == "hand":
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4),
                             width=max(2, lay.px(3)), border_radius=lay.px(8))
    draw_glows(board, surface)
    for seat, zones in lay.seats.items():
        draw_seat(board, surface, seat, zones)
    draw_status(board, surface)
    draw_message(board, surface)
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


def fitted(board: TakeThatBoard, text: str, role: str, px: int, width: int,
           colour: tuple[int, int, int]) -> pygame.Surface:
    """``text`` at ``px``, or smaller (down to 9 px) until it is no wider than ``width``."""
    assets = board.app.assets
    label = assets.text(text, role, px, colour)
    while label.get_width() > width and px > 9:
        px -= 1
        label = assets.text(text, role, px, colour)
    return label


def blit_card(board: TakeThatBoard, surface: pygame.Surface, card: int,
              rect: pygame.FRect) -> None:
    size = (max(1, round(rect.w)), max(1, round(rect.h)))
    image = board.art.face(card, size) if card >= 0 else board.art.back(size)
    surface.blit(image, (round(rect.x), round(rect.y)))


def build_static(board: TakeThatBoard, size: tuple[int, int]) -> pygame.Surface:
    """The table, the seats' panels, the row's bed and the fixed labels."""
    assets = board.app.assets
    lay = board.layout
    art = assets.image(TABLE_ART)
    surface = (cover(art, size, 0.5, None) if art is not None
               else assets.background(size).copy())
    bed = lay.row_area.inflate(lay.px(16), lay.px(12))
    shade = pygame.Surface(bed.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 60), shade.get_rect(), border_radius=lay.px(16))
    surface.blit(shade, bed.topleft)
    for seat, zones in lay.seats.items():
        draw_panel(surface, zones.panel, 150 if seat != board.perspective else 120,
                   assets=assets)
        for rect in (zones.face_up, zones.face_down):
            pygame.draw.rect(surface, (0, 0, 0), rect, width=max(1, lay.px(2)),
                             border_radius=lay.px(8))
    pygame.draw.rect(surface, (0, 0, 0), lay.pile, width=max(1, lay.px(2)),
                     border_radius=lay.px(8))
    label = assets.text(t("tt.board.pile"), "text", lay.px(14), theme.TEXT_DIM)
    blit_centred(surface, label, (lay.pile.centerx, lay.pile.bottom + lay.px(14)))
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
    badge(board, surface, str(count), (rect.centerx, rect.bottom - lay.px(18)))


def draw_glows(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """Where the held (or selected) card may go: the row's end and the twin it can twist."""
    if not board.my_turn():
        return
    lay = board.layout
    drag = board.drag if board.drag is not None and board.drag.dragging else None
    card = drag.card if drag is not None else board.selected
    pulse = 0.5 + 0.5 * abs(((board.time * 1.6) % 2) - 1)
    colour = [round(c * (0.75 + 0.25 * pulse)) for c in theme.GLOW]
    width = max(2, lay.px(4))
    end = board.slots[-1]
    if card is None:
        if board.mode.end_glows(board):
            pygame.draw.rect(surface, colour, end.inflate(6, 6), width=width,
                             border_radius=lay.px(10))
        return
    extend, twin_card = board.drop_targets(card)
    if extend:
        pygame.draw.rect(surface, colour, end.inflate(6, 6), width=width,
                         border_radius=lay.px(10))
    if twin_card is not None:
        sprite = board.sprites.get(twin_card)
        if sprite is not None:
            pygame.draw.rect(surface, theme.GOOD, sprite.rect.inflate(6, 6), width=width,
                             border_radius=lay.px(10))


def draw_seat(board: TakeThatBoard, surface: pygame.Surface, seat: int,
              zones: SeatZones) -> None:
    lay = board.layout
    view = board.view
    state = board.state
    rect = zones.name
    active = state.to_move == seat
    pygame.draw.rect(surface, (16, 18, 16), rect, border_radius=lay.px(10))
    pygame.draw.rect(surface, theme.GOLD_LIGHT if active else (80, 80, 70), rect,
                     width=max(2, lay.px(3)) if active else 1, border_radius=lay.px(10))
    dot = theme.GOLD_LIGHT if active else (theme.SEAT[0] if seat == board.perspective
                                           else theme.SEAT[1])
    pygame.draw.circle(surface, dot, (rect.x + rect.h // 2, rect.centery), rect.h // 4)
    label = fitted(board, board.name(seat), "text_bold", lay.px(16),
                   rect.w - rect.h - lay.px(6), theme.TEXT_LIGHT)
    clip = surface.get_clip()
    surface.set_clip(rect.inflate(-lay.px(6), 0).clip(clip))
    surface.blit(label, (rect.x + rect.h, rect.centery - label.get_height() // 2))
    surface.set_clip(clip)
    up = len(view.face_up[seat])
    down = view.face_down_counts[seat]
    if up:
        badge(board, surface, f"+{up}", (zones.face_up.right, zones.face_up.bottom), theme.GOOD)
    if down:
        badge(board, surface, str(down), (zones.face_down.right, zones.face_down.bottom),
              theme.ERROR)
    total = board.session.match.totals[seat]
    if seat == board.perspective and board.viewer == seat:
        points = score(list(view.face_up[seat]), list(view.own_face_down))
        info = t("tt.board.me_info", points=points, total=total)
    else:
        info = t("tt.board.info", hand=view.hand_sizes[seat], total=total)
    text = fitted(board, info, "text", lay.px(14), zones.info.w, theme.TEXT_DIM)
    surface.blit(text, (zones.info.centerx - text.get_width() // 2,
                        zones.info.bottom - text.get_height()))


def draw_status(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """The round, the variant and the dealer, at the top left."""
    lay = board.layout
    match = board.session.match
    lines = [t("board.round", index=match.index + 1, rounds=match.config.rounds)]
    if match.config.professional:
        lines.append(t("tt.board.professional"))
    lines.append(t("tt.board.dealer", name=board.name(board.state.dealer)))
    x, y = lay.status.x + lay.px(4), lay.status.y + lay.px(2)
    for index, line in enumerate(lines):
        colour = theme.GOLD_LIGHT if index == 0 else theme.TEXT_DIM
        label = fitted(board, line, "text_bold" if index == 0 else "text",
                       lay.px(17 if index == 0 else 14), lay.status.w, colour)
        surface.blit(label, (x, y))
        y += label.get_height() + lay.px(2)


def draw_message(board: TakeThatBoard, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay.message
    assets = board.app.assets
    text = board.message or board.prompt()
    colour = board.message_colour if board.message else theme.TEXT_LIGHT
    draw_panel(surface, rect, 170, assets=assets)
    label = fitted(board, text, "text", lay.px(16), rect.w - lay.px(28), colour)
    blit_centred(surface, label, rect.center)


def draw_round_end(board: TakeThatBoard, surface: pygame.Surface) -> None:
    """While the round-end pause lasts, a banner across the row."""
    if board.state.outcome is None or board.summary_shown:
        return
    lay = board.layout
    draw_banner(surface, board.app.assets, t("tt.board.round_over"), lay.row_area, lay.px(34),
                (lay.px(80), lay.px(20)))
