"""The hand calculators refuse a hand in both languages: a 笃子胡 hand and meld (engine/duzihu/hand.py,
engine/duzihu/melds.py), a 歪胡子 hand at
its win and a table meld as written (engine/waihuzi/score.py, engine/waihuzi/groups.py), a 八胡 position
and meld, and a 八胡 round to settle (engine/bahu/position.py, engine/bahu/groups.py, engine/bahu/settle.py). Every refusal is a
declared message, its English the words the CLI has always printed, its Chinese Chinese, a card by its name."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

from engine.core.errors import InputError
from engine.core.words import Words
from tests.core.test_input_messages import _both

ROOT = Path(__file__).resolve().parents[2]
MODULES = ("engine.duzihu.hand", "engine.duzihu.melds", "engine.waihuzi.score", "engine.waihuzi.groups", "engine.bahu.position",
           "engine.bahu.groups", "engine.bahu.settle")


def _undeclared(source: str, namespace: object) -> list[str]:
    """Each error built in ``source`` (``XError(...)``, ``super().__init__(...)`` in an error's class) whose
    message is not a declared message called, as ``line: message``; ``namespace`` holds the names."""
    bad = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
        if not (name.endswith("Error") or name == "__init__" and isinstance(node.func, ast.Attribute)
                and isinstance(node.func.value, ast.Call) and getattr(node.func.value.func, "id", "") == "super"):
            continue
        message = node.args[0] if node.args else None
        if isinstance(message, ast.Call) and getattr(message.func, "attr", "") == "prefixed":
            message = message.func.value  # a declared message after the field it is about
        if not (isinstance(message, ast.Call) and isinstance(_named(message.func, namespace), Words)):
            bad.append(f"{node.lineno}: {ast.unparse(message) if message is not None else '(no message)'}")
    return bad


def _named(node: ast.expr, namespace: object) -> object:
    """What a name (``NOT_HELD``) or a module's name (``M.NOT_HELD``) stands for in ``namespace``."""
    if isinstance(node, ast.Name):
        return getattr(namespace, node.id, None)
    if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name):
        return getattr(getattr(namespace, node.value.id, None), node.attr, None)
    return None


@pytest.mark.parametrize("module", MODULES)
def test_every_refusal_is_a_declared_message(module):
    source = (ROOT / (module.replace(".", "/") + ".py")).read_text(encoding="utf-8")
    bad = _undeclared(source, importlib.import_module(module))
    assert not bad, f"{module}: word these as declared messages (words(id, zh, en)):\n" + "\n".join(bad)


def test_the_check_sees_a_bare_string_an_f_string_and_no_message():
    from engine.waihuzi import messages

    source = ('raise InputError("no", "x")\nraise MeldError(f"{x}", "x")\nraise CardError()\n'
              'raise InputError(HAND_EMPTY(), "x")\nsuper().__init__(f"{n} cards", "--hand")\n')
    assert _undeclared(source, messages) == ["1: 'no'", "2: f'{x}'", "3: (no message)", "5: f'{n} cards'"]
    prefixed = 'raise InputError(HAND_EMPTY().prefixed("a", "b"), "x")\nraise InputError(said.prefixed("a", "b"))\n'
    assert _undeclared(prefixed, messages) == ["2: said"]


def _duzihu(**change):
    from engine.duzihu.hand import Hand

    given = {"hand": "999m 234m 678s 123p 456p 55p", "jiang": ["4s"], "win": "5p", **change}
    return lambda: Hand.parse(**given)


def _duzihu_position(**change):
    from engine.duzihu.position import POSITION_FIELDS

    return _duzihu(fields=POSITION_FIELDS, **change)


