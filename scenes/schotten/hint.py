"""The hint button's words: the computer's suggestion for the seat at the screen, with its
reason, in the player's language. The suggestion itself (``game.schotten.ai.suggest``)
reads only that seat's view, so a hint never tells what the opponent holds."""

from __future__ import annotations

import logging
import random
from typing import Final

from game.schotten.actions import Action, Kind
from game.schotten.ai.suggest import DRAW_REASONS, Suggestion, suggest
from game.schotten.cards import parse_card
from game.schotten.explain import name_side
from game.schotten.view import PlayerView
from scenes.model.logs import strict
from scenes.schotten.words import card_name, describe, formation_text
from scenes.table.computer import ComputerFailed, ComputerTurn
from scenes.ui.text import t

log = logging.getLogger(__name__)

HINT_LEVEL: Final = "hard"
"""The level whose move the hint button gives: the strongest the game offers, so that a
hint is the move the hard opponent would make in the player's seat (a strong tester found
the one-ply hint "shallow"). Its search takes up to about a second, off the frame loop."""

FORMATIONS = ("colour_run", "three_of_a_kind", "colour", "run", "sum")
ELITES = ("JOKER1", "JOKER2", "SPY", "SHIELD")
LOSSES = ("completed", "completed.none", "completed.again", "built", "built.none", "slower",
          "reopens", "room", "spare", "rescue", "mud", "bluff")
"""What a ruse's move does to the side the card leaves (``hint.loss.<loss>``)."""


def hint_for(view: PlayerView, seed: int) -> Suggestion:
    """The one-ply judgement the hard level searches from, for ``view`` (a few
    milliseconds): the hint when the search fails."""
    return suggest(view, random.Random(seed))


class _Search:
    """The hard level's suggestion, as a computer seat's decision (``ComputerTurn``)."""

    def choose(self, view: PlayerView, rng: random.Random) -> Suggestion:
        return suggest(view, rng, HINT_LEVEL)


class HintSearch:
    """The hint for ``view``, worked out in a worker thread when ``threaded`` (at once
    otherwise); ``result`` once ``done``."""

    def __init__(self, view: PlayerView, seed: int, threaded: bool) -> None:
        self.view, self.seed = view, seed
        self.turn = ComputerTurn(_Search(), view, seed, threaded)

    @property
    def done(self) -> bool:
        return self.turn.done

    def result(self) -> Suggestion:
        """The search's suggestion; should it have failed, logged and the one-ply
        suggestion instead (raised under tests)."""
        found = self.turn.result
        if (self.turn.error is None and isinstance(found, Suggestion)
                and found.action in self.view.legal):
            return found
        what = repr(self.turn.error) if self.turn.error is not None else f"gave {found!r}"
        log.error("the hint's search %s; the one-ply suggestion is shown instead", what,
                  exc_info=self.turn.error)
        if strict():
            raise ComputerFailed(f"the hint's search {what}") from self.turn.error
        return hint_for(self.view, self.seed)


def card_words(notation: object, naming: str) -> str:
    """A card of the suggestion's fields (CONTRACT notation) as the player reads it."""
    try:
        return card_name(parse_card(str(notation)), naming)
    except ValueError:
        return str(notation)


