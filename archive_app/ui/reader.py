"""The archive's texts as Qt rich text: sources side by side, articles from Markdown, [[links]] as anchors.

Shared by the archive page (a QTextBrowser) and the PDF export. Links use the ``go:`` scheme
(``go:s001.p017``, ``go:a:slug``, ``go:g:term``); the paragraph IDs in a source use ``cite:`` (clicking
one selects that paragraph). Labels go through ``QCoreApplication.translate`` (context "Reader"),
so they follow the installed UI catalogue.
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from dataclasses import dataclass

import markdown

from archive_app.content import Article, Library, Source, Term
from archive_app.content.lessons import INLINE_CARDS
from archive_app.content.link_words import LINK, link_label, source_marker
from archive_app.qt import QtCore
from archive_app.ui.language import game_name, rules_name

SCRIPT_NAMES = {"hans": "简体", "hant": "繁體"}  # the names of the scripts, shown as written

RULES = {  # a source's rule tags that are no rule set of their own
    "rugao": QtCore.QT_TRANSLATE_NOOP("Reader", "Rugao"),
}

LABELS = {
    "region": QtCore.QT_TRANSLATE_NOOP("Reader", "Region"),
    "game": QtCore.QT_TRANSLATE_NOOP("Reader", "Game"),
    "author": QtCore.QT_TRANSLATE_NOOP("Reader", "Author"),
    "x_original": QtCore.QT_TRANSLATE_NOOP("Reader", "%1 original"),
    "shown_converted_to_x": QtCore.QT_TRANSLATE_NOOP("Reader", "shown converted to %1"),
    "show_the_original_script": QtCore.QT_TRANSLATE_NOOP("Reader", "show the original script"),
    "show_in_x": QtCore.QT_TRANSLATE_NOOP("Reader", "show in %1"),
    "script": QtCore.QT_TRANSLATE_NOOP("Reader", "Script"),
    "left_out": QtCore.QT_TRANSLATE_NOOP("Reader", "Left out"),
    "original": QtCore.QT_TRANSLATE_NOOP("Reader", "Original"),
    "original_in_x": QtCore.QT_TRANSLATE_NOOP("Reader", "Original (%1)"),
    "english_translation": QtCore.QT_TRANSLATE_NOOP("Reader", "English translation"),
    "english": QtCore.QT_TRANSLATE_NOOP("Reader", "English"),
    "pinyin": QtCore.QT_TRANSLATE_NOOP("Reader", "Pinyin"),
    "also_called": QtCore.QT_TRANSLATE_NOOP("Reader", "Also called"),
    "used_in": QtCore.QT_TRANSLATE_NOOP("Reader", "Used in"),
}

Convert = Callable[[str], str]


def _same(text: str) -> str:
    return text


def _tr(text: str) -> str:
    return QtCore.QCoreApplication.translate("Reader", text)


def _label(key: str) -> str:
    return _tr(LABELS[key])


# --- look ---
@dataclass(frozen=True)
class ReadingStyle:
    """Sizes (in points) for the reading text; ``scale`` follows the app's text-size control."""

    scale: float = 1.0
    base_pt: float = 11.5

    def pt(self, factor: float = 1.0) -> float:
        return round(self.base_pt * self.scale * factor, 1)

    def id_column_px(self) -> int:
        """Wide enough for "p017" in the ID style, plus the cell padding."""
        return round(self.pt(0.85) * 96 / 72 * 2.7) + 16

    def css(self) -> str:
        pt = self.pt
        return f"""
a {{ color: #8c2f23; text-decoration: none; }}
h1 {{ font-size: {pt(1.75)}pt; color: #5a1f17; font-weight: normal; margin-bottom: 2px; }}
h2 {{ font-size: {pt(1.35)}pt; color: #5a1f17; font-weight: normal; margin-top: 14px; }}
h3 {{ font-size: {pt(1.2)}pt; color: #5a1f17; margin-top: 14px; margin-bottom: 4px; }}
h4 {{ font-size: {pt(1.05)}pt; color: #5a1f17; }}
p {{ margin-top: 4px; margin-bottom: 6px; }}
blockquote {{ color: #6b5c44; }}
.subtitle {{ font-size: {pt(1.15)}pt; color: #6b5c44; margin-top: 0px; }}
.summary {{ color: #6b5c44; font-style: italic; }}
.label {{ color: #6b5c44; font-size: {pt(0.9)}pt; }}
.hint {{ color: #8c2f23; font-size: {pt(0.9)}pt; }}
.pid {{ font-size: {pt(0.85)}pt; color: #8c2f23; }}
.orig {{ font-size: {pt(1.06)}pt; color: #1f1a14; }}
.en {{ color: #2b2b2b; }}
.note {{ font-size: {pt(0.87)}pt; font-style: italic; color: #6b5c44; margin-top: 6px; }}
.ref {{ font-size: {pt(0.95)}pt; }}
.colhead {{ font-size: {pt(0.85)}pt; color: #6b5c44; font-weight: bold; }}
th {{ text-align: left; }}
"""


