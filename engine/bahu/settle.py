"""八胡 settlement (庄算 and 底算): every player's 庄, the winner's 底, who pays whom.

Sources: seed 000 §六 (s000.p057–p077) and §七, seed 001 §7–8 (s001.p083–p115).
Decisions where they are silent are in ``docs/rules/bahu-settlement.md``.

The worked example of seed 000 (s000.p077): player 0 bought, wins 飘胡 with 9 胡头 holding one
将碰 and one 素碰:

>>> r = settle(Round.from_json({"rules": "haimen", "players": [
...     {"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
...     "winner": {"seat": 0, "hutou": 9, "ping": False}}))
>>> r.zhuang, r.di, r.net
((6, 0, 0, 0), 2, (60, -20, -20, -20))
>>> r.explain_en[-3]  # one of the three payments
'Player 1 pays player 0: 6 zhuang × 3 (bought) + 2 di = 20'
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.bahu.groups import JIANG, Meld
from engine.bahu.rules import RuleSet
from engine.cards import Card, CardError, counts_of
from engine.explain import InputError, Reason

SEATS = 4


@dataclass(frozen=True)
class Player:
    """One seat's table and status for the settlement."""

    melds: tuple[Meld, ...] = ()
    bombs: tuple[Card, ...] = ()  # 爆炸/摊庄 from the deal (laid out, or turned down by a 黄胡 player)
    bought: bool = False  # 买庄
    cannon: bool = False  # 大炮
    huang: bool = False  # 黄胡: counts only bombs (s000.p064, s001.p106)
    jailed: bool = False  # 坐牢: 庄 counted as 0 (s000.p079, s001.p108)
    forfeit: bool = False  # 折庄 and the like: this round's 庄 not counted, still pays (s001.p109–p113)
    covers: tuple[int, ...] = ()  # 包: pays what these seats would pay others (s001.p114–p115)


@dataclass(frozen=True)
class Winner:
    seat: int
    hutou: int
    ping: bool  # 平胡: a triplet or bomb came with the deal (s000.p051, s001.p089)


@dataclass(frozen=True)
class Round:
    rules: RuleSet
    players: tuple[Player, ...]
    winner: Winner | None

    @staticmethod
    def from_json(data: Any) -> Round:
        """Parse the CLI's round JSON; errors name the field (``players[2].melds[0]``)."""
        if not isinstance(data, dict):
            raise InputError("round: expected a JSON object", "round")
        rules = RuleSet.named(_typed(data.get("rules", "haimen"), str, "rules")).with_json_options(data.get("options"))
        players_raw = data.get("players")
        if not isinstance(players_raw, list) or len(players_raw) != SEATS:
            raise InputError("players: expected a list of four players", "players")
        players = tuple(_player(p, i) for i, p in enumerate(players_raw))
        everything = [c for p in players for m in p.melds for c in m.cards] + [c for p in players for c in p.bombs * 4]
        try:
            counts_of(everything)
        except CardError as e:
            raise InputError(f"players: {e}", e.token) from None
        winner = _winner(data.get("winner"), players)
        for i, p in enumerate(players):
            for seat in p.covers:
                if seat == i or not 0 <= seat < SEATS:
                    raise InputError(f"players[{i}].covers: {seat} is not another seat (0–3)", f"players[{i}].covers")
        return Round(rules, players, winner)


def _typed(value: Any, kind: type, name: str) -> Any:
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise InputError(f"{name}: expected {kind.__name__}, got {json_type(value)}", name)
    return value


def json_type(value: Any) -> str:
    return {bool: "boolean", int: "number", float: "number", str: "string", list: "list", dict: "object"}.get(
        type(value), "null")


