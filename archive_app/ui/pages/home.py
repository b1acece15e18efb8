"""The home page: what the app is, and doors into each part."""

from __future__ import annotations

from archive_app.qt import QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.navigation import PageKey
from archive_app.ui.pages import PAGE_KEYS
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.door import DoorPanel

SHOWCASE = ("Q", "H", "B", "X:福", "1p", "2s", "3m", "9p", "2x", "7d")


class HomePage(Page):
    key = "home"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        scroll = QtWidgets.QScrollArea()
        scroll.setObjectName("homeScroll")  # frameless via the style sheet: no Qt enums before first paint
        scroll.setWidgetResizable(True)
        body = QtWidgets.QWidget()
        body.setObjectName("page")
        scroll.setWidget(body)
        QtWidgets.QVBoxLayout(self).addWidget(scroll)
        self.layout().setContentsMargins(0, 0, 0, 0)
        outer = QtWidgets.QVBoxLayout(body)
        outer.setContentsMargins(32, 24, 32, 24)
        self.title = QtWidgets.QLabel()
        self.title.setObjectName("pageTitle")
        self.subtitle = QtWidgets.QLabel()
        self.subtitle.setObjectName("subtitle")
        self.subtitle.setWordWrap(True)
        outer.addWidget(self.title)
        outer.addWidget(self.subtitle)

        self.strip = QtWidgets.QHBoxLayout()
        self.strip.setSpacing(10)
        self.card_labels = []
        for _key in SHOWCASE:  # faces are drawn just after the first paint (start-up time)
            label = QtWidgets.QLabel()
            label.setFixedSize(34, 150)
            self.card_labels.append(label)
            self.strip.addWidget(label)
        self.strip.addStretch(1)
        outer.addSpacing(12)
        outer.addLayout(self.strip)

        outer.addSpacing(12)

        grid = QtWidgets.QGridLayout()
        grid.setSpacing(12)
        self.doors: list[tuple[str, QtWidgets.QPushButton, QtWidgets.QLabel]] = []
        for key in PAGE_KEYS:  # a door to every page but this one
            if key == PageKey.HOME:
                continue
            panel = DoorPanel()  # clickable anywhere, not only on its button
            box = QtWidgets.QVBoxLayout(panel)
            button = QtWidgets.QPushButton()
            button.setObjectName("primary")
            button.clicked.connect(lambda _c=False, k=key: self.ctx.navigator.show(k))
            panel.activated.connect(button.click)
            text = QtWidgets.QLabel()
            text.setWordWrap(True)
            text.setObjectName("doorText")  # top-aligned by the style sheet
            text.setMinimumHeight(text.fontMetrics().lineSpacing() * 3 + 4)  # wrapped text must not clip
            row = QtWidgets.QHBoxLayout()  # left-aligned by a stretch, not an alignment flag (start-up time)
            row.addWidget(button)
            row.addStretch(1)
            box.addLayout(row)
            box.addWidget(text)
            n = len(self.doors)
            grid.addWidget(panel, n // 2, n % 2)
            self.doors.append((key, button, text))
        grid.setColumnStretch(0, 1)  # two doors a row, of one width
        grid.setColumnStretch(1, 1)
        outer.addLayout(grid)
        outer.addStretch(1)
        self.footer = QtWidgets.QLabel()
        self.footer.setObjectName("subtitle")
        self.footer.setWordWrap(True)
        outer.addWidget(self.footer)

    def after_first_paint(self) -> None:
        self._draw_cards()

    def _draw_cards(self) -> None:
        from archive_app.cardfaces import card_pixmap

        for key, label in zip(SHOWCASE, self.card_labels):
            pixmap = card_pixmap(key, 150, self.devicePixelRatioF())
            label.setFixedSize(pixmap.size() / pixmap.devicePixelRatio())
            label.setPixmap(pixmap)

    def retranslate(self) -> None:
        def z(text: str) -> str:  # catalogue strings: the 繁體 catalogue is already converted
            return text
        self.title.setText(z(self.tr("Long Cards Archive & Tutor")))
        self.subtitle.setText(z(self.tr(
            "The long-card games of Nantong (Bahu, Duzihu) and the Hunan character-card game Waihuzi: "
            "their source texts with translations, their history, and a rules engine that explains every verdict.")))
        texts = {
            "learn": (self.tr("Learn to play"), self.tr(
                "Step by step, from the cards to settling up: short stages, exercises the engine checks, stars.")),
            "archive": (self.tr("Read the sources"), self.tr(
                "Five source texts in their original script, each paragraph beside its English translation; "
                "articles on history and culture; search in simplified, traditional and English.")),
            "glossary": (self.tr("Glossary"), self.tr("Terms with pinyin, English glosses and dialect names.")),
            "cards": (self.tr("Card gallery"), self.tr("Every card of both decks, its names, role and figure.")),
            "bahu": (self.tr("Bahu hand lab"), self.tr(
                "Is this hand yuan? How many hutou? Which cards does it wait for? Under both regional rule sets.")),
            "settle": (self.tr("Settle a round"), self.tr("Every player's zhuang and who pays whom, with the arithmetic.")),
            "duzihu": (self.tr("Duzihu calculator"), self.tr("Seven sets and a pair: hu under single and double jiang.")),
            "waihuzi": (self.tr("Waihuzi calculator"), self.tr("Groups, xi and special hands of the Hunan character cards.")),
            "replay": (self.tr("Replay a game"), self.tr(
                "Step through recorded hands move by move, with notes on the play, the settlement and the engine's "
                "review.")),
            "play": (self.tr("Practice table"), self.tr(
                "Play hands of all three games against the engine's players; ask for a hint on your turn, and read "
                "a review of your decisions at the end.")),
            "puzzles": (self.tr("Puzzles"), self.tr(
                "Short positions to solve: count the hutou, find the waits, choose the discard. A rating, a review "
                "of the ones you missed, streaks and themes.")),
        }
        for key, button, text in self.doors:
            title, body = texts[key]
            button.setText(z(title))
            text.setText(z(body))
        self.footer.setText(z(self.tr(
            "Keyboard: F1 or ? lists every key; Ctrl+1…9 and Ctrl+0 open the first ten pages, Alt+PgDown and "
            "Alt+PgUp the next and the previous; Ctrl+F searches the archive; Ctrl+ + and Ctrl+ − change the text "
            "size.")))
