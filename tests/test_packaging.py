"""Installing the app like a desktop app: the wheel, the standalone Linux build, the desktop entry, About.

The fast tests build the wheel here (sdist first, as a packager would) and check what it carries; the
slow ones (``make test-dist``: RUN_DIST_TESTS=1) install it into a fresh venv and run the standalone
build in a clean environment.
"""

from __future__ import annotations

import configparser
import importlib.util
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from archive_app import __version__, i18n
from archive_app.main import APP_NAME
from archive_app.paths import CONTENT, ICON, IS_BUNDLED, RESOURCES, ROOT
from archive_app.qt import QtCore, QtGui, QtSvg

PACKAGING = ROOT / "packaging"
DIST = ROOT / "dist" / "changpai-archive"


def slow(test):
    """Marked slow (make test-dist selects them) and skipped unless RUN_DIST_TESTS is set (make test)."""
    return pytest.mark.slow(pytest.mark.skipif(not os.environ.get("RUN_DIST_TESTS"), reason="make test-dist")(test))



def _load(name: str):
    spec = importlib.util.spec_from_file_location(f"changpai_{name}", PACKAGING / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    return _load("build_wheel").build(tmp_path_factory.mktemp("wheel"))


@pytest.fixture(scope="module")
def unpacked(wheel, tmp_path_factory) -> Path:
    target = tmp_path_factory.mktemp("unpacked")
    with zipfile.ZipFile(wheel) as archive:
        archive.extractall(target)
    return target


def _entry(name: str) -> str:
    return "archive_app/bundled/" + name


# --- the wheel: built from the sdist, everything inside the package ---
def test_the_clone_reads_its_own_folders():
    assert not IS_BUNDLED and CONTENT == ROOT / "content" and RESOURCES == ROOT / "resources"


def test_wheel_carries_content_font_translations_icon_and_card_faces(wheel):
    assert wheel.name == f"changpai_archive-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    content = {_entry(p.relative_to(ROOT).as_posix()) for p in CONTENT.rglob("*") if p.is_file()}
    assert content and content <= names, sorted(content - names)[:5]
    assert {_entry("resources/fonts/NotoSansCJKsc-Subset.otf"), _entry("resources/fonts/LICENSE-OFL.txt"),
            _entry("resources/icons/changpai-archive.svg"), _entry("LICENSE"),
            _entry("resources/licenses/LGPL-3.0.txt")} <= names
    qm = {_entry(f"resources/translations/{i18n.qm_path(loc).name}") for loc in i18n.LOCALES.values()}
    assert len(qm) == 2 and qm <= names, sorted(qm - names)
    assert not any(n.endswith(".qm") and n not in qm for n in names), "one merged .qm per locale"
    assert not any(n.endswith(".ts") for n in names), "catalogues are compiled at build time, not shipped"
    # the card faces are vector drawings in code: the module that paints them ships with the package
    assert {"archive_app/cardfaces/__init__.py", "archive_app/cardfaces/faces.py",
            "archive_app/card_facts/__init__.py", "archive_app/ui/about.py", "engine/__init__.py"} <= names
    assert not any(n.startswith(("tests/", "packaging/")) for n in names)


def test_wheel_metadata_names_the_gui_command_and_the_licence(wheel):
    archive = zipfile.ZipFile(wheel)
    info = f"changpai_archive-{__version__}.dist-info/"
    assert "archive-app = archive_app.main:main" in archive.read(info + "entry_points.txt").decode()
    assert "[gui_scripts]" in archive.read(info + "entry_points.txt").decode()
    metadata = archive.read(info + "METADATA").decode()
    assert f"Version: {__version__}" in metadata and "License-Expression: Apache-2.0" in metadata
    assert info + "licenses/LICENSE" in archive.namelist()


def test_compiled_translations_in_the_wheel_are_the_catalogues(unpacked):
    qm = unpacked / "archive_app" / "bundled" / "resources" / "translations" / "changpai-archive_zh_TW.qm"
    translator = QtCore.QTranslator()
    assert translator.load(str(qm))
    assert translator.translate("MainWindow", "Long Cards Archive & Tutor") == "長牌檔案與教程"
    assert translator.translate("StagePath", "%1 of 3 stars") == "%1 顆星（滿分 3 顆）"  # another module's catalogue


def _clean_env(**extra: str) -> dict[str, str]:
    keep = ("HOME", "LANG", "TMPDIR")
    return {**{k: os.environ[k] for k in keep if k in os.environ}, "PATH": "/usr/bin:/bin", **extra}


UNPACKED_CHECK = r"""
import sys
from archive_app import paths
assert paths.IS_BUNDLED and paths.CONTENT.is_relative_to(sys.argv[1]), paths.CONTENT
from archive_app.main import main
sys.exit(main(["--screenshot", sys.argv[2], "--page", "archive", "--lang", "zh", "--size", "900x600"]))
"""


def test_the_unpacked_wheel_renders_a_page_from_its_own_files(unpacked, tmp_path):
    """Its own content, font and .qm (not the clone's): run from a folder that is not the clone."""
    out = tmp_path / "archive.png"
    proc = subprocess.run([sys.executable, "-c", UNPACKED_CHECK, str(unpacked), str(out)], cwd=tmp_path,
                          env=_clean_env(PYTHONPATH=str(unpacked)), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert QtGui.QImage(str(out)).size() == QtCore.QSize(900, 600)


# --- desktop entry, icon, install script ---
def _desktop() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # keys are case-sensitive
    parser.read(PACKAGING / "changpai-archive.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_desktop_entry_names_the_program_its_icon_and_window():
    entry = _desktop()
    assert entry["Type"] == "Application" and entry["Terminal"] == "false"
    assert entry["Exec"] == "archive-app" and 'name="archive-app"' in (PACKAGING / "changpai-archive.spec").read_text()
    assert entry["Icon"] == ICON.stem == "changpai-archive"
    assert entry["StartupWMClass"] == APP_NAME  # Qt's X11 window class is the application name
    assert entry["Name[zh_CN]"] == "长牌档案与教程" and entry["Name"] == "Long Cards Archive & Tutor"
    assert entry["Categories"].endswith(";") and "Game" in entry["Categories"].split(";")
    validate = shutil.which("desktop-file-validate")
    if validate:
        proc = subprocess.run([validate, str(PACKAGING / "changpai-archive.desktop")], capture_output=True, text=True)
        assert proc.returncode == 0 and "error" not in proc.stdout.lower(), proc.stdout


def test_icon_is_a_square_scalable_drawing(qapp):
    renderer = QtSvg.QSvgRenderer(str(ICON))
    assert renderer.isValid()
    box = renderer.viewBoxF()
    assert box.width() == box.height() == 256
    image = QtGui.QImage(64, 64, QtGui.QImage.Format.Format_ARGB32)
    image.fill(0)
    painter = QtGui.QPainter(image)
    renderer.render(painter)
    painter.end()
    colours = {image.pixel(x, y) for x in range(64) for y in range(64)}
    assert len(colours) > 50, "the icon looks blank"
    assert image.pixelColor(0, 0).alpha() == 0, "the icon's corners are transparent"


def test_icon_is_drawn_from_card_faces():
    from archive_app.cardfaces import LONG_CARD_KEYS

    make_icon = _load("make_icon")
    assert make_icon.TARGET == ICON and set(make_icon.HAND) <= set(LONG_CARD_KEYS)


def _fake_build(folder: Path) -> Path:
    folder.mkdir()
    for name in ("install.sh", "changpai-archive.desktop"):
        shutil.copy2(PACKAGING / name, folder / name)
    shutil.copy2(ICON, folder / "changpai-archive.svg")
    program = folder / "archive-app"
    program.write_text("#!/bin/sh\necho started\n")
    program.chmod(0o755)
    return folder


def test_install_script_installs_menu_entry_icon_and_command_then_uninstalls(tmp_path):
    build = _fake_build(tmp_path / "changpai-archive")
    prefix = tmp_path / "prefix"
    env = _clean_env(PREFIX=str(prefix), HOME=str(tmp_path))
    proc = subprocess.run(["sh", str(build / "install.sh")], env=env, capture_output=True, text=True)
    assert proc.returncode == 0, proc.stderr
    app = prefix / "lib" / "changpai-archive" / "archive-app"
    desktop = (prefix / "share" / "applications" / "changpai-archive.desktop").read_text(encoding="utf-8")
    assert f'Exec="{app}"' in desktop and f"TryExec={app}" in desktop and "Icon=changpai-archive" in desktop
    assert (prefix / "share" / "icons" / "hicolor" / "scalable" / "apps" / "changpai-archive.svg").is_file()
    assert subprocess.run([str(prefix / "bin" / "archive-app")], capture_output=True, text=True).stdout == "started\n"
    proc = subprocess.run(["sh", str(build / "install.sh"), "--uninstall"], env=env, capture_output=True, text=True)
    assert proc.returncode == 0 and "kept" in proc.stdout
    assert not app.exists() and not (prefix / "bin" / "archive-app").exists()
    assert not (prefix / "share" / "applications" / "changpai-archive.desktop").exists()


def test_install_script_refuses_a_folder_without_the_program(tmp_path):
    folder = tmp_path / "elsewhere"
    folder.mkdir()
    shutil.copy2(PACKAGING / "install.sh", folder / "install.sh")
    proc = subprocess.run(["sh", str(folder / "install.sh")], env=_clean_env(PREFIX=str(tmp_path / "p")),
                          capture_output=True, text=True)
    assert proc.returncode == 2 and proc.stderr.count("\n") == 1


# --- the slow ones: make test-dist ---
@slow
def test_wheel_installs_into_a_fresh_venv_and_renders_a_page(wheel, tmp_path):
    venv = tmp_path / "venv"
    subprocess.run([getattr(sys, "_base_executable", sys.executable), "-m", "venv", str(venv)], check=True)
    pip = subprocess.run([str(venv / "bin" / "python"), "-m", "pip", "install", "--quiet", str(wheel)],
                         capture_output=True, text=True, timeout=900)
    assert pip.returncode == 0, pip.stderr[-2000:]
    where = subprocess.run([str(venv / "bin" / "python"), "-c", "from archive_app import paths; print(paths.CONTENT)"],
                           cwd=tmp_path, env=_clean_env(), capture_output=True, text=True, check=True)
    assert Path(where.stdout.strip()).is_relative_to(venv), where.stdout
    out = tmp_path / "bahu.png"
    proc = subprocess.run([str(venv / "bin" / "archive-app"), "--screenshot", str(out), "--page", "bahu"],
                          cwd=tmp_path, env=_clean_env(), capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert QtGui.QImage(str(out)).size() == QtCore.QSize(1280, 860)


def _standalone() -> Path:
    program = DIST / "archive-app"
    assert program.is_file(), "run make dist first (make test-dist does)"
    return program


@slow
def test_standalone_build_runs_without_python_on_path(tmp_path):
    program = _standalone()
    empty = tmp_path / "bin"
    empty.mkdir()
    env = {"PATH": str(empty), "HOME": str(tmp_path), "LANG": "C.UTF-8"}  # no venv, no python, nothing
    out = tmp_path / "cards.png"
    proc = subprocess.run([str(program), "--screenshot", str(out), "--page", "cards", "--lang", "zh"],
                          cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    image = QtGui.QImage(str(out))
    assert image.size() == QtCore.QSize(1280, 860)
    assert len({image.pixel(x, y) for x in range(0, 1280, 23) for y in range(0, 860, 19)}) > 20
    search = subprocess.run([str(program), "search", "呛森", "--json"], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60)
    assert search.returncode == 0 and '"hits": [{' in search.stdout, search.stderr[-2000:]


@slow
def test_standalone_build_carries_its_python_and_qt():
    ldd = subprocess.run(["ldd", str(DIST / "_internal" / "PySide6" / "QtCore.abi3.so")], capture_output=True,
                         text=True).stdout
    outside = [line for line in ldd.splitlines() if "Qt6" in line or "pyside" in line or "shiboken" in line
               if str(DIST) not in line]
    assert not outside, outside
    assert (DIST / "_internal" / "libpython3.11.so.1.0").is_file() or list((DIST / "_internal").glob("libpython3*"))
    for name in ("install.sh", "changpai-archive.desktop", "changpai-archive.svg"):
        assert (DIST / name).is_file(), name


@slow
def test_installed_standalone_build_starts_from_its_menu_command(tmp_path):
    _standalone()
    prefix = tmp_path / "prefix"
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), "PREFIX": str(prefix)}
    subprocess.run(["sh", str(DIST / "install.sh")], env=env, check=True, capture_output=True)
    out = tmp_path / "home.png"
    proc = subprocess.run([str(prefix / "bin" / "archive-app"), "--screenshot", str(out), "--lang", "en"],
                          env=env, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr[-2000:]
    assert out.stat().st_size > 10_000


@slow
def test_standalone_build_starts_within_one_and_a_half_times_the_venv_app():
    bench = _load_benchmark()
    venv, dist = bench.compare(_standalone(), runs=3)
    assert dist <= 1.5 * venv, f"standalone {dist:.0f} ms vs venv {venv:.0f} ms"


def _load_benchmark():
    spec = importlib.util.spec_from_file_location("bench_dist_startup", ROOT / "benchmarks" / "bench_dist_startup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# --- the About dialog: version, where the data is, licences, provenance ---
@pytest.fixture
def window(qtbot, tmp_path):
    from archive_app.ui.context import AppContext
    from archive_app.ui.language import UiLanguage
    from archive_app.ui.window import MainWindow

    ctx = AppContext(tmp_path / "data")
    ctx.settings.language = "en"
    language = UiLanguage(QtCore.QCoreApplication.instance())
    win = MainWindow(ctx, language)
    qtbot.addWidget(win)
    yield win
    language.apply("en", "hans")


def test_window_has_the_app_icon(window):
    window.first_painted.emit()  # set once the window is on screen (start-up time)
    assert not window.windowIcon().isNull()
    assert not window.windowIcon().pixmap(48, 48).toImage().isNull()
    assert QtGui.QGuiApplication.desktopFileName() == "changpai-archive"


def test_the_about_button_and_the_keyboard_sheet_open_the_about_dialog(window, qtbot):
    from archive_app.ui.about import AboutDialog
    from archive_app.ui.shortcuts import ShortcutSheet

    window.about_button.click()  # Alt+A
    dialogs = window.findChildren(AboutDialog)
    assert len(dialogs) == 1 and dialogs[0].isVisible()
    dialogs[0].close()
    shortcuts = {s.key().toString(): s for s in window.findChildren(QtGui.QShortcut)}
    shortcuts["F1"].activated.emit()  # F1 is the keyboard sheet, which offers About
    [sheet] = [d for d in window.findChildren(ShortcutSheet) if d.isVisible()]
    sheet.about_button.click()
    qtbot.waitUntil(lambda: any(d.isVisible() for d in window.findChildren(AboutDialog)), timeout=2000)


def _tab_texts(dialog) -> list[str]:
    return [dialog.tabs.tabText(i) for i in range(dialog.tabs.count())]


def test_about_dialog_says_where_the_data_is_and_names_version_licences_sources(window, qtbot):
    dialog = window.show_about()
    assert _tab_texts(dialog) == ["About", "Where is my data?", "Licences", "Sources"]
    assert dialog.data_path.text() == str(window.ctx.data_dir)
    dialog.copy_data_path()
    assert QtGui.QGuiApplication.clipboard().text() == str(window.ctx.data_dir)
    about = dialog.about_text.text()
    assert f"Version {__version__}" in about and QtCore.qVersion() in about
    licences = dialog.licences.toPlainText()
    for name in ("Apache License 2.0", "SIL Open Font License 1.1", "GNU Lesser General Public License v3",
                 f"Qt {QtCore.qVersion()}"):
        assert name in licences, name
    provenance = dialog.tabs.widget(3).toPlainText()
    for source in window.ctx.library.sources.values():
        assert source.id in provenance and source.title_en in provenance
    assert "Zhao Jianhua" in provenance and "this project's work" in provenance


def test_licence_texts_open_in_full(window):
    from archive_app.qt import QtWidgets

    dialog = window.show_about()
    for key, marker in (("app", "Apache License"), ("font", "SIL OPEN FONT LICENSE Version 1.1"),
                        ("lgpl", "GNU LESSER GENERAL PUBLIC LICENSE"), ("gpl", "GNU GENERAL PUBLIC LICENSE")):
        viewer = dialog.show_licence(key)
        assert marker in viewer.findChild(QtWidgets.QPlainTextEdit).toPlainText()
        viewer.close()
    dialog.licences.anchorClicked.emit(QtCore.QUrl("licence:font"))
    assert any("OFL" in v.windowTitle() for v in dialog.findChildren(QtWidgets.QDialog, "licenceViewer"))


@pytest.mark.parametrize("script, tab, title", [("hans", "我的数据在哪里？", "南通长牌八胡头"),
                                                ("hant", "我的數據在哪裡？", "南通長牌八胡頭")])
def test_about_dialog_in_chinese(window, script, tab, title):
    window.set_language("zh")
    window.set_script(script)
    dialog = window.show_about()
    assert _tab_texts(dialog)[1] == tab
    assert title in dialog.tabs.widget(3).toPlainText()
    assert window.about_button.text() in ("关于(&A)", "關於(&A)")
