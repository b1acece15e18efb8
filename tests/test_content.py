"""Content checks: everything parses; broken files are reported with file:line and the rest still loads."""

import shutil
from pathlib import Path

import pytest

from archive_app.content import load_library
from archive_app.paths import CONTENT


@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


def test_the_real_content_has_no_issues(library):
    assert [str(i) for i in library.issues] == []


def test_five_sources_fully_translated(library):
    assert sorted(library.sources) == ["s000", "s001", "s002", "s003", "s004"]
    for source in library.sources.values():
        assert source.paragraphs, source.id
        for p in source.paragraphs:
            assert p.original and p.en, p.id
    assert library.sources["s001"].meta["author"].startswith("赵建华")


def test_glossary_and_articles_are_substantial(library):
    assert len(library.terms) >= 150
    for t in library.terms.values():
        assert t.refs, f"{t.id} has no paragraph that uses it"
    assert len(library.articles) >= 9


def test_a_source_is_named_in_running_text_by_a_link_never_by_its_id(library):
    """A note that points to another text links it ([[s001.p027]]): the reader shows the source's name,
    never "s001" (the paragraph IDs of the source itself are its own column)."""
    import re

    bare = re.compile(r"\bs\d{3}(?:\.p\d{3})?\b")
    found = []
    for source in library.sources.values():
        for p in source.paragraphs:
            for text in (p.original, p.en, p.note):
                unlinked = re.sub(r"\[\[[^\[\]]*\]\]", "", text)
                found += [f"{p.id}: {m.group(0)}" for m in bare.finditer(unlinked)]
    for article in library.articles.values():
        for text in (article.zh, article.en):
            found += [f"a:{article.id}: {m.group(0)}" for m in bare.finditer(re.sub(r"\[\[[^\[\]]*\]\]", "", text))]
    assert found == []


@pytest.fixture
def content_copy(tmp_path):
    dest = tmp_path / "content"
    shutil.copytree(CONTENT, dest)
    return dest


def _issues(root: Path) -> list[str]:
    return [str(i) for i in load_library(root).issues]


def test_broken_front_matter_names_file_and_line_and_the_rest_loads(content_copy):
    path = content_copy / "articles" / "paijing.md"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[2] = "this line has no colon"
    path.write_text("\n".join(lines), encoding="utf-8")
    lib = load_library(content_copy)
    issues = [str(i) for i in lib.issues]
    assert issues[0] == "content/articles/paijing.md:3: front matter line is not 'key: value': 'this line has no colon'"
    assert all(i.endswith("[[a:paijing]]") for i in issues[1:])  # links to it now point nowhere
    assert "paijing" not in lib.articles and len(lib.articles) >= 8 and len(lib.sources) == 5


def test_unknown_link_target_is_reported_with_its_line(content_copy):
    path = content_copy / "articles" / "number-marks.md"
    path.write_text(path.read_text(encoding="utf-8") + "\nSee [[s009.p001]].\n", encoding="utf-8")
    line = path.read_text(encoding="utf-8").count("\n")
    assert f"content/articles/number-marks.md:{line}: unknown link target [[s009.p001]]" in _issues(content_copy)


