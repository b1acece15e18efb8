"""What the app asks of a game (:class:`GameAdapter`), Qt-free. The engine's plug
(:mod:`engine.core.registry`) says what the game is and plays it; an adapter adds what the app shows and
how it builds a table from a record: the facts that shared app code would otherwise get by testing
the game's name."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Literal

from archive_app.presenters.table_model import CurrentCard, SeatView, codes, meld
from engine.core.registry import GamePlug
from engine.core.registry import game as find_game

HandMeasure = Literal["yuan", "sets", "dead"]
Unit = Literal["hutou", "hu", "xi"]

# The 长牌 grid: 万, 条, 饼, then 千字 红花 白花 喜.
LONG_ROWS: tuple[tuple[str, ...], ...] = (tuple(f"{r}m" for r in range(1, 10)), tuple(f"{r}s" for r in range(1, 10)),
                                          tuple(f"{r}p" for r in range(1, 10)), ("Q", "H", "B", "X"))
LONG_ROW_NAMES = ("wan", "tiao", "bing", "others")

# What a finished hand's result lines are: (中文, English, source paragraphs).
ResultLine = tuple[str, str, str]


class GameAdapter:
    """Subclasses (one module per game under ``archive_app/games/``) set the facts and implement the table."""

    key: str = ""
    label_en: str = ""  # the English name the app shows, when shorter than the engine's ``name_en``
    learner_seats: tuple[int, ...] = (0, 1, 2, 3)  # the seats a learner may take at the practice table
    draw_is_flip: bool = False  # a card from the wall is turned up for all to see (the move says so)
    has_turned_card: bool = False  # a deal comes with a card turned up (笃子胡's 将): typed with the hands
    hand_measure: HandMeasure = "yuan"  # how the analysis says how near a hand is (see replay_analysis)
    wait_unit: Unit = "hutou"  # what the number beside each wait counts
    count_unit: str = ""  # what a hand counts for the learner's seat: "zhuang", "hu" or "xi" (none: points)
    row_names: tuple[str, ...] = LONG_ROW_NAMES  # the card grid's row captions, as words to translate
    deck_rows: tuple[tuple[str, ...], ...] = LONG_ROWS  # the card codes of each grid row
    table_puzzle_types: frozenset[str] = frozenset()  # puzzle types judged at the table, not on a hand
    scores_puzzles: bool = False  # a scorer judges its puzzles (:meth:`puzzle_score`), not a hand analysis
    claim_duties: bool = False  # a seat may be bound to claim the card up (八胡's 触口, 开招 …)
    places_in_play_order: bool = False  # 下家/上家 among the seats that play (else by the seats round the table)
    has_faces: bool = True  # the app's card faces (长牌, 歪胡子) draw its cards; else plain named cards

    @property
    def plug(self) -> GamePlug:
        return find_game(self.key)

    def names(self) -> tuple[str, str]:
        """The game's name (中文, English) as the app shows it."""
        return self.plug.name_zh, self.label_en or self.plug.name_en

    @property
    def seats(self) -> int:
        """The seats at the table (the engine plug's)."""
        return self.plug.seats

    @property
    def deck(self) -> Any:
        """The engine's deck (``parse``, ``format``, ``by_code``)."""
        return self.plug.deck

    @property
    def rule_sets(self) -> tuple[str, ...]:
        return tuple(self.plug.rule_sets)

    def left_out(self, rules: str) -> tuple[str, ...]:
        """Codes of the cards the rule set takes out of the deck."""
        return ()

    def xi_in_hand(self, rules: str) -> bool:
        """Whether a hand may hold a 喜 under the rule set (an answer grid offers it then)."""
        return False

    def dealers_for(self, seat: int) -> list[int]:
        """The dealers with whom ``seat`` is dealt cards."""
        return [0, 1, 2, 3]

    # --- the table, from a snapshot (see archive_app.presenters.table_model) ---
    how_words: dict[str, str] = {}  # the snapshot's words for how the card up came → discard, flip, draw, rob, deal

    def seat_view(self, seat: int, raw: dict[str, Any], snap: dict[str, Any]) -> SeatView:
        """One seat of the state's ``snapshot()``; by default its ``hand``, ``melds`` and ``discards``."""
        deck = self.deck
        return SeatView(seat, hand=codes(raw.get("hand", ""), deck),
                        melds=tuple(meld(m, deck) for m in raw.get("melds", ())),
                        discards=codes(raw.get("discards", ""), deck))

    def current_card(self, snap: dict[str, Any]) -> CurrentCard | None:
        """The card up, from the snapshot's ``current`` (``card``, ``seat`` or ``by``, ``how``)."""
        cur = snap.get("current")
        if not cur:
            return None
        seat = cur.get("seat", cur.get("by"))
        how = cur.get("how", "discard")
        return CurrentCard(cur["card"], seat if isinstance(seat, int) else None, self.how_words.get(how, how))

    def card_names(self, code: str) -> tuple[str, str]:
        """A card's (中文, English) name: ``("三万", "three wan")``."""
        from archive_app.cardfaces.keys import card_names

        return card_names(code)

    def seat_facts(self, state: Any, seat: int) -> dict[str, Any]:
        """How near the seat's hand is and what it waits on, in the keys :attr:`hand_measure` names:
        "yuan" ``yuan hutou distance can_hu``, "sets" ``complete sets_needed``, "dead" ``dead``; and
        ``waits``, ``[(card, count in wait_unit or None)]``."""
        return {"waits": []}

    def takes_part(self, state: Any, seat: int) -> bool:
        """Whether ``seat`` plays the hand at ``state`` (a state that does not say lets every seat play)."""
        says = getattr(state, "takes_part", None)
        return True if says is None else bool(says(seat))

    # --- the table ---
    def deal(self, rules: str, number: int, dealer: int) -> tuple[Sequence[Any], Sequence[Any] | None, Sequence[Any] | None]:
        """A shuffled deal (the same ``number`` deals the same cards): (hands, wall, turned card or None)."""
        raise NotImplementedError

    def result_lines(self, state: Any) -> tuple[list[ResultLine], Any]:
        """A finished hand's lines (the settlement's arithmetic, the winner's score) and the settlement
        the settlement page draws (None when the game has no such page)."""
        return [], None

    # --- lessons ---
    def grouping(self, kind: str, rules: str, position: dict[str, Any]
                 ) -> tuple[list[tuple[Any, tuple[str, ...], int, bool]], tuple[str, ...]] | None:
        """After a wrong answer to a question of type ``kind``: the grouping the engine finds for the
        position's hand — its groups (name as zh/en text, card codes, value, on the table) and the cards no
        group holds — or None when the game shows none for that type."""
        return None

    # --- puzzles ---
    def puzzle_score(self, rules: str, position: dict[str, Any], **given: Any) -> Any:
        """A scorer's answer for a puzzle's position (with ``hand``/``win`` replaced when given), when
        :attr:`scores_puzzles`."""
        raise NotImplementedError

    def __repr__(self) -> str:
        return f"<adapter {self.key}>"
