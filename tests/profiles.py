"""Example counts that follow the hypothesis profile (registered in tests/conftest.py): a test that
needs more cases than the profile's default says how many under each.

>>> examples(60, 3000).max_examples in (60, 3000)
True
"""

from __future__ import annotations

import os

from hypothesis import settings

THOROUGH = os.environ.get("HYPOTHESIS_PROFILE") == "thorough"


def examples(fast: int, thorough: int) -> settings:
    """``fast`` examples under `make test` (derandomized), ``thorough`` under `make test-thorough`."""
    return settings(settings.get_profile("thorough" if THOROUGH else "fast"), max_examples=thorough if THOROUGH else fast)
