"""The 歪胡子 calculator: the 80 character cards drawn in red and black; a hand, its table melds
(碰 歪 溜 吃), the winning card, who revealed it, and the circumstances of the win (海捞, 报听, 天胡,
地胡); the best grouping drawn, the 息 line by line with sources, and which special hands apply and
why. A second mode checks a dealt hand (19 cards, the dealer's 20) for the 起手 specials.

The page decides no rule: it shows the engine's verdict (``engine.waihuzi``), whose lines say what
counted, what was refused and why, rendered in the reader's language. Scoring takes milliseconds and
runs on every change.
"""

from __future__ import annotations

from dataclasses import dataclass

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.context import AppContext
from archive_app.ui.pages.calculator import LEFT, RESULT_STYLE, CalculatorPage, chain_tab_order, fill_box, section
from archive_app.ui.pages.saved_hands import HandToSave, SavedHands
from archive_app.ui.widgets.waihuzi_picker import WaihuziMeldEditor, WaihuziPicker, waihuzi_label
from archive_app.ui.widgets.waihuzi_result import WaihuziResult
from archive_app.ui.language import error_text
from engine.core.errors import InputError
from engine.waihuzi.cards import ALL_CARDS, BY_CODE, NUM_KINDS, format_cards
from engine.waihuzi.deal import Deal, DealSizeError, deal
from engine.waihuzi.groups import Kind, parse_meld
from engine.waihuzi.position import Position
from engine.waihuzi.rules import RuleSet
from engine.waihuzi.score import Hand, HandTooBig, Score, score

MODES = ("score", "deal")

PAGE_STYLE = RESULT_STYLE + """
QLabel#total { font-size: 13pt; font-weight: bold; color: #2f3b33; }
"""


@dataclass(frozen=True)
class Example:
    hand: str
    melds: tuple[str, ...] = ()
    win: str | None = None
    last_card: bool = False
    baoting: bool = False
    tianhu: bool = False
    dihu: bool = False
    mode: str = "score"
    revealed_by: str = "self"


EXAMPLES: tuple[Example, ...] = (
    Example("333d 270d 456x 678d 123x 789x", ("wai:9d",), "8x"),  # the reference example: valid, 9 xi
    Example("555x 123d 456d 789d 99x", ("wai:4x",), "9x"),  # 一坎一歪: the smallest win, 8
    Example("555x 123d 456d 789x 99x", ("chi:345d",), "9x"),  # 4 xi: not enough
    Example("222x 777x 000x 270d 22d 456x", ("wai:0d",), "2d"),  # 十三红 with 17 reds
    Example("111x 333x 444d 666d 888d 99x", ("wai:5x",), "9x", last_card=True),  # 对子息 全黑 行行息 海捞
    Example("555x 666x 123d 456d 789d", ("wai:4x",), "5x", last_card=True, revealed_by="other"),  # 碰, 海捞
    Example("1111d 1111x 0000x 0000d 456d 5x", mode="deal"),  # the text's own 死手牌
    Example("1234567890x 123456789d", mode="deal"),  # 无对
    Example("112233445566778899x 1d", mode="deal"),  # 九对
)
DEFAULT_EXAMPLE = 0
DEFAULT_DEAL = 6



