"""A sitting at the practice table: four hands of each rule set played through the page against greedy
bots, the sitting kept after every hand, its record checking clean with the dealers each text gives and
totals summing to zero after every hand, counted in the store's progress; a sitting cut off offered
back on the next start and played on from where it stopped."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore
from engine.core.sitting import Sitting
from engine.core.sitting_check import check
from engine.core.sitting_rules import rules_of
from tests.ui.test_play_page import finish_work, make_page, play_through

Qt = QtCore.Qt


def start_sitting(qtbot, page, game, rules, seat, hands=4, number=21) -> None:
    page.setup.set_choice(game, rules, seat, "casual", 0)
    page.setup.random.setChecked(False)
    page.setup.deal.setValue(number)
    page.sittings.panel.count.setValue(hands)
    qtbot.mouseClick(page.sittings.panel.start_button, Qt.MouseButton.LeftButton)


def play_hand(qtbot, page) -> None:
    play_through(qtbot, page, prefer_pass=True)
    qtbot.waitUntil(lambda: page.hand.is_over(), timeout=20000)


@pytest.mark.parametrize("game,rules,seat", [("bahu", "haimen", 0), ("bahu", "tongdong", 1),
                                             ("duzihu", "danjiang", 2), ("duzihu", "shuangjiang", 0),
                                             ("waihuzi", "waihuzi", 1)])
def test_a_four_hand_sitting_through_the_page(qtbot, tmp_path, game, rules, seat):
    page = make_page(qtbot, tmp_path / "data")
    start_sitting(qtbot, page, game, rules, seat)
    panel = page.sittings.panel
    for n in range(1, 5):
        play_hand(qtbot, page)
        ps = page.sittings.active
        assert ps.played == n and panel.view.sheet.rowCount() == n  # the sheet has the hand at once
        kept = Sitting.parse(page.sittings.path.read_text(encoding="utf-8"))  # saved after every hand
        assert len(kept.hands) == n
        assert page.ctx.settings.play_sitting == ("" if n == 4 else ps.text())
        if n < 4:
            assert panel.next_button.isEnabled()
            qtbot.mouseClick(panel.next_button, Qt.MouseButton.LeftButton)
            assert page.hand.record.tags["SittingHand"] == str(n + 1)
    assert not panel.next_button.isEnabled()
    out = check(kept)
    assert out["ok"], out["violations"]
    rows = out["sitting"]
    assert rows[0]["dealer"] == rules_of(game).first_dealer(kept.first)  # the flip, the lot or the cut
    for row, following in zip(rows, rows[1:]):
        if game == "waihuzi":  # 以后谁胡牌谁就是庄家; after a drawn hand the dealer again
            assert following["dealer"] == (row["winner"] if row["end"] == "hu" else row["dealer"])
        else:  # 庄家轮坐 / 其下家就是新開局的莊家
            assert following["dealer"] == (row["dealer"] + 1) % 4
    for row in rows:
        assert sum(row["net"]) == 0 and sum(row["totals"]) == 0
    assert panel.view.plot.rows[-1] == tuple(float(v) for v in out["sitting"][-1]["totals"])
    from archive_app.store import sittings

    found = sittings.progress(page.ctx.store)[game]
    assert (found.played, found.hands) == (1, 4) and found.total == out["sitting"][-1]["totals"][seat]
    assert page.progress.sittings.item(0, 2).text() == "4"


def test_a_sitting_cut_off_is_offered_back(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path / "data")
    start_sitting(qtbot, page, "duzihu", "danjiang", 0, hands=3)
    play_hand(qtbot, page)
    qtbot.mouseClick(page.sittings.panel.next_button, Qt.MouseButton.LeftButton)
    first = page.sittings.active.sitting.hands[0].record
    finish_work(page)
    page.close()
    again = make_page(qtbot, tmp_path / "data")
    assert again.sittings.banner.isVisible() and "1 of 3" in again.sittings.banner.text.text()
    qtbot.mouseClick(again.sittings.banner.resume_button, Qt.MouseButton.LeftButton)
    ps = again.sittings.active
    assert ps.played == 1 and ps.sitting.hands[0].record == first
    assert again.hand.record.tags["SittingHand"] == "2"
    play_hand(qtbot, again)
    assert again.sittings.active.played == 2


def test_a_single_hand_in_the_middle_leaves_the_sitting_to_come_back_to(qtbot, tmp_path):
    page = make_page(qtbot, tmp_path / "data")
    start_sitting(qtbot, page, "waihuzi", "waihuzi", 0, hands=2)
    play_hand(qtbot, page)
    kept = page.sittings.active.sitting
    qtbot.mouseClick(page.setup.start, Qt.MouseButton.LeftButton)  # New hand: a single one
    assert page.sittings.active is None and "SittingHand" not in page.hand.record.tags
    assert page.sittings.banner.isVisible() and "1 of 2" in page.sittings.banner.text.text()
    qtbot.mouseClick(page.sittings.banner.resume_button, Qt.MouseButton.LeftButton)
    assert page.sittings.active.sitting == kept and page.hand.record.tags["SittingHand"] == "2"
