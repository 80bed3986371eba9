"""The Take That screens: set-up, the table for 2–4 seats (a controller with its modes,
placement, painting and words), the round summary and the rules pages. The engine is
``game.takethat``."""
