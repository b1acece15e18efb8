"""长牌 rules engine: pure Python, no Qt, no database.

Games live in sub-packages (``engine.bahu``, ``engine.duzihu``, ``engine.waihuzi``); each
plugs into :mod:`engine.core.registry` with its ``plug`` module. Run ``python -m engine --help``.
"""

__all__ = ["cards"]
