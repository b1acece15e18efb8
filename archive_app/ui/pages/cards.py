"""The card gallery: both decks drawn, each card's names under it, and everything the sources say about it.

Click a card, or move with the arrow keys; the panel on the right shows its names and regional names,
its role in each game, the 八胡 combinations it belongs to, the figure on its face and its number mark,
each with links to the source paragraphs (they open in the archive).
"""

from __future__ import annotations

import html

from archive_app.card_facts import CardFacts, Note, facts
from archive_app.cardfaces import LONG_CARD_KEYS, WAIHUZI_KEYS, card_pixmap
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.base import Page
from archive_app.ui.pages.glossary import zh_for
from archive_app.ui.reader import render_links
from archive_app.ui.widgets.card_grid import RED, CardGrid, Section

Qt = QtCore.Qt

# The gallery's rows: 万, 条, 饼, then the flower and star cards; 歪胡子 small, then big.
LONG_ROWS: tuple[tuple[str, ...], ...] = (
    LONG_CARD_KEYS[0:9], LONG_CARD_KEYS[9:18], LONG_CARD_KEYS[18:27], LONG_CARD_KEYS[27:],
)
WAIHUZI_ROWS: tuple[tuple[str, ...], ...] = (WAIHUZI_KEYS[:10], WAIHUZI_KEYS[10:])
DEFAULT_KEY = "1m"


DETAIL_STYLE = """
QFrame#cardDetail { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#cardDetail QLabel { background: transparent; }
QTextBrowser#cardFacts { border: none; background: #fffaf0; }
QScrollArea#gallery { background: transparent; border: none; }
QWidget#galleryBody { background: transparent; }
"""


