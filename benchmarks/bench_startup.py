"""Start-up to the first painted window: the app against a bare PySide6 window with one label.

Each is a fresh process (so imports count), run alternately N times in one go on the same machine;
the time is from process start to the first paint event of the main window, offscreen.

    .venv/bin/python benchmarks/bench_startup.py [--runs N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time

BARE = r"""
import sys, time
t0 = float(sys.argv[1])
from PySide6 import QtCore, QtWidgets
app = QtWidgets.QApplication([])
class W(QtWidgets.QLabel):
    def paintEvent(self, e):
        super().paintEvent(e)
        print(time.time() - t0, flush=True)
        QtCore.QTimer.singleShot(0, app.quit)
w = W("长牌 Archive")
w.resize(1200, 800)
w.show()
app.exec()
"""

APP = r"""
import sys, time
t0 = float(sys.argv[1])
data = sys.argv[2]
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.window import MainWindow
painted = []
orig = MainWindow.paintEvent
def paint(self, e):
    orig(self, e)
    if not painted:
        painted.append(1)
        print(time.time() - t0, flush=True)
        QtCore.QTimer.singleShot(0, QtWidgets.QApplication.instance().quit)
MainWindow.paintEvent = paint
from archive_app.main import main
main(["--data-dir", data])
"""


def run(code: str, *extra: str) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", QT_LOGGING_RULES="qt.qpa.*=false")
    out = subprocess.run([sys.executable, "-c", code, repr(time.time()), *extra], capture_output=True, text=True,
                         env=env, timeout=60, check=True)
    return float(out.stdout.strip().splitlines()[-1]) * 1000


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=10)
    args = parser.parse_args()
    data = tempfile.mkdtemp(prefix="bench-startup-")
    run(BARE), run(APP, data)  # warm the file cache for both
    bare, app = [], []
    for _ in range(args.runs):
        bare.append(run(BARE))
        app.append(run(APP, data))
    mb, ma = statistics.median(bare), statistics.median(app)
    print(f"first paint, median of {args.runs}: bare PySide6 label {mb:.0f} ms | archive app {ma:.0f} ms"
          f" | ratio {ma / mb:.2f}× (goal ≤ 1.5×)")


if __name__ == "__main__":
    main()
