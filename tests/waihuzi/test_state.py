"""歪胡子 table play, rule by rule, each with the source line it rests on (docs/rules/waihuzi-play.md)."""

from __future__ import annotations

import pytest

from engine.core.errors import InputError
from engine.waihuzi.cards import parse_cards
from engine.waihuzi.claims import queue
from engine.waihuzi.play_reasons import PLAY_QUOTE
from engine.waihuzi.state import WaihuziState
from tests.sources import quote
from tests.waihuzi.play_helpers import ev, play, rules_of, table

# Seat 1 waits on 7x: 坎 333d 3 + 坎 999d 3 + 贰柒拾 1 + the win 1 = 8 (s004.p041).
WAITING = "333d 999d 270d 456x 678d 123x 7x"
FULL1 = (False, True, False)


def draw_next(st: WaihuziState) -> str:
    seat = st.nxt[st.offer[1]] if st.phase == "claim" else st.actor
    return f"{seat} draw {st.wall[st.draws].code}"


def test_play_quotes_are_the_source():
    for source, text in PLAY_QUOTE.values():
        quote(source, text)


# ------------------------------------------------------------------ the deal and the seats

def test_dealer_20_others_19_the_fourth_seat_empty():
    quote("s004.p021", "起手庄家抓20张牌，二位闲家各抓19张牌。")
    quote("s004.p012", "如只三人亦可游戏，就不派人守醒")
    st = WaihuziState.deal(seed=1)
    assert [len(h) for h in st.dealt] == [20, 19, 19, 0]
    assert st.wall_left == 22 and st.card_total() == 80 and st.playing == (0, 1, 2)
    assert st.nxt == {0: 1, 1: 2, 2: 0}


def test_four_at_the_table_the_dealers_opposite_sits_out():
    quote("s004.p012", "庄家的对家“守醒”，为闲家。“守醒”者不打牌，仅负责点数牌作陪")
    st = WaihuziState.deal(seed=1, dealer=1, sitting_out=3)
    assert st.playing == (0, 1, 2) and st.dealt[3] == () and len(st.dealt[1]) == 20
    with pytest.raises(InputError, match="three"):
        WaihuziState(st.rules, 0, [parse_cards("1x")] * 4)


def test_a_wrong_deal_size_is_a_dead_hand_at_the_deal():
    quote("s004.p025", "死手：多牌或少牌，吃臭打臭均为死手")
    st = table(sizes=(20, 20, 19, 0))
    assert [(v.event, v.seat, v.rule, v.penalty) for v in st.violations] == [(-1, 1, "waihuzi.play.deal_size", "sishou")]
    assert st.dead == [False, True, False, False]


def test_the_dealer_discards_first():
    quote("s004.p022", "庄家先打出第一张牌")
    st = table("1x")
    assert st.to_move() == 0 and {e.type for e in st.legal_moves()} == {"discard"}
    v = st.push(ev("2 draw " + st.wall[0].code))
    assert rules_of(v) == ["waihuzi.play.turn"] and v[0].penalty == "void" and st.phase == "discard"
    assert play(st, "0 discard 1x") == []


# ------------------------------------------------------------------ who may take a discard

def test_next_player_may_chi_the_one_before_only_peng():
    quote("s004.p022", "下家可吃可碰，上家可碰不能吃，吃碰后均打出一张牌")
    st = table("5x", "46x", "46x")
    play(st, "0 discard 5x")
    v = st.push(ev("2 chi 5x 46x"))  # seat 2 is the dealer's 上家
    assert rules_of(v) == ["waihuzi.play.chi_seat"] and v[0].penalty == "void"
    assert st.push(ev("1 chi 5x 46x")) == []
    assert [str(m) for m in st.melds[1]] == ["shun:456x@0.discard"]
    assert st.phase == "discard" and st.to_move() == 1


def test_the_one_before_may_peng():
    st = table("5x", "", "55x")
    play(st, "0 discard 5x")
    assert ev("2 peng 5x") in st.legal_moves() or st.to_move() != 2
    assert st.push(ev("2 peng 5x")) == []
    assert [str(m) for m in st.melds[2]] == ["peng:555x@0.discard"] and st.to_move() == 2


