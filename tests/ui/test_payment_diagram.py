"""The payment diagram: every arrow's head shows outside the payee's box; amounts sit on their own arrows,
clear of the other arrows, amounts and seats (where the straight arrows cross, each on its own side)."""

from __future__ import annotations

import itertools

import pytest

from archive_app.qt import QtCore, QtGui
from archive_app.ui.widgets.payment_diagram import PaymentDiagram
from engine.bahu.settle import Round, settle

# A dead round in which every pair of players settles (zhuang 3, 2, 1, 0): both straight arrows cross.
EVERY_PAIR = {"rules": "haimen", "winner": None,
              "players": [{"melds": ["peng:Q", "gang:5m", "bomb:6p"]}, {"melds": ["peng:H", "bomb:7p"]},
                          {"melds": ["peng:B"]}, {}]}


@pytest.fixture(params=[(460, 340), (300, 300), (260, 280), (620, 420)])
def diagram(request, qtbot):
    widget = PaymentDiagram()
    qtbot.addWidget(widget)
    widget.resize(*request.param)
    widget.set_data(settle(Round.from_json(EVERY_PAIR)), None, [f"Player {i}" for i in range(4)], "zhuang",
                    [""] * 4, "", "")
    return widget


@pytest.mark.parametrize("i, j", [(i, j) for i in range(4) for j in range(4) if i != j])
def test_every_arrow_ends_at_the_near_side_of_its_payee(diagram, i, j):
    table, boxes = diagram.boxes()
    path = diagram.path(i, j, table, boxes)
    near_end = path.pointAtPercent(0.93)
    assert not any(box.contains(near_end) for box in boxes), "the head would be hidden under a seat"
    tip = path.pointAtPercent(1.0)
    assert abs(min(abs(tip.x() - boxes[j].left()), abs(tip.x() - boxes[j].right()), abs(tip.y() - boxes[j].top()),
                   abs(tip.y() - boxes[j].bottom()))) < 0.5, "the tip touches the payee's box"


def test_amounts_are_clear_of_each_other_and_of_other_arrows(diagram):
    arrows = diagram.arrows()
    assert len(arrows) == 6
    for a, b in itertools.combinations(arrows, 2):
        assert not a.label.intersects(b.label), (a.payer, a.payee, b.payer, b.payee)
    stroker = QtGui.QPainterPathStroker()
    for arrow in arrows:
        centre = arrow.label.center()
        on_own = min(QtCore.QLineF(centre, arrow.path.pointAtPercent(k / 200)).length() for k in range(201))
        assert on_own < 1.0, "an amount sits on its own arrow"
        for other in arrows:
            if other is not arrow:
                stroker.setWidth(other.width)
                assert not stroker.createStroke(other.path).intersects(arrow.label), \
                    f"{arrow.payer}→{arrow.payee}'s amount lies on {other.payer}→{other.payee}"


def test_it_paints_at_its_smallest(diagram):
    diagram.resize(diagram.minimumSize())
    image = diagram.grab().toImage()
    assert image.width() == diagram.minimumWidth()
    table, boxes = diagram.boxes()
    assert all(diagram.rect().contains(box.toRect()) for box in boxes)
