"""One exercise or puzzle: ``{"id", "game", "rules", "type", "position", "prompt", "answers", "themes",
"rating", "source"}``, as one JSON object (one line in a puzzle file).

``answers`` lists **every** correct answer; an answer the user gives is right when it equals one of
them (sets of cards compare as sorted code lists). The engine computes them
(:mod:`engine.exercises.answers`); content may state them and the checker compares.

>>> p = Puzzle.from_json({"id": "x1", "game": "bahu", "rules": "haimen", "type": "yuan",
...                       "position": {"hand": "234m", "melds": []}, "answers": [True]})
>>> p.accepts(True), p.accepts(False)
(True, False)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core import schema
from engine.core.errors import InputError

FIELDS = ("id", "game", "rules", "type", "position", "prompt", "answers", "themes", "rating", "source")


def normal(answer: Any) -> Any:
    """Answers compare in a canonical form: lists of card codes as sorted tuples, lists as tuples."""
    if isinstance(answer, (list, tuple)):
        items = [normal(a) for a in answer]
        if all(isinstance(a, str) for a in items):
            return tuple(sorted(items))
        return tuple(items)
    return answer


@dataclass(frozen=True)
class Puzzle:
    id: str
    game: str
    rules: str
    type: str
    position: dict[str, Any]
    answers: tuple[Any, ...]
    prompt: dict[str, str] = field(default_factory=dict)
    themes: tuple[str, ...] = ()
    rating: int = 1500
    source: Any = ""  # text (paragraph IDs, ``generated:SEED``) or an object (``{"kind": "selfplay", …}``)

    def accepts(self, answer: Any) -> bool:
        given = normal(answer)
        return any(normal(a) == given for a in self.answers)

    def key(self) -> str:
        """What makes two puzzles the same: game, rules, type and position."""
        import json

        return json.dumps([self.game, self.rules, self.type, self.position], sort_keys=True, ensure_ascii=False)

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "game": self.game, "rules": self.rules, "type": self.type, "position": self.position,
                "prompt": self.prompt, "answers": list(self.answers), "themes": list(self.themes),
                "rating": self.rating, "source": self.source}

    @classmethod
    def from_json(cls, raw: Any) -> Puzzle:
        schema.expect(raw, dict, "puzzle")
        unknown = [k for k in raw if k not in FIELDS]
        if unknown:
            raise InputError(f"unknown puzzle field {unknown[0]!r}", unknown[0])
        for name in ("id", "game", "rules", "type"):
            if not schema.field(raw, name, str):
                raise InputError(f"puzzle field {name!r} must be a non-empty string", name)
        position = schema.field(raw, "position", dict)
        answers = schema.field(raw, "answers", list)
        if not answers:
            raise InputError("puzzle field 'answers' must be a non-empty list", "answers")
        rating = schema.field(raw, "rating", int, default=1500)
        themes = schema.field_items(raw, "themes", str, default=[])
        prompt = schema.field(raw, "prompt", dict, default={})
        for lang, text in prompt.items():
            schema.expect(text, str, f"prompt.{lang}")
        source = schema.field(raw, "source", (str, dict), default="")
        return cls(raw["id"], raw["game"], raw["rules"], raw["type"], position, tuple(answers),
                   prompt, tuple(themes), rating, source)
