"""Build the sdist, then the wheel from the unpacked sdist (as ``python -m build`` does), in this Python.

    .venv/bin/python packaging/build_wheel.py dist/      # what `make wheel` runs

Building from the sdist proves MANIFEST.in carries everything; building in this environment (no
isolated one) needs setuptools, PySide6 and OpenCC here, which `make` installs. Prints the wheel's path.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _hook(source: Path, hook: str, out: Path) -> Path:
    code = f"import build_backend, sys; print(build_backend.{hook}(sys.argv[1]))"
    env = {**os.environ, "PYTHONPATH": str(source / "packaging")}  # the backend-path of pyproject.toml
    done = subprocess.run([sys.executable, "-c", code, str(out)], cwd=source, env=env, check=True,
                          capture_output=True, text=True)
    return out / done.stdout.strip().splitlines()[-1]


def build(out: Path) -> Path:
    out = out.resolve()
    out.mkdir(parents=True, exist_ok=True)
    sdist = _hook(ROOT, "build_sdist", out)
    with tempfile.TemporaryDirectory(prefix="changpai-sdist-") as tmp:
        with tarfile.open(sdist) as archive:
            archive.extractall(tmp, filter="data")
        (unpacked,) = Path(tmp).iterdir()
        return _hook(unpacked, "build_wheel", out)


if __name__ == "__main__":
    try:
        print(build(Path(sys.argv[1] if len(sys.argv) > 1 else "dist")))
    except subprocess.CalledProcessError as exc:
        sys.exit(f"build failed:\n{exc.stderr[-4000:]}")
