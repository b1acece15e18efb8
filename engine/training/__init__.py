"""Training: ratings for learners and puzzles (Glicko-2) and spaced review of missed puzzles (FSRS)."""
