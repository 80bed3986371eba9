"""Drawing the Schotten Totten table: the cloth and its fixed labels, the stones, the decks,
the cards where the sprites are, what glows for the phase, the card being dragged and the
round-end banner. The panels around it (names, turn, score, message line, log) are in
``hud``. Nothing here changes the game: it reads the board's view, sprites and layout; its
only state is the board's ``PaintCache``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Final

import pygame

from game.schotten.actions import Kind
from game.schotten.cards import card_text, colour_of
from scenes.schotten import hud
from scenes.schotten.modes import Glow
from scenes.schotten.placement import card_sizes, column_rect
from scenes.schotten.words import known_on
from scenes.ui import theme
from scenes.ui.text import language, t
from scenes.ui.widgets import blit_centred, draw_banner, draw_panel

if TYPE_CHECKING:
    from scenes.schotten.board import BoardScene

EMBLEM_CIRCLE: Final = (40, 84, 15)
"""Centre and radius of the emblem in a clan card's corner pennant, in card-art pixels."""


@dataclass
class PaintCache:
    """What painting keeps between frames: the table's fixed layer, the rendered log and
    the clan emblems, for the language they were drawn in."""

    static: pygame.Surface | None = None
    language: str = ""
    log: tuple[int, list[list[pygame.Surface]]] = (-1, [])
    """Rendered log entries, each a list of wrapped lines, for a log of this length."""
    emblems: dict[tuple[int, int], pygame.Surface] = field(default_factory=dict)

    def forget(self) -> None:
        """Draw the fixed layer and the log again (the size or the texts changed)."""
        self.static = None
        self.log = (-1, [])


def draw(board: BoardScene, surface: pygame.Surface) -> None:
    cache = board.paint_cache
    size = surface.get_size()
    if cache.language != language():
        # Text drawn into the static layer and the log is in the old language: redo both.
        cache.language = language()
        cache.forget()
    if cache.static is None or cache.static.get_size() != size:
        cache.static = build_static(board, size)
    surface.blit(cache.static, (0, 0))
    lay = board.layout
    glow = board.mode.glow(board) if board.my_turn() else Glow()
    drag = board.drag if board.drag is not None and board.drag.dragging else None
    drag_card = drag.card if drag is not None else None
    draw_decks(board, surface, glow)
    draw_stones(board, surface, glow.stones)
    cursor_pick = glow.cards[board.pick_cursor % len(glow.cards)] if glow.cards else None
    picked_card = board.scratch.picked if board.scratch is not None else None
    buffered = {a.card for a in board.buffer if a.kind is Kind.PLAY}
    show_emblems = board.settings.emblems
    side_h = card_sizes(lay)["side"][1]
    strip = (lay["side_me_1"].h - side_h) / 3
    glow_width = max(2, lay.px(3))
    pulse = 0.5 + 0.5 * abs(((board.time * 1.6) % 2) - 1)
    glow_colour = [round(c * (0.75 + 0.25 * pulse)) for c in theme.GLOW]
    for sprite in board.mirror.draw_order:
        if sprite.card == drag_card and drag_card is not None:
            continue
        rect = sprite.rect
        if sprite.zone == "hand":
            lift = 0
            if sprite.card == board.selected or sprite.card in buffered:
                lift = lay.px(26)
            elif sprite.card == board.hover and board.my_turn():
                lift = lay.px(12)
            rect = rect.move(0, -lift)
        board.art.blit(surface, sprite.card, rect)
        if show_emblems and sprite.zone == "side" and 0 <= sprite.card < 54:
            draw_emblem(board, surface, sprite.card, rect, strip)
        if sprite.card in glow.cards or (glow.hand and sprite.zone == "hand"):
            width = glow_width * 2 if sprite.card == cursor_pick else glow_width
            pygame.draw.rect(surface, glow_colour, rect.inflate(4, 4), width=width,
                             border_radius=lay.px(7))
        elif sprite.card == picked_card or sprite.card in buffered or (
                sprite.card == board.selected and sprite.zone == "hand"):
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), width=glow_width,
                             border_radius=lay.px(7))
        elif sprite.card in board.recent and sprite.zone in ("side", "mode"):
            pygame.draw.rect(surface, theme.TEXT_LIGHT, rect.inflate(2, 2), width=1,
                             border_radius=lay.px(6))
    for ghost in board.mirror.ghosts:
        board.art.blit(surface, ghost.card, ghost.rect)
    for stone in glow.dim:
        dim_column(board, surface, stone)
    for stone in glow.stones:
        glow_column(board, surface, stone, glow_colour)
    hud.draw_hud(board, surface)
    draw_round_end(board, surface)
    if drag is not None:
        draw_held(board, surface, drag.card, drag.card_at())
    for button in board.buttons.values():
        button.draw(surface, board.app.assets)


