"""Shared test set-up. Qt must run offscreen: there is no display here or in CI."""

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# The content cache of a test run is its own (each worker's, removed at the end): tests never write
# the user's cache folder, and the app and CLIs a test starts share one warm cache.
if "ARCHIVE_APP_CACHE_DIR" not in os.environ:
    import atexit
    import shutil
    import tempfile

    os.environ["ARCHIVE_APP_CACHE_DIR"] = tempfile.mkdtemp(prefix="archive-app-test-cache-")
    atexit.register(shutil.rmtree, os.environ["ARCHIVE_APP_CACHE_DIR"], True)
ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# Hypothesis: `make test` runs the ``fast`` profile, derandomized (each test's examples come from a
# seed made of the test itself, and no example database is read), so the suite gives the same answer
# on the same code and CI fails only where code changed. `make test-thorough`
# (HYPOTHESIS_PROFILE=thorough) explores: many more examples from fresh random seeds, with the
# reproduction blob printed; what it finds becomes an ``@example`` beside the test, and a fix. Tests
# that set their own max_examples keep it; the profile sets the rest.
from hypothesis import HealthCheck, settings  # noqa: E402

_QUIET = [HealthCheck.too_slow, HealthCheck.data_too_large]
settings.register_profile("fast", max_examples=40, deadline=None, derandomize=True, database=None,
                          print_blob=False, suppress_health_check=_QUIET)
settings.register_profile("thorough", max_examples=1000, deadline=None, derandomize=False, print_blob=True,
                          suppress_health_check=_QUIET)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "fast"))


# Each test's own top-level widgets are closed and deleted when it ends. Without this they pile up
# (thousands of widgets by the end of the UI tests) and every later style-sheet change or language
# switch re-polishes them all: whole-window tests took 20-30 s to set up and tear down.
import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _delete_test_widgets():
    if "PySide6" not in sys.modules:
        yield
        return
    from archive_app.qt import QtCore, QtWidgets

    app = QtWidgets.QApplication.instance()
    before = {id(w) for w in app.topLevelWidgets()} if app else set()
    yield
    app = QtWidgets.QApplication.instance()
    if app is None:
        return
    from archive_app.ops import stop_all

    # work off the UI thread (a replay's analysis runs for minutes) stops before its widgets go: a worker
    # left running into the next test raced the deletion and brought the process down
    assert stop_all(), "a background operation did not stop when cancelled"
    app.processEvents()
    for w in app.topLevelWidgets():
        if id(w) not in before:
            w.close()
            w.deleteLater()
    QtCore.QCoreApplication.sendPostedEvents(None, QtCore.QEvent.Type.DeferredDelete)


# The lookahead bots play their best moves out on imagined tables (engine/bots/playouts.py): a few
# tenths of a second a decision. Tests that are not about the playouts play them on one table, so
# the path is still walked but the suite stays fast; ``@pytest.mark.full_playouts`` keeps the bots'
# own number.
@pytest.fixture(autouse=True)
def _one_playout_table(request, monkeypatch):
    if request.node.get_closest_marker("full_playouts") is None:
        import engine.bahu.lookahead as bahu_lookahead
        import engine.waihuzi.lookahead as waihuzi_lookahead

        monkeypatch.setattr(bahu_lookahead, "ROUNDS", 1)
        monkeypatch.setattr(bahu_lookahead, "BUY_ROUNDS", 1)
        monkeypatch.setattr(waihuzi_lookahead, "ROUNDS", 1)
    yield


def pytest_collection_modifyitems(config, items):
    """Under the ``fast`` profile every property test must be derandomized: a test module that builds
    its own settings from another parent (or sets derandomize=False) would bring chance back into
    `make test`."""
    if settings.default.derandomize is not True:
        return
    loose = []
    for item in items:
        own = getattr(getattr(item, "obj", None), "_hypothesis_internal_use_settings", None)
        if own is not None and not own.derandomize:
            loose.append(item.nodeid)
    if loose:
        raise pytest.UsageError("property tests not derandomized under the fast profile: " + ", ".join(loose))


# A wait in a UI test ends as soon as its condition holds, so its timeout only says how long a busy
# machine may take before the test gives up. Short ones (one or two seconds) failed under load with
# nothing wrong; every wait gets at least WAIT_FLOOR_MS. A test of "nothing happens" waits with
# qtbot.wait(ms) or raising=False, which keep their time.
WAIT_FLOOR_MS = 30_000


def _patient(method):
    def wait(self, *args, timeout: int = 5000, **kwargs):
        if kwargs.get("raising") is not False:
            timeout = max(timeout, WAIT_FLOOR_MS)
        return method(self, *args, timeout=timeout, **kwargs)
    wait.__doc__ = method.__doc__
    return wait


try:
    from pytestqt.qtbot import QtBot
except ImportError:  # pragma: no cover - pytest-qt is a test dependency
    QtBot = None
if QtBot is not None:
    for _name in ("waitUntil", "waitSignal", "waitSignals", "waitCallback", "waitExposed", "waitActive"):
        setattr(QtBot, _name, _patient(getattr(QtBot, _name)))
