"""笃子胡 rules of play, each with its source line: seating, the deal, 喜, claims and their order, 杠,
龙, the end of a hand (docs/rules/duzihu-play.md)."""

from __future__ import annotations

import pytest

from engine.cards import BY_CODE, counts_of, parse_cards
from engine.core.errors import InputError
from engine.duzihu.melds import Kind
from engine.duzihu.rules import RuleSet
from engine.duzihu.score import score
from engine.duzihu.state import DuzihuState
from engine.duzihu.table_record import selfplay
from engine.duzihu.table_view import winner_position
from tests.sources import quote

from .table_helpers import DEALER, READY_5M, TWO_5M, cards, codes, draw_discard_until, ev, play, table

SITS_OUT = quote("s002.p010", "莊家的上家這一局是定醒")
DEAL_SIZES = quote("s002.p010", "共摸二十三張，其餘兩家摸二十二張")
TURN_ONE = quote("s002.p010", "當莊家摸完最後一張牌時，接著翻出一張將牌，然后庄家打第一牌")
TURN_TWO = quote("s003.p003", "接着翻出两张将牌")
NEXT_DEALER = quote("s002.p010", "本局的莊家就輪空也就是定醒，其下家就是新開局的莊家")
BY_LOT = quote("s002.p010", "第一輪的莊家由四個人共同抽籤決定")
XI_OUT = quote("s002.p008", "頒將後，摸到喜兒的放自家門前算胡，再補相應張數")
NO_CHI = quote("s002.p012", "“單將長牌”若不是胡牌，則可碰不可以吃")
DISCARD_WIN = quote("s002.p012", "和牌除了自摸外，別人出沖（點炮）也可以胡")
HU_FIRST = quote("s002.p040", "出的一張牌如果有人要碰或槓，有人要胡牌，則優先胡牌")
ROB = quote("s002.p040", "可以選擇放桌面算胡同明槓…但如果有人胡這張牌，必須優先胡牌")
LONG_SHOWN = quote("s002.p015", "龍可摞可不摞（但必須明示，否則只能作為暗槓）")
LONG_THREE = quote("s002.p015", "起手四張相同的牌（1111型）或者三張（另一張被翻為將）都可以算作龍")
VOID = quote("s002.p039", "則和牌，開始下一輪")
ROUND = quote("s002.p008", "由莊家打出第一張牌後，三人按逆時針方向通過摸、打、碰、槓等方式進行組牌")
TIANCHENG = quote("s002.p045", "莊家起手23張牌就和牌")
HAIDI = quote("s002.p026", "自摸最後一張牌胡牌")
NO_XI = quote("s002.p047", "一般不帶喜兒")
FIVE_XI = quote("s003.p001", "打法和五张“喜”")


def test_four_sit_three_play_the_dealers_shangjia_sits_out():
    s = DuzihuState.deal(RuleSet.named("danjiang"), seed=1, dealer=2)
    assert s.out == 1 and s.order == (2, 3, 0), SITS_OUT
    assert [sum(x.hand) for x in s.seats] == [22, 0, 23, 22], DEAL_SIZES
    with pytest.raises(InputError, match="sits out"):
        s.push(ev("1 discard 5m"))


def test_deal_sizes_and_turned_cards_are_checked():
    with pytest.raises(InputError, match=r"hands\[1\]: Player B plays and is dealt 22 cards, not 21"):
        table(hands={0: DEALER, 1: READY_5M.replace(" 46m", " 4m"), 2: TWO_5M})
    with pytest.raises(InputError, match="turns 1 card"):
        table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, turned="4s 5s")
    s = DuzihuState.deal(RuleSet.named("shuangjiang"), seed=4)
    assert len(s.turned) == 2 and s.wall_left == 125 - 67 - 2 - sum(x.xi for x in s.seats), TURN_TWO + FIVE_XI
    assert len(DuzihuState.deal(RuleSet.named("danjiang"), seed=4).turned) == 1, TURN_ONE


