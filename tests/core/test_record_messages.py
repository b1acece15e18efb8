"""The record and sitting readers say what is wrong in both languages: every refusal they raise is a
declared message (engine/core/messages.py, engine/core/sitting_messages.py), its English the words the
CLI has always printed, its Chinese Chinese, with seats by name and no card codes the English does not
quote from the input."""

from __future__ import annotations

import ast
import importlib
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from engine.core.errors import InputError
from engine.core.record import Record
from engine.core.sitting import Sitting
from engine.core.words import Words

ENGINE = Path(__file__).resolve().parents[2] / "engine" / "core"
READERS = ("record", "record_data", "record_escapes", "record_json", "record_text", "sitting", "sitting_check",
           "sitting_rules")
ERRORS = {"InputError", "CardError"}  # raised with the message first
HELPERS = {"fail_at": 2, "fail": 1}  # (name, line, message, token) and (line, message, token)
CJK = re.compile(r"[\u3400-\u9fff]")
NOTATION = re.compile(r"(?<![\w{.-])\d+[mspxd]\b")


def _undeclared(source: str, namespace: object) -> list[str]:
    """Each error built or helper called in ``source`` whose message is not a declared one called (or a
    helper's ``message`` handed on), as ``line: message``; ``namespace`` is the module the names live in."""
    bad = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        at = 0 if name in ERRORS else HELPERS.get(name)
        if at is None:
            continue
        keyword = next((k.value for k in node.keywords if k.arg == "message"), None)
        message = node.args[at] if len(node.args) > at else keyword
        declared = (isinstance(message, ast.Call) and isinstance(message.func, ast.Name)
                    and isinstance(getattr(namespace, message.func.id, None), Words))
        passed_on = isinstance(message, ast.Name) and message.id == "message"
        if not (declared or passed_on):
            bad.append(f"{node.lineno}: {ast.unparse(message) if message is not None else '(no message)'}")
    return bad


@pytest.mark.parametrize("module", READERS)
def test_every_refusal_is_a_declared_message(module):
    source = (ENGINE / f"{module}.py").read_text(encoding="utf-8")
    bad = _undeclared(source, importlib.import_module(f"engine.core.{module}"))
    assert not bad, f"engine/core/{module}.py: word these as declared messages (words(id, zh, en)):\n" + "\n".join(bad)


def test_the_check_sees_a_bare_string_an_f_string_and_no_message():
    from engine.core import record_text

    source = ('raise InputError(f"hand {n}: bad", "x")\nraise self.fail(3, "bad", "x")\nraise CardError()\n'
              'raise InputError(TOO_DEEP(most=3))\nraise fail_at(name, line, TOO_DEEP(most=3), "(")\n')
    assert [b.split(":")[0] for b in _undeclared(source, record_text)] == ["1", "2", "3"]


HEAD = '[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "2345m"]\n[Hand1 "678p"]\n[Hand2 ""]\n[Hand3 "7p 2s"]\n'
DEAL = '[Dealer "0"]\n[Hand0 "5m"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n'
JSON = {"format": "changpai-record/1", "game": "bahu", "rules": "haimen", "dealer": 0,
        "hands": ["2345m", "678p", "", "7p2s"], "events": [{"seat": 0, "type": "discard", "card": "5m"}]}


def _event(**changes):
    return {**JSON, "events": [{**JSON["events"][0], **changes}]}


