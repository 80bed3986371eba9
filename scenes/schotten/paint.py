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
from game.schotten.cards import card_text, colour_of, is_clan, value_of
from game.schotten.formations import evaluate_detailed
from scenes.schotten import hud
from scenes.schotten.hint import hinted_card, hinted_stone
from scenes.schotten.modes import Glow
from scenes.schotten.placement import card_sizes, column_rect
from scenes.schotten.words import known_on
from scenes.shell.keys import key_tip
from scenes.table.fresh import draw_fresh_mark
from scenes.ui import theme
from scenes.ui.backdrop import lighting
from scenes.ui.text import language, t
from scenes.ui.widgets import blit_centred, draw_banner, draw_key_tip, fitted_label, wrap

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
    log_words: dict[tuple[object, ...], str] = field(default_factory=dict)
    """Log lines already worded, by action, name, naming, language and ruse."""
    log_entries: tuple[object, list[tuple[tuple[int, int, int], str]]] = (None, [])
    """The log's entries in words, for the log length and seat they were made for."""
    emblems: dict[tuple[int, int], pygame.Surface] = field(default_factory=dict)
    last_move: tuple[object, pygame.Surface | None] = (None, None)
    """The plate saying the other player's last move, for the log length it was made for."""
    elites: tuple[int, dict[int, int]] = (-1, {})
    """The clan card each elite troop on a complete side stands for, at this view event."""
    fogged: frozenset[int] = frozenset()
    """The elite troops of ``elites`` on a stone under Fog, where only their value counts."""

    def forget(self) -> None:
        """Draw the fixed layer and the log again (the size or the texts changed)."""
        self.static = None
        self.log_entries = (None, [])
        self.last_move = (None, None)


def hint_shown(board: BoardScene) -> tuple[int | None, int | None]:
    """The hand card and the stone the hint lights, if any: none while another card is
    dragged (a tester saw the hinted stone alone glowing while the bar said to drop the
    card he dragged on a glowing stone)."""
    hint = board.current_hint() if board.my_turn() else None
    if board.drags_past_hint():
        return None, None
    return hinted_card(hint), hinted_stone(hint)


