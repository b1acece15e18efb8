"""The Examples menu of the 笃子胡 calculator: hands that show each kind of win and each rule set."""

from __future__ import annotations

from dataclasses import dataclass

RULES = ("danjiang", "danjiang+rugao", "shuangjiang")


@dataclass(frozen=True)
class Example:
    rules: str
    jiang: tuple[str, ...]
    hand: str
    melds: tuple[str, ...]
    win: str
    self_drawn: bool = False
    last_card: bool = False
    xi: int | None = None
    tiancheng: bool = False
    xi_dealt: bool = False


EXAMPLES: tuple[Example, ...] = (
    # 塌: valid, sets worth 13 hu, 底胡 20, total 70 (the worked example in docs/rules/duzihu.md)
    Example("danjiang", ("4s", "2m"), "999m 234m 678s 123p 456p 55p", ("peng:6m", "peng:7p"), "5p"),
    # 飘: three alike only, doubled
    Example("danjiang", ("4s", "2m"), "111m 333s 555p QQQ 888m 99p", ("peng:6m", "peng:7p"), "9p", self_drawn=True),
    # 清: runs only, with a 文钱
    Example("danjiang", ("4s", "2m"), "123m 456m 789m 234s 678s 123p 456p 55p", (), "5p", self_drawn=True),
    # 如皋: 海底捞月 on a self-drawn last card
    Example("danjiang+rugao", ("4s", "2m"), "999m 234m 678s 123p 456p 55p", ("peng:6m", "peng:7p"), "5p",
            self_drawn=True, last_card=True),
    # 双将: 双龙会, both turned cards on 老将
    Example("shuangjiang", ("4s", "H"), "999s 234m 678s 123p 456p 55p", ("peng:Q", "peng:B"), "5p"),
)
DEFAULT_EXAMPLE = 0


__all__ = ["DEFAULT_EXAMPLE", "EXAMPLES", "Example", "RULES"]
