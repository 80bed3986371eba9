"""The panels around the Schotten Totten table: the seats' name plates, whose turn it is,
the round and the score, the message line (the prompt, a refusal, or what the pointer is
on) and the game log. Read-only, like ``paint``."""

from __future__ import annotations

from collections.abc import Collection
from typing import TYPE_CHECKING, Final

import pygame

from game.schotten.actions import Kind
from game.schotten.cards import RECRUITER, card_text, is_tactic
from game.schotten.match import round_points
from game.schotten.model import Reason
from scenes.schotten import placement, words
from scenes.schotten.modes import blocked_tactics
from scenes.schotten.words import known_places, refusal_text
from scenes.table.logpanel import even_lines
from scenes.ui import theme
from scenes.ui.text import current, language, t
from scenes.ui.widgets import blit_centred, draw_panel, fitted_label, wrap

if TYPE_CHECKING:
    from scenes.schotten.board import BoardScene
    from scenes.schotten.layout import Layout
    from scenes.ui.sprites import CardSprite


def seat_at_turn(board: BoardScene) -> int | None:
    """The seat whose turn the table shows: the engine's, except that while the player's
    draw waits face down on the deck, or the hot-seat player looks at the card just drawn
    before the curtain, the turn is still the player's, as at a real table."""
    if board.hidden_draw is not None or board.handover is not None:
        return board.viewer
    return board.state.to_move


