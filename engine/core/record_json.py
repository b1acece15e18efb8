"""Reading the JSON form of a record, and the envelope checks both forms share (the text reader,
:mod:`engine.core.record_text`, calls the same ``check_*`` functions with its own locations).

Every error names the field: ``format``, ``options.hutou_cap``, ``tags.Players``, ``hands[2]``,
``deals[1].events[4].card``, ``events[3].variations[0][1].type``; the token is that path.

>>> from engine.cards import DECK
>>> event_from_json({"seat": 0, "type": "chi", "card": "6m", "onto": "吃:543m"}, DECK, "events[0]").code()
'0 chi 6m'
>>> event_from_json({"seat": 0, "type": "chi", "card": "6m", "onto": "345m"}, DECK, "events[0]").get("onto")
'chi:345m'
>>> event_from_json({"seat": 4, "type": "draw", "card": "6m"}, DECK, "events[7]")
Traceback (most recent call last):
...
engine.core.errors.InputError: events[7].seat must be a seat 0–3, not 4
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import fields
from typing import Any

from engine.core import schema
from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.messages import (
    AT_BUY_ONLY,
    AT_RANGE,
    COMMENT_SHAPE,
    DEALER_OUT,
    DEALS_EMPTY,
    FORMAT_IS,
    HAND_TOO_BIG,
    HANDS_COUNT,
    LONE_SURROGATE,
    NAGS_RANGE,
    NEEDS_A_CARD,
    ONTO_EMPTY,
    ONTO_KIND,
    ONTO_SHAPE,
    OPTION_TYPE,
    TAG_CASE,
    TAG_IS_FIELD,
    TAG_LIST,
    TAG_NAME_IS,
    TOO_DEEP,
    TOO_MANY_COPIES,
    UNKNOWN_FIELD,
    UNKNOWN_OPTION,
    UNKNOWN_TYPE,
    VARIATIONS_SHAPE,
    WITH_NEEDS_CARD,
)
from engine.core.game import EVENT_TYPES, NO_CARD, VERB_ZH, VERBS_ZH, Event
from engine.core.record_data import (
    EXTRA_KEYS,
    FORMAT,
    LIST_TAGS,
    MAX_HAND,
    MAX_NAG,
    MAX_VARIATION_DEPTH,
    ONTO_KINDS,
    RESERVED_TAGS,
    SEATS,
    TAG_NAME,
    Comment,
    Deal,
    RecordT,
    annotated,
    at_field,
    copies_of,
    deck_of,
    format_group,
    json_value,
    preset_of,
    seats_of,
)


def check_text(value: Any, path: str = "text") -> str:
    schema.expect(value, str, path)
    try:
        value.encode("utf-8")
    except UnicodeEncodeError:
        raise InputError(LONE_SURROGATE()) from None
    text: str = value
    return text


def comment_from_json(raw: Any, path: str = "comment") -> Comment:
    if not isinstance(raw, dict) or not raw or set(raw) - {"zh", "en"}:
        raise InputError(COMMENT_SHAPE(path=path), path)
    for lang, value in raw.items():
        check_text(value, schema.join(path, lang))
    return Comment(raw.get("zh"), raw.get("en"))


def check_format(value: Any) -> str:
    if value != FORMAT:
        raise InputError(FORMAT_IS(want=FORMAT, got=value), str(value))
    checked: str = value
    return checked


def check_game(value: Any) -> str:
    schema.expect(value, str, "game")
    deck_of(value)
    game: str = value
    return game


def check_options(preset: Any, raw: Any) -> dict[str, Any]:
    """Options of the preset, typed; canonical JSON values (lists, not tuples)."""
    schema.expect(raw, dict, "options")
    if hasattr(preset, "with_json_options"):
        preset.with_json_options(raw)
    else:  # a rule set without the shared base: check names and types against the preset
        names = [f.name for f in fields(preset) if f.name != "name"]
        for key, value in raw.items():
            if key not in names:
                raise InputError(UNKNOWN_OPTION(key=key, known=", ".join(names)), f"options.{key}")
            default = getattr(preset, key)
            if type(value) is not type(default):
                raise InputError(OPTION_TYPE(key=key, value=value, kind=type(default).__name__), f"options.{key}")
    return {k: json_value(v) for k, v in raw.items()}


def check_tag(name: Any, value: Any, seats: int = SEATS) -> Any:
    if not isinstance(name, str) or not TAG_NAME.match(name):
        raise InputError(TAG_NAME_IS(name=name), str(name))
    if name in RESERVED_TAGS:
        raise InputError(TAG_IS_FIELD(name=name), name)
    field_name = next((r for r in RESERVED_TAGS if r.lower() == name.lower()), None)
    if field_name:  # tag names are case-sensitive; [game "bahu"] is a slip for [Game "bahu"]
        raise InputError(TAG_CASE(name=name, field=field_name), name)
    if name in LIST_TAGS:
        if not isinstance(value, list) or len(value) > seats:
            raise InputError(TAG_LIST(name=name, seats=seats), name)
        return [check_text(v, f"tags.{name}[{i}]") for i, v in enumerate(value)]
    return check_text(value, f"tags.{name}")


def check_dealer(value: Any, seats: int = SEATS) -> int:
    return schema.seat(value, "dealer", seats)


def parse_cards(deck: Any, text: Any, path: str = "cards") -> tuple[Any, ...]:
    return tuple(deck.parse(schema.expect(text, str, path)))


def check_deal(deck: Any, dealer: int, hands: Sequence[tuple[Any, ...]],
               wall: tuple[Any, ...] | None, copies: Mapping[str, int] | None = None) -> None:
    """The loose checks a deal gets here: no more of a kind than the deck has, or than ``copies`` says
    the game deals of it; the game's state machine checks its own rules."""
    for seat, hand in enumerate(hands):
        if len(hand) > MAX_HAND:
            raise InputError(HAND_TOO_BIG(owner=seat, n=len(hand), most=MAX_HAND), f"hand {seat}")
    if not hands[dealer] and any(hands):
        raise InputError(DEALER_OUT(dealer=dealer), f"hand {dealer}")
    cards = [c for hand in hands for c in hand] + list(wall or ())
    copies = copies or {}
    deck.counts([c for c in cards if c.code not in copies])
    for code, most in copies.items():
        if sum(1 for c in cards if c.code == code) > most:
            card = next(c for c in cards if c.code == code)
            raise InputError(TOO_MANY_COPIES(card=card, code=code, most=most), code)


