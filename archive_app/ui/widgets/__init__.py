"""Widgets the pages are built from: the puzzles page (the position, the answer input, the feedback, the
dashboard and its plot) and the learn page (card toggles, answer inputs, the exercise, the stage path)."""