DUZIHU = [
    (_duzihu(win="9p"), "the winning card 9p is not in the hand (--hand includes the winning card)", "9p",
     "胡的九饼不在手牌里（--hand 要把胡的那张也写上）"),
    (_duzihu(win="3z"), "--win-card: unknown card '3z'", "3z", "--win-card: 不认识的牌'3z'"),
    (_duzihu(win="5p6p"), "--win-card takes one card, not '5p6p'", "5p6p", "--win-card 只写一张牌，而不是'5p6p'"),
    (_duzihu(jiang=["4s"] * 5), "--jiang: more than 4 copies of 4s turned", "4s", "--jiang: 翻作将的四条超过 4 张"),
    (_duzihu(hand="999m 234m X 55p"), "喜 are laid aside when drawn (s002.p008): count them with --xi, not in --hand",
     "X", "摸到的喜放在一边（s002.p008）：用 --xi 记张数，不要写进 --hand"),
    (_duzihu(hand="9999m 9m"), "too many copies of 9m (5; a deck has 4)", "9m", "九万的张数太多：有 5 张，一副牌只有 4 张"),
    (_duzihu(hand="4s4s4s4s"), "too many copies of 4s (4; a deck has 4 with 1 turned as jiang)", "4s",
     "四条的张数太多：有 4 张，一副牌只有 4 张，其中 1 张翻作将"),
    (_duzihu(hand="1m1m1m1m 2m2m2m2m 3m3m3m3m 4m4m4m4m 5m5m5m5m 6m6m6m6m 7m7m7m7m 8m8m"),
     "the winning card 5p is not in the hand (--hand includes the winning card)", "5p",
     "胡的五饼不在手牌里（--hand 要把胡的那张也写上）"),
    (_duzihu(xi=9), "--xi must be 0–5 (the deck has 5 喜)", "--xi", "--xi 应为 0–5（一副牌有 5 张喜）"),
    (_duzihu(xi=5, jiang=["X"]), "--xi must be 0–4 (the deck has 5 喜)", "--xi", "--xi 应为 0–4（一副牌有 5 张喜）"),
    (_duzihu(tiancheng=True, melds=["peng:6m"]), "--tiancheng: a win on the dealt cards has no 碰 or 明杠 (s002.p045)",
     "--tiancheng", "--tiancheng: 起手就胡的牌没有碰或明杠（s002.p045）"),
    (_duzihu_position(win="9p"), "the winning card 9p is not in the hand (hand includes the winning card)", "9p",
     "胡的九饼不在手牌里（hand 要把胡的那张也写上）"),
    (_duzihu_position(xi=7), "xi must be 0–5 (the deck has 5 喜)", "xi", "xi 应为 0–5（一副牌有 5 张喜）"),
]


@pytest.mark.parametrize("call, english, token, chinese", DUZIHU, ids=[d[1][:50] for d in DUZIHU])
def test_a_duzihu_hand_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def test_a_duzihu_hand_with_more_cards_than_a_win_is_refused_unless_oversized():
    from engine.duzihu.hand import Hand

    hand = "1m1m1m1m 2m2m2m2m 3m3m3m3m 4m4m4m4m 5m5m5m5m 6m6m6m6m 7m7m7m7m 8m8m9m"
    english = ("--hand: 31 cards, counting the melds; a win holds at most 30 (seven sets of up to four and a pair, "
               "s002.p008)")
    zh = _both(lambda: Hand.parse(hand, jiang=["4s"], win="9m"), english, "--hand")
    assert zh == "--hand: 连同放下的牌共 31 张；胡牌最多 30 张（七组每组至多四张，加一对，s002.p008）"


def _waihuzi(hand="333x", melds=(), win="3x", **flags):
    from engine.waihuzi.score import Hand

    return lambda: Hand.parse(hand, list(melds), win, **flags)


def _meld(text):
    from engine.waihuzi.groups import parse_meld

    return lambda: parse_meld(text)


def _table(kind, cards, **where):
    from engine.waihuzi.cards import parse_cards
    from engine.waihuzi.groups import Group, Kind
    from engine.waihuzi.score import Hand

    held = parse_cards("333x")
    return lambda: Hand(tuple(held), (Group(Kind(kind), tuple(parse_cards(cards)), **where),), held[0])


def _too_big():
    from engine.waihuzi.score import HandTooBig

    def call():
        raise HandTooBig(25, 21)
    return call