def hint_text(hint: Suggestion, naming: str = "iello") -> str:
    """The hint in one or two sentences: what to do, and why."""
    fields = hint.fields
    code = hint.code
    words: dict[str, object] = {"stone": fields.get("stone", "")}
    if "card" in fields:
        words["card"] = card_words(fields["card"], naming)
    formation = str(fields.get("formation", ""))
    if formation in FORMATIONS:
        words["formation"] = formation_words(formation, fields)
    if code == "prove_claim":
        if not str(fields.get("needs", "")).strip():
            # Whether the claim can be made, and whether a tactic card could still change
            # the stone: a tester's stone hinted as beaten by no card went to their Banshee.
            claim = {"now": ".now", "wait": ".wait"}.get(str(fields.get("claim", "")), "")
            tactics = ".tactics" if claim and fields.get("tactics") else ""
            return t("hint.prove_claim.sure" + claim + tactics, **words)
        # Nested texts, so that a grammatical case reaches every card ("με το κόκκινο 9 και
        # το κόκκινο 6": the first card lost its article when joined as plain text).
        return t("hint.prove_claim", needs=card_list(fields.get("needs", ""), naming), **words)
    if code == "play_tactic" and not fields.get("stone"):
        return ruse_text(fields, words, naming)
    if code == "build" and "more" in fields:
        return plan_text(fields, words, naming)
    if code == "play_tactic" and str(fields.get("card")) in ELITES and "as" in fields:
        return elite_text(fields, words, naming)
    if code == "play_tactic":
        # A tactic card at a stone says what it does there (it said only where it went).
        kind = {"BLUFF": "BLUFF", "MUD": "MUD"}.get(str(fields.get("card")), "elite")
        if kind == "MUD" and fields.get("their_cards") == 0:
            kind = "MUD.empty"  # no formation of theirs there to spoil (a tester)
        return t(f"hint.tactic.{kind}", **words)
    if code == "tactic_step":
        return step_text(str(fields.get("action", "")), naming)
    if code == "win_round" and fields.get("claims"):
        # Which stones it proves (an expert: "wins the round" alone taught nothing).
        stones = str(fields["claims"]).split(",")
        listed = stones[0] if len(stones) == 1 else t(
            "hint.and", first=", ".join(stones[:-1]), then=stones[-1])
        key = "hint.win_round.claims" if len(stones) > 1 else "hint.win_round.claim"
        return t(key, stones=listed, **words)
    if code == "defend" and fields.get("threat") in ("made", "can"):
        return threat_text(fields, words, naming)
    if code == "complete_formation" and fields.get("threat") == "can":
        # Why the stone is not yet sure (the hint said only "completes a run").
        return t("hint.complete_formation.can", their=card_list(fields.get("their", ""), naming),
                 threat=threat_words(fields), **words)
    if code in ("draw_clan", "draw_tactic") and fields.get("why") in DRAW_REASONS:
        # Why this deck (a tester saw draws hinted without a reason).
        return t(f"hint.{code}.{fields['why']}")
    if code == "pass" and fields.get("why") == "keep_tactics":
        return t("hint.pass.keep_tactics")
    if code in ("claim", "finish_claims", "complete_formation", "defend", "dump_on_lost_stone",
                "build", "play_tactic", "draw_clan", "draw_tactic", "pass", "win_round"):
        return t(f"hint.{code}", **words)
    return t("hint.other", step=describe(hint.action.to_text(), "", naming).strip())


STEP_KEYS = {Kind.PICK: "hint.step.pick", Kind.PLACE: "hint.step.place",
             Kind.DISCARD: "hint.step.discard", Kind.RETURN: "hint.step.return"}
"""A tactic card's next step, said as something to do (the game log says what was done)."""


def step_text(notation: str, naming: str) -> str:
    """The hint for a step of a tactic card already played: "choose Red 7", "put it at
    stone 4", "discard it", "put back Red 7"."""
    try:
        action = Action.from_text(notation)
    except ValueError:
        return t("hint.other", step=notation)
    key = STEP_KEYS.get(action.kind)
    if key is None:
        return t("hint.tactic_step", step=describe(notation, "", naming).strip())
    card = "" if action.card is None else card_name(action.card, naming)
    stone = "" if action.stone is None else action.stone + 1
    return t(key, card=card, stone=stone)


def ruse_text(fields: dict[str, str | int], words: dict[str, object], naming: str) -> str:
    """A ruse's hint: what to play, the card it is played for (the Recruiter: how), and
    what taking that card does to the side it leaves and to the side it joins."""
    ruse = str(fields.get("card", ""))
    if ruse == "RECRUITER":
        return t("hint.ruse.RECRUITER", **words)
    if "target" not in fields or ruse not in ("BANSHEE", "TRAITOR", "STRATEGIST"):
        return t("hint.play_ruse", **words)
    key = f"hint.ruse.{ruse}" + (".discard" if ruse == "STRATEGIST" and not fields.get("to")
                                 else "")
    text = t(key, target=card_words(fields["target"], naming), origin=fields.get("origin", ""),
             to=fields.get("to", ""), **words)
    loss = loss_key(fields)
    if loss is not None:
        text = t(f"hint.loss.{loss}", lead=text, before=formation_words(fields.get("before")),
                 after=formation_words(fields.get("after")))
    gain = str(fields.get("gain", ""))
    if gain in ("completes", "builds"):
        text = t(f"hint.gain.{gain}", lead=text, to=fields.get("to", ""),
                 formation=formation_words(fields.get("gain_formation")))
    return text


def loss_key(fields: dict[str, str | int]) -> str | None:
    """The sentence (``hint.loss.<key>``) for what a ruse takes from the side it acts on."""
    loss = str(fields.get("loss", ""))
    after = str(fields.get("after", ""))
    if loss == "completed":
        if after == "none":
            return "completed.none"
        if after in FORMATIONS and str(fields.get("before")) in FORMATIONS and (
                FORMATIONS.index(after) <= FORMATIONS.index(str(fields.get("before")))):
            return "completed.again"
    if loss == "built" and after == "none":
        return "built.none"
    return loss if loss in LOSSES else None


def formation_words(formation: object, fields: dict[str, str | int] | None = None) -> str:
    """A formation's name in a sentence ("a colour run"), or nothing; "four of a kind" at
    the suggestion's stone when the Mud lies there (``fields``)."""
    if formation == "three_of_a_kind" and fields is not None and fields.get("mud"):
        return t("hint.formation.four_of_a_kind")
    return t(f"hint.formation.{formation}") if formation in FORMATIONS else ""


