"""Payments after a 笃子胡 hand: every player counts, winner or not; two players settle the difference;
折庄 doubles the dealer's win; 包张 moves the third player's share (docs/rules/duzihu-play.md, "Payments")."""

from __future__ import annotations

from engine.cards import BY_CODE
from engine.duzihu.jiang import JiangMap
from engine.duzihu.rules import RuleSet
from engine.duzihu.score import score
from engine.duzihu.settle import counted_hu
from engine.duzihu.table_view import winner_position
from tests.sources import quote

from .table_helpers import DEALER, READY_5M, TWO_5M, play, table

EVERYONE = quote("s002.p014", "這種遊戲和麻將的區別就是不管是否胡牌都可以有胡算的")
THREE_COUNT = quote("s003.p019", "成牌后三家都要算胡的，这就是笃子胡和麻将的根本区别")
DIHU = quote("s002.p021", "底和就是所碰、所槓、起手、後摸的和數進整，即超過10就算20")
XI_BASE = quote("s003.p027", "作为底胡，无论是否胡牌，抓到就算底胡")
DOUBLE = quote("s002.p046", "擲莊和牌后庄家贏兩倍")
SHARE = quote("s003.p027", "另外一家的资费由点炮者的一并支付")
OFFSET = quote("s003.p027", "抓到就算底胡（抵胡数）")


def _peng_then_self_drawn(rules="danjiang"):
    s = table(rules, hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, head="1m 5m")
    play(s, "0 discard 5m", "1 pass", "2 peng 5m", "2 discard 9m", "0 draw 1m", "0 discard 1m", "1 draw 5m", "1 hu 5m")
    return s


def test_a_player_who_did_not_win_counts_his_melds_and_kan():
    s = _peng_then_self_drawn()
    total = score(winner_position(s), s.rules).total
    out = s.outcome()
    assert out.zhuang == (0, total, 10, 0), EVERYONE + DIHU  # seat 2's 碰 of 5m is 1 hu, 底胡 10
    assert out.net == (-total - 10, 2 * total - 10, -(total - 10) + 10, 0), THREE_COUNT
    kinds = [p.reason.rule for p in s.settlement().payments]
    assert kinds == ["duzihu.settle.pair"] * 3


def test_losers_pay_only_the_winners_total_when_so_agreed():
    s = _peng_then_self_drawn(RuleSet.named("danjiang").with_options(settlement="winner"))
    total = score(winner_position(s), s.rules).total
    assert s.outcome().net == (-total, 2 * total, -total, 0)
    assert s.outcome().zhuang[2] == 10  # still counted, not paid


def test_a_losers_count_may_only_lower_what_he_pays():
    s = _peng_then_self_drawn(RuleSet.named("danjiang").with_options(settlement="offset"))
    total = score(winner_position(s), s.rules).total
    assert s.outcome().net == (-total, 2 * total - 10, -(total - 10), 0), OFFSET


def test_counted_hu_of_a_hand_uses_the_scorers_table():
    rules = RuleSet.named("danjiang")
    jm = JiangMap.of(rules, (BY_CODE["4s"],))
    s = table(hands={0: DEALER, 1: READY_5M, 2: TWO_5M})
    assert counted_hu(rules, jm, s.seats[1], False) == (8, 10, 0)  # QQQ in hand: 暗克 of a 老将 8
    assert counted_hu(rules, jm, s.seats[2], False) == (0, 0, 0)


def test_xi_count_for_a_player_who_did_not_win():
    rules = RuleSet.named("shuangjiang")
    s = table(rules, hands={0: "X" + DEALER[2:], 1: READY_5M, 2: TWO_5M}, turned="4s 5s", head="9s 5m")
    play(s, "0 xi X", "0 draw 9s", "0 discard 9s", "1 draw 5m", "1 hu 5m")
    h0 = s.outcome().zhuang[0]
    assert h0 == 20, XI_BASE  # one 喜, 20 hu, and nothing else


def test_the_dealer_wins_double_after_zhizhuang():
    s = table(hands={0: READY_5M + " B", 1: DEALER.replace("5m ", ""), 2: TWO_5M}, head="9s 8p 5m")
    play(s, "0 zhizhuang", "0 discard B", "1 draw 9s", "1 discard 9s", "2 draw 8p", "2 discard 8p", "0 draw 5m",
         "0 hu 5m")
    total = score(winner_position(s), s.rules).total
    assert s.outcome().net == (4 * total, -2 * total, -2 * total, 0), DOUBLE
    assert {p.reason.rule for p in s.settlement().payments} == {"duzihu.settle.zhizhuang"}


def test_a_lapsed_zhizhuang_wins_single():
    s = table(hands={0: READY_5M + " B", 1: DEALER.replace("5m ", ""), 2: TWO_5M}, head="9s 8p 4m 1p 2m 5m")
    play(s, "0 zhizhuang", "0 discard B", "1 draw 9s", "1 discard 9s", "2 draw 8p", "2 discard 8p",
         "0 draw 4m", "0 discard 1m")  # kept the drawn 4m (234m, still waiting on 5m): the 折庄 lapses
    assert s.seats[0].zhizhuang == "void" and [v.rule for v in s.violations] == ["duzihu.play.zhizhuang.swap"]
    play(s, "1 draw 1p", "1 discard 1p", "2 draw 2m", "2 discard 2m", "0 draw 5m", "0 hu 5m")
    total = score(winner_position(s), s.rules).total
    assert s.outcome().net == (2 * total, -total, -total, 0), DOUBLE


def test_baozhang_the_discarder_pays_the_third_players_share():
    rules = RuleSet.named("danjiang").with_options(baozhang=True)
    s = table(rules, hands={0: DEALER, 1: READY_5M, 2: TWO_5M}, head="1m 7s")
    play(s, "0 discard 9p", "1 draw 1m", "1 discard 1m", "2 draw 7s", "2 discard 5m", "1 hu 5m")
    total = s.outcome().zhuang[1]
    h0, h2 = s.outcome().zhuang[0], s.outcome().zhuang[2]
    to_winner = {(p.payer, p.reason.rule): p.hu for p in s.settlement().payments if p.payee == 1}
    assert to_winner == {(2, "duzihu.settle.pair"): total - h2, (2, "duzihu.settle.bao"): total - h0}, SHARE
    assert sum(s.outcome().net) == 0 and s.outcome().net[3] == 0
