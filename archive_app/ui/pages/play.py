"""The practice table: the learner plays a hand of 八胡, 笃子胡 or 歪胡子 at one seat against bots, with
hints on demand, then sees the settlement and the engine's review of his decisions.

The hand is :class:`archive_app.presenters.practice.PracticeHand`; the table is the replay page's
:class:`~archive_app.ui.widgets.table_view.TableView` seen from the learner's seat. Only legal moves
are offered (buttons, and the hand's cards for a discard); bots move one at a time after the chosen
pace, their choice made off the UI thread (:class:`archive_app.ops.BackgroundOp`), as are the hint
and the review. Every move is kept at once in the settings (the record so far), so a hand cut off
by a crash is offered back on the next start; a finished hand is written as a record file, counted
in the store, and opens in the replay page.

Keys: the move buttons' letters and 1–9; ←/→ choose a card of the hand, Enter discards it.
"""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Any

from archive_app.games import adapter
from archive_app.ops import BackgroundOp
from archive_app.presenters.practice import PracticeHand, bot_move, count_hand, learner_sits_out, new_hand, save_record
from archive_app.presenters.practice_levels import bot_of, level_of
from archive_app.qt import QtCore, QtGui, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.navigation import PageKey
from archive_app.ui.pages.base import Page
from archive_app.ui.pages.play_sitting import SittingControl
from archive_app.ui.widgets.move_list import MoveWords
from archive_app.ui.widgets.practice_actions import PracticeActions
from archive_app.ui.widgets.practice_log import PracticeLog
from archive_app.ui.widgets.practice_panels import HintView, ProgressPanel, ResultTab, ResumeBanner, ReviewView
from archive_app.ui.widgets.practice_setup import PracticeSetup
from archive_app.ui.widgets.practice_words import PracticeWords
from archive_app.ui.widgets.table_view import TableView


