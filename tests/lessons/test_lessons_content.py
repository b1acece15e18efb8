"""The courses in content/lessons: they load without issues, every stated answer is the engine's, every
exercise speaks both languages, every link resolves, and the 八胡 course is complete."""

from __future__ import annotations

import shutil

import pytest

from archive_app.content import load_library
from archive_app.content.lesson_answers import format_answer, parse_answer
from archive_app.content.lessons import INLINE_CARDS, check_answers, load_lessons
from archive_app.paths import CONTENT
from engine.exercises.forms import form


@pytest.fixture(scope="module")
def library():
    return load_library(CONTENT)


@pytest.fixture(scope="module")
def lessons(library):
    return library.lessons


def test_lessons_load_without_issues(library):
    assert [str(i) for i in library.issues if i.path.startswith("content/lessons")] == []


def test_every_stated_answer_is_the_engines(lessons):
    assert [str(i) for i in check_answers(lessons)] == []


def test_the_bahu_course_has_its_stages_and_exercises(lessons):
    stages = lessons.courses["bahu"]
    assert len(stages) >= 12
    assert all(3 <= len(s.exercises) <= 8 for s in stages), [(s.id, len(s.exercises)) for s in stages]
    assert sum(len(s.exercises) for s in stages) >= 90
    assert [s.order for s in stages] == sorted(s.order for s in stages)
    kinds = {e.type for s in stages for e in s.exercises}
    assert {"pick", "group", "yuan", "hutou", "waits", "discard", "arrange", "claim", "zhuang", "net", "can_hu",
            "chengpai"} <= kinds
    rules = {e.rules for s in stages for e in s.exercises}
    assert rules == {"haimen", "tongdong"}  # both rule sets are taught


def test_every_stage_and_exercise_speaks_both_languages(lessons):
    for stages in lessons.courses.values():
        for s in stages:
            assert s.title and s.title_en and s.zh and s.en, s.id
            assert "[[s0" in s.zh and "[[s0" in s.en, f"{s.id} cites no source paragraph"
            assert "[[g:" in s.zh and "[[g:" in s.en, f"{s.id} links no glossary term"
            for e in s.exercises:
                assert e.prompt["zh"] and e.prompt["en"], e.id
                assert set(e.why) in (set(), {"zh", "en"}), e.id
                assert e.stated is not None, f"{e.id} states no answer"


def test_inline_cards_and_answers_round_trip(lessons):
    for _stage, e in lessons.exercises():
        text = format_answer(e.game, e.type, list(e.stated))
        assert sorted(map(repr, parse_answer(e.game, e.type, text))) == sorted(map(repr, e.stated)), e.id
    assert form("arrange") == "groups"


@pytest.fixture
def copy(tmp_path):
    dest = tmp_path / "content"
    shutil.copytree(CONTENT, dest)
    return dest


def test_a_wrong_stated_answer_is_reported_with_file_and_line(copy):
    path = copy / "lessons" / "bahu" / "03-runs.md"
    text = path.read_text(encoding="utf-8").replace("answer: 2s3s4s\n", "answer: 1s2s3s\n", 1)
    path.write_text(text, encoding="utf-8")
    line = text.splitlines().index("answer: 1s2s3s") + 1
    issues = [str(i) for i in check_answers(load_lessons(copy / "lessons"))]
    assert issues == [f"content/lessons/bahu/03-runs.md:{line}: bahu-runs.e1: the file says answer: 123s, "
                      "the engine says: answer: 234s"]