def draw(board: BoardScene, surface: pygame.Surface) -> None:
    cache = board.paint_cache
    size = surface.get_size()
    if cache.language != language():
        # Text drawn into the static layer and the log is in the old language: redo both.
        cache.language = language()
        cache.forget()
        board.log_panel.forget()
    if cache.static is None or cache.static.get_size() != size:
        cache.static = build_static(board, size)
    surface.blit(cache.static, (0, 0))
    lay = board.layout
    glow = board.glow()
    drag_card = board.dragged_card()
    hint_card, hint_stone = hint_shown(board)
    chosen = hud.chosen_card(board)
    draw_decks(board, surface, glow)
    lit = glow.stones
    if hint_stone is not None and hint_card is not None and board.selected == hint_card:
        lit = frozenset()  # the hint took its card up: its stone alone glows, not every one
    hint_pick = board.hint_pick if board.my_turn() and board.buffer else None
    if hint_pick is not None and hint_pick[1] is not None and hint_pick[1] in glow.stones:
        # The hinted ruse's card is taken: the stone the hint sends it to glows alone.
        lit, hint_stone = frozenset(), hint_pick[1]
    hint_taken = hint_pick[0] if hint_pick is not None and hint_pick[0] in glow.cards else None
    draw_stones(board, surface, lit | ({hint_stone} if hint_stone is not None else set()))
    cursor_pick = glow.cards[board.pick_cursor % len(glow.cards)] if glow.cards else None
    cursor_rect: pygame.FRect | None = None
    picked_card = board.scratch.picked if board.scratch is not None else None
    buffered = {a.card for a in board.buffer if a.kind is Kind.PLAY}
    show_emblems = board.settings.emblems
    side_h = card_sizes(lay)["side"][1]
    strip = (lay["side_me_1"].h - side_h) / 3
    glow_width = max(2, lay.px(3))
    pulse = 0.5 + 0.5 * abs(((board.time * 1.6) % 2) - 1)
    glow_colour = [round(c * (0.75 + 0.25 * pulse)) for c in theme.GLOW]
    elites = elite_values(board)
    last_cards = board.last_cards if board.last_seat != board.perspective else frozenset()
    fresh: list[pygame.FRect] = []
    hand: list[pygame.FRect] = []
    for sprite in board.mirror.draw_order:
        if sprite.card == drag_card and drag_card is not None:
            continue
        rect = sprite.rect
        if sprite.zone == "hand":
            rect = rect.move(0, -hud.hand_lift(board, sprite, buffered))
            hand.append(rect)
        if (sprite.card in last_cards and sprite.zone in ("side", "mode", "discard")) or (
                sprite.zone == "hand" and sprite.card == hint_card) or (
                sprite.card == hint_taken):
            draw_last_glow(board, surface, rect, pulse)
        elif sprite.zone == "hand" and sprite.card in board.fresh_cards:
            fresh.append(rect)
        board.art.blit(surface, sprite.card, rect)
        if show_emblems and sprite.zone == "side" and 0 <= sprite.card < 54:
            draw_emblem(board, surface, sprite.card, rect, strip)
        if sprite.card in glow.cards or (glow.hand and sprite.zone == "hand"):
            # A card on the table to pick for a tactic card: a ring twice as wide as the
            # last move's glow, which a tester took it for.
            width = glow_width * 2 if sprite.card in glow.cards else glow_width
            pygame.draw.rect(surface, glow_colour, rect.inflate(4, 4), width=width,
                             border_radius=lay.px(7))
            if sprite.card == cursor_pick and board.by_keys:
                cursor_rect = rect
        elif sprite.card == picked_card or sprite.card in buffered or (
                sprite.card == chosen and sprite.zone == "hand"):
            pygame.draw.rect(surface, theme.GOLD_LIGHT, rect.inflate(4, 4), width=glow_width,
                             border_radius=lay.px(7))
        if sprite.card in elites and sprite.zone == "side":
            draw_elite_value(board, surface, rect, elites[sprite.card],
                             opposite=sprite.stone is not None and sprite.rect.y < lay[
                                 f"stone_{sprite.stone + 1}"].y
                             and not outermost(board, sprite.card, sprite.stone),
                             colourless=sprite.card in board.paint_cache.fogged)
    if cursor_rect is not None and cursor_pick is not None:
        # The card Enter takes for a tactic card: drawn again over the cards that overlap
        # it in its column, in a ring of its own (a wider glow was easy to miss).
        board.art.blit(surface, cursor_pick, cursor_rect)
        ring = cursor_rect.inflate(glow_width * 4, glow_width * 4)
        pygame.draw.rect(surface, (0, 0, 0), ring.inflate(4, 4), width=2,
                         border_radius=lay.px(10))
        pygame.draw.rect(surface, theme.TEXT_LIGHT, ring, width=glow_width * 2,
                         border_radius=lay.px(9))
    for rect in fresh:  # over the cards beside it
        draw_fresh_mark(surface, rect, board.fresh_left, board.time, hand)
    for ghost in board.mirror.ghosts:
        board.art.blit(surface, ghost.card, ghost.rect)
    for stone in glow.dim:
        dim_column(board, surface, stone)
    for stone in glow.stones:
        glow_column(board, surface, stone, glow_colour)
    draw_stone_labels(board, surface)
    hud.draw_hud(board, surface)
    draw_round_end(board, surface)
    if drag_card is not None and board.drag is not None:
        draw_held(board, surface, drag_card, board.drag.card_at())
    for button in board.buttons.values():
        button.draw(surface, board.app.assets)
    if board.app.stack.top is board:  # not under a dialog the pointer has moved to
        draw_key_tip(surface, board.app.assets, board.buttons.values(), key_tip,
                     board.layout.px(theme.TYPE_SMALL), [hand_span(board)])