def _player(raw: Any, i: int) -> Player:
    where = f"players[{i}]"
    if not isinstance(raw, dict):
        raise InputError(f"{where}: expected an object", where)
    melds = []
    for j, text in enumerate(_typed(raw.get("melds", []), list, f"{where}.melds")):
        try:
            meld = Meld.parse(_typed(text, str, f"{where}.melds[{j}]"))
        except InputError as e:
            raise InputError(f"{where}.melds[{j}]: {e}", f"{where}.melds[{j}]") from None
        if meld.kind not in ("peng", "gang", "bomb", "chi"):
            raise InputError(f"{where}.melds[{j}]: {meld.kind} is not a table meld for settlement", f"{where}.melds[{j}]")
        melds.append(meld)
    bombs = [m.cards[0] for m in melds if m.kind == "bomb"]
    melds = [m for m in melds if m.kind != "bomb"]
    for j, text in enumerate(_typed(raw.get("bombs", []), list, f"{where}.bombs")):
        try:
            bombs.append(Card.parse(_typed(text, str, f"{where}.bombs[{j}]")))
        except InputError as e:
            raise InputError(f"{where}.bombs[{j}]: {e}", f"{where}.bombs[{j}]") from None
    flags = {}
    for name in ("bought", "cannon", "huang", "jailed", "forfeit"):
        flags[name] = _typed(raw.get(name, False), bool, f"{where}.{name}")
    covers = tuple(_typed(s, int, f"{where}.covers") for s in _typed(raw.get("covers", []), list, f"{where}.covers"))
    return Player(tuple(melds), tuple(bombs), covers=covers, **flags)


def _winner(raw: Any, players: tuple[Player, ...]) -> Winner | None:
    if raw is None:
        return None
    if not isinstance(raw, dict):
        raise InputError("winner: expected an object or null", "winner")
    seat = _typed(raw.get("seat"), int, "winner.seat")
    if not 0 <= seat < SEATS:
        raise InputError(f"winner.seat: {seat} is not a seat (0–3)", "winner.seat")
    hutou = _typed(raw.get("hutou"), int, "winner.hutou")
    if hutou < 8:
        raise InputError(f"winner.hutou: {hutou} is too few to win (8 are needed, s000.p053)", "winner.hutou")
    if players[seat].huang:
        raise InputError(f"winner.seat: player {seat} is huanghu and cannot win (s000.p035)", "winner.seat")
    return Winner(seat, hutou, _typed(raw.get("ping", False), bool, "winner.ping"))


# --- 庄 ---------------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settlement:
    zhuang: tuple[int, ...]
    di: int
    payments: tuple[tuple[int, ...], ...]
    net: tuple[int, ...]
    multipliers: tuple[tuple[int, ...], ...]
    lines: tuple[Reason, ...] = field(default=())

    @property
    def explain_en(self) -> list[str]:
        return [r.en for r in self.lines]

    @property
    def explain_zh(self) -> list[str]:
        return [r.zh for r in self.lines]

    def to_json(self) -> dict[str, Any]:
        return {"zhuang": list(self.zhuang), "di": self.di, "payments": [list(r) for r in self.payments],
                "net": list(self.net), "multipliers": [list(r) for r in self.multipliers],
                "explain": self.explain_en, "explain_zh": self.explain_zh,
                "reasons": [r.to_json() for r in self.lines]}


