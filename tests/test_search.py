"""Search over the whole archive: 简繁 find each other, English finds English, short queries work."""

import json
import subprocess
import sys

import pytest

from archive_app.content import load_library
from archive_app.paths import CONTENT
from archive_app.search import GROUPS, SearchIndex, normalise


@pytest.fixture(scope="module")
def index():
    return SearchIndex(load_library(CONTENT))


def ids(hits):
    return [h.id for h in hits]


def test_simplified_and_traditional_find_each_other(index):
    assert "s000.p008" in ids(index.search("空瑶"))  # 空瑶 as the Haimen text writes it
    assert "s000.p008" in ids(index.search("空瑤"))  # typed in 繁體
    assert any(i.startswith("s002.") for i in ids(index.search("单将长牌")))  # the Nantong 单将 text is in 繁體


def test_one_and_two_character_queries(index):
    assert index.search("豹")
    two = index.search("千字")
    assert two and "g:qianzi" in ids(two)
    assert all("<b>" in h.snippet for h in two)


def test_english_and_pinyin(index):
    hits = index.search("Little Tiger")
    assert hits and all(h.lang == "en" for h in hits)
    assert "g:qianzi" in ids(index.search("qianzi"))  # tone marks ignored
    assert "g:qianzi" in ids(index.search("qiānzì"))
    assert "g:xianer" in ids(index.search("xianer"))  # pinyin typed without the apostrophe


def test_articles_are_searchable(index):
    assert any(i.startswith("a:") for i in ids(index.search("bean-sprout")))


def test_no_hits_and_odd_queries(index):
    assert index.search("") == []
    assert index.search("zzzzqqq") == []
    assert isinstance(index.search('"%_\\'), list)


def test_normalise():
    assert normalise("紅花 QiānZì") == "红花 qianzi"


def test_cli_json():
    out = subprocess.run([sys.executable, "-m", "archive_app", "search", "呛森", "--json"], capture_output=True,
                         text=True, check=True)
    hits = json.loads(out.stdout)["hits"]
    assert hits and {"id", "title", "kind", "snippet"} <= set(hits[0])
    assert "s000.p006" in [h["id"] for h in hits]


# --- relevance: the entry itself first, then titles, then the texts ---
@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


@pytest.mark.parametrize("query, first", [
    ("庄", "g:zhuang"), ("莊", "g:zhuang"), ("胡头", "g:hutou"), ("胡頭", "g:hutou"), ("hutou", "g:hutou"),
    ("hútóu", "g:hutou"), ("zhuang", "g:zhuang"), ("dealer", "g:zhuangjia"), ("Red Flower", "g:honghua"),
    ("千字", "g:qianzi"), ("Qianzi", "g:qianzi"), ("xianer", "g:xianer"), ("索", "g:tiao"), ("jiang", "g:jiang"),
])
def test_the_exact_headword_comes_first(index, query, first):
    hits = index.search(query)
    assert (hits[0].id, hits[0].group) == (first, "headword")


def test_every_headword_finds_its_entry_first(index, library):
    """简体, 繁體, pinyin and English headword of every entry (several entries may share one)."""
    missed = []
    for term in library.terms.values():
        for word in (term.hans, term.hant, term.pinyin, term.en):
            heads = [h.id for h in index.search(word, None) if h.group == "headword"]
            if f"g:{term.id}" not in heads or index.search(word, 1)[0].group != "headword":
                missed.append(f"{word} -> {term.id}")
    assert not missed, missed[:20]


def test_groups_come_in_order_and_titles_before_texts(index):
    for query in ("庄", "胡头", "八胡", "jiang", "dealer", "Red Flower", "的", "the", "qianzi"):
        order = [GROUPS.index(h.group) for h in index.search(query, None)]
        assert order == sorted(order), query
    hits = index.search("歪胡子", None)
    titles = [h.id for h in hits if h.group == "title"]
    assert "a:waihuzi-origins" in titles and "s004" in titles  # the article and the source by their titles
    assert ids(hits).index("a:waihuzi-origins") < min(i for i, h in enumerate(hits) if h.group == "text")


def test_texts_are_ranked_by_how_much_they_are_about_the_query(index):
    hits = [h for h in index.search("胡头", None) if h.group == "text"]
    counts = [index.db.execute("SELECT norm FROM doc JOIN shown USING (rowid) WHERE id = ? AND kind = ? AND lang = ?", (h.id, h.kind, h.lang))
              .fetchone()[0]
              .count("胡头") for h in hits]
    assert counts[0] >= 2 and max(counts) == max(counts[:10])  # the dense ones lead


def test_results_say_what_they_are(index):
    hit = index.search("庄")[0]
    assert hit.kind == "glossary" and hit.to_json()["group"] == "headword"
    assert {h.kind for h in index.search("庄", None)} == {"glossary", "source", "translation", "article"}


# --- odd queries ---
def test_control_characters_and_broken_text_in_queries(index):
    assert index.search("\x00") == [] and index.search("\x00\x01 ") == []  # NUL alone matched everything
    assert ids(index.search("庄\x00")) == ids(index.search("庄"))  # a NUL raised
    assert index.search("\udcff") == []
    assert ids(index.search("\udcff庄")) == ids(index.search("庄"))


def test_limits(index):
    everything = index.search("庄", None)
    assert len(everything) > 100 and ids(index.search("庄", 10)) == ids(everything)[:10]
    assert index.search("庄", 0) == []
    with pytest.raises(ValueError):
        index.search("庄", -1)
    assert len(index.search("庄", 10**30)) == len(everything)  # raised OverflowError


