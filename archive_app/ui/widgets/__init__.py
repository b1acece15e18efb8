"""Widgets of the puzzles page: the position, the answer input, the feedback, the dashboard and its plot."""
