"""The names of puzzle modes, types, themes and games, translated (context "PuzzleNames").

Theme keys are the engine's (:mod:`engine.puzzles.themes`): 八胡 group kinds, table melds, the shape of
the answer, 笃子胡 hand types and 歪胡子 scoring groups. An unknown key shows as itself.
"""

from __future__ import annotations

from typing import Any

from archive_app.qt import QtCore
from archive_app.ui import language


MODES = {
    "rated": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Rated"),
    "practice": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Practice"),
    "review": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Review"),
    "streak": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Streak"),
    "theme": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Theme practice"),
}
TYPES = {
    "yuan": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Yuan or not"),
    "can_hu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Can it win"),
    "hutou": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Count the hutou"),
    "waits": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Find every wait"),
    "discard": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Best discard"),
    "valid": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Is it a win"),
    "hushu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Count the hu"),
    "xi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Count the xi"),
    "claim": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Claim the card"),
    "zhuang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Settle the round"),
    "pick": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Pick the cards"),
    "group": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Name the group"),
    "arrange": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Arrange the hand"),
    "chengpai": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "How the hand stands"),
    "net": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Who wins how much"),
}
THEMES = {
    "melds": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "melds on the table"),
    "peng": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "peng"),
    "chi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "chi"),
    "gang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "gang"),
    "bomb": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "bomb"),
    "zhao": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "zhao'r (dealt triplet)"),
    "baozi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "baozi"),
    "wenqian": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "wenqian"),
    "ext": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "extending a table run"),
    "absorbed": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "absorbed by a table group"),
    "xiaolaohu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Little Tiger"),
    "erba": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Two-Eight Gang"),
    "sanqi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Three-Seven hutou"),
    "qiankongjiu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Qian-Kong-Nine"),
    "kongjiujiu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Kong-Nine-Nine"),
    "yabajiu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "Ya-Eight-Nine"),
    "near_miss": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "near miss"),
    "several_answers": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "several right answers"),
    "several_waits": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "several waits"),
    "self_drawn": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "self-drawn"),
    "worked_example": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "worked example"),
    "piao": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "piao hu (no runs)"),
    "qing": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "qing hu (runs only)"),
    "ta": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "tazi hu (runs and triplets)"),
    "kan": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "kan"),
    "wai": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "wai"),
    "liu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "liu"),
    "erqishi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "two-seven-ten"),
    "selfplay": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "from a played hand"),
    "claim_hu": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: win"),
    "claim_peng": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: peng"),
    "claim_gang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: gang"),
    "claim_chi": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: chi"),
    "claim_zhang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: stand the jiang"),
    "claim_pass": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "claim: pass"),
    "compulsory_claim": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a claim that may not be declined"),
    "chukou": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "chukou must win"),
    "raw_jiang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "raw jiang must win"),
    "raw_jiang_bao": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "raw jiang, paid for if let pass"),
    "kaizhao": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "kaizhao"),
    "peng_jiang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a jiang pair must peng"),
    "jiangun": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "jian gun bu da"),
    "zhang_missing": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a flipped jiang is stood"),
    "flip": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a card turned up"),
    "discard_up": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a card discarded"),
    "bought": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "mai zhuang (bought)"),
    "cannon": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "da pao (cannon)"),
    "huang": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "huanghu"),
    "jailed": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "zuo lao (jail)"),
    "forfeit": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "forfeited zhuang"),
    "covers": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "bao (paying for another)"),
    "bombs": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "bombs"),
    "winner": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "a won round"),
    "no_winner": QtCore.QT_TRANSLATE_NOOP("PuzzleNames", "nobody won"),
}


def _name(table: dict[str, str], key: str) -> str:
    source = table.get(key)
    return QtCore.QCoreApplication.translate("PuzzleNames", source) if source else key


def mode_name(key: str) -> str:
    return _name(MODES, key)


def game_name(key: str) -> str:
    return language.game_name(key)  # the game's own name, from its adapter


def rules_name(key: str) -> str:
    return language.rules_name(key)  # the rule set's own name, from its game


def type_name(key: str) -> str:
    return _name(TYPES, key)


def theme_name(key: str) -> str:
    return _name(THEMES, key)


def puzzle_title(puzzle: Any, pool: Any = None) -> str:
    """A puzzle as the learner meets it: its type and its number among the puzzles of that type
    ("Claim the card, no. 12"), never its ID."""
    number = pool.number(puzzle) if pool is not None else None
    if number is None:
        return type_name(puzzle.type)
    return QtCore.QCoreApplication.translate("PuzzleNames", "%1, no. %2").replace("%1", type_name(puzzle.type)).replace(
        "%2", str(number))


__all__ = ["game_name", "mode_name", "puzzle_title", "rules_name", "theme_name", "type_name"]