def table_zhuang(p: Player, rules: RuleSet) -> tuple[int, list[Reason]]:
    """庄 from a player's table: 碰/杠 and bombs, counted whether or not they win."""
    reasons: list[Reason] = []
    jiang_pengs = sum(1 for m in p.melds if m.kind in ("peng", "gang") and m.is_jiang)
    su_pengs = sum(1 for m in p.melds if m.kind in ("peng", "gang") and not m.is_jiang)
    jiang_bombs = sum(1 for c in p.bombs if c.index in JIANG)
    su_bombs = len(p.bombs) - jiang_bombs
    total = 0
    if p.huang:  # 黄胡 counts only the bombs turned down on the table
        su_pengs = jiang_pengs = 0
    if jiang_pengs:
        table = rules.jiang_peng_zhuang
        z = table[jiang_pengs - 1] if jiang_pengs <= len(table) else table[-1] + (table[-1] - table[-2]) * (jiang_pengs - len(table))
        total += z
        reasons.append(Reason("bahu.zhuang.jiang_peng", "s000.p062 s001.p086",
                              f"将碰/杠 {jiang_pengs} 对：{z} 庄", f"{jiang_pengs} jiang peng/gang: {z} zhuang"))
        if su_pengs:  # 混碰庄: with a 将碰 every 素碰 is one 庄 (s000.p063, s001.p086)
            total += su_pengs
            reasons.append(Reason("bahu.zhuang.mixed", "s000.p063 s001.p086",
                                  f"有将碰，素碰/杠 {su_pengs} 对各一庄：{su_pengs} 庄",
                                  f"with a jiang peng, each of {su_pengs} plain peng/gang is 1 zhuang: {su_pengs}"))
    elif su_pengs:
        z = max(0, su_pengs - 3)  # four 素碰 make the first 庄 (s000.p061, s001.p086)
        total += z
        reasons.append(Reason("bahu.zhuang.su_peng", "s000.p061 s001.p086",
                              f"素碰/杠 {su_pengs} 对（无将碰，满四对起算）：{z} 庄",
                              f"{su_pengs} plain peng/gang and no jiang peng (four make the first): {z} zhuang"))
    if su_bombs or jiang_bombs:
        z = su_bombs + 4 * jiang_bombs
        total += z
        reasons.append(Reason("bahu.zhuang.bomb", "s000.p064 s000.p065 s001.p087",
                              f"爆炸：素 {su_bombs} 个、将 {jiang_bombs} 个：{z} 庄",
                              f"bombs: {su_bombs} plain, {jiang_bombs} jiang: {z} zhuang"))
    return total, reasons


def win_bonus(p: Player, w: Winner) -> tuple[int, int, Reason]:
    """胡牌庄 and 底 of the winner (s000.p066–p071, s001.p088–p096)."""
    big = w.hutou >= 11
    if w.ping:
        z, di = (3 if big else 2), 1
        return z, di, Reason("bahu.win.ping", "s000.p067 s000.p068 s001.p089 s001.p096",
                             f"平胡 {w.hutou} 胡头：加 {z} 庄、{di} 底", f"pinghu with {w.hutou} hutou: +{z} zhuang, +{di} di")
    if any(m.kind in ("peng", "gang") and m.is_jiang for m in p.melds):
        z, di = (6 if big else 4), 2
        return z, di, Reason("bahu.win.piao", "s000.p069 s000.p070 s001.p090 s001.p096",
                             f"飘胡（碰将对）{w.hutou} 胡头：加 {z} 庄、{di} 底",
                             f"piaohu with a jiang peng, {w.hutou} hutou: +{z} zhuang, +{di} di")
    return 8, 8, Reason("bahu.win.heiba", "s000.p071 s001.p091 s001.p096",
                        "黑八（飘胡没碰将）：加 8 庄、8 底", "heiba (piaohu with no jiang peng): +8 zhuang, +8 di")


def pair_multiplier(a: Player, b: Player, rules: RuleSet) -> tuple[int, str, str]:
    """The 1·3·5 multipliers of s000.p072–p076 and s001.p100–p102."""
    if a.cannon and b.cannon:
        return 10, "两大炮", "two cannons"
    if a.cannon or b.cannon:
        other = b if a.cannon else a
        if other.bought:
            return 8, "大炮对买庄", "cannon against a buyer"
        return rules.cannon_multiplier, "大炮", "cannon"
    if a.bought and b.bought:
        return 5, "对庄", "both bought"
    if a.bought or b.bought:
        return 3, "买庄", "bought"
    return 1, "", ""


