"""Flat Monte Carlo over fast playouts (issue 24's question of an expert level):
``player`` and its ``rollout``."""
