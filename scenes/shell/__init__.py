"""The screens around the games: main menu, game chooser, rules, settings, statistics and
the dialogs (pause, confirmation, hot-seat curtain, end of round). They learn about the
games from the registry the app holds (``app.games``), never by importing a game."""
