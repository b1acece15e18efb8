"""The practice table's side panels: the hint (the learner's hand now and the engine's suggestion),
the review (each decision where the learner differed from the engine, biggest loss first, with the
alternative and the reason, and what the measure cannot see), and the progress per game."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import Any

from archive_app.games import adapter, keys
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.coach_words import reason_html, reasons_html
from archive_app.ui.widgets.move_list import MoveWords


class _Text(QtWidgets.QTextBrowser):
    """A panel of text made from data: what it shows is kept (the ``show_…`` call and its data), so a
    change of language or script says it again in the new words (:meth:`rerender`). A game word of
    the engine's sentences links to the glossary: ``link("g:key")``."""

    link = QtCore.Signal(str)

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.words = words
        self.describe = words.move  # a move in words; the page gives its imperative form
        self.setOpenLinks(False)
        self._shown: tuple[Callable[..., None], tuple[Any, ...]] | None = None
        self.anchorClicked.connect(self._clicked)

    def _clicked(self, url: QtCore.QUrl) -> None:
        target = url.toString()
        if target.startswith("g:"):
            self.link.emit(target)

    def _keep(self, show: Callable[..., None], *data: Any) -> None:
        self._shown = (show, data)

    def rerender(self) -> None:
        """Say again what is shown, in the current language and script (nothing shown yet: nothing)."""
        if self._shown is not None:
            show, data = self._shown
            show(*data)

    def say(self, paragraphs: Sequence[str]) -> None:
        """Show these paragraphs as they are (not remade on a change of language: an error's message)."""
        self._keep(self._say, paragraphs)
        self._say(paragraphs)

    def _say(self, paragraphs: Sequence[str]) -> None:
        w = self.words
        convert = w.conv if w.lang == "zh" and w.conv is not None else (lambda t: t)  # card names into 繁體 too
        self.setHtml("".join(f"<p>{convert(p)}</p>" for p in paragraphs))

    def stop(self) -> str:
        """A sentence's full stop, and the space after it."""
        return "。" if self.words.lang == "zh" else ". "

    def plain(self) -> str:
        return self.toPlainText()

    def reason(self, r: Any) -> str:
        """An engine sentence, its game words linked to the glossary."""
        return reason_html(r, self.words.lang, self.words.conv)

    def reasons(self, rs: Sequence[Any]) -> str:
        return reasons_html(rs, self.words.lang, self.words.conv)

    def caveat(self, limits: Any) -> str:
        """What the measure cannot see, said once under the engine's words."""
        return "<i>" + self.tr("What this measure cannot see:") + " " + self.reason(limits) + "</i>"

    def move(self, e: Any) -> str:
        return html.escape(self.describe(e))

    def cards(self, waits: Sequence[tuple[str, Any]], unit: str) -> str:
        return ", ".join(self.words.card(c) + (f" ({n} {unit})" if n is not None else "") for c, n in waits)


class HintView(_Text):
    def show_waiting(self) -> None:
        self._keep(self.show_waiting)
        self._say([self.tr("The engine is thinking…")])

    def show_empty(self) -> None:
        self._keep(self.show_empty)
        self._say([self.tr("On your turn, press Hint for the engine's view of your hand and the move it would make.")])

    def show_hint(self, h: dict[str, Any]) -> None:
        self._keep(self.show_hint, h)
        out = []
        game, waits = adapter(h["game"]), h.get("waits") or []
        drawing = h.get("buy") is not None and h.get("suggest") is not None and h["suggest"].type in ("buy", "pass")
        if drawing:  # a few cards drawn: nothing to say of the hand yet, only of the wager
            pass
        elif game.hand_measure == "yuan":
            if h.get("yuan"):
                out.append(self.tr("Your hand is yuan, with %1 hutou.").replace("%1", str(h.get("hutou") or 0)))
            elif h.get("distance") is not None:
                out.append(self.tr("Your hand is %1 card(s) from yuan.").replace("%1", str(h["distance"])))
            else:
                out.append(self.tr("Your hand is more than 4 cards from yuan."))
        elif game.hand_measure == "sets":
            out.append(self.tr("Your hand is complete.") if h.get("complete") else
                       self.tr("Sets still to make: %1.").replace("%1", str(h.get("sets_needed"))))
        elif h.get("dead"):
            out.append(self.tr("Your hand is dead: it may no longer win."))
        unit = {"hutou": self.tr("hutou"), "hu": self.tr("hu"), "xi": self.tr("xi")}[game.wait_unit]
        if not drawing:
            out.append(self.tr("You wait on: %1.").replace("%1", self.cards(waits, unit)) if waits else
                       self.tr("No card wins for you yet."))
        best = h.get("suggest")
        if best is not None:
            line = self.tr("The engine would play: %1").replace("%1", "<b>" + self.move(best) + "</b>") + self.stop()
            if best.type == "hu":
                line += self.tr("It wins at once.")
            elif h.get("why"):
                line += self.reasons(h["why"])  # the CLI hint's sentences: worth, chance, what the move keeps
            out.append(line)
        if h.get("caveat") is not None and best is not None and best.type != "hu" and h.get("buy") is None:
            out.append(self.caveat(h["caveat"]))
        self._say(out)


