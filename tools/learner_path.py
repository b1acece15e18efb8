"""Screenshots of a learner's path through the app, in both languages, for docs/learner-path.md:
a lesson's question answered wrongly and its feedback, a rated puzzle answered, a practice hand at the drawing with the engine's hint on 买庄, the learner's next decision with a
hint, a sample game reviewed for one player, and the same game analysed. Rendered offscreen at
1024×700 into docs/screens/. Run it after changing what these pages show:

    .venv/bin/python tools/learner_path.py
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")

OUT = ROOT / "docs" / "screens"
SIZE = (1024, 700)


def _settle(app, until=lambda: True, limit: float = 300.0) -> None:
    """Let queued work and background ops finish (offscreen, no user): until ``until`` holds."""
    end = time.monotonic() + limit
    while time.monotonic() < end:
        app.processEvents()
        if until():
            break
        time.sleep(0.01)
    for _ in range(5):
        app.processEvents()


def shoot(lang: str) -> list[Path]:
    from archive_app.qt import QtWidgets
    from archive_app.qt_fonts import apply_app_font
    from archive_app.ui.context import AppContext
    from archive_app.ui.language import UiLanguage
    from archive_app.ui.style import STYLE
    from archive_app.ui.window import MainWindow

    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication([])
    apply_app_font(app)
    app.setStyleSheet(STYLE)
    ctx = AppContext(Path(tempfile.mkdtemp(prefix="learner-path-")))
    ctx.settings.language = lang
    ctx.settings.play_delay = 0
    language = UiLanguage(app)
    language.apply(lang, "hans")
    window = MainWindow(ctx, language)
    ctx.load_content_now()
    window.resize(*SIZE)
    window.show()
    window._painted = True
    window.first_painted.emit()
    ctx.library_ready.emit()
    _settle(app)
    saved: list[Path] = []

    def save(name: str) -> None:
        _settle(app)
        OUT.mkdir(parents=True, exist_ok=True)
        path = OUT / f"{name}-{lang}.png"
        window.grab().save(str(path), "PNG")
        saved.append(path)

    # a lesson: the 圆 stage's first question answered wrongly, so the feedback shows the engine's grouping
    from engine.exercises.answers import answers

    learn = window.show_page("learn")
    learn.open_stage("bahu-yuan")
    ex = learn.exercise.exercise
    right = answers(ex.game, ex.rules, ex.type, ex.position)[0]
    (learn.exercise.input.no if right else learn.exercise.input.yes).click()
    save("0a-lesson-answered")

    # a puzzle answered: a 圆 question of the rated kind a newcomer meets first
    from archive_app.presenters.puzzle_pool import Filter

    puzzles = window.show_page("puzzles")
    puzzle = next(p for p in puzzles.trainer.pool.select(Filter(game="bahu", rules="haimen", type="yuan"))
                  if p.answers[0] is False)
    puzzles.show_puzzle(puzzle)
    puzzles.answer.no.click()
    save("0b-puzzle-answered")

    play = window.show_page("play")
    play.setup.set_choice("bahu", "haimen", 1, "casual", 0)
    play.setup.random.setChecked(False)
    play.setup.deal.setValue(5)
    play.deal_new()
    _settle(app, lambda: play.hand is not None and play.hand.players_turn())
    play.ask_hint()
    _settle(app, play.idle)
    save("1-practice-drawing")
    play.choose(next(e for e in play.hand.legal() if e.type == "pass"))
    _settle(app, lambda: play.idle() and (play.hand.is_over() or play.hand.players_turn()))
    play.ask_hint()
    _settle(app, play.idle)
    save("2-practice-hint")

    replay = window.show_page("replay")
    game = next(g for g in replay.games.games if g.game == "bahu")
    replay.open_sample(game)
    replay.tabs.setCurrentWidget(replay.review)
    replay.review.seat.setCurrentIndex(max(0, replay.review.seat.findData(1)))  # a player who differs once
    replay.review.button.click()
    _settle(app, lambda: replay.review.idle() and replay.review.shown() in ("review", "failed"))
    save("3-replay-review")
    replay.tabs.setCurrentWidget(replay.analysis)
    replay.analysis.button.click()
    _settle(app, lambda: replay.analysis.idle() and replay.analysis._found is not None)
    replay.go((10,))  # the moment before a marked decision: the engine's words for the seat to move
    _settle(app, lambda: "Analysing" not in replay.notes.plain() and "分析中" not in replay.notes.plain())
    save("4-replay-analysis")
    language.clear()
    window.close()
    return saved


def main() -> int:
    for lang in ("en", "zh"):
        for path in shoot(lang):
            print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