class CardsPage(Page):
    key = "cards"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.setStyleSheet(DETAIL_STYLE)
        outer = QtWidgets.QVBoxLayout(self)
        outer.setContentsMargins(24, 14, 24, 10)
        outer.setSpacing(6)

        top = QtWidgets.QHBoxLayout()
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        top.addWidget(self.title)
        top.addStretch(1)
        self.size_label = QtWidgets.QLabel()
        self.size_label.setObjectName("subtitle")
        self.size_slider = QtWidgets.QSlider(Qt.Orientation.Horizontal)
        self.size_slider.setRange(70, 260)
        self.size_slider.setSingleStep(10)
        self.size_slider.setPageStep(30)
        self.size_slider.setValue(120)
        self.size_slider.setFixedWidth(160)
        top.addWidget(self.size_label, 0, Qt.AlignmentFlag.AlignVCenter)
        top.addWidget(self.size_slider, 0, Qt.AlignmentFlag.AlignVCenter)
        outer.addLayout(top)
        self.subtitle = QtWidgets.QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.subtitle)

        self.sections = [Section("long", "", LONG_ROWS), Section("waihuzi", "", WAIHUZI_ROWS)]
        self.grid = CardGrid(self.sections)
        self.grid.selected.connect(self._on_selected)
        self.scroll = QtWidgets.QScrollArea()
        self.scroll.setObjectName("gallery")
        self.scroll.setWidgetResizable(True)
        self.scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        body = QtWidgets.QWidget()
        body.setObjectName("galleryBody")
        body_box = QtWidgets.QVBoxLayout(body)
        body_box.setContentsMargins(0, 0, 0, 0)
        body_box.addWidget(self.grid)
        body_box.addStretch(1)
        self.scroll.setWidget(body)
        self.size_slider.valueChanged.connect(self._on_size)

        splitter = QtWidgets.QSplitter(Qt.Orientation.Horizontal)
        splitter.setChildrenCollapsible(False)
        splitter.addWidget(self.scroll)
        splitter.addWidget(self._build_detail())
        splitter.setStretchFactor(0, 1)
        splitter.setStretchFactor(1, 0)
        splitter.setSizes([700, 330])
        outer.addWidget(splitter, 1)

        ctx.text_scale_changed.connect(lambda _s: self._apply_scale())
        ctx.language_changed.connect(lambda _l: self.retranslate())
        self.grid.current = DEFAULT_KEY

    def _build_detail(self) -> QtWidgets.QWidget:
        panel = QtWidgets.QFrame()
        panel.setObjectName("cardDetail")
        panel.setMinimumWidth(280)
        box = QtWidgets.QVBoxLayout(panel)
        box.setContentsMargins(12, 10, 6, 6)
        head = QtWidgets.QHBoxLayout()
        head.setSpacing(14)
        self.face = QtWidgets.QLabel()
        self.face.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignHCenter)
        head.addWidget(self.face, 0)
        names = QtWidgets.QVBoxLayout()
        names.setSpacing(2)
        self.name = QtWidgets.QLabel()
        self.name.setTextFormat(Qt.TextFormat.RichText)
        self.pinyin = QtWidgets.QLabel()
        self.en_name = QtWidgets.QLabel()
        self.kind = QtWidgets.QLabel()
        self.kind.setObjectName("subtitle")
        for w in (self.name, self.pinyin, self.en_name, self.kind):
            w.setWordWrap(True)
            w.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
            names.addWidget(w)
        names.addStretch(1)
        head.addLayout(names, 1)
        box.addLayout(head)
        self.facts_view = QtWidgets.QTextBrowser()
        self.facts_view.setObjectName("cardFacts")
        self.facts_view.setOpenLinks(False)
        self.facts_view.setOpenExternalLinks(False)
        self.facts_view.anchorClicked.connect(
            lambda url: self.ctx.open_target.emit(url.toString().removeprefix("go:")))
        self.facts_view.document().setDefaultStyleSheet(
            f"a {{ color: {RED}; text-decoration: none; }} h3 {{ color: {RED}; margin-top: 10px; margin-bottom: 2px; }}"
            " td { padding: 1px 6px 1px 0; vertical-align: top; } .muted { color: #6b5c44; }")
        box.addWidget(self.facts_view, 1)
        return panel

    # --- behaviour ---
    def _on_size(self, value: int) -> None:
        self.grid.set_card_height(value)
        QtCore.QTimer.singleShot(0, self._ensure_visible)

    def _ensure_visible(self) -> None:
        rect = self.grid.tile_rect(self.grid.current)
        if not rect.isNull():
            self.scroll.ensureVisible(rect.center().x(), rect.center().y(), rect.width() // 2 + 8,
                                      rect.height() // 2 + 8)

    def select(self, key: str) -> None:
        """Show card ``key`` (a cardfaces key: ``9s``, ``Q``, ``X:福``, ``7d``)."""
        self.grid.select(key)

    def _on_selected(self, key: str) -> None:
        self._show(key)
        self._ensure_visible()

    @property
    def current(self) -> str:
        return self.grid.current

    def _show(self, key: str) -> None:
        f = facts(key)
        hant = self.ctx.settings.script == "hant"
        primary, other = (f.name.hant, f.name.hans) if hant else (f.name.hans, f.name.hant)
        other_label = "简体" if hant else "繁體"
        extra = (f'&nbsp;&nbsp;<span style="font-size:11pt; color:#6b5c44">{other_label} {html.escape(other)}</span>'
                 if other != primary else "")
        self.name.setText(f'<span style="font-size:20pt; color:#5a1f17">{html.escape(primary)}</span>{extra}')
        self.pinyin.setText(f.name.pinyin)
        self.en_name.setText(f.name.en)
        self.kind.setText(self._note_text(f.kind, plain=True) if f.kind else "")
        self.face.setPixmap(card_pixmap(key, 170, self.devicePixelRatioF()))
        self.facts_view.setHtml(self._facts_html(f))
        self._apply_scale()
        self.facts_view.verticalScrollBar().setValue(0)

    def _note_text(self, note: Note, plain: bool = False) -> str:
        text = note.en if self.ctx.lang == "en" else zh_for(self.ctx)(note.zh)
        return text if plain else html.escape(text)

    def _refs_html(self, refs: tuple[str, ...]) -> str:
        """The paragraphs as the archive's source markers ([海门 ¶11]), each a link with its opening words."""
        if not refs:
            return ""
        marks = " ".join(f"[[{html.escape(r)}]]" for r in refs)
        return " " + render_links(marks, self.ctx.library, self.ctx.lang, zh_for(self.ctx))

    def _labels(self) -> dict[str, str]:
        return {
            "regional": self.tr("Regional names"),
            "roles": self.tr("Role in each game"),
            "combos": self.tr("Bahu combinations"),
            "groups": self.tr("Groups"),
            "no_combo": self.tr("None: the star cards form no combination."),
            "face": self.tr("The face"),
            "figure": self.tr("Figure"),
            "colour": self.tr("Colour"),
            "described": self.tr("As the source describes it:"),
            "glossary": self.tr("In the glossary"),
            "mark": self.tr("Number mark"),
            "head": self.tr("Head"),
        }

    def _facts_html(self, f: CardFacts) -> str:
        z, en = zh_for(self.ctx), self.ctx.lang == "en"
        hant = self.ctx.settings.script == "hant"

        def zh_name(hans: str, hant_form: str = "") -> str:
            return html.escape(hant_form if (hant and hant_form) else z(hans))

        def t(text: str) -> str:
            return html.escape(z(text))

        def note(n: Note) -> str:
            return self._note_text(n) + self._refs_html(n.refs)

        lab = {key: t(text) for key, text in self._labels().items()}
        out: list[str] = []
        if f.synonyms:
            out.append(f"<h3>{lab['regional']}</h3>")
            for s in f.synonyms:
                where = s.where_en if en else z(s.where_zh)
                where_html = f" <span class='muted'>· {html.escape(where)}</span>" if where else ""
                out.append(_item(f"<b>{zh_name(s.hans, s.hant)}</b> {html.escape(s.pinyin)} — {html.escape(s.en)}"
                                 f"{where_html}{self._refs_html(s.refs)}"))
        # roles
        out.append(f"<h3>{lab['roles']}</h3>")
        for r in f.roles:
            game = r.game_en if en else z(r.game_zh)
            role = f"{html.escape(r.role_en)} <span class='muted'>{t(r.role_zh)}</span>" if en else t(r.role_zh)
            out.append(_item(f"<b>{html.escape(game)}</b>{'：' if not en else ': '}{role}{self._refs_html(r.refs)}"))
            out.extend(_item(note(n), 1) for n in r.notes)
        # combinations
        if f.deck == "long":
            out.append(f"<h3>{lab['combos']}</h3>")
        elif f.combos:
            out.append(f"<h3>{lab['groups']}</h3>")
        if f.combos:
            for c in f.combos:
                names = [facts(k).name for k in c.cards]
                cards = " + ".join(html.escape(n.en) if en else zh_name(n.hans, n.hant) for n in names)
                label = (f"<b>{html.escape(c.en)}</b> <span class='muted'>{t(c.zh)}</span>" if en
                         else f"<b>{t(c.zh)}</b> <span class='muted'>{html.escape(c.en)}</span>")
                out.append(_item(f"{label}{'：' if not en else ': '}{cards}{self._refs_html(c.refs)}"))
                if c.aka:
                    out.extend(_item(f"<span class='muted'>{note(a)}</span>", 1, bullet="") for a in c.aka)
        elif f.deck == "long":
            out.append(f"<p class='muted'>{lab['no_combo']}</p>")
        # the face
        if f.figure or f.face or f.mark or f.colour:
            out.append(f"<h3>{lab['face']}</h3><table>")
            if f.figure:
                out.append(f"<tr><td class='muted'>{lab['figure']}</td><td>{note(f.figure)}</td></tr>")
            if f.mark:
                label = lab["mark"] if f.mark_how else lab["head"]
                how = f"<br><span class='muted'>{note(f.mark_how)}</span>" if f.mark_how else ""
                out.append(f"<tr><td class='muted'>{label}</td><td>{note(f.mark)}{how}</td></tr>")
            if f.colour:
                out.append(f"<tr><td class='muted'>{lab['colour']}</td><td>{note(f.colour)}</td></tr>")
            out.append("</table>")
            if f.face:
                quote = t(f.face.zh) if not en else html.escape(f.face.en)
                out.append(f"<p><span class='muted'>{lab['described']}</span> "
                           f"<i>{quote}</i>{self._refs_html(f.face.refs)}</p>")
        # glossary
        library = self.ctx.library
        terms = [library.terms[g] for g in f.glossary if library and g in library.terms]
        if terms:
            out.append(f"<h3>{lab['glossary']}</h3><p>")
            out.append(" · ".join(
                f'<a href="g:{x.id}">{zh_name(x.hans, x.hant)}</a> <span class="muted">{html.escape(x.en)}</span>'
                for x in terms))
            out.append("</p>")
        return "".join(out)

    def _apply_scale(self) -> None:
        scale = self.ctx.settings.text_scale
        base = QtWidgets.QApplication.font().pointSizeF()
        font = self.facts_view.font()
        font.setPointSizeF(max(6.0, base * scale))
        self.facts_view.setFont(font)
        self.facts_view.document().setDefaultFont(font)
        for w, factor, bold, italic in ((self.pinyin, 1.1, False, True), (self.en_name, 1.1, True, False),
                                        (self.kind, 0.95, False, False)):
            f = w.font()
            f.setPointSizeF(max(6.0, base * factor * scale))
            f.setBold(bold)
            f.setItalic(italic)
            w.setFont(f)

    def _captions(self) -> dict[str, tuple[str, str]]:
        hant = self.ctx.settings.script == "hant"
        out = {}
        for key in self.grid.keys:
            name = facts(key).name
            out[key] = (name.hant if hant else name.hans, name.en)
        return out

    # --- Page hooks ---
    def on_library_ready(self) -> None:
        if self.grid.current:
            self._show(self.grid.current)  # glossary links and paragraph previews need the library

    def on_shown(self) -> None:
        self.grid.setFocus()

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [(self.tr("Arrows, Home, End"), self.tr("Move between the cards"))]

    def retranslate(self) -> None:
        z = zh_for(self.ctx)
        self.title.setText(z(self.tr("Card gallery")))
        self.subtitle.setText(z(self.tr(
            "Every card of both decks with its names. Click a card or move with the arrow keys; "
            "the panel shows its regional names, its role in each game, its combinations, figure and number mark, "
            "with links to the sources.")))
        self.size_label.setText(z(self.tr("Card size")))
        self.size_slider.setToolTip(z(self.tr("Card size")))
        self.size_slider.setAccessibleName(z(self.tr("Card size")))
        self.grid.setAccessibleName(z(self.tr("Cards")))
        self.sections[0].title = z(self.tr("Long cards · 36 faces"))
        self.sections[1].title = z(self.tr("Waihuzi cards · 20 faces"))
        self.grid.set_captions(self._captions())
        self.grid.relayout()
        self._show(self.grid.current or DEFAULT_KEY)


def _item(body: str, level: int = 0, bullet: str = "•") -> str:
    """A list line as a paragraph (Qt's rich-text lists indent too deeply for a narrow panel)."""
    indent = 4 + 16 * level
    mark = f"{bullet}&nbsp;" if bullet else "&nbsp;&nbsp;"
    return f'<p style="margin-left:{indent}px; margin-top:2px; margin-bottom:2px">{mark}{body}</p>'