def test_duplicate_paragraph_id_is_reported(content_copy):
    path = content_copy / "sources" / "004-waihuzi.md"
    text = path.read_text(encoding="utf-8").replace("=== p002", "=== p001", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("=== p001", text.splitlines().index("=== p001") + 1) + 1
    assert f"content/sources/004-waihuzi.md:{line}: duplicate paragraph id p001" in _issues(content_copy)


def test_broken_toml_is_reported_with_its_line(content_copy):
    path = next((content_copy / "glossary").glob("*.toml"))
    path.write_text('[[term]]\nid = "x"\nhans = \n', encoding="utf-8")
    issues = _issues(content_copy)
    assert any(i.startswith(f"content/glossary/{path.name}:3: TOML") for i in issues), issues


def test_missing_translation_is_reported(content_copy):
    path = content_copy / "sources" / "003-duzihu-shuangjiang.md"
    text = path.read_text(encoding="utf-8")
    head, _, rest = text.partition("=== p002\n")
    original, _, after = rest.partition("--- en\n")
    _, _, tail = after.partition("\n=== p003")
    path.write_text(head + "=== p002\n" + original + "--- en\n\n=== p003" + tail, encoding="utf-8")
    issues = _issues(content_copy)
    assert any("paragraph p002 has no English translation" in i and i.startswith("content/sources/003") for i in issues)


# --- faults that stopped everything from loading, or were passed over in silence ---
def test_a_glossary_value_where_entries_belong_is_reported_and_the_rest_loads(content_copy):
    path = content_copy / "glossary" / "places.toml"
    path.write_text('# places\n\nterm = "x"\n', encoding="utf-8")
    lib = load_library(content_copy)
    assert "content/glossary/places.toml:3: 'term' must be entries written as [[term]] tables, not a single value" \
        in [str(i) for i in lib.issues]
    assert len(lib.terms) > 100 and len(lib.sources) == 5


def test_a_glossary_entry_that_is_not_a_table(content_copy):
    path = content_copy / "glossary" / "places.toml"
    path.write_text('term = [1, "two"]\n', encoding="utf-8")
    issues = _issues(content_copy)
    assert "content/glossary/places.toml:1: glossary entry 1 is not a table of fields" in issues
    assert "content/glossary/places.toml:1: glossary entry 2 is not a table of fields" in issues


@pytest.mark.parametrize("where", ["sources", "articles", "glossary"])
def test_a_folder_named_like_a_content_file_is_reported(content_copy, where):
    suffix = ".toml" if where == "glossary" else ".md"
    (content_copy / where / f"x{suffix}").mkdir()
    lib = load_library(content_copy)
    assert f"content/{where}/x{suffix}:1: a folder, not a content file: rename or remove it" in [str(i) for i in lib.issues]
    assert len(lib.sources) == 5 and len(lib.articles) >= 9 and len(lib.terms) >= 150


def test_an_unreadable_file_is_reported_and_the_rest_loads(content_copy, monkeypatch):
    """Tests run as root, where chmod 000 does not stop reading: the read itself is refused here."""
    target = content_copy / "articles" / "paijing.md"
    real = Path.read_text

    def read_text(self, *args, **kwargs):
        if self == target:
            raise PermissionError(13, "Permission denied", str(self))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(Path, "read_text", read_text)
    lib = load_library(content_copy)
    assert "content/articles/paijing.md:1: cannot be read: Permission denied" in [str(i) for i in lib.issues]
    assert "paijing" not in lib.articles and len(lib.articles) >= 8


def test_a_link_to_nothing_in_content_is_reported(content_copy):
    (content_copy / "articles" / "gone.md").symlink_to(content_copy / "nowhere.md")
    assert "content/articles/gone.md:1: not a regular file, not a content file: rename or remove it" in _issues(
        content_copy)


def test_a_duplicate_glossary_id_is_reported_at_the_duplicate(content_copy):
    path = content_copy / "glossary" / "play.toml"
    text = path.read_text(encoding="utf-8")
    first = text.splitlines().index('id = "zhuangjia"') + 1
    path.write_text(text + '\n[[term]]\nid = "zhuangjia"\nhans = "庄家"\nhant = "莊家"\npinyin = "zhuāngjiā"\n'
                    'en = "dealer"\ngloss_en = "again"\ngloss_zh = "又一次"\nrefs = ["s001.p050"]\n', encoding="utf-8")
    duplicate = path.read_text(encoding="utf-8").splitlines().index('id = "zhuangjia"', first) + 1
    issues = _issues(content_copy)
    assert (f"content/glossary/play.toml:{duplicate}: duplicate glossary id 'zhuangjia' (also "
            f"content/glossary/play.toml:{first})") in issues, issues


@pytest.mark.parametrize("field", ["refs", "synonyms", "games", "rules"])
def test_a_list_field_written_as_a_string_is_reported(content_copy, field):
    path = content_copy / "glossary" / "play.toml"
    text = path.read_text(encoding="utf-8")
    lines = text.splitlines()
    at = lines.index('id = "zhuangjia"')
    end = next(i for i in range(at, len(lines)) if lines[i].startswith(f"{field} = "))
    lines[end] = f'{field} = "s001.p050"'
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    lib = load_library(content_copy)
    assert (f"content/glossary/play.toml:{at + 1}: glossary entry 'zhuangjia': '{field}' must be a list of strings,"
            f' like {field} = ["…"]') in [str(i) for i in lib.issues]
    assert "zhuangjia" in lib.terms  # the entry itself still loads


def test_an_unknown_ref_is_reported_at_its_own_entry(content_copy):
    path = content_copy / "glossary" / "play.toml"
    lines = path.read_text(encoding="utf-8").splitlines()
    at = lines.index('id = "toujia"')
    refs = next(i for i in range(at, len(lines)) if lines[i].startswith("refs = "))
    lines[refs] = 'refs = ["s001.p050", "s009.p001"]'
    lines.insert(0, '# "s009.p001" is to come')  # the same text earlier in the file is not the entry's
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert (f"content/glossary/play.toml:{refs + 2}: glossary entry 'toujia' refers to unknown paragraph 's009.p001'"
            in _issues(content_copy))


def test_the_search_cli_still_answers_when_content_is_broken(content_copy, tmp_path):
    import os
    import subprocess
    import sys

    (content_copy / "glossary" / "places.toml").write_text('term = "x"\n', encoding="utf-8")
    (content_copy / "articles" / "x.md").mkdir()
    code = ("import sys; from pathlib import Path; import archive_app.paths as p; p.CONTENT = Path(sys.argv[1]);"
            "from archive_app.__main__ import _search_cli; sys.exit(_search_cli(['庄', '--json']))")
    proc = subprocess.run([sys.executable, "-c", code, str(content_copy)], capture_output=True, text=True, timeout=120,
                          env=dict(os.environ, ARCHIVE_APP_CACHE_DIR=str(tmp_path / "cache")),
                          cwd=Path(__file__).resolve().parent.parent)
    assert proc.returncode == 0, proc.stderr
    assert "warning: content/glossary/places.toml:1:" in proc.stderr and '"g:zhuang"' in proc.stdout


from hypothesis import given, settings, strategies as st  # noqa: E402

_scalars = st.one_of(st.text(max_size=8), st.integers(-5, 5), st.booleans())
_values = st.one_of(_scalars, st.lists(_scalars, max_size=3), st.dictionaries(st.sampled_from(["a", "b"]), _scalars,
                                                                                max_size=2))


def _toml(value) -> str:
    import json

    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, str)):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(_toml(v) for v in value) + "]"
    return "{" + ", ".join(f"{k} = {_toml(v)}" for k, v in value.items()) + "}"