def build_static(board: BoardScene, size: tuple[int, int]) -> pygame.Surface:
    """The cloth, the shades of the sides and of the hand, the piles' frames and labels,
    and the log's panel and title."""
    assets = board.app.assets
    lay = board.layout
    surface = assets.background(size, lay["stone_5"].centery).copy()
    draw_panel(surface, lay["log"].inflate(lay.px(4), lay.px(4)), 150, assets=assets)
    for stone in range(9):
        n = stone + 1
        for zone in (f"side_me_{n}", f"side_opponent_{n}"):
            rect = lay[zone].inflate(-lay.px(10), -lay.px(4))
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, 46), shade.get_rect(),
                             border_radius=lay.px(10))
            surface.blit(shade, rect.topleft)
    hand = lay["hand_me"].inflate(lay.px(16), 0)
    shade = pygame.Surface(hand.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 60), shade.get_rect(), border_radius=lay.px(18))
    surface.blit(shade, hand.topleft)
    px = lay.px(13)
    for zone, key in (("deck_clan", "board.clan_deck"), ("deck_tactic", "board.tactic_deck"),
                      ("discard", "board.discard_pile")):
        if zone == "deck_tactic" and not board.state.config.tactics:
            continue
        rect = lay[zone]
        pygame.draw.rect(surface, (0, 0, 0), rect, width=max(1, lay.px(2)),
                         border_radius=lay.px(8))
        label = assets.text(t(key), "text", px, theme.TEXT_DIM)
        blit_centred(surface, label, (rect.centerx, rect.bottom + lay.px(12)))
    title = assets.text(t("board.log"), "text_bold", lay.px(15), theme.GOLD)
    surface.blit(title, (lay["log"].x + lay.px(20), lay["log"].y + lay.px(10)))
    return surface.convert()


def draw_held(board: BoardScene, surface: pygame.Surface, card: int,
              topleft: tuple[float, float]) -> None:
    """The card being dragged, above everything, with its shadow."""
    held = board.mirror.sprites.get(card)
    if held is None:
        return
    lay = board.layout
    x, y = topleft
    w, h = round(held.rect.w), round(held.rect.h)
    art = board.app.assets.scaled("ui/card_shadow.png", (round(w * 340 / 300),
                                                         round(h * 460 / 420)))
    if art is not None:
        blit_centred(surface, art, (x + w / 2 + lay.px(8), y + h / 2 + lay.px(12)))
    else:
        shade = pygame.Surface((w, h), pygame.SRCALPHA)
        pygame.draw.rect(shade, (0, 0, 0, 90), shade.get_rect(), border_radius=lay.px(8))
        surface.blit(shade, (x + lay.px(8), y + lay.px(10)))
    board.art.blit(surface, card, pygame.FRect(x, y, held.rect.w, held.rect.h))


