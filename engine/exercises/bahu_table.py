"""八胡 table questions for puzzles: what one seat should claim on a card (``claim`` with a ``hand``), and
what every player wins or pays in a round (``zhuang`` without a ``seat``).

* ``claim``: a claim position (:mod:`engine.bahu.claim_choice`); every claim as good as the best one,
  written ``hu``, ``peng``, ``gang``, ``zhang``, ``pass`` or ``chi 34s`` (the hand cards it uses). A
  claim the rules make compulsory leaves only the claims that take the card; among those (or among
  all, with ``pass``) the engine's measure decides: a win, else the greater 胡头 of a 圆 position after
  the take and the best discard, else fewer cards to 圆.
* ``zhuang``: a round as ``bahu settle`` reads it (``players`` with their statuses and 庄, ``winner``);
  one answer, the four nets ``[net0, net1, net2, net3]`` of :func:`engine.bahu.settle.settle`.

The lesson forms of both types (``claim`` with ``hands``: who has the first right; ``zhuang`` with a
``seat``: that player's 庄) stay in :mod:`engine.exercises.bahu_lessons`.

>>> pos = {"hand": "2s2m8p 3s3m7p 456m 79p", "melds": ["peng:Q", "peng:H"], "card": "8p", "how": "discard",
...        "from": 3, "seat": 0}
>>> claim_answers("haimen", pos), claim_choices("haimen", pos)
(['hu'], ['hu', 'pass'])
>>> [r.rule for r in claim_reasons("haimen", pos, "pass")]
['exercise.claim.must', 'exercise.claim.win', 'exercise.claim.best']
"""

from __future__ import annotations

from typing import Any

from engine.core.reason import Text, declare
from engine.exercises.answer_registry import NoPuzzle
from engine.exercises.bahu_positions import settlement_of

WIN = declare("exercise.claim.win", "s000.p053 s001.p019", "{card}能胡，{hutou} 胡头：胡了这一把，别的要法都不如。",
              "{card} wins, with {hutou} hutou: winning the hand beats every other claim.")
TAKE_YUAN = declare("exercise.claim.take.yuan", "s000.p054 s001.p042", "{claim}，再打{discard}：牌圆，{hutou} 胡头。",
                    "{claim}, then discard {discard}: yuan with {hutou} hutou.")
TAKE_NEAR = declare("exercise.claim.take.near", "s000.p054 s001.p042",
                    "{claim}，再打{discard}：离圆还差 {distance} 张。",
                    "{claim}, then discard {discard}: {distance} card{distance:plural} short of yuan.")
TAKE_FAR = declare("exercise.claim.take.far", "s000.p054 s001.p042", "{claim}：之后牌不圆。",
                   "{claim}: the hand is not yuan after it, whatever is discarded.")
TAKE_STUCK = declare("exercise.claim.take.stuck", "s000.p082", "{claim}：之后没有能打的牌（涨爆）。",
                     "{claim}: nothing may be discarded after it (zhang bao).")
PASS_YUAN = declare("exercise.claim.pass.yuan", "s000.p054 s001.p042", "过：牌照旧圆，{hutou} 胡头。",
                    "Pass: the hand stays yuan with {hutou} hutou.")
PASS_NEAR = declare("exercise.claim.pass.near", "s000.p054 s001.p042", "过：离圆还差 {distance} 张。",
                    "Pass: the hand stays {distance} card{distance:plural} short of yuan.")
PASS_FAR = declare("exercise.claim.pass.far", "s000.p054 s001.p042", "过：牌照旧不圆。",
                   "Pass: the hand stays not yuan.")
MUST = declare("exercise.claim.must", "s000.p083 s001.p071", "{card}不能放过：{duty}。",
               "{card} may not be let pass: {duty}.")
BEST = declare("exercise.claim.best", "s000.p054 s001.p042", "最好的要法：{claims}。", "The best claim{n:plural}: {claims}.")

