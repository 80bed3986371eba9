"""What the game keeps between runs, free of pygame: settings, statistics, seats, the data
files and how they are written, the log."""
