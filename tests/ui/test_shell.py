"""The app shell: every page renders in both languages, navigation, live switching, remembered settings."""

import os
import subprocess
import sys

import pytest

from archive_app.main import main
from archive_app.qt import QtCore, QtGui
from archive_app.ui.context import AppContext
from archive_app.ui.language import UiLanguage
from archive_app.ui.pages import PAGE_KEYS, PAGES
from archive_app.ui.window import MainWindow


@pytest.mark.parametrize("lang", ["zh", "en"])
@pytest.mark.parametrize("page", PAGE_KEYS)
def test_every_page_renders_to_a_png(tmp_path, qapp, page, lang):
    out = tmp_path / f"{page}-{lang}.png"
    assert main(["--screenshot", str(out), "--page", page, "--lang", lang, "--size", "1024x700",
                 "--data-dir", str(tmp_path / "data")]) == 0
    image = QtGui.QImage(str(out))
    assert (image.width(), image.height()) == (1024, 700)
    colours = {image.pixel(x, y) for x in range(0, 1024, 37) for y in range(0, 700, 29)}
    assert len(colours) > 5, "the page looks blank"


def test_unknown_page_exits_2_and_lists_the_pages(capsys):
    assert main(["--screenshot", "x.png", "--page", "nope"]) == 2
    err = capsys.readouterr().err
    assert "unknown page 'nope'" in err and "home" in err and err.count("\n") == 1 and err.endswith("[--page]\n")


@pytest.mark.parametrize("size", ["big", "0x0", "99999x99999", "10x"])
def test_bad_size_is_one_error_line(capsys, size):
    assert main(["--screenshot", "x.png", "--size", size]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and err.endswith(" [--size]\n") and err.count("\n") == 1


@pytest.mark.parametrize("argv,token", [(["--lang", "xx"], "--lang"), (["--bogus"], "--bogus")])
def test_bad_usage_is_one_error_line(capsys, argv, token):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    err = capsys.readouterr().err
    assert stop.value.code == 2 and err == err.splitlines()[0] + "\n" and err.endswith(f" [{token}]\n")


def test_a_screenshot_that_cannot_be_written_is_one_error_line(tmp_path, qapp, capsys):
    blocked = tmp_path / "a file"
    blocked.write_text("")
    assert main(["--screenshot", str(blocked / "out.png"), "--data-dir", str(tmp_path / "data")]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: cannot make the folder") and err.endswith("[--screenshot]\n") and err.count("\n") == 1


def test_no_display_says_so_in_one_line_without_a_qt_trace(tmp_path):
    env = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    proc = subprocess.run([sys.executable, "-m", "archive_app", "--data-dir", str(tmp_path)], env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 3
    assert proc.stderr.count("\n") == 1 and "no display" in proc.stderr and "--screenshot" in proc.stderr
    assert proc.stdout == ""


@pytest.fixture
def window(qtbot, tmp_path):
    app = QtCore.QCoreApplication.instance()
    ctx = AppContext(tmp_path)
    language = UiLanguage(app)
    language.apply(ctx.settings.language, ctx.settings.script)
    win = MainWindow(ctx, language)
    qtbot.addWidget(win)
    win.show_page("home")
    yield win
    language.apply("en", "hans")  # leave the application in English for other tests


def test_navigation_by_list_and_shortcuts(window, qtbot):
    for i, key in enumerate(PAGE_KEYS):
        window.nav.setCurrentRow(i)
        assert window.current_key() == key
        assert window.stack.currentWidget() is window.pages[key]
    # Ctrl+1 … Ctrl+9 (window activation is not reliable offscreen, so fire the shortcut itself)
    shortcuts = {s.key().toString(): s for s in window.findChildren(QtGui.QShortcut)}
    shortcuts["Ctrl+1"].activated.emit()
    assert window.current_key() == PAGE_KEYS[0]
    assert set(shortcuts) >= {f"Ctrl+{i + 1}" for i in range(min(9, len(PAGE_KEYS)))}
    if "archive" in PAGE_KEYS:  # Ctrl+F from any page opens the archive's search
        shortcuts["Ctrl+F"].activated.emit()
        assert window.current_key() == "archive"
        shortcuts["Ctrl+1"].activated.emit()
    qtbot.keyClick(window.nav, QtCore.Qt.Key.Key_Down)  # the list is keyboard driven too
    assert window.current_key() == PAGE_KEYS[min(1, len(PAGE_KEYS) - 1)]


def _settle():  # Qt delivers LanguageChange through the event loop
    QtCore.QCoreApplication.sendPostedEvents()
    QtCore.QCoreApplication.processEvents()


def test_language_switches_live(window):
    window.set_language("zh")
    _settle()
    assert window.nav.item(0).text() == "首页"
    assert window.windowTitle() == "长牌档案与教程"
    window.set_language("en")
    _settle()
    assert window.nav.item(0).text() == "Home"
    assert window.ctx.settings.language == "en"


def test_script_switches_live(window):
    window.set_language("zh")
    window.set_script("hant")
    _settle()
    assert window.windowTitle() == "長牌檔案與教程"
    assert window.pages["home"].title.text() == "長牌檔案與教程"
    window.set_script("hans")
    _settle()
    assert window.windowTitle() == "长牌档案与教程"


def test_settings_are_remembered(qtbot, tmp_path):
    app = QtCore.QCoreApplication.instance()
    ctx = AppContext(tmp_path)
    language = UiLanguage(app)
    win = MainWindow(ctx, language)
    qtbot.addWidget(win)
    win.resize(700, 500)  # the offscreen screen is 800×600
    last = PAGE_KEYS[-1]
    win.show_page(last)
    win.set_script("hant")
    win.close()
    again = AppContext(tmp_path)
    assert again.settings.last_page == last and again.settings.script == "hant"
    win2 = MainWindow(again, language)
    qtbot.addWidget(win2)
    win2.restore()
    assert win2.size() == QtCore.QSize(700, 500)
    language.apply("en", "hans")


def test_bad_settings_values_fall_back_to_defaults(tmp_path):
    (tmp_path / "settings.ini").write_text("[ui]\nlanguage=klingon\nscript=3\n[reading]\ntext_scale=huge\n")
    ctx = AppContext(tmp_path)
    assert (ctx.settings.language, ctx.settings.script, ctx.settings.text_scale) == ("zh", "hans", 1.0)


def test_broken_database_notice_is_shown_above_the_pages(qtbot, tmp_path):
    (tmp_path / "archive.db").write_bytes(b"\x00garbage" * 100)
    ctx = AppContext(tmp_path)
    ctx.settings.language = "en"
    win = MainWindow(ctx, UiLanguage(QtCore.QCoreApplication.instance()))
    qtbot.addWidget(win)
    ctx.open_store()
    assert "moved aside" in win.store_notice.text.text()  # tests/test_faults.py: it stays until dismissed


def test_pages_not_built_are_absent():
    assert "home" in PAGE_KEYS and all(p.available for p in PAGES)