DUTIES = {"bahu.play.chukou": Text("触口必胡", "a hand one card short of winning must win (chukou)"),
          "bahu.play.raw_jiang": Text("生将必胡", "a raw jiang must be won on"),
          "bahu.play.raw_jiang_bao": Text("生将不胡，别家碰了要包", "letting a raw jiang pass is paid for if another peng it"),
          "bahu.play.kaizhao": Text("手上有招儿要开招（杠）", "a dealt triplet must gang its fourth (kaizhao)"),
          "bahu.play.peng_jiang": Text("有将对要碰将", "a jiang pair must peng"),
          "bahu.play.jiangun": Text("见滚不打：要了就圆且满八胡", "jian gun bu da: taking it makes the hand win-ready"),
          "bahu.play.zhang_missing": Text("翻出的将没人要，要涨在自己面前", "a flipped jiang nobody takes is stood")}


def claim_name(code: str) -> Text:
    """How a claim is named to the learner, cards by name: 碰, 吃（用三条四条）, 过 …"""
    if code.startswith("chi "):
        from engine.cards import parse_cards
        from engine.review.reasons import and_list

        cards = parse_cards(code[4:])
        return Text(f"吃（用{''.join(c.zh for c in cards)}）", f"chi with {and_list([c.en for c in cards])}")
    return {"hu": Text("胡", "hu (win)"), "peng": Text("碰", "peng"), "gang": Text("杠", "gang"),
            "chi": Text("吃（接到桌上的组）", "chi onto a table group"), "zhang": Text("涨将", "stand the jiang"),
            "pass": Text("过", "pass")}.get(code, Text(code, code))


def _judgement(rules: str, position: dict[str, Any]):
    from engine.bahu.claim_choice import judge

    j = judge(rules, position)
    if not j.options:
        raise NoPuzzle("the seat has no claim on this card")
    return j


def claim_choices(rules: str, position: dict[str, Any]) -> list[str]:
    """What the page offers: every claim the rules allow the seat, in the table's order, and pass last —
    also where the rules forbid it (触口 must 胡 …: knowing that is the question)."""
    codes = [c.code for c in _judgement(rules, position).options]
    return codes if "pass" in codes else codes + ["pass"]


def claim_answers(rules: str, position: dict[str, Any]) -> list[str]:
    return [c.code for c in _judgement(rules, position).best]


def claim_reasons(rules: str, position: dict[str, Any], given: Any = None) -> list[Any]:
    """Why: the compulsory rule if any, the best claim's outcome, then the given claim's (if another)."""
    from engine.cards import Card

    j = _judgement(rules, position)
    card = Card.parse(position["card"])
    out = []
    if j.duty is not None:
        out.append(MUST.at(j.duty.source, card=card, duty=DUTIES.get(j.duty.id, Text(j.duty.zh, j.duty.en))))
    shown = list(j.best)
    other = next((c for c in j.options if c.code == given and c not in j.best), None)
    if other is not None:
        shown.append(other)
    for c in shown:
        out.append(_outcome(c, card))
    out.append(BEST(claims=[claim_name(c.code) for c in j.best], n=len(j.best)))
    return out


def _outcome(c, card) -> Any:
    kind, amount = c.value
    name = claim_name(c.code)
    if kind == 3:
        return WIN(card=card, hutou=amount)
    if c.event.type == "pass":
        if kind == 1:
            return PASS_YUAN(hutou=amount)
        return PASS_NEAR(distance=-amount) if -amount <= 4 else PASS_FAR()
    if kind == -1:
        return TAKE_STUCK(claim=name)
    if kind == 1:
        return TAKE_YUAN(claim=name, discard=c.discard, hutou=amount)
    return TAKE_NEAR(claim=name, discard=c.discard, distance=-amount) if -amount <= 4 else TAKE_FAR(claim=name)


def is_table_claim(position: dict[str, Any]) -> bool:
    """A claim position about one seat's choice (``hand``), not the lesson's who-claims-first (``hands``)."""
    return isinstance(position, dict) and "hands" not in position


def is_round_nets(position: dict[str, Any]) -> bool:
    """A ``zhuang`` question about every player's net (no ``seat`` asked)."""
    return isinstance(position, dict) and "seat" not in position


def round_nets(rules: str, position: dict[str, Any]) -> list[Any]:
    return [list(settlement_of(rules, position).net)]
