"""The window works 800 px wide (headers and option rows wrap, the navigation narrows), --size below what the
window can be is refused, and --screenshot says nothing on stderr when all goes well."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from archive_app.main import main
from archive_app.qt import QtCore
from archive_app.ui.pages import PAGE_KEYS
from .windows import close_window, make_window, settle_events

CALCULATORS = ("bahu", "settle", "duzihu", "waihuzi")


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_every_page_fits_an_800_px_window(qtbot, tmp_path, lang):
    window = make_window(qtbot, tmp_path, lang, size=(1280, 860))
    try:
        for key in PAGE_KEYS:  # every page made: the window's least width is the widest page's
            window.show_page(key)
            settle_events()
        assert window.minimumSizeHint().width() <= 800
        window.resize(800, 600)
        settle_events()
        assert window.width() == 800
        for key in CALCULATORS:
            page = window.show_page(key)
            settle_events()
            row = page.header_row
            for widget in (row.itemAt(i).widget() for i in range(row.count())):
                if widget is not None and widget.isVisible():
                    right = widget.mapTo(page, QtCore.QPoint(widget.width(), 0)).x()
                    assert right <= page.width(), f"{key}: {widget.objectName() or widget.text()} runs off the page"
        assert window.pages["bahu"].header_row.geometry().height() > window.pages["bahu"].title.height()  # wrapped
        settle = window.pages["settle"]
        assert settle.right_scroll.viewport().width() >= settle.diagram.minimumWidth()
        assert settle.diagram.width() >= settle.diagram.minimumWidth()
    finally:
        close_window(window)


def test_a_size_smaller_than_the_window_can_be_is_refused(tmp_path, capsys):
    out = tmp_path / "small.png"
    assert main(["--screenshot", str(out), "--page", "settle", "--lang", "en", "--size", "600x400",
                 "--data-dir", str(tmp_path / "data")]) == 2
    err = capsys.readouterr().err
    assert "--size 600x400 is smaller than the window can be" in err and err.count("\n") == 1
    assert not out.exists()


def test_a_screenshot_prints_nothing(tmp_path):
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    env.pop("QT_LOGGING_RULES", None)
    proc = subprocess.run([sys.executable, "-m", "archive_app", "--screenshot", str(tmp_path / "s.png"), "--page",
                           "bahu", "--size", "800x600", "--data-dir", str(tmp_path / "data")],
                          env=env, capture_output=True, text=True, timeout=120, check=False)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr == "" and proc.stdout == ""
