"""Writes the small annotated records the replay page's tests open (tests/ui/replay_games/): bots'
hands (``selfplay``) with a title and summary, comments with links, glyphs and a variation added.
Run from the repository root: ``python tests/ui/make_replay_games.py``."""

import tempfile
from dataclasses import replace
from pathlib import Path

from engine.core.record import Comment, Record, annotated
from engine.replay.selfplay import run
from archive_app.presenters.replay_table import HandTable

OUT = Path(__file__).parent / "replay_games"
GAMES = (("bahu", "haimen", 5, "八胡对局", "A Bahu hand"), ("duzihu", "danjiang", 5, "笃子胡对局", "A Duzihu hand"),
         ("waihuzi", "waihuzi", 5, "歪胡子对局", "A Waihuzi hand"))


def make(game: str, rules: str, seed: int, zh: str, en: str) -> None:
    with tempfile.TemporaryDirectory() as tmp:
        run(game, rules, 1, seed, tmp, "greedy")
        [path] = Path(tmp).glob("*.json")
        record = Record.load(path)
    events = list(record.events)
    events[0] = annotated(events[0], comment=Comment("第一步，见[[g:yuan]]。", "The first move; see [[g:yuan]]."))
    events[3] = annotated(events[3], nags=(1,), comment=Comment("好棋 [[s001.p042]]", "Good [[s001.p042]]"))
    # a variation: another legal event instead of the first event that has one
    table = HandTable(record)
    for k in range(5, len(events)):
        state = table.play([e.plain() for e in events[:k]])
        others = [e for e in state.legal_moves() if e != events[k] and e.type == events[k].type]
        if others:
            break
    events[k] = annotated(events[k], nags=(2,),
                          variations=[[annotated(others[0], comment=Comment("另一种打法", "Another way"))]])
    tags = {"Title": zh, "TitleEn": en, "Summary": f"{zh}的摘要", "SummaryEn": f"Summary of {en}"}
    out = replace(record, tags={**tags, **{k: v for k, v in record.tags.items() if k not in ("seed", "Seed")}},
                  events=tuple(events))
    folder = OUT / game
    folder.mkdir(parents=True, exist_ok=True)
    (folder / f"{rules}-sample.txt").write_text(out.to_text(), encoding="utf-8")


if __name__ == "__main__":
    for g in GAMES:
        make(*g)
