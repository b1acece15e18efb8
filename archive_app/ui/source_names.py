"""What a source link button says: the source's name and paragraph ([海门 ¶54] / [Haimen ¶54]), never
the archive's ID (s000.p054). The app's context names them once it exists (:func:`use`), in the language
and script of the moment; a link made before that shows the ID.

>>> before = _namer
>>> use(None); name("s000.p054")
's000.p054'
>>> use(lambda target: "[Haimen ¶54]"); name("s000.p054")
'[Haimen ¶54]'
>>> use(before)
"""

from __future__ import annotations

from collections.abc import Callable

_namer: Callable[[str], str] | None = None


def use(namer: Callable[[str], str] | None) -> None:
    global _namer
    _namer = namer


def name(target: str) -> str:
    return _namer(target) if _namer is not None else target
