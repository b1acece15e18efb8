"""Every page at three window sizes, in Chinese, then English and Chinese again switched live: no text cut
off, nothing outside the window unless it scrolls, no text in the other language, no raw markup, no
internal rule-set keys.

One window serves the whole walk (a window per case would take minutes). Defects still present are listed
in KNOWN as (page, size, language, check); the list only shrinks: a listed defect that is gone fails the
test too, so the entry is removed with the fix.
"""

from __future__ import annotations

import contextlib
import re
import tempfile
import time
from pathlib import Path

import pytest

from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.navigation import PageKey
from archive_app.ui.pages import PAGE_KEYS
from .windows import close_window, make_window, settle_events

SIZES = ((1280, 860), (1024, 700), (800, 600))
# "zh" as the window opens, "en" switched live from Chinese, "zh*" switched live back.
LANGS = (("zh", None), ("en", "en"), ("zh*", "zh"))

CUT, OUTSIDE, LANGUAGE, MARKUP, KEYS = "cut", "outside", "language", "markup", "keys"
SIZE = "size"  # the window cannot be made this small on this page

CJK = re.compile(r"[\u3400-\u9fff\uf900-\ufaff]")
LATIN_WORD = re.compile(r"[A-Za-z][A-Za-z'’-]+")
MARKUP_RE = re.compile(r"\[\[|\]\]|\bg:\w|\{\{|\}\}")  # links and inline cards as stored
# A key shown as a word of the text; "(danjiang)" after its English gloss is the term's pinyin.
RULE_KEYS = re.compile(r"(?<!\()\b(haimen|tongdong|danjiang|shuangjiang|waihuzi-strict)\b(?!\))")
PARAGRAPH_ID = re.compile(r"\bs\d{3}\.p\d{3}\b|\bs00\d")
# A source link's chip is named by its paragraph (the citation itself, not running text).
CITATION_CHIPS = {"sourceLink"}

# Chinese shown in the English UI on purpose.
CJK_IN_ENGLISH = (
    re.compile(r"中文|简体|繁體"),  # the language and script choices name themselves
    re.compile(r"长牌"),  # the game's own name, given beside its English one
    re.compile(r"\([^()]*[\u3400-\u9fff][^()]*\)"),  # a term given in both: "dudiao (独钓)", "Check a deal (起手)"
    re.compile(r"(?<=[a-z] )[\u3400-\u9fff]{1,4}\b"),  # a meld kind given in both: "peng 碰"
    re.compile(r"[二七十贰柒拾](?: [二七十贰柒拾])+"),  # the red cards of Waihuzi, named by their printed characters
)
# Latin words shown in the Chinese UI on purpose.
LATIN_IN_CHINESE = {
    "English",  # the language choice names itself
    "Ctrl", "Alt", "Enter", "Esc", "Tab", "Shift", "F1", "PgUp", "PgDown",  # key names
    "PDF", "JSON", "CSV",  # file kinds
}
# Panels that show their text in both languages by design: the glossary's entry, the card gallery's card, the
# archive's reader (each source paragraph beside its translation).
BILINGUAL = {"detail", "cardDetail", "archiveReader", "termList"}
# Widgets whose text is the player's own notation or the cards' printed captions, in either UI.
NOTATION_FIELDS = (QtWidgets.QLineEdit, QtWidgets.QAbstractSpinBox)

# (page, size, language, check) still failing; remove an entry when its defect is fixed. None is left: a
# defect found now fails the walk.
KNOWN: set[tuple[str, str, str, str]] = set()


def _plain(text: str) -> str:
    if "<" in text and ">" in text:
        return QtGui.QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def _button_text(text: str) -> str:
    return re.sub(r"[(（]&[^&\s][)）]", "", text).replace("&&", "\0").replace("&", "").replace("\0", "&")


def _shown_in_scroll_viewport(widget: QtWidgets.QWidget, window: QtWidgets.QWidget) -> bool:
    w = widget.parentWidget()
    while w is not None and w is not window:
        parent = w.parentWidget()
        if isinstance(parent, QtWidgets.QAbstractScrollArea) and parent.viewport() is w:
            return True
        w = parent
    return False