# --- links: their words come from archive_app.content.link_words (the search index shows the same) ---
def render_links(escaped: str, library: Library | None, lang: str, conv: Convert, *, anchors: bool = True) -> str:
    """Replace [[target]] in already-escaped text by anchors (or, for print, by plain references)."""

    def repl(m: re.Match) -> str:
        target = html.unescape(m.group(1)).strip()
        known = library is None or library.has_target(target)
        label, is_ref = link_label(target, library, lang, conv)
        text = html.escape(label)
        if anchors and known:
            text = f'<a href="go:{html.escape(target)}">{text}</a>'
        if not is_ref:
            return text
        tip = source_marker(target, library, lang, conv)[1]
        title = f' title="{html.escape(target + "  " + tip)}"' if tip else f' title="{html.escape(target)}"'
        return f'<span class="ref"{title}><sup>{text}</sup></span>'

    return LINK.sub(repl, escaped)


def lines_html(text: str) -> str:
    return html.escape(text).replace("\n", "<br>")


# --- sources ---
def game_line(source: Source) -> str:
    game = source.meta.get("game", "")
    parts = [game_name(game) if game else ""]
    rules = [r.strip() for r in source.meta.get("rules", "").split(",") if r.strip() and r.strip() != game]
    names = [_tr(RULES[r]) if r in RULES else rules_name(r, short=True) for r in rules]
    if names:
        parts.append(" / ".join(names))
    return " · ".join(p for p in parts if p)


def meta_rows(source: Source, conv: Convert, *, converted_to: str | None = None,
              offer_convert_to: str | None = None, anchors: bool = True) -> list[tuple[str, str]]:
    """(label, HTML value) rows describing a source: region, game, author, script, what was left out."""
    m = source.meta
    rows: list[tuple[str, str]] = []
    region = " — ".join(x for x in (html.escape(conv(m.get("region", ""))), html.escape(m.get("region_en", ""))) if x)
    if region:
        rows.append((_label("region"), region))
    rows.append((_label("game"), html.escape(game_line(source))))
    author = " — ".join(x for x in (html.escape(conv(m.get("author", ""))), html.escape(m.get("author_en", ""))) if x)
    if author:
        rows.append((_label("author"), author))
    script = SCRIPT_NAMES.get(m.get("script", ""), m.get("script", ""))
    value = html.escape(_label("x_original").replace("%1", script))
    if converted_to:
        note = _label("shown_converted_to_x").replace("%1", SCRIPT_NAMES.get(converted_to, converted_to))
        value += f' · <span class="hint">{html.escape(note)}</span>'
        if anchors:
            value += f' · <a href="archive:original">{html.escape(_label("show_the_original_script"))}</a>'
    elif offer_convert_to and anchors:
        label = _label("show_in_x").replace("%1", SCRIPT_NAMES.get(offer_convert_to, offer_convert_to))
        value += f' · <a href="archive:convert">{html.escape(label)}</a>'
    rows.append((_label("script"), value))
    if m.get("omitted_en", "").strip():
        rows.append((_label("left_out"), html.escape(m["omitted_en"].strip())))
    return rows


