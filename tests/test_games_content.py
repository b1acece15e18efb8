"""The annotated sample games: each replays through the referee with exactly the violations it names,
is commented in both languages, and between them the games cover what a learner should see."""

from __future__ import annotations

import shutil
from collections import Counter

import pytest

from archive_app.content import load_library
from archive_app.content.games import check_games, load_games, notation_in, referee
from archive_app.paths import CONTENT

GAMES_DIR = CONTENT / "games"
RULE_SETS = ("haimen", "tongdong", "danjiang", "shuangjiang", "waihuzi")


@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


@pytest.fixture(scope="module")
def games(library):
    games, issues = load_games(GAMES_DIR, library)
    assert [str(i) for i in issues] == []
    return games


@pytest.fixture(scope="module")
def checked(games):
    return {g.path: referee(g) for g in games}


def test_every_game_holds_what_a_replay_teaches_from(games):
    assert [str(i) for i in check_games(games)] == []


def test_at_least_three_hands_per_rule_set(games):
    count = Counter(g.rules for g in games)
    assert {r: count[r] for r in RULE_SETS} == {r: max(3, count[r]) for r in RULE_SETS}


@pytest.mark.parametrize("game", ["bahu", "duzihu", "waihuzi"])
def test_each_game_shows_a_win_a_hand_that_runs_out_and_a_broken_rule(games, checked, game):
    mine = [g for g in games if g.game == game]
    ends = {checked[g.path]["result"]["end"] for g in mine}
    assert {"hu", "exhausted"} <= ends
    assert any(checked[g.path]["ok"] and checked[g.path]["result"]["end"] == "hu" for g in mine), "a clean win"
    assert any(g.violations for g in mine), "a hand where a rule is broken and the penalty follows"


def test_bahu_wins_include_pinghu_piaohu_and_heiba(games, checked):
    kinds = {checked[g.path]["result"].get("kind") for g in games if g.game == "bahu"}
    assert {"ping", "piao", "heiba"} <= kinds


def test_titles_and_summaries_are_in_both_languages(games):
    for g in games:
        assert g.title["zh"] != g.title["en"] and g.summary["zh"] != g.summary["en"], g.path
        assert any("\u4e00" <= ch <= "\u9fff" for ch in g.title["zh"] + g.summary["zh"]), g.path


def test_no_shown_tag_writes_a_card_in_notation(games):
    shown = {(g.path, key): text for g in games
             for key, text in (("Title", g.title["zh"]), ("TitleEn", g.title["en"]),
                               ("Summary", g.summary["zh"]), ("SummaryEn", g.summary["en"]))}
    assert {at: notation_in(text) for at, text in shown.items() if notation_in(text)} == {}


@pytest.mark.parametrize(("text", "codes"), [
    ("wins on 7m for 80 hu", ["7m"]), ("a 555d and a 2x", ["555d", "2x"]), ("a Red Flower (H)", ["H"]),
    ("Qianzi, Q and B", ["Q", "B"]), ("Player B pengs the seven wan", []), ("two large 2-7-10s", []),
    ("see [[s000.p027]] and [[g:chi]]", []), ("七万和八饼", []), ("he waits on 1m.", ["1m"]),
])
def test_notation_is_found_as_a_word_and_seats_and_links_are_not(text, codes):
    assert notation_in(text) == codes


def test_text_form_round_trips(games):
    from engine.core.record import Record

    for g in games:
        assert Record.from_text(g.record.to_text()) == g.record, g.path
        assert Record.from_json(g.record.to_json()) == g.record, g.path


# --- the checks themselves fail where they should -------------------------------------------------

CLEAN = """[Game "bahu"]
[Rules "haimen"]
[Title "测试"]
[TitleEn "Test"]
[Summary "一句"]
[SummaryEn "One line"]
"""


def _one(tmp_path, text, name="haimen-t.txt", game="bahu"):
    d = tmp_path / "games" / game
    d.mkdir(parents=True, exist_ok=True)
    (d / name).write_text(text, encoding="utf-8")
    return load_games(tmp_path / "games")


def _selfplay_text(tmp_path, seed=3):
    """A real hand from self-play, in the text form, with the sample-game tags on top."""
    from engine.bahu.rules import RuleSet
    from engine.core.record import Record
    from engine.bahu.selfplay import play_hand

    record, _ = play_hand(RuleSet.named("haimen"), seed)
    body = Record.from_json(record).to_text()
    return CLEAN.replace('[Game "bahu"]\n[Rules "haimen"]\n', "") + body


def test_a_broken_game_file_is_reported_with_its_line_and_the_others_load(tmp_path):
    src = GAMES_DIR
    dest = tmp_path / "games"
    shutil.copytree(src, dest)
    first = sorted(dest.glob("*/*.txt"))[0]
    lines = first.read_text(encoding="utf-8").splitlines()
    at = next(i for i, line in enumerate(lines) if line.startswith('[Hand1 "'))
    lines[at] = lines[at].replace('[Hand1 "', '[Hand1 "3z ', 1)
    first.write_text("\n".join(lines) + "\n", encoding="utf-8")
    games, issues = load_games(dest)
    assert len(games) == len(list(src.glob("*/*.txt"))) - 1
    assert len(issues) == 1 and issues[0].line == at + 1 and "3z" in issues[0].message


