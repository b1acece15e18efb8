"""The review's sentences, declared once (engine/core/reason.py) so they render in Chinese and English.

They rest on no source text: they describe the lookahead's own measure (docs/bots.md), so their
source is that page.

>>> from engine.core.reason import Text
>>> BEST(move=Text("打七万", "discard 7m"), value="0.8", unit=Text("庄", "zhuang"), chance=31).en
'discard 7m is the engine’s first choice: worth about 0.8 zhuang a hand by its estimate, with about 31% chance of a win before the cards run out.'
>>> LOSS(move=Text("碰七万", "peng 7m"), best=Text("过", "pass"), loss="0.1", unit=Text("庄", "zhuang"), chance=20,
...      best_chance=26).zh
'碰七万 比引擎的首选 过 每局约少 0.1 庄（胡牌机会约 20%，过 约 26%）。'
"""

from __future__ import annotations

from typing import Any

from engine.core.game import Event
from engine.core.reason import Text, declare

SOURCE = "docs/bots.md"

BEST = declare("review.best", SOURCE,
               "{move} 是引擎的首选：估计每局约值 {value} {unit}，到牌摸完前胡牌的机会约 {chance}%。",
               "{move} is the engine’s first choice: worth about {value} {unit} a hand by its estimate, with "
               "about {chance}% chance of a win before the cards run out.")
EQUAL = declare("review.equal", SOURCE, "{move} 与引擎的首选 {best} 一样好：估计都是每局约 {value} {unit}。",
                "{move} is as good as the engine’s first choice, {best}: both worth about {value} {unit} a hand.")
LOSS = declare("review.loss", SOURCE,
               "{move} 比引擎的首选 {best} 每局约少 {loss} {unit}（胡牌机会约 {chance}%，{best} 约 {best_chance}%）。",
               "{move} costs about {loss} {unit} a hand against the engine’s first choice, {best} (about "
               "{chance}% chance of a win against {best_chance}%).")
NEARER = declare("review.nearer", SOURCE, "估计 {move} 不比 {best} 差（每局约 {value} {unit}），但引擎首选 {best}：它让手牌离胡更近。",
                 "By the estimate {move} is worth no less than {best} (about {value} {unit} a hand), but the "
                 "engine puts {best} first: it leaves the hand nearer a win.")
WIN = declare("review.win", SOURCE, "{best} 当场胡牌。", "{best} wins at once.")
MISSED_WIN = declare("review.missed_win", SOURCE, "{move} 放过了胡牌：{best} 当场就胡。",
                     "{move} lets a win go: {best} wins at once.")
FARTHER = declare("review.farther", SOURCE, "{move} 之后离听牌还差 {steps} 步，{best} 之后差 {best_steps} 步。",
                  "After {move} the hand is {steps} step{steps:plural} from waiting; after {best}, {best_steps}.")
FEWER = declare("review.fewer", SOURCE, "{move} 之后有用的未见牌 {accept} 张，{best} 之后 {best_accept} 张。",
                "After {move}, {accept} unseen card{accept:plural} would help; after {best}, {best_accept}.")
WAITS = declare("review.waits", SOURCE, "{move} 之后听 {waits} 张未见牌，{best} 之后听 {best_waits} 张。",
                "After {move} the hand waits on {waits} unseen card{waits:plural}; after {best}, on {best_waits}.")
WORTH = declare("review.worth", SOURCE, "两者一样近，但 {best} 胡下来更值。",
                "Both are as near, but a win after {best} is worth more.")
ILLEGAL = declare("review.illegal", SOURCE, "{move} 犯规：此时规则不许这样走（走法列表里已标出）。",
                  "{move} breaks a rule: the rules do not allow it here (the move list marks it).")
SET_ASIDE = declare("review.set_aside", SOURCE, "{move} 拆了已成的组：引擎把这样的走法排在所有保住组的走法之后。",
                    "{move} breaks up a finished group: the engine ranks such moves below every move that keeps "
                    "its groups.")
BUY_FIRST = declare("review.buy_first", SOURCE, "{move} 是引擎的首选。", "{move} is the engine’s first choice.")
BUY_WORSE = declare("review.buy_worse", SOURCE, "{best} 比 {move} 好：{move} 每局约少 {loss} {unit}。",
                    "{best} is better than {move}: {move} costs about {loss} {unit} a hand.")
BUY_PLAYED = declare("review.buy_played", SOURCE,
                     "把牌打完 {rounds} 次，买庄平均每局{verb} {gain} {unit}：买庄让你和每家互付的庄都算三倍，底不买。",
                     "Played out {rounds} times, a buy {verb_en} about {gain} {unit} a hand: a buy triples the zhuang "
                     "you and every other player pay each other; the di is not bought.")
