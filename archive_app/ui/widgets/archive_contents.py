"""The archive's table of contents: the sources (titles in both languages, region, game, author), then the
articles, under two headers."""

from __future__ import annotations

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui import reader
from archive_app.ui.widgets.archive_lists import KIND, LINES, TARGET, LinesDelegate, setup_list


class ContentsList(QtWidgets.QListWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        setup_list(self, "archiveToc", LinesDelegate)

    def fill(self, lib, zh, en: bool) -> None:
        """List ``lib``'s sources and articles, the UI language's title first (``zh`` converts 简/繁)."""
        self.clear()
        if lib is None:
            return
        z = zh
        self._header(z(self.tr("Sources")))
        for sid in sorted(lib.sources):
            s = lib.sources[sid]
            m = s.meta
            region = m.get("region_en", "") if en else z(m.get("region", ""))
            author = (m.get("author_en", "") if en else z(m.get("author", ""))).strip()
            meta = " · ".join(x for x in (sid, region, reader.game_line(s), author) if x)
            lines = [s.title_en, z(s.title), meta] if en else [z(s.title), s.title_en, meta]
            self._item(sid, "source", lines)
        self._header(z(self.tr("Articles")))
        for n, a in enumerate(sorted(lib.articles.values(), key=lambda a: (a.order, a.id)), 1):
            zh_title, en_title = z(a.meta.get("title", a.id)), a.meta.get("title_en", a.id)
            lines = [f"{n}. {en_title}", zh_title] if en else [f"{n}. {zh_title}", en_title]
            self._item(f"a:{a.id}", "article", lines)

    def _header(self, text: str) -> None:
        item = QtWidgets.QListWidgetItem()
        item.setData(LINES, [text])
        item.setData(KIND, "header")
        item.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
        self.addItem(item)

    def _item(self, target: str, kind: str, lines: list[str]) -> None:
        item = QtWidgets.QListWidgetItem()
        item.setData(TARGET, target)
        item.setData(LINES, lines)
        item.setData(KIND, kind)
        item.setData(QtCore.Qt.ItemDataRole.AccessibleTextRole, " — ".join(lines[:2]))
        item.setToolTip("\n".join(lines))
        self.addItem(item)

    def targets(self) -> list[str]:
        return [self.item(i).data(TARGET) for i in range(self.count()) if self.item(i).data(TARGET)]

    def select(self, target: str | None) -> None:
        """Mark the row of ``target``'s document ("s001.p017" marks "s001") without opening it again."""
        if target is None:
            return
        doc = target.split(".", 1)[0] if not target.startswith(("a:", "g:")) else target
        for i in range(self.count()):
            if self.item(i).data(TARGET) == doc:
                blocked = self.blockSignals(True)
                self.setCurrentRow(i)
                self.blockSignals(blocked)
                self.scrollToItem(self.item(i))
                return
        self.clearSelection()
