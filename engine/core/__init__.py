"""The engine's game-independent core: decks, reasons and verdicts, rule-set options, positions,
seeded randomness and the command-line layer. Nothing here knows a game's rules."""
