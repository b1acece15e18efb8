"""Kept as an import path: rule-set options live in :mod:`engine.core.options`."""

from engine.core.options import Option, RuleSetBase  # noqa: F401

DescribedOptions = RuleSetBase
