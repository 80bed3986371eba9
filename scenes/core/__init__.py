"""The scene stack (``scene``), what the app knows of a game (``entry``) and the app itself
(``app``): the window, the frame loop, the files and the games in progress."""