def meta_table(rows: list[tuple[str, str]]) -> str:
    cell = '<td class="label" width="76" style="padding-right: 8px;">'
    body = "".join(f"<tr>{cell}{html.escape(label)}</td><td>{value}</td></tr>" for label, value in rows)
    return f'<table cellspacing="0" cellpadding="2">{body}</table>'


def source_html(source: Source, library: Library | None, *, lang: str, conv: Convert = _same,
                converted_to: str | None = None, offer_convert_to: str | None = None,
                style: ReadingStyle = ReadingStyle()) -> str:
    """A source for the reader: header, then one table row per paragraph (ID | original | English + note).

    The paragraph table is the document's last table; row ``i + 1`` holds ``source.paragraphs[i]``.
    """
    head = (f"<h1>{html.escape(conv(source.title))}</h1>"
            f'<p class="subtitle">{html.escape(source.title_en)}</p>'
            + meta_table(meta_rows(source, conv, converted_to=converted_to, offer_convert_to=offer_convert_to)))
    script = SCRIPT_NAMES.get(converted_to or source.meta.get("script", ""), "")
    original = _label("original_in_x").replace("%1", script) if script else _label("original")
    th = 'class="colhead" style="border-bottom: 1px solid #c9b88f;"'
    rows = [
        '<table width="100%" cellspacing="0" cellpadding="7" style="margin-top: 12px; border-collapse: collapse;">',
        f'<thead><tr><th width="{style.id_column_px()}" {th}>¶</th><th width="40%" {th}>{html.escape(original)}</th>'
        f'<th width="53%" {th}>{html.escape(_label("english_translation"))}</th></tr></thead>',
    ]
    rule = 'style="border-bottom: 1px solid #e6dcc3;"'
    for p in source.paragraphs:
        short = p.id.split(".", 1)[1]
        en = render_links(lines_html(conv(p.en)), library, lang, conv)
        note = ""
        if p.note:
            note = f'<p class="note">{render_links(lines_html(conv(p.note)), library, lang, conv)}</p>'
        rows.append(
            f'<tr><td class="pid" style="border-bottom: 1px solid #e6dcc3; white-space: nowrap;">'
            f'<a name="{p.id}"></a><a href="cite:{p.id}">{short}</a></td>'
            f'<td class="orig" {rule}>{render_links(lines_html(conv(p.original)), library, lang, conv)}</td>'
            f'<td class="en" {rule}>{en}{note}</td></tr>')
    rows.append("</table>")
    return head + "".join(rows)


# --- articles ---
_PLACEHOLDER = "qzlink{}zq"


def markdown_html(text: str, library: Library | None, lang: str, conv: Convert, *, anchors: bool = True) -> str:
    """Python-Markdown (with tables), [[links]] turned into anchors after conversion."""
    links: list[str] = []

    def hold(m: re.Match) -> str:
        links.append(m.group(0))
        return _PLACEHOLDER.format(len(links) - 1)

    body = markdown.markdown(LINK.sub(hold, text), extensions=["tables"], output_format="html")
    body = body.replace("<table>", '<table width="100%" cellspacing="0" cellpadding="5" border="1"'
                                   ' style="border-collapse: collapse; border-color: #d8cbab;">')
    body = re.sub(r"qzlink(\d+)zq", lambda m: render_links(html.escape(links[int(m.group(1))]), library, lang, conv,
                                                            anchors=anchors), body)
    return conv(body)


