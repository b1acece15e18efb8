"""Exercises and puzzles share one model: a position, a question type, and every correct answer,
all computed by the engine (lessons and puzzles are checked the same way)."""