def hand_span(board: BoardScene) -> pygame.Rect:
    """Where the hand's cards lie, lifted ones too (a key's tip lay over the last card)."""
    rects = [pygame.Rect(sprite.rect) for sprite in board.mirror.draw_order
             if sprite.zone == "hand"]
    area = rects[0].unionall(rects[1:]) if rects else pygame.Rect(board.layout["hand_me"])
    return area.inflate(0, board.layout.px(26) * 2)


def build_static(board: BoardScene, size: tuple[int, int]) -> pygame.Surface:
    """The table under its light (a pool of light on the stones, the rim in shadow), the
    piles' labels. No slot outlines: the cards and stones
    make the table."""
    assets = board.app.assets
    lay = board.layout
    surface = assets.background(size, lay["stone_5"].centery).copy()
    battle = lay["side_opponent_1"].union(lay["side_me_9"])
    surface.blit(lighting(size, battle.center, (battle.w * 0.62, battle.h * 0.62)), (0, 0))
    hand = lay["hand_me"].inflate(lay.px(16), lay.px(4))
    shade = pygame.Surface(hand.size, pygame.SRCALPHA)
    pygame.draw.rect(shade, (0, 0, 0, 70), shade.get_rect(), border_radius=lay.px(18))
    surface.blit(shade, hand.topleft)
    px = lay.px(theme.TYPE_SMALL)
    for zone, key in (("deck_clan", "board.clan_deck"), ("deck_tactic", "board.tactic_deck"),
                      ("discard", "board.discard_pile")):
        if zone != "deck_clan" and not board.state.config.tactics:
            continue  # no tactic cards, nothing discarded: an empty well looked like a loss
        rect = lay[zone]
        well = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(well, (0, 0, 0, 60), well.get_rect(), border_radius=lay.px(8))
        surface.blit(well, rect.topleft)
        # No wider than the pile: wider, the Greek "Απορρίψεις" touched the glow round the
        # tactic deck beside it and the window's edge (a tester).
        label = fitted_label(assets, t(key), "text", px, theme.TEXT_DIM, rect.w)
        # Clear of the glow round the pile (3 px out, as wide again).
        surface.blit(label, label.get_rect(midtop=(rect.centerx,
                                                   rect.bottom + max(6, lay.px(6)))))
    return surface.convert()


def draw_last_glow(board: BoardScene, surface: pygame.Surface, rect: pygame.FRect,
                   pulse: float) -> None:
    """A warm halo round a card the other player has just played, so their move is seen."""
    w, h = round(rect.w * 340 / 300), round(rect.h * 460 / 420)
    halo = board.app.assets.scaled("ui/drop_glow.png", (w, h))
    if halo is None:
        pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6), width=3,
                         border_radius=board.layout.px(7))
        return
    halo.set_alpha(round(150 + 105 * pulse))
    blit_centred(surface, halo, rect.center)
    halo.set_alpha(None)


def elite_values(board: BoardScene) -> dict[int, int]:
    """The clan card each elite troop (Joker, Spy, Shield-Bearer) stands for, on every
    complete side: the engine's own choice, the strongest formation."""
    cache = board.paint_cache
    if cache.elites[0] == board.view.event:
        return cache.elites[1]
    found: dict[int, int] = {}
    fogged: set[int] = set()
    for stone in board.view.stones:
        for side in stone.sides:
            wild = [card for card in side if card >= 54]
            if wild and len(side) >= stone.capacity:
                completion = evaluate_detailed(side, stone.bluff >= 0)
                found.update(zip(wild, completion.wild, strict=False))
                if stone.bluff >= 0:
                    fogged.update(wild)
    cache.elites = (board.view.event, found)
    cache.fogged = frozenset(fogged)
    return found


def outermost(board: BoardScene, card: int, stone: int) -> bool:
    """Whether ``card`` is the last of its side at ``stone``: the one card there seen
    whole."""
    return any(side and side[-1] == card for side in board.view.stones[stone].sides)


