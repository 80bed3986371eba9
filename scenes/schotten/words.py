"""Schotten Totten's words: cards, moves and refusals as the player reads them, in the
current language (the catalogs are ``assets/i18n``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Final

from game.schotten.actions import Action, Kind
from game.schotten.cards import (
    BANSHEE,
    BLUFF,
    MUD,
    TRAITOR,
    card_text,
    clan_card,
    colour_of,
    is_clan,
    parse_card,
    value_of,
)
from game.schotten.claims import counterexample
from game.schotten.explain import Group, Named, StoneReport, threats_in_hand, view_unseen
from game.schotten.model import Event
from game.schotten.refusals import Refusal
from game.schotten.view import PlayerView
from scenes.ui.text import joined, language, t

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


HIDDEN_RETURNS: Final = ("return clan", "return tactic")
"""A card put back with the Recruiter that the reader may not see, with the deck it went
to: its back shows that, at a real table as on the screen."""


def hidden_return(text: str) -> str:
    """A return as a reader who may not see its card reads it: "return R7" becomes
    "return clan"; a return already hidden stays as it is."""
    if not text.startswith("return ") or text in HIDDEN_RETURNS:
        return text
    try:
        card = parse_card(text.split()[1])
    except ValueError:
        return "return"
    return "return clan" if is_clan(card) else "return tactic"


def return_decks(log: tuple[tuple[int, str], ...],
                 events: Sequence[Event]) -> tuple[tuple[int, str], ...]:
    """``log`` with each hidden return ("return", the other seat's) naming its deck
    ("return tactic"), from the table's events: a tester could not tell whether the
    computer had put a tactic card back, which the card's back shows at a real table."""
    decks: dict[int, list[str]] = {}
    for event in events:
        if event.kind == "return":
            decks.setdefault(event.seat, []).append(event.deck)
    if not decks:
        return log
    counts: dict[int, int] = {}
    shown: list[tuple[int, str]] = []
    for who, text in log:
        if text == "return" or text.startswith("return "):
            index = counts.get(who, 0)
            counts[who] = index + 1
            seat_decks = decks.get(who, [])
            if text == "return" and index < len(seat_decks):
                text = f"return {seat_decks[index]}"
        shown.append((who, text))
    return tuple(shown)


def describe(action_text: str, name: str, naming: str = "iello") -> str:
    """One line of the game log for an action's text form."""
    if action_text == "return":
        return t("log.return", name=name)
    if action_text in HIDDEN_RETURNS:
        return t("log.return_deck", name=name, deck=t(f"log.deck.{action_text.split()[1]}"))
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


def last_turn(log: tuple[tuple[int, str], ...], seat: int, naming: str = "iello",
              drawn: Mapping[int, Sequence[tuple[int, str]]] | None = None,
              owner: str = "") -> str:
    """What ``seat`` did in its last turn, in one line (the hot-seat hand-over says it).
    ``drawn`` (``automatic_draws``) adds the draws the engine made by itself: the line
    dropped "drew a card" once only one deck was left (a hot-seat couple)."""
    texts: list[str] = []
    start = len(log)
    for index in range(len(log) - 1, -1, -1):
        who, text = log[index]
        if who != seat:
            break
        start -= 1
        texts.extend(f"draw {deck}" for by, deck in (drawn or {}).get(index, ()) if by == seat)
        if not text.startswith("done"):
            texts.append(text)
    return turn_text(texts[::-1], "", naming, stones_of(log[:start]), owner)


def stones_of(log: Sequence[tuple[int, str]]) -> dict[int, int]:
    """The stone (from 0) each card lies at after ``log``, as the log has put it there."""
    stones: dict[int, int] = {}
    picked: int | None = None
    for _, text in log:
        if not text.startswith("done"):
            _follow(text, picked, stones)
            picked = _picked_by(text)
    return stones


def turn_text(texts: Sequence[str], name: str, naming: str = "iello",
              stones: dict[int, int] | None = None, owner: str = "") -> str:
    """A turn's actions (their text forms, in order) as one line, ``name`` at its start:
    claims in a row are one phrase ("claimed stones 1 and 5", for a narrow banner), the
    Recruiter's hidden returns too ("put 2 clan cards back"), and the Banshee's pick is a
    discard, as in the game log (the banner said "took the Joker"). ``stones``: where
    the cards lay before the turn (``stones_of``), so that a pick says where from."""
    steps: list[tuple[str, list[str]]] = []
    for text in texts:
        kind = ("claim" if text.startswith("claim ")
                else text if text == "return" or text in HIDDEN_RETURNS else "")
        if kind and steps and steps[-1][0] == kind:
            steps[-1][1].append(text)
        else:
            steps.append((kind, [text]))
    phrases: list[str] = []
    ruse: int | None = None
    picked: int | None = None
    for index, (kind, group) in enumerate(steps):
        who = name if not phrases else ""
        if (group[0].startswith("play ") and _ruse_of(group[0]) == BANSHEE
                and index + 1 < len(steps) and steps[index + 1][1][0].startswith("pick ")):
            # Its discard says "with the Banshee": "played Banshee; discarded Green 9 from
            # stone 5 with the Banshee" said it twice in a three-line banner.
            ruse, picked = BANSHEE, None
            continue
        if kind == "claim" and len(group) > 1:
            claimed = [text.split()[1] for text in group]
            phrase = t("log.claims", name=who, stones=or_list(claimed, "teach.list.and"))
        elif kind == "return" and len(group) > 1:
            phrase = t("log.returns", name=who, count=len(group))
        elif kind in HIDDEN_RETURNS and len(group) > 1:
            phrase = t(f"log.returns_{kind.split()[1]}", name=who, count=len(group))
        else:
            if group[0].startswith("play "):
                ruse = _ruse_of(group[0])
            source = _source_of(group[0], stones) if stones is not None else None
            phrase = log_line(group[0], who, naming, ruse=ruse, source=source, owner=owner)
        phrases.append(phrase)  # t() leaves no space where the name is empty
        if stones is not None:
            for text in group:
                _follow(text, picked, stones)
                picked = _picked_by(text)
    return joined(phrases)  # catalog texts: the line follows a change of language


SPAN: Final = 4
"""Consecutive values from this many on are said as a span ("any card from 2 to 9")."""
MAX_GROUPS: Final = 5
"""Phrases a list of threats shows before it sums up the rest as "N more"."""


def formation_text(named: Named, total: bool = True) -> str:
    """A side as the player says it: "red colour run 6-7-8", "three 7s", "sum 17".
    Without ``total`` a colour leaves out its sum ("purple colour"), where the kind of
    formation alone decides."""
    values = "-".join(str(value) for value in named.values)
    colour = t(f"teach.colour.{named.colour}")
    code = named.code
    if code == "kind":
        # The value as a catalog text: Polish says "trzy siódemki" (``teach.value.7@nom``).
        return t("teach.form.kind4" if named.size == 4 else "teach.form.kind",
                 value=t(f"teach.value.{named.value}"))
    if code == "colour" and not total:
        return t("teach.form.colour_only", colour=colour)
    return t(f"teach.form.{code}", colour=colour, values=values, total=named.total,
             count=named.count, size=named.size)


def or_list(parts: list[str], key: str = "teach.list.or") -> str:
    """``parts`` as "a, b or c" in the current language (``teach.list.groups`` joins
    phrases that hold an "or" themselves: "any 2 or 5, or the Joker")."""
    if not parts:
        return ""
    if len(parts) == 1:
        return parts[0]
    # Nested catalog texts (not a joined string), so a language change redoes them all.
    head = parts[0]
    for part in parts[1:-1]:
        head = t("teach.list.comma", rest=head, last=part)
    return t(key, rest=head, last=parts[-1])


def group_text(group: Group, naming: str = "iello") -> str:
    """One group of threatening cards: "any 2 or 5", "any red card", "Red 4"; with the
    cards it cannot do without, when one card of it is not enough: "any green card (only
    together with Green 9)", "Red 6 and Red 7 together"."""
    phrase = plain_group_text(group, naming)
    if not group.needs:
        return phrase
    names = or_list([card_name(card, naming) for card in group.needs], "teach.list.and")
    whole = group.kind == "range" and len(group.needs) == group.high - group.low + 1 and all(
        card // 9 == group.colour and group.low <= card % 9 + 1 <= group.high
        for card in group.needs)
    # One card that is itself among the cards it needs is one of a set: "Orange 1, Orange 2
    # and Orange 3 together", not "Orange 1 (only together with Orange 1, …)".
    alone = group.kind == "range" and group.low == group.high and clan_card(
        group.colour, group.low) in group.needs
    if whole or alone:
        return t("teach.group.together", cards=names)
    if group.kind == "range":
        # A card it needs inside the range says nothing of that card: "any blue card from
        # 4 to 5 (but only together with Blue 5 and Blue 6)" read as Blue 5 needing Blue 5.
        # The range's other cards are named instead: "Blue 4, Blue 5 and Blue 6 together".
        span = [clan_card(group.colour, value) for value in range(group.low, group.high + 1)]
        rest = [card for card in span if card not in group.needs]
        if len(rest) < len(span):
            if len(rest) <= 1:
                # Every card of the range, or all but one, is needed anyway: the set,
                # named once (an empty range phrase read "(but only together with …)"
                # with nothing before it).
                cards = sorted({*rest, *group.needs})
                return t("teach.group.together", cards=or_list(
                    [card_name(card, naming) for card in cards], "teach.list.and"))
            phrase = or_list([card_name(card, naming) for card in rest])
    return t("teach.group.needs", group=phrase, cards=names)


def plain_group_text(group: Group, naming: str = "iello") -> str:
    """``group_text`` without the cards the group needs."""
    if group.kind == "any":
        return t("teach.group.any")
    if group.kind == "values":
        values = sorted(group.values)
        if len(values) >= SPAN and values[-1] - values[0] == len(values) - 1:
            # "any card from 2 to 9", not "any 2, 3, 4, 5, 6, 7, 8 or 9" (a tester's
            # refusal ran to three lines of small type).
            return t("teach.group.values_span", low=values[0], high=values[-1])
        return t("teach.group.values", values=or_list([str(v) for v in values]))
    if group.kind == "colour":
        return t(f"teach.group.colour.{group.colour}")
    if group.kind == "range":
        if group.high - group.low <= 1:
            # "Purple 6 or Purple 7", not "any purple card from 6 to 7" (a newcomer's
            # refusal).
            return or_list([card_name(clan_card(group.colour, value), naming)
                            for value in range(group.low, group.high + 1)])
        return t("teach.group.range", colour=t(f"teach.group.colour.{group.colour}"),
                 low=group.low, high=group.high)
    # Each name once: under the classic names both Leaders are "Leader", and a Polish
    # summary read "Dowódca, Dowódca, Giermek lub Mgła".
    names = dict.fromkeys(t("teach.group.tactic", name=card_name(card, naming))
                          for card in group.cards)
    return or_list(list(names))


def threats_text(groups: tuple[Group, ...], naming: str = "iello") -> str:
    """Every group of threatening cards in one phrase, the longest lists cut short."""
    parts = [group_text(group, naming) for group in groups[:MAX_GROUPS]]
    if len(groups) > MAX_GROUPS:
        more = len(groups) - MAX_GROUPS
        # One more is said on its own ("one other way"; Polish: not "i jeszcze 1").
        parts.append(t("teach.group.more.one" if more == 1 else "teach.group.more",
                       count=more))
    # Two plain groups read "Green 5 or Green 8"; a comma before the last "or" only when
    # the list is longer or a group is a list of its own ("any 2 or 5, or the Joker").
    nested = any(len(group.values) > 1 or len(group.cards) > 1 for group in groups)
    return or_list(parts, "teach.list.groups" if len(parts) > 2 or nested else "teach.list.or")


def beaten_text(view: PlayerView, stone: int, threats: tuple[Group, ...],
                naming: str = "iello") -> str:
    """Why ``view``'s seat may not claim ``stone`` yet, when a side of it could still be
    beaten (``threats``). While the other side has room for two cards or more, one set of
    unseen cards that would beat it says it, kept clear of the seat's own hand when it can
    be (a tester could not follow a list of "any 6 or 7, … (but only together with …), or
    3 other ways" against an empty side); otherwise, the list of threats. The seat's own
    cards among them are named as such: the proof counts them as the opponent's to draw."""
    where = view.stones[stone]
    mine, theirs = where.sides[view.seat], where.sides[1 - view.seat]
    room = where.capacity - len(theirs)
    example: tuple[int, ...] = ()
    unseen = view_unseen(view)
    if room >= 2:
        hand = sum(1 << card for card in view.hand if is_clan(card))
        for pool in (unseen & ~hand, unseen):
            found = counterexample(mine, theirs, where.capacity, where.bluff >= 0, pool)
            if found is not None:
                example = tuple(sorted(found.added))
                break
    if example:
        held = tuple(card for card in example if card in view.hand)
        # When no beating set can do without any one of the example's cards, the example
        # is the only way, and "for example" would mislead (a tester read it as one of
        # many).
        only = all(counterexample(mine, theirs, where.capacity, where.bluff >= 0,
                                  unseen & ~(1 << card)) is None for card in example)
        reason = t("teach.refused.only" if only else "teach.refused.open", room=room,
                   example=or_list([card_name(card, naming) for card in example],
                                   "teach.list.and"))
    else:
        held = threats_in_hand(view, stone)
        reason = t("teach.refused.beaten", cards=threats_text(threats, naming))
    if held:
        names = or_list([card_name(card, naming) for card in held], "teach.list.and")
        reason = t("teach.refused.own_hand", reason=reason, cards=names)
    return reason


def reason_text(report: StoneReport, naming: str = "iello", marked: bool = False) -> str:
    """Why a stone went where it did, in a few words (the round summary). An early claim
    with tactic cards still to come says which ones are left out of its proof, or with
    ``marked`` only points to ``proof_note`` under the table (a newcomer read the same
    bracket four times over in one summary)."""
    if report.reason == "proof" and report.threats:
        why = (t("teach.why.proof_marked") if marked else
               t("teach.why.proof_tactics", cards=threats_text(report.threats, naming)))
    elif report.bluff and report.reason == "sum":
        # Under the Blind-Man's Bluff there is no formation: "same formation, higher sum
        # (sums only)" contradicted itself (a tester).
        why = t("teach.why.sum_only")
    else:
        why = t(f"teach.why.{report.reason}")
    if report.owner is None:
        return why
    # The card named: "(sums only)" left a tester to work out why (Blind-Man's Bluff), and
    # a stone won with four cards said nothing of its Mud Fight (two testers).
    if report.mud:
        why = t("teach.why.mud", why=why, card=card_name(MUD, naming))
    if report.bluff:
        why = t("teach.why.bluff", why=why, card=card_name(BLUFF, naming))
    return why


def proof_note(reports: Sequence[StoneReport], naming: str = "iello") -> str:
    """The one line under the summary's table for its marked early claims
    (``reason_text``): the tactic cards still to come that their proofs leave out, every
    stone's together; empty when no claim needs it."""
    groups: list[Group] = []
    tactics: list[int] = []
    for report in reports:
        if report.reason != "proof":
            continue
        for group in report.threats:
            if group.kind == "tactic":
                # One list of cards: stones' groups shared cards, and Greek read "Spy or
                # Blind-Man's Bluff, or Shield-Bearer or Blind-Man's Bluff".
                tactics += [card for card in group.cards if card not in tactics]
            elif group not in groups:
                groups.append(group)
    if tactics:
        groups.append(Group("tactic", cards=tuple(sorted(tactics))))
    return t("teach.summary.proof_note", cards=threats_text(tuple(groups), naming)) if groups \
        else ""


def claim_note(report: StoneReport) -> str:
    """What a claim's log line adds: the winning formation, and what it beat or why no
    unseen card can beat it."""
    if report.owner is None:
        return ""
    # Where the kinds of formation differ, a colour's sum is beside the point: "purple
    # colour, sum 20 beats sum 22" read to an Italian tester as the smaller sum winning.
    total = report.reason != "formation"
    mine = formation_text(report.sides[report.owner], total)
    theirs = formation_text(report.sides[1 - report.owner], total)
    key = {"formation": "teach.log.beats", "sum": "teach.log.beats_sum",
           "first": "teach.log.first"}.get(report.reason, "teach.log.proof")
    if key == "teach.log.beats_sum" and report.sides[report.owner].code in ("sum", "kind",
                                                                           "colour"):
        # "sum 20 beats sum 19", not "… on the sum": the sums are in the words already.
        key = "teach.log.beats"
    return t(key, mine=mine, theirs=theirs)


def plaque_note(report: StoneReport) -> str:
    """What a claimed stone's plaque says under its formation: what that beat, or that no
    unseen card can beat it (an expert's plaques named the formation alone, not why it
    won); empty for a free stone."""
    if report.owner is None:
        return ""
    total = report.reason != "formation"
    theirs = formation_text(report.sides[1 - report.owner], total)
    key = {"formation": "teach.plaque.beats", "sum": "teach.plaque.beats_sum",
           "first": "teach.plaque.first"}.get(report.reason, "teach.plaque.proof")
    if key == "teach.plaque.beats_sum" and report.sides[report.owner].code in ("sum", "kind",
                                                                               "colour"):
        key = "teach.plaque.beats"  # the sums are in the words already
    if report.reason == "formation" and report.sides[1 - report.owner].code == "sum":
        # "Red colour, sum 12" over "beats sum 12" read as a tie won by chance (a tester):
        # the other side has no formation at all.
        key = "teach.plaque.beats_plain"
    return t(key, theirs=theirs)


def log_line(action_text: str, name: str, naming: str = "iello",
             reports: tuple[StoneReport, ...] = (), ruse: int | None = None,
             picked: int | None = None, source: int | None = None, owner: str = "") -> str:
    """One line of the game log, knowing what ``describe`` cannot: the stones' reports
    (a claim says why), the ruse being played (the Banshee's pick is a discard), the
    card picked up the step before, which a place or a discard names so that its line
    reads on its own, and the stone (from 0) a picked card is taken from (``source``:
    "took Yellow 9" left the reader to find where it had lain). ``owner``: the name of
    the other seat, whose card the Traitor takes ("the opponent's side" read, to the
    hot-seat player robbed, as the other person's)."""
    try:
        action = Action.from_text(action_text)
    except ValueError:
        return describe(action_text, name, naming)
    if picked is not None and action.kind in (Kind.PLACE, Kind.DISCARD):
        card = card_name(picked, naming)
        if action.kind is Kind.DISCARD:
            return t("log.discard_card", name=name, card=card)
        if action.stone is not None:
            return t("log.place_card", name=name, card=card, stone=action.stone + 1)
    if action.kind is Kind.CLAIM and action.stone is not None and len(reports) == 9:
        note = claim_note(reports[action.stone])
        if note:
            return t("teach.log.claim", name=name, stone=action.stone + 1, why=note)
    if action.kind is Kind.PICK and action.card is not None:
        card = card_name(action.card, naming)
        if ruse == BANSHEE:
            banshee = tactic_name("BANSHEE", naming)
            if source is None:
                return t("teach.log.banshee", name=name, card=card, banshee=banshee)
            return t("teach.log.banshee_from", name=name, card=card, banshee=banshee,
                     stone=source + 1)
        if source is not None and ruse == TRAITOR:
            # The Traitor takes from the other side: "from stone 7" left whose card open,
            # and "from the opponent's side" whose opponent.
            key = "log.traitor_from_you" if owner == t("player.you") else "log.traitor_from"
            return t(key, name=name, card=card, stone=source + 1, owner=owner)
        if source is not None:
            return t("log.pick_from", name=name, card=card, stone=source + 1)
    return describe(action_text, name, naming)


def emptied_at(log: tuple[tuple[int, str], ...], decks_left: tuple[int, int]) -> int | None:
    """Where in ``log`` the first of two decks ran out (the index of the draw that emptied
    it), given the clan and tactic decks' sizes now; ``None`` while both hold cards.

    While both decks hold cards every draw is a choice, so it is in the log; once one is
    empty the engine draws from the other by itself. The last draw the log holds is
    therefore the one that emptied the first deck."""
    if all(decks_left):
        return None
    for index in range(len(log) - 1, -1, -1):
        if log[index][1].startswith("draw "):
            return index
    return None


def automatic_draws(log: Sequence[tuple[int, str]],
                    events: Sequence[Event]) -> dict[int, list[tuple[int, str]]]:
    """The draws the engine made by itself (from the only deck left), by the index in
    ``log`` of the action that led to them: who drew, and from which deck."""
    drawn: dict[int, list[tuple[int, str]]] = {}
    own: set[int] = set()
    for event in events:
        index = event.after - 1
        if event.kind != "draw" or not 0 <= index < len(log):
            continue
        if log[index][1].startswith("draw ") and index not in own:
            own.add(index)  # the draw the action asked for; any after it the engine made
            continue        # (the Recruiter's third card, from the only deck left)
        drawn.setdefault(index, []).append((event.seat, event.deck))
    return drawn


def log_lines(log: tuple[tuple[int, str], ...], name_of: dict[int, str], naming: str,
              reports: tuple[StoneReport, ...], private: bool,
              memo: dict[tuple[object, ...], str] | None = None,
              decks_left: tuple[int, int] = (1, 1),
              drawn: Mapping[int, Sequence[tuple[int, str]]] | None = None,
              ) -> list[tuple[int, str]]:
    """The game log, line by line: who, and what they did. ``private`` hides the cards put
    back with the Recruiter (the hot-seat curtain is down: either player may look).
    ``memo`` keeps the lines already worded (a claim's line is worded afresh: its reason
    comes from ``reports``), so a move words one new line, not the whole log again.
    ``decks_left`` (clan, tactic) adds a line where the first deck ran out (a tester took
    the change for a fault). ``drawn`` (``automatic_draws``) names the draws the engine
    made by itself after that: two testers missed the tactic cards drawn once the clan
    deck was empty."""
    drawn = drawn or {}
    lines: list[tuple[int, str]] = []
    ruse: int | None = None
    picked: int | None = None
    stones: dict[int, int] = {}
    """The stone (from 0) each card on the table lies at, as the log has put it there."""
    empty = emptied_at(log, decks_left)
    for index, (who, text) in enumerate(log):
        if text.startswith("play "):
            ruse = _ruse_of(text)
        if text.startswith("done"):
            lines.extend(_drawn_lines(drawn.get(index, ()), name_of))
            continue
        shown = hidden_return(text) if private else text
        name = name_of.get(who, "")
        source = _source_of(text, stones)
        owner = name_of.get(1 - who, "")
        key = (shown, name, naming, language(), ruse, picked, source, owner)
        line = memo.get(key) if memo is not None and not shown.startswith("claim") else None
        if line is None:
            line = log_line(shown, name, naming, reports, ruse, picked, source, owner)
            if memo is not None and not shown.startswith("claim"):
                if len(memo) > 2000:
                    memo.clear()
                memo[key] = line
        lines.append((who, line))
        _follow(text, picked, stones)
        picked = _picked_by(text)
        if index == empty:
            lines.append((who, t(f"log.deck_empty.{text.split()[-1]}")))
        lines.extend(_drawn_lines(drawn.get(index, ()), name_of))
    return lines


def _drawn_lines(draws: Sequence[tuple[int, str]],
                 name_of: dict[int, str]) -> list[tuple[int, str]]:
    return [(seat, t("log.draw", name=name_of.get(seat, ""), deck=t(f"log.deck.{deck}")))
            for seat, deck in draws]


def _source_of(text: str, stones: dict[int, int]) -> int | None:
    """The stone a ``pick`` action takes its card from, when the log put it there."""
    card = _picked_by(text)
    return stones.get(card) if card is not None else None


def _follow(text: str, picked: int | None, stones: dict[int, int]) -> None:
    """Move the cards of ``stones`` as the action ``text`` does: a card played at a stone
    lies there, a card picked up the step before is placed elsewhere or discarded."""
    try:
        action = Action.from_text(text)
    except ValueError:
        return
    if action.kind is Kind.PLAY and action.card is not None and action.stone is not None:
        stones[action.card] = action.stone
    elif action.kind in (Kind.PLACE, Kind.DISCARD) and picked is not None:
        stones.pop(picked, None)
        if action.kind is Kind.PLACE and action.stone is not None:
            stones[picked] = action.stone


def _picked_by(text: str) -> int | None:
    """The card a ``pick`` action takes up, which the next step places or discards."""
    if not text.startswith("pick "):
        return None
    try:
        return Action.from_text(text).card
    except ValueError:
        return None


def _ruse_of(play_text: str) -> int | None:
    """The ruse a ``play`` action puts on the discard pile, if it is one."""
    try:
        action = Action.from_text(play_text)
    except ValueError:
        return None
    return action.card if action.stone is None else None
