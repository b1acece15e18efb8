"""What the sources say about each card, for the card gallery. No Qt here.

For every face key of :mod:`archive_app.cardfaces` (长牌 ``1m``…``9p``, ``Q H B X``, ``X:福``…``X:财``;
歪胡子 ``1x``…``0x``, ``1d``…``0d``) :func:`facts` gives its names (简体, 繁體, pinyin, English) with
the regional names the texts use, its role in each game, the 八胡 combinations it belongs to, the
figure on its face, its number mark and the face as the Danjiang text describes it, each fact with the
paragraph IDs it comes from. Chinese is stored in 简体; the app converts it for 繁體 readers.

>>> f = facts("9s")
>>> f.name.hans, f.name.hant, f.name.pinyin, f.name.en
('九条', '九條', 'jiǔtiáo', 'nine tiao')
>>> [r.role_zh for r in f.roles]
['将', '常将（头尾将）', '老将']
>>> [c.zh for c in f.combos]
['千空九', '空九九', '九豹']
>>> f.figure.zh, f.mark.en
('佛', 'bean-sprout shape')
>>> facts("7d").colour.zh, facts("7d").name.en
('红色', 'big seven')
>>> [s.hans for s in facts("H").synonyms]
['空瑶', '空窑']
"""

from __future__ import annotations

from functools import cache
from typing import Final

from archive_app.card_facts.combos import COMBO_ORDER, _long_combos
from archive_app.card_facts.faces import FIGURES, MARKS, _FACES, _HEADS, _MARK_PLACE, _MARK_SUIT, _WAN_GUESSES
from archive_app.card_facts.model import CardFacts, Combo, Name, Note, Refs, Role, _refs
from archive_app.card_facts.names import (STAR_ORDER, _BIG, _BIG_HANT, _NUM_PINYIN, _RED_RANKS, _SMALL,
                                          _SPECIAL_NAMES, _SPECIAL_SYNONYMS, _STARS, _SUIT_EN, _SUIT_PINYIN,
                                          _SUIT_SYNONYMS, _TEN_EN)
from archive_app.card_facts.roles import GAMES, _game, _long_roles
from engine.cards import BY_CODE, NUMERALS, NUMERALS_EN, SUIT_ZH, SUIT_ZH_HANT

__all__ = ["COMBO_ORDER", "FIGURES", "GAMES", "LONG_KEYS", "MARKS", "STAR_ORDER", "WAIHUZI_KEYS", "CardFacts", "Combo",
           "Name", "Note", "Refs", "Role", "all_facts", "facts"]


def _suited(code: str) -> CardFacts:
    card = BY_CODE[code]
    rank, suit = card.rank, card.suit
    num = NUMERALS[rank - 1]
    name = Name(num + SUIT_ZH[suit], num + SUIT_ZH_HANT[suit], _NUM_PINYIN[rank - 1] + _SUIT_PINYIN[suit],
                f"{NUMERALS_EN[rank - 1]} {_SUIT_EN[suit]}", refs=_refs("s001.p007 s002.p008"))
    synonyms = tuple(
        Name(num + hans, num + hant, _NUM_PINYIN[rank - 1] + py, f"{NUMERALS_EN[rank - 1]} {en}", wz, we, _refs(refs))
        for hans, hant, py, en, wz, we, refs in _SUIT_SYNONYMS[suit]
    )
    mark = Note(*MARKS[rank], _refs("s001.p011"))
    how_zh, how_en = _mark_how(rank, suit)
    mark_how = Note(how_zh, how_en, _refs("s001.p012 s002.p058"))
    if code in FIGURES:
        hans, _hant, en = FIGURES[code]
        figure = Note(hans, en, _refs("s002.p057"))
    else:
        zh, en = _WAN_GUESSES[code]
        figure = Note(f"（未具名）{zh}", f"(not named) {en}", _refs("s002.p057 s002.p058"))
    face_zh, face_en = _FACES[code]
    suit_key = {"m": "wan", "s": "tiao", "p": "bing"}[suit]
    return CardFacts(
        code, "long", name, synonyms, _long_roles(code), _long_combos(code), figure=figure, mark=mark,
        mark_how=mark_how, face=Note(face_zh, face_en, _refs("s002.p058")),
        kind=Note(f"{SUIT_ZH[suit]}子，点数{num}", f"{_SUIT_EN[suit]} suit, rank {rank}", _refs("s001.p007 s002.p008")),
        glossary=(f"{suit_key}-{rank}", suit_key),
    )


def _mark_how(rank: int, suit: str) -> tuple[str, str]:
    """How the mark is drawn on a suited card: the suit's treatment and, for some ranks, the placement."""
    zh, en = _MARK_SUIT[suit]
    place = _MARK_PLACE.get(rank)
    if place:
        zh, en = f"{zh}，{place[0]}", f"{en}, {place[1]}"
    return zh, en


_GLOSSARY_SPECIAL: Final = {"Q": "qianzi", "H": "honghua", "B": "baihua", "X": "xi"}


