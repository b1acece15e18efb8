"""The game's own words in the coach's sentences, each a glossary entry (content/glossary/*.toml).

A :class:`Term` is a bilingual parameter of a reason (engine/core/reason.py) that also names its
glossary key. Rendered as a reason always is, it is plain words (the CLI, the JSON's ``zh``/``en``);
:func:`linked` renders the same reason with each term as the app's glossary markup
``[[g:key|words]]``, so the app and the CLI say one text from one source.

>>> from engine.core.reason import declare
>>> R = declare("demo.terms", "docs/bots.md", "手牌{yuan}，有 {n} {hutou}。", "The hand is {yuan}, with {n} {hutou}.")
>>> r = R(n=9, yuan=YUAN, hutou=HUTOU)
>>> r.en, linked(r, "en")
('The hand is yuan, with 9 hutou.', 'The hand is [[g:yuan|yuan]], with 9 [[g:hutou|hutou]].')
>>> plain(linked(r, "zh")) == r.zh
True
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from engine.core.bilingual import Text
from engine.core.reason import Reason
from engine.core.render import render


@dataclass(frozen=True)
class Term(Text):
    """A bilingual word that is a glossary entry: ``key`` is its id in content/glossary."""

    key: str = ""

    def to_json(self) -> dict[str, str]:
        return {"zh": self.zh, "en": self.en, "glossary": self.key}


YUAN = Term("圆", "yuan", "yuan")
HUTOU = Term("胡头", "hutou", "hutou")
TING = Term("听张", "tingzhang", "tingzhang")
JIANG = Term("将", "jiang", "jiang")
ZHUANG = Term("庄", "zhuang", "zhuang")
HU = Term("胡", "hu", "hu")
XI = Term("息", "xi", "xi-unit")
PENG = Term("碰", "peng", "peng")
ALL = (YUAN, HUTOU, TING, JIANG, ZHUANG, HU, XI, PENG)
UNITS = {t.zh: t for t in (ZHUANG, HU, XI)}  # a game's money (GamePlug.unit) as its glossary word

_MARKUP = re.compile(r"\[\[g:[^|\]]+\|([^\]]*)\]\]")


def unit_of(game: str) -> Text:
    """What a game's hands are won for, 庄 / 胡 / 息, as a linked word where the glossary has it."""
    from engine.core.registry import game as plug

    zh, en = plug(game).unit
    return UNITS.get(zh, Text(zh, en))


def linked(reason: Reason, lang: str) -> str:
    """The reason in ``lang`` with every :class:`Term` as ``[[g:key|words]]``."""
    definition = reason.definition
    params = {k: _marked(v) for k, v in reason.params.items()}
    return render(definition.zh if lang == "zh" else definition.en, params, lang)


def sentence(text: str) -> str:
    """A reason as a sentence of its own: an English one opening with a move (``discard …``) starts
    with a capital (Chinese is left as it is); glossary markup at its head is left alone."""
    return text[:1].upper() + text[1:] if text[:1].isascii() else text


def plain(text: str) -> str:
    """Glossary markup taken back to its words."""
    return _MARKUP.sub(r"\1", text)


def keys(text: str) -> list[str]:
    """The glossary keys a linked text points to."""
    return re.findall(r"\[\[g:([^|\]]+)\|", text)


def _marked(value: Any) -> Any:
    if isinstance(value, Term):
        return Text(f"[[g:{value.key}|{value.zh}]]", f"[[g:{value.key}|{value.en}]]")
    return value
