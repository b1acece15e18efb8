"""A sitting at the practice table (:class:`archive_app.presenters.practice_sitting.PracticeSitting`),
driven beside the page's single hands: the page plays each hand as it plays any; this deals the
sitting's hands, adds each finished one, and keeps the sitting after every hand — in the settings
(written through at once) and as a file in the data folder's ``practice`` folder, which the replay page
opens — so a crash loses at most the hand in progress (and that one too is kept move by move by the
page). A sitting left unfinished is offered back on the next start; a finished one is counted in the
store's progress.
"""

from __future__ import annotations

from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from archive_app.presenters.practice import PracticeHand
from archive_app.presenters.practice_levels import bot_of, level_of
from archive_app.presenters.practice_sitting import PracticeSitting, count_sitting, new_sitting, save_sitting, sitting_path
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.navigation import PageKey
from archive_app.ui.widgets.practice_sitting import SittingBanner, SittingPanel
from archive_app.ui.widgets.sitting_sheet import WidenWhileShown

if TYPE_CHECKING:
    from archive_app.ui.pages.play import PlayPage

STARTED = "Started"  # the sitting's tag: when it began, which names its file


class SittingControl(QtCore.QObject):
    def __init__(self, page: PlayPage) -> None:
        super().__init__(page)
        self.page = page
        self.active: PracticeSitting | None = None
        self.path: Path | None = None
        self.panel = SittingPanel()
        self.banner = SittingBanner()
        self.panel.start_sitting.connect(self.start)
        self.panel.next_hand.connect(self.deal_next)
        self.panel.open_replay.connect(self.open_in_replay)
        self.panel.view.hand_chosen.connect(lambda _i: None)  # the sheet is the learner's to read
        self.banner.resume.connect(self.resume)
        self.banner.forget.connect(self.forget)
        self.widen: WidenWhileShown | None = None  # made once the page has its tabs

    @property
    def settings(self):  # noqa: ANN201 - the app's settings
        return self.page.ctx.settings

    def retranslate(self) -> None:
        if self.widen is None:
            self.widen = WidenWhileShown(self.page.tabs, self.panel, self.panel.view.sheet.full_width,
                                         lambda: self.active is not None)
        self.panel.retranslate()
        self.banner.retranslate()
        self.show()

    # --- starting, resuming, leaving ---
    def start(self, hands: int) -> None:
        game, rules, seat, level = self.page.setup.choice()
        ps = new_sitting(game, rules, seat, bot_of(level), hands, self.page.setup.deal_number())
        stamp = f"{datetime.now():%Y%m%d-%H%M%S}"
        self.active = PracticeSitting(replace(ps.sitting, tags={**ps.sitting.tags, STARTED: stamp}))
        self._keep()
        self.page.start(self.active.next_hand())
        self.show()

    def offer_resume(self) -> bool:
        """A sitting kept unfinished: offered back (True), or nothing to offer."""
        text = self.settings.play_sitting
        if not text:
            return False
        try:
            ps = PracticeSitting.from_text(text)
        except Exception:  # noqa: BLE001 - a kept sitting that no longer loads is simply not offered
            self.settings.play_sitting = ""
            return False
        self._kept = ps
        self.banner.offer_sitting(self.page.setup.game_name(ps.game), ps.played, ps.target)
        return True

    def resume(self) -> None:
        ps = getattr(self, "_kept", None)
        if ps is None:
            return
        self.active = ps
        self.banner.hide()
        self.page.banner.hide()
        self.page.setup.set_choice(ps.game, ps.rules, ps.seat, level_of(ps.bot))
        hand = self._kept_hand(ps)
        self.page.start(hand if hand is not None else ps.next_hand())
        self.show()

    def _kept_hand(self, ps: PracticeSitting) -> PracticeHand | None:
        """The sitting's hand in progress when the app went, as the page kept it move by move."""
        from engine.core.record import Record

        text = self.settings.play_in_progress
        try:
            hand = PracticeHand(Record.from_text(text)) if text else None
        except Exception:  # noqa: BLE001 - a kept hand that no longer loads: the sitting deals it again
            return None
        return hand if hand is not None and ps.owns(hand) else None

    def forget(self) -> None:
        self.settings.play_sitting = ""
        self.settings.sync()
        self.banner.hide()
        self.page.deal_new()

    def leave(self) -> None:
        """A single hand asked for: the sitting stays kept, and is offered back at once (and on the next start)."""
        was = self.active
        self.active = None
        if was is not None and not was.done:
            self.offer_resume()
        self.show()

    # --- hand by hand ---
    def hand_finished(self, hand: PracticeHand) -> bool:
        """A finished hand into the sitting (if it is the sitting's): kept, shown; True if it was."""
        ps = self.active
        if ps is None or not ps.owns(hand):
            return False
        self.active = ps = ps.add(hand)
        self._keep()
        if ps.done:
            self.settings.play_sitting = ""
            self.settings.sync()
            try:
                count_sitting(self.page.ctx.store, ps)
            except Exception as e:  # noqa: BLE001 - the store says why; the sitting's file is kept all the same
                self.page.ctx.status.emit(self.tr("The sitting could not be counted: %1").replace("%1", str(e)))
            self.page._show_progress()  # the sittings' progress with this one
        self.show()
        self.page.tabs.setCurrentWidget(self.panel)
        return True

    def deal_next(self) -> None:
        ps = self.active
        if ps is None or ps.done or (self.page.hand is not None and not self.page.hand.is_over()):
            QtWidgets.QApplication.beep()
            return
        self.page.start(ps.next_hand())
        self.show()

    def _keep(self) -> None:
        ps = self.active
        if ps is None:
            return
        self.settings.play_sitting = "" if ps.done else ps.text()
        self.settings.sync()
        started = datetime.strptime(ps.sitting.tags.get(STARTED, "20000101-000000"), "%Y%m%d-%H%M%S")
        try:
            self.path = save_sitting(ps, sitting_path(self.page.ctx.data_dir / "practice", ps, started))
        except OSError as e:
            self.page.ctx.status.emit(self.tr("The sitting could not be saved: %1").replace("%1", e.strerror or str(e)))
            self.path = None

    # --- showing ---
    def show(self) -> None:
        ps = self.active
        panel = self.panel
        if ps is None:
            panel.show_status(0, 0, "", False)
            panel.next_button.setEnabled(False)
            panel.replay_button.setEnabled(False)
            return
        sheet = ps.sheet()
        names = self.page.names() if self.page.hand is not None else ()
        panel.view.sheet.conv = self.page.conv
        panel.view.show_sheet(sheet, names or None, self.page.lang())
        panel.view.select(max(0, ps.played - 1))
        total = sheet.series[-1][ps.seat]
        panel.show_status(ps.played, ps.target, f"{total:+g}" if total else "0", ps.done)
        hand_over = self.page.hand is None or self.page.hand.is_over()
        panel.next_button.setEnabled(not ps.done and hand_over and ps.played > 0)
        panel.replay_button.setEnabled(self.path is not None and ps.played > 0)
        if self.widen is not None:
            self.widen.fit()

    def open_in_replay(self) -> None:
        if self.path is None or not self.page.ctx.navigator.has(PageKey.REPLAY):
            QtWidgets.QApplication.beep()
            return
        self.page.ctx.navigator.open_record(self.path)