def test_no_discard_after_a_take_is_too_many_cards():
    quote("s004.p027", "先摸后打：任何吃碰等动作后都要打牌")
    st = table("5x", "55x")
    play(st, "0 discard 5x", "1 peng 5x")
    v = st.push(ev("2 draw " + st.wall[0].code))
    assert [(v.event, v.seat, v.rule, v.penalty) for v in v] == [(2, 1, "waihuzi.play.no_discard", "sishou")]
    assert st.dead[1] and st.draws == 1 and st.card_total() == 80


def test_a_discard_without_a_take_is_too_few_cards():
    st = table("1x", "", "9d")
    play(st, "0 discard 1x")
    phase, to_move = st.phase, st.to_move()
    v = st.push(ev("2 discard 9d"))
    assert rules_of(v) == ["waihuzi.play.extra_discard"] and v[0].penalty == "sishou" and st.dead[2]
    assert (st.phase, st.to_move()) == (phase, to_move)  # nobody is asked about it
    assert st.table[2] == parse_cards("9d") and st.card_total() == 80


# ------------------------------------------------------------------ drawn cards

def test_a_drawn_card_never_enters_the_hand():
    quote("s004.p022", "均不得将所摸之牌放入手中。如所摸之牌不是自己所需之牌，则亦不能放入手中，只能放在本人右边")
    st = table("1x", wall="9d")
    play(st, "0 discard 1x", "1 draw 9d")
    held = list(st.hands[1])
    play(st, draw_next(st))  # nobody took it: the next player draws
    assert st.hands[1] == held and st.table[1] == parse_cards("9d") and st.table[0] == parse_cards("1x")


def test_wai_a_pair_and_the_own_draw_then_a_discard():
    quote("s004.p014", "起手有两张，再自摸一张相同牌叫歪。碰亮牌，歪亮一张盖两张。")
    st = table("1x", "99d", wall="9d")
    play(st, "0 discard 1x", "1 draw 9d")
    assert st.to_move() == 1 and ev("1 wai 9d") in st.legal_moves()
    assert play(st, "1 wai 9d") == []
    assert [str(m) for m in st.melds[1]] == ["wai:999d"] and st.phase == "discard" and st.to_move() == 1


def test_only_the_drawer_wais_and_he_does_not_peng_his_own_card():
    st = table("1x", "9d", "99d", wall="9d")
    play(st, "0 discard 1x", "1 draw 9d")
    assert rules_of(st.push(ev("2 wai 9d"))) == ["waihuzi.play.wai_seat"]
    assert rules_of(st.push(ev("1 peng 9d"))) == ["waihuzi.play.peng_own"]


def test_others_may_peng_a_revealed_card():
    quote("s004.p023", "别人打过或者摸出过的牌，还是可以碰。")
    st = table("1x", "", "99d", wall="9d")
    play(st, "0 discard 1x", "1 draw 9d")
    assert play(st, "2 peng 9d") == []
    assert [str(m) for m in st.melds[2]] == ["peng:999d@1.draw"]


# ------------------------------------------------------------------ 溜

def test_liu_three_and_the_own_draw_no_discard_after():
    quote("s004.p015", "起手三张同牌，再自摸一张，亦称溜，下牌不亮牌")
    quote("s004.p027", "溜后不另出牌")
    st = table("1x", "999d", wall="9d")
    play(st, "0 discard 1x", "1 draw 9d")
    assert play(st, "1 liu 9d") == []
    assert [str(m) for m in st.melds[1]] == ["liu:9999d"] and st.phase == "draw" and st.to_move() == 2
    assert sum(st.hands[1]) + 4 == 20  # one card more than 19: 溜 takes a card without a discard


def test_liu_on_the_discard_before_without_drawing():
    quote("s004.p027", "上家出牌后，我家有四张同牌，可不摸牌，直接溜，溜后不另出牌。")
    st = table("5x", "555x", "")
    play(st, "0 discard 5x")
    assert st.to_move() == 1 and ev("1 liu 5x") in st.legal_moves()
    assert play(st, "1 liu 5x") == []
    assert [str(m) for m in st.melds[1]] == ["liu:5555x@0.discard"]
    assert st.phase == "draw" and st.to_move() == 2 and st.draws == 0  # seat 1 skipped its draw


