"""Start the desktop app, or render one page to a PNG offscreen (``--screenshot``)."""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

APP_NAME = "changpai-archive"
NO_DISPLAY = 3  # exit code when there is no screen to show a window on (make run treats it as handled)


LARGEST = 10_000  # pixels a side for --screenshot: larger is no screen, and Qt cannot paint it


# The options (dest, choices or None, type) a plain start uses: _quick_args reads them without argparse.
OPTIONS = {
    "--screenshot": ("screenshot", None, str),
    "--page": ("page", None, str),
    "--lang": ("lang", ("zh", "en"), str),
    "--script": ("script", ("hans", "hant"), str),
    "--size": ("size", None, str),
    "--data-dir": ("data_dir", None, Path),
    "--content-dir": ("content_dir", None, Path),
}
DEFAULTS = {"screenshot": None, "page": None, "lang": None, "script": None, "size": "1280x860", "data_dir": None,
            "content_dir": None}


def build_parser():  # -> OneLineParser
    from engine.core.cli import OneLineParser  # one usage-error line, as every command line of the project

    parser = OneLineParser(prog="archive-app", description="长牌 Archive & Tutor")
    parser.add_argument("--screenshot", metavar="PATH", help="render --page offscreen to this PNG and exit")
    parser.add_argument("--page", help="page to open (default: the last one used)")
    parser.add_argument("--lang", choices=("zh", "en"), help="UI language")
    parser.add_argument("--script", choices=("hans", "hant"), help="Chinese script: 简体 (hans) or 繁體 (hant)")
    parser.add_argument("--size", default=DEFAULTS["size"], help="window size for --screenshot, WxH")
    parser.add_argument("--data-dir", type=Path, help="where settings and the database live")
    parser.add_argument("--content-dir", type=Path, help="read the archive's content from this folder (a copy being edited)")
    return parser


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    argv = sys.argv[1:] if argv is None else list(argv)
    quick = _quick_args(argv)
    return quick if quick is not None else build_parser().parse_args(argv)


def _quick_args(argv: list[str]) -> argparse.Namespace | None:
    """What argparse would make of a plain command line (each option spelt in full, at most once, with a
    value that does not start with "-" and is one of its choices), without building the parser: its first
    parse costs ~3 ms before the window shows (the project's CLI module, gettext and locale, its regular
    expressions). None for anything else (help, an abbreviation, a mistake): argparse then answers, with
    its own message for a mistake. tests/test_app_args.py checks the two agree."""
    values = dict(DEFAULTS)
    seen = set()
    i = 0
    while i < len(argv):
        name, eq, value = argv[i].partition("=")
        if not eq:
            if i + 1 >= len(argv):
                return None
            value = argv[i + 1]
        option = OPTIONS.get(name)
        if option is None or name in seen or not value or value.startswith("-"):
            return None
        dest, choices, kind = option
        if choices is not None and value not in choices:
            return None
        seen.add(name)
        values[dest] = kind(value)
        i += 1 if eq else 2
    return argparse.Namespace(**values)


def _usage(message: str, token: str) -> int:
    print(f"error: {message} [{token}]", file=sys.stderr)
    return 2


def _no_display() -> bool:
    if os.environ.get("QT_QPA_PLATFORM"):
        return False
    return sys.platform.startswith("linux") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY"))


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    from archive_app.ui.pages import PAGE_KEYS

    if args.page and args.page not in PAGE_KEYS:
        return _usage(f"unknown page {args.page!r} (pages: {', '.join(PAGE_KEYS)})", "--page")
    try:
        width, height = (int(v) for v in args.size.lower().split("x"))
    except ValueError:
        return _usage(f"--size must be WxH, e.g. 1280x860, not {args.size!r}", "--size")
    if not (0 < width <= LARGEST and 0 < height <= LARGEST):
        return _usage(f"--size {args.size}: each side from 1 to {LARGEST} pixels", "--size")
    if args.screenshot:
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
    elif _no_display():
        print("archive-app: no display found; try 'xvfb-run -a make run', or render a page with "
              "'.venv/bin/archive-app --screenshot out.png --page home'", file=sys.stderr)
        return NO_DISPLAY
    return _run(args, width, height)


