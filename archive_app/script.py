"""简体 ↔ 繁體 for everything Chinese the app shows (OpenCC, loaded lazily: it costs start-up time)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=2)
def _converter(config: str):
    import opencc

    return opencc.OpenCC(config)


# 繁體 follows Taiwan usage (s2tw: 吃 not 喫, 裡 as in the Danjiang text). OpenCC reads 胡子 as "beard" (鬍子) and
# 霉 as "mould" (黴); in these games 胡 is always the winning hu and 霉张 is the stale card.
_HANT_FIXES = {"歪鬍子": "歪胡子", "黴張": "霉張", "黴章": "霉章"}


@lru_cache(maxsize=20000)
def to_script(text: str, script: str) -> str:
    """Convert Chinese text to ``hans`` (简体) or ``hant`` (繁體); other text passes through.

    >>> to_script("湖南的歪胡子", "hant")
    '湖南的歪胡子'
    >>> to_script("胡头", "hant")
    '胡頭'
    >>> to_script("不可以吃霉张", "hant")
    '不可以吃霉張'
    """
    if not text or not any("\u3400" <= ch <= "\u9fff" for ch in text):
        return text
    converted = _converter("s2tw" if script == "hant" else "t2s").convert(text)
    if script == "hant":
        for wrong, right in _HANT_FIXES.items():
            converted = converted.replace(wrong, right)
    return converted


def simplified(text: str) -> str:
    """The search key form of Chinese text: 简体."""
    return to_script(text, "hans")
