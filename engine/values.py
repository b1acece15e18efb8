"""Kept as an import path: the interned card base lives in :mod:`engine.core.deck`."""

from engine.core.deck import InternedCard  # noqa: F401