def test_broken_exercises_are_reported_and_the_rest_loads(copy):
    path = copy / "lessons" / "bahu" / "01-cards.md"
    text = path.read_text(encoding="utf-8")
    text = text.replace("type: pick\nhand: 7m", "type: sing\nhand: 7m", 1).replace("pick: suit:s", "colour: red", 1)
    text += "\nSee [[s009.p001]] and {{7z}}.\n"
    path.write_text(text, encoding="utf-8")
    lib = load_library(copy)
    issues = [str(i) for i in lib.issues]
    assert any("01-cards.md" in i and "type 'sing' is not a bahu question type" in i for i in issues)
    assert any("01-cards.md" in i and "unknown exercise field 'colour'" in i for i in issues)
    assert any(i.endswith("unknown link target [[s009.p001]]") for i in issues)
    assert any("inline cards" in i and "7z" in i for i in issues)
    stage = lib.lessons.stage("bahu-cards")
    assert stage is not None and len(stage.exercises) == 4  # the two broken ones are left out
    assert len(lib.lessons.courses["bahu"]) >= 12


def test_inline_card_syntax():
    assert INLINE_CARDS.findall("a {{2s3s4s}} b {{Q}}") == ["2s3s4s", "Q"]


def test_no_word_is_doubled_once_the_links_are_named(lessons, library):
    """A glossary link shows the term's name ("the pair (jiangtou)"); the words before it do not repeat it."""
    import re

    from archive_app.ui.reader import render_links

    doubled = []
    for stages in lessons.courses.values():
        for stage in stages:
            texts = [stage.en] + [t for e in stage.exercises for t in (e.prompt["en"], e.why.get("en", ""))]
            for text in texts:
                shown = render_links(text, library, "en", lambda s: s, anchors=False)
                doubled += [f"{stage.id}: …{m.group(0)}…" for m in re.finditer(r"(?i)\bthe the\b", shown)]
    assert doubled == []


def test_every_topic_a_stage_names_is_a_rule_of_the_engine(lessons):
    import engine.exercises.feedback  # noqa: F401 - the explainers declare their rules
    from engine.core.reason import RULES

    unknown = [(s.id, t) for stages in lessons.courses.values() for s in stages for t in s.topics
               if not any(r == t or r.startswith(t + ".") for r in RULES)]
    assert unknown == []
    untaught = [s.id for game in ("duzihu", "waihuzi") for s in lessons.courses[game] if not s.topics]
    assert untaught == [], "every 笃子胡 and 歪胡子 stage names what it teaches"


def test_each_stage_leads_its_first_answer_with_its_own_lines(lessons):
    """The learn page shows the engine's lines on a stage's topics first: each stage's first exercise
    answered right has a few such lines, and the rest of the count behind the toggle."""
    from engine.exercises.answers import answers
    from engine.exercises.feedback import check

    crowded = []
    for stages in lessons.courses.values():
        for stage in stages:
            ex = stage.exercises[0]
            right = answers(ex.game, ex.rules, ex.type, ex.position)
            reasons = check(ex.game, ex.rules, ex.type, ex.position, right[0], right).reasons
            main, _ = lessons.focus(stage).split(reasons)  # none on its topics: every line shows
            if len(main) > 6:
                crowded.append((stage.id, len(main), len(reasons)))
    assert crowded == []


def test_the_engines_lines_on_every_answer_name_their_cards(lessons):
    """On screen a card is a name or a picture: no engine line after a lesson's answer, right or wrong,
    writes one in notation (a run of 六七八饼, not 678p; a wai of big five, not 555d)."""
    from archive_app.content.games import notation_in
    from engine.exercises.answers import answers
    from engine.exercises.feedback import check

    found = []
    for stages in lessons.courses.values():
        for stage in stages:
            for ex in stage.exercises:
                right = answers(ex.game, ex.rules, ex.type, ex.position)
                first = right[0]
                wrong = (not first if isinstance(first, bool) else first + 10 if isinstance(first, int)
                         else first[:-1] if ex.type == "waits" else first)
                for given in (right[0], wrong):
                    for r in check(ex.game, ex.rules, ex.type, ex.position, given, right).reasons:
                        found += [(ex.id, r.rule, code) for code in notation_in(r.zh + "\n" + r.en)]
    assert found == []
