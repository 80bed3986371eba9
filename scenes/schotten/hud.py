"""The panels around the Schotten Totten table: the seats' name plates, whose turn it is,
the round and the score, the message line (the prompt, a refusal, or what the pointer is
on) and the game log. Read-only, like ``paint``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.schotten.cards import card_text
from scenes.schotten import words
from scenes.schotten.words import known_places
from scenes.ui import theme
from scenes.ui.text import t
from scenes.ui.widgets import blit_centred, draw_panel, wrap

if TYPE_CHECKING:
    from scenes.schotten.board import BoardScene


def draw_hud(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    assets = board.app.assets
    view = board.view
    state = board.state
    me, them = board.perspective, 1 - board.perspective
    for seat, zone, tactics_zone in ((me, "name_me", "tactics_me"),
                                     (them, "name_opponent", "tactics_opponent")):
        rect = lay[zone]
        active = state.to_move == seat
        colour = theme.SEAT[0 if seat == me else 1]
        pygame.draw.rect(surface, (16, 18, 16), rect, border_radius=lay.px(10))
        pygame.draw.rect(surface, colour if active else (80, 80, 70), rect,
                         width=max(2, lay.px(3) if active else 1), border_radius=lay.px(10))
        pygame.draw.circle(surface, colour, (rect.x + rect.h // 2, rect.centery),
                           rect.h // 4)
        label = assets.text(board.name(seat), "text_bold", lay.px(17), theme.TEXT_LIGHT)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-lay.px(6), 0))
        surface.blit(label, (rect.x + rect.h, rect.centery - label.get_height() // 2))
        surface.set_clip(clip)
        if view.config.tactics:
            info = assets.text(t("board.tactics_played", n=view.tactics_played[seat]), "text",
                               lay.px(13), theme.TEXT_DIM)
            surface.blit(info, (lay[tactics_zone].x + lay.px(4), lay[tactics_zone].y))
    draw_turn(board, surface)
    draw_score(board, surface)
    draw_message(board, surface)
    draw_log(board, surface)


def draw_turn(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["turn"]
    state = board.state
    seat = state.to_move
    if seat is None:
        return
    assets = board.app.assets
    colour = theme.SEAT[0 if seat == board.perspective else 1]
    draw_panel(surface, rect, 200, edge=colour, assets=board.app.assets)
    if seat in board.computers:
        text = t("board.thinking", name=board.name(seat))
        dots = int(board.time * 3) % 4
        words = wrap(assets, text, "text", lay.px(14), rect.w - lay.px(16))[:2]
        y = rect.y + lay.px(8)
        for word in words:
            surface.blit(assets.text(word, "text", lay.px(14), theme.TEXT_LIGHT),
                         (rect.x + lay.px(8), y))
            y += lay.px(18)
        for index in range(3):
            fill = theme.GOLD_LIGHT if index < dots else (70, 70, 60)
            pygame.draw.circle(surface, fill, (rect.right - lay.px(14 + index * 14),
                                               rect.bottom - lay.px(12)), lay.px(4))
    else:
        mine = seat == board.viewer
        headline = t("board.turn.yours") if mine else t("board.turn.waiting")
        label = assets.text(headline, "text_bold", lay.px(18), theme.GOLD_LIGHT)
        blit_centred(surface, label, (rect.centerx, rect.y + rect.h * 0.34))
        name = assets.text(board.name(seat), "text", lay.px(14), theme.TEXT_LIGHT)
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-lay.px(8), 0))
        blit_centred(surface, name, (rect.centerx, rect.y + rect.h * 0.72))
        surface.set_clip(clip)


def draw_score(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["score"]
    match = board.session.match
    assets = board.app.assets
    lines = [t("board.round", index=match.index + 1, rounds=match.rounds)]
    scores = match.scores
    lines.append(t("board.score", a=scores[board.perspective], b=scores[1 - board.perspective]))
    y = rect.y + lay.px(6)
    for index, line in enumerate(lines):
        role = "text" if index == 0 else "text_bold"
        px = lay.px(14) if index == 0 else lay.px(24)
        label = assets.text(line, role, px, theme.TEXT_DIM if index == 0 else theme.GOLD_LIGHT)
        blit_centred(surface, label, (rect.centerx, y + label.get_height() / 2))
        y += label.get_height() + lay.px(4)


def draw_message(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["message"]
    assets = board.app.assets
    text = board.message or board.prompt()
    colour = board.message_colour if board.message else theme.TEXT_LIGHT
    hint = None if board.message else hover_hint(board)
    if hint is not None:
        text, colour = hint, theme.GOLD_LIGHT
    draw_panel(surface, rect, 170, assets=board.app.assets)
    width = rect.w - lay.px(14) * 2
    px = lay.px(15)
    label = assets.text(text, "text", px, colour)
    while label.get_width() > width and px > lay.px(13):
        px -= 1
        label = assets.text(text, "text", px, colour)
    if label.get_width() <= width:
        surface.blit(label, (rect.x + lay.px(14), rect.centery - label.get_height() // 2))
        return
    # A long message (every card that could beat a claim) takes two lines of the bar.
    lines = wrap(assets, text, "text", px, width)
    while (len(lines) > 2 or assets.font("text", px).get_linesize() * 2 > rect.h) and px > 8:
        px -= 1
        lines = wrap(assets, text, "text", px, width)
    line_h = assets.font("text", px).get_linesize()
    y = rect.centery - line_h * min(2, len(lines)) // 2
    for line in lines[:2]:
        surface.blit(assets.text(line, "text", px, colour), (rect.x + lay.px(14), y))
        y += line_h


def hover_hint(board: BoardScene) -> str | None:
    """What the message line says about the thing under the pointer, if anything: a
    tactic card's rule, or the cards this seat knows are in a deck."""
    if board.drag is not None:
        return None
    if board.hover_tactic is not None:
        card = board.hover_tactic
        return t("board.tactic_info", name=board.art.tactic_name(card),
                 text=t(f"tactic.{card_text(card)}.text"))
    if board.hover_deck is not None and board.viewer == board.view.seat:
        known = known_places(board.view, board.hover_deck, board.art.naming)
        if known:
            return t("board.known_on_deck", cards=", ".join(known))
    return None


