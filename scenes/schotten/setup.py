"""The Schotten Totten set-up screen: opponent, names, level, variant, edition, rounds, who
starts. The choices are kept for the next match of the run."""

from __future__ import annotations

from typing import TYPE_CHECKING

import game
from scenes.model.seats import PlayerSpec
from scenes.schotten.records import book_replaced, replacing_loses
from scenes.schotten.session import (
    FIRSTS,
    KEY,
    ROUNDS,
    Session,
    SetupChoices,
    current,
    offered_levels,
    remember,
    remembered,
    start,
)
from scenes.shell.forms import FormScene, Widget
from scenes.shell.resume import ReplaceQuestion
from scenes.ui.text import t
from scenes.ui.widgets import Choice, TextField

if TYPE_CHECKING:
    from scenes.core.app import App



def session_from(choices: SetupChoices, seed: int) -> Session:
    """A new match for ``choices``; seat 0 is the player who filled in the form."""
    hotseat = choices.mode == "hotseat"
    name1 = choices.name1.strip() or (t("player.default1") if hotseat else t("player.you"))
    if hotseat:
        name2 = choices.name2.strip() or t("player.default2")
        if name2 == name1:
            name2 = f"{name2} 2"
        players = (PlayerSpec(name1), PlayerSpec(name2))
    else:
        level_name = t(f"level.{choices.level}")
        players = (PlayerSpec(name1), PlayerSpec(t("player.computer", level=level_name),
                                                 choices.level))
    match = game.Match.start(choices.config(), choices.rounds, seed, choices.first_seat())
    return Session(match, players)