@settings(max_examples=60, deadline=None)
@given(st.lists(st.dictionaries(st.sampled_from(["id", "hans", "hant", "pinyin", "en", "gloss_en", "gloss_zh", "refs",
                                                 "synonyms", "games", "rules", "category"]), _values), max_size=3))
def test_any_glossary_entries_load_or_are_reported_never_raise(tmp_path_factory, entries):
    root = tmp_path_factory.mktemp("content")
    (root / "glossary").mkdir()
    body = "\n".join("[[term]]\n" + "\n".join(f"{k} = {_toml(v)}" for k, v in e.items()) for e in entries)
    (root / "glossary" / "g.toml").write_text(body + "\n", encoding="utf-8")
    lib = load_library(root)
    assert all(i.line >= 1 for i in lib.issues)


# --- the on-disk cache of derived data (content/cache.py) ---
from archive_app.content import cache  # noqa: E402


def test_the_cache_key_follows_every_content_byte_and_the_code(content_copy, tmp_path):
    code = tmp_path / "code.py"
    code.write_text("x = 1\n")
    key = cache.fingerprint(content_copy, [code])
    assert cache.fingerprint(content_copy, [code]) == key
    path = content_copy / "articles" / "paijing.md"
    path.write_bytes(path.read_bytes().replace("牌经".encode(), "牌經".encode(), 1))  # same length
    changed = cache.fingerprint(content_copy, [code])
    assert changed != key
    code.write_text("x = 2\n")
    assert cache.fingerprint(content_copy, [code]) != changed
    (content_copy / "articles" / "new.md").mkdir()
    assert cache.fingerprint(content_copy, [code]) != changed


def test_the_cache_is_read_back_rebuilt_when_stale_and_survives_damage(tmp_path):
    path = tmp_path / "cache" / "value.pickle"
    builds = []

    def build():
        builds.append(1)
        return {"n": len(builds)}

    assert cache.cached(path, "a" * 40, build) == ({"n": 1}, False)
    assert cache.cached(path, "a" * 40, build) == ({"n": 1}, True)  # not built again
    assert cache.cached(path, "b" * 40, build) == ({"n": 2}, False)  # another key: rebuilt
    path.write_bytes(path.read_bytes()[:60])  # cut short
    assert cache.cached(path, "b" * 40, build) == ({"n": 3}, False)
    path.write_bytes(b"not a cache at all")
    assert cache.cached(path, "b" * 40, build) == ({"n": 4}, False)
    assert [p.name for p in path.parent.iterdir()] == ["value.pickle"]  # no partial files left


