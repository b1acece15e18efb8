"""Architecture rules: a pure engine, one Qt import point, Qt-free content/search/store."""

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name.split(".")[0] for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_engine_imports_neither_qt_nor_sqlalchemy_nor_the_app():
    for path in (ROOT / "engine").rglob("*.py"):
        bad = imported_modules(path) & {"PySide6", "sqlalchemy", "archive_app", "shiboken6"}
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}"


def test_only_archive_app_qt_imports_pyside6():
    for path in (ROOT / "archive_app").rglob("*.py"):
        if path.name == "qt.py" and path.parent.name == "archive_app":
            continue
        assert "PySide6" not in imported_modules(path), f"{path.relative_to(ROOT)} imports PySide6 directly"


def test_content_search_and_store_are_qt_free():
    for sub in ("content", "store"):
        for path in (ROOT / "archive_app" / sub).rglob("*.py"):
            assert not imported_modules(path) & {"PySide6"}, path
            assert "archive_app.qt" not in path.read_text(encoding="utf-8"), path
    for name in ("search.py", "script.py", "paths.py", "i18n.py"):
        assert "archive_app.qt" not in (ROOT / "archive_app" / name).read_text(encoding="utf-8"), name


def test_nothing_reads_the_shared_folder():
    for folder in ("archive_app", "engine", "tests", "content"):
        for path in (ROOT / folder).rglob("*.py"):
            if path.name == "test_boundaries.py":
                continue
            assert "shared/seeds" not in path.read_text(encoding="utf-8"), path


def test_no_test_reads_a_clock():
    """Speed is measured in benchmarks/ (docs/testing.md): a clock in a test fails on a busy machine,
    not on slow code. Waits for the UI go through pytest-qt, with the floor tests/conftest.py sets."""
    clocks = ("perf_counter", "time.time(", "process_time", "monotonic")
    for path in (ROOT / "tests").rglob("*.py"):
        if path.name == "test_boundaries.py":
            continue
        text = path.read_text(encoding="utf-8")
        assert not [c for c in clocks if c in text], f"{path.relative_to(ROOT)} reads a clock"


def _imports_anywhere(path: Path) -> set[str]:
    """Every module ``path`` imports, at module level or inside a function: ``import``, ``from``
    (relative ones resolved against the file's package) and ``import_module`` / ``__import__`` of a
    literal name."""
    package = path.relative_to(ROOT).parent.parts
    names = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = list(package[:len(package) - node.level + 1]) if node.level else []
            module = ".".join(base + ([node.module] if node.module else []))
            names |= {module} | {f"{module}.{a.name}" for a in node.names}  # ``from engine import bahu``
        elif (isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", None))
              in ("import_module", "__import__") and node.args and isinstance(node.args[0], ast.Constant)):
            names.add(str(node.args[0].value))
    return names


def test_the_shared_bots_import_no_game():
    """engine/bots/ is what every game's bots share: a game's own bots live in its package, and the
    shared make_bot reaches them through the game's plug (engine.core.registry)."""
    from engine.core.registry import games

    packages = {f"engine.{g.key}" for g in games()}
    assert {"engine.bahu", "engine.duzihu", "engine.waihuzi"} <= packages
    for path in (ROOT / "engine" / "bots").rglob("*.py"):
        bad = {m for m in _imports_anywhere(path) if ".".join(m.split(".")[:2]) in packages}
        assert not bad, f"{path.relative_to(ROOT)} imports {sorted(bad)}"


GAME_NAMES = frozenset(("bahu", "duzihu", "waihuzi"))
GAME_PACKAGES = tuple(f"engine.{name}" for name in sorted(GAME_NAMES))
# The shared code that plays any game through its plug (engine/core/registry.py): it asks the plug,
# never a game's name. engine/replay/ is the replay layer: the record and self-play commands.
SHARED = (*sorted((ROOT / "engine" / "core").glob("*.py")), *sorted((ROOT / "engine" / "replay").glob("*.py")),
          ROOT / "engine" / "review" / "walk.py")


def _names_a_game(node: ast.AST) -> bool:
    """A string literal that is a game's name, alone or in a tuple, list or set."""
    if isinstance(node, ast.Constant):
        return node.value in GAME_NAMES
    return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(_names_a_game(e) for e in node.elts)


def game_name_tests(tree: ast.AST) -> list[int]:
    """Lines comparing with a game's name: ``==``, ``!=``, ``in``, ``not in``, or a ``case "bahu":``."""
    lines = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Compare) and any(isinstance(op, (ast.Eq, ast.NotEq, ast.In, ast.NotIn))
                                                 for op in node.ops):
            if any(_names_a_game(side) for side in (node.left, *node.comparators)):
                lines.append(node.lineno)
        elif isinstance(node, ast.MatchValue) and _names_a_game(node.value):
            lines.append(node.value.lineno)
    return lines


