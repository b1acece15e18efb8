"""The 八胡 combinations a long card belongs to (胡头, 文钱, 豹子), with the other names the texts give."""

from __future__ import annotations

from typing import Final

from archive_app.card_facts.model import Combo, Note, _refs
from engine.bahu.groups import BAOZI_RANKS, COMBOS, WENQIAN
from engine.cards import BY_CODE, NUMERALS, NUMERALS_EN


_COMBO_AKA: Final = {  # the Haimen text's names for the same hutou
    "xiaolaohu": ("一一九", "s000.p020"),
    "erba": ("二二八", "s000.p021"),
    "sanqi": ("三三七", "s000.p022"),
    "qiankongjiu": ("呛空九", "s000.p016"),
    "kongjiujiu": ("空九九", "s000.p017"),
    "yabajiu": ("俄八九", "s000.p018"),
}


# The cards of each hutou in the order the texts name them (s001.p027–p032); the engine keeps them sorted.
COMBO_ORDER: Final = {
    "xiaolaohu": ("1s", "1m", "9p"),
    "erba": ("2s", "2m", "8p"),
    "sanqi": ("3s", "3m", "7p"),
    "qiankongjiu": ("Q", "H", "9s"),
    "kongjiujiu": ("H", "9s", "9m"),
    "yabajiu": ("B", "8s", "9m"),
}


def _code_of(index: int) -> str:
    return next(c.code for c in BY_CODE.values() if c.index == index)


def _long_combos(code: str) -> tuple[Combo, ...]:
    index = BY_CODE[code].index
    out: list[Combo] = []
    for combo in COMBOS:
        if index in combo.kinds:
            aka_zh, aka_ref = _COMBO_AKA[combo.key]
            aka = (Note(f"海门称“{aka_zh}”", f"called {aka_zh} in Haimen", _refs(aka_ref)),) if aka_zh != combo.zh else ()
            cards = COMBO_ORDER.get(combo.key) or tuple(_code_of(i) for i in combo.kinds)
            out.append(Combo(combo.key, combo.zh, combo.en, cards,
                             _refs(combo.source), aka))
    if index in WENQIAN:
        out.append(Combo("wenqian", "文钱", "wenqian (coin run 1-2-3 bing)", ("1p", "2p", "3p"),
                         _refs("s000.p019 s001.p033 s002.p034"),
                         (Note("海门称“一二三”", "called 一二三 in Haimen", _refs("s000.p019")),
                          Note("双文钱算两胡", "double wenqian counts two hu", _refs("s001.p018 s001.p033")))))
    card = BY_CODE[code]
    if not card.is_special and card.rank in BAOZI_RANKS:
        r = card.rank
        refs = "s000.p042 s001.p037" + (" s000.p045" if code == "9s" else "")  # 九条 can make a 九豹
        out.append(Combo(f"baozi{r}", f"{NUMERALS[r - 1]}豹", f"baozi of {NUMERALS_EN[r - 1]} (the {r} of all three suits)",
                         (f"{r}m", f"{r}s", f"{r}p"), _refs(refs)))
    return tuple(out)