def test_without_xi_the_deck_has_120_cards_and_an_x_is_refused():
    assert not RuleSet.named("danjiang").xi_in_play, NO_XI
    assert DuzihuState.deal(RuleSet.named("danjiang"), seed=2).wall_left == 120 - 67 - 1
    hands = [cards(DEALER.replace("5m", "X")), cards(READY_5M), cards(TWO_5M), []]
    with pytest.raises(InputError, match="without 喜"):
        DuzihuState(RuleSet.named("danjiang"), hands, cards("4s"), None, 0)


def test_the_dealer_plays_first_and_play_goes_round_the_three():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, head="1m 1p")
    assert s.to_move() == 0 and s.phase == "turn" and s.seats[0].drawn is None, TURN_ONE
    play(s, "0 discard 1m")  # nobody can take 1m
    assert s.phase == "draw" and s.to_move() == 1, ROUND
    play(s, "1 draw 1m", "1 discard 1m", "2 draw 1p", "2 discard 1p")
    assert s.to_move() == 0, ROUND


def test_a_discard_is_won_on_before_a_peng_and_nobody_takes_it_for_a_run():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    play(s, "0 discard 5m")
    assert codes(s.legal_moves()) == ["1 hu 5m", "1 pass"], HU_FIRST
    play(s, "1 pass")
    assert codes(s.legal_moves()) == ["2 peng 5m", "2 pass"], HU_FIRST
    assert all(e.type != "chi" for e in s.legal_moves()), NO_CHI
    play(s, "2 peng 5m")
    assert s.seats[2].melds[0].kind is Kind.PENG and s.to_move() == 2 and s.seats[2].drawn is None


def test_a_win_on_the_discard_withdraws_a_peng_of_it():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    play(s, "0 discard 5m", "2 peng 5m", "1 hu 5m")  # seat 1 says 胡 after the 碰: 胡 has priority
    assert s.is_over() and s.outcome().winner == 1, HU_FIRST
    assert not s.seats[2].melds and s.seats[2].hand[BY_CODE["5m"].index] == 2
    assert [e.code() for e in s.events] == ["0 discard 5m", "2 peng 5m", "1 hu 5m"]
    s.pop()
    assert s.phase == "turn" and s.to_move() == 2 and s.seats[2].melds


def test_a_win_on_a_discard_from_any_seat():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    play(s, "0 discard 5m", "1 hu 5m")
    w = s.c.win
    assert (w.seat, w.how, w.source, w.card.code) == (1, "discard", 0, "5m"), DISCARD_WIN
    position = s.position_for(1, w.card, w.how)
    assert not position.self_drawn and not position.last_card and not position.tiancheng
    assert s.outcome().zhuang[1] == score(position, s.rules).total


def test_a_self_drawn_win_and_no_win_on_a_card_not_drawn():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, head="5m")
    play(s, "0 discard 1m", "1 draw 5m")
    assert codes(s.legal_moves())[0] == "1 hu 5m", DISCARD_WIN
    with pytest.raises(InputError, match="Player B drew five wan, not four wan"):
        s.push(ev("1 hu 4m"))
    play(s, "1 hu 5m")
    assert s.c.win.how == "self" and s.position_for(1, s.c.win.card, "self").self_drawn


def test_the_wall_running_out_voids_the_hand():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    # the last 5m is in the wall: seat 1 passes it by, so nobody wins
    draw_discard_until(s, lambda st: False)
    out = s.outcome()
    assert (out.end, out.winner, out.net, out.zhuang) == ("exhausted", None, (0,) * 4, (0,) * 4), VOID
    assert s.wall_left == 0