def _special(code: str) -> CardFacts:
    name = _SPECIAL_NAMES[code]
    head = _HEADS.get(code)
    mark = Note(head[0], head[1], _refs(head[2])) if head else None
    if code == "X":
        kind = Note("星牌：一副新牌另有福、禄、寿、喜、财五张；规则里五张都算“喜”",
                    "the star cards: a new pack has five more cards, Fu, Lu, Shou, Xi and Cai; the rules count all "
                    "five as “Xi”", _refs("s000.p005 s002.p008"))
        glossary: tuple[str, ...] = ("xi", "xingpai")
    else:
        kind = Note("三种花牌（将牌）之一，每种四张", "one of the three flower cards (jiang), four of each",
                    _refs("s001.p007 s002.p008 s002.p055"))
        glossary = (_GLOSSARY_SPECIAL[code], "laojiang")
    return CardFacts(code, "long", name, _SPECIAL_SYNONYMS[code], _long_roles(code), _long_combos(code),
                     mark=mark, kind=kind, glossary=glossary)


_GLOSSARY_STAR: Final = {"福": "fu", "禄": "lu", "寿": "shou", "喜": "xi", "财": "cai"}


def _star(key: str) -> CardFacts:
    char = key[2:]
    hant, pinyin, en, meaning = _STARS[char]
    name = Name(char, hant, pinyin, f"{en} ({meaning})", refs=_refs("s002.p008 s003.p027"))
    kind = Note("五张星牌（福禄寿喜财）之一；规则里算作“喜”。有的地方印仁、义、礼、智、信或农、耕、渔、樵、博",
                "one of the five star cards (Fu, Lu, Shou, Xi, Cai); the rules count it as a Xi. In some places "
                "they are printed Ren, Yi, Li, Zhi, Xin or Nong, Geng, Yu, Qiao, Bo instead",
                _refs("s000.p005 s002.p008 s003.p027"))
    face = Note(f"印“{char}”字", f"printed with the character {hant} ({en}, {meaning})", _refs("s002.p008"))
    generic = _special("X")
    return CardFacts(key, "long", name, (), generic.roles, (), face=face, kind=kind,
                     glossary=(_GLOSSARY_STAR[char], "xingpai", "renyi-lizhi-xin", "nong-geng-yu-qiao-bo"))


def _waihuzi(key: str) -> CardFacts:
    rank = int(key[0]) or 10
    big = key[1] == "d"
    hans = (_BIG if big else _SMALL)[rank - 1]
    hant = (_BIG_HANT if big else _SMALL)[rank - 1]
    size_en = "big" if big else "small"
    name = Name(hans, hant, _NUM_PINYIN[rank - 1], f"{size_en} {_TEN_EN[rank - 1]}",
                refs=_refs("s004.p008" if big else "s004.p007"))
    red = rank in _RED_RANKS
    colour = Note("红色" if red else "黑色", "red" if red else "black", _refs("s004.p010"))
    size = Note("大字（大写），每种四张" if big else "小字（小写），每种四张",
                "a big character (daxie numeral), four of each" if big else
                "a small character (xiaoxie numeral), four of each",
                _refs("s004.p008" if big else "s004.p007"))
    notes = [Note("顺子只能小字配小字、大字配大字" , "runs only with characters of its own size", _refs("s004.p016"))]
    if big:
        notes.append(Note("全大：胡牌全部为大字，另加一百息", "quanda: a win all in big characters adds 100 xi",
                          _refs("s004.p044")))
    else:
        notes.append(Note("全小：胡牌全部为小字，另加一百息", "quanxiao: a win all in small characters adds 100 xi",
                          _refs("s004.p045")))
    if red:
        notes.append(Note("十三红：胡牌有十三张红字", "shisanhong: a win with thirteen red characters",
                          _refs("s004.p046")))
    else:
        notes.append(Note("全黑：胡牌全部为黑字，另加八十息", "quanhei: a win all in black characters adds 80 xi",
                          _refs("s004.p048")))
    role = Role(*_game("waihuzi"), "大字" if big else "小字", "big character" if big else "small character", None,
                size.refs, tuple(notes))
    combos: tuple[Combo, ...] = ()
    if red:
        chars = "贰柒拾" if big else "二七十"
        size_code = "d" if big else "x"
        combos = (Combo("erqishi-big" if big else "erqishi", chars,
                        f"{'big ' if big else ''}two-seven-ten (erqishi), a phrase worth 1 xi",
                        (f"2{size_code}", f"7{size_code}", f"0{size_code}"),
                        _refs("s004.p017 " + ("s004.p039" if big else "s004.p040")), game="waihuzi"),)
    glossary = ("dazi-waihuzi" if big else "xiaozi", "hongzi" if red else "heizi")
    if red:
        glossary += ("da-erqishi" if big else "erqishi",)
    return CardFacts(key, "waihuzi", name, (), (role,), combos, colour=colour, kind=size, glossary=glossary)


LONG_KEYS: Final[tuple[str, ...]] = (
    *(f"{r}{s}" for s in "msp" for r in range(1, 10)), "Q", "H", "B", "X", *(f"X:{c}" for c in STAR_ORDER),
)
WAIHUZI_KEYS: Final[tuple[str, ...]] = (*(f"{d}x" for d in "1234567890"), *(f"{d}d" for d in "1234567890"))


@cache
def facts(key: str) -> CardFacts:
    """Everything the sources say about card ``key`` (a face key, see the module doc)."""
    if key in WAIHUZI_KEYS:
        return _waihuzi(key)
    if key.startswith("X:") and key[2:] in _STARS:
        return _star(key)
    if key in ("Q", "H", "B", "X"):
        return _special(key)
    if key in BY_CODE:
        return _suited(key)
    raise ValueError(f"unknown card key {key!r}")


def all_facts() -> dict[str, CardFacts]:
    return {k: facts(k) for k in (*LONG_KEYS, *WAIHUZI_KEYS)}
