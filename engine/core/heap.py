"""The garbage collector in long runs of hands (self-play of many hands).

Table play fills caches (positions, their lacking kinds and 胡头) that live as long as the process. The
collector rescans every live container at each full collection, so as those caches grow every full
collection takes longer: in 八胡 self-play a fifth of the time at a few hundred hands, more later. The
play itself leaves no reference cycles, so after each hand what is alive is marked long-lived
(``gc.freeze``) and later collections skip it. Every ``RESCAN`` hands it is unmarked and scanned
once (about a second after a thousand 八胡 hands), so a cycle that did form is still freed; when the
run ends it is unmarked for the collections to come. When a process that ran one ends, the
interpreter's last full collection is spared the same way (half a second after 200 八胡 hands).

>>> import gc
>>> with long_run() as hand_done:
...     hand_done()
>>> gc.get_freeze_count()
0
"""

from __future__ import annotations

import atexit
import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager

RESCAN = 10_000  # hands between collections of everything (each scans every cached position: a second)
_AT_EXIT: list[bool] = []


@contextmanager
def long_run() -> Iterator[Callable[[], None]]:
    """A run of hands; call what it gives after each hand."""
    if not _AT_EXIT:  # the interpreter's last collection would scan the caches once more, for nothing
        atexit.register(gc.freeze)
        _AT_EXIT.append(True)
    played = 0

    def hand_done() -> None:
        nonlocal played
        played += 1
        if played % RESCAN == 0:
            gc.unfreeze()
            gc.collect()
        gc.freeze()

    try:
        yield hand_done
    finally:
        gc.unfreeze()