def draw_round_end(board: BoardScene, surface: pygame.Surface) -> None:
    """While the round-end pause lasts, a banner across the stones says who won."""
    outcome = board.state.outcome
    if outcome is None or board.summary_shown:
        return
    lay = board.layout
    row = lay["stone_1"].union(lay["stone_9"]).inflate(lay.px(20), lay.px(30))
    winner = outcome.winner
    for stone in board.view.stones:
        if winner is not None and stone.owner == winner:
            glow = lay[f"stone_{stone.stone + 1}"]
            pygame.draw.rect(surface, theme.GOLD_LIGHT, glow.inflate(-lay.px(8), lay.px(4)),
                             width=max(2, lay.px(3)), border_radius=lay.px(16))
    draw_banner(surface, board.app.assets, board.winner_title(winner), row, lay.px(34),
                (lay.px(80), lay.px(20)))


def draw_emblem(board: BoardScene, surface: pygame.Surface, card: int, rect: pygame.FRect,
                strip: float) -> None:
    """The clan's emblem in a badge at the top right, in the strip of the card that stays
    visible when the next card covers it (the Settings' "always show clan emblems")."""
    pad = max(2, round(rect.w * 0.05))
    size = max(8, min(round(rect.w * 0.3), round(strip) - pad))
    colour = colour_of(card)
    emblems = board.paint_cache.emblems
    badge = emblems.get((colour, size))
    if badge is None:
        badge = make_emblem(board, colour, size)
        emblems[(colour, size)] = badge
    surface.blit(badge, (round(rect.right - size - pad), round(rect.y + pad)))


