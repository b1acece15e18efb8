"""Properties on random hands: scoring never raises, card order never matters, bad text never crashes."""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.duzihu import Hand, RuleSet, score
from engine.core.errors import InputError

from .strategies import winning_hands

SETTINGS = settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def _score(h: dict, concealed: list[str], melds: list[str]):
    hand = Hand.parse(" ".join(concealed), jiang=h["jiang"], melds=melds, win=h["win"], self_drawn=h["self_drawn"],
                      last_card=h["last_card"], xi=h["xi"], xi_dealt=h["xi_dealt"], tiancheng=h["tiancheng"])
    return score(hand, RuleSet.named(h["rules"]))


@SETTINGS
@given(winning_hands())
def test_scoring_random_wins_never_raises(h):
    s = _score(h, h["concealed"], h["melds"])
    assert s.valid, (h, s.reasons)
    assert s.total == sum(i.hu for i in s.breakdown) > 0
    assert s.base == sum(i.hu for i in s.base_items)
    assert s.dihu % 10 == 0 and s.base <= s.dihu < s.base + 10
    assert s.alternatives >= 1 and s.readings >= s.alternatives
    json.dumps(s.to_json(), ensure_ascii=False)


@SETTINGS
@given(winning_hands(), st.randoms(use_true_random=False))
def test_card_order_never_matters(h, rnd):
    concealed, melds = list(h["concealed"]), list(h["melds"])
    rnd.shuffle(concealed)
    rnd.shuffle(melds)
    assert _score(h, concealed, melds).to_json() == _score(h, h["concealed"], h["melds"]).to_json()


@SETTINGS
@given(winning_hands())
def test_a_hand_one_card_short_is_scored_without_raising(h):
    concealed = list(h["concealed"])
    concealed.remove(h["win"])
    if h["win"] not in concealed:
        return
    s = _score(h, concealed, h["melds"])
    assert s.valid is False or s.total > 0


TEXT = st.text(alphabet="123456789mspzQHBX ,:;万条饼一二三千红花喜", max_size=40)


@settings(max_examples=300, deadline=None)
@given(TEXT, st.lists(st.text(alphabet="pengalo:123456789msQHBX", max_size=10), max_size=3), TEXT, TEXT)
def test_bad_text_raises_input_error_only(hand, melds, win, jiang):
    try:
        s = score(Hand.parse(hand, jiang=[jiang], melds=melds, win=win), RuleSet.named("danjiang"))
    except InputError as e:
        assert str(e)
    else:
        assert s.valid in (True, False)