def threat_words(fields: dict[str, str | int]) -> str:
    """What the opponent's side can still become: "a higher sum" where it can make only a
    sum ("their Yellow 7 and Blue 7 can still become a sum" said nothing under Blind-Man's
    Bluff, where every side is one)."""
    formation = fields.get("their_formation")
    return (t("hint.formation.sum.higher") if formation == "sum"
            else formation_words(formation, fields))


def card_list(notations: object, naming: str, key: str = "hint.and") -> str:
    """Cards in CONTRACT notation, comma-separated, as "Red 7, Red 8 and Red 9" (``key``:
    ``hint.or`` for "Red 6 or Red 9"); nested catalog texts, so that a language change and
    a grammatical case (``{held:ins}``) reach every card."""
    names = [card_words(card, naming) for card in str(notations).split(",") if card.strip()]
    if not names:
        return ""
    listed = names[0]
    for index, name in enumerate(names[1:], start=2):
        listed = (t(key, first=listed, then=name) if index == len(names)
                  else t("teach.list.comma", rest=listed, last=name))
    return listed


def made_words(notations: object, formation: str) -> str:
    """A finished side named with its detail: "a colour run 5-6-7 in red", "three 7s"."""
    cards = [parse_card(card) for card in str(notations).split(",") if card.strip()]
    if not cards:
        return formation_words(formation)
    named = name_side(cards, len(cards), formation == "sum")
    code = {"kind": "three_of_a_kind"}.get(named.code, named.code)
    if code == "three_of_a_kind" and named.size == 4:
        code = "four_of_a_kind"
    if code not in (*FORMATIONS, "four_of_a_kind"):
        return formation_words(formation)
    return t(f"hint.made.{code}", colour=t(f"teach.colour.{named.colour}"),
             values="-".join(str(value) for value in named.values), total=named.total,
             value=t(f"teach.value.{named.value}") if named.value else named.value)


def plan_text(fields: dict[str, str | int], words: dict[str, object], naming: str) -> str:
    """A card placed to build a side: the formation it makes with the hand, or what it
    still needs from the unseen cards, and how it stands against the opponent's side
    there."""
    formation = str(fields.get("formation", ""))
    more = int(fields.get("more", 0) or 0)
    held = card_list(fields.get("held", ""), naming)
    fills = [card for card in str(fields.get("fills", "")).split(",") if card.strip()]
    extra: dict[str, object] = {"held": held, "made": made_words(fields.get("made", ""),
                                                                 formation)}
    if more == 0:
        text = t("hint.build.made", **words, **extra)
    else:
        key = "hint.build.open" if more >= 2 else "hint.build" + (".held" if held else "")
        text = needs_text(t(key, **words, **extra), more, fills, fields, naming)
    return against_text(elites_text(text, fields, formation, naming), fields, naming)


def elites_text(lead: str, fields: dict[str, str | int], formation: str, naming: str) -> str:
    """``lead`` with what each elite troop already at the side stands for: "it makes a
    colour run 2-3-4" named only the hand's Blue 3, and a tester looked for the 4 that
    the Joker at the stone stood for. Said only when the plan fixes it (the cards the plan
    still needs already say the rest, and the line has room for two lines only)."""
    elites = [card for card in str(fields.get("elites", "")).split(",") if card.strip()]
    stand_ins = [card for card in str(fields.get("elites_as", "")).split(",") if card.strip()]
    if len(stand_ins) != len(elites):
        return lead
    text = lead
    for elite, stand_in in zip(elites, stand_ins, strict=True):
        text = t("hint.build.elite", lead=text, elite=card_words(elite, naming),
                 **{"as": stand_in_words(stand_in, formation, elite, naming)})
    return text


def needs_text(lead: str, more: int, fills: list[str], fields: dict[str, str | int],
               naming: str) -> str:
    """``lead`` with the unseen cards a plan still needs: named when there are one or two
    (or exactly as many as it needs), else counted."""
    if more == 1 and len(fills) == 1:
        return t("hint.needs.one", lead=lead, fills=card_list(fills[0], naming))
    if more == 1 and len(fills) == 2:
        return t("hint.needs.two", lead=lead, fills=card_list(",".join(fills), naming, "hint.or"))
    if more == 1:
        return t("hint.needs.any", lead=lead, fit=fields.get("fit", 0))
    if fills:
        return t("hint.needs.named", lead=lead, fills=card_list(",".join(fills), naming))
    return t("hint.needs.open", lead=lead, more=more, fit=fields.get("fit", 0))


