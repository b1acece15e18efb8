"""Replay annotated games: the sample games (content/games) or a record file opened or dropped on
the page, on a card table (:class:`~archive_app.ui.widgets.table_view.TableView`), move by move,
with comments, glyphs, variations, the rules broken, the engine's analysis of the seat to move, the
settlement at the end and the engine's review of one player's decisions; and recording a hand move
by move (docs/replay.md).

Keys: ←/→ one move, Home/End, Ctrl+↓ into the next move's variation, Ctrl+↑ out of a variation,
Ctrl+O open a record; while recording Ctrl+Z undoes the last move and Ctrl+S saves.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from archive_app.ops import BackgroundOp
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.presenters.replay_session import ReplaySession
from archive_app.ui.context import AppContext
from archive_app.ui.pages.base import Page
from archive_app.ui.widgets.game_list import GameList
from archive_app.ui.widgets.move_list import MoveList
from archive_app.ui.widgets.record_panel import NewGameDialog, RecordPanel
from archive_app.ui.widgets.replay_nav import ReplayNav
from archive_app.ui.widgets.replay_notes import ReplayNotes
from archive_app.ui.widgets.replay_result import ReplayResult
from archive_app.ui.widgets.replay_analysis_tab import ReplayAnalysis
from archive_app.ui.widgets.replay_review import ReplayReview
from archive_app.ui.widgets.replay_sitting import ReplaySitting, hand_at, read_for_replay
from archive_app.ui.widgets.table_view import TableView
from archive_app.ui.language import error_text
from engine.core.errors import InputError


class ReplayPage(Page):
    key = "replay"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None,
                 games_root: Path | None = None) -> None:
        super().__init__(ctx, parent)
        self.games_root = games_root or ctx.content_dir / "games"
        self._own_root, self._waiting = games_root is not None, False  # else the games come with the content
        self.session: ReplaySession | None = None
        self.source = ""  # the sample game's path or the file shown (remembered between runs)
        self.recording = False
        self._analysis_token = 0
        self.setAcceptDrops(True)

        self.table = TableView()
        self.nav = ReplayNav()
        self.moves = MoveList()
        self.words = self.moves.words
        self.notes = ReplayNotes(self.words)
        # the content may have loaded before this page was built: its links read as words from the start
        self.notes.library = self.moves.library = ctx.library
        self.result_view = ReplayResult(self.words)
        self.review = ReplayReview(self.words)
        self.analysis = ReplayAnalysis(self.words)
        self.sitting_tab = ReplaySitting()  # a sitting's hands, score sheet and plot (hidden for one hand)
        self.games = GameList()
        self.recorder = RecordPanel(self.words)
        self.recorder.hide()
        self.error = QtWidgets.QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #b3261e; font-weight: bold;")
        self.error.hide()

        left = QtWidgets.QWidget()
        lbox = QtWidgets.QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.error)
        lbox.addWidget(self.table.in_scroll_area(), 1)
        lbox.addWidget(self.nav)
        self.tabs = QtWidgets.QTabWidget()
        self.tabs.addTab(self.games, "")
        self.tabs.addTab(self.moves, "")
        self.tabs.addTab(self.result_view, "")
        self.tabs.addTab(self.review, "")
        self.tabs.addTab(self.analysis, "")
        self.tabs.addTab(self.sitting_tab, "")
        self.tabs.setTabVisible(5, False)
        self.sitting_tab.attach(self.tabs)
        right = QtWidgets.QSplitter(QtCore.Qt.Orientation.Vertical)
        right.addWidget(self.tabs)
        right.addWidget(self.notes)
        right.addWidget(self.recorder)
        right.setStretchFactor(0, 3)
        right.setStretchFactor(1, 2)
        split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([860, 340])
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(split)

        self.moves.node_chosen.connect(self.go)
        self.nav.moved.connect(self._nav)
        self.nav.slider_moved.connect(self._slider)
        self.nav.view_changed.connect(lambda _v: self._show_table())
        self.games.chosen.connect(self._chosen)
        self.games.open_requested.connect(self.open_dialog)
        self.games.record_requested.connect(self.start_recording)
        self.notes.link.connect(self.ctx.open_target)
        self.result_view.link_activated.connect(self.ctx.open_target)
        self.result_view.offers_end = True
        self.result_view.to_end.connect(lambda: self._nav("end"))
        self.review.view.link.connect(self.ctx.open_target)
        self.analysis.link.connect(self.ctx.open_target)
        self.review.seat_chosen.connect(lambda s: setattr(self.ctx.settings, "replay_review_seat", s))
        self.review.move_chosen.connect(lambda i: self.go((i - 1,) if i > 0 else ()))  # the moment it was decided
        self.analysis.moment_chosen.connect(lambda n: self.go((n - 1,) if n > 0 else ()))
        self.analysis.analysed.connect(self._engine_marks)
        self.sitting_tab.hand_chosen.connect(lambda i: self.show_hand(i))
        self.table.card_clicked.connect(self._card_clicked)
        self.recorder.play.connect(self.play)
        self.recorder.comment.connect(self.set_comment)
        self.recorder.undo.connect(self.undo)
        self.recorder.save.connect(self.save_dialog)
        self.recorder.stop.connect(self.stop_recording)
        for key, slot in (("Left", lambda: self._nav("back")), ("Right", lambda: self._nav("forward")),
                          ("Home", lambda: self._nav("home")), ("End", lambda: self._nav("end")),
                          ("Ctrl+Down", lambda: self._nav("enter")), ("Ctrl+Up", lambda: self._nav("leave")),
                          ("Ctrl+O", self.open_dialog), ("Ctrl+Z", self.undo), ("Ctrl+S", self.save_dialog)):
            sc = QtGui.QShortcut(QtGui.QKeySequence(key), self)
            sc.setContext(QtCore.Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        self.retranslate()
        self.load_samples()
        self.nav.setEnabled(self.session is not None)

    # --- texts ---
    def lang(self) -> str:
        return self.ctx.settings.language

    def conv(self, text: str) -> str:
        from archive_app.script import to_script

        return to_script(text, self.ctx.settings.script)

    def retranslate(self) -> None:
        self.tabs.setTabText(0, self.tr("&Games"))
        self.tabs.setTabText(1, self.tr("&Moves"))
        self.tabs.setTabText(2, self.tr("&Result"))
        self.tabs.setTabText(3, self.tr("Revie&w"))
        self.tabs.setTabText(4, self.tr("A&nalysis"))
        self.tabs.setTabText(5, self.tr("S&itting"))
        self.sitting_tab.retranslate(self.lang(), self.conv)
        # every tab in view where there is room; in a narrow window the table keeps its cards and the
        # tab bar scrolls (five tabs are wider than a 800-pixel window can spare)
        self.tabs.setMinimumWidth(min(self.tabs.tabBar().sizeHint().width() + 6, 300))
        self.nav.retranslate()
        self.games.retranslate(self.lang())
        self.recorder.retranslate()
        self.notes.conv = self.result_view.conv = self.moves.conv = self.words.conv = self.conv
        self.words.lang = self.lang()
        if self.session is not None:
            self._fill_moves()
            self.show_point()
        self.review.retranslate()  # after the words: the review is said again in the new language
        self.analysis.retranslate()

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [("←  →", self.tr("One move back or forward")), ("Home  End", self.tr("The deal, the last move")),
                ("Ctrl+↓", self.tr("Into the next move's variation")), ("Ctrl+↑", self.tr("Out of the variation")),
                ("Ctrl+O", self.tr("Open a record file")), ("Ctrl+Z", self.tr("Undo the last move (recording)")),
                ("Ctrl+S", self.tr("Save the record (recording)"))]

    def on_library_ready(self) -> None:
        self.notes.library = self.moves.library = self.ctx.library
        if self._waiting:
            self.load_samples()
        if self.session is not None:
            self._fill_moves()
            self.show_point()

    # --- games ---
    def load_samples(self) -> None:
        from archive_app.content.games import sample_games

        library = None if self._own_root else self.ctx.library_or_none()
        self._waiting = not self._own_root and library is None
        if self._waiting:
            return
        games = sample_games(self.games_root) if library is None else library.games
        self.games.set_games(games, self.lang())
        last, at = self.ctx.settings.replay_game, self.ctx.settings.replay_position
        by_path = {g.path: g for g in games}
        if last in by_path:
            self.open_sample(by_path[last], at)
        elif last and Path(last).is_file():
            self.open_path(Path(last), at, quiet=True)
        if self.session is None and games:
            self.open_sample(games[0])

    def _chosen(self, data: Any) -> None:
        if isinstance(data, str):
            self.open_path(Path(data))
        else:
            self.open_sample(data)

    def open_sample(self, game: Any, at: str = "") -> None:
        """A game the referee finds at fault opens where it was last right, saying what is wrong and where."""
        self.show_record(game.playable_record(), game.path, at or game.last_good)
        if game.fault:
            self.show_error(self.tr("This game has an error; it opens just before it: %1").replace("%1", game.fault))

    def open_dialog(self) -> None:
        name, _ = QtWidgets.QFileDialog.getOpenFileName(self, self.tr("Open a game record"), "",
                                                        self.tr("Game records (*.txt *.json);;All files (*)"))
        if name:
            self.open_path(Path(name))

    def open_path(self, path: Path, at: str = "", quiet: bool = False) -> bool:
        """Open a record file; a bad file is reported (file:line) and the game shown stays."""
        index, at = hand_at(at)
        try:
            record, sitting = read_for_replay(path)
        except InputError as e:
            if not quiet:
                self.show_error(self.tr("This file cannot be opened: %1").replace("%1", error_text(e)))
            return False
        self.source = str(path)
        if sitting is None:
            self.show_record(record, str(path), at)
        else:
            self.show_hand(index, sitting, at)
        self.games.add_file(path.name, str(path))
        return True

    def show_error(self, text: str) -> None:
        self.error.setText(text)
        self.error.setVisible(bool(text))

    def show_hand(self, index: int, sitting: Any = None, at: str = "") -> None:
        """Hand ``index`` (0 for the first) of the sitting shown, or of ``sitting`` now opened."""
        sitting = sitting or self.sitting_tab.sitting
        if sitting is None or not sitting.hands:
            return
        index = max(0, min(index, len(sitting.hands) - 1))
        self.sitting_tab.set_sitting(sitting, index, self.lang())
        self.tabs.setTabVisible(5, True)
        self.show_record(sitting.hands[index].record, self.source, at, in_sitting=True)

    def show_record(self, record: Any, source: str, at: str = "", in_sitting: bool = False) -> None:
        if not in_sitting:  # one hand: no sitting tab
            self.sitting_tab.set_sitting(None, 0, self.lang())
            self.tabs.setTabVisible(5, False)
        self.stop_recording(quiet=True)
        self.session = ReplaySession(record)
        self.source = source
        self.games.mark(source)
        self.nav.setEnabled(True)
        self.show_error("")
        if at:
            try:
                self.session.go(tuple(int(p) for p in at.split(".")))
            except (ValueError, IndexError):
                self.session.home()
        self._fill_moves()  # before the seats: their names come from the record
        seats = self.session.model().playing()
        self.nav.set_seats(seats, self.words)
        self.review.set_record(record, seats, self.ctx.settings.replay_review_seat)
        self.analysis.set_record(record, seats)
        if "Practice" in record.tags and self.analysis.button.isEnabled():
            self.analysis.start()  # a hand from the practice table opens with its analysis under way
        self.show_point()

    def _engine_marks(self, marks: dict[int, str]) -> None:
        if marks != self.moves.engine_marks:
            self.moves.engine_marks = dict(marks)
            self._fill_moves()
            if self.session is not None:
                self.moves.select(self.session.path)

    def _fill_moves(self) -> None:
        s = self.session
        names = tuple(s.record.tags.get("Players") or ()) if s else ()
        self.moves.set_record(s.record if s else None, self.lang(), s.broken if s else {}, names)
        self.words.names = names

    def _moves_changed(self) -> None:
        """A move recorded or taken back: a review shown is of other moves."""
        self._fill_moves()
        if self.session is not None:
            self.review.set_record(self.session.record, self.review.seats(), self.review.chosen_seat())
            self.analysis.set_record(self.session.record, self.analysis.seats)

    # --- moving ---
    def _nav(self, what: str) -> None:
        s = self.session
        if s is None:
            return
        if what == "forward":
            if s.path == s.line_paths()[-1]:
                self.nav.stop_autoplay()
            s.step(1)
        elif what == "back":
            s.step(-1)
        elif what == "home":
            s.home()
        elif what == "end":
            s.end()
        elif what == "enter":
            s.enter()
        elif what == "leave":
            s.leave()
        self.show_point()

    def _slider(self, index: int) -> None:
        if self.session is not None:
            paths = self.session.line_paths()
            self.session.go(paths[max(0, min(index, len(paths) - 1))])
            self.show_point()

    def go(self, path: tuple) -> None:
        if self.session is not None and tuple(path) != self.session.path:
            self.session.go(tuple(path))
            self.show_point()

    def show_point(self) -> None:
        s = self.session
        if s is None:
            return
        refused = s.settle_point()
        if refused is not None:
            self.show_error(self.tr("This move cannot be played: %1").replace("%1", error_text(refused)))
        self.moves.select(s.path)
        self.analysis.set_current(s.path[0] + 1 if s.path else 0)  # the main line's moment under a variation
        paths = s.line_paths()
        self.nav.set_position(paths.index(s.path), len(paths) - 1, s.can_enter(), s.in_variation())
        self._show_table()
        self.notes.show_move(s.event(), s.broken_here(), s.deal_comment())
        result = s.result()
        self.notes.show_result(result)
        self.result_view.show_result(result)
        if self.recording:
            self.recorder.set_legal(s.legal() if not result else [], result is not None)
        self._analyse()
        self.ctx.settings.replay_game = self.source
        hand = self.sitting_tab.hand.currentIndex() + 1 if self.sitting_tab.sitting is not None else 0
        self.ctx.settings.replay_position = (f"h{hand}:" if hand else "") + ".".join(str(p) for p in s.path)

    def _show_table(self) -> None:
        s = self.session
        if s is None:
            return
        model = s.model()
        self.table.set_table(model, self.nav.view_seat())
        if self.recording and model.to_move is not None:
            self.table.set_clickable([model.to_move])
        else:
            self.table.set_clickable([])

    def _analyse(self) -> None:
        from archive_app.presenters.replay_analysis import analyse

        s = self.session
        if s is None or s.state().is_over():
            self.notes.show_analysis(None)
            return
        self._analysis_token += 1
        token, record, line = self._analysis_token, s.record, s.line()
        self.notes.show_thinking()

        def done(result: Any) -> None:
            if token == self._analysis_token:
                self.notes.show_analysis(result)

        def failed(_e: BaseException) -> None:
            if token == self._analysis_token:
                self.notes.show_analysis(None)

        BackgroundOp(self, lambda _progress: analyse(record, 0, line)).on_success(done).on_failure(failed).start()

    # --- recording ---
    def start_recording(self) -> None:
        dialog = NewGameDialog(self)
        if dialog.exec() != QtWidgets.QDialog.DialogCode.Accepted or dialog.result_record is None:
            return
        self.begin_recording(dialog.result_record)

    def begin_recording(self, record: Any) -> None:
        self.show_record(record, "")
        self.recording = True
        self.recorder.show()
        self.tabs.setCurrentWidget(self.moves)
        self.show_point()
        self.recorder.legal.setFocus()

    def stop_recording(self, quiet: bool = False) -> None:
        self.recording = False
        self.recorder.hide()
        if not quiet and self.session is not None:
            self.show_point()

    def play(self, event: Any) -> None:
        s = self.session
        if not self.recording or s is None:
            return
        s.end()
        try:
            s.play(event)
        except InputError as e:
            self.show_error(error_text(e))
            return
        self.show_error("")
        self._moves_changed()
        self.show_point()

    def _card_clicked(self, seat: int, code: str) -> None:
        if self.session is None or not self.recording:
            return
        for e in self.recorder.events():
            if e.type == "discard" and e.seat == seat and e.card is not None and e.card.code == code:
                self.play(e)
                return

    def undo(self) -> None:
        if self.recording and self.session is not None and self.session.undo() is not None:
            self._moves_changed()
            self.show_point()

    def set_comment(self, text: str) -> None:
        if self.session is None:
            return
        self.session.set_comment(self.lang(), text)
        self._fill_moves()
        self.show_point()

    def save_dialog(self) -> None:
        if self.session is None or not self.recording:
            return
        name, _ = QtWidgets.QFileDialog.getSaveFileName(self, self.tr("Save the record"), "game.txt",
                                                        self.tr("Game records (*.txt)"))
        if name:
            self.save_to(Path(name))

    def save_to(self, path: Path) -> None:
        try:
            path.write_text(self.session.text(), encoding="utf-8")  # type: ignore[union-attr]
        except OSError as e:
            self.show_error(self.tr("The record could not be saved: %1").replace("%1", e.strerror or str(e)))
            return
        self.source = str(path)
        self.ctx.status.emit(self.tr("Saved %1").replace("%1", path.name))

    # --- drag and drop ---
    def dragEnterEvent(self, event: QtGui.QDragEnterEvent) -> None:  # noqa: N802 - Qt API
        if event.mimeData().hasUrls():
            event.acceptProposedAction()

    def dropEvent(self, event: QtGui.QDropEvent) -> None:  # noqa: N802 - Qt API
        for url in event.mimeData().urls():
            if url.isLocalFile():
                self.open_path(Path(url.toLocalFile()))
                break
