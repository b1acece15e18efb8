"""card_facts: every card of both decks, in both languages, each fact with a paragraph that exists."""

from __future__ import annotations

import subprocess
import sys

import pytest

from archive_app import card_facts, cardfaces
from archive_app.card_facts import MARKS, facts
from archive_app.content import load_library
from archive_app.paths import CONTENT, ROOT
from engine.bahu.groups import COMBOS, JIANG
from engine.cards import ALL_CARDS, BY_CODE, Card, CardError

ALL_KEYS = cardfaces.LONG_CARD_KEYS + cardfaces.WAIHUZI_KEYS
CJK = ("\u3400", "\u9fff")


def has_cjk(text: str) -> bool:
    return any(CJK[0] <= ch <= CJK[1] for ch in text)


@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


def test_covers_every_face_of_both_decks():
    assert card_facts.LONG_KEYS == cardfaces.LONG_CARD_KEYS
    assert card_facts.WAIHUZI_KEYS == cardfaces.WAIHUZI_KEYS
    assert set(card_facts.all_facts()) == set(ALL_KEYS)
    with pytest.raises(ValueError):
        facts("5z")


@pytest.mark.parametrize("key", ALL_KEYS)
def test_names_and_roles_in_both_languages(key):
    f = facts(key)
    assert f.key == key and f.deck == ("waihuzi" if key in cardfaces.WAIHUZI_KEYS else "long")
    assert has_cjk(f.name.hans) and has_cjk(f.name.hant)
    assert f.name.pinyin and not has_cjk(f.name.pinyin)
    assert f.name.en and not has_cjk(f.name.en)
    assert f.roles, key
    for role in f.roles:
        assert has_cjk(role.game_zh) and role.game_en and has_cjk(role.role_zh) and role.role_en
        assert role.refs, (key, role.game)
        for note in role.notes:
            assert has_cjk(note.zh) and note.en and note.refs
    for s in f.synonyms:
        assert has_cjk(s.hans) and has_cjk(s.hant) and s.pinyin and s.en and s.refs
    for c in f.combos:
        assert has_cjk(c.zh) and c.en and c.refs and key in c.cards


@pytest.mark.parametrize("key", ALL_KEYS)
def test_every_cited_paragraph_exists(key, library):
    f = facts(key)
    assert f.refs
    missing = [r for r in f.refs if library.paragraph(r) is None]
    assert not missing, f"{key} cites {missing}"


def test_names_agree_with_the_card_faces_and_the_engine():
    for key in ALL_KEYS:
        if key.startswith("X"):
            continue  # the star cards get their meanings here: 福 "Fu (blessing)"
        assert cardfaces.card_names(key) == (facts(key).name.hans, facts(key).name.en), key
    for card in ALL_CARDS:
        if card.code != "X":
            assert facts(card.code).name.hant == card.zh_hant
    for code, (hans, en) in cardfaces.FIGURES.items():
        f = facts(code).figure
        if hans:
            assert (f.zh, f.en) == (hans, en)
        else:  # 万: unnamed in s002.p057, the writer only guesses in p058
            assert "s002.p058" in f.refs and "？" in f.zh


def test_regional_names():
    def names(key):
        return {s.hans for s in facts(key).synonyms}

    assert {"千子", "呛森"} <= names("Q")
    assert {"空瑶", "空窑"} <= names("H")
    assert {"押子", "俄子", "押角"} <= names("B")
    assert {"仙儿", "百搭", "宝宝", "喜"} <= names("X")
    assert {"一筒", "一柄", "一丙"} <= names("1p")
    assert "九索" in names("9s")
    nicknames = {"月亮"}  # "the moon", s000.p006: a nickname, not a card name the engine reads
    for key in cardfaces.LONG_CARD_KEYS:
        if key.startswith("X:"):
            continue
        for s in facts(key).synonyms:
            if s.hans in nicknames:
                continue
            try:
                assert Card.parse(s.hans).code == key, (key, s.hans)
            except CardError:  # pragma: no cover - reported as a failure below
                pytest.fail(f"{key}: the engine does not read the regional name {s.hans}")


def test_bahu_roles_follow_the_engine():
    for card in ALL_CARDS:
        bahu = facts(card.code).roles[0]
        assert bahu.game == "bahu"
        assert bahu.jiang == (card.index in JIANG), card
        assert bahu.role_zh == ("将" if card.index in JIANG else "素牌")
    for star in "福禄寿喜财":
        assert facts(f"X:{star}").roles[0].role_zh == "将"


def test_nine_tiao():
    f = facts("9s")
    roles = {r.game: r for r in f.roles}
    assert roles["bahu"].role_zh == "将"
    assert roles["danjiang"].jiang and "头尾将" in roles["danjiang"].role_zh
    assert roles["shuangjiang"].role_zh == "老将"
    combos = [c.zh for c in f.combos]
    assert "千空九" in combos and "空九九" in combos and "九豹" in combos
    assert f.figure.zh == "佛" and f.mark.zh == "豆芽型"


def test_duzihu_jiang():
    assert facts("H").roles[1].role_zh.startswith("常将")  # s002.p016
    assert facts("1m").roles[1].jiang and facts("9p").roles[1].jiang  # every 1 and 9
    assert facts("5m").roles[1].jiang is False and "258" in facts("5m").roles[1].notes[0].en.replace(", ", "")
    assert facts("9s").roles[2].jiang and not facts("9m").roles[2].jiang  # 双将: the four 老将 only


def test_combinations():
    assert [c.key for c in facts("1p").combos] == ["wenqian"]
    assert [c.key for c in facts("1s").combos] == ["xiaolaohu"]  # no 一豹: the ones are jiang
    assert {c.key for c in facts("2p").combos} == {"wenqian", "baozi2"}
    assert {c.key for c in facts("8s").combos} == {"yabajiu", "baozi8"}
    assert [c.cards for c in facts("B").combos] == [("B", "8s", "9m")]  # 押八九, in the texts' order
    for combo in COMBOS:
        assert sorted(BY_CODE[k].index for k in card_facts.COMBO_ORDER[combo.key]) == list(combo.kinds)
    assert not facts("X:福").combos


def test_number_marks_as_seed_001_lists_them():
    assert [MARKS[r][0] for r in range(1, 10)] == [
        "三角形", "圆", "菱形", "上半圆", "两个圆", "倒梯形", "两个菱形", "下半圆", "豆芽型"]
    for suit in "msp":
        for rank in range(1, 10):
            f = facts(f"{rank}{suit}")
            assert f.mark.zh == MARKS[rank][0] and "s001.p011" in f.mark.refs
            assert f.mark_how is not None and f.face is not None
    assert "月亮" in facts("Q").mark.zh and "M" in facts("H").mark.zh and "兴" in facts("B").mark.zh


def test_waihuzi_deck():
    for key in cardfaces.WAIHUZI_KEYS:
        f = facts(key)
        rank = int(key[0]) or 10
        assert f.colour.en == ("red" if rank in (2, 7, 10) else "black")
        assert f.roles[0].role_zh == ("大字" if key[1] == "d" else "小字")
        assert bool(f.combos) == (rank in (2, 7, 10))
    assert facts("7d").name.hans == "柒" and facts("3d").name.hant == "參"
    assert facts("0x").combos[0].cards == ("2x", "7x", "0x")


def test_is_qt_free():
    code = ("import sys, archive_app.card_facts as f; f.all_facts(); "
            "sys.exit(any(m.startswith(('PySide6', 'shiboken')) for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], cwd=ROOT).returncode == 0
