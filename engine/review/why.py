"""Why a move is worth what the one judgement says, in the game's words: what the position after it
keeps or breaks, built from the facts behind its estimate (engine/bots/chance.py, each game's
lookahead.py), never from the bare value.

* 八胡: 圆 and its 胡头, or how many kinds of card still have no group (or cards from 圆); the 听张
  it waits on and how many of their cards are still unseen (and 听张 with none left); a 将 given up.
* 笃子胡: the useful cards still needed before it waits, or the 听张 and their unseen copies; the
  胡数 its sets count.
* 歪胡子: the useful cards still needed before it waits, or the 听张 and their unseen copies; the 息
  its melds and hand hold.
* every game: whether the card let go may be claimed — its copies still unseen (a pair elsewhere could
  碰 it), from the judge's ``explain``.

:func:`position` says it for one move; :func:`compare` says what differs between the move played and
the engine's first choice; :func:`hint_line` is one ranked move of the hint. Every sentence is a
:class:`~engine.core.reason.Reason` whose game words are glossary terms (engine/review/terms.py), so
the CLI prints it plain and the app with links.

>>> from engine.core.game import Event
>>> from engine.bots.chance import Estimate
>>> from engine.cards import parse_cards
>>> five = parse_cards("5m")[0]
>>> est = Estimate(Event(0, "discard", five), 1.2, 0.3, 0, 0, 5,
...                {"yuan": True, "hutou": 9, "lacking": 0, "waits_on": ["2m", "8s"], "dead_waits": 0})
>>> [r.en for r in position("bahu", est)]
['After discard five wan the hand is yuan, with 9 hutou.', 'After discard five wan the hand waits on 2 tingzhang (two wan, eight tiao): 5 unseen cards would win.']
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from engine.bots.chance import Estimate
from engine.core.bilingual import Text
from engine.core.reason import Reason
from engine.review import reasons as R
from engine.review.terms import HUTOU, JIANG, PENG, TING, YUAN, unit_of

def explained(judge: Any, state: Any, est: Estimate | None) -> Estimate | None:
    """The estimate with the facts its game's judge adds for the words alone (its ``explain``, where it
    has one: 八胡's cards from 圆), worked out only for the moves the review or the hint speaks of."""
    if est is None or not hasattr(judge, "explain"):
        return est
    extra = judge.explain(state, est)
    return replace(est, facts={**est.facts, **extra}) if extra else est


def amount(x: float) -> str:
    """A value in the game's money as the sentences say it: one decimal."""
    return f"{x:.1f}"


def move_words(game: str, est: Estimate) -> Text:
    """The move, and for a take the discard the estimate pairs it with (``碰九饼再打二万``)."""
    move = R.move_text(est.event)
    then = est.facts.get("then_discard")
    if then is None:
        return move
    card = _card(game, then)
    return Text(f"{move.zh}再打{card.zh}", f"{move.en} then discard {R.card_en(card)}")


def position(game: str, est: Estimate, move: Text | None = None) -> list[Reason]:
    """What the hand is after the move, in the game's words (nothing for a win or a 买庄)."""
    f = est.facts
    if f.get("wins") or f.get("swell") or f.get("by_rule") or "buy_gain" in f:
        return []
    move = move if move is not None else move_words(game, est)
    out: list[Reason] = []
    if "yuan" in f:  # a measure that reads 圆 (八胡's): 圆 and its 胡头, or the kinds still without a group
        if f.get("yuan"):
            n = f.get("hutou") or 0
            out.append((R.AFTER_YUAN if n >= 8 else R.AFTER_YUAN_SHORT)(move=move, yuan=YUAN, n=n, hutou=HUTOU))
        elif f.get("lacking"):
            out.append(R.AFTER_LACKING(move=move, yuan=YUAN, n=f["lacking"], accept=est.accept))
        elif f.get("from_yuan"):
            out.append(R.AFTER_FROM_YUAN(move=move, yuan=YUAN, n=f["from_yuan"]))
        elif "lacking" in f:
            out.append(R.AFTER_UNPLACED(move=move, yuan=YUAN))
    elif est.distance > 0:
        out.append(R.AFTER_STEPS(move=move, n=est.distance, accept=est.accept))
    out += _waits(game, est, move)
    unit = unit_of(game)
    # what the sets hold, where the game's measure counts it: 笃子胡's 胡数 ("hu"), 歪胡子's 息 ("xi")
    if f.get("hu") is not None:
        out.append(R.SETS_HU(move=move, hu=f"{float(f['hu']):g}", unit=unit))
    if f.get("xi") is not None:
        out.append(R.XI_HELD(move=move, xi=f["xi"], unit=unit))
    if f.get("discard_jiang"):  # the judge's ``explain`` says so where a game has 将 (八胡)
        out.append(R.JIANG_DISCARD(move=move, jiang=JIANG))
    return out + _let_go(game, est)


