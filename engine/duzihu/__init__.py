"""笃子胡 (Duzihu): the long-card game of seven sets and a pair, scored in 胡 under one or two turned 将.

Rule sets: ``danjiang`` (source s002), ``danjiang+rugao`` (s002 with its 如皋 notes) and
``shuangjiang`` (s003). Decisions where the texts are silent or disagree: ``docs/rules/duzihu.md``.
Every rule the engine cites is declared in :mod:`engine.duzihu.reasons`; ``score(...).verdict()``
gives the lines in the shape every game shares.

>>> from engine.duzihu import Hand, Position, RuleSet, score
>>> hand = Hand.parse("999m 234m 678s 123p 456p 55p", jiang=["4s"], melds=["peng:6m", "peng:7p"], win="5p")
>>> score(hand, RuleSet.named("danjiang")).total
70
>>> score(Position.from_hand(hand), RuleSet.named("danjiang")).verdict().key()
(True, 70)
"""

from engine.duzihu.hand import Hand, copies_left, turned_out
from engine.duzihu.jiang import JiangMap
from engine.duzihu.melds import Group, Kind
from engine.duzihu.position import Meld, Position
from engine.duzihu.rules import PRESETS, RuleSet
from engine.duzihu.score import HandType, Item, Score, score

__all__ = ["Group", "Hand", "HandType", "Item", "JiangMap", "Kind", "Meld", "PRESETS", "Position", "RuleSet", "Score",
           "copies_left", "score", "turned_out"]
