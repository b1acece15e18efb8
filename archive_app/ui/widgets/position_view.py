"""What an exercise shows besides its input: the hand and table, the four seats of a claim, the
players of a settlement — as card groups for :class:`~archive_app.ui.widgets.hand_view.HandView`.

The texts come through ``tr`` (context "PositionView"); the card faces from the position's
notation, read with the game's deck.
"""

from __future__ import annotations

from typing import Any

from archive_app.qt import QtCore
from archive_app.ui.language import seat_name
from archive_app.ui.widgets.hand_view import CardGroup

HAND_INPUT_TYPES = ("pick", "group", "discard", "arrange")  # the hand is the input: show only the table
MELD_SIZES = {"peng": 3, "wai": 3, "kan": 3, "gang": 4, "angang": 4, "bomb": 4, "liu": 4, "zhang": 1}


TEXTS = {
    "hand": QtCore.QT_TRANSLATE_NOOP("PositionView", "Hand"),
    "on_the_table": QtCore.QT_TRANSLATE_NOOP("PositionView", "On the table"),
    "turned_jiang": QtCore.QT_TRANSLATE_NOOP("PositionView", "Turned jiang"),
    "winning_card": QtCore.QT_TRANSLATE_NOOP("PositionView", "Winning card"),
    "turned_up_by_player_n": QtCore.QT_TRANSLATE_NOOP("PositionView", "turned up by %1"),
    "discarded_by_player_n": QtCore.QT_TRANSLATE_NOOP("PositionView", "discarded by %1"),
    "this_card": QtCore.QT_TRANSLATE_NOOP("PositionView", "This card"),
    "stale_passed_it_before": QtCore.QT_TRANSLATE_NOOP("PositionView", "stale: passed it before"),
    "no_cards_shown": QtCore.QT_TRANSLATE_NOOP("PositionView", "no cards shown"),
    "bought_zhuang": QtCore.QT_TRANSLATE_NOOP("PositionView", "bought zhuang"),
    "cannon": QtCore.QT_TRANSLATE_NOOP("PositionView", "cannon"),
    "in_jail": QtCore.QT_TRANSLATE_NOOP("PositionView", "in jail"),
    "forfeits": QtCore.QT_TRANSLATE_NOOP("PositionView", "forfeits"),
    "huanghu": QtCore.QT_TRANSLATE_NOOP("PositionView", "huanghu"),
    "wins_n_hutou_pinghu": QtCore.QT_TRANSLATE_NOOP("PositionView", "wins: %1 hutou, pinghu"),
    "wins_n_hutou_piaohu": QtCore.QT_TRANSLATE_NOOP("PositionView", "wins: %1 hutou, piaohu"),
    "nothing_on_the_table": QtCore.QT_TRANSLATE_NOOP("PositionView", "nothing on the table"),
}


def _tr(key: str) -> str:
    return QtCore.QCoreApplication.translate("PositionView", TEXTS[key])


def card_codes(game: str, text: str) -> list[str]:
    from archive_app.content.lesson_answers import Bad, card_codes as codes

    try:
        return codes(game, text)
    except Bad:
        return []


def meld_codes(game: str, text: str) -> list[str]:
    """The faces of a meld written ``kind:cards`` (``peng:Q`` → three Q)."""
    kind, _, rest = text.partition(":")
    codes = card_codes(game, rest.partition("@")[0])
    if len(codes) == 1:
        codes *= MELD_SIZES.get(kind.strip().lower(), 1)
    return codes


def _table(game: str, melds: list[str], caption: str) -> list[CardGroup]:
    return [CardGroup(tuple(meld_codes(game, m)), caption, m.partition(":")[0], "table") for m in melds]


def hand_groups(game: str, kind: str, position: dict[str, Any]) -> list[CardGroup]:
    groups = []
    if kind not in HAND_INPUT_TYPES and position.get("hand"):
        groups.append(CardGroup(tuple(card_codes(game, position["hand"])), _tr("hand")))
    groups += _table(game, list(position.get("melds", [])), _tr("on_the_table"))
    if position.get("jiang"):
        groups.append(CardGroup(tuple(c for j in position["jiang"] for c in card_codes(game, j)), _tr("turned_jiang"),
                                tone="good"))
    if position.get("win") and kind not in ("waits",):
        groups.append(CardGroup(tuple(card_codes(game, position["win"])), _tr("winning_card"), tone="good"))
    return groups


def claim_groups(game: str, position: dict[str, Any]) -> list[CardGroup]:
    source = position.get("from", 0)
    how = _tr("turned_up_by_player_n") if position.get("how") == "flip" else _tr("discarded_by_player_n")
    groups = [CardGroup(tuple(card_codes(game, position.get("card", ""))), _tr("this_card"),
                        how.replace("%1", seat_name(source)), "good")]
    hands = position.get("hands", ["", "", "", ""])
    tables = position.get("tables", [[], [], [], []])
    stale = set(position.get("stale", []))
    empty = []
    for seat in range(4):
        name = seat_name(seat)
        cards = tuple(card_codes(game, hands[seat])) if seat < len(hands) else ()
        table = list(tables[seat]) if seat < len(tables) else []
        if not cards and not table and seat not in stale:
            empty.append(seat)  # players with nothing to show share one line
            continue
        groups.append(CardGroup(cards, name, _tr("stale_passed_it_before") if seat in stale else "",
                                "muted" if not cards else ""))
        groups += _table(game, table, name)
    if empty:
        groups.append(_nobody(empty, _tr("no_cards_shown")))
    return groups


def _nobody(seats: list[int], detail: str) -> CardGroup:
    return CardGroup((), ", ".join(seat_name(s) for s in seats), detail, "muted")


def settlement_groups(game: str, position: dict[str, Any]) -> list[CardGroup]:
    winner = position.get("winner") or {}
    flags = {"bought": _tr("bought_zhuang"), "cannon": _tr("cannon"), "jailed": _tr("in_jail"),
             "forfeit": _tr("forfeits"), "huang": _tr("huanghu")}
    groups, empty = [], []
    for seat, player in enumerate(position.get("players", [{}, {}, {}, {}])):
        cards = tuple(c for m in player.get("melds", []) for c in meld_codes(game, m))
        details = [text for key, text in flags.items() if player.get(key)]
        if not cards and not details and winner.get("seat") != seat and position.get("seat") != seat:
            empty.append(seat)  # players with nothing on the table share one line
            continue
        if winner and winner.get("seat") == seat:
            win = _tr("wins_n_hutou_pinghu") if winner.get("ping") else _tr("wins_n_hutou_piaohu")
            details.insert(0, win.replace("%1", str(winner.get("hutou"))))
        tone = "good" if winner and winner.get("seat") == seat else ("table" if cards else "muted")
        if not cards:
            details.append(_tr("nothing_on_the_table"))
        asked = position.get("seat") == seat
        name = seat_name(seat) + (" ←" if asked else "")
        groups.append(CardGroup(cards, name, " · ".join(details), tone))
    if empty:
        groups.append(_nobody(empty, _tr("nothing_on_the_table")))
    return groups


def position_groups(game: str, kind: str, position: dict[str, Any]) -> list[CardGroup]:
    """The card groups an exercise shows above its input."""
    if kind == "claim":
        return claim_groups(game, position)
    if kind in ("zhuang", "net"):
        return settlement_groups(game, position)
    return hand_groups(game, kind, position)