def test_a_win_on_the_walls_last_card_is_haidi():
    rugao = RuleSet.named("danjiang+rugao").with_options(xi_in_play=False)
    s = table(rugao, hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, tail="5m")  # the last 5m comes last
    draw_discard_until(s, lambda st: st.wall_left == 0 and st.phase == "turn")
    assert s.to_move() == 1 and s.seats[1].drawn.code == "5m"
    play(s, "1 hu 5m")
    assert s.c.win.last_card and winner_position(s).last_card, HAIDI
    assert any(i.rule == "duzihu.haidi" for i in s.settlement().score.breakdown)


def test_tiancheng_the_dealer_wins_on_his_dealt_cards():
    s = table(hands={0: READY_5M + " 5m", 1: DEALER.replace("5m ", ""), 2: TWO_5M})
    hu = codes(s.legal_moves())[0]
    assert hu.startswith("0 hu "), TIANCHENG
    play(s, hu)
    assert s.c.win.tiancheng and winner_position(s).tiancheng and winner_position(s).self_drawn
    assert any(i.rule == "duzihu.tiancheng" for i in s.settlement().score.breakdown)


def test_a_dealt_long_is_declared_and_replaced():
    dealer = "QQQQ 123m 789m 123s 789s 123p H B 9p 5m"
    s = table(hands={0: dealer, 1: READY_5M.replace("QQQ", "999p"), 2: TWO_5M.replace("9p", "8s")}, head="7m")
    assert "0 long Q" in codes(s.legal_moves()), LONG_SHOWN
    play(s, "0 long Q")
    assert s.phase == "draw" and s.to_move() == 0
    play(s, "0 draw 7m")
    assert s.seats[0].melds[0].kind is Kind.LONG and s.seats[0].melds[0].origin == "dealt"
    assert s.phase == "turn" and s.seats[0].drawn.code == "7m"


def test_a_long_of_a_turned_card_is_its_three_dealt_copies():
    dealer = "4s4s4s 123m 789m 123s 789s 123p H B 9p 5m 6m"
    s = table(hands={0: dealer, 1: READY_5M, 2: TWO_5M}, turned="4s")
    play(s, "0 long 4s")
    m = s.seats[0].melds[0]
    assert (m.kind, m.size, s.phase) == (Kind.LONG, 3, "turn"), LONG_THREE  # three cards: no replacement


def test_four_kept_in_hand_score_as_an_angang():
    # 龙 not shown: only an 暗杠 (s002.p015)
    position_kept = "QQQQ 123m 789m 123s 789s 123p 46m 55p"
    from engine.duzihu import Hand

    kept = Hand.parse(position_kept + " 5m", jiang=["4s"], win="5m")
    shown = Hand.parse(position_kept.replace("QQQQ ", "") + " 5m", jiang=["4s"], win="5m", melds=["long:Q"])
    rs = RuleSet.named("danjiang")
    assert [i.hu for i in score(kept, rs).base_items if i.rule == "duzihu.set.angang"] == [24], LONG_SHOWN
    assert [i.hu for i in score(shown, rs).base_items if i.rule == "duzihu.set.long"] == [32], LONG_SHOWN


def test_a_card_added_to_a_peng_may_be_won_on_and_the_peng_is_kept():
    # seat 2 pengs 5m from the dealer, later draws the last 5m and adds it: seat 1 wins on it
    s = table(hands={0: DEALER, 1: READY_5M.replace("46m", "4m 6p"), 2: TWO_5M}, head="1m 6m 5m")
    play(s, "0 discard 5m", "2 peng 5m", "2 discard 9m", "0 draw 1m", "0 discard 1m", "1 draw 6m")
    assert s.seats[1].wins_on(BY_CODE["5m"]) is False
    play(s, "1 discard 6p")  # now seat 1 waits on 5m (46m)
    play(s, "2 draw 5m")
    assert "2 jiagang 5m" in codes(s.legal_moves()), ROB
    play(s, "2 jiagang 5m")
    assert codes(s.legal_moves()) == ["1 hu 5m", "1 pass"], ROB
    play(s, "1 hu 5m")
    assert s.c.win.how == "rob" and s.seats[2].melds[0].kind is Kind.PENG
    assert not s.position_for(1, s.c.win.card, "rob").self_drawn


