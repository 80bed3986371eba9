"""Schotten Totten rules engine: pure Python, standard library only."""
