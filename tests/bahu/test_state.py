"""The rules of play of the 八胡 table state, each with the source line it follows."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from engine.bahu.moves import chi_options, codes, table_meld
from engine.bahu.rules import RuleSet
from engine.bahu.seat import xiajia
from engine.bahu.state import BahuState
from engine.bahu.table_record import check, deck_for
from engine.bahu.table_result import next_hand, round_json, settlement
from engine.cards import BY_CODE, counts_of, parse_cards
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import Record
from engine.core.rng import deal
from engine.bahu.selfplay import play_hand
from tests.sources import quote, quote_en

from .table_helpers import E, legal, make_record, state_of

NEAR = "2s2m8p 3s3m7p 456m 789p QQQ HH 234s 567s 34p"  # wins on 2p or 5p
NEAR_TOO = "2s2m8p 3s3m7p 456m 789p BBB 1s1s 234s 567s 34p"  # wins on 2p or 5p too
ROLLING = "2s2m8p 3s3m7p 456m 789p QQQ HH 234s 567s 1m 1s"  # 圆, 11 胡头


def k(code: str) -> int:
    return BY_CODE[code].index


def no_buys(state: BahuState) -> BahuState:
    """Every seat declines to buy (the deal's first decisions)."""
    while legal(state)[-1:] and legal(state)[-1].endswith("pass") and state.phase == "deal":
        state.push(Event(state.to_move(), "pass"))
    return state


# --- the deck, the deal, the seats --------------------------------------------------------------

@pytest.mark.parametrize("rules,deck,wall", [("haimen", 124, 23), ("tongdong", 120, 19)])
def test_deck_deal_and_wall(rules, deck, wall):
    quote("s000.p023", "一副牌总共124张")
    quote("s001.p021", "八胡牌120张")
    quote("s000.p032", "了头家抓26张，其余抓25张，最后剩23张")
    quote("s001.p052", "每人抓1张，共抓25张，庄家抓26张，剩下19张或23张")
    rs = RuleSet.named(rules)
    assert len(deck_for(rs)) == deck
    hands, rest = deal(deck_for(rs), [25, 25, 26, 25], seed=4)
    state = BahuState(rs, hands, rest, dealer=2)
    assert state.wall_left == wall and not state.violations
    assert len(deck_for(rs.with_options(xi_in_play=True))) == 124  # the 仙儿 option


def test_seats_take_turns_to_the_next_player():
    quote("s000.p032", "由头家发牌给下家，然后依次轮流摸牌")
    assert [xiajia(s) for s in range(4)] == [1, 2, 3, 0]


def test_under_the_house_rule_buying_follows_the_whole_deal_then_the_dealer_discards_first():
    quote("s000.p074", "一般规定在摸牌阶段，手牌小于等于三张牌的时候（这个可自行商量）")
    quote("s001.p056", "庄家因为有26张，所以首先打出一张牌")
    dealer = ROLLING + " 9m"
    rec = make_record("haimen", [None, dealer, None, None], dealer=1, options={"buy_after_deal": True})
    state = state_of(rec)
    assert [sum(seat.hand) for seat in state.seats] == [25, 26, 25, 25]  # every hand whole before the buys
    assert legal(state) == ["1 buy", "1 pass"]
    state.push(Event(1, "buy"))
    state.push(Event(3, "buy"))
    for seat in (2, 0):
        assert legal(state) == [f"{seat} buy", f"{seat} pass"]
        state.push(Event(seat, "pass"))
    assert state.to_move() == 1 and all(e.startswith("1 discard") for e in legal(state))
    state.push(Event(1, "discard", BY_CODE["9m"]))
    with pytest.raises(InputError, match="only in the deal"):
        state.push(Event(2, "buy"))
    bought = [p["bought"] for p in round_json(state)["players"]]
    assert bought == [False, True, False, True]


def test_huanghu_sits_out_but_flips_in_turn():
    quote("s000.p035", "黄胡虽然没有资格来，但摸牌时，牌还得放在所在位置前面，不可跳着摸牌")
    quote("s001.p106", "所抓牌没有将牌对子，为黄胡，须折庄，不参与游胡，只参与计庄")
    rec = make_record("haimen", [None, NEAR, None, None], "9m 8m 2p")
    state = no_buys(state_of(rec))
    assert [s.huang for s in state.seats] == [True, False, True, True]
    assert legal(state) == ["1 draw 9m"]  # the dealer sits out: his 下家 flips first
    state.push(Event(1, "draw", BY_CODE["9m"]))
    assert legal(state) == ["2 draw 8m"]
    state.push(Event(2, "draw", BY_CODE["8m"]))
    assert legal(state) == ["3 draw 2p"]
    state.push(Event(3, "draw", BY_CODE["2p"]))
    assert legal(state) == ["1 hu 2p"]  # 触口: seat 1 must win on it


def test_a_bomb_without_a_jiang_pair_lies_face_down_and_still_counts():
    quote("s000.p029", "若没有将对子，素炸弹得暗杠在桌上，不得给别人看")
    quote("s000.p064", "黄胡时有素爆炸，也能算庄互抵")
    quote("s000.p086", "臭掉后，未胡的人的庄数还得互抵结算")
    bomb = "5555p 2m3m4m 6m7m 2s3s4s 6s7s 8s 2p3p4p 6p7p Q 8m 9m 9p 5s"
    rec = make_record("haimen", [None, None, bomb, None])
    draws = [f"{(1 + i) % 4} draw {c.code}" for i, c in enumerate(Record.from_json(rec).wall)]
    rec["events"] = [E("2 bomb 5p")] + [E(d) for d in draws]
    out = check(rec)
    assert out["ok"] and out["result"]["end"] == "exhausted" and out["result"]["winner"] is None
    assert out["result"]["zhuang"] == [0, 0, 1, 0] and out["result"]["net"] == [-1, -1, 3, -1]
    assert state_of(rec).seats[2].bombs_face_down


# --- claims on a card, in order ---------------------------------------------------------------

def test_peng_comes_before_chi_and_chi_only_for_the_xiajia():
    quote("s000.p038", "先准碰和杠，后准吃和涨")
    quote("s001.p056", "其他三家有人有此张牌的对子，则要“碰”，如无人碰，则由下家根据需要吃牌")
    quote("s001.p056", "碰为大，无碰才可以吃")
    dealer = "2s2m8p 3s3m7p 456m QQQ HH 234s 567s 1s 9m 6p 6s 1m 1p"
    chier = "4p 5p BB XX 9s 9s 1p 2m 3m 8m 9m 2s 5s 8s 9p 2p 3p 7m 7s 4s 5m 8p 1s"
    penger = "1m 1s 1p 9s 1p 6p6p 2m3m4m 5m 6m 7m 8s 2s 3s 5s 8m 9s Q H B 8p 9p 4s"
    rec = make_record("haimen", [dealer, chier, penger, None], "9m")
    state = no_buys(state_of(rec))
    state.push(Event(0, "discard", BY_CODE["6p"]))
    assert legal(state) == ["2 peng 6p", "2 pass"]
    with pytest.raises(InputError, match="Player C cannot chi six bing now"):
        state.push(Event(2, "chi", BY_CODE["6p"], tuple(parse_cards("7p 8p"))))
    state.push(Event(2, "pass"))
    assert legal(state)[:1] == ["1 chi 6p 45p"] and legal(state)[-1] == "1 pass"


def test_after_a_peng_the_next_flip_is_the_penger_xiajia():
    quote("s001.p056", "当有碰出并打出一张牌后，翻牌则有碰牌的下家开始")
    quote("s000.p032", "有人碰，得给碰的人，然后跟换顺序")
    penger = "1m 1s 1p 9s 1p 6p6p 2m3m4m 5m 6m 7m 8s 2s 3s 5s 8m 9s Q H B 8p 9p 4s"
    rec = make_record("haimen", [None, NEAR, penger, None], "6p 9m")
    state = state_of(rec)
    state.push(Event(1, "draw", BY_CODE["6p"]))
    state.push(Event(2, "peng", BY_CODE["6p"]))
    assert state.to_move() == 2
    state.push(Event(2, "discard", BY_CODE["9p"]))
    assert legal(state) == ["3 draw 9m"]


def test_a_flipped_jiang_is_stood_and_the_flipper_discards():
    quote("s000.p034", "涨到的将没人碰/杠都可以当作手里摸的将牌来使用，但是不能插手里，只能摊在桌上，涨将之后要发一张（跟碰，吃一样）")
    quote("s001.p056", "当翻出一张将牌时，没人碰，翻牌人放于自己的台面，叫站将，同时发出一张牌")
    rec = make_record("haimen", [None, NEAR, None, None], "X")
    state = state_of(rec)
    state.push(Event(1, "draw", BY_CODE["X"]))
    assert legal(state) == ["1 zhang X"]
    state.push(Event(1, "zhang", BY_CODE["X"]))
    snap = state.snapshot()
    assert snap["seats"][1]["zhang"] == "X" and all(e["type"] == "discard" for e in snap["legal"])


def test_a_flipped_plain_card_not_taken_goes_on_to_the_xiajia():
    quote("s000.p033", "没人碰/杠但自己吃不进，得给下家")
    quote("s001.p056", "谁翻的谁先吃，不吃推给下家")
    nxt = "2s2m8p 3s3m7p 456m QQQ HH 234s 567s 6p 7p 9m 8m 5s"
    rec = make_record("haimen", [None, None, nxt, None], "8p 9m")
    state = state_of(rec)
    state.push(Event(1, "draw", BY_CODE["8p"]))  # seat 1 sits out; the card goes on to seat 2
    assert legal(state)[0] == "2 chi 8p 67p"
    off = make_record("haimen", [None, None, nxt, None], "8p 9m", options={"pushed_card_chi": False},
                      events=["1 draw 8p"])
    assert legal(state_of(off)) == ["2 draw 9m"]


def test_chi_shapes():
    quote("s000.p043", "手里有五万，五柄，可以吃五条")
    quote("s000.p041", "五六七可再吃四和八")
    quote("s001.p060", "台上顺子吃牌时，只能吃两头顺的牌")
    quote("s000.p044", "桌上有五豹，只要别人发五的，都可以无限吃")
    quote("s001.p060", "台上已有一个完整的豹子，还可以吃进相同的复张")
    quote("s000.p047", "除了一二三组合只能当顺子用")
    quote("s000.p034", "将牌别人是不能吃的")
    hand = counts_of(parse_cards("5m 5p"))
    assert [codes(w) for w, _, _ in chi_options(hand, (), k("5s"))] == [("5m", "5p")]
    run = (table_meld("chi", parse_cards("5m 6m 7m")),)
    grown = {str(new) for _, new, old in chi_options(counts_of([]), run, k("4m"))}
    assert grown == {"chi:4567m"}
    assert chi_options(counts_of([]), run, k("6m")) == []  # not in the middle
    assert chi_options(counts_of([]), run, k("9m")) == []  # not past a gap
    bao = (table_meld("chi", parse_cards("5m 5s 5p")),)
    assert [str(n) for _, n, _ in chi_options(counts_of([]), bao, k("5m"))] == ["chi:55m5s5p"]
    wenqian = (table_meld("chi", parse_cards("1p 2p 3p")),)
    assert chi_options(counts_of(parse_cards("2p 3p")), wenqian, k("1p")) == []  # a 将: never by chi
    assert [str(n) for _, n, _ in chi_options(counts_of([]), wenqian, k("2p"))] == []  # no second 文钱 copy


def test_one_winner_the_first_in_turn_order():
    quote("s000.p085", "依照摸牌顺序，谁先胡就可以一个人胡下来")
    quote("s000.p073", "八胡头没有放炮，自摸的规矩")
    rec = make_record("haimen", [None, NEAR, NEAR_TOO, None], "5p", events=["1 draw 5p"])
    state = state_of(rec)
    assert legal(state) == ["1 hu 5p"]
    rec["events"].append(E("2 hu 5p"))  # seat 1 must win (触口) and did not: seat 2 wins alone
    out = check(rec)
    assert out["result"]["winner"] == 2
    assert [(v["event"], v["seat"], v["rule"]) for v in out["violations"]] == [(1, 1, "bahu.play.chukou")]


def test_a_yuan_hand_may_wait_on_a_plain_card():
    quote("s000.p083", "就是说圆牌之后可以不胡，等碰到更多的庄再胡")
    quote("s000.p055", "别人或自己发的素牌，或翻的牌，只要能加入自己手里或桌面的组合或顺子内的，都可以胡下来")
    rec = make_record("haimen", [None, ROLLING, None, None], "6p 9m", events=["1 draw 6p"])
    assert legal(state_of(rec)) == ["1 hu 6p", "1 pass"]
    rec["events"].append(E("2 draw 9m"))
    assert check(rec)["ok"]


def test_zhangbao_when_nothing_may_be_discarded():
    quote("s000.p082", "当手里无牌可打时，我们称之为涨爆")
    quote("s000.p082", "涨将，和穷吃狗阔是导致涨爆的直接原因（注：将牌是不能发的）")
    rec = make_record("haimen", [None, NEAR, None, None], "X 9m", events=["1 draw X", "1 zhang X"])
    state = state_of(rec)
    seat = state.seats[1]
    seat.hand = counts_of(parse_cards("1m 1s 1p QQQ HH"))  # only 将 left to discard
    seat.changed()
    assert legal(state) == ["2 draw 9m"]
    state.push(Event(2, "draw", BY_CODE["9m"]))
    assert seat.out == "zhangbao" and not state.violations


# --- the end of the hand --------------------------------------------------------------------------

def test_a_win_settles_and_makes_the_next_hand():
    quote("s000.p051", "抓到早儿或爆炸的，即同一张牌有三张或三张以上的，胡下来只能算平胡")
    quote("s001.p089", "有招儿的为平胡")
    quote("s000.p076", "你必须是二家胡下来才能成为大炮")
    quote("s001.p050", "庄家轮坐，逆时针轮转，每局一人")
    rec = make_record("haimen", [None, NEAR, None, None], "5p", events=["1 draw 5p", "1 hu 5p"])
    out = check(rec)
    assert out["ok"] and out["result"]["end"] == "hu" and out["result"]["winner"] == 1
    state = state_of(rec)
    assert round_json(state)["winner"] == {"seat": 1, "hutou": 10, "ping": True}  # QQQ came with the deal
    s = settlement(state)
    assert sum(s.net) == 0 and s.zhuang[1] == 2  # 平胡 small: 2 庄 + 1 底
    assert next_hand(state, s.zhuang) == {"dealer": 1, "cannon": [1], "jailed": []}


def test_a_jailed_winner_gets_out():
    quote("s000.p079", "坐牢后，必须胡到牌，才能出牢")
    quote("s001.p108", "从本局起，到下次成牌，所有庄头不计算。直到成牌后的下一局才计算")
    for rules, counted in (("haimen", True), ("tongdong", False)):
        rec = make_record(rules, [None, NEAR, None, None], "5p", events=["1 draw 5p", "1 hu 5p"],
                          tags={"jailed": "1"})
        state = state_of(rec)
        assert round_json(state)["players"][1]["jailed"] is not counted
        assert next_hand(state, settlement(state).zhuang)["jailed"] == []


# --- records that cannot be read ----------------------------------------------------------------

@pytest.mark.parametrize("events,field", [
    (["1 discard 5m"], "events[0].seat"),  # the dealer sits out: nobody discards first
    (["1 draw 9p"], "events[0].card"),  # the wall's first card is 5p
    (["2 draw 5p"], "events[0].seat"),  # seat 1 flips first
    (["1 draw 5p", "1 chi 5p 3p9p"], "events[1].with"),  # no group
    (["1 draw 5p", "1 chi 5p 6p7p"], "events[1].with"),  # not held
    (["1 draw 5p", "3 peng 5p"], "events[1].seat"),  # 黄胡: sits out
    (["1 draw 5p", "1 hu 4p"], "events[1].card"),  # not the card up
])
def test_unreadable_events_name_the_event_and_field(events, field):
    rec = make_record("haimen", [None, NEAR, None, None], "5p 9m", events=events)
    with pytest.raises(InputError) as e:
        check(rec)
    assert e.value.token == field


def test_unreadable_records_name_the_field():
    good = make_record("haimen", [None, NEAR, None, None])
    for change, field in [({"format": "x"}, "format"), ({"hands": ["1m"]}, "hands"), ({"dealer": 7}, "dealer"),
                          ({"wall": "1m"}, "wall"), ({"events": [{"seat": 1}]}, "events[0].type"),
                          ({"options": {"hutou_cap": "x"}}, "options.hutou_cap"),
                          ({"options": {"stale_peng": 1}}, "options.stale_peng"), ({"tags": {"jailed": "9"}}, "tags.jailed"),
                          ({"rules": "tongdong"}, "hands[0]")]:
        with pytest.raises(InputError) as e:
            check(dict(good, **change))
        assert e.value.token == field, change


# --- the decisions document -------------------------------------------------------------------------

def test_the_play_document_quotes_its_sources_verbatim():
    text = (Path(__file__).resolve().parents[2] / "docs" / "rules" / "bahu-play.md").read_text(encoding="utf-8")
    found = re.findall(r"(s\d{3}\.p\d{3}) 「(.+?)」(?: “(.+?)”)?", text)
    assert len(found) >= 35
    for pid, zh, en in found:
        quote(pid, zh)
        if en:
            quote_en(pid, en)


# --- the protocol ------------------------------------------------------------------------------------

def test_pop_undoes_the_last_event_and_passes_may_be_written_or_implied():
    record, _ = play_hand(RuleSet.named("tongdong"), 21, "random", dealer=2)
    rec = Record.from_json(record)
    implied = rec.state()
    written = rec.state()
    for event in rec.events:
        implied.push(event)
        while written.legal_moves() and event not in written.legal_moves():
            written.push(Event(written.to_move(), "pass"))  # every pass written out
        written.push(event)
        assert implied.snapshot()["seats"] == written.snapshot()["seats"]
    before = state_of(record, len(rec.events) - 1).snapshot()
    last = implied.pop()
    assert last == rec.events[-1] and implied.snapshot() == before


def test_a_record_without_its_wall_or_its_end():
    record, _ = play_hand(RuleSet.named("haimen"), 3, "greedy")
    full = check(record)
    del record["wall"]  # the flips name their cards; they must come from the cards not dealt
    assert check(record) == full
    record["events"] = record["events"][:10]
    out = check(record)
    assert out["ok"] and out["result"]["end"] == "abandoned" and out["result"]["winner"] is None


# --- the shared record, its options and its hands ----------------------------------------------------

def test_the_play_options_are_options_of_the_record_and_its_rule_set():
    rec = make_record("tongdong", [None, NEAR, None, None], options={"stale_peng": False, "qiongchi_penalty": "none"})
    record = Record.from_json(rec)
    assert record.options == {"stale_peng": False, "qiongchi_penalty": "none"}
    rules = record.rule_set()
    assert not rules.stale_peng and rules.qiongchi_penalty == "none" and rules.must_peng_jiang
    assert state_of(rec).rules == rules
    assert rules.changed_from_preset() == record.options  # written back as read
    names = [o.name for o in rules.options()]
    assert {"stale_peng", "qiongchi_penalty", "winner_deals"} <= set(names)
    with pytest.raises(InputError, match=r"^options\.qiongchi_penalty: .*not one of"):
        Record.from_json({**rec, "options": {"qiongchi_penalty": "jail"}})


def test_each_hand_of_a_sitting_is_its_own_table():
    first = Record.from_json(make_record("haimen", [None, NEAR, None, None], "5p", events=["1 draw 5p", "1 hu 5p"]))
    second = Record.from_json(make_record("haimen", [None, None, NEAR, None], "5p", dealer=1,
                                          tags={"cannon": "1"}))
    sitting = Record("bahu", "haimen", tags={"cannon": "1"}, deals=(first.all_deals()[0], second.all_deals()[0]))
    state = sitting.state(1)
    assert state.dealer == 1 and state.seats[1].cannon and not state.events
    assert state.seats[2].hand == BahuState(RuleSet.named("haimen"), second.hands, second.wall, 1).seats[2].hand
    with pytest.raises(InputError) as e:
        check(sitting)
    assert e.value.token == "deals"
