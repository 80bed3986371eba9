"""What both engines share: errors, the engine protocol, save-format checks, one-line
command-line errors and the Wilson interval. Imports nothing of either game."""
