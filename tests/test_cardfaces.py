"""Card-face renderer: every face draws, 歪胡子 red/black rule, keys and names."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest

from archive_app import cardfaces
from archive_app.qt import QtCore, QtGui
from engine.cards import ALL_CARDS

ALL_KEYS = cardfaces.LONG_CARD_KEYS + cardfaces.WAIHUZI_KEYS


def _colours(pix: QtGui.QPixmap) -> set[int]:
    """The distinct opaque RGB colours of a pixmap (sampled every other pixel)."""
    img = pix.toImage().convertToFormat(QtGui.QImage.Format.Format_ARGB32)
    found = set()
    for y in range(0, img.height(), 2):
        for x in range(0, img.width(), 2):
            argb = img.pixel(x, y)
            if argb >> 24 == 0xFF:
                found.add(argb & 0xFFFFFF)
    return found


def _reddish(colours: set[int]) -> bool:
    for rgb in colours:
        r, g, b = rgb >> 16 & 0xFF, rgb >> 8 & 0xFF, rgb & 0xFF
        if r > 150 and g < 90 and b < 90:
            return True
    return False


def test_keys() -> None:
    assert cardfaces.LONG_CARD_KEYS[:27] == tuple(c.code for c in ALL_CARDS[:27])
    assert set(c.code for c in ALL_CARDS) <= set(cardfaces.LONG_CARD_KEYS)
    assert cardfaces.LONG_CARD_KEYS[-5:] == ("X:福", "X:禄", "X:寿", "X:喜", "X:财")
    assert len(cardfaces.LONG_CARD_KEYS) == 36
    assert cardfaces.WAIHUZI_KEYS[:3] == ("1x", "2x", "3x")
    assert cardfaces.WAIHUZI_KEYS[9:11] == ("0x", "1d")
    assert len(set(ALL_KEYS)) == len(ALL_KEYS) == 56


def test_aspect() -> None:
    assert 1 / 5 < cardfaces.card_aspect() < 1 / 4


@pytest.mark.parametrize("key", ALL_KEYS)
@pytest.mark.parametrize("height", [90, 300])
def test_every_face_renders(qapp, key: str, height: int) -> None:
    pix = cardfaces.card_pixmap(key, height)
    assert not pix.isNull()
    assert pix.height() == height
    assert pix.width() == round(height * cardfaces.card_aspect())
    colours = _colours(pix)
    assert len(colours) > 3, f"{key} at {height}px is blank"
    # the middle of the card carries ink, not just paper
    img = pix.toImage()
    middle = img.copy(0, height // 3, pix.width(), height // 3)
    assert len(_colours(QtGui.QPixmap.fromImage(middle))) > 3


@pytest.mark.parametrize("key", cardfaces.WAIHUZI_KEYS)
def test_waihuzi_red_numerals(qapp, key: str) -> None:
    red = cardfaces.card_names(key)[0] in "二七十贰柒拾"
    assert key[0] in "270" if red else key[0] not in "270"
    assert _reddish(_colours(cardfaces.card_pixmap(key, 200))) == red


def test_star_cards_are_red(qapp) -> None:
    for key in ("X", "X:福", "X:财", "H", "Q"):
        assert _reddish(_colours(cardfaces.card_pixmap(key, 200))), key


def test_pixmap_cache_and_dpr(qapp) -> None:
    a = cardfaces.card_pixmap("5p", 160)
    assert cardfaces.card_pixmap("5p", 160).cacheKey() == a.cacheKey()
    hi = cardfaces.card_pixmap("5p", 160, dpr=2.0)
    assert hi.devicePixelRatio() == 2.0
    assert hi.height() == 320
    assert hi.deviceIndependentSize().height() == pytest.approx(160)


def test_paint_card_any_rect(qapp) -> None:
    """Drawn into a rect of another shape, the card keeps its aspect and stays centred."""
    img = QtGui.QImage(200, 200, QtGui.QImage.Format.Format_ARGB32)
    img.fill(QtCore.Qt.GlobalColor.transparent)
    painter = QtGui.QPainter(img)
    cardfaces.paint_card(painter, QtCore.QRectF(0, 0, 200, 200), "9s")
    painter.end()
    width = round(200 * cardfaces.card_aspect())
    left = (200 - width) // 2
    assert img.pixelColor(left - 3, 100).alpha() == 0
    assert img.pixelColor(left + width + 3, 100).alpha() == 0
    assert img.pixelColor(100, 100).alpha() == 255


@pytest.mark.parametrize("bad", ["", "0m", "10m", "Z", "X:仁", "x", "11x", "3z"])
def test_unknown_key(qapp, bad: str) -> None:
    with pytest.raises(ValueError, match="unknown card key"):
        cardfaces.card_pixmap(bad, 100)
    with pytest.raises(ValueError, match="unknown card key"):
        cardfaces.card_names(bad)
    img = QtGui.QImage(10, 10, QtGui.QImage.Format.Format_ARGB32)
    painter = QtGui.QPainter(img)
    try:
        with pytest.raises(ValueError, match=repr(bad).replace("\\", "\\\\")):
            cardfaces.paint_card(painter, QtCore.QRectF(0, 0, 10, 10), bad)
    finally:
        painter.end()


def test_names() -> None:
    assert cardfaces.card_names("1m") == ("一万", "one wan")
    assert cardfaces.card_names("H") == ("红花", "Red Flower")
    assert cardfaces.card_names("X:寿") == ("寿", "Shou (star card)")
    assert cardfaces.card_names("0x") == ("十", "small ten")
    assert cardfaces.card_names("2d") == ("贰", "big two")
    for key in cardfaces.LONG_CARD_KEYS + cardfaces.WAIHUZI_KEYS:
        zh, en = cardfaces.card_names(key)
        assert zh and en


def test_figures() -> None:
    suited = [k for k in cardfaces.LONG_CARD_KEYS if k[0].isdigit()]
    assert set(cardfaces.FIGURES) == set(suited)
    assert cardfaces.FIGURES["1s"] == ("小雀儿", "Little Sparrow")
    assert cardfaces.FIGURES["7s"][1] == "Lady White (Bai Niangzi)"
    assert cardfaces.FIGURES["9p"][0] == "麒麟送子"
    assert all(cardfaces.FIGURES[f"{r}m"] == ("", "") for r in range(1, 10))
    assert all(zh and en for k, (zh, en) in cardfaces.FIGURES.items() if k[1] in "sp")


def test_font_family_hook(qapp, monkeypatch) -> None:
    """``_family`` uses ``archive_app.qt_fonts.cjk_family()`` when that module exists."""
    import sys
    import types

    fake = types.ModuleType("archive_app.qt_fonts")
    fake.cjk_family = lambda: "Some CJK Family"  # type: ignore[attr-defined]
    cardfaces._family.cache_clear()
    try:
        monkeypatch.setitem(sys.modules, "archive_app.qt_fonts", fake)
        assert cardfaces._family() == "Some CJK Family"
    finally:
        cardfaces._family.cache_clear()
    monkeypatch.delitem(sys.modules, "archive_app.qt_fonts")
    assert cardfaces._family()  # the real module or Qt's default family