RECORDS = [
    (HEAD + "0 discard 5m {a {b}}", "game.txt:8: '{' inside a comment (write \\{ for a brace)"),
    (HEAD + "0 discard 5m {\\q}", "game.txt:8: unknown escape '\\\\q' (\\n \\t \\\" \\{ \\} \\| \\\\ \\uXXXX)"),
    (HEAD + "0 discard 5m {a | b}", "game.txt:8: label each part of a two-language comment: {zh: … | en: …}"),
    (HEAD + "0 discard 5m!!!", "game.txt:8: unknown glyph '!!!' (! ? !! ?? !? ?! or $n)"),
    (HEAD + "0 discard 5m ()", "game.txt:8: an empty variation ()"),
    (HEAD + "0 chi 6m onto", "game.txt:8: onto takes one table group: onto 345m, onto peng:7p"),
    (HEAD + "2 buy at x", "game.txt:8: at takes the number of cards the seat held: 2 buy at 3"),
    ('[Event "a"]\n[Event "b"]\n' + HEAD, "game.txt:2: tag [Event] given twice (first on line 1)"),
    ('[Rules "haimen"]\n', 'game.txt:1: missing tag [Game "…"] (tags go first, before comments and events)'),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Options "xi_in_play=maybe"]\n' + DEAL,
     "game.txt:3: option xi_in_play: 'maybe' is not true or false"),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Deal "2"]\n' + DEAL,
     'game.txt:3: [Deal] numbers the hands of the sitting: expected [Deal "1"]'),
    ('[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "' + "5m" * 41 + '"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n',
     "game.txt:3: hand 0: 41 cards, more than any game deals (40)"),
    (_event(type="pong"), "events[0].type: unknown event type 'pong'"),
    (_event(comment="good"), 'events[0].comment: a comment is {"zh": "…", "en": "…"} (either or both)'),
    (_event(onto="chi:"), "events[0].onto: onto: the group's cards are missing"),
    (_event(onto=""), "events[0].onto: onto: name the table group as KIND:CARDS, e.g. chi:345m"),
    (_event(at=3), "events[0].at: at: only a buy says how many cards the seat held (2 buy at 3)"),
    ({**JSON, "events": [{"seat": 0, "type": "discard"}]}, "events[0].card: discard needs a card"),
    (_event(wth=1), "events[0].wth: unknown field (known: seat, type, card, with, onto, at, comment, nags, variations)"),
    ({**JSON, "tags": {"Players": ["a"] * 5}}, "tags.Players: tag Players: a list of at most 4 names (seat 0 first)"),
    ({**JSON, "hands": ["", "5m", "", ""]}, "hands: the dealer, Player A, sits out (empty hand)"),
    ({"format": "changpai-record/1", "game": "duzihu", "rules": "danjiang", "dealer": 0,
      "hands": ["XXXXX1m", "X", "2m", "3m"], "turned": ["4s"], "events": []},
     "hands: too many copies of X (the game deals at most 5)"),
]


def _refusal(read) -> InputError:
    with pytest.raises(InputError) as info:
        read()
    return info.value


def _says_it_in_chinese(e: InputError, english: str) -> str:
    zh = e.text("zh")
    assert str(e) == e.text("en") == english
    place = re.match(r"[^\s:]+:(\d+: )?", english)
    assert place and zh.startswith(place.group(0)), "the place reads the same in both languages"
    assert CJK.search(zh[len(place.group(0)):]) and zh != english, zh
    quoted = set(re.findall(r"'([^']*)'", english))  # the user's own words, quoted back
    assert all(code in quoted or any(code in q for q in quoted) for code in NOTATION.findall(zh)), zh
    return zh


@pytest.mark.parametrize("record, english", RECORDS, ids=[e[:40] for _, e in RECORDS])
def test_a_broken_record_is_refused_in_both_languages(record, english):
    e = _refusal(lambda: Record.from_text(record, "game.txt") if isinstance(record, str) else Record.from_json(record))
    _says_it_in_chinese(e, english)


def test_a_seat_and_a_card_are_named_in_chinese():
    zh = _refusal(lambda: Record.from_json({**JSON, "hands": ["", "5m", "", ""]})).text("zh")
    assert zh == "hands: 庄家甲家没有起手牌，不在牌局里"
    big = '[Game "bahu"]\n[Rules "haimen"]\n[Dealer "0"]\n[Hand0 "' + "5m" * 41 + '"]\n[Hand1 ""]\n[Hand2 ""]\n[Hand3 ""]\n'
    assert _refusal(lambda: Record.from_text(big, "game.txt")).text("zh").startswith("game.txt:3: 甲家的起手牌有 41 张")
    xi = {"format": "changpai-record/1", "game": "duzihu", "rules": "danjiang", "dealer": 0,
          "hands": ["XXXXX1m", "X", "2m", "3m"], "turned": ["4s"], "events": []}
    assert _refusal(lambda: Record.from_json(xi)).text("zh").startswith("hands: 喜的张数太多")


