"""A+ and A− (Ctrl++ and Ctrl+−) scale the calculators too, not only the reading text."""

from __future__ import annotations

import pytest

from .windows import close_window, make_window, settle_events


@pytest.fixture
def window(qtbot, tmp_path):
    win = make_window(qtbot, tmp_path, "en")
    yield win
    close_window(win)


def _pt(widget) -> float:
    return widget.font().pointSizeF()


def test_a_plus_scales_every_calculator(window):
    lab = window.show_page("bahu")
    settle = window.show_page("settle")
    calc = window.show_page("waihuzi")
    window.show_page("bahu")
    settle_events()
    before = {"verdict": _pt(lab.results[0].verdict), "edit": _pt(lab.picker.edit), "title": _pt(lab.title),
              "seat": _pt(settle.seats[0].title), "total": _pt(calc.results[0].total),
              "grid": lab.picker.grid.sizeHint().height()}
    for _ in range(3):
        window.change_text_scale(0.1)
    settle_events()
    assert window.ctx.settings.text_scale == 1.3
    assert _pt(lab.results[0].verdict) == pytest.approx(before["verdict"] * 1.3, rel=0.02)
    assert _pt(lab.picker.edit) == pytest.approx(before["edit"] * 1.3, rel=0.05)
    assert _pt(lab.title) == pytest.approx(before["title"] * 1.3, rel=0.02)
    assert _pt(settle.seats[0].title) == pytest.approx(before["seat"] * 1.3, rel=0.02)
    assert _pt(calc.results[0].total) == pytest.approx(before["total"] * 1.3, rel=0.02)
    assert lab.picker.grid.sizeHint().height() > before["grid"]  # the indexes and counts grow with the text
    lab.examples_menu.actions()[1].trigger()  # a verdict drawn after the change is drawn at the new size
    lab.clear()
    assert _pt(lab.results[0].verdict) == pytest.approx(12 * 1.3, rel=0.02)
    settle_events()
    assert lab.left_scroll.minimumWidth() >= lab.picker.grid.sizeHint().width()  # the faces still fit
    window.change_text_scale(-0.6)
    assert _pt(lab.title) == pytest.approx(before["title"] * 0.7, rel=0.02)
    assert "Text size: 70%" in window.statusBar().currentMessage()