def test_liu_only_by_the_next_player_or_the_drawer():
    st = table("5x", "", "555x")
    play(st, "0 discard 5x")
    assert rules_of(st.push(ev("2 liu 5x"))) == ["waihuzi.play.liu_seat"]
    assert play(st, "2 peng 5x") == []


def test_no_liu_after_a_peng_only_a_chi():
    quote("s004.p015", "碰后再摸到同张字牌，不能溜，只能吃，算外毫")
    st = table("5x", "55x 46x 1d", wall="2d 3d 5x")
    play(st, "0 discard 5x", "1 peng 5x", "1 discard 1d", "2 draw 2d", "0 draw 3d", "1 draw 5x")
    assert ev("1 liu 5x") not in st.legal_moves()
    assert rules_of(st.push(ev("1 liu 5x"))) == ["waihuzi.play.liu_after_peng"]
    assert play(st, "1 chi 5x 46x") == []


def test_liu_onto_the_own_wai():
    quote("s004.p015", "歪后再摸同张字牌，也称溜（也可以吃）")
    st = table("1x", "99d 2x", wall="9d 3d 4d 9d")
    play(st, "0 discard 1x", "1 draw 9d", "1 wai 9d", "1 discard 2x", "2 draw 3d", "0 draw 4d", "1 draw 9d")
    assert play(st, "1 liu 9d") == []
    assert [str(m) for m in st.melds[1]] == ["liu:9999d"]


# ------------------------------------------------------------------ priority

def test_priority_wai_liu_then_hu_then_peng_then_chi():
    quote("s004.p026", "歪胡子组牌优先顺序为　歪（溜）胡牌 碰 吃。")
    c = parse_cards("5x")[0]
    d, x, y = 1, 2, 0
    by_seat = {d: [ev("1 wai 5x"), ev("1 hu 5x"), ev("1 chi 5x 46x")], x: [ev("2 peng 5x")], y: [ev("0 hu 5x")]}
    asked = queue(by_seat, [1, 2, 0])
    assert [(s, [e.type for e in opts]) for s, opts in asked] == [
        (1, ["wai", "hu"]), (0, ["hu"]), (2, ["peng"]), (1, ["chi"])]
    assert all(e.card is c for _, opts in asked for e in opts)


def test_a_claim_passes_over_the_questions_before_it():
    st = table("5x", "46x", "55x")
    play(st, "0 discard 5x")
    assert st.to_move() == 2  # 碰 is asked before 吃
    assert play(st, "1 chi 5x 46x") == []  # seat 2 passed, silently
    assert st.melds[1] and not st.melds[2]


# ------------------------------------------------------------------ 臭牌

def test_a_chi_passed_is_stale_and_chi_stale_is_a_dead_hand():
    quote("s004.p023", "本人想吃而未吃，则这张牌就成了你的臭牌，第二次他家再打出同张牌时，本人不得再吃")
    quote("s004.p025", "吃臭打臭均为死手，死手者无资格胡牌")
    st = table("5x", "46x", wall="5x")
    play(st, "0 discard 5x", "1 pass", "1 draw 5x")
    assert not any(e.type == "chi" for e in st.legal_moves())
    v = st.push(ev("1 chi 5x 46x"))
    assert [(v.event, v.rule, v.penalty) for v in v] == [(3, "waihuzi.play.chi_stale", "sishou")]
    assert st.dead[1] and [str(m) for m in st.melds[1]] == ["shun:456x@self"] and st.phase == "discard"


def test_no_chi_of_a_card_one_discarded_but_peng_still():
    quote("s004.p023", "任何人也不能吃自己曾经打出过的牌，不管这张牌后来有人打出还是自己摸到都不能吃。只有吃没臭的牌")
    st = table("5x 46x", wall="1d 2d 5x")
    play(st, "0 discard 5x", "1 draw 1d", "2 draw 2d", "0 draw 5x")
    assert 4 in st.stale[0] and not any(e.type == "chi" for e in st.legal_moves() if e.seat == 0)
    assert rules_of(st.push(ev("0 chi 5x 46x"))) == ["waihuzi.play.chi_stale"]


def test_a_stale_card_may_still_be_penged():
    st = table("5x", "55x 46x", wall="1d 5x")
    play(st, "0 discard 5x", "1 pass", "1 draw 1d", "2 draw 5x")
    assert 4 in st.stale[1]
    assert play(st, "1 peng 5x") == []