def test_one_letter_english_matches_whole_words_only(index):
    import re

    hits = index.search("a", None)
    assert hits
    for h in hits:
        for m in re.finditer(r"<b>(.*?)</b>(.?)", h.snippet):
            assert m.group(1).lower() == "a" and not m.group(2).isalnum(), h.snippet
    assert index.search("j") == []  # "j" only inside words (jiang), never a word of its own
    assert all(re.search(r"(^|[^a-z])<b>ka</b>", h.snippet.lower()) or h.group != "text"
               for h in index.search("ka", None))


def test_english_snippets_start_and_end_at_whole_words(index):
    import html
    import re

    checked = 0
    for query in ("not worry", "dealer", "jiang", "Red Flower", "pair", "three", "card", "wild card"):
        for h in index.search(query, None):
            if h.lang != "en":
                continue
            body = index.db.execute("SELECT body FROM doc JOIN shown USING (rowid) WHERE id = ? AND kind = ? AND lang = ?",
                                    (h.id, h.kind, h.lang)).fetchone()[0]
            plain = html.unescape(re.sub("</?b>", "", h.snippet))
            if h.group == "title" and plain.strip("…") in h.title:
                body = h.title  # found by the title alone, which is shown
            inner = plain.strip("…")
            at = body.find(inner)
            assert at >= 0, (h.id, plain)
            if plain.startswith("…"):
                assert not (body[at - 1].isalnum() and body[at].isalnum()), plain
            if plain.endswith("…"):
                end = at + len(inner)
                assert not (body[end - 1].isalnum() and body[end].isalnum()), plain
            checked += 1
    assert checked > 100
    assert index.search("not worry")[0].snippet.startswith("…so many")  # was "…eed not worry"


# --- the command line ---
def _cli(*args, tmp_path):
    env = dict(__import__("os").environ, ARCHIVE_APP_CACHE_DIR=str(tmp_path / "cache"))
    return subprocess.run([sys.executable, "-m", "archive_app", "search", *args], capture_output=True, env=env,
                          timeout=120)


@pytest.mark.parametrize("args, token", [
    ([b"\xff"], "\\xff"), (["庄", "--limit", "99999999999999999999"], "99999999999999999999"),
    (["庄", "--limit", "-1"], "-1"), (["庄", "--limit=0"], "0"), (["庄", "--limit", "many"], "many"),
])
def test_cli_bad_input_is_one_error_line(tmp_path, args, token):
    proc = _cli(*args, tmp_path=tmp_path)
    err = proc.stderr.decode()
    assert proc.returncode == 2 and proc.stdout == b""
    assert err.count("\n") == 1 and err.startswith("error: ") and err.rstrip().endswith(f"[{token}]"), err


def test_cli_limit_and_groups(tmp_path):
    proc = _cli("庄", "--json", "--limit", "3", tmp_path=tmp_path)
    hits = json.loads(proc.stdout)["hits"]
    assert proc.returncode == 0 and len(hits) == 3 and hits[0]["id"] == "g:zhuang" and hits[0]["group"] == "headword"


# --- kept on disk between runs ---
def test_the_index_is_cached_and_rebuilt_only_when_content_changes(tmp_path, monkeypatch):
    import shutil

    import archive_app.search as search_module
    from archive_app.search import load_indexed

    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    built = []
    real = search_module.SearchIndex.__init__

    def counting(self, library=None):
        if library is not None:
            built.append(1)
        real(self, library)

    monkeypatch.setattr(search_module.SearchIndex, "__init__", counting)
    lib1, index1 = load_indexed(content, tmp_path / "cache")
    lib2, index2 = load_indexed(content, tmp_path / "cache")
    assert len(built) == 1  # the second start read it back
    assert lib2.terms == lib1.terms and lib2.sources == lib1.sources
    assert [h.to_json() for h in index2.search("庄", None)] == [h.to_json() for h in index1.search("庄", None)]
    path = content / "glossary" / "play.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('hans = "庄家"', 'hans = "莊家主"'), encoding="utf-8")
    lib3, index3 = load_indexed(content, tmp_path / "cache")
    assert len(built) == 2 and lib3.terms["zhuangjia"].hans == "莊家主"
    assert index3.search("莊家主")[0].id == "g:zhuangjia"


@pytest.mark.parametrize("query", ["Little Tiger", "小老虎", "仙儿", "yuan", "将", "wenqian"])
def test_a_snippet_shows_links_as_their_words_never_as_markup(index, query):
    """A paragraph's [[s001.p027]] reads [Tongdong ¶27] in its snippet, a gloss's [[g:xi]] reads 喜 / Xi."""
    import re

    from archive_app.content.link_words import source_marker

    hits = index.search(query, 200)
    assert hits
    for h in hits:
        assert not re.search(r"\[\[|\]\]|\bs\d{3}\.p\d{3}\b|\bg:[a-z]", h.snippet + h.title), (h.id, h.snippet)
    if query == "Little Tiger":  # the Haimen note names the Tongdong paragraph it means
        library = load_library(CONTENT)
        label = source_marker("s001.p027", library, "en")[0]
        snippets = [h.snippet for h in index.search("Tongdong ¶27", 200)]
        assert any(label in re.sub("</?b>", "", s) for s in snippets), snippets
