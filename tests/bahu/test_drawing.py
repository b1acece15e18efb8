"""八胡's drawing and 买庄 within it (engine/bahu/drawing.py), each rule with the source lines it follows."""

from __future__ import annotations

import pytest

from engine.bahu.drawing import deal_drawn, drawing_order
from engine.bahu.rules import RuleSet
from engine.bahu.selfplay import play_hand
from engine.bahu.table_record import check, deck_for
from engine.bahu.table_result import card_census, round_json
from engine.cards import counts_of, parse_cards
from engine.core.errors import InputError
from engine.core.game import Event
from engine.core.record import Record
from engine.core.rng import rng, shuffled
from tests.sources import quote, quote_en

from .table_helpers import E, legal, make_record, rules_broken, state_of

DRAWING = quote("s001.p052", "由庄家洗牌后，上家签牌（切牌）。庄家先抓牌，按逆时针以次各家抓牌。每人抓1张，共抓25张，庄家抓26张")
HAIMEN_BUY = quote("s000.p074", "买庄：一般规定在摸牌阶段，手牌小于等于三张牌的时候（这个可自行商量）")
TONGDONG_BUY = quote("s001.p102", "（3）买庄 一般抓三张牌，可买庄。")
quote_en("s000.p074", "the usual rule is that it is done during the drawing stage, while you hold three cards or fewer "
                      "(this can be agreed among yourselves)")
quote_en("s001.p102", "generally, after drawing three cards, one may buy zhuang")

# Seat 1 deals; its hand and seat 2's are listed in the order drawn.
DEALER = "2s 2m 8p 3s 3m 7p 4m 5m 6m 7p 8p 9p Q Q Q H H 2s 3s 4s 5s 6s 7s 1m 1s 9m"
SECOND = "4p 5p 6p 9s 9s 9s 1p 2m 3m 8m 2s 5s 8s 2p 3p 7m 7s 4s 5m 8m 6p 6p 9m 2p 3p"


def drawing_record(events=(), options=None, dealer_hand=DEALER):
    return make_record("haimen", [None, dealer_hand, SECOND, None], dealer=1, events=list(events), options=options)


def held(state) -> list[int]:
    return [sum(seat.hand) for seat in state.seats]


# --- the drawing ------------------------------------------------------------------------------------

def test_the_cut_pack_is_drawn_one_card_a_turn_from_the_dealer():
    assert DRAWING
    order = drawing_order([25, 26, 25, 25], dealer=1)
    assert order[:6] == [1, 2, 3, 0, 1, 2] and order[-1] == 1 and len(order) == 101
    deck = deck_for(RuleSet.named("tongdong"))
    hands, wall = deal_drawn(deck, dealer=1, seed="cut")
    assert [len(h) for h in hands] == [25, 26, 25, 25] and len(wall) == 19
    taken = [0] * 4
    drawn = []
    for s in order:
        drawn.append(hands[s][taken[s]])
        taken[s] += 1
    r = rng("cut")
    pack = shuffled(deck, generator=r)
    cut = r.randrange(1, len(pack))
    assert 0 < cut < len(pack) and drawn + wall == pack[cut:] + pack[:cut]  # the shuffled pack, cut, then drawn


def test_selfplay_records_list_each_hand_in_the_order_drawn():
    record, _ = play_hand(RuleSet.named("haimen"), "order", "random", dealer=2)
    hands, wall = deal_drawn(deck_for(RuleSet.named("haimen")), 2, "order.deal")
    assert record["hands"] == [" ".join(c.code for c in h) for h in hands]
    assert Record.from_json(record).hands == tuple(tuple(h) for h in hands)  # read back in the same order


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_each_seat_decides_on_buying_holding_three_cards_in_turn_from_the_dealer(rules):
    assert HAIMEN_BUY and TONGDONG_BUY
    rec = make_record(rules, [None, DEALER, SECOND, None], dealer=1)
    state = state_of(rec)
    listed = Record.from_json(rec).hands
    assert state.in_drawing() and state.to_move() == 1
    assert [e.to_json() for e in state.legal_moves()] == [{"seat": 1, "type": "buy", "at": 3}, {"seat": 1, "type": "pass"}]
    for seat, before in ((1, [2, 3, 2, 2]), (2, [2, 3, 3, 2]), (3, [2, 3, 3, 3]), (0, [3, 3, 3, 3])):
        assert state.to_move() == seat and held(state) == before  # the others hold what they have drawn
        assert state.seats[seat].hand == counts_of(listed[seat][:3])  # its first three cards, as listed
        assert state.snapshot()["drawing"]["held"] == before
        assert card_census(state) == counts_of(deck_for(state.rules))
        state.push(Event(seat, "pass"))
    assert not state.in_drawing() and held(state) == [25, 26, 25, 25]  # the drawing completes
    assert "drawing" not in state.snapshot() and state.buy_decided == {0, 1, 2, 3}
    assert [s.huang for s in state.seats] == [True, False, False, True]  # 黄胡 decided once the hands are whole
    assert all(e.startswith("1 discard") for e in legal(state))  # no four was dealt: the dealer discards


def test_a_buy_at_three_counts():
    out = check(drawing_record(["1 buy at 3", "2 buy at 3"]))
    assert out["ok"] and out["violations"] == []
    bought = [p["bought"] for p in round_json(state_of(drawing_record(["1 buy at 3", "2 buy at 3"])))["players"]]
    assert bought == [False, True, True, False]