def draw_hud(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    assets = board.app.assets
    view = board.view
    me, them = board.perspective, 1 - board.perspective
    moving = seat_at_turn(board)
    for seat, zone, tactics_zone in ((me, "name_me", "tactics_me"),
                                     (them, "name_opponent", "tactics_opponent")):
        rect = lay[zone]
        active = moving == seat
        colour = board.seat_colour(seat)
        pygame.draw.rect(surface, (16, 18, 16), rect, border_radius=lay.px(10))
        pygame.draw.rect(surface, colour if active else (80, 80, 70), rect,
                         width=max(2, lay.px(3) if active else 1), border_radius=lay.px(10))
        pygame.draw.circle(surface, colour, (rect.x + rect.h // 2, rect.centery),
                           rect.h // 4)
        room = rect.w - rect.h - lay.px(8)
        label = fitted_label(assets, board.name(seat), "text_bold", lay.px(theme.TYPE_HEADING),
                             theme.TEXT_LIGHT, room, lay.px(13))
        surface.blit(label, (rect.x + rect.h, rect.centery - label.get_height() // 2))
        if view.config.tactics:
            info = fitted_label(assets, t("board.tactics_played", n=view.tactics_played[seat]),
                                "text", lay.px(theme.TYPE_SMALL), theme.TEXT_DIM,
                                lay[tactics_zone].w, lay.px(11))
            surface.blit(info, (lay[tactics_zone].x + lay.px(4), lay[tactics_zone].y))
    draw_last_move(board, surface)
    draw_blocked(board, surface)
    draw_turn(board, surface)
    draw_score(board, surface)
    draw_message(board, surface)
    if board.shows_log:
        draw_log(board, surface)


def draw_turn(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["turn"]
    seat = seat_at_turn(board)
    if seat is None:
        return
    assets = board.app.assets
    colour = board.seat_colour(seat)
    draw_panel(surface, rect, 235, edge=colour, assets=board.app.assets)
    if board.thinking(seat):
        text = t("board.thinking", name=board.name(seat))
        dots = int(board.time * 3) % 4
        words = wrap(assets, text, "text", lay.px(theme.TYPE_SMALL), rect.w - lay.px(16))[:2]
        y = rect.y + lay.px(8)
        for word in words:
            surface.blit(assets.text(word, "text", lay.px(theme.TYPE_SMALL), theme.TEXT_LIGHT),
                         (rect.x + lay.px(8), y))
            y += lay.px(18)
        for index in range(3):
            fill = theme.GOLD_LIGHT if index < dots else (70, 70, 60)
            pygame.draw.circle(surface, fill, (rect.right - lay.px(14 + index * 14),
                                               rect.bottom - lay.px(12)), lay.px(4))
    else:
        mine = seat == board.viewer
        headline = t("board.turn.yours") if mine else t("board.turn.waiting")
        label = assets.text(headline, "text_bold", lay.px(theme.TYPE_HEADING), theme.GOLD_LIGHT)
        blit_centred(surface, label, (rect.centerx, rect.y + rect.h * 0.34))
        # A long name narrows, then ends in "…", instead of losing both ends.
        name = fitted_label(assets, board.name(seat), "text", lay.px(theme.TYPE_SMALL),
                            theme.TEXT_LIGHT, rect.w - lay.px(16))
        blit_centred(surface, name, (rect.centerx, rect.y + rect.h * 0.72))


def last_move_text(board: BoardScene, named: bool = True) -> str:
    """One line on the other player's last turn ("Computer played Red 7 at stone 3"),
    leaving out the draw; empty before they have played. Without ``named``, the line
    leaves out who played ("Played Red 7 at stone 3")."""
    seat = 1 - board.perspective
    log = words.return_decks(board.view.log, board.view.events)
    lines: list[str] = []
    start = len(log)
    for who, text in reversed(log):
        if who != seat and lines:
            break
        start -= 1  # ``log[:start]`` ends where the turn begins
        if who != seat or text.startswith(("done", "draw")):
            continue
        if board.viewer != board.view.seat:
            text = words.hidden_return(text)
        lines.append(text)
    if not lines:
        return ""
    # The language's own separator joins the steps (a ";" is a question mark in Greek).
    text = words.turn_text(lines[::-1], board.name(seat) if named else "", board.art.naming,
                           words.stones_of(log[:start]), board.name(1 - seat))
    return text if named else text[:1].upper() + text[1:]


def draw_last_move(board: BoardScene, surface: pygame.Surface) -> None:
    """The other player's last move, in words, at the top of the table (drawn once per
    move into the paint cache), against the right of its zone."""
    if board.state.outcome is not None:
        return
    cache = board.paint_cache
    key = (len(board.view.log), board.perspective, board.viewer, surface.get_size())
    if cache.last_move[0] != key:
        plate = render_last_move(board, last_move_text(board))
        if plate is not None and plate.get_height() > board.layout["last_move"].h + 4:
            # Still a third line, widened as far as it may go (a Polish Traitor's move):
            # the box, in the other player's colour on their side, says what they did
            # without their name.
            plate = render_last_move(board, last_move_text(board, named=False))
        cache.last_move = (key, plate)
    plate = cache.last_move[1]
    if plate is not None:
        zone = board.layout["last_move"]
        surface.blit(plate, (zone.right - plate.get_width(), zone.y))


LAST_MOVE_SMALLEST: Final = 13
"""The smallest type (design pixels) the widened last-move box keeps to two lines with."""


def last_move_reach(board: BoardScene) -> int:
    """How much wider than its zone the last-move box may grow to the left: up to the
    other player's hand at its widest, with a gap. A third line reached down over the
    corners of the cards at stones 7 and 8 (a Polish tester, 1366x768)."""
    lay = board.layout
    count = max(board.view.config.hand_size, board.view.opponent_hand_size)
    left, spacing = placement.opponent_fan(lay, count)
    right = left + spacing * (count - 1) + placement.card_sizes(lay)["opponent"][0]
    return max(0, int(lay["last_move"].x - right) - lay.px(12))


def fit_last_move(board: BoardScene, text: str, room: int,
                  smallest: int = theme.TYPE_SMALL) -> tuple[int, list[str], int]:
    """The type size, the lines and how many of them show, for ``text`` in ``room``; two
    lines may shrink to ``smallest`` (design pixels) before a third is taken."""
    lay = board.layout
    assets = board.app.assets
    px = lay.px(theme.TYPE_BODY)
    lines = wrap(assets, text, "text", px, room)
    # Two lines, the type shrinking to the small size; then a third line before the type
    # shrinks further (a Polish claim and play went down to 10 px in two lines); then as
    # many lines as the move needs (a Greek Traitor's move lost its end after three).
    most = 2
    while len(lines) > most:
        if px > lay.px(smallest) or (most == 3 and px > lay.px(12)):
            px -= 1
        elif most == 2:
            most = 3
        else:
            most = len(lines)
            break
        lines = wrap(assets, text, "text", px, room)
    return px, lines, min(most, len(lines))


def render_last_move(board: BoardScene, text: str) -> pygame.Surface | None:
    if not text:
        return None
    lay = board.layout
    assets = board.app.assets
    width = lay["last_move"].w
    inset = lay.px(12)
    """Clear of the frame's corner ornaments (they sat on the first letters at 1920)."""
    px, lines, shown = fit_last_move(board, text, width - 2 * inset)
    if shown > 2:
        # Wider before taller: the box's third line covered the cards below it.
        # A Polish Traitor's move still took three lines there: two lines of a smaller
        # type first (never under 13 design pixels), a third only when they cannot hold it.
        wide = width + last_move_reach(board)
        fitted = fit_last_move(board, text, wide - 2 * inset, LAST_MOVE_SMALLEST)
        if fitted[2] < shown or fitted[0] > px:
            (px, lines, shown), width = fitted, wide
    line_h = assets.font("text", px).get_linesize()
    # At least 5 pixels above and below the text, more in a larger window: at 1024x640 a
    # third line touched the border (3 pixels each side), and at 1920x1080 a third
    # line's descenders still did (an Italian tester).
    pad = max(5, lay.px(8))
    box = pygame.Rect(0, 0, width, line_h * shown + 2 * pad)
    plate = pygame.Surface(box.size, pygame.SRCALPHA)
    draw_panel(plate, box, 235, edge=board.seat_colour(1 - board.perspective), assets=assets)
    y = box.y + pad
    for line in lines[:shown]:
        plate.blit(assets.text(line, "text", px, theme.TEXT_LIGHT), (box.x + inset, y))
        y += line_h
    return plate


def shown_scores(board: BoardScene) -> tuple[int, int]:
    """The match's points, with a round that is won but not yet booked (the pause before
    its summary: "0 – 0" stood under "You win the round!")."""
    match = board.session.match
    scores = match.scores
    if board.state.outcome is not None and len(match.results) <= match.index:
        won = round_points(board.state)
        scores = (scores[0] + won[0], scores[1] + won[1])
    return scores


def draw_score(board: BoardScene, surface: pygame.Surface) -> None:
    """The round on the left; the score on the right, each seat's points in its colour (the
    blue seat first, whoever is looking)."""
    lay = board.layout
    rect = lay["score"].inflate(-lay.px(12), 0)
    match = board.session.match
    assets = board.app.assets
    round_text = t("board.round", index=match.index + 1, rounds=match.rounds)
    home = 0 if board.session.hotseat else board.perspective
    scores = shown_scores(board)
    parts = [assets.text(str(scores[home]), "text_bold", lay.px(theme.TYPE_FIGURE),
                         brighter(board.seat_colour(home))),
             assets.text(" – ", "text_bold", lay.px(theme.TYPE_FIGURE), theme.TEXT_DIM),
             assets.text(str(scores[1 - home]), "text_bold", lay.px(theme.TYPE_FIGURE),
                         brighter(board.seat_colour(1 - home)))]
    width = sum(part.get_width() for part in parts)
    x = rect.right - width
    for part in parts:
        surface.blit(part, (x, rect.centery - part.get_height() // 2))
        x += part.get_width()
    room = rect.w - width - lay.px(10)
    # The figures named as points where the words fit at full size: a newcomer read "0 – 0"
    # beside the stones she held as a count of stones.
    named = t("board.round_points", index=match.index + 1, rounds=match.rounds)
    label = assets.text(named, "text", lay.px(theme.TYPE_SMALL), theme.TEXT_DIM)
    if label.get_width() > room:
        label = fitted_label(assets, round_text, "text", lay.px(theme.TYPE_SMALL),
                             theme.TEXT_DIM, room, lay.px(11))
    surface.blit(label, (rect.x, rect.centery - label.get_height() // 2))


def message_width(lay: Layout) -> int:
    """How wide the message bar's lines may be."""
    return int(lay["message"].w) - lay.px(14) * 2


def draw_message(board: BoardScene, surface: pygame.Surface) -> None:
    lay = board.layout
    rect = lay["message"]
    assets = board.app.assets
    # A card dragged past the hint: the drag's prompt, not the hint's words.
    message = "" if board.drags_past_hint() and board.current_hint() else board.message
    text = message or board.prompt()
    colour = board.message_colour if message else theme.TEXT_LIGHT
    hint = None if message else hover_hint(board)
    if hint is not None:
        text, colour = hint, theme.GOLD_LIGHT
    width = message_width(lay)
    px = lay.px(theme.TYPE_BODY)
    label = assets.text(text, "text", px, colour)
    while label.get_width() > width and px > lay.px(theme.TYPE_SMALL):
        px -= 1
        label = assets.text(text, "text", px, colour)
    if label.get_width() <= width:
        draw_panel(surface, rect, 170, assets=assets)
        surface.blit(label, (rect.x + lay.px(14), rect.centery - label.get_height() // 2))
        return
    # A long message (a refused claim, a hint) grows the bar upwards by as many lines as
    # it needs (at most three), never below the small size. Downwards it covered the
    # player's name and the corners of the hand, where a hint lifts the card it means
    # (two testers); upwards it covers only the lower part of the last cards at the
    # stones, whose corners stay in sight.
    # In lines of even length: a Brazilian tester's two-line hint ended on "sua." alone.
    lines = even_lines(assets, current(text), px, width)
    while len(lines) > 3 and px > lay.px(12):
        px -= 1
        lines = even_lines(assets, current(text), px, width)
    line_h = assets.font("text", px).get_linesize()
    grown = pygame.Rect(rect.x, rect.y, rect.w,
                        max(rect.h, line_h * len(lines[:3]) + lay.px(16)))
    grown.bottom = rect.bottom + lay.px(4)
    peek = grown.collidepoint(board.pointer) and board.pointer[1] < rect.y
    # The pointer on the cards the grown bar covers shows them through it: two testers
    # lost sight of their last card at a stone while they read why it could not be
    # claimed yet.
    bar = pygame.Surface(grown.size, pygame.SRCALPHA) if peek else surface
    box = bar.get_rect() if peek else grown
    draw_panel(bar, box, 235, assets=assets)
    y = box.y + (grown.h - line_h * len(lines[:3])) // 2
    for line in lines[:3]:
        bar.blit(assets.text(line, "text", px, colour), (box.x + lay.px(14), y))
        y += line_h
    if peek:
        bar.set_alpha(PEEK_ALPHA)
        surface.blit(bar, grown.topleft)


PEEK_ALPHA: Final = 40
"""How much of a grown message bar shows while the pointer is on the cards it covers."""


def chosen_card(board: BoardScene) -> int | None:
    """The hand card drawn as chosen (lifted and framed): none while another is dragged (a
    tester saw the hinted card still framed while he dragged his own choice)."""
    dragged = board.dragged_card()
    return board.selected if dragged is None or dragged == board.selected else None


def hand_lift(board: BoardScene, sprite: CardSprite, buffered: Collection[int | None]) -> int:
    """How far a card of the hand is raised: the chosen one (and those a tactic card has
    taken) up to the message bar, the one under the pointer a little."""
    lay = board.layout
    if sprite.card == chosen_card(board) or sprite.card in buffered:
        # Up to the message bar, a hair short of it (1280x800 left 16 px between them; at
        # 1024x640 the hinted card touched the bar, a Portuguese tester), and never so
        # little that it does not stand out.
        room = int(sprite.target.top) - lay["message"].bottom - max(3, lay.px(5))
        return max(lay.px(10), min(lay.px(26), room))
    if sprite.card == board.hover and board.my_turn():
        return lay.px(12)
    return 0


def draw_blocked(board: BoardScene, surface: pygame.Surface) -> None:
    """Dim the tactic cards of the hand that may not be played now, where the card is
    drawn: raised as it is, still on its way to the hand too (a tester saw a Joker
    dimmed and the Banshee beside it not)."""
    blocked = blocked_tactics(board)
    buffered = {action.card for action in board.buffer if action.kind is Kind.PLAY}
    for card in blocked:
        sprite = board.mirror.sprites.get(card)
        if sprite is None or sprite.zone != "hand":
            continue
        rect = pygame.Rect(sprite.rect).move(0, -hand_lift(board, sprite, buffered))
        shade = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shade, (10, 10, 10, 150), shade.get_rect(),
                         border_radius=board.layout.px(7))
        surface.blit(shade, rect.topleft)


def hover_hint(board: BoardScene) -> str | None:
    """What the message line says about the thing under the pointer, if anything: a
    tactic card's rule, or the cards this seat knows are in a deck. Never over an
    instruction of a step of the turn (claiming, drawing, a tactic card's steps)."""
    if board.drag is not None:
        return None
    if (board.my_turn() and not board.mode.drags) or board.hidden_draw is not None:
        return None
    card = board.hover_tactic
    chosen = board.selected
    keyed = (card is None and board.by_keys and chosen is not None and is_tactic(chosen)
             and chosen in board.view.hand and board.my_turn())
    if keyed:
        # Chosen with the keys: the rule was shown only to the mouse's pointer.
        card = chosen
    if card is not None:
        key = f"tactic.{card_text(card)}.text"
        if card == RECRUITER:
            # At the table, the edition's own place for the cards put back: the note on
            # the other edition's read as noise to a Brazilian tester.
            key += f".{board.state.config.recruiter_returns}"
        info = t("board.tactic_info", name=board.art.tactic_name(card), text=t(key))
        left = board.view.clan_deck_size + board.view.tactic_deck_size
        if card == RECRUITER and left < 3:
            # Played with the decks nearly out, it still puts 2 back: a Polish tester lost
            # two cards of her hand without a word of warning.
            note = (t("board.recruiter_short", count=left) if left
                    else t("board.recruiter_empty"))
            info = t("board.tactic_noted", info=info, note=note)
        blocked = blocked_tactics(board).get(card)
        if blocked is None:
            return f"{info} {board.prompt()}" if keyed else info
        # A dimmed card says why it is dimmed before anyone tries to play it (with the
        # keys, rather than "Enter plays it").
        # "Not now" of a second Joker read as "later" to an expert: none comes this round.
        key = "board.tactic_spent" if blocked.code == "one_joker" else "board.tactic_blocked"
        return t(key, info=info, reason=refusal_text(blocked, board.art.naming))
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
    claimed = any(stone.owner is not None for stone in board.view.stones)
    view = board.view
    # The engine's own draws are named where the deck is a choice (the tactics variant):
    # in the base game every draw is from the clan deck.
    drawn = (words.automatic_draws(view.log, view.events) if view.config.tactics else None)
    log = words.return_decks(view.log, view.events)  # a hidden return names its deck
    lines = words.log_lines(log, {seat: board.name(seat) for seat in (0, 1)},
                            board.art.naming, board.reports() if claimed else (),
                            private=not shown, memo=board.paint_cache.log_words,
                            decks_left=(view.clan_deck_size, view.tactic_deck_size),
                            drawn=drawn)
    outcome = board.state.outcome
    if outcome is not None and outcome.reason is Reason.CONCEDED and outcome.winner is not None:
        # A concession is no move, so the log had no trace of how the round ended.
        loser = 1 - outcome.winner
        lines.append((loser, t("summary.reason.conceded", name=board.name(loser))))
    return lines


def draw_log(board: BoardScene, surface: pygame.Surface) -> None:
    """The game log in its panel (open or closed by its title bar): every entry in the
    colour of the seat that made it."""
    cache = board.paint_cache
    # The naming and the language too: a tester renamed the tactic cards in the settings
    # mid-game and the table said "Leader" while the log still said "Joker".
    key = (len(board.view.log), board.viewer, board.perspective, board.state.outcome,
           board.art.naming, language())
    if cache.log_entries[0] != key:
        entries = [(brighter(board.seat_colour(who)), line) for who, line in log_lines(board)]
        cache.log_entries = (key, entries)
    lay = board.layout
    board.log_panel.draw(surface, board.app.assets, lay["log"], lay.scale, cache.log_entries[1])


def brighter(colour: tuple[int, int, int]) -> tuple[int, int, int]:
    """A seat's colour lightened to read on the dark log."""
    r, g, b = (min(255, c + 70) for c in colour)
    return r, g, b