@pytest.fixture(scope="module")
def sitting() -> Sitting:
    from engine.core.sitting_play import play_sitting

    return play_sitting("duzihu", "danjiang", 2, seed=1)


def _json(s: Sitting, change) -> str:
    raw = json.loads(json.dumps(s.to_json()))
    change(raw)
    return json.dumps(raw)


def _text(s: Sitting, old: str, new: str) -> str:
    return s.to_text().replace(old, new, 1)


SITTINGS = [
    (lambda s: _json(s, lambda r: r.update(extra=1)), "s.json: extra: not a field of a sitting"),
    (lambda s: _json(s, lambda r: r.update(first={"dealer": "2"})),
     "s.json: first.dealer: a number is written as a number, not '2'"),
    (lambda s: _json(s, lambda r: r.update(hands=r["hands"] * 33)), "s.json: hands: at most 64 hands in a sitting, not 66"),
    (lambda s: _json(s, lambda r: r["hands"][0].update(net=[1, 2])),
     "s.json: hands[0]: net and totals hold one number per seat (4)"),
    (lambda s: _json(s, lambda r: r["hands"][0]["record"].update(rules="shuangjiang")),
     "s.json: hands[0].record: duzihu/shuangjiang, but the sitting plays duzihu/danjiang"),
    (lambda s: _text(s, '[Sitting "changpai-sitting/1"]', '[Sitting "x"]'),
     "s.txt: [Sitting 'x'], expected 'changpai-sitting/1'"),
    (lambda s: _text(s, '[Game "duzihu"]', '[Nope "x"]'), "s.txt:2: [Nope] is not a tag of a sitting's head"),
    (lambda s: _text(s, '[Hand "2"]', '[Hand "3"]'), None),  # its line is the file's: checked below
    (lambda s: _text(s, "[Net ", "[Nett "), None),
]


@pytest.mark.parametrize("make, english", SITTINGS)
def test_a_broken_sitting_is_refused_in_both_languages(sitting, make, english):
    data = make(sitting)
    e = _refusal(lambda: Sitting.parse(data, "s.json" if data.startswith("{") else "s.txt"))
    if english is None:  # the line depends on the hands played: the words do not
        english = str(e)
        assert re.match(r's\.txt:\d+: (expected \[Hand "2"\]|a hand starts with \[Net "…"\] and \[Totals "…"\])$',
                        english), english
    _says_it_in_chinese(e, english)


def test_an_unplayable_hand_is_named_by_its_place_in_the_sitting(sitting):
    from engine.core.sitting_check import check

    hand = sitting.hands[1]
    moved = replace(hand, record=replace(hand.record, dealer=(hand.record.dealer + 2) % 4))
    e = _refusal(lambda: check(replace(sitting, hands=(sitting.hands[0], moved))))
    assert str(e).startswith("hand 2 (hands[1].record): ") and e.text("zh").startswith("第2局（hands[1].record）：")
    assert "家" in e.text("zh")


def test_a_lead_in_in_both_languages_goes_before_an_english_only_message():
    from engine.core.bilingual import Text

    e = InputError("unknown card '3z'", "3z").at(Text("第3局：", "hand 3: "))
    assert (str(e), e.text("zh"), e.token) == ("hand 3: unknown card '3z'", "第3局：unknown card '3z'", "3z")
    assert InputError("x", "t").at("f.txt:1: ").text("zh") == "f.txt:1: x"


def test_a_file_that_cannot_be_read_says_why_in_both_languages(tmp_path):
    gone = str(tmp_path / "gone.txt")
    e = _refusal(lambda: Record.load(gone))
    assert str(e) == f"cannot read {gone!r}: No such file or directory" and e.token == gone
    assert e.text("zh") == f"无法读取{gone!r}：没有这个文件"