def draw_elite_value(board: BoardScene, surface: pygame.Surface, rect: pygame.FRect,
                     clan: int, opposite: bool, colourless: bool = False) -> None:
    """The value and colour an elite troop takes, on a chip in the part of the card that
    stays in sight: the top for the player's own sides, and the bottom for the other's
    (``opposite``) while a later card covers the rest. A card seen whole has it at the
    top, clear of its name: at 1024x640 it hid the end of "Reinforcement". Under
    Fog only the value counts, and the chip is in the ink of the table's text: a Greek
    tester saw the Joker's purple 9 turn red when Fog came down, and wondered why."""
    lay = board.layout
    side = max(12, round(rect.w * 0.30))
    chip = pygame.Rect(0, 0, side, side)
    pad = max(2, round(rect.w * 0.05))
    if opposite:
        chip.bottomright = (round(rect.right - pad), round(rect.bottom - pad))
    else:
        chip.topright = (round(rect.right - pad), round(rect.y + pad))
    pygame.draw.rect(surface, (0, 0, 0), chip.move(1, 2), border_radius=side // 3)
    fill = theme.STONE_INK if colourless else theme.CLAN[colour_of(clan)]
    pygame.draw.rect(surface, fill, chip, border_radius=side // 3)
    pygame.draw.rect(surface, theme.PAPER, chip, width=max(1, lay.px(2)),
                     border_radius=side // 3)
    digit = board.app.assets.text(str(value_of(clan)), "text_bold", round(side * 0.72),
                                  theme.PAPER)
    blit_centred(surface, digit, chip.center)


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
    size = stone_size(board)
    halo = board.app.assets.scaled("ui/stone_glow.png",
                                   (round(size[0] * 1.35), round(size[1] * 1.2)))
    for stone in board.view.stones:
        if winner is not None and stone.owner == winner and halo is not None:
            blit_centred(surface, halo, stone_centre(board, stone.stone))
    draw_banner(surface, board.app.assets, board.winner_title(winner), row,
                lay.px(theme.TYPE_DISPLAY), (lay.px(80), lay.px(20)))


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
    """A stone that takes the card (or may be claimed): a ring of light on the ground round
    its foot, over its halo (no box round the slot)."""
    lay = board.layout
    w, h = stone_size(board)
    x, y = stone_centre(board, stone)
    ring = pygame.Rect(0, 0, round(w * 0.98), round(h * 0.26))
    ring.center = (round(x), round(y + h * 0.38))
    pygame.draw.ellipse(surface, colour, ring, width=max(2, lay.px(3)))


STONE_SCALE: Final = 1.32
"""A stone stands this many times as tall as its row: its crown and foot reach past the row,
under the cards."""
CLAIM_SHIFT: Final = 0.12
"""How far (in stone-row heights) a claimed stone moves towards its owner."""


def stone_centre(board: BoardScene, stone: int) -> tuple[float, float]:
    """Where stone ``stone`` (0-8) stands now: its slot's centre, moved towards its owner
    as far as its glide has gone."""
    slot = board.layout[f"stone_{stone + 1}"]
    return slot.centerx, slot.centery + board.stone_offset[stone] * slot.h * CLAIM_SHIFT


def stone_size(board: BoardScene) -> tuple[int, int]:
    h = board.layout["stone_1"].h * STONE_SCALE
    return round(h * board.art.stone_aspect()), round(h)


def draw_stones(board: BoardScene, surface: pygame.Surface, glow: frozenset[int]) -> None:
    lay = board.layout
    assets = board.app.assets
    size = stone_size(board)
    for stone in board.view.stones:
        slot = lay[f"stone_{stone.stone + 1}"]
        claimed = stone.owner is not None
        image = board.art.stone(stone.stone + 1, claimed, size)
        centre = stone_centre(board, stone.stone)
        if stone.stone in glow:
            halo_art = assets.scaled("ui/stone_glow.png",
                                     (round(size[0] * 1.35), round(size[1] * 1.2)))
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
        for holder, overlay in ((stone.mud, "stones/mud.png"), (stone.bluff, "stones/fog.png")):
            if holder >= 0:
                art = assets.scaled(overlay, size)
                if art is not None:
                    blit_centred(surface, art, centre)
        if stone.owner is not None:
            draw_mark(board, surface, stone.owner,
                      (centre[0] + size[0] * 0.02, centre[1] - size[1] * 0.22),
                      round(size[1] * 0.12))


def draw_mark(board: BoardScene, surface: pygame.Surface, seat: int,
              centre: tuple[float, float], radius: int) -> None:
    """The owner's mark on a claimed stone: a disc in the seat's colour, rimmed in gold,
    with a crown."""
    key = (100 + seat, radius)
    marks = board.paint_cache.emblems
    mark = marks.get(key)
    if mark is None:
        side = radius * 2 + 4
        mark = pygame.Surface((side, side), pygame.SRCALPHA)
        c = side / 2
        pygame.draw.circle(mark, (0, 0, 0, 110), (c + 1, c + 2), radius)
        pygame.draw.circle(mark, board.seat_colour(seat), (c, c), radius)
        pygame.draw.circle(mark, theme.GOLD, (c, c), radius, width=max(1, radius // 6))
        r = radius * 0.55
        crown = [(c - r, c + r * 0.5), (c - r, c - r * 0.45), (c - r * 0.5, c),
                 (c, c - r * 0.75), (c + r * 0.5, c), (c + r, c - r * 0.45),
                 (c + r, c + r * 0.5)]
        pygame.draw.polygon(mark, theme.PAPER, crown)
        marks[key] = mark
    blit_centred(surface, mark, centre)


PLAQUE_BELOW: Final = 0.24
"""A plaque under a stone starts this far (in stone heights) below its centre: under the
stone's number."""
PLAQUE_ABOVE: Final = 0.36
"""A plaque over a stone ends this far above its centre: above the owner's crown."""


PLAQUE_SPAN: Final = 2.4
"""A plaque's lines are at most this many stones' spacings wide."""


def plaque_lines(board: BoardScene, text: str, why: str = "") -> list[pygame.Surface]:
    """A claim's plaque: its formation in at most three lines, then what it beat (``why``)
    in at most three lines of plain type, each at most ``PLAQUE_SPAN`` stones' spacings
    wide."""
    lay = board.layout
    assets = board.app.assets
    px = lay.px(theme.TYPE_SMALL)
    # Wider than a stone's column, so that most formations take one line: in two or three
    # lines it reached over the loser's nearest card (five testers). It lies above or
    # below the stones' numbers, so the neighbours' numbers stay clear all the same.
    room = round((lay["stone_2"].centerx - lay["stone_1"].centerx) * PLAQUE_SPAN) - lay.px(10)
    lines = [fitted_label(assets, line, "text_bold", px, theme.GOLD_LIGHT, room)
             for line in wrap(assets, text, "text_bold", px, room)[:3]]
    small = max(10, px * 9 // 10)
    return lines + [fitted_label(assets, line, "text", small, theme.TEXT_LIGHT, room)
                    for line in (wrap(assets, why, "text", small, room)[:3] if why else [])]


def draw_stone_labels(board: BoardScene, surface: pygame.Surface) -> None:
    """For a moment after a claim, the winning formation is written on a plaque at the
    stone (above the cards, so nothing hides it), above or below the stones' numbers so
    that it never covers the next stone's number. It lies on the loser's side of the
    stone's number and crown: over them, a player lost which stone was claimed and by whom
    for the two seconds it showed (an Italian tester)."""
    lay = board.layout
    for plate, lines, left in plaques(board, surface.get_rect()):
        alpha = round(255 * min(1.0, left / 0.5))
        if plate.collidepoint(board.pointer):
            # The pointer on a plaque sees through it to the cards it covers (a tester
            # lost the opponent's cards under one for its seconds).
            alpha = min(alpha, hud.PEEK_ALPHA)
        panel = pygame.Surface(plate.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (18, 20, 18, min(235, alpha)), panel.get_rect(),
                         border_radius=lay.px(8))
        pygame.draw.rect(panel, (*theme.GOLD, alpha), panel.get_rect(), width=max(1, lay.px(2)),
                         border_radius=lay.px(8))
        surface.blit(panel, plate.topleft)
        y = plate.centery - sum(line.get_height() for line in lines) // 2
        for line in lines:
            line.set_alpha(alpha)
            blit_centred(surface, line, (plate.centerx, y + line.get_height() // 2))
            line.set_alpha(None)
            y += line.get_height()


def plaques(board: BoardScene, screen: pygame.Rect,
            ) -> list[tuple[pygame.Rect, list[pygame.Surface], float]]:
    """The claim plaques shown now: each one's place, lines and time left."""
    if board.state.outcome is not None and not board.summary_shown:
        return []  # the round's banner lies over the stones, and a plaque peeked out of it
    lay = board.layout
    stone_h = stone_size(board)[1]
    labels = {stone: label for stone, label in board.stone_labels.items()
              if label[1] > 0 and board.state.outcome is None}
    # The pointer on a claimed stone brings its plaque back: an expert lost the
    # computer's before he could read them, and found nothing on the stone later.
    hovered = next((stone for stone in range(9)
                    if lay[f"stone_{stone + 1}"].collidepoint(board.pointer)), None)
    # Under View board too, once the round is over (a tester found nothing there).
    if (hovered is not None and hovered not in labels and board.drag is None
            and hovered not in board.plaque_quiet and board.tips_shown()):
        texts = board.claim_label(hovered)
        if texts is not None:
            labels[hovered] = (texts, 1.0)
    found: list[tuple[pygame.Rect, list[pygame.Surface], float]] = []
    for stone, ((text, why), left) in sorted(labels.items()):
        slot = lay[f"stone_{stone + 1}"]
        lines = plaque_lines(board, text, why)
        height = sum(line.get_height() for line in lines)
        width = max(line.get_width() for line in lines)
        plate = pygame.Rect(0, 0, width, height).inflate(lay.px(12), lay.px(8))
        centre_y = stone_centre(board, stone)[1]
        plate.centerx = slot.centerx
        above = board.view.stones[stone].owner == board.perspective
        if above:
            # Won by the player below (the stone glides down): above its crown.
            plate.bottom = round(centre_y - stone_h * PLAQUE_ABOVE)
        else:
            plate.top = round(centre_y + stone_h * PLAQUE_BELOW)
        plate.clamp_ip(screen)
        # Within the stones' line: by the ninth stone it reached under the game log.
        first, last = lay["stone_1"], lay["stone_9"]
        plate.x = max(first.left, min(plate.x, last.right - plate.w))
        # Two stones claimed at once: the later plaque lies beyond the earlier one, away
        # from the stones (they lay over each other, and neither could be read; a tester).
        crossed = [other for other, _, _ in found if plate.colliderect(other)]
        while crossed:
            if above:
                plate.bottom = min(other.top for other in crossed) - lay.px(4)
            else:
                plate.top = max(other.bottom for other in crossed) + lay.px(4)
            crossed = [other for other, _, _ in found if plate.colliderect(other)]
        found.append((plate, lines, left))
    return found


def draw_decks(board: BoardScene, surface: pygame.Surface, glow: Glow) -> None:
    lay = board.layout
    assets = board.app.assets
    view = board.view
    px = lay.px(theme.TYPE_SMALL)
    # A draw waiting on its deck lights that deck only.
    waiting = board.hidden_draw[0] if board.hidden_draw is not None else None
    for deck, count in (("clan", view.clan_deck_size), ("tactic", view.tactic_deck_size)):
        rect = lay[f"deck_{deck}"]
        if deck == "tactic" and not view.config.tactics:
            continue
        if count > 0:
            for layer in range(min(3, (count + 9) // 10)):
                shift = layer * lay.px(2)
                surface.blit(board.art.back(rect.size, deck == "tactic"),
                             (rect.x + shift, rect.y - shift))
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
        if (glow.decks and count > 0 and glow.deck in ("", deck)
                and (waiting is None or (deck == "clan") == is_clan(waiting))):
            pygame.draw.rect(surface, theme.GLOW, rect.inflate(6, 6),
                             width=max(2, lay.px(3)), border_radius=lay.px(8))
    if glow.discard:
        pygame.draw.rect(surface, theme.GLOW, lay["discard"].inflate(6, 6),
                         width=max(2, lay.px(2)), border_radius=lay.px(8))


KNOWN_NEAR: Final = 3
"""How near the top of its deck a card put back must be for its face to show on it."""
KNOWN_DIM: Final = 80
"""How much darker a known card is drawn for each card still above it in its deck."""


def draw_known(board: BoardScene, surface: pygame.Surface, deck: str, rect: pygame.Rect) -> None:
    """The cards put back on ``deck`` with the Recruiter that come within the next few
    draws, face up in small on it, so the player who put them there sees what is coming
    (the top one in front). Cards put under the deck wait there unseen until they near
    its top: shown on it from the start, they read as the next draw (the pointer over
    the deck still says where each one lies). A card with others still above it is
    dimmed, the more the deeper it lies: an orange 2 two draws down, drawn as brightly as
    the next card, read as the top card turned face up (a tester)."""
    known = [(card, from_top) for card, from_top in known_on(board.view, deck)
             if from_top < KNOWN_NEAR]
    lay = board.layout
    w, h = rect.w * 0.56, rect.h * 0.56
    # One card sits centred; several spread across the deck's width.
    step = (rect.w - w) / (len(known) - 1) if len(known) > 1 else 0.0
    left = rect.x + (rect.w - w) / 2 if len(known) == 1 else rect.x
    for index in reversed(range(len(known))):
        thumb = pygame.FRect(left + index * step, rect.y + lay.px(4) + index * lay.px(6),
                             w, h)
        card, depth = known[index]
        board.art.blit(surface, card, thumb)
        if depth:
            shade = pygame.Surface((round(thumb.w), round(thumb.h)), pygame.SRCALPHA)
            pygame.draw.rect(shade, (10, 12, 10, min(200, KNOWN_DIM * depth)),
                             shade.get_rect(), border_radius=lay.px(4))
            surface.blit(shade, (round(thumb.x), round(thumb.y)))
        pygame.draw.rect(surface, theme.GOLD_LIGHT if not depth else theme.TEXT_DIM,
                         thumb.inflate(2, 2), width=max(1, lay.px(2)),
                         border_radius=lay.px(4))


def prewarm(board: BoardScene) -> None:
    """Scale every card once for this window size, so no frame pays for it later."""
    sizes = card_sizes(board.layout)
    cards = list(range(64 if board.state.config.tactics else 54))
    for name in ("side", "hand", "pile", "mode"):
        for card in cards:
            board.art.card(card, sizes[name])
    for name in ("hand", "opponent", "pile"):
        board.art.back(sizes[name])
        if board.state.config.tactics:
            board.art.back(sizes[name], tactic=True)
    size = stone_size(board)
    for number in range(1, 10):
        for claimed in (False, True):
            board.art.stone(number, claimed, size)
    assets = board.app.assets
    for overlay in ("stones/mud.png", "stones/fog.png"):
        assets.scaled(overlay, size)
    assets.scaled("ui/stone_glow.png", (round(size[0] * 1.35), round(size[1] * 1.2)))
    for name in ("side", "mode"):
        w, h = sizes[name]
        assets.scaled("ui/drop_glow.png", (round(w * 340 / 300), round(h * 460 / 420)))