WAIHUZI = [
    (_waihuzi(win="4x"), "the winning card 4x is not in the hand", "4x", "胡的那张四不在手牌里"),
    (_waihuzi(hand=""), "--hand is empty: the concealed cards hold at least the winning card", "--hand",
     "--hand 是空的：手里至少有胡的那张牌"),
    (_waihuzi(revealed_by="x"), "--revealed-by is self or other, not 'x'", "--revealed-by",
     "--revealed-by 应为 self 或 other，而不是'x'"),
    (_waihuzi(win=None, tianhu=True, dihu=True), "--dihu cannot go with --tianhu: 天胡 is won on the deal itself", "--dihu",
     "--dihu 不能和 --tianhu 同时用：天胡是起手就胡"),
    (_waihuzi(tianhu=True), "a 天胡 has no drawn winning card: leave out --win-card", "--win-card",
     "天胡没有摸来胡的牌：不要写 --win-card"),
    (_waihuzi(win=None, tianhu=True, revealed_by="other"), "a 天胡 is won on the dealt cards: no one revealed a card",
     "--revealed-by", "天胡胡的是发到的牌，没有人亮牌"),
    (_waihuzi(win=None), "the winning card is missing (--win-card): a win is only on a drawn card", "--win-card",
     "缺少胡的那张牌（--win-card）：只能胡摸到的牌"),
    (_waihuzi(dihu=True, last_card=True), "--dihu (won on the first card drawn) cannot go with --last-card", "--last-card",
     "--dihu（摸第一张牌就胡）不能和 --last-card 同时用"),
    (_table("kan", "5x5x5x", concealed=True), "kan:555x is not a table meld", "kan:555x", "五、五、五不是亮在桌上的牌组"),
    (_table("peng", "6x6x6x", concealed=False, source="self"), "peng:666x@self: a peng takes another player's card (s004.p014)",
     "peng:666x@self", "碰六：碰要拿别家的牌（s004.p014）"),
    (_too_big(), "25 cards in hand and melds: a winning hand holds at most 21 (the dealer's 20, the winning card, one more "
     "per kind held four times; s004.p021, s004.p027); --option card_limit=0 lifts the limit", "--hand",
     "手牌和放下的牌共 25 张：胡牌最多 21 张（庄家的 20 张，加胡的那张，每有一种牌四张再多一张；s004.p021、s004.p027）；"
     "--option card_limit=0 可取消上限"),
    (_meld("pong:5x"), "meld 'pong:5x': expected KIND:CARDS with KIND one of peng, wai, liu, chi", "pong:5x",
     "牌组'pong:5x'：写作 KIND:CARDS，KIND 是 peng、wai、liu、chi 之一"),
    (_meld("peng:5x@"), "meld 'peng:5x@': nothing after @", "peng:5x@", "牌组'peng:5x@'：@ 后面没有写"),
    (_meld("peng:5x@z"),
     "meld 'peng:5x@z': after @ write self (own card), other or a seat 0–3, then .draw (revealed) or .discard",
     "peng:5x@z", "牌组'peng:5x@z'：@ 后面写 self（自己的牌）、other 或座位 0–3，再写 .draw（亮出的）或 .discard（打出的）"),
    (_meld("chi:123x@s.d"), "meld 'chi:123x@s.d': no one takes his own discard (s004.p023)", "chi:123x@s.d",
     "牌组'chi:123x@s.d'：不能拿自己打出的牌（s004.p023）"),
    (_meld("peng:9z"), "meld 'peng:9z': unknown card '9z'", "9z", "牌组'peng:9z'：不认识的牌'9z'"),
    (_meld("peng:"), "meld 'peng:': no cards", "peng:", "牌组'peng:'：没有写牌"),
    (_meld("chi:12x"), "meld 'chi:12x': a chi is a run or 二七十 of 3 cards, got 2", "chi:12x",
     "牌组'chi:12x'：吃是三张的顺子或二七十，这里有 2 张"),
    (_meld("chi:279x"), "meld 'chi:279x': 2x 7x 9x is not a run or 二七十 of one size", "chi:279x",
     "牌组'chi:279x'：二、七、九不是同为小字或同为大字的顺子或二七十"),
    (_meld("peng:5x6x"), "meld 'peng:5x6x': a peng is 3 alike cards", "peng:5x6x", "牌组'peng:5x6x'：碰是 3 张一样的牌"),
    (_meld("liu:3x3x"), "meld 'liu:3x3x': a liu is 4 alike cards, got 2", "liu:3x3x",
     "牌组'liu:3x3x'：溜是 4 张一样的牌，这里有 2 张"),
    (_meld("peng:5x@s"), "meld 'peng:5x@s': a peng takes another player's card (s004.p014)", "peng:5x@s",
     "牌组'peng:5x@s'：碰要拿别家的牌（s004.p014）"),
    (_meld("wai:5x@1"), "meld 'wai:5x@1': a wai is completed by the player's own draw (s004.p014, p015)", "wai:5x@1",
     "牌组'wai:5x@1'：歪要靠自己摸到的牌（s004.p014、p015）"),
]


