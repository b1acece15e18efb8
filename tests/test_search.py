"""Search over the whole archive: 简繁 find each other, English finds English, short queries work."""

import json
import subprocess
import sys

import pytest

from archive_app.content import load_library
from archive_app.paths import CONTENT
from archive_app.search import SearchIndex, normalise


@pytest.fixture(scope="module")
def index():
    return SearchIndex(load_library(CONTENT))


def ids(hits):
    return [h.id for h in hits]


def test_simplified_and_traditional_find_each_other(index):
    assert "s000.p008" in ids(index.search("空瑶"))  # 空瑶 as written in seed 000
    assert "s000.p008" in ids(index.search("空瑤"))  # typed in 繁體
    assert any(i.startswith("s002.") for i in ids(index.search("单将长牌")))  # seed 002 is 繁體


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
