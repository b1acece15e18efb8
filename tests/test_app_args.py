"""The app's command line: the quick reading of a plain start gives what argparse gives, and leaves
everything else (help, abbreviations, mistakes) to argparse."""

from __future__ import annotations

import pytest
from hypothesis import given, strategies as st

from archive_app.main import _quick_args, build_parser, parse_args

TOKENS = ["--screenshot", "--page", "--lang", "--script", "--size", "--data-dir", "--content-dir", "--data",
          "--help", "-h", "--", "-", "--lang=zh", "--page=home", "--size=800x600", "--data-dir=/tmp/d",
          "--script=hant", "--lang=fr", "--page=", "zh", "en", "hans", "hant", "fr", "home", "archive", "out.png",
          "/tmp/data", "800x600", "a=b", "-1", "", "x y", "数据"]


def _argparse(argv: list[str]):
    try:
        return build_parser().parse_args(argv)
    except SystemExit as e:
        return ("exit", e.code)


@pytest.mark.parametrize("argv", [
    [], ["--data-dir", "/tmp/d"], ["--screenshot", "out.png", "--page", "home", "--lang", "en", "--size", "600x400"],
    ["--lang=zh", "--script=hant", "--content-dir", "content"], ["--page", "a=b"], ["--page=a=b"],
])
def test_a_plain_start_is_read_without_argparse(argv):
    quick = _quick_args(argv)
    assert quick is not None and quick == build_parser().parse_args(argv)


@pytest.mark.parametrize("argv", [
    ["--help"], ["--data", "/tmp/d"], ["--lang", "fr"], ["--page"], ["--page", "--lang", "zh"], ["--page", "-1"],
    ["--page", ""], ["--page="], ["--page", "a", "--page", "b"], ["extra"], ["--", "--page", "x"],
])
def test_anything_else_goes_to_argparse(argv, capsys):
    assert _quick_args(argv) is None
    try:
        answer = parse_args(argv)
    except SystemExit as e:  # help, or argparse's one error line
        answer = ("exit", e.code)
    assert answer == _argparse(argv)
    capsys.readouterr()


@given(st.lists(st.sampled_from(TOKENS), max_size=8))
def test_the_quick_reading_agrees_with_argparse(argv):
    quick = _quick_args(argv)
    if quick is not None:
        assert quick == _argparse(argv)
