"""Schotten Totten's words: cards, moves and refusals as the player reads them, in the
current language (the catalogs are ``assets/i18n``)."""

from __future__ import annotations

from typing import Final

from game.schotten.actions import Action, Kind
from game.schotten.cards import card_text, colour_of, is_clan, parse_card, value_of
from game.schotten.refusals import Refusal
from game.schotten.view import PlayerView
from scenes.ui.text import joined, t

RUSE_NAMES: Final = ("RECRUITER", "STRATEGIST", "BANSHEE", "TRAITOR")


def tactic_name(notation: str, naming: str = "iello") -> str:
    """A tactic card's name (``"MUD"``) in a naming style: ``"iello"`` or ``"classic"``."""
    if naming == "classic":
        return t(f"tactic.classic.{notation}")
    return t(f"tactic.{notation}")


def card_label(notation: str, naming: str = "iello") -> str:
    """A card as the player reads it: ``"R7"`` → "Red 7", ``"MUD"`` → "Mud Fight"."""
    try:
        card = parse_card(notation)
    except ValueError:
        return notation
    if is_clan(card):
        return t("card.clan", colour=t(f"colour.{colour_of(card)}"), value=value_of(card))
    return tactic_name(notation.strip().upper(), naming)


def refusal_text(refusal: Refusal, naming: str = "iello") -> str:
    """Why the engine refused, in the current language (``refusal.<code>`` in the catalog).

    Cards in the fields are named as the player reads them, the phase is described, and the
    ruses' and the Joker's names (``{traitor}``, ``{joker}``…) are at hand for the texts.
    """
    fields: dict[str, object] = {name.lower(): tactic_name(name, naming) for name in RUSE_NAMES}
    fields["joker"] = tactic_name("JOKER1", naming)
    for name, value in refusal.fields.items():
        if name == "card":
            fields[name] = card_label(str(value), naming)
        elif name == "deck":
            fields[name] = t(f"deck.{value}")
        elif name == "phase":
            fields[name] = t(f"phase.{value}", **fields)
        else:
            fields[name] = value
    return t(f"refusal.{refusal.code}", **fields)


def card_name(card: int, naming: str = "iello") -> str:
    """A card as the player reads it: "Red 7", or a tactic card's name."""
    if is_clan(card):
        return t("card.clan", colour=t(f"colour.{colour_of(card)}"), value=value_of(card))
    return tactic_name(card_text(card), naming)


def describe(action_text: str, name: str, naming: str = "iello") -> str:
    """One line of the game log for an action's text form."""
    if action_text == "return":
        return t("log.return", name=name)
    try:
        action = Action.from_text(action_text)
    except ValueError:
        return f"{name}: {action_text}"
    card = "" if action.card is None else card_name(action.card, naming)
    stone = "" if action.stone is None else str(action.stone + 1)
    kind = action.kind
    if kind is Kind.PLAY:
        return t("log.ruse" if action.stone is None else "log.play", name=name, card=card,
                 stone=stone)
    if kind is Kind.DRAW:
        return t("log.draw", name=name, deck=t(f"log.deck.{action.deck}"))
    if kind is Kind.RETURN:
        return t("log.return_card", name=name, card=card)
    keys = {Kind.PASS: "log.pass", Kind.CLAIM: "log.claim", Kind.PICK: "log.pick",
            Kind.PLACE: "log.place", Kind.DISCARD: "log.discard"}
    return t(keys.get(kind, "log.pass"), name=name, card=card, stone=stone)


def known_on(view: PlayerView, deck: str) -> list[tuple[int, int]]:
    """The cards ``view``'s seat put back on ``deck`` with the Recruiter and still knows are
    there, from the top down, each with how many cards lie above it."""
    return sorted(((card, from_top) for card, where, from_top in view.known_in_decks
                   if where == deck), key=lambda known: known[1])


def known_places(view: PlayerView, deck: str, naming: str = "iello") -> list[str]:
    """Each card put back on ``deck`` that ``view``'s seat knows, named with how many cards
    will be drawn from that deck before it."""
    places = []
    for card, from_top in known_on(view, deck):
        name = card_name(card, naming)
        if from_top <= 1:
            places.append(t(("board.known_next", "board.known_second")[from_top], card=name))
        else:
            places.append(t("board.known_after", card=name, count=from_top))
    return places


def last_turn(log: tuple[tuple[int, str], ...], seat: int, naming: str = "iello") -> str:
    """What ``seat`` did in its last turn, in one line (the hot-seat hand-over says it)."""
    lines: list[str] = []
    for who, text in reversed(log):
        if who != seat:
            break
        if text.startswith("done"):
            continue
        lines.append(describe(text, "", naming))
    return joined(lines[::-1])
