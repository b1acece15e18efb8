"""What the gallery knows about a card, as data: sourced notes, names, roles, combinations, and the card's
facts together (:class:`CardFacts`), each fact with the paragraph IDs it comes from."""

from __future__ import annotations

from dataclasses import dataclass, field


Refs = tuple[str, ...]


def _refs(text: str) -> Refs:
    return tuple(text.split())


@dataclass(frozen=True)
class Note:
    """One sourced statement, in both languages."""

    zh: str  # 简体
    en: str
    refs: Refs = ()


@dataclass(frozen=True)
class Name:
    """A name of the card: the standard one, or a regional / variant one as the texts write it."""

    hans: str
    hant: str
    pinyin: str
    en: str
    where_zh: str = ""  # where or by whom it is used: "海门", "通东"
    where_en: str = ""
    refs: Refs = ()


@dataclass(frozen=True)
class Role:
    """The card's part in one game (or rule set)."""

    game: str  # bahu, danjiang, shuangjiang, waihuzi
    game_zh: str
    game_en: str
    role_zh: str
    role_en: str
    jiang: bool | None  # is it a 将 in this game (None: the question does not arise)
    refs: Refs = ()
    notes: tuple[Note, ...] = ()


@dataclass(frozen=True)
class Combo:
    """A scoring group the card belongs to (a 八胡 胡头, 文钱, a 豹子; a 歪胡子 二七十)."""

    key: str
    zh: str
    en: str
    cards: tuple[str, ...]  # face keys of the cards in it
    refs: Refs = ()
    aka: tuple[Note, ...] = ()  # other names in other texts
    game: str = "bahu"


@dataclass(frozen=True)
class CardFacts:
    key: str
    deck: str  # "long" (长牌) or "waihuzi" (歪胡子)
    name: Name
    synonyms: tuple[Name, ...] = ()
    roles: tuple[Role, ...] = ()
    combos: tuple[Combo, ...] = ()
    figure: Note | None = None  # the figure named on its face (s002.p057)
    mark: Note | None = None  # number mark (s001.p011), or the head of a special card
    mark_how: Note | None = None  # how the mark is drawn on this suit (s001.p012, s002.p058)
    face: Note | None = None  # the face as the source describes it
    colour: Note | None = None  # 歪胡子: red or black
    kind: Note | None = None  # what kind of card it is, in a sentence
    glossary: tuple[str, ...] = field(default=())  # glossary term IDs (the page shows those that exist)

    @property
    def refs(self) -> Refs:
        """Every paragraph cited for this card, in first-cited order."""
        out: list[str] = []
        notes: list[Note | None] = [self.kind, self.figure, self.mark, self.mark_how, self.face, self.colour]
        groups: list[Refs] = [self.name.refs, *(s.refs for s in self.synonyms)]
        for r in self.roles:
            groups.append(r.refs)
            notes.extend(r.notes)
        for c in self.combos:
            groups.append(c.refs)
            notes.extend(c.aka)
        groups.extend(n.refs for n in notes if n is not None)
        for g in groups:
            out.extend(ref for ref in g if ref not in out)
        return tuple(out)