BUY_BLIND = declare("review.buy_blind", SOURCE,
                    "手上 {held} 张牌里有 {n} 张{jiang}：拿这样的牌买庄，机器对打时平均每局{verb} {gain} {unit}。",
                    "With {n} {jiang} among the {held} cards held, a buy {verb_en} about {gain} {unit} a hand "
                    "in the bots' games.")
BUY_ORDER_UNKNOWN = declare("review.buy_order_unknown", SOURCE,
                            "{move}：记录里的手牌是按牌序写的，不知道头几张是哪几张，这个买庄的决定没法衡量。",
                            "{move}: the record lists the hand in card order, not in the order it was drawn, so "
                            "the first cards, and this decision to buy the deal or not, cannot be weighed.")
BY_RULE = declare("review.by_rule", SOURCE, "{move} 引擎不衡量：这类走法它照固定的规矩走（见机器人说明）。",
                  "{move} is not weighed: the engine makes moves of this kind by a fixed rule (see the bots' page).")
LIMITS = declare("review.limits", SOURCE,
                 "估计只看下一张牌能否有用，把未见的牌当作随机来牌；看不见别人的手牌，也不管别人先胡。",
                 "The estimate looks one card ahead and takes the unseen cards to come in random order; "
                 "it does not see the others' hands, nor that they may win first.")

PLAYED_BEST = declare("review.played_best", SOURCE,
                      "把牌打完 {rounds} 次（未见的牌每次随机重发），{move} 平均每局得 {net} {unit}，不比别的走法差。",
                      "Played out {rounds} times (the unseen cards dealt again at random each time), {move} came "
                      "to {net} {unit} a hand on average, no worse than the other moves tried.")
PLAYED_LOSS = declare("review.played_loss", SOURCE,
                      "把牌打完 {rounds} 次（未见的牌每次随机重发），{best} 平均每局得 {best_net} {unit}，{move} 得 {net} {unit}：每局少 {loss} {unit}。",
                      "Played out {rounds} times (the unseen cards dealt again at random each time), {best} came "
                      "to {best_net} {unit} a hand on average and {move} to {net} {unit}: {move} costs about {loss} "
                      "{unit} a hand.")
PLAYED_LIMITS = declare("review.played_limits", SOURCE,
                        "模拟打完时，各家都照贪心打法走，未见的牌随机重发；次数不多，差距小时可能只是运气。",
                        "In the playouts every seat plays as the greedy bot does and the unseen cards are dealt at "
                        "random; they are few, so a small difference may be luck.")

# What a move keeps or breaks, in the game's words (engine/review/why.py builds them from the estimate's facts).
AFTER_YUAN = declare("review.after_yuan", SOURCE, "{move} 之后手牌{yuan}，有 {n} {hutou}。",
                     "After {move} the hand is {yuan}, with {n} {hutou}.")
AFTER_YUAN_SHORT = declare("review.after_yuan_short", SOURCE,
                           "{move} 之后手牌{yuan}，但只有 {n} {hutou}，不满胡牌要的 8 个。",
                           "After {move} the hand is {yuan} but has only {n} {hutou}, short of the 8 a win needs.")
AFTER_LACKING = declare("review.after_lacking", SOURCE, "{move} 之后手牌还不{yuan}：还有 {n} 种牌没有成组，未见的牌里有 {accept} 张能补上。",
                        "After {move} the hand is not yet {yuan}: {n} kind{n:plural} of card still without a group, "
                        "and {accept} unseen card{accept:plural} would complete one.")
AFTER_UNPLACED = declare("review.after_unplaced", SOURCE, "{move} 之后手牌还不{yuan}：每种牌都能成组，但不能同时都成组。",
                         "After {move} the hand is not yet {yuan}: every kind could join a group, but not all at once.")
AFTER_FROM_YUAN = declare("review.after_from_yuan", SOURCE, "{move} 之后手牌离{yuan}还差 {n} 张。",
                          "After {move} the hand is {n} card{n:plural} from {yuan}.")
AFTER_STEPS = declare("review.after_steps", SOURCE, "{move} 之后离听牌还差 {n} 张有用的牌，未见的牌里有 {accept} 张有用。",
                      "After {move} the hand is {n} useful card{n:plural} from waiting, and {accept} unseen "
                      "card{accept:plural} would bring it nearer.")
AFTER_WAITING = declare("review.after_waiting", SOURCE, "{move} 之后听 {kinds} 种{ting}（{cards}），未见的还有 {copies} 张。",
                        "After {move} the hand waits on {kinds} {ting} ({cards}): {copies} unseen card{copies:plural} "
                        "would win.")