class ReviewView(_Text):
    """The review talks to the learner ("you played…"); with ``subject`` set to a player's name (the
    replay page reviews anybody's play) it says that name instead. ``move_links``: each decision's move
    number is a link ``move:<event index>`` (the replay page goes there)."""

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(words, parent)
        self.subject: str | None = None
        self.move_links = False

    def _who(self) -> str:
        return html.escape(self.subject or "")

    def show_waiting(self) -> None:
        self._keep(self.show_waiting)
        self._say([self.tr("The engine is reviewing your decisions…") if self.subject is None else
                  self.tr("The engine is reviewing the decisions of %1…").replace("%1", self._who())])

    def show_empty(self) -> None:
        self._keep(self.show_empty)
        self._say([self.tr("When the hand is over, the engine reviews your decisions here.")])

    def show_failed(self, text: str) -> None:
        self._keep(self.show_failed, text)
        self._say([html.escape(self.tr("The review could not be made: %1").replace("%1", text))])

    def show_review(self, found: Sequence[Any], limits: Any) -> None:
        self._keep(self.show_review, found, limits)
        you = self.subject is None
        if not found:
            out = [self.tr("You made every decision as the engine would have.") if you else
                   self.tr("%1 made every decision as the engine would have.").replace("%1", self._who())]
        elif you:
            out = [self.tr("%1 decision(s) where you played otherwise than the engine, the biggest loss first:")
                   .replace("%1", str(len(found)))]
        else:
            out = [self.tr("%1 decision(s) where %2 played otherwise than the engine, the biggest loss first:")
                   .replace("%1", str(len(found))).replace("%2", self._who())]
        for n, d in enumerate(found, 1):
            number = str(d.event + 1)
            if self.move_links:
                number = f'<a href="move:{d.event}">{number}</a>'
            played = "<b>" + self.move(d.played) + "</b>"
            if you:
                head = self.tr("%1. Move %2: you played %3").replace("%1", str(n)).replace("%2", number) \
                    .replace("%3", played)
            else:  # the name last: whatever it holds is not read as a place for another value
                head = self.tr("%1. Move %2: %3 played %4").replace("%1", str(n)).replace("%2", number) \
                    .replace("%4", played).replace("%3", self._who())
            if d.best is not None:
                head += self.tr("; the engine would play %1").replace("%1", "<b>" + self.move(d.best) + "</b>")
            out.append(head + self.stop().strip() + "<br>" + self.reasons(d.reasons))
        if limits is not None:
            out.append(self.caveat(limits))
        self._say(out)


def money(game: str, amount: str) -> str:
    """An amount in the game's money (庄, 胡 or 息: the engine's unit, the review's too); a game no longer
    registered: the bare amount."""
    from archive_app.ui.language import say

    return f"{amount} {say(*adapter(game).plug.unit)}" if game in keys() else amount


class ProgressView(QtWidgets.QTableWidget):
    """Per game: hands played, won, the average 庄 / 胡 / 息 of the learner's seat a hand, the net."""

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.verticalHeader().hide()
        self.setEditTriggers(QtWidgets.QAbstractItemView.EditTrigger.NoEditTriggers)
        self.horizontalHeader().setSectionResizeMode(QtWidgets.QHeaderView.ResizeMode.ResizeToContents)
        self.horizontalHeader().setStretchLastSection(True)
        self.rows: dict[str, Any] = {}

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([self.tr("Game"), self.tr("Played"), self.tr("Won"), self.tr("Average a hand"),
                                        self.tr("Net")])

    def show_progress(self, rows: dict[str, Any], game_name: Any) -> None:
        self.rows = rows
        self.setRowCount(len(rows))
        for i, (game, p) in enumerate(sorted(rows.items())):
            cells = (game_name(game), str(p.played), str(p.won), money(game, f"{p.average:.1f}"),
                     money(game, f"{p.net:+d}"))
            for j, text in enumerate(cells):
                self.setItem(i, j, QtWidgets.QTableWidgetItem(text))


