"""简体 ↔ 繁體 for everything Chinese the app shows (OpenCC, loaded lazily: it costs start-up time)."""

from __future__ import annotations

from functools import lru_cache


@lru_cache(maxsize=2)
def _converter(config: str):
    import opencc

    return opencc.OpenCC(config)


# OpenCC reads 胡子 as "beard" (鬍子); in these games 胡 is always the winning hu.
_HANT_FIXES = {"歪鬍子": "歪胡子"}


@lru_cache(maxsize=20000)
def to_script(text: str, script: str) -> str:
    """Convert Chinese text to ``hans`` (简体) or ``hant`` (繁體); other text passes through.

    >>> to_script("湖南的歪胡子", "hant")
    '湖南的歪胡子'
    >>> to_script("胡头", "hant")
    '胡頭'
    """
    if not text or not any("\u3400" <= ch <= "\u9fff" for ch in text):
        return text
    converted = _converter("s2t" if script == "hant" else "t2s").convert(text)
    if script == "hant":
        for wrong, right in _HANT_FIXES.items():
            converted = converted.replace(wrong, right)
    return converted


def simplified(text: str) -> str:
    """The search key form of Chinese text: 简体."""
    return to_script(text, "hans")