def settle(rnd: Round) -> Settlement:
    rules, players, w = rnd.rules, rnd.players, rnd.winner
    lines: list[Reason] = []
    zhuang = []
    for i, p in enumerate(players):
        z, reasons = table_zhuang(p, rules)
        if w and w.seat == i:
            bonus, _, why = win_bonus(p, w)
            z += bonus
            reasons.append(why)
        if p.jailed or p.forfeit:
            why_zh, why_en, src = (("坐牢", "in jail", "s000.p079 s001.p108") if p.jailed
                                   else ("折庄", "forfeited this round", "s001.p109 s001.p112 s001.p113"))
            reasons.append(Reason("bahu.zhuang.void", src, f"{why_zh}：庄数按 0 计", f"{why_en}: zhuang counted as 0"))
            z = 0
        zhuang.append(z)
        for r in reasons:
            lines.append(Reason(r.rule, r.source, f"玩家 {i}：{r.zh}", f"Player {i}: {r.en}"))
        lines.append(Reason("bahu.zhuang.total", "s001.p093", f"玩家 {i} 共 {z} 庄", f"Player {i}: {z} zhuang in all"))
    di = win_bonus(players[w.seat], w)[1] if w else 0
    owe = [[0] * SEATS for _ in range(SEATS)]  # owe[i][j]: gross amount i owes j
    mult = [[1] * SEATS for _ in range(SEATS)]
    for i in range(SEATS):
        for j in range(i + 1, SEATS):
            m, _, _ = pair_multiplier(players[i], players[j], rules)
            mult[i][j] = mult[j][i] = m
            diff = zhuang[i] - zhuang[j]
            if diff > 0:
                owe[j][i] += diff * m
            elif diff < 0:
                owe[i][j] += -diff * m
    if w:  # 底 is never multiplied (s000.p059, s001.p103)
        for j in range(SEATS):
            if j != w.seat:
                owe[j][w.seat] += di
    # 包: a player who covers another pays that player's debts to the others (s001.p114–p115).
    for i, p in enumerate(players):
        for covered in p.covers:
            for k in range(SEATS):
                if k != i and owe[covered][k]:
                    owe[i][k] += owe[covered][k]
                    lines.append(Reason("bahu.baozhuang", "s001.p114 s001.p115",
                                        f"玩家 {i} 包玩家 {covered} 付给玩家 {k} 的 {owe[covered][k]}",
                                        f"Player {i} covers player {covered}'s {owe[covered][k]} to player {k}"))
                    owe[covered][k] = 0
    payments = [[0] * SEATS for _ in range(SEATS)]
    for i in range(SEATS):
        for j in range(i + 1, SEATS):
            d = owe[i][j] - owe[j][i]
            if d > 0:
                payments[i][j] = d
            elif d < 0:
                payments[j][i] = -d
    for i in range(SEATS):
        for j in range(SEATS):
            if payments[i][j]:
                lines.append(_payment_line(i, j, zhuang, mult[i][j], di if w and j == w.seat else 0, payments[i][j], players, rules))
    net = tuple(sum(payments[j][i] for j in range(SEATS)) - sum(payments[i]) for i in range(SEATS))
    return Settlement(tuple(zhuang), di, tuple(map(tuple, payments)), net, tuple(map(tuple, mult)), tuple(lines))


def _payment_line(i: int, j: int, zhuang: list[int], m: int, di: int, amount: int, players, rules) -> Reason:
    diff = zhuang[j] - zhuang[i]
    _, why_zh, why_en = pair_multiplier(players[i], players[j], rules)
    parts_zh, parts_en = [], []
    if diff > 0:
        parts_zh.append(f"{diff} 庄 × {m}" + (f"（{why_zh}）" if why_zh else ""))
        parts_en.append(f"{diff} zhuang × {m}" + (f" ({why_en})" if why_en else ""))
    elif diff < 0:
        parts_zh.append(f"− {-diff} 庄 × {m}" + (f"（{why_zh}）" if why_zh else ""))
        parts_en.append(f"− {-diff} zhuang × {m}" + (f" ({why_en})" if why_en else ""))
    if di:
        parts_zh.append(f"{di} 底")
        parts_en.append(f"{di} di")
    exact = (max(diff, 0) * m + di - max(-diff, 0) * m) == amount
    if not exact or not parts_en:  # covered debts (包) change the sum: say so rather than show false arithmetic
        return Reason("bahu.payment", "s000.p073", f"玩家 {i} 付玩家 {j}：{amount}（含包庄）",
                      f"Player {i} pays player {j}: {amount} (including covered debts)")
    zh = " + ".join(parts_zh).replace("+ −", "−")
    en = " + ".join(parts_en).replace("+ −", "−")
    return Reason("bahu.payment", "s000.p073 s000.p077", f"玩家 {i} 付玩家 {j}：{zh} = {amount}",
                  f"Player {i} pays player {j}: {en} = {amount}")
