"""The archive's search results: each hit a kind badge, its title and where it is, and the snippet with the
match marked; the count line above says how many."""

from __future__ import annotations

import re

from archive_app.qt import QtCore, QtWidgets
from archive_app.ui.widgets.archive_lists import KIND, LINES, TARGET, RichDelegate, setup_list

SEARCH_LIMIT = 200
MARK = "#f3c969"
KIND_COLOURS = {"source": "#8c2f23", "translation": "#2f5d50", "article": "#7a5a1c", "glossary": "#3d4f7a"}


class SearchResults(QtWidgets.QListWidget):
    def __init__(self, parent: QtWidgets.QWidget | None = None) -> None:
        super().__init__(parent)
        setup_list(self, "archiveResults", RichDelegate)

    def show_hits(self, hits, query: str, z) -> str:
        """List ``hits`` (best first) and return the count line for ``query`` (``z`` converts 简/繁)."""
        self.clear()
        badges = {"source": self.tr("source"), "translation": self.tr("translation"),
                  "article": self.tr("article"), "glossary": self.tr("glossary")}
        # Hits come best first: the entry for exactly this term, then titles holding it, then texts.
        groups = {"headword": self.tr("exact term"), "title": self.tr("in the title")}
        for hit in hits:
            item = QtWidgets.QListWidgetItem()
            item.setData(TARGET, hit.id)
            item.setData(KIND, hit.kind)
            badge = z(badges.get(hit.kind, hit.kind))
            colour = KIND_COLOURS.get(hit.kind, "#6b5c44")
            snippet = hit.snippet.replace("<b>", f'<span style="background-color: {MARK}; font-weight: bold;">')
            snippet = snippet.replace("</b>", "</span>")
            title = z(hit.title)
            where = hit.id.split(".", 1)[1] if "." in hit.id and not hit.id.startswith(("a:", "g:")) else ""
            group = z(groups.get(hit.group, ""))
            item.setData(LINES, (
                f'<span style="background-color: {colour}; color: #fffaf0;">&nbsp;{esc(badge)}&nbsp;</span>'
                f'&nbsp;<b>{esc(title)}</b>'
                + (f' <span style="color: #8a7a5e;">{esc(where)}</span>' if where and where not in title else "")
                + (f' <span style="color: #8a7a5e;">· {esc(group)}</span>' if group else "")
                + f'<br><span style="color: #3b342a;">{z(snippet)}</span>'))
            item.setData(QtCore.Qt.ItemDataRole.AccessibleTextRole, f"{badge}: {title}" + (f" ({group})" if group else ""))
            self.addItem(item)
        if not hits:
            item = QtWidgets.QListWidgetItem()
            item.setData(LINES, '<span style="color: #6b5c44;">' + esc(z(self.tr(
                "Nothing matches. Try fewer characters, another name for the term, or English."))) + "</span>")
            item.setFlags(QtCore.Qt.ItemFlag.NoItemFlags)
            self.addItem(item)
            return z(self.tr("No results for “%1”")).replace("%1", query)
        if len(hits) >= SEARCH_LIMIT:
            return z(self.tr("The first %1 results for “%2”")).replace("%1", str(len(hits))).replace("%2", query)
        if len(hits) == 1:
            return z(self.tr("1 result for “%1”")).replace("%1", query)
        return z(self.tr("%1 results for “%2”")).replace("%1", str(len(hits))).replace("%2", query)

    def ids(self) -> list[str]:
        return [self.item(i).data(TARGET) for i in range(self.count()) if self.item(i).data(TARGET)]


def esc(text: str) -> str:
    return re.sub(r"[&<>]", lambda m: {"&": "&amp;", "<": "&lt;", ">": "&gt;"}[m.group(0)], text)