class WaihuziPage(CalculatorPage, SavedHands):
    key = "waihuzi"
    STYLE = PAGE_STYLE
    SAVED_GAME = "waihuzi"

    def __init__(self, ctx: AppContext, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(ctx, parent)
        self.result: Score | None = None
        self.deal_result: Deal | None = None
        self.error = ""
        self._texts = {"score": "", "deal": EXAMPLES[DEFAULT_DEAL].hand}
        self._last_cards: dict[str, list] = {mode: [] for mode in MODES}  # the last hand each mode could read

        top = self.build_header(*self.build_saved_buttons())
        top.addSpacing(12)
        self.mode_tabs = QtWidgets.QTabBar()
        self.mode_tabs.setDrawBase(False)
        self.mode_tabs.setExpanding(False)
        self.mode_tabs.setFocusPolicy(QtCore.Qt.FocusPolicy.StrongFocus)
        for _ in MODES:
            self.mode_tabs.addTab("")
        top.addWidget(self.mode_tabs, 0, QtCore.Qt.AlignmentFlag.AlignBottom)
        top.addStretch(1)

        self.picker = WaihuziPicker(ctx, 80, self, detached=True)
        self.add_notation(self.picker)

        # --- left: faces, melds, the win ---
        self.faces_heading = section()
        self.melds_heading = section()
        self.meld_editor = WaihuziMeldEditor(ctx)
        self.melds_heading.setBuddy(self.meld_editor.kind_combo)
        win_row = self.build_win_row()
        self.revealed_box = QtWidgets.QCheckBox()
        self.last_card_box = QtWidgets.QCheckBox()
        self.baoting_box = QtWidgets.QCheckBox()
        self.tianhu_box = QtWidgets.QCheckBox()
        self.dihu_box = QtWidgets.QCheckBox()
        self.strict_box = QtWidgets.QCheckBox()
        self.deal_hint = QtWidgets.QLabel()
        self.deal_hint.setWordWrap(True)
        self.deal_hint.setObjectName("subtitle")

        self.score_inputs = QtWidgets.QWidget()
        score_box = QtWidgets.QVBoxLayout(self.score_inputs)
        score_box.setContentsMargins(0, 0, 0, 0)
        score_box.setSpacing(6)
        fill_box(score_box, (self.melds_heading, self.meld_editor, 4, self.win_heading, win_row, self.revealed_box,
                             self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box, 4, self.strict_box))

        # --- right: the verdict ---
        self.results = [WaihuziResult(self)]

        self.build_columns([self.faces_heading, (self.picker.grid, LEFT), self.deal_hint, 4, self.score_inputs],
                           [self.results[0]])

        # --- signals ---
        self.mode_tabs.currentChanged.connect(self._mode_changed)
        self.picker.changed.connect(self._hand_changed)
        self.meld_editor.changed.connect(self._melds_changed)
        self.win_combo.currentIndexChanged.connect(lambda _i: self._analyze())
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box,
                    self.strict_box):
            box.toggled.connect(lambda _on: self._flags_changed())

        chain_tab_order([self.examples_button, self.saved_button, self.save_button, self.clear_button, self.mode_tabs, self.picker.edit, self.picker.grid,
                         self.meld_editor.kind_combo, self.meld_editor.card_combo, self.meld_editor.add_button,
                         self.win_combo, self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box,
                         self.strict_box])

        self.load(EXAMPLES[DEFAULT_EXAMPLE])
        self.remember(self.strict_box, "waihuzi_strict")  # remembered between runs
        self.retranslate()
        self.start_history("waihuzi_in_progress")  # the hand left here last time, and Ctrl+Z / Ctrl+Shift+Z

    # --- mode ---
    def mode(self) -> str:
        return MODES[self.mode_tabs.currentIndex()]

    def set_mode(self, mode: str) -> None:
        self.mode_tabs.setCurrentIndex(MODES.index(mode))

    def _mode_changed(self, index: int) -> None:
        mode = MODES[index]
        other = MODES[1 - index]
        self._texts[other] = self.picker.text()
        self._batch = True
        try:
            self.picker.set_used([0] * NUM_KINDS if mode == "deal" else self.meld_editor.counts())
            self.picker.set_text(self._texts[mode])
        finally:
            self._batch = False
        self.score_inputs.setVisible(mode == "score")
        self.deal_hint.setVisible(mode == "deal")
        self._fill_win_combo()
        self._analyze()

    # --- input ---
    def _hand_changed(self) -> None:
        if self._batch:
            return
        self.meld_editor.set_used(self.picker.counts() if self.mode() == "score" else [0] * NUM_KINDS)
        self._fill_win_combo()
        self._analyze()

    def _melds_changed(self) -> None:
        if self.mode() == "score":
            self.picker.set_used(self.meld_editor.counts())  # re-parses: emits changed, which analyses

    def _flags_changed(self) -> None:
        tianhu = self.tianhu_box.isChecked()
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.dihu_box):
            box.setEnabled(not tianhu)
        self.last_card_box.setEnabled(not tianhu and not self.dihu_box.isChecked())
        self.dihu_box.setEnabled(not tianhu and not self.last_card_box.isChecked())
        self.win_combo.setEnabled(not tianhu and self.win_combo.count() > 0 and self.win_combo.itemData(0) is not None)
        self._flag_tooltips()
        self._analyze()

    def _flag_tooltips(self) -> None:
        """Say why a flag is greyed out: 天胡 is won on the deal; 地胡 and 海捞 exclude each other."""
        tianhu = self.tr("Not with tianhu (天胡): that win is on the deal itself")
        for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.dihu_box):
            box.setToolTip(tianhu if self.tianhu_box.isChecked() else "")
        if not self.tianhu_box.isChecked():
            if self.dihu_box.isChecked():
                self.last_card_box.setToolTip(self.tr("Not with dihu (地胡): the first card drawn is not the last"))
            if self.last_card_box.isChecked():
                self.dihu_box.setToolTip(self.tr("Not with hailao (海捞): the last card drawn is not the first"))
        self.win_combo.setToolTip(self.tr("No card is drawn in a tianhu (天胡)") if self.tianhu_box.isChecked()
                                  else self.tr("The card revealed from the stock that completed the hand"))
        if not self.tianhu_box.isChecked():
            self.revealed_box.setToolTip(self.tr("Another player revealed (揭) the winning card from the stock"))

    def _fill_win_combo(self) -> None:
        # while a card is half typed, the cards of the last hand that could be read (the choice stays)
        cards = self._last_cards["score"] if self.picker.error() else self.picker.cards()
        self.fill_win_combo(cards if self.mode() == "score" else [], BY_CODE,
                            lambda card: waihuzi_label(card, self.ctx), enabled=not self.tianhu_box.isChecked())

    def load(self, example: Example) -> None:
        self._batch = True
        try:
            if example.mode != self.mode():
                self.set_mode(example.mode)
            if example.mode == "deal":
                self.picker.set_text(example.hand)
            else:
                for box, on in ((self.tianhu_box, example.tianhu), (self.last_card_box, example.last_card),
                                (self.baoting_box, example.baoting), (self.dihu_box, example.dihu),
                                (self.revealed_box, example.revealed_by == "other")):
                    box.setChecked(on)
                self.picker.set_text("")
                self.meld_editor.set_melds(example.melds)
                self.picker.set_used(self.meld_editor.counts())
                self.picker.set_text(example.hand)
                self.meld_editor.set_used(self.picker.counts())
                self._fill_win_combo()
                if example.win:
                    self.set_win(example.win)
        finally:
            self._batch = False
        self.score_inputs.setVisible(self.mode() == "score")
        self.deal_hint.setVisible(self.mode() == "deal")
        self._flags_changed()

    def clear(self) -> None:
        with self.one_edit("clear"):
            self._clear()
        self.picker.edit.setFocus()

    def _clear(self) -> None:
        self._batch = True
        try:
            self.picker.set_text("")
            if self.mode() == "score":
                self.meld_editor.set_melds([])
                self.picker.set_used([0] * NUM_KINDS)
                for box in (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box, self.dihu_box):
                    box.setChecked(False)
        finally:
            self._batch = False
        self.meld_editor.set_used([0] * NUM_KINDS)
        self._fill_win_combo()
        self._flags_changed()

    # --- undo and the hand in progress ---
    FLAGS = ("revealed", "last_card", "baoting", "tianhu", "dihu")

    def _flag_boxes(self) -> dict[str, QtWidgets.QCheckBox]:
        return dict(zip(self.FLAGS, (self.revealed_box, self.last_card_box, self.baoting_box, self.tianhu_box,
                                     self.dihu_box)))

    def state(self) -> dict:
        texts = {**self._texts, self.mode(): self.picker.text()}
        return {"mode": self.mode(), "score": texts["score"], "deal": texts["deal"], "melds": self.meld_editor.meld_texts(),
                "win": self.win_code(), "strict": self.strict_box.isChecked(),
                **{name: box.isChecked() for name, box in self._flag_boxes().items()}}

    def restore_state(self, state: dict) -> None:
        flags = {name: bool(state.get(name, False)) for name in self.FLAGS}
        win = state.get("win") if state.get("win") in BY_CODE else None
        self.strict_box.setChecked(bool(state.get("strict", self.strict_box.isChecked())))
        self.load(Example(str(state.get("score", "")), tuple(m for m in state.get("melds", []) if isinstance(m, str)),
                          win, flags["last_card"], flags["baoting"], flags["tianhu"], flags["dihu"], "score",
                          "other" if flags["revealed"] else "self"))
        self._texts["deal"] = str(state.get("deal", ""))
        if state.get("mode") == "deal":
            self.set_mode("deal")

    def state_names(self) -> dict[str, str]:
        return {**super().state_names(), "mode": self.tr("the mode"), "score": self.tr("the hand"),
                "deal": self.tr("the dealt hand"), "melds": self.tr("the table melds"),
                "win": self.tr("the winning card"), "strict": self.tr("the card count check"),
                "revealed": self.tr("revealed by another player"), "last_card": self.tr("the last card"),
                "baoting": self.tr("baoting"), "tianhu": self.tr("tianhu"), "dihu": self.tr("dihu"),
                "saved": self.tr("a saved hand")}

    # --- saved hands: a hand to score, as the engine's position text ---
    def hand_to_save(self) -> HandToSave | None:
        if self.mode() != "score" or self.result is None:
            return None
        note = self.results[0].verdict.text()
        return HandToSave("waihuzi-strict" if self.strict_box.isChecked() else "waihuzi", format_cards(self.result.hand.concealed),
                          " ".join(self.meld_editor.meld_texts()), note, Position.from_hand(self.result.hand).text())

    def show_saved(self, row) -> None:
        if row.rules in ("waihuzi", "waihuzi-strict"):
            self.strict_box.setChecked(row.rules == "waihuzi-strict")
        try:
            p = Position.parse(row.position)
        except InputError:  # kept by another version: the hand and melds as written
            self.load(Example(row.hand, tuple(row.melds.split())))
            return
        self.load(Example(format_cards(p.concealed), tuple(m.notation for m in p.melds), p.win.code if p.win else None,
                          p.last_card, p.baoting, p.tianhu, p.dihu, "score", "self" if p.by == "self" else "other"))

    def saved_meld_words(self, melds: str) -> str:
        return self.list_words([self.meld_words(parse_meld(m)) for m in melds.split()])

    def meld_words(self, group) -> str:
        """A meld in words: 歪 玖, not wai:9d."""
        cards = group.cards[:1] if group.kind in (Kind.PENG, Kind.WAI, Kind.LIU) else group.cards
        names = ("" if self.ctx.lang == "zh" else " ").join(waihuzi_label(c, self.ctx) for c in cards)
        return f"{self.results[0].kind_name(group)} {names}"

    # --- analysis ---
    def options(self) -> RuleSet:
        return RuleSet.named("waihuzi-strict" if self.strict_box.isChecked() else "waihuzi")

    def _analyze(self) -> None:
        if self._batch:
            return
        view = self.results[0]
        self.result, self.deal_result, self.error = None, None, ""
        # While the notation cannot be read (a card half typed), the verdict stays that of the last hand that
        # could be, marked as such; the notation line shows what is wrong.
        stale = bool(self.picker.error())
        if not stale:
            self._last_cards[self.mode()] = self.picker.cards()
        cards = self._last_cards[self.mode()]
        if self.mode() == "deal":
            if not cards:
                view.show_message(self.tr("Type or pick a dealt hand: 19 cards, or the dealer's 20."), False)
            else:
                try:
                    self.deal_result = deal(cards, self.options())
                    view.show_deal(self.deal_result)
                except DealSizeError as e:
                    self.error = self.tr("A dealt hand has 19 cards, the dealer's 20; this one has %1.").replace(
                        "%1", str(e.cards))
                    view.show_message(self.error, True)
        elif not cards and not self.meld_editor.melds():
            view.show_message(self.tr("Pick the hand (the drawn winning card among it), the melds and the winning "
                                      "card to see its xi."), False)
        else:
            tianhu = self.tianhu_box.isChecked()
            try:
                hand = Hand(tuple(cards), tuple(self.meld_editor.melds()), None if tianhu else
                            (BY_CODE[self.win_code()] if self.win_code() else None),
                            last_card=self.last_card_box.isChecked() and not tianhu,
                            baoting=self.baoting_box.isChecked() and not tianhu, tianhu=tianhu,
                            dihu=self.dihu_box.isChecked() and not tianhu,
                            revealed_by="other" if self.revealed_box.isChecked() and not tianhu else "self")
                self.result = score(hand, self.options())
                view.show_score(self.result)
            except InputError as e:
                self.error = self._engine_error(e)
                view.show_message(self.error, True)
        view.set_stale(stale and (self.result is not None or self.deal_result is not None))
        self.record_edit()
        if stale:  # what is shown is not the hand typed
            self.result = self.deal_result = None
        self.update_save_button("" if self.hand_to_save() is not None else
                                self.tr("Only a hand to score can be saved; a dealt hand is not kept")
                                if self.mode() == "deal" else
                                self.tr("Nothing to save: the hand is empty or has an error"))
        self.clear_button.setEnabled(bool(self.picker.text() or (self.mode() == "score" and self.meld_editor.melds())))

    def _engine_error(self, e: InputError) -> str:
        if isinstance(e, HandTooBig):
            return self.tr("%1 cards in the hand and melds: a winning hand holds at most %2.").replace(
                "%1", str(e.cards)).replace("%2", str(e.limit))
        if e.token == "--win-card":
            return self.tr("Choose the winning card: a win is on a card revealed from the stock.")
        if e.token == "--hand":
            return self.tr("The hand is empty: the concealed cards hold at least the winning card.")
        if e.token in BY_CODE:
            return self.tr("“%1”: more than four copies, counting the hand and the melds.").replace("%1", e.token)
        return self.tr("Cannot score this hand (“%1”): %2").replace("%1", e.token).replace("%2", error_text(e))

    # --- language ---
    def retranslate(self) -> None:
        self.retranslate_header(self.tr("Waihuzi calculator"),
                                self.tr("Empty the hand (and, when scoring, the melds and flags)"))
        self.examples_button.setToolTip(self.tr("Load a worked example"))
        self.retranslate_saved()
        self.mode_tabs.setTabText(0, self.tr("Score a win"))
        self.mode_tabs.setTabText(1, self.tr("Check a deal (起手)"))
        self.mode_tabs.setTabToolTip(0, self.tr("Xi of a finished hand: groups, hao and special hands"))
        self.mode_tabs.setTabToolTip(1, self.tr("Specials of a dealt hand of 19 cards (the dealer's 20)"))
        self.mode_tabs.setAccessibleName(self.tr("Mode"))
        self.picker.retranslate()
        self.meld_editor.retranslate()
        reds = self.ctx.zh(" ".join(c.zh for c in ALL_CARDS if c.is_red))  # the engine's red cards (s004.p010)
        self.faces_heading.setText(self.tr("Cards: red %1, the rest black").replace("%1", reds))
        self.melds_heading.setText(self.tr("Table &melds: kind and card, then Add"))
        self.win_heading.setText(self.tr("The win (on a card revealed from the stock, never a discard)"))
        self.win_label.setText(self.tr("&Winning card:"))
        self.revealed_box.setText(self.tr("Revealed by another player (别家揭出)"))
        self.last_card_box.setText(self.tr("On the last card of the stock (海捞)"))
        self.baoting_box.setText(self.tr("Ready from the deal, no card changed (报听)"))
        self.tianhu_box.setText(self.tr("Dealer wins on the 20 dealt cards (天胡)"))
        self.tianhu_box.setToolTip(self.tr("No card is drawn: the winning card is not asked for"))
        self.dihu_box.setText(self.tr("Won on the first card drawn (地胡)"))
        self.strict_box.setText(self.tr("Check the card count (多牌少牌为死手)"))
        self.strict_box.setToolTip(self.tr("A hand with too many or too few cards is dead and cannot win (s004.p025)"))
        self.deal_hint.setText(self.tr("A dealt hand: 19 cards, the dealer's 20. Dui are kinds held twice or more; "
                                       "a kan or a nei hao counts as one."))
        self._fill_win_combo()
        self._flag_tooltips()
        self._fill_examples()
        self._analyze()

    def _fill_examples(self) -> None:
        notes = (
            self.tr("the reference example: 9 xi"),
            self.tr("one kan and one wai: the smallest win, 8 xi"),
            self.tr("4 xi: not enough to win"),
            self.tr("thirteen red, with 17 red cards"),
            self.tr("all alike, all black, on the last card"),
            self.tr("another player's card: peng, not wai; hailao"),
            self.tr("deal: the text's own dead hand"),
            self.tr("deal: not one dui"),
            self.tr("deal: nine dui"),
        )
        self.set_examples([(self.example_text(example, note), example) for example, note in zip(EXAMPLES, notes)],
                          self.load)

    def example_text(self, example: Example, note: str) -> str:
        """An Examples entry: the hand as typed, its melds and winning card in words (歪 玖, not wai:9d), the note."""
        words = [self.meld_words(parse_meld(text)) for text in example.melds]
        table = (" + " + self.tr("%1 on the table").replace("%1", self.list_words(words))) if words else ""
        win = (" · " + self.tr("win on %1").replace("%1", waihuzi_label(BY_CODE[example.win], self.ctx))
               if example.win else "")
        return f"{example.hand}{table}{win}  —  {note}"


__all__ = ["EXAMPLES", "Example", "WaihuziPage", "WaihuziResult"]