@pytest.mark.parametrize("call, english, token, chinese", WAIHUZI, ids=[w[1][:50] for w in WAIHUZI])
def test_a_waihuzi_hand_or_meld_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def _bahu(text):
    from engine.bahu.position import Position

    return lambda: Position.parse(text)


def _bahu_built(**parts):
    from engine.bahu.position import Position
    from engine.cards import parse_cards

    given = {"hand": tuple(parse_cards("5m")), **parts}
    return lambda: Position(**given)


def _bahu_call(name, value):
    from engine.bahu import position

    return lambda: getattr(position, name)(value)


BAHU = [
    (_bahu("5m3z"), "position hand: unknown card '3z' in '5m3z'", "3z", "position hand: '5m3z'里有不认识的牌'3z'"),
    (_bahu("5m full=2"), "position full: 1 or 0, not '2'", "full", "position full: 应为 1 或 0，而不是'2'"),
    (_bahu("5m drawn=5m6m"), "position drawn: one card", "drawn", "position drawn: 只写一张牌"),
    (_bahu("5m zhang=5m"), "position zhang: 5m is not a jiang (only a jiang stands)", "5m",
     "position zhang: 五万不是将（只有将能站）"),
    (_bahu("5m drawn=6m"), "position drawn: 6m is neither in the hand nor standing", "6m",
     "position drawn: 六万既不在手牌里，也不是站着的将"),
    (_bahu("5m melds=zhang:H"), "position melds: zhang:H is a standing jiang: give it as zhang=H", "zhang:H",
     "position melds: 涨将红花不写在 melds 里，要写作 zhang=H"),
    (_bahu("5m5m5m melds=peng:5m@1.discard"), "position: too many copies of 5m (5; a deck has 4)", "5m",
     "position: 五万的张数太多：有 5 张，一副牌只有 4 张"),
    (_bahu_built(hand=("5m",)), "position hand: expected cards", "hand", "position hand: 应为牌"),
    (_bahu_built(drawn="5m"), "position drawn: expected a card", "drawn", "position drawn: 应为一张牌"),
    (_bahu_built(melds=("peng:5m",)), "position melds: 'peng:5m' is not a meld", "melds",
     "position melds: 'peng:5m' 不是牌组"),
    (_bahu_built(full_deal=1), "position full: 1 or 0", "full", "position full: 应为 1 或 0"),
    (_bahu_built(turn=True), "position turn: a seat is 0–3", "turn", "position turn: 座位是 0–3"),
]


@pytest.mark.parametrize("call, english, token, chinese", BAHU, ids=[b[1][:50] for b in BAHU])
def test_a_bahu_position_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


TYPED = [  # the Chinese shows what to type, in notation
    (_bahu("5m5m5m5m"), "position hand: four 5m are a bomb, laid out on the table (melds=bomb:5m@deal)", "5m",
     "position hand: 四张五万是爆炸，要摊在桌上（melds=bomb:5m@deal）"),
    (_bahu_call("parse_hand", [1]), "a hand is text or a list of cards", "hand", "手牌应为文字或牌的列表"),
    (_bahu_call("parse_melds", "peng:5m"), 'melds are a list like ["peng:5m"], not one string', "melds",
     '牌组应写成列表，如 ["peng:5m"]，而不是一个字符串'),
]


@pytest.mark.parametrize("call, english, token, chinese", TYPED, ids=[t[1][:50] for t in TYPED])
def test_a_refusal_that_says_what_to_type_keeps_the_notation(call, english, token, chinese):
    with pytest.raises(InputError) as info:
        call()
    assert (str(info.value), info.value.text("en"), info.value.token) == (english, english, token)
    assert info.value.text("zh") == chinese


def _bahu_meld(text):
    from engine.bahu.groups import Meld

    return lambda: Meld.parse(text)


