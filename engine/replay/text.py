"""Plain-text views of the shared answers, for a reader at a terminal (``--json`` prints the answers whole)."""

from __future__ import annotations

from typing import Any

from engine.core.bilingual import seat_name

# How ``record check`` says each way a hand ends; ``exhausted`` is the game's own words (its plug's).
_ENDS = {"abandoned": "the record stops before the hand ends"}


def check_text(out: dict[str, Any], exhausted: str, counted: str = "zhuang") -> str:
    """``record check``'s answer as lines: the rules broken, then how the hand ended and settled.
    ``counted`` names the result's ``zhuang`` list (what each seat's hand counted)."""
    lines = [f"{out['rules']}: {out['events']} events, "
             + ("no rule broken" if out["ok"] else f"{len(out['violations'])} rule(s) broken")]
    for v in out["violations"]:
        where = "the deal" if v["event"] < 0 else f"event {v['event']}"
        lines.append(f"  {where}, {seat_name(v['seat'])}: {v['en']} [{v['rule']}, {v['source']}; penalty {v['penalty']}]")
    res = out["result"]
    end = f"{seat_name(res['winner'])} won" if res["end"] == "hu" else {"exhausted": exhausted, **_ENDS}[res["end"]]
    lines.append(f"  {end}; {counted} {res['zhuang']}, net {res['net']}")
    return "\n".join(lines)


def legal_text(legal: list[dict[str, Any]], withs: bool = False) -> str:
    """``legal: 0 discard 5m, 1 pass, …`` (``withs``: each claim's cards from the hand too)."""
    return "legal: " + ", ".join(" ".join([str(e["seat"]), e["type"]] + ([e["card"]] if "card" in e else [])
                                          + (e.get("with", []) if withs else [])) for e in legal)
