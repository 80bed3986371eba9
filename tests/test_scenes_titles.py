"""Round and match titles address the person who beat the computer directly."""

from __future__ import annotations

import game
from scenes.model.seats import PlayerSpec
from scenes.schotten.board import BoardScene
from scenes.schotten.session import Session
from scenes.ui.text import set_language
from tests.scenes_support import make_app


def board_for(players: tuple[PlayerSpec, PlayerSpec]) -> BoardScene:
    app = make_app()
    session = Session(game.Match.start(game.GameConfig(), 3, seed=2, first=0), players)
    return BoardScene(app, session)


def test_the_winner_against_the_computer_is_addressed_as_you() -> None:
    board = board_for((PlayerSpec("You"), PlayerSpec("Computer (Easy)", "easy")))
    assert board.winner_title(0) == "You win the round!"
    assert board.winner_title(0, whole_match=True) == "You win the match!"
    assert board.winner_title(1) == "Computer (Easy) wins the round!"
    assert board.winner_title(None) == "The round is drawn."
    set_language("pl")
    assert board.winner_title(0) == "Wygrywasz rundę!"


def test_hot_seat_winners_are_named() -> None:
    board = board_for((PlayerSpec("Ada"), PlayerSpec("Bea")))
    assert board.winner_title(1) == "Bea wins the round!"
    assert board.winner_title(0, whole_match=True) == "Ada wins the match!"
