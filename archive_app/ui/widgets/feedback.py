"""What the learner sees after answering: right or not, what changed (rating, review), every correct
answer, and the engine's reasons with links to their source paragraphs."""

from __future__ import annotations

from datetime import datetime, timezone

from archive_app.presenters.puzzle_feedback import Section, explain
from archive_app.presenters.puzzle_pool import answer_kind
from archive_app.ui.widgets.puzzle_names import puzzle_title
from archive_app.presenters.puzzle_trainer import Outcome
from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.hand_view import CardGroup, HandView, ReasonList, SourceLink
from engine.exercises.model import Puzzle

GOOD, BAD, MUTED = "#2e6b34", "#b3261e", "#6b5c44"
STYLE = """
QFrame#feedback { background: #fffaf0; border: 1px solid #d8cbab; border-radius: 6px; }
QFrame#feedback QLabel { background: transparent; }
QLabel#verdict { font-size: 17pt; font-weight: bold; }
QLabel#section { color: #5a1f17; font-weight: bold; }
"""


def link_tooltip(ctx, target: str) -> str:
    head = QtCore.QCoreApplication.translate("Feedback", "Open %1 in the archive").replace("%1", target)
    para = ctx.library.paragraph(target) if ctx.library is not None else None
    if para is None:
        return head
    text = para.original if ctx.lang == "zh" else para.en
    text = " ".join((ctx.zh(text) if ctx.lang == "zh" else text).split())
    return head + "\n" + (text[:160] + "…" if len(text) > 160 else text)


def when_text(due: datetime, now: datetime | None = None) -> str:
    """'in 10 min', 'in 3 h', 'in 4 days' (translated)."""
    now = now or datetime.now(timezone.utc)
    seconds = max(0, (due - now).total_seconds())
    if seconds < 3600:
        return QtCore.QCoreApplication.translate("Feedback", "in %1 min").replace("%1", str(max(1, round(seconds / 60))))
    if seconds < 2 * 86400:
        return QtCore.QCoreApplication.translate("Feedback", "in %1 h").replace("%1", str(round(seconds / 3600)))
    return QtCore.QCoreApplication.translate("Feedback", "in %1 days").replace("%1", str(round(seconds / 86400)))


