"""Kept as an import path: errors live in :mod:`engine.core.errors`, reasons in :mod:`engine.core.reason`."""

from engine.core.errors import InputError  # noqa: F401 - re-exported
from engine.core.reason import Reason, Rule, Text, declare  # noqa: F401 - re-exported