def parse_onto(deck: Any, text: Any) -> str:
    """``KIND:CARDS`` (``CARDS`` alone is a 吃 group) → the canonical ``chi:345m``."""
    if not isinstance(text, str) or not text.strip():
        raise InputError(ONTO_SHAPE(example="chi:345m"), str(text))
    kind, sep, cards = text.strip().rpartition(":")
    kind = VERBS_ZH.get(kind, kind.lower()) if sep else "chi"
    if kind not in ONTO_KINDS:
        raise InputError(ONTO_KIND(kind=kind, kinds=", ".join(sorted(ONTO_KINDS))), kind)
    group = deck.parse(cards)
    if not group:
        raise InputError(ONTO_EMPTY(), text)
    return f"{kind}:{format_group(group)}"


def parse_at(kind: str, value: Any) -> int:
    """The cards a seat held when it bought (``at``): a whole number, on a ``buy`` only.

    >>> parse_at("buy", 3)
    3
    >>> parse_at("discard", 3)
    Traceback (most recent call last):
    ...
    engine.core.errors.InputError: at: only a buy says how many cards the seat held (2 buy at 3)
    """
    if kind != "buy":
        raise InputError(AT_BUY_ONLY(), "at")
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_HAND:
        raise InputError(AT_RANGE(most=MAX_HAND, value=value), "at")
    return value


# --- JSON in: records, deals, events --------------------------------------------------------------

_TOP = ("format", "game", "rules", "options", "tags")
_DEAL = ("dealer", "hands", "wall", "turned", "comment", "events")
_EVENT = ("seat", "type", "card", "with") + EXTRA_KEYS


def _object(raw: Any, keys: Sequence[str], where: str) -> dict[str, Any]:
    schema.expect(raw, dict, where or "record")
    for key in raw:
        if key not in keys:
            path = f"{where}.{key}" if where else str(key)
            raise InputError(UNKNOWN_FIELD(path=path, known=", ".join(keys)), path)
    checked: dict[str, Any] = raw
    return checked


def _required(raw: dict[str, Any], key: str, where: str) -> Any:
    return schema.field(raw, key, object, path=where)


def record_from_json(raw: Any, make: type[RecordT]) -> RecordT:
    """The record in JSON object ``raw``, checked, as a ``make`` (:class:`engine.core.record.Record`)."""
    sitting = isinstance(raw, dict) and "deals" in raw
    _object(raw, _TOP + (("deals",) if sitting else _DEAL), "")
    with at_field("format"):
        fmt = check_format(_required(raw, "format", ""))
    with at_field("game"):
        game = check_game(_required(raw, "game", ""))
    with at_field("rules"):
        preset = preset_of(game, _required(raw, "rules", ""))
    deck, seats, copies = deck_of(game), seats_of(game), copies_of(game)
    try:
        options = check_options(preset, raw.get("options", {}))
    except InputError as e:
        if not str(e).startswith("options"):
            raise e.at("options: ", "options") from None
        raise
    tags_raw = schema.field(raw, "tags", dict, default={})
    tags = {}
    for name, value in tags_raw.items():
        with at_field(f"tags.{name}"):
            tags[name] = check_tag(name, value, seats)
    head = {"game": game, "rules": raw["rules"], "options": options, "tags": tags, "format": fmt}
    if not sitting:
        d = _deal_from_json(raw, deck, "", seats, copies)
        return make(**head, dealer=d.dealer, hands=d.hands, wall=d.wall, turned=d.turned, events=d.events,
                      comment=d.comment)
    deals = schema.field(raw, "deals", list)
    if not deals:
        raise InputError(DEALS_EMPTY(), "deals")
    return make(**head, deals=tuple(_deal_from_json(_object(d, _DEAL, f"deals[{i}]"), deck, f"deals[{i}]", seats, copies)
                                      for i, d in enumerate(deals)))