def stand_in_words(notation: object, formation: str, elite: str, naming: str) -> str:
    """The clan card an elite troop stands for: the card itself where its colour counts
    (a colour, a colour run), else only its value ("a 7"); what it may stand for ("a 7 of
    the colour it needs") when that depends on the card still to come."""
    if not notation:
        return t(f"hint.as.{elite}" if elite in ("SPY", "SHIELD") else "hint.as.JOKER")
    if formation in ("colour_run", "colour"):
        return card_words(notation, naming)
    try:
        value = parse_card(str(notation)) % 9 + 1
    except ValueError:
        return str(notation)
    # "an 8" in English ("as a 8", a tester); each language says its own for 8.
    return t("hint.as.value.8" if value == 8 else "hint.as.value", value=value)


def elite_text(fields: dict[str, str | int], words: dict[str, object], naming: str) -> str:
    """An elite troop placed at a stone: the card it stands for there, and the formation
    it completes, makes with the hand or still needs unseen cards for."""
    formation = str(fields.get("formation", ""))
    more = int(fields.get("more", 0) or 0)
    held = card_list(fields.get("held", ""), naming)
    fills = [card for card in str(fields.get("fills", "")).split(",") if card.strip()]
    extra: dict[str, object] = {
        "held": held, "made": made_words(fields.get("made", ""), formation),
        "as": stand_in_words(fields.get("as", ""), formation, str(fields.get("card", "")),
                             naming)}
    if more == 0:
        text = t("hint.elite.made" if held else "hint.elite.completes", **words, **extra)
        if fields.get("threat") == "can" and not fields.get("against"):
            # Why the stone is not yet sure (an expert's Spy hint never said).
            return t("hint.not_sure", lead=text,
                     their=card_list(fields.get("their", ""), naming),
                     threat=threat_words(fields))
    else:
        text = needs_text(t("hint.elite.plan" + (".held" if held else ""), **words, **extra),
                          more, fills, fields, naming)
    return against_text(text, fields, naming)


def threat_text(fields: dict[str, str | int], words: dict[str, object], naming: str) -> str:
    """A card that fights for a stone leaning the opponent's way, with the reason it leans:
    what their side there makes, or can still become ("That stone leans their way" alone
    did not say why)."""
    their = card_list(fields.get("their", ""), naming)
    could = formation_words(fields.get("could"), fields)
    # With what the player's side can still become ("fights for it" alone left a newcomer
    # wondering how an Orange 3 fights their Yellow 6 and 7).
    extra: dict[str, object] = {"could": could} if could else {}
    more = ".could" if could else ""
    if fields.get("threat") == "made":
        theirs = [parse_card(card) for card in str(fields.get("their", "")).split(",")
                  if card.strip()]
        named = name_side(theirs, len(theirs), fields.get("their_formation") == "sum")
        return t("hint.defend.made" + more, their=formation_text(named), **words, **extra)
    threat = threat_words(fields)
    if could and could == threat:
        # Both sides can still make the same formation there: said once (a Brazilian
        # tester read "their side can still become a colour run; with this card yours can
        # still become a colour run" as the hint saying the same thing twice).
        more = ".same"
    return t("hint.defend.can" + more, their=their, threat=threat, **words, **extra)


def against_text(text: str, fields: dict[str, str | int], naming: str) -> str:
    """``text`` with what the plan does against the opponent's side there, if it says so."""
    against = str(fields.get("against", ""))
    if against == "beats":
        theirs = [parse_card(card) for card in str(fields.get("their", "")).split(",")
                  if card.strip()]
        named = name_side(theirs, len(theirs), fields.get("their_formation") == "sum")
        return t("hint.against.beats", lead=text, their=formation_text(named))
    if against == "holds":
        # Their clan cards cannot, but a tactic card of theirs still might (a tester's
        # side "no longer beaten" went to their Joker).
        key = "hint.against.holds" + (".tactics" if fields.get("tactics") else "")
        return t(key, lead=text, their=card_list(fields.get("their", ""), naming))
    return text


def hinted_card(hint: Suggestion | None) -> int | None:
    """The hand card the hint would play, if it plays one."""
    if hint is None:
        return None
    return hint.action.card if hint.action.card is not None else None


def hinted_target(hint: Suggestion | None) -> tuple[int, int | None] | None:
    """For a hinted ruse that moves a table card (the Banshee, the Traitor, the
    Strategist): the card it takes and the stone (0-8) it goes to (``None``: the discard
    pile)."""
    if hint is None or "target" not in hint.fields:
        return None
    try:
        card = parse_card(str(hint.fields["target"]))
    except ValueError:
        return None
    to = int(hint.fields.get("to", 0) or 0)
    return card, (to - 1 if to else None)


def hinted_stone(hint: Suggestion | None) -> int | None:
    """The stone (0-8) the hint acts on, if any."""
    if hint is None:
        return None
    action: Action = hint.action
    return action.stone
