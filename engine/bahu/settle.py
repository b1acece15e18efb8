"""八胡 settlement (庄算 and 底算): every player's 庄, the winner's 底, who pays whom.

Sources: the Haimen text §六–七 (s000.p057–p086) and the Tongdong text §7–8 (s001.p083–p115).
Decisions where they are silent are in ``docs/rules/bahu-settlement.md``.

The worked example of s000.p077: player 0 bought, wins 飘胡 with 9 胡头 holding one 将碰 and one 素碰:

>>> r = settle(Round.from_json({"rules": "haimen", "players": [
...     {"melds": ["peng:Q", "peng:5m"], "bought": True}, {}, {}, {}],
...     "winner": {"seat": 0, "hutou": 9, "ping": False}}))
>>> r.zhuang, r.di, r.net
((6, 0, 0, 0), 2, (60, -20, -20, -20))
>>> r.explain_en[-3]  # one of the three payments
'Player B pays Player A: 6 zhuang × 3 (bought) + 2 di = 20'

The verdict says what applied and why the other kinds of win did not:

>>> [(line.kind, line.rule) for line in r.verdict().find("bahu.win.")]
[('applied', 'bahu.win.piao'), ('refused', 'bahu.win.ping.not_dealt'), ('refused', 'bahu.win.heiba.jiang_peng')]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from typing import Any

from engine.bahu import messages as M
from engine.bahu import reasons as R
from engine.bahu.groups import JIANG, SEATS, WIN_HUTOU, Meld
from engine.bahu.rules import RuleSet
from engine.cards import Card, CardError, counts_of
from engine.core import schema
from engine.core.bilingual import Text
from engine.core.errors import InputError
from engine.core.verdict import Line, Verdict, applied, merge_json, note, refused

ROUND_KEYS = ("rules", "options", "players", "winner")
PLAYER_KEYS = ("melds", "bombs", "bought", "cannon", "huang", "jailed", "forfeit", "covers", "covers_melds")
WINNER_KEYS = ("seat", "hutou", "ping")
FLAGS = ("bought", "cannon", "huang", "jailed", "forfeit")


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
    # 熬将 包庄 (s001.p114): the 庄 of these (seat, meld) the other two players do not pay; this player does
    covers_melds: tuple[tuple[int, Meld], ...] = ()


@dataclass(frozen=True)
class Winner:
    seat: int
    hutou: int
    ping: bool  # 平胡: a triplet or bomb came with the deal (s000.p051, s001.p089)
    ping_from_bomb: bool = False  # ``ping`` was left out and follows from a dealt bomb


@dataclass(frozen=True)
class Round:
    rules: RuleSet
    players: tuple[Player, ...]
    winner: Winner | None

    @staticmethod
    def from_json(data: Any, rules: str | None = None, options: Iterable[str] = ()) -> Round:
        """Parse the CLI's round JSON; errors name the field (``players[2].melds[0]``). ``rules`` and
        ``options`` (``name=value`` texts) come from the command line; the round's own ``options``
        object may set any option of the rule set, type-checked."""
        _typed(data, dict, "round")
        _known_keys(data, ROUND_KEYS, "round")
        name = _typed(data["rules"], str, "rules") if "rules" in data else None
        if name is not None and rules is not None and name != rules:
            raise InputError(M.RULES_DIFFER(name=name, rules=rules).prefixed(*M.field_at("rules")), "rules")
        rule_set = RuleSet.named(name or rules or "haimen").with_json_options(data.get("options"))
        items = list(options)
        if items:
            rule_set = rule_set.with_option_text(*items)
        players_raw = schema.field(data, "players", list, path="")
        if len(players_raw) != SEATS:
            raise InputError(M.FOUR_PLAYERS().prefixed(*M.field_at("players")), "players")
        players = tuple(_player(p, i) for i, p in enumerate(players_raw))
        everything = [c for p in players for m in p.melds for c in m.cards] + [c for p in players for c in p.bombs * 4]
        try:
            counts_of(everything)
        except CardError as e:
            raise e.at(Text(*M.field_at("players"))) from None
        _check_covers(players)
        for i, p in enumerate(players):
            for j, (seat, meld) in enumerate(p.covers_melds):
                if meld not in players[seat].melds:
                    cards = meld.cards if len(set(meld.cards)) > 1 else meld.cards[0]  # a peng of Qianzi, not of three
                    kind = R.GROUP_NAMES.get(meld.kind, meld.kind)
                    raise InputError(M.NO_SUCH_MELD(seat=seat, kind=kind, cards=cards).prefixed(
                        *M.field_at(f"players[{i}].covers_melds[{j}]")), f"players[{i}].covers_melds[{j}].meld")
        return Round(rule_set, players, _winner(data.get("winner"), players))


def _known_keys(raw: dict, known: tuple[str, ...], where: str) -> None:
    for key in raw:
        if key not in known:
            raise InputError(M.UNKNOWN_KEY(key=key, known=", ".join(known)).prefixed(*M.field_at(where)), f"{where}.{key}")


def _typed(value: Any, kind: type, name: str) -> Any:
    if kind is int and isinstance(value, float):
        raise InputError(M.NOT_WHOLE(value=value).prefixed(*M.field_at(name)), name)
    return schema.expect(value, kind, name)


def _player(raw: Any, i: int) -> Player:
    where = f"players[{i}]"
    _typed(raw, dict, where)
    _known_keys(raw, PLAYER_KEYS, where)
    melds = []
    for j, text in enumerate(_typed(raw.get("melds", []), list, f"{where}.melds")):
        try:
            meld = Meld.parse(_typed(text, str, f"{where}.melds[{j}]"))
        except InputError as e:
            raise e.at(Text(*M.field_at(f"{where}.melds[{j}]")), f"{where}.melds[{j}]") from None
        if meld.kind not in ("peng", "gang", "bomb", "chi"):
            kind = M.MELD_KIND_NAMES.get(meld.kind, Text(meld.kind, meld.kind))
            raise InputError(M.NOT_SETTLED_MELD(kind=kind).prefixed(*M.field_at(f"{where}.melds[{j}]")),
                             f"{where}.melds[{j}]")
        melds.append(meld)
    bombs = [m.cards[0] for m in melds if m.kind == "bomb"]
    melds = [m for m in melds if m.kind != "bomb"]
    for j, text in enumerate(_typed(raw.get("bombs", []), list, f"{where}.bombs")):
        try:
            bombs.append(Card.parse(_typed(text, str, f"{where}.bombs[{j}]")))
        except InputError as e:
            raise e.at(Text(*M.field_at(f"{where}.bombs[{j}]")), f"{where}.bombs[{j}]") from None
    flags = {name: _typed(raw.get(name, False), bool, f"{where}.{name}") for name in FLAGS}
    covers = []
    for j, seat in enumerate(_typed(raw.get("covers", []), list, f"{where}.covers")):
        seat = _typed(seat, int, f"{where}.covers[{j}]")
        if seat == i or not 0 <= seat < SEATS:
            raise InputError(M.NOT_OTHER_SEAT(value=seat).prefixed(*M.field_at(f"{where}.covers")), f"{where}.covers")
        if seat in covers:
            raise InputError(M.SEAT_TWICE(seat=seat).prefixed(*M.field_at(f"{where}.covers")), f"{where}.covers")
        covers.append(seat)
    covers_melds = []
    for j, item in enumerate(_typed(raw.get("covers_melds", []), list, f"{where}.covers_melds")):
        at = f"{where}.covers_melds[{j}]"
        item = _typed(item, dict, at)
        _known_keys(item, ("seat", "meld"), at)
        seat = _typed(item.get("seat"), int, f"{at}.seat")
        if seat == i or not 0 <= seat < SEATS:
            raise InputError(M.NOT_OTHER_SEAT(value=seat).prefixed(*M.field_at(f"{at}.seat")), f"{at}.seat")
        try:
            meld = Meld.parse(_typed(item.get("meld"), str, f"{at}.meld"))
        except InputError as e:
            raise e.at(Text(*M.field_at(f"{at}.meld")), f"{at}.meld") from None
        if meld.kind not in ("peng", "gang"):
            raise InputError(M.COVERS_PENG_GANG().prefixed(*M.field_at(f"{at}.meld")), f"{at}.meld")
        covers_melds.append((seat, meld))
    return Player(tuple(melds), tuple(bombs), covers=tuple(covers), covers_melds=tuple(covers_melds), **flags)


def _check_covers(players: tuple[Player, ...]) -> None:
    """Each seat has at most one coverer, and no chain of covers comes back to where it started:
    otherwise who pays would depend on the order the seats are read (docs/rules/bahu-settlement.md §12)."""
    coverer: dict[int, int] = {}
    for i, p in enumerate(players):
        for seat in p.covers:
            if seat in coverer:
                raise InputError(M.COVERED_TWICE(seat=seat, coverer=coverer[seat]).prefixed(
                    *M.field_at(f"players[{i}].covers")), f"players[{i}].covers")
            coverer[seat] = i
    for start in coverer:
        seat, seen = start, {start}
        while seat in coverer:
            seat = coverer[seat]
            if seat in seen:
                raise InputError(M.COVERS_CIRCLE(seat=start).prefixed(*M.field_at(f"players[{seat}].covers")),
                                 f"players[{seat}].covers")
            seen.add(seat)


def _winner(raw: Any, players: tuple[Player, ...]) -> Winner | None:
    if raw is None:
        return None
    _typed(raw, dict, "winner")
    _known_keys(raw, WINNER_KEYS, "winner")
    seat = _typed(raw.get("seat"), int, "winner.seat")
    if not 0 <= seat < SEATS:
        raise InputError(M.NOT_A_SEAT(value=seat).prefixed(*M.field_at("winner.seat")), "winner.seat")
    hutou = _typed(raw.get("hutou"), int, "winner.hutou")
    if hutou < WIN_HUTOU:
        raise InputError(M.TOO_FEW_HUTOU(hutou=hutou, need=WIN_HUTOU).prefixed(*M.field_at("winner.hutou")), "winner.hutou")
    if players[seat].huang:
        raise InputError(M.HUANG_WINNER(seat=seat).prefixed(*M.field_at("winner.seat")), "winner.seat")
    bombs = players[seat].bombs
    if "ping" not in raw or raw["ping"] is None:  # a dealt bomb makes the win a 平胡 (s000.p051)
        return Winner(seat, hutou, bool(bombs), ping_from_bomb=bool(bombs))
    ping = _typed(raw["ping"], bool, "winner.ping")
    if bombs and not ping:
        raise InputError(M.BOMB_MAKES_PING(seat=seat, cards=list(bombs)).prefixed(*M.field_at("winner.ping")),
                         "winner.ping")
    return Winner(seat, hutou, ping)


# --- the result -----------------------------------------------------------------------------------------

@dataclass(frozen=True)
class Settlement:
    zhuang: tuple[int, ...]
    di: int
    payments: tuple[tuple[int, ...], ...]
    net: tuple[int, ...]
    multipliers: tuple[tuple[int, ...], ...]
    lines: tuple[Line, ...] = field(default=())
    rules: str = "haimen"

    @property
    def explain_en(self) -> list[str]:
        return [line.text("en") for line in self.lines]

    @property
    def explain_zh(self) -> list[str]:
        return [line.text("zh") for line in self.lines]

    def verdict(self) -> Verdict:
        return Verdict("bahu", self.rules, True, {"zhuang": list(self.zhuang), "di": self.di, "net": list(self.net)},
                       self.lines, rank=tuple(self.net))

    def to_json(self) -> dict[str, Any]:
        legacy = {"zhuang": list(self.zhuang), "di": self.di, "payments": [list(r) for r in self.payments],
                  "net": list(self.net), "multipliers": [list(r) for r in self.multipliers],
                  "reasons": [line.reason.to_json() for line in self.lines]}
        return merge_json(self.verdict(), legacy)


# --- 庄 ---------------------------------------------------------------------------------------------

def table_zhuang(p: Player, rules: RuleSet, seat: int = 0) -> tuple[int, list[Line]]:
    """庄 from a player's table: 碰/杠 and bombs, counted whether or not they win."""
    lines: list[Line] = []
    jiang_pengs = sum(1 for m in p.melds if m.kind in ("peng", "gang") and m.is_jiang)
    su_pengs = sum(1 for m in p.melds if m.kind in ("peng", "gang") and not m.is_jiang)
    jiang_bombs = sum(1 for c in p.bombs if c.index in JIANG)
    su_bombs = len(p.bombs) - jiang_bombs
    total = 0
    if p.huang and (su_pengs or jiang_pengs):  # 黄胡 counts only the bombs turned down on the table
        lines.append(refused(R.ZHUANG_HUANG(seat=seat, n=su_pengs + jiang_pengs)))
        su_pengs = jiang_pengs = 0
    if jiang_pengs:
        table = rules.jiang_peng_zhuang
        z = table[jiang_pengs - 1] if jiang_pengs <= len(table) else table[-1] + (table[-1] - table[-2]) * (jiang_pengs - len(table))
        total += z
        lines.append(applied(R.ZHUANG_JIANG_PENG(seat=seat, n=jiang_pengs, zhuang=z), z))
        if su_pengs:  # 混碰庄: with a 将碰 every 素碰 is one 庄 (s000.p063, s001.p086)
            total += su_pengs
            lines.append(applied(R.ZHUANG_MIXED(seat=seat, n=su_pengs, zhuang=su_pengs), su_pengs))
    elif su_pengs:
        z = max(0, su_pengs - 3)  # four 素碰 make the first 庄 (s000.p061, s001.p086)
        total += z
        if z:
            lines.append(applied(R.ZHUANG_SU_PENG(seat=seat, n=su_pengs, zhuang=z), z))
        else:
            lines.append(refused(R.ZHUANG_SU_PENG_FEW(seat=seat, n=su_pengs)))
    if su_bombs or jiang_bombs:
        z = su_bombs + 4 * jiang_bombs
        total += z
        lines.append(applied(R.ZHUANG_BOMB(seat=seat, su=su_bombs, jiang=jiang_bombs, zhuang=z), z, p.bombs))
    return total, lines