class PlayPage(Page):
    key = "play"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.setObjectName("page")
        self.hand: PracticeHand | None = None
        self.saved_path: Path | None = None
        self._token = 0  # a new hand or move makes pending bot moves and hints stale
        self._selected = 0  # the hand card chosen with the arrow keys (index into the legal discards)
        self._ops: list[BackgroundOp] = []
        self.words = MoveWords(self)
        self.say = PracticeWords(self.words, self)
        self.setup = PracticeSetup()
        self.table = TableView()
        self.table.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        self.actions = PracticeActions()
        self.actions.describe = self.say.describe
        self.hints = HintView(self.words)
        self.result_tab = ResultTab(self.words)
        self.result_view, self.saved_label = self.result_tab.view, self.result_tab.saved
        self.open_replay = self.result_tab.open_button
        self.review = ReviewView(self.words)
        self.hints.describe = self.review.describe = self.say.describe
        self.progress = ProgressPanel()
        self.log = PracticeLog(self.words)
        self.timer = QtCore.QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.timeout.connect(self._step)

        self.banner = ResumeBanner()
        self.sittings = SittingControl(self)  # a sitting of several hands, when one is played

        self.left = QtWidgets.QWidget()
        lbox = QtWidgets.QVBoxLayout(self.left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.table.in_scroll_area(), 1)
        lbox.addWidget(self.actions)
        self.tabs = QtWidgets.QTabWidget()
        for w in (self.hints, self.log, self.result_tab, self.review, self.progress, self.sittings.panel):
            self.tabs.addTab(w, "")
        split = QtWidgets.QSplitter(QtCore.Qt.Orientation.Horizontal)
        split.addWidget(self.left)
        split.addWidget(self.tabs)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 1)
        split.setSizes([880, 340])
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        box.addWidget(self.setup)
        box.addWidget(self.banner)
        box.addWidget(self.sittings.banner)
        box.addWidget(split, 1)

        self.setup.new_hand.connect(self.deal_new)
        self.setup.view_changed.connect(self._view_changed)
        self.setup.bots.activated.connect(lambda _i: self.ctx.status.emit(self.setup.level_line()))  # keyboard too
        self.actions.chosen.connect(self.choose)
        self.actions.hint_button.clicked.connect(self.ask_hint)
        self.table.card_clicked.connect(self._card_clicked)
        self.open_replay.clicked.connect(self.open_in_replay)
        self.progress.open_hand.connect(self.open_saved)
        self.banner.resume.connect(self.resume)
        self.banner.forget.connect(self.forget)
        self.result_view.link_activated.connect(self.ctx.open_target)
        for view in (self.hints, self.review):  # a game word of the engine's sentences: its glossary entry
            view.link.connect(self.ctx.open_target)
        for key, slot in (("Left", lambda: self._move_selection(-1)), ("Right", lambda: self._move_selection(1)),
                          ("Return", self._discard_selected), ("Enter", self._discard_selected)):
            sc = QtGui.QShortcut(QtGui.QKeySequence(key), self.left)
            sc.setContext(QtCore.Qt.ShortcutContext.WidgetWithChildrenShortcut)
            sc.activated.connect(slot)
        s = ctx.settings
        self.setup.set_choice(s.play_game, s.play_rules, s.play_seat, s.play_level, s.play_delay, s.play_show_all)
        self.retranslate()
        self._offer_resume()

    # --- words ---
    def lang(self) -> str:
        return self.ctx.settings.language

    def conv(self, text: str) -> str:
        from archive_app.script import to_script

        return to_script(text, self.ctx.settings.script)

    def retranslate(self) -> None:
        self.words.lang, self.words.conv = self.lang(), self.conv
        self.result_view.conv = self.conv
        self.setup.retranslate()
        self.actions.hint_button.setText(self.tr("Hin&t"))
        self.actions.hint_button.setToolTip(self.tr("The engine's view of your hand and the move it would make"))
        for i, text in enumerate((self.tr("&Hints"), self.tr("B&ots' moves"), self.tr("Res&ult"), self.tr("Re&view"),
                                  self.tr("Progr&ess"), self.tr("S&itting"))):
            self.tabs.setTabText(i, text)
        # the result's diagram in view; the tabs scroll when their names are wider, rather than take the table's room
        self.tabs.setMinimumWidth(self.result_tab.minimumSizeHint().width() + 10)
        self.result_tab.retranslate()
        self.banner.retranslate()
        self.progress.retranslate()
        self.sittings.retranslate()
        for view in (self.review, self.hints):  # what they show, said again in the new language
            if view.plain():
                view.rerender()
            else:
                view.show_empty()
        self._refresh()
        self.log.rerender()  # after the seats' names are said again
        self._show_progress()

    def page_shortcuts(self) -> list[tuple[str, str]]:
        return [("←  →", self.tr("Choose a card of your hand")), ("Enter", self.tr("Discard the card chosen")),
                ("H P G C X …", self.tr("The moves offered (their letters)")),
                ("1–9", self.tr("The moves offered, in order"))]

    def on_shown(self) -> None:
        if self.hand is None and self.banner.isHidden() and self.sittings.banner.isHidden():
            self.deal_new()

    # --- starting and resuming ---
    def deal_new(self) -> None:
        self.sittings.leave()  # a single hand: a sitting under way stays kept for later
        game, rules, seat, level = self.setup.choice()
        s = self.ctx.settings
        s.play_game, s.play_rules, s.play_seat, s.play_level = game, rules, seat, level
        bots = bot_of(level)
        hand = new_hand(game, rules, seat, bots, self.setup.deal_number())
        for _ in range(40):  # a random deal the learner only watches (黄胡) teaches little: deal again
            if not self.setup.random.isChecked() or not learner_sits_out(hand):
                break
            hand = new_hand(game, rules, seat, bots, self.setup.deal_number())
        self.start(hand)

    def start(self, hand: PracticeHand) -> None:
        self.hand, self.saved_path = hand, None
        self.banner.hide()
        self.words.game = hand.game
        self.review.show_empty()
        self.hints.show_empty()
        self.result_view.show_result(None)
        self.saved_label.setText("")
        self.open_replay.setEnabled(False)
        self.tabs.setCurrentWidget(self.hints)
        self._keep()
        self._advance()

    def _offer_resume(self) -> None:
        text = self.ctx.settings.play_in_progress
        if self.sittings.offer_resume() or not text:  # a sitting offered back brings its hand in progress
            return
        try:
            from engine.core.record import Record

            hand = PracticeHand(Record.from_text(text))
        except Exception:  # noqa: BLE001 - a kept hand that no longer loads is simply not offered
            self.ctx.settings.play_in_progress = ""
            return
        self._kept = hand
        self.banner.offer(self.setup.game_name(hand.game), len(hand.events))

    def resume(self) -> None:
        hand = getattr(self, "_kept", None)
        if hand is None:
            return
        self.setup.set_choice(hand.game, hand.record.rules, hand.seat, level_of(hand.bot))
        self.start(hand)

    def forget(self) -> None:
        self.ctx.settings.play_in_progress = ""
        self.ctx.settings.sync()
        self.banner.hide()
        self.deal_new()

    def _keep(self) -> None:
        """The record so far into the settings, written through at once (nothing lost on a crash)."""
        if self.hand is not None:
            self.ctx.settings.play_in_progress = "" if self.hand.is_over() else self.hand.text()
            self.ctx.settings.sync()

    # --- the table ---
    def names(self) -> tuple[str, ...]:
        seat = self.hand.seat if self.hand else -1
        seats = adapter(self.hand.game).seats if self.hand else 4
        return tuple(self.say.you() if s == seat else self.say.seat(s) for s in range(seats))

    def _view_changed(self) -> None:
        self.ctx.settings.play_delay = self.setup.delay()
        self.ctx.settings.play_show_all = self.setup.show_all.isChecked()
        self._refresh()

    def _discards(self) -> list[Any]:
        h = self.hand
        return [e for e in h.legal() if e.type == "discard"] if h is not None and h.players_turn() else []

    def _refresh(self) -> None:
        h = self.hand
        if h is None:
            self.actions.set_moves([], self.say.status("none"))
            return
        self.words.names = self.names()
        model = h.model(self.words.names)
        show_all = self.setup.show_all.isChecked() or h.is_over()
        self.table.set_table(model, None if show_all else h.seat)
        self.log.show_hand(h.game, h.events, h.seat, show_all)
        discards = self._discards()
        self.table.set_clickable([h.seat] if discards else [])
        self._selected = min(self._selected, max(0, len(discards) - 1))
        self.table.set_marked(h.seat, [discards[self._selected].card.code] if discards else [])
        if h.is_over():
            self.actions.set_moves([], self.say.status("over"))
        elif h.players_turn():
            from archive_app.presenters.practice_advice import duty

            legal = h.legal()
            found = duty(h.state, legal)
            kind = "discard" if discards and len(discards) == len(legal) else "claim" if model.current else "choose"
            if {e.type for e in legal} == {"buy", "pass"}:
                kind = "buy"  # the drawing: 买庄 on the cards held now
            self.actions.set_moves(legal, self.say.status(kind, card=model.current.card if model.current else "",
                                                          held=len(model.seats[h.seat].hand)),
                                   self.say.duty(*found) if found else "")
        else:
            mover = h.to_move()
            self.actions.set_moves([], self.say.status("bot", who=self.words.names[mover] if mover is not None else ""))
        self.actions.hint_button.setEnabled(h.players_turn())

    # --- play ---
    def _advance(self) -> None:
        self._token += 1
        self._refresh()
        h = self.hand
        if h is None:
            return
        if h.is_over():
            self.finish()
        elif not h.players_turn():
            self.timer.start(self.setup.delay())
        else:
            self.table.setFocus()

    def _step(self) -> None:
        h = self.hand
        if h is None or h.is_over() or h.players_turn():
            return
        forced = h.forced()
        if forced is not None:
            self._play(forced)
            return
        token, record, bot = self._token, h.record, h.bot

        def done(event: Any) -> None:
            if token == self._token and self.hand is h:
                self._play(event)

        def failed(e: BaseException) -> None:
            if token == self._token:
                self.actions.status.setText(self.tr("A bot could not move: %1").replace("%1", str(e)))

        self._run(lambda _p: bot_move(record, bot), done, failed)

    def _play(self, event: Any) -> None:
        self.hand.play(event)  # type: ignore[union-attr]
        self._keep()
        self._advance()

    def choose(self, event: Any) -> None:
        """The learner's move: only a legal one is ever played."""
        h = self.hand
        if h is None or not h.players_turn() or event not in h.legal():
            QtWidgets.QApplication.beep()
            return
        self.hints.show_empty()
        self._play(event)

    def _card_clicked(self, seat: int, code: str) -> None:
        for e in self._discards():
            if e.seat == seat and e.card.code == code:
                self.choose(e)
                return
        if self.hand is not None and self.hand.players_turn():
            self.actions.status.setText(self.say.discard_refused())

    def _move_selection(self, step: int) -> None:
        discards = self._discards()
        if discards:
            self._selected = (self._selected + step) % len(discards)
            self.table.set_marked(self.hand.seat, [discards[self._selected].card.code])  # type: ignore[union-attr]

    def _discard_selected(self) -> None:
        discards = self._discards()
        if discards:
            self.choose(discards[min(self._selected, len(discards) - 1)])

    def _run(self, work: Any, done: Any, failed: Any) -> None:
        self._ops = [op for op in self._ops if not op.done]
        self._ops.append(BackgroundOp(self, work).on_success(done).on_failure(failed).start())

    def idle(self) -> bool:
        """No bot move, hint or review is being worked out (tests wait for it before the page goes)."""
        return all(op.done for op in self._ops)

    # --- hints ---
    def ask_hint(self) -> None:
        from archive_app.presenters.practice_advice import hint

        h = self.hand
        if h is None or not h.players_turn():
            return
        self.tabs.setCurrentWidget(self.hints)
        self.hints.show_waiting()
        token, record, seat = self._token, h.record, h.seat

        def done(result: dict[str, Any]) -> None:
            if token != self._token:
                return
            self.hints.show_hint(result)
            best = result.get("suggest")
            if best is not None and best.type == "discard":
                discards = self._discards()
                self._selected = next((i for i, e in enumerate(discards) if e == best), self._selected)
                self.table.set_marked(seat, [best.card.code])

        self._run(lambda _p: hint(record, seat), done, lambda e: self.hints.say([str(e)]))

    # --- the end ---
    def finish(self) -> None:
        h = self.hand
        assert h is not None
        self._keep()
        result = h.result()
        self.result_view.show_result(result)
        self.tabs.setCurrentWidget(self.result_tab)
        self.saved_path = self._save_file(h, datetime.now())
        try:
            count_hand(self.ctx.store, h)
        except Exception as e:  # noqa: BLE001 - the store says why; the hand's file is kept all the same
            self.ctx.status.emit(self.tr("The hand could not be counted: %1").replace("%1", str(e)))
        self._show_progress()
        self.sittings.hand_finished(h)
        self.start_review(h.record, h.seat)

    def _save_file(self, h: PracticeHand, when: datetime) -> Path | None:
        """The hand's record as a file the replay page opens (data folder/practice)."""
        try:
            path = save_record(h, self.ctx.data_dir / "practice", when)
        except OSError as e:
            self.saved_label.setText(self.tr("The record could not be saved: %1").replace("%1", e.strerror or str(e)))
            return None
        self.saved_label.setText(self.tr("Saved as %1").replace("%1", path.name))
        self.open_replay.setEnabled(True)
        return path

    def start_review(self, record: Any, seat: int) -> None:
        from archive_app.presenters.practice_advice import differences

        self.review.show_waiting()
        token = self._token

        def done(found: Any) -> None:
            if token == self._token:
                self.review.show_review(*found)

        def failed(e: BaseException) -> None:
            if token == self._token:
                self.review.show_failed(str(e))

        self._run(lambda _p: differences(record, seat), done, failed)

    def open_in_replay(self) -> None:
        if self.saved_path is None or not self.ctx.navigator.has(PageKey.REPLAY):
            QtWidgets.QApplication.beep()
            return
        self.ctx.navigator.open_record(self.saved_path)

    # --- progress and saved hands ---
    def _show_progress(self) -> None:
        try:
            store = self.ctx.store
        except Exception:  # noqa: BLE001 - no store this session: nothing to show
            store = None
        self.progress.show_store(store, self.setup.game_name, self.setup.rules_name)

    def open_saved(self, text: str, created: datetime) -> None:
        """A hand played before: its end on the table, its result, and its review."""
        from engine.core.record import Record

        self.timer.stop()
        hand = PracticeHand(Record.from_text(text))
        self.hand = hand
        self.words.game = hand.game
        self._token += 1
        self._refresh()
        self.result_view.show_result(hand.result())
        self.saved_path = self._save_file(hand, created)
        self.start_review(hand.record, hand.seat)
        self.tabs.setCurrentWidget(self.review)