def make_emblem(board: BoardScene, colour: int, size: int) -> pygame.Surface:
    """The emblem cut from the clan's card art in a round badge (a letter without art)."""
    badge = pygame.Surface((size, size), pygame.SRCALPHA)
    centre, radius = (size / 2, size / 2), size / 2
    clan = theme.CLAN[colour]
    art = board.app.assets.image(f"cards/{card_text(colour * 9)}.png")
    if art is not None:
        x, y, r = EMBLEM_CIRCLE
        crop = art.subsurface(pygame.Rect(x - r, y - r, 2 * r, 2 * r)).copy()
        mask = pygame.Surface(crop.get_size(), pygame.SRCALPHA)
        pygame.draw.circle(mask, (255, 255, 255, 255), (r, r), r)
        crop.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        badge.blit(pygame.transform.smoothscale(crop, (size, size)), (0, 0))
    else:
        pygame.draw.circle(badge, theme.PAPER, centre, radius)
        letter = board.app.assets.text("ROYGBP"[colour], "text_bold", max(6, size * 2 // 3),
                                       clan)
        blit_centred(badge, letter, centre)
    pygame.draw.circle(badge, clan, centre, radius, width=max(1, size // 10))
    return badge


def dim_column(board: BoardScene, surface: pygame.Surface, stone: int) -> None:
    rect = column_rect(board.layout, stone)
    shade = pygame.Surface(rect.size, pygame.SRCALPHA)
    shade.fill((0, 0, 0, 110))
    surface.blit(shade, rect.topleft)


def glow_column(board: BoardScene, surface: pygame.Surface, stone: int,
                colour: list[int]) -> None:
    lay = board.layout
    rect = lay[f"stone_{stone + 1}"].inflate(-lay.px(4), 0)
    pygame.draw.rect(surface, colour, rect, width=max(2, lay.px(3)),
                     border_radius=lay.px(14))


def draw_stones(board: BoardScene, surface: pygame.Surface, glow: frozenset[int]) -> None:
    lay = board.layout
    for stone in board.view.stones:
        slot = lay[f"stone_{stone.stone + 1}"]
        size = (round(slot.h * board.art.stone_aspect()), round(slot.h))
        claimed = stone.owner is not None
        image = board.art.stone(stone.stone + 1, claimed, size)
        offset = board.stone_offset[stone.stone] * slot.h * 0.28
        centre = (slot.centerx, slot.centery + offset)
        if claimed:
            colour = theme.SEAT[0 if stone.owner == board.perspective else 1]
            ring = pygame.Rect(0, 0, size[0] + lay.px(6), size[1] + lay.px(4))
            ring.center = (round(centre[0]), round(centre[1]))
            pygame.draw.ellipse(surface, colour, ring)
        if stone.stone in glow:
            side = round(slot.h * 1.9)
            halo_art = board.app.assets.scaled("ui/stone_glow.png", (side, side))
            if halo_art is not None:
                blit_centred(surface, halo_art, centre)
        flash = board.stone_flash[stone.stone]
        if flash > 0:
            radius = round(slot.h * (0.6 + (1 - flash) * 0.8))
            halo = pygame.Surface((radius * 2, radius * 2), pygame.SRCALPHA)
            pygame.draw.circle(halo, (*theme.GOLD_LIGHT, round(160 * flash)),
                               (radius, radius), radius, width=max(2, lay.px(5)))
            blit_centred(surface, halo, centre)
        blit_centred(surface, image, centre)


def draw_decks(board: BoardScene, surface: pygame.Surface, glow: Glow) -> None:
    lay = board.layout
    assets = board.app.assets
    view = board.view
    px = lay.px(14)
    for deck, count in (("clan", view.clan_deck_size), ("tactic", view.tactic_deck_size)):
        rect = lay[f"deck_{deck}"]
        if deck == "tactic" and not view.config.tactics:
            continue
        if count > 0:
            for layer in range(min(3, (count + 9) // 10)):
                shift = layer * lay.px(2)
                surface.blit(board.art.back(rect.size), (rect.x + shift, rect.y - shift))
            badge = assets.text(str(count), "text_bold", px, theme.TEXT_LIGHT)
            box = badge.get_rect(center=(rect.centerx, rect.bottom - lay.px(16)))
            side = lay.px(34)
            disc = assets.scaled("ui/deck_badge.png", (side, side))
            if disc is not None:
                blit_centred(surface, disc, box.center)
            else:
                pygame.draw.rect(surface, (20, 20, 20), box.inflate(lay.px(10), lay.px(4)),
                                 border_radius=lay.px(8))
            surface.blit(badge, box)
        if board.viewer == view.seat:
            draw_known(board, surface, deck, rect)
        if glow.decks and count > 0:
            pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6),
                             width=max(2, lay.px(3)), border_radius=lay.px(8))
    if glow.discard:
        pygame.draw.rect(surface, theme.GLOW, lay["discard"].inflate(6, 6),
                         width=max(2, lay.px(2)), border_radius=lay.px(8))


def draw_known(board: BoardScene, surface: pygame.Surface, deck: str, rect: pygame.Rect) -> None:
    """The cards put back on ``deck`` with the Recruiter, face up in small on it, so the
    player who put them there sees what they will draw (the top one in front)."""
    known = [card for card, _ in known_on(board.view, deck)]
    lay = board.layout
    w, h = rect.w * 0.56, rect.h * 0.56
    # One card sits centred; several spread across the deck's width.
    step = (rect.w - w) / (len(known) - 1) if len(known) > 1 else 0.0
    left = rect.x + (rect.w - w) / 2 if len(known) == 1 else rect.x
    for index in reversed(range(len(known))):
        thumb = pygame.FRect(left + index * step, rect.y + lay.px(4) + index * lay.px(6),
                             w, h)
        board.art.blit(surface, known[index], thumb)
        pygame.draw.rect(surface, theme.GOLD_LIGHT, thumb.inflate(2, 2),
                         width=max(1, lay.px(2)), border_radius=lay.px(4))


def prewarm(board: BoardScene) -> None:
    """Scale every card once for this window size, so no frame pays for it later."""
    sizes = card_sizes(board.layout)
    cards = list(range(64 if board.state.config.tactics else 54))
    for name in ("side", "hand", "pile", "mode"):
        for card in cards:
            board.art.card(card, sizes[name])
    for name in ("hand", "opponent", "pile"):
        board.art.back(sizes[name])
    slot = board.layout["stone_1"]
    stone_size = (round(slot.h * board.art.stone_aspect()), round(slot.h))
    for number in range(1, 10):
        for claimed in (False, True):
            board.art.stone(number, claimed, stone_size)
