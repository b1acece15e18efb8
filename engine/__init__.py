"""长牌 rules engine: pure Python, no Qt, no database.

Games live in sub-packages (``engine.bahu``, ``engine.duzihu``, ``engine.waihuzi``); each
has a ``cli`` module registered in :mod:`engine.games`. Run ``python -m engine --help``.
"""

__all__ = ["cards", "games"]