def article_html(article: Article, library: Library | None, *, lang: str, conv: Convert = _same,
                 anchors: bool = True) -> str:
    m = article.meta
    zh_title, en_title = conv(m.get("title", article.id)), m.get("title_en", article.id)
    if lang == "zh":
        title, other, summary, text = zh_title, en_title, conv(m.get("summary", "")), article.zh
    else:
        title, other, summary, text = en_title, zh_title, m.get("summary_en", ""), article.en
    head = f"<h1>{html.escape(title)}</h1>"
    if other:
        head += f'<p class="subtitle">{html.escape(other)}</p>'
    if summary:
        head += f'<p class="summary">{html.escape(summary)}</p>'
    held: list[list[str]] = []

    def hold(m: re.Match) -> str:
        held.append(article_card_codes(m.group(1)))
        return f"qzcards{len(held) - 1}zq"

    body = markdown_html(INLINE_CARDS.sub(hold, text), library, lang, conv, anchors=anchors)
    return head + re.sub(r"qzcards(\d+)zq", lambda m: _faces(held[int(m.group(1))], lang), body)


ARTICLE_CARD_HEIGHT = 60  # long cards are narrow: lower, the marks cannot be told apart


def article_card_codes(text: str) -> list[str]:
    """The cards of ``{{…}}`` in an article, which names no game: long-card codes first, else Waihuzi's
    (their letters do not overlap), each game asked in the registry's order."""
    from archive_app import games
    from archive_app.content.lesson_answers import Bad, card_codes

    for game in games.keys():
        try:
            return card_codes(game, text)
        except Bad:
            continue
    return []


CARD_IMG = re.compile(r'src="card:([^"]+)"')


def add_card_faces(document, text: str, dpr: float = 1.0) -> None:
    """Give ``document`` (a QTextDocument about to show ``text``) the pixmap of every ``card:CODE`` image."""
    from archive_app.cardfaces import card_pixmap
    from archive_app.qt import QtGui

    for code in sorted(set(CARD_IMG.findall(text))):
        document.addResource(QtGui.QTextDocument.ResourceType.ImageResource.value, QtCore.QUrl(f"card:{code}"),
                             card_pixmap(code, ARTICLE_CARD_HEIGHT, dpr))


def _faces(codes: list[str], lang: str) -> str:
    """``<img src="card:CODE">`` per card; the reader registers the pixmaps (``ArchiveReader.show_html``)."""
    from archive_app.cardfaces import card_aspect, card_names

    h = ARTICLE_CARD_HEIGHT
    w = max(1, round(h * card_aspect()))
    return "".join(f'<img src="card:{c}" width="{w}" height="{h}" '
                   f'alt="{html.escape(card_names(c)[0 if lang == "zh" else 1])}">' for c in codes)


# --- glossary entries (shown here only when the app has no glossary page) ---
def term_html(term: Term, library: Library | None, *, lang: str, conv: Convert = _same) -> str:
    names = html.escape(conv(term.hans)) + (f" / {html.escape(term.hant)}" if term.hant != term.hans else "")
    rows = [(_label("english"), html.escape(term.en)), (_label("pinyin"), html.escape(term.pinyin))]
    if term.synonyms:
        rows.append((_label("also_called"), html.escape("、".join(conv(s) for s in term.synonyms))))
    if term.refs:
        refs = " ".join(f'<a href="go:{html.escape(r)}">[{html.escape(r)}]</a>' for r in term.refs)
        rows.append((_label("used_in"), refs))
    gloss_zh = render_links(html.escape(conv(term.gloss_zh)), library, "zh", conv)
    gloss_en = render_links(html.escape(term.gloss_en), library, "en", conv)
    glosses = (gloss_zh, gloss_en) if lang == "zh" else (gloss_en, gloss_zh)
    return (f"<h1>{names}</h1>" + meta_table(rows)
            + "".join(f"<p>{g}</p>" for g in glosses))


# --- citations ---
def citation(source: Source, paragraph_id: str | None = None) -> str:
    """``南通长牌八胡头 (s000), ¶ p017 — Bahu (Eight Hutou) of Nantong Long Cards``: the title as archived."""
    text = f"{source.title} ({source.id})"
    if paragraph_id:
        text += f", ¶ {paragraph_id.split('.', 1)[-1]}"
    return f"{text} — {source.title_en}"


def article_citation(article: Article) -> str:
    return f"{article.meta.get('title', article.id)} (a:{article.id}) — {article.meta.get('title_en', article.id)}"
