"""Themes (what a puzzle trains) from the rules the engine's answer used, and the question's wording."""

from __future__ import annotations

from typing import Any

PROMPTS: dict[tuple[str, str], tuple[str, str]] = {
    ("bahu", "yuan"): ("这手牌圆不圆？", "Is this hand yuan (every plain card in a group)?"),
    ("bahu", "can_hu"): ("这手牌能胡吗？", "Can this hand win (hu)?"),
    ("bahu", "hutou"): ("这手圆牌最多有几个胡头？", "How many hutou does this yuan hand count at most?"),
    ("bahu", "waits"): ("这手牌听哪些张？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
    ("bahu", "discard"): ("打哪一张，牌圆而且胡头最多？", "Which discard leaves the hand yuan with the most hutou?"),
    ("duzihu", "valid"): ("这手牌成牌了吗？", "Is this hand a win?"),
    ("duzihu", "hushu"): ("这手牌一共多少胡？", "How many hu does this winning hand score?"),
    ("duzihu", "waits"): ("这手牌听哪些张？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
    ("waihuzi", "valid"): ("这手牌能胡吗？", "Is this hand a win?"),
    ("waihuzi", "xi"): ("这手牌一共多少息？", "How many xi does this winning hand count?"),
    ("waihuzi", "waits"): ("这手牌听哪些字？把所有听张都选出来。", "Which cards does this hand wait on? Select every one."),
}


def prompt(game: str, kind: str) -> dict[str, str]:
    zh, en = PROMPTS.get((game, kind), ("", ""))
    return {"zh": zh, "en": en}


def themes_of(game: str, rules: str, kind: str, position: dict[str, Any], answer: list[Any]) -> tuple[str, ...]:
    """Group kinds of the arrangement (combinations, 豹子, 文钱, 招儿, table melds) and the answer's shape."""
    if game == "bahu" and kind in ("claim", "zhuang"):
        from engine.puzzles.table_positions import table_themes

        return table_themes(rules, kind, position, answer)
    if game != "bahu":
        out = {"melds"} if position.get("melds") else set()
        if kind == "valid" and not answer[0]:
            out.add("near_miss")
        if kind == "waits" and len(answer[0]) > 1:
            out.add("several_waits")
        if position.get("self_drawn"):
            out.add("self_drawn")
        if kind != "waits":  # a scored hand: what it is made of (笃子胡 飘/清/塌, 歪胡子 坎/歪/二七十 …)
            out |= _scored_themes(game, rules, position)
        return tuple(sorted(out))
    from engine.bahu.analysis import analyze

    a = analyze(position["hand"], position["melds"], rules, with_waits=False, hints=False)
    out = {g.kind for g in a.groups if g.kind not in ("run", "jiang")}
    if position.get("melds"):
        out.add("melds")
    if kind == "discard" and len(answer) > 1:
        out.add("several_answers")
    if kind == "yuan" and not answer[0]:
        out.add("near_miss")
    return tuple(sorted(out))


def _scored_themes(game: str, rules: str, position: dict[str, Any]) -> set[str]:
    """笃子胡: the hand type of a win (``piao``, ``qing``, ``ta``); 歪胡子: the kinds of group that count 息."""
    from engine.core.errors import InputError

    try:
        if game == "duzihu":
            from engine.exercises.answers_other import _duzihu_score

            s = _duzihu_score(rules, position)
            return {s.type.value} if s.valid and s.type is not None else set()
        from engine.exercises.answers_other import _waihuzi_score

        s = _waihuzi_score(rules, position)
        return {g.kind.value for g in s.groups if g.kind.value not in ("shun", "pair")}  # every hand has them
    except InputError:
        return set()