def test_a_gang_from_a_discard_is_replaced_from_the_wall():
    s = table(hands={0: DEALER, 1: READY_5M.replace("QQQ", "999p"), 2: TWO_5M.replace("9p", "8s")}, head="7m")
    play(s, "0 discard 9p")
    assert codes(s.legal_moves()) == ["1 peng 9p", "1 gang 9p", "1 pass"]
    play(s, "1 gang 9p")
    assert s.phase == "draw" and s.to_move() == 1
    play(s, "1 draw 7m")
    m = s.seats[1].melds[0]
    assert (m.kind, m.origin, m.source) == (Kind.GANG, "discard", 0)


def test_xi_dealt_are_laid_out_and_replaced_before_the_dealer_plays():
    rs = RuleSet.named("shuangjiang")
    s = table(rs, hands={0: "X" + DEALER[2:], 1: READY_5M.replace("QQQ", "QQX"), 2: TWO_5M}, turned="4s 5s",
              head="1p 7s 9s")
    assert (s.phase, s.to_move(), codes(s.legal_moves())) == ("setup", 0, ["0 xi X"]), XI_OUT
    play(s, "0 xi X", "0 draw 1p", "1 xi X", "1 draw 7s")
    assert s.phase == "turn" and s.to_move() == 0 and s.seats[0].xi == 1 and s.seats[1].xi == 1, XI_OUT
    assert s.seats[0].dealt[BY_CODE["1p"].index] == 2  # the replacement is part of the deal (起手)


def test_a_xi_drawn_in_play_is_laid_out_and_replaced():
    rs = RuleSet.named("shuangjiang")
    s = table(rs, hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, turned="4s 5s", head="X 9s")
    play(s, "0 discard 1m", "1 draw X")
    assert codes(s.legal_moves()) == ["1 xi X"], XI_OUT
    with pytest.raises(InputError, match="laid out first"):
        s.push(ev("1 discard X"))
    play(s, "1 xi X", "1 draw 9s")
    assert s.seats[1].xi == 1 and s.seats[1].xi_late and s.seats[1].drawn.code == "9s"


def test_the_next_hand_is_dealt_by_the_dealers_xiajia_the_first_by_lot():
    records = selfplay("danjiang", 5, seed=11, bots="random")
    first = records[0].dealer
    assert [r.dealer for r in records] == [(first + i) % 4 for i in range(5)], NEXT_DEALER
    assert {selfplay("danjiang", 1, seed=k, bots="random")[0].dealer for k in range(12)} == {0, 1, 2, 3}, BY_LOT


def test_a_state_never_calls_a_win_the_scorer_refuses():
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    hand = counts_of(parse_cards(READY_5M))
    assert not s.seats[1].complete()
    assert s.seats[1].wins_on(BY_CODE["5m"]) and not s.seats[1].wins_on(BY_CODE["6m"])
    assert hand == s.seats[1].hand


def test_a_hand_written_in_the_text_form_with_chinese_verbs():
    from engine.core.record import Record
    from engine.duzihu.table_record import check_record

    text = f"""[Game "duzihu"]
[Rules "danjiang"]
[Dealer "0"]
[Hand0 "{DEALER}"]
[Hand1 "{READY_5M}"]
[Hand2 "{TWO_5M}"]
[Hand3 ""]
[Turned "4s"]
0 打 五万
2 碰 五万 {{zh: 下家要胡，碰不成}}
1 胡 五万
"""
    out = check_record(Record.from_text(text, "hand.txt"))
    assert out["ok"] and out["result"]["end"] == "hu" and out["result"]["winner"] == 1, HU_FIRST
    assert sum(out["result"]["net"]) == 0 and out["result"]["net"][3] == 0