BAHU_MELDS = [
    (_bahu_meld("pong:5m"), "unknown meld 'pong:5m' (use peng:CARDS, gang:CARDS, bomb:CARDS, chi:CARDS, zhang:CARDS)",
     "pong:5m", "没有'pong:5m'这种牌组（可写：peng:CARDS、gang:CARDS、bomb:CARDS、chi:CARDS、zhang:CARDS）"),
    (_bahu_meld("peng:3z"), "meld 'peng:3z': unknown card '3z'", "3z", "牌组'peng:3z'：不认识的牌'3z'"),
    (_bahu_meld("gang:5m6m"), "meld 'gang:5m6m': a gang is 4 copies of one card", "gang:5m6m",
     "牌组'gang:5m6m'：杠是 4 张同样的牌"),
    (_bahu_meld("bomb:5m@1"), "meld 'bomb:5m@1': a meld from the deal comes from no other seat", "bomb:5m@1",
     "牌组'bomb:5m@1'：起手就有的牌组不来自别家"),
    (_bahu_meld("peng:5m@deal"), "meld 'peng:5m@deal': a peng comes by discard or draw, not deal", "peng:5m@deal",
     "牌组'peng:5m@deal'：碰的牌的来路是 discard 或 draw，不是 deal"),
    (_bahu_meld("zhang:HH"), "meld 'zhang:HH': a standing jiang is one jiang card", "zhang:HH", "牌组'zhang:HH'：涨将是一张将牌"),
    (_bahu_meld("chi:1m3m5m"), "meld 'chi:1m3m5m': a chi is a run, a baozi, a hutou combination or wenqian", "chi:1m3m5m",
     "牌组'chi:1m3m5m'：吃的是顺子、豹子、胡头组合或文钱"),
    (_bahu_meld("chi:5m@"), "meld 'chi:5m@': nothing after @ (write @SEAT.VIA, @SEAT or @VIA)", "chi:5m@",
     "牌组'chi:5m@'：@ 后面没有写（写作 @SEAT.VIA、@SEAT 或 @VIA）"),
    (_bahu_meld("peng:5m@7"), "meld 'peng:5m@7': after @ comes a seat 0–3 and/or how the card came (discard, draw, deal)",
     "peng:5m@7", "牌组'peng:5m@7'：@ 后面写座位 0–3、牌的来路（discard、draw、deal），或两者都写"),
    (_bahu_meld("peng:5m@x"), "meld 'peng:5m@x': the card comes by discard, draw, deal", "peng:5m@x",
     "牌组'peng:5m@x'：牌的来路应为 discard、draw、deal 之一"),
]


@pytest.mark.parametrize("call, english, token, chinese", BAHU_MELDS, ids=[b[1][:50] for b in BAHU_MELDS])
def test_a_bahu_meld_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def test_a_bahu_meld_that_is_not_text_is_refused_in_both_languages():
    from engine.bahu.groups import Meld

    with pytest.raises(InputError) as info:
        Meld.parse(5)
    assert (str(info.value), info.value.token) == ("a meld is text like peng:5m, not int", "5")
    assert info.value.text("zh") == "牌组应写成文字，如 peng:5m，而不是 int"


def _round(change=None, rules=None):
    from engine.bahu.settle import Round

    data = {"rules": "haimen", "players": [{}, {}, {}, {}], "winner": {"seat": 0, "hutou": 10}}
    if change is not None:
        change(data)
    return lambda: Round.from_json(data, rules)


def _second(**fields):
    return _round(lambda d: d["players"][1].update(fields))


