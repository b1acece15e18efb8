"""The cards' names: 简体, 繁體, pinyin and English, with the regional and variant names the texts use."""

from __future__ import annotations

from typing import Final

from archive_app.card_facts.model import Name, _refs
from engine.cards import NUMERALS_EN
from engine.decks.zipai import RED_RANKS


_NUM_PINYIN: Final = ("yī", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ", "shí")
_SUIT_PINYIN: Final = {"m": "wàn", "s": "tiáo", "p": "bǐng"}
_SUIT_EN: Final = {"m": "wan", "s": "tiao", "p": "bing"}

# Other writings of a suit, with where they are used: (简体, 繁體, pinyin, English, where zh, where en, refs).
_SUIT_SYNONYMS: Final = {
    "m": (),
    "s": (("索", "索", "suǒ", "suo", "通东", "Tongdong", "s001.p007 s001.p023 s001.p039"),),
    "p": (
        ("筒", "筒", "tǒng", "tong", "通东、笃子胡", "Tongdong, Duzihu", "s001.p007 s001.p023 s002.p056"),
        ("柄", "柄", "bǐng", "bing (written 柄)", "海门", "Haimen", "s000.p011 s000.p039"),
        ("丙", "丙", "bǐng", "bing (written 丙)", "笃子胡", "Duzihu", "s002.p012 s002.p034"),
        ("炳", "炳", "bǐng", "bing (written 炳)", "通东", "Tongdong", "s001.p039"),
    ),
}

_SPECIAL_NAMES: Final = {
    "Q": Name("千字", "千字", "qiānzì", "Qianzi", refs=_refs("s002.p008 s002.p016")),
    "H": Name("红花", "紅花", "hónghuā", "Red Flower", refs=_refs("s002.p008 s002.p016")),
    "B": Name("白花", "白花", "báihuā", "White Flower", refs=_refs("s002.p008 s002.p016")),
    "X": Name("喜儿", "喜兒", "xǐr", "Xi (star card)", refs=_refs("s002.p008 s002.p047")),
}

_SPECIAL_SYNONYMS: Final = {
    "Q": (
        Name("千子", "千子", "qiānzǐ", "Qianzi (written 千子)", "通东、单将", "Tongdong, single jiang",
             _refs("s001.p011 s001.p023 s002.p055")),
        Name("呛森", "嗆森", "qiāngsēn", "qiangsen", "海门", "Haimen", _refs("s000.p006 s000.p011")),
        Name("月亮", "月亮", "yuèliang", "“the moon”", "海门（俗称）", "Haimen (nickname)", _refs("s000.p006")),
        Name("千老", "千老", "qiānlǎo", "Qianlao (“old Qian”)", "如皋", "Rugao", _refs("s002.p019")),
    ),
    "H": (
        Name("空瑶", "空瑤", "kōngyáo", "kongyao", "海门、通东", "Haimen, Tongdong", _refs("s000.p008 s001.p007")),
        Name("空窑", "空窯", "kōngyáo", "kongyao (written 空窑)", "通东", "Tongdong", _refs("s001.p030 s001.p031")),
    ),
    "B": (
        Name("押子", "押子", "yāzi", "yazi", "通东", "Tongdong", _refs("s001.p007 s001.p023")),
        Name("俄子", "俄子", "ézi", "ezi (yazi written by sound)", "海门", "Haimen", _refs("s000.p007 s000.p011")),
        Name("押角", "押角", "yājiǎo", "yajiao", "通东", "Tongdong", _refs("s001.p032")),
        Name("子华", "子華", "zǐhuá", "Zihua (probably the White Flower)", "如皋", "Rugao", _refs("s002.p019")),
    ),
    "X": (
        Name("喜", "喜", "xǐ", "Xi", "", "", _refs("s003.p027")),
        Name("仙儿", "仙兒", "xiānr", "xian'r", "通东", "Tongdong", _refs("s001.p011 s001.p023")),
        Name("百搭", "百搭", "bǎidā", "baida (“wild”)", "海门、双将", "Haimen, double jiang",
             _refs("s000.p005 s003.p027")),
        Name("宝宝", "寶寶", "bǎobao", "baobao (“darlings”)", "海门", "Haimen", _refs("s000.p005 s000.p011")),
    ),
}

STAR_ORDER: Final = "福禄寿喜财"
_STARS: Final = {  # 简体: (繁體, pinyin, English meaning)
    "福": ("福", "fú", "Fu", "blessing"),
    "禄": ("祿", "lù", "Lu", "emolument"),
    "寿": ("壽", "shòu", "Shou", "longevity"),
    "喜": ("喜", "xǐ", "Xi", "happiness"),
    "财": ("財", "cái", "Cai", "wealth"),
}

_SMALL: Final = "一二三四五六七八九十"
_BIG: Final = "壹贰叁肆伍陆柒捌玖拾"
_BIG_HANT: Final = "壹貳參肆伍陸柒捌玖拾"
_TEN_EN: Final = (*NUMERALS_EN, "ten")
_RED_RANKS: Final = RED_RANKS  # s004.p010, as the engine's deck states it
