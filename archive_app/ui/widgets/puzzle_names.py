"""The names of puzzle modes, types, themes and games, translated (context "PuzzleNames").

Theme keys are the engine's (:mod:`engine.puzzles.themes`): 八胡 group kinds, table melds, the shape of
the answer, 笃子胡 hand types and 歪胡子 scoring groups. An unknown key shows as itself.
"""

from __future__ import annotations

from archive_app.qt import QtCore

_N = QtCore.QT_TRANSLATE_NOOP

MODES = {
    "rated": _N("PuzzleNames", "Rated"),
    "practice": _N("PuzzleNames", "Practice"),
    "review": _N("PuzzleNames", "Review"),
    "streak": _N("PuzzleNames", "Streak"),
    "theme": _N("PuzzleNames", "Theme practice"),
}
GAMES = {
    "bahu": _N("PuzzleNames", "Bahu"),
    "duzihu": _N("PuzzleNames", "Duzihu"),
    "waihuzi": _N("PuzzleNames", "Waihuzi"),
}
RULES = {
    "haimen": _N("PuzzleNames", "Haimen"),
    "tongdong": _N("PuzzleNames", "Tongdong"),
    "danjiang": _N("PuzzleNames", "Danjiang"),
    "danjiang+rugao": _N("PuzzleNames", "Danjiang + Rugao"),
    "shuangjiang": _N("PuzzleNames", "Shuangjiang"),
    "waihuzi": _N("PuzzleNames", "Waihuzi"),
    "waihuzi-strict": _N("PuzzleNames", "Waihuzi, strict"),
}
TYPES = {
    "yuan": _N("PuzzleNames", "Yuan or not"),
    "can_hu": _N("PuzzleNames", "Can it win"),
    "hutou": _N("PuzzleNames", "Count the hutou"),
    "waits": _N("PuzzleNames", "Find every wait"),
    "discard": _N("PuzzleNames", "Best discard"),
    "valid": _N("PuzzleNames", "Is it a win"),
    "hushu": _N("PuzzleNames", "Count the hu"),
    "xi": _N("PuzzleNames", "Count the xi"),
}
THEMES = {
    "melds": _N("PuzzleNames", "melds on the table"),
    "peng": _N("PuzzleNames", "peng"),
    "chi": _N("PuzzleNames", "chi"),
    "gang": _N("PuzzleNames", "gang"),
    "bomb": _N("PuzzleNames", "bomb"),
    "zhao": _N("PuzzleNames", "zhao'r (dealt triplet)"),
    "baozi": _N("PuzzleNames", "baozi"),
    "wenqian": _N("PuzzleNames", "wenqian"),
    "ext": _N("PuzzleNames", "extending a table run"),
    "absorbed": _N("PuzzleNames", "absorbed by a table group"),
    "xiaolaohu": _N("PuzzleNames", "Little Tiger"),
    "erba": _N("PuzzleNames", "Two-Eight Gang"),
    "sanqi": _N("PuzzleNames", "Three-Seven hutou"),
    "qiankongjiu": _N("PuzzleNames", "Qian-Kong-Nine"),
    "kongjiujiu": _N("PuzzleNames", "Kong-Nine-Nine"),
    "yabajiu": _N("PuzzleNames", "Ya-Eight-Nine"),
    "near_miss": _N("PuzzleNames", "near miss"),
    "several_answers": _N("PuzzleNames", "several right answers"),
    "several_waits": _N("PuzzleNames", "several waits"),
    "self_drawn": _N("PuzzleNames", "self-drawn"),
    "worked_example": _N("PuzzleNames", "worked example"),
    "piao": _N("PuzzleNames", "piao hu (no runs)"),
    "qing": _N("PuzzleNames", "qing hu (runs only)"),
    "ta": _N("PuzzleNames", "tazi hu (runs and triplets)"),
    "kan": _N("PuzzleNames", "kan"),
    "wai": _N("PuzzleNames", "wai"),
    "liu": _N("PuzzleNames", "liu"),
    "erqishi": _N("PuzzleNames", "two-seven-ten"),
}


def _name(table: dict[str, str], key: str) -> str:
    source = table.get(key)
    return QtCore.QCoreApplication.translate("PuzzleNames", source) if source else key


def mode_name(key: str) -> str:
    return _name(MODES, key)


def game_name(key: str) -> str:
    return _name(GAMES, key)


def rules_name(key: str) -> str:
    return _name(RULES, key)


def type_name(key: str) -> str:
    return _name(TYPES, key)


def theme_name(key: str) -> str:
    return _name(THEMES, key)


__all__ = ["game_name", "mode_name", "rules_name", "theme_name", "type_name"]