def win_kind(p: Player, w: Winner) -> str:
    """平胡 first (a dealt triplet or bomb), then 飘胡 with a 将碰/将杠, else 黑八."""
    if w.ping:
        return "ping"
    return "piao" if any(m.kind in ("peng", "gang") and m.is_jiang for m in p.melds) else "heiba"


def win_bonus(p: Player, w: Winner) -> tuple[int, int, list[Line]]:
    """胡牌庄 and 底 of the winner (s000.p066–p071, s001.p088–p096), and why the other kinds do not apply."""
    big = w.hutou >= 11
    seat = w.seat
    kind = win_kind(p, w)
    lines = [note(R.PING_FROM_BOMB(seat=seat, cards=list(p.bombs)), p.bombs)] if w.ping_from_bomb else []
    if kind == "ping":
        z, di = (3 if big else 2), 1
        lines += [applied(R.WIN_PING(seat=seat, hutou=w.hutou, zhuang=z, di=di), z),
                  refused(R.NOT_PIAO_PING(seat=seat)), refused(R.NOT_HEIBA_PING(seat=seat))]
    elif kind == "piao":
        z, di = (6 if big else 4), 2
        lines += [applied(R.WIN_PIAO(seat=seat, hutou=w.hutou, zhuang=z, di=di), z),
                  refused(R.NOT_PING(seat=seat)), refused(R.NOT_HEIBA_JIANG(seat=seat))]
    else:
        z, di = 8, 8
        lines += [applied(R.WIN_HEIBA(seat=seat, zhuang=z, di=di), z),
                  refused(R.NOT_PING(seat=seat)), refused(R.NOT_PIAO_NO_JIANG(seat=seat))]
    return z, di, lines


