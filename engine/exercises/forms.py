"""How each question type is answered: the form of its answer, its choices, its canonical form.

The form tells an app which input to offer and a content file how an answer is written:

==============  ===========================================  ==============================
form            the answer                                   types
==============  ===========================================  ==============================
``yesno``       ``True`` / ``False``                          yuan, can_hu, valid
``number``      an integer                                   hutou, hushu, xi, zhuang
``numbers``     one integer per player (four)                net
``deck``        a set of card kinds (from the whole deck)    waits
``hand_some``   some of the shown cards, copies counted      group, pick
``hand_one``    one of the shown cards                       discard
``groups``      the shown cards laid out in groups           arrange
``choice``      one of :data:`CHOICES`                       chengpai, claim
==============  ===========================================  ==============================

>>> form("hutou"), form("arrange")
('number', 'groups')
>>> canonical("arrange", [["8p", "2s", "2m"], ["5m", "3m", "4m"]])
[['2m', '2s', '8p'], ['3m', '4m', '5m']]
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import InputError
from engine.core.bilingual import seat_name
from engine.core.reason import Text

FORMS: dict[str, str] = {
    "yuan": "yesno", "can_hu": "yesno", "valid": "yesno",
    "hutou": "number", "hushu": "number", "xi": "number", "zhuang": "number",
    "net": "numbers",
    "waits": "deck",
    "group": "hand_some", "pick": "hand_some",
    "discard": "hand_one",
    "arrange": "groups",
    "chengpai": "choice", "claim": "choice",
}

CHOICES: dict[str, tuple[tuple[Any, Text], ...]] = {
    "chengpai": (
        ("dagun", Text("打滚：已圆且满八胡", "rolling (da gun): yuan with 8 hutou already")),
        ("chuokou", Text("戳口：差一张成圆", "chuokou: one card short of yuan")),
        ("dunkou", Text("蹲口：已圆，胡头不满八", "dunkou: yuan, short of 8 hutou")),
        ("none", Text("都不是：没有一张牌能成", "none: no card wins")),
    ),
    "claim": (
        *((s, Text(seat_name(s, "zh"), seat_name(s, "en"))) for s in range(4)),
        ("none", Text("没人能要", "nobody may take it")),
    ),
}


def form(kind: str) -> str:
    try:
        return FORMS[kind]
    except KeyError:
        raise InputError(f"no answer form for question type {kind!r}", kind) from None


def canonical(kind: str, answer: Any) -> Any:
    """The answer in the form the answer lists use (an arrangement's groups sorted)."""
    if FORMS.get(kind) == "groups":
        return canonical_arrangement(answer)
    return answer


def canonical_arrangement(groups: Any) -> list[list[str]]:
    """Groups as sorted code lists, in a fixed order (the order the user made them never matters)."""
    if not isinstance(groups, (list, tuple)) or not all(isinstance(g, (list, tuple)) for g in groups):
        raise InputError("an arrangement is a list of groups, each a list of card codes", "answer")
    return sorted(sorted(str(c) for c in g) for g in groups)