def test_discarding_a_declined_card_is_a_dead_hand():
    st = table("5x", "5x 46x 99d", wall="9d")
    play(st, "0 discard 5x", "1 pass", "1 draw 9d", "1 wai 9d")
    assert ev("1 discard 5x") not in st.legal_moves()
    v = st.push(ev("1 discard 5x"))
    assert rules_of(v) == ["waihuzi.play.discard_stale"] and v[0].penalty == "sishou" and st.dead[1]


# ------------------------------------------------------------------ wins

def test_win_on_the_own_revealed_card():
    quote("s004.p019", "胡牌只能胡摸出来的牌")
    quote("s004.p041", "最低8息才能和牌")
    st = table("1x", WAITING, full=FULL1, wall="7x")
    play(st, "0 discard 1x", "1 draw 7x")
    assert ev("1 hu 7x") in st.legal_moves()
    assert play(st, "1 hu 7x") == []
    s = st.win["score"]
    assert st.is_over() and s.valid and st.win["seat"] == 1
    items = {i.item: i.xi for i in s.breakdown}
    assert items["waihuzi.special.baoting"] == 80 and items["waihuzi.special.dihu"] == 80  # unchanged, first card
    out = st.outcome()
    assert out.end == "hu" and out.winner == 1 and out.zhuang == (0, s.xi, 0, 0)
    assert out.net == (-s.xi, 2 * s.xi, -s.xi, 0) and st.card_total() == 80


def test_win_on_a_card_another_player_revealed():
    quote("s004.p035", "有任何一人可以胡牌")
    st = table("1x", "", WAITING, full=(False, False, True), wall="7x")
    play(st, "0 discard 1x", "1 draw 7x")
    assert play(st, "2 hu 7x") == []
    assert st.win["seat"] == 2 and st.win["by"] == 1 and st.win["score"].hand.revealed_by == "other"


def test_no_win_on_a_discard():
    quote("s004.p022", "手中打出的牌不能胡。")
    quote("s004.p019", "任何人打出的牌都不能胡牌。")
    st = table("7x", WAITING, full=FULL1)
    play(st, "0 discard 7x")
    assert not any(e.type == "hu" for e in st.legal_moves())
    v = st.push(ev("1 hu 7x"))
    assert rules_of(v) == ["waihuzi.play.win_discard"] and v[0].penalty == "void" and not st.is_over()


def test_less_than_8_xi_is_no_win():
    st = table("1x", "123d 456d 789d 456x 678x 123x 7x", full=FULL1, wall="7x")
    play(st, "0 discard 1x", "1 draw 7x")
    v = st.push(ev("1 hu 7x"))
    assert rules_of(v) == ["waihuzi.play.not_win"] and "8 needed" in v[0].en and not st.is_over()


def test_a_dead_hand_may_not_win():
    st = table("", WAITING + " 3d", full=FULL1, sizes=(20, 20, 19, 0), wall="7x")  # 20 dealt: dead at the deal
    play(st, "0 discard " + st.dealt[0][0].code, "1 draw 7x")
    assert not any(e.type == "hu" for e in st.legal_moves())
    assert rules_of(st.push(ev("1 hu 7x"))) == ["waihuzi.play.dead_win"]


def test_no_baoting_after_a_peng():
    quote("s004.p054", "不变字，胡牌的。溜牌不在变牌之列。即报听")
    st = table("9d", "333d 99d 270d 444x 678d 123x 7x 1d", full=FULL1, wall="2d 3d 7x")
    play(st, "0 discard 9d", "1 peng 9d", "1 discard 1d", "2 draw 2d", "0 draw 3d", "1 draw 7x")
    assert play(st, "1 hu 7x") == []
    items = {i.item for i in st.win["score"].breakdown}
    assert "waihuzi.special.baoting" not in items and "waihuzi.special.dihu" not in items
    assert st.win["xi"] == 3 + 3 + 1 + 1 + 1  # 坎 坎 碰 贰柒拾 and the win