def test_a_game_without_its_titles_is_refused(tmp_path):
    text = _selfplay_text(tmp_path).replace('[TitleEn "Test"]\n', "")
    games, issues = _one(tmp_path, text)
    assert not games and "TitleEn" in issues[0].message


def test_thin_commentary_and_unnamed_violations_are_caught(tmp_path):
    games, issues = _one(tmp_path, _selfplay_text(tmp_path) + "\n", "haimen-thin.txt")
    assert not issues
    messages = " | ".join(i.message for i in check_games(games))
    assert "annotated moves" in messages and "no variation" in messages and "glossary" in messages
    named = _one(tmp_path / "b", _selfplay_text(tmp_path).replace('[SummaryEn "One line"]',
                                                                   '[SummaryEn "One line"]\n[Violations "bahu.x"]'))[0]
    assert "the game names bahu.x" in " | ".join(i.message for i in check_games(named))


def test_a_one_language_comment_is_caught(tmp_path):
    text = _selfplay_text(tmp_path)
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line[:1].isdigit())
    lines[at] += " {en: only English}"
    games, _ = _one(tmp_path, "\n".join(lines) + "\n")
    assert any("both languages" in i.message and i.line == at + 1 for i in check_games(games))


def test_notation_in_a_tag_or_a_comment_is_caught_with_its_line(tmp_path):
    text = _selfplay_text(tmp_path).replace('[SummaryEn "One line"]', '[SummaryEn "He wins on 7m"]')
    lines = text.splitlines()
    at = next(i for i, line in enumerate(lines) if line[:1].isdigit())
    lines[at] += " {zh: 打出七万。| en: Out goes the 7m.}"
    games, _ = _one(tmp_path, "\n".join(lines) + "\n")
    issues = [i for i in check_games(games) if "notation" in i.message]
    summary = next(n for n, line in enumerate(lines, 1) if line.startswith("[SummaryEn"))
    assert sorted((i.line, "7m" in i.message) for i in issues) == [(summary, True), (at + 1, True)]


# --- what loading the content asks of every game (referee_games): file:line, marked, never raised ---

def break_games(content) -> dict[str, tuple[int, str]]:
    """In a copy of the content: an impossible move in one game, a move out of turn in another, a copy
    of a third under another name. Returns file -> (line, a word of the report)."""
    games = content / "games"
    heiba, pinghu = games / "bahu" / "haimen-heiba.txt", games / "bahu" / "haimen-pinghu.txt"

    def swap(path, old: str, new: str) -> int:
        lines = path.read_text(encoding="utf-8").split("\n")
        at = next(i for i, line in enumerate(lines) if line == old or line.startswith(old + " "))
        lines[at] = new + lines[at][len(old):]
        path.write_text("\n".join(lines), encoding="utf-8")
        return at + 1

    bad = swap(heiba, "2 discard 5s", "2 discard 9m")  # player 2 does not hold a 9m
    moves = [line for line in pinghu.read_text(encoding="utf-8").split("\n") if line[:1].isdigit()]
    seat, rest = moves[2].split(" ", 1)
    other = str((int(seat) + 2) % 4)
    late = swap(pinghu, moves[2].split(" {")[0], f"{other} {rest.split(' {')[0]}")
    shutil.copy(games / "duzihu" / "danjiang-piao-wenqian.txt", games / "duzihu" / "danjiang-zz-copy.txt")
    return {"content/games/bahu/haimen-heiba.txt": (bad, "9m"),
            "content/games/bahu/haimen-pinghu.txt": (late, "cannot be played"),
            "content/games/duzihu/danjiang-zz-copy.txt": (1, "the same game as content/games/duzihu/danjiang-piao-wenqian.txt")}


def test_games_the_referee_refuses_are_reported_marked_and_copies_left_out(tmp_path):
    content = tmp_path / "content"
    shutil.copytree(CONTENT, content)
    expected = break_games(content)
    library = load_library(content)
    issues = library.issues_in("games")
    assert {i.path: i.line for i in issues} == {path: line for path, (line, _) in expected.items()}
    assert all(expected[i.path][1] in i.message for i in issues), [str(i) for i in issues]
    by_path = {g.path: g for g in library.games}
    assert "content/games/duzihu/danjiang-zz-copy.txt" not in by_path and len(by_path) == len(list(GAMES_DIR.glob("*/*")))
    heiba = by_path["content/games/bahu/haimen-heiba.txt"]
    assert heiba.fault.startswith(f"content/games/bahu/haimen-heiba.txt:{expected[heiba.path][0]}: ")
    assert heiba.fault_at == 2 and heiba.playable == 2 and len(heiba.playable_record().events) == 2
    assert [g.path for g in library.games if g.fault] == ["content/games/bahu/haimen-heiba.txt",
                                                          "content/games/bahu/haimen-pinghu.txt"]
