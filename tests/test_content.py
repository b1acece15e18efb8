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
