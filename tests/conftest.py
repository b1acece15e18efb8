"""Shared test set-up. Qt must run offscreen: there is no display here or in CI."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Hypothesis: a fast profile for `make test` (the whole suite stays under five minutes) and a
# thorough one for `make test-thorough` (HYPOTHESIS_PROFILE=thorough). Tests that set their own
# max_examples keep it; the profile sets the rest.
from hypothesis import HealthCheck, settings  # noqa: E402

settings.register_profile("fast", max_examples=40, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.register_profile("thorough", max_examples=1000, deadline=None,
                          suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))
