"""Card face keys and names: the long cards' and 歪胡子's keys, the figures printed on the suited
cards (s002), the faces' traditional-script words, and the card's proportions."""

from __future__ import annotations

from typing import Final

from engine.cards import BY_CODE, NUMERALS_EN
from engine.decks.zipai import DECK as ZIPAI


STAR_CARDS: Final[dict[str, str]] = {"福": "Fu", "禄": "Lu", "寿": "Shou", "喜": "Xi", "财": "Cai"}
"""The five star cards (``X:福`` …), character → pinyin, in the traditional order 福禄寿喜财."""

LONG_CARD_KEYS: Final[tuple[str, ...]] = (
    *(f"{r}{s}" for s in "msp" for r in range(1, 10)),
    "Q",
    "H",
    "B",
    "X",
    *(f"X:{c}" for c in STAR_CARDS),
)
"""Long-card face keys: the engine's codes (``1m``…``9p``, ``Q H B X``) then ``X:福``…``X:财``."""

_SMALL: Final = "一二三四五六七八九十"
_BIG: Final = "壹贰叁肆伍陆柒捌玖拾"
_TEN_EN: Final = (*NUMERALS_EN, "ten")

WAIHUZI_KEYS: Final[tuple[str, ...]] = (
    *(f"{d}x" for d in "1234567890"),
    *(f"{d}d" for d in "1234567890"),
)
"""Waihuzi face keys: small 一…十 ``1x``…``9x`` ``0x``, then big 壹…拾 ``1d``…``9d`` ``0d``."""

_RED_NUMERALS: Final = frozenset(c.zh for c in ZIPAI.cards if c.is_red)  # the source's red ranks, from the deck

FIGURES: Final[dict[str, tuple[str, str]]] = {
    **{f"{r}m": ("", "") for r in range(1, 10)},  # 万 figures: unnamed in the sources
    "1s": ("小雀儿", "Little Sparrow"),
    "2s": ("吕洞宾", "Lü Dongbin"),
    "3s": ("曹国舅", "Cao Guojiu"),
    "4s": ("韩湘子", "Han Xiangzi"),
    "5s": ("汉钟离", "Han Zhongli"),
    "6s": ("张果老", "Zhang Guolao"),
    "7s": ("白娘子", "Lady White (Bai Niangzi)"),
    "8s": ("洛阳桥", "Luoyang Bridge"),
    "9s": ("佛", "the Buddha"),
    "1p": ("寿星", "the God of Longevity"),
    "2p": ("铁拐李", "Iron-Crutch Li"),
    "3p": ("猪八戒", "Zhu Bajie"),
    "4p": ("唐僧", "Tang Sanzang"),
    "5p": ("孙悟空", "Sun Wukong"),
    "6p": ("乌龟精", "the Tortoise Spirit"),
    "7p": ("蚌壳精", "the Clam Spirit"),
    "8p": ("刘海蟾", "Liu Haichan"),
    "9p": ("麒麟送子", "the Qilin Bringing a Son"),
}
"""Figure printed on each suited card, by code: (简体 name, English name).

From s002 (一條 小雀兒 … 九餅 麒麟送子).  The 万 figures are left empty: the source only
guesses at them ("楊家將里的六爺乎？").
"""

# Traditional script as printed on the cards.
_SUIT_FACE: Final = {"m": "萬", "s": "條", "p": "餅"}
_SPECIAL_FACE: Final = {"Q": "千字", "H": "紅花", "B": "白花", "X": "喜"}
_STAR_FACE: Final = {"福": "福", "禄": "祿", "寿": "壽", "喜": "喜", "财": "財"}

_ASPECT: Final = 2 / 9  # width / height: long and narrow, about 1 : 4.5
_UH: Final = 1 / _ASPECT  # card height in unit coordinates (width = 1)


def card_aspect() -> float:
    """Width / height of every card face (about 1 : 4.5; ``paint_card`` keeps it)."""
    return _ASPECT


def _check(key: str) -> None:
    if key not in _ALL_KEYS:
        raise ValueError(f"unknown card key {key!r}")


def card_names(key: str) -> tuple[str, str]:
    """The card's (Chinese 简体, English) name: ``("三万", "three wan")``, ``("贰", "big two")``."""
    _check(key)
    if key.startswith("X:"):
        char = key[2:]
        return char, f"{STAR_CARDS[char]} (star card)"
    if key in BY_CODE:
        card = BY_CODE[key]
        return card.zh, card.en
    n = int(key[0]) or 10
    if key[1] == "x":
        return _SMALL[n - 1], f"small {_TEN_EN[n - 1]}"
    return _BIG[n - 1], f"big {_TEN_EN[n - 1]}"


_ALL_KEYS: Final = frozenset(LONG_CARD_KEYS) | frozenset(WAIHUZI_KEYS)
