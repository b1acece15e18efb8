"""Per-game samples the conformance suite runs: positions, verdict makers, good and bad CLI calls."""

from __future__ import annotations

import json

ROUND = json.dumps({"rules": "haimen", "players": [{"melds": ["peng:Q", "peng:H"], "bombs": ["6p"]}, {}, {}, {}],
                    "winner": {"seat": 0, "hutou": 9, "ping": True}})
DUZIHU = ["duzihu", "score", "--rules", "danjiang", "--jiang", "4s", "--hand", "999m 234m 678s 123p 456p 55p",
          "--meld", "peng:6m", "--meld", "peng:7p", "--win-card", "5p"]
WAIHUZI = ["waihuzi", "score", "--hand", "333d 270d 456x 678d 123x 789x", "--meld", "wai:9d", "--win-card", "8x"]


def _bahu_verdicts():
    from engine.bahu.analysis import analyze
    from engine.bahu.settle import Round, settle

    hands = [("2s2m8p 3s3m7p 456m 789p", ["peng:Q"], "haimen"), ("1s 2s 3s", [], "tongdong"),
             ("2s2m8p 3s3m7p 456m 78p", ["peng:Q", "peng:H"], "haimen"), ("5m5s", ["chi:5m5s5p"], "haimen")]
    out = [analyze(h, m, r).verdict() for h, m, r in hands]
    out.append(settle(Round.from_json(json.loads(ROUND))).verdict())
    return out


def _duzihu_verdicts():
    from engine.duzihu.hand import Hand
    from engine.duzihu.rules import RuleSet
    from engine.duzihu.score import score

    win = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
    lose = Hand.parse("123m 456m 789m 55p 12s", jiang=["4s"], melds=[], win="5p")
    return [score(win, RuleSet.named(r)).verdict() for r in ("danjiang", "danjiang+rugao")] + \
        [score(lose, RuleSet.named("danjiang")).verdict()]


def _waihuzi_verdicts():
    from engine.waihuzi.deal import deal
    from engine.waihuzi.cards import parse_cards
    from engine.waihuzi.score import Hand, score

    win = Hand.parse("333d 270d 456x 678d 123x 789x", ["wai:9d"], "8x")
    lose = Hand.parse("333d 270d 456x 678d 123x 78x 9d", [], "8x")
    return [score(win).verdict(), score(lose).verdict(), deal(parse_cards("1111d 1111x 0000x 0000d 456d 5x")).verdict()]


SAMPLES = {
    "bahu": {
        "deck": "engine.decks.changpai",
        "position": "engine.bahu.position:Position",
        "positions": ["23456m23s77889p melds=peng:Q@1.discard,chi:567m",
                      "555m2345s5p melds=peng:Q,peng:H,peng:6m zhao=5m full=1 turn=2 seat=1", "-"],
        "verdicts": _bahu_verdicts,
        "cli_ok": [(["bahu", "analyze", "--rules", "haimen", "--hand", "2s2m8p 3s3m7p 456m 789p", "--meld", "peng:Q"],
                    None),
                   (["bahu", "settle"], ROUND)],
        "cli_bad": [(["bahu", "analyze", "--hand", "3z"], None, "3z"),
                    (["bahu", "analyze", "--rules", "nope", "--hand", "5m"], None, "nope"),
                    (["bahu", "analyze", "--hand", "5m", "--meld", "peng:"], None, "peng:"),
                    (["bahu", "settle"], "[" * 1000 + "]" * 1000, "round"),
                    (["bahu", "settle"], b'{"rules": "\xff"}', "round")],
    },
    "duzihu": {
        "deck": "engine.decks.changpai",
        "position": "engine.duzihu.position:Position",
        "positions": ["234999m678s12345556p melds=peng:6m@1.discard,peng:7p jiang=4s win=5p won=discard"],
        "verdicts": _duzihu_verdicts,
        "cli_ok": [(DUZIHU, None)],
        "cli_bad": [(DUZIHU[:7] + ["3z"] + DUZIHU[8:], None, "3z"),
                    (["duzihu", "score", "--rules", "nope", "--jiang", "4s", "--hand", "55p", "--win-card", "5p"],
                     None, "--rules"),
                    (DUZIHU + ["--meld", "peng:\n"], None, "peng:")],
    },
    "waihuzi": {
        "deck": "engine.decks.zipai",
        "position": "engine.waihuzi.position:Position",
        "positions": ["123456789x233367780d melds=wai:999d win=8x by=1 facts=hailao seat=0 turn=12",
                      "1234567889x233367780d melds=wai:999d win=8x"],
        "verdicts": _waihuzi_verdicts,
        "cli_ok": [(WAIHUZI, None), (["waihuzi", "deal", "--hand", "1111d 1111x 0000x 0000d 456d 5x"], None)],
        "cli_bad": [(["waihuzi", "score", "--hand", "3z", "--win-card", "3x"], None, "3z"),
                    (["waihuzi", "score", "--rules", "nope"] + WAIHUZI[2:], None, "nope")],
    },
}