def pair_multiplier(a: Player, b: Player, rules: RuleSet) -> tuple[int, str | None]:
    """The 1·3·5 multipliers of s000.p072–p076 and s001.p100–p102, and which (a key of ``MULT_NAMES``)."""
    if a.cannon and b.cannon:
        return 10, "cannons"
    if a.cannon or b.cannon:
        other = b if a.cannon else a
        if other.bought:
            return 8, "cannon_buyer"
        return rules.cannon_multiplier, "cannon"
    if a.bought and b.bought:
        return 5, "both_bought"
    if a.bought or b.bought:
        return 3, "bought"
    return 1, None


def settle(rnd: Round) -> Settlement:
    rules, players, w = rnd.rules, rnd.players, rnd.winner
    lines: list[Line] = []
    zhuang = []
    di = 0
    for i, p in enumerate(players):
        z, player_lines = table_zhuang(p, rules, i)
        if w and w.seat == i:
            bonus, di, why = win_bonus(p, w)
            z += bonus
            player_lines += why
        if p.jailed or p.forfeit:
            rule = R.ZHUANG_JAILED if p.jailed else R.ZHUANG_FORFEIT
            player_lines.append(applied(rule(seat=i), 0))
            z = 0
        zhuang.append(z)
        lines += player_lines
        lines.append(note(R.ZHUANG_TOTAL(seat=i, zhuang=z)))
    owe = [[0] * SEATS for _ in range(SEATS)]  # owe[i][j]: gross amount i owes j
    mult = [[1] * SEATS for _ in range(SEATS)]
    keys: dict[tuple[int, int], str | None] = {}
    for i, p in enumerate(players):
        if p.cannon and p.bought:
            lines.append(refused(R.BOUGHT_AS_CANNON(seat=i)))
    for i in range(SEATS):
        for j in range(i + 1, SEATS):
            m, key = pair_multiplier(players[i], players[j], rules)
            mult[i][j] = mult[j][i] = m
            keys[(i, j)] = keys[(j, i)] = key
            diff = zhuang[i] - zhuang[j]
            if diff:  # the multiplier matters only where 庄 differ
                lines.append(applied(R.MULTIPLIER[key](a=i, b=j, why=R.MULT_NAMES[key], mult=m), m) if key
                             else refused(R.NO_MULTIPLIER(a=i, b=j)))
            if diff > 0:
                owe[j][i] += diff * m
            elif diff < 0:
                owe[i][j] += -diff * m
    if w:  # 底 is never multiplied (s000.p059, s001.p103)
        for j in range(SEATS):
            if j != w.seat:
                owe[j][w.seat] += di
    lines += _cover_melds(owe, players, zhuang, mult, rules)
    lines += _cover(owe, players)
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
                lines.append(_payment_line(i, j, zhuang, mult[i][j], keys[(i, j)], di if w and j == w.seat else 0,
                                           payments[i][j]))
    net = tuple(sum(payments[j][i] for j in range(SEATS)) - sum(payments[i]) for i in range(SEATS))
    return Settlement(tuple(zhuang), di, tuple(map(tuple, payments)), net, tuple(map(tuple, mult)), tuple(lines),
                      rules.name)


