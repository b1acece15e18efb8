"""Start-up of the standalone build against the app as `make run` starts it (the venv's archive-app).

Each run is a fresh process rendering the home page offscreen (``--screenshot``: start, build the
window, load the content, paint, write the PNG, exit), alternating the two programs, on the same machine.

    .venv/bin/python benchmarks/bench_dist_startup.py [--runs N] [--dist dist/changpai-archive]
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
VENV_APP = Path(sys.executable).parent / "archive-app"
DIST_APP = ROOT / "dist" / "changpai-archive" / "archive-app"


def one_run(program: Path, env: dict[str, str] | None = None) -> float:
    with tempfile.TemporaryDirectory(prefix="bench-dist-") as tmp:
        start = time.perf_counter()
        subprocess.run([str(program), "--screenshot", f"{tmp}/home.png", "--page", "home", "--data-dir", tmp],
                       check=True, capture_output=True, timeout=120, env=env)
        return (time.perf_counter() - start) * 1000


def compare(dist_app: Path, runs: int) -> tuple[float, float]:
    """Median start-up in ms of (the venv's archive-app, the standalone build), alternating."""
    clean = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp"), "LANG": "C.UTF-8"}
    one_run(VENV_APP), one_run(dist_app, clean)  # warm the file cache for both
    venv, dist = [], []
    for _ in range(runs):
        venv.append(one_run(VENV_APP))
        dist.append(one_run(dist_app, clean))
    return statistics.median(venv), statistics.median(dist)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--dist", type=Path, default=DIST_APP.parent)
    args = parser.parse_args()
    venv, dist = compare(args.dist / "archive-app", args.runs)
    print(f"--screenshot of the home page, median of {args.runs}: venv archive-app {venv:.0f} ms | "
          f"standalone build {dist:.0f} ms | ratio {dist / venv:.2f}× (goal ≤ 1.5×)")


if __name__ == "__main__":
    main()
