"""The desktop client (pygame-ce): a stack of scenes driving the pure engines in ``game``.

Layers, lowest first; a module imports only from its own layer or lower ones:

- ``model``: what the game keeps between runs (settings, statistics, files, logs); no pygame.
- ``ui``: drawing and words shared by every screen (assets, texts, theme, widgets, sprites,
  sounds).
- ``core``: the scene stack and the ``App`` that owns the window, the frame loop and the
  games in progress.
- ``shell`` (menu, chooser, rules, settings, statistics, dialogs) and ``table`` (what every
  card table shares: input and drag, computer seats, sprite mirroring, timing).
- ``schotten`` and ``takethat``: one package per game (set-up, table, summary, rules pages).
- ``games``: the registry of games and the wiring of the app; ``__main__`` starts it.
"""