def _clip_rect(widget: QtWidgets.QWidget, window: QtWidgets.QWidget) -> QtCore.QRect | None:
    """The part of the window that ``widget``'s ancestors leave it, in window coordinates; None when an
    ancestor scrolls both ways (a scroll area's viewport shows what it can and scrolls to the rest). A scroll
    area that never scrolls sideways still cuts off what lies beyond its sides."""
    clip, left, right = window.rect(), 0, window.width()
    w = widget.parentWidget()
    while w is not None and w is not window:
        parent = w.parentWidget()
        here = QtCore.QRect(w.mapTo(window, QtCore.QPoint(0, 0)), w.size())
        if isinstance(parent, QtWidgets.QAbstractScrollArea) and parent.viewport() is w:
            if parent.horizontalScrollBarPolicy() != QtCore.Qt.ScrollBarPolicy.ScrollBarAlwaysOff or isinstance(
                    parent, QtWidgets.QAbstractItemView):  # an item view's items are checked as items
                return None
            clip = None  # it scrolls up and down: from here up, only the sides cut
        if clip is not None:
            clip = clip.intersected(here)
        left, right = max(left, here.left()), min(right, here.right() + 1)
        w = parent
    return clip if clip is not None else QtCore.QRect(left, -100_000, max(0, right - left), 200_000)


def _text_cut(widget: QtWidgets.QWidget) -> str | None:
    """Why the widget's text does not fit it, or None."""
    fm = widget.fontMetrics()
    if isinstance(widget, QtWidgets.QLabel):
        if widget.pixmap() is not None and not widget.pixmap().isNull():
            return None
        text = widget.text()
        if not text.strip():
            return None
        rect = widget.contentsRect()
        margin = widget.margin()
        rect = rect.adjusted(margin, margin, -margin, -margin)
        if widget.wordWrap():
            need = widget.heightForWidth(widget.width())
            if need > widget.height() + 1:
                return f"wraps to {need} px, has {widget.height()}"
            words = LATIN_WORD.findall(text)
            if len(words) >= 3 and "<" not in text and need >= len(words) * fm.lineSpacing():
                return f"one word a line ({rect.width()} px wide)"
            if widget.textFormat() != QtCore.Qt.TextFormat.RichText and "<" not in text:
                # a word of Latin letters cannot break; Chinese breaks between any two characters
                longest = max((fm.horizontalAdvance(w) for w in LATIN_WORD.findall(text)), default=0)
                if longest > rect.width() + 1:
                    return f"a word {longest} px wide, {rect.width()} px room"
            return None
        hint = widget.minimumSizeHint()
        if hint.width() > widget.width() + 1 or hint.height() > widget.height() + 1:
            return f"needs {hint.width()}x{hint.height()}, has {widget.width()}x{widget.height()}"
        return None
    if isinstance(widget, QtWidgets.QAbstractButton):
        text = _button_text(widget.text())
        if not text.strip():
            return None
        if isinstance(widget, (QtWidgets.QPushButton, QtWidgets.QCheckBox, QtWidgets.QRadioButton)):
            element = {QtWidgets.QPushButton: QtWidgets.QStyle.SubElement.SE_PushButtonContents,
                       QtWidgets.QCheckBox: QtWidgets.QStyle.SubElement.SE_CheckBoxContents,
                       QtWidgets.QRadioButton: QtWidgets.QStyle.SubElement.SE_RadioButtonContents}
            kind = next(k for k in element if isinstance(widget, k))
            option = QtWidgets.QStyleOptionButton()
            option.initFrom(widget)
            option.text = widget.text()
            option.icon, option.iconSize = widget.icon(), widget.iconSize()
            room = widget.style().subElementRect(element[kind], option, widget)
            need_w = max(fm.horizontalAdvance(line) for line in text.split("\n"))
            if not widget.icon().isNull():
                need_w += widget.iconSize().width() + 4
            need_h = fm.height() * (text.count("\n") + 1)
            if need_w > room.width() + 1 or need_h > room.height() + 2:
                return f"text {need_w}x{need_h} in {room.width()}x{room.height()}"
            return None
        hint = widget.sizeHint()
        if hint.width() > widget.width() + 2 or fm.height() > widget.height():
            return f"needs {hint.width()}x{hint.height()}, has {widget.width()}x{widget.height()}"
    return None


def _item_texts(view: QtWidgets.QAbstractItemView) -> list[tuple[str, QtCore.QModelIndex]]:
    model = view.model()
    if model is None:
        return []
    out: list[tuple[str, QtCore.QModelIndex]] = []
    parents = [QtCore.QModelIndex()]
    while parents and len(out) < 400:
        parent = parents.pop()
        # a list model's columnCount is not Python's to call
        columns = 1 if isinstance(view, QtWidgets.QListView) else model.columnCount(parent)
        for row in range(min(model.rowCount(parent), 200)):
            for column in range(columns):
                index = model.index(row, column, parent)
                if isinstance(view, QtWidgets.QTableView) and (view.isRowHidden(row) or view.isColumnHidden(column)):
                    continue
                text = model.data(index)
                if isinstance(text, str) and text:
                    out.append((text, index))
            first = model.index(row, 0, parent)
            if isinstance(view, QtWidgets.QTreeView) and model.rowCount(first) and view.isExpanded(first):
                parents.append(first)
    return out


