"""Each card's part in each game: 八胡, 笃子胡 (单将, 双将) and how the rule sets' 将 and 老将 fall."""

from __future__ import annotations

from typing import Final

from archive_app.card_facts.model import Note, Role, _refs
from engine.bahu.groups import JIANG, RUN_RANGE
from engine.cards import BY_CODE, NUMERALS
from engine.duzihu.jiang import _rank_key
from engine.duzihu.rules import RuleSet as DuzihuRules


GAMES: Final[dict[str, tuple[str, str]]] = {
    "bahu": ("八胡", "Bahu"),
    "danjiang": ("笃子胡（单将）", "Duzihu (single jiang)"),
    "shuangjiang": ("笃子胡（双将）", "Duzihu (double jiang)"),
    "waihuzi": ("歪胡子", "Waihuzi"),
}

_JIANG_CODES: Final = frozenset(c.code for c in BY_CODE.values() if c.index in JIANG)
# The rule knowledge below is the engine's (its rule sets), read here only to describe each card.
_DAN: Final = DuzihuRules.named("danjiang")
_RUGAO: Final = DuzihuRules.named("danjiang+rugao")
_SHUANG: Final = DuzihuRules.named("shuangjiang")
_LAOJIANG_DAN: Final = tuple(c.code for c in _DAN.laojiang)  # s002.p042 三老将（红花 白花 千字）
_LAOJIANG_SHUANG: Final = tuple(c.code for c in _SHUANG.laojiang)  # s003.p009, s003.p013


def _ranks_with(rules: DuzihuRules, rank: int) -> str:
    """The ranks a turned card of ``rank`` makes 将 under ``rules`` (147/258/369 or the rank itself)."""
    key = _rank_key(rules.spread, rank)
    return "".join(str(r) for r in range(1, 10) if _rank_key(rules.spread, r) == key)


_RUGAO_TURNED: Final = {code: _ranks_with(_RUGAO, rank) for code, rank in _RUGAO.turned_laojiang_ranks}  # s002.p019
_GROUP_OF_RANK: Final = {rank: _ranks_with(_DAN, rank) for rank in range(1, 10)}


def _xi_table(values: tuple[int, ...], measure: str) -> tuple[str, str]:
    """"一个10胡，两个30…" / "one 10 hu, two 30…" from a rule set's 喜 values (index = how many drawn)."""
    words_zh, words_en = "一两三四五六", ("one", "two", "three", "four", "five", "six")
    zh = "，".join(f"{words_zh[n - 1]}{measure}{v}" + ("胡" if n == 1 else "") for n, v in enumerate(values) if n)
    en = ", ".join(f"{words_en[n - 1]} {v}" + (" hu" if n == 1 else "") for n, v in enumerate(values) if n)
    return zh, en


_XI_DAN: Final = _xi_table(_DAN.xi_values, "个")  # s002.p048
_XI_SHUANG: Final = _xi_table(_SHUANG.xi_values, "张")  # s003.p027


def _game(key: str) -> tuple[str, str, str]:
    zh, en = GAMES[key]
    return key, zh, en


def _bahu_role(code: str) -> Role:
    card = BY_CODE[code]
    notes: list[Note] = []
    if code in _JIANG_CODES:
        if code in ("1m", "1s", "9s"):
            notes.append(Note("不能做顺子（搭子）", "cannot be used in a run (set)", _refs("s000.p012 s001.p039")))
        if code == "1p":
            notes.append(Note("八将中唯一可以做顺子的将牌（文钱）", "the only jiang that can be used in a run (wenqian)",
                              _refs("s000.p012 s001.p039")))
        if code == "9s":
            notes.append(Note("九只有九条是将，九万、九饼是素牌", "of the nines only 9 tiao is a jiang",
                              _refs("s000.p010")))
        if code == "X":
            notes.append(Note("原为备用牌，现在也算将，成为八将", "originally a spare card; nowadays counted as a jiang, "
                              "making eight jiang", _refs("s001.p023 s001.p052")))
            notes.append(Note("八胡只用四张：五张星牌随意丢掉一张", "Bahu uses only four: one of the five star cards is "
                              "thrown out at random", _refs("s000.p005")))
        notes.append(Note("将牌不能打出", "jiang cards may not be discarded", _refs("s000.p011")))
        refs = "s000.p011 s001.p023" + (" s000.p009" if card.rank == 1 else "")
        return Role(*_game("bahu"), "将", "jiang", True, _refs(refs), tuple(notes))
    lo, hi = RUN_RANGE[card.suit]
    if not lo <= card.index <= hi:  # the plain nines outside a suit's run range
        notes.append(Note("不能做顺子", "cannot be used in a run", _refs("s000.p039")))
    if card.rank == 9:
        notes.append(Note("九只有九条是将，九万、九饼是素牌", "of the nines only 9 tiao is a jiang; 9 wan and 9 bing "
                          "are plain", _refs("s000.p010")))
    return Role(*_game("bahu"), "素牌", "plain card (su)", False, _refs("s000.p002 s001.p021 s001.p025"), tuple(notes))


