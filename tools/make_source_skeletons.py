"""Developer tool: split the original seed texts into paragraph blocks for content/sources/.

Run once per new seed: ``python tools/make_source_skeletons.py ../shared/seeds``. It never
overwrites an existing file (translations live there). The app never reads the seeds.
"""

from __future__ import annotations

import sys
from pathlib import Path

META = {
    "000": ("000-bahu-haimen.md", dict(id="s000", title="南通长牌八胡头", title_en="Bahu (Eight Hutou) of Nantong Long Cards",
            game="bahu", rules="haimen", region="海门 / 江北", region_en="Haimen, north of the Yangtze (Jiangbei)",
            script="hans", author="", author_en="", omitted_en="")),
    "001": ("001-bahu-tongdong.md", dict(id="s001", title="八胡入门（新版）", title_en="An Introduction to Bahu (new edition)",
            game="bahu", rules="tongdong", region="通东", region_en="Tongdong (eastern Nantong)",
            script="hans", author="赵建华（海门港）", author_en="Zhao Jianhua (Haimen Port)", omitted_en="")),
    "002": ("002-duzihu-danjiang.md", dict(id="s002", title="南通單將長牌", title_en="Nantong Single-Jiang Long Cards",
            game="duzihu", rules="danjiang, rugao", region="南通, 如皋", region_en="Nantong, Rugao",
            script="hant", author="", author_en="", omitted_en="")),
    "003": ("003-duzihu-shuangjiang.md", dict(id="s003", title="笃子胡（双将打法）", title_en="Duzihu (the double-jiang game)",
            game="duzihu", rules="shuangjiang", region="如皋, 海安, 如东", region_en="Rugao, Hai'an, Rudong",
            script="hans", author="", author_en="",
            omitted_en="The text starts mid-sentence in the original. The web page's closing residue (标签:, 上一篇, 下一篇 and an advertisement for a game site) is not part of the text and is left out.")),
    "004": ("004-waihuzi.md", dict(id="s004", title="歪胡子", title_en="Waihuzi",
            game="waihuzi", rules="waihuzi", region="湖南 华容 操军, 南县", region_en="Caojun (Huarong county) and Nan county, Hunan",
            script="hans", author="", author_en="", omitted_en="")),
}
RESIDUE_PREFIXES = ("标签:", "上一篇", "下一篇")


def paragraphs(text: str) -> list[str]:
    """Non-empty lines are paragraphs; consecutive table rows (with '|') stay together."""
    out: list[str] = []
    for line in text.splitlines():
        line = line.strip().strip("\u3000").strip()
        if not line:
            continue
        if line.startswith(RESIDUE_PREFIXES):
            continue
        if out and "|" in line and "|" in out[-1].splitlines()[-1]:
            out[-1] += "\n" + line
        else:
            out.append(line)
    return out


def main(seeds: Path, dest: Path) -> None:
    for seed in sorted(seeds.glob("[0-9][0-9][0-9]_*.txt")):
        name, meta = META[seed.name[:3]]
        target = dest / name
        if target.exists():
            print(f"keep {target}")
            continue
        lines = ["---", *(f"{k}: {v}" for k, v in {"seed": seed.name, **meta}.items()), "---", ""]
        for n, para in enumerate(paragraphs(seed.read_text(encoding="utf-8")), start=1):
            lines += [f"=== p{n:03d}", para, "--- en", "", ""]
        target.write_text("\n".join(lines), encoding="utf-8")
        print(f"wrote {target}")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(__file__).resolve().parent.parent / "content" / "sources")