def _cover_melds(owe: list[list[int]], players: tuple[Player, ...], zhuang: list[int], mult: list[list[int]],
                 rules: RuleSet) -> list[Line]:
    """熬将 包庄 (s001.p114 「所碰庄头由熬将者包庄——其他两人则不出碰将者的筹码」): for the covered
    碰/杠 of player p, each of the other two settles with p as if p had not made them, and the one
    holding out pays p the difference on top of his own payment."""
    lines: list[Line] = []
    for c, coverer in enumerate(players):
        by_seat: dict[int, list[Meld]] = {}
        for seat, meld in coverer.covers_melds:
            by_seat.setdefault(seat, []).append(meld)
        for p, melds in sorted(by_seat.items()):
            player = players[p]
            if player.jailed or player.forfeit or not zhuang[p]:
                continue  # no 庄 of p is paid at all
            rest = list(player.melds)
            for meld in melds:
                rest.remove(meld)
            full, _ = table_zhuang(player, rules, p)
            less, _ = table_zhuang(replace(player, melds=tuple(rest)), rules, p)
            z_less = zhuang[p] - (full - less)
            for k in range(SEATS):
                if k in (p, c):
                    continue
                m = mult[k][p]
                flow_full = (zhuang[p] - zhuang[k]) * m  # what k pays p for 庄 (negative: p pays k)
                flow_less = (z_less - zhuang[k]) * m
                delta = flow_full - flow_less
                if delta <= 0:
                    continue
                owe[k][p] -= max(flow_full, 0)
                owe[p][k] -= max(-flow_full, 0)
                owe[k][p] += max(flow_less, 0)
                owe[p][k] += max(-flow_less, 0)
                owe[c][p] += delta
                lines.append(applied(R.COVER_MELDS(coverer=c, seat=p, payer=k, amount=delta), delta))
    return lines