class ProgressPanel(QtWidgets.QWidget):
    """The progress table, the hands played (newest first) and a button opening one: ``open_hand(text,
    created)`` with the hand's record text and when it was played."""

    open_hand = QtCore.Signal(str, object)

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        from archive_app.ui.widgets.sitting_progress import SittingProgressView

        self.table = ProgressView()
        self.sittings = SittingProgressView()  # the sittings played, beside the hands
        self.recent = QtWidgets.QListWidget()
        self.open_button = QtWidgets.QPushButton()
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.table, 1)
        box.addWidget(self.sittings, 1)
        box.addWidget(self.recent, 2)
        box.addWidget(self.open_button)
        self.open_button.clicked.connect(self._open)
        self.recent.itemActivated.connect(lambda _i: self._open())

    def retranslate(self) -> None:
        self.table.retranslate()
        self.sittings.retranslate()
        self.open_button.setText(self.tr("&Open this hand"))

    def show_store(self, store: Any, game_name: Any, rules_name: Any) -> None:
        from archive_app.store import practice

        try:
            rows, recent = practice.progress(store), practice.games(store)
        except Exception:  # noqa: BLE001 - no store this session: nothing to show
            rows, recent = {}, []
        self.table.show_progress(rows, game_name)
        self.sittings.show_store(store, game_name)
        self.recent.clear()
        for g in recent:
            result = self.tr("won") if g.won else self.tr("not won")
            item = QtWidgets.QListWidgetItem(f"{g.created:%Y-%m-%d %H:%M} · {game_name(g.game)} · "
                                             f"{rules_name(g.rules)} · {result} ({money(g.game, f'{g.net:+d}')})")
            item.setData(QtCore.Qt.ItemDataRole.UserRole, (g.record, g.created))
            self.recent.addItem(item)
        self.open_button.setEnabled(bool(recent))

    def _open(self) -> None:
        item = self.recent.currentItem() or self.recent.item(0)
        if item is not None:
            text, created = item.data(QtCore.Qt.ItemDataRole.UserRole)
            self.open_hand.emit(text, created)


class ResumeBanner(QtWidgets.QFrame):
    """A hand left unfinished (the app closed or crashed): continue it or forget it."""

    resume = QtCore.Signal()
    forget = QtCore.Signal()

    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.setStyleSheet("ResumeBanner { background: #fff1cf; border: 1px solid #d2a950; border-radius: 4px; }")
        self.text = QtWidgets.QLabel()
        self.text.setWordWrap(True)
        self.resume_button, self.forget_button = QtWidgets.QPushButton(), QtWidgets.QPushButton()
        row = QtWidgets.QHBoxLayout(self)
        row.setContentsMargins(8, 4, 8, 4)
        row.addWidget(self.text, 1)
        row.addWidget(self.resume_button)
        row.addWidget(self.forget_button)
        self.resume_button.clicked.connect(self.resume)
        self.forget_button.clicked.connect(self.forget)
        self.hide()

    def retranslate(self) -> None:
        self.resume_button.setText(self.tr("&Continue the hand"))
        self.forget_button.setText(self.tr("&Forget it"))

    def offer(self, game: str, moves: int) -> None:
        self.text.setText(self.tr("A hand was left unfinished (%1, %2 moves played).").replace("%1", game)
                          .replace("%2", str(moves)))
        self.show()


class ResultTab(QtWidgets.QWidget):
    """How the hand came out (the replay page's result view: for 八胡 who pays whom), where its record
    was saved, and the button that opens it in the replay page."""

    def __init__(self, words: MoveWords, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        from archive_app.ui.widgets.replay_result import ReplayResult

        self.view = ReplayResult(words)
        self.saved = QtWidgets.QLabel()
        self.saved.setWordWrap(True)
        self.open_button = QtWidgets.QPushButton()
        self.open_button.setEnabled(False)
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.view, 1)
        box.addWidget(self.saved)
        box.addWidget(self.open_button)

    def retranslate(self) -> None:
        self.open_button.setText(self.tr("Open in repla&y"))