def test_hailao_on_the_last_card_and_the_block_before_it():
    quote("s004.p035", "如果上家揭到最后一张，上家手中有同牌两张，或三张，上家可以采用歪或溜的动作，即可以阻止下家海捞胡牌。达到流局效果。")
    quote("s004.p050", "海捞：最后一张摸牌胡牌三十息")
    st = table("3x", "77x", WAITING, full=(False, False, True), last="7x")
    play(st, "0 discard 3x")
    while st.wall_left > 1 or st.phase != "draw":
        play(st, draw_next(st) if st.phase == "claim" else st.legal_moves()[-1].code())
    assert st.actor == 1  # seat 1, seat 2's 上家, reveals the last card
    play(st, "1 draw 7x")
    assert st.to_move() == 1 and ev("1 wai 7x") in st.legal_moves()
    assert play(st, "2 hu 7x") == []  # seat 1 passed: seat 2 wins on the last card
    assert "waihuzi.special.hailao" in {i.item for i in st.win["score"].breakdown}
    st.pop()
    assert play(st, "1 wai 7x") == []  # seat 1 takes it first: nothing left to win on
    assert rules_of(st.push(ev("2 hu 7x"))) == ["waihuzi.play.turn"]
    while not st.is_over():
        assert play(st, st.legal_moves()[-1].code()) == []
    assert st.outcome().end == "exhausted" and st.outcome().net == (0, 0, 0, 0)


# ------------------------------------------------------------------ wins on the deal

def test_tianhu_the_dealer_wins_on_his_20():
    quote("s004.p055", "指庄家在揭完 20张牌，即够息胡牌的。则叫天胡。")
    st = table(WAITING + " 7x", full=(True, False, False), qishou_ok=True)
    assert st.to_move() == 0 and [e.type for e in st.legal_moves()] == ["hu", "pass"]
    assert play(st, "0 hu 3d") == []  # any card of the hand names the win
    assert st.win["kind"] == "tianhu" and st.win["xi"] == 8 + 100
    assert st.outcome().net == (216, -108, -108, 0)


def test_a_special_dealt_hand_wins_at_once():
    quote("s004.p053", "任何一人手中如果有九对或一对或无对。（三种情况的一种）即持牌者胜")
    quote("s004.p059", "无对或十对：起手无对或十对，即可胡牌")
    st = table("", "", "1234567890x 123456789d", full=(False, False, True), qishou_ok=True)
    assert st.to_move() == 2 and [e.type for e in st.legal_moves()] == ["hu", "pass"]
    assert rules_of(st.push(ev("2 hu 0d"))) == ["waihuzi.play.hu_card"]
    assert play(st, "2 hu 5x") == []
    assert st.win["kind"] == "deal" and st.win["xi"] == 100 and st.outcome().net == (-100, -100, 200, 0)


def test_no_win_on_the_deal_without_a_special_hand():
    st = table("1x")
    assert rules_of(st.push(ev("1 hu " + st.dealt[1][0].code))) == ["waihuzi.play.not_qishou"]


# ------------------------------------------------------------------ the stock, the referee, undo

def test_the_stock_runs_out_a_drawn_hand():
    st = WaihuziState.deal(seed=4)
    while not st.is_over():
        st.push(st.legal_moves()[-1])  # pass whenever asked: nobody takes anything
        assert st.card_total() == 80
    out = st.outcome()
    assert out.end == "exhausted" and out.winner is None and out.net == (0, 0, 0, 0) and st.wall_left == 0


def test_a_draw_that_is_not_the_stocks_next_is_void():
    st = table("1x", wall="9d 8d")
    play(st, "0 discard 1x")
    v = st.push(ev("1 draw 8d"))
    assert rules_of(v) == ["waihuzi.play.wall"] and st.draws == 0 and play(st, "1 draw 9d") == []


def test_events_after_the_end_are_void():
    st = table("1x", WAITING, full=FULL1, wall="7x")
    play(st, "0 discard 1x", "1 draw 7x", "1 hu 7x")
    assert rules_of(st.push(ev("2 draw 9d"))) == ["waihuzi.play.over"]


def test_pop_takes_back_exactly_one_event():
    st = WaihuziState.deal(seed=9)
    for _ in range(12):
        st.push(st.legal_moves()[0])
    before = st.snapshot()
    e = st.legal_moves()[0]
    st.push(e)
    assert st.pop() == e and st.snapshot() == before
    with pytest.raises(IndexError):
        WaihuziState.deal(seed=9).pop()