ROUNDS = [
    (_round(rules="tongdong"), "rules: the round says 'haimen' and --rules 'tongdong'", "rules",
     "rules：这一局写的是'haimen'，--rules 却是'tongdong'"),
    (_round(lambda d: d.update(players=[{}])), "players: expected a list of four players", "players", "players：应为四家的列表"),
    (_round(lambda d: d.update(color=1)), "round: unknown key 'color' (known: rules, options, players, winner)",
     "round.color", "round：没有'color'这个键（可用：rules, options, players, winner）"),
    (_round(lambda d: d["winner"].update(seat=1.5)),
     "winner.seat: 1.5 is not a whole number (seats, 胡头 and money are never fractional)", "winner.seat",
     "winner.seat：1.5 不是整数（座位、胡头和钱都没有小数）"),
    (_round(lambda d: d["winner"].update(seat=5)), "winner.seat: 5 is not a seat (0–3)", "winner.seat",
     "winner.seat：5 不是座位（0–3）"),
    (_round(lambda d: d["winner"].update(hutou=2)), "winner.hutou: 2 is too few to win (8 are needed, s000.p053)",
     "winner.hutou", "winner.hutou：2 个胡头不够胡（要 8 个，s000.p053）"),
    (_second(melds=["zhang:H"]), "players[1].melds[0]: zhang is not a table meld for settlement", "players[1].melds[0]",
     "players[1].melds[0]：涨将不是结算用的台面牌组"),
    (_second(melds=["peng:3z"]), "players[1].melds[0]: meld 'peng:3z': unknown card '3z'", "players[1].melds[0]",
     "players[1].melds[0]：牌组'peng:3z'：不认识的牌'3z'"),
    (_second(bombs=["3z"]), "players[1].bombs[0]: unknown card '3z'", "players[1].bombs[0]",
     "players[1].bombs[0]：不认识的牌'3z'"),
    (_second(covers=[7]), "players[1].covers: 7 is not another seat (0–3)", "players[1].covers",
     "players[1].covers：7 不是别家的座位（0–3）"),
    (_second(covers_melds=[{"seat": 1, "meld": "peng:5m"}]), "players[1].covers_melds[0].seat: 1 is not another seat (0–3)",
     "players[1].covers_melds[0].seat", "players[1].covers_melds[0].seat：1 不是别家的座位（0–3）"),
    (_second(covers_melds=[{"seat": 2, "meld": "chi:3m4m5m"}]),
     "players[1].covers_melds[0].meld: only the 庄 of a 碰 or 杠 is covered", "players[1].covers_melds[0].meld",
     "players[1].covers_melds[0].meld：只有碰或杠的庄可以包"),
    (_round(lambda d: [d["players"][i].update(melds=["gang:5m@1.discard"]) for i in (1, 2)]),
     "players: too many copies of 5m (5; a deck has 4)", "5m", "players：五万的张数太多：有 5 张，一副牌只有 4 张"),
]


@pytest.mark.parametrize("call, english, token, chinese", ROUNDS, ids=[r[1][:50] for r in ROUNDS])
def test_a_bahu_round_to_settle_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def _duzihu_meld(text, left=4):
    from engine.duzihu.melds import Group

    return lambda: Group.parse_meld(text, lambda c: left)


DUZIHU_MELDS = [
    (_duzihu_meld("pong:6m"), "unknown meld kind 'pong' in 'pong:6m' (use peng, gang, angang or long; no 吃 meld: a discard "
     "completes a run only as the winning card, s002.p012)", "pong:6m",
     "'pong:6m'里没有'pong'这种牌组（可写 peng、gang、angang 或 long；没有吃的牌组：别家打出的牌只能作为胡的那张凑成顺子，s002.p012）"),
    (_duzihu_meld("peng:3z"), "unknown card '3z' in meld 'peng:3z'", "3z", "牌组'peng:3z'：不认识的牌'3z'"),
    (_duzihu_meld("peng:"), "meld 'peng:' names no card", "peng:", "牌组'peng:'没有写牌"),
    (_duzihu_meld("peng:6m7m"), "a peng is cards of one kind, not 'peng:6m7m'", "peng:6m7m", "碰要用同一种牌，而不是'peng:6m7m'"),
    (_duzihu_meld("peng:X"), "喜 are laid aside and counted with --xi, not melded: 'peng:X'", "peng:X",
     "喜放在一边，用 --xi 记张数，不成牌组：'peng:X'"),
    (_duzihu_meld("gang:QQ"), "a gang of Q has 4 cards, not 2: 'gang:QQ'", "gang:QQ", "杠千字是 4 张，不是 2 张：'gang:QQ'"),
    (_duzihu_meld("gang:4s", 3), "only 3 copies of 4s are left after the turned jiang: 'gang:4s'", "gang:4s",
     "翻作将之后四条只剩 3 张：'gang:4s'"),
]


@pytest.mark.parametrize("call, english, token, chinese", DUZIHU_MELDS, ids=[d[1][:50] for d in DUZIHU_MELDS])
def test_a_duzihu_meld_is_refused_in_both_languages(call, english, token, chinese):
    assert _both(call, english, token) == chinese


def test_a_duzihu_meld_that_is_no_meld_shows_what_to_type():
    with pytest.raises(InputError) as info:
        _duzihu_meld("peng6m")()
    assert (str(info.value), info.value.token) == ("a meld is KIND:CARD, e.g. peng:6m, not 'peng6m'", "peng6m")
    assert info.value.text("zh") == "牌组写作 KIND:CARD，如 peng:6m，而不是'peng6m'"