def test_a_cache_that_cannot_be_written_is_skipped(tmp_path):
    blocker = tmp_path / "cache"
    blocker.write_text("a file where the folder should be")
    value, from_cache = cache.cached(blocker / "value.pickle", "c" * 40, lambda: [1, 2])
    assert (value, from_cache) == ([1, 2], False) and blocker.read_text().startswith("a file")


def test_the_cache_key_works_where_the_code_is_compiled_only(tmp_path):
    """A standalone build carries no .py files: the key is made all the same, and stays stable."""
    from archive_app.content import cache

    (tmp_path / "c").mkdir()
    (tmp_path / "c" / "a.md").write_text("x", encoding="utf-8")
    missing = tmp_path / "gone.py"
    key = cache.fingerprint(tmp_path / "c", [missing])
    assert key == cache.fingerprint(tmp_path / "c", [missing])
    (tmp_path / "c" / "a.md").write_text("y", encoding="utf-8")
    assert cache.fingerprint(tmp_path / "c", [missing]) != key


def test_the_stamp_stands_for_the_key_until_a_file_changes(content_copy, tmp_path, monkeypatch):
    """A start reads the key back while the files' sizes and times are the same; any change hashes again."""
    import os
    import time

    code = tmp_path / "code.py"
    code.write_text("x = 1\n")
    stamp_file = tmp_path / "cache" / "library.stamp"
    key = cache.remembered_fingerprint(stamp_file, content_copy, [code])
    assert key == cache.fingerprint(content_copy, [code]) and stamp_file.exists()
    full = cache.fingerprint
    hashed = []
    monkeypatch.setattr(cache, "fingerprint", lambda *a, **k: hashed.append(1) or full(*a, **k))
    assert cache.remembered_fingerprint(stamp_file, content_copy, [code]) == key and not hashed  # read back

    time.sleep(0.05)  # file times tick coarsely
    path = content_copy / "articles" / "paijing.md"
    before = path.stat()
    path.write_bytes(path.read_bytes().replace("牌经".encode(), "牌經".encode(), 1))  # same length
    os.utime(path, ns=(before.st_atime_ns, before.st_mtime_ns))  # and the old modification time
    edited = cache.remembered_fingerprint(stamp_file, content_copy, [code])
    assert edited != key and edited == full(content_copy, [code]) and hashed == [1]

    (content_copy / "articles" / "new.md").write_text("x", encoding="utf-8")
    added = cache.remembered_fingerprint(stamp_file, content_copy, [code])
    assert added not in (key, edited) and hashed == [1, 1]
    code.write_text("x = 22\n")
    assert cache.remembered_fingerprint(stamp_file, content_copy, [code]) == full(content_copy, [code]) != added

    stamp_file.write_text("damaged")
    assert cache.remembered_fingerprint(stamp_file, content_copy, [code]) == full(content_copy, [code])


def test_the_stamp_of_compiled_only_code_follows_the_build(tmp_path, monkeypatch):
    (tmp_path / "c").mkdir()
    missing = tmp_path / "gone.py"
    key = cache.stamp(tmp_path / "c", [missing])
    exe = tmp_path / "app-build"
    exe.write_bytes(b"a new build")
    monkeypatch.setattr(cache.sys, "executable", str(exe))
    assert cache.stamp(tmp_path / "c", [missing]) != key


def test_the_lessons_puzzles_and_games_are_unpickled_when_first_read():
    import pickle

    from archive_app.content.model import Library, _Packed

    lib = Library(lessons={"bahu": 1}, puzzles=(2,), games=[3])
    again = pickle.loads(pickle.dumps(lib))
    assert {k: type(again.__dict__[k]) for k in ("_lessons", "_puzzles", "_games")} == dict.fromkeys(
        ("_lessons", "_puzzles", "_games"), _Packed)
    assert again.games == [3] and type(again.__dict__["_games"]) is list and again == lib
    assert (Library().lessons, Library().puzzles, Library().games) == (None, (), [])
    assert Library().games is not Library().games
