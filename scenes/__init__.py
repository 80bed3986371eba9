"""The pygame-ce client of Schotten Totten: a stack of scenes driving the pure engine."""