class SetupScene(FormScene):
    game_key = KEY
    """The game F1 explains from here."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.started = False
        choices = remembered(app)
        self.levels = offered_levels()
        self.mode = Choice([t("setup.mode.computer"), t("setup.mode.hotseat")],
                           0 if choices.mode == "computer" else 1,
                           on_change=lambda _: self.relabel())
        self.name1 = TextField(choices.name1 or app.person_name())
        self.name2 = TextField(choices.name2)
        level = choices.level if choices.level in self.levels else self.levels[0]
        self.level = Choice([t(f"level.{name}") for name in self.levels],
                            self.levels.index(level))
        self.variant = Choice([t("setup.variant.base"), t("setup.variant.tactics")],
                              int(choices.tactics))
        self.edition = Choice([t("setup.edition.iello"), t("setup.edition.classic")],
                              0 if choices.edition == "iello" else 1,
                              on_change=lambda _: self.relabel_expert())
        self.expert = Choice([t("setup.expert.off"), t("setup.expert.on")],
                             int(choices.expert))
        self.expert_wanted = choices.expert
        """Expert claims as chosen with the IELLO rules, kept while Classic is chosen."""
        self.relabel_expert()
        self.rounds = Choice([str(n) for n in ROUNDS], ROUNDS.index(choices.rounds))
        self.first = Choice(["", "", ""], FIRSTS.index(choices.first))
        self.relabel()

    def relabel_expert(self) -> None:
        """The classic rules already claim at the start of the turn: while they are chosen
        the expert row says so instead of offering a choice that changes nothing."""
        if self.edition.index == 1:
            if len(self.expert.options) == 2:
                self.expert_wanted = self.expert.index == 1
            self.expert.options = [t("setup.expert.classic")]
            self.expert.index = 0
        elif len(self.expert.options) == 1:
            self.expert.options = [t("setup.expert.off"), t("setup.expert.on")]
            self.expert.index = int(self.expert_wanted)

    @property
    def hotseat(self) -> bool:
        return self.mode.index == 1

    def rows(self) -> list[tuple[str, Widget]]:
        rows: list[tuple[str, Widget]] = [
            (t("setup.mode"), self.mode),
            (t("setup.name1.hotseat") if self.hotseat else t("setup.name1"), self.name1),
        ]
        rows.append((t("setup.name2"), self.name2) if self.hotseat
                    else (t("setup.level"), self.level))
        rows += [
            (t("setup.variant"), self.variant),
            (t("setup.edition"), self.edition),
            (t("setup.expert"), self.expert),
            (t("setup.rounds"), self.rounds),
            (t("setup.first"), self.first),
        ]
        return rows

    def relabel(self) -> None:
        if self.hotseat:
            self.first.options = [t("setup.first.random"), t("setup.first.p1"),
                                  t("setup.first.p2")]
        else:
            self.first.options = [t("setup.first.random"), t("setup.first.me"),
                                  t("setup.first.opponent")]
        self.name2.visible = self.hotseat
        self.level.visible = not self.hotseat
        # The names an empty field gives (``session_from``), dim in the field.
        self.name1.placeholder = t("player.default1") if self.hotseat else t("player.you")
        self.name2.placeholder = t("player.default2")
        self.resize(self.app.size)

    def choices(self) -> SetupChoices:
        return SetupChoices(
            mode="hotseat" if self.hotseat else "computer",
            name1=self.name1.value, name2=self.name2.value,
            level=self.levels[self.level.index],
            tactics=self.variant.index == 1,
            edition="iello" if self.edition.index == 0 else "classic",
            expert=self.expert_chosen(),
            rounds=ROUNDS[self.rounds.index],
            first=FIRSTS[self.first.index],
        )

    def start(self) -> None:
        """Start the match; a match in progress is replaced only once the player agrees,
        and then its round in play counts as conceded (a round going badly was not counted
        when a new match replaced it, as it is when conceded)."""
        # Only a match of the same kind is replaced: two people at the screen leave the
        # match against the computer for later (a family's game ended a player's own).
        old = current(self.app, self.choices().hotseat)
        if old is not None and not old.match.is_over:
            cost = ("teach.replace.body.round_lost" if replacing_loses(old)
                    else "teach.replace.body")
            self.app.stack.push(ReplaceQuestion(self.app, KEY, old, lambda: t(cost),
                                                lambda: self.start_now(old)))
            return
        self.start_now()

    def start_now(self, replaced: Session | None = None) -> None:
        if self.started:  # Start pressed twice (or two questions answered): one game
            return
        self.started = True
        if replaced is not None and book_replaced(self.app.stats, replaced):
            self.app.save_statistics()
        choices = self.choices()
        self.app.keep_person_name(choices.name1)
        remember(self.app, choices)
        session = session_from(choices, self.app.new_seed())
        start(self.app, session)
        self.app.stack.pop(self)  # the set-up, and the question above it if there was one
        self.app.stack.push(self.app.entry(KEY).table(self.app, session))

    def back(self) -> None:
        remember(self.app, self.choices())
        super().back()

    def update(self, dt: float) -> None:
        self.time += dt
        if self.hotseat:
            self.first.options = [t("setup.first.random"),
                                  self.name1.value.strip() or t("setup.first.p1"),
                                  self.name2.value.strip() or t("setup.first.p2")]

    def hint(self) -> str:
        """The rules edition and claim timing in force, always (each line names what it
        explains): shown only while their rows were pointed at, a newcomer started with
        the default edition never knowing what it meant. The level chosen is explained
        while its row is pointed at or focused (a newcomer found nothing that said how the
        levels differ)."""
        hinted = self.hinted_widget()
        if self.pointed_widget() is self.mode:
            # Who plays: the line went on about the rules edition while a newcomer had
            # the opponent's row in hand. Only under the pointer: the focus starts on this
            # row, and the edition's line is what a newcomer must meet first.
            return t(("setup.hint.mode.computer",
                      "setup.hint.mode.hotseat")[self.pointed(self.mode)])
        if hinted is self.rounds:
            return t("setup.hint.rounds.one" if ROUNDS[self.pointed(self.rounds)] == 1
                     else "setup.hint.rounds.many")
        if hinted is self.first:
            # Who starts, and who starts the later rounds of a match (a newcomer found the
            # edition's line under this row and took it for its meaning).
            return t("setup.hint.first")
        if self.level.visible and hinted is self.level:
            return t(f"setup.hint.level.{self.levels[self.pointed(self.level)]}")
        if hinted is self.variant:
            # What the tactic cards are: the row said only the edition's line, and a
            # newcomer could not tell what choosing them would bring.
            return t(("setup.hint.variant.base",
                      "setup.hint.variant.tactics")[self.pointed(self.variant)])
        # The edition under the pointer, chosen or not: a newcomer could compare the two
        # only by choosing each.
        edition = self.pointed(self.edition) if hinted is self.edition else self.edition.index
        if edition == 1:
            line = t("setup.hint.edition")
        elif hinted is self.expert and len(self.expert.options) == 2:
            # The timing alone, so that the words on automatic claiming keep to a line.
            line = t("teach.setup.hint.expert" if self.pointed(self.expert) == 1
                     else "setup.hint.expert_off")
        else:
            line = t("teach.setup.hint.expert" if self.expert_chosen() else "setup.hint.iello")
        if hinted is self.expert:
            # Whether the game claims for the player: an expert set up expert claims and
            # only met automatic claiming (on by default, in Settings) in the round.
            auto = "on" if self.app.settings.auto_claim else "off"
            line = f"{line} {t(f'setup.hint.auto_claim.{auto}')}"
        return line

    def pointed(self, choice: Choice) -> int:
        """The option of ``choice`` under the pointer, else the one chosen."""
        return next((index for index, rect in enumerate(choice.option_rects())
                     if rect.collidepoint(self.pointer)), choice.index)

    def expert_chosen(self) -> bool:
        """Expert claims as the IELLO rules take them (the classic rules have them already:
        kept as chosen for a return to IELLO)."""
        return self.expert.index == 1 if len(self.expert.options) == 2 else self.expert_wanted
