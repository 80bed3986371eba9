"""Every string the player reads, in one catalog per language (English for now).

``t("menu.new_game")`` returns the text; ``t("board.your_turn", name="Ada")`` fills the
fields. A missing key shows the key itself, so a gap is visible but never fatal.
"""

from __future__ import annotations

from typing import Final

ENGLISH: Final[dict[str, str]] = {
    "app.title": "Schotten Totten",
    "app.subtitle": "The battle for the border stones",
    "app.version": "version {version}",
    "app.no_display": (
        "No display is available: start the game from a desktop session, or run it "
        "headless with SDL_VIDEODRIVER=dummy and --frames N."
    ),
    "app.no_pygame": "pygame-ce is not installed: run `make play`, which installs it.",
    "app.bad_size": "--size must look like 1280x800, not {value!r}.",
    "game.schotten_totten": "Schotten Totten",
    "game.schotten_totten.blurb": "Two clans, nine stones, one border.",
    "menu.new_game": "New game",
    "menu.continue": "Continue",
    "menu.rules": "How to play",
    "menu.settings": "Settings",
    "menu.statistics": "Statistics",
    "menu.quit": "Quit",
    "menu.choose_game": "Choose a game",
    "menu.back": "Back",
    "setup.title": "New game",
    "setup.mode": "Opponent",
    "setup.mode.computer": "The computer",
    "setup.mode.hotseat": "A friend on this computer",
    "setup.name1": "Your name",
    "setup.name1.hotseat": "Player 1",
    "setup.name2": "Player 2",
    "setup.level": "Computer level",
    "setup.variant": "Variant",
    "setup.variant.base": "Base game",
    "setup.variant.tactics": "With tactic cards",
    "setup.edition": "Rules edition",
    "setup.edition.iello": "IELLO 2016",
    "setup.edition.classic": "Classic",
    "setup.expert": "Expert claims",
    "setup.expert.off": "Off",
    "setup.expert.on": "On (claim at the start of your turn)",
    "setup.rounds": "Rounds",
    "setup.first": "Who starts",
    "setup.first.random": "Random",
    "setup.first.me": "Me",
    "setup.first.opponent": "Opponent",
    "setup.first.p1": "Player 1",
    "setup.first.p2": "Player 2",
    "setup.start": "Start the game",
    "setup.back": "Back",
    "setup.hint.edition": "Classic: claims at the start of the turn, 6-card hands.",
    "setup.hint.iello": "IELLO 2016: claims after playing; 7 cards with tactics.",
    "level.random": "Beginner",
    "level.easy": "Easy",
    "level.medium": "Medium",
    "level.hard": "Hard",
    "player.default1": "Player 1",
    "player.default2": "Player 2",
    "player.you": "You",
    "player.computer": "Computer ({level})",
    "player.demo": "Computer {n}",
    "board.your_turn": "Your turn, {name}: drag a card from your hand onto a stone.",
    "board.your_turn_alone": "Your turn: drag a card from your hand onto a stone.",
    "board.their_turn": "{name} is playing…",
    "board.thinking": "{name} is thinking",
    "board.turn.yours": "Your turn",
    "board.turn.waiting": "Next to play",
    "board.claim": "You may claim the glowing stones: click one, or End claims.",
    "board.claim_auto": "Claiming…",
    "board.draw": "Draw a card: click the clan deck or the tactic deck.",
    "board.recruit_draw": "Recruiter: draw {left} more — click a deck.",
    "board.recruit_return": (
        "Recruiter: click {left} card(s) in your hand to put back under the decks."
    ),
    "board.recruit_return_top": (
        "Recruiter: click {left} card(s) in your hand to put back on top of the decks."
    ),
    "board.strategist_pick": "Strategist: click one of your cards on the table.",
    "board.strategist_place": "Strategist: click a stone for {card}, or Discard it.",
    "board.banshee_pick": "Banshee: click an opponent's card to discard it.",
    "board.traitor_pick": "Traitor: click an opponent's clan card to take it.",
    "board.traitor_place": "Traitor: click one of your stones for {card}.",
    "board.cancel_hint": "Esc or right-click cancels.",
    "board.ruse_drop": "Drop {card} anywhere on the table to play it.",
    "board.dragging": "Drop {card} on a glowing stone; anywhere else puts it back.",
    "board.selected": "{card} selected: click a stone (or press 1–9).",
    "board.no_room": "Drop the card on a stone.",
    "board.refused": "Not allowed: {reason}.",
    "board.claim_refused": "Stone {stone} cannot be claimed yet: {reason}.",
    "board.claim_ok": "Stone {stone} can be claimed.",
    "board.could_beat": "Could still beat you:",
    "board.tactic_info": "{name}: {text}",
    "board.pass": "Pass",
    "board.done_claims": "End claims",
    "board.discard": "Discard",
    "board.cancel": "Cancel",
    "board.menu": "Menu",
    "board.log": "Game log",
    "board.clan_deck": "Clan",
    "board.tactic_deck": "Tactics",
    "board.discard_pile": "Discard",
    "board.tactics_played": "Tactic cards played: {n}",
    "board.round": "Round {index} of {rounds}",
    "board.score": "{a} – {b}",
    "board.last_move": "{name}'s last turn: {text}",
    "board.round_over": "The round is over.",
    "board.cards_left": "{n}",
    "curtain.title": "Pass the computer to {name}",
    "curtain.body": "The other player should look away: your hand is about to be shown.",
    "curtain.button": "I am {name}",
    "summary.title.win": "{name} wins the round!",
    "summary.title.draw": "The round is drawn.",
    "summary.reason.three_adjacent": "Three adjacent stones.",
    "summary.reason.five_stones": "Five stones.",
    "summary.reason.stalemate": "Both players passed: the stones were counted.",
    "summary.reason.conceded": "The other player conceded.",
    "summary.points": "{name}: {points} points this round, {total} in total",
    "summary.points.one": "{name}: 1 point this round, {total} in total",
    "summary.next": "Next round",
    "summary.rematch": "Rematch",
    "summary.menu": "Main menu",
    "summary.match_win": "{name} wins the match!",
    "summary.match_draw": "The match is drawn.",
    "summary.match_score": "Final score {a} – {b}",
    "summary.round_of": "Round {index} of {rounds}",
    "pause.title": "Paused",
    "pause.resume": "Resume",
    "pause.rules": "How to play",
    "pause.settings": "Settings",
    "pause.restart": "Restart round",
    "pause.concede": "Concede the round",
    "pause.menu": "Main menu",
    "settings.title": "Settings",
    "settings.auto_claim": "Claim stones automatically",
    "settings.on": "On",
    "settings.off": "Off",
    "settings.speed": "Animation speed",
    "settings.speed.slow": "Slow",
    "settings.speed.normal": "Normal",
    "settings.speed.fast": "Fast",
    "settings.speed.instant": "Instant",
    "settings.fullscreen": "Full screen (F11)",
    "settings.sound": "Sound effects",
    "settings.music": "Music",
    "settings.close": "Close",
    "stats.title": "Statistics",
    "stats.rounds": "Rounds played in this session: {n}",
    "stats.wins": "Rounds won against the computer: {n}",
    "stats.losses": "Rounds lost against the computer: {n}",
    "stats.later": "Statistics across sessions arrive in a later version.",
    "stats.close": "Close",
    "rules.title": "How to play",
    "rules.close": "Back",
    "rules.tab.turn": "A turn",
    "rules.tab.formations": "Formations",
    "rules.tab.claims": "Claims",
    "rules.tab.tactics": "Tactic cards",
    "rules.turn": (
        "Two clans face each other across nine border stones. Win a round by holding "
        "three stones side by side, or any five stones.\n"
        "On your turn, play one card from your hand onto your side of a stone that is "
        "still free: drag it there, or click it and then click the stone. Each side of "
        "a stone takes three cards.\n"
        "Then claim the stones you have won, and draw a card to refill your hand.\n"
        "If no clan card of yours can go anywhere, you may pass instead."
    ),
    "rules.turn.example": "Red 4-5-6, a colour run, beats three 7s.",
    "rules.claims.example": (
        "Green 7-8-9 cannot be beaten: the stone is claimed at once, before the other side "
        "is complete."
    ),
    "rules.formations": (
        "Three cards on one side of a stone make a formation. From strongest to "
        "weakest:"
    ),
    "rules.formations.tie": (
        "Equal kinds: the higher total wins. Equal totals: whoever completed the side "
        "first wins. Values do not wrap around: 9, 1, 2 is not a run."
    ),
    "rules.claims": (
        "You may claim a stone once your side of it is complete and it beats the other "
        "side.\n"
        "You need not wait for your opponent: if no cards that are still unseen can "
        "give them a stronger formation there, the stone is yours now. The game checks "
        "this proof for you; when it refuses, it shows cards that could still beat "
        "you.\n"
        "A claimed stone is closed: nobody plays there any more.\n"
        "With the IELLO rules you claim after playing; with the classic or expert rules "
        "you claim at the start of your turn. Claims are made for you when automatic "
        "claiming is on (Settings)."
    ),
    "rules.tactics": (
        "With tactic cards, you may draw from either deck. You may play a tactic card "
        "instead of a clan card, but never more of them than your opponent has played "
        "plus one. Each player may play only one Joker."
    ),
    "formation.5": "Colour run",
    "formation.4": "Three of a kind",
    "formation.3": "Colour",
    "formation.2": "Run",
    "formation.1": "Sum",
    "formation.5.text": "Same colour, consecutive values.",
    "formation.4.text": "Three cards of the same value.",
    "formation.3.text": "Three cards of one colour.",
    "formation.2.text": "Consecutive values, any colours.",
    "formation.1.text": "Anything else: only the total counts.",
    "tactic.JOKER1": "Joker",
    "tactic.JOKER2": "Joker",
    "tactic.SPY": "Spy",
    "tactic.SHIELD": "Shield-Bearer",
    "tactic.BLUFF": "Blind-Man's Bluff",
    "tactic.MUD": "Mud Fight",
    "tactic.RECRUITER": "Recruiter",
    "tactic.STRATEGIST": "Strategist",
    "tactic.BANSHEE": "Banshee",
    "tactic.TRAITOR": "Traitor",
    "tactic.classic.JOKER1": "Leader",
    "tactic.classic.JOKER2": "Leader",
    "tactic.classic.SPY": "Reinforcement",
    "tactic.classic.SHIELD": "Shield-Bearer",
    "tactic.classic.BLUFF": "Fog",
    "tactic.classic.MUD": "Mud",
    "tactic.classic.RECRUITER": "Scout",
    "tactic.classic.STRATEGIST": "Redeploy",
    "tactic.classic.BANSHEE": "Deserter",
    "tactic.classic.TRAITOR": "Traitor",
    "tactic.JOKER1.text": "Takes any colour and any value, whichever suits you best.",
    "tactic.JOKER2.text": "Takes any colour and any value, whichever suits you best.",
    "tactic.SPY.text": "A 7 of whatever colour suits you best.",
    "tactic.SHIELD.text": "A 1, 2 or 3 of whatever colour suits you best.",
    "tactic.BLUFF.text": "Put beside a stone: there only the totals count.",
    "tactic.MUD.text": "Put beside a stone: both sides there need four cards.",
    "tactic.RECRUITER.text": "Draw three cards from the decks, then put two back.",
    "tactic.STRATEGIST.text": "Move one of your cards to another stone, or discard it.",
    "tactic.BANSHEE.text": "Discard one of your opponent's cards from the table.",
    "tactic.TRAITOR.text": "Take an opponent's clan card and put it on your side.",
    "colour.0": "Red",
    "colour.1": "Orange",
    "colour.2": "Yellow",
    "colour.3": "Green",
    "colour.4": "Blue",
    "colour.5": "Purple",
    "card.clan": "{colour} {value}",
    "log.play": "{name} played {card} at stone {stone}",
    "log.ruse": "{name} played {card}",
    "log.pass": "{name} passed",
    "log.claim": "{name} claimed stone {stone}",
    "log.draw": "{name} drew a {deck} card",
    "log.deck.clan": "clan",
    "log.deck.tactic": "tactic",
    "log.return": "{name} put a card back",
    "log.return_card": "{name} put {card} back",
    "log.pick": "{name} took {card}",
    "log.place": "{name} placed it at stone {stone}",
    "log.discard": "{name} discarded it",
    "log.nothing": "nothing yet",
}

CATALOGS: Final[dict[str, dict[str, str]]] = {"en": ENGLISH}
_language = "en"


def set_language(code: str) -> None:
    """Choose the catalog ``t`` reads (unknown codes fall back to English)."""
    global _language
    _language = code if code in CATALOGS else "en"


def t(key: str, **fields: object) -> str:
    """The text for ``key`` in the current language, with ``fields`` filled in."""
    text = CATALOGS[_language].get(key) or ENGLISH.get(key)
    if text is None:
        return key
    return text.format(**fields) if fields else text