def _run(args: argparse.Namespace, width: int, height: int) -> int:
    from archive_app.qt import QtCore, QtWidgets
    from archive_app.qt_fonts import apply_app_font
    from archive_app.ui.context import AppContext
    from archive_app.ui.language import UiLanguage
    from archive_app.ui.style import STYLE
    from archive_app.ui.window import MainWindow

    previous = _quiet_offscreen(QtCore) if args.screenshot else None
    app = QtWidgets.QApplication.instance() or QtWidgets.QApplication(sys.argv[:1])
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(APP_NAME)
    apply_app_font(app)
    app.setStyleSheet(STYLE)
    data_dir = args.data_dir
    if data_dir is None:
        if args.screenshot:  # a screenshot never touches the user's own settings
            data_dir = Path(tempfile.mkdtemp(prefix="archive-app-shot-"))
        else:
            base = QtCore.QStandardPaths.writableLocation(QtCore.QStandardPaths.StandardLocation.AppDataLocation)
            data_dir = Path(base)
    ctx = AppContext(data_dir, args.content_dir) if args.content_dir else AppContext(data_dir)
    if args.lang:
        ctx.settings.language = args.lang
    if args.script:
        ctx.settings.script = args.script
    language = UiLanguage(app)
    language.apply(ctx.settings.language, ctx.settings.script)
    window = MainWindow(ctx, language, shortcuts=False)  # added after the first paint
    if args.screenshot:
        try:
            return _screenshot(app, ctx, window, args.page or "home", Path(args.screenshot), width, height)
        finally:
            language.clear()  # the application may live on (tests render many pages in one process)
            window.deleteLater()
            QtCore.qInstallMessageHandler(previous)
    window.restore()
    window.show_page(args.page or ctx.settings.last_page)
    # The content (from its cache) and a look at the database come once the window is on screen (the
    # user sees it at once), in a worker thread; a problem with the database is shown until dismissed.
    # What the user came for goes first: the pages' own after-paint work (the home page draws its card
    # faces) and the window's keyboard shortcuts wait until the content is in, rather than holding the
    # first paint or the loader back.
    window.first_painted.disconnect(window._after_first_paint)
    window.first_painted.connect(ctx.load_content_async)
    ctx.ready.connect(window._after_first_paint)
    window.show()
    code = app.exec()
    from archive_app.ops import stop_all

    stop_all(5.0)  # a replay's analysis may still be running: stop it before the widgets it reports to go
    return code


# What the offscreen platform says on every run and which means nothing for a screenshot.
OFFSCREEN_NOISE = ("This plugin does not support propagateSizeHints()",)


def _quiet_offscreen(QtCore):  # noqa: N803 - the module
    """Drop the offscreen platform's noise; every other Qt message goes where it went. Returns the handler
    it replaced (None: Qt's own), to put back."""
    previous = None

    def handler(mode, context, message: str) -> None:
        if message in OFFSCREEN_NOISE:
            return
        if previous is not None:
            previous(mode, context, message)
        else:
            print(message, file=sys.stderr)

    previous = QtCore.qInstallMessageHandler(handler)
    return previous


def _screenshot(app, ctx, window, page: str, path: Path, width: int, height: int) -> int:
    from archive_app.qt import QtCore

    ctx.load_content_now()  # the store itself opens only if the page uses it
    window.show_page(page)
    window.resize(width, height)
    window.show()
    window._painted = True  # offscreen grabs paint on their own: run the deferred work now, once
    window.first_painted.emit()
    ctx.library_ready.emit()
    for _ in range(5):
        app.processEvents()
        QtCore.QCoreApplication.sendPostedEvents()
    if (window.width(), window.height()) != (width, height):  # Qt makes a window no smaller than it can be
        window.close()
        return _usage(f"--size {width}x{height} is smaller than the window can be on page {page!r} "
                      f"({window.width()}x{window.height()})", "--size")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        window.close()
        return _usage(f"cannot make the folder {str(path.parent)!r}: {e.strerror or e}", "--screenshot")
    if not window.grab().save(str(path), "PNG"):
        window.close()
        return _usage(f"could not write {str(path)!r}", "--screenshot")
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
