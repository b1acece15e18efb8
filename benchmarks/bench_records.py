"""Record size benchmark: a record at the size limit is answered within two seconds, one over it is
refused at once, in either form.

    .venv/bin/python benchmarks/bench_records.py [--repeat N]

Builds the record the way tests/core/test_record_size.py does (a self-played 八胡 hand's first 26
events, then events that cannot be played, up to the size), and times ``python -m engine record check``
in this process (the best of N runs) and as a whole command (interpreter start-up included). Exits 1
if a record at the limit takes 2 s or more in this process.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import json
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import engine.__main__ as cli  # noqa: E402
from engine.core.record import MAX_RECORD_BYTES  # noqa: E402
from tests.core.test_record_size import near_limit  # noqa: E402

GOAL_S = 2.0


def quiet(*args: str) -> int:
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        return cli.main(list(args))


def played(folder: Path) -> dict:
    for seed in range(20):
        quiet("selfplay", "--game", "bahu", "--games", "1", "--seed", str(seed), "--out", str(folder))
        data = json.loads(next(folder.glob(f"*-{seed}-0000.json")).read_text("utf-8"))
        if len(data["events"]) > 26:
            return data
    raise SystemExit("no self-play hand with enough events")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    ok = True
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        hand = played(folder)
        print(f"limit {MAX_RECORD_BYTES} bytes; best of {args.repeat}")
        for form in ("json", "text"):
            for label, size in (("at the limit", MAX_RECORD_BYTES), ("10x the limit", 10 * MAX_RECORD_BYTES)):
                path = folder / f"{form}-{size}.txt"
                path.write_text(near_limit(hand, form, size), encoding="utf-8")
                inside = []
                for _ in range(args.repeat):
                    started = time.perf_counter()
                    code = quiet("record", "check", str(path))
                    inside.append(time.perf_counter() - started)
                    assert code == 2, code
                started = time.perf_counter()
                subprocess.run([sys.executable, "-m", "engine", "record", "check", str(path)], cwd=ROOT,
                               capture_output=True, check=False)
                whole = time.perf_counter() - started
                print(f"{form:<5} {label:<14} {path.stat().st_size:>9} bytes: in process {min(inside):.3f} s, "
                      f"whole command {whole:.3f} s")
                ok &= size > MAX_RECORD_BYTES or min(inside) < GOAL_S
    print("goal met" if ok else f"goal missed: a record at the limit took {GOAL_S} s or more")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