def _cover(owe: list[list[int]], players: tuple[Player, ...]) -> list[Line]:
    """包: a covering player takes over what the covered player owes the others (s001.p114–p115),
    including what that player took over itself: covers are applied from the end of each chain, so the
    result does not depend on the order of the seats."""
    coverer = {seat: i for i, p in enumerate(players) for seat in p.covers}

    def depth(seat: int) -> int:  # how many covers hang below this seat
        return max((1 + depth(s) for s, c in coverer.items() if c == seat), default=0)

    lines = []
    for covered in sorted(coverer, key=lambda s: (depth(s), s)):
        i = coverer[covered]
        for k in range(SEATS):
            if k != i and owe[covered][k]:
                amount = owe[covered][k]
                owe[i][k] += amount
                owe[covered][k] = 0
                lines.append(applied(R.COVER(coverer=i, covered=covered, payee=k, amount=amount), amount))
    return lines


def _payment_line(i: int, j: int, zhuang: list[int], m: int, key: str | None, di: int, amount: int) -> Line:
    diff = zhuang[j] - zhuang[i]
    exact = max(diff, 0) * m + di - max(-diff, 0) * m == amount
    if not exact or (diff == 0 and not di):  # covered debts (包) change the sum: say so rather than show false arithmetic
        return applied(R.PAYMENT_COVERED(payer=i, payee=j, amount=amount), amount)
    shape = "di" if diff == 0 else ("zhuang_di" if di else "zhuang") if diff > 0 else "di_less"
    params: dict[str, Any] = {"payer": i, "payee": j, "amount": amount}
    if shape != "di":
        params.update(zhuang=abs(diff), mult=m)
        if key:
            params["why"] = R.MULT_NAMES[key]
        else:
            shape += ".plain"
    if di:
        params["di"] = di
    return applied(R.PAYMENT[shape](**params), amount)