def game_imports(tree: ast.AST) -> list[str]:
    """The game packages a module imports anywhere, inside functions too, or names to import_module."""
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found += [node.module] + [f"{node.module}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Call) and getattr(node.func, "id", getattr(node.func, "attr", "")) == "import_module":
            found += [a.value for a in node.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
    return sorted({p for name in found for p in GAME_PACKAGES if name == p or name.startswith(p + ".")})


def test_shared_code_tests_no_games_name():
    for path in SHARED:
        lines = game_name_tests(ast.parse(path.read_text(encoding="utf-8")))
        assert not lines, f"{path.relative_to(ROOT)}:{lines[0]} tests a game's name: ask its plug"


def test_engine_core_and_replay_import_no_game():
    for path in (*sorted((ROOT / "engine" / "core").glob("*.py")), *sorted((ROOT / "engine" / "replay").glob("*.py"))):
        bad = game_imports(ast.parse(path.read_text(encoding="utf-8")))
        assert not bad, f"{path.relative_to(ROOT)} imports {bad}: the games plug in (engine/core/registry.py)"


def test_the_boundary_checks_see_what_they_forbid():
    tree = ast.parse('def f(g):\n    from engine.waihuzi.state import S\n    import_module("engine.bahu.plug")\n'
                     '    return g == "bahu" or g not in ("duzihu",)\n')
    assert game_name_tests(tree) == [4, 4] and game_imports(tree) == ["engine.bahu", "engine.waihuzi"]
    assert game_imports(ast.parse("from engine import duzihu")) == ["engine.duzihu"]
    assert not game_name_tests(ast.parse('g == "toy" or "bahu".upper()'))
    assert not game_imports(ast.parse("import engine.core\nfrom engine.bahuish import x"))


def _project_imports(path: Path) -> set[str]:
    """Every module a file imports, anywhere in it (in a function, under TYPE_CHECKING), in full."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    names = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names |= {a.name for a in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names |= {node.module} | {f"{node.module}.{a.name}" for a in node.names}
    return names


def test_no_widget_imports_a_page():
    """Widgets are built by pages; one that needs its page takes a callback, a signal or a Protocol."""
    for path in (ROOT / "archive_app" / "ui" / "widgets").rglob("*.py"):
        pages = {m for m in _project_imports(path) if m == "archive_app.ui.pages" or m.startswith("archive_app.ui.pages.")}
        assert not pages, f"{path.relative_to(ROOT)} imports {sorted(pages)}"


# What archive_app/ui/ itself may hold: the window and what is not a widget a page is built from.
UI_MODULES = {
    "__init__.py",
    "about.py",  # the About dialog, opened by the window
    "context.py",  # what every page shares (settings, store, library)
    "deck.py",  # what the pickers know about a deck, no widgets
    "export.py",  # PDF writing, no widgets
    "source_names.py",  # what a source link says, named by the context, no widgets
    "glossary_words.py",  # the glossary's words and index, no widgets
    "language.py",  # installs the catalogues
    "navigation.py",  # page keys and the actions pages take to go elsewhere
    "notation.py",  # editing notation text, no widgets
    "reader.py",  # texts as rich text, shared by the archive page and the export
    "shortcuts.py",  # the keyboard sheet dialog, opened by the window
    "style.py",  # the app's style sheet
    "undo.py",  # undo for the calculator pages
    "window.py",  # the main window
}


def test_the_presenters_know_no_qt():
    """The pages' models are plain Python: no Qt, no widget, no page (a view shows them)."""
    found = []
    for path in sorted((ROOT / "archive_app" / "presenters").glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) else []
            found += [f"{path.name}: {n}" for n in names
                      if n.startswith(("PySide6", "archive_app.qt", "archive_app.ui", "archive_app.ops"))]
    assert not found, found


def test_no_loose_widget_module_in_ui():
    loose = {p.name for p in (ROOT / "archive_app" / "ui").glob("*.py")} - UI_MODULES
    assert not loose, f"widgets belong in archive_app/ui/widgets/ (or list a non-widget module here): {sorted(loose)}"


GAME_KEYS = {"bahu", "duzihu", "waihuzi"}

# Shared app code that once told the games apart by name; it now asks archive_app.games.adapter(key).
SHARED_GAME_CODE = (
    *(str(p.relative_to(ROOT)) for p in sorted((ROOT / "archive_app" / "presenters").glob("*.py"))),
    "archive_app/content/lesson_answers.py",
    "archive_app/ui/widgets/practice_panels.py", "archive_app/ui/widgets/replay_notes.py",
    "archive_app/ui/widgets/record_panel.py", "archive_app/ui/widgets/answer_input.py",
    "archive_app/ui/widgets/puzzle_board.py", "archive_app/ui/widgets/move_list.py",
    "archive_app/ui/widgets/exercise_view.py",
)
# Where one game's own code lives: the adapters, the per-game pages and the per-game widgets.
PER_GAME = (
    "archive_app/games/", "archive_app/ui/pages/bahu.py", "archive_app/ui/pages/bahu_result.py",
    "archive_app/ui/pages/settle.py", "archive_app/ui/pages/duzihu.py", "archive_app/ui/pages/duzihu_examples.py",
    "archive_app/ui/pages/duzihu_keep.py", "archive_app/ui/pages/waihuzi.py",
)


def _game_key_comparisons(path: Path) -> list[str]:
    """Comparisons with a game key written out (``game == "bahu"``, ``game in ("bahu", "waihuzi")``)."""

    def names_a_game(node: ast.AST) -> bool:
        if isinstance(node, ast.Constant):
            return node.value in GAME_KEYS
        return isinstance(node, (ast.Tuple, ast.List, ast.Set)) and any(names_a_game(e) for e in node.elts)

    tree = ast.parse(path.read_text(encoding="utf-8"))
    return [f"{path.relative_to(ROOT)}:{n.lineno}: {ast.unparse(n)}" for n in ast.walk(tree)
            if isinstance(n, ast.Compare) and any(names_a_game(x) for x in (n.left, *n.comparators))]


def test_shared_app_code_does_not_test_the_game_by_name():
    for name in SHARED_GAME_CODE:
        assert (ROOT / name).exists(), name
    found = []
    for path in sorted((ROOT / "archive_app").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith(PER_GAME):
            found += _game_key_comparisons(path)
    assert not found, "ask archive_app.games.adapter(game) instead:\n" + "\n".join(found)


# The puzzle layer's shared modules: they ask the game's puzzle kit (engine/puzzles/kits), never its name.
SHARED_PUZZLES = tuple(ROOT / "engine" / "puzzles" / name for name in (
    "generate.py", "mine.py", "themes.py", "verify.py", "cli.py", "kit.py", "kits/__init__.py"))


def test_shared_puzzle_code_tests_no_games_name_and_imports_no_game():
    for path in SHARED_PUZZLES:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        lines = game_name_tests(tree)
        assert not lines, f"{path.relative_to(ROOT)}:{lines[0]} tests a game's name: ask its puzzle kit"
        assert not game_imports(tree), f"{path.relative_to(ROOT)} imports {game_imports(tree)}: a kit does"


# Where the real games may still be listed by key, and why: none of these lists what the app plays.
GAME_LIST_ALLOWED = {
    "archive_app/content/lessons.py": "the courses' file format names the games its lessons teach",
    "archive_app/ui/glossary_words.py": "the glossary's terms are tagged with the games the sources describe",
    "archive_app/card_facts/roles.py": "each card's role under each rule set of the sources",
    "archive_app/ui/pages/home.py": "the home page's doors are pages (the calculators), keyed by page",
}


def _game_lists(path: Path) -> list[str]:
    """Literal tuples, lists, sets or dict keys that name two or more games (``("bahu", "duzihu", …)``)."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    found = []
    for node in ast.walk(tree):
        items = node.keys if isinstance(node, ast.Dict) else \
            node.elts if isinstance(node, (ast.Tuple, ast.List, ast.Set)) else []
        named = {e.value for e in items if isinstance(e, ast.Constant)} & GAME_KEYS
        if len(named) >= 2:
            found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {sorted(named)}")
    return found


def test_the_apps_lists_of_games_come_from_the_registry():
    """Menus of games, name tables and settings ask archive_app.games (keys(), adapter(key).names()), so a
    game registered from outside (tests/fixtures/toygame) shows wherever the real ones do."""
    for name in GAME_LIST_ALLOWED:
        assert (ROOT / name).exists(), name
    found = []
    for path in sorted((ROOT / "archive_app").rglob("*.py")):
        rel = path.relative_to(ROOT).as_posix()
        if not rel.startswith(PER_GAME) and rel not in GAME_LIST_ALLOWED:
            found += _game_lists(path)
    assert not found, "list the games with archive_app.games.keys():\n" + "\n".join(found)
