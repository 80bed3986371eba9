"""The Take That screens: set-up, the table for 2–4 seats, its overlays and its saves.

The engine is ``game.takethat``; these scenes are its client and reuse the foundations of
the Schotten Totten screens (scene stack, widgets, dialogs, curtain, storage).
"""