def _deal_from_json(raw: dict[str, Any], deck: Any, where: str, seats: int = SEATS,
                    copies: Mapping[str, int] | None = None) -> Deal:
    pre = f"{where}." if where else ""
    with at_field(f"{pre}dealer"):
        dealer = check_dealer(_required(raw, "dealer", where), seats)
    hands_raw = schema.field_items(raw, "hands", str, path=where)
    if len(hands_raw) != seats:
        raise InputError(HANDS_COUNT(pre=pre, seats=seats), f"{pre}hands")
    hands = []
    for s, h in enumerate(hands_raw):
        with at_field(f"{pre}hands[{s}]"):
            hands.append(parse_cards(deck, h, f"{pre}hands[{s}]"))  # in the order written
    wall = turned = comment = None
    if "wall" in raw:
        with at_field(f"{pre}wall"):
            wall = parse_cards(deck, raw["wall"], f"{pre}wall")
    if "turned" in raw:
        with at_field(f"{pre}turned"):
            t = schema.expect(raw["turned"], (list, str), f"{pre}turned")
            if isinstance(t, list):
                turned = tuple(deck.card(c) for c in schema.items(t, str, f"{pre}turned"))
            else:
                turned = parse_cards(deck, t, f"{pre}turned")
    with at_field(f"{pre}hands"):
        check_deal(deck, dealer, hands, wall, copies)
    if "comment" in raw:
        comment = comment_from_json(raw["comment"], f"{pre}comment")
    events = schema.field(raw, "events", list, path=where, default=[])
    return Deal(dealer, tuple(hands), tuple(event_from_json(e, deck, f"{pre}events[{i}]", seats=seats)
                                            for i, e in enumerate(events)), wall, turned, comment)


def event_from_json(raw: Any, deck: Any, where: str, depth: int = 0, seats: int = SEATS) -> Event:
    """One event with its annotations, by one of ``seats`` seats; errors name ``where.field``."""
    _object(raw, _EVENT, where)
    seat = schema.seat(schema.field(raw, "seat", object, path=where), f"{where}.seat", seats)
    kind = schema.field(raw, "type", str, path=where)
    if kind not in EVENT_TYPES:
        raise InputError(UNKNOWN_TYPE(where=where, kind=kind), f"{where}.type")
    card = None
    with at_field(f"{where}.card"):
        if "card" in raw:
            card = deck.card(schema.field(raw, "card", str, path=where))
        elif kind not in NO_CARD:
            raise InputError(NEEDS_A_CARD(move=Text(VERB_ZH.get(kind, kind), kind)))
    with_ = []
    for k, c in enumerate(schema.field_items(raw, "with", str, path=where, default=[])):
        with at_field(f"{where}.with[{k}]"):
            with_.append(deck.card(c))
    if with_ and card is None:
        raise InputError(WITH_NEEDS_CARD(where=where), f"{where}.with")
    onto = comment = at = None
    if "onto" in raw:
        with at_field(f"{where}.onto"):
            onto = parse_onto(deck, raw["onto"])
    if "at" in raw:
        with at_field(f"{where}.at"):
            at = parse_at(kind, raw["at"])
    if "comment" in raw:
        comment = comment_from_json(raw["comment"], f"{where}.comment")
    nags = schema.field_items(raw, "nags", int, path=where, default=[])
    if not all(0 <= n <= MAX_NAG for n in nags):
        raise InputError(NAGS_RANGE(where=where, most=MAX_NAG), f"{where}.nags")
    lines = schema.field_items(raw, "variations", list, path=where, default=[])
    with at_field(f"{where}.variations"):
        if not all(lines):
            raise InputError(VARIATIONS_SHAPE())
        if lines and depth >= MAX_VARIATION_DEPTH:
            raise InputError(TOO_DEEP(most=MAX_VARIATION_DEPTH))
    variations = [[event_from_json(e, deck, f"{where}.variations[{v}][{j}]", depth + 1, seats)
                   for j, e in enumerate(line)]
                  for v, line in enumerate(lines)]
    plain = Event(seat, kind, card, tuple(with_))
    return annotated(plain, onto=onto, at=at, comment=comment, nags=nags, variations=variations)
