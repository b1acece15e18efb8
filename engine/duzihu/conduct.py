"""The rules of conduct at a 笃子胡 table: what a player may break, where it is written, the penalty.

Each rule is declared once (:func:`engine.core.reason.declare`) with its source paragraph; the
state machine (:mod:`engine.duzihu.state`) records a broken one as a
:class:`~engine.core.game.Violation` and plays on with the penalty applied
(docs/rules/duzihu-play.md, "What a player can break"). Penalties:

* ``void`` — the move does not count and play goes on (a 胡 that is no win, a 吃, a 折庄 out of
  its limits or broken: the dealer's double is lost);
* ``angang`` — a 龙 declared of cards not all dealt counts only as an 暗杠 (s002.p015);
* ``bao`` — 包张: the discarder pays the third player's share too (s003.p027);
* ``none`` — recorded only (a sitting dealt out of turn).

>>> v = violation(FALSE_HU(seat=2, card=BY_CODE["5m"]), event=7, seat=2)
>>> v.rule, v.penalty, v.en
('duzihu.play.false_hu', 'void', 'Player C declared 胡 on five wan, but the hand is not seven sets and a pair; the claim is void.')
"""

from __future__ import annotations

from engine.cards import BY_CODE  # noqa: F401 - used by the doctest
from engine.core.game import Violation
from engine.core.reason import Reason, declare

PENALTIES: dict[str, tuple[str, str]] = {
    "void": ("此举不算，照常打下去", "the move does not count; play goes on"),
    "angang": ("只能算暗杠", "it counts only as a concealed gang"),
    "bao": ("点炮者一并支付另外一家的资费", "the discarder pays the third player's share as well"),
    "none": ("只作记录，不罚", "recorded; the sources name no penalty"),
}

FALSE_HU = declare(
    "duzihu.play.false_hu", "s002.p008 s003.p005",
    "{seat:seat}以{card}胡牌，但手牌不是七组加一对；胡牌不算。",
    "{seat:seat} declared 胡 on {card}, but the hand is not seven sets and a pair; the claim is void.")
CHI = declare(
    "duzihu.play.chi", "s002.p012 s003.p005",
    "{seat:seat}吃{card}：若不是胡牌，则可碰不可以吃；吃牌不算。",
    "{seat:seat} took {card} for a run (吃): short of winning a discard may be taken for 碰, never for a run; "
    "the 吃 is void.")
ZHIZHUANG_OFF = declare(
    "duzihu.play.zhizhuang.off", "s002.p046",
    "{rules}没有折庄；折庄不算。", "{rules} has no zhizhuang (折庄); the declaration is void.")
ZHIZHUANG_NOT_DEALER = declare(
    "duzihu.play.zhizhuang.not_dealer", "s002.p046",
    "{seat:seat}不是庄家，不能折庄；折庄不算。",
    "{seat:seat} is not the dealer and cannot declare zhizhuang (折庄); the declaration is void.")
ZHIZHUANG_LATE = declare(
    "duzihu.play.zhizhuang.late", "s002.p046",
    "折庄只在摸完牌之后的三张牌之内；庄家已摸 {draws} 张，折庄不算。",
    "Zhizhuang (折庄) is allowed only within three draws after the deal; the dealer has drawn {draws}; "
    "the declaration is void.")
ZHIZHUANG_SWAP = declare(
    "duzihu.play.zhizhuang.swap", "s002.p046",
    "折庄后摸到{drawn}却打出{card}：擲莊後不允許將再次摸的牌放到手裡進行輪換；折庄作废，庄家不再赢两倍。",
    "After zhizhuang (折庄) the dealer drew {drawn} and discarded {card}: a drawn card may no longer be kept in "
    "exchange for another; the zhizhuang lapses (no double win).")
ZHIZHUANG_MELD = declare(
    "duzihu.play.zhizhuang.meld", "s002.p046",
    "折庄后{kind}{card}：只能一直摸，摸完直接出牌；折庄作废，庄家不再赢两倍。",
    "After zhizhuang (折庄) the dealer made a {kind} of {card}: he may only draw and discard at once; the "
    "zhizhuang lapses (no double win).")
LONG_NOT_DEALT = declare(
    "duzihu.play.long.not_dealt", "s002.p015",
    "{seat:seat}的{card}不是起手的四张（或翻将后的三张），不算龙，只能作为暗杠。",
    "{seat:seat}'s {card} were not all dealt (起手), so they are no long (龙) and count only as a concealed "
    "gang.")
BAOZHANG = declare(
    "duzihu.play.baozhang", "s003.p027",
    "{seat:seat}未听张时打出{card}，被{winner:seat}胡牌：包张，另外一家的资费由点炮者一并支付。",
    "{seat:seat} discarded {card} before being ready (听张) and {winner:seat} won on it: baozhang (包张), "
    "the discarder pays the third player's share as well.")
DEALER_ORDER = declare(
    "duzihu.play.dealer_order", "s002.p010 s003.p003",
    "第 {deal} 局的庄家是{dealer:seat}；上一局庄家的下家{expected:seat}才是新开局的庄家。",
    "Hand {deal} is dealt by {dealer:seat}; the previous dealer's next player, {expected:seat}, deals the new hand.")

PENALTY_OF: dict[str, str] = {
    FALSE_HU.id: "void", CHI.id: "void", ZHIZHUANG_OFF.id: "void", ZHIZHUANG_NOT_DEALER.id: "void",
    ZHIZHUANG_LATE.id: "void", ZHIZHUANG_SWAP.id: "void", ZHIZHUANG_MELD.id: "void",
    LONG_NOT_DEALT.id: "angang", BAOZHANG.id: "bao", DEALER_ORDER.id: "none",
}


def violation(reason: Reason, event: int, seat: int) -> Violation:
    """The violation of ``reason`` at event ``event`` (0-based; -1 for the deal) by ``seat``."""
    return Violation(event, seat, reason, PENALTY_OF[reason.rule])