def _items_cut(view: QtWidgets.QAbstractItemView, texts) -> list[str]:
    if view.textElideMode() == QtCore.Qt.TextElideMode.ElideNone:
        return []
    wrap = getattr(view, "wordWrap", lambda: False)()
    fm = view.fontMetrics()
    shown = view.viewport().rect()
    out = []
    for text, index in texts:
        rect = view.visualRect(index)
        if not rect.isValid() or not shown.intersects(rect):
            continue
        icon = view.model().data(index, QtCore.Qt.ItemDataRole.DecorationRole)
        room = rect.width() - 8 - (view.iconSize().width() + 4 if icon is not None else 0)
        if wrap:  # the height the item's text wraps to at its width, the style's padding included
            option = QtWidgets.QStyleOptionViewItem()
            option.initFrom(view)
            option.rect, option.font = rect, view.font()
            option.features |= QtWidgets.QStyleOptionViewItem.ViewItemFeature.WrapText
            if view.itemDelegateForIndex(index).sizeHint(option, index).height() > rect.height():
                out.append(text)
        elif max(fm.horizontalAdvance(line) for line in text.split("\n")) > room:
            out.append(text)
    return out


def _texts(widget: QtWidgets.QWidget) -> tuple[list[str], bool]:
    """(visible texts, whether they are running text that may quote other languages)."""
    if isinstance(widget, QtWidgets.QLabel):
        return [_plain(widget.text())], False
    if isinstance(widget, QtWidgets.QAbstractButton):
        return [_button_text(widget.text())], False
    if isinstance(widget, QtWidgets.QComboBox):
        return [widget.currentText()], False
    if isinstance(widget, QtWidgets.QTabBar):
        return [_button_text(widget.tabText(i)) for i in range(widget.count())], False
    if isinstance(widget, QtWidgets.QGroupBox):
        return [_button_text(widget.title())], False
    if isinstance(widget, (QtWidgets.QTextEdit, QtWidgets.QPlainTextEdit)):
        return [widget.toPlainText()], True
    return [], False


def _wrong_language(text: str, lang: str) -> str | None:
    if lang == "en":
        rest = text
        for allowed in CJK_IN_ENGLISH:
            rest = allowed.sub("", rest)
        found = CJK.findall(rest)
        return "".join(found[:12]) if found else None
    words = [w for w in LATIN_WORD.findall(text) if w not in LATIN_IN_CHINESE]
    return " ".join(words[:8]) if words else None


def _mostly_other_language(text: str, lang: str) -> str | None:
    cjk, latin = len(CJK.findall(text)), len(re.findall(r"[A-Za-z]", text))
    if lang == "en" and cjk > latin or lang == "zh" and latin > 3 * cjk + 20:
        return f"{cjk} Chinese characters, {latin} Latin letters: {text[:40]!r}"
    return None


def walk(window: QtWidgets.QMainWindow, page: QtWidgets.QWidget, lang: str) -> dict[str, list[str]]:
    """Defects of the page as shown: check -> what was found."""
    found: dict[str, list[str]] = {}
    roots = [window.top_bar, window.nav, page]
    english = lang == "en"
    for root in roots:
        for widget in [root, *root.findChildren(QtWidgets.QWidget)]:
            if not widget.isVisibleTo(window) or widget.width() <= 0 or widget.height() <= 0:
                continue
            name = type(widget).__name__ + (f"#{widget.objectName()}" if widget.objectName() else "")
            clip = _clip_rect(widget, window)
            if clip is not None:
                where = QtCore.QRect(widget.mapTo(window, QtCore.QPoint(0, 0)), widget.size())
                if not clip.adjusted(-1, -1, 1, 1).contains(where) and clip.intersects(where) or (
                        not clip.intersects(where) and where.width() > 2 and where.height() > 2):
                    label = _texts(widget)[0][:1]
                    found.setdefault(OUTSIDE, []).append(f"{name} {label} at {where.getRect()} beyond {clip.getRect()}")
            cut = _text_cut(widget)
            if cut:
                found.setdefault(CUT, []).append(f"{name} {_texts(widget)[0][:1]}: {cut}")
            texts, running = _texts(widget)
            if isinstance(widget, QtWidgets.QAbstractItemView):
                items = _item_texts(widget)
                texts = texts + [t for t, _ in items]
                running = True
                elided = _items_cut(widget, items)
                if elided:
                    found.setdefault(CUT, []).append(f"{name} items elided: {elided[:3]}")
            if isinstance(widget, QtWidgets.QLabel) and widget.textFormat() != QtCore.Qt.TextFormat.PlainText and \
                    widget.text().count("\n") > 2:
                running = True
            for text in texts:
                if not text:
                    continue
                checks = [(MARKUP, MARKUP_RE), (KEYS, RULE_KEYS)]
                if widget.objectName() not in CITATION_CHIPS:
                    checks.append((MARKUP, PARAGRAPH_ID))
                for check, pattern in checks:
                    m = pattern.search(text)
                    if m:
                        found.setdefault(check, []).append(f"{name}: {text[max(0, m.start() - 20):m.end() + 20]!r}")
                if isinstance(widget, NOTATION_FIELDS) or _bilingual(widget, window):
                    continue
                if running:  # running text may quote the other language; it must not be mostly in it
                    wrong = _mostly_other_language(text, "en" if english else "zh")
                else:
                    wrong = _wrong_language(text, "en" if english else "zh")
                if wrong:
                    found.setdefault(LANGUAGE, []).append(f"{name}: {wrong!r} in {text[:50]!r}")
    return found


