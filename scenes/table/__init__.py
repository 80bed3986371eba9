"""What every card table shares: pointer and keyboard routing with drag and drop, the
computer seats' turns off the frame loop, sprites that mirror the engine's view, and the
animation timing."""