def _danjiang_role(code: str) -> Role:
    card = BY_CODE[code]
    if code in _LAOJIANG_DAN:
        notes = [
            Note("翻出的将牌打在老将上时，按老将一行算胡", "when the turned-up jiang falls on an old jiang, they count on "
                 "the old-jiang line", _refs("s002.p019")),
            Note("三老会齐：三老将都在自己这边，胡数乘二", "sanlao huiqi: all three old jiang on your side, their hu × 2",
                 _refs("s002.p042")),
            Note(f"如皋：翻出这张时{'、'.join(_RUGAO_TURNED[code])}为将", f"Rugao: when this card is turned up, "
                 f"{'-'.join(_RUGAO_TURNED[code])} are jiang", _refs("s002.p019")),
        ]
        return Role(*_game("danjiang"), "常将（老将）", "permanent jiang (old jiang)", True,
                    _refs("s002.p016 s002.p055"), tuple(notes))
    if code == "X":
        notes = [
            Note("抓到喜儿放在自家门前算胡，再补牌", "a Xi drawn is put in front of your seat to count hu, and replaced",
                 _refs("s002.p008")),
            Note(f"五个喜儿：{_XI_DAN[0]}", f"with five Xi: {_XI_DAN[1]}", _refs("s002.p048")),
            Note("如皋：翻出喜儿则全部是将牌", "Rugao: if a Xi is turned up, every card is jiang", _refs("s002.p019")),
        ]
        return Role(*_game("danjiang"), "喜儿（一般不带）", "Xi (usually left out)", None, _refs("s002.p047"),
                    tuple(notes))
    group = _GROUP_OF_RANK[card.rank]
    turned = Note(f"翻出的将牌是{'、'.join(group)}时为将", f"a jiang when the turned-up card is a {', '.join(group)}",
                  _refs("s002.p017"))
    if card.rank in (1, 9):
        return Role(*_game("danjiang"), "常将（头尾将）", "permanent jiang (head-and-tail jiang)", True,
                    _refs("s002.p016 s002.p019"))
    return Role(*_game("danjiang"), "普通牌", "ordinary card", False, _refs("s002.p019"), (turned,))


def _shuangjiang_role(code: str) -> Role:
    card = BY_CODE[code]
    if code in _LAOJIANG_SHUANG:
        notes = (Note("四个老将在任何情况下都享受将的待遇", "the four old jiang are treated as jiang in all circumstances",
                      _refs("s003.p009")),)
        return Role(*_game("shuangjiang"), "老将", "old jiang (laojiang)", True, _refs("s003.p009 s003.p013"), notes)
    if code == "X":
        notes = (Note(f"抓到即算底胡：{_XI_SHUANG[0]}", f"counts as base hu when drawn: {_XI_SHUANG[1]}",
                      _refs("s003.p027")),)
        return Role(*_game("shuangjiang"), "百搭（喜）", "baida (Xi)", None, _refs("s003.p027"), notes)
    note = Note(f"翻出的两张将牌中有{NUMERALS[card.rank - 1]}时为将（三门都算）",
                f"a jiang when a turned-up card is a {card.rank} (in every suit)", _refs("s003.p009"))
    return Role(*_game("shuangjiang"), "普通牌", "ordinary card", False, _refs("s003.p009"), (note,))


def _long_roles(code: str) -> tuple[Role, ...]:
    return _bahu_role(code), _danjiang_role(code), _shuangjiang_role(code)