def log_lines(board: BoardScene) -> list[tuple[int, str]]:
    """The game log as the seat at the screen may read it: who, and what they did. With
    the hot-seat curtain down nobody's private moves are named (the cards put back with
    the Recruiter), since either player may be looking."""
    shown = board.viewer == board.view.seat
    return words.log_lines(board.view.log, {seat: board.name(seat) for seat in (0, 1)},
                           board.art.naming, board.reports(), private=not shown)


def draw_log(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["log"]
    assets = board.app.assets
    view = board.view
    px = lay.px(13)
    if board.paint_cache.log[0] != len(view.log):
        lines = log_lines(board)
        entries = []
        width = rect.w - lay.px(30)
        indent = lay.px(12)
        for who, line in lines[-40:]:
            colour = theme.SEAT[0 if who == board.perspective else 1]
            tint = tuple(min(255, c + 70) for c in colour)
            entry = []
            for index, part in enumerate(wrap(assets, line, "text", px, width - indent)):
                label = assets.text(("  " if index else "") + part, "text", px, tint)
                if label.get_width() > width:
                    label = label.subsurface((0, 0, width, label.get_height()))
                entry.append(label)
            entries.append(entry)
        board.paint_cache.log = (len(view.log), entries)
    entries = board.paint_cache.log[1]
    top = rect.y + lay.px(36)
    line_h = assets.font("text", px).get_linesize()
    room = max(0, (rect.bottom - lay.px(8) - top) // line_h)
    y = top
    if not entries:
        surface.blit(assets.text(t("log.nothing"), "text", px, theme.TEXT_DIM),
                     (rect.x + lay.px(16), y))
    shown: list[list[pygame.Surface]] = []
    for entry in reversed(entries):  # the newest entries that fit whole
        if sum(len(e) for e in shown) + len(entry) > room:
            break
        shown.append(entry)
    for entry in reversed(shown):
        for label in entry:
            surface.blit(label, (rect.x + lay.px(16), y))
            y += line_h