def compare(game: str, played: Estimate, best: Estimate) -> list[Reason]:
    """What differs between the position after the move played and after the first choice: the first
    kind of fact (how near a win, with what it waits on; what its sets hold; the card let go) that is
    not the same, said for both."""
    mine, theirs = position(game, played), position(game, best)
    for kind in _kinds(mine, theirs):
        a = [r for r in mine if _kind(r) == kind]
        b = [r for r in theirs if _kind(r) == kind]
        if _said(a) != _said(b):
            return a + b
    return [R.WORTH(best=move_words(game, best))] if best.value > played.value else []


def hint_line(game: str, est: Estimate) -> list[Reason]:
    """One move of the hint: its worth in the game's money and its chance, then what it keeps."""
    move, unit = move_words(game, est), unit_of(game)
    f = est.facts
    if f.get("wins"):
        return [R.HINT_WIN(move=move, value=amount(est.value), unit=unit)]
    if f.get("by_rule"):
        return [R.HINT_RULE(move=move)]
    if "buy_gain" in f and est.event.type != "buy":
        return [R.HINT_NO_BUY(move=move, unit=unit)]
    if "buy_gain" in f:
        gain = float(f["buy_gain"])
        verb = ("多得", "adds") if gain > 0 else ("少得", "costs")
        return [R.HINT_BUY(move=move, verb=verb[0], verb_en=verb[1], gain=amount(abs(gain)), unit=unit),
                *buy_basis(game, est)]
    out = [R.HINT_MOVE(move=move, value=amount(est.value), unit=unit, chance=round(100 * est.chance))]
    if "net" in f and "playouts" in f:
        out.append(R.HINT_PLAYED(rounds=f["playouts"], net=f"{f['net']:+.1f}", unit=unit))
    return out + position(game, est, move)


def buy_basis(game: str, buying: Estimate) -> list[Reason]:
    """How a 买庄's worth was found: the hand played out, or what buys on as many 将 came to."""
    f, unit = buying.facts, unit_of(game)
    gain = f.get("buy_gain", buying.value)
    if "playouts" in f:
        verb = ("多得", "adds") if gain > 0 else ("少得", "costs")
        return [R.BUY_PLAYED(rounds=f["playouts"], verb=verb[0], verb_en=verb[1], gain=amount(abs(gain)), unit=unit)]
    if "jiang_held" in f:
        verb = ("多得", "added") if gain > 0 else ("亏", "cost")
        return [R.BUY_BLIND(held=f["held"], n=f["jiang_held"], jiang=JIANG, verb=verb[0], verb_en=verb[1],
                            gain=amount(abs(gain)), unit=unit)]
    return []


def _waits(game: str, est: Estimate, move: Text) -> list[Reason]:
    live = [_card(game, c) for c in est.facts.get("waits_on") or ()]
    dead = int(est.facts.get("dead_waits") or 0)
    if live and est.waits:
        out = [R.AFTER_WAITING(move=move, kinds=len(live), ting=TING, cards=tuple(live), copies=est.waits)]
        return out + ([R.DEAD_WAITS(n=dead, ting=TING)] if dead else [])
    if dead:
        return [R.ALL_DEAD(move=move, n=dead, ting=TING)]
    return []


def _let_go(game: str, est: Estimate) -> list[Reason]:
    """Whether the card let go may be claimed: its copies unseen (a pair elsewhere could 碰 it)."""
    n = est.facts.get("discard_unseen")
    if n is None:
        return []
    then = est.facts.get("then_discard")
    card = est.event.card if est.event.type == "discard" or then is None else _card(game, then)
    if n == 0:
        return [R.DISCARD_DEAD(card=card, peng=PENG)]
    if n == 1:
        return [R.DISCARD_ONE(card=card, peng=PENG)]
    return [R.DISCARD_LIVE(card=card, n=n, peng=PENG)]


def _card(game: str, code: str) -> Any:
    from engine.core.registry import game as plug

    return plug(game).deck.card(code)


NEAR = frozenset(("review.after_yuan", "review.after_yuan_short", "review.after_lacking", "review.after_unplaced",
                  "review.after_from_yuan", "review.after_steps", "review.after_waiting", "review.dead_waits",
                  "review.all_dead"))
LET_GO = frozenset(("review.discard_dead", "review.discard_one", "review.discard_live"))


def _kind(r: Reason) -> str:
    """The family a sentence belongs to: how near a win, what the hand holds, the card let go, a 将."""
    return "near" if r.rule in NEAR else "let_go" if r.rule in LET_GO else r.rule


def _kinds(*lists: list[Reason]) -> list[str]:
    out: list[str] = []
    for rs in lists:
        for r in rs:
            if _kind(r) not in out:
                out.append(_kind(r))
    return out


def _said(rs: list[Reason]) -> list[tuple[str, tuple[Any, ...]]]:
    """The facts of some sentences, the move left out (two moves may leave the same hand)."""
    return [(r.rule, tuple((k, v) for k, v in r.params_items if k != "move")) for r in rs]
