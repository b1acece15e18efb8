"""The app's adapters: one for each game of the engine, with facts that agree with the engine."""

from __future__ import annotations

import pytest

from archive_app.games import adapter, keys
from engine.core.errors import InputError
from engine.core.registry import games


def test_an_adapter_for_every_game_of_the_engine():
    assert keys() == tuple(g.key for g in games() if g.key in keys()) == ("bahu", "duzihu", "waihuzi")
    for key in keys():
        a = adapter(key)
        assert a.key == key and a.plug.key == key and a.rule_sets == tuple(a.plug.rule_sets)
        assert set(a.learner_seats) <= {0, 1, 2, 3} and all(a.dealers_for(s) for s in a.learner_seats)
        assert {c for row in a.deck_rows for c in row} == {c.code for c in a.deck.cards}
        assert len(a.row_names) == len(a.deck_rows)


def test_an_unknown_game_is_an_input_error():
    with pytest.raises(InputError):
        adapter("mahjong")
    with pytest.raises(InputError):
        adapter("base")  # a module of the package, not a game


@pytest.mark.parametrize("key", ["bahu", "duzihu", "waihuzi"])
def test_a_deal_builds_a_table(key):
    from archive_app.presenters.replay_table import dealt_record, new_state

    a = adapter(key)
    rules = a.rule_sets[0]
    record = dealt_record(key, rules, 7, a.dealers_for(a.learner_seats[0])[0])
    assert (record.turned is not None) == a.has_turned_card
    state = new_state(record)
    assert state.legal_moves()


def test_rule_sets_that_leave_out_xi():
    bahu = adapter("bahu")
    assert bahu.left_out("tongdong") == ("X",) and bahu.left_out("haimen") == ()
    assert bahu.xi_in_hand("haimen") and not adapter("duzihu").xi_in_hand("danjiang")