def test_a_buy_at_four_is_void():
    rec = drawing_record(["1 buy at 4"])
    assert rules_broken(rec) == [(0, 1, "bahu.play.buy_late", "void")]
    v = check(rec)["violations"][0]
    assert v["source"] == "s000.p074" and "Player B bought holding 4" in v["en"] and "void" in v["en"]
    assert "买时手上有4张" in v["zh"] and "不算" in v["zh"]
    assert not state_of(rec).seats[1].bought
    tong = make_record("tongdong", [None, DEALER, SECOND, None], dealer=1, events=["1 buy at 4"])
    assert rules_broken(tong) == [(0, 1, "bahu.play.buy_late", "void")] and check(tong)["violations"][0]["source"] \
        == "s001.p102"


def test_a_buy_above_the_cards_drawn_is_void():
    """With buy_max_cards above a hand, a seat decides once it holds its whole hand and can claim no
    more: the dealer, whose 26th card is the last drawn, decides last."""
    rec = drawing_record(["2 buy at 26", "1 buy at 26"], options={"buy_max_cards": 30})
    state = state_of(rec, 0)
    assert state.legal_moves()[0].to_json() == {"seat": 2, "type": "buy", "at": 25} and held(state) == [24, 25, 25, 24]
    assert state.buy_order == [2, 3, 0, 1]
    assert rules_broken(rec) == [(0, 2, "bahu.play.buy_late", "void")]  # seat 2 holds 25, seat 1 26


def test_a_buy_that_does_not_say_at_how_many_cards_is_void_unless_the_house_rule():
    rec = drawing_record(["1 buy"])
    assert rules_broken(rec) == [(0, 1, "bahu.play.buy_unplaced", "void")]
    v = check(rec)["violations"][0]
    assert "buy_after_deal" in v["en"] and "buy_after_deal" in v["zh"] and "house rule" in v["en"]
    assert not state_of(rec).seats[1].bought
    house = drawing_record(["1 buy"], options={"buy_after_deal": True})
    assert check(house)["ok"] and state_of(house).seats[1].bought


def test_under_the_house_rule_every_seat_decides_holding_its_whole_hand():
    state = state_of(drawing_record(options={"buy_after_deal": True}))
    assert not state.in_drawing() and held(state) == [25, 26, 25, 25] and legal(state) == ["1 buy", "1 pass"]
    assert state.legal_moves()[0].to_json() == {"seat": 1, "type": "buy"} and "drawing" not in state.snapshot()
    assert rules_broken(drawing_record(["1 buy at 26"], options={"buy_after_deal": True})) == []
    assert rules_broken(drawing_record(["1 buy at 27"], options={"buy_after_deal": True})) \
        == [(0, 1, "bahu.play.buy_late", "void")]


def test_play_ends_the_drawing_and_a_seat_decides_once_in_turn():
    """The first event that is no 买庄 decision completes the drawing: the seats yet to decide passed;
    a seat's buy implies the passes of the seats before it."""
    rec = drawing_record(["1 discard 9m"])
    assert check(rec)["ok"] and held(state_of(rec)) == [25, 25, 25, 25]
    state = state_of(drawing_record(["3 buy at 3"]))
    assert state.buy_decided == {1, 2, 3} and state.to_move() == 0 and held(state) == [3, 3, 3, 3]
    with pytest.raises(InputError, match="already decided") as e:
        state.push(Event(2, "buy", extra=(("at", 3),)))
    assert e.value.token == "events[1].seat"
    with pytest.raises(InputError, match="already decided"):
        state_of(drawing_record(["1 pass", "1 buy at 3"]))
    after = state_of(drawing_record(["1 discard 9m"]))
    with pytest.raises(InputError, match="only in the deal"):
        after.push(Event(2, "buy", extra=(("at", 3),)))


def test_an_unreadable_event_in_the_drawing_leaves_the_table_as_it_was():
    state = state_of(drawing_record())
    before = state.snapshot()
    with pytest.raises(InputError):
        state.push(Event(1, "bomb", parse_cards("5p")[0]))  # seat 1 holds no four 5p
    assert state.snapshot() == before and state.in_drawing()
    state.push(Event(1, "pass"))
    state.pop()
    assert state.snapshot() == before


def test_a_buy_at_reads_and_writes_in_both_forms():
    rec = drawing_record(["1 buy at 3", "3 buy at 3"])
    r = Record.from_json(rec)
    text = r.to_text()
    assert "1 buy at 3\n3 buy at 3" in text and Record.from_text(text).to_json() == r.to_json()
    assert Record.from_text(text.replace("3 buy at 3", "3 买 at 3")) == r
    assert check(Record.from_text(text))["ok"] and r.events[1].get("at") == 3
    assert E("2 buy at 3") == {"seat": 2, "type": "buy", "at": 3}


def test_the_options():
    for name in ("haimen", "tongdong"):
        rs = RuleSet.named(name)
        assert rs.buy_max_cards == 3 and rs.buy_after_deal is False
    assert RuleSet.named("haimen").with_option_text("buy_max_cards=2").buy_max_cards == 2
    with pytest.raises(InputError, match="buy_max_cards"):
        RuleSet.named("haimen").with_options(buy_max_cards=-1)
    state = state_of(drawing_record(options={"buy_max_cards": 0}))
    assert held(state) == [0, 0, 0, 0] and state.legal_moves()[0].to_json() == {"seat": 1, "type": "buy", "at": 0}
