"""The card pickers name their rows and ranks readably and explain the copies left; the gallery keeps a suit on
one line at 1024 wide; the home page's doors open anywhere on their panel."""

from __future__ import annotations

import pytest

from archive_app.qt import QtCore, QtGui
from archive_app.ui.widgets.card_picker import CardGrid
from archive_app.ui.context import AppContext
from archive_app.ui.widgets.waihuzi_picker import WaihuziGrid
from engine.cards import BY_CODE
from .widgets import shown
from .windows import close_window, make_window, settle_events

Qt = QtCore.Qt


@pytest.fixture
def ctx(tmp_path):
    context = AppContext(tmp_path / "data")
    context.settings.language = "en"
    return context


def test_the_long_card_grid_names_rows_and_ranks(qtbot, ctx):
    grid = shown(qtbot, CardGrid(72, ctx), (400, 500))
    assert grid.row_captions() == ("wan", "tiao", "bing", "flower")
    labels = grid.face_labels()
    assert len(labels) == 31 and labels[BY_CODE["5s"].index] == "5" and labels[BY_CODE["Q"].index] == "Q"
    ctx.settings.language = "zh"
    assert grid.face_labels()[BY_CODE["H"].index] == "红"
    # the index sits above the face, in a font a reader can read at 1× (not the face's own tiny characters)
    assert QtGui.QFontMetrics(grid._small_font()).height() >= 11
    face, cell = grid.face_rect(BY_CODE["7p"].index), grid.cell_rect(BY_CODE["7p"].index)
    assert cell.top() < face.top() - grid._label_h() + 3


def test_copies_left_are_explained_under_the_faces(qtbot, ctx):
    for grid in (CardGrid(72, ctx), WaihuziGrid(80, ctx)):
        shown(qtbot, grid, (420, 520))
        assert grid.legend() == "Under each face: copies left"
        rows = len(grid.deck.rows)
        assert grid.sizeHint().height() >= 2 * grid.MARGIN + rows * grid._cell_size().height() + grid._legend_h()
        image = grid.grab().toImage()  # the legend is drawn: ink in its line
        y = grid.height() - grid.MARGIN - grid._legend_h() // 2
        assert any(QtGui.QColor(image.pixel(x, y)).lightness() < 160 for x in range(grid.MARGIN, 200))


@pytest.mark.parametrize("lang", ["zh", "en"])
def test_the_gallery_keeps_each_suit_on_one_line_at_1024(qtbot, tmp_path, lang):
    window = make_window(qtbot, tmp_path, lang, size=(1024, 700))
    try:
        grid = window.show_page("cards").grid
        settle_events()
        for suit in "msp":
            tops = {grid.tile_rect(f"{rank}{suit}").top() for rank in range(1, 10)}
            assert len(tops) == 1, f"the {suit} suit wraps"
    finally:
        close_window(window)


def test_a_door_opens_when_its_text_is_clicked(qtbot, tmp_path):
    window = make_window(qtbot, tmp_path, "en", size=(1024, 700))
    try:
        home = window.pages["home"]
        key, button, text = home.doors[3]  # the hand lab's door
        qtbot.mouseClick(text, Qt.MouseButton.LeftButton, pos=text.rect().center())
        assert window.current_key() == key
    finally:
        close_window(window)
