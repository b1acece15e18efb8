"""Each rule a 笃子胡 player can break, as a record: flagged at the right event, with the right rule, its
source and penalty, and play goes on. Events that cannot happen are input errors that change nothing."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.core.record import Deal, Record
from engine.duzihu.melds import Kind
from engine.duzihu.rules import RuleSet
from engine.duzihu.table_record import check_record
from tests.sources import quote

from .table_helpers import DEALER, READY_5M, TWO_5M, draw_discard_until, ev, play, record_of, table

BASE = {0: DEALER, 1: READY_5M, 2: TWO_5M}
SEVEN_AND_PAIR = quote("s002.p008", "誰先組成七個順子或坎子或槓子加一對者為勝")
NO_CHI = quote("s002.p012", "“單將長牌”若不是胡牌，則可碰不可以吃")
ZZ_LIMIT = quote("s002.p046", "允許摸三張牌（進行三輪出牌），在此限制內允許擲莊")
ZZ_NO_SWAP = quote("s002.p046", "擲莊後，就不允許將再次摸的牌放到手裡進行輪換其他牌出牌")
ZZ_ONLY_DRAW = quote("s002.p046", "只能一直摸，摸完直接出牌，除非自摸或者別人出牌後胡牌")
ZZ_DEALER = quote("s002.p046", "擲莊和牌后庄家贏兩倍")
LONG_SHOWN = quote("s002.p015", "起手四張相同的牌（1111型）…龍可摞可不摞（但必須明示，否則只能作為暗槓）")
BAOZHANG = quote("s003.p027", "在自家没有听张或者听胡之前，不可以乱出行牌；否则打出的牌被上家或者下家成功胡牌，另外一家的资费由点炮者的一并支付")
AGREED = quote("s003.p027", "开牌之前不约定包张的不计")
NEXT_DEALER = quote("s002.p010", "其下家就是新開局的莊家")


def checked(state, *events: str) -> dict:
    """Play the events, then check the same hand as a record (JSON and back)."""
    play(state, *events)
    record = Record.from_json(record_of(state).to_json())
    return check_record(record)


def only(out: dict, rule: str, event: int, seat: int, penalty: str, source: str) -> dict:
    assert not out["ok"]
    [v] = out["violations"]
    assert (v["rule"], v["event"], v["seat"], v["penalty"], v["source"]) == (rule, event, seat, penalty, source)
    assert v["zh"] and v["en"]
    return v


def test_a_win_declared_on_a_drawn_card_that_completes_nothing():
    s = table(hands=BASE, head="1m")
    out = checked(s, "0 discard 9p", "1 draw 1m", "1 hu 1m")
    only(out, "duzihu.play.false_hu", 2, 1, "void", "s002.p008 s003.p005")
    assert SEVEN_AND_PAIR and s.phase == "turn" and s.to_move() == 1  # the claim is void: seat 1 still discards
    play(s, "1 discard 1m")


def test_a_win_claimed_on_a_discard_that_completes_nothing():
    s = table(hands=BASE)
    out = checked(s, "0 discard 5m", "2 hu 5m")
    only(out, "duzihu.play.false_hu", 1, 2, "void", "s002.p008 s003.p005")
    assert [t for t, _ in s.c.window.queue] == [1]  # seat 2 has had its say; seat 1 may still win


def test_a_discard_taken_for_a_run():
    s = table(hands=BASE)
    out = checked(s, "0 discard 5m", "1 chi 5m 46m")
    only(out, "duzihu.play.chi", 1, 1, "void", "s002.p012 s003.p005")
    assert NO_CHI and not s.seats[1].melds and [t for t, _ in s.c.window.queue] == [2]


def test_zhizhuang_where_the_rule_set_has_none():
    s = table("shuangjiang", hands=BASE, turned="4s 5s")
    assert all(e.type != "zhizhuang" for e in s.legal_moves())
    out = checked(s, "0 zhizhuang", "0 discard 1m")
    only(out, "duzihu.play.zhizhuang.off", 0, 0, "void", "s002.p046")
    assert s.seats[0].zhizhuang == "void"


def test_zhizhuang_by_a_player_who_is_not_the_dealer():
    s = table(hands=BASE, head="1m")
    out = checked(s, "0 discard 9p", "1 draw 1m", "1 zhizhuang", "1 discard 1m")
    only(out, "duzihu.play.zhizhuang.not_dealer", 2, 1, "void", "s002.p046")
    assert ZZ_DEALER and s.seats[1].zhizhuang == "void"


def test_zhizhuang_after_three_draws():
    s = table(hands=BASE)
    draw_discard_until(s, lambda st: st.phase == "turn" and st.c.turn == 0 and st.seats[0].draws == 4)
    assert all(e.type != "zhizhuang" for e in s.legal_moves()), ZZ_LIMIT
    n = len(s.events)
    out = checked(s, "0 zhizhuang")
    only(out, "duzihu.play.zhizhuang.late", n, 0, "void", "s002.p046")
    assert out["result"]["end"] == "abandoned"


def test_zhizhuang_on_the_third_draw_is_in_time():
    s = table(hands=BASE)
    draw_discard_until(s, lambda st: st.phase == "turn" and st.c.turn == 0 and st.seats[0].draws == 3)
    assert any(e.type == "zhizhuang" for e in s.legal_moves()), ZZ_LIMIT
    assert checked(s, "0 zhizhuang")["ok"] and s.seats[0].locked


def test_after_zhizhuang_a_drawn_card_is_discarded_at_once():
    s = table(hands=BASE, head="1m 1p 2m")
    play(s, "0 zhizhuang", "0 discard 9p")  # the declaring turn's discard is free
    play(s, "1 draw 1m", "1 discard 1m", "2 draw 1p", "2 discard 1p", "0 draw 2m")
    assert [e.code() for e in s.legal_moves()] == ["0 discard 2m"], ZZ_ONLY_DRAW
    n = len(s.events)
    out = checked(s, "0 discard 3m")
    only(out, "duzihu.play.zhizhuang.swap", n, 0, "void", "s002.p046")
    assert ZZ_NO_SWAP and s.seats[0].zhizhuang == "void"


def test_after_zhizhuang_no_peng():
    s = table(hands=BASE, head="4s")
    play(s, "0 zhizhuang", "0 discard 9p", "1 draw 4s", "1 discard 4s")
    assert [e.code() for e in s.legal_moves()] == ["0 pass"], ZZ_ONLY_DRAW  # his 4s pair may not take it
    out = checked(s, "0 peng 4s")
    only(out, "duzihu.play.zhizhuang.meld", 4, 0, "void", "s002.p046")
    assert s.seats[0].melds[0].kind is Kind.PENG and not s.seats[0].locked and s.to_move() == 0


def test_a_long_of_cards_not_all_dealt_counts_as_an_angang():
    s = table(hands=BASE, head="Q 9s")
    out = checked(s, "0 discard 9p", "1 draw Q", "1 long Q", "1 draw 9s")
    only(out, "duzihu.play.long.not_dealt", 2, 1, "angang", "s002.p015")
    m = s.seats[1].melds[0]
    assert LONG_SHOWN and (m.kind, m.origin) == (Kind.ANGANG, "drawn")
    assert [e.code() for e in s.legal_moves()][0] != "1 long Q"


def test_baozhang_a_discard_before_being_ready_that_lets_another_win():
    rules = RuleSet.named("danjiang").with_options(baozhang=True)
    s = table(rules, hands=BASE, head="1m 7s")
    out = checked(s, "0 discard 9p", "1 draw 1m", "1 discard 1m", "2 draw 7s", "2 discard 5m", "1 hu 5m")
    v = only(out, "duzihu.play.baozhang", 4, 2, "bao", "s003.p027")
    assert BAOZHANG and "five wan" in v["en"]
    net = out["result"]["net"]
    payers = {p["payer"] for p in out["result"]["payments"] if p["payee"] == 1}
    assert payers == {2} and net[0] == 0 - sum(p["hu"] for p in out["result"]["payments"] if p["payer"] == 0)
    assert sum(net) == 0


def test_no_baozhang_unless_agreed_or_when_the_discarder_is_ready():
    s = table(hands=BASE, head="1m 7s")
    out = checked(s, "0 discard 9p", "1 draw 1m", "1 discard 1m", "2 draw 7s", "2 discard 5m", "1 hu 5m")
    assert out["ok"] and {p["payer"] for p in out["result"]["payments"] if p["payee"] == 1} == {0, 2}, AGREED
    rules = RuleSet.named("danjiang").with_options(baozhang=True)
    # the dealer is ready (he waits on 1p and 4p) when he lets 5m go: no 包张
    s = table(rules, hands={0: "123m 789m 456s 789s 456p 999p BB 23p 5m", 1: READY_5M, 2: TWO_5M})
    out = checked(s, "0 discard 5m", "1 hu 5m")
    assert out["ok"] and s.seats[0].ready(s.available(0)), BAOZHANG


def test_a_sitting_dealt_out_of_turn():
    a = table(hands=BASE)
    b = table(hands={2: DEALER, 3: READY_5M, 0: TWO_5M}, dealer=2)
    ra, rb = record_of(a), record_of(b)
    sitting = Record("duzihu", "danjiang", deals=(Deal(ra.dealer, ra.hands, (), ra.wall, ra.turned),
                                                  Deal(rb.dealer, rb.hands, (), rb.wall, rb.turned)))
    out = check_record(Record.from_json(sitting.to_json()))
    assert [(v["rule"], v["deal"], v["event"], v["penalty"]) for v in out["violations"]] == [
        ("duzihu.play.dealer_order", 1, -1, "none")], NEXT_DEALER
    assert len(out["result"]["deals"]) == 2


@pytest.mark.parametrize("events, message, zh", [
    (["1 discard 5m"], "it is Player A's turn", "现在轮到甲家"),
    (["3 discard 5m"], "Player D sits out", "丁家定醒"),
    (["0 discard 5s"], "Player A holds no five tiao", "甲家手里没有五条"),
    (["0 discard 1m", "1 draw 2m"], "the wall's next card is one wan, not two wan", "牌墙的下一张是一万，不是二万"),
    (["0 discard 5m", "2 peng 1m"], "the card up is five wan", "亮着的牌是五万"),
    (["0 discard 5m", "0 peng 5m"], "Player A let five wan go himself", "五万是甲家自己放过的"),
    (["0 discard 5m", "1 gang 5m"], "no gang of five wan", "不能杠五万"),
    (["0 peng 5m"], "wins, declares or discards", "只能胡、宣告或出牌"),
])
def test_events_that_cannot_happen_are_input_errors_and_change_nothing(events, message, zh):
    s = table(hands=BASE, head="1m")
    for e in events[:-1]:
        s.push(ev(e))
    before = (s.snapshot(), [list(x.hand) for x in s.seats], len(s.events))
    with pytest.raises(InputError, match=message) as err:
        s.push(ev(events[-1]))
    assert err.value.token == f"events[{len(events) - 1}]"
    assert zh in err.value.text("zh") and err.value.text("zh").startswith(f"第 {len(events)} 步")
    assert (s.snapshot(), [list(x.hand) for x in s.seats], len(s.events)) == before
