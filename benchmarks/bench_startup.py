"""Start-up: the app against a bare PySide6 window with one label, to the first paint and to "ready".

Each run is a fresh process (so imports count), app and bare window alternately, N times, offscreen:

- first paint: from process start to the first paint event of the window;
- ready: content loaded and indexed and the database looked at (a bare window is ready when it
  paints); "store open" is when SQLAlchemy has opened the database as well (after ready, in the
  background, before the first save needs it);
- screenshot: the whole process of ``archive-app --screenshot out.png --page home`` against a bare
  window grabbed to a PNG.

The content cache lives in a temporary folder, warmed by the first run; ``--cold`` clears it
before every app run (what the first start after a content change costs). Python's bytecode cache is
written by that first run as well, whatever PYTHONDONTWRITEBYTECODE says: an installed app has its
bytecode, and PySide6 (the bare window's only code) has it in any case.

    .venv/bin/python benchmarks/bench_startup.py [--runs N] [--cold] [--root TREE]

``--root`` runs another checkout of the app (e.g. the commit before a change) with the same harness.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

BARE = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6 import QtCore, QtWidgets
app = QtWidgets.QApplication([])
class W(QtWidgets.QLabel):
    def paintEvent(self, e):
        super().paintEvent(e)
        print(time.time() - t0, time.process_time(), flush=True)
        QtCore.QTimer.singleShot(0, app.quit)
w = W("长牌 Archive")
w.resize(1200, 800)
w.show()
app.exec()
"""

BARE_SHOT = r"""
import sys
from PySide6 import QtWidgets
app = QtWidgets.QApplication([])
w = QtWidgets.QLabel("长牌 Archive")
w.resize(1280, 860)
w.show()
app.processEvents()
w.grab().save(sys.argv[2], "PNG")
"""

# Works on this tree and on trees from before the "ready" signal (there, ready is when both the
# content is in and the store is open, which was what start-up waited for).
APP = r"""
import sys, threading, time  # json only once it prints: the app imports none of it before it is ready
t0 = float(sys.argv[1])
data = sys.argv[2]
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import context
from archive_app.ui.window import MainWindow
marks = {}
done = threading.Event()
def mark(name):
    if name not in marks:
        marks[name] = time.time() - t0
        marks["cpu " + name] = time.process_time()
    new = hasattr(context.AppContext, "ready")
    if "paint" in marks and "store" in marks and ("ready" in marks if new else "library" in marks):
        if not new:
            marks["ready"] = max(marks["library"], marks["store"])
            marks["cpu ready"] = max(marks["cpu library"], marks["cpu store"])
        if not done.is_set():
            done.set()
            import json
            print(json.dumps(marks), flush=True)
            QtCore.QMetaObject.invokeMethod(QtWidgets.QApplication.instance(), "quit",
                                            QtCore.Qt.ConnectionType.QueuedConnection)
init, open_store = context.AppContext.__init__, context.AppContext.open_store
# Where the loader looks at the store between library_ready and ready, those two are marked there:
# connecting with Qt.ConnectionType would build PySide's whole Qt namespace of enums (~10 ms) before
# the first paint, a cost of the harness and not of the app.
CHECK = getattr(context.AppContext, "check_store", None) if hasattr(context.AppContext, "ready") else None
def patched_init(self, *a, **k):
    init(self, *a, **k)
    if CHECK is None:
        self.library_ready.connect(lambda: mark("library"), QtCore.Qt.ConnectionType.DirectConnection)
        if hasattr(self, "ready"):
            self.ready.connect(lambda: mark("ready"), QtCore.Qt.ConnectionType.DirectConnection)
def patched_check(self):
    loaded = self.library is not None  # library_ready has been emitted; ready follows the check
    if loaded:
        mark("library")
    result = CHECK(self)
    if loaded:
        mark("ready")
    return result
if CHECK is not None:
    context.AppContext.check_store = patched_check
def patched_open(self):
    result = open_store(self)
    mark("store")
    return result
context.AppContext.__init__, context.AppContext.open_store = patched_init, patched_open
paint = MainWindow.paintEvent
def patched_paint(self, e):
    paint(self, e)
    mark("paint")
MainWindow.paintEvent = patched_paint
from archive_app.main import main
main(["--data-dir", data])
"""


