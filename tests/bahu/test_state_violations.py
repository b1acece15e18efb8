"""One record per rule a player can break at the table: the referee flags it at the right event, for
the right seat, with the sources' penalty, and plays on with the penalty applied.

In these records the dealer (seat 0) and the seats a test is not about are dealt no pair of any 将
(黄胡): they sit out (s000.p035), so seat 1 flips first and nobody else claims.
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from engine.bahu.moves import table_meld
from engine.bahu.rules import RuleSet
from engine.bahu.table_record import check
from engine.cards import parse_cards
from tests.sources import quote

from .table_helpers import legal, make_record, rules_broken, state_of

NEAR = "2s2m8p 3s3m7p 456m 789p QQQ HH 234s 567s 34p"  # not 圆: wins on 2p or 5p with 10 胡头
ROLLING = "2s2m8p 3s3m7p 456m 789p QQQ HH 234s 567s 1m 1s"  # 圆 with 11 胡头 (打滚)
ONE_CHI = "2s2m8p 3s3m7p 456m QQQ HH 234s 567s 78p 9m 1m 1s"  # 吃 6p or 9p, discard 9m: 圆, 10+ 胡头
CHI_PAIR = "2s2m8p 3s3m7p 4m 6m 5m QQQ HH 234s 567s 789p 1s 1m"  # 4m6m take 5m; another 5m in hand


def table(rules, hand, wall, events, others=None):
    hands = [None, hand, None, None]
    for seat, h in (others or {}).items():
        hands[seat] = h
    return make_record(rules, hands, wall, events=events)


def test_discarding_a_jiang():
    quote("s000.p011", "将牌是不能发的")
    quote("s001.p065", "不能发的牌:将牌不能发")
    rec = table("haimen", CHI_PAIR, "5m 9m", ["1 draw 5m", "1 chi 5m 4m6m", "1 discard Q"])
    assert rules_broken(rec) == [(2, 1, "bahu.play.discard_jiang", "none")]
    assert "1 discard Q" not in legal(state_of(rec, 2))


@pytest.mark.parametrize("rules,penalty", [("haimen", "zhezhuang"), ("tongdong", "bao")])
def test_qiongchi_discarding_a_card_taken_by_chi(rules, penalty):
    quote("s000.p081", "但凡吃过的牌就不能再发了，如果不注意发了吃过的牌，那就成为穷吃狗阔，就得扣牌，碰到庄数作废")
    quote("s001.p058", "而所吃进的牌是不能再发出去的")
    quote("s001.p065", "吃过的牌不能发")
    quote("s001.p115", "“穷吃勾挂”“吊张留下”，被下家看出，则包下家所出其他两家的筹码")
    # 4m6m take 5m into a run while another 5m is in hand; then the 5m is discarded
    rec = table(rules, CHI_PAIR, "5m 9m", ["1 draw 5m", "1 chi 5m 4m6m", "1 discard 5m"])
    at_chi = [(1, 1, "bahu.play.qiongchi_chi", penalty)] if rules == "tongdong" else []
    assert rules_broken(rec) == at_chi + [(2, 1, "bahu.play.qiongchi", penalty)]
    seat = state_of(rec).seats[1]
    if penalty == "zhezhuang":  # 扣牌: out of the hand, this hand's 庄 void
        assert seat.out == "zhezhuang" and seat.forfeit
    else:  # 包: pays what the 下家 pays the other two
        assert seat.covers == {2} and seat.active


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_qiongchi_at_the_chi_itself_in_tongdong(rules):
    quote("s001.p058", "所谓“穷吃勾挂”手上有一张与要吃牌相同的，而你把它吃进组成顺子，而所吃进的牌是不能再发出去的。"
                       "这样，你手上这副牌就不可能“圆”，也就不可能有成的机会了。")
    quote("s000.p081", "吃牌的时候不能乱吃，但凡吃过的牌就不能再发了，如果不注意发了吃过的牌，那就成为穷吃狗阔")
    at_chi = RuleSet.named(rules).qiongchi_at_chi
    assert at_chi == (rules == "tongdong")
    events = ["1 draw 5m", "1 chi 5m 4m6m", "1 discard 9p"]
    rec = table(rules, CHI_PAIR, "5m 9m", events)
    penalty = RuleSet.named(rules).qiongchi_penalty
    assert rules_broken(rec) == ([(1, 1, "bahu.play.qiongchi_chi", penalty)] if at_chi else [])
    offered = legal(state_of(rec, 1))
    assert ("1 chi 5m 46m" in offered) == (not at_chi)  # bots and legal moves make no flagged 吃
    # the other reading, as an option
    other = {**rec, "options": {"qiongchi_at_chi": not at_chi}}
    assert rules_broken(other) == ([] if at_chi else [(1, 1, "bahu.play.qiongchi_chi", penalty)])
    # a 豹子 takes the held copy in (可以有复张, s001.p037): no fault
    baozi = "2s2m8p 3s3m7p 5m 5s 5p QQQ HH 234s 567s 789p 1s 9m"
    rec = table(rules, baozi, "5m 9m", ["1 draw 5m", "1 chi 5m 5s5p", "1 discard 9m"])
    assert rules_broken(rec) == [] and "1 chi 5m 5s5p" in legal(state_of(rec, 1))


def test_discarding_a_zhao_in_tongdong_only():
    quote("s001.p065", "招儿不能发")
    quote("s001.p039", "招儿不可拆开作顺子")
    hand = "2s2m8p 3s3m7p 4m 6m 9m QQQ HH 234s 777s 789p 1s 1m"
    events = ["1 draw 5m", "1 chi 5m 4m6m", "1 discard 7s"]
    assert rules_broken(table("tongdong", hand, "5m 9m", events)) == [(2, 1, "bahu.play.discard_zhao", "none")]
    assert rules_broken(table("haimen", hand, "5m 9m", events)) == []


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_stale_card_chi(rules):
    quote("s000.p046", "同一张牌，上家发给你吃，或者自家抓的牌没吃发给下家的，后面你就不可以再吃了")
    quote("s000.p046", "吃了迷张的话，那这副牌接下来你就不用来了，像黄胡一样把牌扣了")
    quote("s001.p061", "不可以吃霉张，即第一次出现这张牌时，没吃，到第二次（叫霉张）出现在你可吃位置时，不可以吃了")
    quote("s001.p109", "则折庄——扣牌于台面，本局庄头不记")
    # seat 1 flips 5m and lets it go; seat 0 flips the next 5m and it passes on to seat 1 (his 下家)
    events = ["1 draw 5m", "2 draw 9p", "3 draw 9p", "0 draw 5m", "1 chi 5m 4m6m"]
    rec = table(rules, "2s2m8p 3s3m7p 4m 6m QQQ HH 234s 567s 789p 9m 8m 1m", "5m 9p 9p 5m", events)
    assert rules_broken(rec) == [(4, 1, "bahu.play.stale_chi", "zhezhuang")]
    assert not any(e.startswith("1 chi") for e in legal(state_of(rec, 4)))
    assert state_of(rec, 5).seats[1].out == "zhezhuang"


def test_stale_card_peng_in_tongdong():
    quote("s001.p063", "不可以碰霉张，只能碰第一次出现的牌，当第二次出现时，就不能碰了")
    hand = "2s2m8p 3s3m7p 456m QQQ HH 234s 567s 99p 5p 8m 1m"
    events = ["1 draw 9p", "2 draw 4p", "3 draw 4p", "0 draw 9p", "1 peng 9p"]
    rec = table("tongdong", hand, "9p 4p 4p 9p", events)
    assert rules_broken(rec) == [(4, 1, "bahu.play.stale_peng", "none")]
    assert rules_broken(table("haimen", hand, "9p 4p 4p 9p", events)) == []


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_false_win_goes_to_jail(rules):
    quote("s000.p079", "即诈胡，胡下来手牌不圆，或者未满足至少八胡的条件，即坐牢")
    quote("s001.p111", "牌成出后，没八胡或者牌组合不圆，为珫胡，则罚－－坐牢")
    rec = table(rules, NEAR, "9p 4p", ["1 draw 9p", "1 hu 9p", "2 draw 4p"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.zhahu", "zuolao")]
    out = check(rec)
    assert out["violations"][0]["en"] == "False win (zhahu): the hand is not yuan."
    state = state_of(rec)
    assert state.seats[1].jailed and state.seats[1].out == "zuolao" and not state.is_over()


@pytest.mark.parametrize("rules", ["haimen", "tongdong"])
def test_chukou_must_win(rules):
    quote("s000.p083", "如果你就少一张才达到圆牌的条件，二刚好那张牌是你要胡的，你就必须胡下来，俗称“触口”")
    quote("s001.p071", "只有一组少一张，叫听张，当台上出现这张牌，叫戳口成。如不成，则要受罚")
    rec = table(rules, NEAR, "5p 9m", ["1 draw 5p", "2 draw 9m"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.chukou", "zhezhuang")]
    assert legal(state_of(rec, 1)) == ["1 hu 5p"]


def test_raw_jiang_must_win_ripe_may_wait():
    quote("s000.p083", "熟将可熬，生将必胡")
    quote("s000.p083", "熟将就是圆牌前就摊在桌面上的将（任何人翻到），生将就是圆牌后，翻到的将（任何人翻到）")
    # 圆 from the deal: every 将 turned up later is raw
    rec = table("haimen", ROLLING, "B 9m", ["1 draw B", "1 zhang B", "1 discard 9p"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.raw_jiang", "zhezhuang")]
    # not 圆 until 9m goes: the B stood before that is ripe, the second B may be waited on
    hand = ROLLING.replace("1s", "9m")
    events = ["1 draw B", "1 zhang B", "1 discard 9m", "2 draw B", "3 draw 6m"]
    rec = table("haimen", hand, "B B 6m", events)
    assert rules_broken(rec) == []
    state = state_of(rec, 4)
    assert state.seats[1].ripe == frozenset({27 + 2}) and "1 pass" in legal(state)


def test_raw_jiang_in_tongdong_is_punished_only_when_someone_pengs_it():
    quote("s001.p114", "生将不成，无人碰，则无法罚；有人碰，则所碰庄头由熬将者包庄")
    other = "2m 3m 4m 5m 6m 7m 8m 9m 2s 3s 4s 5s 6s 7s 8s 2p 3p 4p 5p 6p 7p 8p BB 1m"
    rec = table("tongdong", ROLLING, "9p B", ["1 draw 9p", "2 draw B", "2 peng B", "2 discard 9m"],
                others={2: other})
    assert rules_broken(rec) == [(2, 1, "bahu.play.raw_jiang_bao", "bao")]
    assert legal(state_of(rec, 2))[0] == "1 hu B" and "1 pass" not in legal(state_of(rec, 2))
    alone = table("tongdong", ROLLING, "9p B 9m", ["1 draw 9p", "2 draw B", "3 draw 9m"])
    assert rules_broken(alone) == []  # 无人碰，则无法罚


@pytest.mark.parametrize("rules,penalty", [("haimen", "zhezhuang"), ("tongdong", "forfeit")])
def test_jian_gun_bu_da(rules, penalty):
    quote("s000.p084", "离圆牌还差吃一张牌，发多余的牌，这时候上家发给你的牌，或者自己翻的牌能够吃完牌就圆的，而你选择没有吃")
    quote("s001.p110", "吃或碰一张就打滚的，而没吃碰，则成牌后有别家发现，则不计庄数")
    rec = table(rules, ONE_CHI, "6p 9m", ["1 draw 6p", "2 draw 9m"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.jiangun", penalty)]
    assert "1 pass" not in legal(state_of(rec, 1))


def test_kaizhao_and_peng_jiang_are_compulsory_in_tongdong():
    quote("s001.p063", "招儿必须碰，叫开招，不碰叫失碰，要罚的。将牌也必须碰，失碰则罚")
    quote("s001.p112", "有招儿在手，有机会碰开招，而没碰，则罚－－庄头不计")
    quote("s001.p113", "有将对而没碰（一筒除外），则罚－－庄头不计")
    zhao = "2s2m8p 3s3m7p 456m QQ HH 234s 777s 789p 1s 1m 9m"
    rec = table("tongdong", zhao, "7s 9m", ["1 draw 7s", "2 draw 9m"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.kaizhao", "forfeit")]
    assert legal(state_of(rec, 1)) == ["1 gang 7s"]
    assert rules_broken(table("haimen", zhao, "7s 9m", ["1 draw 7s", "2 draw 9m"])) == []
    rec = table("tongdong", zhao, "H", ["1 draw H", "1 zhang H", "1 discard 9p"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.peng_jiang", "forfeit")]
    one_bing = "2s2m8p 3s3m7p 456m 1p1p HH 234s 777s 789p 1s 5m 9m"
    rec = table("tongdong", one_bing, "1p", ["1 draw 1p", "1 zhang 1p", "1 discard 9p"])
    assert rules_broken(rec) == []  # 一筒除外


def test_wrong_deal_jails_the_dealer_in_tongdong():
    quote("s001.p108", "抓牌不是26张，则罚庄家坐牢")
    rec = make_record("tongdong", [None, None, None, None])
    rec["hands"][0], rec["hands"][1] = rec["hands"][1], rec["hands"][0]  # the dealer holds 25
    assert rules_broken(rec) == [(-1, 0, "bahu.play.deal_size", "zuolao")]
    assert state_of(rec).seats[0].jailed
    assert rules_broken(dict(rec, rules="haimen", wall=rec["wall"] + " X X X X")) == [
        (-1, 0, "bahu.play.deal_size", "none")]


def test_a_dealt_four_is_laid_out():
    quote("s000.p029", "抓到爆炸要摊在桌上，不能放手里")
    quote("s001.p041", "此组合不能抓在手上，必须摊于台面")
    hand = ROLLING.replace("567s", "5555p")[:-3]
    rec = table("haimen", hand, "9m", ["1 draw 9m"])
    assert rules_broken(rec) == [(0, 1, "bahu.play.bomb_kept", "none")]
    assert "bomb:5p" in state_of(rec).snapshot()["seats"][1]["melds"]
    assert rules_broken(table("haimen", hand, "9m", ["1 bomb 5p", "1 draw 9m"])) == []


def test_a_flipped_jiang_must_be_stood():
    quote("s000.p034", "没人碰/杠，将牌得放在自己前面，不得给下家，俗称“涨将”")
    rec = table("haimen", NEAR, "X 9m", ["1 draw X", "2 draw 9m"])
    assert rules_broken(rec) == [(1, 1, "bahu.play.zhang_missing", "none")]
    assert legal(state_of(rec, 1)) == ["1 zhang X"]


def test_holding_out_covers_the_zhuang_of_the_peng_in_the_money():
    quote("s001.p114", "所碰庄头由熬将者包庄——其他两人则不出碰将者的筹码")
    from engine.bahu.settle import Round, settle
    from engine.bahu.table_result import round_json

    other = "2m 3m 4m 5m 6m 7m 8m 9m 2s 3s 4s 5s 6s 7s 8s 2p 3p 4p 5p 6p 7p 8p BB 1m"
    rec = table("tongdong", ROLLING, "9p B", ["1 draw 9p", "2 draw B", "2 peng B", "2 discard 9m"],
                others={2: other})
    rnd = round_json(state_of(rec, 4))
    assert rnd["players"][1]["covers_melds"] == [{"seat": 2, "meld": "peng:B"}]
    covered = settle(Round.from_json(rnd))
    plain = settle(Round.from_json({**rnd, "players": [{**p, "covers_melds": []} for p in rnd["players"]]}))
    assert covered.zhuang == plain.zhuang and covered.zhuang[2] > 0
    assert covered.net[2] == plain.net[2]  # the one who punged is paid in full
    for k in (0, 3):  # the other two do not pay for that 碰; the one holding out pays it for them
        assert covered.payments[k][2] < plain.payments[k][2]
    assert covered.payments[1][2] == plain.payments[1][2] + sum(plain.payments[k][2] - covered.payments[k][2]
                                                               for k in (0, 3))
    assert sum(covered.net) == 0 and check(rec)["result"]["net"] == list(covered.net)


def test_a_covered_meld_must_be_on_that_players_table():
    from engine.bahu.settle import Round
    from engine.core.errors import InputError

    with pytest.raises(InputError, match="Player C has no peng of Qianzi on the table"):
        Round.from_json({"rules": "tongdong", "players": [{}, {"covers_melds": [{"seat": 2, "meld": "peng:Q"}]}, {},
                                                           {}]})


def test_diaozhang_liuxia_the_useless_second_card_of_a_split_pair_must_go():
    quote("s001.p065", "但不可以“吊张留下”，拆对子发牌，第一张已发出，则第二张又没有用，则必须发出，否则要受罚")
    quote("s001.p115", "“穷吃勾挂”“吊张留下”，被下家看出，则包下家所出其他两家的筹码")
    from engine.bahu.groups import JIANG
    from engine.bahu.rules import RuleSet
    from engine.bahu.table_record import play_through
    from engine.core.record import Record
    from engine.cards import ALL_CARDS
    from engine.bahu.selfplay import play_hand

    def first_duty(seed):  # (record, record, index, state) where a greedy seat meets the duty, or None
        record, _ = play_hand(RuleSet.named("tongdong"), seed)
        rec = Record.from_json(record)
        for i, e in enumerate(rec.events):
            state = play_through(rec, i)
            if e.type == "discard" and state._diaozhang_card(e.seat) is not None:
                return record, rec, i, state
        return None

    found = next(f for f in map(first_duty, (f"dz{n}" for n in range(60))) if f)  # about one hand in ten
    record, rec, i, state = found
    e = rec.events[i]
    s, must = e.seat, state._diaozhang_card(e.seat)
    seat = state.seats[s]
    assert seat.split == must and seat.hand[must] == 1 and e.card.index == must  # the bot discards it
    assert [m.card.index for m in state.legal_moves()] == [must]  # the only discard offered
    other = next(k for k, n in enumerate(seat.hand) if n and k != must and k not in JIANG and k not in seat.chi_taken
                 and n < 3)
    broken = {**record, "events": record["events"][:i] + [{"seat": s, "type": "discard",
                                                           "card": ALL_CARDS[other].code}]}
    out = check(broken)
    assert [(v["event"], v["seat"], v["rule"], v["penalty"]) for v in out["violations"]] == [
        (i, s, "bahu.play.diaozhang", "bao")]
    assert f"covers:{(s + 1) % 4}" in play_through(Record.from_json(broken)).seats[s].status(s, rec.dealer)
    assert not RuleSet.named("haimen").diaozhang_liuxia  # the Haimen text has no such rule: an option
    off = check({**broken, "options": {**broken.get("options", {}), "diaozhang_liuxia": False}})
    assert all(v["rule"] != "bahu.play.diaozhang" for v in off["violations"])


def test_a_zhao_is_never_split_into_a_chi_under_tongdong():
    quote("s001.p039", "对子可以拆开分别做顺子，但招儿不可拆开作顺子")
    zhao = "2s2m8p 3s3m7p 444m 6m QQQ HH 234s 567s 789p 1s"  # a dealt triplet of 4m
    rec = table("tongdong", zhao, "5m 9m", ["1 draw 5m", "1 chi 5m 4m6m", "1 discard 9p"])
    offered = legal(state_of(rec, 1))
    assert [e for e in offered if e.startswith("1 chi")] == []  # every chi would use a card of the 4m triplet
    assert rules_broken(rec) == [(1, 1, "bahu.play.chi_zhao", "none")]
    haimen = table("haimen", zhao, "5m 9m", ["1 draw 5m", "1 chi 5m 4m6m", "1 discard 9p"])
    assert "1 chi 5m 46m" in legal(state_of(haimen, 1)) and rules_broken(haimen) == []


FIXTURES = Path(__file__).resolve().parents[1] / "fixtures"
NOBODY_PENGS = FIXTURES / "bahu-aojiang-nobody-pengs.json"  # seat 1 lets a raw B pass, nobody pengs it
PUNGED = FIXTURES / "bahu-aojiang-punged.json"  # seat 1 lets a raw B pass, seat 2 pengs it
LIABLE_ON_PASS = {"aojiang_liable_on_pass": True}


def _fixture(path: Path, options: dict | None = None) -> dict:
    rec = json.loads(path.read_text(encoding="utf-8"))
    return {**rec, "options": {**rec["options"], **(options or {})}}


# (fixture, reading) → the rules broken, as (event, seat, rule, penalty)
AOJIANG_CASES = [
    (NOBODY_PENGS, None, []),  # 无人碰，则无法罚: he may win on a later 将
    (NOBODY_PENGS, LIABLE_ON_PASS, [(5, 1, "bahu.play.aojiang_barred", "zuolao")]),
    (PUNGED, None, [(2, 1, "bahu.play.raw_jiang_bao", "bao"), (6, 1, "bahu.play.aojiang_barred", "zuolao")]),
    (PUNGED, LIABLE_ON_PASS, [(2, 1, "bahu.play.raw_jiang_bao", "bao"), (6, 1, "bahu.play.aojiang_barred", "zuolao")]),
]


@pytest.mark.parametrize("path,options,broken", AOJIANG_CASES, ids=["nobody-default", "nobody-on-pass",
                                                                  "punged-default", "punged-on-pass"])
def test_holding_out_the_bar_and_the_bao_come_with_a_peng_of_the_raw_jiang(path, options, broken):
    quote("s001.p114", "生将出现，而不是自己的将对，则要成，不成有可能要受罚。生将不成，无人碰，则无法罚；有人碰，则所碰庄头由熬将者包庄")
    quote("s001.p114", "如再翻出将，也不是熬将者的，则不允许成，即使是素牌能成也不可以成，必须等到熬将者碰将对后，才可以成牌，"
                       "其间别家所碰庄头都有熬将者包庄")
    rec = _fixture(path, options)
    assert rules_broken(rec) == broken
    done = subprocess.run([sys.executable, "-m", "engine", "record", "check", "-", "--json"], input=json.dumps(rec),
                          capture_output=True, text=True, timeout=120)
    out = json.loads(done.stdout)
    assert [(v["event"], v["seat"], v["rule"], v["penalty"]) for v in out["violations"]] == broken
    assert done.returncode == (1 if broken else 0)
    assert (out["result"]["winner"] is not None) == (not broken)  # seat 1 wins only where nothing bars him


def test_holding_out_nobody_pengs_the_raw_jiang_no_bar():
    default, on_pass = _fixture(NOBODY_PENGS), _fixture(NOBODY_PENGS, LIABLE_ON_PASS)
    assert not RuleSet.named("tongdong").aojiang_liable_on_pass
    assert "1 hu B" in legal(state_of(default, 2)) and "1 pass" in legal(state_of(default, 2))  # nobody could peng it
    assert "1 pass" not in legal(state_of(on_pass, 2))  # the pass itself would be punished
    at_1p = state_of(default, 4)  # a 1p (not his pair) came after the B nobody punged
    assert at_1p.pending_bao == [] and not at_1p.seats[1].barred
    assert "1 hu B" in legal(state_of(default, 5))
    liable = state_of(on_pass, 4)
    assert liable.pending_bao == [1] and liable.seats[1].barred
    later = state_of(on_pass, 5)
    assert later.ev.wins_on(*later.seats[1].position(), later.card) is not None  # the cards would win...
    assert not any(e.startswith("1 hu") for e in legal(later))  # ...but he may not


@pytest.mark.parametrize("options", [None, LIABLE_ON_PASS])
def test_holding_out_a_punged_raw_jiang_covers_and_bars(options):
    rec = _fixture(PUNGED, options)
    assert "1 pass" not in legal(state_of(rec, 2))  # seat 2 holds a pair of B: letting it pass is punished
    assert state_of(rec, 3).pending_bao == [1] and not state_of(rec, 3).seats[1].barred
    barred = state_of(rec, 5)  # 如再翻出将，也不是熬将者的: the 1p
    assert barred.seats[1].barred and not any(e.startswith("1 hu") for e in legal(state_of(rec, 6)))
    assert state_of(rec).seats[1].covers_melds == [(2, table_meld("peng", parse_cards("B B B")))]


def test_a_chi_onto_the_table_that_could_grow_two_groups_is_the_one_breaking_no_rule():
    # A 吃 with no hand cards names only the card: onto the table run 34567s (穷吃勾挂 in tongdong: a 2s is
    # in hand) or onto the table 二八帮子 (a combination takes the copy in). It is read as the allowed one.
    quote("s001.p058", "手上有一张与要吃牌相同的，而你把它吃进组成顺子")
    quote("s001.p060", "台上已有一个完整的豹子，还可以吃进相同的复张；台上顺子吃牌时，只能吃两头顺的牌")
    from engine.bahu.claim_choice import window
    from engine.core.game import Event

    position = {"hand": "2s 9m 1p1p QQ", "melds": ["chi:34567s", "chi:2m2s8p"], "card": "2s", "how": "flip",
                "from": 1, "seat": 1}
    state, seat = window("tongdong", position)
    chis = [e for e in state.legal_moves() if e.type == "chi"]
    assert [e.code() for e in chis] == ["1 chi 2s"]
    assert state.push(Event(seat, "chi", parse_cards("2s")[0])) == []
    assert sorted(str(m) for m in state.seats[seat].melds) == ["chi:2m22s8p", "chi:34567s"]
    state, seat = window("haimen", position)  # haimen: both are allowed (the same event twice)
    assert [e.code() for e in state.legal_moves() if e.type == "chi"] == ["1 chi 2s", "1 chi 2s"]
