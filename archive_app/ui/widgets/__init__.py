"""Widgets and layout helpers the pages share (each module one widget or one concern)."""
