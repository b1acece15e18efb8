"""Every wording the engine declares for a user to read — rules (reasons.py) and refusals (messages.py) —
exists in Chinese and English, names seats by seat_name (甲家 / Player A, never "player 2") and cards by
name (never 7m), so the app can show it in either language."""

from __future__ import annotations

import importlib
import pkgutil
import re
import string
from pathlib import Path

import pytest

import engine
from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.reason import RULES
from engine.core.words import MESSAGES

ENGINE = Path(engine.__file__).parent
CJK = re.compile(r"[\u3400-\u9fff]")
NOTATION = re.compile(r"(?<![\w{.-])\d+[mspxd]\b")
# parameters that hold a seat's number: said with {name:seat}, never as the number
SEAT_PARAMS = {"seat", "a", "b", "dealer", "winner", "payer", "payee", "third", "other", "turn",
               "flipper", "next", "coverer", "covered", "player"}


def _declared() -> dict[str, tuple[str, str]]:
    for m in pkgutil.walk_packages(engine.__path__, "engine."):
        importlib.import_module(m.name)  # every module declares its rules and messages on import
    return {**{k: (r.zh, r.en) for k, r in RULES.items()}, **{k: (w.zh, w.en) for k, w in MESSAGES.items()}}


DECLARED = _declared()


def _fields(template: str) -> list[tuple[str, str]]:
    return [(name, spec or "") for _, name, spec, _ in string.Formatter().parse(template) if name]


def test_the_engine_declares_its_refusals_too():
    assert len(MESSAGES) >= 271 and len(RULES) >= 300


@pytest.mark.parametrize("key", sorted(DECLARED))
def test_every_wording_is_in_both_languages_with_seats_and_cards_by_name(key):
    zh, en = DECLARED[key]
    assert zh.strip() and en.strip()
    assert CJK.search(zh) or all(name for name, _ in _fields(zh)), "the Chinese is Chinese (or only names)"
    for template in (zh, en):
        assert not re.search(r"(?i)\bplayers? \{|\bseat \{|\{\w+\} ?家", template), template
        assert not NOTATION.search(template), template
        assert all(spec == "seat" for name, spec in _fields(template) if name in SEAT_PARAMS), template
    seats_zh = {n for n, _ in _fields(zh) if n in SEAT_PARAMS}
    seats_en = {n for n, _ in _fields(en) if n in SEAT_PARAMS}
    assert seats_zh == seats_en, "both languages name the same seats"


def test_no_engine_module_writes_a_player_by_number():
    """The CLI's text and its errors name seats as the app does: "player 2" is never formatted."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"(?i)\bplayers? \{", line) and "def seat_name" not in line:
                found.append(f"{path.relative_to(ENGINE)}:{n}: {line.strip()}")
    # seat_name itself words a seat beyond the sixth by its number
    assert [f for f in found if not f.startswith("core/bilingual.py:")] == []


@pytest.mark.parametrize("game", ["bahu/haimen-pinghu.txt", "duzihu/danjiang-piao-wenqian.txt"])
def test_a_move_out_of_turn_is_refused_in_either_language(game):
    from archive_app.paths import CONTENT
    from engine.core.game import Event
    from engine.core.record import Record
    from engine.decks.changpai import BY_CODE

    record = Record.load(CONTENT / "games" / game)
    state = record.state()
    first = record.events[0]
    with pytest.raises(InputError) as err:
        state.push(Event((first.seat + 1) % 4, "discard", BY_CODE["5m"]))
    e = err.value
    assert e.token.startswith("events[0]") and str(e) == e.text("en")
    zh, en = e.text("zh"), e.text("en")
    assert zh.startswith("第 1 步") and "Player" in en and "家" in zh, (zh, en)
    assert not re.search(r"(?i)player \d|\d ?家", zh + en) and not NOTATION.search(zh.split("：", 1)[1])


def test_a_message_keeps_both_languages_through_a_worker_process():
    import pickle

    e = pickle.loads(pickle.dumps(InputError(Text("丙家手里没有九万", "Player C does not hold nine wan"), "tok")))
    assert (e.text("zh"), str(e), e.token) == ("丙家手里没有九万", "Player C does not hold nine wan", "tok")


def test_a_record_error_keeps_both_languages_with_its_file_and_line():
    from archive_app.paths import CONTENT
    from engine.core.record import Record

    text = (CONTENT / "games" / "duzihu" / "danjiang-piao-wenqian.txt").read_text(encoding="utf-8")
    with pytest.raises(InputError) as err:
        Record.from_text(text.replace('[Dealer "0"]', '[Dealer "3"]'), "game.txt")  # 丁家 sits out
    line = next(n for n, s in enumerate(text.splitlines(), 1) if s.startswith("[Dealer"))
    assert err.value.text("zh") == f"game.txt:{line}: 庄家丁家没有起手牌，不在牌局里"
    assert str(err.value) == f"game.txt:{line}: the dealer, Player D, sits out (empty hand)"
