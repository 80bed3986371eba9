"""The Schotten Totten screens: set-up, the board (a controller with one small object per
phase, its placement, painting and words), the round summary and the rules pages. The
engine is ``game.schotten``."""