DEAD_WAITS = declare("review.dead_waits", SOURCE, "另有 {n} 种{ting}已经没有未见的牌。",
                     "No copy is left unseen of {n} other {ting}.")
ALL_DEAD = declare("review.all_dead", SOURCE, "{move} 之后听 {n} 种{ting}，但这些牌都已经出现过，没有未见的了。",
                   "After {move} the hand waits on {n} {ting}, but every copy of them is already in sight.")
SETS_HU = declare("review.sets_hu", SOURCE, "{move} 之后手上和桌上的组合约有 {hu} {unit}。",
                  "After {move} its sets in hand and on the table count about {hu} {unit}.")
XI_HELD = declare("review.xi_held", SOURCE, "{move} 之后手上和桌上共有 {xi} {unit}。",
                  "After {move} its melds and hand hold {xi} {unit}.")
DISCARD_DEAD = declare("review.discard_dead", SOURCE, "其余的{card}都已见到：没人能{peng}这张。",
                       "Every other {card} is in sight: nobody can {peng} it.")
DISCARD_ONE = declare("review.discard_one", SOURCE, "未见的{card}只剩 1 张：没人能{peng}这张。",
                      "Only one other {card} is unseen: nobody can {peng} it.")
DISCARD_LIVE = declare("review.discard_live", SOURCE, "未见的{card}还有 {n} 张：别家可能有一对来{peng}它。",
                       "{n} other {card} cards are unseen: another player may hold a pair to {peng} it.")
JIANG_DISCARD = declare("review.jiang_discard", SOURCE, "{move} 打出的是一张{jiang}。",
                        "{move} gives up a {jiang} card.")
HINT_MOVE = declare("review.hint_move", SOURCE, "{move}：估计每局约值 {value} {unit}，到牌摸完前胡牌的机会约 {chance}%。",
                    "{move}: worth about {value} {unit} a hand by the estimate, about {chance}% chance of a win "
                    "before the cards run out.")
HINT_PLAYED = declare("review.hint_played", SOURCE, "把牌打完 {rounds} 次，平均每局得 {net} {unit}。",
                      "Played out {rounds} times, it came to {net} {unit} a hand on average.")
HINT_WIN = declare("review.hint_win", SOURCE, "{move}：当场胡牌，约值 {value} {unit}。",
                   "{move}: a win at once, worth about {value} {unit}.")
HINT_BUY = declare("review.hint_buy", SOURCE, "{move}：估计买庄每局{verb} {gain} {unit}。",
                   "{move}: a buy {verb_en} about {gain} {unit} a hand by the estimate.")
HINT_NO_BUY = declare("review.hint_no_buy", SOURCE, "{move}：不买庄，{unit}照常算。",
                      "{move}: no buy; the {unit} count as they are.")
HINT_RULE = declare("review.hint_rule", SOURCE, "{move}：引擎照固定的规矩走这一步。",
                    "{move}: the engine makes this move by a fixed rule.")


VERBS: dict[str, tuple[str, str]] = {
    "discard": ("打", "discard"), "peng": ("碰", "peng"), "gang": ("杠", "gang"), "chi": ("吃", "chi"),
    "pass": ("过", "pass"), "hu": ("胡", "hu"), "wai": ("歪", "wai"), "liu": ("溜", "liu"), "draw": ("摸", "draw"),
    "zhang": ("涨", "zhang"), "bomb": ("炸", "bomb"), "buy": ("买庄", "buy"), "long": ("龙", "long"),
    "angang": ("暗杠", "angang"), "jiagang": ("加杠", "jiagang"), "xi": ("喜", "xi"), "zhizhuang": ("折庄", "zhizhuang"),
}


def move_text(event: Event) -> Text:
    """An event as words, the cards by name: ``打七万`` / ``discard seven wan``, ``吃八万（六万七万）`` /
    ``chi eight wan with six wan and seven wan``."""
    zh, en = VERBS.get(event.type, (event.type, event.type))
    if event.card is not None:
        zh += event.card.zh
        en += " " + card_en(event.card)
    if event.with_:
        zh += "（" + "".join(c.zh for c in event.with_) + "）"
        en += " with " + and_list([card_en(c) for c in event.with_])
    return Text(zh, en)


def card_en(card: Any) -> str:
    """A card's English name (``seven wan``, ``small two``); its code where the deck names none."""
    name = getattr(card, "en", None)
    return str(name) if name else str(card.code)


def and_list(words: list[str]) -> str:
    """``a``, ``a and b``, ``a, b and c``."""
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]
