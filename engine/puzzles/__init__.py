"""Puzzles: seeded generation, verification and themes, on the exercise model (engine.exercises)."""
