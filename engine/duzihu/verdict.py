"""The lines of a 笃子胡 verdict, in order: the turned 将 and what they make 将, the reading, each
set's 胡数, 底胡, the hand type, each addition and doubling, the total, how the reading was chosen,
then every rule that was tried and did not apply, with why.

>>> from engine.duzihu import Hand, RuleSet, score
>>> hand = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> v = score(hand, RuleSet.named("danjiang")).verdict()
>>> v.explain[0], v.find("duzihu.haidi.off")[0].kind
('turned jiang four tiao: turned card makes 147 jiang', 'refused')
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from engine.core.reason import Reason, Text
from engine.core.verdict import Line, applied, error, note, refused
from engine.duzihu import reasons as R
from engine.duzihu.hand import Hand
from engine.duzihu.jiang import JiangMap
from engine.duzihu.rules import RuleSet

if TYPE_CHECKING:
    from engine.duzihu.score import Reading, _Outcome

MOST_OTHER_READINGS = 3


def jiang_lines(rules: RuleSet, jm: JiangMap) -> list[Line]:
    """The deal's jiang case, then each tier of 将 with its row of the table and its cards."""
    out = [note(R.JIANG_CASE.at(jm.source, turned=list(jm.turned), case=jm.case), jm.turned)]
    for tier, cards in jm.by_tier().items():
        row = rules.row(tier)
        values = "/".join(str(v) for v in row.values)
        out.append(note(R.JIANG_TIER.at(row.source, row=Text(row.zh, row.en), values=values, cards=R.cards_by_suit(cards)),
                        cards))
    return out


def win_lines(rules: RuleSet, jm: JiangMap, hand: Hand, best: _Outcome, reading: Reading, n_decomps: int,
              scored: Sequence[_Outcome]) -> tuple[Line, ...]:
    lines = jiang_lines(rules, jm)
    lines.append(note(R.READING(groups=[R.group_text(g) for g in reading.groups])))
    lines += [applied(i.reason, i.hu, i.cards) for i in best.base_items]
    lines.append(note(R.BASE.at(rules.cite("dihu"), base=best.base, dihu=best.dihu)))
    lines.append(applied(R.TYPE[best.type.value].at(rules.cite(best.type.value))))
    lines += [applied(i.reason, i.hu, i.cards) for i in best.breakdown]
    lines.append(note(R.TOTAL.at(rules.cite(best.type.value), total=best.total)))
    w = reading.win_group
    lines.append(note(R.CHOICE(decomps=n_decomps, readings=len(scored), card=hand.win, group=R.group_text(w)),
                      w.cards))
    others = sorted({(o.total, o.type.value) for o in scored if o is not best}, reverse=True)
    lines += [note(R.OTHER_READING(type=R.TYPE_NAMES[t], total=n)) for n, t in others[:MOST_OTHER_READINGS]]
    lines += [refused(why) for why in best.refused]
    if hand.xi and hand.xi >= len(rules.xi_values) and not hand.xi_dealt:
        lines.append(note(R.XI_TABLE_END.at(rules.cite("xi"), n=hand.xi, last=len(rules.xi_values) - 1)))
    return tuple(lines)


def invalid_lines(rules: RuleSet, jm: JiangMap, why: Reason) -> tuple[Line, ...]:
    return (*jiang_lines(rules, jm), error(why))