def _bilingual(widget: QtWidgets.QWidget, window: QtWidgets.QWidget) -> bool:
    w = widget
    while w is not None and w is not window:
        if w.objectName() in BILINGUAL:
            return True
        w = w.parentWidget()
    return False


def _wait_for_learner(page) -> None:
    for _ in range(4000):
        if page.hand is None or page.hand.is_over() or page.hand.players_turn() and page.idle():
            return
        QtWidgets.QApplication.processEvents()
        time.sleep(0.005)


def _prepare(window, key: str) -> None:
    """Put a page in a state worth walking: an answer checked, a hand dealt with a hint shown."""
    page = window.pages[key]
    if key == PageKey.LEARN and getattr(page, "exercise", None) is not None:
        page.exercise.check()
    if key == PageKey.PLAY:
        page.setup.set_choice("bahu", "haimen", 0, "casual", 0)
        page.setup.random.setChecked(False)
        page.setup.deal.setValue(7)
        page.deal_new()
        for _ in range(3):  # past the drawing's wager: a whole hand in hand
            _wait_for_learner(page)
            passes = [e for e in page.hand.legal() if e.type == "pass"] if page.hand.players_turn() else []
            if not passes:
                break
            page.choose(passes[0])
        _wait_for_learner(page)
        page.ask_hint()
        for _ in range(2000):
            if page.idle():
                break
            QtWidgets.QApplication.processEvents()
            time.sleep(0.005)
        settle_events()


@pytest.fixture(scope="module")
def walked(qapp):
    """Every (page, size, language) walked once: {(page, "WxH", lang, check): [what was found]}."""
    class _Bot:  # the window lives for the module, not for one test: it is closed here, not by pytest-qt
        def addWidget(self, widget):  # noqa: N802 - pytest-qt's name
            pass

        def waitExposed(self, widget):  # noqa: N802
            return contextlib.nullcontext()

    data = Path(tempfile.mkdtemp(prefix="page-walk-"))
    bot = _Bot()
    window = make_window(bot, data, "zh", size=SIZES[0])
    window.ctx.settings.play_delay = 0
    defects: dict[tuple[str, str, str, str], list[str]] = {}
    try:
        for key in PAGE_KEYS:
            window.show_page(key)
            settle_events()
            _prepare(window, key)
        for lang, switch in LANGS:
            if switch:
                window.set_language(switch)
                settle_events()
            for width, height in SIZES:
                window.resize(width, height)
                settle_events()
                for key in PAGE_KEYS:
                    page = window.show_page(key)
                    settle_events()
                    if (window.width(), window.height()) != (width, height):
                        defects[(str(key), f"{width}x{height}", lang, SIZE)] = [f"{window.width()}x{window.height()}"]
                        window.resize(width, height)
                        settle_events()
                    for check, what in walk(window, page, lang.rstrip("*")).items():
                        defects[(str(key), f"{width}x{height}", lang, check)] = what
    finally:
        play = window.pages.get(PageKey.PLAY)
        for _ in range(3000):
            if play is None or play.idle():
                break
            play.timer.stop()
            QtWidgets.QApplication.processEvents()
            time.sleep(0.01)
        close_window(window)
        window.close()
        window.deleteLater()
    return defects


def test_every_page_at_every_size_and_language_shows_its_text_whole(walked):
    new = {k: v for k, v in walked.items() if k not in KNOWN}
    gone = KNOWN - set(walked)
    message = ["new defects:"] + [f"  {k}: {v[:4]}" for k, v in sorted(new.items())]
    message += ["fixed (remove from KNOWN):"] + [f"  {k}" for k in sorted(gone)]
    if new or gone:
        print("\n".join(message))  # whole, in the captured output: pytest shortens the assertion's
    assert not new and not gone, "\n".join(message)
