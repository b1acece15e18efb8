"""Widgets and layout helpers the pages share (each module one widget or one concern): the puzzles page's
position, answer input, feedback and dashboard, the learn page's exercise and stage path, and the rest."""