class FeedbackPanel(QtWidgets.QFrame):
    def __init__(self, ctx, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self.pool = None  # the puzzles, for a puzzle's number (the page sets it)
        self.outcome: Outcome | None = None
        self.sections: list[Section] = []
        self.setObjectName("feedback")
        self.setStyleSheet(STYLE)
        self.reason_lists: list[ReasonList] = []
        box = QtWidgets.QVBoxLayout(self)
        box.setContentsMargins(12, 10, 12, 12)
        box.setSpacing(5)
        self.verdict = QtWidgets.QLabel()
        self.verdict.setObjectName("verdict")
        self.verdict.setWordWrap(True)
        self.change = QtWidgets.QLabel()
        self.change.setWordWrap(True)
        self.answers_heading = self._section()
        self.answers_view = HandView(52)
        self.answers_text = QtWidgets.QLabel()
        self.answers_text.setWordWrap(True)
        self.why_heading = self._section()
        self.why = QtWidgets.QVBoxLayout()
        self.why.setSpacing(4)
        self.origin = QtWidgets.QHBoxLayout()
        self.origin_label = QtWidgets.QLabel()
        self.origin_label.setObjectName("subtitle")
        self.origin_label.setWordWrap(True)
        self.origin.addWidget(self.origin_label, 1)
        self.origin_links: list[SourceLink] = []
        for w in (self.verdict, self.change, self.answers_heading, self.answers_view, self.answers_text,
                  self.why_heading):
            box.addWidget(w)
        box.addLayout(self.why)
        box.addLayout(self.origin)
        box.addStretch(1)
        self.show_outcome(None)

    def _section(self) -> QtWidgets.QLabel:
        label = QtWidgets.QLabel()
        label.setObjectName("section")
        label.setWordWrap(True)
        return label

    # --- data ---
    def show_outcome(self, outcome: Outcome | None) -> None:
        self.outcome = outcome
        self.sections = explain(outcome.puzzle, outcome.answer) if outcome else []
        self._rebuild_reasons()
        self.retranslate()

    def _rebuild_reasons(self) -> None:
        while self.why.count():
            item = self.why.takeAt(0)
            if item.widget():
                item.widget().hide()
                item.widget().deleteLater()
        self.reason_lists = []
        self._section_headings: list[tuple[QtWidgets.QLabel, Section]] = []
        for section in self.sections:
            if section.about:
                heading = QtWidgets.QLabel()
                heading.setWordWrap(True)
                self.why.addWidget(heading)
                self._section_headings.append((heading, section))
            lines = ReasonList()
            lines.link_activated.connect(self.ctx.open_target)
            lines.set_tooltip_provider(lambda t: link_tooltip(self.ctx, t))
            self.why.addWidget(lines)
            self.reason_lists.append(lines)

    def refresh_tooltips(self) -> None:
        for lines in self.reason_lists:
            lines.refresh_tooltips()
        for link in self.origin_links:
            link.setToolTip(link_tooltip(self.ctx, link.target))

    def _text(self, zh: str, en: str) -> str:
        return self.ctx.zh(zh) if self.ctx.lang == "zh" else en

    # --- drawing ---
    def retranslate(self) -> None:
        o = self.outcome
        parts = (self.verdict, self.change, self.answers_heading, self.answers_view, self.answers_text,
                 self.why_heading, self.origin_label)
        for link in self.origin_links:
            self.origin.removeWidget(link)
            link.deleteLater()
        self.origin_links = []
        if o is None:
            for w in parts[1:]:
                w.setVisible(False)
            self.verdict.setText(self.tr("Answer to see whether you are right and why."))
            self.verdict.setStyleSheet(f"color: {MUTED}; font-size: 11pt; font-weight: normal;")
            return
        for w in parts:
            w.setVisible(True)
        self.verdict.setText(self.tr("Right!") if o.solved else self.tr("Not quite."))
        self.verdict.setStyleSheet(f"color: {GOOD if o.solved else BAD};")
        self.change.setText(self._change_text(o))
        self._show_answers(o.puzzle, o.answer)
        self.why_heading.setText(self.tr("Why (each line links to its source paragraph)"))
        for (heading, _section), text in zip(self._section_headings, self._about_texts()):
            heading.setText(text)
        tones = {"": "", "bad": "bad", "muted": "muted"}
        for lines, section in zip(self.reason_lists, self.sections):
            lines.set_lines([(self._text(line.zh, line.en), line.source, tones.get(line.tone, ""))
                             for line in section.lines])
        self._show_origin(o.puzzle)

    def _about_texts(self) -> list[str]:
        out = []
        p = self.outcome.puzzle if self.outcome else None
        for _heading, section in self._section_headings:
            if p is not None and p.type == "discard":
                text = self.tr("After discarding %1:").replace("%1", section.about)
            else:
                text = (self.tr("If %1 arrives: a win") if section.wins else self.tr("If %1 arrives: no win")
                        ).replace("%1", section.about)
            out.append(text)
        return out

    def _change_text(self, o: Outcome) -> str:
        r = o.recorded
        parts = []
        if r.rated and r.learner_before and r.learner_after:
            delta = round(r.learner_after.rating - r.learner_before.rating)
            parts.append(self.tr("Your rating: %1 → %2 (%3)").replace("%1", str(round(r.learner_before.rating)))
                         .replace("%2", str(round(r.learner_after.rating))).replace("%3", f"{delta:+d}"))
        elif o.mode == "rated":
            parts.append(self.tr("Not rated: you have answered this puzzle before."))
        elif o.streak is not None:
            parts.append(self.tr("Streak over at %1.").replace("%1", str(o.streak)) if o.streak_over
                         else self.tr("Streak: %1 in a row.").replace("%1", str(o.streak)))
        if r.review_due is not None:
            parts.append(self.tr("It comes back for review %1.").replace("%1", when_text(r.review_due)))
        return "  ".join(parts)

    def _show_answers(self, p: Puzzle, given: object) -> None:
        kind = answer_kind(p.type)
        many = kind in ("card", "claim") and len(p.answers) > 1
        self.answers_heading.setText(self.tr("Every correct answer (any one of them is right):") if many
                                     else self.tr("The correct answer:"))
        if kind in ("card", "cards"):
            if kind == "card":
                groups = [CardGroup((str(c),), "", "", "good") for c in p.answers]
            else:
                waits = tuple(str(c) for c in p.answers[0])
                groups = [CardGroup(waits, self.tr("%1 wait(s)").replace("%1", str(len(waits))), "", "good")]
            self.answers_view.set_groups(groups)
            self.answers_view.setVisible(True)
            self.answers_text.setText(self._given_text(kind, given))
            return
        self.answers_view.setVisible(False)
        self.answers_view.set_groups([])
        if kind in ("claim", "nets"):
            self.answers_text.setText(self._table_answer_text(p, kind, given))
            return
        value = p.answers[0]
        shown = (self.tr("Yes") if value else self.tr("No")) if kind == "bool" else str(value)
        mine = (self.tr("Yes") if given else self.tr("No")) if kind == "bool" else str(given)
        self.answers_text.setText(f"<b>{shown}</b>" + ("" if given == value else "  " + self.tr(
            "(you answered %1)").replace("%1", mine)))

    def _table_answer_text(self, p: Puzzle, kind: str, given: object) -> str:
        from archive_app.ui.widgets.table_answer import claim_label

        if kind == "claim":
            shown = " / ".join(f"<b>{claim_label(self.ctx, str(a))}</b>" for a in p.answers)
            right = str(given) in map(str, p.answers)
            mine = claim_label(self.ctx, str(given)) if isinstance(given, str) else ""
        else:
            nets = list(p.answers[0])
            shown = "  ".join(self.tr("%1: %2").replace("%1", seat_name(i)).replace("%2", f"<b>{n:+d}</b>")
                              for i, n in enumerate(nets))
            right = list(given) == nets if isinstance(given, (list, tuple)) else False
            mine = ", ".join(f"{n:+d}" for n in given) if isinstance(given, (list, tuple)) else ""
        return shown + ("" if right else "<br>" + self.tr("(you answered %1)").replace("%1", mine))

    def _given_text(self, kind: str, given: object) -> str:
        if kind == "card":
            return self.tr("You discarded %1.").replace("%1", self._card(str(given)))
        chosen = ", ".join(self._card(str(c)) for c in given) if isinstance(given, (list, tuple)) and given \
            else self.tr("none")
        return self.tr("You chose: %1.").replace("%1", chosen)

    def _card(self, code: str) -> str:
        """A card by its name in the UI's language (七万 / seven wan); what is no card stays as it is."""
        from archive_app.games import adapter

        game = self.outcome.puzzle.game if self.outcome is not None else "bahu"
        try:
            zh, en = adapter(game).card_names(code)
        except Exception:  # noqa: BLE001 - not a card of the game: say it as given
            return code
        return self.ctx.zh(zh) if self.ctx.lang == "zh" else en

    def _show_origin(self, p: Puzzle) -> None:
        if isinstance(p.source, dict):
            self.origin_label.setText(self.tr("%1: from a hand the engine's players played against each "
                                              "other.").replace("%1", puzzle_title(p, self.pool)))
            return
        if p.source.startswith("generated:"):
            self.origin_label.setText(self.tr("%1: generated by the engine.").replace("%1", puzzle_title(p, self.pool)))
            return
        self.origin_label.setText(self.tr("%1: from a worked example of:").replace("%1", puzzle_title(p, self.pool)))
        for target in p.source.split():
            link = SourceLink(target)
            link.setToolTip(link_tooltip(self.ctx, target))
            link.activated.connect(self.ctx.open_target)
            self.origin.addWidget(link)
            self.origin_links.append(link)


__all__ = ["FeedbackPanel", "link_tooltip", "when_text"]