def _env(root: Path, cache: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.qpa.*=false",
               ARCHIVE_APP_CACHE_DIR=str(cache), PYTHONPATH=str(root))
    env.pop("PYTHONDONTWRITEBYTECODE", None)  # see the module's docstring
    return env


def run(code: str, *extra: str, root: Path, cache: Path) -> str:
    env = _env(root, cache)
    out = subprocess.run([sys.executable, "-c", code, repr(time.time()), *extra], capture_output=True, text=True,
                         env=env, timeout=120, check=True, cwd=root)
    return out.stdout.strip().splitlines()[-1]


def whole(args: list[str], root: Path, cache: Path) -> float:
    env = _env(root, cache)
    start = time.perf_counter()
    subprocess.run([sys.executable, *args], capture_output=True, env=env, timeout=120, check=True, cwd=root)
    return 1000 * (time.perf_counter() - start)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    parser.add_argument("--cold", action="store_true", help="rebuild the content cache before every app run")
    parser.add_argument("--root", type=Path, default=Path(__file__).resolve().parent.parent)
    args = parser.parse_args()
    root = args.root.resolve()
    tmp = Path(tempfile.mkdtemp(prefix="bench-startup-"))
    cache, shot = tmp / "cache", tmp / "shot.png"
    try:
        data = tmp / "data"
        run(BARE, root=root, cache=cache), run(APP, str(data), root=root, cache=cache)  # warm the file cache
        bare_paint, bare_cpu, app_marks, bare_shot, app_shot = [], [], [], [], []
        for _ in range(args.runs):
            wall, cpu = run(BARE, root=root, cache=cache).split()
            bare_paint.append(float(wall) * 1000)
            bare_cpu.append(float(cpu) * 1000)
            if args.cold:
                shutil.rmtree(cache, ignore_errors=True)
            app_marks.append({k: v * 1000 for k, v in json.loads(run(APP, str(data), root=root, cache=cache)).items()})
            bare_shot.append(whole(["-c", BARE_SHOT, "0", str(shot)], root, cache))
            if args.cold:
                shutil.rmtree(cache, ignore_errors=True)
            app_shot.append(whole(["-m", "archive_app", "--screenshot", str(shot), "--page", "home",
                                   "--data-dir", str(tmp / "shot-data")], root, cache))
    finally:
        shutil.rmtree(tmp, ignore_errors=True)

    print(f"{root} ({'cold' if args.cold else 'warm'} content cache), {args.runs} runs each; "
          f"median (and best) in ms, ratio to the bare window's")
    for name, pick in (("median", statistics.median), ("best", min)):
        mb = pick(bare_paint)
        paint, ready, store = (pick([m[k] for m in app_marks]) for k in ("paint", "ready", "store"))
        bs, aps = pick(bare_shot), pick(app_shot)
        print(f"{name:>6}: bare window paints (= ready) {mb:.0f} | app first paint {paint:.0f} ({paint / mb:.2f}×),"
              f" ready {ready:.0f} ({ready / mb:.2f}×), store open {store:.0f} ({store / mb:.2f}×) |"
              f" --screenshot --page home whole process: bare {bs:.0f}, app {aps:.0f} ({aps / bs:.2f}×)")
    # CPU time (all threads) is far less disturbed by other work on the machine than the wall clock
    mb = statistics.median(bare_cpu)
    paint, ready, store = (statistics.median([m["cpu " + k] for m in app_marks]) for k in ("paint", "ready", "store"))
    print(f"   cpu: bare window paints (= ready) {mb:.0f} | app first paint {paint:.0f} ({paint / mb:.2f}×),"
          f" ready {ready:.0f} ({ready / mb:.2f}×), store open {store:.0f} ({store / mb:.2f}×)  (median CPU ms)")
    print("goal: first paint ≤ 1.3× and ready ≤ 1.5× the bare window")


if __name__ == "__main__":
    main()
