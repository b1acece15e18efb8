"""Widgets the pages are built from (lessons: card toggles, answer inputs, the exercise, the stage path)."""
